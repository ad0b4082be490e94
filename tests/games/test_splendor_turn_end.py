"""End-of-turn steps and the end of the game: R6, R8–R11, E1–E8 and the project
decisions PD-1 … PD-13 that are not covered with the actions."""

from __future__ import annotations

import json

import pytest

from bot.games.base import IllegalMove, NotYourDecision
from bot.games.splendor.engine import ENGINE, prestige, settle
from bot.games.splendor.tables import DATA, END_PRESTIGE, MAX_ROUNDS, MAX_TOKENS
from tests.games.test_splendor_support import amounts, english, notations, play, position

W4_U4 = ["1-W-01", "1-W-02", "1-W-03", "1-W-04", "1-U-01", "1-U-02", "1-U-03", "1-U-04"]
G4 = ["1-G-01", "1-G-02", "1-G-03", "1-G-04"]
# every card here costs some red or black beyond what W/U/G bonuses can cover
LOCKED_MARKET = {
    "1": ["1-G-05", "1-G-06", "1-G-07", "1-G-08"],
    "2": ["2-G-01", "2-G-02", "2-G-03", "2-G-04"],
    "3": ["3-G-01", "3-G-02", "3-G-03", "3-G-04"],
}
LOCKED_HAND_0 = ["3-R-03", "3-K-03", "2-R-05"]
LOCKED_HAND_1 = ["1-K-08", "2-K-03", "2-U-05"]


def stuck(seat0_cards: list[str], nobles: list[str], seat1_stuck: bool = True,
          **extra: object) -> dict:
    """Seat 0 cannot act: no gem tokens anywhere in the supply, a full hand, nothing
    affordable. Seat 1 is stuck too unless ``seat1_stuck`` is false."""
    seat1 = {"reserved": LOCKED_HAND_1} if seat1_stuck else {"reserved": ["1-K-08"]}
    return position(2, seats=[{"cards": seat0_cards, "reserved": LOCKED_HAND_0}, seat1],
                    supply="*5", market=LOCKED_MARKET, nobles=nobles, **extra)


# --- R6 / PD-6 / PD-7: automatic passes -------------------------------------------------

def test_r6_pass_is_automatic_and_a_noble_may_still_visit() -> None:
    state = settle(stuck(W4_U4, ["N-WU", "N-GR", "N-RK"], seat1_stuck=False))
    assert english(state["events"]) == [
        "Player 1 has no legal action and passes.",
        "The noble needing 4W 4U visits Player 1 (+3 prestige).",
    ]
    assert state["seats"][0]["nobles"] == ["N-WU"] and state["null_turns"] == 0
    assert ENGINE.to_move(state) == [1] and state["phase"] == "action"


def test_r6_pass_is_never_offered_nor_accepted() -> None:
    state = ENGINE.setup(2, 1, {})
    assert "pass" not in notations(state)
    with pytest.raises(IllegalMove, match="only when no other action is legal"):
        ENGINE.apply(state, 0, "pass")


def test_pd7_null_turns_count_only_passes_without_a_noble() -> None:
    state = settle(stuck(W4_U4, ["N-WU", "N-GR", "N-RK"]))
    assert english(state["events"]) == [
        "Player 1 has no legal action and passes.",
        "The noble needing 4W 4U visits Player 1 (+3 prestige).",
        "Player 2 has no legal action and passes.",  # null turn 1
        "Player 1 has no legal action and passes.",  # null turn 2 = N
        "The game is over: nobody could act for 2 turns in a row.",
        "Player 1 wins with 3 prestige.",
    ]
    assert state["phase"] == "over" and state["end_reason"] == "deadlock"
    assert ENGINE.to_move(state) == [] and ENGINE.legal_moves(state, 0) == []


