"""One test (at least) per numbered rule S, R, E and decision point D of the spec."""

from __future__ import annotations

import copy
import json
import re

import pytest

from bot import i18n
from bot.games.base import BadNotation, IllegalMove, NotYourDecision
from bot.games.data import load_game_data
from bot.games.kokeshi.engine import KokeshiEngine
from bot.games.kokeshi.position import build
from bot.games.kokeshi.tables import Rules
from bot.games.message import component, msg
from tests.games.kokeshi.support import (
    ENGINE,
    check_invariants,
    english,
    event_ids,
    notations,
    play,
)

R = ENGINE.rules


def engine_with(change) -> KokeshiEngine:
    """An engine on a changed copy of the data (switch tests)."""
    data = copy.deepcopy(load_game_data("kokeshi"))
    change(data)
    return KokeshiEngine(Rules(data))


def design(data: dict, design_id: str) -> dict:
    return next(d for d in data["tiles"]["normal_designs"]["items"] if d["id"] == design_id)


def k_move(k: str) -> dict:
    return {"type": "move_kokeshi", "target": "fixed", "kokeshi": k, "steps": 1}


# --- setup (section 4) ---------------------------------------------------------------------

def test_s1_two_to_four_players() -> None:
    assert ENGINE.check_setup(1, {}) and ENGINE.check_setup(5, {})
    assert all(ENGINE.check_setup(n, {}) is None for n in (2, 3, 4))
    with pytest.raises(ValueError):
        ENGINE.setup(5, 1, {})
    assert (ENGINE.min_players, ENGINE.max_players) == (2, 4)


def test_s2_everything_starts_at_home_and_zero() -> None:
    state = ENGINE.setup(3, 11, {})
    for seat in state["seats"]:
        assert seat["kokeshi"] == [0] * 5 and seat["animals"] == [0] * 4
        assert seat["happiness"] == 0 and not any(t for tr in seat["board"] for t in tr)


@pytest.mark.parametrize(("players", "supply"), [(2, 45), (3, 93), (4, 91)])
def test_s3_s6_s7_supply_sizes_after_setup(players: int, supply: int) -> None:
    """S3 (PD-15 sets), S6 (bonus slots), S7 (market): the 3.8 totals."""
    state = ENGINE.setup(players, 3, {})
    checks = R.data["checks"]
    assert len(state["supply"]) == supply == checks["supply_after_setup_by_player_count"][
        str(players)]
    assert len([t for t in state["market"] if t]) == 5
    from_supply = [t for t in state["bonus"].values() if not t.startswith("start-")]
    assert len(from_supply) == checks["bonus_slots_filled_from_supply_by_player_count"][
        str(players)]
    suffixes = {t.rsplit("-", 1)[1] for t in [*state["supply"], *state["market"]]}
    assert suffixes == ({"a"} if players == 2 else {"a", "b"})
    check_invariants(state)


def test_s4_quality_display_holds_all_15() -> None:
    assert ENGINE.setup(2, 1, {})["quality"] == list(R.quality_order)
    assert len(R.quality_order) == 15


def test_s5_two_starting_tiles_dealt_face_up() -> None:
    state = ENGINE.setup(4, 5, {})
    dealt = [t for seat in state["seats"] for t in seat["start"]]
    assert len(dealt) == 8 and len(set(dealt)) == 8
    assert all(t.startswith("start-") for t in dealt)
    assert ENGINE.view(state, None)["seats"][2]["start"] == state["seats"][2]["start"]


def test_s6_bonus_slots_take_leftover_starting_tiles_first_in_fill_order() -> None:
    state = ENGINE.setup(4, 8, {})
    values = list(state["bonus"].values())
    assert list(state["bonus"]) == [s.id for s in R.bonus_slots]
    assert [v.startswith("start-") for v in values] == [True, True, False, False, False, False]
    two = ENGINE.setup(2, 8, {})
    assert all(v.startswith("start-") for v in two["bonus"].values())


