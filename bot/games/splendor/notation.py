"""Splendor move notation: parsing text into a :class:`ParsedMove` and printing it back.

Grammar (input is case-insensitive and any whitespace separates words; the canonical
output below is what ``format_move`` prints and what ``legal_moves`` offers)::

    take <c> [<c> [<c>]]      distinct gems, e.g. ``take W U G``; reduced ``take G K`` (PD-2)
    take <c> <c>              two of one gem, the same letter twice: ``take R R``
    reserve T<tier>-<pos>     a market card, e.g. ``reserve T2-3``
    reserve D<tier>           the top card of a deck, blind: ``reserve D1``
    buy T<tier>-<pos>         a market card, paid automatically (PD-3: gems first)
    buy <card id>             one of your reserved cards, e.g. ``buy 1-K-08``
    buy <...> pay <amounts>   a custom payment, e.g. ``buy T2-3 pay U1 R2 *1``
    return <c> [<c> ...]      exactly the excess tokens, repeated per token: ``return W W``
    noble <noble id>          which qualifying noble visits: ``noble N-WUG``

``<c>`` is a colour letter W U G R K or ``*`` for gold; on input every name the players
read for it is accepted too, in any language, case and accents aside (``red``, ``ruby``,
``rubino``, ``rouge``, ``gold``, ``oro``: the words on the buttons and pictures), as are
the buttons' own spellings: ``Ruby ×2`` for two of one gem, ``·`` ``+`` ``,`` between
tokens. Canonical output lists colours in the order W U G R K *. An amount is a letter
followed by a count (``U1``, ``*2``), or as the buttons write it (``1U``, ``2 gold``,
``2 oro``); ``pay`` may be spelt as the payment button spells it (``Pay:``, ``Paga:``,
``Payer :``). ``return`` also accepts amounts on input (``return W2``) but prints
repeated letters. The engine also reads ``buy reserved 2`` and
``noble 4W 4U``, the spellings players see, before this grammar. A reserved card is
bought by its id (only its owner knows the id of a blind one); a market card only by its
slot, and a card is reserved only by slot or deck, so every move has one spelling.

``pay`` lists every token paid, gold included, and must differ from the automatic
payment: the plain ``buy T2-3`` is that move's only spelling, which keeps the move log
canonical and ``legal_moves`` exact. ``pass`` parses, but it is never a legal request:
the engine passes by itself when a player has nothing else to do (PD-6).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import NamedTuple

from bot.games.base import BadNotation, IllegalMove
from bot.games.message import msg
from bot.games.splendor.tables import (
    CARDS,
    COLOUR_WORDS,
    COLOURS,
    DATA,
    LETTERS,
    NOBLES,
    SLOTS_PER_TIER,
    TAKE_DISTINCT,
    TAKE_SAME,
    TIERS,
)

_SLOT = re.compile(r"^T(\d)-(\d)$")
_DECK = re.compile(r"^D(\d)$")
_CARD = re.compile(DATA["id_schemes"]["card"]["pattern"])
_NOBLE = re.compile(DATA["id_schemes"]["noble"]["pattern"])
_AMOUNT = re.compile(r"^([A-Z*]+?)(\d{1,2})$")
_COUNT_FIRST = re.compile(r"^(\d{1,2})([A-Z*]+)$")
_TIMES = re.compile(r"^[×X](\d{1,2})$")
#: what the buttons put between tokens ("White · Blue", "1W + 2 gold", "Pay: …")
_BETWEEN = frozenset({"·", "+", ",", ":", "-", "—"})
#: stands for the payment in a button's words, to find the word before it
_HERE = "\ue000"


def _fold(word: str) -> str:
    """A typed word as names are compared: upper case, accents and punctuation dropped
    (``Émeraude`` → ``EMERAUDE``, ``Pay:`` → ``PAY``); ``*`` (gold) kept."""
    plain = unicodedata.normalize("NFKD", word.upper())
    return "".join(ch for ch in plain if ch.isalnum() or ch == "*")


@cache
def _colour_names() -> dict[str, int]:
    """Every spelling of a token colour a player reads: letters and ids, and the
    catalogue's names (the gems on the buttons, the colours on the pictures) in every
    language, folded."""
    from bot import i18n  # the catalogues sit above the engines

    names = {_fold(word): index for word, index in COLOUR_WORDS.items()}
    for index, colour in enumerate(COLOURS):
        for language in i18n.SUPPORTED:
            for said in (i18n.t(language, i18n.component_id("splendor", colour)),
                         i18n.text(msg("splendor-pic-colour", colour=colour), language)):
                names.setdefault(_fold(said), index)
    return names


@cache
def _pay_words() -> frozenset[str]:
    """``PAY`` and the word each language's payment button begins with."""
    from bot import i18n

    said = {"PAY"}
    for language in i18n.SUPPORTED:
        button = i18n.text(msg("splendor-step-pay", amount=_HERE), language, game="splendor")
        said.add(_fold(button.split(_HERE)[0]))
    return frozenset(said - {""})


