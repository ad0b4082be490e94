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

Players read words, never the data's ids: cards by kind and effect ("the Master card
(leaf + flower)", :meth:`BonsaiEngine.card_name`), goals by size, colour and points ("the
small green goal (6 points)"), Parchments in the result by what they count ("Fruit
Parchment"), supplies and allowances by tile names. Ids stay in the notation (``claim
green_small``) and the view; the picture letters (W, L, Fl, Fr) stay on the pictures.

Seat order (PD8, random) is the platform's job (``/game new`` shuffles seats); the engine
keeps the seats in the order it is given. Events name seats "Player n" (n = seat + 1).
"""

from __future__ import annotations

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
    seat_name,
)
from bot.games.bonsai import tree as trees
from bot.games.bonsai.notation import ParsedMove, format_move, parse
from bot.games.bonsai.tables import (
    RULES,
    TILE_LETTERS,
    TILE_TYPES,
    Cell,
    Rules,
    cell_key,
    load_rules,
    parse_key,
)

SCHEMA = 1
#: the computer's guess of what a tile placed now is worth (a wood opens cells)
_PLACED_WORTH = {"fruit": 7.0, "leaf": 3.0, "flower": 3.0, "wood": 1.2}
PHASES = ("action", "master", "helper", "cultivate", "goals", "return", "over")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _tiles_words(counts: dict[str, int]) -> str:
    """``{"leaf": 2, "any": 1}`` → "2 leaves, 1 tile of any type" (the "any" symbol of an
    allowance included)."""
    words = {"leaf": ("leaf", "leaves"), "wood": ("wood", "wood"),
             "any": ("tile of any type", "tiles of any type")}
    parts = [f"{n} {words.get(t, (t, t + 's'))[n != 1]}" for t, n in counts.items() if n]
    return ", ".join(parts) if parts else "nothing"


def _supply_text(supply: dict[str, int]) -> str:
    """A supply in words, in the data's tile order ("1 wood, 2 leaves")."""
    text = _tiles_words({t: supply[t] for t in TILE_TYPES})
    return "empty" if text == "nothing" else text


def _row_spans(cells: list[Cell]) -> dict[int, str]:
    """The row step's label per row of numbered cells (reading order): ``Row +3 · 4–6``
    names the markers the row holds, so the picture and the buttons agree."""
    numbers: dict[int, list[int]] = {}
    for number, cell in enumerate(cells, start=1):
        numbers.setdefault(cell[1], []).append(number)
    return {y: f"Row {y:+d} · {n[0]}" if len(n) == 1 else f"Row {y:+d} · {n[0]}–{n[-1]}"
            for y, n in numbers.items()}


