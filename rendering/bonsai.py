"""Bonsai pictures: the public board (display, goals, players) plus one picture per tree,
the decision picture of a placement or a pruning (the seat's tree with numbered cells),
and the private pile.

Everything is drawn from a view (never the state), at 1000 px wide, with every glyph at
least 3 % of the width (30 px) so it reads on a phone where Discord shows ~400 px. Every
word, letter and alt text comes from the catalogue in the table's language
(``bonsai-picture-…``, ``bonsai-alt-…``, ``bonsai-letter-…``): tiles carry their letter as
well as their colour (English W wood, L leaf, Fl flower, Fr fruit, ✱ any), card types
theirs (T Tool, G Growth, M Master, H Helper, P Parchment). The tree follows
the spec's grid (§3.5): pointy-top hexes, y up, even rows half a hex to the right; the
pot's 14 cells are filled in the seat's pot colour with a gold zig-zag on the gold-crack
side, and dashed lines mark where protrusion begins.

How a turn stays cheap (see "pictures from cached parts" at the end): :func:`board_image`,
:func:`tree_picture`, :func:`decision_image` and :func:`hand_image` draw a whole picture in
RGB and are the reference; what is posted is composed on one fixed palette from
full-width strips, each drawn by the same functions, mapped onto the palette, compressed
once and cached by exactly what it shows (a slot of the display, a goal colour, a
player's row, a band of hex rows of a tree, a card of the pile). A turn draws and
compresses the few strips it changed; the composed picture is the whole drawing mapped
onto the palette, pixel for pixel. Alt texts keep their sentences under what they say.
Every cache is bounded (a render worker draws for every game it serves).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.bonsai.engine import ENGINE
from bot.games.bonsai.tables import RULES, TILE_TYPES, Cell, parse_key
from bot.games.message import Message, component, msg, words
from bot.games.message import seat as seat_arg
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View
from rendering.grids import HexGrid, marker_badge, min_font_size
from rendering.parts import kept

WIDTH = 1000
FONT = min_font_size(WIDTH)  # 30 px: the phone-readable minimum
BIG = FONT + 6
RULER = int(FONT * 2.4)  # a tree's row numbers on the left
ALT_LIMIT = 1024

OI = c.OKABE_ITO
TILE_FILL: dict[str, c.Color] = {
    # wood is the one colour outside Okabe–Ito: a dark brown, far in lightness from the
    # orange fruit; the letter tells them apart in any case
    "wood": (120, 82, 52),
    "leaf": OI["bluish_green"],
    "flower": OI["reddish_purple"],
    "fruit": OI["orange"],
}
CARD_FILL: dict[str, c.Color] = {
    "tool": OI["sky_blue"], "growth": OI["bluish_green"], "master": OI["orange"],
    "helper": OI["yellow"], "parchment": c.PAPER,
}
POT_FILL: list[c.Color] = [(128, 132, 140), (170, 90, 80), (70, 110, 160), (125, 95, 150)]
GOLD: c.Color = (236, 190, 40)
COLOUR_FILL: dict[str, c.Color] = {
    "brown": (120, 82, 52), "green": OI["bluish_green"], "orange": OI["orange"],
    "pink": OI["reddish_purple"], "blue": OI["blue"],
}


class _Words:
    """What a picture says, in one language: messages through the catalogue with the
    table's names, and the letters the pictures carry (tile types, card types)."""

    def __init__(self, language: str, names: Sequence[str]) -> None:
        self.language = language
        self.names = tuple(names)

    def __call__(self, message: Message | str) -> str:
        if isinstance(message, Message):
            return _said(message, self.language, self.names)
        return i18n.text(message, self.language, names=self.names, game="bonsai")

    def t(self, message_id: str, **args: object) -> str:
        return self(msg(message_id, **args))

    def name(self, seat: int) -> str:
        return self.t("bonsai-picture-name", who=seat_arg(seat))

    def letter(self, kind: str) -> str:
        """A tile type's letter (``any`` for the allowance's symbol)."""
        return _letters(self.language)[kind]

    def card_letter(self, card_type: str) -> str:
        return self.t("bonsai-card-letter", type=card_type)


# Fluent takes 50-100 µs a sentence, and a turn's pictures and alt texts say a hundred,
# most of them as the turn before: a sentence is kept under its message, its language and
# the names it may name.
@kept
def _said(message: Message, language: str, names: tuple[str, ...] = ()) -> str:
    return i18n.text(message, language, names=names, game="bonsai")


@kept
def _letters(language: str) -> dict[str, str]:
    return {kind: i18n.text(msg(f"bonsai-letter-{kind}"), language)
            for kind in (*TILE_TYPES, "any")}


def _seat_tiles(seat_view: dict) -> dict[Cell, str]:
    return {parse_key(k): v for k, v in seat_view["tree"].items()}


# --- the tree ---------------------------------------------------------------------------

def _cx(cell: Cell) -> float:
    return cell[0] + 0.5 if cell[1] % 2 == 0 else float(cell[0])


def tree_image(seat_view: dict, seat: int, title: str, badges: dict[Cell, str] | None = None,
               width: int = WIDTH, max_radius: int = 52, language: str = "en",
               fits: dict[Cell, list[str]] | None = None) -> Image.Image:
    """One tree cropped to its tiles, the pot and the offered cells, with one hex of
    margin; ``badges`` numbers cells for a decision (top row first, as the engine does)
    and ``fits`` colours each numbered cell with the tiles that fit there."""
    return tree_picture(seat_view, seat, title, badges, width, max_radius, language, fits)[0]


@dataclass(frozen=True)
class TreeLayout:
    """Where a tree picture puts everything: the hexes' size and origin, the picture's
    height, the title's room above, the rows it spans; the seat (its pot's colour), the
    pot's side and the language (the tiles' letters). Two pictures with one layout draw
    each hex row at the same place, so their unchanged rows are the same pixels."""

    width: int
    radius: float
    origin: tuple[float, float]
    height: int
    header: int
    y_min: int
    y_max: int
    seat: int
    mirrored: bool
    language: str

    @property
    def grid(self) -> HexGrid:
        return HexGrid(self.radius, coords="offset", shifted="even", y_up=True,
                       origin=self.origin)

    @property
    def reach(self) -> float:
        """How far above or below its row's centre a cell's drawing may go: its hex, its
        pot edges, the sprout, its letter, its ruler number and its badge (which is wider
        than a small hex)."""
        return max(self.radius + 4, 36.0)

    def row_y(self, y: int) -> float:
        return self.origin[1] - y * 1.5 * self.radius

    def bands(self) -> list[tuple[int, int]]:
        """The picture cut into bands of rows, top to bottom: the title, then one band per
        hex row (cut half-way along the hexes' slanted sides), to the foot."""
        cuts = [0, self.header]
        cuts += [round(self.row_y(y) + 0.75 * self.radius)
                 for y in range(self.y_max, self.y_min, -1)]
        cuts.append(self.height)
        return list(pairwise(cuts))

    def rows_in(self, window: tuple[int, int] | None) -> range:
        """The hex rows whose drawing may reach into the pixel rows ``window``
        (``[top, bottom)``; every row for ``None``)."""
        if window is None:
            return range(self.y_min, self.y_max + 1)
        top, bottom = window
        rows = [y for y in range(self.y_min, self.y_max + 1)
                if self.row_y(y) - self.reach < bottom and self.row_y(y) + self.reach > top]
        return range(rows[0], rows[-1] + 1) if rows else range(0)


def tree_layout(tiles: dict[Cell, str] | Sequence[Cell], seat: int, mirrored: bool,
                title_lines: int, badges: Sequence[Cell] = (), width: int = WIDTH,
                max_radius: int = 52, language: str = "en") -> TreeLayout:
    """The layout of a tree: cropped to its tiles, the pot and the offered cells, with
    one hex of margin, under ``title_lines`` lines of title."""
    pot = RULES.blocked(mirrored)
    cells = set(tiles) | set(pot) | set(badges)
    xs = [_cx(cell) for cell in cells]
    ys = [cell[1] for cell in cells]
    span_x = max(xs) - min(xs) + 1 + 2  # one hex of margin on each side
    span_y = (max(ys) - min(ys)) * 1.5 + 2 + 3  # in radii: rows, the hexes, the margin
    radius = min(max_radius, (width - RULER - 10) / (math.sqrt(3) * span_x))
    radius = max(radius, 18.0)
    header = title_lines * (BIG + 8) + 16
    height = int(header + span_y * radius)
    grid = HexGrid(radius, coords="offset", shifted="even", y_up=True)
    fitted, (w, h) = grid.fitted(cells, margin=grid.hex_width)
    offset_x = RULER + max(0, (width - RULER - w) / 2)
    origin = (fitted.origin[0] + offset_x, fitted.origin[1] + header)
    return TreeLayout(width, radius, origin, max(height, int(header + h)), header, min(ys),
                      max(ys), seat, mirrored, language)


