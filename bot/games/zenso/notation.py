"""Zensō move notation: parse any accepted spelling, print the one canonical spelling.

Cells are ``x,y`` (negative allowed, no spaces); display positions ``D1``–``D6``; card ids
as printed (``T05``, ``H12``, ``J03``). Input is case-insensitive and whitespace-tolerant.

=====================  ===========================================================
``skip``               skip phase 1 (combine nothing)
``combine 1,0``        add the Stone at (1,0) to the stack being formed (phase 1)
``combine all``        combine every Stone of the garden at once (phase 1)
``done``               combine the Stones added so far (phase 1)
``buy D3``             free action: buy display card 3 (``buy deck``: the deck's top)
``swap H05 D2``        free action (J06): hand card H05 for display card 2
``move 1,0 to 2,3``    free action (J09): move a Lantern
``take 3``             phase 2: take the Terrain card in row slot 3 (``take 3 bonus 2``:
                       and choose the 2nd item of its OR bonus at once)
``bonus 2``            phase 2: the 2nd item of an OR bonus
``draw D4``            phase 2: a Harmony item from display 4 (``draw deck``)
``keep 2``             J10: keep the 2nd of the drawn cards (by position: the log
                       never names a card only its drawer saw)
``place 1,-1 r90``     phase 3: anchor (1,-1), rotation 90° clockwise
``stone 2,0``          put a pending Stone on (2,0) (``stone 2,0 3,1``: two of them)
``lantern 0,1``        put a pending Lantern on (0,1) (``lantern 0,1 0,1``: two there)
``validate H01 3,0``   phase 4: validate H01 with its footprint anchored at (3,0)
``witness 2``          phase 4: discard the 2nd compatible Stone set (Jizō)
``pay 2,1``            phase 4: pay the Stone at (2,1) as the card's cost (or several)
``end``                end the turn (phase 5 follows automatically)
=====================  ===========================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.games.base import BadNotation
from bot.games.message import msg

Cell = tuple[int, int]

_CELL = re.compile(r"^(-?\d{1,3}),(-?\d{1,3})$")
_DISPLAY = re.compile(r"^d([1-9])$")
_CARD = re.compile(r"^([thj])(\d{2})$")
_ROT = re.compile(r"^r(\d{1,3})$")
_SMALL = re.compile(r"^[1-9]$")



@dataclass(frozen=True)
class Parsed:
    verb: str
    cell: Cell | None = None
    cell2: Cell | None = None
    card: str | None = None
    number: int | None = None  # slot, display position, item or option index; 0 = deck
    rotation: int | None = None
    all: bool = False
    #: ``take 3 bonus 2``: the OR bonus item chosen with the card
    item: int | None = None
    #: every cell of ``stone``, ``lantern`` and ``pay`` (several are placed in order)
    cells: tuple[Cell, ...] = ()


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def _cell(word: str) -> Cell:
    m = _CELL.match(word)
    if not m:
        raise BadNotation(msg("zenso-notation-cell", word=word))
    return int(m.group(1)), int(m.group(2))


def _card(word: str) -> str:
    m = _CARD.match(word)
    if not m:
        raise BadNotation(msg("zenso-notation-card", word=word))
    return m.group(1).upper() + m.group(2)


def _source(word: str) -> int:
    if word == "deck":
        return 0
    m = _DISPLAY.match(word)
    if not m:
        raise BadNotation(msg("zenso-notation-source", word=word))
    return int(m.group(1))


def _small(word: str, what: str) -> int:
    if not _SMALL.match(word):
        raise BadNotation(msg(f"zenso-notation-{what}", word=word))
    return int(word)


def parse(text: str) -> Parsed:
    words = text.strip().lower().replace(" , ", ",").split()
    if not words:
        raise BadNotation(msg("zenso-notation-empty"))
    verb, args = words[0], words[1:]
    try:
        if verb in ("skip", "done", "end") and not args:
            return Parsed(verb)
        if verb == "combine" and len(args) == 1:
            if args[0] == "all":
                return Parsed(verb, all=True)
            return Parsed(verb, cell=_cell(args[0]))
        if verb in ("buy", "draw") and len(args) == 1:
            return Parsed(verb, number=_source(args[0]))
        if verb == "swap" and len(args) == 2:
            number = _source(args[1])
            if number == 0:
                raise BadNotation(msg("zenso-notation-swap-deck"))
            return Parsed(verb, card=_card(args[0]), number=number)
        if verb == "move" and len(args) in (2, 3):
            if len(args) == 3 and args[1] != "to":
                raise BadNotation(msg("zenso-notation-move"))
            return Parsed(verb, cell=_cell(args[0]), cell2=_cell(args[-1]))
        if verb == "take" and len(args) == 1:
            return Parsed(verb, number=_small(args[0].removeprefix("slot"), "slot"))
        if verb == "take" and len(args) == 3 and args[1] == "bonus":
            return Parsed(verb, number=_small(args[0].removeprefix("slot"), "slot"),
                          item=_small(args[2], "choice"))
        if verb in ("bonus", "keep", "witness") and len(args) == 1:
            return Parsed(verb, number=_small(args[0], "choice"))
        if verb == "place" and len(args) in (1, 2):
            rotation = 0
            if len(args) == 2:
                m = _ROT.match(args[1])
                if not m:
                    raise BadNotation(msg("zenso-notation-rotation", word=args[1]))
                rotation = int(m.group(1))
            return Parsed(verb, cell=_cell(args[0]), rotation=rotation)
        if verb in ("stone", "lantern", "pay") and 1 <= len(args) <= 9:
            cells = tuple(_cell(a) for a in args)
            return Parsed(verb, cell=cells[0], cells=cells)
        if verb == "validate" and len(args) == 2:
            return Parsed(verb, card=_card(args[0]), cell=_cell(args[1]))
    except BadNotation:
        raise
    raise BadNotation(msg("zenso-notation-unknown", word=text.strip()))


def format_move(p: Parsed) -> str:
    """The canonical spelling of a parsed move."""
    v = p.verb
    if v in ("skip", "done", "end"):
        return v
    if v == "combine":
        return "combine all" if p.all else f"combine {cell_text(p.cell)}"  # type: ignore[arg-type]
    if v in ("buy", "draw"):
        return f"{v} {'deck' if p.number == 0 else f'D{p.number}'}"
    if v == "swap":
        return f"swap {p.card} D{p.number}"
    if v == "move":
        return f"move {cell_text(p.cell)} to {cell_text(p.cell2)}"  # type: ignore[arg-type]
    if v == "take" and p.item:
        return f"take {p.number} bonus {p.item}"
    if v in ("take", "bonus", "keep", "witness"):
        return f"{v} {p.number}"
    if v == "place":
        return f"place {cell_text(p.cell)} r{p.rotation}"  # type: ignore[arg-type]
    if v in ("stone", "lantern", "pay"):
        cells = p.cells or (p.cell,)
        return f"{v} {' '.join(cell_text(c) for c in cells)}"  # type: ignore[arg-type]
    if v == "validate":
        return f"validate {p.card} {cell_text(p.cell)}"  # type: ignore[arg-type]
    raise BadNotation(msg("zenso-notation-unknown", word=v))


def canonical(text: str) -> str:
    return format_move(parse(text))
