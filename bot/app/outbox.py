"""Delivering the outbox: what must follow a change, in order per game, exactly once.

The store writes an outbox entry in the same transaction as the change that owes a
message (a turn's board, a lobby update, a result, a reminder). After the transaction,
:meth:`Outbox.deliver` posts the game's pending entries through the notifier and marks
them delivered; at start-up :meth:`Outbox.deliver_all` replays whatever a crash left.
One asyncio lock per game serialises its posts, so under REST latency a later board can
never land before an earlier one, and a ``/game board`` repost waits its turn
(:meth:`Outbox.serialised`).

A replayed post must not appear twice, so every message of an entry is sent with a
nonce derived from the entry's id (:func:`next_nonce`); discord.py then sets
``enforce_nonce`` and Discord returns the message it already made.

The first :meth:`Outbox.deliver_all` of a process (the start-up replay) first lets the
notifier look at every active game's place, if it can (:class:`PlaceKeeper`): while the
bot was not running Discord may have archived, locked or deleted a game's thread, and
nobody told it. A board lost with its thread is queued again (kind ``board``) and goes
out with the rest, in order, with the outbox's nonce; with several processes only the one
running the game's shard queues it (each process looks when it starts). A game's own
delivery that comes before the look reached it (a move or another process's wake-up in
the first seconds) looks at that game first: a post to a thread a moderator archived
while the process was down would open it again. It is void if a
board went out after the look read the game: a post that found the thread gone on its own
(a board owed before the look, by this process or by another one meanwhile) took the
channel already, and the lost board would be posted twice.

Discord saying no never loses a message. An entry Discord cannot take now (a server
error, the network, a rate limit it still asks to wait out) raises
:class:`DeliveryDeferred`; one it refuses (a permission taken away, AutoMod, a deleted
channel) raises :class:`DeliveryRefused`; and a post that raised anything else (a bug, a
missing dependency) is treated as refused. Either way the entry stays queued with its
try counted and the time of its next try stored (:func:`retry_delay`: backoff, so it
survives restarts), and the game's later entries wait behind it, in order. A change of
the game (a move, ``/game board``) tries again at once; the clock's tick tries the games
whose time has come. The players are told where the bot can still speak: the notifier
posts what it can in the place (a line without the picture when only Attach Files is
missing), once per entry (:attr:`_Delivery.tell`), and a player of the game hears why
in the reply to their next tap or command (:meth:`Outbox.refusals`).

A retry must not post twice what went out before. Within Discord's nonce window (a few
minutes) the nonce does it; an entry older than that (:attr:`_Delivery.stale`: the bot
was down longer) first has the notifier look at the place's recent messages for its own
message before posting (see ``DiscordNotifier``).

Several processes on one PostgreSQL database (the store is an
:class:`~bot.app.store_api.OutboxClaims`) claim a game's entries instead of reading them:
exactly one process posts them, in order, under a lease that another process takes over
when it runs out (the poster died); the claim is given up when the drain leaves entries
pending. :class:`bot.app.outbox_watch.OutboxWatch` wakes the other processes. On SQLite
one process owns the file and reads its outbox as before.

Consecutive turns of computer players go out as one post: a board whose game waits on
a computer is held back while nothing else is queued behind it, and the next board
(the one that pings a human) recaps every turn since, one line per player turn.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from bot.app.records import GameRecord, MoveRecord, OutboxEntry
from bot.app.store_api import Games, MoveLog, OutboxClaims, OutboxQueue
from bot.games import get_engine
from bot.games.message import is_message_json

if TYPE_CHECKING:
    from bot.app.reports import Notifier

log = logging.getLogger(__name__)

#: kinds whose message is about one decision (or one board): once the game moved on,
#: it is void (a newer board went out meanwhile)
_VOID_AFTER_A_MOVE = ("reminder", "board")


@runtime_checkable
class PlaceKeeper(Protocol):
    """A notifier that can look at a game's place (its thread) after the bot was away."""

    async def check_place(self, game: GameRecord) -> Any:
        """Make the place take posts again; the line to post the board again with when
        the board was lost (``None``: nothing to post)."""
        ...


class DeliveryDeferred(Exception):
    """Discord cannot take the message now (a server error, the network, a rate limit):
    the entry stays queued and is tried again later (after ``retry_after`` seconds when
    Discord said how long to wait)."""

    def __init__(self, detail: str, *, retry_after: float | None = None) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class DeliveryRefused(DeliveryDeferred):
    """Discord refuses the message (a permission, AutoMod, a deleted channel): the entry
    stays queued and is tried again with backoff. ``reason`` is a key of
    :data:`bot.app.messages.REFUSALS`; ``told`` says the notifier told the players in the
    place already (a line without the picture)."""

    def __init__(self, reason: str, detail: str = "", *, told: bool = False) -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.told = told


