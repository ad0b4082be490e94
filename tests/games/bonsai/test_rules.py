"""One test per numbered rule of spec §4–§6 (S, R, E) and per decision point (D); the
project decisions (PD) are in test_decisions.py."""

from __future__ import annotations

import pytest

from bot.games.base import BadNotation, IllegalMove, NotYourDecision
from bot.games.bonsai.engine import ENGINE
from bot.games.bonsai.tables import RULES, TILE_TYPES
from bot.games.bonsai.tree import tiles_of
from tests.games.bonsai.support import events_text, play, position, refused, supply
from tests.words import said

DATA = RULES.data


def notations(state: dict, seat: int | None = None) -> list[str]:
    seat = state["active"] if seat is None else seat
    return [m.notation for m in ENGINE.legal_moves(state, seat)]


# --- setup (§4) -----------------------------------------------------------------------

def test_s1_seat_1_starts_and_seats_keep_the_platform_order() -> None:
    """S1: the platform shuffles seats (PD8); the engine starts with seat 1 ("Player 1")."""
    state = ENGINE.setup(4, 5, {})
    assert state["active"] == 0 and ENGINE.to_move(state) == [0]
    assert "Player 1 starts" in said(ENGINE, state["events"][0])
    assert DATA["setup"]["seat_order"]["value"] == "random"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_s2_seishi_pot_and_bud(players: int) -> None:
    """S2: capacity 5, allowance 1 any + 1 wood + 1 leaf, normal pot, only the bud, no cards."""
    state = ENGINE.setup(players, 1, {})
    for seat in state["seats"]:
        assert ENGINE.capacity(seat) == 5
        assert ENGINE.allowance(seat) == {"wood": 1, "leaf": 1, "flower": 0, "fruit": 0,
                                          "any": 1}
        assert seat["tree"] == {"0,0": "wood"} and seat["mirrored"] is False
        assert seat["cards"] == [] and seat["pile"] == []


@pytest.mark.parametrize(("players", "tiles"), [(1, 6), (2, 6), (3, 9), (4, 9)])
def test_s3_goal_tiles_by_player_count(players: int, tiles: int) -> None:
    """S3: 3 colours at random; small + large with 1–2 players, all three with 3–4."""
    colours_seen = set()
    for seed in range(12):
        state = ENGINE.setup(players, seed, {})
        assert len(state["goals"]) == tiles
        colours = {RULES.goals[g].colour for g in state["goals"]}
        assert len(colours) == 3
        colours_seen.add(frozenset(colours))
        sizes = {RULES.goals[g].size for g in state["goals"]}
        assert sizes == ({"small", "large"} if players <= 2 else {"small", "medium", "large"})
    assert len(colours_seen) > 3  # drawn at random, not fixed


@pytest.mark.parametrize(("players", "size"), [(1, 32), (2, 32), (3, 43), (4, 47)])
def test_s4_s6_deck_by_player_count(players: int, size: int) -> None:
    """S4: cards with min_players <= N (solo as 2 players); S6: 4 on display."""
    state = ENGINE.setup(players, 2, {})
    cards = state["deck"] + [c for c in state["display"] if c]
    assert len(cards) == size == DATA["deck"]["size_by_player_count"][str(players)]
    assert all(RULES.card_min_players[c] <= max(players, 2) for c in cards)
    assert len(state["deck"]) == size - 4 and all(state["display"])


@pytest.mark.parametrize(("players", "bottom", "top"), [(1, 12, 20), (3, 18, 25), (4, 20, 27)])
def test_s5_tokonoma_split(players: int, bottom: int, top: int) -> None:
    """S5: Parchments shuffled into the top part; the bottom has floor(n/2) others."""
    state = ENGINE.setup(players, 3, {"tokonoma": "on"})
    deck = [c for c in state["display"] if c] + state["deck"]
    is_parchment = [RULES.kind_of(c).type == "parchment" for c in deck]
    assert not any(is_parchment[top:]) and sum(is_parchment[:top]) == 7
    assert len(deck) - top == bottom
    check = DATA["checks"]["tokonoma_split_by_player_count"][str(players)]
    assert (check["bottom"], check["top_including_parchments"]) == (bottom, top)


def test_s7_starting_supplies() -> None:
    """S7: seat 1 W1; seat 2 W1 L1; seat 3 W1 L1 Fl1; seat 4 W1 L1 Fl1 Fr1; solo W1 L1."""
    four = ENGINE.setup(4, 0, {})
    assert [s["supply"] for s in four["seats"]] == [
        supply("W1"), supply("W1 L1"), supply("W1 L1 Fl1"), supply("W1 L1 Fl1 Fr1")]
    assert ENGINE.setup(1, 0, {})["seats"][0]["supply"] == supply("W1 L1")


def test_s8_solo_levels_and_default() -> None:
    """S8 / PD11: Seito 60 … Yūsha 140, default Gakusei 80."""
    assert {k: v["min_points"] for k, v in RULES.levels.items()} == {
        "seito": 60, "gakusei": 80, "senmon": 100, "sensei": 120, "yusha": 140}
    level = next(o for o in ENGINE.options if o.name == "solo_level")
    assert level.default == "gakusei"
    state = ENGINE.setup(1, 0, {"solo_level": "yusha"})
    assert ENGINE.view(state, None)["solo_level"] == "yusha"


def test_s9_start_of_game() -> None:
    """S9: seat 1's turn, no trigger, no goal claimed or renounced."""
    state = ENGINE.setup(2, 9, {})
    assert state["phase"] == "action" and state["turn"] == 0
    assert not state["end_triggered"] and state["final_turns_left"] is None
    assert all(not s["claimed"] and not s["renounced"] for s in state["seats"])


