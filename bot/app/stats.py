"""Statistics over finished games: per-user records and leaderboards.

``/game leaderboard`` of one game ranks by rating (:mod:`bot.app.ratings`, words in
:mod:`bot.app.rating_board`); over several games, by the wins counted here.

The commands read :func:`stored_user_stats` and :func:`stored_leaderboard`: counters the
store keeps with each result (``player_totals``, updated in the transaction that finishes
a game), so ``/game stats`` and ``/game leaderboard`` read a few indexed rows however long
a server's history grows. The pure functions over :class:`~bot.app.store.GameRecord`
lists below define the same figures from the games themselves; tests hold the two equal.

What counts:

- only games with status ``finished`` and a result; a cancelled game never counts;
- only human players: a seat created for the computer never counts;
- a seat a human handed to the computer (controller ``computer:<level>:resigned`` or
  ``…:removed``) counts as a game played and not won by that human, whatever the computer
  then made of it: otherwise resigning a lost game would keep it off one's record;
- a win is the user's seat among ``result["winners"]`` (shared victories count for each);
- the best score is the user's score in the result's standings, taken only from games
  the human played to the end, and only within one game kind (scores of different games
  are on different scales, so a figure over several kinds has none);
- a game that ended by resignation is marked so: it counts in ``by_resignation`` (shown
  with the record), and a computer never wins anything, so a computer seat "winning" a
  resigned game at 0 points is nobody's win;
- a solo game (one seat) is a record of its own, per game and level (``bonsai:solo:gakusei``:
  games, games won and the best score at that level), never in the table games' overall
  record nor on a leaderboard: beating a solo target and beating friends differ.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot import i18n
from bot.app.messages import game_title as title_of
from bot.app.messages import plain_name
from bot.app.rating_board import (
    HISTORY_PER_GAME,
    rating_board_lines,
    rating_with_history,
    stored_rating_board,
    stored_user_changes,
    stored_user_ratings,
)
from bot.app.ratings import Rating, RatingChange
from bot.app.records import (
    SOLO_SUFFIX,
    GameRecord,
    PlayerTotals,
    SeatRecord,
    counted_seats,
    solo_kind,
)
from bot.app.store_api import ResultsLedger
from bot.games import registry
from bot.games.message import component, msg

DISCORD_MESSAGE_LIMIT = 2000


@dataclass(frozen=True)
class PlayerStats:
    """One user's record over a set of games (one game kind, or all when ``kind`` is
    ``None``)."""

    user_id: int
    name: str
    kind: str | None
    played: int = 0
    wins: int = 0
    best_score: int | None = None
    by_resignation: int = 0  # of ``played``, the games that ended by a resignation

    @property
    def losses(self) -> int:
        return self.played - self.wins

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass(frozen=True)
class UserStats:
    """A user's record per game kind (sorted by kind) and over all of them."""

    user_id: int
    name: str
    overall: PlayerStats
    by_kind: dict[str, PlayerStats] = field(default_factory=dict)


@dataclass(frozen=True)
class LeaderboardEntry:
    rank: int  # equal records share a rank (1, 2, 2, 4)
    stats: PlayerStats


# --- selection ------------------------------------------------------------------------------

def counted_games(games: Iterable[GameRecord], *, guild_id: int | None = None,
                  kind: str | None = None) -> list[GameRecord]:
    """The finished games that count, optionally of one server and one game kind
    (``None`` means any)."""
    return [
        game for game in games
        if game.status == "finished" and game.result is not None
        and (guild_id is None or game.guild_id == guild_id)
        and (kind is None or game.kind == kind)
    ]


def human_seats(game: GameRecord) -> list[tuple[SeatRecord, bool]]:
    """The seats of humans in a finished game, each with whether the human played it to
    the end (``False``: they resigned or were removed and the computer finished it)."""
    assert game.result is not None
    return counted_seats(game.seats, game.result)


def is_solo(game: GameRecord) -> bool:
    assert game.result is not None
    return bool(game.result.get("solo")) or len(game.seats) == 1


def stats_kind(game: GameRecord) -> str:
    """The record a finished game counts in: its game, or its game's solo record at its
    level (``bonsai:solo:gakusei``)."""
    assert game.result is not None
    return solo_kind(game.kind, game.result, game.options) if is_solo(game) else game.kind


def solo_record(kind: str) -> bool:
    """Whether a statistics kind is a solo record."""
    return SOLO_SUFFIX in kind


# --- figures --------------------------------------------------------------------------------

