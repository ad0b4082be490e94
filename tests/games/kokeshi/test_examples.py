"""The worked examples 1-9 of spec section 9, each as a scenario checking every figure."""

from __future__ import annotations

import random

import pytest

from bot.games.base import BadNotation, IllegalMove
from bot.games.message import component, msg
from tests.games.kokeshi.support import ENGINE, build, check_invariants, notations, play

MARKET = "market granny-04 sumo-08 fisherman-09 princess-05 samurai-01"


def example1_state() -> dict:
    return build(f"""
        players 2
        {MARKET}
        supply granny-02
        seat 0
        princess 1 start-princess-1
        samurai 1 start-samurai-2
    """)


def test_example1_first_turn_empty_landing() -> None:
    """Example 1: granny lands on the empty row 1, returns home, D6 offers the 5 slots."""
    state = example1_state()
    assert notations(state) == [f"advance {k}" for k in ENGINE.rules.kokeshi_ids]  # D1
    after = play(state, "advance granny")
    assert after["ask"]["id"] == "D6"
    assert notations(after) == ["take 1", "take 2", "take 3", "take 4", "take 5"]  # no Quality
    after = play(after, "take 2")
    aiko = after["seats"][0]
    assert aiko["board"][1][0] == "sumo-08-a"
    assert after["market"] == ["granny-04-a", "granny-02-a", "fisherman-09-a", "princess-05-a",
                               "samurai-01-a"]
    assert aiko["kokeshi"] == [0, 0, 0, 0, 0]
    assert aiko["animals"] == [0, 0, 0, 0] and aiko["happiness"] == 0
    assert ENGINE.adjacent_pairs(aiko["board"]) == 0
    assert after["revealed"] is True  # the refill drew from the supply
    assert after["active"] == 1 and after["turn"] == state["turn"] + 1
    check_invariants(after)


def example2_state() -> dict:
    return build("""
        players 2
        market granny-04 granny-02 fisherman-09 princess-05 samurai-01
        seat 0
        princess 1 start-princess-1
        granny 1 sumo-08
        samurai 1 start-samurai-2
    """)


def test_example2_short_chain_with_a_slash_tile() -> None:
    """Example 2: princess → start-princess-1, D2 picks K:granny → sumo-08: fox 1, cat 1."""
    state = example2_state()
    after = play(state, "advance princess")
    assert after["ask"]["id"] == "D2"
    assert notations(after) == ["side K:princess", "side K:granny"]
    after = play(after, "side K:granny")
    aiko = after["seats"][0]
    assert aiko["kokeshi"] == [1, 1, 0, 0, 0]
    assert aiko["animals"] == [0, 1, 1, 0]  # fox 1, cat 1
    assert after["market"] == state["market"]
    assert after["pending"] == [] and after["stack"] == []
    assert after["active"] == 1  # the turn ended
    assert after["revealed"] is False


def test_example2_the_other_side_sends_princess_to_an_empty_row() -> None:
    """Example 2, had she picked K:princess: row 2 is empty, princess home, D6 for row 2."""
    after = play(example2_state(), "advance princess", "side K:princess")
    assert after["ask"] == {"id": "D6", "k": 0, "row": 2, "options": [1, 2, 3, 4, 5]}
    assert after["seats"][0]["kokeshi"][0] == 0
    after = play(after, "take 1")
    assert after["seats"][0]["board"][0][1] == "granny-04-a"


def example3_state() -> dict:
    return build("""
        players 2
        seat 0
        granny 1 start-granny-2, 2 fisherman-08, 3 samurai-07, 4 princess-09, 5 sumo-10
        granny 6 fisherman-06, 7 princess-04, 8 granny-08 @7
        samurai 1 start-samurai-1, 2 granny-01, 3 princess-01, 4 fisherman-10, 5 sumo-02
        samurai 6 quality-samurai-2, 7 sumo-05 @5
    """)


def test_example3_quality_continuation_and_k_double_to_the_top() -> None:
    """Example 3: samurai 5 → Quality on 6 → 7 (K**): granny 7 → top (+3), row 8 skipped."""
    state = example3_state()
    after = play(state, "advance samurai")
    assert after["ask"]["id"] == "D4" and after["ask"]["code"] == "K**"
    # D4 offers all five Kokeshi, samurai itself included (PD-35)
    assert notations(after) == [f"move {k}" for k in ENGINE.rules.kokeshi_ids]
    after = play(after, "move granny")
    aiko = after["seats"][0]
    assert aiko["happiness"] == 3 and aiko["tops"] == 1
    assert aiko["kokeshi"] == [0, 0, 0, 7, 0]  # samurai on 7, granny home
    assert aiko["animals"] == [0, 0, 0, 0]  # granny-08 on row 8 was passed over
    assert after["stack"] == [] and after["active"] == 1


