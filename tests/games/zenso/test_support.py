"""The position helper builds only positions the game can reach in its components:
every card in exactly one place, none lost — and refuses one that names a card twice."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.games.zenso.engine import ENGINE
from tests.games.zenso.support import harmony_census, position, terrain_census

RULES = ENGINE.rules


def _conserved(state: dict) -> bool:
    return (harmony_census(state) == Counter(RULES.harmony_order)
            and terrain_census(state) == Counter(RULES.terrain_order))


def test_a_given_row_gives_the_setup_row_back() -> None:
    state = position(2, row=["T07"])
    assert state["row"][0] == "T07" and _conserved(state)


def test_a_hand_card_the_setup_put_on_display_leaves_the_display() -> None:
    shown = ENGINE.setup(2, 1, {})["display"][0]
    state = position(2, hands=[[shown], []])
    assert shown not in state["display"] and all(state["display"])
    assert _conserved(state)


def test_a_given_terrain_deck_is_the_deck_and_the_rest_is_removed() -> None:
    state = position(2, row=["T07"], terrain_deck=["T01", "T02"])
    assert state["terrain_deck"] == ["T01", "T02"] and _conserved(state)


@pytest.mark.parametrize("impossible", [
    {"hands": [["H01"], []], "display": ["H01"]},
    {"hands": [["H01"], ["H01"]]},
    {"hands": [["H05"], []], "harmony": [{"H05": (0, 0)}, {}]},
    {"row": ["T07", "T07"]},
    {"row": ["T07"], "terrain_deck": ["T07"]},
    {"row": ["T07"], "queue": [{"t": "place", "card": "T07"}]},
], ids=["hand-and-display", "two-hands", "placed-and-hand", "row-twice", "row-and-deck",
        "row-and-queue"])
def test_a_card_in_two_places_is_refused(impossible: dict) -> None:
    with pytest.raises(ValueError, match="impossible position"):
        position(2, **impossible)