#: the first background retry of a refused entry waits this long, each next one twice as
#: long, up to :data:`RETRY_MAX_SECONDS` (a player's move or ``/game board`` tries at once)
RETRY_FIRST_SECONDS = 30.0
RETRY_MAX_SECONDS = 15 * 60.0
#: how long Discord remembers a message nonce ("the past few minutes", Create Message);
#: an entry older than this may have posted a message its nonce no longer guards
NONCE_WINDOW_SECONDS = 120.0


def retry_delay(attempts: int) -> float:
    """Seconds before the next try of an entry refused ``attempts`` times (1 or more)."""
    return min(RETRY_FIRST_SECONDS * 2 ** max(0, attempts - 1), RETRY_MAX_SECONDS)


@dataclass
class _Delivery:
    entry_id: int
    sent: int = 0
    #: the players may be told of a refusal in the place (not told for this entry yet)
    tell: bool = True
    #: the entry may have posted before beyond the nonce window: look before posting
    stale: bool = False


_DELIVERY: contextvars.ContextVar[_Delivery | None] = contextvars.ContextVar(
    "outbox_delivery", default=None)


def current_delivery() -> _Delivery | None:
    """The outbox entry being delivered in this task (``None`` outside a delivery)."""
    return _DELIVERY.get()


def tell_nonce() -> str | None:
    """The nonce of the one message that tells the players an entry was refused (its own
    namespace: the entry's own messages keep their numbers when it is tried again)."""
    delivery = _DELIVERY.get()
    return None if delivery is None else f"o{delivery.entry_id}.t"


def next_nonce() -> str | None:
    """The nonce for the next message sent while delivering an outbox entry (``None``
    outside a delivery). The n-th message of entry ``id`` is always ``o<id>.<n>``, so a
    retry after a crash sends the very same nonces (Discord allows 25 characters)."""
    delivery = _DELIVERY.get()
    if delivery is None:
        return None
    delivery.sent += 1
    return f"o{delivery.entry_id}.{delivery.sent}"


class OutboxStore(Games, MoveLog, OutboxQueue, Protocol):
    """What delivery reads and marks: the games, their logs (a recap), their outbox."""


