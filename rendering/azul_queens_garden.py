"""Azul: Queen's Garden pictures, drawn for a phone first.

A board is several images posted together (:meth:`AzulRenderer.boards`), because one
picture holding the display and four gardens would not read at Discord's ~400 px:

    the display   round and who acts, this round's goals and the whole schedule (P3),
                  the stack top T with its tiles, every laid-out expansion L1, L2, …
                  (a blank back with its tiles when face down, its printed hexagon when
                  face up), the counts of the stacks, the supply, the bag and the tower,
                  and every score
    one garden    per player: name, score, passed / first-player marks, the 55 cells on
                  the axial layout of §3.7 (fountain FT, ornaments O0–O5 with statues
                  and benches, areas A0–A5), and the storage with its jokers

The decision picture (:meth:`AzulRenderer.decision`) is the deciding player's garden at
full width with a badge on every offered cell (the badge text is the button's marker:
the cell id, or the area for a purchase).

Every hexagon shows its colour, a two-letter colour code (Bl, Ye, LG, DG, LP, DP: light
and dark green and purple differ in letters, not only in shade) and its pattern value
1–6, all at least 3 % of the image width. Everything comes from the public view and the
game's data; nothing hidden (face-down identities, the bag, stack order) is in a view.

A turn's board is cheap because nothing is quantized per turn and little is drawn again.
Pictures are composed in palette mode on one fixed palette (:func:`palette`): every flat
colour of this module exactly, plus shades of each pair of colours that meet at an
anti-aliased edge (a hexagon's outline on the table, a label on its fill). Hexagons, tags
and lines of text are drawn once, mapped onto the palette and cached; a picture only
copies their palette indices. A garden's PNG is cached whole by what it shows, so the
gardens nobody touched since the last board (two of four in a 4-player turn) cost a
dictionary look-up. Measured on a late 4-player board (``bench/bench_azul_queens_garden.py``),
quantizing each RGB picture had cost more than drawing it, and zlib is now most of what
is left.
"""

from __future__ import annotations

import heapq
import json
import re
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any, NamedTuple

from PIL import Image, ImageDraw

from bot.games.azul_queens_garden.tables import Tables, default_tables
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View

WIDTH = 1100
MIN_FONT = grids.min_font_size(WIDTH)  # 33 px: 3 % of the width
T: Tables = default_tables()

FILL: dict[str, c.Color] = {
    "blue": c.OKABE_ITO["sky_blue"],
    "yellow": c.OKABE_ITO["yellow"],
    "lightgreen": (150, 216, 186),
    "darkgreen": c.OKABE_ITO["bluish_green"],
    "lightpurple": (222, 170, 205),
    "darkpurple": (118, 62, 140),
}
CODE: dict[str, str] = {"blue": "Bl", "yellow": "Ye", "lightgreen": "LG",
                        "darkgreen": "DG", "lightpurple": "LP", "darkpurple": "DP"}
EMPTY_SPACE: c.Color = (92, 100, 114)
AREA_FLOOR: c.Color = (128, 110, 84)
ELEMENT: c.Color = (176, 176, 184)
NO_AREA: c.Color = (48, 53, 63)
NO_AREA_EDGE: c.Color = (70, 76, 88)
JOKER: c.Color = (150, 150, 150)
TAG: c.Color = c.OKABE_ITO["orange"]
WHITE: c.Color = (255, 255, 255)
ELEMENT_LABEL = {"fountain": "FT", "statue": "Sta", "bench": "Ben", "pavilion": "Pav"}


def kind_parts(kind: str) -> tuple[str, int]:
    return T.kind_colour[kind], T.kind_value[kind]


def criterion_text(goal: str) -> str:
    if goal in T.colour_names:
        return f"{CODE[goal]} {T.colour_names[goal].split(' (')[0]}"
    value = int(goal[1:])
    return f"{value} {T.pattern_names[value]}"


# --- the fixed palette ---------------------------------------------------------------------

