"""Ratings per server and per game: OpenSkill's Weng-Lin model (Plackett-Luce), which
rates games of 2 to 4 players with ties, unlike the Elo family.

A finished table game moves the ratings of everyone at its table: each human by their
user id, each computer as the pseudo-player of its level (``level`` set, user id 0), so
a server sees how strong ``expert`` is against its players. The store applies
:func:`rate_game` in the transaction that finishes the game (``ratings`` rows, kept with
the result); :func:`replay` computes the same rows from the finished games alone, in
the order they finished, which is what a test holds the store to.

What is rated and how (:func:`placings`):

- a solo game is not (it keeps its own record);
- a game ended by a resignation before every seat had played a turn (``first_round`` in
  its result) is not: nobody played it;
- places come from the result's standings (ties share a rank); a human who resigned, or
  whose seat was handed to the computer (resigned or removed after time-outs), is last,
  behind everyone who stayed, and the others keep their order;
- a human's seat the computer finished is the human's, never the computer level's.

The rating shown is the conservative estimate (OpenSkill's ordinal, mu - 3 sigma), marked
provisional until ``provisional_games`` rated games (``data/ratings.json``).

Each rated game also leaves one :class:`RatingChange` per player (``rating_changes``
rows, written with the ratings): the player's place, the rating after the game and its
change, which ``/game stats`` lists as a player's recent games. Like the ratings, they
are derived: :func:`replay_changes` computes them from the finished games alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from bot.app.records import GameRecord, SeatRecord
from bot.app.reports import computer_level
from bot.games.data import load_game_data

#: one model for every game: OpenSkill's defaults (mu 25, sigma 25/3)
MODEL = PlackettLuce()

# Why a human seat went to the computer (the controller's last part; see records.py).
_HANDED_OVER = ("resigned", "removed")

#: who a rating belongs to: (user id, "") for a human, (0, level) for a computer level
PlayerKey = tuple[int, str]


def provisional_games() -> int:
    """How many rated games make a rating no longer provisional (data/ratings.json)."""
    return int(load_game_data("ratings")["provisional_games"])


@dataclass(frozen=True)
class Placing:
    """One seat's place in a rated game (1 is first; equal places tie)."""

    user_id: int
    level: str
    name: str
    rank: int
    won: bool

    @property
    def key(self) -> PlayerKey:
        return (self.user_id, self.level)


@dataclass(frozen=True)
class Rating:
    """A player's rating in one server's game: ``mu`` and ``sigma`` (the model's),
    ``ordinal`` (the conservative estimate shown), the rated games and wins, and how the
    ordinal changed with the last of them (``last_game``)."""

    guild_id: int
    kind: str
    user_id: int
    level: str
    name: str
    mu: float
    sigma: float
    ordinal: float
    played: int
    wins: int
    change: float
    last_game: int

    @property
    def key(self) -> PlayerKey:
        return (self.user_id, self.level)

    @property
    def computer(self) -> bool:
        return bool(self.level)

    @property
    def provisional(self) -> bool:
        return self.played < provisional_games()


@dataclass(frozen=True)
class RatingChange:
    """How one rated game moved one player's rating: their ``place`` among ``players``
    (1 is first; tied players share it), the ordinal after it and its ``change``, and
    when the game finished (epoch seconds)."""

    guild_id: int
    kind: str
    user_id: int
    level: str
    game_id: int
    finished_at: float
    place: int
    players: int
    ordinal: float
    change: float


def _is_solo(result: Mapping[str, Any], seats: Sequence[SeatRecord]) -> bool:
    return bool(result.get("solo")) or len(seats) < 2


def placings(result: Mapping[str, Any], seats: Iterable[SeatRecord]) -> list[Placing]:
    """The places of a finished game's seats, or ``[]`` if the game is not rated (see
    the module's docstring)."""
    seats = sorted(seats, key=lambda s: s.position)
    if _is_solo(result, seats) or result.get("first_round"):
        return []
    standings = result.get("standings", [])
    winners = set(result.get("winners", []))
    computer_seats = set(result.get("computer_seats", []))
    resigned = result.get("resigned")
    if resigned is None and result.get("reason") == "resignation" and standings:
        # results stored before the resigned seat was named: resign_result puts it last
        resigned = standings[-1].get("seat")
    ranks = {s.get("seat"): s.get("rank") for s in standings}
    known = [r for r in ranks.values() if isinstance(r, int)]
    last = max([*known, 2]) + 1  # behind everyone who stayed
    rows = []
    for seat in seats:
        why = seat.controller.split(":")[-1]
        handed = seat.controller != "human" and why in _HANDED_OVER
        human = handed or (seat.controller == "human" and seat.position not in computer_seats)
        quit = handed or seat.position == resigned
        rank = ranks.get(seat.position)
        if quit:
            rank = last
        elif not isinstance(rank, int):
            rank = 1 if seat.position in winners else 2
        if human:
            user_id, level = seat.user_id, ""
        else:
            user_id, level = 0, computer_level(seat.controller) or "greedy"
        rows.append(Placing(user_id, level, seat.name if human else level, rank,
                            not quit and seat.position in winners))
    return rows if len({p.key for p in rows}) >= 2 else []


