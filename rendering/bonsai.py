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
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.bonsai.engine import ENGINE
from bot.games.bonsai.tables import RULES, TILE_TYPES, Cell, parse_key
from bot.games.message import Message, component, msg, words
from bot.games.message import seat as seat_arg
from rendering import common as c
from rendering.base import DecisionChoice, RenderedImage, Renderer, View
from rendering.grids import HexGrid, marker_badge, min_font_size

WIDTH = 1000
FONT = min_font_size(WIDTH)  # 30 px: the phone-readable minimum
BIG = FONT + 6
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


@cache
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


def tree_picture(seat_view: dict, seat: int, title: str, badges: dict[Cell, str] | None = None,
                 width: int = WIDTH, max_radius: int = 52, language: str = "en",
                 fits: dict[Cell, list[str]] | None = None) -> tuple[Image.Image, HexGrid]:
    """:func:`tree_image` and the grid it was drawn on (tests find cells with it)."""
    mirrored = bool(seat_view["mirrored"])
    tiles = _seat_tiles(seat_view)
    pot = sorted(RULES.blocked(mirrored))
    badges = badges or {}
    cells = set(tiles) | set(pot) | set(badges)
    xs = [_cx(cell) for cell in cells]
    ys = [cell[1] for cell in cells]
    ruler = int(FONT * 2.4)  # the row numbers on the left
    span_x = max(xs) - min(xs) + 1 + 2  # one hex of margin on each side
    span_y = (max(ys) - min(ys)) * 1.5 + 2 + 3  # in radii: rows, the hexes, the margin
    radius = min(max_radius, (width - ruler - 10) / (math.sqrt(3) * span_x))
    radius = max(radius, 18.0)
    # a long name's title goes on to a second line rather than being cut
    title_lines = _wrap(title, width - 32, BIG)
    header = len(title_lines) * (BIG + 8) + 16
    height = int(header + span_y * radius)
    grid = HexGrid(radius, coords="offset", shifted="even", y_up=True)
    fitted, (w, h) = grid.fitted(cells, margin=grid.hex_width)
    offset_x = ruler + max(0, (width - ruler - w) / 2)
    grid = HexGrid(radius, coords="offset", shifted="even", y_up=True,
                   origin=(fitted.origin[0] + offset_x, fitted.origin[1] + header))
    height = max(height, int(header + h))
    image = Image.new("RGB", (width, height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    for number, line in enumerate(title_lines):
        c.put_text(image, (16, 10 + number * (BIG + 8)), line, BIG)
    _draw_guides(draw, grid, min(ys), max(ys), header, height)
    # rows: a ruler of y values so "Row +3" on a button is found at a glance
    for y in range(min(ys), max(ys) + 1):
        _, py = grid.center((0, y))
        c.put_text(image, (ruler - 12, py), f"{y:+d}", FONT, c.TEXT_DIM, anchor="rm")
    colour = POT_FILL[seat % len(POT_FILL)]
    for cell in pot:
        grid.draw(draw, cell, fill=colour, inset=-1)
    for cell in pot:
        for n, other in zip(range(6), RULES.neighbours(cell), strict=True):
            if other not in RULES.blocked(mirrored):
                _edge(draw, grid, cell, n, c.outline_for(colour), 3)
    _gold_crack(draw, grid, (-1, -1) if mirrored else (3, -1), radius)
    letter_size = max(FONT, int(radius * 0.62))
    bud = RULES.bud(mirrored)
    for cell, kind in sorted(tiles.items(), key=lambda item: (-item[0][1], item[0][0])):
        fill = TILE_FILL[kind]
        grid.draw(draw, cell, fill=fill, outline=c.outline_for(fill), width=2, inset=1.5)
        px, py = grid.center(cell)
        c.put_text(image, (px, py), _letters(language)[kind], letter_size, c.ink_on(fill),
                   anchor="mm")
        if cell == bud:  # the sprout: the bud is the tree's first wood
            draw.ellipse((px + radius * 0.25, py - radius * 0.8, px + radius * 0.6,
                          py - radius * 0.45), fill=TILE_FILL["leaf"], outline=c.INK)
    for cell, text in badges.items():
        kinds = (fits or {}).get(cell)
        if kinds:
            _stripes(image, grid, cell, kinds)
        grid.draw(draw, cell, outline=c.HIGHLIGHT, width=3, inset=3)
        marker_badge(image, grid.center(cell), text, final_width=width)
    return image, grid


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


def _gold_crack(draw: ImageDraw.ImageDraw, grid: HexGrid, cell: Cell, radius: float) -> None:
    px, py = grid.center(cell)
    step = radius * 0.28
    points = [(px - 2 * step, py - step), (px - step, py + step), (px, py - step),
              (px + step, py + step), (px + 2 * step, py - step)]
    draw.line(points, fill=GOLD, width=max(4, int(radius / 8)), joint="curve")


def _draw_guides(draw: ImageDraw.ImageDraw, grid: HexGrid, y_min: int, y_max: int,
                 top: int, bottom: int) -> None:
    """Dashed lines where protrusion starts (cx = -1 and cx = 3) and a faint line between
    the high and low rows: the pink and blue goals at a glance."""
    x0 = grid.center((0, 0))[0] - 0.5 * grid.hex_width  # cx = 0 (row 0 has cx = x + 0.5)
    for cx in (-1, 3):
        x = x0 + cx * grid.hex_width
        y = top
        while y < bottom:
            draw.line([(x, y), (x, min(bottom, y + 14))], fill=c.TEXT_DIM, width=2)
            y += 26
    low = RULES.low_max_y
    if y_min <= low < y_max:
        y_line = (grid.center((0, low))[1] + grid.center((0, low + 1))[1]) / 2
        draw.line([(0, y_line), (draw.im.size[0], y_line)], fill=c.PANEL_LIGHT, width=2)


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
    goes on to the next."""

    def __init__(self, image: Image.Image, say: _Words) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.say = say
        self.y = 14

    def lines(self, text: str, size: int = FONT, ink: c.Color = c.TEXT, x: int = MARGIN,
              right: int = WIDTH - MARGIN, gap: int = 8) -> None:
        for line in _wrap(text, right - x, size) or [""]:
            c.put_text(self.image, (x, self.y), line, size, ink)
            self.y += size + gap

    def _chip(self, kind: str) -> Image.Image:
        name, _, count = kind.partition(":")
        text = self.say.letter(name) + (f" {count}" if count else "")
        return c.tag_sprite(text, FONT, TILE_FILL.get(name, c.PANEL_LIGHT), 6)

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
                self.image.paste(sprite, (round(cx), self.y), sprite)
                cx += sprite.width + 8
                continue
            for word in value.split(" "):
                width = c.text_width(word, FONT)
                if cx + width > right and cx > left:
                    cx, self.y = left, self.y + height
                c.put_text(self.image, (cx, self.y + (CHIP_H - FONT) / 2 - 2), word, FONT, ink)
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
    _flow_card(cursor, pieces, MARGIN + 14, round(bx) - 16, WIDTH - MARGIN - 14)
    bottom = cursor.y + 4
    c.rounded_box(cursor.draw, (MARGIN, top, WIDTH - MARGIN, bottom), 12,
                  outline=c.PANEL_LIGHT, width=2)
    cursor.y = bottom + 8


def _flow_card(cursor: _Cursor, pieces: list[Piece], x: int, first_right: int,
               right: int) -> None:
    """:meth:`_Cursor.flow` with a card-type chip, and a first line that stops short of
    the slot's tiles."""
    image, say = cursor.image, cursor.say
    cx = float(x)
    limit = first_right
    for kind, value, ink in pieces:
        if kind == "card":
            chip = c.tag_sprite(say.card_letter(value), FONT, CARD_FILL[value], 6)
            image.paste(chip, (round(cx), cursor.y), chip)
            cx += chip.width + 10
            continue
        for word in value.split(" "):
            width = c.text_width(word, FONT)
            if cx + width > limit and cx > x:
                cx, cursor.y, limit = x, cursor.y + CHIP_H + 6, right
            c.put_text(image, (cx, cursor.y + (CHIP_H - FONT) / 2 - 2), word, FONT, ink)
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


def _goal_rows(cursor: _Cursor, view: View, colours: list[str]) -> None:
    """Each goal colour: its tag and what it measures, then its tiles side by side, each
    with what it needs, its points and who claimed (✓) or renounced (✗) it, by name."""
    image, say = cursor.image, cursor.say
    cursor.lines(say.t("bonsai-picture-goals-legend"), FONT, c.TEXT_DIM)
    for colour in colours:
        goals = [g for g in view["goals"] if RULES.goals[g["id"]].colour == colour]
        metric = RULES.goals[goals[0]["id"]].metric
        box = c.tag(image, (MARGIN, cursor.y), say.t("bonsai-picture-colour", colour=colour),
                    FONT, COLOUR_FILL[colour], padding=5)
        cursor.y += 2
        cursor.lines(say.t("bonsai-picture-goal-measure", metric=metric), FONT, c.TEXT_DIM,
                     x=box[2] + 14)
        cursor.y = max(cursor.y, box[3] + 8)
        column = (WIDTH - 2 * MARGIN - 20) // len(goals)
        top = cursor.y
        bottom = top
        for index, goal in enumerate(goals):
            info = RULES.goals[goal["id"]]
            x = MARGIN + 20 + index * column
            cursor.y = top
            cursor.lines(say.t("bonsai-picture-goal-need", metric=info.metric,
                               threshold=info.threshold, points=info.points),
                         FONT, x=x, right=x + column - 16, gap=4)
            status, ink = _goal_status(goal, say)
            cursor.lines(status, FONT, ink, x=x, right=x + column - 16, gap=4)
            bottom = max(bottom, cursor.y)
        cursor.y = bottom + 10


def _goal_status(goal: dict, say: _Words) -> tuple[str, c.Color]:
    if goal["claimed_by"] is not None:
        return (say.t("bonsai-picture-goal-claimed", who=seat_arg(goal["claimed_by"])),
                c.HIGHLIGHT)
    if goal["renounced_by"]:
        return (say.t("bonsai-picture-goal-renounced",
                      who=words([seat_arg(s) for s in goal["renounced_by"]])), c.TEXT_DIM)
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
        cursor.image.paste(chip, (x, cursor.y), chip)
        c.put_text(cursor.image, (x + chip.width + 6, cursor.y + (CHIP_H - FONT) / 2 - 2),
                   name, FONT, c.TEXT_DIM)
        x += width + 24
    cursor.y += CHIP_H + 6
    if sides:
        cursor.lines(say.t("bonsai-picture-key-sides"), FONT, c.TEXT_DIM)


def board_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The display, the goals and every player's holdings (trees are separate images),
    every number with its meaning in words or drawn from the data, a key for the
    letters; at the end the winner and why the game ended."""
    say = _Words(language, names)
    image = Image.new("RGB", (WIDTH, 3000), c.BACKGROUND)
    cursor = _Cursor(image, say)
    over = view["phase"] == "over"
    for line in _headline(view):
        cursor.lines(say(line), BIG, c.HIGHLIGHT if over else c.TEXT)
    cursor.lines(" · ".join(say(part) for part in _status(view)), FONT, c.TEXT_DIM)
    cursor.y += 6
    cursor.lines(say.t("bonsai-picture-display"), FONT, c.TEXT_DIM)
    for index, card in enumerate(view["display"]):
        _slot_row(cursor, index + 1, card)
    colours = [col for col in RULES.colours if any(RULES.goals[g["id"]].colour == col
                                                   for g in view["goals"])]
    if colours:
        cursor.y += 4
        _goal_rows(cursor, view, colours)
    for seat, seat_view in enumerate(view["seats"]):
        _player_row(cursor, view, seat, seat_view)
    _key(cursor, (*TILE_TYPES, "any"), sides=True)
    return image.crop((0, 0, WIDTH, cursor.y + 6))


def _player_row(cursor: _Cursor, view: View, seat: int, seat_view: dict) -> None:
    """A player: name, points and face-down cards; their supply (each tile's chip and
    count) and how many they may keep; what a Cultivate lets them place."""
    say = cursor.say
    top = cursor.y
    over = view["phase"] == "over"
    active = seat in (view.get("winners") or []) if over else seat in view["to_move"]
    x0, x1 = MARGIN, WIDTH - MARGIN
    inner = x0 + 34
    cursor.y = top + 10
    marker = ("★ " if over else "▶ ") if active else ""
    stats = say.t("bonsai-picture-player-stats", score=seat_view["score"],
                  pile=seat_view["pile_count"])
    cursor.flow([text_piece(marker + say.name(seat)), text_piece("· " + stats, c.TEXT_DIM)],
                x=inner, right=x1 - 14, height=FONT + 10)
    supply = [chip_piece(kind, seat_view["supply"][kind]) for kind in TILE_TYPES]
    supply.append(text_piece(say.t("bonsai-picture-held", held=sum(seat_view["supply"].values()),
                                   capacity=seat_view["capacity"]), c.TEXT_DIM))
    supply.append(text_piece("· " + say.t("bonsai-picture-places"), c.TEXT_DIM))
    allowance = seat_view["allowance"]
    supply += [chip_piece(kind, say.t("bonsai-picture-times", count=allowance[kind])
                          if allowance[kind] > 1 else None)
               for kind in (*TILE_TYPES, "any") if allowance[kind]]
    cursor.flow(supply, x=inner, right=x1 - 14)
    cursor.y += 4
    colour = POT_FILL[seat % len(POT_FILL)]
    cursor.draw.rectangle((x0 + 10, top + 12, x0 + 22, cursor.y - 12), fill=colour)
    cursor.draw.rounded_rectangle((x0, top, x1, cursor.y), 12,
                                  outline=c.HIGHLIGHT if active else c.PANEL_LIGHT,
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


def board_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    say = _Words(language, names)
    parts = [say.t("bonsai-alt-sentence", text=line) for line in _headline(view)]
    parts += [say.t("bonsai-alt-sentence", text=part) for part in _status(view)
              if view["phase"] == "over"]
    if view["phase"] != "over":
        parts.append(say.t("bonsai-alt-deck", count=view["deck_count"]))
    if view["final_turns_left"] is not None and view["phase"] != "over":
        parts.append(say.t("bonsai-alt-final-turns", count=view["final_turns_left"]))
    slots = []
    for index, card in enumerate(view["display"]):
        bonus = ENGINE.bonus_words(index + 1)
        slots.append(msg("bonsai-alt-slot-bonus", slot=index + 1, card=_card_words(card),
                         bonus=bonus) if bonus else
                     msg("bonsai-alt-slot", slot=index + 1, card=_card_words(card)))
    parts.append(say.t("bonsai-alt-display", slots=words(slots, "unit")))
    for goal in view["goals"]:
        info = RULES.goals[goal["id"]]
        name = ENGINE.goal_name(goal["id"])
        if goal["claimed_by"] is not None:
            parts.append(say.t("bonsai-alt-goal-claimed", goal=name, threshold=info.threshold,
                               who=seat_arg(goal["claimed_by"])))
        elif goal["renounced_by"]:
            parts.append(say.t("bonsai-alt-goal-renounced", goal=name,
                               threshold=info.threshold,
                               who=words([seat_arg(s) for s in goal["renounced_by"]])))
        else:
            parts.append(say.t("bonsai-alt-goal-open", goal=name, threshold=info.threshold))
    for seat, seat_view in enumerate(view["seats"]):
        supply = words([msg("bonsai-tile-count", tile=t, count=seat_view["supply"][t])
                        for t in TILE_TYPES], "unit")
        parts.append(say.t("bonsai-alt-seat", who=seat_arg(seat), score=seat_view["score"],
                           supply=supply, capacity=seat_view["capacity"],
                           pile=seat_view["pile_count"]))
    if view["discards"]:
        parts.append(say.t("bonsai-alt-discards",
                           cards=words([_card_words(card) for card in view["discards"]],
                                       "unit")))
    return _fit(parts)


def tree_alt(seat_view: dict, seat: int, names: Sequence[str], language: str = "en") -> str:
    say = _Words(language, names)
    tiles = _seat_tiles(seat_view)
    counts = {t: sum(1 for v in tiles.values() if v == t) for t in TILE_TYPES}
    mirrored = bool(seat_view["mirrored"])
    ordered = sorted(tiles.items(), key=lambda i: (-i[0][1], i[0][0]))
    cells = [msg("bonsai-alt-cells", tile=component(t),
                 cells=" ".join(f"{x},{y}" for (x, y), v in ordered if v == t))
             for t in TILE_TYPES if counts[t]]
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


def decision_image(view: View, seat: int, names: Sequence[str],
                   choices: list[DecisionChoice], language: str = "en") -> Image.Image:
    """The seat's tree with a number on each offered cell; for placements each number's
    cell is shaded with the tiles that fit there, and a key under the tree says which
    colour is which tile."""
    say = _Words(language, names)
    cells = _choice_cells(choices)
    fits = _choice_fits(choices)
    if fits:
        title = say.t("bonsai-picture-place-title", who=seat_arg(seat))
    elif cells:
        title = say.t("bonsai-picture-prune-title", who=seat_arg(seat))
    else:
        title = say.name(seat)
    tree = tree_image(view["seats"][seat], seat, title, cells, max_radius=60,
                      language=language, fits=fits)
    if not fits:
        return tree
    kinds = sorted({k for found in fits.values() for k in found}, key=TILE_TYPES.index)
    footer = Image.new("RGB", (WIDTH, 400), c.BACKGROUND)
    cursor = _Cursor(footer, say)
    cursor.y = 4
    cursor.lines(say.t("bonsai-picture-fits"), FONT, c.TEXT_DIM)
    _key(cursor, kinds)
    image = Image.new("RGB", (WIDTH, tree.height + cursor.y + 6), c.BACKGROUND)
    image.paste(tree, (0, 0))
    image.paste(footer.crop((0, 0, WIDTH, cursor.y + 6)), (0, tree.height))
    return image


def decision_alt(view: View, seat: int, names: Sequence[str],
                 choices: list[DecisionChoice], language: str = "en") -> str:
    say = _Words(language, names)
    cells = _choice_cells(choices)
    listing = words([msg("bonsai-alt-choice", number=marker, cell=f"{x},{y}")
                     for (x, y), marker in cells.items()], "unit")
    return _fit([say.t("bonsai-alt-choices", who=seat_arg(seat), choices=listing),
                 tree_alt(view["seats"][seat], seat, names, language)])


def hand_image(view: View, seat: int, names: Sequence[str], language: str = "en") -> Image.Image:
    say = _Words(language, names)
    seat_view = view["seats"][seat]
    pile = seat_view.get("pile", [])
    image = Image.new("RGB", (WIDTH, 240 + max(1, len(pile)) * 120), c.BACKGROUND)
    cursor = _Cursor(image, say)
    cursor.lines(say.t("bonsai-picture-pile-title", who=seat_arg(seat)), BIG)
    cursor.lines(say.t("bonsai-picture-pile-points", points=seat_view.get("parchment_points", 0),
                       total=seat_view.get("projected_total") or 0), FONT, c.HIGHLIGHT)
    cursor.y += 10
    if not pile:
        cursor.lines(say.t("bonsai-picture-no-cards"), FONT, c.TEXT_DIM)
    for card in pile:
        kind = RULES.kind_of(card)
        chip = c.letter_chip(CARD_FILL[kind.type], say.card_letter(kind.type), 56, "rect")
        image.paste(chip, (20, cursor.y), chip)
        top = cursor.y
        cursor.y += 10
        cursor.lines(say(msg("bonsai-picture-card", card=ENGINE.card_name(card))), FONT, x=90)
        cursor.y = max(cursor.y, top + 66)
    return image.crop((0, 0, WIDTH, cursor.y + 30))


def hand_alt(view: View, seat: int, names: Sequence[str], language: str = "en") -> str:
    say = _Words(language, names)
    seat_view = view["seats"][seat]
    cards = [msg("bonsai-picture-card", card=ENGINE.card_name(card))
             for card in seat_view.get("pile", [])]
    return _fit([say.t("bonsai-alt-pile", who=seat_arg(seat),
                       cards=words(cards, "unit") if cards else msg("bonsai-supply-empty")),
                 say.t("bonsai-alt-pile-points",
                       points=seat_view.get("parchment_points", 0),
                       total=seat_view.get("projected_total") or 0)])


def _png(image: Image.Image) -> bytes:
    # zlib level 1: a board posts five pictures, and level 3 costs ~60 % more time for
    # ~20 % fewer bytes on this flat art (both far under Discord's limits)
    return c.encode_png(image, compress_level=1)


class BonsaiRenderer(Renderer):
    game = "bonsai"

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        image = board_image(view, names, language)
        return RenderedImage(_png(image), board_alt(view, names, language), "board.png")

    def seat_board(self, view: View, seat: int, names: list[str], *,
                   language: str = "en") -> RenderedImage | None:
        """A player's tree at full width (one picture would not read on a phone with
        four trees in it; the board is the shared picture)."""
        say = _Words(language, names)
        seat_view = view["seats"][seat]
        title = say.t("bonsai-picture-tree-title", who=seat_arg(seat),
                      score=seat_view["score"])
        image = tree_image(seat_view, seat, title, max_radius=44, language=language)
        return RenderedImage(_png(image), tree_alt(seat_view, seat, names, language),
                             f"tree-{seat + 1}.png")

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice], *, language: str = "en") -> RenderedImage | None:
        if not _choice_cells(choices):
            return None
        image = decision_image(view, seat, names, choices, language)
        return RenderedImage(_png(image), decision_alt(view, seat, names, choices, language),
                             "choice.png")

    def hand(self, view: View, seat: int, names: list[str], *,
             language: str = "en") -> RenderedImage | None:
        image = hand_image(view, seat, names, language)
        return RenderedImage(_png(image), hand_alt(view, seat, names, language), "hand.png")


RENDERER = BonsaiRenderer()

__all__ = ["RENDERER", "BonsaiRenderer", "board_alt", "tree_image"]
