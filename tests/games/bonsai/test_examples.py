"""The worked examples W1–W10 of spec §9, every figure they give."""

from __future__ import annotations

import pytest

from bot.games.bonsai.engine import ENGINE
from bot.games.bonsai.tables import RULES, TILE_TYPES, reading_key
from bot.games.bonsai.tree import (
    flower_points,
    goal_measure,
    legal_cells,
    parse_tree,
    placement_error,
    tiles_of,
)
from tests.games.bonsai.support import events_text, play, position, refused, supply

W1_TREE = {
    "wood": [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (-1, 2), (1, 2), (1, 4)],
    "leaf": [(-2, 2), (-1, 1), (-1, 3), (-1, 4), (0, 5), (1, 1), (1, 3), (1, 5), (2, 1),
             (2, 2), (2, 3), (2, 4), (2, 5)],
    "fruit": [(-2, 3), (0, 6)],
    "flower": [(-1, 5), (-1, 6), (1, 6), (3, 2), (3, 4)],
}
W1_DIAGRAM = """
 y=+7  .   .   .   .   .   .   .   .
 y=+6    .   .  Fl  Fr  Fl   .   .   .
 y=+5  .   .  Fl  Lf  Lf  Lf   .   .
 y=+4    .   .  Lf  Wd  Wd  Lf  Fl   .
 y=+3  .  Fr  Lf  Wd  Lf  Lf   .   .
 y=+2    .  Lf  Wd  Wd  Wd  Lf  Fl   .
 y=+1  .   .  Lf  Wd  Lf  Lf   .   .
 y=+0    .  ##  ##  Bd  ##  ##  ##   .
"""


def _w1_tiles() -> dict:
    return {cell: kind for kind, cells in W1_TREE.items() for cell in cells}


def test_w1_published_final_scoring_total_100() -> None:
    """W1: leaves 39, flowers 3+3+3+5+5 = 19, fruits 14, bonsai 72, Parchments 10 + 13,
    brown_small 5: 100."""
    tiles = _w1_tiles()
    assert parse_tree(W1_DIAGRAM) == tiles  # the diagram and the coordinates agree
    state = position(2, seats=[{"tree": W1_DIAGRAM, "claimed": ["brown_small"],
                                "pile": ["parchment_flower_1", "parchment_leaf_1"]}],
                     goals=["brown_small", "brown_large"])
    seat = state["seats"][0]
    assert len(W1_TREE["wood"]) == 8 and len(W1_TREE["leaf"]) == 13
    assert {cell: flower_points(RULES, tiles, False, cell) for cell in W1_TREE["flower"]} == {
        (-1, 5): 3, (-1, 6): 3, (1, 6): 3, (3, 2): 5, (3, 4): 5}
    assert ENGINE.breakdown(seat) == {"leaves": 39, "flowers": 19, "fruits": 14, "wood": 0,
                                      "goals": 5, "parchments": 23}
    assert ENGINE.parchment_points(seat) == {"parchment_flower_1": 10, "parchment_leaf_1": 13}
    assert sum(ENGINE.tile_score(seat).values()) == 72
    assert ENGINE.total(seat) == 100
    # the brown goal counts the bud: 8 wood tiles meet brown_small (>= 8)
    assert goal_measure(RULES, tiles, False, "wood_count") == 8


def test_w1_tree_can_be_grown_legally() -> None:
    """W1 says the tree is legal: it can be grown tile by tile under R24–R27."""
    target = _w1_tiles()
    grown = {(0, 0): "wood"}
    left = {c: k for c, k in target.items() if c != (0, 0)}
    while left:
        for cell in sorted(left, key=reading_key):
            if placement_error(RULES, grown, False, cell, left[cell]) is None:
                grown[cell] = left.pop(cell)
                break
        else:
            raise AssertionError(f"stuck with {left}")
    assert grown == target


W2_BEFORE = """
 y=+1  .   .  Lf  Wd   .   .   .
 y=+0    .  ##  ##  Bd  ##  ##  ##
"""


def _w2_state() -> dict:
    return position(2, seats=[{
        "tree": W2_BEFORE, "supply": "W1 L2 Fl1",
        "cards": ["growth_leaf_1", "growth_flower_1", "growth_fruit_1"]}], goals=[])


