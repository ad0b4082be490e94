"""Azul: Queen's Garden (Michael Kiesling, Plan B Games 2021) for 2–4 players, per
``shared/rules/azul_queens_garden.md``.

Rule ids in comments (R5, S3, E4, P19, …) refer to that specification. Every number and
every project decision (P1–P27) is read from ``data/azul_queens_garden.json`` through
:mod:`bot.games.azul_queens_garden.tables`; an engine built on a modified copy of the data
(``AzulEngine(tables_for(data))``) follows it.

Notation (grammar in :mod:`bot.games.azul_queens_garden.notation`; input is
case-insensitive, output canonical). Tiles are hexagon kinds ``<colour>_<value>``
(``darkpurple_5``), expansions ``exp_<kind>``, jokers ``nJ``, cells the ids of §3.7
(``F0``…``F5``, ``A3.c``, ``A3.0``…``A3.5``), areas ``A0``…``A5``, orientations ``o0``…``o5``,
display locations ``T`` (stack top) and ``L1``, ``L2``, … (laid-out expansions)::

    take blue                      acquire by colour (R6–R10); no duplicate to choose
    take p2 yellow_2@L1            acquire by pattern 2, taking the duplicated yellow_2
                                   from L1 (R8, P20); one kind@location per duplicate,
                                   in hexagon-kind order
    place blue_2 F1 pay yellow_2   place a tile (R25) paying the other pieces (R18–R19);
    place blue_3 F4 pay blue_1 1J  the placed tile is part of the cost, so a cost-1 tile
    place blue_1 F2                has no "pay" part
    expand exp_yellow_3 A0 o0 pay yellow_1 1J
                                   place a face-up expansion from storage (R26 C1) in an
                                   area with an orientation (P18); ``… A4 down`` only
                                   when the data switches P16 on
    buy A3                         buy the supply's top expansion face down (R26 C2)
    pass                           action D; when the storage holds tiles or expansions it
    discard darkgreen_6            opens the discard step: discard one piece at a time
    done                           (R33), then "done" completes the pass (R34, R35)

Payment pieces are printed in hexagon-kind order, a tile before the expansion of the same
kind, jokers last. A payment set never lists the placed piece.

The turn is a small state machine whose pending decision is ``state["phase"]``:
``action`` (one of A/B/C/D, R2) → for a pass with pieces in storage ``discard`` → the turn
ends (``turn`` += 1) and the next seat that has not passed acts; a player alone in the
round plays turn after turn (R3). A seat whose only action is a pass with nothing to
choose passes automatically (R36, P27), reported in ``events``. When the last seat passes,
Phase 2 scores (R38), Phase 3 prepares the next round (R41–R44) or the game ends (E1–E6).

The state is a JSON-ready dict::

    schema, game, players, rng (Rng position), turn, revealed, events,
    round (1–4), phase ("action" | "discard" | "over"), active, start_player,
    first_passer (seat | None), schedule [4 rounds × 3 goals: colour id or "p1"…"p6"],
    stacks [future round stacks: [expansion ids, top first]],
    current [the current stack, top first], top [tile kinds on the stack top],
    laid [{label "L1", exp, up (bool), tiles [kinds]}], labels (last label number),
    supply [expansion ids, top first], bag {kind: n}, tower {kind: n},
    seats [{score, passed, tiles {kind: n}, exps [ids], jokers,
            cells {cell: kind} (tiles placed), areas {"k": {exp, up, o}} (o: -1 face
            down), surrounded [element ids], ledger {category: points}}],
    pending {"points": n} during the discard step, else None,
    final [per seat: {"groups": [{id, cells, points}], ...}] once the game is over

``ledger`` records every change of a score by category (start, round goals, pavilions,
passing, discards, buying, storage, groups, bonus, clamp), so a score always equals the
sum of its breakdown. Tests build any position from a few lines of text with
:func:`bot.games.azul_queens_garden.position.position` (a garden as ``F0=blue_3
A1=up:exp_yellow_3:5 A0=down A0.2=yellow_5``, a storage, the display).

Hidden from every view: the identity of face-down expansions
(stacks, laid-out face-down, supply, bought ones), the stack and supply order, the bag and
the generator.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

from bot.games.azul_queens_garden.notation import (
    ParsedMove,
    format_move,
    parse,
    payment_text,
    piece_order,
)
from bot.games.azul_queens_garden.tables import Tables, default_tables
from bot.games.base import (
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

SCHEMA = 1
START_RANDOM = "random"

Payment = tuple[tuple[str, ...], int]  # (other non-joker pieces, jokers)


# --- pure helpers over one seat --------------------------------------------------------

def hexagons(t: Tables, seat: dict[str, Any]) -> dict[str, str]:
    """R21: every garden hexagon by cell: placed tiles and printed hexagons."""
    found = dict(seat["cells"])
    for key, area in seat["areas"].items():
        if area["up"]:
            found[t.area_printed[int(key)][area["o"]]] = t.exp_kind[area["exp"]]
    return found


def free_spaces(t: Tables, seat: dict[str, Any], hexes: dict[str, str]) -> list[str]:
    """R24 in cell order: fountain spaces, face-down areas' 7 cells, face-up rings."""
    spaces = [c for c in t.fountain_spaces if c not in hexes]
    for k in range(6):
        area = seat["areas"].get(str(k))
        if area is None:
            continue
        cells = t.area_cells[k] if not area["up"] else t.area_cells[k][1:]
        spaces.extend(c for c in cells if c not in hexes)
    return spaces


def fits(t: Tables, hexes: dict[str, str], cell: str, kind: str) -> str | None:
    """R22 and R23 for hexagon ``kind`` on ``cell``: None when legal, else the reason."""
    colour, value = t.kind_colour[kind], t.kind_value[kind]
    adjacency = t.adjacency
    touching = False
    sharing = False
    for n in adjacency[cell]:
        other = hexes.get(n)
        if other is not None:
            touching = True
            if t.kind_colour[other] == colour or t.kind_value[other] == value:
                sharing = True
    if touching and not sharing:
        return "R22: a hexagon next to others must share a colour or a pattern with one of them"
    # R23: the colour component and the pattern component through the cell
    for same_colour in (True, False):
        seen_attr = {value if same_colour else colour}
        stack = [cell]
        visited = {cell}
        while stack:
            here = stack.pop()
            for n in adjacency[here]:
                if n in visited:
                    continue
                other = hexes.get(n)
                if other is None:
                    continue
                if same_colour:
                    if t.kind_colour[other] != colour:
                        continue
                    attr: Any = t.kind_value[other]
                elif t.kind_value[other] != value:
                    continue
                else:
                    attr = t.kind_colour[other]
                if attr in seen_attr:
                    return ("R23: a group may never join two identical hexagons "
                            f"(it would link two {kind})")
                seen_attr.add(attr)
                visited.add(n)
                stack.append(n)
    return None


def components(t: Tables, hexes: dict[str, str], item: str) -> list[list[str]]:
    """The connected components (in cell order) of the hexagons showing ``item``."""
    members = [c for c in t.cells if c in hexes and t.matches(hexes[c], item)]
    inside = set(members)
    done: set[str] = set()
    found = []
    for start in members:
        if start in done:
            continue
        group = []
        stack = [start]
        done.add(start)
        while stack:
            here = stack.pop()
            group.append(here)
            for n in t.adjacency[here]:
                if n in inside and n not in done:
                    done.add(n)
                    stack.append(n)
        found.append(sorted(group, key=t.cell_order.__getitem__))
    return found