def tree_picture(seat_view: dict, seat: int, title: str, badges: dict[Cell, str] | None = None,
                 width: int = WIDTH, max_radius: int = 52, language: str = "en",
                 fits: dict[Cell, list[str]] | None = None) -> tuple[Image.Image, HexGrid]:
    """:func:`tree_image` and the grid it was drawn on (tests find cells with it)."""
    tiles = _seat_tiles(seat_view)
    badges = badges or {}
    # a long name's title goes on to a second line rather than being cut
    title_lines = tuple(_wrap(title, width - 32, BIG))
    layout = tree_layout(tiles, seat, bool(seat_view["mirrored"]), len(title_lines),
                         tuple(badges), width, max_radius, language)
    image = Image.new("RGB", (width, layout.height), c.BACKGROUND)
    _draw_tree(image, layout, title_lines, tiles, badges, fits or {})
    return image, layout.grid


def _draw_tree(image: Image.Image, layout: TreeLayout, title_lines: Sequence[str],
               tiles: dict[Cell, str], badges: dict[Cell, str],
               fits: dict[Cell, list[str]], window: tuple[int, int] | None = None) -> None:
    """The tree on ``image``, every pixel where the whole picture has it. With
    ``window`` (pixel rows ``[top, bottom)``), only what reaches into those rows is drawn
    (the rest cannot change them): a band of the picture drawn alone."""
    top, bottom = window or (0, layout.height)
    rows = layout.rows_in(window)
    grid = layout.grid
    radius = layout.radius
    draw = _TreeDraw(image)
    paint = _Paint(image)
    ink = paint.ink
    if top < layout.header:
        for number, line in enumerate(title_lines):
            paint.text((16, 10 + number * (BIG + 8)), line, BIG)
    _draw_guides(draw, grid, layout.y_min, layout.y_max, layout.header, layout.height,
                 (top, bottom), ink)
    # rows: a ruler of y values so "Row +3" on a button is found at a glance
    for y in rows:
        _, py = grid.center((0, y))
        paint.text((RULER - 12, py), f"{y:+d}", FONT, c.TEXT_DIM, anchor="rm")
    mirrored = layout.mirrored
    blocked = RULES.blocked(mirrored)
    pot = [cell for cell in sorted(blocked) if cell[1] in rows]
    colour = POT_FILL[layout.seat % len(POT_FILL)]
    for cell in pot:
        grid.draw(draw, cell, fill=ink(colour), inset=-1)
    for cell in pot:
        for n, other in zip(range(6), RULES.neighbours(cell), strict=True):
            if other not in blocked:
                _edge(draw, grid, cell, n, ink(c.outline_for(colour)), 3)
    crack = (-1, -1) if mirrored else (3, -1)
    if crack[1] in rows:
        _gold_crack(draw, grid, crack, radius, ink(GOLD))
    letter_size = max(FONT, int(radius * 0.62))
    bud = RULES.bud(mirrored)
    letters = _letters(layout.language)
    for cell, kind in sorted(tiles.items(), key=lambda item: (-item[0][1], item[0][0])):
        if cell[1] not in rows:
            continue
        fill = TILE_FILL[kind]
        grid.draw(draw, cell, fill=ink(fill), outline=ink(c.outline_for(fill)), width=2,
                  inset=1.5)
        px, py = grid.center(cell)
        paint.text((px, py), letters[kind], letter_size, c.ink_on(fill), fill, "mm")
        if cell == bud:  # the sprout: the bud is the tree's first wood
            draw.ellipse((px + radius * 0.25, py - radius * 0.8, px + radius * 0.6,
                          py - radius * 0.45), fill=ink(TILE_FILL["leaf"]), outline=ink(c.INK))
    for cell, text in badges.items():
        if cell[1] not in rows:
            continue
        kinds = fits.get(cell)
        if kinds:
            _stripes(image, grid, cell, kinds)
        grid.draw(draw, cell, outline=c.HIGHLIGHT, width=3, inset=3)
        marker_badge(image, grid.center(cell), text, final_width=layout.width)


class _Paint:
    """Words and colours on an RGB canvas, or on a palette canvas (a band of a tree drawn
    alone, see "pictures from cached parts"): there each word is a palette part drawn
    on the flat ground it lies on (:func:`_text_part`), and each colour its palette
    entry, so the band is the drawing mapped onto the palette without mapping it."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self.indexed = image.mode == "P"

    def ink(self, colour: c.Color) -> c.Color | int:
        """What to fill or outline with: the colour, or on a palette canvas its entry."""
        return c.palette_index(PALETTE, colour) if self.indexed else colour

    def text(self, xy: tuple[float, float], text: str, size: int, ink: c.Color = c.TEXT,
             ground: c.Color = c.BACKGROUND, anchor: str = "la") -> None:
        """``c.put_text`` (bold) where it lies on the flat ``ground``, clear of all else."""
        if not self.indexed:
            c.put_text(self.image, xy, text, size, ink, anchor=anchor)
        elif len(text) > c._CACHED_TEXT_LEN and anchor == "la" and ground == c.BACKGROUND:
            x, y = math.floor(xy[0]), math.floor(xy[1])
            part, (dx, dy) = _line_part(text, size, ink, (xy[0] - x, xy[1] - y))
            self.image.paste(part, (x + dx, y + dy))
        elif len(text) > c._CACHED_TEXT_LEN:
            raise ValueError("a long line on a palette canvas lies on the table, at its left")
        elif text:
            part, (dx, dy) = _text_part(text, size, ink, ground, anchor)
            self.image.paste(part, (round(xy[0]) + dx, round(xy[1]) + dy))


class _TreeDraw(ImageDraw.ImageDraw):
    """``ImageDraw`` whose wide polygon outlines (a tile's, a numbered cell's) are clipped
    to the polygon by a kept mask: Pillow makes a mask of the whole canvas for each one,
    and a band of a tree is drawn on a canvas as tall as the picture down to it (a fresh
    megabyte filled per tile: a quarter of a band's drawing). The mask is cleared around
    the polygon only, and only there does the outline look at it, so the pixels are
    Pillow's own (Pillow 13's ``ImageDraw.polygon``, done the same way; a test holds
    them equal)."""

    def polygon(self, xy: Sequence[tuple[float, float]], fill: c.Color | None = None,
                outline: c.Color | None = None, width: int = 1) -> None:  # type: ignore[override]
        if width <= 1 or outline is None or self.im is None:
            super().polygon(xy, fill, outline, width)
            return
        ink, fill_ink = self._getink(outline, fill)
        if fill_ink is not None:
            self.draw.draw_polygon(xy, fill_ink, 1)
        if ink is None or ink == fill_ink:
            return
        mask = _outline_mask(self.im.size)
        reach = width + 2  # the outline's half-width and Pillow's rounding, and more
        xs, ys = [x for x, _ in xy], [y for _, y in xy]
        mask.paste(0, (max(0, math.floor(min(xs)) - reach), max(0, math.floor(min(ys)) - reach),
                       min(mask.width, math.ceil(max(xs)) + reach + 1),
                       min(mask.height, math.ceil(max(ys)) + reach + 1)))
        paint = ImageDraw.Draw(mask)
        paint.draw.draw_polygon(xy, paint._getink(1)[0], 1)
        self.draw.draw_polygon(xy, ink, 0, width * 2 - 1, mask.im)


class _OutlineMasks(threading.local):
    """Each thread's kept masks for :class:`_TreeDraw` (threads may draw at once)."""

    def __init__(self) -> None:
        self.masks: dict[tuple[int, int], Image.Image] = {}


_masks = _OutlineMasks()


def _outline_mask(size: tuple[int, int]) -> Image.Image:
    """A mode ``1`` canvas of ``size`` kept for :class:`_TreeDraw`'s outlines (its pixels
    are stale but where an outline is being drawn): two sizes, a band's kept canvas and
    a whole picture's."""
    mask = _masks.masks.get(size)
    if mask is None:
        if len(_masks.masks) >= 2:
            _masks.masks.clear()
        mask = _masks.masks[size] = Image.new("1", size)
    return mask


# clear_caches and the worker's memory ceiling empty whatever has cache_clear
_outline_mask.cache_clear = lambda: _masks.masks.clear()  # type: ignore[attr-defined]


