"""One garden's geometry (spec §5.1, R26, R32–R36, E5): plots, Terrain placements,
witnesses of Harmony conditions, legal footprints and scoring bases.

A garden is stored in the state as ``{"x,y": [terrain letter | None, stone 0/1, lanterns,
harmony id | None]}``; :class:`Garden` reads that once into sets and dicts keyed by
``(x, y)`` tuples and caches the plots, so one legal-move listing computes them once.
All iteration is over sorted cells, so every listing is in a fixed order.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property, lru_cache
from itertools import combinations
from typing import Any

from bot.games.message import Message, component, msg
from bot.games.zenso.tables import Cell, HarmonyCard, Rules, rotate_grid

CellData = list[Any]
_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def key(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


_UNKEYED: dict[str, Cell] = {}


def unkey(text: str) -> Cell:
    """``"x,y"`` -> ``(x, y)``, memoised: gardens are read back on every move."""
    cell = _UNKEYED.get(text)
    if cell is None:
        x, y = text.split(",")
        cell = _UNKEYED[text] = (int(x), int(y))
    return cell


def neighbours(cell: Cell) -> Iterator[Cell]:
    x, y = cell
    for dx, dy in _STEPS:
        yield x + dx, y + dy


def block(anchor: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """R6/R7: the 2×2 block with top-left ``anchor``, in reading order."""
    ax, ay = anchor
    return (ax, ay), (ax + 1, ay), (ax, ay + 1), (ax + 1, ay + 1)


def reading_order(cells: Any) -> list[Cell]:
    """Rows top to bottom, then left to right: how decision pictures number places."""
    return sorted(cells, key=lambda c: (c[1], c[0]))


class Garden:
    """A read-only view of one stored garden, with cached derived facts."""

    def __init__(self, cells: dict[str, CellData], rules: Rules) -> None:
        self.rules = rules
        self.terrain: dict[Cell, str | None] = {}
        self.stones: set[Cell] = set()
        self.lanterns: dict[Cell, int] = {}
        self.harmony: dict[Cell, str] = {}
        get = _UNKEYED.get
        for text, (terrain, stone, lanterns, harmony) in cells.items():
            cell = get(text) or unkey(text)
            self.terrain[cell] = terrain
            if stone:
                self.stones.add(cell)
            if lanterns:
                self.lanterns[cell] = lanterns
            if harmony:
                self.harmony[cell] = harmony

    # --- spaces and plots (R3, R5) ------------------------------------------------------
    @cached_property
    def spaces(self) -> dict[Cell, str]:
        return {c: t for c, t in self.terrain.items() if t is not None and c not in self.harmony}

    def is_empty_space(self, cell: Cell) -> bool:
        return cell in self.spaces and cell not in self.stones and cell not in self.lanterns

    @cached_property
    def plots(self) -> list[tuple[str, frozenset[Cell]]]:
        """Every plot as (letter, cells), in reading order of its first cell."""
        seen: set[Cell] = set()
        found: list[tuple[str, frozenset[Cell]]] = []
        spaces = self.spaces
        for start in reading_order(spaces):
            if start in seen:
                continue
            kind = spaces[start]
            group = {start}
            todo = [start]
            while todo:
                x, y = todo.pop()
                for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if n not in group and spaces.get(n) == kind:
                        group.add(n)
                        todo.append(n)
            seen |= group
            found.append((kind, frozenset(group)))
        return found

    @cached_property
    def plot_of(self) -> dict[Cell, frozenset[Cell]]:
        return {c: cells for _, cells in self.plots for c in cells}

    def largest_plot(self, letter: str) -> int:
        return self.largest_plots.get(letter, 0)

    @cached_property
    def largest_plots(self) -> dict[str, int]:
        """The size of the largest plot of each type present."""
        out: dict[str, int] = {}
        for t, cells in self.plots:
            if len(cells) > out.get(t, 0):
                out[t] = len(cells)
        return out

    @cached_property
    def largest_stone_group(self) -> int:
        """How many Stones the largest connected group of them holds."""
        biggest = 0
        seen: set[Cell] = set()
        for start in self.stones:
            if start in seen:
                continue
            group = {start}
            todo = [start]
            while todo:
                for n in neighbours(todo.pop()):
                    if n in self.stones and n not in group:
                        group.add(n)
                        todo.append(n)
            seen |= group
            biggest = max(biggest, len(group))
        return biggest

    def plot_count(self, letter: str) -> int:
        return sum(1 for t, _ in self.plots if t == letter)

    @cached_property
    def free_sand(self) -> list[Cell]:
        """R28: Sand spaces without a Stone, in reading order."""
        return reading_order(c for c, t in self.spaces.items()
                             if t == self.rules.sand and c not in self.stones)

    def lantern_spaces(self, letters: Any, stackable: bool) -> list[Cell]:
        """R29: where one Lantern of an item may go."""
        return reading_order(c for c, t in self.spaces.items() if t in letters
                             and (stackable or not self.lanterns.get(c)))

    # --- Terrain placement (R26) --------------------------------------------------------
    def placement_problem(self, grid: Any, anchor: Cell, rotation: int,
                          other_landscape: bool) -> Message | None:
        """Why placing ``grid`` at ``(anchor, rotation)`` is illegal, or None (R26 a–d).
        The rules are checked one at a time over the whole block, in the order of §5.11
        (a Harmony card, a Stone, a Lantern, Sand on a landscape, a landscape on another,
        no space covered), so the refusal names the first rule broken."""
        rotated = rotate_grid(grid, rotation)
        cells = block(anchor)
        for c in cells:
            if c in self.harmony:
                return msg("zenso-refuse-terrain-covers-harmony", cell=key(c))
        # (old, new) letters of the covered cells: those with a top terrain already
        covered = [(c, old, rotated[i // 2][i % 2]) for i, c in enumerate(cells)
                   if (old := self.terrain.get(c)) is not None]
        for what, held in (("stone", self.stones), ("lantern", self.lanterns)):
            for c, _old, _new in covered:
                if c in held:
                    return msg(f"zenso-refuse-terrain-covers-{what}", cell=key(c))
        sand = self.rules.sand
        names = self.rules.terrain_of
        changed = [(c, old, new) for c, old, new in covered if old not in (sand, new)]
        for c, old, new in changed:
            if new == sand:  # PD-09, even with J04
                return msg("zenso-refuse-sand-covers", covered=component(names[old]),
                           cell=key(c))
        if changed and not other_landscape:
            c, old, new = changed[0]
            return msg("zenso-refuse-landscape-covers", terrain=component(names[new]),
                       covered=component(names[old]), cell=key(c))
        if not covered:
            return msg("zenso-refuse-terrain-covers-nothing")
        return None

    @cached_property
    def anchor_candidates(self) -> list[Cell]:
        """Anchors whose block touches an existing terrain cell (R26 d), reading order."""
        found: set[Cell] = set()
        for (x, y), t in self.terrain.items():
            if t is not None:
                found.update(((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)))
        return reading_order(found)

    def placements(self, grid: Any, other_landscape: bool,
                   first_only: bool = False) -> list[tuple[Cell, int]]:
        """Every legal (anchor, rotation), rotations giving the same cells merged (R6).

        The same rules as :meth:`placement_problem`, arranged for speed: (a), (b) and (d)
        do not depend on the rotation, so a blocked anchor is dropped once."""
        shape = tuple(tuple(row) for row in grid)
        memo = self.__dict__.setdefault("_placed", {})
        known = memo.get((shape, other_landscape, first_only))
        if known is None:
            known = memo[shape, other_landscape, first_only] = self._placements(
                shape, other_landscape, first_only)
        return list(known)  # the caller's own list: the garden keeps its own

    def _placements(self, shape: tuple[tuple[str, ...], ...], other_landscape: bool,
                    first_only: bool) -> list[tuple[Cell, int]]:
        images = _rotations(shape, self.rules.rotations)
        sand = self.rules.sand
        terrain, harmony, stones, lanterns = self.terrain, self.harmony, self.stones, self.lanterns
        found: list[tuple[Cell, int]] = []
        for anchor in self.anchor_candidates:
            cells = block(anchor)
            olds = []
            for cell in cells:
                if cell in harmony:
                    break
                old = terrain.get(cell)
                if old is not None and (cell in stones or cell in lanterns):
                    break
                olds.append(old)
            else:
                for rotation, new in images:
                    for old, letter in zip(olds, new, strict=True):
                        if old is None or old in (sand, letter):
                            continue
                        if letter == sand or not other_landscape:
                            break
                    else:
                        found.append((anchor, rotation))
                        if first_only:
                            return found
        return found

    # --- witnesses (R32–R35) ------------------------------------------------------------
    def witnesses(self, card: HarmonyCard, jizo_reduction: int = 0) -> list[frozenset[Cell]]:
        """Every witness of the card's condition now, in a fixed order."""
        cond = card.condition
        if cond["kind"] == "area":
            return self._area_witnesses(cond)
        if cond["kind"] == "shape":
            return self._shape_witnesses(cond)
        count = int(cond["count"])
        if card.is_jizo:
            count = max(1, count - jizo_reduction)
        return self._stone_witnesses(count, cond.get("shape"))

    def _area_witnesses(self, cond: dict[str, Any]) -> list[frozenset[Cell]]:
        entries = cond["plots"]
        plots = self.plots
        options: list[list[int]] = []
        for entry in entries:
            letters = self.rules.selector_letters(entry["terrain"])
            options.append([i for i, (t, cells) in enumerate(plots)
                            if t in letters and len(cells) >= entry["min_size"]])
        found: list[frozenset[Cell]] = []
        _pick_plots(0, [], options, plots, bool(cond.get("distinct_terrains")), set(), found)
        return found

    def _images_on(self, code: str, candidates: Any, ok: Any) -> list[frozenset[Cell]]:
        """Images of a shape at every offset where ``ok(cells)`` holds; each image is
        pinned with its first cell on a candidate cell, so only useful offsets are tried."""
        found: set[frozenset[Cell]] = set()
        for image in self.rules.shapes[code]:
            fx, fy = image[0]
            for cx, cy in candidates:
                cells = frozenset((cx + x - fx, cy + y - fy) for x, y in image)
                if cells not in found and ok(cells):
                    found.add(cells)
        return sorted(found, key=reading_order)

    def _shape_witnesses(self, cond: dict[str, Any]) -> list[frozenset[Cell]]:
        # An image's cells are connected and of one type, so it lies inside one plot of
        # that type, and only plots at least its size can hold one: trying the images
        # on those plots alone finds the same witnesses (a search asks this on every
        # garden it reaches, and most plots are too small)
        letters = self.rules.selector_letters(cond["terrain"])
        code = cond["shape"]
        size = len(self.rules.shapes[code][0])
        found: set[frozenset[Cell]] = set()
        for kind, cells in self.plots:
            if kind in letters and len(cells) >= size:
                found.update(self._images_on(code, cells, cells.issuperset))
        return sorted(found, key=reading_order)

    def _stone_witnesses(self, count: int, shape: str | None) -> list[frozenset[Cell]]:
        stones = self.stones
        if shape is not None:
            return self._images_on(shape, stones, lambda cells: cells <= stones)
        # connected subsets of exactly ``count`` Stones, grown from each smallest cell
        found: set[frozenset[Cell]] = set()
        order = {c: i for i, c in enumerate(reading_order(stones))}

        for root in order:
            _grow_groups(frozenset([root]), {n for n in neighbours(root) if n in stones},
                         root, count, order, stones, found)
        return sorted(found, key=reading_order)

    # --- footprints (R36) ---------------------------------------------------------------
    def footprint_problem(self, anchor: Cell, witness: frozenset[Cell]) -> Message | None:
        """Why the footprint at ``anchor`` is illegal for ``witness`` (R36), or None. The
        rules are checked one at a time over the whole block, in the order of §5.11 (no
        space, a Stone, a Lantern, a Harmony card, a witness cell, no contact), so the
        refusal names the first rule broken, not the first cell looked at."""
        cells = block(anchor)
        if not any(c in self.spaces for c in cells):
            return msg("zenso-refuse-footprint-no-space")
        for what, held in (("stone", self.stones), ("lantern", self.lanterns),
                           ("harmony", self.harmony)):
            for c in cells:
                if c in held:
                    return msg(f"zenso-refuse-footprint-covers-{what}", cell=key(c))
        if any(c in witness for c in cells):
            return msg("zenso-refuse-footprint-on-witness")
        if not any(n in witness for c in cells for n in neighbours(c)):
            return msg("zenso-refuse-footprint-apart")
        return None

    @cached_property
    def _block_ok(self) -> dict[Cell, bool]:
        return {}

    def block_free(self, anchor: Cell) -> bool:
        """R36 (a) and (b), which do not depend on the witness (cached per garden)."""
        known = self._block_ok.get(anchor)
        if known is None:
            cells = block(anchor)
            known = (any(c in self.spaces for c in cells) and not any(
                c in self.stones or c in self.lanterns or c in self.harmony for c in cells))
            self._block_ok[anchor] = known
        return known

    def footprints(self, witness: frozenset[Cell]) -> list[Cell]:
        """Legal anchors for one witness, in reading order. Each candidate block holds a
        neighbour of the witness outside it, so R36 (d) holds by construction; (a)(b) are
        cached per garden and (c) is checked here."""
        around: set[Cell] = set()
        for x, y in witness:
            for nx, ny in neighbours((x, y)):
                if (nx, ny) not in witness:
                    around.update(((nx - 1, ny - 1), (nx, ny - 1), (nx - 1, ny), (nx, ny)))
        return [a for a in reading_order(around) if self.block_free(a)
                and not any(c in witness for c in block(a))]

    def validations(self, card: HarmonyCard, jizo_reduction: int = 0,
                    first_only: bool = False) -> dict[Cell, list[frozenset[Cell]]]:
        """Legal anchor -> compatible witnesses (R37.2–3), anchors in reading order. Only
        a Jizō's witnesses matter beyond the first (its Stones are discarded, R37.3), so
        for Plants & Buildings each anchor keeps the first witness found."""
        memo = self.__dict__.setdefault("_validated", {})
        known = memo.get((card.id, jizo_reduction, first_only))
        if known is None:
            known = memo[card.id, jizo_reduction, first_only] = self._validations(
                card, jizo_reduction, first_only)
        return known

    def _validations(self, card: HarmonyCard, jizo_reduction: int,
                     first_only: bool) -> dict[Cell, list[frozenset[Cell]]]:
        by_anchor: dict[Cell, list[frozenset[Cell]]] = {}
        every = card.consumes
        for witness in self.witnesses(card, jizo_reduction):
            for anchor in self.footprints(witness):
                found = by_anchor.setdefault(anchor, [])
                if every or not found:
                    found.append(witness)
                if first_only:
                    return by_anchor
        return {a: by_anchor[a] for a in reading_order(by_anchor)}

    # --- scoring (E5) -------------------------------------------------------------------
    def lantern_plots(self) -> list[tuple[str, frozenset[Cell], int]]:
        """Every plot holding Lanterns, with their count, in plot order."""
        return list(self._lantern_plots)

    @cached_property
    def _lantern_plots(self) -> tuple[tuple[str, frozenset[Cell], int], ...]:
        # from the few Lanterns to their plots, not over every plot's cells: the search
        # scores every garden it reaches (a Lantern stands on a space, so in a plot)
        if not self.lanterns:
            return ()
        lit: dict[frozenset[Cell], int] = {}
        plot_of = self.plot_of
        for cell, n in self.lanterns.items():
            plot = plot_of.get(cell)
            if plot is not None:
                lit[plot] = lit.get(plot, 0) + n
        return tuple((t, cells, lit[cells]) for t, cells in self.plots if cells in lit)

    def basis_value(self, basis: dict[str, Any], placed_count: int) -> int:
        kind = basis["type"]
        if kind == "largest_plot":
            return self.largest_plot(self.rules.letter[basis["terrain"]])
        if kind == "plot_count":
            return self.plot_count(self.rules.letter[basis["terrain"]])
        if kind == "stones_on_sand":
            return len(self.stones)
        if kind == "lanterns":
            return sum(self.lanterns.values())
        return placed_count  # harmony_in_garden


