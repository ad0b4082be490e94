"""Splendor's component data as fast lookup tables, plus the wording shared by labels.

Everything numeric comes from ``data/splendor.json`` (project decisions included), read
once at import. Engines and tests use these tables instead of walking the JSON, so the
hot paths (move generation, playouts) never touch dicts of dicts.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from bot.games.data import load_game_data

DATA: dict[str, Any] = load_game_data("splendor")

#: the five gem colours in canonical order (white, blue, green, red, black)
GEMS: tuple[str, ...] = tuple(DATA["gem_colors"])
GOLD: str = next(c["id"] for c in DATA["colors"] if c["kind"] == "joker")
#: all six token colours; gold is last, index ``GOLD_INDEX``
COLOURS: tuple[str, ...] = (*GEMS, GOLD)
GOLD_INDEX: int = len(GEMS)
SHORT: dict[str, str] = {c["id"]: c["short"] for c in DATA["colors"]}
LETTERS: tuple[str, ...] = tuple(SHORT[c] for c in COLOURS)
#: input spellings of a colour (letter or name, upper case) → colour index
COLOUR_WORDS: dict[str, int] = {}
for _index, _colour in enumerate(COLOURS):
    COLOUR_WORDS[SHORT[_colour].upper()] = _index
    COLOUR_WORDS[_colour.upper()] = _index

TIERS: tuple[int, ...] = tuple(t["tier"] for t in DATA["tiers"])
TIER_KEYS: tuple[str, ...] = tuple(str(t) for t in TIERS)


def _value(entry: dict[str, Any], players: int | None = None) -> Any:
    if "by_player_count" in entry:
        return entry["by_player_count"][str(players)]
    return entry["value"]


RULES: dict[str, Any] = {name: entry["value"] for name, entry in DATA["rules"].items()}
SETUP: dict[str, Any] = DATA["setup"]
MIN_PLAYERS: int = DATA["game"]["players"]["min"]
MAX_PLAYERS: int = DATA["game"]["players"]["max"]
SLOTS_PER_TIER: int = _value(SETUP["market_slots_per_tier"])

TAKE_DISTINCT: int = RULES["take_distinct_count"]
TAKE_SAME: int = RULES["take_same_count"]
TAKE_SAME_MIN_PILE: int = RULES["take_same_min_pile_before"]
RESERVE_GOLD: int = RULES["reserve_gold_gain"]
MAX_RESERVED: int = RULES["max_reserved_cards"]
MAX_TOKENS: int = RULES["max_tokens_end_of_turn"]
END_PRESTIGE: int = RULES["end_trigger_prestige"]
MAX_ROUNDS: int = RULES["max_rounds"]
END_REASON_ORDER: tuple[str, ...] = tuple(RULES["end_reason_priority"])


def gem_tokens(players: int) -> int:
    return _value(SETUP["gem_tokens_per_color"], players)


def gold_tokens(players: int) -> int:
    return _value(SETUP["gold_tokens"], players)


def nobles_revealed(players: int) -> int:
    return _value(SETUP["nobles_revealed"], players)


def deadlock_turns(players: int) -> int:
    """PD-7: how many consecutive null turns end the game."""
    value = RULES["deadlock_end_after_null_turns"]
    return players if value == "player_count" else int(value)


class Card(NamedTuple):
    id: str
    tier: int
    bonus: int  # index into GEMS
    points: int
    cost: tuple[int, int, int, int, int]


class Noble(NamedTuple):
    id: str
    points: int
    requirement: tuple[int, int, int, int, int]


CARDS: dict[str, Card] = {
    item["id"]: Card(
        item["id"], item["tier"], GEMS.index(item["bonus"]), item["points"],
        tuple(item["cost"][c] for c in GEMS),  # type: ignore[arg-type]
    )
    for item in DATA["cards"]["items"]
}
CARD_ORDER: tuple[str, ...] = tuple(item["id"] for item in DATA["cards"]["items"])
NOBLES: dict[str, Noble] = {
    item["id"]: Noble(
        item["id"], item["points"],
        tuple(item["requirement"][c] for c in GEMS),  # type: ignore[arg-type]
    )
    for item in DATA["nobles"]["items"]
}
NOBLE_ORDER: tuple[str, ...] = tuple(item["id"] for item in DATA["nobles"]["items"])


# --- words -------------------------------------------------------------------------------

def seat_name(seat: int) -> str:
    """How events and prompts name a seat: "Player 1" is seat 0 (the platform knows the
    users' names; the engine does not)."""
    return f"Player {seat + 1}"


def counts_text(counts: tuple[int, ...] | list[int], gold_word: bool = True) -> str:
    """``3W 2U + 1 gold`` style amounts for labels (colours in canonical order)."""
    parts = [f"{n}{LETTERS[i]}" for i, n in enumerate(counts[:GOLD_INDEX]) if n]
    gold = counts[GOLD_INDEX] if len(counts) > GOLD_INDEX else 0
    if gold:
        parts.append(f"+ {gold} gold" if parts and gold_word else f"{gold} gold")
    return " ".join(parts) if parts else "nothing"


def card_short(card: Card) -> str:
    """``L2 · 2★ red`` (points left out when 0)."""
    stars = f"{card.points}★ " if card.points else ""
    return f"L{card.tier} · {stars}{GEMS[card.bonus]}"


def card_label(card: Card) -> str:
    """``L2 · 2★ red · costs 3W 2U 2R``: unique per card, since no two cards share tier,
    bonus, points and cost."""
    return f"{card_short(card)} · costs {counts_text(card.cost)}"


def tokens_words(indices: list[int] | tuple[int, ...]) -> str:
    """``white, blue and green`` for events."""
    names = [COLOURS[i] for i in indices]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def amounts_words(counts: tuple[int, ...] | list[int]) -> str:
    """``1 white, 2 black and 2 gold`` for events."""
    parts = [f"{n} {COLOURS[i]}" for i, n in enumerate(counts) if n]
    if not parts:
        return "nothing"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]
