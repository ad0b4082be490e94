"""One test (or more) per numbered rule of the specification: S1–S9, R1–R44, E1–E7 and
the project decisions P1–P27, each named in the test's name or docstring. Switches in
the data are shown to change the behaviour on a modified copy."""

from __future__ import annotations

import re

import pytest

from bot.games.azul_queens_garden.engine import elements, fits, free_spaces, tile_count
from bot.games.base import BadNotation, IllegalMove, NotYourDecision
from tests.games.azul_queens_garden.support import (
    E,
    T,
    engine_with,
    events,
    hexagons,
    notations,
    position,
    random_game,
    text,
)


# --- setup ---------------------------------------------------------------------------
def test_s1_p26_setup_is_deterministic_and_seats_go_clockwise():
    """S1, P26: the same seed gives the same game; turns go to increasing seats."""
    assert E.setup(3, 42, {}) == E.setup(3, 42, {})
    assert E.setup(3, 42, {}) != E.setup(3, 43, {})
    state = E.setup(3, 42, {"start": "2"})
    assert state["active"] == 1
    state = E.apply(state, 1, next(n for n in notations(state) if n.startswith("acquire")))
    assert state["active"] == 2
    state = E.apply(state, 2, "pass")
    assert state["active"] == 0


def test_s2_each_player_starts_with_three_jokers_and_15_points():
    """S2."""
    for me in E.setup(4, 1, {})["seats"]:
        assert (me["score"], me["jokers"], me["tiles"], me["exps"], me["cells"], me["areas"]) \
            == (15, 3, {}, [], {}, {})


def test_s3_p3_schedule_random_per_game_and_fixed_switch():
    """S3, P3: every colour and pattern is a goal once; ``wheel.mode = fixed`` uses the
    data's schedule instead."""
    for seed in range(5):
        flat = [g for goals in E.setup(2, seed, {})["schedule"] for g in goals]
        assert sorted(flat) == sorted([*T.colours, *(f"p{v}" for v in range(1, 7))])
    fixed = [[{"kind": "colour", "id": "blue"}, {"kind": "pattern", "id": "p1"},
              {"kind": "colour", "id": "yellow"}]] * 4

    def change(data):
        data["wheel"]["mode"] = "fixed"
        data["wheel"]["fixed_schedule"] = fixed

    engine = engine_with(change)
    assert engine.setup(2, 9, {})["schedule"] == [["blue", "p1", "yellow"]] * 4


def test_s4_s6_s7_bag_stack_and_first_fill():
    """S4, S6, S7: 108 tiles in the bag, 4 drawn onto the first stack's top, none laid out."""
    state = E.setup(2, 5, {})
    assert sum(state["bag"].values()) == 104 and sum(state["tower"].values()) == 0
    assert len(state["top"]) == 4 and state["laid"] == []
    assert len(state["current"]) == 5


@pytest.mark.parametrize(("players", "per", "supply"), [(2, 5, 16), (3, 7, 8), (4, 8, 4)])
def test_s5_round_stacks_and_supply_by_player_count(players, per, supply):
    """S5 (§3.9)."""
    state = E.setup(players, 3, {})
    assert [len(s) for s in [state["current"], *state["stacks"]]] == [per] * 4
    assert len(state["supply"]) == supply


def test_s8_s9_p13_start_player_host_choice_or_random():
    """S8, S9, P13: the host's seat, else uniform random from the generator."""
    assert {E.setup(4, s, {"start": "3"})["active"] for s in range(5)} == {2}
    assert len({E.setup(4, s, {})["active"] for s in range(40)}) == 4
    assert E.check_setup(2, {"start": "3"}) is not None
    assert E.check_setup(2, {"start": "2"}) is None
    assert E.setup(2, 7, {"start": "4"})["active"] in (0, 1)  # refused earlier; no crash
    state = E.setup(2, 1, {"start": "2"})
    assert state["start_player"] == state["active"] == 1 and state["first_passer"] is None


# --- turns -----------------------------------------------------------------------------
def test_r1_e1_four_rounds_then_the_end():
    """R1, E1: the game ends when everybody has passed in round 4."""
    states, _ = random_game(2, 11)
    assert max(s["round"] for s in states) == 4 and states[-1]["phase"] == "over"


def test_r2_one_action_per_turn_and_pass_always_offered():
    """R2, R32: the action kinds; pass is always offered, placing only when possible."""
    state = E.setup(2, 1, {})
    verbs = {n.split()[0] for n in notations(state)}
    assert verbs == {"acquire", "buy", "pass"}  # nothing to place yet; 15 points buy (R26)
    state = position("players 2\nactive 0\nseat 0 storage blue_1 J J J")
    verbs = {n.split()[0] for n in notations(state)}
    assert verbs == {"acquire", "place", "buy", "pass"}


def test_r3_a_player_alone_plays_turn_after_turn():
    """R3: once the others passed, the same seat acts again, and each turn is counted."""
    state = position("players 3\nactive 0\nseat 1 passed\nseat 2 passed\nfirst_passer 1\n"
                     "seat 0 storage blue_1 blue_2 J J J")
    after = E.apply(state, 0, "place blue_1 F0")
    assert after["active"] == 0 and after["turn"] == state["turn"] + 1
    again = E.apply(after, 0, "place blue_2 F1 pay 1J")
    assert again["active"] == 0 and again["turn"] == state["turn"] + 2


