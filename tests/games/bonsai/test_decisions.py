"""The project decisions PD1–PD18 (spec §8): each is read from ``data/bonsai.json``;
where the data offers a switch, a modified copy of the data changes the behaviour. Also
the data file's own ``checks`` section and the copy in ``data/``."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from bot.games.base import Rng
from bot.games.bonsai.engine import ENGINE, BonsaiEngine, tokonoma_parts
from bot.games.bonsai.tables import DATA, RULES, TILE_TYPES
from bot.games.bonsai.tree import flower_points, tiles_of
from bot.games.message import component, msg
from tests.games.bonsai.support import (
    check_invariants,
    events_text,
    play,
    position,
    random_game,
    refused,
)
from tests.words import said

ROOT = Path(__file__).resolve().parents[3]


def modified(**changes) -> BonsaiEngine:
    """An engine over a copy of the data with ``path=value`` changes (dots in paths)."""
    data = copy.deepcopy(DATA)
    for path, value in changes.items():
        node = data
        keys = path.split("__")
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value
    return BonsaiEngine(data)


def test_data_is_the_current_shared_copy() -> None:
    """The project's copy includes the fix that a flower can score 6 (the old one said 5)."""
    shipped = json.loads((ROOT / "data" / "bonsai.json").read_text(encoding="utf-8"))
    assert shipped["tile_types"][2]["points"]["max"] == 6
    shared = Path("/work/shared/rules/bonsai.json")
    if shared.exists():
        assert json.loads(shared.read_text(encoding="utf-8")) == shipped


def test_data_checks_section() -> None:
    checks = DATA["checks"]
    assert len(RULES.card_order) == checks["cards_total"]
    for players in (1, 2, 3, 4):
        deck = RULES.deck_for(players)
        assert len(deck) == checks["deck_size_by_player_count"][str(players)]
        for kind, n in checks["cards_by_type_by_player_count"].items():
            assert sum(RULES.kind_of(c).type == kind for c in deck) == n[str(players)]
        gained = sum(len(RULES.kind_of(c).gain) for c in deck)
        assert gained == checks["master_tiles_gained_by_player_count"][str(players)]
        tools = sum(RULES.kind_of(c).capacity_bonus for c in deck)
        assert tools == checks["tool_capacity_bonus_by_player_count"][str(players)]
        growth = {t: sum(RULES.kind_of(c).allowance.count(t) for c in deck) for t in TILE_TYPES}
        assert growth == checks["growth_allowance_by_player_count"][str(players)]
        for kind in RULES.kinds.values():
            copies = sum(1 for c in deck if RULES.card_kind[c] == kind.id)
            assert copies == DATA["card_kinds"][list(RULES.kinds).index(kind.id)]["copies"][
                str(players)]
        state = ENGINE.setup(players, 1, {})
        assert len(state["goals"]) == checks["goal_tiles_in_play_by_player_count"][str(players)]
        start = sum(sum(s["supply"].values()) for s in state["seats"])
        assert start == checks["starting_tiles_total_by_player_count"][str(players)]
    assert len(RULES.goals) == checks["goal_tiles_total"]
    assert sum(g.points for g in RULES.goals.values()) == checks["goal_points_total"]
    for colour, total in checks["goal_points_by_colour"].items():
        assert sum(g.points for g in RULES.goals.values() if g.colour == colour) == total
    assert len(RULES.blocked(False)) == checks["pot_blocked_cells"]
    assert sum(RULES.kinds[k].points_each for k in RULES.kinds) == \
        checks["parchment_points_each_sum"]
    assert len(DATA["project_decisions"]) == checks["project_decision_count"] == 18


def test_pd1_limited_common_supply_switch() -> None:
    """PD1: mode "limited" with caps: an exhausted type is simply not received."""
    engine = modified(common_supply__mode="limited",
                      common_supply__caps_by_type={"wood": 3, "leaf": 1, "flower": 9,
                                                   "fruit": 9})
    state = engine.setup(2, 4, {})
    assert state["common"] == {"wood": 1, "leaf": 0, "flower": 9, "fruit": 9}
    # three players: tool_4 is not in a two-player deck
    state = position(3, engine=engine, display=["tool_1", "tool_2", "tool_3", "tool_4"],
                     goals=[], seats=[{"supply": ""}])
    state["common"] = {"wood": 1, "leaf": 0, "flower": 9, "fruit": 9}
    state = play(state, "meditate 2 leaf", engine=engine)
    assert state["seats"][0]["supply"]["leaf"] == 0
    assert "no leaf left" in events_text(state)
    for seed in range(2):
        states, _ = random_game(3, seed, engine=engine)
        for s in states[::5]:
            check_invariants(s, engine)
    # unlimited (the shipped value): the same meditate always gives the leaf
    assert ENGINE.setup(2, 4, {})["common"] is None


