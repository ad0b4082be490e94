"""Setup (S1–S8) and the four actions (R1–R5, R7), one scenario per rule clause."""

from __future__ import annotations

import json

import pytest

from bot.games.base import IllegalMove, NotYourDecision
from bot.games.splendor.engine import ENGINE, bonuses, prestige, settle
from bot.games.splendor.tables import CARDS, DATA, MAX_RESERVED, NOBLE_ORDER
from tests.games.test_splendor_support import (
    amounts,
    card_words,
    check_invariants,
    english,
    last_text,
    notations,
    play,
    position,
)

CHECKS = DATA["checks"]


# --- setup ------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [0, 1, 5, 6])
def test_s1_only_two_to_four_players(players: int) -> None:
    with pytest.raises(ValueError):
        ENGINE.setup(players, 1, {})
    assert (ENGINE.min_players, ENGINE.max_players) == (2, 4)


def test_s2_seat_zero_starts_and_order_is_fixed() -> None:
    state = ENGINE.setup(3, 5, {})
    seen = []
    for _ in range(7):
        seat = ENGINE.to_move(state)[0]
        seen.append((state["round"], seat))
        take = next(m for m in notations(state) if m.startswith("take"))
        state = play(state, take)
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (3, 0)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_s3_to_s8_setup(players: int) -> None:
    state = ENGINE.setup(players, 99, {})
    check_invariants(state)
    for tier in ("1", "2", "3"):
        row = state["market"][tier]
        assert len(row) == 4 and all(cid.startswith(f"{tier}-") for cid in row)
        assert len(state["decks"][tier]) == CHECKS["deck_sizes_after_setup"][tier]
        assert all(cid.startswith(f"{tier}-") for cid in state["decks"][tier])
    assert len(state["nobles"]) == players + 1  # S5
    assert len(state["nobles_out"]) == 10 - (players + 1)
    gems = {2: 4, 3: 5, 4: 7}[players]  # S6
    assert state["supply"] == amounts(f"W{gems} U{gems} G{gems} R{gems} K{gems} *5")
    for seat in state["seats"]:  # S7
        assert not any(seat["tokens"].values())
        assert seat["cards"] == seat["nobles"] == seat["reserved"] == []
    # S8
    assert (state["round"], state["active"], state["end_triggered"], state["null_turns"]) == (
        1, 0, False, 0)
    assert state["schema"] == 1 and isinstance(state["rng"], int)


def test_s3_setup_is_deterministic_per_seed() -> None:
    assert ENGINE.setup(2, 42, {}) == ENGINE.setup(2, 42, {})
    assert ENGINE.setup(2, 42, {})["market"] != ENGINE.setup(2, 43, {})["market"]
    assert json.loads(json.dumps(ENGINE.setup(4, 7, {}))) == ENGINE.setup(4, 7, {})


def test_s5_left_out_nobles_are_in_no_view() -> None:
    state = ENGINE.setup(2, 3, {})
    for viewer in (None, 0, 1):
        text = json.dumps(ENGINE.view(state, viewer))
        for noble in state["nobles_out"]:
            assert f'"{noble}"' not in text
        assert "nobles_out" not in text and "decks" not in text
    assert sorted(state["nobles"] + state["nobles_out"]) == sorted(NOBLE_ORDER)


# --- R1 / R2 / R3: taking tokens --------------------------------------------------------

def test_r1_one_action_then_the_turn_passes() -> None:
    state = ENGINE.setup(2, 1, {})
    after = play(state, "take W U G")
    assert ENGINE.to_move(after) == [1]
    with pytest.raises(NotYourDecision):
        ENGINE.apply(after, 0, "take W U G")


def test_r2_take_three_distinct() -> None:
    state = ENGINE.setup(2, 1, {})
    after = play(state, "take W U G")
    assert after["seats"][0]["tokens"] == amounts("W1 U1 G1")
    assert after["supply"] == amounts("W3 U3 G3 R4 K4 *5")
    assert english(after["events"]) == ["Player 1 took white, blue, and green."]
    assert state["supply"] == amounts("W4 U4 G4 R4 K4 *5")  # input untouched


