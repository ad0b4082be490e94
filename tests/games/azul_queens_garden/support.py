"""Helpers for the Azul: Queen's Garden tests."""

from __future__ import annotations

import copy
import json
from typing import Any

from bot.games.azul_queens_garden.engine import ENGINE, AzulEngine, clone, hexagons
from bot.games.azul_queens_garden.position import census, position
from bot.games.azul_queens_garden.tables import tables_for
from bot.games.base import Rng, State
from tests.untouched import apply_untouched
from tests.words import said

E = ENGINE
T = ENGINE.t

__all__ = [
    "E",
    "T",
    "check_invariants",
    "clone",
    "engine_with",
    "events",
    "hexagons",
    "notations",
    "position",
    "random_game",
    "retop",
    "text",
]


def notations(state: State, seat: int | None = None) -> list[str]:
    seat = state["active"] if seat is None else seat
    return [m.notation for m in E.legal_moves(state, seat)]


def retop(state: State, kinds: list[str]) -> State:
    """The same state with the stack top's random draw replaced by ``kinds`` (the tiles
    go back to the bag and the named ones come out of it), to follow a worked example."""
    new = clone(state)
    for kind in new["top"]:
        new["bag"][kind] += 1
    for kind in kinds:
        assert new["bag"][kind] > 0, kind
        new["bag"][kind] -= 1
    new["top"] = sorted(kinds, key=T.kind_index.__getitem__)
    return new


def engine_with(change) -> AzulEngine:
    """An engine on a modified copy of the data (``change(data)`` edits it in place)."""
    data = copy.deepcopy(T.data)
    change(data)
    return AzulEngine(tables_for(data))


def random_game(players: int, seed: int, engine: AzulEngine = E, pass_bias: int = 4
                ) -> tuple[list[State], list[tuple[int, str]]]:
    """A seeded random game: mostly non-pass moves, so gardens fill up."""
    state = engine.setup(players, seed, {})
    rng = Rng(seed * 7919 + players)
    states, log = [state], []
    for _ in range(3000):
        if engine.is_over(state):
            break
        seat = engine.to_move(state)[0]
        moves = engine.legal_moves(state, seat)
        move = moves[rng.below(len(moves))]
        if move.notation in ("pass", "done") and len(moves) > 1 and rng.below(pass_bias):
            others = [m for m in moves if m.notation not in ("pass", "done")]
            move = others[rng.below(len(others))]
        state = apply_untouched(engine, state, seat, move.notation)
        states.append(state)
        log.append((seat, move.notation))
    return states, log


def check_invariants(state: State, engine: AzulEngine = E) -> None:
    """Conservation of the 108 tiles and the 36 expansions; storage limits; scores equal
    their ledger; JSON round trip."""
    t = engine.t
    for me in state["seats"]:
        assert sum(me["tiles"].values()) + me["jokers"] <= t.storage_tiles
        assert len(me["exps"]) <= t.storage_expansions
        assert me["score"] == sum(me["ledger"].values())
        assert me["score"] >= 0
        assert len(hexagons(t, me)) <= 48
    tiles, exps = census(state)
    assert all(tiles[kind] == t.copies for kind in t.kinds) and set(tiles) == set(t.kinds), \
        tiles
    assert sorted(exps.elements()) == sorted(t.expansions)
    assert json.loads(json.dumps(state)) == state


def events(state: State, language: str = "en") -> list[str]:
    """The events of the move that made ``state`` as a player reads them."""
    return [said(E, event, language) for event in state["events"]]


def text(words: Any, language: str = "en") -> str:
    """One thing the engine said (a message, a label, a step) in words."""
    return said(E, words, language)
