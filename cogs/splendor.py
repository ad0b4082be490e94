"""``/splendor …``: typed moves with autocomplete fed by the engine's legal moves.

Every turn is also doable by taps alone through the board's Play button; these commands
serve typists. Each command's value is re-parsed and judged by the engine, so a value
autocomplete never offered is refused with the rule's own sentence.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.ui import say
from bot.games import get_engine
from cogs._common import GAME_HELP, game_autocomplete, move_autocomplete, play_notation

KIND = "splendor"


class SplendorCog(commands.Cog):
    group = app_commands.Group(name="splendor", description="Play Splendor by typing moves",
                               guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name="take", description="Take 3 different gems, or 2 of one colour")
    @app_commands.describe(gems="The gems, e.g. W U G or R R", game=GAME_HELP)
    @app_commands.autocomplete(gems=move_autocomplete(KIND, "take"), game=game_autocomplete)
    async def take(self, interaction: discord.Interaction[Any], gems: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "take", gems, game)

    @group.command(name="reserve", description="Reserve a market card or a deck's top card")
    @app_commands.describe(card="A market slot like T2-3, or a deck like D1", game=GAME_HELP)
    @app_commands.autocomplete(card=move_autocomplete(KIND, "reserve"), game=game_autocomplete)
    async def reserve(self, interaction: discord.Interaction[Any], card: str,
                      game: int | None = None) -> None:
        await play_notation(interaction, KIND, "reserve", card, game)

    @group.command(name="buy", description="Buy a market card or one you reserved")
    @app_commands.describe(card="A market slot like T2-3 or your reserved card's id",
                           game=GAME_HELP)
    @app_commands.autocomplete(card=move_autocomplete(KIND, "buy"), game=game_autocomplete)
    async def buy(self, interaction: discord.Interaction[Any], card: str,
                  game: int | None = None) -> None:
        await play_notation(interaction, KIND, "buy", card, game)

    @group.command(name="return", description="Give back tokens above the limit of 10")
    @app_commands.describe(tokens="The tokens to return, e.g. R K or W W", game=GAME_HELP)
    @app_commands.autocomplete(tokens=move_autocomplete(KIND, "return"), game=game_autocomplete)
    async def return_tokens(self, interaction: discord.Interaction[Any], tokens: str,
                            game: int | None = None) -> None:
        await play_notation(interaction, KIND, "return", tokens, game)

    @group.command(name="noble", description="Choose which qualifying noble visits you")
    @app_commands.describe(noble="The noble, e.g. N-WUG", game=GAME_HELP)
    @app_commands.autocomplete(noble=move_autocomplete(KIND, "noble"), game=game_autocomplete)
    async def noble(self, interaction: discord.Interaction[Any], noble: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "noble", noble, game)

    @group.command(name="rules", description="Splendor's rules in short, with project choices")
    async def rules(self, interaction: discord.Interaction[Any]) -> None:
        engine = get_engine(KIND)
        await say(interaction, f"**{engine.title}**\n{engine.rules_summary}"[:2000])


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SplendorCog(bot))