def test_s8_d0_simultaneous_independent_and_one_turn() -> None:
    """S8, D0, PD-33: every seat places at once in any order; the turn counter moves once."""
    state = ENGINE.setup(3, 21, {})
    assert ENGINE.to_move(state) == [0, 1, 2] and state["turn"] == 0
    assert len(ENGINE.legal_moves(state, 2)) == 20  # 20 ordered choices
    a = ENGINE.apply(state, 2, "start sumo princess")
    assert ENGINE.to_move(a) == [0, 1] and a["turn"] == 0
    a = ENGINE.apply(ENGINE.apply(a, 0, "start princess granny"), 1, "start granny fisherman")
    b = ENGINE.apply(state, 1, "start granny fisherman")
    b = ENGINE.apply(ENGINE.apply(b, 0, "start princess granny"), 2, "start sumo princess")
    strip = lambda s: {k: v for k, v in s.items() if k != "events"}  # noqa: E731
    assert strip(a) == strip(b)
    assert a["turn"] == 1 and a["phase"] == "play" and ENGINE.to_move(a) == [0]
    first, second = state["seats"][2]["start"]
    assert a["seats"][2]["board"][4][0] == first and a["seats"][2]["board"][0][0] == second
    with pytest.raises(NotYourDecision):
        ENGINE.apply(ENGINE.apply(state, 1, "start granny fisherman"), 1, "start sumo granny")


def test_s9_round_one_begins_with_seat_0() -> None:
    state = ENGINE.setup(2, 1, {})
    state = ENGINE.apply(ENGINE.apply(state, 1, "start princess granny"), 0,
                         "start princess granny")
    assert state["round"] == 1 and ENGINE.to_move(state) == [0]
    assert state["ask"] == {"id": "D1"}


# --- turns (section 5) ---------------------------------------------------------------------

def test_r1_effects_act_on_the_active_players_board_only() -> None:
    state = build("""
        players 3
        active 1
        seat 0
        princess 1 princess-08
        seat 1
        princess 1 princess-08
    """)
    after = play(state, "advance princess")
    assert after["seats"][1]["animals"] == [0, 1, 1, 0]
    assert after["seats"][0]["animals"] == [0, 0, 0, 0]
    assert after["active"] == 2 and after["round"] == 1


def test_r2_pd24_k_double_from_row_8_reaches_the_top_and_loses_a_step() -> None:
    state = build("""
        players 2
        seat 0
        princess 1 princess-05
        granny 8 granny-08 @8
    """)
    after = play(state, "advance princess", "move granny")
    me = after["seats"][0]
    assert me["happiness"] == 3 and me["kokeshi"][1] == 0 and me["animals"] == [0, 0, 0, 0]


def test_r2_k_double_passes_a_quality_tile_and_an_empty_space_without_effect() -> None:
    state = build("""
        players 2
        seat 0
        princess 1 princess-05
        granny 1 granny-01, 2 quality-granny-1, 3 sumo-08, 5 fisherman-08 @1
    """)
    after = play(state, "advance princess", "move granny")
    me = after["seats"][0]
    assert me["kokeshi"][1] == 3 and me["animals"] == [0, 1, 1, 0]  # row 3 only resolved
    after = play(build("""
        players 2
        seat 0
        princess 1 princess-05
        granny 1 granny-01, 3 sumo-08 @1
    """), "advance princess", "move granny")
    assert after["seats"][0]["board"][1][1] is None  # the passed empty row 2 got nothing


def test_r3_d1_always_offers_the_five_kokeshi() -> None:
    state = build("""
        players 2
        seat 0
        princess 1 quality-princess-1
    """)
    moves = ENGINE.legal_moves(state, 0)
    assert [m.notation for m in moves] == [f"advance {k}" for k in R.kokeshi_ids]
    assert moves[1].path == (msg("kokeshi-step-advance"), msg(
        "kokeshi-step-kokeshi", number=2, kokeshi=component("granny"),
        start=msg("kokeshi-where-home"), end=msg("kokeshi-where-row", row=1)))
    assert english(moves[1].path[1]) == "2 · Granny: home → row 1"
    with pytest.raises(NotYourDecision):
        ENGINE.apply(state, 1, "advance princess")


def test_r4a_top_scores_and_sends_home() -> None:
    state = build("""
        players 2
        seat 0
        sumo 8 sumo-08 @8
    """)
    after = play(state, "advance sumo")
    assert after["seats"][0]["happiness"] == 3 and after["seats"][0]["kokeshi"][4] == 0


def test_r4c_quality_tile_on_row_8_continues_to_the_top() -> None:
    state = build("""
        players 2
        seat 0
        sumo 7 sumo-08, 8 quality-sumo-3 @7
    """)
    after = play(state, "advance sumo")
    assert after["seats"][0]["happiness"] == 3 and after["seats"][0]["kokeshi"][4] == 0