def test_pd6_pass_then_noble_choice_then_cascade() -> None:
    state = settle(stuck(W4_U4 + G4, ["N-WU", "N-UG", "N-RK"]))
    assert state["phase"] == "noble" and ENGINE.to_move(state) == [0]
    assert state["pending"] == {"kind": "noble", "options": ["N-WU", "N-UG"]}
    assert notations(state) == ["noble N-WU", "noble N-UG"]
    assert english(ENGINE.prompt(state, 1)) == (
        "Waiting for Player 1 to choose which noble visits them.")
    after = play(state, "noble N-UG")
    # Ben passes (null 1); Ann passes and N-WU arrives (null 0); Ben (1); Ann (2): the end
    assert after["seats"][0]["nobles"] == ["N-UG", "N-WU"]
    assert after["end_reason"] == "deadlock"
    assert english(after["events"])[-3:-1] == [
        "Player 1 has no legal action and passes.",
        "The game is over: nobody could act for 2 turns in a row.",
    ]


# --- R8: token limit --------------------------------------------------------------------

def test_r8_return_exactly_the_excess_any_colour_gold_included() -> None:
    state = position(2, seats=[{"tokens": "W2 U2 G2 R2 *1"}])
    state = play(state, "take W U G")
    assert state["phase"] == "return" and ENGINE.to_move(state) == [0]
    assert english(ENGINE.prompt(state, 0)) == (
        "You hold 12 tokens; return exactly 2 tokens to get back to 10.")
    assert english(ENGINE.prompt(state, 1)) == "Waiting for Player 1 to return 2 tokens."
    for wrong, message in [("return *", "exactly 2 tokens, not 1"),
                           ("return W U G", "exactly 2 tokens, not 3"),
                           ("return K K", "You hold only 0 black"),
                           ("take W U G", "First return 2 tokens"),
                           ("buy T1-1", "First return 2 tokens"),
                           ("noble N-WU", "First return 2 tokens")]:
        with pytest.raises(IllegalMove, match=message):
            ENGINE.apply(state, 0, wrong)
    with pytest.raises(NotYourDecision):
        ENGINE.apply(state, 1, "return * W")
    after = play(state, "return W *")
    assert sum(after["seats"][0]["tokens"].values()) == MAX_TOKENS
    assert after["seats"][0]["tokens"] == amounts("W2 U3 G3 R2")
    assert english(after["events"]) == ["Player 1 returned 1 white and 1 gold."]
    assert ENGINE.to_move(after) == [1]


def test_r8_return_moves_are_every_multiset_of_held_tokens() -> None:
    state = play(position(2, seats=[{"tokens": "W2 U2 G2 R2 K1"}]), "take W U G")
    moves = notations(state)
    # pairs of 5 colours (10) plus doubles of W, U, G, R (black: only 1 held)
    assert len(moves) == len(set(moves)) == 14
    assert "return K K" not in moves and "return W W" in moves and "return R K" in moves


def test_r8_long_return_lists_are_split_into_menus_of_25() -> None:
    state = play(position(2, seats=[{"tokens": "W2 U2 G2 R2 K1 *1"}]), "take W U G")
    assert state["pending"] == {"kind": "return", "count": 3}
    moves = ENGINE.legal_moves(state, 0)
    assert len(moves) > 25
    for step in range(1, 3):
        groups: dict[tuple[str, ...], set[str]] = {}
        for move in moves:
            groups.setdefault(move.path[:step], set()).add(english(move.path)[step])
        assert all(len(options) <= 25 for options in groups.values())


def test_r8_no_return_at_ten_or_fewer() -> None:
    state = position(2, seats=[{"tokens": "W2 U2 G2"}])
    with pytest.raises(IllegalMove, match="returned only when a turn ends above 10"):
        ENGINE.apply(state, 0, "return W")
    after = play(state, "take W U G")
    assert after["phase"] == "action" and ENGINE.to_move(after) == [1]


# --- R9: nobles -------------------------------------------------------------------------

