"""What Discord refuses, and the double refuses too: each refusal below is one a real
server made (or would make) and the first version of the double let through.

A small bot defined here sends exactly the payload each test needs.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot.double import limits
from bot.double.double import DiscordDouble, ImpossibleInteraction


class TapButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tap:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Tap {n}", custom_id=f"tap:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: Any, item: Any, match: Any) -> TapButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(TapButton(self.n + 1))
        await interaction.response.edit_message(content=f"tapped {self.n}", view=view)


class StrictCog(commands.GroupCog, group_name="strict", group_description="Strict double"):
    def __init__(self, bot: StrictBot) -> None:
        self.bot = bot

    @app_commands.command(description="A button with an emoji")
    @app_commands.describe(emoji="The emoji")
    async def button(self, interaction: discord.Interaction, emoji: str) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="Hand", emoji=emoji, custom_id="hand"))
        await interaction.response.send_message("board", view=view)

    @app_commands.command(description="A select option with an emoji")
    @app_commands.describe(emoji="The emoji")
    async def option(self, interaction: discord.Interaction, emoji: str) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Select(custom_id="pick", options=[
            discord.SelectOption(label="card", value="1", emoji=emoji)]))
        await interaction.response.send_message("pick", view=view)

    @app_commands.command(description="Say nothing, in some way")
    @app_commands.describe(how="Which kind of nothing")
    async def empty(self, interaction: discord.Interaction, how: str) -> None:
        if how == "reply":
            await interaction.response.send_message("   ")
        elif how == "followup":
            await interaction.response.defer(ephemeral=True, thinking=True)
            await interaction.followup.send("", ephemeral=True)
        else:
            assert isinstance(interaction.channel, discord.abc.Messageable)
            await interaction.response.send_message("posting", ephemeral=True)
            await interaction.channel.send(" ")

    @app_commands.command(description="Post a tappable message")
    async def taps(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(TapButton(1))
        await interaction.response.send_message("tap me", view=view)

    @app_commands.command(description="Post in this channel, then answer")
    async def post(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        message = await interaction.channel.send("posted")
        await interaction.followup.send(f"posted {message.id}", ephemeral=True)

    @app_commands.command(description="Three channel reads before answering")
    async def chatty(self, interaction: discord.Interaction) -> None:
        for _ in range(3):
            await self.bot.fetch_channel(interaction.channel_id or 0)
        await interaction.response.send_message("done", ephemeral=True)

    @app_commands.command(description="Who may manage this server")
    async def manager(self, interaction: discord.Interaction) -> None:
        cached = interaction.user.guild_permissions.manage_guild  # type: ignore[union-attr]
        sent = interaction.permissions.manage_guild
        await interaction.response.send_message(f"cache {cached} payload {sent}", ephemeral=True)


class StrictBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

    async def setup_hook(self) -> None:
        await self.add_cog(StrictCog(self))
        self.add_dynamic_items(TapButton)


@pytest.fixture
async def world() -> Any:
    double = DiscordDouble(StrictBot())
    home = double.add_guild("Home")
    away = double.add_guild("Away")
    channel = double.add_channel(home, "games")
    other = double.add_channel(away, "games")
    alice = double.add_user("alice")
    await double.start()
    await double.bot.tree.sync()
    yield double, home, away, channel, other, alice
    await double.close()


# --- emoji ------------------------------------------------------------------------------

def test_the_emoji_list_is_unicodes():
    assert limits.is_discord_emoji("▶️") and limits.is_discord_emoji("⏪")
    assert not limits.is_discord_emoji("🂠")  # U+1F0A0 PLAYING CARD BACK: a symbol only
    found = limits.check_components([{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "My hand", "custom_id": "h",
         "emoji": {"name": "🂠", "id": None}}]}], where="POST /channels/1/messages")
    assert found and found[0].rejected and "U+1F0A0" in str(found[0])


async def test_a_button_with_a_card_back_emoji_is_refused(world):
    double, _, _, channel, _, alice = world
    record = await double.slash(alice, channel, "strict button", emoji="🂠")
    assert record.callback is None  # Discord refused the response: no board at all
    assert any("50035" in e and "Invalid emoji" in e for e in record.errors)
    ok = await double.slash(alice, channel, "strict button", emoji="🃏")
    assert ok.content == "board"


async def test_a_select_option_emoji_is_checked_too(world):
    double, _, _, channel, _, alice = world
    record = await double.slash(alice, channel, "strict option", emoji="🂠")
    assert record.callback is None and any("Invalid emoji" in e for e in record.errors)


# --- empty messages ---------------------------------------------------------------------

@pytest.mark.parametrize("how", ["reply", "followup", "channel"])
async def test_empty_messages_are_refused_with_50006(world, how):
    double, _, _, channel, _, alice = world
    record = await double.slash(alice, channel, "strict empty", how=how)
    assert any("50006" in e for e in record.errors), record.errors
    assert all(m.content.strip() or m.components for m in double.messages(channel))


# --- stale taps --------------------------------------------------------------------------

async def test_a_stale_tap_reaches_discord_py_which_drops_it(world):
    double, _, _, channel, _, alice = world
    await double.slash(alice, channel, "strict taps")
    message = double.last_message(channel)
    first = message.custom_ids[0]
    await double.click(alice, message, first)
    with pytest.raises(ImpossibleInteraction, match="without"):
        await double.click(alice, message, message.custom_ids[0], stale=True)
    with pytest.raises(ImpossibleInteraction, match="never showed"):
        await double.click(alice, message, "tap:99", stale=True)
    # The phone still shows "Tap 1": Discord delivers the tap with the message as it is now.
    late = await double.click(alice, message, first, stale=True)
    assert late.payload["message"]["content"] == "tapped 1"
    assert late.callback is None  # discord.py found no such button and said nothing
    assert any("never acknowledged" in v for v in double.violations)


# --- threads ------------------------------------------------------------------------------

async def test_archived_threads_refuse_commands_and_taps(world):
    double, _, _, channel, _, alice = world
    thread = double.add_thread(channel, "game")
    await double.slash(alice, thread, "strict taps")
    message = double.last_message(thread)
    double.archive_thread(thread)
    with pytest.raises(ImpossibleInteraction, match="archived"):
        await double.slash(alice, thread, "strict taps")
    with pytest.raises(ImpossibleInteraction, match="greyed out"):
        await double.click(alice, message, message.custom_ids[0])


async def test_a_locked_thread_answers_160005(world):
    double, _, _, channel, _, alice = world
    thread = double.add_thread(channel, "game", owner_id=double.bot_user_id)
    await double.slash(alice, thread, "strict post")
    double.archive_thread(thread, locked=True)
    partial = double.bot.get_partial_messageable(thread)
    with pytest.raises(discord.Forbidden) as caught:
        await partial.send("still here?")
    assert caught.value.code == 160005
    with pytest.raises(discord.Forbidden) as caught:
        await double.bot.http.edit_channel(thread, archived=False)
    assert caught.value.code == 160005


# --- guild cache ---------------------------------------------------------------------------

async def test_a_guild_missing_from_the_cache_still_sends_interactions(world):
    double, home, _, channel, _, alice = world
    double.set_member_permissions(home, alice, manage_guild=True)
    await asyncio.sleep(0)
    record = await double.slash(alice, channel, "strict manager")
    assert record.content == "cache True payload True"
    double.forget_guild(home)
    assert double.bot.get_guild(home) is None
    record = await double.slash(alice, channel, "strict manager")
    # The cache no longer knows the roles; the interaction's own permissions still do.
    assert record.content == "cache False payload True"


# --- the clock and rate limits ---------------------------------------------------------------

async def test_the_three_seconds_count_each_rest_round_trip(world):
    double, _, _, channel, _, alice = world
    double.round_trip = 0.8
    record = await double.slash(alice, channel, "strict chatty")
    # three GET /channels and the callback: 4 round trips of 0.8 s, without sleeping
    assert record.first_response_seconds >= 3.2
    assert any("first response after" in v for v in double.violations)


async def test_a_429_runs_discord_pys_own_retry(world, caplog):
    double, _, _, channel, _, alice = world
    double.fail_next("POST", rf"^/channels/{channel}/messages$", 429, 0, retry_after=0.05)
    with caplog.at_level(logging.WARNING, logger="discord.http"):
        record = await double.slash(alice, channel, "strict post")
    posts = [r for r in double.requests if r.method == "POST" and r.path.endswith("/messages")]
    assert [r.status for r in posts] == [429, 200]  # refused once, then retried
    assert any("rate limited" in r.getMessage() for r in caplog.records)
    assert record.content.startswith("posted ")
    assert [m.content for m in double.messages(channel)] == ["posted"]


# --- several guilds -------------------------------------------------------------------------

async def test_worlds_have_several_guilds_and_members_stay_apart(world):
    double, home, away, channel, other, alice = world
    assert double.bot.get_guild(home) and double.bot.get_guild(away)
    await double.slash(alice, other, "strict taps")
    assert double.last_message(other).guild_id == away
    assert double.last_message(channel) is None
