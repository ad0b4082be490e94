"""Taps per turn: how many taps a player needs to enter the turn they chose, per game.

Issue 19's goal ("a turn on a phone"): for every game the median number of taps to enter
the turn a player chooses is at most 4, and no ordinary turn needs more than 8. This
benchmark measures it through the real panel: the bot (``GameBot``) behind the Discord
double, every seat a person, seeded games of every game at every player count. For each
turn the greedy computer player (``bot.app.players.choose_move``, level ``greedy``)
chooses each decision of the seat, and the seat's user enters it by the fewest taps on
the double's buttons and selects: Play on the board (one tap), then on the ephemeral
panel the one component that leads to the chosen move (a button, or an option of a
select — one tap either way), "More" where the move is on a later page. A turn is every
decision of one seat until the turn ends or another seat must act (Zensō's Stones, Azul's
payments, Bonsai's Helper tiles all count); when the panel does not go on by itself, the
Play button of the next board is tapped again and counted.

A select that takes several values (``Move.together``: Zensō's Stones, its Harmony
cards and End turn) is used as a player would: the computer's next decisions are looked
ahead on copies of the state, and while each is an option of the same select, after the
one before in its order, they are chosen in the one tap (the later ones count 0 taps).

An option that combines a decision with the one the engine asks right after it
(``Move.then``: Kokeshi's chain questions) is used when it enters the computer's next
decision too: one tap for both (the later one counts 0 taps).

The benchmark does not trust itself: after each entered decision the move the store
logged must be the move the computer chose, and the decision's taps are kept with both,
so a test can hold the count to what was really entered.

Prints one line per game, ``<game> median M p95 P max X`` (taps per turn), then the
number of turns and games measured. ``--games N`` sets the seeded games per player
count; ``--game`` limits the run to some games.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import percentile
from bench.turn_through_double import open_table
from bot.app.players import choose_move
from bot.app.records import GameRecord
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble, StoredMessage
from bot.games import get_engine, registry
from bot.games.base import Engine, IllegalMove, Move

NAMES = ("ann", "ben", "cid", "dee", "eve", "fay")
#: the panel's own custom_ids (bot/discord_app/ui.py's grammar): a step button, a select
#: of the panel (its values are option indices), the board's Play button
_NAV = re.compile(r"bg:nav:(\d+):(\d+):(\d+):(-|[\d.]+):(\d+)(:[bc])?")
_SELECT = re.compile(r"bgs:nav:(\d+):(\d+):(\d+):(-|[\d.]+)(?::\d)?")


class TapsError(Exception):
    """The panel offered no way to the chosen move, or entered another one."""


@dataclass
class Decision:
    """One decision of a turn: the move the computer chose, the move the store logged
    after the taps, and the taps it took (Play included when it was tapped for it)."""

    chosen: str
    entered: str
    taps: int


@dataclass
class Turn:
    """Every decision one seat made in a row."""

    kind: str
    players: int
    seat: int
    decisions: list[Decision] = field(default_factory=list)

    @property
    def taps(self) -> int:
        return sum(d.taps for d in self.decisions)


def _prefix(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(int(part) for part in text.split("."))


def index_path(moves: Sequence[Move], move: Move) -> tuple[int, ...]:
    """``move``'s position in the panel's tree of steps (bot/app/panel.py): at each depth
    the index of its step among the distinct steps of the moves that share its path so
    far, in the engine's order. The panel's custom_ids carry these positions."""
    keys = move.step_keys
    path: list[int] = []
    candidates = list(moves)
    for depth, key in enumerate(keys):
        distinct: list[str] = []
        for other in candidates:
            if len(other.step_keys) > depth and other.step_keys[depth] not in distinct:
                distinct.append(other.step_keys[depth])
        path.append(distinct.index(key))
        candidates = [m for m in candidates
                      if len(m.step_keys) > depth + 1 and m.step_keys[depth] == key]
    return tuple(path)


def next_tap(panel: StoredMessage, target: tuple[int, ...]
             ) -> tuple[str, str, str | None] | None:
    """The component of ``panel`` that goes furthest towards ``target``: ("button",
    custom_id, None) or ("select", custom_id, value); else the page-forward button
    ("More") if there is one; else ``None``."""
    best: tuple[int, tuple[str, str, str | None]] | None = None
    more: tuple[str, str, str | None] | None = None
    for button in panel.buttons:
        found = _NAV.fullmatch(button.get("custom_id") or "")
        if found is not None and found.group(6) == ":c":
            return "button", button["custom_id"], None  # a move that gives up, confirmed
        if found is None or found.group(6) or button.get("disabled"):
            continue  # not a step (Undo), or Back
        prefix = _prefix(found.group(4))
        if int(found.group(5)) > 0 and target[:len(prefix)] == prefix:
            more = ("button", button["custom_id"], None)  # the same level, a later page
            continue
        if prefix and target[:len(prefix)] == prefix and (best is None or len(prefix) > best[0]):
            best = (len(prefix), ("button", button["custom_id"], None))
    for select in panel.selects:
        found = _SELECT.fullmatch(select.get("custom_id") or "")
        if found is None:
            continue
        prefix = _prefix(found.group(4))
        for option in select.get("options") or []:
            whole = (*prefix, int(option["value"]))
            if target[:len(whole)] == whole and (best is None or len(whole) > best[0]):
                best = (len(whole), ("select", select["custom_id"], option["value"]))
    if best is not None:
        return best[1]
    return more


def has_panel(message: StoredMessage | None, game: GameRecord | None = None) -> bool:
    """Does the message still carry a turn panel's steps (for ``game`` as it is now)?"""
    if message is None or message.deleted:
        return False
    for custom_id in message.custom_ids:
        found = _NAV.fullmatch(custom_id) or _SELECT.fullmatch(custom_id)
        if found and (game is None or (int(found.group(1)), int(found.group(3)))
                      == (game.id, game.version)):
            return True
    return False


