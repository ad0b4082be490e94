"""Computer players, for any registered game.

Two levels:

- ``random``: a uniformly random legal move.
- ``greedy``: tries every legal move and keeps the one whose resulting position the
  game's ``evaluate`` likes best for the mover. When the move leaves the same seat with a
  further decision (return tokens, choose a noble), it follows its own greedy choices
  while that seat is still to move before judging, so "one turn ahead" means the whole
  turn (and, when every opponent must pass automatically, the seat's next turn too —
  harmless, since the same player would decide it). It searches a *determinized* copy of
  the state (hidden cards re-dealt at random), so it never profits from information its
  seat could not see; a candidate the re-dealt position happens to refuse is skipped.

Both are pure functions of (state, seat, seed): the same position gives the same move,
which keeps replays and tests reproducible. Call them off the event loop.
"""

from __future__ import annotations

from bot.games.base import Engine, IllegalMove, Move, Rng, State

LEVELS = ("random", "greedy")

# A turn's chain of sub-decisions is short in every game; the cap only guards the search
# against an engine bug that would keep the same seat deciding forever.
_MAX_TURN_STEPS = 12


def choose_move(engine: Engine, state: State, seat: int, level: str, seed: int) -> Move:
    moves = engine.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    rng = Rng.from_seed(seed)
    if level == "random" or len(moves) == 1:
        return moves[rng.below(len(moves))]
    if level != "greedy":
        raise ValueError(f"unknown computer level {level!r}")
    searched = engine.determinize(state, seat, rng)
    best: Move = moves[0]
    best_value = float("-inf")
    for move in moves:
        try:
            value = _value_after(engine, searched, seat, move.notation)
        except IllegalMove:
            continue
        # Ties keep the first move; a little seeded noise would hide that, but stable
        # play is easier to test and to explain.
        if value > best_value:
            best, best_value = move, value
    return best


def _value_after(engine: Engine, state: State, seat: int, notation: str) -> float:
    after = engine.apply(state, seat, notation)
    for _ in range(_MAX_TURN_STEPS):
        if seat not in engine.to_move(after):
            break
        follow_ups = engine.legal_moves(after, seat)
        after = max(
            (engine.apply(after, seat, m.notation) for m in follow_ups),
            key=lambda s: engine.evaluate(s, seat),
        )
    return engine.evaluate(after, seat)