def _stripes(image: Image.Image, grid: HexGrid, cell: Cell, kinds: list[str]) -> None:
    """A numbered cell shaded with the colours of the tiles that fit there, side by side
    (lighter than a placed tile, which is solid and lettered)."""
    corners = grid.corners(cell, inset=4)
    xs = [x for x, _ in corners]
    ys = [y for _, y in corners]
    box = (int(min(xs)), int(min(ys)), int(max(xs)) + 1, int(max(ys)) + 1)
    mask = Image.new("L", (box[2] - box[0], box[3] - box[1]), 0)
    ImageDraw.Draw(mask).polygon([(x - box[0], y - box[1]) for x, y in corners], fill=255)
    shade = Image.new("RGB", mask.size, c.BACKGROUND)
    paint = ImageDraw.Draw(shade)
    step = mask.width / len(kinds)
    for index, kind in enumerate(kinds):
        paint.rectangle((round(index * step), 0, round((index + 1) * step), mask.height),
                        fill=c.blend(TILE_FILL[kind], c.BACKGROUND, 0.7))
    image.paste(shade, box[:2], mask)


def _edge(draw: ImageDraw.ImageDraw, grid: HexGrid, cell: Cell, direction: int,
          colour: c.Color, width: int) -> None:
    """The side of ``cell`` facing ``direction`` (0 TR … 5 TL, spec order)."""
    corners = grid.corners(cell)  # top, top-right, bottom-right, bottom, bottom-left, top-left
    a, b = corners[direction], corners[(direction + 1) % 6]
    draw.line([a, b], fill=colour, width=width)


def _gold_crack(draw: ImageDraw.ImageDraw, grid: HexGrid, cell: Cell, radius: float,
                gold: c.Color | int = GOLD) -> None:
    px, py = grid.center(cell)
    step = radius * 0.28
    points = [(px - 2 * step, py - step), (px - step, py + step), (px, py - step),
              (px + step, py + step), (px + 2 * step, py - step)]
    draw.line(points, fill=gold, width=max(4, int(radius / 8)), joint="curve")


def _draw_guides(draw: ImageDraw.ImageDraw, grid: HexGrid, y_min: int, y_max: int,
                 top: int, bottom: int, window: tuple[int, int],
                 ink: Callable[[c.Color], c.Color | int] = lambda colour: colour) -> None:
    """Dashed lines where protrusion starts (cx = -1 and cx = 3) and a faint line between
    the high and low rows: the pink and blue goals at a glance. Only what reaches into
    the pixel rows ``window`` is drawn."""
    x0 = grid.center((0, 0))[0] - 0.5 * grid.hex_width  # cx = 0 (row 0 has cx = x + 0.5)
    shown_top, shown_bottom = window[0] - 4, window[1] + 4
    for cx in (-1, 3):
        x = x0 + cx * grid.hex_width
        y = top
        while y < bottom:
            if y + 14 >= shown_top and y < shown_bottom:
                draw.line([(x, y), (x, min(bottom, y + 14))], fill=ink(c.TEXT_DIM), width=2)
            y += 26
    low = RULES.low_max_y
    if y_min <= low < y_max:
        y_line = (grid.center((0, low))[1] + grid.center((0, low + 1))[1]) / 2
        if shown_top <= y_line < shown_bottom:
            draw.line([(0, y_line), (draw.im.size[0], y_line)], fill=ink(c.PANEL_LIGHT),
                      width=2)


# --- the public board -----------------------------------------------------------------

LINE = FONT + 14  # one line of text on the board
MARGIN = 20
CHIP_H = FONT + 8  # a tile's chip: its letter on its colour, as tall as a line of text

#: a piece of a flowing line: words (with their ink), or a tile's chip (with a count)
Piece = tuple[str, str, c.Color]


def text_piece(text: str, ink: c.Color = c.TEXT) -> Piece:
    return ("text", text, ink)


def chip_piece(kind: str, after: str | int | None = None) -> Piece:
    """A tile's chip, with a count (or other short text) after its letter."""
    return ("chip", kind if after is None else f"{kind}:{after}", c.TEXT)


def _wrap(text: str, max_width: int, size: int) -> list[str]:
    """``text`` broken at plain spaces only: a no-break space ("7 pts", French "Maître :")
    holds its words together."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and c.text_width(candidate, size) > max_width:
            lines.append(current)
            current = word
        else:
            current = candidate
    return [*lines, current] if current else lines


class _Cursor:
    """Lays out the board top to bottom on a tall canvas (cropped at the end): each
    section moves ``y`` down, and no text is ever cut short: what does not fit a line
    goes on to the next.

    On an RGB canvas it draws; on a palette canvas (a strip drawn alone, see "pictures
    from cached parts") it lays each word and chip as a palette part, drawn on the
    table's ground once and mapped onto the palette (:func:`_text_part`,
    :func:`_tag_part`), and fills and outlines with the palette's own entries, so the
    strip is the drawing mapped onto the palette without mapping it: every word and chip
    of a section lies on the table's ground, clear of the others."""

    def __init__(self, image: Image.Image, say: _Words) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.say = say
        self.y = 14
        self.paint = _Paint(image)
        self.indexed = self.paint.indexed

    def ink(self, colour: c.Color) -> c.Color | int:
        """What to fill or outline with: the colour, or on a palette canvas its entry."""
        return c.palette_index(PALETTE, colour) if self.indexed else colour

    def text(self, xy: tuple[float, float], text: str, size: int = FONT,
             ink: c.Color = c.TEXT) -> None:
        """``c.put_text`` (bold, anchored at its top left) on the table's ground."""
        self.paint.text(xy, text, size, ink)

    def made(self, xy: tuple[int, int], make: Callable[..., Image.Image],
             *args: Hashable) -> None:
        """The RGBA sprite ``make(*args)`` with its top left at ``xy``, on the table."""
        if self.indexed:
            self.image.paste(_made_part(make, args), xy)
        else:
            sprite = make(*args)
            self.image.paste(sprite, xy, sprite)

    def tag(self, xy: tuple[int, int], text: str, size: int, fill: c.Color,
            padding: int = 6) -> c.Box:
        """``c.tag`` (anchored at its top left) on the table's ground; its box."""
        if not self.indexed:
            return c.tag(self.image, xy, text, size, fill, padding=padding)
        part = _tag_part(text, size, fill, padding)
        self.image.paste(part, xy)
        return (xy[0], xy[1], xy[0] + part.width, xy[1] + part.height)

    def lines(self, text: str, size: int = FONT, ink: c.Color = c.TEXT, x: int = MARGIN,
              right: int = WIDTH - MARGIN, gap: int = 8) -> None:
        for line in _wrap(text, right - x, size) or [""]:
            self.text((x, self.y), line, size, ink)
            self.y += size + gap

    def _chip(self, kind: str) -> Image.Image:
        return c.tag_sprite(*self._chip_tag(kind), 6)

    def _chip_tag(self, kind: str) -> tuple[str, int, c.Color]:
        """A tile's chip as a tag: its words, size and fill."""
        name, _, count = kind.partition(":")
        text = self.say.letter(name) + (f" {count}" if count else "")
        return text, FONT, TILE_FILL.get(name, c.PANEL_LIGHT)

    def flow(self, pieces: Sequence[Piece], x: int = MARGIN, right: int = WIDTH - MARGIN,
             height: int = CHIP_H + 6) -> None:
        """Words and chips left to right, a new line where one would overflow (words
        break between words; a chip never breaks)."""
        left = x
        cx = float(x)
        for kind, value, ink in pieces:
            if kind == "chip":
                sprite = self._chip(value)
                if cx + sprite.width > right and cx > left:
                    cx, self.y = left, self.y + height
                self.tag((round(cx), self.y), *self._chip_tag(value))
                cx += sprite.width + 8
                continue
            for word in value.split(" "):
                width = c.text_width(word, FONT)
                if cx + width > right and cx > left:
                    cx, self.y = left, self.y + height
                self.text((cx, self.y + (CHIP_H - FONT) / 2 - 2), word, FONT, ink)
                cx += width + c.text_width(" ", FONT)
        self.y += height