def test_w2_published_cultivate_example() -> None:
    """W2: allowance 1 any, 1 wood, 2 leaf, 1 flower, 1 fruit; four placements in order,
    the any symbol unused, the supply empty after."""
    state = _w2_state()
    assert ENGINE.allowance(state["seats"][0]) == {
        "wood": 1, "leaf": 2, "flower": 1, "fruit": 1, "any": 1}
    state = play(state, "place wood 0,2", "place leaf 1,2", "place leaf -1,2")
    assert state["step"]["allowance"] == {"wood": 0, "leaf": 0, "flower": 1, "fruit": 1,
                                          "any": 1}
    # the flower is his last tile: placing it ends the Cultivate and the turn
    last = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "place flower -2,2")
    assert last.path[0].args["ends"] == "turn"
    state = play(state, "place flower -2,2")
    assert state["seats"][0]["supply"] == supply("")
    assert state["turn"] == 1 and state["active"] == 1
    tiles = tiles_of(state["seats"][0]["tree"])
    assert parse_tree("""
 y=+2    .  Fl  Lf  Wd  Lf   .   .
 y=+1  .   .  Lf  Wd   .   .   .
 y=+0    .  ##  ##  Bd  ##  ##  ##
""") == tiles
    assert RULES.protrusion((-2, 2)) == "left"
    assert flower_points(RULES, tiles, False, (-2, 2)) == 4


def test_w2_illegal_order_leaf_before_wood() -> None:
    """W2: leaf (1,2) before wood (0,2) is refused; its neighbours hold no wood."""
    state = play(_w2_state(), "cultivate")
    assert RULES.neighbours((1, 2)) == [(2, 3), (2, 2), (2, 1), (1, 1), (0, 2), (1, 3)]
    with refused("bonsai-place-needs-neighbour"):
        play(state, "place leaf 1,2")


def _w3_tree(leaves: int, top: int = 10) -> str:
    """Wood from (0,1) up to (0,top), leaves at (1,1)…(1,leaves): one connected group."""
    tiles = {(0, y): "wood" for y in range(1, top + 1)}
    tiles.update({(1, y): "leaf" for y in range(1, leaves + 1)})
    lines = []
    for y in range(top + 1, 0, -1):
        row = ["Wd" if tiles.get((x, y)) == "wood" else "Lf" if tiles.get((x, y)) else "."
               for x in range(-3, 3)]
        lines.append(f"y={y:+d} " + " ".join(row))
    return "\n".join(lines)


def _w3_state() -> dict:
    goals = ["green_small", "green_medium", "green_large"]
    return position(3, seats=[{"tree": _w3_tree(4), "supply": "L2"},
                              {"claimed": ["green_medium"], "supply": ""},
                              {"supply": ""}], goals=goals)


def _other_turns(state: dict) -> dict:
    """Seats 2 and 3 hold nothing: they pass."""
    return play(state, "finish", "finish")


def test_w3_pending_small_goal_offers_claim_or_renounce() -> None:
    """W3: a group of 6 (green_medium taken by seat 2): green_small only is pending."""
    state = play(_w3_state(), "place leaf 1,5", "place leaf 1,6")
    assert state["phase"] == "goals"
    assert ENGINE.pending_goals(state, 0) == {"green": ["green_small"]}
    moves = [m.notation for m in ENGINE.legal_moves(state, 0)]
    assert moves == ["claim green_small", "renounce green"]


def test_w3_claim_scores_6_and_green_is_never_asked_again() -> None:
    state = play(_w3_state(), "place leaf 1,5", "place leaf 1,6", "claim green_small")
    assert state["seats"][0]["claimed"] == ["green_small"]
    assert ENGINE.goal_points(state["seats"][0]) == 6
    for leaf in (7, 8, 9):
        state = _other_turns(state)
        state["seats"][0]["supply"]["leaf"] = 1
        state = play(state, f"place leaf 1,{leaf}")
        assert state["phase"] == "action" and state["active"] == 1


def test_w3_renounce_then_only_the_large_goal_at_9() -> None:
    state = play(_w3_state(), "place leaf 1,5", "place leaf 1,6", "renounce green")
    assert state["seats"][0]["renounced"] == ["green_small"]
    for leaf in (7, 8):
        state = _other_turns(state)
        state["seats"][0]["supply"]["leaf"] = 1
        state = play(state, f"place leaf 1,{leaf}")
        assert state["phase"] == "action", leaf  # nothing asked at 7 and 8
    state = _other_turns(state)
    state["seats"][0]["supply"]["leaf"] = 1
    state = play(state, "place leaf 1,9")
    assert state["phase"] == "goals"
    assert ENGINE.pending_goals(state, 0) == {"green": ["green_large"]}
    # any other player may still claim green_small
    other = position(3, seats=[{}, {}, {"tree": _w3_tree(5)}], goals=["green_small"],
                     active=2)
    other["seats"][0]["renounced"] = ["green_small"]
    assert ENGINE.pending_goals(other, 2) == {"green": ["green_small"]}