def test_r4d_a_tile_is_resolved_and_the_kokeshi_stays() -> None:
    after = play(build("""
        players 2
        seat 0
        cat 0
        fox 0
    """.replace("cat 0\n", "").replace("fox 0\n", "") + "\nseat 0\nfisherman 1 granny-08"),
        "advance fisherman")
    assert after["seats"][0]["kokeshi"][2] == 1 and after["seats"][0]["animals"] == [0, 0, 1, 1]


def test_r5_1_the_taken_tile_goes_on_the_landing_space_inactive() -> None:
    state = build("""
        players 2
        market princess-08 sumo-08 - - -
        seat 0
    """)
    after = play(state, "advance princess", "take 1")
    me = after["seats"][0]
    assert me["board"][0][0] == "princess-08-a" and me["animals"] == [0, 0, 0, 0]


def test_r5_3_automatic_with_one_option_and_nothing_with_none() -> None:
    """R5.3 / PD-19 and 5.8: an empty market with one Quality tile takes it; with no
    option the space stays empty."""
    state = build("""
        players 2
        market - - - - -
        seat 0
        granny 1 granny-08, 2 princess-08, 3 sumo-08 @3
    """)
    state["supply"] = []
    state["removed"] = []
    after = play(state, "advance granny")
    assert after["seats"][0]["board"][1][3] == "quality-granny-1"
    assert after["active"] == 1
    low = play(build("""
        players 2
        market - - - - -
        seat 0
    """), "advance fisherman")
    assert low["seats"][0]["board"][2][0] is None and low["active"] == 1


def test_r5_3_pd19_switch_makes_taking_optional() -> None:
    """PD-19 read from the data: with the switch off, D6 also offers 'take none'."""
    engine = engine_with(lambda d: d["turn"]["compulsory_take_on_empty_landing"].update(
        value=False))
    state = build("players 2\nseat 0", engine)
    after = engine.apply(state, 0, "advance granny")
    assert notations(after, engine=engine)[-1] == "take none"
    after = engine.apply(after, 0, "take none")
    assert after["seats"][0]["board"][1][0] is None
    with pytest.raises(IllegalMove, match="compulsory"):
        ENGINE.apply(play(build("players 2\nseat 0"), "advance granny"), 0, "take none")


def test_r5_4_e1b_empty_supply_leaves_the_slot_empty_and_triggers_the_end() -> None:
    state = build("""
        players 2
        seat 0
    """)
    state["removed"] += state["supply"]
    state["supply"] = []
    moves = ENGINE.legal_moves(play(state, "advance granny"), 0)
    assert not any(m.reveals for m in moves)  # nothing can be drawn
    after = play(state, "advance granny", "take 3")
    assert after["market"][2] is None
    assert after["end"]["triggered"] and after["end"]["reasons"] == ["supply"]
    assert after["revealed"] is False


def test_r5_4_drawing_the_last_supply_tile_does_not_trigger() -> None:
    state = build("players 2\nseat 0")
    state["removed"] += state["supply"][1:]
    state["supply"] = state["supply"][:1]
    after = play(state, "advance granny", "take 3")
    assert after["market"][2] and not after["end"]["triggered"]


def test_r5_5_discard_rule_with_3_and_4_players() -> None:
    three = build("""
        players 3
        seat 0
        granny 1 granny-08, 2 granny-08, 3 sumo-08 @3
    """)
    after = play(three, "advance granny", "take q1")
    assert [t for t in after["quality"] if "granny" in t] == ["quality-granny-2",
                                                               "quality-granny-3"]
    four = build("""
        players 4
        seat 1
        granny 4 quality-granny-2
        seat 2
        granny 8 quality-granny-3
        seat 0
        granny 1 granny-08, 2 granny-08, 3 sumo-08 @3
    """)
    after = play(four, "advance granny", "take q1")
    assert not [t for t in after["quality"] if "granny" in t]
    assert "quality-granny-1" in after["seats"][0]["board"][1]


def test_r5_6_one_quality_tile_per_track_ever() -> None:
    state = build("""
        players 2
        seat 0
        sumo 1 quality-sumo-1, 2 sumo-08, 3 granny-08, 4 princess-08, 5 fisherman-08 @5
    """)
    after = play(state, "advance sumo")
    assert all(not n.startswith("take q") for n in notations(after))


