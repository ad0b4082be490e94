"""Decision pictures: the seat's own tree or garden, drawn for a positional step of the
turn panel, with a numbered badge per option matching the panel's buttons.

The panel level (:class:`bot.app.panel.Panel`) says which options are on screen; the
moves under each option tell the game's renderer where it lies on the board. A renderer
that has no picture for a step returns ``None``, and the panel goes without. Pictures are
cached per game version, seat and panel position, since a player often taps Back and
forth; rendering runs off the event loop.
"""

from __future__ import annotations

from collections import OrderedDict

from bot.app import boards
from bot.app.panel import Panel
from bot.app.records import GameRecord
from bot.games import get_engine
from bot.games.base import Move
from rendering.base import DecisionChoice, RenderedImage, Renderer, get_renderer

#: enough for every open panel of a busy server; a picture is ~100 KB
_CACHE_SIZE = 64
_cache: OrderedDict[tuple[object, ...], RenderedImage | None] = OrderedDict()


def decision_choices(moves: list[Move], panel: Panel,
                     options: tuple[int, ...] | None = None) -> list[DecisionChoice]:
    """The options of ``panel`` that name a place (a ``marker``), each with the
    notations of the moves under it. ``options`` limits them to those on screen."""
    depth = panel.depth
    trail = panel.trail_keys
    choices = []
    for option in panel.options:
        if options is not None and option.index not in options:
            continue
        if not option.marker:
            continue
        under = tuple(m.notation for m in moves
                      if len(m.steps) > depth and m.step_keys[:depth] == trail
                      and m.step_keys[depth] == option.key)
        choices.append(DecisionChoice(option.marker, under))
    return choices


def render_decision(game: GameRecord, seat: int, moves: list[Move], panel: Panel,
                    shown: tuple[int, ...] | None = None,
                    language: str = "en") -> RenderedImage | None:
    """The picture for this panel level in ``language`` (the reader's), or ``None``.
    Pure apart from the cache."""
    key = _key(game, seat, panel, shown, language)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    choices = decision_choices(moves, panel, shown)
    picture = None
    if choices:
        assert game.state is not None
        view = get_engine(game.kind).view(game.state, seat)
        picture = get_renderer(game.kind).decision(view, seat, game.names, choices,
                                                   language=language)
    _remember(key, picture)
    return picture


def _key(game: GameRecord, seat: int, panel: Panel, shown: tuple[int, ...] | None,
         language: str) -> tuple[object, ...]:
    # the game's kind and seed too: a bot started over another store in the same process
    # (the tests, the console) numbers its games from 1 again
    return (game.kind, game.seed, game.id, game.version, seat, panel.prefix, hash(shown),
            language)


def _remember(key: tuple[object, ...], picture: RenderedImage | None) -> None:
    _cache[key] = picture
    if len(_cache) > _CACHE_SIZE:
        _cache.popitem(last=False)


async def decision_picture(game: GameRecord, seat: int, moves: list[Move], panel: Panel,
                           shown: tuple[int, ...] | None = None,
                           language: str = "en") -> RenderedImage | None:
    """:func:`render_decision`, drawn in the render pool (threads where there is none)."""
    key = _key(game, seat, panel, shown, language)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    choices = decision_choices(moves, panel, shown)
    picture = await boards.decision(game, seat, choices, language) if choices else None
    _remember(key, picture)
    return picture


def has_decision_pictures(kind: str) -> bool:
    """Whether the game's renderer draws decision pictures at all (so the panel knows
    to defer before answering)."""
    return type(get_renderer(kind)).decision is not Renderer.decision