def test_w4_meditate_slot_4_master_then_supply_limit() -> None:
    """W4: slot 4 with both bonus tiles, the Master card after the refill, return 3."""
    state = position(2, seats=[{}, {"supply": "W2 L1 Fl1"}], active=1, goals=[],
                     display=["growth_wood_1", "parchment_leaf_1", "helper_wood_1",
                              "master_leaf_fruit_1"])
    state["deck"] = ["tool_2"] + [c for c in state["deck"] if c != "tool_2"]
    state = play(state, "meditate 4 leaf fruit")
    bruno = state["seats"][1]
    assert bruno["pile"] == ["master_leaf_fruit_1"]
    assert state["display"] == ["tool_2", "growth_wood_1", "parchment_leaf_1",
                                "helper_wood_1"]
    assert bruno["supply"] == supply("W2 L3 Fl1 Fr2") and sum(bruno["supply"].values()) == 8
    assert state["phase"] == "return" and ENGINE.capacity(bruno) == 5
    assert "return wood leaf flower" in [m.notation for m in ENGINE.legal_moves(state, 1)]
    state = play(state, "return wood leaf flower")
    assert state["seats"][1]["supply"] == supply("W1 L2 Fr2")
    assert state["phase"] == "action" and state["active"] == 0 and state["turn"] == 1
    events = events_text(state)
    assert "returned 1 wood, 1 leaf, 1 flower" in events


W5_TREE = """
 y=+3  .   .   .   .   .   .   .
 y=+2    .   .   .  Lf  Lf   .   .
 y=+1  .   .  Lf  Wd  Wd   .   .
 y=+0    .  ##  ##  Bd  ##  ##  ##
"""


def test_w5_fruit_placement() -> None:
    """W5: (1,3) is the only legal fruit cell; (0,3) and (-1,2) are not."""
    tiles = parse_tree(W5_TREE)
    tiles[(0, 0)] = "wood"
    assert legal_cells(RULES, tiles, False, "fruit") == [(1, 3)]
    assert placement_error(RULES, tiles, False, (1, 3), "fruit") is None
    fruit_rules = {"bonsai-place-needs-pair", "bonsai-place-forbidden-neighbour"}  # R27
    assert placement_error(RULES, tiles, False, (0, 3), "fruit").id in fruit_rules
    assert placement_error(RULES, tiles, False, (-1, 2), "fruit").id in fruit_rules
    state = position(2, seats=[{"tree": W5_TREE, "supply": "Fr1"}], goals=[])
    state = play(state, "cultivate", "place fruit 1,3")
    assert state["seats"][0]["tree"]["1,3"] == "fruit"


W6_TREE = """
 y=+2    .   .   .  Lf   .   .   .
 y=+1  .  Fl  Lf  Wd  Fl   .   .
 y=+0    .  ##  ##  Bd  ##  ##  ##
"""


def test_w6_flower_points_next_to_the_pot_and_the_bud() -> None:
    """W6: (-2,1) scores 5, (1,1) scores 3, the tree's tiles 14."""
    state = position(2, seats=[{"tree": W6_TREE}])
    tiles = tiles_of(state["seats"][0]["tree"])
    assert flower_points(RULES, tiles, False, (-2, 1)) == 5
    assert flower_points(RULES, tiles, False, (1, 1)) == 3
    assert sum(ENGINE.tile_score(state["seats"][0]).values()) == 14
    assert ENGINE.public_score(state["seats"][0]) == 14


def test_w7_last_card_final_turns_and_sliding_display() -> None:
    """W7: X revealed last triggers the end; one more turn each, the trigger player last;
    the display slides with nothing revealed."""
    c1, c2, c3, c4, x = ("growth_wood_1", "growth_leaf_1", "tool_1", "growth_flower_1",
                         "parchment_wood_1")
    state = position(2, display=[c1, c2, c3, c4], deck=[x], goals=[])
    moves = {m.notation: m for m in ENGINE.legal_moves(state, 0)}
    assert moves["meditate 2 leaf"].reveals
    state = play(state, "meditate 2 leaf")
    assert state["display"] == [x, c1, c3, c4]
    assert state["end_triggered"] and state["revealed"]
    assert state["active"] == 1 and state["final_turns_left"] == 2
    state = play(state, "meditate 4 leaf fruit")
    assert state["display"] == [None, x, c1, c3]
    assert not state["revealed"] and state["active"] == 0
    assert not ENGINE.legal_moves(state, 0)[0].reveals
    before = dict(state["seats"][0]["supply"])
    state = play(state, "meditate 3 wood flower")
    assert state["seats"][0]["supply"]["wood"] == before["wood"] + 1
    assert state["seats"][0]["supply"]["flower"] == before["flower"] + 1
    assert state["display"] == [None, None, x, c3]
    assert state["phase"] == "over" and ENGINE.result(state) is not None


