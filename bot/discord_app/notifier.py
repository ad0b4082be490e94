"""Posts what the tables decide into Discord: lobby messages, game threads, board
messages with turn pings, DMs and results.

Only *new* messages ping, so every turn gets a new board message whose content mentions
exactly the humans who must act, with ``allowed_mentions`` limited to them. Discord
failures never undo a committed move and never lose a message: a deleted thread (10003,
and only that) falls back to its channel, an archived one is reopened, closed DMs fall
back to the channel ping, a rate limit is waited out where the post was going, and a
post Discord refuses (Missing Access, a permission, AutoMod, a deleted channel) raises
:class:`~bot.app.outbox.DeliveryRefused`, so the outbox keeps it and tries again. A
refused board is still told where the bot can speak: without its picture when only
Attach Files is missing. A board's pictures always fit Discord's upload limits
(:func:`~bot.app.boards.fit_for_upload`).

Threads are Discord's to archive and a moderator's to lock. A quiet thread is archived
after its ``auto_archive_duration``; a post reopens it unless it is locked (discord-api-docs,
Threads). One rule keeps a game's thread usable, whoever learns of the change: a thread
Discord archived for quiet is reopened (its buttons work again); one a moderator locked or
archived by hand (sooner than its quiet time: :func:`archived_by_hand`) is remembered and
left to the moderators, the game's posts going to the channel until it is opened again.
A running bot hears of it by THREAD_UPDATE (the game cog hands it to
:meth:`DiscordNotifier.thread_updated`); a bot that was not running missed it, so at
start-up the outbox asks :meth:`DiscordNotifier.check_place` of every active game, which
also drops a deleted thread and has the board posted again in the channel. A locked (or
closed) thread is remembered per process (see :attr:`DiscordNotifier.locked_threads`),
so later posts go straight to the channel until a THREAD_UPDATE says it was opened. A
process not running the game's shard never hears THREAD_UPDATE for it (Discord sends a
guild's events to its shard), so before posting in such a game's thread it asks Discord
(one GET): its memory could be stale either way, and a post in a thread a moderator
archived by hand would open it again.
Seated players are added to the game's thread, so they find it in their thread list.

The notifier is called by the outbox (:mod:`bot.app.outbox`), which may replay a call a
crash cut short: every message is sent with the outbox's nonce (discord.py then sets
``enforce_nonce``, and Discord returns the message it already made instead of a second
one). Discord forgets a nonce after a few minutes, so an entry older than that (the bot
was down longer) first looks at the place's recent messages for its own message with the
same words and buttons, and posts only if none is there (:meth:`_posted_before`). A
Discord server error, a network failure or a rate limit raises
:class:`~bot.app.outbox.DeliveryDeferred` so the entry stays queued.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from typing import Any, Protocol

import aiohttp
import discord

from bot.app.boards import POST_LIMIT_BYTES, fit_for_upload, turn_boards
from bot.app.bounded import BoundedSet
from bot.app.clock import Clock
from bot.app.language import of_game, of_user
from bot.app.messages import (
    dm_text,
    lobby_text,
    mention,
    message_link,
    names_for_text,
    picture_refused_line,
    result_text,
    seats_to_ping,
    speak,
    thread_name,
    title,
    turn_text,
)
from bot.app.outbox import (
    DeliveryDeferred,
    DeliveryRefused,
    current_delivery,
    next_nonce,
    tell_nonce,
)
from bot.app.records import GameRecord, UserPrefs
from bot.app.store_api import Games, Users
from bot.app.tables import MoveReport
from bot.discord_app.ui import alt_text, board_view, lobby_view, rematch_view
from bot.games.base import Words
from bot.games.message import msg, stored
from bot.i18n import t


class NotifierStore(Games, Users, Protocol):
    """The games the notifier posts for and the preferences of the players it pings."""


class GameBot(Protocol):
    """What the notifier needs of the client (a protocol, so this module never imports
    the client that imports it)."""

    clock: Clock
    store: NotifierStore
    http: Any

    async def create_dm(self, user: Any) -> Any: ...
    def get_partial_messageable(self, id: int, **kwargs: Any) -> Any: ...
    def get_guild(self, id: int, /) -> Any: ...
    def is_ready(self) -> bool: ...
    async def wait_until_ready(self) -> None: ...
    def owns_guild(self, guild_id: int | None) -> bool: ...

log = logging.getLogger(__name__)

THREAD_ARCHIVE_MINUTES = 10080  # a week: the longest Discord allows
DMS_CLOSED = 50007
THREAD_ARCHIVED = 50083
THREAD_LOCKED = 160005
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013
REQUEST_TOO_LARGE = 40005
AUTOMOD_BLOCKED = (200000, 200001)


#: failures after which the message may still go out later: keep it queued
_TRANSIENT = (discord.DiscordServerError, aiohttp.ClientError, asyncio.TimeoutError)
#: how many of the place's latest messages a stale entry looks through before posting
HISTORY_LOOK = 25
#: locked threads remembered per process (see DiscordNotifier.locked_threads)
KNOWN_THREADS = 10_000
#: how long the start-up check waits for the gateway's guilds (their active threads)
#: before asking Discord about every thread instead
READY_WAIT_SECONDS = 30.0
#: the line a board posted again after its thread was deleted starts with
THREAD_GONE_LINE = "The game's thread is gone, so the game goes on here."
#: … as the message the outbox stores (said in the game's language when posted)
THREAD_GONE = msg("common-thread-gone")


def _with_nonce(kwargs: dict[str, Any], nonce: str | None = None) -> dict[str, Any]:
    nonce = nonce or next_nonce()
    return {**kwargs, "nonce": nonce} if nonce is not None else kwargs


def _deferral(error: Exception) -> DeliveryDeferred | None:
    """The error as a reason to try later, if it is one: a server error, the network, or
    a rate limit discord.py gave up waiting out (five 429s in a row raise an
    HTTPException of status 429; ``max_ratelimit_timeout`` raises RateLimited)."""
    if isinstance(error, discord.RateLimited):
        return DeliveryDeferred(str(error), retry_after=error.retry_after)
    if isinstance(error, discord.HTTPException) and error.status == 429:
        headers = getattr(error.response, "headers", None) or {}
        try:
            wait: float | None = float(headers.get("Retry-After", ""))
        except ValueError:
            wait = None
        return DeliveryDeferred(f"rate limited: {error.text}", retry_after=wait)
    if isinstance(error, _TRANSIENT):
        return DeliveryDeferred(str(error))
    return None


def _refusal(error: discord.HTTPException, *, with_files: bool) -> DeliveryRefused:
    """What Discord's refusal means for the players (a reason key of messages.REFUSALS).
    50013 does not say which permission is missing; with files it may be only Attach
    Files (the caller then tries without them and learns which)."""
    if error.code == UNKNOWN_CHANNEL:
        reason = "channel_gone"
    elif error.code == MISSING_ACCESS:
        reason = "no_access"
    elif error.code == MISSING_PERMISSIONS:
        reason = "attach_files" if with_files else "send_messages"
    elif error.code in AUTOMOD_BLOCKED:
        reason = "automod"
    elif error.code == REQUEST_TOO_LARGE or error.status == 413:
        reason = "too_large"
    elif error.code == THREAD_LOCKED:
        reason = "locked"
    else:
        reason = "refused"
    return DeliveryRefused(reason, f"{error.status} {error.code} {error.text}")


def archived_by_hand(data: dict[str, Any]) -> bool:
    """Whether an archived thread (its channel JSON) was archived sooner than Discord
    archives a quiet one: a moderator's decision, not the week of silence. Activity is
    read from the thread's last message (or its creation); an unarchive without a message
    since is not seen, so such a thread counts as quiet (it is reopened, as before)."""
    metadata = data.get("thread_metadata") or {}
    if not metadata.get("archived"):
        return False
    stamp = metadata.get("archive_timestamp")
    if not stamp:
        return False
    archived_at = discord.utils.parse_time(stamp)
    last = data.get("last_message_id") or data.get("id")
    try:
        active_at = discord.utils.snowflake_time(int(last))
    except (TypeError, ValueError):
        return False
    quiet = int(metadata.get("auto_archive_duration") or 0) * 60
    return (archived_at - active_at).total_seconds() < quiet - 60


def _seated_humans(game: GameRecord) -> list[int]:
    return [s.user_id for s in game.seats if s.controller == "human"]


def _only(user_ids: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(uid) for uid in user_ids])


class DiscordNotifier:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        #: threads known to be locked, so a post goes straight to the channel instead of
        #: failing first (160005). Per process, not stored: Discord holds the truth, a
        #: stored flag would go stale exactly while the bot is offline (no THREAD_UPDATE
        #: reaches it), and the start-up check learns it again for the price of at most
        #: one GET per game whose thread is not active. Bounded (KNOWN_THREADS, the least
        #: recently marked forgotten): a forgotten one costs one refused post.
        self.locked_threads: BoundedSet[int] = BoundedSet(KNOWN_THREADS)
        #: threads a moderator archived by hand: left archived, posts go to the channel
        #: until someone opens the thread again (per process, like the locks)
        #: (not bounded: forgetting one would post into it, which opens it again; only
        #: moderators add to it, so it grows as slowly as they archive threads)
        self.closed_threads: set[int] = set()
        self._waited_for_guilds = False

    @property
    def store(self) -> Any:
        return self.bot.store

    # --- the Notifier protocol ---------------------------------------------------------
    async def lobby_changed(self, game: GameRecord, text: Words) -> None:
        language = of_game(game)
        content = lobby_text(game, text, language)
        view = lobby_view(game, language) if game.status == "lobby" else None
        if game.board_message_id and game.status == "lobby":
            try:
                await self._channel(game.channel_id).get_partial_message(
                    game.board_message_id).edit(content=content, view=view,
                                                allowed_mentions=_only([]))
                return
            except discord.NotFound:
                pass  # the lobby message was deleted: post a fresh one
            except discord.HTTPException as error:
                log.warning("could not edit lobby of game %s: %s", game.id, error)
                return
        if game.status != "lobby":
            # A seat changing hands mid-game (a resignation): the sentence, not the lobby.
            await self._post_text(game, f"**{title(game, language)}** — "
                                        f"{speak(game, text, language)}")
            return
        message = await self._send(game.channel_id, lambda: {
            "content": content, "view": view, "allowed_mentions": _only([])})
        await self.store.set_board_message(game.id, message.id)

    async def game_started(self, game: GameRecord) -> None:
        lobby_id = game.board_message_id
        language = of_game(game)
        if lobby_id:
            try:
                await self._channel(game.channel_id).get_partial_message(lobby_id).edit(
                    content=lobby_text(game, msg("common-game-started"), language),
                    view=None,
                    allowed_mentions=_only([]))
            except discord.NotFound:
                lobby_id = None  # deleted before Start: the thread starts without it
            except discord.HTTPException as error:
                log.info("could not close lobby message of game %s: %s", game.id, error)
        # Replayed after a crash, the game may have its thread already: never a second.
        thread_id = game.thread_id or await self._open_thread(game, lobby_id)
        if thread_id and thread_id != game.thread_id:
            await self.store.set_thread(game.id, thread_id)
            game.thread_id = thread_id
            await self._add_players(game, thread_id)
        order = ", ".join(f"{i + 1}. {name}" for i, name in enumerate(names_for_text(game)))
        await self.post_board(game, [t(language, "common-game-begins", order=order)])

    async def move_committed(self, report: MoveReport) -> None:
        if not report.turn_complete:
            return  # the acting player is still deciding: nothing public yet
        game = report.game
        await self.post_board(game, report.turn_events)
        if game.status == "finished":
            await self._post_result(game, result_text(game, of_game(game)))

    async def game_closed(self, game: GameRecord, text: Words) -> None:
        language = of_game(game)
        if game.state is None and game.board_message_id:
            # A lobby cancelled before it started: its message loses Join/Leave/Start.
            try:
                await self._channel(game.channel_id).get_partial_message(
                    game.board_message_id).edit(content=lobby_text(game, text, language),
                                                view=None,
                                                allowed_mentions=_only([]))
            except discord.HTTPException as error:
                log.info("could not close the lobby of game %s: %s", game.id, error.code)
        said = speak(game, text, language)
        if game.status == "finished" and game.result:
            await self._post_result(game, f"{said}\n{result_text(game, language)}")
        else:
            await self._post_text(game, f"**{title(game, language)}** — {said}")

    async def reminder(self, game: GameRecord, user_ids: list[int], text: Words) -> None:
        """A reminder is a new message (only new messages ping), mentioning only the
        players it is for, in the game's language; DM-minded players get it by DM too,
        in their own."""
        content = f"{' '.join(mention(u) for u in user_ids)} {speak(game, text, of_game(game))}"
        message = await self._send_in_place(game, lambda: {"content": content,
                                                           "allowed_mentions": _only(user_ids)})
        await self._direct_messages(game, user_ids, text, message)

    async def announce(self, game: GameRecord, text: Words) -> None:
        # No ping: the moves that follow (if any) post their own board and ping.
        language = of_game(game)
        await self._post_text(game, f"**{title(game, language)}** — "
                                    f"{speak(game, text, language)}")

    # --- posting -----------------------------------------------------------------------
    async def post_board(self, game: GameRecord, events: list[Words],
                         headline: str = "") -> None:
        """A new board message in the game's language: picture, what happened (lines
        said already, or messages), and the pings."""
        language = of_game(game)
        # What the players to act need (the shared pictures, their own board); every
        # other board is a tap away (the board message's menu).
        images = await turn_boards(game)
        ping = seats_to_ping(game)
        now = self.bot.clock.now()
        prefs = await self.store.get_users(ping)  # one read for the clock and the DMs
        away = {user_id: prefs[user_id].away_until for user_id in ping
                if (prefs[user_id].away_until or 0) > now}
        # The recap comes one line per player turn (the outbox groups the moves), right
        # under the title; turn_text adds who must act and their clock.
        head, _, tail = turn_text(game, [], headline, away, language).partition("\n")
        recap = [speak(game, line, language) for line in events if line]
        content = _fit_recap(head, recap, tail)

        # Over Discord's upload limits the board would be refused for good (413): its
        # pictures are made to fit, fewer or smaller, rather than losing the board.
        images = await asyncio.to_thread(fit_for_upload, images, post_limit=POST_LIMIT_BYTES)

        def build(pictures: bool = True, note: str = "") -> dict[str, Any]:
            # A discord.File is consumed by a send, so every attempt gets a fresh one.
            files = [discord.File(io.BytesIO(image.png), filename=image.filename,
                                  description=alt_text(image.alt))
                     for image in (images if pictures else [])]
            return {
                "content": f"{content}\n{note}"[:2000] if note else content,
                "files": files,
                "view": board_view(game, language),
                "allowed_mentions": _only(ping),
            }

        refused: DeliveryRefused | None = None
        try:
            message = await self._send_in_place(game, build)
        except DeliveryRefused as error:
            delivery = current_delivery()
            if error.reason == "too_large":
                # Fitted already, yet refused: the board goes without its pictures.
                message = await self._send_in_place(game, lambda: build(pictures=False))
            elif error.reason != "attach_files" or (delivery is not None
                                                    and not delivery.tell):
                raise
            else:
                # Told once per board, where the bot can still speak: the board without
                # its picture (the ping, the buttons); the entry stays queued, so the
                # picture follows once Attach Files is back.
                message = await self._send_in_place(
                    game, lambda: build(pictures=False,
                                        note=picture_refused_line(language)),
                    nonce=tell_nonce())
                refused = DeliveryRefused("attach_files", str(error), told=True)
        await self.store.set_board_message(game.id, message.id)
        game.board_message_id = message.id
        await self._direct_messages(game, ping, msg("common-dm-your-turn"), message, prefs)
        if refused is not None:
            raise refused

    async def _post_result(self, game: GameRecord, content: str) -> None:
        """The result pings every human who sat at the table: the game is theirs. Its
        Rematch button opens a new table for them in one tap."""
        humans = _seated_humans(game)
        pings = " ".join(mention(u) for u in humans)
        text = f"{pings}\n{content}" if pings else content
        view = rematch_view(game, of_game(game))

        def build() -> dict[str, Any]:
            fields: dict[str, Any] = {"content": text[:2000], "allowed_mentions": _only(humans)}
            if view is not None:
                fields["view"] = view
            return fields

        await self._send_in_place(game, build)

    async def _post_text(self, game: GameRecord, content: str) -> None:
        await self._send_in_place(game, lambda: {"content": content,
                                                 "allowed_mentions": _only([])})

    async def _send_in_place(self, game: GameRecord, build: Any,
                             nonce: str | None = None) -> discord.Message:
        """One message where the game is: its thread, else its channel. Only a thread
        that is gone (10003), locked or closed by a moderator sends it to the channel
        (another shard's game: as Discord says now); anything else Discord
        refuses raises :class:`DeliveryRefused` (the outbox keeps the entry), and a rate
        limit :class:`DeliveryDeferred` - never a reason to change place."""
        nonce = nonce or next_nonce()  # one per message, whichever place takes it
        thread_id = game.thread_id
        if thread_id and not self.bot.owns_guild(game.guild_id):
            thread_id = await self._open_elsewhere(game, thread_id)
        elif thread_id in self.locked_threads or thread_id in self.closed_threads:
            thread_id = None
        if thread_id:
            try:
                return await self._post(thread_id, build, nonce)
            except discord.HTTPException as error:
                if error.code == THREAD_ARCHIVED and await self._unarchive(thread_id):
                    try:
                        return await self._post(thread_id, build, nonce)
                    except discord.HTTPException as again:
                        error = again
                if error.code == THREAD_LOCKED:
                    self.locked_threads.add(thread_id)
                elif error.code == UNKNOWN_CHANNEL:
                    await self.store.set_thread(game.id, None)
                    game.thread_id = None
                else:
                    raise _refusal(error, with_files=bool(build().get("files"))) from error
                log.warning("game %s: thread %s cannot take posts (%s); using the channel",
                            game.id, thread_id, error.code)
        return await self._send(game.channel_id, build, nonce)

    async def _open_elsewhere(self, game: GameRecord, thread_id: int) -> int | None:
        """The game's thread if it takes this process's post, else None (the channel),
        asked of Discord: a process not running the game's shard never hears the
        thread's THREAD_UPDATE (Discord sends a guild's events to its shard), so what it
        remembered of a lock or a moderator's archive may be stale either way. Posting
        in a thread a moderator archived by hand would open it again."""
        state = await self._thread_state(game.guild_id, thread_id)
        if state is None:
            return thread_id  # gone: the post finds out, and the game moves to its channel
        archived, locked, by_hand = state
        if locked or (archived and by_hand):
            log.info("game %s: thread %s is closed by a moderator; posting in the channel",
                     game.id, thread_id)
            return None
        return thread_id

    async def _post(self, channel_id: int, build: Any, nonce: str | None) -> discord.Message:
        """Send one message (transient failures raise DeliveryDeferred, refusals the
        HTTPException). An entry that may have posted it before, beyond the nonce
        window, first looks for it."""
        delivery = current_delivery()
        if delivery is not None and delivery.stale:
            earlier = await self._posted_before(channel_id, build())
            if earlier is not None:
                return earlier
        try:
            return await self._channel(channel_id).send(**_with_nonce(build(), nonce))
        except Exception as error:
            deferred = _deferral(error)
            if deferred is not None:
                raise deferred from error
            raise

    async def _posted_before(self, channel_id: int,
                             kwargs: dict[str, Any]) -> discord.Message | None:
        """The bot's own message with these words and buttons among the place's latest,
        if an earlier try posted it (Discord keeps no nonce on a stored message)."""
        view = kwargs.get("view")
        custom_ids = sorted(getattr(item, "custom_id", "") or ""
                            for item in (view.children if view is not None else []))
        me = self.bot.user.id if getattr(self.bot, "user", None) is not None else None
        try:
            async for message in self._channel(channel_id).history(limit=HISTORY_LOOK):
                if message.author.id != me or message.content != kwargs.get("content"):
                    continue
                shown = sorted(c.custom_id or "" for row in message.components
                               for c in getattr(row, "children", []))
                if shown == custom_ids:
                    log.info("message %s in %s was posted before; not again", message.id,
                             channel_id)
                    return message
        except Exception as error:
            deferred = _deferral(error)
            if deferred is not None:
                raise deferred from error
            # Not readable (no Read Message History): the nonce is all there is.
            log.info("could not read the history of %s: %s", channel_id, error)
        return None

    # --- the game's thread, as Discord keeps it ------------------------------------------
    async def check_place(self, game: GameRecord) -> dict[str, Any] | str | None:
        """At start-up, make the game's thread take its posts again after whatever
        happened while the bot was not running. Returns, when the game's board was lost
        with its thread, the line the outbox posts it again with (in the channel)."""
        thread_id = game.thread_id
        if not thread_id:
            return None
        state = await self._thread_state(game.guild_id, thread_id)
        if state is None:
            if not self.bot.owns_guild(game.guild_id):
                # Every process looks at start, but only the one running the game's
                # shard has the board posted again: two looks would queue two boards.
                # A post from here meanwhile finds the thread gone and uses the channel.
                return None
            log.info("game %s: thread %s is gone; the game goes on in its channel",
                     game.id, thread_id)
            await self.store.set_thread(game.id, None)
            game.thread_id = None
            return stored(THREAD_GONE)
        # Archived or locked while the bot was away, with no THREAD_UPDATE heard.
        archived, locked, by_hand = state
        await self._keep_open(thread_id, archived=archived, locked=locked, by_hand=by_hand)
        return None

    async def place_gone(self, game: GameRecord) -> bool:
        """Whether the game's channel was deleted (10003; Missing Access may pass)."""
        try:
            await self.bot.http.get_channel(game.channel_id)
        except discord.HTTPException as error:
            return error.code == UNKNOWN_CHANNEL
        return False

    async def thread_updated(self, payload: discord.RawThreadUpdateEvent) -> None:
        """What a running bot does when Discord says a thread changed (THREAD_UPDATE,
        handed over by the game cog): the rule :meth:`check_place` applies at start-up,
        for an active game's thread. An unlock sends the game's posts back to its thread
        (and reopens it); a lock learnt here spares the next post its failure."""
        metadata = payload.data.get("thread_metadata") or {}
        archived, locked = bool(metadata.get("archived")), bool(metadata.get("locked"))
        thread_id = payload.thread_id
        if not locked:
            self.locked_threads.discard(thread_id)
            if not archived:
                self.closed_threads.discard(thread_id)  # opened again: posts go there
                return
        elif thread_id in self.locked_threads:
            return  # known already
        games = await self.store.find_games(place_id=thread_id, statuses=("active",))
        if any(g.thread_id == thread_id for g in games):
            await self._keep_open(thread_id, archived=archived, locked=locked,
                                  by_hand=archived_by_hand(dict(payload.data)))

    async def _keep_open(self, thread_id: int, *, archived: bool, locked: bool,
                         by_hand: bool = False) -> None:
        """The one rule for a game's thread as Discord reports it: a locked thread, or
        one a moderator archived by hand, is a moderator's decision, remembered and left
        alone (posts go to the channel); one Discord archived for quiet is reopened (the
        bot started it, so it may), so its buttons work again. If reopening fails, the
        next post still reopens it or falls back."""
        if locked:
            self.locked_threads.add(thread_id)
            return
        self.locked_threads.discard(thread_id)
        if archived and by_hand:
            self.closed_threads.add(thread_id)
            return
        self.closed_threads.discard(thread_id)
        if archived:
            await self._unarchive(thread_id)

    async def _thread_state(self, guild_id: int | None,
                            thread_id: int) -> tuple[bool, bool, bool] | None:
        """``(archived, locked, archived by hand)``, or ``None`` when the thread is gone.
        The gateway's guilds list every active thread (GUILD_CREATE), so only a thread
        missing there costs a request."""
        if not self.bot.is_ready() and not self._waited_for_guilds:
            self._waited_for_guilds = True  # once: later games ask Discord at once
            with contextlib.suppress(TimeoutError):  # no guilds yet: ask Discord instead
                await asyncio.wait_for(self.bot.wait_until_ready(), READY_WAIT_SECONDS)
        guild = self.bot.get_guild(guild_id) if guild_id else None
        cached = guild.get_thread(thread_id) if guild is not None else None
        if cached is not None and not cached.archived:
            return False, bool(cached.locked), False
        try:
            raw = await self.bot.http.get_channel(thread_id)
        except _TRANSIENT as error:
            raise DeliveryDeferred(str(error)) from error
        except discord.HTTPException as error:
            if error.code == UNKNOWN_CHANNEL:
                return None  # deleted; 50001 (Missing Access) may be for a while only
            # Nothing learnt: the next post finds out (and reopens or falls back).
            log.warning("could not look at thread %s: %s", thread_id, error.code)
            return False, False, False
        metadata = raw.get("thread_metadata") or {}
        return (bool(metadata.get("archived")), bool(metadata.get("locked")),
                archived_by_hand(dict(raw)))

    async def _send(self, channel_id: int, build: Any,
                    nonce: str | None = None) -> discord.Message:
        """One message in a channel; a refusal raises :class:`DeliveryRefused`."""
        try:
            return await self._post(channel_id, build, nonce or next_nonce())
        except discord.HTTPException as error:
            log.warning("could not post in channel %s: %s (code %s)", channel_id,
                        error.status, error.code)
            raise _refusal(error, with_files=bool(build().get("files"))) from error

    async def _open_thread(self, game: GameRecord, lobby_id: int | None) -> int | None:
        """A thread per game keeps the channel readable; without the permission (or
        in a channel that has no threads) the game simply stays in the channel. A
        lobby message deleted meanwhile leaves a thread without a starter message."""
        http = self.bot.http
        try:
            # Raw routes: discord.py's Message.create_thread needs the guild in its cache,
            # which a reconnect may not have filled yet.
            if lobby_id:
                try:
                    raw = await http.start_thread_with_message(
                        game.channel_id, lobby_id, name=thread_name(game, of_game(game)),
                        auto_archive_duration=THREAD_ARCHIVE_MINUTES)
                    return int(raw["id"])
                except discord.NotFound as error:
                    if error.code != UNKNOWN_MESSAGE:
                        raise
            raw = await http.start_thread_without_message(
                game.channel_id, name=thread_name(game, of_game(game)),
                auto_archive_duration=THREAD_ARCHIVE_MINUTES, type=11)
            return int(raw["id"])
        except discord.HTTPException as error:
            log.info("game %s stays in its channel: no thread (%s)", game.id, error.code)
            return None

    async def _add_players(self, game: GameRecord, thread_id: int) -> None:
        """Seated players join the game's thread (Add Thread Member), so it is in their
        thread list and they hear of its posts; a failure only costs them that."""
        for user_id in _seated_humans(game):
            try:
                await self.bot.http.add_user_to_thread(thread_id, user_id)
            except (discord.HTTPException, *_TRANSIENT) as error:
                log.info("could not add user %s to thread %s: %s", user_id, thread_id,
                         getattr(error, "code", error))

    async def _unarchive(self, thread_id: int) -> bool:
        try:
            await self.bot.http.edit_channel(thread_id, archived=False)
            return True
        except discord.HTTPException as error:
            if error.code == THREAD_LOCKED:
                self.locked_threads.add(thread_id)
            log.warning("could not reopen archived thread %s: %s", thread_id, error.code)
            return False

    async def _direct_messages(self, game: GameRecord, user_ids: list[int], text: Words,
                               message: discord.Message | None = None,
                               prefs: dict[int, UserPrefs] | None = None) -> None:
        """DM the players who asked for it, in the channel message's own words said in
        each one's last known language, with a link to that message wherever it landed
        (the thread, or the channel it fell back to). The channel message already pinged
        them, which is the fallback when their DMs are closed (50007)."""
        if message is not None:
            link = message_link(game.guild_id, message.channel.id, message.id)
        else:
            link = message_link(game.guild_id, game.place_id)
        if prefs is None:
            prefs = await self.store.get_users(user_ids)
        for user_id in user_ids:
            if prefs[user_id].notify != "dm":
                continue
            try:
                user = discord.Object(user_id)
                channel = await self.bot.create_dm(user)  # type: ignore[arg-type]
                language = of_user(prefs[user_id].locale, game)
                await channel.send(dm_text(game, speak(game, text, language), link, language),
                                   allowed_mentions=_only([]),
                                   **_with_nonce({}))
            except discord.Forbidden as error:
                if error.code == DMS_CLOSED:
                    log.info("DMs closed for user %s; the channel ping stands", user_id)
                else:
                    log.warning("DM to %s failed: %s", user_id, error.code)
            except discord.HTTPException as error:
                log.warning("DM to %s failed: %s", user_id, error.code)

    def _channel(self, channel_id: int, guild_id: int | None = None) -> discord.PartialMessageable:
        # Without the guild id a partial message cannot open a thread.
        return self.bot.get_partial_messageable(channel_id, guild_id=guild_id)


def _fit_recap(head: str, recap: list[str], tail: str, limit: int = 2000) -> str:
    """The board message within Discord's limit: the title and the tail (who must act,
    the pings, the clock) always survive; the recap loses its oldest lines first."""
    tail = tail[:limit // 2]
    budget = limit - len(head) - len(tail) - 2
    kept: list[str] = []
    for line in reversed(recap):
        if len(line) + 1 > budget - 2:
            kept.append("…")
            break
        kept.append(line)
        budget -= len(line) + 1
    lines = [head[:limit // 2], *reversed(kept), *([tail] if tail else [])]
    return "\n".join(lines)[:limit]