def test_r4_submitted_moves_are_revalidated():
    """R4: a move by the wrong seat or one no longer legal is refused, nothing changes."""
    state = E.setup(2, 1, {"start": "1"})
    with pytest.raises(NotYourDecision):
        E.apply(state, 1, "pass")
    with pytest.raises(IllegalMove):
        E.apply(state, 0, "place blue_1 F0")


# --- acquiring -------------------------------------------------------------------------
def test_r5_p20_selectable_items_and_labels():
    """R5, P20: face-down expansions are never selectable; labels in laying-out order;
    copies in one location are one item."""
    state = position("""
players 2
active 0
top blue_3 blue_3 yellow_1 yellow_2
laid L1 down lightgreen_1
laid L2 up exp_darkgreen_4
""")
    assert E.selectable(state) == [("T", "blue_3", False), ("T", "yellow_1", False),
                                   ("T", "yellow_2", False), ("L1", "lightgreen_1", False),
                                   ("L2", "darkgreen_4", True)]
    after = E.apply(state, 0, "acquire blue")
    assert after["laid"][-1]["label"] == "L3"


def test_r6_the_criterion_must_show_on_some_item():
    """R6."""
    state = position("players 2\nactive 0\ntop blue_1 blue_2 blue_3 blue_4")
    with pytest.raises(IllegalMove, match="Nothing in the display shows Yellow"):
        E.apply(state, 0, "acquire yellow")
    with pytest.raises(BadNotation):
        E.apply(state, 0, "acquire red")


def test_r7_take_one_of_every_kind():
    """R7: every kind showing the criterion is taken, one each."""
    state = position("players 2\nactive 0\ntop blue_1 blue_1 blue_2 yellow_1")
    after = E.apply(state, 0, "acquire blue")
    assert after["seats"][0]["tiles"] == {"blue_1": 1, "blue_2": 1}
    assert after["laid"][0]["tiles"] == ["blue_1", "yellow_1"]


def test_r8_duplicates_choose_a_location():
    """R8: a duplicate across locations needs a choice; redundant choices are refused."""
    state = position("players 2\nactive 0\ntop blue_1 blue_2 yellow_3 yellow_4\n"
                     "laid L1 down blue_1 darkgreen_2")
    assert [n for n in notations(state) if n.startswith("acquire blue")] == [
        "acquire blue blue_1@T", "acquire blue blue_1@L1"]
    with pytest.raises(IllegalMove, match=r"Blue 1 lies on the stack's top \(T\) and on the "
                                          "laid-out expansion L1; say which copy"):
        E.apply(state, 0, "acquire blue")
    with pytest.raises(IllegalMove, match=r"Blue 2 lies only on the stack's top \(T\), so "
                                          "there is no copy to choose"):
        E.apply(state, 0, "acquire blue blue_1@L1 blue_2@T")
    with pytest.raises(IllegalMove, match="There is no Blue 1 at L2"):
        E.apply(state, 0, "acquire blue blue_1@L2")


def test_r9_p19_capacity_for_tiles_and_expansions():
    """R9, P19: no partial take; expansion slots count too."""
    state = position("players 2\nactive 0\ntop blue_1 blue_2 yellow_3 yellow_4\n"
                     "laid L1 up exp_blue_5\nseat 0 storage exp_yellow_1 exp_yellow_2 J J J")
    with pytest.raises(IllegalMove, match="1 expansion would not fit in your storage"):
        E.apply(state, 0, "acquire blue")
    assert "acquire yellow" in notations(state)
    full = position("players 2\nactive 0\ntop blue_1 blue_2 yellow_3 yellow_4\n"
                    "seat 0 storage J J J J J J J J J J J")
    assert [n for n in notations(full) if n.startswith("acquire")] == ["acquire p3", "acquire p4",
                                                                     "acquire p1", "acquire p2"] \
        or all(len(m.split()) == 2 for m in notations(full) if m.startswith("acquire"))
    with pytest.raises(IllegalMove, match="Taking 2 tiles and 0 expansions would not fit"):
        E.apply(full, 0, "acquire blue")


def test_r10_r11_r16_taken_pieces_stack_advance_and_fill():
    """R10, R11, R16: pieces go to storage, a tile from T moves the top out and refills."""
    state = position("players 2\nactive 0\ntop blue_1 yellow_2 yellow_3 yellow_4\n"
                     "current exp_blue_6 *3\nlaid L1 up exp_blue_5")
    after = E.apply(state, 0, "acquire blue")
    me = after["seats"][0]
    assert me["tiles"] == {"blue_1": 1} and me["exps"] == ["exp_blue_5"]
    assert after["laid"] == [{"label": "L2", "exp": "exp_blue_6", "up": False,
                              "tiles": ["yellow_2", "yellow_3", "yellow_4"]}]
    assert len(after["current"]) == 3 and len(after["top"]) == 4 and after["revealed"]


