"""Statistics: who played, who won, best scores and leaderboards, and the text for Discord."""

from __future__ import annotations

from collections.abc import Sequence

from bot.app.players import choose_move
from bot.app.records import GameRecord, SeatRecord
from bot.app.stats import (
    DISCORD_MESSAGE_LIMIT,
    counted_games,
    fit_message,
    format_leaderboard,
    format_user_stats,
    game_title,
    leaderboard,
    plain_name,
    stored_leaderboard,
    stored_user_stats,
    user_stats,
)
from bot.app.store import Store
from bot.games import get_engine
from tests.app.conftest import ANN, BEN, CID, started_game

SPLENDOR = get_engine("splendor")
ANN_ID, BEN_ID, CID_ID, DEE_ID = 101, 102, 103, 104
NAMES = {ANN_ID: "Ann", BEN_ID: "Ben", CID_ID: "Cid", DEE_ID: "Dee"}
GREEDY = "computer:greedy"


def record(game_id: int, seats: Sequence[tuple[int, str]], scores: Sequence[int],
           winners: Sequence[int], *, kind: str = "splendor", guild_id: int | None = 1,
           status: str = "finished", reason: str = "prestige",
           options: dict[str, str] | None = None, level: str | None = None) -> GameRecord:
    """A closed game as the store returns it. ``seats`` are (user id, controller) by
    seat; the result's computer seats follow from the controllers, as in Tables."""
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    result = {
        "standings": [{"seat": s, "score": scores[s], "rank": rank, "breakdown": {}}
                      for rank, s in enumerate(order, start=1)],
        "winners": list(winners),
        "reason": reason,
        "details": [],
        "computer_seats": [i for i, (_, controller) in enumerate(seats)
                           if controller != "human"],
    }
    if len(seats) == 1:
        result["solo"] = True
        if level is not None:  # a solo result records its level (older ones did not)
            result["solo_level"] = level
    return GameRecord(
        id=game_id, kind=kind, guild_id=guild_id, channel_id=10, thread_id=None,
        host_id=seats[0][0], status=status, options=dict(options or {}), seed=game_id,
        state=None,
        version=1, result=result if status == "finished" else None, board_message_id=None,
        created_at=float(game_id), updated_at=float(game_id),
        seats=[SeatRecord(user_id, NAMES.get(user_id, f"Computer {-user_id}"), position,
                          controller)
               for position, (user_id, controller) in enumerate(seats)])


def history() -> list[GameRecord]:
    return [
        record(1, [(ANN_ID, "human"), (BEN_ID, "human")], [15, 12], [0]),
        record(2, [(ANN_ID, "human"), (BEN_ID, "human"), (CID_ID, "human")], [10, 16, 9], [1]),
        # A computer seat wins nothing and appears nowhere.
        record(3, [(ANN_ID, "human"), (-1, GREEDY)], [18, 14], [0]),
        # Cancelled: never counts, whatever it holds.
        record(4, [(BEN_ID, "human"), (CID_ID, "human")], [20, 0], [0], status="cancelled"),
        # Ben resigned a two-player game: he played it and lost.
        record(5, [(BEN_ID, "human"), (CID_ID, "human")], [3, 5], [1], reason="resignation"),
        # Dee resigned a three-player game and the computer that took her seat won it:
        # a game played and lost for Dee, a win for nobody human.
        record(6, [(ANN_ID, "human"), (CID_ID, "human"), (DEE_ID, f"{GREEDY}:resigned")],
               [11, 13, 17], [2]),
        # Another server and another game kind only count when asked for.
        record(7, [(ANN_ID, "human"), (BEN_ID, "human")], [15, 3], [0], guild_id=2),
        record(8, [(BEN_ID, "human"), (CID_ID, "human")], [80, 60], [0], kind="bonsai"),
        # Solo games: a record of their own per level, never in the overall record nor
        # on a leaderboard. Game 10 finished before results named their level: its
        # table's option tells it.
        record(9, [(ANN_ID, "human")], [14], [0], kind="bonsai",
               options={"solo_level": "gakusei"}, level="gakusei"),
        record(10, [(ANN_ID, "human")], [9], [], kind="bonsai",
               options={"solo_level": "seito"}),
        record(11, [(ANN_ID, "human")], [17], [0], kind="bonsai",
               options={"solo_level": "gakusei"}, level="gakusei"),
    ]