def hex_fills() -> list[c.Color]:
    """Every fill a hexagon can have: the six tile colours and the garden's cells."""
    return [*FILL.values(), EMPTY_SPACE, AREA_FLOOR, ELEMENT, NO_AREA, JOKER]


def palette_plan() -> tuple[list[c.Color], list[tuple[c.Color, c.Color]]]:
    """The flat colours of the pictures, and every ``(ink, ground)`` pair drawn
    anti-aliased over each other, whose edges need shades in between."""
    fills = hex_fills()
    flats = [c.BACKGROUND, c.PANEL, c.TEXT, c.TEXT_DIM, c.HIGHLIGHT, c.INK, WHITE, TAG,
             NO_AREA_EDGE, *fills]
    edges = [(ink, c.BACKGROUND) for ink in (c.TEXT, c.TEXT_DIM, c.HIGHLIGHT, TAG)]
    edges += [(ink, c.PANEL) for ink in (c.TEXT_DIM, c.HIGHLIGHT)]  # the display's boxes
    edges.append((c.ink_on(TAG), TAG))  # TO MOVE, PASSED, NOW
    # a hexagon's outline over the table or a display box, its fill inside the outline
    edges += [(line, ground) for line in (c.INK, c.HIGHLIGHT)
              for ground in (c.BACKGROUND, c.PANEL)]
    edges += [(NO_AREA_EDGE, c.BACKGROUND), (NO_AREA, NO_AREA_EDGE)]
    edges += [(fill, c.INK) for fill in fills]
    edges += [(fill, c.HIGHLIGHT) for fill in FILL.values()]  # an expansion's yellow rim
    edges += [(c.ink_on(fill), fill) for fill in fills]  # codes, values and labels
    return list(dict.fromkeys(flats)), list(dict.fromkeys(edges))


def _mix(ink: c.Color, ground: c.Color, share: float) -> c.Color:
    r, g, b = (round(i * share + o * (1 - share)) for i, o in zip(ink, ground, strict=True))
    return (r, g, b)


Pair = tuple[c.Color, c.Color]


def _edges() -> list[Pair]:
    """The planned pairs, each once whichever of its colours lies over the other."""
    kept: list[Pair] = []
    for ink, ground in palette_plan()[1]:
        if ink != ground and (ground, ink) not in kept:
            kept.append((ink, ground))
    return kept


def _contrast(pair: Pair) -> int:
    return max(abs(a - b) for a, b in zip(*pair, strict=True))


def shade_counts(entries: int) -> dict[Pair, int]:
    """How many shades each edge pair gets out of ``entries``: one each, then one more
    at a time to the pair whose steps between shades are widest, so that the widest step
    of any edge is as narrow as the palette allows (a faint edge needs few)."""
    edges = _edges()
    counts = dict.fromkeys(edges, 1)
    widest = [(-_contrast(pair) / 2, pair) for pair in edges]
    heapq.heapify(widest)
    for _ in range(entries - len(palette_plan()[0]) - len(edges)):
        _, pair = heapq.heappop(widest)
        counts[pair] += 1
        heapq.heappush(widest, (-_contrast(pair) / (counts[pair] + 1), pair))
    return counts


def _steps(counts: dict[Pair, int], ink: c.Color, ground: c.Color) -> list[c.Color] | None:
    """The pair's colours from ``ground`` to ``ink``, its shades in between."""
    if (ink, ground) in counts:
        n = counts[(ink, ground)]
        return [_mix(ink, ground, k / (n + 1)) for k in range(n + 2)]
    if (ground, ink) in counts:
        return list(reversed(_steps(counts, ground, ink) or []))
    return None


def _palette_of(colours: Sequence[c.Color]) -> Image.Image:
    carrier = Image.new("P", (1, 1))
    carrier.putpalette(bytes(value for colour in colours for value in colour))
    return carrier


