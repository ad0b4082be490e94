"""Bonsai (dV Giochi, 2023) for 1–4 players, per ``shared/rules/bonsai.md``.

Rule ids in comments (R12, E6, PD15, D7, …) refer to that specification; every number
(points, allowances, capacities, slot bonuses, card effects, goal thresholds, solo levels,
the pot's cells) is read from ``data/bonsai.json`` through
:class:`~bot.games.bonsai.tables.Rules`. ``BonsaiEngine(data)`` builds an engine from a
modified copy of the data (the tests switch project decisions that way).

Notation (grammar in :mod:`bot.games.bonsai.notation`; input is case-insensitive, output
canonical)::

    mirror                   prune 0,2
    meditate 1               meditate 2 wood | leaf | none
    meditate 3 wood flower   meditate 3 wood | flower | none      (slot 4: leaf fruit)
    gain fruit               (a Master card's "any" symbol, D6)
    cultivate                place leaf -1,2        finish
    claim green_small        renounce green
    return wood

Cells are ``x,y`` on the spec's pointy-top grid (§3.5): ``y`` grows upward, even rows sit
half a hex to the right, the bud is at 0,0 (1,0 when the pot is mirrored). On a decision
picture the legal cells of the chosen tile type are numbered in reading order (top row
first, left to right); ``place leaf 7`` means the seventh of them (``canonical`` resolves it).

A turn is a small state machine; the pending decision is ``state["phase"]``:

``action``  start-of-turn options (``mirror`` D1, ``prune`` D2) and the action (D3):
            ``meditate …`` (D4/D5; the card's effect then follows, PD15) or ``cultivate``.
``master``  D6, one ``gain`` per "any" symbol of the Master card just taken.
``helper``  D7, ``place …`` with the Helper's allowance (1 any + 1 shown), or ``finish``.
            With nothing placeable the Helper is skipped automatically.
``cultivate`` D8, ``place …`` from the Seishi + Growth allowance (PD16 charging), then an
            explicit ``finish`` (the turn's confirmation; solo then discards, R39).
``goals``   D9, per colour with pending tiles: ``claim <goal>`` or ``renounce <colour>``.
``return``  D10, one ``return <type>`` per tile above the capacity (forced when only one
            type is held, which ``apply`` then does by itself).
``over``    the game has ended (E4).

The state is a JSON-ready dict::

    schema, game, players, rng (Rng position; all shuffles happen at setup),
    options {goals: on|off, tokonoma: on|off, solo_level},
    turn (turns completed), revealed (the last apply revealed a card), active,
    phase, step (the phase's working data: {allowance {symbol: n}, placed, card} for
    cultivate/helper, {any_left, card} for master; else null),
    deck [card ids, top first] (secret), display [card id | null] × 4 (slot 1 first),
    discards [solo discards, public], goals [goal ids in play, data order],
    common {type: n} (only when the common supply is limited, PD1) | null,
    seats [{tree {"x,y": type} (the bud included), mirrored, supply {type: n},
            cards [Tool and Growth ids, face up], pile [Helper/Master/Parchment ids,
            secret], claimed [goal ids], renounced [goal ids]}],
    mirrored_this_turn, end_triggered, final_turns_left (null until the trigger turn
    ends, E2), events

Hidden information (§7): the deck order and every pile's contents (with the Parchment
points they project) are absent from the public view and from events; a pile shows as a
count. The owner's view lists their pile and projected total. At the end all is public.

Players read words, never the data's ids nor the rule codes: everything the engine says
is a :class:`~bot.games.message.Message` (``bonsai-…`` in ``locales/<lang>/bonsai.ftl``):
cards by their kind (``component("master_leaf_flower")``: "the Master card (leaf +
flower)"), goals by size, colour and points, tiles by their names, seats as ``seat(n)``.
Ids stay in the notation (``claim green_small``) and the view.

Seat order (PD8, random) is the platform's job (``/game new`` shuffles seats); the engine
keeps the seats in the order it is given.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from bot.games.base import (
    BadNotation,
    Engine,
    IllegalMove,
    Move,
    NotYourDecision,
    OptionSpec,
    Result,
    Rng,
    Standing,
    State,
    View,
    record_event,
)
from bot.games.bonsai import tree as trees
from bot.games.bonsai.notation import ParsedMove, format_move, parse
from bot.games.bonsai.tables import (
    RULES,
    TILE_TYPES,
    Cell,
    Rules,
    cell_key,
    load_rules,
    parse_key,
    reading_key,
)
from bot.games.message import Message, component, msg, words
from bot.games.message import seat as seat_arg

SCHEMA = 1
#: the computer's guess of what a tile placed now is worth (a wood opens cells)
_PLACED_WORTH = {"fruit": 7.0, "leaf": 3.0, "flower": 3.0, "wood": 1.2}
PHASES = ("action", "master", "helper", "cultivate", "goals", "return", "over")


def tile_count(kind: str, count: int) -> Message:
    """``2 leaves``, ``1 tile of any type``: a count of one tile type (or of "any")."""
    return msg("bonsai-tile-count", tile=kind, count=count)


def _tile_counts(counts: dict[str, int]) -> dict[str, Any] | Message:
    """``{"leaf": 2, "any": 1}`` → "2 leaves, 1 tile of any type" ("nothing" when empty),
    the "any" symbol of an allowance included."""
    parts = [tile_count(t, n) for t, n in counts.items() if n]
    return words(parts, "unit") if parts else msg("bonsai-nothing")


def _supply_words(supply: dict[str, int]) -> dict[str, Any] | Message:
    """A supply in words, in the data's tile order ("1 wood, 2 leaves"), or "empty"."""
    parts = [tile_count(t, supply[t]) for t in TILE_TYPES if supply[t]]
    return words(parts, "unit") if parts else msg("bonsai-supply-empty")


#: at most this many ways to return the excess are offered at once (a menu's buttons)
_RETURN_CHOICES = 20


def _combinations(supply: dict[str, int], count: int) -> list[tuple[str, ...]]:
    """Every multiset of ``count`` tiles the supply holds, in the data's tile order
    (most of the first type first)."""
    found: list[tuple[str, ...]] = []
    _take_tiles(supply, 0, count, (), found)
    return found


def _take_tiles(supply: dict[str, int], index: int, left: int, chosen: tuple[str, ...],
                found: list[tuple[str, ...]]) -> None:
    # a module function, not a closure calling itself: that would be a reference cycle
    # left for the cyclic collector, which the expert's search turns off while it runs
    if left == 0:
        found.append(chosen)
        return
    if index == len(TILE_TYPES):
        return
    kind = TILE_TYPES[index]
    for n in range(min(supply[kind], left), -1, -1):
        _take_tiles(supply, index + 1, left - n, chosen + (kind,) * n, found)


#: the most options one menu level offers (one page of a select menu)
MENU_LIMIT = 25


def _fit_menu(places: list[Move], others: int) -> list[Move]:
    """Placements are one tap each, numbered on the picture, while the level holds
    ``MENU_LIMIT`` options with the ``others``; beyond that they are grouped by tile
    type first (two taps, but never a second page)."""
    if len(places) + others <= MENU_LIMIT:
        return places
    counts: dict[str, int] = {}
    for move in places:
        kind = move.notation.split()[1]
        counts[kind] = counts.get(kind, 0) + 1
    return [replace(move, path=(msg("bonsai-step-place-group", tile=kind, count=counts[kind]),
                                *move.path))
            for move in places for kind in (move.notation.split()[1],)]


def _clone(state: State) -> State:
    """A copy for ``apply`` to change. Seats are small and copied; the deck and the
    display are only ever replaced, never mutated, so they are shared (copy-on-write)."""
    new = dict(state)
    new["seats"] = [
        {
            **seat,
            "tree": dict(seat["tree"]),
            "supply": dict(seat["supply"]),
            "cards": list(seat["cards"]),
            "pile": list(seat["pile"]),
            "claimed": list(seat["claimed"]),
            "renounced": list(seat["renounced"]),
        }
        for seat in state["seats"]
    ]
    new["display"] = list(state["display"])
    new["discards"] = list(state["discards"])
    new["options"] = dict(state["options"])
    if state.get("common") is not None:
        new["common"] = dict(state["common"])
    step = state.get("step")
    if step is not None:
        new["step"] = {k: (dict(v) if isinstance(v, dict) else v) for k, v in step.items()}
    new["events"] = []
    new["revealed"] = False
    return new


def _is_seat(seat: object, active: int) -> bool:
    return type(seat) is int and seat == active


def tokonoma_parts(rules: Rules, deck: list[str], rng: Rng) -> tuple[list[str], list[str]]:
    """S5 / PD12: the Parchments aside, the others shuffled and split (the odd card on
    the side the data names), the top part shuffled with the Parchments."""
    parchments = [c for c in deck if rules.kind_of(c).type == "parchment"]
    rest = [c for c in deck if rules.kind_of(c).type != "parchment"]
    rng.shuffle(rest)
    bottom_size = len(rest) // 2 if rules.tokonoma_extra_on_top else -(-len(rest) // 2)
    top = rest[:len(rest) - bottom_size] + parchments
    bottom = rest[len(rest) - bottom_size:]
    rng.shuffle(top)
    return top, bottom


