"""Asynchronous play: clocks and reminders, timeouts, skip and removal, away, undo,
"since your last turn" — all with a controllable clock, no sleeping."""

from __future__ import annotations

import pytest

from bot.app.store import Store
from bot.app.tables import TableError, Tables
from bot.app.turn_clock import (
    DAY,
    HOUR,
    away_refusal,
    due_reminder,
    in_quiet_hours,
)
from bot.games import registry
from bot.i18n import english
from tests.app.conftest import ANN, BEN, CID, RecordingNotifier
from tests.toy_engine import ENGINE as TOY


@pytest.fixture(autouse=True)
def toy_game():
    registry()["toy"] = TOY
    yield
    registry().pop("toy", None)


async def toy_table(tables, *players, speed="24h"):
    game = await tables.create("toy", players[0], guild_id=1, channel_id=10,
                               seat_order="joined", speed=speed)
    for actor in players[1:]:
        await tables.join(game.id, actor)
    return await tables.start(game.id, players[0])


def reminders(notifier):
    return [c for c in notifier.calls if c[0] == "reminder"]


class ClockNotifier(RecordingNotifier):
    async def reminder(self, game, user_ids, text):
        self.calls.append(("reminder", (user_ids, text)))

    async def announce(self, game, text):
        self.calls.append(("announce", text))


@pytest.fixture
def notifier():
    return ClockNotifier()


# --- pure clock rules -------------------------------------------------------------------

def test_reminder_schedule_for_a_day():
    deadline = 1000 * DAY
    assert due_reminder(deadline - 13 * HOUR, deadline, "24h", 0) is None
    assert due_reminder(deadline - 12 * HOUR, deadline, "24h", 0) == 1
    assert due_reminder(deadline - 12 * HOUR, deadline, "24h", 1) is None
    assert due_reminder(deadline - 2.4 * HOUR, deadline, "24h", 1) == 2
    assert due_reminder(deadline - 1 * HOUR, deadline, "24h", 2) is None
    assert due_reminder(deadline + 1, deadline, "24h", 0) is None
    assert due_reminder(deadline - HOUR, None, "none", 0) is None


def test_quiet_hours_across_midnight_and_time_zones():
    midnight = 1000 * DAY
    assert in_quiet_hours(midnight + 23 * HOUR, 22, 7)
    assert in_quiet_hours(midnight + 3 * HOUR, 22, 7)
    assert not in_quiet_hours(midnight + 12 * HOUR, 22, 7)
    # 20:00 UTC is 23:00 for someone at UTC+3
    assert in_quiet_hours(midnight + 20 * HOUR, 22, 7, tz_offset_minutes=180)
    assert not in_quiet_hours(midnight + 20 * HOUR, None, None)


def test_away_allowance():
    now = 1000 * DAY
    assert away_refusal([], now, now + 14 * DAY) is None
    assert "at most 14 days" in english(away_refusal([], now, now + 15 * DAY))
    assert "future" in english(away_refusal([], now, now - 1))
    used = [(now - 10 * DAY, now - 5 * DAY)]
    assert away_refusal(used, now, now + 9 * DAY) is None
    assert "9 days left" in english(away_refusal(used, now, now + 10 * DAY))


# --- through the tables -----------------------------------------------------------------

async def test_reminders_fire_once_each_at_the_right_times(tables, notifier, clock, store):
    game = await toy_table(tables, ANN, BEN)
    assert game.deadline == clock.now() + DAY
    await tables.tick()
    assert reminders(notifier) == []
    clock.advance(12 * HOUR)
    await tables.tick()
    await tables.tick()
    assert len(reminders(notifier)) == 1
    assert reminders(notifier)[0][1][0] == [ANN.user_id]
    clock.advance(10 * HOUR)
    await tables.tick()
    await tables.tick()
    assert len(reminders(notifier)) == 2
    clock.advance(1 * HOUR)
    await tables.tick()
    assert len(reminders(notifier)) == 2  # never more than two per move
    # A move resets the clock for the next player.
    await tables.play(game.id, ANN, "add 1")
    await tables.play(game.id, ANN, "end")
    after = await store.get_game(game.id)
    assert after.deadline == clock.now() + DAY and after.reminders_sent == 0


async def test_clocks_survive_a_restart(tmp_path, clock):
    path = tmp_path / "clock.sqlite3"
    first_notifier = ClockNotifier()
    store = await Store.open(path)
    game = await toy_table(Tables(store, first_notifier, clock=clock), ANN, BEN)
    clock.advance(12 * HOUR)
    await Tables(store, first_notifier, clock=clock).tick()
    await store.close()
    assert len(reminders(first_notifier)) == 1

    second_notifier = ClockNotifier()
    store = await Store.open(path)
    tables = Tables(store, second_notifier, clock=clock)
    await tables.tick()
    assert reminders(second_notifier) == []  # the halfway reminder is not sent again
    clock.advance(10 * HOUR)
    await tables.tick()
    assert len(reminders(second_notifier)) == 1
    assert (await store.get_game(game.id)).reminders_sent == 2
    await store.close()


async def test_quiet_hours_delay_a_reminder(tables, notifier, clock, store):
    clock.set(1000 * DAY)  # midnight UTC
    prefs = await store.get_user(ANN.user_id)
    prefs.quiet_start, prefs.quiet_end = 11, 14
    await store.save_user(prefs)
    await toy_table(tables, ANN, BEN)
    clock.advance(12 * HOUR)  # noon: Ann's quiet hours
    await tables.tick()
    assert reminders(notifier) == []
    clock.advance(2 * HOUR)  # 14:00: quiet hours over
    await tables.tick()
    assert len(reminders(notifier)) == 1


