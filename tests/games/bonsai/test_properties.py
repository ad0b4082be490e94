"""Seeded random games for 1–4 players, checking invariants at every step: every game
ends, cards are conserved, scores equal their breakdown, replay equals the state, JSON
round-trips, ``apply`` never mutates its input, a move's ``reveals`` flag matches what it
did, menus are prefix-free with distinct labels and at most 25 options per level (one
page of a select menu: a placement is one tap, never behind "More")."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.base import Rng
from bot.games.bonsai.engine import ENGINE, MENU_LIMIT
from tests.games.bonsai.support import check_invariants, position, random_game
from tests.words import said

ROOT = Path(__file__).resolve().parents[3]
LANGUAGES = ("en", "it", "fr")
#: the result's point categories, in words (the other entry counts goals claimed)
POINT_KEYS = ("leaves", "flowers", "fruits", "wood", "goal tiles", "Parchments")


def check_menus(state: dict) -> None:
    for seat in ENGINE.to_move(state):
        moves = ENGINE.legal_moves(state, seat)
        assert moves, "a seat to move always has a move"
        notations = [m.notation for m in moves]
        assert len(set(notations)) == len(notations)
        paths = [m.steps for m in moves]
        assert len(set(paths)) == len(paths)
        for path in paths:  # prefix-free
            for other in paths:
                assert other == path or other[:len(path)] != path
        levels: dict[tuple[str, ...], set[str]] = {}
        for path in paths:
            for depth in range(len(path)):
                levels.setdefault(path[:depth], set()).add(path[depth])
        for prefix, labels in levels.items():
            assert len(labels) <= MENU_LIMIT, (prefix, labels)
        for move in moves:
            assert ENGINE.canonical(move.notation, state) == move.notation
            for language in LANGUAGES:  # a button holds 80 characters
                texts = [said(ENGINE, words, language) for words in (move.label, *move.steps)]
                assert all(len(text) <= 80 for text in texts), (language, texts)


def check_game(players: int, seed: int, options: dict | None = None, deep: bool = False,
               bias: float = 0.6) -> dict:
    states, log = random_game(players, seed, options, cultivate_bias=bias)
    final = states[-1]
    assert ENGINE.is_over(final), "every game ends"
    for index, state in enumerate(states):
        check_invariants(state)
        if deep or index % 9 == 0:
            check_menus(state)
    for before, after in itertools.pairwise(states):
        if after["turn"] != before["turn"]:
            assert after["turn"] == before["turn"] + 1
    result = ENGINE.result(final)
    assert result is not None
    for standing in result.standings:
        assert standing.score == sum(standing.breakdown[k] for k in POINT_KEYS)
        assert set(standing.breakdown) == {*POINT_KEYS, "goals claimed"}
        assert standing.breakdown["goals claimed"] == len(final["seats"][standing.seat]["claimed"])
        assert standing.score == ENGINE.scores(final)[standing.seat]
    assert [s.rank for s in result.standings] == list(range(1, players + 1))
    if players > 1:
        assert result.winners == [result.standings[0].seat]
    assert ENGINE.replay(players, seed, options or {}, log) == final
    return final


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_seeded_random_games(players: int, seed: int) -> None:
    check_game(players, seed, deep=seed == 0)


@pytest.mark.parametrize(("players", "options"), [
    (2, {"goals": "off"}), (3, {"tokonoma": "on"}), (1, {"solo_level": "yusha"}),
    (4, {"goals": "off", "tokonoma": "on"})])
def test_seeded_games_with_options(players: int, options: dict) -> None:
    final = check_game(players, 5, options)
    if options.get("goals") == "off":
        assert final["goals"] == []


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([1, 2, 3, 4]), seed=st.integers(0, 2**62),
       bias=st.sampled_from([0.0, 0.5, 0.9]))
def test_hypothesis_random_games(players: int, seed: int, bias: float) -> None:
    check_game(players, seed, bias=bias)


def test_reveals_flag_matches_what_the_move_did() -> None:
    """Undo stops at revealing moves: a move marked ``reveals`` revealed a card and no
    unmarked move did (automatic continuations included)."""
    for players in (1, 2, 4):
        states, _ = random_game(players, 21, cultivate_bias=0.5)
        for state in states[::3]:
            for seat in ENGINE.to_move(state):
                for move in ENGINE.legal_moves(state, seat):
                    after = ENGINE.apply(state, seat, move.notation)
                    assert ENGINE.revealed(after) == move.reveals, move


def test_apply_never_mutates_its_input() -> None:
    states, log = random_game(3, 17)
    for state, (seat, notation) in zip(states, log, strict=False):
        frozen = json.dumps(state, sort_keys=True)
        ENGINE.apply(state, seat, notation)
        assert json.dumps(state, sort_keys=True) == frozen


def test_round_tripped_state_plays_on_identically() -> None:
    states, log = random_game(4, 5)
    for state, (seat, notation) in list(zip(states, log, strict=False))[::7]:
        copy = json.loads(json.dumps(state))
        assert ENGINE.apply(copy, seat, notation) == ENGINE.apply(state, seat, notation)


def test_turn_counter_counts_completed_turns() -> None:
    """``turn`` grows by one exactly when a turn ends: the move left no decision of that
    turn (the next seat, or the same seat in solo, starts afresh) or ended the game;
    mirroring and pruning are start-of-turn options, not turns."""
    for players in (1, 3):
        states, log = random_game(players, 8)
        for before, after, (_, notation) in zip(states, states[1:], log, strict=False):
            ended = after["phase"] == "over" or (
                after["phase"] == "action" and notation.split()[0] not in ("mirror", "prune"))
            assert after["turn"] == before["turn"] + (1 if ended else 0), notation


def test_legal_move_order_is_the_same_in_every_process() -> None:
    """No set or hash order leaks into the move lists (PYTHONHASHSEED differs)."""
    script = (
        "from tests.games.bonsai.support import random_game\n"
        "from bot.games.bonsai.engine import ENGINE\n"
        "import hashlib\n"
        "h = hashlib.sha256()\n"
        "for players in (1, 4):\n"
        "    states, _ = random_game(players, 3)\n"
        "    for s in states[::4]:\n"
        "        for seat in ENGINE.to_move(s):\n"
        "            for m in ENGINE.legal_moves(s, seat):\n"
        "                h.update(repr((m.notation, m.path, m.marker)).encode())\n"
        "print(h.hexdigest())\n")
    outputs = set()
    for seed in ("1", "977"):
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                              text=True, env={"PYTHONHASHSEED": seed, "PATH": ""}, check=True)
        outputs.add(done.stdout.strip())
    assert len(outputs) == 1


def test_determinize_reshuffles_only_the_deck() -> None:
    states, _ = random_game(3, 8)
    for state in states[::11]:
        if ENGINE.is_over(state):
            continue
        frozen = json.dumps(state, sort_keys=True)
        guess = ENGINE.determinize(state, 0, Rng(123))
        assert json.dumps(state, sort_keys=True) == frozen
        check_invariants(guess)
        assert ENGINE.view(guess, 0) == ENGINE.view(state, 0)
        assert sorted(guess["deck"]) == sorted(state["deck"])


def test_evaluate_prefers_the_winner() -> None:
    states, _ = random_game(2, 3)
    final = states[-1]
    winner = ENGINE.result(final).winners[0]
    assert ENGINE.evaluate(final, winner) > 0 > ENGINE.evaluate(final, 1 - winner)
    for state in states[::10]:
        assert isinstance(ENGINE.evaluate(state, 0), float)


def test_candidate_moves_drop_only_declined_bonus_tiles() -> None:
    """Keeping a bonus tile never hurts (R37 returns any excess), so the computer skips
    the declining choices; everything else is kept."""
    state = ENGINE.setup(2, 4, {})
    legal = [m.notation for m in ENGINE.legal_moves(state, 0)]
    candidates = [m.notation for m in ENGINE.candidate_moves(state, 0)]
    assert candidates == ["meditate 1", "meditate 2 wood", "meditate 2 leaf",
                          "meditate 3 wood flower", "meditate 4 leaf fruit", "place wood 0,1",
                          "place wood 1,1", "finish", "mirror"]
    assert set(candidates) <= set(legal)
    after = ENGINE.apply(position(2, seats=[{"supply": "W2"}]), 0, "place wood 0,1")
    assert ENGINE.candidate_moves(after, 0) == ENGINE.legal_moves(after, 0)
