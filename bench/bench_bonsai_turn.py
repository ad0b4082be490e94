"""Server-side time of one Bonsai move through the Discord double (4 players).

Each sample is one typed ``/bonsai …`` interaction from the moment its payload is fed to
discord.py until every handler finished: parsing, loading the game from SQLite, the
engine's apply, the commit and — when the turn ends — rendering the board in a worker
thread and posting it. Moves are random legal moves; a finished game is replaced. While
the game is not yet playable, the bench registers it for its own process only.

    python bench/bench_bonsai_turn.py [--moves 200]
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

from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine, registry
from bot.games.bonsai.engine import BonsaiEngine

OPTION = {"meditate": "choice", "place": "tile", "gain": "tile", "claim": "goal",
          "renounce": "colour", "return": "tile", "prune": "cell"}


async def new_game(double: DiscordDouble, channel: int, users: list[int]) -> int:
    await double.slash(users[0], channel, "game new", game="bonsai", seat_order="joined")
    lobby = double.last_message(channel)
    for user in users[1:]:
        await double.click(user, double.message(lobby.id), lobby.custom_id("Join"))
    await double.click(users[0], double.message(lobby.id), lobby.custom_id("Start"))
    bot: GameBot = double.bot  # type: ignore[assignment]
    games = await bot.store.find_games(statuses=("active",))
    return games[-1].id


async def run(moves: int, seed: int) -> None:
    BonsaiEngine.playable = True
    registry.cache_clear()
    rng = random.Random(seed)
    engine = get_engine("bonsai")
    with tempfile.TemporaryDirectory() as folder:
        bot = GameBot(Settings(database_path=Path(folder) / "bench.sqlite3"))
        double = DiscordDouble(bot)
        guild = double.add_guild("Bench")
        channel = double.add_channel(guild, "games")
        users = [double.add_user(name, guild_ids=[guild]) for name in ("ann", "ben", "cid",
                                                                        "dee")]
        await double.start()
        times: list[float] = []
        turn_times: list[float] = []
        game_id = await new_game(double, channel, users)
        while len(times) < moves:
            game = await bot.store.get_game(game_id)
            if game is None or game.status != "active":
                game_id = await new_game(double, channel, users)
                continue
            seat = engine.to_move(game.state)[0]
            user = game.user_at(seat).user_id
            move = rng.choice(engine.legal_moves(game.state, seat))
            verb, _, rest = move.notation.partition(" ")
            place = game.thread_id or channel
            options = {OPTION[verb]: rest} if verb in OPTION else {}
            before = engine.turn_number(game.state)
            started = time.perf_counter()
            record = await double.slash(user, place, f"bonsai {verb}", **options)
            elapsed = time.perf_counter() - started
            if "✅" not in (record.content or ""):
                raise SystemExit(f"move refused: {move.notation}: {record.content}")
            times.append(elapsed)
            after = await bot.store.get_game(game_id)
            if after.status != "active" or engine.turn_number(after.state) != before:
                turn_times.append(elapsed)
        double.assert_clean()
        await double.close()

    def line(label: str, values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
        return (f"{label:<38} n={len(values):>4}  median "
                f"{statistics.median(values) * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms  "
                f"max {ordered[-1] * 1000:6.1f} ms")

    print(line("every move (interaction → done)", times))
    print(line("moves that end a turn (+ board post)", turn_times))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(run(args.moves, args.seed))


if __name__ == "__main__":
    main()
