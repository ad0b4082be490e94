"""``/bonsai …``: Bonsai moves typed with autocomplete fed by the engine's legal moves.

Every turn is also doable by taps alone through the board's Play button (with the tree
picture numbering the legal cells); these commands serve typists. Each value is re-parsed
and judged by the engine, so a value autocomplete never offered is refused with the
rule's own sentence. The cog is added only once the game is playable, so an unfinished
game registers no commands.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.ui import say
from bot.games import get_engine
from cogs._common import GAME_HELP, game_autocomplete, move_autocomplete, play_notation

KIND = "bonsai"


class BonsaiCog(commands.Cog):
    group = app_commands.Group(name="bonsai", description="Play Bonsai by typing moves",
                               guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name="meditate", description="Take a display card and its slot's tiles")
    @app_commands.describe(choice="Slot and kept tiles, e.g. 3 wood flower, 2 leaf, 4 none",
                           game=GAME_HELP)
    @app_commands.autocomplete(choice=move_autocomplete(KIND, "meditate"),
                               game=game_autocomplete)
    async def meditate(self, interaction: discord.Interaction[Any], choice: str,
                       game: int | None = None) -> None:
        await play_notation(interaction, KIND, "meditate", choice, game)

    @group.command(name="cultivate", description="Start placing tiles from your supply")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def cultivate(self, interaction: discord.Interaction[Any],
                        game: int | None = None) -> None:
        await play_notation(interaction, KIND, "cultivate", "cultivate", game)

    @group.command(name="place", description="Place one tile: its type and cell")
    @app_commands.describe(tile="Tile and cell: leaf -1,2, or wood 3 (a number on the picture)",
                           game=GAME_HELP)
    @app_commands.autocomplete(tile=move_autocomplete(KIND, "place"), game=game_autocomplete)
    async def place(self, interaction: discord.Interaction[Any], tile: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "place", tile, game)

    @group.command(name="finish", description="Stop placing (end the Cultivate or Helper)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def finish(self, interaction: discord.Interaction[Any],
                     game: int | None = None) -> None:
        await play_notation(interaction, KIND, "finish", "finish", game)

    @group.command(name="gain", description="Choose the tile a Master card's 'any' gives")
    @app_commands.describe(tile="wood, leaf, flower or fruit", game=GAME_HELP)
    @app_commands.autocomplete(tile=move_autocomplete(KIND, "gain"), game=game_autocomplete)
    async def gain(self, interaction: discord.Interaction[Any], tile: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "gain", tile, game)

    @group.command(name="claim", description="Claim a goal tile your tree meets")
    @app_commands.describe(goal="The goal, e.g. green_small", game=GAME_HELP)
    @app_commands.autocomplete(goal=move_autocomplete(KIND, "claim"), game=game_autocomplete)
    async def claim(self, interaction: discord.Interaction[Any], goal: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "claim", goal, game)

    @group.command(name="renounce", description="Give up for good every pending goal of a colour")
    @app_commands.describe(colour="The goal colour, e.g. green", game=GAME_HELP)
    @app_commands.autocomplete(colour=move_autocomplete(KIND, "renounce"),
                               game=game_autocomplete)
    async def renounce(self, interaction: discord.Interaction[Any], colour: str,
                       game: int | None = None) -> None:
        await play_notation(interaction, KIND, "renounce", colour, game)

    @group.command(name="return", description="Give back one tile above your capacity")
    @app_commands.describe(tile="wood, leaf, flower or fruit", game=GAME_HELP)
    @app_commands.autocomplete(tile=move_autocomplete(KIND, "return"), game=game_autocomplete)
    async def return_tile(self, interaction: discord.Interaction[Any], tile: str,
                          game: int | None = None) -> None:
        await play_notation(interaction, KIND, "return", tile, game)

    @group.command(name="mirror", description="Mirror your pot (only while the bud stands alone)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def mirror(self, interaction: discord.Interaction[Any],
                     game: int | None = None) -> None:
        await play_notation(interaction, KIND, "mirror", "mirror", game)

    @group.command(name="prune", description="Remove one tile beside wood when no wood fits")
    @app_commands.describe(cell="The tile's cell x,y or its number on the picture",
                           game=GAME_HELP)
    @app_commands.autocomplete(cell=move_autocomplete(KIND, "prune"), game=game_autocomplete)
    async def prune(self, interaction: discord.Interaction[Any], cell: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "prune", cell, game)

    @group.command(name="rules", description="Bonsai's rules in short, with project decisions")
    async def rules(self, interaction: discord.Interaction[Any]) -> None:
        engine = get_engine(KIND)
        text = "\n".join(f"**{title}** {body}" for title, body in engine.rules_help())
        await say(interaction, f"**{engine.title}**\n{text}\n{engine.credits}"[:2000])


async def setup(bot: commands.Bot) -> None:
    if get_engine(KIND).playable:
        await bot.add_cog(BonsaiCog(bot))