def test_r6_both_tile_in_printed_order_and_d3_for_two_kokeshi_moves() -> None:
    """R6.1, PD-23, D3: a both tile with two Kokeshi moves asks the order (replacement data);
    the arrivals then resolve in the recorded order (R6.3)."""
    def two_moves(data: dict) -> None:
        tile = design(data, "princess-02")
        tile["effects"] = [k_move("granny"), k_move("fisherman")]
        tile["code"] = "K:granny + K:fisherman"
    engine = engine_with(two_moves)
    state = build("""
        players 2
        seat 0
        princess 1 princess-02
        granny 1 sumo-08
        fisherman 1 fisherman-08
    """, engine)
    after = engine.apply(state, 0, "advance princess")
    assert after["ask"]["id"] == "D3"
    assert notations(after, engine=engine) == ["first K:granny", "first K:fisherman"]
    after = engine.apply(after, 0, "first K:fisherman")
    events = [english(e) for e in after["events"]]
    fisher = next(i for i, e in enumerate(events) if "Fisherman lands on" in e)
    granny = next(i for i, e in enumerate(events) if "Granny lands on" in e)
    assert fisher < granny  # recorded first, resolved first
    assert after["seats"][0]["animals"] == [1, 1, 1, 1]


def test_r7_fixed_move_of_a_guarded_kokeshi_does_nothing_and_animal_at_7() -> None:
    """R7, PD-26: A: at 7 does not move; A* offers only markers below 7 (auto if one)."""
    state = build("""
        players 2
        seat 0
        princess 1 princess-03
        granny 1 princess-08
        animals panda 7 fox 7 cat 6 rabbit 7
    """)
    after = play(state, "advance granny")  # A:fox (at 7, stays) + A:cat
    assert after["seats"][0]["animals"] == [7, 7, 7, 7]
    after = play(state, "advance princess")
    assert notations(after) == ["side K:samurai", "side A*"]
    after = play(after, "side A*")  # only cat is below 7: automatic
    assert after["seats"][0]["animals"] == [7, 7, 7, 7]


def test_r7_pd25_a_side_that_does_nothing_may_be_chosen() -> None:
    state = build("""
        players 2
        seat 0
        princess 1 princess-03
        animals panda 7 fox 7 cat 7 rabbit 7
    """)
    after = play(state, "advance princess", "side A*")
    assert after["seats"][0]["animals"] == [7, 7, 7, 7] and after["active"] == 1


def test_r8_pd22_depth_first_cascade_of_many_steps() -> None:
    """R8: a five-step chain, each Kokeshi fully resolved before the next."""
    state = build("""
        players 2
        seat 0
        princess 1 princess-01
        granny 1 granny-04
        fisherman 1 fisherman-03
        samurai 1 samurai-02
    """)
    after = play(state, "advance princess")  # K:granny → granny-04 (K*) asks D4
    assert after["ask"]["id"] == "D4"
    assert "Princess lands on a Princess tile (move Granny) on row 1." in [
        english(e) for e in after["chain"]]
    prompt = ENGINE.prompt(after, 0)
    assert prompt.id == "kokeshi-so-far"
    assert english(prompt).startswith("So far:") and "Granny" in english(prompt)
    after = play(after, "move fisherman")  # fisherman-03 K:princess / A*
    assert after["ask"]["id"] == "D2"
    after = play(after, "side K:princess")  # princess row 2 empty → home, D6
    assert after["ask"]["id"] == "D6" and after["ask"]["row"] == 2
    me = after["seats"][0]
    assert me["kokeshi"] == [0, 1, 1, 0, 0]
    assert len(after["chain"]) >= 5


def _guard_data(data: dict) -> None:
    tile = design(data, "princess-02")
    tile["effects"] = [k_move("granny"), k_move("fisherman")]
    tile["code"] = "K:granny + K:fisherman"
    design(data, "fisherman-01")["effects"] = [k_move("granny")]
    design(data, "fisherman-01")["code"] = "K:granny"