def test_r12_r16_every_empty_face_down_expansion_flips():
    """R12, R16: several flip at once, including the top moved off empty."""
    state = position("players 2\nactive 0\ntop blue_1 blue_2 blue_3 blue_4\n"
                     "current exp_yellow_6 *3\nlaid L1 down blue_5")
    after = E.apply(state, 0, "acquire blue")
    assert [(x["label"], x["up"]) for x in after["laid"]] == [("L1", True), ("L2", True)]
    assert after["laid"][1]["exp"] == "exp_yellow_6"
    assert any("turns face up: it is the Yellow 6 expansion" in e for e in events(after))


def test_r13_p21_bag_refill_from_the_tower_and_empty_fill():
    """R13, P21: a short bag gets the whole tower before the draw; a draw of 0 tiles lays
    the rest of the stack out face up."""
    state = position("players 2\nactive 0\ntop blue_1 yellow_2 yellow_3 yellow_4\n"
                     "current exp_blue_6 exp_darkgreen_6 exp_yellow_6")
    # empty the bag but for 2 tiles, and put 3 in the tower
    kinds = [k for k in T.kinds if state["bag"][k]]
    for k in kinds:
        state["tower"][k] = state["bag"][k]
        state["bag"][k] = 0
    state["bag"]["lightgreen_1"], state["tower"]["lightgreen_1"] = 2, state["tower"][
        "lightgreen_1"] - 2
    before_tower = sum(state["tower"].values())
    after = E.apply(state, 0, "acquire blue")
    assert len(after["top"]) == 4
    assert sum(after["bag"].values()) == 2 + before_tower - 4
    assert sum(after["tower"].values()) == 0
    # now with nothing anywhere: the whole stack is laid out face up
    dry = position("players 2\nactive 0\ntop blue_1 yellow_2 yellow_3 yellow_4\n"
                   "current exp_blue_6 exp_darkgreen_6 exp_yellow_6")
    for k in T.kinds:
        dry["seats"][1]["tiles"][k] = dry["seats"][1]["tiles"].get(k, 0) + dry["bag"][k]
        dry["bag"][k] = 0
    after = E.apply(dry, 0, "acquire blue")
    assert after["current"] == [] and after["top"] == []
    assert [(x["exp"], x["up"]) for x in after["laid"]] == [
        ("exp_blue_6", False), ("exp_darkgreen_6", True), ("exp_yellow_6", True)]


def test_r14_an_empty_stack_leaves_the_laid_out_expansions():
    """R14: with the stack empty, T is gone and acquiring goes on from L1, L2, …"""
    state = position("players 2\nactive 0\ncurrent\nlaid L1 down blue_1 yellow_2\n"
                     "laid L2 up exp_yellow_3")
    assert state["current"] == [] and all(loc != "T" for loc, *_ in E.selectable(state))
    after = E.apply(state, 0, "acquire yellow")
    assert after["seats"][0]["tiles"] == {"yellow_2": 1}
    assert after["seats"][0]["exps"] == ["exp_yellow_3"]


def test_r15_p12_the_marker_plays_no_part_and_held_kinds_may_be_taken():
    """R15, P12: the first passer changes nothing in acquiring; a kind already held may
    be acquired again."""
    text = "players 3\nactive 0\ntop blue_1 yellow_2 yellow_3 yellow_4\nseat 0 storage blue_1"
    one, two = position(text), position(text + "\nfirst_passer 1\nseat 1 passed")
    assert [n for n in notations(one) if n.startswith("acquire")] == \
        [n for n in notations(two) if n.startswith("acquire")]
    after = E.apply(one, 0, "acquire blue")
    assert after["seats"][0]["tiles"] == {"blue_1": 2}


# --- paying and placing ------------------------------------------------------------------
def test_r17_a_joker_is_never_placed():
    """R17."""
    state = position("players 2\nactive 0\nseat 0 storage J J J")
    with pytest.raises(BadNotation):
        E.apply(state, 0, "place J F0")
    assert not [n for n in notations(state) if n.startswith("place")]


def test_r18_r19_jokers_stand_in_even_with_matching_pieces():
    """R18, R19: jokers may replace pieces one for one, and only-jokers is a legal set."""
    state = position("players 2\nactive 0\nseat 0 storage blue_3 blue_1 J J")
    pays = E.payments(state["seats"][0], "blue_3")
    assert pays == [("colour", (("blue_1",), 1)), ("jokers", ((), 2))]
    after = E.apply(state, 0, "place blue_3 F0 pay 2J")
    assert after["seats"][0]["tiles"] == {"blue_1": 1} and after["seats"][0]["jokers"] == 0
    with pytest.raises(IllegalMove, match="Placing Blue 3 costs 3 pieces counting itself, "
                                          "and this payment gives 4"):
        E.apply(state, 0, "place blue_3 F0 pay blue_1 2J")
    with pytest.raises(IllegalMove, match="You have only 1 joker"):
        E.apply(position("players 2\nactive 0\nseat 0 storage blue_3 J"), 0,
                "place blue_3 F0 pay 2J")


