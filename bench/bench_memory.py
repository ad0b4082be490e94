"""Memory of the whole bot over a long run: does it level off?

Issue 20 asks for a bot that fits in 250 MiB (its process and its render workers) with
1 000 stored games and 100 active, flat after warm-up. This benchmark runs the real bot
(``GameBot``, boards drawn in the process pool as ``python -m bot run`` draws them) behind
the Discord double, over ``--stored`` finished games written beforehand by another
process, with ``--active`` games of all five kinds (2 to 4 people each, every seat a
person) moving in turn: each move a random legal one, entered by taps on the panel the
way a phone would (Play, then the buttons and selects). A finished game is replaced by a
new one of the same kind.

The double runs in the bot's process and would keep every message it was sent, so what
*Discord* keeps and may be forgotten faithfully is dropped as the run goes (every posted
PNG, every captured request, old interactions, the messages of finished games' threads,
and in every place the messages above its last ``--keep-messages``, which the bot never
reads back); what it must still hold (a place's recent messages, which the bot may edit
or read back) is *measured* and subtracted (bench/double_memory.py says why this
design): every ``--every`` moves it prints the bot process's RSS, the MiB the double
holds in it, the bot's own (the difference: an upper bound), each render worker's RSS,
the whole bot (its own plus its workers), the messages the double holds, the times the
workers emptied caches past their ceiling (bot/app/worker_memory.py), what malloc holds
in each worker (the pictures' pixels; the rest of its resident memory is mostly Python's
objects) and the workers' CPU per move since the last sample; at the end, the growth
after warm-up of the whole and of the bot's own, and the highest whole. ``--trace N``
splits Python's heap growth between allocations made under bot/double/ and the rest;
``--census N`` prints the types whose live objects grew most, the sizes of the bot's
registries (they are bounded: bot/app/bounded.py), the engines' memos and where the
process's memory is; ``--worker-heap`` has a render worker print Python's allocator
statistics.

The bot's process starts two more (multiprocessing's forkserver, which forks the
workers, and its resource tracker): ``helpers`` is their RSS, counted in the whole. RSS
counts a shared page (a library, a fork's untouched pages) in every process that maps
it; ``whole once`` counts each page once (bench/footprint.py: the union of the pages
the bot's process and every process below it hold, less the double): what the bot takes
from the machine.

    python bench/bench_memory.py [--moves 10000] [--every 500] [--active 100]
                                 [--stored 1000] [--seed 1] [--workers N]
                                 [--worker-mib 100] [--boards-per-worker 2000]
                                 [--trace N] [--census N] [--worker-heap]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_taps import Bench, has_panel
from bench.double_memory import double_mib
from bench.figures import CollectionMeter
from bench.footprint import footprint_mib
from bench.turn_through_double import open_table
from bench.workers_as_bot import start_workers_as_the_bot_does
from bot.app import boards, heap, worker_memory
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.discord_app.notifier import HISTORY_LOOK
from bot.double.double import DiscordDouble
from bot.games import get_engine, memo, registry

KINDS = sorted(registry())


def rss_mib(pid: int | str = "self") -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:  # a worker recycled between listing and reading
        pass
    return 0.0


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (the render pool's forkserver, its workers, and the
    resource tracker multiprocessing starts)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parents[int(entry.name)] = int(
                (entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
    found: list[int] = []
    frontier = [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, of in parents.items() if of == parent]
        found += children
        frontier += children
    return sorted(found)


def worker_pids() -> list[int]:
    pool = boards._pool
    return sorted(getattr(pool, "_processes", None) or {})


def cpu_seconds(pid: int) -> float:
    """User and system CPU a process has spent (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def worker_report() -> tuple[int, str]:
    """How many times the workers lowered their parts' budget or emptied caches past
    their ceiling, and their parts' weight / budget / malloc in use in MiB (asked of
    each)."""
    pool = boards._pool
    if pool is None:
        return 0, ""
    answers = [pool.submit(boards.worker_state) for _ in range(2 * len(worker_pids()))]
    states = {state.pid: state for state in (a.result(60) for a in answers)}
    return (sum(state.cleared for state in states.values()),
            " ".join(f"{state.parts_mib:.0f}/{state.parts_budget_mib:.0f}"
                     f"/{state.malloc_mib or 0:.0f}" for state in states.values()))


class MemoryBench(Bench):
    """The taps benchmark's table, with enough people for ``active`` games at once."""

    def __init__(self, folder: Path, people: int) -> None:
        settings = Settings(database_path=folder / "memory.sqlite3",
                            max_open_games_per_user=1000, max_open_games_per_channel=1000)
        self.bot = GameBot(settings)
        self.double = DiscordDouble(self.bot)
        self.guild = self.double.add_guild("Memory")
        self.channel = self.double.add_channel(self.guild, "games")
        self.users = [self.double.add_user(f"p{i}", guild_ids=[self.guild])
                      for i in range(people)]

    async def open_at(self, kind: str, users: list[int], seed: int) -> int:
        return await open_table(self.double, self.bot.store, kind, self.channel, users, seed)

    async def one_move(self, game_id: int, rng: random.Random) -> bool:
        """A random legal move of the seat to act, entered by taps; False once over."""
        game = await self.bot.store.get_game(game_id)
        assert game is not None
        if game.status != "active":
            return False
        engine = get_engine(game.kind)
        seat = engine.to_move(game.state)[0]
        board, play = self.board_play(game, seat)
        opened = await self.double.click(game.user_at(seat).user_id, board, play)
        panel = opened.response
        if not has_panel(panel, game):
            raise SystemExit(f"{game.kind} #{game_id}: Play opened no panel")
        # as the panel offers them (a Kokeshi chain question may come only combined)
        move = rng.choice(engine.panel_moves(game.state, seat))
        await self.enter(engine, game, seat, panel, move, lambda: [move])
        return True

    def forget_old_interactions(self, keep: int = 200) -> None:
        """Drop the double's record of interactions older than the last ``keep`` whose
        handlers are done (Discord forgets a token after 15 minutes; the double would
        keep every one, with every request and file it carried)."""
        world = self.double.world
        tokens = list(world.interactions)
        for token in tokens[:-keep]:
            record = world.interactions[token]
            if all(task.done() for task in record.tasks):
                del world.interactions[token]

    def forget_scrolled(self, keep: int) -> None:
        """Drop each place's messages older than its last ``keep`` (``--keep-messages``):
        the bot only edits a lobby before its game starts, answers taps on the newest
        board and its panels, and reads back at most the last few messages of a place
        (a stale retry's look), so what scrolled further up is Discord's memory, which
        the double would otherwise hold in the bot's process, where only an estimate of
        it can be taken off (bench/double_memory.py)."""
        self.double.world.forget_scrolled(keep)

    def forget_finished(self, thread_ids: set[int]) -> None:
        """Drop the messages of finished games' threads, as a server's history would
        scroll out of the bot's reach: the double, not the bot, would hold them."""
        world = self.double.world
        for thread in thread_ids:
            world.forget_messages(world.channel_messages.pop(thread, []))


def print_growth(before: tracemalloc.Snapshot | None, lines: int
                 ) -> tracemalloc.Snapshot:
    """Where Python's own allocations grew since the last sample (``--trace N``: the N
    largest, by the allocating line's stack)."""
    now = tracemalloc.take_snapshot().filter_traces(
        [tracemalloc.Filter(False, tracemalloc.__file__)])
    if before is not None:
        stats = now.compare_to(before, "traceback")
        double_dir = str(Path(__file__).resolve().parents[1] / "bot" / "double")
        by_double = sum(s.size_diff for s in stats
                        if any(f.filename.startswith(double_dir) for f in s.traceback))
        rest = sum(s.size_diff for s in stats) - by_double
        print(f"    Python heap growth: {by_double / 1024:+.0f} KiB allocated under "
              f"bot/double/, {rest / 1024:+.0f} KiB elsewhere (the bot)")
        for stat in stats[:lines]:
            # the allocating frame first (a Traceback runs from the oldest frame)
            frames = " < ".join(f"{Path(f.filename).name}:{f.lineno}"
                                for f in list(stat.traceback)[::-1][:4])
            print(f"    {stat.size_diff / 1024:+9.0f} KiB {stat.count_diff:+7d} "
                  f"blocks  {frames}")
        current, _ = tracemalloc.get_traced_memory()
        print(f"    Python heap traced: {current / 2**20:.1f} MiB")
    return now


def process_split() -> str:
    """Where this process's resident memory is (anonymous pages, files mapped), and how
    much of it malloc and Python's allocator hand out: growth that is neither is freed
    memory the allocators keep."""
    status = {}
    with open("/proc/self/status") as lines:
        for line in lines:
            name, _, value = line.partition(":")
            if name in ("RssAnon", "RssFile", "RssShmem"):
                status[name] = int(value.split()[0]) / 1024
    in_use = worker_memory.malloc_in_use()
    return (", ".join(f"{name} {mib:.0f} MiB" for name, mib in status.items())
            + (f", malloc in use {in_use / 2**20:.0f} MiB" if in_use is not None else "")
            + f", Python blocks {sys.getallocatedblocks()}")


def census() -> Counter[str]:
    """Live objects tracked by the garbage collector, by type (``--census``)."""
    return Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.get_objects())