def test_r9_pd27_a_kokeshi_sent_home_cannot_move_again_this_turn() -> None:
    engine = engine_with(_guard_data)
    state = build("""
        players 2
        seat 0
        princess 1 princess-02
        fisherman 1 fisherman-01
    """, engine)
    after = engine.apply(state, 0, "advance princess")
    after = engine.apply(after, 0, "first K:granny")  # granny: empty row 1 → home, D6
    after = engine.apply(after, 0, "take 1")
    # then fisherman's arrival: K:granny, but granny returned home this turn (R9a)
    assert "kokeshi-cannot-move-again" in event_ids(after)
    assert after["seats"][0]["kokeshi"][1] == 0


def test_r9_guard_switches_in_the_data() -> None:
    engine = engine_with(lambda d: (_guard_data(d), d["turn"][
        "guard_returned_home_cannot_move"].update(value=False)))
    state = build("""
        players 2
        market sumo-08 granny-08 fisherman-08 samurai-08 princess-08
        seat 0
        princess 1 princess-02
        fisherman 1 fisherman-01
    """, engine)
    after = engine.apply(engine.apply(state, 0, "advance princess"), 0, "first K:granny")
    after = engine.apply(after, 0, "take 1")  # sumo-08 on granny row 1
    assert after["seats"][0]["kokeshi"][1] == 1  # granny moved again onto the new tile
    assert after["seats"][0]["animals"] == [0, 1, 1, 0]


def test_r9_pd27_advance_assertion_from_the_data() -> None:
    engine = engine_with(lambda d: d["turn"]["max_advances_per_turn_assertion"].update(value=1))
    state = build("""
        players 2
        seat 0
        princess 1 princess-01
    """, engine)
    with pytest.raises(AssertionError):
        engine.apply(state, 0, "advance princess")


def test_r10_red_line_and_bonus_slots_in_fill_order_two_in_one_turn() -> None:
    """R10, PD-10, PD-11, 5.8: panda 5→6 claims panda-fox-6; fox 3→4 claims fox-4."""
    state = build("""
        players 2
        bonus fox-4=start-granny-1 panda-fox-6=start-sumo-2
        seat 0
        granny 1 fisherman-08
        animals panda 3 fox 3
    """)
    state2 = build("""
        players 2
        bonus fox-4=start-granny-1 panda-fox-6=start-sumo-2
        seat 0
        princess 1 samurai-08
        animals panda 5 fox 3
    """)
    after = play(state2, "advance princess")  # A:panda + A:fox
    assert [p["source"] for p in after["pending"]] == ["panda-fox-6", "fox-4"]
    assert ENGINE.achievements(after, 0) == 2
    # a slot at 6 is taken by the first to reach 6 on any covered animal, once
    assert after["bonus"] == {"panda-4": None, "fox-4": None, "cat-4": None, "rabbit-4": None,
                              "panda-fox-6": None, "cat-rabbit-6": None}
    assert state["bonus"]["panda-4"] is None


def test_r11_gains_ignored_on_full_tracks_and_with_an_empty_market() -> None:
    full = ", ".join(f"{r + 2} princess-0{r + 1}" for r in range(7))
    state = build(f"""
        players 2
        seat 0
        granny 1 granny-09, {full}
    """)
    after = play(state, "advance granny")
    assert after["market"] == state["market"] and not after["pending"]
    assert "kokeshi-gain-ignored-track" in event_ids(after)
    empty = build("""
        players 2
        market - - - - -
        seat 0
        granny 1 granny-09
    """)
    after = play(empty, "advance granny")
    assert not after["pending"] and "kokeshi-gain-market-empty" in event_ids(after)


def test_r11_bonus_tile_pending_even_on_a_full_board_then_removed_r12() -> None:
    others = [d for d in R.design_order if d != "sumo-08"]
    text = "players 3\nbonus cat-4=start-granny-1\nseat 0\nanimals cat 3\nsumo 1 sumo-08\n"
    cells = [(k, row) for k, row in [(k, row) for k in R.kokeshi_ids for row in range(1, 9)]
             if (k, row) != ("sumo", 1)]
    text += "\n".join(f"{k} {row} {d}" for (k, row), d in zip(cells, others, strict=False))
    state = build(text)
    after = play(state, "advance sumo")  # sumo-08: A:fox + A:cat → cat 4, claims cat-4
    assert "start-granny-1" in after["removed"] and not after["pending"]
    assert "kokeshi-no-room" in event_ids(after)
    check_invariants(after)


