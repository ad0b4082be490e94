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


def test_bonsai_remembers_the_active_seats_worth_by_its_open_placements() -> None:
    """In a placement phase the active seat's worth counts the placements still open:
    two positions that differ only there are worth different amounts, warm or fresh."""
    warm = BonsaiEngine()
    state = warm.setup(2, 11, warm.engine_options({}))
    rng = Rng.from_seed(3)
    for _ in range(3000):
        seats = warm.to_move(state)
        assert seats, "the game ended before a placement phase"
        if (state["phase"] in {"cultivate", "helper"}
                and any(state["step"]["allowance"].values())):
            break
        legal = warm.legal_moves(state, seats[0])
        state = warm.apply(state, seats[0], legal[rng.below(len(legal))].notation)
    closed = {**state, "step": {**state["step"],
                                "allowance": dict.fromkeys(state["step"]["allowance"], 0)}}
    assert warm.evaluate_seats(state) == BonsaiEngine().evaluate_seats(state)
    assert warm.evaluate_seats(closed) == BonsaiEngine().evaluate_seats(closed)
    assert warm.evaluate_seats(closed) != warm.evaluate_seats(state)