def test_example3_had_she_picked_samurai_itself() -> None:
    """Example 3 / PD-35: the Kokeshi on the resolving tile may be chosen; samurai passes
    the empty row 8 (which receives nothing) to the top."""
    after = play(example3_state(), "advance samurai", "move samurai")
    aiko = after["seats"][0]
    assert aiko["happiness"] == 3
    assert aiko["kokeshi"][3] == 0
    assert aiko["board"][3][7] is None  # row 8 got no tile
    assert after["market"] == example3_state()["market"]


def example4_state() -> dict:
    return build("""
        players 3
        active 1
        seat 1
        fisherman 1 start-fisherman-1, 2 samurai-04, 3 granny-05, 4 sumo-01, 5 princess-03 @5
        seat 2
        fisherman 4 quality-fisherman-1
    """)


def test_example4_level2_quality_tile_and_the_discard_rule() -> None:
    """Example 4: row 6 offers the 5 slots and Q2 (not Q3); taking it discards Q3 (R5.5)."""
    state = example4_state()
    assert [t for t in state["quality"] if "fisherman" in t] == [
        "quality-fisherman-2", "quality-fisherman-3"]
    after = play(state, "advance fisherman")
    assert notations(after) == ["take 1", "take 2", "take 3", "take 4", "take 5", "take q2"]
    achievements = ENGINE.achievements(after, 1)
    after = play(after, "take q2")
    bruno = after["seats"][1]
    assert bruno["board"][2][5] == "quality-fisherman-2"
    assert bruno["kokeshi"][2] == 0
    assert "quality-fisherman-3" in after["removed"]
    assert not [t for t in after["quality"] if "fisherman" in t]
    assert ENGINE.achievements(after, 1) == achievements + 1
    assert after["market"] == state["market"]
    assert after["revealed"] is False  # a Quality tile draws nothing
    check_invariants(after)


def example5_state() -> dict:
    return build("""
        players 2
        round 12
        bonus cat-4=start-granny-1 rabbit-4=start-sumo-2
        bonus panda-fox-6=start-princess-2 cat-rabbit-6=start-fisherman-2
        seat 0
        princess 1 start-princess-1, 2 samurai-04, 3 granny-03, 4 quality-princess-1
        granny 1 sumo-07, 2 princess-05, 3 fisherman-01, 4 samurai-10, 5 quality-granny-1
        fisherman 1 granny-09, 2 sumo-04
        sumo 1 start-sumo-1, 2 princess-08 @1
        animals panda 4 fox 4 cat 3 rabbit 2
    """)


def test_example5_red_line_bonus_tile_target_and_last_round() -> None:
    """Example 5: fox 4→5, cat 3→4 (red line, slot cat-4), D8 on fisherman row 3, end
    triggered in round 12: Aiko gets 1 more turn, Bruno 2 (E1, E2)."""
    state = example5_state()
    assert ENGINE.achievements(state, 0) == 4
    after = play(state, "advance sumo")
    aiko = after["seats"][0]
    assert aiko["animals"] == [4, 5, 4, 2]
    assert after["bonus"]["cat-4"] is None
    assert after["pending"] == [{"tile": "start-granny-1", "tracks": [0, 1, 2, 3, 4],
                                 "source": "cat-4"}]
    assert after["ask"]["id"] == "D8" and after["stack"] == []
    assert "place start-granny-1 fisherman" in notations(after)
    place = next(m for m in ENGINE.legal_moves(after, 0)
                 if m.notation == "place start-granny-1 fisherman")
    # reading order: rows 6, 5, 3 …
    assert place.path[-1] == msg("kokeshi-step-landing", number=3,
                                 kokeshi=component("fisherman"), row=3)
    after = play(after, "place start-granny-1 fisherman")
    assert after["seats"][0]["board"][2][2] == "start-granny-1"
    assert ENGINE.achievements(after, 0) == 5
    assert after["end"]["triggered"] and after["end"]["round"] == 12
    assert after["end"]["final_round"] == 13
    turns = []
    rng = random.Random(5)
    while ENGINE.to_move(after):
        seat = ENGINE.to_move(after)[0]
        if after["ask"]["id"] == "D1":
            turns.append((after["round"], seat))
        after = ENGINE.apply(after, seat, rng.choice(notations(after)))
    assert turns == [(12, 1), (13, 0), (13, 1)]
    assert ENGINE.result(after).reason == "achievements"


