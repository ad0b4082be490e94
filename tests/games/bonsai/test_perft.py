"""Perft-style regression: the number of legal move sequences to a small depth from fixed
positions. The figures were recorded once the engine passed every rule scenario; a change
in any of them is a change in the rules (or in the data) and needs a reason."""

from __future__ import annotations

import pytest

from bot.games.base import Rng
from bot.games.bonsai.engine import ENGINE
from tests.games.bonsai.support import position
from tests.games.bonsai.test_examples import W1_DIAGRAM, W5_TREE


def perft(state: dict, depth: int) -> int:
    """Leaves of the move tree at ``depth`` (a finished game counts as one leaf)."""
    if depth == 0 or not ENGINE.to_move(state):
        return 1
    seat = ENGINE.to_move(state)[0]
    return sum(perft(ENGINE.apply(state, seat, move.notation), depth - 1)
               for move in ENGINE.legal_moves(state, seat))


def walked(players: int, seed: int, plies: int) -> dict:
    """The position after ``plies`` moves picked by the engine's own seeded RNG."""
    state = ENGINE.setup(players, seed, {})
    rng = Rng.from_seed(seed ^ 0x5EED)
    for _ in range(plies):
        seat = ENGINE.to_move(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        state = ENGINE.apply(state, seat, moves[rng.below(len(moves))].notation)
    return state


CASES = {
    "solo setup seed 1": (lambda: ENGINE.setup(1, 1, {}), [14, 137, 1014]),
    "2p setup seed 2": (lambda: ENGINE.setup(2, 2, {}), [14, 113, 989]),
    "4p setup seed 3": (lambda: ENGINE.setup(4, 3, {}), [14, 153, 1491]),
    "2p after 30 plies": (lambda: walked(2, 5, 30), [4, 14, 182]),
    "3p after 60 plies": (lambda: walked(3, 7, 60), [13, 164, 1320]),
    "4p after 90 plies": (lambda: walked(4, 9, 90), [9, 68, 228]),
    "W1 tree cultivating": (lambda: position(2, seats=[{"tree": W1_DIAGRAM,
                                                        "supply": "W1 L1 Fl1 Fr1"}],
                                             goals=["brown_small", "brown_large"]), [26, 205, 747]),
    "W5 tree cultivating": (lambda: position(2, seats=[{"tree": W5_TREE,
                                                        "supply": "W2 L2 Fr1"}],
                                             goals=[13, 80, 797]), []),
}


@pytest.mark.parametrize("name", list(CASES))
def test_perft(name: str) -> None:
    """Depth 1 of a fresh game is 14: mirror, 12 Meditate choices (slot 1; slot 2 wood,
    leaf, none; slots 3 and 4 both, one, the other, none) and Cultivate."""
    build, expected = CASES[name]
    state = build()
    counts = [perft(state, depth) for depth in range(1, len(expected) + 1)]
    assert counts == expected
