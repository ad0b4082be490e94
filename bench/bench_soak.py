"""Soak: kill the bot with SIGKILL at random moments, restart it, and count what was lost.

The parent process starts a child — the real GameBot over a SQLite file, on the Discord
double, playing random legal Splendor moves by slash command in several games at once
(some with a computer seat) — and SIGKILLs it after a random time, over and over, until a
few hundred moves were acknowledged. A last child starts, lets the bot resume (the outbox
replayed, computer turns resumed), and stops cleanly. Then the parent reads:

- the child's record of moves sent (written before sending) and acknowledged (the ✅
  reply, written after it), both flushed at once so a kill keeps them;
- "Discord": every message the double accepted, logged as it was created (the double of
  each run starts empty, so this log is Discord's memory across restarts);
- the database itself.

and prints: acknowledged moves lost, moves applied twice (a move in the log that was never
sent, or sent once and stored twice), games inconsistent (``check``), boards not posted
(the newest board of a game is not the board its outbox owed last) and players not pinged
(that board does not ping exactly the humans who must act; a finished game's result does
not ping every seated human). All must be 0.

    python bench/bench_soak.py [--moves 300] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.messages import seats_to_ping
from bot.app.store import Store
from bot.app.tables import Tables
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble
from bot.double.world import World
from bot.games import get_engine

ENGINE = get_engine("splendor")
OPTION = {"take": "gems", "reserve": "card", "buy": "card", "return": "tokens",
          "noble": "noble"}
GAMES_AT_ONCE = 4
GAME_NUMBER = re.compile(r"Splendor #(\d+)")


class FixedWorld(World):
    """Guild, channel and users get the same ids in every run (the database refers to
    them); messages get Discord's time-based ids."""

    def __init__(self) -> None:
        self.fixed = True
        self._counter = itertools.count(10**17)
        super().__init__()

    def next_id(self) -> int:
        if self.fixed:
            return next(self._counter)
        return super().next_id()


def append(path: Path, record: dict) -> None:
    with path.open("a") as file:
        file.write(json.dumps(record) + "\n")
        file.flush()  # a SIGKILL keeps what reached the kernel


def read(path: Path) -> list[dict]:
    if not path.exists():
        return []
    lines = path.read_text().splitlines()
    records = []
    for line in lines:
        with contextlib.suppress(json.JSONDecodeError):  # a line cut by the kill
            records.append(json.loads(line))
    return records


async def send_move(bot: Any, double: DiscordDouble, game: Any, rng: random.Random,
                    sent: Path, acked: Path, where: int | None = None) -> None:
    """A random legal move of the player to act, typed as ``/splendor <verb>``: written
    to ``sent`` before it goes, and to ``acked`` once its ✅ came back. Typed in the
    game's place, or ``where`` (its channel, when a moderator closed its thread)."""
    seat = ENGINE.to_move(game.state)[0]
    move = rng.choice(ENGINE.legal_moves(game.state, seat))
    seq = len(await bot.store.moves(game.id)) + 1
    verb, _, rest = move.notation.partition(" ")
    append(sent, {"game": game.id, "seq": seq, "notation": move.notation})
    record = await double.slash(game.user_at(seat).user_id, where or game.place_id,
                                f"splendor {verb}", game=game.id, **{OPTION[verb]: rest})
    if "✅" in (record.content or ""):
        append(acked, {"game": game.id, "seq": seq, "notation": move.notation})
    elif os.environ.get("SOAK_DEBUG"):
        print(record.describe(), record.content, file=sys.stderr, flush=True)


# --- the child: the bot, playing ---------------------------------------------------------

async def child(folder: Path, seed: int, final: bool) -> None:
    world = FixedWorld()
    bot = GameBot(Settings(database_path=folder / "soak.sqlite3",
                           max_open_games_per_user=50, max_open_games_per_channel=50))
    double = DiscordDouble(bot, world=world)
    guild = double.add_guild("Soak")
    channel = double.add_channel(guild, "games")
    users = [double.add_user(name, guild_ids=[guild]) for name in ("ann", "ben", "cid")]
    world.fixed = False
    # Games stay in the channel: threads made by an earlier run do not exist in this one.
    double.set_bot_permissions(channel, create_public_threads=False)
    discord_log = folder / "discord.jsonl"

    def logged(event: str, message) -> None:
        if event == "create" and not message.ephemeral:
            append(discord_log, {"id": message.id, "content": message.content,
                                 "pinged": sorted(message.pinged_user_ids),
                                 "custom_ids": message.custom_ids,
                                 "board": any(f.filename == "board.png"
                                              for f in message.files)})

    double.subscribe(logged)
    await double.start()  # the outbox is replayed and computer turns resume from here
    await bot.sync_commands()  # a fresh world: register the commands, as `python -m bot sync`
    print("ready", flush=True)
    await bot.tables.wait_idle()
    if final:
        for _ in range(200):
            await bot.tables.wait_idle()
            pending = await bot.store.games_with_pending_outbox()
            waiting = [g for g in await bot.store.find_games(statuses=("active",))
                       if not seats_to_ping(g)]
            if not pending and not waiting:
                break
            await bot.tables.resume()
            await asyncio.sleep(0.05)
        await double.close()
        return
    rng = random.Random(seed)
    sent, acked = folder / "sent.jsonl", folder / "acked.jsonl"
    while len(read(acked)) < 10**9:
        games = await bot.store.find_games(statuses=("active", "lobby"))
        lobbies = [g for g in games if g.status == "lobby"]
        for lobby in lobbies:  # a lobby a kill interrupted: start it
            await double.slash(lobby.host_id, channel, "game start", game=lobby.id)
        if len(games) < GAMES_AT_ONCE:
            host, guest = rng.sample(users, 2)
            computers = rng.choice([0, 0, 1])
            await double.slash(host, channel, "game new", game="splendor",
                               seat_order="joined", computers=computers)
            lobby = double.last_message(channel)
            await double.click(guest, lobby, lobby.custom_id("Join"))
            await double.click(host, double.message(lobby.id), lobby.custom_id("Start"))
            continue
        playable = [g for g in games if g.status == "active" and seats_to_ping(g)]
        if not playable:
            await bot.tables.wait_idle()
            continue
        game = rng.choice(playable)
        await send_move(bot, double, game, rng, sent, acked)