def example6_state() -> dict:
    return build("""
        players 2
        seat 0 happiness 12
        princess 1 start-princess-1, 2 samurai-04, 3 granny-03, 4 quality-princess-1
        princess 5 sumo-10, 6 princess-07
        granny 1 sumo-07, 2 princess-05, 3 fisherman-01, 4 samurai-10, 5 quality-granny-1
        fisherman 1 granny-09, 2 sumo-04, 3 start-granny-1
        samurai 1 samurai-02, 2 samurai-06, 3 fisherman-05, 4 granny-02, 5 princess-09
        samurai 6 sumo-03, 7 fisherman-08, 8 quality-samurai-3
        sumo 1 start-sumo-1, 2 princess-08, 4 granny-06
        animals panda 5 fox 7 cat 4 rabbit 2
        seat 1
        animals panda 5 fox 3 cat 6 rabbit 0
    """)


def test_example6_final_scoring() -> None:
    """Example 6: 12 + 22 + 6 + 13 + 29 − 6 = 76; 6 achievements (E3, R14)."""
    state = example6_state()
    state["seats"][0]["tops"] = 4
    parts = ENGINE.breakdown(state, 0)
    assert parts == {"happiness": 12, "animals": 22, "leaders": 6, "quality": 13,
                     "tracks": 29, "adjacency": -6, "total": 76, "achievements": 6}
    assert ENGINE.adjacent_pairs(state["seats"][0]["board"]) == 2
    # the track term, row by row: 6 → 7, 5 → 5, 3 → 2, 8 → 12, 4 → 3 (gaps do not matter)
    assert [ENGINE.rules.row_values[h] for h in (6, 5, 3, 8, 4)] == [7, 5, 2, 12, 3]


def test_example7_setup_both_tiles_on_one_track_rejected() -> None:
    """Example 7 / S8: two different tracks, row 1 only (the notation has no row)."""
    state = ENGINE.setup(2, 7, {})
    with pytest.raises(IllegalMove, match="different tracks"):
        ENGINE.apply(state, 0, "start princess princess")
    with pytest.raises(BadNotation):
        ENGINE.apply(state, 0, "start princess 2")
    with pytest.raises(BadNotation):
        ENGINE.apply(state, 0, "start princess samurai 2")
    assert all(not m.notation.startswith("start princess princess")
               for m in ENGINE.legal_moves(state, 0))


def test_example7_a_turn_is_exactly_one_chosen_advance() -> None:
    """Example 7 / R3, R16: no second advance by choice, no skipping."""
    state = example2_state()
    after = play(state, "advance princess")
    with pytest.raises(IllegalMove):
        ENGINE.apply(after, 0, "advance granny")
    with pytest.raises(BadNotation):
        ENGINE.apply(state, 0, "pass")
    assert all(n.startswith("advance ") for n in notations(state))


def test_example7_k_right_on_granny_track_and_on_sumo_track() -> None:
    """Example 7 / R7, PD-34: K> on granny offers fisherman, samurai, sumo only; on the
    sumo track it does nothing at all."""
    state = build("""
        players 2
        seat 0
        granny 1 granny-06
        sumo 1 sumo-06
    """)
    after = play(state, "advance granny")
    assert notations(after) == ["move fisherman", "move samurai", "move sumo"]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(after, 0, "move princess")
    assert refused.value.message.args["why"] == {
        "message": msg("kokeshi-why-right", kokeshi=component("granny")).to_json()}
    after = play(state, "advance sumo")
    assert after["active"] == 1
    assert after["seats"][0]["kokeshi"] == [0, 0, 0, 0, 1]


def test_example7_quality_tiles_never_offered_on_fisherman_row5() -> None:
    """Example 7 / R5.2: not another Kokeshi's, not above the threshold, not a second one."""
    state = build("""
        players 2
        seat 0
        fisherman 1 princess-08, 2 granny-08, 3 sumo-08, 4 samurai-08 @4
    """)
    after = play(state, "advance fisherman")
    assert notations(after) == ["take 1", "take 2", "take 3", "take 4", "take 5", "take q1"]
    with pytest.raises(IllegalMove, match="row 6"):
        ENGINE.apply(after, 0, "take q2")
    held = build("""
        players 2
        seat 0
        fisherman 1 princess-08, 2 quality-fisherman-1, 3 sumo-08, 4 samurai-08 @4
    """)
    after = play(held, "advance fisherman")
    assert notations(after) == ["take 1", "take 2", "take 3", "take 4", "take 5"]
    with pytest.raises(IllegalMove, match="already holds a Quality tile"):
        ENGINE.apply(after, 0, "take q1")