# --- the turn (§5.1–5.2) ------------------------------------------------------------------

def test_r1_turns_in_seat_order() -> None:
    """R1: 1, 2, 3, 1, … (Cultivate with nothing to place passes)."""
    state = position(3, seats=[{"supply": ""}, {"supply": ""}, {"supply": ""}], goals=[])
    order = []
    for _ in range(5):
        order.append(state["active"])
        state = play(state, "cultivate")
    assert order == [0, 1, 2, 0, 1] and state["turn"] == 5


def test_r2_start_options_only_before_the_action() -> None:
    """R2: mirroring and pruning come before the action, never after it."""
    state = play(position(2, goals=[]), "cultivate")
    with refused("bonsai-not-now"):
        play(state, "mirror")


def test_r3_meditate_needs_a_card_cultivate_always_possible() -> None:
    """R3: with an empty display only Cultivate is offered (its placements, or placing
    nothing: "finish"); Cultivate is always legal, typed "cultivate" included."""
    state = position(2, display=[None] * 4, deck=[], goals=[], seats=[{"supply": ""}])
    assert not any(n.startswith("meditate") for n in notations(state))
    assert "finish" in notations(state)
    assert {"finish", "place wood 0,1"} <= set(notations(position(2)))
    assert play(position(2), "cultivate")["phase"] == "cultivate"


def test_r4_mirror_only_while_the_bud_stands_once_per_turn() -> None:
    """R4 / D1: mirroring moves the bud to (1,0) and the crack to the left; once a tile is
    placed it is no longer offered."""
    state = position(2, goals=[])
    assert "mirror" in notations(state)
    state = play(state, "mirror")
    seat = state["seats"][0]
    assert seat["mirrored"] and seat["tree"] == {"1,0": "wood"}
    assert RULES.gold_side(True) == "left" and RULES.gold_side(False) == "right"
    assert "mirror" not in notations(state)  # once per turn
    with refused("bonsai-mirror-once"):
        play(state, "mirror")
    state = play(state, "cultivate", "place wood 1,1", "finish")
    state = play(state, "cultivate", "place wood 0,1", "finish")  # Player 2
    assert "mirror" not in notations(state)
    with refused("bonsai-mirror-only-bud"):
        play(state, "mirror")


def test_r4_mirror_back_on_a_later_turn() -> None:
    state = play(position(2, goals=[], seats=[{"supply": ""}, {"supply": ""}]),
                 "mirror", "cultivate", "cultivate")
    assert state["seats"][0]["mirrored"]
    state = play(state, "mirror")
    assert not state["seats"][0]["mirrored"] and state["seats"][0]["tree"] == {"0,0": "wood"}


# A bud boxed in: every free side of the bud is taken by leaves, so no wood cell is left.
BOXED = """
y=+1 . . . Lf Lf .
"""


def test_r5_pruning_offered_only_without_a_wood_cell() -> None:
    """R5 / D2: pruning is offered only when no legal wood cell exists."""
    boxed = position(2, seats=[{"tree": BOXED, "supply": "W1"}], goals=[])
    assert [n for n in notations(boxed) if n.startswith("prune")] == ["prune 0,1", "prune 1,1"]
    free = position(2, seats=[{"tree": "y=+1 . . . Lf"}], goals=[])
    assert not any(n.startswith("prune") for n in notations(free))
    with refused("bonsai-prune-not-yet"):
        play(free, "prune 0,1")


def test_r6_prune_removes_exactly_one_tile_no_cascade() -> None:
    """R6 / PD7: one leaf/flower/fruit touching wood goes; a flower it supported stays;
    the turn continues with the action."""
    tree = """
y=+2 . . . Fl .
y=+1 . . . Lf Lf .
"""
    state = position(2, seats=[{"tree": tree, "supply": "W1"}], goals=[])
    assert "prune 0,2" not in notations(state)  # the flower does not touch wood
    with refused("bonsai-prune-not-beside-wood"):
        play(state, "prune 0,2")
    with refused("bonsai-prune-wood"):
        play(state, "prune 0,0")
    state = play(state, "prune 0,1")
    tiles = tiles_of(state["seats"][0]["tree"])
    assert (0, 1) not in tiles and tiles[(0, 2)] == "flower"  # no cascade
    assert state["phase"] == "action" and state["turn"] == 0
    assert not any(n.startswith("prune") for n in notations(state))
    state = play(state, "cultivate", "place wood 0,1", "finish")
    assert state["seats"][0]["tree"]["0,1"] == "wood"


# --- Meditate (§5.3) ------------------------------------------------------------------------

DISPLAY = ["growth_wood_1", "tool_1", "helper_leaf_1", "master_any_1"]


def test_r7_take_a_card_from_an_occupied_slot() -> None:
    """R7 / D4: only slots that hold a card."""
    state = position(2, display=[None, "tool_1", "tool_2", "tool_3"], goals=[])
    slots = {n.split()[1] for n in notations(state) if n.startswith("meditate")}
    assert slots == {"2", "3", "4"}
    with refused("bonsai-slot-empty"):
        play(state, "meditate 1")