def _nearest(colours: Sequence[c.Color], palette_image: Image.Image) -> bytes:
    """The entries Pillow maps ``colours`` to (its colour search, not an exact one)."""
    probe = Image.new("RGB", (len(colours), 1))
    probe.putdata(list(colours))
    return probe.quantize(palette=palette_image, dither=Image.Dither.NONE).tobytes()


def _build(entries: int) -> tuple[list[c.Color], dict[Pair, int]]:
    """The flat colours, then the shades of :func:`shade_counts` for ``entries``.

    Pillow maps a colour through a coarse cache whose slots take the entry nearest their
    corner, so a shade next to a flat colour can win that colour's slot and shift a whole
    fill: shades that do are dropped until none does. (Two flat colours a few levels
    apart, a missing area's cells and a display box, may still share a slot: the eye
    cannot tell them apart, and canvases, boxes and text take entries by
    :func:`palette_index`.)"""
    flats = palette_plan()[0]
    counts = shade_counts(entries)
    colours = list(flats)
    for ink, ground in counts:
        colours += (_steps(counts, ink, ground) or [])[1:-1]
    colours = list(dict.fromkeys(colours))
    if len(colours) > 256:
        return colours, counts  # more than a palette holds: too many planned
    while wrong := {i for i in _nearest(flats, _palette_of(colours)) if i >= len(flats)}:
        colours = [colour for i, colour in enumerate(colours) if i not in wrong]
    return colours, counts


@cache
def _plan() -> tuple[Image.Image, dict[Pair, int]]:
    # Shades shared by two pairs and dropped ones leave entries free: plan for more until
    # the palette would pass 256.
    entries = 256
    colours, counts = _build(entries)
    while len(bigger := _build(entries + 8)[0]) <= 256:
        entries += 8
        colours, counts = bigger, shade_counts(entries)
    return _palette_of(colours), counts


def palette() -> Image.Image:
    """A 1×1 image carrying the palette every picture of this module is drawn on."""
    return _plan()[0]


@cache
def palette_bytes() -> bytes:
    return bytes(palette().getpalette() or [])