@pytest.mark.parametrize("text", ["take W U", "take W"])
def test_r2_fewer_than_three_is_illegal_while_three_colours_remain(text: str) -> None:
    state = ENGINE.setup(2, 1, {})
    with pytest.raises(IllegalMove, match="exactly 3 different gems"):
        ENGINE.apply(state, 0, text)


def test_r2_reduced_take_with_two_colours_left() -> None:
    state = position(3, supply="W0 U0 G3 R0 K1 *2")
    takes = [m for m in notations(state) if m.startswith("take")]
    assert takes == ["take G K"]
    with pytest.raises(IllegalMove, match="exactly 2 different gems"):
        ENGINE.apply(state, 0, "take G")


def test_r2_reduced_take_with_one_colour_left() -> None:
    state = position(2, supply="R2 *5")
    assert [m for m in notations(state) if m.startswith("take")] == ["take R"]
    after = play(state, "take R")
    assert after["seats"][0]["tokens"]["red"] == 1


def test_r2_not_available_without_gem_tokens() -> None:
    state = position(2, supply="*5")
    assert not [m for m in notations(state) if m.startswith("take")]
    with pytest.raises(IllegalMove, match="pile is empty"):
        ENGINE.apply(state, 0, "take W")


def test_r2_empty_pile_cannot_be_named() -> None:
    state = position(2, supply="W4 U3 G1 R0 K2 *0")
    with pytest.raises(IllegalMove, match="The red pile is empty"):
        ENGINE.apply(state, 0, "take W U R")


@pytest.mark.parametrize("text", ["take W U *", "take * *", "take *"])
def test_r2_r3_gold_is_never_taken(text: str) -> None:
    state = ENGINE.setup(2, 1, {})
    with pytest.raises(IllegalMove, match="Gold is never taken"):
        ENGINE.apply(state, 0, text)


def test_r2_legal_whatever_the_player_holds() -> None:
    state = position(2, seats=[{"tokens": "W2 U2 G2 R2 K2"}, {}])
    after = play(state, "take W U G")
    assert after["phase"] == "return" and after["pending"] == {"kind": "return", "count": 3}


def test_r3_take_two_needs_four_in_the_pile() -> None:
    state = position(2, supply="W4 U3 G1 R0 K2 *0")
    takes = [m for m in notations(state) if m.startswith("take")]
    assert "take W W" in takes and "take U U" not in takes
    with pytest.raises(IllegalMove, match="The blue pile has 3 tokens; taking 2 needs at least 4"):
        ENGINE.apply(state, 0, "take U U")
    after = play(state, "take W W")
    assert after["supply"]["white"] == 2 and after["seats"][0]["tokens"]["white"] == 2


def test_r3_legal_whatever_the_player_holds() -> None:
    state = position(4, seats=[{"tokens": "U3 G3 R3 K1"}])
    after = play(state, "take W W")
    assert after["pending"] == {"kind": "return", "count": 2}


# --- R4: reserving ----------------------------------------------------------------------

def test_r4_reserve_from_the_market_takes_gold_and_refills() -> None:
    state = position(2, decks={"2": ["2-K-06"]})
    slot_card = state["market"]["2"][2]
    after = play(state, "reserve T2-3")
    seat = after["seats"][0]
    assert seat["reserved"] == [{"id": slot_card, "tier": 2, "blind": False}]
    assert seat["tokens"]["gold"] == 1 and after["supply"]["gold"] == 4
    assert after["market"]["2"][2] == "2-K-06"  # R7 + PD-4: same slot
    assert len(after["decks"]["2"]) == len(state["decks"]["2"]) - 1
    said = english(after["events"])
    assert said[0].startswith(f"Player 1 reserved {card_words(CARDS[slot_card])}")
    assert said[1] == f"Slot T2-3 was refilled with {card_words(CARDS['2-K-06'])}."
    check_invariants(after, dealt=False)


