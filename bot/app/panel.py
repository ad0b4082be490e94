"""The turn panel as data: any game's pending decision as a tree of taps.

Each legal move carries a ``path`` of steps (messages, or English labels from before). At
every level the panel offers the distinct steps that come next, in the order the engine
listed them, told apart by their :func:`~bot.games.base.step_key` — the same in every
language, never the words shown; choosing one goes a level deeper, and choosing a step
that ends a move's path plays that move. A level with a single option is passed through
on its own, so nobody taps a lone button.

Positions in the tree are lists of indices, which keep a button's ``custom_id`` short
and are stable for a given game version (the engine's move order is deterministic). This
module knows nothing of Discord; ``bot.discord_app.ui`` turns a :class:`Panel` into
components.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.games.base import Move, Words, step_key

PAGE_SIZE = 20  # buttons: 4 rows of 5, the fifth row is navigation
SELECT_PAGE_SIZE = 25


@dataclass(frozen=True)
class PanelOption:
    index: int
    label: Words  # the step, to be put in the reader's words
    move: Move | None  # set when choosing this option plays the move
    #: the board position every move under this option shares (``T2-3``), so the button
    #: can name the marker drawn on the image
    marker: str | None = None

    @property
    def key(self) -> str:
        return step_key(self.label)

    def button_text(self, said: str) -> str:
        """The button's text, given the step in the reader's words: the marker drawn on
        the picture comes first unless the words show it already."""
        if self.marker and not _names_marker(said, self.marker):
            return f"{self.marker} · {said}"
        return said

    @property
    def button_label(self) -> str:
        """:meth:`button_text` of a step given as an English label."""
        return self.button_text(str(self.label))


@dataclass(frozen=True)
class Panel:
    prefix: tuple[int, ...]
    trail: tuple[Words, ...]  # the steps chosen so far
    options: tuple[PanelOption, ...]  # every option of this level
    depth: int

    @property
    def trail_keys(self) -> tuple[str, ...]:
        return tuple(step_key(step) for step in self.trail)

    @property
    def together(self) -> int:
        """How many options of this level may be chosen at once (1: one at a time): the
        least ``together`` of their moves, when every option plays a move and none gives
        something up (a move that ``forfeits`` is confirmed alone)."""
        if len(self.options) < 2 or any(o.move is None or o.move.forfeits
                                         for o in self.options):
            return 1
        return min(o.move.together for o in self.options if o.move is not None)

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
    trail: list[Words] = []
    pending = list(prefix)
    depth = 0
    while True:
        steps = _distinct_steps(candidates, depth)
        keys = list(steps)
        if pending:
            index = pending.pop(0)
            if not 0 <= index < len(keys):
                raise PanelPathError(f"index {index} out of range at depth {depth}")
        elif len(keys) == 1 and _ends_here(candidates, depth, keys[0]) is None:
            index = 0  # a lone intermediate step: nobody should have to tap it
        else:
            options = tuple(PanelOption(i, steps[key], _ends_here(candidates, depth, key),
                                        _shared_marker(candidates, depth, key))
                            for i, key in enumerate(keys))
            return Panel(tuple(taken), tuple(trail), options, depth)
        key = keys[index]
        taken.append(index)
        trail.append(steps[key])
        finished = _ends_here(candidates, depth, key)
        if finished is not None:
            if pending:
                raise PanelPathError("the prefix continues past a complete move")
            return finished
        candidates = [m for m in candidates
                      if len(m.steps) > depth + 1 and m.step_keys[depth] == key]
        depth += 1


def _names_marker(label: str, marker: str) -> bool:
    """Does the label already show the marker as a word of its own? ("S3 · T32" shows
    S3; "Row -1" and "Row 10" do not show 1.)"""
    return re.search(rf"(?<![\w.-]){re.escape(marker)}(?![\w.-])", label) is not None


def _shared_marker(moves: list[Move], depth: int, key: str) -> str | None:
    markers = {m.marker for m in moves if len(m.steps) > depth and m.step_keys[depth] == key}
    return markers.pop() if len(markers) == 1 else None


def _distinct_steps(moves: list[Move], depth: int) -> dict[str, Words]:
    """The steps at ``depth`` by key, in the engine's order."""
    seen: dict[str, Words] = {}
    for move in moves:
        if len(move.steps) > depth:
            seen.setdefault(move.step_keys[depth], move.steps[depth])
    return seen


def _ends_here(moves: list[Move], depth: int, key: str) -> Move | None:
    for move in moves:
        if len(move.steps) == depth + 1 and move.step_keys[depth] == key:
            return move
    return None