def test_r8_slot_bonus_tiles() -> None:
    """R8 / D5: slot 1 nothing; 2 wood or leaf; 3 wood and flower; 4 leaf and fruit."""
    cards = ["tool_1", "tool_2", "tool_3", "growth_wood_1"]
    gained = {}
    for notation in ("meditate 1", "meditate 2 leaf", "meditate 3 wood flower",
                     "meditate 4 leaf fruit"):
        state = play(position(2, display=cards, goals=[], seats=[{"supply": ""}]), notation)
        gained[notation] = state["seats"][0]["supply"]
    assert gained == {"meditate 1": supply(""), "meditate 2 leaf": supply("L1"),
                      "meditate 3 wood flower": supply("W1 Fl1"),
                      "meditate 4 leaf fruit": supply("L1 Fr1")}
    with refused("bonsai-slot-gives-one"):
        play(position(2, display=cards), "meditate 2 fruit")
    with refused("bonsai-slot-gives-none"):
        play(position(2, display=cards), "meditate 1 wood")


def test_r9_each_bonus_tile_may_be_declined() -> None:
    """R9 / PD5 / D5: slot 2 wood/leaf/none; slots 3–4 both, one or none."""
    state = position(2, display=DISPLAY, goals=[])
    offered = [n for n in notations(state) if n.startswith("meditate")]
    # the full bonus first (one tap each), then the declining choices, one menu away
    assert offered == ["meditate 1", "meditate 2 wood", "meditate 2 leaf",
                       "meditate 3 wood flower", "meditate 4 leaf fruit", "meditate 2 none",
                       "meditate 3 wood", "meditate 3 flower", "meditate 3 none",
                       "meditate 4 leaf", "meditate 4 fruit", "meditate 4 none"]
    after = play(position(2, display=DISPLAY, goals=[], seats=[{"supply": ""}]),
                 "meditate 3 flower")
    assert after["seats"][0]["supply"] == supply("Fl1")


def test_r10_where_cards_go() -> None:
    """R10: Tool and Growth face up; Helper, Master, Parchment in the face-down pile."""
    cards = ["tool_1", "growth_leaf_1", "parchment_wood_1", "master_leaf_leaf_1"]
    state = play(position(2, display=cards, goals=[]), "meditate 1")
    assert state["seats"][0]["cards"] == ["tool_1"]
    state = play(position(2, display=cards, goals=[]), "meditate 3 none")
    assert state["seats"][0]["pile"] == ["parchment_wood_1"]
    assert ENGINE.view(state, None)["seats"][0]["pile_count"] == 1


def test_r11_r40_solo_discard_nearest_on_the_deck_side() -> None:
    """R11 / R40: taking slot k >= 2 discards the nearest occupied slot k-1 … 1."""
    state = position(1, display=[None, "tool_1", None, "tool_2"], deck=["tool_3"],
                     end_triggered=False)
    state = play(state, "meditate 4 none")
    assert state["discards"] == ["tool_1"]
    none_left = position(1, display=[None, "tool_1", None, None], deck=[])
    none_left = play(none_left, "meditate 2 none")
    assert none_left["discards"] == []


def test_r40_solo_meditate_slot_1_reveals_and_discards_the_top_card() -> None:
    """R40 / R41: from slot 1 the deck's top card is revealed and discarded (public)."""
    state = position(1, display=["tool_1", "tool_2", "tool_3", "growth_wood_1"],
                     deck=["growth_wood_2", "growth_leaf_1", "growth_leaf_2"])
    assert next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "meditate 1").reveals
    state = play(state, "meditate 1")
    assert state["discards"] == ["growth_wood_2"]
    assert state["display"] == ["growth_leaf_1", "tool_2", "tool_3", "growth_wood_1"]
    assert ("Solo: the top card of the deck, a Growth card (wood), is revealed and "
            "discarded.") in events_text(state)
    assert ENGINE.view(state, None)["discards"] == ["growth_wood_2"]


def test_r12_refill_one_card_leaves_and_one_is_revealed() -> None:
    """R12: cards between the deck and the gap move one slot outward; one reveal."""
    state = position(3, display=DISPLAY, goals=[])
    top = state["deck"][0]
    state = play(state, "meditate 3 none")
    if state["phase"] == "helper":
        state = play(state, "finish")
    assert state["display"] == [top, "growth_wood_1", "tool_1", "master_any_1"]
    assert len(state["deck"]) == 43 - 5


def test_r13_card_effect_after_the_refill() -> None:
    """R13 / PD15: bonus → card placed → refill → effect: during the Helper's placements
    the new card is already on the display."""
    state = position(2, display=DISPLAY, goals=[], seats=[{"supply": "L1"}])
    top = state["deck"][0]
    state = play(state, "meditate 3 wood flower")
    assert state["phase"] == "helper" and state["display"][0] == top
    assert state["seats"][0]["pile"] == ["helper_leaf_1"]
    assert state["seats"][0]["supply"] == supply("W1 L1 Fl1")


def test_r14_tool_raises_capacity_at_once() -> None:
    """R14: +2 capacity, effective for this turn's supply limit; Tools stack."""
    # three players: tool_4 is not in a two-player deck
    state = position(3, display=["tool_1", "tool_2", "tool_3", "growth_wood_1"], goals=[],
                     seats=[{"supply": "W3 L2", "cards": ["tool_4"]}])
    assert ENGINE.capacity(state["seats"][0]) == 7
    state = play(state, "meditate 2 leaf")  # 6 tiles, capacity now 9: nothing returned
    assert ENGINE.capacity(state["seats"][0]) == 9
    assert state["phase"] == "action" and state["active"] == 1


def test_r15_growth_adds_allowance_for_later_cultivates() -> None:
    """R15: +1 of the shown type, stacking; not usable in the Meditate turn."""
    # three players: growth_wood_3 is not in a two-player deck
    state = position(3, display=["growth_wood_1", "growth_wood_2", "tool_1", "tool_2"],
                     goals=[], seats=[{"cards": ["growth_wood_3"]}])
    state = play(state, "meditate 1")
    assert state["active"] == 1  # no placement this turn
    assert ENGINE.allowance(state["seats"][0])["wood"] == 3


