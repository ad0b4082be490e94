"""Computer players, for any registered game.

Two levels:

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

Both levels are pure functions of (state, seat, seed): the same position gives the same
move, which keeps replays and tests reproducible. Call them off the event loop.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.base import Engine, IllegalMove, Move, Rng, State

LEVELS = ("random", "greedy")

#: how many candidates, after the shallow pass, are followed to the end of the turn
BEAM_WIDTH = 6

# Keys that change with every move without changing the position itself.
_VOLATILE_KEYS = frozenset({"events", "turn", "revealed", "last_move", "active", "round",
                            "rng", "phase", "pending", "null_turns", "turn_passed"})


@dataclass
class SearchStats:
    """What one decision cost: apply+evaluate calls (for the budget benchmark)."""

    evaluations: int = 0


def choose_move(engine: Engine, state: State, seat: int, level: str, seed: int,
                stats: SearchStats | None = None) -> Move:
    moves = engine.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    rng = Rng.from_seed(seed)
    if level == "random" or len(moves) == 1:
        return moves[rng.below(len(moves))]
    if level != "greedy":
        raise ValueError(f"unknown computer level {level!r}")
    stats = stats if stats is not None else SearchStats()
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
