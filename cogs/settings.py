"""``/settings …``: a user's own preferences (they follow the user across servers)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.messages import count
from bot.app.tables import TableError
from bot.discord_app.ui import actor_of, say
from cogs._common import (
    IN_SERVERS_AND_BOT_DMS,
    SERVER_INSTALL,
    CommandGroup,
    tables_of,
)


class SettingsCog(commands.Cog):
    # Settings follow the user across servers, so they work in the bot's DMs too.
    group = CommandGroup(name="settings", description="Your notification preferences",
                         allowed_contexts=IN_SERVERS_AND_BOT_DMS, allowed_installs=SERVER_INSTALL)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name="notify", description="Turn pings in the channel only, or by DM too")
    @app_commands.describe(mode="channel: pings in the game's thread; dm: a DM as well")
    @app_commands.choices(mode=[
        app_commands.Choice(name="channel only", value="channel"),
        app_commands.Choice(name="DM too", value="dm")])
    async def notify(self, interaction: discord.Interaction[Any], mode: str) -> None:
        # Answer first (as every /game command that writes does): a write waiting on a busy
        # database must not cost the 3-second deadline.
        await interaction.response.defer(ephemeral=True, thinking=True)
        store = tables_of(interaction).store
        prefs = await store.get_user(interaction.user.id)
        prefs.notify = mode
        await store.save_user(prefs)
        text = ("You will get a DM as well when it's your turn (if your DMs are closed, "
                "the channel ping still reaches you)." if mode == "dm"
                else "You will be pinged in the game's channel only.")
        await say(interaction, text)

    @group.command(name="away", description="Pause your game clocks until a date")
    @app_commands.describe(until="Last day you are away, as YYYY-MM-DD (UTC)")
    async def away(self, interaction: discord.Interaction[Any], until: str) -> None:
        try:
            day = datetime.strptime(until.strip(), "%Y-%m-%d").replace(tzinfo=UTC)
            end = (day + timedelta(days=1)).timestamp()  # away through the whole last day
        except ValueError:
            raise TableError("Write the date as YYYY-MM-DD, for example 2026-12-24.") from None
        except OverflowError:  # 9999-12-31: the day after does not exist
            raise TableError("That date is too far ahead: you can be away for at most "
                             "14 days in 30.") from None
        await interaction.response.defer(ephemeral=True, thinking=True)
        moved = await tables_of(interaction).set_away(actor_of(interaction), end)
        await say(interaction, f"Away until the end of {day:%d %b %Y}: the clocks of "
                               f"{count(len(moved), 'game')} waiting on you are paused.")

    @group.command(name="quiet", description="Hours in which reminders wait (your local time)")
    @app_commands.describe(start="Hour quiet time starts (0–23)", end="Hour it ends (0–23)",
                           utc_offset="Your offset from UTC in hours, e.g. 1 or -5")
    async def quiet(self, interaction: discord.Interaction[Any],
                    start: app_commands.Range[int, 0, 23], end: app_commands.Range[int, 0, 23],
                    utc_offset: app_commands.Range[int, -12, 14] = 0) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        store = tables_of(interaction).store
        prefs = await store.get_user(interaction.user.id)
        prefs.quiet_start, prefs.quiet_end = start, end
        prefs.tz_offset_minutes = utc_offset * 60
        await store.save_user(prefs)
        await say(interaction, f"Reminders will wait between {start:02d}:00 and {end:02d}:00 "
                               f"(UTC{utc_offset:+d}).")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(bot))
