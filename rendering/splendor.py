"""Splendor pictures, drawn for a phone first.

Discord's mobile app shows a picture about 400 px wide, so every number, letter or symbol
that carries information is drawn at least :data:`MIN_FONT` px high on a
:data:`WIDTH` px image (3 % of the width, ``rendering.grids.MIN_FONT_FRACTION``), and
nothing is drawn over anything else: each card keeps a strip at its foot for its slot
name and marks, each reserved card a column for its "blind" tag. A board is two portrait
images posted together (:meth:`SplendorRenderer.boards`):

    the market   header (who must act, round, the last move), nobles, the three rows of
                 cards with their decks (Level III on top, like the table), the bank, a key
    the players  one panel per player: name, prestige, tokens, bonuses, reserved cards,
                 counters, and a key

The turn panel's picture (:meth:`SplendorRenderer.decision`) is the market seen by one
player: cards they can afford now are framed and ticked, every choice carries the badge
its button shows, and their own reserved cards, tokens and bonuses are drawn below.

Everything comes from the view and ``data/splendor.json``. Gem colours use the Okabe–Ito
palette and always carry their letter (W U G R K, gold *); shapes add a second cue:
tokens are circles, bonuses squares, the gem a card gives a diamond, a cost a rounded
pill.

How a turn stays cheap (see "pictures from cached parts" below): :func:`market_image` and
the other ``*_image`` functions draw a whole picture in RGB, and are the reference; what
is posted is composed on one fixed palette from strips cached by what they show, each
pasted together from parts (a card with its marks, a panel's row, a line of text) drawn
once by the same functions and mapped onto the palette. A turn draws and compresses the
few strips it changed; the composed picture is the whole drawing mapped onto the palette,
pixel for pixel. Every cache is bounded (a render worker draws for every game it serves).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.data import load_game_data
from bot.games.message import Message, as_message, component, msg, words
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View
from rendering.parts import kept

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
# sapphire fill. Backs also show the tier as a numeral, never by colour alone.
BACK_FILL: dict[str, c.Color] = {
    "green": c.OKABE_ITO["bluish_green"],
    "yellow": c.OKABE_ITO["yellow"],
    "blue": c.OKABE_ITO["sky_blue"],
}
ROMAN = {1: "I", 2: "II", 3: "III"}
TOKEN_LIMIT: int = DATA["rules"]["max_tokens_end_of_turn"]["value"]
END_PRESTIGE: int = DATA["rules"]["end_trigger_prestige"]["value"]
END_REASONS = ("prestige", "deadlock", "round_cap")
CARD_ID_RE = re.compile(DATA["id_schemes"]["card"]["pattern"].strip("^$"))
NOBLE_ID_RE = re.compile(DATA["id_schemes"]["noble"]["pattern"].strip("^$"))
SLOT_RE = re.compile(r"^T([123])-([1-4])$")
DECK_RE = re.compile(r"^D([123])$")

# --- geometry (one width for every Splendor picture) ------------------------------------

WIDTH = 1000
#: The smallest text on any Splendor picture: 3 % of the width (30 px at 1000).
MIN_FONT = grids.min_font_size(WIDTH)
F_SMALL = MIN_FONT          # keys, minor words, cost pills
F_TEXT = MIN_FONT + 2       # slot names, counters
F_COUNT = MIN_FONT + 8      # token and bonus counts
F_TITLE = MIN_FONT + 10     # the headline
F_POINTS = 52               # a card's prestige
PAD = 16
GAP = 10
INNER = WIDTH - 2 * PAD

NOBLE_GAP = 6
NOBLE_W = (INNER - 4 * NOBLE_GAP) // 5
NOBLE_H = 112
DECK_W = 140
CARD_W = (INNER - DECK_W - GAP - 3 * GAP) // 4
BAND_H = 66
STRIP_H = 60
CARD_H = 232
CHIP = 56                   # token / bonus chip diameter (its letter is 0.58 of it)
MINI_W, MINI_H = 300, 104   # three, with gaps, inside a player's panel
MINI_BAND = 66              # a reserved card's colour band
MINI_PITCH = 66             # its cost pills: two columns this far apart, from the band
MINI_TAG_X = MINI_BAND + 8 + 2 * MINI_PITCH   # where its "blind" column begins
LINE = 42                   # one line of key or header text

# Badges in a card's foot strip are tighter than on open ground, so a two-digit badge,
# the slot name and a tick fit side by side.
STRIP_BADGE_PAD = 0.3
# A frame drawn outside a card must fit in the gap between cards.
FRAME = 4
assert FRAME < GAP

# Flat colours of the cards and tiles (named, as the palette must hold each exactly).
CARD_EDGE: c.Color = (70, 70, 78)
STRIP_LINE: c.Color = (200, 196, 188)
NOBLE_FILL: c.Color = (232, 220, 196)
NOBLE_EDGE: c.Color = (120, 100, 70)
TICK: c.Color = (0, 110, 70)
WHITE: c.Color = (255, 255, 255)


def _tier_fill(tier: int) -> c.Color:
    return BACK_FILL[TIERS[tier]["back"]]


def _cost_items(cost: dict[str, int]) -> list[tuple[str, int]]:
    return [(gem, cost.get(gem, 0)) for gem in GEMS if cost.get(gem, 0) > 0]


# --- words ------------------------------------------------------------------------------


def _amounts(cost: dict[str, int]) -> str:
    return " ".join(f"{n}{LETTER[g]}" for g, n in _cost_items(cost))


# Fluent takes 50-100 µs a sentence, and the alt texts of a turn's pictures say a hundred
# (every card in the market, every seat's holdings), most of them as the turn before: a
# sentence is kept under its message, its language and the names it may name.
@kept
def _said(message: Message, language: str, names: tuple[str, ...] = ()) -> str:
    return i18n.text(message, language, names=names, game="splendor")


def _t(language: str, key: str, names: Sequence[str] = (), **args: Any) -> str:
    """A picture's words from the catalogue: ``splendor-pic-<key>`` in ``language``."""
    return _said(msg(f"splendor-pic-{key}", **args), language, tuple(names))


def _amounts_message(cost: dict[str, int], colours: Sequence[str] = GEMS,
                     tokens: bool = True) -> Message:
    """Token amounts (``2 white``) or, with ``tokens=False``, bonuses and requirements,
    which are cards and not tokens."""
    kind = "splendor-amount" if tokens else "splendor-pic-bonus-amount"
    parts = [msg(kind, count=cost[g], colour=component(g))
             for g in colours if cost.get(g, 0) > 0]
    return msg("splendor-amounts", amounts=words(parts)) if parts else msg("splendor-nothing")


def _amounts_words(cost: dict[str, int], language: str = "en",
                   colours: Sequence[str] = GEMS, tokens: bool = True) -> str:
    """``3 white, 3 blue and 3 green`` in the language's words: what
    :func:`_amounts_message` says, from the words of each amount, kept."""
    kind = "splendor-amount" if tokens else "splendor-pic-bonus-amount"
    parts = [_amount_words(kind, cost[g], g, language) for g in colours if cost.get(g, 0) > 0]
    return _said(msg("splendor-amounts", amounts=words(parts)) if parts
                 else msg("splendor-nothing"), language)


@kept
def _amount_words(kind: str, count: int, colour: str, language: str = "en") -> str:
    return _said(msg(kind, count=count, colour=component(colour)), language)


@kept
def card_short(card_id: str, language: str = "en") -> str:
    """``L2 · 2★ red``: a card as the header names it (no ids on pictures)."""
    card = CARDS[card_id]
    return i18n.text(msg("splendor-card-short", tier=card["tier"], points=card["points"],
                         bonus=component(card["bonus"])), language, game="splendor")


@kept
def card_words(card_id: str, language: str = "en") -> str:
    """``a 2-point red card (Level 2, cost 3W 2U)`` for alt text: the catalogue's name of
    the card, as events say it."""
    return i18n.text(msg(i18n.component_id("splendor", card_id)), language, game="splendor")


@kept
def noble_words(noble_id: str, language: str = "en") -> str:
    """``a noble asking for 3 white, 3 blue and 3 green bonuses (3 prestige)``."""
    noble = NOBLES[noble_id]
    return _t(language, "noble", need=_amounts_message(noble["requirement"], tokens=False),
              points=noble["points"])


def _words_for_ids(text: str) -> str:
    """The engine's move text with card and noble ids put into words."""
    text = CARD_ID_RE.sub(lambda m: card_short(m[0]) if m[0] in CARDS else m[0], text)
    return NOBLE_ID_RE.sub(
        lambda m: f"({_amounts(NOBLES[m[0]]['requirement'])})" if m[0] in NOBLES else m[0], text)


# --- small drawings ---------------------------------------------------------------------


@kept
def pill(text: str, fill: c.Color, size: int = F_SMALL, shape: str = "round",
         weight: str = "bold", pad: float = 0.35) -> Image.Image:
    """A filled label with ``text`` on ``fill``: ``3W`` costs (round ends, like tokens),
    ``4W`` requirements (square corners, like bonuses), and tags like ``LAST``. ``pad`` is
    the space on each side, as a fraction of the size."""
    width = c.text_width(text, size, weight) + 2 * int(size * pad)
    height = int(size * 1.42)
    radius = height // 2 if shape == "round" else max(4, height // 6)
    sprite = c.smooth_shape("rect", (width, height), fill, c.outline_for(fill), 2,
                            radius).copy()
    ImageDraw.Draw(sprite).text((width / 2, height / 2), text, font=c.font(size, weight),
                                fill=c.ink_on(fill), anchor="mm")
    return sprite


def cost_pill(gem: str, amount: int) -> Image.Image:
    return pill(f"{amount}{LETTER[gem]}", FILL[gem], F_SMALL + 2, "round")


def need_pill(gem: str, amount: int) -> Image.Image:
    return pill(f"{amount}{LETTER[gem]}", FILL[gem], F_SMALL, "square", "condensed", 0.15)


def mini_pill(gem: str, amount: int) -> Image.Image:
    """A cost on a reserved card: condensed, so two fit beside the "blind" column."""
    return pill(f"{amount}{LETTER[gem]}", FILL[gem], F_SMALL, "round", "condensed", 0.25)


# --- cached sprites ---------------------------------------------------------------------


