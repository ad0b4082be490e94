"""Ratings (OpenSkill's Weng-Lin model): a win raises, a loss lowers, ties split, solo
and first-round games are not rated, a resignation is a loss for the resigner only,
computer levels are rated, and the store's ratings equal a replay of the ledger."""

from __future__ import annotations

import pytest

from bot.app.migrations import RATING_CHANGES_MIGRATION, RATINGS_MIGRATION
from bot.app.ratings import (
    MODEL,
    Rating,
    RatingChange,
    placings,
    provisional_games,
    rate_game,
    replay,
    replay_changes,
)
from bot.app.store import Store
from tests.app.conftest import ANN, BEN, started_game
from tests.app.test_stats import (
    ANN_ID,
    BEN_ID,
    CID_ID,
    DEE_ID,
    GREEDY,
    _store_history,
    history,
    record,
)

PRIOR = MODEL.mu - 3 * MODEL.sigma


def _rated(game) -> dict:
    return {(r.user_id, r.level): r for r in rate_game(
        1, game.kind, game.id, placings(game.result, game.seats), {})}


def test_a_win_raises_a_loss_lowers():
    rows = _rated(record(1, [(ANN_ID, "human"), (BEN_ID, "human")], [15, 12], [0]))
    ann, ben = rows[(ANN_ID, "")], rows[(BEN_ID, "")]
    assert ann.mu > MODEL.mu > ben.mu
    assert ann.change > 0 > ben.change and ann.ordinal > PRIOR > ben.ordinal
    assert (ann.played, ann.wins, ben.played, ben.wins) == (1, 1, 1, 0)
    assert ann.provisional and provisional_games() > 1


def test_a_win_raises_and_a_loss_lowers_from_any_rating():
    game = record(1, [(ANN_ID, "human"), (BEN_ID, "human")], [15, 12], [0])
    first = _rated(game)
    second = {(r.user_id, r.level): r for r in rate_game(
        1, "splendor", 2, placings(game.result, game.seats), first)}
    assert second[(ANN_ID, "")].mu > first[(ANN_ID, "")].mu
    assert second[(BEN_ID, "")].mu < first[(BEN_ID, "")].mu
    assert second[(ANN_ID, "")].played == 2


def test_ties_split():
    game = record(1, [(ANN_ID, "human"), (BEN_ID, "human"), (CID_ID, "human")],
                  [10, 10, 4], [0, 1])
    game.result["standings"][1]["rank"] = 1  # Ann and Ben share first place
    rows = _rated(game)
    ann, ben, cid = rows[(ANN_ID, "")], rows[(BEN_ID, "")], rows[(CID_ID, "")]
    assert ann.mu == pytest.approx(ben.mu) and ann.mu > MODEL.mu > cid.mu
    assert ann.wins == ben.wins == 1
    # a two-player draw moves neither mean
    draw = record(2, [(ANN_ID, "human"), (BEN_ID, "human")], [7, 7], [0, 1])
    draw.result["standings"][1]["rank"] = 1
    rows = _rated(draw)
    assert rows[(ANN_ID, "")].mu == pytest.approx(MODEL.mu) == rows[(BEN_ID, "")].mu


def test_four_players_in_their_order():
    game = record(1, [(ANN_ID, "human"), (BEN_ID, "human"), (CID_ID, "human"),
                      (DEE_ID, "human")], [20, 15, 10, 5], [0])
    mus = [_rated(game)[(user, "")].mu for user in (ANN_ID, BEN_ID, CID_ID, DEE_ID)]
    assert mus == sorted(mus, reverse=True) and len(set(mus)) == 4


def test_solo_and_first_round_games_are_not_rated():
    solo = record(1, [(ANN_ID, "human")], [14], [0], kind="bonsai", level="gakusei")
    assert placings(solo.result, solo.seats) == []
    given_up = record(2, [(ANN_ID, "human"), (BEN_ID, "human")], [3, 0], [0],
                      reason="resignation")
    given_up.result["first_round"] = True
    assert placings(given_up.result, given_up.seats) == []
    given_up.result["first_round"] = False
    assert len(placings(given_up.result, given_up.seats)) == 2