def test_r12_d8_asks_for_two_tiles_and_places_on_the_lowest_empty_row() -> None:
    """R12 and D8 (Example 8 gives the figures; here the tile order matters on one
    track)."""
    state = build("""
        players 2
        bonus panda-4=start-fisherman-2
        seat 0
        princess 1 start-princess-2, 2 samurai-04, 3 sumo-02 @2
        granny 1 start-granny-1, 2 princess-04, 3 samurai-03, 4 granny-09 @3
        animals panda 3
    """)
    after = play(state, "advance princess", "gain 1")
    moves = ENGINE.legal_moves(after, 0)
    assert moves[0].path[0] == msg("kokeshi-step-place")
    markers = {m.notation: m.marker for m in moves}
    # places numbered in reading order: the highest landing row first, then left to right
    assert markers["place start-fisherman-2 granny"] == "1"
    assert markers["place start-fisherman-2 princess"] == "2"


def test_r13_market_shrinks_once_the_supply_is_empty() -> None:
    state = build("""
        players 2
        market - sumo-08 - - -
        seat 0
    """)
    state["removed"] += state["supply"]
    state["supply"] = []
    after = play(state, "advance granny")  # one option: automatic
    assert after["market"] == [None] * 5 and after["seats"][0]["board"][1][0] == "sumo-08-a"


def test_r14_achievements_count_quality_tiles_and_red_lines() -> None:
    state = build("""
        players 2
        seat 0
        princess 4 quality-princess-1
        animals panda 4 fox 7 cat 3
    """)
    assert ENGINE.achievements(state, 0) == 3


def test_r15_same_colour_placement_allowed_penalty_at_end() -> None:
    state = build("""
        players 2
        market princess-08 - - - -
        seat 0
        princess 1 princess-01
    """)
    state["removed"] += state["supply"]
    state["supply"] = []
    after = play(state, "advance granny")  # only option: princess-08 next to princess-01
    assert ENGINE.adjacent_pairs(after["seats"][0]["board"]) == 1
    assert ENGINE.breakdown(after, 0)["adjacency"] == -3


def test_r16_nothing_else_happens_no_pass() -> None:
    with pytest.raises(BadNotation):
        ENGINE.apply(build("players 2\nseat 0"), 0, "discard 1")


# --- end and scoring (section 6) -----------------------------------------------------------

def test_e1a_achievement_target_by_player_count_and_from_the_data() -> None:
    assert [R.target(n) for n in (2, 3, 4)] == [5, 5, 4]
    engine = engine_with(lambda d: d["end"]["achievement_target"]["by_player_count"].update(
        {"2": 1}))
    state = build("""
        players 2
        seat 0
        princess 1 princess-08
        animals cat 3
    """, engine)
    after = engine.apply(state, 0, "advance princess")
    assert after["end"]["triggered"]
    assert not ENGINE.apply(build("""
        players 2
        seat 0
        princess 1 princess-08
        animals cat 3
    """), 0, "advance princess")["end"]["triggered"]


def test_e1c_pd28_round_cap_from_the_data() -> None:
    engine = engine_with(lambda d: d["end"]["round_cap_trigger_round"].update(value=3))
    state = build("players 2\nround 3\nactive 1\nseat 1", engine)
    after = engine.apply(state, 1, "advance princess")
    after = engine.apply(after, 1, "take 1")
    assert after["end"]["reasons"] == ["round_cap"] and after["end"]["final_round"] == 4


def test_e2_extra_rounds_from_the_data() -> None:
    engine = engine_with(lambda d: d["end"]["extra_rounds_after_trigger_round"].update(value=0))
    state = build("""
        players 2
        active 1
        seat 1
        princess 1 princess-08
        granny 4 quality-granny-1
        animals panda 4 fox 4 cat 3 rabbit 4
    """, engine)
    after = engine.apply(state, 1, "advance princess")
    assert after["phase"] == "over" and engine.result(after).reason == "achievements"


def test_e3_pd12_leader_bonus_needs_a_strict_lead() -> None:
    state = build("""
        players 3
        seat 0
        animals panda 1 fox 2
        seat 1
        animals panda 1 fox 1
    """)
    assert ENGINE.breakdown(state, 0)["leaders"] == 3  # fox 2 > 1, 0; panda tied
    assert ENGINE.breakdown(state, 1)["leaders"] == 0


