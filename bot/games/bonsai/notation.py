"""Bonsai move notation: parse typed text into a :class:`ParsedMove`, print the one
canonical spelling back.

Canonical forms (lower case, single spaces)::

    mirror                      D1  mirror the pot (only the bud stands)
    prune 0,2                   D2  remove the leaf/flower/fruit at (0, 2)
    meditate 1                  D4  take the card of slot 1 (no bonus tiles)
    meditate 2 wood             D5  slot 2 and its wood (or: leaf, none)
    meditate 3 wood flower      D5  slot 3 keeping both tiles (or: wood, flower, none)
    meditate 4 leaf fruit       D5  slot 4 keeping both (or: leaf, fruit, none)
    gain fruit                  D6  the tile chosen for a Master card's "any" symbol
    cultivate                   D3  start a Cultivate (typed only: the menu starts one
                                    with its first placement)
    place leaf -1,2             D7/D8  one tile from the supply onto the tree; at the
                                    start of a turn it chooses Cultivate
    finish                      D7/D8  stop placing (end the Cultivate or the Helper); at
                                    the start of a turn, Cultivate placing nothing (R21)
    claim green_small           D9  claim one pending goal tile
    renounce green              D9  renounce every pending goal tile of that colour
    return wood leaf            D10 give back tiles above the capacity (all at once or
                                    some of them)

Accepted on input: any case and spacing, tile letters (``w l fl fr``) for the types,
``(x, y)`` or ``x y`` for a cell, ``meditate 3``/``meditate 4`` meaning "keep both", and
``-`` for ``none``; and the words the buttons and pictures show, in every language (the
catalogues' ``bonsai-typed-…``: ``foglia 3``, ``claim verde piccola``, ``renounce vert``),
words that say nothing ("the", "goal") left out. A bare number in a ``place``/``prune``
move (``place leaf 7``) is the marker drawn on the decision picture;
:meth:`BonsaiEngine.canonical` turns it into the cell when it is given the state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bot.games.base import BadNotation
from bot.games.bonsai.tables import TILE_ALIASES, TILE_TYPES, Cell, cell_key
from bot.games.message import Message, msg, typed
from bot.games.message import words as _words

VERBS = ("mirror", "prune", "meditate", "gain", "cultivate", "place", "finish", "claim",
         "renounce", "return")
_CELL = re.compile(r"^\(?\s*(-?\d+)\s*[, ]\s*(-?\d+)\s*\)?$")
_NUMBER = re.compile(r"^#?(\d{1,3})$")


@dataclass(frozen=True)
class ParsedMove:
    verb: str
    slot: int = 0
    tiles: tuple[str, ...] = ()  # kept bonus tiles (meditate), or the one tile type
    cell: Cell | None = None
    marker: int | None = None  # a decision picture's number standing for a cell
    name: str = ""  # goal id (claim) or colour (renounce)


def _catalogue_words(language: str) -> dict[str, str]:
    """The catalogue's typed words in ``language``, per meaning: tile types, "none", goal
    colours and sizes, and ``""`` for words that say nothing (each id a literal, so the
    catalogue test finds it)."""
    from bot.i18n import t  # the catalogues sit above the engines

    return {
        "wood": t(language, "bonsai-typed-wood"), "leaf": t(language, "bonsai-typed-leaf"),
        "flower": t(language, "bonsai-typed-flower"),
        "fruit": t(language, "bonsai-typed-fruit"), "none": t(language, "bonsai-typed-none"),
        "brown": t(language, "bonsai-typed-brown"), "green": t(language, "bonsai-typed-green"),
        "orange": t(language, "bonsai-typed-orange"), "pink": t(language, "bonsai-typed-pink"),
        "blue": t(language, "bonsai-typed-blue"), "small": t(language, "bonsai-typed-small"),
        "medium": t(language, "bonsai-typed-medium"),
        "large": t(language, "bonsai-typed-large"), "": t(language, "bonsai-typed-filler"),
    }


COLOURS = ("brown", "green", "orange", "pink", "blue")
SIZES = ("small", "medium", "large")


@cache
def typed_words() -> dict[str, str]:
    """Every word a typed move accepts, in every language, and what it means (a tile
    type, ``none``, a colour, a size, or ``""`` for a word that says nothing): the words
    the buttons and pictures show work when typed ("foglia 3", "vert petite")."""
    from bot.i18n import SUPPORTED

    found: dict[str, str] = {}
    for language in SUPPORTED:
        for meaning, listed in _catalogue_words(language).items():
            for word in listed.split(","):
                if word.strip():
                    found.setdefault(word.strip().lower(), meaning)
    for word, kind in TILE_ALIASES.items():
        found.setdefault(word, kind)
    return found


def tile_type(word: str) -> str:
    meaning = typed_words().get(word.lower()) or TILE_ALIASES.get(word.lower())
    if meaning not in TILE_TYPES:
        raise BadNotation(msg("bonsai-bad-tile", word=word))
    return meaning


def _is_none(word: str) -> bool:
    return word.lower() in {"-", "none"} or typed_words().get(word.lower()) == "none"


def _example(verb: str) -> Message:
    """A typed goal in the reader's words (a goal's id is no word of theirs)."""
    return msg("bonsai-example-claim") if verb == "claim" else msg("bonsai-example-renounce")


def _goal_name(verb: str, words: list[str]) -> str:
    """``claim``'s goal (``green_small``, or its colour and size in any language and
    order) or ``renounce``'s colour (``green``, ``verde``)."""
    if len(words) == 1 and "_" in words[0]:
        return words[0].lower()
    meanings = [typed_words().get(w.lower(), w.lower()) for w in words]
    colours = [m for m in meanings if m in COLOURS]
    sizes = [m for m in meanings if m in SIZES]
    if verb == "renounce" and len(colours) == 1 and not sizes:
        return colours[0]
    if verb == "claim" and len(colours) == 1 and len(sizes) == 1:
        return f"{colours[0]}_{sizes[0]}"
    raise BadNotation(msg("bonsai-bad-one-name", verb=verb, example=_example(verb)))


