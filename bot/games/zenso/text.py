"""Gardens drawn as text, in the map notation of spec §9: each cell is its terrain letter
(``S P B C M G``) followed by ``*`` for a Stone, a digit for its Lantern count, or ``#``
for a cell covered by a Harmony card (``.#`` when the card overhangs an empty cell); a
lone ``.`` is an empty grid cell. A header ``x=0 x=1 …`` and row labels ``y=0`` are
optional (they set the coordinates; without them the top-left is ``(0, 0)``), and
anything after a row's cells (an annotation such as ``H06 at anchor (3,0)``) is ignored.

    garden_from_text('''
            x=0 x=1 x=2
      y=0   C   S*  M
      y=1   S*  M   M
    ''')

A test builds a position from a few such lines; :func:`garden_to_text` prints one back.
"""

from __future__ import annotations

import re
from typing import Any

from bot.games.zenso.garden import block, key, unkey

_TOKEN = re.compile(r"^([SPBCMG.])(\*|\d+|#)?$")


def garden_from_text(text: str, harmony: dict[str, tuple[int, int]] | None = None
                     ) -> dict[str, list[Any]]:
    """The stored garden for a drawn map; ``harmony`` maps card id -> footprint anchor for
    the ``#`` cells (every ``#`` cell must lie in one of those footprints)."""
    lines = [line for line in text.splitlines() if line.strip()]
    x0 = 0
    if lines and lines[0].split()[0].startswith("x="):
        x0 = int(lines[0].split()[0][2:])
        lines = lines[1:]
    covered: dict[tuple[int, int], str] = {}
    for card_id, anchor in (harmony or {}).items():
        for cell in block(anchor):
            covered[cell] = card_id
    garden: dict[str, list[Any]] = {}
    for row_index, line in enumerate(lines):
        words = line.split()
        y = row_index
        if words and words[0].startswith("y="):
            y = int(words[0][2:])
            words = words[1:]
        for col, word in enumerate(words):
            match = _TOKEN.match(word)
            if not match:
                break
            letter, mark = match.groups()
            cell = (x0 + col, y)
            if letter == "." and not mark:
                continue
            terrain = None if letter == "." else letter
            stone = 1 if mark == "*" else 0
            lanterns = int(mark) if mark and mark.isdigit() else 0
            card = None
            if mark == "#":
                if cell not in covered:
                    raise ValueError(f"cell {key(cell)} is covered but no card's footprint "
                                     "holds it")
                card = covered[cell]
            garden[key(cell)] = [terrain, stone, lanterns, card]
    return garden


def garden_to_text(garden: dict[str, list[Any]]) -> str:
    """The map notation of a stored garden, with x/y rulers."""
    cells = {unkey(k): v for k, v in garden.items()}
    if not cells:
        return ""
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    lines = ["      " + " ".join(f"x={x:<2}" for x in range(min(xs), max(xs) + 1))]
    for y in range(min(ys), max(ys) + 1):
        words = []
        for x in range(min(xs), max(xs) + 1):
            data = cells.get((x, y))
            if data is None:
                words.append(".   ")
                continue
            terrain, stone, lanterns, card = data
            word = (terrain or ".") + ("#" if card else "*" if stone else
                                       str(lanterns) if lanterns else "")
            words.append(f"{word:<4}")
        lines.append(f"y={y:<3} " + " ".join(words).rstrip())
    return "\n".join(lines)