def test_r20_payment_leaves_before_the_surround_reward():
    """R20, R30: the reward counts the free slots after the payment (see W6)."""
    state = position("""
players 2
active 0
seat 0 garden F0=blue_1 F1=blue_2 F2=blue_3 F3=blue_4 F4=blue_5
seat 0 storage blue_6 lightgreen_6 yellow_6 darkgreen_6 lightpurple_6 darkpurple_6 J J J J J J
""")
    after = E.apply(state, 0, "place blue_6 F5 pay lightgreen_6 yellow_6 darkgreen_6 "
                              "lightpurple_6 darkpurple_6")
    assert after["seats"][0]["jokers"] == 8  # 6 free slots, fountain gives 2


def test_r21_r22_r23_p11_elements_are_not_hexagons():
    """R21, R22, R23, P11: a cell next to ornaments and the fountain only is isolated."""
    state = position("players 2\nactive 0\nseat 0 garden F0=blue_1")
    hexes = hexagons(T, state["seats"][0])
    assert fits(T, hexes, "F2", "darkgreen_2") is None  # touches FT, O1, O2, F1, F3, A2.5
    assert "without sharing a colour or a pattern" in text(fits(T, hexes, "F1", "darkgreen_2"))
    assert fits(T, hexes, "F1", "darkgreen_1") is None


def test_r24_only_free_spaces():
    """R24: not a pavilion, not the printed cell, not an occupied cell, not an area
    without an expansion."""
    state = position("players 2\nactive 0\nseat 0 garden A0=up:exp_blue_1:0 F0=yellow_1\n"
                     "seat 0 storage yellow_2 J J J")
    me = state["seats"][0]
    spaces = free_spaces(T, me, hexagons(T, me))
    assert "A0.c" not in spaces and "A0.0" not in spaces and "F0" not in spaces
    assert "A1.0" not in spaces and "A0.1" in spaces
    for cell in ("A0.c", "A0.0", "F0", "A1.0"):
        with pytest.raises(IllegalMove, match=r"already holds a hexagon|not a free space"):
            E.apply(state, 0, f"place yellow_2 {cell} pay 1J")


def test_r25_a_tile_needs_a_payment_and_a_cell():
    """R25: a tile with no legal payment (or no legal cell) is not offered."""
    state = position("players 2\nactive 0\nseat 0 storage blue_4 yellow_1")
    assert not [n for n in notations(state) if n.startswith("place blue_4")]
    assert [n for n in notations(state) if n.startswith("place yellow_1")][:1] == [
        "place yellow_1 F0"]


def test_r26_r27_p16_expansions_from_storage_face_up_any_area():
    """R26, R27, P16: from storage face up only; any empty area; the switch allows face
    down."""
    state = position("players 2\nactive 0\nseat 0 storage exp_blue_1")
    moves = [n for n in notations(state) if n.startswith("expand")]
    assert len(moves) == 36 and all(" down" not in n for n in moves)
    with pytest.raises(IllegalMove, match="goes in face up"):
        E.apply(state, 0, "expand exp_blue_1 A0 down")
    engine = engine_with(lambda d: d["expansions"]["storage_expansion_face_down_allowed"]
                         .__setitem__("value", True))
    moves = [m.notation for m in engine.legal_moves(state, 0) if "down" in m.notation]
    assert moves == [f"expand exp_blue_1 A{k} down" for k in range(6)]
    after = engine.apply(state, 0, "expand exp_blue_1 A4 down")
    assert after["seats"][0]["areas"]["4"] == {"exp": "exp_blue_1", "up": False, "o": -1}


def test_r28_placing_an_expansion_never_surrounds():
    """R28: the surround check runs and pays nothing."""
    state = position("players 2\nactive 0\nseat 0 storage exp_blue_1 J J")
    for notation in [n for n in notations(state) if n.startswith("expand")]:
        after = E.apply(state, 0, notation)
        assert after["seats"][0]["surrounded"] == []


def test_r29_r30_r31_p1_p10_surround_rewards_once():
    """R29–R31, P1, P10: a pavilion pays 1 once; later placements never pay it again."""
    state = position("""
players 2
active 0
seat 0 garden A0=up:exp_blue_1:0 A0.1=blue_2 A0.2=blue_3 A0.3=blue_4 A0.4=blue_5
seat 0 storage blue_6 J J J J J
""")
    after = E.apply(state, 0, "place blue_6 A0.5 pay 5J")
    me = after["seats"][0]
    assert me["surrounded"] == ["A0.c"] and me["jokers"] == 1
    assert T.rewards == {"fountain": 2, "statue": 2, "bench": 1, "pavilion": 1}
    again = position("players 2\nactive 0\nseat 0 garden F0=blue_1 F1=blue_2 F2=blue_3 "
                     "F3=blue_4 F4=blue_5 F5=blue_6\nseat 0 surrounded FT\n"
                     "seat 0 storage yellow_1 J")
    after = E.apply(again, 0, "place yellow_1 A0.0") if "0" in again["seats"][0]["areas"] \
        else again
    assert after["seats"][0]["jokers"] == 1
    richer = engine_with(lambda d: d["surround_rewards"]["jokers"].__setitem__("pavilion", 3))
    assert richer.apply(state, 0, "place blue_6 A0.5 pay 5J")["seats"][0]["jokers"] == 3


