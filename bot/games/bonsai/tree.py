"""One player's bonsai on the hex grid of spec §3.5: placement (R24–R28), pruning (R5–R6),
flower points (E6) and the goal measures (§3.7).

A tree is a ``dict[(x, y), tile type]`` holding every tile, the bud included (it is a
wood tile for every purpose), plus whether its pot is mirrored; the pot's blocked cells
come from :class:`~bot.games.bonsai.tables.Rules`. Functions here are pure and small
enough to run on every move: trees stay a few dozen tiles.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.games.bonsai.tables import Cell, Rules, cell_key, parse_key, reading_key
from bot.games.message import Message, component, msg

Tiles = Mapping[Cell, str]


def tiles_of(tree: Mapping[str, str]) -> dict[Cell, str]:
    """The state's ``{"x,y": type}`` as ``{(x, y): type}``."""
    return {parse_key(k): v for k, v in tree.items()}


def tree_json(tiles: Tiles) -> dict[str, str]:
    """Back to the state's spelling, in reading order so JSON is deterministic."""
    return {cell_key(c): tiles[c] for c in sorted(tiles, key=reading_key)}


def _touches(rules: Rules, tiles: Tiles, cell: Cell, kind: str) -> bool:
    return any(tiles.get(n) == kind for n in rules.neighbours(cell))


def placement_error(rules: Rules, tiles: Tiles, mirrored: bool, cell: Cell,
                    kind: str) -> Message | None:
    """Why ``kind`` may not go on ``cell`` now (one sentence), or None.

    Requirements are read from the data's ``placement`` of each tile type."""
    where = cell_key(cell)
    if cell in rules.blocked(mirrored):
        return msg("bonsai-place-pot-cell", cell=where)  # R24
    if cell in tiles:
        return msg("bonsai-place-taken", cell=where, tile=component(tiles[cell]))  # R24
    need = rules.placement[kind]
    neighbours = rules.neighbours(cell)
    if "needs_adjacent" in need:
        wanted = need["needs_adjacent"]
        if not any(tiles.get(n) == wanted for n in neighbours):  # R25 / R26
            return msg("bonsai-place-needs-neighbour", tile=component(kind),
                       wanted=component(wanted), cell=where)
    if "needs_consecutive_pair" in need:
        pair = need["needs_consecutive_pair"]
        forbidden = need.get("forbidden_adjacent")
        if forbidden and any(tiles.get(n) == forbidden for n in neighbours):  # R27
            return msg("bonsai-place-forbidden-neighbour", tile=component(kind),
                       forbidden=component(forbidden), cell=where)
        if not _consecutive_pair(neighbours, tiles, pair):  # R27
            return msg("bonsai-place-needs-pair", tile=component(kind), pair=pair, cell=where)
    return None


def _consecutive_pair(neighbours: list[Cell], tiles: Tiles, kind: str) -> bool:
    # directions d and (d + 1) % 6, the pair TL (5) and TR (0) included (§3.5)
    held = [tiles.get(n) == kind for n in neighbours]
    return any(held[d] and held[(d + 1) % 6] for d in range(6))


def legal_cells(rules: Rules, tiles: Tiles, mirrored: bool, kind: str) -> list[Cell]:
    """Every cell where ``kind`` may be placed now, in reading order (R24–R27).

    Candidates are the empty neighbours of the tile type the placement needs, so the
    search never scans the unbounded grid (PD14)."""
    need = rules.placement[kind]
    anchor = need.get("needs_adjacent") or need.get("needs_consecutive_pair")
    blocked = rules.blocked(mirrored)
    seen: set[Cell] = set()
    for cell, held in tiles.items():
        if held != anchor:
            continue
        for n in rules.neighbours(cell):
            if n not in tiles and n not in blocked:
                seen.add(n)
    if "needs_consecutive_pair" in need:
        # the same test as placement_error's, without building its sentences (this runs
        # for every cell of every placement a menu offers)
        pair = need["needs_consecutive_pair"]
        forbidden = need.get("forbidden_adjacent")
        kept = set()
        for cell in seen:
            neighbours = rules.neighbours(cell)
            if forbidden and any(tiles.get(n) == forbidden for n in neighbours):
                continue
            if _consecutive_pair(neighbours, tiles, pair):
                kept.add(cell)
        seen = kept
    return sorted(seen, key=reading_key)


def has_wood_cell(rules: Rules, tiles: Tiles, mirrored: bool) -> bool:
    """R5: some empty, non-pot cell shares a side with a wood tile."""
    blocked = rules.blocked(mirrored)
    return any(n not in tiles and n not in blocked
               for cell, held in tiles.items() if held == "wood"
               for n in rules.neighbours(cell))


