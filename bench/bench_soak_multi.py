"""Soak with several bot processes: three OS processes on one PostgreSQL, SIGKILLed at random.

The parent starts a throw-away PostgreSQL server (``tests/pg_server.py``) and three
children, each one real bot process (``ShardedGameBot``, ``SHARD_COUNT=3``, its own
``SHARD_IDS=i``) on the same database. Every ``few`` seconds it SIGKILLs one child at
random (one kill in five while it starts up) and starts it again, until enough moves
were acknowledged; then it kills the rest, starts three last children that let the
bots finish what is queued and stop cleanly, stops the server and judges.

Each child plays random legal Splendor moves by slash command in the guild of its own
shard only (Discord sends a guild's interactions to the shard that owns it), some games
with a computer seat (played by whichever process leads), every game on a turn clock
(12 h a move, on a bot clock running ``SPEED`` times faster than the wall, ticked every
second), and one game per guild that nobody plays, so its reminders and its timeout come;
about one action in twelve is a ``/game board`` repost instead of a move, and one in
twenty a moderator's on one of its games' threads (lock it, archive it by hand, or open
it again; players then type in the channel). The first user takes DMs (turns, reminders).

Discord, split in three (``bench/shared_discord.py``). Each child has its own in-process
Discord double whose world holds every guild, channel and user with fixed ids. What
Discord creates or changes (a message, a thread, the message a nonce named, an edit, a
deletion, a thread's archive or lock, a user's DM channel) is appended at once to that
child's journal (``discord-s<shard>-<tag>.jsonl``, flushed line by line, so a SIGKILL
keeps it), and every world reads all journals - before every REST call, on a miss and
every 0.2 s - so a thread one process opened takes another's posts, a thread a moderator
locked refuses every process's post, a post retried by another process with the same
nonce gets the message Discord already made (``enforce_nonce``), a user has one DM
channel, and the process running a guild's shard hears THREAD_UPDATE for a change made
through another's Discord, as on the one real Discord. The union of the journals is
Discord's memory.

It prints: acknowledged moves lost; moves applied twice; games inconsistent
(``check``: a stored state that differs from the replay of its moves); boards posted
twice (the same outbox nonce in two messages, or two boards the outbox posted for one
game showing the same version; a repost is the reply to ``/game board``); boards not
posted (entries still queued after the last round, or an active game whose newest board
is not the one its outbox owed last, or a finished game without its result); reminders
sent twice (the same reminder's nonce twice, or more reminder messages than reminders
decided); other messages and DMs posted twice (one nonce, two messages); DMs outside the
user's one DM channel; lobbies of started games still offering Join or Start after their
last edit (whichever process made it); threads a moderator closed that a bot opened
again (a post to an archived thread reopens it; one within a second of the close was
under way and is shown apart); messages posted in a locked thread. All must be 0.

    python bench/bench_soak_multi.py [--moves 150] [--seed 1] [--keep DIR]

Not covered: interactions are fed by each child to its own process only (never to a
process that does not own the guild); a quiet thread is never archived by Discord here
(its 24 h are the wall's, not the bot's fast clock). The fast bot clock makes every outbox
entry older than Discord's nonce window at once (each post first looks for its own
message in the place, as after a long outage) and prunes delivered entries after 7 bot
days (~17 minutes of the wall): keep runs shorter than that.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import logging
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_soak import send_move
from bench.shared_discord import (
    SharedWorld,
    channel_id,
    guild_id,
    journals,
    keep_pulling,
    open_discord,
    read_all,
    spawn,
    user_id,
    wait_ready,
)
from bot.app.messages import seats_to_ping
from bot.app.tables import Tables
from bot.config import Settings
from bot.discord_app.client import make_bot
from bot.double.double import DiscordDouble

SHARDS = 3
GAMES_AT_ONCE = 3  # per child (guild), the idle game apart
#: the bot's clock runs this much faster than the wall: a 12 h turn lasts 72 s
SPEED = 600.0
#: the share of a child's actions that are a /game board repost instead of a move
REPOSTS = 0.08
#: the share of a child's actions that are a moderator's on a game's thread (lock,
#: archive by hand, open again)
MODERATES = 0.05
#: a bot's post reopening a thread this soon after a moderator closed it was under way
RACING_SECONDS = 1.0
#: the soak goes on until this many kills as well as the moves asked for
MIN_KILLS = 6
GAME_NUMBER = re.compile(r"Splendor #(\d+)")
REMINDER = re.compile(r"(?:Reminder: it's your turn|Last call: your time) in game #(\d+)")
USERS = ("ann", "ben", "cid")


class FastClock:
    """The bot's clock, shared by every process: ``SPEED`` times the wall from ``start``."""

    def __init__(self, start: float) -> None:
        self.start = start

    def now(self) -> float:
        return self.start + (time.time() - self.start) * SPEED


