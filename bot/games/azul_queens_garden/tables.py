"""Azul: Queen's Garden component tables, read once from ``data/azul_queens_garden.json``.

Every number the specification marks as a project decision (P1–P27) is read here from the
data, never written in the rules code, so a printed value can replace it without a code
change. :func:`tables_for` builds the same tables from any (modified) copy of the data,
which the tests use to show that a switch changes the behaviour.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.games.data import load_game_data
from bot.games.message import Message, msg

GAME = "azul_queens_garden"


@dataclass(frozen=True)
class Tables:
    data: dict[str, Any]
    colours: tuple[str, ...]
    colour_names: dict[str, str]
    pattern_names: dict[int, str]
    kinds: tuple[str, ...]
    kind_index: dict[str, int]
    kind_colour: dict[str, str]
    kind_value: dict[str, int]
    expansions: tuple[str, ...]
    exp_kind: dict[str, str]
    copies: int
    cells: tuple[str, ...]
    cell_qr: dict[str, tuple[int, int]]
    adjacency: dict[str, tuple[str, ...]]
    fountain_spaces: tuple[str, ...]
    fixed_elements: dict[str, tuple[str, tuple[str, ...]]]
    area_cells: tuple[tuple[str, ...], ...]  # per area: centre then ring 0..5
    area_printed: tuple[tuple[str, ...], ...]  # per area: printed cell by orientation
    cell_area: dict[str, int]
    orientations: int
    storage_tiles: int
    storage_expansions: int
    start_score: int
    fill_size: int
    rounds: int
    by_players: dict[int, dict[str, int]]
    jokers_per_player: int
    cost: dict[int, int]
    supply_points: int
    first_pass_points: int
    clamp: bool
    score_limit: int | None  # P15: None = no upper limit
    storage_duplicates: bool  # P12: a take may bring kinds already in storage
    elements_are_hexagons: bool  # P11: elements count as neighbours sharing nothing
    rewards: dict[str, int]
    once_per_element: bool
    round_points: dict[int, int]
    pavilion_points: int
    wheel_mode: str
    wheel_template: tuple[tuple[str, ...], ...]
    fixed_schedule: Any
    joker_points: int
    min_group: int
    group_points: dict[int, int]
    group_bonus: dict[int, int]
    evaluation_order: tuple[str, ...]
    auto_pass: bool
    jokers_discardable: bool
    storage_face_down: bool
    net_storage: bool
    # the computer players' weight of a storage piece per point of its value, by round
    storage_weights: tuple[float, ...]
    decisions: dict[str, str]
    title: str
    credits: Message
    showing: dict[str, frozenset[str]]  # criterion → the kinds that show it
    cell_order: dict[str, int]

    # --- small helpers --------------------------------------------------------------
    def pattern_of(self, kind: str) -> str:
        return f"p{self.kind_value[kind]}"

    def matches(self, kind: str, criterion: str) -> bool:
        """Whether a hexagon of ``kind`` shows ``criterion`` (a colour id or ``p1``…``p6``)."""
        return kind in self.showing[criterion]


def _value(entry: Any) -> Any:
    return entry["value"] if isinstance(entry, dict) and "value" in entry else entry


def tables_for(data: dict[str, Any]) -> Tables:
    colours = tuple(c["id"] for c in data["colours"]["items"])
    kinds = tuple(k["id"] for k in data["hexagon_kinds"]["items"])
    geometry = data["geometry"]
    cells = tuple(c["id"] for c in geometry["cells"])
    areas = sorted(geometry["expansion_areas"], key=lambda a: a["index"])
    cell_area = {}
    for area in areas:
        for cid in (area["centre"], *area["ring"]):
            cell_area[cid] = area["index"]
    identity = data["identity"]
    showing = {c: frozenset(k["id"] for k in data["hexagon_kinds"]["items"] if k["colour"] == c)
               for c in colours}
    for p in data["patterns"]["items"]:
        showing[p["id"]] = frozenset(k["id"] for k in data["hexagon_kinds"]["items"]
                                     if k["value"] == p["value"])
    return Tables(
        showing=showing,
        cell_order={cid: i for i, cid in enumerate(cells)},
        data=data,
        colours=colours,
        colour_names={c["id"]: c["name_en"] for c in data["colours"]["items"]},
        pattern_names={p["value"]: p["name_en"] for p in data["patterns"]["items"]},
        kinds=kinds,
        kind_index={k: i for i, k in enumerate(kinds)},
        kind_colour={k["id"]: k["colour"] for k in data["hexagon_kinds"]["items"]},
        kind_value={k["id"]: k["value"] for k in data["hexagon_kinds"]["items"]},
        expansions=tuple(e["id"] for e in data["expansions"]["items"]),
        exp_kind={e["id"]: e["hexagon"] for e in data["expansions"]["items"]},
        copies=data["tiles"]["copies_per_kind"],
        cells=cells,
        cell_qr={c["id"]: (c["q"], c["r"]) for c in geometry["cells"]},
        adjacency={k: tuple(v) for k, v in geometry["adjacency"].items()},
        fountain_spaces=tuple(c["id"] for c in geometry["cells"]
                              if c["type"] == "fountain_space"),
        fixed_elements={e["id"]: (e["element"], tuple(e["neighbours"]))
                        for e in geometry["fixed_elements"]},
        area_cells=tuple((a["centre"], *a["ring"]) for a in areas),
        area_printed=tuple(tuple(a["printed_cell_by_orientation"]) for a in areas),
        cell_area=cell_area,
        orientations=data["expansions"]["orientations"],
        storage_tiles=data["storage"]["tile_slots"],
        storage_expansions=data["storage"]["expansion_slots"],
        start_score=_value(data["setup"]["start_score"]),
        fill_size=_value(data["setup"]["tiles_per_fill"]),
        rounds=data["rounds"]["count"],
        by_players={int(n): {k: v for k, v in row.items() if k != "origin"}
                    for n, row in data["setup"]["by_player_count"].items()},
        jokers_per_player=data["jokers"]["per_player_at_setup"],
        cost={int(k): v for k, v in _value(data["costs"]["placement_cost_by_value"]).items()},
        supply_points=_value(data["costs"]["supply_expansion_points"]),
        first_pass_points=_value(data["penalties"]["first_to_pass_points"]),
        clamp=bool(_value(data["penalties"]["clamp_score_at_zero"])),
        score_limit=_value(data["penalties"]["score_upper_limit"]),
        storage_duplicates=bool(
            _value(data["display_rules"]["storage_duplicates_allowed_in_take"])),
        elements_are_hexagons=bool(_value(geometry["elements_are_hexagons"])),
        rewards=dict(data["surround_rewards"]["jokers"]),
        once_per_element=bool(data["surround_rewards"]["once_per_element"]),
        round_points={int(k): v for k, v in
                      _value(data["round_scoring"]["points_per_matching_hexagon_by_value"]).items()},
        pavilion_points=_value(data["round_scoring"]["points_per_pavilion"]),
        wheel_mode=data["wheel"]["mode"],
        wheel_template=tuple(tuple(r) for r in data["wheel"]["template"]),
        fixed_schedule=data["wheel"]["fixed_schedule"],
        joker_points=_value(data["final_scoring"]["joker_points_each"]),
        min_group=_value(data["final_scoring"]["min_group_size"]),
        group_points={int(k): v for k, v in
                      _value(data["final_scoring"]["hexagon_points_by_value"]).items()},
        group_bonus={int(k): v for k, v in
                     _value(data["final_scoring"]["group_bonus_by_size"]).items()},
        evaluation_order=tuple(_value(data["final_scoring"]["evaluation_order"])),
        auto_pass=bool(_value(data["rounds"]["auto_pass_when_nothing_to_choose"])),
        jokers_discardable=bool(_value(data["jokers"]["discardable_when_passing"])),
        storage_face_down=bool(_value(data["expansions"]["storage_expansion_face_down_allowed"])),
        net_storage=bool(_value(data["final_scoring"]["storage_scored_as_net_amount"])),
        storage_weights=tuple(
            float(w) for w in data["computer"]["storage_points_per_value_by_round"]),
        decisions=dict(data["project_decisions"]),
        title=identity["title_en"],
        credits=msg("azul-queens-garden-credits", title=msg("azul-queens-garden-title"),
                    designer=identity["designer"], illustrator=identity["illustrator"],
                    publishers=" / ".join(identity["publishers"]),
                    year=str(identity["copyright_year"])),
    )


@cache
def default_tables() -> Tables:
    return tables_for(load_game_data(GAME))
