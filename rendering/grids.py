"""Grid geometry and the small drawings every board game's renderer needs.

Four games draw a board made of cells: Bonsai and Azul: Queen's Garden on pointy-top hexes,
Kokeshi and Zensō on squares. What they share lives here so each renderer only decides
what goes in a cell:

* :class:`HexGrid` maps hex cells to pixels. Cells are given either in **axial**
  coordinates ``(q, r)`` (Azul's garden, section 3.7 of its rules: ``x = s·√3·(q + r/2)``,
  ``y = s·1.5·r``, y down) or in **offset** coordinates ``(col, row)`` where one row parity
  sits half a hex to the right (Bonsai's tree, section 3.5: even rows shifted, y up). It
  gives pixel centres, polygon corners, neighbours and the bounding box of a set of cells,
  and :meth:`HexGrid.fitted` places a set of cells inside an image with a margin;
  :func:`hex_sprite` is an anti-aliased hex to paste on a cell.
* :class:`SquareGrid` maps ``(row, col)`` to cell boxes and draws the grid with labelled
  row and column rulers (``A B C`` across, ``1 2 3`` down, or any labels given).
* :func:`marker_badge` draws the numbered badge a turn panel's button refers to; its text
  is never smaller than :data:`MIN_FONT_FRACTION` of the final image width, the phone
  readability rule of issue 9.
* :func:`crop_to_content` and :func:`scale_to_width` finish a picture: trim the empty
  table around the drawing, then size it for where it is shown.

Nothing here knows a game. All coordinates are plain integer tuples, all pixels floats
until drawn.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from PIL import Image, ImageChops, ImageDraw

from rendering.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    TEXT,
    TEXT_DIM,
    Box,
    Color,
    font,
    ink_on,
    text_width,
)
from rendering.parts import kept

Cell = tuple[int, int]
Point = tuple[float, float]

#: Smallest text, as a fraction of the width of the image as finally shown, that a phone
#: still reads without zooming: Discord's mobile app shows a board about 400 px wide,
#: and 12 px is the smallest comfortable text there (issue 9).
MIN_FONT_FRACTION = 0.03

SQRT3 = math.sqrt(3.0)

#: Axial neighbour directions, in the fixed order of Azul's rules (3.7.1). Drawn pointy-top
#: with y growing downwards they point E, NE, NW, W, SW, SE.
AXIAL_DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

# Corner angles of a pointy-top hex in screen coordinates (y down), starting at the top
# and going clockwise: the order Bonsai's rendering hint gives (-90°, -30°, ..., 210°).
_CORNER_ANGLES = tuple(math.radians(a) for a in (-90, -30, 30, 90, 150, 210))


def min_font_size(final_width: int) -> int:
    """The smallest font size (px) allowed in a picture shown ``final_width`` px wide."""
    return math.ceil(MIN_FONT_FRACTION * final_width)


# ---------------------------------------------------------------------------------------
# Hex grids
# ---------------------------------------------------------------------------------------


def axial_neighbours(q: int, r: int) -> list[Cell]:
    """The six axial neighbours of ``(q, r)``, in :data:`AXIAL_DIRECTIONS` order."""
    return [(q + dq, r + dr) for dq, dr in AXIAL_DIRECTIONS]


def offset_to_axial(col: int, row: int, shifted: Literal["even", "odd"] = "even") -> Cell:
    """Axial ``(q, r)`` of offset ``(col, row)`` when rows of parity ``shifted`` sit half a
    hex to the right. Parity is Python's floor modulo, so row -1 is odd (Bonsai's rule)."""
    parity = row & 1  # 0 or 1 for negative rows too (two's complement)
    if shifted == "even":
        return col - (row + parity) // 2, row
    return col - (row - parity) // 2, row


def axial_to_offset(q: int, r: int, shifted: Literal["even", "odd"] = "even") -> Cell:
    """Inverse of :func:`offset_to_axial`."""
    parity = r & 1
    if shifted == "even":
        return q + (r + parity) // 2, r
    return q + (r - parity) // 2, r


def offset_neighbours(col: int, row: int, shifted: Literal["even", "odd"] = "even") -> list[Cell]:
    """The six neighbours of offset ``(col, row)``: the same two in its own row, two in the
    row above and two in the row below whatever the parity. Order follows the axial
    directions ((1,0) first); which of them is "up" depends on whether rows grow up or down,
    so a game with named directions (Bonsai's TR, R, ...) keeps its own table."""
    q, r = offset_to_axial(col, row, shifted)
    return [axial_to_offset(nq, nr, shifted) for nq, nr in axial_neighbours(q, r)]


def hex_corners(center: Point, radius: float) -> list[Point]:
    """The six corners of a pointy-top hex of circumradius ``radius`` (top first, clockwise)."""
    cx, cy = center
    return [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in _CORNER_ANGLES]


@dataclass(frozen=True)
class HexGrid:
    """Pointy-top hexes of circumradius ``radius`` px.

    ``coords`` says how cells are written: ``"axial"`` ``(q, r)`` or ``"offset"``
    ``(col, row)`` with rows of parity ``shifted`` half a hex to the right. ``y_up`` makes
    rows (axial ``r`` or offset ``row``) grow upwards on screen, as Bonsai's tree does.
    ``origin`` is the pixel position of cell ``(0, 0)``'s centre; :meth:`fitted` computes it
    for a set of cells.
    """

    radius: float
    coords: Literal["axial", "offset"] = "axial"
    shifted: Literal["even", "odd"] = "even"
    y_up: bool = False
    origin: Point = (0.0, 0.0)

    @property
    def hex_width(self) -> float:
        """Distance between the centres of two neighbours in a row (√3·R)."""
        return SQRT3 * self.radius

    @property
    def row_pitch(self) -> float:
        """Vertical distance between two rows (1.5·R)."""
        return 1.5 * self.radius

    def _unit(self, a: int, b: int) -> Point:
        # Centre in units of (hex width, row pitch) relative to cell (0, 0). Through axial
        # coordinates every layout is x = q + r/2: with the conversions above, offset
        # (0, 0) is axial (0, 0) and a shifted row lands half a hex to the right.
        q, r = self.to_axial((a, b))
        return q + r / 2, (-r if self.y_up else r)

    def center(self, cell: Cell) -> Point:
        """Pixel centre of ``cell``."""
        ux, uy = self._unit(*cell)
        return (self.origin[0] + ux * self.hex_width, self.origin[1] + uy * self.row_pitch)

    def corners(self, cell: Cell, inset: float = 0.0) -> list[Point]:
        """The polygon of ``cell``; ``inset`` px shrinks it (a gap between tiles) or, when
        negative, grows it (to hide seams between same-coloured cells)."""
        return hex_corners(self.center(cell), self.radius - inset)

    def neighbours(self, cell: Cell) -> list[Cell]:
        """The six neighbours of ``cell``, written in this grid's coordinates."""
        if self.coords == "axial":
            return axial_neighbours(*cell)
        return offset_neighbours(*cell, shifted=self.shifted)

    def to_axial(self, cell: Cell) -> Cell:
        return cell if self.coords == "axial" else offset_to_axial(*cell, shifted=self.shifted)

    def distance(self, a: Cell, b: Cell) -> int:
        """Steps between two cells along neighbours."""
        (q1, r1), (q2, r2) = self.to_axial(a), self.to_axial(b)
        dq, dr = q1 - q2, r1 - r2
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def bbox(self, cells: Iterable[Cell]) -> tuple[float, float, float, float]:
        """The pixel box ``(x0, y0, x1, y1)`` that holds every hex of ``cells`` whole."""
        points = [self.center(c) for c in cells]
        if not points:
            raise ValueError("bbox of no cells")
        half_w, r = self.hex_width / 2, self.radius
        return (min(x for x, _ in points) - half_w, min(y for _, y in points) - r,
                max(x for x, _ in points) + half_w, max(y for _, y in points) + r)

    def fitted(self, cells: Iterable[Cell], margin: float = 0.0,
               top_left: Point = (0.0, 0.0)) -> tuple[HexGrid, tuple[int, int]]:
        """This grid moved so ``cells`` start ``margin`` px inside ``top_left``, and the
        ``(width, height)`` an image needs to hold them with that margin on every side."""
        x0, y0, x1, y1 = self.bbox(cells)
        dx = top_left[0] + margin - x0
        dy = top_left[1] + margin - y0
        grid = replace(self, origin=(self.origin[0] + dx, self.origin[1] + dy))
        return grid, (math.ceil(x1 - x0 + 2 * margin), math.ceil(y1 - y0 + 2 * margin))

    def cell_at(self, point: Point) -> Cell:
        """The cell whose hex contains pixel ``point`` (for tests and hit checks)."""
        ux = (point[0] - self.origin[0]) / self.hex_width
        uy = (point[1] - self.origin[1]) / self.row_pitch
        if self.y_up:
            uy = -uy
        # Fractional axial coordinates (the inverse of _unit), then cube rounding.
        fr = uy
        fq = ux - fr / 2
        q, r = _cube_round(fq, fr)
        if self.coords == "axial":
            return q, r
        return axial_to_offset(q, r, shifted=self.shifted)

    def paste(self, image: Image.Image, cell: Cell, sprite: Image.Image) -> Box:
        """Paste ``sprite`` (a :func:`hex_sprite`, a tile picture) centred on ``cell``;
        returns the box it covers."""
        cx, cy = self.center(cell)
        x, y = round(cx - sprite.width / 2), round(cy - sprite.height / 2)
        if sprite.mode == "RGBA":
            image.paste(sprite, (x, y), sprite)
        else:
            image.paste(sprite, (x, y))
        return (x, y, x + sprite.width, y + sprite.height)

    def draw(self, draw: ImageDraw.ImageDraw, cell: Cell, fill: Color | None = None,
             outline: Color | None = None, width: int = 1, inset: float = 0.0) -> None:
        """One hex, filled and/or outlined (for smooth edges, draw the whole picture at 2x
        and :func:`scale_to_width` it down)."""
        draw.polygon(self.corners(cell, inset), fill=fill, outline=outline, width=width)


@kept
def hex_sprite(radius: float, fill: Color, outline: Color | None = None,
               stroke: int = 0) -> Image.Image:
    """An anti-aliased pointy-top hex (RGBA) of circumradius ``radius``, drawn at 4x and
    reduced, as ``common.smooth_shape`` does for other shapes: Pillow's polygons have
    jagged edges. The hex's centre is the sprite's centre; paste it with
    :meth:`HexGrid.paste`. ``stroke`` px of ``outline`` are drawn inside the edge."""
    ss = 4
    width, height = math.ceil(SQRT3 * radius) + 2, math.ceil(2 * radius) + 2
    big = Image.new("RGBA", (width * ss, height * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    centre = (width * ss / 2, height * ss / 2)
    if outline is not None and stroke > 0:
        draw.polygon(hex_corners(centre, radius * ss), fill=outline)
        # An inset of s px along the edge is s / cos(30°) along the corner radius.
        draw.polygon(hex_corners(centre, (radius - stroke / (SQRT3 / 2)) * ss), fill=fill)
    else:
        draw.polygon(hex_corners(centre, radius * ss), fill=fill)
    return big.resize((width, height), Image.Resampling.LANCZOS)


def _cube_round(fq: float, fr: float) -> Cell:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


# ---------------------------------------------------------------------------------------
# Square grids with rulers
# ---------------------------------------------------------------------------------------


def column_letters(count: int) -> list[str]:
    """``A, B, ..., Z, AA, AB, ...``: spreadsheet-style column labels."""
    labels = []
    for index in range(count):
        label, n = "", index + 1
        while n:
            n, rem = divmod(n - 1, 26)
            label = chr(65 + rem) + label
        labels.append(label)
    return labels


@dataclass(frozen=True)
class SquareGrid:
    """``rows`` × ``cols`` square cells of ``cell`` px, top-left cell's corner at ``origin``.

    Row 0 is the top row on screen; a game that numbers rows from the bottom (Kokeshi's
    row 1 is lowest) passes its labels top to bottom, e.g. ``["8", ..., "1"]``. ``gap`` is
    the space between cells.
    """

    rows: int
    cols: int
    cell: int
    origin: tuple[int, int] = (0, 0)
    gap: int = 0

    @property
    def width(self) -> int:
        return self.cols * self.cell + (self.cols - 1) * self.gap

    @property
    def height(self) -> int:
        return self.rows * self.cell + (self.rows - 1) * self.gap

    def box(self, row: int, col: int) -> Box:
        """The pixel box of a cell (``x1``/``y1`` exclusive)."""
        x = self.origin[0] + col * (self.cell + self.gap)
        y = self.origin[1] + row * (self.cell + self.gap)
        return (x, y, x + self.cell, y + self.cell)

    def center(self, row: int, col: int) -> Point:
        x0, y0, x1, y1 = self.box(row, col)
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def cell_at(self, point: Point) -> tuple[int, int] | None:
        """The ``(row, col)`` under pixel ``point``, or ``None`` off the grid or in a gap."""
        pitch = self.cell + self.gap
        dx, dy = point[0] - self.origin[0], point[1] - self.origin[1]
        if dx < 0 or dy < 0:
            return None
        col, row = int(dx // pitch), int(dy // pitch)
        if row >= self.rows or col >= self.cols:
            return None
        if dx - col * pitch >= self.cell or dy - row * pitch >= self.cell:
            return None
        return row, col

    @property
    def bounds(self) -> Box:
        return (self.origin[0], self.origin[1], self.origin[0] + self.width,
                self.origin[1] + self.height)


def ruled_grid_layout(rows: int, cols: int, cell: int, font_size: int, gap: int = 0,
                      origin: tuple[int, int] = (0, 0),
                      rulers: str = "lt") -> tuple[SquareGrid, tuple[int, int]]:
    """Place a :class:`SquareGrid` leaving room for rulers: ``rulers`` holds ``l``/``r``
    (row labels left/right) and ``t``/``b`` (column labels top/bottom). Returns the grid and
    the ``(width, height)`` of the whole drawing, rulers included."""
    band = ruler_band(font_size)
    left = band if "l" in rulers else 0
    top = band if "t" in rulers else 0
    grid = SquareGrid(rows, cols, cell, (origin[0] + left, origin[1] + top), gap)
    width = left + grid.width + (band if "r" in rulers else 0)
    height = top + grid.height + (band if "b" in rulers else 0)
    return grid, (width, height)


def ruler_stride(widths: Sequence[int], pitch: float, gap: int) -> int:
    """The smallest step ``k`` such that labels of these ``widths``, centred on cells
    ``pitch`` px apart and drawn on every ``k``-th cell, keep ``gap`` px between
    neighbours, whichever cell the labelling starts from. Labels wider than cells are
    thinned out this way rather than shrunk below the readable size."""
    count = len(widths)
    for step in range(1, count):
        if all((widths[i] + widths[i + step]) / 2 + gap <= step * pitch
               for i in range(count - step)):
            return step
    return max(1, count)


def ruler_band(font_size: int) -> int:
    """Thickness of a ruler strip that holds labels of ``font_size`` (up to three glyphs)."""
    return int(font_size * 1.9)


def draw_square_grid(image: Image.Image, grid: SquareGrid,
                     row_labels: Sequence[str] | None = None,
                     col_labels: Sequence[str] | None = None,
                     font_size: int | None = None, rulers: str = "lt",
                     fill: Color | None = None, line: Color | None = TEXT_DIM,
                     line_width: int = 2, label_color: Color = TEXT) -> None:
    """Draw the cells (``fill`` / ``line``) and labelled rulers around ``grid``.

    Labels default to ``1..rows`` down and ``A..`` across; ``font_size`` defaults to the
    readable minimum for this image's width. Rulers sit outside the grid, in the band
    :func:`ruled_grid_layout` reserved, so they never cover a cell.
    """
    draw = ImageDraw.Draw(image)
    size = font_size or min_font_size(image.width)
    rows = list(row_labels) if row_labels is not None else [str(i + 1) for i in range(grid.rows)]
    cols = list(col_labels) if col_labels is not None else column_letters(grid.cols)
    if len(rows) != grid.rows or len(cols) != grid.cols:
        raise ValueError("one label per row and per column")
    for r in range(grid.rows):
        for c in range(grid.cols):
            x0, y0, x1, y1 = grid.box(r, c)
            if fill is not None or line is not None:
                draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=fill, outline=line,
                               width=line_width if line is not None else 0)
    band = ruler_band(size)
    face = font(size)
    gx0, gy0, gx1, gy1 = grid.bounds
    for r, label in enumerate(rows):
        _, cy = grid.center(r, 0)
        if "l" in rulers:
            draw.text((gx0 - band / 2, cy), label, font=face, fill=label_color, anchor="mm")
        if "r" in rulers:
            draw.text((gx1 + band / 2, cy), label, font=face, fill=label_color, anchor="mm")
    for c, label in enumerate(cols):
        cx, _ = grid.center(0, c)
        if "t" in rulers:
            draw.text((cx, gy0 - band / 2), label, font=face, fill=label_color, anchor="mm")
        if "b" in rulers:
            draw.text((cx, gy1 + band / 2), label, font=face, fill=label_color, anchor="mm")


# ---------------------------------------------------------------------------------------
# Marker badges
# ---------------------------------------------------------------------------------------

BADGE_FILL: Color = HIGHLIGHT
BADGE_EDGE: Color = INK


def badge_font_size(final_width: int, scale: float = 1.0) -> int:
    """Font size for a badge drawn on an image that will be shown ``final_width`` px wide
    after being scaled by ``scale`` (e.g. 0.5 when drawn at 2x): at least the readable
    minimum once shown."""
    return math.ceil(min_font_size(final_width) / scale)


@kept
def badge_sprite(text: str, font_size: int, fill: Color = BADGE_FILL,
                 edge: Color = BADGE_EDGE, pad: float = 0.45) -> Image.Image:
    """An anti-aliased RGBA badge: a circle for one or two characters, a pill for more.

    Dark ink on yellow with a dark ring reads on any fill beneath it; the ring is what
    keeps a badge separate from a yellow tile. ``pad`` is the space around the text as a
    fraction of the font size (smaller for badges laid in a tight strip).
    """
    ss = 4  # supersampling, as common.smooth_shape
    pad = font_size * pad
    width_text = text_width(text, font_size)
    height = round(font_size + 2 * pad)
    width = max(height, round(width_text + 2 * pad))
    stroke = max(2, font_size // 8)
    big = Image.new("RGBA", (width * ss, height * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    box = (0, 0, width * ss - 1, height * ss - 1)
    draw.rounded_rectangle(box, radius=height * ss // 2, fill=edge)
    inset = stroke * ss
    draw.rounded_rectangle((inset, inset, box[2] - inset, box[3] - inset),
                           radius=(height - 2 * stroke) * ss // 2, fill=fill)
    sprite = big.resize((width, height), Image.Resampling.LANCZOS)
    ImageDraw.Draw(sprite).text((width / 2, height / 2), text, font=font(font_size),
                                fill=ink_on(fill), anchor="mm")
    return sprite


def marker_badge(image: Image.Image, center: Point, text: str, font_size: int | None = None,
                 final_width: int | None = None, fill: Color = BADGE_FILL,
                 edge: Color = BADGE_EDGE) -> Box:
    """Draw the badge ``text`` (a button's marker: ``1``, ``12``, ``A3``) centred on
    ``center`` and return its box.

    Its font is ``font_size`` if given, else the readable minimum for ``final_width``
    (default: this image's width); it is never below that minimum, so a caller cannot draw
    an unreadable marker by passing a small size.
    """
    floor = min_font_size(final_width or image.width)
    size = max(font_size or floor, floor)
    sprite = badge_sprite(text, size, fill, edge)
    x = round(center[0] - sprite.width / 2)
    y = round(center[1] - sprite.height / 2)
    image.paste(sprite, (x, y), sprite)
    return (x, y, x + sprite.width, y + sprite.height)


def badge_size(text: str, font_size: int) -> tuple[int, int]:
    """The ``(width, height)`` :func:`marker_badge` would draw, for layout."""
    sprite = badge_sprite(text, font_size)
    return sprite.width, sprite.height


# ---------------------------------------------------------------------------------------
# Finishing a picture
# ---------------------------------------------------------------------------------------


def content_box(image: Image.Image, background: Color = BACKGROUND,
                tolerance: int = 0) -> Box | None:
    """The box of every pixel that differs from ``background`` by more than ``tolerance``
    in some channel, or ``None`` for an empty picture."""
    rgb = image.convert("RGB")
    diff = ImageChops.difference(rgb, Image.new("RGB", rgb.size, background))
    if tolerance:
        diff = diff.point(lambda v: 255 if v > tolerance else 0)
    return diff.getbbox()


def crop_to_content(image: Image.Image, margin: int = 0, background: Color = BACKGROUND,
                    tolerance: int = 0) -> Image.Image:
    """``image`` trimmed to its drawing plus ``margin`` px of ``background`` on every side.

    The margin is always there, even where the drawing touched the edge, so a tree that
    grew to the border still gets its breathing room. An empty picture becomes a
    ``2·margin`` square of background (at least 1 px).
    """
    box = content_box(image, background, tolerance)
    mode = "RGB" if image.mode not in ("RGB", "RGBA") else image.mode
    fill = (*background, 255) if mode == "RGBA" else background
    if box is None:
        side = max(1, 2 * margin)
        return Image.new(mode, (side, side), fill)
    x0, y0, x1, y1 = box
    out = Image.new(mode, (x1 - x0 + 2 * margin, y1 - y0 + 2 * margin), fill)
    out.paste(image.crop(box).convert(mode), (margin, margin))
    return out


def scale_to_width(image: Image.Image, width: int, upscale: bool = True) -> Image.Image:
    """``image`` resized to ``width`` px wide, keeping its proportions (LANCZOS).

    A renderer may draw at twice the size for smooth edges and scale down here; text sizes
    scale in proportion, so a font that met the 3 % rule before still meets it after. With
    ``upscale=False`` a narrower image is returned unchanged.
    """
    if image.width == width or (not upscale and image.width < width):
        return image
    height = max(1, round(image.height * width / image.width))
    return image.resize((width, height), Image.Resampling.LANCZOS)
