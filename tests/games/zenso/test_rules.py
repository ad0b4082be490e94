"""One test (or more) per numbered rule of spec §4–§7: setup S1–S8, turn rules R1–R57,
end and scoring E1–E8, and the project decisions they apply (PD-nn)."""

from __future__ import annotations

import json

import pytest

from bot.games.base import BadNotation, IllegalMove, NotYourDecision
from bot.games.message import component, msg, words
from bot.games.zenso.engine import ENGINE
from bot.games.zenso.garden import Garden
from tests.games.zenso.support import (
    events_text,
    give,
    moves_of,
    play,
    position,
    random_game,
    text,
)

ST1 = "y=0 P S\ny=1 S B"
RULES = ENGINE.rules


def garden_of(state, seat=0) -> Garden:
    return Garden(state["seats"][seat]["garden"], RULES)


def finish_queue(state):
    while state["queue"]:
        state = play(state, moves_of(state)[0])
    return state


# ---------------------------------------------------------------- setup §4
@pytest.mark.parametrize(("players", "deck", "harmony"), [(2, 30, 44), (3, 42, 42), (4, 54, 40)])
def test_setup_counts(players, deck, harmony) -> None:
    """S2, S3, S4, S6, S7, PD-05, PD-06, PD-07: decks, row, hands, display, Ensō."""
    state = ENGINE.setup(players, 11, {})
    assert len(state["terrain_deck"]) == deck
    assert len(state["terrain_removed"]) == 60 - 6 - deck - (60 - RULES.deck_size[players]) \
        + (60 - RULES.deck_size[players])
    assert len(state["terrain_deck"]) + 6 + len(state["terrain_removed"]) == 60
    assert all(state["row"]) and len(state["row"]) == 6
    assert len(state["harmony_deck"]) == harmony and all(state["display"])
    assert [len(s["hand"]) for s in state["seats"]] == [2] * players
    assert [s["enso"] for s in state["seats"]] == [3, 3, 4, 4][:players]
    for s in state["seats"]:
        assert s["zen"] == [0, 0, 0] and s["placed"] == []
        assert not any(c[1] or c[2] for c in s["garden"].values())


def test_setup_starting_cards_and_order() -> None:
    """S1, S5, S8, PD-03, PD-08, PD-34: distinct starting cards at (0,0) rotation 0;
    seat 1 first; the flag off; the same seed gives the same game (seating itself is
    the platform's random seat order); PD-01: 2 to 4 players."""
    state = ENGINE.setup(4, 5, {})
    starts = [s["start"] for s in state["seats"]]
    assert sorted(starts) == ["ST1", "ST2", "ST3", "ST4"] and state["starting_unused"] == []
    for s in state["seats"]:
        grid = RULES.starting_cards[s["start"]]
        assert s["garden"] == {"0,0": [grid[0][0], 0, 0, None], "1,0": [grid[0][1], 0, 0, None],
                               "0,1": [grid[1][0], 0, 0, None], "1,1": [grid[1][1], 0, 0, None]}
    assert state["active"] == 0 and state["final_round"] is False
    assert ENGINE.setup(4, 5, {}) == state
    assert ENGINE.setup(4, 6, {}) != state
    assert ENGINE.check_setup(1, {}) and ENGINE.check_setup(5, {})  # PD-01
    assert ENGINE.check_setup(2, {}) is None


# ---------------------------------------------------------------- geometry §5.1
def test_grid_cells_and_spaces() -> None:
    """R1, R2, R3, PD-29: negative coordinates; cells under a Harmony card are no spaces."""
    state = position(2, gardens=["y=-1 P S#\ny=0 S S#", None],
                     harmony=[{"H01": (1, -1)}, {}])
    g = garden_of(state)
    assert (0, -1) in g.spaces and (1, -1) not in g.spaces and (1, 0) not in g.spaces
    assert g.terrain[(1, -1)] == "S" and g.harmony[(1, -1)] == "H01"


def test_adjacency_and_plots() -> None:
    """R4, R5: orthogonal only; Sand forms plots; empty cells and Harmony cards split."""
    g = garden_of(position(2, gardens=["y=0 P S P# .#\ny=1 S P .# .#\ny=2 P . P P", None],
                           harmony=[{"H01": (2, 0)}, {}]))
    plots = sorted((t, len(c)) for t, c in g.plots)
    assert plots == [("P", 1), ("P", 1), ("P", 1), ("P", 2), ("S", 1), ("S", 1)]
    diagonal = garden_of(position(2, gardens=["y=0 S* S\ny=1 S S*\ny=2 S* S", None]))
    assert diagonal._stone_witnesses(2, None) == []