class BonsaiEngine(Engine):
    """The rules of Bonsai behind the engine contract (see the module docstring)."""

    name = "bonsai"
    title = "Bonsai"
    min_players = 1
    max_players = 4
    # the game is complete only when the engine, pictures, cog and e2e all pass
    playable = True
    undo_within_turn = True
    lookahead_steps = 8
    evaluation_budget = 300
    # nothing is hidden from one seat that another sees: other seats' moves are public
    private_holdings = False

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        self.rules: Rules = RULES if data is None else load_rules(data)
        # each seat's worth by what it depends on (see _worth): a search moves one seat
        # at a time, so the others' worth is asked again and again for the same record
        self._worth_cache: dict[tuple[Any, ...], float] = {}
        rules = self.rules
        game = rules.credits_data
        self.title = game["title"]
        self.min_players = game["players"]["min"]
        self.max_players = game["players"]["max"]
        opts = rules.options
        self.options = (
            OptionSpec("goals", msg("bonsai-option-goals"),
                       ("on", "off"), "on" if opts["goals_enabled"]["default"] else "off"),
            OptionSpec("tokonoma", msg("bonsai-option-tokonoma"),
                       ("off", "on"), "on" if opts["tokonoma"]["default"] else "off"),
            OptionSpec("solo_level", msg("bonsai-option-solo-level"),
                       tuple(opts["solo_level"]["values"]), rules.default_level),
        )
        self.credits = msg("bonsai-credits", title=msg("bonsai-title"),
                           designers=words(game["designers"]), artist=game["artist"],
                           publisher=game["publisher"], year=str(game["year"]))
        self.rules_summary = self._rules_summary()

    # --- setup -------------------------------------------------------------------------
    def check_setup(self, players: int, options: dict[str, str]) -> Message | None:
        if players == 1 and options.get("goals", "on") == "off":
            return msg("bonsai-setup-solo-goals")
        if options.get("goals", "on") == "off" and players not in self.rules.no_goals_counts:
            return msg("bonsai-setup-goals-off",
                       counts=words([str(n) for n in self.rules.no_goals_counts], "or"))
        level = options.get("solo_level", self.rules.default_level)
        if level not in self.rules.levels:
            return msg("bonsai-setup-level", level=str(level),
                       levels=words(list(self.rules.levels), "or"))
        return None

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        """S1–S9 (S1's random seat order is the platform's)."""
        rules = self.rules
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(f"Bonsai needs {self.min_players} to {self.max_players} players, "
                             f"not {players}.")
        chosen = {spec.name: str(options.get(spec.name, spec.default)) for spec in self.options}
        if players not in rules.no_goals_counts:
            chosen["goals"] = "on"  # R36: solo always uses goals (check_setup says so first)
        if chosen["solo_level"] not in rules.levels:
            raise ValueError(f"{chosen['solo_level']!r} is not a solo level.")
        rng = Rng.from_seed(seed)
        goals: list[str] = []
        if chosen["goals"] == "on":  # S3
            colours = list(rules.colours)
            rng.shuffle(colours)
            drawn = set(colours[:rules.colours_drawn])
            goals = rules.goals_for(players, [c for c in rules.colours if c in drawn])
        deck = rules.deck_for(players)  # S4
        rng.shuffle(deck)
        if chosen["tokonoma"] == "on":  # S5
            top, bottom = tokonoma_parts(rules, deck, rng)
            deck = top + bottom
        display: list[str | None] = [None] * rules.slot_count
        for slot, card in zip(rules.deal_order, deck[:rules.initial_display], strict=True):
            display[slot - 1] = card  # S6, PD13
        deck = deck[rules.initial_display:]
        common: dict[str, int] | None = None
        if rules.limited_supply:
            common = dict(rules.supply_caps or {})
        seats = []
        for seat in range(players):
            start = rules.solo_start_supply if players == 1 else rules.start_supply[seat + 1]
            supply = dict.fromkeys(TILE_TYPES, 0)
            for kind, n in start.items():
                got = n if common is None else min(n, common[kind])
                supply[kind] = got
                if common is not None:
                    common[kind] -= got
            seats.append({
                "tree": {cell_key(rules.bud(False)): "wood"},
                "mirrored": False,
                "supply": supply,
                "cards": [],
                "pile": [],
                "claimed": [],
                "renounced": [],
            })
        state: State = {
            "schema": SCHEMA,
            "game": self.name,
            "players": players,
            "rng": rng.position,
            "options": chosen,
            "turn": 0,
            "revealed": False,
            "active": 0,
            "phase": "action",
            "step": None,
            "deck": deck,
            "display": display,
            "discards": [],
            "goals": goals,
            "common": common,
            "seats": seats,
            "mirrored_this_turn": False,
            "end_triggered": False,
            "final_turns_left": None,
            "events": [],
        }
        record_event(state, msg("bonsai-game-begins", players=players, first=seat_arg(0)))
        return state

    # --- helpers on the state ------------------------------------------------------------
    def _tiles(self, seat_state: dict[str, Any]) -> dict[Cell, str]:
        return trees.tiles_of(seat_state["tree"])

    def capacity(self, seat_state: dict[str, Any]) -> int:
        """R37: the Seishi's capacity plus each Tool's bonus."""
        rules = self.rules
        return rules.seishi_capacity + sum(rules.kind_of(c).capacity_bonus
                                           for c in seat_state["cards"])

    def allowance(self, seat_state: dict[str, Any]) -> dict[str, int]:
        """R19: the Seishi's allowance plus one symbol per Growth card."""
        rules = self.rules
        result = dict.fromkeys((*TILE_TYPES, "any"), 0)
        for symbol, n in rules.seishi_allowance.items():
            result[symbol] += n
        for card in seat_state["cards"]:
            for symbol in rules.kind_of(card).allowance:
                result[symbol] += 1
        return result

    @staticmethod
    def _charge(allowance: dict[str, int], kind: str) -> str | None:
        """PD16 / R22: the symbol a tile of ``kind`` uses (own type first, then any)."""
        if allowance.get(kind, 0) > 0:
            return kind
        if allowance.get("any", 0) > 0:
            return "any"
        return None

    def _receive(self, state: State, seat_index: int, kind: str, source: Message) -> bool:
        """A tile from the common supply into a personal supply (PD1: with a limited
        supply an exhausted type is simply not received); ``source`` says from where."""
        common = state.get("common")
        if common is not None:
            if common[kind] <= 0:
                record_event(state, msg("bonsai-common-empty", tile=component(kind),
                                        who=seat_arg(seat_index), source=source))
                return False
            common[kind] -= 1
        state["seats"][seat_index]["supply"][kind] += 1
        return True

    def _to_common(self, state: State, kind: str) -> None:
        if state.get("common") is not None:
            state["common"][kind] += 1

    def card_name(self, card: str) -> dict[str, str]:
        """A card by the name of its kind (``bonsai-component-master-leaf-flower``: "Master
        card (leaf + flower)"). Card ids are never shown."""
        return component(self.rules.card_kind[card])

    def parchment_name(self, card: str) -> Message:
        """A Parchment by what it counts ("Fruit Parchment", "Growth Parchment")."""
        return msg("bonsai-parchment-name", counts=self.rules.kind_of(card).counts)

    def goal_name(self, goal_id: str) -> Message:
        """A goal tile in words, its article included: "the small green goal (6
        points)"."""
        goal = self.rules.goals[goal_id]
        return msg("bonsai-goal", colour=goal.colour, size=goal.size, points=goal.points)

    def _goals_words(self, goal_ids: list[str], to: bool = False) -> Message:
        """Goals of one colour at once: "the small and large green goals" (``to``: as the
        object of "renounce", which Italian and French say with a preposition)."""
        goals = [self.rules.goals[g] for g in goal_ids]
        sizes = words([msg("bonsai-size", size=g.size, count=len(goals)) for g in goals])
        if to:
            return msg("bonsai-goals-to", colour=goals[0].colour, count=len(goals),
                       sizes=sizes)
        return msg("bonsai-goals", colour=goals[0].colour, count=len(goals), sizes=sizes)

    def _bonus_options(self, slot: int) -> list[tuple[tuple[str, ...], Message | None]]:
        """D5 / R8–R9: the kept-tile choices of a slot, canonical first, with labels."""
        bonus = self.rules.slot_bonus[slot - 1]
        declinable = self.rules.bonus_declinable
        if bonus["kind"] == "none":
            return [((), None)]
        if bonus["kind"] == "choose_one":
            options: list[tuple[tuple[str, ...], Message | None]] = [
                ((t,), msg("bonsai-bonus-take", tile=component(t))) for t in bonus["options"]]
            if declinable:
                options.append((("none",), msg("bonsai-bonus-take-none")))
            return options
        tiles = tuple(bonus["tiles"])
        options = [(tiles, msg("bonsai-bonus-keep-all",
                               tiles=words([component(t) for t in tiles])))]
        if declinable:
            for t in tiles:
                options.append(((t,), msg("bonsai-bonus-keep-only", tile=component(t))))
            options.append((("none",), msg("bonsai-bonus-keep-neither")))
        return options

    def bonus_words(self, slot: int) -> Message | None:
        """A slot's bonus tiles: "wood and flower", "wood or leaf" (None for none)."""
        bonus = self.rules.slot_bonus[slot - 1]
        if bonus["kind"] == "none":
            return None
        if bonus["kind"] == "choose_one":
            return msg("bonsai-bonus-either",
                       tiles=words([component(t) for t in bonus["options"]], "or"))
        return msg("bonsai-bonus-all", tiles=words([component(t) for t in bonus["tiles"]]))

    def pending_goals(self, state: State, seat: int) -> dict[str, list[str]]:
        """R30: per colour (data order), the open goals the seat now qualifies for."""
        return self._pending_for(state, seat, self._tiles(state["seats"][seat]))

    def _pending_for(self, state: State, seat: int,
                     tiles: dict[Cell, str]) -> dict[str, list[str]]:
        """:meth:`pending_goals` were the seat's tree ``tiles``."""
        rules = self.rules
        seat_state = state["seats"][seat]
        claimed_anywhere = {g for s in state["seats"] for g in s["claimed"]}
        held_colours = {rules.goals[g].colour for g in seat_state["claimed"]}
        measures: dict[str, int] = {}
        pending: dict[str, list[str]] = {}
        for goal_id in state["goals"]:
            goal = rules.goals[goal_id]
            if goal_id in claimed_anywhere or goal.colour in held_colours \
                    or goal_id in seat_state["renounced"]:
                continue
            if goal.metric not in measures:
                measures[goal.metric] = trees.goal_measure(rules, tiles, seat_state["mirrored"],
                                                           goal.metric)
            if measures[goal.metric] >= goal.threshold:
                pending.setdefault(goal.colour, []).append(goal_id)
        return {c: pending[c] for c in rules.colours if c in pending}

    # --- scoring (E5–E9) -----------------------------------------------------------------
    def tile_score(self, seat_state: dict[str, Any],
                   tiles: dict[Cell, str] | None = None) -> dict[str, int]:
        """E5–E7 per tile type; ``tiles``: the seat's tree, when the caller has it."""
        rules = self.rules
        tiles = self._tiles(seat_state) if tiles is None else tiles
        mirrored = seat_state["mirrored"]
        points = rules.tile_points
        return {
            "leaves": trees.count(tiles, "leaf") * points["leaf"]["value"],
            "fruits": trees.count(tiles, "fruit") * points["fruit"]["value"],
            "flowers": sum(trees.flower_points(rules, tiles, mirrored, c)
                           for c, t in tiles.items() if t == "flower"),
            "wood": trees.count(tiles, "wood") * points["wood"]["value"],
        }

    def goal_points(self, seat_state: dict[str, Any]) -> int:
        return sum(self.rules.goals[g].points for g in seat_state["claimed"])

    def parchment_points(self, seat_state: dict[str, Any],
                         tiles: dict[Cell, str] | None = None) -> dict[str, int]:
        """E8: each Parchment of the pile, points_each × what it counts."""
        rules = self.rules
        tiles = self._tiles(seat_state) if tiles is None else tiles
        counted = {
            "wood_tiles": trees.count(tiles, "wood"),
            "leaf_tiles": trees.count(tiles, "leaf"),
            "flower_tiles": trees.count(tiles, "flower"),
            "fruit_tiles": trees.count(tiles, "fruit"),
            "growth_cards": sum(1 for c in seat_state["cards"]
                                if rules.kind_of(c).type == "growth"),
            "helper_cards": sum(1 for c in seat_state["pile"]
                                if rules.kind_of(c).type == "helper"),
            "master_cards": sum(1 for c in seat_state["pile"]
                                if rules.kind_of(c).type == "master"),
        }
        result = {}
        for card in seat_state["pile"]:
            kind = rules.kind_of(card)
            if kind.type == "parchment":
                result[card] = kind.points_each * counted[kind.counts]
        return result

    def breakdown(self, seat_state: dict[str, Any],
                  tree: dict[Cell, str] | None = None) -> dict[str, int]:
        # ``tree``: the seat's tiles already parsed (the evaluation parses them once)
        tree = self._tiles(seat_state) if tree is None else tree
        tiles = self.tile_score(seat_state, tree)
        return {
            "leaves": tiles["leaves"],
            "flowers": tiles["flowers"],
            "fruits": tiles["fruits"],
            "wood": tiles["wood"],
            "goals": self.goal_points(seat_state),
            "parchments": sum(self.parchment_points(seat_state, tree).values()),
        }

    def public_score(self, seat_state: dict[str, Any]) -> int:
        """PD18: tiles + claimed goals; Parchments stay hidden until the end."""
        return sum(self.tile_score(seat_state).values()) + self.goal_points(seat_state)

    def total(self, seat_state: dict[str, Any], tiles: dict[Cell, str] | None = None) -> int:
        """E9."""
        return sum(self.breakdown(seat_state, tiles).values())

    #: the result's breakdown keys, per :meth:`breakdown` key (the view keeps the latter;
    #: results store the former, which the catalogue names ``bonsai-breakdown-<key>``)
    RESULT_WORDS: ClassVar[dict[str, str]] = {
        "leaves": "leaves", "flowers": "flowers", "fruits": "fruits", "wood": "wood",
        "goals": "goal tiles", "parchments": "Parchments"}
    #: the one entry that is not points: how many goals were claimed (E12)
    GOALS_CLAIMED = "goals claimed"

    def standing_breakdown(self, seat_state: dict[str, Any]) -> dict[str, int]:
        """The result's breakdown: the point categories in words (they sum to the total)
        and the number of goal tiles claimed (not points; the solo win needs it, E12)."""
        points = self.breakdown(seat_state)
        return {**{stored: points[key] for key, stored in self.RESULT_WORDS.items()},
                self.GOALS_CLAIMED: len(seat_state["claimed"])}

    # --- whose turn, legal moves ---------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["active"]]

    def turn_number(self, state: State) -> int:
        return int(state["turn"])

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        phase = state["phase"]
        if phase == "over" or not _is_seat(seat, state["active"]):
            return []
        if phase == "action":
            return self._action_moves(state, seat)
        if phase in {"cultivate", "helper"}:
            return self._place_moves(state, seat)
        if phase == "master":
            return [Move(f"gain {t}", msg("bonsai-gain-label", tile=component(t)),
                         (msg("bonsai-step-master-choose"), msg("bonsai-tile-button", tile=t)))
                    for t in TILE_TYPES]
        if phase == "goals":
            return self._goal_moves(state, seat)
        return self._return_moves(state, seat)

    def _action_moves(self, state: State, seat: int) -> list[Move]:
        """D1–D5 and D8's first placement in one menu: each display card with all its
        bonus tiles (one tap), every tile the player can place (numbered on the tree
        picture; placing one is choosing Cultivate), then the rarer choices: a card with
        some bonus tiles declined, Cultivate placing nothing, mirroring, pruning."""
        rules = self.rules
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        reveals = bool(state["deck"])
        cards: list[Move] = []
        declined: list[Move] = []
        decline_head = msg("bonsai-step-decline")
        for slot, card in enumerate(state["display"], start=1):
            if card is None:
                continue
            name = self.card_name(card)
            for kept, label in self._bonus_options(slot):
                notation = " ".join(("meditate", str(slot), *kept))
                move_label = (msg("bonsai-meditate-choice-label", slot=slot,
                                  card=component(rules.kind_of(card).type), choice=label)
                              if label else
                              msg("bonsai-meditate-label", slot=slot, card=name))
                if kept == ("none",) or (rules.slot_bonus[slot - 1]["kind"] == "all"
                                         and kept != tuple(rules.slot_bonus[slot - 1]["tiles"])):
                    # the full bonus is one tap; declining some is one group away
                    path: tuple[Message, ...] = (
                        decline_head, msg("bonsai-step-slot", slot=slot, card=name),
                        label or msg("bonsai-bonus-take-none"))
                    declined.append(Move(notation, move_label, path, reveals=reveals))
                    continue
                step = (msg("bonsai-step-take-bonus", slot=slot, card=name,
                            tiles=words([component(t) for t in kept])) if kept else
                        msg("bonsai-step-take", slot=slot, card=name))
                cards.append(Move(notation, move_label, (step,), reveals=reveals))
        places = self._placement_moves(state, seat, self.allowance(seat_state), "action")
        others = len(cards) + bool(declined) + 1 + self._may_mirror(state, seat_state) + \
            (not trees.has_wood_cell(rules, tiles, seat_state["mirrored"]))
        moves = cards + _fit_menu(places, others) + declined
        solo_reveals = state["players"] == 1 and bool(state["deck"])
        pass_steps: tuple[Message, ...] = (msg("bonsai-step-pass"),)
        if places:  # passing gives up every placement the turn allows: asked twice
            pass_steps += (msg("bonsai-step-pass-confirm"),)
        moves.append(Move("finish", msg("bonsai-pass-label"), pass_steps,
                          reveals=solo_reveals))
        if self._may_mirror(state, seat_state):
            mirrored = not seat_state["mirrored"]
            moves.append(Move("mirror", msg("bonsai-mirror-label",
                                            bud=cell_key(rules.bud(mirrored)),
                                            side=rules.gold_side(mirrored)),
                              (msg("bonsai-step-mirror", side=rules.gold_side(mirrored)),)))
        if not trees.has_wood_cell(rules, tiles, seat_state["mirrored"]):  # R5
            head = msg("bonsai-step-prune")
            for number, cell in enumerate(trees.removable(rules, tiles), start=1):
                moves.append(Move(
                    f"prune {cell_key(cell)}",
                    msg("bonsai-prune-label", tile=component(tiles[cell]), cell=cell_key(cell)),
                    (head, msg("bonsai-step-prune-cell", tile=tiles[cell], cell=cell_key(cell))),
                    marker=str(number)))
        return moves

    def _may_mirror(self, state: State, seat_state: dict[str, Any]) -> bool:
        """R4 / PD3: only the bud stands, once per turn, if the data allows mirroring."""
        return (self.rules.mirroring_allowed and not state["mirrored_this_turn"]
                and len(seat_state["tree"]) == 1)

    def _can_place_any(self, state: State, seat: int, allowance: dict[str, int]) -> bool:
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        for kind in TILE_TYPES:
            if seat_state["supply"][kind] and self._charge(allowance, kind) and \
                    trees.legal_cells(self.rules, tiles, seat_state["mirrored"], kind):
                return True
        return False

    def _placeable(self, state: State, seat: int,
                   allowance: dict[str, int]) -> dict[str, list[Cell]]:
        """Per tile type the seat holds and still has a symbol for (R22), its legal cells
        (R24–R27); types with no legal cell are left out."""
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        found = {}
        for kind in TILE_TYPES:
            if seat_state["supply"][kind] and self._charge(allowance, kind):
                cells = trees.legal_cells(self.rules, tiles, seat_state["mirrored"], kind)
                if cells:
                    found[kind] = cells
        return found

    def numbered_cells(self, state: State, seat: int) -> list[Cell]:
        """The cells the decision picture numbers, in reading order: every cell where
        the seat could place some tile now (the Cultivate allowance at the start of the
        turn, what is left of it or of the Helper's while placing). ``place leaf 3``
        names the third."""
        phase = state["phase"]
        if phase in {"cultivate", "helper"}:
            allowance = state["step"]["allowance"]
        else:
            allowance = self.allowance(state["seats"][seat])
        cells = {c for found in self._placeable(state, seat, allowance).values() for c in found}
        return sorted(cells, key=reading_key)

    def _placement_moves(self, state: State, seat: int, allowance: dict[str, int],
                         phase: str) -> list[Move]:
        """D7/D8: one move per tile type and cell, numbered by cell on the picture (a
        cell where wood and leaf both fit has two moves under one number). A placement
        after which nothing more can be placed also ends the placing, and says so (and
        whether the turn ends with it)."""
        placeable = self._placeable(state, seat, allowance)
        if not placeable:
            return []
        numbered = sorted({c for cells in placeable.values() for c in cells}, key=reading_key)
        fits = {kind: set(cells) for kind, cells in placeable.items()}
        solo_reveals = (phase != "helper" and state["players"] == 1 and bool(state["deck"]))
        moves = []
        for number, cell in enumerate(numbered, start=1):
            for kind in TILE_TYPES:
                if cell not in fits.get(kind, ()):
                    continue
                ends = self._placing_ends(state, seat, allowance, placeable, kind, cell)
                where = cell_key(cell)
                label = (msg("bonsai-place-first-label", tile=component(kind), cell=where,
                              ends=ends) if phase == "action" else
                         msg("bonsai-place-label", tile=component(kind), cell=where, ends=ends))
                step = msg("bonsai-step-place", tile=kind, cell=where,
                           ends=("helper-" + ends) if phase == "helper" and ends == "placing"
                           else ends)
                moves.append(Move(f"place {kind} {where}", label, (step,), marker=str(number),
                                  reveals=solo_reveals and ends != "no"))
        return moves

    def _placing_ends(self, state: State, seat: int, allowance: dict[str, int],
                      placeable: dict[str, list[Cell]], kind: str, cell: Cell) -> str:
        """What placing ``kind`` on ``cell`` leads to: ``no`` (more can be placed),
        ``turn`` (nothing more can be placed and the turn ends with it) or ``placing``
        (the placing ends, a goal or a return decision follows)."""
        seat_state = state["seats"][seat]
        left = dict(allowance)
        left[self._charge(left, kind) or kind] -= 1
        held = dict(seat_state["supply"])
        held[kind] -= 1
        tiles: dict[Cell, str] | None = None
        for other in TILE_TYPES:
            if not held[other] or not self._charge(left, other):
                continue
            if self.rules.placement[other].get("needs_adjacent") and \
                    any(c != cell for c in placeable.get(other, ())):
                return "no"  # a tile only adds neighbours: these cells stay legal
            if tiles is None:
                tiles = self._tiles(seat_state)
                tiles[cell] = kind
            if trees.legal_cells(self.rules, tiles, seat_state["mirrored"], other):
                return "no"
        if tiles is None:
            tiles = self._tiles(seat_state)
            tiles[cell] = kind
        if state["goals"] and self._pending_for(state, seat, tiles):
            return "placing"
        if sum(held.values()) > self.capacity(seat_state):
            return "placing"
        return "turn"

    def _place_moves(self, state: State, seat: int) -> list[Move]:
        """While cultivating or using a Helper: the placements left, and stopping early
        (which gives up the placements still possible, so it asks to be confirmed; with
        nothing left to place the placing has already ended by itself)."""
        helper = state["phase"] == "helper"
        moves = _fit_menu(self._placement_moves(state, seat, state["step"]["allowance"],
                                                state["phase"]), 1)
        if helper:
            moves.append(Move("finish", msg("bonsai-stop-helper-label"),
                              (msg("bonsai-step-stop-helper"),
                               msg("bonsai-step-stop-helper-confirm"))))
        else:
            reveals = state["players"] == 1 and bool(state["deck"])
            moves.append(Move("finish", msg("bonsai-finish-label"),
                              (msg("bonsai-step-finish"), msg("bonsai-step-finish-confirm")),
                              reveals=reveals))
        return moves

    def _goal_moves(self, state: State, seat: int) -> list[Move]:
        """D9 in one menu: every pending tile to claim, and per colour renouncing them
        all, which loses them for good and so asks to be confirmed."""
        rules = self.rules
        moves = []
        for colour, goals in self.pending_goals(state, seat).items():
            for goal_id in goals:
                goal = rules.goals[goal_id]
                moves.append(Move(f"claim {goal_id}",
                                  msg("bonsai-claim-label", goal=self.goal_name(goal_id)),
                                  (msg("bonsai-step-claim", colour=colour, size=goal.size,
                                       points=goal.points),)))
            named = self._goals_words(goals, True)
            moves.append(Move(f"renounce {colour}",
                              msg("bonsai-renounce-label", goals=named),
                              (msg("bonsai-step-renounce", colour=colour, count=len(goals)),
                               msg("bonsai-step-renounce-confirm", goals=named))))
        return moves

    def _return_moves(self, state: State, seat: int) -> list[Move]:
        """D10: every way to return exactly the excess, one tap each; when there are
        too many ways for one menu, one tile at a time."""
        seat_state = state["seats"][seat]
        supply = seat_state["supply"]
        excess = sum(supply.values()) - self.capacity(seat_state)
        combos = _combinations(supply, excess)
        if len(combos) > _RETURN_CHOICES:
            return [Move(f"return {t}", msg("bonsai-return-label", tile=component(t)),
                         (msg("bonsai-step-return-one", tile=t, held=supply[t],
                              count=excess),))
                    for t in TILE_TYPES if supply[t]]
        moves = []
        for combo in combos:
            counts = {t: combo.count(t) for t in TILE_TYPES if t in combo}
            label = msg("bonsai-return-tiles-label", tiles=_tile_counts(counts))
            moves.append(Move("return " + " ".join(combo), label, (label,)))
        return moves

    # --- prompts -------------------------------------------------------------------------
    def prompt(self, state: State, seat: int) -> Message:  # type: ignore[override]
        phase = state["phase"]
        if phase == "over":
            return msg("common-game-over")
        active = state["active"]
        if seat != active:
            return msg("bonsai-prompt-waiting", who=seat_arg(active))
        seat_state = state["seats"][seat]
        supply = _supply_words(seat_state["supply"])
        if phase == "action":
            if self._may_mirror(state, seat_state):
                return msg("bonsai-prompt-action-mirror", supply=supply)
            if not trees.has_wood_cell(self.rules, self._tiles(seat_state),
                                       seat_state["mirrored"]):
                return msg("bonsai-prompt-action-prune", supply=supply)
            return msg("bonsai-prompt-action", supply=supply)
        if phase == "master":
            return msg("bonsai-prompt-master")
        if phase in {"cultivate", "helper"}:
            left = _tile_counts(state["step"]["allowance"])
            return msg(f"bonsai-prompt-{phase}", left=left, supply=supply)
        if phase == "goals":
            names = words([self._goals_words(goals)
                           for goals in self.pending_goals(state, seat).values()])
            return msg("bonsai-prompt-goals", goals=names)
        excess = sum(seat_state["supply"].values()) - self.capacity(seat_state)
        return msg("bonsai-prompt-return", supply=supply, capacity=self.capacity(seat_state),
                   count=excess)

    # --- canonical notation --------------------------------------------------------------
    def _resolve(self, move: ParsedMove, state: State | None) -> ParsedMove:
        if move.verb == "meditate":
            if not 1 <= move.slot <= self.rules.slot_count:
                raise BadNotation(msg("bonsai-no-such-slot", count=self.rules.slot_count,
                                      slot=move.slot))
            bonus = self.rules.slot_bonus[move.slot - 1]
            if not move.tiles and bonus["kind"] == "all":
                # "meditate 3" keeps every bonus tile of the slot
                return ParsedMove("meditate", slot=move.slot, tiles=tuple(bonus["tiles"]))
            return move
        if move.marker is None or move.verb not in {"place", "prune"}:
            return move
        if state is None or state["phase"] == "over":
            raise BadNotation(msg("bonsai-number-needs-position"))
        if move.verb == "place":
            cells = self.numbered_cells(state, state["active"])
        else:
            cells = trees.removable(self.rules, self._tiles(state["seats"][state["active"]]))
        if not 1 <= move.marker <= len(cells):
            raise BadNotation(msg("bonsai-number-not-shown", number=move.marker,
                                  count=len(cells)))
        return ParsedMove(move.verb, tiles=move.tiles, cell=cells[move.marker - 1])

    def canonical(self, notation: str, state: State | None = None) -> str:
        """One spelling per move (``place L (0, 1)`` → ``place leaf 0,1``); a picture
        number stands for its cell when ``state`` is given."""
        return format_move(self._resolve(parse(notation), state))

    # --- apply ---------------------------------------------------------------------------
    def apply(self, state: State, seat: int, notation: str) -> State:
        phase = state["phase"]
        self.require_seat(state, seat)
        if not _is_seat(seat, state["active"]):  # a seat that is not an int
            raise NotYourDecision(msg("common-not-your-decision",
                                      waiting=words([seat_arg(state["active"])])))
        move = self._resolve(parse(notation), state)
        new = _clone(state)
        handler = {
            "action": self._apply_action,
            "master": self._apply_master,
            "helper": self._apply_place_phase,
            "cultivate": self._apply_place_phase,
            "goals": self._apply_goal,
            "return": self._apply_return,
        }[phase]
        handler(new, seat, move)
        return new

    def _wrong_phase(self, state: State, seat: int, move: ParsedMove) -> IllegalMove:
        return IllegalMove(msg("bonsai-not-now", verb=move.verb,
                               asked=self.prompt(state, seat)))

    def _apply_action(self, state: State, seat: int, move: ParsedMove) -> None:
        seat_state = state["seats"][seat]
        rules = self.rules
        if move.verb == "mirror":
            if not rules.mirroring_allowed:
                raise IllegalMove(msg("bonsai-mirror-off"))
            if len(seat_state["tree"]) != 1:
                raise IllegalMove(msg("bonsai-mirror-only-bud"))
            if state["mirrored_this_turn"]:
                raise IllegalMove(msg("bonsai-mirror-once"))
            mirrored = not seat_state["mirrored"]
            seat_state["mirrored"] = mirrored
            seat_state["tree"] = {cell_key(rules.bud(mirrored)): "wood"}
            state["mirrored_this_turn"] = True
            record_event(state, msg("bonsai-mirrored", who=seat_arg(seat),
                                    bud=cell_key(rules.bud(mirrored)),
                                    side=rules.gold_side(mirrored)))
            return
        if move.verb == "prune":
            self._prune(state, seat, move)
            return
        if move.verb == "meditate":
            self._meditate(state, seat, move)
            return
        if move.verb in {"cultivate", "place", "finish"}:
            # "place …" chooses Cultivate with its first tile; "finish" Cultivates
            # placing nothing (R21); "cultivate" alone (typed) opens the placing
            state["phase"] = "cultivate"
            state["step"] = {"allowance": self.allowance(seat_state), "placed": 0, "card": None}
            record_event(state, msg("bonsai-cultivates", who=seat_arg(seat)))
            if move.verb == "place":
                self._apply_place_phase(state, seat, move)
            elif not self._can_place_any(state, seat, state["step"]["allowance"]):
                record_event(state, msg("bonsai-places-nothing", who=seat_arg(seat)))
                self._finish_cultivate(state, seat)
            elif move.verb == "finish":
                record_event(state, msg("bonsai-passes", who=seat_arg(seat)))
                self._finish_cultivate(state, seat)
            return
        raise self._wrong_phase(state, seat, move)

    def _prune(self, state: State, seat: int, move: ParsedMove) -> None:
        """R5–R6 / PD7."""
        rules = self.rules
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        if trees.has_wood_cell(rules, tiles, seat_state["mirrored"]):
            raise IllegalMove(msg("bonsai-prune-not-yet"))
        cell = move.cell
        assert cell is not None
        held = tiles.get(cell)
        if held is None or held == "wood":
            raise IllegalMove(msg("bonsai-prune-wood", cell=cell_key(cell)) if held else
                              msg("bonsai-prune-empty", cell=cell_key(cell)))
        if cell not in trees.removable(rules, tiles):
            raise IllegalMove(msg("bonsai-prune-not-beside-wood", tile=component(held),
                                  cell=cell_key(cell)))
        del seat_state["tree"][cell_key(cell)]
        self._to_common(state, held)
        record_event(state, msg("bonsai-pruned", who=seat_arg(seat), tile=component(held),
                                cell=cell_key(cell)))

    def _meditate(self, state: State, seat: int, move: ParsedMove) -> None:
        """R7–R18 in the order of PD15."""
        rules = self.rules
        seat_state = state["seats"][seat]
        slot = move.slot
        display = state["display"]
        if not any(display):
            raise IllegalMove(msg("bonsai-display-empty"))
        card = display[slot - 1]
        if card is None:
            raise IllegalMove(msg("bonsai-slot-empty", slot=slot))
        kept = self._check_bonus(slot, move.tiles)
        display[slot - 1] = None  # R7
        got = []
        for kind in kept:  # R8/R9
            if self._receive(state, seat, kind, msg("bonsai-source-slot", slot=slot)):
                got.append(kind)
        kind = rules.kind_of(card)
        if kind.type in {"tool", "growth"}:  # R10
            seat_state["cards"].append(card)
        else:
            seat_state["pile"].append(card)
        # §7: the card was face up, so naming it is public; its place in a pile is not
        record_event(state, msg("bonsai-meditated", who=seat_arg(seat), slot=slot,
                                card=self.card_name(card), count=len(got),
                                tiles=words([component(t) for t in got])))
        if state["players"] == 1:
            self._solo_discard_after_meditate(state, slot)  # R11 / R40
        self._refill(state)  # R12
        self._card_effect(state, seat, card)  # R14–R18

    def _check_bonus(self, slot: int, tiles: tuple[str, ...]) -> tuple[str, ...]:
        """R8–R9 (PD5 from the data)."""
        bonus = self.rules.slot_bonus[slot - 1]
        if bonus["kind"] == "none":
            if tiles:
                raise IllegalMove(msg("bonsai-slot-gives-none", slot=slot))
            return ()
        declinable = self.rules.bonus_declinable
        if tiles == ("none",):
            if not declinable:
                raise IllegalMove(msg("bonsai-bonus-not-declinable"))
            return ()
        if bonus["kind"] == "choose_one":
            if len(tiles) != 1 or tiles[0] not in bonus["options"]:
                raise IllegalMove(msg("bonsai-slot-gives-one", slot=slot,
                                      tiles=words([component(t) for t in bonus["options"]],
                                                  "or"),
                                      example=f"meditate {slot} {bonus['options'][0]}"))
            return tiles
        offered = tuple(bonus["tiles"])
        if not set(tiles) <= set(offered) or not tiles:
            raise IllegalMove(msg("bonsai-slot-gives-all", slot=slot,
                                  tiles=words([component(t) for t in offered])))
        if not declinable and tiles != offered:
            raise IllegalMove(msg("bonsai-bonus-not-declinable"))
        return tuple(t for t in offered if t in tiles)

    def _solo_discard_after_meditate(self, state: State, slot: int) -> None:
        """R40–R41."""
        display = state["display"]
        if slot >= 2:
            for other in range(slot - 1, 0, -1):
                card = display[other - 1]
                if card is not None:
                    display[other - 1] = None
                    state["discards"].append(card)
                    record_event(state, msg("bonsai-solo-discarded", card=self.card_name(card),
                                            slot=other))
                    return
            return
        if state["deck"]:
            card = state["deck"][0]
            state["deck"] = state["deck"][1:]
            state["discards"].append(card)
            state["revealed"] = True
            record_event(state, msg("bonsai-solo-top-discarded", card=self.card_name(card)))
            self._check_trigger(state)

    def _solo_discard_after_cultivate(self, state: State) -> None:
        """R39."""
        display = state["display"]
        card = display[-1]
        if card is not None:
            display[-1] = None
            state["discards"].append(card)
            record_event(state, msg("bonsai-solo-discarded", card=self.card_name(card),
                                    slot=len(display)))
        self._refill(state)

    def _refill(self, state: State) -> None:
        """R12: slide outward keeping the order; reveal into slot 1 while it is empty."""
        size = self.rules.slot_count
        display = state["display"]

        def slide() -> list[str | None]:
            cards = [c for c in display if c is not None]
            return [None] * (size - len(cards)) + cards

        before = list(display)
        display[:] = slide()
        revealed = []
        while display[0] is None and state["deck"]:
            card = state["deck"][0]
            state["deck"] = state["deck"][1:]
            display[0] = card
            display[:] = slide()
            revealed.append(card)
        if revealed:
            state["revealed"] = True
            record_event(state, msg("bonsai-display-revealed", count=len(revealed),
                                    cards=words([msg("bonsai-a-card", card=self.card_name(c))
                                                 for c in revealed])))
            self._check_trigger(state)
        elif display != before:
            record_event(state, msg("bonsai-display-slides"))

    def _check_trigger(self, state: State) -> None:
        """E1: the last card of the deck has been revealed."""
        if not state["deck"] and not state["end_triggered"]:
            state["end_triggered"] = True
            record_event(state, msg("bonsai-last-card", players=state["players"]))

    def _card_effect(self, state: State, seat: int, card: str) -> None:
        """R14–R18, after the refill (PD15)."""
        kind = self.rules.kind_of(card)
        seat_state = state["seats"][seat]
        if kind.type == "tool":
            record_event(state, msg("bonsai-capacity-now", who=seat_arg(seat),
                                    capacity=self.capacity(seat_state)))
        elif kind.type == "master":
            fixed = [t for t in kind.gain if t != "any"]
            got = [t for t in fixed
                   if self._receive(state, seat, t, msg("bonsai-source-master"))]
            if got:
                record_event(state, msg("bonsai-master-gains", who=seat_arg(seat),
                                        tiles=words([component(t) for t in got])))
            anys = len(kind.gain) - len(fixed)
            if anys:
                state["phase"] = "master"
                state["step"] = {"any_left": anys, "card": card}
                return
        elif kind.type == "helper":
            allowance = dict.fromkeys((*TILE_TYPES, "any"), 0)
            for symbol, n in kind.place_allowance:
                allowance[symbol] += n
            state["phase"] = "helper"
            state["step"] = {"allowance": allowance, "placed": 0, "card": card}
            if not self._can_place_any(state, seat, allowance):
                record_event(state, msg("bonsai-helper-nothing", who=seat_arg(seat)))
                state["phase"] = "action"
                state["step"] = None
            else:
                return
        self._after_action(state, seat)

    def _apply_master(self, state: State, seat: int, move: ParsedMove) -> None:
        """R16 / D6."""
        if move.verb != "gain":
            raise self._wrong_phase(state, seat, move)
        kind = move.tiles[0]
        self._receive(state, seat, kind, msg("bonsai-source-master"))
        record_event(state, msg("bonsai-master-gains-any", who=seat_arg(seat),
                                tile=component(kind)))
        step = state["step"]
        step["any_left"] -= 1
        if step["any_left"] <= 0:
            state["step"] = None
            self._after_action(state, seat)

    def _apply_place_phase(self, state: State, seat: int, move: ParsedMove) -> None:
        helper = state["phase"] == "helper"
        if move.verb == "finish":
            if helper:
                record_event(state, msg("bonsai-helper-stops", who=seat_arg(seat)))
                state["step"] = None
                self._after_action(state, seat)
            else:
                self._finish_cultivate(state, seat)
            return
        if move.verb != "place":
            raise self._wrong_phase(state, seat, move)
        rules = self.rules
        seat_state = state["seats"][seat]
        kind = move.tiles[0]
        cell = move.cell
        assert cell is not None
        if seat_state["supply"][kind] <= 0:
            raise IllegalMove(msg("bonsai-no-tile-in-supply", tile=component(kind)))
        allowance = state["step"]["allowance"]
        symbol = self._charge(allowance, kind)
        if symbol is None:
            raise IllegalMove(msg("bonsai-no-symbol-helper", tile=component(kind)) if helper
                              else msg("bonsai-no-symbol", tile=component(kind)))
        tiles = self._tiles(seat_state)
        problem = trees.placement_error(rules, tiles, seat_state["mirrored"], cell, kind)
        if problem:
            raise IllegalMove(problem)
        allowance[symbol] -= 1
        state["step"]["placed"] += 1
        seat_state["supply"][kind] -= 1
        tiles[cell] = kind
        seat_state["tree"] = trees.tree_json(tiles)
        where = {"who": seat_arg(seat), "tile": component(kind), "cell": cell_key(cell)}
        record_event(state, msg("bonsai-placed-helper", **where) if helper else
                     msg("bonsai-placed", **where))
        if not self._can_place_any(state, seat, allowance):
            # nothing is left to place: the placing ends with this tile (the button
            # said so), without a Finish to tap
            if helper:
                state["step"] = None
                self._after_action(state, seat)
            else:
                self._finish_cultivate(state, seat)

    def _finish_cultivate(self, state: State, seat: int) -> None:
        placed = state["step"]["placed"] if state.get("step") else 0
        state["step"] = None
        if placed:
            record_event(state, msg("bonsai-finished-cultivating", who=seat_arg(seat),
                                    count=placed))
        if state["players"] == 1:
            self._solo_discard_after_cultivate(state)  # R23 / R39
        self._after_action(state, seat)

    def _after_action(self, state: State, seat: int) -> None:
        """R30–R31 goals, then R37 the supply limit, then the end of the turn."""
        if state["goals"] and self.pending_goals(state, seat):
            state["phase"] = "goals"
            state["step"] = None
            return
        self._supply_limit(state, seat)

    def _apply_goal(self, state: State, seat: int, move: ParsedMove) -> None:
        """R32–R34 / PD9."""
        rules = self.rules
        pending = self.pending_goals(state, seat)
        seat_state = state["seats"][seat]
        if move.verb == "claim":
            goal = rules.goals.get(move.name)
            if goal is None or move.name not in state["goals"]:
                raise IllegalMove(msg("bonsai-not-a-goal", name=move.name))
            if move.name not in pending.get(goal.colour, []):
                raise IllegalMove(msg("bonsai-cannot-claim", goal=self.goal_name(move.name)))
            seat_state["claimed"].append(move.name)
            record_event(state, msg("bonsai-claimed", who=seat_arg(seat),
                                    goal=self.goal_name(move.name)))
        elif move.verb == "renounce":
            if move.name not in pending:
                raise IllegalMove(msg("bonsai-nothing-to-renounce", colour=move.name))
            seat_state["renounced"].extend(pending[move.name])
            record_event(state, msg("bonsai-renounced", who=seat_arg(seat),
                                    goals=self._goals_words(pending[move.name], True)))
        else:
            raise self._wrong_phase(state, seat, move)
        if not self.pending_goals(state, seat):
            self._supply_limit(state, seat)

    def _supply_limit(self, state: State, seat: int) -> None:
        """R37 / PD2: after the refill, return exactly the excess."""
        seat_state = state["seats"][seat]
        supply = seat_state["supply"]
        excess = sum(supply.values()) - self.capacity(seat_state)
        if excess <= 0:
            self._end_turn(state, seat)
            return
        held = [t for t in TILE_TYPES if supply[t]]
        if len(held) == 1:  # the choice is forced
            kind = held[0]
            supply[kind] -= excess
            for _ in range(excess):
                self._to_common(state, kind)
            record_event(state, msg("bonsai-returned-forced", who=seat_arg(seat),
                                    tiles=tile_count(kind, excess),
                                    capacity=self.capacity(seat_state)))
            self._end_turn(state, seat)
            return
        state["phase"] = "return"
        state["step"] = None
        record_event(state, msg("bonsai-must-return", who=seat_arg(seat),
                                held=sum(supply.values()), count=excess,
                                capacity=self.capacity(seat_state)))

    def _apply_return(self, state: State, seat: int, move: ParsedMove) -> None:
        """D10, one tile at a time."""
        if move.verb != "return":
            raise self._wrong_phase(state, seat, move)
        seat_state = state["seats"][seat]
        supply = seat_state["supply"]
        excess = sum(supply.values()) - self.capacity(seat_state)
        if len(move.tiles) > excess:
            raise IllegalMove(msg("bonsai-return-too-many", count=excess))
        for kind in set(move.tiles):
            if supply[kind] < move.tiles.count(kind):
                raise IllegalMove(msg("bonsai-nothing-to-return", tile=component(kind),
                                      count=move.tiles.count(kind)))
        counts = {t: move.tiles.count(t) for t in TILE_TYPES if t in move.tiles}
        for kind, n in counts.items():
            supply[kind] -= n
            for _ in range(n):
                self._to_common(state, kind)
        record_event(state, msg("bonsai-returned", who=seat_arg(seat),
                                tiles=_tile_counts(counts)))
        self._supply_limit(state, seat)

    def _end_turn(self, state: State, seat: int) -> None:
        """R2 step 5 and E2: the end counters, then the next seat."""
        state["phase"] = "action"
        state["step"] = None
        state["turn"] += 1
        state["mirrored_this_turn"] = False
        players = state["players"]
        if state["final_turns_left"] is not None:
            state["final_turns_left"] -= 1
            if state["final_turns_left"] <= 0:
                self._finish(state)
                return
        elif state["end_triggered"]:
            state["final_turns_left"] = players * self.rules.final_turns_per_player
        state["active"] = (seat + 1) % players
        if state["final_turns_left"] is not None:
            left = state["final_turns_left"]
            record_event(state, msg("bonsai-final-turns", count=left,
                                    next=seat_arg(state["active"])))

    def _finish(self, state: State) -> None:
        """E4."""
        state["phase"] = "over"
        state["step"] = None
        record_event(state, msg("bonsai-game-over"))
        result = self.result(state)
        assert result is not None
        record_event(state, self.end_sentence(result))

    # --- results -------------------------------------------------------------------------
    def _level(self, state: State) -> dict[str, Any]:
        return self.rules.levels[state["options"]["solo_level"]]

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        rows = []
        for seat, seat_state in enumerate(state["seats"]):
            breakdown = self.standing_breakdown(seat_state)
            rows.append(Standing(seat, self.total(seat_state), 0, breakdown))
        # E10 / E11 (PD10): total descending, then the later seat first
        rows.sort(key=lambda s: (s.score, s.seat), reverse=True)
        for rank, row in enumerate(rows, start=1):
            row.rank = rank
        details = [self._details(state, seat) for seat in range(state["players"])]
        if state["players"] == 1:
            level = self._level(state)
            claimed = len(state["seats"][0]["claimed"])
            won = (claimed >= self.rules.solo_goals_needed
                   and rows[0].score >= level["min_points"])
            return Result(rows, [0] if won else [],
                          f"solo {'won' if won else 'lost'} at {level['id']}", details)
        return Result(rows, [rows[0].seat], "the final turns are over", details)

    def _winners(self, state: State) -> list[int]:
        """E10 / E12: the winning seat (none in a lost solo game), from the final totals
        alone (the view needs no breakdown in words)."""
        totals = [(self.total(s), i) for i, s in enumerate(state["seats"])]
        best = max(totals)
        if state["players"] == 1:
            level = self._level(state)
            won = (len(state["seats"][0]["claimed"]) >= self.rules.solo_goals_needed
                   and best[0] >= level["min_points"])
            return [0] if won else []
        return [best[1]]

    def _details(self, state: State, seat: int) -> Message:
        """The full breakdown in words: each flower's free sides and each Parchment."""
        rules = self.rules
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        mirrored = seat_state["mirrored"]
        points = rules.tile_points
        leaves = trees.count(tiles, "leaf")
        fruits = trees.count(tiles, "fruit")
        flowers = [(c, trees.flower_points(rules, tiles, mirrored, c))
                   for c in sorted(tiles, key=lambda c: (-c[1], c[0])) if tiles[c] == "flower"]
        # each flower's points with its cell, as the picture numbers none of them
        flower_text: str | Message = (" + ".join(f"{p} ({cell_key(c)})" for c, p in flowers)
                                      or msg("bonsai-none"))
        goals = [msg("bonsai-details-goal", colour=rules.goals[g].colour,
                     size=rules.goals[g].size, points=rules.goals[g].points)
                 for g in seat_state["claimed"]]
        parchments = [msg("bonsai-details-parchment", name=self.parchment_name(c), points=p)
                      for c, p in self.parchment_points(seat_state).items()]
        return msg("bonsai-details", who=seat_arg(seat),
                   leaves=leaves, leaf_value=points["leaf"]["value"],
                   leaf_points=leaves * points["leaf"]["value"],
                   flowers=flower_text, flower_points=sum(p for _, p in flowers),
                   fruits=fruits, fruit_value=points["fruit"]["value"],
                   fruit_points=fruits * points["fruit"]["value"],
                   goals=words(goals, "unit") if goals else msg("bonsai-none"),
                   parchments=words(parchments, "unit") if parchments else msg("bonsai-none"),
                   total=self.total(seat_state))

    def end_sentence(self, result: Result) -> Message:  # type: ignore[override]
        top = result.standings[0]
        if result.reason.startswith("solo"):
            level_id = result.reason.rsplit(" ", 1)[-1]
            level = self.rules.levels[level_id]
            need = self.rules.solo_goals_needed
            claimed = top.breakdown.get(self.GOALS_CLAIMED, 0)
            score = top.score
            if result.winners:
                return msg("bonsai-solo-won", who=seat_arg(top.seat), level=component(level["id"]),
                           claimed=claimed, score=score, needed=level["min_points"])
            reasons = []
            if claimed < need:
                reasons.append(msg("bonsai-solo-lost-goals", claimed=claimed, need=need))
            if score < level["min_points"]:
                reasons.append(msg("bonsai-solo-lost-points", score=score,
                                   needed=level["min_points"], level=component(level["id"])))
            return msg("bonsai-solo-lost", who=seat_arg(top.seat), reasons=words(reasons))
        if not result.winners:  # a solo game ended by resigning
            return msg("bonsai-solo-resigned", who=seat_arg(top.seat))
        if result.reason == "resignation":
            top = next(s for s in result.standings if s.seat in result.winners)
            return msg("bonsai-wins-after-resignation", who=seat_arg(top.seat), score=top.score)
        tied = [s for s in result.standings if s.score == top.score]
        if len(tied) > 1:
            return msg("bonsai-wins-tie", count=len(tied), score=top.score,
                       tied=words([seat_arg(s.seat) for s in sorted(tied, key=lambda s: s.seat)]),
                       who=seat_arg(top.seat))
        return msg("bonsai-wins", who=seat_arg(top.seat), score=top.score)

    def resign_result(self, state: State, resigned: int) -> Result:
        """The core's ranking of the public scores, each broken down as at the end of a
        game but for the Parchments, which stay hidden (PD18): the game did not reach the
        end that reveals them."""
        result = super().resign_result(state, resigned)
        for standing in result.standings:
            shown = self.standing_breakdown(state["seats"][standing.seat])
            del shown[self.RESULT_WORDS["parchments"]]
            standing.breakdown = shown
        return result

    def tiebreak(self, state: State, seat: int) -> tuple[float, ...]:
        """E10: the later seat wins a tie."""
        return (float(seat),)

    def scores(self, state: State) -> list[int]:
        """PD18 while playing; the full total (Parchments included) once it is over."""
        if state["phase"] == "over":
            return [self.total(s) for s in state["seats"]]
        return [self.public_score(s) for s in state["seats"]]

    # --- views ---------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        rules = self.rules
        over = state["phase"] == "over"
        claimed_by = {g: i for i, s in enumerate(state["seats"]) for g in s["claimed"]}
        renounced_by: dict[str, list[int]] = {}
        for i, s in enumerate(state["seats"]):
            for g in s["renounced"]:
                renounced_by.setdefault(g, []).append(i)
        seats = []
        for index, seat_state in enumerate(state["seats"]):
            entry: dict[str, Any] = {
                "tree": dict(seat_state["tree"]),
                "mirrored": seat_state["mirrored"],
                "supply": dict(seat_state["supply"]),
                "capacity": self.capacity(seat_state),
                "allowance": self.allowance(seat_state),
                "cards": list(seat_state["cards"]),
                "pile_count": len(seat_state["pile"]),
                "claimed": list(seat_state["claimed"]),
                "renounced": list(seat_state["renounced"]),
                "score": self.public_score(seat_state),
            }
            if over or index == seat:
                parchments = self.parchment_points(seat_state)
                entry["pile"] = list(seat_state["pile"])
                entry["parchment_points"] = sum(parchments.values())
                entry["projected_total"] = self.total(seat_state)
            if over:
                entry["breakdown"] = self.breakdown(seat_state)
                # the Parchments are revealed at the end: the shown score is the final one
                entry["score"] = entry["projected_total"]
            seats.append(entry)
        step = state.get("step")
        public_step = None
        if step is not None:
            public_step = {k: (dict(v) if isinstance(v, dict) else v) for k, v in step.items()}
        return {
            "game": self.name,
            "schema": SCHEMA,
            "players": state["players"],
            "viewer": seat,
            "turn": state["turn"],
            "active": state["active"],
            "phase": state["phase"],
            "step": public_step,
            "to_move": self.to_move(state),
            "options": dict(state["options"]),
            "display": list(state["display"]),
            "deck_count": len(state["deck"]),
            "discards": list(state["discards"]),
            "goals": [{"id": g, "claimed_by": claimed_by.get(g),
                       "renounced_by": renounced_by.get(g, [])} for g in state["goals"]],
            "common": dict(state["common"]) if state.get("common") is not None else None,
            "seats": seats,
            "end_triggered": state["end_triggered"],
            "final_turns_left": state["final_turns_left"],
            "solo_level": state["options"]["solo_level"] if state["players"] == 1 else None,
            "events": list(state["events"]),
            # each slot's bonus tiles as data ({"kind": "all", "tiles": [...]}, …)
            "slot_bonus": [dict(bonus) for bonus in rules.slot_bonus],
            # who won, once it is over (the final board names them)
            "winners": list(self._winners(state)) if over else None,
        }

    # --- computer players ----------------------------------------------------------------
    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Re-deal the deck order, the only thing nobody knows (the piles' contents were
        seen when their cards were taken face up)."""
        if state["phase"] == "over" or len(state["deck"]) < 2:
            return state
        new = dict(state)
        deck = sorted(state["deck"])  # the re-deal never depends on the real order
        rng.shuffle(deck)
        new["deck"] = deck
        return new

    def evaluate(self, state: State, seat: int) -> float:
        """Points now, plus the tree's shape and goal progress (see :meth:`_worth`),
        relative to the best opponent."""
        if state["phase"] == "over":
            result = self.result(state)
            assert result is not None
            bonus = 1000.0 if seat in result.winners else -1000.0
            return bonus + self._worth(state, seat)
        mine = self._worth(state, seat)
        if state["players"] == 1:
            return mine
        return mine - max(self._worth(state, s) for s in range(state["players"]) if s != seat)

    def evaluate_seats(self, state: State) -> list[float]:
        players = state["players"]
        if state["phase"] == "over" or players == 1:
            return super().evaluate_seats(state)
        worth = [self._worth(state, s) for s in range(players)]
        return [w - max(o for s, o in enumerate(worth) if s != seat)
                for seat, w in enumerate(worth)]

    def _worth(self, state: State, seat: int) -> float:
        """:meth:`_measure`, remembered by the seat's record and the shared state it reads
        (by content: ``apply`` copies every seat's record, changed or not). The active
        seat's worth in a placement phase reads the action's open allowance too: it is
        part of the key there."""
        seat_state = state["seats"][seat]
        # the record's fields in its own order, named once (every record is a copy of
        # one made at setup, so equal contents give equal keys); each flat dict or list
        # frozen inline as a tuple (this runs for every seat of every position a search
        # scores)
        key: tuple[Any, ...] = (
            seat, state["players"], tuple(state["goals"]),
            tuple([g for s in state["seats"] for g in s["claimed"]]), tuple(seat_state),
            *[tuple(v.items()) if type(v) is dict else tuple(v) if type(v) is list else v
              for v in seat_state.values()])
        if state["phase"] in {"cultivate", "helper"} and state["active"] == seat:
            # the placements still open count too: the same tree and allowance come
            # back in a search by the same tiles placed in another order
            key += (("open", tuple(sorted(state["step"]["allowance"].items()))),)
        found = self._worth_cache.get(key)
        if found is None:
            if len(self._worth_cache) > 4096:
                self._worth_cache.clear()
            found = self._worth_cache[key] = self._measure(state, seat)
        return found

    def _measure(self, state: State, seat: int) -> float:
        """Points (Parchments included: the seat knows its own pile) plus what a
        one-turn look-ahead cannot see: wood that opens cells, spots for leaves and
        fruits, tiles and allowance for later turns, and progress toward open goals.
        Tiles in the supply count little, so the player cultivates instead of hoarding."""
        rules = self.rules
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        mirrored = seat_state["mirrored"]
        value = float(self.total(seat_state, tiles))
        supply = dict(seat_state["supply"])
        if state["phase"] in {"cultivate", "helper"} and state["active"] == seat:
            # placements still open this action are nearly as good as made: without this
            # a one-step look-ahead never sees why starting a Cultivate pays
            value += 0.8 * self._placeable_value(state, seat, tiles, supply)
        held = sum(supply.values())
        capacity = self.capacity(seat_state)
        value += 0.7 * min(held, capacity) + 0.4 * supply["fruit"] + 0.2 * supply["leaf"]
        allowance = self.allowance(seat_state)
        extra = sum(allowance.values()) - sum(rules.seishi_allowance.values())
        value += 2.0 * extra
        wood = trees.count(tiles, "wood")
        value += 1.2 * min(wood, 12)
        leaf_cells = len(trees.legal_cells(rules, tiles, mirrored, "leaf"))
        value += 0.4 * min(leaf_cells, 6)
        value += 1.5 * min(len(trees.legal_cells(rules, tiles, mirrored, "fruit")), 3)
        if not leaf_cells:
            value -= 3.0
        held_colours = {rules.goals[g].colour for g in seat_state["claimed"]}
        claimed_anywhere = {g for s in state["seats"] for g in s["claimed"]}
        measures: dict[str, int] = {}
        # solo needs a goal of every colour (E12), so progress toward them weighs more
        weight = 1.5 if state["players"] == 1 else 0.5
        for goal_id in state["goals"]:
            goal = rules.goals[goal_id]
            if goal.colour in held_colours or goal_id in claimed_anywhere \
                    or goal_id in seat_state["renounced"]:
                continue
            if goal.metric not in measures:
                measures[goal.metric] = trees.goal_measure(rules, tiles, mirrored, goal.metric)
            share = min(1.0, measures[goal.metric] / goal.threshold)
            value += weight * goal.points * share * share
        if state["players"] == 1 and state["goals"]:
            # E12: the solo game is won only with a goal of every colour in play
            value += 12.0 * len(seat_state["claimed"])
        return value

    def _placeable_value(self, state: State, seat: int, tiles: dict[Cell, str],
                         supply: dict[str, int]) -> float:
        """What the rest of the current placement action could still add, best tiles
        first; the tiles counted are taken out of ``supply`` (not valued twice)."""
        left = dict(state["step"]["allowance"])
        mirrored = state["seats"][seat]["mirrored"]
        worth = 0.0
        for kind in sorted(TILE_TYPES, key=lambda t: -_PLACED_WORTH[t]):
            if not supply[kind]:
                continue
            room = len(trees.legal_cells(self.rules, tiles, mirrored, kind))
            own = min(left.get(kind, 0), supply[kind], room)
            extra = min(left.get("any", 0), supply[kind] - own, room - own)
            left["any"] = left.get("any", 0) - extra
            supply[kind] -= own + extra
            worth += _PLACED_WORTH[kind] * (own + extra)
        return worth

    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        """Every legal move but the Meditate choices that decline bonus tiles: keeping a
        tile never hurts (above the capacity it can be returned at the end of the turn,
        R37), so declining is dominated for the computer (players may still decline)."""
        moves = self.legal_moves(state, seat)
        if state["phase"] != "action":
            return moves
        full = {slot: self._bonus_options(slot)[0][0]
                for slot in range(1, self.rules.slot_count + 1)}
        kept = []
        for move in moves:
            words = move.notation.split()
            if words[0] == "meditate":
                slot = int(words[1])
                bonus = self.rules.slot_bonus[slot - 1]
                if bonus["kind"] == "all" and tuple(words[2:]) != full[slot]:
                    continue
                if bonus["kind"] == "choose_one" and words[2:] == ["none"]:
                    continue
            kept.append(move)
        return kept

    # --- help ----------------------------------------------------------------------------
    def _rules_summary(self) -> str:
        """The rules help in English, for logs and anything that reads no catalogue."""
        from bot.i18n import english  # the catalogues sit above the engines

        return " ".join(english(body) for _, body in self.rules_help())

    def rules_help(self) -> list[tuple[Message, Message]]:  # type: ignore[override]
        """``/game rules``: the sections in words, every number read from the data."""
        rules = self.rules
        points = rules.tile_points
        levels = words([msg("bonsai-rules-level", level=component(lv["id"]),
                            points=lv["min_points"])
                        for lv in rules.levels.values()])
        default = rules.levels[rules.default_level]
        section = [("aim", msg("bonsai-rules-aim", leaf=points["leaf"]["value"],
                               fruit=points["fruit"]["value"],
                               flower=points["flower"]["per_free_side"])),
                   ("turn", msg("bonsai-rules-turn")),
                   ("placing", msg("bonsai-rules-placing")),
                   ("pictures", msg("bonsai-rules-pictures")),
                   ("end", msg("bonsai-rules-end", goals=rules.solo_goals_needed,
                               levels=levels)),
                   ("decisions", msg("bonsai-rules-decisions", level=component(default["id"]),
                                     points=default["min_points"],
                                     slots=rules.slot_count))]
        return [(msg(f"bonsai-rules-{name}-title"), body) for name, body in section]


def canonical_notation(text: str) -> str:
    """The canonical spelling of a move that needs no position (no marker numbers)."""
    return ENGINE.canonical(text)


ENGINE = BonsaiEngine()

__all__ = ["ENGINE", "BonsaiEngine", "canonical_notation", "parse_key"]