def test_r16_master_gains_tiles_and_any_is_chosen() -> None:
    """R16 / D6: fixed tiles are gained; "any" asks for a type; not declinable."""
    state = position(2, display=["master_wood_leaf_1", "master_any_1", "tool_1", "tool_2"],
                     goals=[], seats=[{"supply": ""}])
    fixed = play(state, "meditate 1")
    assert fixed["seats"][0]["supply"] == supply("W1 L1")
    anyone = play(state, "meditate 2 none")
    assert anyone["phase"] == "master"
    assert notations(anyone) == [f"gain {t}" for t in TILE_TYPES]
    with refused("bonsai-not-now"):
        play(anyone, "cultivate")
    anyone = play(anyone, "gain fruit")
    assert anyone["seats"][0]["supply"] == supply("Fr1") and anyone["active"] == 1


def test_r17_helper_places_one_any_and_one_shown() -> None:
    """R17 / D7: allowance 1 any + 1 leaf; slot tiles usable; at most 2; the Seishi's
    allowance does not apply."""
    state = position(2, display=["tool_1", "tool_2", "tool_3", "helper_leaf_1"], goals=[],
                     seats=[{"supply": "W2"}])
    state = play(state, "meditate 4 leaf fruit")
    assert state["phase"] == "helper"
    assert state["step"]["allowance"] == {"wood": 0, "leaf": 1, "flower": 0, "fruit": 0,
                                          "any": 1}
    state = play(state, "place leaf 0,1")  # the slot's leaf, on the leaf symbol
    assert state["step"]["allowance"]["leaf"] == 0
    state = play(state, "place wood 1,1")  # wood on the any symbol
    assert state["phase"] == "action" and state["active"] == 1  # 2 placed: done
    assert state["seats"][0]["supply"] == supply("W1 Fr1")


def test_r17_helper_with_nothing_placeable_is_skipped() -> None:
    state = position(2, display=["helper_fruit_1", "tool_2", "tool_3", "tool_1"], goals=[],
                     seats=[{"supply": ""}])
    state = play(state, "meditate 1")
    assert state["active"] == 1
    assert "can place nothing with the Helper" in events_text(state)


def test_r17_helper_may_stop_early() -> None:
    state = position(2, display=["helper_wood_1", "tool_2", "tool_3", "tool_1"], goals=[],
                     seats=[{"supply": "W2"}])
    state = play(state, "meditate 1", "place wood 0,1", "finish")
    assert state["active"] == 1 and state["seats"][0]["supply"] == supply("W1")


def test_r18_parchment_has_no_immediate_effect() -> None:
    state = position(2, display=["parchment_leaf_1", "tool_2", "tool_3", "tool_1"],
                     goals=[], seats=[{"supply": "W1"}])
    state = play(state, "meditate 1")
    assert state["seats"][0]["supply"] == supply("W1") and state["active"] == 1


# --- Cultivate (§5.4) -----------------------------------------------------------------------

def test_r19_cultivate_allowance() -> None:
    """R19: Seishi + one symbol per Growth card."""
    seat = position(2, seats=[{"cards": ["growth_fruit_1", "growth_fruit_2", "tool_1"]}]
                    )["seats"][0]
    assert ENGINE.allowance(seat) == {"wood": 1, "leaf": 1, "flower": 0, "fruit": 2, "any": 1}


def test_r20_each_placement_checked_against_the_tree_at_that_moment() -> None:
    """R20: a wood placed first makes a leaf beside it legal."""
    state = play(position(2, seats=[{"supply": "W1 L1"}], goals=[]), "cultivate")
    with pytest.raises(IllegalMove):
        play(state, "place leaf 0,2")
    state = play(state, "place wood 0,1", "place leaf 0,2")
    assert state["seats"][0]["tree"]["0,2"] == "leaf"


def test_r21_placing_nothing_is_allowed() -> None:
    state = play(position(2, seats=[{"supply": "W1"}], goals=[]), "cultivate", "finish")
    assert state["active"] == 1 and state["seats"][0]["supply"] == supply("W1")


def test_r22_charging_own_type_first_then_any() -> None:
    """R22 / PD16: two woods use the wood then the any symbol; a third is refused."""
    state = play(position(2, seats=[{"supply": "W3 L1"}], goals=[]), "cultivate",
                 "place wood 0,1")
    assert state["step"]["allowance"]["wood"] == 0 and state["step"]["allowance"]["any"] == 1
    state = play(state, "place wood 0,2")
    assert state["step"]["allowance"]["any"] == 0
    assert state["phase"] == "cultivate"  # the leaf symbol is left, and a leaf
    with refused("bonsai-no-symbol"):
        play(state, "place wood 0,3")
    assert not any(n.startswith("place wood") for n in notations(state))


def test_r23_r39_solo_cultivate_discards_slot_4() -> None:
    """R23 / R39: after a solo Cultivate, slot 4 is discarded and the display refilled."""
    state = position(1, display=["tool_1", "tool_2", "tool_3", "growth_wood_1"],
                     deck=["growth_leaf_1", "growth_leaf_2"], seats=[{"supply": "W1"}])
    placed = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "place wood 0,1")
    assert placed.reveals  # the only tile: placing it ends the Cultivate, which reveals
    state = play(state, "place wood 0,1")
    assert state["discards"] == ["growth_wood_1"]
    assert state["display"] == ["growth_leaf_1", "tool_1", "tool_2", "tool_3"]
    # stopping early reveals too
    state = position(1, display=["tool_1", "tool_2", "tool_3", "growth_wood_1"],
                     deck=["growth_leaf_1", "growth_leaf_2"], seats=[{"supply": "W2"}])
    state = play(state, "place wood 0,1")
    finish = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "finish")
    assert finish.reveals
    assert play(state, "finish")["discards"] == ["growth_wood_1"]


