"""``/game …``: what every game shares — tables, boards, logs, rules."""

from __future__ import annotations

import asyncio
import io
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import language as lang
from bot.app.boards import POST_LIMIT_BYTES, fit_for_upload, replay_animation, turn_boards
from bot.app.language import of_game
from bot.app.messages import (
    game_line,
    game_title,
    log_lines,
    plain_name,
    quoted,
    refusal_text,
    result_text,
    rules_words,
    title,
    turn_text,
)
from bot.app.players import LEVELS
from bot.app.records import GameRecord, MoveRecord
from bot.app.replay import replay_states
from bot.app.stats import leaderboard_text, user_stats_text
from bot.app.tables import TableError
from bot.app.turn_clock import SPEEDS
from bot.discord_app.ui import (
    MESSAGE_LIMIT,
    UNEXPECTED,
    actor_of,
    alt_text,
    answer_first,
    board_view,
    defer_public,
    open_panel,
    reader,
    replay_step,
    resign_view,
    say,
    show_hand,
)
from bot.games import get_engine, registry
from bot.games.message import Message, msg, typed, words
from bot.i18n import t
from cogs._common import (
    AUTOCOMPLETE_LIMIT,
    CHOICE_LIMIT,
    GAME_HELP,
    active_game_autocomplete,
    game_autocomplete,
    my_game_autocomplete,
    place_of,
    resolve_game,
    server_group,
    status_refusal,
    tables_of,
)

log = logging.getLogger(__name__)

#: what the bot must be allowed in a channel before it opens a table there (the lobby,
#: the boards as pictures); without them the lobby would be stored but nobody would see it
#: (each named in the catalogue as ``common-perm-<flag>``)
NEEDED_TO_OPEN = ("view_channel", "send_messages", "attach_files", "read_message_history")
NEEDED_IN_THREADS = ("send_messages_in_threads",)
NEEDED_FOR_THREADS = ("create_public_threads", "send_messages_in_threads")

#: a new table's language, each named in its own language
LANGUAGE_CHOICES = [app_commands.Choice(name=name, value=code)
                    for code, name in lang.CHOICES.items()]

#: each game by its title, which the game's catalogue gives in the player's language
GAME_CHOICES = [app_commands.Choice(name=app_commands.locale_str(
                    engine.title, key=f"{name.replace('_', '-')}-title"), value=name)
                for name, engine in registry().items()]


async def _replay(record: GameRecord, moves: list[MoveRecord], language: str = "en") -> Any:
    """The game's animation: its positions replayed here, drawn in the render pool."""
    states = await asyncio.to_thread(replay_states, get_engine(record.kind),
                                     len(record.seats), record.seed, record.options, moves)
    return await replay_animation(record.kind, list(record.names), states, language)


#: longer names or values are not options of any game; quoting them back whole could
#: exceed Discord's 2000 characters and leave the user on "thinking…" for ever
OPTION_TEXT_LIMIT = 32


def _parse_options(text: str) -> dict[str, str]:
    options = {}
    for part in text.replace(",", " ").split():
        name, sep, value = part.partition("=")
        if not sep or not name or not value:
            raise TableError(msg("common-err-options-syntax", text=quoted(part)))
        if len(name) > OPTION_TEXT_LIMIT or len(value) > OPTION_TEXT_LIMIT:
            raise TableError(msg("common-err-options-unknown", text=quoted(part)))
        options[name.strip().lower()] = value.strip().lower()
    return options


def missing_permissions(perms: discord.Permissions, in_thread: bool) -> tuple[list[Message],
                                                                              list[Message]]:
    """What the bot lacks to open a table here (refused), and to give it a thread
    (the game then stays in the channel), as the catalogue names them."""
    needed = [*NEEDED_TO_OPEN, *(NEEDED_IN_THREADS if in_thread else ())]
    missing = [_perm(flag) for flag in needed if not getattr(perms, flag)]
    threads = [] if in_thread else [_perm(flag) for flag in NEEDED_FOR_THREADS
                                    if not getattr(perms, flag)]
    return missing, threads


