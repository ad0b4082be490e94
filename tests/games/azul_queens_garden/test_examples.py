"""The worked examples of §9 (W1–W11) and the published arithmetic check E8, each figure
they give checked."""

from __future__ import annotations

import pytest

from bot.games.azul_queens_garden.engine import (
    components,
    elements,
    fill_template,
    fits,
    free_spaces,
    tile_count,
)
from bot.games.azul_queens_garden.words import component, say
from bot.games.base import IllegalMove
from tests.games.azul_queens_garden.support import (
    E,
    T,
    events,
    hexagons,
    notations,
    position,
    retop,
)

W1_START = """
players 2
active 0
top blue_1 blue_3 blue_5 yellow_2
current exp_lightgreen_1 *4
seat 0 storage J J J
seat 1 storage J J J
"""


def test_w1_acquire_with_duplicate_stack_advance_and_flip():
    """W1: Michael takes blue, the top moves out as L1, FILL; Ina's pattern-2 take with the
    duplicate yellow_2 chosen at L1 empties L1, which flips face up."""
    state = position(W1_START)
    after = E.apply(state, 0, "acquire blue")
    me = after["seats"][0]
    assert me["tiles"] == {"blue_1": 1, "blue_3": 1, "blue_5": 1}
    assert tile_count(me) == 6
    assert after["laid"] == [{"label": "L1", "exp": "exp_lightgreen_1", "up": False,
                              "tiles": ["yellow_2"]}]
    assert len(after["current"]) == 4 and len(after["top"]) == 4
    assert after["revealed"] is True
    assert after["active"] == 1 and after["turn"] == 1
    after = retop(after, ["yellow_2", "darkgreen_2", "lightpurple_4", "darkpurple_6"])
    assert after["laid"][0]["up"] is False  # L1 still has a tile: nothing flips
    # Ina: pattern 2 matches yellow_2 at L1 and yellow_2, darkgreen_2 at T
    takes = [n for n in notations(after, 1) if n.startswith("acquire p2")]
    assert takes == ["acquire p2 yellow_2@T", "acquire p2 yellow_2@L1"]
    ina = E.apply(after, 1, "acquire p2 yellow_2@L1")
    assert ina["seats"][1]["tiles"] == {"yellow_2": 1, "darkgreen_2": 1}
    assert ina["seats"][1]["jokers"] == 3
    assert ina["laid"][1] == {"label": "L2", "exp": ina["laid"][1]["exp"], "up": False,
                              "tiles": ["yellow_2", "lightpurple_4", "darkpurple_6"]}
    assert len(ina["current"]) == 3 and len(ina["top"]) == 4
    assert ina["laid"][0] == {"label": "L1", "exp": "exp_lightgreen_1", "up": True,
                              "tiles": []}
    items = E.selectable(ina)
    assert ("L1", "lightgreen_1", True) in items
    criteria = [c for c, *_ in E.acquisitions(ina, 0)]
    assert "lightgreen" in criteria and "p1" in criteria
    # W1.3: had Ina chosen T for yellow_2
    other = E.apply(after, 1, "acquire p2 yellow_2@T")
    assert other["laid"][0] == {"label": "L1", "exp": "exp_lightgreen_1", "up": False,
                                "tiles": ["yellow_2"]}
    assert other["laid"][1]["tiles"] == ["lightpurple_4", "darkpurple_6"]


def test_w2_capacity_decided_by_the_duplicate_choice():
    """W2: a full tile storage may take only the expansion copy of darkgreen_4 at L1."""
    state = position("""
players 2
active 0
top yellow_4 blue_6 blue_1 lightpurple_2
laid L1 up exp_darkgreen_4
laid L2 down darkgreen_4 yellow_5
seat 0 storage lightgreen_1 lightgreen_1 lightgreen_2 lightgreen_2 lightgreen_3 lightgreen_3
seat 0 storage lightgreen_5 lightgreen_5 lightgreen_6 lightgreen_6 J J
""")
    takes = [n for n in notations(state) if n.startswith("acquire")]
    assert takes == ["acquire darkgreen darkgreen_4@L1"]
    after = E.apply(state, 0, "acquire darkgreen darkgreen_4@L1")
    assert after["seats"][0]["exps"] == ["exp_darkgreen_4"]
    assert [x["label"] for x in after["laid"]] == ["L2"]
    assert after["laid"][0]["tiles"] == ["darkgreen_4", "yellow_5"]
    assert after["current"] == state["current"] and after["top"] == state["top"]
    assert after["revealed"] is False  # no stack advance, no flip
    for refused in ("acquire p4 darkgreen_4@L1", "acquire p5", "acquire yellow", "acquire blue",
                    "acquire lightpurple", "acquire p1", "acquire p2", "acquire p6",
                    "acquire darkgreen darkgreen_4@L2"):
        with pytest.raises(IllegalMove):
            E.apply(state, 0, refused)


