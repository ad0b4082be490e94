"""Splendor board and hand images.

Everything drawn comes from the view and ``data/splendor.json``: card faces, noble tiles
and tier backs are built from the data and cached by id, so a turn only pastes sprites
and writes the few numbers that changed (counts, scores, the header).

Layout (1200 px wide; 4 players give a square image, 2 players about 5:4):

    header: who must act, round, last move
    nobles on display
    deck back + 4 slots per tier (III, II, I from the top, like the table)   | bank
    one panel per player (2 columns)

Gem colours use the Okabe–Ito palette and always carry their letter (W U G R K, gold *);
shapes add a second cue: tokens are circles, card bonuses are squares, a card's own gem
is a diamond.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.data import load_game_data
from rendering import common as c
from rendering.base import RenderedImage, Renderer, View

DATA = load_game_data("splendor")
CARDS: dict[str, dict[str, Any]] = {card["id"]: card for card in DATA["cards"]["items"]}
NOBLES: dict[str, dict[str, Any]] = {noble["id"]: noble for noble in DATA["nobles"]["items"]}
GEMS: list[str] = list(DATA["gem_colors"])
COLOURS: list[str] = [colour["id"] for colour in DATA["colors"]]
LETTER: dict[str, str] = {colour["id"]: colour["short"] for colour in DATA["colors"]}
TIERS: dict[int, dict[str, Any]] = {tier["tier"]: tier for tier in DATA["tiers"]}

# Gem fills: white and black are not Okabe–Ito hues but are unambiguous by lightness; the
# three chromatic gems and gold take the palette's most separable colours.
FILL: dict[str, c.Color] = {
    "white": (246, 246, 246),
    "blue": c.OKABE_ITO["blue"],
    "green": c.OKABE_ITO["bluish_green"],
    "red": c.OKABE_ITO["vermillion"],
    "black": (28, 28, 32),
    "gold": c.OKABE_ITO["yellow"],
}
# The data names each tier's printed back colour; sky blue keeps tier III apart from the
# sapphire fill. Backs also show the tier as a numeral and dots, never by colour alone.
BACK_FILL: dict[str, c.Color] = {
    "green": c.OKABE_ITO["bluish_green"],
    "yellow": c.OKABE_ITO["yellow"],
    "blue": c.OKABE_ITO["sky_blue"],
}
ROMAN = {1: "I", 2: "II", 3: "III"}
TOKEN_LIMIT: int = DATA["rules"]["max_tokens_end_of_turn"]["value"]
END_REASONS = {
    "prestige": f"a player reached {DATA['rules']['end_trigger_prestige']['value']} prestige",
    "deadlock": "nobody could move any more",
    "round_cap": "the round limit was reached",
}

WIDTH = 1200
PAD = 12
GAP = 8
HEADER_H = 80
NOBLE_H = 84
NOBLE_W = (WIDTH - 2 * PAD - 4 * GAP) // 5
CARD_W, CARD_H = 205, 164
DECK_W = 130
MARKET_Y = HEADER_H + 4 + NOBLE_H + GAP
MARKET_H = 3 * CARD_H + 2 * GAP
BANK_X = PAD + DECK_W + GAP + 4 * (CARD_W + GAP) + 4
BANK_W = WIDTH - PAD - BANK_X
PANEL_GAP = 16
PANEL_W = (WIDTH - 2 * PAD - PANEL_GAP) // 2
PANEL_H = 232
PANELS_Y = MARKET_Y + MARKET_H + 14
MINI_W, MINI_H = 180, 64
SLOT_RE = re.compile(r"^T([123])-([1-4])$")
DECK_RE = re.compile(r"^D([123])$")


def _tier_fill(tier: int) -> c.Color:
    return BACK_FILL[TIERS[tier]["back"]]


def _cost_items(cost: dict[str, int]) -> list[tuple[str, int]]:
    return [(gem, cost.get(gem, 0)) for gem in GEMS if cost.get(gem, 0) > 0]


# --- cached sprites ----------------------------------------------------------------------


@cache
def card_face(card_id: str) -> Image.Image:
    """The market-size face of a card: points, bonus gem, cost. Drawn once per id."""
    card = CARDS[card_id]
    bonus = card["bonus"]
    band = FILL[bonus]
    face = c.smooth_shape("rect", (CARD_W, CARD_H), c.PAPER, (70, 70, 78), 2, 12).copy()
    band_sprite = c.smooth_shape("rect", (CARD_W - 4, 58), band, c.outline_for(band), 1, 10)
    face.alpha_composite(band_sprite, (2, 2))
    draw = ImageDraw.Draw(face)
    if card["points"]:
        c.draw_text(draw, (14, 31), str(card["points"]), 46, c.ink_on(band), anchor="lm")
    gem = c.letter_chip(band, LETTER[bonus], 52, "diamond")
    face.alpha_composite(gem, (CARD_W - 58, 5))
    for index, (gem_id, amount) in enumerate(_cost_items(card["cost"])):
        chip = c.count_chip(FILL[gem_id], LETTER[gem_id], amount, 42, "circle", 34, c.INK)
        x = 10 + (index % 2) * 98
        y = 68 + (index // 2) * 48
        face.alpha_composite(chip, (x, y))
    return c.flatten(face, c.BACKGROUND)


@cache
def mini_card(card_id: str) -> Image.Image:
    """A reserved card in a player's panel: bonus letter, points and cost, small."""
    card = CARDS[card_id]
    band = FILL[card["bonus"]]
    face = c.smooth_shape("rect", (MINI_W, MINI_H), c.PAPER, (70, 70, 78), 2, 8).copy()
    face.alpha_composite(c.smooth_shape("rect", (46, MINI_H - 4), band, c.outline_for(band), 1, 7),
                         (2, 2))
    draw = ImageDraw.Draw(face)
    ink = c.ink_on(band)
    if card["points"]:
        c.draw_text(draw, (25, 20), str(card["points"]), 26, ink, anchor="mm")
        c.draw_text(draw, (25, 47), LETTER[card["bonus"]], 22, ink, anchor="mm")
    else:
        c.draw_text(draw, (25, MINI_H // 2), LETTER[card["bonus"]], 26, ink, anchor="mm")
    for index, (gem_id, amount) in enumerate(_cost_items(card["cost"])):
        chip = c.count_chip(FILL[gem_id], LETTER[gem_id], amount, 26, "circle", 23, c.INK)
        face.alpha_composite(chip, (54 + (index % 2) * 62, 4 + (index // 2) * 29))
    return c.flatten(face, c.PANEL)


def _dots(draw: ImageDraw.ImageDraw, centre: tuple[int, int], count: int, radius: int,
          fill: c.Color) -> None:
    cx, cy = centre
    step = radius * 3
    start = cx - step * (count - 1) / 2
    for i in range(count):
        x = start + i * step
        draw.ellipse((x - radius, cy - radius, x + radius, cy + radius), fill=fill)


@cache
def deck_back(tier: int, count: int) -> Image.Image:
    """A tier's draw pile: numeral, dots, deck id and how many cards are left."""
    if count <= 0:
        image = Image.new("RGB", (DECK_W, CARD_H), c.BACKGROUND)
        draw = ImageDraw.Draw(image)
        draw.rounded_rectangle((1, 1, DECK_W - 2, CARD_H - 2), radius=12, outline=c.TEXT_DIM,
                               width=2)
        c.draw_text(draw, (DECK_W / 2, 46), f"D{tier}", 30, c.TEXT_DIM, anchor="mm")
        c.draw_text(draw, (DECK_W / 2, 100), "empty", 26, c.TEXT_DIM, anchor="mm")
        return image
    fill = _tier_fill(tier)
    ink = c.ink_on(fill)
    back = c.smooth_shape("rect", (DECK_W, CARD_H), fill, c.outline_for(fill), 3, 12).copy()
    draw = ImageDraw.Draw(back)
    # "Level" plus a numeral rather than dots: a lone "I" over a dot reads as "!".
    c.draw_text(draw, (DECK_W / 2, 20), "Level", 20, ink, "regular", anchor="mm")
    c.draw_text(draw, (DECK_W / 2, 52), ROMAN[tier], 36, ink, anchor="mm")
    back.alpha_composite(c.smooth_shape("rect", (DECK_W - 24, 70), c.PAPER, c.INK, 2, 10),
                         (12, 80))
    c.draw_text(draw, (DECK_W / 2, 106), str(count), 38, c.INK, anchor="mm")
    c.draw_text(draw, (DECK_W / 2, 138), f"D{tier} left", 18, c.INK, "regular", anchor="mm")
    return c.flatten(back, c.BACKGROUND)


@cache
def mini_back(tier: int) -> Image.Image:
    """A blind reserve as others see it: only its tier."""
    fill = _tier_fill(tier)
    ink = c.ink_on(fill)
    back = c.smooth_shape("rect", (MINI_W, MINI_H), fill, c.outline_for(fill), 2, 8).copy()
    draw = ImageDraw.Draw(back)
    c.draw_text(draw, (12, MINI_H / 2), ROMAN[tier], 30, ink, anchor="lm")
    c.draw_text(draw, (MINI_W - 12, MINI_H / 2), "hidden", 24, ink, "regular", anchor="rm")
    return c.flatten(back, c.PANEL)


@cache
def noble_tile(noble_id: str) -> Image.Image:
    """A noble: the bonuses it asks for (square chips, like cards), prestige and id."""
    noble = NOBLES[noble_id]
    fill = (232, 220, 196)
    tile = c.smooth_shape("rect", (NOBLE_W, NOBLE_H), fill, (120, 100, 70), 2, 10).copy()
    draw = ImageDraw.Draw(tile)
    items = _cost_items(noble["requirement"])
    chips = [c.count_chip(FILL[g], LETTER[g], n, 36, "rect", 31, c.INK) for g, n in items]
    # Spread the requirement chips evenly across the tile's full width.
    inner = NOBLE_W - 16
    step = (inner - sum(chip.width for chip in chips)) / (len(chips) + 1)
    x = 8 + step
    for chip in chips:
        tile.alpha_composite(chip, (round(x), 8))
        x += chip.width + step
    c.draw_text(draw, (12, NOBLE_H - 18), f"♛ {noble['points']}", 24, c.INK, anchor="lm")
    c.draw_text(draw, (NOBLE_W - 10, NOBLE_H - 18), noble_id, 20, (80, 66, 44), "regular",
                anchor="rm")
    return c.flatten(tile, c.BACKGROUND)


# --- layout ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    players: int
    height: int
    panels: tuple[c.Box, ...]


@cache
def layout(players: int) -> Layout:
    rows = (players + 1) // 2
    height = PANELS_Y + rows * PANEL_H + (rows - 1) * PANEL_GAP + PAD
    panels = []
    for seat in range(players):
        x = PAD + (seat % 2) * (PANEL_W + PANEL_GAP)
        y = PANELS_Y + (seat // 2) * (PANEL_H + PANEL_GAP)
        panels.append((x, y, x + PANEL_W, y + PANEL_H))
    return Layout(players, height, tuple(panels))


def slot_box(tier: int, position: int) -> c.Box:
    """Where market slot ``T<tier>-<position>`` sits (position 1..4, left to right)."""
    x = PAD + DECK_W + GAP + (position - 1) * (CARD_W + GAP)
    y = MARKET_Y + (3 - tier) * (CARD_H + GAP)
    return (x, y, x + CARD_W, y + CARD_H)


def deck_box(tier: int) -> c.Box:
    y = MARKET_Y + (3 - tier) * (CARD_H + GAP)
    return (PAD, y, PAD + DECK_W, y + CARD_H)


def noble_box(index: int) -> c.Box:
    x = PAD + index * (NOBLE_W + GAP)
    y = HEADER_H + 4
    return (x, y, x + NOBLE_W, y + NOBLE_H)


@cache
def background(players: int) -> Image.Image:
    """The parts that never change for a player count: table, panels, empty-slot marks."""
    lay = layout(players)
    image = Image.new("RGB", (WIDTH, lay.height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=c.PANEL)
    bank = (BANK_X, MARKET_Y, WIDTH - PAD, MARKET_Y + MARKET_H)
    c.rounded_box(draw, bank, 12, fill=c.PANEL)
    c.put_text(image, ((bank[0] + bank[2]) / 2, MARKET_Y + 20), "Bank", 26, c.TEXT_DIM,
               anchor="mm")
    for box in lay.panels:
        c.rounded_box(draw, box, 14, fill=c.PANEL)
    if players % 2:
        # An odd player count leaves the last panel cell free: use it for a key.
        x = PAD + PANEL_W + PANEL_GAP
        y = PANELS_Y + (players // 2) * (PANEL_H + PANEL_GAP)
        _draw_key(image, draw, (x, y, x + PANEL_W, y + PANEL_H))
    return image


def _draw_key(image: Image.Image, draw: ImageDraw.ImageDraw, box: c.Box) -> None:
    x0, y0, _, _ = box
    draw.rounded_rectangle(box, radius=14, outline=c.PANEL_LIGHT, width=2)
    c.put_text(image, (x0 + 16, y0 + 24), "Key", 28, c.TEXT_DIM, anchor="lm")
    rows = [
        (c.letter_chip(FILL["blue"], "U", 40, "circle"), "tokens held (gold *)"),
        (c.letter_chip(FILL["blue"], "U", 40, "rect"), "bonuses from bought cards"),
        (c.letter_chip(FILL["blue"], "U", 40, "diamond"), "the gem a card gives"),
    ]
    y = y0 + 48
    for sprite, words in rows:
        image.paste(sprite, (x0 + 16, y), sprite)
        c.put_text(image, (x0 + 68, y + 20), words, 24, c.TEXT, "regular", anchor="lm")
        y += 46
    legend = f"♛ nobles  ▮ cards  Σ tokens (max {TOKEN_LIMIT})"
    c.put_text(image, (x0 + 16, y + 18), legend, 24, c.TEXT, "regular", anchor="lm")


# --- composing a board ---------------------------------------------------------------------


def _name(names: Sequence[str], seat: int) -> str:
    if 0 <= seat < len(names):
        name = c.drawable(str(names[seat] or ""))
        if name:
            return name
    return f"Seat {seat + 1}"


def _join_names(seats: Sequence[int], names: Sequence[str]) -> str:
    labels = [_name(names, s) for s in seats]
    if len(labels) <= 1:
        return "".join(labels)
    return ", ".join(labels[:-1]) + " and " + labels[-1]


def winners(view: View) -> list[int]:
    """Winning seats of a finished game.

    Uses the view's own ``winners`` when the engine provides one; otherwise applies rule
    E5 to public data (most prestige, then fewest purchased cards; ties share the win).
    """
    if view.get("winners") is not None:
        return list(view["winners"])
    seats = view["seats"]
    if not seats:
        return []
    best = max(seat["prestige"] for seat in seats)
    leaders = [i for i, seat in enumerate(seats) if seat["prestige"] == best]
    fewest = min(len(seats[i]["cards"]) for i in leaders)
    return [i for i in leaders if len(seats[i]["cards"]) == fewest]


def headline(view: View, names: Sequence[str]) -> str:
    """The one sentence that says what the table is waiting for."""
    phase = view.get("phase")
    to_move = list(view.get("to_move") or [])
    if phase == "over":
        won = winners(view)
        verb = "wins" if len(won) == 1 else "share the win"
        return f"Game over · {_join_names(won, names)} {verb}"
    who = _join_names(to_move, names) or _name(names, view.get("active", 0))
    pending = view.get("pending") or {}
    if pending.get("kind") == "return":
        count = pending.get("count", 0)
        return f"▶ {who} must return {count} token{'s' if count != 1 else ''}"
    if pending.get("kind") == "noble":
        return f"▶ {who} chooses a noble"
    return f"▶ {who} to move"


def last_move_text(view: View, names: Sequence[str]) -> str:
    last = view.get("last_move")
    if not last:
        return ""
    text = str(last.get("text", ""))
    # The engine's text usually names the slot already ("reserved 2-R-03 from T2-3").
    slot = f" ({last['slot']})" if last.get("slot") and last["slot"] not in text else ""
    return f"Last: {_name(names, last['seat'])} {text}{slot}"


def _draw_header(image: Image.Image, view: View, names: Sequence[str]) -> None:
    over = view.get("phase") == "over"
    right = f"Round {view.get('round', 1)}"
    right_w = c.text_width(right, 30)
    c.put_text(image, (WIDTH - PAD - 6, 24), right, 30, c.TEXT_DIM, anchor="rm")
    title = headline(view, names)
    room = WIDTH - 2 * PAD - right_w - 40
    if view.get("end_triggered") and not over:
        room -= 170
    size = c.fit_size(title, room, 36, minimum=26)
    title = c.ellipsize(title, room, size)
    c.put_text(image, (PAD + 6, 24), title, size, c.HIGHLIGHT, anchor="lm")
    if view.get("end_triggered") and not over:
        c.tag(image, (WIDTH - PAD - right_w - 24, 24), "FINAL ROUND", 22, c.OKABE_ITO["orange"],
              anchor="rm")
    if over:
        reason = view.get("end_reason")
        second = "Ended because " + END_REASONS.get(reason, str(reason or "the game finished"))
    else:
        second = last_move_text(view, names) or "New game: nobody has moved yet."
    second = c.ellipsize(second, WIDTH - 2 * PAD - 12, 26, "regular")
    c.put_text(image, (PAD + 6, 58), second, 26, c.TEXT, "regular", anchor="lm")


def _draw_nobles(image: Image.Image, draw: ImageDraw.ImageDraw, view: View) -> None:
    pending = view.get("pending") or {}
    options = set(pending.get("options") or []) if pending.get("kind") == "noble" else set()
    for index, noble_id in enumerate(view.get("nobles", [])[:5]):
        box = noble_box(index)
        image.paste(noble_tile(noble_id), box[:2])
        if noble_id in options:
            c.highlight_frame(draw, box, c.HIGHLIGHT, 5, 10)
            # On the top edge: inside, it would hide a requirement or the id to type
            # ("noble N-WUG").
            c.tag(image, ((box[0] + box[2]) // 2, box[1] - 4), "CHOOSE", 18, c.HIGHLIGHT,
                  anchor="mm", padding=4)
    if not view.get("nobles"):
        c.put_text(image, (PAD + 8, HEADER_H + 4 + NOBLE_H / 2), "No nobles left on display", 28,
                   c.TEXT_DIM, "regular", anchor="lm")


def _slot_label(image: Image.Image, box: c.Box, label: str) -> None:
    # The label sits in the card's band centre: where the eye lands, and what to type.
    cx = (box[0] + box[2]) // 2 - 6
    c.tag(image, (cx, box[1] + 31), label, 22, (36, 38, 44), anchor="mm", padding=5)


def _draw_market(image: Image.Image, draw: ImageDraw.ImageDraw, view: View) -> None:
    market = view.get("market", {})
    decks = view.get("deck_counts", {})
    for tier in (3, 2, 1):
        image.paste(deck_back(tier, int(decks.get(str(tier), 0))), deck_box(tier)[:2])
        row = market.get(str(tier), [])
        for position in range(1, 5):
            box = slot_box(tier, position)
            card_id = row[position - 1] if position - 1 < len(row) else None
            label = f"T{tier}-{position}"
            if card_id is None:
                draw.rounded_rectangle(box, radius=12, outline=c.TEXT_DIM, width=2)
                c.put_text(image, ((box[0] + box[2]) / 2, box[1] + 100), "empty", 26,
                           c.TEXT_DIM, "regular", anchor="mm")
                c.put_text(image, ((box[0] + box[2]) / 2, box[1] + 40), label, 24, c.TEXT_DIM,
                           anchor="mm")
                continue
            image.paste(card_face(card_id), box[:2])
            _slot_label(image, box, label)
    last = view.get("last_move") or {}
    slot = last.get("slot") or ""
    mark = None
    if match := SLOT_RE.match(slot):
        mark = slot_box(int(match[1]), int(match[2]))
    elif match := DECK_RE.match(slot):
        mark = deck_box(int(match[1]))
    if mark:
        c.highlight_frame(draw, mark, c.MARK, 5, 12)
        # A word on the frame too, so the mark does not rely on its colour.
        c.tag(image, (mark[2] + 2, mark[3] - 26), "LAST", 18, c.MARK, anchor="ra", padding=4)


def _draw_bank(image: Image.Image, view: View) -> None:
    supply = view.get("supply", {})
    top = MARKET_Y + 40
    step = (MARKET_H - 44) // len(COLOURS)
    for index, colour in enumerate(COLOURS):
        count = int(supply.get(colour, 0))
        ink = c.TEXT if count else c.TEXT_DIM
        chip = c.count_chip(FILL[colour], LETTER[colour], count, 62, "circle", 46, ink)
        image.paste(chip, (BANK_X + 26, top + index * step + (step - 62) // 2), chip)


def _draw_panel(image: Image.Image, draw: ImageDraw.ImageDraw, box: c.Box, seat_view: dict,
                name: str, status: str | None) -> None:
    x0, y0, x1, _ = box
    if status:
        c.highlight_frame(draw, box, c.HIGHLIGHT, 6, 14)
    prestige = f"★{seat_view.get('prestige', 0)}"
    prestige_w = c.text_width(prestige, 42)
    c.put_text(image, (x1 - 14, y0 + 28), prestige, 42, c.HIGHLIGHT, anchor="rm")
    tag_w = c.text_width(status, 20) + 16 if status else 0
    room = PANEL_W - 28 - prestige_w - tag_w - 20
    c.put_text(image, (x0 + 14, y0 + 28), c.ellipsize(name, room, 32), 32, c.TEXT, anchor="lm")
    if status:
        name_w = c.text_width(c.ellipsize(name, room, 32), 32)
        c.tag(image, (x0 + 14 + name_w + 12, y0 + 28), status, 20, c.HIGHLIGHT, anchor="lm")

    tokens = seat_view.get("tokens", {})
    x = x0 + 14
    for colour in COLOURS:
        count = int(tokens.get(colour, 0))
        chip = c.count_chip(FILL[colour], LETTER[colour], count, 42, "circle", 34,
                            c.TEXT if count else c.TEXT_DIM)
        image.paste(chip, (x, y0 + 56), chip)
        x += max(chip.width, 70) + 10
    total = int(seat_view.get("token_count", sum(int(v) for v in tokens.values())))
    # Over the 10-token limit only mid-turn, while a return is pending (the header says so).
    over_limit = total > TOKEN_LIMIT
    c.put_text(image, (x1 - 14, y0 + 77), f"Σ{total}", 28,
               c.OKABE_ITO["orange"] if over_limit else c.TEXT_DIM, anchor="rm")

    bonuses = seat_view.get("bonuses", {})
    x = x0 + 14
    for gem in GEMS:
        count = int(bonuses.get(gem, 0))
        chip = c.count_chip(FILL[gem], LETTER[gem], count, 42, "rect", 34,
                            c.TEXT if count else c.TEXT_DIM)
        image.paste(chip, (x, y0 + 106), chip)
        x += max(chip.width, 70) + 10
    nobles = len(seat_view.get("nobles", []))
    cards = len(seat_view.get("cards", []))
    c.put_text(image, (x1 - 14, y0 + 127), f"♛{nobles}  ▮{cards}", 28, c.TEXT, anchor="rm")

    x = x0 + 14
    y = y0 + 158
    reserved = seat_view.get("reserved", [])
    for entry in reserved[:3]:
        card_id = entry.get("id")
        if card_id is None:
            image.paste(mini_back(int(entry.get("tier", 1))), (x, y))
        else:
            image.paste(mini_card(card_id), (x, y))
            if entry.get("blind"):
                # Named only to its owner, or to everyone once the game is over (PD-9).
                c.tag(image, (x + MINI_W - 2, y - 8), "blind", 16, c.MARK, anchor="ra",
                      padding=3)
        x += MINI_W + 8
    if not reserved:
        c.put_text(image, (x0 + 14, y + MINI_H / 2), "No reserved cards", 24, c.TEXT_DIM,
                   "regular", anchor="lm")


def board_image(view: View, names: Sequence[str]) -> Image.Image:
    """Compose the board for ``view``: cached background and sprites plus this turn's text."""
    players = int(view.get("players") or len(view["seats"]))
    lay = layout(players)
    image = background(players).copy()
    draw = ImageDraw.Draw(image)
    _draw_header(image, view, names)
    _draw_nobles(image, draw, view)
    _draw_market(image, draw, view)
    _draw_bank(image, view)
    over = view.get("phase") == "over"
    highlighted = set(winners(view)) if over else set(view.get("to_move") or [])
    status = "WINNER" if over else "TO MOVE"
    for seat, seat_view in enumerate(view["seats"][:players]):
        _draw_panel(image, draw, lay.panels[seat], seat_view, _name(names, seat),
                    status if seat in highlighted else None)
    return image


# --- alt text -----------------------------------------------------------------------------

ALT_LIMIT = 1024


def _card_words(card_id: str) -> str:
    card = CARDS[card_id]
    cost = " ".join(f"{LETTER[g]}{n}" for g, n in _cost_items(card["cost"]))
    points = f" {card['points']}pt" if card["points"] else ""
    return f"{card['bonus']}{points} ({cost})"


def board_alt(view: View, names: Sequence[str]) -> str:
    """A public description under 1024 characters, from the view only.

    Reserved cards appear only as counts: a seat's own view may hold blind card ids, and
    alt text must stay safe to post in the channel.
    """
    players = int(view.get("players") or len(view["seats"]))
    parts = [f"Splendor board, {players} players, round {view.get('round', 1)}."]
    parts.append(headline(view, names).lstrip("▶ ") + ".")
    if view.get("phase") == "over":
        reason = END_REASONS.get(view.get("end_reason"), "")
        if reason:
            parts.append(f"Ended because {reason}.")
    elif view.get("end_triggered"):
        parts.append("Final round.")
    last = last_move_text(view, names)
    if last:
        parts.append(last.replace("Last:", "Last move:") + ".")
    scores = []
    for seat, seat_view in enumerate(view["seats"]):
        reserved = len(seat_view.get("reserved", []))
        scores.append(f"{_name(names, seat)} {seat_view.get('prestige', 0)} prestige, "
                      f"{_count(seat_view.get('token_count', 0), 'token')}, {reserved} reserved")
    parts.append("Scores: " + "; ".join(scores) + ".")
    supply = view.get("supply", {})
    parts.append("Bank: " + " ".join(f"{LETTER[k]}{supply.get(k, 0)}" for k in COLOURS) + ".")
    if view.get("nobles"):
        parts.append("Nobles: " + ", ".join(view["nobles"]) + ".")
    market = []
    for tier in (3, 2, 1):
        row = view.get("market", {}).get(str(tier), [])
        cards = [f"T{tier}-{i + 1} {_card_words(cid)}" for i, cid in enumerate(row) if cid]
        market.append("; ".join(cards) if cards else f"tier {tier} empty")
    text = " ".join(parts)
    market_text = " Market: " + " | ".join(market) + "."
    if len(text) + len(market_text) > ALT_LIMIT:
        market_text = market_text[: max(0, ALT_LIMIT - len(text) - 1)].rstrip() + "…"
    return (text + market_text)[:ALT_LIMIT]


# --- the private hand ---------------------------------------------------------------------

HAND_W = 1000


def purchase_outlook(card_id: str, seat_view: dict) -> dict[str, Any]:
    """What ``card_id`` costs this seat now (rule R5): due per colour, shortfall, gold."""
    card = CARDS[card_id]
    bonuses = seat_view.get("bonuses", {})
    tokens = seat_view.get("tokens", {})
    due = {g: max(0, card["cost"].get(g, 0) - int(bonuses.get(g, 0))) for g in GEMS}
    short = {g: max(0, due[g] - int(tokens.get(g, 0))) for g in GEMS}
    gold_needed = sum(short.values())
    gold_held = int(tokens.get("gold", 0))
    return {"due": due, "short": short, "gold_needed": gold_needed, "gold_held": gold_held,
            "affordable": gold_needed <= gold_held}


def _chip_row(image: Image.Image, x: int, y: int, amounts: dict[str, int], height: int,
              number: int, shape: str = "circle") -> int:
    for gem, amount in amounts.items():
        if amount <= 0:
            continue
        chip = c.count_chip(FILL[gem], LETTER[gem], amount, height, shape, number, c.TEXT)
        image.paste(chip, (x, y), chip)
        x += chip.width + 12
    return x


def hand_image(view: View, seat: int, names: Sequence[str]) -> Image.Image:
    seat_view = view["seats"][seat]
    reserved = seat_view.get("reserved", [])
    height = 750
    image = Image.new("RGB", (HAND_W, height), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, HAND_W, 70), fill=c.PANEL)
    c.put_text(image, (20, 35), "Your hand", 36, c.TEXT, anchor="lm")
    name_x = 20 + c.text_width("Your hand", 36) + 20
    name = c.ellipsize(_name(names, seat), HAND_W - 300 - name_x, 30, "regular")
    c.put_text(image, (name_x, 37), name, 30, c.TEXT_DIM, "regular", anchor="lm")
    c.tag(image, (HAND_W - 130, 35), "PRIVATE", 22, c.MARK, anchor="rm")
    c.put_text(image, (HAND_W - 20, 35), f"★{seat_view.get('prestige', 0)}", 40, c.HIGHLIGHT,
               anchor="rm")

    c.put_text(image, (20, 112), "Tokens", 26, c.TEXT_DIM, "regular", anchor="lm")
    x = 150
    tokens = seat_view.get("tokens", {})
    for colour in COLOURS:
        count = int(tokens.get(colour, 0))
        chip = c.count_chip(FILL[colour], LETTER[colour], count, 48, "circle", 38,
                            c.TEXT if count else c.TEXT_DIM)
        image.paste(chip, (x, 88), chip)
        x += max(chip.width, 80) + 14
    c.put_text(image, (HAND_W - 20, 112), f"Σ{seat_view.get('token_count', 0)}", 32,
               c.TEXT_DIM, anchor="rm")
    c.put_text(image, (20, 172), "Bonuses", 26, c.TEXT_DIM, "regular", anchor="lm")
    x = 150
    bonuses = seat_view.get("bonuses", {})
    for gem in GEMS:
        count = int(bonuses.get(gem, 0))
        chip = c.count_chip(FILL[gem], LETTER[gem], count, 48, "rect", 38,
                            c.TEXT if count else c.TEXT_DIM)
        image.paste(chip, (x, 148), chip)
        x += max(chip.width, 80) + 14

    top = 222
    draw.line((20, top, HAND_W - 20, top), fill=c.PANEL_LIGHT, width=2)
    if not reserved:
        c.put_text(image, (HAND_W / 2, 420), "No reserved cards", 40, c.TEXT_DIM, anchor="mm")
    column_w = (HAND_W - 40) // 3
    for index, entry in enumerate(reserved[:3]):
        x0 = 20 + index * column_w
        card_id = entry.get("id")
        cx = x0 + column_w // 2
        if card_id is None:
            # Never expected (the owner's view names every card), but stay drawable.
            image.paste(deck_back(int(entry.get("tier", 1)), 1), (cx - DECK_W // 2, top + 16))
            continue
        image.paste(card_face(card_id), (cx - CARD_W // 2, top + 16))
        label = card_id + ("  (blind)" if entry.get("blind") else "")
        c.put_text(image, (cx, top + 200), label, 26, c.TEXT, anchor="mm")
        outlook = purchase_outlook(card_id, seat_view)
        y = top + 232
        c.put_text(image, (x0 + 10, y + 20), "Pay", 26, c.TEXT_DIM, "regular", anchor="lm")
        if any(outlook["due"].values()):
            _chip_row(image, x0 + 70, y, outlook["due"], 40, 32)
        else:
            c.put_text(image, (x0 + 70, y + 20), "free", 30, c.TEXT, anchor="lm")
        y += 56
        c.put_text(image, (x0 + 10, y + 20), "Short", 26, c.TEXT_DIM, "regular", anchor="lm")
        if outlook["gold_needed"]:
            _chip_row(image, x0 + 94, y, outlook["short"], 40, 32)
        else:
            c.put_text(image, (x0 + 94, y + 20), "none", 30, c.TEXT, anchor="lm")
        y += 64
        gold = outlook["gold_needed"]
        if outlook["affordable"]:
            verdict, colour = "✓ Can buy now", c.OKABE_ITO["sky_blue"]
            detail = f"uses {gold} of your {outlook['gold_held']} gold" if gold else ""
        else:
            verdict = f"✗ {gold - outlook['gold_held']} short"
            colour = c.OKABE_ITO["orange"]
            detail = f"gold: need {gold}, have {outlook['gold_held']}"
        c.put_text(image, (x0 + 10, y + 18), verdict, 28, colour, anchor="lm")
        detail = c.ellipsize(detail, column_w - 20, 24, "regular")
        c.put_text(image, (x0 + 10, y + 56), detail, 24, c.TEXT_DIM, "regular", anchor="lm")

    buyable = []
    for tier in (1, 2, 3):
        for position, card_id in enumerate(view.get("market", {}).get(str(tier), []), start=1):
            if card_id and purchase_outlook(card_id, seat_view)["affordable"]:
                buyable.append(f"T{tier}-{position}")
    line = "Market cards you can buy now: " + (", ".join(buyable) if buyable else "none")
    draw.line((20, height - 84, HAND_W - 20, height - 84), fill=c.PANEL_LIGHT, width=2)
    lines = c.wrap(line, HAND_W - 40, 26, "regular")[:2]
    for index, text in enumerate(lines):
        y = height - 42 + (index * 2 - (len(lines) - 1)) * 17
        c.put_text(image, (20, y), text, 26, c.TEXT, "regular", anchor="lm")
    return image


def hand_alt(view: View, seat: int, names: Sequence[str]) -> str:
    seat_view = view["seats"][seat]
    parts = [f"{_name(names, seat)}'s hand (private)."]
    tokens = seat_view.get("tokens", {})
    parts.append("Tokens: " + " ".join(f"{LETTER[k]}{tokens.get(k, 0)}" for k in COLOURS) + ".")
    bonuses = seat_view.get("bonuses", {})
    parts.append("Bonuses: " + " ".join(f"{LETTER[g]}{bonuses.get(g, 0)}" for g in GEMS) + ".")
    reserved = [entry for entry in seat_view.get("reserved", []) if entry.get("id")]
    if not reserved:
        parts.append("No reserved cards.")
    for entry in reserved:
        outlook = purchase_outlook(entry["id"], seat_view)
        verdict = ("can buy now" if outlook["affordable"]
                   else f"{outlook['gold_needed'] - outlook['gold_held']} short")
        parts.append(f"{entry['id']}: {_card_words(entry['id'])}, {verdict}.")
    return " ".join(parts)[:ALT_LIMIT]


# --- the renderer --------------------------------------------------------------------------


class SplendorRenderer(Renderer):
    game = "splendor"

    def board(self, view: View, names: list[str]) -> RenderedImage:
        image = board_image(view, names)
        return RenderedImage(c.encode_png(image), board_alt(view, names), "board.png")

    def hand(self, view: View, seat: int, names: list[str]) -> RenderedImage | None:
        image = hand_image(view, seat, names)
        return RenderedImage(c.encode_png(image), hand_alt(view, seat, names), "hand.png")


RENDERER = SplendorRenderer()


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
