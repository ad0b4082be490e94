"""``/zenso …``: Zensō moves typed with autocomplete fed by the engine's legal moves.

Every turn is also doable by taps alone through the board's Play button (each phase its
own steps, sets chosen one Stone at a time, an explicit End turn); these commands serve
typists, one per kind of move. Each value is re-parsed and judged by the engine, so a
value autocomplete never offered is refused with the rule's own sentence. The cog is
added only once the game is playable, so an unfinished game registers no commands.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.ui import say
from bot.games import get_engine
from cogs._common import GAME_HELP, game_autocomplete, move_autocomplete, play_notation

KIND = "zenso"
MESSAGE_LIMIT = 2000


def rules_messages() -> list[str]:
    """``/zenso rules``: the credits, then the engine's rules sections, as messages of at
    most 2000 characters cut between sections."""
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


def _ac(verb: str) -> Any:
    return move_autocomplete(KIND, verb)


class ZensoCog(commands.Cog):
    group = app_commands.Group(name="zenso", description="Play Zensō by typing moves",
                               guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @group.command(name="combine", description="Phase 1: add a Stone to the stack, or all")
    @app_commands.describe(stone="A Stone's cell like 1,0, or all", game=GAME_HELP)
    @app_commands.autocomplete(stone=_ac("combine"), game=game_autocomplete)
    async def combine(self, interaction: discord.Interaction[Any], stone: str,
                      game: int | None = None) -> None:
        await play_notation(interaction, KIND, "combine", stone, game)

    @group.command(name="done", description="Phase 1: combine the Stones chosen so far")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def done(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await play_notation(interaction, KIND, "done", "done", game)

    @group.command(name="skip", description="Phase 1: combine nothing this turn")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def skip(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await play_notation(interaction, KIND, "skip", "skip", game)

    @group.command(name="buy", description="Free action: buy a Harmony card")
    @app_commands.describe(card="A display position like D3, or deck", game=GAME_HELP)
    @app_commands.autocomplete(card=_ac("buy"), game=game_autocomplete)
    async def buy(self, interaction: discord.Interaction[Any], card: str,
                  game: int | None = None) -> None:
        await play_notation(interaction, KIND, "buy", card, game)

    @group.command(name="swap", description="Jizō of Exchange: a hand card for a display card")
    @app_commands.describe(cards="Your card and a position, like H05 D2", game=GAME_HELP)
    @app_commands.autocomplete(cards=_ac("swap"), game=game_autocomplete)
    async def swap(self, interaction: discord.Interaction[Any], cards: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "swap", cards, game)

    @group.command(name="move", description="Jizō of Light: move a Lantern")
    @app_commands.describe(lantern="From and to, like 1,0 to 2,3", game=GAME_HELP)
    @app_commands.autocomplete(lantern=_ac("move"), game=game_autocomplete)
    async def move(self, interaction: discord.Interaction[Any], lantern: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "move", lantern, game)

    @group.command(name="take", description="Phase 2: take a Terrain card from the row")
    @app_commands.describe(slot="The row slot, 1 to 6", game=GAME_HELP)
    @app_commands.autocomplete(slot=_ac("take"), game=game_autocomplete)
    async def take(self, interaction: discord.Interaction[Any], slot: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "take", slot, game)

    @group.command(name="bonus", description="Phase 2: choose one item of an OR bonus")
    @app_commands.describe(item="1 or 2", game=GAME_HELP)
    @app_commands.autocomplete(item=_ac("bonus"), game=game_autocomplete)
    async def bonus(self, interaction: discord.Interaction[Any], item: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "bonus", item, game)

    @group.command(name="draw", description="Take a Harmony card gained as a bonus")
    @app_commands.describe(card="A display position like D3, or deck", game=GAME_HELP)
    @app_commands.autocomplete(card=_ac("draw"), game=game_autocomplete)
    async def draw(self, interaction: discord.Interaction[Any], card: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "draw", card, game)

    @group.command(name="keep", description="Jizō of Insight: keep one of the drawn cards")
    @app_commands.describe(card="1, 2 or 3 (see your private message)", game=GAME_HELP)
    @app_commands.autocomplete(card=_ac("keep"), game=game_autocomplete)
    async def keep(self, interaction: discord.Interaction[Any], card: str,
                   game: int | None = None) -> None:
        await play_notation(interaction, KIND, "keep", card, game)

    @group.command(name="place", description="Phase 3: place the Terrain card")
    @app_commands.describe(placement="Top-left cell and rotation, like 1,-1 r90",
                           game=GAME_HELP)
    @app_commands.autocomplete(placement=_ac("place"), game=game_autocomplete)
    async def place(self, interaction: discord.Interaction[Any], placement: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "place", placement, game)

    @group.command(name="stone", description="Put a Stone on a Sand space")
    @app_commands.describe(cell="The cell, like 2,0", game=GAME_HELP)
    @app_commands.autocomplete(cell=_ac("stone"), game=game_autocomplete)
    async def stone(self, interaction: discord.Interaction[Any], cell: str,
                    game: int | None = None) -> None:
        await play_notation(interaction, KIND, "stone", cell, game)

    @group.command(name="lantern", description="Put a Lantern on a landscape space")
    @app_commands.describe(cell="The cell, like 0,1", game=GAME_HELP)
    @app_commands.autocomplete(cell=_ac("lantern"), game=game_autocomplete)
    async def lantern(self, interaction: discord.Interaction[Any], cell: str,
                      game: int | None = None) -> None:
        await play_notation(interaction, KIND, "lantern", cell, game)

    @group.command(name="validate", description="Phase 4: validate a Harmony card")
    @app_commands.describe(card="Card and footprint cell, like H01 3,0", game=GAME_HELP)
    @app_commands.autocomplete(card=_ac("validate"), game=game_autocomplete)
    async def validate(self, interaction: discord.Interaction[Any], card: str,
                       game: int | None = None) -> None:
        await play_notation(interaction, KIND, "validate", card, game)

    @group.command(name="witness", description="Phase 4: which Stones your Jizō discards")
    @app_commands.describe(stones="The Stone set's number", game=GAME_HELP)
    @app_commands.autocomplete(stones=_ac("witness"), game=game_autocomplete)
    async def witness(self, interaction: discord.Interaction[Any], stones: str,
                      game: int | None = None) -> None:
        await play_notation(interaction, KIND, "witness", stones, game)

    @group.command(name="pay", description="Phase 4: a Stone paid as a card's cost")
    @app_commands.describe(cell="The Stone's cell, like 2,1", game=GAME_HELP)
    @app_commands.autocomplete(cell=_ac("pay"), game=game_autocomplete)
    async def pay(self, interaction: discord.Interaction[Any], cell: str,
                  game: int | None = None) -> None:
        await play_notation(interaction, KIND, "pay", cell, game)

    @group.command(name="end", description="End your turn (the row and display refill)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def end(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await play_notation(interaction, KIND, "end", "end", game)

    @group.command(name="rules", description="Zensō's rules in short, with the project's choices")
    async def rules(self, interaction: discord.Interaction[Any]) -> None:
        messages = rules_messages()
        await say(interaction, messages[0])
        for text in messages[1:]:
            await interaction.followup.send(text, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    if get_engine(KIND).playable:
        await bot.add_cog(ZensoCog(bot))
