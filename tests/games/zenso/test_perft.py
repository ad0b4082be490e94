"""Perft-like counts (see :mod:`tests.perft`): every sequence of decisions to a small depth
from fixed seeded positions, kept as regression figures (a change in a count is a change in
the rules). Start positions to depth 3, mid-game positions of seeded games to depth 2."""

from __future__ import annotations

from bot.games.base import State
from bot.games.zenso.engine import ENGINE
from tests.games.zenso.support import random_game
from tests.perft import Case, perft_test


def mid_game(players: int, seed: int, step: int) -> State:
    """The position at ``step`` of a seeded game (or the last before its end)."""
    states, _ = random_game(players, seed, check=False)
    return states[min(step, len(states) - 2)]


# Recounted when a turn took fewer taps (issue 19): an OR bonus is chosen with its card
# (one move per item), taking a card skips phase 1, End turn is applied when it is the
# only option left (§5.10), and a card's Stones or Lanterns go in one move (each set one
# choice) when the sets fit a page; the mid-game positions are those of the seeded
# games played with those moves.
CASES: dict[str, Case] = {
    "2p setup seed 1": (lambda: ENGINE.setup(2, 1, {}), [14, 103, 882]),
    "3p setup seed 2": (lambda: ENGINE.setup(3, 2, {}), [15, 118, 982]),
    "4p setup seed 3": (lambda: ENGINE.setup(4, 3, {}), [14, 98, 850]),
    "2p seed 5 step 60": (lambda: mid_game(2, 5, 60), [8, 57]),
    "4p seed 6 step 150": (lambda: mid_game(4, 6, 150), [7, 42]),
}

test_perft = perft_test(ENGINE, CASES)
