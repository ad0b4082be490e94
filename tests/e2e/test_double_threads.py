"""The double's threads behave as Discord documents them (discord-api-docs, Threads):
a quiet thread archives after its auto_archive_duration, a message or an unarchive wakes
it, a post reopens an archived thread unless it is locked, only moderators lock, and a bot
that was not running never hears what happened meanwhile."""

from __future__ import annotations

import asyncio

import discord
import pytest

MINUTE = 60.0


async def _bot_thread(table, *, duration: int = 60) -> int:
    """A thread the bot starts itself, as the notifier does."""
    raw = await table.bot.http.start_thread_without_message(
        table.channel, name="a game", auto_archive_duration=duration, type=11)
    await asyncio.sleep(0)  # THREAD_CREATE
    return int(raw["id"])


async def test_a_quiet_thread_archives_after_its_duration_and_a_message_wakes_it(table):
    thread = await _bot_thread(table, duration=60)
    assert table.double.pass_time(59 * MINUTE) == []
    await table.bot.get_partial_messageable(thread).send("still here")
    # The message was activity: the hour starts again from it.
    assert table.double.pass_time(59 * MINUTE) == []
    assert table.double.pass_time(2 * MINUTE) == [thread]
    assert table.double.channel(thread).archived
    # The running bot heard of it, as from the gateway: its cache drops archived threads.
    await asyncio.sleep(0)
    assert table.bot.get_guild(table.guild).get_thread(thread) is None


async def test_a_post_reopens_an_archived_thread_unless_it_is_locked(table):
    thread = await _bot_thread(table)
    table.double.pass_time(61 * MINUTE)
    channel = table.bot.get_partial_messageable(thread)
    await channel.send("back")
    assert not table.double.channel(thread).archived
    table.double.moderate_thread(thread, archived=True, locked=True)
    with pytest.raises(discord.Forbidden) as refused:
        await channel.send("again")
    assert refused.value.code == 160005
    assert table.double.channel(thread).archived


async def test_a_thread_archived_while_the_bot_is_away_is_news_to_it(table):
    thread = await _bot_thread(table, duration=10080)
    await table.double.close()
    assert table.double.pass_time(7 * 24 * 60 * MINUTE) == [thread]  # nobody is listening
    await table.new_bot()
    # Its GUILD_CREATE lists active threads only; no THREAD_UPDATE was kept for it.
    assert table.bot.get_guild(table.guild).get_thread(thread) is None
    raw = await table.bot.http.get_channel(thread)
    assert raw["thread_metadata"]["archived"] is True


async def test_the_thread_creator_may_unarchive_but_not_lock(table):
    thread = await _bot_thread(table)
    table.double.pass_time(61 * MINUTE)
    await table.bot.http.edit_channel(thread, archived=False)
    assert not table.double.channel(thread).archived
    with pytest.raises(discord.Forbidden) as refused:
        await table.bot.http.edit_channel(thread, locked=True)
    assert refused.value.code == 50013
    assert not table.double.channel(thread).locked


async def test_a_locked_thread_refuses_edits_and_unarchiving_to_non_moderators(table):
    thread = await _bot_thread(table)
    message = await table.bot.get_partial_messageable(thread).send("board")
    table.double.moderate_thread(thread, locked=True)  # locked, still active
    with pytest.raises(discord.Forbidden) as refused:
        await message.edit(content="changed")
    assert refused.value.code == 160005
    table.double.moderate_thread(thread, archived=True)
    with pytest.raises(discord.Forbidden) as refused:
        await table.bot.http.edit_channel(thread, archived=False)
    assert refused.value.code == 160005
    table.double.moderate_thread(thread, locked=False)
    await table.bot.http.edit_channel(thread, archived=False)  # the creator may now
    assert not table.double.channel(thread).archived
