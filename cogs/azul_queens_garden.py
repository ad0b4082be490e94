"""``/azul_queens_garden …``: Azul: Queen's Garden moves typed with autocomplete fed by the engine.

Every turn is also doable by taps alone through the board's Play button; these commands
serve typists. Each value is re-parsed and judged by the engine, so a value autocomplete
never offered is refused with the rule's own sentence. The cog is added only once the
game is playable, so an unfinished game registers no commands. The group is named after
the game's key, as the core expects of every game (its "use /<game> there" hint and the
command-tree test).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.ui import say
from bot.games import get_engine
from cogs._common import GAME_HELP, game_autocomplete, move_autocomplete, play_notation

KIND = "azul_queens_garden"


class AzulCog(commands.Cog):
    group = app_commands.Group(name=KIND, description="Play Azul: Queen's Garden by typing",
                               guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name="take", description="Acquire every kind of one colour or pattern")
    @app_commands.describe(choice="A colour or pattern, with duplicates: p2 yellow_2@L1",
                           game=GAME_HELP)
    @app_commands.autocomplete(choice=move_autocomplete(KIND, "take"), game=game_autocomplete)
    async def take(self, interaction: discord.Interaction[Any], choice: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "take", choice, game)

    @group.command(name="place", description="Place a tile from your storage, paying its cost")
    @app_commands.describe(move="Tile, cell and payment, e.g. blue_2 F1 pay yellow_2",
                           game=GAME_HELP)
    @app_commands.autocomplete(move=move_autocomplete(KIND, "place"), game=game_autocomplete)
    async def place(self, interaction: discord.Interaction[Any], move: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "place", move, game)

    @group.command(name="expand", description="Place a face-up expansion from your storage")
    @app_commands.describe(move="Expansion, area, orientation, payment: exp_blue_3 A0 o2 pay 2J",
                           game=GAME_HELP)
    @app_commands.autocomplete(move=move_autocomplete(KIND, "expand"), game=game_autocomplete)
    async def expand(self, interaction: discord.Interaction[Any], move: str,
                     game: int | None = None) -> None:
        await play_notation(interaction, KIND, "expand", move, game)

    @group.command(name="buy", description="Buy the supply's top expansion face down (6 points)")
    @app_commands.describe(area="An empty area A0 to A5", game=GAME_HELP)
    @app_commands.autocomplete(area=move_autocomplete(KIND, "buy"), game=game_autocomplete)
    async def buy(self, interaction: discord.Interaction[Any], area: str,
                  game: int | None = None) -> None:
        await play_notation(interaction, KIND, "buy", area, game)

    @group.command(name="pass", description="Pass for the rest of the round")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def pass_round(self, interaction: discord.Interaction[Any],
                         game: int | None = None) -> None:
        await play_notation(interaction, KIND, "pass", "pass", game)

    @group.command(name="discard", description="While passing: discard one piece for its value")
    @app_commands.describe(piece="A tile like blue_3 or an expansion like exp_blue_3",
                           game=GAME_HELP)
    @app_commands.autocomplete(piece=move_autocomplete(KIND, "discard"), game=game_autocomplete)
    async def discard(self, interaction: discord.Interaction[Any], piece: str,
                      game: int | None = None) -> None:
        await play_notation(interaction, KIND, "discard", piece, game)

    @group.command(name="done", description="While passing: discard nothing more and pass")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def done(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await play_notation(interaction, KIND, "done", "done", game)

    @group.command(name="rules", description="The rules in short, with the project's decisions")
    async def rules(self, interaction: discord.Interaction[Any]) -> None:
        engine = get_engine(KIND)
        # one message per 2000 characters, cut between sections (the last names every
        # project decision)
        messages = [f"**{engine.title}** — {engine.credits}"]
        for title, body in engine.rules_help():
            section = f"**{title}** {body}"
            if len(messages[-1]) + 1 + len(section) <= 2000:
                messages[-1] += "\n" + section
            else:
                messages.append(section[:2000])
        for text in messages:
            await say(interaction, text)


async def setup(bot: commands.Bot) -> None:
    if get_engine(KIND).playable:
        await bot.add_cog(AzulCog(bot))