W3 = """
players 2
active 0
seat 0 storage darkpurple_5 darkpurple_1 darkpurple_3 darkpurple_3 yellow_5 exp_blue_5 J J
"""


def test_w3_payment_sets_for_a_cost_5_tile():
    """W3: exactly two legal sets; illegal ones refused; where the payment goes."""
    state = position(W3)
    me = state["seats"][0]
    assert E.payments(me, "darkpurple_5") == [
        ("colour", (("darkpurple_1", "darkpurple_3"), 2)),
        ("pattern", (("exp_blue_5", "yellow_5"), 2)),
    ]
    for bad in ("place darkpurple_5 F0 pay darkpurple_1 darkpurple_3 darkpurple_3 1J",
                "place darkpurple_5 F0 pay darkpurple_1 yellow_5 2J",
                "place darkpurple_5 F0 pay darkpurple_1 darkpurple_3 1J"):
        with pytest.raises(IllegalMove):
            E.apply(state, 0, bad)
    after = E.apply(state, 0, "place darkpurple_5 F0 pay yellow_5 exp_blue_5 2J")
    assert after["tower"]["yellow_5"] == 1
    assert after["supply"][-1] == "exp_blue_5"
    assert len(after["supply"]) == len(state["supply"]) + 1
    assert after["seats"][0]["jokers"] == 0
    assert after["seats"][0]["tiles"] == {"darkpurple_1": 1, "darkpurple_3": 2}
    assert after["seats"][0]["exps"] == []
    assert after["seats"][0]["cells"] == {"F0": "darkpurple_5"}


W4_GARDEN = "seat 0 garden F0=blue_3 F1=blue_5 F3=yellow_3"


def test_w4_legal_and_illegal_cells_chain_rule():
    """W4: R22 and R23 on the fountain spaces; darkgreen_2 has no legal cell."""
    state = position(f"players 2\nactive 0\n{W4_GARDEN}\n"
                     "seat 0 storage darkgreen_2 yellow_5 blue_3 J J J")
    hexes = hexagons(T, state["seats"][0])
    assert fits(T, hexes, "F2", "yellow_5") is None
    assert fits(T, hexes, "F2", "blue_3") == say("fit-identical", tile=component("blue_3"))
    assert fits(T, hexes, "F2", "darkgreen_2") == say("fit-touch")
    assert fits(T, hexes, "F4", "blue_3") is None
    assert fits(T, hexes, "F4", "darkgreen_2") == say("fit-touch")
    assert fits(T, hexes, "F5", "darkgreen_2") == say("fit-touch")
    assert not [n for n in notations(state) if n.startswith("place darkgreen_2")]
    cells = {n.split()[2] for n in notations(state) if n.startswith("place blue_3")}
    assert cells == {"F4"}


def test_w5_face_up_expansion_orientations():
    """W5: exp_yellow_3 in A0: every orientation but 3 (next to F0's yellow_3)."""
    state = position("players 2\nactive 0\nseat 0 garden F0=yellow_3\n"
                     "seat 0 storage exp_yellow_3 yellow_1 J")
    me = state["seats"][0]
    places = E.orientations(me, hexagons(T, me), "exp_yellow_3")
    assert [o for k, o in places if k == 0] == [0, 1, 2, 4, 5]
    assert [T.area_printed[0][o] for o in range(6)] == ["A0.0", "A0.1", "A0.2", "A0.3",
                                                        "A0.4", "A0.5"]
    moves = [n for n in notations(state) if n.startswith("expand exp_yellow_3 A0")]
    assert moves == [f"expand exp_yellow_3 A0 o{o} pay yellow_1 1J" for o in (0, 1, 2, 4, 5)]
    with pytest.raises(IllegalMove, match="two Yellow 3 in one group"):
        E.apply(state, 0, "expand exp_yellow_3 A0 o3 pay yellow_1 1J")
    after = E.apply(state, 0, "expand exp_yellow_3 A0 o0 pay yellow_1 1J")
    me = after["seats"][0]
    assert me["areas"]["0"] == {"exp": "exp_yellow_3", "up": True, "o": 0}
    assert hexagons(T, me)["A0.0"] == "yellow_3"
    spaces = free_spaces(T, me, hexagons(T, me))
    assert [c for c in spaces if c.startswith("A0")] == ["A0.1", "A0.2", "A0.3", "A0.4",
                                                         "A0.5"]
    assert me["tiles"] == {} and me["jokers"] == 0