@lru_cache(maxsize=1024)
def _rotations(grid: tuple[tuple[str, ...], ...], rotations: tuple[int, ...]
               ) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(rotation, the four new letters in block order) for each distinct image (R6)."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for r in rotations:
        rotated = rotate_grid([list(row) for row in grid], r)
        flat = (rotated[0][0], rotated[0][1], rotated[1][0], rotated[1][1])
        if flat not in seen:
            seen.add(flat)
            out.append((r, flat))
    return tuple(out)


def connected(cells: frozenset[Cell] | set[Cell]) -> bool:
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        for n in neighbours(todo.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


__all__ = ["Garden", "block", "combinations", "connected", "key", "neighbours",
           "reading_order", "unkey"]


# The two searches below recurse as module functions, not as closures nested in the
# method that starts them: a nested function that calls itself is a reference cycle
# (function → its cell → function), so every call left its whole frame (the witnesses
# found, the plots) for the cyclic collector. The expert's search turns that collector
# off while it runs, and one decision left 40 000-95 000 such objects, collected after
# the search, inside the decision's time (30-200 ms).

def _pick_plots(depth: int, chosen: list[int], options: list[list[int]],
                plots: list[tuple[str, frozenset[Cell]]], distinct: bool,
                seen: set[frozenset[int]], found: list[frozenset[Cell]]) -> None:
    """Every choice of one plot per entry of an area condition (``options[depth]``: the
    plots the entry at ``depth`` may use), each set of plots once, added to ``found`` as
    the union of its cells; with ``distinct``, the plots' terrains all differ."""
    if depth == len(options):
        ids = frozenset(chosen)
        if ids in seen:
            return
        if distinct:
            kinds = [plots[i][0] for i in chosen]
            if len(set(kinds)) != len(kinds):
                return
        seen.add(ids)
        found.append(frozenset().union(*(plots[i][1] for i in chosen)))
        return
    for i in options[depth]:
        if i not in chosen:
            _pick_plots(depth + 1, [*chosen, i], options, plots, distinct, seen, found)


def _grow_groups(current: frozenset[Cell], frontier: set[Cell], root: Cell, count: int,
                 order: dict[Cell, int], stones: set[Cell],
                 found: set[frozenset[Cell]]) -> None:
    """Every connected group of ``count`` Stones whose first cell (in reading ``order``)
    is ``root``, grown from ``current`` through ``frontier``, added to ``found``."""
    if len(current) == count:
        found.add(current)
        return
    for cell in sorted(frontier, key=order.__getitem__):
        if order[cell] <= order[root]:
            continue
        new = current | {cell}
        if new in found:
            continue
        grown = (frontier | {n for n in neighbours(cell) if n in stones}) - new
        _grow_groups(new, grown, root, count, order, stones, found)
