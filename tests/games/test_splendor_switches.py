"""The project's decisions are data: each PD switch of ``splendor.json`` changed in a copy
of the data changes what an engine built from that copy does (and the shipped engine
keeps the shipped behaviour)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.games.base import IllegalMove
from bot.games.splendor.engine import ENGINE, SplendorEngine, settle
from bot.games.splendor.tables import DATA, PD_CHOICES
from tests.games.test_splendor_support import english, position
from tests.games.test_splendor_turn_end import W4_U4, stuck


def engine_with(**values: Any) -> SplendorEngine:
    """An engine over a copy of the shipped data with ``rules.<key>.value`` changed."""
    data = copy.deepcopy(DATA)
    for key, value in values.items():
        data["rules"][key]["value"] = value
    return SplendorEngine(data)


def names(engine: SplendorEngine, state: dict, seat: int | None = None) -> list[str]:
    seat = engine.to_move(state)[0] if seat is None else seat
    return [m.notation for m in engine.legal_moves(state, seat)]


def test_the_shipped_values_are_the_first_choices() -> None:
    for key, choices in PD_CHOICES.items():
        assert DATA["rules"][key]["value"] == choices[0], key
    assert SplendorEngine().rules == ENGINE.rules  # one shared value for the shipped data


def test_an_unknown_value_is_refused_with_its_name() -> None:
    with pytest.raises(ValueError, match=r"default_payment \(PD-3\) is 'cheapest'"):
        engine_with(default_payment="cheapest")
    with pytest.raises(ValueError, match="market_refill_same_slot"):
        engine_with(market_refill_same_slot="yes")  # a string is not the boolean


def test_components_cannot_change_through_the_engine() -> None:
    data = copy.deepcopy(DATA)
    data["cards"]["items"][0]["points"] = 9
    with pytest.raises(ValueError, match="'cards' differs"):
        SplendorEngine(data)


def test_published_numbers_follow_the_data_too() -> None:
    data = copy.deepcopy(DATA)
    data["rules"]["max_tokens_end_of_turn"]["value"] = 3
    data["setup"]["gem_tokens_per_color"]["by_player_count"]["2"] = 6
    engine = SplendorEngine(data)
    state = engine.setup(2, 1, {})
    assert state["supply"]["white"] == 6
    after = engine.apply(engine.apply(state, 0, "take W U G"), 1, "take W U G")
    after = engine.apply(after, 0, "take W U G")
    assert after["phase"] == "return" and after["pending"]["count"] == 3


# --- PD-2: the reduced take ---------------------------------------------------------------

TWO_COLOURS = {"supply": "G1 K2 *5"}


def test_pd2_exactly_min_3_k_by_default() -> None:
    state = position(2, **TWO_COLOURS)
    assert [n for n in names(ENGINE, state) if n.startswith("take")] == ["take G K"]
    with pytest.raises(IllegalMove, match="exactly 2 different gems"):
        ENGINE.apply(state, 0, "take G")


def test_pd2_up_to_min_3_k_allows_fewer() -> None:
    engine = engine_with(take_distinct_reduced_count="up_to_min_3_k")
    state = position(2, **TWO_COLOURS)
    assert [n for n in names(engine, state) if n.startswith("take")] == [
        "take G K", "take G", "take K"]
    after = engine.apply(state, 0, "take G")
    assert after["seats"][0]["tokens"]["green"] == 1 and after["supply"]["black"] == 2
    # with three colours or more it is still exactly three
    full = engine.setup(2, 1, {})
    with pytest.raises(IllegalMove, match="exactly 3 different gems"):
        engine.apply(full, 0, "take W U")


def test_published_switch_without_the_reduced_take() -> None:
    engine = engine_with(take_distinct_fewer_when_colors_lacking=False)
    state = position(2, **TWO_COLOURS)
    assert not [n for n in names(engine, state) if n.startswith("take")]
    with pytest.raises(IllegalMove, match="cannot take different gems"):
        engine.apply(state, 0, "take G K")


# --- PD-3: the automatic payment ------------------------------------------------------------

PAYMENT = {"seats": [{"tokens": "W1 U2 R2 *1"}], "market": {"1": ["1-G-05"]}}


def test_pd3_gems_first_by_default() -> None:
    state = position(2, **PAYMENT)
    buys = [n for n in names(ENGINE, state) if n.startswith("buy T1-1")]
    assert buys[0] == "buy T1-1"
    after = ENGINE.apply(state, 0, "buy T1-1")
    assert after["seats"][0]["tokens"]["gold"] == 1  # gems paid everything


def test_pd3_gold_first_spends_gold_before_gems() -> None:
    engine = engine_with(default_payment="gold_first")
    state = position(2, **PAYMENT)
    buys = [n for n in names(engine, state) if n.startswith("buy T1-1")]
    default = [n for n in names(ENGINE, state) if n.startswith("buy T1-1")]
    assert len(buys) == len(default) and set(buys) != set(default)
    assert "buy T1-1 pay U2 R2" in buys  # the shipped automatic payment is a choice now
    after = engine.apply(state, 0, "buy T1-1")
    assert after["seats"][0]["tokens"]["gold"] == 0
    # the automatic payment has one spelling, without "pay", whichever it is
    with pytest.raises(IllegalMove, match="automatic payment"):
        engine.apply(state, 0, "buy T1-1 pay " + _auto_pay(engine, state))


def _auto_pay(engine: SplendorEngine, state: dict) -> str:
    """The amounts the automatic payment of T1-1 uses, spelled as a custom payment."""
    after = engine.apply(state, 0, "buy T1-1")
    spent = {c: state["seats"][0]["tokens"][c] - after["seats"][0]["tokens"][c]
             for c in state["seats"][0]["tokens"]}
    letters = {"white": "W", "blue": "U", "green": "G", "red": "R", "black": "K", "gold": "*"}
    return " ".join(f"{letters[c]}{n}" for c, n in spent.items() if n)


# --- PD-4: where a refill goes ------------------------------------------------------------

ROW = {"seats": [{"tokens": "U3"}], "market": {"1": ["1-U-01", "1-W-02", "1-U-02", "1-U-03"]},
       "decks": {"1": ["1-K-01"]}}


def test_pd4_same_slot_by_default() -> None:
    after = ENGINE.apply(position(2, **ROW), 0, "buy T1-2")
    assert after["market"]["1"] == ["1-U-01", "1-K-01", "1-U-02", "1-U-03"]


def test_pd4_switched_closes_the_row_up() -> None:
    engine = engine_with(market_refill_same_slot=False)
    after = engine.apply(position(2, **ROW), 0, "buy T1-2")
    assert after["market"]["1"] == ["1-U-01", "1-U-02", "1-U-03", "1-K-01"]
    assert any("closes up to the left" in e for e in english(after["events"]))
    empty = position(2, seats=[{"tokens": "U3"}],
                     market={"1": ["1-U-01", "1-W-02", "1-U-02", "1-U-03"]}, exhausted=("1",))
    after = engine.apply(empty, 0, "buy T1-2")
    assert after["market"]["1"] == ["1-U-01", "1-U-02", "1-U-03", None]


# --- PD-5: market reserves in view ----------------------------------------------------------

def test_pd5_market_reserves_hidden_when_switched() -> None:
    state = position(2, seats=[{"reserved": ["2-R-03"]}])
    engine = engine_with(market_reserves_visible_to_all=False)
    for viewer in (None, 1):
        assert ENGINE.view(state, viewer)["seats"][0]["reserved"][0]["id"] == "2-R-03"
        assert engine.view(state, viewer)["seats"][0]["reserved"][0]["id"] is None
    assert engine.view(state, 0)["seats"][0]["reserved"][0]["id"] == "2-R-03"


# --- PD-6: passes -----------------------------------------------------------------------------

def test_pd6_pass_sent_by_the_player_when_not_automatic() -> None:
    engine = engine_with(pass_is_automatic=False)
    state = stuck(W4_U4, ["N-WU", "N-GR", "N-RK"], seat1_stuck=False)
    assert settle(state)["active"] == 1  # the shipped rules pass for seat 0
    state = settle(state, engine.rules)
    assert engine.to_move(state) == [0] and names(engine, state) == ["pass"]
    after = engine.apply(state, 0, "pass")
    assert english(after["events"])[:2] == ["Player 1 passes.",
                                   "The noble needing 4W 4U visits Player 1 (+3 prestige)."]
    assert engine.to_move(after) == [1]


def test_pd6_pass_at_any_time_when_switched() -> None:
    engine = engine_with(pass_only_when_no_other_action=False)
    state = engine.setup(2, 1, {})
    assert names(engine, state)[-1] == "pass" and "pass" not in names(ENGINE, state)
    after = engine.apply(state, 0, "pass")
    assert engine.to_move(after) == [1] and after["null_turns"] == 1
    with pytest.raises(IllegalMove, match="only when no other action"):
        ENGINE.apply(state, 0, "pass")


# --- PD-9: reveal at the end ----------------------------------------------------------------

def _deadlocked(engine: SplendorEngine) -> dict:
    state = stuck(["1-W-01", "1-W-08"], ["N-WU", "N-GR", "N-RK"])
    state["seats"][0]["reserved"][0]["blind"] = True
    return settle(state, engine.rules)


def test_pd9_blind_reserves_revealed_by_default() -> None:
    over = _deadlocked(ENGINE)
    assert over["phase"] == "over"
    assert ENGINE.view(over, 1)["seats"][0]["reserved"][0]["id"] == "3-R-03"
    assert "L3 · 4★ red · costs 7G (blind)" in english(ENGINE.result(over).details[0])


def test_pd9_blind_reserves_kept_secret_when_switched() -> None:
    engine = engine_with(reveal_blind_reserves_at_game_end=False)
    over = _deadlocked(engine)
    assert over["phase"] == "over"
    for viewer in (None, 1):
        assert engine.view(over, viewer)["seats"][0]["reserved"][0]["id"] is None
    assert engine.view(over, 0)["seats"][0]["reserved"][0]["id"] == "3-R-03"
    details = english(engine.result(over).details[0])
    assert "4★ red" not in details and "a Level 3 card (blind)" in details


# --- PD-10: ranks below the winner ----------------------------------------------------------

def _ranked(engine: SplendorEngine) -> list[tuple[int, int]]:
    # seat 0 wins; seats 1 and 2 both have 1 prestige, seat 2 with one card more
    seats = [{"cards": ["2-W-06"]}, {"cards": ["1-W-08"]}, {"cards": ["1-U-08", "1-W-01"]}]
    state = position(3, seats=seats)
    state = {**state, "phase": "over", "end_reason": "deadlock"}
    return [(s.seat, s.rank) for s in engine.result(state).standings]


def test_pd10_fewer_cards_below_the_winner_by_default() -> None:
    assert _ranked(ENGINE) == [(0, 1), (1, 2), (2, 3)]


def test_pd10_equal_prestige_shares_a_rank_when_switched() -> None:
    engine = engine_with(ranking_below_first="prestige_desc_equal_share_rank")
    assert _ranked(engine) == [(0, 1), (1, 2), (2, 2)]
