"""Zensō games stored before the turn asked fewer taps, migrated (migration 10), then used
through the Discord double: the player its old code left waiting on an End turn makes
their last move again by taps, the turn ends by itself, the next player is pinged and
plays a whole turn by taps; the log reads whole, and every game replays."""

from __future__ import annotations

import random

from bot import i18n
from bot.app.clock import ManualClock
from bot.app.players import choose_move
from bot.app.store import Store
from bot.app.tables import Tables
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine
from tests.app.test_zenso_logs import WAITS_END, old_database
from tests.e2e.conftest import Table, board_message, pinged
from tests.e2e.speaking import tap_move_by_key
from tests.e2e.test_legacy_e2e import move_into


async def test_an_old_game_waiting_on_its_end_turn_goes_on_by_taps(tmp_path):
    path = old_database(tmp_path / "bot.sqlite3")
    store = await Store.open(path)  # migrated as at the first start of the new bot
    taken = (await store.moves(WAITS_END, include_undone=True))[-1]
    await store.close()
    assert taken.undone and taken.seat == 0
    bot = GameBot(Settings(database_path=path), clock=ManualClock(1_900_000_000.0))
    double = DiscordDouble(bot)
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "board-games")
    ann, ben, cid = (double.add_user(name, guild_ids=[guild]) for name in ("ann", "ben", "cid"))
    move_into(path, guild, channel, [ann, ben, cid])
    await double.start()
    try:
        await bot.sync_commands()
        await bot.tables.wait_idle()
        world = Table(double, bot, path, guild, channel, {"ann": ann, "ben": ben})
        engine = get_engine("zenso")
        game = await bot.store.get_game(WAITS_END)
        turn = game.state["turn"]
        # Ann makes her last move again from a fresh board: her turn ends by itself
        await double.slash(ann, channel, "game board", game=WAITS_END)
        board = board_message(world, channel)
        panel = (await double.click(ann, board, board.custom_id(
            i18n.t("en", "common-button-play")))).response
        assert panel is not None and panel.ephemeral
        move = next(m for m in engine.legal_moves(game.state, 0)
                    if m.notation == taken.notation)
        await tap_move_by_key(world, WAITS_END, ann, panel, move)
        game = await bot.store.get_game(WAITS_END)
        assert game.state["turn"] == turn + 1 and engine.to_move(game.state) == [1]
        await bot.tables.wait_idle()
        places = (channel, *(t.id for t in double.threads(channel)))
        boards = [m for place in places for m in double.messages(place)
                  if m.content.startswith(f"**Zensō #{WAITS_END}**")]
        assert boards and ben in pinged(boards[-1])
        # Ben plays his whole turn by taps
        await double.slash(ben, channel, "game board", game=WAITS_END)
        board = board_message(world, channel)
        panel = (await double.click(ben, board, board.custom_id(
            i18n.t("en", "common-button-play")))).response
        rng = random.Random(3)
        for _ in range(30):
            game = await bot.store.get_game(WAITS_END)
            if game.state["turn"] != turn + 1:
                break
            move = choose_move(engine, game.state, 1, "greedy", rng.getrandbits(32))
            await tap_move_by_key(world, WAITS_END, ben, panel, move)
            panel = double.message(panel.id)
        game = await bot.store.get_game(WAITS_END)
        assert game.state["turn"] == turn + 2 and engine.to_move(game.state) == [0]
        # the log reads whole: Ann's turn that ended by itself, then Ben's
        record = await double.slash(ann, channel, "game log", game=WAITS_END)
        assert record.ephemeral and "Ann" in record.content and "Ben" in record.content
        assert await Tables(bot.store).check() == []
        double.assert_clean()
    finally:
        await double.close()
