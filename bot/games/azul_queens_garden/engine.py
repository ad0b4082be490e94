"""Azul: Queen's Garden (Michael Kiesling, Plan B Games 2021) for 2–4 players, per
``shared/rules/azul_queens_garden.md``.

Rule ids in comments (R5, S3, E4, P19, …) refer to that specification. Every number and
every project decision (P1–P27) is read from ``data/azul_queens_garden.json`` through
:mod:`bot.games.azul_queens_garden.tables`; an engine built on a modified copy of the data
(``AzulEngine(tables_for(data))``) follows it.

Notation (grammar in :mod:`bot.games.azul_queens_garden.notation`; input is
case-insensitive and also takes the names players read, in any language, like "piazza
Azzurro 2 su F1 paga Giallo 2" (:mod:`bot.games.azul_queens_garden.typed`); output
canonical, and only the canonical notation is stored). Tiles are hexagon kinds ``<colour>_<value>``
(``darkpurple_5``), expansions ``exp_<kind>``, jokers ``nJ``, cells the ids of §3.7
(``F0``…``F5``, ``A3.c``, ``A3.0``…``A3.5``), areas ``A0``…``A5``, orientations ``o0``…``o5``,
display locations ``T`` (stack top) and ``L1``, ``L2``, … (laid-out expansions)::

    acquire blue                   acquire by colour (R6–R10); no duplicate to choose
    acquire p2 yellow_2@L1         acquire by pattern 2, taking the duplicated yellow_2
                                   from L1 (R8, P20); one kind@location per duplicate,
                                   in hexagon-kind order (``take`` is read as ``acquire``:
                                   the verb's name in logs from before)
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
    discard blue_1 blue_1 exp_…    (R33), or every tile and expansion at once (the same
    done                           as one after the other), then "done" completes the pass
                                   (R34, R35)

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
passing, discards, buying, storage, groups, bonus, clamp, and ``capped`` when the data sets
a score limit), so a score always equals the sum of its breakdown. Tests build any
position from a few lines of text with
:func:`bot.games.azul_queens_garden.position.position` (a garden as ``F0=blue_3
A1=up:exp_yellow_3:5 A0=down A0.2=yellow_5``, a storage, the display).

What players read (events, prompts, labels and menu steps, refusals, the result, the
rules help) is said as messages (``azul-queens-garden-…``, built with
:mod:`bot.games.azul_queens_garden.words`) that ``locales/<lang>/azul_queens_garden.ftl``
puts in English, Italian or French: "Blue 2", "the Yellow 3 expansion", "the stack's top
(T)", "F1 (the fountain's north-east space)"; the notation above is only what is typed and
stored. Refusals name the rule in a sentence, never by its number.

Hidden from every view: the identity of face-down expansions
(stacks, laid-out face-down, supply, bought ones), the stack and supply order, the bag and
the generator.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection
from typing import Any

from bot.games.azul_queens_garden.notation import (
    ParsedMove,
    example_copy,
    format_move,
    parse,
    payment_text,
    piece_order,
)
from bot.games.azul_queens_garden.tables import Tables, default_tables
from bot.games.azul_queens_garden.words import (
    Places,
    area_words,
    cell_words,
    component,
    criteria_list,
    criterion_words,
    element_words,
    expansion_name,
    kind_name,
    kinds_list,
    payment_words,
    piece_name,
    refuse,
)
from bot.games.base import (
    Engine,
    Move,
    OptionSpec,
    Result,
    Rng,
    Standing,
    State,
    View,
    record_event,
)
from bot.games.memo import Memo
from bot.games.message import Message, msg, words
from bot.games.message import seat as seat_arg

SCHEMA = 1
START_RANDOM = "random"
CAPPED = "capped"  # the ledger's category for points over the data's score limit (P15)

Payment = tuple[tuple[str, ...], int]  # (other non-joker pieces, jokers)
Steps = tuple[Message, ...]  # menu steps of a move's path
BUTTON_LABEL = 80  # Discord's limit for a button's label, which a menu step becomes


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


#: an expansion's place: area, orientation, the cell its hexagon lands on, label, step
ExpansionPlace = tuple[int, int, str, Message, Message]

# made once: a move list asks whether thousands of cells fit, most of them not
_TOUCH = msg("azul-queens-garden-fit-touch")
_TOUCH_ELEMENT = msg("azul-queens-garden-fit-touch-element")
# the turn panel's first level, made once: its words are the typed commands' names
_ACQUIRE = msg("azul-queens-garden-acquire")
_PLACE_TILE = msg("azul-queens-garden-place-tile")
_EXPAND = msg("azul-queens-garden-expand")
_PASS = msg("azul-queens-garden-pass")
_DONE = msg("azul-queens-garden-done")
#: the numbers a decision picture draws on the places it offers, matching the buttons
MARKERS = tuple(str(n) for n in range(1, 100))
#: at most this many other payments are offered in one menu; more are grouped first by
#: mode and jokers (a button menu holds 20, a select 25)
OTHER_PAYMENTS_AT_ONCE = 20


def fits(
    t: Tables, hexes: dict[str, str], cell: str, kind: str, elements: Collection[str] = ()
) -> Message | None:
    """R22 and R23 for hexagon ``kind`` on ``cell``: None when legal, else the reason.
    ``elements`` are cells that count as neighbouring hexagons sharing nothing (P11
    switched, :func:`element_cells`)."""
    colour, value = t.kind_colour[kind], t.kind_value[kind]
    adjacency = t.adjacency
    beside_element = any(n in elements for n in adjacency[cell])
    touching = beside_element
    sharing = False
    for n in adjacency[cell]:
        other = hexes.get(n)
        if other is not None:
            touching = True
            if t.kind_colour[other] == colour or t.kind_value[other] == value:
                sharing = True
    if touching and not sharing:
        # R22
        return _TOUCH_ELEMENT if beside_element else _TOUCH
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
                    return msg("azul-queens-garden-fit-identical", tile=kind_name(t, kind))  # R23
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


def element_cells(t: Tables, seat: dict[str, Any]) -> frozenset[str]:
    """The cells R22 counts as hexagons sharing nothing: none as printed (P11: elements
    are not hexagons), the elements' cells when the data switches P11."""
    if not t.elements_are_hexagons:
        return frozenset()
    return frozenset(eid for eid, _, _ in elements(t, seat))


def held_kinds(t: Tables, seat: dict[str, Any]) -> set[str]:
    """The hexagon kinds in a storage: its tiles, and its expansions as their printed
    hexagon (a face-up expansion and a tile of one kind are copies, R8)."""
    return {k for k, n in seat["tiles"].items() if n} | {t.exp_kind[e] for e in seat["exps"]}


def tile_count(seat: dict[str, Any]) -> int:
    return sum(seat["tiles"].values()) + seat["jokers"]


def storage_value(t: Tables, seat: dict[str, Any]) -> int:
    return sum(t.kind_value[k] * n for k, n in seat["tiles"].items()) + sum(
        t.kind_value[t.exp_kind[e]] for e in seat["exps"]
    )


def piece_kind(t: Tables, piece: str) -> str:
    return t.exp_kind[piece] if piece.startswith("exp_") else piece


def short_kind(t: Tables, kind: str) -> Message:
    """``lightpurple_5`` → LP5, the letters and value a picture's hexagon shows."""
    return msg(
        "azul-queens-garden-short-tile",
        code=msg("azul-queens-garden-code-" + t.kind_colour[kind]),
        value=t.kind_value[kind],
    )


def short_piece(t: Tables, piece: str) -> Message:
    """A storage piece as the storage picture marks it: LP5 or LP5 EXP."""
    if piece.startswith("exp_"):
        return msg("azul-queens-garden-short-expansion", tile=short_kind(t, t.exp_kind[piece]))
    return short_kind(t, piece)