def test_e3_adjacency_three_in_line_and_a_block() -> None:
    state = build("""
        players 2
        seat 0
        princess 1 princess-01, 2 princess-02, 3 princess-03
        granny 1 princess-04, 2 princess-05
    """)
    # vertical: princess 1-2, 2-3, granny 1-2; horizontal rows 1 and 2: 5 pairs
    assert ENGINE.adjacent_pairs(state["seats"][0]["board"]) == 5


def test_e3_pd08_quality_colour_switch_in_the_data() -> None:
    text = """
        players 2
        seat 0
        princess 1 princess-01, 2 quality-princess-1
    """
    assert ENGINE.adjacent_pairs(build(text)["seats"][0]["board"]) == 0
    engine = engine_with(lambda d: d["tiles"]["quality"].update(has_colour_for_adjacency=True))
    assert engine.adjacent_pairs(build(text, engine)["seats"][0]["board"]) == 1


def test_e3_pd04_row_values_from_the_data() -> None:
    engine = engine_with(lambda d: d["workshop"]["row_values"]["by_row"].update({"1": 4}))
    text = "players 2\nseat 0\nprincess 1 princess-01"
    assert ENGINE.breakdown(build(text), 0)["tracks"] == 0
    assert engine.breakdown(build(text, engine), 0)["tracks"] == 4


def _finished(text: str) -> dict:
    state = build(text)
    state.update(phase="over", ask=None)
    state["end"].update(triggered=True, reason="achievements", reasons=["achievements"])
    return state


def test_e4_pd30_tie_breaks_and_shared_places() -> None:
    """E4: achievements, then track values, then shared; places 1st, 1st, 3rd."""
    state = _finished("""
        players 3
        seat 0
        princess 2 princess-08
        seat 1
        granny 2 princess-08
        seat 2
        animals panda 1
    """)
    result = ENGINE.result(state)
    assert [(s.seat, s.score, s.rank) for s in result.standings] == [
        (2, 4, 1), (0, 1, 2), (1, 1, 2)]
    tied = _finished("""
        players 3
        seat 0
        princess 2 princess-08
        seat 1
        granny 2 princess-08
    """)
    result = ENGINE.result(tied)
    assert [(s.seat, s.rank) for s in result.standings] == [(0, 1), (1, 1), (2, 3)]
    assert result.winners == [0, 1]
    # who won, then why the game ended
    assert ENGINE.end_sentence(result) == msg(
        "kokeshi-end-why", winner=msg("kokeshi-share-win", winners=[{"seat": 0}, {"seat": 1}],
                                      score=1),
        why=msg("kokeshi-ended-achievements", target=ENGINE.rules.target(3)))
    by_achievement = _finished("""
        players 2
        seat 0
        princess 4 quality-princess-1
        seat 1
        granny 3 sumo-08
        fisherman 4 samurai-08
        sumo 2 fisherman-08
    """)
    result = ENGINE.result(by_achievement)
    assert result.standings[0].score == result.standings[1].score == 6
    assert result.winners == [0]
    assert ENGINE.end_sentence(result).args["winner"]["message"]["id"] == \
        "kokeshi-wins-on-achievements"
    assert "tie-break" in english(ENGINE.end_sentence(result))
    assert english(ENGINE.end_sentence(result)).endswith(
        "The game ended because a player reached 5 achievements.")


def test_e5_final_breakdown_per_category_for_every_player() -> None:
    state = _finished("""
        players 2
        seat 0 happiness 3
        princess 2 princess-08
    """)
    state["seats"][0]["tops"] = 1
    result = ENGINE.result(state)
    # in words, and without a "total" beside the score (the score is the total)
    assert list(result.standings[0].breakdown) == [
        "top rewards", "animals", "animal leads", "Quality tiles", "track rows",
        "same-colour pairs", "achievements"]
    assert result.standings[0].breakdown["top rewards"] == 3
    assert len(result.details) == 2
    assert result.details[0].id == "kokeshi-detail"
    assert dict(result.details[0].args)["happiness"] == 3
    assert english(result.details[0]).startswith(
        "Player 1: 4 Happiness = top rewards 3 + animals 0")


# --- decision points and notation ----------------------------------------------------------