def test_example7_slash_tile_resolves_one_side_only() -> None:
    """Example 7 / R6, D2: asking for both sides is rejected."""
    after = play(example2_state(), "advance princess")
    with pytest.raises(BadNotation):
        ENGINE.apply(after, 0, "side K:princess K:granny")
    with pytest.raises(IllegalMove):
        ENGINE.apply(after, 0, "side A*")


def example8_state() -> dict:
    return build(f"""
        players 2
        {MARKET}
        supply fisherman-02
        bonus panda-4=start-fisherman-2
        seat 0
        princess 1 start-princess-2, 2 samurai-04, 3 sumo-02, 5 granny-05 @2
        granny 1 start-granny-1, 2 princess-04, 3 samurai-03, 4 granny-09 @3
        animals panda 3
    """)


def test_example8_pending_tiles_and_the_lowest_empty_row() -> None:
    """Example 8: K:granny recorded, A:panda claims panda-4, then granny's T= (D7 slot 5,
    refilled with fisherman-02); D8 puts start-fisherman-2 on princess row 4 (the gap),
    then samurai-01 goes automatically on granny row 5."""
    state = example8_state()
    after = play(state, "advance princess")
    aiko = after["seats"][0]
    assert aiko["kokeshi"][:2] == [3, 4]
    assert aiko["animals"][0] == 4 and ENGINE.achievements(after, 0) == 1
    assert after["pending"] == [{"tile": "start-fisherman-2", "tracks": [0, 1, 2, 3, 4],
                                 "source": "panda-4"}]
    assert after["ask"]["id"] == "D7" and after["ask"]["tracks"] == [1]
    assert notations(after) == ["gain 1", "gain 2", "gain 3", "gain 4", "gain 5"]
    after = play(after, "gain 5")
    assert after["market"][4] == "fisherman-02-a"
    assert after["revealed"] is True
    assert after["pending"][1] == {"tile": "samurai-01-a", "tracks": [1], "source": "T="}
    assert after["ask"]["id"] == "D8" and after["stack"] == []
    assert set(notations(after)) == {
        *(f"place start-fisherman-2 {k}" for k in ENGINE.rules.kokeshi_ids),
        "place samurai-01-a granny"}
    after = play(after, "place start-fisherman-2 princess")
    aiko = after["seats"][0]
    assert aiko["board"][0][3] == "start-fisherman-2"  # row 4, the gap, not row 6
    assert aiko["board"][1][4] == "samurai-01-a"  # automatic: one tile, one track
    assert after["active"] == 1
    check_invariants(after)


def test_example8_the_other_order() -> None:
    """Example 8: start-fisherman-2 on granny first takes row 5, samurai-01 row 6."""
    after = play(example8_state(), "advance princess", "gain 5",
                 "place start-fisherman-2 granny")
    aiko = after["seats"][0]
    assert aiko["board"][1][4] == "start-fisherman-2"
    assert aiko["board"][1][5] == "samurai-01-a"


def test_example9_end_timing_with_three_players() -> None:
    """Example 9: triggered in seat 1's round-20 turn; then seat 2, then round 21 (0, 1,
    2); the game ends after seat 2's turn in round 21: 21 turns each (E2)."""
    state = build("""
        players 3
        round 20
        active 1
        seat 1
        princess 4 quality-princess-1
        sumo 1 granny-08
        animals panda 4 fox 4 cat 4 rabbit 3
    """)
    state["turn"] = 1 + 19 * 3 + 1  # setup + 19 rounds + seat 0's turn of round 20
    after = play(state, "advance sumo")
    assert ENGINE.achievements(after, 1) == 5
    assert after["end"] == {"triggered": True, "round": 20, "seat": 1, "final_round": 21,
                            "reasons": ["achievements"], "reason": None}
    turns = []
    rng = random.Random(9)
    while ENGINE.to_move(after):
        seat = ENGINE.to_move(after)[0]
        if after["ask"]["id"] == "D1":
            turns.append((after["round"], seat))
        after = ENGINE.apply(after, seat, rng.choice(notations(after)))
    assert turns == [(20, 2), (21, 0), (21, 1), (21, 2)]
    assert after["round"] == 21 and after["phase"] == "over"
    assert after["turn"] == 1 + 21 * 3  # every player has played 21 turns
