"""Zensō's component tables, read from ``data/zenso.json`` (spec §3, §3.7).

Everything the specification marks as a project decision is a value here, taken from the
data: nothing in the engine writes a card, a cost or a threshold. :class:`Rules` is built
from one data dict, so a test can load a modified copy and see the behaviour change.
Unknown effect types, condition kinds, selectors, shape codes or abilities are refused at
load time (§3.7: "a future data change cannot silently do nothing").
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, fields
from typing import Any

from bot.games.data import load_game_data

Cell = tuple[int, int]

EFFECT_TYPES = {"stones", "enso", "harmony", "lanterns"}
CONDITION_KINDS = {"area", "shape", "stones"}
SELECTORS_EXTRA = {"any_landscape", "any"}
POINT_BASES = {"largest_plot", "plot_count", "stones_on_sand", "lanterns", "harmony_in_garden"}
ABILITIES = {
    "bonus_extra", "harmony_cost_reduction", "cover_other_landscape", "enso_per_same_cover",
    "swap_hand_display", "combine_extra_enso", "both_alternatives", "move_lantern",
    "draw_keep", "terrain_cost_reduction", "harmony_buy_cost",
}


class DataError(ValueError):
    """The game data names something the engine does not implement."""


def rotate_grid(grid: list[list[str]], degrees: int) -> list[list[str]]:
    """R6: rotate a square grid clockwise in 90° steps (90: ``[[BL, TL], [BR, TR]]``)."""
    out = [list(row) for row in grid]
    for _ in range((degrees // 90) % 4):
        n = len(out)
        out = [[out[n - 1 - col][row] for col in range(n)] for row in range(n)]
    return out


def shape_images(cells: list[list[int]]) -> tuple[tuple[Cell, ...], ...]:
    """R8: every distinct image of a polyomino under reflection and rotation, each
    normalised to min x = min y = 0 and sorted, in a fixed order."""
    images: set[tuple[Cell, ...]] = set()
    for mirror in (False, True):
        pts = [(-x if mirror else x, y) for x, y in cells]
        for _ in range(4):
            pts = [(-y, x) for x, y in pts]
            mx = min(x for x, _ in pts)
            my = min(y for _, y in pts)
            images.add(tuple(sorted((x - mx, y - my) for x, y in pts)))
    return tuple(sorted(images))


@dataclass(frozen=True)
class Weights:
    """The computer players' evaluation weights (``computer`` in the data): project
    choices, not rules, so they live beside the cards and not in the code."""

    enso: float
    stone: float
    placed_card: float
    empty_green_space: float
    hidden_hand_card: float
    hand_progress: float


@dataclass(frozen=True)
class TerrainCard:
    id: str
    family: str | None
    grid: tuple[tuple[str, str], tuple[str, str]]  # letters, grid[row][col]
    op: str
    items: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class HarmonyCard:
    id: str
    family: str
    name: str
    condition: dict[str, Any]
    points: dict[str, Any]
    cost_enso: int
    cost_stones: int
    on_place: tuple[dict[str, Any], ...]
    consumes: bool
    ability: dict[str, Any] | None
    kind: str = "building"  # plant / building / jizo: cosmetic (§3.4)

    @property
    def is_jizo(self) -> bool:
        return self.family == "jizo"


class Rules:
    """The data of one game of Zensō, checked and indexed."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = copy.deepcopy(data)
        d = self.data
        self.title: str = d["game"]["title"]
        self.min_players: int = d["players"]["min"]
        self.max_players: int = d["players"]["max"]
        self.terrains: list[dict[str, Any]] = d["terrain_types"]
        self.letter: dict[str, str] = {t["id"]: t["letter"] for t in self.terrains}
        self.terrain_of: dict[str, str] = {t["letter"]: t["id"] for t in self.terrains}
        self.sand: str = next(t["letter"] for t in self.terrains if t["kind"] == "sand")
        self.landscapes: tuple[str, ...] = tuple(
            t["letter"] for t in self.terrains if t["kind"] == "landscape")
        setup = d["setup"]
        self.deck_size: dict[int, int] = {
            int(k): v for k, v in setup["terrain_deck_size_by_players"].items()}
        self.row_initial: int = setup["terrain_row_initial"]
        self.starting_enso: list[int] = setup["starting_enso_by_seat"]
        self.starting_hand: int = setup["starting_hand_size"]
        self.start_anchor: Cell = tuple(setup["starting_card_anchor"])  # type: ignore[assignment]
        self.start_rotation: int = setup["starting_card_rotation"]
        self.slots: int = d["inspiration_row"]["slots"]
        self.slot_costs: list[int] = d["inspiration_row"]["slot_costs"]
        self.display_size: int = d["harmony_display"]["size"]
        self.buy_cost: int = d["harmony_display"]["buy_cost_enso"]
        #: PD-23 and R13: ``None`` = no limit
        self.purchase_limit: int | None = d["limits"].get("harmony_purchases_per_turn")
        #: PD-23: the most Harmony cards a hand may hold, ``None`` = no limit
        self.hand_limit: int | None = d["limits"].get("hand_size")
        if self.hand_limit is not None and self.starting_hand > self.hand_limit:
            raise DataError(f"the starting hand ({self.starting_hand}) is larger than the "
                            f"hand limit ({self.hand_limit})")
        zen = d["zen_board"]
        self.green_spaces: int = zen["green_spaces"]
        self.enso_per_stone: int = zen["enso_per_combined_stone"]
        self.combines_per_turn: int = zen["combines_per_turn"]
        self.end_cards: int = d["end_trigger"]["placed_harmony_cards"]
        #: E2: True = the game ends at once when the Terrain cards run out; False = the
        #: round is completed first, the later seats playing without a Terrain card
        self.end_on_exhaustion: bool = d["end_trigger"]["terrain_exhaustion"]
        scoring = d["scoring"]
        self.hand_points: int = scoring["hand_card_points"]
        self.lantern_table: list[int] = scoring["lantern_table"]
        self.lantern_extra: int = scoring["lantern_points_per_extra_beyond_table"]
        self.rotations: tuple[int, ...] = tuple(d["geometry"]["rotations_deg"])
        self.shapes: dict[str, tuple[tuple[Cell, ...], ...]] = {
            code: shape_images(cells) for code, cells in d["shapes"].items()}
        self.starting_cards: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
            c["id"]: self._grid(c["grid"]) for c in d["starting_cards"]}
        self.terrain_cards: dict[str, TerrainCard] = {}
        for c in d["terrain_cards"]:
            for item in c["bonus"]["items"]:
                self._check_effect(item, c["id"])
            if c["bonus"]["op"] not in ("and", "or"):
                raise DataError(f"{c['id']}: unknown bonus op {c['bonus']['op']!r}")
            self.terrain_cards[c["id"]] = TerrainCard(
                c["id"], c.get("family"), self._grid(c["grid"]), c["bonus"]["op"],
                tuple(c["bonus"]["items"]))
        self.harmony_cards: dict[str, HarmonyCard] = {}
        for h in d["harmony_cards"]:
            self._check_harmony(h)
            self.harmony_cards[h["id"]] = HarmonyCard(
                h["id"], h["family"], h["name"], h["condition"], h["points"],
                int(h["cost"].get("enso", 0)), int(h["cost"].get("stones", 0)),
                tuple(h["on_place"]), bool(h["consumes_witness_stones"]), h["ability"],
                h.get("kind", "building"))
        self.terrain_order: list[str] = list(self.terrain_cards)
        self.harmony_order: list[str] = list(self.harmony_cards)
        self.start_order: list[str] = list(self.starting_cards)
        self.project_decisions: list[dict[str, Any]] = d["project_decisions"]
        self.weights: Weights = self._weights(d["computer"])

    # --- load-time checks -------------------------------------------------------------
    @staticmethod
    def _weights(w: dict[str, Any]) -> Weights:
        # every field read by its name: a weight missing from the data fails at load
        return Weights(**{f.name: float(w[f.name]) for f in fields(Weights)})

    def _grid(self, grid: list[list[str]]) -> tuple[tuple[str, str], tuple[str, str]]:
        try:
            return tuple(tuple(self.letter[t] for t in row) for row in grid)  # type: ignore[return-value]
        except KeyError as exc:
            raise DataError(f"unknown terrain {exc}") from None

    def _selector(self, sel: str, where: str) -> None:
        if sel not in self.letter and sel not in SELECTORS_EXTRA:
            raise DataError(f"{where}: unknown terrain selector {sel!r}")

    def _check_effect(self, item: dict[str, Any], where: str) -> None:
        if item.get("type") not in EFFECT_TYPES:
            raise DataError(f"{where}: unknown effect type {item.get('type')!r}")
        if item["type"] == "lanterns":
            for t in item["terrains"]:
                if t not in self.letter:
                    raise DataError(f"{where}: unknown Lantern terrain {t!r}")

    def _check_harmony(self, h: dict[str, Any]) -> None:
        cond = h["condition"]
        if cond["kind"] not in CONDITION_KINDS:
            raise DataError(f"{h['id']}: unknown condition kind {cond['kind']!r}")
        if cond["kind"] == "area":
            for entry in cond["plots"]:
                self._selector(entry["terrain"], h["id"])
        elif cond["kind"] == "shape":
            self._selector(cond["terrain"], h["id"])
            if cond["shape"] not in self.data["shapes"]:
                raise DataError(f"{h['id']}: unknown shape {cond['shape']!r}")
        elif cond.get("shape") is not None and cond["shape"] not in self.data["shapes"]:
            raise DataError(f"{h['id']}: unknown shape {cond['shape']!r}")
        pts = h["points"]
        if pts["kind"] == "per":
            if pts["basis"]["type"] not in POINT_BASES:
                raise DataError(f"{h['id']}: unknown points basis {pts['basis']['type']!r}")
        elif pts["kind"] != "fixed":
            raise DataError(f"{h['id']}: unknown points kind {pts['kind']!r}")
        for effect in h["on_place"]:
            self._check_effect(effect, h["id"])
        if h["ability"] is not None and h["ability"]["type"] not in ABILITIES:
            raise DataError(f"{h['id']}: unknown ability {h['ability']['type']!r}")

    # --- derived ----------------------------------------------------------------------
    def selector_letters(self, sel: str) -> tuple[str, ...]:
        """The terrain letters a selector matches (each plot or image still has one type)."""
        if sel == "any_landscape":
            return self.landscapes
        if sel == "any":
            return (self.sand, *self.landscapes)
        return (self.letter[sel],)

    def lantern_points(self, n: int) -> int:
        """E5 C: f(n) from the table, then a fixed amount per Lantern beyond it."""
        top = len(self.lantern_table) - 1
        if n <= top:
            return self.lantern_table[n]
        return self.lantern_table[top] + self.lantern_extra * (n - top)


def default_rules() -> Rules:
    return Rules(load_game_data("zenso"))
