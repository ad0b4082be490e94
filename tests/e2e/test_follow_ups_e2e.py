"""A move's board is drawn once the handler that played it has let go of what it read.

The board follows the player's answer in the same interaction, and may wait many
seconds for a render worker under a burst: meanwhile the handler's frames (the game
before and after the move, the panel's legal moves) must be gone, or hundreds of waiting
handlers keep them all for the garbage collector to scan (bot/discord_app/follow_ups.py).
"""

from __future__ import annotations

import sys

from bot.app.players import choose_move
from bot.app.records import GameRecord
from bot.app.reports import MoveReport
from bot.discord_app import notifier as notifier_module
from bot.games import get_engine
from bot.games.base import Move
from tests.e2e.conftest import open_table, tap_move


def holders_of_what_the_move_read() -> list[str]:
    """The frames of the running stack, outside the board's own delivery, that hold a
    game record, a move's report or a list of moves (a running task's coroutines are
    frames of the stack)."""
    held, frame = [], sys._getframe(2)  # above the watcher
    while frame is not None:
        name = frame.f_code.co_qualname
        if not name.startswith(DELIVERY):
            for local, value in frame.f_locals.items():
                if isinstance(value, GameRecord | MoveReport) or (
                        isinstance(value, list) and value and isinstance(value[0], Move)):
                    held.append(f"{name}: {local}")
        frame = frame.f_back
    return held


#: the board's own delivery, which reads the game it draws
DELIVERY = ("DiscordNotifier.", "Outbox.", "Tables._deliver")


async def test_a_turns_board_is_drawn_after_the_moves_handler_returned(table, monkeypatch):
    drawn_in: list[list[str]] = []  # per board: who held what the move read
    draw = notifier_module.turn_boards

    async def watched(game):
        drawn_in.append(holders_of_what_the_move_read())
        return await draw(game)

    monkeypatch.setattr(notifier_module, "turn_boards", watched)
    game_id = await open_table(table, "ann", ["ben"])
    place = table.double.threads(table.channel)[0].id
    ann, ben = table.users["ann"], table.users["ben"]

    typed = await table.double.slash(ann, place, "splendor take", gems="W U G")
    assert typed.content.startswith("✅")
    assert drawn_in[-1] == []

    opened = await table.double.slash(ben, place, "game play", game=game_id)
    game = await table.bot.store.get_game(game_id)
    move = choose_move(get_engine(game.kind), game.state, game.seat_of(ben), "greedy",
                       game.version)
    before = len(drawn_in)
    await tap_move(table, ben, opened.response, move)
    assert len(drawn_in) == before + 1
    assert drawn_in[-1] == []
    table.double.assert_clean()
