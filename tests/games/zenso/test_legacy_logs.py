"""Move logs the engine wrote before issue 19 (explicit End turns, a ``skip`` before every
take, one cell per move) replay after :func:`bot.games.zenso.legacy.upgrade_log`, which
gives back a log in today's shape unchanged.

Old-shape logs are made here from today's seeded games, as the old engine would have
written them; ``tests/app/test_zenso_logs.py`` migrates a database the old code wrote
(with games left waiting on an End turn, which only the old engine could store).
"""

from __future__ import annotations

import pytest

from bot.games.base import IllegalMove, State
from bot.games.zenso.engine import ENGINE
from bot.games.zenso.legacy import stored_matches, upgrade_log
from tests.games.zenso.support import random_game


def _game(state: State) -> State:
    return {k: v for k, v in state.items() if k not in ("events", "private", "revealed")}


def _cells_one_by_one(state: State, seat: int, notation: str) -> list[str]:
    """``stone 1,0 2,0`` as the old engine took it, a cell a move: the cells after the
    task was done by itself (every free Sand space filled) are not typed."""
    verb, *cells = notation.split()
    out = []
    for cell in cells:
        task = state["queue"][0] if state["queue"] else None
        if task is None or task["t"] not in {"stone": ("stones",), "lantern": ("lanterns",),
                                             "pay": ("pay",)}[verb]:
            break
        out.append(f"{verb} {cell}")
        state = ENGINE.apply(state, seat, out[-1])
    return out


def old_shape(log: list[tuple[int, str]], players: int, seed: int) -> list[tuple[int, str]]:
    """Today's log as the old engine would have written it: ``skip`` before a take in
    phase 1 (alone, when the old engine then took the only eligible card itself), an OR
    bonus chosen after its card, Stones and Lanterns one cell at a time, and an explicit
    ``end`` for every turn that today's engine ended by itself."""
    state = ENGINE.setup(players, seed, {})
    old: list[tuple[int, str]] = []
    for seat, notation in log:
        words = notation.split()
        parts = [notation]
        if words[0] == "take":
            parts = [f"take {words[1]}"] + ([f"bonus {words[3]}"] if len(words) == 4 else [])
            if state["phase"] == "combine":
                probe = {**state, "phase": "pick"}
                eligible, _ = ENGINE.eligibility(probe, seat)
                single = len(eligible) == 1 and not ENGINE.free_actions_possible(probe, seat)
                parts = ["skip"] + (parts[1:] if single else parts)
        elif words[0] in ("stone", "lantern", "pay") and len(words) > 2:
            parts = _cells_one_by_one(state, seat, notation)
        old += [(seat, part) for part in parts]
        state = ENGINE.apply(state, seat, notation)
        old += [(event["args"]["who"]["seat"], "end") for event in state["events"]
                if event.get("id") == "zenso-turn-ends"]
    return old


@pytest.mark.parametrize("players, seed", [(2, 1), (2, 7), (3, 3), (4, 5), (4, 11)])
def test_an_old_shape_log_replays_once_upgraded(players: int, seed: int) -> None:
    states, log = random_game(players, seed)
    old = old_shape(log, players, seed)
    assert any(n == "end" for _, n in old) and any(n == "skip" for _, n in old)
    with pytest.raises(IllegalMove):
        ENGINE.replay(players, seed, {}, old)  # today's engine refuses it as it is
    upgraded = upgrade_log(ENGINE, players, seed, {}, old)
    assert upgraded.changed
    new = [(seat, n) for (seat, _), n in zip(old, upgraded.notations, strict=True)
           if n is not None]
    assert ENGINE.replay(players, seed, {}, new) == upgraded.states[-1]
    # the same game as the original (what its last move said apart: one Stone of it now)
    assert _game(upgraded.states[-1]) == _game(states[-1])
    assert stored_matches(ENGINE, states[-1], upgraded)


def test_a_log_in_todays_shape_comes_back_unchanged() -> None:
    for players, seed in ((2, 1), (3, 3), (4, 5)):
        states, log = random_game(players, seed)
        upgraded = upgrade_log(ENGINE, players, seed, {}, log)
        assert not upgraded.changed
        assert upgraded.notations == [n for _, n in log]
        assert upgraded.states[-1] == states[-1]


def test_a_move_refused_for_another_reason_is_not_rewritten() -> None:
    _, log = random_game(2, 1)
    broken = [*log[:10], (log[10][0], "place 40,40 r0"), *log[11:]]
    with pytest.raises(IllegalMove):
        upgrade_log(ENGINE, 2, 1, {}, broken)