def test_r32_r36_p27_forced_and_automatic_pass():
    """R32, R36, P27: a seat with nothing to choose passes by itself; with the switch off
    it must pass itself."""
    text = ("players 2\nactive 0\nseat 0 storage blue_1 J J J\n"
            "seat 1 score 0\nseat 1 storage J J J J J J J J J J J J")
    state = position(text)
    after = E.apply(state, 0, "place blue_1 F0")
    assert after["seats"][1]["passed"] and after["active"] == 0
    assert after["first_passer"] == 1 and after["turn"] == state["turn"] + 2
    assert any("automatically" in e for e in events(after))
    manual = engine_with(lambda d: d["rounds"]["auto_pass_when_nothing_to_choose"]
                         .__setitem__("value", False))
    after = manual.apply(state, 0, "place blue_1 F0")
    assert after["active"] == 1 and [m.notation for m in manual.legal_moves(after, 1)] == [
        "pass"]


def test_r33_p8_discards_any_subset_but_no_jokers():
    """R33, P8: discard one piece at a time, or every tile and expansion in one move (the
    same as one after the other), then done; jokers are refused unless the data allows
    them."""
    state = position("players 2\nactive 0\nseat 0 storage blue_1 blue_1 yellow_2 J")
    step = E.apply(state, 0, "pass")
    assert notations(step) == ["discard blue_1", "discard yellow_2",
                               "discard blue_1 blue_1 yellow_2", "done"]
    with pytest.raises(IllegalMove, match="one piece at a time, or every tile"):
        E.apply(step, 0, "discard blue_1 yellow_2")  # a part: one at a time
    with pytest.raises(IllegalMove, match="Jokers cannot be discarded"):
        E.apply(step, 0, "discard blue_1 blue_1 yellow_2 J")
    every = E.apply(step, 0, "discard yellow_2 blue_1 blue_1")  # any order
    one_by_one = E.apply(E.apply(E.apply(step, 0, "discard blue_1"), 0, "discard blue_1"),
                         0, "discard yellow_2")
    assert every["seats"] == one_by_one["seats"] and every["tower"] == one_by_one["tower"]
    assert every["seats"][0]["score"] == 15 - 4 - 1 and every["active"] == 1
    with pytest.raises(IllegalMove, match="Jokers cannot be discarded"):
        E.apply(step, 0, "discard J")
    with pytest.raises(IllegalMove):
        E.apply(step, 0, "acquire blue")
    step = E.apply(step, 0, "discard blue_1")
    assert notations(step) == ["discard blue_1", "discard yellow_2", "discard blue_1 yellow_2",
                               "done"]
    after = E.apply(step, 0, "done")
    assert after["seats"][0]["score"] == 15 - 1 - 1
    assert after["seats"][0]["tiles"] == {"blue_1": 1, "yellow_2": 1}
    loose = engine_with(lambda d: d["jokers"]["discardable_when_passing"]
                        .__setitem__("value", True))
    assert "discard J" in [m.notation for m in loose.legal_moves(step, 0)]


def test_r34_only_the_first_passer_pays_the_point():
    """R34."""
    state = position("players 3\nactive 0")
    one = E.apply(state, 0, "pass")
    two = E.apply(one, 1, "pass")
    assert [s["score"] for s in two["seats"]] == [14, 15, 15] and two["first_passer"] == 0


def test_r35_p7_deductions_clamp_and_the_switch():
    """R35, P7: one clamped deduction; without the clamp a score can go negative."""
    text = "players 2\nactive 0\nseat 0 score 2\nseat 0 storage darkgreen_6"
    state = position(text)
    after = E.apply(E.apply(state, 0, "pass"), 0, "done")
    assert after["seats"][0]["score"] == 2 - 1  # no discard: only the first-pass point
    after = E.apply(E.apply(state, 0, "pass"), 0, "discard darkgreen_6")
    assert after["seats"][0]["score"] == 0
    loose = engine_with(lambda d: d["penalties"]["clamp_score_at_zero"].__setitem__("value",
                                                                                    False))
    after = loose.apply(loose.apply(state, 0, "pass"), 0, "discard darkgreen_6")
    assert after["seats"][0]["score"] == -5


def test_r37_a_passed_player_acts_no_more_this_round():
    """R37: even when the display changes, a passed seat is skipped."""
    state = position("players 3\nactive 0\nseat 1 passed\nfirst_passer 1")
    after = E.apply(state, 0, next(n for n in notations(state) if n.startswith("acquire")))
    assert after["active"] == 2
    assert E.legal_moves(after, 1) == []


# --- round scoring and the next round -----------------------------------------------------
def test_r38_r39_r40_p4_p14_p15_round_scoring():
    """R38–R40, P4, P14, P15: pattern value per goal matched (twice for colour and
    pattern), pavilions count, face-down ones do not; no upper limit; the data's points
    table is used."""
    me = position("players 2\nseat 0 garden F0=yellow_4 A0=up:exp_blue_6:0 A1=down")[
        "seats"][0]
    assert E.round_points(me, ["yellow", "p4", "blue"]) == (8 + 6, 1)
    double = engine_with(lambda d: d["round_scoring"]["points_per_matching_hexagon_by_value"]
                         .__setitem__("value", {str(v): 2 * v for v in range(1, 7)}))
    assert double.round_points(me, ["yellow", "p4", "blue"]) == (28, 1)
    state = position("players 2\nactive 0\nseat 0 score 500\nseat 1 score 500\n"
                     "goals yellow p4 blue\nseat 0 garden F0=yellow_4")
    after = E.apply(E.apply(state, 0, "pass"), 1, "pass")
    assert after["seats"][0]["score"] == 500 - 1 + 8  # simultaneous, unbounded


