"""Kokeshi pictures, drawn for a phone first.

A board is several images posted together (:meth:`KokeshiRenderer.boards`): the shared
table (round, market slots 1-5, the Quality display, the animal board with its red line
and every player's markers, the bonus slots, and the seat legend naming each marker,
:func:`legend_entries`) and one workshop per player (5 tracks × 8
rows, each track headed by its Kokeshi marker over its name, with the Quality thresholds
on the left and the row values on the right, each tile's colour and effects, each Kokeshi
where it stands or at home, the tiles waiting to be placed). Every informative glyph is
at least 3 % of the image width (``rendering.grids.MIN_FONT_FRACTION``), so the pictures
read at 400 px.

Colour is never alone: the five Kokeshi colours use the Okabe–Ito palette (the data's
display colours include a red and green pair many colour-blind players cannot tell
apart), every tile carries its colour letter (P G F S W) and every Kokeshi has a letter
and a shape of its own (circle, square, house, diamond, hexagon). A tile's effects are
icons drawn from its data (:func:`effect_sprite`), no codes: the Kokeshi it moves (its
shape and colour, or a disc of all five colours for any Kokeshi, with a white arrow for
one to the right or left) and an arrow up per space; the animal's picture (paw prints for
any animal); a small tile with a plus for a tile to gain, with an arrow down for this
track or the five-colour disc for any track. "/" goes before the other side of a slash
tile, "+" before the second effect of a both tile; a Quality tile shows its level as ★1-★3
and its points. Every picture that shows tiles ends with a key of the icons it shows
(:func:`key_symbols`), so no symbol is without its meaning on the same picture. The
right part of a tile stays clear for the Kokeshi standing on it, and for a decision
badge drawn there.

The final table names the winner and why the game ended.

The decision picture (:meth:`KokeshiRenderer.decision`) is the deciding player's workshop
at full width with the numbered badges of the turn panel: on the Kokeshi for an advance
or a K-effect target, on the landing cell for placing a gained tile.

Every word drawn and every alt text is in the picture's language, from the catalogue
(``kokeshi-picture-…``, ``kokeshi-alt-…``, the short track names ``kokeshi-short-…``);
tiles in alt texts are told in words as the engine tells them. The letters, icons and
★1-★3 are symbols, the same in every language. Caches holding drawn words are keyed by
the language.

Nothing hidden exists in Kokeshi except the supply's order, which no view contains.

How a turn stays cheap: quantizing and encoding a finished picture cost more than drawing
it, so pictures are composed in palette mode on one fixed palette (:data:`PALETTE`, a
``common.PalettePlan``): every flat colour exactly, plus in-between shades of each ink
over each ground it is drawn on.
What repeats from turn to turn is drawn once in RGB, mapped onto that palette and cached
(the ruled workshop and table without their contents, a tile in its cell with or without
the Kokeshi on it, a market slot with its badge, a chip on its animal space, each line of
text). A turn's picture is told as the pieces it pastes (``common.Layer``:
:func:`table_layers`, :func:`workshop_layers`) and its PNG is joined from strips of rows
(a heading, a row of the tracks, an animal's row…), each deflated once and kept under
exactly the pieces that reach into it (:func:`png_of`): a turn draws and deflates only
the strips it changed, and a whole picture is those pieces pasted (:func:`table_picture`,
the same pixels). A workshop that shows nothing new (a seat that neither played nor is
about to) is not drawn again: its PNG is cached under everything it shows
(:class:`WorkshopFace`). The alt texts' sentences are kept by what they tell.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from PIL import Image, ImageDraw, ImageFilter

from bot import i18n
from bot.games.kokeshi.engine import ENGINE
from bot.games.kokeshi.tables import ANIMAL_MOVE, KOKESHI_MOVE, RULES, Effect, Tile
from bot.games.message import Message, component, msg, words
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View
from rendering.parts import kept

R = RULES
WIDTH = 1100
MIN_FONT = grids.min_font_size(WIDTH)  # 33 px: 3 % of the width
FONT = MIN_FONT + 1
BIG = 40

#: Okabe–Ito fills per Kokeshi colour, in track order (princess, granny, fisherman,
#: samurai, sumo): near the data's hues, and never the red/green pair alone
FILLS: tuple[c.Color, ...] = (
    c.OKABE_ITO["reddish_purple"], c.OKABE_ITO["blue"], c.OKABE_ITO["sky_blue"],
    c.OKABE_ITO["vermillion"], c.OKABE_ITO["bluish_green"])
LETTERS: tuple[str, ...] = ("P", "G", "F", "S", "W")
SHAPES: tuple[str, ...] = ("circle", "square", "pentagon", "diamond", "hexagon")
#: one shape per player seat for the animal markers (with the seat number inside)
SEAT_FILLS: tuple[c.Color, ...] = ((240, 240, 240), c.OKABE_ITO["yellow"],
                                   (120, 120, 130), c.OKABE_ITO["orange"])
QUALITY_FILL: c.Color = (236, 226, 196)
EMPTY_CELL: c.Color = (58, 64, 76)

LEFT = 96  # thresholds and row numbers
RIGHT = 70  # row values
MARGIN = 12
COL_W = (WIDTH - LEFT - RIGHT - 2 * MARGIN) // R.tracks
CELL_H = 100
TOKEN = 52
#: how far a Kokeshi standing on a tile reaches past the cell's right edge, into the gap
TOKEN_OVERHANG = 3
TOKEN_EDGE: c.Color = (20, 20, 24)
WHITE: c.Color = (255, 255, 255)
#: zlib level of the PNGs' strips: level 1 costs ~20 % less time than 3 for ~12 % more
#: bytes, and a board stays near 60 KB against the 300 KB budget
PNG_LEVEL = 1


#: an effect's icon on a tile: a Kokeshi (its shape in its colour), any Kokeshi (the five
#: colours in one disc), an animal (its picture from the data), a tile to gain
ICON = 40
#: a tile's effects start right of its colour letter, and end left of the Kokeshi that may
#: stand on it (its token overhangs the cell's right edge)
EFFECT_X = MIN_FONT + 13
TOKEN_ZONE = TOKEN + 4
#: any animal: paw prints (each animal has its own picture, ``RULES.animal_emoji``)
ANY_ANIMAL = "\U0001f43e"


# --- words ------------------------------------------------------------------------------
# Every word drawn or written in an alt text comes from the catalogue
# (``locales/<lang>/kokeshi.ftl``) in the picture's language; the caches that hold drawn
# words are keyed by the language too. Letters (P G F S W), icons and ★1-★3 are the
# pictures' symbols, the same in every language (each picture's key explains them).

def say(language: str, message: Message, names: Sequence[str] = ()) -> str:
    return i18n.text(message, language, names=names, game="kokeshi")


@cache
def short_names(language: str = "en") -> tuple[str, ...]:
    """The track heads' names (``kokeshi-short-<id>``: "Fisher", "Pescatore")."""
    return tuple(say(language, msg(f"kokeshi-short-{k}")) for k in R.kokeshi_ids)


@kept
def tile_words(tile_id: str, language: str = "en") -> str:
    """A tile in an alt text, by its colour and effects in words (said once per tile and
    language: alt texts list many tiles on every turn)."""
    return say(language, ENGINE.tile_text(tile_id))


def _tile_fill(tile: Tile) -> c.Color:
    return QUALITY_FILL if tile.colour is None or tile.is_quality else FILLS[tile.colour]


