"""Kokeshi's move notation: parsing typed text and printing the one canonical spelling.

Grammar (case-insensitive, any spacing; names are the data's ids)::

    start <track> <track>        D0: tracks of the first and second dealt starting tile
    advance <kokeshi>            D1: the turn's advance
    side <code>                  D2: the side of a slash tile (K:granny, A*, T*, ...)
    first <code>                 D3: which effect of a ``both`` tile runs first
    move <kokeshi>               D4: the target of K*, K**, K> or K<
    animal <animal>              D5: the animal of A*
    take <slot> | take q<level>  D6: a market slot 1-5 or a Quality tile's level
    take none                    D6 when the data makes taking optional (PD-19 switched)
    gain <slot>                  D7: the market slot a T= or T* gain takes
    place <tile id> <track>      D8: a pending tile and the track it goes on

``parse`` raises :class:`BadNotation` (its message says what to type) for text that is no
Kokeshi move at all; whether a well-formed move is allowed now is the engine's question
(:class:`IllegalMove`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.games.base import BadNotation
from bot.games.kokeshi.tables import Rules
from bot.games.message import msg, typed, words

VERBS = ("start", "advance", "side", "first", "move", "animal", "take", "gain", "place")
_CODE = re.compile(r"^(k:[a-z]+\+?|k\*\*|k\*|k>|k<|a:[a-z]+|a\*|t=|t\*)$")


@dataclass(frozen=True)
class ParsedMove:
    verb: str
    #: track / Kokeshi / animal indices, slot numbers or levels, by verb
    args: tuple[int, ...] = ()
    #: an effect code (side, first) or a tile id (place)
    text: str = ""
    quality: bool = False
    none: bool = False


def _kokeshi(rules: Rules, word: str, what: str = "kokeshi") -> int:
    try:
        return rules.kokeshi_ids.index(word)
    except ValueError:
        raise BadNotation(msg(f"kokeshi-bad-{what}", typed=word,
                              names=words([typed(k) for k in rules.kokeshi_ids], "or"))) from None


def _slot(rules: Rules, word: str) -> int:
    if not word.isdigit() or not 1 <= int(word) <= rules.market_size:
        raise BadNotation(msg("kokeshi-bad-slot", typed=word, slots=rules.market_size))
    return int(word)


def canonical_code(code: str) -> str:
    """``k:GRANNY`` → ``K:granny``: letters of the kind upper case, ids lower case."""
    return code[0].upper() + code[1:].lower()


def parse(rules: Rules, text: str) -> ParsedMove:
    said = text.strip().lower().split()
    if not said:
        raise BadNotation(msg("kokeshi-bad-empty"))
    verb, rest = said[0], said[1:]
    if verb not in VERBS:
        raise BadNotation(msg("kokeshi-bad-verb", typed=said[0],
                              verbs=words([typed(v) for v in VERBS], "or")))

    def count(n: int, example: str) -> None:
        if len(rest) != n:
            raise BadNotation(msg("kokeshi-bad-count", verb=verb, count=n, example=example))

    if verb == "start":
        count(2, "start princess samurai")
        return ParsedMove(verb, (_kokeshi(rules, rest[0], "track"),
                                 _kokeshi(rules, rest[1], "track")))
    if verb in ("advance", "move"):
        count(1, f"{verb} granny")
        return ParsedMove(verb, (_kokeshi(rules, rest[0]),))
    if verb in ("side", "first"):
        count(1, f"{verb} K:granny")
        if not _CODE.match(rest[0]):
            raise BadNotation(msg("kokeshi-bad-code", typed=rest[0]))
        return ParsedMove(verb, (), canonical_code(rest[0]))
    if verb == "animal":
        count(1, "animal fox")
        try:
            return ParsedMove(verb, (rules.animal_ids.index(rest[0]),))
        except ValueError:
            raise BadNotation(msg("kokeshi-bad-animal", typed=rest[0],
                                  names=words([typed(a) for a in rules.animal_ids],
                                              "or"))) from None
    if verb == "take":
        count(1, "take 3")
        word = rest[0]
        if word == "none":
            return ParsedMove(verb, (), none=True)
        if word.startswith("q"):
            level = word[1:]
            if not level.isdigit() or int(level) not in rules.thresholds:
                raise BadNotation(msg("kokeshi-bad-quality", typed=word, levels=words(
                    [typed(f"q{lv}") for lv in sorted(rules.thresholds)], "or")))
            return ParsedMove(verb, (int(level),), quality=True)
        return ParsedMove(verb, (_slot(rules, word),))
    if verb == "gain":
        count(1, "gain 5")
        return ParsedMove(verb, (_slot(rules, rest[0]),))
    # place
    count(2, "place samurai-01-a granny")
    if rest[0] not in rules.tiles:
        raise BadNotation(msg("kokeshi-bad-tile", typed=rest[0]))
    return ParsedMove(verb, (_kokeshi(rules, rest[1], "track"),), rest[0])


def format_move(rules: Rules, move: ParsedMove) -> str:
    verb = move.verb
    if verb == "start":
        return f"start {rules.kokeshi_ids[move.args[0]]} {rules.kokeshi_ids[move.args[1]]}"
    if verb in ("advance", "move"):
        return f"{verb} {rules.kokeshi_ids[move.args[0]]}"
    if verb in ("side", "first"):
        return f"{verb} {move.text}"
    if verb == "animal":
        return f"animal {rules.animal_ids[move.args[0]]}"
    if verb == "take":
        if move.none:
            return "take none"
        return f"take q{move.args[0]}" if move.quality else f"take {move.args[0]}"
    if verb == "gain":
        return f"gain {move.args[0]}"
    return f"place {move.text} {rules.kokeshi_ids[move.args[0]]}"
