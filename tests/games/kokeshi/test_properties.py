"""Properties over seeded random games for every player count, the menu tree's shape,
hidden information (a swap test), undo marks, and legal-move order across processes."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bot import i18n
from bot.app.panel import navigate
from bot.games.base import IllegalMove
from tests.games.kokeshi.support import ENGINE, check_invariants, random_game

GAMES = [(n, seed) for n in (2, 3, 4) for seed in range(4)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_random_games_end_conserve_components_and_replay(players: int, seed: int) -> None:
    """Every game ends (E1, PD-28), components are conserved, scores equal their
    breakdowns, and a replay of the log equals the final state."""
    state, log = random_game(players, 1000 + seed, check_every=7)
    check_invariants(state)
    assert ENGINE.to_move(state) == [] and ENGINE.result(state) is not None
    result = ENGINE.result(state)
    assert sorted(s.seat for s in result.standings) == list(range(players))
    for standing in result.standings:
        # the breakdown's point categories sum to the score; achievements are a count
        points = [v for k, v in standing.breakdown.items() if k != "achievements"]
        assert standing.score == sum(points) == ENGINE.scores(state)[standing.seat]
        assert standing.breakdown["achievements"] == ENGINE.achievements(state, standing.seat)
    assert ENGINE.replay(players, 1000 + seed, {}, log) == state
    # E2: every player has played the same number of turns
    assert state["turn"] == 1 + state["round"] * players
    assert state["round"] <= ENGINE.rules.round_cap + ENGINE.rules.extra_rounds


def _walk(players: int, seed: int, steps: int):
    """(state, seat) pairs along a seeded random game."""
    rng = random.Random(seed)
    state = ENGINE.setup(players, seed, {})
    for _ in range(steps):
        seats = ENGINE.to_move(state)
        if not seats:
            return
        seat = rng.choice(seats)
        yield state, seat
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_listed_move_applies_without_mutating_and_marks_reveals(players: int) -> None:
    """Contract: each listed move applies; ``apply`` leaves its input untouched; a move is
    marked ``reveals`` exactly when its apply drew from the supply (undo stops there);
    ``turn`` grows exactly when the next decision is a new turn's D1 or the game's end."""
    for state, seat in _walk(players, 77 + players, 160):
        before = copy.deepcopy(state)
        for move in ENGINE.legal_moves(state, seat):
            after = ENGINE.apply(state, seat, move.notation)
            assert state == before
            assert move.reveals == after["revealed"], move.notation
            assert ENGINE.canonical(move.notation) == move.notation
            ended = after["turn"] - state["turn"]
            assert ended in (0, 1)
            # with 2+ seats a D1 after an apply always belongs to the next seat's turn
            new_turn = after["phase"] == "over" or after["ask"] == {"id": "D1"}
            if state["phase"] == "setup":
                new_turn = after["phase"] == "play"
            assert bool(ended) == new_turn
            assert json.loads(json.dumps(after)) == after


@pytest.mark.parametrize("players", [2, 4])
def test_menu_tree_prefix_free_distinct_labels_and_small_levels(players: int) -> None:
    """Paths prefix-free, distinct labels per level, at most 20 buttons per level (the
    panel's page), every move reachable by taps, labels within Discord's 80 characters
    and distinct per level in every language."""
    for state, seat in _walk(players, 5, 200):
        moves = ENGINE.legal_moves(state, seat)
        paths = [m.path for m in moves]
        assert len(set(paths)) == len(paths)
        assert len({m.notation for m in moves}) == len(moves)
        for a in paths:
            for b in paths:
                assert a == b or a != b[:len(a)]
        levels: dict[tuple, set] = {}
        for path in paths:
            for depth in range(len(path)):
                levels.setdefault(path[:depth], set()).add(path[depth])
        assert all(len(options) <= 20 for options in levels.values())
        for language in ("en", "it", "fr"):
            for options in levels.values():
                shown = {i18n.text(step, language, game="kokeshi") for step in options}
                assert len(shown) == len(options), (language, shown)
                assert all(len(text) <= 80 for text in shown), (language, shown)
        for move in moves:
            found = navigate(moves, ())
            while not hasattr(found, "notation"):
                labels = [o.label for o in found.options]
                trail = (*found.prefix, labels.index(move.path[found.depth]))
                found = navigate(moves, trail)
            assert found.notation == move.notation


def _swap_supply(state: dict, seed: int) -> dict:
    other = copy.deepcopy(state)
    random.Random(seed).shuffle(other["supply"])
    other["rng"] = 12345
    return other


def test_hidden_supply_order_never_reaches_the_public_side() -> None:
    """Section 7 swap test: states differing only in the supply's order (and the
    generator) give identical views, events, prompts and moves."""
    for state, seat in _walk(3, 9, 120):
        if state["supply"] and len(set(state["supply"])) > 1:
            other = _swap_supply(state, seat)
            assert other["supply"] != state["supply"] or len(state["supply"]) < 2
            for viewer in (None, *range(state["players"])):
                assert ENGINE.view(state, viewer) == ENGINE.view(other, viewer)
            assert ENGINE.events(state) == ENGINE.events(other)
            assert ENGINE.prompt(state, seat) == ENGINE.prompt(other, seat)
            assert ENGINE.legal_moves(state, seat) == ENGINE.legal_moves(other, seat)
    view = ENGINE.view(ENGINE.setup(2, 1, {}), None)
    assert "supply" not in view and "rng" not in view and view["supply_count"] == 45


def test_no_private_information_in_this_game() -> None:
    """Section 7: nothing is private; every seat's view equals the public one but for the
    viewer field."""
    state = ENGINE.setup(4, 3, {})
    public = ENGINE.view(state, None)
    for seat in range(4):
        mine = ENGINE.view(state, seat)
        assert {k: v for k, v in mine.items() if k != "viewer"} == \
            {k: v for k, v in public.items() if k != "viewer"}
        assert ENGINE.private_events(state, seat) == []


def test_determinize_reshuffles_only_the_supply() -> None:
    from bot.games.base import Rng
    state = ENGINE.setup(3, 4, {})
    other = ENGINE.determinize(state, 0, Rng(7))
    assert sorted(other["supply"]) == sorted(state["supply"])
    assert {k: v for k, v in other.items() if k != "supply"} == \
        {k: v for k, v in state.items() if k != "supply"}


def _digest() -> str:
    found = hashlib.sha256()
    for state, seat in _walk(4, 31, 150):
        for move in ENGINE.legal_moves(state, seat):
            found.update(f"{move.notation}|{move.label}|{move.path}|{move.marker}".encode())
    return found.hexdigest()


def test_legal_move_order_is_identical_across_hash_seeds() -> None:
    root = Path(__file__).resolve().parents[3]
    code = ("from tests.games.kokeshi.test_properties import _digest; print(_digest())")
    digests = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        digests.add(subprocess.run([sys.executable, "-c", code], cwd=root, env=env,
                                   capture_output=True, text=True, check=True).stdout)
    digests.add(_digest() + "\n")
    assert len(digests) == 1


def test_illegal_moves_leave_no_trace() -> None:
    state = ENGINE.setup(2, 1, {})
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, "start princess princess")
    assert state == before