def test_a_resignation_is_a_loss_for_the_resigner_only():
    # Ann leads on points but resigns; Ben and Cid keep their order behind her.
    game = record(1, [(ANN_ID, "human"), (BEN_ID, "human"), (CID_ID, "human")],
                  [20, 12, 8], [1], reason="resignation")
    game.result["resigned"] = 0
    ranks = {p.user_id: p.rank for p in placings(game.result, game.seats)}
    assert ranks[ANN_ID] > ranks[CID_ID] > ranks[BEN_ID]
    rows = _rated(game)
    assert rows[(ANN_ID, "")].mu < MODEL.mu < rows[(BEN_ID, "")].mu
    assert rows[(ANN_ID, "")].wins == 0
    # A seat handed to the computer is its human's, last, whatever the computer made of it.
    handed = record(2, [(ANN_ID, "human"), (CID_ID, "human"), (DEE_ID, f"{GREEDY}:resigned")],
                    [11, 13, 17], [2])
    places = {p.key: p for p in placings(handed.result, handed.seats)}
    assert places[(DEE_ID, "")].rank == 4 and not places[(DEE_ID, "")].won
    assert (0, "greedy") not in places


def test_computer_levels_are_rated_as_pseudo_players():
    game = record(1, [(ANN_ID, "human"), (-1, "computer:expert"), (-2, GREEDY),
                      (-3, GREEDY)], [9, 20, 5, 4], [1])
    rows = _rated(game)
    assert set(rows) == {(ANN_ID, ""), (0, "expert"), (0, "greedy")}
    expert, greedy = rows[(0, "expert")], rows[(0, "greedy")]
    assert expert.mu > MODEL.mu > greedy.mu and expert.wins == 1 and expert.name == "expert"
    assert greedy.played == 1  # two greedy seats: one game for the level


def test_replay_gives_the_same_ratings_in_any_listing_order():
    games = history()
    assert replay(games) == replay(list(reversed(games)))
    ratings = replay(games)
    assert (1, "splendor", 0, "greedy") in ratings
    assert not any(kind.startswith("bonsai") and user == ANN_ID
                   for (_, kind, user, _) in ratings)  # Ann's bonsai games were solo


async def test_the_store_keeps_what_the_ledger_replays(store):
    await _store_history(store)
    stored = {(r.guild_id, r.kind, r.user_id, r.level): r
              for guild in (1, 2) for r in await store.ratings(guild)}
    assert stored == replay(history())
    board = await store.ratings(1, kind="splendor")
    assert [r.ordinal for r in board] == sorted((r.ordinal for r in board), reverse=True)
    assert [r.kind for r in await store.ratings(1, user_id=BEN_ID)] == ["bonsai", "splendor"]


async def test_ratings_are_backfilled_for_games_finished_before_them(tmp_path):
    path = tmp_path / "old.sqlite3"
    store = await Store.open(path)
    await _store_history(store)
    before = await store.ratings(1)
    await store._db.execute("DELETE FROM schema_migrations WHERE version = ?",
                            (RATINGS_MIGRATION,))
    await store._db.execute("DROP TABLE ratings")
    await store.close()
    store = await Store.open(path)
    try:
        assert await store.ratings(1) == before != []
    finally:
        await store.close()


async def test_rating_changes_are_rated_again_for_games_finished_before_them(tmp_path):
    path = tmp_path / "old.sqlite3"
    store = await Store.open(path)
    await _store_history(store)
    ratings, changes = await store.ratings(1), await store.rating_changes(1, BEN_ID)
    # As if the database predated the changes: no table, no migration.
    await store._db.execute("DELETE FROM schema_migrations WHERE version = ?",
                            (RATING_CHANGES_MIGRATION,))
    await store._db.execute("DROP TABLE rating_changes")
    await store.close()
    store = await Store.open(path)
    try:
        assert await store.ratings(1) == ratings
        assert await store.rating_changes(1, BEN_ID) == changes != []
    finally:
        await store.close()


