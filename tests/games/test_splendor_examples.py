"""The worked examples W1–W11 of spec section 9, each as a scenario."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalMove, NotYourDecision, Result
from bot.games.splendor.engine import ENGINE, bonuses, prestige, settle
from tests.games.test_splendor_support import (
    amounts,
    check_invariants,
    english,
    notations,
    play,
    position,
)


def test_w1_setup_with_three_players() -> None:
    state = ENGINE.setup(3, 2024, {})
    assert state["supply"] == amounts("W5 U5 G5 R5 K5 *5")
    assert sum(state["supply"].values()) == 30
    assert len(state["nobles"]) == 4 and len(state["nobles_out"]) == 6
    assert [len(state["market"][t]) for t in "123"] == [4, 4, 4]
    assert [len(state["decks"][t]) for t in "123"] == [36, 26, 16]
    assert ENGINE.to_move(state) == [0]
    for seat in state["seats"]:
        assert sum(seat["tokens"].values()) == 0 and prestige(seat) == 0 and not seat["cards"]
    check_invariants(state)


def w2_state() -> dict:
    ann = {"cards": ["1-W-02", "1-K-05", "1-K-06", "1-K-07", "1-K-08"], "tokens": "W1 U1 K2 *2"}
    return position(2, seats=[ann], market={"3": ["3-K-01", "3-W-04"]},
                    decks={"3": ["3-R-01"]})


def test_w2_pd3_single_legal_payment_is_paid_without_asking() -> None:
    state = w2_state()
    seat = state["seats"][0]
    assert bonuses(seat) == [1, 0, 0, 0, 4] and prestige(seat) == 1
    buys = [m for m in notations(state) if m.startswith("buy T3-2")]
    assert buys == ["buy T3-2"]
    after = play(state, "buy T3-2")
    seat = after["seats"][0]
    assert seat["tokens"] == amounts("U1")
    assert bonuses(seat) == [2, 0, 0, 0, 4] and prestige(seat) == 6 and len(seat["cards"]) == 6
    gained = {c: after["supply"][c] - state["supply"][c] for c in state["supply"]}
    assert gained == amounts("W1 K2 *2")
    assert after["market"]["3"][1] == "3-R-01"
    assert len(after["decks"]["3"]) == len(state["decks"]["3"]) - 1
    assert english(after["events"])[0] == (
        "Player 1 bought a 5-point white card (Level 3, cost 3W 7K) from slot T3-2, "
        "paying 1 white, 2 black, and 2 gold.")


def w3_state() -> dict:
    return position(2, seats=[{"tokens": "W1 U2 R2 *1"}], market={"1": ["1-G-05"]})


def test_w3_pd3_three_legal_payments_auto_or_custom() -> None:
    state = w3_state()
    buys = [m for m in ENGINE.legal_moves(state, 0) if m.notation.startswith("buy T1-1")]
    assert [m.notation for m in buys] == [
        "buy T1-1", "buy T1-1 pay U2 R1 *1", "buy T1-1 pay U1 R2 *1"]
    assert [english(m.path[-1]) for m in buys] == [
        "Auto pay: 2U 2R", "Pay: 2U 1R + 1 gold", "Pay: 1U 2R + 1 gold"]
    assert play(state, "buy T1-1")["seats"][0]["tokens"] == amounts("W1 *1")
    assert play(state, "buy T1-1 pay U1 R2 *1")["seats"][0]["tokens"] == amounts("W1 U1")
    assert play(state, "buy T1-1 pay U2 R1 *1")["seats"][0]["tokens"] == amounts("W1 R1")


@pytest.mark.parametrize(("payment", "reason"), [
    ("U1 R1 *2", "You hold only 1 gold"),
    ("U2 R2 *1", "1 gold more than is due"),
    ("W1 U2 R1", "No white is due for this card"),
    ("U2 R2", "That is the automatic payment; send `buy T1-1` without `pay`"),
    ("U2", "leaves 2 tokens unpaid"),
    ("U3 R1", "Only 2 blue is due"),
])
def test_w3_illegal_payments(payment: str, reason: str) -> None:
    with pytest.raises(IllegalMove, match=reason):
        ENGINE.apply(w3_state(), 0, f"buy T1-1 pay {payment}")


def w4_state(held: str = "") -> dict:
    return position(3, seats=[{"tokens": held}], supply="W0 U0 G3 R0 K1 *2")


def test_w4_reduced_distinct_take() -> None:
    state = w4_state()
    assert [m for m in notations(state) if m.startswith("take")] == ["take G K"]
    for text, reason in [("take G", "exactly 2 different gems"),
                         ("take G G", "The green pile has 3 tokens; taking 2 needs at least 4"),
                         ("take G K *", "Gold is never taken")]:
        with pytest.raises(IllegalMove, match=reason):
            ENGINE.apply(state, 0, text)


def test_w4_reduced_take_then_return_one() -> None:
    state = play(w4_state("W3 U3 R3"), "take G K")
    assert state["pending"] == {"kind": "return", "count": 1}
    assert notations(state) == ["return W", "return U", "return G", "return R", "return K"]


def w5_state() -> dict:
    return position(2, seats=[{}, {"tokens": "W2 U2 G2 R2 K1"}], active=1,
                    supply="W2 U2 G2 R2 K3 *5")


def test_w5_token_limit_after_taking_three() -> None:
    state = play(w5_state(), "take W U G")
    assert state["seats"][1]["tokens"] == amounts("W3 U3 G3 R2 K1")
    assert state["pending"] == {"kind": "return", "count": 2}
    for text in ("return R", "return R K W"):
        with pytest.raises(IllegalMove, match="exactly 2 tokens"):
            ENGINE.apply(state, 1, text)
    after = play(state, "return R K")
    assert after["seats"][1]["tokens"] == amounts("W3 U3 G3 R1")
    assert play(state, "return W U")["seats"][1]["tokens"] == amounts("W2 U2 G3 R2 K1")
    with pytest.raises(IllegalMove, match="exactly 3 different gems"):
        ENGINE.apply(w5_state(), 1, "take W")


def w6_state(gold: int) -> dict:
    cid = {"tokens": "W2 U2 G2 R2 K2", "reserved": ["1-K-08"]}
    return position(3, seats=[cid], supply=f"W3 U3 G3 R3 K3 *{gold}",
                    market={"2": ["2-K-01", "2-K-02", "2-K-03", "2-R-03"]},
                    decks={"2": ["2-G-06"]})


def test_w6_reserving_while_holding_ten() -> None:
    state = play(w6_state(3), "reserve T2-4")
    seat = state["seats"][0]
    assert [r["id"] for r in seat["reserved"]] == ["1-K-08", "2-R-03"]
    assert sum(seat["tokens"].values()) == 11 and state["supply"]["gold"] == 2
    assert state["market"]["2"][3] == "2-G-06"
    assert state["pending"] == {"kind": "return", "count": 1}
    after = play(state, "return *")
    assert after["supply"]["gold"] == 3 and after["seats"][0]["tokens"]["gold"] == 0
    assert ENGINE.to_move(after) == [1]


def test_w6_variant_no_gold_left() -> None:
    state = play(w6_state(0), "reserve T2-4")
    assert sum(state["seats"][0]["tokens"].values()) == 10
    assert state["phase"] == "action" and ENGINE.to_move(state) == [1]


DEE = ["2-W-05", "1-W-02", "1-W-04", "2-U-05", "1-U-03", "1-U-07", "1-G-01", "1-G-04",
       "2-R-05", "1-R-01", "1-R-04", "1-R-07", "1-K-02", "1-K-05"]


def test_w7_free_purchase_two_nobles_and_one_next_turn() -> None:
    state = position(2, seats=[{"cards": DEE, "tokens": "W1"}], market={"1": ["1-G-07"]},
                     nobles=["N-WUG", "N-UGR", "N-GR"])
    seat = state["seats"][0]
    assert bonuses(seat) == [3, 3, 2, 4, 2] and prestige(seat) == 6 and len(DEE) == 14
    state = play(state, "buy T1-1")
    assert state["seats"][0]["tokens"] == amounts("W1")  # free: she paid nothing
    assert "for free" in english(state["events"])[0]
    assert state["phase"] == "noble" and notations(state) == ["noble N-WUG", "noble N-UGR"]
    state = play(state, "noble N-UGR")
    assert prestige(state["seats"][0]) == 9 and state["nobles"] == ["N-WUG", "N-GR"]
    state = play(state, "take R K W")  # the other player
    state = play(state, "take W U G")
    assert "The noble needing 3W 3U 3G visits Player 1 (+3 prestige)." in english(state["events"])
    assert prestige(state["seats"][0]) == 12 and state["nobles"] == ["N-GR"]


def w8_state(ann_cards: list[str]) -> dict:
    ann = {"cards": ann_cards, "tokens": "G4"}
    ben = {"cards": ["3-G-04", "3-R-04", "1-R-08"], "tokens": "R5"}
    cid = {"cards": ["3-K-04", "3-U-02", "2-K-06"], "tokens": "U4"}
    return position(3, seats=[ann, ben, cid], round_number=18,
                    market={"1": ["1-W-08"], "2": ["2-U-05"], "3": ["3-K-03"]})


def test_w8_end_of_game_timing() -> None:
    state = w8_state(["3-W-04", "3-U-04", "2-W-06"])
    assert ENGINE.scores(state) == [13, 11, 12]
    state = play(state, "buy T1-1")
    assert ENGINE.scores(state)[0] == 14 and not state["end_triggered"]
    state = play(state, "buy T3-1")
    assert ENGINE.scores(state)[1] == 15
    assert state["end_triggered"] and state["trigger"] == {"round": 18, "seat": 1}
    state = play(state, "buy T2-1")
    assert ENGINE.scores(state) == [14, 15, 14]
    assert state["phase"] == "over" and state["end_reason"] == "prestige"
    assert ENGINE.to_move(state) == [] and state["round"] == 18
    assert ENGINE.result(state).winners == [1]


def test_w8_variant_ann_triggers_and_the_others_still_play() -> None:
    state = w8_state(["3-W-04", "3-U-04", "2-W-06", "1-U-08"])
    state = play(state, "buy T1-1")
    assert state["trigger"] == {"round": 18, "seat": 0} and ENGINE.to_move(state) == [1]
    state = play(state, "take W U G")
    assert ENGINE.to_move(state) == [2]
    state = play(state, "take W G K")
    assert state["phase"] == "over" and state["round"] == 18


# The spec gives only Ann's total (12 from cards); 2-U-06 is Ben's, so she holds 2-K-06.
ANN_W9 = ["3-W-01", "3-U-01", "2-W-06", "2-K-06", "1-W-01", "1-W-03", "1-W-04", "1-W-05",
          "1-W-06", "1-U-01", "1-U-02", "1-U-03", "1-U-04"]
BEN_W9 = ["3-K-03", "3-R-03", "2-U-06", "2-W-05", "2-G-05", "1-W-02", "1-U-07", "1-G-07",
          "1-R-01", "1-K-05", "1-K-02"]
CID_W9 = ["3-G-04", "2-G-06", "2-R-06", "1-G-02", "1-G-03", "1-G-04", "1-R-02", "1-R-03",
          "1-R-04"]


def w9_result(ben_extra: list[str]) -> Result:
    seats = [
        {"cards": ANN_W9, "nobles": ["N-GR"]},
        {"cards": BEN_W9 + ben_extra, "reserved": ["3-W-04", "3-U-04", "2-K-01"]},
        {"cards": CID_W9, "nobles": ["N-RK"], "reserved": ["2-K-02"]},
    ]
    state = position(3, seats=seats)
    state["phase"], state["end_reason"] = "over", "prestige"
    return ENGINE.result(state)


def test_w9_final_scoring_and_tie_break() -> None:
    assert len(ANN_W9) == 13 and len(BEN_W9) == 11 and len(CID_W9) == 9
    result = w9_result([])
    scores = {s.seat: (s.score, s.breakdown["purchased"], s.rank) for s in result.standings}
    assert scores == {0: (15, 13, 2), 1: (15, 11, 1), 2: (14, 9, 3)}
    assert result.winners == [1]
    assert result.standings[0].breakdown == {"cards": 15, "nobles": 0, "purchased": 11}
    assert [s.seat for s in result.standings] == [1, 0, 2]


def test_w9_variant_shared_victory() -> None:
    result = w9_result(["1-K-03", "1-K-04"])
    assert result.winners == [0, 1]
    assert [(s.seat, s.rank) for s in result.standings] == [(0, 1), (1, 1), (2, 3)]


def w10_state() -> dict:
    ann = {"tokens": "U1 G2 R2 *1", "cards": ["1-W-02", "1-W-04"],
           "reserved": ["1-K-08", "2-R-05", "3-U-02"]}
    ben = {"reserved": [("1-U-08", True)]}
    return position(2, seats=[ann, ben], supply="W4 U3 G1 R0 K2 *0")


W10_REJECTED = [
    ("take U U", "The blue pile has 3 tokens; taking 2 needs at least 4."),
    ("take W U", "With 4 gem colours in the supply you must take exactly 3 different gems."),
    ("take W U R", "The red pile is empty."),
    ("take W U *", "Gold is never taken"),
    ("reserve T1-1", "You already hold 3 reserved cards; the limit is 3."),
    ("reserve D1", "You already hold 3 reserved cards; the limit is 3."),
    ("buy 3-U-02", "You need 4 more white tokens or gold to buy L3 · 4★ blue."),
    ("buy 1-K-08", "You need 2 more blue tokens or gold to buy L1 · 1★ black."),
    ("buy 1-U-08", "That card is not one of your reserved cards"),
    ("pass", "You may pass only when no other action is legal"),
]


@pytest.mark.parametrize(("text", "reason"), W10_REJECTED)
def test_w10_rejected(text: str, reason: str) -> None:
    state = w10_state()
    with pytest.raises(IllegalMove) as error:
        ENGINE.apply(state, 0, text)
    assert english(error.value.message).startswith(reason.rstrip("."))
    assert english(error.value.message).endswith(".")
    assert text not in notations(state)


def test_w10_take_two_white_is_legal_and_k_is_four() -> None:
    state = w10_state()
    takes = [m for m in notations(state) if m.startswith("take")]
    assert takes == ["take W U G", "take W U K", "take W G K", "take U G K", "take W W"]
    assert not [m for m in notations(state) if m.startswith("reserve")]
    assert play(state, "take W W")["seats"][0]["tokens"]["white"] == 2


def test_w10_return_after_taking_to_nine_is_rejected() -> None:
    state = play(w10_state(), "take W U G")
    assert sum(state["seats"][0]["tokens"].values()) == 9
    with pytest.raises(NotYourDecision):
        ENGINE.apply(state, 0, "return W")


def test_w10_empty_deck_or_slot_with_room_in_hand() -> None:
    state = position(2, seats=[{"reserved": ["1-K-08"]}], exhausted=("1",),
                     market={"1": ["1-W-01", None, None, None]})
    for text, reason in [("reserve D1", "The Level 1 deck is empty."),
                         ("reserve T1-2", "Market slot T1-2 is empty.")]:
        with pytest.raises(IllegalMove, match=reason):
            ENGINE.apply(state, 0, text)


def w11_state() -> dict:
    ann = {"tokens": "W4 U4 G2", "cards": ["2-G-06", "1-G-08"],
           "reserved": ["3-R-03", "3-K-03", "2-R-05"]}
    ben = {"tokens": "G2 R4 K4", "cards": ["2-G-05", "1-G-01"],
           "reserved": ["3-U-02", "2-K-03", "2-U-05"]}
    market = {"1": ["1-W-01", "1-W-03", "1-W-04", "1-U-02"],
              "2": ["2-W-01", "2-U-01", "2-U-02", "2-G-02"],
              "3": ["3-W-01", "3-U-01", "3-G-01", "3-R-01"]}
    return position(2, seats=[ann, ben], market=market, nobles=["N-WU", "N-RK", "N-KW"])


def test_w11_automatic_passes_and_deadlock() -> None:
    state = w11_state()
    assert state["supply"] == amounts("*5")  # conserved: every gem is held
    assert ENGINE.scores(state) == [4, 2]
    after = settle(state)
    assert english(after["events"]) == [
        "Player 1 has no legal action and passes.",
        "Player 2 has no legal action and passes.",
        "The game is over: nobody could act for 2 turns in a row.",
        "Player 1 wins with 4 prestige.",
    ]
    assert after["end_reason"] == "deadlock" and ENGINE.to_move(after) == []
    result = ENGINE.result(after)
    assert result.winners == [0] and [s.score for s in result.standings] == [4, 2]
    check_invariants(after, dealt=False)