class Outbox:
    def __init__(self, store: OutboxStore, notifier: Notifier, *, now: Any = None) -> None:
        self.store = store
        self.notifier = notifier
        self._now = now
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}  # lock holders and waiters, to forget idle locks
        self._places_checked: asyncio.Future[None] | None = None  # once per process
        #: the games whose place the start-up look has seen (None once it saw them all)
        self._looked: set[int] | None = set()

    @asynccontextmanager
    async def serialised(self, game_id: int) -> AsyncIterator[None]:
        """Hold the game's posting lock (one writer of the game's thread at a time). Locks
        of idle games are dropped, so the map stays as small as the games in play."""
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        self._users[game_id] = self._users.get(game_id, 0) + 1
        try:
            async with lock:
                yield
        finally:
            self._users[game_id] -= 1
            if not self._users[game_id]:
                del self._users[game_id]
                del self._locks[game_id]

    @asynccontextmanager
    async def turn_to_post(self, game_id: int) -> AsyncIterator[None]:
        """Hold the game's posting lock after delivering everything queued before: what
        runs inside (a ``/game board`` repost) comes after every owed board. On a
        database shared by several processes the lock is the game's posting turn in the
        store: another process's post under way ends first, and none starts until the
        block ends; what they queued meanwhile goes out from here after it."""
        shared = isinstance(self.store, OutboxClaims)
        async with self.serialised(game_id), \
                self.store.posting_turn(game_id) if shared else contextlib.nullcontext():
            try:
                await self._look_first(game_id)
                await self._drain(game_id)
            except DeliveryDeferred:
                pass  # the repost may fail the same way; the queue is kept
            except Exception:
                log.exception("delivering the outbox of game %s failed", game_id)
            yield
        if shared:
            await self.deliver(game_id)

    async def deliver(self, game_id: int, *, due_only: bool = False) -> None:
        """Post the game's pending entries, in order. Never raises: the change that
        queued them is committed, and what could not go out now stays queued.
        ``due_only``: leave a game alone whose refused entry waits for its next try."""
        try:
            async with self.serialised(game_id):
                await self._look_first(game_id)
                await self._drain(game_id, due_only=due_only)
        except DeliveryRefused as error:
            log.warning("game %s: Discord refused a post (%s: %s); it stays queued",
                        game_id, error.reason, error)
        except DeliveryDeferred as error:
            log.info("game %s: Discord cannot take posts now (%s); they stay queued",
                     game_id, error)
        except Exception:
            log.exception("delivering the outbox of game %s failed", game_id)

    async def deliver_all(self) -> None:
        """Replay everything a crash (or an outage) left undelivered, except entries
        waiting for their next try; the first call of the process looks at the games'
        places first (every call waits for that look)."""
        if self._places_checked is None:
            self._places_checked = asyncio.ensure_future(self._check_places())
        # Shielded: a caller cancelled (the clock loop at closing) leaves the look to
        # the others waiting for it.
        await asyncio.shield(self._places_checked)
        for game_id in await self.store.games_with_pending_outbox():
            await self.deliver(game_id, due_only=True)

    async def refusals(self, game_ids: list[int]) -> list[OutboxEntry]:
        """The refused entry each of these games waits on (for the players' next reply)."""
        return await self.store.refused_outbox(game_ids)

    # --- internals -----------------------------------------------------------------------
    async def _check_places(self) -> None:
        """Never raises: every delivery of the process waits for this look (or looks at
        its own game first: :meth:`_look_first`), so a failure here must not hold them
        back."""
        if not isinstance(self.notifier, PlaceKeeper):
            self._looked = None
            return
        try:
            game_ids = await self.store.game_ids(("active",))
        except Exception:
            log.exception("listing the active games for a look at their places failed")
            self._looked = None
            return
        for game_id in game_ids:
            # In the game's turn of posting: no delivery of it runs meanwhile.
            async with self.serialised(game_id):
                await self._look_at(game_id)
        self._looked = None  # every game seen: later deliveries need not ask

    async def _look_first(self, game_id: int) -> None:
        """Before a game's first delivery in this process, the start-up look at its place
        if it has not come to the game yet (the caller holds the game's posting lock);
        the look of every game is started too, if nothing started it."""
        if self._looked is None or game_id in self._looked:
            return
        if self._places_checked is None:
            self._places_checked = asyncio.ensure_future(self._check_places())
        await self._look_at(game_id)

    async def _look_at(self, game_id: int) -> None:
        """The start-up look at one game's place, once per process (the caller holds the
        game's posting lock). Never raises."""
        if self._looked is None or game_id in self._looked \
                or not isinstance(self.notifier, PlaceKeeper):
            return
        self._looked.add(game_id)
        try:
            game = await self.store.get_game(game_id)
            if game is None or game.status != "active":
                return
            # The game's board as this look found it: a board posted after (another
            # process's post that found the thread gone too) makes the one queued here
            # void (_deliver_one).
            shown = game.board_message_id
            line = await self.notifier.check_place(game)
            if line is not None:
                await self.store.enqueue(game_id, "board", {"text": line, "after": shown},
                                         self._time())
        except DeliveryDeferred as error:
            log.info("game %s: Discord cannot say where it is now (%s); its next post "
                     "will find out", game_id, error)
        except Exception:
            log.exception("looking at the place of game %s failed", game_id)

    def _time(self) -> float:
        import time

        return float(self._now()) if self._now is not None else time.time()

    async def _drain(self, game_id: int, *, due_only: bool = False) -> None:
        if not isinstance(self.store, OutboxClaims):
            await self._drain_claimed(game_id, self.store.pending_outbox_and_game,
                                      due_only=due_only)
            return
        # Shared with other processes: post only what this process claimed, and give
        # the claim up on leaving with entries still pending (held for the computers'
        # turns, not due, or failed), so whichever process wakes next posts them.
        claims = self.store
        left = False
        try:
            left = await self._drain_claimed(game_id, claims.claim_outbox,
                                             due_only=due_only)
        except BaseException:
            left = True
            raise
        finally:
            if left:
                try:
                    await asyncio.shield(claims.release_outbox(game_id))
                except Exception:
                    log.exception("could not give up the claim on game %s's outbox "
                                  "(it runs out by itself)", game_id)

    async def _drain_claimed(self, game_id: int, read: Any, *, due_only: bool) -> bool:
        """Post the game's entries as ``read`` hands them out; whether it left some."""
        handled: set[int] = set()
        while True:
            # The entries and the game in one read; the game's state only when an entry
            # needs it (a turn's board carries the state it shows).
            entries, game = await read(game_id)
            if not entries:
                return False  # nothing left (or another process is posting them)
            if handled.intersection(e.id for e in entries):
                return True  # an entry could not be marked: try again later
            head = entries[0]
            if due_only and head.retry_at is not None and head.retry_at > self._time():
                return True  # refused before: its next try is not due yet
            handled.update(e.id for e in entries)
            if game is None:
                await self.store.mark_delivered([e.id for e in entries], self._time())
                return False
            index = 0
            while index < len(entries):
                entry = entries[index]
                if entry.kind == "move":
                    end = index
                    while end + 1 < len(entries) and entries[end + 1].kind == "move":
                        end += 1
                    run = entries[index:end + 1]
                    if end == len(entries) - 1 and self._waits_on_computer(game, run[-1]):
                        return True  # the computers' turns go out with the next board
                    await self._send(run, self._deliver_turns(game, run))
                    await self.store.mark_delivered([e.id for e in run], self._time())
                    index = end + 1
                else:
                    await self._send([entry], self._deliver_one(game, entry))
                    await self.store.mark_delivered([entry.id], self._time())
                    index += 1
                if index < len(entries):
                    # A delivery may have opened a thread or posted a new current board.
                    game = await self.store.get_game(game_id) or game

    async def _send(self, entries: list[OutboxEntry], call: Any) -> None:
        """Deliver ``entries`` (one, or a run of turns posted as one) through ``call``.
        What fails keeps them queued, with the try counted and the next one scheduled,
        and stops the game's queue here (raises), so nothing overtakes them."""
        entry = entries[-1]
        now = self._time()
        stale = entry.attempts > 0 or now - entry.created_at > NONCE_WINDOW_SECONDS
        token = _DELIVERY.set(_Delivery(entry.id, tell=not entry.told, stale=stale))
        try:
            await call
        except DeliveryDeferred as error:
            await self._hold(entries, error)
            raise
        except Exception as error:
            # Not Discord's answer but our own failure (a bug, a missing dependency): the
            # entry is kept like a refused one, so a fixed and restarted bot posts it.
            log.exception("posting outbox entry %s (%s) of game %s failed", entry.id,
                          entry.kind, entry.game_id)
            refused = DeliveryRefused("error", repr(error))
            await self._hold(entries, refused)
            raise refused from error
        finally:
            _DELIVERY.reset(token)

    async def _hold(self, entries: list[OutboxEntry], error: DeliveryDeferred) -> None:
        entry = entries[-1]
        delay = retry_delay(entry.attempts + 1)
        if error.retry_after is not None:
            delay = max(error.retry_after, 1.0)  # Discord said how long: wait that out
        refused = isinstance(error, DeliveryRefused)
        try:
            await self.store.hold_outbox(
                [e.id for e in entries], retry_at=self._time() + delay,
                refusal=error.reason if refused else entry.refusal,
                told=refused and error.told)
        except Exception:
            log.exception("could not record the failed try of outbox entry %s", entry.id)

    @staticmethod
    def _snapshot(game: GameRecord, entry: OutboxEntry) -> GameRecord:
        """The game as it was when the entry was written (its place and seats as now)."""
        payload = entry.payload
        if "state" not in payload:
            return game
        return replace(game, state=payload["state"],
                       status=payload.get("status", game.status),
                       result=payload.get("result", game.result),
                       deadline=payload.get("deadline", game.deadline),
                       version=entry.version)

    def _waits_on_computer(self, game: GameRecord, entry: OutboxEntry) -> bool:
        from bot.app.reports import computer_level

        if game.status != "active" or entry.payload.get("status") != "active":
            return False
        state = entry.payload.get("state")
        seats = get_engine(game.kind).to_move(state) if state else []
        return bool(seats) and all(computer_level(game.user_at(s).controller)
                                   for s in seats)

    async def _deliver_turns(self, game: GameRecord, run: list[OutboxEntry]) -> None:
        from bot.app.reports import MoveReport

        last = run[-1]
        snapshot = self._snapshot(game, last)
        recap = await recap_lines(self.store, snapshot,
                                  first_seq=int(run[0].payload.get("seq", 0)),
                                  last_seq=int(last.payload.get("seq", 0)))
        payload = last.payload
        await self.notifier.move_committed(MoveReport(
            snapshot, int(payload.get("seat", 0)), "", "", [], True,
            bool(payload.get("by_computer")), recap))

    async def _deliver_one(self, game: GameRecord, entry: OutboxEntry) -> None:
        # a message's JSON (said in the reader's language when delivered), or a
        # sentence queued before messages
        raw = entry.payload.get("text", "")
        text = raw if is_message_json(raw) else str(raw)
        if entry.kind in _VOID_AFTER_A_MOVE:
            # Judged against the game as committed now, not the copy the drain read
            # before earlier posts: a move committed meanwhile voids it.
            version = await self.store.game_version(game.id)
            if version != entry.version:
                log.info("game %s: %s of version %s is void (now %s)", game.id,
                         entry.kind, entry.version, version)
                return
        if entry.kind == "lobby":
            await self.notifier.lobby_changed(game, text)
        elif entry.kind == "started":
            await self.notifier.game_started(self._snapshot(game, entry))
        elif entry.kind == "closed":
            await self.notifier.game_closed(game, text)
        elif entry.kind == "announce":
            await self.notifier.announce(game, text)
        elif entry.kind == "reminder":
            await self.notifier.reminder(game, [int(u) for u in entry.payload["user_ids"]],
                                         text)
        elif entry.kind == "board":
            if "after" in entry.payload:
                now = await self.store.get_game(game.id)
                if now is not None and now.board_message_id != entry.payload["after"]:
                    # A board went out since the look that queued this one (a process
                    # whose post found the thread gone posted it where the game now
                    # is): the same board twice would be one too many.
                    log.info("game %s: the board lost with its thread was posted since "
                             "(message %s); not again", game.id, now.board_message_id)
                    return
            await self._deliver_board_again(game, text)
        else:
            log.error("unknown outbox entry kind %r (entry %s)", entry.kind, entry.id)


    async def _deliver_board_again(self, game: GameRecord, line: Any) -> None:
        """The current board, posted again where the game now is (its thread was lost):
        delivered as a turn's board is, so it pings whoever must act, with ``line`` as
        its recap."""
        from bot.app.reports import MoveReport

        if game.status != "active":
            return  # the game ended meanwhile: its result said so
        await self.notifier.move_committed(MoveReport(game, 0, "", "", [], True, False,
                                                      [line]))


