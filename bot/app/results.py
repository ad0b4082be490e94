"""How a stored result tells the end (a module of its own, below the tables: the
migration that regenerates old games' words tells their results as the tables do)."""

from __future__ import annotations

from bot.games.base import Engine, Result, Words
from bot.games.message import msg
from bot.games.message import seat as seat_arg


def end_words(engine: Engine, result: Result, *, resigned: int | None = None,
              solo: bool = False) -> list[Words]:
    """How a result tells the end, as the messages stored with it: the engine's own
    sentence, after "Player n resigned." when ``resigned`` gave the game up (a solo game
    given up is lost; a resignation that leaves no winner says only that)."""
    if resigned is None:
        return [engine.end_sentence(result)]
    if result.winners:
        return [msg("common-resigned", who=seat_arg(resigned)), engine.end_sentence(result)]
    if solo:
        return [msg("common-resigned-solo-lost", who=seat_arg(resigned))]
    return [msg("common-resigned", who=seat_arg(resigned))]