def test_rotations_listed_once() -> None:
    """R6: two rotations giving the same cells are listed once (T02 P S / S P)."""
    state = play(position(2, gardens=[ST1, None], row=["T02", "T01", "T03", "T04", "T05",
                                                       "T06"]), "take 1")
    rotations = {m.split()[2] for m in moves_of(state) if m.startswith("place")}
    assert rotations == {"r0", "r90"}


def test_footprint_is_a_block_and_may_overhang() -> None:
    """R7, PD-14: a validated card covers a 2×2 block, empty cells included."""
    state = play(position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None], hands=[["H38"], []],
                          phase="harmony"), "validate H38 2,1")
    cells = {k: v[3] for k, v in state["seats"][0]["garden"].items() if v[3]}
    assert cells == {"2,1": "H38", "3,1": "H38", "2,2": "H38", "3,2": "H38"}
    assert state["seats"][0]["garden"]["3,2"][0] is None


def test_shapes_match_rotated_and_mirrored() -> None:
    """R8, R34, PD-15: L4 inside one Pond plot, mirrored and turned."""
    g = garden_of(position(2, gardens=["y=0 . P P P\ny=1 . P . .", None]))
    witnesses = g.witnesses(RULES.harmony_cards["H15"])  # L4 inside Pond
    assert witnesses == [frozenset({(1, 0), (2, 0), (3, 0), (1, 1)})]
    mixed = garden_of(position(2, gardens=["y=0 P P P\ny=1 B . .", None]))
    assert mixed.witnesses(RULES.harmony_cards["H15"]) == []


# ---------------------------------------------------------------- turn §5.2
def test_turn_order_and_not_your_turn() -> None:
    """R9, R11: seats in order, wrapping; only the active seat decides."""
    state = ENGINE.setup(3, 2, {})
    with pytest.raises(NotYourDecision, match="not your decision"):
        ENGINE.apply(state, 1, "skip")
    assert ENGINE.legal_moves(state, 1) == []
    seen = []
    for _ in range(4):
        seen.append(state["active"])
        turn = state["turn"]
        while state["turn"] == turn:
            moves = [m for m in moves_of(state) if not m.startswith(("buy", "validate"))]
            state = play(state, "end" if "end" in moves else moves[0])
    assert seen == [0, 1, 2, 0]


def test_five_phases_in_order() -> None:
    """R10, R31, PD-22: combine → pick → expand → harmony → end; taking a Terrain card
    in phase 1 skips it (``skip`` is still understood); the turn ends by End turn while
    something optional is left, and End turn increments the turn counter."""
    state = position(2, gardens=["y=0 S* P\ny=1 S B", None], phase="combine",
                     row=["T01", "T02", "T03", "T04", "T05", "T06"])
    assert state["phase"] == "combine" and "take 1" in moves_of(state)
    assert "skip" not in moves_of(state) and "combine all" in moves_of(state)
    with pytest.raises(IllegalMove, match="take a Terrain card"):
        play(state, "skip")
    state = play(state, "take 1")
    assert state["queue"][0]["t"] == "place"
    state = finish_queue(state)
    assert state["phase"] == "harmony" and "end" in moves_of(state)
    assert state["turn"] == 0
    state = play(state, "end")
    assert state["turn"] == 1 and state["active"] == 1


# ---------------------------------------------------------------- free actions §5.3
def test_free_action_windows() -> None:
    """R12, PD-22: buying in phase 1, phase 2 before the pick and phase 4 only."""
    state = position(2, gardens=["y=0 S* P\ny=1 S B", None], phase="combine", enso=[5, 0],
                     row=["T01", "T02", "T03", "T04", "T05", "T06"])
    assert "buy D1" in moves_of(state)
    bought = play(state, "buy D1")
    assert bought["phase"] == "combine" and "buy D2" in moves_of(bought)
    state = play(state, "take 1")
    assert not any(m.startswith("buy") for m in moves_of(state))
    with pytest.raises(IllegalMove, match="First: Place the Terrain card"):
        play(state, "buy D1")
    state = finish_queue(state)
    assert "buy D1" in moves_of(state) and "buy deck" in moves_of(state)


