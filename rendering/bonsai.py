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
               width: int = WIDTH, max_radius: int = 52, language: str = "en") -> Image.Image:
    """One tree cropped to its tiles, the pot and the offered cells, with one hex of
    margin; ``badges`` numbers cells for a decision (top row first, as the engine does)."""
    return tree_picture(seat_view, seat, title, badges, width, max_radius, language)[0]


def tree_picture(seat_view: dict, seat: int, title: str, badges: dict[Cell, str] | None = None,
                 width: int = WIDTH, max_radius: int = 52,
                 language: str = "en") -> tuple[Image.Image, HexGrid]:
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
    header = BIG + 24
    height = int(header + span_y * radius)
    grid = HexGrid(radius, coords="offset", shifted="even", y_up=True)
    fitted, (w, h) = grid.fitted(cells, margin=grid.hex_width)
    offset_x = ruler + max(0, (width - ruler - w) / 2)
    grid = HexGrid(radius, coords="offset", shifted="even", y_up=True,
                   origin=(fitted.origin[0] + offset_x, fitted.origin[1] + header))
    height = max(height, int(header + h))
    image = Image.new("RGB", (width, height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    c.put_text(image, (16, 10), c.ellipsize(title, width - 32, BIG), BIG)
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
        grid.draw(draw, cell, outline=c.HIGHLIGHT, width=3, inset=3)
        marker_badge(image, grid.center(cell), text, final_width=width)
    return image, grid


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

def _card_box(image: Image.Image, box: c.Box, card: str | None, slot: int, say: _Words) -> None:
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    c.rounded_box(draw, box, 14, fill=c.PANEL, outline=c.PANEL_LIGHT, width=2)
    inner = x1 - x0 - 12
    c.put_text(image, ((x0 + x1) / 2, y0 + 8),
               c.ellipsize(say.t("bonsai-picture-slot", slot=slot), inner, FONT), FONT,
               c.TEXT_DIM, anchor="ma")
    if card is None:
        c.put_text(image, ((x0 + x1) / 2, (y0 + y1) / 2),
                   c.ellipsize(say.t("bonsai-picture-empty"), inner, FONT), FONT, c.TEXT_DIM,
                   anchor="mm")
    else:
        kind = RULES.kind_of(card)
        fill = CARD_FILL[kind.type]
        chip = c.letter_chip(fill, say.card_letter(kind.type), 56, "rect")
        image.paste(chip, (int((x0 + x1) / 2 - 28), y0 + 50), chip)
        head, detail = _card_face(card, say)
        c.put_text(image, ((x0 + x1) / 2, y0 + 114), c.ellipsize(head, inner, FONT), FONT,
                   anchor="ma")
        c.put_text(image, ((x0 + x1) / 2, y0 + 150), c.ellipsize(detail, inner, FONT), FONT,
                   c.HIGHLIGHT, anchor="ma")
    bonus = _bonus_letters(slot, say)
    c.put_text(image, ((x0 + x1) / 2, y1 - 8), c.ellipsize(f"+ {bonus}", inner, FONT), FONT,
               anchor="md")


def _bonus_letters(slot: int, say: _Words) -> str:
    """A slot's bonus tiles in the picture's letters ("W+Fl", "W / L"; "—" for none)."""
    bonus = RULES.slot_bonus[slot - 1]
    if bonus["kind"] == "none":
        return "—"
    if bonus["kind"] == "choose_one":
        return " / ".join(say.letter(t) for t in bonus["options"])
    return "+".join(say.letter(t) for t in bonus["tiles"])


def _card_face(card: str, say: _Words) -> tuple[str, str]:
    """A display card's two short lines: its type and what it does (``Tool`` ``+2``,
    ``Master`` ``L+Fr``, ``Parchm.`` ``2/Fl``)."""
    kind = RULES.kind_of(card)
    head = say.t("bonsai-card-short", type=kind.type)
    if kind.type == "tool":
        return head, f"+{kind.capacity_bonus}"
    if kind.type == "growth":
        return head, "+".join(say.letter(t) for t in kind.allowance)
    if kind.type == "master":
        return head, "+".join(say.letter(t) for t in kind.gain)
    if kind.type == "helper":
        return head, "+".join(say.letter(t) for t, _ in kind.place_allowance)
    counted, _, what = kind.counts.partition("_")
    letter = say.letter(counted) if what == "tiles" else say.card_letter(counted)
    return head, f"{kind.points_each}/{letter}"


def _goal_status(goal: dict, say: _Words) -> tuple[str, c.Color]:
    if goal["claimed_by"] is not None:
        return say.t("bonsai-picture-goal-claimed", number=goal["claimed_by"] + 1), c.HIGHLIGHT
    if goal["renounced_by"]:
        return "✗" + ",".join(str(s + 1) for s in goal["renounced_by"]), c.TEXT_DIM
    return say.t("bonsai-picture-goal-open"), c.TEXT


def board_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The display, the goals and every player's holdings (trees are separate images)."""
    say = _Words(language, names)
    players = int(view["players"])
    goals = view["goals"]
    colours = [col for col in RULES.colours if any(RULES.goals[g["id"]].colour == col
                                                   for g in goals)]
    height = 90 + 250 + 20 + (60 + 56 * len(colours) if colours else 0) + 20 \
        + players * 112 + 30
    image = Image.new("RGB", (WIDTH, height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    c.put_text(image, (20, 14), c.ellipsize(say(_headline(view)), WIDTH - 40, BIG), BIG)
    status = " · ".join(say(part) for part in _status(view))
    c.put_text(image, (20, 56), c.ellipsize(status, WIDTH - 40, FONT), FONT, c.TEXT_DIM)
    top = 100
    deck_w = 150
    slot_w = (WIDTH - 40 - deck_w - 4 * 12) // 4
    deck_box = (20, top, 20 + deck_w, top + 240)
    c.rounded_box(draw, deck_box, 14, fill=c.PANEL_LIGHT, outline=c.TEXT_DIM, width=2)
    c.put_text(image, (20 + deck_w / 2, top + 70),
               c.ellipsize(say.t("bonsai-picture-deck"), deck_w - 12, FONT), FONT, anchor="mm")
    c.put_text(image, (20 + deck_w / 2, top + 130), str(view["deck_count"]), BIG + 12,
               anchor="mm")
    for index, card in enumerate(view["display"]):
        x = 20 + deck_w + 12 + index * (slot_w + 12)
        _card_box(image, (x, top, x + slot_w, top + 240), card, index + 1, say)
    y = top + 260
    if colours:
        c.put_text(image, (20, y), c.ellipsize(say.t("bonsai-picture-goals-legend"),
                                               WIDTH - 40, FONT), FONT, c.TEXT_DIM)
        y += 50
        for colour in colours:
            box = c.tag(image, (20, y), say.t("bonsai-picture-colour", colour=colour), FONT,
                        COLOUR_FILL[colour], padding=5)
            x = box[2] + 18
            for goal in (g for g in goals if RULES.goals[g["id"]].colour == colour):
                info = RULES.goals[goal["id"]]
                label, ink = _goal_status(goal, say)
                text = (f"{say.t('bonsai-picture-size-letter', size=info.size)} "
                        f"{info.threshold}→{info.points} {label}")
                text = c.ellipsize(text, max(FONT, WIDTH - 20 - x), FONT)
                c.put_text(image, (x, y + 6), text, FONT, ink)
                x += c.text_width(text, FONT) + 34
            y += 56
        y += 10
    for seat, seat_view in enumerate(view["seats"]):
        _player_row(image, (20, y, WIDTH - 20, y + 100), view, seat, seat_view, say)
        y += 112
    return image


def _player_row(image: Image.Image, box: c.Box, view: View, seat: int, seat_view: dict,
                say: _Words) -> None:
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    active = seat in view["to_move"]
    c.rounded_box(draw, box, 12, fill=c.PANEL, outline=c.HIGHLIGHT if active else
                  c.PANEL_LIGHT, width=4 if active else 2)
    marker = "▶ " if active else ""
    pot = POT_FILL[seat % len(POT_FILL)]
    draw.rectangle((x0 + 10, y0 + 12, x0 + 22, y1 - 12), fill=pot)
    right = say.t("bonsai-picture-pile-score", pile=seat_view["pile_count"],
                  score=seat_view["score"])
    right = c.ellipsize(right, (x1 - x0) // 2, FONT)
    c.put_text(image, (x1 - 14, y0 + 8), right, FONT, anchor="ra")
    name = c.ellipsize(marker + say.name(seat), x1 - x0 - 60 - c.text_width(right, FONT),
                       FONT)
    c.put_text(image, (x0 + 34, y0 + 8), name, FONT)
    x = x0 + 34
    y = y0 + 54
    for kind in TILE_TYPES:
        # a tile-coloured tag with its letter and count: colour never alone, text >= 3 %
        text = f"{say.letter(kind)} {seat_view['supply'][kind]}"
        box = c.tag(image, (int(x), int(y) - 2), text, FONT, TILE_FILL[kind], padding=5)
        x = box[2] + 8
    held = sum(seat_view["supply"].values())
    allowance = seat_view["allowance"]
    symbols = " ".join(f"{say.letter(t)}{allowance[t]}" for t in (*TILE_TYPES, "any")
                       if allowance[t] or t == "any")
    text = say.t("bonsai-picture-capacity", held=held, capacity=seat_view["capacity"],
                 symbols=symbols)
    c.put_text(image, (x + 6, y + 2), c.ellipsize(text, x1 - x - 20, FONT), FONT, c.TEXT_DIM)


def _headline(view: View) -> Message:
    if view["phase"] == "over":
        return msg("bonsai-picture-over", turns=view["turn"])
    return msg("bonsai-picture-turn", turn=view["turn"] + 1, who=seat_arg(view["active"]))


def _status(view: View) -> list[Message]:
    """The line under the headline, in parts: the deck, the end's countdown, the solo
    level (the picture joins them with " · ")."""
    parts: list[Message] = [msg("bonsai-picture-deck-count", count=view["deck_count"])]
    if view["final_turns_left"] is not None:
        parts.append(msg("bonsai-picture-final-turns", count=view["final_turns_left"]))
    elif view["end_triggered"]:
        parts.append(msg("bonsai-picture-last-card-out"))
    if view["players"] == 1:
        level = RULES.levels[view["solo_level"]]
        parts.append(msg("bonsai-picture-solo", level=component(level["id"]),
                         points=level["min_points"], discards=len(view["discards"])))
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
    parts = [say.t("bonsai-alt-sentence", text=_headline(view)),
             say.t("bonsai-alt-deck", count=view["deck_count"])]
    if view["final_turns_left"] is not None:
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


def decision_image(view: View, seat: int, names: Sequence[str],
                   choices: list[DecisionChoice], language: str = "en") -> Image.Image:
    say = _Words(language, names)
    cells = _choice_cells(choices)
    first = next((n for ch in choices for n in ch.notations), "")
    parts = first.split()
    if parts and parts[0] == "prune":
        title = say.t("bonsai-picture-prune-title", who=seat_arg(seat))
    elif len(parts) > 1:
        title = say.t("bonsai-picture-place-title", who=seat_arg(seat),
                      tile=component(parts[1]))
    else:
        title = say.name(seat)
    return tree_image(view["seats"][seat], seat, title, cells, max_radius=60,
                      language=language)


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
    rows = max(1, len(pile))
    image = Image.new("RGB", (WIDTH, 170 + rows * 66 + 50), c.BACKGROUND)
    c.put_text(image, (20, 14), c.ellipsize(say.t("bonsai-picture-pile-title",
                                                  who=seat_arg(seat)), WIDTH - 40, BIG), BIG)
    line = say.t("bonsai-picture-pile-points", points=seat_view.get("parchment_points", 0),
                 total=seat_view.get("projected_total") or 0)
    c.put_text(image, (20, 64), c.ellipsize(line, WIDTH - 40, FONT), FONT, c.HIGHLIGHT)
    y = 120
    if not pile:
        c.put_text(image, (20, y), c.ellipsize(say.t("bonsai-picture-no-cards"), WIDTH - 40,
                                               FONT), FONT, c.TEXT_DIM)
    for card in pile:
        kind = RULES.kind_of(card)
        chip = c.letter_chip(CARD_FILL[kind.type], say.card_letter(kind.type), 56, "rect")
        image.paste(chip, (20, y), chip)
        c.put_text(image, (90, y + 10), c.ellipsize(say(msg("bonsai-picture-card",
                                                            card=ENGINE.card_name(card))),
                                                    WIDTH - 110, FONT), FONT)
        y += 66
    return image


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