class Bench:
    """One bot behind the double, with a guild of six people in one channel."""

    def __init__(self, folder: Path) -> None:
        self.bot = GameBot(Settings(database_path=folder / "taps.sqlite3"))
        self.double = DiscordDouble(self.bot)
        guild = self.double.add_guild("Taps")
        self.channel = self.double.add_channel(guild, "games")
        self.users = [self.double.add_user(name, guild_ids=[guild]) for name in NAMES]

    async def start(self) -> None:
        await self.double.start()
        await self.bot.sync_commands()

    async def close(self) -> None:
        # closed even when the double found a violation: an open bot keeps its render
        # pool's processes, and the benchmark then never exits
        try:
            self.double.assert_clean()
        finally:
            await self.double.close()

    async def open(self, kind: str, players: int, seed: int) -> int:
        """A table of ``players`` people on game seed ``seed``: /game new, Join, Start."""
        return await open_table(self.double, self.bot.store, kind, self.channel,
                                self.users[:players], seed)

    def forget_history(self) -> None:
        """Drop what *Discord* keeps of finished games (every posted PNG, every captured
        request, as bench_scale does): a long run would otherwise hold gigabytes."""
        world = self.double.world
        for message in world.messages.values():
            for attachment in message.attachments:
                attachment.data = b""
        for attachment in world.attachments_by_url.values():
            attachment.data = b""
        self.double.requests.clear()
        self.double.interactions[:] = [r for r in self.double.interactions
                                       if any(not t.done() for t in r.tasks)]

    def place(self, game: GameRecord) -> int:
        return game.thread_id or self.channel

    def board_play(self, game: GameRecord, seat: int) -> tuple[StoredMessage, str]:
        """The newest board message with this seat's Play button."""
        start = f"bg:play:{game.id}:{seat}:"
        for message in reversed(self.double.messages(self.place(game))):
            for custom_id in message.custom_ids:
                if custom_id.startswith(start):
                    return message, custom_id
        raise TapsError(f"{game.kind} #{game.id}: no Play button for seat {seat}")

    async def play(self, kind: str, players: int, seed: int, max_decisions: int = 3000
                   ) -> list[Turn]:
        """One seeded game, every decision chosen by the greedy computer and entered by
        taps; the turns it took."""
        engine = get_engine(kind)
        game_id = await self.open(kind, players, seed)
        turns: list[Turn] = []
        panel: StoredMessage | None = None
        panel_seat: int | None = None
        current: Turn | None = None
        current_turn = -1
        for _ in range(max_decisions):
            game = await self.bot.store.get_game(game_id)
            assert game is not None
            if game.status != "active":
                return turns
            seat = engine.to_move(game.state)[0]
            turn = engine.turn_number(game.state)
            if current is None or current.seat != seat or current_turn != turn:
                current = Turn(kind, players, seat)
                current_turn = turn
                turns.append(current)
            taps = 0
            if panel_seat != seat or not has_panel(panel, game):
                board, play = self.board_play(game, seat)
                opened = await self.double.click(game.user_at(seat).user_id, board, play)
                taps += 1
                panel, panel_seat = opened.response, seat
                if not has_panel(panel, game):
                    raise TapsError(f"{kind}: Play opened no panel: {opened.describe()}")
            assert panel is not None
            first = choose_move(engine, game.state, seat, "greedy",
                                (seed * 1_000_003 + game.version) & 0xFFFFFFFF)
            entered, more = await self.enter(engine, game, seat, panel, first,
                                             partial(self.plan, engine, game, seat, seed))
            for index, (chosen, notation) in enumerate(entered):
                current.decisions.append(Decision(chosen, notation,
                                                  taps + more if index == 0 else 0))
            panel = self.double.message(panel.id)
        raise TapsError(f"{kind} with {players} on seed {seed}: no end after "
                        f"{max_decisions} decisions")

    @staticmethod
    def plan(engine: Engine, game: GameRecord, seat: int, seed: int,
             most: int = 25) -> list[Move]:
        """The computer's next decisions of this seat's turn from ``game``'s state, as
        the game would go (each chosen on the state the one before leaves, with the seed
        the game's version then gives), up to ``most``; the first is the one to enter."""
        state = game.state
        turn = engine.turn_number(state)
        plan: list[Move] = []
        for step in range(most):
            move = choose_move(engine, state, seat, "greedy",
                               (seed * 1_000_003 + game.version + step) & 0xFFFFFFFF)
            plan.append(move)
            state = engine.apply(state, seat, move.notation)
            if engine.to_move(state) != [seat] or engine.turn_number(state) != turn:
                break
        return plan

    async def enter(self, engine: Engine, game: GameRecord, seat: int,
                    panel: StoredMessage, move: Move, ahead: Callable[[], list[Move]]
                    ) -> tuple[list[tuple[str, str]], int]:
        """Tap through ``panel`` to ``move`` (and, where the last tap is a select taking
        several values, the moves ``ahead`` plans after it that the same select offers);
        each move chosen with the notation the store logged for it, and the taps."""
        moves = engine.panel_moves(game.state, seat)
        batch: list[str] = [move.notation]
        offered = [m for m in moves if m.notation == move.notation]
        if any(m.then for m in offered):
            # the panel offers the move combined with the next decision (Move.then):
            # the option that also enters the computer's next choice
            planned = [m.notation for m in ahead()]
            move = next((m for m in offered
                         if [m.notation, *m.then] == planned[:1 + len(m.then)]), move)
            batch = [move.notation, *move.then]
        target = index_path(moves, move)
        user = game.user_at(seat).user_id
        taps = 0
        while True:
            tap = next_tap(panel, target)
            if tap is None:
                raise TapsError(f"{game.kind} #{game.id}: no way to {move.notation!r} "
                                f"({target}) on {panel.custom_ids}")
            kind, custom_id, value = tap
            if kind == "button":
                record = await self.double.click(user, panel, custom_id)
            else:
                values = [value]
                if _takes_several(panel, custom_id, target):
                    batch, values = _together(engine, game, seat, panel, custom_id, moves,
                                              target, ahead())
                record = await self.double.select(user, panel, custom_id, values)
            taps += 1
            if record.errors:
                raise TapsError(f"{game.kind}: {record.errors}")
            after = await self.bot.store.get_game(game.id)
            assert after is not None
            if after.version != game.version:
                # the first moves past the panel's version are the ones these taps made
                logged = await self.bot.store.moves_after_version(game.id, game.version)
                entered = [m.notation for m in logged[:len(batch)]]
                if entered[1:] != batch[1:len(entered)]:
                    raise TapsError(f"{game.kind}: one select entered {entered}, "
                                    f"chosen {batch}")
                return list(zip(batch, entered, strict=False)), taps
            panel = self.double.message(panel.id)
            if taps > 200:
                raise TapsError(f"{game.kind}: 200 taps without entering {move.notation!r}")


