"""Several moves ticked in one select (``Move.together``): the order that plays them all.

The panel used to play them in its menu's order. But a move may open a decision of its
own (validating a Zensō card whose bonus asks where to place a Stone, or which Jizō
witnesses it), and while that decision waits, the seat's other ticked moves are refused:
the player had to tick them again after answering it. So the moves are first tried on
the position (engines are pure: a move never changes the state it is given), and each
step plays the first move, in the menu's order, after which another ticked move is still
legal; a move that leaves none of them legal (one that opens its own decision, or End
turn) waits until it is the last, or until nothing else can go first. A move that reveals
something (a draw) is never tried ahead of its place: what it would reveal must not choose
the order.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import Engine, IllegalMove, Move, State


def playable_order(engine: Engine, state: State, seat: int, moves: Sequence[Move]
                   ) -> list[Move]:
    """``moves`` (in the menu's order) in the order that plays as many of them as the
    rules allow; those that cannot be placed keep their menu order at the end, where the
    panel refuses them with the rules' reason."""
    remaining = list(moves)
    order: list[Move] = []
    while len(remaining) > 1:
        picked = _next_move(engine, state, seat, remaining)
        if picked is None:
            break
        move, state = picked
        order.append(move)
        remaining.remove(move)
    return order + remaining


def _next_move(engine: Engine, state: State, seat: int, remaining: list[Move]
               ) -> tuple[Move, State] | None:
    first_legal: tuple[Move, State] | None = None
    for move in remaining:
        if move.reveals:
            continue
        after = _applied(engine, state, seat, move)
        if after is None:
            continue
        first_legal = first_legal or (move, after)
        others = [other for other in remaining if other is not move and not other.reveals]
        if seat in engine.to_move(after) and any(
                _applied(engine, after, seat, other) is not None for other in others):
            return move, after
    return first_legal


def _applied(engine: Engine, state: State, seat: int, move: Move) -> State | None:
    try:
        return engine.apply(state, seat, move.notation)
    except IllegalMove:
        return None
