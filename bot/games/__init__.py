"""Game engines and their registry.

Every package (or module) in this package that defines a module-level ``ENGINE`` (an
:class:`~bot.games.base.Engine`) is registered under ``ENGINE.name``: one package per
game (``bot/games/splendor/``). Adding a game is adding a package; nothing here changes.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from bot.games.base import Engine


@cache
def registry() -> dict[str, Engine]:
    """The playable games (what ``/game new`` offers)."""
    return {name: engine for name, engine in all_engines().items() if engine.playable}


@cache
def all_engines() -> dict[str, Engine]:
    """Every engine, including games still being built (``playable = False``)."""
    engines: dict[str, Engine] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_") or info.name in {"base", "data"}:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        engine = getattr(module, "ENGINE", None)
        if isinstance(engine, Engine):
            engines[engine.name] = engine
    return dict(sorted(engines.items()))


def get_engine(name: str) -> Engine:
    try:
        return registry().get(name) or all_engines()[name]
    except KeyError:
        raise KeyError(f"Unknown game {name!r}.") from None
