"""Seeded random games for 2, 3 and 4 players: every game ends, components are conserved,
scores equal their breakdown, replay equals the state, views, events, labels and alt text
hide what §7 hides (by id and by name), undo markers are honest, move paths are
prefix-free with at most 20 options per level, and the legal-move order does not depend
on the hash seed."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.games.azul_queens_garden.engine import clone
from bot.games.azul_queens_garden.notation import payment_text
from bot.games.azul_queens_garden.words import kind_name
from bot.games.base import Rng
from rendering.azul_queens_garden import RENDERER
from tests.games.azul_queens_garden.support import (
    E,
    T,
    check_invariants,
    events,
    random_game,
    text,
)

_EXP = re.compile(r"exp_[a-z]+_[1-6]")
ROOT = Path(__file__).resolve().parents[3]
NAMES = ["Ann", "Ben", "Cid", "Dee"]
LANGUAGES = ("en", "it", "fr")


def hidden_ids(state: dict) -> set[str]:
    """§7: expansions whose identity nobody may see."""
    found = set(state["current"]) | set(state["supply"])
    for stack in state["stacks"]:
        found |= set(stack)
    found |= {x["exp"] for x in state["laid"] if not x["up"]}
    for me in state["seats"]:
        found |= {a["exp"] for a in me["areas"].values() if not a["up"]}
    return found


def named(expansions: set[str]) -> set[str]:
    """How the words name these expansions (``Blue 3 expansion``): one per kind, so the
    phrase gives the identity away as the id would."""
    return {text(kind_name(T, T.exp_kind[e])) + " expansion" for e in expansions}


def check_hidden(before: dict, after: dict) -> None:
    secret = hidden_ids(after)
    for viewer in (None, *range(after["players"])):
        view = json.dumps({k: v for k, v in E.view(after, viewer).items() if k != "events"})
        assert not set(_EXP.findall(view)) & secret
        assert '"bag"' not in view and '"rng"' not in view
    never_seen = secret & hidden_ids(before)
    said = " ".join(events(after))
    assert not set(_EXP.findall(said)) & never_seen
    assert not [name for name in named(never_seen) if name in said]
    alt = " ".join(image.alt for image in RENDERER.boards(E.view(after, None), NAMES))
    assert not [name for name in named(secret) if name in alt]
    for seat in E.to_move(after):
        for move in E.legal_moves(after, seat):
            words = " ".join((move.notation, *(text(w) for w in (move.label, *move.path))))
            assert not set(_EXP.findall(words)) & secret
            assert not [name for name in named(secret) if name in words]


def check_paths(state: dict) -> None:
    for seat in E.to_move(state):
        moves = E.legal_moves(state, seat)
        paths = [m.steps for m in moves]
        assert len(set(paths)) == len(paths)
        assert len({m.notation for m in moves}) == len(moves)
        as_set = set(paths)
        for path in paths:
            for cut in range(1, len(path)):
                assert path[:cut] not in as_set, path  # prefix-free
        levels: dict[tuple[object, ...], set[object]] = {}
        placing: set[tuple[object, ...]] = set()  # levels of numbered places
        for move in moves:
            path = move.steps
            for depth in range(len(path)):
                levels.setdefault(path[:depth], set()).add(path[depth])
            if move.marker:
                placing.add(path[:-1])
        # a level of buttons holds 20; only the places a picture numbers may be more (a
        # select, paged beyond 25)
        assert max(len(v) for k, v in levels.items() if k not in placing) <= 20
        steps = {label for path in paths for label in path}
        for language in LANGUAGES:  # a button label, in every language
            assert all(len(text(label, language)) <= 80 for label in steps)
        for move in moves:
            assert E.canonical(move.notation) == move.notation


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_keep_every_invariant(players, seed):
    states, log = random_game(players, seed)
    final = states[-1]
    assert E.is_over(final), "every game ends"
    assert E.to_move(final) == [] and E.result(final) is not None
    for index in range(1, len(states)):
        before, after = states[index - 1], states[index]
        check_invariants(after)
        assert after["turn"] >= before["turn"]
        seat, notation = log[index - 1]
        move = next(m for m in E.legal_moves(before, seat) if m.notation == notation)
        if after["revealed"] and not move.reveals:
            assert any(e["id"].startswith("azul-queens-garden-passes-auto")
                       for e in after["events"]), notation
        if index % 3 == 0 or index > len(states) - 3:
            check_hidden(before, after)
            check_paths(after)
    assert E.replay(players, seed, {}, log) == final
    result = E.result(final)
    for standing in result.standings:
        assert standing.score == sum(standing.breakdown.values())
    assert json.loads(json.dumps(result.to_json())) == result.to_json()


def test_a_turn_ends_at_every_action_and_at_every_completed_pass():
    """The core sees each turn: ``turn`` grows by one per action or finished pass."""
    states, log = random_game(3, 5)
    for index in range(1, len(states)):
        before, after = states[index - 1], states[index]
        auto = sum(1 for e in after["events"]
                   if e["id"].startswith("azul-queens-garden-passes-auto"))
        grew = after["turn"] - before["turn"]
        if log[index - 1][1] in ("pass",) and before["seats"][log[index - 1][0]]["tiles"] | {
                k: 1 for k in before["seats"][log[index - 1][0]]["exps"]}:
            assert grew == auto  # the discard step is the same turn
        elif log[index - 1][1].startswith("discard") and after["phase"] == "discard":
            assert grew == 0
        else:
            assert grew == 1 + auto


def swapped(state: dict, seed: int) -> dict:
    """The same position with the hidden information re-dealt: face-down identities,
    stack and supply order, and the generator."""
    other = E.determinize(state, 0, Rng(seed))
    other["events"] = list(state["events"])
    return other


def test_swap_hidden_information_changes_no_public_output():
    states, _ = random_game(4, 3)
    for state in states[::25]:
        if E.is_over(state):
            continue
        other = swapped(state, 99)
        assert hidden_ids(other) == hidden_ids(state)
        assert other != state or not hidden_ids(state)
        assert json.dumps(E.view(other, None)) == json.dumps(E.view(state, None))
        seat = state["active"]
        assert [m.__dict__ for m in E.legal_moves(other, seat)] == \
            [m.__dict__ for m in E.legal_moves(state, seat)]
        assert E.prompt(other, seat) == E.prompt(state, seat)


def test_apply_never_mutates_its_input():
    states, log = random_game(2, 8)
    for index in range(0, len(log), 7):
        state = states[index]
        frozen = json.dumps(state, sort_keys=True)
        E.apply(state, *log[index])
        assert json.dumps(state, sort_keys=True) == frozen
        assert clone(state) == state


_ORDER_SCRIPT = """
import hashlib, json
from tests.games.azul_queens_garden.support import E, random_game
states, _ = random_game(4, 6)
digest = hashlib.sha256()
for s in states[::10]:
    for seat in E.to_move(s):
        digest.update(json.dumps([m.notation for m in E.legal_moves(s, seat)]).encode())
