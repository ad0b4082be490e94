"""Helpers every cog uses: the tables, resolving "which game", move autocomplete."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import discord
from discord import app_commands

from bot import i18n
from bot.app.messages import game_line, speak
from bot.app.records import GameRecord
from bot.app.tables import TableError, Tables
from bot.discord_app import follow_ups
from bot.discord_app.ui import HasTables, actor_of, reader, say, step_lines
from bot.games import get_engine
from bot.games.base import Move, Words, step_key
from bot.games.message import msg

AUTOCOMPLETE_LIMIT = 25
#: Discord's limit on an autocomplete choice's name and on its value
CHOICE_LIMIT = 100
#: between an autocomplete value's notation and its version; no notation has a "#"
VERSION_MARK = " #v"
_VERSIONED = re.compile(r"(.*?)\s*#v(\d{1,9})")
GAME_HELP = "Which game (leave empty for the game of this thread or your only game here)"

#: where a command exists: a table needs a server's channel and friends, so the games'
#: commands exist only where the bot is installed in a server, and only in its channels
IN_SERVERS = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
#: preferences follow the user, so they may also be set in the bot's DMs
IN_SERVERS_AND_BOT_DMS = app_commands.AppCommandContext(guild=True, dm_channel=True,
                                                        private_channel=False)
#: the app is installed to servers, not to users' accounts
SERVER_INSTALL = app_commands.AppInstallationType(guild=True, user=False)


class CommandGroup(app_commands.Group):
    """A top-level group whose contexts Discord learns from ``contexts`` and
    ``integration_types`` alone. discord.py 2.7 still writes the deprecated
    ``dm_permission`` into every top-level payload (``not guild_only``); a group that
    declares its contexts without ``guild_only`` would then say ``dm_permission: true``
    beside ``contexts: [0]``, so it is left out: ``contexts`` is what Discord reads."""

    def to_dict(self, tree: app_commands.CommandTree[Any]) -> dict[str, Any]:
        data = super().to_dict(tree)
        data.pop("dm_permission", None)
        return data


def server_group(name: str, description: str) -> CommandGroup:
    """A top-level command group that exists only in servers' channels."""
    return CommandGroup(name=name, description=description, allowed_contexts=IN_SERVERS,
                        allowed_installs=SERVER_INSTALL)


def tables_of(interaction: discord.Interaction[Any]) -> Tables:
    bot: HasTables = interaction.client  # type: ignore[assignment]
    return bot.tables


def place_of(interaction: discord.Interaction[Any]) -> int:
    return interaction.channel_id or 0


async def resolve_game(interaction: discord.Interaction[Any], game_id: int | None,
                       statuses: tuple[str, ...] = ("lobby", "active"), *,
                       named: tuple[str, ...] = ()) -> GameRecord:
    """The game a command means, only ever one of this server's (the guild check every
    command goes through), in one of ``statuses``; ``named`` are further statuses taken
    when the game is named by number or this is its thread (a finished game's log), but
    never offered when the command picks among a channel's games."""
    tables = tables_of(interaction)
    if game_id is None:
        return await tables.resolve(place_of(interaction), actor_of(interaction), None,
                                    statuses, in_thread=named)
    game = await tables.get_here(game_id, interaction.guild_id)
    if game.status not in (*statuses, *named):
        raise status_refusal(game)
    return game


def status_refusal(game: GameRecord) -> TableError:
    """Why a command cannot act on a game in its current state, in one sentence (its
    ``$game`` is the game's title in the reader's language)."""
    number = str(game.id)
    said = {"lobby": msg("common-status-lobby", id=number),
            "active": msg("common-status-active", id=number),
            "finished": msg("common-status-finished", id=number),
            "cancelled": msg("common-status-cancelled", id=number)}.get(
        game.status, msg("common-status-other", id=number))
    return TableError(said, kind=game.kind)


async def game_autocomplete(interaction: discord.Interaction[Any],
                            current: str) -> list[app_commands.Choice[int]]:
    """Open games here and the user's own games, newest first."""
    tables = tables_of(interaction)
    games = {g.id: g for g in await tables.games_here(place_of(interaction))}
    for game in await tables.my_games(interaction.user.id):
        if game.guild_id == interaction.guild_id:  # another server's games are not here
            games.setdefault(game.id, game)
    return game_choices(games.values(), current, reader(interaction))


