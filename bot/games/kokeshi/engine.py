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
    chain [sentences of this turn so far], chain_seat,
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

Players read tiles and effects in words (``Tile.name``, ``Tile.words`` and
``Effect.words``, built from the data's effects); tile ids and effect codes belong to the
notation and the pictures. The result's breakdown names its categories in words and
leaves the total out (it is the score).
"""

from __future__ import annotations

from typing import Any, ClassVar

from bot.games.base import (
    BadNotation,
    Engine,
    IllegalMove,
    Move,
    NotYourDecision,
    Result,
    Rng,
    Standing,
    State,
    View,
    seat_name,
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

SCHEMA = 1


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


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class KokeshiEngine(Engine):
    name = "kokeshi"
    title = "Kokeshi"
    min_players = 2
    max_players = 4
    options = ()
    playable = True
    lookahead_steps = 8
    evaluation_budget = 200

    def __init__(self, rules: Rules | None = None) -> None:
        self.rules = rules or RULES
        r = self.rules
        self.title = r.title
        self.min_players = min(r.players_supported)
        self.max_players = max(r.players_supported)
        self.credits = r.credits
        self.rules_summary = " ".join(text for _, text in self.rules_help()[:2])
        #: per tile id, for the hot scoring loops: Quality points and adjacency colours
        self._quality_points = {t.id: t.points for t in r.tiles.values() if t.is_quality}
        self._colours = {t.id: t.colour for t in r.tiles.values() if t.colour is not None}
        self._pairs_cache: dict[tuple[tuple[str | None, ...], ...], int] = {}

    # --- words -------------------------------------------------------------------------
    def k_name(self, k: int) -> str:
        return self.rules.kokeshi_word(k)

    def a_name(self, a: int) -> str:
        return self.rules.animal_names[a]

    def tile_text(self, tile_id: str) -> str:
        """A tile in a sentence, by its colour and effects: "a Samurai tile (gain a tile
        for any track, or move any animal 1 space)". Ids are notation, not words."""
        tile = self.rules.tiles[tile_id]
        article = "an" if tile.name[:1].lower() in "aeiou" else "a"
        return f"{article} {tile.name} ({tile.words})"

    def tile_label(self, tile_id: str) -> str:
        """A tile on a button: "Samurai tile · gain a tile for any track, or move any
        animal 1 space"."""
        tile = self.rules.tiles[tile_id]
        return f"{tile.name} · {tile.words}"

    def effect_of(self, tile_id: str, code: str) -> Effect:
        """The effect of ``tile_id`` a pending question names by its code."""
        return next(e for e in self.rules.tiles[tile_id].effects if e.code == code)

    def _pending_labels(self, state: State) -> list[str]:
        """The gained tiles waiting for D8, in words; two tiles that read alike (copies of
        one design) are told apart by the order they were gained in."""
        labels = [self.tile_label(entry["tile"]) for entry in state["pending"]]
        return [f"{label} (gained {index + 1}.)" if labels.count(label) > 1 else label
                for index, label in enumerate(labels)]

    def pos_text(self, pos: int) -> str:
        r = self.rules
        return "home" if pos == r.home else "the top" if pos == r.top else f"row {pos}"

    # --- setup -------------------------------------------------------------------------
    def check_setup(self, players: int, options: dict[str, str]) -> str | None:
        if players not in self.rules.players_supported:
            return (f"Kokeshi is played by {self.min_players} to {self.max_players} players, "
                    f"not {players}.")
        return None

    def setup(self, players: int, seed: int, options: dict[str, str] | None = None) -> State:
        """S1-S9 (seat order is the platform's, PD-18)."""
        r = self.rules
        refusal = self.check_setup(players, options or {})
        if refusal:
            raise ValueError(refusal)
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
            "events": [f"A {players}-player game of Kokeshi begins: every player places "
                       "their two starting tiles (D0)."],
        }
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
            return [Move(f"advance {r.kokeshi_ids[k]}",
                         f"Advance {self.k_name(k)} ({self.pos_text(s['kokeshi'][k])} → "
                         f"{self.pos_text(min(s['kokeshi'][k] + 1, r.top))})",
                         ("Advance", f"{k + 1} · {self.k_name(k)}: "
                                     f"{self.pos_text(s['kokeshi'][k])} → "
                                     f"{self.pos_text(min(s['kokeshi'][k] + 1, r.top))}"),
                         marker=str(k + 1))
                    for k in range(r.tracks)]
        if kind in ("D2", "D3"):
            tile = r.tiles[ask["tile"]]
            moves = []
            for index in ask["options"]:
                effect = tile.effects[index]
                words = self.effect_words(effect, ask["track"])
                if kind == "D2":
                    label = words[:1].upper() + words[1:]
                    moves.append(Move(f"side {effect.code}", label, (label,)))
                else:
                    label = f"First {words}"
                    moves.append(Move(f"first {effect.code}", label, (label,)))
            return moves
        if kind == "D4":
            s = state["seats"][seat]
            steps = ask["steps"]
            moves = []
            for k in ask["options"]:
                where = f"{self.pos_text(s['kokeshi'][k])} → " \
                        f"{self.pos_text(min(s['kokeshi'][k] + steps, r.top))}"
                moves.append(Move(f"move {r.kokeshi_ids[k]}",
                                  f"Move {self.k_name(k)} ({where})",
                                  (f"{k + 1} · {self.k_name(k)}: {where}",),
                                  marker=str(k + 1)))
            return moves
        if kind == "D5":
            s = state["seats"][seat]
            return [Move(f"animal {r.animal_ids[a]}",
                         f"Move {self.a_name(a)} ({s['animals'][a]} → {s['animals'][a] + 1})",
                         (f"{self.a_name(a)}: {s['animals'][a]} → {s['animals'][a] + 1}",))
                    for a in ask["options"]]
        if kind == "D6":
            moves = []
            for option in ask["options"]:
                if option == "none":
                    moves.append(Move("take none", "Take nothing", ("Take nothing",)))
                elif isinstance(option, int):
                    tile_id = state["market"][option - 1]
                    moves.append(Move(f"take {option}",
                                      f"Take slot {option}: {self.tile_label(tile_id)}",
                                      (f"Slot {option}: {self.tile_label(tile_id)}",),
                                      reveals=bool(state["supply"]), marker=str(option)))
                else:
                    tile = r.tiles[option]
                    moves.append(Move(f"take q{tile.level}",
                                      f"Take Quality level {tile.level} ({tile.points} points)",
                                      (f"Quality level {tile.level}: {tile.points} points",)))
            return moves
        if kind == "D7":
            where = ("for " + self.k_name(ask["tracks"][0])) if len(ask["tracks"]) == 1 \
                else "for any track"
            return [Move(f"gain {slot}",
                         f"Gain slot {slot} {where}: "
                         f"{self.tile_label(state['market'][slot - 1])}",
                         (f"Slot {slot}: {self.tile_label(state['market'][slot - 1])}",),
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
                    f"Place on {self.k_name(track)} row {row}: {names[index]}",
                    ("Place a gained tile", names[index],
                     f"{markers[track]} · {self.k_name(track)}, row {row}"),
                    marker=markers[track]))
            return moves
        return []

    def _start_moves(self, state: State, seat: int) -> list[Move]:
        r = self.rules
        first, second = (self._start_name(t) for t in state["seats"][seat]["start"])
        moves = []
        for t1 in range(r.tracks):
            for t2 in range(r.tracks):
                if t1 == t2:
                    continue
                moves.append(Move(
                    f"start {r.kokeshi_ids[t1]} {r.kokeshi_ids[t2]}",
                    f"{first} on {self.k_name(t1)}; {second[:1].lower() + second[1:]} on "
                    f"{self.k_name(t2)}",
                    # the prompt spells the effects out; buttons stay short for phones
                    ("Starting tiles", f"{first} → {self.k_name(t1)}",
                     f"{second} → {self.k_name(t2)}")))
        return moves

    def _start_name(self, tile_id: str) -> str:
        """A starting tile on a button, short: every one moves one of two named Kokeshi,
        and the pair tells the dealt tiles apart ("Tile moving Princess or Granny")."""
        tile = self.rules.tiles[tile_id]
        named = [self.k_name(e.arg) for e in tile.effects
                 if e.kind == KOKESHI_MOVE and e.target == "fixed" and e.arg is not None]
        if len(named) == len(tile.effects) and tile.kind == "either":
            return f"Tile moving {' or '.join(named)}"
        return tile.name

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

    def effect_words(self, effect: Effect, track: int) -> str:
        """The effect's words (from the data) for a tile lying on ``track``, as a choice
        or a sentence of its own: "this track" becomes the track's Kokeshi, and a
        one-space Kokeshi move says so ("move a Kokeshi right of Granny 1 space")."""
        words = effect.words.replace("this track", self.k_name(track))
        if effect.kind == KOKESHI_MOVE and effect.steps == 1:
            words += " 1 space"
        return words

    # --- apply -------------------------------------------------------------------------
    def apply(self, state: State, seat: int, notation: str) -> State:
        if state["phase"] == "over":
            raise NotYourDecision("The game is over; no more moves can be made.")
        if type(seat) is not int or seat not in self.to_move(state):
            waiting = " and ".join(seat_name(s) for s in self.to_move(state))
            raise NotYourDecision(f"It is not your decision now; the game waits for {waiting}.")
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

    # the sentence a move of the wrong kind gets, per pending decision
    _EXPECTED: ClassVar[dict[str, tuple[str, str]]] = {
        "D0": ("start", "Place your two starting tiles first (S8): 'start <track> <track>'."),
        "D1": ("advance", "Your turn starts by advancing one Kokeshi (R3): 'advance <kokeshi>'."),
        "D2": ("side", "Choose one side of the slash tile first (R6, D2): 'side <code>'."),
        "D3": ("first", "Choose which effect of the tile runs first (R6, D3): 'first <code>'."),
        "D4": ("move", "Choose which Kokeshi the effect advances (R7, D4): 'move <kokeshi>'."),
        "D5": ("animal", "Choose which animal moves (R7, D5): 'animal <animal>'."),
        "D6": ("take", "Your Kokeshi landed on an empty space: take a tile for it (R5, D6)."),
        "D7": ("gain", "Choose the market tile your gain takes (R11, D7): 'gain <slot>'."),
        "D8": ("place", "Place your gained tiles first (R12, D8): 'place <tile> <track>'."),
    }

    def _expect(self, move: ParsedMove, ask: dict[str, Any]) -> None:
        verb, sentence = self._EXPECTED[ask["id"]]
        if move.verb != verb:
            raise IllegalMove(sentence)

    def _answer_start(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """S8 / D0: two different tracks, row 1 (PD-17)."""
        self._expect(move, ask)
        t1, t2 = move.args
        if t1 == t2:
            raise IllegalMove("Your two starting tiles must go on two different tracks (S8).")
        r = self.rules
        me = s["seats"][seat]
        first, second = me["start"]
        me["board"][t1][r.start_row - 1] = first
        me["board"][t2][r.start_row - 1] = second
        me["start"] = []
        s["events"].append(f"{seat_name(seat)} placed {self.tile_text(first)} on "
                           f"{self.k_name(t1)} row {r.start_row} and {self.tile_text(second)} "
                           f"on {self.k_name(t2)} row {r.start_row}.")
        if not any(other["start"] for other in s["seats"]):
            # the simultaneous setup is one turn, completed by the last seat to place
            s["turn"] += 1
            s["phase"] = "play"
            s["ask"] = {"id": "D1"}
            s["events"].append(f"Round 1 begins; {seat_name(0)} plays first.")

    def _answer_advance(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R3 / D1: one chosen advance by 1; never guarded (R9)."""
        if move.verb != "advance":
            raise IllegalMove(self._EXPECTED["D1"][1])
        k = move.args[0]
        s["chain"] = []
        s["chain_seat"] = seat
        s["ask"] = None
        self._say(s, f"{seat_name(seat)} advances {self.k_name(k)}.")
        self._advance(s, k, 1)
        s["stack"].append({"t": "arrive", "k": k})

    def _answer_side(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R6.1 / D2: exactly one side of a slash tile (PD-25: any side may be chosen)."""
        self._expect(move, ask)
        tile = self.rules.tiles[ask["tile"]]
        index = next((i for i in ask["options"] if tile.effects[i].code == move.text), None)
        if index is None:
            raise IllegalMove(f"This {tile.name} offers {self._choices(tile, ask, 'side')}; "
                              "a slash tile resolves exactly one of its sides (R6, D2).")
        task = s["stack"][-1]
        task["order"] = [index]
        s["ask"] = None
        words = self.effect_words(tile.effects[index], ask["track"])
        self._say(s, f"{seat_name(seat)} chooses to {words}.")

    def _answer_first(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R6.1 / D3 (PD-23): the player orders two Kokeshi moves or two gains."""
        self._expect(move, ask)
        tile = self.rules.tiles[ask["tile"]]
        index = next((i for i in ask["options"] if tile.effects[i].code == move.text), None)
        if index is None:
            raise IllegalMove(f"This {tile.name} has no such effect; choose which of its two "
                              f"effects runs first: {self._choices(tile, ask, 'first')} "
                              "(R6, D3).")
        s["stack"][-1]["order"] = [index, 1 - index]
        s["ask"] = None
        words = self.effect_words(tile.effects[index], ask["track"])
        self._say(s, f"{seat_name(seat)} chooses to {words} first.")

    def _choices(self, tile: Tile, ask: dict[str, Any], verb: str) -> str:
        """A D2/D3 question's options in words, each with what to type (the code is the
        notation): "move Granny 1 space ('side K:granny') or ..."."""
        return " or ".join(f"{self.effect_words(tile.effects[i], ask['track'])} "
                           f"('{verb} {tile.effects[i].code}')" for i in ask["options"])

    def _answer_move(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R7 / D4: a movable candidate of K*, K**, K>, K< (PD-34, PD-35, R9)."""
        words = self.effect_words(self.effect_of(ask["tile"], ask["code"]), ask["track"])
        if move.verb == "advance":
            raise IllegalMove("A turn is exactly one chosen advance (R3); now choose the "
                              f"Kokeshi for \"{words}\": 'move <kokeshi>'.")
        self._expect(move, ask)
        k = move.args[0]
        if k not in ask["options"]:
            allowed = " or ".join(f"'move {self.rules.kokeshi_ids[c]}'" for c in ask["options"])
            why = self._why_not(s, k, ask)
            raise IllegalMove(f"\"{words[:1].upper() + words[1:]}\" cannot move "
                              f"{self.k_name(k)} here ({why}); choose {allowed}.")
        task = s["stack"][-1]
        effect = self.rules.tiles[task["tile"]].effects[task["order"][task["next"]]]
        s["ask"] = None
        self._move_kokeshi(s, task, k, effect.steps)
        task["next"] += 1

    def _why_not(self, s: State, k: int, ask: dict[str, Any]) -> str:
        code = ask["code"]
        track = ask["track"]
        if code == "K>" and k <= track:
            return f"it moves only a Kokeshi right of {self.k_name(track)} (R7, PD-34)"
        if code == "K<" and k >= track:
            return f"it moves only a Kokeshi left of {self.k_name(track)} (R7, PD-34)"
        return "it returned home this turn or still awaits its arrival (R9)"

    def _answer_animal(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R7 / D5: an animal below the last position (PD-26)."""
        self._expect(move, ask)
        a = move.args[0]
        if a not in ask["options"]:
            raise IllegalMove(f"Your {self.a_name(a)} marker is at {self.rules.animal_max}, the "
                              "last position, so it cannot move (PD-26).")
        task = s["stack"][-1]
        s["ask"] = None
        self._move_animal(s, a)
        task["next"] += 1

    def _answer_take(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R5 / D6: a market slot, or an eligible Quality tile of this Kokeshi."""
        self._expect(move, ask)
        if move.none:
            if "none" not in ask["options"]:
                raise IllegalMove("Taking a tile on an empty landing is compulsory (PD-19).")
            option: Any = "none"
        elif move.quality:
            option = next((o for o in ask["options"] if isinstance(o, str) and o != "none"
                           and self.rules.tiles[o].level == move.args[0]), None)
            if option is None:
                raise IllegalMove(self._quality_refusal(s, ask, move.args[0]))
        else:
            option = move.args[0]
            if option not in ask["options"]:
                raise IllegalMove(f"Market slot {option} is empty (R13).")
        s["stack"].pop()
        s["ask"] = None
        self._take(s, ask["k"], ask["row"], option)

    def _quality_refusal(self, s: State, ask: dict[str, Any], level: int) -> str:
        r = self.rules
        k = ask["k"]
        me = s["seats"][s["active"]]
        if any(t and r.tiles[t].is_quality for t in me["board"][k]):
            return (f"Your {self.k_name(k)} track already holds a Quality tile; a track holds "
                    "only one (R5.6).")
        row = r.thresholds.get(level, 0)
        if ask["row"] < row:
            return (f"A level-{level} Quality tile needs row {row} or higher; your Kokeshi "
                    f"landed on row {ask['row']} (R5.2, PD-05).")
        return (f"The level-{level} Quality tile of {self.k_name(k)} is no longer on display "
                "(R5.5).")

    def _answer_gain(self, s: State, seat: int, move: ParsedMove, ask: dict[str, Any]) -> None:
        """R11 / D7 (PD-21): the player picks the market slot when the gain executes."""
        self._expect(move, ask)
        slot = move.args[0]
        if slot not in ask["options"]:
            raise IllegalMove(f"Market slot {slot} is empty (R13).")
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
            raise IllegalMove(f"'{move.text}' is not one of your gained tiles waiting to be "
                              "placed (R12).")
        index = indices[0]
        if [index, track] not in ask["options"]:
            entry = s["pending"][index]
            if track not in entry["tracks"]:
                only = " or ".join(self.k_name(t) for t in entry["tracks"])
                raise IllegalMove(f"That {self.rules.tiles[move.text].name} was gained for "
                                  f"{only} only (R11, R12).")
            raise IllegalMove(f"Your {self.k_name(track)} track is full (R12).")
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

    def _say(self, s: State, text: str) -> None:
        s["events"].append(text)
        s["chain"].append(text)

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
                self._say(s, f"{name} reaches the top: +{r.top_reward} Happiness, and goes home.")
                return
            tile_id = me["board"][k][pos - 1]
            if tile_id is None:  # R4b
                self._home(s, k)
                self._say(s, f"{name} lands on the empty row {pos} and goes home.")
                s["stack"].append({"t": "take", "k": k, "row": pos})
                return
            tile = r.tiles[tile_id]
            if tile.is_quality:  # R4c: never guarded (R9)
                self._say(s, f"{name} lands on the Quality tile on row {pos} and moves on.")
                self._advance(s, k, 1)
                continue
            self._say(s, f"{name} lands on {self.tile_text(tile_id)} on row {pos}.")
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
            self._say(s, f"There is no tile to take for {self.k_name(task['k'])} row "
                         f"{task['row']}; the space stays empty.")
            return
        self._take(s, task["k"], task["row"], options[0], automatic=True)

    def _take(self, s: State, k: int, row: int, option: Any, automatic: bool = False) -> None:
        r = self.rules
        me = self._me(s)
        how = " (the only option)" if automatic else ""
        if option == "none":
            self._say(s, f"{seat_name(s['active'])} takes nothing for {self.k_name(k)} row {row}.")
            return
        if isinstance(option, int):
            tile_id = s["market"][option - 1]
            me["board"][k][row - 1] = tile_id  # R5.1: on the landing space, inactive
            self._say(s, f"{seat_name(s['active'])} takes {self.tile_text(tile_id)} from slot "
                         f"{option}{how} for {self.k_name(k)} row {row}.")
            self._refill(s, option)
            return
        tile = r.tiles[option]
        s["quality"] = [t for t in s["quality"] if t != option]
        me["board"][k][row - 1] = option
        self._say(s, f"{seat_name(s['active'])} takes the level-{tile.level} Quality tile of "
                     f"{self.k_name(k)} ({tile.points} points){how} for row {row}.")
        holders = sum(1 for seat in s["seats"]
                      if any(t and r.tiles[t].is_quality and r.tiles[t].kokeshi == k
                             for track in seat["board"] for t in track))
        if holders >= s["players"] - 1:  # R5.5
            gone = [t for t in s["quality"] if r.tiles[t].kokeshi == k]
            if gone:
                s["quality"] = [t for t in s["quality"] if r.tiles[t].kokeshi != k]
                s["removed"].extend(gone)
                levels = " and ".join(str(r.tiles[t].level) for t in gone)
                which = (f"the level-{levels} {self.k_name(k)} Quality tile is" if len(gone) == 1
                         else f"the {self.k_name(k)} Quality tiles of levels {levels} are")
                hold = "holds" if holders == 1 else "hold"
                self._say(s, f"{_plural(holders, 'player')} now {hold} a {self.k_name(k)} Quality "
                             f"tile, so {which} removed from the game (R5.5).")

    def _refill(self, s: State, slot: int) -> None:
        """R5.4 / R13: at once from the top of the supply; an empty supply triggers E1b."""
        if s["supply"]:
            drawn = s["supply"][0]
            s["supply"] = s["supply"][1:]
            s["market"][slot - 1] = drawn
            s["revealed"] = True
            self._say(s, f"Slot {slot} is refilled with {self.tile_text(drawn)}.")
        else:
            s["market"][slot - 1] = None
            s["refill_failed"] = True
            self._say(s, f"The supply is empty, so slot {slot} stays empty; the end of the "
                         "game is triggered at the end of this turn (E1b).")

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
        said = self.effect_words(effect, track)
        said = said[:1].upper() + said[1:]
        if effect.kind == KOKESHI_MOVE:
            if effect.target == "fixed":
                k = effect.arg
                assert k is not None
                if self.movable(s, k):
                    self._move_kokeshi(s, task, k, effect.steps)
                else:
                    self._say(s, f"{said}: {self.k_name(k)} cannot move again this turn "
                                 "(R9).")
                return True
            candidates = [k for k in range(r.tracks) if self.movable(s, k)
                          and (effect.target == "any"
                               or (effect.target == "right" and k > track)
                               or (effect.target == "left" and k < track))]
            if not candidates:
                self._say(s, f"{said}: no Kokeshi can move, so nothing happens.")
                return True
            if len(candidates) == 1:
                self._say(s, f"{said}: {self.k_name(candidates[0])} is the only Kokeshi "
                             "it can move.")
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
                self._say(s, f"{said}: every marker is at the last position, so nothing "
                             "happens.")
                return True
            if len(candidates) == 1:
                self._move_animal(s, candidates[0])
                return True
            s["ask"] = {"id": "D5", "options": candidates}
            return False
        assert effect.kind == GAIN_TILE
        tracks = [track] if effect.target == "this_track" else list(range(r.tracks))
        if all(all(me["board"][t]) for t in tracks):
            which = "that track is" if len(tracks) == 1 else "every track is"
            self._say(s, f"{said}: {which} full, so the gain is ignored (R11).")
            return True
        slots = [i + 1 for i, t in enumerate(s["market"]) if t]
        if not slots:
            self._say(s, f"{said}: the market is empty, so nothing happens (R11).")
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
        passed = " (the space passed over is ignored)" if steps > 1 and \
            me["kokeshi"][k] - before > 1 else ""
        self._say(s, f"{self.k_name(k)} advances from {self.pos_text(before)} to "
                     f"{self.pos_text(me['kokeshi'][k])}{passed}.")

    def _move_animal(self, s: State, a: int) -> None:
        """R10: +1, the red line, then bonus slots in fill order."""
        r = self.rules
        me = self._me(s)
        name = self.a_name(a)
        if me["animals"][a] >= r.animal_max:
            self._say(s, f"{name} is already at {r.animal_max}, so it does not move (PD-26).")
            return
        me["animals"][a] += 1
        value = me["animals"][a]
        line = " and passes the red line (an achievement)" if value == r.red_line else ""
        self._say(s, f"{name} moves to {value}{line}.")
        for slot in r.bonus_slots:
            tile_id = s["bonus"][slot.id]
            if tile_id and slot.position == value and a in slot.animals:
                s["bonus"][slot.id] = None
                s["pending"].append({"tile": tile_id, "tracks": list(range(r.tracks)),
                                     "source": slot.id})
                animals = " and ".join(self.a_name(x) for x in slot.animals)
                self._say(s, f"{seat_name(s['active'])} claims the bonus tile of {animals} at "
                             f"{slot.position}: {self.tile_text(tile_id)} waits to be placed "
                             "on any track.")

    def _gain(self, s: State, slot: int, tracks: list[int], code: str,
              automatic: bool = False) -> None:
        tile_id = s["market"][slot - 1]
        s["pending"].append({"tile": tile_id, "tracks": tracks, "source": code})
        where = f"for {self.k_name(tracks[0])}" if len(tracks) == 1 else "for any track"
        how = " (the only tile)" if automatic else ""
        self._say(s, f"{seat_name(s['active'])} gains {self.tile_text(tile_id)} from "
                     f"slot {slot}{how}, {where}.")
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
                gained = self.tile_text(entry["tile"])
                self._say(s, f"The gained {gained.split(' ', 1)[1]} has no room left and is "
                             "removed from the game (R12).")
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
        how = " (the only place)" if automatic else ""
        self._say(s, f"{seat_name(s['active'])} places {self.tile_text(entry['tile'])} on "
                     f"{self.k_name(track)} row {row}{how}.")

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
                s["events"].append(self._trigger_sentence(s, reasons))
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
            s["events"].append(self.end_sentence(result))
            return
        s["active"] = (seat + 1) % players
        if s["active"] == 0:
            s["round"] += 1
        s["ask"] = {"id": "D1"}

    def _trigger_sentence(self, s: State, reasons: list[str]) -> str:
        r = self.rules
        why = []
        if "achievements" in reasons:
            why.append(f"a player has {r.target(s['players'])} achievements")
        if "supply" in reasons:
            why.append("the supply could not refill the market")
        if "round_cap" in reasons:
            why.append(f"round {r.round_cap} is complete (PD-28)")
        final = s["round"] + r.extra_rounds
        return (f"The end is triggered ({' and '.join(why)}): round {s['round']} is played to "
                f"its end, then round {final} is the last (E2).")

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

    #: the result's breakdown in words, per :meth:`breakdown` key: the point categories
    #: (they sum to the score; the penalty is negative) and then the achievements, which
    #: are no points but the first tie-break (E4)
    RESULT_WORDS: ClassVar[dict[str, str]] = {
        "happiness": "top rewards", "animals": "animals", "leaders": "animal leads",
        "quality": "Quality tiles", "tracks": "track rows", "adjacency": "same-colour pairs",
        "achievements": "achievements"}

    def result_breakdown(self, parts: dict[str, int]) -> dict[str, int]:
        """What the platform prints after a score ("top rewards 5, animals 13, …"):
        :meth:`breakdown` without its ``total`` (the score itself), named in words."""
        return {words: parts[key] for key, words in self.RESULT_WORDS.items()}

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
        details = []
        for seat in range(state["players"]):
            b = self.breakdown(state, seat)
            # the same words as the breakdown after the score, the penalty subtracted
            words = self.RESULT_WORDS
            sums = " + ".join(f"{words[k]} {b[k]}" for k in
                              ("happiness", "animals", "leaders", "quality", "tracks"))
            details.append(
                f"{seat_name(seat)}: {b['total']} Happiness = {sums} − {words['adjacency']} "
                f"{-b['adjacency']}; {_plural(b['achievements'], 'achievement')}.")
        return Result(standings, winners, state["end"]["reason"] or "achievements", details)

    def resign_result(self, state: State, resigned: int) -> Result:
        """The core's ranking by Happiness and :meth:`tiebreak`, each score broken down as
        at the end of a game (the tie-break sentence reads the achievements from it)."""
        result = super().resign_result(state, resigned)
        for standing in result.standings:
            standing.breakdown = self.result_breakdown(self.breakdown(state, standing.seat))
        return result

    def end_sentence(self, result: Result) -> str:
        # the first winner, not the first standing: after a resignation the application
        # may name the best of the humans left, below a computer seat
        top = next(st for st in result.standings if st.seat in result.winners)
        names = " and ".join(seat_name(s) for s in result.winners)
        # the seat that resigned is ranked last whatever it scored: no rival in a tie
        rivals = result.standings[:-1] if result.reason == "resignation" else result.standings
        tied = [st for st in rivals if st.score == top.score and st.rank > top.rank]
        if len(result.winners) > 1:
            return (f"{names} share the win with {top.score} Happiness, equal on achievements "
                    "and track values too (E4).")
        if tied:
            runner = tied[0]
            mine, theirs = top.breakdown, runner.breakdown
            if mine["achievements"] != theirs["achievements"]:
                why = f"{mine['achievements']} achievements against {theirs['achievements']}"
            else:
                why = (f"equal achievements and track values {mine['track rows']} against "
                       f"{theirs['track rows']}")
            return (f"{names} wins: {top.score} Happiness, tied with {seat_name(runner.seat)} "
                    f"and ahead on the tie-break ({why}, E4).")
        return f"{names} wins with {top.score} Happiness."

    # --- what players see --------------------------------------------------------------
    def prompt(self, state: State, seat: int) -> str:
        if state["phase"] == "over":
            return "The game is over."
        if seat not in self.to_move(state):
            if state["phase"] == "setup":
                return "Waiting for the other players to place their starting tiles."
            return f"Waiting for {seat_name(state['active'])} to play their turn."
        ask = state["ask"]
        kind = ask["id"]
        r = self.rules
        if kind == "D0":
            first, second = state["seats"][seat]["start"]
            return (f"Place your starting tiles on row {r.start_row} of two different tracks: "
                    f"{self.tile_text(first)} and {self.tile_text(second)}.")
        if kind == "D1":
            return "Your turn: choose a Kokeshi to advance one space."
        chain = " ".join(state["chain"][-6:])
        so_far = f"So far: {chain} " if chain else ""
        if kind in ("D2", "D3"):
            tile = r.tiles[ask["tile"]]
            sides = " or ".join(self.effect_words(tile.effects[i], ask["track"])
                                for i in ask["options"])
            question = (f"Choose one side of the {tile.name}: {sides}." if kind == "D2" else
                        f"Choose which effect of the {tile.name} runs first: {sides}.")
        elif kind == "D4":
            words = self.effect_words(self.effect_of(ask["tile"], ask["code"]), ask["track"])
            question = f"{words[:1].upper() + words[1:]}: choose the Kokeshi."
        elif kind == "D5":
            question = "Move any animal: choose which."
        elif kind == "D6":
            question = (f"Take a tile for {self.k_name(ask['k'])} row {ask['row']}: a market "
                        "slot or an eligible Quality tile.")
        elif kind == "D7":
            where = ("for " + self.k_name(ask["tracks"][0])) if len(ask["tracks"]) == 1 \
                else "for any track"
            question = f"Gain a tile {where}: choose the market tile."
        else:
            question = ("Place your gained tiles, one at a time: choose a tile and its track "
                        "(it goes on the lowest empty row).")
        return (so_far + question)[-1000:]

    def view(self, state: State, seat: int | None) -> View:
        """Everything but the supply's order and the generator (section 7)."""
        hidden = {"supply", "rng"}
        view = {k: _copy_json(v) for k, v in state.items() if k not in hidden}
        view["viewer"] = seat
        view["supply_count"] = len(state["supply"])
        view["to_move"] = self.to_move(state)
        view["scores"] = [self.breakdown(state, p) for p in range(state["players"])]
        view["target"] = self.rules.target(state["players"])
        return view

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """The supply's order is nobody's: re-shuffle it for a searching computer."""
        new = dict(state)
        supply = list(state["supply"])
        rng.shuffle(supply)
        new["supply"] = supply
        return new

    def evaluate(self, state: State, seat: int) -> float:
        """Score now, plus unscored progress: Kokeshi height on tiles, achievements toward
        the trigger, pending tiles. Relative to the best opponent."""
        def worth(p: int) -> float:
            parts = self.breakdown(state, p)
            me = state["seats"][p]
            height = sum(me["kokeshi"]) * 0.4
            return parts["total"] + height + 1.5 * parts["achievements"]

        mine = worth(seat)
        others = [worth(p) for p in range(state["players"]) if p != seat]
        value = mine - max(others)
        if state["phase"] == "over":
            result = self.result(state)
            assert result is not None
            value += 1000 if seat in result.winners else -1000
        return value + 0.5 * len(state["pending"]) * (state["active"] == seat)

    def candidate_moves(self, state: State, seat: int) -> list[Move]:
        return self.legal_moves(state, seat)

    def rules_help(self) -> list[tuple[str, str]]:
        r = self.rules
        names = ", ".join(self.k_name(k) for k in range(r.tracks))
        values = ", ".join(str(v) for v in r.row_values[1:])
        thresholds = ", ".join(f"level {lv} from row {row}" for lv, row in
                               sorted(r.thresholds.items()))
        quality_points = "/".join(str(r.tiles[t].points) for t in r.quality_order[:3])
        slots = "; ".join(f"{s.id} at {s.position}" for s in r.bonus_slots)
        targets = ", ".join(f"{t} with {n} players" for n, t in sorted(r.targets.items()))
        return [
            ("Aim", f"Each player's {r.tracks} Kokeshi ({names}) climb their own track of "
                    f"{r.rows} rows on your workshop. Score Happiness with tall tracks, "
                    "Quality tiles, animal markers and tops; avoid same-colour neighbours."),
            ("A turn", "Advance one Kokeshi one space. An empty space sends it home and you "
                       "take a market tile (or a Quality tile, if the row is high enough) for "
                       "that space. A tile is activated; a Quality tile makes it move on; the "
                       "top scores "
                       f"{r.top_reward} and sends it home. Effects chain: each Kokeshi moved is "
                       "resolved completely, in order, before the next. Tiles gained on the way "
                       "are placed at the end, in the order you choose, on the lowest empty row."),
            ("Symbols", "K:name moves that Kokeshi; K* any Kokeshi; K** any Kokeshi two spaces "
                        "(only the landing counts); K> / K< a Kokeshi right / left of the tile; "
                        "A:animal or A* moves an animal marker; T= gains a tile for this track, "
                        "T* for any track. A slash (/) means one side only; + means both. "
                        "Kokeshi letters: P Princess, G Granny, F Fisherman, S Samurai, "
                        "W Sumo wrestler (each also has its own shape)."),
            ("End and scoring", f"The end is triggered by {targets} achievements (Quality tiles "
                                "plus animals past the red line) or when the market cannot be "
                                "refilled; that round and one more are played. Score: tops, "
                                "animal positions, +3 per animal you lead outright, Quality "
                                "points, the row value of each track's highest tile, −3 per "
                                "same-colour pair. Ties: achievements, then track values."),
            ("Project decisions", "The printed numbers are not public, so these are this "
                                  f"project's own and may differ from the box: {r.rows} rows "
                                  f"(PD-01); names and colours (PD-02, PD-03); row values "
                                  f"{values} (PD-04); Quality thresholds {thresholds} (PD-05) "
                                  f"and points {quality_points} (PD-06); {len(r.animal_ids)} "
                                  f"animals with values "
                                  f"{', '.join(map(str, r.animal_values))} and the red line at "
                                  f"{r.red_line} (PD-09, PD-10, PD-36); bonus slots {slots} "
                                  "(PD-11); strict animal lead (PD-12); a market of "
                                  f"{r.market_size} (PD-13); the tile designs and sets "
                                  "(PD-14, PD-15, PD-16); starting tiles dealt at random on row "
                                  f"{r.start_row} (PD-17); taking on an empty landing is "
                                  "compulsory (PD-19); gained tiles wait for the end of the "
                                  "turn, lowest empty row (PD-20, PD-21); the exact cascade "
                                  "order (PD-22, PD-23); K** from row 8 loses its second step "
                                  "(PD-24); effects are mandatory (PD-25); markers stop at "
                                  f"{r.animal_max} (PD-26); a Kokeshi sent home cannot move "
                                  "again that turn (PD-27); the end is triggered after round "
                                  f"{r.round_cap} at the latest (PD-28); tie-breaks (PD-30)."),
            ("Project readings", "Where the published text is silent this bot decides: the "
                                 "scoring's recognition tiles are the Quality tiles (PD-07); "
                                 "Quality tiles have no colour for the neighbour penalty "
                                 "(PD-08); seat order is random and seat 0 starts (PD-18); "
                                 "'the tiles cannot be refilled' means a refill found the "
                                 "supply empty (PD-29); tiles cost nothing (PD-31); the end "
                                 "is checked at the end of every turn (PD-32); starting tiles "
                                 "are placed by everyone at once, in any order (PD-33); K> and "
                                 "K< count from the tile's track, Kokeshi at home included "
                                 "(PD-34); K* and K** may pick the Kokeshi standing on the "
                                 "tile (PD-35)."),
        ]

    def private_events(self, state: State, seat: int) -> list[str]:
        return []


ENGINE = KokeshiEngine()

__all__ = ["ENGINE", "BadNotation", "KokeshiEngine", "TurnLimitError"]
