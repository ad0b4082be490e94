"""Azul: Queen's Garden: the engine (``engine``), its notation (``notation``), its
component tables (``tables``), what players read in words (``words``) and a
text-to-position helper for tests (``position``). The registry finds ``ENGINE`` here."""

from bot.games.azul_queens_garden.engine import ENGINE, AzulEngine

__all__ = ["ENGINE", "AzulEngine"]
