"""Move logs in today's shape: logs written before an engine changed what a move does.

A game's stored state is a replay of its move log through today's engine (``python -m
bot check`` says so game by game). When an engine makes automatic what a player used to
choose, a log written before holds a move that today's engine refuses, or reads
differently; this step rewrites such logs once, in the transaction of migration 9 (and
before migration 7 replays an older database's games). ``docs/words.md`` says the same.

**Bonsai, issue 19.** A Cultivate used to go on after its last possible tile until the
player chose Finish, so the log kept a ``finish`` after that ``place`` (the only move
allowed then). Today that tile ends the placing by itself; the old ``finish`` would be
refused, or, in a solo game whose turn ended with the tile, read as passing the next
turn. So:

- The ``finish`` (and any taken back before it) is dropped; the ``place`` now does what
  both did: it takes the ``finish``'s events (from the replay), its end of the turn, its
  reveal, its version (the game's version after it), and, when the turn ended, no state
  to undo to. The log is numbered again without the gap, and a board still queued for
  the ``finish`` is the ``place``'s.
- A game left waiting for that ``finish`` (its last move that ``place``) no longer
  waits on anything today's engine has: the ``place`` is taken back, as Undo would take
  it back, and the player places the tile again (one tap, as the Finish was; the button
  says the turn ends). Moving the game on instead would be a commit made by a migration
  (the next board, a clock, perhaps the result), not a rewrite of what was stored.

A ``place`` that today ends a placing and was stored as not ending the turn is followed
in a log either by nothing, by a goal or return decision, or by that old ``finish``:
so a log already in today's shape has nothing to rewrite, and a second run changes
nothing. A game whose stored state does not match a replay of its rewritten log is left
as it is, with a warning.

**Zensō, issue 19** (migration 10): the End turns today's engine takes by itself and
the skips a take now makes are rewritten by :mod:`bot.app.zenso_logs` (the same rules: a
game left waiting on such an End turn has its last move taken back, as Undo would).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.app.log_rewrite import Upgraded, renumber
from bot.games.message import same_apart_from_words

log = logging.getLogger(__name__)

State = dict[str, Any]


@dataclass
class _Row:
    seq: int
    seat: int
    notation: str
    undone: bool
    ends_turn: bool
    reveals: bool
    version: int | None
    state_before: Any


def _bonsai_placing_ended(before: State, after: State, move: _Row) -> bool:
    """A ``place`` in a Cultivate after which today's engine has ended the placing, while
    the log stored it as leaving the turn open (the old engine waited for ``finish``)."""
    return (move.notation.startswith("place ") and before["phase"] == "cultivate"
            and after["phase"] != "cultivate" and not move.ends_turn)


#: per game kind: which move now does by itself what the next one did, and that move
_NOW_AUTOMATIC: dict[str, tuple[Callable[[State, State, _Row], bool], str]] = {
    "bonsai": (_bonsai_placing_ended, "finish"),
}


async def _zenso(db: aiosqlite.Connection, game_id: int, done: Upgraded) -> None:
    from bot.app.zenso_logs import upgrade_game

    await upgrade_game(db, game_id, done)


#: per game kind whose logs need more than a move dropped: the step that rewrites a game
_REWRITTEN: dict[str, Callable[[aiosqlite.Connection, int, Upgraded], Awaitable[None]]] = {
    "zenso": _zenso,
}


async def upgrade_logs(db: aiosqlite.Connection) -> Upgraded:
    """Rewrite every stored log written in an older shape (see the module's docstring)."""
    done = Upgraded()
    kinds = [*_NOW_AUTOMATIC, *_REWRITTEN]
    rows = await db.execute_fetchall(
        f"SELECT id, kind FROM games WHERE kind IN ({', '.join('?' * len(kinds))}) "
        "AND state IS NOT NULL ORDER BY id", kinds)
    for row in rows:
        rewrite = _REWRITTEN.get(str(row[1]), _game)
        await rewrite(db, int(row[0]), done)
    if done.rewritten or done.left:
        log.info("move logs in an older shape: %d games rewritten (%d moves dropped, the "
                 "last move taken back in %s, the turn passed in %s); left as they were: "
                 "%s", len(done.rewritten), done.dropped, done.taken_back, done.passed,
                 done.left)
    return done


async def _game(db: aiosqlite.Connection, game_id: int, done: Upgraded) -> None:
    from bot.games import get_engine

    found = await db.execute_fetchall(
        "SELECT kind, options, seed, state, version FROM games WHERE id = ?", (game_id,))
    kind, options, seed = found[0][0], json.loads(found[0][1] or "{}"), int(found[0][2])
    stored_state, version = json.loads(found[0][3]), int(found[0][4])
    players = len(await db.execute_fetchall("SELECT 1 FROM seats WHERE game_id = ?",
                                            (game_id,)))
    rows = [_Row(int(r[0]), int(r[1]), str(r[2]), bool(r[3]), bool(r[4]), bool(r[5]),
                 None if r[6] is None else int(r[6]), r[7])
            for r in await db.execute_fetchall(
                "SELECT seq, seat, notation, undone, ends_turn, reveals, version, "
                "state_before FROM moves WHERE game_id = ? ORDER BY seq", (game_id,))]
    ended_placing, automatic = _NOW_AUTOMATIC[kind]
    engine = get_engine(kind)
    # the replay, dropping the moves that are now automatic
    absorbed: dict[int, list[_Row]] = {}  # the move that now does it → the moves dropped
    after: dict[int, State] = {}
    before_move: dict[int, State] = {}
    ended: _Row | None = None  # the last live move, if it now ended what came next
    try:
        state = engine.setup(players, seed, engine.engine_options(options))
        for row in rows:
            if ended is not None and row.seat == ended.seat and row.notation == automatic:
                absorbed.setdefault(ended.seq, []).append(row)
                if not row.undone:
                    ended = None
                continue
            if row.undone:
                continue
            ended = None
            before_move[row.seq], state = state, engine.apply(state, row.seat, row.notation)
            after[row.seq] = state
            if ended_placing(before_move[row.seq], state, row):
                ended = row
    except Exception:
        log.warning("game %s (%s): its move log does not replay: left as it is", game_id,
                    kind, exc_info=True)
        done.left.append(game_id)
        return
    take_back = None
    if not same_apart_from_words(stored_state, state):
        # Left waiting on the move that is now automatic? Then that move, played on the
        # stored state, leads where the replay is.
        try:
            waited = ended is not None and same_apart_from_words(
                engine.apply(stored_state, ended.seat, automatic), state)
        except Exception:
            waited = False
        if not waited:
            log.warning("game %s (%s): the stored state differs from a replay of its "
                        "move log: left as it is", game_id, kind)
            done.left.append(game_id)
            return
        assert ended is not None
        take_back = ended
    if not absorbed and take_back is None:
        return
    done.rewritten.append(game_id)
    by_seq = {row.seq: row for row in rows}
    for seq, dropped in absorbed.items():
        place = by_seq[seq]
        live = [row for row in dropped if not row.undone]
        if live:
            finish = live[-1]
            place.ends_turn = finish.ends_turn
            place.reveals = place.reveals or finish.reveals
            place.version = finish.version
            if place.ends_turn:
                place.state_before = None  # a finished turn keeps nothing to undo to
            await db.execute(
                "UPDATE moves SET ends_turn = ?, reveals = ?, version = ?, events = ?, "
                "state_before = ? WHERE game_id = ? AND seq = ?",
                (int(place.ends_turn), int(place.reveals), place.version,
                 json.dumps(list(after[seq].get("events", []))), place.state_before,
                 game_id, seq))
        done.dropped += len(dropped)
        await db.executemany("DELETE FROM moves WHERE game_id = ? AND seq = ?",
                             [(game_id, row.seq) for row in dropped])
    if take_back is not None:
        done.taken_back.append(game_id)
        await db.execute("UPDATE moves SET undone = 1 WHERE game_id = ? AND seq = ?",
                         (game_id, take_back.seq))
        # the state the move started from, as today's engine replays it; the version
        # moves on, as an undo's does, so a panel opened before is out of date
        await db.execute("UPDATE games SET state = ?, version = ? WHERE id = ?",
                         (json.dumps(before_move[take_back.seq]), version + 1, game_id))
    await renumber(db, game_id, {row.seq: seq for seq, dropped in absorbed.items()
                                 for row in dropped})
