"""Kokeshi pictures, drawn for a phone first.

A board is several images posted together (:meth:`KokeshiRenderer.boards`): the shared
table (round, market slots 1-5, the Quality display, the animal board with its red line
and every player's markers, the bonus slots) and one workshop per player (5 tracks × 8
rows with the Quality thresholds on the left and the row values on the right, each
tile's colour and effects, each Kokeshi where it stands or at home, the tiles waiting to
be placed). Every informative glyph is at least 3 % of the image width
(``rendering.grids.MIN_FONT_FRACTION``), so the pictures read at 400 px.

Colour is never alone: the five Kokeshi colours use the Okabe–Ito palette (the data's
display colours include a red and green pair many colour-blind players cannot tell
apart), every tile carries its colour letter (P G F S W) and every Kokeshi has a letter
and a shape of its own (circle, square, triangle, diamond, hexagon). Effects are written
in the codes of the rules help: K:G moves Granny, K* any, K** any two spaces, K>/K< right
or left, A:P an animal (P panda, F fox, C cat, R rabbit), A* any animal, T= / T* a tile;
"/" starts the other side of a slash tile, "+" the second effect of a both tile; Q1-Q3
are Quality tiles.

The decision picture (:meth:`KokeshiRenderer.decision`) is the deciding player's workshop
at full width with the numbered badges of the turn panel: on the Kokeshi for an advance
or a K-effect target, on the landing cell for placing a gained tile.

Nothing hidden exists in Kokeshi except the supply's order, which no view contains.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.kokeshi.tables import RULES, Tile
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View

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
SHORT_NAMES: tuple[str, ...] = ("Princess", "Granny", "Fisher", "Samurai", "Sumo")
ANIMAL_LETTERS: tuple[str, ...] = tuple(name[0].upper() for name in R.animal_names)
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


def _effect_code(code: str) -> str:
    """``K:granny`` → ``K:G``, ``A:panda`` → ``A:P``: the picture's short codes."""
    if code.startswith("K:"):
        return "K:" + LETTERS[R.kokeshi_ids.index(code[2:].rstrip("+"))]
    if code.startswith("A:"):
        return "A:" + ANIMAL_LETTERS[R.animal_ids.index(code[2:])]
    return code


def tile_lines(tile: Tile) -> list[str]:
    if tile.is_quality:
        return [f"Q{tile.level}", f"{tile.points}pt"]
    codes = [_effect_code(e.code) for e in tile.effects]
    if tile.kind == "either":
        return [codes[0], "/" + codes[1]]
    if tile.kind == "both":
        return [codes[0], "+" + codes[1]]
    return codes


def tile_words(tile_id: str) -> str:
    tile = R.tiles[tile_id]
    if tile.is_quality:
        return f"Quality {R.kokeshi_word(tile.kokeshi or 0)} level {tile.level}"
    return f"{LETTERS[tile.colour or 0]} {tile.code}"