def test_r41_r42_r43_r44_p9_p23_preparing_the_next_round():
    """R41–R44, P9, P23: tiles to the tower, laid-out then stack expansions to the bottom
    of the supply in order, flags reset, next stack, FILL, the first passer starts."""
    state = position("""
players 2
active 1
top blue_1 blue_2 blue_3 blue_4
current exp_yellow_5 exp_yellow_6
laid L1 down exp_darkgreen_1 yellow_1 yellow_2
laid L2 up exp_darkgreen_2
seat 0 passed
first_passer 0
""")
    supply = list(state["supply"])
    after = E.apply(state, 1, "pass")
    assert after["round"] == 2 and after["schedule"][1] == state["schedule"][1]
    assert after["supply"] == [*supply, "exp_darkgreen_1", "exp_darkgreen_2", "exp_yellow_5",
                               "exp_yellow_6"]
    assert sum(after["tower"].values()) == 6
    assert after["laid"] == [] and after["labels"] == 0 and len(after["top"]) == 4
    assert after["current"] == state["stacks"][0]
    assert [s["passed"] for s in after["seats"]] == [False, False]
    assert after["active"] == after["start_player"] == 0 and after["first_passer"] is None
    assert after["revealed"] is True


# --- the end ------------------------------------------------------------------------------
def test_e2_e3_e4_e5_p22_end_order_and_storage_net():
    """E2–E5, P22: round-4 goals, then the storage as one net amount with the clamp, then
    the groups; the switch applies the penalty and the jokers in two clamped steps."""
    text = """
players 2
round 4
active 0
first_passer 1
goals p1 p2 p3
seat 0 score 3
seat 0 storage J J J lightpurple_6
seat 1 passed
"""
    state = position(text)
    after = E.apply(E.apply(state, 0, "pass"), 0, "done")
    assert after["seats"][0]["score"] == 0  # 3 + 3 − 6 = 0
    two_step = engine_with(lambda d: d["final_scoring"]["storage_scored_as_net_amount"]
                           .__setitem__("value", False))
    after = two_step.apply(two_step.apply(state, 0, "pass"), 0, "done")
    assert after["seats"][0]["score"] == 3  # max(0, 3 − 6) + 3


def test_e5_p5_groups_of_three_or_more_in_evaluation_order():
    """E5, P5: components of 1 or 2 score nothing; the evaluation order is the data's."""
    me = position("players 2\nseat 0 garden F0=blue_1 F1=blue_2 F3=yellow_1")["seats"][0]
    assert E.group_scores(me) == []
    me = position("players 2\nseat 0 garden F0=blue_1 F1=blue_2 F2=blue_3 F5=yellow_1 "
                  "F4=darkgreen_1")["seats"][0]
    assert [(g["id"], g["points"]) for g in E.group_scores(me)] == [("blue", 6), ("p1", 3)]
    assert T.evaluation_order[:6] == T.colours
    fewer = engine_with(lambda d: d["final_scoring"]["min_group_size"].__setitem__("value", 2))
    me = position("players 2\nseat 0 garden F0=blue_1 F1=blue_2")["seats"][0]
    assert [g["points"] for g in fewer.group_scores(me)] == [3]


def test_e6_shared_victory_without_tie_break():
    """E6: equal top scores share the victory."""
    state = position("players 2\nround 4\nactive 0\nfirst_passer 1\nseat 1 passed\n"
                     "seat 0 score 20\nseat 1 score 20")
    after = E.apply(state, 0, "pass")  # both end with 20 + 3 jokers
    result = E.result(after)
    scores = E.scores(after)
    assert scores[0] == scores[1] and result.winners == [0, 1]
    assert [s.rank for s in result.standings] == [1, 1]
    assert "share the victory" in text(E.end_sentence(result))


def test_e7_clamping_only_in_the_storage_step():
    """E7: round-4 goals and groups only add; only E4 may clamp."""
    state = position("players 2\nround 4\nactive 0\nfirst_passer 1\nseat 1 passed\n"
                     "seat 0 score 1\nseat 0 storage darkpurple_6 J\nseat 0 garden F0=blue_1 "
                     "F1=blue_2 F2=blue_3\ngoals blue p5 p6")
    after = E.apply(E.apply(state, 0, "pass"), 0, "done")
    ledger = after["seats"][0]["ledger"]
    assert ledger["round 4 goals"] == 6 and ledger["storage"] == -5
    assert "clamped at 0" not in ledger and after["seats"][0]["score"] == 1 + 6 - 5 + 6