async def recap_lines(store: MoveLog, game: GameRecord, *, first_seq: int,
                      last_seq: int) -> list[str]:
    """What a board recounts, one line per player turn, each move once: everything
    since the last move of the single player who must act now (so in a four-player game
    they catch up on three turns), else since the start of the first turn posted.
    Only those moves are read: a game hundreds of moves long costs a board no more than
    its first turns did."""
    from bot.app.language import of_game
    from bot.app.messages import speak

    start = await _recap_start(store, game, first_seq=first_seq, last_seq=last_seq)
    language = of_game(game)
    return turn_lines(await store.moves_after(game.id, start, upto_seq=last_seq),
                      lambda event: speak(game, event, language))


async def _recap_start(store: MoveLog, game: GameRecord, *, first_seq: int,
                       last_seq: int) -> int:
    """The move after which the recap begins (0: the game's start)."""
    to_move = (get_engine(game.kind).to_move(game.state)
               if game.status == "active" and game.state else [])
    if len(to_move) == 1:
        own = await store.last_move(game.id, before_seq=last_seq + 1, seat=to_move[0])
        if own is not None:
            # A simultaneous decision (Kokeshi's starting tiles): what the others did in
            # the turn this board ends, before this player's own move, was never on a
            # board, so the recap starts with the turn.
            turn_end = await store.last_move(game.id, before_seq=last_seq, ends_turn=True)
            start = turn_end.seq if turn_end is not None else 0
            if start < own.seq:
                before = await store.moves_after(game.id, start, upto_seq=own.seq)
                if any(move.seat != own.seat for move in before):
                    return start
            return own.seq
    # The turn of ``first_seq`` began after the previous turn's end.
    turn_end = await store.last_move(game.id, before_seq=first_seq, ends_turn=True)
    return turn_end.seq if turn_end is not None else 0


def turn_lines(moves: list[MoveRecord],
               say: Callable[[Any], str] = str) -> list[str]:
    """The moves' events, one line per player turn (a turn ends where the engine said,
    or where another seat moves); ``say`` puts each stored event in words (the reader's
    language, the table's names)."""
    lines: list[str] = []
    current: list[str] = []
    previous: MoveRecord | None = None
    for move in moves:
        if previous is not None and (previous.ends_turn or previous.seat != move.seat):
            if current:
                lines.append(" ".join(current))
            current = []
        current.extend(say(event) for event in move.events)
        previous = move
    if current:
        lines.append(" ".join(current))
    return lines
