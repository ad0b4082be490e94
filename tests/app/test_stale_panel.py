"""A stale panel is judged from the moves since its version alone (a store query with
``version > ?``), and the judgement is the one the whole move log gives."""

from __future__ import annotations

import pytest

from bot.app.records import GameRecord, MoveRecord
from bot.app.tables import Actor, Tables
from tests.app.conftest import ANN, BEN, CID
from tests.toys import install_toys


@pytest.fixture(autouse=True)
def toys():
    yield from install_toys()


def _judged_from_the_whole_log(game: GameRecord, actor: Actor, version: int,
                               log: list[MoveRecord]) -> bool:
    """The judgement as it was made before: over every move of the game."""
    seat = game.seat_of(actor.user_id)
    if seat is None or version > game.version:
        return False
    later = [m for m in log if m.version is not None and m.version > version]
    return (len(later) == game.version - version
            and all(m.seat != seat and not m.ends_turn for m in later))


async def _every_judgement(tables: Tables, game_id: int, monkeypatch) -> list[bool]:
    """The judgement for every seat and every version so far (and one ahead), checked
    against the whole log's; the judging itself must not read the whole log."""
    game = await tables.get(game_id)
    log = await tables.store.moves(game_id)
    read_whole_log = []

    async def whole_log(*args, **kwargs):
        read_whole_log.append(args)
        return log

    monkeypatch.setattr(tables.store, "moves", whole_log)
    judged = []
    for actor in (ANN, BEN, CID, Actor(999, "Stranger")):
        for version in range(game.version + 2):
            verdict = await tables.panel_is_current(game, actor, version)
            assert verdict == (version == game.version or
                               _judged_from_the_whole_log(game, actor, version, log)), (
                actor, version)
            judged.append(verdict)
    monkeypatch.undo()
    assert read_whole_log == []
    return judged


async def test_a_stale_panel_is_judged_as_the_whole_log_would(tables, monkeypatch):
    game = await tables.create("simul", ANN, guild_id=1, channel_id=10, seat_order="joined")
    for actor in (BEN, CID):
        await tables.join(game.id, actor)
    game = await tables.start(game.id, ANN)
    verdicts = []
    # A simultaneous step (each seat's choice leaves the others' panels current), an
    # undo (which outdates every panel opened before it), then ordinary turns.
    await tables.play(game.id, BEN, "start 2")
    verdicts += await _every_judgement(tables, game.id, monkeypatch)
    before = await tables.get(game.id)
    await tables.play(game.id, ANN, "start 1")
    verdicts += await _every_judgement(tables, game.id, monkeypatch)
    # Ann's choice taken back, as an undo stores it: the move flagged, the version bumped.
    after = await tables.get(game.id)
    last = (await tables.store.moves(game.id))[-1]
    await tables.store.undo_moves(game.id, expected_version=after.version, seqs=[last.seq],
                                  state=before.state, now=0.0)
    verdicts += await _every_judgement(tables, game.id, monkeypatch)
    for actor, notation in ((ANN, "start 3"), (CID, "start 1"), (ANN, "step"),
                            (BEN, "step")):
        await tables.play(game.id, actor, notation)
        verdicts += await _every_judgement(tables, game.id, monkeypatch)
    # Both answers occur, so the comparison means something.
    assert True in verdicts and False in verdicts


async def test_only_the_moves_after_a_version_are_read(tables):
    game = await tables.create("simul", ANN, guild_id=1, channel_id=10, seat_order="joined")
    await tables.join(game.id, BEN)
    game = await tables.start(game.id, ANN)
    for actor, notation in ((BEN, "start 2"), (ANN, "start 1"), (ANN, "step")):
        before = await tables.get(game.id)
        await tables.play(game.id, actor, notation)
    # The step taken back: a move the log keeps, flagged, that no panel must count.
    last = (await tables.store.moves(game.id))[-1]
    await tables.store.undo_moves(game.id, expected_version=before.version + 1,
                                  seqs=[last.seq], state=before.state, now=0.0)
    log = await tables.store.moves(game.id)  # without the move taken back
    assert len(await tables.store.moves(game.id, include_undone=True)) == len(log) + 1
    for version in range(game.version, game.version + len(log) + 3):
        later = await tables.store.moves_after_version(game.id, version)
        assert later == [m for m in log if m.version > version]
