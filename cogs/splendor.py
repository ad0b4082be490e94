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
MESSAGE_LIMIT = 2000


def rules_messages() -> list[str]:
    """``/splendor rules``: the credits, then the engine's rules sections, as messages of
    at most 2000 characters cut between sections."""
    engine = get_engine(KIND)
    parts = [f"**{engine.title}** — {engine.credits}"]
    parts += [f"**{title}**: {text}" for title, text in engine.rules_help()]
    messages: list[str] = []
    for part in parts:
        if messages and len(messages[-1]) + 1 + len(part) <= MESSAGE_LIMIT:
            messages[-1] += "\n" + part
        else:
            messages.append(part[:MESSAGE_LIMIT])
    return messages


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
    @app_commands.describe(card="A market slot like T2-3, or 'reserved 1' for your first "
                                "reserved card", game=GAME_HELP)
    @app_commands.autocomplete(card=move_autocomplete(KIND, "buy"), game=game_autocomplete)
    async def buy(self, interaction: discord.Interaction[Any], card: str,
                  game: int | None = None) -> None:
        await play_notation(interaction, KIND, "buy", card, game)

    @group.command(name="return", description="Give back the tokens above the limit")
    @app_commands.describe(tokens="The tokens to return, e.g. R K or W W", game=GAME_HELP)
    @app_commands.autocomplete(tokens=move_autocomplete(KIND, "return"), game=game_autocomplete)
    async def return_tokens(self, interaction: discord.Interaction[Any], tokens: str,
                            game: int | None = None) -> None:
        await play_notation(interaction, KIND, "return", tokens, game)

    @group.command(name="noble", description="Choose which qualifying noble visits you")
    @app_commands.describe(noble="The noble by what it needs, e.g. 4W 4U", game=GAME_HELP)
    @app_commands.autocomplete(noble=move_autocomplete(KIND, "noble"), game=game_autocomplete)
    async def noble(self, interaction: discord.Interaction[Any], noble: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "noble", noble, game)

    @group.command(name="rules", description="Splendor's rules in short, with this bot's choices")
    async def rules(self, interaction: discord.Interaction[Any]) -> None:
        messages = rules_messages()
        await say(interaction, messages[0])
        for text in messages[1:]:
            await interaction.followup.send(text, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SplendorCog(bot))