def _takes_several(panel: StoredMessage, custom_id: str, target: tuple[int, ...]) -> bool:
    """Is ``custom_id`` a select of several values whose options are ``target``'s level?"""
    select = next(s for s in panel.selects if s.get("custom_id") == custom_id)
    found = _SELECT.fullmatch(custom_id)
    return (int(select.get("max_values") or 1) > 1 and found is not None
            and _prefix(found.group(4)) == target[:-1])


def _settled(state: dict) -> str:
    """A state as the game stands, for comparing two orders of the same choices: what
    the last move said and the order things were chosen in (a set of Stones being
    combined, the cards placed, as Zensō keeps them) left out."""
    kept = {k: v for k, v in state.items() if k not in ("events", "private", "revealed")}
    flags = kept.get("flags")
    if isinstance(flags, dict) and isinstance(flags.get("selected"), list):
        kept["flags"] = {**flags, "selected": sorted(map(str, flags["selected"]))}
    if isinstance(kept.get("seats"), list):
        kept["seats"] = [{**seat, "placed": sorted(map(str, seat["placed"]))}
                         if isinstance(seat, dict) and isinstance(seat.get("placed"), list)
                         else seat for seat in kept["seats"]]
    return json.dumps(kept, sort_keys=True, default=str)


def _together(engine: Engine, game: GameRecord, seat: int, panel: StoredMessage,
              custom_id: str, moves: Sequence[Move], target: tuple[int, ...],
              plan: Sequence[Move]) -> tuple[list[str], list[str]]:
    """The moves and values to tick in the select ``custom_id`` for ``plan`` (its first
    move is ``target``'s): the longest run of planned moves that are options of this
    select page, within its ``max_values``, such that played in the select's order (as
    the panel plays them) they are legal and leave the game as the computer's order
    does. Returns the notations in the order played and the values."""
    select = next(s for s in panel.selects if s.get("custom_id") == custom_id)
    offered = {option["value"] for option in select.get("options") or []}
    room = int(select.get("max_values") or 1)
    level = target[:-1]
    # a planned move as this panel lists it (later states number footprints anew)
    listed = {m.notation: m for m in moves}
    run: list[tuple[int, str]] = [(target[-1], plan[0].notation)]
    state = engine.apply(game.state, seat, plan[0].notation)
    best = (list(run), _settled(state))
    for move in plan[1:]:
        if len(run) >= room or move.notation not in listed:
            break
        path = index_path(moves, listed[move.notation])
        if path[:-1] != level or str(path[-1]) not in offered or \
                path[-1] in {index for index, _ in run}:
            break
        run.append((path[-1], move.notation))
        state = engine.apply(state, seat, move.notation)
        ordered = sorted(run)
        try:
            replayed = game.state
            for _, notation in ordered:
                replayed = engine.apply(replayed, seat, notation)
        except IllegalMove:
            continue
        if _settled(replayed) == _settled(state):
            best = (ordered, _settled(state))
    chosen = best[0]
    return [notation for _, notation in chosen], [str(index) for index, _ in chosen]


