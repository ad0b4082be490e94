"""Computer players, for any registered game.

Three levels:

- ``random``: a uniformly random legal move.
- ``greedy``: judges candidate moves by the position they lead to at the end of the
  seat's turn, with the game's ``evaluate``, and plays the best. It searches a
  *determinized* copy of the state (hidden cards re-dealt at random), so it never profits
  from information its seat could not see; a candidate the re-dealt position refuses is
  skipped.

Greedy works within a budget, so a turn with thousands of candidates or a long chain of
sub-decisions (Zensō, Azul's payments) stays well inside a second per decision:

1. the candidates are the engine's ``candidate_moves`` (dominated moves dropped);
2. above the engine's ``evaluation_budget`` they are sampled deterministically;
3. each is judged once, shallowly (apply + evaluate);
4. the best few (the beam; more while the budget lasts) are followed through the rest
   of the turn, each further
   decision of the same seat taken greedily on the shallow value, for at most the
   engine's ``lookahead_steps`` — never past the end of the turn, which the engine states
   (its turn counter), so the player never plans another turn as if it were this one;
5. a move after which the position is unchanged at the end of the turn (take tokens only
   to give the same ones back) is never chosen while another exists.

- ``expert``: a tree search over the real rules (:mod:`bot.app.expert`), within a
  budget per turn shared by the turn's decisions (:class:`Budget`); it searches a turn's
  further decisions together with the first and plays the planned ones without searching
  again (:class:`TurnMemory`).

The random and greedy levels are pure functions of (state, seat, seed): the same position
gives the same move, which keeps replays and tests reproducible; the expert is too with a
budget counted in iterations (with seconds, it depends on the machine's speed). Call them
off the event loop (the bot runs them in a worker process: :mod:`bot.app.thinking`).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from bot.games.base import Engine, IllegalMove, Move, Rng, State

LEVELS = ("random", "greedy", "expert")

#: how many candidates, after the shallow pass, are followed to the end of the turn
BEAM_WIDTH = 6

# Keys that change with every move without changing the position itself.
_VOLATILE_KEYS = frozenset({"events", "turn", "revealed", "last_move", "active", "round",
                            "rng", "phase", "pending", "null_turns", "turn_passed"})


#: the expert's default time per turn, in seconds (the bot's setting: EXPERT_TURN_SECONDS)
DEFAULT_TURN_SECONDS = 6.0
#: the most of a turn's budget one decision may spend: a turn of one decision still
#: answers within 2 s of a 6 s turn, and a later decision of the turn finds budget left
DECISION_SHARE = 0.3
#: what a turn in seconds keeps back, before any decision was measured, for the time a
#: decision takes beyond its allowance (its caller's bookkeeping, the trip to the worker
#: process and back): :class:`TurnMemory` replaces it by the most it has measured
MARGIN = 0.05
#: the most of a turn the margin may keep back (a decision that waited for a busy worker
#: must not leave the rest of the turns without time)
MARGIN_SHARE = 0.15


@dataclass(frozen=True)
class Budget:
    """The expert's budget for one turn, shared by the turn's decisions: in seconds (the
    bot), or in search iterations (``counted``: tests and reproducible benchmarks, where
    the same seed always gives the same move)."""

    turn: float
    counted: bool = False
    decision_share: float = DECISION_SHARE

    @classmethod
    def seconds(cls, turn: float) -> Budget:
        return cls(float(turn))

    @classmethod
    def iterations(cls, turn: int, decision_share: float = DECISION_SHARE) -> Budget:
        return cls(float(turn), counted=True, decision_share=decision_share)

    def allowance(self, spent: float) -> float:
        """What the next decision may spend, after ``spent`` of this turn: its share of
        the turn, never more than is left (at least one iteration always runs)."""
        share = min(self.turn * self.decision_share, self.turn - spent)
        return max(1.0, math.floor(share)) if self.counted else max(0.0, share)


#: what ``choose_move`` gives the expert when the caller names no budget (the tests set a
#: few iterations, so every generic test that plays every level stays quick)
DEFAULT_BUDGET = Budget.seconds(DEFAULT_TURN_SECONDS)


@dataclass
class SearchStats:
    """What one decision cost: apply+evaluate calls (for the budget benchmark), and the
    expert's search iterations."""

    evaluations: int = 0
    iterations: int = 0


