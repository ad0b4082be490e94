"""Perft for every game: count the decision sequences to a small depth from fixed seeded
positions and compare them with figures recorded once the engine passed its rule
scenarios. A change in a count is a change in the rules (or the data) and needs a reason.

A "decision" is one move, so a turn of several moves (a cascade's questions, a payment
choice, a phase) counts as several plies. Each game's ``test_perft.py`` lists its cases
and takes its test from :func:`perft_test`.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.games.base import Engine, Rng, State

#: a case: how to build the position, and the counts at depths 1, 2, … (as recorded)
Case = tuple[Callable[[], State], list[int]]


def perft(engine: Engine, state: State, depth: int) -> int:
    """Leaves of the decision tree at ``depth`` (a finished game counts as one leaf).

    Every listed move is applied, leaves included (no ``len(moves)`` shortcut at depth 1),
    so a move the generator offers but the engine then refuses fails the count. The first
    seat to move decides: simultaneous seats are independent, so one of them suffices."""
    if depth == 0 or engine.is_over(state):
        return 1
    seat = engine.to_move(state)[0]
    return sum(perft(engine, engine.apply(state, seat, move.notation), depth - 1)
               for move in engine.legal_moves(state, seat))


def perft_counts(engine: Engine, state: State, deepest: int) -> list[int]:
    """The counts at depths 1 to ``deepest``."""
    return [perft(engine, state, depth) for depth in range(1, deepest + 1)]


def walked(engine: Engine, players: int, seed: int, plies: int) -> State:
    """The position after ``plies`` moves picked by the engine's own seeded RNG, so the
    position depends neither on Python's ``random`` module nor on a computer player."""
    state = engine.setup(players, seed, {})
    rng = Rng.from_seed(seed ^ 0x5EED)
    for _ in range(plies):
        seat = engine.to_move(state)[0]
        moves = engine.legal_moves(state, seat)
        state = engine.apply(state, seat, moves[rng.below(len(moves))].notation)
    return state


def perft_test(engine: Engine, cases: dict[str, Case]) -> Callable[[str], None]:
    """A test, one parametrized run per case, that builds the case's position and compares
    its counts with the recorded ones. Assign it to a ``test_`` name in the game's module."""
    for name, (_, expected) in cases.items():
        # an empty list would compare equal without counting anything
        assert expected, f"perft case {name!r} records no counts"

    @pytest.mark.parametrize("name", list(cases))
    def test_perft(name: str) -> None:
        build, expected = cases[name]
        assert perft_counts(engine, build(), len(expected)) == expected

    return test_perft
