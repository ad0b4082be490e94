"""Bonsai's component data and every rules number, read from ``data/bonsai.json``.

Nothing in the engine writes a number of the game: the tile points, allowances,
capacities, slot bonuses, card effects, goal thresholds, solo levels, the pot's cells and
the hex directions all come from here. The data is wrapped in :class:`Rules` so a test can
build an engine from a modified copy (a project decision switched) and see the behaviour
change without touching the shipped file.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from bot.games.data import load_game_data

Cell = tuple[int, int]

TILE_TYPES = ("wood", "leaf", "flower", "fruit")
#: the letters drawn on tiles and accepted in notation (the spec's W, L, Fl, Fr)
TILE_LETTERS = {"wood": "W", "leaf": "L", "flower": "Fl", "fruit": "Fr"}
TILE_ALIASES = {
    "wood": "wood", "w": "wood", "wd": "wood", "bois": "wood",
    "leaf": "leaf", "l": "leaf", "lf": "leaf", "leaves": "leaf",
    "flower": "flower", "fl": "flower", "flowers": "flower",
    "fruit": "fruit", "fr": "fruit", "fruits": "fruit",
}


@dataclass(frozen=True)
class CardKind:
    id: str
    type: str
    name: str
    capacity_bonus: int = 0
    allowance: tuple[str, ...] = ()
    gain: tuple[str, ...] = ()
    place_allowance: tuple[tuple[str, int], ...] = ()
    counts: str = ""
    points_each: int = 0


@dataclass(frozen=True)
class Goal:
    id: str
    colour: str
    size: str
    metric: str
    threshold: int
    points: int
    player_counts: tuple[int, ...]


def cell_key(cell: Cell) -> str:
    """The state's spelling of a cell: ``"x,y"`` (JSON keys must be strings)."""
    return f"{cell[0]},{cell[1]}"


#: every cell key parsed so far: the computer players parse the same few dozen keys
#: hundreds of thousands of times a search (a tree is rebuilt from them on each evaluation)
_PARSED: dict[str, Cell] = {}


def parse_key(key: str) -> Cell:
    cell = _PARSED.get(key)
    if cell is None:
        x, y = key.split(",")
        cell = (int(x), int(y))
        if len(_PARSED) < 4096:  # a player's typing must not grow it without bound
            _PARSED[key] = cell
    return cell


def reading_key(cell: Cell) -> tuple[int, int]:
    """Reading order (§3.5): top row first, then left to right."""
    return -cell[1], cell[0]