@dataclass(frozen=True)
class Thought:
    """A computer's decision: the move, the same seat's next decisions of this turn as
    planned (notations; empty for the greedy and random levels), and what the search
    spent of the turn's budget (seconds, or iterations for a counted budget)."""

    move: Move
    plan: tuple[str, ...] = ()
    spent: float = 0.0
    #: the search's best line on after the plan, played only once the turn's time is out
    spare: tuple[str, ...] = ()


@dataclass(frozen=True)
class Decision:
    """A :class:`Thought` as plain data, what a worker process sends back."""

    notation: str
    plan: tuple[str, ...] = ()
    spent: float = 0.0
    spare: tuple[str, ...] = ()


def decide(kind: str, state: State, seat: int, level: str, seed: int,
           budget: Budget | None = None, spent: float = 0.0) -> Decision:
    """:func:`think` for a worker process (:mod:`bot.app.thinking`): the engine named by
    its game, plain data back."""
    from bot.games import get_engine  # the registry sits above the players

    thought = think(get_engine(kind), state, seat, level, seed, budget=budget, spent=spent)
    return Decision(thought.move.notation, thought.plan, thought.spent, thought.spare)


def choose_move(engine: Engine, state: State, seat: int, level: str, seed: int,
                stats: SearchStats | None = None, budget: Budget | None = None) -> Move:
    """One decision, searched afresh (the expert on a whole turn's ``budget`` share)."""
    return think(engine, state, seat, level, seed, budget=budget, stats=stats).move


def think(engine: Engine, state: State, seat: int, level: str, seed: int, *,
          budget: Budget | None = None, spent: float = 0.0,
          stats: SearchStats | None = None,
          clock: Callable[[], float] = time.perf_counter) -> Thought:
    """The decision of ``seat`` at ``state``; for the expert, ``spent`` is what earlier
    decisions of the same turn used of ``budget`` (see :class:`TurnMemory`); with a budget
    in seconds, everything this call does counts in what it spent (the legal and
    candidate moves too), on ``clock``."""
    began = clock()
    moves = engine.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    rng = Rng.from_seed(seed)
    if level == "random" or len(moves) == 1:
        return Thought(moves[rng.below(len(moves))])
    stats = stats if stats is not None else SearchStats()
    if level == "expert":
        return _expert(engine, state, seat, seed, moves, budget or DEFAULT_BUDGET, spent,
                       stats, clock, began)
    if level != "greedy":
        raise ValueError(f"unknown computer level {level!r}")
    return Thought(_greedy(engine, state, seat, rng, moves, stats))


def _expert(engine: Engine, state: State, seat: int, seed: int, moves: list[Move],
            budget: Budget, spent: float, stats: SearchStats,
            clock: Callable[[], float], began: float) -> Thought:
    from bot.app.expert import search  # the search module is only needed by this level

    candidates = engine.candidate_moves(state, seat) or moves
    allowance = budget.allowance(spent)
    if budget.counted:
        found = search(engine, state, seat, seed, candidates, iterations=int(allowance))
        used = float(found.iterations)
    else:
        # the deadline counts from this call's start: the candidates' time is the turn's
        found = search(engine, state, seat, seed, candidates, seconds=allowance,
                       clock=clock, started=began)
        used = clock() - began
    stats.evaluations += found.evaluations
    stats.iterations += found.iterations
    return Thought(found.move, found.plan, used, found.spare)


