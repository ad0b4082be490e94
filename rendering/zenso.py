"""Zensō pictures, drawn for a phone first.

Every letter, number or symbol that carries information is drawn at least
:data:`MIN_FONT` px high on a :data:`WIDTH` px image (3 % of the width). A public board is
several images posted together (:meth:`ZensoRenderer.boards`):

    the market    who must act and in which phase, the Inspiration row (each card's
                  garden face, slot, cost and bonus) and the Harmony display (id, name,
                  condition, points, cost), with the decks' counts
    one garden    per player: Ensō, hand count (never its cards), placed cards, score,
                  the Zen board's three green spaces, and the garden on a square grid
                  with x (column) and y (row) rulers

A garden cell shows its terrain letter (S P B C M G) on its Okabe–Ito colour, a Stone as
a dark disc, Lanterns as a black lamp carrying their count, and a placed Harmony card as
a hatched 2×2 block with its id. The decision picture (:meth:`ZensoRenderer.decision`)
is the deciding player's garden with a numbered badge on each choice (the anchor cell of
a placement or footprint, the cell of a Stone or Lantern), matching the buttons. The
private picture (:meth:`ZensoRenderer.hand`) lists the hand and marks with a tick and
the word "ready" the cards that could be validated now.

Everything comes from the view and ``data/zenso.json``.

Pictures are composed in palette mode on one fixed palette (:data:`PALETTE`, see
``common.PalettePlan``): the exact colour of every fill plus in-between shades of each ink
over each ground it is drawn on.
What never changes between turns (a terrain cell with its Stone or Lanterns, a placed
card, a market panel, a hand card) is drawn once in RGB, mapped onto the palette and
cached, as is the empty ruled grid of a garden; a turn only pastes those pieces and
draws its own few lines of text as coverage masks turned into shades. So no board is
quantized per turn, which was most of its cost; a decision picture maps once, after its
badges.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.zenso.garden import Garden, block, reading_order, unkey
from bot.games.zenso.notation import parse
from bot.games.zenso.tables import HarmonyCard, TerrainCard, default_rules, rotate_grid
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View

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
STONE_SHAPE: c.Color = (120, 120, 128)
WHITE: c.Color = (255, 255, 255)

ABILITY_SHORT = {
    "bonus_extra": "+1 {resource} per Terrain bonus",
    "harmony_cost_reduction": "cheaper Harmony cards",
    "cover_other_landscape": "landscape on any landscape",
    "enso_per_same_cover": "+1 Ensō per same cover (max 2)",
    "swap_hand_display": "swap hand ↔ display",
    "combine_extra_enso": "+2 Ensō per combine",
    "both_alternatives": "both sides of OR",
    "move_lantern": "move a Lantern for 1 Ensō",
    "draw_keep": "deck: draw 3, keep 1",
    "terrain_cost_reduction": "row costs −1",
    "harmony_buy_cost": "buying costs 1 Ensō",
}


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


# ---------------------------------------------------------------- card words
def effect_short(item: dict[str, Any]) -> str:
    n = item["n"]
    kind = item["type"]
    if kind == "stones":
        return f"{n} Stone" + ("s" if n != 1 else "")
    if kind == "enso":
        return f"{n} Ensō"
    if kind == "harmony":
        return f"{n} Harmony"
    letters = "".join(RULES.letter[t] for t in item["terrains"])
    return f"{n} Lantern{'s' if n != 1 else ''} {letters}{'+' if item.get('stackable') else ''}"


def bonus_lines(card: TerrainCard) -> list[str]:
    lines: list[str] = []
    for index, item in enumerate(card.items):
        if index:
            lines.append("OR" if card.op == "or" else "+")
        lines.append(effect_short(item))
    return lines


def condition_short(card: HarmonyCard) -> str:
    cond = card.condition
    def terrain(sel: str) -> str:
        return "landscape" if sel == "any_landscape" else RULES.name_of_letter[RULES.letter[sel]]
    if cond["kind"] == "area":
        plots = cond["plots"]
        if len(plots) == 2:
            return f"2 landscapes ≥{plots[0]['min_size']}"
        return f"{terrain(plots[0]['terrain'])} plot ≥{plots[0]['min_size']}"
    if cond["kind"] == "shape":
        return f"{cond['shape']} in {terrain(cond['terrain'])}"
    if cond.get("shape"):
        return f"Stones {cond['shape']}"
    return f"{cond['count']} linked Stones"


def points_short(card: HarmonyCard) -> str:
    pts = card.points
    if pts["kind"] == "fixed":
        text = f"{pts['value']} pts"
    else:
        basis = pts["basis"]
        what = {"largest_plot": "per largest {t}", "plot_count": "per {t} plot",
                "stones_on_sand": "per Stone", "lanterns": "per Lantern",
                "harmony_in_garden": "per placed card"}[basis["type"]]
        t = RULES.name_of_letter[RULES.letter[basis["terrain"]]] if "terrain" in basis else ""
        text = f"{pts['per']} {what.format(t=t)}"
    return text


def cost_short(card: HarmonyCard) -> str:
    costs = []
    if card.cost_enso:
        costs.append(f"{card.cost_enso} Ensō")
    if card.cost_stones:
        costs.append(f"{card.cost_stones} Stone")
    return "cost " + " ".join(costs) if costs else ""


def ability_short(card: HarmonyCard) -> str:
    if not card.ability:
        return ""
    text = ABILITY_SHORT[card.ability["type"]]
    return text.format(resource="Stone" if card.ability.get("resource") == "stones" else "Ensō")


# ---------------------------------------------------------------- the fixed palette
def _palette_plan() -> c.PalettePlan:
    """The flat colours the pictures use, and each (ink, ground) pair drawn anti-aliased,
    whose edges need in-between shades."""
    terrains = list(TERRAIN_FILL.values())
    yellow, green = c.OKABE_ITO["yellow"], c.OKABE_ITO["bluish_green"]
    flats = [c.BACKGROUND, c.PANEL, c.PANEL_LIGHT, EMPTY_CELL, GRID_LINE, c.TEXT, c.TEXT_DIM,
             c.INK, WHITE, CARD_FILL, CARD_HATCH, *terrains, STONE, STONE_EDGE, LANTERN,
             yellow, green, c.OKABE_ITO["sky_blue"], STONE_SHAPE]
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


# ---------------------------------------------------------------- small drawings
def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
          size: int = FONT, fill: c.Color = c.TEXT, anchor: str = "la",
          weight: str = "bold") -> None:
    draw.text(xy, text, font=c.font(max(size, MIN_FONT), weight), fill=fill, anchor=anchor)


def _fit(text: str, width: int, size: int = FONT) -> str:
    return c.ellipsize(text, width, max(size, MIN_FONT))


@cache
def _terrain_tile(letter: str, size: int) -> Image.Image:
    tile = Image.new("RGB", (size, size), TERRAIN_FILL[letter])
    draw = ImageDraw.Draw(tile)
    draw.rectangle((0, 0, size - 1, size - 1), outline=c.INK, width=2)
    _text(draw, (6, 2), letter, fill=c.ink_on(TERRAIN_FILL[letter]))
    return tile


def _stone(image: Image.Image, box: tuple[int, int, int, int]) -> None:
    x0, _y0, x1, y1 = box
    d = int((x1 - x0) * 0.46)
    sprite = c.smooth_shape("circle", (d, d), STONE, STONE_EDGE, max(2, d // 12))
    c.paste(image, sprite, (x1 - d - 5, y1 - d - 5))


def _lantern(image: Image.Image, box: tuple[int, int, int, int], count: int) -> None:
    x0, _y0, x1, y1 = box
    w = max(int((x1 - x0) * 0.5), MIN_FONT + 6)
    h = w
    sprite = c.smooth_shape("rect", (w, h), LANTERN, c.OKABE_ITO["yellow"], 3, w // 4)
    c.paste(image, sprite, (x1 - w - 4, y1 - h - 4))
    draw = ImageDraw.Draw(image)
    _text(draw, (x1 - 4 - w / 2, y1 - 4 - h / 2), str(count), fill=c.OKABE_ITO["yellow"],
          anchor="mm")


@lru_cache(maxsize=512)
def _cell_piece(letter: str, size: int, stone: bool = False, lanterns: int = 0) -> Image.Image:
    """A garden cell as a palette piece: its terrain, and its Stone or Lanterns."""
    tile = _terrain_tile(letter, size).copy()
    box = (0, 0, size, size)
    if stone:
        _stone(tile, box)
    if lanterns:
        _lantern(tile, box, lanterns)
    return to_palette(tile)


@lru_cache(maxsize=256)
def _card_block(label: str, w: int, h: int) -> Image.Image:
    """A placed Harmony card over its 2×2 cells, as a palette piece."""
    block_image = Image.new("RGB", (w, h), CARD_FILL)
    draw = ImageDraw.Draw(block_image)
    for k in range(-h, w, 18):  # hatching: a shape cue beside the id
        draw.line((k, 0, k + h, h), fill=CARD_HATCH, width=3)
    draw.rectangle((0, 0, w - 1, h - 1), outline=c.INK, width=4)
    tw = c.text_width(label, FONT) + 16
    draw.rectangle((w / 2 - tw / 2, h / 2 - FONT * 0.7, w / 2 + tw / 2, h / 2 + FONT * 0.7),
                   fill=CARD_FILL)
    _text(draw, (w / 2, h / 2), label, fill=c.INK, anchor="mm")
    return to_palette(block_image)


def _shape_icon(draw: ImageDraw.ImageDraw, xy: tuple[int, int], code: str, unit: int,
                fill: c.Color) -> int:
    cells = RULES.data["shapes"][code]
    for x, y in cells:
        draw.rectangle((xy[0] + x * unit, xy[1] + y * unit, xy[0] + (x + 1) * unit - 2,
                        xy[1] + (y + 1) * unit - 2), fill=fill, outline=c.INK)
    return (max(x for x, _ in cells) + 1) * unit


# ---------------------------------------------------------------- garden
@lru_cache(maxsize=16)
def _garden_ground(size: tuple[int, int], origin: tuple[int, int], rows: int, cols: int,
                   cell: int, first: tuple[int, int]) -> Image.Image:
    """The table and the empty ruled grid: the same from turn to turn until the garden
    grows past its border. ``first`` is the (x, y) of the top-left cell. Drawn straight
    on the palette (its lines are flat colours, its labels cached pieces), so a garden
    that grew costs little too."""
    image = _canvas(size)
    grid = grids.SquareGrid(rows, cols, cell, origin)
    grids.draw_square_grid(image, grid, [""] * rows, [""] * cols, font_size=FONT,
                           fill=EMPTY_CELL, line=GRID_LINE)
    half_band = grids.ruler_band(FONT) / 2
    for row in range(rows):
        _put(image, (origin[0] - half_band, grid.center(row, 0)[1]), str(first[1] + row),
             anchor="mm")
    for col in range(cols):
        _put(image, (grid.center(0, col)[0], origin[1] - half_band), str(first[0] + col),
             anchor="mm")
    return image


def garden_image(entry: dict[str, Any], header: list[str],
                 marks: list[tuple[tuple[int, int], str]] | None = None,
                 extra: Sequence[tuple[int, int]] = (),
                 highlight: Sequence[tuple[int, int]] = ()) -> Image.Image:
    """One garden on a ruled grid, with header lines above and optional badges
    (a palette image)."""
    cells = {unkey(k): v for k, v in entry["garden"].items()}
    points = list(cells) + list(extra) + [cell for cell, _ in marks or []]
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    x_min, x_max = min(xs) - 1, max(xs) + 1
    y_min, y_max = min(ys) - 1, max(ys) + 1
    cols, rows = x_max - x_min + 1, y_max - y_min + 1
    band = grids.ruler_band(FONT)
    cell = max(MIN_FONT + 26, min(130, (WIDTH - 2 * MARGIN - band) // cols))
    _, (gw, gh) = grids.ruled_grid_layout(rows, cols, cell, FONT)
    head_h = MARGIN + LINE * len(header) + 8
    width = max(WIDTH, gw + 2 * MARGIN)
    grid = grids.SquareGrid(rows, cols, cell, (MARGIN + band, head_h + band))
    image = _garden_ground((width, head_h + gh + MARGIN), grid.origin, rows, cols, cell,
                           (x_min, y_min)).copy()
    for index, line in enumerate(header):
        _put(image, (MARGIN, MARGIN + index * LINE), _fit(line, width - 2 * MARGIN),
             size=TITLE if index == 0 else FONT)
    covered: dict[str, tuple[int, int]] = {}
    for placed in entry.get("placed", []):
        covered[placed["id"]] = tuple(placed["anchor"])  # type: ignore[assignment]
    for (x, y), (terrain, stone, lanterns, card) in cells.items():
        if terrain and not card:
            image.paste(_cell_piece(terrain, cell, bool(stone), lanterns or 0),
                        grid.box(y - y_min, x - x_min)[:2])
    draw = ImageDraw.Draw(image)
    for (x, y) in highlight:
        c.highlight_frame(draw, grid.box(y - y_min, x - x_min), c.HIGHLIGHT, width=6)
    for card_id, (ax, ay) in covered.items():
        b0 = grid.box(ay - y_min, ax - x_min)
        b1 = grid.box(ay + 1 - y_min, ax + 1 - x_min)
        image.paste(_card_block(card_id, b1[2] - b0[0] - 6, b1[3] - b0[1] - 6),
                    (b0[0] + 3, b0[1] + 3))
    if marks:
        # Badges blend into whatever cell they overlap: drawn on RGB, mapped back once
        # (a decision picture, not the per-turn board).
        rgb = image.convert("RGB")
        for (x, y), text in marks:
            x0, y0, x1, y1 = grid.box(y - y_min, x - x_min)
            grids.marker_badge(rgb, ((x0 + x1) / 2, (y0 + y1) / 2), text, FONT,
                               final_width=width)
        image = to_palette(rgb)
    return image


def seat_header(view: View, seat: int, names: Sequence[str]) -> list[str]:
    s = view["seats"][seat]
    score = s["score"]
    zen = " ".join(f"[{n}]" if n else "[ ]" for n in s["zen"])
    turn = " · to move" if view["active"] == seat and view["phase"] != "over" else ""
    return [f"{_name(names, seat)}{turn}",
            f"{score['total']} pts · {s['enso']} Ensō · hand {s['hand_count']} · "
            f"placed {len(s['placed'])}",
            f"Zen board {zen} · Lanterns {score['lanterns']} pts"]


def garden_alt(view: View, seat: int, names: Sequence[str]) -> str:
    s = view["seats"][seat]
    g = Garden(s["garden"], RULES)
    plots = ", ".join(f"{RULES.name_of_letter[t]} {len(cells)}" for t, cells in g.plots)
    stones = " ".join(f"{x},{y}" for x, y in reading_order(g.stones)) or "none"
    lanterns = " ".join(f"{x},{y}×{n}" for (x, y), n in sorted(g.lanterns.items())) or "none"
    placed = ", ".join(f"{p['id']} at {p['anchor'][0]},{p['anchor'][1]}"
                       for p in s["placed"]) or "none"
    zen = ", ".join(str(n) for n in s["zen"] if n) or "empty"
    return (f"{_name(names, seat)}'s garden: {s['score']['total']} points, {s['enso']} Ensō, "
            f"{s['hand_count']} cards in hand. Plots: {plots}. Stones at {stones}. "
            f"Lanterns at {lanterns}. Harmony cards: {placed}. Zen board stacks: {zen}.")


# ---------------------------------------------------------------- market
PHASES = {"combine": "phase 1, combine Stones", "pick": "phase 2, choose a project",
          "harmony": "phase 4, bring harmony", "over": "game over"}


def _phase_text(view: View) -> str:
    if view["phase"] == "over":
        return "Game over"
    if view["queue"]:
        task = view["queue"][0]["t"]
        return {"or": "phase 2, OR bonus", "harmony": "phase 2, Harmony card",
                "keep": "phase 2, keeping a card", "place": "phase 3, placing",
                "stones": "phase 3, Stones", "lanterns": "phase 3, Lanterns",
                "witness": "phase 4, Jizō Stones", "pay": "phase 4, paying"}[task]
    return PHASES[view["phase"]]


@lru_cache(maxsize=128)
def _row_card(card_id: str | None, width: int, height: int, face: int) -> Image.Image:
    """An Inspiration row panel with its card (garden face, id, bonus), drawn from the data
    once per card: cards slide along the row, so the slot's title is laid on per turn."""
    image = Image.new("RGB", (width + 1, height + 1), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    c.rounded_box(draw, (0, 0, width, height), 14, fill=c.PANEL)
    if card_id is None:
        _text(draw, (10, 6 + LINE), "empty", fill=c.TEXT_DIM)
        return to_palette(image)
    card = RULES.terrain_cards[card_id]
    fy = 6 + LINE
    for r in range(2):
        for q in range(2):
            image.paste(_terrain_tile(card.grid[r][q], face), (10 + q * face, fy + r * face))
    tx = 24 + 2 * face
    _text(draw, (width - 12, 6), card_id, fill=c.TEXT_DIM, anchor="ra")
    for index, text in enumerate(bonus_lines(card)):
        _text(draw, (tx, fy + index * (FONT + 4)), _fit(text, width - 2 * face - 36))
    return to_palette(image)


@lru_cache(maxsize=128)
def _display_panel(pos: int, card_id: str | None, width: int, height: int) -> Image.Image:
    """One Harmony display place, drawn from the data once per card and place."""
    image = Image.new("RGB", (width + 1, height + 1), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    c.rounded_box(draw, (0, 0, width, height), 14, fill=c.PANEL_LIGHT)
    if card_id is None:
        _text(draw, (10, 6), f"D{pos} · empty", fill=c.TEXT_DIM)
    else:
        draw_card_text(image, RULES.harmony_cards[card_id], f"D{pos} {card_id}", (10, 6),
                       width - 20)
    return to_palette(image)


def market_image(view: View, names: Sequence[str]) -> Image.Image:
    # two panels per line: a bonus or a condition must read whole at the 3 % size
    per_line = 2
    lines_of = math.ceil(RULES.slots / per_line)
    panel_w = (WIDTH - 2 * MARGIN - (per_line - 1) * 12) // per_line
    face = 70
    row_h = 2 * face + LINE + 24
    disp_h = 4 * (FONT + 6) + 16
    header = [f"Zensō · turn {view['turn'] + 1}" if view["phase"] != "over" else "Zensō",
              f"{_name(names, view['active'])}: {_phase_text(view)}"
              if view["phase"] != "over" else "The game is over"]
    if view["final_round"] and view["phase"] != "over":
        header.append("Final round: the 5th Harmony card is placed")
    top = MARGIN + LINE * len(header) + 8
    disp_lines = math.ceil(RULES.display_size / per_line)
    height = top + LINE + lines_of * (row_h + 12) + LINE + disp_lines * (disp_h + 12) + MARGIN
    image = _canvas((WIDTH, height))
    for index, line in enumerate(header):
        _put(image, (MARGIN, MARGIN + index * LINE), _fit(line, WIDTH - 2 * MARGIN),
             size=TITLE if index == 0 else FONT)
    y = top
    _put(image, (MARGIN, y), f"Inspiration row · Terrain deck {view['terrain_deck_count']}")
    y += LINE
    for slot, card_id in enumerate(view["row"], 1):
        col, line = (slot - 1) % per_line, (slot - 1) // per_line
        x0, y0 = MARGIN + col * (panel_w + 12), y + line * (row_h + 12)
        image.paste(_row_card(card_id, panel_w, row_h, face), (x0, y0))
        _put(image, (x0 + 10, y0 + 6), f"S{slot} · {view['slot_costs'][slot - 1]} Ensō",
             ground=c.PANEL)
    y += lines_of * (row_h + 12)
    _put(image, (MARGIN, y), f"Harmony display · deck {view['harmony_deck_count']}")
    y += LINE
    for pos, card_id in enumerate(view["display"], 1):
        col, line = (pos - 1) % per_line, (pos - 1) // per_line
        image.paste(_display_panel(pos, card_id, panel_w, disp_h),
                    (MARGIN + col * (panel_w + 12), y + line * (disp_h + 12)))
    return image


def draw_card_text(image: Image.Image, card: HarmonyCard, title: str, xy: tuple[int, int],
                   width: int) -> None:
    """Four lines: id and name, condition, points and cost, kind or Jizō ability."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    cost = cost_short(card)
    kind = ability_short(card) if card.is_jizo else card.kind.capitalize()
    lines = [f"{title} {card.name}", condition_short(card), points_short(card),
             kind + (f" · {cost}" if cost else "")]
    for index, text in enumerate(lines):
        _text(draw, (x, y + index * (FONT + 6)), _fit(text, width),
              fill=c.TEXT if index < 3 else c.TEXT_DIM)


def market_alt(view: View, names: Sequence[str]) -> str:
    row = "; ".join(
        f"slot {i} {cid} cost {view['slot_costs'][i - 1]} "
        f"({' '.join(bonus_lines(RULES.terrain_cards[cid]))})" if cid else f"slot {i} empty"
        for i, cid in enumerate(view["row"], 1))
    shown = "; ".join(
        f"D{i} {cid} {RULES.harmony_cards[cid].name}, {condition_short(RULES.harmony_cards[cid])}"
        f", {points_short(RULES.harmony_cards[cid])}"
        + (f", {cost_short(RULES.harmony_cards[cid])}" if cost_short(RULES.harmony_cards[cid])
           else "") if cid else f"D{i} empty"
        for i, cid in enumerate(view["display"], 1))
    players = "; ".join(
        f"{_name(names, i)} {s['score']['total']} points, {s['enso']} Ensō, "
        f"{s['hand_count']} cards in hand, {len(s['placed'])} placed"
        for i, s in enumerate(view["seats"]))
    state = ("Game over." if view["phase"] == "over" else
             f"Turn {view['turn'] + 1}: {_name(names, view['active'])}, {_phase_text(view)}."
             + (" Final round." if view["final_round"] else ""))
    return (f"Zensō. {state} Inspiration row (deck {view['terrain_deck_count']}): {row}. "
            f"Harmony display (deck {view['harmony_deck_count']}): {shown}. Players: {players}.")


# ---------------------------------------------------------------- decisions
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


def decision_image(view: View, seat: int, names: Sequence[str],
                   choices: Sequence[DecisionChoice]) -> Image.Image | None:
    marks: list[tuple[tuple[int, int], str]] = []
    extra: list[tuple[int, int]] = []
    rotations: set[str] = set()
    verbs: set[str] = set()
    for choice in choices:
        seen: set[tuple[int, int]] = set()
        for notation in choice.notations:
            cell, anchors = choice_cells(notation)
            if cell is None:
                continue
            verbs.add(notation.split()[0])
            if notation.startswith("place"):
                rotations.add(notation.split()[2])
            if cell not in seen:
                seen.add(cell)
                marks.append((cell, choice.marker))
                if anchors:
                    extra.extend(block(cell))
    if not marks:
        return None
    header = seat_header(view, seat, names)[:2]
    task = view["queue"][0] if view["queue"] else None
    if task and task["t"] == "place":
        turn = f" turned {sorted(rotations)[0][1:]}°" if len(rotations) == 1 else ""
        header.append(f"Place {task['card']}{turn}: badges on the top-left cell")
    elif "validate" in verbs:
        header.append("Harmony card footprints: badges on the top-left cell")
    else:
        header.append({"stone": "Where the Stone goes", "lantern": "Where the Lantern goes",
                       "pay": "Which Stone to pay", "combine": "Stones to combine",
                       "move": "Where the Lantern moves"}.get(sorted(verbs)[0], "Choose"))
    selected = [tuple(cell) for cell in view.get("selected", [])]
    image = garden_image(view["seats"][seat], header, marks, extra, highlight=selected)
    if task and task["t"] == "place":
        card = RULES.terrain_cards[task["card"]]
        degrees = int(sorted(rotations)[0][1:]) if len(rotations) == 1 else 0
        grid = rotate_grid(card.grid, degrees)
        face = 56
        x0 = image.width - MARGIN - 2 * face
        for r in range(2):
            for q in range(2):
                image.paste(_cell_piece(grid[r][q], face), (x0 + q * face, MARGIN + r * face))
    return image


def decision_alt(view: View, seat: int, names: Sequence[str],
                 choices: Sequence[DecisionChoice]) -> str:
    parts = []
    for choice in choices:
        cells = sorted({cell for n in choice.notations
                        for cell in [choice_cells(n)[0]] if cell is not None})
        parts.append(f"badge {choice.marker} at " + " ".join(f"{x},{y}" for x, y in cells))
    return (f"{_name(names, seat)}'s garden for the decision: " + "; ".join(parts) + ". "
            + garden_alt(view, seat, names))


# ---------------------------------------------------------------- hand
HAND_PANEL_H = 4 * (FONT + 6) + 20


@lru_cache(maxsize=128)
def _hand_panel(card_id: str, ready: bool) -> Image.Image:
    """One hand card: its words, its shape, and whether it could be validated now."""
    width = WIDTH - 2 * MARGIN
    image = Image.new("RGB", (width + 1, HAND_PANEL_H + 1), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    card = RULES.harmony_cards[card_id]
    c.rounded_box(draw, (0, 0, width, HAND_PANEL_H), 14,
                  fill=c.PANEL_LIGHT if ready else c.PANEL,
                  outline=c.OKABE_ITO["bluish_green"] if ready else None, width=5)
    draw_card_text(image, card, card_id, (14, 8), width - 260)
    cond = card.condition
    code = cond.get("shape")
    if code:
        _shape_icon(draw, (width - 240, 16), code, 22,
                    STONE_SHAPE if cond["kind"] == "stones" else c.OKABE_ITO["sky_blue"])
    _text(draw, (width - 20, HAND_PANEL_H - 12), "✓ ready" if ready else "not yet",
          fill=c.OKABE_ITO["bluish_green"] if ready else c.TEXT_DIM, anchor="rb")
    return to_palette(image)


def hand_image(view: View, seat: int, names: Sequence[str]) -> Image.Image:
    hand = view["seats"][seat].get("hand", [])
    ready = set(view.get("validatable", []))
    head = MARGIN + 2 * LINE + 8
    height = head + max(1, len(hand)) * (HAND_PANEL_H + 10) + MARGIN
    image = _canvas((WIDTH, height))
    _put(image, (MARGIN, MARGIN), f"{_name(names, seat)}'s hand · {len(hand)} cards", TITLE)
    _put(image, (MARGIN, MARGIN + LINE), f"✓ ready: {len(ready)} could be validated now",
         fill=c.TEXT_DIM)
    if not hand:
        _put(image, (MARGIN, head), "No Harmony card in hand.", fill=c.TEXT_DIM)
    for index, card_id in enumerate(hand):
        image.paste(_hand_panel(card_id, card_id in ready),
                    (MARGIN, head + index * (HAND_PANEL_H + 10)))
    return image


def hand_alt(view: View, seat: int, names: Sequence[str]) -> str:
    hand = view["seats"][seat].get("hand", [])
    ready = set(view.get("validatable", []))
    cards = "; ".join(
        f"{cid} {RULES.harmony_cards[cid].name}: {condition_short(RULES.harmony_cards[cid])}, "
        f"{points_short(RULES.harmony_cards[cid])}"
        + (f", {cost_short(RULES.harmony_cards[cid])}" if cost_short(RULES.harmony_cards[cid])
           else "") + (", ready now" if cid in ready else "")
        for cid in hand) or "no card"
    return f"{_name(names, seat)}'s hand, {len(hand)} cards: {cards}."


class ZensoRenderer(Renderer):
    game = "zenso"

    def board(self, view: View, names: list[str]) -> RenderedImage:
        return RenderedImage(c.encode_png(market_image(view, names)), market_alt(view, names),
                             "board.png")

    def boards(self, view: View, names: list[str]) -> list[RenderedImage]:
        images = [self.board(view, names)]
        for seat in range(len(view["seats"])):
            image = garden_image(view["seats"][seat], seat_header(view, seat, names))
            images.append(RenderedImage(c.encode_png(image), garden_alt(view, seat, names),
                                        f"zenso-garden-{seat + 1}.png"))
        return images

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice]) -> RenderedImage | None:
        image = decision_image(view, seat, names, choices)
        if image is None:
            return None
        return RenderedImage(c.encode_png(image), decision_alt(view, seat, names, choices),
                             "zenso-decision.png")

    def hand(self, view: View, seat: int, names: list[str]) -> RenderedImage | None:
        return RenderedImage(c.encode_png(hand_image(view, seat, names)),
                             hand_alt(view, seat, names), "zenso-hand.png")


RENDERER = ZensoRenderer()
