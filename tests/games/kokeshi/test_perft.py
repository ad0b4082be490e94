"""Perft-style regression: the number of decision sequences to a small depth from fixed
positions. The figures were recorded once the engine passed every rule scenario and
example; a change in any of them is a change in the rules (or the data) and needs a reason.
A "decision" is one move, so a cascade's questions (D2-D8) count as plies of their own."""

from __future__ import annotations

import pytest

from bot.games.base import Rng
from tests.games.kokeshi.support import ENGINE
from tests.games.kokeshi.test_examples import example3_state, example8_state


def perft(state: dict, depth: int) -> int:
    """Leaves of the decision tree at ``depth`` (a finished game counts as one leaf)."""
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
    # D0: 20 ordered placements per seat, seats independent
    "2p setup seed 1": (lambda: ENGINE.setup(2, 1, {}), [20, 400]),
    "4p after 60 plies": (lambda: walked(4, 9, 60), [5, 19, 94, 290]),
    "3p after 120 plies": (lambda: walked(3, 7, 120), [5, 25, 105]),
    "Example 3": (example3_state, [5, 25, 125]),
    "Example 8": (example8_state, [5, 25, 130]),
}


@pytest.mark.parametrize("name", list(CASES))
def test_perft(name: str) -> None:
    build, expected = CASES[name]
    state = build()
    assert [perft(state, depth) for depth in range(1, len(expected) + 1)] == expected