@dataclass
class TurnMemory:
    """What the caller keeps for one computer seat between the decisions of a turn: the
    rest of the expert's plan and the budget the turn has spent. A planned move is played
    only while it is still this seat's turn and the move is legal (the plan stops before
    anything is drawn or revealed, so nothing it assumed can have changed).

    With a budget in seconds the turn must end within it, whatever a decision costs
    outside the search: the caller measures each decision whole (in the bot, the trip to
    the worker process and back) and the turn counts that, and every decision is given
    what is left of the turn minus a ``margin``: twice the most any decision of this seat
    took beyond its allowance, measured (:data:`MARGIN` before the first)."""

    turn: int = -1
    plan: list[str] = field(default_factory=list)
    spent: float = 0.0
    margin: float = MARGIN
    #: the rest of the search's best line after the plan (see :attr:`Thought.spare`)
    spare: list[str] = field(default_factory=list)

    def _same_turn(self, engine: Engine, state: State) -> bool:
        turn = engine.turn_number(state)
        if turn != self.turn:
            self.turn, self.plan, self.spare, self.spent = turn, [], [], 0.0
            return False
        return True

    def planned(self, engine: Engine, state: State, seat: int,
                budget: Budget | None = None,
                clock: Callable[[], float] | None = None) -> Move | None:
        """The next planned move, if the plan still holds (else the plan is dropped).
        Given the turn's ``budget`` (in seconds) and no time left for another decision,
        the search's less certain continuation is played too rather than think again;
        given its ``clock`` too, the turn counts the time this takes."""
        if budget is None or budget.counted or clock is None:
            return self._planned(engine, state, seat, budget)
        began = clock()
        move = self._planned(engine, state, seat, budget)
        if self.turn == engine.turn_number(state):
            self.spent += clock() - began
        return move

    def _planned(self, engine: Engine, state: State, seat: int,
                 budget: Budget | None) -> Move | None:
        if not self._same_turn(engine, state):
            return None
        out_of_time = (budget is not None and not budget.counted
                       and budget.turn - self.spent - self.margin <= 0)
        if not self.plan and out_of_time and self.spare:
            self.plan, self.spare = self.spare, []
        if not self.plan:
            return None
        notation = self.plan.pop(0)
        move = next((m for m in engine.legal_moves(state, seat) if m.notation == notation),
                    None)
        if move is None:
            self.plan, self.spare = [], []
        return move

    def spent_this_turn(self, engine: Engine, state: State) -> float:
        return self.spent if self._same_turn(engine, state) else 0.0

    def used(self, engine: Engine, state: State, budget: Budget | None = None) -> float:
        """What to pass as ``spent`` to the next decision: what this turn has spent, plus,
        for a budget in seconds, the margin kept back for time no search counts."""
        budget = budget or DEFAULT_BUDGET
        spent = self.spent_this_turn(engine, state)
        return spent if budget.counted else spent + self.margin

    def remember(self, engine: Engine, state: State, thought: Thought | Decision,
                 budget: Budget | None = None, elapsed: float | None = None) -> None:
        """After thinking at ``state``: keep the plan, count the budget spent. With the
        ``budget`` (in seconds) and the decision's whole time as the caller measured it
        (``elapsed``, on the clock the budget is counted in), the turn counts that time,
        and the margin learns how far past its allowance the decision went."""
        self._same_turn(engine, state)
        self.plan = list(thought.plan)
        self.spare = list(thought.spare)
        if budget is None or budget.counted or elapsed is None:
            self.spent += thought.spent
            return
        allowed = budget.allowance(self.spent + self.margin)
        over = elapsed - allowed
        # twice the overshoot: the next decision may overshoot as much, and one more may
        # come after it with no time left at all (it still costs its candidates and trip)
        self.margin = min(budget.turn * MARGIN_SHARE, max(self.margin, 2 * over))
        self.spent += max(elapsed, thought.spent)

    def next_move(self, engine: Engine, state: State, seat: int, level: str, seed: int,
                  budget: Budget | None = None,
                  clock: Callable[[], float] = time.perf_counter) -> Thought:
        """The planned move, or one thought afresh within what is left of the turn (a
        caller that thinks in this process: the benchmark, the console)."""
        move = self.planned(engine, state, seat, budget, clock)
        if move is not None:
            return Thought(move)
        began = clock()
        thought = think(engine, state, seat, level, seed, budget=budget,
                        spent=self.used(engine, state, budget), clock=clock)
        self.remember(engine, state, thought, budget or DEFAULT_BUDGET, clock() - began)
        return thought


