"""Zensō: the engine (``engine``), its notation (``notation``), one garden's geometry
(``garden``), the component tables (``tables``) and a text builder for positions
(``text``). The registry finds ``ENGINE`` here."""

from bot.games.zenso.engine import ENGINE, ZensoEngine

__all__ = ["ENGINE", "ZensoEngine"]