def test_d4_auto_with_one_candidate_and_skipped_with_none() -> None:
    one = build("""
        players 2
        seat 0
        samurai 1 samurai-06
        sumo 1 sumo-08
    """)
    after = play(one, "advance samurai")  # K> from samurai: only sumo
    assert after["seats"][0]["kokeshi"][4] == 1 and after["active"] == 1
    none = play(build("players 2\nseat 0\nprincess 1 princess-07"), "advance princess")
    assert none["active"] == 1 and "kokeshi-no-kokeshi-can-move" in event_ids(none)


def test_d5_animal_choice_offers_markers_below_7() -> None:
    state = build("""
        players 2
        seat 0
        princess 1 princess-03
        animals fox 7
    """)
    after = play(state, "advance princess", "side A*")
    assert notations(after) == ["animal panda", "animal cat", "animal rabbit"]
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(after, 0, "animal fox")
    assert refused.value.message == msg("kokeshi-refuse-animal-at-end",
                                        animal=component("fox"), last=7)  # PD-26


def test_d6_d7_market_moves_are_marked_as_revealing() -> None:
    """Undo stops at a market take (the refill draws): reveals on the move, revealed on
    the state."""
    after = play(build("players 2\nseat 0"), "advance granny")
    moves = ENGINE.legal_moves(after, 0)
    assert all(m.reveals for m in moves)
    assert not any(m.reveals for m in ENGINE.legal_moves(build("players 2\nseat 0"), 0))


def test_wrong_kind_of_move_names_the_pending_decision() -> None:
    after = play(build("players 2\nseat 0"), "advance granny")
    with pytest.raises(IllegalMove, match="empty space"):
        ENGINE.apply(after, 0, "gain 1")
    with pytest.raises(IllegalMove, match="Market slot"):
        ENGINE.apply(play(build("players 2\nmarket sumo-08 - - - granny-08\nseat 0"),
                          "advance granny"), 0, "take 2")


def test_notation_canonical_spellings() -> None:
    assert ENGINE.canonical("  ADVANCE   Granny ") == "advance granny"
    assert ENGINE.canonical("side k:GRANNY") == "side K:granny"
    assert ENGINE.canonical("take Q2") == "take q2"
    assert ENGINE.canonical("place SAMURAI-01-A granny") == "place samurai-01-a granny"
    for bad in ("", "advance", "advance bob", "take 6", "take q4", "side K!", "place x granny",
                "start princess"):
        with pytest.raises(BadNotation):
            ENGINE.canonical(bad)


def test_data_checks_block() -> None:
    """The JSON's own totals (section 3.9 ``checks``)."""
    checks = R.data["checks"]
    assert len(R.designs) == checks["normal_design_count"]
    assert len(R.project_decisions) == checks["project_decision_count"] == 36
    assert sum(R.row_values) == checks["row_values_sum"]
    assert sum(R.tiles[q].points for q in R.quality_order) == checks["quality_points_total"]
    for design_id in R.design_order:
        tile = R.designs[design_id]
        assert sum(1 for e in tile.effects if e.kind == "K") <= 1
        if tile.kind == "both":
            assert any(e.kind == "A" for e in tile.effects)
    assert json.loads(json.dumps(R.data)) == load_game_data("kokeshi")


def test_rules_help_names_every_project_decision() -> None:
    """The project's own numbers come from the data as arguments; players read them in
    words, in every language, without the spec's codes (PD-01, R12)."""
    sections = dict(ENGINE.rules_help())
    decisions = sections[msg("kokeshi-help-decisions-title")]
    assert decisions.id == "kokeshi-help-decisions"
    args = dict(decisions.args)
    assert (args["rows"], args["market"], args["red-line"], args["start-row"],
            args["animal-max"], args["round-cap"]) == (
        R.rows, R.market_size, R.red_line, R.start_row, R.animal_max, R.round_cap)
    assert [v for v in args["values"]["list"]] == list(R.row_values[1:])
    for language in ("en", "it", "fr"):
        text = " ".join(i18n.text(part, language, game="kokeshi")
                        for section in ENGINE.rules_help() for part in section)
        assert not re.search(r"\bPD-?\d|\b[SRED]\d{1,2}\b", text), language
        assert str(R.round_cap) in text and str(R.red_line) in text
    english_text = " ".join(english(body) for _, body in ENGINE.rules_help())
    assert "project's own" in english_text
    credits = i18n.text(ENGINE.credits)
    assert "Knop" in credits and "Ludofun" in credits
