"""What every rewrite of stored move logs shares (:mod:`bot.app.move_logs` for the
migrations, :mod:`bot.app.zenso_logs` for Zensō's): the report of what was done, and the
log numbered again without the gaps dropped moves leave."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import aiosqlite


@dataclass
class Upgraded:
    """What the step did, for the log and the tests."""

    #: games whose log was rewritten (moves dropped, or the last one taken back)
    rewritten: list[int] = field(default_factory=list)
    #: moves dropped, in all
    dropped: int = 0
    #: games left waiting on a move that is now automatic, whose last move was taken back
    taken_back: list[int] = field(default_factory=list)
    #: games left as they were: their log does not replay, or not to their stored state
    left: list[int] = field(default_factory=list)
    #: games left waiting on a move that is now automatic, whose last move could not be
    #: taken back (it revealed something): the turn passed (Zensō)
    passed: list[int] = field(default_factory=list)
    #: of those, games that ended so (their results counted)
    finished: list[int] = field(default_factory=list)


async def renumber(db: aiosqlite.Connection, game_id: int, dropped_to: dict[int, int]) -> None:
    """Number the log again without the gaps the dropped moves left, and point a queued
    board of a dropped move (``dropped_to``: its number → the move that now does what it
    did, 0 for none) at that move."""
    seqs = [int(r[0]) for r in await db.execute_fetchall(
        "SELECT seq FROM moves WHERE game_id = ? ORDER BY seq", (game_id,))]
    new_seq = {0: 0} | {old: new for new, old in enumerate(seqs, start=1)}
    for dropped, now in dropped_to.items():
        new_seq[dropped] = new_seq[now]
    # in ascending order each number moves down into one already freed
    for old in seqs:
        if new_seq[old] != old:
            await db.execute("UPDATE moves SET seq = ? WHERE game_id = ? AND seq = ?",
                             (new_seq[old], game_id, old))
    for entry_id, payload_text in await db.execute_fetchall(
            "SELECT id, payload FROM outbox WHERE game_id = ? AND delivered_at IS NULL",
            (game_id,)):
        payload = json.loads(payload_text or "{}")
        if "seq" in payload and new_seq.get(int(payload["seq"]), payload["seq"]) != \
                payload["seq"]:
            payload["seq"] = new_seq[int(payload["seq"])]
            await db.execute("UPDATE outbox SET payload = ? WHERE id = ?",
                             (json.dumps(payload), entry_id))