@cache
def tile_sprite(tile_id: str, width: int, height: int) -> Image.Image:
    """A tile: colour fill, the colour letter in a corner box, its effect codes."""
    tile = R.tiles[tile_id]
    fill = QUALITY_FILL if tile.colour is None or tile.is_quality else FILLS[tile.colour]
    sprite = c.smooth_shape("rect", (width, height), fill, c.outline_for(fill), 3, 10).copy()
    draw = ImageDraw.Draw(sprite)
    ink = c.ink_on(fill)
    lines = tile_lines(tile)
    x = 10
    if not tile.is_quality:
        letter = LETTERS[tile.colour or 0]
        draw.rounded_rectangle((5, 5, 5 + MIN_FONT + 2, 5 + MIN_FONT + 4), radius=6, fill=ink)
        draw.text((6 + MIN_FONT / 2 + 1, 7 + MIN_FONT / 2), letter, font=c.font(MIN_FONT),
                  fill=fill, anchor="mm")
        x = MIN_FONT + 11
    # the right part of a cell stays free for a Kokeshi standing on the tile
    y = height / 2 - (len(lines) - 1) * (MIN_FONT + 2) / 2
    for line in lines:
        draw.text((x, y), line, font=c.font(MIN_FONT, "condensed"), fill=ink, anchor="lm")
        y += MIN_FONT + 2
    return sprite


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
def kokeshi_sprite(k: int, size: int = TOKEN) -> Image.Image:
    """A Kokeshi: its own shape and letter on its Okabe–Ito colour, with a dark ring."""
    ss = 4
    big = Image.new("RGBA", (size * ss, size * ss), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    fill = FILLS[k]
    edge = (20, 20, 24)
    shape = SHAPES[k]
    outer = (0, 0, size * ss - 1, size * ss - 1)
    inner = (5 * ss, 5 * ss, size * ss - 5 * ss, size * ss - 5 * ss)
    if shape == "circle":
        draw.ellipse(outer, fill=edge)
        draw.ellipse(inner, fill=fill)
    else:
        draw.polygon(_polygon(shape, outer), fill=edge)
        shrink = 5 * ss
        draw.polygon(_polygon(shape, (shrink, shrink, size * ss - shrink, size * ss - shrink)),
                     fill=fill)
    sprite = big.resize((size, size), Image.Resampling.LANCZOS)
    dy = size * 0.1 if shape == "pentagon" else 0
    letter = max(MIN_FONT, round(size * 0.56)) if size >= 56 else MIN_FONT
    ImageDraw.Draw(sprite).text((size / 2, size / 2 + dy), LETTERS[k], font=c.font(letter),
                                fill=c.ink_on(fill), anchor="mm")
    return sprite


@cache
def seat_chip(seat: int, size: int = 46) -> Image.Image:
    fill = SEAT_FILLS[seat % len(SEAT_FILLS)]
    sprite = c.smooth_shape("circle", (size, size), fill, (20, 20, 24), 3).copy()
    ImageDraw.Draw(sprite).text((size / 2, size / 2), str(seat + 1), font=c.font(MIN_FONT),
                                fill=c.ink_on(fill), anchor="mm")
    return sprite


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int = FONT,
          fill: c.Color = c.TEXT, anchor: str = "la", weight: str = "bold") -> None:
    draw.text(xy, c.drawable(text), font=c.font(max(size, MIN_FONT), weight), fill=fill,
              anchor=anchor)


# --- the workshop -------------------------------------------------------------------------

def cell_box(track: int, row: int, top: int) -> tuple[int, int, int, int]:
    """The pixel box of (track, row); row 0 is the home strip below row 1."""
    x0 = MARGIN + LEFT + track * COL_W
    y0 = top + (R.rows - row) * CELL_H
    return (x0 + 4, y0 + 4, x0 + COL_W - 4, y0 + CELL_H - 4)


def kokeshi_centre(track: int, position: int, top: int) -> tuple[float, float]:
    x0, y0, x1, y1 = cell_box(track, min(position, R.rows), top)
    if position == 0:
        return ((x0 + x1) / 2, (y0 + y1) / 2)
    return (x1 - TOKEN / 2 + 3, (y0 + y1) / 2)  # overhangs the gap, clear of the codes