async def test_the_store_keeps_the_changes_the_ledger_replays(store):
    await _store_history(store)
    replayed = replay_changes(history())
    for user in (ANN_ID, BEN_ID, CID_ID, DEE_ID):
        for guild in (1, 2):
            stored = await store.rating_changes(guild, user, per_kind=100)
            assert sorted(stored, key=lambda c: c.game_id) == \
                [c for c in replayed if (c.user_id, c.guild_id) == (user, guild)]


def test_places_count_as_a_podium_does():
    game = record(1, [(ANN_ID, "human"), (BEN_ID, "human"), (CID_ID, "human"),
                      (DEE_ID, "human")], [10, 10, 4, 2], [0, 1])
    game.result["standings"][1]["rank"] = 1  # Ann and Ben share first place
    [*_, first] = sorted(replay_changes([game]), key=lambda c: c.user_id)
    places = {c.user_id: (c.place, c.players) for c in replay_changes([game])}
    assert places == {ANN_ID: (1, 4), BEN_ID: (1, 4), CID_ID: (3, 4), DEE_ID: (4, 4)}
    assert first.game_id == 1 and first.finished_at == game.updated_at
    # a computer level that sat twice: one change, at its better seat's place
    twice = record(2, [(ANN_ID, "human"), (-1, GREEDY), (-2, GREEDY)], [10, 12, 4], [1])
    assert {(c.user_id, c.level): (c.place, c.players) for c in replay_changes([twice])} == \
        {(ANN_ID, ""): (2, 3), (0, "greedy"): (1, 3)}


async def test_resigning_in_the_first_round_is_not_rated(tables, store):
    game = await started_game(tables, ANN, BEN)
    await tables.resign(game.id, BEN)
    game = await store.get_game(game.id)
    assert game.status == "finished" and game.result["first_round"] is True
    assert game.result["resigned"] == game.seat_of(BEN.user_id)
    assert await store.ratings(1) == []
    assert [t.played for t in await store.player_totals(1, kind="splendor")] == [1, 1]


async def test_resigning_after_the_first_round_is_a_rated_loss(tables, store):
    from bot.app.players import choose_move
    from bot.games import get_engine

    engine = get_engine("splendor")
    game = await started_game(tables, ANN, BEN)
    for actor in (ANN, BEN):
        game = await store.get_game(game.id)
        seat = game.seat_of(actor.user_id)
        await tables.play(game.id, actor, choose_move(engine, game.state, seat, "greedy",
                                                      1).notation)
    await tables.resign(game.id, ANN)
    game = await store.get_game(game.id)
    assert game.result["first_round"] is False
    rows = {r.user_id: r for r in await store.ratings(1, kind="splendor")}
    assert rows[ANN.user_id].mu < rows[BEN.user_id].mu
    assert (rows[BEN.user_id].wins, rows[ANN.user_id].wins) == (1, 0)


def _rating(played: int, ordinal: float = 3.26, change: float = -1.04, *, level: str = "",
            name: str = "Ann", user_id: int = ANN_ID) -> Rating:
    return Rating(1, "splendor", 0 if level else user_id, level, name, 25.0, 7.0, ordinal,
                  played, 1, change, 9)


def test_ratings_in_words_in_every_language():
    from bot.app.rating_board import RatingEntry, rating_board_lines, with_rating

    games = provisional_games()
    assert with_rating("x", _rating(games - 1)) == \
        "x · rating 3.3 (provisional) · −1.0 after the last game"
    assert with_rating("x", _rating(games, change=0.5)) == \
        "x · rating 3.3 · +0.5 after the last game"
    assert with_rating("x", None) == "x"
    entries = [RatingEntry(1, _rating(games)), RatingEntry(2, _rating(1, -2.5, level="expert"))]
    assert rating_board_lines(entries, "Splendor") == [
        "**Splendor leaderboard**",
        f"By rating, a cautious estimate of skill from every rated game; provisional until "
        f"{games} games.",
        f"1. Ann — rating 3.3 · 1 win / {games} games ({round(100 / games)}%)",
        "2. Computer (expert) — rating -2.5 (provisional) · 1 win / 1 game (100%)"]
    italian = rating_board_lines(entries, "Splendor", "it")
    assert "valutazione 3,3 ·" in italian[2] and italian[3].startswith("2. Computer (esperto)")
    french = rating_board_lines(entries, "Splendor", "fr")
    assert "cote 3,3" in french[2] and french[3].startswith("2. Ordinateur (")


