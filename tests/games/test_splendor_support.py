"""Helpers for the Splendor tests: build positions from the spec's shorthand, play random
games, and check the invariants of spec section 3.4. (No tests live here.)"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from bot.games.message import msg
from bot.games.splendor.engine import ENGINE, bonuses, prestige
from bot.games.splendor.tables import (
    CARD_ORDER,
    CARDS,
    COLOURS,
    GEMS,
    GOLD,
    LETTERS,
    MAX_RESERVED,
    MAX_TOKENS,
    NOBLE_ORDER,
    SLOTS_PER_TIER,
    TIER_KEYS,
    gem_tokens,
    gold_tokens,
    nobles_revealed,
)
from bot.i18n import component_id
from tests.untouched import apply_untouched
from tests.words import said

State = dict[str, Any]


def english(words: Any, language: str = "en") -> Any:
    """What the engine said (a message, its JSON, a list or tuple of them, a Move's
    label) in ``language``'s words, seats named "Player n"."""
    if isinstance(words, list | tuple):
        return type(words)(english(w, language) for w in words)
    return said(ENGINE, words, language)


def card_words(card: Any) -> str:
    """How events name a card: ``a 2-point red card (Level 2, cost 3W 5K)``."""
    return said(ENGINE, msg(component_id("splendor", card.id if hasattr(card, "id") else card)))


def last_text(state: State) -> str:
    """The board's "Last:" line's words, after the player's name."""
    return english(state["last_move"]["text"])


def amounts(text: str) -> dict[str, int]:
    """``"W1 U2 *1"`` → all six colours with those counts (the spec's shorthand)."""
    counts = dict.fromkeys(COLOURS, 0)
    for word in text.split():
        colour = COLOURS[LETTERS.index(word[0])]
        counts[colour] = int(word[1:])
    return counts


def position(
    players: int = 2,
    *,
    seats: list[dict[str, Any]] | None = None,
    supply: str | None = None,
    market: dict[str, list[str | None]] | None = None,
    decks: dict[str, list[str]] | None = None,
    nobles: list[str] | None = None,
    active: int = 0,
    round_number: int = 1,
    exhausted: tuple[str, ...] = (),
) -> State:
    """A state in the engine's layout built from a description.

    ``seats``: per seat ``tokens`` (shorthand), ``cards``, ``nobles`` and ``reserved``
    (card ids, or ``(id, blind)`` pairs). Cards not placed anywhere go to the decks in
    data order (after any given deck tops); market rows not given, or given short, are
    dealt from there. For tiers in ``exhausted`` the unplaced cards leave play instead
    (an empty deck without modelling who bought them; such states are not conserved).
    The supply defaults to the setup amounts minus what the seats hold, so components are
    conserved; nobles on display default to none (no accidental visits).
    """
    seats = seats or [{} for _ in range(players)]
    seats = seats + [{} for _ in range(players - len(seats))]
    placed: set[str] = set()
    built_seats = []
    for seat in seats:
        reserved = []
        for item in seat.get("reserved", []):
            cid, blind = (item, False) if isinstance(item, str) else item
            reserved.append({"id": cid, "tier": CARDS[cid].tier, "blind": blind})
            placed.add(cid)
        placed.update(seat.get("cards", []))
        built_seats.append({
            "tokens": amounts(seat.get("tokens", "")),
            "cards": list(seat.get("cards", [])),
            "nobles": list(seat.get("nobles", [])),
            "reserved": reserved,
        })
    market = {k: list(v) for k, v in (market or {}).items()}
    decks = {k: list(v) for k, v in (decks or {}).items()}
    for row in market.values():
        placed.update(cid for cid in row if cid)
    for deck in decks.values():
        placed.update(deck)
    for tier in TIER_KEYS:
        rest = [cid for cid in CARD_ORDER if str(CARDS[cid].tier) == tier and cid not in placed]
        if tier in exhausted:
            rest = []
        row = market.get(tier, [])
        missing = SLOTS_PER_TIER - len(row)
        market[tier] = row + rest[:missing] + [None] * max(0, missing - len(rest))
        rest = rest[missing:]
        decks[tier] = decks.get(tier, []) + rest
    if supply is None:
        pool = {c: gem_tokens(players) for c in GEMS}
        pool[GOLD] = gold_tokens(players)
        for seat in built_seats:
            for colour, n in seat["tokens"].items():
                pool[colour] -= n
        supply_counts = pool
    else:
        supply_counts = amounts(supply)
    held_nobles = {n for seat in built_seats for n in seat["nobles"]}
    display = list(nobles or [])
    state = {
        "schema": 1,
        "game": "splendor",
        "players": players,
        "rng": 0,
        "round": round_number,
        "active": active,
        "phase": "action",
        "pending": None,
        "supply": supply_counts,
        "decks": decks,
        "market": market,
        "nobles": display,
        "nobles_out": [n for n in NOBLE_ORDER if n not in display and n not in held_nobles],
        "seats": built_seats,
        "end_triggered": False,
        "trigger": None,
        "end_reason": None,
        "null_turns": 0,
        "turn_passed": False,
        "last_move": None,
        "events": [],
    }
    _check_components(state, cards_kept=not exhausted, tokens_kept=supply is None)
    return state


