"""``evaluate_seats`` (every seat's evaluation at once, which the expert player uses) is
exactly ``evaluate`` per seat, all through random games, their ends included."""

from __future__ import annotations

import pytest

from bot.games import all_engines
from bot.games.base import Rng

ENGINES = all_engines()


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_evaluate_seats_is_evaluate_for_every_seat(kind: str) -> None:
    engine = ENGINES[kind]
    for players in sorted({engine.min_players, 2, engine.max_players}):
        state = engine.setup(players, players * 13, engine.engine_options({}))
        rng = Rng.from_seed(players)
        for step in range(3000):
            if step % 7 == 0 or engine.is_over(state):
                expected = [engine.evaluate(state, seat) for seat in range(players)]
                assert engine.evaluate_seats(state) == pytest.approx(expected), (
                    f"{kind}, {players} players, move {step}")
            seats = engine.to_move(state)
            if not seats:
                break
            legal = engine.legal_moves(state, seats[0])
            state = engine.apply(state, seats[0], legal[rng.below(len(legal))].notation)
        assert engine.is_over(state), f"{kind}: the random game did not end"
