"""Seeded random games for 2, 3 and 4 players: every game ends, components are conserved,
scores equal their breakdowns, replay equals the state, JSON round-trips, apply never
mutates its input, every listed move applies and round-trips its notation, menu paths
are prefix-free with at most 20 options per level, and the move order does not depend
on the hash seed."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.zenso.engine import ENGINE
from bot.games.zenso.notation import canonical
from tests.games.zenso.support import check_invariants, random_game

PANEL_LIMIT = 20


def check_paths(moves) -> None:
    paths = [m.steps for m in moves]
    assert len(set(m.notation for m in moves)) == len(moves), "notations distinct"
    for path in paths:
        for other in paths:
            if other is not path and len(other) > len(path):
                assert other[:len(path)] != path, f"{path} is a prefix of {other}"
    levels: dict[tuple[str, ...], set[str]] = {}
    for path in paths:
        for depth in range(len(path)):
            levels.setdefault(path[:depth], set()).add(path[depth])
    for prefix, labels in levels.items():
        assert len(labels) <= PANEL_LIMIT, (prefix, len(labels))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_random_games(players, seed) -> None:
    """E3: every game ends; conservation and breakdowns at every step (check_invariants);
    replay of the log equals the final state; to_move empty exactly when over."""
    states, log = random_game(players, seed)
    final = states[-1]
    assert ENGINE.is_over(final) and ENGINE.result(final) is not None
    replayed = ENGINE.replay(players, seed, {}, log)
    assert replayed == final
    for state in states[:-1]:
        assert ENGINE.to_move(state) and ENGINE.result(state) is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_moves_apply_without_mutation(players) -> None:
    """Every listed move applies; apply leaves its input untouched; notations are
    canonical; paths are prefix-free with ≤ 20 options per level."""
    states, _ = random_game(players, 40 + players, check=False)
    rnd = random.Random(players)
    for state in rnd.sample(states, 25):
        if ENGINE.is_over(state):
            continue
        seat = ENGINE.to_move(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        check_paths(moves)
        frozen = copy.deepcopy(state)
        for move in rnd.sample(moves, min(6, len(moves))):
            assert canonical(move.notation) == move.notation
            after = ENGINE.apply(state, seat, move.notation)
            json.loads(json.dumps(after))
            assert state == frozen
            check_invariants(after)
        for other in range(players):
            if other != seat:
                assert ENGINE.legal_moves(state, other) == []


@settings(max_examples=3, deadline=None, derandomize=True)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_hypothesis_games_end(players, seed) -> None:
    """E3 over hypothesis-chosen seeds (fixed by derandomize)."""
    states, log = random_game(players, seed, check=False)
    assert ENGINE.is_over(states[-1])
    check_invariants(states[-1])
    assert len(log) < 1500


SCRIPT = """
import hashlib, random
from bot.games.zenso.engine import ENGINE
state = ENGINE.setup(4, 77, {})
rnd = random.Random(5)
digest = hashlib.sha256()
for _ in range(120):
    if ENGINE.is_over(state):
        break
    seat = ENGINE.to_move(state)[0]
    moves = ENGINE.legal_moves(state, seat)
    digest.update("|".join(m.notation + "/" + "/".join(m.step_keys) for m in moves).encode())
    state = ENGINE.apply(state, seat, rnd.choice(moves).notation)
print(digest.hexdigest())
"""


def test_move_order_independent_of_hash_seed() -> None:
    """Legal-move order is identical across processes with different PYTHONHASHSEED."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=root, env=env,
                             capture_output=True, text=True, check=True)
        outputs.add(out.stdout.strip())
    assert len(outputs) == 1


def test_reveal_flags() -> None:
    """R11: moves marked reveals set state["revealed"]; a move that draws nothing does
    not (so undo stops exactly at draws, refills and reveals)."""
    states, log = random_game(3, 9, check=False)
    for before, (seat, notation), after in zip(states, log, states[1:], strict=False):
        move = ENGINE.find_move(before, seat, notation)
        assert move is not None
        if move.reveals:
            assert after["revealed"], notation
        if notation.startswith(("buy D", "draw D", "place", "validate", "bonus")) \
                and after["turn"] == before["turn"]:
            drew = any("top card" in e or "drew" in e for e in after["events"])
            assert after["revealed"] == drew, notation