def test_r4_blind_reserve_keeps_the_market_and_the_secret() -> None:
    state = position(2, decks={"3": ["3-K-04"]})
    after = play(state, "reserve D3")
    assert after["seats"][0]["reserved"] == [{"id": "3-K-04", "tier": 3, "blind": True}]
    assert after["market"] == state["market"]
    assert english(after["events"]) == [
        "Player 1 reserved a Level 3 card from the deck and took 1 gold."]
    assert "3-K-04" not in json.dumps(ENGINE.view(after, None))
    assert "3-K-04" not in json.dumps(ENGINE.view(after, 1))
    assert ENGINE.view(after, 0)["seats"][0]["reserved"][0]["id"] == "3-K-04"
    assert "3-K-04" not in last_text(after) and after["last_move"]["slot"] is None


def test_r4_limit_of_three_reserved_cards() -> None:
    state = position(2, seats=[{"reserved": ["1-K-08", "2-R-05", "3-U-02"]}])
    assert not [m for m in notations(state) if m.startswith("reserve")]
    for text in ("reserve T1-1", "reserve D1"):
        with pytest.raises(IllegalMove, match=f"already hold {MAX_RESERVED} reserved cards"):
            ENGINE.apply(state, 0, text)


def test_r4_reserve_with_no_gold_left() -> None:
    state = position(2, supply="W4 U4 G4 R4 K4 *0")
    after = play(state, "reserve T1-1")
    assert after["seats"][0]["tokens"]["gold"] == 0
    assert len(after["seats"][0]["reserved"]) == 1
    assert "the gold pile is empty, so no gold" in english(after["events"])[0]


def test_r4_an_affordable_card_may_be_reserved() -> None:
    state = position(2, seats=[{"tokens": "W3 U1 K1"}], market={"1": ["1-W-01"]})
    moves = notations(state)
    assert "buy T1-1" in moves and "reserve T1-1" in moves


def test_r4_empty_slot_and_empty_deck_cannot_be_reserved() -> None:
    state = position(2, market={"1": [None, "1-U-01", "1-U-02", "1-U-03"]}, exhausted=("1",))
    moves = notations(state)
    assert "reserve T1-1" not in moves and "reserve D1" not in moves
    assert "reserve T1-2" in moves and "reserve D2" in moves
    with pytest.raises(IllegalMove, match="Market slot T1-1 is empty"):
        ENGINE.apply(state, 0, "reserve T1-1")
    with pytest.raises(IllegalMove, match="The Level 1 deck is empty"):
        ENGINE.apply(state, 0, "reserve D1")
    with pytest.raises(IllegalMove, match="Market slot T1-1 is empty"):
        ENGINE.apply(state, 0, "buy T1-1")


# --- R5: buying -------------------------------------------------------------------------

def test_r5_bonus_surplus_never_reduces_another_colour() -> None:
    # W4 bonuses, card costs R4: white surplus does nothing for red
    state = position(2, seats=[{"cards": ["1-W-08", "1-W-01", "1-W-04", "1-W-05"],
                                "tokens": "R3"}],
                     market={"1": ["1-U-08"]})
    assert "buy T1-1" not in notations(state)
    with pytest.raises(IllegalMove, match="You need 1 more red token or gold to buy L1 · 1★ blue"):
        ENGINE.apply(state, 0, "buy T1-1")


def test_r5_multi_colour_shortfall_message() -> None:
    state = position(2, seats=[{"tokens": "W1 *1"}], market={"2": ["2-R-03"]})
    with pytest.raises(IllegalMove,
                       match=r"7 tokens short for L2 · 2★ red \(W2 K5\) and hold 1 gold"):
        ENGINE.apply(state, 0, "buy T2-1")


def test_r5_free_purchase_is_still_the_action() -> None:
    cards = ["1-R-01", "1-R-04", "1-R-05"]
    state = position(2, seats=[{"cards": cards, "tokens": "W1"}], market={"1": ["1-G-07"]})
    after = play(state, "buy T1-1")
    assert after["seats"][0]["tokens"] == amounts("W1")
    assert after["seats"][0]["cards"] == [*cards, "1-G-07"]
    assert "for free" in english(after["events"])[0] and ENGINE.to_move(after) == [1]