def removable(rules: Rules, tiles: Tiles) -> list[Cell]:
    """R6 / PD7: the leaf, flower and fruit tiles that share a side with a wood tile."""
    return sorted((c for c, held in tiles.items()
                   if held != "wood" and _touches(rules, tiles, c, "wood")), key=reading_key)


def flower_points(rules: Rules, tiles: Tiles, mirrored: bool, cell: Cell) -> int:
    """E6 / PD4: one point per side whose neighbour holds no tile of the tree; pot cells
    count as free unless the data's switch says otherwise."""
    blocked = rules.blocked(mirrored)
    free = 0
    for n in rules.neighbours(cell):
        if n in tiles:
            continue
        if n in blocked and not rules.pot_sides_free:
            continue
        free += rules.tile_points["flower"].get("per_free_side", 1)
    return free


def count(tiles: Tiles, kind: str) -> int:
    return sum(1 for held in tiles.values() if held == kind)


def largest_group(rules: Rules, tiles: Tiles, kind: str) -> int:
    """Size of the largest side-connected group of ``kind`` tiles (the green goal)."""
    left = {c for c, held in tiles.items() if held == kind}
    best = 0
    while left:
        stack = [left.pop()]
        size = 0
        while stack:
            cell = stack.pop()
            size += 1
            for n in rules.neighbours(cell):
                if n in left:
                    left.remove(n)
                    stack.append(n)
        best = max(best, size)
    return best


def protruding(rules: Rules, cells: Iterable[Cell], bud: Cell) -> dict[str, list[Cell]]:
    """The given cells protruding left and right; the bud never protrudes (§3.7)."""
    sides: dict[str, list[Cell]] = {"left": [], "right": []}
    for cell in cells:
        if cell == bud:
            continue
        side = rules.protrusion(cell)
        if side:
            sides[side].append(cell)
    return sides


def goal_measure(rules: Rules, tiles: Tiles, mirrored: bool, metric: str) -> int:
    """The number a goal of ``metric`` compares with its threshold (§3.7; the blue goals
    are 1 when met, else 0)."""
    if metric == "wood_count":
        return count(tiles, "wood")
    if metric == "largest_leaf_group":
        return largest_group(rules, tiles, "leaf")
    if metric == "fruit_count":
        return count(tiles, "fruit")
    bud = rules.bud(mirrored)
    if metric == "flowers_protruding_one_side":
        sides = protruding(rules, (c for c, t in tiles.items() if t == "flower"), bud)
        return max(len(sides["left"]), len(sides["right"]))
    sides = protruding(rules, tiles, bud)
    if metric == "protrude_gold_crack_side":
        return int(bool(sides[rules.gold_side(mirrored)]))
    if metric == "protrude_both_sides":
        return int(bool(sides["left"]) and bool(sides["right"]))
    if metric == "protrude_high_one_side_and_low_other_side":
        def has(side: str, low: bool) -> bool:
            return any(rules.is_low(c) == low for c in sides[side])
        return int((has("left", False) and has("right", True))
                   or (has("right", False) and has("left", True)))
    raise ValueError(f"unknown goal metric {metric!r}")


def parse_tree(text: str) -> dict[Cell, str]:
    """Tiles from a drawing like the spec's diagrams (for tests and tools)::

        y=+2    .  Fl  Lf  Wd  Lf   .
        y=+1  .   .  Lf  Wd   .   .
        y=+0    .  ##  ##  Bd  ##  ##
        x=-3

    Each line starts with ``y=<row>``; the cells are read left to right starting at the
    leftmost column given on the ``x=`` line (default -3). ``Bd`` and ``Wd`` are wood,
    ``Lf`` leaf, ``Fl`` flower, ``Fr`` fruit; ``##`` (pot) and ``.`` are skipped.
    """
    codes = {"Bd": "wood", "Wd": "wood", "Lf": "leaf", "Fl": "flower", "Fr": "fruit"}
    left = -3
    rows: list[tuple[int, list[str]]] = []
    for line in text.strip().splitlines():
        words = line.split()
        if not words:
            continue
        if words[0].startswith("x="):
            left = int(words[0][2:])
            continue
        if not words[0].startswith("y="):
            raise ValueError(f"bad tree line {line!r}")
        rows.append((int(words[0][2:]), words[1:]))
    tiles: dict[Cell, str] = {}
    for y, cells in rows:
        for offset, code in enumerate(cells):
            if code in codes:
                tiles[(left + offset, y)] = codes[code]
            elif code not in {".", "##"}:
                raise ValueError(f"unknown tree code {code!r}")
    return tiles