W6 = """
players 2
active 0
seat 0 garden F0=blue_1 F2=blue_3 F3=blue_4 F4=blue_5 F5=blue_6 A0=down A0.2=yellow_5
seat 0 garden A0.3=yellow_1 A1=up:exp_yellow_3:5 A1.4=lightgreen_3 A1.3=lightgreen_6 A2=down
seat 0 garden A2.0=darkgreen_6 A2.5=darkgreen_3
seat 0 storage blue_2 yellow_2 lightpurple_1 lightpurple_2 lightpurple_3 lightpurple_4
seat 0 storage lightpurple_5 lightpurple_6 darkpurple_1 darkpurple_2 J J
"""


def test_w6_one_tile_surrounds_three_elements_excess_jokers_lost():
    """W6: blue_2 on F1 surrounds FT (2), O0 (2) and O1 (1): 5 jokers, 2 fit, 3 lost."""
    state = position(W6)
    assert "place blue_2 F1 pay yellow_2" in notations(state)
    after = E.apply(state, 0, "place blue_2 F1 pay yellow_2")
    me = after["seats"][0]
    assert sum(me["tiles"].values()) == 8 and me["jokers"] == 4
    assert tile_count(me) == 12
    assert sorted(me["surrounded"]) == ["FT", "O0", "O1"]
    assert any("5 jokers, 3 lost" in e for e in events(after))
    assert "O5" not in me["surrounded"] and "O2" not in me["surrounded"]
    assert "A1.c" not in me["surrounded"]


def test_w7_first_pass_with_discards_clamped():
    """W7: 6 + 2 + 1 from a score of 4 leaves 0; pieces go to the tower and the supply."""
    state = position("players 2\nactive 0\nseat 0 score 4\n"
                     "seat 0 storage darkgreen_6 exp_lightpurple_2 J J")
    step = E.apply(state, 0, "pass")
    assert step["phase"] == "discard" and step["turn"] == state["turn"]
    assert notations(step) == ["discard darkgreen_6", "discard exp_lightpurple_2",
                               "discard darkgreen_6 exp_lightpurple_2", "done"]
    step = E.apply(step, 0, "discard darkgreen_6")
    after = E.apply(step, 0, "discard exp_lightpurple_2")  # nothing left: the pass ends
    me = after["seats"][0]
    assert me["score"] == 0 and me["passed"]
    assert me["ledger"] == {"start": 4, "discards": -8, "first to pass": -1,
                            "clamped at 0": 5}
    assert after["tower"]["darkgreen_6"] == 1
    assert after["supply"][-1] == "exp_lightpurple_2"
    assert len(after["supply"]) == len(state["supply"]) + 1
    assert me["jokers"] == 2
    assert after["first_passer"] == 0 and after["turn"] == state["turn"] + 1
    # the marker's holder starts the next round
    nxt = E.apply(after, 1, "pass")
    assert nxt["round"] == 2 and nxt["start_player"] == 0 and nxt["active"] == 0


W8 = """
players 2
active 0
goals yellow p4 darkpurple
seat 0 garden F0=yellow_4 F1=blue_4 F3=lightgreen_6 A0=up:exp_yellow_1:3
seat 0 garden A5=up:exp_lightgreen_3:0 A2=down A2.c=darkpurple_2
"""


def test_w8_round_scoring():
    """W8: 15 for hexagons and 2 pavilions: 17."""
    state = position(W8)
    assert E.round_points(state["seats"][0], ["yellow", "p4", "darkpurple"]) == (15, 2)
    after = E.apply(E.apply(state, 0, "pass"), 1, "pass")
    assert after["seats"][0]["ledger"]["round 1 goals"] == 15
    assert after["seats"][0]["ledger"]["round 1 pavilions"] == 2
    assert after["seats"][0]["score"] == 15 - 1 + 17


def test_w9_round_4_and_final_scoring():
    """W9: Phase 2 gives 38 (79), storage −2 (77), groups 36: 113."""
    garden = "\n".join(ln for ln in W6.splitlines() if "garden" in ln) + " F1=blue_2"
    state = position(f"""
players 2
round 4
active 0
first_passer 1
goals p6 darkgreen p5
{garden}
seat 0 score 41
seat 0 storage J J lightpurple_4
seat 1 passed
""")
    me = state["seats"][0]
    assert E.round_points(me, ["p6", "darkgreen", "p5"]) == (37, 1)
    groups = E.group_scores(me)
    assert [(g["id"], g["cells"], g["points"], g["bonus"]) for g in groups] == [
        ("blue", ["F0", "F1", "F2", "F3", "F4", "F5"], 21, 6),
        ("yellow", ["A0.2", "A0.3", "A1.5"], 9, 0),
    ]
    hexes = hexagons(T, me)
    assert components(T, hexes, "lightgreen") == [["A1.3", "A1.4"]]
    assert components(T, hexes, "darkgreen") == [["A2.0", "A2.5"]]
    assert components(T, hexes, "p3") == [["F2", "A2.5"], ["A1.4", "A1.5"]]
    assert components(T, hexes, "p1") == [["F0", "A0.3"]]
    assert components(T, hexes, "p6") == [["F5"], ["A1.3", "A2.0"]]
    after = E.apply(E.apply(state, 0, "pass"), 0, "done")
    assert after["phase"] == "over"
    ledger = after["seats"][0]["ledger"]
    assert ledger["round 4 goals"] + ledger["round 4 pavilions"] == 38
    assert ledger["storage"] == -2
    assert ledger["groups"] + ledger["group-of-6 bonus"] == 36
    assert after["seats"][0]["score"] == 113
    result = E.result(after)
    assert result.standings[0].seat == 0 and result.standings[0].score == 113
    assert result.details[0].args["storage"] == "-2"


