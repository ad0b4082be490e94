"""Azul: Queen's Garden typed in the players' words: the names the buttons and pictures
show, in every language, read as the notation's ids.

A typed move is folded (case, accents and punctuation aside) and cut into words; runs of
words that name something become the notation's token for it, the rest stays as typed:

    Blue 3, Azzurro 3, Bleu 3, Bl3, Az 3          blue_3
    the Blue 3 expansion, l'espansione Azzurro 3,
    Bl3 EXP, Az3 ESP                              exp_blue_3
    Light green, Verde chiaro, LG, VeC            lightgreen (a colour to acquire)
    Bird, Uccello, Oiseau, pattern 2 (Bird)       p2 (a pattern to acquire)
    2 jokers, 2 jolly, a joker                    2j / 1j
    pay, paga, payer                              pay
    acquisisci, placer, … (the commands' names)   acquire, place, … (first word only)
    from, da, de · on, su, sur · and, e, et       nothing (the buttons' joining words)

Every spelling comes from the catalogues (components, colour codes, the expansion mark,
the pay button, the command names, the copy and placement buttons' joining words), so a
word a player reads is a word they can type; the notation's own ids keep working, and
what is stored is always the canonical notation (:func:`notation.format_move`).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from bot.games.azul_queens_garden.tables import GAME, Tables
from bot.games.message import msg

VERBS = ("acquire", "place", "expand", "buy", "pass", "discard", "done")
#: stands for an argument in a rendered template, to find the words around it
_HERE = "\ue000"
_THERE = "\ue001"
_MAX_JOKERS = 20
#: what separates words: anything but letters, digits, "_", "." and the markers
_BETWEEN = re.compile(rf"[^\w.{_HERE}{_THERE}]+")
#: each Tables' phrase table and the longest phrase starting with each word, the Tables
#: kept alive beside them so its id stays its own
_BY_TABLES: dict[int, tuple[Tables, dict[tuple[str, ...], str], dict[str, int]]] = {}


def fold(text: str) -> list[str]:
    """``L'espansione Verde chiaro 2, paga 2J`` → ``l espansione verde chiaro 2 paga 2j``
    as words: lower case, accents dropped, anything but letters, digits, ``_`` and the
    dots inside a cell (``a0.3``) a space; ``@`` (``yellow_2@L1``) too."""
    plain = text.lower()
    if not plain.isascii():
        plain = unicodedata.normalize("NFKD", plain)
        plain = "".join(ch for ch in plain if not unicodedata.combining(ch))
    plain = _BETWEEN.sub(" ", plain)
    return [word.strip(".") for word in plain.split() if word.strip(".")]


def _say(language: str, message_id: str, **args: object) -> str:
    from bot import i18n  # the catalogues sit above the engines

    return i18n.text(msg(message_id, **args), language, game=GAME)


def _name(language: str, data_id: str) -> str:
    from bot import i18n

    return _say(language, i18n.component_id(GAME, data_id))


def _around(template: str) -> tuple[list[str], list[str]]:
    """The words before and after the argument in a rendered template."""
    before, _, after = template.partition(_HERE)
    return fold(before), fold(after)


@cache
def _phrases(colours: tuple[str, ...], kinds: tuple[tuple[str, str, int], ...],
             expansions: tuple[tuple[str, str], ...],
             patterns: tuple[int, ...]) -> dict[tuple[str, ...], str]:
    """Every run of words naming a piece, a colour, a pattern, jokers or the payment,
    in every language, and the notation's token for it."""
    from bot import i18n

    found: dict[tuple[str, ...], str] = {}

    def add(words: list[str], token: str) -> None:
        if words:
            found.setdefault(tuple(words), token)

    for language in i18n.SUPPORTED:
        spellings: dict[str, list[list[str]]] = {}
        for colour in colours:
            code = fold(_say(language, f"azul-queens-garden-code-{colour}"))
            add(fold(_name(language, colour)), colour)
            add(code, colour)
            for kind, kind_colour, value in kinds:
                if kind_colour != colour:
                    continue
                short = fold(_say(language, "azul-queens-garden-short-tile",
                                  code=_say(language, f"azul-queens-garden-code-{colour}"),
                                  value=value))
                said = [fold(_name(language, kind)), short, [*code, str(value)]]
                spellings[kind] = said
                for words in said:
                    add(words, kind)
        mark_before, mark_after = _around(
            _say(language, "azul-queens-garden-short-expansion", tile=_HERE))
        for exp, kind in expansions:
            whole = fold(_name(language, exp))
            tile = fold(_name(language, kind))
            at = next(i for i in range(len(whole)) if whole[i:i + len(tile)] == tile)
            before, after = whole[:at], whole[at + len(tile):]
            add(whole, exp)
            for words in spellings.get(kind, []):
                add([*before, *words, *after], exp)
                # without the article: "blue 3 expansion", "espansione azzurro 3"
                add([*(before[-1:] if not after else []), *words, *after], exp)
                add([*mark_before, *words, *mark_after], exp)
        for value in patterns:
            name = fold(_name(language, f"p{value}"))
            add(name, f"p{value}")
            add([*name, str(value)], f"p{value}")
            add(fold(_say(language, "azul-queens-garden-pattern", value=value,
                          name=_name(language, f"p{value}"))), f"p{value}")
            add(fold(_say(language, "azul-queens-garden-pattern", value=value, name="")),
                f"p{value}")
        for count in range(1, _MAX_JOKERS + 1):
            add(fold(_say(language, "azul-queens-garden-jokers", count=count)), f"{count}j")
        add(fold(_say(language, "azul-queens-garden-a-joker")), "1j")
        add(fold(_say(language, "azul-queens-garden-mark-joker")), "j")
        add(_around(_say(language, "azul-queens-garden-pay", payment=_HERE))[0], "pay")
    return found


