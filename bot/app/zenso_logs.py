"""Zensō move logs stored before the turn asked fewer taps, in today's shape (issue 19;
migration 10, and first thing in migration 7 through :func:`bot.app.move_logs.upgrade_logs`).

Today's Zensō engine ends a turn by itself when nothing optional is left and takes a
Terrain card as the skip of phase 1; :mod:`bot.games.zenso.legacy` says what an old log
holds instead and how each old move reads today. For each game whose log is in the old
shape, in the migration's transaction:

- the dropped moves (an End turn today's engine takes, a skip a take now makes) leave
  the log, which is numbered again without gaps; a queued board of a dropped End turn is
  the board of the move before it, which now ends that turn, and that move takes the End
  turn's version. A skip the old engine followed by taking the only card becomes that
  ``take`` (after free actions: they move up a row, the last row takes the card);
- every live move's events, ``ends_turn``, ``reveals`` and the state undo keeps for the
  current turn are the replay's, and so is the stored state; the game's version grows by
  one (a panel opened before is out of date). The stored state must be the same game as
  the replay (what its last move said apart), or one waiting on an End turn with nothing
  optional left, or one past a skip today's engine does not need (phase 1 again, where
  taking a card is the skip): otherwise the game is left as it was, with a warning;
- a game left waiting on such an End turn has its last move taken back, as Undo would
  (the player makes it again and the turn ends by itself), like Bonsai's games waiting on
  their Finish. When Undo could not have taken it back (it revealed something, a computer
  made it, or it was not that player's), the turn passes instead: the next turn's board
  is owed, its clock starts, a reminder still queued is void, and when that End turn
  ended the game the game is finished with its result counted.

A log already in today's shape replays unchanged and is not touched, so a second run
changes nothing.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.app.log_rewrite import Upgraded, renumber
from bot.app.results import end_words
from bot.app.turn_clock import deadline_for
from bot.games.message import stored

log = logging.getLogger(__name__)


@dataclass
class _Row:
    seq: int
    seat: int
    notation: str
    reveals: bool
    by_computer: bool
    version: int | None
    has_before: bool


async def upgrade_game(db: aiosqlite.Connection, game_id: int, done: Upgraded) -> None:
    """Rewrite one Zensō game stored in the old shape (see the module's docstring)."""
    from bot.games import get_engine
    from bot.games.zenso.legacy import stored_matches, upgrade_log

    engine = get_engine("zenso")
    (status, options, seed, raw_state, deadline), = await db.execute_fetchall(
        "SELECT status, options, seed, state, deadline FROM games WHERE id = ?", (game_id,))
    if status not in ("active", "finished"):
        return
    options, stored_state = json.loads(options or "{}"), json.loads(raw_state)
    seats = [(int(p), str(c)) for p, c in await db.execute_fetchall(
        "SELECT position, controller FROM seats WHERE game_id = ? ORDER BY position",
        (game_id,))]
    rows = [_Row(int(r[0]), int(r[1]), str(r[2]), bool(r[3]), bool(r[4]),
                 None if r[5] is None else int(r[5]), r[6] is not None)
            for r in await db.execute_fetchall(
                "SELECT seq, seat, notation, reveals, by_computer, version, state_before "
                "FROM moves WHERE game_id = ? AND undone = 0 ORDER BY seq", (game_id,))]
    engine_options = engine.engine_options(options)
    try:
        upgraded = upgrade_log(engine, len(seats), int(seed), engine_options,
                               [(r.seat, r.notation) for r in rows])
    except Exception:
        # refused for another reason than the old shape: not a log this step knows
        log.warning("Zensō game %s: its move log does not replay: left as it is", game_id,
                    exc_info=True)
        done.left.append(game_id)
        return
    if not upgraded.changed:
        return
    if not stored_matches(engine, stored_state, upgraded):
        log.warning("Zensō game %s: the stored state differs from a replay of its move "
                    "log: left as it is", game_id)
        done.left.append(game_id)
        return
    notations, states = upgraded.notations, upgraded.states
    setup = engine.setup(len(seats), int(seed), engine_options)
    # Left waiting on an End turn today's engine took: its last move is taken back when
    # Undo could have taken it back then, so the game is where the player left it.
    waiting = status == "active" and \
        engine.turn_number(states[-1]) != engine.turn_number(stored_state)
    last = rows[-1]
    take_back = waiting and notations[-1] is not None and last.seat == stored_state[
        "active"] and not last.reveals and not last.by_computer
    live = len(rows) - 1 if take_back else len(rows)
    kept = [i for i in range(live) if notations[i] is not None]
    ends = {i: engine.is_over(states[i]) or engine.turn_number(states[i]) !=
            engine.turn_number(states[i - 1] if i else setup) for i in kept}
    last_end = max((i for i in kept if ends[i]), default=-1)
    # a dropped move's board and version go to the kept move before it
    dropped_to: dict[int, int] = {}
    version_of = {i: rows[i].version for i in kept}
    previous: int | None = None
    for i, row in enumerate(rows):
        if notations[i] is not None:
            previous = i
            continue
        await db.execute("DELETE FROM moves WHERE game_id = ? AND seq = ?", (game_id, row.seq))
        done.dropped += 1
        dropped_to[row.seq] = rows[previous].seq if previous is not None else 0
        if previous is not None and previous in version_of and row.version is not None:
            version_of[previous] = max(version_of[previous] or 0, row.version)
    for i in kept:
        row, notation, after = rows[i], notations[i], states[i]
        before = states[i - 1] if i else setup
        if notation != row.notation:
            # another move in this row (a take, a free action moved up): its own mark
            move = engine.find_move(before, row.seat, notation)
            reveals = move is None or move.reveals or engine.revealed(after)
        else:
            reveals = row.reveals or engine.revealed(after)
        keeps_before = row.has_before and i > last_end and not reveals \
            and not row.by_computer and status == "active"
        await db.execute(
            "UPDATE moves SET notation = ?, events = ?, ends_turn = ?, reveals = ?, "
            "state_before = ?, version = ? WHERE game_id = ? AND seq = ?",
            (notation, json.dumps([stored(e) for e in engine.events(after)]), int(ends[i]),
             int(reveals), json.dumps(before) if keeps_before else None, version_of[i],
             game_id, row.seq))
    if take_back:
        await db.execute("UPDATE moves SET notation = ?, undone = 1 WHERE game_id = ? "
                         "AND seq = ?", (notations[-1], game_id, last.seq))
    final = states[live - 1] if live else setup
    await db.execute("UPDATE games SET state = ?, version = version + 1 WHERE id = ?",
                     (json.dumps(final), game_id))
    # the boards still owed show their move's state, replayed
    after_seq = {0: setup} | {row.seq: states[i] for i, row in enumerate(rows)}
    for entry_id, kind, payload in await db.execute_fetchall(
            "SELECT id, kind, payload FROM outbox WHERE game_id = ? AND delivered_at IS NULL "
            "ORDER BY id", (game_id,)):
        payload = json.loads(payload or "{}")
        if kind == "move" and "state" in payload and int(payload.get("seq", -1)) in after_seq:
            payload["state"] = after_seq[int(payload["seq"])]
        elif kind == "started" and "state" in payload:
            payload["state"] = setup
        else:
            continue
        await db.execute("UPDATE outbox SET payload = ? WHERE id = ?",
                         (json.dumps(payload), entry_id))
    await renumber(db, game_id, dropped_to)
    done.rewritten.append(game_id)
    if take_back:
        done.taken_back.append(game_id)
    elif waiting:
        await _pass_turn(db, game_id, engine, final, seats, options, deadline, done)


async def _pass_turn(db: aiosqlite.Connection, game_id: int, engine: Any, final: Any,
                     seats: list[tuple[int, str]], options: dict[str, Any],
                     deadline: float | None, done: Upgraded) -> None:
    """The End turn the game waited on is today's engine's: the next turn's board is
    owed, as a move's commit owes it, and the game may have ended with it (its result is
    counted by the store, which runs the migration: ``done.finished``)."""
    done.passed.append(game_id)
    status, result = "active", None
    if engine.is_over(final):
        told = engine.result(final)
        assert told is not None
        result = told.to_json()
        result["sentence"] = [stored(part) for part in end_words(engine, told)]
        result["solo"] = False  # Zensō is played by two to four
        result["computer_seats"] = [p for p, controller in seats if controller != "human"]
        status, deadline = "finished", None
        done.finished.append(game_id)
    elif deadline is not None:
        # the clock runs for the player asked now (none when only computers are)
        humans = {p for p, controller in seats if controller == "human"}
        deadline = deadline_for(time.time(), options.get("speed")) \
            if humans & set(engine.to_move(final)) else None
    await db.execute("UPDATE games SET status = ?, result = ?, deadline = ?, "
                     "reminders_sent = 0 WHERE id = ?",
                     (status, json.dumps(result) if result else None, deadline, game_id))
    # a reminder still queued was about the End turn nobody has to make now
    await db.execute("UPDATE outbox SET delivered_at = ?, payload = '{}' WHERE game_id = ? "
                     "AND kind = 'reminder' AND delivered_at IS NULL", (time.time(), game_id))
    (seq, seat, by_computer), = await db.execute_fetchall(
        "SELECT seq, seat, by_computer FROM moves WHERE game_id = ? AND undone = 0 "
        "ORDER BY seq DESC LIMIT 1", (game_id,))
    (version,), = await db.execute_fetchall("SELECT version FROM games WHERE id = ?",
                                            (game_id,))
    await db.execute(
        "INSERT INTO outbox (game_id, kind, version, payload, created_at) "
        "VALUES (?, 'move', ?, ?, ?)",
        (game_id, int(version), json.dumps({
            "seat": int(seat), "seq": int(seq), "by_computer": bool(by_computer),
            "state": final, "status": status, "result": result, "deadline": deadline}),
         time.time()))
