"""Perft-like counts: every sequence of decisions to a small depth from fixed seeded
positions, kept as regression figures (a change in a count is a change in the rules)."""

from __future__ import annotations

import pytest

from bot.games.zenso.engine import ENGINE
from tests.games.zenso.support import random_game


def perft(state: dict, depth: int) -> int:
    if depth == 0 or ENGINE.is_over(state):
        return 1
    seat = ENGINE.to_move(state)[0]
    return sum(perft(ENGINE.apply(state, seat, m.notation), depth - 1)
               for m in ENGINE.legal_moves(state, seat))


EXPECTED_START = {(2, 1): (13, 83, 617), (3, 2): (13, 75, 515), (4, 3): (13, 72, 398)}


@pytest.mark.parametrize(("players", "seed"), sorted(EXPECTED_START))
def test_perft_from_setup(players, seed) -> None:
    """Decisions from the first position of a seeded game, depths 1–3."""
    state = ENGINE.setup(players, seed, {})
    assert tuple(perft(state, d) for d in (1, 2, 3)) == EXPECTED_START[(players, seed)]


EXPECTED_MID = {(2, 5, 60): (8, 9), (4, 6, 150): (3, 30)}


@pytest.mark.parametrize(("players", "seed", "step"), sorted(EXPECTED_MID))
def test_perft_mid_game(players, seed, step) -> None:
    """Decisions from a mid-game position of a seeded game, depths 1–2."""
    states, _ = random_game(players, seed, check=False)
    state = states[min(step, len(states) - 2)]
    assert tuple(perft(state, d) for d in (1, 2)) == EXPECTED_MID[(players, seed, step)]
