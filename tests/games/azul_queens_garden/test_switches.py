"""Project decisions the data can switch (P11, P12, P15): a modified copy of the data
changes the engine's behaviour, and the rules help says what the data is set to."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalMove
from tests.games.azul_queens_garden.support import (
    E,
    check_invariants,
    engine_with,
    notations,
    position,
    random_game,
)
from tests.words import said


def switched(path: tuple[str, str], value: object):
    return engine_with(lambda d: d[path[0]][path[1]].__setitem__("value", value))


def help_text(engine) -> str:
    return " ".join(said(engine, body) for _, body in engine.rules_help())


# --- P12 display_rules.storage_duplicates_allowed_in_take -------------------------------
NO_DUPLICATES = ("display_rules", "storage_duplicates_allowed_in_take")
HOLDING_BLUE_3 = """
players 2
active 0
top blue_3 yellow_1 yellow_2 lightgreen_2
laid L1 up exp_darkgreen_2
seat 0 storage blue_3 exp_yellow_1
"""


def test_p12_kinds_held_in_storage_may_be_taken_as_printed():
    """P12, R9: as printed, a take may bring a kind the storage already holds."""
    state = position(HOLDING_BLUE_3)
    assert "acquire blue" in notations(state)
    after = E.apply(state, 0, "acquire blue")
    assert after["seats"][0]["tiles"]["blue_3"] == 2


def test_p12_switched_off_a_take_may_not_bring_a_held_kind():
    """P12 switched off: the one-per-kind rule reaches the storage; a take cannot leave a
    kind out (R7), so a criterion showing a held kind is not offered and is refused.
    An expansion in storage holds its printed hexagon's kind (R8)."""
    engine = switched(NO_DUPLICATES, False)
    state = position(HOLDING_BLUE_3, engine)
    offered = [m.notation for m in engine.legal_moves(state, 0)]
    assert "acquire blue" not in offered and "acquire p3" not in offered
    assert "acquire yellow" not in offered and "acquire p1" not in offered  # exp_yellow_1
    assert "acquire p2" in offered and "acquire lightgreen" in offered
    with pytest.raises(IllegalMove, match="already holds Blue 3"):
        engine.apply(state, 0, "acquire blue")
    with pytest.raises(IllegalMove, match="already holds Yellow 1"):
        engine.apply(state, 0, "acquire yellow")
    after = engine.apply(state, 0, "acquire p2")
    assert after["seats"][0]["tiles"]["yellow_2"] == 1


# --- P11 geometry.elements_are_hexagons -----------------------------------------------------
ELEMENTS = ("geometry", "elements_are_hexagons")
A_FIRST_TILE = """
players 2
active 0
seat 0 storage blue_1
seat 0 garden A0=down
"""


def test_p11_a_tile_beside_elements_only_counts_as_touching_nothing():
    """P11, R22: as printed, F0 (beside the fountain and two ornaments) takes any tile."""
    state = position(A_FIRST_TILE)
    assert {"place blue_1 F0", "place blue_1 A0.c"} <= set(notations(state))
    assert E.apply(state, 0, "place blue_1 F0")["seats"][0]["cells"] == {"F0": "blue_1"}


def test_p11_switched_elements_are_hexagons_that_share_nothing():
    """P11 switched: an element counts as a neighbouring hexagon sharing nothing, so a
    tile beside elements needs a hexagon sharing its colour or pattern; a cell away from
    every element (the centre of a face-down area) still takes it."""
    engine = switched(ELEMENTS, True)
    state = position(A_FIRST_TILE, engine)
    offered = [m.notation for m in engine.legal_moves(state, 0)]
    assert "place blue_1 A0.c" in offered
    assert not any(n.startswith("place blue_1 F") for n in offered)
    with pytest.raises(IllegalMove, match="the fountain, an ornament or a pavilion"):
        engine.apply(state, 0, "place blue_1 F0")
    beside = position("players 2\nactive 0\nseat 0 storage blue_1\n"
                      "seat 0 garden F1=blue_2", engine)
    assert "place blue_1 F0" in [m.notation for m in engine.legal_moves(beside, 0)]


# --- P15 penalties.score_upper_limit ------------------------------------------------------
LIMIT = ("penalties", "score_upper_limit")
ROUND_END = """
players 2
active 0
goals yellow p4 blue
seat 0 score 19
seat 0 garden F0=yellow_4
seat 1 passed
first_passer 1
"""


def test_p15_r40_no_upper_limit_as_printed():
    """R40, P15: 19 + 8 for the goals is 27."""
    after = E.apply(position(ROUND_END), 0, "pass")
    assert after["seats"][0]["score"] == 27


def test_p15_switched_scores_stop_at_the_limit_and_still_add_up():
    """P15 switched to 20: the round's 8 points stop at 20; the cut is its own category,
    so the score still equals its breakdown, and the event says why."""
    engine = switched(LIMIT, 20)
    after = engine.apply(position(ROUND_END, engine), 0, "pass")
    me = after["seats"][0]
    assert me["score"] == 20 and me["ledger"]["capped"] == -7
    assert sum(me["ledger"].values()) == 20
    assert any("27" not in e and "20 points (a score stops at 20)" in e
               for e in map(lambda event: said(engine, event), after["events"]))


@pytest.mark.parametrize(("path", "value", "printed", "switched_words"), [
    (NO_DUPLICATES, False, "A take may bring kinds your storage already holds.",
     "A take may not bring a kind your storage already holds."),
    (ELEMENTS, True, "Elements and empty cells are not hexagons",
     "Elements count as neighbouring hexagons that share nothing"),
    (LIMIT, 20, "Scores have no upper limit.", "Scores stop at 20 points."),
])
def test_p11_p12_p15_rules_help_says_what_the_data_is_set_to(path, value, printed,
                                                              switched_words):
    """/game rules names the decision as the data sets it, printed or switched."""
    assert printed in help_text(E)
    text = help_text(switched(path, value))
    assert switched_words in text and printed not in text


def test_games_with_the_three_switches_changed_end_and_conserve():
    """P11, P12, P15 all switched: seeded random games still end, conserve every piece,
    keep every score equal to its ledger and never above the limit."""
    def change(data: dict) -> None:
        for path, value in ((NO_DUPLICATES, False), (ELEMENTS, True), (LIMIT, 30)):
            data[path[0]][path[1]]["value"] = value
    engine = engine_with(change)
    for players, seed in ((2, 3), (4, 8)):
        states, _ = random_game(players, seed, engine)
        assert engine.is_over(states[-1])
        for state in states[::10] + states[-1:]:
            check_invariants(state, engine)
            assert all(me["score"] <= 30 for me in state["seats"])
