"""What an interaction's handler owes once its player has their answer (a move's board,
the computer seats it wakes), run after the handler's own frames are gone.

A handler that commits a move answers its player first and then posts the turn's board
(the issue 20 reply-first order). Awaited inside the handler, the board's wait kept
everything the handler had read alive — the game before and after the move, every legal
move of the panel, the words of the reply — for as long as the render workers were
behind: many seconds under a burst, hundreds of handlers at once, and all of it scanned
by every full garbage collection meanwhile (bench/bench_scale.py --burst). So the
handler leaves what it owes on the interaction (:func:`owe`), and the interaction's
outermost handler runs it as it ends (:func:`settle`), in the same task: the board still
follows the reply, in order, and a crash in between leaves it in the outbox as before.
"""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import Any

import discord

log = logging.getLogger(__name__)

_KEY = "owed follow-ups"


def owe(interaction: discord.Interaction[Any], follow_up: Coroutine[Any, Any, None]) -> None:
    """Run ``follow_up`` when the interaction's handler ends (:func:`settle`)."""
    interaction.extras.setdefault(_KEY, []).append(follow_up)


async def settle(interaction: discord.Interaction[Any]) -> None:
    """Run what the handler owes, in the order it was owed. Never raises: the moves are
    committed, and what a follow-up fails to post stays owed in the outbox."""
    owed: list[Coroutine[Any, Any, None]] = interaction.extras.pop(_KEY, [])
    for index, follow_up in enumerate(owed):
        try:
            await follow_up
        except Exception:
            log.exception("a move's follow-up failed")
        except BaseException:
            for left in owed[index + 1:]:
                left.close()  # cancelled: never started, so never awaited
            raise
