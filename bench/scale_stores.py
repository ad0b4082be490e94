"""``bench_scale.py --stores sqlite,postgres``: the same turns on each store, and on
PostgreSQL with 1, 2 and 3 bot processes, each a real operating-system process.

For each store and process count, in one run: ``n`` child processes (this file with
``--child``), each one bot (``ShardedGameBot`` with ``SHARD_IDS=i`` of ``SHARD_COUNT=n``;
a plain ``GameBot`` when alone) on a fresh database, with its own Discord double over the
same guilds (one per shard), channels and users; what one Discord creates is journaled
and read by the others (``bench/shared_discord.py``, as the multi-process soak does), so
a board any process posts lands in the one Discord. Each child plays 2-player Splendor by
typed ``/splendor`` commands in its own shard's guild (Discord sends a guild's
interactions to the process owning its shard), boards drawn in its own process pool, as
``python -m bot run`` does:

- turn latency: one game per guild, moves one after another across the processes
  (round robin: the parent asks child ``i % n`` for a move and waits for its answer),
  each timed in the child to the ✅ the player reads (``reply``) and to the end of its
  handler (``end``: the board posted when the move ended the turn);
- throughput: ``--stores-games`` games spread over the guilds, every game moving again
  as soon as its last move was answered, all processes at once for ``--seconds``: moves
  acknowledged per second, summed over the processes.

SQLite runs one process only (the file belongs to it). Every process of a run shares the
machine's cores with the others and with the PostgreSQL server the run starts
(``tests/pg_server.py``) and stops.

The parent speaks to each child by lines: the child says ``ready``, then answers each
command (``move``, ``prepare``, ``go SECONDS``, ``settle``, ``quit``) with one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import p95
from bench.shared_discord import channel_id, guild_id, keep_pulling, open_discord, spawn, wait_ready
from bench.workers_as_bot import start_workers_as_the_bot_does
from bot.app import boards
from bot.config import Settings
from bot.discord_app.client import make_bot
from bot.games import get_engine

ENGINE = get_engine("splendor")
OPTION = {"take": "gems", "reserve": "card", "buy": "card", "return": "tokens",
          "noble": "noble"}
WARM_UP = 3  # moves per process before timing: the render worker and caches warm


# --- a child: one bot process ------------------------------------------------------------

class Player:
    """One bot process's side: its guild, its users, its games."""

    def __init__(self, bot: Any, double: Any, users: list[int], shard: int) -> None:
        self.bot, self.double, self.users = bot, double, users
        self.guild, self.channel = guild_id(shard), channel_id(shard, "games")

    async def new_game(self, pair: int) -> int:
        host, guest = self.users[2 * pair], self.users[2 * pair + 1]
        await self.double.slash(host, self.channel, "game new", game="splendor",
                                seat_order="joined")
        lobby = self.double.last_message(self.channel)
        await self.double.click(guest, lobby, lobby.custom_id("Join"))
        await self.double.click(host, self.double.message(lobby.id), lobby.custom_id("Start"))
        games = await self.bot.store.find_games(user_id=host, statuses=("active",))
        return [g for g in games if g.guild_id == self.guild][-1].id

    async def move(self, game_id: int, rng: random.Random) -> tuple[float, float] | None:
        """One random legal move: (seconds to the ✅, seconds to the handler's end), or
        None when the game is over."""
        game = await self.bot.store.get_game(game_id)
        if game is None or game.status != "active":
            return None
        seat = ENGINE.to_move(game.state)[0]
        move = rng.choice(ENGINE.legal_moves(game.state, seat))
        verb, _, rest = move.notation.partition(" ")
        started = time.perf_counter()
        record = await self.double.slash(game.user_at(seat).user_id, game.place_id,
                                         f"splendor {verb}", game=game.id,
                                         **{OPTION[verb]: rest})
        done = time.perf_counter()
        replied = next((r.at for r in record.requests
                        if "✅" in str((r.json or {}).get("content") or
                                      ((r.json or {}).get("data") or {}).get("content")
                                      or "")), None)
        if replied is None:
            raise SystemExit(f"move refused: {move.notation}: {record.content}")
        return replied - started, done - started


