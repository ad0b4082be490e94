"""Azul: Queen's Garden pictures, drawn for a phone first.

A board is several images posted together (:meth:`AzulRenderer.boards`), because one
picture holding the display and four gardens would not read at Discord's ~400 px:

    the display   round and who acts, this round's goals and the whole schedule (P3),
                  the stack top T with its tiles, every laid-out expansion L1, L2, …
                  (a blank back with its tiles when face down, its printed hexagon when
                  face up), the counts of the stacks, the supply, the bag and the tower,
                  every score, and the key of the gardens' marks (:func:`key_entries`)
    one garden    per player: name, score, passed / first-player marks, the 55 cells on
                  the axial layout of §3.7 (fountain FT, ornaments O0–O5 with statues
                  and benches, areas A0–A5), and the storage with its jokers

The decision picture (:meth:`AzulRenderer.decision`) is the deciding player's garden at
full width with a badge on every offered cell (the badge text is the button's marker:
the cell id, or the area for a purchase).

Every hexagon shows its colour, a two-letter colour code (Bl, Ye, LG, DG, LP, DP: light
and dark green and purple differ in letters, not only in shade) and its pattern value
1–6, all at least 3 % of the image width. Every other cell has a mark too, so colour is
never the only cue (:func:`cell_mark`): an element its name (FT, Sta, Ben, Pav, ✓ once
surrounded), a free fountain space its id (F0–F5), a free space of an expansion a ring
(○; face down, an expansion is seven of them), an area with no expansion yet its label
on its centre (A0–A5) with its cells as dim outlines. Everything comes from the public
view and the game's data; nothing hidden (face-down identities, the bag, stack order) is
in a view.

A turn's board is cheap because nothing is quantized per turn and little is drawn or
compressed again. Pictures are composed in palette mode on one fixed palette
(:data:`PALETTE`, a ``common.PalettePlan``): every flat colour of this module exactly,
plus shades of each pair of colours that meet at an anti-aliased edge (a hexagon's
outline on the table, a label on its fill). Hexagons, tags and lines of text are drawn
once, mapped onto the palette and cached; a picture only copies their palette indices.
Each picture is a stack of full-width strips (a garden: the name line, the cells, the
storage; the display: its head, the schedule, the locations, the counts, the scores),
each compressed on its own and cached by exactly what it shows, and a PNG is those
strips' deflate streams joined (:func:`png_of`). A turn changes a few strips (the acting
player's cells or storage, two name lines, the display's head and locations), and only
those are drawn and compressed. Measured on a late 4-player board
(``bench/bench_azul_queens_garden.py``): quantizing each RGB picture had cost more than
drawing it, then zlib was most of what was left.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Hashable, Sequence
from functools import cache
from typing import Any, NamedTuple

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.azul_queens_garden import words as W
from bot.games.azul_queens_garden.notation import parse
from bot.games.azul_queens_garden.tables import Tables, default_tables
from bot.games.message import Message, component, msg, words
from bot.games.message import seat as seat_arg
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View
from rendering.parts import kept

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
EMPTY_SPACE: c.Color = (92, 100, 114)
AREA_FLOOR: c.Color = (128, 110, 84)
ELEMENT: c.Color = (176, 176, 184)
NO_AREA: c.Color = (48, 53, 63)
NO_AREA_EDGE: c.Color = (70, 76, 88)
JOKER: c.Color = (150, 150, 150)
TAG: c.Color = c.OKABE_ITO["orange"]
WHITE: c.Color = (255, 255, 255)
GAME = "azul_queens_garden"
#: the marks of cells that are neither a hexagon nor an element: a free space of an
#: expansion (a fountain space shows its id, F0–F5), the check on a surrounded element
SPACE_MARK = "○"
SURROUNDED_MARK = "✓"


def kind_parts(kind: str) -> tuple[str, int]:
    return T.kind_colour[kind], T.kind_value[kind]


def said(language: str, message: Message | dict[str, Any], names: Sequence[str] = ()) -> str:
    """A message (or a component) of the engine's words in ``language``."""
    if not isinstance(message, Message):
        message = msg("azul-queens-garden-code", code=message)
    return i18n.text(message, language, names=names, game=GAME)


@cache
def codes(language: str) -> dict[str, str]:
    """The two-letter colour codes hexagons show, in ``language`` (Bl, Ye, LG… in
    English): letters beside the colour, so colour is never the only cue."""
    return {
        colour: said(language, msg(f"azul-queens-garden-code-{colour}")) for colour in T.colours
    }


@cache
def marks(language: str) -> dict[str, str]:
    """The elements' marks (FT, Sta, Ben, Pav), the expansion's (EXP), the joker's (J)."""
    return {
        key: said(language, msg(f"azul-queens-garden-mark-{key}"))
        for key in ("fountain", "statue", "bench", "pavilion", "expansion", "joker")
    }


def criterion_text(goal: str, language: str) -> str:
    """A goal on the schedule: the colour's code and name, or the pattern's value and
    name (``LG Light green``, ``3 Butterflies``)."""
    if goal in T.colour_names:
        return said(
            language,
            msg(
                "azul-queens-garden-picture-colour-goal",
                code=codes(language)[goal],
                colour=component(goal),
            ),
        )
    return said(
        language,
        msg("azul-queens-garden-picture-pattern-goal", value=int(goal[1:]), name=component(goal)),
    )