def test_r39_empty_slot_4_is_skipped() -> None:
    state = position(1, display=[None, None, "tool_1", None], deck=[],
                     seats=[{"supply": ""}], end_triggered=True, final_turns_left=1)
    state = play(state, "cultivate")
    assert state["discards"] == [] and state["display"] == [None, None, None, "tool_1"]


# --- placement (§5.5) -----------------------------------------------------------------------

def test_r24_empty_non_pot_cells_only() -> None:
    """R24: pot cells and occupied cells are refused."""
    state = play(position(2, seats=[{"tree": "y=+1 . . . Wd", "supply": "W1 L1"}], goals=[]),
                 "cultivate")
    with refused("bonsai-place-pot-cell"):
        play(state, "place wood 1,0")
    with refused("bonsai-place-taken"):
        play(state, "place leaf 0,1")
    # the pot's feet are not blocked
    assert (-2, -2) not in RULES.blocked(False) and (3, -2) not in RULES.blocked(False)
    assert len(RULES.blocked(False)) == len(RULES.blocked(True)) == 14


def test_r25_wood_and_leaf_need_wood() -> None:
    state = play(position(2, seats=[{"tree": "y=+1 . . . Lf", "supply": "W1 L1"}], goals=[]),
                 "cultivate")
    with refused("bonsai-place-needs-neighbour"):
        play(state, "place wood 0,2")  # beside the leaf only
    with refused("bonsai-place-needs-neighbour"):
        play(state, "place leaf 0,2")
    assert "place wood 1,1" in notations(state)


def test_r26_flower_needs_a_leaf() -> None:
    state = play(position(2, seats=[{"tree": "y=+1 . . . Lf", "supply": "Fl1"}], goals=[],
                          options={}), "cultivate")
    with refused("bonsai-place-needs-neighbour"):
        play(state, "place flower -2,1")
    state = play(position(2, seats=[{"tree": "y=+1 . . . Lf", "supply": "Fl1",
                                     "cards": ["growth_flower_1"]}], goals=[]), "cultivate")
    with refused("bonsai-place-needs-neighbour"):
        play(state, "place flower 2,1")
    state = play(state, "place flower 0,2")
    assert state["seats"][0]["tree"]["0,2"] == "flower"


def test_r27_fruit_consecutive_leaves_including_tl_tr_and_no_fruit() -> None:
    """R27: the pair TL (5) + TR (0) counts; a neighbouring fruit forbids the cell."""
    # (0,1) is odd: TR (0,2), TL (-1,2) — leaves on top of an empty cell
    tiles = {(0, 0): "wood", (0, 2): "leaf", (-1, 2): "leaf"}
    from bot.games.bonsai.tree import placement_error
    assert placement_error(RULES, tiles, False, (0, 1), "fruit") is None
    tiles[(1, 1)] = "fruit"
    assert placement_error(RULES, tiles, False, (0, 1), "fruit").id == (
        "bonsai-place-forbidden-neighbour")


def test_r28_no_outer_bounds_and_tiles_never_move() -> None:
    """R28 / PD14: a tree may grow far beside and below the pot."""
    state = position(2, seats=[{"tree": "y=+1 . . . Wd", "supply": "W1"}], goals=[])
    state["seats"][0]["tree"].update({f"{x},-3": "wood" for x in range(-30, 31)})
    state = play(state, "cultivate", "place wood 31,-3")
    assert state["seats"][0]["tree"]["31,-3"] == "wood"


# --- goals (§5.6) --------------------------------------------------------------------------

BROWN8 = "\n".join(f"y=+{y} . . . Wd" for y in range(7, 0, -1))  # bud + 7 wood = 8


def test_r29_one_goal_per_colour() -> None:
    """R29: holding brown_small, brown_large is never pending."""
    tree = "\n".join(f"y=+{y} . . . Wd" for y in range(11, 0, -1))
    state = position(2, seats=[{"tree": tree, "claimed": ["brown_small"]}],
                     goals=["brown_small", "brown_large"])
    assert ENGINE.pending_goals(state, 0) == {}


def test_r30_pending_goals_after_the_action_for_the_active_player_only() -> None:
    """R30: the Cultivate's last wood meets brown_small; the other tree is not examined."""
    tree = "\n".join(f"y=+{y} . . . Wd" for y in range(6, 0, -1))  # 7 wood
    state = position(2, seats=[{"tree": tree, "supply": "W2"}, {"tree": BROWN8}],
                     goals=["brown_small", "brown_large"])
    state = play(state, "cultivate", "place wood 0,7")
    assert state["phase"] == "cultivate"  # decided only after the action
    state = play(state, "finish")
    assert state["phase"] == "goals" and state["active"] == 0
    assert ENGINE.pending_goals(state, 0) == {"brown": ["brown_small"]}


def test_r31_the_turn_cannot_end_with_a_pending_goal() -> None:
    state = position(2, seats=[{"tree": BROWN8, "supply": "W4 L2"}], goals=["brown_small"])
    state = play(state, "cultivate", "finish")
    assert state["phase"] == "goals"
    with refused("bonsai-not-now"):
        play(state, "return wood")
    state = play(state, "claim brown_small")
    assert state["phase"] == "return"  # then the supply limit