def _change(days: int, change: float, place: int = 1, players: int = 2) -> RatingChange:
    return RatingChange(1, "splendor", ANN_ID, "", days, 1_700_000_000.0 + days * 86_400,
                        place, players, 3.26 + days, change)


def test_recent_rated_games_in_words_in_every_language():
    from bot.app.stats import PlayerStats, UserStats, format_user_stats

    games = provisional_games()
    overall = PlayerStats(ANN_ID, "Ann", "splendor", 3, 2)
    stats = UserStats(ANN_ID, "Ann", overall, {"splendor": overall})
    history = {"splendor": [_change(3, 1.04), _change(2, -0.5, 2, 4), _change(1, 0.0, 3, 3)]}
    ratings = {"splendor": _rating(games, 6.26, 1.04)}
    assert format_user_stats(stats, ratings=ratings, history=history).splitlines() == [
        "**Ann** · Splendor — 2 wins / 3 games (67%) · rating 6.3",
        "- <t:1700259200:d> · 1st of 2 · +1.0 → 6.3",
        "- <t:1700172800:d> · 2nd of 4 · −0.5 → 5.3",
        "- <t:1700086400:d> · 3rd of 3 · +0.0 → 4.3"]
    italian = format_user_stats(stats, "it", ratings, history).splitlines()
    assert italian[0].endswith("· valutazione 6,3")
    assert italian[2] == "- <t:1700172800:d> · 2º su 4 · −0,5 → 5,3"
    french = format_user_stats(stats, "fr", ratings, history).splitlines()
    assert french[1] == "- <t:1700259200:d> · 1er sur 2 · +1,0 → 6,3"
    assert french[2] == "- <t:1700172800:d> · 2e sur 4 · −0,5 → 5,3"
    # without the changes kept (none yet), the last change as before
    assert format_user_stats(stats, ratings=ratings).endswith(
        "rating 6.3 · +1.0 after the last game")


def test_several_games_list_fewer_recent_games_each_and_fit_a_message():
    from bot.app.rating_board import HISTORY_ONE_GAME, HISTORY_PER_GAME
    from bot.app.stats import DISCORD_MESSAGE_LIMIT, PlayerStats, UserStats, format_user_stats

    kinds = ["azul_queens_garden", "bonsai", "kokeshi", "splendor", "zenso"]
    by_kind = {kind: PlayerStats(ANN_ID, "W" * 32, kind, 40, 20, 99, 3) for kind in kinds}
    overall = PlayerStats(ANN_ID, "W" * 32, None, 200, 100, None, 15)
    history = {kind: [_change(n, -12.34, 4, 4) for n in range(HISTORY_ONE_GAME)]
               for kind in kinds}
    ratings = {kind: _rating(40, -123.45) for kind in kinds}
    for language in ("en", "it", "fr"):
        text = format_user_stats(UserStats(ANN_ID, "W" * 32, overall, by_kind), language,
                                 ratings, history)
        assert len(text) <= DISCORD_MESSAGE_LIMIT
        assert text.count("\n- <t:") == HISTORY_PER_GAME * len(kinds), text


async def test_a_full_board_fits_a_discord_message(store):
    from bot.app.rating_board import RatingEntry, rating_board_lines
    from bot.app.stats import DISCORD_MESSAGE_LIMIT, fit_message

    entries = [RatingEntry(n, _rating(n, 100.0 - n, name="W" * 32, user_id=n))
               for n in range(1, 11)]
    for language in ("en", "it", "fr"):
        text = fit_message(rating_board_lines(entries, "Azul: Queen's Garden", language),
                           language=language)
        assert len(text) <= DISCORD_MESSAGE_LIMIT and text.count("\n") == 11