# --- the parent: kill, restart, judge ------------------------------------------------------

def spawn(folder: Path, seed: int, final: bool = False) -> subprocess.Popen:
    command = [sys.executable, __file__, "--child", str(folder), "--seed", str(seed)]
    if final:
        command.append("--final")
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


def wait_ready(process: subprocess.Popen, timeout: float) -> bool:
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    return bool(ready) and process.stdout.readline().strip() == b"ready"


async def judge(folder: Path) -> dict[str, int]:
    store = await Store.open(folder / "soak.sqlite3")
    try:
        sent = {(r["game"], r["seq"]): r["notation"] for r in read(folder / "sent.jsonl")}
        acked = read(folder / "acked.jsonl")
        lost = 0
        stored: dict[tuple[int, int], str] = {}
        twice = 0
        for game_id in await store.game_ids():
            for move in await store.moves(game_id, include_undone=True):
                stored[(game_id, move.seq)] = move.notation
                if move.user_id is not None and sent.get((game_id, move.seq)) != \
                        move.notation:
                    twice += 1  # a human move nobody sent at that point of the game
        for ack in acked:
            if stored.get((ack["game"], ack["seq"])) != ack["notation"]:
                lost += 1
        inconsistent = len(await Tables(store).check())
        messages = read(folder / "discord.jsonl")
        not_posted = not_pinged = 0
        for game_id in await store.game_ids(("active", "finished")):
            game = await store.get_game(game_id)
            mine = [m for m in messages
                    if (match := GAME_NUMBER.search(m["content"] or ""))
                    and int(match.group(1)) == game_id]
            rows = await store._db.execute_fetchall(
                "SELECT MAX(version) FROM outbox WHERE game_id = ? AND kind IN "
                "('move', 'started')", (game_id,))
            owed = rows[0][0]
            boards = [m for m in mine if m["board"]]
            if game.status == "active":
                if not boards or not any(c.startswith("bg:play:") and
                                         c.endswith(f":{owed}")
                                         for c in boards[-1]["custom_ids"]):
                    not_posted += 1
                elif sorted(boards[-1]["pinged"]) != sorted(seats_to_ping(game)):
                    not_pinged += 1
            else:
                results = [m for m in mine if "is over" in (m["content"] or "")]
                humans = sorted(s.user_id for s in game.seats if s.controller == "human")
                if not results:
                    not_posted += 1
                elif sorted(results[-1]["pinged"]) != humans:
                    not_pinged += 1
        return {"acked": len(acked), "sent": len(sent), "lost": lost, "twice": twice,
                "inconsistent": inconsistent, "not_posted": not_posted,
                "not_pinged": not_pinged, "games": len(await store.game_ids())}
    finally:
        await store.close()


def parent(moves: int, seed: int, keep: str | None) -> None:
    rng = random.Random(seed)
    folder = Path(keep or tempfile.mkdtemp(prefix="soak-"))
    folder.mkdir(parents=True, exist_ok=True)
    kills = 0
    started = time.perf_counter()
    while len(read(folder / "acked.jsonl")) < moves:
        process = spawn(folder, rng.getrandbits(32))
        # One kill in five lands in start-up (imports, migrations, the outbox replay,
        # resumed computer turns); the others while moves are being played.
        if rng.random() < 0.2:
            wait_ready(process, 60)
            time.sleep(rng.uniform(0.0, 0.5))
        elif wait_ready(process, 60):
            time.sleep(rng.uniform(0.5, 12.0))
        if process.poll() is not None:
            raise SystemExit(f"the bot exited by itself ({process.returncode})")
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        kills += 1
    final = spawn(folder, 0, final=True)
    _, error = final.communicate(timeout=300)
    if final.returncode != 0:
        raise SystemExit(f"the last start failed:\n{error.decode()}")
    figures = asyncio.run(judge(folder))
    print(f"{kills} SIGKILLs over {figures['acked']} acknowledged moves "
          f"({figures['sent']} sent, {figures['games']} games) in "
          f"{time.perf_counter() - started:.0f} s; data in {folder}")
    print(f"acknowledged moves lost       {figures['lost']}")
    print(f"moves applied twice           {figures['twice']}")
    print(f"games inconsistent            {figures['inconsistent']}")
    print(f"boards not posted             {figures['not_posted']}")
    print(f"players not pinged            {figures['not_pinged']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", help="folder for the database and logs (default: temp)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--final", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        asyncio.run(child(Path(args.child), args.seed, args.final))
    else:
        parent(args.moves, args.seed, args.keep)


if __name__ == "__main__":
    main()