@cache
def _entries() -> dict[c.Color, int]:
    data = palette_bytes()
    found: dict[c.Color, int] = {}
    for i in range(len(data) // 3):
        found.setdefault((data[3 * i], data[3 * i + 1], data[3 * i + 2]), i)
    return found


def palette_index(colour: c.Color) -> int:
    """The entry of a flat colour or a planned shade (exact, no colour search)."""
    return _entries()[colour]


def canvas(size: tuple[int, int], colour: c.Color = c.BACKGROUND) -> Image.Image:
    """An empty palette picture."""
    image = Image.new("P", size, palette_index(colour))
    image.putpalette(palette_bytes())
    return image


class Piece(NamedTuple):
    """A cached drawing mapped onto the palette; ``mask`` (mode 1) marks its own pixels
    where its box overlaps other drawings (a hexagon's corners), else it is opaque."""

    image: Image.Image
    mask: Image.Image | None = None


def to_piece(sprite: Image.Image, ground: c.Color) -> Piece:
    """An RGBA sprite laid on ``ground`` and mapped onto the palette, with its shape."""
    flat = Image.new("RGB", sprite.size, ground)
    flat.paste(sprite, (0, 0), sprite)
    shape = sprite.getchannel("A").point(lambda a: 255 if a else 0, mode="1")
    return Piece(flat.quantize(palette=palette(), dither=Image.Dither.NONE), shape)


def put_piece(image: Image.Image, xy: tuple[int, int], piece: Piece) -> None:
    image.paste(piece.image, xy, piece.mask)


@cache
def shades(ink: c.Color, ground: c.Color) -> list[int]:
    """The palette entry of ``ink`` covering ``ground`` by 0–255, as a lookup table: the
    pair's own nearest shade, exactly (Pillow's search only for a pair not planned or a
    shade :func:`_build` had to drop)."""
    steps = _steps(_plan()[1], ink, ground)
    wanted = [_mix(ink, ground, a / 255) if steps is None
              else steps[round(a / 255 * (len(steps) - 1))] for a in range(256)]
    searched = _nearest(wanted, palette())
    return [_entries().get(colour, searched[a]) for a, colour in enumerate(wanted)]


# Whole lines are kept: most repeat from turn to turn (names, scores, the schedule), and
# a piece costs a byte a pixel (a full-width line about 40 KB).
@lru_cache(maxsize=512)
def text_piece(text: str, size: int, ink: c.Color, ground: c.Color,
               anchor: str = "la") -> tuple[Piece, tuple[int, int]]:
    """``text`` over a flat ``ground``: the glyphs' coverage drawn as Pillow draws text on
    RGB, each level of it replaced by its shade (no colour search per pixel)."""
    face = c.font(size)
    left, top, right, bottom = face.getbbox(text, anchor=anchor)
    coverage = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(coverage).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    piece = coverage.point(shades(ink, ground))
    piece.putpalette(palette_bytes())
    return Piece(piece), (int(left), int(top))


def put_text(image: Image.Image, xy: tuple[float, float], text: str, size: int = MIN_FONT,
             fill: c.Color = c.TEXT, ground: c.Color = c.BACKGROUND,
             anchor: str = "la") -> None:
    """Text on a palette picture, over a flat ``ground`` colour."""
    if not text:
        return
    piece, (dx, dy) = text_piece(text, size, fill, ground, anchor)
    put_piece(image, (round(xy[0]) + dx, round(xy[1]) + dy), piece)


@lru_cache(maxsize=64)
def tag_piece(text: str) -> Piece:
    return Piece(to_piece(c.tag_sprite(text, MIN_FONT, TAG), c.BACKGROUND).image)


def tag(image: Image.Image, xy: tuple[int, int], text: str) -> c.Box:
    """A filled label (``TO MOVE``): words next to the highlight, never colour alone."""
    piece = tag_piece(text)
    put_piece(image, xy, piece)
    return (xy[0], xy[1], xy[0] + piece.image.width, xy[1] + piece.image.height)


# --- hexagons ------------------------------------------------------------------------------

@cache
def hex_sprite(kind: str | None, radius: int, label: str = "", fill: c.Color | None = None,
               outline: c.Color = c.INK) -> Image.Image:
    """A hexagon sprite: a tile (colour, code and value) or a plain cell with a label."""
    ss = 3
    w, h = round(grids.SQRT3 * radius), 2 * radius
    big = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    centre = (w * ss / 2, h * ss / 2)
    colour = FILL[kind_parts(kind)[0]] if kind else (fill or EMPTY_SPACE)
    draw.polygon(grids.hex_corners(centre, radius * ss - 2 * ss), fill=outline)
    draw.polygon(grids.hex_corners(centre, radius * ss - 5 * ss), fill=colour)
    sprite = big.resize((w, h), Image.Resampling.LANCZOS)
    d = ImageDraw.Draw(sprite)
    ink = c.ink_on(colour)
    if kind:
        code_size = max(MIN_FONT, round(radius * 0.62))
        value_size = max(MIN_FONT, round(radius * 0.72))
        colour_id, value = kind_parts(kind)
        d.text((w / 2, h / 2 - radius * 0.02), CODE[colour_id], font=c.font(code_size),
               fill=ink, anchor="md")
        d.text((w / 2, h / 2 + radius * 0.04), str(value), font=c.font(value_size),
               fill=ink, anchor="ma")
    elif label:
        size = MIN_FONT if len(label) > 2 else max(MIN_FONT, round(radius * 0.6))
        d.text((w / 2, h / 2), label, font=c.font(size), fill=ink, anchor="mm")
    return sprite


@lru_cache(maxsize=512)
def hex_piece(kind: str | None, radius: int, label: str = "", fill: c.Color | None = None,
              outline: c.Color = c.INK, ground: c.Color = c.BACKGROUND) -> Piece:
    """:func:`hex_sprite` on the palette, laid on the ``ground`` it is drawn over."""
    return to_piece(hex_sprite(kind, radius, label, fill, outline), ground)


def paste_hex(image: Image.Image, centre: tuple[float, float], piece: Piece) -> None:
    put_piece(image, (round(centre[0] - piece.image.width / 2),
                      round(centre[1] - piece.image.height / 2)), piece)


# --- the garden ----------------------------------------------------------------------------

GARDEN_RADIUS = 60


def garden_grid(top: float, width: int = WIDTH, radius: int = GARDEN_RADIUS
                ) -> tuple[grids.HexGrid, int]:
    cells = list(T.cell_qr.values())
    grid, (w, h) = grids.HexGrid(radius).fitted(cells, margin=8)
    offset = (width - w) / 2
    grid = grids.HexGrid(radius, origin=(grid.origin[0] + offset, grid.origin[1] + top))
    return grid, h


def cell_contents(seat: dict[str, Any]) -> dict[str, tuple[str, str | None]]:
    """Per garden cell: ("tile", kind) / ("space", None) / ("element", type) /
    ("none", None) for cells of areas without an expansion."""
    found: dict[str, tuple[str, str | None]] = {}
    for eid, (kind, _) in T.fixed_elements.items():
        found[eid] = ("element", kind)
    for cell in T.fountain_spaces:
        found[cell] = ("space", None)
    for k in range(6):
        area = seat["areas"].get(str(k))
        for cell in T.area_cells[k]:
            found[cell] = ("none", None) if area is None else ("space", None)
        if area is not None and area["up"]:
            found[T.area_cells[k][0]] = ("element", "pavilion")
    for cell, kind in seat["hexagons"].items():
        found[cell] = ("tile", kind)
    return found


def cell_piece(cell: str, what: str, detail: str | None, surrounded: bool) -> Piece:
    if what == "tile":
        return hex_piece(detail, GARDEN_RADIUS)
    if what == "element":
        label = ELEMENT_LABEL[str(detail)] + ("✓" if surrounded else "")
        return hex_piece(None, GARDEN_RADIUS, label, fill=ELEMENT)
    if what == "space":
        floor = EMPTY_SPACE if T.cell_area.get(cell) is None else AREA_FLOOR
        return hex_piece(None, GARDEN_RADIUS, "", fill=floor)
    label = f"A{T.cell_area[cell]}" if cell.endswith(".c") else ""
    return hex_piece(None, GARDEN_RADIUS, label, fill=NO_AREA, outline=NO_AREA_EDGE)


def draw_garden(image: Image.Image, seat: dict[str, Any], top: float) -> int:
    """The 55 cells of §3.7; returns the height used."""
    grid, height = garden_grid(top)
    contents = cell_contents(seat)
    surrounded = set(seat["surrounded"])
    for cell, (q, r) in T.cell_qr.items():
        what, detail = contents[cell]
        paste_hex(image, grid.center((q, r)), cell_piece(cell, what, detail,
                                                         cell in surrounded))
    return height


def draw_badges(image: Image.Image, top: float, badges: dict[str, str]) -> None:
    """A decision's markers on the offered cells (on RGB: a badge blends into the cell
    under it, and a decision picture is drawn once per panel, not per turn)."""
    grid, _ = garden_grid(top)
    draw = ImageDraw.Draw(image)
    for cell, text in badges.items():
        x, y = grid.center(T.cell_qr[cell])
        draw.polygon(grids.hex_corners((x, y), GARDEN_RADIUS - 3), outline=c.HIGHLIGHT,
                     width=5)
        grids.marker_badge(image, (x, y), text, final_width=WIDTH)


def storage_strip(image: Image.Image, seat: dict[str, Any], top: int) -> int:
    """The storage: tiles (×n), expansions (marked EXP) and jokers; returns the height."""
    radius = 54
    pitch = round(grids.SQRT3 * radius) + 6
    x, y = 20, top
    put_text(image, (x, y), "Storage")
    tiles = sum(seat["tiles"].values()) + seat["jokers"]
    put_text(image, (WIDTH - 20, y), f"{tiles}/{T.storage_tiles} · exp "
             f"{len(seat['expansions'])}/{T.storage_expansions}", fill=c.TEXT_DIM,
             anchor="ra")
    y += MIN_FONT + 14
    items: list[tuple[Piece, str]] = []
    for kind, n in seat["tiles"].items():
        items.append((hex_piece(kind, radius), f"×{n}" if n > 1 else ""))
    for exp in seat["expansions"]:
        items.append((hex_piece(T.exp_kind[exp], radius, outline=c.HIGHLIGHT), "EXP"))
    if seat["jokers"]:
        items.append((hex_piece(None, radius, "J", fill=JOKER), f"×{seat['jokers']}"))
    if not items:
        put_text(image, (x, y + 10), "empty", fill=c.TEXT_DIM)
        return MIN_FONT * 2 + 40
    per_row = (WIDTH - 40) // pitch
    row_h = 2 * radius + MIN_FONT + 12
    for index, (piece, note) in enumerate(items):
        col, row = index % per_row, index // per_row
        cx = x + col * pitch + pitch / 2
        cy = y + row * row_h + radius
        paste_hex(image, (cx, cy), piece)
        put_text(image, (cx, cy + radius + 2), note, anchor="ma")
    rows = -(-len(items) // per_row)
    return y - top + rows * row_h


HEAD_SIZE = 40
#: Where a garden's cells begin: below the name line and the marks.
GARDEN_TOP = 16 + HEAD_SIZE + 10 + MIN_FONT + 20


def seat_marks(view: View, index: int) -> tuple[str, ...]:
    """The tags beside a seat's name: who acts, who passed, who passed first."""
    marks = []
    if view["phase"] != "over" and index in view["to_move"]:
        marks.append("TO MOVE")
    if view["seats"][index]["passed"]:
        marks.append("PASSED")
    if view.get("first_passer") == index:
        marks.append("1ST ★")
    return tuple(marks)


def garden_picture(seat: dict[str, Any], head: str, marks: Sequence[str]) -> Image.Image:
    """One player's garden and storage under their name, score and marks (palette)."""
    image = canvas((WIDTH, 1500))
    put_text(image, (20, 16), c.ellipsize(head, 640, HEAD_SIZE), HEAD_SIZE)
    put_text(image, (WIDTH - 20, 16), f"{seat['score']} pts", HEAD_SIZE, c.HIGHLIGHT,
             anchor="ra")
    x = 20
    for mark in marks:
        x = tag(image, (x, 16 + HEAD_SIZE + 10), mark)[2] + 10
    y = GARDEN_TOP + draw_garden(image, seat, GARDEN_TOP) + 10
    y += storage_strip(image, seat, y) + 16
    return image.crop((0, 0, WIDTH, y))


# A garden changes only when its owner acts or a round is scored, so most of a turn's
# gardens are the ones the last board showed: their PNG is kept, keyed by exactly what
# the picture shows (about 60 KB each; a few dozen tables' worth).
@lru_cache(maxsize=128)
def _garden_png(seat_json: str, head: str, marks: tuple[str, ...]) -> bytes:
    return c.encode_png(garden_picture(json.loads(seat_json), head, marks))


def garden_png(view: View, index: int, names: Sequence[str]) -> bytes:
    """The PNG of seat ``index``'s garden on the public board."""
    # not sorted: the storage is drawn in the order of the view's dict
    seat = json.dumps(view["seats"][index], separators=(",", ":"))
    return _garden_png(seat, _name(names, index), seat_marks(view, index))


# --- the display ---------------------------------------------------------------------------

def display_image(view: View, names: Sequence[str]) -> Image.Image:
    image = canvas((WIDTH, 2400))
    y = 16
    if view["phase"] == "over":
        head = "Game over: final scores below"
    else:
        doing = " (discarding)" if view["phase"] == "discard" else ""
        head = (f"Round {view['round']}/{view['rounds']} · "
                f"{_name(names, view['active'])} to move{doing}")
    put_text(image, (20, y), c.ellipsize(head, WIDTH - 40, HEAD_SIZE), HEAD_SIZE)
    y += 60
    # the schedule: every round's three goals, the current one marked
    for number, goals in enumerate(view["schedule"], start=1):
        current = number == view["round"] and view["phase"] != "over"
        colour = c.HIGHLIGHT if current else c.TEXT_DIM
        text = f"R{number}: " + " · ".join(criterion_text(g) for g in goals)
        if current:
            tag(image, (20, y), "NOW")
        put_text(image, (130, y), c.ellipsize(text, WIDTH - 150, MIN_FONT), fill=colour)
        y += MIN_FONT + 14
    y += 10
    radius = 54
    pitch = round(grids.SQRT3 * radius) + 4
    locations: list[tuple[str, str, list[Piece]]] = []
    if view["top"] is not None:
        locations.append(("T", f"stack, {view['stack_count']} left",
                          [hex_piece(k, radius, ground=c.PANEL) for k in view["top"]]))
    for laid in view["laid"]:
        if laid["up"]:
            kind = T.exp_kind[laid["exp"]]
            locations.append((laid["label"], "face-up expansion",
                              [hex_piece(kind, radius, outline=c.HIGHLIGHT, ground=c.PANEL)]))
        else:
            locations.append((laid["label"], "face down",
                              [hex_piece(k, radius, ground=c.PANEL) for k in laid["tiles"]]))
    if not locations:
        put_text(image, (20, y), "The display is empty.", fill=c.TEXT_DIM)
        y += MIN_FONT + 20
    col_w = WIDTH // 2
    row_h = 2 * radius + MIN_FONT + 22
    draw = ImageDraw.Draw(image)
    for index, (label, note, pieces) in enumerate(locations):
        col, row = index % 2, index // 2
        x0, y0 = col * col_w + 20, y + row * row_h
        c.rounded_box(draw, (x0 - 8, y0 - 4, x0 + col_w - 28, y0 + row_h - 10), 12,
                      fill=palette_index(c.PANEL))  # type: ignore[arg-type]
        put_text(image, (x0, y0), label, MIN_FONT + 4, c.HIGHLIGHT, c.PANEL)
        put_text(image, (x0 + 80, y0 + 4), note, fill=c.TEXT_DIM, ground=c.PANEL)
        for i, piece in enumerate(pieces):
            paste_hex(image, (x0 + i * pitch + pitch / 2, y0 + MIN_FONT + 10 + radius),
                      piece)
    y += -(-len(locations) // 2) * row_h + 10
    stacks = ", ".join(str(n) for n in view["future_stacks"]) or "none"
    for line in (f"Next stacks: {stacks} · supply {view['supply_count']}",
                 f"Bag {view['bag_count']} tiles · tower {view['tower_count']}"):
        put_text(image, (20, y), line)
        y += MIN_FONT + 12
    y += 8
    for index, seat in enumerate(view["seats"]):
        marks = (" · passed" if seat["passed"] else "") + (
            " · 1st ★" if view.get("first_passer") == index else "")
        put_text(image, (20, y), c.ellipsize(f"{_name(names, index)}{marks}", 800,
                                             MIN_FONT))
        put_text(image, (WIDTH - 20, y), f"{seat['score']}", fill=c.HIGHLIGHT, anchor="ra")
        y += MIN_FONT + 12
    return image.crop((0, 0, WIDTH, y + 10))


# --- alt text ------------------------------------------------------------------------------

def _name(names: Sequence[str], index: int) -> str:
    return names[index] if index < len(names) else f"Player {index + 1}"


def display_alt(view: View, names: Sequence[str]) -> str:
    parts = []
    if view["phase"] == "over":
        parts.append("Azul: Queen's Garden, game over.")
    else:
        parts.append(f"Azul: Queen's Garden, round {view['round']} of {view['rounds']}, "
                     f"{_name(names, view['active'])} to move.")
        goals = view["schedule"][view["round"] - 1]
        parts.append("Goals: " + ", ".join(T.criterion_name(g) for g in goals) + ".")
    if view["top"] is not None:
        parts.append(f"Stack top T ({view['stack_count']} left): "
                     f"{', '.join(view['top']) or 'no tiles'}.")
    for laid in view["laid"]:
        if laid["up"]:
            parts.append(f"{laid['label']} face up {laid['exp']}.")
        else:
            parts.append(f"{laid['label']} face down with {', '.join(laid['tiles'])}.")
    parts.append(f"Supply {view['supply_count']}, bag {view['bag_count']}, tower "
                 f"{view['tower_count']}.")
    parts.append("Scores: " + ", ".join(f"{_name(names, i)} {s['score']}"
                                        for i, s in enumerate(view["seats"])) + ".")
    return " ".join(parts)[:1000]


def garden_alt(view: View, index: int, names: Sequence[str]) -> str:
    seat = view["seats"][index]
    cells = ", ".join(f"{cell} {kind}" for cell, kind in
                      sorted(seat["hexagons"].items(), key=lambda kv: T.cells.index(kv[0])))
    areas = ", ".join(f"A{k} {'face up ' + a['exp'] if a['up'] else 'face down'}"
                      for k, a in seat["areas"].items())
    tiles = ", ".join(f"{k}×{n}" if n > 1 else k for k, n in seat["tiles"].items())
    stored = ", ".join(x for x in (tiles, ", ".join(seat["expansions"]),
                                   f"{seat['jokers']} jokers") if x)
    text = (f"{_name(names, index)}: {seat['score']} points"
            f"{', passed' if seat['passed'] else ''}. Garden: {cells or 'no hexagons'}"
            f"{'; areas ' + areas if areas else ''}. Storage: {stored}.")
    return text[:1000]


_CELL = re.compile(r"\b(F[0-5]|A[0-5]\.(?:c|[0-5]))\b")


def choice_cell(notation: str) -> str | None:
    """Where a decision's option sits on the garden: the cell of a placement, the printed
    cell of an oriented expansion, the centre of the area of a purchase or face-down one."""
    words = notation.split()
    if words[0] == "place" and len(words) > 2:
        return words[2]
    if words[0] == "expand" and len(words) > 3:
        area = int(words[2][1:])
        if words[3] == "down":
            return T.area_cells[area][0]
        return T.area_printed[area][int(words[3][1:])]
    if words[0] == "buy":
        return T.area_cells[int(words[1][1:])][0]
    return None


class AzulRenderer(Renderer):
    game = "azul_queens_garden"

    def board(self, view: View, names: list[str]) -> RenderedImage:
        return RenderedImage(c.encode_png(display_image(view, names)),
                             display_alt(view, names), "board.png")

    def boards(self, view: View, names: list[str]) -> list[RenderedImage]:
        images = [self.board(view, names)]
        for index in range(view["players"]):
            images.append(RenderedImage(garden_png(view, index, names),
                                        garden_alt(view, index, names),
                                        f"garden{index + 1}.png"))
        return images

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice]) -> RenderedImage | None:
        badges: dict[str, str] = {}
        for choice in choices:
            cells = {choice_cell(n) for n in choice.notations} - {None}
            if len(cells) == 1:
                badges[cells.pop()] = choice.marker
        if not badges:
            return None
        title = f"{_name(names, seat)}: choose a cell"
        image = garden_picture(view["seats"][seat], title, seat_marks(view, seat))
        image = image.convert("RGB")
        draw_badges(image, GARDEN_TOP, badges)
        alt = (f"{_name(names, seat)}'s garden with the choices marked: "
               + ", ".join(f"{m} on {cell}" if m != cell else cell
                           for cell, m in badges.items()) + ". " + garden_alt(view, seat, names))
        return RenderedImage(c.encode_png(image), alt[:1000], "choice.png")


RENDERER = AzulRenderer()
