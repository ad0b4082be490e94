"""Zensō pictures, drawn for a phone first.

Every letter, number or symbol that carries information is drawn at least
:data:`MIN_FONT` px high on a :data:`WIDTH` px image (3 % of the width). A public board is
several images posted together (:meth:`ZensoRenderer.boards`):

    the market    who must act and in which phase, the terrain key, the Inspiration row
                  (each card's garden face, slot, cost and bonus) and the Harmony display
                  (id, name, condition with its shape drawn, points, cost), with the
                  decks' counts
    one garden    per player: Ensō, hand count (never its cards), placed cards, score,
                  the Zen board's three green spaces, the terrain key, and the garden on a
                  square grid with x (column) and y (row) rulers

A garden cell shows its terrain letter (S P B C M G) in its top-left corner on its
Okabe–Ito colour, and in its bottom-right corner a Stone (a disc), its Lanterns (a dark
rounded square carrying their count) or, on a decision picture, the choice's badge (a
yellow circle or pill); cells are never smaller than :data:`CELL_MIN`, the size that keeps
the two corners apart, so colour is never the only cue. A placed Harmony card is a
hatched 2×2 block with its id. Column labels that would touch are thinned to every k-th
column (x a multiple of k, a tick on the others) rather than shrunk below the 3 % size,
and a garden too wide for readable cells is wrapped into bands, one under the other, each
with its own rulers (:func:`garden_layout`). The terrain key (letter, colour and name from
the data) sits above every garden and on the market.

The decision picture (:meth:`ZensoRenderer.decision`) is the deciding player's garden
with a numbered badge on each choice (the anchor cell of a placement or footprint, the
cell of a Stone or Lantern), matching the buttons. Placing a Terrain card, it shows the
card above the garden: as drawn at the anchor step, and at the rotation step (every
button at one anchor: "1 · turned 90°" …) once per rotation offered, captioned with the
buttons' words, the footprint framed. The private picture (:meth:`ZensoRenderer.hand`)
lists the hand, each card with its shape, and marks with a tick and the word "ready" the
cards that could be validated now (no tick when none can).

Everything comes from the view and ``data/zenso.json``.

Pictures are composed in palette mode on one fixed palette (:data:`PALETTE`, see
``common.PalettePlan``): the exact colour of every fill plus in-between shades of each ink
over each ground it is drawn on.
What never changes between turns (a terrain cell with its Stone or Lanterns, a placed
card, a market panel, a hand card) is drawn once in RGB, mapped onto the palette and
cached, as are a garden's terrain key, column rulers and rows of empty cells; a turn's
text is coverage masks turned into shades, kept by line. So no board is quantized per
turn, which was most of its cost; a decision picture maps once, after its badges.

A turn's picture is told as the pieces it pastes (``common.Layer``:
:func:`garden_layers`, :func:`market_layers`), and its PNG is joined from strips of rows
(a header line, a grid row, a line of panels), each deflated once and kept under exactly
the pieces that reach into it, placed from its own top (:func:`png_of`): a turn draws and
deflates only the strips it changed, and a row of a garden that grew a row above is the
same strip. The whole picture is those pieces pasted (:func:`garden_image`, the same
pixels, which the decision picture draws its badges on).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.message import Message, component, msg, words
from bot.games.zenso.garden import Garden, block, reading_order, unkey
from bot.games.zenso.notation import parse
from bot.games.zenso.tables import HarmonyCard, TerrainCard, default_rules, rotate_grid
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View
from rendering.parts import kept

RULES = default_rules()
WIDTH = 1100
MIN_FONT = math.ceil(WIDTH * grids.MIN_FONT_FRACTION)  # 33 px
FONT = MIN_FONT + 1
TITLE = MIN_FONT + 8
MARGIN = 24
LINE = FONT + 12

# Okabe–Ito hues (a pale neutral for Sand); the letter is always drawn too.
TERRAIN_FILL: dict[str, c.Color] = {
    "S": (226, 214, 184),
    "P": c.OKABE_ITO["sky_blue"],
    "B": c.OKABE_ITO["bluish_green"],
    "C": c.OKABE_ITO["reddish_purple"],
    "M": c.OKABE_ITO["vermillion"],
    "G": c.OKABE_ITO["yellow"],
}
STONE: c.Color = (70, 70, 78)
LANTERN: c.Color = (16, 16, 20)
CARD_FILL: c.Color = (236, 232, 222)
CARD_HATCH: c.Color = (205, 198, 182)
EMPTY_CELL: c.Color = (44, 49, 59)
GRID_LINE: c.Color = (60, 66, 78)
STONE_EDGE: c.Color = (245, 245, 245)
WHITE: c.Color = (255, 255, 255)

def t(language: str, message_id: str, **args: Any) -> str:
    """A picture's words from the catalogue, in ``language``."""
    try:
        return _said(language, message_id, tuple(sorted(args.items())))
    except TypeError:  # an argument that cannot be a key (a list): said anew
        return _say(language, msg(message_id, **args))


# A post says the same words turn after turn (slot titles, names, scores that did not
# change, the cards' words in its alt texts): each kept (short strings), not formatted
# anew, which was a tenth of a post's CPU
@kept
def _said(language: str, message_id: str, args: tuple[tuple[str, Any], ...]) -> str:
    return _say(language, msg(message_id, **dict(args)))


def _say(language: str, message: Message) -> str:
    return i18n.text(message, language, game="zenso")


def _name(names: Sequence[str], seat: int, language: str = "en") -> str:
    return names[seat] if seat < len(names) else t(language, "common-seat", number=seat + 1)


# A picture's and an alt text's words name the same cards and terrains post after post:
# the names and a card's alt words are kept (short strings), not formatted anew
@kept
def _card_name(card_id: str, language: str) -> str:
    return t(language, "zenso-card", card=component(card_id))


@kept
def _terrain_name(letter: str, language: str) -> str:
    return t(language, "zenso-card", card=component(RULES.terrain_of[letter]))


# ---------------------------------------------------------------- card words
def effect_short(item: dict[str, Any], language: str = "en") -> str:
    """A bonus item in words: Lanterns name their terrains (the alt text, a caption)."""
    n = item["n"]
    kind = item["type"]
    if kind in ("stones", "enso", "harmony"):
        return t(language, f"zenso-pic-effect-{kind}", count=n)
    terrains = words([component(t_) for t_ in item["terrains"]], "or")
    return _say(language, msg("zenso-effect-lanterns-stackable" if item.get("stackable")
                              else "zenso-effect-lanterns", count=n, terrains=terrains))


def bonus_lines(card: TerrainCard, language: str = "en") -> list[str]:
    lines: list[str] = []
    for index, item in enumerate(card.items):
        if index:
            lines.append(t(language, "zenso-pic-or") if card.op == "or" else "+")
        lines.append(effect_short(item, language))
    return lines


#: one line of a row card's bonus: its words, then the terrain tiles it names (by letter)
BonusRow = tuple[str, tuple[str, ...]]


def bonus_rows(card: TerrainCard, width: int, language: str = "en") -> list[BonusRow]:
    """A Terrain card's bonus as drawn on its row panel: a Lantern item's terrains are
    their tiles (the key's letter on its colour), a stackable one says that its Lanterns
    may share a space, wrapped within ``width``."""
    rows: list[BonusRow] = []
    for index, item in enumerate(card.items):
        if index:
            rows.append((t(language, "zenso-pic-or") if card.op == "or" else "+", ()))
        if item["type"] != "lanterns":
            rows.append((effect_short(item, language), ()))
            continue
        letters = tuple(RULES.letter[t_] for t_ in item["terrains"])
        rows.append((t(language, "zenso-pic-effect-lanterns-stackable" if item.get("stackable")
                       else "zenso-pic-effect-lanterns", count=item["n"]), letters))
        if item.get("stackable"):
            rows += [(line, ()) for line in _wrap(t(language, "zenso-pic-stackable"), width, 2)]
    return rows


def condition_short(card: HarmonyCard, language: str = "en", icon: bool = True) -> str:
    """A card's condition in words. A shape is "this shape" where its ``icon`` is drawn
    beside the words, else its name ("a T of 4"): never its code."""
    cond = card.condition

    def terrain(sel: str) -> str:
        return (t(language, "zenso-pic-landscape") if sel == "any_landscape"
                else _terrain_name(RULES.letter[sel], language))
    if cond["kind"] == "area":
        plots = cond["plots"]
        if len(plots) == 2:
            return t(language, "zenso-pic-cond-two-landscapes", size=plots[0]["min_size"])
        return t(language, "zenso-pic-cond-plot", terrain=terrain(plots[0]["terrain"]),
                  size=plots[0]["min_size"])
    shape = cond.get("shape")
    named = _say(language, msg(f"zenso-shape-{str(shape).lower()}")) if shape else ""
    if cond["kind"] == "shape":
        return (t(language, "zenso-pic-cond-shape", terrain=terrain(cond["terrain"])) if icon
                else t(language, "zenso-pic-cond-shape-alt", shape=named,
                       terrain=terrain(cond["terrain"])))
    if shape:
        return (t(language, "zenso-pic-cond-stone-shape") if icon
                else t(language, "zenso-pic-cond-stone-shape-alt", shape=named))
    return t(language, "zenso-pic-cond-linked", count=cond["count"])


def points_short(card: HarmonyCard, language: str = "en") -> str:
    pts = card.points
    if pts["kind"] == "fixed":
        return t(language, "zenso-pic-points", points=pts["value"])
    basis = pts["basis"]
    kind = basis["type"].replace("_", "-")
    terrain = (_terrain_name(RULES.letter[basis["terrain"]], language) if "terrain" in basis
               else "")
    return t(language, f"zenso-pic-per-{kind}", points=pts["per"], terrain=terrain)


