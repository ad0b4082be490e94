"""Helpers for the Kokeshi tests: play moves, random games, invariants. (No tests here.)"""

from __future__ import annotations

import json
import random
from typing import Any

from bot import i18n
from bot.games.kokeshi.engine import ENGINE, KokeshiEngine
from bot.games.kokeshi.position import all_tiles, build, tile_census
from tests.untouched import apply_untouched

State = dict[str, Any]

__all__ = [
    "ENGINE",
    "all_tiles",
    "build",
    "check_invariants",
    "english",
    "event_ids",
    "notations",
    "play",
    "random_game",
]


def notations(state: State, seat: int | None = None, engine: KokeshiEngine = ENGINE
              ) -> list[str]:
    if seat is None:
        seat = engine.to_move(state)[0]
    return [m.notation for m in engine.legal_moves(state, seat)]


def event_ids(state: State, key: str = "events") -> list[str]:
    """The message ids of the state's events (or of this turn's ``chain``)."""
    return [event["id"] for event in state[key]]


def english(said: Any) -> str:
    """What the engine said (a message, or its stored JSON), in English, seats named
    "Player n"."""
    return i18n.text(said, "en", game="kokeshi")


def play(state: State, *moves: str, engine: KokeshiEngine = ENGINE) -> State:
    """Apply ``moves`` in turn, each by the (first) seat to move."""
    for notation in moves:
        state = engine.apply(state, engine.to_move(state)[0], notation)
    return state


def check_invariants(state: State, engine: KokeshiEngine = ENGINE) -> None:
    """Components conserved (section 3.8), positions in range, scores = breakdowns,
    JSON round-trip."""
    r = engine.rules
    assert tile_census(state) == all_tiles(state["players"], engine)
    for index, seat in enumerate(state["seats"]):
        assert all(r.home <= p <= r.top for p in seat["kokeshi"]), seat["kokeshi"]
        assert all(r.animal_min <= v <= r.animal_max for v in seat["animals"])
        parts = engine.breakdown(state, index)
        assert parts["total"] == sum(parts[k] for k in
                                     ("happiness", "animals", "leaders", "quality", "tracks",
                                      "adjacency"))
        assert seat["happiness"] == r.top_reward * seat["tops"]
        quality_tracks = [sum(1 for t in track if t and r.tiles[t].is_quality)
                          for track in seat["board"]]
        assert max(quality_tracks) <= 1  # R5.6
        for k, track in enumerate(seat["board"]):
            for t in track:
                if t and r.tiles[t].is_quality:
                    assert r.tiles[t].kokeshi == k
    assert json.loads(json.dumps(state)) == state


def random_game(players: int, seed: int, engine: KokeshiEngine = ENGINE,
                check_every: int = 0) -> tuple[State, list[tuple[int, str]]]:
    rng = random.Random(seed)
    state = engine.setup(players, seed, {})
    log: list[tuple[int, str]] = []
    steps = 0
    while engine.to_move(state):
        seat = rng.choice(engine.to_move(state))
        moves = engine.legal_moves(state, seat)
        move = rng.choice(moves)
        state = apply_untouched(engine, state, seat, move.notation)
        log.append((seat, move.notation))
        steps += 1
        if check_every and steps % check_every == 0:
            check_invariants(state, engine)
        assert steps < 5000
    return state, log