def _colour_index(word: str) -> int | None:
    index = COLOUR_WORDS.get(word)
    return index if index is not None else _colour_names().get(_fold(word))


def _tokens(words: list[str]) -> list[str]:
    """The words of a move without what the buttons put between tokens."""
    return [w for w in words if w not in _BETWEEN and (_fold(w) or w.startswith(("×", "X")))]

# players never see ids, so examples (in the catalogue: splendor-bad-not-text,
# splendor-bad-empty) use the spellings the engine turns into ids (``buy reserved 1``,
# ``noble 4W 4U``: see ``SplendorEngine.canonical``)


class ParsedMove(NamedTuple):
    """A move as written, before any legality check.

    ``kind`` is one of take, reserve, buy, return, noble, pass. ``counts`` (6 colours,
    gold last) holds the tokens named by take and return; ``tier``/``position`` name a
    market slot (position 0 means the deck for reserve); ``card`` a reserved card's id
    for buy; ``pay`` a custom payment (6 colours) or ``None`` for the automatic one.
    """

    kind: str
    counts: tuple[int, ...] = ()
    tier: int = 0
    position: int = 0
    card: str = ""
    pay: tuple[int, ...] | None = None
    noble: str = ""


def _quote(word: str) -> str:
    # echo at most a short, printable piece of what the user typed (the catalogue quotes it)
    return "".join(ch for ch in word if ch.isprintable())[:20]


def _colour(word: str) -> int:
    index = _colour_index(word)
    if index is None:
        raise BadNotation(msg("splendor-bad-colour", word=_quote(word)))
    return index


def _colour_counts(words: list[str]) -> list[tuple[int, int]]:
    """(colour, count) of each colour named, in order: a colour word counts one, and
    ``×2`` after it makes it two (the buttons' "Ruby ×2")."""
    named: list[tuple[int, int]] = []
    for word in _tokens(words):
        times = _TIMES.match(word)
        if times and named:
            named[-1] = (named[-1][0], int(times.group(1)))
            continue
        named.append((_colour(word), 1))
    return named


def _slot(word: str) -> tuple[int, int] | None:
    match = _SLOT.match(word)
    if not match:
        return None
    tier, position = int(match.group(1)), int(match.group(2))
    if tier not in TIERS or not 1 <= position <= SLOTS_PER_TIER:
        raise BadNotation(msg("splendor-bad-slot", word=_quote(word), first=f"T{TIERS[0]}-1",
                              last=f"T{TIERS[-1]}-{SLOTS_PER_TIER}"))
    return tier, position


def _deck(word: str) -> int | None:
    match = _DECK.match(word)
    if not match:
        return None
    tier = int(match.group(1))
    if tier not in TIERS:
        raise BadNotation(msg("splendor-bad-deck", word=_quote(word), first=f"D{TIERS[0]}",
                              last=f"D{TIERS[-1]}"))
    return tier


