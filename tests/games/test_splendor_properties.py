"""Random seeded games for 2, 3 and 4 players, checking invariants at every step:
termination, conservation, the token limit, scores equal their breakdown, views hide
what they must, replay and JSON round-trip, notation round-trip."""

from __future__ import annotations

import itertools
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.base import Rng
from bot.games.splendor.engine import ENGINE
from bot.games.splendor.notation import canonical
from bot.games.splendor.tables import MAX_ROUNDS, MAX_TOKENS
from tests.games.test_splendor_support import check_invariants, hidden_ids, random_game

_ID = re.compile(r"[123]-[WUGRK]-0[1-8]")


def secret_ids(state: dict, viewer: int | None) -> set[str]:
    if state["phase"] == "over":  # PD-9: reserves are public now; decks never are
        return {cid for deck in state["decks"].values() for cid in deck}
    return hidden_ids(state, viewer)


def check_views_hide_secrets(state: dict) -> None:
    viewers: list[int | None] = [None, *range(state["players"])]
    for viewer in viewers:
        shown = set(_ID.findall(json.dumps(ENGINE.view(state, viewer))))
        assert not shown & secret_ids(state, viewer), viewer
    public = secret_ids(state, None)
    # events name cards by their ids as components (the catalogue puts them into words):
    # the JSON is searched, so no hidden card may be named at all
    assert not set(_ID.findall(json.dumps(state["events"]))) & public
    for seat in range(state["players"]):
        prompt = json.dumps(ENGINE.prompt(state, seat).to_json())
        assert not set(_ID.findall(prompt)) & secret_ids(state, seat)
        for move in ENGINE.legal_moves(state, seat):
            text = " ".join((move.notation, *(json.dumps(m.to_json())
                                              for m in (move.label, *move.path))))
            assert not set(_ID.findall(text)) & secret_ids(state, seat)


def check_game(players: int, seed: int, buy_bias: float, deep: bool,
               never_buy: bool = False) -> dict:
    states, log = random_game(players, seed, buy_bias, never_buy)
    final = states[-1]
    assert ENGINE.is_over(final), "every game ends"
    assert final["round"] <= MAX_ROUNDS
    for before, after in itertools.pairwise(states):
        check_invariants(after)
        # nobody ends a turn above the limit: the turn only moves on from below it
        if after["active"] != before["active"] or after["phase"] == "over":
            seat = before["active"]
            assert sum(after["seats"][seat]["tokens"].values()) <= MAX_TOKENS
        if deep:
            check_views_hide_secrets(after)
            assert json.loads(json.dumps(after)) == after
            for move in ENGINE.legal_moves(after, after["active"]):
                assert canonical(move.notation) == move.notation
    result = ENGINE.result(final)
    assert result is not None and result.reason == final["end_reason"]
    for standing in result.standings:
        assert standing.score == standing.breakdown["cards"] + standing.breakdown["nobles"]
        assert standing.score == ENGINE.scores(final)[standing.seat]
    assert ENGINE.replay(players, seed, {}, log) == final
    return final


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_seeded_random_games(players: int, seed: int) -> None:
    check_game(players, seed, buy_bias=0.0, deep=seed < 2)


@pytest.mark.parametrize(("seed", "reason"), [(6, "deadlock"), (15, "deadlock"),
                                              (7, "round_cap"), (9, "round_cap")])
def test_hoarding_games_end_by_deadlock_or_round_cap(seed: int, reason: str) -> None:
    # players who buy only when nothing else is legal exhaust the supply: passes,
    # PD-7 deadlocks and PD-8 round caps happen in real play, not just in scenarios
    final = check_game(2, seed, buy_bias=0.0, deep=True, never_buy=True)
    assert final["end_reason"] == reason
    if reason == "round_cap":
        assert final["round"] == MAX_ROUNDS and final["active"] == 1


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**63),
       buy_bias=st.sampled_from([0.0, 0.5, 0.9]))
def test_hypothesis_random_games(players: int, seed: int, buy_bias: float) -> None:
    check_game(players, seed, buy_bias, deep=False)


def test_apply_never_mutates_its_input() -> None:
    states, log = random_game(3, 17, buy_bias=0.5)
    for state, (seat, notation) in zip(states, log, strict=False):
        frozen = json.dumps(state, sort_keys=True)
        ENGINE.apply(state, seat, notation)
        assert json.dumps(state, sort_keys=True) == frozen


def test_round_tripped_state_plays_on_identically() -> None:
    states, log = random_game(4, 5, buy_bias=0.3)
    for state, (seat, notation) in list(zip(states, log, strict=False))[::7]:
        copy = json.loads(json.dumps(state))
        assert ENGINE.apply(copy, seat, notation) == ENGINE.apply(state, seat, notation)


def test_determinize_redeals_only_what_the_seat_cannot_see() -> None:
    states, _ = random_game(3, 8, buy_bias=0.2)
    for state in states[::9]:
        if ENGINE.is_over(state):
            continue
        frozen = json.dumps(state, sort_keys=True)
        guess = ENGINE.determinize(state, 0, Rng(123))
        assert json.dumps(state, sort_keys=True) == frozen
        check_invariants(guess)
        assert ENGINE.view(guess, 0) == ENGINE.view(state, 0)
        for tier in "123":
            assert len(guess["decks"][tier]) == len(state["decks"][tier])


def test_evaluate_prefers_more_prestige_and_winning() -> None:
    states, _ = random_game(2, 3, buy_bias=0.8)
    final = states[-1]
    winner = ENGINE.result(final).winners[0]
    assert ENGINE.evaluate(final, winner) > 0 > ENGINE.evaluate(final, 1 - winner)
    for state in states[::10]:
        assert isinstance(ENGINE.evaluate(state, 0), float)
