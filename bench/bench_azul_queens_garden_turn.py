"""Server-side time of one Azul: Queen's Garden move through the Discord double.

Each sample is one typed ``/azul_queens_garden …`` command from the moment its payload is fed to
discord.py until every handler finished (parse, load from SQLite, apply, commit, and at a
turn's end the board rendered and posted). Moves are random legal moves of a 4-player
game (mostly not passes, so gardens grow); a finished game is replaced by a new one. The
game is still gated (``playable = False``), so this process lists it for itself.

    python bench/bench_azul_queens_garden_turn.py [--moves 200]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.tables import Actor
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine, registry
from bot.games.azul_queens_garden.engine import AzulEngine

OPTION = {"take": "choice", "place": "move", "expand": "move", "buy": "area",
          "discard": "piece"}


async def new_game(double: DiscordDouble, bot: GameBot, guild: int, channel: int,
                   users: list[int]) -> int:
    record = await bot.tables.create("azul_queens_garden", Actor(users[0], "u0"),
                                     guild_id=guild, channel_id=channel, seat_order="joined")
    lobby = double.last_message(channel)
    for user in users[1:]:
        await double.click(user, lobby, lobby.custom_id("Join"))
        lobby = double.message(lobby.id)
    await double.click(users[0], lobby, lobby.custom_id("Start"))
    return record.id


async def run(moves: int, seed: int) -> None:
    rng = random.Random(seed)
    engine = get_engine("azul_queens_garden")
    with tempfile.TemporaryDirectory() as folder:
        bot = GameBot(Settings(database_path=Path(folder) / "bench.sqlite3"))
        double = DiscordDouble(bot)
        double.reject_invalid = False  # the core's "My hand" emoji; see the e2e test
        guild = double.add_guild("Bench")
        channel = double.add_channel(guild, "games")
        users = [double.add_user(f"u{i}", guild_ids=[guild]) for i in range(4)]
        await double.start()
        times: list[float] = []
        turn_times: list[float] = []
        game_id = await new_game(double, bot, guild, channel, users)
        while len(times) < moves:
            game = await bot.store.get_game(game_id)
            if game is None or game.status != "active":
                game_id = await new_game(double, bot, guild, channel, users)
                continue
            seat = engine.to_move(game.state)[0]
            user = game.user_at(seat).user_id
            legal = engine.legal_moves(game.state, seat)
            others = [m for m in legal if m.notation not in ("pass", "done")]
            move = rng.choice(others if others and rng.random() < 0.8 else legal)
            verb, _, rest = move.notation.partition(" ")
            place = game.thread_id or channel
            started = time.perf_counter()
            options = {OPTION[verb]: rest} if verb in OPTION else {}
            record = await double.slash(user, place, f"azul_queens_garden {verb}", **options)
            elapsed = time.perf_counter() - started
            if "✅" not in (record.content or ""):
                raise SystemExit(f"move refused: {move.notation}: {record.content}")
            times.append(elapsed)
            after = await bot.store.get_game(game_id)
            if after.status != "active" or engine.turn_number(after.state) != \
                    engine.turn_number(game.state):
                turn_times.append(elapsed)
        await double.close()

    def line(label: str, values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
        return (f"{label:<36} n={len(values):>4}  median {statistics.median(values) * 1000:6.1f}"
                f" ms  p95 {p95 * 1000:6.1f} ms  max {ordered[-1] * 1000:6.1f} ms")

    print(line("every move (interaction → done)", times))
    print(line("moves that end a turn (+ board post)", turn_times))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    AzulEngine.playable = True  # listed in this process only (the cog loads too)
    registry.cache_clear()
    asyncio.run(run(args.moves, args.seed))


if __name__ == "__main__":
    main()
