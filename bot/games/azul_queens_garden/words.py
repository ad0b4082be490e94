"""Azul: Queen's Garden in words: what players read names pieces, places and goals the
way a person would, from the data's names, never by the notation's ids.

    blue_2              Blue 2                       (the colour's name and the value)
    exp_yellow_3        the Yellow 3 expansion
    p3 (a criterion)    pattern 3 (Butterflies)
    T / L1              the stack's top (T) / the laid-out expansion L1 on first use in a
                        sentence, then T / L1 (the labels the display picture shows, P20)
    F1                  F1 (the fountain's north-east space)
    A0.3 / A0           A0.3 (the west cell of the east area) / the east area (A0)
    O0                  the statue east-north-east of the fountain (O0)

Directions are the data's names for the six neighbour directions as the pictures draw
them (pointy-top, north up). The notation is untouched: typed commands keep the ids,
and these words go into events, prompts, labels, refusals, results and alt text.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.games.azul_queens_garden.tables import Tables

_COMPASS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def joined(words: Iterable[str], joint: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {joint} {items[-1]}"


def capital(text: str) -> str:
    """The sentence's first letter capitalised (``the Blue 3 expansion`` opening one)."""
    return text[:1].upper() + text[1:]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def colour_word(t: Tables, colour: str) -> str:
    """``lightgreen`` → ``Light green`` (the data's name without its gloss)."""
    return t.colour_names[colour].split(" (")[0]


def kind_name(t: Tables, kind: str) -> str:
    """A hexagon kind as the picture shows it: ``darkpurple_5`` → ``Dark purple 5``."""
    return f"{colour_word(t, t.kind_colour[kind])} {t.kind_value[kind]}"


def expansion_name(t: Tables, exp: str) -> str:
    """A face-up expansion by its printed hexagon: ``the Yellow 3 expansion``."""
    return f"the {kind_name(t, t.exp_kind[exp])} expansion"


def piece_name(t: Tables, piece: str) -> str:
    """A storage piece: a tile by its kind, an expansion as such, ``J`` a joker."""
    if piece == "J":
        return "a joker"
    if piece.startswith("exp_"):
        return expansion_name(t, piece)
    return kind_name(t, piece)


def pattern_word(t: Tables, value: int) -> str:
    """``3`` → ``pattern 3 (Butterflies)``."""
    return f"pattern {value} ({t.pattern_names[value]})"


def criterion_words(t: Tables, criterion: str) -> str:
    """A colour or pattern criterion (or goal): ``Light green``, ``pattern 3 (Butterflies)``."""
    if criterion in t.colour_names:
        return colour_word(t, criterion)
    return pattern_word(t, int(criterion[1:]))


def payment_words(t: Tables, pay: Iterable[str], jokers: int) -> str:
    """``Yellow 2, the Blue 5 expansion and 1 joker`` (empty for nothing)."""
    parts = [piece_name(t, p) for p in pay]
    if jokers:
        parts.append(plural(jokers, "joker"))
    return joined(parts)


# --- places -------------------------------------------------------------------------------

def direction(t: Tables, index: int) -> str:
    """The data's name of neighbour direction ``index``, spelled out: ``north-east``."""
    code = t.data["geometry"]["direction_names_pointy_top"][index % 6]
    return "-".join(_COMPASS[letter] for letter in code)


def _between(t: Tables, first: int, second: int) -> str:
    """The direction halfway between two neighbouring ones, as a compass reads it:
    north-east and north-west give ``north``; east and north-east ``east-north-east``."""
    a, b = direction(t, first), direction(t, second)
    if "-" in a and "-" in b and a.split("-")[0] == b.split("-")[0]:
        return a.split("-")[0]
    single, double = (a, b) if "-" not in a else (b, a)
    return f"{single}-{double}"


def area_words(t: Tables, area: int) -> str:
    """``the east area (A0)``: the label the picture draws on an empty area, explained."""
    return f"the {direction(t, area)} area (A{area})"


def cell_words(t: Tables, cell: str) -> str:
    """A garden cell with its id (the decision picture's badge) and where it lies."""
    if cell in t.fixed_elements:
        return element_words(t, cell, t.fixed_elements[cell][0])
    area = t.cell_area.get(cell)
    if area is None:
        return f"{cell} (the fountain's {direction(t, int(cell[1:]))} space)"
    if cell.endswith(".c"):
        return f"{cell} (the centre of the {direction(t, area)} area)"
    return f"{cell} (the {direction(t, int(cell[-1]))} cell of the {direction(t, area)} area)"


def element_words(t: Tables, element: str, kind: str) -> str:
    """An element of the garden: the fountain, an ornament, an expansion's pavilion."""
    if kind == "fountain":
        return "the fountain"
    if kind == "pavilion":
        return f"the pavilion of {area_words(t, t.cell_area[element])}"
    index = int(element[1:])
    return f"the {kind} {_between(t, index, index + 1)} of the fountain ({element})"


class Places:
    """Display locations in one sentence: explained on first use, bare label after."""

    def __init__(self) -> None:
        self._laid_said = False

    def tiles_from(self, location: str) -> str:
        if location == "T":
            return "the stack's top (T)"
        if self._laid_said:
            return location
        self._laid_said = True
        return f"the laid-out expansion {location}"

    def face_up(self, t: Tables, exp: str, location: str) -> str:
        """A face-up laid-out expansion taken as a piece: ``the face-up Blue 3 expansion
        L2`` (which also says what an L label is)."""
        self._laid_said = True
        return f"the face-up {kind_name(t, t.exp_kind[exp])} expansion {location}"