def test_buy_harmony_card() -> None:
    """R13, PD-23: 2 Ensō, display or deck top, any number of times, no hand limit; the
    emptied position waits for phase 5; refused without the Ensō or the cards."""
    state = position(2, enso=[6, 0], phase="harmony")
    hand = list(state["seats"][0]["hand"])
    shown = state["display"][1]
    state = play(state, "buy D2", "buy deck")
    assert state["seats"][0]["enso"] == 2 and state["display"][1] is None
    assert state["seats"][0]["hand"][:len(hand) + 1] == [*hand, shown]
    assert len(state["seats"][0]["hand"]) == len(hand) + 2
    with pytest.raises(IllegalMove, match="costs 2 Ensō and you have 1"):
        play(position(2, enso=[1, 0], phase="harmony"), "buy D1")
    rich = position(2, enso=[9, 0], phase="harmony")
    rich["display"] = [None] * 6
    rich["harmony_deck"], keep = [], rich["harmony_deck"]
    assert not any(m.startswith("buy") for m in moves_of(rich))
    with pytest.raises(IllegalMove, match="empty"):
        play(rich, "buy deck")
    del keep


def test_bought_card_validated_same_turn() -> None:
    """R13, R31: a card bought in phase 4 may be validated in the same turn."""
    state = position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None], hands=[[], []],
                     display=["H38"], enso=[2, 0], phase="harmony")
    state = play(state, "buy D1")
    assert "validate H38 0,1" in moves_of(state)


# ---------------------------------------------------------------- phase 1 §5.4
def test_combine_stones() -> None:
    """R14, PD-27: a set chosen one Stone at a time with Done; the stack goes on the
    lowest empty green space; 1 Ensō per Stone; once per turn."""
    state = position(2, gardens=["y=0 S* S*\ny=1 S* P", None], phase="combine", enso=[0, 0],
                     zen=[[0, 3, 0], [0, 0, 0]])
    assert "combine all" in moves_of(state) and "skip" not in moves_of(state)
    state = play(state, "combine 1,0")
    with pytest.raises(IllegalMove, match="already in the stack"):
        play(state, "combine 1,0")
    with pytest.raises(IllegalMove, match="no Stone at 1,1"):
        play(state, "combine 1,1")
    assert "done" in moves_of(state)
    state = play(state, "combine 0,1", "done")
    s = state["seats"][0]
    assert s["zen"] == [2, 3, 0] and s["enso"] == 2 and state["phase"] == "pick"
    assert garden_of(state).stones == {(0, 0)}
    full = position(2, gardens=["y=0 S* S", None], phase="combine", zen=[[1, 1, 1], [0, 0, 0]])
    assert full["phase"] == "combine" and not any(m.startswith("combine")
                                                  for m in moves_of(full))
    with pytest.raises(IllegalMove, match="All 3 green spaces"):
        play(full, "combine all")
    empty = position(2, gardens=["y=0 S* S", None], phase="combine")
    with pytest.raises(IllegalMove, match="at least one Stone"):
        play(empty, "done")


def test_combine_skipped_when_impossible() -> None:
    """R14: with no Stone (or no green space) phase 1 passes by itself."""
    state = ENGINE.setup(2, 1, {})
    assert state["phase"] == "pick"


def test_zen_stones_leave_the_garden() -> None:
    """R15, PD-36: combined Stones count for nothing; their Sand spaces are free again."""
    state = position(2, gardens=["y=0 S* S*\ny=1 S* P", None], phase="combine",
                     hands=[["H38"], []])
    state = play(state, "combine all")
    assert garden_of(state).stones == set() and len(garden_of(state).free_sand) == 3
    assert ENGINE.validatable(state, 0) == []


# ---------------------------------------------------------------- phase 2 §5.5
def test_slot_costs_and_eligibility() -> None:
    """R16, R17, R18, PD-13, PD-39: costs 0,0,1,1,2,2; a card that does not fit is
    refused while an affordable one fits."""
    state = position(2, gardens=["y=0 C S*\ny=1 S* M", None], enso=[1, 0],
                     row=["T13", "T28", "T07", "T40", "T01", "T02"])
    assert [ENGINE.slot_cost(state, 0, k) for k in range(1, 7)] == [0, 0, 1, 1, 2, 2]
    assert ENGINE.eligibility(state, 0) == ([2, 4], False)
    with pytest.raises(IllegalMove, match="does not fit anywhere in your garden, and another"):
        play(state, "take 1")
    with pytest.raises(IllegalMove, match="costs 2 Ensō and you have 1"):
        play(state, "take 5")
    # PD-39, §5.10: eligibility is judged after W2's free actions — spending the Ensō
    # on a purchase leaves only slot 2, which is then taken automatically
    state["seats"][0]["enso"] = 2
    after = play(state, "buy D1")
    assert after["row"][1] is None and after["queue"][0] == {"t": "place", "card": "T28"}
    assert any("single choice" in e for e in events_text(after))


