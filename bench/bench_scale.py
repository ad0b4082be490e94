"""How the bot holds up as a server's history grows, and with many games at once.

In one run, through the Discord double (interaction in → every handler done):

1. an empty database: turn latency (random legal 2-player Splendor moves by slash
   command; a turn's last move includes the board post), command latency
   (``/game leaderboard`` and ``/game stats``) and ``/game replay``'s autocomplete
   (nothing typed, a player's name, a game's title: one keystroke each);
2. the same after 1 000 finished games (random whole games, ~60 moves each, stored as
   the bot stores them, counters included) are added to the server's history;
3. 50 games moving at once: one move in each of 50 games fed together, several rounds;
   boards drawn in the process pool, then (for comparison) in threads.

Prints medians and p95s, the two columns' ratio, and peak memory (max RSS) of the bot's
process after each phase, plus the render workers' resident memory.

    python bench/bench_scale.py [--games 1000] [--moves 200] [--commands 40] [--rounds 4]

``--burst`` measures instead what a player waits for under load, boards drawn in the
process pool as ``python -m bot run`` draws them (each move a typed ``/splendor``
command, 2-player games, production settings: ``synchronous=FULL``):

- one game moving alone: per move, the store's round trips (calls into its database
  thread), its durable (fsync'd) commits, and how long the store's lock was held;
- the burst curve: N games (1, 10, 25, 50) each getting a move at the same instant,
  one line per size, ``burst N: reply median M ms p95 P ms`` (the reply is the ✅ the
  player who moved reads), then when the whole handler ended (the board posted), and
  the full garbage collections that held the event loop meanwhile (the bot's heap kept
  as ``python -m bot run`` keeps it, bot/app/heap.py; ``--python-gc`` leaves it to
  Python's own cadence);
- the random-arrival curve: moves arriving at random (a Poisson process) at a given
  rate into the burst's games, each timed from the moment it was due;
- the store lock's hold time per transaction over the whole run, and the RSS of the
  bot process and of each render worker.

The double runs in the bot's process and does Discord's work there too (parsing,
storing every message): its share is in every figure.

    python bench/bench_scale.py --burst [--sizes 1,10,25,50] [--rounds 3]
        [--rates 10,25,50,100,150] [--arrival-games 700] [--seconds 4] [--moves 30]
        [--python-gc]

``--stores sqlite,postgres`` measures instead turn latency and throughput on each store,
and on PostgreSQL with 1, 2 and 3 bot processes (``bench/scale_stores.py``; each bot
process a real OS process, with its own Discord double, the doubles sharing what they
create through journals as the multi-process soak's do):

    python bench/bench_scale.py --stores sqlite,postgres [--moves 150] [--seconds 4]
        [--stores-games 12]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import CollectionMeter
from bench.workers_as_bot import start_workers_as_the_bot_does
from bot.app import boards, heap
from bot.app.store import Store
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine
from bot.games.message import stored

OPTION = {"take": "gems", "reserve": "card", "buy": "card", "return": "tokens",
          "noble": "noble"}
ENGINE = get_engine("splendor")


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def rss_mib(pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


#: messages of a place the double keeps between phases: the bot reads back at most
#: HISTORY_LOOK of them (bench_memory's --keep-messages)
KEEP_MESSAGES = 60


def forget_discord_history(double: DiscordDouble) -> None:
    """Drop what *Discord* keeps (every posted PNG, every captured request, the records
    of interactions whose handlers are done, each place's messages above its last
    ``KEEP_MESSAGES``): measured with tracemalloc, the PNGs and requests grew by ~140 KB
    per board, not the bot; and the double's records, in the bot's process, were 250 000
    of the 280 000 objects every full collection scanned after 700 games were opened
    (their done tasks keep their coroutines): the bot's full collections took 300-430 ms
    during the random arrivals. The bot's own memory and objects are what is left."""
    world = double.world
    for message in world.messages.values():
        for attachment in message.attachments:
            attachment.data = b""
    for attachment in world.attachments_by_url.values():
        attachment.data = b""
    double.requests.clear()  # every one: nothing left for the drop below to sift
    drop_finished_interactions(double)
    world.forget_scrolled(KEEP_MESSAGES)


