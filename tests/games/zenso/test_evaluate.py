"""The computer players' evaluation (``evaluate``, shared by greedy and expert): its
weights are the data's ``computer``; a hand card counts what validating it would add and
fades as the turns run out; a placed Jizō's ability counts the turns it still serves."""

from __future__ import annotations

import copy

import pytest

from bot.games.data import load_game_data
from bot.games.zenso.engine import ENGINE, ZensoEngine
from bot.games.zenso.tables import DataError, Rules
from tests.games.zenso.support import position

DATA = load_game_data("zenso")
#: two Stones in a row: every I3 / L3 Stone card is two thirds of the way
STONES = "y=0 S* S* S\ny=1 P P P"


def engine_with(change) -> ZensoEngine:
    data = copy.deepcopy(DATA)
    change(data)
    return ZensoEngine(Rules(data))


def worth_of_hand(engine: ZensoEngine, hand: list[str], **kw) -> float:
    """What holding ``hand`` adds to seat 1's evaluation, over an empty hand."""
    held = position(2, gardens=[STONES, None], hands=[hand, []], **kw)
    empty = position(2, gardens=[STONES, None], hands=[[], []], **kw)
    return engine.evaluate(held, 0) - engine.evaluate(empty, 0)


def test_a_hand_card_counts_its_points() -> None:
    """H29 (I3 of Stones, 3 points) and H41 (I3 of Stones, 2 per placed card, 1 Ensō)
    are equally near: H41 is worth less with no card placed (2 points), more with two
    placed (6 points)."""
    none = [{}, {}]
    two = [{"H01": (4, 0), "H02": (4, 2)}, {}]
    assert worth_of_hand(ENGINE, ["H41"], harmony=none) < worth_of_hand(
        ENGINE, ["H29"], harmony=none)
    assert worth_of_hand(ENGINE, ["H41"], harmony=two) > worth_of_hand(
        ENGINE, ["H29"], harmony=two)


def test_a_hand_card_is_its_hand_point_when_no_turn_is_left() -> None:
    """In the final round (E1) an unvalidated card is only worth its point in hand (E5 B);
    with turns left its progress counts too."""
    hand_point = ENGINE.rules.hand_points
    ending = position(2, gardens=[STONES, None], hands=[["H29"], []])
    ending["final_round"] = True
    bare = position(2, gardens=[STONES, None], hands=[[], []])
    bare["final_round"] = True
    assert ENGINE.evaluate(ending, 0) - ENGINE.evaluate(bare, 0) == pytest.approx(hand_point)
    assert worth_of_hand(ENGINE, ["H29"]) > hand_point + 0.5


def test_turns_left_by_terrain_and_by_placed_cards() -> None:
    """The Terrain cards left shared by the seats, or fewer when a garden nears its
    fifth card; none in the final round."""
    w = ENGINE.rules.weights
    state = position(2, terrain_deck=["T01", "T02", "T03", "T04"])
    assert ENGINE.turns_left(state) == pytest.approx((6 + 4) / 2)
    near = position(2, terrain_deck=["T01", "T02", "T03", "T04"],
                    harmony=[{"H01": (4, 0), "H02": (4, 2), "H03": (4, 4), "H04": (4, 6)},
                             {}])
    assert ENGINE.turns_left(near) == pytest.approx(min(5.0, w.turns_per_placed_card))
    near["final_round"] = True
    assert ENGINE.turns_left(near) == 0.0


def test_a_placed_jizo_ability_counts_the_turns_left() -> None:
    """J11 placed is worth its ability's weight for every turn left; a Plant in its place
    is worth the same whatever the turns left."""
    per_turn = ENGINE.rules.weights.ability_per_turn["terrain_cost_reduction"]
    assert per_turn > 0

    def value(placed: str, deck: list[str]) -> float:
        state = position(2, gardens=[STONES, None], hands=[[], []],
                         harmony=[{placed: (4, 0)}, {}], terrain_deck=deck)
        return ENGINE.evaluate(state, 0)

    short, long = ["T01"], ["T01", "T02", "T03", "T04", "T05"]
    assert value("J11", long) - value("J11", short) == pytest.approx(per_turn * 2)
    assert value("H01", long) == pytest.approx(value("H01", short))


def test_the_weights_are_data() -> None:
    """Changing a weight in the data changes the evaluation by that much; an ability the
    engine does not know is refused at load time."""
    state = position(2, enso=[5, 3])
    richer = engine_with(lambda d: d["computer"].update(enso=1.45))
    assert richer.evaluate(state, 0) - ENGINE.evaluate(state, 0) == pytest.approx(5 - 3)
    with pytest.raises(DataError):
        engine_with(lambda d: d["computer"]["ability_per_turn"].update(flying=1.0))
