"""Board pictures for a stored game, rendered in a worker thread.

Pillow releases the GIL for most of its work, and more importantly a render never holds
the event loop: the bot keeps answering other interactions while a board is drawn.
"""

from __future__ import annotations

import asyncio

from bot.app.store import GameRecord
from bot.games import get_engine
from rendering.base import RenderedImage, get_renderer


def render_public_board(game: GameRecord) -> RenderedImage:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, None)
    return get_renderer(game.kind).board(view, game.names)


def render_private_hand(game: GameRecord, seat: int) -> RenderedImage | None:
    assert game.state is not None
    view = get_engine(game.kind).view(game.state, seat)
    return get_renderer(game.kind).hand(view, seat, game.names)


async def public_board(game: GameRecord) -> RenderedImage:
    return await asyncio.to_thread(render_public_board, game)


async def private_hand(game: GameRecord, seat: int) -> RenderedImage | None:
    return await asyncio.to_thread(render_private_hand, game, seat)
