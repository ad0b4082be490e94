"""Ratings in words: ``/game leaderboard`` of one game ranked by rating, and the rating a
player's ``/game stats`` line shows with its change after their last game.

The figure shown is the conservative estimate (OpenSkill's ordinal), one decimal, in the
reader's number format; the board names computer levels as the catalogue does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot import i18n
from bot.app.names import plain_name
from bot.app.ratings import Rating, provisional_games
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


def with_rating(record: str, rating: Rating | None, language: str = i18n.FALLBACK) -> str:
    """A record followed by its rating and last change, for ``/game stats``."""
    if rating is None:
        return record
    return " · ".join([record, rating_text(rating, language), change_text(rating, language)])


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
    "RatingEntry",
    "change_text",
    "rating_board_lines",
    "rating_name",
    "rating_text",
    "record_of",
    "stored_rating_board",
    "stored_user_ratings",
    "with_rating",
]
