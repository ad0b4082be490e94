"""Zensō move logs stored before the turn asked fewer taps (issue 19), in today's shape.

The engine used to wait for two decisions it now takes itself or folds into another:

- **End turn** when nothing optional is left (§5.10: no card can be validated, no free
  action can be made). The old log has an explicit ``end`` there; today the decision
  before it ends the turn, and the next seat's automatic steps follow in the same move
  (a turn where the next seat has nothing to decide ends by itself too). The old ``end``
  is dropped.
- **Skip combining** while a Terrain card can be taken: taking the card is the skip now,
  and ``skip`` is refused there. The old ``skip`` is dropped, or, when the old engine
  then took the one eligible card by itself (nothing else could be done), becomes that
  ``take``; when it took it after free actions in phase 2, those move up a row (where
  the skip was) and the last row takes the card.

Everything else replays as it was: a card with an OR bonus taken as ``take 3`` then
``bonus 2`` is still understood (the panel offers ``take 3 bonus 2`` in one tap today),
and Stones, Lanterns and payments one cell at a time too.

:func:`upgrade_log` reads the log alone; what a store does with the result (rows
dropped, the stored state checked and replaced, a game waiting on an old End turn) is
:mod:`bot.app.zenso_logs`'s.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.base import IllegalMove, State
from bot.games.zenso.engine import ZensoEngine

#: the free actions (R12), which the old engine allowed in phase 2 after a skip
_FREE = ("buy", "swap", "move")


@dataclass
class Upgraded:
    """A log in today's shape: for each old move its notation now (``None``: dropped) and
    the replay's state after it (a dropped move leaves the state as it was)."""

    notations: list[str | None]
    states: list[State]
    #: whether any move was dropped or rewritten (a log in today's shape comes back as it
    #: was: upgrading is idempotent)
    changed: bool = False
    #: the last ``skip`` was dropped and no card was taken after it: the old engine had
    #: left phase 1 (its stored state says ``pick``), today's is still in it
    open_skip: bool = False


def upgrade_log(engine: ZensoEngine, players: int, seed: int, options: dict[str, str],
                log: Sequence[tuple[int, str]]) -> Upgraded:
    """Replay ``log`` (seat, notation) through today's engine, each old-shape move
    rewritten as the module's docstring says. Raises :class:`IllegalMove` when a move is
    refused for another reason (the log is not one the old engine wrote)."""
    state = engine.setup(players, seed, options)
    done = Upgraded([], [])
    skipped: int | None = None  # where the dropped skip of the turn was, while in phase 1
    for seat, notation in log:
        words = notation.lower().split()
        try:
            state = engine.apply(state, seat, notation)
        except IllegalMove:
            if words == ["end"]:
                # refused only because today's engine ended that turn already: an old
                # End turn waited with nothing optional left, which is what ends a turn now
                done.notations.append(None)
            elif words == ["skip"] and _skip_refused(state, seat):
                take = _old_skip(engine, state, seat)
                if take is None:
                    done.notations.append(None)
                    skipped = len(done.notations) - 1
                else:
                    state = engine.apply(state, seat, take)
                    done.notations.append(take)
            else:
                raise
            done.changed = True
        else:
            done.notations.append(notation)
            if words[0] not in _FREE or not _skip_refused(state, seat):
                skipped = None  # phase 1 is over today too
            elif skipped is not None and (take := _old_skip(engine, state, seat)):
                # After the skip the old engine was in phase 2, where a free action that
                # left one card to take and nothing else to do took it by itself. The
                # free actions since the skip move up a row, the last row takes the card.
                done.states.append(state)
                del done.notations[skipped], done.states[skipped]
                state = engine.apply(state, seat, take)
                done.notations.append(take)
                skipped = None
        done.states.append(state)
    done.open_skip = skipped is not None
    return done


def _skip_refused(state: State, seat: int) -> bool:
    """The refusal today's engine gives an old ``skip``: phase 1, no Stone chosen yet,
    and a card to take (taking it skips the phase)."""
    return state["phase"] == "combine" and state["active"] == seat \
        and not state["flags"]["selected"] and not state["queue"]


def _old_skip(engine: ZensoEngine, state: State, seat: int) -> str | None:
    """What the old ``skip`` did after leaving phase 1: in phase 2 with a single eligible
    card and no free action possible, the engine took that card by itself (§5.10); then
    the ``take`` it made, else nothing (the player's next move is in the log)."""
    probe = copy.deepcopy(state)
    probe["phase"] = "pick"
    eligible, _ = engine.eligibility(probe, seat)
    if any(probe["row"]) and len(eligible) == 1 and \
            not engine.free_actions_possible(probe, seat):
        return f"take {eligible[0]}"
    return None


#: what a state says about the one ``apply`` that made it, not about the game: an old End
#: turn applied alone leaves none of the move before it (today's move ends the turn too)
_LAST_APPLY = ("events", "private", "revealed")


def _game_of(state: State) -> State:
    return json.loads(json.dumps({k: v for k, v in state.items() if k not in _LAST_APPLY}))


def stored_matches(engine: ZensoEngine, stored: State, upgraded: Upgraded) -> bool:
    """Whether a state the old engine stored is the same game as the upgraded log's last
    state (what the last ``apply`` said and revealed apart): equal; or waiting for an End
    turn with nothing optional left (today's engine took it); or past a ``skip`` today's
    engine does not need (still in phase 1)."""
    if not upgraded.states:
        return False
    final = _game_of(upgraded.states[-1])
    if _game_of(stored) == final:
        return True
    if upgraded.open_skip and _game_of({**stored, "phase": "combine"}) == final:
        return True
    if stored.get("phase") == "harmony" and not stored.get("queue"):
        try:
            ended = engine.apply(stored, stored["active"], "end")
        except IllegalMove:
            return False
        return _game_of(ended) == final
    return False
