"""Helpers for the Bonsai tests: build any position from a few lines of text, play
seeded random games, and check the invariants. (No tests live here.)

    state = position(2, seats=[{"tree": '''
        y=+2    .   .   .  Lf  Lf   .   .
        y=+1  .   .  Lf  Wd  Wd   .   .
        y=+0    .  ##  ##  Bd  ##  ##  ##
    ''', "supply": "W1 L2 Fr1"}])

A tree is drawn like the spec's diagrams (leftmost column x = -3 unless an ``x=`` line
says otherwise); supplies use the spec's shorthand (W, L, Fl, Fr with counts).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from bot.games.base import IllegalMove, Rng
from bot.games.bonsai.engine import ENGINE, BonsaiEngine
from bot.games.bonsai.tables import TILE_TYPES, cell_key
from bot.games.bonsai.tree import parse_tree, tree_json
from bot.games.message import Message
from tests.untouched import apply_untouched
from tests.words import said

State = dict[str, Any]
_SHORT = {"W": "wood", "L": "leaf", "Fl": "flower", "Fr": "fruit"}


def supply(text: str) -> dict[str, int]:
    """``"W2 L1 Fr1"`` → every tile type with those counts."""
    counts = dict.fromkeys(TILE_TYPES, 0)
    for word in text.split():
        letters = word.rstrip("0123456789")
        counts[_SHORT[letters]] = int(word[len(letters):])
    return counts


def position(players: int = 2, *, seats: list[dict[str, Any]] | None = None,
             display: list[str | None] | None = None, deck: list[str] | None = None,
             goals: list[str] | None = None, active: int = 0, phase: str = "action",
             step: dict[str, Any] | None = None, options: dict[str, str] | None = None,
             engine: BonsaiEngine = ENGINE, discards: list[str] | None = None,
             end_triggered: bool = False, final_turns_left: int | None = None) -> State:
    """A state in the engine's layout. Cards not placed anywhere (display, seats,
    discards) form the deck in data order; a setup display card that a seat or the
    discards were given is replaced from them. With ``deck`` given, the cards placed
    nowhere leave play: a late position with a short deck, the one way such a state does
    not hold every card. A card in two places, or not of this player count's deck, is
    refused (``ValueError``)."""
    state = engine.setup(players, 0, options or {})
    rules = engine.rules
    seats = (seats or []) + [{} for _ in range(players - len(seats or []))]
    placed: set[str] = set()
    for index, spec in enumerate(seats):
        seat = state["seats"][index]
        mirrored = spec.get("mirrored", False)
        seat["mirrored"] = mirrored
        if "tree" in spec:
            tiles = parse_tree(spec["tree"])
            tiles[rules.bud(mirrored)] = "wood"
            seat["tree"] = tree_json(tiles)
        else:
            seat["tree"] = {cell_key(rules.bud(mirrored)): "wood"}
        if "supply" in spec:
            seat["supply"] = supply(spec["supply"])
        for key in ("cards", "pile", "claimed", "renounced"):
            seat[key] = list(spec.get(key, []))
            placed.update(seat[key] if key in ("cards", "pile") else [])
    state["discards"] = list(discards or [])
    named = [c for seat in state["seats"] for key in ("cards", "pile") for c in seat[key]]
    named += state["discards"]
    if display is not None:
        state["display"] = list(display) + [None] * (rules.slot_count - len(display))
        named += [c for c in state["display"] if c]
    named += deck or []
    spare = [c for c in rules.deck_for(players) if c not in set(named)]
    if display is None:  # the setup's display, but never a card named elsewhere
        shown = [c for c in state["display"] if c and c not in set(named)]
        spare = [c for c in spare if c not in shown]
        state["display"] = [c if c is None or c not in set(named) else
                            (spare.pop(0) if spare else None) for c in state["display"]]
    placed.update(named, (c for c in state["display"] if c))
    if deck is not None:
        state["deck"] = list(deck)
    else:
        state["deck"] = [c for c in rules.deck_for(players) if c not in placed]
    _check_cards(state, rules.deck_for(players), conserved=deck is None)
    if goals is not None:
        state["goals"] = list(goals)
    state["active"] = active
    state["phase"] = phase
    state["step"] = step
    state["end_triggered"] = end_triggered
    state["final_turns_left"] = final_turns_left
    state["events"] = []
    return state


def _check_cards(state: State, cards: list[str], conserved: bool) -> None:
    """No card in two places, none foreign to the game and, unless a short deck was
    asked for, none lost."""
    census = card_census(state)
    twice = sorted(c for c, n in census.items() if n > 1)
    foreign = sorted(set(census) - set(cards))
    lost = sorted(set(cards) - set(census)) if conserved else []
    if twice or foreign or lost:
        raise ValueError(f"impossible position: cards in two places {twice}, not in this "
                         f"game {foreign}, lost {lost}")


def play(state: State, *notations: str, engine: BonsaiEngine = ENGINE) -> State:
    """Apply moves for whoever is to move."""
    for notation in notations:
        state = engine.apply(state, engine.to_move(state)[0], notation)
    return state


def random_game(players: int, seed: int, options: dict[str, str] | None = None,
                engine: BonsaiEngine = ENGINE, cultivate_bias: float = 0.5
                ) -> tuple[list[State], list[tuple[int, str]]]:
    """A seeded random game; ``cultivate_bias`` favours placing tiles so trees grow."""
    state = engine.setup(players, seed, options or {})
    rng = Rng.from_seed(seed * 7919 + players)
    states = [state]
    log: list[tuple[int, str]] = []
    while engine.to_move(state):
        seat = engine.to_move(state)[0]
        moves = engine.legal_moves(state, seat)
        places = [m for m in moves if m.notation.startswith(("place", "cultivate"))]
        if places and rng.below(1000) < cultivate_bias * 1000:
            move = places[rng.below(len(places))]
        else:
            move = moves[rng.below(len(moves))]
        state = apply_untouched(engine, state, seat, move.notation)
        states.append(state)
        log.append((seat, move.notation))
        assert len(log) < 5000, "a game must end"
    return states, log


def card_census(state: State) -> Counter[str]:
    where: Counter[str] = Counter()
    where.update(state["deck"])
    where.update(c for c in state["display"] if c)
    where.update(state["discards"])
    for seat in state["seats"]:
        where.update(seat["cards"])
        where.update(seat["pile"])
    return where


def check_invariants(state: State, engine: BonsaiEngine = ENGINE) -> None:
    rules = engine.rules
    # cards are conserved: each card of the player count's deck is in exactly one place
    census = card_census(state)
    assert census == Counter(rules.deck_for(state["players"])), census
    claimed = [g for s in state["seats"] for g in s["claimed"]]
    assert len(claimed) == len(set(claimed)) and set(claimed) <= set(state["goals"])
    for index, seat in enumerate(state["seats"]):
        colours = [rules.goals[g].colour for g in seat["claimed"]]
        assert len(colours) == len(set(colours)), "one goal per colour (R29)"
        assert not set(seat["claimed"]) & set(seat["renounced"])
        assert all(n >= 0 for n in seat["supply"].values())
        bud = cell_key(rules.bud(seat["mirrored"]))
        assert seat["tree"].get(bud) == "wood", "the bud is never removed"
        blocked = {cell_key(c) for c in rules.blocked(seat["mirrored"])}
        assert not blocked & set(seat["tree"]), "nothing on a pot cell (R24)"
        for card in seat["cards"]:
            assert rules.kind_of(card).type in {"tool", "growth"}
        for card in seat["pile"]:
            assert rules.kind_of(card).type in {"helper", "master", "parchment"}
        if state["phase"] == "action" and index != state["active"]:
            assert sum(seat["supply"].values()) <= engine.capacity(seat), "R37"
    if state.get("common") is not None:
        caps = rules.supply_caps or {}
        for kind in TILE_TYPES:
            in_trees = sum(1 for s in state["seats"] for c, t in s["tree"].items()
                           if t == kind and c != cell_key(rules.bud(s["mirrored"])))
            held = sum(s["supply"][kind] for s in state["seats"])
            assert state["common"][kind] + held + in_trees == caps[kind], kind
    assert json.loads(json.dumps(state)) == state
    assert (not engine.to_move(state)) == (engine.result(state) is not None)


@contextmanager
def refused(*message_ids: str) -> Iterator[Any]:
    """``with refused("bonsai-slot-empty"):`` the block raises :class:`IllegalMove` whose
    message is one of these ids (the words are the catalogue's business)."""
    with pytest.raises(IllegalMove) as caught:
        yield caught
    message = caught.value.message
    assert isinstance(message, Message) and message.id in message_ids, message


def events_text(state: State, language: str = "en", engine: BonsaiEngine = ENGINE) -> str:
    """The events of the move that made ``state``, in words, one after the other."""
    return " ".join(said(engine, event, language) for event in state["events"])