# --- project decisions not covered above ---------------------------------------------------
def test_p2_p17_p18_geometry():
    """P2, P17, P18: statues O0/O2/O4, benches O1/O3/O5; 55 cells, 132 adjacent pairs;
    orientation o puts the printed hexagon on ring cell o."""
    assert {e: k for e, (k, _) in T.fixed_elements.items() if e != "FT"} == {
        "O0": "statue", "O1": "bench", "O2": "statue", "O3": "bench", "O4": "statue",
        "O5": "bench"}
    assert len(T.cells) == 55
    assert sum(len(v) for v in T.adjacency.values()) == 2 * 132
    directions = T.data["geometry"]["directions_D"]
    for k in range(6):
        centre = T.cell_qr[T.area_cells[k][0]]
        assert centre == (3 * directions[k][0], 3 * directions[k][1])
        for o in range(6):
            q, r = T.cell_qr[T.area_printed[k][o]]
            assert (q - centre[0], r - centre[1]) == tuple(directions[o])
    for a, nbrs in T.adjacency.items():
        qa, ra = T.cell_qr[a]
        for b in nbrs:
            qb, rb = T.cell_qr[b]
            assert [qb - qa, rb - ra] in directions and a in T.adjacency[b]


def test_p6_p24_p25_names_and_no_variant():
    """P6, P24, P25: colour and pattern names come from the data; the variant is off."""
    assert T.data["variant"]["offered"] is False
    assert T.pattern_names[5] == "Plant" and T.pattern_names[6] == "Lily"
    assert T.colour_names["blue"] == "Blue (light blue)"


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_rules_help_says_the_project_decisions_in_words(language):
    """/game rules: the aim, a turn, the pictures and the project's decisions in four
    sections, every number read from the data, no rule or decision code (P13) in any
    language, each section within an embed field (1024 characters)."""
    sections = E.rules_help()
    ids = [body.id for _, body in sections]
    assert ids == [f"azul-queens-garden-rules-{key}" for key in (
        "aim", "turn", "pictures", "garden", "display", "rounds", "scoring")]
    garden = sections[3][1]
    assert [garden.args[k] for k in ("fountain", "statue", "bench", "pavilion")] == [
        T.rewards[k] for k in ("fountain", "statue", "bench", "pavilion")]
    for title, body in sections:
        words = text(body, language)
        assert len(text(title, language)) <= 256 and len(words) <= 1024, (title, len(words))
        assert not re.search(r"\b[PRSE]\d+\b", words), words
    credits = text(E.credits, language)
    assert "Kiesling" in credits and "Plan B" in credits
    assert not re.search(r"\b[PRSE]\d+\b", " ".join(text(o.description, language)
                                                   for o in E.options))


def test_elements_include_pavilions_of_face_up_expansions_only():
    """R29: the pavilion of a face-up expansion is an element; a face-down one has none."""
    me = position("players 2\nseat 0 garden A0=up:exp_blue_1:0 A1=down")["seats"][0]
    ids = [eid for eid, *_ in elements(T, me)]
    assert ids == ["FT", "O0", "O1", "O2", "O3", "O4", "O5", "A0.c"]
    assert tile_count(me) == 3


def test_undo_stops_at_draws_and_flips_only():
    """Moves that draw (a take from T refills it) or reveal (a face-down expansion
    flips; the last pass of a round refills the next stack) are marked; placing, buying
    and passing mid-round are not, so undo may take them back."""
    state = position("players 2\nactive 0\ntop blue_1 yellow_2 yellow_3 yellow_4\n"
                     "laid L1 down darkgreen_5\nlaid L2 down lightgreen_6 lightgreen_1\n"
                     "seat 0 storage blue_2 J J")
    marks = {m.notation: m.reveals for m in E.legal_moves(state, 0)}
    assert marks["acquire blue"] is True  # from T
    assert marks["acquire darkgreen"] is True  # L1 empties and flips
    assert marks["acquire p6"] is False  # L2 keeps a tile
    assert marks["place blue_2 F0 pay 1J"] is False
    assert marks["buy A0"] is False and marks["pass"] is False
    after = E.apply(state, 0, "acquire p6")
    assert after["revealed"] is False
    assert E.apply(state, 0, "acquire darkgreen")["revealed"] is True
    last = position("players 2\nactive 0\nseat 1 passed\nfirst_passer 1")
    assert {m.notation: m.reveals for m in E.legal_moves(last, 0)}["pass"] is True
    assert E.apply(last, 0, "pass")["revealed"] is True
    end = position("players 2\nround 4\nactive 0\nseat 1 passed\nfirst_passer 1")
    assert {m.notation: m.reveals for m in E.legal_moves(end, 0)}["pass"] is False