def test_taking_a_card() -> None:
    """R20, R22: pay, the slot stays empty until phase 5, Ensō gained at once."""
    state = position(2, gardens=[ST1, None], enso=[2, 0],
                     row=["T01", "T02", "T03", "T04", "T06", "T05"])
    state = play(state, "take 5")  # T06: 2 Ensō for 2 Ensō
    assert state["row"][4] is None and state["seats"][0]["enso"] == 2


def test_or_bonus_offers_every_item() -> None:
    """R21, PD-40: both items of an OR bonus are offered, even one that gives nothing."""
    state = position(2, gardens=["y=0 P S*\ny=1 S* B", None],
                     row=["T11", "T02", "T03", "T04", "T05", "T06"])
    state = play(state, "take 1")
    assert moves_of(state) == ["bonus 1", "bonus 2"]
    labels = [text(m.label) for m in ENGINE.legal_moves(state, 0)]
    assert labels == ["Bonus: 2 Stones", "Bonus: 1 Harmony card"]


def test_pending_stones_then_lanterns() -> None:
    """R23, R25, R29, PD-10, PD-35: Stones first, then Lantern items in printed order;
    stackable Lanterns may share a space."""
    state = position(2, gardens=["y=0 P S\ny=1 S B", None],
                     row=["T03", "T02", "T04", "T05", "T06", "T07"])
    state = play(state, "take 1")  # T03: 2 Lanterns on Pond, stackable
    state = play(state, "place 0,-1 r0")
    assert state["queue"][0] == {"t": "lanterns", "n": 2, "terrains": ["P"], "stackable": True}
    state = play(state, "lantern 0,-1", "lantern 0,-1")
    assert garden_of(state).lanterns == {(0, -1): 2}


def test_non_stackable_lantern_and_auto_single() -> None:
    """R29, PD-11: a non-stackable Lantern needs an unlit space; with one legal space it
    is placed automatically; with none it returns to the supply."""
    lantern = {"t": "lanterns", "n": 2, "terrains": ["P"], "stackable": False}
    state = position(2, gardens=["y=0 P P P1\ny=1 S S S", None], queue=[dict(lantern)],
                     flags={"taken": True})
    with pytest.raises(IllegalMove, match="needs a Pond space without a Lantern"):
        play(state, "lantern 2,0")
    state = play(state, "lantern 0,0")
    assert garden_of(state).lanterns == {(0, 0): 1, (1, 0): 1, (2, 0): 1}
    assert state["phase"] == "harmony"
    none = position(2, gardens=["y=0 P1 S S", None], flags={"taken": True},
                    queue=[{"t": "stones", "n": 1}, {**lantern, "n": 1}])
    none = play(none, "stone 1,0")
    assert any("returned to the supply" in e for e in events_text(none))
    assert garden_of(none).lanterns == {(0, 0): 1}


def test_harmony_item_sources() -> None:
    """R24, PD-20: display or deck top; only the display when the deck is empty; the
    gain is lost when both are empty."""
    base = position(2, gardens=[ST1, None], row=["T05", "T01", "T02", "T03", "T04", "T06"])
    state = play(base, "take 1")
    assert moves_of(state) == [f"draw D{i}" for i in range(1, 7)] + ["draw deck"]
    assert ENGINE.legal_moves(state, 0)[-1].reveals
    state = play(state, "draw deck")
    assert state["revealed"] and state["queue"][0]["t"] == "place"
    no_deck = position(2, gardens=[ST1, None], row=["T05", "T01", "T02", "T03", "T04", "T06"])
    no_deck["harmony_deck"] = []
    no_deck["display"] = ["H01", None, None, None, None, None]
    state = play(no_deck, "take 1")  # one source only: taken automatically
    assert "H01" in state["seats"][0]["hand"] and state["queue"][0]["t"] == "place"
    nothing = position(2, gardens=[ST1, None], row=["T05", "T01", "T02", "T03", "T04", "T06"])
    nothing["harmony_deck"] = []
    nothing["display"] = [None] * 6
    state = play(nothing, "take 1")
    assert any("gain is lost" in e for e in events_text(state))