async def active_game_autocomplete(interaction: discord.Interaction[Any],
                                   current: str) -> list[app_commands.Choice[int]]:
    """Games in progress here and the user's own on this server, newest first, and the
    game of this thread even when it is over: a lobby has nothing to show yet, and a
    finished game is offered only in its own thread (where the players look for it)."""
    tables = tables_of(interaction)
    place = place_of(interaction)
    games = {g.id: g for g in await tables.games_here(place) if g.status == "active"}
    for game in await tables.my_games(interaction.user.id):
        if game.guild_id == interaction.guild_id and game.status == "active":
            games.setdefault(game.id, game)
    for game in await tables.store.find_games(place_id=place, statuses=("finished",)):
        if game.thread_id == place:
            games.setdefault(game.id, game)
    return game_choices(games.values(), current, reader(interaction))


def game_choices(games: Iterable[GameRecord], current: str,
                 language: str = i18n.FALLBACK) -> list[app_commands.Choice[int]]:
    """Games whose line contains what was typed, newest first, as autocomplete choices
    in the asker's language."""
    choices = []
    for game in sorted(games, key=lambda g: -g.id):
        line = game_line(game, markdown=False, language=language)  # plain text
        if current and current.lower() not in line.lower():
            continue
        choices.append(app_commands.Choice(name=line[:CHOICE_LIMIT], value=game.id))
    return choices[:AUTOCOMPLETE_LIMIT]


async def my_game_autocomplete(interaction: discord.Interaction[Any],
                               current: str) -> list[app_commands.Choice[int]]:
    """The user's own open games on every server, newest first."""
    return game_choices(await tables_of(interaction).my_games(interaction.user.id), current,
                        reader(interaction))


async def move_choices(interaction: discord.Interaction[Any], kind: str, verb: str,
                       current: str, game_id: int | None) -> list[app_commands.Choice[str]]:
    """Legal moves of the user starting with ``verb``, labelled for people. Autocomplete
    must answer within 3 s without deferring, and never raise: on any refusal it offers
    nothing."""
    try:
        game = await resolve_game(interaction, game_id, ("active",))
        if game.kind != kind:
            return []
        game, _, moves = await tables_of(interaction).legal_moves(game.id,
                                                                  actor_of(interaction))
    except TableError:
        return []
    asked = reader(interaction)
    return [app_commands.Choice(name=name, value=with_version(value, game.version))
            for name, value in named_moves(moves, verb, current,
                                           lambda step: speak(game, step, asked))
            ][:AUTOCOMPLETE_LIMIT]


def with_version(notation: str, version: int) -> str:
    """An autocomplete value: the notation and the game's version it was offered at, so
    that submitting it again after the move went through (a crash ate the confirmation,
    the client's command history) is refused instead of played twice, as a button's
    version makes a second tap harmless. The user reads the choice's name, not this.
    A notation too long to carry the mark goes without (typed moves keep working)."""
    value = f"{notation}{VERSION_MARK}{version}"
    return value if len(value) <= CHOICE_LIMIT else notation


def split_version(value: str) -> tuple[str, int | None]:
    """A submitted move's notation, and the version it was chosen at (None: typed by
    hand, or a notation too long to carry one)."""
    if match := _VERSIONED.fullmatch(value.strip()):
        return match.group(1), int(match.group(2))
    return value, None