def drop_finished_interactions(double: DiscordDouble) -> None:
    """Forget the double's records of interactions whose handlers are done, and the
    requests they made."""
    def finished(record: Any) -> bool:
        return all(task.done() for task in record.tasks)

    world = double.world
    double.interactions[:] = [r for r in double.interactions if not finished(r)]
    for token, record in list(world.interactions.items()):
        if finished(record):
            del world.interactions[token]
    live = {r.id for r in double.interactions}
    double.requests[:] = [r for r in double.requests
                          if r.interaction_id is None or r.interaction_id in live]


def summary(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    return statistics.median(values) * 1000, p95 * 1000


class World:
    def __init__(self, folder: Path, pairs: int) -> None:
        self.bot = GameBot(Settings(database_path=folder / "scale.sqlite3",
                                    max_open_games_per_user=1000,
                                    max_open_games_per_channel=1000))
        self.double = DiscordDouble(self.bot)
        self.guild = self.double.add_guild("Bench")
        self.channel = self.double.add_channel(self.guild, "games")
        self.users = [self.double.add_user(f"p{i}", guild_ids=[self.guild])
                      for i in range(2 * pairs)]

    async def new_game(self, host: int, guest: int) -> int:
        await self.double.slash(host, self.channel, "game new", game="splendor",
                                seat_order="joined")
        lobby = self.double.last_message(self.channel)
        await self.double.click(guest, lobby, lobby.custom_id("Join"))
        await self.double.click(host, self.double.message(lobby.id), lobby.custom_id("Start"))
        games = await self.bot.store.find_games(user_id=host, statuses=("active",))
        return games[-1].id

    async def move(self, game_id: int, rng: random.Random) -> tuple[float, bool] | None:
        """One random legal move by slash command: (seconds, ended the turn), or None
        when the game is over."""
        game = await self.bot.store.get_game(game_id)
        if game is None or game.status != "active":
            return None
        seat = ENGINE.to_move(game.state)[0]
        move = rng.choice(ENGINE.legal_moves(game.state, seat))
        verb, _, rest = move.notation.partition(" ")
        started = time.perf_counter()
        record = await self.double.slash(game.user_at(seat).user_id,
                                         game.thread_id or self.channel,
                                         f"splendor {verb}", **{OPTION[verb]: rest})
        elapsed = time.perf_counter() - started
        if "✅" not in (record.content or ""):
            raise SystemExit(f"move refused: {move.notation}: {record.content}")
        after = await self.bot.store.get_game(game_id)
        return elapsed, after.status != "active" or ENGINE.to_move(after.state) != [seat]


async def turns(world: World, count: int, rng: random.Random) -> list[float]:
    """Latency of moves that end a turn (the board is posted within the interaction)."""
    times: list[float] = []
    host, guest = world.users[0], world.users[1]
    game_id = await world.new_game(host, guest)
    while len(times) < count:
        outcome = await world.move(game_id, rng)
        if outcome is None:
            game_id = await world.new_game(host, guest)
            continue
        if outcome[1]:
            times.append(outcome[0])
    return times


async def commands(world: World, count: int) -> list[float]:
    times = []
    for index in range(count):
        started = time.perf_counter()
        if index % 2:
            await world.double.slash(world.users[0], world.channel, "game leaderboard")
        else:
            await world.double.slash(world.users[0], world.channel, "game stats")
        times.append(time.perf_counter() - started)
    return times


async def replay_choices(world: World, count: int) -> list[float]:
    """``/game replay``'s autocomplete, which the client asks on every keystroke."""
    times = []
    for index in range(count):
        typed = ("", "P", "splen")[index % 3]
        started = time.perf_counter()
        await world.double.autocomplete(world.users[0], world.channel, "game replay",
                                        focused="game", value=typed)
        times.append(time.perf_counter() - started)
    return times


def random_game(rng: random.Random) -> tuple[dict, list[tuple[int, str, list[str]]]]:
    state = ENGINE.setup(2, rng.getrandbits(63), {})
    log = []
    for _ in range(2000):
        if ENGINE.is_over(state):
            break
        seat = ENGINE.to_move(state)[0]
        move = rng.choice(ENGINE.legal_moves(state, seat))
        state = ENGINE.apply(state, seat, move.notation)
        log.append((seat, move.notation, ENGINE.events(state)))
    return state, log


def add_history(world: World, games: int, seed: int) -> int:
    """``games`` finished games of the server's players, written by another process (so
    building them never counts in the bot's memory) as the bot writes them: game, seats,
    move log, result, counters; then the WAL is checkpointed, as it long would have been
    on a server with that history."""
    done = subprocess.run(
        [sys.executable, __file__, "--history", str(world.bot.settings.database_path),
         "--games", str(games), "--seed", str(seed), "--world",
         json.dumps([world.guild, world.channel, world.users])],
        capture_output=True, text=True, check=True)
    return int(done.stdout.split()[-1])


async def write_history(path: str, games: int, seed: int, guild: int, channel: int,
                        users: list[int]) -> int:
    rng = random.Random(seed)
    store = await Store.open(path, synchronous="NORMAL")
    moves = 0
    async with store.transaction() as db:
        for number in range(games):
            seed = rng.getrandbits(63)
            state, log = random_game(random.Random(seed))
            if not ENGINE.is_over(state):
                continue
            result = ENGINE.result(state).to_json()
            result["computer_seats"] = []
            a, b = rng.sample(users, 2)
            now = time.time() - (games - number) * 600
            cursor = await db.execute(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, "
                "seed, state, version, result, created_at, updated_at) VALUES "
                "('splendor', ?, ?, ?, 'finished', '{}', ?, ?, ?, ?, ?, ?)",
                (guild, channel, a, seed, json.dumps(state), len(log) + 2,
                 json.dumps(result), now, now))
            game_id = int(cursor.lastrowid or 0)
            await db.executemany(
                "INSERT INTO seats (game_id, user_id, name, position) VALUES (?, ?, ?, ?)",
                [(game_id, a, f"P{a % 1000}", 0), (game_id, b, f"P{b % 1000}", 1)])
            await db.executemany(
                "INSERT INTO moves (game_id, seq, seat, notation, created_at, events) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, seq, seat, notation, now,
                  json.dumps([stored(event) for event in events]))
                 for seq, (seat, notation, events) in enumerate(log, start=1)])
            await store._record_result(db, game_id)
            moves += len(log)
    await store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    await store.close()
    return moves


