"""``/game …``: what every game shares — tables, boards, logs, rules."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.boards import public_board
from bot.app.messages import game_line, log_lines, result_text, title, turn_text
from bot.app.players import LEVELS
from bot.app.replay import render_replay_gif, replay_states
from bot.app.stats import format_leaderboard, format_user_stats, leaderboard, user_stats
from bot.app.store import GameRecord, MoveRecord
from bot.app.tables import TableError
from bot.app.turn_clock import SPEEDS
from bot.discord_app.ui import actor_of, board_view, open_panel, say, show_hand
from bot.games import get_engine, registry
from cogs._common import GAME_HELP, game_autocomplete, place_of, resolve_game, tables_of

GAME_CHOICES = [app_commands.Choice(name=engine.title, value=name)
                for name, engine in registry().items()]


def _replay_gif(record: GameRecord, moves: list[MoveRecord]) -> bytes:
    states = replay_states(get_engine(record.kind), len(record.seats), record.seed,
                           record.options, moves)
    return render_replay_gif(record.kind, record.names, states)


def _parse_options(text: str) -> dict[str, str]:
    options = {}
    for part in text.replace(",", " ").split():
        name, sep, value = part.partition("=")
        if not sep or not name or not value:
            raise TableError(f"Write options as name=value pairs, e.g. goals=on; {part!r} is "
                             "not one.")
        options[name.strip().lower()] = value.strip().lower()
    return options


class GameCog(commands.Cog):
    game = app_commands.Group(name="game", description="Create, join and follow board games",
                              guild_only=True)

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @game.command(name="new", description="Open a new table in this channel")
    @app_commands.describe(
        game="The game to play",
        seat_order="Random seats (fair) or seats in the order players joined",
        computers="How many computer players to seat now (0–3)",
        level="How computer players choose: random moves or greedy look-ahead",
        options="Game options as name=value pairs (see /game rules)",
        speed="Time per move; a late player's turn can then be skipped")
    @app_commands.choices(
        game=GAME_CHOICES,
        seat_order=[app_commands.Choice(name="random", value="random"),
                    app_commands.Choice(name="as joined", value="joined")],
        level=[app_commands.Choice(name=level, value=level) for level in LEVELS],
        speed=[app_commands.Choice(name="no clock" if s == "none" else f"{s} per move",
                                   value=s) for s in SPEEDS])
    async def new(self, interaction: discord.Interaction[Any], game: str,
                  seat_order: str = "random", computers: app_commands.Range[int, 0, 3] = 0,
                  level: str = "greedy", options: str = "", speed: str = "none") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await tables_of(interaction).create(
            game, actor_of(interaction), guild_id=interaction.guild_id,
            channel_id=place_of(interaction), options=_parse_options(options),
            seat_order=seat_order, computers=[level] * computers, speed=speed)
        await say(interaction, f"{title(record)} is open: others tap **Join** on its message, "
                               "then you tap **Start**.")

    @game.command(name="join", description="Sit down at an open table")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def join(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("lobby",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await tables_of(interaction).join(record.id, actor_of(interaction))
        await say(interaction, f"You joined {title(record)}.")

    @game.command(name="leave", description="Leave a table that has not started")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def leave(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("lobby",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).leave(record.id, actor_of(interaction))
        await say(interaction, f"You left {title(record)}.")

    @game.command(name="start", description="Start your table (host only)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def start(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("lobby",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await tables_of(interaction).start(record.id, actor_of(interaction))
        await say(interaction, f"{title(record)} has started.")

    @game.command(name="cancel", description="Cancel a game (host or Manage Server)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def cancel(self, interaction: discord.Interaction[Any],
                     game: int | None = None) -> None:
        record = await resolve_game(interaction, game)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).cancel(record.id, actor_of(interaction))
        await say(interaction, f"{title(record)} was cancelled.")

    @game.command(name="resign", description="Give up a game in progress")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction[Any],
                     game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).resign(record.id, actor_of(interaction))
        await say(interaction, f"You resigned from {title(record)}.")

    @game.command(name="list", description="Open games in this channel")
    async def list_games(self, interaction: discord.Interaction[Any]) -> None:
        games = await tables_of(interaction).games_here(place_of(interaction))
        lines = [game_line(g) for g in games] or ["No open games here; start one with /game new."]
        await say(interaction, "\n".join(lines)[:2000])

    @game.command(name="mine", description="Your games that wait on you, across servers")
    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        tables = tables_of(interaction)
        waiting = await tables.waiting_on(interaction.user.id)
        others = [g for g in await tables.my_games(interaction.user.id)
                  if g.id not in {w.id for w in waiting}]
        if waiting:
            lines = ["**Waiting on you:**", *(f"• {game_line(g)}" for g in waiting)]
        else:
            lines = ["Nothing waits on you right now."]
        if others:
            lines += ["**Your other open games:**"] + [f"• {game_line(g)}" for g in others]
        await say(interaction, "\n".join(lines)[:2000])

    @game.command(name="board", description="Post the current board again")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def board(self, interaction: discord.Interaction[Any],
                    game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active", "finished"))
        if record.state is None:
            raise TableError("The game has not started yet.")
        await interaction.response.defer(thinking=True)
        image = await public_board(record)
        text = result_text(record) if record.status == "finished" else turn_text(record, [])
        # A repost does not ping (only a new turn does), but it carries the buttons and
        # becomes the current board, so a player far down a long thread can act on it.
        view = board_view(record)
        message = await interaction.followup.send(
            text, file=discord.File(io.BytesIO(image.png), filename=image.filename,
                                    description=image.alt[:1024]),
            allowed_mentions=discord.AllowedMentions.none(),
            **({"view": view} if view else {}), wait=True)
        if view is not None:
            await tables_of(interaction).store.set_board_message(record.id, message.id)

    @game.command(name="log", description="The recent moves of a game")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def log(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active", "finished"))
        moves = await tables_of(interaction).move_log(record.id)
        lines = log_lines(record, moves) or ["No moves yet."]
        text = f"**{title(record)}** — last {len(lines)} of {len(moves)} moves\n" + \
            "\n".join(lines)
        await say(interaction, text[:2000])

    @game.command(name="play", description="Open your turn panel")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def play(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        await open_panel(interaction, record.id)

    @game.command(name="hand", description="See your hidden cards (only you see them)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def hand(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active", "finished"))
        await show_hand(interaction, record.id)

    @game.command(name="undo", description="Take back your last move of this turn")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def undo(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).undo(record.id, actor_of(interaction))
        await say(interaction, "Taken back. Tap **Play** on the board (or /game play) to "
                               "choose again.")

    @game.command(name="skip", description="Let the computer play a late player's turn")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def skip(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        reports = await tables_of(interaction).skip(record.id, actor_of(interaction))
        await say(interaction, f"The computer played {len(reports)} move(s) for the late "
                               "player.")

    @game.command(name="remove", description="Hand a repeatedly late player's seat to the "
                                             "computer")
    @app_commands.describe(player="The late player", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def remove(self, interaction: discord.Interaction[Any], player: discord.User,
                     game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        seat = record.seat_of(player.id)
        if seat is None:
            raise TableError(f"{player.display_name} is not playing in this game.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).remove(record.id, actor_of(interaction), seat)
        await say(interaction, f"{player.display_name}'s seat is now played by the computer.")

    @game.command(name="replay", description="An animated replay of a finished game")
    @app_commands.describe(game="The finished game's number")
    async def replay(self, interaction: discord.Interaction[Any], game: int) -> None:
        record = await tables_of(interaction).get(game)
        if record.status != "finished":
            raise TableError("Only a finished game can be replayed; use /game log meanwhile.")
        await interaction.response.defer(thinking=True)
        moves = await tables_of(interaction).move_log(record.id)
        gif = await asyncio.to_thread(_replay_gif, record, moves)
        await interaction.followup.send(
            f"**{title(record)}** — replay, one frame per turn.",
            file=discord.File(io.BytesIO(gif), filename="replay.gif",
                              description=f"Animated replay of {title(record)}"),
            allowed_mentions=discord.AllowedMentions.none())

    @game.command(name="stats", description="A player's results on this server")
    @app_commands.describe(player="Whose statistics (default: yours)",
                           game="Only this game")
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(self, interaction: discord.Interaction[Any],
                    player: discord.User | None = None, game: str | None = None) -> None:
        who = player or interaction.user
        games = await tables_of(interaction).store.find_games(
            statuses=("finished",), guild_id=interaction.guild_id, kind=game)
        await say(interaction, format_user_stats(
            user_stats(games, who.id, kind=game, name=who.display_name)))

    @game.command(name="leaderboard", description="This server's best players")
    @app_commands.describe(game="Only this game")
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction[Any],
                          game: str | None = None) -> None:
        games = await tables_of(interaction).store.find_games(
            statuses=("finished",), guild_id=interaction.guild_id, kind=game)
        await say(interaction, format_leaderboard(leaderboard(games, kind=game), kind=game))

    @game.command(name="rules", description="Short rules of a game, with the project's choices")
    @app_commands.describe(game="The game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], game: str) -> None:
        engine = get_engine(game)
        options = "\n".join(
            f"• `{o.name}`: {o.description} ({' / '.join(o.choices)}, default {o.default})"
            for o in engine.options)
        text = f"**{engine.title}** ({engine.min_players}–{engine.max_players} players)\n" \
            f"{engine.rules_summary}" + (f"\nOptions:\n{options}" if options else "")
        await say(interaction, text[:2000])


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))
