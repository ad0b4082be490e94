"""A Bonsai game stored while it waited for the Finish after its last possible tile,
migrated, then played on through the Discord double: the player gets the tile back and
places it again with one tap, whose button says the turn ends, and the turn ends."""

from __future__ import annotations

from bot.app.clock import ManualClock
from bot.app.store import Store
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine
from tests.app.test_move_logs import WAITING_TURN_ENDS, log_of, old_database
from tests.e2e.conftest import Table, board_message
from tests.e2e.test_legacy_e2e import move_into

BONSAI = get_engine("bonsai")


async def test_a_game_waiting_for_the_finish_plays_on_by_taps(tmp_path):
    path = old_database(tmp_path / "bot.sqlite3")
    store = await Store.open(path)  # migrated as at the first start of the new bot
    await store.close()
    placed = log_of(path, WAITING_TURN_ENDS)[-1][2]  # taken back by the migration
    bot = GameBot(Settings(database_path=path), clock=ManualClock(1_900_000_000.0))
    double = DiscordDouble(bot)
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "board-games")
    ann, ben = (double.add_user(name, guild_ids=[guild]) for name in ("ann", "ben"))
    move_into(path, guild, channel, [ann, ben, 0])
    await double.start()
    try:
        await bot.sync_commands()
        await bot.tables.wait_idle()
        world = Table(double, bot, path, guild, channel, {"ann": ann, "ben": ben})
        await double.slash(ben, channel, "game board", game=WAITING_TURN_ENDS)
        game = await bot.store.get_game(WAITING_TURN_ENDS)
        seat = BONSAI.to_move(game.state)[0]
        user = game.user_at(seat).user_id
        board = board_message(world, channel)
        panel = (await double.click(user, board, board.custom_id("Play"))).response
        again = next(m for m in BONSAI.legal_moves(game.state, seat) if m.notation == placed)
        label = f"{again.marker} · Place {placed.split()[1]}, end turn"
        button = next(b for b in panel.buttons if b.get("label") == label)
        await double.click(user, panel, button["custom_id"])
        after = await bot.store.get_game(WAITING_TURN_ENDS)
        assert BONSAI.to_move(after.state) == [1 - seat]
        assert (await bot.store.moves(WAITING_TURN_ENDS))[-1].notation == placed
        assert await bot.tables.check() == []
        double.assert_clean()
    finally:
        await double.close()
