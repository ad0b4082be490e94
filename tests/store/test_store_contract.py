"""The store contract: every behaviour the application relies on, run against SQLite and
against PostgreSQL (each case twice; the PostgreSQL ones carry ``postgres`` in their id).

Versions and conflicts, the move log and undo snapshots, the outbox, the clock's
decisions, results and statistics, users and preferences, limits, searches, snapshots.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.app.clock import ManualClock
from bot.app.records import LimitReached, UserPrefs, VersionConflict
from bot.app.store_api import Database
from bot.app.stores import open_store
from bot.app.tables import Actor, Tables

#: snowflakes as Discord makes them: far past 32 bits
GUILD, CHANNEL, THREAD = 1_100_000_000_000_000_001, 1_100_000_000_000_000_002, 1_100_000_000_000_003
ANN, BEN, CID = 1_234_567_890_123_456_789, 1_234_567_890_123_456_790, 1_234_567_890_123_456_791
STATE = {"zeta": 1, "alpha": {"white": 4, "blue": 4, "gold": 5}, "mid": [1.5, None, True]}


async def lobby(store: Database, *players: int, channel: int = CHANNEL, **kwargs) -> int:
    game_id = await store.create_game(
        kind="splendor", guild_id=GUILD, channel_id=channel, host_id=players[0],
        host_name="Ann", options={"seat_order": "joined"}, seed=2**62 + 5, now=100.0,
        **kwargs)
    for number, user in enumerate(players[1:], start=1):
        await store.add_seat(game_id, user, f"P{number}", capacity=4)
    return game_id


async def started(store: Database, *players: int, deadline: float | None = None) -> int:
    game_id = await lobby(store, *players)
    game = await store.get_game(game_id)
    await store.start_game(game_id, list(range(len(players))), STATE, game.version, 101.0,
                           deadline=deadline)
    return game_id


async def move(store: Database, game_id: int, *, version: int | None = None,
               notation: str = "m", ends_turn: bool = True, status: str = "active",
               result: dict | None = None, state_before: dict | None = None, **kwargs):
    if version is None:
        version = (await store.get_game(game_id)).version
    return await store.commit_move(
        game_id, expected_version=version, seat=0, user_id=ANN, notation=notation,
        reveals=False, state={**STATE, "n": notation}, status=status, result=result,
        now=200.0, ends_turn=ends_turn, events=[{"id": "e", "args": {}}],
        state_before=state_before, **kwargs)


# --- games, seats, versions ----------------------------------------------------------
async def test_migrations_are_applied_once_even_by_two_at_once(database_url):
    first, second = await asyncio.gather(open_store(database_url), open_store(database_url))
    try:
        assert await first.schema_version() == await second.schema_version() >= 1
    finally:
        await first.close()
        await second.close()
    again = await open_store(database_url)
    assert await again.schema_version() == await again.schema_version()
    await again.close()


async def test_a_game_round_trips_with_64_bit_ids_and_its_json_as_written(store):
    game_id = await started(store, ANN, BEN)
    await store.set_thread(game_id, THREAD)
    await store.set_board_message(game_id, 1_300_000_000_000_000_000)
    game = await store.get_game(game_id)
    assert (game.guild_id, game.channel_id, game.thread_id, game.place_id) == (
        GUILD, CHANNEL, THREAD, THREAD)
    assert game.board_message_id == 1_300_000_000_000_000_000 and game.seed == 2**62 + 5
    assert [(s.user_id, s.position) for s in game.seats] == [(ANN, 0), (BEN, 1)]
    assert game.status == "active" and game.state == STATE and game.version == 2
    # the engines read dicts in stored order: the keys come back as they were written
    assert list(game.state) == list(STATE) and list(game.state["alpha"]) == list(STATE["alpha"])
    assert game.options == {"seat_order": "joined"} and game.language == "en"
    assert [g.id for g in await store.find_games(place_id=THREAD)] == [game_id]
    assert [g.id for g in await store.find_games(user_id=BEN, guild_id=GUILD)] == [game_id]
    assert await store.find_games(user_id=CID) == []
    assert await store.game_ids(("active",)) == [game_id] == await store.game_ids()
    assert await store.game_version(game_id) == 2 and await store.game_version(999) is None
    assert await store.get_game(999) is None


async def test_a_stale_version_is_a_conflict_and_changes_nothing(store):
    game_id = await started(store, ANN, BEN)
    first = await move(store, game_id, version=2)
    assert (first.seq, first.version) == (1, 3)
    with pytest.raises(VersionConflict):
        await move(store, game_id, version=2, notation="late")
    with pytest.raises(VersionConflict):
        await store.start_game(game_id, [0, 1], STATE, 3, 0.0)
    with pytest.raises(VersionConflict):
        await store.finish_game(game_id, status="cancelled", result=None,
                                expected_version=2, now=0.0)
    with pytest.raises(VersionConflict):
        await store.set_seat_controller(game_id, 1, "computer:greedy", 2, 0.0)
    game = await store.get_game(game_id)
    assert game.version == 3 and game.state["n"] == "m"
    assert [m.notation for m in await store.moves(game_id)] == ["m"]


async def test_of_two_moves_at_once_exactly_one_applies(store):
    game_id = await started(store, ANN, BEN)
    outcomes = await asyncio.gather(*(move(store, game_id, version=2, notation=f"t{i}")
                                      for i in range(4)), return_exceptions=True)
    applied = [o for o in outcomes if not isinstance(o, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(o, VersionConflict) for o in outcomes if o not in applied)
    assert [m.notation for m in await store.moves(game_id)] == [applied[0].notation]


async def test_lobby_seats_and_their_refusals(store):
    game_id = await lobby(store, ANN, BEN)
    with pytest.raises(ValueError, match="seated"):
        await store.add_seat(game_id, BEN, "Ben", capacity=4)
    with pytest.raises(ValueError, match="full"):
        await store.add_seat(game_id, CID, "Cid", capacity=2)
    await store.remove_seat(game_id, BEN)
    with pytest.raises(ValueError, match="not seated"):
        await store.remove_seat(game_id, BEN)
    assert await store.add_seat(game_id, CID, "Cid", capacity=2) == 1
    await store.set_host(game_id, CID)
    game = await store.get_game(game_id)
    await store.start_game(game_id, [1, 0], STATE, game.version, 1.0)
    game = await store.get_game(game_id)
    assert game.host_id == CID and [s.user_id for s in game.seats] == [CID, ANN]
    with pytest.raises(ValueError, match="started"):
        await store.add_seat(game_id, BEN, "Ben", capacity=4)


async def test_open_game_limits_hold_even_when_asked_at_once(store):
    await lobby(store, ANN)
    with pytest.raises(LimitReached) as error:
        await lobby(store, ANN, max_open_per_user=1)
    assert error.value.scope == "user"
    with pytest.raises(LimitReached) as error:
        await lobby(store, BEN, max_open_per_channel=1)
    assert error.value.scope == "channel"
    # two requests at once for the last allowed game: one gets it
    outcomes = await asyncio.gather(
        *(lobby(store, CID, channel=77, max_open_per_channel=1) for _ in range(3)),
        return_exceptions=True)
    assert sum(isinstance(o, int) for o in outcomes) == 1
    assert await store.count_open_games(place_id=77) == 1
    assert await store.count_open_games(user_id=ANN) == 1


async def test_game_titles_search_numbers_names_and_kinds(store):
    first = await lobby(store, ANN, BEN)
    second = await lobby(store, CID)
    titles = await store.game_titles(guild_id=GUILD, statuses=("lobby",))
    assert [(t.id, t.names) for t in titles] == [(second, ["Ann"]), (first, ["Ann", "P1"])]
    assert [t.id for t in await store.game_titles(
        guild_id=GUILD, statuses=("lobby",), terms=[("p1", [])])] == [first]
    assert [t.id for t in await store.game_titles(
        guild_id=GUILD, statuses=("lobby",), terms=[(str(second), [])])] == [second]
    assert len(await store.game_titles(guild_id=GUILD, statuses=("lobby",),
                                       terms=[("zzz", ["splendor"])])) == 2
    assert await store.game_titles(guild_id=None, statuses=("lobby",)) == []
    assert await store.game_titles(guild_id=GUILD, statuses=("lobby",),
                                   terms=[("%", [])]) == []


# --- the move log and undo --------------------------------------------------------------
async def test_the_log_reads_and_undo_snapshots(store):
    game_id = await started(store, ANN, BEN)
    one = await move(store, game_id, notation="a", ends_turn=False, state_before={"s": 1})
    two = await move(store, game_id, notation="b", ends_turn=False, state_before={"s": 2})
    assert await store.state_before(game_id, one.seq) == {"s": 1}
    assert await store.state_before(game_id, two.seq) == {"s": 2}
    version = await store.undo_moves(game_id, expected_version=two.version, seqs=[two.seq],
                                     state={"undone": True}, now=1.0)
    assert version == two.version + 1 and await store.state_before(game_id, two.seq) is None
    assert [m.notation for m in await store.moves(game_id)] == ["a"]
    logged = await store.moves(game_id, include_undone=True)
    assert [(m.notation, m.undone) for m in logged] == [("a", False), ("b", True)]
    assert logged[0].events == [{"id": "e", "args": {}}] and logged[0].version == one.version
    three = await move(store, game_id, notation="c", ends_turn=True, state_before={"s": 3})
    assert await store.state_before(game_id, one.seq) is None  # the turn ended
    assert three.seq == 3 and (await store.get_game(game_id)).state["n"] == "c"
    assert [m.notation for m in await store.moves_after_version(game_id, one.version)] == ["c"]
    assert (await store.last_move(game_id)).notation == "c"
    assert (await store.last_move(game_id, ends_turn=False)).notation == "a"
    assert (await store.last_move(game_id, before_seq=3, seat=0)).notation == "a"
    assert await store.last_move(game_id, seat=1) is None
    assert [m.notation for m in await store.moves_after(game_id, 0, upto_seq=2)] == ["a"]
    assert [m.notation for m in await store.moves_after(game_id, 1)] == ["c"]


# --- the outbox --------------------------------------------------------------------------
async def test_the_outbox_queues_with_the_change_and_forgets_when_delivered(store):
    game_id = await lobby(store, ANN, notice={"id": "lobby-open"})
    entries, game = await store.pending_outbox_and_game(game_id)
    assert [e.kind for e in entries] == ["lobby"] and game.id == game_id
    assert entries[0].payload == {"text": {"id": "lobby-open"}}
    await store.mark_delivered([entries[0].id], 5.0)
    assert await store.pending_outbox_and_game(game_id) == ([], None)
    await store.add_seat(game_id, BEN, "Ben", capacity=4)
    game = await store.get_game(game_id)
    await store.start_game(game_id, [0, 1], STATE, game.version, 6.0)
    played = await move(store, game_id)
    entries = await store.pending_outbox(game_id)
    assert [e.kind for e in entries] == ["started", "move"]
    assert entries[1].payload["seq"] == played.seq and entries[1].version == played.version
    assert entries[1].payload["state"]["n"] == "m"
    assert await store.games_with_pending_outbox() == [game_id]
    await store.hold_outbox([entries[0].id], retry_at=50.0, refusal="missing-access",
                            told=True)
    await store.hold_outbox([entries[0].id], retry_at=60.0, refusal="missing-access",
                            told=False)
    refused = await store.refused_outbox([game_id, 12345])
    assert [(e.id, e.attempts, e.retry_at, e.told) for e in refused] == [
        (entries[0].id, 2, 60.0, True)]
    await store.mark_delivered([e.id for e in entries], 7.0)
    assert await store.games_with_pending_outbox() == []
    assert await store.prune_outbox(7.5) == 3 and await store.prune_outbox(7.5) == 0
    queued = await store.enqueue(game_id, "announce", {"text": "x"}, now=8.0)
    assert [(e.id, e.version) for e in await store.pending_outbox(game_id)] == [
        (queued, played.version)]


async def test_a_move_voids_the_reminder_it_answers(store):
    game_id = await started(store, ANN, BEN, deadline=500.0)
    version = (await store.get_game(game_id)).version
    assert await store.decide_reminder(game_id, version=version, number=1, user_ids=[ANN],
                                       text="hurry", now=300.0)
    await move(store, game_id)
    assert "reminder" not in [e.kind for e in await store.pending_outbox(game_id)]


async def test_an_abandoned_lobby_queues_nothing_more(store):
    game_id = await lobby(store, ANN, notice="open")
    assert await store.abandon_lobby(game_id, 9.0)
    assert not await store.abandon_lobby(game_id, 9.0)
    assert (await store.get_game(game_id)).status == "cancelled"
    assert await store.pending_outbox(game_id) == []


# --- the clock ------------------------------------------------------------------------
async def test_clock_decisions_count_only_at_the_version_judged(store):
    game_id = await started(store, ANN, BEN, deadline=500.0)
    version = (await store.get_game(game_id)).version
    assert [g.id for g in await store.games_with_deadlines()] == [game_id]
    assert await store.decide_reminder(game_id, version=version, number=1, user_ids=[ANN],
                                       text="r1", now=300.0)
    assert not await store.decide_reminder(game_id, version=version, number=1,
                                           user_ids=[ANN], text="r1", now=300.0)
    assert not await store.decide_reminder(game_id, version=version - 1, number=2,
                                           user_ids=[ANN], text="r2", now=300.0)
    assert not await store.decide_timeout(game_id, version=version, text="t", now=499.0)
    assert await store.shift_deadline(game_id, version=version, by=100.0)
    assert not await store.shift_deadline(game_id, version=version - 1, by=100.0)
    assert (await store.get_game(game_id)).deadline == 600.0
    assert await store.decide_timeout(game_id, version=version, text="t", now=600.0)
    assert not await store.decide_timeout(game_id, version=version, text="t", now=600.0)
    skipped = await store.record_skip(game_id, version=version, seats=[0], text="s",
                                      now=600.0)
    assert skipped == version + 1
    with pytest.raises(VersionConflict):
        await store.record_skip(game_id, version=version, seats=[0], text="s", now=600.0)
    await store.add_timeout(game_id, 1)
    game = await store.get_game(game_id)
    assert [s.timeouts for s in game.seats] == [1, 1] and game.reminders_sent == 3
    await store.set_reminders_sent(game_id, 0, game.version)
    await store.set_deadline(game_id, None, game.version)
    assert await store.games_with_deadlines() == []
    kinds = [e.kind for e in await store.pending_outbox(game_id)]
    assert kinds == ["started", "reminder", "announce", "announce"]


# --- results and statistics -------------------------------------------------------------
async def test_results_count_humans_solo_apart_and_keep_the_best(store):
    async def finished(players, result, handed=None):
        game_id = await started(store, *players)
        if handed is not None:
            version = (await store.get_game(game_id)).version
            await store.set_seat_controller(game_id, handed, "computer:resigned", version, 0)
        await move(store, game_id, status="finished", result=result)

    standings = [{"seat": 0, "score": 12}, {"seat": 1, "score": 15}]
    await finished((ANN, BEN), {"winners": [1], "standings": standings})
    await finished((ANN, BEN), {"winners": [0], "standings": [
        {"seat": 0, "score": 20}, {"seat": 1, "score": 3}]})
    # Ben resigned and the computer finished his seat: played, never a win or a score
    await finished((ANN, BEN), {"winners": [1], "reason": "resignation",
                                "standings": [{"seat": 0, "score": 1}, {"seat": 1,
                                                                        "score": 99}]},
                   handed=1)
    await finished((CID,), {"winners": [0], "solo": True, "solo_level": "gakusei",
                            "standings": [{"seat": 0, "score": 40}]})
    board = await store.player_totals(GUILD, kind="splendor")
    assert [(t.user_id, t.played, t.wins, t.best, t.by_resignation) for t in board] == [
        (ANN, 3, 1, 20, 1), (BEN, 3, 1, 15, 1)]
    overall = {t.user_id: t for t in await store.player_totals(GUILD)}
    assert overall[ANN].best is None and overall[ANN].played == 3 and CID not in overall
    cid = await store.player_totals(GUILD, user_id=CID)
    assert [(t.kind, t.wins, t.best) for t in cid] == [("splendor:solo:gakusei", 1, 40)]
    assert await store.kinds_played(GUILD) == ["splendor", "splendor:solo:gakusei"]
    assert len(await store.player_totals(GUILD, kind="splendor", limit=1)) == 1
    assert await store.player_totals(None) == []


async def test_a_game_ended_outside_the_log_is_counted_once(store):
    game_id = await started(store, ANN, BEN)
    version = (await store.get_game(game_id)).version
    await store.finish_game(game_id, status="finished", expected_version=version, now=9.0,
                            result={"winners": [0], "standings": []},
                            notice=("closed", "done"))
    with pytest.raises(VersionConflict):
        await store.finish_game(game_id, status="finished", expected_version=version,
                                now=9.0, result={"winners": [0], "standings": []})
    assert [(t.user_id, t.wins) for t in await store.player_totals(GUILD)] == [
        (ANN, 1), (BEN, 0)]
    game = await store.get_game(game_id)
    assert game.status == "finished" and game.result == {"winners": [0], "standings": []}
    assert [e.kind for e in await store.pending_outbox(game_id)][-1] == "closed"


async def test_ratings_are_kept_with_each_result_as_the_ledger_replays(store):
    """Rated in the finishing transaction (a move's or a resignation's), per server and
    game, computer levels as pseudo-players; the same floats on both back ends."""
    from bot.app.ratings import replay, replay_changes

    async def finished(players, result, *, end_by_move=True, now=200.0):
        game_id = await lobby(store, players[0][0])
        for number, (user, controller) in enumerate(players[1:], start=1):
            await store.add_seat(game_id, user, f"P{number}", capacity=4,
                                 controller=controller)
        game = await store.get_game(game_id)
        await store.start_game(game_id, list(range(len(players))), STATE, game.version,
                               101.0)
        version = (await store.get_game(game_id)).version
        if end_by_move:
            await store.commit_move(
                game_id, expected_version=version, seat=0, user_id=ANN, notation="m",
                reveals=False, state=STATE, status="finished", result=result, now=now)
        else:
            await store.finish_game(game_id, status="finished", result=result,
                                    expected_version=version, now=now)
        return game_id

    def standings(*seats):
        return [{"seat": s, "score": 10 - rank, "rank": rank}
                for rank, s in enumerate(seats, start=1)]

    humans = [(ANN, "human"), (BEN, "human")]
    await finished(humans, {"winners": [0], "standings": standings(0, 1)},
                   now=300.0)
    await finished([(ANN, "human"), (BEN, "human"), (-1, "computer:expert")],
                   {"winners": [2], "standings": standings(2, 1, 0),
                    "computer_seats": [2]}, now=400.0)
    # Ben resigns in the first round: not rated; then later, ahead on points: a loss.
    await finished(humans, {"winners": [0], "reason": "resignation", "resigned": 1,
                            "first_round": True, "standings": standings(0, 1)},
                   end_by_move=False, now=500.0)
    await finished(humans, {"winners": [0], "reason": "resignation", "resigned": 1,
                            "first_round": False, "standings": standings(1, 0)},
                   end_by_move=False, now=600.0)
    await finished([(CID, "human")], {"winners": [0], "solo": True,
                                      "standings": standings(0)}, now=700.0)
    board = await store.ratings(GUILD, kind="splendor")
    assert (board[0].user_id, board[0].level) == (ANN, "")
    assert {(r.user_id, r.level): (r.played, r.wins) for r in board} == {
        (ANN, ""): (3, 2), (BEN, ""): (3, 0), (0, "expert"): (1, 1)}
    assert [r.ordinal for r in board] == sorted((r.ordinal for r in board), reverse=True)
    assert await store.ratings(GUILD, user_id=CID) == []  # solo: not rated
    assert [r.kind for r in await store.ratings(GUILD, user_id=BEN)] == ["splendor"]
    assert len(await store.ratings(GUILD, kind="splendor", limit=2)) == 2
    assert await store.ratings(None) == []
    games = await store.find_games(statuses=("finished",), guild_id=GUILD)
    assert {(r.guild_id, r.kind, r.user_id, r.level): r for r in board} == replay(games)
    # Each rated game's change of each player's rating, kept with the result: the same
    # rows a replay of the ledger gives; one player's, newest first, a few per game.
    changes = replay_changes(games)
    assert [(c.user_id, c.place, c.players) for c in changes] == [
        (ANN, 1, 2), (BEN, 2, 2), (0, 1, 3), (ANN, 3, 3), (BEN, 2, 3), (ANN, 1, 2),
        (BEN, 2, 2)]
    bens = await store.rating_changes(GUILD, BEN)
    assert bens == sorted((c for c in changes if c.user_id == BEN),
                          key=lambda c: -c.finished_at)
    assert [(c.finished_at, c.change < 0) for c in bens] == [
        (600.0, True), (400.0, False), (300.0, True)]
    assert bens[0].ordinal == next(r.ordinal for r in board if r.user_id == BEN)
    assert await store.rating_changes(GUILD, BEN, per_kind=2) == bens[:2]
    assert await store.rating_changes(GUILD, BEN, kind="bonsai") == []
    assert await store.rating_changes(GUILD, CID) == []  # solo: not rated
    assert await store.rating_changes(None, BEN) == []


async def test_rating_changes_are_rated_again_for_games_finished_before_them(database_url):
    """A database from before the changes were kept: its migration rates every finished
    game again, the ratings come out the same, and each game leaves its changes."""
    from bot.app import migrations, pg_migrations

    store = await open_store(database_url)
    for winner in (0, 1, 0):
        game_id = await started(store, ANN, BEN)
        await move(store, game_id, status="finished", result={
            "winners": [winner], "standings": [{"seat": winner, "score": 9, "rank": 1},
                                               {"seat": 1 - winner, "score": 2, "rank": 2}]})
    ratings, changes = await store.ratings(GUILD), await store.rating_changes(GUILD, ANN)
    assert len(changes) == 3
    if database_url.startswith("sqlite"):
        number = migrations.RATING_CHANGES_MIGRATION
        for statement in ("DELETE FROM schema_migrations WHERE version = ?",
                          "DROP TABLE rating_changes"):
            await store._db.execute(statement, (number,) if "?" in statement else ())
    else:
        async with store._tx() as db:
            await db.execute("DELETE FROM schema_migrations WHERE version = $1",
                             pg_migrations.RATING_CHANGES_MIGRATION)
            await db.execute("DROP TABLE rating_changes")
    await store.close()
    store = await open_store(database_url)
    try:
        assert await store.ratings(GUILD) == ratings
        assert await store.rating_changes(GUILD, ANN) == changes
    finally:
        await store.close()


# --- users ----------------------------------------------------------------------------
async def test_users_preferences_locales_and_time_away(store):
    assert await store.get_user(ANN) == UserPrefs(ANN)
    await store.remember_locale(ANN, "it")
    await store.remember_locale(ANN, None)
    # a copy read before the locale was stored never erases it
    await store.save_user(UserPrefs(ANN, notify="dm", quiet_start=22, quiet_end=7,
                                    away_until=1e9, tz_offset_minutes=-300))
    prefs = await store.get_user(ANN)
    assert (prefs.notify, prefs.quiet_start, prefs.quiet_end, prefs.away_until,
            prefs.tz_offset_minutes, prefs.locale) == ("dm", 22, 7, 1e9, -300, "it")
    await store.remember_locale(ANN, "fr")
    users = await store.get_users([BEN, ANN, ANN])
    assert list(users) == [BEN, ANN] and users[ANN].locale == "fr"
    assert users[BEN] == UserPrefs(BEN)
    await store.record_away(ANN, 10.0, 20.0)
    await store.record_away(ANN, 30.0, 40.0)
    assert await store.away_periods(ANN, 15.0) == [(10.0, 20.0), (30.0, 40.0)]
    assert await store.away_periods(ANN, 25.0) == [(30.0, 40.0)]
    assert await store.guild_language(GUILD) is None and await store.guild_language(None) is None
    await store.set_guild_language(GUILD, "fr")
    assert await store.guild_language(GUILD) == "fr"
    game_id = await lobby(store, ANN)
    await store.set_game_language(game_id, "it")
    assert (await store.get_game(game_id)).language == "it"
    await store.set_game_language(game_id, "fr", {ANN: "Ann (fr)"})  # seats renamed with it
    game = await store.get_game(game_id)
    assert game.language == "fr" and [s.name for s in game.seats] == ["Ann (fr)"]
    await store.set_place(game_id, 4242)
    game = await store.get_game(game_id)
    assert (game.channel_id, game.thread_id, game.board_message_id) == (4242, None, None)


# --- the application on the store -------------------------------------------------------
async def test_tables_play_check_and_read_one_snapshot(database_url):
    store = await open_store(database_url)
    other = await open_store(database_url)  # another process writing meanwhile
    try:
        tables = Tables(store, clock=ManualClock())
        ann, ben = Actor(ANN, "Ann"), Actor(BEN, "Ben")
        game = await tables.create("splendor", ann, guild_id=GUILD, channel_id=CHANNEL,
                                   seat_order="joined")
        await tables.join(game.id, ben)
        await tables.start(game.id, ann)
        report = await tables.play(game.id, ann, "take W U G")
        assert report.game.version == 3  # join, start, the move
        await tables.play(game.id, ben, "take W U G")
        assert await tables.check() == []
        async with store.read_snapshot():
            before = await store.get_game(game.id)
            await other.set_host(game.id, BEN)  # committed by the other connection
            seen = await store.get_game(game.id)
            assert seen.host_id == before.host_id == ANN
        assert (await store.get_game(game.id)).host_id == BEN
    finally:
        await other.close()
        await store.close()
