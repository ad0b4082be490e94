"""``/settings …``: a user's own preferences (they follow the user across servers)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app.language import CHOICES, enabled
from bot.app.tables import TableError
from bot.discord_app.ui import actor_of, reader, say
from bot.games.message import msg
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
        if not enabled():
            # With languages off every game is English: no server chooses a language
            # (this cog's group is its own copy of the class's)
            self.group.remove_command("language")

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
        await say(interaction, msg("common-settings-notify-dm") if mode == "dm"
                  else msg("common-settings-notify-channel"))

    @group.command(name="away", description="Pause your game clocks until a date")
    @app_commands.describe(until="Last day you are away, as YYYY-MM-DD (UTC)")
    async def away(self, interaction: discord.Interaction[Any], until: str) -> None:
        try:
            day = datetime.strptime(until.strip(), "%Y-%m-%d").replace(tzinfo=UTC)
            end = (day + timedelta(days=1)).timestamp()  # away through the whole last day
        except ValueError:
            raise TableError(msg("common-err-date-format")) from None
        except OverflowError:  # 9999-12-31: the day after does not exist
            raise TableError(msg("common-err-date-far")) from None
        await interaction.response.defer(ephemeral=True, thinking=True)
        moved = await tables_of(interaction).set_away(actor_of(interaction), end)
        # The day as the user wrote it (UTC), in the words of their language
        shown = i18n.day(day.date(), reader(interaction))
        await say(interaction, msg("common-settings-away", until=shown, count=len(moved)))

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
        await say(interaction, msg("common-settings-quiet", start=f"{start:02d}:00",
                                   end=f"{end:02d}:00", offset=f"{utc_offset:+d}"))

    @group.command(name="language",
                   description="The language of this server's new games (Manage Server)")
    @app_commands.describe(language="English, Italiano or Français; automatic: the server's "
                                    "or the host's")
    @app_commands.choices(language=[
        *(app_commands.Choice(name=name, value=code) for code, name in CHOICES.items()),
        app_commands.Choice(name="automatic", value="auto")])
    async def language(self, interaction: discord.Interaction[Any], language: str) -> None:
        """A server's default for the language of its new games: what ``/game new``
        chooses when the host names none (before the server's and the host's own)."""
        if interaction.guild_id is None:
            raise TableError(msg("common-err-language-server"))
        if not interaction.permissions.manage_guild:
            raise TableError(msg("common-err-language-manage"))
        await interaction.response.defer(ephemeral=True, thinking=True)
        chosen = language if language in CHOICES else None
        await tables_of(interaction).store.set_guild_language(interaction.guild_id, chosen)
        await say(interaction, msg("common-settings-language",
                                   language=msg(f"common-language-{chosen}"))
                  if chosen else msg("common-settings-language-auto"))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(bot))
