"""The generic turn panel: any game's moves as a tree of taps."""

import pytest

from bot.app.panel import Panel, PanelPathError, navigate
from bot.games.base import Move

MOVES = [
    Move("take W U G", "W U G", ("Take 3", "White · Blue · Green")),
    Move("take W U R", "W U R", ("Take 3", "White · Blue · Red")),
    Move("take R R", "R R", ("Take 2", "Red ×2")),
    Move("buy T1-1", "buy", ("Buy", "From the market", "L1 card", "Auto payment"),
         marker="T1-1"),
    Move("buy T1-1 pay *1", "buy", ("Buy", "From the market", "L1 card", "Pay *1"),
         marker="T1-1"),
    Move("buy T1-2", "buy", ("Buy", "From the market", "L1 other", "Auto payment"),
         marker="T1-2"),
]


def test_root_lists_first_steps_in_engine_order():
    panel = navigate(MOVES)
    assert isinstance(panel, Panel)
    assert [o.label for o in panel.options] == ["Take 3", "Take 2", "Buy"]
    assert all(o.move is None for o in panel.options)


def test_lone_intermediate_steps_are_passed_through():
    panel = navigate(MOVES, (2,))
    assert isinstance(panel, Panel)
    # "From the market" is the only option: skipped without a tap.
    assert panel.trail == ("Buy", "From the market")
    assert panel.prefix == (2, 0)
    assert [o.button_label for o in panel.options] == ["T1-1 · L1 card", "T1-2 · L1 other"]
    panel = navigate(MOVES, (2, 0, 0))
    assert [o.label for o in panel.options] == ["Auto payment", "Pay *1"]
    assert panel.options[1].move.notation == "buy T1-1 pay *1"


def test_options_name_the_board_marker_they_share():
    root = navigate(MOVES)
    assert root.options[2].marker is None  # "Buy" covers several slots


def test_a_lone_leaf_is_still_offered_not_played():
    panel = navigate(MOVES, (1,))
    assert isinstance(panel, Panel)
    assert [o.label for o in panel.options] == ["Red ×2"]


def test_full_prefix_returns_the_move():
    assert navigate(MOVES, (0, 1)).notation == "take W U R"
    assert navigate(MOVES, (2, 0, 0, 0)).notation == "buy T1-1"
    assert navigate(MOVES, (2, 0, 1, 0)).notation == "buy T1-2"


@pytest.mark.parametrize("prefix", [(3,), (0, 5), (0, 1, 0), (-1,)])
def test_unknown_positions_are_refused(prefix):
    with pytest.raises(PanelPathError):
        navigate(MOVES, prefix)


def test_no_moves_no_panel():
    with pytest.raises(PanelPathError):
        navigate([])


def test_a_marker_is_added_unless_the_label_shows_it_as_a_word() -> None:
    """A row holding one badge shows it ("1 · Row -1"): the 1 of "-1" or of "Row 10"
    is not the badge, while "S3 · T32" and "Area A0" show theirs already."""
    from bot.app.panel import PanelOption

    def label(text: str, marker: str) -> str:
        return PanelOption(0, text, None, marker).button_label

    assert label("Row -1", "1") == "1 · Row -1"
    assert label("Row 10", "1") == "1 · Row 10"
    assert label("Row 1", "2") == "2 · Row 1"
    assert label("S3 · T32 · 1 Ensō", "S3") == "S3 · T32 · 1 Ensō"
    assert label("Area A0", "A0") == "Area A0"
    assert label("F1", "F1") == "F1"


def test_a_level_chosen_together_takes_the_least_together_of_its_moves():
    stones = [Move(f"stone {i},0", f"{i},0", (f"{i},0",), together=3) for i in range(3)]
    assert navigate(stones).together == 3
    assert navigate([*stones[:2], Move("stone 2,0", "2,0", ("2,0",), together=2)]
                    ).together == 2
    # a level with a heading (no move behind it), or one option alone: one at a time
    assert navigate([*stones, Move("end", "End", ("Other", "End"))]).together == 1
    assert navigate(stones[:1]).together == 1


def test_a_move_that_gives_something_up_is_never_chosen_with_others():
    """Its confirm is asked for it alone: a level holding it is chosen one at a time."""
    stones = [Move(f"stone {i},0", f"{i},0", (f"{i},0",), together=3) for i in range(3)]
    forfeits = Move("pass", "Pass", ("Pass",), together=3, forfeits=True)
    assert navigate([*stones, forfeits]).together == 1