def elements(t: Tables, seat: dict[str, Any]) -> list[tuple[str, str, tuple[str, ...]]]:
    """R29: (id, type, neighbours) of the fixed elements and the garden's pavilions."""
    found = [(eid, kind, nbrs) for eid, (kind, nbrs) in t.fixed_elements.items()]
    for k in range(6):
        area = seat["areas"].get(str(k))
        if area and area["up"]:
            centre = t.area_cells[k][0]
            found.append((centre, "pavilion", t.area_cells[k][1:]))
    return found


def tile_count(seat: dict[str, Any]) -> int:
    return sum(seat["tiles"].values()) + seat["jokers"]


def storage_value(t: Tables, seat: dict[str, Any]) -> int:
    return (sum(t.kind_value[k] * n for k, n in seat["tiles"].items())
            + sum(t.kind_value[t.exp_kind[e]] for e in seat["exps"]))


def piece_kind(t: Tables, piece: str) -> str:
    return t.exp_kind[piece] if piece.startswith("exp_") else piece


#: the colour codes of the pictures, also used in button labels
COLOUR_CODES = {"blue": "Bl", "yellow": "Ye", "lightgreen": "LG", "darkgreen": "DG",
                "lightpurple": "LP", "darkpurple": "DP"}


def short_kind(t: Tables, kind: str) -> str:
    """``lightpurple_5`` → ``LP5``, as the pictures write it."""
    return f"{COLOUR_CODES.get(t.kind_colour[kind], t.kind_colour[kind])}{t.kind_value[kind]}"


def short_piece(t: Tables, piece: str) -> str:
    if piece.startswith("exp_"):
        return f"exp {short_kind(t, t.exp_kind[piece])}"
    return short_kind(t, piece)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _kinds_text(kinds: Iterable[str]) -> str:
    kinds = list(kinds)
    return ", ".join(kinds) if kinds else "nothing"


# --- the engine ------------------------------------------------------------------------

