"""Kokeshi (Igor Knop and André Teruya, Ludofun 2024) for 2-4 players, per
``shared/rules/kokeshi.md``.

Rule ids in comments (R8, D4, PD-22, ...) refer to that specification. Every number and
switch comes from ``data/kokeshi.json`` through :class:`~bot.games.kokeshi.tables.Rules`.

Notation (grammar in :mod:`bot.games.kokeshi.notation`; input case-insensitive, output
canonical; Kokeshi, tracks and animals are named by their data ids)::

    start princess samurai      D0  first dealt starting tile on princess, second on samurai
    advance granny              D1  the turn's one chosen advance (R3)
    side K:granny               D2  the side of a slash tile (effect code)
    first K:granny              D3  which effect of a both tile runs first
    move sumo                   D4  the Kokeshi a K*, K**, K> or K< advances
    animal fox                  D5  the animal of an A*
    take 2 | take q2            D6  market slot 2, or the level-2 Quality tile (empty landing)
    gain 5                      D7  the market slot a T= / T* gain takes
    place samurai-01-a granny   D8  a pending tile and its track (lowest empty row, R12)

The turn is the work stack of R8 kept in the state. Tasks are popped one at a time; a
task that needs a choice with two or more options stores the question in ``ask`` and
waits; the answering move resumes exactly there. A choice with one option is made by the
engine and reported (section 5.6). When the stack is empty the pending tiles are placed
(D8), then the end-of-turn checks (E1, E2) run and the next seat's D1 is asked.

Setup D0 is simultaneous: ``to_move`` lists every seat that has not placed its starting
tiles; ``turn`` grows once, when the last one has.

The state is a JSON-ready dict::

    schema, game, players, rng (Rng position; all shuffles happen at setup),
    turn (turns completed; the simultaneous setup counts as one), revealed,
    phase ("setup" | "play" | "over"), round, active,
    supply [tile ids, top first]   -- hidden: only its length is in the view (section 7)
    market [tile id | None] * market_size   (slot n is index n - 1)
    quality [Quality tile ids still on display], removed [tile ids out of the game],
    bonus {slot id: tile id | None}  (fill order),
    seats [{board [[tile id | None] * rows] * tracks  (board[t][r - 1] is row r),
            kokeshi [position per Kokeshi: 0 home, 1-8 row, 9 top],
            animals [marker per animal], happiness, tops, start [dealt tile ids until D0]}],
    stack [tasks, last is next]:
        {"t": "arrive", "k"}                              R4 for Kokeshi k
        {"t": "take", "k", "row"}                         R5 (D6) after an empty landing
        {"t": "resolve", "tile", "track", "order", "next", "arrivals"}   R6
    ask {"id": "D1".."D8", ...} | None   the question waiting for an answer
    pending [{"tile", "tracks", "source"}]   gained tiles to place at the end (R11, R12)
    guard {"home": [k], "awaiting": [k]}, advances, refill_failed   (this turn: R9, E1b)
    chain [this turn's events so far, as message JSON], chain_seat,
    end {"triggered", "round", "seat", "final_round", "reasons", "reason"},
    events

Moves carry menu paths: ("Starting tiles", "Tile moving Princess or Granny → Samurai",
…), ("Advance", "2 · Granny: home → row 1"), then one step per cascade question — a side
("Move Granny 1 space"), a Kokeshi ("3 · Fisherman: row 1 → row 2"), an animal ("Fox:
3 → 4"), a market slot or Quality level ("Slot 2: Sumo wrestler tile · move Fox and move
Cat") — whose wording the prompt completes with the chain so far (a question is one
level, so the turn panel keeps its Undo there), and ("Place a gained tile", tile, "3 ·
Fisherman, row 3"). ``marker`` numbers the places of a positional step in reading order
(the Kokeshi for an advance, the landing cell for a placement; market slots keep their
numbers), and the decision picture draws the same numbers.

Everything players read is a message (:mod:`bot.games.message`), put into words by
``locales/<lang>/kokeshi.ftl``: events (``record_event``; this turn's are also kept in
``chain`` for the prompt's "So far"), prompts, refusals, labels and menu steps (the
examples above are their English), the end sentence, the result's details and the rules
help. Kokeshi and animals are components (``kokeshi-component-granny``); tiles are named
by their colour and effects in words (:meth:`KokeshiEngine.tile_text`,
:meth:`KokeshiEngine.effect_msg`); tile ids and effect codes belong to the notation and
the pictures, rule numbers to the code. The result's breakdown keeps its stored keys
(``kokeshi-breakdown-<key>`` names them) and leaves the total out (it is the score).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from bot.games.base import (
    BadNotation,
    Engine,
    IllegalMove,
    Move,
    Result,
    Rng,
    Standing,
    State,
    View,
    record_event,
)
from bot.games.kokeshi.notation import ParsedMove, format_move, parse
from bot.games.kokeshi.tables import (
    ANIMAL_MOVE,
    GAIN_TILE,
    KOKESHI_MOVE,
    RULES,
    Effect,
    Rules,
    Tile,
)
from bot.games.memo import Memo
from bot.games.message import Message, component, msg, words
from bot.games.message import seat as seat_arg

SCHEMA = 1
#: seat worths ``evaluate`` remembers (bounded: a long-running bot must not grow)
WORTH_MEMO = 1 << 13


class TurnLimitError(AssertionError):
    """PD-27: a turn went past the data's advance assertion: the tile data is broken."""


def _copy_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_json(v) for v in value]
    return value


def _clone(state: State) -> State:
    """A copy for ``apply`` to change, several times cheaper than ``copy.deepcopy``. The
    supply is only ever replaced (sliced), never mutated, so it is shared; the boards are
    lists of strings, copied row by row; the small task and question records are copied
    whole."""
    new = dict(state)
    for key in ("market", "quality", "removed", "chain"):
        new[key] = state[key][:]
    new["bonus"] = dict(state["bonus"])
    new["seats"] = [{**seat, "board": [track[:] for track in seat["board"]],
                     "kokeshi": seat["kokeshi"][:], "animals": seat["animals"][:],
                     "start": seat["start"][:]} for seat in state["seats"]]
    for key in ("stack", "ask", "pending", "guard", "end"):
        new[key] = _copy_json(state[key])
    new["events"] = []
    new["revealed"] = False
    return new


