"""Helpers for the Zensō tests: build a position from a few lines of text, play seeded
random games, and check the invariants (conservation, scores = breakdowns). No tests."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from bot.games.zenso.engine import ENGINE, ZensoEngine
from bot.games.zenso.text import garden_from_text
from tests.untouched import apply_untouched
from tests.words import said

State = dict[str, Any]


def position(
    players: int = 2,
    *,
    gardens: list[str | dict[str, list[Any]]] | None = None,
    harmony: list[dict[str, tuple[int, int]]] | None = None,
    hands: list[list[str]] | None = None,
    enso: list[int] | None = None,
    zen: list[list[int]] | None = None,
    row: list[str | None] | None = None,
    display: list[str | None] | None = None,
    terrain_deck: list[str] | None = None,
    phase: str = "pick",
    active: int = 0,
    queue: list[dict[str, Any]] | None = None,
    flags: dict[str, Any] | None = None,
    seed: int = 1,
    engine: ZensoEngine = ENGINE,
) -> State:
    """A state in the engine's layout. ``gardens`` are §9 maps (or stored gardens);
    ``harmony[seat]`` maps the placed cards' ids to their footprint anchors (in placing
    order). Every card stays in exactly one place: named cards are taken out of the
    decks, and a card the setup dealt that is now named elsewhere (a hand card also in
    the setup's display) is replaced from the deck; the cards a given ``row`` replaces go
    back among the Terrain cards. ``terrain_deck`` names the deck exactly (the rest of
    the game's Terrain cards are removed). A position that names a card twice is
    refused with :class:`ValueError`."""
    state = engine.setup(players, seed, {})
    state["events"] = []
    harmony = harmony or [{} for _ in range(players)]
    for seat in range(players):
        s = state["seats"][seat]
        if gardens is not None and gardens[seat] is not None:
            g = gardens[seat]
            s["garden"] = garden_from_text(g, harmony[seat]) if isinstance(g, str) else g
        s["placed"] = [{"id": cid, "anchor": list(a)} for cid, a in harmony[seat].items()]
        if hands is not None:
            s["hand"] = list(hands[seat])
        if enso is not None:
            s["enso"] = enso[seat]
        if zen is not None:
            s["zen"] = list(zen[seat])
    state["phase"] = phase
    state["active"] = active
    state["queue"] = queue or []
    state["flags"] = {**engine._fresh_flags(), **(flags or {})}

    # Harmony cards: what the caller named, then the setup's deals kept where they are
    # unless named elsewhere, then the deck from what is left, in the setup's order.
    named_h = [p["id"] for s in state["seats"] for p in s["placed"]]
    named_h += [c for t in state["queue"] for c in
                (t["cards"] if t["t"] == "keep" else [t["card"]] if t["t"] in ("witness", "pay")
                 else [])]
    if hands is not None:
        named_h += [c for hand in hands for c in hand]
    if display is not None:
        state["display"] = list(display) + [None] * (6 - len(display))
        named_h += [c for c in state["display"] if c]
    _refuse_twice(named_h, "Harmony")
    order = list(dict.fromkeys(state["harmony_deck"] + list(engine.rules.harmony_order)))
    spare = [c for c in order if c not in set(named_h)]
    named = set(named_h)

    def redealt(cards: list[str | None]) -> list[str | None]:
        return [spare.pop(0) if c in named and spare else None if c in named else c
                for c in cards]

    if hands is None:
        for s in state["seats"]:
            s["hand"] = [c for c in redealt(s["hand"]) if c]
    if display is None:
        state["display"] = redealt(state["display"])
    held = {c for c in state["display"] if c} | {c for s in state["seats"] for c in s["hand"]}
    state["harmony_deck"] = [c for c in spare if c not in held]

    # Terrain cards: the same, with the setup's row given back when a row is named.
    named_t = [c for s in state["seats"] for c in s["terrain"]]
    named_t += [t["card"] for t in state["queue"] if t["t"] in ("place", "or")]
    setup_row = [c for c in state["row"] if c]
    if row is not None:
        state["row"] = list(row) + [None] * (6 - len(row))
        named_t += [c for c in state["row"] if c]
    if terrain_deck is not None:
        named_t += terrain_deck
    _refuse_twice(named_t, "Terrain")
    pool = [c for c in dict.fromkeys(state["terrain_deck"] + state["terrain_removed"]
                                     + setup_row + list(engine.rules.terrain_order))
            if c not in set(named_t)]
    if row is None:
        state["row"] = [c if c is None or c not in named_t else pool.pop(0)
                        for c in state["row"]]
        pool = [c for c in pool if c not in state["row"]]
    if terrain_deck is not None:
        state["terrain_deck"], state["terrain_removed"] = list(terrain_deck), pool
    else:
        n = max(0, engine.rules.deck_size[players] - len(named_t)
                - (0 if row is not None else sum(1 for c in state["row"] if c)))
        state["terrain_deck"], state["terrain_removed"] = pool[:n], pool[n:]
    _check_conserved(state, engine)
    return state


def _refuse_twice(cards: list[str], kind: str) -> None:
    twice = sorted(c for c, n in Counter(cards).items() if n > 1)
    if twice:
        raise ValueError(f"impossible position: {kind} cards named twice: {twice}")


def _check_conserved(state: State, engine: ZensoEngine) -> None:
    """Every card of the game in exactly one place: none twice, none lost."""
    for kind, census, everything in (
            ("Harmony", harmony_census(state), engine.rules.harmony_order),
            ("Terrain", terrain_census(state), engine.rules.terrain_order)):
        twice = sorted(c for c, n in census.items() if n > 1)
        lost = sorted(set(everything) - set(census))
        unknown = sorted(set(census) - set(everything))
        if twice or lost or unknown:
            raise ValueError(f"impossible position: {kind} cards twice {twice}, lost {lost}, "
                             f"unknown {unknown}")


def moves_of(state: State, seat: int | None = None) -> list[str]:
    seat = state["active"] if seat is None else seat
    return [m.notation for m in ENGINE.legal_moves(state, seat)]


def play(state: State, *notations: str, engine: ZensoEngine = ENGINE) -> State:
    for notation in notations:
        state = engine.apply(state, state["active"], notation)
    return state


def harmony_census(state: State) -> Counter:
    c: Counter = Counter(state["harmony_deck"])
    c.update(x for x in state["display"] if x)
    for s in state["seats"]:
        c.update(s["hand"])
        c.update(p["id"] for p in s["placed"])
    for t in state["queue"]:
        if t["t"] == "keep":
            c.update(t["cards"])
        if t["t"] in ("witness", "pay"):
            c[t["card"]] += 1
    return c


def terrain_census(state: State) -> Counter:
    c: Counter = Counter(state["terrain_deck"] + state["terrain_removed"] + state["terrain_out"])
    c.update(x for x in state["row"] if x)
    for s in state["seats"]:
        c.update(s["terrain"])
    for t in state["queue"]:
        if t["t"] == "place" or (t["t"] == "or" and not t["discard"]):
            c[t["card"]] += 1
    return c


def check_invariants(state: State, engine: ZensoEngine = ENGINE) -> None:
    """Components conserved (every card exactly once), tokens never negative, scores
    equal their breakdown, the state round-trips through JSON."""
    rules = engine.rules
    h = harmony_census(state)
    assert sorted(h) == sorted(rules.harmony_order) and set(h.values()) == {1}, h
    t = terrain_census(state)
    assert sorted(t) == sorted(rules.terrain_order) and set(t.values()) == {1}, t
    for seat, s in enumerate(state["seats"]):
        assert s["enso"] >= 0
        assert len(s["zen"]) == rules.green_spaces
        b = engine.breakdown(state, seat)
        assert b["total"] == b["harmony"] + b["hand"] + b["lanterns"]
        for cell in s["garden"].values():
            terrain, stone, lanterns, card = cell
            if stone:
                assert terrain == rules.sand and card is None
            if lanterns:
                assert terrain in rules.landscapes and card is None
    assert engine.scores(state) == [engine.breakdown(state, i)["total"]
                                    for i in range(state["players"])]
    assert json.loads(json.dumps(state)) == state


def random_game(players: int, seed: int, engine: ZensoEngine = ENGINE,
                check: bool = True, smart: float = 0.7
                ) -> tuple[list[State], list[tuple[int, str]]]:
    """A seeded game of mixed random and one-step-greedy choices (``smart`` is the share
    of greedy decisions), so games build plots and Stone groups and also end by the
    fifth Harmony card: every state and the move log."""
    rnd = random.Random(seed)
    state = engine.setup(players, seed, {})
    states = [state]
    log: list[tuple[int, str]] = []
    for _ in range(5000):
        if engine.is_over(state):
            break
        seat = engine.to_move(state)[0]
        moves = engine.legal_moves(state, seat)
        validations = [m for m in moves if m.notation.startswith("validate")]
        if validations and rnd.random() < 0.9:
            move = rnd.choice(validations)
        elif rnd.random() < smart and len(moves) > 1:
            sample = moves if len(moves) <= 12 else rnd.sample(moves, 12)
            move = max(sample, key=lambda m: engine.evaluate(
                engine.apply(state, seat, m.notation), seat))
        else:
            move = rnd.choice(moves)
        state = apply_untouched(engine, state, seat, move.notation)
        log.append((seat, move.notation))
        states.append(state)
        if check:
            check_invariants(state, engine)
    assert engine.is_over(state)
    return states, log


def give(state: State, seat: int, *card_ids: str, anchor: tuple[int, int] = (40, 40)) -> State:
    """Place Harmony cards (usually Jizō, for their ability) in ``seat``'s garden far from
    everything, taking them from wherever they are."""
    for offset, card_id in enumerate(card_ids):
        for s in state["seats"]:
            if card_id in s["hand"]:
                s["hand"].remove(card_id)
        if card_id in state["harmony_deck"]:
            state["harmony_deck"].remove(card_id)
        state["display"] = [None if c == card_id else c for c in state["display"]]
        ax, ay = anchor[0] + 3 * offset, anchor[1]
        for x, y in ((ax, ay), (ax + 1, ay), (ax, ay + 1), (ax + 1, ay + 1)):
            state["seats"][seat]["garden"][f"{x},{y}"] = [None, 0, 0, card_id]
        state["seats"][seat]["placed"].append({"id": card_id, "anchor": [ax, ay]})
    return state


def refill_display(state: State) -> State:
    """Fill empty display positions from the deck (after ``give`` took a card away)."""
    for i, c in enumerate(state["display"]):
        if c is None and state["harmony_deck"]:
            state["display"][i] = state["harmony_deck"].pop(0)
    return state


def text(words: Any, language: str = "en") -> str:
    """Something the engine said, in words (seats named "Player n")."""
    return said(ENGINE, words, language)


def events_text(state: dict[str, Any], language: str = "en") -> list[str]:
    """The events of the move that made ``state``, in words."""
    return [said(ENGINE, event, language) for event in state["events"]]