async def child(args: argparse.Namespace) -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    folder, count, shard = Path(args.child), args.count, args.shard
    sharding: dict[str, Any] = {}
    if count > 1:
        sharding = {"shard_count": count, "shard_ids": (shard,)}
    bot = make_bot(Settings(database_path=folder / "unused.sqlite3", database_url=args.url,
                            max_open_games_per_user=1000, max_open_games_per_channel=1000,
                            **sharding))
    per_guild = max(1, -(-args.games // count))
    names = tuple(f"p{s}-{i}" for s in range(count) for i in range(2 * per_guild))
    boards.enable_process_pool()  # as `python -m bot run` does
    world, double, users = open_discord(bot, folder, shard, shard, count, names,
                                        channels=("games",))
    await double.start()
    await bot.sync_commands()
    player = Player(bot, double, users[2 * per_guild * shard:2 * per_guild * (shard + 1)],
                    shard)
    rng = random.Random(args.seed)
    pulling = asyncio.create_task(keep_pulling(world))
    timed = await player.new_game(0)
    mine = range(shard, args.games, count)  # this guild's throughput games
    games: list[int] = []
    print("ready", flush=True)

    def answer(value: Any) -> None:
        print(json.dumps(value), flush=True)

    try:
        while command := (await asyncio.to_thread(sys.stdin.readline)).split():
            if command[0] == "move":
                outcome = await player.move(timed, rng)
                if outcome is None:
                    timed = await player.new_game(0)
                answer(outcome)
            elif command[0] == "prepare":
                await bot.tables.wait_idle()
                games = [await player.new_game(i // count) for i in mine]
                answer(len(games))
            elif command[0] == "go":
                answer(await keep_moving(player, games, float(command[1]), rng, count))
            elif command[0] == "settle":
                await bot.tables.wait_idle()
                answer(len(await bot.tables.check()))
            else:
                break
    finally:
        pulling.cancel()
        await double.close()
        boards.enable_process_pool(False)


async def keep_moving(player: Player, games: list[int], seconds: float,
                      rng: random.Random, count: int) -> dict[str, float]:
    """Every game of this process moving at once for ``seconds``."""
    done = 0
    started = time.perf_counter()
    stop = started + seconds

    async def one(index: int) -> None:
        nonlocal done
        game_id = games[index]
        while time.perf_counter() < stop:
            if await player.move(game_id, rng) is None:
                game_id = await player.new_game(index)
                continue
            done += 1

    await asyncio.gather(*[one(i) for i in range(len(games))])
    return {"done": done, "seconds": time.perf_counter() - started}


# --- the parent ------------------------------------------------------------------------

class Cluster:
    """``count`` bot processes on one database, a guild on each shard."""

    def __init__(self, url: str, count: int, folder: Path, args: argparse.Namespace,
                 rng: random.Random) -> None:
        self.count = count
        self.children: list[subprocess.Popen] = []
        for shard in range(count):
            command = [sys.executable, __file__, "--child", str(folder), "--url", url,
                       "--count", str(count), "--shard", str(shard), "--games",
                       str(args.stores_games), "--seed", str(rng.getrandbits(32))]
            self.children.append(spawn(command, folder / f"child-{shard}.log"))
        for shard, process in enumerate(self.children):
            if not wait_ready(process, 180):
                raise SystemExit(f"process {shard} never started: "
                                 f"{(folder / f'child-{shard}.log').read_text()[-3000:]}")

    def send(self, shard: int, command: str) -> None:
        stdin = self.children[shard].stdin
        assert stdin is not None
        stdin.write(command.encode() + b"\n")
        stdin.flush()

    def receive(self, shard: int) -> Any:
        stdout = self.children[shard].stdout
        assert stdout is not None
        line = stdout.readline()
        if not line:
            raise SystemExit(f"process {shard} ended early (code "
                             f"{self.children[shard].wait()})")
        return json.loads(line)

    def ask_all(self, command: str) -> list[Any]:
        for shard in range(self.count):
            self.send(shard, command)
        return [self.receive(shard) for shard in range(self.count)]

    def close(self) -> None:
        for shard, process in enumerate(self.children):
            if process.poll() is None:
                self.send(shard, "quit")
        for process in self.children:
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def summary(values: list[float]) -> str:
    """``median / p95 ms`` of times in seconds (nearest-rank p95, ``bench/figures.py``)."""
    return f"{statistics.median(values) * 1000:5.0f} / {p95(values) * 1000:5.0f} ms"


def measure(url: str, count: int, args: argparse.Namespace, rng: random.Random) -> str:
    with tempfile.TemporaryDirectory() as folder:
        cluster = Cluster(url, count, Path(folder), args, rng)
        try:
            replies: list[float] = []
            ends: list[float] = []
            for index in range(WARM_UP * count + args.moves):
                cluster.send(index % count, "move")
                outcome = cluster.receive(index % count)
                if outcome is not None and index >= WARM_UP * count:
                    replies.append(outcome[0])
                    ends.append(outcome[1])
            cluster.ask_all("prepare")
            ran = cluster.ask_all(f"go {args.seconds}")
            rate = sum(r["done"] for r in ran) / max(r["seconds"] for r in ran)
            problems = sum(cluster.ask_all("settle"))
            if problems:
                raise SystemExit(f"{problems} inconsistent games")
        finally:
            cluster.close()
    return (f"reply {summary(replies)}  end {summary(ends)}  "
            f"{rate:5.1f} moves/s ({args.stores_games} games)")


async def run_stores(args: argparse.Namespace) -> None:
    from tests.pg_server import fresh_database, running_server

    rng = random.Random(args.seed)
    stores = [s.strip() for s in args.stores.split(",") if s.strip()]
    print(f"turns by typed command: reply (the ✅) and handler end (board posted), "
          f"median / p95 over {args.moves} moves; throughput with every game moving for "
          f"{args.seconds:.0f} s. Each bot process a real OS process.", flush=True)
    for store in stores:
        if store == "sqlite":
            with tempfile.TemporaryDirectory() as folder:
                url = f"sqlite:///{folder}/scale.sqlite3"
                line = await asyncio.to_thread(measure, url, 1, args, rng)
            print(f"sqlite     1 process    {line}", flush=True)
        elif store == "postgres":
            with running_server() as server:
                for count in (1, 2, 3):
                    url = await fresh_database(server)
                    line = await asyncio.to_thread(measure, url, count, args, rng)
                    print(f"postgres   {count} process{'es' if count > 1 else '  '}  "
                          f"{line}", flush=True)
        else:
            raise SystemExit(f"unknown store {store!r} (sqlite, postgres)")


def main() -> None:
    start_workers_as_the_bot_does()  # its workers import none of this file
    parser = argparse.ArgumentParser(description="one bot process of bench_scale --stores")
    parser.add_argument("--child", required=True)
    parser.add_argument("--url", required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--shard", type=int, required=True)
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    asyncio.run(child(parser.parse_args()))


if __name__ == "__main__":
    main()