def test_r9_single_noble_visits_automatically_after_the_purchase() -> None:
    cards = ["1-W-01", "1-W-02", "1-W-03", "1-U-01", "1-U-02", "1-U-03", "1-G-01", "1-G-02"]
    state = position(2, seats=[{"cards": cards, "tokens": "R3"}],
                     market={"1": ["1-G-07"]}, nobles=["N-WUG", "N-RK", "N-KW"])
    after = play(state, "buy T1-1")
    assert after["seats"][0]["nobles"] == ["N-WUG"]
    assert after["nobles"] == ["N-RK", "N-KW"]  # not replaced
    assert "The noble needing 3W 3U 3G visits Player 1 (+3 prestige)." in english(after["events"])
    assert prestige(after["seats"][0]) == 3


def test_r9_tokens_never_count() -> None:
    cards = ["1-W-01", "1-W-02", "1-W-03", "1-U-01", "1-U-02", "1-U-03", "1-G-01", "1-G-02"]
    state = position(2, seats=[{"cards": cards, "tokens": "G4 *2"}], nobles=["N-WUG"])
    after = play(state, "take W U R")
    assert after["seats"][0]["nobles"] == [] and after["nobles"] == ["N-WUG"]


def test_r9_only_the_active_player_is_visited_and_may_lose_the_noble() -> None:
    both = W4_U4  # seat 1's; seat 0 holds four other white and four other blue cards
    state = position(2, seats=[{"cards": ["1-W-05", "1-W-06", "1-W-07", "1-W-08", "1-U-05",
                                          "1-U-06", "1-U-07", "1-U-08"]},
                               {"cards": both}], nobles=["N-WU", "N-GR", "N-RK"])
    after = play(state, "take W U G")
    assert after["seats"][0]["nobles"] == ["N-WU"]
    after = play(after, "take W U G")
    assert after["seats"][1]["nobles"] == [] and after["nobles"] == ["N-GR", "N-RK"]


def test_r9_other_qualifier_waits_for_their_own_turn() -> None:
    state = position(2, seats=[{}, {"cards": W4_U4}], nobles=["N-WU", "N-GR", "N-RK"])
    after = play(state, "take W U G")
    assert after["seats"][1]["nobles"] == [] and "N-WU" in after["nobles"]
    after = play(after, "take W U G")
    assert after["seats"][1]["nobles"] == ["N-WU"]


def test_r9_wrong_noble_choice() -> None:
    state = settle(stuck(W4_U4 + G4, ["N-WU", "N-UG", "N-RK"]))
    with pytest.raises(IllegalMove, match="The noble needing 4R 4K is not one you can choose now"):
        ENGINE.apply(state, 0, "noble N-RK")
    with pytest.raises(IllegalMove, match="First choose which noble visits you: the noble "
                                          "needing 4W 4U or the noble needing 4U 4G"):
        ENGINE.apply(state, 0, "take W U G")
    with pytest.raises(IllegalMove, match="No noble choice is pending"):
        ENGINE.apply(ENGINE.setup(2, 1, {}), 0, "noble N-WU")


# --- R10 / R11 / E3: the end trigger and the end ----------------------------------------