def _perm(flag: str) -> Message:
    return msg(f"common-perm-{flag.replace('_', '-')}")


def option_choices(kind: str | None, current: str,
                   language: str = "en") -> list[app_commands.Choice[str]]:
    """``/game new options:`` as it is typed: the pairs typed so far, completed by each
    option not set yet (or the one being typed) with each of its values, every choice
    explaining the option in the reader's language and marking its default. Without a
    game chosen yet, every game's options, each naming its game."""
    engines = [get_engine(kind)] if kind in registry() else list(registry().values())
    parts = current.replace(",", " ").split()
    typing = "" if not parts or current[-1:] in (" ", ",") else parts.pop()
    done = " ".join(parts)
    chosen = {part.partition("=")[0].lower() for part in parts}
    choices: list[app_commands.Choice[str]] = []
    for engine in engines:
        for spec in engine.options:
            if spec.name in chosen:
                continue
            description = rules_words(engine.name, spec.description, language)
            for value in spec.choices:
                pair = f"{spec.name}={value}"
                if typing and not pair.startswith(typing.lower()):
                    continue
                text = f"{done} {pair}".strip()
                if len(text) > CHOICE_LIMIT:
                    continue
                if len(engines) > 1:
                    name = t(language, "common-option-choice-game", option=text,
                             game=game_title(engine.name, language), description=description)
                elif value == spec.default:
                    name = t(language, "common-option-choice-default", option=text,
                             description=description)
                else:
                    name = t(language, "common-option-choice", option=text,
                             description=description)
                choices.append(app_commands.Choice(name=_choice_name(name), value=text))
    return choices[:AUTOCOMPLETE_LIMIT]


def _choice_name(text: str) -> str:
    return text if len(text) <= CHOICE_LIMIT else text[:CHOICE_LIMIT - 1] + "…"


async def options_autocomplete(interaction: discord.Interaction[Any],
                               current: str) -> list[app_commands.Choice[str]]:
    """The table options of the game chosen in ``/game new`` (autocomplete never
    raises: anything unexpected offers nothing)."""
    try:
        kind = getattr(interaction.namespace, "game", None)
        return option_choices(kind, current, reader(interaction))
    except Exception:
        log.exception("options autocomplete failed")
        return []


async def replay_game_autocomplete(interaction: discord.Interaction[Any],
                                   current: str) -> list[app_commands.Choice[int]]:
    """Finished games of this server, newest first (a replay shows the whole game)."""
    games = await tables_of(interaction).finished_titles(interaction.guild_id, current,
                                                         limit=AUTOCOMPLETE_LIMIT)
    asked = reader(interaction)
    return [app_commands.Choice(
        name=f"#{g.id} {game_title(g.kind, asked)} — {', '.join(g.names)}"[:CHOICE_LIMIT],
        value=g.id) for g in games]