def _slot_row(cursor: _Cursor, slot: int, card: str | None) -> None:
    """One display slot: "Slot 1 (T) Tool: its effect in words" and, at the right, the
    tiles the slot gives (chips drawn from the data)."""
    say = cursor.say
    top = cursor.y
    bonus = RULES.slot_bonus[slot - 1]
    tail: list[Piece] = []
    if bonus["kind"] == "none":
        tail = [text_piece(say.t("bonsai-picture-bonus-none"), c.TEXT_DIM)]
    elif bonus["kind"] == "choose_one":
        tail = [text_piece("+", c.TEXT_DIM), chip_piece(bonus["options"][0])]
        for other in bonus["options"][1:]:
            tail += [text_piece(say.t("bonsai-picture-or"), c.TEXT_DIM), chip_piece(other)]
    else:
        tail = [text_piece("+", c.TEXT_DIM), *(chip_piece(t) for t in bonus["tiles"])]
    # the slot's tiles at the right of the first line
    width = sum(cursor._chip(v).width + 8 if k == "chip" else
                c.text_width(v, FONT) + c.text_width(" ", FONT) for k, v, _ in tail)
    cursor.y = top + 10
    bx = WIDTH - MARGIN - 12 - width
    saved = cursor.y
    cursor.flow(tail, x=round(bx), right=WIDTH - MARGIN)
    cursor.y = saved
    pieces = [text_piece(say.t("bonsai-picture-slot", slot=slot), c.TEXT_DIM)]
    if card is None:
        pieces.append(text_piece(say.t("bonsai-picture-empty"), c.TEXT_DIM))
    else:
        kind = RULES.kind_of(card)
        pieces += [("card", kind.type, c.TEXT),
                   text_piece(say.t("bonsai-picture-card-type", type=kind.type)),
                   text_piece(say(_card_effect(card)), c.HIGHLIGHT)]
    left, first_right, right = MARGIN + 14, round(bx) - 16, WIDTH - MARGIN - 14
    if card is None or _flow_width(cursor, pieces) <= first_right - left:
        _flow_card(cursor, pieces, left, first_right, right)
    else:
        # an effect too long for the first line starts under it, whole: wrapped around
        # the slot's tiles it read "at the end, 2 · no tiles · points per Growth card"
        _flow_card(cursor, pieces[:-1], left, first_right, right)
        _flow_card(cursor, pieces[-1:], left, right, right)
    bottom = cursor.y + 4
    c.rounded_box(cursor.draw, (MARGIN, top, WIDTH - MARGIN, bottom), 12,
                  outline=cursor.ink(c.PANEL_LIGHT), width=2)
    cursor.y = bottom + 8


def _flow_width(cursor: _Cursor, pieces: list[Piece]) -> int:
    """How wide ``pieces`` are on one line, as :func:`_flow_card` lays them."""
    space = c.text_width(" ", FONT)
    width = 0
    for kind, value, _ink in pieces:
        if kind == "card":
            chip = c.tag_sprite(cursor.say.card_letter(value), FONT, CARD_FILL[value], 6)
            width += chip.width + 10
        else:
            width += sum(c.text_width(word, FONT) + space for word in value.split(" "))
    return width - space


def _flow_card(cursor: _Cursor, pieces: list[Piece], x: int, first_right: int,
               right: int) -> None:
    """:meth:`_Cursor.flow` with a card-type chip, and a first line that stops short of
    the slot's tiles."""
    say = cursor.say
    cx = float(x)
    limit = first_right
    for kind, value, ink in pieces:
        if kind == "card":
            box = cursor.tag((round(cx), cursor.y), say.card_letter(value), FONT,
                             CARD_FILL[value], 6)
            cx += box[2] - box[0] + 10
            continue
        for word in value.split(" "):
            width = c.text_width(word, FONT)
            if cx + width > limit and cx > x:
                cx, cursor.y, limit = x, cursor.y + CHIP_H + 6, right
            cursor.text((cx, cursor.y + (CHIP_H - FONT) / 2 - 2), word, FONT, ink)
            cx += width + c.text_width(" ", FONT)
    cursor.y += CHIP_H + 6


def _card_effect(card: str) -> Message:
    """What a display card does, in words, every number from the data."""
    kind = RULES.kind_of(card)
    if kind.type == "tool":
        return msg("bonsai-picture-effect-tool", capacity=kind.capacity_bonus)
    if kind.type == "growth":
        return msg("bonsai-picture-effect-growth", tile=kind.allowance[0])
    if kind.type == "master":
        named = [msg("bonsai-picture-any-tile") if t == "any" else component(t)
                 for t in kind.gain]
        return msg("bonsai-picture-effect-master", tiles=words(named))
    if kind.type == "helper":
        shown = [t for t, _ in kind.place_allowance if t != "any"]
        return msg("bonsai-picture-effect-helper", tile=component(shown[0]))
    return msg("bonsai-picture-effect-parchment", points=kind.points_each, counts=kind.counts)


#: a goal as the board shows it: its id, who claimed it and who renounced it
GoalShown = tuple[str, int | None, tuple[int, ...]]


def _goals_legend(cursor: _Cursor) -> None:
    cursor.y += 4
    cursor.lines(cursor.say.t("bonsai-picture-goals-legend"), FONT, c.TEXT_DIM)


def _goal_colour(cursor: _Cursor, colour: str, goals: Sequence[GoalShown]) -> None:
    """A goal colour: its tag and what it measures, then its tiles side by side, each
    with what it needs, its points and who claimed (✓) or renounced (✗) it, by name."""
    say = cursor.say
    metric = RULES.goals[goals[0][0]].metric
    box = cursor.tag((MARGIN, cursor.y), say.t("bonsai-picture-colour", colour=colour),
                     FONT, COLOUR_FILL[colour], padding=5)
    cursor.y += 2
    cursor.lines(say.t("bonsai-picture-goal-measure", metric=metric), FONT, c.TEXT_DIM,
                 x=box[2] + 14)
    cursor.y = max(cursor.y, box[3] + 8)
    column = (WIDTH - 2 * MARGIN - 20) // len(goals)
    top = cursor.y
    bottom = top
    for index, (goal_id, claimed_by, renounced_by) in enumerate(goals):
        info = RULES.goals[goal_id]
        x = MARGIN + 20 + index * column
        cursor.y = top
        cursor.lines(say.t("bonsai-picture-goal-need", metric=info.metric,
                           threshold=info.threshold, points=info.points),
                     FONT, x=x, right=x + column - 16, gap=4)
        status, ink = _goal_status(claimed_by, renounced_by, say)
        cursor.lines(status, FONT, ink, x=x, right=x + column - 16, gap=4)
        bottom = max(bottom, cursor.y)
    cursor.y = bottom + 10


def _goals_shown(view: View) -> list[tuple[str, tuple[GoalShown, ...]]]:
    """Each goal colour in play (data order) and its goals as the board shows them."""
    shown = [(g["id"], g["claimed_by"], tuple(g["renounced_by"])) for g in view["goals"]]
    return [(colour, tuple(g for g in shown if RULES.goals[g[0]].colour == colour))
            for colour in RULES.colours
            if any(RULES.goals[g[0]].colour == colour for g in shown)]


def _goal_status(claimed_by: int | None, renounced_by: Sequence[int],
                 say: _Words) -> tuple[str, c.Color]:
    if claimed_by is not None:
        return say.t("bonsai-picture-goal-claimed", who=seat_arg(claimed_by)), c.HIGHLIGHT
    if renounced_by:
        return (say.t("bonsai-picture-goal-renounced",
                      who=words([seat_arg(s) for s in renounced_by])), c.TEXT_DIM)
    return say.t("bonsai-picture-goal-open"), c.TEXT_DIM


def _key(cursor: _Cursor, kinds: Sequence[str], sides: bool = False) -> None:
    """The letters' meaning: each tile's chip with its name (and the ✱ of "any"), and
    what the dashed lines on the trees are. A chip and its name stay on one line."""
    say = cursor.say
    x = MARGIN
    for kind in kinds:
        chip = cursor._chip(kind)
        name = say.t("bonsai-picture-key-tile", tile=kind)
        width = chip.width + 6 + c.text_width(name, FONT)
        if x + width > WIDTH - MARGIN and x > MARGIN:
            x, cursor.y = MARGIN, cursor.y + CHIP_H + 6
        cursor.tag((x, cursor.y), *cursor._chip_tag(kind))
        cursor.text((x + chip.width + 6, cursor.y + (CHIP_H - FONT) / 2 - 2), name, FONT,
                    c.TEXT_DIM)
        x += width + 24
    cursor.y += CHIP_H + 6
    if sides:
        cursor.lines(say.t("bonsai-picture-key-sides"), FONT, c.TEXT_DIM)


