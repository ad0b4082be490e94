"""Perft-style regression: the number of legal move sequences to a small depth from fixed
positions. The figures were recorded once the engine passed every rule scenario; a change
in any of them is a change in the rules (or in the data) and needs a reason."""

from __future__ import annotations

import pytest

from bot.games.base import Rng
from bot.games.splendor.engine import ENGINE
from tests.games.test_splendor_support import position


def perft(state: dict, depth: int) -> int:
    """Leaves of the move tree at ``depth`` (a finished game counts as one leaf)."""
    if depth == 0 or not ENGINE.to_move(state):
        return 1
    seat = ENGINE.to_move(state)[0]
    return sum(perft(ENGINE.apply(state, seat, move.notation), depth - 1)
               for move in ENGINE.legal_moves(state, seat))


def walked(players: int, seed: int, plies: int) -> dict:
    """The position after ``plies`` moves picked by the engine's own seeded RNG, so the
    position does not depend on Python's ``random`` module."""
    state = ENGINE.setup(players, seed, {})
    rng = Rng.from_seed(seed ^ 0x5EED)
    for _ in range(plies):
        seat = ENGINE.to_move(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        state = ENGINE.apply(state, seat, moves[rng.below(len(moves))].notation)
    return state


CASES = {
    "2p setup seed 1": (lambda: ENGINE.setup(2, 1, {}), [30, 865, 24190]),
    "3p setup seed 2": (lambda: ENGINE.setup(3, 2, {}), [30, 895]),
    "4p setup seed 3": (lambda: ENGINE.setup(4, 3, {}), [30, 900]),
    "2p after 40 plies": (lambda: walked(2, 5, 40), [5, 44, 573]),
    "3p after 60 plies": (lambda: walked(3, 7, 60), [2, 8, 139]),
    "4p after 80 plies": (lambda: walked(4, 9, 80), [12, 254, 2475]),
    "W3 payment choice": (
        lambda: position(2, seats=[{"tokens": "W1 U2 R2 *1"}], market={"1": ["1-G-05"]}),
        [31, 828, 26466]),
}


@pytest.mark.parametrize("name", list(CASES))
def test_perft(name: str) -> None:
    build, expected = CASES[name]
    state = build()
    counts = [perft(state, depth) for depth in range(1, len(expected) + 1)]
    assert counts == expected
