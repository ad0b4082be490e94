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
from collections.abc import Sequence
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
    """A game's pictures. A turn's post must read on a phone, so the public board comes
    in two parts: the *shared* pictures every post carries (the market, the table, a
    summary of everyone where the game draws one) and each seat's *own* board (their
    tree, garden, workshop), of which a post carries only those of the seats that must
    act (:meth:`turn_boards`); every other seat's is a tap away (:meth:`seat_board`)."""

    game: str = ""

    def board(self, view: View, names: list[str], *, language: str = "en") -> RenderedImage:
        """The public board (``view`` is the public view) or a seat's view of it."""
        raise NotImplementedError

    def shared_boards(self, view: View, names: list[str], *,
                      language: str = "en") -> list[RenderedImage]:
        """The pictures every turn's post carries, the first being the board itself
        (``board.png``): what all players share. Default: :meth:`board`; for a renderer
        that draws its pictures in :meth:`boards` alone, all of them."""
        if type(self).boards is not Renderer.boards:
            return self.boards(view, names, language=language)
        return [self.board(view, names, language=language)]

    def seat_board(self, view: View, seat: int, names: list[str], *,
                   language: str = "en") -> RenderedImage | None:
        """``seat``'s own board at full width (``view`` is the public view), shown in a
        turn's post to the seat that must act and on request to anyone; ``None`` when
        the shared pictures show every seat already."""
        return None

    def boards(self, view: View, names: list[str], *,
               language: str = "en") -> list[RenderedImage]:
        """Every picture of the public board: the shared ones, then each seat's own. Each
        image has its own alt text and a distinct ``filename``."""
        images = self.shared_boards(view, names, language=language)
        for seat in range(self.seat_count(view, names)):
            own = self.seat_board(view, seat, names, language=language)
            if own is not None:
                images.append(own)
        return images

    def turn_boards(self, view: View, names: list[str], focus: Sequence[int], *,
                    language: str = "en") -> list[RenderedImage]:
        """A turn's post: the shared pictures, then the own board of each seat in
        ``focus`` (the seats that must act now: what they need; the winners at the
        end). A phone shows a few pictures well, not five tall ones."""
        images = self.shared_boards(view, names, language=language)
        for seat in focus:
            own = self.seat_board(view, seat, names, language=language)
            if own is not None:
                images.append(own)
        return images

    def seat_count(self, view: View, names: list[str]) -> int:
        """How many seats ``view`` has: its ``seats`` list, else its ``players`` count,
        else one per name (callers may pass more names than seats)."""
        seats = view.get("seats")
        if isinstance(seats, list):
            return len(seats)
        players = view.get("players")
        return players if isinstance(players, int) else len(names)

    @property
    def has_seat_boards(self) -> bool:
        """Whether the game draws each seat's board apart (so a post offers the others')."""
        return type(self).seat_board is not Renderer.seat_board

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