def board_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The display, the goals and every player's holdings (trees are separate images),
    every number with its meaning in words or drawn from the data, a key for the
    letters; at the end the winner and why the game ended. Drawn whole, section under
    section: the reference of what :func:`board_strips` composes from cached parts."""
    image = Image.new("RGB", (WIDTH, 3000), c.BACKGROUND)
    cursor = _Cursor(image, _Words(language, names))
    for section, shown in _board_sections(view, names, language):
        section(cursor, *shown)
    return image.crop((0, 0, WIDTH, cursor.y))


#: a part of a picture drawn by a cursor: the function that draws it (from the cursor's
#: place down, moving it to where the next part begins) and exactly what it shows
Section = tuple[Callable[..., None], tuple[Hashable, ...]]


def _board_sections(view: View, names: Sequence[str], language: str) -> list[Section]:
    """The board's parts top to bottom, each with what it shows."""
    say = _Words(language, names)
    over = view["phase"] == "over"
    head = tuple(say(line) for line in _headline(view))
    status = " · ".join(say(part) for part in _status(view))
    # the head in three strips: the headline changes every turn, the deck's line most
    # turns, the display's title never (drawn alone, it is compressed once)
    sections: list[Section] = [(_head, (head, over)), (_status_line, (status,)),
                               (_display_title, ())]
    sections += [(_slot_row, (index + 1, card)) for index, card in enumerate(view["display"])]
    goals = _goals_shown(view)
    if goals:
        sections.append((_goals_legend, ()))
        sections += [(_goal_colour, shown) for shown in goals]
    winners = tuple(view.get("winners") or [])
    for seat, seat_view in enumerate(view["seats"]):
        active = seat in winners if over else seat in view["to_move"]
        sections.append((_player_row, (
            seat, active, over, seat_view["score"], seat_view["pile_count"],
            tuple(seat_view["supply"][kind] for kind in TILE_TYPES), seat_view["capacity"],
            tuple(seat_view["allowance"][kind] for kind in (*TILE_TYPES, "any")))))
    sections.append((_board_key, ()))
    return sections


def _head(cursor: _Cursor, head: Sequence[str], over: bool) -> None:
    """Whose turn (at the end, who won)."""
    cursor.y = 14
    for line in head:
        cursor.lines(line, BIG, c.HIGHLIGHT if over else c.TEXT)


def _status_line(cursor: _Cursor, status: str) -> None:
    """The deck and the countdown (at the end, why the game ended)."""
    cursor.lines(status, FONT, c.TEXT_DIM)


def _display_title(cursor: _Cursor) -> None:
    cursor.y += 6
    cursor.lines(cursor.say.t("bonsai-picture-display"), FONT, c.TEXT_DIM)


def _board_key(cursor: _Cursor) -> None:
    _key(cursor, (*TILE_TYPES, "any"), sides=True)
    cursor.y += 6


def _player_row(cursor: _Cursor, seat: int, active: bool, over: bool, score: int,
                pile: int, supply: Sequence[int], capacity: int,
                allowance: Sequence[int]) -> None:
    """A player: name, points and face-down cards; their supply (each tile's chip and
    count, in data order) and how many they may keep; what a Cultivate lets them place
    (``allowance``: each tile type's, then any tile's)."""
    say = cursor.say
    top = cursor.y
    x0, x1 = MARGIN, WIDTH - MARGIN
    inner = x0 + 34
    cursor.y = top + 10
    marker = ("★ " if over else "▶ ") if active else ""
    stats = say.t("bonsai-picture-player-stats", score=score, pile=pile)
    cursor.flow([text_piece(marker + say.name(seat)), text_piece("· " + stats, c.TEXT_DIM)],
                x=inner, right=x1 - 14, height=FONT + 10)
    pieces = [chip_piece(kind, count) for kind, count in zip(TILE_TYPES, supply, strict=True)]
    pieces.append(text_piece(say.t("bonsai-picture-held", held=sum(supply),
                                   capacity=capacity), c.TEXT_DIM))
    pieces.append(text_piece("· " + say.t("bonsai-picture-places"), c.TEXT_DIM))
    pieces += [chip_piece(kind, say.t("bonsai-picture-times", count=count)
                          if count > 1 else None)
               for kind, count in zip((*TILE_TYPES, "any"), allowance, strict=True) if count]
    cursor.flow(pieces, x=inner, right=x1 - 14)
    cursor.y += 4
    colour = POT_FILL[seat % len(POT_FILL)]
    cursor.draw.rectangle((x0 + 10, top + 12, x0 + 22, cursor.y - 12), fill=cursor.ink(colour))
    cursor.draw.rounded_rectangle((x0, top, x1, cursor.y), 12,
                                  outline=cursor.ink(c.HIGHLIGHT if active else c.PANEL_LIGHT),
                                  width=4 if active else 2)
    cursor.y += 10


def _headline(view: View) -> list[Message]:
    """The picture's first line: whose turn; at the end, who won (or the solo result)."""
    if view["phase"] != "over":
        return [msg("bonsai-picture-turn", turn=view["turn"] + 1, who=seat_arg(view["active"]))]
    seats = view["seats"]
    if view["players"] == 1:
        level = RULES.levels[view["solo_level"]]
        if view.get("winners"):
            return [msg("bonsai-picture-solo-won", who=seat_arg(0), level=component(level["id"]))]
        return [msg("bonsai-picture-solo-lost", who=seat_arg(0), level=component(level["id"]))]
    winner = (view.get("winners") or [0])[0]
    score = seats[winner]["score"]
    tied = [i for i, s in enumerate(seats) if s["score"] == score]
    if len(tied) > 1:
        return [msg("bonsai-picture-winner-tie", who=seat_arg(winner), score=score,
                    tied=words([seat_arg(i) for i in tied]))]
    return [msg("bonsai-picture-winner", who=seat_arg(winner), score=score)]


def _status(view: View) -> list[Message]:
    """The line under the headline, in parts: the deck, the end's countdown, the solo
    level (the picture joins them with " · "); at the end, why the game ended."""
    if view["phase"] == "over":
        if view["players"] == 1:
            level = RULES.levels[view["solo_level"]]
            seat = view["seats"][0]
            return [msg("bonsai-picture-ended-solo", claimed=len(seat["claimed"]),
                        need=RULES.solo_goals_needed, score=seat["score"],
                        needed=level["min_points"], turns=view["turn"])]
        return [msg("bonsai-picture-ended", turns=view["turn"])]
    parts: list[Message] = [msg("bonsai-picture-deck-count", count=view["deck_count"])]
    if view["final_turns_left"] is not None:
        parts.append(msg("bonsai-picture-final-turns", count=view["final_turns_left"]))
    elif view["end_triggered"]:
        parts.append(msg("bonsai-picture-last-card-out"))
    if view["players"] == 1:
        level = RULES.levels[view["solo_level"]]
        parts.append(msg("bonsai-picture-solo", level=component(level["id"]),
                         points=level["min_points"], goals=RULES.solo_goals_needed,
                         discards=len(view["discards"])))
    return parts


# --- alt text ----------------------------------------------------------------------------
#
# A turn's alt texts say what the turn before said, but for a few parts: each part is kept
# under what it says (a slot's card, a goal's claim, a seat's holdings, a tree's tiles).

def _fit(parts: list[str]) -> str:
    text = ""
    for part in parts:
        if len(text) + len(part) + 1 > ALT_LIMIT:
            room = ALT_LIMIT - len(text) - 2
            if room > 20:
                text += " " + part[:room].rstrip() + "…"
            break
        text = f"{text} {part}" if text else part
    return text[:ALT_LIMIT]


def _card_words(card: str | None) -> Message:
    return msg("bonsai-picture-empty-slot") if card is None else msg(
        "bonsai-picture-card", card=ENGINE.card_name(card))


def _sentence(message: Message, language: str, names: tuple[str, ...]) -> str:
    return _said(msg("bonsai-alt-sentence", text=message), language, names)


@kept
def _display_alt(display: tuple[str | None, ...], language: str) -> str:
    # each slot's words kept apart: a card taken shifts the others, which keep their words
    slots = [_slot_alt(index + 1, card, language) for index, card in enumerate(display)]
    return _said(msg("bonsai-alt-display", slots=words(slots, "unit")), language)


@kept
def _slot_alt(slot: int, card: str | None, language: str) -> str:
    """A display slot in words (joined into the display's sentence as its message
    would be: a nested message is said first, then joined)."""
    bonus = ENGINE.bonus_words(slot)
    return _said(msg("bonsai-alt-slot-bonus", slot=slot, card=_card_words(card), bonus=bonus)
                 if bonus else msg("bonsai-alt-slot", slot=slot, card=_card_words(card)),
                 language)