print(digest.hexdigest())
"""


def test_legal_move_order_does_not_depend_on_the_hash_seed():
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", _ORDER_SCRIPT], cwd=ROOT, env=env,
                              capture_output=True, text=True, check=True)
        outputs.add(done.stdout.strip())
    assert len(outputs) == 1


def test_tables_match_the_data_checks():
    """§3.11 checks: totals the engine relies on."""
    checks = T.data["checks"]
    assert len(T.kinds) == checks["hexagon_kinds"] and len(T.expansions) == checks[
        "expansions_total"]
    assert len(T.kinds) * T.copies == checks["tiles_total"]
    assert len(T.cells) == checks["cells_total"]
    assert sum(len(v) for v in T.adjacency.values()) // 2 == checks["adjacent_cell_pairs"]
    assert sum(T.rewards[k] for k, _ in T.fixed_elements.values()) == checks[
        "surround_jokers_all_fixed_elements"]
    for n, row in checks["expansions_by_player_count"].items():
        per = T.by_players[int(n)]
        assert per["expansions_per_round_stack"] * 4 == row["in_round_stacks"]
        assert per["supply_at_start"] == row["supply_at_start"]


def test_candidate_moves_keep_the_cheapest_payment_per_piece_and_target():
    """The greedy player's candidates: legal, and for every placed piece and target the
    cheapest payment (the legal list gives it last, after "Pay another way"'s), nothing
    else dropped; while discarding, done comes first, then discarding everything."""
    states, _ = random_game(4, 9)
    for state in states[::20]:
        if E.is_over(state):
            continue
        seat = state["active"]
        legal = [m.notation for m in E.legal_moves(state, seat)]
        expected: list[str] = []
        where: dict[tuple[str, ...], int] = {}
        for notation in legal:
            words = notation.split()
            key = tuple(words[:4] if words[0] == "expand" else words[:3])
            if words[0] in ("place", "expand"):
                if key in where:
                    expected[where[key]] = notation
                    continue
                where[key] = len(expected)
            expected.append(notation)
        for key, index in where.items():
            me = state["seats"][seat]
            _, (pay, jokers) = E.payments(me, key[1])[0]
            assert expected[index] == " ".join(key) + payment_text(pay, jokers)
        if state["phase"] == "discard":  # done first, then all at once: ties tap less
            every = [n for n in expected if len(n.split()) > 2]
            expected = [expected[-1], *every, *(n for n in expected[:-1] if n not in every)]
        assert [m.notation for m in E.candidate_moves(state, seat)] == expected