# --- the fixed palette ---------------------------------------------------------------------


def hex_fills() -> list[c.Color]:
    """Every fill a hexagon can have: the six tile colours and the garden's cells."""
    return [*FILL.values(), EMPTY_SPACE, AREA_FLOOR, ELEMENT, NO_AREA, JOKER]


def palette_plan() -> c.PalettePlan:
    """The flat colours of the pictures, and every ``(ink, ground)`` pair drawn
    anti-aliased over each other, whose edges need shades in between (each pair once,
    whichever colour lies over the other: their shades are the same)."""
    fills = hex_fills()
    flats = [
        c.BACKGROUND,
        c.PANEL,
        c.TEXT,
        c.TEXT_DIM,
        c.HIGHLIGHT,
        c.INK,
        WHITE,
        TAG,
        NO_AREA_EDGE,
        *fills,
    ]
    edges = [(ink, c.BACKGROUND) for ink in (c.TEXT, c.TEXT_DIM, c.HIGHLIGHT, TAG)]
    edges += [(ink, c.PANEL) for ink in (c.TEXT_DIM, c.HIGHLIGHT)]  # the display's boxes
    edges.append((c.ink_on(TAG), TAG))  # TO MOVE, PASSED, NOW
    # a hexagon's outline over the table or a display box, its fill inside the outline
    edges += [(line, ground) for line in (c.INK, c.HIGHLIGHT) for ground in (c.BACKGROUND, c.PANEL)]
    edges += [(NO_AREA_EDGE, c.BACKGROUND), (NO_AREA, NO_AREA_EDGE)]
    edges += [(fill, c.INK) for fill in fills]
    edges += [(fill, c.HIGHLIGHT) for fill in FILL.values()]  # an expansion's yellow rim
    edges += [(c.ink_on(fill), fill) for fill in fills]  # codes, values and labels
    kept: list[tuple[c.Color, c.Color]] = []
    for ink, ground in edges:
        if ink != ground and (ink, ground) not in kept and (ground, ink) not in kept:
            kept.append((ink, ground))
    return c.PalettePlan(tuple(dict.fromkeys(flats)), tuple(kept))


PALETTE = palette_plan()


def canvas(size: tuple[int, int], colour: c.Color = c.BACKGROUND) -> Image.Image:
    """An empty palette picture."""
    return c.palette_canvas(PALETTE, size, colour)


def palette_index(colour: c.Color) -> int:
    return c.palette_index(PALETTE, colour)


class Piece(NamedTuple):
    """A cached drawing mapped onto the palette; ``mask`` (mode 1) marks its own pixels
    where its box overlaps other drawings (a hexagon's corners), else it is opaque."""

    image: Image.Image
    mask: Image.Image | None = None


def to_piece(sprite: Image.Image, ground: c.Color) -> Piece:
    """An RGBA sprite laid on ``ground`` and mapped onto the palette, with its shape."""
    shape = sprite.getchannel("A").point(lambda a: 255 if a else 0, mode="1")
    return Piece(c.to_palette(PALETTE, c.flatten(sprite, ground)), shape)


def put_piece(image: Image.Image, xy: tuple[int, int], piece: Piece) -> None:
    image.paste(piece.image, xy, piece.mask)


def put_text(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int = MIN_FONT,
    fill: c.Color = c.TEXT,
    ground: c.Color = c.BACKGROUND,
    anchor: str = "la",
) -> None:
    """Text on a palette picture, over a flat ``ground`` colour."""
    c.put_palette_text(PALETTE, image, xy, text, size, fill, ground, anchor)


@kept
def tag_piece(text: str) -> Piece:
    return Piece(to_piece(c.tag_sprite(text, MIN_FONT, TAG), c.BACKGROUND).image)


def tag(image: Image.Image, xy: tuple[int, int], text: str) -> c.Box:
    """A filled label (``TO MOVE``): words next to the highlight, never colour alone."""
    piece = tag_piece(text)
    put_piece(image, xy, piece)
    return (xy[0], xy[1], xy[0] + piece.image.width, xy[1] + piece.image.height)


# --- hexagons ------------------------------------------------------------------------------


@cache
def hex_sprite(
    kind: str | None,
    radius: int,
    label: str = "",
    fill: c.Color | None = None,
    outline: c.Color = c.INK,
) -> Image.Image:
    """A hexagon sprite: a tile (colour, and ``label`` its colour code, over its value)
    or a plain cell with a label."""
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
        _, value = kind_parts(kind)
        while code_size > MIN_FONT and c.text_width(label, code_size) > w * 0.8:
            code_size -= 1  # a longer code of another language still fits its hexagon
        d.text((w / 2, h / 2 - radius * 0.02), label, font=c.font(code_size), fill=ink, anchor="md")
        d.text(
            (w / 2, h / 2 + radius * 0.04),
            str(value),
            font=c.font(value_size),
            fill=ink,
            anchor="ma",
        )
    elif label == SPACE_MARK:  # a ring drawn, thicker than the glyph, to read at 400 px
        ring = radius * 0.3
        d.ellipse(
            (w / 2 - ring, h / 2 - ring, w / 2 + ring, h / 2 + ring),
            outline=ink,
            width=max(3, round(radius * 0.07)),
        )
    elif label:
        size = MIN_FONT if len(label) > 2 else max(MIN_FONT, round(radius * 0.6))
        d.text((w / 2, h / 2), label, font=c.font(size), fill=ink, anchor="mm")
    return sprite


