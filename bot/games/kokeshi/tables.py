"""Kokeshi's component data as lookup tables (spec sections 3 and 8).

Every number the specification marks as a project decision (PD-…) is read here from
``data/kokeshi.json``; the engine never writes one in code. :class:`Rules` is built from a
data dict, so a test can change a switch in a copy of the data and build an engine on it
(``KokeshiEngine(rules=Rules(changed))``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.games.data import load_game_data
from bot.games.message import msg, words

#: effect kinds of the data (section 3.4) shortened for the hot paths
KOKESHI_MOVE = "K"
ANIMAL_MOVE = "A"
GAIN_TILE = "T"


@dataclass(frozen=True)
class Effect:
    """One printed effect. ``kind`` is K, A or T; ``target`` is ``fixed``, ``any``,
    ``right`` or ``left`` (K), ``fixed`` or ``any`` (A), ``this_track`` or ``any_track``
    (T); ``arg`` the Kokeshi or animal index of a fixed target; ``steps`` 1 or 2.
    ``code`` is the compact glyph of the pictures and the notation (``K:granny``);
    players read the effect in words (``KokeshiEngine.effect_msg``)."""

    kind: str
    target: str
    arg: int | None
    steps: int
    code: str


@dataclass(frozen=True)
class Tile:
    """A tile instance. ``kind`` is ``single``, ``both``, ``either`` or ``quality``;
    ``colour`` a Kokeshi index (``None`` for a colourless Quality tile, PD-08)."""

    id: str
    design: str
    kind: str
    colour: int | None
    effects: tuple[Effect, ...]
    code: str
    kokeshi: int | None = None  # Quality tiles: whose track they belong to
    level: int = 0
    points: int = 0

    @property
    def is_quality(self) -> bool:
        return self.kind == "quality"


@dataclass(frozen=True)
class BonusSlot:
    id: str
    position: int
    animals: tuple[int, ...]
    fill_order: int


class Rules:
    """The game's numbers and switches, from a ``kokeshi.json`` dict."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.title: str = data["title"]
        identity = data["identity"]
        self.players_supported: tuple[int, ...] = tuple(identity["players_supported"])
        self.credits = msg("kokeshi-credits", designers=words(identity["designers"]),
                           artist=identity["artist"], publisher=identity["publisher"],
                           year=str(identity["year"]))
        kokeshi = sorted(data["kokeshi"]["items"], key=lambda k: k["index"])
        self.kokeshi_ids: tuple[str, ...] = tuple(k["id"] for k in kokeshi)
        self.kokeshi_names: tuple[str, ...] = tuple(k["name"] for k in kokeshi)
        self.kokeshi_rgb: tuple[str, ...] = tuple(k["display_rgb"] for k in kokeshi)
        colour_ids = [k["colour"] for k in kokeshi]
        animals = sorted(data["animals"]["items"], key=lambda a: a["index"])
        self.animal_ids: tuple[str, ...] = tuple(a["id"] for a in animals)
        self.animal_names: tuple[str, ...] = tuple(a["name"] for a in animals)
        #: each animal's picture on the PNGs (its initial where the data gives none)
        self.animal_emoji: tuple[str, ...] = tuple(a.get("display_emoji", a["name"][0])
                                                   for a in animals)

        workshop = data["workshop"]
        self.tracks: int = workshop["tracks"]["value"]
        self.rows: int = workshop["rows_per_track"]["value"]  # PD-01
        self.home: int = workshop["home_position"]
        self.top: int = workshop["top_position"]["value"]
        assert self.top == self.rows + 1, "the top is the space above the last row"
        self.top_reward: int = data["scoring"]["top_of_track"]["value"]
        #: PD-04: index = row (index 0 unused)
        self.row_values: tuple[int, ...] = (0, *(workshop["row_values"]["by_row"][str(r)]
                                                 for r in range(1, self.rows + 1)))
        #: PD-05: Quality level → lowest row
        self.thresholds: dict[int, int] = {
            int(level): entry["row"]
            for level, entry in workshop["quality_threshold_rows"]["by_level"].items()}
        self.start_row: int = workshop["starting_tile_row"]["value"]  # PD-17

        board = data["animal_board"]
        self.animal_min: int = board["positions"]["min"]
        self.animal_max: int = board["positions"]["max"]  # PD-26
        self.animal_start: int = board["positions"]["start"]
        self.animal_values: tuple[int, ...] = tuple(board["position_values"]["by_position"])
        self.red_line: int = board["achievement_position"]["value"]  # PD-10
        self.leader_bonus: int = data["scoring"]["leader_bonus_per_animal"]["value"]
        self.bonus_slots: tuple[BonusSlot, ...] = tuple(sorted(
            (BonusSlot(s["id"], s["position"],
                       tuple(self.animal_ids.index(a) for a in s["animals"]), s["fill_order"])
             for s in board["bonus_slots"]["items"]), key=lambda s: s.fill_order))  # PD-11

        tiles = data["tiles"]
        self.sets_by_players: dict[int, int] = {
            int(n): v for n, v in tiles["normal_sets_by_player_count"]["by_player_count"].items()}
        self.quality_has_colour: bool = tiles["quality"]["has_colour_for_adjacency"]  # PD-08
        self.designs: dict[str, Tile] = {}
        self.design_order: list[str] = []
        for item in tiles["normal_designs"]["items"]:
            self.designs[item["id"]] = self._tile(item, item["id"], colour_ids)
            self.design_order.append(item["id"])
        self.starting_order: tuple[str, ...] = tuple(t["id"] for t in tiles["starting"]["items"])
        self.quality_order: tuple[str, ...] = tuple(t["id"] for t in tiles["quality"]["items"])
        self.tiles: dict[str, Tile] = {}
        for item in tiles["starting"]["items"]:
            self.tiles[item["id"]] = self._tile(item, item["id"], colour_ids)
        for item in tiles["quality"]["items"]:
            k = self.kokeshi_ids.index(item["kokeshi"])
            self.tiles[item["id"]] = Tile(
                item["id"], item["id"], "quality",
                k if self.quality_has_colour else None, (),
                f"Q{item['level']}", kokeshi=k, level=item["level"], points=item["points"])
        self.max_sets = max(self.sets_by_players.values())
        for copy in range(self.max_sets):
            suffix = "-" + "abcdefghij"[copy]
            for design in self.design_order:
                base = self.designs[design]
                self.tiles[design + suffix] = Tile(
                    design + suffix, design, base.kind, base.colour, base.effects, base.code)

        setup = data["setup"]
        self.market_size: int = setup["market_size"]["value"]  # PD-13
        self.starting_per_player: int = setup["starting_tiles_per_player"]["value"]
        turn = data["turn"]
        self.compulsory_take: bool = turn["compulsory_take_on_empty_landing"]["value"]  # PD-19
        self.guard_home: bool = turn["guard_returned_home_cannot_move"]["value"]  # PD-27
        self.guard_awaiting: bool = turn["guard_awaiting_arrival_cannot_move"]["value"]
        self.max_advances: int = turn["max_advances_per_turn_assertion"]["value"]
        end = data["end"]
        self.targets: dict[int, int] = {
            int(n): v for n, v in end["achievement_target"]["by_player_count"].items()}
        self.extra_rounds: int = end["extra_rounds_after_trigger_round"]["value"]
        self.round_cap: int = end["round_cap_trigger_round"]["value"]  # PD-28
        self.adjacency_penalty: int = data["scoring"]["adjacency_penalty_per_pair"]["value"]
        self.tie_breaks: tuple[str, ...] = tuple(data["scoring"]["tie_breaks"]["order"])
        self.project_decisions: tuple[dict[str, Any], ...] = tuple(data["project_decisions"])

    def _tile(self, item: dict[str, Any], tile_id: str, colour_ids: list[str]) -> Tile:
        effects = tuple(self._effect(e) for e in item["effects"])
        colour = colour_ids.index(item["colour"])
        return Tile(tile_id, item["id"], item["kind"], colour, effects, item["code"])

    def _effect(self, raw: dict[str, Any]) -> Effect:
        kind = raw["type"]
        if kind == "move_kokeshi":
            target = raw["target"]
            steps = raw.get("steps", 1)
            if target == "fixed":
                arg = self.kokeshi_ids.index(raw["kokeshi"])
                return Effect(KOKESHI_MOVE, target, arg, steps,
                              f"K:{raw['kokeshi']}" + ("+" if steps > 1 else ""))
            code = {"any": "K*" if steps == 1 else "K**", "right": "K>", "left": "K<"}[target]
            return Effect(KOKESHI_MOVE, target, None, steps, code)
        if kind == "move_animal":
            if raw["target"] == "fixed":
                arg = self.animal_ids.index(raw["animal"])
                # a marker always moves one space
                return Effect(ANIMAL_MOVE, "fixed", arg, 1, f"A:{raw['animal']}")
            return Effect(ANIMAL_MOVE, "any", None, 1, "A*")
        if kind == "gain_tile":
            this = raw["destination"] == "this_track"
            return Effect(GAIN_TILE, raw["destination"], None, 1, "T=" if this else "T*")
        raise ValueError(f"unknown effect type {kind!r}")

    # --- per player count ----------------------------------------------------------------
    def normal_tiles(self, players: int) -> list[str]:
        """S3 / PD-15: the instance ids in play, set by set, in data order."""
        return [design + "-" + "abcdefghij"[copy]
                for copy in range(self.sets_by_players[players]) for design in self.design_order]

    def target(self, players: int) -> int:
        return self.targets[players]

    def quality_levels_allowed(self, row: int) -> list[int]:
        return sorted(level for level, low in self.thresholds.items() if row >= low)


RULES = Rules(load_game_data("kokeshi"))