def test_r32_options_per_colour_claim_one_or_renounce_all() -> None:
    """R32 / PD9 / D9: two pending tiles of one colour: claim either, or renounce both."""
    tree = "\n".join(f"y=+{y} . . . Wd" for y in range(11, 0, -1))  # 12 wood
    state = position(3, seats=[{"tree": tree}],
                     goals=["brown_small", "brown_medium", "brown_large", "blue_small"])
    state = play(state, "cultivate", "finish")
    assert notations(state) == ["claim brown_small", "claim brown_medium", "claim brown_large",
                                "renounce brown"]
    renounced = play(state, "renounce brown")
    assert renounced["seats"][0]["renounced"] == ["brown_small", "brown_medium",
                                                  "brown_large"]


def test_r33_claimed_goal_leaves_the_table() -> None:
    state = position(2, seats=[{"tree": BROWN8}, {"tree": BROWN8}], goals=["brown_small"])
    state = play(state, "cultivate", "finish", "claim brown_small")
    view = ENGINE.view(state, None)
    assert view["goals"] == [{"id": "brown_small", "claimed_by": 0, "renounced_by": []}]
    state = play(state, "cultivate", "finish")
    assert state["phase"] == "action"  # Player 2 qualifies, but the tile is gone


def test_r34_renounced_goal_stays_open_for_others_and_is_public() -> None:
    """R34 / PD17."""
    state = position(2, seats=[{"tree": BROWN8}, {"tree": BROWN8}], goals=["brown_small"])
    state = play(state, "cultivate", "finish", "renounce brown")
    assert "Player 1 renounced the small brown goal for good." in events_text(state)
    assert ENGINE.view(state, None)["goals"][0]["renounced_by"] == [0]
    state = play(state, "cultivate", "finish")
    assert state["phase"] == "goals" and state["active"] == 1
    state = play(state, "claim brown_small", "cultivate", "finish")
    assert state["phase"] == "action"


def test_r35_claimed_goal_kept_after_pruning() -> None:
    """R35 / PD6: pruning a leaf under green_small keeps the goal and its points."""
    tree = """
y=+1 . . . Lf Lf .
"""
    state = position(2, seats=[{"tree": tree, "claimed": ["green_small"], "supply": "W1"}],
                     goals=["green_small"])
    state = play(state, "prune 0,1")
    assert state["seats"][0]["claimed"] == ["green_small"]
    assert ENGINE.goal_points(state["seats"][0]) == 6


def test_r36_game_without_goals() -> None:
    """R36: goals=off (2–4 players) puts no goal out; solo refuses it."""
    state = ENGINE.setup(2, 1, {"goals": "off"})
    assert state["goals"] == []
    assert ENGINE.check_setup(1, {"goals": "off", "tokonoma": "off",
                                  "solo_level": "gakusei"}) is not None
    assert ENGINE.check_setup(3, {"goals": "off", "tokonoma": "off",
                                  "solo_level": "gakusei"}) is None
    # a solo setup asked for goals=off anyway gets them on (solo forces them)
    solo = ENGINE.setup(1, 1, {"goals": "off"})
    assert solo["options"]["goals"] == "on" and len(solo["goals"]) == 6


# --- the supply limit (§5.7) -------------------------------------------------------------------

def test_r37_return_exactly_the_excess_tile_by_tile() -> None:
    """R37 / D10: 7 tiles, capacity 5: every pair of tiles is one choice (any types);
    typed, one tile at a time also works; then the turn ends."""
    state = position(2, seats=[{"supply": "W4 L3"}], goals=[])
    state = play(state, "cultivate", "finish")
    assert state["phase"] == "return"
    assert notations(state) == ["return wood wood", "return wood leaf", "return leaf leaf"]
    with refused("bonsai-return-too-many"):
        play(state, "return wood wood leaf")
    assert play(state, "return leaf wood")["seats"][0]["supply"] == supply("W3 L2")
    state = play(state, "return leaf")
    assert state["phase"] == "return"
    with refused("bonsai-nothing-to-return"):
        play(state, "return fruit")
    state = play(state, "return leaf")
    assert state["phase"] == "action" and state["seats"][0]["supply"] == supply("W4 L1")


def test_r37_forced_return_of_a_single_type_is_automatic() -> None:
    state = play(position(2, seats=[{"supply": "W7"}], goals=[]), "cultivate", "finish")
    assert state["active"] == 1 and state["seats"][0]["supply"] == supply("W5")
    assert "returned 2 wood to the common supply" in events_text(state)


def test_r38_unlimited_common_supply() -> None:
    """R38 / PD1: with the shipped data the common supply never runs out."""
    assert RULES.limited_supply is False
    assert ENGINE.setup(4, 0, {})["common"] is None


# --- decision points (§5.9) -----------------------------------------------------------------

def test_d3_d4_d8_action_menu() -> None:
    """D3 Meditate or Cultivate, D4 the card with its slot's tiles, D8 the first tile
    (its number on the picture): one menu, one tap each; placing nothing asks twice."""
    state = position(2, display=DISPLAY, goals=[], seats=[{"supply": "W2"}])
    moves = ENGINE.legal_moves(state, 0)
    first = [said(ENGINE, m.path[0]) for m in moves]
    assert first[:7] == [
        "Meditate 1 · Growth card (wood)", "Meditate 2 · Tool card + wood",
        "Meditate 2 · Tool card + leaf",
        "Meditate 3 · Helper card (place 1 any + 1 leaf) + wood and flower",
        "Meditate 4 · Master card (1 tile of your choice) + leaf and fruit",
        "Place wood", "Place wood"]
    assert [m.marker for m in moves[5:7]] == ["1", "2"]
    assert set(first[7:]) == {"Meditate without some slot tiles",
                              "Finish: place no tile (pass)",
                              "Mirror the pot (gold crack to the left)"}
    assert [said(ENGINE, s) for s in moves[-2].path] == [
        "Finish: place no tile (pass)", "Yes: pass, placing no tile this turn"]
    state = play(state, "place wood 0,1")
    assert notations(state)[-1] == "finish"
    assert [said(ENGINE, m.path[0]) for m in ENGINE.legal_moves(state, 0)] == [
        "Place wood, end turn"] * 4 + ["Finish cultivating early"]


