"""Tables: one game being played in one place, from lobby to result.

This is the application's heart and it imports nothing from Discord, so it is tested
directly and shared by the bot and the local console. Every mutation goes the same way:
authorise the user → ask the engine → store in one versioned transaction → tell the
notifier. User-facing failures are :class:`TableError` or the engine's ``IllegalMove``,
both carrying one sentence for the player.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, replace
from typing import Any

from bot import i18n
from bot.app import players
from bot.app.bounded import BoundedDict
from bot.app.clock import Clock, SystemClock
from bot.app.messages import names_for_text, plain_name, refusal_id, undelivered_note
from bot.app.outbox import Outbox
from bot.app.players import LEVELS, Budget, Decision, TurnMemory, decide
from bot.app.records import GameRecord, GameTitle, LimitReached, MoveRecord, VersionConflict
from bot.app.reply_gate import ReplyGate
from bot.app.reports import (
    COMPUTER,
    MoveReport,
    Notifier,
    SilentNotifier,
    computer_controller,
    computer_level,
)
from bot.app.results import end_words
from bot.app.store_api import Database, Leadership, OutboxQueue
from bot.app.thinking import think_off_loop
from bot.app.turn_clock import (
    SPEEDS,
    TIMEOUTS_BEFORE_REMOVAL,
    away_refusal,
    deadline_for,
    due_reminder,
    in_quiet_hours,
)
from bot.games import get_engine, registry
from bot.games.base import Engine, IllegalMove, Move, NotYourDecision, Result, Rng, Words
from bot.games.message import Message, msg, stored, typed, words

log = logging.getLogger(__name__)

#: the platform's table option naming the game a table is the rematch of
REMATCH_OF = "rematch_of"
#: computer turns whose plan is kept between decisions (Tables._turns)
TURN_MEMORIES = 4096


def computer_name(language: str, number: int, level: str) -> str:
    """The name of a table's computer seat ``number`` (its user id is ``-number``), in
    the table's language: "Computer 2 (expert)", "Ordinateur 2 (expert)"."""
    return i18n.t(language, "common-computer-name", number=number,
                  level=msg(f"common-level-{level}"))


