"""The turn panel as data: any game's pending decision as a tree of taps.

Each legal move carries a ``path`` of step labels. At every level the panel offers the
distinct labels of the next step, in the order the engine listed them; choosing one goes
a level deeper, and choosing a label that ends a move's path plays that move. A level
with a single option is passed through on its own, so nobody taps a lone button.

Positions in the tree are lists of indices, which keep a button's ``custom_id`` short
and are stable for a given game version (the engine's move order is deterministic). This
module knows nothing of Discord; ``bot.discord_app.ui`` turns a :class:`Panel` into
components.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.games.base import Move

PAGE_SIZE = 20  # buttons: 4 rows of 5, the fifth row is navigation
SELECT_PAGE_SIZE = 25


@dataclass(frozen=True)
class PanelOption:
    index: int
    label: str
    move: Move | None  # set when choosing this option plays the move
    #: the board position every move under this option shares (``T2-3``), so the button
    #: can name the marker drawn on the image
    marker: str | None = None

    @property
    def button_label(self) -> str:
        if self.marker and not _names_marker(self.label, self.marker):
            return f"{self.marker} · {self.label}"
        return self.label


@dataclass(frozen=True)
class Panel:
    prefix: tuple[int, ...]
    trail: tuple[str, ...]  # labels chosen so far
    options: tuple[PanelOption, ...]  # every option of this level
    depth: int

    def page(self, number: int, size: int) -> tuple[PanelOption, ...]:
        return self.options[number * size:(number + 1) * size]

    def page_count(self, size: int) -> int:
        return max(1, -(-len(self.options) // size))


class PanelPathError(Exception):
    """The position no longer exists (the moves changed)."""


def navigate(moves: list[Move], prefix: tuple[int, ...] = ()) -> Panel | Move:
    """Follow ``prefix`` (then any lone intermediate steps) through the move tree.

    Returns the :class:`Move` when the prefix ends on a complete path, else the
    :class:`Panel` of the level reached. Raises :class:`PanelPathError` for a prefix
    that does not exist among ``moves``.
    """
    if not moves:
        raise PanelPathError("no moves")
    candidates = moves
    taken: list[int] = []
    trail: list[str] = []
    pending = list(prefix)
    depth = 0
    while True:
        labels = _distinct_labels(candidates, depth)
        if pending:
            index = pending.pop(0)
            if not 0 <= index < len(labels):
                raise PanelPathError(f"index {index} out of range at depth {depth}")
        elif len(labels) == 1 and _ends_here(candidates, depth, labels[0]) is None:
            index = 0  # a lone intermediate step: nobody should have to tap it
        else:
            options = tuple(PanelOption(i, label, _ends_here(candidates, depth, label),
                                        _shared_marker(candidates, depth, label))
                            for i, label in enumerate(labels))
            return Panel(tuple(taken), tuple(trail), options, depth)
        label = labels[index]
        taken.append(index)
        trail.append(label)
        finished = _ends_here(candidates, depth, label)
        if finished is not None:
            if pending:
                raise PanelPathError("the prefix continues past a complete move")
            return finished
        candidates = [m for m in candidates
                      if len(m.steps) > depth + 1 and m.steps[depth] == label]
        depth += 1


def _names_marker(label: str, marker: str) -> bool:
    """Does the label already show the marker as a word of its own? ("S3 · T32" shows
    S3; "Row -1" and "Row 10" do not show 1.)"""
    return re.search(rf"(?<![\w.-]){re.escape(marker)}(?![\w.-])", label) is not None


def _shared_marker(moves: list[Move], depth: int, label: str) -> str | None:
    markers = {m.marker for m in moves if len(m.steps) > depth and m.steps[depth] == label}
    return markers.pop() if len(markers) == 1 else None


def _distinct_labels(moves: list[Move], depth: int) -> list[str]:
    seen: dict[str, None] = {}
    for move in moves:
        if len(move.steps) > depth:
            seen.setdefault(move.steps[depth], None)
    return list(seen)


def _ends_here(moves: list[Move], depth: int, label: str) -> Move | None:
    for move in moves:
        if len(move.steps) == depth + 1 and move.steps[depth] == label:
            return move
    return None
