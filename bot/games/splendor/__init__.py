"""Splendor: the engine (``engine``), its notation (``notation``) and its component
tables (``tables``). The registry finds ``ENGINE`` here."""

from bot.games.splendor.engine import ENGINE, SplendorEngine

__all__ = ["ENGINE", "SplendorEngine"]