@kept
def hex_piece(
    kind: str | None,
    radius: int,
    label: str = "",
    fill: c.Color | None = None,
    outline: c.Color = c.INK,
    ground: c.Color = c.BACKGROUND,
) -> Piece:
    """:func:`hex_sprite` on the palette, laid on the ``ground`` it is drawn over."""
    return to_piece(hex_sprite(kind, radius, label, fill, outline), ground)


def paste_hex(image: Image.Image, centre: tuple[float, float], piece: Piece) -> None:
    put_piece(
        image,
        (round(centre[0] - piece.image.width / 2), round(centre[1] - piece.image.height / 2)),
        piece,
    )


HEAD_SIZE = 40
#: Where a garden's cells begin: below the name line and the marks.
GARDEN_TOP = 16 + HEAD_SIZE + 10 + MIN_FONT + 20


# --- pictures as bands ---------------------------------------------------------------------


# Every strip of every board is kept, keyed by the drawing function and exactly what it
# draws: a garden changes only when its owner acts or a round is scored, a name line when
# the turn passes, so most of a board is strips the last board already compressed. A few
# KB to ~40 KB each; a few dozen tables' boards.
@kept
def band(draw: Callable[..., Image.Image], *shown: Hashable) -> c.PngStrip:
    """``draw(*shown)`` (a palette strip ``WIDTH`` wide) compressed once, as a piece of a
    PNG stream."""
    return c.png_strip(draw(*shown))


def png_of(bands: Sequence[c.PngStrip]) -> bytes:
    """The PNG of the strips stacked, on the fixed palette."""
    return c.png_from_strips(bands, c.palette_bytes(PALETTE))


def stacked(strips: Sequence[Image.Image]) -> Image.Image:
    """The strips as one palette picture (for a decision picture's badges, and tests)."""
    image = canvas((WIDTH, sum(strip.height for strip in strips)))
    y = 0
    for strip in strips:
        image.paste(strip, (0, y))
        y += strip.height
    return image


# --- the garden ----------------------------------------------------------------------------

GARDEN_RADIUS = 60