class KokeshiEngine(Engine):
    name = "kokeshi"
    title = "Kokeshi"
    min_players = 2
    max_players = 4
    options = ()
    playable = True
    lookahead_steps = 8
    evaluation_budget = 200
    # nothing is hidden from one seat that another sees: other seats' moves are public
    private_holdings = False

    def __init__(self, rules: Rules | None = None) -> None:
        self.rules = rules or RULES
        r = self.rules
        self.title = r.title
        self.min_players = min(r.players_supported)
        self.max_players = max(r.players_supported)
        self.credits = r.credits
        #: per tile id, for the hot scoring loops: Quality points and adjacency colours
        self._quality_points = {t.id: t.points for t in r.tiles.values() if t.is_quality}
        self._colours = {t.id: t.colour for t in r.tiles.values() if t.colour is not None}
        self._pairs_cache: dict[tuple[tuple[str | None, ...], ...], int] = {}
        #: each seat's worth for ``evaluate`` by everything it reads (see :meth:`_evaluate`)
        self._worths: Memo[tuple[Any, ...], float] = Memo(WORTH_MEMO, name="kokeshi worths")
        #: the words of tiles, effects and positions, made once (a message encodes its
        #: arguments when made, and the same tile is described on every turn)
        self._said: Memo[tuple[Any, ...], Message] = Memo(name="kokeshi words")

    # --- words -------------------------------------------------------------------------
    # Everything players read is a message (``locales/<lang>/kokeshi.ftl``): Kokeshi and
    # animals are components named by the catalogue, tiles are described by their colour
    # and their effects in words; tile ids and effect codes stay in the notation.
    def _memo(self, key: tuple[Any, ...], make: Callable[[], Message]) -> Message:
        found = self._said.get(key)
        if found is None:
            found = self._said[key] = make()
        return found

    def k_name(self, k: int) -> dict[str, str]:
        """A Kokeshi (or its track) as a message argument."""
        return component(self.rules.kokeshi_ids[k])

    def a_name(self, a: int) -> dict[str, str]:
        """An animal as a message argument."""
        return component(self.rules.animal_ids[a])

    def effect_msg(self, effect: Effect, track: int | None = None, *,
                   upper: bool = False) -> Message:
        """An effect in words: for a tile's description (``track`` None: "move a Kokeshi
        right of this track") or as a choice for a tile lying on ``track`` ("this track"
        becomes the track's Kokeshi, and a Kokeshi move says its spaces, "move a Kokeshi
        right of Granny 1 space"). ``upper`` when the words open a sentence or a button."""
        return self._memo(("effect", effect, track, upper),
                          lambda: self._effect_msg(effect, track, upper))

    def _effect_msg(self, effect: Effect, track: int | None, upper: bool) -> Message:
        case = "upper" if upper else "lower"
        if effect.kind == KOKESHI_MOVE:
            if effect.target == "fixed":
                assert effect.arg is not None
                said = msg("kokeshi-effect-kokeshi", case=case, kokeshi=self.k_name(effect.arg))
            elif effect.target == "any":
                said = msg("kokeshi-effect-any", case=case)
            elif track is None:
                said = msg(f"kokeshi-effect-{effect.target}", case=case)
            else:
                said = msg(f"kokeshi-effect-{effect.target}-of", case=case,
                           kokeshi=self.k_name(track))
            if track is not None or effect.steps > 1:
                said = msg("kokeshi-effect-spaces", effect=said, steps=effect.steps)
            return said
        if effect.kind == ANIMAL_MOVE:
            if effect.target == "fixed":
                assert effect.arg is not None
                return msg("kokeshi-effect-animal", case=case, animal=self.a_name(effect.arg))
            return msg("kokeshi-effect-animal-any", case=case)
        if effect.target == "this_track":
            if track is None:
                return msg("kokeshi-effect-gain-this", case=case)
            return msg("kokeshi-effect-gain-for", case=case, kokeshi=self.k_name(track))
        return msg("kokeshi-effect-gain-any", case=case)

    def tile_words(self, tile_id: str) -> Message:
        """A tile's effects in words, "/" read as "or" and "+" as "and" ("gain a tile for
        any track, or move any animal"); a Quality tile's level and points."""
        return self._memo(("words", tile_id), lambda: self._tile_words(tile_id))

    def _tile_words(self, tile_id: str) -> Message:
        tile = self.rules.tiles[tile_id]
        if tile.is_quality:
            return msg("kokeshi-quality-words", level=tile.level, points=tile.points)
        said = [self.effect_msg(e) for e in tile.effects]
        if len(said) == 1:
            return said[0]
        return msg(f"kokeshi-effects-{'either' if tile.kind == 'either' else 'both'}",
                   first=said[0], second=said[1])

    def tile_name(self, tile_id: str) -> Message:
        """"Samurai tile", "Samurai starting tile", "Granny Quality tile"."""
        return self._memo(("name", tile_id), lambda: self._tile_name(tile_id))

    def _tile_name(self, tile_id: str) -> Message:
        tile = self.rules.tiles[tile_id]
        if tile.is_quality:
            return msg("kokeshi-tile-name-quality", colour=self.k_name(tile.kokeshi or 0))
        kind = "starting" if tile.design in self.rules.starting_order else "normal"
        return msg(f"kokeshi-tile-name-{kind}", colour=self.k_name(tile.colour or 0))

    def tile_text(self, tile_id: str) -> Message:
        """A tile in a sentence, by its colour and effects: "a Samurai tile (gain a tile
        for any track, or move any animal)". Ids are notation, not words."""
        return self._memo(("text", tile_id), lambda: self._tile_text(tile_id))

    def _tile_text(self, tile_id: str) -> Message:
        return msg("kokeshi-tile", name=self.tile_name(tile_id), words=self.tile_words(tile_id))

    def tile_label(self, tile_id: str) -> Message:
        """A tile on a button: "Samurai tile · gain a tile for any track, or move any
        animal"."""
        return self._memo(("label", tile_id), lambda: self._tile_label(tile_id))

    def _tile_label(self, tile_id: str) -> Message:
        tile = self.rules.tiles[tile_id]
        kind = "starting" if tile.design in self.rules.starting_order else "normal"
        return msg(f"kokeshi-tile-label-{kind}", colour=self.k_name(tile.colour or 0),
                   words=self.tile_words(tile_id))

    def effect_of(self, tile_id: str, code: str) -> Effect:
        """The effect of ``tile_id`` a pending question names by its code."""
        return next(e for e in self.rules.tiles[tile_id].effects if e.code == code)

    def _pending_labels(self, state: State) -> list[Message]:
        """The gained tiles waiting for D8, in words; two tiles that read alike (copies of
        one design) are told apart by the order they were gained in."""
        labels = [self.tile_label(entry["tile"]) for entry in state["pending"]]
        return [msg("kokeshi-pending-label", tile=label, order=index + 1)
                if labels.count(label) > 1 else label
                for index, label in enumerate(labels)]

    def pos_msg(self, pos: int) -> Message:
        """A Kokeshi's position: "home", "the top", "row 3"."""
        return self._memo(("pos", pos), lambda: self._pos_msg(pos))

    def _pos_msg(self, pos: int) -> Message:
        r = self.rules
        if pos == r.home:
            return msg("kokeshi-where-home")
        if pos == r.top:
            return msg("kokeshi-where-top")
        return msg("kokeshi-where-row", row=pos)

    def _pos_args(self, name: str, pos: int) -> dict[str, Any]:
        """A position as two arguments for a sentence that needs its preposition to agree:
        ``<name>`` is "home", "top" or "row" and ``<name>-row`` the row."""
        r = self.rules
        where = "home" if pos == r.home else "top" if pos == r.top else "row"
        return {name: where, f"{name}_row": pos}

    def _for(self, tracks: list[int]) -> Message:
        """"for Granny" (a gain for one track) or "for any track"."""
        if len(tracks) == 1:
            return msg("kokeshi-for-track", kokeshi=self.k_name(tracks[0]))
        return msg("kokeshi-for-any-track")

    # --- setup -------------------------------------------------------------------------
    def check_setup(self, players: int, options: dict[str, str]) -> Message | None:
        if players not in self.rules.players_supported:
            return msg("kokeshi-setup-players", min=self.min_players, max=self.max_players,
                       players=players)
        return None

    def setup(self, players: int, seed: int, options: dict[str, str] | None = None) -> State:
        """S1-S9 (seat order is the platform's, PD-18)."""
        r = self.rules
        refusal = self.check_setup(players, options or {})
        if refusal:
            from bot.i18n import english  # the catalogues sit above the engines

            raise ValueError(english(refusal))
        rng = Rng.from_seed(seed)
        supply = r.normal_tiles(players)
        rng.shuffle(supply)  # S3
        starting = list(r.starting_order)
        rng.shuffle(starting)  # S5
        per = r.starting_per_player
        dealt = [starting[i * per:(i + 1) * per] for i in range(players)]
        leftover = starting[players * per:]
        bonus: dict[str, str | None] = {}
        for slot in r.bonus_slots:  # S6: leftover starting tiles first, then the supply
            if leftover:
                bonus[slot.id] = leftover.pop(0)
            elif supply:
                bonus[slot.id] = supply[0]
                supply = supply[1:]
            else:
                bonus[slot.id] = None
        market: list[str | None] = []
        for _ in range(r.market_size):  # S7
            market.append(supply[0] if supply else None)
            supply = supply[1:]
        state: State = {
            "schema": SCHEMA, "game": self.name, "players": players, "rng": rng.position,
            "turn": 0, "revealed": False, "phase": "setup", "round": 1, "active": 0,
            "supply": supply, "market": market, "quality": list(r.quality_order),
            "removed": leftover, "bonus": bonus,
            "seats": [{
                "board": [[None] * r.rows for _ in range(r.tracks)],
                "kokeshi": [r.home] * r.tracks,
                "animals": [r.animal_start] * len(r.animal_ids),
                "happiness": 0, "tops": 0, "start": dealt[i],
            } for i in range(players)],
            "stack": [], "ask": {"id": "D0"}, "pending": [],
            "guard": {"home": [], "awaiting": []}, "advances": 0, "refill_failed": False,
            "chain": [], "chain_seat": None,
            "end": {"triggered": False, "round": None, "seat": None, "final_round": None,
                    "reasons": [], "reason": None},
            "events": [],
        }
        record_event(state, msg("kokeshi-begins", players=players))
        return state

    # --- whose decision ----------------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "setup":
            return [i for i, s in enumerate(state["seats"]) if s["start"]]
        return [state["active"]]

    def canonical(self, notation: str, state: State | None = None) -> str:
        return format_move(self.rules, parse(self.rules, notation))

    # --- legal moves -------------------------------------------------------------------
    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if type(seat) is not int or seat not in self.to_move(state):
            return []
        ask = state["ask"]
        kind = ask["id"]
        r = self.rules
        if kind == "D0":
            return self._start_moves(state, seat)
        if kind == "D1":
            s = state["seats"][seat]
            moves = []
            for k in range(r.tracks):
                here, there = s["kokeshi"][k], min(s["kokeshi"][k] + 1, r.top)
                moves.append(Move(
                    f"advance {r.kokeshi_ids[k]}",
                    msg("kokeshi-advance-label", kokeshi=self.k_name(k),
                        start=self.pos_msg(here), end=self.pos_msg(there)),
                    (msg("kokeshi-step-advance"),
                     msg("kokeshi-step-kokeshi", number=k + 1, kokeshi=self.k_name(k),
                         start=self.pos_msg(here), end=self.pos_msg(there))),
                    marker=str(k + 1)))
            return moves
        if kind in ("D2", "D3"):
            tile = r.tiles[ask["tile"]]
            moves = []
            for index in ask["options"]:
                effect = tile.effects[index]
                if kind == "D2":
                    label = self.effect_msg(effect, ask["track"], upper=True)
                    moves.append(Move(f"side {effect.code}", label, (label,)))
                else:
                    label = msg("kokeshi-first-label",
                                effect=self.effect_msg(effect, ask["track"]))
                    moves.append(Move(f"first {effect.code}", label, (label,)))
            return moves
        if kind == "D4":
            s = state["seats"][seat]
            steps = ask["steps"]
            moves = []
            for k in ask["options"]:
                here, there = s["kokeshi"][k], min(s["kokeshi"][k] + steps, r.top)
                moves.append(Move(
                    f"move {r.kokeshi_ids[k]}",
                    msg("kokeshi-move-label", kokeshi=self.k_name(k),
                        start=self.pos_msg(here), end=self.pos_msg(there)),
                    (msg("kokeshi-step-kokeshi", number=k + 1, kokeshi=self.k_name(k),
                         start=self.pos_msg(here), end=self.pos_msg(there)),),
                    marker=str(k + 1)))
            return moves
        if kind == "D5":
            s = state["seats"][seat]
            return [Move(f"animal {r.animal_ids[a]}",
                         msg("kokeshi-animal-label", animal=self.a_name(a),
                             start=s["animals"][a], end=s["animals"][a] + 1),
                         (msg("kokeshi-step-animal", animal=self.a_name(a),
                              start=s["animals"][a], end=s["animals"][a] + 1),))
                    for a in ask["options"]]
        if kind == "D6":
            moves = []
            for option in ask["options"]:
                if option == "none":
                    nothing = msg("kokeshi-take-nothing")
                    moves.append(Move("take none", nothing, (nothing,)))
                elif isinstance(option, int):
                    tile = self.tile_label(state["market"][option - 1])
                    moves.append(Move(f"take {option}",
                                      msg("kokeshi-take-slot-label", slot=option, tile=tile),
                                      (msg("kokeshi-step-slot", slot=option, tile=tile),),
                                      reveals=bool(state["supply"]), marker=str(option)))
                else:
                    quality = r.tiles[option]
                    moves.append(Move(f"take q{quality.level}",
                                      msg("kokeshi-take-quality-label", level=quality.level,
                                          points=quality.points),
                                      (msg("kokeshi-step-quality", level=quality.level,
                                           points=quality.points),)))
            return moves
        if kind == "D7":
            where = self._for(ask["tracks"])
            return [Move(f"gain {slot}",
                         msg("kokeshi-gain-label", slot=slot, where=where,
                             tile=self.tile_label(state["market"][slot - 1])),
                         (msg("kokeshi-step-slot", slot=slot,
                              tile=self.tile_label(state["market"][slot - 1])),),
                         reveals=bool(state["supply"]), marker=str(slot))
                    for slot in ask["options"]]
        if kind == "D8":
            board = state["seats"][seat]["board"]
            markers = self._landing_markers(board, {t for _, t in ask["options"]})
            names = self._pending_labels(state)
            moves = []
            for index, track in ask["options"]:
                entry = state["pending"][index]
                row = self._lowest_empty(board[track])
                moves.append(Move(
                    f"place {entry['tile']} {r.kokeshi_ids[track]}",
                    msg("kokeshi-place-label", kokeshi=self.k_name(track), row=row,
                        tile=names[index]),
                    (msg("kokeshi-step-place"), names[index],
                     msg("kokeshi-step-landing", number=int(markers[track]),
                         kokeshi=self.k_name(track), row=row)),
                    marker=markers[track]))
            return moves
        return []

    #: the questions of a chain (R8) a panel option may combine with the one asked right
    #: after it: a side, an order, a Kokeshi, an animal. A take or a gain may reveal a
    #: tile and a placement is a menu of its own, so neither is combined.
    _COMBINED: ClassVar[frozenset[str]] = frozenset({"D2", "D3", "D4", "D5"})
    #: at most this many options on a combined level: one select's page (more would
    #: cost a "More" tap, and the combination would save nothing)
    combined_most = 25

    def panel_moves(self, state: State, seat: int) -> list[Move]:
        """Issue 19's taps: a chain question whose answer is followed at once by another
        chain question is offered combined with it ("Move Granny 1 space, then Fisherman:
        row 1 → row 2"), one option per answer of each, so one tap enters both. The
        second question is the one the engine asks after the first answer (computed by
        ``apply``), so every choice stays offered; nothing is combined across a reveal,
        a decision of another seat or the end of the turn. Each option plays the two
        stored notations in order (``Move.then``)."""
        moves = self.legal_moves(state, seat)
        ask = state["ask"] if moves else None
        if ask is None or ask["id"] not in self._COMBINED:
            return moves
        offered: list[Move] = []
        for move in moves:
            after = self.apply(state, seat, move.notation)
            nxt = after["ask"]
            if move.reveals or after["revealed"] or after["phase"] != "play" or \
                    after["turn"] != state["turn"] or self.to_move(after) != [seat] or \
                    nxt is None or nxt["id"] not in self._COMBINED:
                offered.append(move)
                continue
            first = self._then_words(state, seat, move, first=True)
            for follow in self.legal_moves(after, seat):
                said = msg("kokeshi-step-then", first=first,
                           then=self._then_words(after, seat, follow))
                offered.append(Move(move.notation, said, (said,), reveals=follow.reveals,
                                    marker=move.marker, then=(follow.notation,)))
            if len(offered) > self.combined_most:
                return moves
        return offered

    def _then_words(self, state: State, seat: int, move: Move, first: bool = False
                    ) -> Message:
        """One answer of a combined option, short enough for two on one button: a side
        (in lower case after "then"), a Kokeshi and where it goes (numbered as on the
        picture when it is the first answer, whose question the picture shows)."""
        ask = state["ask"]
        rest = move.notation.partition(" ")[2]
        if ask["id"] == "D2":
            return self.effect_msg(self.effect_of(ask["tile"], rest), ask["track"],
                                   upper=first)
        if ask["id"] == "D4":
            k = self.rules.kokeshi_ids.index(rest)
            end = self.pos_msg(min(state["seats"][seat]["kokeshi"][k] + ask["steps"],
                                   self.rules.top))
            if first:
                return msg("kokeshi-then-first-kokeshi", number=k + 1,
                           kokeshi=self.k_name(k), end=end)
            return msg("kokeshi-then-kokeshi", kokeshi=self.k_name(k), end=end)
        step = move.steps[-1]
        assert isinstance(step, Message)
        return step

    def _start_moves(self, state: State, seat: int) -> list[Move]:
        r = self.rules
        dealt = state["seats"][seat]["start"]
        moves = []
        for t1 in range(r.tracks):
            for t2 in range(r.tracks):
                if t1 == t2:
                    continue
                moves.append(Move(
                    f"start {r.kokeshi_ids[t1]} {r.kokeshi_ids[t2]}",
                    msg("kokeshi-start-label", first=self._start_name(dealt[0], upper=True),
                        first_track=self.k_name(t1), second=self._start_name(dealt[1]),
                        second_track=self.k_name(t2)),
                    # the prompt spells the effects out; buttons stay short for phones
                    (msg("kokeshi-step-start"),
                     msg("kokeshi-step-start-tile", tile=self._start_name(dealt[0], upper=True),
                         kokeshi=self.k_name(t1)),
                     msg("kokeshi-step-start-tile", tile=self._start_name(dealt[1], upper=True),
                         kokeshi=self.k_name(t2)))))
        return moves

    def _start_name(self, tile_id: str, upper: bool = False) -> Message:
        """A starting tile on a button, short: every one moves one of two named Kokeshi,
        and the pair tells the dealt tiles apart ("Tile moving Princess or Granny")."""
        return self._memo(("start", tile_id, upper),
                          lambda: self._make_start_name(tile_id, upper))

    def _make_start_name(self, tile_id: str, upper: bool) -> Message:
        tile = self.rules.tiles[tile_id]
        named = [self.k_name(e.arg) for e in tile.effects
                 if e.kind == KOKESHI_MOVE and e.target == "fixed" and e.arg is not None]
        case = "upper" if upper else "lower"
        if len(named) == len(tile.effects) and tile.kind == "either":
            return msg("kokeshi-start-name", case=case, kokeshi=words(named, "or"))
        return msg("kokeshi-start-name-tile", case=case, colour=self.k_name(tile.colour or 0))

    def _landing_markers(self, board: list[list[str | None]], tracks: set[int]
                         ) -> dict[int, str]:
        """The D8 places numbered in reading order: top row first, then left to right."""
        cells = sorted(((self._lowest_empty(board[t]), t) for t in tracks),
                       key=lambda c: (-c[0], c[1]))
        return {t: str(i + 1) for i, (_, t) in enumerate(cells)}

    @staticmethod
    def _lowest_empty(track: list[str | None]) -> int:
        for index, tile in enumerate(track):
            if tile is None:
                return index + 1
        return 0

    # --- apply -------------------------------------------------------------------------
    def apply(self, state: State, seat: int, notation: str) -> State:
        # a seat that is not a plain int (a bool, a string) is no seat of this game
        self.require_seat(state, seat if type(seat) is int else -1)
        move = parse(self.rules, notation)
        ask = state["ask"]
        new = _clone(state)
        handler = {
            "D0": self._answer_start, "D1": self._answer_advance, "D2": self._answer_side,
            "D3": self._answer_first, "D4": self._answer_move, "D5": self._answer_animal,
            "D6": self._answer_take, "D7": self._answer_gain, "D8": self._answer_place,
        }[ask["id"]]
        handler(new, seat, move, ask)
        if new["phase"] == "play":
            self._run(new)
        return new

    #: the verb each pending decision expects; a move of another kind is refused with
    #: ``kokeshi-expect-<verb>``
    _EXPECTED: ClassVar[dict[str, str]] = {
        "D0": "start", "D1": "advance", "D2": "side", "D3": "first", "D4": "move",
        "D5": "animal", "D6": "take", "D7": "gain", "D8": "place"}

    def _expect(self, move: ParsedMove, ask: dict[str, Any]) -> None:
        verb = self._EXPECTED[ask["id"]]
        if move.verb != verb:
            raise IllegalMove(msg(f"kokeshi-expect-{verb}"))

    def _answer_start(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """S8 / D0: two different tracks, row 1 (PD-17)."""
        self._expect(move, ask)
        t1, t2 = move.args
        if t1 == t2:
            raise IllegalMove(msg("kokeshi-refuse-same-track"))
        r = self.rules
        me = s["seats"][seat]
        first, second = me["start"]
        me["board"][t1][r.start_row - 1] = first
        me["board"][t2][r.start_row - 1] = second
        me["start"] = []
        record_event(s, msg("kokeshi-placed-start", who=seat_arg(seat),
                            first=self.tile_text(first), first_track=self.k_name(t1),
                            second=self.tile_text(second), second_track=self.k_name(t2),
                            row=r.start_row))
        if not any(other["start"] for other in s["seats"]):
            # the simultaneous setup is one turn, completed by the last seat to place
            s["turn"] += 1
            s["phase"] = "play"
            s["ask"] = {"id": "D1"}
            record_event(s, msg("kokeshi-round-one", who=seat_arg(0)))

    def _answer_advance(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R3 / D1: one chosen advance by 1; never guarded (R9)."""
        self._expect(move, ask)
        k = move.args[0]
        s["chain"] = []
        s["chain_seat"] = seat
        s["ask"] = None
        self._say(s, msg("kokeshi-advances", who=seat_arg(seat), kokeshi=self.k_name(k)))
        self._advance(s, k, 1)
        s["stack"].append({"t": "arrive", "k": k})

    def _answer_side(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R6.1 / D2: exactly one side of a slash tile (PD-25: any side may be chosen)."""
        self._expect(move, ask)
        tile = self.rules.tiles[ask["tile"]]
        index = next((i for i in ask["options"] if tile.effects[i].code == move.text), None)
        if index is None:
            raise IllegalMove(msg("kokeshi-refuse-side", tile=self.tile_name(tile.id),
                                  choices=self._choices(tile, ask, "side")))
        task = s["stack"][-1]
        task["order"] = [index]
        s["ask"] = None
        self._say(s, msg("kokeshi-chooses", who=seat_arg(seat),
                         effect=self.effect_msg(tile.effects[index], ask["track"])))

    def _answer_first(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R6.1 / D3 (PD-23): the player orders two Kokeshi moves or two gains."""
        self._expect(move, ask)
        tile = self.rules.tiles[ask["tile"]]
        index = next((i for i in ask["options"] if tile.effects[i].code == move.text), None)
        if index is None:
            raise IllegalMove(msg("kokeshi-refuse-first", tile=self.tile_name(tile.id),
                                  choices=self._choices(tile, ask, "first")))
        s["stack"][-1]["order"] = [index, 1 - index]
        s["ask"] = None
        self._say(s, msg("kokeshi-chooses-first", who=seat_arg(seat),
                         effect=self.effect_msg(tile.effects[index], ask["track"])))

    def _choices(self, tile: Tile, ask: dict[str, Any], verb: str) -> dict[str, Any]:
        """A D2/D3 question's options in words, each with what to type (the code is the
        notation): "move Granny 1 space ('side K:granny') or ..."."""
        return words([msg("kokeshi-typed-choice",
                          effect=self.effect_msg(tile.effects[i], ask["track"]),
                          typed=f"{verb} {tile.effects[i].code}") for i in ask["options"]],
                     "or")

    def _answer_move(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R7 / D4: a movable candidate of K*, K**, K>, K< (PD-34, PD-35, R9)."""
        effect = self.effect_of(ask["tile"], ask["code"])
        if move.verb == "advance":
            raise IllegalMove(msg("kokeshi-refuse-advance-now",
                                  effect=self.effect_msg(effect, ask["track"])))
        self._expect(move, ask)
        k = move.args[0]
        if k not in ask["options"]:
            allowed = words([msg("kokeshi-typed", typed=f"move {self.rules.kokeshi_ids[c]}")
                             for c in ask["options"]], "or")
            raise IllegalMove(msg("kokeshi-refuse-move",
                                  effect=self.effect_msg(effect, ask["track"], upper=True),
                                  kokeshi=self.k_name(k), why=self._why_not(s, k, ask),
                                  allowed=allowed))
        task = s["stack"][-1]
        effect = self.rules.tiles[task["tile"]].effects[task["order"][task["next"]]]
        s["ask"] = None
        self._move_kokeshi(s, task, k, effect.steps)
        task["next"] += 1

    def _why_not(self, s: State, k: int, ask: dict[str, Any]) -> Message:
        code = ask["code"]
        track = ask["track"]
        if code == "K>" and k <= track:  # R7, PD-34
            return msg("kokeshi-why-right", kokeshi=self.k_name(track))
        if code == "K<" and k >= track:
            return msg("kokeshi-why-left", kokeshi=self.k_name(track))
        return msg("kokeshi-why-guarded")  # R9

    def _answer_animal(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R7 / D5: an animal below the last position (PD-26)."""
        self._expect(move, ask)
        a = move.args[0]
        if a not in ask["options"]:
            raise IllegalMove(msg("kokeshi-refuse-animal-at-end", animal=self.a_name(a),
                                  last=self.rules.animal_max))
        task = s["stack"][-1]
        s["ask"] = None
        self._move_animal(s, a)
        task["next"] += 1

    def _answer_take(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R5 / D6: a market slot, or an eligible Quality tile of this Kokeshi."""
        self._expect(move, ask)
        if move.none:
            if "none" not in ask["options"]:
                raise IllegalMove(msg("kokeshi-refuse-take-compulsory"))  # PD-19
            option: Any = "none"
        elif move.quality:
            option = next((o for o in ask["options"] if isinstance(o, str) and o != "none"
                           and self.rules.tiles[o].level == move.args[0]), None)
            if option is None:
                raise IllegalMove(self._quality_refusal(s, ask, move.args[0]))
        else:
            option = move.args[0]
            if option not in ask["options"]:
                raise IllegalMove(msg("kokeshi-refuse-slot-empty", slot=option))  # R13
        s["stack"].pop()
        s["ask"] = None
        self._take(s, ask["k"], ask["row"], option)

    def _quality_refusal(self, s: State, ask: dict[str, Any], level: int) -> Message:
        r = self.rules
        k = ask["k"]
        me = s["seats"][s["active"]]
        if any(t and r.tiles[t].is_quality for t in me["board"][k]):  # R5.6
            return msg("kokeshi-refuse-quality-held", kokeshi=self.k_name(k))
        row = r.thresholds.get(level, 0)
        if ask["row"] < row:  # R5.2, PD-05
            return msg("kokeshi-refuse-quality-row", level=level, row=row, landed=ask["row"])
        return msg("kokeshi-refuse-quality-gone", level=level, kokeshi=self.k_name(k))  # R5.5

    def _answer_gain(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R11 / D7 (PD-21): the player picks the market slot when the gain executes."""
        self._expect(move, ask)
        slot = move.args[0]
        if slot not in ask["options"]:
            raise IllegalMove(msg("kokeshi-refuse-slot-empty", slot=slot))  # R13
        task = s["stack"][-1]
        s["ask"] = None
        self._gain(s, slot, ask["tracks"], ask["code"])
        task["next"] += 1

    def _answer_place(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R12 / D8: a pending tile on one of its allowed tracks, lowest empty row."""
        self._expect(move, ask)
        track = move.args[0]
        indices = [i for i, p in enumerate(s["pending"]) if p["tile"] == move.text]
        if not indices:
            raise IllegalMove(msg("kokeshi-refuse-not-pending", typed=move.text))
        index = indices[0]
        if [index, track] not in ask["options"]:
            entry = s["pending"][index]
            if track not in entry["tracks"]:  # R11, R12
                raise IllegalMove(msg("kokeshi-refuse-gained-for",
                                      tile=self.tile_name(move.text),
                                      tracks=words([self.k_name(t) for t in entry["tracks"]],
                                                   "or")))
            raise IllegalMove(msg("kokeshi-refuse-track-full", kokeshi=self.k_name(track)))
        s["ask"] = None
        self._place(s, index, track)

    # --- the work stack (R8) -----------------------------------------------------------
    def _run(self, s: State) -> None:
        """Pop tasks until a question with two or more options, or the turn's end."""
        while s["ask"] is None and s["phase"] == "play":
            stack = s["stack"]
            if stack:
                task = stack[-1]
                if task["t"] == "arrive":
                    stack.pop()
                    self._arrive(s, task["k"])
                elif task["t"] == "take":
                    self._take_step(s, task)
                else:
                    self._resolve_step(s, task)
            elif s["pending"]:
                self._placement_step(s)
            else:
                self._end_turn(s)

    def _say(self, s: State, said: Message) -> None:
        """A public event that is also part of this turn's chain (the prompt's "So far")."""
        record_event(s, said)
        s["chain"].append(said.to_json())

    def _me(self, s: State) -> dict[str, Any]:
        return s["seats"][s["active"]]

    def _advance(self, s: State, k: int, steps: int) -> None:
        """R2: positions jump; a passed space is ignored; beyond row 8 is the top (PD-24)."""
        me = self._me(s)
        me["kokeshi"][k] = min(me["kokeshi"][k] + steps, self.rules.top)
        s["advances"] += 1
        if s["advances"] > self.rules.max_advances:
            raise TurnLimitError("a turn exceeded the advance assertion: bad tile data (PD-27)")

    def _home(self, s: State, k: int) -> None:
        self._me(s)["kokeshi"][k] = self.rules.home
        if k not in s["guard"]["home"]:
            s["guard"]["home"].append(k)

    def _arrive(self, s: State, k: int) -> None:
        """R4, with R4c's continuation resolved at once."""
        r = self.rules
        me = self._me(s)
        if k in s["guard"]["awaiting"]:
            s["guard"]["awaiting"].remove(k)
        name = self.k_name(k)
        while True:
            pos = me["kokeshi"][k]
            if pos == r.top:  # R4a
                me["happiness"] += r.top_reward
                me["tops"] += 1
                self._home(s, k)
                self._say(s, msg("kokeshi-reaches-top", kokeshi=name, reward=r.top_reward))
                return
            tile_id = me["board"][k][pos - 1]
            if tile_id is None:  # R4b
                self._home(s, k)
                self._say(s, msg("kokeshi-lands-empty", kokeshi=name, row=pos))
                s["stack"].append({"t": "take", "k": k, "row": pos})
                return
            tile = r.tiles[tile_id]
            if tile.is_quality:  # R4c: never guarded (R9)
                self._say(s, msg("kokeshi-lands-quality", kokeshi=name, row=pos))
                self._advance(s, k, 1)
                continue
            self._say(s, msg("kokeshi-lands-tile", kokeshi=name, tile=self.tile_text(tile_id),
                             row=pos))
            s["stack"].append({"t": "resolve", "tile": tile_id, "track": k, "order": None,
                               "next": 0, "arrivals": []})  # R4d
            return

    def _take_options(self, s: State, k: int, row: int) -> list[Any]:
        """R5.2: market slots in order, then eligible Quality levels; "none" if optional."""
        r = self.rules
        me = self._me(s)
        options: list[Any] = [i + 1 for i, t in enumerate(s["market"]) if t]
        if not any(t and r.tiles[t].is_quality for t in me["board"][k]):
            for tile_id in s["quality"]:
                tile = r.tiles[tile_id]
                if tile.kokeshi == k and r.thresholds[tile.level] <= row:
                    options.append(tile_id)
        if not r.compulsory_take and options:
            options.append("none")  # PD-19 switched off: taking becomes optional
        return options

    def _take_step(self, s: State, task: dict[str, Any]) -> None:
        """R5.3: compulsory; automatic with one option; nothing with none."""
        options = self._take_options(s, task["k"], task["row"])
        if len(options) >= 2:
            s["ask"] = {"id": "D6", "k": task["k"], "row": task["row"], "options": options}
            return
        s["stack"].pop()
        if not options:
            self._say(s, msg("kokeshi-nothing-to-take", kokeshi=self.k_name(task["k"]),
                             row=task["row"]))
            return
        self._take(s, task["k"], task["row"], options[0], automatic=True)

    def _take(self, s: State, k: int, row: int, option: Any, automatic: bool = False) -> None:
        r = self.rules
        me = self._me(s)
        # "(the only option)" when the engine chose for the player (section 5.6)
        how = "only" if automatic else "chosen"
        who = seat_arg(s["active"])
        if option == "none":
            self._say(s, msg("kokeshi-takes-nothing", who=who, kokeshi=self.k_name(k), row=row))
            return
        if isinstance(option, int):
            tile_id = s["market"][option - 1]
            me["board"][k][row - 1] = tile_id  # R5.1: on the landing space, inactive
            self._say(s, msg(f"kokeshi-takes-slot-{how}", who=who, tile=self.tile_text(tile_id),
                             slot=option, kokeshi=self.k_name(k), row=row))
            self._refill(s, option)
            return
        tile = r.tiles[option]
        s["quality"] = [t for t in s["quality"] if t != option]
        me["board"][k][row - 1] = option
        self._say(s, msg(f"kokeshi-takes-quality-{how}", who=who, level=tile.level,
                         kokeshi=self.k_name(k), points=tile.points, row=row))
        holders = sum(1 for seat in s["seats"]
                      if any(t and r.tiles[t].is_quality and r.tiles[t].kokeshi == k
                             for track in seat["board"] for t in track))
        if holders >= s["players"] - 1:  # R5.5
            gone = [t for t in s["quality"] if r.tiles[t].kokeshi == k]
            if gone:
                s["quality"] = [t for t in s["quality"] if r.tiles[t].kokeshi != k]
                s["removed"].extend(gone)
                self._say(s, msg("kokeshi-quality-removed", holders=holders,
                                 kokeshi=self.k_name(k), count=len(gone),
                                 levels=words([r.tiles[t].level for t in gone])))

    def _refill(self, s: State, slot: int) -> None:
        """R5.4 / R13: at once from the top of the supply; an empty supply triggers E1b."""
        if s["supply"]:
            drawn = s["supply"][0]
            s["supply"] = s["supply"][1:]
            s["market"][slot - 1] = drawn
            s["revealed"] = True
            self._say(s, msg("kokeshi-refilled", slot=slot, tile=self.tile_text(drawn)))
        else:
            s["market"][slot - 1] = None
            s["refill_failed"] = True
            self._say(s, msg("kokeshi-supply-empty", slot=slot))

    def _resolve_step(self, s: State, task: dict[str, Any]) -> None:
        """R6 steps 1-3, one effect per call so any effect may stop for a question."""
        r = self.rules
        tile = r.tiles[task["tile"]]
        if task["order"] is None:
            if tile.kind == "either":
                s["ask"] = {"id": "D2", "tile": tile.id, "track": task["track"],
                            "options": self._side_options(tile)}
                return
            if tile.kind == "both" and len(tile.effects) == 2 and \
                    tile.effects[0].kind == tile.effects[1].kind != ANIMAL_MOVE and \
                    tile.effects[0].code != tile.effects[1].code:
                s["ask"] = {"id": "D3", "tile": tile.id, "track": task["track"],
                            "options": [0, 1]}  # PD-23
                return
            task["order"] = list(range(len(tile.effects)))
        if task["next"] < len(task["order"]):
            effect = tile.effects[task["order"][task["next"]]]
            if self._execute(s, task, effect):
                task["next"] += 1
            return
        s["stack"].pop()
        for k in reversed(task["arrivals"]):  # first recorded arrival is popped first
            s["stack"].append({"t": "arrive", "k": k})

    @staticmethod
    def _side_options(tile: Tile) -> list[int]:
        # two identical sides are one option (both give the same result)
        seen: dict[str, int] = {}
        for index, effect in enumerate(tile.effects):
            seen.setdefault(effect.code, index)
        return list(seen.values())

    def movable(self, s: State, k: int) -> bool:
        """R9: not after returning home this turn, nor while awaiting its arrival."""
        r = self.rules
        guard = s["guard"]
        return not ((r.guard_home and k in guard["home"])
                    or (r.guard_awaiting and k in guard["awaiting"]))

    def _execute(self, s: State, task: dict[str, Any], effect: Effect) -> bool:
        """R7. True when the effect is done; False when it waits on a question."""
        r = self.rules
        me = self._me(s)
        track = task["track"]
        # the effect in words opens each sentence about it ("Move any Kokeshi 1 space: …")
        said = self.effect_msg(effect, track, upper=True)
        if effect.kind == KOKESHI_MOVE:
            if effect.target == "fixed":
                k = effect.arg
                assert k is not None
                if self.movable(s, k):
                    self._move_kokeshi(s, task, k, effect.steps)
                else:  # R9
                    self._say(s, msg("kokeshi-cannot-move-again", effect=said,
                                     kokeshi=self.k_name(k)))
                return True
            candidates = [k for k in range(r.tracks) if self.movable(s, k)
                          and (effect.target == "any"
                               or (effect.target == "right" and k > track)
                               or (effect.target == "left" and k < track))]
            if not candidates:
                self._say(s, msg("kokeshi-no-kokeshi-can-move", effect=said))
                return True
            if len(candidates) == 1:
                self._say(s, msg("kokeshi-only-kokeshi", effect=said,
                                 kokeshi=self.k_name(candidates[0])))
                self._move_kokeshi(s, task, candidates[0], effect.steps)
                return True
            s["ask"] = {"id": "D4", "code": effect.code, "steps": effect.steps, "track": track,
                        "tile": task["tile"], "options": candidates}
            return False
        if effect.kind == ANIMAL_MOVE:
            if effect.target == "fixed":
                assert effect.arg is not None
                self._move_animal(s, effect.arg)
                return True
            candidates = [a for a in range(len(r.animal_ids))
                          if me["animals"][a] < r.animal_max]
            if not candidates:
                self._say(s, msg("kokeshi-every-marker-at-end", effect=said))
                return True
            if len(candidates) == 1:
                self._move_animal(s, candidates[0])
                return True
            s["ask"] = {"id": "D5", "options": candidates}
            return False
        assert effect.kind == GAIN_TILE
        tracks = [track] if effect.target == "this_track" else list(range(r.tracks))
        if all(all(me["board"][t]) for t in tracks):  # R11
            which = "track" if len(tracks) == 1 else "every-track"
            self._say(s, msg(f"kokeshi-gain-ignored-{which}", effect=said))
            return True
        slots = [i + 1 for i, t in enumerate(s["market"]) if t]
        if not slots:  # R11
            self._say(s, msg("kokeshi-gain-market-empty", effect=said))
            return True
        if len(slots) == 1:
            self._gain(s, slots[0], tracks, effect.code, automatic=True)
            return True
        s["ask"] = {"id": "D7", "code": effect.code, "tracks": tracks, "options": slots}
        return False

    def _move_kokeshi(self, s: State, task: dict[str, Any], k: int, steps: int) -> None:
        """An effect's advance: the arrival waits in the tile's arrival list (R6.2)."""
        me = self._me(s)
        before = me["kokeshi"][k]
        self._advance(s, k, steps)
        task["arrivals"].append(k)
        s["guard"]["awaiting"].append(k)
        # "(the space passed over is ignored)" after a jump
        how = "jump" if steps > 1 and me["kokeshi"][k] - before > 1 else "step"
        self._say(s, msg(f"kokeshi-kokeshi-moves-{how}", kokeshi=self.k_name(k),
                         **self._pos_args("start", before),
                         **self._pos_args("end", me["kokeshi"][k])))

    def _move_animal(self, s: State, a: int) -> None:
        """R10: +1, the red line, then bonus slots in fill order."""
        r = self.rules
        me = self._me(s)
        name = self.a_name(a)
        if me["animals"][a] >= r.animal_max:  # PD-26
            self._say(s, msg("kokeshi-animal-at-end", animal=name, last=r.animal_max))
            return
        me["animals"][a] += 1
        value = me["animals"][a]
        how = "red-line" if value == r.red_line else "plain"
        self._say(s, msg(f"kokeshi-animal-moves-{how}", animal=name, position=value))
        for slot in r.bonus_slots:
            tile_id = s["bonus"][slot.id]
            if tile_id and slot.position == value and a in slot.animals:
                s["bonus"][slot.id] = None
                s["pending"].append({"tile": tile_id, "tracks": list(range(r.tracks)),
                                     "source": slot.id})
                self._say(s, msg("kokeshi-bonus-claimed", who=seat_arg(s["active"]),
                                 animals=words([self.a_name(x) for x in slot.animals]),
                                 position=slot.position, tile=self.tile_text(tile_id)))

    def _gain(self, s: State, slot: int, tracks: list[int], code: str,
              automatic: bool = False) -> None:
        tile_id = s["market"][slot - 1]
        s["pending"].append({"tile": tile_id, "tracks": tracks, "source": code})
        how = "only" if automatic else "chosen"  # "(the only tile)"
        self._say(s, msg(f"kokeshi-gains-{how}", who=seat_arg(s["active"]),
                         tile=self.tile_text(tile_id), slot=slot, where=self._for(tracks)))
        self._refill(s, slot)

    def _placement_step(self, s: State) -> None:
        """R12: unplaceable tiles leave the game; one tile with one track is automatic."""
        me = self._me(s)
        keep = []
        for entry in s["pending"]:
            if any(None in me["board"][t] for t in entry["tracks"]):
                keep.append(entry)
            else:
                s["removed"].append(entry["tile"])
                self._say(s, msg("kokeshi-no-room", name=self.tile_name(entry["tile"]),
                                 words=self.tile_words(entry["tile"])))
        s["pending"] = keep
        if not keep:
            return
        options = [[i, t] for i, entry in enumerate(keep) for t in entry["tracks"]
                   if None in me["board"][t]]
        if len(keep) == 1 and len(options) == 1:
            self._place(s, 0, options[0][1], automatic=True)
            return
        s["ask"] = {"id": "D8", "options": options}

    def _place(self, s: State, index: int, track: int, automatic: bool = False) -> None:
        me = self._me(s)
        entry = s["pending"].pop(index)
        row = self._lowest_empty(me["board"][track])
        me["board"][track][row - 1] = entry["tile"]
        how = "only" if automatic else "chosen"  # "(the only place)"
        self._say(s, msg(f"kokeshi-places-{how}", who=seat_arg(s["active"]),
                         tile=self.tile_text(entry["tile"]), kokeshi=self.k_name(track),
                         row=row))

    def _end_turn(self, s: State) -> None:
        """E1 (checked at the end of every turn, PD-32) and E2, then the next seat."""
        r = self.rules
        seat = s["active"]
        players = s["players"]
        end = s["end"]
        if not end["triggered"]:
            reasons = []
            target = r.target(players)
            if any(self.achievements(s, p) >= target for p in range(players)):
                reasons.append("achievements")
            if s["refill_failed"]:
                reasons.append("supply")
            if seat == players - 1 and s["round"] >= r.round_cap:
                reasons.append("round_cap")
            if reasons:
                end.update(triggered=True, round=s["round"], seat=seat, reasons=reasons,
                           final_round=s["round"] + r.extra_rounds)
                record_event(s, self._trigger_sentence(s, reasons))
        s["turn"] += 1
        s["stack"] = []
        s["guard"] = {"home": [], "awaiting": []}
        s["advances"] = 0
        s["refill_failed"] = False
        if end["triggered"] and seat == players - 1 and s["round"] >= end["final_round"]:
            end["reason"] = end["reasons"][0]
            s["phase"] = "over"
            s["ask"] = None
            result = self.result(s)
            assert result is not None
            record_event(s, self.end_sentence(result))
            return
        s["active"] = (seat + 1) % players
        if s["active"] == 0:
            s["round"] += 1
        s["ask"] = {"id": "D1"}

    def _trigger_sentence(self, s: State, reasons: list[str]) -> Message:
        r = self.rules
        why = []
        if "achievements" in reasons:
            why.append(msg("kokeshi-trigger-achievements", target=r.target(s["players"])))
        if "supply" in reasons:
            why.append(msg("kokeshi-trigger-supply"))
        if "round_cap" in reasons:  # PD-28
            why.append(msg("kokeshi-trigger-round-cap", round=r.round_cap))
        final = s["round"] + r.extra_rounds  # E2
        return msg("kokeshi-end-triggered", reasons=words(why), round=s["round"], last=final)

    # --- scoring (E3, E4) --------------------------------------------------------------
    def achievements(self, s: State, seat: int) -> int:
        """R14: Quality tiles on the board + animals at the red line or beyond."""
        me = s["seats"][seat]
        points = self._quality_points
        quality = sum(1 for track in me["board"] for t in track if t in points)
        return quality + sum(1 for v in me["animals"] if v >= self.rules.red_line)

    def adjacent_pairs(self, board: list[list[str | None]]) -> int:
        """E3: same-colour orthogonal neighbours, each unordered pair once (PD-08).
        Boards change one tile at a time, so the count is remembered per board."""
        key = tuple(tuple(track) for track in board)
        found = self._pairs_cache.get(key)
        if found is None:
            if len(self._pairs_cache) > 4096:  # bounded: a long-running bot must not grow
                self._pairs_cache.clear()
            found = self._pairs_cache[key] = self._count_pairs(board)
        return found

    def _count_pairs(self, board: list[list[str | None]]) -> int:
        colour_of = self._colours
        colours = [[colour_of.get(t) if t else None for t in track] for track in board]
        pairs = 0
        rows = self.rules.rows
        for t, column in enumerate(colours):
            right = colours[t + 1] if t + 1 < len(colours) else None
            for row in range(rows):
                colour = column[row]
                if colour is None:
                    continue
                if row + 1 < rows and column[row + 1] == colour:
                    pairs += 1
                if right is not None and right[row] == colour:
                    pairs += 1
        return pairs

    def breakdown(self, s: State, seat: int) -> dict[str, int]:
        """E3 per category; ``total`` is their sum. (Hot: the computer player's
        evaluation calls it for every seat of every candidate, hence the plain loops.)"""
        r = self.rules
        me = s["seats"][seat]
        values = r.animal_values
        animals = sum(values[v] for v in me["animals"])
        leaders = 0
        for a, mine in enumerate(me["animals"]):
            others = [o["animals"][a] for i, o in enumerate(s["seats"]) if i != seat]
            if others and mine > max(others):  # PD-12: strict lead
                leaders += r.leader_bonus
        points = self._quality_points
        quality = held = tracks = 0
        row_values = r.row_values
        for track in me["board"]:
            high = 0
            for index, tile in enumerate(track):
                if tile:
                    high = index + 1
                    if tile in points:
                        quality += points[tile]
                        held += 1
            if high:
                tracks += row_values[high]
        adjacency = -r.adjacency_penalty * self.adjacent_pairs(me["board"])
        parts = {"happiness": me["happiness"], "animals": animals, "leaders": leaders,
                 "quality": quality, "tracks": tracks, "adjacency": adjacency}
        parts["total"] = sum(parts.values())
        parts["achievements"] = held + sum(1 for v in me["animals"] if v >= r.red_line)
        return parts

    def scores(self, state: State) -> list[int]:
        return [self.breakdown(state, p)["total"] for p in range(state["players"])]

    def tiebreak(self, state: State, seat: int) -> tuple[float, ...]:
        """E4 / PD-30: achievements, then the track term."""
        parts = self.breakdown(state, seat)
        keys = {"most_achievements": parts["achievements"],
                "highest_track_row_value_total": parts["tracks"]}
        return tuple(float(keys[name]) for name in self.rules.tie_breaks if name in keys)

    #: the result's breakdown, per :meth:`breakdown` key: the point categories (they sum
    #: to the score; the penalty is negative) and then the achievements, which are no
    #: points but the first tie-break (E4). The keys are stored in results as they are
    #: (English words from before the catalogues); ``kokeshi-breakdown-<key>`` names them.
    RESULT_KEYS: ClassVar[dict[str, str]] = {
        "happiness": "top rewards", "animals": "animals", "leaders": "animal leads",
        "quality": "Quality tiles", "tracks": "track rows", "adjacency": "same-colour pairs",
        "achievements": "achievements"}

    def result_breakdown(self, parts: dict[str, int]) -> dict[str, int]:
        """What the platform prints after a score ("top rewards 5, animals 13, …"):
        :meth:`breakdown` without its ``total`` (the score itself), under its stored keys."""
        return {stored: parts[key] for key, stored in self.RESULT_KEYS.items()}

    def _standings(self, s: State) -> list[Standing]:
        rows = []
        for seat in range(s["players"]):
            parts = self.breakdown(s, seat)
            rows.append((seat, parts, (parts["total"], *self.tiebreak(s, seat))))
        rows.sort(key=lambda row: (tuple(-v for v in row[2]), row[0]))
        standings: list[Standing] = []
        for index, (seat, parts, key) in enumerate(rows):
            same = index and key == rows[index - 1][2]
            rank = standings[-1].rank if same else index + 1
            standings.append(Standing(seat, parts["total"], rank, self.result_breakdown(parts)))
        return standings

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        standings = self._standings(state)
        winners = sorted(st.seat for st in standings if st.rank == 1)
        details: list[Message | str] = []
        for seat in range(state["players"]):
            b = self.breakdown(state, seat)
            # the same words as the breakdown after the score, the penalty subtracted
            details.append(msg("kokeshi-detail", who=seat_arg(seat), total=b["total"],
                               happiness=b["happiness"], animals=b["animals"],
                               leaders=b["leaders"], quality=b["quality"],
                               tracks=b["tracks"], pairs=-b["adjacency"],
                               achievements=b["achievements"]))
        return Result(standings, winners, state["end"]["reason"] or "achievements", details)

    def resign_result(self, state: State, resigned: int) -> Result:
        """The core's ranking by Happiness and :meth:`tiebreak`, each score broken down as
        at the end of a game (the tie-break sentence reads the achievements from it)."""
        result = super().resign_result(state, resigned)
        for standing in result.standings:
            standing.breakdown = self.result_breakdown(self.breakdown(state, standing.seat))
        return result

    def end_sentence(self, result: Result) -> Message:
        """Who won, and why the game ended (a resignation says so itself)."""
        winner = self._winner_sentence(result)
        why = self.end_reason(result.reason, len(result.standings))
        return msg("kokeshi-end-why", winner=winner, why=why) if why else winner

    def end_reason(self, reason: str, players: int) -> Message | None:
        """Why a game ended, as the end of a sentence ("a player reached 5
        achievements"); ``None`` for an end the rules did not bring (a resignation)."""
        if reason == "achievements":
            return msg("kokeshi-ended-achievements", target=self.rules.target(players))
        if reason == "supply":
            return msg("kokeshi-ended-supply")
        if reason == "round_cap":  # PD-28
            return msg("kokeshi-ended-round-cap", round=self.rules.round_cap)
        return None

    def _winner_sentence(self, result: Result) -> Message:
        # the first winner, not the first standing: after a resignation the application
        # may name the best of the humans left, below a computer seat
        top = next(st for st in result.standings if st.seat in result.winners)
        # the seat that resigned is ranked last whatever it scored: no rival in a tie
        rivals = result.standings[:-1] if result.reason == "resignation" else result.standings
        tied = [st for st in rivals if st.score == top.score and st.rank > top.rank]
        if len(result.winners) > 1:  # E4: equal on every tie-break
            return msg("kokeshi-share-win", winners=words([seat_arg(s) for s in result.winners]),
                       score=top.score)
        if tied:
            runner = tied[0]
            mine, theirs = top.breakdown, runner.breakdown
            key = self.RESULT_KEYS
            if mine[key["achievements"]] != theirs[key["achievements"]]:
                return msg("kokeshi-wins-on-achievements", who=seat_arg(top.seat),
                           score=top.score, rival=seat_arg(runner.seat),
                           mine=mine[key["achievements"]], theirs=theirs[key["achievements"]])
            return msg("kokeshi-wins-on-tracks", who=seat_arg(top.seat), score=top.score,
                       rival=seat_arg(runner.seat), mine=mine[key["tracks"]],
                       theirs=theirs[key["tracks"]])
        return msg("kokeshi-wins", who=seat_arg(top.seat), score=top.score)

    # --- what players see --------------------------------------------------------------
    def prompt(self, state: State, seat: int) -> Message:
        if state["phase"] == "over":
            return msg("kokeshi-prompt-over")
        if seat not in self.to_move(state):
            if state["phase"] == "setup":
                return msg("kokeshi-prompt-wait-setup")
            return msg("kokeshi-prompt-wait", who=seat_arg(state["active"]))
        ask = state["ask"]
        kind = ask["id"]
        r = self.rules
        if kind == "D0":
            first, second = state["seats"][seat]["start"]
            return msg("kokeshi-prompt-start", row=r.start_row, first=self.tile_text(first),
                       second=self.tile_text(second))
        if kind == "D1":
            return msg("kokeshi-prompt-advance")
        if kind in ("D2", "D3"):
            tile = r.tiles[ask["tile"]]
            sides = words([self.effect_msg(tile.effects[i], ask["track"])
                           for i in ask["options"]], "or")
            question = msg(f"kokeshi-ask-{'side' if kind == 'D2' else 'first'}",
                           tile=self.tile_name(tile.id), sides=sides)
        elif kind == "D4":
            question = msg("kokeshi-ask-kokeshi", effect=self.effect_msg(
                self.effect_of(ask["tile"], ask["code"]), ask["track"], upper=True))
        elif kind == "D5":
            question = msg("kokeshi-ask-animal")
        elif kind == "D6":
            question = msg("kokeshi-ask-take", kokeshi=self.k_name(ask["k"]), row=ask["row"])
        elif kind == "D7":
            question = msg("kokeshi-ask-gain", where=self._for(ask["tracks"]))
        else:
            question = msg("kokeshi-ask-place")
        chain = self._chain(state["chain"][-6:])
        return question if chain is None else msg("kokeshi-so-far", chain=chain,
                                                   question=question)

    @staticmethod
    def _chain(said: list[Any]) -> Message | None:
        """The turn so far as one message, sentence after sentence (a sentence stored as
        text by a game from before the catalogues stays as it is)."""
        chain: Message | None = None
        for event in reversed(said):
            sentence = Message.from_json(event) if isinstance(event, dict) else str(event)
            if chain is None:
                chain = msg("kokeshi-sentence", sentence=sentence)
            else:
                chain = msg("kokeshi-sentences", first=sentence, rest=chain)
        return chain

    def view(self, state: State, seat: int | None) -> View:
        """Everything but the supply's order and the generator (section 7)."""
        hidden = {"supply", "rng"}
        view = {k: _copy_json(v) for k, v in state.items() if k not in hidden}
        view["viewer"] = seat
        view["supply_count"] = len(state["supply"])
        view["to_move"] = self.to_move(state)
        view["scores"] = [self.breakdown(state, p) for p in range(state["players"])]
        view["target"] = self.rules.target(state["players"])
        if state["phase"] == "over":  # the final board names the winners
            result = self.result(state)
            assert result is not None
            view["winners"] = result.winners
        return view

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """The supply's order is nobody's: re-shuffle it for a searching computer."""
        new = dict(state)
        supply = sorted(state["supply"])  # the re-deal never depends on the real order
        rng.shuffle(supply)
        new["supply"] = supply
        return new

    def evaluate(self, state: State, seat: int) -> float:
        """Score now, plus unscored progress: Kokeshi height on tiles, achievements toward
        the trigger, pending tiles. Relative to the best opponent."""
        return self._evaluate(state, [seat])[0]

    def evaluate_seats(self, state: State) -> list[float]:
        return self._evaluate(state, list(range(state["players"])))

    def _evaluate(self, state: State, seats: list[int]) -> list[float]:
        seats_ = state["seats"]
        # a seat's worth reads its own board, happiness and Kokeshi, and every seat's
        # animals (the leader bonuses): remembered by those, since most moves a search
        # tries leave all seats but the mover's as they were. The key is one flat tuple
        # (every part has the same length at a table, the seats' count first): a single
        # object the garbage collector untracks on its first look, where nested tuples
        # left thousands of live objects per search for it to traverse
        animals = [len(seats_), *[a for o in seats_ for a in o["animals"]]]

        def worth(p: int) -> float:
            me = seats_[p]
            key = (p, *animals, *[t for track in me["board"] for t in track],
                   me["happiness"], *me["kokeshi"])
            found = self._worths.get(key)
            if found is None:
                parts = self.breakdown(state, p)
                height = sum(me["kokeshi"]) * 0.4
                found = self._worths[key] = (parts["total"] + height
                                             + 1.5 * parts["achievements"])
            return found

        worths = [worth(p) for p in range(state["players"])]
        winners = None
        if state["phase"] == "over":
            result = self.result(state)
            assert result is not None
            winners = result.winners
        values = []
        for seat in seats:
            value = worths[seat] - max(w for p, w in enumerate(worths) if p != seat)
            if winners is not None:
                value += 1000 if seat in winners else -1000
            values.append(value + 0.5 * len(state["pending"]) * (state["active"] == seat))
        return values

    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        return self.legal_moves(state, seat)

    def rules_help(self) -> list[tuple[Message, Message]]:
        """``/game rules``: the aim, a turn, the pictures' symbols, the end and scoring,
        and the project's own numbers (read from the data) and readings, in words."""
        r = self.rules
        kokeshi = words([self.k_name(k) for k in range(r.tracks)])
        decisions = msg(
            "kokeshi-help-decisions", rows=r.rows,
            values=words(r.row_values[1:], "unit"),
            thresholds=words([msg("kokeshi-help-threshold", level=level, row=row)
                              for level, row in sorted(r.thresholds.items())]),
            quality_points=words([r.tiles[t].points for t in r.quality_order[:3]], "unit"),
            animals=len(r.animal_ids), animal_values=words(r.animal_values, "unit"),
            red_line=r.red_line,
            slots=words([msg("kokeshi-help-slot",
                             animals=words([self.a_name(a) for a in slot.animals]),
                             position=slot.position) for slot in r.bonus_slots]),
            market=r.market_size, start_row=r.start_row, animal_max=r.animal_max,
            round_cap=r.round_cap)
        targets = words([msg("kokeshi-help-target", target=target, players=players)
                         for players, target in sorted(r.targets.items())])
        return [
            (msg("kokeshi-help-aim-title"), msg("kokeshi-help-aim", tracks=r.tracks,
                                                 kokeshi=kokeshi, rows=r.rows)),
            (msg("kokeshi-help-turn-title"), msg("kokeshi-help-turn", reward=r.top_reward)),
            (msg("kokeshi-help-symbols-title"), msg("kokeshi-help-symbols")),
            (msg("kokeshi-help-end-title"),
             msg("kokeshi-help-end", targets=targets, leader_bonus=r.leader_bonus,
                 penalty=r.adjacency_penalty)),
            (msg("kokeshi-help-decisions-title"), decisions),
            (msg("kokeshi-help-readings-title"), msg("kokeshi-help-readings")),
        ]

    def private_events(self, state: State, seat: int) -> list[Message]:
        return []


ENGINE = KokeshiEngine()

__all__ = ["ENGINE", "BadNotation", "KokeshiEngine", "TurnLimitError"]
