"""The position helper holds every card once and refuses a position that cannot be."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.games.bonsai.engine import ENGINE
from tests.games.bonsai.support import card_census, position


def test_a_card_given_to_a_seat_leaves_the_setup_display() -> None:
    shown = ENGINE.setup(2, 0, {})["display"]
    state = position(2, seats=[{"cards": [shown[0]]}, {"pile": [shown[2]]}])
    assert shown[0] not in state["display"] and shown[2] not in state["display"]
    assert all(state["display"])
    assert card_census(state) == Counter(ENGINE.rules.deck_for(2))


@pytest.mark.parametrize("impossible", [
    {"display": ["tool_1"], "seats": [{"cards": ["tool_1"]}]},
    {"seats": [{"cards": ["tool_1"]}, {"cards": ["tool_1"]}]},
    {"display": ["tool_1"], "deck": ["tool_1"]},
    {"discards": ["tool_2"], "seats": [{"pile": ["tool_2"]}]},
    {"seats": [{"cards": ["tool_4"]}]},  # a card of the three-player deck
], ids=["display-and-hand", "two-seats", "display-and-deck", "discards-and-pile",
        "not-in-the-game"])
def test_an_impossible_position_is_refused(impossible: dict) -> None:
    with pytest.raises(ValueError, match="impossible position"):
        position(2, **impossible)