@kept
def _goal_alt(goal: GoalShown, language: str, names: tuple[str, ...]) -> str:
    goal_id, claimed_by, renounced_by = goal
    info = RULES.goals[goal_id]
    name = ENGINE.goal_name(goal_id)
    if claimed_by is not None:
        said = msg("bonsai-alt-goal-claimed", goal=name, threshold=info.threshold,
                   who=seat_arg(claimed_by))
    elif renounced_by:
        said = msg("bonsai-alt-goal-renounced", goal=name, threshold=info.threshold,
                   who=words([seat_arg(s) for s in renounced_by]))
    else:
        said = msg("bonsai-alt-goal-open", goal=name, threshold=info.threshold)
    return _said(said, language, names)


@kept
def _seat_alt(seat: int, score: int, supply: tuple[int, ...], capacity: int, pile: int,
              language: str, names: tuple[str, ...]) -> str:
    counts = words([msg("bonsai-tile-count", tile=t, count=n)
                    for t, n in zip(TILE_TYPES, supply, strict=True)], "unit")
    return _said(msg("bonsai-alt-seat", who=seat_arg(seat), score=score, supply=counts,
                     capacity=capacity, pile=pile), language, names)


@kept
def _discards_alt(discards: tuple[str, ...], language: str) -> str:
    return _said(msg("bonsai-alt-discards",
                     cards=words([_card_words(card) for card in discards], "unit")), language)


def board_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    named = tuple(names)
    over = view["phase"] == "over"
    parts = [_sentence(line, language, named) for line in _headline(view)]
    if over:
        parts += [_sentence(part, language, named) for part in _status(view)]
    else:
        parts.append(_said(msg("bonsai-alt-deck", count=view["deck_count"]), language))
        if view["final_turns_left"] is not None:
            parts.append(_said(msg("bonsai-alt-final-turns", count=view["final_turns_left"]),
                               language))
    parts.append(_display_alt(tuple(view["display"]), language))
    parts += [_goal_alt((g["id"], g["claimed_by"], tuple(g["renounced_by"])), language, named)
              for g in view["goals"]]
    parts += [_seat_alt(seat, s["score"], tuple(s["supply"][t] for t in TILE_TYPES),
                        s["capacity"], s["pile_count"], language, named)
              for seat, s in enumerate(view["seats"])]
    if view["discards"]:
        parts.append(_discards_alt(tuple(view["discards"]), language))
    return _fit(parts)


def _tree_shown(seat_view: dict) -> tuple[tuple[str, str], ...]:
    """A tree's tiles as a key: each cell (as the view writes it) and its tile."""
    return tuple(sorted(seat_view["tree"].items()))


def tree_alt(seat_view: dict, seat: int, names: Sequence[str], language: str = "en") -> str:
    return _tree_alt(seat, _tree_shown(seat_view), bool(seat_view["mirrored"]), language,
                     tuple(names))


@kept
def _tree_alt(seat: int, tree: tuple[tuple[str, str], ...], mirrored: bool, language: str,
              names: tuple[str, ...]) -> str:
    tiles = {parse_key(k): v for k, v in tree}
    counts = {t: sum(1 for v in tiles.values() if v == t) for t in TILE_TYPES}
    ordered = sorted(tiles.items(), key=lambda i: (-i[0][1], i[0][0]))
    cells = [msg("bonsai-alt-cells", tile=component(t),
                 cells=" ".join(f"{x},{y}" for (x, y), v in ordered if v == t))
             for t in TILE_TYPES if counts[t]]
    say = _Words(language, names)
    return _fit([say.t("bonsai-alt-tree", who=seat_arg(seat),
                       tiles=words([msg("bonsai-tile-count", tile=t, count=n)
                                    for t, n in counts.items()], "unit")),
                 say.t("bonsai-alt-pot-mirrored", side=RULES.gold_side(mirrored)) if mirrored
                 else say.t("bonsai-alt-pot", side=RULES.gold_side(mirrored)),
                 say.t("bonsai-alt-sentence", text=words(cells, "unit"))])


# --- decisions and the private pile -------------------------------------------------------

def _choice_cells(choices: list[DecisionChoice]) -> dict[Cell, str]:
    found: dict[Cell, str] = {}
    for choice in choices:
        for notation in choice.notations:
            parts = notation.split()
            if parts and parts[0] in {"place", "prune"}:
                found[parse_key(parts[-1])] = choice.marker
    return found


def _choice_fits(choices: list[DecisionChoice]) -> dict[Cell, list[str]]:
    """Per offered cell, the tile types a placement there may be (data order)."""
    fits: dict[Cell, list[str]] = {}
    for choice in choices:
        for notation in choice.notations:
            parts = notation.split()
            if parts and parts[0] == "place":
                fits.setdefault(parse_key(parts[-1]), []).append(parts[1])
    order = {t: i for i, t in enumerate(TILE_TYPES)}
    return {cell: sorted(set(kinds), key=order.__getitem__) for cell, kinds in fits.items()}


def _decision_title(say: _Words, seat: int, cells: dict[Cell, str],
                    fits: dict[Cell, list[str]]) -> str:
    if fits:
        return say.t("bonsai-picture-place-title", who=seat_arg(seat))
    if cells:
        return say.t("bonsai-picture-prune-title", who=seat_arg(seat))
    return say.name(seat)


def _fit_kinds(fits: dict[Cell, list[str]]) -> tuple[str, ...]:
    """The tile types that fit somewhere, in data order (the key under the tree)."""
    return tuple(sorted({k for found in fits.values() for k in found}, key=TILE_TYPES.index))


def decision_image(view: View, seat: int, names: Sequence[str],
                   choices: list[DecisionChoice], language: str = "en") -> Image.Image:
    """The seat's tree with a number on each offered cell; for placements each number's
    cell is shaded with the tiles that fit there, and a key under the tree says which
    colour is which tile. Drawn whole: the reference of what :func:`decision_strips`
    composes from cached parts."""
    say = _Words(language, names)
    cells = _choice_cells(choices)
    fits = _choice_fits(choices)
    title = _decision_title(say, seat, cells, fits)
    tree = tree_image(view["seats"][seat], seat, title, cells, max_radius=60,
                      language=language, fits=fits)
    if not fits:
        return tree
    footer = Image.new("RGB", (WIDTH, 400), c.BACKGROUND)
    cursor = _Cursor(footer, say)
    _fits_key(cursor, _fit_kinds(fits))
    image = Image.new("RGB", (WIDTH, tree.height + cursor.y), c.BACKGROUND)
    image.paste(tree, (0, 0))
    image.paste(footer.crop((0, 0, WIDTH, cursor.y)), (0, tree.height))
    return image


def _fits_key(cursor: _Cursor, kinds: Sequence[str]) -> None:
    """Under a placement's tree: which shade is which tile."""
    cursor.y = 4
    cursor.lines(cursor.say.t("bonsai-picture-fits"), FONT, c.TEXT_DIM)
    _key(cursor, kinds)
    cursor.y += 6


def decision_alt(view: View, seat: int, names: Sequence[str],
                 choices: list[DecisionChoice], language: str = "en") -> str:
    cells = _choice_cells(choices)
    return _fit([_choices_alt(seat, tuple(cells.items()), language, tuple(names)),
                 tree_alt(view["seats"][seat], seat, names, language)])


@kept
def _choices_alt(seat: int, cells: tuple[tuple[Cell, str], ...], language: str,
                 names: tuple[str, ...]) -> str:
    listing = words([msg("bonsai-alt-choice", number=marker, cell=f"{x},{y}")
                     for (x, y), marker in cells], "unit")
    return _said(msg("bonsai-alt-choices", who=seat_arg(seat), choices=listing), language,
                 names)


def hand_image(view: View, seat: int, names: Sequence[str], language: str = "en") -> Image.Image:
    """The seat's face-down pile, card under card, and what its parchments are worth.
    Drawn whole: the reference of what :func:`hand_strips` composes from cached parts."""
    pile = view["seats"][seat].get("pile", [])
    image = Image.new("RGB", (WIDTH, 240 + max(1, len(pile)) * 120), c.BACKGROUND)
    cursor = _Cursor(image, _Words(language, names))
    for section, shown in _hand_sections(view, seat):
        section(cursor, *shown)
    return image.crop((0, 0, WIDTH, cursor.y))


def _hand_sections(view: View, seat: int) -> list[Section]:
    seat_view = view["seats"][seat]
    pile = seat_view.get("pile", [])
    sections: list[Section] = [(_pile_head, (seat, seat_view.get("parchment_points", 0),
                                             seat_view.get("projected_total") or 0))]
    if not pile:
        sections.append((_pile_empty, ()))
    sections += [(_pile_card, (card,)) for card in pile]
    sections.append((_pile_foot, ()))
    return sections


