"""``/kokeshi …``: typed moves with autocomplete fed by the engine's legal moves.

Every decision (starting tiles, the advance, each cascade question, placing gained tiles)
is also doable by taps through the board's Play button; these commands serve typists.
Each value is re-parsed and judged by the engine, so a value autocomplete never offered
is refused with the rule's own sentence. The cog is added only once the game is
playable, so an unfinished game registers no commands.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.ui import say
from bot.games import get_engine
from cogs._common import GAME_HELP, game_autocomplete, move_autocomplete, play_notation

KIND = "kokeshi"
MESSAGE_LIMIT = 2000


def rules_messages() -> list[str]:
    """The rules help as messages of at most 2000 characters, cut between sections."""
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


class KokeshiCog(commands.Cog):
    group = app_commands.Group(name="kokeshi", description="Play Kokeshi by typing moves",
                               guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name="start", description="Place your two starting tiles on two tracks")
    @app_commands.describe(tracks="Tracks of your first and second tile, e.g. princess samurai",
                           game=GAME_HELP)
    @app_commands.autocomplete(tracks=move_autocomplete(KIND, "start"), game=game_autocomplete)
    async def start(self, interaction: discord.Interaction[Any], tracks: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "start", tracks, game)

    @group.command(name="advance", description="Your turn: advance one Kokeshi one space")
    @app_commands.describe(kokeshi="The Kokeshi, e.g. granny", game=GAME_HELP)
    @app_commands.autocomplete(kokeshi=move_autocomplete(KIND, "advance"), game=game_autocomplete)
    async def advance(self, interaction: discord.Interaction[Any], kokeshi: str,
                      game: int | None = None) -> None:
        await play_notation(interaction, KIND, "advance", kokeshi, game)

    @group.command(name="side", description="Choose the side of a slash tile")
    @app_commands.describe(effect="The side's effect code, e.g. K:granny or A*", game=GAME_HELP)
    @app_commands.autocomplete(effect=move_autocomplete(KIND, "side"), game=game_autocomplete)
    async def side(self, interaction: discord.Interaction[Any], effect: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "side", effect, game)

    @group.command(name="first", description="Choose which effect of a tile runs first")
    @app_commands.describe(effect="The effect code to run first", game=GAME_HELP)
    @app_commands.autocomplete(effect=move_autocomplete(KIND, "first"), game=game_autocomplete)
    async def first(self, interaction: discord.Interaction[Any], effect: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "first", effect, game)

    @group.command(name="move", description="Choose the Kokeshi a K*, K**, K> or K< moves")
    @app_commands.describe(kokeshi="The Kokeshi, e.g. sumo", game=GAME_HELP)
    @app_commands.autocomplete(kokeshi=move_autocomplete(KIND, "move"), game=game_autocomplete)
    async def move(self, interaction: discord.Interaction[Any], kokeshi: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "move", kokeshi, game)

    @group.command(name="animal", description="Choose the animal an A* moves")
    @app_commands.describe(animal="The animal, e.g. fox", game=GAME_HELP)
    @app_commands.autocomplete(animal=move_autocomplete(KIND, "animal"), game=game_autocomplete)
    async def animal(self, interaction: discord.Interaction[Any], animal: str,
                     game: int | None = None) -> None:
        await play_notation(interaction, KIND, "animal", animal, game)

    @group.command(name="take", description="After an empty landing: a market slot or Quality")
    @app_commands.describe(tile="A market slot 1-5, or q1/q2/q3 for a Quality tile",
                           game=GAME_HELP)
    @app_commands.autocomplete(tile=move_autocomplete(KIND, "take"), game=game_autocomplete)
    async def take(self, interaction: discord.Interaction[Any], tile: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "take", tile, game)

    @group.command(name="gain", description="Choose the market slot a T= or T* gain takes")
    @app_commands.describe(slot="A market slot 1-5", game=GAME_HELP)
    @app_commands.autocomplete(slot=move_autocomplete(KIND, "gain"), game=game_autocomplete)
    async def gain(self, interaction: discord.Interaction[Any], slot: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "gain", slot, game)

    @group.command(name="place", description="Place a gained tile on a track (lowest empty row)")
    @app_commands.describe(tile="The tile and its track, e.g. samurai-01-a granny",
                           game=GAME_HELP)
    @app_commands.autocomplete(tile=move_autocomplete(KIND, "place"), game=game_autocomplete)
    async def place(self, interaction: discord.Interaction[Any], tile: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "place", tile, game)

    @group.command(name="rules", description="Kokeshi's rules in short, with project choices")
    async def rules(self, interaction: discord.Interaction[Any]) -> None:
        messages = rules_messages()
        await say(interaction, messages[0])
        for text in messages[1:]:
            await interaction.followup.send(text, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    # an unfinished game registers no commands
    if get_engine(KIND).playable:
        await bot.add_cog(KokeshiCog(bot))