class _Tally:
    def __init__(self, user_id: int) -> None:
        self.user_id = user_id
        self.name = str(user_id)
        self.named_at: tuple[float, int] = (float("-inf"), -1)
        self.played = 0
        self.wins = 0
        self.best: int | None = None
        self.by_resignation = 0

    def add(self, game: GameRecord, seat: SeatRecord, to_the_end: bool) -> None:
        assert game.result is not None
        # Users rename themselves; the name of their latest game is the one people know.
        when = (game.updated_at, game.id)
        if when > self.named_at:
            self.name, self.named_at = seat.name, when
        self.played += 1
        if game.result.get("reason") == "resignation":
            self.by_resignation += 1
        if to_the_end and seat.position in game.result.get("winners", []):
            self.wins += 1
        if to_the_end:
            score = _score(game.result, seat.position)
            if score is not None and (self.best is None or score > self.best):
                self.best = score

    def stats(self, kind: str | None) -> PlayerStats:
        return PlayerStats(self.user_id, self.name, kind, self.played, self.wins,
                           self.best if kind is not None else None, self.by_resignation)


def _score(result: dict[str, Any], position: int) -> int | None:
    for standing in result.get("standings", []):
        if standing.get("seat") == position:
            return int(standing["score"])
    return None


def _tallies(games: Iterable[GameRecord]) -> dict[int, _Tally]:
    tallies: dict[int, _Tally] = {}
    for game in games:
        for seat, to_the_end in human_seats(game):
            tally = tallies.setdefault(seat.user_id, _Tally(seat.user_id))
            tally.add(game, seat, to_the_end)
    return tallies


def user_stats(games: Iterable[GameRecord], user_id: int, *, guild_id: int | None = None,
               kind: str | None = None, name: str | None = None) -> UserStats:
    """``user_id``'s record in the counted games (zeros if they played none): the table
    games overall and per game, and each solo record apart. ``name`` is used when they
    have no table game to take a name from."""
    mine = [g for g in counted_games(games, guild_id=guild_id, kind=kind)
            if any(seat.user_id == user_id for seat, _ in human_seats(g))]
    tables = [g for g in mine if not is_solo(g)]
    overall = _tallies(tables).get(user_id) or _Tally(user_id)
    if not overall.played and name is not None:
        overall.name = name
    by_kind = {}
    for each_kind in sorted({stats_kind(g) for g in mine}):
        tally = _tallies(g for g in mine if stats_kind(g) == each_kind)[user_id]
        by_kind[each_kind] = tally.stats(each_kind)
    stats = overall.stats(_one_kind(tables, kind))
    return UserStats(user_id, overall.name, stats, by_kind)


def _one_kind(games: Sequence[GameRecord], kind: str | None) -> str | None:
    # Games all of one kind make best scores comparable even if no kind was asked for.
    kinds = {game.kind for game in games}
    return kind if kind is not None or len(kinds) != 1 else kinds.pop()


def _order(stats: PlayerStats) -> tuple[Any, ...]:
    best = stats.best_score if stats.best_score is not None else float("-inf")
    return (-stats.wins, -stats.win_rate, -best)


def leaderboard(games: Iterable[GameRecord], limit: int = 10, *, guild_id: int | None = None,
                kind: str | None = None) -> list[LeaderboardEntry]:
    """The top ``limit`` human players by wins, then win rate, then best score (the last
    only within one kind). Equal records share a rank; names break ties in the listing."""
    counted = [g for g in counted_games(games, guild_id=guild_id, kind=kind) if not is_solo(g)]
    kind = _one_kind(counted, kind)
    everyone = [tally.stats(kind) for tally in _tallies(counted).values()]
    everyone.sort(key=lambda s: (*_order(s), s.name.casefold(), s.user_id))
    entries: list[LeaderboardEntry] = []
    for index, stats in enumerate(everyone[:max(0, limit)]):
        tied = bool(entries) and _order(entries[-1].stats) == _order(stats)
        entries.append(LeaderboardEntry(entries[-1].rank if tied else index + 1, stats))
    return entries


# --- from the stored counters (what the commands use) -------------------------------------

def _from_totals(row: PlayerTotals, kind: str | None, best: int | None) -> PlayerStats:
    return PlayerStats(row.user_id, row.name, kind, row.played, row.wins, best,
                       row.by_resignation)