async def test_timeout_skip_and_removal(tables, notifier, clock, store):
    game = await toy_table(tables, ANN, BEN, CID)
    with pytest.raises(TableError, match="Nobody has run out of time"):
        await tables.skip(game.id, BEN)
    for round_number in range(3):
        clock.advance(DAY + 1)
        await tables.tick()
        assert any("ran out of time" in english(c[1]) for c in notifier.calls
                   if c[0] == "announce")
        with pytest.raises(TableError, match="own turn"):
            await tables.skip(game.id, ANN)
        reports = await tables.skip(game.id, BEN)
        assert reports and all(r.by_computer and r.seat == 0 for r in reports)
        game = await store.get_game(game.id)
        assert game.user_at(0).timeouts == round_number + 1
        if round_number < 2:
            with pytest.raises(TableError, match="after 3"):
                await tables.remove(game.id, BEN, 0)
        # Ben and Cid play their turns normally.
        for actor in (BEN, CID):
            await tables.play(game.id, actor, "add 1")
            await tables.play(game.id, actor, "end")
    game = await tables.remove(game.id, BEN, 0)
    assert game.user_at(0).controller == "computer:greedy:removed"
    await tables.wait_idle()
    game = await store.get_game(game.id)
    assert TOY.to_move(game.state) == [1]  # the computer already played Ann's turn
    # …and the game goes on to its end, the computer playing Ann's seat every round.
    while game.status == "active":
        actor = {1: BEN, 2: CID}[TOY.to_move(game.state)[0]]
        report = await tables.play(game.id, actor, "add 2")
        if not report.finished:
            await tables.play(game.id, actor, "end")
        await tables.wait_idle()
        game = await store.get_game(game.id)
    assert game.status == "finished" and game.result["computer_seats"] == [0]
    assert await tables.check() == []


async def test_away_pauses_the_clock(tables, clock, store):
    game = await toy_table(tables, ANN, BEN)
    moved = await tables.set_away(ANN, clock.now() + 3 * DAY)
    assert [g.id for g in moved] == [game.id]
    assert (await store.get_game(game.id)).deadline == clock.now() + 4 * DAY
    with pytest.raises(TableError, match="at most 14 days"):
        await tables.set_away(ANN, clock.now() + 12 * DAY)
    # A new turn for an away player starts their clock when they return.
    await tables.set_away(BEN, clock.now() + 2 * DAY)
    await tables.play(game.id, ANN, "add 1")
    await tables.play(game.id, ANN, "end")
    assert (await store.get_game(game.id)).deadline == clock.now() + 3 * DAY


async def test_undo_within_the_turn_stops_at_a_reveal(tables, store):
    game = await toy_table(tables, ANN, BEN, speed="none")
    with pytest.raises(TableError, match="nothing of your current turn"):
        await tables.undo(game.id, ANN)
    await tables.play(game.id, ANN, "add 2")
    game = await tables.undo(game.id, ANN)
    assert game.state["total"] == 0 and game.state["adds"] == 0
    assert await store.moves(game.id) == []
    assert len(await store.moves(game.id, include_undone=True)) == 1
    await tables.play(game.id, ANN, "peek")
    with pytest.raises(TableError, match="revealed or drew"):
        await tables.undo(game.id, ANN)
    await tables.play(game.id, ANN, "add 1")
    game = await tables.undo(game.id, ANN)  # the add after the peek can go…
    with pytest.raises(TableError, match="revealed or drew"):
        await tables.undo(game.id, ANN)  # …but not the peek itself
    await tables.play(game.id, ANN, "end")
    with pytest.raises(TableError, match="nothing of your current turn"):
        await tables.undo(game.id, BEN)  # never across another player's move
    with pytest.raises(TableError, match="ended your turn"):
        await tables.undo(game.id, ANN)  # why her move stays, not "not your turn"
    await tables.play(game.id, BEN, "add 1")
    with pytest.raises(TableError, match="Ben has moved since"):
        await tables.undo(game.id, ANN)
    assert await tables.check() == []


async def test_undo_refused_where_the_rules_forbid_it(tables, monkeypatch):
    monkeypatch.setattr(TOY, "undo_within_turn", False)
    game = await toy_table(tables, ANN, BEN, speed="none")
    await tables.play(game.id, ANN, "add 1")
    with pytest.raises(TableError, match="has no undo"):
        await tables.undo(game.id, ANN)


async def test_ping_recounts_everything_since_your_last_turn(tables, notifier):
    game = await toy_table(tables, ANN, BEN, CID, speed="none")
    for actor in (ANN, BEN, CID):
        await tables.play(game.id, actor, "add 1")
        await tables.play(game.id, actor, "end")
    report = notifier.moves()[-1]
    assert report.turn_complete
    # Ann is to move again: she sees Ben's and Cid's turns, not her own.
    # One line per player turn, each move once (issue 9: quiet threads).
    # The recap is put in words as it goes out, with the table's names.
    assert report.turn_events == ["Ben added 1. Ben ended the turn.",
                                  "Cid added 1. Cid ended the turn."]


async def test_bad_speed_refused(tables):
    with pytest.raises(TableError, match="Speed must be one of"):
        await tables.create("toy", ANN, guild_id=1, channel_id=10, speed="1h")