def rate_game(guild_id: int, kind: str, game_id: int, places: Sequence[Placing],
              current: Mapping[PlayerKey, Rating]) -> list[Rating]:
    """The new ratings of everyone placed in one game, from their ``current`` ones (a
    player without one starts at the model's prior). Two seats of one computer level
    play as two entrants from the same rating, and the level takes the mean of both."""
    if not places:
        return []
    teams = []
    for place in places:
        before = current.get(place.key)
        teams.append([MODEL.rating(before.mu, before.sigma) if before is not None
                      else MODEL.rating()])
    after = MODEL.rate(teams, ranks=[float(p.rank) for p in places])
    merged: dict[PlayerKey, list[tuple[Placing, float, float]]] = {}
    for place, team in zip(places, after, strict=True):
        merged.setdefault(place.key, []).append((place, team[0].mu, team[0].sigma))
    rows = []
    for key, entries in merged.items():
        mu = sum(e[1] for e in entries) / len(entries)
        sigma = sum(e[2] for e in entries) / len(entries)
        ordinal = mu - 3 * sigma
        before = current.get(key)
        prior = before.ordinal if before is not None else MODEL.mu - 3 * MODEL.sigma
        won = any(e[0].won for e in entries)
        rows.append(Rating(
            guild_id, kind, key[0], key[1], entries[0][0].name, mu, sigma, ordinal,
            (before.played if before else 0) + 1, (before.wins if before else 0) + int(won),
            ordinal - prior, game_id))
    return rows


def rating_changes(rows: Sequence[Rating], places: Sequence[Placing],
                   finished_at: float) -> list[RatingChange]:
    """The :class:`RatingChange` of each rating :func:`rate_game` returned for one game:
    places counted as a podium is (1, 1, 3: two ahead of the third), a computer level
    that sat twice at its best seat's place."""
    ranks: dict[PlayerKey, int] = {}
    for place in places:
        ranks[place.key] = min(place.rank, ranks.get(place.key, place.rank))
    return [RatingChange(r.guild_id, r.kind, r.user_id, r.level, r.last_game, finished_at,
                         1 + sum(p.rank < ranks[r.key] for p in places), len(places),
                         r.ordinal, r.change)
            for r in rows]


def finishing_order(game: GameRecord) -> tuple[float, int]:
    """The order games are rated in: when they finished, then their number."""
    return (game.updated_at, game.id)


def replay(games: Iterable[GameRecord]) -> dict[tuple[int, str, int, str], Rating]:
    """Every rating, by (server, game, user id, level), recomputed from the finished
    games in the order they finished: the same rows the store keeps."""
    ratings: dict[tuple[int, str, int, str], Rating] = {}
    finished = [g for g in games if g.status == "finished" and g.result is not None]
    for game in sorted(finished, key=finishing_order):
        assert game.result is not None
        guild = game.guild_id or 0
        current = {k[2:]: r for k, r in ratings.items() if k[:2] == (guild, game.kind)}
        for row in rate_game(guild, game.kind, game.id, placings(game.result, game.seats),
                             current):
            ratings[(guild, game.kind, row.user_id, row.level)] = row
    return ratings


def replay_changes(games: Iterable[GameRecord]) -> list[RatingChange]:
    """Every :class:`RatingChange`, recomputed from the finished games in the order they
    finished (by game, then user id and level): the same rows the store keeps."""
    ratings: dict[tuple[int, str, int, str], Rating] = {}
    changes: list[RatingChange] = []
    finished = [g for g in games if g.status == "finished" and g.result is not None]
    for game in sorted(finished, key=finishing_order):
        assert game.result is not None
        guild = game.guild_id or 0
        current = {k[2:]: r for k, r in ratings.items() if k[:2] == (guild, game.kind)}
        places = placings(game.result, game.seats)
        rows = rate_game(guild, game.kind, game.id, places, current)
        for row in rows:
            ratings[(guild, game.kind, row.user_id, row.level)] = row
        changes += sorted(rating_changes(rows, places, game.updated_at),
                          key=lambda c: (c.user_id, c.level))
    return changes


__all__ = [
    "MODEL",
    "Placing",
    "PlayerKey",
    "Rating",
    "RatingChange",
    "finishing_order",
    "placings",
    "provisional_games",
    "rate_game",
    "rating_changes",
    "replay",
    "replay_changes",
]