# ---------------------------------------------------------------- phase 3 §5.6
def test_placement_rules() -> None:
    """R26 (a)(b)(c)(d), R27, PD-09: no Harmony card, Stone or Lantern under the card;
    same landscape or anything on Sand; at least one space covered."""
    state = position(2, gardens=["y=0 P S* S#  .#\ny=1 P1 S .# .#", None],
                     harmony=[{"H01": (2, 0)}, {}],
                     row=["T01", "T02", "T03", "T04", "T05", "T06"])
    state = play(state, "take 1")  # P P / S S
    with pytest.raises(IllegalMove, match="Harmony card at 2,0"):
        play(state, "place 2,-1 r180")
    with pytest.raises(IllegalMove, match="cover the Stone at 1,0"):
        play(state, "place 0,-1 r0")
    with pytest.raises(IllegalMove, match="cover the Lantern at 0,1"):
        play(state, "place -1,0 r0")
    after = play(state, "place -1,-1 r90")  # S P / S P: Pond on the Pond at (0,0)
    assert after["seats"][0]["garden"]["0,0"][0] == "P"


def test_placing_sets_top_terrain() -> None:
    """R27, R2: the four cells get the new top terrain; covered cards are irrelevant."""
    state = play(position(2, gardens=[ST1, None], row=["T01", "T02", "T03", "T04", "T05",
                                                        "T06"]), "take 1", "place 0,-1 r180")
    g = state["seats"][0]["garden"]
    assert [g[k][0] for k in ("0,-1", "1,-1", "0,0", "1,0")] == ["S", "S", "P", "P"]
    assert state["seats"][0]["terrain"] == ["T01"]


def test_stones_fill_when_not_enough_spaces() -> None:
    """R28: more pending Stones than free Sand spaces — all filled, surplus returned."""
    state = position(2, gardens=["y=0 P S\ny=1 S* B", None],
                     row=["T08", "T01", "T02", "T03", "T04", "T05"])  # 3 Stones, P B / S S
    state = play(state, "take 1", "place 1,-1 r0")  # (1,0) and (2,0) become free Sand
    assert not state["queue"]
    assert garden_of(state).free_sand == []
    assert any("returned to the supply" in e for e in events_text(state))


def test_discard_mode_no_j05() -> None:
    """R30: in discard mode the card is not placed and J05 gives nothing."""
    state = give(position(2, gardens=["y=0 C S*\ny=1 S* M", None], enso=[0, 0],
                          row=["T13", "T07", "T28", "T40", "T01", "T02"]), 0, "J05")
    state = play(state, "take 1")
    assert state["seats"][0]["enso"] == 0 and state["terrain_out"] == ["T13"]


# ---------------------------------------------------------------- phase 4 §5.7
def test_several_validations_same_witness() -> None:
    """R31, R32, PD-16: two cards validated in one turn on the same Stones."""
    state = position(2, gardens=["y=0 S* S* S*\ny=1 P P P\ny=2 P P P", None],
                     hands=[["H29", "H38"], []], phase="harmony")
    state = play(state, "validate H29 0,1", "validate H38 2,1")
    assert [p["id"] for p in state["seats"][0]["placed"]] == ["H29", "H38"]


def test_area_two_distinct_landscapes() -> None:
    """R33: H13 needs two plots of two different landscapes, each ≥ 5."""
    same = "y=0 P P P P P . P P P P P"
    g = garden_of(position(2, gardens=[same, None]))
    assert g.witnesses(RULES.harmony_cards["H13"]) == []
    mixed = "y=0 P P P P P . B B B B B"
    g = garden_of(position(2, gardens=[mixed, None]))
    (witness,) = g.witnesses(RULES.harmony_cards["H13"])
    assert len(witness) == 10


def test_stone_arrangements() -> None:
    """R35: a shape needs Stones on every cell of one image; null shape any connected."""
    g = garden_of(position(2, gardens=["y=0 S* S* S*\ny=1 S* . .", None]))
    assert len(g.witnesses(RULES.harmony_cards["H29"])) == 1  # I3
    assert len(g.witnesses(RULES.harmony_cards["H31"])) == 1  # L3
    assert len(g.witnesses(RULES.harmony_cards["H34"])) == 1  # L4
    assert g.witnesses(RULES.harmony_cards["H33"]) == []  # I4
    assert len(g.witnesses(RULES.harmony_cards["H38"])) == 2


def test_footprint_rules() -> None:
    """R36 (a)–(d), PD-14: see W3; here a Lantern under the footprint is refused."""
    state = position(2, gardens=["y=0 S* S* S*\ny=1 P1 P P", None], hands=[["H38"], []],
                     phase="harmony")
    with pytest.raises(IllegalMove, match="cover the Lantern at 0,1"):
        play(state, "validate H38 -1,1")
    with pytest.raises(IllegalMove, match="not in your hand"):
        play(state, "validate H39 1,1")