def _polygon(shape: str, box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    rx, ry = (x1 - x0) / 2, (y1 - y0) / 2
    if shape == "pentagon":  # a house: square with a pointed roof
        return [(cx, y0), (x1, y0 + 0.36 * (y1 - y0)), (x1, y1), (x0, y1),
                (x0, y0 + 0.36 * (y1 - y0))]
    if shape == "diamond":
        return [(cx, y0), (x1, cy), (cx, y1), (x0, cy)]
    if shape == "hexagon":
        return [(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
                for a in range(0, 360, 60)]
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


@cache
def kokeshi_sprite(k: int, size: int = TOKEN, letter: bool = True) -> Image.Image:
    """A Kokeshi: its own shape and letter on its Okabe–Ito colour, with a dark ring; an
    effect's icon (``letter`` False, too small for a readable letter) is shape and colour."""
    ss = 4
    big = Image.new("RGBA", (size * ss, size * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    fill = FILLS[k]
    edge = TOKEN_EDGE
    shape = SHAPES[k]
    ring = (5 if letter else 4) * ss
    outer = (0, 0, size * ss - 1, size * ss - 1)
    inner = (ring, ring, size * ss - ring, size * ss - ring)
    if shape == "circle":
        draw.ellipse(outer, fill=edge)
        draw.ellipse(inner, fill=fill)
    else:
        draw.polygon(_polygon(shape, outer), fill=edge)
        draw.polygon(_polygon(shape, inner), fill=fill)
    sprite = big.resize((size, size), Image.Resampling.LANCZOS)
    if not letter:
        return _halo(sprite)
    dy = size * 0.1 if shape == "pentagon" else 0
    font_size = max(MIN_FONT, round(size * 0.56)) if size >= 56 else MIN_FONT
    ImageDraw.Draw(sprite).text((size / 2, size / 2 + dy), LETTERS[k],
                                font=c.font(font_size), fill=c.ink_on(fill), anchor="mm")
    return sprite


def _halo(sprite: Image.Image, width: int = 3) -> Image.Image:
    """``sprite`` with a white rim around its shape, so an icon stays clear on a tile
    of its own colour."""
    padded = Image.new("RGBA", (sprite.width + 2 * width, sprite.height + 2 * width),
                       (0, 0, 0, 0))
    padded.alpha_composite(sprite, (width, width))
    rim = Image.new("RGBA", padded.size, (*WHITE, 0))
    rim.putalpha(padded.getchannel("A").filter(ImageFilter.MaxFilter(2 * width + 1)))
    rim.alpha_composite(padded)
    return rim


@cache
def any_kokeshi_sprite(size: int, pointing: str = "") -> Image.Image:
    """Any Kokeshi: one disc of the five Kokeshi colours in a dark ring. ``pointing``
    (``right``, ``left``) lays a white arrow across it: a Kokeshi on that side."""
    ss = 4
    big = Image.new("RGBA", (size * ss, size * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    ring = 4 * ss
    draw.ellipse((0, 0, size * ss - 1, size * ss - 1), fill=TOKEN_EDGE)
    inner = (ring, ring, size * ss - ring, size * ss - ring)
    share = 360 / len(FILLS)
    for i, fill in enumerate(FILLS):
        draw.pieslice(inner, -90 + i * share, -90 + (i + 1) * share, fill=fill)
    if pointing:
        unit = size * ss / 38
        middle = size * ss / 2
        sign = 1 if pointing == "right" else -1

        def arrow(grow: float) -> list[tuple[float, float]]:
            tip, back, head, shaft = 15 * unit + grow, 13 * unit + grow, 10 * unit + grow, \
                3.5 * unit + grow
            neck = 2 * unit
            points = [(-back, -shaft), (neck, -shaft), (neck, -head), (tip, 0), (neck, head),
                      (neck, shaft), (-back, shaft)]
            return [(middle + sign * x, middle + y) for x, y in points]

        draw.polygon(arrow(3 * unit), fill=TOKEN_EDGE)
        draw.polygon(arrow(0), fill=WHITE)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@cache
def arrow_sprite(ink: c.Color, height: int, pointing: str = "up") -> Image.Image:
    """A Kokeshi's step (``up``), or a gained tile coming onto this track (``down``)."""
    ss = 4
    width = round(height * 0.37)
    big = Image.new("RGBA", (width * ss, height * ss), (0, 0, 0, 0))
    w, h = width * ss, height * ss
    head = w * 0.95
    shaft = w * 0.16
    points = [(w / 2, 0), (w, head), (w / 2 + shaft, head), (w / 2 + shaft, h),
              (w / 2 - shaft, h), (w / 2 - shaft, head), (0, head)]
    if pointing == "down":
        points = [(x, h - y) for x, y in points]
    ImageDraw.Draw(big).polygon(points, fill=ink)
    return big.resize((width, height), Image.Resampling.LANCZOS)


@cache
def gain_sprite(height: int) -> Image.Image:
    """A tile to gain: a small white tile with a dark edge and a plus."""
    ss = 4
    width = round(height * 0.8)
    big = Image.new("RGBA", (width * ss, height * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    w, h = width * ss, height * ss
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=6 * ss, fill=TOKEN_EDGE)
    edge = 3 * ss
    draw.rounded_rectangle((edge, edge, w - 1 - edge, h - 1 - edge), radius=4 * ss, fill=WHITE)
    arm, bar = w * 0.28, 2.5 * ss
    draw.rectangle((w / 2 - arm, h / 2 - bar, w / 2 + arm, h / 2 + bar), fill=TOKEN_EDGE)
    draw.rectangle((w / 2 - bar, h / 2 - arm, w / 2 + bar, h / 2 + arm), fill=TOKEN_EDGE)
    return big.resize((width, height), Image.Resampling.LANCZOS)


@cache
def animal_sprite(a: int | None) -> Image.Image:
    """Animal ``a`` as the data pictures it (any animal, ``None``: paw prints), on a
    white disc that keeps it clear of any tile's colour; the picture is drawn at the
    pictures' smallest font size, the disc a little larger than the other icons."""
    height = MIN_FONT + 9
    ss = 4
    disc = Image.new("RGBA", (height * ss, height * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(disc)
    draw.ellipse((0, 0, height * ss - 1, height * ss - 1), fill=TOKEN_EDGE)
    edge = 2 * ss
    draw.ellipse((edge, edge, height * ss - 1 - edge, height * ss - 1 - edge), fill=WHITE)
    sprite = disc.resize((height, height), Image.Resampling.LANCZOS)
    face = _emoji(ANY_ANIMAL if a is None else R.animal_emoji[a], MIN_FONT)
    sprite.alpha_composite(face, ((height - face.width) // 2, (height - face.height) // 2))
    return sprite


def _emoji(emoji: str, height: int) -> Image.Image:
    drawn = c.rich_sprite(emoji, height)
    box = drawn.getbbox()
    return drawn.crop(box) if box else drawn


def _row(parts: Sequence[Image.Image], gap: int = 3) -> Image.Image:
    """Icons side by side, centred on one line."""
    height = max(p.height for p in parts)
    width = sum(p.width for p in parts) + gap * (len(parts) - 1)
    row = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    x = 0
    for part in parts:
        row.alpha_composite(part, (x, (height - part.height) // 2))
        x += part.width + gap
    return row


@cache
def effect_sprite(effect: Effect, ink: c.Color) -> Image.Image:
    """One printed effect drawn from its data: the Kokeshi (or any Kokeshi, or one to the
    right or left) with an arrow up per step; the animal (or paw prints for any); a tile
    to gain, with an arrow down for this track or the five-colour disc for any track."""
    parts: list[Image.Image]
    if effect.kind == KOKESHI_MOVE:
        who = (kokeshi_sprite(effect.arg, ICON - 6, letter=False) if effect.arg is not None
               else any_kokeshi_sprite(ICON, effect.target if effect.target in
                                       ("right", "left") else ""))
        parts = [who, *[arrow_sprite(ink, ICON - 4)] * effect.steps]
    elif effect.kind == ANIMAL_MOVE:
        parts = [animal_sprite(effect.arg)]
    else:
        where = (arrow_sprite(ink, ICON - 4, "down") if effect.target == "this_track"
                 else any_kokeshi_sprite(ICON - 10))
        parts = [gain_sprite(ICON), where]
    return _row(parts)


def _tile_fill(tile: Tile) -> c.Color:
    return QUALITY_FILL if tile.colour is None or tile.is_quality else FILLS[tile.colour]


# Each sprite is pasted into palette pieces that are kept (_cell_piece, _tile_piece, the
# market's): the sprites themselves were hit 172 times in 395 and held 15 MiB unbounded
@kept
def tile_sprite(tile_id: str, width: int, height: int, language: str = "en") -> Image.Image:
    """A tile: colour fill, the colour letter in a corner box, its effects as icons (one
    line each; the second after "/" on a slash tile, "+" when both resolve); a Quality
    tile shows its level in stars and its points. The right part stays clear for a
    Kokeshi standing on the tile."""
    tile = R.tiles[tile_id]
    fill = _tile_fill(tile)
    sprite = c.smooth_shape("rect", (width, height), fill, c.outline_for(fill), 3, 10).copy()
    draw = ImageDraw.Draw(sprite)
    ink = c.ink_on(fill)
    if tile.is_quality:
        lines = [f"★{tile.level}", say(language, msg("kokeshi-picture-points",
                                                      points=tile.points))]
        y = height / 2 - (MIN_FONT + 2) / 2
        for line in lines:
            draw.text((10, y), line, font=c.font(MIN_FONT, "condensed"), fill=ink,
                      anchor="lm")
            y += MIN_FONT + 2
        return sprite
    letter = LETTERS[tile.colour or 0]
    column = 5 + (MIN_FONT + 2) / 2
    draw.rounded_rectangle((5, 5, 5 + MIN_FONT + 2, 5 + MIN_FONT + 4), radius=6, fill=ink)
    draw.text((column + 1, 7 + MIN_FONT / 2), letter, font=c.font(MIN_FONT), fill=fill,
              anchor="mm")
    icons = [effect_sprite(effect, ink) for effect in tile.effects]
    if len(icons) == 1:
        sprite.alpha_composite(icons[0], (EFFECT_X, (height - icons[0].height) // 2))
        return sprite
    top = height // 2 - ICON - 2
    for line, icon in enumerate(icons):
        y = top + line * (ICON + 4)
        sprite.alpha_composite(icon, (EFFECT_X, y + (ICON - icon.height) // 2))
    joint = "/" if tile.kind == "either" else "+"
    draw.text((column + 1, top + ICON + 4 + ICON / 2), joint, font=c.font(MIN_FONT),
              fill=ink, anchor="mm")
    return sprite


@cache
def seat_chip(seat: int, size: int = 46) -> Image.Image:
    fill = SEAT_FILLS[seat % len(SEAT_FILLS)]
    sprite = c.smooth_shape("circle", (size, size), fill, TOKEN_EDGE, 3).copy()
    ImageDraw.Draw(sprite).text((size / 2, size / 2), str(seat + 1), font=c.font(MIN_FONT),
                                fill=c.ink_on(fill), anchor="mm")
    return sprite


def _name(names: Sequence[str], seat: int, language: str = "en") -> str:
    if seat < len(names):
        return names[seat]
    return say(language, msg("common-seat", number=seat + 1))


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int = FONT,
          fill: c.Color = c.TEXT, anchor: str = "la", weight: str = "bold") -> None:
    """Text drawn straight on an RGB picture (the grounds and pieces drawn once)."""
    draw.text(xy, c.drawable(text), font=c.font(max(size, MIN_FONT), weight), fill=fill,
              anchor=anchor)


# --- the palette ----------------------------------------------------------------------

def palette_plan() -> c.PalettePlan:
    """The pictures' flat colours, and every ``(ink, ground)`` pair drawn anti-aliased
    over each other, whose edges need shades in between."""
    fills = [*FILLS, QUALITY_FILL]
    outlines = [c.outline_for(fill) for fill in fills]
    flats = [c.BACKGROUND, c.PANEL, c.PANEL_LIGHT, EMPTY_CELL, c.TEXT, c.TEXT_DIM, c.HIGHLIGHT,
             c.INK, TOKEN_EDGE, WHITE, c.OKABE_ITO["vermillion"], *fills, *SEAT_FILLS,
             *outlines]
    edges = [(ink, c.BACKGROUND) for ink in (c.TEXT, c.TEXT_DIM, c.HIGHLIGHT)]
    # a tile: its outline over the table, its fill inside the outline, its codes, and its
    # colour letter in the ink-coloured corner box
    edges += [(line, c.BACKGROUND) for line in outlines]
    edges += [(fill, line) for fill, line in zip(fills, outlines, strict=True)]
    edges += [(c.ink_on(fill), fill) for fill in fills]
    # a Kokeshi's dark ring over whatever it stands on, its colour inside the ring
    edges += [(TOKEN_EDGE, ground) for ground in (c.BACKGROUND, EMPTY_CELL, *fills)]
    # an animal marker on its space: ring, colour and seat number
    edges += [(TOKEN_EDGE, ground) for ground in (c.PANEL, c.PANEL_LIGHT, *SEAT_FILLS)]
    edges += [(c.ink_on(fill), fill) for fill in SEAT_FILLS]
    # a market slot's badge: its ring over the table or the tile it overlaps, the ring
    # around its face, its number (the same dark ink)
    edges += [(grids.BADGE_EDGE, ground) for ground in (c.BACKGROUND, *fills)]
    edges += [(grids.BADGE_EDGE, grids.BADGE_FILL), (c.ink_on(grids.BADGE_FILL),
                                                     grids.BADGE_FILL)]
    # written ink first throughout, so a pair named twice is the same tuple twice
    return c.PalettePlan(tuple(dict.fromkeys(flats)), tuple(dict.fromkeys(edges)))


PALETTE = palette_plan()


def _indexed(drawn: Image.Image) -> Image.Image:
    """An RGB drawing mapped onto the palette: done once for each cached piece."""
    return c.to_palette(PALETTE, drawn)


def _put(image: Image.Image, xy: tuple[float, float], text: str, size: int = FONT,
         fill: c.Color = c.TEXT, anchor: str = "la", weight: str = "bold",
         ground: c.Color = c.BACKGROUND) -> None:
    """Text on a palette picture, over the flat ``ground`` colour it sits on."""
    c.put_palette_text(PALETTE, image, xy, c.drawable(text), max(size, MIN_FONT), fill,
                       ground, anchor, weight)


def _text_piece(text: str, size: int, fill: c.Color, ground: c.Color, anchor: str,
                weight: str) -> Image.Image:
    return c.palette_text_piece(PALETTE, text, size, fill, ground, anchor, weight)[0]


def _text_layers(xy: tuple[float, float], text: str, size: int = FONT, fill: c.Color = c.TEXT,
                 anchor: str = "la", weight: str = "bold",
                 ground: c.Color = c.BACKGROUND) -> list[c.Layer]:
    """What :func:`_put` pastes, as a layer of a composed picture (none for no text)."""
    text, size = c.drawable(text), max(size, MIN_FONT)
    if not text:
        return []
    piece, (dx, dy) = c.palette_text_piece(PALETTE, text, size, fill, ground, anchor, weight)
    return [c.Layer(round(xy[0]) + dx, round(xy[1]) + dy, piece.height, _text_piece,
                    (text, size, fill, ground, anchor, weight))]


def _seat_layers(xy: tuple[int, int], seat: int, before: str, name: str, after: str,
                 room: int, fill: c.Color) -> list[c.Layer]:
    """``before``, the seat's animal marker, ``name`` (cut to fit ``room``) and ``after``
    on one line of big text from ``xy``: the marker ties a name cut short, or one told
    apart only by its emoji (which this palette text cannot draw), to the legend."""
    chip = _chip_piece(seat, c.BACKGROUND)
    x, middle = xy[0], xy[1] + chip.height // 2
    layers = []
    if before:
        layers += _text_layers((x, middle), before, BIG, fill, "lm")
        x += c.text_width(before, BIG) + 12
    layers.append(c.Layer(x, xy[1], chip.height, _chip_piece, (seat, c.BACKGROUND)))
    x += chip.width + 10
    tail = round(c.font(BIG).getlength(after))  # its leading space counts
    shown = c.ellipsize(c.drawable(name), xy[0] + room - x - tail, BIG)
    return layers + _text_layers((x, middle), shown + after, BIG, fill, "lm")


def _ground_layers(draw: Callable[..., Image.Image], args: tuple[Hashable, ...],
                   cuts: Sequence[int], bottom: int) -> list[c.Layer]:
    """A ground (``draw(*args)``) to row ``bottom`` as one layer per strip between
    ``cuts``, each the rows of it that strip shows (:func:`_ground_rows`): a strip is kept
    by its own rows of the ground, not by the whole ground."""
    edges = sorted({0, bottom, *(cut for cut in cuts if 0 < cut < bottom)})
    return [c.Layer(0, top, end - top, _ground_rows, (draw, args, top, end))
            for top, end in itertools.pairwise(edges)]


def _ground_rows(draw: Callable[..., Image.Image], args: tuple[Hashable, ...], top: int,
                 bottom: int) -> Image.Image:
    ground = draw(*args)
    return ground.crop((0, top, ground.width, bottom))


@kept
def _tile_piece(tile_id: str, width: int, height: int, language: str = "en") -> Image.Image:
    """A tile on the table as a palette piece, one pixel wider and taller than the tile:
    the empty box it covers is drawn with its right and bottom edges inclusive."""
    drawn = Image.new("RGB", (width + 1, height + 1), c.BACKGROUND)
    sprite = tile_sprite(tile_id, width, height, language)
    drawn.paste(sprite, (0, 0), sprite)
    return _indexed(drawn)


@kept
def _token_piece(k: int, ground: c.Color) -> Image.Image:
    return _indexed(c.flatten(kokeshi_sprite(k), ground))


@kept
def _chip_piece(seat: int, ground: c.Color) -> Image.Image:
    return _indexed(c.flatten(seat_chip(seat), ground))


#: a turn's pictures as strips kept by what they show (:func:`table_png`,
#: :func:`workshop_png`): a few KB a strip deflated, a few MB in all (a workshop or the
#: table is 13–15 strips, a game's live strips some 80)
STRIPS = c.LayeredPictures(PALETTE, WIDTH, PNG_LEVEL)
_png_strip = STRIPS.png_strip
png_of = STRIPS.png_of


# --- the workshop -------------------------------------------------------------------------

HEADER = 64
#: each track's head: its Kokeshi marker, and its name under it (side by side, "Princess"
#: and "Samurai" at the 3 % size ran into the next column's marker)
HEAD_MARKER = 50
COL_HEAD = 4 + HEAD_MARKER + 42
TOP = HEADER + COL_HEAD  # the top of row 8
PENDING_H = 150  # the "To place" strip under the home row


def cell_box(track: int, row: int, top: int) -> tuple[int, int, int, int]:
    """The pixel box of (track, row); row 0 is the home strip below row 1."""
    x0 = MARGIN + LEFT + track * COL_W
    y0 = top + (R.rows - row) * CELL_H
    return (x0 + 4, y0 + 4, x0 + COL_W - 4, y0 + CELL_H - 4)


class ColumnHead(NamedTuple):
    """Where a track's head is drawn: its ``name`` at ``size`` anchored (``ma``) at
    ``anchor``, the box of its ink, and the box of its Kokeshi marker."""

    name: str
    size: int
    anchor: tuple[int, int]
    text_box: c.Box
    marker_box: c.Box


def column_heads(language: str = "en") -> list[ColumnHead]:
    """The five tracks' heads, each marker and name centred on its column."""
    heads = []
    for k, name in enumerate(short_names(language)):
        centre = MARGIN + LEFT + k * COL_W + COL_W // 2
        x0, y0 = centre - HEAD_MARKER // 2, HEADER + 4
        size = c.fit_size(name, COL_W - 12, FONT, "condensed", MIN_FONT)
        anchor = (centre, y0 + HEAD_MARKER)
        left, top, right, bottom = c.font(size, "condensed").getbbox(name, anchor="ma")
        heads.append(ColumnHead(
            name, size, anchor,
            (anchor[0] + int(left), anchor[1] + int(top), anchor[0] + int(right),
             anchor[1] + int(bottom)),
            (x0, y0, x0 + HEAD_MARKER, y0 + HEAD_MARKER)))
    return heads


def kokeshi_centre(track: int, position: int, top: int) -> tuple[float, float]:
    x0, y0, x1, y1 = cell_box(track, min(position, R.rows), top)
    if position == 0:
        return ((x0 + x1) / 2, (y0 + y1) / 2)
    # overhangs the gap, clear of the codes
    return (x1 - TOKEN / 2 + TOKEN_OVERHANG, (y0 + y1) / 2)


@dataclass(frozen=True)
class WorkshopFace:
    """Everything one workshop picture and its alt text show, and nothing else: the key
    under which both are cached, so a seat whose workshop did not change costs nothing."""

    seat: int
    name: str
    acting: bool
    total: int
    achievements: int
    target: int
    happiness: int
    board: tuple[tuple[str | None, ...], ...]
    kokeshi: tuple[int, ...]
    #: the tiles drawn under "To place" with the tracks each may go on
    pending: tuple[tuple[str, tuple[int, ...]], ...]
    #: the pending tiles are the dealt starting tiles (D0)
    setup: bool
    #: the tiles the alt text lists as to place (the view's, when this seat is active)
    listed: tuple[str, ...]
    start: tuple[str, ...]
    #: the catalogue of the picture's words
    language: str = "en"


def workshop_face(view: View, seat: int, names: Sequence[str],
                  language: str = "en") -> WorkshopFace:
    me = view["seats"][seat]
    parts = view["scores"][seat]
    active = view.get("active") == seat
    setup = view["phase"] == "setup" and bool(me["start"])
    if setup:  # D0: the dealt starting tiles, for row 1 of any two tracks
        pending = tuple((t, tuple(range(R.tracks))) for t in me["start"])
    elif active and view["phase"] == "play":
        pending = tuple((p["tile"], tuple(p["tracks"])) for p in view["pending"])
    else:
        pending = ()
    return WorkshopFace(
        seat, _name(names, seat, language), seat in view["to_move"], parts["total"],
        parts["achievements"], view["target"], me["happiness"],
        tuple(tuple(track) for track in me["board"]), tuple(me["kokeshi"]), pending, setup,
        tuple(p["tile"] for p in view["pending"]) if active else (),
        tuple(me["start"]) if view["phase"] == "setup" else (), language)


def _key_top(pending: bool) -> int:
    """Where the workshop's key begins: under the home row and the tiles to place."""
    return TOP + (R.rows + 1) * CELL_H + 20 + (PENDING_H if pending else 0)


# --- the key ------------------------------------------------------------------------------
#
# Every picture that shows tiles says, under them, what the icons it shows mean (only
# those: a full key would make a four-player table too tall for a phone); the entries
# flow in lines across the picture's width.

KEY_GAP = 26  # between two entries of a line
KEY_LINE = 48
#: the key's entries, in the order they are drawn, and their words
KEY_WORDS = {"step": msg("kokeshi-key-step"), "up": msg("kokeshi-key-up"),
             "two-steps": msg("kokeshi-key-two-steps"),
             "sides": msg("kokeshi-key-sides"), "any-animal": msg("kokeshi-key-any-animal"),
             "tile-here": msg("kokeshi-key-tile-here"),
             "tile-any": msg("kokeshi-key-tile-any"), "or": msg("kokeshi-key-or"),
             "and": msg("kokeshi-key-and"), "quality": msg("kokeshi-key-quality")}
KEY_ORDER = tuple(KEY_WORDS)


def key_symbols(tile_ids: Iterable[str | None], quality: bool = False) -> tuple[str, ...]:
    """The key entries the tiles ``tile_ids`` need (and the Quality level, when the
    picture shows one elsewhere), in drawing order."""
    needed = {"quality"} if quality else set()
    disc = up = False  # a five-colour disc drawn; an arrow up drawn
    for tile_id in tile_ids:
        if not tile_id:
            continue
        tile = R.tiles[tile_id]
        if tile.is_quality:
            needed.add("quality")
        needed.update({"either": ("or",), "both": ("and",)}.get(tile.kind, ()))
        for effect in tile.effects:
            if effect.kind == KOKESHI_MOVE:
                up = True
                disc = disc or effect.arg is None
                if effect.steps > 1:
                    needed.add("two-steps")
                if effect.target in ("right", "left"):
                    needed.add("sides")
            elif effect.kind == ANIMAL_MOVE:
                if effect.arg is None:
                    needed.add("any-animal")
            else:
                needed.add("tile-here" if effect.target == "this_track" else "tile-any")
                disc = disc or effect.target != "this_track"
    # the disc and the arrow up are told together when the disc is drawn at all
    if disc:
        needed.add("step")
    elif up:
        needed.add("up")
    return tuple(k for k in KEY_ORDER if k in needed)


def _key_icon(symbol: str) -> Image.Image:
    ink = c.TEXT
    arrow = arrow_sprite(ink, ICON - 4)
    if symbol == "step":
        return _row([any_kokeshi_sprite(ICON), arrow])
    if symbol == "up":
        return arrow
    if symbol == "two-steps":
        return _row([arrow, arrow])
    if symbol == "sides":
        return _row([any_kokeshi_sprite(ICON, "right"), any_kokeshi_sprite(ICON, "left")])
    if symbol == "any-animal":
        return animal_sprite(None)
    if symbol == "tile-here":
        return _row([gain_sprite(ICON), arrow_sprite(ink, ICON - 4, "down")])
    if symbol == "tile-any":
        return _row([gain_sprite(ICON), any_kokeshi_sprite(ICON - 10)])
    return _text_sprite({"or": "/", "and": "+", "quality": "★"}[symbol], ink, "bold")


@kept
def _key_piece(symbols: tuple[str, ...], language: str = "en") -> Image.Image:
    return _indexed(key_rgb(symbols, language))


# Its palette copy (_key_piece) is what turns reuse: this one is asked for again only
# by the tests (256 keys held 10 MiB with no hit: bench_memory).
@kept
def key_rgb(symbols: tuple[str, ...], language: str = "en") -> Image.Image:
    """The key of ``symbols``, as wide as the pictures, in ``language`` (nothing at all
    when there is nothing to explain)."""
    waiting = []
    for symbol in symbols:
        icon = _key_icon(symbol)
        words_ = say(language, KEY_WORDS[symbol])
        waiting.append((icon, words_, icon.width + 8 + c.text_width(words_, MIN_FONT,
                                                                      "condensed")))
    # each line takes, in order, every entry that still fits it (fewer lines than
    # breaking at the first entry that does not)
    placed: list[tuple[Image.Image, str, int, int]] = []
    line = -1
    while waiting:
        line += 1
        x = MARGIN
        for entry in list(waiting):
            icon, words_, width = entry
            if x == MARGIN or x + width <= WIDTH - MARGIN:
                placed.append((icon, words_, x, line))
                x += width + KEY_GAP
                waiting.remove(entry)
    height = (line + 1) * KEY_LINE + 14 if placed else 0
    image = Image.new("RGB", (WIDTH, height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    for icon, words_, x, line in placed:
        y = 4 + line * KEY_LINE
        image.paste(icon, (x, y + (KEY_LINE - icon.height) // 2), icon)
        _text(draw, (x + icon.width + 8, y + KEY_LINE / 2), words_, MIN_FONT, c.TEXT_DIM,
              anchor="lm", weight="condensed")
    return image


def _workshop_ground_rgb(pending: bool, setup: bool, language: str = "en") -> Image.Image:
    """The workshop without its contents: column heads, row numbers, Quality thresholds,
    row values, empty cells and home boxes, and the "To place" caption."""
    image = Image.new("RGB", (WIDTH, _key_top(pending)), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    for k, head in enumerate(column_heads(language)):
        draw.text(head.anchor, head.name, font=c.font(head.size, "condensed"), fill=c.TEXT,
                  anchor="ma")
        chip = kokeshi_sprite(k, HEAD_MARKER)
        image.paste(chip, head.marker_box[:2], chip)
    levels = {row: level for level, row in R.thresholds.items()}
    for row in range(1, R.rows + 1):
        y0 = TOP + (R.rows - row) * CELL_H
        mid = y0 + CELL_H / 2
        _text(draw, (MARGIN + 4, mid - (18 if row in levels else 0)), str(row), FONT,
              c.TEXT_DIM, anchor="lm")
        if row in levels:
            _text(draw, (MARGIN + 2, mid + 20), f"★{levels[row]}", FONT, c.HIGHLIGHT,
                  anchor="lm", weight="condensed")
            draw.line((MARGIN, y0 + CELL_H, WIDTH - MARGIN, y0 + CELL_H), fill=c.HIGHLIGHT,
                      width=2)
        _text(draw, (WIDTH - MARGIN, mid), str(R.row_values[row]), FONT, c.TEXT_DIM,
              anchor="rm")
    for k in range(R.tracks):
        for row in range(1, R.rows + 1):
            draw.rounded_rectangle(cell_box(k, row, TOP), radius=10, fill=EMPTY_CELL)
        draw.rounded_rectangle(cell_box(k, 0, TOP), radius=10, outline=c.PANEL_LIGHT, width=2)
    _text(draw, (MARGIN, TOP + R.rows * CELL_H + CELL_H / 2),
          say(language, msg("kokeshi-picture-home")), MIN_FONT, c.TEXT_DIM, anchor="lm",
          weight="condensed")
    if pending:
        y = TOP + (R.rows + 1) * CELL_H + 16
        # the caption wraps in its column, left of the tiles ("Da" / "piazzare:")
        lines = wrap(say(language, msg("kokeshi-picture-to-place")), PENDING_LABEL_W, FONT)
        for line in lines:
            _text(draw, (MARGIN, y), line, FONT, c.HIGHLIGHT)
            y += FONT + 6
        if setup:
            _text(draw, (MARGIN, y + 6),
                  say(language, msg("kokeshi-picture-row", row=R.start_row)),
                  MIN_FONT, c.TEXT_DIM, weight="condensed")
    return image


#: the room of the "To place" caption, left of the tiles to place
PENDING_LABEL_W = 180


def wrap(text: str, width: int, size: int, weight: str = "bold") -> list[str]:
    """``text`` in lines of whole words that fit ``width`` (a word too long alone is cut
    with an ellipsis)."""
    lines: list[str] = []
    for piece in text.split():
        joined = f"{lines[-1]} {piece}" if lines else piece
        if lines and c.text_width(joined, size, weight) <= width:
            lines[-1] = joined
        else:
            lines.append(c.ellipsize(piece, width, size, weight))
    return lines


@kept
def _workshop_ground(pending: bool, setup: bool, language: str = "en") -> Image.Image:
    return _indexed(_workshop_ground_rgb(pending, setup, language))


@kept
def _cell_piece(tile_id: str | None, k: int | None, language: str = "en") -> Image.Image:
    """A workshop cell as a palette piece: its tile (or the empty cell) and Kokeshi ``k``
    if it stands there, with the strip of gap the token overhangs on the right."""
    x0, y0, x1, y1 = cell_box(0, 1, 0)
    width, height = x1 - x0, y1 - y0
    drawn = Image.new("RGB", (width + TOKEN_OVERHANG, height + 1), c.BACKGROUND)
    if tile_id:
        sprite = tile_sprite(tile_id, width, height, language)
        drawn.paste(sprite, (0, 0), sprite)
    else:
        ImageDraw.Draw(drawn).rounded_rectangle((0, 0, width, height), radius=10,
                                                fill=EMPTY_CELL)
    if k is not None:
        cx, cy = kokeshi_centre(0, 1, 0)
        token = kokeshi_sprite(k)
        drawn.paste(token, (round(cx - TOKEN / 2) - x0, round(cy - TOKEN / 2) - y0), token)
    return _indexed(drawn)


def workshop_layers(face: WorkshopFace) -> tuple[int, list[c.Layer], list[int]]:
    """One player's workshop as the cached pieces it pastes: its height, its layers and
    where its strips begin (the header, each row of the tracks, the tiles to place, the
    key)."""
    language = face.language
    pending = bool(face.pending)
    ground = _workshop_ground(pending, face.setup, language)
    # the key of the icons this workshop shows, under everything (the thresholds show
    # Quality levels on every workshop)
    tiles = [t for track in face.board for t in track] + [t for t, _ in face.pending[:4]]
    symbols = key_symbols(tiles, quality=True)
    key = _key_piece(symbols, language)
    board_end = TOP + (R.rows + 1) * CELL_H
    cuts = [HEADER, TOP, *(TOP + row * CELL_H for row in range(1, R.rows + 1)), board_end,
            ground.height]
    # down to the tiles to place, every workshop's ground is the same rows
    layers = _ground_layers(_workshop_ground, (False, False, language), cuts, board_end)
    layers.append(c.Layer(0, board_end, ground.height - board_end, _ground_rows,
                          (_workshop_ground, (pending, face.setup, language), board_end,
                           ground.height)))
    layers.append(c.Layer(0, ground.height, key.height, _key_piece, (symbols, language)))
    score = say(language, msg("kokeshi-picture-score", total=face.total,
                              achievements=face.achievements, target=face.target))
    # the score in whole words, right; the name takes the room left of it
    score_width = c.text_width(score, FONT, "condensed")
    layers += _seat_layers((MARGIN, 12), face.seat, "▶" if face.acting else "", face.name,
                           "", WIDTH - 2 * MARGIN - score_width - 24,
                           c.HIGHLIGHT if face.acting else c.TEXT)
    layers += _text_layers((WIDTH - MARGIN, 14), score, anchor="ra", weight="condensed")
    cell_h = CELL_H - 8 + 1  # a cell piece: the cell and its inclusive bottom edge
    for k, track in enumerate(face.board):
        standing = min(face.kokeshi[k], R.rows)
        for row, tile_id in enumerate(track, start=1):
            here = k if row == standing else None
            if tile_id or here is not None:
                x0, y0, _, _ = cell_box(k, row, TOP)
                layers.append(c.Layer(x0, y0, cell_h, _cell_piece, (tile_id, here, language)))
        if standing == 0:
            cx, cy = kokeshi_centre(k, 0, TOP)
            layers.append(c.Layer(round(cx - TOKEN / 2), round(cy - TOKEN / 2), TOKEN,
                                  _token_piece, (k, c.BACKGROUND)))
    if face.pending:
        y = board_end + 16
        x = MARGIN + 190
        for tile_id, _ in face.pending[:4]:
            layers.append(c.Layer(x, y, 93, _tile_piece, (tile_id, 190, 92, language)))
            x += 200
        where = say(language, msg("kokeshi-picture-two-tracks")) if face.setup else \
            " · ".join(_where(tracks, language) for _, tracks in face.pending[:4])
        layers += _text_layers((MARGIN + 190, y + 100),
                               c.ellipsize(where, WIDTH - 220, MIN_FONT, "condensed"),
                               MIN_FONT, c.TEXT_DIM, weight="condensed")
    return ground.height + key.height, layers, cuts


def workshop_picture(face: WorkshopFace) -> Image.Image:
    """One player's workshop, in palette mode."""
    height, layers, _ = workshop_layers(face)
    return c.layered(PALETTE, (WIDTH, height), layers)


def workshop_png(face: WorkshopFace) -> bytes:
    """The PNG of :func:`workshop_picture`, from strips kept by what they show."""
    height, layers, cuts = workshop_layers(face)
    return png_of(height, layers, cuts)


def _where(tracks: Sequence[int], language: str = "en") -> str:
    if len(tracks) == R.tracks:
        return say(language, msg("kokeshi-picture-any-track"))
    return "/".join(short_names(language)[t] for t in tracks)


def _alt(sentences: list[str]) -> str:
    return c.whole_words(" ".join(sentences), 1024)


# An alt text's sentences about what a turn leaves as it was (most tracks, the market,
# the animal markers) are kept, by exactly what they tell (short strings): formatting
# them anew was a third of a Kokeshi post's CPU
@kept
def _track_said(k: int, track: tuple[str | None, ...], pos: int, language: str) -> str:
    """Track ``k`` in words: where its Kokeshi stands, its tiles by row."""
    tiles = [msg("kokeshi-alt-cell", row=row + 1, tile=tile_words(t, language))
             for row, t in enumerate(track) if t]
    where = msg("kokeshi-alt-at-home") if pos == 0 else msg("kokeshi-alt-on-row", row=pos)
    kokeshi = component(R.kokeshi_ids[k])
    return say(language, msg("kokeshi-alt-track", kokeshi=kokeshi, where=where,
                             tiles=words(tiles, "unit"))
               if tiles else msg("kokeshi-alt-track-empty", kokeshi=kokeshi, where=where))


def workshop_alt(face: WorkshopFace) -> str:
    language = face.language
    said = [say(language, msg("kokeshi-alt-workshop", name=face.name, total=face.total,
                              achievements=face.achievements, happiness=face.happiness))]
    said += [_track_said(k, face.board[k], face.kokeshi[k], language) for k in range(R.tracks)]
    if face.listed:
        said.append(say(language, msg(
            "kokeshi-alt-to-place",
            tiles=words([tile_words(t, language) for t in face.listed]))))
    if face.start:
        said.append(say(language, msg(
            "kokeshi-alt-start", row=R.start_row,
            tiles=words([tile_words(t, language) for t in face.start]))))
    return _alt(said)


# A face is asked for again only when nothing it shows changed (another player's board
# on request): never in bench_render_turns' 240 posts, where 64 held 5 MiB
@kept
def _workshop_image(face: WorkshopFace) -> RenderedImage:
    return RenderedImage(workshop_png(face), workshop_alt(face),
                         f"workshop{face.seat + 1}.png")


# --- the shared table ---------------------------------------------------------------------

SLOT_W = (WIDTH - 2 * MARGIN) // R.market_size
SLOT_H = 150  # a market tile and its numbered badge below
LABEL_W = 196  # the animals' pictures and names
POS_W = (WIDTH - 2 * MARGIN - LABEL_W) // (R.animal_max + 1)
ROW_H = 106
BONUS_W = (WIDTH - 2 * MARGIN) // len(R.bonus_slots)
# the table's bands, top to bottom
STATUS_Y = 12
SUPPLY_Y = STATUS_Y + 54
MARKET_HEAD_Y = SUPPLY_Y + 52
MARKET_Y = MARKET_HEAD_Y + 44
QUALITY_HEAD_Y = MARKET_Y + SLOT_H
QUALITY_Y = QUALITY_HEAD_Y + 44
ANIMALS_HEAD_Y = QUALITY_Y + 70
ANIMALS_Y = ANIMALS_HEAD_Y + 44
BONUS_HEAD_Y = ANIMALS_Y + len(R.animal_names) * ROW_H + 14
BONUS_Y = BONUS_HEAD_Y + 44
LEGEND_Y = BONUS_Y + 150
#: one line of the seat legend: a seat's marker as the animal board draws it, its name
LEGEND_ROW = 56
LEGEND_CHIP = 46
LEGEND_GAP = 10  # between a marker and its name
LEGEND_COLUMNS = 2  # at most, when every name fits half the width


#: a Kokeshi's marker in the Quality display, its levels after it
QUALITY_CHIP = 40


def _text_sprite(text: str, fill: c.Color, weight: str = "condensed") -> Image.Image:
    """A word or number as an RGBA sprite one icon tall, to set among icons."""
    drawn = Image.new("RGBA", (c.text_width(text, MIN_FONT, weight) + 2, ICON), (0, 0, 0, 0))
    ImageDraw.Draw(drawn).text((1, ICON / 2), text, font=c.font(MIN_FONT, weight), fill=fill,
                               anchor="lm")
    return drawn


def _bonus_box(index: int) -> tuple[int, int, int, int]:
    x = MARGIN + index * BONUS_W
    return (x + 4, BONUS_Y + 42, x + BONUS_W - 4, BONUS_Y + 136)


def _market_slot_rgb(tile_id: str | None, index: int, language: str = "en") -> Image.Image:
    """Market slot ``index``: its tile (or the empty slot) and the badge that overlaps
    the tile's lower edge, numbered as the turn panel's buttons."""
    image = Image.new("RGB", (SLOT_W, SLOT_H), c.BACKGROUND)
    box = (6, 0, SLOT_W - 6, 96)
    if tile_id:
        sprite = tile_sprite(tile_id, box[2] - box[0], box[3] - box[1], language)
        image.paste(sprite, box[:2], sprite)
    else:
        ImageDraw.Draw(image).rounded_rectangle(box, radius=10, fill=EMPTY_CELL)
    grids.marker_badge(image, (SLOT_W / 2, 118), str(index + 1), final_width=WIDTH)
    return image


@kept
def _market_piece(tile_id: str | None, index: int, language: str = "en") -> Image.Image:
    return _indexed(_market_slot_rgb(tile_id, index, language))


def _table_ground_rgb(language: str = "en") -> Image.Image:
    """The table without its contents and above the seat legend: headings, empty market
    slots and their numbers, the Quality chips, the animal board with its values, names
    and red line, and the bonus slots' labels, each box shown as taken."""
    image = Image.new("RGB", (WIDTH, LEGEND_Y), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    _text(draw, (MARGIN, MARKET_HEAD_Y), say(language, msg("kokeshi-picture-market")), FONT)
    for index in range(R.market_size):
        image.paste(_market_slot_rgb(None, index), (MARGIN + index * SLOT_W, MARKET_Y))
    _text(draw, (MARGIN, QUALITY_HEAD_Y), say(language, msg("kokeshi-picture-quality")), FONT)
    for k in range(R.tracks):
        chip = kokeshi_sprite(k, QUALITY_CHIP)
        image.paste(chip, (MARGIN + k * SLOT_W + 4, QUALITY_Y + 2), chip)
    # the animal board: one row per animal, positions 0-7, red line before position 4
    _text(draw, (MARGIN, ANIMALS_HEAD_Y), say(language, msg("kokeshi-picture-animals")), FONT)
    for v in range(R.animal_max + 1):
        _text(draw, (MARGIN + LABEL_W + v * POS_W + POS_W / 2, ANIMALS_HEAD_Y + 20),
              str(R.animal_values[v]), FONT, c.TEXT_DIM, anchor="mm")
    for a, animal in enumerate(R.animal_ids):
        y0 = ANIMALS_Y + a * ROW_H
        name = say(language, msg("kokeshi-sentence", sentence=component(animal)))
        # the animal's picture, as the tiles draw it, before its name
        icon = animal_sprite(a)
        image.paste(icon, (MARGIN, round(y0 + (ROW_H - icon.height) / 2)), icon)
        shown = c.ellipsize(name, LABEL_W - icon.width - 10, FONT, "condensed")
        _text(draw, (MARGIN + icon.width + 6, y0 + ROW_H / 2), shown, FONT, anchor="lm",
              weight="condensed")
        for v in range(R.animal_max + 1):
            x0 = MARGIN + LABEL_W + v * POS_W
            draw.rounded_rectangle((x0 + 3, y0 + 3, x0 + POS_W - 3, y0 + ROW_H - 3), radius=8,
                                   fill=_animal_ground(v))
        rx = MARGIN + LABEL_W + R.red_line * POS_W
        draw.line((rx, y0, rx, y0 + ROW_H), fill=c.OKABE_ITO["vermillion"], width=6)
    _text(draw, (MARGIN, BONUS_HEAD_Y), say(language, msg("kokeshi-picture-bonus")), FONT)
    _text(draw, (WIDTH - MARGIN, BONUS_HEAD_Y), say(language, msg("kokeshi-picture-red-line")),
          MIN_FONT, c.TEXT_DIM, anchor="ra", weight="condensed")
    for i, slot in enumerate(R.bonus_slots):
        x = MARGIN + i * BONUS_W
        # the animals whose marker wins it, and the column it must reach (headed by its
        # value, as the animal board heads it)
        label = _row([*(animal_sprite(a) for a in slot.animals),
                      _text_sprite(str(R.animal_values[slot.position]), c.TEXT_DIM)], 6)
        image.paste(label, (round(x + (BONUS_W - label.width) / 2), BONUS_Y - 4), label)
        box = _bonus_box(i)
        draw.rounded_rectangle(box, radius=10, outline=c.PANEL_LIGHT, width=2)
        _text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
              c.ellipsize(say(language, msg("kokeshi-picture-taken")), box[2] - box[0] - 8,
                          MIN_FONT, "condensed"),
              MIN_FONT, c.TEXT_DIM, anchor="mm", weight="condensed")
    return image


def _animal_ground(position: int) -> c.Color:
    """Spaces past the red line are lighter: reaching them is an achievement."""
    return c.PANEL if position < R.red_line else c.PANEL_LIGHT


@cache
def _table_ground(language: str = "en") -> Image.Image:
    return _indexed(_table_ground_rgb(language))


# --- the seat legend ----------------------------------------------------------------------
#
# The animal markers carry only a seat number, so the legend is what names them, and two
# names cut to the same text ("Computer…", "Computer…") leave two markers unnamed. Names
# keep their emoji (the emoji face draws them): "🐼 Erin" and "🦊 Erin" differ only there.

_GLUE = frozenset("\u200d\ufe0f\u20e3")


def _apart_from(name: str, others: Sequence[str]) -> int:
    """The index of the first character of ``name`` that no other name shares at that
    place (the last one when ``name`` begins another name or equals it)."""
    shared = 0
    for other in others:
        same = 0
        for a, b in zip(name, other, strict=False):
            if a != b:
                break
            same += 1
        shared = max(shared, same)
    return min(shared, len(name) - 1)


def _cluster_start(text: str, index: int) -> int:
    """``index`` moved back to the start of the emoji sequence it lies in, if any."""
    while index > 0 and (text[index] in _GLUE or text[index - 1] == "\u200d"
                         or 0x1F3FB <= ord(text[index]) <= 0x1F3FF):
        index -= 1
    return index


def fit_apart(name: str, others: Sequence[str], width: int, size: int,
              weight: str = "condensed") -> str:
    """``name`` shortened to ``width`` so it stays unlike each of ``others``: cut at the
    end while that keeps the first character no other name has there, else cut in the
    middle ("Computer 1 (greedy) the great" → "Comp…1 (greedy) the g…") so the
    telling word stays."""
    if c.rich_width(name, size, weight) <= width:
        return name
    apart = _apart_from(name, others)
    ended = c.rich_ellipsize(name, width, size, weight)
    if len(ended) - 1 > apart:
        return ended
    # the tail from the start of the word that tells this name apart (or from the telling
    # character itself when that word is long), after as much of the head as fits; a
    # last word of a character or two ("…1") reads better with the word before it
    word = name.rfind(" ", 0, apart) + 1
    if len(name) - word < 4 and word > 1:
        word = name.rfind(" ", 0, word - 1) + 1
    start = _cluster_start(name, word if apart - word <= 8 else apart)
    tail = name[start:]
    for head in range(start, 0, -1):
        if name[head - 1] in _GLUE or name[head - 1] == " ":
            continue
        shown = name[:head] + "…" + tail
        if c.rich_width(shown, size, weight) <= width:
            return shown
    # not even one character of the head fits before the tail: cut the tail's end too
    return name[:1] + "…" + c.rich_ellipsize(
        tail, width - c.rich_width(name[:1] + "…", size, weight), size, weight)


class LegendEntry(NamedTuple):
    """One seat of the legend: its marker's top-left corner, the name as drawn (``text``
    at ``size``, left-middle anchored at ``anchor``)."""

    seat: int
    chip_xy: tuple[int, int]
    text: str
    size: int
    anchor: tuple[int, int]


def legend_entries(names: Sequence[str], players: int, language: str = "en"
                   ) -> list[LegendEntry]:
    """The seat legend's layout: two seats to a line when every name fits half the width
    whole, else one to a line; a name too long even then is cut so it stays unlike the
    others."""
    full = [_name(names, p, language) for p in range(players)]

    def room(columns: int) -> int:  # for a name, with a gap before the next column
        return (WIDTH - 2 * MARGIN) // columns - LEGEND_CHIP - LEGEND_GAP - 16 * (columns - 1)

    columns = LEGEND_COLUMNS if all(
        c.rich_width(n, MIN_FONT, "condensed") <= room(LEGEND_COLUMNS) for n in full) else 1
    column_w = (WIDTH - 2 * MARGIN) // columns
    entries = []
    for p, name in enumerate(full):
        row, col = divmod(p, columns)
        x = MARGIN + col * column_w
        y = LEGEND_Y + row * LEGEND_ROW + (LEGEND_ROW - LEGEND_CHIP) // 2
        text = fit_apart(name, full[:p] + full[p + 1:], room(columns), MIN_FONT)
        entries.append(LegendEntry(p, (x, y), text, MIN_FONT,
                                   (x + LEGEND_CHIP + LEGEND_GAP, y + LEGEND_CHIP // 2)))
    return entries


@kept
def _legend_piece(names: tuple[str, ...], players: int, language: str = "en") -> Image.Image:
    """The legend band to the picture's foot, drawn in RGB and mapped onto the palette
    once per table (its names do not change): emoji take their nearest palette colours."""
    entries = legend_entries(names, players, language)
    lines = (entries[-1].chip_xy[1] - LEGEND_Y) // LEGEND_ROW + 1
    drawn = Image.new("RGB", (WIDTH, lines * LEGEND_ROW + MARGIN), c.BACKGROUND)
    for entry in entries:
        chip = seat_chip(entry.seat, LEGEND_CHIP)
        drawn.paste(chip, (entry.chip_xy[0], entry.chip_xy[1] - LEGEND_Y), chip)
        c.put_rich_text(drawn, (entry.anchor[0], entry.anchor[1] - LEGEND_Y), entry.text,
                        entry.size, c.TEXT, "condensed", anchor="lm")
    return _indexed(drawn)


#: stands for the player's name in the status line, which draws the seat's marker before
#: the name wherever the language puts it ("Round 3 · ● Ann to play")
_NAME_HERE = "\ue000"


def table_layers(view: View, names: Sequence[str], language: str = "en"
                 ) -> tuple[int, list[c.Layer], list[int]]:
    """The shared table as the cached pieces it pastes: its height, its layers and where
    its strips begin (each heading, the market, the Quality display, each animal's row,
    the bonus slots, the legend, the key)."""
    legend = _legend_piece(tuple(names), view["players"], language)
    symbols = key_symbols([*view["market"], *view["bonus"].values()],
                          quality=bool(view["quality"]))
    key = _key_piece(symbols, language)
    cuts = [SUPPLY_Y, MARKET_HEAD_Y, MARKET_Y, QUALITY_HEAD_Y, QUALITY_Y, ANIMALS_HEAD_Y,
            *(ANIMALS_Y + a * ROW_H for a in range(len(R.animal_names))), BONUS_HEAD_Y,
            BONUS_Y, LEGEND_Y, LEGEND_Y + legend.height]
    layers = _ground_layers(_table_ground, (language,), cuts, LEGEND_Y)
    layers += [c.Layer(0, LEGEND_Y, legend.height, _legend_piece,
                       (tuple(names), view["players"], language)),
               c.Layer(0, LEGEND_Y + legend.height, key.height, _key_piece,
                       (symbols, language))]
    winners = view.get("winners") or []
    if view["phase"] == "play" or len(winners) == 1:
        # whose turn it is, or who won: the seat's marker drawn before the name
        who = view["active"] if view["phase"] == "play" else winners[0]
        said = (msg("kokeshi-picture-turn", round=view["round"], name=_NAME_HERE)
                if view["phase"] == "play" else msg("kokeshi-picture-winner", name=_NAME_HERE))
        before, _, after = say(language, said).partition(_NAME_HERE)
        layers += _seat_layers((MARGIN, STATUS_Y), who, before.rstrip(),
                               _name(names, who, language), after, WIDTH - 2 * MARGIN,
                               c.HIGHLIGHT)
    else:
        if view["phase"] == "over":
            status = say(language, msg("kokeshi-picture-shared", names=words(
                [_name(names, seat, language) for seat in winners])) if winners
                else msg("kokeshi-picture-over"))
        else:
            status = say(language, msg("kokeshi-picture-setup"))
        size = c.fit_size(status, WIDTH - 2 * MARGIN, BIG, "bold", MIN_FONT)
        layers += _text_layers((MARGIN, STATUS_Y),
                               c.ellipsize(status, WIDTH - 2 * MARGIN, size), size,
                               c.HIGHLIGHT)
    end = view["end"]
    why = ENGINE.end_reason(end["reason"] or "", view["players"]) \
        if view["phase"] == "over" else None
    if why is not None:  # the final board says why the game ended
        line = say(language, msg("kokeshi-picture-ended", why=why))
    else:
        line = say(language, msg("kokeshi-picture-supply", count=view["supply_count"]))
        if end["triggered"]:
            line += " · " + say(language, msg("kokeshi-picture-last-round",
                                              round=end["final_round"]))
    size = c.fit_size(line, WIDTH - 2 * MARGIN, FONT, "bold", MIN_FONT)
    layers += _text_layers((MARGIN, SUPPLY_Y), c.ellipsize(line, WIDTH - 2 * MARGIN, size),
                           size, c.TEXT_DIM)
    for index, tile_id in enumerate(view["market"]):
        if tile_id:
            layers.append(c.Layer(MARGIN + index * SLOT_W, MARKET_Y, SLOT_H, _market_piece,
                                  (tile_id, index, language)))
    for k in range(R.tracks):
        levels = [R.tiles[t].level for t in view["quality"] if R.tiles[t].kokeshi == k]
        # thin spaces: three levels and the marker fit a fifth of the width
        text = "\u2009".join(f"★{lv}" for lv in levels) if levels else "—"
        layers += _text_layers((MARGIN + k * SLOT_W + QUALITY_CHIP + 10, QUALITY_Y + 24), text,
                               MIN_FONT, anchor="lm", weight="condensed")
    chip_h = seat_chip(0).height
    for a in range(len(R.animal_names)):
        y0 = ANIMALS_Y + a * ROW_H
        for v in range(R.animal_max + 1):
            here = [p for p in range(view["players"]) if view["seats"][p]["animals"][a] == v]
            x0 = MARGIN + LABEL_W + v * POS_W
            for i, p in enumerate(here):
                layers.append(c.Layer(x0 + 6 + (i % 2) * 50, y0 + 6 + (i // 2) * 50, chip_h,
                                      _chip_piece, (p, _animal_ground(v))))
    for i, slot in enumerate(R.bonus_slots):
        tile_id = view["bonus"][slot.id]
        if tile_id:
            box = _bonus_box(i)
            layers.append(c.Layer(box[0], box[1], box[3] - box[1] + 1, _tile_piece,
                                  (tile_id, box[2] - box[0], box[3] - box[1], language)))
    return LEGEND_Y + legend.height + key.height, layers, cuts


def table_picture(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The shared table, in palette mode."""
    height, layers, _ = table_layers(view, names, language)
    return c.layered(PALETTE, (WIDTH, height), layers)


def table_png(view: View, names: Sequence[str], language: str = "en") -> bytes:
    """The PNG of :func:`table_picture`, from strips kept by what they show."""
    height, layers, cuts = table_layers(view, names, language)
    return png_of(height, layers, cuts)


def table_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    winners = view.get("winners") or []
    why = ENGINE.end_reason(view["end"]["reason"] or "", view["players"]) \
        if view["phase"] == "over" else None
    if view["phase"] == "over" and winners and why is not None:
        said = [say(language, msg("kokeshi-alt-won", count=len(winners), names=words(
            [_name(names, seat, language) for seat in winners]), why=why))]
    elif view["phase"] == "over":
        said = [say(language, msg("kokeshi-alt-over"))]
    elif view["phase"] == "setup":
        said = [say(language, msg("kokeshi-alt-setup"))]
    else:
        said = [say(language, msg("kokeshi-alt-turn", round=view["round"],
                                  name=_name(names, view["active"], language)))]
    said.append(say(language, msg("kokeshi-alt-supply", count=view["supply_count"])))
    if view["end"]["triggered"] and view["phase"] != "over":
        said.append(say(language, msg("kokeshi-alt-end", round=view["end"]["final_round"])))
    said.append(_market_said(tuple(view["market"]), language))
    said.append(_quality_said(tuple(view["quality"]), language))
    said += [_animals_said(_name(names, p, language), tuple(view["seats"][p]["animals"]),
                           language) for p in range(view["players"])]
    said.append(_bonus_said(tuple(view["bonus"].items()), language))
    return _alt(said)


@kept
def _market_said(market: tuple[str | None, ...], language: str) -> str:
    """The market's tiles in words, slot by slot."""
    tiles = [msg("kokeshi-alt-cell", row=i + 1, tile=tile_words(t, language))
             for i, t in enumerate(market) if t]
    return (say(language, msg("kokeshi-alt-market", slots=words(tiles, "unit"))) if tiles
            else say(language, msg("kokeshi-alt-market-empty")))


@kept
def _quality_said(quality: tuple[str, ...], language: str) -> str:
    """The Quality display in words: each Kokeshi's levels."""
    levels_of = []
    for k in range(R.tracks):
        levels = [R.tiles[t].level for t in quality if R.tiles[t].kokeshi == k]
        levels_of.append(msg("kokeshi-alt-quality-levels", kokeshi=component(R.kokeshi_ids[k]),
                             levels="/".join(map(str, levels))) if levels else
                         msg("kokeshi-alt-quality-none", kokeshi=component(R.kokeshi_ids[k])))
    return say(language, msg("kokeshi-alt-quality", levels=words(levels_of, "unit")))


@kept
def _animals_said(name: str, animals: tuple[int, ...], language: str) -> str:
    """A player's animal markers in words."""
    marks = [msg("kokeshi-alt-animal", animal=component(R.animal_ids[a]), position=v)
             for a, v in enumerate(animals)]
    return say(language, msg("kokeshi-alt-animals", name=name, marks=words(marks, "unit")))


@kept
def _bonus_said(bonus: tuple[tuple[str, str | None], ...], language: str) -> str:
    """The bonus slots' tiles in words, and the animals that win each."""
    slots = {slot.id: slot for slot in R.bonus_slots}
    tiles = [msg("kokeshi-alt-bonus-tile", position=slots[slot_id].position,
                 animals=words([component(R.animal_ids[a]) for a in slots[slot_id].animals]),
                 tile=tile_words(t, language))
             for slot_id, t in bonus if t]
    return (say(language, msg("kokeshi-alt-bonus", tiles=words(tiles, "unit"))) if tiles
            else say(language, msg("kokeshi-alt-bonus-taken")))


# --- decisions ------------------------------------------------------------------------

def decision_badges(view: View, seat: int, choices: Sequence[DecisionChoice]
                    ) -> dict[tuple[int, int], str]:
    """Where each choice's badge goes: the Kokeshi for advance/move, the landing cell
    (as a negative row) for place."""
    me = view["seats"][seat]
    badges: dict[tuple[int, int], str] = {}
    for choice in choices:
        for notation in choice.notations:
            words = notation.split()
            if words[0] in ("advance", "move") and len(words) == 2:
                k = R.kokeshi_ids.index(words[1])
                badges[(k, me["kokeshi"][k])] = choice.marker
            elif words[0] == "place" and len(words) == 3:
                k = R.kokeshi_ids.index(words[2])
                track = me["board"][k]
                row = next((i + 1 for i, t in enumerate(track) if t is None), 0)
                if row:
                    badges[(k, -row)] = choice.marker
    return badges


def workshop_image(view: View, seat: int, names: Sequence[str],
                   badges: dict[tuple[int, int], str] | None = None,
                   language: str = "en") -> Image.Image:
    """One player's workshop in RGB, with ``badges`` (track, position) → marker drawn."""
    image = workshop_picture(workshop_face(view, seat, names, language)).convert("RGB")
    for (k, position), marker in (badges or {}).items():
        if position < 0:  # a landing cell for a gained tile: -row
            x0, y0, x1, y1 = cell_box(k, -position, TOP)
            grids.marker_badge(image, ((x0 + x1) / 2, (y0 + y1) / 2), marker,
                               final_width=WIDTH)
        else:
            # on the Kokeshi itself: its column names it, and the tile's codes stay clear
            grids.marker_badge(image, kokeshi_centre(k, position, TOP), marker,
                               final_width=WIDTH)
    return image


class KokeshiRenderer(Renderer):
    game = "kokeshi"

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        return RenderedImage(table_png(view, names, language),
                             table_alt(view, names, language), "board.png")

    def seat_board(self, view: View, seat: int, names: list[str], *,
                   language: str = "en") -> RenderedImage | None:
        """A player's workshop (the table is the shared picture)."""
        return _workshop_image(workshop_face(view, seat, names, language))

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice], *, language: str = "en") -> RenderedImage | None:
        badges = decision_badges(view, seat, choices)
        if not badges:
            return None
        image = workshop_image(view, seat, names, badges, language)
        placed = [msg("kokeshi-alt-choice", marker=marker, kokeshi=component(R.kokeshi_ids[k]))
                  for (k, _), marker in sorted(badges.items(), key=lambda item: item[1])]
        alt = _alt([say(language, msg("kokeshi-alt-decision", choices=words(placed, "unit"))),
                    workshop_alt(workshop_face(view, seat, names, language))])
        # the badges bring colours of their own: this picture gets its own palette
        return RenderedImage(c.encode_png(image), alt, "decision.png")


RENDERER = KokeshiRenderer()
