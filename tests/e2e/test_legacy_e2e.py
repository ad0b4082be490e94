"""A database written before messages, migrated, then used through the Discord double:
what it still owed goes out in the game's language, the move log reads in the reader's,
and an old game plays on by taps, its boards naming the players."""

from __future__ import annotations

import sqlite3

from bot import i18n
from bot.app.clock import ManualClock
from bot.app.players import choose_move
from bot.app.store import Store
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine
from tests.app.test_legacy_words import UNNAMED, legacy_database
from tests.e2e.conftest import Table, board_message, tap_move

#: the old database's ids: its server, channel and players (Ann, Ben, Cid)
OLD_GUILD, OLD_CHANNEL, OLD_USERS = 1, 10, (101, 102, 103)


def move_into(path, guild: int, channel: int, users: list[int]) -> None:
    """The old rows, moved into the double's world: its server, channel and users."""
    connection = sqlite3.connect(path)
    connection.execute("UPDATE games SET guild_id = ?, channel_id = ?, thread_id = NULL, "
                       "board_message_id = NULL", (guild, channel))
    for old, new in zip(OLD_USERS, users, strict=True):
        for table, column in (("seats", "user_id"), ("games", "host_id"),
                              ("moves", "user_id"), ("player_totals", "user_id")):
            connection.execute(f"UPDATE {table} SET {column} = ? WHERE {column} = ?",
                               (new, old))
        connection.execute("UPDATE outbox SET payload = replace(payload, ?, ?)",
                           (f"[{old}]", f"[{new}]"))
    connection.execute("UPDATE player_totals SET guild_id = ?", (guild,))
    connection.commit()
    connection.close()


async def test_an_old_game_goes_on_in_french_through_the_double(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGES", "on")
    path = legacy_database(tmp_path / "bot.sqlite3")
    store = await Store.open(path)  # migrated as at the first start of the new bot
    await store.close()
    # the old bot left its refused posts waiting for a retry: the new one starts later
    bot = GameBot(Settings(database_path=path), clock=ManualClock(1_900_000_000.0))
    double = DiscordDouble(bot)
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "board-games")
    ann, ben, cid = (double.add_user(name, guild_ids=[guild], locale=locale)
                     for name, locale in (("ann", "fr"), ("ben", "it"), ("cid", "fr")))
    move_into(path, guild, channel, [ann, ben, cid])
    connection = sqlite3.connect(path)
    connection.execute("UPDATE games SET language = 'fr' WHERE id IN (6, 18, 19)")
    connection.commit()
    connection.close()
    await double.start()
    try:
        await bot.sync_commands()
        await bot.tables.wait_idle()
        # What the old bot owed game 18 (a first board, boards, a timeout) went out at the
        # start, in French, with names
        posted = [m.content for place in (channel, *(t.id for t in double.threads(channel)))
                  for m in double.messages(place)]
        assert any(i18n.t("fr", "common-timed-out", who="Ann") in text for text in posted)
        assert any(text.endswith("Ann a ouvert la table.") for text in posted)
        assert any(text.startswith("**Splendor #18**\nLa partie commence.") for text in posted)
        assert await bot.store.games_with_pending_outbox() == []
        assert not any(word in text for text in posted for word in UNNAMED)
        # Ben (Italian client) reads game 6's log in Italian, with the players' names
        record = await double.slash(ben, channel, "game log", game=6)
        assert record.ephemeral and "\n`  1` " in record.content
        assert "— Ann ha " in record.content and r"— Ben\_\*the\*\_2nd ha " in record.content
        assert not any(word in record.content for word in UNNAMED)
        # game 6 plays on by taps: its board, then a move, then the next board in French
        # (the player who taps reads English: the panel follows their client)
        world = Table(double, bot, path, guild, channel, {"ann": ann, "ben": ben, "cid": cid})
        await double.slash(ann, channel, "game board", game=6)
        game = await bot.store.get_game(6)
        engine = get_engine(game.kind)
        seat = engine.to_move(game.state)[0]
        user = game.user_at(seat).user_id
        double.world.users[user].locale = "en-US"
        board = board_message(world, channel)
        panel = (await double.click(user, board, board.custom_id(
            i18n.t("fr", "common-button-play")))).response
        move = choose_move(engine, game.state, seat, "random", 1)
        await tap_move(world, user, panel, move, game.kind)
        after = await bot.store.get_game(6)
        assert after.version > game.version
        newest = double.messages(after.place_id)[-1]
        assert newest.content.startswith("**Splendor #6**\n")
        assert "à toi de jouer" in newest.content
        mover = "Ann" if seat == 0 else r"Ben\_\*the\*\_2nd"
        assert f"\n{mover} a " in newest.content  # the move, told in French with its name
        assert not any(word in newest.content for word in UNNAMED)
        double.assert_clean()
    finally:
        await double.close()