def test_w10_buying_a_face_down_expansion():
    """W10: buying needs 6 points, a non-empty supply and an empty area."""
    base = "players 2\nactive 0\nseat 0 garden A0=down A1=down\n" \
           "seat 0 storage exp_blue_1 exp_blue_2 J J J\nsupply 10\nstacks 0\ncurrent *2\n"
    poor = position(base + "seat 0 score 5")
    assert not [n for n in notations(poor) if n.startswith("buy")]
    with pytest.raises(IllegalMove, match="6 points"):
        E.apply(poor, 0, "buy A3")
    rich = position(base + "seat 0 score 6")
    assert [n for n in notations(rich) if n.startswith("buy")] == [
        "buy A2", "buy A3", "buy A4", "buy A5"]
    after = E.apply(rich, 0, "buy A3")
    me = after["seats"][0]
    assert me["score"] == 0 and len(after["supply"]) == 9
    assert me["areas"]["3"]["up"] is False
    assert [c for c in free_spaces(T, me, hexagons(T, me)) if c.startswith("A3")] == [
        "A3.c", "A3.0", "A3.1", "A3.2", "A3.3", "A3.4", "A3.5"]
    assert "A3.c" not in [eid for eid, *_ in elements(T, me)]  # no pavilion face down
    assert E.view(after, None)["seats"][0]["areas"]["3"] == {"up": False}
    empty = position("players 2\nactive 0\nseat 0 score 20\nsupply 0")
    with pytest.raises(IllegalMove, match="supply is empty"):
        E.apply(empty, 0, "buy A0")
    full = position("players 2\nactive 0\nseat 0 score 20\nseat 0 garden "
                    + " ".join(f"A{k}=down" for k in range(6)))
    assert not [n for n in notations(full) if n.startswith("buy")]
    with pytest.raises(IllegalMove, match="already holds"):
        E.apply(full, 0, "buy A0")


def test_w11_round_goal_schedule():
    """W11 (S3, P3): the template filled with the example's shuffles."""
    schedule = fill_template(T.wheel_template,
                             ["yellow", "darkpurple", "blue", "lightgreen", "lightpurple",
                              "darkgreen"], ["p3", "p1", "p4", "p2", "p6", "p5"])
    assert schedule == [["yellow", "p3", "darkpurple"], ["p1", "blue", "p4"],
                        ["lightgreen", "p2", "lightpurple"], ["p6", "darkgreen", "p5"]]
    flat = [g for goals in schedule for g in goals]
    assert sorted(flat) == sorted([*T.colours, "p1", "p2", "p3", "p4", "p5", "p6"])


def test_e8_published_final_scoring_arithmetic():
    """E8: storage 1+1 and −4; goals 1+2+3+6 = 12 with 5 pavilions; groups 21 + 6, 9, 18
    and 12 from a garden that has these groups."""
    state = position("""
players 2
active 0
seat 0 garden F0=blue_1 F1=blue_2 F2=blue_3 F3=blue_4 F4=blue_5 F5=blue_6 A2=down A2.5=yellow_3
seat 0 garden A2.4=lightgreen_3 A3=down A3.2=darkgreen_3 A3.3=darkgreen_4 A3.4=darkgreen_5
seat 0 garden A3.c=darkgreen_6 A4=down A4.3=lightpurple_3 A4.4=darkpurple_3 A4.5=yellow_3
seat 0 garden A4.c=blue_3
seat 0 storage J J lightpurple_4
seat 1 garden A0=up:exp_yellow_1:0 A1=up:exp_yellow_2:0 A2=up:exp_yellow_3:0
seat 1 garden A3=up:exp_yellow_6:3 A4=up:exp_blue_4:3
""")
    groups = E.group_scores(state["seats"][0])
    assert sorted((g["points"], g["bonus"]) for g in groups) == [(9, 0), (12, 0), (18, 0),
                                                                 (21, 6)]
    me = state["seats"][0]
    assert me["jokers"] * T.joker_points == 2
    assert sum(T.kind_value[k] * n for k, n in me["tiles"].items()) == 4
    assert E.round_points(state["seats"][1], ["yellow", "p5", "darkgreen"]) == (12, 5)
