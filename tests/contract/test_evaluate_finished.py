"""A finished game is judged by its result: ``evaluate`` gives every winner more than
500 and every other seat less than -500 (the engines add ±1000), whatever was still on
its way. The expert's search relies on it to see that ending a game while behind loses
it (Zensō once valued a finished game by its unfinished worth)."""

from __future__ import annotations

import pytest

from bot.games import all_engines
from bot.games.base import Rng

ENGINES = all_engines()


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_a_finished_game_is_worth_its_result(kind: str) -> None:
    engine = ENGINES[kind]
    players = max(2, engine.min_players)
    for seed in (3, 4):
        state = engine.setup(players, seed, engine.engine_options({}))
        rng = Rng.from_seed(seed)
        for _ in range(5000):
            seats = engine.to_move(state)
            if not seats:
                break
            legal = engine.legal_moves(state, seats[0])
            state = engine.apply(state, seats[0], legal[rng.below(len(legal))].notation)
        result = engine.result(state)
        assert result is not None, f"{kind}: the random game did not end"
        for seat in range(players):
            value = engine.evaluate(state, seat)
            assert (value > 500) if seat in result.winners else (value < -500), (
                f"{kind}, seed {seed}, seat {seat}: {value} with winners {result.winners}")