def workshop_image(view: View, seat: int, names: Sequence[str],
                   badges: dict[tuple[int, int], str] | None = None) -> Image.Image:
    """One player's workshop. ``badges`` maps (track, position) to a marker to draw."""
    me = view["seats"][seat]
    parts = view["scores"][seat]
    header = 64
    col_head = 56
    top = header + col_head
    pending = view["pending"] if view.get("active") == seat and view["phase"] == "play" else []
    if view["phase"] == "setup" and me["start"]:  # D0: the dealt starting tiles, row 1
        pending = [{"tile": t, "tracks": list(range(R.tracks))} for t in me["start"]]
    height = top + (R.rows + 1) * CELL_H + 20 + (150 if pending else 0)
    image = Image.new("RGB", (WIDTH, height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    acting = seat in view["to_move"]
    title = c.ellipsize(f"{'▶ ' if acting else ''}{_name(names, seat)}", 520, BIG)
    _text(draw, (MARGIN, 12), title, BIG, c.HIGHLIGHT if acting else c.TEXT)
    _text(draw, (WIDTH - MARGIN, 14),
          f"{parts['total']} pts · {parts['achievements']}/{view['target']} ach", FONT,
          anchor="ra")
    for k in range(R.tracks):
        x = MARGIN + LEFT + k * COL_W
        draw.text((x + COL_W / 2 + 26, header + col_head / 2), SHORT_NAMES[k],
                  font=c.font(c.fit_size(SHORT_NAMES[k], COL_W - 56, FONT, "condensed",
                                         MIN_FONT), "condensed"),
                  fill=c.TEXT, anchor="mm")
        chip = kokeshi_sprite(k, 50)
        image.paste(chip, (x + 2, header + col_head // 2 - 25), chip)
    levels = {row: level for level, row in R.thresholds.items()}
    for row in range(1, R.rows + 1):
        y0 = top + (R.rows - row) * CELL_H
        mid = y0 + CELL_H / 2
        _text(draw, (MARGIN + 4, mid - (18 if row in levels else 0)), str(row), FONT,
              c.TEXT_DIM, anchor="lm")
        if row in levels:
            _text(draw, (MARGIN + 2, mid + 20), f"Q{levels[row]}", FONT, c.HIGHLIGHT,
                  anchor="lm", weight="condensed")
            draw.line((MARGIN, y0 + CELL_H, WIDTH - MARGIN, y0 + CELL_H), fill=c.HIGHLIGHT,
                      width=2)
        _text(draw, (WIDTH - MARGIN, mid), str(R.row_values[row]), FONT, c.TEXT_DIM,
              anchor="rm")
    for k in range(R.tracks):
        for row in range(1, R.rows + 1):
            box = cell_box(k, row, top)
            tile_id = me["board"][k][row - 1]
            if tile_id:
                sprite = tile_sprite(tile_id, box[2] - box[0], box[3] - box[1])
                image.paste(sprite, box[:2], sprite)
            else:
                draw.rounded_rectangle(box, radius=10, fill=EMPTY_CELL)
        home = cell_box(k, 0, top)
        draw.rounded_rectangle(home, radius=10, outline=c.PANEL_LIGHT, width=2)
    _text(draw, (MARGIN + 2, top + R.rows * CELL_H + CELL_H / 2), "home", MIN_FONT,
          c.TEXT_DIM, anchor="lm", weight="condensed")
    for k, position in enumerate(me["kokeshi"]):
        cx, cy = kokeshi_centre(k, position, top)
        sprite = kokeshi_sprite(k)
        image.paste(sprite, (round(cx - TOKEN / 2), round(cy - TOKEN / 2)), sprite)
    for (k, position), marker in (badges or {}).items():
        if position < 0:  # a landing cell for a gained tile: -row
            x0, y0, x1, y1 = cell_box(k, -position, top)
            grids.marker_badge(image, ((x0 + x1) / 2, (y0 + y1) / 2), marker,
                               final_width=WIDTH)
        else:
            # on the Kokeshi itself: its column names it, and the tile's codes stay clear
            cx, cy = kokeshi_centre(k, position, top)
            grids.marker_badge(image, (cx, cy), marker, final_width=WIDTH)
    if pending:
        y = top + (R.rows + 1) * CELL_H + 16
        _text(draw, (MARGIN, y), "To place:", FONT, c.HIGHLIGHT)
        if view["phase"] == "setup":
            _text(draw, (MARGIN, y + 46), f"row {R.start_row}", MIN_FONT, c.TEXT_DIM,
                  weight="condensed")
        x = MARGIN + 190
        for entry in pending[:4]:
            sprite = tile_sprite(entry["tile"], 190, 92)
            image.paste(sprite, (x, y), sprite)
            x += 200
        y += 100
        where = "on two different tracks" if view["phase"] == "setup" else \
            " · ".join(_where(entry) for entry in pending[:4])
        _text(draw, (MARGIN + 190, y), c.ellipsize(where, WIDTH - 220, MIN_FONT, "condensed"),
              MIN_FONT, c.TEXT_DIM, weight="condensed")
    return image


def _where(entry: dict[str, Any]) -> str:
    tracks = entry["tracks"]
    return "any track" if len(tracks) == R.tracks else "/".join(SHORT_NAMES[t] for t in tracks)


def workshop_alt(view: View, seat: int, names: Sequence[str]) -> str:
    me = view["seats"][seat]
    parts = view["scores"][seat]
    words = [f"{_name(names, seat)}'s workshop: {parts['total']} points, "
             f"{parts['achievements']} achievements, {me['happiness']} Happiness from tops."]
    for k in range(R.tracks):
        tiles = [f"{row + 1} {tile_words(t)}" for row, t in enumerate(me["board"][k]) if t]
        pos = me["kokeshi"][k]
        where = "home" if pos == 0 else f"on row {pos}"
        words.append(f"{SHORT_NAMES[k]} ({where}): {', '.join(tiles) or 'empty'}.")
    if view["pending"] and view.get("active") == seat:
        words.append("To place: " + ", ".join(p["tile"] for p in view["pending"]) + ".")
    if view["phase"] == "setup" and me["start"]:
        words.append("Starting tiles to place on row 1 of two tracks: "
                     + ", ".join(f"{t} ({R.tiles[t].code})" for t in me["start"]) + ".")
    text = " ".join(words)
    return text if len(text) <= 1024 else text[:1021] + "..."


# --- the shared table ---------------------------------------------------------------------

def table_image(view: View, names: Sequence[str]) -> Image.Image:
    players = view["players"]
    height = 1300
    image = Image.new("RGB", (WIDTH, height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = 12
    if view["phase"] == "over":
        status = "Game over"
    elif view["phase"] == "setup":
        status = "Everyone places their starting tiles"
    else:
        status = f"Round {view['round']} · {_name(names, view['active'])} to play"
    _text(draw, (MARGIN, y), c.ellipsize(status, WIDTH - 2 * MARGIN, BIG), BIG, c.HIGHLIGHT)
    y += 54
    end = view["end"]
    line = f"Supply: {view['supply_count']} tiles"
    if end["triggered"]:
        line += f" · last round: {end['final_round']}"
    _text(draw, (MARGIN, y), line, FONT, c.TEXT_DIM)
    y += 52
    _text(draw, (MARGIN, y), "Market", FONT)
    y += 44
    slot_w = (WIDTH - 2 * MARGIN) // R.market_size
    for index, tile_id in enumerate(view["market"]):
        x = MARGIN + index * slot_w
        box = (x + 6, y, x + slot_w - 6, y + 96)
        if tile_id:
            sprite = tile_sprite(tile_id, box[2] - box[0], box[3] - box[1])
            image.paste(sprite, box[:2], sprite)
        else:
            draw.rounded_rectangle(box, radius=10, fill=EMPTY_CELL)
        grids.marker_badge(image, (x + slot_w / 2, y + 118), str(index + 1), final_width=WIDTH)
    y += 150
    _text(draw, (MARGIN, y), "Quality tiles on display", FONT)
    y += 44
    for k in range(R.tracks):
        x = MARGIN + k * slot_w
        chip = kokeshi_sprite(k, 48)
        image.paste(chip, (x + 4, y), chip)
        levels = [R.tiles[t].level for t in view["quality"] if R.tiles[t].kokeshi == k]
        text = " ".join(str(lv) for lv in levels) if levels else "—"
        _text(draw, (x + 60, y + 24), text, FONT, anchor="lm")
    y += 70
    # the animal board: one row per animal, positions 0-7, red line before position 4
    _text(draw, (MARGIN, y), "Animals", FONT)
    label_w = 190
    pos_w = (WIDTH - 2 * MARGIN - label_w) // (R.animal_max + 1)
    for v in range(R.animal_max + 1):
        _text(draw, (MARGIN + label_w + v * pos_w + pos_w / 2, y + 20),
              str(R.animal_values[v]), FONT, c.TEXT_DIM, anchor="mm")
    y += 44
    row_h = 106
    for a, name in enumerate(R.animal_names):
        y0 = y + a * row_h
        _text(draw, (MARGIN, y0 + row_h / 2), f"{ANIMAL_LETTERS[a]} {name}", FONT, anchor="lm",
              weight="condensed")
        for v in range(R.animal_max + 1):
            x0 = MARGIN + label_w + v * pos_w
            draw.rounded_rectangle((x0 + 3, y0 + 3, x0 + pos_w - 3, y0 + row_h - 3), radius=8,
                                   fill=c.PANEL if v < R.red_line else c.PANEL_LIGHT)
            here = [p for p in range(players) if view["seats"][p]["animals"][a] == v]
            for i, p in enumerate(here):
                chip = seat_chip(p)
                cx = x0 + 6 + (i % 2) * 50
                cy = y0 + 6 + (i // 2) * 50
                image.paste(chip, (cx, cy), chip)
        rx = MARGIN + label_w + R.red_line * pos_w
        draw.line((rx, y0, rx, y0 + row_h), fill=c.OKABE_ITO["vermillion"], width=6)
    y += len(R.animal_names) * row_h + 14
    _text(draw, (MARGIN, y), "Bonus slots", FONT)
    _text(draw, (WIDTH - MARGIN, y), "red line = achievement", MIN_FONT, c.TEXT_DIM,
          anchor="ra", weight="condensed")
    y += 44
    bonus_w = (WIDTH - 2 * MARGIN) // len(R.bonus_slots)
    for i, slot in enumerate(R.bonus_slots):
        x = MARGIN + i * bonus_w
        label = "+".join(ANIMAL_LETTERS[a] for a in slot.animals) + f" {slot.position}"
        _text(draw, (x + bonus_w / 2, y), label, MIN_FONT, c.TEXT_DIM, anchor="ma",
              weight="condensed")
        box = (x + 4, y + 42, x + bonus_w - 4, y + 136)
        tile_id = view["bonus"][slot.id]
        if tile_id:
            sprite = tile_sprite(tile_id, box[2] - box[0], box[3] - box[1])
            image.paste(sprite, box[:2], sprite)
        else:
            draw.rounded_rectangle(box, radius=10, outline=c.PANEL_LIGHT, width=2)
            _text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "taken", MIN_FONT,
                  c.TEXT_DIM, anchor="mm", weight="condensed")
    y += 150
    legend = " ".join(f"{p + 1}={c.ellipsize(_name(names, p), 200, MIN_FONT, 'condensed')}"
                      for p in range(players))
    _text(draw, (MARGIN, y), c.ellipsize(legend, WIDTH - 2 * MARGIN, MIN_FONT, "condensed"),
          MIN_FONT, weight="condensed")
    # the layout knows its own height: a plain crop is far cheaper than scanning pixels
    return image.crop((0, 0, WIDTH, y + MIN_FONT + 2 * MARGIN))


def table_alt(view: View, names: Sequence[str]) -> str:
    if view["phase"] == "over":
        words = ["Game over."]
    elif view["phase"] == "setup":
        words = ["Setup: everyone places their two starting tiles."]
    else:
        words = [f"Round {view['round']}, {_name(names, view['active'])} to play."]
    words.append(f"Supply {view['supply_count']} tiles.")
    if view["end"]["triggered"]:
        words.append(f"The end is triggered; round {view['end']['final_round']} is the last.")
    market = [f"{i + 1} {tile_words(t)}" for i, t in enumerate(view["market"]) if t]
    words.append("Market: " + (", ".join(market) or "empty") + ".")
    quality = [f"{SHORT_NAMES[k]} " + "/".join(
        str(R.tiles[t].level) for t in view["quality"] if R.tiles[t].kokeshi == k)
        for k in range(R.tracks)]
    words.append("Quality levels on display: " + ", ".join(q for q in quality) + ".")
    for p in range(view["players"]):
        marks = " ".join(f"{R.animal_names[a]} {v}"
                         for a, v in enumerate(view["seats"][p]["animals"]))
        words.append(f"{_name(names, p)}: {marks}.")
    bonus = [f"{slot} {tile_words(t)}" for slot, t in view["bonus"].items() if t]
    words.append("Bonus slots: " + (", ".join(bonus) or "all taken") + ".")
    text = " ".join(words)
    return text if len(text) <= 1024 else text[:1021] + "..."


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


class KokeshiRenderer(Renderer):
    game = "kokeshi"

    def board(self, view: View, names: list[str]) -> RenderedImage:
        return RenderedImage(c.encode_png(table_image(view, names)), table_alt(view, names),
                             "board.png")

    def boards(self, view: View, names: list[str]) -> list[RenderedImage]:
        images = [self.board(view, names)]
        for seat in range(view["players"]):
            images.append(RenderedImage(c.encode_png(workshop_image(view, seat, names)),
                                        workshop_alt(view, seat, names),
                                        f"workshop{seat + 1}.png"))
        return images

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice]) -> RenderedImage | None:
        badges = decision_badges(view, seat, choices)
        if not badges:
            return None
        image = workshop_image(view, seat, names, badges)
        placed = ", ".join(f"{marker} = {SHORT_NAMES[k]}" for (k, _), marker in
                           sorted(badges.items(), key=lambda item: item[1]))
        alt = f"Your workshop with the choices numbered: {placed}. " + \
            workshop_alt(view, seat, names)
        return RenderedImage(c.encode_png(image), alt[:1024], "decision.png")


RENDERER = KokeshiRenderer()
