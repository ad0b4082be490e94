"""Azul: Queen's Garden in words: what players read names pieces, places and goals the
way a person would, never by the notation's ids. Everything here is a message
(:mod:`bot.games.message`) or a message argument; the catalogues
(``locales/<lang>/azul_queens_garden.ftl``) put it in the reader's language.

    blue_2              component("blue_2")         Blue 2 / Azzurro 2 / Bleu 2
    exp_yellow_3        component("exp_yellow_3")   the Yellow 3 expansion
    p3 (a criterion)    pattern 3 (Butterflies)
    T / L1              the stack's top (T) / the laid-out expansion L1 on first use in a
                        sentence, then T / L1 (the labels the display picture shows, P20)
    F1                  F1 (the fountain's north-east space)
    A0.3 / A0           A0.3 (the west cell of the east area) / east area (A0), said
                        without its article so each language puts its own before it
    O0                  the statue east-north-east of the fountain (O0)

Directions are the data's names for the six neighbour directions as the pictures draw
them (pointy-top, north up). The notation is untouched: it is what is stored, and typed
commands take its ids as well as these words (:mod:`.typed`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.games.azul_queens_garden.tables import GAME, Tables
from bot.games.base import IllegalMove
from bot.games.message import Message, component, msg, words

#: every message id of the game starts so
P = "azul-queens-garden-"


def say(key: str, **args: Any) -> Message:
    """``msg("azul-queens-garden-takes", who=…)`` is ``msg("azul-queens-garden-takes", who=…)``."""
    return msg(P + key, **args)


def refuse(message: Message) -> IllegalMove:
    """A refusal saying ``message``; it names components even before a table says where
    it was refused (``str()`` is English, for logs and tests)."""
    return IllegalMove(message).at_table(GAME, ())


def kind_name(t: Tables, kind: str) -> dict[str, str]:
    """A hexagon kind as the picture shows it: ``darkpurple_5`` → Dark purple 5."""
    return component(kind)


def kinds_list(t: Tables, kinds: Iterable[str]) -> dict[str, Any]:
    """``Blue 5, Yellow 4 and Light green 1``."""
    return words([component(k) for k in kinds])


def expansion_name(t: Tables, exp: str) -> dict[str, str]:
    """A face-up expansion by its printed hexagon: the Yellow 3 expansion."""
    return component(exp)


def piece_name(t: Tables, piece: str) -> Message | dict[str, str]:
    """A storage piece: a tile by its kind, an expansion as such, ``J`` a joker."""
    if piece == "J":
        return msg("azul-queens-garden-a-joker")
    return component(piece)


def criterion_words(t: Tables, criterion: str) -> Message | dict[str, str]:
    """A colour or pattern criterion (or goal): Light green, pattern 3 (Butterflies)."""
    if criterion in t.colour_names:
        return component(criterion)
    return msg("azul-queens-garden-pattern", value=int(criterion[1:]), name=component(criterion))


def criteria_list(t: Tables, criteria: Iterable[str]) -> dict[str, Any]:
    return words([criterion_words(t, c) for c in criteria])


def payment_words(t: Tables, pay: Iterable[str], jokers: int) -> dict[str, Any]:
    """Yellow 2, the Blue 5 expansion and 1 joker (empty for nothing)."""
    parts: list[Any] = [piece_name(t, p) for p in pay]
    if jokers:
        parts.append(msg("azul-queens-garden-jokers", count=jokers))
    return words(parts)


# --- places -------------------------------------------------------------------------------


def direction_code(t: Tables, index: int) -> str:
    """The data's name of neighbour direction ``index``: ``NE``."""
    return str(t.data["geometry"]["direction_names_pointy_top"][index % 6])


def direction(t: Tables, index: int) -> Message:
    """North-east, in the reader's language."""
    return msg(f"azul-queens-garden-direction-{direction_code(t, index).lower()}")


def _between(t: Tables, first: int, second: int) -> Message:
    """Where an ornament lies: the direction halfway between two neighbouring ones, as a
    compass reads it (north-east and north-west give north; east and north-east
    east-north-east), said with its preposition where a language needs one (French
    "au nord", "à l'est-nord-est")."""
    a, b = direction_code(t, first), direction_code(t, second)
    if len(a) == 2 and len(b) == 2 and a[0] == b[0]:
        code = a[0]
    else:
        single, double = (a, b) if len(a) == 1 else (b, a)
        code = single + double
    return msg(f"azul-queens-garden-direction-at-{code.lower()}")


def area_words(t: Tables, area: int) -> Message:
    """``east area (A0)``: the label the picture draws on an empty area, explained,
    without an article (each language's sentence puts its own before it)."""
    return msg("azul-queens-garden-area", direction=direction(t, area), label=f"A{area}")


def cell_words(t: Tables, cell: str) -> Message:
    """A garden cell with its id (the decision picture's badge) and where it lies."""
    if cell in t.fixed_elements:
        return element_words(t, cell, t.fixed_elements[cell][0])
    area = t.cell_area.get(cell)
    if area is None:
        return msg(
            "azul-queens-garden-cell-fountain", cell=cell, direction=direction(t, int(cell[1:]))
        )
    if cell.endswith(".c"):
        return msg("azul-queens-garden-cell-centre", cell=cell, area=direction(t, area))
    return msg(
        "azul-queens-garden-cell-ring",
        cell=cell,
        direction=direction(t, int(cell[-1])),
        area=direction(t, area),
    )


def element_words(t: Tables, element: str, kind: str) -> Message:
    """An element of the garden: the fountain, an ornament, an expansion's pavilion."""
    if kind == "fountain":
        return msg("azul-queens-garden-element-fountain")
    if kind == "pavilion":
        return msg("azul-queens-garden-element-pavilion", area=area_words(t, t.cell_area[element]))
    index = int(element[1:])
    return msg(
        f"azul-queens-garden-element-{kind}", direction=_between(t, index, index + 1), label=element
    )


class Places:
    """Display locations in one sentence: explained on first use, bare label after."""

    def __init__(self) -> None:
        self._laid_said = False

    def tiles_from(self, location: str) -> Message:
        if location == "T":
            return msg("azul-queens-garden-from-top")
        if self._laid_said:
            return msg("azul-queens-garden-from-label", label=location)
        self._laid_said = True
        return msg("azul-queens-garden-from-laid", label=location)

    def face_up(self, t: Tables, exp: str, location: str) -> Message:
        """A face-up laid-out expansion taken as a piece: the face-up Blue 3 expansion
        L2 (which also says what an L label is)."""
        self._laid_said = True
        return msg(
            "azul-queens-garden-taken-face-up", tile=component(t.exp_kind[exp]), label=location
        )