def cost_short(card: HarmonyCard, language: str = "en") -> str:
    costs = []
    if card.cost_enso:
        costs.append(t(language, "zenso-pic-cost-enso", count=card.cost_enso))
    if card.cost_stones:
        costs.append(t(language, "zenso-pic-cost-stones", count=card.cost_stones))
    return t(language, "zenso-pic-cost", costs=" ".join(costs)) if costs else ""


def ability_short(card: HarmonyCard, language: str = "en") -> str:
    if not card.ability:
        return ""
    ability = card.ability
    kind = ability["type"].replace("_", "-")
    if "resource" in ability:
        kind += "-" + ability["resource"]
    return t(language, f"zenso-pic-ability-{kind}",
              **{k: v for k, v in ability.items() if isinstance(v, int)})


def kind_short(card: HarmonyCard, language: str = "en") -> str:
    return (ability_short(card, language) if card.is_jizo
            else t(language, f"zenso-pic-kind-{card.kind}"))


# ---------------------------------------------------------------- the fixed palette
def _palette_plan() -> c.PalettePlan:
    """The flat colours the pictures use, and each (ink, ground) pair drawn anti-aliased,
    whose edges need in-between shades."""
    terrains = list(TERRAIN_FILL.values())
    yellow, green = c.OKABE_ITO["yellow"], c.OKABE_ITO["bluish_green"]
    flats = [c.BACKGROUND, c.PANEL, c.PANEL_LIGHT, EMPTY_CELL, GRID_LINE, c.TEXT, c.TEXT_DIM,
             c.INK, WHITE, CARD_FILL, CARD_HATCH, *terrains, STONE, STONE_EDGE, LANTERN,
             yellow, green, c.OKABE_ITO["sky_blue"]]
    grounds = (c.BACKGROUND, c.PANEL, c.PANEL_LIGHT)
    edges = [(ink, ground) for ink in (c.TEXT, c.TEXT_DIM) for ground in grounds]
    edges.append((green, c.PANEL_LIGHT))  # "✓ ready" on a hand card
    edges += [(c.ink_on(t), t) for t in terrains]  # terrain letters
    edges += [(STONE_EDGE, t) for t in terrains] + [(STONE, STONE_EDGE)]
    edges += [(yellow, t) for t in terrains] + [(LANTERN, yellow), (yellow, LANTERN)]
    # card ids, and a badge's dark ring over whatever cell it sits on
    edges += [(c.INK, g) for g in (*terrains, EMPTY_CELL, CARD_FILL, GRID_LINE, c.BACKGROUND)]
    edges.append((yellow, c.INK))  # a badge's face inside its ring, and its digits
    return c.PalettePlan(tuple(dict.fromkeys(flats)), tuple(dict.fromkeys(edges)))


PALETTE = _palette_plan()


def to_palette(image: Image.Image) -> Image.Image:
    """An RGB drawing mapped onto the pictures' palette (once per cached piece)."""
    return c.to_palette(PALETTE, image)


def _canvas(size: tuple[int, int], colour: c.Color = c.BACKGROUND) -> Image.Image:
    return c.palette_canvas(PALETTE, size, colour)


def _put(image: Image.Image, xy: tuple[float, float], text: str, size: int = FONT,
         fill: c.Color = c.TEXT, ground: c.Color = c.BACKGROUND, anchor: str = "la",
         weight: str = "bold") -> None:
    """Text on a palette canvas, over a flat ``ground`` colour."""
    c.put_palette_text(PALETTE, image, xy, text, max(size, MIN_FONT), fill, ground, anchor,
                       weight)


def _text_piece(text: str, size: int, fill: c.Color, ground: c.Color, anchor: str,
                weight: str) -> Image.Image:
    return c.palette_text_piece(PALETTE, text, size, fill, ground, anchor, weight)[0]


def _text_layer(xy: tuple[float, float], text: str, size: int = FONT, fill: c.Color = c.TEXT,
                ground: c.Color = c.BACKGROUND, anchor: str = "la",
                weight: str = "bold") -> list[c.Layer]:
    """What :func:`_put` pastes, as a layer of a composed picture (none for no text)."""
    if not text:
        return []
    size = max(size, MIN_FONT)
    piece, (dx, dy) = c.palette_text_piece(PALETTE, text, size, fill, ground, anchor, weight)
    return [c.Layer(round(xy[0]) + dx, round(xy[1]) + dy, piece.height, _text_piece,
                    (text, size, fill, ground, anchor, weight))]


def _piece_layer(xy: tuple[int, int], piece: Image.Image, draw: Any,
                 args: tuple[Any, ...]) -> c.Layer:
    """A cached piece (``draw(*args)``, at hand as ``piece``) as a layer."""
    return c.Layer(xy[0], xy[1], piece.height, draw, args)


def _given(image: Image.Image) -> Image.Image:
    """A piece handed in drawn (a decision's preview strip): never part of a kept strip."""
    return image


# ---------------------------------------------------------------- small drawings
def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
          size: int = FONT, fill: c.Color = c.TEXT, anchor: str = "la",
          weight: str = "bold") -> None:
    draw.text(xy, text, font=c.font(max(size, MIN_FONT), weight), fill=fill, anchor=anchor)


def _fit(text: str, width: int, size: int = FONT) -> str:
    return c.ellipsize(text, width, max(size, MIN_FONT))


@cache
def ink_box(text: str, size: int) -> tuple[int, int, int, int]:
    """Where drawing ``text`` at (0, 0) (anchor ``la``) puts ink: layout by the glyphs
    themselves, not their em boxes, since cells are too small for slack."""
    face = c.font(size)
    _, _, right, bottom = face.getbbox(text)
    mask = Image.new("L", (int(right) + 2, int(bottom) + 2), 0)
    ImageDraw.Draw(mask).text((0, 0), text, font=face, fill=255)
    return mask.getbbox() or (0, 0, 0, 0)


# A cell shows its terrain letter in the top-left corner and its Stone, Lantern count or
# a decision's badge in the bottom-right one (a "corner chip"): the two never meet, so a
# cell with a Lantern or a badge still says what it is in letters, not colour alone.
PAD = 3  # the letter's and the chip's distance from the cell's edges
CHIP_RING = 3
CHIP_INNER = 3


def _letter_extent() -> tuple[int, int]:
    boxes = [ink_box(t["letter"], FONT) for t in RULES.terrains]
    return max(b[2] - b[0] for b in boxes), max(b[3] - b[1] for b in boxes)