def _check_components(state: State, cards_kept: bool, tokens_kept: bool) -> None:
    """Refuse an impossible position: a card or a noble in two places (or unknown), a
    supply pile below zero (seats holding more than the game has) and, unless a tier was
    asked to be exhausted, a card lost. A supply given outright (a worked example's,
    which says nothing about where the other tokens are) is taken as it is."""
    cards: Counter[str] = Counter(cid for deck in state["decks"].values() for cid in deck)
    cards.update(cid for row in state["market"].values() for cid in row if cid)
    for seat in state["seats"]:
        cards.update(seat["cards"] + [r["id"] for r in seat["reserved"]])
    nobles = Counter(state["nobles"] + state["nobles_out"]
                     + [n for seat in state["seats"] for n in seat["nobles"]])
    tokens = Counter(state["supply"])
    for seat in state["seats"]:
        tokens.update(seat["tokens"])
    expected = {c: gem_tokens(state["players"]) for c in GEMS}
    expected[GOLD] = gold_tokens(state["players"])
    problems = [
        *(f"{c} in two places" for c, n in cards.items() if n > 1),
        *(f"unknown card {c}" for c in cards if c not in CARDS),
        *(f"{c} lost" for c in CARD_ORDER if cards_kept and c not in cards),
        *(f"noble {n} in two places" for n, k in nobles.items() if k > 1),
        *(f"{n} {c} tokens in the supply" for c, n in state["supply"].items() if n < 0),
        *(f"{tokens[c]} {c} tokens in the game, not {n}" for c, n in expected.items()
          if tokens_kept and tokens[c] != n),
    ]
    if problems:
        raise ValueError("impossible position: " + "; ".join(problems))


def notations(state: State, seat: int | None = None) -> list[str]:
    if seat is None:
        seat = ENGINE.to_move(state)[0]
    return [m.notation for m in ENGINE.legal_moves(state, seat)]


def play(state: State, *moves: str) -> State:
    """Apply each move for whichever seat must act."""
    for notation in moves:
        state = ENGINE.apply(state, ENGINE.to_move(state)[0], notation)
    return state


def random_game(players: int, seed: int, buy_bias: float = 0.0, never_buy: bool = False,
                max_moves: int = 5000) -> tuple[list[State], list[tuple[int, str]]]:
    """Play a seeded random game; with ``buy_bias`` a buy is preferred that often;
    ``never_buy`` players only take, reserve and return (the game runs to the cap)."""
    rng = random.Random(seed * 7919 + players)
    state = ENGINE.setup(players, seed, {})
    states, log = [state], []
    while ENGINE.to_move(state) and len(log) < max_moves:
        seat = ENGINE.to_move(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        buys = [m for m in moves if m.notation.startswith("buy")]
        if never_buy and len(buys) < len(moves):
            moves = [m for m in moves if not m.notation.startswith("buy")]
        pick = rng.choice(buys if buys and rng.random() < buy_bias else moves)
        state = apply_untouched(ENGINE, state, seat, pick.notation)
        states.append(state)
        log.append((seat, pick.notation))
    return states, log


def check_invariants(state: State, dealt: bool = True) -> None:
    """Spec 3.4: conservation and limits (asserting). ``dealt=False`` for hand-built
    positions, whose noble display need not hold N+1 nobles."""
    players = state["players"]
    totals = Counter(state["supply"])
    for seat in state["seats"]:
        totals.update(seat["tokens"])
        assert all(n >= 0 for n in seat["tokens"].values()), seat["tokens"]
        assert len(seat["reserved"]) <= MAX_RESERVED
    assert all(n >= 0 for n in state["supply"].values()), state["supply"]
    for colour in GEMS:
        assert totals[colour] == gem_tokens(players), (colour, totals)
    assert totals[GOLD] == gold_tokens(players)
    cards = [cid for deck in state["decks"].values() for cid in deck]
    cards += [cid for row in state["market"].values() for cid in row if cid]
    for seat in state["seats"]:
        cards += seat["cards"] + [r["id"] for r in seat["reserved"]]
    assert sorted(cards) == sorted(CARD_ORDER)
    nobles = state["nobles"] + [n for seat in state["seats"] for n in seat["nobles"]]
    assert len(nobles) == nobles_revealed(players) or not dealt
    assert sorted(nobles + state["nobles_out"]) == sorted(NOBLE_ORDER)
    for tier in TIER_KEYS:
        if state["decks"][tier]:
            assert None not in state["market"][tier]
    if state["phase"] == "action":
        for seat in state["seats"]:
            assert sum(seat["tokens"].values()) <= MAX_TOKENS
    if state["phase"] != "over":
        # PD-6: the engine passes by itself, so whoever is asked always has a real choice
        assert ENGINE.to_move(state) == [state["active"]]
        assert ENGINE.legal_moves(state, state["active"])
    view = ENGINE.view(state, None)
    for index, seat in enumerate(state["seats"]):
        shown = view["seats"][index]
        assert shown["prestige"] == prestige(seat)
        assert list(shown["bonuses"].values()) == bonuses(seat)
    assert ENGINE.scores(state) == [s["prestige"] for s in view["seats"]]


def hidden_ids(state: State, viewer: int | None) -> set[str]:
    """Card ids ``viewer`` must not see: deck contents and other seats' blind reserves."""
    secret = {cid for deck in state["decks"].values() for cid in deck}
    for index, seat in enumerate(state["seats"]):
        if index != viewer:
            secret |= {r["id"] for r in seat["reserved"] if r["blind"]}
    return secret


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True)