def _cell_or_marker(words: list[str], verb: str) -> tuple[Cell | None, int | None]:
    text = " ".join(words).strip()
    match = _CELL.match(text)
    if match:
        return (int(match.group(1)), int(match.group(2))), None
    number = _NUMBER.match(text)
    if number:
        return None, int(number.group(1))
    raise BadNotation(msg("bonsai-bad-cell", verb=verb))


def parse(text: str) -> ParsedMove:
    """Parse one move; raises :class:`BadNotation` for text that is not a Bonsai move."""
    if not isinstance(text, str):
        raise BadNotation(msg("bonsai-bad-not-text"))
    words = text.replace(",", " , ").split()
    # re-join "x , y" into one word so cells survive the split above
    joined: list[str] = []
    for word in words:
        if word == "," and joined:
            joined[-1] += ","
        elif joined and joined[-1].endswith(","):
            joined[-1] += word
        else:
            joined.append(word)
    words = joined
    if not words:
        raise BadNotation(msg("bonsai-bad-empty"))
    verb = words[0].lower()
    # words that say nothing ("the", "goal", "obiettivo") are dropped: a button's words
    # typed back ("claim the small green goal") still name the move
    rest = [w for w in words[1:] if typed_words().get(w.lower()) != ""]
    if verb not in VERBS:
        raise BadNotation(msg("bonsai-bad-verb", word=words[0],
                              verbs=_words([typed(verb) for verb in VERBS], "unit")))
    if verb in {"mirror", "cultivate", "finish"}:
        if rest:
            raise BadNotation(msg("bonsai-bad-extra", verb=verb))
        return ParsedMove(verb)
    if verb == "meditate":
        if not rest or not rest[0].isdigit() or len(rest[0]) > 1:
            raise BadNotation(msg("bonsai-bad-slot"))
        slot = int(rest[0])
        kept: list[str] = []
        for word in rest[1:]:
            if _is_none(word):
                if rest[1:] != [word]:
                    raise BadNotation(msg("bonsai-bad-none"))
                return ParsedMove(verb, slot=slot, tiles=("none",))
            kept.append(tile_type(word))
        if len(set(kept)) != len(kept):
            raise BadNotation(msg("bonsai-bad-twice"))
        order = {t: i for i, t in enumerate(TILE_TYPES)}
        return ParsedMove(verb, slot=slot, tiles=tuple(sorted(kept, key=order.__getitem__)))
    if verb == "gain":
        if len(rest) != 1:
            raise BadNotation(msg("bonsai-bad-one-tile", verb=verb))
        return ParsedMove(verb, tiles=(tile_type(rest[0]),))
    if verb == "return":
        if not rest:
            raise BadNotation(msg("bonsai-bad-return"))
        order = {t: i for i, t in enumerate(TILE_TYPES)}
        returned = sorted((tile_type(w) for w in rest), key=order.__getitem__)
        return ParsedMove(verb, tiles=tuple(returned))
    if verb == "place":
        if len(rest) < 2:
            raise BadNotation(msg("bonsai-bad-place"))
        cell, marker = _cell_or_marker(rest[1:], verb)
        return ParsedMove(verb, tiles=(tile_type(rest[0]),), cell=cell, marker=marker)
    if verb == "prune":
        if not rest:
            raise BadNotation(msg("bonsai-bad-prune"))
        cell, marker = _cell_or_marker(rest, verb)
        return ParsedMove(verb, cell=cell, marker=marker)
    if not rest:
        raise BadNotation(msg("bonsai-bad-one-name", verb=verb, example=_example(verb)))
    return ParsedMove(verb, name=_goal_name(verb, rest))


def format_move(move: ParsedMove) -> str:
    """The canonical spelling (markers must have been resolved to cells)."""
    verb = move.verb
    if verb in {"mirror", "cultivate", "finish"}:
        return verb
    if verb == "meditate":
        return " ".join(("meditate", str(move.slot), *move.tiles))
    if verb in {"gain", "return"}:
        return " ".join((verb, *move.tiles))
    if verb == "place":
        if move.cell is None:
            raise BadNotation(msg("bonsai-number-needs-position"))
        return f"place {move.tiles[0]} {cell_key(move.cell)}"
    if verb == "prune":
        if move.cell is None:
            raise BadNotation(msg("bonsai-number-needs-position"))
        return f"prune {cell_key(move.cell)}"
    return f"{verb} {move.name}"