async def stored_user_stats(store: ResultsLedger, user_id: int, *, guild_id: int | None,
                            kind: str | None = None, name: str | None = None) -> UserStats:
    """:func:`user_stats` of one server, from the counters: a few rows whatever the
    history."""
    rows = {row.kind: row for row in await store.player_totals(guild_id, user_id=user_id)
            if kind is None or row.kind == kind or row.kind.startswith(kind + SOLO_SUFFIX)}
    by_kind = {k: _from_totals(row, k, row.best) for k, row in sorted(rows.items()) if k}
    overall_row = rows.get(kind or "")
    if overall_row is None:
        empty = PlayerStats(user_id, name or str(user_id), kind)
        return UserStats(user_id, empty.name, empty, by_kind)
    table_kinds = [k for k in by_kind if not solo_record(k)]
    one_kind = kind if kind is not None else (table_kinds[0] if len(table_kinds) == 1
                                              else None)
    best = by_kind[one_kind].best_score if one_kind is not None else None
    overall = _from_totals(overall_row, one_kind, best)
    return UserStats(user_id, overall.name, overall, by_kind)


async def stored_leaderboard(store: ResultsLedger, *, guild_id: int | None, kind: str | None = None,
                             limit: int = 10) -> list[LeaderboardEntry]:
    """:func:`leaderboard` of one server, from the counters (the store orders and cuts
    them; only ``limit`` rows are read)."""
    if kind is None:
        kinds = [k for k in await store.kinds_played(guild_id) if not solo_record(k)]
        if len(kinds) == 1:
            kind = kinds[0]  # one kind played: best scores are comparable
    rows = await store.player_totals(guild_id, kind=kind, limit=max(0, limit))
    entries: list[LeaderboardEntry] = []
    for index, row in enumerate(rows):
        stats = _from_totals(row, kind, row.best if kind is not None else None)
        tied = bool(entries) and _order(entries[-1].stats) == _order(stats)
        entries.append(LeaderboardEntry(entries[-1].rank if tied else index + 1, stats))
    return entries


# --- words for Discord ----------------------------------------------------------------------

def game_title(kind: str | None, language: str = i18n.FALLBACK) -> str:
    if kind is None:
        return i18n.t(language, "common-stats-all-games")
    base, solo, level = kind.partition(SOLO_SUFFIX)
    name = title_of(base, language) if base in registry() else base
    if not solo:
        return name
    level = level.lstrip(":")
    if level:
        # the level by its name in the game's catalogue (Bonsai's "Gakusei"), not its id
        return i18n.text(msg("common-stats-solo-level", game=name, level=component(level)),
                         language, game=base)
    return i18n.t(language, "common-stats-solo", game=name)


def record_text(stats: PlayerStats, language: str = i18n.FALLBACK) -> str:
    """``"5 wins / 8 games (62%) · best 21"``."""
    parts = [i18n.t(language, "common-stats-record", wins=stats.wins, played=stats.played,
                    percent=round(stats.win_rate * 100))]
    if stats.best_score is not None:
        parts.append(i18n.t(language, "common-stats-best", score=stats.best_score))
    if stats.by_resignation:
        parts.append(i18n.t(language, "common-stats-resigned", count=stats.by_resignation))
    return " · ".join(parts)


def solo_record_text(stats: PlayerStats, language: str = i18n.FALLBACK) -> str:
    """A solo record: ``"best 14 · 3 games, 1 won"`` (the best score comes first: it is
    what a solo player tries to beat)."""
    parts = [i18n.t(language, "common-stats-solo-record", played=stats.played,
                    wins=stats.wins)]
    if stats.best_score is not None:
        parts.insert(0, i18n.t(language, "common-stats-best", score=stats.best_score))
    return " · ".join(parts)


def user_stats_lines(stats: UserStats, language: str = i18n.FALLBACK,
                     ratings: Mapping[str, Rating] | None = None,
                     history: Mapping[str, Sequence[RatingChange]] | None = None,
                     ) -> list[str]:
    """The table games' record (overall, then per game, each game's with its rating
    from ``ratings`` by kind and its recent rated games from ``history``), then each
    solo record."""
    ratings, history = ratings or {}, history or {}
    name = plain_name(stats.name)
    kind = stats.overall.kind
    solo = {k: each for k, each in stats.by_kind.items() if solo_record(k)}
    lines = []
    if stats.overall.played and kind is not None:
        record, recent = rating_with_history(record_text(stats.overall, language),
                                             ratings.get(kind), history, kind, language)
        lines.append(f"**{name}** · {game_title(kind, language)} — {record}")
        lines += recent
    elif stats.overall.played:
        lines.append(f"**{name}** — {record_text(stats.overall, language)}")
        for each_kind, each in stats.by_kind.items():
            if solo_record(each_kind):
                continue
            record, recent = rating_with_history(
                record_text(each, language), ratings.get(each_kind), history, each_kind,
                language, limit=HISTORY_PER_GAME)
            lines.append(i18n.t(language, "common-stats-kind-line",
                                game=game_title(each_kind, language), record=record))
            lines += recent
    if solo:
        if not lines:
            lines.append(f"**{name}**")
        lines += [i18n.t(language, "common-stats-kind-line",
                         game=game_title(each_kind, language),
                         record=solo_record_text(each, language))
                  for each_kind, each in solo.items()]
    if lines:
        return lines
    if kind:
        return [i18n.t(language, "common-stats-none-in", name=name,
                       game=game_title(kind, language))]
    return [i18n.t(language, "common-stats-none", name=name)]


