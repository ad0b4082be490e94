"""Kokeshi's move notation: parsing typed text and printing the one canonical spelling.

Grammar (case-insensitive, any spacing; a Kokeshi, track or animal is its data id or any
name the players read for it, in any language: "fisher", "Fisherman", "pescatore",
"pêcheur", "sumo wrestler" — see :func:`name_index`)::

    start <track> <track>        D0: tracks of the first and second dealt starting tile
    advance <kokeshi>            D1: the turn's advance
    side <code>                  D2: the side of a slash tile (K:granny, A*, T*, ..., or the
                                 Kokeshi or animal a fixed side moves: granny, fox)
    first <code>                 D3: which effect of a ``both`` tile runs first (as side)
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
import unicodedata
from dataclasses import dataclass
from functools import cache

from bot.games.base import BadNotation
from bot.games.kokeshi.tables import Rules
from bot.games.message import component, msg, typed, words

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


def _folded(text: str) -> str:
    """``text`` as names are compared: case and accents dropped, only letters and digits
    kept ("Pêcheur" → "pecheur", "Princip." → "princip", "Sumo wrestler" → "sumowrestler")."""
    plain = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in plain if ch.isalnum())


@cache
def _names(ids: tuple[str, ...], kind: str) -> dict[str, int]:
    """Every spelling of the ``kind`` ("kokeshi" or "animal") components a player may
    read: the data ids and the catalogue's names (the full name and, for a Kokeshi, the
    short one over its track on the pictures) in every language, folded."""
    from bot import i18n  # the catalogues sit above the engines

    spellings: dict[str, int] = {}
    for index, data_id in enumerate(ids):
        spellings[_folded(data_id)] = index
        for language in i18n.SUPPORTED:
            shown = [i18n.text(msg("kokeshi-sentence", sentence=component(data_id)), language,
                               game="kokeshi")]
            if kind == "kokeshi":
                shown.append(i18n.text(msg(f"kokeshi-short-{data_id}"), language,
                                       game="kokeshi"))
            for name in shown:
                spellings.setdefault(_folded(name), index)
    return spellings


def name_index(ids: tuple[str, ...], kind: str, typed: str) -> int | None:
    """Which of ``ids`` the player typed: a spelling of :func:`_names`, else the start of
    spellings that all name the same one (at least three letters: "samu", "lott");
    ``None`` if it names none or several."""
    folded = _folded(typed)
    if not folded:
        return None
    spellings = _names(ids, kind)
    if folded in spellings:
        return spellings[folded]
    found = {index for name, index in spellings.items() if name.startswith(folded)}
    return found.pop() if len(found) == 1 and len(folded) >= 3 else None


def _kokeshi(rules: Rules, word: str, what: str = "kokeshi") -> int:
    index = name_index(rules.kokeshi_ids, "kokeshi", word)
    if index is None:
        raise BadNotation(msg(f"kokeshi-bad-{what}", typed=word, names=words(
            [typed(k) for k in rules.kokeshi_ids], "or")))
    return index


def _animal(rules: Rules, word: str) -> int:
    index = name_index(rules.animal_ids, "animal", word)
    if index is None:
        raise BadNotation(msg("kokeshi-bad-animal", typed=word, names=words(
            [typed(a) for a in rules.animal_ids], "or")))
    return index


def _two_tracks(rules: Rules, rest: list[str]) -> tuple[int, int] | None:
    """Two track names one after the other, each of one word or more ("sumo wrestler
    granny"), or ``None``."""
    for cut in range(1, len(rest)):
        first = name_index(rules.kokeshi_ids, "kokeshi", " ".join(rest[:cut]))
        second = name_index(rules.kokeshi_ids, "kokeshi", " ".join(rest[cut:]))
        if first is not None and second is not None:
            return first, second
    return None


@cache
def _slot_fillers() -> frozenset[str]:
    """The word before a market slot's number on the buttons, in every language
    ("Take slot 2", "Prendi dalla posizione 2", "Prendre l'emplacement 2"), folded."""
    from bot import i18n

    said = {"slot"}
    for language in i18n.SUPPORTED:
        label = i18n.text(msg("kokeshi-take-slot-label", slot="\ue000", tile=""), language,
                          game="kokeshi")
        before = label.split("\ue000")[0].split()
        if before:
            said.add(_folded(before[-1].split("'")[-1].split("\u2019")[-1]))
    return frozenset(said - {""})


def _slot_words(rest: list[str]) -> list[str]:
    """A market slot or Quality level as the buttons write it, as the notation writes it:
    "slot 2" / "posizione 2" → "2"; "quality level 2", "qualità livello 2", "★2" → "q2"."""
    folded = [_folded(word) for word in rest]
    digits = [word for word in folded if word.isdigit()]
    if any(word.startswith("qual") for word in folded) and len(digits) == 1:
        return [f"q{digits[0]}"]
    if len(rest) == 1 and rest[0].startswith("★"):
        return [f"q{rest[0][1:].strip()}"]
    if len(rest) == 2 and folded[0] in _slot_fillers() and folded[1].isdigit():
        return [folded[1]]
    return rest


def _side(rules: Rules, said: str) -> str:
    """An effect code, or the Kokeshi or animal a side moves, as its code."""
    if _CODE.match(said.replace(" ", "")):
        return canonical_code(said.replace(" ", ""))
    k = name_index(rules.kokeshi_ids, "kokeshi", said)
    if k is not None:
        return f"K:{rules.kokeshi_ids[k]}"
    a = name_index(rules.animal_ids, "animal", said)
    if a is not None:
        return f"A:{rules.animal_ids[a]}"
    raise BadNotation(msg("kokeshi-bad-code", typed=said))


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

    # A name may be several words ("sumo wrestler", "lottatore di sumo"): verbs that take
    # one name read the rest of the text as it.
    if verb == "start":
        tracks = _two_tracks(rules, rest) if len(rest) > 2 else None
        if tracks is None:
            count(2, "start princess samurai")
            tracks = (_kokeshi(rules, rest[0], "track"), _kokeshi(rules, rest[1], "track"))
        return ParsedMove(verb, tracks)
    if verb in ("advance", "move"):
        if not rest:
            count(1, f"{verb} granny")
        return ParsedMove(verb, (_kokeshi(rules, " ".join(rest)),))
    if verb in ("side", "first"):
        if not rest:
            count(1, f"{verb} K:granny")
        return ParsedMove(verb, (), _side(rules, " ".join(rest)))
    if verb == "animal":
        if not rest:
            count(1, "animal fox")
        return ParsedMove(verb, (_animal(rules, " ".join(rest)),))
    if verb in ("take", "gain"):
        rest = _slot_words(rest)
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
    if len(rest) < 2:
        count(2, "place samurai-01-a granny")
    if rest[0] not in rules.tiles:
        raise BadNotation(msg("kokeshi-bad-tile", typed=rest[0]))
    return ParsedMove(verb, (_kokeshi(rules, " ".join(rest[1:]), "track"),), rest[0])


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