def test_counted_games_leave_out_cancelled_other_servers_and_kinds():
    games = history()
    assert [g.id for g in counted_games(games)] == [1, 2, 3, 5, 6, 7, 8, 9, 10, 11]
    assert [g.id for g in counted_games(games, guild_id=1, kind="splendor")] == [1, 2, 3, 5, 6]


def test_user_stats_in_one_server_and_game():
    games = history()
    ann = user_stats(games, ANN_ID, guild_id=1, kind="splendor")
    assert (ann.name, ann.overall.played, ann.overall.wins, ann.overall.best_score) == \
        ("Ann", 4, 2, 18)
    assert ann.overall.win_rate == 0.5
    ben = user_stats(games, BEN_ID, guild_id=1, kind="splendor")
    assert (ben.overall.played, ben.overall.wins, ben.overall.best_score) == (3, 1, 16)
    cid = user_stats(games, CID_ID, guild_id=1, kind="splendor")
    assert (cid.overall.played, cid.overall.wins, cid.overall.best_score) == (3, 1, 13)
    dee = user_stats(games, DEE_ID, guild_id=1, kind="splendor")
    # Her seat's score was the computer's doing, so it is not her best.
    assert (dee.overall.played, dee.overall.wins, dee.overall.best_score) == (1, 0, None)


def test_user_stats_across_kinds_and_servers():
    ben = user_stats(history(), BEN_ID)
    assert (ben.overall.played, ben.overall.wins) == (5, 2)
    assert ben.overall.best_score is None  # scores of different games do not compare
    assert list(ben.by_kind) == ["bonsai", "splendor"]
    assert (ben.by_kind["bonsai"].played, ben.by_kind["bonsai"].best_score) == (1, 80)
    assert (ben.by_kind["splendor"].played, ben.by_kind["splendor"].wins) == (4, 1)
    ann_everywhere = user_stats(history(), ANN_ID, kind="splendor")
    assert (ann_everywhere.overall.played, ann_everywhere.overall.wins) == (5, 3)


def test_a_user_without_games_has_an_empty_record():
    stats = user_stats(history(), 999, guild_id=1, name="Newcomer")
    assert stats.overall.played == 0 and stats.overall.win_rate == 0.0
    assert stats.by_kind == {}
    assert format_user_stats(stats) == "**Newcomer** has no finished games here yet."


def test_the_computer_never_counts():
    board = leaderboard(history(), guild_id=1, kind="splendor")
    assert all(entry.stats.user_id > 0 for entry in board)
    assert user_stats(history(), -1).overall.played == 0


def test_leaderboard_order_wins_then_rate_then_best_score():
    board = leaderboard(history(), guild_id=1, kind="splendor")
    # Ben and Cid both won 1 of 3; Ben's best score (16) beats Cid's (13).
    assert [(e.rank, e.stats.name, e.stats.wins, e.stats.played) for e in board] == [
        (1, "Ann", 2, 4), (2, "Ben", 1, 3), (3, "Cid", 1, 3), (4, "Dee", 0, 1)]
    assert [e.stats.name for e in leaderboard(history(), 2, guild_id=1, kind="splendor")] == \
        ["Ann", "Ben"]
    # At equal wins the better rate comes first, even against a better best score.
    games = [record(20, [(ANN_ID, "human"), (CID_ID, "human")], [15, 3], [0]),
             record(21, [(BEN_ID, "human"), (DEE_ID, "human")], [20, 3], [0]),
             record(22, [(DEE_ID, "human"), (BEN_ID, "human")], [15, 3], [0])]
    assert [(e.stats.name, e.stats.win_rate, e.stats.best_score) for e in leaderboard(games)] \
        == [("Ann", 1.0, 15), ("Ben", 0.5, 20), ("Dee", 0.5, 15), ("Cid", 0.0, 3)]


def test_equal_records_share_a_rank_and_shared_victories_count_for_each():
    games = [record(30, [(ANN_ID, "human"), (BEN_ID, "human"), (CID_ID, "human")],
                    [15, 15, 9], [0, 1])]
    board = leaderboard(games)
    assert [(e.rank, e.stats.name, e.stats.wins) for e in board] == [
        (1, "Ann", 1), (1, "Ben", 1), (3, "Cid", 0)]


def test_the_latest_name_is_shown():
    renamed = record(40, [(ANN_ID, "human"), (BEN_ID, "human")], [15, 3], [0])
    renamed.seats[0].name = "Annie"
    assert user_stats([*history(), renamed], ANN_ID).name == "Annie"