class Rules:
    """Everything the engine needs, derived once from one copy of the JSON."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        grid = data["grid"]
        self.directions: tuple[str, ...] = tuple(grid["directions"])
        offsets = grid["neighbour_offsets"]
        self.even_offsets = tuple(tuple(offsets["even_row"][d]) for d in self.directions)
        self.odd_offsets = tuple(tuple(offsets["odd_row"][d]) for d in self.directions)
        self._neighbours: dict[Cell, tuple[Cell, ...]] = {}
        self.pots: dict[bool, dict[str, Any]] = {}
        for mirrored, key in ((False, "normal"), (True, "mirrored")):
            pot = grid["pot"][key]
            self.pots[mirrored] = {
                "bud": tuple(pot["bud"]),
                "blocked": frozenset(tuple(c) for c in pot["blocked_cells"]),
                "gold": pot["gold_crack_side"],
            }
        prot = grid["protrusion"]
        self.protrude = {
            0: (prot["even_row"]["right_if_x_at_least"], prot["even_row"]["left_if_x_at_most"]),
            1: (prot["odd_row"]["right_if_x_at_least"], prot["odd_row"]["left_if_x_at_most"]),
        }
        self.pot_sides_free: bool = grid["pot_sides_count_as_free_for_flowers"]["value"]
        # §3.5 "low": y <= -2, the level of the pot's bottom row (its lowest blocked row)
        self.low_max_y: int = min(y for _, y in self.pots[False]["blocked"])
        self.tile_points: dict[str, Any] = {t["id"]: t["points"] for t in data["tile_types"]}
        self.placement: dict[str, Any] = {t["id"]: t["placement"] for t in data["tile_types"]}
        self.tile_names: dict[str, str] = {t["id"]: t["name"] for t in data["tile_types"]}
        self.seishi_capacity: int = data["seishi"]["supply_capacity"]
        self.seishi_allowance: dict[str, int] = dict(data["seishi"]["cultivate_allowance"])
        supply = data["common_supply"]
        self.limited_supply: bool = supply["mode"] == "limited"
        self.supply_caps: dict[str, int] | None = (
            dict(supply["caps_by_type"]) if self.limited_supply else None)
        self.mirroring_allowed: bool = data["pot_mirroring"]["allowed"]
        display = data["display"]
        self.slot_count: int = display["slot_count"]
        self.slot_bonus: list[dict[str, Any]] = [s["bonus"] for s in display["slots"]]
        self.bonus_declinable: bool = display["bonus_tiles_declinable"]["value"]
        self.kinds: dict[str, CardKind] = {}
        for kind in data["card_kinds"]:
            self.kinds[kind["id"]] = CardKind(
                id=kind["id"], type=kind["type"], name=kind["name"],
                capacity_bonus=kind.get("capacity_bonus", 0),
                allowance=tuple(kind.get("allowance", ())),
                gain=tuple(kind.get("gain", ())),
                place_allowance=tuple(kind.get("place_allowance", {}).items()),
                counts=kind.get("counts", ""), points_each=kind.get("points_each", 0),
            )
        self.card_order: tuple[str, ...] = tuple(c["id"] for c in data["cards"])
        self.card_kind: dict[str, str] = {c["id"]: c["kind"] for c in data["cards"]}
        self.card_min_players: dict[str, int] = {c["id"]: c["min_players"]
                                                 for c in data["cards"]}
        self.initial_display: int = data["deck"]["initial_display"]
        self.deal_order: tuple[int, ...] = tuple(data["deck"]["initial_deal_order"])
        self.colours: tuple[str, ...] = tuple(c["id"] for c in data["goal_colours"])
        self.colour_styles: dict[str, str] = {c["id"]: c["style"] for c in data["goal_colours"]}
        self.goals: dict[str, Goal] = {
            g["id"]: Goal(g["id"], g["colour"], g["size"], g["metric"], g["threshold"],
                          g["points"], tuple(g["player_counts"]))
            for g in data["goals"]
        }
        setup = data["goal_setup"]
        self.colours_drawn: int = setup["colours_drawn"]
        self.goal_sizes: dict[int, tuple[str, ...]] = {
            int(k): tuple(v) for k, v in setup["sizes_by_player_count"].items()}
        self.no_goals_counts: tuple[int, ...] = tuple(
            setup["no_goals_option"]["allowed_player_counts"])
        self.start_supply: dict[int, dict[str, int]] = {
            int(k): dict(v) for k, v in data["setup"]["starting_supply_by_seat"].items()}
        self.solo_start_supply: dict[str, int] = dict(data["setup"]["solo_starting_supply"])
        self.final_turns_per_player: int = data["end"]["final_turns_per_player"]
        self.capacity_per_tool: int = data["supply_limit"]["per_tool"]
        self.prune_tiles: int = data["pruning"]["details"]["tiles_removed"]
        solo = data["solo"]
        self.solo_goals_needed: int = solo["win"]["goals_claimed"]
        self.levels: dict[str, dict[str, Any]] = {lv["id"]: lv for lv in solo["levels"]}
        self.default_level: str = solo["default_level"]["value"]
        self.tokonoma_extra_on_top: bool = (
            data["variants"]["tokonoma"]["odd_split"]["value"].startswith("top"))
        self.options: dict[str, Any] = data["options"]
        self.credits_data: dict[str, Any] = data["game"]
        # PD2 and PD6 are recorded in the data but only their chosen value is modelled;
        # refuse a data file that asks for the other, rather than silently ignoring it.
        if not data["supply_limit"]["refill_before_discard"]["value"]:
            raise ValueError("PD2: only 'refill before discard' is implemented")
        if not setup["claimed_goal_kept_after_pruning"]["value"]:
            raise ValueError("PD6: only 'claimed goals are kept' is implemented")
        if data["pruning"]["details"]["cascade"]:
            raise ValueError("PD7: pruning never cascades in this implementation")

    # --- geometry (§3.5) ---------------------------------------------------------------
    def neighbours(self, cell: Cell) -> list[Cell]:
        """The six neighbours in direction order 0 TR … 5 TL (remembered per cell: the
        computer players' evaluation asks for them tens of thousands of times a search)."""
        found = self._neighbours.get(cell)
        if found is None:
            x, y = cell
            offsets = self.odd_offsets if y % 2 else self.even_offsets
            found = self._neighbours[cell] = tuple((x + dx, y + dy) for dx, dy in offsets)
        return list(found)  # the caller's own list: the remembered one stays as it was

    def protrusion(self, cell: Cell) -> str | None:
        """``"left"``, ``"right"`` or ``None`` (§3.5, integer form of the table)."""
        x, y = cell
        right, left = self.protrude[y % 2]
        if x >= right:
            return "right"
        if x <= left:
            return "left"
        return None

    def is_low(self, cell: Cell) -> bool:
        return cell[1] <= self.low_max_y

    def bud(self, mirrored: bool) -> Cell:
        return self.pots[mirrored]["bud"]

    def blocked(self, mirrored: bool) -> frozenset[Cell]:
        return self.pots[mirrored]["blocked"]

    def gold_side(self, mirrored: bool) -> str:
        return self.pots[mirrored]["gold"]

    # --- cards -------------------------------------------------------------------------
    def kind_of(self, card: str) -> CardKind:
        return self.kinds[self.card_kind[card]]

    def deck_for(self, players: int) -> list[str]:
        """S4: every card with ``min_players <= N``; solo uses the 2-player deck."""
        count = max(players, 2)
        return [c for c in self.card_order if self.card_min_players[c] <= count]

    def goals_for(self, players: int, colours: list[str]) -> list[str]:
        sizes = self.goal_sizes[players]
        return [g.id for g in self.goals.values()
                if g.colour in colours and g.size in sizes]

    @cached_property
    def size_order(self) -> dict[str, int]:
        return {"small": 0, "medium": 1, "large": 2}


def load_rules(data: dict[str, Any] | None = None) -> Rules:
    """Rules from ``data`` (a modified copy, for tests) or from ``data/bonsai.json``."""
    return Rules(copy.deepcopy(data) if data is not None else load_game_data("bonsai"))


DATA: dict[str, Any] = load_game_data("bonsai")
RULES = Rules(DATA)
