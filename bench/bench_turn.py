"""Server-side time of one turn through the Discord double.

Each sample is one interaction from the moment its payload is fed to discord.py until
every handler finished: the slash command is parsed, the game is loaded from SQLite, the
engine applies the move, the store commits it, and — when the turn is complete — the
board is rendered in a worker thread and the new board message is posted. Moves are
random legal Splendor moves (2 players), so games vary; a finished game is replaced by
a new one. Prints the median, p95 and max, and the process's peak memory.

It runs twice: with the store's ``synchronous=FULL`` (what the bot uses: a commit
survives a power cut) and with ``NORMAL`` (WAL's default, which may lose the last commits
on power loss), and prints what FULL costs a turn.

    python bench/bench_turn.py [--moves 300]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.store import Store
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine

COMMAND_OPTION = {"take": "gems", "reserve": "card", "buy": "card", "return": "tokens",
                  "noble": "noble"}


async def new_game(double: DiscordDouble, channel: int, ann: int, ben: int) -> int:
    await double.slash(ann, channel, "game new", game="splendor", seat_order="joined")
    lobby = double.last_message(channel)
    await double.click(ben, lobby, lobby.custom_id("Join"))
    await double.click(ann, double.message(lobby.id), lobby.custom_id("Start"))
    bot: GameBot = double.bot  # type: ignore[assignment]
    games = await bot.store.find_games(statuses=("active",))
    return games[-1].id


async def run(moves: int, seed: int, synchronous: str = "FULL") -> float:
    rng = random.Random(seed)
    opened = Store.open.__func__  # type: ignore[attr-defined]

    async def open_with(cls, path, **kwargs):  # type: ignore[no-untyped-def]
        return await opened(cls, path, synchronous=synchronous)

    Store.open = classmethod(open_with)  # type: ignore[method-assign,assignment]
    engine = get_engine("splendor")
    with tempfile.TemporaryDirectory() as folder:
        bot = GameBot(Settings(database_path=Path(folder) / "bench.sqlite3"))
        double = DiscordDouble(bot)
        guild = double.add_guild("Bench")
        channel = double.add_channel(guild, "games")
        ann = double.add_user("ann", guild_ids=[guild])
        ben = double.add_user("ben", guild_ids=[guild])
        users = [ann, ben]
        await double.start()
        times: list[float] = []
        turn_times: list[float] = []
        game_id = await new_game(double, channel, ann, ben)
        while len(times) < moves:
            game = await bot.store.get_game(game_id)
            if game is None or game.status != "active":
                game_id = await new_game(double, channel, ann, ben)
                continue
            seat = engine.to_move(game.state)[0]
            user = game.user_at(seat).user_id
            move = rng.choice(engine.legal_moves(game.state, seat))
            verb, _, rest = move.notation.partition(" ")
            place = game.thread_id or channel
            started = time.perf_counter()
            record = await double.slash(user, place, f"splendor {verb}",
                                        **{COMMAND_OPTION[verb]: rest})
            elapsed = time.perf_counter() - started
            if "✅" not in (record.content or ""):
                raise SystemExit(f"move refused: {move.notation}: {record.content}")
            times.append(elapsed)
            after = await bot.store.get_game(game_id)
            if after.status != "active" or engine.to_move(after.state) != [seat]:
                turn_times.append(elapsed)
            assert users
        double.assert_clean()
        await double.close()

    def line(label: str, values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
        return (f"{label:<34} n={len(values):>4}  median {statistics.median(values) * 1000:6.1f} ms"
                f"  p95 {p95 * 1000:6.1f} ms  max {ordered[-1] * 1000:6.1f} ms")

    Store.open = classmethod(opened)  # type: ignore[method-assign,assignment]
    print(f"synchronous={synchronous}")
    print(line("every move (interaction → done)", times))
    print(line("moves that end a turn (+ board post)", turn_times))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory (max RSS)              {peak:.0f} MiB")
    return statistics.median(turn_times)


def commit_cost(folder: Path, synchronous: str, count: int = 200) -> float:
    """Seconds per small write transaction in WAL mode with ``synchronous``, on the same
    disk as the benchmark's database: the part of a turn the setting changes."""
    import sqlite3

    connection = sqlite3.connect(folder / f"commits-{synchronous}.sqlite3",
                                 isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute(f"PRAGMA synchronous={synchronous}")
    connection.execute("CREATE TABLE t (x)")
    started = time.perf_counter()
    for number in range(count):
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO t VALUES (?)", (number,))
        connection.execute("COMMIT")
    connection.close()
    return (time.perf_counter() - started) / count


def commits_per_turn(moves: int, seed: int) -> float:
    """Write transactions the bot runs per move (the move, its outbox bookkeeping, the
    board message id), counted over a short run."""
    counted = {"transactions": 0}
    original = Store.transaction

    def counting(self):  # type: ignore[no-untyped-def]
        counted["transactions"] += 1
        return original(self)

    Store.transaction = counting  # type: ignore[method-assign]
    try:
        asyncio.run(run(moves, seed, "FULL"))
    finally:
        Store.transaction = original  # type: ignore[method-assign]
    return counted["transactions"] / moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    normal = asyncio.run(run(args.moves, args.seed, "NORMAL"))
    full = asyncio.run(run(args.moves, args.seed, "FULL"))
    print(f"measured turn medians: FULL {full * 1000:.1f} ms, NORMAL {normal * 1000:.1f} ms "
          f"({(full - normal) * 1000:+.1f} ms; on a busy machine this is mostly noise)")
    with tempfile.TemporaryDirectory() as folder:
        per_commit = {mode: commit_cost(Path(folder), mode) for mode in ("NORMAL", "FULL")}
    print("\n--- counting the transactions of a short run (its figures above are not used):")
    per_move = commits_per_turn(min(60, args.moves), args.seed + 1)
    extra = (per_commit["FULL"] - per_commit["NORMAL"]) * 1000
    print(f"one commit: FULL {per_commit['FULL'] * 1000:.2f} ms, NORMAL "
          f"{per_commit['NORMAL'] * 1000:.2f} ms; {per_move:.1f} write transactions per "
          f"move → synchronous=FULL costs about {extra * per_move:.1f} ms per move")


if __name__ == "__main__":
    main()