def test_texts_fit_a_discord_message():
    board = leaderboard(history(), guild_id=1, kind="splendor")
    text = format_leaderboard(board, "splendor")
    assert text.splitlines()[0] == "**Splendor leaderboard**"
    assert text.splitlines()[1] == "1. Ann — 2 wins / 4 games (50%) · best 18"
    assert format_leaderboard([], "splendor").endswith("No finished games yet.")
    lines = format_user_stats(user_stats(history(), BEN_ID)).splitlines()
    # Game 5 ended by Ben's resignation: the record says so.
    assert lines == ["**Ben** — 2 wins / 5 games (40%) · 1 ended by resignation",
                     f"{game_title('bonsai')}: 1 win / 1 game (100%) · best 80",
                     "Splendor: 1 win / 4 games (25%) · best 16 · 1 ended by resignation"]
    assert format_user_stats(user_stats(history(), BEN_ID, kind="splendor")) == \
        "**Ben** · Splendor — 1 win / 4 games (25%) · best 16 · 1 ended by resignation"


def test_long_boards_are_cut_by_whole_lines():
    games = [record(100 + i, [(1000 + i, "human"), (2000 + i, "human")], [15, 3], [0])
             for i in range(200)]
    for game in games:
        for seat in game.seats:
            seat.name = "W" * 40
    text = format_leaderboard(leaderboard(games, limit=200))
    assert len(text) <= DISCORD_MESSAGE_LIMIT
    assert text.endswith("more.") and text.count("\n") < 200
    assert fit_message(["x" * 3000]) == "… and 1 more."


def test_names_cannot_format_or_mention():
    assert plain_name("**bold**") == "\\*\\*bold\\*\\*"
    assert plain_name("@everyone") == "@\u200beveryone"
    assert len(plain_name("N" * 100)) == 32


async def test_stats_from_games_played_through_the_tables(tables, store):
    # A two-player game Ben resigns: Ann wins, Ben played and lost.
    game = await started_game(tables, ANN, BEN)
    await tables.resign(game.id, BEN)
    # A cancelled game never counts.
    cancelled = await started_game(tables, BEN, CID)
    await tables.cancel(cancelled.id, BEN)
    # A whole game against a computer, played to its end.
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10,
                               computers=["random"], seat_order="joined")
    await tables.start(game.id, ANN)
    for number in range(1000):
        await tables.wait_idle()
        game = await store.get_game(game.id)
        if game.status != "active":
            break
        move = choose_move(SPLENDOR, game.state, 0, "greedy", number)
        await tables.play(game.id, ANN, move.notation)
    assert game.status == "finished"
    ann_won = 0 in game.result["winners"]
    ann_score = next(s["score"] for s in game.result["standings"] if s["seat"] == 0)

    games = await store.find_games(guild_id=1, statuses=("finished", "cancelled"))
    assert len(games) == 3
    ann = user_stats(games, ANN.user_id, guild_id=1, kind="splendor")
    assert (ann.overall.played, ann.overall.wins) == (2, 1 + ann_won)
    assert ann.overall.best_score == ann_score  # at least the 0 of the resigned game
    ben = user_stats(games, BEN.user_id, guild_id=1, kind="splendor")
    assert (ben.overall.played, ben.overall.wins) == (1, 0)
    assert user_stats(games, CID.user_id).overall.played == 0
    board = leaderboard(games, guild_id=1, kind="splendor")
    assert [e.stats.name for e in board] == ["Ann", "Ben"]


# --- the stored counters equal the figures over the games ------------------------------------

async def _store_history(store) -> None:
    """``history()`` written through the store's own transactions, so the counters are
    kept exactly as the bot keeps them."""
    for game in history():
        host = game.seats[0]
        game_id = await store.create_game(
            kind=game.kind, guild_id=game.guild_id, channel_id=10, host_id=host.user_id,
            host_name=host.name, options=game.options, seed=game.id, now=float(game.id))
        for seat in game.seats[1:]:
            await store.add_seat(game_id, seat.user_id, seat.name, capacity=4,
                                 controller=seat.controller)
        stored = await store.get_game(game_id)
        await store.start_game(game_id, list(range(len(game.seats))), {"schema": 1},
                               stored.version, float(game.id))
        stored = await store.get_game(game_id)
        await store.finish_game(game_id, status=game.status, result=game.result,
                                expected_version=stored.version, now=float(game.id))