# --- the child: one bot process, playing in its own shard's guild -------------------------

async def child(folder: Path, url: str, shard: int, tag: int, seed: int, clock_start: float,
                final: bool) -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    bot = make_bot(Settings(database_url=url, shard_count=SHARDS, shard_ids=(shard,),
                            max_open_games_per_user=50, max_open_games_per_channel=50),
                   clock=FastClock(clock_start))
    world, double, users = open_discord(bot, folder, tag, shard, SHARDS, USERS)
    await double.start()  # the outbox is replayed and computer turns resume from here
    await bot.sync_commands()
    print("ready", flush=True)

    async def ticker() -> None:
        while True:  # the bot's own loop ticks every minute of the wall: too slow here
            await asyncio.sleep(1.0)
            with contextlib.suppress(Exception):
                await bot.tables.tick()

    background = [asyncio.create_task(keep_pulling(world))]
    if not final:
        background.append(asyncio.create_task(ticker()))
    try:
        if final:
            await settle(bot)
        else:
            await play(bot, double, world, folder, shard, seed, users)
    finally:
        for task in background:
            task.cancel()
        await double.close()


async def settle(bot: Any) -> None:
    """The last round: until nothing is queued and no game waits on a computer, in any
    process (the three last children all wait for the same)."""
    quiet = 0
    for _ in range(1200):
        await bot.tables.wait_idle()
        pending = await bot.store.games_with_pending_outbox()
        waiting = [g for g in await bot.store.find_games(statuses=("active",))
                   if not seats_to_ping(g)]
        quiet = quiet + 1 if not pending and not waiting else 0
        if quiet >= 5:
            return
        await bot.tables.resume()
        await asyncio.sleep(0.2)


async def play(bot: Any, double: DiscordDouble, world: SharedWorld, folder: Path,
               shard: int, seed: int, users: list[int]) -> None:
    rng = random.Random(seed)
    mine = guild_id(shard)
    games_channel, idle_channel = channel_id(shard, "games"), channel_id(shard, "idle")
    sent, acked = folder / f"sent-{shard}.jsonl", folder / f"acked-{shard}.jsonl"
    while True:
        games = [g for g in await bot.store.find_games(statuses=("active", "lobby"))
                 if g.guild_id == mine]
        for lobby in (g for g in games if g.status == "lobby"):  # a kill interrupted it
            await double.slash(lobby.host_id, lobby.channel_id, "game start", game=lobby.id)
        idle = [g for g in games if g.channel_id == idle_channel]
        played = [g for g in games if g.channel_id == games_channel]
        if not idle or len(played) < GAMES_AT_ONCE:
            host, guest = rng.sample(users, 2)
            where = games_channel if idle else idle_channel
            computers = rng.choice([0, 0, 1]) if idle else 0
            await double.slash(host, where, "game new", game="splendor",
                               seat_order="joined", computers=computers, speed="12h")
            lobby = double.last_message(where)
            await double.click(guest, lobby, lobby.custom_id("Join"))
            await double.click(host, double.message(lobby.id), lobby.custom_id("Start"))
            continue
        playable = [g for g in played if g.status == "active" and seats_to_ping(g)]
        if not playable:
            await asyncio.sleep(0.1)  # the leader (perhaps another process) plays
            continue
        game = rng.choice(playable)
        threads = [g.thread_id for g in played if g.thread_id]
        if threads and rng.random() < MODERATES:
            moderate(double, world, rng.choice(threads), rng)
            continue
        # Players type where they can: in the channel when the game's thread is closed.
        thread = world.channels.get(game.thread_id) if game.thread_id else None
        where = game.channel_id if thread is None or thread.archived or thread.locked \
            else thread.id
        if rng.random() < REPOSTS:
            # /game board: the repost holds the game's turn of posting across processes
            humans = [seat for seat in game.seats if seat.controller == "human"]
            await double.slash(rng.choice(humans).user_id, where, "game board",
                               game=game.id)
            continue
        await send_move(bot, double, game, rng, sent, acked, where)
        # A player's pause: the clock runs meanwhile, and a kill finds work in flight.
        await asyncio.sleep(rng.uniform(0.05, 0.6))