def test_payments_grouped_by_mode_then_jokers_cheapest_first():
    """§5.12: colour sets, then pattern sets, then jokers only; fewer jokers first, then
    the lower total value given up."""
    state = position("players 2\nactive 0\nseat 0 storage blue_4 blue_1 blue_2 yellow_4 "
                     "darkgreen_4 J J J")
    pays = E.payments(state["seats"][0], "blue_4")
    assert pays == [
        ("colour", (("blue_1", "blue_2"), 1)),
        ("colour", (("blue_1",), 2)),
        ("colour", (("blue_2",), 2)),
        ("pattern", (("yellow_4", "darkgreen_4"), 1)),
        ("pattern", (("yellow_4",), 2)),
        ("pattern", (("darkgreen_4",), 2)),
        ("jokers", ((), 3)),
    ]
    # the panel pays the cheapest way without a tap (a step alone at its level), and
    # "Pay another way", listed before the cells, offers every other payment in order
    paths = [m.steps[2:] for m in E.legal_moves(state, 0)
             if m.notation.startswith("place blue_4 F0")]
    assert [tuple(map(text, p)) for p in paths] == [
        ("Pay Blue 1, 2, and 1 joker", "Pay another way: 6 choices", "Pay Blue 1 and 2 jokers",
         "F0"),
        ("Pay Blue 1, 2, and 1 joker", "Pay another way: 6 choices", "Pay Blue 2 and 2 jokers",
         "F0"),
        ("Pay Blue 1, 2, and 1 joker", "Pay another way: 6 choices",
         "Pay Yellow 4, Dark green 4, and 1 joker", "F0"),
        ("Pay Blue 1, 2, and 1 joker", "Pay another way: 6 choices", "Pay Yellow 4 and 2 jokers",
         "F0"),
        ("Pay Blue 1, 2, and 1 joker", "Pay another way: 6 choices",
         "Pay Dark green 4 and 2 jokers", "F0"),
        ("Pay Blue 1, 2, and 1 joker", "Pay another way: 6 choices", "Pay 3 jokers", "F0"),
        ("Pay Blue 1, 2, and 1 joker", "F0"),
    ]


def test_many_other_payments_are_grouped_by_mode_and_jokers_first():
    """More other payments than a menu holds: "Pay another way" opens their groups (mode
    and jokers, in the payments' order), each group its payments; every payment is still
    offered, the cheapest taken without a tap."""
    state = position("players 2\nactive 0\nseat 0 storage darkpurple_6 darkpurple_1 "
                     "darkpurple_2 darkpurple_3 darkpurple_4 darkpurple_5 yellow_6 "
                     "lightgreen_6 blue_6 darkgreen_6 J J J J")
    pays = E.payments(state["seats"][0], "darkpurple_6")
    moves = [m for m in E.legal_moves(state, 0)
             if m.notation.startswith("place darkpurple_6 F0")]
    assert len(moves) == len(pays) == 46
    cheapest = [tuple(map(text, m.steps[2:])) for m in moves if len(m.steps) == 4]
    assert cheapest == [("Pay Dark purple 1, 2, 3, 4, and 5", "F0")]
    groups = list(dict.fromkeys(text(m.steps[4]) for m in moves if len(m.steps) == 7))
    assert groups == ["Same colour, 1 joker", "Same colour, 2 jokers", "Same colour, 3 jokers",
                      "Same colour, 4 jokers", "Same pattern, 1 joker",
                      "Same pattern, 2 jokers", "Same pattern, 3 jokers",
                      "Same pattern, 4 jokers"]
    assert {text(m.steps[3]) for m in moves if len(m.steps) == 7} == {
        "Pay another way: 45 choices"}


# --- the computer players' evaluation -----------------------------------------------------
def test_evaluate_counts_the_discards_of_a_pass_under_way():
    """R33–R35 for the computer players: while a pass is under way its discards and the
    first passer's point are owed, so a position in the discard step is worth what the
    finished pass is worth, and discarding is never free (it once was, and greedy
    discarded heavily)."""
    state = position("players 3\nactive 0\nseat 0 score 10\nseat 0 storage blue_1 yellow_2 "
                     "darkgreen_6")
    step = E.apply(state, 0, "pass")
    assert E.evaluate(step, 0) == E.evaluate(E.apply(step, 0, "done"), 0)
    discarded = E.apply(step, 0, "discard darkgreen_6")
    assert E.evaluate(discarded, 0) == E.evaluate(E.apply(discarded, 0, "done"), 0)
    # mid-game, a stored tile is a future placement: throwing it away costs its value
    assert E.evaluate(discarded, 0) < E.evaluate(step, 0)


def test_evaluate_weighs_stored_pieces_by_round_from_the_data():
    """A stored piece is currency for placements early and a likely discard or end
    penalty (E4) late: its worth per point of value is the data's weight for the round
    (a flat +0.5 until the last round made greedy hoard tiles it could not place)."""
    weights = T.storage_weights
    assert len(weights) == T.rounds and weights[0] > weights[-1]

    def stored_worth(engine, round_: int) -> float:
        base = f"players 2\nround {round_}\nactive 0\nseat 0 score 20\n"
        with_tile = position(base + "seat 0 storage darkgreen_6 J")
        without = position(base + "seat 0 storage J")
        return engine.evaluate(with_tile, 0) - engine.evaluate(without, 0)

    for round_ in range(1, T.rounds + 1):
        assert stored_worth(E, round_) == pytest.approx(6 * weights[round_ - 1])
    flat = engine_with(lambda d: d["computer"].__setitem__(
        "storage_points_per_value_by_round", [1.0] * T.rounds))
    assert stored_worth(flat, 2) == pytest.approx(6.0)