def garden_grid(
    top: float, width: int = WIDTH, radius: int = GARDEN_RADIUS
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


def tile_piece(
    kind: str, radius: int, language: str, outline: c.Color = c.INK, ground: c.Color = c.BACKGROUND
) -> Piece:
    """A tile's hexagon with its colour code in ``language``."""
    return hex_piece(kind, radius, codes(language)[T.kind_colour[kind]], None, outline, ground)


def cell_mark(
    cell: str, what: str, detail: str | None, surrounded: bool, language: str = "en"
) -> str:
    """What a garden cell says besides its colour (a hexagon: its code and value): so
    colour is never the only cue, and the garden's key explains each mark. The cells of an
    area without an expansion are one dim outline, named once, on the area's centre."""
    if what == "tile":
        colour, value = kind_parts(str(detail))
        return f"{codes(language)[colour]} {value}"
    if what == "element":
        return marks(language)[str(detail)] + (SURROUNDED_MARK if surrounded else "")
    if what == "space":
        return cell if T.cell_area.get(cell) is None else SPACE_MARK
    return f"A{T.cell_area[cell]}" if cell.endswith(".c") else ""


def cell_piece(
    cell: str, what: str, detail: str | None, surrounded: bool, language: str = "en"
) -> Piece:
    if what == "tile":
        return tile_piece(str(detail), GARDEN_RADIUS, language)
    label = cell_mark(cell, what, detail, surrounded, language)
    if what == "element":
        return hex_piece(None, GARDEN_RADIUS, label, fill=ELEMENT)
    if what == "space":
        floor = EMPTY_SPACE if T.cell_area.get(cell) is None else AREA_FLOOR
        return hex_piece(None, GARDEN_RADIUS, label, fill=floor)
    return hex_piece(None, GARDEN_RADIUS, label, fill=NO_AREA, outline=NO_AREA_EDGE)


def name_strip(head: str, score: str, tags: tuple[str, ...]) -> Image.Image:
    """A garden's first strip: the player's name, score (in words: ``12 pts``) and tags."""
    image = canvas((WIDTH, GARDEN_TOP))
    score_w = c.text_width(score, HEAD_SIZE)
    put_text(image, (20, 16), c.ellipsize(head, WIDTH - 80 - score_w, HEAD_SIZE), HEAD_SIZE)
    put_text(image, (WIDTH - 20, 16), score, HEAD_SIZE, c.HIGHLIGHT, anchor="ra")
    x = 20
    for mark in tags:
        x = tag(image, (x, 16 + HEAD_SIZE + 10), mark)[2] + 10
    return image


def cells_strip(garden: str, language: str = "en") -> Image.Image:
    """The 55 cells of §3.7, from a seat's ``hexagons``, ``areas`` and ``surrounded``
    (as JSON, the strip's key)."""
    seat = json.loads(garden)
    grid, height = garden_grid(0)
    image = canvas((WIDTH, height + 10))
    contents = cell_contents(seat)
    surrounded = set(seat["surrounded"])
    for cell, (q, r) in T.cell_qr.items():
        what, detail = contents[cell]
        paste_hex(
            image, grid.center((q, r)), cell_piece(cell, what, detail, cell in surrounded, language)
        )
    return image


def storage_strip(storage: str, language: str = "en") -> Image.Image:
    """The storage: tiles (×n), expansions (marked EXP) and jokers, from a seat's
    ``tiles``, ``expansions`` and ``jokers`` (as JSON, the strip's key)."""
    seat = json.loads(storage)
    radius = 54
    pitch = round(grids.SQRT3 * radius) + 6
    per_row = (WIDTH - 40) // pitch
    row_h = 2 * radius + MIN_FONT + 12
    items: list[tuple[Piece, str]] = []
    for kind, n in seat["tiles"].items():
        items.append((tile_piece(kind, radius, language), f"×{n}" if n > 1 else ""))
    for exp in seat["expansions"]:
        items.append(
            (
                tile_piece(T.exp_kind[exp], radius, language, outline=c.HIGHLIGHT),
                marks(language)["expansion"],
            )
        )
    if seat["jokers"]:
        items.append(
            (hex_piece(None, radius, marks(language)["joker"], fill=JOKER), f"×{seat['jokers']}")
        )
    rows = -(-len(items) // per_row)
    body = MIN_FONT + 14 + rows * row_h if items else MIN_FONT * 2 + 40
    image = canvas((WIDTH, body + 16))
    x, y = 20, 0
    put_text(image, (x, y), said(language, msg("azul-queens-garden-picture-storage")))
    tiles = sum(seat["tiles"].values()) + seat["jokers"]
    put_text(
        image,
        (WIDTH - 20, y),
        said(
            language,
            msg(
                "azul-queens-garden-picture-storage-count",
                tiles=tiles,
                tile_slots=T.storage_tiles,
                expansions=len(seat["expansions"]),
                expansion_slots=T.storage_expansions,
            ),
        ),
        fill=c.TEXT_DIM,
        anchor="ra",
    )
    y += MIN_FONT + 14
    if not items:
        put_text(
            image,
            (x, y + 10),
            said(language, msg("azul-queens-garden-picture-empty")),
            fill=c.TEXT_DIM,
        )
    for index, (piece, note) in enumerate(items):
        col, row = index % per_row, index // per_row
        cx = x + col * pitch + pitch / 2
        cy = y + row * row_h + radius
        paste_hex(image, (cx, cy), piece)
        put_text(image, (cx, cy + radius + 2), note, anchor="ma")
    return image


KEY_ROW = MIN_FONT + 10
KEY_GAP = 26  # between two entries of a line


@cache
def key_entries(language: str = "en") -> tuple[tuple[str, str], ...]:
    """The gardens' key, ``(mark, meaning)`` in the data's words: every mark a garden or a
    storage draws besides a hexagon's value (its pattern, named by the display's goals).
    It is the same for every garden, so the board picture carries it once, a strip drawn
    and compressed once for every board (four keys cost a board some 60 KB)."""
    mark = marks(language)
    entries = [
        (mark[element], said(language, msg(f"azul-queens-garden-key-{element}")))
        for element in ("fountain", "statue", "bench", "pavilion")
    ]
    entries += [
        (SURROUNDED_MARK, said(language, msg("azul-queens-garden-key-surrounded"))),
        (
            f"{T.fountain_spaces[0]}–{T.fountain_spaces[-1]}",
            said(language, msg("azul-queens-garden-key-fountain-space")),
        ),
        (SPACE_MARK, said(language, msg("azul-queens-garden-key-expansion-space"))),
        (
            f"A0–A{len(T.area_cells) - 1}",
            said(language, msg("azul-queens-garden-key-no-expansion")),
        ),
    ]
    entries += [
        (codes(language)[colour], said(language, component(colour))) for colour in T.colours
    ]
    entries += [
        (mark["joker"], said(language, msg("azul-queens-garden-key-joker"))),
        (mark["expansion"], said(language, msg("azul-queens-garden-key-expansion"))),
    ]
    return tuple(entries)


def key_lines(
    entries: Sequence[tuple[str, str]], width: int = WIDTH - 40
) -> list[list[tuple[str, str, int]]]:
    """The key's entries flowed into lines ``width`` wide, each with its x offset: a mark
    in bold, its meaning in the condensed face after it."""
    lines: list[list[tuple[str, str, int]]] = [[]]
    x = 0
    for mark, meaning in entries:
        mark_w = c.text_width(mark, MIN_FONT)
        entry_w = mark_w + 8 + c.text_width(meaning, MIN_FONT, "condensed")
        if lines[-1] and x + entry_w > width:
            lines.append([])
            x = 0
        lines[-1].append((mark, meaning, x))
        x += entry_w + KEY_GAP
    return lines


def key_strip(title: str, entries: tuple[tuple[str, str], ...]) -> Image.Image:
    """The gardens' key under its title, at the foot of the board picture."""
    lines = key_lines(entries)
    image = canvas((WIDTH, KEY_ROW + len(lines) * KEY_ROW + 16))
    put_text(image, (20, 0), title, fill=c.HIGHLIGHT)
    for row, line in enumerate(lines, start=1):
        y = row * KEY_ROW
        for mark, meaning, x in line:
            put_text(image, (20 + x, y), mark)
            c.put_palette_text(
                PALETTE,
                image,
                (20 + x + c.text_width(mark, MIN_FONT) + 8, y),
                meaning,
                MIN_FONT,
                c.TEXT_DIM,
                c.BACKGROUND,
                "la",
                "condensed",
            )
    return image


def draw_badges(image: Image.Image, top: float, badges: dict[str, str]) -> None:
    """A decision's markers on the offered cells (on RGB: a badge blends into the cell
    under it, and a decision picture is drawn once per panel, not per turn)."""
    grid, _ = garden_grid(top)
    draw = ImageDraw.Draw(image)
    for cell, text in badges.items():
        x, y = grid.center(T.cell_qr[cell])
        draw.polygon(grids.hex_corners((x, y), GARDEN_RADIUS - 3), outline=c.HIGHLIGHT, width=5)
        grids.marker_badge(image, (x, y), text, final_width=WIDTH)


def seat_marks(view: View, index: int, language: str = "en") -> tuple[str, ...]:
    """The tags beside a seat's name: who acts, who passed, who passed first."""
    found = []
    if view["phase"] != "over" and index in view["to_move"]:
        found.append(said(language, msg("azul-queens-garden-tag-to-move")))
    if view["seats"][index]["passed"]:
        found.append(said(language, msg("azul-queens-garden-tag-passed")))
    if view.get("first_passer") == index:
        found.append(said(language, msg("azul-queens-garden-tag-first")))
    return tuple(found)


def _shown(seat: dict[str, Any], *keys: str) -> str:
    # Not sorted: the storage is drawn in the order of the view's dicts.
    return json.dumps({key: seat[key] for key in keys}, separators=(",", ":"))


def garden_strips(
    seat: dict[str, Any], head: str, tags: tuple[str, ...], language: str = "en"
) -> list[tuple[Callable[..., Image.Image], tuple[Hashable, ...]]]:
    """One player's garden and storage under their name, score and tags, as the strip
    drawings and what each shows (the language included)."""
    return [
        (
            name_strip,
            (
                head,
                said(language, msg("azul-queens-garden-picture-points", score=seat["score"])),
                tags,
            ),
        ),
        (cells_strip, (_shown(seat, "hexagons", "areas", "surrounded"), language)),
        (storage_strip, (_shown(seat, "tiles", "expansions", "jokers"), language)),
    ]


# --- the display ---------------------------------------------------------------------------


def display_head_strip(head: str) -> Image.Image:
    image = canvas((WIDTH, 76))
    put_text(image, (20, 16), c.ellipsize(head, WIDTH - 40, HEAD_SIZE), HEAD_SIZE)
    return image


SCHEDULE_ROW = MIN_FONT + 14


#: how far a round's second line of goals sits right of its first, to read as its tail
SCHEDULE_INDENT = MIN_FONT


def schedule_lines(text: str, width: int, separator: str = " · ") -> list[str]:
    """A round's goals in lines no wider than ``width`` (the second and later ones
    ``SCHEDULE_INDENT`` narrower), broken between goals (a goal's code and name stay
    together), so a long language wraps instead of losing a goal."""
    lines: list[str] = []
    for part in text.split(separator):
        room = width - (SCHEDULE_INDENT if len(lines) > 1 else 0)
        if lines and c.text_width(lines[-1] + separator + part, MIN_FONT) <= room:
            lines[-1] += separator + part
        else:
            lines.append(part)
    return [c.ellipsize(line, width - (SCHEDULE_INDENT if i else 0), MIN_FONT)
            for i, line in enumerate(lines)]


def schedule_strip(rounds: tuple[tuple[str, bool], ...], now: str) -> Image.Image:
    """Every round's three goals, the current one marked ``now``; a round too long for
    one line goes on two."""
    left = 20 + max(110, c.text_width(now, MIN_FONT) + 30)
    laid = [(schedule_lines(text, WIDTH - left - 20), current) for text, current in rounds]
    image = canvas((WIDTH, sum(len(lines) for lines, _ in laid) * SCHEDULE_ROW + 6))
    y = 0
    for lines, current in laid:
        if current:
            tag(image, (20, y), now)
        for i, line in enumerate(lines):
            x = left + (SCHEDULE_INDENT if i else 0)
            put_text(image, (x, y), line, fill=c.HIGHLIGHT if current else c.TEXT_DIM)
            y += SCHEDULE_ROW
    return image


#: a location's label, its note and its hexagons: (kind, colour code, is a face-up
#: expansion)
Location = tuple[str, str, tuple[tuple[str, str, bool], ...]]
DISPLAY_RADIUS = 54
LOCATION_ROW = 2 * DISPLAY_RADIUS + MIN_FONT + 22


def locations_strip(locations: tuple[Location, ...], empty: str) -> Image.Image:
    """The stack top and the laid-out expansions, two to a row, each with its tiles
    (``(kind, is_face_up_expansion)``); the boxes start 4 px into the strip."""
    rows = -(-len(locations) // 2)
    body = rows * LOCATION_ROW if locations else MIN_FONT + 20
    image = canvas((WIDTH, 4 + body + 10))
    if not locations:
        put_text(image, (20, 4), empty, fill=c.TEXT_DIM)
    pitch = round(grids.SQRT3 * DISPLAY_RADIUS) + 4
    col_w = WIDTH // 2
    draw = ImageDraw.Draw(image)
    for index, (label, note, hexes) in enumerate(locations):
        col, row = index % 2, index // 2
        x0, y0 = col * col_w + 20, 4 + row * LOCATION_ROW
        c.rounded_box(
            draw,
            (x0 - 8, y0 - 4, x0 + col_w - 28, y0 + LOCATION_ROW - 10),
            12,
            fill=palette_index(c.PANEL),
        )  # type: ignore[arg-type]
        put_text(image, (x0, y0), label, MIN_FONT + 4, c.HIGHLIGHT, c.PANEL)
        put_text(
            image,
            (x0 + 80, y0 + 4),
            c.ellipsize(note, col_w - 130, MIN_FONT),
            fill=c.TEXT_DIM,
            ground=c.PANEL,
        )
        for i, (kind, code, up) in enumerate(hexes):
            piece = hex_piece(
                kind, DISPLAY_RADIUS, code, None, c.HIGHLIGHT if up else c.INK, c.PANEL
            )
            paste_hex(
                image, (x0 + i * pitch + pitch / 2, y0 + MIN_FONT + 10 + DISPLAY_RADIUS), piece
            )
    return image


LINE_ROW = MIN_FONT + 12


def lines_strip(lines: tuple[str, ...], bottom: int) -> Image.Image:
    """Lines of text, ``bottom`` px of table under the last."""
    image = canvas((WIDTH, len(lines) * LINE_ROW + bottom))
    for row, line in enumerate(lines):
        put_text(image, (20, row * LINE_ROW), c.ellipsize(line, WIDTH - 40, MIN_FONT))
    return image


def scores_strip(rows: tuple[tuple[str, int], ...]) -> Image.Image:
    """Each player's name (with passed / first marks) and score."""
    image = canvas((WIDTH, len(rows) * LINE_ROW + 10))
    for row, (name, score) in enumerate(rows):
        y = row * LINE_ROW
        put_text(image, (20, y), c.ellipsize(name, WIDTH - 200, MIN_FONT))
        put_text(image, (WIDTH - 20, y), f"{score}", fill=c.HIGHLIGHT, anchor="ra")
    return image


def display_strips(
    view: View, names: Sequence[str], language: str = "en"
) -> list[tuple[Callable[..., Image.Image], tuple[Hashable, ...]]]:
    """The display, as the strip drawings and what each shows (in words of
    ``language``)."""
    names = list(names)
    if view["phase"] == "over":
        head = said(language, msg("azul-queens-garden-picture-over"))
    else:
        args = {"round": view["round"], "rounds": view["rounds"], "who": seat_arg(view["active"])}
        head = said(
            language,
            msg("azul-queens-garden-picture-discarding", **args)
            if view["phase"] == "discard"
            else msg("azul-queens-garden-picture-to-move", **args),
            names,
        )
    rounds = tuple(
        (
            said(
                language,
                msg(
                    "azul-queens-garden-picture-round-goals",
                    round=number,
                    goals=" · ".join(criterion_text(g, language) for g in goals),
                ),
            ),
            number == view["round"] and view["phase"] != "over",
        )
        for number, goals in enumerate(view["schedule"], start=1)
    )
    code = codes(language)
    locations: list[Location] = []
    if view["top"] is not None:
        locations.append(
            (
                "T",
                said(language, msg("azul-queens-garden-picture-stack", left=view["stack_count"])),
                tuple((kind, code[T.kind_colour[kind]], False) for kind in view["top"]),
            )
        )
    for laid in view["laid"]:
        if laid["up"]:
            kind = T.exp_kind[laid["exp"]]
            locations.append(
                (
                    laid["label"],
                    said(language, msg("azul-queens-garden-picture-face-up")),
                    ((kind, code[T.kind_colour[kind]], True),),
                )
            )
        else:
            locations.append(
                (
                    laid["label"],
                    said(language, msg("azul-queens-garden-picture-face-down")),
                    tuple((kind, code[T.kind_colour[kind]], False) for kind in laid["tiles"]),
                )
            )
    stacks = ", ".join(str(n) for n in view["future_stacks"]) or said(
        language, msg("azul-queens-garden-picture-no-stacks")
    )
    counts = (
        said(
            language,
            msg(
                "azul-queens-garden-picture-next-stacks", stacks=stacks, supply=view["supply_count"]
            ),
        ),
        said(
            language,
            msg("azul-queens-garden-picture-bag", bag=view["bag_count"], tower=view["tower_count"]),
        ),
    )
    scores = tuple(
        (
            said(language, msg("azul-queens-garden-picture-score-name", who=seat_arg(index)), names)
            + (
                said(language, msg("azul-queens-garden-picture-score-passed"))
                if seat["passed"]
                else ""
            )
            + (
                said(language, msg("azul-queens-garden-picture-score-started"))
                if view["phase"] != "over" and view.get("start_player") == index
                else ""
            )
            + (
                said(language, msg("azul-queens-garden-picture-score-first"))
                if view.get("first_passer") == index
                else ""
            ),
            seat["score"],
        )
        for index, seat in enumerate(view["seats"])
    )
    return [
        (display_head_strip, (head,)),
        (schedule_strip, (rounds, said(language, msg("azul-queens-garden-tag-now")))),
        (
            locations_strip,
            (tuple(locations), said(language, msg("azul-queens-garden-picture-display-empty"))),
        ),
        (lines_strip, (counts, 8)),
        (scores_strip, (scores,)),
        (key_strip, (said(language, msg("azul-queens-garden-key-title")), key_entries(language))),
    ]


def display_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The display as one palette picture."""
    return stacked([draw(*shown) for draw, shown in display_strips(view, names, language)])


def garden_picture(
    seat: dict[str, Any], head: str, tags: tuple[str, ...], language: str = "en"
) -> Image.Image:
    """One player's garden as one palette picture."""
    return stacked([draw(*shown) for draw, shown in garden_strips(seat, head, tags, language)])


def png_of_strips(
    strips: Sequence[tuple[Callable[..., Image.Image], tuple[Hashable, ...]]],
) -> bytes:
    return png_of([band(draw, *shown) for draw, shown in strips])


# --- alt text ---------------------------------------------------------------------------


def _name(names: Sequence[str], index: int, language: str = "en") -> str:
    return said(language, msg("azul-queens-garden-picture-score-name", who=seat_arg(index)), names)


def display_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    """The display in words (never an id): round and who acts, the goals, the stack's top
    and every laid-out expansion, the counts and the scores."""
    parts: list[Message] = []
    if view["phase"] == "over":
        parts.append(msg("azul-queens-garden-alt-over"))
    else:
        parts.append(
            msg(
                "azul-queens-garden-alt-round",
                round=view["round"],
                rounds=view["rounds"],
                who=seat_arg(view["active"]),
            )
        )
        parts.append(msg("azul-queens-garden-alt-started", who=seat_arg(view["start_player"])))
        goals = view["schedule"][view["round"] - 1]
        parts.append(msg("azul-queens-garden-alt-goals", goals=W.criteria_list(T, goals)))
    if view["top"] is not None:
        if view["top"]:
            parts.append(
                msg(
                    "azul-queens-garden-alt-top",
                    tiles=W.kinds_list(T, view["top"]),
                    left=view["stack_count"],
                )
            )
        else:
            parts.append(msg("azul-queens-garden-alt-top-empty", left=view["stack_count"]))
    for laid in view["laid"]:
        if laid["up"]:
            parts.append(
                msg(
                    "azul-queens-garden-alt-laid-up",
                    label=laid["label"],
                    expansion=W.expansion_name(T, laid["exp"]),
                )
            )
        else:
            parts.append(
                msg(
                    "azul-queens-garden-alt-laid-down",
                    label=laid["label"],
                    tiles=W.kinds_list(T, laid["tiles"]),
                )
            )
    parts.append(
        msg(
            "azul-queens-garden-alt-counts",
            supply=view["supply_count"],
            bag=view["bag_count"],
            tower=view["tower_count"],
        )
    )
    parts.append(
        msg(
            "azul-queens-garden-alt-scores",
            scores=words(
                [
                    msg("azul-queens-garden-alt-score-passed", who=seat_arg(i), score=s["score"])
                    if s["passed"]
                    else msg("azul-queens-garden-alt-score", who=seat_arg(i), score=s["score"])
                    for i, s in enumerate(view["seats"])
                ],
                "unit",
            ),
        )
    )
    return c.whole_words(" ".join(said(language, part, names) for part in parts), 1000)


def garden_alt(view: View, index: int, names: Sequence[str], language: str = "en") -> str:
    """One garden in words: its hexagons around the fountain and area by area (with the
    cell ids the decision picture's badges use), then the storage."""
    seat = view["seats"][index]
    hexes = seat["hexagons"]

    def listed(cells: Sequence[str]) -> list[Message]:
        return [
            msg("azul-queens-garden-alt-cell", cell=cell, tile=W.kind_name(T, hexes[cell]))
            for cell in cells
            if cell in hexes
        ]

    parts = [
        msg("azul-queens-garden-alt-garden-passed", who=seat_arg(index), score=seat["score"])
        if seat["passed"]
        else msg("azul-queens-garden-alt-garden", who=seat_arg(index), score=seat["score"])
    ]
    fountain = listed(T.fountain_spaces)
    parts.append(
        msg("azul-queens-garden-alt-fountain", cells=words(fountain, "unit"))
        if fountain
        else msg("azul-queens-garden-alt-fountain-empty")
    )
    for k, area in seat["areas"].items():
        placed = listed(T.area_cells[int(k)])
        args: dict[str, Any] = {"area": W.area_words(T, int(k))}
        if area["up"]:
            args["expansion"] = W.expansion_name(T, area["exp"])
        cells = words(placed, "unit")
        if area["up"]:
            parts.append(
                msg("azul-queens-garden-alt-area-up-cells", **args, cells=cells)
                if placed
                else msg("azul-queens-garden-alt-area-up", **args)
            )
        else:
            parts.append(
                msg("azul-queens-garden-alt-area-down-cells", **args, cells=cells)
                if placed
                else msg("azul-queens-garden-alt-area-down", **args)
            )
    if seat["surrounded"]:
        surrounded = [
            W.element_words(T, e, T.fixed_elements[e][0])
            if e in T.fixed_elements
            else W.element_words(T, e, "pavilion")
            for e in seat["surrounded"]
        ]
        parts.append(msg("azul-queens-garden-alt-surrounded", elements=words(surrounded)))
    stored: list[Any] = [
        msg("azul-queens-garden-alt-tiles", tile=W.kind_name(T, k), count=n)
        if n > 1
        else W.kind_name(T, k)
        for k, n in seat["tiles"].items()
    ]
    stored += [W.expansion_name(T, e) for e in seat["expansions"]]
    if seat["jokers"]:
        stored.append(msg("azul-queens-garden-jokers", count=seat["jokers"]))
    parts.append(
        msg("azul-queens-garden-alt-storage", pieces=words(stored))
        if stored
        else msg("azul-queens-garden-alt-storage-empty")
    )
    return c.whole_words(" ".join(said(language, part, names) for part in parts), 1000)


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
    game = GAME

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        return RenderedImage(
            png_of_strips(display_strips(view, names, language)),
            display_alt(view, names, language),
            "board.png",
        )

    def seat_board(
        self, view: View, seat: int, names: list[str], *, language: str = "en"
    ) -> RenderedImage | None:
        """A player's garden (the display is the shared picture)."""
        strips = garden_strips(
            view["seats"][seat],
            _name(names, seat, language),
            seat_marks(view, seat, language),
            language,
        )
        return RenderedImage(
            png_of_strips(strips),
            garden_alt(view, seat, names, language),
            f"garden{seat + 1}.png",
        )

    def decision(
        self,
        view: View,
        seat: int,
        names: list[str],
        choices: list[DecisionChoice],
        *,
        language: str = "en",
    ) -> RenderedImage | None:
        badges: dict[str, str] = {}
        offered: list[str] = []
        for choice in choices:
            cells = {choice_cell(n) for n in choice.notations} - {None}
            if len(cells) == 1:
                badges[cells.pop()] = choice.marker
                offered.extend(choice.notations)
        if not badges:
            return None
        title, hints = decision_words(offered, seat)
        head = said(language, title, names)
        hint = " ".join(said(language, h, names) for h in hints)
        name, cells, storage = garden_strips(
            view["seats"][seat], head, seat_marks(view, seat, language), language
        )
        # the key under the garden: the player deciding where to place reads it here
        image = stacked(
            [
                name[0](*name[1]),
                cells[0](*cells[1]),
                hint_strip(hint),
                storage[0](*storage[1]),
                key_strip(
                    said(language, msg("azul-queens-garden-key-title")), key_entries(language)
                ),
            ]
        ).convert("RGB")
        draw_badges(image, GARDEN_TOP, badges)
        marked = [
            msg("azul-queens-garden-alt-choice", marker=m, cell=cell)
            if m != cell
            else msg("azul-queens-garden-code", code=cell)
            for cell, m in badges.items()
        ]
        alt = " ".join(
            [
                hint,
                said(
                    language,
                    msg(
                        "azul-queens-garden-alt-choices",
                        who=seat_arg(seat),
                        choices=words(marked, "unit"),
                    ),
                    names,
                ),
                garden_alt(view, seat, names, language),
            ]
        )
        return RenderedImage(c.encode_png(image), c.whole_words(alt, 1000), "choice.png")


def decision_words(notations: Sequence[str], seat: int) -> tuple[Message, list[Message]]:
    """A decision picture's title and the lines saying what its numbers are: the piece
    placed and how it is paid (every place of one panel level shares its payment), or
    the areas a purchase may fill."""
    moves = [parse(T, n) for n in notations]
    verbs = {m.verb for m in moves}
    who = seat_arg(seat)
    if verbs == {"buy"}:
        return (
            msg("azul-queens-garden-picture-choose-area", who=who),
            [msg("azul-queens-garden-picture-hint-buy", points=T.supply_points)],
        )
    pieces = {m.piece for m in moves}
    if len(verbs) != 1 or len(pieces) != 1 or verbs - {"place", "expand"}:
        return msg("azul-queens-garden-picture-choose", who=who), []
    piece = pieces.pop()
    tile = W.kind_name(T, T.exp_kind.get(piece, piece))
    if verbs == {"place"}:
        title = msg("azul-queens-garden-picture-choose-tile", who=who, tile=tile)
        hints = [msg("azul-queens-garden-picture-hint-tile", tile=tile)]
    else:
        title = msg("azul-queens-garden-picture-choose-expansion", who=who, tile=tile)
        hints = [msg("azul-queens-garden-picture-hint-expansion", tile=tile)]
    payments = {(m.pay, m.jokers) for m in moves}
    if len(payments) == 1:
        pay, jokers = payments.pop()
        if pay or jokers:
            hints.append(
                msg(
                    "azul-queens-garden-picture-hint-paying",
                    payment=W.payment_words(T, pay, jokers),
                )
            )
    return title, hints


def hint_strip(text: str) -> Image.Image:
    """What a decision picture's numbers are, in lines under the garden."""
    lines = c.wrap(text, WIDTH - 40, MIN_FONT) if text else []
    image = canvas((WIDTH, len(lines) * LINE_ROW + (12 if lines else 0)))
    for row, line in enumerate(lines):
        put_text(image, (20, row * LINE_ROW), line, fill=c.HIGHLIGHT)
    return image


RENDERER = AzulRenderer()