def moderate(double: DiscordDouble, world: SharedWorld, thread_id: int,
             rng: random.Random) -> None:
    """A moderator of the guild locks a game's thread, archives it by hand, or opens
    it again (the process running the guild hears THREAD_UPDATE; the others' Discords
    take the change from the journal)."""
    thread = world.channels.get(thread_id)
    if thread is None:
        return
    world.actor = "moderator"
    try:
        if thread.archived or thread.locked:
            double.moderate_thread(thread_id, archived=False, locked=False)
        elif rng.random() < 0.5:
            double.moderate_thread(thread_id, archived=True, locked=True)
        else:
            double.moderate_thread(thread_id, archived=True)
    finally:
        world.actor = "bot"


# --- the parent: the server, the kills, the judge ------------------------------------------

class Children:
    def __init__(self, folder: Path, url: str, clock_start: float, rng: random.Random) -> None:
        self.folder, self.url, self.clock_start, self.rng = folder, url, clock_start, rng
        self.tags = itertools.count(1)
        self.running: dict[int, subprocess.Popen] = {}

    def spawn(self, shard: int, final: bool = False) -> subprocess.Popen:
        tag = next(self.tags)
        command = [sys.executable, __file__, "--child", str(self.folder), "--url", self.url,
                   "--shard", str(shard), "--tag", str(tag), "--seed",
                   str(self.rng.getrandbits(32)), "--clock-start", repr(self.clock_start)]
        if final:
            command.append("--final")
        process = spawn(command, self.folder / f"child-{tag}.log")
        self.running[shard] = process
        return process

    def kill(self, shard: int) -> None:
        process = self.running.pop(shard)
        if process.poll() is not None:
            raise SystemExit(f"child of shard {shard} exited by itself "
                             f"({process.returncode}); see {self.folder}/child-*.log")
        os.kill(process.pid, signal.SIGKILL)
        process.wait()


def acked_count(folder: Path) -> int:
    return len(read_all(folder, "acked-*.jsonl"))