def test_validation_cost_and_stone_payment() -> None:
    """R37, PD-17: H37 (O4 of Stones, cost 1 Stone) — the paid Stone is chosen, witness
    Stones included; H14 costs 1 Ensō."""
    state = position(2, gardens=["y=0 S* S* S*\ny=1 S* S* P", None], hands=[["H37"], []],
                     phase="harmony")
    state = play(state, "validate H37 2,1")
    assert state["queue"][0] == {"t": "pay", "card": "H37", "anchor": [2, 1], "n": 1}
    assert len(moves_of(state)) == 5
    state = play(state, "pay 0,0")
    assert garden_of(state).stones == {(1, 0), (2, 0), (0, 1), (1, 1)}
    assert state["seats"][0]["placed"] == [{"id": "H37", "anchor": [2, 1]}]
    big = "y=0 P P P P P P P P P P\ny=1 S S"
    poor = position(2, gardens=[big, None], hands=[["H14"], []], enso=[0, 0], phase="harmony")
    with pytest.raises(IllegalMove, match="costs 1 Ensō and you have 0"):
        play(poor, "validate H14 0,1")
    rich = play(position(2, gardens=[big, None], hands=[["H14"], []], enso=[1, 0],
                         phase="harmony"), "validate H14 0,1")
    assert rich["seats"][0]["enso"] == 0


def test_jizo_discards_and_plant_keeps() -> None:
    """R38, R39, PD-18, PD-19: a Jizō discards its witness, a Plant & Building does not."""
    garden = "y=0 S* S* S*\ny=1 P P P"
    jizo = play(position(2, gardens=[garden, None], hands=[["J02"], []], phase="harmony"),
                "validate J02 0,1")
    assert garden_of(jizo).stones == set()
    plant = play(position(2, gardens=[garden, None], hands=[["H29"], []], phase="harmony"),
                 "validate H29 0,1")
    assert len(garden_of(plant).stones) == 3


def test_permanence() -> None:
    """R40: a placed card stays even when its plot later shrinks; it cannot be covered."""
    state = play(position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None], hands=[["H38"], []],
                          phase="harmony"), "validate H38 0,1")
    state = play(state, "end")
    assert state["seats"][0]["placed"][0]["id"] == "H38"


# ---------------------------------------------------------------- Jizō §5.8
def test_ability_active_at_once() -> None:
    """R41: J12 validated in phase 4 lowers the purchase price in the same turn."""
    state = position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None], hands=[["J12"], []],
                     enso=[1, 0], phase="harmony")
    assert not any(m.startswith("buy") for m in moves_of(state))
    state = play(state, "validate J12 0,1")
    assert "buy D1" in moves_of(state)


def test_j01_not_on_place_effects() -> None:
    """R42, PD-37: J01 does not add to a Harmony card's on_place Stones (H12)."""
    state = give(position(2, gardens=["y=0 S S S S S\ny=1 P P P P P", None],
                          hands=[["H12"], []], phase="harmony"), 0, "J01")
    state = play(state, "validate H12 0,1")
    assert state["queue"] == [{"t": "stones", "n": 2}]


def test_j03_reductions() -> None:
    """R43: J03 lowers Ensō and Stone costs by 1 and a Jizō needs 1 fewer Stone."""
    state = give(position(2, gardens=["y=0 S* S* S\ny=1 P P P", None],
                          hands=[["J05"], []], phase="harmony"), 0, "J03")
    assert ENGINE.validatable(state, 0) == ["J05"]
    state = play(state, "validate J05 0,1")
    assert garden_of(state).stones == set()  # 2 Stones discarded
    card = RULES.harmony_cards["H37"]
    assert ENGINE.harmony_costs(state, 0, card) == (0, 0)
    assert ENGINE.harmony_costs(state, 0, RULES.harmony_cards["H14"]) == (0, 0)
    plain = position(2, gardens=["y=0 S* S* S\ny=1 P P P", None], hands=[["H29"], []],
                     phase="harmony")
    assert ENGINE.validatable(give(plain, 0, "J03"), 0) == []  # not for Plants & Buildings


def test_j04_cover_other_landscape() -> None:
    """R44: see W1; Sand still may not cover a landscape with J04."""
    state = give(position(2, gardens=[ST1, None],
                          row=["T01", "T02", "T03", "T04", "T05", "T06"]), 0, "J04")
    state = play(state, "take 1")
    with pytest.raises(IllegalMove, match="Sand cannot cover"):
        play(state, "place 1,0 r0")