def test_d11_table_options() -> None:
    """D11: player count 1–4, goals on/off, Tokonoma on/off, solo level."""
    assert (ENGINE.min_players, ENGINE.max_players) == (1, 4)
    assert {o.name: o.choices for o in ENGINE.options} == {
        "goals": ("on", "off"), "tokonoma": ("off", "on"),
        "solo_level": ("seito", "gakusei", "senmon", "sensei", "yusha")}


# --- end and scoring (§6) -------------------------------------------------------------------

def test_e1_e2_trigger_and_one_more_turn_each() -> None:
    """E1–E2: the triggering seat (2 of 3) plays last."""
    state = position(3, seats=[{"supply": ""}, {"supply": ""}, {"supply": ""}], active=1,
                     display=["tool_1", "tool_2", "tool_3", "tool_4"], deck=["tool_5"],
                     goals=[])
    state = play(state, "meditate 1")
    assert state["end_triggered"] and state["final_turns_left"] == 3
    order = []
    while state["phase"] != "over":
        order.append(state["active"])
        state = play(state, "cultivate")
    assert order == [2, 0, 1]


def test_e1_solo_discard_from_the_deck_triggers_the_end() -> None:
    """E1 / R41: the last card revealed by a solo discard triggers the end."""
    state = position(1, display=["tool_1", "tool_2", "tool_3", "growth_wood_1"],
                     deck=["growth_wood_2"])
    state = play(state, "meditate 1")
    assert state["end_triggered"] and state["discards"] == ["growth_wood_2"]
    assert state["final_turns_left"] == 1
    state = play(state, "cultivate")
    if state["phase"] == "cultivate":
        state = play(state, "finish")
    assert state["phase"] == "over"


def test_e3_final_turn_meditate_slides_without_reveal() -> None:
    state = position(2, display=["tool_1", "tool_2", None, None], deck=[], goals=[],
                     end_triggered=True, final_turns_left=2)
    state = play(state, "meditate 1")
    assert state["display"] == [None, None, None, "tool_2"] and not state["revealed"]


def test_e4_game_end_reveals_every_pile() -> None:
    state = position(2, seats=[{"pile": ["parchment_leaf_1"], "supply": ""},
                               {"supply": ""}], goals=[], end_triggered=True,
                     final_turns_left=2, display=["tool_1", None, None, None], deck=[])
    state = play(state, "cultivate", "cultivate")
    assert state["phase"] == "over"
    view = ENGINE.view(state, None)
    assert view["seats"][0]["pile"] == ["parchment_leaf_1"]
    with pytest.raises(NotYourDecision):
        ENGINE.apply(state, 0, "cultivate")


def test_e5_supply_tiles_score_nothing() -> None:
    seat = position(2, seats=[{"supply": "W3 L3 Fl3 Fr3"}])["seats"][0]
    assert ENGINE.total(seat) == 0


def test_e6_flower_free_sides_pot_counts_free() -> None:
    """E6 / PD4: a flower (1,1) beside the pot: BR (1,0) is a pot cell and free."""
    state = position(2, seats=[{"tree": "y=+1 . . . Wd Fl\ny=+2 . . . . Lf"}])
    tiles = tiles_of(state["seats"][0]["tree"])
    from bot.games.bonsai.tree import flower_points
    # (1,1): TR (1,2) leaf, L (0,1) wood, BL (0,0) bud → 3 occupied, BR pot, R, TL free
    assert flower_points(RULES, tiles, False, (1, 1)) == 3


def test_e6_flower_can_score_6_after_a_pruning() -> None:
    """E6 / PD7: pruning the last neighbour of a flower lets it score 6."""
    tree = """
y=+3 . . . . Fl
y=+2 . . . Lf
y=+1 . . . Lf Lf
"""
    state = position(2, seats=[{"tree": tree}])
    tiles = tiles_of(state["seats"][0]["tree"])
    tiles.pop((0, 2))
    from bot.games.bonsai.tree import flower_points
    assert flower_points(RULES, tiles, False, (1, 3)) == 6


def test_e7_e9_total_formula() -> None:
    """E7 goals + E9 total = 3·leaves + 7·fruits + flowers + goals + Parchments."""
    state = position(2, seats=[{"tree": "y=+2 . . . Fl\ny=+1 . . . Lf",
                                "claimed": ["pink_small"], "pile": ["parchment_leaf_1"]}])
    seat = state["seats"][0]
    assert ENGINE.breakdown(seat) == {"leaves": 3, "flowers": 5, "fruits": 0, "wood": 0,
                                      "goals": 8, "parchments": 1}
    assert ENGINE.total(seat) == 17


