"""The engine contract, checked for every engine the registry finds (games still being
built included), over seeded random games. A new game gets these checks for free.

- every state round-trips through JSON;
- ``apply`` never mutates its input;
- every listed move applies and is found again by its notation, whose canonical
  spelling is stable;
- menu paths are prefix-free, with distinct labels per level;
- ``to_move`` is empty exactly when there is a result; ``scores`` has one per seat;
- the turn counter never goes back;
- the legal-move order is identical in two processes with different ``PYTHONHASHSEED``.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.games import all_engines
from bot.games.base import Engine, Rng

ROOT = Path(__file__).resolve().parents[2]
ENGINES = sorted(all_engines())
#: moves per random game: enough to cross several turns and phases, within the budget
MOVES_PER_GAME = 120
SEEDS = (1, 2)


def _player_counts(engine: Engine) -> list[int]:
    counts = {engine.min_players, engine.max_players}
    return sorted(counts)


def _options(engine: Engine) -> dict[str, str]:
    return {spec.name: spec.default for spec in engine.options}


def _random_game(engine: Engine, players: int, seed: int, moves: int = MOVES_PER_GAME):
    """(state, seat, notation) along a seeded random game, and the final state."""
    state = engine.setup(players, seed, _options(engine))
    rng = Rng.from_seed(seed * 7919 + players)
    steps = []
    for _ in range(moves):
        seats = engine.to_move(state)
        if not seats:
            break
        seat = seats[rng.below(len(seats))]
        legal = engine.legal_moves(state, seat)
        assert legal, f"{engine.name}: seat {seat} must act but has no legal move"
        move = legal[rng.below(len(legal))]
        steps.append((state, seat, move))
        state = engine.apply(state, seat, move.notation)
    return steps, state


def _check_paths(engine: Engine, moves) -> None:
    paths = [m.steps for m in moves]
    assert len(set(paths)) == len(paths), f"{engine.name}: two moves share a menu path"
    complete = set(paths)
    for path in paths:
        for depth in range(1, len(path)):
            assert path[:depth] not in complete, (
                f"{engine.name}: the path {path[:depth]} is both a move and a step")
    notations = [m.notation for m in moves]
    assert len(set(notations)) == len(notations), f"{engine.name}: duplicate notations"


@pytest.mark.parametrize("kind", ENGINES)
def test_random_games_keep_the_contract(kind: str) -> None:
    engine = all_engines()[kind]
    for players in _player_counts(engine):
        for seed in SEEDS:
            steps, final = _random_game(engine, players, seed)
            previous_turn = None
            for index, (state, seat, move) in enumerate(steps):
                if index % 15 == 0:
                    # Every listed move applies (a sample of positions, to stay in budget).
                    for listed in engine.legal_moves(state, seat)[:300]:
                        engine.apply(state, seat, listed.notation)
                assert json.loads(json.dumps(state)) == state, f"{kind}: state not JSON"
                frozen = copy.deepcopy(state)
                after = engine.apply(state, seat, move.notation)
                assert state == frozen, f"{kind}: apply mutated its input"
                found = engine.find_move(state, seat, move.notation)
                assert found is not None and found.notation == move.notation, (
                    f"{kind}: {move.notation!r} is not found by its own notation")
                assert engine.canonical(move.notation, state) == move.notation
                assert engine.canonical(engine.canonical(move.notation, state), state) == \
                    move.notation
                _check_paths(engine, engine.legal_moves(state, seat))
                assert len(engine.scores(state)) == players
                turn = engine.turn_number(after)
                assert previous_turn is None or turn >= previous_turn, (
                    f"{kind}: the turn counter went back")
                previous_turn = turn
                assert (not engine.to_move(after)) == (engine.result(after) is not None)
            assert (not engine.to_move(final)) == (engine.result(final) is not None)


_ORDER_SCRIPT = """
import json, sys
sys.path.insert(0, {root!r})
from bot.games import all_engines
from bot.games.base import Rng
engine = all_engines()[{kind!r}]
state = engine.setup({players}, 5, {{s.name: s.default for s in engine.options}})
rng = Rng.from_seed(11)
out = []
for _ in range(40):
    seats = engine.to_move(state)
    if not seats:
        break
    seat = seats[0]
    legal = [m.notation for m in engine.legal_moves(state, seat)]
    out.append(legal)
    state = engine.apply(state, seat, legal[rng.below(len(legal))])
print(json.dumps(out))
"""


@pytest.mark.parametrize("kind", ENGINES)
def test_legal_move_order_does_not_depend_on_the_hash_seed(kind: str) -> None:
    engine = all_engines()[kind]
    script = _ORDER_SCRIPT.format(root=str(ROOT), kind=kind, players=engine.max_players)
    outputs = []
    for hash_seed in ("1", "987654"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env=env, cwd=ROOT, timeout=120, check=True)
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1], f"{kind}: legal-move order depends on the hash seed"