def print_census(before: Counter[str] | None, lines: int, bench: MemoryBench
                 ) -> Counter[str]:
    """The types whose live count grew most since the last sample, and the size of the
    bot's own registries (what would grow with games or users if unbounded)."""
    now = census()
    # what a full collection scans (start-up's frozen heap apart), the most common first
    print(f"    tracked objects a full collection scans: {sum(now.values())} "
          f"(most: " + ", ".join(f"{name} {count}" for name, count in now.most_common(lines))
          + ")")
    if before is not None:
        grown = sorted(((now[k] - before[k], k) for k in now), reverse=True)[:lines]
        print("    grew: " + ", ".join(f"{name} {diff:+d}" for diff, name in grown if diff))
    bot = bench.bot
    store = bot._connection._view_store
    sizes = {"views": len(store._views), "synced views": len(store._synced_message_views),
             "modals": len(store._modals), "handlers": len(bot._handlers),
             "locales": len(bot._locales)}
    tables = getattr(bot, "tables", None)
    if tables is not None:
        sizes |= {"turns": len(tables._turns), "outbox locks": len(tables.outbox._locks)}
    print("    registries: " + ", ".join(f"{k} {v}" for k, v in sizes.items()))
    print("    bot process: " + process_split())
    held = sorted(memo.engine_memos().items(), key=lambda item: -item[1])[:lines]
    print("    engine memos (entries): " + ", ".join(f"{k} {v}" for k, v in held if v))
    return now