def _at(option: tuple[str, bool]) -> Message:
    """Where a selectable copy lies (R8): ``(location, is_face_up_expansion)``."""
    location, is_exp = option
    if location == "T":
        return msg("azul-queens-garden-at-top")
    if is_exp:
        return msg("azul-queens-garden-at-face-up", label=location)
    return msg("azul-queens-garden-at-laid", label=location)


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
    # nothing is hidden from one seat that another sees: other seats' moves are public
    private_holdings = False

    def __init__(self, tables: Tables | None = None) -> None:
        self.t = tables or default_tables()
        # the greedy player's memo of garden worths (pure values of their key)
        self._worth_cache: dict[tuple[Any, ...], float] = {}
        self.title = self.t.title
        self.credits = self.t.credits
        self.min_players = self.t.data["identity"]["players"]["min"]
        self.max_players = self.t.data["identity"]["players"]["max"]
        self.options = (
            OptionSpec(
                "start",
                msg("azul-queens-garden-option-start"),
                (START_RANDOM, *(str(n) for n in range(1, self.max_players + 1))),
                START_RANDOM,
            ),
        )
        self.rules_summary = rules_summary(self.t)
        # the words of every kind, cell and area, made once: move lists run to thousands
        t = self.t
        self._kind_text = {kind: kind_name(t, kind) for kind in t.kinds}
        self._cell_code = {cell: msg("azul-queens-garden-code", code=cell) for cell in t.cells}
        # messages are made once per thing they say (a move list runs to thousands of
        # labels and steps, and each message is encoded when made): per kind and cell the
        # placement's label, per piece and cheapest payment its head, per payment its step
        # (memos of bounded size: bot/games/memo.py)
        self._place_label: Memo[tuple[str, str], Message] = Memo(name="azul place labels")
        self._heads: Memo[str, Message] = Memo(name="azul heads")
        self._criteria: Memo[tuple[str, tuple[str, ...]], tuple[Message, Message]] = Memo(
            name="azul criteria")
        self._copies: Memo[tuple[Any, ...], tuple[Message, Message]] = Memo(name="azul copies")
        self._expansion_places: Memo[tuple[str, int, int], ExpansionPlace] = Memo(
            name="azul expansion places")
        self._pay_steps: Memo[tuple[str, Payment], Message] = Memo(name="azul payment steps")
        self._pay_groups: Memo[tuple[str, int], Message] = Memo(name="azul payment groups")
        self._other_pay: Memo[int, Message] = Memo(name="azul other payments")
        self._area_step = [msg("azul-queens-garden-step-area", area=f"A{k}") for k in range(6)]
        self._face_down_step = [
            msg("azul-queens-garden-step-face-down-in", area=f"A{k}") for k in range(6)
        ]
        self._cell_text = {cell: cell_words(t, cell) for cell in t.cells}
        self._area_text = [area_words(t, k) for k in range(6)]

    # --- setup ------------------------------------------------------------------------
    def check_setup(self, players: int, options: dict[str, str]) -> Message | None:
        start = options.get("start", START_RANDOM)
        if start != START_RANDOM and (not start.isdigit() or not 1 <= int(start) <= players):
            return msg("azul-queens-garden-setup-start", players=players)
        return None

    def setup(self, players: int, seed: int, options: dict[str, str]) -> State:
        t = self.t
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{t.title} needs {self.min_players} to {self.max_players} players, not {players}."
            )
        rng = Rng.from_seed(seed)
        schedule = self._schedule(rng)  # S3
        deck = list(t.expansions)
        rng.shuffle(deck)  # S5
        per = t.by_players[players]["expansions_per_round_stack"]
        stacks = [deck[i * per : (i + 1) * per] for i in range(t.rounds)]
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
            "supply": deck[t.rounds * per :],
            "bag": dict.fromkeys(t.kinds, t.copies),  # S4
            "tower": dict.fromkeys(t.kinds, 0),
            "seats": [self._new_seat() for _ in range(players)],  # S2
            "pending": None,
            "final": None,
        }
        self._fill(state)  # S7
        state["events"] = [
            msg("azul-queens-garden-game-begins", players=players, who=seat_arg(first)).to_json(),
            *(
                msg(
                    "azul-queens-garden-round-goals", round=i + 1, goals=criteria_list(t, goals)
                ).to_json()
                for i, goals in enumerate(schedule)
            ),
            *state["events"],  # what the first fill put on the stack's top
        ]
        state["revealed"] = False
        self._settle(state, None)
        return state

    def _new_seat(self) -> dict[str, Any]:
        t = self.t
        return {
            "score": t.start_score,
            "passed": False,
            "tiles": {},
            "exps": [],
            "jokers": t.jokers_per_player,
            "cells": {},
            "areas": {},
            "surrounded": [],
            "ledger": {"start": t.start_score},
        }

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
            # a round's first fill names the place; a refill follows "moves out as L…"
            tiles = kinds_list(t, state["top"])
            record_event(
                state,
                msg("azul-queens-garden-new-top-shows", tiles=tiles)
                if state["laid"]
                else msg("azul-queens-garden-top-shows", tiles=tiles),
            )
            return
        state["top"] = []
        laid_out = []
        while state["current"]:
            exp = state["current"].pop(0)
            label = self._lay_out(state, exp, up=True, tiles=[])
            laid_out.append(
                msg("azul-queens-garden-laid-as", label=label, expansion=expansion_name(t, exp))
            )
        if laid_out:  # R13 step 3: each turns face up, so its identity is public now
            record_event(
                state, msg("azul-queens-garden-stack-laid-out", expansions=words(laid_out))
            )

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
                record_event(
                    state,
                    msg(
                        "azul-queens-garden-flips",
                        label=laid["label"],
                        expansion=expansion_name(self.t, laid["exp"]),
                    ),
                )

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

    def acquisitions(
        self, state: State, seat: int
    ) -> list[tuple[str, list[str], list[str], list[dict[str, str]]]]:
        """R6–R9: per criterion with a fitting take, in colour then pattern order:
        (criterion, kinds taken, duplicated kinds, fitting location choices)."""
        t = self.t
        me = state["seats"][seat]
        free_tiles = t.storage_tiles - tile_count(me)
        free_exps = t.storage_expansions - len(me["exps"])
        items = self.selectable(state)
        held: set[str] = set() if t.storage_duplicates else held_kinds(t, me)
        found = []
        for criterion in (*t.colours, *(f"p{v}" for v in sorted(t.pattern_names))):
            where: dict[str, list[tuple[str, bool]]] = {}
            for location, kind, is_exp in items:
                if t.matches(kind, criterion):
                    where.setdefault(kind, []).append((location, is_exp))
            if not where:
                continue
            kinds = sorted(where, key=t.kind_index.__getitem__)
            if held and held.intersection(kinds):
                continue  # P12 switched off: no partial take, so no take at all (R7)
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
                        sets.append(
                            (tuple(sorted(pick, key=lambda p: piece_order(t, p))), need - m)
                        )
            sets.sort(
                key=lambda s: (
                    s[1],
                    sum(t.kind_value[piece_kind(t, p)] for p in s[0]),
                    [piece_order(t, p) for p in s[0]],
                )
            )
            found.extend((mode, s) for s in sets)
        if need <= jokers:
            found.append(("jokers", ((), need)))
        return found

    def _check_payment(
        self, seat: dict[str, Any], piece: str, pay: tuple[str, ...], jokers: int
    ) -> None:
        """R18–R19 for one submitted payment, without listing the others."""
        t = self.t
        kind = piece_kind(t, piece)
        cost = t.cost[t.kind_value[kind]]
        if 1 + len(pay) + jokers != cost:
            raise refuse(
                msg(
                    "azul-queens-garden-pay-count",
                    piece=piece_name(t, piece),
                    cost=cost,
                    given=1 + len(pay) + jokers,
                )
            )
        if jokers > seat["jokers"]:
            raise refuse(msg("azul-queens-garden-pay-jokers", jokers=seat["jokers"]))
        kinds = [kind]
        used_tiles: dict[str, int] = {}
        for p in pay:
            if p.startswith("exp_"):
                if p == piece:
                    raise refuse(msg("azul-queens-garden-pay-itself", piece=piece_name(t, p)))
                if p not in seat["exps"]:
                    raise refuse(msg("azul-queens-garden-pay-not-held", piece=piece_name(t, p)))
            else:
                used_tiles[p] = used_tiles.get(p, 0) + 1
            kinds.append(piece_kind(t, p))
        if not piece.startswith("exp_"):
            used_tiles[kind] = used_tiles.get(kind, 0) + 1
        for k, n in used_tiles.items():
            if seat["tiles"].get(k, 0) < n:
                raise refuse(
                    msg(
                        "azul-queens-garden-pay-short",
                        held=seat["tiles"].get(k, 0),
                        tile=kind_name(t, k),
                        needed=n,
                    )
                )
        if len(set(kinds)) != len(kinds):
            raise refuse(msg("azul-queens-garden-pay-identical"))
        colours = {t.kind_colour[k] for k in kinds}
        values = {t.kind_value[k] for k in kinds}
        if len(kinds) > 1 and not (len(colours) == 1 or len(values) == 1):
            raise refuse(msg("azul-queens-garden-pay-mix"))

    def _pay(
        self, state: State, seat: dict[str, Any], piece: str, pay: tuple[str, ...], jokers: int
    ) -> None:
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
        others = [
            *self._take_moves(state, seat),
            *self._place_moves(state, me),
            *self._expand_moves(state, me),
            *self._buy_moves(state, me),
        ]
        # A pass gives up the rest of the round: with anything else to do, the panel
        # asks to confirm it (it sits beside "Place an expansion").
        return [*others, self._pass_move(state, me, forfeits=bool(others))]

    # --- the turn panel's paths ---------------------------------------------------------
    # A turn on a phone is a few taps (the panel passes a level with one option through on
    # its own): Acquire › a colour or pattern › (the copies, when duplicates leave a
    # choice); Place a tile › a tile › a numbered space of the garden; Expand the garden ›
    # an expansion › a numbered place of its hexagon (or Buy › a numbered area); Pass ›
    # confirm. A placement is paid the cheapest way (fewest jokers, then the least value
    # given up, which the tile's button names) unless the player opens "Another payment",
    # where every other legal payment is offered: the rules' choices all stay.
    def _take_moves(self, state: State, seat: int) -> list[Move]:
        moves = []
        step = _ACQUIRE
        places = {(loc, kind): is_exp for loc, kind, is_exp in self.selectable(state)}
        for criterion, kinds, dups, combos in self.acquisitions(state, seat):
            head, label = self._criterion(criterion, kinds)
            single = {kind: loc for (loc, kind) in places if kind in kinds and kind not in dups}
            for combo in combos:
                parsed = ParsedMove(
                    "acquire", criterion=criterion, choices=tuple((k, combo[k]) for k in dups)
                )
                path: tuple[Message, ...] = (step, head)
                if dups:
                    copies, label = self._copies_words(
                        criterion, kinds, {**single, **combo}, places
                    )
                    if len(combos) > 1:  # the copies are a choice only among several
                        path = (step, head, copies)
                moves.append(
                    Move(
                        format_move(parsed),
                        label,
                        path,
                        reveals=self._take_reveals(state, kinds, combo),
                    )
                )
        return moves

    def _criterion(self, criterion: str, kinds: list[str]) -> tuple[Message, Message]:
        """A criterion's menu step and its button's label, made once per criterion and
        the kinds it takes (they repeat across turns and games)."""
        key = (criterion, tuple(kinds))
        found = self._criteria.get(key)
        if found is None:
            head = self._criterion_label(criterion, kinds)
            found = self._criteria[key] = (
                head,
                msg("azul-queens-garden-acquire-label", criterion=head),
            )
        return found

    def _criterion_label(self, criterion: str, kinds: list[str]) -> Message:
        """A criterion and what it takes, short enough for a button (80 characters even
        with all six kinds): ``Light green: patterns 1, 2, 4`` or ``Bird (2): Yellow,
        Dark green, Light purple`` (the pattern first by name, as the picture's key)."""
        t = self.t
        if criterion in t.colour_names:
            return msg(
                "azul-queens-garden-criterion-colour",
                colour=component(criterion),
                count=len(kinds),
                values=words([t.kind_value[k] for k in kinds], "unit"),
            )
        if len(kinds) == len(t.colours):  # six colours' names do not fit a button
            return msg(
                "azul-queens-garden-criterion-pattern-all",
                name=component(criterion),
                value=int(criterion[1:]),
            )
        return msg(
            "azul-queens-garden-criterion-pattern",
            name=component(criterion),
            value=int(criterion[1:]),
            colours=words([component(t.kind_colour[k]) for k in kinds], "unit"),
        )

    def _copies_words(
        self,
        criterion: str,
        kinds: list[str],
        location: dict[str, str],
        places: dict[tuple[str, str], bool],
    ) -> tuple[Message, Message]:
        """Everything one take with duplicates brings, by location, the stack's top first
        (R8, P20), as the step that chooses it and the move's label ``Acquire …``, so a
        button never hides a tile that comes with the one chosen: ``Yellow 4 and Dark
        purple 4 from T, Light green 4 from L2``. Many pieces are said more briefly,
        within a button's 80 characters, since the criterion's step above names the
        colour (``1, 3 from T, 5 from L2``) or the pattern (``Yellow, Dark purple from T,
        Light green from L2``; the colours' codes beyond three kinds)."""
        by_place: dict[str, list[str]] = {}
        for kind in kinds:
            by_place.setdefault(location[kind], []).append(kind)
        order = sorted(by_place, key=lambda loc: -1 if loc == "T" else int(loc[1:]))
        key = (criterion, *((loc, tuple(by_place[loc])) for loc in order))
        found = self._copies.get(key)
        if found is None:
            weight = sum(
                2 if places[(loc, by_place[loc][0])] else len(by_place[loc]) for loc in order
            )
            short = 0 if weight <= 3 else 1 if len(kinds) <= 3 else 2
            parts = []
            for loc in order:
                first = by_place[loc][0]
                if places[(loc, first)] and not short:
                    tile = self._kind_text[first]
                    parts.append(msg("azul-queens-garden-copies-face-up", tile=tile, label=loc))
                    continue
                # said briefly, a face-up expansion is taken "from" its label like a tile
                tiles = [self._copy_name(criterion, k, short) for k in by_place[loc]]
                parts.append(
                    msg(
                        "azul-queens-garden-copies-from",
                        tiles=words(tiles, "unit" if short else "and"),
                        label=loc,
                    )
                )
            said = msg("azul-queens-garden-copies", parts=words(parts, "unit"))
            if len(self._copies) > 5_000:  # takes repeat across turns and games
                self._copies.clear()
            found = self._copies[key] = (
                said,
                msg("azul-queens-garden-acquire-label", criterion=said),
            )
        return found

    def _copy_name(self, criterion: str, kind: str, short: int) -> Any:
        """A kind in a take's copies: its name (``short`` 0), else what the criterion
        leaves to say: its value under a colour, its colour under a pattern (1), the
        colour's code when there are many (2)."""
        t = self.t
        if not short:
            return self._kind_text[kind]
        if criterion in t.colour_names:
            return t.kind_value[kind]
        if short == 1:
            return component(t.kind_colour[kind])
        return msg("azul-queens-garden-code-" + t.kind_colour[kind])

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
        return any(
            not laid["up"] and taken.get(laid["label"], 0) >= len(laid["tiles"])
            for laid in state["laid"]
        )

    def _taken_words(self, taken: dict[str, list[str]]) -> dict[str, Any]:
        """What a take moved, by location, the stack's top first: ``Blue 2 and Yellow 2
        from the stack's top (T), Light green 2 from the laid-out expansion L1 and the
        face-up Blue 3 expansion L2``."""
        t = self.t
        places = Places()
        parts = []
        for location in sorted(taken, key=lambda loc: -1 if loc == "T" else int(loc[1:])):
            pieces = taken[location]
            if pieces[0].startswith("exp_"):
                parts.append(places.face_up(t, pieces[0], location))
            else:
                parts.append(
                    msg(
                        "azul-queens-garden-taken-from",
                        tiles=kinds_list(t, pieces),
                        place=places.tiles_from(location),
                    )
                )
        return words(parts)

    def _head(self, piece: str) -> Message:
        """A piece's button: ``Blue 2 (cost 3)``, ``Yellow 3 expansion (cost 3)``."""
        found = self._heads.get(piece)
        if found is None:
            t = self.t
            kind = piece_kind(t, piece)
            args = {"tile": self._kind_text[kind], "cost": t.cost[t.kind_value[kind]]}
            found = self._heads[piece] = (
                msg("azul-queens-garden-expansion-head", **args)
                if piece.startswith("exp_")
                else msg("azul-queens-garden-tile-head", **args)
            )
        return found

    def _payment_paths(self, pays: list[tuple[str, Payment]]) -> list[tuple[Payment, Steps]]:
        """Each payment with the steps between a piece's head and its place. The cheapest
        is a step of its own, alone at its level, so the panel takes it without a tap and
        shows it (``Pay Yellow 2 and 1 joker``); the place's level then offers ``Pay
        another way`` first, before the places (on the first page of a long menu), opening
        every other payment (with a level for mode and jokers first when they are too
        many for one menu). A piece that pays for itself (cost 1) has no payment step."""
        mode, payment = pays[0]
        if mode == "none":
            return [(payment, ())]
        cheapest = self._pay_step(mode, payment)
        others = len(pays) - 1
        if not others:
            return [(payment, (cheapest,))]
        other = self._other_pay.get(others)
        if other is None:
            other = self._other_pay[others] = msg("azul-queens-garden-other-payment", count=others)
        grouped = others > OTHER_PAYMENTS_AT_ONCE
        paths: list[tuple[Payment, Steps]] = []
        for mode, payment in pays[1:]:
            step = self._pay_step(mode, payment)
            if grouped:
                paths.append((payment, (cheapest, other, self._pay_group(mode, payment[1]), step)))
            else:
                paths.append((payment, (cheapest, other, step)))
        paths.append((pays[0][1], (cheapest,)))
        return paths

    def _pay_step(self, mode: str, payment: Payment) -> Message:
        found = self._pay_steps.get((mode, payment))
        if found is None:
            if len(self._pay_steps) > 20_000:  # payments repeat across turns and games
                self._pay_steps.clear()
            found = self._pay_steps[(mode, payment)] = self._pay_label(mode, *payment)
        return found

    def _pay_group(self, mode: str, jokers: int) -> Message:
        """``Same colour, 1 joker``: a group of payments, when they are many."""
        found = self._pay_groups.get((mode, jokers))
        if found is None:
            found = self._pay_groups[(mode, jokers)] = (
                msg("azul-queens-garden-pay-group-colour", jokers=jokers)
                if mode == "colour"
                else msg("azul-queens-garden-pay-group-pattern", jokers=jokers)
                if mode == "pattern"
                else msg("azul-queens-garden-pay-group-jokers")
            )
        return found

    def _pay_label(self, mode: str, pay: tuple[str, ...], jokers: int) -> Message:
        """``Pay Yellow 2 and 1 joker`` on a button (80 characters) and in autocomplete: a
        one-colour payment names its colour once (``Pay Light purple 1, 2 (expansion)
        and 1 joker``); the rare one that still does not fit uses the pictures' codes."""
        t = self.t
        if mode == "colour" and len(pay) > 1:
            values: list[Any] = [
                msg("azul-queens-garden-value-expansion", value=t.kind_value[piece_kind(t, p)])
                if p.startswith("exp_")
                else t.kind_value[p]
                for p in pay
            ]
            if jokers:
                values.append(msg("azul-queens-garden-jokers", count=jokers))
            return msg(
                "azul-queens-garden-pay-colour",
                colour=component(t.kind_colour[piece_kind(t, pay[0])]),
                values=words(values),
            )
        # an expansion's name is long: a payment in words fits a button (80 characters) in
        # every language up to a weight of 4 (a tile or the jokers 1, an expansion 2)
        if sum(2 if p.startswith("exp_") else 1 for p in pay) + bool(jokers) <= 4:
            return msg("azul-queens-garden-pay", payment=payment_words(t, pay, jokers))
        codes = words([short_piece(t, p) for p in pay], "unit")
        if jokers:
            return msg("azul-queens-garden-pay-codes-jokers", codes=codes, jokers=jokers)
        return msg("azul-queens-garden-pay-codes", codes=codes)

    def _place_moves(self, state: State, me: dict[str, Any], cheapest: bool = False) -> list[Move]:
        """Place a tile › the tile (its cheapest payment named) › a numbered space; the
        decision picture draws each number on its space."""
        t = self.t
        hexes = hexagons(t, me)
        spaces = free_spaces(t, me, hexes)
        beside = element_cells(t, me)
        moves = []
        step = _PLACE_TILE
        code = self._cell_code
        for kind in sorted(me["tiles"], key=t.kind_index.__getitem__):
            cells = [c for c in spaces if fits(t, hexes, c, kind, beside) is None]
            if not cells:
                continue
            pays = self.payments(me, kind)
            if not pays:
                continue
            if cheapest:
                pays = pays[:1]
            head = self._head(kind)
            # what a cell gives every payment's move, made once per tile
            targets = [
                (f"place {kind} {c}", self._placing(kind, c), code[c], marker)
                for c, marker in zip(cells, MARKERS, strict=False)
            ]
            for payment, between in self._payment_paths(pays):
                tail = payment_text(*payment)
                prefix = (step, head, *between)
                moves.extend(
                    Move(where + tail, label, (*prefix, cell_step), marker=marker)
                    for where, label, cell_step, marker in targets
                )
        return moves

    def _placing(self, kind: str, cell: str) -> Message:
        """Place Blue 2 on F1 (the fountain's north-east space), made once."""
        found = self._place_label.get((kind, cell))
        if found is None:
            found = self._place_label[(kind, cell)] = msg(
                "azul-queens-garden-place-label",
                tile=self._kind_text[kind],
                cell=self._cell_text[cell],
            )
        return found

    def _expansion_place(self, exp: str, name: dict[str, str], k: int, o: int) -> ExpansionPlace:
        """An expansion's place in area ``k`` turned ``o``: its cell, label and step (the
        cell its hexagon lands on), made once (they repeat under every payment, turn and
        game)."""
        found = self._expansion_places.get((exp, k, o))
        if found is None:
            t = self.t
            cell = t.area_printed[k][o]
            found = self._expansion_places[(exp, k, o)] = (
                k,
                o,
                cell,
                msg(
                    "azul-queens-garden-expand-label",
                    expansion=name,
                    area=self._area_text[k],
                    cell=self._cell_text[cell],
                ),
                self._cell_code[cell],
            )
        return found

    def orientations(
        self, me: dict[str, Any], hexes: dict[str, str], exp: str
    ) -> list[tuple[int, int]]:
        """R27: (area, orientation) pairs where the printed hexagon of ``exp`` may land."""
        t = self.t
        kind = t.exp_kind[exp]
        beside = element_cells(t, me)
        found = []
        for k in range(6):
            if str(k) in me["areas"]:
                continue
            for o in range(t.orientations):
                if fits(t, hexes, t.area_printed[k][o], kind, beside) is None:
                    found.append((k, o))
        return found

    def _expand_moves(self, state: State, me: dict[str, Any], cheapest: bool = False) -> list[Move]:
        """Expand the garden › the expansion (its cheapest payment named) › a numbered
        place: each (area, orientation) is the cell its printed hexagon lands on, so one
        picture numbers every rotation in every empty area at once."""
        t = self.t
        hexes = hexagons(t, me)
        moves = []
        step = _EXPAND
        for exp in sorted(me["exps"], key=lambda e: t.kind_index[t.exp_kind[e]]):
            places = self.orientations(me, hexes, exp)
            down = [k for k in range(6) if str(k) not in me["areas"]] if t.storage_face_down else []
            if not places and not down:
                continue
            pays = self.payments(me, exp)
            if not pays:
                continue
            if cheapest:
                pays = pays[:1]
            name = expansion_name(t, exp)
            head = self._head(exp)
            # a place's label and step are the same under every payment: made once
            targets = [
                (f"A{k} o{o}", label, place_step)
                for k, o, _, label, place_step in (
                    self._expansion_place(exp, name, k, o) for k, o in places
                )
            ]
            targets += [  # P16 switched on: face down, no orientation
                (
                    f"A{k} down",
                    msg(
                        "azul-queens-garden-expand-down-label",
                        expansion=name,
                        area=self._area_text[k],
                    ),
                    self._face_down_step[k],
                )
                for k in down
            ]
            for payment, between in self._payment_paths(pays):
                tail = payment_text(*payment)
                for (where, label, place_step), marker in zip(targets, MARKERS, strict=False):
                    moves.append(
                        Move(
                            f"expand {exp} {where}{tail}",
                            label,
                            (step, head, *between, place_step),
                            marker=marker,
                        )
                    )
        return moves

    def _buy_moves(self, state: State, me: dict[str, Any]) -> list[Move]:
        t = self.t
        if me["score"] < t.supply_points or not state["supply"]:
            return []
        head = msg("azul-queens-garden-buy-head", points=t.supply_points)
        free = [k for k in range(6) if str(k) not in me["areas"]]
        return [
            Move(
                f"buy A{k}",
                msg(
                    "azul-queens-garden-buy-label", points=t.supply_points, area=self._area_text[k]
                ),
                (_EXPAND, head, self._area_step[k]),
                marker=marker,
            )
            for k, marker in zip(free, MARKERS, strict=False)
        ]

    def _pass_move(self, state: State, me: dict[str, Any], forfeits: bool = False) -> Move:
        """Pass gives up the rest of the round, so a tap beside Expand must not do it by
        mistake: with pieces to discard it opens the discard step, which Undo takes back
        before the next player acts; else, with anything else to do (``forfeits``), the
        panel asks to confirm it."""
        ends_round = self._last_in_round(state, me)
        reveals = ends_round and state["round"] < self.t.rounds
        if self._discardable(me):
            label = msg("azul-queens-garden-pass-discards")
            return Move("pass", label, (label,), reveals=reveals)
        return Move("pass", _PASS, (_PASS,), reveals=reveals, forfeits=forfeits)

    def _last_in_round(self, state: State, me: dict[str, Any]) -> bool:
        return (
            sum(1 for s in state["seats"] if not s["passed"]) == 1
            and not me["passed"]
            and not self._discardable(me)
        )

    def _discardable(self, me: dict[str, Any]) -> list[str]:
        t = self.t
        pieces = sorted(me["tiles"], key=t.kind_index.__getitem__)
        pieces += sorted(me["exps"], key=lambda e: t.kind_index[t.exp_kind[e]])
        if t.jokers_discardable and me["jokers"]:
            pieces.append("J")
        return pieces

    def _everything(self, me: dict[str, Any]) -> list[str]:
        """Every tile (each copy) and expansion of a storage, as a discard lists them."""
        t = self.t
        tiles = sorted(me["tiles"], key=t.kind_index.__getitem__)
        exps = sorted(me["exps"], key=lambda e: t.kind_index[t.exp_kind[e]])
        return [k for k in tiles for _ in range(me["tiles"][k])] + exps

    def _discard_moves(self, state: State, me: dict[str, Any]) -> list[Move]:
        t = self.t
        last = sum(1 for s in state["seats"] if not s["passed"]) == 1
        reveals = last and state["round"] < t.rounds
        pieces = self._discardable(me)
        # the last piece discarded completes the pass on its own, which may end the round
        left = (
            sum(me["tiles"].values())
            + len(me["exps"])
            + (me["jokers"] if t.jokers_discardable else 0)
        )
        moves = []
        for piece in pieces:
            value = 0 if piece == "J" else t.kind_value[piece_kind(t, piece)]
            label = msg(
                "azul-queens-garden-discard-label", piece=piece_name(t, piece), points=value
            )
            moves.append(Move(f"discard {piece}", label, (label,), reveals=reveals and left == 1))
        # every tile and expansion in one tap (a pass that empties the storage), as
        # discarding them one after the other would; jokers are never among them
        copies = self._everything(me)
        if len(copies) > 1:
            value = sum(t.kind_value[piece_kind(t, k)] for k in copies)
            label = msg("azul-queens-garden-discard-all-label", count=len(copies), points=value)
            moves.append(
                Move(
                    format_move(ParsedMove("discard", pieces=tuple(copies))),
                    label,
                    (label,),
                    reveals=reveals and left == len(copies),
                )
            )
        moves.append(Move("done", _DONE, (_DONE,), reveals=reveals))
        return moves

    # --- apply ------------------------------------------------------------------------
    def canonical(self, notation: str, state: State | None = None) -> str:
        return format_move(parse(self.t, notation))

    def apply(self, state: State, seat: int, notation: str) -> State:
        self.require_seat(state, seat)
        move = parse(self.t, notation)
        new = _clone_for_apply(state)
        new["revealed"] = False
        me = new["seats"][seat]
        if new["phase"] == "discard":
            if move.verb == "discard":
                self._apply_discard(new, seat, me, move)
            elif move.verb == "done":
                self._finish_pass(new, seat, me)
            else:
                raise refuse(msg("azul-queens-garden-discarding-only"))
            return new
        if move.verb in ("discard", "done"):
            raise refuse(msg("azul-queens-garden-discard-not-now"))
        if move.verb == "acquire":
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
                record_event(new, msg("azul-queens-garden-passes-may-discard", who=seat_arg(seat)))
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
        name = criterion_words(t, criterion)
        if not where:
            raise refuse(msg("azul-queens-garden-take-nothing", criterion=name))
        chosen = dict(move.choices)
        for kind, location in chosen.items():
            if kind not in where:
                raise refuse(
                    msg(
                        "azul-queens-garden-take-not-among", tile=kind_name(t, kind), criterion=name
                    )
                )
            if len(where[kind]) == 1:
                raise refuse(
                    msg(
                        "azul-queens-garden-take-only",
                        tile=kind_name(t, kind),
                        place=_at(where[kind][0]),
                    )
                )
            if location not in [loc for loc, _ in where[kind]]:
                raise refuse(
                    msg(
                        "azul-queens-garden-take-not-at",
                        tile=kind_name(t, kind),
                        label=location,
                        places=words([_at(o) for o in where[kind]], "or"),
                    )
                )
        take: list[tuple[str, str, bool]] = []
        for kind in sorted(where, key=t.kind_index.__getitem__):
            options = where[kind]
            if len(options) > 1 and kind not in chosen:
                raise refuse(
                    msg(
                        "azul-queens-garden-take-which",
                        tile=kind_name(t, kind),
                        places=words([_at(o) for o in options]),
                        example=example_copy(kind, options[0][0]),
                    )
                )
            location = chosen.get(kind, options[0][0])
            is_exp = dict(options)[location]
            take.append((kind, location, is_exp))
        stored: set[str] = set() if t.storage_duplicates else held_kinds(t, me)
        held = [kind for kind, _, _ in take if kind in stored]
        if held:  # P12 switched off
            raise refuse(msg("azul-queens-garden-take-held", tiles=kinds_list(t, held)))
        tiles = sum(1 for _, _, e in take if not e)
        exps = len(take) - tiles
        if tiles > t.storage_tiles - tile_count(me) or exps > t.storage_expansions - len(
            me["exps"]
        ):
            raise refuse(
                msg(
                    "azul-queens-garden-take-no-room",
                    tiles=tiles,
                    expansions=exps,
                    used_tiles=tile_count(me),
                    tile_slots=t.storage_tiles,
                    used_expansions=len(me["exps"]),
                    expansion_slots=t.storage_expansions,
                )
            )
        # R10: into storage
        from_top = False
        taken: dict[str, list[str]] = {}  # location → what came from there, for the event
        for kind, location, is_exp in take:
            if location == "T":
                state["top"].remove(kind)
                from_top = True
            else:
                laid = next(x for x in state["laid"] if x["label"] == location)
                if is_exp:
                    state["laid"].remove(laid)
                    me["exps"].append(laid["exp"])
                    taken.setdefault(location, []).append(laid["exp"])
                    continue
                laid["tiles"].remove(kind)
            me["tiles"][kind] = me["tiles"].get(kind, 0) + 1
            taken.setdefault(location, []).append(kind)
        record_event(
            state,
            msg("azul-queens-garden-takes", who=seat_arg(seat), taken=self._taken_words(taken)),
        )
        if from_top:  # R11
            exp = state["current"].pop(0)
            left = list(state["top"])
            state["top"] = []
            label = self._lay_out(state, exp, up=False, tiles=left)
            record_event(
                state,
                msg("azul-queens-garden-moves-out-holding", label=label, tiles=kinds_list(t, left))
                if left
                else msg("azul-queens-garden-moves-out-empty", label=label),
            )
            if not state["current"]:
                record_event(state, msg("azul-queens-garden-stack-used-up"))
            if state["current"]:
                self._fill(state)
        self._flip(state)  # R12

    def _place_target(
        self, me: dict[str, Any], hexes: dict[str, str], cell: str, kind: str
    ) -> None:
        t = self.t
        where = self._cell_text[cell]
        if cell in hexes:
            raise refuse(
                msg("azul-queens-garden-cell-taken", cell=where, tile=kind_name(t, hexes[cell]))
            )
        if cell not in free_spaces(t, me, hexes):
            area = t.cell_area.get(cell)
            if area is not None and str(area) not in me["areas"]:
                raise refuse(
                    msg(
                        "azul-queens-garden-cell-not-free-area",
                        cell=where,
                        area=self._area_text[area],
                    )
                )
            raise refuse(msg("azul-queens-garden-cell-not-free", cell=where))
        reason = fits(t, hexes, cell, kind, element_cells(t, me))
        if reason:
            raise refuse(
                msg(
                    "azul-queens-garden-cannot-go",
                    tile=kind_name(t, kind),
                    cell=cell,
                    reason=reason,
                )
            )

    def _apply_place(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        t = self.t
        kind = move.piece
        if not me["tiles"].get(kind):
            raise refuse(msg("azul-queens-garden-no-tile", tile=kind_name(t, kind)))
        hexes = hexagons(t, me)
        self._place_target(me, hexes, move.cell, kind)
        self._check_payment(me, kind, move.pay, move.jokers)
        self._pay(state, me, kind, move.pay, move.jokers)
        me["cells"][move.cell] = kind
        args = {
            "who": seat_arg(seat),
            "tile": kind_name(t, kind),
            "cell": self._cell_text[move.cell],
        }
        record_event(
            state,
            msg("azul-queens-garden-places-paying", **args, payment=self._paying(move))
            if move.pay or move.jokers
            else msg("azul-queens-garden-places", **args),
        )
        self._surround(state, seat, me)

    def _paying(self, move: ParsedMove) -> dict[str, Any]:
        """A move's payment as an event's argument (``…-paying`` events)."""
        return payment_words(self.t, move.pay, move.jokers)

    def _apply_expand(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        t = self.t
        exp = move.piece
        if exp not in me["exps"]:
            raise refuse(
                msg("azul-queens-garden-expansion-not-held", expansion=expansion_name(t, exp))
            )
        if str(move.area) in me["areas"]:
            raise refuse(msg("azul-queens-garden-area-taken", area=self._area_text[move.area]))
        if move.orientation < 0:
            if not t.storage_face_down:
                raise refuse(msg("azul-queens-garden-face-up-only"))
            self._check_payment(me, exp, move.pay, move.jokers)
            self._pay(state, me, exp, move.pay, move.jokers)
            me["areas"][str(move.area)] = {"exp": exp, "up": False, "o": -1}
            args = {
                "who": seat_arg(seat),
                "expansion": expansion_name(t, exp),
                "area": self._area_text[move.area],
            }
            record_event(
                state,
                msg("azul-queens-garden-lays-face-down-paying", **args, payment=self._paying(move))
                if move.pay or move.jokers
                else msg("azul-queens-garden-lays-face-down", **args),
            )
            self._surround(state, seat, me)
            return
        hexes = hexagons(t, me)
        cell = t.area_printed[move.area][move.orientation]
        reason = fits(t, hexes, cell, t.exp_kind[exp], element_cells(t, me))
        if reason:
            raise refuse(
                msg(
                    "azul-queens-garden-orientation-bad",
                    orientation=move.orientation,
                    area=self._area_text[move.area],
                    expansion=expansion_name(t, exp),
                    cell=cell,
                    reason=reason,
                )
            )
        self._check_payment(me, exp, move.pay, move.jokers)
        self._pay(state, me, exp, move.pay, move.jokers)
        me["areas"][str(move.area)] = {"exp": exp, "up": True, "o": move.orientation}
        args = {
            "who": seat_arg(seat),
            "expansion": expansion_name(t, exp),
            "area": self._area_text[move.area],
            "cell": self._cell_text[cell],
        }
        record_event(
            state,
            msg("azul-queens-garden-lays-face-up-paying", **args, payment=self._paying(move))
            if move.pay or move.jokers
            else msg("azul-queens-garden-lays-face-up", **args),
        )
        self._surround(state, seat, me)  # R28: never pays, same code path

    def _apply_buy(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        t = self.t
        if me["score"] < t.supply_points:
            raise refuse(
                msg("azul-queens-garden-buy-points", cost=t.supply_points, points=me["score"])
            )
        if not state["supply"]:
            raise refuse(msg("azul-queens-garden-buy-empty"))
        if str(move.area) in me["areas"]:
            raise refuse(msg("azul-queens-garden-area-taken", area=self._area_text[move.area]))
        exp = state["supply"].pop(0)
        self._score(me, [("buying", -t.supply_points)])
        me["areas"][str(move.area)] = {"exp": exp, "up": False, "o": -1}
        record_event(
            state,
            msg(
                "azul-queens-garden-buys",
                who=seat_arg(seat),
                points=t.supply_points,
                area=self._area_text[move.area],
            ),
        )
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
                names.append(element_words(t, eid, kind))
        if not reward:
            return
        room = t.storage_tiles - tile_count(me)
        gained = min(reward, room)
        me["jokers"] += gained
        lost = reward - gained
        if lost:
            record_event(
                state,
                msg(
                    "azul-queens-garden-surrounds-lost",
                    who=seat_arg(seat),
                    elements=words(names),
                    jokers=reward,
                    lost=lost,
                ),
            )
        else:
            record_event(
                state,
                msg(
                    "azul-queens-garden-surrounds",
                    who=seat_arg(seat),
                    elements=words(names),
                    jokers=reward,
                ),
            )

    def _apply_discard(self, state: State, seat: int, me: dict[str, Any], move: ParsedMove) -> None:
        """R33: discard one piece, or several at once (the same as one after the other);
        with nothing left to discard, the pass completes."""
        t = self.t
        pieces = move.pieces or (move.piece,)
        if "J" in pieces and not t.jokers_discardable:
            raise refuse(msg("azul-queens-garden-discard-joker"))
        for piece in dict.fromkeys(pieces):
            if piece == "J":
                have = me["jokers"]
            elif piece.startswith("exp_"):
                have = int(piece in me["exps"])
            else:
                have = me["tiles"].get(piece, 0)
            if have < pieces.count(piece):
                raise refuse(msg("azul-queens-garden-discard-not-held", piece=piece_name(t, piece)))
        if len(pieces) > 1 and sorted(pieces) != sorted(self._everything(me)):
            raise refuse(msg("azul-queens-garden-discard-all-or-one"))
        points = 0
        for piece in pieces:
            if piece == "J":
                me["jokers"] -= 1
                continue
            self._remove_piece(me, piece)
            self._return_piece(state, piece)
            points += t.kind_value[piece_kind(t, piece)]
        state["pending"]["points"] += points
        record_event(
            state,
            msg(
                "azul-queens-garden-discards",
                who=seat_arg(seat),
                piece=piece_name(t, pieces[0]),
                points=points,
            )
            if len(pieces) == 1
            else msg(
                "azul-queens-garden-discards-many",
                who=seat_arg(seat),
                pieces=words([piece_name(t, p) for p in pieces]),
                points=points,
            ),
        )
        if not self._discardable(me):
            self._finish_pass(state, seat, me)  # nothing left to choose but "done"

    def _finish_pass(self, state: State, seat: int, me: dict[str, Any]) -> None:
        """R33–R35: the discards and the first passer's point, one clamped deduction."""
        points = state["pending"]["points"] if state["pending"] else 0
        state["phase"] = "action"
        state["pending"] = None
        record_event(state, self._pass(state, seat, points))
        self._end_turn(state, seat)

    def _pass(self, state: State, seat: int, points: int, automatic: bool = False) -> Message:
        """R33–R36: mark ``seat`` passed, take the first player marker if nobody has, and
        deduct the discards and the first passer's point in one clamped step (R35);
        returns the event telling it."""
        t = self.t
        me = state["seats"][seat]
        items = [("discards", -points)] if points else []
        first = state["first_passer"] is None
        if first:
            state["first_passer"] = seat
            items.append(("first to pass", -t.first_pass_points))
        before = me["score"]
        self._score(me, items)
        me["passed"] = True
        who = seat_arg(seat)
        if automatic:
            head = (
                msg("azul-queens-garden-passes-auto-first", who=who)
                if first
                else msg("azul-queens-garden-passes-auto", who=who)
            )
        else:
            head = (
                msg("azul-queens-garden-passes-first", who=who)
                if first
                else msg("azul-queens-garden-passes", who=who)
            )
        costs = ([msg("azul-queens-garden-cost-discards", points=points)] if points else []) + (
            [msg("azul-queens-garden-cost-first", points=t.first_pass_points)] if first else []
        )
        if not costs:
            return msg("azul-queens-garden-passed", head=head)
        floor = before - points - (t.first_pass_points if first else 0) < me["score"]
        args = {"head": head, "costs": words(costs), "before": before, "after": me["score"]}
        return (
            msg("azul-queens-garden-passed-costs-floor", **args)
            if floor
            else msg("azul-queens-garden-passed-costs", **args)
        )

    def _score(self, me: dict[str, Any], items: list[tuple[str, int]]) -> int:
        """Change a score by ledger categories, then clamp at 0 once (P7, R35) and at
        the data's upper limit, if it sets one (R40, P15: none as printed); returns the
        points cut at that limit, for the event to say so."""
        for category, delta in items:
            me["score"] += delta
            me["ledger"][category] = me["ledger"].get(category, 0) + delta
        if self.t.clamp and me["score"] < 0:
            me["ledger"]["clamped at 0"] = me["ledger"].get("clamped at 0", 0) - me["score"]
            me["score"] = 0
        limit = self.t.score_limit
        if limit is None or me["score"] <= limit:
            return 0
        cut = me["score"] - limit
        me["ledger"][CAPPED] = me["ledger"].get(CAPPED, 0) - cut
        me["score"] = limit
        return cut

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
            # R36, P27: nothing to choose, so nobody is kept waiting on this seat
            record_event(state, self._pass(state, active, 0, automatic=True))
            state["turn"] += 1
            after = active

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
        record_event(
            state,
            msg("azul-queens-garden-round-scores", round=number, goals=criteria_list(t, goals)),
        )
        for index, me in enumerate(state["seats"]):  # R38, P14: simultaneous
            points, pavilions = self.round_points(me, goals)
            cut = self._score(
                me, [(f"round {number} goals", points), (f"round {number} pavilions", pavilions)]
            )
            args = {
                "who": seat_arg(index),
                "goals": points,
                "pavilions": pavilions,
                "score": me["score"],
            }
            record_event(
                state,
                msg("azul-queens-garden-seat-scores-limit", **args, limit=t.score_limit or 0)
                if cut
                else msg("azul-queens-garden-seat-scores", **args),
            )
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
        record_event(
            state,
            msg(
                "azul-queens-garden-round-begins",
                round=number + 1,
                goals=criteria_list(t, state["schedule"][number]),
                who=seat_arg(state["active"]),
            ),
        )
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
                found.append(
                    {
                        "id": item,
                        "cells": group,
                        "points": points,
                        "bonus": t.group_bonus.get(len(group), 0),
                    }
                )
        return found

    def _final_scoring(self, state: State) -> None:
        t = self.t
        final = []
        for index, me in enumerate(state["seats"]):
            # E4 (P22): the storage as one net amount, then the clamp
            jokers = me["jokers"] * t.joker_points
            penalty = storage_value(t, me)
            if t.net_storage:
                cut = self._score(me, [("storage", jokers - penalty)])
            else:
                cut = self._score(me, [("storage", -penalty)])
                cut += self._score(me, [("storage", jokers)])
            # the storage empties: tiles to the tower, expansions to the supply (E4)
            for kind, n in me["tiles"].items():
                state["tower"][kind] += n
            state["supply"].extend(me["exps"])
            me["tiles"], me["exps"], me["jokers"] = {}, [], 0
            groups = self.group_scores(me)
            cut += self._score(
                me,
                [
                    ("groups", sum(g["points"] for g in groups)),
                    ("group-of-6 bonus", sum(g["bonus"] for g in groups)),
                ],
            )
            final.append({"storage": jokers - penalty, "groups": groups})
            stored = ([msg("azul-queens-garden-final-jokers", points=jokers)] if jokers else []) + (
                [msg("azul-queens-garden-final-left", points=penalty)] if penalty else []
            )
            storage = (
                msg(
                    "azul-queens-garden-final-storage",
                    amount=f"{jokers - penalty:+d}",
                    parts=words(stored),
                )
                if stored
                else msg("azul-queens-garden-final-storage-empty")
            )
            grouped = (
                msg(
                    "azul-queens-garden-final-groups",
                    points=sum(g["points"] + g["bonus"] for g in groups),
                    count=len(groups),
                )
                if groups
                else msg("azul-queens-garden-final-no-group")
            )
            args = {
                "who": seat_arg(index),
                "storage": storage,
                "groups": grouped,
                "score": me["score"],
            }
            record_event(
                state,
                msg("azul-queens-garden-final-scoring-limit", **args, limit=t.score_limit or 0)
                if cut
                else msg("azul-queens-garden-final-scoring", **args),
            )
        state["final"] = final
        state["phase"] = "over"

    # --- what the players are told -----------------------------------------------------
    def prompt(self, state: State, seat: int) -> Message:  # type: ignore[override]
        if state["phase"] == "over":
            return msg("azul-queens-garden-prompt-over")
        active = state["active"]
        if seat != active:
            return msg("azul-queens-garden-prompt-waiting", who=seat_arg(active))
        me = state["seats"][seat]
        if state["phase"] == "discard":
            return msg("azul-queens-garden-prompt-discard", points=state["pending"]["points"])
        t = self.t
        return msg(
            "azul-queens-garden-prompt-turn",
            round=state["round"],
            first=seat_arg(state["start_player"]),
            goals=criteria_list(t, state["schedule"][state["round"] - 1]),
            tiles=tile_count(me),
            tile_slots=t.storage_tiles,
            expansions=len(me["exps"]),
            expansion_slots=t.storage_expansions,
        )

    def view(self, state: State, seat: int | None) -> View:
        t = self.t
        seats = []
        for me in state["seats"]:
            seats.append(
                {
                    "score": me["score"],
                    "passed": me["passed"],
                    "tiles": {k: me["tiles"][k] for k in sorted(me["tiles"], key=t.kind_index.get)},
                    "expansions": list(me["exps"]),
                    "jokers": me["jokers"],
                    "hexagons": hexagons(t, me),
                    # a bought expansion's identity is never shown (§7)
                    "areas": {
                        k: (
                            {"up": True, "exp": a["exp"], "o": a["o"]} if a["up"] else {"up": False}
                        )
                        for k, a in sorted(me["areas"].items())
                    },
                    "surrounded": list(me["surrounded"]),
                    "ledger": dict(me["ledger"]),
                }
            )
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
            "laid": [
                {"label": x["label"], "up": True, "exp": x["exp"], "tiles": []}
                if x["up"]
                else {"label": x["label"], "up": False, "tiles": list(x["tiles"])}
                for x in state["laid"]
            ],
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
            standings.append(Standing(s, scores[s], rank, breakdown(state["seats"][s]["ledger"])))
        top = max(scores)
        winners = [s for s in range(state["players"]) if scores[s] == top]  # E6: shared
        details: list[Message | str] = []
        last = self.t.rounds
        for s, info in enumerate(state["final"]):
            ledger = state["seats"][s]["ledger"]
            groups = [self._group_words(g) for g in info["groups"]]
            args = {
                "who": seat_arg(s),
                "round": last,
                "goals": ledger.get(f"round {last} goals", 0),
                "pavilions": ledger.get(f"round {last} pavilions", 0),
                "storage": f"{info['storage']:+d}",
            }
            details.append(
                msg("azul-queens-garden-detail", **args, groups=words(groups, "unit"))
                if groups
                else msg("azul-queens-garden-detail-no-groups", **args)
            )
        return Result(standings, winners, "four rounds played", details)

    def _group_words(self, group: dict[str, Any]) -> Message:
        """A scoring group (E5): Blue group of 6 = 21 + 6 bonus."""
        item = group["id"]
        args: dict[str, Any] = {
            "size": len(group["cells"]),
            "points": group["points"],
            "bonus": group["bonus"],
        }
        if item in self.t.colour_names:
            return msg("azul-queens-garden-group-colour", colour=component(item), **args)
        return msg(
            "azul-queens-garden-group-pattern", value=int(item[1:]), name=component(item), **args
        )

    def resign_result(self, state: State, resigned: int) -> Result:
        """The core's ranking by score (the rules have no tie-break), with each seat's
        score broken down as at the end of a game."""
        result = super().resign_result(state, resigned)
        for standing in result.standings:
            standing.breakdown = breakdown(state["seats"][standing.seat]["ledger"])
        return result

    def end_sentence(self, result: Result) -> Message:  # type: ignore[override]
        if not result.winners:
            return msg("azul-queens-garden-end-nobody")
        # the winners' score: after a resignation the application may name the best of
        # the humans left, below a computer seat that scored more
        top = next(s.score for s in result.standings if s.seat in result.winners)
        names = words([seat_arg(s) for s in result.winners])
        if len(result.winners) > 1:  # E6
            return msg("azul-queens-garden-end-share", who=names, points=top)
        return msg("azul-queens-garden-end-wins", who=names, points=top)

    def scores(self, state: State) -> list[int]:
        return [me["score"] for me in state["seats"]]

    # --- computer players ----------------------------------------------------------------
    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        """The legal moves with payments pruned: for each piece and target keep only the
        cheapest payment (the list is cheapest first: fewest jokers, then the lowest value
        given up), which cuts a late decision of several thousand moves to a few hundred
        and keeps the greedy player within its budget."""
        if state["phase"] == "discard" and seat == state["active"]:
            # done first, then every piece at once: where keeping and discarding score
            # alike (the game's last pass) the tie keeps the pieces, and where discarding
            # them all scores as well as one, it takes one tap rather than one a piece
            moves = self.legal_moves(state, seat)
            every = [m for m in moves if len(m.notation.split()) > 2]
            return [moves[-1], *every, *(m for m in moves[:-1] if m not in every)]
        if state["phase"] != "action" or seat != state["active"]:
            return self.legal_moves(state, seat)
        me = state["seats"][seat]
        # built directly: the payment list does not depend on the cell, so its first
        # (cheapest) entry is the cheapest for every cell, and the full list is never made
        others = [
            *self._take_moves(state, seat),
            *self._place_moves(state, me, cheapest=True),
            *self._expand_moves(state, me, cheapest=True),
            *self._buy_moves(state, me),
        ]
        return [*others, self._pass_move(state, me, forfeits=bool(others))]

    def evaluate(self, state: State, seat: int) -> float:
        return self.evaluate_seats(state)[seat]

    def evaluate_seats(self, state: State) -> list[float]:
        # the last pass of the game, while its discards are chosen, ends the game however
        # it goes on: judged as an ended game (its final scores as they would be), so
        # keeping a piece and discarding it compare as the rules score them, instead of
        # a losing player discarding piece after piece to put off the end
        ending = self._ending(state)
        worth = [
            self._final_worth(state, s)
            if ending
            else self._settled_worth(state, s)
            if self._settled(state, s)
            else self._worth(state, s)
            for s in range(state["players"])
        ]
        values = []
        for seat, mine in enumerate(worth):
            others = max(w for s, w in enumerate(worth) if s != seat)
            bonus = 0.0
            if state["phase"] == "over" or ending:
                bonus = 1000.0 if mine >= others else -1000.0
            values.append(bonus + mine - others)
        return values

    def _settled(self, state: State, seat: int) -> bool:
        """A garden that can no longer change: its owner passed in the last round, or is
        passing (choosing discards)."""
        me = state["seats"][seat]
        return (
            state["phase"] != "over"
            and state["round"] >= self.t.rounds
            and (me["passed"] or (state["phase"] == "discard" and seat == state["active"]))
        )

    def _settled_worth(self, state: State, seat: int) -> float:
        """A settled garden's final score as the rules will count it (the discards' and the
        storage's deductions stopping at 0, so a pass that discards more than the score
        costs only the score), with the hexagons' share the estimate of an open garden
        gives, so the two compare."""
        return self._final_worth(state, seat) + len(hexagons(self.t, state["seats"][seat]))

    def _ending(self, state: State) -> bool:
        """The discard step of the last round's last pass: nothing but the discards is
        left to choose before the game ends."""
        return (
            state["phase"] == "discard"
            and state["round"] >= self.t.rounds
            and all(s["passed"] for i, s in enumerate(state["seats"]) if i != state["active"])
        )

    def _final_worth(self, state: State, seat: int) -> float:
        """A seat's final score once the pass under way completes (R35, then R38 and
        E4–E5 in the order of P22), ignoring a score limit."""
        t = self.t
        me = state["seats"][seat]
        score = me["score"]
        if state["phase"] == "discard" and seat == state["active"]:
            # the pass under way deducts its discards and, if it is the round's first,
            # the first passer's point, in one step (R35)
            first = t.first_pass_points if state["first_passer"] is None else 0
            score -= state["pending"]["points"] + first
            score = max(0, score) if t.clamp else score
        points, pavilions = self.round_points(me, state["schedule"][state["round"] - 1])
        score += points + pavilions
        net = me["jokers"] * t.joker_points - storage_value(t, me)
        score = max(0, score + net) if t.clamp else score + net
        groups = self.group_scores(me)
        return float(score + sum(g["points"] + g["bonus"] for g in groups))

    def _worth(self, state: State, seat: int) -> float:
        """Score plus what the garden is on course to score: groups already worth points,
        the goals still to come, pavilions, hexagons placed (steps towards groups), and the
        storage (by round, the data's weights: currency early, the end's penalty late)."""
        t = self.t
        me = state["seats"][seat]
        if state["phase"] == "over":
            return float(me["score"])
        hexes = hexagons(t, me)
        pavilions = sum(1 for a in me["areas"].values() if a["up"])
        key = (
            state["round"],
            me["score"],
            me["jokers"],
            storage_value(t, me),
            pavilions,
            tuple(sorted(hexes.items())),
            tuple(state["schedule"][state["round"] - 1]),
        )
        cached = self._worth_cache.get(key)
        if cached is None:
            cached = self._garden_worth(state, me, hexes, pavilions)
            if len(self._worth_cache) > 4096:  # opponents repeat across candidates
                self._worth_cache.clear()
            self._worth_cache[key] = cached
        if state["phase"] == "discard" and seat == state["active"]:
            # the discards so far, and the first passer's point, are deducted when the
            # pass completes (R35): they are not free meanwhile, or discarding would look
            # better than passing at once
            first = self.t.first_pass_points if state["first_passer"] is None else 0
            return cached - state["pending"]["points"] - first
        return cached

    def _garden_worth(
        self, state: State, me: dict[str, Any], hexes: dict[str, str], pavilions: int
    ) -> float:
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
        for goals in state["schedule"][state["round"] - 1 :]:
            for goal in goals:
                value += sum(t.round_points[t.kind_value[hexes[c]]] for c in by_item.get(goal, ()))
            value += t.pavilion_points * pavilions
        value += 1.0 * len(hexes)
        value += me["jokers"] * 1.0
        # storage pieces: currency early, a likely penalty late (the data's weights, by
        # round; a flat +0.5 until the last round made hoarding unplaceable tiles pay)
        weights = t.storage_weights
        value += weights[min(state["round"], len(weights)) - 1] * storage_value(t, me)
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
        # sorted first: the re-deal depends on what is unseen, never on its order
        pool = sorted([pile[i] for pile, i in slots] + [x["exp"] for x in hidden_laid])
        rng.shuffle(pool)
        for (pile, i), exp in zip(slots, pool, strict=False):
            pile[i] = exp
        for laid, exp in zip(hidden_laid, pool[len(slots) :], strict=True):
            laid["exp"] = exp
        new["rng"] = rng.next64()
        return new

    # --- rules help ---------------------------------------------------------------------
    def rules_help(self) -> list[tuple[Message, Message]]:  # type: ignore[override]
        return rules_sections(self.t)


#: a score's breakdown for players: the ledger's categories summed over the rounds under
#: the keys results store (named by ``azul-queens-garden-breakdown-<key>`` in the
#: catalogues), so the result line stays short
_BREAKDOWN = (
    ("start", "start"),
    ("goals", "round goals"),
    ("pavilions", "pavilions"),
    ("first to pass", "passing first"),
    ("discards", "discards"),
    ("buying", "supply purchases"),
    ("storage", "storage at the end"),
    ("groups", "groups"),
    ("group-of-6 bonus", "group-of-6 bonus"),
    ("clamped at 0", "lifted to 0 by"),
    ("capped", "over the score limit"),
)


def breakdown(ledger: dict[str, int]) -> dict[str, int]:
    """Every point of a score by category in words; the values add up to the score."""
    found: dict[str, int] = {}
    for category, points in ledger.items():
        key = category.rsplit(" ", 1)[-1] if category.startswith("round ") else category
        name = dict(_BREAKDOWN).get(key, category)
        found[name] = found.get(name, 0) + points
    order = [name for _, name in _BREAKDOWN]
    return {
        k: found[k]
        for k in sorted(found, key=lambda k: order.index(k) if k in order else len(order))
        if found[k] or k == "start"
    }


def fill_template(
    template: tuple[tuple[str, ...], ...], colours: list[str], patterns: list[str]
) -> list[list[str]]:
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


#: parts of the state ``apply`` never changes in place: the round goals are fixed at
#: setup and the final scoring is only ever replaced whole, so a new state shares them
_SHARED = frozenset({"schedule", "final"})


def _clone_for_apply(state: State) -> State:
    """The copy ``apply`` changes: deep, but without the last move's events (a new move
    starts its own) and sharing what is never changed in place (:data:`_SHARED`). The
    copy once cost more than half of a computer's search time."""
    return {
        key: [] if key == "events" else value if key in _SHARED else _copy(value)
        for key, value in state.items()
    }


def rules_summary(t: Tables) -> str:
    """The one English paragraph the platform falls back on (``/game rules`` reads the
    sections of :func:`rules_sections`, in the reader's language)."""
    return (
        f"Draft tiles and expansions, pay with other pieces (one colour or one pattern, "
        f"jokers fill in), grow a garden where touching hexagons match. {t.rounds} rounds."
    )


def rules_sections(t: Tables) -> list[tuple[Message, Message]]:
    """``/game rules``: the aim, a turn, the pictures' marks and the project's own
    decisions in words (no rule numbers), every number read from the data; where the
    data switches a decision away from the specification's (elements as hexagons, no
    duplicates in storage, a score limit), the words say what it is set to."""
    r = t.rewards
    elements = t.data["geometry"]["fixed_elements"]
    statues = [e["id"] for e in elements if e["element"] == "statue"]
    benches = [e["id"] for e in elements if e["element"] == "bench"]
    return [
        (
            msg("azul-queens-garden-rules-aim-title"),
            msg(
                "azul-queens-garden-rules-aim",
                tile_slots=t.storage_tiles,
                expansion_slots=t.storage_expansions,
                rounds=t.rounds,
                start=t.start_score,
                group=t.min_group,
            ),
        ),
        (
            msg("azul-queens-garden-rules-turn-title"),
            msg("azul-queens-garden-rules-turn", supply=t.supply_points, first=t.first_pass_points),
        ),
        (msg("azul-queens-garden-rules-pictures-title"), msg("azul-queens-garden-rules-pictures")),
        (
            msg("azul-queens-garden-rules-garden-title"),
            msg(
                "azul-queens-garden-rules-garden",
                fountain=r["fountain"],
                statue=r["statue"],
                bench=r["bench"],
                pavilion=r["pavilion"],
                statues=words(statues),
                benches=words(benches),
                elements=msg("azul-queens-garden-rules-elements-hexagons")
                if t.elements_are_hexagons
                else msg("azul-queens-garden-rules-elements-not-hexagons"),
            ),
        ),
        (
            msg("azul-queens-garden-rules-display-title"),
            msg(
                "azul-queens-garden-rules-display",
                storage=msg("azul-queens-garden-rules-duplicates")
                if t.storage_duplicates
                else msg("azul-queens-garden-rules-no-duplicates"),
            ),
        ),
        (
            msg("azul-queens-garden-rules-rounds-title"),
            msg("azul-queens-garden-rules-rounds", rounds=t.rounds),
        ),
        (
            msg("azul-queens-garden-rules-scoring-title"),
            msg(
                "azul-queens-garden-rules-scoring",
                last=t.rounds,
                limit=msg("azul-queens-garden-rules-no-limit")
                if t.score_limit is None
                else msg("azul-queens-garden-rules-limit", limit=t.score_limit),
            ),
        ),
    ]


ENGINE = AzulEngine()
