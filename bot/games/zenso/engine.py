"""Zensō for 2–4 players, per ``shared/rules/zenso.md`` (rule ids R…, S…, E…, PD-… in
comments refer to it). Every card, cost and threshold comes from ``data/zenso.json``
through :class:`~bot.games.zenso.tables.Rules`; the card set is the project's own (PD-25).

Notation — one canonical spelling per move, documented in full in
:mod:`bot.games.zenso.notation`::

    combine 1,0 | combine all | done | skip             phase 1, a set chosen one Stone at a time
    buy D3 | buy deck | swap H05 D2 | move 1,0 to 2,3   free actions (R12: W1, W2, W3)
    take 3 | take 3 bonus 2 | bonus 2 | draw D4 | keep 2  phase 2 (and J10's keep)
    place 1,-1 r90 | stone 2,0 | stone 2,0 3,1 | lantern 0,1  phase 3
    validate H01 3,0 | witness 2 | pay 2,1 | stone 2,0  phase 4 (a set of paid Stones one at a time)
    end                                                 the explicit end of the turn (phase 5)

A turn is a small state machine. ``state["phase"]`` is the turn's phase (``combine``,
``pick``, ``harmony`` or ``over``); ``state["queue"]`` holds the sub-decisions still to
resolve, first one first (an OR bonus, Harmony sources, J10's keep, the placement, Stones,
Lanterns, a Jizō's witness, Stones to pay). Free actions are offered only in the three
windows with an empty queue (PD-22). A decision with a single legal option is applied by
the engine and reported in ``events`` (§5.10), End turn included: the turn ends by
itself when nothing optional is left. Moves are laid out for few taps (issue 19): taking
a card skips phase 1, an OR bonus is chosen with its card, every placement is one choice
when they fit a select, purchases sit at the first level, several Stones are one select
(``Move.together``), and so are phase 4's validations: every card with every footprint
one option, footprints numbered over all the cards, several cards and End turn ticked
at once (:meth:`_harmony_moves`). ``end`` runs phase 5 (slide, reveal,
refill, end checks R56) and increments ``state["turn"]``; moves that drew from a deck or
revealed a card set ``state["revealed"]`` so undo stops there (R11).

The state is a JSON-ready dict::

    schema, game, players, rng, turn, revealed, events [message JSON],
    private {seat: [message JSON]},
    active, phase, queue [tasks], flags {combined, swapped, same_cover, taken, selected},
    row [Terrain id | None] * 6, terrain_deck [ids, top first], terrain_removed [ids],
    terrain_out [ids discarded face up], starting_unused [ids],
    display [Harmony id | None] * 6, harmony_deck [ids, top first],
    final_round (E1 flag), end_reason None | "harmony" | "exhausted",
    placed_under {seat: [Harmony ids J10's keeper put under the deck, hidden]},
    seats [{garden {"x,y": [letter | None, stone 0/1, lanterns, Harmony id | None]},
            enso, hand [ids], placed [{id, anchor [x, y]}], zen [stack size per green
            space, 0 = empty], start (starting card id), terrain [placed Terrain ids]}]

Tasks: ``{"t": "or", card, discard}``, ``{"t": "harmony", n}``, ``{"t": "keep", cards}``
(hidden), ``{"t": "place", card}``, ``{"t": "stones", n}``, ``{"t": "lanterns", n,
terrains [letters], stackable}``, ``{"t": "witness", card, anchor, options [[cells]]}``,
``{"t": "pay", card, anchor, n}``. A validated card sits in its task between hand and
garden. Hidden: hands (counts are public), deck orders, removed Terrain cards, J10's
drawn cards (§7); ``view`` leaves them out and ``private`` names a drawn card to its
drawer only (``private_events``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import Any, NoReturn

from bot.games.base import (
    Engine,
    IllegalMove,
    Move,
    Result,
    Rng,
    Standing,
    State,
    View,
    Words,
    mark_revealed,
    record_event,
)
from bot.games.message import Message, as_message, component, msg, words
from bot.games.message import seat as seat_arg
from bot.games.zenso.garden import Garden, block, key, reading_order, unkey
from bot.games.zenso.notation import Parsed, canonical, cell_text, format_move, parse
from bot.games.zenso.tables import (
    Cell,
    HarmonyCard,
    Rules,
    TerrainCard,
    default_rules,
    rotate_grid,
)

SCHEMA = 1
#: buttons per level before a positional choice is split by rows (the panel's page)
FLAT_LIMIT = 20
#: options of one select (Discord's limit, the panel's SELECT_PAGE_SIZE): phase 4's
#: validations are one level when they fit the four selects of a panel page
SELECT_LIMIT = 25
WINDOWS = ("combine", "pick", "harmony")


#: the result's breakdown keys, as stored (the catalogue names them:
#: ``zenso-breakdown-<key>``); the tie-break was "enso" in results stored before
HARMONY_CARDS, HAND_CARDS, LANTERNS = "Harmony cards", "cards in hand", "Lanterns"
ENSO_LEFT = "Ensō left (tie-break)"


def _enso_left(standing: Standing) -> int:
    return int(standing.breakdown.get(ENSO_LEFT, standing.breakdown.get("enso", 0)))


def _lines(lines: list[Message]) -> Message:
    """Messages one per line, as one message."""
    if len(lines) == 1:
        return lines[0]
    return msg("zenso-lines", first=lines[0], rest=_lines(lines[1:]))


def _cells(cells: Any) -> dict[str, Any]:
    """Cells as one argument, ``1,0 2,0`` (a unit list: no "and")."""
    return words([key(tuple(c)) for c in cells], "unit")


class ZensoEngine(Engine):
    name = "zenso"
    title = "Zensō"
    min_players = 2
    max_players = 4
    playable = True
    undo_within_turn = True
    credits = msg("zenso-credits")
    # The greedy player judges a candidate a few steps into the turn only: a Zensō turn
    # has up to ~10 decisions, each with dozens of options (see candidate_moves).
    lookahead_steps = 2
    evaluation_budget = 24
    # A turn opens with a card taken or bought, which barely moves ``evaluate``: the root
    # moves' spread (often the floor, 0.5) made every line a turn deeper look won or lost
    # alike to the expert. Measured, 2 players against greedy, 1 CPU s a turn, the same
    # 40 deals (seeds 31500+): 20/40 won narrowing, 26/40 not.
    search_scale_narrows = False
    # From three players the expert's lines went on through the others' replies, but a
    # Zensō reply is played from a hand the re-deal guessed: the search followed made-up
    # answers. Measured at 4 players against three greedy, 1 CPU s a turn, the same 96
    # deals (seeds 32000-32047 and 36000-36047): 33/96 won with the replies, 45/96 without;
    # the final score against the best other's -6.7 -> -2.9 on average.
    search_replies = False

    def __init__(self, rules: Rules | None = None) -> None:
        self.rules = rules or default_rules()
        self._worth_cache: dict[tuple[int, bool], tuple[dict[str, Any], float]] = {}
        self._gardens: dict[tuple[Any, ...], Garden] = {}
        self.min_players = self.rules.min_players
        self.max_players = self.rules.max_players

    # ================================================================ setup (§4)
    def check_setup(self, players: int, options: dict[str, str]) -> Message | None:
        if not self.rules.min_players <= players <= self.rules.max_players:
            return msg("zenso-setup-players", min=self.rules.min_players,
                       max=self.rules.max_players)
        return None

    def setup(self, players: int, seed: int, options: dict[str, str] | None = None) -> State:
        problem = self.check_setup(players, options or {})
        if problem:
            from bot.i18n import english  # the catalogues sit above the engines

            raise ValueError(english(problem))
        r = self.rules
        rng = Rng.from_seed(seed)
        terrain = list(r.terrain_order)
        rng.shuffle(terrain)  # S2
        keep = r.deck_size[players]
        removed, terrain = terrain[keep:], terrain[:keep]
        row = terrain[:r.row_initial] + [None] * (r.slots - r.row_initial)  # S3
        deck = terrain[r.row_initial:]
        harmony = list(r.harmony_order)
        rng.shuffle(harmony)  # S4
        hands = [[] for _ in range(players)]
        for _ in range(r.starting_hand):
            for seat in range(players):
                hands[seat].append(harmony.pop(0))
        display = harmony[:r.display_size]
        harmony = harmony[r.display_size:]
        starts = list(r.start_order)
        rng.shuffle(starts)  # S5
        seats = []
        for seat in range(players):
            garden: dict[str, list[Any]] = {}
            grid = r.starting_cards[starts[seat]]
            rotated = rotate_grid(grid, r.start_rotation)
            for index, cell in enumerate(block(r.start_anchor)):
                garden[key(cell)] = [rotated[index // 2][index % 2], 0, 0, None]
            seats.append({"garden": garden, "enso": r.starting_enso[seat], "hand": hands[seat],
                          "placed": [], "zen": [0] * r.green_spaces, "start": starts[seat],
                          "terrain": []})
        state: State = {
            "schema": SCHEMA, "game": "zenso", "players": players, "rng": rng.position,
            "turn": 0, "revealed": False,
            "events": [msg("zenso-begins", who=seat_arg(0)).to_json()],
            "private": {}, "active": 0, "phase": "combine", "queue": [],
            "flags": self._fresh_flags(), "row": row, "terrain_deck": deck,
            "terrain_removed": removed, "terrain_out": [], "starting_unused": starts[players:],
            "display": display + [None] * (r.display_size - len(display)),
            "harmony_deck": harmony, "final_round": False, "end_reason": None, "seats": seats,
            "placed_under": {},
        }
        self._advance(state)
        return state

    @staticmethod
    def _fresh_flags() -> dict[str, Any]:
        return {"combined": 0, "swapped": False, "same_cover": 0, "taken": False,
                "selected": [], "bought": 0}

    # ================================================================ helpers
    def _garden(self, state: State, seat: int) -> Garden:
        """The seat's garden, the same read-only :class:`Garden` for the same content:
        its derived facts (plots, witnesses) are worked out once, not again for every
        move a search tries from the same garden. Keyed by content: ``apply`` changes
        the mover's own copy in place while it resolves a move."""
        cells = state["seats"][seat]["garden"]
        content = (tuple(cells), tuple(map(tuple, cells.values())))
        found = self._gardens.get(content)
        if found is None:
            if len(self._gardens) > 256:
                self._gardens.clear()
            found = self._gardens[content] = Garden(cells, self.rules)
        return found

    def has(self, state: State, seat: int, ability: str) -> dict[str, Any] | None:
        """The ability of that type of a Jizō placed in ``seat``'s garden (R41), or None."""
        for placed in state["seats"][seat]["placed"]:
            found = self.rules.harmony_cards[placed["id"]].ability
            if found and found["type"] == ability:
                return found
        return None

    def jizo(self, ability: str, resource: str | None = None) -> dict[str, str]:
        """The Jizō of the data with that ability, as a component argument (its name)."""
        for card in self.rules.harmony_cards.values():
            if card.ability and card.ability["type"] == ability and (
                    resource is None or card.ability.get("resource") == resource):
                return component(card.id)
        raise KeyError(ability)

    def slot_cost(self, state: State, seat: int, slot: int) -> int:
        """R16 with J11 (R51)."""
        cost = self.rules.slot_costs[slot - 1]
        ability = self.has(state, seat, "terrain_cost_reduction")
        if ability:
            cost -= ability["n"]
        return max(0, cost)

    def buy_price(self, state: State, seat: int) -> int:
        ability = self.has(state, seat, "harmony_buy_cost")  # R52
        return ability["cost"] if ability else self.rules.buy_cost

    def harmony_costs(self, state: State, seat: int, card: HarmonyCard) -> tuple[int, int]:
        ability = self.has(state, seat, "harmony_cost_reduction")  # R43
        if not ability:
            return card.cost_enso, card.cost_stones
        return (max(0, card.cost_enso - ability["enso"]),
                max(0, card.cost_stones - ability["stones"]))

    def jizo_reduction(self, state: State, seat: int) -> int:
        ability = self.has(state, seat, "harmony_cost_reduction")
        return ability["jizo_stone_count"] if ability else 0

    def can_combine(self, state: State, seat: int) -> bool:
        """R14: a combine left this turn, an empty green space and a Stone in the garden.
        (``flags["combined"]`` counts this turn's combines; older states stored a bool.)"""
        s = state["seats"][seat]
        return (int(state["flags"]["combined"]) < self.rules.combines_per_turn
                and 0 in s["zen"]
                and any(cell[1] for cell in s["garden"].values()))

    def placements(self, state: State, seat: int, card_id: str, first_only: bool = False,
                   garden: Garden | None = None) -> list[tuple[Cell, int]]:
        grid = self.rules.terrain_cards[card_id].grid
        other = self.has(state, seat, "cover_other_landscape") is not None  # R44
        return (garden or self._garden(state, seat)).placements(grid, other, first_only)

    def eligibility(self, state: State, seat: int) -> tuple[list[int], bool]:
        """R17–R18 (PD-39, at the moment of the pick): eligible slots, discard mode."""
        enso = state["seats"][seat]["enso"]
        affordable = [i + 1 for i, c in enumerate(state["row"])
                      if c is not None and self.slot_cost(state, seat, i + 1) <= enso]
        garden = self._garden(state, seat)
        placeable = [k for k in affordable if self.placements(
            state, seat, state["row"][k - 1], first_only=True, garden=garden)]
        if placeable:
            return placeable, False
        return affordable, True

    def validation_options(self, state: State, seat: int, card_id: str,
                           garden: Garden | None = None, first_only: bool = False
                           ) -> dict[Cell, list[frozenset[Cell]]]:
        """R36–R37: legal anchors -> compatible witnesses, empty if the cost cannot be paid."""
        card = self.rules.harmony_cards[card_id]
        garden = garden or self._garden(state, seat)
        enso_cost, stone_cost = self.harmony_costs(state, seat, card)
        if enso_cost > state["seats"][seat]["enso"]:
            return {}
        options = garden.validations(card, self.jizo_reduction(state, seat),
                                     first_only and not stone_cost)
        options = {a: list(ws) for a, ws in options.items()}  # the garden keeps its own
        if stone_cost:
            # R37.1: a Jizō's discarded witness Stones cannot also pay its Stone cost
            usable = {a: [w for w in ws if len(garden.stones) - (len(w) if card.consumes else 0)
                          >= stone_cost] for a, ws in options.items()}
            options = {a: ws for a, ws in usable.items() if ws}
        return options

    def validatable(self, state: State, seat: int) -> list[str]:
        """Hand cards that could be validated now (R36 'validatable'), hand order."""
        garden = self._garden(state, seat)
        return [c for c in state["seats"][seat]["hand"]
                if self.validation_options(state, seat, c, garden, first_only=True)]

    def _any_validatable(self, state: State, seat: int) -> bool:
        """Whether some hand card could be validated now: :meth:`validatable`, stopping
        at the first (every automatic step of phase 4 asks it)."""
        garden = self._garden(state, seat)
        return any(self.validation_options(state, seat, c, garden, first_only=True)
                   for c in state["seats"][seat]["hand"])

    def free_actions_possible(self, state: State, seat: int) -> bool:
        return bool(self._free_moves(state, seat, probe=True))

    # ================================================================ contract
    def to_move(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["active"]]

    def turn_number(self, state: State) -> int:
        return int(state["turn"])

    def canonical(self, notation: str, state: State | None = None) -> str:
        return canonical(notation)

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if state["phase"] == "over" or seat != state["active"]:
            return []
        if state["queue"]:
            return self._task_moves(state, seat, state["queue"][0])
        phase = state["phase"]
        moves: list[Move] = []
        if phase == "combine":
            # Taking a Terrain card skips phase 1 (the state is the same, so is the choice
            # of cards, PD-39): one tap fewer on every turn that does not combine.
            choosing = bool(state["flags"]["selected"])
            moves = [] if choosing else self._pick_moves(state, seat)
            moves += self._combine_moves(state, seat, skip=choosing or not moves)
        elif phase == "pick":
            moves = self._pick_moves(state, seat)
        elif phase == "harmony":
            return self._harmony_moves(state, seat)
        return moves + self._free_moves(state, seat)

    def _harmony_moves(self, state: State, seat: int) -> list[Move]:
        """Phase 4's first level (decision #11–#13). When every validation, free action and
        End turn fit one select page, each validation — every card with every footprint —
        is one choice, the footprints numbered on the picture; and the level may be chosen
        several at once (:attr:`Move.together`: several cards, then End turn, in one
        select, each played in turn and refused, with its reason, if an earlier one made it
        illegal). Past a page, the card first, then its footprint."""
        options = self._validation_options_by_card(state, seat)
        free = self._free_moves(state, seat)
        end = Move("end", msg("zenso-end-turn"), (msg("zenso-end-turn"),),
                   reveals=self._end_reveals(state))
        pairs = sum(len(anchors) for anchors in options.values())
        single = all(len(m.steps) == 1 for m in free)
        # a level chosen several at once shows up to four selects on one page; with a
        # swap or Lantern move menu among the options, flat only within one select
        flat = bool(options) and pairs + len(free) + 1 <= SELECT_LIMIT * (4 if single else 1)
        if flat and pairs + len(free) + 1 > SELECT_LIMIT:
            # past one select, the cards with the fewest footprints first: as many cards
            # as can be are whole in the first (several chosen in one tap)
            options = dict(sorted(options.items(), key=lambda item: len(item[1])))
        validations = self._validate_moves(state, seat, flat=flat, options=options)
        if not (flat and single):
            return validations + free + [end]
        # Every option is one move: any of them may be chosen together, and the panel
        # plays them in its order. End turn closes the first select (past one select it
        # comes after that select's validations, the rest after it), so it is always
        # one tap away and never played before something chosen with it.
        first = SELECT_LIMIT - 1
        moves = validations + free
        moves = [*moves[:first], end, *moves[first:]]
        return [replace(m, together=SELECT_LIMIT) for m in moves]

    def find_move(self, state: State, seat: int, notation: str) -> Move | None:
        """A listed move, or Stones, Lanterns or payments spelt cell by cell: several in
        one notation (``stone 1,0 2,0``, what a select of several values plays, typed at
        once), or one cell of a listed set, each cell listed alone or in a set at its
        step; its label names every cell."""
        found = super().find_move(state, seat, notation)
        if found is not None:
            return found
        try:
            p = parse(notation)
        except IllegalMove:
            return None
        if p.verb not in ("stone", "lantern", "pay") or not p.cells:
            return None
        step = state
        for cell in p.cells:
            spot = cell_text(cell)
            listed = [m.notation.split() for m in self.legal_moves(step, seat)]
            if not any(words_[0] == p.verb and spot in words_[1:] for words_ in listed):
                return None
            try:
                step = self.apply(step, seat, f"{p.verb} {spot}")
            except IllegalMove:
                return None
        args = {"count": len(p.cells), "cells": _cells(p.cells)}
        label = (msg("zenso-stones-on", **args) if p.verb == "stone"
                 else msg("zenso-lanterns-on", **args) if p.verb == "lantern"
                 else msg("zenso-pay-on", **args))
        return Move(format_move(p), label, (label,))

    def apply(self, state: State, seat: int, notation: str) -> State:
        parsed = parse(notation)
        self.require_seat(state, seat)
        new = self._clone(state, seat)
        new["events"] = []
        new["private"] = {}
        new["revealed"] = False
        self._do(new, seat, parsed)
        self._advance(new)
        return new

    @classmethod
    def _clone(cls, state: State, seat: int) -> State:
        """Copy what a move may change; other seats are shared (states are values). A
        seat whose turn begins inside the move gets its own record then
        (:meth:`_own_seat`), before its automatic steps touch it."""
        new = dict(state)
        for name in ("row", "terrain_deck", "terrain_out", "display", "harmony_deck"):
            new[name] = list(state[name])
        # tasks hold only numbers, strings and lists of cells, which moves replace whole
        new["queue"] = [{k: list(v) if isinstance(v, list) else v for k, v in task.items()}
                        for task in state["queue"]]
        new["flags"] = {**state["flags"], "selected": list(state["flags"]["selected"])}
        new["seats"] = list(state["seats"])
        cls._own_seat(new, seat)
        return new

    @staticmethod
    def _own_seat(state: State, seat: int) -> None:
        """Give ``state`` a private copy of ``seat``'s record, which the move's input
        shares until then, so changing it leaves the input as it was."""
        own = dict(state["seats"][seat])
        own["garden"] = {k: list(v) for k, v in own["garden"].items()}
        for name in ("hand", "zen", "terrain"):
            own[name] = list(own[name])
        own["placed"] = [dict(p) for p in own["placed"]]
        state["seats"][seat] = own

    # ================================================================ move lists
    def _cell_moves(self, head: Message, verb: str, cells: list[Cell],
                    choice: Callable[[str], Message] | None = None,
                    top: bool = True, together: int = 1) -> list[Move]:
        """A positional choice: numbered in reading order (the badge on the picture),
        split by rows when the choices would not fit on one page of buttons. A choice
        that is the whole decision starts at the panel's first level (``top``): a lone
        heading level would be passed through and hide the panel's Undo. ``choice`` says
        one cell (else the cell alone); ``together`` says how many of the cells may be
        chosen at once (several Stones: one select, :attr:`Move.together`)."""
        cells = reading_order(cells)
        split = len(cells) > FLAT_LIMIT
        moves = []
        for number, cell in enumerate(cells, 1):
            text: Words = choice(cell_text(cell)) if choice else cell_text(cell)
            numbered = msg("zenso-numbered", number=number, choice=text)
            path: tuple[Words, ...] = ((msg("zenso-row", row=cell[1]), numbered) if split
                                       else (numbered,))
            if not top:
                path = (head, *path)
            moves.append(Move(f"{verb} {cell_text(cell)}",
                              msg("zenso-head-choice", head=head, choice=text), path,
                              marker=str(number), together=max(1, together)))
        return moves

    def _combine_moves(self, state: State, seat: int, skip: bool = True) -> list[Move]:
        """Phase 1: "Combine all" at the first level, "Combine some Stones ›" for a part of
        them (one Stone at a time, then Done). ``skip`` lists the explicit skip, needed
        only while a set is being chosen or when no Terrain card can be taken (taking a
        card skips phase 1 otherwise)."""
        if not self.can_combine(state, seat):
            return []
        garden = self._garden(state, seat)
        selected = {tuple(c) for c in state["flags"]["selected"]}
        free = [c for c in garden.stones if c not in selected]
        n_all = len(garden.stones)
        moves: list[Move] = []
        if selected:
            # once a set is being chosen its choices stay on the panel's first level, so
            # each added Stone returns to them rather than to the phase's menu
            done = msg("zenso-done-combine", count=len(selected))
            moves.append(Move("done", done, (done,)))
            moves += self._cell_moves(msg("zenso-combine-stones"), "combine", free,
                                      lambda cell: msg("zenso-add-stone-at", cell=cell),
                                      together=len(free))
            moves.append(Move("combine all", msg("zenso-combine-all", count=n_all),
                              (msg("zenso-all-stones", count=n_all),)))
        else:
            everything = msg("zenso-combine-all", count=n_all)
            moves.append(Move("combine all", everything, (everything,)))
            if n_all > 1:
                moves += self._cell_moves(msg("zenso-combine-some"), "combine", free,
                                          lambda cell: msg("zenso-add-stone-at", cell=cell),
                                          top=False, together=len(free))
        if skip:
            moves.append(Move("skip", msg("zenso-skip-combining-label"),
                              (msg("zenso-skip-combining"),)))
        return moves

    def _pick_moves(self, state: State, seat: int) -> list[Move]:
        """Phase 2: each eligible slot; a card with an OR bonus once per item (``take 3
        bonus 2``), so the item is chosen with the card (decision #5 in the same tap)."""
        eligible, discard = self.eligibility(state, seat)
        both = self.has(state, seat, "both_alternatives") is not None  # R48: no choice
        moves = []
        for slot in eligible:
            card = self.rules.terrain_cards[state["row"][slot - 1]]
            cost = self.slot_cost(state, seat, slot)
            # the label starts with the marker, so the button does not repeat it
            args = {"slot": slot, "cost": cost, "bonus": self.bonus_text(card)}
            if card.op != "or" or both or len(card.items) < 2:
                text = msg("zenso-pick-discard", **args) if discard else msg("zenso-pick", **args)
                moves.append(Move(f"take {slot}", msg("zenso-take-label", choice=text), (text,),
                                  marker=f"S{slot}"))
                continue
            for index, item in enumerate(card.items, 1):
                others = words([self.effect_text(i) for i in card.items if i is not item], "or")
                item_args = {"slot": slot, "cost": cost, "effect": self.effect_text(item),
                             "other": others}
                text = (msg("zenso-pick-or-discard", **item_args) if discard
                        else msg("zenso-pick-or", **item_args))
                moves.append(Move(f"take {slot} bonus {index}",
                                  msg("zenso-take-label", choice=text), (text,),
                                  marker=f"S{slot}"))
        return moves

    def _validation_options_by_card(self, state: State, seat: int
                                    ) -> dict[str, dict[Cell, list[frozenset[Cell]]]]:
        """Each validatable card of the hand (hand order) -> its legal anchors."""
        garden = self._garden(state, seat)
        found = {}
        for card_id in state["seats"][seat]["hand"]:
            options = self.validation_options(state, seat, card_id, garden)
            if options:
                found[card_id] = options
        return found

    def _validate_moves(self, state: State, seat: int, flat: bool = False,
                        options: dict[str, dict[Cell, list[frozenset[Cell]]]] | None = None
                        ) -> list[Move]:
        """Each validatable card at the panel's first level, then its footprints (a card
        with a single footprint is one choice; ``flat``: every footprint of every card is,
        numbered by footprint over all the cards, so a footprint two cards could take is
        one badge on the picture)."""
        if options is None:
            options = self._validation_options_by_card(state, seat)
        numbers = {anchor: number for number, anchor in enumerate(
            reading_order({a for anchors in options.values() for a in anchors}), 1)}
        moves = []
        for card_id, by_anchor in options.items():
            title = msg("zenso-validate-card", card=component(card_id))
            anchors = list(by_anchor)
            split = len(anchors) > FLAT_LIMIT
            for own, anchor in enumerate(anchors, 1):
                number = numbers[anchor] if flat else own
                label = msg("zenso-validate-label", card=component(card_id),
                            cell=cell_text(anchor))
                choice = msg("zenso-numbered", number=number,
                             choice=msg("zenso-footprint-at", cell=cell_text(anchor)))
                path: tuple[Words, ...] = (
                    (msg("zenso-numbered", number=number, choice=label),) if flat
                    else (title, msg("zenso-row", row=anchor[1]), choice) if split
                    else (title, choice) if len(anchors) > 1 else (label,))
                moves.append(Move(f"validate {card_id} {cell_text(anchor)}", label, path,
                                  marker=str(number)))
        return moves

    def _free_moves(self, state: State, seat: int, probe: bool = False) -> list[Move]:
        """R12: the free actions of the current window (none while a card resolves)."""
        if state["queue"] or state["phase"] not in WINDOWS:
            return []
        if state["phase"] == "pick" and state["flags"]["taken"]:
            return []
        s = state["seats"][seat]
        moves: list[Move] = []
        price = self.buy_price(state, seat)
        if (s["enso"] >= price and not self._purchases_spent(state)
                and not self.hand_full(state, seat)):
            # each purchase at the panel's first level: one tap, the price on the button
            for pos, card_id in enumerate(state["display"], 1):
                if card_id:
                    shown = msg("zenso-display-choice", position=pos, card=component(card_id))
                    step = msg("zenso-buy-choice", position=pos, card=component(card_id),
                               cost=price)
                    moves.append(Move(f"buy D{pos}", msg("zenso-buy-label", choice=shown),
                                      (step,), marker=f"D{pos}"))
            if state["harmony_deck"]:
                moves.append(Move("buy deck", msg("zenso-buy-deck-label"),
                                  (msg("zenso-buy-deck-choice", cost=price),), reveals=True))
            if probe and moves:
                return moves
        if (self.has(state, seat, "swap_hand_display") and not state["flags"]["swapped"]
                and s["hand"]):
            head = msg("zenso-swap-head", jizo=self.jizo("swap_hand_display"))
            for card_id in s["hand"]:
                for pos, shown in enumerate(state["display"], 1):
                    if shown:
                        moves.append(Move(
                            f"swap {card_id} D{pos}",
                            msg("zenso-swap-label", given=component(card_id), position=pos,
                                taken=component(shown)),
                            (head, msg("zenso-give", card=component(card_id)),
                             msg("zenso-take-display", position=pos,
                                 card=component(shown)))))
            if probe and moves:
                return moves
        ability = self.has(state, seat, "move_lantern")
        if ability and s["enso"] >= ability["enso_per_lantern"]:
            garden = self._garden(state, seat)
            head = msg("zenso-move-head", cost=ability["enso_per_lantern"])
            targets = [c for c in reading_order(garden.spaces)
                       if garden.spaces[c] in self.rules.landscapes
                       and not garden.lanterns.get(c)]
            for origin in reading_order(garden.lanterns):
                places = [t for t in targets if t != origin]
                split = len(places) > FLAT_LIMIT
                start = msg("zenso-from", cell=cell_text(origin))
                for target in places:
                    to = msg("zenso-to", cell=cell_text(target))
                    path = ((head, start, msg("zenso-to-row", row=target[1]), to)
                            if split else (head, start, to))
                    moves.append(Move(
                        f"move {cell_text(origin)} to {cell_text(target)}",
                        msg("zenso-move-label", start=cell_text(origin),
                            to=cell_text(target)),
                        path))
        return moves

    def _task_moves(self, state: State, seat: int, task: dict[str, Any]) -> list[Move]:
        t = task["t"]
        r = self.rules
        if t == "or":
            card = r.terrain_cards[task["card"]]
            return [Move(f"bonus {i}", msg("zenso-bonus-choice", effect=self.effect_text(item)),
                         (msg("zenso-bonus-choice", effect=self.effect_text(item)),))
                    for i, item in enumerate(card.items, 1)]
        if t == "harmony":
            moves = []
            for pos, card_id in enumerate(state["display"], 1):
                if card_id:
                    text = msg("zenso-take-display", position=pos, card=component(card_id))
                    moves.append(Move(f"draw D{pos}", text, (text,), marker=f"D{pos}"))
            if state["harmony_deck"]:
                text = msg("zenso-take-deck-top")
                moves.append(Move("draw deck", text, (text,), reveals=True))
            return moves
        if t == "keep":
            return [Move(f"keep {i}", msg("zenso-keep-label", card=component(cid)),
                         (msg("zenso-keep-choice", number=i, card=component(cid)),))
                    for i, cid in enumerate(task["cards"], 1)]
        if t == "place":
            return self._placement_moves(state, seat, task["card"])
        garden = self._garden(state, seat)
        if t == "stones":
            sets = self._stone_sets(task["n"], garden.free_sand)
            return sets or self._cell_moves(msg("zenso-stone-head", count=task["n"]),
                                            "stone", garden.free_sand, together=task["n"])
        if t == "lanterns":
            cells = garden.lantern_spaces(task["terrains"], task["stackable"])
            sets = self._lantern_sets(state, garden)
            if sets:
                return sets
            if task["stackable"] and task["n"] > 1:
                return self._stacked_lantern_moves(task["n"], cells)
            return self._cell_moves(msg("zenso-lantern-head", count=task["n"]), "lantern",
                                    cells, together=task["n"])
        if t == "witness":
            return [Move(f"witness {i}", msg("zenso-discard-label", cells=_cells(cells)),
                         (msg("zenso-numbered", number=i,
                              choice=msg("zenso-discard-choice", cells=_cells(cells))),))
                    for i, cells in enumerate(task["options"], 1)]
        if t == "pay":
            return self._cell_moves(msg("zenso-pay-head", count=task["n"]), "pay",
                                    list(garden.stones), together=task["n"])
        raise AssertionError(f"unknown task {t}")

    def _stone_sets(self, n: int, free: list[Cell]) -> list[Move]:
        """Several Stones at once, each set one choice ("2 Stones: 1+3", the cells' badges),
        when the sets fit one page of buttons; else none (one Stone at a time, or several
        in one select)."""
        if n < 2 or comb(len(free), n) > FLAT_LIMIT:
            return []
        cells = reading_order(free)
        moves = []
        for chosen in combinations(range(len(cells)), n):
            badges = "+".join(str(i + 1) for i in chosen)
            spots = [cells[i] for i in chosen]
            moves.append(Move("stone " + " ".join(cell_text(c) for c in spots),
                              msg("zenso-stones-on", count=n, cells=_cells(spots)),
                              (msg("zenso-stone-set", count=n, badges=badges),),
                              marker=badges))
        return moves

    def _lantern_sets(self, state: State, garden: Garden) -> list[Move]:
        """Every Lantern of the card at once when the choices fit one page of buttons
        ("2 Lanterns: 1+3", the spaces' badges): a stackable item's Lanterns on any spaces,
        the same one twice included; or two single Lanterns of two items whose spaces
        differ (Pond and Bamboo). Else none (one at a time)."""
        queue = state["queue"]
        first = queue[0]
        first_cells = garden.lantern_spaces(first["terrains"], first["stackable"])
        if first["stackable"] and first["n"] >= 2:
            n = first["n"]
            cells = reading_order(first_cells)
            if comb(len(cells) + n - 1, n) > FLAT_LIMIT:
                return []
            picks = [[cells[i] for i in chosen]
                     for chosen in combinations_with_replacement(range(len(cells)), n)]
        elif first["n"] == 1 and len(queue) > 1 and queue[1]["t"] == "lanterns" and \
                queue[1]["n"] == 1:
            second_cells = garden.lantern_spaces(queue[1]["terrains"], queue[1]["stackable"])
            if set(first_cells) & set(second_cells) or \
                    len(first_cells) * len(second_cells) > FLAT_LIMIT or \
                    len(first_cells) < 2 or len(second_cells) < 2:
                return []
            cells = reading_order(first_cells + second_cells)
            picks = [[a, b] for a in reading_order(first_cells)
                     for b in reading_order(second_cells)]
        else:
            return []
        number = {cell: i for i, cell in enumerate(cells, 1)}
        moves = []
        for pick in picks:
            badges = "+".join(str(number[c]) for c in pick)
            moves.append(Move("lantern " + " ".join(cell_text(c) for c in pick),
                              msg("zenso-lanterns-on", count=len(pick), cells=_cells(pick)),
                              (msg("zenso-lantern-set", count=len(pick), badges=badges),),
                              marker=badges))
        return moves

    def _stacked_lantern_moves(self, n: int, cells: list[Cell]) -> list[Move]:
        """Stackable Lanterns (PD-35): on each space one of them, or all ``n`` together
        (one tap for the stack a player usually builds)."""
        moves = []
        for number, cell in enumerate(reading_order(cells), 1):
            for count in (1, n):
                notation = "lantern " + " ".join([cell_text(cell)] * count)
                moves.append(Move(notation, msg("zenso-lanterns-at", count=count,
                                                cell=cell_text(cell)),
                                  (msg("zenso-numbered", number=number, choice=msg(
                                      "zenso-lanterns-here", count=count)),),
                                  marker=str(number)))
        return moves

    def _placement_moves(self, state: State, seat: int, card_id: str) -> list[Move]:
        """Decision #8, numbered by anchor (the badge on the picture, reading order). When
        every placement fits one select, each is one choice ("3 · turned 90°"; past a
        page of buttons the panel makes it a select), the picture showing the card in
        each rotation offered; else the anchor first, then its rotations (a single
        rotation needs no second step)."""
        legal = self.placements(state, seat, card_id)
        by_anchor: dict[Cell, list[int]] = {}
        for anchor, rotation in legal:
            by_anchor.setdefault(anchor, []).append(rotation)
        flat = len(legal) <= SELECT_LIMIT
        moves = []
        for number, anchor in enumerate(reading_order(by_anchor), 1):
            rotations = by_anchor[anchor]
            where = msg("zenso-numbered", number=number,
                        choice=msg("zenso-at", cell=cell_text(anchor)))
            for rotation in rotations:
                turned = msg("zenso-numbered", number=number,
                             choice=msg("zenso-turned", degrees=rotation))
                path: tuple[Words, ...] = (turned,) if flat else (where, turned)
                if not flat and len(rotations) == 1:
                    path = (msg("zenso-numbered", number=number, choice=msg(
                        "zenso-at-turned", cell=cell_text(anchor), degrees=rotation)),)
                moves.append(Move(f"place {cell_text(anchor)} r{rotation}",
                                  msg("zenso-place-label", cell=cell_text(anchor),
                                      degrees=rotation),
                                  path, marker=str(number)))
        return moves

    def _end_reveals(self, state: State) -> bool:
        return bool(state["terrain_deck"]) or (
            None in state["display"] and bool(state["harmony_deck"]))

    # ================================================================ moves
    def _refuse(self, message: Message) -> NoReturn:
        # the game is known here, so even a log's English names the components
        raise IllegalMove(message).at_table(self.name, ())

    def _do(self, state: State, seat: int, p: Parsed) -> None:
        queue = state["queue"]
        if queue:
            task = queue[0]
            handler = {"or": ("bonus",), "harmony": ("draw",), "keep": ("keep",),
                       "place": ("place",), "stones": ("stone",), "lanterns": ("lantern",),
                       "witness": ("witness",), "pay": ("pay",)}[task["t"]]
            if p.verb not in handler:
                self._refuse(msg("zenso-refuse-first", task=self._task_prompt(state, seat, task)))
            if len(p.cells) > 1:
                # several Stones or Lanterns in one move: each in turn, all of the same
                # task (a refusal part-way changes nothing: apply works on a copy)
                for cell in p.cells:
                    # the next task of the same kind takes the next cell (a card's two
                    # Lantern items, each on its own terrain)
                    if not queue or queue[0]["t"] != task["t"]:
                        self._refuse(msg("zenso-refuse-too-many", count=len(p.cells)))
                    getattr(self, f"_task_{task['t']}")(state, seat, queue[0],
                                                        Parsed(p.verb, cell=cell))
                return
            getattr(self, f"_task_{task['t']}")(state, seat, task, p)
            return
        phase = state["phase"]
        if p.verb in ("buy", "swap", "move"):
            if phase == "pick" and state["flags"]["taken"]:
                self._refuse(msg("zenso-refuse-free-action-window"))
            getattr(self, f"_free_{p.verb}")(state, seat, p)
            return
        if phase == "combine" and p.verb == "skip" and not state["flags"]["selected"] \
                and self._pick_moves(state, seat):
            # listed only while a set is chosen: otherwise taking a card is the skip
            self._refuse(msg("zenso-refuse-skip-by-taking"))
        if phase == "combine" and p.verb in ("combine", "done", "skip"):
            self._phase_combine(state, seat, p)
        elif p.verb == "take" and (phase == "pick" or (
                phase == "combine" and not state["flags"]["selected"])):
            # taking a card skips phase 1 (R14 is optional); refused as in phase 2, and a
            # refusal changes nothing (``apply`` works on a copy)
            state["phase"] = "pick"
            self._phase_take(state, seat, p.number or 0)
            if p.item is not None:
                task = state["queue"][0] if state["queue"] else None
                if task is None or task["t"] != "or":
                    self._refuse(msg("zenso-refuse-no-or-bonus", slot=p.number or 0))
                self._task_or(state, seat, task, Parsed("bonus", number=p.item))
        elif phase == "harmony" and p.verb == "validate":
            self._phase_validate(state, seat, p.card or "", p.cell)  # type: ignore[arg-type]
        elif phase == "harmony" and p.verb == "end":
            self._end_turn(state, seat)
        else:
            self._refuse(msg("zenso-refuse-not-now", prompt=self.prompt(state, seat)))

    # --- phase 1 (R14) ---------------------------------------------------------------------
    def _phase_combine(self, state: State, seat: int, p: Parsed) -> None:
        flags = state["flags"]
        if p.verb == "skip":
            flags["selected"] = []
            record_event(state, msg("zenso-skipped-combining", who=seat_arg(seat)))
            state["phase"] = "pick"
            return
        # §5.11 order: no Stone chosen, a chosen cell without a Stone, then no empty green
        # space, then the combine already made this turn
        s = state["seats"][seat]
        garden = s["garden"]
        cell = p.cell if p.verb == "combine" and not p.all else None
        if cell is None:
            if p.all:
                cells = [unkey(k) for k, v in garden.items() if v[1]]
            else:
                cells = [tuple(c) for c in flags["selected"]]
            if not cells:
                self._refuse(msg("zenso-refuse-choose-stone"))
        else:
            if not garden.get(key(cell), [None, 0])[1]:
                self._refuse(msg("zenso-refuse-no-stone-to-combine", cell=key(cell)))
            if list(cell) in flags["selected"]:
                self._refuse(msg("zenso-refuse-already-stacked", cell=key(cell)))
        if 0 not in s["zen"]:
            self._refuse(msg("zenso-refuse-green-spaces-used", spaces=len(s["zen"])))
        if int(flags["combined"]) >= self.rules.combines_per_turn:
            self._refuse(msg("zenso-refuse-combined", times=self.rules.combines_per_turn))
        if cell is not None:
            flags["selected"].append(list(cell))
            return
        for stone in cells:
            garden[key(stone)][1] = 0
        space = s["zen"].index(0)  # PD-27: the lowest-numbered empty green space
        s["zen"][space] = len(cells)
        gain = len(cells) * self.rules.enso_per_stone
        extra = self.has(state, seat, "combine_extra_enso")  # R47
        if extra:
            gain += extra["n"]
        s["enso"] += gain
        flags["combined"] = int(flags["combined"]) + 1
        flags["selected"] = []
        record_event(state, msg("zenso-combined", who=seat_arg(seat), stones=len(cells),
                                space=space + 1, gain=gain))
        # with more than one combine per turn (the data's switch) phase 1 goes on
        state["phase"] = "combine" if self.can_combine(state, seat) else "pick"

    # --- free actions (R13, R46, R49) -----------------------------------------------------------
    def _free_buy(self, state: State, seat: int, p: Parsed) -> None:
        s = state["seats"][seat]
        price = self.buy_price(state, seat)
        if s["enso"] < price:
            self._refuse(msg("zenso-refuse-buy-cost", cost=price, enso=s["enso"]))
        if self._purchases_spent(state):
            self._refuse(msg("zenso-refuse-purchases", limit=self.rules.purchase_limit or 0))
        if self.hand_full(state, seat):
            self._refuse(self._hand_full_text())
        state["flags"]["bought"] = state["flags"].get("bought", 0) + 1
        self._check_source(state, p.number or 0)
        s["enso"] -= price
        record_event(state, msg("zenso-bought", who=seat_arg(seat), cost=price))
        self._take_harmony(state, seat, p.number or 0)

    def hand_full(self, state: State, seat: int) -> bool:
        """PD-23: the hand holds the data's limit (never, with no limit)."""
        limit = self.rules.hand_limit
        return limit is not None and len(state["seats"][seat]["hand"]) >= limit

    def _hand_full_text(self) -> Message:
        return msg("zenso-refuse-hand-full", limit=self.rules.hand_limit or 0)

    def _purchases_spent(self, state: State) -> bool:
        limit = self.rules.purchase_limit
        return limit is not None and state["flags"].get("bought", 0) >= limit

    def _check_source(self, state: State, number: int) -> None:
        if number == 0:
            if not state["harmony_deck"]:
                self._refuse(msg("zenso-refuse-deck-empty"))
        elif number > len(state["display"]) or not state["display"][number - 1]:
            self._refuse(msg("zenso-refuse-display-empty", position=number))

    def _take_harmony(self, state: State, seat: int, number: int) -> None:
        """R24/R13: a display card (public) or the deck's top (named only to the taker)."""
        s = state["seats"][seat]
        if number:
            card_id = state["display"][number - 1]
            state["display"][number - 1] = None
            s["hand"].append(card_id)
            record_event(state, msg("zenso-took-from-display", who=seat_arg(seat),
                                    card=component(card_id), position=number))
            return
        mark_revealed(state)
        keep = self.has(state, seat, "draw_keep")  # R50
        deck = state["harmony_deck"]
        if keep and len(deck) > 1:
            drawn = deck[:keep["draw"]]
            del deck[:keep["draw"]]
            state["queue"].insert(0, {"t": "keep", "cards": drawn})
            record_event(state, msg("zenso-drew-to-keep", who=seat_arg(seat), count=len(drawn),
                                    jizo=self.jizo("draw_keep")))
            self._private(state, seat, msg("zenso-private-drew",
                                            cards=words([component(c) for c in drawn])))
            return
        card_id = deck.pop(0)
        s["hand"].append(card_id)
        record_event(state, msg("zenso-took-deck-top", who=seat_arg(seat)))
        self._private(state, seat, msg("zenso-private-drew", cards=words([component(card_id)])))

    @staticmethod
    def _private(state: State, seat_: int, message: Message) -> None:
        state["private"].setdefault(str(seat_), []).append(message.to_json())

    def _free_swap(self, state: State, seat: int, p: Parsed) -> None:
        if not self.has(state, seat, "swap_hand_display"):
            self._refuse(msg("zenso-refuse-swap-needs", jizo=self.jizo("swap_hand_display")))
        if state["flags"]["swapped"]:
            self._refuse(msg("zenso-refuse-jizo-used", jizo=self.jizo("swap_hand_display")))
        s = state["seats"][seat]
        if p.card not in s["hand"]:
            self._refuse(msg("zenso-refuse-not-in-hand", card=component(p.card or "")))
        pos = p.number or 0
        if pos > len(state["display"]) or not state["display"][pos - 1]:
            self._refuse(msg("zenso-refuse-display-empty", position=pos))
        taken = state["display"][pos - 1]
        s["hand"].remove(p.card)
        s["hand"].append(taken)
        state["display"][pos - 1] = p.card
        state["flags"]["swapped"] = True
        record_event(state, msg("zenso-swapped", who=seat_arg(seat), given=component(p.card or ""),
                                taken=component(taken), position=pos,
                                jizo=self.jizo("swap_hand_display")))

    def _free_move(self, state: State, seat: int, p: Parsed) -> None:
        ability = self.has(state, seat, "move_lantern")
        if not ability:
            self._refuse(msg("zenso-refuse-move-needs", jizo=self.jizo("move_lantern")))
        s = state["seats"][seat]
        cost = ability["enso_per_lantern"]
        if s["enso"] < cost:
            self._refuse(msg("zenso-refuse-move-cost", cost=cost, enso=s["enso"]))
        garden = self._garden(state, seat)
        origin, target = p.cell, p.cell2
        assert origin is not None and target is not None
        if not garden.lanterns.get(origin):
            self._refuse(msg("zenso-refuse-no-lantern", cell=key(origin)))
        if (origin == target or garden.spaces.get(target) not in self.rules.landscapes
                or garden.lanterns.get(target)):
            self._refuse(msg("zenso-refuse-lantern-target"))
        s["enso"] -= cost
        s["garden"][key(origin)][2] -= 1
        s["garden"][key(target)][2] += 1
        record_event(state, msg("zenso-moved-lantern", who=seat_arg(seat), cost=cost,
                                start=key(origin), to=key(target),
                                jizo=self.jizo("move_lantern")))

    # --- phase 2 (R16–R25) ---------------------------------------------------------------------
    def _phase_take(self, state: State, seat: int, slot: int) -> None:
        row = state["row"]
        if not 1 <= slot <= len(row):
            self._refuse(msg("zenso-refuse-no-slot", slot=slot, slots=len(row)))
        if row[slot - 1] is None:
            self._refuse(msg("zenso-refuse-slot-empty", slot=slot))
        s = state["seats"][seat]
        cost = self.slot_cost(state, seat, slot)
        if cost > s["enso"]:
            self._refuse(msg("zenso-refuse-slot-cost", slot=slot, cost=cost, enso=s["enso"]))
        card_id = row[slot - 1]
        discard = False
        if not self.placements(state, seat, card_id, first_only=True):
            _eligible, discard = self.eligibility(state, seat)
            if not discard:
                self._refuse(msg("zenso-refuse-does-not-fit"))
        s["enso"] -= cost
        row[slot - 1] = None
        state["flags"]["taken"] = True
        card = self.rules.terrain_cards[card_id]
        args = {"who": seat_arg(seat), "slot": slot, "cost": cost,
                "bonus": self.bonus_text(card)}
        record_event(state, msg("zenso-took-terrain-discard", **args) if discard
                     else msg("zenso-took-terrain", **args))
        if discard:
            state["terrain_out"].append(card_id)
        if card.op == "or" and not self.has(state, seat, "both_alternatives"):
            state["queue"].append({"t": "or", "card": card_id, "discard": discard})
        else:
            self._gain_bonus(state, seat, card, list(card.items), discard)

    def _gain_bonus(self, state: State, seat: int, card: TerrainCard,
                    items: list[dict[str, Any]], discard: bool) -> None:
        """R21–R23, R42: Ensō now, Harmony choices next, then the placement, Stones first,
        then Lantern items in printed order."""
        s = state["seats"][seat]
        stones = 0
        gave_enso = False
        harmony: list[dict[str, Any]] = []
        lanterns: list[dict[str, Any]] = []
        for item in items:
            kind = item["type"]
            if kind == "enso":
                s["enso"] += item["n"]
                gave_enso = gave_enso or item["n"] > 0
            elif kind == "stones":
                stones += item["n"]
            elif kind == "harmony":
                harmony.append({"t": "harmony", "n": item["n"]})
            elif kind == "lanterns":
                lanterns.append({"t": "lanterns", "n": item["n"],
                                 "terrains": [self.rules.letter[t] for t in item["terrains"]],
                                 "stackable": bool(item.get("stackable"))})
        # R42: J01 and J02 share the ability type, so they are found by resource
        for resource in ("stones", "enso"):
            ability = self._bonus_extra(state, seat, resource)
            if ability and resource == "stones" and stones:
                stones += ability["n"]
                record_event(state, msg("zenso-extra-stones", who=seat_arg(seat),
                                        count=ability["n"],
                                        jizo=self.jizo("bonus_extra", "stones")))
            if ability and resource == "enso" and gave_enso:
                s["enso"] += ability["n"]
                record_event(state, msg("zenso-extra-enso", who=seat_arg(seat),
                                        count=ability["n"],
                                        jizo=self.jizo("bonus_extra", "enso")))
        tasks = list(harmony)
        if not discard:
            tasks.append({"t": "place", "card": card.id})
        if stones:
            tasks.append({"t": "stones", "n": stones})
        tasks += lanterns
        state["queue"][0:0] = tasks

    def _bonus_extra(self, state: State, seat: int, resource: str) -> dict[str, Any] | None:
        for placed in state["seats"][seat]["placed"]:
            ability = self.rules.harmony_cards[placed["id"]].ability
            if ability and ability["type"] == "bonus_extra" and ability["resource"] == resource:
                return ability
        return None

    def _task_or(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        card = self.rules.terrain_cards[task["card"]]
        index = p.number or 0
        if not 1 <= index <= len(card.items):
            self._refuse(msg("zenso-refuse-bonus-choice", count=len(card.items)))
        state["queue"].pop(0)
        item = card.items[index - 1]
        record_event(state, msg("zenso-chose", who=seat_arg(seat), effect=self.effect_text(item)))
        self._gain_bonus(state, seat, card, [item], task["discard"])

    def _task_harmony(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        if self.hand_full(state, seat):
            self._refuse(self._hand_full_text())
        self._check_source(state, p.number or 0)
        task["n"] -= 1
        if task["n"] <= 0:
            state["queue"].pop(0)
        self._take_harmony(state, seat, p.number or 0)

    def _task_keep(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        index = p.number or 0
        if not 1 <= index <= len(task["cards"]):
            self._refuse(msg("zenso-refuse-keep-choice", count=len(task["cards"])))
        state["queue"].pop(0)
        cards = list(task["cards"])
        kept = cards.pop(index - 1)
        state["seats"][seat]["hand"].append(kept)
        state["harmony_deck"].extend(cards)  # PD-31: to the bottom, in the order drawn
        # the keeper knows these cards are the deck's bottom (used by determinize); a new
        # dict, because _clone shares this one with the move's input state
        under = state.get("placed_under", {})
        deck = set(state["harmony_deck"])
        state["placed_under"] = {**under, str(seat): [
            c for c in under.get(str(seat), []) if c in deck] + cards}
        record_event(state, msg("zenso-kept", who=seat_arg(seat), count=len(cards)))
        self._private(state, seat, msg("zenso-private-kept", card=component(kept)))

    # --- phase 3 (R26–R30) ---------------------------------------------------------------------
    def _task_place(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        card = self.rules.terrain_cards[task["card"]]
        anchor, rotation = p.cell, p.rotation or 0
        assert anchor is not None
        if rotation not in self.rules.rotations:
            self._refuse(msg("zenso-refuse-rotation",
                             degrees=words([str(d) for d in self.rules.rotations], "or")))
        garden = self._garden(state, seat)
        other = self.has(state, seat, "cover_other_landscape") is not None
        problem = garden.placement_problem(card.grid, anchor, rotation, other)
        if problem:
            self._refuse(problem)
        state["queue"].pop(0)
        rotated = rotate_grid(card.grid, rotation)
        cells = state["seats"][seat]["garden"]
        same = 0
        for index, cell in enumerate(block(anchor)):
            new = rotated[index // 2][index % 2]
            old = cells.get(key(cell))
            if old and old[0] == new and new in self.rules.landscapes:
                same += 1
            cells[key(cell)] = [new, 0, 0, None]
        state["seats"][seat]["terrain"].append(card.id)
        record_event(state, msg("zenso-placed-terrain", who=seat_arg(seat), cell=key(anchor),
                                degrees=rotation))
        ability = self.has(state, seat, "enso_per_same_cover")  # R45
        if ability and same:
            room = ability["max_per_turn"] - state["flags"]["same_cover"]
            gain = max(0, min(room, same * ability["n"]))
            if gain:
                state["flags"]["same_cover"] += gain
                state["seats"][seat]["enso"] += gain
                record_event(state, msg("zenso-gained-jizo", who=seat_arg(seat), gain=gain,
                                        jizo=self.jizo("enso_per_same_cover")))

    def _task_stones(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        cell = p.cell
        assert cell is not None
        garden = self._garden(state, seat)
        if cell not in garden.free_sand:
            self._refuse(msg("zenso-refuse-stone-space"))
        state["seats"][seat]["garden"][key(cell)][1] = 1
        task["n"] -= 1
        if task["n"] <= 0:
            state["queue"].pop(0)
        record_event(state, msg("zenso-placed-stone", who=seat_arg(seat), cell=key(cell)))

    def _task_lanterns(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        cell = p.cell
        assert cell is not None
        garden = self._garden(state, seat)
        if cell not in garden.lantern_spaces(task["terrains"], task["stackable"]):
            terrains = self._terrains(task["terrains"])
            self._refuse(msg("zenso-refuse-lantern-space-stackable", terrains=terrains)
                         if task["stackable"]
                         else msg("zenso-refuse-lantern-space", terrains=terrains))
        state["seats"][seat]["garden"][key(cell)][2] += 1
        task["n"] -= 1
        if task["n"] <= 0:
            state["queue"].pop(0)
        record_event(state, msg("zenso-placed-lantern", who=seat_arg(seat), cell=key(cell)))

    # --- phase 4 (R31–R40) ---------------------------------------------------------------------
    def _phase_validate(self, state: State, seat: int, card_id: str, anchor: Cell) -> None:
        """R36–R37, refused in the order of §5.11: not in hand, condition not met, cost
        not payable, then the footprint."""
        s = state["seats"][seat]
        if card_id not in s["hand"]:
            self._refuse(msg("zenso-refuse-not-in-hand", card=component(card_id)))
        card = self.rules.harmony_cards[card_id]
        garden = self._garden(state, seat)
        witnesses = garden.witnesses(card, self.jizo_reduction(state, seat))
        if not witnesses:
            self._refuse(msg("zenso-refuse-condition", card=component(card_id)))
        enso_cost, stone_cost = self.harmony_costs(state, seat, card)
        if enso_cost > s["enso"]:
            self._refuse(msg("zenso-refuse-card-enso", card=component(card_id), cost=enso_cost,
                             enso=s["enso"]))
        payable = witnesses
        if stone_cost:
            # R37.1: a Jizō's discarded witness Stones cannot also pay its Stone cost
            payable = [w for w in witnesses
                       if len(garden.stones) - (len(w) if card.consumes else 0) >= stone_cost]
        unpaid = msg("zenso-refuse-card-stones", card=component(card_id), cost=stone_cost)
        if not payable:
            self._refuse(unpaid)
        problems = [garden.footprint_problem(anchor, w) for w in payable]
        compatible = [w for w, problem in zip(payable, problems, strict=True) if problem is None]
        if not compatible:
            if any(garden.footprint_problem(anchor, w) is None for w in witnesses):
                self._refuse(unpaid)  # legal only with Stones the Jizō discards
            self._refuse(problems[0] or unpaid)
        s["hand"].remove(card_id)
        record_event(state, msg("zenso-validated", who=seat_arg(seat), card=component(card_id),
                                cell=key(anchor)))
        if card.consumes and len(compatible) > 1:  # R37.3: only a Jizō's choice matters
            state["queue"].insert(0, {"t": "witness", "card": card_id, "anchor": list(anchor),
                                      "options": [[list(c) for c in reading_order(w)]
                                                  for w in compatible]})
            return
        self._after_witness(state, seat, card, anchor, compatible[0])

    def _task_witness(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        index = p.number or 0
        if not 1 <= index <= len(task["options"]):
            self._refuse(msg("zenso-refuse-witness-choice", count=len(task["options"])))
        state["queue"].pop(0)
        card = self.rules.harmony_cards[task["card"]]
        witness = frozenset(tuple(c) for c in task["options"][index - 1])
        self._after_witness(state, seat, card, tuple(task["anchor"]), witness)

    def _after_witness(self, state: State, seat: int, card: HarmonyCard, anchor: Cell,
                       witness: frozenset[Cell]) -> None:
        """R37.3–4: a Jizō's Stones go (R38), the Ensō cost is paid, then the Stone cost."""
        s = state["seats"][seat]
        if card.consumes:
            for cell in witness:
                s["garden"][key(cell)][1] = 0
            record_event(state, msg("zenso-discarded-stones", who=seat_arg(seat),
                                    cells=_cells(reading_order(witness))))
        enso_cost, stone_cost = self.harmony_costs(state, seat, card)
        s["enso"] -= enso_cost
        if stone_cost:
            state["queue"].insert(0, {"t": "pay", "card": card.id, "anchor": list(anchor),
                                      "n": stone_cost})
            return
        self._place_harmony(state, seat, card, anchor)

    def _task_pay(self, state: State, seat: int, task: dict[str, Any], p: Parsed) -> None:
        cell = p.cell
        assert cell is not None
        s = state["seats"][seat]
        if not s["garden"].get(key(cell), [None, 0])[1]:
            self._refuse(msg("zenso-refuse-no-stone-to-pay", cell=key(cell)))
        s["garden"][key(cell)][1] = 0
        task["n"] -= 1
        record_event(state, msg("zenso-paid-stone", who=seat_arg(seat), cell=key(cell)))
        if task["n"] <= 0:
            state["queue"].pop(0)
            self._place_harmony(state, seat, self.rules.harmony_cards[task["card"]],
                                tuple(task["anchor"]))

    def _place_harmony(self, state: State, seat: int, card: HarmonyCard, anchor: Cell) -> None:
        """R37.5–8."""
        s = state["seats"][seat]
        for cell in block(anchor):
            existing = s["garden"].get(key(cell))
            s["garden"][key(cell)] = [existing[0] if existing else None, 0, 0, card.id]
        s["placed"].append({"id": card.id, "anchor": list(anchor)})
        tasks = []
        for effect in card.on_place:
            if effect["type"] == "enso":
                s["enso"] += effect["n"]
                record_event(state, msg("zenso-gained-from-card", who=seat_arg(seat),
                                        gain=effect["n"], card=component(card.id)))
            elif effect["type"] == "stones":
                tasks.append({"t": "stones", "n": effect["n"]})
            elif effect["type"] == "lanterns":
                tasks.append({"t": "lanterns", "n": effect["n"],
                              "terrains": [self.rules.letter[t] for t in effect["terrains"]],
                              "stackable": bool(effect.get("stackable"))})
            elif effect["type"] == "harmony":
                tasks.append({"t": "harmony", "n": effect["n"]})
        state["queue"][0:0] = tasks
        count = len(s["placed"])
        record_event(state, msg("zenso-harmony-count", who=seat_arg(seat), count=count))
        if count >= self.rules.end_cards and not state["final_round"]:
            state["final_round"] = True  # E1
            record_event(state, msg("zenso-final-round", who=seat_arg(seat),
                                    count=self.rules.end_cards))

    # --- phase 5 (R53–R57) ---------------------------------------------------------------------
    def _end_turn(self, state: State, seat: int, auto: bool = False) -> None:
        """Phase 5. ``auto``: the turn ends by itself, nothing optional being left (the
        player's last decision ended it, so its event follows that decision's)."""
        r = self.rules
        cards = [c for c in state["row"] if c]
        if state["terrain_deck"] and len(cards) < r.slots:  # R54: one per card taken
            new = state["terrain_deck"].pop(0)
            cards.append(new)
            mark_revealed(state)
            record_event(state, msg("zenso-revealed-row", slot=len(cards)))
        state["row"] = cards + [None] * (r.slots - len(cards))
        refilled = 0
        for pos, shown in enumerate(state["display"]):
            if shown is None and state["harmony_deck"]:
                state["display"][pos] = state["harmony_deck"].pop(0)
                refilled += 1
                record_event(state, msg("zenso-revealed-display",
                                        card=component(state["display"][pos]),
                                        position=pos + 1))
        if refilled:
            mark_revealed(state)
        state["turn"] += 1
        if auto:
            record_event(state, msg("zenso-turn-ends", who=seat_arg(seat)))
        else:
            state["events"].insert(0, msg("zenso-ended-turn", who=seat_arg(seat)).to_json())
        exhausted = not any(state["row"]) and not state["terrain_deck"]
        if exhausted and (r.end_on_exhaustion or seat == state["players"] - 1):
            self._finish(state, "exhausted")  # E2 (or the round it completes)
            return
        if exhausted and not state["final_round"]:
            state["final_round"] = True  # E2 with the data's switch off: finish the round
            record_event(state, msg("zenso-terrain-ran-out"))
        if state["final_round"] and seat == state["players"] - 1:
            self._finish(state, "harmony")  # E1
            return
        state["active"] = (seat + 1) % state["players"]
        # the next seat's automatic steps (a single card taken, Stones placed) run inside
        # this move and change its record: it must not be the one the input still holds
        self._own_seat(state, state["active"])
        state["flags"] = self._fresh_flags()
        state["phase"] = "combine"
        record_event(state, msg("zenso-turn-of", who=seat_arg(state["active"])))

    def _finish(self, state: State, reason: str) -> None:
        state["phase"] = "over"
        state["end_reason"] = reason
        state["queue"] = []
        result = self.result(state)
        assert result is not None
        record_event(state, self.end_sentence(result))

    # --- automatic continuation (§5.10: a single option is applied and reported) -------------
    def _advance(self, state: State) -> None:
        for _ in range(200):
            if state["phase"] == "over":
                return
            seat = state["active"]
            if state["queue"]:
                if not self._auto_task(state, seat, state["queue"][0]):
                    return
                continue
            phase = state["phase"]
            if phase == "combine":
                if self.can_combine(state, seat):
                    return
                state["phase"] = "pick"
                continue
            if phase == "pick":
                if state["flags"]["taken"]:
                    state["phase"] = "harmony"
                    continue
                if not any(state["row"]):  # only when E2 completes the round
                    state["flags"]["taken"] = True
                    record_event(state, msg("zenso-no-terrain-left"))
                    continue
                eligible, _ = self.eligibility(state, seat)
                if len(eligible) == 1 and not self.free_actions_possible(state, seat):
                    record_event(state, msg("zenso-single-choice", who=seat_arg(seat)))
                    self._phase_take(state, seat, eligible[0])
                    continue
                return
            if phase == "harmony" and not self._any_validatable(state, seat) \
                    and not self.free_actions_possible(state, seat):
                # §5.10: End turn is the only option left, so it is applied (R11: the
                # refill it reveals ends the undo of the decision before it)
                self._end_turn(state, seat, auto=True)
                continue
            return

    def _auto_task(self, state: State, seat: int, task: dict[str, Any]) -> bool:
        """Resolve the task if it needs no decision; True when something was done."""
        t = task["t"]
        s = state["seats"][seat]
        if t == "harmony":
            if self.hand_full(state, seat):  # PD-23: a full hand takes no more cards
                state["queue"].pop(0)
                record_event(state, msg("zenso-hand-limit-lost", who=seat_arg(seat),
                                        limit=self.rules.hand_limit or 0))
                return True
            sources = [i for i, c in enumerate(state["display"], 1) if c]
            if state["harmony_deck"]:
                sources.append(0)
            if not sources:
                state["queue"].pop(0)  # PD-20: nothing to take, the gain is lost
                record_event(state, msg("zenso-no-harmony-left"))
                return True
            if len(sources) == 1:
                self._task_harmony(state, seat, task, Parsed("draw", number=sources[0]))
                return True
            return False
        if t == "keep":
            if len(task["cards"]) == 1:
                self._task_keep(state, seat, task, Parsed("keep", number=1))
                return True
            return False
        if t == "place":
            legal = self.placements(state, seat, task["card"])
            if len(legal) == 1:
                (anchor, rotation), = legal
                self._task_place(state, seat, task, Parsed("place", cell=anchor, rotation=rotation))
                return True
            return False
        if t == "stones":
            free = self._garden(state, seat).free_sand
            if task["n"] >= len(free):  # R28: fill every free Sand space, the rest returns
                for cell in free:
                    s["garden"][key(cell)][1] = 1
                back = task["n"] - len(free)
                state["queue"].pop(0)
                if free:
                    record_event(state, msg("zenso-filled-sand", who=seat_arg(seat),
                                            count=len(free), cells=_cells(free)))
                if back:
                    record_event(state, msg("zenso-stones-returned", count=back))
                return True
            return False
        if t == "lanterns":
            cells = self._garden(state, seat).lantern_spaces(task["terrains"], task["stackable"])
            if not cells:  # PD-11
                state["queue"].pop(0)
                record_event(state, msg("zenso-lanterns-returned", count=task["n"]))
                return True
            if len(cells) == 1:
                self._task_lanterns(state, seat, task, Parsed("lantern", cell=cells[0]))
                return True
            return False
        if t == "pay":
            stones = sorted(self._garden(state, seat).stones)
            if task["n"] >= len(stones):
                for cell in reading_order(stones):
                    self._task_pay(state, seat, task, Parsed("pay", cell=cell))
                    if not state["queue"] or state["queue"][0] is not task:
                        break
                return True
            return False
        return False

    # ================================================================ prompt / view
    def prompt(self, state: State, seat: int) -> Message:  # type: ignore[override]
        if state["phase"] == "over":
            return msg("zenso-prompt-over")
        if seat != state["active"]:
            return msg("zenso-prompt-waiting", who=seat_arg(state["active"]))
        if state["queue"]:
            return self._task_prompt(state, seat, state["queue"][0])
        phase = state["phase"]
        if phase == "combine":
            selected = len(state["flags"]["selected"])
            if selected:
                return msg("zenso-prompt-combine-chosen", count=selected)
            return msg("zenso-prompt-combine")
        if phase == "pick":
            _, discard = self.eligibility(state, seat)
            return msg("zenso-prompt-pick-discard") if discard else msg("zenso-prompt-pick")
        return msg("zenso-prompt-harmony")

    def _terrains(self, letters: list[str]) -> dict[str, Any]:
        """Terrain letters as one argument: their names, "Pond or Bamboo"."""
        return words([component(self.rules.terrain_of[x]) for x in letters], "or")

    def _task_prompt(self, state: State, seat: int, task: dict[str, Any]) -> Message:
        t = task["t"]
        if t == "or":
            return msg("zenso-task-or")
        if t == "harmony":
            return msg("zenso-task-harmony")
        if t == "keep":
            return msg("zenso-task-keep", count=len(task["cards"]))
        if t == "place":
            return msg("zenso-task-place")
        if t == "stones":
            return msg("zenso-task-stones", count=task["n"])
        if t == "lanterns":
            return msg("zenso-task-lanterns", count=task["n"],
                       terrains=self._terrains(task["terrains"]))
        if t == "witness":
            return msg("zenso-task-witness")
        return msg("zenso-task-pay", count=task["n"], card=component(task["card"]))

    def view(self, state: State, seat: int | None) -> View:
        public = {k: state[k] for k in (
            "game", "players", "turn", "active", "phase", "row", "terrain_out", "display",
            "final_round", "end_reason", "events")}
        public["terrain_deck_count"] = len(state["terrain_deck"])
        public["harmony_deck_count"] = len(state["harmony_deck"])
        public["slot_costs"] = list(self.rules.slot_costs)
        over = state["phase"] == "over"
        public["queue"] = [({"t": "keep", "count": len(t["cards"])} if t["t"] == "keep" else t)
                           for t in state["queue"]]
        public["selected"] = state["flags"]["selected"]
        seats = []
        for index, s in enumerate(state["seats"]):
            entry = {k: s[k] for k in ("garden", "enso", "placed", "zen", "start")}
            entry["hand_count"] = len(s["hand"])
            entry["score"] = self.breakdown(state, index)
            if over or index == seat:
                entry["hand"] = list(s["hand"])  # PD-33: hands are revealed at the end
            seats.append(entry)
        public["seats"] = seats
        if over:
            # the final board names the winner and why the game ended, and the places
            result = self.result(state)
            assert result is not None
            public["outcome"] = self.end_sentence(result).to_json()
            public["standings"] = [[st.seat, st.score, st.rank] for st in result.standings]
        if seat is not None:
            public["seat"] = seat
            public["validatable"] = self.validatable(state, seat)
            if state["queue"] and state["queue"][0]["t"] == "keep" and seat == state["active"]:
                public["queue"][0] = dict(state["queue"][0])
        return public

    def private_events(self, state: State, seat: int) -> list[Words]:  # type: ignore[override]
        # a sentence stored before messages stays a sentence
        return [as_message(m) for m in state.get("private", {}).get(str(seat), [])]

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Re-deal every card ``seat`` cannot see: other hands and the Harmony deck
        together (except the deck's bottom cards ``seat`` put there with J10), the Terrain
        deck and the removed Terrain cards together."""
        # copy-on-write: only the dealt lists change; gardens are shared (states are values)
        new = dict(state)
        new["seats"] = [{**s, "hand": list(s["hand"])} for s in state["seats"]]
        # Only cards go to the deck's bottom that J10's keeper put there (R50, PD-31), so
        # the ones ``seat`` put there and that are still in the deck are its known bottom.
        known = set(state.get("placed_under", {}).get(str(seat), []))
        deck = list(new["harmony_deck"])
        split = len(deck)
        while split and deck[split - 1] in known:
            split -= 1
        pool, bottom = deck[:split], deck[split:]
        for index, s in enumerate(new["seats"]):
            if index != seat:
                pool += s["hand"]
        # sorted first: the re-deal depends on what is unseen, never on its order
        pool.sort()
        rng.shuffle(pool)
        for index, s in enumerate(new["seats"]):
            if index != seat:
                n = len(s["hand"])
                s["hand"], pool = pool[:n], pool[n:]
        new["harmony_deck"] = pool + bottom
        terrain = sorted(new["terrain_deck"] + new["terrain_removed"])
        rng.shuffle(terrain)
        n = len(new["terrain_deck"])
        new["terrain_deck"], new["terrain_removed"] = terrain[:n], terrain[n:]
        return new

    # ================================================================ scoring (§6)
    def card_points(self, state: State, seat: int, card_id: str,
                    garden: Garden | None = None) -> int:
        card = self.rules.harmony_cards[card_id]
        pts = card.points
        if pts["kind"] == "fixed":
            return int(pts["value"])
        garden = garden or self._garden(state, seat)
        value = pts["per"] * garden.basis_value(pts["basis"], len(state["seats"][seat]["placed"]))
        return min(value, pts["max"]) if "max" in pts else value

    def breakdown(self, state: State, seat: int,
                  garden: Garden | None = None) -> dict[str, int]:
        """E5: A (placed cards), B (hand), C (Lanterns per plot) and the total."""
        s = state["seats"][seat]
        garden = garden or self._garden(state, seat)
        a = sum(self.card_points(state, seat, p["id"], garden) for p in s["placed"])
        b = len(s["hand"]) * self.rules.hand_points
        c = sum(self.rules.lantern_points(n) for _, _, n in garden.lantern_plots())
        return {"harmony": a, "hand": b, "lanterns": c, "total": a + b + c}

    def scores(self, state: State) -> list[int]:
        return [self.breakdown(state, s)["total"] for s in range(state["players"])]

    def tiebreak(self, state: State, seat: int) -> tuple[float, ...]:
        return (state["seats"][seat]["enso"],)  # E7: most Ensō

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        players = state["players"]
        totals = {s: self.breakdown(state, s) for s in range(players)}
        keys = self._rank_keys(state, [totals[s]["total"] for s in range(players)])
        order = sorted(range(players), key=lambda s: ([-k for k in keys[s]], s))
        standings = []
        for index, seat in enumerate(order):
            tied = index and keys[seat] == keys[order[index - 1]]
            rank = standings[-1].rank if tied else index + 1
            standings.append(Standing(seat, totals[seat]["total"], rank,
                                      self._standing_breakdown(state, seat, totals[seat])))
        winners = [st.seat for st in standings if st.rank == 1]
        details = [self._detail(state, seat) for seat in range(players)]
        return Result(standings, winners, state["end_reason"] or "over", details)

    def _rank_keys(self, state: State, totals: list[int]) -> list[tuple[float, ...]]:
        """What ranks each seat at the end: its score, then :meth:`tiebreak`."""
        return [(total, *self.tiebreak(state, seat)) for seat, total in enumerate(totals)]

    def _standing_breakdown(self, state: State, seat: int,
                            b: dict[str, int] | None = None) -> dict[str, int]:
        """The points add up to the score, and the Ensō left is the tie-break it is (the
        catalogue names each key: ``zenso-breakdown-…``)."""
        b = b or self.breakdown(state, seat)
        return {HARMONY_CARDS: b["harmony"], HAND_CARDS: b["hand"],
                LANTERNS: b["lanterns"], ENSO_LEFT: state["seats"][seat]["enso"]}

    def _detail(self, state: State, seat: int) -> Message:
        """E8: every placed card with its points, the hand revealed, Lanterns per plot."""
        s = state["seats"][seat]
        garden = self._garden(state, seat)
        cards: Words = (msg("zenso-detail-cards", cards=words([
            msg("zenso-detail-card", card=component(p["id"]),
                points=self.card_points(state, seat, p["id"], garden))
            for p in s["placed"]])) if s["placed"] else msg("zenso-detail-no-card"))
        hand: Words = (msg("zenso-detail-hand", cards=words([component(c) for c in s["hand"]]))
                       if s["hand"] else msg("zenso-detail-no-hand"))
        plots = garden.lantern_plots()
        lanterns: Words = (msg("zenso-detail-plots", plots=words([
            msg("zenso-detail-plot", terrain=component(self.rules.terrain_of[t]), lanterns=n,
                points=self.rules.lantern_points(n))
            for t, _, n in plots])) if plots else msg("zenso-detail-no-lantern"))
        b = self.breakdown(state, seat)
        return msg("zenso-detail", who=seat_arg(seat), cards=cards, count=len(s["hand"]),
                   hand=hand, hand_points=b["hand"], lanterns=lanterns, total=b["total"],
                   enso=s["enso"])

    def end_sentence(self, result: Result) -> Message:  # type: ignore[override]
        resigned = result.reason == "resignation"
        outcome = self._outcome(result, resigned)
        # a resignation is told by the application ("Player 2 resigned."), not here
        if resigned:
            return outcome
        why = {"harmony": msg("zenso-why-harmony", count=self.rules.end_cards),
               "exhausted": msg("zenso-why-exhausted")}.get(result.reason)
        if why is None:
            return outcome
        return msg("zenso-end", why=why, outcome=outcome)

    def _outcome(self, result: Result, resigned: bool) -> Message:
        if not result.winners:
            return msg("zenso-nobody-won")
        # the winners, not the first rank: after a resignation the application may name
        # the best of the humans left, below a computer seat
        top = [st for st in result.standings if st.seat in result.winners]
        names = words([seat_arg(st.seat) for st in top])
        score = top[0].score
        # the seat that resigned is ranked last whatever it scored: no rival in a tie
        rivals = result.standings[:-1] if resigned else result.standings
        runner = next((st for st in rivals if st.rank > top[0].rank), None)
        if len(top) > 1:
            return msg("zenso-shared", who=names, score=score, enso=_enso_left(top[0]))
        if runner and runner.score == score:
            return msg("zenso-won-tie", who=names, score=score, rival=seat_arg(runner.seat),
                       enso=_enso_left(top[0]), rival_enso=_enso_left(runner))
        return msg("zenso-won", who=names, score=score)

    def resign_result(self, state: State, resigned: int) -> Result:
        """The core's ranking by score and Ensō (E7), broken down as a finished game's."""
        result = super().resign_result(state, resigned)
        for st in result.standings:
            st.breakdown = self._standing_breakdown(state, st.seat)
        return result

    # ================================================================ computer player
    def evaluate(self, state: State, seat: int) -> float:
        """Score now, plus what is on its way: Ensō, Stones, hand cards weighted by how
        close the garden is to their condition (the weights are the data's
        ``computer``). The opponents' worth is cached by their seat record: ``apply``
        shares the records it does not change, so during a search only the mover's
        garden is measured again. A finished game is worth ±1000 (won, lost) plus the
        final margin, as in the other games: what was on its way counts no more, and a
        search sees that ending the game while behind loses it."""
        if state["phase"] == "over":
            return self._final(state)[seat]
        mine = self._worth(state, seat, seat)
        others = [self._worth(state, i, seat) for i in range(state["players"]) if i != seat]
        return mine - (max(others) if others else 0.0)

    def evaluate_seats(self, state: State) -> list[float]:
        # each seat counts its own hand by progress and the others' by their size: two
        # worths per seat, not one per seat and viewer
        players = state["players"]
        if state["phase"] == "over":
            return self._final(state)
        own = [self._worth(state, i, i) for i in range(players)]
        seen = [self._worth(state, i, (i + 1) % players) for i in range(players)]
        return [own[seat] - max((seen[i] for i in range(players) if i != seat), default=0.0)
                for seat in range(players)]

    def _final(self, state: State) -> list[float]:
        """Every seat's value of a finished game: ±1000 and its margin over the best
        other score. The winners as :meth:`result` ranks them, without the result's
        sentences (a search scores thousands of finished games: they took 1.4 ms each)."""
        scores = self.scores(state)
        keys = self._rank_keys(state, scores)
        best = max(keys)
        return [(1000.0 if keys[seat] == best else -1000.0)
                + scores[seat] - max(x for i, x in enumerate(scores) if i != seat)
                for seat in range(state["players"])]

    def _worth(self, state: State, index: int, viewer: int) -> float:
        record = state["seats"][index]
        key = (id(record), index == viewer)
        cached = self._worth_cache.get(key)
        if cached is not None and cached[0] is record:
            return cached[1]
        w = self.rules.weights
        garden = self._garden(state, index)
        value = self.breakdown(state, index, garden)["total"] + w.enso * record["enso"]
        value += w.stone * len(garden.stones) + w.placed_card * len(record["placed"])
        value += w.empty_green_space * record["zen"].count(0)
        if index == viewer:  # other hands are hidden: only their count is known
            for card_id in record["hand"]:
                value += w.hand_progress * self.progress(garden, card_id) ** 2
        else:
            value += w.hidden_hand_card * len(record["hand"])
        if len(self._worth_cache) > 512:
            self._worth_cache.clear()
        # the record itself is kept in the entry, so its id cannot be reused meanwhile
        self._worth_cache[key] = (record, value)
        return value

    def progress(self, garden: Garden, card_id: str) -> float:
        """How near the garden is to a card's condition, 0 to 1 (a heuristic)."""
        cond = self.rules.harmony_cards[card_id].condition
        largest = garden.largest_plots
        if cond["kind"] == "area":
            parts = []
            for entry in cond["plots"]:
                letters = self.rules.selector_letters(entry["terrain"])
                best = max((largest.get(t, 0) for t in letters), default=0)
                parts.append(min(1.0, best / entry["min_size"]))
            return sum(parts) / len(parts)
        if cond["kind"] == "shape":
            letters = self.rules.selector_letters(cond["terrain"])
            best = max((largest.get(t, 0) for t in letters), default=0)
            size = len(self.rules.shapes[cond["shape"]][0])
            return min(1.0, best / (size + 1))
        return min(1.0, garden.largest_stone_group / int(cond["count"]))

    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        """Drop moves that are never better than another one for the greedy player: single
        Stones in phase 1 (all or nothing), swaps and Lantern moves, buying from the deck
        when the display has cards, and placements beyond a sample of each anchor."""
        moves = self.legal_moves(state, seat)
        kept = []
        for m in moves:
            verb = m.notation.split()[0]
            if verb in ("swap", "move"):
                continue
            if verb == "combine" and m.notation != "combine all":
                continue
            if m.notation == "buy deck" and any(state["display"]):
                continue
            kept.append(m)
        return kept or moves

    # ================================================================ words
    def effect_text(self, item: dict[str, Any]) -> Message:
        n = item["n"]
        kind = item["type"]
        if kind in ("stones", "enso", "harmony"):
            return msg(f"zenso-effect-{kind}", count=n)
        terrains = self._terrains([self.rules.letter[t] for t in item["terrains"]])
        return msg("zenso-effect-lanterns-stackable" if item.get("stackable")
                   else "zenso-effect-lanterns", count=n, terrains=terrains)

    def bonus_text(self, card: TerrainCard) -> dict[str, Any]:
        return words([self.effect_text(i) for i in card.items],
                     "or" if card.op == "or" else "and")

    def rules_help(self) -> list[tuple[Message, Message]]:  # type: ignore[override]
        r = self.rules
        ended = (msg("zenso-rules-end-exhausted", count=r.end_cards) if r.end_on_exhaustion
                 else msg("zenso-rules-end-round", count=r.end_cards))
        limits = (msg("zenso-rules-no-hand-limit") if r.hand_limit is None
                  else msg("zenso-rules-hand-limit", limit=r.hand_limit))
        purchases = (msg("zenso-rules-no-purchase-limit") if r.purchase_limit is None
                     else msg("zenso-rules-purchase-limit", limit=r.purchase_limit))
        lanterns = words([msg("zenso-rules-lantern-points", lanterns=n,
                              points=r.lantern_points(n)) for n in range(1, 9)], "unit")
        letters = words([msg("zenso-rules-letter", letter=t["letter"],
                             terrain=component(t["id"])) for t in r.terrains], "unit")
        families = {"jizo": sum(c.is_jizo for c in r.harmony_cards.values())}
        families["plants"] = len(r.harmony_cards) - families["jizo"]
        sections = [
            (msg("zenso-rules-aim-title"), msg("zenso-rules-aim", points=r.hand_points)),
            (msg("zenso-rules-turn-title"),
             msg("zenso-rules-turn", times=r.combines_per_turn, spaces=r.green_spaces,
                 costs=words([str(c) for c in r.slot_costs], "unit"), buy=r.buy_cost,
                 hand=limits, purchases=purchases)),
            (msg("zenso-rules-end-title"), msg("zenso-rules-end", end=ended,
                                               lanterns=lanterns)),
            (msg("zenso-rules-pictures-title"), msg("zenso-rules-pictures", letters=letters)),
            (msg("zenso-rules-cards-title"),
             msg("zenso-rules-cards", starting=len(r.starting_cards),
                 terrain=len(r.terrain_cards), plants=families["plants"],
                 jizo=families["jizo"])),
        ]
        return sections + self._decision_sections()

    def decision(self, number: int) -> Message:
        """One project decision of the data in words, its numbers read from the data."""
        r = self.rules
        args: dict[str, Any] = {}
        if number == 1:
            args = {"min": r.min_players, "max": r.max_players}
        elif number == 4:
            args = {"slots": r.slots, "costs": words([str(c) for c in r.slot_costs], "unit")}
        elif number == 5:
            players = sorted(r.deck_size)
            args = {"cards": words([str(r.deck_size[n]) for n in players], "unit"),
                    "players": words([str(n) for n in players], "unit")}
        elif number == 6:
            args = {"enso": words([str(e) for e in r.starting_enso], "unit")}
        elif number == 7:
            args = {"count": r.starting_hand}
        elif number == 23:
            return (msg("zenso-decision-23-none") if r.hand_limit is None
                    else msg("zenso-decision-23", limit=r.hand_limit))
        elif number == 32:
            ability = next(c.ability for c in r.harmony_cards.values()
                           if c.ability and c.ability["type"] == "move_lantern")
            args = {"cost": ability["enso_per_lantern"]}
        return msg(f"zenso-decision-{number}", **args)

    def _decision_sections(self, per_section: int = 10) -> list[tuple[Message, Message]]:
        """Every project decision of the data, a few per section (each fits a message)."""
        numbers = [int(p["id"].split("-")[1]) for p in self.rules.project_decisions]
        chunks = [numbers[i:i + per_section] for i in range(0, len(numbers), per_section)]
        return [(msg("zenso-rules-decisions-title", part=i, parts=len(chunks)),
                 _lines([msg("zenso-rules-decision", number=n, decision=self.decision(n))
                         for n in chunk]))
                for i, chunk in enumerate(chunks, 1)]


ENGINE = ZensoEngine()

__all__ = ["ENGINE", "ZensoEngine", "format_move"]
