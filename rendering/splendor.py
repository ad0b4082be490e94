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

Everything comes from the view and ``data/splendor.json``: card faces, noble tiles and
deck backs are cached sprites, so a turn pastes them and writes the few numbers that
changed. Gem colours use the Okabe–Ito palette and always carry their letter
(W U G R K, gold *); shapes add a second cue: tokens are circles, bonuses squares, the
gem a card gives a diamond, a cost a rounded pill.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot import i18n
from bot.games.data import load_game_data
from bot.games.message import Message, as_message, component, msg, words
from rendering import common as c
from rendering import grids
from rendering.base import DecisionChoice, RenderedImage, Renderer, View

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


def _t(language: str, key: str, names: Sequence[str] = (), **args: Any) -> str:
    """A picture's words from the catalogue: ``splendor-pic-<key>`` in ``language``."""
    return i18n.text(msg(f"splendor-pic-{key}", **args), language, names=names,
                     game="splendor")


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
    """``3 white, 3 blue and 3 green`` in the language's words."""
    return i18n.text(_amounts_message(cost, colours, tokens), language, game="splendor")


def card_short(card_id: str, language: str = "en") -> str:
    """``L2 · 2★ red``: a card as the header names it (no ids on pictures)."""
    card = CARDS[card_id]
    return i18n.text(msg("splendor-card-short", tier=card["tier"], points=card["points"],
                         bonus=component(card["bonus"])), language, game="splendor")


def card_words(card_id: str, language: str = "en") -> str:
    """``a 2-point red card (Level 2, cost 3W 2U)`` for alt text: the catalogue's name of
    the card, as events say it."""
    return i18n.text(msg(i18n.component_id("splendor", card_id)), language, game="splendor")


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


@cache
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


@cache
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


@cache
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


@cache
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


@cache
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


@cache
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
            else i18n.text(said, language, names=names, game="splendor"))
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