def _pile_head(cursor: _Cursor, seat: int, points: int, total: int) -> None:
    say = cursor.say
    cursor.y = 14
    cursor.lines(say.t("bonsai-picture-pile-title", who=seat_arg(seat)), BIG)
    cursor.lines(say.t("bonsai-picture-pile-points", points=points, total=total), FONT,
                 c.HIGHLIGHT)
    cursor.y += 10


def _pile_empty(cursor: _Cursor) -> None:
    cursor.lines(cursor.say.t("bonsai-picture-no-cards"), FONT, c.TEXT_DIM)


def _pile_card(cursor: _Cursor, card: str) -> None:
    say = cursor.say
    kind = RULES.kind_of(card)
    cursor.made((20, cursor.y), c.letter_chip, CARD_FILL[kind.type],
                say.card_letter(kind.type), 56, "rect")
    top = cursor.y
    cursor.y += 10
    cursor.lines(say(msg("bonsai-picture-card", card=ENGINE.card_name(card))), FONT, x=90)
    cursor.y = max(cursor.y, top + 66)


def _pile_foot(cursor: _Cursor) -> None:
    cursor.y += 30


def hand_alt(view: View, seat: int, names: Sequence[str], language: str = "en") -> str:
    seat_view = view["seats"][seat]
    return _hand_alt(seat, tuple(seat_view.get("pile", [])),
                     seat_view.get("parchment_points", 0),
                     seat_view.get("projected_total") or 0, language, tuple(names))


@kept
def _hand_alt(seat: int, pile: tuple[str, ...], points: int, total: int, language: str,
              names: tuple[str, ...]) -> str:
    say = _Words(language, names)
    cards = [msg("bonsai-picture-card", card=ENGINE.card_name(card)) for card in pile]
    return _fit([say.t("bonsai-alt-pile", who=seat_arg(seat),
                       cards=words(cards, "unit") if cards else msg("bonsai-supply-empty")),
                 say.t("bonsai-alt-pile-points", points=points, total=total)])


# --- pictures from cached parts -----------------------------------------------------------
#
# What a turn posts is composed, not drawn (as Azul's, Kokeshi's and Splendor's pictures
# are): on one fixed palette (:data:`PALETTE`: every flat colour of this module exactly,
# and shades of each pair of colours drawn anti-aliased over each other), as a stack of
# full-width strips, each drawn, mapped onto the palette and compressed once, and cached
# by exactly what it shows (:func:`_png_strip`); a PNG is the strips' deflate streams
# joined. The board's strips are its sections (the headline, a display slot, a goal
# colour, a player's row, the key), each drawn by the cursor that draws the whole board,
# from the top of a canvas of its own: its drawing is the same at any height, as every
# coordinate it draws at is a whole pixel below its top. A tree's strips are its title
# and one band per hex row: a band is drawn at its place in the whole picture, from
# the cells whose drawing reaches into it, so a placement redraws the band of its row
# and the two around it, and the title if the points changed. The pile's strips are its
# title and one per card.
#
# Mapping onto the palette is a function of the colour alone, so a composed picture is
# the whole drawing mapped onto the palette, pixel for pixel (the tests hold them equal).


def palette_plan() -> c.PalettePlan:
    """The flat colours of the pictures, and every ``(ink, ground)`` pair drawn
    anti-aliased, whose edges need shades in between."""
    tiles = list(TILE_FILL.values())
    stripes = [c.blend(fill, c.BACKGROUND, 0.7) for fill in tiles]
    cards, goals = list(CARD_FILL.values()), list(COLOUR_FILL.values())
    chips = [*tiles, c.PANEL_LIGHT, *cards, *goals]  # tile, "any", card-type and goal tags
    fills = [*chips, *POT_FILL, GOLD, grids.BADGE_FILL]
    flats = [c.BACKGROUND, c.PANEL_LIGHT, c.PAPER, c.INK, c.TEXT, c.TEXT_DIM, c.HIGHLIGHT,
             grids.BADGE_EDGE, *fills, *stripes, *(c.outline_for(fill) for fill in fills),
             *(c.ink_on(fill) for fill in fills)]
    # words on the table
    edges = [(ink, c.BACKGROUND) for ink in (c.TEXT, c.TEXT_DIM, c.HIGHLIGHT)]
    # a chip (a tag, smooth, without outline) on the table, and its letter
    edges += [(fill, c.BACKGROUND) for fill in chips]
    edges += [(c.ink_on(fill), fill) for fill in fills]
    # a pile card's letter chip: its outline on the table, its fill within the outline
    edges += [(c.outline_for(fill), c.BACKGROUND) for fill in cards]
    edges += [(fill, c.outline_for(fill)) for fill in cards]
    # a badge's dark ring over what a numbered cell shows (the table, a shade, a tile,
    # the cell's frame), and its yellow within the ring
    edges += [(grids.BADGE_EDGE, ground)
              for ground in (c.BACKGROUND, *stripes, *tiles, c.HIGHLIGHT)]
    edges.append((grids.BADGE_FILL, grids.BADGE_EDGE))
    kept: list[tuple[c.Color, c.Color]] = []
    for ink, ground in edges:
        if ink != ground and (ink, ground) not in kept and (ground, ink) not in kept:
            kept.append((ink, ground))
    return c.PalettePlan(tuple(dict.fromkeys(flats)), tuple(kept))


PALETTE = palette_plan()
#: zlib level of the strips: a post carries several pictures, and level 3 costs ~60 %
#: more time for ~20 % fewer bytes on this flat art (both far under Discord's limits)
PNG_LEVEL = 1

Strip = c.Strip


def _indexed(drawn: Image.Image) -> Image.Image:
    """An RGB drawing mapped onto the palette."""
    return c.to_palette(PALETTE, drawn)


# Every strip of every picture is kept, keyed by the function that draws it and exactly
# what it shows (a few KB each, a few dozen tables' pictures)
STRIPS = c.StripPictures(PALETTE, WIDTH, PNG_LEVEL)
_png_strip = STRIPS.png_strip
png_of = STRIPS.png_of
stacked = STRIPS.stacked


#: how many rows of its canvas each section's drawing is given (the rows cleared for it):
#: as many as it last needed, where a fixed 512 rows cleared several times what most
#: sections draw (one entry a section function: a dozen)
_section_rows: dict[Callable[..., None], int] = {}


def _section_strip(section: Callable[..., None], language: str, names: tuple[str, ...],
                   shown: tuple[Hashable, ...]) -> Image.Image:
    """A section drawn alone, from the top of a palette canvas tall enough for it, its
    words and chips laid as palette parts (:class:`_Cursor`)."""
    height = _section_rows.get(section, 256)
    while True:
        image = c.palette_canvas(PALETTE, (WIDTH, height), c.BACKGROUND)
        cursor = _Cursor(image, _Words(language, names))
        cursor.y = 0
        section(cursor, *shown)
        if cursor.y <= height:  # everything a section draws lies above where it ends
            return image.crop((0, 0, WIDTH, cursor.y))
        height *= 2
        _section_rows[section] = height


@kept
def _text_part(text: str, size: int, ink: c.Color, ground: c.Color = c.BACKGROUND,
               anchor: str = "la") -> tuple[Image.Image, tuple[int, int]]:
    """``c.put_text``'s sprite of ``text`` (bold) on ``ground``, on the palette, with its
    offset from the anchor point: the glyphs' box and a pixel of ground round it (what
    lies next to a word is further away)."""
    left, top, right, bottom = c.font(size).getbbox(text, anchor=anchor)  # as text_sprite
    drawn = Image.new("RGB", (max(1, right - left) + 2, max(1, bottom - top) + 2), ground)
    c.put_text(drawn, (1 - left, 1 - top), text, size, ink, anchor=anchor)
    return _indexed(drawn), (int(left) - 1, int(top) - 1)


def _line_part(text: str, size: int, ink: c.Color, start: tuple[float, float]
               ) -> tuple[Image.Image, tuple[int, int]]:
    """A line too long to keep, drawn as ``c.put_text`` draws it at a point whose
    fractions are ``start`` (Pillow places glyphs by them), on the table, on the palette;
    with its offset from the point's whole pixel: a pixel of the table round the glyphs'
    box, which the fractions may move by one."""
    face = c.font(size)
    left, top, right, bottom = (int(v) for v in face.getbbox(text))
    # the point lies a pixel or more inside the part, as it lay inside the picture:
    # Pillow takes its whole pixels and its fractions apart
    left, top = min(left, 0) - 1, min(top, 0) - 1
    drawn = Image.new("RGB", (right - left + 2, bottom - top + 2), c.BACKGROUND)
    c.put_text(drawn, (start[0] - left, start[1] - top), text, size, ink)
    return _indexed(drawn), (left, top)


