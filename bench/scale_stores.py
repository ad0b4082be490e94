"""``bench_scale.py --stores sqlite,postgres``: the same turns on each store, and on
PostgreSQL with 1, 2 and 3 bot processes.

For each store and process count, in one run: the bot processes (``ShardedGameBot``s with
``SHARD_IDS=i`` of ``SHARD_COUNT=n``; one plain ``GameBot`` for a single process) on
a fresh database, one guild per shard, 2-player Splendor games by typed ``/splendor``
commands (boards drawn in the process pool, as ``python -m bot run`` does):

- turn latency: one game per guild, moves one after another (round robin over the
  guilds), each timed to the ✅ the player reads (``reply``) and to the end of its
  handler (``end``: the board posted when the move ended the turn);
- throughput: ``--stores-games`` games spread over the guilds, every game moving again
  as soon as its last move was answered, for ``--seconds``: moves done per second.

SQLite runs one process only (the file belongs to it). The processes are hosted by the
Discord double in ONE operating-system process (``DiscordDouble.add_process``): they
share one event loop, one interpreter lock and the render pool, so the PostgreSQL rows
show what the store, the claims, NOTIFY and the leader cost, not what more CPUs would
give (a multi-process run on real cores would).

A PostgreSQL server is started for the run (``tests/pg_server.py``) and stopped after.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.figures import p95
from bot.app import boards
from bot.config import Settings
from bot.discord_app.client import make_bot
from bot.double.double import DiscordDouble
from bot.double.shards import shard_of
from bot.games import get_engine

ENGINE = get_engine("splendor")
OPTION = {"take": "gems", "reserve": "card", "buy": "card", "return": "tokens",
          "noble": "noble"}


class Cluster:
    """``count`` bot processes on one database and one Discord, a guild on each shard."""

    def __init__(self, url: str, count: int, folder: Path, games: int) -> None:
        def settings(shard: int) -> Settings:
            sharding: dict[str, Any] = {}
            if count > 1:
                sharding = {"shard_count": count, "shard_ids": (shard,)}
            return Settings(database_path=folder / "unused.sqlite3", database_url=url,
                            max_open_games_per_user=1000, max_open_games_per_channel=1000,
                            **sharding)

        self.bots = [make_bot(settings(shard)) for shard in range(count)]
        self.double = DiscordDouble(self.bots[0])
        self.count = count
        per_guild = max(1, -(-games // count))
        self.places: list[tuple[int, list[int]]] = []  # (channel, users) per guild
        for shard in range(count):
            while True:
                guild = self.double.world.next_id()
                if shard_of(guild, count) == shard:
                    break
            self.double.add_guild(f"Bench {shard}", guild_id=guild)
            channel = self.double.add_channel(guild, "games")
            users = [self.double.add_user(f"p{shard}-{i}", guild_ids=[guild])
                     for i in range(2 * per_guild)]
            self.places.append((channel, users))

    async def start(self) -> None:
        for bot in self.bots[1:]:
            await self.double.add_process(bot)
        await self.double.start()
        await self.bots[0].sync_commands()

    @property
    def store(self) -> Any:
        return self.bots[0].store

    async def new_game(self, place: int, pair: int) -> int:
        channel, users = self.places[place]
        host, guest = users[2 * pair], users[2 * pair + 1]
        await self.double.slash(host, channel, "game new", game="splendor",
                                seat_order="joined")
        lobby = self.double.last_message(channel)
        await self.double.click(guest, lobby, lobby.custom_id("Join"))
        await self.double.click(host, self.double.message(lobby.id), lobby.custom_id("Start"))
        games = await self.store.find_games(user_id=host, statuses=("active",))
        return games[-1].id

    async def move(self, game_id: int, rng: random.Random) -> tuple[float, float] | None:
        """One random legal move: (seconds to the ✅, seconds to the handler's end), or
        None when the game is over."""
        game = await self.store.get_game(game_id)
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

    async def settle(self) -> None:
        for bot in self.bots:
            await bot.tables.wait_idle()


def summary(values: list[float]) -> str:
    """``median / p95 ms`` of times in seconds (nearest-rank p95, ``bench/figures.py``)."""
    return f"{statistics.median(values) * 1000:5.0f} / {p95(values) * 1000:5.0f} ms"


async def measure(url: str, count: int, args: argparse.Namespace,
                  rng: random.Random) -> str:
    with tempfile.TemporaryDirectory() as folder:
        cluster = Cluster(url, count, Path(folder), args.stores_games)
        await cluster.start()
        try:
            games = [await cluster.new_game(place, 0) for place in range(count)]
            replies: list[float] = []
            ends: list[float] = []
            for index in range(3 + args.moves):  # three to warm the workers and caches
                place = index % count
                outcome = await cluster.move(games[place], rng)
                if outcome is None:
                    games[place] = await cluster.new_game(place, 0)
                    continue
                if index >= 3:
                    replies.append(outcome[0])
                    ends.append(outcome[1])
            await cluster.settle()

            ids = [await cluster.new_game(i % count, i // count)
                   for i in range(args.stores_games)]
            done = 0
            stop = time.perf_counter() + args.seconds

            async def keep_moving(index: int) -> None:
                nonlocal done
                game_id = ids[index]
                while time.perf_counter() < stop:
                    if await cluster.move(game_id, rng) is None:
                        game_id = await cluster.new_game(index % count, index // count)
                        continue
                    done += 1

            started = time.perf_counter()
            await asyncio.gather(*[keep_moving(i) for i in range(len(ids))])
            rate = done / (time.perf_counter() - started)
            await cluster.settle()
            for bot in cluster.bots:
                problems = await bot.tables.check()
                if problems:
                    raise SystemExit(f"inconsistent games: {problems[:3]}")
        finally:
            await cluster.double.close()
    return (f"reply {summary(replies)}  end {summary(ends)}  "
            f"{rate:5.1f} moves/s ({args.stores_games} games)")


async def run_stores(args: argparse.Namespace) -> None:
    from tests.pg_server import fresh_database, running_server

    rng = random.Random(args.seed)
    stores = [s.strip() for s in args.stores.split(",") if s.strip()]
    boards.enable_process_pool()  # as `python -m bot run` does
    print(f"turns by typed command: reply (the ✅) and handler end (board posted), "
          f"median / p95 over {args.moves} moves; throughput with every game moving for "
          f"{args.seconds:.0f} s. Several processes = bot processes hosted by the double "
          f"in this one OS process (one event loop, one render pool).")
    try:
        for store in stores:
            if store == "sqlite":
                with tempfile.TemporaryDirectory() as folder:
                    url = f"sqlite:///{folder}/scale.sqlite3"
                    line = await measure(url, 1, args, rng)
                print(f"sqlite     1 process    {line}")
            elif store == "postgres":
                with running_server() as server:
                    for count in (1, 2, 3):
                        url = await fresh_database(server)
                        line = await measure(url, count, args, rng)
                        print(f"postgres   {count} process{'es' if count > 1 else '  '}  "
                              f"{line}")
            else:
                raise SystemExit(f"unknown store {store!r} (sqlite, postgres)")
    finally:
        boards.enable_process_pool(False)