async def judge(folder: Path, url: str) -> dict[str, int]:
    from bot.app.pg_store import PgStore

    store = await PgStore.open(url)
    try:
        sent = {(r["game"], r["seq"]): r["notation"] for r in read_all(folder, "sent-*.jsonl")}
        acked = read_all(folder, "acked-*.jsonl")
        stored: dict[tuple[int, int], str] = {}
        twice = computer = 0
        for game_id in await store.game_ids():
            for move in await store.moves(game_id, include_undone=True):
                stored[(game_id, move.seq)] = move.notation
                computer += move.by_computer
                if move.user_id is not None and sent.get((game_id, move.seq)) != move.notation:
                    twice += 1  # a human move nobody sent at that point of the game
        lost = sum(stored.get((a["game"], a["seq"])) != a["notation"] for a in acked)
        inconsistent = len(await Tables(store).check())

        journal = journals(folder)
        everywhere = {r["id"]: r for r in journal if r["t"] == "message"}
        # the guilds' messages (DMs are judged apart: they repeat the games' words)
        messages = {i: r for i, r in everywhere.items() if r["guild"] is not None}
        by_nonce: dict[str, set[int]] = defaultdict(set)
        for r in journal:
            if r["t"] == "nonce" and r["id"] in everywhere:
                by_nonce[r["nonce"]].add(r["id"])
        nonce_of = {mid: nonce for nonce, ids in by_nonce.items() for mid in ids}
        twice_nonce = Counter()  # game -> messages beyond the first of one nonce
        for ids in by_nonce.values():
            first = everywhere[min(ids)]
            game = GAME_NUMBER.search(first["content"] or "") or REMINDER.search(
                first["content"] or "")
            kind = "dm" if first["guild"] is None else "board" if first["board"] \
                else "reminder" if REMINDER.search(first["content"] or "") else "other"
            if len(ids) > 1:
                twice_nonce[(kind, int(game.group(1)) if game else 0)] += len(ids) - 1

        rows = await outbox_rows(url)
        boards_twice = sum(n for (kind, _), n in twice_nonce.items() if kind == "board")
        not_posted = sum(1 for r in rows if r["delivered_at"] is None)
        reminders_twice = 0
        reminders_sent = 0
        games = await store.game_ids(("active", "finished"))
        for game_id in games:
            game = await store.get_game(game_id)
            mine = [m for m in messages.values()
                    if (match := GAME_NUMBER.search(m["content"] or ""))
                    and int(match.group(1)) == game_id]
            mine.sort(key=lambda m: m["id"])
            boards = [m for m in mine if m["board"]]
            # a /game board repost (an interaction's reply) shows the current board again
            shown = Counter(v for m in boards if not m["reply"] for v in _board_versions(m))
            boards_twice += max(0, sum(n - 1 for n in shown.values())
                                - twice_nonce[("board", game_id)])
            owed = max((r["version"] for r in rows if r["game_id"] == game_id
                        and r["kind"] in ("move", "started")), default=None)
            if game.status == "active":
                if not boards or owed not in _board_versions(boards[-1]):
                    not_posted += 1
            elif not any("is over" in (m["content"] or "") for m in mine):
                not_posted += 1
            reminders = [m for m in messages.values()
                         if (match := REMINDER.search(m["content"] or ""))
                         and int(match.group(1)) == game_id]
            reminders_sent += len(reminders)
            decided = sum(1 for r in rows if r["game_id"] == game_id
                          and r["kind"] == "reminder")
            reminders_twice += max(twice_nonce[("reminder", game_id)],
                                   len(reminders) - decided)
        opened_by = {r["id"]: r["by"] for r in journal if r["t"] == "thread"}
        boards = [m for m in messages.values() if m["board"]]
        elsewhere = sum(1 for m in boards if (m["guild"] >> 22) % SHARDS != m["by"])
        foreign = sum(1 for m in messages.values()
                      if opened_by.get(m["channel"], m["by"]) != m["by"])
        unnonced = sum(1 for m in messages.values()
                       if m["board"] and not m["reply"] and m["id"] not in nonce_of)
        return {"acked": len(acked), "sent": len(sent), "lost": lost, "twice": twice,
                "inconsistent": inconsistent, "boards_twice": boards_twice,
                "not_posted": not_posted, "reminders_twice": reminders_twice,
                "reminders": reminders_sent, "games": len(await store.game_ids()),
                "boards": sum(1 for m in messages.values() if m["board"]),
                "reposts": sum(1 for m in messages.values() if m["board"] and m["reply"]),
                "unnonced": unnonced, "elsewhere": elsewhere, "foreign": foreign,
                "threads": sum(1 for r in journal if r["t"] == "thread"),
                "computer": computer,
                "other_twice": sum(n for (kind, _), n in twice_nonce.items()
                                   if kind == "other"),
                "dms_twice": sum(n for (kind, _), n in twice_nonce.items() if kind == "dm"),
                **changes_judged(journal, everywhere, await store.game_ids(
                    ("active", "finished")))}
    finally:
        await store.close()


