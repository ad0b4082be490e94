"""The data (spec §3, §3.7 checks) and the switches read from it: a modified copy of
``data/zenso.json`` changes the engine's behaviour, and unknown ids are refused."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path

import pytest

from bot.games.base import IllegalMove
from bot.games.data import load_game_data
from bot.games.zenso.engine import ENGINE, ZensoEngine
from bot.games.zenso.tables import DataError, Rules, rotate_grid, shape_images
from tests.games.zenso.support import give, moves_of, play, position

DATA = load_game_data("zenso")
CHECKS = DATA["checks"]


def engine_with(change) -> ZensoEngine:
    data = copy.deepcopy(DATA)
    change(data)
    return ZensoEngine(Rules(data))


def test_data_is_the_shared_copy() -> None:
    """The project carries its own copy of the rules data (runs without ../shared)."""
    shared = Path(__file__).resolve().parents[4] / "shared" / "rules" / "zenso.json"
    if shared.exists():
        assert json.loads(shared.read_text(encoding="utf-8")) == DATA


def test_terrain_card_checks() -> None:
    """§3.3, PD-25: 60 cards, 12 per family, 75 Sand + 33 of each landscape, 50 AND / 10
    OR, 20 cards with Lanterns, each showing the landscapes its Lanterns go on."""
    cards = DATA["terrain_cards"]
    assert len(cards) == CHECKS["terrain_cards_total"]
    assert Counter(c["family"] for c in cards) == CHECKS["terrain_cards_per_family"]
    cells = Counter(t for c in cards for row in c["grid"] for t in row)
    assert cells == CHECKS["terrain_cells_by_type"]
    assert Counter(c["bonus"]["op"] for c in cards) == CHECKS["terrain_bonus_ops"]
    lantern_cards = [c for c in cards
                     if any(i["type"] == "lanterns" for i in c["bonus"]["items"])]
    assert len(lantern_cards) == CHECKS["terrain_cards_with_lanterns"]
    for card in lantern_cards:
        shown = {t for row in card["grid"] for t in row}
        for item in card["bonus"]["items"]:
            if item["type"] == "lanterns":
                assert set(item["terrains"]) <= shown, card["id"]


def test_harmony_card_checks() -> None:
    """§3.4, PD-25, PD-26: 54 cards (42 + 12), 14/14/14 condition kinds, 139 fixed points,
    Ensō cost sum 3, Stone cost sum 1, Jizō Stone counts 9×3 + 3×4 = 39."""
    cards = DATA["harmony_cards"]
    assert len(cards) == CHECKS["harmony_cards_total"]
    assert Counter(c["family"] for c in cards) == CHECKS["harmony_cards_by_family"]
    pb = [c for c in cards if c["family"] == "plant_building"]
    assert Counter(c["condition"]["kind"] for c in pb) == CHECKS["plant_building_by_condition_kind"]
    assert sum(c["points"]["value"] for c in cards
               if c["points"]["kind"] == "fixed") == CHECKS["harmony_fixed_points_sum"]
    assert sum(c["cost"]["enso"] for c in cards) == CHECKS["harmony_enso_cost_sum"]
    assert sum(c["cost"]["stones"] for c in cards) == CHECKS["harmony_stone_cost_sum"]
    jizo = [c for c in cards if c["family"] == "jizo"]
    assert sum(c["condition"]["count"] for c in jizo) == CHECKS["jizo_stone_count_sum"]
    assert all(c["consumes_witness_stones"] for c in jizo)
    assert len(ENGINE.rules.harmony_cards) == 54 and len(ENGINE.rules.terrain_cards) == 60


def test_shapes_distinct_images() -> None:
    """§3.5, R8: the number of distinct images of every shape."""
    expected = {"I3": 2, "L3": 4, "I4": 2, "L4": 8, "T4": 4, "S4": 4, "O4": 1, "X5": 1,
                "U5": 4, "L5": 8}
    assert {code: len(shape_images(cells)) for code, cells in DATA["shapes"].items()} == expected
    sizes = {code: len(cells) for code, cells in DATA["shapes"].items()}
    assert sizes == CHECKS["shape_cell_counts"]


def test_rotation_table() -> None:
    """R6, PD-02: rotating [[TL, TR], [BL, BR]] clockwise."""
    g = [["TL", "TR"], ["BL", "BR"]]
    assert rotate_grid(g, 0) == g
    assert rotate_grid(g, 90) == [["BL", "TL"], ["BR", "TR"]]
    assert rotate_grid(g, 180) == [["BR", "BL"], ["TR", "TL"]]
    assert rotate_grid(g, 270) == [["TR", "BR"], ["TL", "BL"]]


def test_lantern_table() -> None:
    """E5 C: f(n) per plot, 5 per Lantern beyond the table."""
    assert {str(n): ENGINE.rules.lantern_points(n) for n in (0, 1, 2, 3, 4, 5, 6, 7, 8, 10)} \
        == CHECKS["lantern_points_examples"]


def test_project_decisions_all_in_data_and_help() -> None:
    """§8: all 40 project decisions are in the data and named in /game rules."""
    assert len(DATA["project_decisions"]) == CHECKS["project_decisions_total"]
    text = "\n".join(body for _, body in ENGINE.rules_help())
    for decision in DATA["project_decisions"]:
        assert decision["id"] in text and decision["decision"] in text
    assert "project's own" in text


@pytest.mark.parametrize(("path", "value"), [
    (("terrain_cards", 0, "bonus", "items", 0, "type"), "gold"),
    (("harmony_cards", 0, "condition", "kind"), "colour"),
    (("harmony_cards", 0, "condition", "plots", 0, "terrain"), "lava"),
    (("harmony_cards", 14, "condition", "shape"), "Z9"),
    (("harmony_cards", 42, "ability", "type"), "teleport"),
    (("harmony_cards", 5, "points", "basis", "type"), "moons"),
])
def test_unknown_ids_refused_at_load(path, value) -> None:
    """§3.7: an unknown type, kind, selector, shape or ability is refused at load time."""
    data = copy.deepcopy(DATA)
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    with pytest.raises(DataError):
        Rules(data)


def test_switch_slot_costs() -> None:
    """PD-04 from the data: with slot costs 0,0,0,0,0,3 slot 4 is free."""
    engine = engine_with(lambda d: d["inspiration_row"].update(slot_costs=[0, 0, 0, 0, 0, 3]))
    state = position(2, enso=[0, 0], engine=engine)
    assert engine.eligibility(state, 0)[0][:5] == [1, 2, 3, 4, 5]
    assert ENGINE.eligibility(position(2, enso=[0, 0]), 0)[0] == [1, 2]


def test_switch_buy_cost_and_starting_values() -> None:
    """R13 / PD-06 / PD-07 from the data: buy price, starting Ensō and hand size."""
    engine = engine_with(lambda d: (d["harmony_display"].update(buy_cost_enso=3),
                                    d["setup"].update(starting_enso_by_seat=[5, 6, 7, 8],
                                                      starting_hand_size=3)))
    state = engine.setup(3, 4, {})
    assert [s["enso"] for s in state["seats"]] == [5, 6, 7]
    assert [len(s["hand"]) for s in state["seats"]] == [3, 3, 3]
    assert engine.buy_price(state, 0) == 3


def test_switch_end_trigger_and_deck_sizes() -> None:
    """E1 / PD-05 from the data: 3 placed cards end the game; 2 players get 20 cards."""
    engine = engine_with(lambda d: (d["end_trigger"].update(placed_harmony_cards=1),
                                    d["setup"]["terrain_deck_size_by_players"].update({"2": 20})))
    state = engine.setup(2, 3, {})
    assert len(state["terrain_deck"]) + 6 == 20
    garden = """
      y=0 S* S* S* S
      y=1 P  P  P  P
    """
    state = position(2, gardens=[garden, None], hands=[["H38"], []], phase="harmony",
                     engine=engine)
    state = play(state, "validate H38 0,1", engine=engine)
    assert state["final_round"]
    assert not position(2, gardens=[garden, None], hands=[["H38"], []],
                        phase="harmony")["final_round"]


def test_switch_lantern_table() -> None:
    """E5 C from the data: a different Lantern table scores differently."""
    engine = engine_with(lambda d: d["scoring"].update(lantern_table=[0, 2, 4],
                                                       lantern_points_per_extra_beyond_table=1))
    assert [engine.rules.lantern_points(n) for n in range(5)] == [0, 2, 4, 5, 6]


def test_switch_jizo_numbers() -> None:
    """PD-26 from the data: J07 giving 5 extra Ensō per combine."""
    def change(d):
        next(h for h in d["harmony_cards"] if h["id"] == "J07")["ability"]["n"] = 5
    engine = engine_with(change)
    garden = "y=0 S* P\ny=1 S P"
    state = give(position(2, gardens=[garden, None], phase="combine", enso=[0, 0],
                          engine=engine), 0, "J07")
    state = play(state, "combine all", engine=engine)
    assert state["seats"][0]["enso"] == 6
    assert moves_of(give(position(2, gardens=[garden, None], phase="combine"), 0, "J07"))


def test_switch_purchase_limit() -> None:
    """R13, PD-23 from the data: no purchase limit by default; a limit of 1 is honoured."""
    engine = engine_with(lambda d: d["limits"].update(harmony_purchases_per_turn=1))
    state = position(2, enso=[9, 0], phase="harmony", engine=engine)
    state = play(state, "buy D1", engine=engine)
    assert not any(m.startswith("buy") for m in
                   [m.notation for m in engine.legal_moves(state, 0)])
    with pytest.raises(IllegalMove, match="1 Harmony cards per turn"):
        play(state, "buy D2", engine=engine)
    free = play(position(2, enso=[9, 0], phase="harmony"), "buy D1", "buy D2", "buy D3")
    assert free["seats"][0]["enso"] == 3