def named_moves(moves: list[Move], verb: str, current: str,
                speak_step: Callable[[Words], str] = str) -> list[tuple[str, str]]:
    """(name, value) of each legal ``verb`` move matching what was typed: the name is
    the move's menu path in words within Discord's limit, the value its notation.
    ``speak_step`` puts a step in the reader's words."""
    wanted = current.strip().lower()
    # Discord refuses a longer value; the panel still offers such a move
    offered = [m for m in moves
               if m.notation.split()[0] == verb and len(m.notation) <= CHOICE_LIMIT]
    # Said once per distinct step: thousands of Azul placements share a few dozen.
    said: dict[str, str] = {}

    def words_of(step: Words) -> str:
        key = step_key(step)
        if key not in said:
            said[key] = speak_step(step)
        return said[key]

    steps = [[words_of(step) for step in (m.steps[1:] or (m.label,))] for m in offered]
    names = [fit_steps(parts, CHOICE_LIMIT) for parts in steps]
    # Players read words, not the notation's ids: a choice shows its words (the value
    # typed in is the notation); only names that would read alike add the notation.
    # counted once: Azul offers thousands of placements, and autocomplete has 3 s
    repeated = {name for name, n in Counter(names).items() if n > 1}
    named = []
    for move, name, parts in zip(offered, names, steps, strict=True):
        if name in repeated and len(move.notation) <= CHOICE_LIMIT // 2:
            suffix = f" — {move.notation}"
            name = fit_steps(parts, CHOICE_LIMIT - len(suffix)) + suffix
        if wanted and wanted not in name.lower() and wanted not in move.notation.lower():
            continue
        named.append((name, move.notation))
    return named


def fit_steps(steps: list[str], limit: int) -> str:
    """A menu path in at most ``limit`` characters. The later steps are what tell two
    moves apart (the cell, the payment), so the earliest are left out first."""
    for first in range(len(steps)):
        text = ("… › " if first else "") + " › ".join(steps[first:])
        if len(text) <= limit:
            return text
    return steps[-1][:limit - 1] + "…"


def move_autocomplete(kind: str, verb: str) -> Any:
    """An autocomplete callback offering the user's legal ``verb`` moves in ``kind``
    (every game cog's typed commands use one per verb)."""

    async def complete(interaction: discord.Interaction[Any],
                       current: str) -> list[app_commands.Choice[str]]:
        game_id = getattr(interaction.namespace, "game", None)
        return await move_choices(interaction, kind, verb, current, game_id)

    return complete


async def play_notation(interaction: discord.Interaction[Any], kind: str, verb: str,
                        notation: str, game_id: int | None) -> None:
    """Apply a typed move. The value is never trusted: the engine parses and judges it,
    and a version it carries is checked as a button's is. The turn's board follows the
    player's answer once what the move read is let go (bot.discord_app.follow_ups)."""
    try:
        await _play_notation(interaction, kind, verb, notation, game_id)
    finally:
        await follow_ups.settle(interaction)


async def _play_notation(interaction: discord.Interaction[Any], kind: str, verb: str,
                         notation: str, game_id: int | None) -> None:
    # A player waits for this reply from now on: boards let it go first (reply_gate).
    tables_of(interaction).replies.answering()
    notation, version = split_version(notation)
    text = " ".join(notation.split())
    if not text.lower().startswith(verb):
        text = f"{verb} {text}"
    game = await resolve_game(interaction, game_id, ("active",))
    if game.kind != kind:
        # the game's own command by the name the reader's client shows
        command = msg(f"{game.kind.replace('_', '-')}-cmd-name")
        raise TableError(msg("common-err-other-game", id=str(game.id), command=command),
                         kind=game.kind)
    await interaction.response.defer(ephemeral=True, thinking=True)
    asked = reader(interaction)
    tables = tables_of(interaction)
    # The game as resolved a moment ago (the commit's version guard makes it safe); the
    # player reads ✅ before the turn's board is drawn and posted (follow_up).
    report = await tables.play(game.id, actor_of(interaction), text,
                               expected_version=version, loaded=game, deliver=False)
    follow_ups.owe(interaction, tables.follow_up(report))
    follow = ""
    after = report.game
    if after.status == "active" and after.state is not None and \
            report.seat in get_engine(after.kind).to_move(after.state):
        prompt = speak(after, get_engine(after.kind).prompt(after.state, report.seat),
                       asked)
        follow = "\n" + i18n.t(asked, "common-next-step", prompt=prompt)
    note = await tables.delivery_note(game.id, asked)
    note = f"\n{note}" if note else ""  # a post Discord refused: told where the bot can
    # what followed by itself (Stones on every free Sand space, the next seat's single
    # choice) is said too, as the panel says it after a tap
    await say(interaction, f"✅ {speak(after, report.label, asked)}"
                           f"{step_lines(after, report.events, report.seat, asked)}"
                           f"{follow}{note}")
