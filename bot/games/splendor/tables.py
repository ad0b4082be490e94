"""Splendor's component data as fast lookup tables, plus the wording shared by labels.

Everything numeric comes from ``data/splendor.json`` (project decisions included), read
once at import. Engines and tests use these tables instead of walking the JSON, so the
hot paths (move generation, playouts) never touch dicts of dicts.

The rule numbers and the project's decisions are also gathered in a :class:`Rules` value,
which an engine can build from any copy of the data (``SplendorEngine(data)``): that is how
the specification's promise "every project decision can be changed in splendor.json
without code" is kept and tested. The module constants below are the shipped data's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from bot.games.data import load_game_data
from bot.games.message import Message, component, msg, words

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


#: the values each project decision may take in ``splendor.json`` (the first is shipped)
PD_CHOICES: dict[str, tuple[Any, ...]] = {
    # PD-2, when fewer than 3 gem colours are left: exactly one of each ("exactly"), or
    # any number from 1 up to that ("up to")
    "take_distinct_reduced_count": ("exactly_min_3_k", "up_to_min_3_k"),
    # PD-3: what "buy" pays when no payment is named: gems first and gold for the
    # shortfall, or as much gold as can stand in for gems
    "default_payment": ("gems_first", "gold_first"),
    # PD-4: a refill goes into the vacated slot, or the row closes up to the left and
    # the new card enters the last slot
    "market_refill_same_slot": (True, False),
    # PD-5: a card reserved from the market is shown face up to everyone, or only its tier
    "market_reserves_visible_to_all": (True, False),
    # PD-6: a pass is legal only when nothing else is, or at any time ...
    "pass_only_when_no_other_action": (True, False),
    # ... and is played by the engine, or must be sent by the player
    "pass_is_automatic": (True, False),
    # PD-9: blind reserves are shown to everyone at the end, or stay their owner's
    "reveal_blind_reserves_at_game_end": (True, False),
    # PD-10: below the winners, equal prestige is ordered by fewer cards (sharing a rank
    # only when both are equal), or equal prestige simply shares a rank
    "ranking_below_first": ("prestige_desc_then_purchased_cards_asc_equal_pairs_share_rank",
                            "prestige_desc_equal_share_rank"),
}


def _choice(rules: dict[str, Any], key: str) -> Any:
    value = rules[key]["value"]
    allowed = PD_CHOICES[key]
    # a typo in the data must not silently fall back to some behaviour
    if value not in allowed or type(value) is not type(allowed[0]):
        decision = rules[key].get("decision", key)
        raise ValueError(f"splendor.json rules.{key} ({decision}) is {value!r}; "
                         f"it may be one of {', '.join(repr(a) for a in allowed)}.")
    return value


@dataclass(frozen=True, eq=False)
class Rules:
    """The rule numbers and project decisions of one copy of the component data.

    ``eq=False`` keeps hashing by identity, so the move caches can key on a ``Rules``
    cheaply and two engines built from different data never share cached moves."""

    take_distinct: int
    take_distinct_fewer: bool
    take_same: int
    take_same_min_pile: int
    reserve_gold: int
    max_reserved: int
    max_tokens: int
    end_prestige: int
    max_rounds: int
    end_reason_order: tuple[str, ...]
    deadlock_after: str | int
    #: published tie-break: fewer purchased cards wins a prestige tie
    tiebreak_fewer_cards: bool
    slots_per_tier: int
    gem_tokens: dict[str, int]
    gold_tokens: dict[str, int]
    nobles_revealed: dict[str, int]
    # the project's decisions (spec section 8)
    reduced_take_up_to: bool  # PD-2
    gold_first: bool  # PD-3
    refill_same_slot: bool  # PD-4
    market_reserves_public: bool  # PD-5
    pass_only_when_stuck: bool  # PD-6
    pass_automatic: bool  # PD-6
    reveal_blind_at_end: bool  # PD-9
    rank_by_cards_below_first: bool  # PD-10

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Rules:
        rules = data["rules"]
        setup = data["setup"]

        def value(key: str) -> Any:
            return rules[key]["value"]

        def per_count(entry: dict[str, Any]) -> dict[str, int]:
            if "by_player_count" in entry:
                return {k: int(v) for k, v in entry["by_player_count"].items()}
            return {str(n): int(entry["value"]) for n in range(1, 9)}

        ranking = _choice(rules, "ranking_below_first")
        return cls(
            take_distinct=int(value("take_distinct_count")),
            take_distinct_fewer=bool(value("take_distinct_fewer_when_colors_lacking")),
            take_same=int(value("take_same_count")),
            take_same_min_pile=int(value("take_same_min_pile_before")),
            reserve_gold=int(value("reserve_gold_gain")),
            max_reserved=int(value("max_reserved_cards")),
            max_tokens=int(value("max_tokens_end_of_turn")),
            end_prestige=int(value("end_trigger_prestige")),
            max_rounds=int(value("max_rounds")),
            end_reason_order=tuple(value("end_reason_priority")),
            deadlock_after=value("deadlock_end_after_null_turns"),
            tiebreak_fewer_cards="purchased_cards_asc" in value("tie_break_order"),
            slots_per_tier=int(setup["market_slots_per_tier"]["value"]),
            gem_tokens=per_count(setup["gem_tokens_per_color"]),
            gold_tokens=per_count(setup["gold_tokens"]),
            nobles_revealed=per_count(setup["nobles_revealed"]),
            reduced_take_up_to=_choice(rules, "take_distinct_reduced_count") == "up_to_min_3_k",
            gold_first=_choice(rules, "default_payment") == "gold_first",
            refill_same_slot=_choice(rules, "market_refill_same_slot"),
            market_reserves_public=_choice(rules, "market_reserves_visible_to_all"),
            pass_only_when_stuck=_choice(rules, "pass_only_when_no_other_action"),
            pass_automatic=_choice(rules, "pass_is_automatic"),
            reveal_blind_at_end=_choice(rules, "reveal_blind_reserves_at_game_end"),
            rank_by_cards_below_first=ranking == PD_CHOICES["ranking_below_first"][0],
        )

    def deadlock_turns(self, players: int) -> int:
        """PD-7: how many consecutive null turns end the game."""
        value = self.deadlock_after
        return players if value == "player_count" else int(value)


#: the shipped data's rules
DEFAULT_RULES: Rules = Rules.from_data(DATA)


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
# Players read messages (:mod:`bot.games.message`), put into words by the catalogues
# (``locales/<lang>/splendor.ftl``): a colour, a card and a noble are components named
# there (``splendor-component-red``, ``splendor-component-2-k-03``, ``splendor-component-n-wug``),
# never by their ids. Amounts in notation (``3W 2U``) are the letters the board shows.

def counts_text(counts: tuple[int, ...] | list[int]) -> str:
    """``3W 2U``: gem amounts in notation, canonical order (gold left out)."""
    return " ".join(f"{n}{LETTERS[i]}" for i, n in enumerate(counts[:GOLD_INDEX]) if n)


def payment_words(pay: tuple[int, ...] | list[int]) -> Message:
    """``3W 2U + 1 gold`` for labels; ``nothing`` for a free card."""
    gems = counts_text(pay)
    gold = pay[GOLD_INDEX] if len(pay) > GOLD_INDEX else 0
    if gems and gold:
        return msg("splendor-pay-gems-gold", gems=gems, gold=gold)
    if gold:
        return msg("splendor-pay-gold", gold=gold)
    if gems:
        return msg("splendor-pay-gems", gems=gems)
    return msg("splendor-nothing")


def requirement_text(noble: Noble) -> str:
    """``3W 3U 3G``: the bonuses a noble requires."""
    return " ".join(f"{n}{LETTERS[i]}" for i, n in enumerate(noble.requirement) if n)


def colour(index: int) -> dict[str, str]:
    """A token colour as a message argument (named by the catalogue)."""
    return component(COLOURS[index])


def card_short(card: Card) -> Message:
    """``L2 · 2★ red`` (points left out when 0)."""
    return msg("splendor-card-short", tier=card.tier, points=card.points,
               bonus=component(GEMS[card.bonus]))


def card_label(card: Card) -> Message:
    """``L2 · 2★ red · costs 3W 2U 2R``: unique per card, since no two cards share tier,
    bonus, points and cost."""
    return msg("splendor-card-label", tier=card.tier, points=card.points,
               bonus=component(GEMS[card.bonus]), cost=counts_text(card.cost))


def gems_words(indices: list[int] | tuple[int, ...]) -> dict[str, Any]:
    """``white, blue and green`` for events."""
    return words([colour(i) for i in indices])


def amounts_words(counts: tuple[int, ...] | list[int]) -> Message:
    """``1 white, 2 black and 2 gold`` for events (``nothing`` when empty)."""
    parts = [msg("splendor-amount", count=n, colour=colour(i))
             for i, n in enumerate(counts) if n]
    if not parts:
        return msg("splendor-nothing")
    return msg("splendor-amounts", amounts=words(parts))
