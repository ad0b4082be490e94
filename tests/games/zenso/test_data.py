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
from tests.games.zenso.support import (
    events_text,
    give,
    moves_of,
    play,
    position,
    random_game,
)
from tests.words import said


def rules_section(engine: ZensoEngine, title: str) -> str:
    """One section of the rules help in English, found by its title."""
    return {said(engine, t): said(engine, body) for t, body in engine.rules_help()}[title]

DATA = load_game_data("zenso")
CHECKS = DATA["checks"]


def engine_with(change) -> ZensoEngine:
    data = copy.deepcopy(DATA)
    change(data)
    return ZensoEngine(Rules(data))


def test_data_is_the_shared_copy() -> None:
    """The project carries its own copy of the rules data (runs without ../shared), plus
    the computer players' weights, which are not rules."""
    shared = Path(__file__).resolve().parents[4] / "shared" / "rules" / "zenso.json"
    if shared.exists():
        rules = {k: v for k, v in DATA.items() if k != "computer"}
        assert json.loads(shared.read_text(encoding="utf-8")) == rules


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
    help_ = ENGINE.rules_help()
    text = "\n".join(said(ENGINE, body) for _, body in help_)
    for decision in DATA["project_decisions"]:
        number = int(decision["id"].split("-")[1])
        assert f"\n{number}. " in "\n" + text, number
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
    assert "buy D1" in [m.notation for m in engine.legal_moves(state, 0)]
    # the one purchase made, nothing optional is left: the turn ends by itself
    assert play(state, "buy D1", engine=engine)["turn"] == 1
    state = position(2, enso=[9, 0], phase="harmony", engine=engine, flags={"bought": 1})
    assert not any(m.startswith("buy") for m in
                   [m.notation for m in engine.legal_moves(state, 0)])
    with pytest.raises(IllegalMove, match="1 Harmony card per turn"):
        play(state, "buy D2", engine=engine)
    free = play(position(2, enso=[9, 0], phase="harmony"), "buy D1", "buy D2", "buy D3")
    assert free["seats"][0]["enso"] == 3


def _play_out_turn(state, engine: ZensoEngine):
    """The active seat's first legal option at every step until it ends its turn."""
    seat = state["active"]
    turn = state["turn"]
    while state["turn"] == turn and not engine.is_over(state):
        notations = [m.notation for m in engine.legal_moves(state, seat)]
        choice = "end" if "end" in notations else next(
            n for n in notations if not n.startswith(("buy", "swap", "move", "validate")))
        state = engine.apply(state, seat, choice)
    return state


def test_switch_combines_per_turn() -> None:
    """R14 from the data (zen_board.combines_per_turn): one combine per turn as printed;
    with 2, phase 1 goes on after a combine, onto the next green space, and a third is
    refused in one sentence."""
    garden = "y=0 S* S*\ny=1 S* P"
    once = play(position(2, gardens=[garden, None], phase="combine", enso=[0, 0]),
                "combine 0,0", "done")
    assert once["phase"] == "pick" and once["seats"][0]["zen"] == [1, 0, 0]
    assert not any(n.startswith("combine") for n in moves_of(once))

    engine = engine_with(lambda d: d["zen_board"].update(combines_per_turn=2))
    state = position(2, gardens=[garden, None], phase="combine", enso=[0, 0], engine=engine)
    state = play(state, "combine 0,0", "done", engine=engine)
    assert state["phase"] == "combine" and state["seats"][0]["zen"] == [1, 0, 0]
    assert "combine all" in [m.notation for m in engine.legal_moves(state, 0)]
    state = play(state, "combine all", engine=engine)
    assert state["seats"][0]["zen"] == [1, 2, 0] and state["seats"][0]["enso"] == 3
    assert state["phase"] == "pick"
    third = copy.deepcopy(state)
    third["phase"] = "combine"
    third["seats"][0]["garden"]["0,0"][1] = 1  # a Stone to combine, so the limit is named
    with pytest.raises(IllegalMove, match="twice per turn, and you have"):
        engine.apply(third, 0, "combine all")
    assert "twice a turn, at most 3 times a game" in rules_section(engine, "A turn")


def _last_terrain_card(players: int, engine: ZensoEngine, active: int):
    """Seat ``active`` to pick with one Terrain card left in the row and none in the deck
    (the rest set aside, so components stay conserved)."""
    state = position(players, phase="pick", active=active, engine=engine)
    row = [c for c in state["row"] if c]
    state["row"] = [row[0]] + [None] * 5
    state["terrain_removed"] += row[1:] + state["terrain_deck"]
    state["terrain_deck"] = []
    return state


