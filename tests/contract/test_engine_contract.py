"""The engine contract, checked for every engine the registry finds (games still being
built included), over seeded random games. A new game gets these checks for free.

- every state round-trips through JSON;
- nothing mutates the state it is given: ``apply`` (automatic continuations for later
  seats included), ``legal_moves``, ``candidate_moves``, ``view``, ``prompt``,
  ``determinize`` (and play on what it returns) and every computer level's choice. The
  comparison is deep (the whole state as canonical JSON), and every state of a game is
  compared again once the game is over, because a copy-on-write clone that shares a
  record with its input lets a *later* move change an earlier state;
- every listed move applies and is found again by its notation, whose canonical
  spelling is stable;
- menu paths are prefix-free, with distinct labels per level;
- ``to_move`` is empty exactly when there is a result; ``scores`` has one per seat;
- the turn counter never goes back;
- the legal-move order is identical in two processes with different ``PYTHONHASHSEED``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.app.players import LEVELS, choose_move
from bot.games import all_engines
from bot.games.base import Engine, Rng, State
from tests.untouched import snapshot

ROOT = Path(__file__).resolve().parents[2]
ENGINES = sorted(all_engines())
#: a cap on moves per random game; the games are played to their end, because the last
#: turns (an empty deck, a forced single choice for the next seat) are where automatic
#: continuations change other seats' records
MOVES_PER_GAME = 5000
SEEDS = (1, 2)


def _player_counts(engine: Engine) -> list[int]:
    return list(range(engine.min_players, engine.max_players + 1))


#: every engine at every player count it allows
GAMES = [(kind, players) for kind in ENGINES
         for players in _player_counts(all_engines()[kind])]


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


def _touch_everything(engine: Engine, state: State, seat: int, players: int,
                      seed: int, playout: bool) -> None:
    """Call every reader of the contract and every computer level on ``state`` and, with
    ``playout``, play on a determinized copy, so a caller can check that none of it
    changed ``state``."""
    engine.legal_moves(state, seat)
    engine.candidate_moves(state, seat)
    engine.prompt(state, seat)
    for viewer in (None, *range(players)):
        engine.view(state, viewer)
    engine.scores(state)
    engine.result(state)
    for level in LEVELS:
        if level == "expert" and not playout:
            continue  # a search per position is slow: every fourth one is enough here
        choose_move(engine, state, seat, level, seed)
    # A playout on a determinized copy (several seats' turns, automatic steps included)
    # must leave the original alone: the greedy player searches exactly such copies.
    rng = Rng.from_seed(seed)
    searched = engine.determinize(state, seat, rng)
    for _ in range(12 if playout else 0):
        seats = engine.to_move(searched)
        if not seats:
            break
        mover = seats[rng.below(len(seats))]
        legal = engine.legal_moves(searched, mover)
        searched = engine.apply(searched, mover, legal[rng.below(len(legal))].notation)


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


@pytest.mark.parametrize(("kind", "players"), GAMES)
def test_random_games_keep_the_contract(kind: str, players: int) -> None:
    engine = all_engines()[kind]
    for seed in SEEDS:
        steps, final = _random_game(engine, players, seed)
        snapshots = [snapshot(state) for state, _, _ in steps]
        previous_turn = None
        for index, (state, seat, move) in enumerate(steps):
            where = f"{kind}, {players} players, seed {seed}, move {index}"
            if index % 15 == 0:
                # Every listed move applies (a sample of positions, to stay in budget).
                for listed in engine.legal_moves(state, seat)[:300]:
                    engine.apply(state, seat, listed.notation)
                    assert snapshot(state) == snapshots[index], (
                        f"{where}: apply {listed.notation!r} mutated its input")
            assert json.loads(json.dumps(state)) == state, f"{kind}: state not JSON"
            after = engine.apply(state, seat, move.notation)
            assert snapshot(state) == snapshots[index], (
                f"{where}: apply {move.notation!r} mutated its input")
            # (the playout, the costliest part, at every fourth position)
            _touch_everything(engine, state, seat, players, seed * 1000 + index,
                              playout=index % 4 == 0)
            assert snapshot(state) == snapshots[index], (
                f"{where}: a reader, determinize or a computer player mutated the state")
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
        # Later moves never reach back into an earlier state through shared records.
        for index, (state, _, _) in enumerate(steps):
            assert snapshot(state) == snapshots[index], (
                f"{kind}, {players} players, seed {seed}: the state before move {index} "
                "was changed by a later move")


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