def cards_worth(points: int, avoid: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Some purchased cards worth exactly ``points`` (greedy over tier 3, 2, 1)."""
    chosen = []
    for item in sorted(DATA["cards"]["items"], key=lambda c: -c["points"]):
        if item["points"] and item["points"] <= points and item["id"] not in avoid:
            chosen.append(item["id"])
            points -= item["points"]
        if not points:
            return chosen
    raise AssertionError("cannot build that total")


def test_r10_noble_counts_for_the_trigger_and_triggers_once() -> None:
    cards = cards_worth(12, avoid=set(W4_U4)) + W4_U4
    state = position(3, seats=[{"cards": cards}], nobles=["N-WU", "N-GR", "N-RK", "N-KW"])
    after = play(state, "take W U G")
    assert prestige(after["seats"][0]) == 15 and after["end_triggered"]
    assert after["trigger"] == {"round": 1, "seat": 0}
    assert "Player 1 reached 15 prestige: the game ends after Player 3's turn." in english(
        after["events"])
    after = play(after, "take W U G")
    assert after["trigger"] == {"round": 1, "seat": 0}
    after = play(after, "take W U G")
    assert after["phase"] == "over" and after["end_reason"] == "prestige"


def test_e2_trigger_is_checked_at_the_end_of_the_turn_after_the_noble() -> None:
    dee = ["2-W-05", "1-W-02", "1-W-04", "2-U-05", "1-U-03", "1-U-07", "1-G-01", "1-G-04",
           "2-R-05", "1-R-01", "1-R-04", "1-R-07", "1-K-02", "1-K-05", "3-K-04", "1-K-08"]
    state = position(2, seats=[{"cards": dee}], market={"1": ["1-G-07"]},
                     nobles=["N-WUG", "N-UGR", "N-GR"])
    assert ENGINE.scores(state)[0] == 12
    state = play(state, "buy T1-1")
    assert state["phase"] == "noble" and not state["end_triggered"]
    state = play(state, "noble N-WUG")
    assert ENGINE.scores(state)[0] == 15 and state["trigger"] == {"round": 1, "seat": 0}


def test_e3_trigger_by_the_last_seat_ends_at_once() -> None:
    state = position(3, seats=[{}, {}, {"cards": cards_worth(14), "tokens": "U4"}],
                     market={"1": ["1-K-08"]}, active=2)
    after = play(state, "buy T1-1")
    assert after["phase"] == "over" and after["end_reason"] == "prestige"
    assert after["round"] == 1 and ENGINE.result(after).winners == [2]


def test_e4_later_players_may_overtake() -> None:
    first = cards_worth(15)
    second = cards_worth(15, avoid=set(first))
    state = position(2, seats=[{"cards": first}, {"cards": second, "tokens": "U4"}],
                     market={"1": ["1-K-08"]})
    state = play(state, "take W G R", "buy T1-1")
    result = ENGINE.result(state)
    assert result.winners == [1] and [s.score for s in result.standings] == [16, 15]


def test_pd8_round_cap_ends_after_the_last_seat() -> None:
    assert DATA["rules"]["max_rounds"]["value"] == MAX_ROUNDS
    state = position(2, round_number=MAX_ROUNDS)
    state = play(state, "take W U G")
    assert state["phase"] == "action" and ENGINE.to_move(state) == [1]
    state = play(state, "take W U G")
    assert state["phase"] == "over" and state["end_reason"] == "round_cap"
    assert state["round"] == MAX_ROUNDS
    assert f"round {MAX_ROUNDS} is complete" in english(state["events"])[-2]


def test_pd13_prestige_wins_the_label_over_the_round_cap() -> None:
    state = position(2, seats=[{}, {"cards": cards_worth(14), "tokens": "U4"}],
                     market={"1": ["1-K-08"]}, round_number=MAX_ROUNDS, active=1)
    after = play(state, "buy T1-1")
    assert after["end_reason"] == "prestige"


def test_pd13_deadlock_wins_the_label_over_the_round_cap() -> None:
    state = stuck(["1-W-01"], ["N-WU", "N-GR", "N-RK"], round_number=MAX_ROUNDS)
    state["null_turns"] = 0
    after = settle(state)
    assert after["end_reason"] == "deadlock" and after["round"] == MAX_ROUNDS


# --- E1, E5–E8, PD-9, PD-10: scoring -----------------------------------------------------

def over(state: dict, reason: str = "prestige") -> dict:
    state = dict(state, phase="over", end_reason=reason)
    return state


def test_e1_prestige_counts_cards_and_nobles_only() -> None:
    seat = {"cards": ["3-W-04", "1-W-08"], "nobles": ["N-GR"], "tokens": "W3 *3",
            "reserved": ["3-U-04"]}
    state = position(2, seats=[seat])
    assert ENGINE.scores(state) == [5 + 1 + 3, 0]
    result = ENGINE.result(over(state))
    assert result.standings[0].breakdown == {"cards": 6, "nobles": 3, "purchased": 2}


def test_e5_e6_shared_victory_and_skipped_rank() -> None:
    a = cards_worth(10)
    b = cards_worth(10, avoid=set(a))
    c = cards_worth(10, avoid=set(a + b))
    seats = [{"cards": [*c, "1-W-01"]}, {"cards": a}, {"cards": b}, {"cards": ["1-W-02"]}]
    state = position(4, seats=seats)
    # seats 1 and 2 tie on prestige and cards; seat 0 has as much prestige, one more card
    counts = [len(s["cards"]) for s in state["seats"]]
    assert counts[1] == counts[2] < counts[0]
    result = ENGINE.result(over(state))
    assert result.winners == [1, 2]
    assert [(s.seat, s.rank) for s in result.standings] == [(1, 1), (2, 1), (0, 3), (3, 4)]


def test_e7_deadlock_is_scored_normally_and_e8_pd9_reveal_everything() -> None:
    state = stuck(["1-W-01", "1-W-08"], ["N-WU", "N-GR", "N-RK"])
    state["seats"][0]["reserved"][0]["blind"] = True
    assert ENGINE.view(state, None)["seats"][0]["reserved"][0]["id"] is None
    after = settle(state)
    assert after["end_reason"] == "deadlock"
    result = ENGINE.result(after)
    assert result.reason == "deadlock" and result.winners == [0]
    assert english(result.details[0]) == (
        "Player 1 reserved cards: L3 · 4★ red · costs 7G (blind), "
        "L3 · 4★ black · costs 7R, L2 · 2★ red · costs 5K.")
    assert english(result.details[1]).startswith(
        "Player 2 reserved cards: L1 · 1★ black · costs 4U, ")
    for viewer in (None, 0, 1):
        assert ENGINE.view(after, viewer)["seats"][0]["reserved"][0]["id"] == "3-R-03"
    assert json.loads(json.dumps(result.to_json()))["reason"] == "deadlock"


def test_result_is_none_while_playing() -> None:
    assert ENGINE.result(ENGINE.setup(2, 1, {})) is None


# --- PD-1, PD-5, PD-11 -------------------------------------------------------------------

def test_pd1_the_engine_keeps_the_platforms_seat_order() -> None:
    state = ENGINE.setup(4, 11, {})
    assert ENGINE.to_move(state) == [0] and len(state["seats"]) == 4


def test_pd5_market_reserves_are_public_blind_ones_are_not() -> None:
    state = position(2, seats=[{"reserved": ["2-R-03", ("3-K-04", True)]}])
    for viewer, shown in [(None, None), (1, None), (0, "3-K-04")]:
        reserved = ENGINE.view(state, viewer)["seats"][0]["reserved"]
        assert reserved == [{"id": "2-R-03", "tier": 2, "blind": False},
                            {"id": shown, "tier": 3, "blind": True}]


def test_pd11_moves_that_reveal_are_marked() -> None:
    state = position(2, seats=[{"reserved": [("1-K-08", True), "1-U-08"], "tokens": "U4 R4"}])
    moves = {m.notation: m for m in ENGINE.legal_moves(state, 0)}
    assert not moves["take W G K"].reveals and not moves["take W W"].reveals
    assert moves["reserve T1-1"].reveals and moves["reserve D1"].reveals
    assert moves["buy 1-K-08"].reveals and not moves["buy 1-U-08"].reveals
    assert moves["reserve T1-1"].marker == "T1-1"


def test_end_prestige_is_read_from_data() -> None:
    assert DATA["rules"]["end_trigger_prestige"]["value"] == END_PRESTIGE
    assert DATA["rules"]["max_tokens_end_of_turn"]["value"] == MAX_TOKENS
