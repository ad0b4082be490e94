"""What every game's cog is: a ``/<game>`` group of typed moves, declared as data, and
``/<game> rules``.

A game's cog lists one :class:`TypedMove` per verb of its notation: the command is named
after the verb and takes the rest of the notation as one option (autocompleted with the
user's legal moves of that verb), or nothing more when the verb alone is the move, plus
the game. The engine re-parses and judges every value (:func:`~cogs._common.play_notation`),
so a value autocomplete never offered is refused with the rule's own sentence.

discord.py reads a command's options from its callback's parameters, so every typed move's
callback takes its value as ``value``, renamed on Discord to the option's own name: the
payload is what a hand-written ``async def take(self, interaction, gems: str, …)`` gives.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.messages import game_title, rules_words
from bot.discord_app.ui import MESSAGE_LIMIT, reader, say
from bot.games import get_engine
from cogs._common import GAME_HELP, game_autocomplete, move_autocomplete, play_notation


@dataclass(frozen=True)
class TypedMove:
    """``/<game> <verb>``: what the move does, and the option that carries the rest of its
    notation with that option's help (``option`` None: the verb is the whole move)."""

    verb: str
    description: str
    option: str | None = None
    option_help: str = ""


def pack_messages(parts: list[str]) -> list[str]:
    """``parts`` joined by newlines into messages of at most 2000 characters, cut between
    parts (a part longer than a message is cut short)."""
    messages: list[str] = []
    for part in parts:
        if messages and len(messages[-1]) + 1 + len(part) <= MESSAGE_LIMIT:
            messages[-1] += "\n" + part
        else:
            messages.append(part[:MESSAGE_LIMIT])
    return messages


def rules_messages(kind: str, *, separator: str = ": ", credits_first: bool = True,
                   language: str = "en") -> list[str]:
    """The game's rules help in ``language`` as messages of at most 2000 characters: its
    title with the credits (or the credits last), then one line per section,
    ``**title**`` and the text after ``separator``."""
    engine = get_engine(kind)
    sections = [f"**{rules_words(kind, title, language)}**{separator}"
                f"{rules_words(kind, text, language)}"
                for title, text in engine.rules_help()]
    named = game_title(kind, language)
    credits = rules_words(kind, engine.credits, language)
    if credits_first:
        return pack_messages([f"**{named}** — {credits}", *sections])
    return pack_messages([f"**{named}**", *sections, credits])


def _typed_move_command(kind: str, move: TypedMove,
                        group: app_commands.Group) -> app_commands.Command[Any, ..., None]:
    verb = move.verb
    callback: Callable[..., Coroutine[Any, Any, None]]
    if move.option is None:
        async def whole_move(interaction: discord.Interaction[Any],
                             game: int | None = None) -> None:
            await play_notation(interaction, kind, verb, verb, game)

        callback = app_commands.autocomplete(game=game_autocomplete)(
            app_commands.describe(game=GAME_HELP)(whole_move))
    else:
        async def typed_move(interaction: discord.Interaction[Any], value: str,
                             game: int | None = None) -> None:
            await play_notation(interaction, kind, verb, value, game)

        callback = app_commands.rename(value=move.option)(
            app_commands.autocomplete(value=move_autocomplete(kind, verb),
                                      game=game_autocomplete)(
                app_commands.describe(value=move.option_help, game=GAME_HELP)(typed_move)))
    return app_commands.Command(name=verb, description=move.description, callback=callback,
                                parent=group)


class GameMovesCog(commands.Cog):
    """A game's cog. A subclass declares ``group``, named after the game's key (the core's
    "use /<game> there" hint and the command-tree test expect it), its ``moves`` and the
    description of its rules command; ``rules_separator`` and ``credits_first`` keep each
    game's rules text as it was written."""

    group: ClassVar[app_commands.Group]
    moves: ClassVar[tuple[TypedMove, ...]]
    rules_description: ClassVar[str]
    rules_separator: ClassVar[str] = ": "
    credits_first: ClassVar[bool] = True

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        # discord.py gave this cog its own copy of the class's group: commands added to it
        # here are this bot's alone, and unbound (their callbacks take no cog), which is
        # why they are built here and not on the class.
        kind = self.group.name
        for move in self.moves:
            self.group.add_command(_typed_move_command(kind, move, self.group))

        async def rules(interaction: discord.Interaction[Any]) -> None:
            messages = type(self).rules_messages(reader(interaction))
            await say(interaction, messages[0])
            for text in messages[1:]:
                await interaction.followup.send(text, ephemeral=True)

        self.group.add_command(app_commands.Command(
            name="rules", description=self.rules_description, callback=rules,
            parent=self.group))

    @classmethod
    def rules_messages(cls, language: str = "en") -> list[str]:
        """``/<game> rules``: the messages it sends in ``language``, each within
        Discord's 2000 characters."""
        return rules_messages(cls.group.name, separator=cls.rules_separator,
                              credits_first=cls.credits_first, language=language)


def cog_setup(cog: type[GameMovesCog]) -> Callable[[commands.Bot], Coroutine[Any, Any, None]]:
    """The extension's ``setup``: the cog is added only once the game is playable, so an
    unfinished game registers no commands."""

    async def setup(bot: commands.Bot) -> None:
        if get_engine(cog.group.name).playable:
            await bot.add_cog(cog(bot))

    return setup
