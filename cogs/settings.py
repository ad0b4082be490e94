"""``/settings …``: a user's own preferences (they follow the user across servers)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_ui import say
from cogs._common import tables_of


class SettingsCog(commands.Cog):
    group = app_commands.Group(name="settings", description="Your notification preferences")

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name="notify", description="Turn pings in the channel only, or by DM too")
    @app_commands.describe(mode="channel: pings in the game's thread; dm: a DM as well")
    @app_commands.choices(mode=[
        app_commands.Choice(name="channel only", value="channel"),
        app_commands.Choice(name="DM too", value="dm")])
    async def notify(self, interaction: discord.Interaction[Any], mode: str) -> None:
        store = tables_of(interaction).store
        prefs = await store.get_user(interaction.user.id)
        prefs.notify = mode
        await store.save_user(prefs)
        text = ("You will get a DM as well when it's your turn (if your DMs are closed, "
                "the channel ping still reaches you)." if mode == "dm"
                else "You will be pinged in the game's channel only.")
        await say(interaction, text)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(bot))