def test_w7_empty_display_leaves_only_cultivate() -> None:
    state = position(2, display=[None, None, None, None], deck=[], goals=[],
                     final_turns_left=1, end_triggered=True,
                     seats=[{"tree": "y=+1 . . . Wd"}])
    # placing the one wood it holds, or placing nothing
    assert [m.notation for m in ENGINE.legal_moves(state, 0)] == [
        "place wood -1,2", "place wood 0,2", "place wood -1,1", "place wood 1,1", "finish"]
    with refused("bonsai-display-empty"):
        play(state, "meditate 1")


def test_w8_setup_three_players() -> None:
    """W8: 43 cards, 4 revealed, 39 left; 9 goal tiles; supplies W1 / W1 L1 / W1 L1 Fl1."""
    state = ENGINE.setup(3, 11, {})
    assert len(state["deck"]) == 39 and all(state["display"])
    assert len(state["goals"]) == 9
    assert len({RULES.goals[g].colour for g in state["goals"]}) == 3
    assert [s["supply"] for s in state["seats"]] == [supply("W1"), supply("W1 L1"),
                                                      supply("W1 L1 Fl1")]


@pytest.mark.parametrize("seed", range(5))
def test_w8_tokonoma_two_players(seed: int) -> None:
    """W8: 32 cards; 25 non-Parchments, 12 at the bottom; a top part of 20 with the 7
    Parchments, 4 of it dealt to the display, 16 above the 12 bottom cards (28)."""
    state = ENGINE.setup(2, seed, {"tokonoma": "on"})
    deck = state["deck"]
    assert len(deck) == 28
    top = [c for c in state["display"] if c] + deck[:16]
    bottom = deck[16:]
    def is_parchment(card: str) -> bool:
        return RULES.kind_of(card).type == "parchment"
    assert len(bottom) == 12 and not any(is_parchment(c) for c in bottom)
    assert len(top) == 20 and sum(is_parchment(c) for c in top) == 7


W9 = [((3, 1), 3, None, False), ((4, 1), 4, "right", False), ((3, 2), 3.5, "right", False),
      ((-1, 1), -1, None, False), ((-2, 1), -2, "left", False),
      ((-2, -1), -2, "left", False), ((-2, -2), -1.5, "left", True),
      ((3, -2), 3.5, "right", True), ((0, -3), 0, None, True)]


@pytest.mark.parametrize(("cell", "cx", "side", "low"), W9)
def test_w9_protrusion_and_low_rows(cell, cx, side, low) -> None:
    """W9: each row of the table (parity, cx, protrusion, high/low)."""
    x, y = cell
    assert (x + 0.5 if y % 2 == 0 else x) == cx
    assert RULES.protrusion(cell) == side
    assert RULES.is_low(cell) is low
    assert cell not in RULES.blocked(False)


def test_w9_blue_large_and_medium() -> None:
    tiles = {(0, 0): "wood", (-2, -1): "leaf", (3, -2): "leaf"}
    assert goal_measure(RULES, tiles, False, "protrude_high_one_side_and_low_other_side") == 1
    assert goal_measure(RULES, tiles, False, "protrude_both_sides") == 1


def test_w10_solo_cultivate_discards_slot_4() -> None:
    """W10: Cultivate discards D; A, B, C slide; E revealed: E, A, B, C."""
    a, b, c, d, e, f, g = ("tool_1", "tool_2", "tool_3", "growth_wood_1", "growth_wood_2",
                           "growth_leaf_1", "growth_leaf_2")
    state = position(1, display=[a, b, c, d], deck=[e, f, g], seats=[{"supply": ""}])
    moves = {m.notation: m for m in ENGINE.legal_moves(state, 0)}
    assert moves["finish"].reveals  # placing nothing: the discard and refill follow
    state = play(state, "finish")
    assert state["display"] == [e, a, b, c] and state["discards"] == [d]
    assert state["revealed"]


def test_w10_solo_meditate_slot_4_discards_slot_3() -> None:
    """W10: taking D discards C; A, B slide to 3–4; E then F revealed: F, E, A, B."""
    a, b, c, d, e, f, g = ("tool_1", "tool_2", "tool_3", "growth_wood_1", "growth_wood_2",
                           "growth_leaf_1", "growth_leaf_2")
    state = position(1, display=[a, b, c, d], deck=[e, f, g])
    state = play(state, "meditate 4 leaf fruit")
    assert state["display"] == [f, e, a, b] and state["discards"] == [c]
    assert state["deck"] == [g]
    assert set(TILE_TYPES) >= set(state["seats"][0]["supply"])