def _card(word: str) -> str | None:
    if not _CARD.match(word):
        return None
    if word not in CARDS:
        raise BadNotation(msg("splendor-bad-card", word=_quote(word)))
    return word


def _amount_list(words: list[str], what: str) -> list[tuple[int, int]]:
    """(colour, count) pairs as typed: ``U1``, ``1U``, ``2 gold``, ``gold 2``."""
    found: list[tuple[int, int]] = []
    words = _tokens(words)
    i = 0
    while i < len(words):
        word = words[i]
        following = words[i + 1] if i + 1 < len(words) else ""
        if (match := _AMOUNT.match(word)) and _colour_index(match.group(1)) is not None:
            found.append((_colour(match.group(1)), int(match.group(2))))
        elif (match := _COUNT_FIRST.match(word)) and _colour_index(match.group(2)) is not None:
            found.append((_colour(match.group(2)), int(match.group(1))))
        elif word.isdigit() and following and _colour_index(following) is not None:
            found.append((_colour(following), int(word)))
            i += 1
        elif _colour_index(word) is not None and following.isdigit():
            found.append((_colour(word), int(following)))
            i += 1
        else:
            raise BadNotation(msg("splendor-bad-amount", word=_quote(word), verb=what))
        i += 1
    return found


def _amounts(words: list[str], what: str) -> tuple[int, ...]:
    counts = [0] * len(COLOURS)
    seen: set[int] = set()
    for index, count in _amount_list(words, what):
        if index in seen:
            raise BadNotation(msg("splendor-bad-colour-twice", verb=what))
        seen.add(index)
        counts[index] = count
    if not any(counts):
        raise BadNotation(msg("splendor-bad-empty-payment", verb=what))
    return tuple(counts)


def _take(words: list[str]) -> ParsedMove:
    words = _tokens(words)
    if not words:
        raise BadNotation(msg("splendor-bad-take-nothing"))
    if len(words) > max(TAKE_DISTINCT, TAKE_SAME):
        raise BadNotation(msg("splendor-bad-take-too-many", count=TAKE_DISTINCT))
    counts = [0] * len(COLOURS)
    for index, count in _colour_counts(words):
        counts[index] += count
    named = [n for n in counts if n]
    same = len(named) == 1 and named[0] == TAKE_SAME
    if not same and max(named) > 1:
        raise BadNotation(msg("splendor-bad-take-mix"))
    return ParsedMove("take", counts=tuple(counts))


def _reserve(words: list[str]) -> ParsedMove:
    if len(words) != 1:
        raise BadNotation(msg("splendor-bad-reserve-one"))
    slot = _slot(words[0])
    if slot:
        return ParsedMove("reserve", tier=slot[0], position=slot[1])
    deck = _deck(words[0])
    if deck:
        return ParsedMove("reserve", tier=deck, position=0)
    if _CARD.match(words[0]):
        raise BadNotation(msg("splendor-bad-reserve-card"))
    raise BadNotation(msg("splendor-bad-reserve-target", word=_quote(words[0])))


def _buy(words: list[str]) -> ParsedMove:
    if not words:
        raise BadNotation(msg("splendor-bad-buy-nothing"))
    target, rest = words[0], _tokens(words[1:])
    pay: tuple[int, ...] | None = None
    if rest:
        if _fold(rest[0]) not in _pay_words() or len(rest) == 1:
            raise BadNotation(msg("splendor-bad-buy-rest"))
        pay = _amounts(rest[1:], "pay")
    slot = _slot(target)
    if slot:
        return ParsedMove("buy", tier=slot[0], position=slot[1], pay=pay)
    card = _card(target)
    if card:
        return ParsedMove("buy", tier=CARDS[card].tier, card=card, pay=pay)
    if _deck(target):
        raise IllegalMove(msg("splendor-bad-buy-deck"))
    raise BadNotation(msg("splendor-bad-buy-target", word=_quote(target)))