def chip_size(text: str, size: int = MIN_FONT) -> tuple[int, int]:
    """Width and height of a corner chip carrying ``text`` (digits) at font ``size``."""
    x0, _, x1, _ = ink_box(text, size)
    _, top, _, bottom = ink_box("0123456789", size)
    border = 2 * (CHIP_RING + CHIP_INNER + (size - MIN_FONT) // 2)
    return max(bottom - top + border, x1 - x0 + border + 4), bottom - top + border


def badge_font(cell: int, text: str, beside: int = 0) -> int:
    """The largest badge font a cell has room for: under its letter, and when the badge
    sits ``beside`` a Stone or Lantern chip that wide, left of it."""
    size = chip_font(cell)
    while beside and size > MIN_FONT and 2 * PAD + 3 + chip_size(text, size)[0] + beside > cell:
        size -= 1
    return size


def chip_font(cell: int) -> int:
    """The font of a cell's corner chip: the 3 % size in the smallest cell, larger where
    the cell leaves room under its letter (a badge must be found at a glance)."""
    room = cell - 2 * PAD - _letter_extent()[1] - 3
    size = MIN_FONT
    while size < TITLE and chip_size("00", size + 1)[1] <= room:
        size += 1
    return size


#: the smallest cell: its letter and a corner chip one above the other, a few px apart
CELL_MIN = 2 * PAD + _letter_extent()[1] + 3 + chip_size("0")[1]
CELL_MAX = 130
LABEL_GAP = 12  # the least space between two column labels


def letter_box(letter: str, size: int) -> tuple[int, int, int, int]:
    """The box of a cell's letter ink, in the cell's own pixels."""
    x0, y0, x1, y1 = ink_box(letter, FONT)
    return (PAD + 1, PAD + 1, PAD + 1 + x1 - x0, PAD + 1 + y1 - y0)


def corner_box(size: int, w: int, h: int) -> tuple[int, int, int, int]:
    """The box of a ``w``×``h`` mark in the bottom-right corner of a cell of ``size``."""
    return (size - PAD - w, size - PAD - h, size - PAD, size - PAD)


@cache
def _terrain_tile(letter: str, size: int) -> Image.Image:
    tile = Image.new("RGB", (size, size), TERRAIN_FILL[letter])
    draw = ImageDraw.Draw(tile)
    draw.rectangle((0, 0, size - 1, size - 1), outline=c.INK, width=2)
    x0, y0, _, _ = ink_box(letter, FONT)
    _text(draw, (PAD + 1 - x0, PAD + 1 - y0), letter, fill=c.ink_on(TERRAIN_FILL[letter]))
    return tile


@kept
def chip_sprite(text: str, fill: c.Color, ring: c.Color, ink: c.Color, size: int = MIN_FONT,
                pill: bool = False) -> Image.Image:
    """A chip with digits, RGBA: a Lantern count is a rounded square, a decision's badge a
    ``pill`` (a circle for one digit), so the two differ in shape as well as colour."""
    w, h = chip_size(text, size)
    radius = h // 2 if pill else h // 5
    sprite = c.smooth_shape("rect", (w, h), fill, ring, CHIP_RING, radius).copy()
    x0, y0, x1, y1 = ink_box(text, size)
    # centred on its ink: digits' em boxes sit off-centre
    xy = (w / 2 - (x0 + x1) / 2, h / 2 - (y0 + y1) / 2)
    ImageDraw.Draw(sprite).text(xy, text, font=c.font(size), fill=ink)
    return sprite


def _stone(image: Image.Image, box: tuple[int, int, int, int], size: int) -> None:
    x0, _y0, x1, _y1 = box
    d = chip_size("0", size)[1]
    sprite = c.smooth_shape("circle", (d, d), STONE, STONE_EDGE, max(2, d // 12))
    c.paste(image, sprite, corner_box(x1 - x0, d, d)[:2])


def _lantern(image: Image.Image, box: tuple[int, int, int, int], count: int,
             size: int) -> None:
    x0, _y0, x1, _y1 = box
    sprite = chip_sprite(str(count), LANTERN, c.OKABE_ITO["yellow"], c.OKABE_ITO["yellow"],
                         size)
    c.paste(image, sprite, corner_box(x1 - x0, *sprite.size)[:2])


def occupant_width(stone: bool, lanterns: int) -> int:
    """How much of a cell's bottom row its Stone or Lantern chip takes at the 3 % size."""
    if lanterns:
        return chip_size(str(lanterns))[0]
    return chip_size("0")[1] if stone else 0


@kept
def _cell_piece(letter: str, size: int, stone: bool = False, lanterns: int = 0,
                shared: bool = False) -> Image.Image:
    """A garden cell as a palette piece: its terrain, and its Stone or Lanterns. A
    ``shared`` cell also carries a decision's badge, so its chip keeps the 3 % size and
    leaves the bottom-left corner to the badge."""
    tile = _terrain_tile(letter, size).copy()
    box = (0, 0, size, size)
    font_size = MIN_FONT if shared else chip_font(size)
    if stone:
        _stone(tile, box, font_size)
    if lanterns:
        _lantern(tile, box, lanterns, font_size)
    return to_palette(tile)


def _wrap(text: str, width: int, most: int) -> list[str]:
    """``text`` in lines of at most ``width`` px (words kept whole), at most ``most`` lines,
    the last one cut with an ellipsis when the words do not fit."""
    # a line that fits whole is the greedy lines' answer too (no part of it is wider), in
    # one measurement where word after word took one each: a header's numbers are new
    # text each turn
    whole = " ".join(text.split())
    if whole and c.text_width(whole, FONT) <= width:
        return [whole]
    lines: list[str] = []
    for word in text.split():
        if lines and c.text_width(f"{lines[-1]} {word}", FONT) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    if len(lines) > most:
        lines = [*lines[:most - 1], " ".join(lines[most - 1:])]
    return [_fit(line, width) for line in lines] or [""]


@kept
def _card_block(label: str, w: int, h: int) -> Image.Image:
    """A placed Harmony card over its 2×2 cells, as a palette piece."""
    block_image = Image.new("RGB", (w, h), CARD_FILL)
    draw = ImageDraw.Draw(block_image)
    for k in range(-h, w, 18):  # hatching: a shape cue beside the id
        draw.line((k, 0, k + h, h), fill=CARD_HATCH, width=3)
    draw.rectangle((0, 0, w - 1, h - 1), outline=c.INK, width=4)
    lines = _wrap(label, w - 20, max(1, (h - 12) // (FONT + 4)))
    tw = max(c.text_width(line, FONT) for line in lines) + 16
    step = FONT + 4
    top = h / 2 - step * len(lines) / 2
    draw.rectangle((w / 2 - tw / 2, top - 4, w / 2 + tw / 2, top + step * len(lines) + 4),
                   fill=CARD_FILL)
    for index, line in enumerate(lines):
        _text(draw, (w / 2, top + step * index + step / 2), line, fill=c.INK, anchor="mm")
    return to_palette(block_image)


SHAPE_UNIT = 26


def shape_extent(code: str, unit: int = SHAPE_UNIT) -> tuple[int, int]:
    """The pixel size of a shape's icon (see :func:`draw_shape_icon`)."""
    cells = RULES.data["shapes"][code]
    return ((max(x for x, _ in cells) + 1) * unit, (max(y for _, y in cells) + 1) * unit)


def draw_shape_icon(draw: ImageDraw.ImageDraw, xy: tuple[int, int], code: str,
                    terrain: str | None, unit: int = SHAPE_UNIT) -> None:
    """A Harmony card's shape as a small polyomino, from the data's ``shapes``: Stones as
    discs, terrain squares in the terrain's colour (a neutral square for any landscape),
    so the words "T4 in Pond" come with the T they mean. Flat fills only (no new shades
    on the palette)."""
    if terrain is None:
        fill, outline = STONE_EDGE, c.INK  # light discs: a dark one vanishes on a panel
    else:
        # any landscape: a neutral grey, unlike every terrain (Sand is the pale one)
        fill = TERRAIN_FILL.get(RULES.letter.get(terrain, ""), c.TEXT_DIM)
        outline = c.INK
    for x, y in RULES.data["shapes"][code]:
        box = (xy[0] + x * unit, xy[1] + y * unit, xy[0] + (x + 1) * unit - 2,
               xy[1] + (y + 1) * unit - 2)
        if terrain is None:
            draw.ellipse(box, fill=fill, outline=outline, width=2)
        else:
            draw.rectangle(box, fill=fill, outline=outline, width=2)


def card_shape(card: HarmonyCard) -> tuple[str, str | None] | None:
    """The shape a Harmony card's condition names, and its terrain (``None``: Stones)."""
    cond = card.condition
    if not cond.get("shape"):
        return None
    return cond["shape"], (None if cond["kind"] == "stones" else cond["terrain"])


# ---------------------------------------------------------------- terrain key
KEY_TILE = FONT + 6


@kept
def terrain_key(width: int, language: str = "en", tokens: bool = False) -> Image.Image:
    """Each terrain's letter on its colour and its name, from the data, in as few lines
    as fit ``width`` (a palette piece on the table's colour); with ``tokens`` (a garden)
    also a Stone and a Lantern count as the cells show them, with their names."""
    entries: list[tuple[str, str]] = [(t_["letter"], _terrain_name(t_["letter"], language))
                                      for t_ in RULES.terrains]
    if tokens:
        entries += [("stone", t(language, "zenso-pic-key-stone")),
                    ("lanterns", t(language, "zenso-pic-key-lanterns"))]
    lantern = chip_sprite("2", LANTERN, c.OKABE_ITO["yellow"], c.OKABE_ITO["yellow"])
    symbol_w = {"stone": KEY_TILE, "lanterns": lantern.width}
    spans = [symbol_w.get(key, KEY_TILE) + 6 + c.text_width(name, MIN_FONT) + 16
             for key, name in entries]
    lines: list[list[int]] = [[]]
    used = 0
    for index, span in enumerate(spans):
        if lines[-1] and used + span - 16 > width:
            lines.append([])
            used = 0
        lines[-1].append(index)
        used += span
    line_h = max(KEY_TILE, lantern.height if tokens else 0) + 8
    image = Image.new("RGB", (width, line_h * len(lines)), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    for row, members in enumerate(lines):
        x = 0
        for index in members:
            key, name = entries[index]
            y = row * line_h
            mid = y + (line_h - 8) // 2
            if key == "stone":
                disc = c.smooth_shape("circle", (KEY_TILE, KEY_TILE), STONE, STONE_EDGE,
                                      max(2, KEY_TILE // 12))
                c.paste(image, disc, (x, mid - KEY_TILE // 2))
            elif key == "lanterns":
                c.paste(image, lantern, (x, mid - lantern.height // 2))
            else:
                _key_tile(draw, (x, mid - KEY_TILE // 2), key, KEY_TILE)
            _text(draw, (x + symbol_w.get(key, KEY_TILE) + 6, mid), name, size=MIN_FONT,
                  anchor="lm")
            x += spans[index]
    return to_palette(image)


# ---------------------------------------------------------------- garden layout
@dataclass(frozen=True)
class Band:
    """Some columns of a garden drawn as one ruled grid (a wide garden wraps into several
    bands, one under the other, each with its own rulers)."""

    first: int  # the garden x of its first column
    cols: int
    grid: grids.SquareGrid
    top: int  # where its column ruler starts


@dataclass(frozen=True)
class GardenLayout:
    x_min: int
    y_min: int
    rows: int
    cell: int
    row_band: int  # width of the row ruler
    col_band: int  # height of a column ruler
    label_size: int
    stride: int  # every stride-th column is labelled (x a multiple of it)
    bands: tuple[Band, ...]
    height: int  # from the first band's ruler to below the last band

    def band_of(self, x: int) -> Band | None:
        return next((b for b in self.bands if b.first <= x < b.first + b.cols), None)

    def box(self, x: int, y: int) -> tuple[int, int, int, int] | None:
        band = self.band_of(x)
        return None if band is None else band.grid.box(y - self.y_min, x - band.first)

    def column_labels(self) -> list[tuple[str, tuple[float, float, float, float]]]:
        """Every drawn column label and the box its ink fills (image pixels)."""
        found = []
        for band in self.bands:
            for col in range(band.cols):
                x = band.first + col
                if x % self.stride:
                    continue
                x0, y0, x1, y1 = ink_box(str(x), self.label_size)
                cx = band.grid.center(0, col)[0]
                cy = band.top + self.col_band / 2
                w, h = x1 - x0, y1 - y0
                found.append((str(x), (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)))
        return found


BAND_GAP = MARGIN


def _split(first: int, cols: int, parts: int, blocked: set[int]) -> list[tuple[int, int]]:
    """``cols`` columns from x ``first`` in ``parts`` runs of nearly equal width, each cut
    moved left past any x in ``blocked`` (a cut through a placed Harmony card)."""
    runs = []
    start = first
    for left in range(parts, 0, -1):
        end = first + cols if left == 1 else start + math.ceil((first + cols - start) / left)
        while left > 1 and end in blocked and end - 1 > start:
            end -= 1
        runs.append((start, end - start))
        start = end
    return runs


def garden_layout(xs: tuple[int, int], ys: tuple[int, int], top: int,
                  cards: Sequence[tuple[int, int]] = (), border: bool = True,
                  min_cell: int = CELL_MIN) -> GardenLayout:
    """Cell size, rulers and bands for garden cells ``xs`` × ``ys`` (inclusive ranges) drawn
    from pixel row ``top``: one grid as wide as the picture allows with cells of at least
    :data:`CELL_MIN`, wrapped into bands when the garden is wider than that. ``border``
    adds an empty ring of cells (dropped on the x axis first when space runs out);
    ``min_cell`` raises the least cell size (a badge beside a Lantern needs more)."""
    x_min, x_max = xs
    y_min, y_max = ys
    if border:
        y_min, y_max = y_min - 1, y_max + 1
    row_band = max(c.text_width(str(y), FONT) for y in range(y_min, y_max + 1)) + 28
    avail = WIDTH - 2 * MARGIN - row_band
    per_band = avail // min_cell
    if border and x_max - x_min + 3 <= per_band:
        x_min, x_max = x_min - 1, x_max + 1
    cols = x_max - x_min + 1
    parts = math.ceil(cols / per_band)
    blocked = {ax + 1 for ax, _ in cards}
    runs = _split(x_min, cols, parts, blocked)
    widest = max(n for _, n in runs)
    cell = max(min_cell, min(CELL_MAX, avail // widest))
    labels = [str(x) for x in range(x_min, x_max + 1)]
    label_size, stride = FONT, 1
    for size in (FONT, MIN_FONT):
        label_size = size
        stride = grids.ruler_stride(
            [ink_box(t, size)[2] - ink_box(t, size)[0] for t in labels], cell, LABEL_GAP)
        if stride == 1:
            break
    col_band = FONT + 26
    rows = y_max - y_min + 1
    bands = []
    y = top
    for first, n in runs:
        grid = grids.SquareGrid(rows, n, cell, (MARGIN + row_band, y + col_band))
        bands.append(Band(first, n, grid, y))
        y += col_band + rows * cell + BAND_GAP
    return GardenLayout(x_min, y_min, rows, cell, row_band, col_band, label_size, stride,
                        tuple(bands), y - BAND_GAP - top)


def grid_top(header_lines: int, preview: Image.Image | None = None,
             language: str = "en") -> int:
    """Where a garden picture's grid starts: under its header lines, the preview strip if
    any, and the terrain key (its names, so its height, are the language's)."""
    top = MARGIN + LINE * header_lines + 8
    if preview is not None:
        top += preview.height + 12
    return top + terrain_key(WIDTH - 2 * MARGIN, language, tokens=True).height + 8


def layout_of(entry: dict[str, Any], extra: Sequence[tuple[int, int]] = (),
              top: int = 0, marks: Sequence[tuple[tuple[int, int], str]] = ()
              ) -> GardenLayout:
    """The layout of a garden drawn from pixel row ``top``, holding ``extra`` cells and
    the cells of ``marks`` too; a badge on a cell with a Stone or Lanterns sits beside
    them, which takes cells wide enough for both."""
    points = [unkey(k) for k in entry["garden"]] + list(extra) + [cell for cell, _ in marks]
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    cards = [(p["anchor"][0], p["anchor"][1]) for p in entry.get("placed", [])]
    min_cell = CELL_MIN
    for cell, text in marks:
        occupant = shared_occupant(entry, cell)
        if occupant:
            min_cell = max(min_cell, 2 * PAD + 3 + chip_size(text)[0] + occupant)
    return garden_layout((min(xs), max(xs)), (min(ys), max(ys)), top, cards,
                         min_cell=min_cell)


def shared_occupant(entry: dict[str, Any], cell: tuple[int, int]) -> int:
    """The width of the Stone or Lantern chip a badge on ``cell`` must sit beside (0 when
    the cell's corner is free)."""
    data = entry["garden"].get(f"{cell[0]},{cell[1]}")
    if not data or not data[0] or data[3]:
        return 0
    return occupant_width(bool(data[1]), data[2] or 0)


# A garden's grid is pasted as its column rulers, its rows of empty cells and their
# labels, each kept on its own: a row stays the same pixels when the garden grows a row
# above or below it, so its strip of the picture stays the same bytes. Drawn straight on
# the palette (their lines are flat colours, their labels cached pieces).
@kept
def _empty_cells(cols: int, cell: int) -> Image.Image:
    """A row of ``cols`` empty cells, ruled."""
    image = _canvas((cols * cell, cell))
    draw = ImageDraw.Draw(image)
    for col in range(cols):
        draw.rectangle((col * cell, 0, col * cell + cell - 1, cell - 1), fill=EMPTY_CELL,
                       outline=GRID_LINE, width=2)
    return image


def _label_y(top: int, cell: int) -> int:
    """Where a grid row's label is centred in the row, the row ``top`` px down its band:
    half a cell, rounded as a label centred in the whole band was (to even)."""
    return round(top + cell / 2) - top


@kept
def _column_ruler(cols: int, cell: int, first_x: int, row_band: int, col_band: int,
                  label_size: int, stride: int) -> Image.Image:
    """A band's column ruler: the x of every ``stride``-th column, a tick on the others."""
    image = _canvas((row_band + cols * cell, col_band))
    draw = ImageDraw.Draw(image)
    for col in range(cols):
        x = first_x + col
        cx = row_band + col * cell + cell / 2
        if x % stride:
            # a tick where a label was left out, so columns can still be counted
            draw.line((cx, col_band - 12, cx, col_band - 2), fill=c.TEXT_DIM, width=3)
        else:
            _put(image, (cx, col_band / 2), str(x), size=label_size, anchor="mm")
    return image


def _frame(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
    # astride the grid line: a frame outside the box would cover a neighbour's letter
    x0, y0, x1, y1 = box
    draw.rectangle((x0 - 2, y0 - 2, x1 + 1, y1 + 1), outline=c.HIGHLIGHT, width=4)


@dataclass(frozen=True)
class GardenLayers:
    """A garden picture as the cached pieces it pastes (:func:`garden_layers`)."""

    layout: GardenLayout
    height: int
    layers: tuple[c.Layer, ...]
    #: where its strips begin: header lines, the key, each band's ruler and grid row
    cuts: tuple[int, ...]
    #: cells whose badge sits beside their Stone or Lanterns
    shared: frozenset[tuple[int, int]]


def garden_layers(entry: dict[str, Any], header: list[str],
                  marks: Sequence[tuple[tuple[int, int], str]] = (),
                  extra: Sequence[tuple[int, int]] = (),
                  preview: Image.Image | None = None, language: str = "en") -> GardenLayers:
    """One garden on a ruled grid as layers: the terrain key and every band's ruled grid,
    the header lines, an optional ``preview`` strip, the cells and the placed cards."""
    # every line under the title wraps rather than being cut short ("Lantern…")
    header = header[:1] + [part for line in header[1:]
                           for part in _wrap(line, WIDTH - 2 * MARGIN, 2)]
    key = terrain_key(WIDTH - 2 * MARGIN, language, tokens=True)  # cached
    preview_at = MARGIN + LINE * len(header) + 8
    top = grid_top(len(header), preview, language)
    key_at = top - key.height - 8
    layout = layout_of(entry, extra, top, marks)
    shared = frozenset(cell for cell, _ in marks if shared_occupant(entry, cell))
    layers = [_piece_layer((MARGIN, key_at), key, terrain_key,
                           (WIDTH - 2 * MARGIN, language, True))]
    cuts = [MARGIN + LINE * index for index in range(1, len(header))]
    cuts += [preview_at, key_at]
    rules = (layout.row_band, layout.col_band, layout.label_size, layout.stride)
    for band in layout.bands:
        layers.append(c.Layer(MARGIN, band.top, layout.col_band, _column_ruler,
                              (band.cols, layout.cell, band.first, *rules)))
        grid_at = band.top + layout.col_band
        for row in range(layout.rows):
            y = grid_at + row * layout.cell
            layers.append(c.Layer(MARGIN + layout.row_band, y, layout.cell, _empty_cells,
                                  (band.cols, layout.cell)))
            layers += _text_layer(
                (MARGIN + layout.row_band / 2,
                 y + _label_y(layout.col_band + row * layout.cell, layout.cell)),
                str(layout.y_min + row), anchor="mm")
        cuts += [band.top, *(grid_at + row * layout.cell for row in range(layout.rows + 1))]
    for index, line in enumerate(header):
        layers += _text_layer((MARGIN, MARGIN + index * LINE), _fit(line, WIDTH - 2 * MARGIN),
                              size=TITLE if index == 0 else FONT)
    if preview is not None:
        layers.append(c.Layer(MARGIN, preview_at, preview.height, _given, (preview,)))
    cell = layout.cell
    for key_, (terrain, stone, lanterns, card) in entry["garden"].items():
        x, y = unkey(key_)
        box = layout.box(x, y)
        if terrain and not card and box is not None:
            layers.append(c.Layer(box[0], box[1], cell, _cell_piece,
                                  (terrain, cell, bool(stone), lanterns or 0,
                                   (x, y) in shared)))
    for placed in entry.get("placed", []):
        layers += _card_layers(layout, _card_name(placed["id"], language),
                               tuple(placed["anchor"]))  # type: ignore[arg-type]
    height = top + layout.height + MARGIN
    return GardenLayers(layout, height, tuple(layers), tuple(cuts), shared)


def garden_png(entry: dict[str, Any], header: list[str], language: str = "en") -> bytes:
    """The PNG of a turn's garden (:func:`garden_image` with no badges or frames), from
    strips kept by what they show: a turn deflates only the rows it changed."""
    drawn = garden_layers(entry, header, language=language)
    return png_of(drawn.height, drawn.layers, drawn.cuts)


def garden_image(entry: dict[str, Any], header: list[str],
                 marks: list[tuple[tuple[int, int], str]] | None = None,
                 extra: Sequence[tuple[int, int]] = (),
                 highlight: Sequence[tuple[int, int]] = (),
                 blocks: Sequence[tuple[int, int]] = (),
                 preview: Image.Image | None = None, language: str = "en") -> Image.Image:
    """One garden on a ruled grid, with header lines, an optional ``preview`` strip and the
    terrain key above, optional badges (``marks``) in their cells' chip corner, frames
    round ``highlight`` cells and round the 2×2 ``blocks`` anchored at the given cells
    (a palette image)."""
    drawn = garden_layers(entry, header, marks or (), extra, preview, language)
    layout, shared = drawn.layout, drawn.shared
    image = c.layered(PALETTE, (WIDTH, drawn.height), drawn.layers)
    draw = ImageDraw.Draw(image)
    for (x, y) in highlight:
        box = layout.box(x, y)
        if box is not None:
            _frame(draw, box)
    for (ax, ay) in blocks:
        b0, b1 = layout.box(ax, ay), layout.box(ax + 1, ay + 1)
        if b0 is not None and b1 is not None:
            _frame(draw, (b0[0], b0[1], b1[2], b1[3]))
    if marks:
        cell = layout.cell
        # Badges blend into whatever cell they overlap: drawn on RGB, mapped back once
        # (a decision picture, not the per-turn board).
        rgb = image.convert("RGB")
        # one badge size per picture: the largest every badge's cell has room for
        badge_size = min(badge_font(cell, text, shared_occupant(entry, xy) if xy in shared
                                    else 0) for xy, text in marks)
        for (x, y), text in marks:
            box = layout.box(x, y)
            if box is None:
                continue
            sprite = chip_sprite(text, grids.BADGE_FILL, grids.BADGE_EDGE, c.INK,
                                 badge_size, pill=True)
            if (x, y) in shared:  # bottom-left, beside the Stone or Lanterns
                cx0, cy0 = PAD, cell - PAD - sprite.height
            else:
                cx0, cy0, _, _ = corner_box(cell, *sprite.size)
            rgb.paste(sprite, (box[0] + cx0, box[1] + cy0), sprite)
        image = to_palette(rgb)
    return image


def _card_part(label: str, size: int, left: int, right: int) -> Image.Image:
    """The columns ``left``–``right`` of a placed card's block (all of it, or the part
    one band shows)."""
    piece = _card_block(label, size, size)
    return piece if (left, right) == (0, piece.width) else piece.crop(
        (left, 0, right, piece.height))


def _card_layers(layout: GardenLayout, label: str, anchor: tuple[int, int]) -> list[c.Layer]:
    """A placed card's block; cut in two where a band ends inside it (only when no cut
    avoiding every card existed)."""
    ax, ay = anchor
    size = 2 * layout.cell - 6
    layers = []
    for band in layout.bands:
        cols = [x for x in (ax, ax + 1) if band.first <= x < band.first + band.cols]
        if not cols:
            continue
        b0 = band.grid.box(ay - layout.y_min, ax - band.first)
        left = (cols[0] - ax) * layout.cell
        right = (cols[-1] - ax + 1) * layout.cell
        part = (max(0, left - 3), min(size, right - 3))
        layers.append(c.Layer(b0[0] + 3 + max(0, left - 3), b0[1] + 3, size, _card_part,
                              (label, size, *part)))
    return layers


def seat_header(view: View, seat: int, names: Sequence[str], language: str = "en") -> list[str]:
    s = view["seats"][seat]
    score = s["score"]
    to_move = view["active"] == seat and view["phase"] != "over"
    who = _name(names, seat, language)
    return [t(language, "zenso-pic-seat-to-move", who=who) if to_move
            else t(language, "zenso-pic-seat", who=who),
            t(language, "zenso-pic-seat-numbers", points=score["total"], enso=s["enso"],
               hand=s["hand_count"], placed=len(s["placed"])),
            t(language, "zenso-pic-seat-zen", used=sum(1 for n in s["zen"] if n),
              spaces=len(s["zen"]), points=score["lanterns"])]


def garden_alt(view: View, seat: int, names: Sequence[str], language: str = "en") -> str:
    s = view["seats"][seat]
    none = t(language, "zenso-pic-none")
    plots, stones, lanterns = _garden_words(
        tuple((key, tuple(cell)) for key, cell in s["garden"].items()), language)
    placed = ", ".join(t(language, "zenso-pic-placed-at", card=component(p["id"]),
                          cell=f"{p['anchor'][0]},{p['anchor'][1]}")
                       for p in s["placed"]) or none
    zen = ", ".join(str(n) for n in s["zen"] if n) or t(language, "zenso-pic-empty")
    return t(language, "zenso-pic-garden-alt", who=_name(names, seat, language),
              points=s["score"]["total"], enso=s["enso"], hand=s["hand_count"],
              plots=plots or none, stones=stones, lanterns=lanterns, placed=placed, zen=zen)


# a garden's plots, Stones and Lanterns in words, kept by exactly what the garden holds:
# a garden is shown again after another player's turn unchanged, or a cell or two on
@kept
def _garden_words(cells: tuple[tuple[str, tuple[Any, ...]], ...], language: str
                  ) -> tuple[str, str, str]:
    g = Garden({key: list(cell) for key, cell in cells}, RULES)
    none = t(language, "zenso-pic-none")
    plots = ", ".join(f"{_terrain_name(letter, language)} {len(found)}"
                      for letter, found in g.plots)
    stones = " ".join(f"{x},{y}" for x, y in reading_order(g.stones)) or none
    lanterns = " ".join(f"{x},{y}×{n}" for (x, y), n in sorted(g.lanterns.items())) or none
    return plots, stones, lanterns


def _phase_text(view: View, language: str = "en") -> str:
    if view["phase"] == "over":
        return t(language, "zenso-pic-game-over")
    if view["queue"]:
        return t(language, f"zenso-pic-task-{view['queue'][0]['t']}")
    return t(language, f"zenso-pic-phase-{view['phase']}")


@kept
def _row_card(card_id: str | None, width: int, height: int, face: int,
              language: str = "en") -> Image.Image:
    """An Inspiration row panel with its card (garden face, id, bonus), drawn from the data
    once per card: cards slide along the row, so the slot's title is laid on per turn.
    Drawn straight on the palette (its terrain squares the garden's cell pieces, its words
    the palette's shades over the panel): drawn in RGB and mapped, a card cost 1.9 ms, and
    a card enters the row every turn; an edge pixel of a letter may be one shade apart."""
    image = _canvas((width + 1, height + 1))
    draw = ImageDraw.Draw(image)
    c.rounded_box(draw, (0, 0, width, height), 14, fill=c.PANEL)
    if card_id is None:
        _put(image, (10, ROW_CARD_Y), t(language, "zenso-pic-empty"), fill=c.TEXT_DIM,
             ground=c.PANEL)
        return image
    card = RULES.terrain_cards[card_id]
    fy = ROW_CARD_Y
    for r in range(2):
        for q in range(2):
            image.paste(_cell_piece(card.grid[r][q], face), (10 + q * face, fy + r * face))
    tx = 24 + 2 * face
    room = width - 2 * face - 36
    for index, (text, letters) in enumerate(bonus_rows(card, room, language)):
        y = fy + index * (FONT + 4)
        tiles = len(letters) * (BONUS_TILE + 4)
        _put(image, (tx, y), _fit(text, room - tiles - (8 if tiles else 0)), ground=c.PANEL)
        x = tx + c.text_width(text, FONT) + 8
        for letter in letters:  # the terrain as its tile, the key's letter on its colour
            image.paste(_key_tile_piece(letter, BONUS_TILE),
                        (x, y + (FONT + 4 - BONUS_TILE) // 2))
            x += BONUS_TILE + 4
    return image


#: where a row panel's card begins, under the slot's title: above it every panel is the
#: same pixels, so a turn whose cards slide along the row keeps that strip
ROW_CARD_Y = 6 + LINE


def _row_card_part(card_id: str | None, width: int, height: int, face: int, language: str,
                   top: int, bottom: int) -> Image.Image:
    """Rows ``top``–``bottom`` of a row panel (:func:`_row_card`)."""
    panel = _row_card(card_id, width, height, face, language)
    return panel.crop((0, top, panel.width, bottom))


BONUS_TILE = FONT + 2


def _key_tile(draw: ImageDraw.ImageDraw, xy: tuple[int, int], letter: str, size: int) -> None:
    """A terrain's small tile: its colour, its letter (as in the terrain key)."""
    x, y = xy
    draw.rectangle((x, y, x + size - 1, y + size - 1), fill=TERRAIN_FILL[letter],
                   outline=c.INK, width=2)
    _text(draw, (x + size / 2, y + size / 2), letter, fill=c.ink_on(TERRAIN_FILL[letter]),
          anchor="mm")


@kept
def _key_tile_piece(letter: str, size: int) -> Image.Image:
    """:func:`_key_tile` as a palette piece (its letter drawn as in RGB)."""
    image = Image.new("RGB", (size, size), c.BACKGROUND)
    _key_tile(ImageDraw.Draw(image), (0, 0), letter, size)
    return to_palette(image)


@kept
def _display_panel(pos: int, card_id: str | None, width: int, height: int,
                   language: str = "en") -> Image.Image:
    """One Harmony display place, drawn from the data once per card, place and height.
    Drawn straight on the palette, its words as the palette's shades of their ink over the
    panel (as a turn's own lines are): drawn in RGB and mapped, a place cost 3.5 ms, and a
    late turn redraws one in two; an edge pixel of a letter may be one shade apart."""
    image = _canvas((width + 1, height + 1))
    c.rounded_box(ImageDraw.Draw(image), (0, 0, width, height), 14, fill=c.PANEL_LIGHT)
    if card_id is None:
        _put(image, (10, 6), t(language, "zenso-pic-display-empty", position=pos),
             fill=c.TEXT_DIM, ground=c.PANEL_LIGHT)
    else:
        draw_card_text(image, RULES.harmony_cards[card_id], f"D{pos}", (10, 6),
                       width - 20, language, ground=c.PANEL_LIGHT)
    return image


def market_layers(view: View, names: Sequence[str], language: str = "en"
                  ) -> tuple[int, tuple[c.Layer, ...], tuple[int, ...]]:
    """The market picture's height, the cached pieces it pastes (header lines, the key,
    the row's and the display's panels and titles) and where its strips begin."""
    # two panels per line: a bonus or a condition must read whole at the 3 % size
    per_line = 2
    lines_of = math.ceil(RULES.slots / per_line)
    panel_w = (WIDTH - 2 * MARGIN - (per_line - 1) * 12) // per_line
    face = 66
    row_h = 2 * face + LINE + 24
    # each line of the display as tall as its longer card (a card's words are never cut)
    shown = list(view["display"])
    disp_hs = [max(card_text_height(cid, f"D{pos}", panel_w - 20, language)
                   for pos, cid in enumerate(shown, 1) if (pos - 1) // per_line == line) + 16
               for line in range(math.ceil(len(shown) / per_line))]
    over = view["phase"] == "over"
    header = ([t(language, "zenso-pic-title-over"), *final_lines(view, names, language)]
              if over else
              [t(language, "zenso-pic-title-turn", turn=view["turn"] + 1),
               t(language, "zenso-pic-acting", who=_name(names, view["active"], language),
                 phase=_phase_text(view, language))])
    if view["final_round"] and not over:
        header.append(t(language, "zenso-pic-final-round", count=RULES.end_cards))
    key = terrain_key(WIDTH - 2 * MARGIN, language)
    key_at = MARGIN + LINE * len(header) + 8
    top = key_at + key.height + 8
    height = top + LINE + lines_of * (row_h + 12) + LINE + sum(h + 12 for h in disp_hs) + MARGIN
    layers: list[c.Layer] = []
    cuts = [MARGIN + LINE * index for index in range(1, len(header))] + [key_at, top]
    for index, line in enumerate(header):
        layers += _text_layer((MARGIN, MARGIN + index * LINE), _fit(line, WIDTH - 2 * MARGIN),
                              size=TITLE if index == 0 else FONT)
    layers.append(_piece_layer((MARGIN, key_at), key, terrain_key,
                               (WIDTH - 2 * MARGIN, language, False)))
    y = top
    layers += _text_layer((MARGIN, y), t(language, "zenso-pic-row",
                                         deck=view["terrain_deck_count"]))
    y += LINE
    for slot, card_id in enumerate(view["row"], 1):
        col, line = (slot - 1) % per_line, (slot - 1) // per_line
        x0, y0 = MARGIN + col * (panel_w + 12), y + line * (row_h + 12)
        cuts += [y0, y0 + ROW_CARD_Y]
        # the panel's top without its card (the same for every card), then the card
        layers += [c.Layer(x0, y0, ROW_CARD_Y, _row_card_part,
                           (None, panel_w, row_h, face, language, 0, ROW_CARD_Y)),
                   c.Layer(x0, y0 + ROW_CARD_Y, row_h + 1 - ROW_CARD_Y, _row_card_part,
                           (card_id, panel_w, row_h, face, language, ROW_CARD_Y, row_h + 1))]
        layers += _text_layer((x0 + 10, y0 + 6), t(language, "zenso-pic-slot", slot=slot,
                                                   cost=view["slot_costs"][slot - 1]),
                              ground=c.PANEL)
    y += lines_of * (row_h + 12)
    cuts.append(y)
    layers += _text_layer((MARGIN, y), t(language, "zenso-pic-display",
                                         deck=view["harmony_deck_count"]))
    y += LINE
    for pos, card_id in enumerate(shown, 1):
        col, line = (pos - 1) % per_line, (pos - 1) // per_line
        y0 = y + sum(h + 12 for h in disp_hs[:line])
        cuts.append(y0)
        layers.append(c.Layer(MARGIN + col * (panel_w + 12), y0, disp_hs[line] + 1,
                              _display_panel, (pos, card_id, panel_w, disp_hs[line],
                                               language)))
    return height, tuple(layers), tuple(cuts)


def market_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    height, layers, _ = market_layers(view, names, language)
    return c.layered(PALETTE, (WIDTH, height), layers)


def market_png(view: View, names: Sequence[str], language: str = "en") -> bytes:
    """The PNG of :func:`market_image`, from strips kept by what they show."""
    height, layers, cuts = market_layers(view, names, language)
    return png_of(height, layers, cuts)


#: a card's shape icon stands beside its condition and points lines (2 and 3)
ICON_ROWS_H = 2 * (FONT + 6) - 4


def icon_unit(code: str) -> int:
    """The cell size of a shape's icon, so the icon is no taller than two text lines."""
    rows = max(y for _, y in RULES.data["shapes"][code]) + 1
    return min(SHAPE_UNIT, ICON_ROWS_H // rows)


def final_lines(view: View, names: Sequence[str], language: str = "en") -> list[str]:
    """The final board's lines: why the game ended and who won (the engine's sentence),
    wrapped, then every player's place and points."""
    lines: list[str] = []
    if view.get("outcome"):
        said = i18n.text(view["outcome"], language, names=list(names), game="zenso")
        lines += _wrap(said, WIDTH - 2 * MARGIN, 3)
    else:
        lines.append(t(language, "zenso-prompt-over"))
    standings = view.get("standings") or []
    lines.append(" · ".join(t(language, "zenso-pic-ranking", rank=rank,
                              who=_name(names, seat, language), points=points)
                            for seat, points, rank in standings))
    return [line for line in lines if line]


def shape_origin(code: str, xy: tuple[int, int], width: int) -> tuple[int, int]:
    """Where a card's shape icon starts: right-aligned in the card's text ``width`` from
    ``xy``, centred on lines 2–3 (the title line and line 4 run the whole width)."""
    icon_w, icon_h = shape_extent(code, icon_unit(code))
    middle = xy[1] + FONT + 6 + (FONT + 6)
    return xy[0] + width - icon_w, round(middle - icon_h / 2)


def card_lines(card: HarmonyCard, title: str, language: str = "en") -> list[str]:
    """A Harmony card's four lines: id and name, condition, points, kind or Jizō ability
    with its cost."""
    cost = cost_short(card, language)
    kind = kind_short(card, language)
    name = _card_name(card.id, language)
    return [f"{title} {name}" if title else name, condition_short(card, language),
            points_short(card, language), kind + (f" · {cost}" if cost else "")]


CARD_STEP = FONT + 6


@kept
def card_text_lines(card_id: str, title: str, width: int,
                    language: str = "en") -> tuple[tuple[str, bool], ...]:
    """The drawn lines of a Harmony card (:func:`card_lines` wrapped within ``width``, the
    2nd and 3rd drawn lines narrower beside a shape icon), each with whether it is dim:
    nothing is ever cut short."""
    card = RULES.harmony_cards[card_id]
    shape = card_shape(card)
    beside = shape_extent(shape[0], icon_unit(shape[0]))[0] + 14 if shape else 0
    out: list[tuple[str, bool]] = []
    for index, text in enumerate(card_lines(card, title, language)):
        line = ""
        for word in text.split():
            room = width - (beside if len(out) in (1, 2) else 0)
            trial = f"{line} {word}" if line else word
            if line and c.text_width(trial, FONT) > room:
                out.append((line, index >= 3))
                line = word
            else:
                line = trial
        out.append((line, index >= 3))
    return tuple(out)


def card_text_height(card_id: str | None, title: str, width: int, language: str = "en") -> int:
    """The height a card's lines take (four lines at least, so panels line up)."""
    lines = len(card_text_lines(card_id, title, width, language)) if card_id else 0
    return max(4, lines) * CARD_STEP


def draw_card_text(image: Image.Image, card: HarmonyCard, title: str, xy: tuple[int, int],
                   width: int, language: str = "en", ground: c.Color | None = None) -> None:
    """The card's lines (:func:`card_text_lines`); a card whose condition names a shape
    shows it as an icon at the right of lines 2–3, where the words say "shape". On a
    palette ``image`` the lines are laid on as shades over the flat ``ground``."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    shape = card_shape(card)
    if shape:
        unit = icon_unit(shape[0])
        draw_shape_icon(draw, shape_origin(shape[0], xy, width), *shape, unit=unit)
    for index, (text, dim) in enumerate(card_text_lines(card.id, title, width, language)):
        fill = c.TEXT_DIM if dim else c.TEXT
        if ground is None:
            _text(draw, (x, y + index * CARD_STEP), _fit(text, width), fill=fill)
        else:
            _put(image, (x, y + index * CARD_STEP), _fit(text, width), fill=fill,
                 ground=ground)


@kept
def card_alt(card_id: str, language: str = "en") -> str:
    card = RULES.harmony_cards[card_id]
    parts = [_card_name(card_id, language), condition_short(card, language, icon=False),
             points_short(card, language)]
    if cost_short(card, language):
        parts.append(cost_short(card, language))
    return ", ".join(parts)


@kept
def _bonus_words(card_id: str, language: str) -> str:
    """A Terrain card's bonus in words, on one line (the market's alt text)."""
    return " ".join(bonus_lines(RULES.terrain_cards[card_id], language))


def market_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    row = t(language, "zenso-pic-semicolon").join(
        t(language, "zenso-pic-alt-slot", slot=i, cost=view["slot_costs"][i - 1],
           bonus=_bonus_words(cid, language))
        if cid else t(language, "zenso-pic-alt-slot-empty", slot=i)
        for i, cid in enumerate(view["row"], 1))
    shown = t(language, "zenso-pic-semicolon").join(
        f"D{i} {card_alt(cid, language)}" if cid
        else t(language, "zenso-pic-display-empty", position=i)
        for i, cid in enumerate(view["display"], 1))
    players = t(language, "zenso-pic-semicolon").join(
        t(language, "zenso-pic-alt-player", who=_name(names, i, language),
           points=s["score"]["total"], enso=s["enso"], hand=s["hand_count"],
           placed=len(s["placed"]))
        for i, s in enumerate(view["seats"]))
    if view["phase"] == "over":
        state = " ".join(final_lines(view, names, language))
    else:
        args = {"turn": view["turn"] + 1, "who": _name(names, view["active"], language),
                "phase": _phase_text(view, language)}
        state = (t(language, "zenso-pic-alt-turn-final", **args) if view["final_round"]
                 else t(language, "zenso-pic-alt-turn", **args))
    return t(language, "zenso-pic-market-alt", state=state, deck=view["terrain_deck_count"],
              row=row, harmony=view["harmony_deck_count"], shown=shown, players=players)


def choice_cells(notation: str) -> tuple[tuple[int, int] | None, bool]:
    """The board cell a choice refers to, and whether it anchors a 2×2 block."""
    try:
        p = parse(notation)
    except Exception:  # a choice that is not positional has no place on the picture
        return None, False
    if p.verb in ("place", "validate"):
        return p.cell, True
    if p.verb in ("stone", "lantern", "pay", "combine") and p.cell is not None:
        return p.cell, False
    if p.verb == "move":
        return p.cell2, False
    return None, False


def set_cells(notation: str, marker: str | None) -> list[tuple[tuple[int, int], str]]:
    """The cells of a choice of several (``stone 1,0 2,0`` marked ``1+3``), each with its
    own badge; empty for a choice of one cell."""
    if not marker or "+" not in marker:
        return []
    try:
        p = parse(notation)
    except Exception:
        return []
    badges = marker.split("+")
    if len(p.cells) != len(badges):
        return []
    return list(zip(p.cells, badges, strict=True))


def placement_of(notation: str) -> tuple[tuple[int, int], int] | None:
    """The anchor and rotation (degrees) of a ``place`` notation."""
    if not notation.startswith("place"):
        return None
    p = parse(notation)
    return p.cell, int(notation.split()[2][1:])  # type: ignore[return-value]


PREVIEW_CELL = CELL_MIN
PREVIEW_GAP = 24


PreviewItem = tuple[tuple[tuple[str, str], tuple[str, str]], str, tuple[str, ...]]


@kept
def preview_strip(items: tuple[PreviewItem, ...], width: int) -> Image.Image:
    """Terrain cards as they would lie, each a 2×2 of cells with a caption under it (the
    words of its buttons) and, when given, the badges where it can lie so (the garden's
    badges, drawn alike), in as many rows as ``width`` needs (a palette piece)."""
    labels = tuple((label, badges) for _, label, badges in items)
    slots, heights = preview_slots(labels, width)
    span = _span(labels)
    image = Image.new("RGB", (width, max(y for _, y in slots) + heights[-1]), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    for (grid, label, badges), (x0, y0) in zip(items, slots, strict=True):
        for r in range(2):
            for q in range(2):
                image.paste(_terrain_tile(grid[r][q], PREVIEW_CELL),
                            (x0 + q * PREVIEW_CELL, y0 + r * PREVIEW_CELL))
        centre = x0 + PREVIEW_CELL
        _text(draw, (centre, y0 + 2 * PREVIEW_CELL + 8), label, anchor="ma")
        for (bx, by), text in zip(badge_places(badges, centre, y0, span), badges,
                                  strict=True):
            sprite = chip_sprite(text, grids.BADGE_FILL, grids.BADGE_EDGE, c.INK, MIN_FONT,
                                 pill=True)
            image.paste(sprite, (bx, by), sprite)
    return to_palette(image)


BADGE_GAP = 6


def _span(labels: tuple[tuple[str, tuple[str, ...]], ...]) -> int:
    return max(max(2 * PREVIEW_CELL, c.text_width(label, FONT)) for label, _ in labels)


def badge_places(badges: tuple[str, ...], centre: int, top: int,
                 span: int | None = None) -> list[tuple[int, int]]:
    """Where each badge under a previewed card goes: rows centred under it, as many to a
    row as the card's ``span`` holds (at least the card's width)."""
    span = span or 2 * PREVIEW_CELL
    sizes = [chip_size(b)[0] for b in badges]
    h = chip_size("0")[1]
    rows: list[list[int]] = [[]]
    used = 0
    for index, w in enumerate(sizes):
        if rows[-1] and used + w > span:
            rows.append([])
            used = 0
        rows[-1].append(index)
        used += w + BADGE_GAP
    places: list[tuple[int, int]] = [(0, 0)] * len(badges)
    y = top + 2 * PREVIEW_CELL + 8 + LINE
    for members in rows:
        total = sum(sizes[i] for i in members) + BADGE_GAP * (len(members) - 1)
        x = centre - total // 2
        for i in members:
            places[i] = (x, y)
            x += sizes[i] + BADGE_GAP
        y += h + BADGE_GAP
    return places


def preview_slots(labels: tuple[tuple[str, tuple[str, ...]], ...], width: int
                  ) -> tuple[list[tuple[int, int]], list[int]]:
    """The top-left corner of each previewed card in its strip (its caption and badges
    centred under it), as many to a row as ``width`` holds; and each row's height."""
    span = _span(labels)
    per_row = max(1, min(len(labels), (width + PREVIEW_GAP) // (span + PREVIEW_GAP)))
    slots = []
    heights: list[int] = []
    y = 0
    for start in range(0, len(labels), per_row):
        row = labels[start:start + per_row]
        tallest = 0
        for offset, (_, badges) in enumerate(row):
            places = badge_places(badges, 0, 0, span)
            bottom = max((py for _, py in places), default=-1)
            below = (bottom + chip_size("0")[1] + BADGE_GAP if badges
                     else 2 * PREVIEW_CELL + 8 + LINE)
            tallest = max(tallest, below)
            slots.append((offset * (span + PREVIEW_GAP) + span // 2 - PREVIEW_CELL, y))
        heights.append(tallest + 8)
        y += tallest + 8
    return slots, heights


def _placement_preview(card_id: str, choices: Sequence[DecisionChoice], language: str = "en"
                       ) -> tuple[Image.Image, str, list[tuple[int, int]]]:
    """The strip (:func:`placement_items` drawn), header line and framed footprints."""
    items, line, framed = placement_items(card_id, choices, language)
    return preview_strip(items, WIDTH - 2 * MARGIN), line, framed


def placement_items(card_id: str, choices: Sequence[DecisionChoice], language: str = "en"
                    ) -> tuple[tuple[PreviewItem, ...], str, list[tuple[int, int]]]:
    """The strip, header line and framed footprints of a placement decision. At the
    rotation step (every choice at one anchor) the card in each rotation offered, worded
    as its button, the footprint framed; else the card in every rotation offered, each
    with the badges where it can lie so: a badge and a rotation name one placement, as
    the buttons do ("3 · turned 90°")."""
    card = RULES.terrain_cards[card_id]

    def lying(degrees: int) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(row) for row in rotate_grid(card.grid, degrees))

    per_choice = [[p for n in ch.notations if (p := placement_of(n))] for ch in choices]
    anchors = {anchor for found in per_choice for anchor, _ in found}
    if len(anchors) == 1 and len(choices) > 1:
        items = tuple((lying(found[0][1]), t(language, "zenso-turned", degrees=found[0][1]),
                       ()) for found in per_choice if found)
        (x, y), = anchors
        line = t(language, "zenso-pic-place-at", cell=f"{x},{y}")
        framed = [(x, y)]
    else:
        where: dict[int, list[str]] = {}
        for choice, found in zip(choices, per_choice, strict=True):
            for _, degrees in found:
                if choice.marker and choice.marker not in where.setdefault(degrees, []):
                    where[degrees].append(choice.marker)
        items = tuple((lying(degrees), t(language, "zenso-turned", degrees=degrees),
                       tuple(where[degrees])) for degrees in sorted(where))
        line = t(language, "zenso-pic-place-badges")
        framed = []
    return items, line, framed  # type: ignore[return-value]


def decision_image(view: View, seat: int, names: Sequence[str],
                   choices: Sequence[DecisionChoice], language: str = "en") -> Image.Image | None:
    marks: list[tuple[tuple[int, int], str]] = []
    extra: list[tuple[int, int]] = []
    verbs: set[str] = set()
    for choice in choices:
        seen: set[tuple[int, int]] = set()
        for notation in choice.notations:
            several = set_cells(notation, choice.marker)
            if several:  # a set of cells ("1+3"): each cell its own badge
                verbs.add(notation.split()[0])
                marks += [m for m in several if m not in marks]
                continue
            cell, anchors = choice_cells(notation)
            if cell is None:
                continue
            verbs.add(notation.split()[0])
            if cell not in seen and (cell, choice.marker) not in marks:
                seen.add(cell)
                marks.append((cell, choice.marker))
                if anchors:
                    extra.extend(block(cell))
    if not marks:
        return None
    header = seat_header(view, seat, names, language)[:2]
    task = view["queue"][0] if view["queue"] else None
    preview = None
    framed: list[tuple[int, int]] = []
    if task and task["t"] == "place" and "place" in verbs:
        preview, line, framed = _placement_preview(task["card"], choices, language)
        header.append(line)
    elif "validate" in verbs:
        header.append(t(language, "zenso-pic-footprints"))
        header += _footprints_by_card(choices, language)
    else:
        verb = sorted(verbs)[0]
        header.append(t(language, f"zenso-pic-where-{verb}") if verb in (
            "stone", "lantern", "pay", "combine", "move") else t(language, "zenso-pic-choose"))
    # a long instruction wraps rather than being cut short
    header = header[:2] + [part for line in header[2:]
                           for part in _wrap(line, WIDTH - 2 * MARGIN, 2)]
    selected = [tuple(cell) for cell in view.get("selected", [])]
    return garden_image(view["seats"][seat], header, marks, extra, highlight=selected,
                        blocks=framed, preview=preview, language=language)


def _footprints_by_card(choices: Sequence[DecisionChoice], language: str) -> list[str]:
    """When footprints of several cards are offered at once, one line per card naming
    its badges ("Iris bed: 1, 3, 4"): a badge is a footprint, which more than one card
    may take."""
    badges: dict[str, list[str]] = {}
    for choice in choices:
        for notation in choice.notations:
            words_ = notation.split()
            if words_[0] == "validate" and choice.marker:
                found = badges.setdefault(words_[1], [])
                if choice.marker not in found:
                    found.append(choice.marker)
    if len(badges) < 2:
        return []
    return [t(language, "zenso-pic-card-footprints", card=component(card_id),
              badges=_runs(marks)) for card_id, marks in badges.items()]


def _runs(marks: list[str]) -> str:
    """Badge numbers with each run of consecutive ones as a range ("1–8, 11, 13–14"),
    so a card with many footprints keeps its line whole."""
    numbers = sorted(int(m) for m in marks if m.isdigit())
    parts: list[str] = []
    start = 0
    for index, number in enumerate(numbers):
        if index + 1 < len(numbers) and numbers[index + 1] == number + 1:
            continue
        first = numbers[start]
        parts.append(str(first) if first == number else
                     f"{first}, {number}" if number == first + 1 else f"{first}–{number}")
        start = index + 1
    return ", ".join(parts + [m for m in marks if not m.isdigit()])


def decision_alt(view: View, seat: int, names: Sequence[str],
                 choices: Sequence[DecisionChoice], language: str = "en") -> str:
    parts = []
    for choice in choices:
        cells = sorted({cell for n in choice.notations
                        for cell in ([c_ for c_, _ in set_cells(n, choice.marker)]
                                     or [choice_cells(n)[0]]) if cell is not None})
        turns = sorted({p[1] for n in choice.notations if (p := placement_of(n))})
        if not cells:
            continue  # not a place (a display card to buy, beside the footprints)
        at = " ".join(f"{x},{y}" for x, y in cells)
        part = (t(language, "zenso-pic-badge-turned", marker=choice.marker or "",
                  cells=at, degrees=turns[0]) if len(turns) == 1 else
                t(language, "zenso-pic-badge", marker=choice.marker or "", cells=at))
        if part not in parts:  # a footprint two cards may take is one badge
            parts.append(part)
    return t(language, "zenso-pic-decision-alt", who=_name(names, seat, language),
              badges=t(language, "zenso-pic-semicolon").join(parts),
              garden=garden_alt(view, seat, names, language))


# ---------------------------------------------------------------- hand
HAND_PANEL_H = 4 * (FONT + 6) + 20
#: the right part of a hand panel that holds "✓ ready" or "not yet" (in any language)
HAND_MARK_W = 250


def hand_panel_height(card_id: str, language: str = "en") -> int:
    return card_text_height(card_id, "", WIDTH - 2 * MARGIN - HAND_MARK_W, language) + 20


@kept
def _hand_panel(card_id: str, ready: bool, language: str = "en") -> Image.Image:
    """One hand card: its words, its shape, and whether it could be validated now."""
    width = WIDTH - 2 * MARGIN
    height = hand_panel_height(card_id, language)
    image = Image.new("RGB", (width + 1, height + 1), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    card = RULES.harmony_cards[card_id]
    c.rounded_box(draw, (0, 0, width, height), 14,
                  fill=c.PANEL_LIGHT if ready else c.PANEL,
                  outline=c.OKABE_ITO["bluish_green"] if ready else None, width=5)
    draw_card_text(image, card, "", (14, 8), width - HAND_MARK_W, language)
    _text(draw, (width - 20, height - 12),
          _fit(t(language, "zenso-pic-ready") if ready else t(language, "zenso-pic-not-yet"),
               HAND_MARK_W - 30),
          fill=c.OKABE_ITO["bluish_green"] if ready else c.TEXT_DIM, anchor="rb")
    return to_palette(image)


def hand_image(view: View, seat: int, names: Sequence[str], language: str = "en") -> Image.Image:
    hand = view["seats"][seat].get("hand", [])
    ready = set(view.get("validatable", []))
    head = MARGIN + 2 * LINE + 8
    tops = [head]
    for card_id in hand:
        tops.append(tops[-1] + hand_panel_height(card_id, language) + 10)
    height = (tops[-1] if hand else head + HAND_PANEL_H + 10) + MARGIN
    image = _canvas((WIDTH, height))
    _put(image, (MARGIN, MARGIN), _fit(t(language, "zenso-pic-hand-title",
                                          who=_name(names, seat, language), count=len(hand)),
                                       WIDTH - 2 * MARGIN, TITLE), TITLE)
    ready_line = (t(language, "zenso-pic-hand-ready", count=len(ready)) if ready
                  else t(language, "zenso-pic-hand-none-ready"))
    _put(image, (MARGIN, MARGIN + LINE), _fit(ready_line, WIDTH - 2 * MARGIN), fill=c.TEXT_DIM)
    if not hand:
        _put(image, (MARGIN, head), t(language, "zenso-pic-hand-empty"), fill=c.TEXT_DIM)
    for index, card_id in enumerate(hand):
        image.paste(_hand_panel(card_id, card_id in ready, language), (MARGIN, tops[index]))
    return image


def hand_alt(view: View, seat: int, names: Sequence[str], language: str = "en") -> str:
    hand = view["seats"][seat].get("hand", [])
    ready = set(view.get("validatable", []))
    cards = t(language, "zenso-pic-semicolon").join(
        t(language, "zenso-pic-alt-ready", card=card_alt(cid, language)) if cid in ready
        else card_alt(cid, language)
        for cid in hand) or t(language, "zenso-pic-none")
    return t(language, "zenso-pic-hand-alt", who=_name(names, seat, language),
              count=len(hand), cards=cards)


#: zlib level of a turn's strips. A turn still deflates much of its pictures (cards slide
#: along the whole row; a garden that widens gets smaller cells, all its rows anew: 1.5 MB
#: of rows a post): level 1 does it in ~70 % of level 3's time, for ~15 % more bytes
#: (~28 KB a picture, against 300 KB allowed)
PNG_LEVEL = 1

#: a turn's pictures as strips kept by what they show (:func:`garden_png`,
#: :func:`market_png`): a few KB a strip deflated, a few MB in all
STRIPS = c.LayeredPictures(PALETTE, WIDTH, PNG_LEVEL)
_png_strip = STRIPS.png_strip
png_of = STRIPS.png_of


class ZensoRenderer(Renderer):
    game = "zenso"

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        return RenderedImage(market_png(view, names, language),
                             market_alt(view, names, language), "board.png")

    def seat_board(self, view: View, seat: int, names: list[str], *,
                   language: str = "en") -> RenderedImage | None:
        """A player's garden (the market is the shared picture)."""
        png = garden_png(view["seats"][seat], seat_header(view, seat, names, language),
                         language)
        return RenderedImage(png, garden_alt(view, seat, names, language),
                             f"zenso-garden-{seat + 1}.png")

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice], *, language: str = "en") -> RenderedImage | None:
        image = decision_image(view, seat, names, choices, language)
        if image is None:
            return None
        return RenderedImage(c.encode_png(image),
                             decision_alt(view, seat, names, choices, language),
                             "zenso-decision.png")

    def hand(self, view: View, seat: int, names: list[str], *,
             language: str = "en") -> RenderedImage | None:
        return RenderedImage(c.encode_png(hand_image(view, seat, names, language)),
                             hand_alt(view, seat, names, language), "zenso-hand.png")


RENDERER = ZensoRenderer()
