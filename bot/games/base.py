"""The contract every game engine implements.

An engine is pure rules: no I/O beyond reading its component data at import, no Discord,
no clock, and no randomness except the seeded generator carried inside the state. The
platform (tables, store, notifier, cogs, renderers, computer players, fuzzers) treats
every game through this contract alone, so a sixth game needs no change to the core.

States are plain JSON-compatible dicts. Every state carries:

- ``schema``: the state layout version, so stored games can be migrated;
- ``rng``: the generator's serialised position (see :class:`Rng`);
- ``events``: public messages (their JSON) describing what the last ``apply`` did,
  automatic steps included (a refill, an automatic pass). The notifier posts them; they
  must never contain hidden information.

And, where the game needs them:

- ``turn``: the number of turns completed so far. The engine — never the core — says
  where a turn ends, by incrementing it (see :meth:`Engine.turn_number`). A simultaneous
  step (every seat choosing a starting tile at once) is one turn: the counter moves once,
  when the last seat has chosen.
- ``revealed``: ``True`` on a state returned by ``apply`` when that call drew at random or
  revealed hidden information, automatic continuations included (a refill after a card
  is taken). Undo never crosses such a move (see :meth:`Engine.revealed`).

Engines do not know who sits where, so what they say names a seat as an argument
(:func:`bot.games.message.seat`); the platform puts the users' names in.

Words are data (:mod:`bot.games.message`): an engine says everything — events (stored
as message JSON in ``state["events"]``), private events, prompts, refusals, labels and
menu steps, the end sentence, option descriptions and setup refusals — as a
:class:`~bot.games.message.Message`, and :mod:`bot.i18n` renders it in the reader's
language. :data:`Words` also admits a plain string, shown as it is, in no language (a
notation, a number; the tests' toy games' prompts): it never names a seat. Sentences
stored before messages were regenerated as messages by migration 7
(:mod:`bot.app.legacy_words`). :meth:`Engine.require_seat`, :func:`record_event` and
:func:`mark_revealed` are the machinery every engine repeats.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar

from bot.games.message import Message, as_message, msg, stored, words
from bot.games.message import seat as seat_arg

State = dict[str, Any]
View = dict[str, Any]
#: what an engine says: a message (or a plain string shown as it is, naming no seat)
Words = Message | str


def seat_name(seat: int) -> str:
    """A seat as English names it where no table is known ("Player 1" is seat 0), for
    logs and tests; what players read names seats with :func:`~bot.games.message.seat`."""
    return f"Player {seat + 1}"


class IllegalMove(Exception):
    """A move the rules forbid. ``message`` is one sentence for the player (a
    :class:`Message`, rendered in the player's language); ``str(error)`` is English, for
    logs."""

    def __init__(self, message: Words) -> None:
        super().__init__(message)
        self.message = message
        #: the game and the table's names, set by the table that refused, so the
        #: sentence can name components and players (see :meth:`at_table`)
        self.kind: str | None = None
        self.names: tuple[str, ...] = ()

    def at_table(self, kind: str, names: Sequence[str]) -> IllegalMove:
        self.kind, self.names = kind, tuple(names)
        return self

    def __str__(self) -> str:
        if isinstance(self.message, Message):
            from bot.i18n import text  # the catalogues sit above the engines

            return text(self.message, names=self.names, game=self.kind)
        return str(self.message)


class BadNotation(IllegalMove):
    """Text that is not a move of this game at all (as opposed to a forbidden move)."""


class NotYourDecision(IllegalMove):
    """The seat asked to move while the game waits on someone else (or has ended)."""


@dataclass(frozen=True)
class Move:
    """One legal move as offered to a seat.

    ``notation`` is canonical: what the move log stores and what ``apply`` parses.
    ``path`` groups the move for step-by-step menus: each element is the label of one
    step, the last being the move's own choice (``("Buy", "L2 · 2★ red", "Pay 3W 2U")``).
    ``reveals`` marks moves that draw at random or reveal hidden information; undo never
    crosses one. ``marker`` names a numbered position on the board image, when the choice
    is a place on the board: the same text is drawn on the picture (the board's ``T2-3``,
    or the number ``7`` of a decision picture's badge) and shown on the button.
    ``forfeits`` marks a move that gives up the rest of a round or of the game (Azul's
    Pass; ending a turn with actions left where that loses them for good): the turn
    panel asks the player to confirm it, so a mis-tap loses nothing.
    ``together`` > 1 says this choice may be made with others of its menu level at once,
    up to that many in all (Stones put on several cells): the panel offers the level as
    a select taking several values and plays the chosen moves one after another in the
    level's order (a move that ends the turn is listed after those it may follow); one
    made illegal by an earlier one is refused with its reason, and the rest not played.
    ``then`` holds notations played right after this one by the same tap: a panel option
    that combines a decision with the one the engine asks next (only in
    :meth:`Engine.panel_moves`, never in :meth:`Engine.legal_moves`). ``notation`` stays
    the first move's, and each is logged as a move of its own, so stored logs are the
    same as if they had been chosen one by one.
    """

    notation: str
    label: Words
    path: tuple[Words, ...] = ()
    reveals: bool = False
    marker: str | None = None
    forfeits: bool = False
    together: int = 1
    then: tuple[str, ...] = ()

    @property
    def steps(self) -> tuple[Words, ...]:
        return self.path or (self.label,)

    @cached_property
    def step_keys(self) -> tuple[str, ...]:
        """One stable key per step, the same in every language: menus group moves by
        these, never by the words shown."""
        return tuple(step_key(step) for step in self.steps)


def step_key(step: Words) -> str:
    return step.key if isinstance(step, Message) else step


def record_event(state: State, message: Message) -> None:
    """Add a public event to the state ``apply`` is building (stored as message JSON)."""
    state.setdefault("events", []).append(message.to_json())


def mark_revealed(state: State) -> None:
    """This ``apply`` drew at random or revealed something: undo stops here."""
    state["revealed"] = True


@dataclass(frozen=True)
class OptionSpec:
    """A table option chosen at game creation (``/game new``)."""

    name: str
    #: what the option does, in the reader's words (``/game rules``' options section)
    description: Words
    choices: tuple[str, ...]
    default: str


@dataclass
class Standing:
    seat: int
    score: int
    rank: int
    breakdown: dict[str, int] = field(default_factory=dict)


@dataclass
class Result:
    """The end of a game: standings in rank order, winners and why it ended."""

    standings: list[Standing]
    winners: list[int]
    reason: str  # a stable code ("resignation", "exhausted"), never words
    details: list[Words] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "standings": [s.__dict__ for s in self.standings],
            "winners": self.winners,
            "reason": self.reason,
            "details": [stored(detail) for detail in self.details],
        }


class Rng:
    """SplitMix64: tiny, fast, fully specified, so a stored game replays identically on
    any Python version (``random.Random``'s algorithms may change between releases)."""

    _MASK = (1 << 64) - 1

    def __init__(self, position: int) -> None:
        self.position = position & self._MASK

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(seed)

    def next64(self) -> int:
        self.position = (self.position + 0x9E3779B97F4A7C15) & self._MASK
        z = self.position
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self._MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self._MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """Uniform integer in [0, bound) by rejection, so there is no modulo bias."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            value = self.next64()
            if value < limit:
                return value % bound

    def shuffle(self, items: list[Any]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[Any]) -> Any:
        return items[self.below(len(items))]


class Engine:
    """Base class of every game engine. Subclasses override the methods marked below.

    Engines are stateless singletons: every method takes the state and never mutates it.
    """

    #: registry key, used in commands and the store (``splendor``)
    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    options: tuple[OptionSpec, ...] = ()
    #: one paragraph of rules help, including which numbers are the project's own: what
    #: :meth:`rules_help` shows of a game that says no more (a message)
    rules_summary: Words = ""
    #: may a player take back moves of their unfinished turn (never past a move marked
    #: ``reveals``)? A game whose rules forbid it sets False.
    undo_within_turn: bool = True
    #: False while a game is being built: the registry keeps it out of ``/game new`` and
    #: every listing, while its tests (and the contract suite) reach it through
    #: :func:`bot.games.all_engines`.
    playable: bool = True
    #: one line crediting designers and publisher, shown with the rules (a message)
    credits: Words = ""
    #: how the result message names a breakdown entry whose key is terse (the keys
    #: stay as stored in results; only what players read changes)
    breakdown_words: ClassVar[dict[str, str]] = {}
    #: the computer player's budget: how many further decisions of the same turn the
    #: greedy player follows after a candidate before judging it, and how many
    #: candidates it evaluates per decision (above that it samples deterministically)
    lookahead_steps: int = 12
    evaluation_budget: int = 400
    #: the expert player's yardstick: how many points of :meth:`evaluate` make a clear
    #: difference between two positions (its scores are squeezed into [0, 1] by it)
    search_scale: float = 5.0
    #: whether that yardstick narrows to how far apart the root moves' scores are (down to a
    #: tenth of it): a game whose turns open with sub-decisions that barely move
    #: :meth:`evaluate` keeps it whole, or everything deeper looks won or lost alike
    search_scale_narrows: bool = True
    #: whether a seat holds things other seats cannot see (a hand, a blind reserve): then
    #: another seat's moves depend on what the expert's re-deal guessed, and are listed
    #: afresh each time the search passes
    private_holdings: bool = True
    #: whether the expert's search, from three players on, plays each line on through the
    #: other seats' replies (their best move by first score) to the seat's own next
    #: decision (``bot.app.expert.REPLIES_FROM``): off where those replies are mostly the
    #: re-deal's guess (Zensō: whole hands hidden)
    search_replies: bool = True

    # --- to override -------------------------------------------------------------
    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        raise NotImplementedError

    def to_move(self, state: State) -> list[int]:
        """Seats that must act now; empty when the game is over."""
        raise NotImplementedError

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        raise NotImplementedError

    def apply(self, state: State, seat: int, notation: str) -> State:
        """Return the new state, or raise :class:`IllegalMove`. ``state`` is untouched."""
        raise NotImplementedError

    def prompt(self, state: State, seat: int) -> str:
        """What the seat is asked now, in words ("Choose 2 tokens to return.")."""
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may see (``None``: the public view posted in the channel)."""
        raise NotImplementedError

    def result(self, state: State) -> Result | None:
        """Final standings once the game is over, else ``None``."""
        raise NotImplementedError

    def scores(self, state: State) -> list[int]:
        """Public running score per seat (shown in lists and used by stats)."""
        raise NotImplementedError

    def evaluate(self, state: State, seat: int) -> float:
        """Heuristic worth of ``state`` for ``seat``, used by the greedy computer player.

        Higher is better. The default compares public scores; games override it with
        something that also values progress that has not scored yet.
        """
        scores = self.scores(state)
        others = [s for i, s in enumerate(scores) if i != seat]
        return scores[seat] - (max(others) if others else 0)

    def evaluate_seats(self, state: State) -> list[float]:
        """:meth:`evaluate` for every seat at once (the expert player scores each position
        for all seats). Equal to ``[evaluate(state, s) for s in seats]``; games override it
        to measure each seat once instead of once per seat and opponent."""
        return [self.evaluate(state, seat) for seat in range(len(self.scores(state)))]

    def private_events(self, state: State, seat: int) -> list[str]:
        """Sentences for ``seat`` alone about what the last move showed only them (the
        card a blind reserve drew). Sent only in that player's ephemeral replies."""
        return []

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy of ``state`` in which everything hidden from ``seat`` (deck order,
        other hands) is re-dealt at random, so a computer player that searches it cannot
        profit from secrets. Games without hidden information keep the default."""
        return state

    def turn_number(self, state: State) -> int:
        """How many turns have been completed. A move after which this grew ended a turn:
        the core posts the board, resets the clock, closes undo and cuts replay frames
        there. Engines keep ``state["turn"]``; one whose state already implies the count
        may override this instead."""
        return int(state["turn"])

    def revealed(self, state: State) -> bool:
        """Whether the ``apply`` that produced ``state`` drew or revealed something,
        automatic continuations included (``state["revealed"]``)."""
        return bool(state.get("revealed", False))

    def check_setup(self, players: int, options: dict[str, str]) -> Words | None:
        """One sentence (a message) if the rules forbid these options for this many
        players (checked before a game starts), else ``None``. ``options`` holds every
        declared option."""
        return None

    def end_sentence(self, result: Result) -> Words:
        """The end of the game in the game's own words, seats as arguments: who won and
        why, a tie-break explained ("Player 1 and Player 2 both have 17; Player 2 wins
        with fewer cards"), "Player 1 lost" for a lost solo game. By default: who won
        with how many points."""
        if not result.winners:
            return msg("common-end-nobody")
        top = next((s.score for s in result.standings if s.seat in result.winners), 0)
        return msg("common-end-wins", who=words([seat_arg(s) for s in result.winners]),
                   count=len(result.winners), points=top)

    def tiebreak(self, state: State, seat: int) -> tuple[float, ...]:
        """Sort key after the score, higher is better, by the game's own tie-break rules;
        used to rank a game ended early (a resignation)."""
        return ()

    def resign_result(self, state: State, resigned: int) -> Result:
        """The result when ``resigned`` leaves and the game cannot go on: the others
        ranked by score and the game's tie-breaks, the resigned seat last. In a solo game
        the only seat loses."""
        scores = self.scores(state)
        others = [s for s in range(len(scores)) if s != resigned]

        def key(seat: int) -> tuple[float, ...]:
            return (scores[seat], *self.tiebreak(state, seat))

        ranked = sorted(others, key=key, reverse=True)
        standings: list[Standing] = []
        for index, seat in enumerate(ranked):
            tied = index and key(seat) == key(ranked[index - 1])
            standings.append(Standing(seat, scores[seat],
                                      standings[-1].rank if tied else index + 1))
        standings.append(Standing(resigned, scores[resigned], len(ranked) + 1))
        winners = [s.seat for s in standings if s.rank == 1 and s.seat != resigned]
        return Result(standings, winners, "resignation")

    def panel_moves(self, state: State, seat: int) -> list[Move]:
        """The moves as the turn panel offers them. By default :meth:`legal_moves`; a
        game may offer a decision combined with the one it asks right after it, each
        combination one move whose ``then`` lists the later notations (the computer
        players, the notation and the logs know only :meth:`legal_moves`)."""
        return self.legal_moves(state, seat)

    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        """The moves the greedy computer player considers: by default every legal move;
        a game may drop dominated ones (a costlier payment for the same purchase)."""
        return self.legal_moves(state, seat)

    def rules_help(self) -> list[tuple[Words, Words]]:
        """``/game rules`` as short sections (title, text) for players: the aim, a turn,
        the letters and symbols of the pictures, and which numbers are the project's own."""
        return [(msg("common-rules-heading"), self.rules_summary)]

    # --- provided ----------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return not self.to_move(state)

    def events(self, state: State) -> list[Words]:
        return [as_message(event) for event in state.get("events", [])]

    def require_seat(self, state: State, acting: int) -> None:
        """Refuse, in one sentence, a seat that is not asked to decide now (or any seat
        once the game is over)."""
        waiting = self.to_move(state)
        if not waiting:
            raise NotYourDecision(msg("common-game-over"))
        if acting not in waiting:
            raise NotYourDecision(msg("common-not-your-decision",
                                      waiting=words([seat_arg(s) for s in waiting])))

    def solo_level(self, options: dict[str, str]) -> str | None:
        """The difficulty a solo game is played at, given its engine options: solo
        records (the best score) are kept per level. By default the value of a
        ``solo_level`` option when the game declares one, else ``None``."""
        if any(spec.name == "solo_level" for spec in self.options):
            return str(options.get("solo_level", "")) or None
        return None

    def engine_options(self, stored: dict[str, Any]) -> dict[str, str]:
        """The engine's declared options (with defaults) out of a table's stored options,
        which also hold the platform's own (seat order, speed)."""
        return {spec.name: str(stored.get(spec.name, spec.default)) for spec in self.options}

    def canonical(self, notation: str, state: State | None = None) -> str:
        """The canonical spelling of a move typed any accepted way (``take r k u`` →
        ``take U R K``), so the log stores one spelling; raises :class:`BadNotation`.
        ``state``, when given, lets a game accept spellings that depend on the position
        (a decision picture's marker number standing for a cell). Games whose notation
        has several spellings override this."""
        return " ".join(notation.split())

    def find_move(self, state: State, seat: int, notation: str) -> Move | None:
        try:
            wanted = self.canonical(notation, state).lower()
        except IllegalMove:
            return None
        for move in self.legal_moves(state, seat):
            if move.notation.lower() == wanted:
                return move
        return None

    def replay(self, players: int, seed: int, options: dict[str, str],
               log: Sequence[tuple[int, str]]) -> State:
        """The state after playing ``log`` (seat, notation) from a fresh setup."""
        state = self.setup(players, seed, options)
        for seat, notation in log:
            state = self.apply(state, seat, notation)
        return state

    @staticmethod
    def copy_state(state: State) -> State:
        return copy.deepcopy(state)
