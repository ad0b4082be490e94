"""The engines' caches for the computer players' search (Bonsai's, Kokeshi's and
Splendor's worth per seat by content, Zensō's per seat record and its gardens by content)
never change an answer: an engine warmed by a whole game says
what a fresh one says, for the evaluation and for the moves, all through random games."""

from __future__ import annotations

import pytest

from bot.games.base import Rng
from bot.games.bonsai.engine import BonsaiEngine
from bot.games.kokeshi.engine import KokeshiEngine
from bot.games.splendor.engine import SplendorEngine
from bot.games.zenso.engine import ZensoEngine

ENGINES = {"bonsai": BonsaiEngine, "kokeshi": KokeshiEngine, "splendor": SplendorEngine,
           "zenso": ZensoEngine}


@pytest.mark.parametrize("kind", sorted(ENGINES))
def test_a_warm_engine_answers_as_a_fresh_one(kind: str) -> None:
    warm = ENGINES[kind]()
    for players in (2, 4):
        state = warm.setup(players, players * 17, warm.engine_options({}))
        rng = Rng.from_seed(players + 5)
        for step in range(3000):
            seats = warm.to_move(state)
            if step % 5 == 0 or not seats:
                fresh = ENGINES[kind]()
                assert warm.evaluate_seats(state) == fresh.evaluate_seats(state), (
                    f"{kind}, {players} players, move {step}")
                if seats:
                    assert ([m.notation for m in warm.legal_moves(state, seats[0])]
                            == [m.notation for m in fresh.legal_moves(state, seats[0])])
            if not seats:
                break
            legal = warm.legal_moves(state, seats[0])
            # every move asks the warm engine again: its caches fill as a search's would
            warm.evaluate_seats(state)
            state = warm.apply(state, seats[0], legal[rng.below(len(legal))].notation)
        assert warm.is_over(state)