def test_switch_terrain_exhaustion() -> None:
    """E2 and PD-24 from the data (end_trigger.terrain_exhaustion): as printed the game
    ends at the end of the turn that took the last Terrain card, even before seat N; with
    the switch off the round is completed, the later seats skipping phases 2 and 3, and
    the game then ends for the same reason."""
    state = _play_out_turn(_last_terrain_card(3, ENGINE, active=0), ENGINE)
    assert ENGINE.is_over(state) and state["end_reason"] == "exhausted"
    assert ENGINE.result(state).reason == "exhausted"

    engine = engine_with(lambda d: d["end_trigger"].update(terrain_exhaustion=False))
    state = _play_out_turn(_last_terrain_card(3, engine, active=0), engine)
    assert not engine.is_over(state) and state["final_round"] and state["active"] == 1
    assert "round is completed" in " ".join(events_text(state))
    assert state["phase"] == "harmony" and "end" in [m.notation for m in
                                                     engine.legal_moves(state, 1)]
    assert any("No Terrain card is left" in e for e in events_text(state))
    state = _play_out_turn(state, engine)
    assert not engine.is_over(state) and state["active"] == 2
    state = _play_out_turn(state, engine)
    assert engine.is_over(state) and state["end_reason"] == "exhausted"
    assert "the round is completed" in rules_section(engine, "End")

    # seat N taking the last card ends the game either way
    last = _play_out_turn(_last_terrain_card(3, engine, active=2), engine)
    assert engine.is_over(last) and last["end_reason"] == "exhausted"


def test_switch_hand_size() -> None:
    """PD-23 from the data (limits.hand_size): no hand limit as shipped; with a limit of
    3 a full hand offers no purchase, refuses one in a sentence naming PD-23, and loses a
    Harmony card gained as a bonus (told in the events); a starting hand above the limit
    is refused when the data is loaded."""
    hands = [["H01", "H02", "H03"], ["H04", "H05"]]
    free = play(position(2, hands=hands, enso=[9, 0], phase="harmony"), "buy D1")
    assert len(free["seats"][0]["hand"]) == 4

    engine = engine_with(lambda d: d["limits"].update(hand_size=3))
    state = position(2, hands=hands, enso=[9, 0], phase="harmony", engine=engine)
    assert not any(m.notation.startswith("buy") for m in engine.legal_moves(state, 0))
    with pytest.raises(IllegalMove, match=r"holds 3 Harmony cards, the hand limit\."):
        engine.apply(state, 0, "buy deck")

    # T05's bonus is one Harmony card: gained normally, lost with a full hand
    gains = position(2, hands=[["H01", "H02"], ["H04"]], row=["T05"], engine=engine)
    gained = play(gains, "take 1", engine=engine)
    assert gained["queue"][0]["t"] == "harmony" and not any(
        "gain is lost" in e for e in events_text(gained))
    full = position(2, hands=hands, row=["T05"], engine=engine)
    lost = play(full, "take 1", engine=engine)
    assert len(lost["seats"][0]["hand"]) == 3
    assert any("limit of 3 Harmony cards: the gain is lost" in e for e in events_text(lost))
    assert "at most 3 Harmony cards:" in rules_section(engine, "A turn")

    with pytest.raises(DataError, match="larger than the hand limit"):
        engine_with(lambda d: d["limits"].update(hand_size=1))


def test_games_with_every_switch_changed_end_and_conserve() -> None:
    """E3 still holds with the switches changed together (two combines a turn, a hand
    limit of 3, the round completed after the Terrain cards run out, and 35 Terrain cards
    for two players so they run out before seat N): every seeded game ends, components
    are conserved at every step, and turns come out equal."""
    def change(d):
        d["zen_board"]["combines_per_turn"] = 2
        d["limits"]["hand_size"] = 3
        d["end_trigger"]["terrain_exhaustion"] = False
        d["setup"]["terrain_deck_size_by_players"]["2"] = 35
    engine = engine_with(change)
    for seed in range(3):
        states, log = random_game(2, seed, engine=engine)
        final = states[-1]
        assert max(len(s["hand"]) for state in states for s in state["seats"]) == 3
        # these seeds run the Terrain cards out: the second seat plays its last turn without one
        assert final["end_reason"] == "exhausted"
        assert any("No Terrain card is left" in e for state in states for e in events_text(state))
        ends = [seat for seat, notation in log if notation == "end"]
        assert ends.count(0) == ends.count(1)
