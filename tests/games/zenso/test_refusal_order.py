"""§5.11: when a request breaks several rules, the refusal names the first one in the
order of the spec's table (checked row by row), never just the first cell looked at."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalMove
from tests.games.zenso.support import give, play, position
from tests.games.zenso.test_data import engine_with


def refusal(state: dict, notation: str, engine=None) -> str:
    with pytest.raises(IllegalMove) as info:
        play(state, notation, **({"engine": engine} if engine else {}))
    return str(info.value)


# ---------------------------------------------------------------- Validate (R36–R37)
def test_validate_condition_before_cost() -> None:
    """§5.11 Validate: 'condition not met' comes before 'cost not payable': H41 (three
    Stones in a line, 1 Ensō) in a garden of Pond only, with 0 Ensō."""
    state = position(2, gardens=["y=0 P P\ny=1 P P", None], hands=[["H41"], []],
                     enso=[0, 0], phase="harmony")
    assert "not met" in refusal(state, "validate H41 0,2")


def test_validate_hand_before_condition() -> None:
    """§5.11 Validate: a card not in hand is refused as such, whatever its condition."""
    state = position(2, gardens=["y=0 P P\ny=1 P P", None], hands=[["H02"], []],
                     enso=[0, 0], phase="harmony")
    assert "not in your hand" in refusal(state, "validate H41 0,2")


def test_validate_enso_cost_before_footprint() -> None:
    """§5.11 Validate: the Ensō cost comes before any footprint rule."""
    state = position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None], hands=[["H41"], []],
                     enso=[0, 0], phase="harmony")
    assert "costs 1 Ensō and you have 0" in refusal(state, "validate H41 9,9")


def test_validate_stone_cost_before_footprint() -> None:
    """§5.11 Validate, R37.1: a Stone cost that cannot be paid (a Jizō's discarded
    witness Stones do not count) is refused before the footprint, even on a footprint
    that covers no space. The data prints no such Jizō, so a copy of the data makes one."""
    def change(data: dict) -> None:
        for card in data["harmony_cards"]:
            if card["id"] == "J02":
                card["cost"]["stones"] = 1
    engine = engine_with(change)
    state = position(2, gardens=["y=0 S* S* S*\ny=1 P P P", None], hands=[["J02"], []],
                     phase="harmony", engine=engine)
    for anchor in ("0,1", "9,9"):
        assert "costs 1 Stone" in refusal(state, f"validate J02 {anchor}", engine)


def test_validate_stone_under_footprint_before_witness_cell() -> None:
    """§5.11 Validate: H02 (a Bamboo plot of 6) at (3,0) covers two witness cells and
    the Stone at (3,1): the Stone is named, as the table lists it first."""
    state = position(2, gardens=["y=0 B B B B B\ny=1 B S S S* S", None],
                     hands=[["H02"], []], phase="harmony")
    assert refusal(state, "validate H02 3,0") == (
        "A Harmony card cannot cover the Stone at 3,1.")


GARDEN = """
      x=-1 x=0 x=1 x=2