async def test_stored_counters_equal_the_figures_over_the_games(store):
    await _store_history(store)
    games = history()
    for guild in (1, 2):
        for kind in (None, "splendor", "bonsai"):
            assert await stored_leaderboard(store, guild_id=guild, kind=kind) == \
                leaderboard(games, guild_id=guild, kind=kind), (guild, kind)
            for user in NAMES:
                assert await stored_user_stats(store, user, guild_id=guild, kind=kind,
                                               name="x") == \
                    user_stats(games, user, guild_id=guild, kind=kind, name="x"), \
                    (guild, kind, user)


async def test_a_game_ended_by_resignation_is_marked_in_the_record(store):
    await _store_history(store)
    ben = await stored_user_stats(store, BEN_ID, guild_id=1, kind="splendor")
    assert ben.overall.by_resignation == 1
    assert "1 ended by resignation" in format_user_stats(ben)
    # The computer that took Dee's seat "won" game 6: nobody human did.
    dee = await stored_user_stats(store, DEE_ID, guild_id=1)
    assert (dee.overall.played, dee.overall.wins) == (1, 0)
    board = await stored_leaderboard(store, guild_id=1, kind="splendor")
    assert all(entry.stats.user_id > 0 for entry in board)


async def test_counters_are_backfilled_for_games_finished_before_them(tmp_path):
    path = tmp_path / "old.sqlite3"
    store = await Store.open(path)
    await _store_history(store)
    before = await stored_leaderboard(store, guild_id=1)
    # As if the database predated the counters: drop them and migration 3.
    await store._db.execute("DELETE FROM player_totals")
    await store._db.execute("DELETE FROM schema_migrations WHERE version = 3")
    await store._db.execute("DROP TABLE outbox")
    await store._db.execute("DROP TABLE player_totals")
    await store._db.execute("DROP INDEX IF EXISTS games_open_channel")
    await store.close()
    store = await Store.open(path)
    try:
        assert await stored_leaderboard(store, guild_id=1) == before
    finally:
        await store.close()


async def test_solo_records_per_level_apart_from_the_tables(store):
    await _store_history(store)
    ann = await stored_user_stats(store, ANN_ID, guild_id=1)
    assert ann.overall.played == 4  # the table games only
    gakusei, seito = ann.by_kind["bonsai:solo:gakusei"], ann.by_kind["bonsai:solo:seito"]
    assert (gakusei.played, gakusei.wins, gakusei.best_score) == (2, 2, 17)
    assert (seito.played, seito.wins, seito.best_score) == (1, 0, 9)
    text = format_user_stats(ann)
    assert "Bonsai (solo, level Gakusei): best 17 · 2 games, 2 won" in text
    assert "Bonsai (solo, level Seito): best 9 · 1 game, 0 won" in text
    # Asked about Bonsai, where Ann played only solo: her solo records, not "no games".
    bonsai = format_user_stats(await stored_user_stats(store, ANN_ID, guild_id=1,
                                                       kind="bonsai", name="Ann"))
    assert bonsai.startswith("**Ann**\nBonsai (solo, level Gakusei): best 17")
    assert "no finished games" not in bonsai
    assert all(e.stats.user_id != ANN_ID for e in
               await stored_leaderboard(store, guild_id=1, kind="bonsai"))
    # In Italian and French too.
    assert "Bonsai (in solitario, livello Seito): record 9 · 1 partita, 0 vinte" in \
        format_user_stats(ann, "it")
    assert "Bonsaï (en solo, niveau Gakusei)\u00a0: record 17 · 2 parties, 2 gagnées" in \
        format_user_stats(ann, "fr")


async def test_solo_records_are_counted_again_per_level(tmp_path):
    path = tmp_path / "old.sqlite3"
    store = await Store.open(path)
    await _store_history(store)
    before = await stored_user_stats(store, ANN_ID, guild_id=1)
    # As if the database predated solo levels: one solo row per game, and no migration 8.
    await store._db.execute("DELETE FROM player_totals WHERE kind LIKE '%:solo:%'")
    await store._db.execute(
        "INSERT INTO player_totals VALUES (1, 'bonsai:solo', ?, 'Ann', 0, 0, 3, 2, 17, 0)",
        (ANN_ID,))
    await store._db.execute("DELETE FROM schema_migrations WHERE version = 8")
    await store.close()
    store = await Store.open(path)
    try:
        assert await stored_user_stats(store, ANN_ID, guild_id=1) == before
    finally:
        await store.close()