@cache
def verb_words() -> dict[str, str]:
    """The verbs a move may start with: the notation's, each language's name of the
    command and the first word of the panel's button (``acquisisci``, ``défausser``
    folded), and ``take`` (the verb in logs from before the panel named it "Acquire")."""
    from bot import i18n

    found = {verb: verb for verb in VERBS} | {"take": "acquire"}
    for language in i18n.SUPPORTED:
        buttons = {
            "acquire": _say(language, "azul-queens-garden-acquire"),
            "place": _say(language, "azul-queens-garden-place-tile"),
            "expand": _say(language, "azul-queens-garden-expand"),
            "buy": _say(language, "azul-queens-garden-buy-label", points=0, area=_HERE),
            "pass": _say(language, "azul-queens-garden-pass"),
            "discard": _say(language, "azul-queens-garden-discard-label", piece=_HERE,
                            points=0),
            "done": _say(language, "azul-queens-garden-done"),
        }
        for verb in VERBS:
            for said in (i18n.t(language, f"azul-queens-garden-cmd-{verb}-name"), buttons[verb]):
                found.setdefault(fold(said)[0], verb)
    return found


@cache
def joining_words() -> frozenset[str]:
    """The words the buttons put between names, which say nothing typed: a copy's
    "from", a placement's "on", a list's "and"."""
    from bot import i18n

    found: set[str] = set()
    for language in i18n.SUPPORTED:
        for template in (
            _say(language, "azul-queens-garden-copies-from", tiles=_HERE, label=_THERE),
            _say(language, "azul-queens-garden-place-label", tile=_HERE, cell=_THERE),
            i18n.join([_HERE, _THERE], language),
        ):
            between = template.partition(_HERE)[2].partition(_THERE)[0]
            found.update(fold(between))
    return frozenset(found)


def phrases(tables: Tables) -> dict[tuple[str, ...], str]:
    """The phrase table for ``tables``' pieces."""
    return _known(tables)[1]


def _known(tables: Tables) -> tuple[Tables, dict[tuple[str, ...], str], dict[str, int]]:
    """Built once per Tables: moves are parsed by the thousand while bots search."""
    known = _BY_TABLES.get(id(tables))
    if known is None or known[0] is not tables:
        table = _phrases(
            tables.colours,
            tuple((k, tables.kind_colour[k], tables.kind_value[k]) for k in tables.kinds),
            tuple((e, tables.exp_kind[e]) for e in tables.expansions),
            tuple(sorted(tables.pattern_names)),
        )
        longest: dict[str, int] = {}
        for words in table:
            longest[words[0]] = max(longest.get(words[0], 0), len(words))
        known = (tables, table, longest)
        _BY_TABLES[id(tables)] = known
    return known


_NOTATION = re.compile(r"^(?:\d+j|j|pay|[fa][0-5](?:\.(?:c|[0-5]))?|o[0-5]|t|l\d+|down)$")


def tokens(tables: Tables, text: str) -> list[str]:
    """The typed ``text`` as the notation's tokens: its first word a verb if it names
    one, runs of words naming something as their token, the joining words left out, any
    other word as typed (folded), for the grammar to accept or refuse."""
    words = fold(text.replace("@", " "))
    if not words:
        return []
    _, table, longest = _known(tables)
    verbs = verb_words()
    out = [verbs.get(words[0], words[0])]
    at = 1
    # the verb typed again in a command's option ("/azul place move: Piazza Azzurro 2 …")
    if len(words) > 1 and verbs.get(words[1]) == out[0] and out[0] in VERBS:
        at = 2
    joining = joining_words()
    while at < len(words):
        for size in range(min(longest.get(words[at], 0), len(words) - at), 0, -1):
            token = table.get(tuple(words[at:at + size]))
            # a notation token ("t", "l1", "2j") is kept as the notation reads it
            if token is not None and not (size == 1 and _NOTATION.match(words[at])
                                          and token != words[at]):
                out.append(token)
                at += size
                break
        else:
            if words[at] not in joining:
                out.append(words[at])
            at += 1
    return out
