"""Parsing and printing Azul: Queen's Garden moves (grammar in the engine's docstring).

Input is case-insensitive and tolerant of spacing, and takes the words players read on
the buttons and pictures in every language (:mod:`.typed`: "Azzurro 2 su F1 paga Giallo
2"); :func:`format_move` prints the one canonical spelling, which is what is stored.
Only the *shape* of a move is checked here (:class:`BadNotation`); whether it is allowed
is the engine's business (:class:`IllegalMove`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bot.games.azul_queens_garden.tables import GAME, Tables
from bot.games.azul_queens_garden.typed import tokens as typed_tokens
from bot.games.base import BadNotation
from bot.games.message import Message, component, msg, words

_JOKERS = re.compile(r"^(\d+)j$")
_CELL = re.compile(r"^(f[0-5]|a[0-5]\.(?:c|[0-5]))$")
_AREA = re.compile(r"^a([0-5])$")
_ORIENT = re.compile(r"^o([0-5])$")
_LOCATION = re.compile(r"^(t|l[1-9]\d*)$")
#: the pieces the refusals' examples name (in the reader's words: "Blue 3", "Azzurro 3")
_EXAMPLE, _EXAMPLE_EXP, _EXAMPLE_COPY = "blue_3", "exp_blue_3", "yellow_2"
_EXAMPLE_COLOUR, _EXAMPLE_PATTERN = "blue", "p3"


@dataclass(frozen=True)
class ParsedMove:
    verb: str
    criterion: str = ""
    choices: tuple[tuple[str, str], ...] = ()  # (kind, location) for duplicated kinds
    piece: str = ""  # the tile kind or expansion id placed / discarded
    pieces: tuple[str, ...] = ()  # the pieces of a discard of several at once
    cell: str = ""
    area: int = -1
    orientation: int = -1
    pay: tuple[str, ...] = ()  # the other non-joker pieces of the payment
    jokers: int = 0
    extra: dict[str, str] = field(default_factory=dict)


def cell_id(text: str) -> str:
    """``a0.c`` → ``A0.c``, ``f2`` → ``F2``."""
    return text[0].upper() + text[1:].lower()


def location_id(text: str) -> str:
    return text.upper()


def piece_order(tables: Tables, piece: str) -> tuple[int, int]:
    """Payment pieces print in hexagon-kind order, a tile before the expansion of its kind."""
    if piece.startswith("exp_"):
        return (tables.kind_index[tables.exp_kind[piece]], 1)
    return (tables.kind_index[piece], 0)


def discard_order(tables: Tables, piece: str) -> tuple[int, int]:
    """Discarded pieces print as the storage lists them: tiles, then expansions."""
    if piece.startswith("exp_"):
        return (1, tables.kind_index[tables.exp_kind[piece]])
    return (0, tables.kind_index[piece])


def _bad(text: str, why: Message) -> BadNotation:
    """A refusal of typed text: what was typed, and why it is not a move (the examples
    in the reasons are notation, which players type as it is)."""
    error = BadNotation(msg("azul-queens-garden-bad-move", text=text, why=why))
    error.at_table(GAME, ())  # names in English for logs before a table says where
    return error


def _piece(tables: Tables, token: str, text: str) -> str:
    if token in tables.kind_index or token in tables.exp_kind:
        return token
    raise _bad(text, msg("azul-queens-garden-bad-piece", token=token, tile=component(_EXAMPLE),
                         expansion=component(_EXAMPLE_EXP)))


def _payment(tables: Tables, tokens: list[str], text: str) -> tuple[tuple[str, ...], int]:
    if not tokens:
        return (), 0
    if tokens[0] != "pay":  # "pay", or the pay button's word in any language
        raise _bad(text, msg("azul-queens-garden-bad-pay-word"))
    pieces: list[str] = []
    jokers = 0
    seen_jokers = False
    for token in tokens[1:]:
        found = _JOKERS.match(token)
        if found:
            if seen_jokers:
                raise _bad(text, msg("azul-queens-garden-bad-jokers-twice"))
            jokers, seen_jokers = int(found.group(1)), True
        elif token == "j":
            jokers += 1
        else:
            pieces.append(_piece(tables, token, text))
    if not pieces and not jokers:
        raise _bad(text, msg("azul-queens-garden-bad-pay-empty"))
    return tuple(sorted(pieces, key=lambda p: piece_order(tables, p))), jokers


def parse(tables: Tables, text: str) -> ParsedMove:
    tokens = typed_tokens(tables, text)
    if not tokens:
        raise _bad(text, msg("azul-queens-garden-bad-empty"))
    verb, rest = tokens[0], tokens[1:]
    if verb in ("pass", "done"):
        if rest:
            raise _bad(text, msg("azul-queens-garden-bad-nothing-after",
                                 verb=text.split()[0].lower()))
        return ParsedMove(verb)
    if verb == "discard":
        if not rest:
            raise _bad(text, msg("azul-queens-garden-bad-discard", tile=component(_EXAMPLE)))
        # a joker is refused by the engine unless the data allows it (P8)
        pieces = ["J" if token in ("j", "1j") else _piece(tables, token, text) for token in rest]
        if len(pieces) == 1:
            return ParsedMove(verb, piece=pieces[0])
        # several pieces at once: the same as discarding them one after the other
        order = sorted(pieces, key=lambda p: (2, 0) if p == "J" else discard_order(tables, p))
        return ParsedMove(verb, pieces=tuple(order))
    if verb == "acquire":
        return _acquire(tables, rest, text)
    if verb == "place":
        if len(rest) < 2:
            raise _bad(text, msg("azul-queens-garden-bad-place", tile=component(_EXAMPLE)))
        if rest[0] not in tables.kind_index:
            raise _bad(text, msg("azul-queens-garden-bad-tile-kind", token=rest[0],
                                 tile=component(_EXAMPLE)))
        if not _CELL.match(rest[1]):
            raise _bad(text, msg("azul-queens-garden-bad-cell", token=rest[1]))
        pay, jokers = _payment(tables, rest[2:], text)
        return ParsedMove(verb, piece=rest[0], cell=cell_id(rest[1]), pay=pay, jokers=jokers)
    if verb == "expand":
        if len(rest) < 3:
            raise _bad(text, msg("azul-queens-garden-bad-expand",
                                 expansion=component(_EXAMPLE_EXP)))
        if rest[0] not in tables.exp_kind:
            raise _bad(text, msg("azul-queens-garden-bad-expansion", token=rest[0],
                                 expansion=component(_EXAMPLE_EXP)))
        area, orient = _AREA.match(rest[1]), _ORIENT.match(rest[2])
        if rest[2] == "down" and area:  # only where the data allows it (P16)
            pay, jokers = _payment(tables, rest[3:], text)
            return ParsedMove(
                verb, piece=rest[0], area=int(area.group(1)), orientation=-1, pay=pay, jokers=jokers
            )
        if not area:
            raise _bad(text, msg("azul-queens-garden-bad-area", token=rest[1]))
        if not orient:
            raise _bad(text, msg("azul-queens-garden-bad-orientation", token=rest[2]))
        pay, jokers = _payment(tables, rest[3:], text)
        return ParsedMove(
            verb,
            piece=rest[0],
            area=int(area.group(1)),
            orientation=int(orient.group(1)),
            pay=pay,
            jokers=jokers,
        )
    if verb == "buy":
        area = _AREA.match(rest[0]) if len(rest) == 1 else None
        if not area:
            raise _bad(text, msg("azul-queens-garden-bad-buy"))
        return ParsedMove(verb, area=int(area.group(1)))
    raise _bad(text, msg("azul-queens-garden-bad-verb"))


def _acquire(tables: Tables, rest: list[str], text: str) -> ParsedMove:
    """``acquire <criterion> [<kind> <location>]…``: a colour or pattern, then for each
    duplicated kind the location of the copy taken (``yellow_2@L1`` reads as
    ``yellow_2 L1``, and so does "Yellow 2 from L1")."""
    if not rest:
        raise _bad(text, msg("azul-queens-garden-bad-take-empty", colour=component(_EXAMPLE_COLOUR),
                             pattern=component(_EXAMPLE_PATTERN)))
    criterion = rest[0]
    if criterion not in tables.colours and criterion not in {f"p{v}" for v in range(1, 7)}:
        raise _bad(
            text,
            msg(
                "azul-queens-garden-bad-criterion",
                token=criterion,
                colours=words([component(colour) for colour in tables.colours], "or"),
                patterns=words([component(f"p{v}") for v in sorted(tables.pattern_names)],
                               "or"),
            ),
        )
    choices: dict[str, str] = {}
    picks = rest[1:]
    for at in range(0, len(picks), 2):
        kind, place = picks[at], picks[at + 1] if at + 1 < len(picks) else ""
        if kind not in tables.kind_index or not _LOCATION.match(place):
            raise _bad(text, msg("azul-queens-garden-bad-choice", token=" ".join(picks[at:at + 2]),
                                 example=_example_copy()))
        if kind in choices:
            raise _bad(text, msg("azul-queens-garden-bad-chosen-twice", token=component(kind)))
        choices[kind] = location_id(place)
    ordered = tuple(sorted(choices.items(), key=lambda kv: tables.kind_index[kv[0]]))
    return ParsedMove("acquire", criterion=criterion, choices=ordered)


def example_copy(kind: str, location: str) -> Message:
    """Which copy of a duplicate is taken, typed in the reader's words: the copy button's
    own "Yellow 2 from L1" (``L1`` and ``T`` are the labels the display picture draws)."""
    return msg("azul-queens-garden-copies-from", tiles=component(kind), label=location)


def _example_copy() -> Message:
    return example_copy(_EXAMPLE_COPY, "L1")


def payment_text(pay: tuple[str, ...], jokers: int) -> str:
    parts = list(pay) + ([f"{jokers}J"] if jokers else [])
    return f" pay {' '.join(parts)}" if parts else ""


def format_move(move: ParsedMove) -> str:
    verb = move.verb
    if verb in ("pass", "done"):
        return verb
    if verb == "discard":
        return f"discard {' '.join(move.pieces) if move.pieces else move.piece}"
    if verb == "acquire":
        picks = "".join(f" {kind}@{place}" for kind, place in move.choices)
        return f"acquire {move.criterion}{picks}"
    if verb == "place":
        return f"place {move.piece} {move.cell}{payment_text(move.pay, move.jokers)}"
    if verb == "expand":
        turn = "down" if move.orientation < 0 else f"o{move.orientation}"
        return f"expand {move.piece} A{move.area} {turn}{payment_text(move.pay, move.jokers)}"
    return f"buy A{move.area}"