class TableError(Exception):
    """A request the table refuses. ``message`` is one sentence for the user, a
    :class:`Message` said in the reader's language by
    :func:`bot.app.messages.refusal_text` (or a sentence from an engine that had none);
    ``str(error)`` is English, for logs. ``kind`` names the game the refusal is about: the
    sentence's ``$game`` is its title in the reader's language."""

    def __init__(self, message: Words, *, kind: str | None = None,
                 names: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.kind = kind
        self.names = names

    def __str__(self) -> str:
        from bot.app.messages import refusal_text

        return refusal_text(self)



class _RaceLost(TableError):
    """Another change of the game was committed first (the version moved on)."""


@dataclass(frozen=True)
class Actor:
    """Who asks: a Discord user (or a console user), with the one permission that
    matters here (Manage Server lets a moderator cancel any game)."""

    user_id: int
    name: str
    can_manage: bool = False


class _QueueingNotifier:
    """What the table's own code calls: each call queues its message in the outbox
    (unless the store already queued it in the change's transaction) and returns the
    game whose outbox :meth:`Tables._notify` then delivers."""

    def __init__(self, store: OutboxQueue) -> None:
        self.store = store

    async def lobby_changed(self, game: GameRecord, text: str) -> int:
        await self.store.enqueue(game.id, "lobby", {"text": text})
        return game.id

    async def game_started(self, game: GameRecord) -> int:
        return game.id  # queued by Store.start_game

    async def move_committed(self, report: MoveReport) -> int:
        return report.game.id  # queued by Store.commit_move

    async def game_closed(self, game: GameRecord, text: str) -> int:
        await self.store.enqueue(game.id, "closed", {"text": text})
        return game.id

    async def reminder(self, game: GameRecord, user_ids: list[int], text: str) -> int:
        await self.store.enqueue(game.id, "reminder", {"user_ids": user_ids, "text": text})
        return game.id

    async def announce(self, game: GameRecord, text: str) -> int:
        await self.store.enqueue(game.id, "announce", {"text": text})
        return game.id


@dataclass(frozen=True)
class Limits:
    open_games_per_user: int = 10
    open_games_per_channel: int = 20


def takeover_level(game: GameRecord) -> str:
    """The level that plays a resigned or late player's turns (the table's option; tables
    opened before it existed: greedy)."""
    level = str(game.options.get("takeover", "greedy"))
    return level if level in LEVELS else "greedy"


def seat_label(game: GameRecord, seat: int) -> str:
    record = game.user_at(seat)
    return record.name


class Tables:
    def __init__(self, store: Database, notifier: Notifier | None = None, *,
                 clock: Clock | None = None, limits: Limits | None = None,
                 run_in_thread: Callable[..., Awaitable[Any]] | None = None,
                 expert_budget: Budget | None = None) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        # Every message goes through the outbox: self.notifier queues, the outbox posts
        # through the real notifier.
        self.outbox = Outbox(store, notifier or SilentNotifier(), now=self.clock.now)
        self.notifier: Any = _QueueingNotifier(store)
        self.limits = limits or Limits()
        # Computer players think in a worker process (a thread where the bot has not
        # turned the pool on: tests, the console), so the event loop never stalls.
        self._run_in_thread = run_in_thread or think_off_loop
        #: the expert's time per turn (EXPERT_TURN_SECONDS), shared by a turn's decisions
        self.expert_budget = expert_budget or players.DEFAULT_BUDGET
        #: per (game, seat): the computer's plan for the rest of its turn and the budget
        #: spent, kept between the turn's decisions (lost at a restart: it thinks again).
        #: Bounded: a game that ends other than through _play_computers (cancelled,
        #: timed out, moved to another process) would otherwise leave its entry forever.
        self._turns: BoundedDict[tuple[int, int], TurnMemory] = BoundedDict(TURN_MEMORIES)
        self._background: set[asyncio.Task[Any]] = set()
        #: the players waiting for the reply to a move: boards let them go first
        self.replies = ReplyGate()
        #: several processes on one database: whether this one led at its last tick, and
        #: the games whose computers it is playing (see :meth:`leading`)
        self._led = False
        self._computing: set[int] = set()
        self._again: set[int] = set()

    # --- lobby -----------------------------------------------------------------------
    async def create(self, kind: str, actor: Actor, *, guild_id: int | None, channel_id: int,
                     options: dict[str, str] | None = None, seat_order: str = "random",
                     computers: list[str] | None = None, speed: str = "none",
                     language: str = "en", rematch_of: int | None = None,
                     takeover: str = "greedy") -> GameRecord:
        if kind not in registry():
            raise TableError(msg("common-err-no-such-game", name=kind,
                                 games=", ".join(typed(name) for name in registry())))
        engine = get_engine(kind)
        chosen = self._check_options(engine, options or {})
        if seat_order not in ("random", "joined"):
            raise TableError(msg("common-err-seat-order"))
        chosen["seat_order"] = seat_order
        if speed not in SPEEDS:
            raise TableError(msg("common-err-speed",
                                 speeds=", ".join(typed(known) for known in SPEEDS)))
        chosen["speed"] = speed
        if rematch_of is not None:
            chosen[REMATCH_OF] = str(rematch_of)
        computers = list(computers or [])
        language = language if language in (*i18n.SUPPORTED, i18n.PSEUDO) else i18n.FALLBACK
        for level in [*computers, takeover]:
            if level not in LEVELS:
                raise TableError(msg("common-err-level",
                                     levels=words([typed(known) for known in LEVELS], "or"),
                                     level=str(level)))
        # which computer plays a resigned or late player's turns (a table option)
        chosen["takeover"] = takeover
        if 1 + len(computers) > engine.max_players:
            raise TableError(msg("common-err-too-many", max=engine.max_players), kind=kind)
        try:
            # The limits are judged inside the transaction that creates the lobby, so
            # simultaneous requests cannot overrun them.
            game_id = await self.store.create_game(
                kind=kind, guild_id=guild_id, channel_id=channel_id, host_id=actor.user_id,
                host_name=actor.name, options=chosen, seed=secrets.randbits(63),
                now=self.clock.now(),
                # named in the table's language (a seat's name is stored; a change
                # of the lobby's language renames them)
                computers=[(-number, computer_name(language, number, level),
                            computer_controller(level))
                           for number, level in enumerate(computers, start=1)],
                max_open_per_user=self.limits.open_games_per_user,
                max_open_per_channel=self.limits.open_games_per_channel,
                language=language,
                notice=stored(msg("common-lobby-opened", who=plain_name(actor.name))
                              if rematch_of is None else
                              msg("common-lobby-rematch", who=plain_name(actor.name),
                                  id=str(rematch_of))))
        except LimitReached as limit:
            if limit.scope == "user":
                raise TableError(msg("common-err-user-limit-new",
                                     count=self.limits.open_games_per_user)) from None
            raise TableError(msg("common-err-channel-limit",
                                 count=self.limits.open_games_per_channel)) from None
        await self._deliver(game_id)
        refused = await self.store.refused_outbox([game_id])
        if refused and await self.store.abandon_lobby(game_id, self.clock.now()):
            # Discord refused the lobby message: nobody could see or join the table, so
            # it is closed at once rather than left half-open; the host hears why.
            raise TableError(msg("common-lobby-refused", reason=msg(refusal_id(
                refused[0].refusal, here=True))))
        return await self._game(game_id)

    async def rematch(self, game_id: int, actor: Actor) -> tuple[GameRecord, bool]:
        """One tap after a game ends: a new table of the same game, options, clock, seat
        order, language and computers, in the same channel, with the same players
        seated (any of them may Leave before Start) and the actor as host. Returns the
        table and whether it is new: a rematch already open is returned instead (the
        actor seated in it if it has not started), so two taps never open two tables."""
        game = await self._game(game_id)
        if game.status != "finished":
            raise TableError(msg("common-err-rematch-unfinished"))
        humans = [s for s in sorted(game.seats, key=lambda s: s.position) if s.user_id > 0]
        if all(s.user_id != actor.user_id for s in humans):
            raise TableError(msg("common-err-rematch-players"))
        for other in await self.store.find_games(place_id=game.channel_id):
            if other.options.get(REMATCH_OF) == str(game.id):
                if other.status == "lobby" and other.seat_of(actor.user_id) is None:
                    other = await self.join(other.id, actor)
                return other, False
        engine = get_engine(game.kind)
        declared = {spec.name for spec in engine.options}
        # The seats created for the computer (negative ids), not the humans' seats the
        # computer took over: those humans are invited again as themselves.
        levels = [computer_level(s.controller) or "greedy"
                  for s in sorted(game.seats, key=lambda s: s.position) if s.user_id <= 0]
        table = await self.create(
            game.kind, actor, guild_id=game.guild_id, channel_id=game.channel_id,
            options={k: str(v) for k, v in game.options.items() if k in declared},
            seat_order=game.options.get("seat_order", "random"), computers=levels,
            speed=game.options.get("speed", "none"), language=game.language,
            rematch_of=game.id, takeover=takeover_level(game))
        seated = False
        for seat in humans:
            if seat.user_id == actor.user_id:
                continue
            try:
                await self.store.add_seat(table.id, seat.user_id, seat.name,
                                          capacity=engine.max_players,
                                          max_open_per_user=self.limits.open_games_per_user,
                                          now=self.clock.now())
                seated = True
            except (LimitReached, ValueError):
                continue  # at their limit of open games (or the table is full): they may Join
        table = await self._game(table.id)
        if seated:
            await self._notify(self.notifier.lobby_changed(table, stored(msg(
                "common-lobby-rematch", who=plain_name(actor.name), id=str(game.id)))))
        return table, True

    async def join(self, game_id: int, actor: Actor) -> GameRecord:
        game = await self._game(game_id)
        engine = get_engine(game.kind)
        try:
            # Seats and the user's limit are judged in the transaction that seats them.
            await self.store.add_seat(game_id, actor.user_id, actor.name,
                                      capacity=engine.max_players,
                                      max_open_per_user=self.limits.open_games_per_user,
                                      notice=stored(msg("common-lobby-joined",
                                                        who=plain_name(actor.name))),
                                      now=self.clock.now())
        except LimitReached:
            raise TableError(msg("common-err-user-limit-join",
                                 count=self.limits.open_games_per_user)) from None
        except ValueError as error:
            raise TableError({
                "started": msg("common-lobby-gone-active"),
                "closed": msg("common-game-is-over"),
                "seated": msg("common-err-seated"),
                "full": msg("common-err-full", count=engine.max_players),
            }[str(error)]) from None
        await self._deliver(game_id)
        return await self._game(game_id)

    async def leave(self, game_id: int, actor: Actor) -> GameRecord:
        game = await self._game(game_id)
        if game.status == "active":
            raise TableError(msg("common-err-leave-started"))
        if game.status != "lobby":
            raise TableError(msg("common-game-is-over"))
        if game.seat_of(actor.user_id) is None:
            raise TableError(msg("common-err-not-seated"))
        humans = [s for s in game.seats if s.controller == "human"]
        if actor.user_id == game.host_id and len(humans) == 1:
            return await self.cancel(game_id, actor)
        try:
            await self.store.remove_seat(game_id, actor.user_id)
        except ValueError:
            raise TableError(msg("common-err-leave-started")) from None
        game = await self._game(game_id)
        if actor.user_id == game.host_id:
            # The host's duties pass to the longest-waiting human still seated.
            successor = next(s for s in game.seats if s.controller == "human")
            await self.store.set_host(game_id, successor.user_id)
            game = await self._game(game_id)
        await self._notify(self.notifier.lobby_changed(
            game, stored(msg("common-lobby-left", who=plain_name(actor.name)))))
        return game

    async def set_language(self, game_id: int, actor: Actor, language: str) -> GameRecord:
        """The host (or a moderator) changes the language of a table that has not
        started: its lobby is said again in the new language."""
        game = await self._game(game_id)
        if game.status != "lobby":
            raise TableError(msg("common-err-language-started"))
        if actor.user_id != game.host_id and not actor.can_manage:
            raise TableError(msg("common-err-language-host"))
        if language not in i18n.SUPPORTED:
            raise TableError(msg("common-err-language-unknown", language=str(language)))
        # the computers' names are words of the table's language: said in the new one
        renamed = {seat.user_id: computer_name(language, -seat.user_id, level)
                   for seat in game.seats
                   if seat.user_id < 0 and (level := computer_level(seat.controller))}
        await self.store.set_game_language(game_id, language, renamed)
        game = await self._game(game_id)
        await self._notify(self.notifier.lobby_changed(game, ""))
        return game

    async def start(self, game_id: int, actor: Actor) -> GameRecord:
        game = await self._game(game_id)
        if game.status != "lobby":
            raise TableError(msg("common-err-already-started") if game.status == "active"
                             else msg("common-game-is-over"))
        if actor.user_id != game.host_id and not actor.can_manage:
            host = next((s.name for s in game.seats if s.user_id == game.host_id), None)
            raise TableError(msg("common-err-start-host", host=plain_name(host))
                             if host else msg("common-err-start-host-gone"))
        engine = get_engine(game.kind)
        count = len(game.seats)
        if not engine.min_players <= count <= engine.max_players:
            raise TableError(msg("common-err-player-count", min=engine.min_players,
                                 max=engine.max_players, count=count), kind=game.kind)
        positions = [s.position for s in game.seats]
        if game.options.get("seat_order", "random") == "random":
            # Seat order comes from the game's own seed, so it is reproducible too.
            Rng.from_seed(game.seed ^ 0x5EA7).shuffle(positions)
        engine_options = engine.engine_options(game.options)
        refusal = engine.check_setup(count, engine_options)
        if refusal:
            raise TableError(refusal, kind=game.kind)
        state = engine.setup(count, game.seed, engine_options)
        try:
            started = replace(game, state=state, seats=[
                replace(s, position=positions.index(s.position)) for s in game.seats])
            await self.store.start_game(game_id, positions, state, game.version,
                                        self.clock.now(),
                                        deadline=await self._deadline(started))
        except VersionConflict:
            raise TableError(msg("common-err-changed-starting")) from None
        game = await self._game(game_id)
        await self._notify(self.notifier.game_started(game))
        self._after_commit(game)
        return game

    async def cancel(self, game_id: int, actor: Actor) -> GameRecord:
        game = await self._game(game_id)
        if game.status not in ("lobby", "active"):
            raise TableError(msg("common-err-already-over"))
        if actor.user_id != game.host_id and not actor.can_manage:
            raise TableError(msg("common-err-cancel-host"))
        who = plain_name(actor.name)
        try:
            # The closing message is owed from the same transaction (the outbox).
            await self.store.finish_game(game_id, status="cancelled", result=None,
                                         expected_version=game.version, now=self.clock.now(),
                                         notice=("closed", stored(msg("common-cancelled-by",
                                                                      who=who))))
        except VersionConflict:
            raise TableError(msg("common-err-changed")) from None
        await self._deliver(game_id)
        return await self._game(game_id)

    async def resign(self, game_id: int, actor: Actor) -> GameRecord:
        """A resigning player's seat is handed to the computer so the others can finish;
        when fewer than two humans would be left, the resignation ends the game (the
        others win, ranked by their current score)."""
        game = await self._game(game_id)
        seat = self.resigning_seat(game, actor)
        # The computer takes the seat only while at least two humans play on (with fewer,
        # the resignation ends the game: nobody wants to finish alone against computers
        # a game they did not choose); a solo game is simply lost.
        humans_left = len([s for s in game.seats if s.controller == "human"
                           and s.user_id != actor.user_id]) >= 2
        now = self.clock.now()
        who = plain_name(actor.name)
        text = stored(msg("common-resigned-computer-plays", who=who) if humans_left
                      else msg("common-resigned-game-over", who=who))
        try:
            # The sentence (or the result) is owed from the same transaction (the outbox).
            if humans_left:
                await self.store.set_seat_controller(
                    game_id, seat, f"{COMPUTER}:{takeover_level(game)}:resigned",
                    game.version, now, notice=("lobby", text))
            else:
                result = self._result_json(game, resigned=seat)
                # a game given up before every seat played a turn is not rated
                played = {m.seat for m in await self.store.moves(game_id) if m.ends_turn}
                result["first_round"] = len(played) < len(game.seats)
                await self.store.finish_game(
                    game_id, status="finished", result=result,
                    expected_version=game.version, now=now, notice=("closed", text))
        except VersionConflict:
            raise TableError(msg("common-err-changed")) from None
        await self._deliver(game_id)
        game = await self._game(game_id)
        self._after_commit(game)
        return game

    @staticmethod
    def resigning_seat(game: GameRecord, actor: Actor) -> int:
        """The seat ``actor`` would give up in ``game``, or the refusal (asked before a
        resignation is confirmed, so nobody is asked a question they cannot answer)."""
        if game.status != "active":
            raise TableError(msg("common-err-resign-lobby"))
        seat = game.seat_of(actor.user_id)
        if seat is None:
            raise TableError(msg("common-err-not-playing"))
        if game.user_at(seat).controller != "human":
            raise TableError(msg("common-err-already-left"))
        return seat

    async def close_guild(self, guild_id: int) -> list[GameRecord]:
        """The bot was removed from a server: every open game there is cancelled.

        Cancelled rather than suspended: Discord does not say whether the bot will come
        back (a kick, a ban and a deleted server look alike) and the channels may be
        gone, while an open game would count against each player's open-game limit on
        every other server for ever. A cancelled game has no result, so nobody is credited
        a win or charged a loss for a game that was never played out: statistics stay
        honest. Nothing is posted (the bot can no longer reach the server), and what was
        still owed there is dropped, never retried into a 403."""
        closed = []
        for game in await self.store.find_games(guild_id=guild_id):
            for _ in range(5):  # a computer turn may commit meanwhile: read again
                try:
                    await self.store.finish_game(game.id, status="cancelled", result=None,
                                                 expected_version=game.version,
                                                 now=self.clock.now())
                    break
                except VersionConflict:
                    game = await self._game(game.id)
                    if game.status not in ("lobby", "active"):
                        break
            owed = await self.store.pending_outbox(game.id)
            await self.store.mark_delivered([entry.id for entry in owed], self.clock.now())
            closed.append(await self._game(game.id))
        return closed

    # --- play ------------------------------------------------------------------------
    async def play(self, game_id: int, actor: Actor, notation: str,
                   expected_version: int | None = None, *, loaded: GameRecord | None = None,
                   deliver: bool = True) -> MoveReport:
        """Play ``notation`` for ``actor``. ``loaded`` is the game as the caller read it
        just before (a tap's handler reads it once): the version guard of the commit
        makes a copy read a moment ago as safe as a fresh one.

        With ``deliver`` (the default) the turn's board is posted before this returns.
        Without, the caller answers the player first and then calls :meth:`follow_up`
        (the board is owed in the outbox from the commit on, so a crash in between delays
        it and never loses it): the player who tapped hears back before the board is
        drawn, and the boards of other games wait for that answer too
        (:mod:`bot.app.reply_gate`)."""
        if not deliver:
            self.replies.answering()
        for attempt in range(3):
            game = loaded if attempt == 0 and loaded is not None else \
                await self._game(game_id)
            if expected_version is not None and expected_version != game.version:
                if await self._only_others_decided_since(game, actor, expected_version):
                    expected_version = game.version
                elif game.seat_of(actor.user_id) is not None:
                    refusal = await self._stale_move_refusal(game, actor, expected_version,
                                                             notation)
                    if refusal is not None:
                        raise TableError(refusal)
            seat = self._authorise(game, actor, expected_version)
            try:
                report = await self._commit(game, seat, notation, actor.user_id,
                                            by_computer=False, deliver=deliver)
            except _RaceLost:
                if expected_version is None or attempt == 2:
                    raise  # a typed move without a version: the player looks and retries
                # Another change went in first: the loop reads the game again and judges
                # this tap against it. Two seats of a simultaneous step tapping at the same
                # moment: the one that lost the race plays on the new version (the other's
                # choice changed nothing of its own decision); a second tap of a move that
                # went through is told it was played.
                continue
            if deliver:
                self._after_commit(report.game)
            return report
        raise AssertionError("unreachable")

    def follow_up(self, report: MoveReport) -> Coroutine[Any, Any, None]:
        """What follows a move played with ``deliver=False``, once its player has their
        answer: the game's outbox (the turn's board) is delivered, then the computer
        seats that must act play. Never raises (the move is committed). The board
        first lets the replies under way go out (:mod:`bot.app.reply_gate`).

        What it needs of the report is read now, and the coroutine holds only that: a
        handler waits for its board for as long as the render workers are behind (many
        seconds under a burst), and the game states, words and moves it held meanwhile
        were what the bot's full collections scanned (bench_scale --burst)."""
        game_id = report.game.id
        try:
            wake = self._computers_must_act(report.game)
        except Exception:
            log.exception("waking the computer players of game %s failed", game_id)
            wake = False
        return self._follow_up(game_id, wake)

    async def _follow_up(self, game_id: int, wake: bool) -> None:
        self.replies.answered()
        await self.replies.replies_first()
        await self._deliver(game_id)
        if wake:
            self._wake_computers(game_id)

    async def _stale_move_refusal(self, game: GameRecord, actor: Actor, version: int,
                                  notation: str) -> Message | None:
        """Why a move chosen at ``version`` is not played now. A move sent again after it
        went through (a second tap; a typed move retried when a crash ate its answer) is
        named as such, so the player knows it counted once. ``None`` when the game is not
        in play any more and the move was not this one (the game's state says why)."""
        seat = game.seat_of(actor.user_id)
        wanted = " ".join(notation.split()).lower()
        since = await self.store.moves_after_version(game.id, version) \
            if version < game.version else []
        if any(m.seat == seat and m.notation.lower() == wanted for m in since):
            return msg("common-err-played-already")
        return msg("common-err-move-out-of-date") if game.status == "active" else None

    async def panel_refusal(self, game: GameRecord, actor: Actor,
                            version: int) -> Message | None:
        """Why a tap on a turn panel opened at ``version`` does nothing: ``None`` when the
        panel is current (:meth:`panel_is_current`), or when the game is over and the
        caller's own checks say so. A panel whose seat has played since it opened (a
        second tap on a move that went through) says the move counts, never that it was
        not applied."""
        if version == game.version:
            return None
        seat = game.seat_of(actor.user_id)
        later = await self.store.moves_after_version(game.id, version) \
            if seat is not None and version < game.version else []
        if any(m.seat == seat for m in later):
            return msg("common-err-moved-since-panel")
        if game.status != "active":
            return None  # the caller says why nothing can be played now
        if (len(later) == game.version - version
                and all(not m.ends_turn for m in later)):
            return None  # only the others decided, within the turn
        return msg("common-stale-panel")

    async def panel_is_current(self, game: GameRecord, actor: Actor, version: int) -> bool:
        """Whether a turn panel opened at ``version`` still shows the actor's decision
        (in a simultaneous step, the other seats' choices do not outdate it)."""
        return version == game.version or \
            await self._only_others_decided_since(game, actor, version)

    async def _only_others_decided_since(self, game: GameRecord, actor: Actor,
                                         version: int) -> bool:
        """Whether a panel opened at ``version`` still shows this seat's decision: every
        change since was another seat's move inside the same turn (a simultaneous step,
        where each seat decides independently), nothing undone, no turn ended."""
        seat = game.seat_of(actor.user_id)
        if seat is None or version > game.version:
            return False
        # Only the moves since the panel's version: a stale tap must not cost a read of
        # the game's whole log. Each move adds one to the version, so anything else that
        # did (an undo) leaves fewer moves than versions.
        later = await self.store.moves_after_version(game.id, version)
        return (len(later) == game.version - version
                and all(m.seat != seat and not m.ends_turn for m in later))

    def engine(self, game: GameRecord) -> Engine:
        return get_engine(game.kind)

    async def legal_moves(self, game_id: int, actor: Actor, *,
                          loaded: GameRecord | None = None,
                          ) -> tuple[GameRecord, int, list[Move]]:
        """The game, the actor's seat and the moves it may make now as the turn panel
        offers them (:meth:`Engine.panel_moves`; empty if not its turn). Raises
        TableError for non-players. ``loaded``: the game as the caller has just read (or
        committed) it, not read again."""
        game = loaded if loaded is not None else await self._game(game_id)
        if game.status != "active":
            raise TableError(msg("common-err-not-in-progress"))
        seat = game.seat_of(actor.user_id)
        if seat is None:
            raise TableError(msg("common-err-not-playing"))
        assert game.state is not None
        engine = get_engine(game.kind)
        if seat not in engine.to_move(game.state):
            return game, seat, []
        return game, seat, engine.panel_moves(game.state, seat)

    async def resolve(self, place_id: int, actor: Actor, game_id: int | None = None,
                      statuses: tuple[str, ...] = ("lobby", "active"), *,
                      in_thread: tuple[str, ...] = ()) -> GameRecord:
        """The game a command means: the one named, else the one whose thread this is,
        else the actor's only open game in this channel, else the channel's only game.
        ``in_thread`` are further statuses a game is taken in when this is its thread
        (a finished game's log, read in its thread), never when picking among a
        channel's games: there a finished game, where nobody can act, is not offered."""
        if game_id is not None:
            return await self._game(game_id)
        found = await self.store.find_games(place_id=place_id,
                                            statuses=(*statuses, *in_thread))
        own_thread = [g for g in found if g.thread_id == place_id]
        if own_thread:
            return own_thread[0]
        games = [g for g in found if g.status in statuses]
        mine = [g for g in games if g.seat_of(actor.user_id) is not None]
        if len(mine) == 1:
            return mine[0]
        if len(games) == 1:
            return games[0]
        if not games:
            raise TableError(msg("common-err-no-game-here"))
        raise TableError(msg("common-err-several-games",
                             games=", ".join(f"#{g.id}" for g in games[:10])))

    async def games_here(self, place_id: int) -> list[GameRecord]:
        return await self.store.find_games(place_id=place_id)

    async def waiting_on(self, user_id: int) -> list[GameRecord]:
        """The user's active games in which they must act now, across servers."""
        waiting = []
        for game in await self.store.find_games(user_id=user_id, statuses=("active",)):
            seat = game.seat_of(user_id)
            assert game.state is not None
            if seat in get_engine(game.kind).to_move(game.state):
                waiting.append(game)
        return waiting

    async def my_games(self, user_id: int) -> list[GameRecord]:
        return await self.store.find_games(user_id=user_id)

    async def finished_titles(self, guild_id: int | None, typed: str,
                              limit: int = 25) -> list[GameTitle]:
        """A server's finished games whose number, game or players contain every word
        typed, newest first, without their states (autocomplete asks on each keystroke)."""
        terms = []
        for word in typed.lower().replace(",", " ").replace("#", " ").split()[:8]:
            if word in ("—", "-"):
                continue  # the dash of a choice's own line, typed back
            kinds = [kind for kind, engine in registry().items() if word in engine.title.lower()]
            terms.append((word, kinds))
        return await self.store.game_titles(guild_id=guild_id, statuses=("finished",),
                                            terms=terms, limit=limit)

    async def move_log(self, game_id: int) -> list[MoveRecord]:
        return await self.store.moves(game_id)

    async def get(self, game_id: int) -> GameRecord:
        return await self._game(game_id)

    async def get_here(self, game_id: int, guild_id: int | None) -> GameRecord:
        """The game, if it belongs to the server the request comes from. A table is
        reachable only from its own server: from anywhere else it does not exist (the same
        sentence as for an unknown number, so other servers' games cannot be probed)."""
        game = await self.store.get_game(game_id)
        if game is None or game.guild_id != guild_id:
            raise TableError(msg("common-err-no-game-on-server", id=str(game_id)))
        return game

    async def get_seated(self, game_id: int, user_id: int) -> GameRecord:
        """A game the user is seated at, whichever server it belongs to: leaving one's
        own game is the one thing allowed from anywhere (a game whose server is out of
        reach still counts against the open-game limit). Any other game does not exist
        for them (one sentence for both, so nobody probes others' games)."""
        game = await self.store.get_game(game_id)
        if game is None or game.seat_of(user_id) is None:
            raise TableError(msg("common-err-no-game-of-yours", id=str(game_id)))
        return game

    # --- clocks, timeouts, away ---------------------------------------------------------
    async def tick(self) -> None:
        """Send due reminders and announce timeouts. Runs every minute; everything it
        needs is in SQLite, so a restart loses nothing and sends nothing twice. Each
        decision is recorded (with its message queued) only if the game is still at the
        version it judged, so a reminder racing a move never pings the one who moved."""
        if not await self._lead_tick():
            return
        now = self.clock.now()
        for game in await self.store.games_with_deadlines():
            assert game.deadline is not None and game.state is not None
            speed = game.options.get("speed", "none")
            humans = [game.user_at(s) for s in get_engine(game.kind).to_move(game.state)
                      if game.user_at(s).controller == "human"]
            if now >= game.deadline:
                if game.reminders_sent < 3:
                    names = ", ".join(plain_name(h.name) for h in humans)
                    if await self.store.decide_timeout(
                            game.id, version=game.version, now=now,
                            text=stored(msg("common-timed-out", who=names))):
                        await self._deliver(game.id)
                continue
            due = due_reminder(now, game.deadline, speed, game.reminders_sent)
            if due is None:
                continue
            awake = []
            for human in humans:
                prefs = await self.store.get_user(human.user_id)
                if not in_quiet_hours(now, prefs.quiet_start, prefs.quiet_end,
                                      prefs.tz_offset_minutes):
                    awake.append(human.user_id)
            if not awake:
                continue  # quiet hours: try again at the next tick
            hours = max(1, round((game.deadline - now) / 3600))
            text = stored(msg("common-reminder", id=str(game.id), hours=hours) if due == 1
                          else msg("common-last-call", id=str(game.id), hours=hours))
            if await self.store.decide_reminder(game.id, version=game.version, number=due,
                                                user_ids=awake, text=text, now=now):
                await self._deliver(game.id)
        # Whatever an outage left queued goes out now; delivered entries are forgotten
        # after a week, so the outbox stays small.
        await self.outbox.deliver_all()
        await self.store.prune_outbox(now - 7 * 86400)
        if not self._background:
            # A board held for computer turns that nobody is playing (their task died):
            # wake the computers, whose last turn posts it.
            for game_id in await self.store.games_with_pending_outbox():
                self._after_commit(await self._game(game_id))

    async def skip(self, game_id: int, actor: Actor) -> list[MoveReport]:
        """Another player lets the computer play a timed-out player's turn."""
        game = await self._game(game_id)
        if game.status != "active":
            raise TableError(msg("common-err-not-in-progress"))
        own = game.seat_of(actor.user_id)
        if own is None:
            raise TableError(msg("common-err-skip-players"))
        if game.deadline is None or self.clock.now() < game.deadline:
            raise TableError(msg("common-err-nobody-late"))
        assert game.state is not None
        late = [s for s in get_engine(game.kind).to_move(game.state)
                if game.user_at(s).controller == "human" and s != own]
        if not late:
            raise TableError(msg("common-err-skip-own"))
        names = ", ".join(plain_name(game.user_at(s).name) for s in late)
        try:
            # The timeouts count only at the version judged late: of two skips at once,
            # and against a move made meanwhile, only one decision stands.
            await self.store.record_skip(
                game.id, version=game.version, seats=late, now=self.clock.now(),
                text=stored(msg("common-skipped", who=plain_name(actor.name), late=names)))
        except VersionConflict:
            raise TableError(msg("common-err-changed-skip")) from None
        await self._deliver(game.id)
        reports = []
        for seat in late:
            reports += await self._computer_turn(game.id, seat)
        game = await self._game(game_id)
        self._after_commit(game)
        return reports

    async def remove(self, game_id: int, actor: Actor, seat: int) -> GameRecord:
        """After repeated timeouts the others may hand a seat to the computer for good."""
        game = await self._game(game_id)
        if game.status != "active":
            raise TableError(msg("common-err-not-in-progress"))
        if game.seat_of(actor.user_id) is None or game.seat_of(actor.user_id) == seat:
            raise TableError(msg("common-err-remove-others"))
        try:
            target = game.user_at(seat)
        except KeyError:
            raise TableError(msg("common-err-no-seat")) from None
        if target.controller != "human":
            raise TableError(msg("common-err-already-computer", who=plain_name(target.name)))
        if target.timeouts < TIMEOUTS_BEFORE_REMOVAL:
            raise TableError(msg("common-err-not-late-enough", who=plain_name(target.name),
                                 count=target.timeouts, needed=TIMEOUTS_BEFORE_REMOVAL))
        try:
            await self.store.set_seat_controller(
                game_id, seat, f"{COMPUTER}:{takeover_level(game)}:removed", game.version,
                self.clock.now())
        except VersionConflict:
            raise TableError(msg("common-err-changed")) from None
        game = await self._game(game_id)
        await self._notify(self.notifier.announce(
            game, stored(msg("common-removed", who=plain_name(target.name),
                             count=target.timeouts))))
        self._after_commit(game)
        return game

    async def set_away(self, actor: Actor, until: float) -> list[GameRecord]:
        """Pause the user's clocks until ``until``; returns the games whose clock moved."""
        now = self.clock.now()
        refusal = away_refusal(await self.store.away_periods(actor.user_id, now - 31 * 86400),
                               now, until)
        if refusal:
            raise TableError(refusal)
        prefs = await self.store.get_user(actor.user_id)
        prefs.away_until = until
        await self.store.save_user(prefs)
        await self.store.record_away(actor.user_id, now, until)
        moved = []
        for game in await self.waiting_on(actor.user_id):
            # Version-checked: a deadline is only shifted for the decision it belongs to.
            if game.deadline is not None and await self.store.shift_deadline(
                    game.id, version=game.version, by=until - now):
                moved.append(game)
        return moved

    async def _computer_turn(self, game_id: int, seat: int) -> list[MoveReport]:
        """The computer plays ``seat``'s decisions until the seat no longer must act."""
        reports = []
        while True:
            game = await self._game(game_id)
            assert game.state is not None
            engine = get_engine(game.kind)
            if game.status != "active" or seat not in engine.to_move(game.state):
                return reports
            move = await self._choose(game, seat, takeover_level(game))
            reports.append(await self._commit(game, seat, move.notation, None,
                                              by_computer=True))

    # --- undo --------------------------------------------------------------------------
    async def undo(self, game_id: int, actor: Actor,
                   expected_version: int | None = None) -> GameRecord:
        """Take back the actor's last move of the current turn: never a move that drew
        or revealed something, never across another player's move, never a finished
        turn, and never in a game whose rules forbid it. The state the move started from
        is stored with it, so undo never replays the log (``check`` still does).
        ``expected_version`` (the panel's) makes two taps on one Undo undo one move."""
        game = await self._game(game_id)
        # Not _authorise: the player who just ended their turn is told why their move
        # stays, never "it is not your turn".
        if game.status != "active":
            raise TableError(msg("common-err-not-in-progress" if game.status == "lobby"
                                 else "common-game-is-over"))
        seat = game.seat_of(actor.user_id)
        if seat is None:
            raise TableError(msg("common-not-playing-move"))
        if expected_version is not None and expected_version != game.version:
            raise TableError(msg("common-err-board-out-of-date"))
        if game.user_at(seat).controller != "human":
            raise TableError(msg("common-err-left-computer-plays"))
        engine = get_engine(game.kind)
        last = await self.store.last_move(game_id)
        refusal = await self._undo_refusal(game, engine, last, seat)
        if refusal:
            raise TableError(refusal, kind=game.kind)
        assert last is not None
        state = await self.store.state_before(game_id, last.seq)
        if state is None:  # a move stored before snapshots existed: replay the rest
            earlier = await self.store.moves(game_id)
            state = engine.replay(len(game.seats), game.seed,
                                  engine.engine_options(game.options),
                                  [(m.seat, m.notation) for m in earlier[:-1]])
        try:
            await self.store.undo_moves(game_id, expected_version=game.version,
                                        seqs=[last.seq], state=state, now=self.clock.now())
        except VersionConflict:
            raise TableError(msg("common-err-changed")) from None
        return await self._game(game_id)

    async def can_undo(self, game: GameRecord, seat: int,
                       last: MoveRecord | None = None) -> bool:
        """Whether an Undo button belongs on this seat's turn panel right now. ``last``:
        the game's last move when the caller has it (the move it has just committed)."""
        engine = get_engine(game.kind)
        if not engine.undo_within_turn:
            return False
        # Only the last move decides (read alone: a panel after every tap must not read
        # the game's whole log).
        if last is None:
            last = await self.store.last_move(game.id)
        return last is not None and last.seat == seat and \
            await self._undo_refusal(game, engine, last, seat) is None

    async def _undo_refusal(self, game: GameRecord, engine: Engine, last: MoveRecord | None,
                            seat: int) -> Message | None:
        """Why ``seat`` cannot take back its last move, in the words the player needs:
        the game has no undo, someone has moved since (named), the move revealed
        something or ended the turn; ``None`` when it can."""
        if not engine.undo_within_turn:
            return msg("common-err-undo-rules")
        if last is None:
            return msg("common-err-undo-nothing")
        if last.seat != seat:
            mine = await self.store.last_move(game.id, seat=seat)
            if mine is None:
                return msg("common-err-undo-nothing")
            since = await self.store.moves_after(game.id, mine.seq, upto_seq=last.seq)
            mover = since[0].seat if since else last.seat
            return msg("common-err-undo-moved-since",
                       who=plain_name(seat_label(game, mover)))
        if last.by_computer:
            return msg("common-err-undo-computer")
        if last.reveals:
            return msg("common-err-undo-revealed")
        if last.ends_turn:
            assert game.state is not None
            # Their move ended a turn: the one they are in now (alone in a round, solo)
            # has nothing yet, else their turn is over.
            return (msg("common-err-undo-nothing") if seat in engine.to_move(game.state)
                    else msg("common-err-undo-turn-over"))
        return None

    # --- consistency -----------------------------------------------------------------
    async def check(self) -> list[str]:
        """Replay every stored game from its seed and move log; one line per game whose
        stored state differs (an empty list means all are consistent). Everything is
        read in one snapshot, so a bot writing meanwhile cannot make a game look torn
        (its state from after a move, its log from before). It holds this process's
        store for the duration: meant for ``python -m bot check``, another process."""
        async with self.store.read_snapshot():
            return await self._check_all()

    async def _check_all(self) -> list[str]:
        problems = []
        for game_id in await self.store.game_ids(("active", "finished")):
            game = await self._game(game_id)
            if game.state is None:
                continue
            engine = get_engine(game.kind)
            moves = await self.store.moves(game_id)
            try:
                replayed = engine.replay(len(game.seats), game.seed,
                                         engine.engine_options(game.options),
                                         [(m.seat, m.notation) for m in moves])
            except IllegalMove as error:
                problems.append(f"game #{game_id}: its move log no longer replays ({error})")
                continue
            if replayed != game.state:
                problems.append(f"game #{game_id}: the stored state differs from a replay of "
                                f"its {len(moves)} moves")
        return problems

    async def wait_idle(self) -> None:
        """Wait until background work (computer players) has finished (tests, console)."""
        while self._background:
            await asyncio.gather(*list(self._background), return_exceptions=True)

    # --- internals -------------------------------------------------------------------
    async def _game(self, game_id: int) -> GameRecord:
        game = await self.store.get_game(game_id)
        if game is None:
            raise TableError(msg("common-err-no-game", id=str(game_id)))
        return game

    def _authorise(self, game: GameRecord, actor: Actor, expected_version: int | None) -> int:
        if game.status != "active":
            raise TableError(msg("common-err-not-in-progress" if game.status == "lobby"
                                 else "common-game-is-over"))
        seat = game.seat_of(actor.user_id)
        if seat is None:
            raise TableError(msg("common-not-playing-move"))
        if expected_version is not None and expected_version != game.version:
            raise TableError(msg("common-err-board-out-of-date"))
        if game.user_at(seat).controller != "human":
            raise TableError(msg("common-err-left-computer-plays"))
        assert game.state is not None
        to_move = get_engine(game.kind).to_move(game.state)
        if seat not in to_move:
            waiting = ", ".join(plain_name(seat_label(game, s)) for s in to_move)
            raise NotYourDecision(msg("common-not-your-turn-waiting", waiting=waiting))
        return seat

    async def _commit(self, game: GameRecord, seat: int, notation: str, user_id: int | None,
                      *, by_computer: bool, deliver: bool = True) -> MoveReport:
        engine = get_engine(game.kind)
        assert game.state is not None
        try:
            state = engine.apply(game.state, seat, notation)
        except IllegalMove as error:
            raise error.at_table(game.kind, names_for_text(game)) from None
        move = engine.find_move(game.state, seat, notation)
        canonical = move.notation if move else " ".join(notation.split())
        finished = engine.is_over(state)
        result = engine.result(state) if finished else None
        # The engine states where a turn ends (its turn counter grew); the core never
        # guesses it from who must act next, which fails for solo games and for a player
        # left alone in a round.
        turn_complete = finished or engine.turn_number(state) != engine.turn_number(game.state)
        # Fail safe: a typed spelling not found among the listed moves, or an apply that
        # reports drawing or revealing something, is a barrier for undo.
        reveals = move is None or move.reveals or engine.revealed(state)
        events = engine.events(state)
        if finished:
            deadline = None
        elif turn_complete:
            deadline = await self._deadline(replace(game, state=state))
        else:
            deadline = game.deadline  # the same turn goes on: the same time allowance
        status = "finished" if finished else "active"
        result_json = self._result_json(game, result=result) if result else None
        now = self.clock.now()
        try:
            stored_move = await self.store.commit_move(
                game.id, expected_version=game.version, seat=seat, user_id=user_id,
                notation=canonical, reveals=reveals, state=state, status=status,
                result=result_json, now=now, by_computer=by_computer,
                ends_turn=turn_complete, events=events, deadline=deadline,
                reset_reminders=turn_complete,
                state_before=None if reveals or by_computer else game.state)
        except VersionConflict:
            raise _RaceLost(msg("common-err-race")) from None
        # The game as the commit left it, not read again: the version guard says nothing
        # else changed it in between. (Its place and board message are the outbox's to
        # read when it posts.)
        after = replace(game, state=state, version=game.version + 1, status=status,
                        result=result_json, updated_at=now, deadline=deadline,
                        reminders_sent=0 if turn_complete else game.reminders_sent)
        report = MoveReport(after, seat, canonical, move.label if move else canonical, events,
                            turn_complete, by_computer, move=stored_move)
        if deliver:
            await self._notify(self.notifier.move_committed(report))
        return report

    async def _deadline(self, game: GameRecord) -> float | None:
        """The deadline of the decision the game now waits on: none without a clock or
        when only computers must act; an away player's clock starts on their return."""
        speed = game.options.get("speed", "none")
        if SPEEDS.get(speed) is None or game.state is None:
            return None
        if sum(1 for s in game.seats if s.controller == "human") < 2:
            # A clock exists so the others can let the computer play a late turn; with a
            # single human nobody could, so a solo or vs-computer game has no clock.
            return None
        seats = get_engine(game.kind).to_move(game.state)
        humans = [game.user_at(s) for s in seats if game.user_at(s).controller == "human"]
        if not humans:
            return None
        away = [(await self.store.get_user(h.user_id)).away_until or 0.0 for h in humans]
        return deadline_for(self.clock.now(), speed, max(away))

    def _after_commit(self, game: GameRecord) -> None:
        if self._computers_must_act(game):
            self._wake_computers(game.id)

    def _computers_must_act(self, game: GameRecord) -> bool:
        return game.status == "active" and bool(self._computer_seats_to_move(game))

    def _wake_computers(self, game_id: int) -> None:
        if isinstance(self.store, Leadership):
            self._spawn(self._play_computers_if_leading(game_id))
        else:
            self._spawn(self._play_computers(game_id))

    # --- several processes: one leads -----------------------------------------------------
    async def leading(self) -> bool:
        """Whether this process runs the turn clock and the computer players: always
        on SQLite (one process); on PostgreSQL the one process holding the lead (a
        session advisory lock on a dedicated connection; when its holder goes, another
        takes it at its next ask). Leading saves work only: every clock decision and
        every computer move is still committed at the version it judged."""
        if isinstance(self.store, Leadership):
            return await self.store.try_lead()
        return True

    async def _lead_tick(self) -> bool:
        """Whether this tick runs here; a process that has just taken the lead first
        wakes the computers of every game (the former leader's were cut short)."""
        if not isinstance(self.store, Leadership):
            return True
        led, self._led = self._led, await self.leading()
        if self._led and not led:
            for game_id in await self.store.game_ids(("active",)):
                await self.wake(game_id)
        return self._led

    async def wake(self, game_id: int) -> None:
        """Another process changed the game (its outbox's NOTIFY): computers that must
        act play here if this process leads and is not playing them already."""
        game = await self.store.get_game(game_id)
        if game is not None:
            self._after_commit(game)

    async def _play_computers_if_leading(self, game_id: int) -> None:
        """The computers' turns, once per game at a time in this process (a change
        while they play has them look again), and only in the leading process."""
        if game_id in self._computing:
            self._again.add(game_id)
            return
        self._computing.add(game_id)
        try:
            if not await self.leading():
                return
            while True:
                self._again.discard(game_id)
                await self._play_computers(game_id)
                if game_id not in self._again:
                    return
        finally:
            self._computing.discard(game_id)

    def _computer_seats_to_move(self, game: GameRecord) -> list[int]:
        assert game.state is not None
        return [s for s in get_engine(game.kind).to_move(game.state)
                if computer_level(game.user_at(s).controller)]

    async def _play_computers(self, game_id: int) -> None:
        """Let computer seats move until a human must act or the game ends."""
        while True:
            game = await self._game(game_id)
            if game.status != "active":
                self._forget_turns(game_id)
                return
            seats = self._computer_seats_to_move(game)
            if not seats:
                return
            seat = seats[0]
            level = computer_level(game.user_at(seat).controller) or "greedy"
            move = await self._choose(game, seat, level)
            try:
                await self._commit(game, seat, move.notation, None, by_computer=True)
            except TableError:
                continue  # a human acted meanwhile; look again

    async def _choose(self, game: GameRecord, seat: int, level: str) -> Move:
        """The computer's move for ``seat``, chosen on a deep copy of the loaded state: the
        move is then committed onto the state as loaded, which no search (and no engine
        bug in one) can have changed, so the stored game stays a replay of its log.

        The expert searches a turn's further decisions with the first: what it planned
        for them is played without thinking again while the plan holds, and a decision
        it must think about afresh gets what is left of the turn's budget."""
        engine = get_engine(game.kind)
        assert game.state is not None
        memory = self._turns.setdefault((game.id, seat), TurnMemory())
        planned = memory.planned(engine, game.state, seat, self.expert_budget)
        if planned is not None:
            return planned
        searched = engine.copy_state(game.state)
        # the turn counts the decision whole, the trip to the worker and back included
        # (its budget is wall time: what the players wait)
        began = time.perf_counter()
        decision: Decision = await self._run_in_thread(
            decide, game.kind, searched, seat, level, game.seed ^ game.version,
            self.expert_budget, memory.used(engine, game.state, self.expert_budget))
        memory.remember(engine, game.state, decision, self.expert_budget,
                        time.perf_counter() - began)
        for move in engine.legal_moves(game.state, seat):
            if move.notation == decision.notation:
                return move
        raise RuntimeError(f"the computer chose {decision.notation!r}, which is not legal")

    def _forget_turns(self, game_id: int) -> None:
        for key in [key for key in self._turns if key[0] == game_id]:
            del self._turns[key]

    def _spawn(self, coroutine: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coroutine)
        self._background.add(task)
        task.add_done_callback(self._finished_task)

    def _finished_task(self, task: asyncio.Task[Any]) -> None:
        self._background.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background table work failed", exc_info=task.exception())

    async def _notify(self, call: Awaitable[Any]) -> None:
        """Queue a message (``call`` is a :class:`_QueueingNotifier` call) and deliver
        the game's outbox. The change is committed already: a failing notification must
        not undo it or reach the player as an error."""
        try:
            game_id = await call
        except Exception:
            log.exception("queueing a notification failed")
            return
        if isinstance(game_id, int):
            await self._deliver(game_id)

    async def _deliver(self, game_id: int) -> None:
        await self.outbox.deliver(game_id)

    async def resume(self) -> None:
        """At start-up: post what a crash left in the outbox, and let the computer seats
        that must act play on (nothing else would ever wake them)."""
        await self.outbox.deliver_all()
        for game_id in await self.store.game_ids(("active",)):
            self._after_commit(await self._game(game_id))

    def resume_in_background(self) -> None:
        self._spawn(self.resume())

    async def delivery_note(self, game_id: int, language: str = i18n.FALLBACK) -> str:
        """What a player of the game is told in their next reply (in ``language``) when
        Discord refused a post of it that still waits ("" when nothing waits)."""
        refused = await self.outbox.refusals([game_id])
        if not refused:
            return ""
        return undelivered_note(await self._game(game_id), refused[0].refusal, language)

    async def adopt_place(self, game_id: int, channel_id: int) -> GameRecord:
        """The game moves to ``channel_id`` (its own channel is gone); what waited for
        its old place goes out in the new one with the next delivery."""
        await self.store.set_place(game_id, channel_id)
        return await self._game(game_id)

    async def repost(self, game_id: int, post: Callable[[GameRecord], Awaitable[Any]]) -> Any:
        """Run ``post`` (a ``/game board`` repost) in the game's turn of posting, after
        every board owed before it, with the game as it is then: a repost can never
        overtake a turn's board nor show an older state."""
        async with self.outbox.turn_to_post(game_id):
            return await post(await self._game(game_id))

    @staticmethod
    def _check_options(engine: Engine, options: dict[str, str]) -> dict[str, str]:
        chosen = {spec.name: spec.default for spec in engine.options}
        known = {spec.name: spec for spec in engine.options}
        for name, value in options.items():
            if name not in known:
                raise TableError(msg("common-err-no-option", name=str(name)), kind=engine.name)
            if value not in known[name].choices:
                raise TableError(msg("common-err-option-value", name=str(name),
                                     choices=", ".join(typed(c) for c in known[name].choices)))
            chosen[name] = value
        return chosen

    @staticmethod
    def _result_json(game: GameRecord, *, result: Result | None = None,
                     resigned: int | None = None) -> dict[str, Any]:
        """The stored result: the engine's standings, plus the sentence that tells the end
        in the game's own words (seats named "Player n"; the notifier names users)."""
        engine = get_engine(game.kind)
        if resigned is not None:
            assert game.state is not None
            result = engine.resign_result(game.state, resigned)
            # A seat the computer plays never wins a resigned game over a human still at
            # the table (at 0 points all would tie): the best of the humans left win.
            humans = {s.position for s in game.seats
                      if s.controller == "human" and s.position != resigned}
            if humans and not set(result.winners) <= humans:
                ranked = [st for st in result.standings if st.seat in humans]
                best = ranked[0].rank
                result.winners = [st.seat for st in ranked if st.rank == best]
        assert result is not None
        sentence = end_words(engine, result, resigned=resigned, solo=len(game.seats) == 1)
        data = result.to_json()
        # Stored as messages, said in the reader's language when the result is posted.
        data["sentence"] = [stored(part) for part in sentence]
        data["solo"] = len(game.seats) == 1
        if data["solo"]:
            # solo records are kept per level (the best score at each difficulty)
            data["solo_level"] = engine.solo_level(engine.engine_options(game.options))
        data["computer_seats"] = [s.position for s in game.seats
                                  if s.controller != "human"]
        if resigned is not None:
            data["resigned"] = resigned  # last in the ratings, whatever the standings
        return data