class AzulEngine(Engine):
    name = "azul_queens_garden"
    min_players = 2
    max_players = 4
    playable = True
    # Each action is one move (only a pass may add discard steps), and undo never
    # crosses a draw or a flip; taking back a placement inside an unfinished pass is fine.
    undo_within_turn = True
    lookahead_steps = 1
    evaluation_budget = 600

    def __init__(self, tables: Tables | None = None) -> None:
        self.t = tables or default_tables()
        # the greedy player's memo of garden worths (pure values of their key)
        self._worth_cache: dict[tuple[Any, ...], float] = {}
        self.title = self.t.title
        self.credits = self.t.credits
        self.min_players = self.t.data["identity"]["players"]["min"]
        self.max_players = self.t.data["identity"]["players"]["max"]
        self.options = (
            OptionSpec("start", "Who starts round 1 (P13): a seat number, or random",
                       (START_RANDOM, *(str(n) for n in range(1, self.max_players + 1))),
                       START_RANDOM),
        )
        self.rules_summary = rules_summary(self.t)

    # --- setup ------------------------------------------------------------------------
    def check_setup(self, players: int, options: dict[str, str]) -> str | None:
        start = options.get("start", START_RANDOM)
        if start != START_RANDOM and (not start.isdigit() or not 1 <= int(start) <= players):
            return f"The start player must be a seat from 1 to {players}, or random."
        return None

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        t = self.t
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(f"{t.title} needs {self.min_players} to {self.max_players} "
                             f"players, not {players}.")
        rng = Rng.from_seed(seed)
        schedule = self._schedule(rng)  # S3
        deck = list(t.expansions)
        rng.shuffle(deck)  # S5
        per = t.by_players[players]["expansions_per_round_stack"]
        stacks = [deck[i * per:(i + 1) * per] for i in range(t.rounds)]
        start = options.get("start", START_RANDOM) if options else START_RANDOM
        # check_setup refuses a seat that is not at the table before a game starts; a
        # setup called anyway with one draws the start player as if none was named
        if start.isdigit() and 1 <= int(start) <= players:
            first = int(start) - 1
        else:
            first = rng.below(players)  # S8, P13
        state: State = {
            "schema": SCHEMA,
            "game": self.name,
            "players": players,
            "rng": rng.position,
            "turn": 0,
            "revealed": False,
            "events": [],
            "round": 1,
            "phase": "action",
            "active": first,
            "start_player": first,
            "first_passer": None,
            "schedule": schedule,
            "stacks": stacks[1:],
            "current": stacks[0],  # S6
            "top": [],
            "laid": [],
            "labels": 0,
            "supply": deck[t.rounds * per:],
            "bag": dict.fromkeys(t.kinds, t.copies),  # S4
            "tower": dict.fromkeys(t.kinds, 0),
            "seats": [self._new_seat() for _ in range(players)],  # S2
            "pending": None,
            "final": None,
        }
        self._fill(state)  # S7
        state["events"] = [
            f"A {players}-player game of {t.title} begins; {seat_name(first)} starts round 1.",
            "Round goals: " + "; ".join(
                f"round {i + 1}: {', '.join(t.criterion_name(g) for g in goals)}"
                for i, goals in enumerate(schedule)) + ".",
        ]
        state["revealed"] = False
        self._settle(state, None)
        return state

    def _new_seat(self) -> dict[str, Any]:
        t = self.t
        return {"score": t.start_score, "passed": False, "tiles": {}, "exps": [],
                "jokers": t.jokers_per_player, "cells": {}, "areas": {}, "surrounded": [],
                "ledger": {"start": t.start_score}}

    def _schedule(self, rng: Rng) -> list[list[str]]:
        """S3 / P3: the fixed schedule of the data, or the template filled at random."""
        t = self.t
        if t.wheel_mode == "fixed":
            return [[g["id"] for g in goals] for goals in t.fixed_schedule]
        colours = list(t.colours)
        patterns = [f"p{v}" for v in sorted(t.pattern_names)]
        rng.shuffle(colours)
        rng.shuffle(patterns)
        return fill_template(t.wheel_template, colours, patterns)

    # --- the display ------------------------------------------------------------------
    def _fill(self, state: State) -> None:
        """R13 (P21): pour the tower in when the bag is short, draw up to 4 tiles; with
        none drawn, the whole current stack is laid out face up."""
        t = self.t
        bag, tower = state["bag"], state["tower"]
        if sum(bag.values()) < t.fill_size:
            for kind, n in tower.items():
                bag[kind] = bag.get(kind, 0) + n
                tower[kind] = 0
        rng = Rng(state["rng"])
        drawn: list[str] = []
        for _ in range(min(t.fill_size, sum(bag.values()))):
            pick = rng.below(sum(bag.values()))
            for kind in t.kinds:
                if pick < bag[kind]:
                    bag[kind] -= 1
                    drawn.append(kind)
                    break
                pick -= bag[kind]
        state["rng"] = rng.position
        state["revealed"] = True
        if drawn:
            state["top"] = sorted(drawn, key=t.kind_index.__getitem__)
            state["events"].append(f"New top: {_kinds_text(state['top'])}.")
            return
        state["top"] = []
        while state["current"]:
            exp = state["current"].pop(0)
            label = self._lay_out(state, exp, up=True, tiles=[])
            state["events"].append(f"Bag empty: {label} laid out face up, {exp}.")

    @staticmethod
    def _lay_out(state: State, exp: str, up: bool, tiles: list[str]) -> str:
        state["labels"] += 1
        label = f"L{state['labels']}"
        state["laid"].append({"label": label, "exp": exp, "up": up, "tiles": tiles})
        return label

    def _flip(self, state: State) -> None:
        """R12: every laid-out face-down expansion without tiles turns face up."""
        for laid in state["laid"]:
            if not laid["up"] and not laid["tiles"]:
                laid["up"] = True
                state["revealed"] = True
                state["events"].append(f"{laid['label']} flips: {laid['exp']}.")

    def selectable(self, state: State) -> list[tuple[str, str, bool]]:
        """R5: (location, kind, is_expansion) of every selectable item, one per kind and
        location (copies in one location are equivalent, R8)."""
        items: list[tuple[str, str, bool]] = []
        if state["current"]:
            items.extend(("T", kind, False) for kind in dict.fromkeys(state["top"]))
        for laid in state["laid"]:
            if laid["up"]:
                items.append((laid["label"], self.t.exp_kind[laid["exp"]], True))
            else:
                items.extend((laid["label"], kind, False) for kind in dict.fromkeys(laid["tiles"]))
        return items

    def acquisitions(self, state: State, seat: int
                     ) -> list[tuple[str, list[str], list[str], list[dict[str, str]]]]:
        """R6–R9: per criterion with a fitting take, in colour then pattern order:
        (criterion, kinds taken, duplicated kinds, fitting location choices)."""
        t = self.t
        me = state["seats"][seat]
        free_tiles = t.storage_tiles - tile_count(me)
        free_exps = t.storage_expansions - len(me["exps"])
        items = self.selectable(state)
        found = []
        for criterion in (*t.colours, *(f"p{v}" for v in sorted(t.pattern_names))):
            where: dict[str, list[tuple[str, bool]]] = {}
            for location, kind, is_exp in items:
                if t.matches(kind, criterion):
                    where.setdefault(kind, []).append((location, is_exp))
            if not where:
                continue
            kinds = sorted(where, key=t.kind_index.__getitem__)
            dups = [k for k in kinds if len(where[k]) > 1]
            base_t = sum(1 for k in kinds if len(where[k]) == 1 and not where[k][0][1])
            base_e = sum(1 for k in kinds if len(where[k]) == 1 and where[k][0][1])
            combos = []
            for pick in itertools.product(*(where[k] for k in dups)):
                exps = base_e + sum(1 for _, is_exp in pick if is_exp)
                tiles = base_t + len(pick) - (exps - base_e)
                if tiles <= free_tiles and exps <= free_exps:  # R9, P19
                    combos.append({k: loc for k, (loc, _) in zip(dups, pick, strict=True)})
            if combos:
                found.append((criterion, kinds, dups, combos))
        return found

    # --- payments ---------------------------------------------------------------------
    def payments(self, seat: dict[str, Any], piece: str) -> list[tuple[str, Payment]]:
        """R17–R19: every legal payment for placing ``piece`` (a tile kind or expansion id)
        as (mode, (other pieces, jokers)), grouped by mode (colour, pattern, jokers only)
        then by jokers used, cheapest first: fewer jokers, then the lower total value."""
        t = self.t
        kind = piece_kind(t, piece)
        colour, value = t.kind_colour[kind], t.kind_value[kind]
        need = t.cost[value] - 1
        jokers = seat["jokers"]
        if need == 0:
            return [("none", ((), 0))]
        # the pieces other than the placed one, by kind: a tile and/or the expansion
        sources: dict[str, list[str]] = {}
        for k, n in seat["tiles"].items():
            if n and k != kind:
                sources.setdefault(k, []).append(k)
        for e in seat["exps"]:
            k = t.exp_kind[e]
            if k != kind:
                sources.setdefault(k, []).append(e)
        found: list[tuple[str, Payment]] = []
        for mode in ("colour", "pattern"):
            if mode == "colour":
                cands = [k for k in sources if t.kind_colour[k] == colour]
            else:
                cands = [k for k in sources if t.kind_value[k] == value]
            cands.sort(key=t.kind_index.__getitem__)
            sets: list[Payment] = []
            for m in range(1, min(len(cands), need) + 1):
                if need - m > jokers:
                    continue
                for combo in itertools.combinations(cands, m):
                    for pick in itertools.product(*(sources[k] for k in combo)):
                        sets.append((tuple(sorted(pick, key=lambda p: piece_order(t, p))),
                                     need - m))
            sets.sort(key=lambda s: (s[1], sum(t.kind_value[piece_kind(t, p)] for p in s[0]),
                                     [piece_order(t, p) for p in s[0]]))
            found.extend((mode, s) for s in sets)
        if need <= jokers:
            found.append(("jokers", ((), need)))
        return found

    def _check_payment(self, seat: dict[str, Any], piece: str, pay: tuple[str, ...],
                       jokers: int) -> None:
        """R18–R19 for one submitted payment, without listing the others."""
        t = self.t
        kind = piece_kind(t, piece)
        cost = t.cost[t.kind_value[kind]]
        if 1 + len(pay) + jokers != cost:
            raise IllegalMove(f"R18: placing {piece} costs {cost} pieces including itself; "
                              f"this payment has {1 + len(pay) + jokers}.")
        if jokers > seat["jokers"]:
            raise IllegalMove(f"R19: you have only {_plural(seat['jokers'], 'joker')}.")
        kinds = [kind]
        used_tiles: dict[str, int] = {}
        for p in pay:
            if p.startswith("exp_"):
                if p not in seat["exps"] or p == piece:
                    raise IllegalMove(f"R18: {p} is not in your storage to pay with.")
            else:
                used_tiles[p] = used_tiles.get(p, 0) + 1
            kinds.append(piece_kind(t, p))
        if not piece.startswith("exp_"):
            used_tiles[kind] = used_tiles.get(kind, 0) + 1
        for k, n in used_tiles.items():
            if seat["tiles"].get(k, 0) < n:
                raise IllegalMove(f"R18: your storage does not hold enough {k} tiles.")
        if len(set(kinds)) != len(kinds):
            raise IllegalMove("R18: a payment may not contain two identical hexagons.")
        colours = {t.kind_colour[k] for k in kinds}
        values = {t.kind_value[k] for k in kinds}
        if len(kinds) > 1 and not (len(colours) == 1 or len(values) == 1):
            raise IllegalMove("R18: the payment must be one colour in different patterns or "
                              "one pattern in different colours, never a mix.")

    def _pay(self, state: State, seat: dict[str, Any], piece: str, pay: tuple[str, ...],
             jokers: int) -> None:
        """R20: the placed piece leaves storage for the garden, tiles go to the tower,
        expansions to the bottom of the supply, jokers back to the joker supply."""
        self._remove_piece(seat, piece)
        for p in pay:
            self._remove_piece(seat, p)
            self._return_piece(state, p)
        seat["jokers"] -= jokers

    @staticmethod
    def _remove_piece(seat: dict[str, Any], piece: str) -> None:
        if piece.startswith("exp_"):
            seat["exps"].remove(piece)
        else:
            seat["tiles"][piece] -= 1
            if not seat["tiles"][piece]:
                del seat["tiles"][piece]

    @staticmethod
    def _return_piece(state: State, piece: str) -> None:
        if piece.startswith("exp_"):
            state["supply"].append(piece)  # face down at the bottom (R20, R33)
        else:
            state["tower"][piece] += 1

    # --- moves ------------------------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        return [] if state["phase"] == "over" else [state["active"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if state["phase"] == "over" or seat != state["active"]:
            return []
        me = state["seats"][seat]
        if state["phase"] == "discard":
            return self._discard_moves(state, me)
        return [*self._take_moves(state, seat), *self._place_moves(state, me),
                *self._expand_moves(state, me), *self._buy_moves(state, me),
                self._pass_move(state, me)]

    def _take_moves(self, state: State, seat: int) -> list[Move]:
        moves = []
        for criterion, kinds, dups, combos in self.acquisitions(state, seat):
            head = self._criterion_label(criterion, kinds)
            for combo in combos:
                parsed = ParsedMove("take", criterion=criterion,
                                    choices=tuple((k, combo[k]) for k in dups))
                steps = tuple(self._location_label(state, k, combo[k]) for k in dups)
                moves.append(Move(format_move(parsed), f"Acquire {head}",
                                  ("Acquire", head, *steps),
                                  reveals=self._take_reveals(state, kinds, combo)))
        return moves

    def _criterion_label(self, criterion: str, kinds: list[str]) -> str:
        """A criterion and what it takes, short enough for a button (80 characters):
        ``Light green: patterns 1, 2, 4`` or ``Pattern 2 (Bird): Ye, DG, LP``."""
        t = self.t
        name = t.criterion_name(criterion)
        if criterion in t.colour_names:
            values = ", ".join(str(t.kind_value[k]) for k in kinds)
            return f"{name.split(' (')[0]}: pattern{'s' if len(kinds) > 1 else ''} {values}"
        return f"{name[0].upper()}{name[1:]}: " + ", ".join(short_kind(t, k).rstrip("0123456789")
                                                            for k in kinds)

    def _take_reveals(self, state: State, kinds: list[str], combo: dict[str, str]) -> bool:
        """Whether a take draws (a tile from T moves the top out and refills, R11) or
        empties a face-down expansion, which then flips (R12)."""
        single = {kind: loc for loc, kind, _ in self.selectable(state)}
        taken: dict[str, int] = {}
        for kind in kinds:
            location = combo.get(kind, single.get(kind))
            taken[location] = taken.get(location, 0) + 1
        if "T" in taken:
            return True
        return any(not laid["up"] and taken.get(laid["label"], 0) >= len(laid["tiles"])
                   for laid in state["laid"])

    def _location_label(self, state: State, kind: str, location: str) -> str:
        if location == "T":
            return f"{kind} from the stack top T"
        for laid in state["laid"]:
            if laid["label"] == location and laid["up"]:
                return f"{kind} as expansion {location}"
        return f"{kind} from {location}"

    def _cell_steps(self, cell: str) -> tuple[str, str]:
        t = self.t
        area = t.cell_area.get(cell)
        return ("Fountain board" if area is None else f"Area A{area}", cell)

    def _payment_steps(self, piece: str, mode: str, payment: Payment) -> tuple[str, str, str]:
        t = self.t
        kind = piece_kind(t, piece)
        pay, jokers = payment
        if mode == "none":
            return ("Cost 1: the piece pays for itself", "No joker", "Nothing else")
        if mode == "colour":
            head = f"Same colour ({t.colour_names[t.kind_colour[kind]].split(' (')[0]})"
        elif mode == "pattern":
            head = f"Same pattern ({t.kind_value[kind]})"
        else:
            head = "Jokers only"
        parts = [short_piece(t, p) for p in pay] + ([f"{jokers}J"] if jokers else [])
        return (head, "No joker" if not jokers else _plural(jokers, "joker"),
                "Pay " + " + ".join(parts))

    def _place_moves(self, state: State, me: dict[str, Any], cheapest: bool = False
                     ) -> list[Move]:
        t = self.t
        hexes = hexagons(t, me)
        spaces = free_spaces(t, me, hexes)
        moves = []
        for kind in sorted(me["tiles"], key=t.kind_index.__getitem__):
            cells = [c for c in spaces if fits(t, hexes, c, kind) is None]
            if not cells:
                continue
            pays = self.payments(me, kind)[:1] if cheapest else self.payments(me, kind)
            head = f"{kind} (cost {t.cost[t.kind_value[kind]]})"
            steps = [self._cell_steps(c) for c in cells]
            for mode, payment in pays:
                pay_steps = self._payment_steps(kind, mode, payment)
                tail = payment_text(*payment)
                for cell, cell_steps in zip(cells, steps, strict=True):
                    moves.append(Move(f"place {kind} {cell}{tail}", f"Place {kind} on {cell}",
                                      ("Place a tile", head, *pay_steps, *cell_steps),
                                      marker=cell))
        return moves

    def orientations(self, me: dict[str, Any], hexes: dict[str, str], exp: str
                     ) -> list[tuple[int, int]]:
        """R27: (area, orientation) pairs where the printed hexagon of ``exp`` may land."""
        t = self.t
        kind = t.exp_kind[exp]
        found = []
        for k in range(6):
            if str(k) in me["areas"]:
                continue
            for o in range(t.orientations):
                if fits(t, hexes, t.area_printed[k][o], kind) is None:
                    found.append((k, o))
        return found

    def _expand_moves(self, state: State, me: dict[str, Any], cheapest: bool = False
                      ) -> list[Move]:
        t = self.t
        hexes = hexagons(t, me)
        moves = []
        for exp in sorted(me["exps"], key=lambda e: t.kind_index[t.exp_kind[e]]):
            places = self.orientations(me, hexes, exp)
            if not places and not (t.storage_face_down and len(me["areas"]) < 6):
                continue
            pays = self.payments(me, exp)[:1] if cheapest else self.payments(me, exp)
            head = f"{exp} from storage (cost {t.cost[t.kind_value[t.exp_kind[exp]]]})"
            for mode, payment in pays:
                pay_steps = self._payment_steps(exp, mode, payment)
                tail = payment_text(*payment)
                for k, o in places:
                    cell = t.area_printed[k][o]
                    moves.append(Move(f"expand {exp} A{k} o{o}{tail}",
                                      f"Place {exp} in A{k}, orientation {o}",
                                      ("Place an expansion", head, *pay_steps, f"Area A{k}",
                                       f"Orientation {o}: hexagon on {cell}"), marker=cell))
                if t.storage_face_down:  # P16 switched on: face down, no orientation
                    for k in range(6):
                        if str(k) not in me["areas"]:
                            moves.append(Move(f"expand {exp} A{k} down{tail}",
                                              f"Place {exp} face down in A{k}",
                                              ("Place an expansion", head, *pay_steps,
                                               f"Area A{k}", "Face down"), marker=f"A{k}"))
        return moves

    def _buy_moves(self, state: State, me: dict[str, Any]) -> list[Move]:
        t = self.t
        if me["score"] < t.supply_points or not state["supply"]:
            return []
        head = f"Buy from the supply (−{t.supply_points} points, face down)"
        return [Move(f"buy A{k}", f"Buy a face-down expansion for A{k}",
                     ("Place an expansion", head, f"Area A{k}"), marker=f"A{k}")
                for k in range(6) if str(k) not in me["areas"]]

    def _pass_move(self, state: State, me: dict[str, Any]) -> Move:
        ends_round = self._last_in_round(state, me)
        return Move("pass", "Pass (choose discards next)" if self._discardable(me)
                    else "Pass", ("Pass",),
                    reveals=ends_round and state["round"] < self.t.rounds)

    def _last_in_round(self, state: State, me: dict[str, Any]) -> bool:
        return sum(1 for s in state["seats"] if not s["passed"]) == 1 and not me["passed"] \
            and not self._discardable(me)

    def _discardable(self, me: dict[str, Any]) -> list[str]:
        t = self.t
        pieces = sorted(me["tiles"], key=t.kind_index.__getitem__)
        pieces += sorted(me["exps"], key=lambda e: t.kind_index[t.exp_kind[e]])
        if t.jokers_discardable and me["jokers"]:
            pieces.append("J")
        return pieces

    def _discard_moves(self, state: State, me: dict[str, Any]) -> list[Move]:
        t = self.t
        last = sum(1 for s in state["seats"] if not s["passed"]) == 1
        reveals = last and state["round"] < t.rounds
        pieces = self._discardable(me)
        # the last piece discarded completes the pass on its own, which may end the round
        left = sum(me["tiles"].values()) + len(me["exps"]) + (
            me["jokers"] if t.jokers_discardable else 0)
        moves = []
        for piece in pieces:
            value = 0 if piece == "J" else t.kind_value[piece_kind(t, piece)]
            moves.append(Move(f"discard {piece}", f"Discard {piece} (−{value})",
                              (f"Discard {piece} (−{value})",), reveals=reveals and left == 1))
        moves.append(Move("done", "Done: pass now", ("Done: pass now",), reveals=reveals))
        return moves

    # --- apply ------------------------------------------------------------------------
    def canonical(self, notation: str, state: State | None = None) -> str:
        return format_move(parse(self.t, notation))

    def apply(self, state: State, seat: int, notation: str) -> State:
        if state["phase"] == "over":
            raise NotYourDecision("The game is over; no more moves can be made.")
        if seat != state["active"]:
            raise NotYourDecision(f"It is {seat_name(state['active'])}'s turn, not yours.")
        move = parse(self.t, notation)
        new = clone(state)
        new["events"] = []
        new["revealed"] = False
        me = new["seats"][seat]
        if new["phase"] == "discard":
            if move.verb == "discard":
                self._apply_discard(new, seat, me, move)
            elif move.verb == "done":
                self._finish_pass(new, seat, me)
            else:
                raise IllegalMove("R33: you are passing; discard a piece or choose done.")
            return new
        if move.verb in ("discard", "done"):
            raise IllegalMove("R33: pieces are discarded only while passing; pass first.")
        if move.verb == "take":
            self._apply_take(new, seat, me, move)
        elif move.verb == "place":
            self._apply_place(new, seat, me, move)
        elif move.verb == "expand":
            self._apply_expand(new, seat, me, move)
        elif move.verb == "buy":
            self._apply_buy(new, seat, me, move)
        else:
            if self._discardable(me):
                new["phase"] = "discard"
                new["pending"] = {"points": 0}
                new["events"].append(f"{seat_name(seat)} passes and may discard pieces.")
                return new
            self._finish_pass(new, seat, me)
            return new
        self._end_turn(new, seat)
        return new

    def _apply_take(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        t = self.t
        criterion = move.criterion
        where: dict[str, list[tuple[str, bool]]] = {}
        for location, kind, is_exp in self.selectable(state):
            if t.matches(kind, criterion):
                where.setdefault(kind, []).append((location, is_exp))
        name = t.criterion_name(criterion)
        if not where:
            raise IllegalMove(f"R6: no selectable tile or expansion shows {name}.")
        chosen = dict(move.choices)
        for kind, location in chosen.items():
            if kind not in where:
                raise IllegalMove(f"R8: {kind} is not among the items showing {name}.")
            if len(where[kind]) == 1:
                raise IllegalMove(f"R8: {kind} is only at {where[kind][0][0]}; there is no "
                                  "copy to choose.")
            if location not in [loc for loc, _ in where[kind]]:
                raise IllegalMove(f"R8: there is no {kind} at {location}.")
        take: list[tuple[str, str, bool]] = []
        for kind in sorted(where, key=t.kind_index.__getitem__):
            options = where[kind]
            if len(options) > 1 and kind not in chosen:
                raise IllegalMove(f"R8: {kind} lies at {', '.join(loc for loc, _ in options)}; "
                                  f"choose one copy, like {kind}@{options[0][0]}.")
            location = chosen.get(kind, options[0][0])
            is_exp = dict(options)[location]
            take.append((kind, location, is_exp))
        tiles = sum(1 for _, _, e in take if not e)
        exps = len(take) - tiles
        if (tiles > t.storage_tiles - tile_count(me)
                or exps > t.storage_expansions - len(me["exps"])):
            raise IllegalMove(f"R9: the take ({_plural(tiles, 'tile')}, "
                              f"{_plural(exps, 'expansion')}) does not fit in your storage.")
        # R10: into storage
        from_top = False
        taken_names = []
        for kind, location, is_exp in take:
            if location == "T":
                state["top"].remove(kind)
                from_top = True
            else:
                laid = next(x for x in state["laid"] if x["label"] == location)
                if is_exp:
                    state["laid"].remove(laid)
                    me["exps"].append(laid["exp"])
                    taken_names.append(f"{laid['exp']} ({location})")
                    continue
                laid["tiles"].remove(kind)
            me["tiles"][kind] = me["tiles"].get(kind, 0) + 1
            taken_names.append(f"{kind} ({location})")
        state["events"].append(f"{seat_name(seat)} takes {', '.join(taken_names)}.")
        if from_top:  # R11
            exp = state["current"].pop(0)
            left = list(state["top"])
            state["top"] = []
            label = self._lay_out(state, exp, up=False, tiles=left)
            state["events"].append(f"T → {label} ({_kinds_text(left)}).")
            if state["current"]:
                self._fill(state)
        self._flip(state)  # R12

    def _place_target(self, me: dict[str, Any], hexes: dict[str, str], cell: str,
                      kind: str) -> None:
        t = self.t
        if cell in hexes:
            raise IllegalMove(f"R24: {cell} already holds a hexagon.")
        if cell not in free_spaces(t, me, hexes):
            raise IllegalMove(f"R24: {cell} is not a free space of your garden.")
        reason = fits(t, hexes, cell, kind)
        if reason:
            raise IllegalMove(f"{reason}, so {kind} cannot go on {cell}.")

    def _apply_place(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        t = self.t
        kind = move.piece
        if not me["tiles"].get(kind):
            raise IllegalMove(f"R25: your storage holds no {kind} tile.")
        hexes = hexagons(t, me)
        self._place_target(me, hexes, move.cell, kind)
        self._check_payment(me, kind, move.pay, move.jokers)
        self._pay(state, me, kind, move.pay, move.jokers)
        me["cells"][move.cell] = kind
        state["events"].append(f"{seat_name(seat)} places {kind} on {move.cell}"
                               f"{self._paid_text(move)}.")
        self._surround(state, seat, me)

    @staticmethod
    def _paid_text(move: ParsedMove) -> str:
        parts = list(move.pay) + ([f"{move.jokers}J"] if move.jokers else [])
        return f" (paid {' '.join(parts)})" if parts else ""

    def _apply_expand(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        t = self.t
        exp = move.piece
        if exp not in me["exps"]:
            raise IllegalMove(f"R26: {exp} is not in your storage.")
        if str(move.area) in me["areas"]:
            raise IllegalMove(f"R27: area A{move.area} already holds an expansion.")
        if move.orientation < 0:
            if not t.storage_face_down:
                raise IllegalMove("R26: an expansion from storage goes in face up (P16); "
                                  "choose an orientation o0…o5.")
            self._check_payment(me, exp, move.pay, move.jokers)
            self._pay(state, me, exp, move.pay, move.jokers)
            me["areas"][str(move.area)] = {"exp": exp, "up": False, "o": -1}
            state["events"].append(f"{seat_name(seat)} places {exp} face down in "
                                   f"A{move.area}{self._paid_text(move)}.")
            self._surround(state, seat, me)
            return
        hexes = hexagons(t, me)
        cell = t.area_printed[move.area][move.orientation]
        reason = fits(t, hexes, cell, t.exp_kind[exp])
        if reason:
            raise IllegalMove(f"{reason}, so orientation {move.orientation} of {exp} in "
                              f"A{move.area} is not allowed.")
        self._check_payment(me, exp, move.pay, move.jokers)
        self._pay(state, me, exp, move.pay, move.jokers)
        me["areas"][str(move.area)] = {"exp": exp, "up": True, "o": move.orientation}
        state["events"].append(f"{seat_name(seat)} lays {exp} in A{move.area}, hexagon on "
                               f"{cell}{self._paid_text(move)}.")
        self._surround(state, seat, me)  # R28: never pays, same code path

    def _apply_buy(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        t = self.t
        if me["score"] < t.supply_points:
            raise IllegalMove(f"R26: buying from the supply costs {t.supply_points} points and "
                              f"you have {me['score']}.")
        if not state["supply"]:
            raise IllegalMove("R26: the supply is empty.")
        if str(move.area) in me["areas"]:
            raise IllegalMove(f"R27: area A{move.area} already holds an expansion.")
        exp = state["supply"].pop(0)
        self._score(me, [("buying", -t.supply_points)])
        me["areas"][str(move.area)] = {"exp": exp, "up": False, "o": -1}
        state["events"].append(f"{seat_name(seat)} buys a face-down expansion for "
                               f"A{move.area} (−{t.supply_points}).")
        self._surround(state, seat, me)

    def _surround(self, state: State, seat: int, me: dict[str, Any]) -> None:
        """R29–R31 (P1, P10): newly surrounded elements pay jokers, summed; those that do
        not fit in the storage (after the payment left) are lost."""
        t = self.t
        hexes = hexagons(t, me)
        reward = 0
        names = []
        for eid, kind, nbrs in elements(t, me):
            if eid in me["surrounded"] and t.once_per_element:
                continue
            if all(n in hexes for n in nbrs):
                if eid not in me["surrounded"]:
                    me["surrounded"].append(eid)
                reward += t.rewards[kind]
                names.append(f"{kind} {eid}")
        if not reward:
            return
        room = t.storage_tiles - tile_count(me)
        gained = min(reward, room)
        me["jokers"] += gained
        lost = reward - gained
        state["events"].append(
            f"{seat_name(seat)} surrounds {', '.join(names)}: {_plural(reward, 'joker')}"
            + (f", {lost} lost for lack of room." if lost else "."))

    def _apply_discard(self, state: State, seat: int, me: dict[str, Any],
                       move: ParsedMove) -> None:
        t = self.t
        piece = move.piece
        if piece == "J" or piece not in self._discardable(me):
            if piece == "J":
                raise IllegalMove("R33: jokers cannot be discarded when passing (P8).")
            raise IllegalMove(f"R33: your storage holds no {piece} to discard.")
        if piece == "J":
            me["jokers"] -= 1
            value = 0
        else:
            self._remove_piece(me, piece)
            self._return_piece(state, piece)
            value = t.kind_value[piece_kind(t, piece)]
        state["pending"]["points"] += value
        state["events"].append(f"{seat_name(seat)} discards {piece} (−{value}).")
        if not self._discardable(me):
            self._finish_pass(state, seat, me)  # nothing left to choose but "done"

    def _finish_pass(self, state: State, seat: int, me: dict[str, Any]) -> None:
        """R33–R35: the discards and the first passer's point, one clamped deduction."""
        t = self.t
        points = state["pending"]["points"] if state["pending"] else 0
        items = [("discards", -points)] if points else []
        first = state["first_passer"] is None
        if first:
            state["first_passer"] = seat
            items.append(("first to pass", -t.first_pass_points))
        before = me["score"]
        self._score(me, items)
        me["passed"] = True
        state["phase"] = "action"
        state["pending"] = None
        marker = " first" if first else ""
        state["events"].append(f"{seat_name(seat)} passes{marker}: {before} → "
                               f"{me['score']}.")
        self._end_turn(state, seat)

    def _score(self, me: dict[str, Any], items: list[tuple[str, int]]) -> None:
        """Change a score by ledger categories, then clamp at 0 once (P7, R35)."""
        for category, delta in items:
            me["score"] += delta
            me["ledger"][category] = me["ledger"].get(category, 0) + delta
        if self.t.clamp and me["score"] < 0:
            me["ledger"]["clamped at 0"] = me["ledger"].get("clamped at 0", 0) - me["score"]
            me["score"] = 0

    # --- turn order, rounds, the end ---------------------------------------------------
    def _end_turn(self, state: State, seat: int) -> None:
        state["turn"] += 1
        self._settle(state, seat)

    def _settle(self, state: State, after: int | None) -> None:
        """Hand the turn on (R2, R3), passing automatically for a seat with nothing to
        choose (R36, P27), and run the round end (R38–R44) or the game end (E1–E6)."""
        players = state["players"]
        while True:
            seats = state["seats"]
            if after is not None:
                if all(s["passed"] for s in seats):
                    self._end_round(state)
                    if state["phase"] == "over":
                        return
                else:
                    nxt = (after + 1) % players
                    while seats[nxt]["passed"]:
                        nxt = (nxt + 1) % players
                    state["active"] = nxt
            active = state["active"]
            if not self._must_auto_pass(state, active):
                return
            state["events"].append(f"{seat_name(active)} passes automatically (P27).")
            self._finish_pass_auto(state, active)
            after = active

    def _finish_pass_auto(self, state: State, seat: int) -> None:
        t = self.t
        me = state["seats"][seat]
        items = []
        first = state["first_passer"] is None
        if first:
            state["first_passer"] = seat
            items.append(("first to pass", -t.first_pass_points))
        before = me["score"]
        self._score(me, items)
        me["passed"] = True
        marker = " first" if first else ""
        state["events"].append(f"{seat_name(seat)} passes{marker}: {before} → "
                               f"{me['score']}.")
        state["turn"] += 1

    def _must_auto_pass(self, state: State, seat: int) -> bool:
        """R36: only pass is legal and the storage holds no tile and no expansion."""
        t = self.t
        me = state["seats"][seat]
        if not t.auto_pass or me["tiles"] or me["exps"] or me["passed"]:
            return False
        if me["score"] >= t.supply_points and state["supply"] and len(me["areas"]) < 6:
            return False
        return not self.acquisitions(state, seat)

    def _end_round(self, state: State) -> None:
        t = self.t
        number = state["round"]
        goals = state["schedule"][number - 1]
        for index, me in enumerate(state["seats"]):  # R38, P14: simultaneous
            points, pavilions = self.round_points(me, goals)
            self._score(me, [(f"round {number} goals", points),
                             (f"round {number} pavilions", pavilions)])
            state["events"].append(f"Round {number}: {seat_name(index)} +{points} goals, "
                                   f"+{pavilions} pavilions.")
        if number >= t.rounds:
            self._final_scoring(state)
            return
        # Phase 3 (R41–R44, P9, P23)
        for kind in state["top"]:
            state["tower"][kind] += 1
        for laid in state["laid"]:
            for kind in laid["tiles"]:
                state["tower"][kind] += 1
        state["supply"].extend(laid["exp"] for laid in state["laid"])
        state["supply"].extend(state["current"])
        state["top"], state["laid"], state["labels"] = [], [], 0
        state["current"] = state["stacks"].pop(0)
        state["round"] = number + 1
        state["start_player"] = state["active"] = state["first_passer"]
        state["first_passer"] = None
        for me in state["seats"]:
            me["passed"] = False
        state["events"].append(f"Round {number + 1} begins; {seat_name(state['active'])} "
                               "starts with the first player marker.")
        self._fill(state)

    def round_points(self, me: dict[str, Any], goals: list[str]) -> tuple[int, int]:
        """R38: (hexagon points, pavilion points) of one garden for a round's goals."""
        t = self.t
        points = 0
        for kind in hexagons(t, me).values():
            for goal in goals:
                if t.matches(kind, goal):
                    points += t.round_points[t.kind_value[kind]]
        pavilions = t.pavilion_points * sum(1 for a in me["areas"].values() if a["up"])
        return points, pavilions

    def group_scores(self, me: dict[str, Any]) -> list[dict[str, Any]]:
        """E5 (P5): every scoring group in evaluation order with its cells and points."""
        t = self.t
        hexes = hexagons(t, me)
        found = []
        for item in t.evaluation_order:
            for group in components(t, hexes, item):
                if len(group) < t.min_group:
                    continue
                points = sum(t.group_points[t.kind_value[hexes[c]]] for c in group)
                found.append({"id": item, "cells": group, "points": points,
                              "bonus": t.group_bonus.get(len(group), 0)})
        return found

    def _final_scoring(self, state: State) -> None:
        t = self.t
        final = []
        for index, me in enumerate(state["seats"]):
            # E4 (P22): the storage as one net amount, then the clamp
            jokers = me["jokers"] * t.joker_points
            penalty = storage_value(t, me)
            if t.net_storage:
                self._score(me, [("storage", jokers - penalty)])
            else:
                self._score(me, [("storage", -penalty)])
                self._score(me, [("storage", jokers)])
            # the storage empties: tiles to the tower, expansions to the supply (E4)
            for kind, n in me["tiles"].items():
                state["tower"][kind] += n
            state["supply"].extend(me["exps"])
            me["tiles"], me["exps"], me["jokers"] = {}, [], 0
            groups = self.group_scores(me)
            self._score(me, [("groups", sum(g["points"] for g in groups)),
                             ("group-of-6 bonus", sum(g["bonus"] for g in groups))])
            final.append({"storage": jokers - penalty, "groups": groups})
            state["events"].append(
                f"Final scoring: {seat_name(index)} storage {jokers - penalty:+d}, groups "
                f"{sum(g['points'] + g['bonus'] for g in groups)}; final score {me['score']}.")
        state["final"] = final
        state["phase"] = "over"

    # --- what the players are told -----------------------------------------------------
    def prompt(self, state: State, seat: int) -> str:
        if state["phase"] == "over":
            return "The game is over."
        active = state["active"]
        if seat != active:
            return f"Waiting for {seat_name(active)} to take their turn."
        me = state["seats"][seat]
        if state["phase"] == "discard":
            return (f"You are passing: discard tiles or expansions one at a time (each costs "
                    f"its value; {state['pending']['points']} so far), then choose done.")
        return (f"Round {state['round']}, your turn: acquire, place a tile, place an "
                f"expansion or pass. Storage {tile_count(me)}/{self.t.storage_tiles} "
                f"tiles and jokers, {len(me['exps'])}/{self.t.storage_expansions} expansions.")

    def view(self, state: State, seat: int | None) -> View:
        t = self.t
        seats = []
        for me in state["seats"]:
            seats.append({
                "score": me["score"],
                "passed": me["passed"],
                "tiles": {k: me["tiles"][k] for k in sorted(me["tiles"], key=t.kind_index.get)},
                "expansions": list(me["exps"]),
                "jokers": me["jokers"],
                "hexagons": hexagons(t, me),
                # a bought expansion's identity is never shown (§7)
                "areas": {k: ({"up": True, "exp": a["exp"], "o": a["o"]} if a["up"]
                              else {"up": False}) for k, a in sorted(me["areas"].items())},
                "surrounded": list(me["surrounded"]),
                "ledger": dict(me["ledger"]),
            })
        over = state["phase"] == "over"
        return {
            "game": self.name,
            "schema": SCHEMA,
            "players": state["players"],
            "viewer": seat,
            "turn": state["turn"],
            "round": state["round"],
            "rounds": t.rounds,
            "phase": state["phase"],
            "active": state["active"],
            "to_move": self.to_move(state),
            "start_player": state["start_player"],
            "first_passer": state["first_passer"],
            "schedule": [list(goals) for goals in state["schedule"]],
            "stack_count": len(state["current"]),
            "top": list(state["top"]) if state["current"] else None,
            "laid": [{"label": x["label"], "up": True, "exp": x["exp"], "tiles": []}
                     if x["up"] else {"label": x["label"], "up": False, "tiles": list(x["tiles"])}
                     for x in state["laid"]],
            "future_stacks": [len(s) for s in state["stacks"]],
            "supply_count": len(state["supply"]),
            "bag_count": sum(state["bag"].values()),
            "tower_count": sum(state["tower"].values()),
            "seats": seats,
            "pending": dict(state["pending"]) if state["pending"] else None,
            "final": _copy(state["final"]) if over else None,
            "events": list(state["events"]),
        }

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        scores = self.scores(state)
        order = sorted(range(state["players"]), key=lambda s: -scores[s])
        standings: list[Standing] = []
        for index, s in enumerate(order):
            tied = index and scores[s] == scores[order[index - 1]]
            rank = standings[-1].rank if tied else index + 1
            ledger = {k: v for k, v in state["seats"][s]["ledger"].items() if v or k == "start"}
            standings.append(Standing(s, scores[s], rank, ledger))
        top = max(scores)
        winners = [s for s in range(state["players"]) if scores[s] == top]  # E6: shared
        details = []
        for s, info in enumerate(state["final"]):
            groups = "; ".join(f"{g['id']} {'-'.join(g['cells'])} = {g['points']}"
                               + (f" + {g['bonus']} bonus" if g["bonus"] else "")
                               for g in info["groups"]) or "none"
            ledger = state["seats"][s]["ledger"]
            details.append(
                f"{seat_name(s)}: round 4 goals {ledger.get('round 4 goals', 0)}, pavilions "
                f"{ledger.get('round 4 pavilions', 0)}, storage {info['storage']:+d}, "
                f"groups: {groups}.")
        return Result(standings, winners, "four rounds played", details)

    def end_sentence(self, result: Result) -> str:
        top = result.standings[0].score
        names = " and ".join(seat_name(s) for s in result.winners)
        if len(result.winners) > 1:
            return f"{names} share the victory with {top} points (no tie-break)."
        return f"{names} wins with {top} points."

    def scores(self, state: State) -> list[int]:
        return [me["score"] for me in state["seats"]]

    # --- computer players ----------------------------------------------------------------
    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        """The legal moves with payments pruned: for each piece and target keep only the
        cheapest payment (the list is cheapest first: fewest jokers, then the lowest value
        given up), which cuts a late decision of several thousand moves to a few hundred
        and keeps the greedy player within its budget."""
        if state["phase"] != "action" or seat != state["active"]:
            return self.legal_moves(state, seat)
        me = state["seats"][seat]
        # built directly: the payment list does not depend on the cell, so its first
        # (cheapest) entry is the cheapest for every cell, and the full list is never made
        return [*self._take_moves(state, seat), *self._place_moves(state, me, cheapest=True),
                *self._expand_moves(state, me, cheapest=True), *self._buy_moves(state, me),
                self._pass_move(state, me)]

    def evaluate(self, state: State, seat: int) -> float:
        worth = [self._worth(state, s) for s in range(state["players"])]
        others = max(w for s, w in enumerate(worth) if s != seat)
        bonus = 0.0
        if state["phase"] == "over":
            bonus = 1000.0 if worth[seat] >= others else -1000.0
        return bonus + worth[seat] - others

    def _worth(self, state: State, seat: int) -> float:
        """Score plus what the garden is on course to score: groups already worth points,
        the goals still to come, pavilions, hexagons placed (steps towards groups), and the
        storage (future placements until the last round, then the end's penalty)."""
        t = self.t
        me = state["seats"][seat]
        if state["phase"] == "over":
            return float(me["score"])
        hexes = hexagons(t, me)
        pavilions = sum(1 for a in me["areas"].values() if a["up"])
        key = (state["round"], me["score"], me["jokers"], storage_value(t, me), pavilions,
               tuple(sorted(hexes.items())), tuple(state["schedule"][state["round"] - 1]))
        cached = self._worth_cache.get(key)
        if cached is None:
            cached = self._garden_worth(state, me, hexes, pavilions)
            if len(self._worth_cache) > 4096:  # opponents repeat across candidates
                self._worth_cache.clear()
            self._worth_cache[key] = cached
        return cached

    def _garden_worth(self, state: State, me: dict[str, Any], hexes: dict[str, str],
                      pavilions: int) -> float:
        t = self.t
        by_item: dict[str, list[str]] = {}
        for cell, kind in hexes.items():
            by_item.setdefault(t.kind_colour[kind], []).append(cell)
            by_item.setdefault(f"p{t.kind_value[kind]}", []).append(cell)
        value = float(me["score"])
        for cells in by_item.values():
            if len(cells) < t.min_group:
                continue
            inside = set(cells)
            seen: set[str] = set()
            for start in cells:
                if start in seen:
                    continue
                group, stack = [], [start]
                seen.add(start)
                while stack:
                    here = stack.pop()
                    group.append(here)
                    for n in t.adjacency[here]:
                        if n in inside and n not in seen:
                            seen.add(n)
                            stack.append(n)
                if len(group) >= t.min_group:
                    value += sum(t.group_points[t.kind_value[hexes[c]]] for c in group)
                    value += t.group_bonus.get(len(group), 0)
        for goals in state["schedule"][state["round"] - 1:]:
            for goal in goals:
                value += sum(t.round_points[t.kind_value[hexes[c]]]
                             for c in by_item.get(goal, ()))
            value += t.pavilion_points * pavilions
        value += 1.0 * len(hexes)
        value += me["jokers"] * 1.0
        last = state["round"] >= t.rounds
        value += (-0.6 if last else 0.5) * storage_value(t, me)
        return value

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """Re-deal what nobody can see: face-down expansions among the stacks, the laid-out
        face-down ones and the supply, and the bag's future draws (a fresh generator)."""
        if state["phase"] == "over":
            return state
        new = clone(state)
        slots: list[tuple[list[Any], int]] = []
        for pile in (new["current"], *new["stacks"], new["supply"]):
            slots.extend((pile, i) for i in range(len(pile)))
        hidden_laid = [x for x in new["laid"] if not x["up"]]
        pool = [pile[i] for pile, i in slots] + [x["exp"] for x in hidden_laid]
        rng.shuffle(pool)
        for (pile, i), exp in zip(slots, pool, strict=False):
            pile[i] = exp
        for laid, exp in zip(hidden_laid, pool[len(slots):], strict=True):
            laid["exp"] = exp
        new["rng"] = rng.next64()
        return new

    # --- rules help ---------------------------------------------------------------------
    def rules_help(self) -> list[tuple[str, str]]:
        t = self.t
        return rules_sections(t)


def fill_template(template: tuple[tuple[str, ...], ...], colours: list[str],
                  patterns: list[str]) -> list[list[str]]:
    """S3: fill the wheel template (colour / pattern slots) with shuffled ids in order."""
    c = iter(colours)
    p = iter(patterns)
    return [[next(c) if slot == "colour" else next(p) for slot in goals] for goals in template]


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def clone(state: State) -> State:
    """A deep copy of the JSON state, faster than :func:`copy.deepcopy`."""
    return _copy(state)


def rules_summary(t: Tables) -> str:
    """The one paragraph ``/game rules`` shows (under 2000 characters with its title):
    the game in a sentence and every project decision by number."""
    return (f"Draft tiles and expansions, pay with other pieces (one colour or one pattern, "
            f"jokers fill in), grow a garden where touching hexagons match. {t.rounds} rounds. "
            "This bot's own decisions: "
            + "; ".join(f"{key} {text}" for key, text in t.decisions.items()) + ".")


def rules_sections(t: Tables) -> list[tuple[str, str]]:
    r = t.rewards
    d = t.decisions
    sections = [
        ("Aim", f"{t.title}: draft hexagonal tiles and garden expansions into your storage "
                f"({t.storage_tiles} tile slots shared with jokers, "
                f"{t.storage_expansions} expansion slots), pay for them with other pieces and "
                f"build a garden around your fountain over {t.rounds} rounds. Start with "
                f"{t.start_score} points; three colours or patterns score each round, and "
                f"groups of {t.min_group} or more score at the end."),
        ("A turn", "Do one thing: **acquire** (name a colour or a pattern and take one of "
                   "every kind showing it from the stack top T and the laid-out expansions "
                   "L1, L2, …; choose the location of a duplicate; everything must fit), "
                   "**place a tile** (pay its value in pieces: the same colour in different "
                   "patterns or the same pattern in different colours, jokers filling in), "
                   "**place an expansion** (from storage, paid the same way, face up in one "
                   f"of 6 orientations, or bought face down from the supply for "
                   f"{t.supply_points} points), or **pass** (discard pieces for their value; "
                   f"the first to pass loses {t.first_pass_points} and starts next round). "
                   "Touching hexagons must share a colour or a pattern, and a group may never "
                   "join two identical hexagons."),
        ("Pictures", "Each hexagon shows its colour, a colour code (Bl blue, Ye yellow, "
                     "LG light green, DG dark green, LP light purple, DP dark purple) and its "
                     "pattern value 1–6 (1 Tree, 2 Bird, 3 Butterflies, 4 Flower, 5 Plant, "
                     "6 Lily). Cells are named F0–F5 around the fountain FT, O0–O5 for the "
                     "ornaments (Sta statue, Ben bench), and Ak.c, Ak.0–Ak.5 in expansion area "
                     "Ak (Pav: a face-up expansion's pavilion); ✓ marks a surrounded element. "
                     "Storage expansions are framed and marked EXP."),
        ("This bot's own decisions",
         f"P1 surround rewards: fountain {r['fountain']}, statue {r['statue']}, bench "
         f"{r['bench']}, pavilion {r['pavilion']} jokers. " + " ".join(
             f"{key} {text}." for key, text in d.items() if key != "P1")),
    ]
    return sections


ENGINE = AzulEngine()