y=0   .    S*  S*  S*
y=1   .#   P#  P   P
y=2   .#   P#  P1  .
y=3   .    {s}  P   .
"""


def test_validate_stone_then_lantern_then_harmony_card_under_footprint() -> None:
    """§5.11 Validate: under a footprint, a Stone is named before a Lantern, and a
    Lantern before a Harmony card, wherever they lie in the block."""
    def state(stone: bool) -> dict:
        garden = GARDEN.replace("{s}", "S*" if stone else "S ")
        return position(2, gardens=[garden, None], harmony=[{"H01": (-1, 1)}, {}],
                        hands=[["H41"], []], enso=[1, 0], phase="harmony")
    assert refusal(state(True), "validate H41 0,2") == (
        "A Harmony card cannot cover the Stone at 0,3.")
    assert refusal(state(False), "validate H41 0,2") == (
        "A Harmony card cannot cover the Lantern at 1,2.")
    assert refusal(state(False), "validate H41 -1,2") == (
        "A Harmony card cannot cover the Harmony card at -1,2.")


def test_validate_no_space_comes_first_among_footprint_rules() -> None:
    """§5.11 Validate: a footprint on a placed Harmony card and the void covers no space."""
    state = position(2, gardens=[GARDEN.replace("{s}", "S "), None],
                     harmony=[{"H01": (-1, 1)}, {}], hands=[["H41"], []], enso=[1, 0],
                     phase="harmony")
    assert "at least one empty space" in refusal(state, "validate H41 -2,1")


# ---------------------------------------------------------------- Combine (R14)
def test_combine_chosen_stones_before_green_space_and_turn_limit() -> None:
    """§5.11 Combine: 'no Stone chosen' and 'a chosen cell has no Stone' come before
    'no empty green space' and 'already combined this turn'."""
    full = position(2, gardens=["y=0 S* S", None], phase="combine", zen=[[1, 1, 1], [0, 0, 0]])
    assert "no Stone at 1,0" in refusal(full, "combine 1,0")
    assert "at least one Stone" in refusal(full, "done")
    assert "All 3 green spaces" in refusal(full, "combine 0,0")
    bare = position(2, gardens=["y=0 S S", None], phase="combine", zen=[[1, 1, 1], [0, 0, 0]])
    assert "at least one Stone" in refusal(bare, "combine all")
    again = position(2, gardens=["y=0 S* S", None], phase="combine", flags={"combined": 1})
    assert "no Stone at 1,0" in refusal(again, "combine 1,0")
    assert "once per turn" in refusal(again, "combine 0,0")
    both = position(2, gardens=["y=0 S* S", None], phase="combine", flags={"combined": 1},
                    zen=[[1, 1, 1], [0, 0, 0]])
    assert "All 3 green spaces" in refusal(both, "combine 0,0")


# ---------------------------------------------------------------- Placement (R26)
def placing_t01(garden: str, harmony: dict | None = None) -> dict:
    """T01 (Pond Pond / Sand Sand at r0) taken and waiting to be placed; the lone Sand
    at (6,0) keeps a legal placement, so the card is not taken in discard mode."""
    state = position(2, gardens=[garden, None], harmony=[harmony or {}, {}],
                     row=["T01", "T02", "T03", "T04", "T05", "T06"])
    return play(state, "take 1")


def test_placement_stone_before_terrain_rules() -> None:
    """§5.11 Placement: a Stone under the card is named before a landscape it may not
    cover, and before Sand on a landscape."""
    state = placing_t01("y=0 B S . . . . S\ny=1 S* P")
    assert refusal(state, "place 0,0 r0") == "A Terrain card cannot cover the Stone at 0,1."


def test_placement_harmony_card_then_stone_then_lantern() -> None:
    """§5.11 Placement: a Harmony card, then a Stone, then a Lantern, wherever they lie."""
    lantern_and_stone = placing_t01("y=0 P1 S . . . . S\ny=1 S* S")
    assert refusal(lantern_and_stone, "place 0,0 r0") == (
        "A Terrain card cannot cover the Stone at 0,1.")
    lantern_and_card = placing_t01("y=0 P1 S . . . . S\ny=1 S S# .#\ny=2 . .# .#",
                                   {"H01": (1, 1)})
    assert refusal(lantern_and_card, "place 0,0 r0") == (
        "A Terrain card cannot cover the Harmony card at 1,1.")
    lantern = placing_t01("y=0 P1 S . . . . S\ny=1 S S")
    assert refusal(lantern, "place 0,0 r0") == (
        "A Terrain card cannot cover the Lantern at 0,0.")


def test_placement_sand_on_landscape_before_landscape_on_landscape() -> None:
    """§5.11 Placement, PD-09: Sand on a landscape is named before a landscape on
    another landscape, even when the latter comes first in the block."""
    state = placing_t01("y=0 B S . . . . S\ny=1 P S")
    assert refusal(state, "place 0,0 r0") == "Sand cannot cover the Pond space at 0,1."


# ---------------------------------------------------------------- the other rows
def test_buy_enso_before_empty_source() -> None:
    """§5.11 Buy: Ensō < price comes before an empty display position."""
    state = position(2, display=["H05"], enso=[0, 0], phase="harmony")
    assert "costs 2 Ensō and you have 0" in refusal(state, "buy D4")


def test_pick_empty_slot_then_cost_then_fit() -> None:
    """§5.11 Pick: an empty slot, then a cost above the Ensō, then the fit (R16–R18)."""
    state = position(2, row=[None, "T02", "T03", "T04", "T05", "T06"], enso=[0, 0])
    assert "slot 1 is empty" in refusal(state, "take 1")
    assert "Slot 3 costs 1 Ensō and you have 0" in refusal(state, "take 3")


def test_swap_jizo_then_once_then_display() -> None:
    """§5.11 Swap: no J06, then already swapped, then an empty display position."""
    state = position(2, display=["H05"], hands=[["H01"], []], phase="harmony")
    assert "Jizō of Exchange in your garden" in refusal(state, "swap H01 D4")
    give(state, 0, "J06")
    assert "Display position D4" in refusal(state, "swap H01 D4")
    state["flags"]["swapped"] = True
    assert "already been used" in refusal(state, "swap H01 D4")


def test_move_lantern_jizo_then_enso_then_origin_then_target() -> None:
    """§5.11 Move Lantern: no J09, then Ensō < 1, then no Lantern at the origin, then
    the destination."""
    state = position(2, gardens=["y=0 P1 P S", None], enso=[0, 0], phase="harmony")
    assert "Jizō of Light in your garden" in refusal(state, "move 1,0 to 2,0")
    give(state, 0, "J09")
    assert "costs 1 Ensō and you have 0" in refusal(state, "move 1,0 to 2,0")
    state["seats"][0]["enso"] = 1
    assert "no Lantern at 1,0" in refusal(state, "move 1,0 to 2,0")
    assert "landscape space without a Lantern" in refusal(state, "move 0,0 to 2,0")