def test_r5_buy_own_reserved_card_leaves_the_market_alone() -> None:
    state = position(2, seats=[{"reserved": ["1-K-08"], "tokens": "U4"}])
    after = play(state, "buy 1-K-08")
    seat = after["seats"][0]
    assert seat["reserved"] == [] and seat["cards"] == ["1-K-08"] and prestige(seat) == 1
    assert after["market"] == state["market"] and after["decks"] == state["decks"]
    assert after["supply"]["blue"] == 4


def test_r5_blind_reserve_becomes_public_when_bought() -> None:
    state = position(2, seats=[{"reserved": [("1-K-08", True)], "tokens": "U4"}])
    assert "1-K-08" not in json.dumps(ENGINE.view(state, None))
    moves = {m.notation: m for m in ENGINE.legal_moves(state, 0)}
    assert moves["buy 1-K-08"].reveals
    after = play(state, "buy 1-K-08")
    public = ENGINE.view(after, None)
    assert public["seats"][0]["cards"] == ["1-K-08"]
    assert "reserved blind" in english(after["events"])[0]


def test_r5_other_players_reserved_cards_cannot_be_bought_and_do_not_leak() -> None:
    state = position(2, seats=[{"tokens": "U4 R4"}, {"reserved": [("1-U-08", True)]}],
                     decks={"1": ["1-W-08"]})
    with pytest.raises(IllegalMove) as held_by_other:
        ENGINE.apply(state, 0, "buy 1-U-08")
    with pytest.raises(IllegalMove) as in_deck:
        ENGINE.apply(state, 0, "buy 1-W-08")
    # the same answer for a deck card and someone's blind reserve: nothing is revealed
    assert held_by_other.value.message == in_deck.value.message
    assert "not one of your reserved cards" in english(held_by_other.value.message)


def test_r5_market_card_named_by_id_points_to_its_slot() -> None:
    state = position(2, market={"1": ["1-W-01"]})
    with pytest.raises(IllegalMove,
                       match=r"That card \(L1 · white\) is in the market; buy it by its slot"):
        ENGINE.apply(state, 0, "buy 1-W-01")


def test_r5_purchase_counts_for_bonuses_at_once() -> None:
    state = position(2, seats=[{"tokens": "R3"}], market={"1": ["1-G-07"]})
    after = play(state, "buy T1-1")
    assert bonuses(after["seats"][0]) == [0, 0, 1, 0, 0]


# --- R7: refills ------------------------------------------------------------------------

def test_r7_refill_goes_to_the_vacated_slot() -> None:
    state = position(2, seats=[{"tokens": "U3"}],
                     market={"1": ["1-U-01", "1-W-02", "1-U-02", "1-U-03"]},
                     decks={"1": ["1-K-01"]})
    after = play(state, "buy T1-2")
    assert after["market"]["1"] == ["1-U-01", "1-K-01", "1-U-02", "1-U-03"]
    assert after["last_move"]["seat"] == 0 and after["last_move"]["slot"] == "T1-2"
    assert last_text(after) == "bought L1 · white from T1-2"


def test_r7_empty_deck_leaves_the_slot_empty() -> None:
    state = position(2, seats=[{"tokens": "U3"}],
                     market={"1": ["1-U-01", "1-W-02", "1-U-02", "1-U-03"]}, exhausted=("1",))
    moves = {m.notation: m for m in ENGINE.legal_moves(state, 0)}
    assert not moves["buy T1-2"].reveals and not moves["reserve T1-1"].reveals
    after = play(state, "buy T1-2")
    assert after["market"]["1"] == ["1-U-01", None, "1-U-02", "1-U-03"]
    assert "The Level 1 deck is empty, so slot T1-2 stays empty." in english(after["events"])
    assert not any(m.endswith("T1-2") for m in notations(settle(play(after, "take W U G"))))
