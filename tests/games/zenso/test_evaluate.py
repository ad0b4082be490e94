"""The computer players' evaluation (``evaluate``, greedy's, which the expert's search
uses too) takes its weights from the data's ``computer``, not from the code."""

from __future__ import annotations

import copy

import pytest

from bot.games.data import load_game_data
from bot.games.zenso.engine import ENGINE, ZensoEngine
from bot.games.zenso.tables import Rules
from tests.games.zenso.support import position

DATA = load_game_data("zenso")
#: two Stones in a row: an I3 Stone card (H29) is two thirds of the way
STONES = "y=0 S* S* S\ny=1 P P P"


def engine_with(**weights: float) -> ZensoEngine:
    data = copy.deepcopy(DATA)
    data["computer"].update(weights)
    return ZensoEngine(Rules(data))


def test_the_weights_are_data() -> None:
    """Each weight moves the evaluation by what it counts: seat 1 has 5 Ensō, 2 Stones,
    one placed card, 3 empty green spaces and H29 in hand at progress 2/3; seat 2 has 3
    Ensō, 2 empty green spaces (a stack on one) and 2 hidden hand cards."""
    state = position(2, gardens=[STONES, None], enso=[5, 3], hands=[["H29"], ["H01", "H02"]],
                     harmony=[{"H03": (4, 0)}, {}], zen=[[0, 0, 0], [2, 0, 0]])
    base = ENGINE.evaluate(state, 0)
    for weight, unit in [("enso", 5 - 3), ("stone", 2), ("placed_card", 1),
                         ("empty_green_space", 3 - 2), ("hidden_hand_card", -2),
                         ("hand_progress", (2 / 3) ** 2)]:
        changed = engine_with(**{weight: DATA["computer"][weight] + 1.0})
        assert changed.evaluate(state, 0) - base == pytest.approx(unit), weight


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finished_game_is_valued_by_its_result(players: int) -> None:
    """A finished game is worth ±1000 to each seat, as the result ranks it (score, then
    Ensō left, a shared first place a win for each), plus its margin over the best other
    score: the search's shortcut past the result's sentences agrees with the result."""
    from bot.app.players import choose_move

    finished = 0
    for seed in range(6):
        state = ENGINE.setup(players, 900 + seed, ENGINE.engine_options({}))
        for number in range(3000):
            seats = ENGINE.to_move(state)
            if not seats:
                break
            level = "greedy" if number % 3 == 0 else "random"
            move = choose_move(ENGINE, state, seats[0], level, seed * 7919 + number)
            state = ENGINE.apply(state, seats[0], move.notation)
        result = ENGINE.result(state)
        assert result is not None
        scores = ENGINE.scores(state)
        expected = [(1000.0 if seat in result.winners else -1000.0)
                    + scores[seat] - max(x for i, x in enumerate(scores) if i != seat)
                    for seat in range(players)]
        assert ENGINE.evaluate_seats(state) == expected
        assert [ENGINE.evaluate(state, seat) for seat in range(players)] == expected
        finished += 1
    assert finished == 6


def test_a_tie_on_points_is_settled_by_enso_left_or_shared() -> None:
    """E7: equal scores go to the most Ensō left; equal Ensō too, both win."""
    from bot.app.players import choose_move

    state = ENGINE.setup(2, 905, ENGINE.engine_options({}))
    while ENGINE.to_move(state):
        seat = ENGINE.to_move(state)[0]
        state = ENGINE.apply(state, seat, choose_move(ENGINE, state, seat, "greedy",
                                                      7).notation)
    twin = copy.deepcopy(state)
    twin["seats"][1] = copy.deepcopy(twin["seats"][0])
    assert ENGINE.scores(twin)[0] == ENGINE.scores(twin)[1]
    assert ENGINE.evaluate_seats(twin) == [1000.0, 1000.0]
    assert ENGINE.result(twin).winners == [0, 1]
    twin["seats"][1]["enso"] += 1
    assert ENGINE.evaluate_seats(twin) == [-1000.0, 1000.0]
    assert ENGINE.result(twin).winners == [1]
