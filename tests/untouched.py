"""The contract's "a move never changes the state it was given", for the tests' own
seeded games: apply through :func:`apply_untouched` and every move of the game checks
that its input is, deeply and exactly, what it was before."""

from __future__ import annotations

import json

from bot.games.base import Engine, State


def snapshot(state: State) -> str:
    """The whole state as canonical JSON: a deep, exact picture (``1`` is not ``True``)."""
    return json.dumps(state, sort_keys=True)


def apply_untouched(engine: Engine, state: State, seat: int, notation: str) -> State:
    """``engine.apply``, asserting that the input state was left as it was (automatic
    continuations for the next seats included, since they run inside the same call)."""
    before = snapshot(state)
    after = engine.apply(state, seat, notation)
    assert snapshot(state) == before, (
        f"{engine.name}: apply({notation!r}) by seat {seat} changed the state it was given")
    return after
