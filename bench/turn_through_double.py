"""One turn through the Discord double: the skeleton every turn benchmark shares.

GAME_DONE's budget "one turn through the Discord double: median ≤ 60 ms, p95 ≤ 150 ms"
is measured the same way for every game, so the way lives here once and each
``bench/bench_<game>_turn.py`` supplies only what differs: its command group, which
option of ``/<game> <verb>`` takes the rest of a move's notation, and (where uniform
choice would give unrepresentative games) how a move is picked.

A run starts a ``GameBot`` on a temporary SQLite store behind the ``DiscordDouble``, opens
a game of N players by ``/game new`` + Join + Start taps, then plays random legal moves
by the typed ``/<game> <verb>`` commands. Each sample runs from the moment the
interaction's payload is fed to discord.py until every handler it started has finished:
parsing, loading the game from SQLite, the engine's apply, the commit and — when the
move ends a turn (the engine's ``turn_number`` grew, or the game ended) — the board
rendered in a worker thread and posted. A finished game is replaced by a new one.
Prints median, p95 and max for every move and for the moves that end a turn, then the
process's peak memory.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.store import Store
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.games import get_engine
from bot.games.base import Move

NAMES = ("ann", "ben", "cid", "dee", "eve", "fay")
LABEL_WIDTH = 41

Chooser = Callable[[random.Random, Sequence[Move]], Move]


def uniform(rng: random.Random, legal: Sequence[Move]) -> Move:
    """Any legal move, each as likely as the others."""
    return rng.choice(legal)


@dataclass(frozen=True)
class TypedGame:
    """What one game's turn benchmark supplies; everything else is shared.

    ``options`` maps a notation's first word (the ``/<kind> <verb>`` subcommand) to the
    option that takes the rest of the notation; verbs that are the whole notation
    (``end``, ``pass``) need no entry. ``unit`` names a sample in the printout."""

    kind: str
    players: int
    options: Mapping[str, str]
    choose: Chooser = uniform
    unit: str = "move"


@dataclass
class Samples:
    """Seconds per interaction: every move, and those that ended a turn."""

    every: list[float] = field(default_factory=list)
    turn_ends: list[float] = field(default_factory=list)
    games: int = 0


def command_for(game: TypedGame, notation: str) -> tuple[str, dict[str, str]]:
    """The typed command and options a player would send for ``notation``."""
    verb, _, rest = notation.partition(" ")
    if not rest:
        return f"{game.kind} {verb}", {}
    if verb not in game.options:
        raise SystemExit(f"{game.kind}: no option named for '{verb}' (move {notation!r})")
    return f"{game.kind} {verb}", {game.options[verb]: rest}


async def open_table(double: DiscordDouble, store: Store, kind: str, channel: int,
                     users: Sequence[int], seed: int | None = None) -> int:
    """A new table opened by ``/game new`` (seated as they join), joined and started by
    taps on the lobby; with ``seed``, the game's seed (as the bot would draw it)."""
    seeded = (mock.patch("bot.app.tables.secrets.randbits", lambda bits: seed)
              if seed is not None else contextlib.nullcontext())
    with seeded:
        await double.slash(users[0], channel, "game new", game=kind, seat_order="joined")
        lobby = double.last_message(channel)
        if lobby is None:
            raise RuntimeError(f"{kind}: /game new posted no lobby")
        for user in users[1:]:
            await double.click(user, double.message(lobby.id), lobby.custom_id("Join"))
        await double.click(users[0], double.message(lobby.id),
                           double.message(lobby.id).custom_id("Start"))
    games = await store.find_games(statuses=("active",), kind=kind, user_id=users[0])
    if not games:
        raise RuntimeError(f"{kind} with {len(users)}: /game new + Join + Start started nothing")
    return max(g.id for g in games)


async def measure(game: TypedGame, moves: int, seed: int) -> Samples:
    """Play ``moves`` random legal moves of ``game`` through the double and time them."""
    rng = random.Random(seed)
    engine = get_engine(game.kind)
    samples = Samples()
    with tempfile.TemporaryDirectory() as folder:
        bot = GameBot(Settings(database_path=Path(folder) / "bench.sqlite3"))
        double = DiscordDouble(bot)
        guild = double.add_guild("Bench")
        channel = double.add_channel(guild, "games")
        users = [double.add_user(name, guild_ids=[guild]) for name in NAMES[:game.players]]
        await double.start()
        await bot.sync_commands()
        game_id = await open_table(double, bot.store, game.kind, channel, users)
        samples.games = 1
        while len(samples.every) < moves:
            record = await bot.store.get_game(game_id)
            if record is None or record.status != "active":
                game_id = await open_table(double, bot.store, game.kind, channel, users)
                samples.games += 1
                continue
            seat = engine.to_move(record.state)[0]
            move = game.choose(rng, engine.legal_moves(record.state, seat))
            command, options = command_for(game, move.notation)
            turn = engine.turn_number(record.state)
            answer = await double.slash(record.user_at(seat).user_id,
                                        record.thread_id or channel, command, **options)
            # ``started`` is stamped as the payload goes to discord.py, and ``slash``
            # returns once every task the interaction started has finished.
            elapsed = time.perf_counter() - answer.started
            if "✅" not in (answer.content or ""):
                raise SystemExit(f"move refused: {move.notation}: {answer.content}")
            samples.every.append(elapsed)
            after = await bot.store.get_game(game_id)
            # The engine says where a turn ends; a sub-decision keeps the same seat.
            if after.status != "active" or engine.turn_number(after.state) != turn:
                samples.turn_ends.append(elapsed)
        try:  # closed even after a violation, or its render pool keeps the run alive
            double.assert_clean()
        finally:
            await double.close()
    return samples


def figure_line(label: str, values: Sequence[float]) -> str:
    """``label n=… median … p95 … max …`` in milliseconds."""
    if not values:
        return f"{label:<{LABEL_WIDTH}} n=   0"
    ordered = sorted(values)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    return (f"{label:<{LABEL_WIDTH}} n={len(values):>4}  median "
            f"{statistics.median(values) * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms  "
            f"max {ordered[-1] * 1000:6.1f} ms")


def peak_memory_mib() -> float:
    """The process's peak resident set so far (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def report(game: TypedGame, samples: Samples) -> None:
    """Print the figures of one run."""
    print(figure_line(f"every {game.unit} (interaction → done)", samples.every))
    print(figure_line(f"{game.unit}s that end a turn (+ board post)", samples.turn_ends))
    print(f"{'peak memory (max RSS)':<{LABEL_WIDTH}} {peak_memory_mib():.0f} MiB")


@contextlib.contextmanager
def store_synchronous(mode: str) -> Iterator[None]:
    """Open every store of this process with ``PRAGMA synchronous=<mode>``: the bot has
    no setting for it (FULL is what it must use), so a comparison patches ``Store.open``."""
    opened = Store.open.__func__  # type: ignore[attr-defined]

    async def open_with(cls, path, **kwargs):  # type: ignore[no-untyped-def]
        return await opened(cls, path, synchronous=mode)

    Store.open = classmethod(open_with)  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        Store.open = classmethod(opened)  # type: ignore[method-assign,assignment]


def parse_arguments(doc: str, default_moves: int) -> argparse.Namespace:
    """``--moves`` and ``--seed``, as every turn benchmark takes them."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--moves", type=int, default=default_moves)
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args()


def main(game: TypedGame, doc: str, default_moves: int = 200) -> None:
    """A game's whole benchmark: parse the arguments, measure, print."""
    args = parse_arguments(doc, default_moves)
    report(game, asyncio.run(measure(game, args.moves, args.seed)))