@kept
def _tag_part(text: str, size: int, fill: c.Color, padding: int) -> Image.Image:
    """``c.tag``'s sprite on the table, on the palette."""
    return _indexed(c.flatten(c.tag_sprite(text, size, fill, padding), c.BACKGROUND))


@kept
def _made_part(make: Callable[..., Image.Image], args: tuple[Hashable, ...]) -> Image.Image:
    """The RGBA sprite ``make(*args)`` on the table, on the palette."""
    return _indexed(c.flatten(make(*args), c.BACKGROUND))


#: the sections whose words name players (the others are kept for every table)
_NAMING = frozenset({_goal_colour, _player_row, _pile_head})


def _sections_strips(sections: Sequence[Section], names: Sequence[str],
                     language: str) -> list[Strip]:
    named = tuple(names)
    return [(_section_strip, (section, language, named if section in _NAMING else (), shown))
            for section, shown in sections]


def board_strips(view: View, names: Sequence[str], language: str = "en") -> list[Strip]:
    """The board as strips (:func:`board_image` composed)."""
    return _sections_strips(_board_sections(view, names, language), names, language)


def _tree_band(layout: TreeLayout, window: tuple[int, int], title_lines: tuple[str, ...],
               tiles: tuple[tuple[Cell, str], ...],
               badges: tuple[tuple[Cell, str, tuple[str, ...]], ...]) -> Image.Image:
    """The pixel rows ``window`` of a tree picture, drawn at their place from what reaches
    into them (``title_lines`` if the title does, and the tiles and numbered cells of the
    rows that do)."""
    top, bottom = window
    # drawn on the palette where every word lies on a flat ground clear of the rest
    # (numbered cells lie over tiles and shades; small hexes' letters over their edges)
    if not badges and _words_clear(layout.language, layout.radius):
        image = _band_canvas(layout.width, bottom, top)
        _draw_tree(image, layout, title_lines, dict(tiles), {}, {}, window)
        return image.crop((0, top, layout.width, bottom))
    # only the rows cropped need clearing: what is drawn above them is thrown away
    image = c.scratch_canvas(layout.width, bottom, c.BACKGROUND, top)
    _draw_tree(image, layout, title_lines, dict(tiles),
               {cell: text for cell, text, _ in badges},
               {cell: list(kinds) for cell, _, kinds in badges if kinds}, window)
    return _indexed(image.crop((0, top, layout.width, bottom)))


@kept
def _words_clear(language: str, radius: float) -> bool:
    """Whether a tree's words at this hex size each lie on one flat ground, clear of all
    else: a tile's letter part (its pixel of ground round it, and a pixel for rounding)
    inside the circle its hex's outline leaves, and a row's number clear of the line
    between the high and low rows, half a row away. Then a band's words can be palette
    parts (:func:`_text_part`)."""
    letter = c.font(max(FONT, int(radius * 0.62)))
    inside = (radius - 1.5 - 2) * math.sqrt(3) / 2 - 1  # inset 1.5, outline 2 px
    for text in _letters(language).values():
        left, top, right, bottom = letter.getbbox(text, anchor="mm")
        if max(math.hypot(x, y) for x in (left - 2, right + 2) for y in (top - 2, bottom + 2)
               ) > inside:
            return False
    ruler = c.font(FONT)
    reach = max(max(-top, bottom) for n in range(-9, 10)
                for _, top, _, bottom in [ruler.getbbox(f"{n:+d}", anchor="rm")])
    return reach + 2 < 0.75 * radius - 2  # the line is 2 px wide, 0.75 radius away


class _BandCanvases(threading.local):
    """Each thread's kept palette canvas for a tree's bands (as ``c.scratch_canvas``)."""

    def __init__(self) -> None:
        self.canvas: Image.Image | None = None


_bands = _BandCanvases()


def _band_canvas(width: int, height: int, top: int) -> Image.Image:
    """A palette canvas ``width`` wide and ``height`` tall or taller whose rows ``[top,
    height)`` are the table, kept for the next band: the rows above hold what was drawn
    before, which a band drawn at its place crops away (the outlines' kept mask is of
    the canvas's size, so a canvas of each band's height would make a mask each)."""
    canvas = _bands.canvas
    if canvas is None or canvas.width != width or canvas.height < height:
        canvas = _bands.canvas = c.palette_canvas(PALETTE, (width, height), c.BACKGROUND)
    else:
        canvas.paste(c.palette_index(PALETTE, c.BACKGROUND), (0, top, width, height))
    return canvas


# clear_caches and the worker's memory ceiling empty whatever has cache_clear
_band_canvas.cache_clear = lambda: setattr(_bands, "canvas", None)  # type: ignore[attr-defined]


def tree_strips(seat_view: dict, seat: int, title: str,
                badges: dict[Cell, str] | None = None, max_radius: int = 52,
                language: str = "en", fits: dict[Cell, list[str]] | None = None
                ) -> list[Strip]:
    """A tree picture as strips (:func:`tree_picture` composed): its title, then a band
    per hex row, each keyed by the tiles and numbered cells that reach into it."""
    tiles = _seat_tiles(seat_view)
    badges = badges or {}
    fits = fits or {}
    title_lines = tuple(_wrap(title, WIDTH - 32, BIG))
    layout = tree_layout(tiles, seat, bool(seat_view["mirrored"]), len(title_lines),
                         tuple(badges), WIDTH, max_radius, language)
    ordered = sorted(tiles.items(), key=lambda item: (-item[0][1], item[0][0]))
    strips: list[Strip] = []
    for window in layout.bands():
        rows = layout.rows_in(window)
        strips.append((_tree_band, (
            layout, window, title_lines if window[0] < layout.header else (),
            tuple(item for item in ordered if item[0][1] in rows),
            tuple((cell, text, tuple(fits.get(cell, ()))) for cell, text in badges.items()
                  if cell[1] in rows))))
    return strips


def _seat_title(say: _Words, seat: int, seat_view: dict) -> str:
    return say.t("bonsai-picture-tree-title", who=seat_arg(seat), score=seat_view["score"])


def seat_tree_strips(view: View, seat: int, names: Sequence[str],
                     language: str = "en") -> list[Strip]:
    """A seat's own board as strips: their tree, titled with their points."""
    seat_view = view["seats"][seat]
    title = _seat_title(_Words(language, names), seat, seat_view)
    return tree_strips(seat_view, seat, title, max_radius=44, language=language)


def decision_strips(view: View, seat: int, names: Sequence[str],
                    choices: list[DecisionChoice], language: str = "en") -> list[Strip]:
    """:func:`decision_image` as strips: the numbered tree, and the key of the shades."""
    cells = _choice_cells(choices)
    fits = _choice_fits(choices)
    title = _decision_title(_Words(language, names), seat, cells, fits)
    strips = tree_strips(view["seats"][seat], seat, title, cells, 60, language, fits)
    if fits:
        strips.append((_section_strip, (_fits_key, language, (), (_fit_kinds(fits),))))
    return strips


def hand_strips(view: View, seat: int, names: Sequence[str], language: str = "en"
                ) -> list[Strip]:
    """:func:`hand_image` as strips: the title and points, then a strip per card."""
    return _sections_strips(_hand_sections(view, seat), names, language)


# --- the renderer -----------------------------------------------------------------------


class BonsaiRenderer(Renderer):
    game = "bonsai"

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        return RenderedImage(png_of(board_strips(view, names, language)),
                             board_alt(view, names, language), "board.png")

    def seat_board(self, view: View, seat: int, names: list[str], *,
                   language: str = "en") -> RenderedImage | None:
        """A player's tree at full width (one picture would not read on a phone with
        four trees in it; the board is the shared picture)."""
        return RenderedImage(png_of(seat_tree_strips(view, seat, names, language)),
                             tree_alt(view["seats"][seat], seat, names, language),
                             f"tree-{seat + 1}.png")

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice], *, language: str = "en") -> RenderedImage | None:
        if not _choice_cells(choices):
            return None
        return RenderedImage(png_of(decision_strips(view, seat, names, choices, language)),
                             decision_alt(view, seat, names, choices, language),
                             "choice.png")

    def hand(self, view: View, seat: int, names: list[str], *,
             language: str = "en") -> RenderedImage | None:
        return RenderedImage(png_of(hand_strips(view, seat, names, language)),
                             hand_alt(view, seat, names, language), "hand.png")


RENDERER = BonsaiRenderer()

__all__ = ["RENDERER", "BonsaiRenderer", "board_alt", "tree_image"]
