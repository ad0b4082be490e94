"""Several moves ticked in one select are played in an order that plays them all
(bot/app/tick_order.py), on a real Zensō position: validating J01 opens its own decision
(which Jizō witnesses it), and in the menu's order H32's validation was refused after it."""

from __future__ import annotations

import random

import pytest

from bot.app.tick_order import playable_order
from bot.games import get_engine
from bot.games.base import IllegalMove, Move, State

ENGINE = get_engine("zenso")


def _witness_position() -> tuple[State, int, Move, Move]:
    """Seed 19's random game at its first Harmony decision where validating the first
    card blocks the second (and the other order plays both)."""
    state = ENGINE.setup(2, 19, ENGINE.engine_options({}))
    rng = random.Random(19)
    for _ in range(400):
        seat = ENGINE.to_move(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        by_notation = {m.notation: m for m in moves}
        if "validate J01 2,4" in by_notation and "validate H32 4,4" in by_notation:
            return state, seat, by_notation["validate J01 2,4"], by_notation["validate H32 4,4"]
        state = ENGINE.apply(state, seat, rng.choice(moves).notation)
    raise AssertionError("the position was not reached")


def _play(state: State, seat: int, moves: list[Move]) -> State:
    for move in moves:
        state = ENGINE.apply(state, seat, move.notation)
    return state


def test_a_move_that_opens_its_own_decision_goes_after_the_others() -> None:
    state, seat, jizo, other = _witness_position()
    with pytest.raises(IllegalMove):
        _play(state, seat, [jizo, other])  # the menu's order: the second is refused
    end = next(m for m in ENGINE.legal_moves(state, seat) if m.notation == "end")
    order = playable_order(ENGINE, state, seat, [jizo, other, end])
    assert order == [other, jizo, end]
    after = _play(state, seat, order[:2])  # both validated; End turn waits for witnesses
    assert [m.notation for m in ENGINE.legal_moves(after, seat)][:2] == ["witness 1",
                                                                            "witness 2"]


def test_moves_that_all_go_through_keep_the_menu_s_order() -> None:
    state, seat, _, other = _witness_position()
    end = next(m for m in ENGINE.legal_moves(state, seat) if m.notation == "end")
    assert playable_order(ENGINE, state, seat, [other, end]) == [other, end]


def test_trying_the_orders_changes_nothing() -> None:
    state, seat, jizo, other = _witness_position()
    before = repr(state)
    playable_order(ENGINE, state, seat, [jizo, other])
    assert repr(state) == before


def test_moves_that_cannot_go_keep_their_place_to_be_refused() -> None:
    state, seat, jizo, other = _witness_position()
    after = ENGINE.apply(state, seat, other.notation)  # H32 validated already
    assert playable_order(ENGINE, after, seat, [other, jizo]) == [jizo, other]