def changes_judged(journal: list[dict], messages: dict[int, dict],
                   started: list[int]) -> dict[str, int]:
    """What the shared edits, thread states and DM channels let the judge check: lobbies
    of started games still offering Join or Start (their last edit, whichever process
    made it), threads a moderator closed that a bot opened again, messages that went
    into a thread while it was locked, and DMs outside the user's one DM channel."""
    final = {i: {"custom_ids": m["custom_ids"], "at": m.get("at", 0.0)}
             for i, m in messages.items()}
    edits = sorted((r for r in journal if r["t"] in ("edit", "delete")),
                   key=lambda r: r["at"])
    for r in edits:
        if r["id"] in final:
            final[r["id"]] = {"custom_ids": [] if r["t"] == "delete" else r["custom_ids"],
                              "at": r["at"]}
    games = set(started)
    lobbies_open = 0
    for message_id, message in messages.items():
        lobby = [c for c in message["custom_ids"] if c.startswith("bg:lobby:")]
        if lobby and int(lobby[0].rsplit(":", 1)[1]) in games and any(
                c.startswith("bg:lobby:") for c in final[message_id]["custom_ids"]):
            lobbies_open += 1
    edited_elsewhere = sum(1 for r in edits if r["t"] == "edit" and r["id"] in messages
                           and messages[r["id"]]["by"] != r["by"])

    states = sorted((r for r in journal if r["t"] == "state"), key=lambda r: r["at"])
    closed_at: dict[int, float | None] = {}  # thread -> when a moderator closed it
    reopened = racing = 0
    for r in states:
        closed = r["archived"] or r["locked"]
        if r["actor"] == "moderator":
            closed_at[r["id"]] = r["at"] if closed else None
        elif closed_at.get(r["id"]) is not None and not closed:
            # A bot's post (or its reopening) undid a moderator's close. Within a second
            # of it, a post already under way (decided before anyone could know): no
            # bot can help that one, so it is counted apart.
            if r["at"] - closed_at[r["id"]] < RACING_SECONDS:
                racing += 1
            else:
                reopened += 1
            closed_at[r["id"]] = None
    in_locked = 0
    for message in messages.values():
        before = [r for r in states if r["id"] == message["channel"]
                  and r["at"] < message.get("at", 0.0)]
        if before and before[-1]["locked"]:
            in_locked += 1

    dm_of: dict[int, int] = {}
    for r in journal:
        if r["t"] == "dm":
            dm_of[r["user"]] = min(dm_of.get(r["user"], r["id"]), r["id"])
    dm_channels = {r["id"] for r in journal if r["t"] == "dm"}
    dms = [m for m in messages.values() if m["channel"] in dm_channels]
    dms_split = sum(1 for m in dms if m["channel"] not in dm_of.values())
    return {"edits": sum(1 for r in edits if r["t"] == "edit"),
            "edited_elsewhere": edited_elsewhere, "lobbies_open": lobbies_open,
            "moderated": sum(1 for r in states if r["actor"] == "moderator"),
            "reopened": reopened, "racing": racing, "in_locked": in_locked,
            "dms": len(dms),
            "dms_split": dms_split}


async def dm_minded(url: str) -> None:
    """The first user asks for DMs (turns and reminders come by DM too)."""
    from bot.app.pg_store import PgStore
    from bot.app.records import UserPrefs

    store = await PgStore.open(url)
    try:
        await store.save_user(UserPrefs(user_id(0), notify="dm"))
    finally:
        await store.close()


async def outbox_rows(url: str) -> list[dict[str, Any]]:
    """Every outbox entry (the store's protocols hand out only the pending ones)."""
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch("SELECT id, game_id, kind, version, payload, "
                                      "delivered_at FROM outbox ORDER BY id")
    finally:
        await connection.close()
    return [{**dict(r), "payload": json.loads(r["payload"])} for r in rows]


def _board_versions(message: dict) -> set[int]:
    return {int(c.rsplit(":", 1)[1]) for c in message["custom_ids"]
            if c.startswith("bg:play:") and c.rsplit(":", 1)[1].isdigit()}