def leaderboard_lines(entries: Sequence[LeaderboardEntry], kind: str | None = None,
                      language: str = i18n.FALLBACK) -> list[str]:
    if kind is None and entries:
        kind = entries[0].stats.kind
    lines = [i18n.t(language, "common-leaderboard-title", game=game_title(kind, language))]
    if not entries:
        lines.append(i18n.t(language, "common-leaderboard-empty"))
    for entry in entries:
        lines.append(f"{entry.rank}. {plain_name(entry.stats.name)} — "
                     f"{record_text(entry.stats, language)}")
    return lines


def fit_message(lines: Sequence[str], limit: int = DISCORD_MESSAGE_LIMIT,
                language: str = i18n.FALLBACK) -> str:
    """Join lines into one message of at most ``limit`` characters, dropping whole lines
    from the end (with a note saying how many) rather than cutting one in half."""
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    kept = list(lines)
    while kept:
        kept.pop()
        note = i18n.t(language, "common-fit-more", count=len(lines) - len(kept))
        text = "\n".join([*kept, note])
        if len(text) <= limit:
            return text
    return text[:limit]


def format_user_stats(stats: UserStats, language: str = i18n.FALLBACK,
                      ratings: Mapping[str, Rating] | None = None,
                      history: Mapping[str, Sequence[RatingChange]] | None = None) -> str:
    return fit_message(user_stats_lines(stats, language, ratings, history),
                       language=language)


def format_leaderboard(entries: Sequence[LeaderboardEntry], kind: str | None = None,
                       language: str = i18n.FALLBACK) -> str:
    return fit_message(leaderboard_lines(entries, kind, language), language=language)


async def leaderboard_text(store: ResultsLedger, *, guild_id: int | None, kind: str | None,
                           language: str = i18n.FALLBACK) -> str:
    """``/game leaderboard``: one game's players by rating (the game asked for, or the
    only one played); over several games, by wins (ratings of different games do not
    add up)."""
    if kind is None:
        kinds = [k for k in await store.kinds_played(guild_id) if not solo_record(k)]
        if len(kinds) == 1:
            kind = kinds[0]
    if kind is None:
        return format_leaderboard(await stored_leaderboard(store, guild_id=guild_id),
                                  language=language)
    entries = await stored_rating_board(store, guild_id=guild_id, kind=kind)
    return fit_message(rating_board_lines(entries, game_title(kind, language), language),
                       language=language)


async def user_stats_text(store: ResultsLedger, user_id: int, *, guild_id: int | None,
                          kind: str | None = None, name: str | None = None,
                          language: str = i18n.FALLBACK) -> str:
    """``/game stats``: a player's records, each table game's with its rating and the
    change after each of their recent rated games."""
    stats = await stored_user_stats(store, user_id, guild_id=guild_id, kind=kind, name=name)
    ratings = await stored_user_ratings(store, user_id, guild_id=guild_id)
    history = await stored_user_changes(store, user_id, guild_id=guild_id, kind=kind)
    return format_user_stats(stats, language, ratings, history)


__all__ = [
    "DISCORD_MESSAGE_LIMIT",
    "LeaderboardEntry",
    "PlayerStats",
    "UserStats",
    "counted_games",
    "fit_message",
    "format_leaderboard",
    "format_user_stats",
    "game_title",
    "human_seats",
    "is_solo",
    "leaderboard",
    "leaderboard_lines",
    "leaderboard_text",
    "plain_name",
    "record_text",
    "solo_record_text",
    "stored_leaderboard",
    "stored_user_stats",
    "user_stats",
    "user_stats_lines",
    "user_stats_text",
]