def _return(words: list[str]) -> ParsedMove:
    if not words:
        raise BadNotation(msg("splendor-bad-return-nothing"))
    counts = [0] * len(COLOURS)
    pending: int | None = None  # the colour a following "×2" multiplies
    for word in _tokens(words):
        times = _TIMES.match(word)
        if times and pending is not None:
            counts[pending] += int(times.group(1)) - 1
            pending = None
            continue
        index = _colour_index(word)
        if index is not None:
            counts[index] += 1
            pending = index
            continue
        pending = None
        match = _AMOUNT.match(word) or _COUNT_FIRST.match(word)
        if not match:
            raise BadNotation(msg("splendor-bad-return-token", word=_quote(word)))
        letter, count = ((match.group(1), match.group(2)) if match.re is _AMOUNT
                         else (match.group(2), match.group(1)))
        counts[_colour(letter)] += int(count)
    if not any(counts):
        raise BadNotation(msg("splendor-bad-return-none"))
    return ParsedMove("return", counts=tuple(counts))


def _noble(words: list[str]) -> ParsedMove:
    if len(words) != 1 or not _NOBLE.match(words[0]):
        raise BadNotation(msg("splendor-bad-noble"))
    if words[0] not in NOBLES:
        raise BadNotation(msg("splendor-bad-noble-id", word=_quote(words[0])))
    return ParsedMove("noble", noble=words[0])


_VERBS = {"take": _take, "reserve": _reserve, "buy": _buy, "return": _return, "noble": _noble}


def parse(text: object) -> ParsedMove:
    """The move ``text`` names, or :class:`BadNotation` with a sentence for the player."""
    if not isinstance(text, str):
        raise BadNotation(msg("splendor-bad-not-text"))
    return _parse_text(text)


@lru_cache(maxsize=1 << 12)
def _parse_text(text: str) -> ParsedMove:
    # parsing is pure and the same few hundred notations recur all game: cache them
    # (errors are not cached; lru_cache lets exceptions through)
    words = text.split()
    if not words:
        raise BadNotation(msg("splendor-bad-empty"))
    verb = words[0].lower()
    if verb == "pass":
        if len(words) > 1:
            raise BadNotation(msg("splendor-bad-pass"))
        return ParsedMove("pass")
    handler = _VERBS.get(verb)
    if handler is None:
        raise BadNotation(msg("splendor-bad-verb", word=_quote(words[0])))
    return handler([word.upper() for word in words[1:]])


def amounts_notation(counts: tuple[int, ...] | list[int]) -> str:
    """``U1 R2 *1``: non-zero amounts in canonical colour order."""
    return " ".join(f"{LETTERS[i]}{n}" for i, n in enumerate(counts) if n)


def tokens_notation(counts: tuple[int, ...] | list[int]) -> str:
    """``W W U``: one letter per token, in canonical colour order."""
    return " ".join(LETTERS[i] for i, n in enumerate(counts) for _ in range(n))


def slot_id(tier: int, position: int) -> str:
    return f"T{tier}-{position}"


def format_move(move: ParsedMove) -> str:
    """The canonical notation of ``move``."""
    if move.kind in ("take", "return"):
        return f"{move.kind} {tokens_notation(move.counts)}"
    if move.kind == "reserve":
        target = slot_id(move.tier, move.position) if move.position else f"D{move.tier}"
        return f"reserve {target}"
    if move.kind == "buy":
        target = slot_id(move.tier, move.position) if move.position else move.card
        suffix = f" pay {amounts_notation(move.pay)}" if move.pay is not None else ""
        return f"buy {target}{suffix}"
    if move.kind == "noble":
        return f"noble {move.noble}"
    return "pass"


def canonical(text: str) -> str:
    """Parse and print again: the canonical spelling of ``text`` (raises BadNotation)."""
    return format_move(parse(text))