def test_pd2_refill_before_the_supply_limit() -> None:
    """PD2: the return is asked after the refill (W4); the data may not ask otherwise."""
    assert DATA["supply_limit"]["refill_before_discard"]["value"] is True
    state = position(2, display=["master_leaf_leaf_1", "tool_1", "tool_2", "tool_3"],
                     goals=[], seats=[{"supply": "W5"}])
    top = state["deck"][0]
    state = play(state, "meditate 1")
    assert state["phase"] == "return" and state["display"][0] == top
    with pytest.raises(ValueError, match="PD2"):
        modified(supply_limit__refill_before_discard={"value": False, "origin": "project"})


def test_pd3_mirroring_switch() -> None:
    """PD3: mirroring offered while only the bud stands; switched off in the data, never."""
    assert "mirror" in [m.notation for m in ENGINE.legal_moves(position(2), 0)]
    engine = modified(pot_mirroring__allowed=False)
    state = position(2, engine=engine)
    assert "mirror" not in [m.notation for m in engine.legal_moves(state, 0)]
    with refused("bonsai-mirror-off"):
        engine.apply(state, 0, "mirror")


def test_pd4_pot_sides_switch() -> None:
    """PD4: a flower side facing a pot cell is free; with the switch off it is not."""
    tiles = {(0, 0): "wood", (-1, 1): "leaf", (-2, 1): "flower"}
    assert flower_points(RULES, tiles, False, (-2, 1)) == 5
    engine = modified(grid__pot_sides_count_as_free_for_flowers={"value": False,
                                                                 "origin": "project"})
    assert flower_points(engine.rules, tiles, False, (-2, 1)) == 4


def test_pd5_bonus_tiles_declinable_switch() -> None:
    """PD5: "none" and partial keeps are offered; with the switch off only the full bonus."""
    engine = modified(display__bonus_tiles_declinable={"value": False, "origin": "project"})
    # three players: tool_4 is not in a two-player deck
    state = position(3, engine=engine, display=["tool_1", "tool_2", "tool_3", "tool_4"])
    offered = [m.notation for m in engine.legal_moves(state, 0)
               if m.notation.startswith("meditate")]
    assert offered == ["meditate 1", "meditate 2 wood", "meditate 2 leaf",
                       "meditate 3 wood flower", "meditate 4 leaf fruit"]
    with refused("bonsai-bonus-not-declinable"):
        engine.apply(state, 0, "meditate 3 wood")
    assert "meditate 3 wood" in [m.notation for m in ENGINE.legal_moves(
        position(3, display=["tool_1", "tool_2", "tool_3", "tool_4"]), 0)]


def test_pd6_claimed_goal_kept_is_the_only_supported_value() -> None:
    """PD6 (see also R35): the data's value is honoured; the other is refused at load."""
    with pytest.raises(ValueError, match="PD6"):
        modified(goal_setup__claimed_goal_kept_after_pruning={"value": False,
                                                              "origin": "project"})


def test_pd7_pruning_details_from_the_data() -> None:
    """PD7: one tile, no cascade (R6 tests the behaviour); a cascade is refused at load."""
    assert RULES.prune_tiles == 1
    details = copy.deepcopy(DATA["pruning"]["details"])
    details["cascade"] = True
    with pytest.raises(ValueError, match="PD7"):
        modified(pruning__details=details)


def test_pd8_seat_order_is_the_platforms() -> None:
    """PD8: random seats; the engine keeps the order it is given (the core shuffles)."""
    assert DATA["setup"]["seat_order"]["value"] == "random"
    assert ENGINE.setup(3, 1, {})["active"] == 0


def test_pd9_per_colour_decision() -> None:
    """PD9 (R32 has the full case): each colour is decided on its own."""
    tree = "\n".join(f"y=+{y} . . . Wd Lf" for y in range(7, 0, -1))  # 8 wood, 7 leaves
    state = position(2, seats=[{"tree": tree}],
                     goals=["brown_small", "green_small", "green_large"])
    state = play(state, "finish")
    assert ENGINE.pending_goals(state, 0) == {"brown": ["brown_small"],
                                              "green": ["green_small"]}
    state = play(state, "renounce green")
    assert state["phase"] == "goals"
    state = play(state, "claim brown_small")
    assert state["phase"] == "action"


def test_pd10_ranking_below_the_winner_from_the_data() -> None:
    """PD10 (E11 tests the order)."""
    assert DATA["scoring"]["ranking_below_winner"]["value"].startswith("same order")


