"""Kokeshi: the engine (``engine``), its notation (``notation``), its component tables
(``tables``) and a text format for building positions (``position``). The registry finds
``ENGINE`` here."""

from bot.games.kokeshi.engine import ENGINE, KokeshiEngine

__all__ = ["ENGINE", "KokeshiEngine"]