class GameCog(commands.Cog):
    # A table needs a server's channel and friends: the commands exist only where the bot
    # is installed in a server (not as a user app), and only in its channels.
    game = server_group("game", "Create, join and follow board games")

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        if not lang.enabled():
            # With languages off every table is English: /game new offers no language
            # (read as the cogs load, so `python -m bot sync` registers what the bot
            # serves). This cog's /game new is its own copy; the option's parameter
            # keeps its default, None.
            self.new._params.pop("language", None)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server (GUILD_DELETE without ``unavailable``; an outage only
        makes the server unavailable for a while and changes nothing): its games end
        (see ``Tables.close_guild`` for why they are cancelled)."""
        closed = await self.bot.tables.close_guild(guild.id)  # type: ignore[attr-defined]
        if closed:
            log.info("removed from guild %s: cancelled games %s", guild.id,
                     [game.id for game in closed])

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """Keep an active game's thread open: Discord archives a quiet thread after a week,
        and then greys out its buttons and refuses commands in it. What to do (reopen an
        archived thread, leave a locked one to the moderators) is the notifier's rule,
        the same it applies at start-up."""
        await notifier_of_bot(self.bot).thread_updated(payload)

    @game.command(name="new", description="Open a new table in this channel")
    @app_commands.describe(
        game="The game to play",
        seat_order="Random seats (fair) or seats in the order players joined",
        computers="How many computer players to seat now (0–3)",
        level="How computer players choose: random, greedy (one turn ahead) or expert",
        options="Game options as name=value pairs: pick them from the list",
        speed="Time per move; a late player's turn can then be skipped",
        takeover="The computer that plays a resigned or late player's turns",
        language="The table's language (default: the server's, else yours)")
    @app_commands.choices(
        game=GAME_CHOICES,
        seat_order=[app_commands.Choice(name="random", value="random"),
                    app_commands.Choice(name="as joined", value="joined")],
        level=[app_commands.Choice(name=level, value=level) for level in LEVELS],
        takeover=[app_commands.Choice(name=level, value=level) for level in LEVELS],
        speed=[app_commands.Choice(name="no clock" if s == "none" else f"{s} per move",
                                   value=s) for s in SPEEDS],
        language=LANGUAGE_CHOICES)
    @app_commands.autocomplete(options=options_autocomplete)
    async def new(self, interaction: discord.Interaction[Any], game: str,
                  seat_order: str = "random", computers: app_commands.Range[int, 0, 3] = 0,
                  level: str = "greedy", options: str = "", speed: str = "none",
                  takeover: str = "greedy", language: str | None = None) -> None:
        in_thread = isinstance(interaction.channel, discord.Thread)
        missing, no_threads = missing_permissions(interaction.app_permissions, in_thread)
        if missing:
            raise TableError(msg("common-err-cannot-open", needs=words(missing)))
        parsed = _parse_options(options)
        await interaction.response.defer(ephemeral=True, thinking=True)
        tables = tables_of(interaction)
        chosen = lang.for_new_game(language, await tables.store.guild_language(
            interaction.guild_id), interaction.guild_locale, interaction.locale)
        record = await tables.create(
            game, actor_of(interaction), guild_id=interaction.guild_id,
            channel_id=place_of(interaction), options=parsed,
            seat_order=seat_order, computers=[level] * computers, speed=speed,
            language=chosen, takeover=takeover)
        asked = reader(interaction)
        said = t(asked, "common-opened", title=title(record, asked))
        if no_threads:
            said += " " + t(asked, "common-opened-no-thread",
                            needs=words(no_threads, "or"))
        await say(interaction, said)

    @game.command(name="join", description="Sit down at an open table")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def join(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("lobby",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await tables_of(interaction).join(record.id, actor_of(interaction))
        await say(interaction, msg("common-you-joined", title=title(record, reader(interaction))))

    @game.command(name="leave", description="Leave a table that has not started")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def leave(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("lobby",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).leave(record.id, actor_of(interaction))
        await say(interaction, msg("common-you-left", title=title(record, reader(interaction))))

    @game.command(name="start", description="Start your table (host only)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def start(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("lobby",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await tables_of(interaction).start(record.id, actor_of(interaction))
        await say(interaction, msg("common-started", title=title(record, reader(interaction))))

    @game.command(name="cancel", description="Cancel a game (host or Manage Server)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def cancel(self, interaction: discord.Interaction[Any],
                     game: int | None = None) -> None:
        record = await resolve_game(interaction, game)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).cancel(record.id, actor_of(interaction))
        await say(interaction, msg("common-you-cancelled",
                                   title=title(record, reader(interaction))))

    @game.command(name="resign", description="Give up or leave one of your games, from "
                                             "any server")
    @app_commands.describe(game="Which of your games, on any server (leave empty for the "
                                "game of this thread or your only game here)")
    @app_commands.autocomplete(game=my_game_autocomplete)
    async def resign(self, interaction: discord.Interaction[Any],
                     game: int | None = None) -> None:
        # A player's own seat may be given up from anywhere: a game whose server cannot
        # be reached would otherwise hold a place in their open-game limit for ever.
        tables = tables_of(interaction)
        record = (await resolve_game(interaction, None, ("active",)) if game is None
                  else await tables.get_seated(game, interaction.user.id))
        if record.status not in ("lobby", "active"):
            raise status_refusal(record)
        asked = reader(interaction)
        if record.status == "lobby":
            await interaction.response.defer(ephemeral=True, thinking=True)
            await tables.leave(record.id, actor_of(interaction))
            await say(interaction, msg("common-you-left", title=title(record, asked)))
            return
        # Giving up a game is for good: asked once more, with what will happen.
        tables.resigning_seat(record, actor_of(interaction))
        others = [s for s in record.seats
                  if s.controller == "human" and s.user_id != interaction.user.id]
        named = title(record, asked)
        question = (t(asked, "common-resign-question-seat", title=named) if len(others) >= 2
                    else t(asked, "common-resign-question-end", title=named))
        await interaction.response.send_message(question, view=resign_view(record, asked),
                                                ephemeral=True)

    @game.command(name="list", description="Open games in this channel")
    async def list_games(self, interaction: discord.Interaction[Any]) -> None:
        games = await tables_of(interaction).games_here(place_of(interaction))
        asked = reader(interaction)
        lines = [game_line(g, language=asked) for g in games] or [
            t(asked, "common-no-open-games")]
        await say(interaction, "\n".join(lines)[:2000])

    @game.command(name="mine", description="Your games that wait on you, across servers")
    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        tables = tables_of(interaction)
        waiting = await tables.waiting_on(interaction.user.id)
        others = [g for g in await tables.my_games(interaction.user.id)
                  if g.id not in {w.id for w in waiting}]
        asked = reader(interaction)
        if waiting:
            lines = [t(asked, "common-mine-waiting"),
                     *(f"• {game_line(g, language=asked)}" for g in waiting)]
        else:
            lines = [t(asked, "common-mine-nothing")]
        if others:
            lines += [t(asked, "common-mine-others")] + [
                f"• {game_line(g, language=asked)}" for g in others]
        text = "\n".join(lines)
        if waiting or others:  # the hint survives a long list: the list is cut, not it
            hint = "\n" + t(asked, "common-mine-hint")
            text = text[:2000 - len(hint)] + hint
        await say(interaction, text[:2000])

    @game.command(name="board", description="Post the current board again")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=active_game_autocomplete)
    async def board(self, interaction: discord.Interaction[Any],
                    game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",), named=("finished",))
        if record.state is None:
            raise TableError(msg("common-game-not-started-yet"))
        await defer_public(interaction)
        here = place_of(interaction)
        if record.status == "active" and here not in (record.channel_id, record.thread_id) \
                and await notifier_of_bot(self.bot).place_gone(record):
            # Its channel was deleted: the game goes on where a player asked for it, and
            # what waited for the old place goes out here first.
            record = await tables_of(interaction).adopt_place(record.id, here)

        async def repost(current: GameRecord) -> None:
            images = await asyncio.to_thread(fit_for_upload, await turn_boards(current),
                                             post_limit=POST_LIMIT_BYTES)
            public = of_game(current)  # the board is the game's, in its language
            text = result_text(current, public) if current.status == "finished" \
                else turn_text(current, [], language=public)
            # A repost does not ping (only a new turn does), but it carries the buttons and
            # becomes the current board, so a player far down a long thread can act on it.
            view = board_view(current, public)
            await answer_first(
                interaction, content=text,
                attachments=[discord.File(io.BytesIO(image.png), filename=image.filename,
                                          description=alt_text(image.alt)) for image in images],
                allowed_mentions=discord.AllowedMentions.none(), view=view)
            if view is not None:
                message = await interaction.original_response()
                await tables_of(interaction).store.set_board_message(current.id, message.id)

        try:
            # In the game's turn of posting: after every board owed before it, showing the
            # game as it is then, so a repost never overtakes a turn's board.
            await tables_of(interaction).repost(record.id, repost)
        except TableError as error:
            await say(interaction, refusal_text(error, reader(interaction)))
        except Exception:
            log.exception("/game board failed")
            await say(interaction, UNEXPECTED)

    @game.command(name="log", description="The recent moves of a game")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=active_game_autocomplete)
    async def log(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",), named=("finished",))
        moves = await tables_of(interaction).move_log(record.id)
        asked = reader(interaction)
        lines = log_lines(record, moves, language=asked)
        named = title(record, asked)
        if not lines:
            await say(interaction, t(asked, "common-log-empty", title=named))
            return
        while True:
            head = (t(asked, "common-log-all", title=named, count=len(moves))
                    if len(lines) == len(moves) else
                    t(asked, "common-log-last", title=named, shown=len(lines),
                      count=len(moves)))
            text = head + "\n" + "\n".join(lines)
            # Whole lines only: a longer language fills Discord's 2000 characters sooner,
            # and a line cut in the middle would end on half a word (or half a mention).
            # The oldest line goes first; the newest moves are what a player asks for.
            if len(text) <= MESSAGE_LIMIT or len(lines) == 1:
                break
            lines = lines[1:]
        await say(interaction, text)

    @game.command(name="play", description="Open your turn panel")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def play(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        await open_panel(interaction, record.id)

    @game.command(name="hand", description="See your hidden cards (only you see them)")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=active_game_autocomplete)
    async def hand(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",), named=("finished",))
        await show_hand(interaction, record.id)

    @game.command(name="undo", description="Take back your last move of this turn")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def undo(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).undo(record.id, actor_of(interaction))
        await say(interaction, msg("common-undone"))

    @game.command(name="skip", description="Let the computer play a late player's turn")
    @app_commands.describe(game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def skip(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        await interaction.response.defer(ephemeral=True, thinking=True)
        reports = await tables_of(interaction).skip(record.id, actor_of(interaction))
        await say(interaction, msg("common-skip-done", count=len(reports)))

    @game.command(name="remove", description="Hand a repeatedly late player's seat to the "
                                             "computer")
    @app_commands.describe(player="The late player", game=GAME_HELP)
    @app_commands.autocomplete(game=game_autocomplete)
    async def remove(self, interaction: discord.Interaction[Any], player: discord.User,
                     game: int | None = None) -> None:
        record = await resolve_game(interaction, game, ("active",))
        seat = record.seat_of(player.id)
        if seat is None:
            raise TableError(msg("common-err-player-not-playing",
                                 who=plain_name(player.display_name)))
        await interaction.response.defer(ephemeral=True, thinking=True)
        await tables_of(interaction).remove(record.id, actor_of(interaction), seat)
        await say(interaction, msg("common-remove-done", who=plain_name(player.display_name)))

    @game.command(name="replay", description="Replay a finished game of this server")
    @app_commands.describe(game="The finished game", view="An animation in the channel, or "
                                                          "turn by turn, only for you")
    @app_commands.choices(view=[app_commands.Choice(name="animation", value="animation"),
                                app_commands.Choice(name="step through", value="step")])
    @app_commands.autocomplete(game=replay_game_autocomplete)
    async def replay(self, interaction: discord.Interaction[Any], game: int,
                     view: str = "animation") -> None:
        record = await tables_of(interaction).get_here(game, interaction.guild_id)
        if record.status != "finished":
            raise TableError(msg("common-replay-unfinished"))
        if view == "step":
            await replay_step(interaction, record.id, 0, new=True)
            return
        await defer_public(interaction)
        try:
            moves = await tables_of(interaction).move_log(record.id)
            public = of_game(record)  # posted in the channel: the game's language
            replay = await _replay(record, moves, public)
            named = title(record, public)
            summary = replay.summary(public)
            await answer_first(
                interaction,
                content=(t(public, "common-replay-head", title=named, summary=summary)
                         + "\n" + result_text(record, public))[:2000],
                attachments=[discord.File(io.BytesIO(replay.gif), filename="replay.gif",
                                          description=alt_text(t(public, "common-replay-alt",
                                                        title=named, summary=summary)))],
                allowed_mentions=discord.AllowedMentions.none())
        except TableError as error:
            await say(interaction, refusal_text(error, reader(interaction)))
        except Exception:
            log.exception("/game replay failed")
            await say(interaction, UNEXPECTED)

    @game.command(name="stats", description="A player's results on this server")
    @app_commands.describe(player="Whose statistics (default: yours)",
                           game="Only this game")
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(self, interaction: discord.Interaction[Any],
                    player: discord.User | None = None, game: str | None = None) -> None:
        who = player or interaction.user
        # Counters kept with each result: the same cost whatever the server's history.
        await say(interaction, await user_stats_text(
            tables_of(interaction).store, who.id, guild_id=interaction.guild_id, kind=game,
            name=who.display_name, language=reader(interaction)))

    @game.command(name="leaderboard", description="This server's best players")
    @app_commands.describe(game="Only this game")
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction[Any],
                          game: str | None = None) -> None:
        # one game: by rating; several: by wins (ratings of different games do not add up)
        await say(interaction, await leaderboard_text(
            tables_of(interaction).store, guild_id=interaction.guild_id, kind=game,
            language=reader(interaction)))

    @game.command(name="rules", description="Short rules of a game, with the project's choices")
    @app_commands.describe(game="The game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], game: str) -> None:
        await interaction.response.send_message(
            embed=rules_embed(get_engine(game), reader(interaction)), ephemeral=True)


def rules_embed(engine: Any, language: str = "en") -> discord.Embed:
    """``/game rules`` as an embed: the game's own sections (the aim, a turn, the letters
    of the pictures, the project's own numbers in words), its table options and credits,
    each cut to Discord's field sizes and the whole within 6000 characters."""
    players = (f"{engine.min_players}" if engine.min_players == engine.max_players
               else f"{engine.min_players}–{engine.max_players}")
    sections = [(rules_words(engine.name, title, language),
                 rules_words(engine.name, text, language))
                for title, text in engine.rules_help()]
    first_title, first_text = sections[0] if sections else (
        t(language, "common-rules-heading"), rules_words(engine.name, engine.rules_summary,
                                                         language))
    embed = discord.Embed(title=t(language, "common-rules-title",
                                  game=game_title(engine.name, language), players=players,
                                  count=engine.max_players)[:256],
                          description=f"**{first_title}**\n{first_text}"[:1500])
    budget = 5500 - len(embed.title or "") - len(embed.description or "")
    options = "\n".join(
        t(language, "common-rules-option", name=o.name,
          description=rules_words(engine.name, o.description, language),
          choices=" / ".join(typed(choice) for choice in o.choices), default=typed(o.default))
        for o in engine.options)
    fields = [*sections[1:],
              *([(t(language, "common-rules-options"), options)] if options else [])]
    for name, value in fields[:24]:
        value = value if len(value) <= 1024 else value[:1023] + "…"
        if len(name) + len(value) > budget:
            break
        embed.add_field(name=name[:256], value=value or "—", inline=False)
        budget -= len(name) + len(value)
    if engine.credits:
        embed.set_footer(text=rules_words(engine.name, engine.credits, language)[:300])
    return embed


def notifier_of_bot(bot: commands.Bot) -> Any:
    return bot.notifier  # type: ignore[attr-defined]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))
