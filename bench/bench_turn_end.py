"""What ending a turn costs the shared path: early in a long game against late in it, and
the first turn after start-up against the turns that follow.

``log``: 4-player Zensō and 4-player Kokeshi games (the longest games: hundreds of
moves; ``--games`` of each, game ``n`` with seed ``n``) are played to their end with
random legal moves through :class:`Tables` on a temporary SQLite store
(``synchronous=FULL``, as the bot runs) with a silent notifier, so what is timed is the
core's turn end without a picture: load, apply, commit, the ping's events, the outbox's
recap and delivery. For the turn ends near move 50 and those from move 250 on it prints
the median and p95 time and how many move rows the store parsed per turn end (the whole
log read twice would be twice the move number).

``first-turn``: the bot as ``python -m bot run`` starts it (boards drawn in the process
pool) behind the Discord double; after ``--settle`` seconds (the pool's start-up work
done, as it is long before anybody's first move) one table of each game is opened and
played by typed commands; ``--starts`` such start-ups, each with a fresh pool. It prints,
per game, the first turn end (interaction → board posted) of every start-up and the
median of the next three: the first pays whatever the render workers did not do at
start-up.

    python bench/bench_turn_end.py [log|first-turn|both] [--seed 1] [--games 3] [--settle 8]
                                   [--starts 3]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from turn_through_double import NAMES, command_for, figure_line, open_game

from bench.workers_as_bot import start_workers_as_the_bot_does
from bot.app import tables as tables_module
from bot.app.store import Store
from bot.app.tables import Actor, Tables
from bot.games import get_engine

EARLY = range(40, 61)  # move numbers of the turn ends counted as "near move 50"
LATE_FROM = 250
LONG_GAMES = (("zenso", 4), ("kokeshi", 4))


def _figures(label: str, seconds: list[float], rows: list[int]) -> str:
    if not seconds:
        return figure_line(label, seconds)
    return (f"{figure_line(label, seconds)}  move rows read per turn end (median) "
            f"{statistics.median(rows):.0f}")


async def _long_games(kind: str, players: int, seeds: range, folder: Path) -> None:
    store = await Store.open(folder / f"{kind}.sqlite3")
    tables = Tables(store)
    parsed = {"rows": 0}
    parse = Store._move_from_row

    def counting(row):  # type: ignore[no-untyped-def]
        parsed["rows"] += 1
        return parse(row)

    Store._move_from_row = staticmethod(counting)  # type: ignore[method-assign,assignment]
    try:
        actors = [Actor(1000 + n, f"P{n}") for n in range(players)]
        engine = get_engine(kind)
        early: tuple[list[float], list[int]] = ([], [])
        late: tuple[list[float], list[int]] = ([], [])
        lengths = []
        for seed in seeds:
            # The table's seed is the game's, so a run (and the code before a change)
            # plays the same games.
            tables_module.secrets = SimpleNamespace(randbits=lambda _bits, s=seed: s)
            game = await tables.create(kind, actors[0], guild_id=1, channel_id=seed,
                                       seat_order="joined")
            for actor in actors[1:]:
                await tables.join(game.id, actor)
            game = await tables.start(game.id, actors[0])
            rng = random.Random(seed)
            number = 0
            while game.status == "active":
                seat = engine.to_move(game.state)[0]
                move = rng.choice(engine.legal_moves(game.state, seat))
                parsed["rows"] = 0
                started = time.perf_counter()
                report = await tables.play(game.id, actors[seat], move.notation)
                elapsed = time.perf_counter() - started
                number += 1
                game = report.game
                if report.turn_complete:
                    bucket = (early if number in EARLY else
                              late if number >= LATE_FROM else None)
                    if bucket is not None:
                        bucket[0].append(elapsed)
                        bucket[1].append(parsed["rows"])
            lengths.append(number)
        print(f"{kind}, {players} players, seeds {seeds.start}-{seeds.stop - 1}: "
              f"{', '.join(map(str, lengths))} moves")
        print(_figures(f"turn ends at moves {EARLY.start}-{EARLY.stop - 1}", *early))
        print(_figures(f"turn ends at moves {LATE_FROM}+", *late))
    finally:
        Store._move_from_row = staticmethod(parse)  # type: ignore[method-assign]
        tables_module.secrets = secrets
        await store.close()


async def measure_log(seed: int, games: int) -> None:
    print("turn end through Tables (no picture), early vs late in a long game")
    with tempfile.TemporaryDirectory() as folder:
        for kind, players in LONG_GAMES:
            await _long_games(kind, players, range(seed, seed + games), Path(folder))


FIRST_TURN_ENDS = 4  # per game and start-up: the first, and three to compare it with


async def _first_turn_ends(settle: float, rng: random.Random) -> dict[str, list[float]]:
    """One start-up of the bot with a fresh render pool; per game, the seconds of its
    first ``FIRST_TURN_ENDS`` turn ends."""
    from bench_azul_queens_garden_turn import AZUL
    from bench_bonsai_turn import BONSAI
    from bench_kokeshi_turn import KOKESHI
    from bench_turn import SPLENDOR
    from bench_zenso_turn import ZENSO

    from bot.app import boards
    from bot.config import Settings
    from bot.discord_app.client import GameBot
    from bot.double.double import DiscordDouble

    boards.enable_process_pool()  # as `python -m bot run` does, before the bot starts
    seconds: dict[str, list[float]] = {}
    try:
        with tempfile.TemporaryDirectory() as folder:
            bot = GameBot(Settings(database_path=Path(folder) / "bench.sqlite3"))
            double = DiscordDouble(bot)
            guild = double.add_guild("Bench")
            channel = double.add_channel(guild, "games")
            users = [double.add_user(name, guild_ids=[guild]) for name in NAMES[:4]]
            await double.start()
            await bot.sync_commands()
            await asyncio.sleep(settle)
            for game in (SPLENDOR, AZUL, BONSAI, KOKESHI, ZENSO):
                engine = get_engine(game.kind)
                game_id = await open_game(double, bot, game, channel, users[:game.players])
                turn_ends = seconds.setdefault(game.kind, [])
                while len(turn_ends) < FIRST_TURN_ENDS:
                    record = await bot.store.get_game(game_id)
                    seat = engine.to_move(record.state)[0]
                    move = game.choose(rng, engine.legal_moves(record.state, seat))
                    command, options = command_for(game, move.notation)
                    turn = engine.turn_number(record.state)
                    answer = await double.slash(record.user_at(seat).user_id,
                                                record.thread_id or channel, command,
                                                **options)
                    elapsed = time.perf_counter() - answer.started
                    after = await bot.store.get_game(game_id)
                    if after.status != "active" or engine.turn_number(after.state) != turn:
                        turn_ends.append(elapsed)
            try:  # closed even after a violation, or its render pool keeps the run alive
                double.assert_clean()
            finally:
                await double.close()
    finally:
        boards.enable_process_pool(False)
    return seconds


async def measure_first_turn(seed: int, settle: float, starts: int) -> None:
    print(f"turn ends after start-up (process pool, {settle:.0f} s settle, {starts} "
          "start-ups), interaction → board posted")
    rng = random.Random(seed)
    runs = [await _first_turn_ends(settle, rng) for _ in range(starts)]
    for kind in runs[0]:
        first = [run[kind][0] for run in runs]
        later = [value for run in runs for value in run[kind][1:]]
        print(f"  {kind:<20} first turn end median {statistics.median(first) * 1e3:6.1f} ms "
              f"({', '.join(f'{value * 1e3:.0f}' for value in first)})   turn ends "
              f"2-{FIRST_TURN_ENDS} median {statistics.median(later) * 1e3:6.1f} ms")


def main() -> None:
    start_workers_as_the_bot_does()  # its workers import none of this file
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("part", nargs="?", default="both", choices=("log", "first-turn", "both"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=3, help="long games per kind")
    parser.add_argument("--settle", type=float, default=8.0)
    parser.add_argument("--starts", type=int, default=3, help="start-ups to measure")
    args = parser.parse_args()
    if args.part in ("log", "both"):
        asyncio.run(measure_log(args.seed, args.games))
    if args.part in ("first-turn", "both"):
        asyncio.run(measure_first_turn(args.seed, args.settle, args.starts))


if __name__ == "__main__":
    main()