async def at_once(world: World, games: int, rounds: int, rng: random.Random) -> list[float]:
    ids = [await world.new_game(world.users[2 * i], world.users[2 * i + 1])
           for i in range(games)]
    times: list[float] = []
    for _ in range(rounds):
        outcomes = await asyncio.gather(*[world.move(game_id, rng) for game_id in ids])
        times += [o[0] for o in outcomes if o is not None]
    return times


async def run(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        boards.enable_process_pool()  # as `python -m bot run` does
        world = World(Path(folder), pairs=args.at_once)
        await world.double.start()
        await world.bot.sync_commands()  # Discord serves only synced commands

        empty_turns = await turns(world, args.moves, rng)
        empty_commands = await commands(world, args.commands)
        empty_choices = await replay_choices(world, args.commands)
        forget_discord_history(world.double)
        peak_empty, rss_empty = peak_mib(), rss_mib()

        started = time.perf_counter()
        moves = await asyncio.to_thread(add_history, world, args.games, args.seed)
        print(f"history: {args.games} finished games, {moves} moves stored in "
              f"{time.perf_counter() - started:.0f} s")
        full_turns = await turns(world, args.moves, rng)
        full_commands = await commands(world, args.commands)
        full_choices = await replay_choices(world, args.commands)
        forget_discord_history(world.double)
        peak_full, rss_full = peak_mib(), rss_mib()

        print(f"\n{'':<28}{'empty DB':>22}{f'{args.games} games':>22}{'ratio':>8}")
        for label, a, b in (("turn (ends a turn, + board)", empty_turns, full_turns),
                            ("/game stats, /game leaderboard", empty_commands,
                             full_commands),
                            ("/game replay autocomplete", empty_choices, full_choices)):
            (ma, pa), (mb, pb) = summary(a), summary(b)
            print(f"{label:<28}{ma:>9.1f} / {pa:>6.1f} ms{mb:>9.1f} / {pb:>6.1f} ms"
                  f"{mb / ma:>8.2f}")
        print(f"{'peak RSS (max) / now':<28}{peak_empty:>10.0f} / {rss_empty:>5.0f} MiB"
              f"{peak_full:>10.0f} / {rss_full:>5.0f} MiB")

        pooled = await at_once(world, args.at_once, args.rounds, rng)
        forget_discord_history(world.double)
        peak_pooled = peak_mib()
        workers = [rss_mib(pid) for pid in getattr(boards._pool, "_processes", {}) or {}]
        boards.enable_process_pool(False)  # threads, for comparison
        threaded = await at_once(world, args.at_once, args.rounds, rng)
        print(f"\n{args.at_once} games moving at once ({args.rounds} rounds, median / p95):")
        for label, values in ((f"process pool ({boards.pool_size()} workers)", pooled),
                              ("threads (one interpreter lock)", threaded)):
            median, p95 = summary(values)
            print(f"  {label:<34} {median:7.0f} / {p95:7.0f} ms   n={len(values)}")
        print(f"peak RSS of the bot process {peak_pooled:.0f} MiB with the pool "
              f"({peak_mib():.0f} MiB once boards were drawn in-process); render workers "
              f"{', '.join(f'{w:.0f}' for w in workers) or 'n/a'} MiB each")
        world.double.assert_clean()
        await world.double.close()


# --- --burst: the reply under load ------------------------------------------------------

class TimedLock(asyncio.Lock):
    """The store's lock, timing each hold (from acquired to released)."""

    def __init__(self) -> None:
        super().__init__()
        self.holds: list[float] = []
        self._since = 0.0

    async def acquire(self) -> bool:
        acquired = await super().acquire()
        self._since = time.perf_counter()
        return acquired

    def release(self) -> None:
        self.holds.append(time.perf_counter() - self._since)
        super().release()


class StoreMeter:
    """Counts what the store asks of its database thread: every call (a round trip from
    the event loop), and the commits that wait for the disk (fsync'd). A store that
    counts its own commits (``durable_commits``) is asked; else every COMMIT statement
    is durable (``synchronous=FULL``). Times the store's asyncio lock (held across the
    awaited statements of a transaction) and, where the store makes a transaction in one
    call into its database thread, how long each held the database there (``held``:
    BEGIN to COMMIT, the write lock every other writer waits for)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.calls = 0
        self.commits = 0
        self.lock = TimedLock()
        store._lock = self.lock
        self.in_thread: list[float] = []
        if hasattr(store, "held"):
            store.held = self.in_thread.append
        connection = store._db
        original = connection._execute

        async def counted(function, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.calls += 1
            if args and isinstance(args[0], str) and args[0].strip().upper() == "COMMIT":
                self.commits += 1
            return await original(function, *args, **kwargs)

        connection._execute = counted  # type: ignore[method-assign]
        queue_job = store._queue_job

        def queued(job):  # type: ignore[no-untyped-def]
            self.calls += 1  # a group of one-call transactions (group_commit)
            queue_job(job)

        store._queue_job = queued  # type: ignore[method-assign]

    def durable(self) -> int:
        own = getattr(self.store, "durable_commits", None)
        return self.commits if own is None else int(own)

    def snapshot(self) -> tuple[int, int, int, int]:
        return self.calls, self.durable(), len(self.lock.holds), len(self.in_thread)

    def holds_since(self, mark: tuple[int, int, int, int]) -> list[float]:
        """Every hold of the store's write lock since ``mark``: the asyncio lock's, and
        the one-call transactions' in the database thread."""
        return self.lock.holds[mark[2]:] + self.in_thread[mark[3]:]


def reply_time(record: Any) -> float | None:
    """When the player who moved read the ✅ (the double's time of that request)."""
    for request in record.requests:
        body = request.json if isinstance(request.json, dict) else {}
        content = body.get("content") or (body.get("data") or {}).get("content") or ""
        if isinstance(content, str) and content.startswith("✅"):
            return request.at
    return None


def board_time(record: Any) -> float | None:
    """When the turn's board (a post with pictures) reached the double."""
    for request in record.requests:
        if request.method == "POST" and request.route.endswith("/messages") and request.files:
            return request.at
    return None


#: moves between two drops of the double's finished interactions during a phase
FORGET_EVERY = 100


class BurstWorld(World):
    """The bench's world, its moves timed from a given instant."""

    def __init__(self, folder: Path, pairs: int) -> None:
        super().__init__(folder, pairs)
        self._since_forgetting = 0

    async def choose(self, game_id: int, rng: random.Random) -> tuple[Any, ...] | None:
        """A random legal move of the game's player to act, as the command they type
        (who, where, the command, its option), or None when the game is over. Chosen
        before the player taps: what the bench reads to choose is not the bot's time."""
        game = await self.bot.store.get_game(game_id)
        if game is None or game.status != "active":
            return None
        seat = ENGINE.to_move(game.state)[0]
        move = rng.choice(ENGINE.legal_moves(game.state, seat))
        verb, _, rest = move.notation.partition(" ")
        return (game.user_at(seat).user_id, game.thread_id or self.channel,
                f"splendor {verb}", {OPTION[verb]: rest}, move.notation)

    async def send(self, chosen: tuple[Any, ...], due: float | None = None
                   ) -> tuple[float, float, float]:
        """Type the chosen move: (seconds to the reply, to the handler's end, and to the
        moment the double handed the interaction to discord.py) from ``due`` (default:
        now). The last is the double's own work (building Discord's payload) and the
        bench's, before the bot saw anything."""
        user_id, place, command, option, notation = chosen
        started = time.perf_counter() if due is None else due
        record = await self.double.slash(user_id, place, command, **option)
        done = time.perf_counter()
        replied = reply_time(record)
        if replied is None:
            raise SystemExit(f"move refused: {notation}: {record.content}")
        self.forget()
        return replied - started, done - started, record.started - started

    def forget(self) -> None:
        """Every :data:`FORGET_EVERY` moves, drop the double's records of finished
        interactions (Discord keeps them, not the bot): with hundreds of moves a second,
        a phase's finished interactions were tens of thousands of objects in the bot's
        process until forget_discord_history ran after the phase."""
        self._since_forgetting += 1
        if self._since_forgetting >= FORGET_EVERY:
            self._since_forgetting = 0
            drop_finished_interactions(self.double)

    async def timed_move(self, game_id: int, rng: random.Random,
                         due: float | None = None) -> tuple[float, float] | None:
        """One random legal move: (seconds to the reply, seconds to the handler's end)
        from ``due`` (default: now), or None when the game is over."""
        chosen = await self.choose(game_id, rng)
        if chosen is None:
            return None
        replied, ended, _ = await self.send(chosen, due)
        return replied, ended


async def open_games(world: BurstWorld, ids: list[int], count: int) -> list[int]:
    """``count`` games in play, game ``i`` between players ``2i`` and ``2i + 1``: the
    ones of ``ids`` still active, a finished or missing one replaced by a new one."""
    fresh = []
    for index in range(count):
        game = await world.bot.store.get_game(ids[index]) if index < len(ids) else None
        if game is None or game.status != "active":
            fresh.append(await world.new_game(world.users[2 * index],
                                              world.users[2 * index + 1]))
        else:
            fresh.append(game.id)
    return fresh + ids[count:]


def ms(values: list[float]) -> str:
    median, p95 = summary(values)
    return f"median {median:.0f} ms p95 {p95:.0f} ms"


def ms_fine(values: list[float]) -> str:
    """Short holds, to the tenth of a millisecond."""
    if not values:
        return "-"
    median, p95 = summary(values)
    return f"median {median:.1f} ms p95 {p95:.1f} ms max {max(values) * 1000:.1f} ms"


async def arrivals(world: BurstWorld, ids: list[int], rate: float, seconds: float,
                   rng: random.Random) -> tuple[list[float], list[float], int, float]:
    """Moves arriving at random (exponential gaps, ``rate`` a second) for ``seconds``,
    each into a game with no move in flight, timed from the moment it was due (a late
    event loop counts against the bot). Returns the replies' and handlers' seconds, the
    arrivals that found every game busy, and the seconds until the last handler ended
    (its board posted)."""
    replies: list[float] = []
    ends: list[float] = []
    # each idle game's next move, chosen before it is due (the bench's reads are not the
    # bot's time); a game that ended has none and takes no more moves
    ready = {game_id: chosen for game_id in ids
             if (chosen := await world.choose(game_id, rng)) is not None}
    idle = set(ready)
    tasks: list[asyncio.Task[Any]] = []
    skipped = 0

    async def one(game_id: int, at: float) -> None:
        outcome = await world.send(ready.pop(game_id), at)
        replies.append(outcome[0])
        ends.append(outcome[1])
        chosen = await world.choose(game_id, rng)
        if chosen is not None:
            ready[game_id] = chosen
            idle.add(game_id)

    start = time.perf_counter()
    due = 0.0
    while True:
        due += rng.expovariate(rate)
        if due > seconds:
            break
        await asyncio.sleep(max(0.0, start + due - time.perf_counter()))
        if not idle:
            skipped += 1  # every game has a move in flight: that player would wait
            continue
        game_id = rng.choice(sorted(idle))
        idle.discard(game_id)
        tasks.append(asyncio.ensure_future(one(game_id, start + due)))
    await asyncio.gather(*tasks)
    return replies, ends, skipped, time.perf_counter() - start


async def run_burst(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    sizes = [int(n) for n in args.sizes.split(",")]
    rates = [float(r) for r in args.rates.split(",") if r]
    with tempfile.TemporaryDirectory() as folder:
        heap.enable_heap_keeping(not args.python_gc)  # its heap kept as `python -m bot run`
        boards.enable_process_pool()  # and its boards drawn as it does
        world = BurstWorld(Path(folder), pairs=max(*sizes, args.arrival_games))
        await world.double.start()
        await world.bot.sync_commands()  # Discord serves only synced commands
        meter = StoreMeter(world.bot.store)

        # One game alone: what a move asks of the store.
        ids = await open_games(world, [], 1)
        for _ in range(3):  # warm: the workers' first boards, the caches
            await world.timed_move(ids[0], rng)
        mark = meter.snapshot()
        moved = 0
        for _ in range(args.moves):
            if await world.timed_move(ids[0], rng) is None:
                break
            moved += 1
        calls, durable = meter.calls - mark[0], meter.durable() - mark[1]
        held = meter.holds_since(mark)
        print(f"one game, {moved} moves by typed command (board posted on each turn's end):")
        print(f"  per move: {calls / moved:.1f} store round trips, {durable / moved:.2f} "
              f"durable commits, the store's write lock held {len(held) / moved:.1f} "
              f"times for {sum(held) / moved * 1000:.2f} ms in all")
        print(f"  write lock held per transaction: {ms_fine(held)}")
        forget_discord_history(world.double)

        print(f"\nbursts ({args.rounds} rounds each; machine load "
              f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}):")
        mark = meter.snapshot()
        collections = CollectionMeter()
        for size in sizes:
            collections.reset()
            replies: list[float] = []
            ends: list[float] = []
            fed: list[float] = []
            for _ in range(args.rounds):
                ids = await open_games(world, ids, size)
                # Every player's move chosen first; then all of them tap at one instant.
                chosen = [c for c in [await world.choose(game_id, rng)
                                      for game_id in ids[:size]] if c is not None]
                instant = time.perf_counter()
                outcomes = await asyncio.gather(*[world.send(c, instant) for c in chosen])
                replies += [o[0] for o in outcomes]
                ends += [o[1] for o in outcomes]
                fed += [o[2] for o in outcomes]
                forget_discord_history(world.double)
            print(f"burst {size}: reply {ms(replies)}")
            print(f"  handler end (board posted) {ms(ends)}")
            print(f"  handed to discord.py (the double building Discord's payloads) "
                  f"{ms(fed)}")
            print(f"  full garbage collections meanwhile: {collections.summary()}")
        print(f"  write lock held per transaction during the bursts: "
              f"{ms_fine(meter.holds_since(mark))}")

        # Enough games that an arrival finds one idle at every rate: a game's next move
        # waits for its board, and the boards of 150 moves a second queue behind one
        # render worker for many seconds (the reply, sent before the board, should not).
        ids = await open_games(world, ids, args.arrival_games)
        print(f"\nrandom arrivals into {len(ids)} games ({args.seconds:.0f} s per rate):")
        for rate in rates:
            collections.reset()
            cpu = time.process_time()
            replies, ends, skipped, until = await arrivals(world, ids, rate, args.seconds,
                                                           rng)
            cpu = time.process_time() - cpu
            print(f"  {rate:>5.0f} moves/s offered ({len(replies)} moves, {skipped} found no "
                  f"idle game, the last board posted after {until:.0f} s): reply "
                  f"{ms(replies) if replies else '-'}   "
                  f"(handler end {ms(ends) if ends else '-'})")
            print(f"    full garbage collections meanwhile: {collections.summary()}")
            # every thread of the bot's process, the double's work included (it runs
            # there): past one core's worth a second, the replies queue whatever else
            print(f"    the bot's process: {cpu / max(1, len(replies)) * 1000:.1f} ms of CPU "
                  f"a move, {cpu / until:.2f} cores while its boards were posted")
            forget_discord_history(world.double)
            ids = await open_games(world, ids, len(ids))

        held = meter.holds_since((0, 0, 0, 0))
        print(f"\nwrite lock held per transaction, whole run: {ms_fine(held)} "
              f"(n={len(held)}; of them {len(meter.lock.holds)} on the asyncio lock across "
              f"awaited statements)")
        workers = [rss_mib(pid) for pid in getattr(boards._pool, "_processes", {}) or {}]
        print(f"RSS: bot process {rss_mib():.0f} MiB (the double's share included), render "
              f"workers {', '.join(f'{w:.0f}' for w in workers) or 'n/a'} MiB")
        violations = world.double.violations
        if violations:
            # by kind: the text up to its first number (ids and timings differ)
            kinds = Counter(re.split(r"\d", text, maxsplit=1)[0].strip()
                            for text in violations)
            print(f"the double saw {len(violations)} violations: "
                  + "; ".join(f"{count}× {kind}…" for kind, count in kinds.most_common(5)))
        collections.close()
        boards.enable_process_pool(False)
        heap.enable_heap_keeping(False)
        await world.double.close()


def main() -> None:
    start_workers_as_the_bot_does()  # its workers import none of this file
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--commands", type=int, default=40)
    parser.add_argument("--at-once", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--burst", action="store_true",
                        help="the reply under load: burst and random-arrival curves")
    parser.add_argument("--python-gc", action="store_true",
                        help="--burst: leave collections to Python's own cadence (no frozen "
                             "start-up, no collector: bot/app/heap.py)")
    parser.add_argument("--sizes", default="1,10,25,50",
                        help="--burst: how many games move at the same instant")
    parser.add_argument("--rates", default="10,25,50,100,150",
                        help="--burst: random arrivals, moves per second")
    parser.add_argument("--arrival-games", type=int, default=700,
                        help="--burst: games the random arrivals go to (a game takes "
                             "its next move once its board is posted: 150 moves/s for "
                             "4 s needs 600)")
    parser.add_argument("--seconds", type=float, default=4.0,
                        help="--burst: how long each arrival rate runs")
    parser.add_argument("--stores",
                        help="turns on these stores (sqlite,postgres), PostgreSQL with "
                             "1, 2 and 3 processes")
    parser.add_argument("--stores-games", type=int, default=12,
                        help="--stores: games moving at once for the throughput")
    parser.add_argument("--history", help=argparse.SUPPRESS)
    parser.add_argument("--world", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.history:
        guild, channel, users = json.loads(args.world)
        print(asyncio.run(write_history(args.history, args.games, args.seed, guild, channel,
                                        users)))
        return
    if args.burst:
        asyncio.run(run_burst(args))
        return
    if args.stores:
        from scale_stores import run_stores  # bench/, beside this script

        asyncio.run(run_stores(args))
        return
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