def test_e8_each_parchment_counts_its_items() -> None:
    """E8: wood (bud included), leaf, flower, fruit, Growth, Helper, Master; never
    Parchments themselves."""
    pile = ["parchment_wood_1", "parchment_growth_1", "parchment_helper_1",
            "parchment_master_1", "helper_wood_1", "master_any_1", "master_any_2",
            "parchment_fruit_1"]
    seat = position(2, seats=[{"tree": "y=+1 . . . Wd", "pile": pile,
                               "cards": ["growth_wood_1", "tool_1"]}])["seats"][0]
    assert ENGINE.parchment_points(seat) == {
        "parchment_wood_1": 2, "parchment_growth_1": 2, "parchment_helper_1": 2,
        "parchment_master_1": 4, "parchment_fruit_1": 0}


def _finished(scores_trees: list[str]) -> dict:
    seats = [{"tree": t, "supply": ""} for t in scores_trees]
    state = position(len(seats), seats=seats, goals=[], end_triggered=True,
                     final_turns_left=1, active=len(seats) - 1,
                     display=[None] * 4, deck=[])
    return play(state, "cultivate")


def test_e10_tie_goes_to_the_later_seat() -> None:
    """E10: equal totals: the highest seat number wins, and the sentence says why."""
    leaf = "y=+1 . . . Lf"
    state = _finished([leaf, leaf, ""])
    result = ENGINE.result(state)
    assert result.winners == [1]
    assert "Player 1 and Player 2 both have 3 points; Player 2 wins" in \
        ended(result)


def test_e11_strict_ranking_by_total_then_seat() -> None:
    """E11 / PD10."""
    state = _finished(["y=+1 . . . Lf", "", "y=+1 . . . Lf", "y=+1 . . . Lf Lf"])
    result = ENGINE.result(state)
    assert [(s.seat, s.score, s.rank) for s in result.standings] == [
        (3, 6, 1), (2, 3, 2), (0, 3, 3), (1, 0, 4)]
    assert ended(result) == "Player 4 wins with 6 points."


def _solo_end(claimed: list[str], tree: str, level: str = "seito") -> dict:
    state = position(1, seats=[{"tree": tree, "supply": "", "claimed": claimed}],
                     goals=["brown_small", "brown_large", "green_small", "green_large",
                            "pink_small", "pink_large"],
                     options={"solo_level": level}, end_triggered=True, final_turns_left=1,
                     display=[None] * 4, deck=[])
    return play(state, "cultivate")


def test_e12_solo_win_needs_three_goals_and_the_points() -> None:
    """E12: 3 goals and at least the level's points win; the sentence says so."""
    three = ["brown_small", "green_small", "pink_small"]  # 5 + 6 + 8 = 19 points
    rows = "\n".join(f"y=+{y} . . . Wd Lf" for y in range(14, 0, -1))  # 14 leaves = 42
    won = ENGINE.result(_solo_end(three, rows))
    assert won.winners == [0] and won.standings[0].score == 61
    assert ended(won) == ("Player 1 won at Seito: 3 goals claimed and 61 "
                                        "points (at least 60 needed).")
    lost = ENGINE.result(_solo_end(three, rows, "gakusei"))
    assert lost.winners == []
    assert ended(lost) == "Player 1 lost: 61 points is below the 80 of Gakusei."
    two = ENGINE.result(_solo_end(three[:2], rows))
    assert two.winners == []
    assert "Player 1 lost: only 2 of the 3 goals were claimed" in ended(two)


# --- notation ---------------------------------------------------------------------------------

def test_bad_notation_and_illegal_move_are_distinct() -> None:
    state = position(2)
    for text in ("dance", "place", "place leaf", "place tree 0,1", "meditate", "meditate x",
                 "meditate 9", "cultivate now", "claim", "gain", "return", "prune"):
        with pytest.raises(BadNotation):
            ENGINE.apply(state, 0, text)
    with pytest.raises(IllegalMove) as caught:
        ENGINE.apply(state, 0, "place leaf 0,1")
    assert not isinstance(caught.value, BadNotation)


def test_canonical_spellings_and_markers() -> None:
    state = play(position(2, seats=[{"supply": "W1 L1"}], goals=[]), "cultivate")
    assert ENGINE.canonical("PLACE  L (0, 1)") == "place leaf 0,1"
    assert ENGINE.canonical("place w 0 1") == "place wood 0,1"
    assert ENGINE.canonical("meditate 3") == "meditate 3 wood flower"
    assert ENGINE.canonical("meditate 4 fr l") == "meditate 4 leaf fruit"
    assert ENGINE.canonical("meditate 2 -") == "meditate 2 none"
    # marker 1 is the first legal wood cell in reading order (top row first)
    cells = [m for m in ENGINE.legal_moves(state, 0) if m.notation.startswith("place wood")]
    assert ENGINE.canonical("place wood 1", state) == cells[0].notation
    assert cells[0].marker == "1"
    with pytest.raises(BadNotation):
        ENGINE.canonical("place wood 99", state)
    with pytest.raises(BadNotation):
        ENGINE.canonical("place wood 1")


def test_e12_resigning_a_solo_game_loses_it_and_says_so() -> None:
    """E12: a resigned solo game has no winner; the sentence says it was lost."""
    state = position(1)
    result = ENGINE.resign_result(state, 0)
    assert result.winners == []
    assert ended(result) == "Player 1 resigned, so the solo game is lost."
    multi = ENGINE.resign_result(position(3, seats=[{}, {"tree": "y=+1 . . . Lf"}]), 0)
    assert multi.winners == [1]
    assert ended(multi) == "Player 2 wins with 3 points after a resignation."
    tied = ENGINE.resign_result(position(3), 1)
    assert tied.winners == [2]  # E10: the later seat wins the tie


def ended(result: object) -> str:
    """The end sentence of ``result`` in English."""
    return said(ENGINE, ENGINE.end_sentence(result))  # type: ignore[arg-type]
