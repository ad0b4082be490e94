"""Ratings in words: ``/game leaderboard`` of one game ranked by rating, and the rating a
player's ``/game stats`` line shows, followed by its change after each of their recent
rated games (newest first: the date, their place, the change and the rating after it).

The figure shown is the conservative estimate (OpenSkill's ordinal), one decimal, in the
reader's number format; the board names computer levels as the catalogue does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot import i18n
from bot.app.names import plain_name
from bot.app.ratings import Rating, RatingChange, provisional_games
from bot.app.store_api import ResultsLedger
from bot.games.message import msg


@dataclass(frozen=True)
class RatingEntry:
    rank: int  # equal ratings share a rank (1, 2, 2, 4)
    rating: Rating


async def stored_rating_board(store: ResultsLedger, *, guild_id: int | None, kind: str,
                              limit: int = 10) -> list[RatingEntry]:
    """One game's best ``limit`` players of a server by rating (the store orders and
    cuts them)."""
    entries: list[RatingEntry] = []
    for index, rating in enumerate(await store.ratings(guild_id, kind=kind,
                                                       limit=max(0, limit))):
        tied = bool(entries) and entries[-1].rating.ordinal == rating.ordinal
        entries.append(RatingEntry(entries[-1].rank if tied else index + 1, rating))
    return entries


async def stored_user_ratings(store: ResultsLedger, user_id: int, *,
                              guild_id: int | None) -> dict[str, Rating]:
    """A user's rating in each game of a server, by game kind."""
    return {r.kind: r for r in await store.ratings(guild_id, user_id=user_id)}


#: recent rated games listed under a rating: asked about one game, and per game otherwise
#: (a few lines each keep a phone's screen for several games)
HISTORY_ONE_GAME = 5
HISTORY_PER_GAME = 3


async def stored_user_changes(store: ResultsLedger, user_id: int, *, guild_id: int | None,
                              kind: str | None = None) -> dict[str, list[RatingChange]]:
    """A user's recent rating changes in each game of a server (or in ``kind``), by game
    kind, newest first."""
    changes: dict[str, list[RatingChange]] = {}
    for change in await store.rating_changes(guild_id, user_id, kind=kind,
                                             per_kind=HISTORY_ONE_GAME):
        changes.setdefault(change.kind, []).append(change)
    return changes


def rating_name(rating: Rating, language: str = i18n.FALLBACK) -> str:
    """A player's name as the board shows it; a computer level as the catalogue names it."""
    if rating.computer:
        return i18n.t(language, "common-rating-computer",
                      level=msg(f"common-level-{rating.level}"))
    return plain_name(rating.name)


def rating_text(rating: Rating, language: str = i18n.FALLBACK) -> str:
    """``"rating 3.2"``, or ``"rating 3.2 (provisional)"`` until enough games."""
    if rating.provisional:
        return i18n.t(language, "common-rating-provisional", rating=rating.ordinal)
    return i18n.t(language, "common-rating", rating=rating.ordinal)


def change_text(rating: Rating, language: str = i18n.FALLBACK) -> str:
    """``"+1.4 after the last game"`` (or ``−``): how the rating moved with it."""
    if rating.change >= 0:
        return i18n.t(language, "common-rating-up", change=rating.change)
    return i18n.t(language, "common-rating-down", change=-rating.change)


def with_rating(record: str, rating: Rating | None, language: str = i18n.FALLBACK, *,
                last_change: bool = True) -> str:
    """A record followed by its rating and (``last_change``) how the last game moved it,
    for ``/game stats``."""
    if rating is None:
        return record
    parts = [record, rating_text(rating, language)]
    if last_change:
        parts.append(change_text(rating, language))
    return " · ".join(parts)


def history_lines(changes: Sequence[RatingChange], language: str = i18n.FALLBACK, *,
                  limit: int = HISTORY_ONE_GAME) -> list[str]:
    """One line per recent rated game, newest first: ``"- <date> · 2nd of 4 · −1.2 → 3.4"``
    (the date a Discord timestamp, shown in each reader's time zone)."""
    lines = []
    for change in changes[:max(0, limit)]:
        if change.change >= 0:
            moved = i18n.t(language, "common-rating-history-up", change=change.change)
        else:
            moved = i18n.t(language, "common-rating-history-down", change=-change.change)
        place = i18n.t(language, "common-rating-history-place", place=change.place,
                       players=change.players)
        lines.append(i18n.t(language, "common-rating-history-line",
                            date=f"<t:{int(change.finished_at)}:d>", place=place,
                            change=moved, rating=change.ordinal))
    return lines


def rating_with_history(record: str, rating: Rating | None,
                        history: Mapping[str, Sequence[RatingChange]], kind: str,
                        language: str = i18n.FALLBACK, *, limit: int = HISTORY_ONE_GAME,
                        ) -> tuple[str, list[str]]:
    """A game's record with its rating, and the lines of its recent rated games (which
    say the last change, so the record's line does not repeat it)."""
    lines = history_lines(history.get(kind, ()), language, limit=limit)
    return with_rating(record, rating, language, last_change=not lines), lines


def record_of(rating: Rating, language: str = i18n.FALLBACK) -> str:
    """Rated games and wins: ``"2 wins / 3 games (67%)"``."""
    percent = round(100 * rating.wins / rating.played) if rating.played else 0
    return i18n.t(language, "common-stats-record", wins=rating.wins, played=rating.played,
                  percent=percent)


def rating_board_lines(entries: Sequence[RatingEntry], title: str,
                       language: str = i18n.FALLBACK) -> list[str]:
    lines = [i18n.t(language, "common-leaderboard-title", game=title)]
    if not entries:
        lines.append(i18n.t(language, "common-rating-none"))
        return lines
    lines.append(i18n.t(language, "common-rating-board-note", games=provisional_games()))
    for entry in entries:
        rating = entry.rating
        lines.append(f"{entry.rank}. {rating_name(rating, language)} — "
                     f"{rating_text(rating, language)} · {record_of(rating, language)}")
    return lines


__all__ = [
    "HISTORY_ONE_GAME",
    "HISTORY_PER_GAME",
    "RatingEntry",
    "change_text",
    "history_lines",
    "rating_board_lines",
    "rating_name",
    "rating_text",
    "rating_with_history",
    "record_of",
    "stored_rating_board",
    "stored_user_changes",
    "stored_user_ratings",
    "with_rating",
]
