"""The computer players' evaluation (``evaluate``, greedy's, which the expert's search
uses too) takes its weights from the data's ``computer``, not from the code."""

from __future__ import annotations

import copy

import pytest

from bot.games.data import load_game_data
from bot.games.zenso.engine import ENGINE, ZensoEngine
from bot.games.zenso.tables import Rules
from tests.games.zenso.support import position

DATA = load_game_data("zenso")
#: two Stones in a row: an I3 Stone card (H29) is two thirds of the way
STONES = "y=0 S* S* S\ny=1 P P P"


def engine_with(**weights: float) -> ZensoEngine:
    data = copy.deepcopy(DATA)
    data["computer"].update(weights)
    return ZensoEngine(Rules(data))


def test_the_weights_are_data() -> None:
    """Each weight moves the evaluation by what it counts: seat 1 has 5 Ensō, 2 Stones,
    one placed card, 3 empty green spaces and H29 in hand at progress 2/3; seat 2 has 3
    Ensō, 2 empty green spaces (a stack on one) and 2 hidden hand cards."""
    state = position(2, gardens=[STONES, None], enso=[5, 3], hands=[["H29"], ["H01", "H02"]],
                     harmony=[{"H03": (4, 0)}, {}], zen=[[0, 0, 0], [2, 0, 0]])
    base = ENGINE.evaluate(state, 0)
    for weight, unit in [("enso", 5 - 3), ("stone", 2), ("placed_card", 1),
                         ("empty_green_space", 3 - 2), ("hidden_hand_card", -2),
                         ("hand_progress", (2 / 3) ** 2)]:
        changed = engine_with(**{weight: DATA["computer"][weight] + 1.0})
        assert changed.evaluate(state, 0) - base == pytest.approx(unit), weight