def test_j05_at_most_two_per_turn() -> None:
    """R45: +1 per landscape covered by the same landscape, at most 2 per turn."""
    state = give(position(2, gardens=["y=0 P P\ny=1 P S", None], enso=[0, 0],
                          row=["T03", "T01", "T02", "T04", "T05", "T06"]), 0, "J05")
    state = play(state, "take 1", "place 0,0 r0")  # P P / P S on four Pond spaces: 3 same
    assert state["seats"][0]["enso"] == 2


def test_j06_swap_once_per_turn() -> None:
    """R46: exchange a hand card with a display card, once per turn; public."""
    state = give(position(2, hands=[["H01", "H02"], []], phase="harmony",
                          display=["H10", "H11", "H12", "H13", "H14", "H15"]), 0, "J06")
    assert "swap H01 D3" in moves_of(state)
    state = play(state, "swap H01 D3")
    assert state["display"][2] == "H01" and "H12" in state["seats"][0]["hand"]
    assert state["events"][-1]["args"]["given"] == component("H01")
    assert state["events"][-1]["args"]["taken"] == component("H12")
    with pytest.raises(IllegalMove, match="already been used this turn"):
        play(state, "swap H02 D1")
    with pytest.raises(IllegalMove, match="Jizō of Exchange"):
        play(position(2, hands=[["H01"], []], phase="harmony"), "swap H01 D1")


def test_j09_move_lantern() -> None:
    """R49, PD-32: 1 Ensō per Lantern moved to another unlit landscape space."""
    state = give(position(2, gardens=["y=0 P1 S\ny=1 S B", None], enso=[1, 0],
                          phase="harmony"), 0, "J09")
    assert "move 0,0 to 1,1" in moves_of(state)
    with pytest.raises(IllegalMove, match="landscape space without a Lantern"):
        play(state, "move 0,0 to 1,0")
    state = play(state, "move 0,0 to 1,1")
    assert garden_of(state).lanterns == {(1, 1): 1} and state["seats"][0]["enso"] == 0
    assert not any(m.startswith("move") for m in moves_of(state))


def test_j10_draw_three_keep_one() -> None:
    """R50, PD-31: take 3 from the deck, keep 1, the others to the bottom in order; the
    drawn cards are shown only to the drawer."""
    state = give(position(2, enso=[2, 0], phase="harmony"), 0, "J10")
    top3 = state["harmony_deck"][:3]
    state = play(state, "buy deck")
    assert state["queue"] == [{"t": "keep", "cards": top3}] and state["revealed"]
    public = json.dumps(ENGINE.view(state, None))
    assert not any(c in public for c in top3)
    assert ENGINE.private_events(state, 0) == [
        msg("zenso-private-drew", cards=words([component(c) for c in top3]))]
    assert ENGINE.private_events(state, 1) == []
    state = play(state, "keep 2")
    assert top3[1] in state["seats"][0]["hand"]
    assert state["harmony_deck"][-2:] == [top3[0], top3[2]]
    assert top3[1] not in json.dumps(state["events"])


def test_row_slide_reveal_and_display_refill() -> None:
    """R53, R54, R55, PD-24, PD-30: slide, one reveal, display refilled 1→6 from the deck."""
    state = position(2, gardens=[ST1, None], enso=[9, 0],
                     row=["T01", "T02", "T03", "T04", "T05", "T06"])
    state = play(state, "buy D2", "buy D5", "take 2")
    state = finish_queue(state)
    deck_top = state["harmony_deck"][:2]
    terrain_top = state["terrain_deck"][0]
    state = play(state, "end")
    assert state["row"] == ["T01", "T03", "T04", "T05", "T06", terrain_top]
    assert [state["display"][1], state["display"][4]] == deck_top
    empty = position(2, gardens=[ST1, None], row=["T01", "T02", None, None, None, None])
    empty["terrain_deck"] = []
    state = finish_queue(play(empty, "take 2"))
    state = play(state, "end")
    assert state["row"] == ["T01", None, None, None, None, None]


def test_end_checks_and_limits_reset() -> None:
    """R56, R57, E2, PD-24: the row and deck empty end the game at once; per-turn flags
    reset for the next turn."""
    state = position(2, gardens=[ST1, None], row=["T01", None, None, None, None, None])
    state["terrain_deck"] = []
    state["flags"]["swapped"] = True
    state = finish_queue(play(state, "take 1"))
    state = play(state, "end")
    assert ENGINE.is_over(state) and state["end_reason"] == "exhausted"
    going = position(2, gardens=[ST1, None], row=["T01", "T02", None, None, None, None])
    going["flags"]["swapped"] = True
    going = play(finish_queue(play(going, "take 1")), "end")
    assert going["flags"]["swapped"] is False and going["active"] == 1