def _draw_header(image: Image.Image, title: str, right: str, second: str,
                 tag: str | None = None) -> None:
    """Headline on the left, round on the right, then two lines for the last move, with
    ``tag`` (FINAL ROUND) at the right of those lines so the headline keeps its room."""
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, HEADER_H - 6), fill=c.PANEL)
    right_w = c.text_width(right, F_TEXT)
    c.put_text(image, (WIDTH - PAD, 40), right, F_TEXT, c.TEXT_DIM, anchor="rm")
    title = c.rich_ellipsize(title, INNER - right_w - 24, F_TITLE)
    c.put_rich_text(image, (PAD, 40), title, F_TITLE, c.HIGHLIGHT, anchor="lm")
    room = INNER
    if tag:
        sprite = pill(tag, c.OKABE_ITO["orange"], F_SMALL, "square")
        image.paste(sprite, (WIDTH - PAD - sprite.width, 92 - sprite.height // 2), sprite)
        room -= sprite.width + 16
    for index, line in enumerate(_wrap_rich(second, room, F_SMALL, "regular", 2)):
        c.put_rich_text(image, (PAD, 92 + index * LINE), line, F_SMALL, c.TEXT, "regular",
                        anchor="lm")


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


@lru_cache(maxsize=3)
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
    left = PAD + 14 + c.text_width(_t(language, "bank"), F_TEXT) + 20
    step = (WIDTH - PAD - 10 - left) / len(COLOURS)
    for index, (colour, count) in enumerate(zip(COLOURS, supply, strict=True)):
        sprite = c.count_chip(FILL[colour], LETTER[colour], count, CHIP, "circle", F_COUNT,
                              c.TEXT if count else c.TEXT_DIM)
        image.paste(sprite, (round(left + index * step), y + (BANK_H - CHIP) // 2), sprite)


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


@lru_cache(maxsize=3)
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
    supply = view.get("supply", {})
    parts.append(_t(language, "alt-bank", tokens=_amounts_message(
        {k: int(supply.get(k, 0)) for k in COLOURS}, COLOURS)))
    tail = []
    nobles = view.get("nobles") or []
    if nobles:
        tail.append(_t(language, "alt-nobles",
                       nobles="; ".join(noble_words(n, language) for n in nobles)))
    for tier in (3, 2, 1):
        row = view.get("market", {}).get(str(tier), [])
        cards = [f"T{tier}-{i + 1} {card_words(cid, language)}"
                 for i, cid in enumerate(row) if cid]
        left = int(view.get("deck_counts", {}).get(str(tier), 0))
        if cards:
            tail.append(_t(language, "alt-level", tier=tier, left=left, cards="; ".join(cards)))
        else:
            tail.append(_t(language, "alt-level-empty", tier=tier, left=left))
    return _fit(parts, tail)


def _bonus_words(seat_view: dict, language: str = "en") -> str:
    bonuses = {g: int(seat_view.get("bonuses", {}).get(g, 0)) for g in GEMS}
    return (_amounts_words(bonuses, language, tokens=False) if any(bonuses.values())
            else _t(language, "none"))


def _token_words(seat_view: dict, language: str = "en") -> str:
    """Every token held, gold included: ``2 white and 1 gold``."""
    tokens = {k: int(seat_view.get("tokens", {}).get(k, 0)) for k in COLOURS}
    return (_amounts_words(tokens, language, COLOURS) if any(tokens.values())
            else _t(language, "none"))


def _reserved_words(view: View, seat_view: dict, language: str = "en") -> list[str]:
    """The reserved cards as everyone may know them: a card reserved from the market is
    public and named; one reserved blind from a deck is only its level, unless the game
    is over and the public view itself names it (PD-9). A seat's own view names its blind
    cards, and this text is posted for everyone, so the view's say is not enough."""
    revealed = view.get("phase") == "over" and view.get("viewer") is None
    words = []
    for entry in seat_view.get("reserved", []):
        card_id = entry.get("id")
        if not entry.get("blind") and card_id:
            words.append(card_words(card_id, language))
        elif revealed and card_id:
            words.append(_t(language, "alt-reserved-unseen", card=card_words(card_id, language)))
        else:
            words.append(_t(language, "alt-hidden-card", tier=int(entry.get("tier", 1))))
    return words


def players_alt(view: View, names: Sequence[str], language: str = "en") -> str:
    """Each player in words: prestige, bonuses, tokens, counts of cards, reserved cards
    and nobles; then, as far as the limit allows, each player's reserved cards (a blind
    one only by its level, :func:`_reserved_words`)."""
    parts = [_t(language, "alt-players")]
    tail = []
    for seat, seat_view in enumerate(view["seats"]):
        tokens = seat_view.get("tokens", {})
        total = seat_view.get("token_count", sum(int(v) for v in tokens.values()))
        reserved = _reserved_words(view, seat_view, language)
        parts.append(_t(language, "alt-player", who=_name(names, seat, language),
                        prestige=seat_view.get("prestige", 0),
                        bonuses=_bonus_words(seat_view, language),
                        tokens=_token_words(seat_view, language), total=total,
                        cards=len(seat_view.get("cards", [])), reserved=len(reserved),
                        nobles=len(seat_view.get("nobles", []))))
        if reserved:
            tail.append(_t(language, "alt-player-reserved", who=_name(names, seat, language),
                           cards="; ".join(reserved)))
    return _fit(parts, tail)


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


@lru_cache(maxsize=3)
def decision_background(language: str = "en") -> Image.Image:
    """The decision picture's fixed parts: the panel of the player's own holdings, the
    words beside their reserved cards, and the key."""
    image = Image.new("RGB", (WIDTH, DECISION_HEIGHT), c.BACKGROUND)
    draw = ImageDraw.Draw(image)
    c.rounded_box(draw, (PAD, D_OWN_Y - 6, WIDTH - PAD, D_KEY_Y - GAP), 14, fill=c.PANEL)
    # three short lines in the room right of the three reserved cards
    room = WIDTH - 2 * PAD - 32 - 3 * (CARD_W + 2 * GAP)
    for index, word in enumerate(_t(language, "your-reserved-cards").split("|")[:3]):
        c.put_text(image, (WIDTH - PAD - 16, D_RESERVED_Y + 30 + index * LINE),
                   c.ellipsize(word.strip(), room, F_SMALL, "regular"), F_SMALL,
                   c.TEXT_DIM, "regular", anchor="rm")
    _draw_key(image, D_KEY_Y, _key(language, DECISION_KEY), language)
    return image


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


# --- the renderer -----------------------------------------------------------------------


class SplendorRenderer(Renderer):
    game = "splendor"

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        """The market image alone, for callers that post one picture."""
        image = market_image(view, names, language)
        return RenderedImage(c.encode_png(image), market_alt(view, names, language),
                             "board.png")

    def shared_boards(self, view: View, names: list[str], *,
                      language: str = "en") -> list[RenderedImage]:
        """The market and every player's holdings: both shared (each player's part of
        the second is small), so Splendor draws no seat's board apart."""
        players = players_image(view, names, language)
        return [self.board(view, names, language=language),
                RenderedImage(c.encode_png(players), players_alt(view, names, language),
                              "players.png")]

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice], *, language: str = "en") -> RenderedImage | None:
        image = decision_image(view, seat, names, choices, language)
        return RenderedImage(c.encode_png(image),
                             decision_alt(view, seat, names, choices, language), "choice.png")

    def hand(self, view: View, seat: int, names: list[str], *,
             language: str = "en") -> RenderedImage | None:
        image = hand_image(view, seat, names, language)
        return RenderedImage(c.encode_png(image), hand_alt(view, seat, names, language),
                             "hand.png")


RENDERER = SplendorRenderer()