def _greedy(engine: Engine, state: State, seat: int, rng: Rng, moves: list[Move],
            stats: SearchStats) -> Move:
    searched = engine.determinize(state, seat, rng)
    candidates = _budgeted(engine.candidate_moves(state, seat) or moves,
                           engine.evaluation_budget, rng)
    turn = engine.turn_number(state)
    shallow: list[tuple[float, int, Move, State]] = []
    for index, move in enumerate(candidates):
        try:
            after = engine.apply(searched, seat, move.notation)
        except IllegalMove:
            continue
        stats.evaluations += 1
        shallow.append((engine.evaluate(after, seat), index, move, after))
    if not shallow:
        return moves[0]
    # Ties keep the engine's order (stable play is easier to test and to explain).
    shallow.sort(key=lambda item: (-item[0], item[1]))
    start = position_key(engine, searched)
    best: Move | None = None
    best_value = float("-inf")
    fallback: Move | None = None
    # The beam: the best few by the shallow value, and more while the budget lasts, so
    # a small turn is searched whole (every candidate followed to the end of the turn).
    followed = 0
    for _, _, move, after in shallow:
        if followed >= BEAM_WIDTH and stats.evaluations >= engine.evaluation_budget:
            break
        followed += 1
        end = _finish_turn(engine, after, seat, turn, rng, stats)
        if position_key(engine, end) == start:
            fallback = fallback or move  # a no-op: only if nothing else is possible
            continue
        value = engine.evaluate(end, seat)
        stats.evaluations += 1
        if value > best_value:
            best, best_value = move, value
    if best is None:
        # Every beam candidate was a no-op: take the best shallow move that is not.
        for _, _, move, after in shallow[followed:]:
            end = _finish_turn(engine, after, seat, turn, rng, stats)
            if position_key(engine, end) != start:
                return move
        return fallback or shallow[0][2]
    return best


def _finish_turn(engine: Engine, state: State, seat: int, turn: int, rng: Rng,
                 stats: SearchStats) -> State:
    """Follow the seat's own further decisions of this turn, each taken greedily on the
    shallow value, for at most ``lookahead_steps``."""
    for _ in range(engine.lookahead_steps):
        if engine.turn_number(state) != turn or seat not in engine.to_move(state):
            break
        follow_ups = _budgeted(engine.candidate_moves(state, seat),
                               max(1, engine.evaluation_budget // 4), rng)
        best_state: State | None = None
        best_value = float("-inf")
        for move in follow_ups:
            try:
                after = engine.apply(state, seat, move.notation)
            except IllegalMove:
                continue
            stats.evaluations += 1
            value = engine.evaluate(after, seat)
            if value > best_value:
                best_state, best_value = after, value
        if best_state is None:
            break
        state = best_state
    return state


def _budgeted(moves: Sequence[Move], budget: int, rng: Rng) -> list[Move]:
    """At most ``budget`` moves: all of them, or a deterministic sample in the engine's
    order (seeded by the position's own seed, so a replay picks the same ones)."""
    if len(moves) <= budget:
        return list(moves)
    chosen = sorted(_sample_indices(len(moves), budget, rng))
    return [moves[i] for i in chosen]


def _sample_indices(population: int, count: int, rng: Rng) -> list[int]:
    indices = list(range(population))
    for i in range(count):  # a partial Fisher–Yates: the first ``count`` are the sample
        j = i + rng.below(population - i)
        indices[i], indices[j] = indices[j], indices[i]
    return indices[:count]


def position_key(engine: Engine, state: State) -> str:
    """The position with what changes on every move (events, turn counters, whose turn)
    left out, so two states with the same material compare equal."""
    return json.dumps({k: v for k, v in state.items() if k not in _VOLATILE_KEYS},
                      sort_keys=True)