# ---------------------------------------------------------------- end §6
def test_e1_late_fifth_cards_change_nothing() -> None:
    """E1: a later fifth card of another player changes nothing (see W6)."""
    state = position(3, phase="harmony")
    state["final_round"] = True
    state["active"] = 2
    state = play(state, "end")
    assert ENGINE.is_over(state) and state["end_reason"] == "harmony"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_e2_e3_exhaustion_gives_equal_turns(players) -> None:
    """E2, E3, E4, W6: every game ends; exhaustion after 18/16/15 turns each."""
    states, _ = random_game(players, 100 + players, check=False)
    final = states[-1]
    assert ENGINE.is_over(final)
    if final["end_reason"] == "exhausted":
        assert final["turn"] == RULES.deck_size[players]
    assert final["turn"] % players == 0


def test_e5_e6_scores() -> None:
    """E5, E6: Ensō, Stones and Zen stacks score nothing by themselves."""
    state = position(2, gardens=["y=0 S* S*\ny=1 P1 P1", None], hands=[["H01"], []],
                     enso=[9, 0], zen=[[3, 0, 0], [0, 0, 0]])
    assert ENGINE.breakdown(state, 0) == {"harmony": 0, "hand": 1, "lanterns": 3, "total": 4}


def test_e7_ranking_and_tiebreak() -> None:
    """E7, PD-28: total, then Ensō; still tied share the rank."""
    state = position(3, hands=[["H01"], ["H02"], ["H03"]], enso=[2, 5, 2])
    state["phase"] = "over"
    state["end_reason"] = "exhausted"
    result = ENGINE.result(state)
    assert [(s.seat, s.rank) for s in result.standings] == [(1, 1), (0, 2), (2, 2)]
    assert result.winners == [1]
    sentence = text(ENGINE.end_sentence(result))
    assert "Player 2 wins" in sentence and "by Ensō (5 to 2)" in sentence
    state["seats"][1]["enso"] = 2
    shared = ENGINE.result(state)
    assert shared.winners == [0, 1, 2]
    assert "share the victory" in text(ENGINE.end_sentence(shared))


def test_e8_result_details_reveal_hands() -> None:
    """E8, PD-33: every card with its points, the hand revealed, Lanterns per plot."""
    state = position(2, gardens=["y=0 P1 P2", None], hands=[["H05", "H09"], []])
    state["phase"] = "over"
    state["end_reason"] = "harmony"
    details = [text(d) for d in ENGINE.result(state).details]
    assert "Moss carpet and Maple hill" in details[0] and "Pond plot 3 → 6" in details[0]
    assert ENGINE.view(state, None)["seats"][0]["hand"] == ["H05", "H09"]


# ---------------------------------------------------------------- §5.11 illegal input
def test_bad_notation_and_illegal_moves_differ() -> None:
    """§5.11: text that is no move is BadNotation; a forbidden move is IllegalMove."""
    state = ENGINE.setup(2, 3, {})
    with pytest.raises(BadNotation):
        ENGINE.apply(state, 0, "fly away")
    with pytest.raises(BadNotation):
        ENGINE.apply(state, 0, "place 1;2")
    with pytest.raises(IllegalMove) as info:
        ENGINE.apply(state, 0, "take 9")
    assert not isinstance(info.value, BadNotation)
    with pytest.raises(IllegalMove, match="not possible now"):
        ENGINE.apply(state, 0, "end")


def test_unlimited_tokens_and_public_row() -> None:
    """PD-21, PD-38, §7: no token supply is counted (Stones, Lanterns and Ensō are
    unlimited); the row cards, both faces, are public, the decks only as counts."""
    state = ENGINE.setup(4, 8, {})
    assert "supply" not in state
    view = ENGINE.view(state, None)
    assert view["row"] == state["row"] and view["terrain_deck_count"] == 54
    assert "terrain_deck" not in view and "harmony_deck" not in view


def test_result_breakdown_in_words_adds_up_to_the_score() -> None:
    """E5 in the result message: the points are named in words and add up to the score;
    the Ensō left are named as the tie-break they are (E6), not as points."""
    from bot.games.zenso.engine import ENSO_LEFT
    from tests.games.zenso.support import random_game

    states, _ = random_game(3, 4, check=False)
    result = ENGINE.result(states[-1])
    for standing in result.standings:
        points = {k: v for k, v in standing.breakdown.items() if k != ENSO_LEFT}
        assert set(points) == {"Harmony cards", "cards in hand", "Lanterns"}
        assert sum(points.values()) == standing.score
        assert standing.breakdown[ENSO_LEFT] == states[-1]["seats"][standing.seat]["enso"]