def _event(state: State, text: str) -> None:
    state["events"].append(text)


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

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        self.rules: Rules = RULES if data is None else load_rules(data)
        rules = self.rules
        game = rules.credits_data
        self.title = game["title"]
        self.min_players = game["players"]["min"]
        self.max_players = game["players"]["max"]
        opts = rules.options
        self.options = (
            OptionSpec("goals", "Goal tiles in play (2–4 players; solo always uses them)",
                       ("on", "off"), "on" if opts["goals_enabled"]["default"] else "off"),
            OptionSpec("tokonoma", "Tokonoma variant: Parchments in the top part of the deck",
                       ("off", "on"), "on" if opts["tokonoma"]["default"] else "off"),
            OptionSpec("solo_level", "Solo difficulty (points needed with 3 goals)",
                       tuple(opts["solo_level"]["values"]), rules.default_level),
        )
        self.credits = (f"{game['title']} by {', '.join(game['designers'])}; art by "
                        f"{game['artist']}; published by {game['publisher']} "
                        f"({game['year']}). Values marked as project decisions are this "
                        "bot's own.")
        self.rules_summary = self._rules_summary()

    # --- setup -------------------------------------------------------------------------
    def check_setup(self, players: int, options: dict[str, str]) -> str | None:
        if players == 1 and options.get("goals", "on") == "off":
            return "The solo game always uses goal tiles (R36), so goals=off needs 2–4 players."
        if options.get("goals", "on") == "off" and players not in self.rules.no_goals_counts:
            return f"Goals can be switched off only with {self.rules.no_goals_counts} players."
        level = options.get("solo_level", self.rules.default_level)
        if level not in self.rules.levels:
            return f"{level!r} is not a solo level; choose one of {', '.join(self.rules.levels)}."
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
        who = "A solo game" if players == 1 else f"A {players}-player game"
        _event(state, f"{who} of Bonsai begins; {seat_name(0)} starts.")
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

    def _receive(self, state: State, seat: int, kind: str, source: str) -> bool:
        """A tile from the common supply into a personal supply (PD1: with a limited
        supply an exhausted type is simply not received)."""
        common = state.get("common")
        if common is not None:
            if common[kind] <= 0:
                _event(state, f"The common supply has no {kind} left, so {seat_name(seat)} "
                              f"does not receive one ({source}).")
                return False
            common[kind] -= 1
        state["seats"][seat]["supply"][kind] += 1
        return True

    def _to_common(self, state: State, kind: str) -> None:
        if state.get("common") is not None:
            state["common"][kind] += 1

    def card_name(self, card: str) -> str:
        """A card in words, from the data's name of its kind: "Master card (leaf +
        flower)", "Tool card (+2 supply capacity)". Card ids are never shown."""
        name = self.rules.kind_of(card).name
        if ": " in name:
            kind, what = name.split(": ", 1)
            return f"{kind} card ({what})"
        kind, _, what = name.partition(" (")
        return f"{kind} card ({what}" if what else f"{kind} card"

    def parchment_name(self, card: str) -> str:
        """A Parchment by what it counts ("Fruit Parchment", "Growth Parchment")."""
        return self.rules.kind_of(card).counts.split("_")[0].capitalize() + " Parchment"

    def goal_name(self, goal_id: str) -> str:
        """A goal tile in words: "the small green goal (6 points)"."""
        goal = self.rules.goals[goal_id]
        return f"the {goal.size} {goal.colour} goal ({goal.points} points)"

    def _goals_words(self, goal_ids: list[str]) -> str:
        """Goals of one colour at once: "the small and large green goals"."""
        goals = [self.rules.goals[g] for g in goal_ids]
        if len(goals) == 1:
            return f"the {goals[0].size} {goals[0].colour} goal"
        sizes = ", ".join(g.size for g in goals[:-1]) + f" and {goals[-1].size}"
        return f"the {sizes} {goals[0].colour} goals"

    def short_card(self, card: str) -> str:
        """A button-sized card name: ``Tool +2``, ``Growth W``, ``Master L+Fr``."""
        kind = self.rules.kind_of(card)
        letters = {**TILE_LETTERS, "any": "any"}
        if kind.type == "tool":
            return f"Tool +{kind.capacity_bonus}"
        if kind.type == "growth":
            return "Growth " + "+".join(letters[t] for t in kind.allowance)
        if kind.type == "master":
            return "Master " + "+".join(letters[t] for t in kind.gain)
        if kind.type == "helper":
            return "Helper " + "+".join(letters[t] for t, _ in kind.place_allowance)
        return f"Parchment {kind.points_each}/{kind.counts.replace('_', ' ').rstrip('s')}"

    def _bonus_options(self, slot: int) -> list[tuple[tuple[str, ...], str]]:
        """D5 / R8–R9: the kept-tile choices of a slot, canonical first, with labels."""
        bonus = self.rules.slot_bonus[slot - 1]
        declinable = self.rules.bonus_declinable
        if bonus["kind"] == "none":
            return [((), "")]
        if bonus["kind"] == "choose_one":
            options = [((t,), f"Take {t}") for t in bonus["options"]]
            if declinable:
                options.append((("none",), "Take no tile"))
            return options
        tiles = tuple(bonus["tiles"])
        options = [(tiles, "Keep " + " + ".join(tiles))]
        if declinable:
            for t in tiles:
                options.append(((t,), f"Keep {t} only"))
            options.append((("none",), "Keep neither"))
        return options

    def bonus_words(self, slot: int) -> str:
        """A slot's bonus tiles for buttons: "wood + flower", "wood or leaf" ("" for
        none)."""
        bonus = self.rules.slot_bonus[slot - 1]
        if bonus["kind"] == "none":
            return ""
        if bonus["kind"] == "choose_one":
            return " or ".join(bonus["options"])
        return " + ".join(bonus["tiles"])

    def _bonus_summary(self, slot: int) -> str:
        """The same in the picture's letters ("W+Fl"), for the view."""
        bonus = self.rules.slot_bonus[slot - 1]
        if bonus["kind"] == "none":
            return "no tiles"
        if bonus["kind"] == "choose_one":
            return " or ".join(TILE_LETTERS[t] for t in bonus["options"])
        return "+".join(TILE_LETTERS[t] for t in bonus["tiles"])

    def pending_goals(self, state: State, seat: int) -> dict[str, list[str]]:
        """R30: per colour (data order), the open goals the seat now qualifies for."""
        rules = self.rules
        seat_state = state["seats"][seat]
        claimed_anywhere = {g for s in state["seats"] for g in s["claimed"]}
        held_colours = {rules.goals[g].colour for g in seat_state["claimed"]}
        tiles = self._tiles(seat_state)
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
    def tile_score(self, seat_state: dict[str, Any]) -> dict[str, int]:
        rules = self.rules
        tiles = self._tiles(seat_state)
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

    def parchment_points(self, seat_state: dict[str, Any]) -> dict[str, int]:
        """E8: each Parchment of the pile, points_each × what it counts."""
        rules = self.rules
        tiles = self._tiles(seat_state)
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

    def breakdown(self, seat_state: dict[str, Any]) -> dict[str, int]:
        tiles = self.tile_score(seat_state)
        return {
            "leaves": tiles["leaves"],
            "flowers": tiles["flowers"],
            "fruits": tiles["fruits"],
            "wood": tiles["wood"],
            "goals": self.goal_points(seat_state),
            "parchments": sum(self.parchment_points(seat_state).values()),
        }

    def public_score(self, seat_state: dict[str, Any]) -> int:
        """PD18: tiles + claimed goals; Parchments stay hidden until the end."""
        return sum(self.tile_score(seat_state).values()) + self.goal_points(seat_state)

    def total(self, seat_state: dict[str, Any]) -> int:
        """E9."""
        return sum(self.breakdown(seat_state).values())

    #: the result's breakdown in words, per :meth:`breakdown` key (the view keeps the
    #: keys, the platform prints these after the score)
    RESULT_WORDS: ClassVar[dict[str, str]] = {
        "leaves": "leaves", "flowers": "flowers", "fruits": "fruits", "wood": "wood",
        "goals": "goal tiles", "parchments": "Parchments"}
    #: the one entry that is not points: how many goals were claimed (E12)
    GOALS_CLAIMED = "goals claimed"

    def standing_breakdown(self, seat_state: dict[str, Any]) -> dict[str, int]:
        """The result's breakdown: the point categories in words (they sum to the total)
        and the number of goal tiles claimed (not points; the solo win needs it, E12)."""
        points = self.breakdown(seat_state)
        return {**{words: points[key] for key, words in self.RESULT_WORDS.items()},
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
            return [Move(f"gain {t}", f"Gain 1 {t} (Master card)",
                         ("Master card: choose a tile", t.capitalize()))
                    for t in TILE_TYPES]
        if phase == "goals":
            return self._goal_moves(state, seat)
        return self._return_moves(state, seat)

    def _action_moves(self, state: State, seat: int) -> list[Move]:
        rules = self.rules
        seat_state = state["seats"][seat]
        moves: list[Move] = []
        tiles = self._tiles(seat_state)
        if self._may_mirror(state, seat_state):
            side = "left" if not seat_state["mirrored"] else "right"
            bud = cell_key(rules.bud(not seat_state["mirrored"]))
            moves.append(Move("mirror", f"Mirror the pot (bud to {bud}, gold crack {side})",
                              ("Mirror the pot",)))
        if not trees.has_wood_cell(rules, tiles, seat_state["mirrored"]):  # R5
            cells = trees.removable(rules, tiles)
            rows = _row_spans(cells)
            for number, cell in enumerate(cells, start=1):
                moves.append(Move(
                    f"prune {cell_key(cell)}",
                    f"Prune the {tiles[cell]} at {cell_key(cell)}",
                    ("Prune one tile (no wood cell is left)", rows[cell[1]],
                     f"{number} · {tiles[cell].capitalize()} at {cell_key(cell)}"),
                    marker=str(number)))
        reveals = bool(state["deck"])
        for slot, card in enumerate(state["display"], start=1):
            if card is None:
                continue
            bonus = self.bonus_words(slot)
            head = f"Slot {slot} · {self.rules.kind_of(card).name}" + (
                f" · with {bonus}" if bonus else "")
            for kept, label in self._bonus_options(slot):
                notation = " ".join(("meditate", str(slot), *kept))
                path = ("Meditate", head, label) if label else ("Meditate", head)
                words = f" ({label.lower()})" if label else ""
                moves.append(Move(notation, f"Meditate, slot {slot}: "
                                            f"{self.rules.kind_of(card).name}{words}", path,
                                  reveals=reveals))
        reveals_now = (state["players"] == 1 and bool(state["deck"])
                       and not self._can_place_any(state, seat, self.allowance(seat_state)))
        moves.append(Move("cultivate", "Cultivate: place tiles from your supply",
                          ("Cultivate",), reveals=reveals_now))
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

    def _place_moves(self, state: State, seat: int) -> list[Move]:
        rules = self.rules
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        allowance = state["step"]["allowance"]
        helper = state["phase"] == "helper"
        moves: list[Move] = []
        for kind in TILE_TYPES:
            held = seat_state["supply"][kind]
            if not held or not self._charge(allowance, kind):
                continue
            cells = trees.legal_cells(rules, tiles, seat_state["mirrored"], kind)
            if not cells:
                continue
            head = f"{kind.capitalize()} · {_plural(len(cells), 'cell')}"
            rows = _row_spans(cells)
            for number, cell in enumerate(cells, start=1):
                moves.append(Move(
                    f"place {kind} {cell_key(cell)}",
                    f"Place a {kind} at {cell_key(cell)}",
                    (head, rows[cell[1]], f"{number} · {cell_key(cell)}"),
                    marker=str(number)))
        if helper:
            moves.append(Move("finish", "Stop: no more Helper placements", ("Stop placing",)))
        else:
            reveals = state["players"] == 1 and bool(state["deck"])
            moves.append(Move("finish", "Finish cultivating", ("Finish cultivating",),
                              reveals=reveals))
        return moves

    def _goal_moves(self, state: State, seat: int) -> list[Move]:
        rules = self.rules
        moves = []
        for colour, goals in self.pending_goals(state, seat).items():
            head = f"Goal {colour} ({rules.colour_styles[colour]})"
            for goal_id in goals:
                goal = rules.goals[goal_id]
                moves.append(Move(f"claim {goal_id}", f"Claim {self.goal_name(goal_id)}",
                                  (head, f"Claim {goal.size} · {goal.points} pts")))
            sizes = " + ".join(rules.goals[g].size for g in goals)
            moves.append(Move(f"renounce {colour}",
                              f"Renounce {self._goals_words(goals)} for good",
                              (head, f"Renounce {sizes}")))
        return moves

    def _return_moves(self, state: State, seat: int) -> list[Move]:
        seat_state = state["seats"][seat]
        excess = sum(seat_state["supply"].values()) - self.capacity(seat_state)
        head = f"Return {_plural(excess, 'tile')} (capacity {self.capacity(seat_state)})"
        return [Move(f"return {t}", f"Return 1 {t}",
                     (head, f"{t.capitalize()} ({seat_state['supply'][t]} held)"))
                for t in TILE_TYPES if seat_state["supply"][t]]

    # --- prompts -------------------------------------------------------------------------
    def prompt(self, state: State, seat: int) -> str:
        phase = state["phase"]
        if phase == "over":
            return "The game is over."
        active = state["active"]
        if seat != active:
            return f"Waiting for {seat_name(active)} to play their turn."
        seat_state = state["seats"][seat]
        supply = _supply_text(seat_state["supply"])
        if phase == "action":
            extra = " You may first mirror the pot." if self._may_mirror(state, seat_state) \
                else ""
            if not trees.has_wood_cell(self.rules, self._tiles(seat_state),
                                       seat_state["mirrored"]):
                extra += " No wood cell is left: you may first prune one tile."
            return f"Your turn: Meditate (take a card) or Cultivate (supply {supply}).{extra}"
        if phase == "master":
            return "Choose the tile your Master card gives you."
        if phase in {"cultivate", "helper"}:
            left = _tiles_words(state["step"]["allowance"])
            what = "Helper" if phase == "helper" else "Cultivate"
            return (f"{what}: place tiles (allowance left: {left}; supply: {supply}) or "
                    "finish.")
        if phase == "goals":
            names = "; ".join(self._goals_words(goals)
                              for goals in self.pending_goals(state, seat).values())
            return f"Your tree meets {names}: claim one per colour or renounce them."
        excess = sum(seat_state["supply"].values()) - self.capacity(seat_state)
        return (f"Your supply ({supply}) is over your capacity of "
                f"{self.capacity(seat_state)}: return {_plural(excess, 'tile')}.")

    # --- canonical notation --------------------------------------------------------------
    def _resolve(self, move: ParsedMove, state: State | None) -> ParsedMove:
        if move.verb == "meditate":
            if not 1 <= move.slot <= self.rules.slot_count:
                raise BadNotation(f"There are {self.rules.slot_count} display slots; "
                                  f"slot {move.slot} does not exist.")
            bonus = self.rules.slot_bonus[move.slot - 1]
            if not move.tiles and bonus["kind"] == "all":
                # "meditate 3" keeps every bonus tile of the slot
                return ParsedMove("meditate", slot=move.slot, tiles=tuple(bonus["tiles"]))
            return move
        if move.marker is None or move.verb not in {"place", "prune"}:
            return move
        if state is None or state["phase"] == "over":
            raise BadNotation("A picture number needs the current position; give x,y.")
        seat_state = state["seats"][state["active"]]
        tiles = self._tiles(seat_state)
        if move.verb == "place":
            cells = trees.legal_cells(self.rules, tiles, seat_state["mirrored"], move.tiles[0])
        else:
            cells = trees.removable(self.rules, tiles)
        if not 1 <= move.marker <= len(cells):
            raise BadNotation(f"Number {move.marker} is not on the picture; it shows 1 to "
                              f"{len(cells)}.")
        return ParsedMove(move.verb, tiles=move.tiles, cell=cells[move.marker - 1])

    def canonical(self, notation: str, state: State | None = None) -> str:
        """One spelling per move (``place L (0, 1)`` → ``place leaf 0,1``); a picture
        number stands for its cell when ``state`` is given."""
        return format_move(self._resolve(parse(notation), state))

    # --- apply ---------------------------------------------------------------------------
    def apply(self, state: State, seat: int, notation: str) -> State:
        phase = state["phase"]
        if phase == "over":
            raise NotYourDecision("The game is over; no more moves can be made.")
        if not _is_seat(seat, state["active"]):
            raise NotYourDecision(f"It is {seat_name(state['active'])}'s turn, not yours.")
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
        asked = self.prompt(state, seat)
        return IllegalMove(f"'{move.verb}' is not possible now. {asked}")

    def _apply_action(self, state: State, seat: int, move: ParsedMove) -> None:
        seat_state = state["seats"][seat]
        rules = self.rules
        if move.verb == "mirror":
            if not rules.mirroring_allowed:
                raise IllegalMove("Mirroring the pot is switched off in this game (PD3).")
            if len(seat_state["tree"]) != 1:
                raise IllegalMove("The pot can be mirrored only while the tree holds only the "
                                  "bud (R4).")
            if state["mirrored_this_turn"]:
                raise IllegalMove("You already mirrored the pot this turn (R4).")
            mirrored = not seat_state["mirrored"]
            seat_state["mirrored"] = mirrored
            seat_state["tree"] = {cell_key(rules.bud(mirrored)): "wood"}
            state["mirrored_this_turn"] = True
            side = rules.gold_side(mirrored)
            _event(state, f"{seat_name(seat)} mirrored the pot: the bud is at "
                          f"{cell_key(rules.bud(mirrored))}, the gold crack on the {side}.")
            return
        if move.verb == "prune":
            self._prune(state, seat, move)
            return
        if move.verb == "meditate":
            self._meditate(state, seat, move)
            return
        if move.verb == "cultivate":
            state["phase"] = "cultivate"
            state["step"] = {"allowance": self.allowance(seat_state), "placed": 0, "card": None}
            _event(state, f"{seat_name(seat)} cultivates.")
            if not self._can_place_any(state, seat, state["step"]["allowance"]):
                _event(state, f"{seat_name(seat)} can place no tile and passes.")
                self._finish_cultivate(state, seat)
            return
        raise self._wrong_phase(state, seat, move)

    def _prune(self, state: State, seat: int, move: ParsedMove) -> None:
        """R5–R6 / PD7."""
        rules = self.rules
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        if trees.has_wood_cell(rules, tiles, seat_state["mirrored"]):
            raise IllegalMove("Pruning is allowed only when no wood tile can be placed "
                              "anywhere on your tree (R5).")
        cell = move.cell
        assert cell is not None
        held = tiles.get(cell)
        if held is None or held == "wood":
            what = "the wood there never is" if held else "there is no tile there"
            raise IllegalMove(f"Only a leaf, flower or fruit can be pruned; {what} "
                              f"({cell_key(cell)}, R6).")
        if cell not in trees.removable(rules, tiles):
            raise IllegalMove(f"The {held} at {cell_key(cell)} does not touch a wood tile; "
                              "only tiles beside wood can be pruned (R6).")
        del seat_state["tree"][cell_key(cell)]
        self._to_common(state, held)
        _event(state, f"{seat_name(seat)} pruned the {held} at {cell_key(cell)}.")

    def _meditate(self, state: State, seat: int, move: ParsedMove) -> None:
        """R7–R18 in the order of PD15."""
        rules = self.rules
        seat_state = state["seats"][seat]
        slot = move.slot
        display = state["display"]
        if not any(display):
            raise IllegalMove("The display is empty, so you can only Cultivate (R3).")
        card = display[slot - 1]
        if card is None:
            raise IllegalMove(f"Slot {slot} is empty; choose a slot that holds a card (R7).")
        kept = self._check_bonus(slot, move.tiles)
        display[slot - 1] = None  # R7
        got = []
        for kind in kept:  # R8/R9
            if self._receive(state, seat, kind, f"slot {slot}"):
                got.append(kind)
        kind = rules.kind_of(card)
        if kind.type in {"tool", "growth"}:  # R10
            seat_state["cards"].append(card)
        else:
            seat_state["pile"].append(card)
        tiles_text = " and ".join(got) if got else "no tile"
        # §7: the card was face up, so naming it is public; its place in a pile is not
        _event(state, f"{seat_name(seat)} meditated on slot {slot}: took the "
                      f"{self.card_name(card)} and {tiles_text}.")
        if state["players"] == 1:
            self._solo_discard_after_meditate(state, slot)  # R11 / R40
        self._refill(state)  # R12
        self._card_effect(state, seat, card)  # R14–R18

    def _check_bonus(self, slot: int, tiles: tuple[str, ...]) -> tuple[str, ...]:
        """R8–R9 (PD5 from the data)."""
        bonus = self.rules.slot_bonus[slot - 1]
        if bonus["kind"] == "none":
            if tiles:
                raise IllegalMove(f"Slot {slot} gives no tiles (R8); write 'meditate {slot}'.")
            return ()
        declinable = self.rules.bonus_declinable
        if tiles == ("none",):
            if not declinable:
                raise IllegalMove("Bonus tiles cannot be declined in this game (PD5).")
            return ()
        if bonus["kind"] == "choose_one":
            if len(tiles) != 1 or tiles[0] not in bonus["options"]:
                raise IllegalMove(f"Slot {slot} gives one {' or one '.join(bonus['options'])}: "
                                  f"write 'meditate {slot} {bonus['options'][0]}' (R8).")
            return tiles
        offered = tuple(bonus["tiles"])
        if not set(tiles) <= set(offered) or not tiles:
            raise IllegalMove(f"Slot {slot} gives {' and '.join(offered)}; keep those, one of "
                              "them, or none (R8–R9).")
        if not declinable and tiles != offered:
            raise IllegalMove("Bonus tiles cannot be declined in this game (PD5).")
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
                    _event(state, f"Solo: the {self.card_name(card)} is discarded from "
                                  f"slot {other}.")
                    return
            return
        if state["deck"]:
            card = state["deck"][0]
            state["deck"] = state["deck"][1:]
            state["discards"].append(card)
            state["revealed"] = True
            _event(state, f"Solo: the top card of the deck, a {self.card_name(card)}, is "
                          "revealed and discarded.")
            self._check_trigger(state)

    def _solo_discard_after_cultivate(self, state: State) -> None:
        """R39."""
        display = state["display"]
        card = display[-1]
        if card is not None:
            display[-1] = None
            state["discards"].append(card)
            _event(state, f"Solo: the {self.card_name(card)} is discarded from slot "
                          f"{len(display)}.")
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
            names = ", ".join(f"a {self.card_name(c)}" for c in revealed)
            _event(state, f"The display slides outward; revealed: {names}.")
            self._check_trigger(state)
        elif display != before:
            _event(state, "The display slides outward; the deck is empty, so nothing is "
                          "revealed.")

    def _check_trigger(self, state: State) -> None:
        """E1: the last card of the deck has been revealed."""
        if not state["deck"] and not state["end_triggered"]:
            state["end_triggered"] = True
            turns = "one more turn" if state["players"] == 1 else "one more turn each"
            _event(state, f"The last card of the deck is revealed: after this turn everyone "
                          f"has {turns} (E1–E2).")

    def _card_effect(self, state: State, seat: int, card: str) -> None:
        """R14–R18, after the refill (PD15)."""
        kind = self.rules.kind_of(card)
        seat_state = state["seats"][seat]
        if kind.type == "tool":
            _event(state, f"{seat_name(seat)}'s capacity is now {self.capacity(seat_state)}.")
        elif kind.type == "master":
            fixed = [t for t in kind.gain if t != "any"]
            got = [t for t in fixed if self._receive(state, seat, t, "Master card")]
            if got:
                _event(state, f"{seat_name(seat)} gains {' and '.join(got)} (Master card).")
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
                _event(state, f"{seat_name(seat)} can place nothing with the Helper card.")
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
        self._receive(state, seat, kind, "Master card")
        _event(state, f"{seat_name(seat)} gains a {kind} (Master card, any tile).")
        step = state["step"]
        step["any_left"] -= 1
        if step["any_left"] <= 0:
            state["step"] = None
            self._after_action(state, seat)

    def _apply_place_phase(self, state: State, seat: int, move: ParsedMove) -> None:
        helper = state["phase"] == "helper"
        if move.verb == "finish":
            if helper:
                _event(state, f"{seat_name(seat)} stops placing with the Helper card.")
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
            raise IllegalMove(f"You have no {kind} tile in your supply (R20).")
        allowance = state["step"]["allowance"]
        symbol = self._charge(allowance, kind)
        if symbol is None:
            source = "the Helper card's" if helper else "your"
            raise IllegalMove(f"No {kind} or 'any' symbol of {source} allowance is left for "
                              f"this tile (R22).")
        tiles = self._tiles(seat_state)
        problem = trees.placement_error(rules, tiles, seat_state["mirrored"], cell, kind)
        if problem:
            raise IllegalMove(problem)
        allowance[symbol] -= 1
        state["step"]["placed"] += 1
        seat_state["supply"][kind] -= 1
        tiles[cell] = kind
        seat_state["tree"] = trees.tree_json(tiles)
        how = " with the Helper card" if helper else ""
        _event(state, f"{seat_name(seat)} placed a {kind} at {cell_key(cell)}{how}.")
        if helper and not self._can_place_any(state, seat, allowance):
            state["step"] = None
            self._after_action(state, seat)

    def _finish_cultivate(self, state: State, seat: int) -> None:
        placed = state["step"]["placed"] if state.get("step") else 0
        state["step"] = None
        if placed:
            _event(state, f"{seat_name(seat)} finished cultivating "
                          f"({_plural(placed, 'tile')} placed).")
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
                raise IllegalMove(f"{move.name!r} is not a goal tile in this game.")
            if move.name not in pending.get(goal.colour, []):
                raise IllegalMove(f"You cannot claim {self.goal_name(move.name)} now: it must "
                                  "be open, met by your tree, not renounced by you, and you "
                                  "may hold one goal per colour (R29–R30).")
            seat_state["claimed"].append(move.name)
            _event(state, f"{seat_name(seat)} claimed {self.goal_name(move.name)}.")
        elif move.verb == "renounce":
            if move.name not in pending:
                raise IllegalMove(f"No {move.name} goal is pending for you, so there is "
                                  "nothing to renounce (R32).")
            seat_state["renounced"].extend(pending[move.name])
            _event(state, f"{seat_name(seat)} renounced "
                          f"{self._goals_words(pending[move.name])} for good (R34).")
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
            _event(state, f"{seat_name(seat)} returned {_tiles_words({kind: excess})} to "
                          f"the common supply (capacity {self.capacity(seat_state)}).")
            self._end_turn(state, seat)
            return
        state["phase"] = "return"
        state["step"] = None
        _event(state, f"{seat_name(seat)} holds {sum(supply.values())} tiles and must return "
                      f"{_plural(excess, 'tile')} (capacity {self.capacity(seat_state)}).")

    def _apply_return(self, state: State, seat: int, move: ParsedMove) -> None:
        """D10, one tile at a time."""
        if move.verb != "return":
            raise self._wrong_phase(state, seat, move)
        kind = move.tiles[0]
        supply = state["seats"][seat]["supply"]
        if supply[kind] <= 0:
            raise IllegalMove(f"You hold no {kind} tile to return (R37).")
        supply[kind] -= 1
        self._to_common(state, kind)
        _event(state, f"{seat_name(seat)} returned a {kind}.")
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
            _event(state, f"Final turns: {_plural(left, 'turn')} left; "
                          f"{seat_name(state['active'])} plays next.")

    def _finish(self, state: State) -> None:
        """E4."""
        state["phase"] = "over"
        state["step"] = None
        _event(state, "The game is over: every player has had their final turn (E4).")
        result = self.result(state)
        assert result is not None
        _event(state, self.end_sentence(result))

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

    def _details(self, state: State, seat: int) -> str:
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
        flower_text = " + ".join(f"{p} ({cell_key(c)})" for c, p in flowers) or "none"
        goals = ", ".join(f"{rules.goals[g].size} {rules.goals[g].colour} goal "
                          f"{_plural(rules.goals[g].points, 'point')}"
                          for g in seat_state["claimed"]) or "none"
        parchments = ", ".join(f"{self.parchment_name(c)} {_plural(p, 'point')}"
                               for c, p in self.parchment_points(seat_state).items()) or "none"
        return (f"{seat_name(seat)}: leaves {leaves}×{points['leaf']['value']} = "
                f"{leaves * points['leaf']['value']}; flowers {flower_text} = "
                f"{sum(p for _, p in flowers)}; fruits {fruits}×{points['fruit']['value']} = "
                f"{fruits * points['fruit']['value']}; goals: {goals}; Parchments: "
                f"{parchments}; total {self.total(seat_state)}.")

    def end_sentence(self, result: Result) -> str:
        top = result.standings[0]
        if result.reason.startswith("solo"):
            level_id = result.reason.rsplit(" ", 1)[-1]
            level = self.rules.levels[level_id]
            need = self.rules.solo_goals_needed
            claimed = top.breakdown.get(self.GOALS_CLAIMED, 0)
            score = top.score
            if result.winners:
                return (f"Player 1 won at {level['name']}: {claimed} goals claimed and "
                        f"{score} points (at least {level['min_points']} needed).")
            reasons = []
            if claimed < need:
                reasons.append(f"only {claimed} of the {need} goals were claimed")
            if score < level["min_points"]:
                reasons.append(f"{score} points is below the {level['min_points']} of "
                               f"{level['name']}")
            return f"Player 1 lost: {' and '.join(reasons)}."
        if not result.winners:  # a solo game ended by resigning
            return f"{seat_name(top.seat)} resigned, so the solo game is lost."
        if result.reason == "resignation":
            top = next(s for s in result.standings if s.seat in result.winners)
            return (f"{seat_name(top.seat)} wins with {top.score} points after a "
                    "resignation.")
        tied = [s for s in result.standings if s.score == top.score]
        if len(tied) > 1:
            names = " and ".join(seat_name(s.seat) for s in sorted(tied, key=lambda s: s.seat))
            return (f"{names} all have {top.score} points; {seat_name(top.seat)} wins, seated "
                    "latest in turn order (tie-break, E10)."
                    if len(tied) > 2 else
                    f"{names} both have {top.score} points; {seat_name(top.seat)} wins, seated "
                    "later in turn order (tie-break, E10).")
        return f"{seat_name(top.seat)} wins with {top.score} points."

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
            "slot_bonus": [self._bonus_summary(k) for k in range(1, rules.slot_count + 1)],
        }

    # --- computer players ----------------------------------------------------------------
    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Re-deal the deck order, the only thing nobody knows (the piles' contents were
        seen when their cards were taken face up)."""
        if state["phase"] == "over" or len(state["deck"]) < 2:
            return state
        new = dict(state)
        deck = list(state["deck"])
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

    def _worth(self, state: State, seat: int) -> float:
        """Points (Parchments included: the seat knows its own pile) plus what a
        one-turn look-ahead cannot see: wood that opens cells, spots for leaves and
        fruits, tiles and allowance for later turns, and progress toward open goals.
        Tiles in the supply count little, so the player cultivates instead of hoarding."""
        rules = self.rules
        seat_state = state["seats"][seat]
        tiles = self._tiles(seat_state)
        mirrored = seat_state["mirrored"]
        value = float(self.total(seat_state))
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
        return " ".join(text for _, text in self.rules_help())

    def rules_help(self) -> list[tuple[str, str]]:
        rules = self.rules
        levels = ", ".join(f"{lv['name']} {lv['min_points']}" for lv in rules.levels.values())
        default = rules.levels[rules.default_level]
        return [
            ("Aim", "Grow the best bonsai. Leaves score 3, fruits 7, each flower 1 per free "
                    "side; goal tiles and face-down Parchment cards add points at the end."),
            ("A turn", "Meditate (take a display card with the tiles under its slot; the card's "
                       "effect follows) or Cultivate (place tiles from your supply with your "
                       "Seishi + Growth allowance, then Finish). Then claim or renounce goals "
                       "you meet, and return tiles above your capacity."),
            ("Placing", "Wood and leaves touch wood, flowers touch a leaf, a fruit touches "
                        "leaves on two consecutive sides and no fruit. The bud on the pot is "
                        "wood. On the picture the legal cells are numbered top row first."),
            ("Pictures", "Tiles carry letters: W wood, L leaf, Fl flower, Fr fruit; the pot is "
                         "grey with a gold zig-zag on its gold-crack side."),
            ("End", "When the last card is revealed, everyone (the trigger player last) has one "
                    "more turn. Ties go to the player seated later. Solo: win with 3 goals and "
                    f"the level's points ({levels})."),
            ("Project decisions", "PD1 unlimited tile supply; PD2 return excess after the "
                                  "refill; PD3 mirror the pot while only the bud stands; PD4 pot "
                                  "sides count free for flowers; PD5 bonus tiles may be declined; "
                                  "PD6 claimed goals stay after pruning; PD7 pruning removes one "
                                  "tile touching wood, only when no wood fits; PD8 random seats; "
                                  "PD9 per colour claim one or renounce all; PD10 ranking like "
                                  "the tie-break; PD11 default solo level "
                                  f"{default['name']} ({default['min_points']}); PD12 Tokonoma "
                                  "extra card on top; PD13 first cards to slots 1–4; PD14 no "
                                  "grid bounds; PD15 card effect after the refill; PD16 own "
                                  "symbol before 'any'; PD17 renounced goals are public; PD18 "
                                  "public score leaves out Parchments."),
        ]


def canonical_notation(text: str) -> str:
    """The canonical spelling of a move that needs no position (no marker numbers)."""
    return ENGINE.canonical(text)


ENGINE = BonsaiEngine()

__all__ = ["ENGINE", "BonsaiEngine", "canonical_notation", "parse_key"]