def write_stored_games(bench: MemoryBench, games: int, seed: int) -> int:
    """``games`` finished Splendor games of the guild's people, written by another
    process as the bot writes them (bench_scale's history writer)."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("bench_scale.py")), "--history",
         str(bench.bot.settings.database_path), "--games", str(games), "--seed", str(seed),
         "--world", json.dumps([bench.guild, bench.channel, bench.users])],
        capture_output=True, text=True, check=True)
    return int(done.stdout.split()[-1])


async def run(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        # as `python -m bot run` does
        heap.enable_heap_keeping(not args.python_gc, collect_seconds=args.collect_seconds,
                                 trim=not args.no_trim)
        boards.enable_process_pool(boards_per_worker=args.boards_per_worker,
                                   workers=args.workers, worker_memory_mib=args.worker_mib)
        bench = MemoryBench(Path(folder), people=max(8, args.active * 3))
        if args.stored:
            moves = await asyncio.to_thread(write_stored_games, bench, args.stored, args.seed)
            print(f"stored: {args.stored} finished games, {moves} moves")
        await bench.start()
        tables: list[tuple[str, list[int]]] = []
        for index in range(args.active):
            kind = KINDS[index % len(KINDS)]
            engine = get_engine(kind)
            players = 2 + index % (min(4, engine.max_players) - 1)
            users = bench.users[3 * index % len(bench.users):][:players]
            if len(users) < players:
                users = bench.users[:players]
            tables.append((kind, users))
        games = [await bench.open_at(kind, users, rng.getrandbits(31))
                 for kind, users in tables]
        finished_threads: set[int] = set()
        if args.trace:
            tracemalloc.start(12)
        traced: tracemalloc.Snapshot | None = None
        counted: Counter[str] | None = None
        print(f"workers: {args.workers or boards.pool_size()}, each emptying caches past "
              f"{args.worker_mib:g} MiB, replaced after {args.boards_per_worker} pictures")
        print(f"{'moves':>6} {'RSS MiB':>8} {'double':>7} {'bot own':>8} {'workers MiB':>16} "
              f"{'helpers':>7} {'whole':>6} {'whole once':>10} {'double msgs':>11} "
              f"{'games done':>10} {'clears':>6} {'parts/budget/malloc':>20} "
              f"{'worker CPU/move':>15}  full garbage collections")
        cpu_before = 0.0
        collections = CollectionMeter()
        seen_workers: dict[int, float] = {}
        samples: list[tuple[int, float]] = []
        own_samples: list[tuple[int, float]] = []
        once_samples: list[float] = []
        counted_as = "pages"
        done_games = 0
        moves = 0
        started = time.perf_counter()
        while moves < args.moves:
            for index, game_id in enumerate(games):
                if moves >= args.moves:
                    break
                if not await bench.one_move(game_id, rng):
                    record = await bench.bot.store.get_game(game_id)
                    if record is not None and record.thread_id:
                        finished_threads.add(record.thread_id)
                    done_games += 1
                    kind, users = tables[index]
                    games[index] = await bench.open_at(kind, users, rng.getrandbits(31))
                    continue
                moves += 1
                # every move, not only at a sample: a worker replaced between two samples
                # would leave its CPU uncounted
                for pid in worker_pids():
                    seen_workers[pid] = cpu_seconds(pid) or seen_workers.get(pid, 0.0)
                if moves % args.forget_every == 0 or moves % args.every == 0:
                    # Discord's records (requests with their files, interactions, finished
                    # threads) dropped as often as Discord would, not only at a sample: held
                    # for 500 moves they raised the process's high-water mark, which RSS
                    # keeps after they are freed (bot's own 221 MiB at move 500 sampled every
                    # 500 moves, 132 MiB sampled every 100)
                    bench.forget_history()
                    bench.forget_finished(finished_threads)
                    bench.forget_old_interactions()
                    if args.keep_messages:
                        bench.forget_scrolled(args.keep_messages)
                    finished_threads.clear()
                if moves % args.every == 0:
                    # every full collection since the last sample, the bot's and Python's
                    # own, before the bench's own one for the measure
                    collected = collections.summary()
                    gc.collect()
                    collections.reset()
                    process = rss_mib()
                    double = double_mib(bench.double)
                    bot = process - double
                    workers = [rss_mib(pid) for pid in worker_pids()]
                    below = descendants(os.getpid())
                    helpers = sum(rss_mib(pid) for pid in below
                                  if pid not in worker_pids())
                    whole = bot + sum(workers) + helpers
                    held, counted_as = footprint_mib([os.getpid(), *below])
                    whole_once = held - double
                    samples.append((moves, whole))
                    once_samples.append(whole_once)
                    cpu = sum(seen_workers.values())  # read after every move (above)
                    clears, parts = worker_report()
                    print(f"{moves:>6} {process:>8.0f} {double:>7.1f} {bot:>8.0f} "
                          f"{' '.join(f'{w:.0f}' for w in workers) or 'n/a':>16} "
                          f"{helpers:>7.0f} {whole:>6.0f} {whole_once:>10.0f} "
                          f"{len(bench.double.world.messages):>11} "
                          f"{done_games:>10} {clears:>6} {parts:>20} "
                          f"{(cpu - cpu_before) / args.every * 1000:>12.1f} ms "
                          f"  {collected}", flush=True)
                    cpu_before = cpu
                    own_samples.append((moves, bot))
                    if args.trace:
                        traced = print_growth(traced, args.trace)
                    if args.census:
                        counted = print_census(counted, args.census, bench)
                    if args.worker_heap and boards._pool is not None:
                        # Python's allocator statistics, printed by the worker on the
                        # stderr it shares with this process
                        boards._pool.submit(sys._debugmallocstats).result(60)
        elapsed = time.perf_counter() - started
        print(f"{moves} moves in {elapsed:.0f} s ({moves / elapsed:.1f} moves/s)")
        if len(samples) >= 4:
            warm = samples[len(samples) // 4]
            last = samples[-1]
            per_1000 = (last[1] - warm[1]) / max(1, last[0] - warm[0]) * 1000
            print(f"after warm-up (move {warm[0]}): whole bot {warm[1]:.0f} → {last[1]:.0f} "
                  f"MiB, {per_1000:+.1f} MiB per 1 000 moves")
            own_warm, own_last = own_samples[len(own_samples) // 4], own_samples[-1]
            own_rate = ((own_last[1] - own_warm[1]) / max(1, own_last[0] - own_warm[0])
                        * 1000)
            print(f"bot's own (RSS less the double): {own_warm[1]:.0f} → {own_last[1]:.0f} "
                  f"MiB, {own_rate:+.1f} MiB per 1 000 moves")
        if samples:
            print(f"highest whole bot: {max(whole for _, whole in samples):.0f} MiB "
                  f"(RSS summed, helpers included); {max(once_samples):.0f} MiB each page "
                  f"once ({counted_as})")
        collections.close()
        await bench.close()
        boards.shutdown_pool()


def main() -> None:
    start_workers_as_the_bot_does()  # its workers import none of this file
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=10_000)
    parser.add_argument("--every", type=int, default=500)
    parser.add_argument("--forget-every", type=int, default=100,
                        help="drop the double's records of requests and interactions every "
                             "N moves (Discord's memory, not the bot's)")
    parser.add_argument("--keep-messages", type=int, default=60,
                        help="messages the double keeps per place (0: every one; "
                             "the bot reads back at most the last "
                             f"{HISTORY_LOOK} of a place)")
    parser.add_argument("--active", type=int, default=100)
    parser.add_argument("--stored", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--boards-per-worker", type=int, default=boards.BOARDS_PER_WORKER,
                        help="pictures a render worker draws before it is replaced")
    parser.add_argument("--workers", type=int, default=0,
                        help="render workers (0: the bot's default, cores - 1)")
    parser.add_argument("--worker-mib", type=float, default=boards.WORKER_MEMORY_MIB,
                        help="a worker's memory past which it empties caches (0: never)")
    parser.add_argument("--python-gc", action="store_true",
                        help="leave collections to Python's own cadence, as before "
                             "bot/app/heap.py (no frozen start-up, no collector)")
    parser.add_argument("--collect-seconds", type=float, default=heap.COLLECT_SECONDS,
                        help="the bot's full collections every N s (0: start-up frozen, "
                             "then Python's own cadence)")
    parser.add_argument("--no-trim", action="store_true",
                        help="leave glibc's arenas uncapped and untrimmed, as before "
                             "(bot/app/heap.py: MALLOC_ARENAS, the collector's trim)")
    parser.add_argument("--trace", type=int, default=0, metavar="N",
                        help="print the N largest growths of Python's heap per sample")
    parser.add_argument("--worker-heap", action="store_true",
                        help="have a render worker print Python's allocator statistics "
                             "(sys._debugmallocstats) at each sample, on stderr")
    parser.add_argument("--census", type=int, default=0, metavar="N",
                        help="print the N types whose live objects grew most per sample, "
                             "and the size of the bot's registries")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