@kept
def card_face(card_id: str) -> Image.Image:
    """A market card: points and the gem it gives in the band, its cost as pills, and an
    empty strip at its foot for the slot name and marks drawn each turn."""
    card = CARDS[card_id]
    bonus = card["bonus"]
    band = FILL[bonus]
    face = c.smooth_shape("rect", (CARD_W, CARD_H), c.PAPER, CARD_EDGE, 2, 12).copy()
    face.alpha_composite(c.smooth_shape("rect", (CARD_W - 4, BAND_H), band,
                                        c.outline_for(band), 1, 10), (2, 2))
    draw = ImageDraw.Draw(face)
    if card["points"]:
        draw.text((16, 2 + BAND_H / 2), str(card["points"]), font=c.font(F_POINTS),
                  fill=c.ink_on(band), anchor="lm")
    gem = c.letter_chip(band, LETTER[bonus], BAND_H - 8, "diamond")
    face.alpha_composite(gem, (CARD_W - BAND_H + 2, 6))
    for index, (gem_id, amount) in enumerate(_cost_items(card["cost"])):
        sprite = cost_pill(gem_id, amount)
        column_w = (CARD_W - 20) // 2
        x = 10 + (index % 2) * column_w + (column_w - sprite.width) // 2
        y = BAND_H + 10 + (index // 2) * (sprite.height + 6)
        face.alpha_composite(sprite, (x, y))
    draw.line((10, CARD_H - STRIP_H, CARD_W - 10, CARD_H - STRIP_H), fill=STRIP_LINE,
              width=2)
    return c.flatten(face, c.BACKGROUND)


# A pile's count changes with every card drawn: kept for the turn's pictures, not for
# later turns (32 backs held 4 MiB and were never asked for again: bench_memory).
@kept
def deck_back(tier: int, count: int, last: bool = False, named: bool = True,
              language: str = "en") -> Image.Image:
    """A tier's draw pile: its level, how many cards are left, and its name ``D<tier>``
    (what ``reserve D1`` types) in the foot strip. ``last`` puts a LAST tag where the word
    "Level" sits; ``named=False`` leaves the strip empty for badges."""
    name = f"D{tier}"
    if count <= 0:
        image = Image.new("RGB", (DECK_W, CARD_H), c.BACKGROUND)
        draw = ImageDraw.Draw(image)
        draw.rounded_rectangle((1, 1, DECK_W - 2, CARD_H - 2), radius=12, outline=c.TEXT_DIM,
                               width=2)
        c.draw_text(draw, (DECK_W / 2, 70), ROMAN[tier], F_COUNT, c.TEXT_DIM, anchor="mm")
        c.draw_text(draw, (DECK_W / 2, 130), _t(language, "empty"), F_SMALL, c.TEXT_DIM,
                    "regular", anchor="mm")
        c.draw_text(draw, (DECK_W / 2, CARD_H - STRIP_H / 2), name, F_TEXT, c.TEXT_DIM,
                    anchor="mm")
        return image
    fill = _tier_fill(tier)
    ink = c.ink_on(fill)
    back = c.smooth_shape("rect", (DECK_W, CARD_H), fill, c.outline_for(fill), 3, 12).copy()
    draw = ImageDraw.Draw(back)
    if last:
        tag = pill(_t(language, "last-tag"), c.MARK, F_SMALL, "square")
        back.alpha_composite(tag, ((DECK_W - tag.width) // 2, 26 - tag.height // 2))
    else:
        c.draw_text(draw, (DECK_W / 2, 26), _t(language, "level"), F_SMALL, ink, "regular",
                    anchor="mm")
    c.draw_text(draw, (DECK_W / 2, 70), ROMAN[tier], F_COUNT + 4, ink, anchor="mm")
    back.alpha_composite(c.smooth_shape("rect", (DECK_W - 24, 66), c.PAPER, c.INK, 2, 10),
                         (12, 98))
    c.draw_text(draw, (DECK_W / 2, 118), str(count), F_TEXT, c.INK, anchor="mm")
    c.draw_text(draw, (DECK_W / 2, 148), _t(language, "left", count=count), F_SMALL, c.INK,
                "regular", anchor="mm")
    strip = c.smooth_shape("rect", (DECK_W - 16, STRIP_H - 12), c.PAPER, c.INK, 2, 8)
    back.alpha_composite(strip, (8, CARD_H - STRIP_H + 4))
    if named:
        c.draw_text(draw, (DECK_W / 2, CARD_H - STRIP_H / 2 - 2), name, F_TEXT, c.INK,
                    anchor="mm")
    return c.flatten(back, c.BACKGROUND)


@kept
def noble_tile(noble_id: str) -> Image.Image:
    """A noble: the bonuses it asks for (square-cornered pills, like bonuses) on the top
    row, its prestige at the bottom left; the bottom right stays free for a mark."""
    noble = NOBLES[noble_id]
    tile = c.smooth_shape("rect", (NOBLE_W, NOBLE_H), NOBLE_FILL, NOBLE_EDGE, 2, 10).copy()
    draw = ImageDraw.Draw(tile)
    sprites = [need_pill(g, n) for g, n in _cost_items(noble["requirement"])]
    step = (NOBLE_W - 12 - sum(s.width for s in sprites)) / (len(sprites) + 1)
    x = 6 + step
    for sprite in sprites:
        tile.alpha_composite(sprite, (round(x), 8))
        x += sprite.width + step
    c.draw_text(draw, (12, NOBLE_H - 28), f"♛{noble['points']}", F_TEXT, c.INK, anchor="lm")
    return c.flatten(tile, c.BACKGROUND)


@kept
def mini_card(card_id: str, blind: bool = False, language: str = "en") -> Image.Image:
    """A reserved card in a player's panel: points and gem letter in the band, the cost as
    pills, and a right-hand column that holds the "blind" tag, so it covers nothing."""
    card = CARDS[card_id]
    band = FILL[card["bonus"]]
    face = c.smooth_shape("rect", (MINI_W, MINI_H), c.PAPER, CARD_EDGE, 2, 10).copy()
    face.alpha_composite(c.smooth_shape("rect", (MINI_BAND, MINI_H - 4), band,
                                        c.outline_for(band), 1, 9), (2, 2))
    draw = ImageDraw.Draw(face)
    ink = c.ink_on(band)
    if card["points"]:
        c.draw_text(draw, (2 + MINI_BAND / 2, 32), str(card["points"]), F_COUNT, ink,
                    anchor="mm")
        c.draw_text(draw, (2 + MINI_BAND / 2, 76), LETTER[card["bonus"]], F_TEXT, ink,
                    anchor="mm")
    else:
        c.draw_text(draw, (2 + MINI_BAND / 2, MINI_H // 2), LETTER[card["bonus"]], F_COUNT, ink,
                    anchor="mm")
    for index, (gem_id, amount) in enumerate(_cost_items(card["cost"])):
        sprite = mini_pill(gem_id, amount)
        face.alpha_composite(sprite, (MINI_BAND + 8 + (index % 2) * MINI_PITCH,
                                      8 + (index // 2) * 48))
    if blind:
        # Right of MINI_TAG_X: clear of the cost pills.
        word = _t(language, "blind")
        tag = pill(word, c.MARK, F_SMALL, "square", "condensed", 0.2)
        if tag.width > MINI_W - MINI_TAG_X - 6:  # a longer word keeps less padding
            tag = pill(word, c.MARK, F_SMALL, "square", "condensed", 0.08)
        face.alpha_composite(tag, (MINI_W - tag.width - 6, (MINI_H - tag.height) // 2))
    return c.flatten(face, c.PANEL)


@kept
def mini_back(tier: int, language: str = "en") -> Image.Image:
    """A blind reserve as others see it: only its level."""
    fill = _tier_fill(tier)
    ink = c.ink_on(fill)
    back = c.smooth_shape("rect", (MINI_W, MINI_H), fill, c.outline_for(fill), 2, 10).copy()
    draw = ImageDraw.Draw(back)
    c.draw_text(draw, (20, MINI_H / 2), ROMAN[tier], F_COUNT + 4, ink, anchor="lm")
    c.draw_text(draw, (MINI_W - 18, MINI_H / 2), _t(language, "hidden-card"), F_SMALL, ink,
                "regular", anchor="rm")
    return c.flatten(back, c.PANEL)


# --- shared pieces of the pictures ---------------------------------------------------------


def _name(names: Sequence[str], seat: int, language: str = "en") -> str:
    """A player's name as drawn: emoji kept (the emoji face draws them), blank → seat."""
    if 0 <= seat < len(names):
        name = " ".join(str(names[seat] or "").split())
        if name:
            return name
    return _t(language, "seat", number=seat + 1)


def _join_names(seats: Sequence[int], names: Sequence[str], language: str = "en") -> str:
    return i18n.join([_name(names, s, language) for s in seats], language)


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


def headline(view: View, names: Sequence[str], language: str = "en") -> str:
    """The one sentence that says what the table is waiting for."""
    phase = view.get("phase")
    to_move = list(view.get("to_move") or [])
    if phase == "over":
        won = winners(view)
        return _t(language, "game-over", who=_join_names(won, names, language), count=len(won))
    who = _join_names(to_move, names, language) or _name(names, view.get("active", 0), language)
    pending = view.get("pending") or {}
    if pending.get("kind") == "return":
        return "▶ " + _t(language, "must-return", who=who, count=pending.get("count", 0))
    if pending.get("kind") == "noble":
        return "▶ " + _t(language, "chooses-noble", who=who)
    return "▶ " + _t(language, "to-move", who=who)


def last_move_text(view: View, names: Sequence[str], language: str = "en",
                   spoken: bool = False) -> str:
    """``Last: Bob took W U G``: the engine's words for the last turn (a message; a
    sentence stored before messages has its ids put into words). The picture draws the
    token letters as chips beside their key; ``spoken`` (alt text, read aloud with no
    key) names the colours instead: ``took white, blue and green``."""
    last = view.get("last_move")
    if not last:
        return ""
    said = as_message(last.get("text", ""))
    if spoken and isinstance(said, Message):
        said = _tokens_in_words(said)
    text = (_words_for_ids(said) if isinstance(said, str)
            else _said(said, language, tuple(names)))
    slot = f" ({last['slot']})" if last.get("slot") and last["slot"] not in text else ""
    return _t(language, "last", who=_name(names, last["seat"], language), move=f"{text}{slot}")


_TOKEN_LETTERS = re.compile(r"^[A-Z*](?: [A-Z*])*$")


def _tokens_in_words(said: Message) -> Message:
    """The last move with its token letters (``W W U``) as amounts in words, nested
    messages (``…, then returned …``) included."""
    args: dict[str, Any] = {}
    for name, value in said.args.items():
        if isinstance(value, str) and _TOKEN_LETTERS.match(value):
            by_letter = {LETTER[colour]: colour for colour in COLOURS}
            counts: dict[str, int] = {}
            for letter in value.split():
                counts[by_letter[letter]] = counts.get(by_letter[letter], 0) + 1
            value = {"message": _amounts_message(counts, COLOURS)}
        elif isinstance(value, dict) and "message" in value:
            value = {"message": _tokens_in_words(Message.from_json(value["message"]))}
        args[name] = value
    return Message(said.id, args)


def _wrap_rich(text: str, max_width: int, size: int, weight: str, lines: int) -> list[str]:
    out: list[str] = []
    current = ""
    joined = " ".join(text.split())
    if c.rich_width(joined, size, weight) <= max_width:
        # the whole line fits, so does each of its beginnings (words and spaces only
        # widen a line): one shaping of the line, where each word measured the line so
        # far again (a new line each turn, the last move)
        return [joined] if joined else []
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and c.rich_width(candidate, size, weight) > max_width:
            out.append(current)
            current = word
        else:
            current = candidate
    if current:
        out.append(current)
    if len(out) > lines:
        out = [*out[: lines - 1], " ".join(out[lines - 1:])]
    return [c.rich_ellipsize(line, max_width, size, weight) for line in out]


HEADER_H = 14 + 52 + 2 * LINE + 8


class Painter:
    """Draws the parts of a picture that change each turn (the header, the bank's chips)
    on an RGB picture; :class:`PartPainter` lays the same drawings as cached palette
    parts, so one layout serves the whole drawing and the composed picture."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image

    def rect(self, box: c.Box, fill: c.Color) -> None:
        ImageDraw.Draw(self.image).rectangle(box, fill=fill)

    def text(self, xy: tuple[int, int], text: str, size: int, fill: c.Color,
             weight: str = "bold", anchor: str = "la", ground: c.Color = c.PANEL) -> None:
        """``c.put_text`` at a whole-pixel point, over the flat ``ground``."""
        c.put_text(self.image, xy, text, size, fill, weight, anchor)

    def rich(self, xy: tuple[int, int], text: str, size: int, fill: c.Color,
             weight: str = "bold", anchor: str = "la", ground: c.Color = c.PANEL) -> None:
        """``c.put_rich_text`` (emoji drawn) over the flat ``ground``."""
        c.put_rich_text(self.image, xy, text, size, fill, weight, anchor)

    def sprite(self, xy: tuple[int, int], make: Callable[..., Image.Image],
               *args: Hashable, ground: c.Color = c.PANEL) -> None:
        """The RGBA sprite ``make(*args)`` with its top left at ``xy``."""
        sprite = make(*args)
        self.image.paste(sprite, xy, sprite)


class PartPainter(Painter):
    """Lays on a palette picture, for each drawing, the part that is that drawing over
    its ground, mapped onto the palette once and kept."""

    def rect(self, box: c.Box, fill: c.Color) -> None:
        ImageDraw.Draw(self.image).rectangle(box, fill=c.palette_index(PALETTE, fill))

    def text(self, xy: tuple[int, int], text: str, size: int, fill: c.Color,
             weight: str = "bold", anchor: str = "la", ground: c.Color = c.PANEL) -> None:
        if not text:
            return
        part, (dx, dy) = _text_part(text, size, fill, weight, anchor, ground)
        self.image.paste(part, (xy[0] + dx, xy[1] + dy))

    def rich(self, xy: tuple[int, int], text: str, size: int, fill: c.Color,
             weight: str = "bold", anchor: str = "la", ground: c.Color = c.PANEL) -> None:
        if not text:
            return
        part = _rich_part(text, size, fill, weight, ground)
        # placed as c.put_rich_text places its sprite
        x, y = float(xy[0]), float(xy[1])
        if anchor[0] == "m":
            x -= part.width / 2
        elif anchor[0] == "r":
            x -= part.width
        if anchor[1] == "m":
            y -= part.height / 2
        elif anchor[1] == "d":
            y -= part.height
        self.image.paste(part, (round(x), round(y)))

    def sprite(self, xy: tuple[int, int], make: Callable[..., Image.Image],
               *args: Hashable, ground: c.Color = c.PANEL) -> None:
        self.image.paste(_sprite_part(make, args, ground), xy)


@kept
def _text_part(text: str, size: int, fill: c.Color, weight: str, anchor: str,
               ground: c.Color) -> tuple[Image.Image, tuple[int, int]]:
    """``c.put_text`` over ``ground`` as a palette part, with its offset from the anchor
    point (a margin of ground round the glyphs' box)."""
    left, top, right, bottom = c.font(size, weight).getbbox(text, anchor=anchor)
    margin = 2
    left, top = int(left) - margin, int(top) - margin
    drawn = _rgb(int(right) - left + margin, int(bottom) - top + margin, ground)
    c.put_text(drawn, (-left, -top), text, size, fill, weight, anchor)
    return _indexed(drawn), (left, top)


@kept
def _rich_part(text: str, size: int, fill: c.Color, weight: str,
               ground: c.Color) -> Image.Image:
    runs = c.text_runs(text)
    if len(runs) == 1 and not runs[0][1]:
        return _shaped_part(runs[0][0], size, fill, weight, ground)
    # The sprite is drawn past common's cache: a line naming this turn's move is new each
    # turn, and a full-width RGBA sprite is four times the size of this part.
    return _indexed(c.flatten(c.rich_sprite.__wrapped__(text, size, fill, weight), ground))


def _shaped_part(run: str, size: int, fill: c.Color, weight: str,
                 ground: c.Color) -> Image.Image:
    """A line without emoji as ``c.rich_sprite`` draws it, flattened on ``ground`` and
    mapped onto the palette, drawn as the glyphs' coverage alone and each coverage
    mapped to the palette entry that sprite's pixel of that coverage maps to
    (:func:`_coverage_shades`): the same pixels for a third of the time (a new line each
    turn, the last move). The sprite is ``fill`` everywhere, its alpha the coverage
    Pillow draws, so its pixels on ``ground`` are a function of the coverage alone."""
    face = c.font(size, weight, shaped=True)
    ascent, descent = face.getmetrics()
    coverage = Image.new("L", (max(1, round(face.getlength(run))), ascent + descent), 0)
    ImageDraw.Draw(coverage).text((0, ascent), run, font=face, fill=255, anchor="ls")
    part = coverage.point(_coverage_shades(fill, ground))
    part.putpalette(c.palette_bytes(PALETTE))
    return part


@kept
def _coverage_shades(fill: c.Color, ground: c.Color) -> list[int]:
    """The palette entry of ``fill`` at each alpha 0–255 flattened on ``ground``, as
    :func:`c.flatten` and :func:`_indexed` map a sprite's pixel."""
    ramp = Image.new("RGBA", (256, 1), (*fill, 0))
    ramp.putalpha(Image.frombytes("L", (256, 1), bytes(range(256))))
    return list(_indexed(c.flatten(ramp, ground)).tobytes())


@kept
def _sprite_part(make: Callable[..., Image.Image], args: tuple[Hashable, ...],
                 ground: c.Color) -> Image.Image:
    return _indexed(c.flatten(make(*args), ground))


def _draw_header(image: Image.Image, title: str, right: str, second: str,
                 tag: str | None = None) -> None:
    _paint_header(Painter(image), title, right, second, tag)


def _paint_header(paint: Painter, title: str, right: str, second: str,
                  tag: str | None = None) -> None:
    """Headline on the left, round on the right, then two lines for the last move, with
    ``tag`` (FINAL ROUND) at the right of those lines so the headline keeps its room."""
    paint.rect((0, 0, WIDTH, HEADER_H - 6), c.PANEL)
    right_w = c.text_width(right, F_TEXT)
    paint.text((WIDTH - PAD, 40), right, F_TEXT, c.TEXT_DIM, anchor="rm")
    title = c.rich_ellipsize(title, INNER - right_w - 24, F_TITLE)
    paint.rich((PAD, 40), title, F_TITLE, c.HIGHLIGHT, anchor="lm")
    room = INNER
    if tag:
        args = (tag, c.OKABE_ITO["orange"], F_SMALL, "square")
        sprite = pill(*args)
        paint.sprite((WIDTH - PAD - sprite.width, 92 - sprite.height // 2), pill, *args)
        room -= sprite.width + 16
    for index, line in enumerate(_wrap_rich(second, room, F_SMALL, "regular", 2)):
        paint.rich((PAD, 92 + index * LINE), line, F_SMALL, c.TEXT, "regular", anchor="lm")


def _ended(view: View, language: str) -> str:
    reason = view.get("end_reason")
    return _t(language, "ended", reason=reason if reason in END_REASONS else "other",
              prestige=END_PRESTIGE)


def _header_second(view: View, names: Sequence[str], language: str = "en") -> str:
    if view.get("phase") == "over":
        return _ended(view, language)
    return last_move_text(view, names, language) or _t(language, "new-game")


def _key_letters(image: Image.Image, y: int, language: str = "en") -> int:
    """``(W) white (U) blue ...``: one row of token chips with their colour words (the
    letters are the English colours' initials, so the key names the colours)."""
    words = [(colour, _t(language, "colour", colour=colour)) for colour in COLOURS]
    widths = [CHIP + 8 + c.text_width(word, F_SMALL, "regular") for _, word in words]
    step = (INNER - sum(widths)) / (len(words) - 1)
    x = float(PAD)
    for (colour, word), width in zip(words, widths, strict=True):
        sprite = c.letter_chip(FILL[colour], LETTER[colour], CHIP - 4, "circle")
        image.paste(sprite, (round(x), y + (LINE + 10 - sprite.height) // 2), sprite)
        c.put_text(image, (round(x) + CHIP + 4, y + (LINE + 10) // 2), word, F_SMALL, c.TEXT,
                   "regular", anchor="lm")
        x += width + step
    return y + LINE + 14


def _key_lines(image: Image.Image, y: int, lines: Sequence[str]) -> int:
    for line in lines:
        c.put_text(image, (PAD, y + LINE // 2), line, F_SMALL, c.TEXT_DIM, "regular",
                   anchor="lm")
        y += LINE
    return y


def key_height(lines: int) -> int:
    return 12 + LINE + 14 + lines * LINE + PAD


def _draw_key(image: Image.Image, y: int, lines: Sequence[str], language: str = "en") -> None:
    draw = ImageDraw.Draw(image)
    draw.line((PAD, y + 4, WIDTH - PAD, y + 4), fill=c.PANEL_LIGHT, width=2)
    y = _key_letters(image, y + 12, language)
    _key_lines(image, y, [c.ellipsize(line, INNER, F_SMALL, "regular") for line in lines])


# --- the market image -------------------------------------------------------------------

MARKET_KEY = ("key-gem", "key-cost", "key-slot")
NOBLES_Y = HEADER_H + 4
MARKET_Y = NOBLES_Y + NOBLE_H + 2 * GAP
MARKET_H = 3 * CARD_H + 2 * GAP
BANK_Y = MARKET_Y + MARKET_H + GAP
BANK_H = CHIP + 20
MARKET_KEY_Y = BANK_Y + BANK_H + 4
MARKET_HEIGHT = MARKET_KEY_Y + key_height(len(MARKET_KEY))


def slot_box(tier: int, position: int, top: int = MARKET_Y) -> c.Box:
    """Where market slot ``T<tier>-<position>`` sits (position 1..4, left to right)."""
    x = PAD + DECK_W + GAP + (position - 1) * (CARD_W + GAP)
    y = top + (3 - tier) * (CARD_H + GAP)
    return (x, y, x + CARD_W, y + CARD_H)


def deck_box(tier: int, top: int = MARKET_Y) -> c.Box:
    y = top + (3 - tier) * (CARD_H + GAP)
    return (PAD, y, PAD + DECK_W, y + CARD_H)


def noble_box(index: int, top: int = NOBLES_Y) -> c.Box:
    x = PAD + index * (NOBLE_W + NOBLE_GAP)
    return (x, top, x + NOBLE_W, top + NOBLE_H)


def strip_box(box: c.Box) -> c.Box:
    """The foot strip of a card or deck, where its name and marks go."""
    return (box[0] + 4, box[3] - STRIP_H + 2, box[2] - 4, box[3] - 4)


def _key(language: str, keys: Sequence[str]) -> list[str]:
    return [_t(language, key, limit=TOKEN_LIMIT, prestige=END_PRESTIGE) for key in keys]


def _draw_bank_box(image: Image.Image, y: int, language: str = "en") -> None:
    c.rounded_box(ImageDraw.Draw(image), (PAD, y, WIDTH - PAD, y + BANK_H), 12, fill=c.PANEL)
    c.put_text(image, (PAD + 14, y + BANK_H // 2), _t(language, "bank"), F_TEXT, c.TEXT_DIM,
               anchor="lm")


@kept
def market_background(language: str = "en") -> Image.Image:
    """The parts of the market image that never change: table, bank panel, key."""
    image = Image.new("RGB", (WIDTH, MARKET_HEIGHT), c.BACKGROUND)
    _draw_bank_box(image, BANK_Y, language)
    _draw_key(image, MARKET_KEY_Y, _key(language, MARKET_KEY), language)
    return image


@dataclass
class Marks:
    """What a market drawing marks on each place, beyond the cards themselves."""

    badges: dict[str, list[str]]        # place → marker texts (slot, deck, card id, noble)
    affordable: set[str]                # places (slots, card ids) the viewer can buy
    last: str | None = None             # the slot or deck of the last move
    noble_options: frozenset[str] = frozenset()

    def of(self, place: str) -> tuple[tuple[str, ...], bool, bool]:
        """What is marked on ``place``: its badges, whether it is affordable, whether it
        is the last move's (the whole of what a card's drawing depends on)."""
        return (tuple(self.badges.get(place, ())), place in self.affordable,
                self.last == place)


def _strip_marks(image: Image.Image, box: c.Box, label: str, marks: Marks,
                 place: str, language: str = "en") -> None:
    """Fill a card's foot strip: badges from the left, ✓ or LAST from the right, the name
    in the room between. Each piece is measured before it is laid, so none covers another
    and none leaves the strip: a mark that would not fit is left out, in this order of
    loss: the name (the key and the alt text say where the slot is), then the tick or tag
    (the frame around the card still says it), then badges beyond the strip's room (every
    choice is still in the alt text and on its button)."""
    x0, y0, x1, y1 = strip_box(box)
    cy = (y0 + y1) // 2
    sprites = [grids.badge_sprite(text, F_SMALL, pad=STRIP_BADGE_PAD)
               for text in marks.badges.get(place, [])]
    right_mark: tuple[str, Image.Image | None] | None = None
    if place in marks.affordable:
        right_mark = ("✓", None)
    elif marks.last == place:
        last = _t(language, "last-tag")
        right_mark = (last, pill(last, c.MARK, F_SMALL, "square", "condensed"))
    right_w = 0
    if right_mark:
        right_w = (c.text_width("✓", F_TEXT) if right_mark[1] is None
                   else right_mark[1].width) + 6
    badges_w = sum(sprite.width + 6 for sprite in sprites)
    if badges_w + right_w > x1 - x0 - 8:
        right_mark, right_w = None, 0
    x = x0 + 4
    name_drawn = False
    for text, sprite in zip(marks.badges.get(place, []), sprites, strict=True):
        if x + sprite.width > x1 - 4 - right_w:
            break
        image.paste(sprite, (x, cy - sprite.height // 2), sprite)
        x += sprite.width + 6
        name_drawn = name_drawn or text == label
    right = x1 - 4
    if right_mark:
        right -= right_w - 6
        if right_mark[1] is None:
            c.put_text(image, (right, cy), "✓", F_TEXT, TICK, anchor="lm")
        else:
            image.paste(right_mark[1], (right, cy - right_mark[1].height // 2), right_mark[1])
        right -= 6
    if name_drawn or not label:
        return
    for size, weight in ((F_TEXT, "bold"), (F_SMALL, "condensed")):
        if c.text_width(label, size, weight) <= right - x - 4:
            centre = (x + right) / 2 if sprites or right_mark else (x0 + x1) / 2
            c.put_text(image, (centre, cy), label, size, c.INK, weight, anchor="mm")
            return


def _draw_deck(image: Image.Image, box: c.Box, tier: int, count: int,
               badges: tuple[str, ...] = (), last: bool = False, language: str = "en") -> None:
    """A tier's draw pile at ``box``: framed when the last move reserved from it."""
    name = f"D{tier}"
    if badges and count > 0:
        # A deck that is a choice carries its badge in its foot strip, as cards do.
        image.paste(deck_back(tier, count, last, False, language), box[:2])
        _strip_marks(image, box, name, Marks({name: list(badges)}, set()), name, language)
    else:
        image.paste(deck_back(tier, count, last, True, language), box[:2])
    if last:
        c.highlight_frame(ImageDraw.Draw(image), box, c.MARK, FRAME, 12)


def _draw_card(image: Image.Image, box: c.Box, card_id: str | None, label: str, place: str,
               badges: tuple[str, ...] = (), affordable: bool = False, last: bool = False,
               language: str = "en") -> None:
    """A card at ``box`` (a market slot, or a reserved card named by ``place``) with the
    marks in its foot strip and its frame; an empty slot when ``card_id`` is None."""
    draw = ImageDraw.Draw(image)
    if card_id is None:
        draw.rounded_rectangle(box, radius=12, outline=c.TEXT_DIM, width=2)
        c.put_text(image, ((box[0] + box[2]) / 2, box[1] + 100), _t(language, "empty"),
                   F_SMALL, c.TEXT_DIM, "regular", anchor="mm")
        c.put_text(image, ((box[0] + box[2]) / 2, box[3] - STRIP_H / 2), label,
                   F_TEXT, c.TEXT_DIM, anchor="mm")
        return
    image.paste(card_face(card_id), box[:2])
    marks = Marks({place: list(badges)}, {place} if affordable else set(),
                  place if last else None)
    _strip_marks(image, box, label, marks, place, language)
    if affordable:
        c.highlight_frame(draw, box, c.OKABE_ITO["bluish_green"], FRAME, 12)
    elif last:
        c.highlight_frame(draw, box, c.MARK, FRAME, 12)


def _row_cards(view: View, tier: int) -> list[str | None]:
    row = view.get("market", {}).get(str(tier), [])
    return [row[p] if p < len(row) else None for p in range(4)]


def _draw_market(image: Image.Image, view: View, marks: Marks, top: int = MARKET_Y,
                 language: str = "en") -> None:
    decks = view.get("deck_counts", {})
    for tier in (3, 2, 1):
        name = f"D{tier}"
        badges, _, last = marks.of(name)
        _draw_deck(image, deck_box(tier, top), tier, int(decks.get(str(tier), 0)), badges,
                   last, language)
        for position, card_id in enumerate(_row_cards(view, tier), start=1):
            label = f"T{tier}-{position}"
            _draw_card(image, slot_box(tier, position, top), card_id, label, label,
                       *marks.of(label), language)


def _draw_nobles(image: Image.Image, nobles: Sequence[str], marks: Marks,
                 top: int = NOBLES_Y, language: str = "en") -> None:
    draw = ImageDraw.Draw(image)
    for index, noble_id in enumerate(nobles[:5]):
        box = noble_box(index, top)
        image.paste(noble_tile(noble_id), box[:2])
        # The bottom right of a tile is kept free for these marks.
        x = box[2] - 8
        cy = box[3] - 28
        for text in reversed(marks.badges.get(noble_id, [])):
            sprite = grids.badge_sprite(text, F_SMALL, pad=STRIP_BADGE_PAD)
            x -= sprite.width
            image.paste(sprite, (x, cy - sprite.height // 2), sprite)
            x -= 6
        if noble_id in marks.noble_options:
            c.highlight_frame(draw, box, c.HIGHLIGHT, FRAME, 10)
            if noble_id not in marks.badges:
                sprite = pill(_t(language, "pick"), c.HIGHLIGHT, F_SMALL, "square", "condensed")
                image.paste(sprite, (x - sprite.width, cy - sprite.height // 2), sprite)
    if not nobles:
        c.put_text(image, (PAD + 8, top + NOBLE_H / 2),
                   c.ellipsize(_t(language, "no-nobles"), INNER - 16, F_TEXT, "regular"),
                   F_TEXT, c.TEXT_DIM, "regular", anchor="lm")


def _supply(view: View) -> tuple[int, ...]:
    supply = view.get("supply", {})
    return tuple(int(supply.get(colour, 0)) for colour in COLOURS)


def _draw_bank(image: Image.Image, supply: Sequence[int], y: int = BANK_Y,
               language: str = "en") -> None:
    _paint_bank(Painter(image), supply, y, language)


def _paint_bank(paint: Painter, supply: Sequence[int], y: int = BANK_Y,
                language: str = "en") -> None:
    left = PAD + 14 + c.text_width(_t(language, "bank"), F_TEXT) + 20
    step = (WIDTH - PAD - 10 - left) / len(COLOURS)
    for index, (colour, count) in enumerate(zip(COLOURS, supply, strict=True)):
        paint.sprite((round(left + index * step), y + (BANK_H - CHIP) // 2), c.count_chip,
                     FILL[colour], LETTER[colour], count, CHIP, "circle", F_COUNT,
                     c.TEXT if count else c.TEXT_DIM)


def _public_marks(view: View) -> Marks:
    last = (view.get("last_move") or {}).get("slot") or None
    pending = view.get("pending") or {}
    options = frozenset(pending.get("options") or []) if pending.get("kind") == "noble" \
        else frozenset()
    return Marks({}, set(), last, options)


def _round_text(view: View, language: str = "en") -> str:
    return _t(language, "round", round=view.get("round", 1))


def _market_header(view: View, names: Sequence[str],
                   language: str = "en") -> tuple[str, str, str, str | None]:
    """The market header's words: headline, round, last move (or the end), and the
    FINAL ROUND tag."""
    over = view.get("phase") == "over"
    tag = _t(language, "final-round") if view.get("end_triggered") and not over else None
    return (headline(view, names, language), _round_text(view, language),
            _header_second(view, names, language), tag)


def market_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The first board image (header, nobles, market, bank and key), drawn whole in RGB:
    the reference of what :func:`market_strips` composes from cached parts."""
    image = market_background(language).copy()
    _draw_header(image, *_market_header(view, names, language))
    marks = _public_marks(view)
    _draw_nobles(image, view.get("nobles", []), marks, language=language)
    _draw_market(image, view, marks, language=language)
    _draw_bank(image, _supply(view), BANK_Y, language)
    return image


# --- the players image ------------------------------------------------------------------

PLAYERS_KEY = ("key-tokens", "key-bonuses", "key-nobles")
PLAYERS_TITLE_H = 64
PANEL_H = 330
PANEL_GAP = 12


def panel_box(seat: int) -> c.Box:
    y = PLAYERS_TITLE_H + seat * (PANEL_H + PANEL_GAP)
    return (PAD, y, WIDTH - PAD, y + PANEL_H)


def players_height(players: int) -> int:
    return PLAYERS_TITLE_H + players * (PANEL_H + PANEL_GAP) + key_height(len(PLAYERS_KEY))


def _draw_players_title(image: Image.Image, language: str = "en") -> None:
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, PLAYERS_TITLE_H - 10), fill=c.PANEL)
    c.put_text(image, (PAD, (PLAYERS_TITLE_H - 10) // 2), _t(language, "players"), F_TITLE,
               c.TEXT, anchor="lm")


@kept
def players_background(players: int, language: str = "en") -> Image.Image:
    image = Image.new("RGB", (WIDTH, players_height(players)), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    _draw_players_title(image, language)
    for seat in range(players):
        c.rounded_box(draw, panel_box(seat), 14, fill=c.PANEL)
    _draw_key(image, PLAYERS_TITLE_H + players * (PANEL_H + PANEL_GAP) - 4,
              _key(language, PLAYERS_KEY), language)
    return image


def _chip_row(image: Image.Image, x: int, y: int, counts: Sequence[int],
              colours: Sequence[str], shape: str, step: int) -> None:
    for colour, count in zip(colours, counts, strict=True):
        sprite = c.count_chip(FILL[colour], LETTER[colour], count, CHIP,
                              "rect" if shape == "square" else "circle", F_COUNT,
                              c.TEXT if count else c.TEXT_DIM)
        image.paste(sprite, (x, y), sprite)
        x += step


def _seat_tokens(seat_view: dict) -> tuple[tuple[int, ...], int]:
    """A seat's tokens per colour (gold last) and their total."""
    tokens = seat_view.get("tokens", {})
    total = int(seat_view.get("token_count", sum(int(v) for v in tokens.values())))
    return tuple(int(tokens.get(colour, 0)) for colour in COLOURS), total


def _seat_bonuses(seat_view: dict) -> tuple[tuple[int, ...], int, int]:
    """A seat's bonuses per gem, and how many cards and nobles it has."""
    bonuses = seat_view.get("bonuses", {})
    return (tuple(int(bonuses.get(gem, 0)) for gem in GEMS),
            len(seat_view.get("cards", [])), len(seat_view.get("nobles", [])))


def _token_row(image: Image.Image, x0: int, x1: int, y: int, tokens: Sequence[int],
               total: int) -> None:
    _chip_row(image, x0, y, tokens, COLOURS, "circle", 118)
    # Over the limit only mid-turn, while a return is pending (the header says so).
    colour = c.OKABE_ITO["orange"] if total > TOKEN_LIMIT else c.TEXT
    c.put_text(image, (x1, y + CHIP // 2), f"Σ{total}", F_COUNT, colour, anchor="rm")


def _bonus_row(image: Image.Image, x0: int, x1: int, y: int, bonuses: Sequence[int],
               cards: int, nobles: int) -> None:
    _chip_row(image, x0, y, bonuses, GEMS, "square", 118)
    c.put_text(image, (x1, y + CHIP // 2), f"▮{cards} ♛{nobles}", F_COUNT, c.TEXT, anchor="rm")


#: from the top of the tokens row to the top of the bonuses row, and on to what follows
HOLDING_STEP = CHIP + 12
HOLDINGS_H = 2 * CHIP + 26


def _holdings(image: Image.Image, x0: int, x1: int, y: int, seat_view: dict) -> int:
    """Tokens and bonuses rows with their counters on the right; returns the next y."""
    _token_row(image, x0, x1, y, *_seat_tokens(seat_view))
    _bonus_row(image, x0, x1, y + HOLDING_STEP, *_seat_bonuses(seat_view))
    return y + HOLDINGS_H


Reserve = tuple[str | None, int, bool]   # a reserved card: its id (None: unseen), tier, blind


def _reserves(seat_view: dict) -> tuple[Reserve, ...]:
    return tuple((entry.get("id"), int(entry.get("tier", 1)), bool(entry.get("blind")))
                 for entry in seat_view.get("reserved", []))


def _reserved_row(image: Image.Image, x: int, y: int, reserved: Sequence[Reserve],
                  right: int, language: str = "en") -> None:
    # three reserved cards share the panel's inner width, never crossing its edge
    gap = (right - x - 3 * MINI_W) // 2
    for card_id, tier, blind in reserved[:3]:
        if card_id is None:
            image.paste(mini_back(tier, language), (x, y))
        else:
            # Named only to its owner, or to everyone once the game is over (PD-9).
            image.paste(mini_card(card_id, blind, language), (x, y))
        x += MINI_W + gap
    if not reserved:
        c.put_text(image, (x, y + MINI_H / 2), _t(language, "no-reserved"), F_SMALL,
                   c.TEXT_DIM, "regular", anchor="lm")


def _name_line(image: Image.Image, box: c.Box, name: str, prestige: int,
               status: str | None) -> None:
    """A panel's first line: the name (cut to its room), the status tag, the prestige."""
    x0, y0, x1, _ = box
    text = f"★{prestige}"
    prestige_w = c.text_width(text, F_TITLE + 6)
    c.put_text(image, (x1 - 16, y0 + 36), text, F_TITLE + 6, c.HIGHLIGHT, anchor="rm")
    tag = pill(status, c.HIGHLIGHT, F_SMALL, "square") if status else None
    room = (x1 - x0) - 32 - prestige_w - 24 - (tag.width + 16 if tag else 0)
    shown = c.rich_ellipsize(name, room, F_TITLE - 2)
    drawn = c.put_rich_text(image, (x0 + 16, y0 + 36), shown, F_TITLE - 2, c.TEXT,
                            anchor="lm")
    if tag:
        image.paste(tag, (drawn[2] + 16, y0 + 36 - tag.height // 2), tag)


#: where a panel's rows begin, below its top: name line, tokens, bonuses, reserved cards
PANEL_TOKENS = 72
PANEL_RESERVED = PANEL_TOKENS + HOLDINGS_H


def _draw_panel(image: Image.Image, box: c.Box, seat_view: dict, name: str,
                status: str | None, language: str = "en") -> None:
    x0, y0, x1, _ = box
    if status:
        c.highlight_frame(ImageDraw.Draw(image), box, c.HIGHLIGHT, 6, 14)
    _name_line(image, box, name, int(seat_view.get("prestige", 0)), status)
    _holdings(image, x0 + 16, x1 - 16, y0 + PANEL_TOKENS, seat_view)
    _reserved_row(image, x0 + 16, y0 + PANEL_RESERVED, _reserves(seat_view), x1 - 16,
                  language)


def _statuses(view: View, language: str = "en") -> list[str | None]:
    """Each seat's tag on the players image: TO MOVE, WINNER at the end, or none."""
    players = int(view.get("players") or len(view["seats"]))
    over = view.get("phase") == "over"
    highlighted = set(winners(view)) if over else set(view.get("to_move") or [])
    status = _t(language, "winner" if over else "to-move-tag")
    return [status if seat in highlighted else None
            for seat in range(min(players, len(view["seats"])))]


def _draw_players_right(image: Image.Image, language: str = "en") -> None:
    right = _t(language, "ends-the-game", prestige=END_PRESTIGE)
    c.put_text(image, (WIDTH - PAD, (PLAYERS_TITLE_H - 10) // 2), right, F_SMALL, c.TEXT_DIM,
               "regular", anchor="rm")


def players_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The second board image (a panel per player, and a key), drawn whole in RGB: the
    reference of what :func:`players_strips` composes from cached parts."""
    players = int(view.get("players") or len(view["seats"]))
    image = players_background(players, language).copy()
    _draw_players_right(image, language)
    for seat, status in enumerate(_statuses(view, language)):
        _draw_panel(image, panel_box(seat), view["seats"][seat], _name(names, seat, language),
                    status, language)
    return image


def board_image(view: View, names: Sequence[str], language: str = "en") -> Image.Image:
    """The main board image (the market); :func:`players_image` is the second."""
    return market_image(view, names, language)


# --- alt text ---------------------------------------------------------------------------

ALT_LIMIT = 1024


def _fit(parts: list[str], tail: list[str]) -> str:
    """``parts`` always, then as many of ``tail`` as fit in the alt text limit."""
    text = " ".join(parts)
    for piece in tail:
        if len(text) + 1 + len(piece) > ALT_LIMIT:
            room = ALT_LIMIT - len(text) - 2
            if room > 40:
                text += " " + piece[:room].rstrip() + "…"
            break
        text += " " + piece
    return text[:ALT_LIMIT]


def market_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    """The market in words, from the view only (never a blind card)."""
    players = int(view.get("players") or len(view["seats"]))
    parts = [_t(language, "alt-market", players=players, round=view.get("round", 1))]
    parts.append(headline(view, names, language).lstrip("▶ ") + ".")
    if view.get("phase") == "over":
        parts.append(_ended(view, language) + ".")
    elif view.get("end_triggered"):
        parts.append(_t(language, "alt-final-round"))
    last = last_move_text(view, names, language, spoken=True)
    if last:
        parts.append(last + ".")
    scores = [f"{_name(names, s, language)} {seat.get('prestige', 0)}"
              for s, seat in enumerate(view["seats"])]
    parts.append(_t(language, "alt-prestige", scores=", ".join(scores)))
    parts.append(_bank_words(_supply(view), language))
    tail = []
    nobles = view.get("nobles") or []
    if nobles:
        tail.append(_nobles_words(tuple(nobles), language))
    for tier in (3, 2, 1):
        tail.append(_level_words(tier, int(view.get("deck_counts", {}).get(str(tier), 0)),
                                 tuple(view.get("market", {}).get(str(tier), [])), language))
    return _fit(parts, tail)


# The parts of alt texts that stay as they were from turn to turn (the bank, the nobles, a
# row of the market, a seat's holdings) are kept as sentences, under what they say.
@kept
def _bank_words(supply: tuple[int, ...], language: str = "en") -> str:
    return _t(language, "alt-bank", tokens=_amounts_words(dict(zip(COLOURS, supply, strict=True)),
                                                          language, COLOURS))


@kept
def _nobles_words(nobles: tuple[str, ...], language: str = "en") -> str:
    return _t(language, "alt-nobles", nobles="; ".join(noble_words(n, language) for n in nobles))


@kept
def _level_words(tier: int, left: int, row: tuple[str | None, ...], language: str = "en") -> str:
    cards = [f"T{tier}-{i + 1} {card_words(cid, language)}" for i, cid in enumerate(row) if cid]
    if cards:
        return _t(language, "alt-level", tier=tier, left=left, cards="; ".join(cards))
    return _t(language, "alt-level-empty", tier=tier, left=left)


@kept
def _held_words(amounts: tuple[int, ...], colours: tuple[str, ...], tokens: bool,
                language: str = "en") -> str:
    if not any(amounts):
        return _t(language, "none")
    return _amounts_words(dict(zip(colours, amounts, strict=True)), language, colours, tokens)


def _bonus_words(seat_view: dict, language: str = "en") -> str:
    return _held_words(_seat_bonuses(seat_view)[0], tuple(GEMS), False, language)


def _token_words(seat_view: dict, language: str = "en") -> str:
    """Every token held, gold included: ``2 white and 1 gold``."""
    return _held_words(_seat_tokens(seat_view)[0], tuple(COLOURS), True, language)


def _reserved_words(view: View, seat_view: dict, language: str = "en") -> list[str]:
    """The reserved cards as everyone may know them: a card reserved from the market is
    public and named; one reserved blind from a deck is only its level, unless the game
    is over and the public view itself names it (PD-9). A seat's own view names its blind
    cards, and this text is posted for everyone, so the view's say is not enough."""
    revealed = view.get("phase") == "over" and view.get("viewer") is None
    return list(_reserves_words(_reserves(seat_view), revealed, language))


@kept
def _reserves_words(reserved: tuple[Reserve, ...], revealed: bool,
                    language: str = "en") -> tuple[str, ...]:
    words = []
    for card_id, tier, blind in reserved:
        if not blind and card_id:
            words.append(card_words(card_id, language))
        elif revealed and card_id:
            words.append(_t(language, "alt-reserved-unseen", card=card_words(card_id, language)))
        else:
            words.append(_t(language, "alt-hidden-card", tier=tier))
    return tuple(words)


def players_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    """Each player in words: prestige, bonuses, tokens, counts of cards, reserved cards
    and nobles; then, as far as the limit allows, each player's reserved cards (a blind
    one only by its level, :func:`_reserved_words`)."""
    parts = [_t(language, "alt-players")]
    tail = []
    for seat, seat_view in enumerate(view["seats"]):
        reserved = _reserved_words(view, seat_view, language)
        _, cards, nobles = _seat_bonuses(seat_view)
        parts.append(_player_words(_name(names, seat, language),
                                   int(seat_view.get("prestige", 0)),
                                   _bonus_words(seat_view, language),
                                   _token_words(seat_view, language),
                                   _seat_tokens(seat_view)[1], cards, len(reserved), nobles,
                                   language))
        if reserved:
            tail.append(_t(language, "alt-player-reserved", who=_name(names, seat, language),
                           cards="; ".join(reserved)))
    return _fit(parts, tail)


@kept
def _player_words(who: str, prestige: int, bonuses: str, tokens: str, total: int, cards: int,
                  reserved: int, nobles: int, language: str = "en") -> str:
    return _t(language, "alt-player", who=who, prestige=prestige, bonuses=bonuses,
              tokens=tokens, total=total, cards=cards, reserved=reserved, nobles=nobles)


def board_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    return market_alt(view, names, language)


# --- the decision picture ---------------------------------------------------------------


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


def _place_of(notation: str) -> str | None:
    """The place on the picture a move names: a slot, a deck, a reserved card's id or a
    noble's id (``buy T2-3``, ``reserve D1``, ``buy 1-K-08``, ``noble N-WUG``)."""
    words = notation.split()
    if len(words) < 2:
        return None
    target = words[1].upper()
    if SLOT_RE.match(target) or DECK_RE.match(target):
        return target
    if words[1] in CARDS or words[1] in NOBLES:
        return words[1]
    return None


DECISION_KEY = ("key-buyable", "key-badges", "key-cost")
D_NOBLES_Y = HEADER_H + 4
D_MARKET_Y = D_NOBLES_Y + NOBLE_H + 2 * GAP
D_OWN_Y = D_MARKET_Y + MARKET_H + 2 * GAP
D_RESERVED_Y = D_OWN_Y + 2 * CHIP + 26
D_KEY_Y = D_RESERVED_Y + CARD_H + 2 * GAP + 12
DECISION_HEIGHT = D_KEY_Y + key_height(len(DECISION_KEY))


def decision_marks(view: View, seat: int, choices: Sequence[DecisionChoice]) -> Marks:
    seat_view = view["seats"][seat]
    badges: dict[str, list[str]] = {}
    for choice in choices:
        places = {p for p in (_place_of(n) for n in choice.notations) if p}
        for place in sorted(places):
            if choice.marker not in badges.setdefault(place, []):
                badges[place].append(choice.marker)
    affordable: set[str] = set()
    for tier in (1, 2, 3):
        for position, card_id in enumerate(view.get("market", {}).get(str(tier), []), 1):
            if card_id and purchase_outlook(card_id, seat_view)["affordable"]:
                affordable.add(f"T{tier}-{position}")
    for entry in seat_view.get("reserved", []):
        if entry.get("id") and purchase_outlook(entry["id"], seat_view)["affordable"]:
            affordable.add(entry["id"])
    pending = view.get("pending") or {}
    options = frozenset(pending.get("options") or []) if pending.get("kind") == "noble" \
        else frozenset()
    return Marks(badges, affordable, None, options)


def decision_image(view: View, seat: int, names: Sequence[str],
                   choices: Sequence[DecisionChoice], language: str = "en") -> Image.Image:
    """The market from ``seat``'s side, every choice numbered as its button, drawn whole
    in RGB: the reference of what :func:`decision_strips` composes from cached parts."""
    image = decision_background(language).copy()
    seat_view = view["seats"][seat]
    marks = decision_marks(view, seat, choices)
    _draw_header(image, *_decision_header(view, seat, names, marks, language))
    _draw_nobles(image, view.get("nobles", []), marks, D_NOBLES_Y, language)
    _draw_market(image, view, marks, D_MARKET_Y, language)

    _holdings(image, PAD + 16, WIDTH - PAD - 16, D_OWN_Y + 4, seat_view)
    reserved = _reserves(seat_view)
    for index, (card_id, tier, blind) in enumerate(reserved[:3]):
        _draw_own_reserve(image, reserved_box(index), card_id, tier, blind,
                          marks.of(card_id or ""), language)
    if not reserved:
        _draw_no_reserves(image, language)
    return image


def _decision_header(view: View, seat: int, names: Sequence[str], marks: Marks,
                     language: str = "en") -> tuple[str, str, str, None]:
    buyable = len(marks.affordable)
    second = (_t(language, "can-buy", count=buyable) if buyable
              else _t(language, "cannot-buy"))
    last = last_move_text(view, names, language)
    if last:
        second = f"{second} {last}"
    return (_t(language, "your-choice", who=_name(names, seat, language)),
            _round_text(view, language), second, None)


def reserved_box(index: int) -> c.Box:
    """Where the decision picture draws the player's reserved card ``index`` (0..2)."""
    x = PAD + 16 + index * (CARD_W + 2 * GAP)
    return (x, D_RESERVED_Y, x + CARD_W, D_RESERVED_Y + CARD_H)


def _draw_own_reserve(image: Image.Image, box: c.Box, card_id: str | None, tier: int,
                      blind: bool, marked: tuple[tuple[str, ...], bool, bool],
                      language: str = "en") -> None:
    if card_id is None:  # never for the owner's own view, but stay drawable
        image.paste(deck_back(tier, 1, language=language), box[:2])
        return
    # Only a blind one is named: the row is already "your reserved cards".
    badges, affordable, _ = marked
    _draw_card(image, box, card_id, _t(language, "blind") if blind else "", card_id, badges,
               affordable, False, language)


def _draw_no_reserves(image: Image.Image, language: str = "en", dy: int = 0) -> None:
    c.put_text(image, (PAD + 16, D_RESERVED_Y + dy + CARD_H / 2), _t(language, "no-reserved"),
               F_TEXT, c.TEXT_DIM, "regular", anchor="lm")


@kept
def decision_background(language: str = "en") -> Image.Image:
    """The decision picture's fixed parts: the panel of the player's own holdings, the
    words beside their reserved cards, and the key."""
    image = Image.new("RGB", (WIDTH, DECISION_HEIGHT), c.BACKGROUND)
    _draw_own_panel(image, 0, language)
    _draw_key(image, D_KEY_Y, _key(language, DECISION_KEY), language)
    return image


def _draw_own_panel(image: Image.Image, dy: int, language: str = "en") -> None:
    """The panel of the player's own holdings, with the words beside their reserved
    cards, ``dy`` px from where the decision picture draws it."""
    c.rounded_box(ImageDraw.Draw(image), (PAD, D_OWN_Y - 6 + dy, WIDTH - PAD, D_KEY_Y - GAP + dy),
                  14, fill=c.PANEL)
    # three short lines in the room right of the three reserved cards
    room = WIDTH - 2 * PAD - 32 - 3 * (CARD_W + 2 * GAP)
    for index, word in enumerate(_t(language, "your-reserved-cards").split("|")[:3]):
        c.put_text(image, (WIDTH - PAD - 16, D_RESERVED_Y + dy + 30 + index * LINE),
                   c.ellipsize(word.strip(), room, F_SMALL, "regular"), F_SMALL,
                   c.TEXT_DIM, "regular", anchor="rm")


def decision_alt(view: View, seat: int, names: Sequence[str],
                 choices: Sequence[DecisionChoice], language: str = "en") -> str:
    """The choices in words; a blind card is named only because this picture is the
    owner's own (the panel is ephemeral)."""
    seat_view = view["seats"][seat]
    marks = decision_marks(view, seat, choices)
    parts = [_t(language, "alt-choices", who=_name(names, seat, language))]
    described = []
    for choice in choices:
        places = sorted({p for p in (_place_of(n) for n in choice.notations) if p})
        words = []
        for place in places:
            card_id = _card_at(view, seat_view, place)
            if card_id:
                where = (_t(language, "alt-your-reserved") if place == card_id else place)
                words.append(_t(language, "alt-choice-card" if place in marks.affordable
                                else "alt-choice-card-not-yet", where=where,
                                card=card_words(card_id, language)))
            elif place in NOBLES:
                words.append(noble_words(place, language))
            elif DECK_RE.match(place):
                words.append(_t(language, "alt-deck", tier=int(place[1])))
        if words:
            described.append(f"{choice.marker}: " + "; ".join(words) + ".")
    parts.append(_t(language, "alt-yours", bonuses=_bonus_words(seat_view, language),
                    tokens=_token_words(seat_view, language)))
    return _fit(parts, described)


def _card_at(view: View, seat_view: dict, place: str) -> str | None:
    if match := SLOT_RE.match(place):
        row = view.get("market", {}).get(match[1], [])
        index = int(match[2]) - 1
        return row[index] if index < len(row) else None
    if place in CARDS and any(r.get("id") == place for r in seat_view.get("reserved", [])):
        return place
    return None


# --- the private hand -------------------------------------------------------------------

HAND_H = 820


def _pay_row(image: Image.Image, x: int, y: int, amounts: dict[str, int]) -> None:
    for gem, amount in amounts.items():
        if amount > 0:
            sprite = cost_pill(gem, amount)
            image.paste(sprite, (x, y), sprite)
            x += sprite.width + 6


def hand_image(view: View, seat: int, names: Sequence[str], language: str = "en") -> Image.Image:
    """The private hand, drawn whole in RGB: the reference of what :func:`hand_strips`
    composes from cached parts."""
    seat_view = view["seats"][seat]
    image = Image.new("RGB", (WIDTH, HAND_H), c.BACKGROUND)
    _draw_hand_title(image, _t(language, "your-hand", who=_name(names, seat, language)),
                     int(seat_view.get("prestige", 0)), language)
    _holdings(image, PAD, WIDTH - PAD, HAND_HOLDINGS_Y, seat_view)
    _draw_hand_reserved(image, _hand_reserves(seat_view), 0, language)
    _draw_hand_foot(image, _hand_buyable(view, seat_view, language), 0)
    return image


HAND_TITLE_H = 80
HAND_HOLDINGS_Y = 90
HAND_RULE_Y = HAND_HOLDINGS_Y + 2 * CHIP + 30
HAND_FOOT_Y = HAND_H - 2 * LINE - 16

#: a reserved card as the hand shows it: id (None: unseen), tier, blind, what it costs
#: this seat per gem, the gold that needs, the gold held, and whether it is affordable
HandReserve = tuple[str | None, int, bool, tuple[int, ...], int, int, bool]


def _hand_reserves(seat_view: dict) -> tuple[HandReserve, ...]:
    entries = []
    for card_id, tier, blind in _reserves(seat_view)[:3]:
        if card_id is None:
            entries.append((None, tier, blind, (), 0, 0, False))
            continue
        outlook = purchase_outlook(card_id, seat_view)
        entries.append((card_id, tier, blind, tuple(outlook["due"][g] for g in GEMS),
                        outlook["gold_needed"], outlook["gold_held"], outlook["affordable"]))
    return tuple(entries)


def _draw_hand_title(image: Image.Image, title: str, prestige: int,
                     language: str = "en") -> None:
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, 74), fill=c.PANEL)
    tag = pill(_t(language, "private"), c.MARK, F_SMALL, "square")
    text = f"★{prestige}"
    prestige_w = c.text_width(text, F_TITLE)
    c.put_text(image, (WIDTH - PAD, 37), text, F_TITLE, c.HIGHLIGHT, anchor="rm")
    image.paste(tag, (WIDTH - PAD - prestige_w - 16 - tag.width, 37 - tag.height // 2), tag)
    room = INNER - prestige_w - tag.width - 40
    c.put_rich_text(image, (PAD, 37), c.rich_ellipsize(title, room, F_TEXT), F_TEXT, c.TEXT,
                    anchor="lm")


def _draw_hand_reserved(image: Image.Image, reserved: Sequence[HandReserve], dy: int,
                        language: str = "en") -> None:
    """The rule under the holdings and a column per reserved card (what it costs, whether
    it can be bought), ``dy`` px from where the hand draws them."""
    draw = ImageDraw.Draw(image)
    top = HAND_RULE_Y + dy
    draw.line((PAD, top, WIDTH - PAD, top), fill=c.PANEL_LIGHT, width=2)
    column_w = INNER // 3
    if not reserved:
        c.put_text(image, (WIDTH / 2, top + 200), _t(language, "no-reserved"), F_COUNT,
                   c.TEXT_DIM, anchor="mm")
    for index, (card_id, tier, blind, due, gold, held, affordable) in enumerate(reserved[:3]):
        x0 = PAD + index * column_w
        cx = x0 + column_w // 2
        card_top = top + 14
        if card_id is None:
            # Never expected (the owner's view names every card), but stay drawable.
            image.paste(deck_back(tier, 1, language=language), (cx - DECK_W // 2, card_top))
            continue
        box = (cx - CARD_W // 2, card_top, cx + CARD_W // 2 + 1, card_top + CARD_H)
        image.paste(card_face(card_id), box[:2])
        c.put_text(image, (cx, box[3] - STRIP_H / 2 - 2),
                   c.ellipsize(_t(language, "blind" if blind else "reserved"),
                               CARD_W - 16, F_SMALL, "regular"),
                   F_SMALL, c.INK, "regular", anchor="mm")
        y = box[3] + 14
        pay = _t(language, "pay")
        c.put_text(image, (x0 + 8, y + 22), pay, F_SMALL, c.TEXT_DIM, "regular", anchor="lm")
        after = x0 + 8 + max(66, c.text_width(pay, F_SMALL, "regular") + 12)
        if any(due):
            _pay_row(image, after, y, {g: n for g, n in zip(GEMS, due, strict=True) if n})
        else:
            c.put_text(image, (after, y + 22), _t(language, "free"), F_TEXT, c.TEXT,
                       anchor="lm")
        y += 60
        if affordable:
            verdict, colour = "✓ " + _t(language, "can-buy-short"), c.OKABE_ITO["sky_blue"]
            detail = (_t(language, "with-gold", gold=gold) if gold
                      else _t(language, "no-gold-needed"))
        else:
            verdict = "✗ " + _t(language, "short", count=gold - held)
            colour = c.OKABE_ITO["orange"]
            detail = _t(language, "gold-need-have", need=gold, have=held)
        verdict = c.ellipsize(verdict, column_w - 16, F_TEXT)
        c.put_text(image, (x0 + 8, y + 22), verdict, F_TEXT, colour, anchor="lm")
        detail = c.ellipsize(detail, column_w - 16, F_SMALL, "regular")
        c.put_text(image, (x0 + 8, y + 22 + LINE), detail, F_SMALL, c.TEXT_DIM, "regular",
                   anchor="lm")


def _hand_buyable(view: View, seat_view: dict, language: str = "en") -> str:
    buyable = []
    for tier in (1, 2, 3):
        for position, card_id in enumerate(view.get("market", {}).get(str(tier), []), start=1):
            if card_id and purchase_outlook(card_id, seat_view)["affordable"]:
                buyable.append(f"T{tier}-{position}")
    return _t(language, "market-buyable",
              slots=", ".join(buyable) if buyable else _t(language, "none"))


def _draw_hand_foot(image: Image.Image, line: str, dy: int) -> None:
    ImageDraw.Draw(image).line((PAD, HAND_FOOT_Y + dy, WIDTH - PAD, HAND_FOOT_Y + dy),
                               fill=c.PANEL_LIGHT, width=2)
    for index, text in enumerate(c.wrap(line, INNER, F_SMALL, "regular")[:2]):
        c.put_text(image, (PAD, HAND_H - 2 * LINE + dy + index * LINE + 4), text, F_SMALL,
                   c.TEXT, "regular", anchor="lm")


def hand_alt(view: View, seat: int, names: Sequence[str], language: str = "en") -> str:
    seat_view = view["seats"][seat]
    parts = [_t(language, "alt-hand", who=_name(names, seat, language))]
    parts.append(_t(language, "alt-tokens", tokens=_token_words(seat_view, language)))
    parts.append(_t(language, "alt-bonuses", bonuses=_bonus_words(seat_view, language)))
    reserved = [entry for entry in seat_view.get("reserved", []) if entry.get("id")]
    if not reserved:
        parts.append(_t(language, "no-reserved") + ".")
    for number, entry in enumerate(reserved, start=1):
        outlook = purchase_outlook(entry["id"], seat_view)
        verdict = (_t(language, "can-buy-now") if outlook["affordable"]
                   else _t(language, "short", count=outlook["gold_needed"] - outlook["gold_held"]))
        # numbered as the panel's "reserved 2" names it; the id is for notation only
        parts.append(_t(language, "alt-reserved-blind" if entry.get("blind")
                        else "alt-reserved", number=number,
                        card=card_words(entry["id"], language), verdict=verdict))
    return " ".join(parts)[:ALT_LIMIT]


# --- pictures from cached parts -----------------------------------------------------------
#
# What a turn posts is composed, not drawn. Quantizing each RGB picture and deflating it
# whole had cost most of a turn, so the posted pictures are built as Azul's and Kokeshi's
# are: on one fixed palette (:data:`PALETTE`, every flat colour of this module exactly and
# shades of each pair of colours drawn anti-aliased over each other), as a stack of
# full-width strips, each compressed on its own and cached by exactly what it shows
# (:func:`_png_strip`); a PNG is the strips' deflate streams joined. A turn changes a few
# strips (the header, a market row, the bank, the panels of the player who moved and of
# the next), and those are pasted together from parts drawn once and mapped onto the
# palette: a card with its marks and frame, a deck, a panel's name line, its tokens, its
# bonuses and its reserved cards, each under what it shows.
#
# Each part is drawn by the very functions that draw the whole RGB picture
# (:func:`market_image` and the others), on the ground it lies on there, over a box that
# holds all it draws; mapping onto the palette is a function of the colour alone, so a
# composed picture is the whole drawing mapped onto the palette, pixel for pixel (the
# tests hold them equal).


def palette_plan() -> c.PalettePlan:
    """The flat colours of the pictures, and every ``(ink, ground)`` pair drawn
    anti-aliased, whose edges need shades in between."""
    orange, sky = c.OKABE_ITO["orange"], c.OKABE_ITO["sky_blue"]
    gems = list(FILL.values())
    backs = list(BACK_FILL.values())
    tags = [c.MARK, c.HIGHLIGHT, orange]  # LAST, PRIVATE; TO MOVE, PICK; FINAL ROUND
    filled = [*gems, *backs, *tags, grids.BADGE_FILL]
    flats = [c.BACKGROUND, c.PANEL, c.PANEL_LIGHT, c.PAPER, c.INK, c.TEXT, c.TEXT_DIM, WHITE,
             CARD_EDGE, STRIP_LINE, NOBLE_FILL, NOBLE_EDGE, TICK, sky, grids.BADGE_EDGE,
             *filled, *(c.outline_for(fill) for fill in filled)]
    edges: list[tuple[c.Color, c.Color]] = []
    # words on the table and on the panels (Σ over the limit, the hand's verdicts)
    for ground in (c.BACKGROUND, c.PANEL):
        edges += [(ink, ground) for ink in (c.TEXT, c.TEXT_DIM, c.HIGHLIGHT, orange, sky)]
    # a card: its edge on the table or a panel, its paper, ink and the tick on the paper
    edges += [(CARD_EDGE, c.BACKGROUND), (CARD_EDGE, c.PANEL), (c.PAPER, CARD_EDGE),
              (c.INK, c.PAPER), (TICK, c.PAPER)]
    # a filled shape (band, pill, chip, deck back, tag, badge): its outline over what it
    # lies on, its fill inside the outline, and the ink written on it
    grounds = {fill: [c.PAPER] for fill in gems}  # bands and cost pills on a card
    for gem in gems:  # chips on the table and on panels, requirements on a noble
        grounds[gem] += [c.BACKGROUND, c.PANEL, NOBLE_FILL]
    for back in backs:  # deck backs on the table, blind reserves on a panel
        grounds[back] = [c.BACKGROUND, c.PANEL]
    grounds[c.MARK] = [c.PAPER, c.PANEL, *backs]
    grounds[c.HIGHLIGHT] = grounds[c.HIGHLIGHT] + [c.PANEL]  # gold is the badge's yellow
    grounds[orange] = [c.PANEL]
    for fill, under in grounds.items():
        line = c.outline_for(fill)
        edges += [(line, ground) for ground in under]
        edges += [(fill, line), (c.ink_on(fill), fill)]
    # a deck's paper box and a noble tile
    edges += [(c.INK, back) for back in backs] + [(c.PAPER, c.INK)]
    edges += [(NOBLE_EDGE, c.BACKGROUND), (NOBLE_FILL, NOBLE_EDGE), (c.INK, NOBLE_FILL)]
    # a badge's dark ring over a card's strip, a deck's strip or a noble
    edges += [(grids.BADGE_EDGE, ground) for ground in (c.PAPER, NOBLE_FILL)]
    edges += [(grids.BADGE_EDGE, grids.BADGE_FILL), (c.ink_on(grids.BADGE_FILL),
                                                     grids.BADGE_FILL)]
    kept: list[tuple[c.Color, c.Color]] = []
    for ink, ground in edges:
        if ink != ground and (ink, ground) not in kept and (ground, ink) not in kept:
            kept.append((ink, ground))
    return c.PalettePlan(tuple(dict.fromkeys(flats)), tuple(kept))


PALETTE = palette_plan()
#: zlib level of the strips: level 1 costs less time than 3 for a few more bytes, and a
#: post stays far under the 300 KB budget
PNG_LEVEL = 1


def _indexed(drawn: Image.Image) -> Image.Image:
    """An RGB drawing mapped onto the palette: once for each cached part."""
    return c.to_palette(PALETTE, drawn)


def _rgb(width: int, height: int, ground: c.Color = c.BACKGROUND) -> Image.Image:
    return Image.new("RGB", (width, height), ground)


Strip = c.Strip


# Every strip of every picture is kept, keyed by the function that draws it and exactly
# what it shows (a few KB each, a few dozen tables' pictures)
STRIPS = c.StripPictures(PALETTE, WIDTH, PNG_LEVEL)
_png_strip = STRIPS.png_strip
png_of = STRIPS.png_of
stacked = STRIPS.stacked


# -- parts --

#: a card or deck part reaches past its box by its frame (and Pillow's inclusive edge)
PART_MARGIN = FRAME


def _part_shift(box: c.Box) -> tuple[int, int]:
    """How much further a part begins left of and above ``box`` than ``PART_MARGIN``, so
    it begins at even coordinates: text centred on half a pixel is rounded half to even,
    so a drawing moved by an odd number of pixels would round differently."""
    return (box[0] - PART_MARGIN) % 2, (box[1] - PART_MARGIN) % 2


@kept
def _card_part(card_id: str | None, label: str, place: str, badges: tuple[str, ...],
               affordable: bool, last: bool, language: str = "en",
               ground: c.Color = c.BACKGROUND, shift: tuple[int, int] = (0, 0)
               ) -> Image.Image:
    """:func:`_draw_card` as a palette part, its box ``PART_MARGIN`` px (and ``shift``)
    in from the part's top left."""
    x, y = PART_MARGIN + shift[0], PART_MARGIN + shift[1]
    drawn = _rgb(CARD_W + x + PART_MARGIN + 1, CARD_H + y + PART_MARGIN + 1, ground)
    _draw_card(drawn, (x, y, x + CARD_W, y + CARD_H), card_id, label, place, badges,
               affordable, last, language)
    return _indexed(drawn)


@kept
def _deck_part(tier: int, count: int, badges: tuple[str, ...], last: bool,
               language: str = "en", ground: c.Color = c.BACKGROUND,
               shift: tuple[int, int] = (0, 0)) -> Image.Image:
    x, y = PART_MARGIN + shift[0], PART_MARGIN + shift[1]
    drawn = _rgb(DECK_W + x + PART_MARGIN + 1, CARD_H + y + PART_MARGIN + 1, ground)
    _draw_deck(drawn, (x, y, x + DECK_W, y + CARD_H), tier, count, badges, last, language)
    return _indexed(drawn)


def _paste_part(image: Image.Image, part: Image.Image, box: c.Box, dy: int = 0) -> None:
    """Paste a part drawn for ``box`` (with its ``_part_shift``) into a strip that
    begins ``-dy`` px down the picture."""
    sx, sy = _part_shift(box)
    image.paste(part, (box[0] - PART_MARGIN - sx, box[1] - PART_MARGIN - sy + dy))


#: a panel's rows are parts over the panel's flat inside, clear of its rounded corners
#: and of the frame drawn around it
PART_X = PAD + 14
PART_W = WIDTH - 2 * PART_X + 1
NAME_PART_H = PANEL_TOKENS - 4
ROW_PART_H = CHIP + 4
RESERVES_PART_H = MINI_H + 4


@kept
def _name_part(name: str, prestige: int, status: str | None) -> Image.Image:
    """:func:`_name_line` over ``PANEL``, from 2 px below the panel's top."""
    drawn = _rgb(PART_W, NAME_PART_H, c.PANEL)
    _name_line(drawn, (PAD - PART_X, -2, WIDTH - PAD - PART_X, PANEL_H - 2), name, prestige,
               status)
    return _indexed(drawn)


@kept
def _tokens_part(tokens: tuple[int, ...], total: int) -> Image.Image:
    """:func:`_token_row` over ``PANEL``, from 2 px above the chips."""
    drawn = _rgb(PART_W, ROW_PART_H, c.PANEL)
    _token_row(drawn, PAD + 16 - PART_X, WIDTH - PAD - 16 - PART_X, 2, tokens, total)
    return _indexed(drawn)


@kept
def _bonuses_part(bonuses: tuple[int, ...], cards: int, nobles: int) -> Image.Image:
    drawn = _rgb(PART_W, ROW_PART_H, c.PANEL)
    _bonus_row(drawn, PAD + 16 - PART_X, WIDTH - PAD - 16 - PART_X, 2, bonuses, cards, nobles)
    return _indexed(drawn)


@kept
def _reserves_part(reserved: tuple[Reserve, ...], language: str = "en") -> Image.Image:
    drawn = _rgb(PART_W, RESERVES_PART_H, c.PANEL)
    _reserved_row(drawn, PAD + 16 - PART_X, 2, reserved, WIDTH - PAD - 16 - PART_X, language)
    return _indexed(drawn)


# -- the market --

def _band_top(tier: int) -> int:
    """Where the strip of a tier's row begins: half a gap above its cards."""
    return MARKET_Y + (3 - tier) * (CARD_H + GAP) - GAP // 2


ROW_STRIP_H = CARD_H + GAP
BANK_STRIP_Y = _band_top(1) + ROW_STRIP_H
# The decision picture's market lies where the market image's does, so they share strips.
assert (D_NOBLES_Y, D_MARKET_Y) == (NOBLES_Y, MARKET_Y)
assert HEADER_H <= NOBLES_Y - FRAME
assert _band_top(3) > NOBLES_Y + NOBLE_H + FRAME


def _header_strip(title: str, right: str, second: str, tag: str | None) -> Image.Image:
    image = c.palette_canvas(PALETTE, (WIDTH, HEADER_H), c.BACKGROUND)
    _paint_header(PartPainter(image), title, right, second, tag)
    return image


def _nobles_strip(nobles: tuple[str, ...], badges: tuple[tuple[str, ...], ...],
                  options: tuple[str, ...], language: str = "en") -> Image.Image:
    """The nobles' row with the badges of each (a noble's frame may touch its
    neighbour's, so the row is drawn whole)."""
    drawn = _rgb(WIDTH, _band_top(3) - HEADER_H)
    marks = Marks({noble: list(marked) for noble, marked in zip(nobles, badges, strict=True)
                   if marked}, set(), None, frozenset(options))
    _draw_nobles(drawn, nobles, marks, NOBLES_Y - HEADER_H, language)
    return _indexed(drawn)


CardShown = tuple[str | None, tuple[str, ...], bool, bool]  # id, badges, affordable, last


def _row_strip(tier: int, deck: tuple[int, tuple[str, ...], bool],
               cards: tuple[CardShown, ...], language: str = "en") -> Image.Image:
    """A tier's row: its deck (count, badges, last) and its four slots."""
    image = c.palette_canvas(PALETTE, (WIDTH, ROW_STRIP_H), c.BACKGROUND)
    dy = -_band_top(tier)
    box = deck_box(tier)
    _paste_part(image, _deck_part(tier, *deck, language, c.BACKGROUND, _part_shift(box)),
                box, dy)
    for position, (card_id, badges, affordable, last) in enumerate(cards, start=1):
        label = f"T{tier}-{position}"
        box = slot_box(tier, position)
        _paste_part(image, _card_part(card_id, label, label, badges, affordable, last,
                                      language, c.BACKGROUND, _part_shift(box)), box, dy)
    return image


@kept
def _bank_ground(language: str = "en") -> Image.Image:
    drawn = _rgb(WIDTH, MARKET_KEY_Y - BANK_STRIP_Y)
    _draw_bank_box(drawn, BANK_Y - BANK_STRIP_Y, language)
    return _indexed(drawn)


def _bank_strip(supply: tuple[int, ...], language: str = "en") -> Image.Image:
    image = _bank_ground(language).copy()
    _paint_bank(PartPainter(image), supply, BANK_Y - BANK_STRIP_Y, language)
    return image


def _key_strip(keys: tuple[str, ...], language: str = "en") -> Image.Image:
    drawn = _rgb(WIDTH, key_height(len(keys)))
    _draw_key(drawn, 0, _key(language, keys), language)
    return _indexed(drawn)


def _table_strips(view: View, marks: Marks, language: str = "en") -> list[Strip]:
    """The nobles and the three rows of the market, as ``marks`` marks them."""
    nobles = tuple(view.get("nobles", []))
    strips: list[Strip] = [(_nobles_strip, (
        nobles, tuple(tuple(marks.badges.get(n, ())) for n in nobles),
        tuple(sorted(marks.noble_options)), language))]
    decks = view.get("deck_counts", {})
    for tier in (3, 2, 1):
        badges, _, last = marks.of(f"D{tier}")
        cards = tuple((card_id, *marks.of(f"T{tier}-{position}"))
                      for position, card_id in enumerate(_row_cards(view, tier), start=1))
        strips.append((_row_strip, (tier, (int(decks.get(str(tier), 0)), badges, last), cards,
                                    language)))
    return strips


def market_strips(view: View, names: Sequence[str], language: str = "en") -> list[Strip]:
    """The market image as strips: header, nobles, three rows, bank, key."""
    return [(_header_strip, _market_header(view, names, language)),
            *_table_strips(view, _public_marks(view), language),
            (_bank_strip, (_supply(view), language)),
            (_key_strip, (MARKET_KEY, language))]


# -- the players --

PANEL_STRIP_Y = PLAYERS_TITLE_H - PANEL_GAP // 2   # a frame reaches half the gap out
PANEL_STRIP_H = PANEL_H + PANEL_GAP


@kept
def _panel_ground(above: bool, framed: bool) -> Image.Image:
    """A panel's strip without its contents: the panel, its frame when ``framed``, and
    the last row of the frame of the panel above when ``above`` is framed."""
    drawn = _rgb(WIDTH, PANEL_STRIP_H)
    box = (PAD, PANEL_GAP // 2, WIDTH - PAD, PANEL_GAP // 2 + PANEL_H)
    draw = ImageDraw.Draw(drawn)
    c.rounded_box(draw, box, 14, fill=c.PANEL)
    if above:
        c.highlight_frame(draw, (PAD, box[1] - PANEL_STRIP_H, WIDTH - PAD,
                                 box[3] - PANEL_STRIP_H), c.HIGHLIGHT, 6, 14)
    if framed:
        c.highlight_frame(draw, box, c.HIGHLIGHT, 6, 14)
    return _indexed(drawn)


SeatShown = tuple[str, int, tuple[int, ...], int, tuple[int, ...], int, int, tuple[Reserve, ...]]


def _seat_shown(seat_view: dict, name: str) -> SeatShown:
    """All a panel shows of a seat: name, prestige, tokens and their total, bonuses,
    cards and nobles counted, reserved cards."""
    return (name, int(seat_view.get("prestige", 0)), *_seat_tokens(seat_view),
            *_seat_bonuses(seat_view), _reserves(seat_view))


# A panel's strip is cut into strips of its own, one for each row of the panel: a frame
# comes and goes with the turn, and a seat's rows that did not change since it last had
# (or had not) its frame are strips already compressed.
PanelRows = tuple[str, int, int]  # a panel row: its part, where it begins, where it ends
PANEL_ROWS: tuple[PanelRows, ...] = (
    ("name", PANEL_GAP // 2 + 2, PANEL_GAP // 2 + PANEL_TOKENS - 2),
    ("tokens", PANEL_GAP // 2 + PANEL_TOKENS - 2, PANEL_GAP // 2 + PANEL_TOKENS + HOLDING_STEP - 2),
    ("bonuses", PANEL_GAP // 2 + PANEL_TOKENS + HOLDING_STEP - 2,
     PANEL_GAP // 2 + PANEL_RESERVED - 2),
    ("reserves", PANEL_GAP // 2 + PANEL_RESERVED - 2, PANEL_STRIP_H))


def _panel_top_strip(above: bool, framed: bool) -> Image.Image:
    """A panel's strip above its first row: the gap, the frames' edges, the panel's top."""
    return _panel_ground(above, framed).crop((0, 0, WIDTH, PANEL_ROWS[0][1]))


def _panel_row_strip(row: str, framed: bool, shown: tuple[Hashable, ...]) -> Image.Image:
    """One row of a panel (``row`` names it and its part, drawn from ``shown``)."""
    top, bottom = next((t, b) for name, t, b in PANEL_ROWS if name == row)
    image = _panel_ground(False, framed).crop((0, top, WIDTH, bottom))
    if shown:
        image.paste({"name": _name_part, "tokens": _tokens_part, "bonuses": _bonuses_part,
                     "reserves": _reserves_part}[row](*shown), (PART_X, 0))
    return image


def _panel_strips(above: bool, status: str | None, shown: SeatShown | None,
                  language: str = "en") -> list[Strip]:
    framed = status is not None
    strips: list[Strip] = [(_panel_top_strip, (above, framed))]
    if shown is None:  # a seat the view lacks: its panel, empty
        return [*strips, *((_panel_row_strip, (row, framed, ())) for row, _, _ in PANEL_ROWS)]
    name, prestige, tokens, total, bonuses, cards, nobles, reserved = shown
    return [*strips, (_panel_row_strip, ("name", framed, (name, prestige, status))),
            (_panel_row_strip, ("tokens", framed, (tokens, total))),
            (_panel_row_strip, ("bonuses", framed, (bonuses, cards, nobles))),
            (_panel_row_strip, ("reserves", framed, (reserved, language)))]


def _players_title_strip(language: str = "en") -> Image.Image:
    drawn = _rgb(WIDTH, PANEL_STRIP_Y)
    _draw_players_title(drawn, language)
    _draw_players_right(drawn, language)
    return _indexed(drawn)


#: the players image's key strip begins with rows the last panel's frame may reach
KEY_TOP_H = PANEL_GAP // 2 - 4


def _players_key_top_strip(above: bool) -> Image.Image:
    drawn = _rgb(WIDTH, KEY_TOP_H)
    if above:
        c.highlight_frame(ImageDraw.Draw(drawn), (PAD, PANEL_GAP // 2 - PANEL_STRIP_H,
                          WIDTH - PAD, PANEL_GAP // 2 - PANEL_STRIP_H + PANEL_H),
                          c.HIGHLIGHT, 6, 14)
    return _indexed(drawn)


def _players_key_strip(language: str = "en") -> Image.Image:
    drawn = _rgb(WIDTH, key_height(len(PLAYERS_KEY)) + PANEL_GAP // 2 - KEY_TOP_H)
    _draw_key(drawn, 0, _key(language, PLAYERS_KEY), language)
    return _indexed(drawn)


def players_strips(view: View, names: Sequence[str], language: str = "en") -> list[Strip]:
    """The players image as strips: title, a panel per player, key."""
    players = int(view.get("players") or len(view["seats"]))
    statuses = _statuses(view, language)
    strips: list[Strip] = [(_players_title_strip, (language,))]
    above = False
    for seat in range(players):
        status = statuses[seat] if seat < len(statuses) else None
        shown = (_seat_shown(view["seats"][seat], _name(names, seat, language))
                 if seat < len(statuses) else None)
        strips += _panel_strips(above, status, shown, language)
        above = status is not None
    return [*strips, (_players_key_top_strip, (above,)), (_players_key_strip, (language,))]


# -- the decision picture --

OWN_STRIP_Y = BANK_STRIP_Y


@kept
def _own_ground(language: str = "en") -> Image.Image:
    """The strip of the player's own panel without its contents."""
    drawn = _rgb(WIDTH, D_KEY_Y - OWN_STRIP_Y)
    _draw_own_panel(drawn, -OWN_STRIP_Y, language)
    return drawn


@kept
def _own_ground_part(language: str = "en") -> Image.Image:
    return _indexed(_own_ground(language))


@kept
def _no_reserves_part(language: str = "en") -> Image.Image:
    """The words for no reserved cards, on the panel, as wide as the picture."""
    top = D_RESERVED_Y - OWN_STRIP_Y
    drawn = _own_ground(language).crop((0, top, WIDTH, top + CARD_H))
    _draw_no_reserves(drawn, language, -D_RESERVED_Y)
    return _indexed(drawn)


OwnShown = tuple[str | None, int, bool, tuple[str, ...], bool]  # id, tier, blind, marks

# The player's own panel is cut into strips too: its tokens, its bonuses, its reserved
# cards (with the marks the choices put on them) each change on their own.
OWN_TOKENS_Y = D_OWN_Y + 4 - 2 - OWN_STRIP_Y
OWN_BONUSES_Y = OWN_TOKENS_Y + HOLDING_STEP
OWN_RESERVED_Y = D_RESERVED_Y - PART_MARGIN - 1 - OWN_STRIP_Y
OWN_ROWS = {"top": (0, OWN_TOKENS_Y), "tokens": (OWN_TOKENS_Y, OWN_BONUSES_Y),
            "bonuses": (OWN_BONUSES_Y, OWN_RESERVED_Y),
            "reserves": (OWN_RESERVED_Y, D_KEY_Y - OWN_STRIP_Y)}


def _own_row_strip(row: str, shown: tuple[Hashable, ...], language: str = "en"
                   ) -> Image.Image:
    top, bottom = OWN_ROWS[row]
    image = _own_ground_part(language).crop((0, top, WIDTH, bottom))
    if row == "tokens":
        image.paste(_tokens_part(*shown), (PART_X, 0))
    elif row == "bonuses":
        image.paste(_bonuses_part(*shown), (PART_X, 0))
    elif row == "reserves":
        reserved: tuple[OwnShown, ...] = shown[0]  # type: ignore[assignment]
        dy = -OWN_STRIP_Y - top
        for index, (card_id, tier, blind, badges, affordable) in enumerate(reserved[:3]):
            box = reserved_box(index)
            if card_id is None:  # never for the owner's own view, but stay drawable
                part = _deck_part(tier, 1, (), False, language, c.PANEL, _part_shift(box))
            else:
                part = _card_part(card_id, _t(language, "blind") if blind else "", card_id,
                                  badges, affordable, False, language, c.PANEL,
                                  _part_shift(box))
            _paste_part(image, part, box, dy)
        if not reserved:
            image.paste(_no_reserves_part(language), (0, D_RESERVED_Y - OWN_STRIP_Y - top))
    return image


def decision_strips(view: View, seat: int, names: Sequence[str],
                    choices: Sequence[DecisionChoice], language: str = "en") -> list[Strip]:
    """The decision picture as strips: header, nobles and rows as the choices mark them,
    the player's own panel, key."""
    seat_view = view["seats"][seat]
    marks = decision_marks(view, seat, choices)
    reserved = tuple((card_id, tier, blind, *marks.of(card_id or "")[:2])
                     for card_id, tier, blind in _reserves(seat_view))
    return [(_header_strip, _decision_header(view, seat, names, marks, language)),
            *_table_strips(view, marks, language),
            (_own_row_strip, ("top", (), language)),
            (_own_row_strip, ("tokens", _seat_tokens(seat_view), language)),
            (_own_row_strip, ("bonuses", _seat_bonuses(seat_view), language)),
            (_own_row_strip, ("reserves", (reserved,), language)),
            (_key_strip, (DECISION_KEY, language))]


# -- the hand --

HAND_BONUSES_Y = HAND_HOLDINGS_Y + HOLDING_STEP - 2
HAND_RESERVED_Y = HAND_RULE_Y - 8
HAND_FOOT_STRIP_Y = HAND_FOOT_Y - 8


def _hand_title_strip(title: str, prestige: int, language: str = "en") -> Image.Image:
    drawn = _rgb(WIDTH, HAND_TITLE_H)
    _draw_hand_title(drawn, title, prestige, language)
    return _indexed(drawn)


def _hand_tokens_strip(tokens: tuple[int, ...], total: int) -> Image.Image:
    drawn = _rgb(WIDTH, HAND_BONUSES_Y - HAND_TITLE_H)
    _token_row(drawn, PAD, WIDTH - PAD, HAND_HOLDINGS_Y - HAND_TITLE_H, tokens, total)
    return _indexed(drawn)


def _hand_bonuses_strip(bonuses: tuple[int, ...], cards: int, nobles: int) -> Image.Image:
    drawn = _rgb(WIDTH, HAND_RESERVED_Y - HAND_BONUSES_Y)
    _bonus_row(drawn, PAD, WIDTH - PAD, HAND_HOLDINGS_Y + HOLDING_STEP - HAND_BONUSES_Y,
               bonuses, cards, nobles)
    return _indexed(drawn)


# The reserved cards' columns are cut across: the cards, what each costs now, and
# whether it can be bought; the cards stay while the tokens that pay for them change.
HAND_PAY_Y = HAND_RULE_Y + 14 + CARD_H + 10
HAND_VERDICT_Y = HAND_PAY_Y + 60
HAND_RESERVED_ROWS = ((HAND_RESERVED_Y, HAND_PAY_Y), (HAND_PAY_Y, HAND_VERDICT_Y),
                      (HAND_VERDICT_Y, HAND_FOOT_STRIP_Y))


def _hand_reserved_strip(row: int, reserved: tuple[HandReserve, ...], language: str = "en"
                         ) -> Image.Image:
    """Row ``row`` (0..2) of the reserved cards' columns; the first shows the cards alone,
    so it is asked for with their costs and verdicts left out."""
    top, bottom = HAND_RESERVED_ROWS[row]
    drawn = _rgb(WIDTH, bottom - top)
    _draw_hand_reserved(drawn, reserved, -top, language)
    return _indexed(drawn)


def _hand_foot_strip(line: str) -> Image.Image:
    drawn = _rgb(WIDTH, HAND_H - HAND_FOOT_STRIP_Y)
    _draw_hand_foot(drawn, line, -HAND_FOOT_STRIP_Y)
    return _indexed(drawn)


def hand_strips(view: View, seat: int, names: Sequence[str], language: str = "en"
                ) -> list[Strip]:
    seat_view = view["seats"][seat]
    reserved = _hand_reserves(seat_view)
    return [(_hand_title_strip, (_t(language, "your-hand", who=_name(names, seat, language)),
                                 int(seat_view.get("prestige", 0)), language)),
            (_hand_tokens_strip, _seat_tokens(seat_view)),
            (_hand_bonuses_strip, _seat_bonuses(seat_view)),
            (_hand_reserved_strip, (0, tuple((card_id, tier, blind, (), 0, 0, False)
                                             for card_id, tier, blind, *_ in reserved),
                                    language)),
            (_hand_reserved_strip, (1, reserved, language)),
            (_hand_reserved_strip, (2, reserved, language)),
            (_hand_foot_strip, (_hand_buyable(view, seat_view, language),))]


# --- the renderer -----------------------------------------------------------------------


class SplendorRenderer(Renderer):
    game = "splendor"

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        """The market image alone, for callers that post one picture."""
        return RenderedImage(png_of(market_strips(view, names, language)),
                             market_alt(view, names, language), "board.png")

    def shared_boards(self, view: View, names: list[str], *,
                      language: str = "en") -> list[RenderedImage]:
        """The market and every player's holdings: both shared (each player's part of
        the second is small), so Splendor draws no seat's board apart."""
        return [self.board(view, names, language=language),
                RenderedImage(png_of(players_strips(view, names, language)),
                              players_alt(view, names, language), "players.png")]

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice], *, language: str = "en") -> RenderedImage | None:
        return RenderedImage(png_of(decision_strips(view, seat, names, choices, language)),
                             decision_alt(view, seat, names, choices, language), "choice.png")

    def hand(self, view: View, seat: int, names: list[str], *,
             language: str = "en") -> RenderedImage | None:
        return RenderedImage(png_of(hand_strips(view, seat, names, language)),
                             hand_alt(view, seat, names, language), "hand.png")


RENDERER = SplendorRenderer()