def parent(moves: int, seed: int, keep: str | None) -> None:
    from tests.pg_server import fresh_database, running_server

    rng = random.Random(seed)
    folder = Path(keep or tempfile.mkdtemp(prefix="soak-multi-"))
    folder.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    with running_server() as server:
        url = asyncio.run(fresh_database(server))
        children = Children(folder, url, time.time(), rng)
        for shard in range(SHARDS):
            if not wait_ready(children.spawn(shard), 120):
                raise SystemExit(f"child {shard} never started; see {folder}/child-*.log")
        asyncio.run(dm_minded(url))  # the schema is there once a child started
        kills = Counter()
        while acked_count(folder) < moves or sum(kills.values()) < MIN_KILLS:
            time.sleep(rng.uniform(1.0, 6.0))
            shard = rng.randrange(SHARDS)
            children.kill(shard)
            kills[shard] += 1
            process = children.spawn(shard)
            if rng.random() < 0.2:  # one kill in five lands in the start-up
                time.sleep(rng.uniform(0.0, 2.0))
                children.kill(shard)
                kills[shard] += 1
                process = children.spawn(shard)
            if not wait_ready(process, 120):
                raise SystemExit(f"child {shard} never started; see {folder}/child-*.log")
        for shard in list(children.running):
            children.kill(shard)  # every process at once, as a machine losing power
        finals = [children.spawn(shard, final=True) for shard in range(SHARDS)]
        for process in finals:
            process.communicate(timeout=600)
            if process.returncode != 0:
                raise SystemExit(f"a last child failed; see {folder}/child-*.log")
        figures = asyncio.run(judge(folder, url))
    print(f"{SHARDS} bot processes (SHARD_COUNT={SHARDS}) on one PostgreSQL; "
          f"{sum(kills.values())} SIGKILLs (by shard {dict(sorted(kills.items()))}) over "
          f"{figures['acked']} acknowledged moves ({figures['sent']} sent, "
          f"{figures['computer']} computer turns, {figures['games']} games, "
          f"{figures['threads']} threads, {figures['boards']} boards of which "
          f"{figures['reposts']} /game board reposts, "
          f"{figures['reminders']} reminders) in {time.perf_counter() - started:.0f} s; "
          f"data in {folder}")
    print(f"boards posted by a process that does not own the guild: {figures['elsewhere']}; "
          f"messages posted in a thread another process opened: {figures['foreign']}")
    print(f"acknowledged moves lost       {figures['lost']}")
    print(f"moves applied twice           {figures['twice']}")
    print(f"games inconsistent            {figures['inconsistent']}")
    print(f"boards posted twice           {figures['boards_twice']}")
    print(f"boards not posted             {figures['not_posted']}")
    print(f"reminders sent twice          {figures['reminders_twice']}")
    print(f"edits shared: {figures['edits']} ({figures['edited_elsewhere']} of a message "
          f"another process made); moderators' thread changes: {figures['moderated']}; "
          f"DMs: {figures['dms']}")
    print(f"other messages posted twice   {figures['other_twice']}")
    print(f"DMs sent twice                {figures['dms_twice']}")
    print(f"DMs outside the user's one DM channel  {figures['dms_split']}")
    print(f"lobbies of started games still open    {figures['lobbies_open']}")
    print(f"threads a moderator closed, reopened by the bot  {figures['reopened']}")
    if figures["racing"]:
        print(f"(reopened by a post under way within {RACING_SECONDS:.0f} s of the close: "
              f"{figures['racing']})")
    print(f"messages posted in a locked thread     {figures['in_locked']}")
    if figures["unnonced"]:
        print(f"(boards posted without an outbox nonce: {figures['unnonced']})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", help="folder for the journals and logs (default: temp)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--shard", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--tag", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--clock-start", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--final", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        asyncio.run(child(Path(args.child), args.url, args.shard, args.tag, args.seed,
                          args.clock_start, args.final))
    else:
        parent(args.moves, args.seed, args.keep)


if __name__ == "__main__":
    main()