def figure_line(kind: str, taps: Sequence[int]) -> str:
    return (f"{kind} median {statistics.median(taps):g} p95 {percentile(taps, 0.95)} "
            f"max {max(taps)}")


def player_counts(engine: Engine) -> range:
    return range(engine.min_players, engine.max_players + 1)


async def measure(kinds: Sequence[str], games: int, first_seed: int = 1,
                  counts: Sequence[int] | None = None) -> dict[str, list[Turn]]:
    """Every game of ``kinds`` at every player count (or ``counts``), ``games`` seeded
    games each; the turns played, per game."""
    played: dict[str, list[Turn]] = {}
    with tempfile.TemporaryDirectory() as folder:
        bench = Bench(Path(folder))
        await bench.start()
        try:
            for kind in kinds:
                engine = get_engine(kind)
                for players in counts or player_counts(engine):
                    for seed in range(first_seed, first_seed + games):
                        turns = await bench.play(kind, players, seed)
                        played.setdefault(kind, []).extend(turns)
                        bench.forget_history()
        finally:
            await bench.close()
    return played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2,
                        help="seeded games per game and player count")
    parser.add_argument("--seed", type=int, default=1, help="the first game seed")
    parser.add_argument("--game", action="append", choices=sorted(registry()),
                        help="only this game (repeatable)")
    parser.add_argument("--longest", type=int, default=0, metavar="N",
                        help="also list each game's N turns that took the most taps, "
                             "decision by decision")
    args = parser.parse_args()
    kinds = args.game or sorted(registry())
    began = time.perf_counter()
    turns = 0
    for kind in kinds:  # a line as each game is done: a long run shows its progress
        played = asyncio.run(measure([kind], args.games, args.seed))[kind]
        print(figure_line(kind, [turn.taps for turn in played]), flush=True)
        for turn in sorted(played, key=lambda t: -t.taps)[:args.longest]:
            print(f"  {turn.taps} taps ({turn.players} players, seat {turn.seat}): "
                  + "; ".join(f"{d.entered} ({d.taps})" for d in turn.decisions))
        turns += len(played)
    print(f"({turns} turns, {args.games} seeded games per player count, "
          f"{time.perf_counter() - began:.0f} s)")


if __name__ == "__main__":
    main()
