"""Bonsai: the engine (``engine``), its notation (``notation``), the tree geometry and
placement rules (``tree``) and the component data (``tables``). The registry finds
``ENGINE`` here."""

from bot.games.bonsai.engine import ENGINE, BonsaiEngine

__all__ = ["ENGINE", "BonsaiEngine"]
