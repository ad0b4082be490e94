"""Phase 4 in few taps (issue 19): every validation — each card with each footprint — is
one choice of the first level, footprints numbered once over all the cards (the badge on
the picture), several chosen at once with End turn (``Move.together``), End turn closing
the first select page; and nothing the rules offer is left out (R31, R36–R37)."""

from __future__ import annotations

from bot.app.panel import navigate
from bot.games.base import IllegalMove
from bot.games.zenso.engine import ENGINE, SELECT_LIMIT
from bot.games.zenso.garden import reading_order
from bot.games.zenso.notation import cell_text
from tests.games.zenso.support import position, random_game

NAMES = ["Ann", "Ben"]


def two_cards():
    return position(2, gardens=["y=0 S* S* S* S S S\ny=1 P P P P P P", None],
                    hands=[["H38", "H01", "H29"], []], phase="harmony", enso=[3, 3])


def every_validation(state, seat=0) -> set[str]:
    return {f"validate {card} {cell_text(anchor)}"
            for card in state["seats"][seat]["hand"]
            for anchor in ENGINE.validation_options(state, seat, card)}


def test_every_validation_is_one_choice_numbered_by_footprint() -> None:
    state = two_cards()
    moves = ENGINE.legal_moves(state, 0)
    validations = [m for m in moves if m.notation.startswith("validate")]
    assert {m.notation for m in validations} == every_validation(state)
    assert {m.notation.split()[1] for m in validations} == {"H38", "H01", "H29"}
    assert all(len(m.steps) == 1 for m in moves)
    # one number per footprint, in reading order, whichever card takes it
    anchors = reading_order({tuple(map(int, m.notation.split()[2].split(",")))
                             for m in validations})
    for m in validations:
        cell = tuple(map(int, m.notation.split()[2].split(",")))
        assert m.marker == str(anchors.index(cell) + 1)
    # the two Stone cards share their footprints' badges
    assert {m.marker for m in validations if "H38" in m.notation} == \
        {m.marker for m in validations if "H29" in m.notation}


def test_the_level_is_one_select_of_several_with_end_turn_last() -> None:
    state = two_cards()
    moves = ENGINE.legal_moves(state, 0)
    panel = navigate(moves)
    assert len(panel.options) == len(moves) <= SELECT_LIMIT
    assert panel.together > 1
    assert moves[-1].notation == "end"
    # two cards then End turn, in the panel's order, one after another
    chosen = ["end", "validate H01 5,-1", "validate H38 3,-1"]
    step = state
    for notation in sorted(chosen, key=[m.notation for m in moves].index):
        step = ENGINE.apply(step, 0, notation)
    assert step["active"] == 1
    assert {p["id"] for p in step["seats"][0]["placed"]} == {"H01", "H38"}
    # one that an earlier one made illegal is refused (the panel says why): the Dry
    # waterfall's footprint on the Pond leaves 5 Pond spaces for the Iris bed
    step = ENGINE.apply(state, 0, "validate H38 -1,1")
    try:
        ENGINE.apply(step, 0, "validate H01 5,-1")
    except IllegalMove as refused:
        assert "condition" in str(refused)
    else:
        raise AssertionError("the Iris bed's condition is not met any more")


def test_end_turn_closes_the_first_page_when_the_choices_go_on() -> None:
    """Past one select, End turn is the first select's last choice, so it is one tap
    away and nothing chosen with it comes after it."""
    for states, _ in (random_game(players, seed) for players in (2, 3) for seed in (1, 2)):
        for state in states:
            if state["phase"] != "harmony" or state["queue"]:
                continue
            seat = state["active"]
            moves = ENGINE.legal_moves(state, seat)
            notations = [m.notation for m in moves]
            assert {n for n in notations if n.startswith("validate")} == \
                every_validation(state, seat)
            if moves[0].together > 1:
                assert notations.index("end") == min(len(moves), SELECT_LIMIT) - 1


def test_picture_numbers_each_footprint_once_and_names_each_cards_badges() -> None:
    from bot.app.decisions import decision_choices
    from rendering.zenso import RENDERER

    state = two_cards()
    moves = ENGINE.legal_moves(state, 0)
    choices = decision_choices(moves, navigate(moves))
    from rendering.zenso import _footprints_by_card

    for language, said in (("en", "Iris bed: 1–3"), ("fr", "Massif d'iris\u00a0: 1–3")):
        image = RENDERER.decision(ENGINE.view(state, 0), 0, NAMES, choices,
                                  language=language)
        assert image is not None
        alt = image.alt
        assert alt.count("1 at 3,-1" if language == "en" else "1 en 3,-1") == 1, alt
        assert " D1 " not in alt  # a display card has no place on the garden
        assert _footprints_by_card(choices, language)[1] == said


def test_badge_runs_are_ranges() -> None:
    from rendering.zenso import _runs

    assert _runs(["1", "4", "5", "6", "7", "8"]) == "1, 4–8"
    assert _runs(["2", "3", "9"]) == "2, 3, 9"
    assert _runs(["5"]) == "5"
