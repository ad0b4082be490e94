"""The renderer contract and registry.

A renderer turns a game's *view* (never the full state) into a PNG with alt text. It
imports neither Discord nor the store. Every drawn word and the alt text are in
``language`` (a catalogue of :mod:`bot.i18n`: ``en``, ``it``, ``fr``), and caches key on
what they show, the language included. Every module in this package that defines a
module-level ``RENDERER`` is registered under ``RENDERER.game``.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import cache
from typing import Any

View = dict[str, Any]


@dataclass(frozen=True)
class RenderedImage:
    png: bytes
    alt: str
    filename: str = "board.png"


@dataclass(frozen=True)
class DecisionChoice:
    """One option of a positional decision, as the turn panel shows it: ``marker`` is the
    text of the badge to draw (the same text the button carries), ``notations`` the legal
    moves under that option, from which the renderer finds the place on the board."""

    marker: str
    notations: tuple[str, ...]


class Renderer:
    game: str = ""

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        """The public board (``view`` is the public view) or a seat's view of it."""
        raise NotImplementedError

    def boards(self, view: View, names: list[str], *,
               language: str = "en") -> list[RenderedImage]:
        """The public board as one or more images posted together (a market and the
        players' areas, when one picture would not read on a phone). Each image has its
        own alt text and a distinct ``filename``."""
        return [self.board(view, names, language=language)]

    def decision(self, view: View, seat: int, names: list[str],
                 choices: list[DecisionChoice], *,
                 language: str = "en") -> RenderedImage | None:
        """The picture for a positional decision of ``seat`` (``view`` is that seat's
        view, the position as it is now): their own tree or garden at full width with a
        numbered badge per choice. ``None`` when this decision needs no picture."""
        return None

    def hand(self, view: View, seat: int, names: list[str], *,
             language: str = "en") -> RenderedImage | None:
        """A private picture of ``seat``'s hidden holdings, or ``None`` if the game has none."""
        return None

    @property
    def has_hands(self) -> bool:
        """Whether the game hides anything a player holds (so the board offers My hand)."""
        return type(self).hand is not Renderer.hand


@cache
def renderers() -> dict[str, Renderer]:
    import rendering

    found: dict[str, Renderer] = {}
    for info in pkgutil.iter_modules(rendering.__path__):
        if info.name.startswith("_") or info.name == "base":
            continue
        module = importlib.import_module(f"rendering.{info.name}")
        renderer = getattr(module, "RENDERER", None)
        if isinstance(renderer, Renderer):
            found[renderer.game] = renderer
    return found


def get_renderer(game: str) -> Renderer:
    return renderers()[game]