def test_pd11_default_solo_level_switch() -> None:
    """PD11: Gakusei unless the data names another default."""
    assert ENGINE.setup(1, 0, {})["options"]["solo_level"] == "gakusei"
    engine = modified(solo__default_level={"value": "senmon", "origin": "project"})
    assert engine.setup(1, 0, {})["options"]["solo_level"] == "senmon"


def test_pd12_tokonoma_odd_split_switch() -> None:
    """PD12: 39 non-Parchments (4 players without tool_6): the top part gets the extra
    card (20 + 7 over 19); the switch in the data puts it at the bottom (19 + 7 over 20)."""
    deck = [c for c in RULES.deck_for(4) if c != "tool_6"]
    top, bottom = tokonoma_parts(RULES, deck, Rng(1))
    assert (len(top), len(bottom)) == (27, 19)
    engine = modified(variants__tokonoma__odd_split={"value": "bottom part gets the extra "
                                                     "card", "origin": "project"})
    top, bottom = tokonoma_parts(engine.rules, deck, Rng(1))
    assert (len(top), len(bottom)) == (26, 20)
    assert not any(RULES.kind_of(c).type == "parchment" for c in bottom)


def test_pd13_initial_deal_order_switch() -> None:
    """PD13: the first four cards go to slots 1–4; another order in the data is used."""
    state = ENGINE.setup(2, 6, {})
    reversed_engine = modified(deck__initial_deal_order=[4, 3, 2, 1])
    other = reversed_engine.setup(2, 6, {})
    assert other["display"] == list(reversed(state["display"]))


def test_pd14_no_bounds() -> None:
    """PD14 (R28 tests a tree far from the pot)."""
    assert DATA["grid"]["outer_bounds"] is None


def test_pd15_order_inside_meditate() -> None:
    """PD15: the Master's tiles are gained after the refill (R13 tests the Helper)."""
    state = position(2, display=["master_any_1", "tool_1", "tool_2", "tool_3"], goals=[])
    top = state["deck"][0]
    state = play(state, "meditate 1")
    assert state["phase"] == "master" and state["display"][0] == top


def test_pd16_charging_order() -> None:
    """PD16 (R22 has the sequence): a leaf uses the leaf symbol before the any symbol."""
    state = play(position(2, seats=[{"tree": "y=+1 . . . Wd", "supply": "L2"}], goals=[]),
                 "place leaf 1,1")
    assert state["step"]["allowance"]["leaf"] == 0 and state["step"]["allowance"]["any"] == 1


def test_pd17_renounced_goals_are_public() -> None:
    """PD17 (R34 has the turn): the public view names who renounced what."""
    state = position(2, seats=[{"renounced": ["brown_small"]}], goals=["brown_small"])
    assert ENGINE.view(state, None)["goals"][0]["renounced_by"] == [0]


def test_pd18_public_score_leaves_out_parchments() -> None:
    """PD18: tiles + claimed goals in public; the owner sees the projection."""
    state = position(2, seats=[{"tree": "y=+1 . . . Lf", "claimed": ["green_small"],
                                "pile": ["parchment_leaf_1"]}])
    assert ENGINE.scores(state)[0] == 3 + 6
    assert ENGINE.view(state, None)["seats"][0]["score"] == 9
    assert "projected_total" not in ENGINE.view(state, None)["seats"][0]
    assert ENGINE.view(state, 0)["seats"][0]["projected_total"] == 10


def test_rules_help_names_every_project_decision_and_credits() -> None:
    sections = dict(ENGINE.rules_help())
    decisions = sections[msg("bonsai-rules-decisions-title")]
    assert decisions.args["level"] == component(DATA["solo"]["levels"][1]["id"])
    assert said(ENGINE, msg("bonsai-rules-level", level=component("gakusei"), points=80)) \
        == f'{DATA["solo"]["levels"][1]["name"]} 80' == "Gakusei 80"
    assert decisions.args["points"] == 80
    # one clause per project decision, none named by its code
    text = said(ENGINE, decisions)
    assert len(text.split("; ")) == len(DATA["project_decisions"]) == 18
    assert not re.search(r"\bPD\d", " ".join(said(ENGINE, body) for body in sections.values()))
    for name in ("Rosaria Battiato", "Massimo Borzì", "Martino Chiacchiera",
                 "Davood Moghaddami", "dV Giochi"):
        assert name in said(ENGINE, ENGINE.credits)
    assert "project decisions" in said(ENGINE, ENGINE.credits)


def test_tiles_of_round_trip() -> None:
    state = position(2, seats=[{"tree": "y=+1 . . . Wd Lf"}])
    assert tiles_of(state["seats"][0]["tree"]) == {(0, 0): "wood", (0, 1): "wood",
                                                   (1, 1): "leaf"}
