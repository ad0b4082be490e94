"""The expert computer player: information-set Monte Carlo tree search.

The search sees only what its seat may see. Each iteration starts from a fresh
*determinization* of the position (the engine's ``determinize``: everything hidden from
the seat re-dealt at random, canonically, so the hidden order cannot matter), then walks
one tree shared by all of them (single-observer ISMCTS): a node is a sequence of moves
from the root, and a move is open at a node only when the current re-deal allows it (a
card in another player's guessed hand). Selection is UCB1 over the moves available in
this re-deal, counting how often each was available.

Positions are scored by the game's own ``evaluate`` (every seat at once, see
``Engine.evaluate_seats``), never by random playouts: Azul and Zensō play only hundreds
of moves a second. Opening a node scores every candidate move (``candidate_moves``) from
the mover's side, the way the greedy player rates them, and the best of them stands for
the node's value; the children start with their own score as one visit, kept in that
order, and only the best few are searched, more as the node is visited more (progressive
widening): the search follows what greedy would play first and looks deeper where it
matters. Each seat maximises its own score (max-n), which is also what the greedy
opponents do. From three players on (``REPLIES_FROM``; not in a game whose engine
turns ``search_replies`` off, where a reply is mostly a guessed hand's), a line the
search opens goes on through the other seats' replies, each their best move by first
score, to the seat's own next decision, where it is judged: every line is judged at the
same point of the round as the root's moves, not some right after an opponent's gain.
The replies are played, not kept in the tree (open loop): the seat's next decision after
a move is one node (``ROUND``) whatever the others answered in each re-deal, so the
seat's next turn gathers the visits of all of them and the search plans a turn further
(a node per reply split those visits over every answer the re-deals gave, and the next
turn was barely searched: at 4 players, 1 CPU s a turn, on the same 48 deals, Bonsai
won 36 against 24, Splendor 30 against 23, Kokeshi 26 against 26). Where a seat's next
decision is its own, in the same turn, with nothing drawn between, the node is worth its
best continuation rather than the average of all that was tried below it: the seat will
choose, nothing else happens between.

Scores are turned into [0, 1] by a logistic curve centred on the root position's score
for that seat, as steep as the root moves' scores are spread (at most the engine's
``search_scale`` points of ``evaluate``, all of them where the engine says it must not
narrow); a won or lost game (``evaluate``'s ±1000)
lands at the ends.

A turn of several decisions (Zensō's up to nine, Azul's discards, Bonsai's placements)
is searched as one step: the tree goes on through the seat's own further decisions of the
same turn, and the search returns the best line up to the turn's end (or the first move
that reveals something) as a *plan* the caller plays without searching again
(:class:`bot.app.players.TurnMemory`).

Everything is a pure function of (position as the seat sees it, seed, budget counted in
iterations); with a budget in seconds the number of iterations depends on the machine.
"""

from __future__ import annotations

import gc
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.games.base import Engine, IllegalMove, Move, Rng, State

#: UCB1's exploration weight, for scores in [0, 1]
EXPLORATION = 0.5
#: how many of a node's moves the search considers, times the root of its visits (at
#: least two): the moves greedy rates highest are searched first and deepest
WIDENING = 2.0
#: a planned sub-decision is played without searching again only if the search visited
#: it this often (below that, the next decision of the turn searches afresh)
PLAN_VISITS = 6
#: from this many players on, a line the search opens goes on through the other seats'
#: replies, each their best move by its first score, to the seat's own next decision, and
#: is judged there: between two of its moves at four players three others move, and a
#: line judged right after one of theirs looks worse than one judged right after the
#: seat's own (every root move is), so the search wandered among its first moves
#: (measured at 4 players, 1 s a turn: 8/40 won against three greedy before, 21/40 after;
#: giving the others only that best reply did no better: 38/60, as many, on the same
#: deals of Azul, Bonsai and Kokeshi, and worse at Zensō, whose hands are guessed)
REPLIES_FROM = 3
#: the child that stands for the other seats' replies, from the seat's last move of a
#: turn to its next decision (a name no engine's notation takes), and its mover
ROUND = "\x00round"
ROUND_MOVER = -1


@dataclass
class SearchResult:
    """The chosen move, the rest of the turn as planned (notations), and the cost."""

    move: Move
    plan: tuple[str, ...] = ()
    iterations: int = 0
    evaluations: int = 0
    seconds: float = 0.0
    #: visits of every root move, best first (for tests and the benchmark)
    visits: dict[str, int] = field(default_factory=dict)
    #: the best line on after the plan, searched too little to be played without
    #: thinking again: what a turn whose time has run out plays rather than think
    spare: tuple[str, ...] = ()


class _Node:
    """A sequence of moves from the root. ``total`` sums each seat's scores in [0, 1]."""

    __slots__ = ("avail", "best", "children", "expanded", "mover", "moves", "reveals",
                 "same", "total", "turn", "visits")

    def __init__(self, mover: int, values: list[float], turn: int, reveals: bool) -> None:
        self.mover = mover  # the seat whose move led here
        self.visits = 1  # the score it was opened with counts as a visit
        self.avail = 1
        self.total = list(values)
        self.children: dict[str, _Node] = {}
        self.expanded = False
        self.moves: list[str] | None = None  # cached candidates, when they cannot vary
        self.turn = turn
        self.reveals = reveals
        #: the next decision is the same seat's, in the same turn, nothing drawn between:
        #: that seat will take its best continuation, so the node is worth its best
        #: child (``best``), not the average of everything the search tried below it
        self.same = False
        self.best: list[float] | None = None

    def value(self) -> list[float]:
        if self.best is not None:
            return self.best
        return [x / self.visits for x in self.total]


class _Search:
    def __init__(self, engine: Engine, state: State, seat: int, seed: int,
                 clock: Callable[[], float]) -> None:
        self.engine = engine
        self.state = state
        self.seat = seat
        self.seed = seed
        self.clock = clock
        self.players = len(engine.scores(state))
        self.scale = float(getattr(engine, "search_scale", 5.0))
        self.evaluations = 0
        self.iterations = 0
        # whether other seats hold hidden things of their own (hands, blind reserves): then
        # their candidate moves depend on the re-deal and are never cached
        self.private = bool(getattr(engine, "private_holdings", True))
        self.centre: list[float] = []
        self.root: _Node | None = None
        self.root_moves: dict[str, Move] = {}
        #: notations seen marked ``reveals`` (a draw): a plan stops after one
        self.revealing: set[str] = set()
        #: with a budget in seconds, when the search must be done (on its clock)
        self.deadline: float | None = None
        #: the other seats reply with their best move by first score (REPLIES_FROM, where
        #: the engine has ``search_replies``)
        self.replies = (self.players >= REPLIES_FROM
                        and bool(getattr(engine, "search_replies", True)))

    # --- scores ----------------------------------------------------------------------
    def _scores(self, state: State) -> list[float]:
        self.evaluations += 1
        return self._squeeze(self.engine.evaluate_seats(state))

    def _squeeze(self, raw: list[float]) -> list[float]:
        out = []
        for seat, value in enumerate(raw):
            x = (value - self.centre[seat]) / self.scale
            out.append(1.0 / (1.0 + math.exp(-x)) if -60.0 < x < 60.0 else float(x > 0))
        return out

    # --- the search --------------------------------------------------------------------
    def run(self, moves: list[Move], iterations: int | None, seconds: float | None,
            started: float | None = None) -> SearchResult:
        start = self.clock() if started is None else started
        # with seconds, the search must be done by the deadline, not merely start its
        # last iteration before it: it stops when the longest iteration so far would not
        # fit in what is left (an expansion can take tens of milliseconds)
        deadline = None if seconds is None else start + seconds
        self.deadline = deadline
        self.root_moves = {m.notation: m for m in moves}
        self.revealing = {m.notation for m in moves if m.reveals}
        first = self.engine.determinize(self.state, self.seat, self._rng(0))
        self.centre = list(self.engine.evaluate_seats(first))
        self.root = _Node(self.seat, [0.5] * self.players, self.engine.turn_number(first),
                          False)
        self.root.visits = 0
        self.iterations = 1
        self._open_root(first, deadline)
        last = self.clock()
        longest = 0.0
        while not ((iterations is not None and self.iterations >= iterations)
                   or (deadline is not None and last + longest >= deadline)):
            self.iterations += 1
            self._iterate(self.engine.determinize(self.state, self.seat,
                                                  self._rng(self.iterations)))
            if deadline is not None:
                now = self.clock()
                longest = max(longest, now - last)
                last = now
        return self._result(self.clock() - start)

    def _open_root(self, state: State, deadline: float | None = None) -> None:
        """The first iteration: score every root move on the first re-deal, and take the
        yardstick from them: the spread of their scores for the seat (between a tenth of
        the engine's ``search_scale`` and all of it), so the moves' differences matter
        as much to the search whatever the game's units and the position; an engine
        whose ``search_scale_narrows`` is off keeps its whole ``search_scale``.

        With a ``deadline`` (on the search's clock) that has passed, it stops after the
        first move it could score (in the engine's candidate order): a decision left with
        no time still answers at the cost of one move's scoring, not of all of them."""
        engine = self.engine
        root = self.root
        assert root is not None
        raw: list[tuple[str, list[float], int, bool]] = []
        for notation in self.root_moves:
            if raw and deadline is not None and self.clock() >= deadline:
                break
            try:
                after = engine.apply(state, self.seat, notation)
            except IllegalMove:
                continue
            self.evaluations += 1
            raw.append((notation, engine.evaluate_seats(after), engine.turn_number(after),
                        notation in self.revealing or engine.revealed(after)))
        if len(raw) > 1 and getattr(engine, "search_scale_narrows", True):
            spread = statistics.pstdev(values[self.seat] for _, values, _, _ in raw)
            self.scale = min(self.scale, max(self.scale / 10, spread))
        opened = [(notation, _Node(self.seat, self._squeeze(values), turn, reveals))
                  for notation, values, turn, reveals in raw]
        opened.sort(key=lambda item: -item[1].total[self.seat])
        root.children = dict(opened)
        root.expanded = True
        values = opened[0][1].total if opened else [0.5] * self.players
        root.visits += 1
        for seat in range(self.players):
            root.total[seat] += values[seat]

    def _rng(self, iteration: int) -> Rng:
        # one stream per iteration, from the seed alone
        return Rng.from_seed((self.seed * 0x9E3779B1 + iteration * 0x85EBCA77) & (2**64 - 1))

    def _iterate(self, state: State) -> None:
        engine = self.engine
        node = self.root
        assert node is not None
        path = [node]
        revealed = False  # something was drawn or shown on the way: moves may differ
        values: list[float] | None = None
        while True:
            seats = engine.to_move(state)
            if not seats:
                values = self._scores(state)
                break
            # where several seats decide at once (a simultaneous start), the seat's own
            # decision is the one searched
            mover = self.seat if self.seat in seats else seats[0]
            if self.replies and mover != self.seat:
                state, revealed, node, values = self._round(node, state, revealed)
                if node is not path[-1]:  # the seat's next decision was reached
                    path.append(node)
                if values is not None:
                    break
                continue
            cacheable = not revealed and (mover == self.seat or not self.private)
            if node.moves is not None and cacheable:
                notations = node.moves
            else:
                notations = self._candidates(state, mover, node is self.root)
                if cacheable:
                    node.moves = notations
            best: _Node | None = None
            best_move = ""
            if not node.expanded:
                node.same = (node is not self.root and mover == node.mover
                             and not node.reveals and engine.turn_number(state) == node.turn)
                values = self._expand(node, state, mover, notations)
                break
            # progressive widening: the best few moves by their first score (greedy's
            # order), more as the node is visited more
            width = max(2, math.ceil(WIDENING * math.sqrt(node.visits)))
            available = set(notations)
            open_here = [(n, c) for n, c in node.children.items() if n in available]
            if len(open_here) < width:
                # a move this re-deal allows that the tree has not scored yet
                # (another card drawn, another hand guessed): score it, and stop there
                fresh = next((n for n in notations if n not in node.children), None)
                if fresh is not None:
                    child = self._open(node, state, mover, fresh)
                    if child is not None:
                        path.append(child)
                        values = child.total
                        break
            best_score = -1.0
            for notation, child in open_here[:width]:
                child.avail += 1
                score = (child.value()[mover] + EXPLORATION
                         * math.sqrt(math.log(child.avail) / child.visits))
                if score > best_score:
                    best, best_move, best_score = child, notation, score
            if best is None:  # nothing this re-deal allows could be applied
                values = self._scores(state)
                break
            try:
                after = engine.apply(state, mover, best_move)
            except IllegalMove:
                values = self._scores(state)
                break
            revealed = revealed or best.reveals or engine.revealed(after)
            state = after
            node = best
            path.append(node)
        assert values is not None
        for visited in path:
            visited.visits += 1
            for seat in range(self.players):
                visited.total[seat] += values[seat]
        for visited in reversed(path):
            if visited.same and visited.expanded and visited.children:
                seat = next(iter(visited.children.values())).mover
                visited.best = max((c.value() for c in visited.children.values()),
                                   key=lambda v: v[seat])

    def _round(self, node: _Node, state: State, revealed: bool
               ) -> tuple[State, bool, _Node, list[float] | None]:
        """From ``node``, where another seat is to move: the other seats answer, each
        with its best move by first score, on to the seat's own next decision, so every
        leaf is judged just after one of the seat's own moves, as the root's moves are.
        Their answers are no nodes of the tree (open loop): the seat's next decision is
        one child (``ROUND``) whatever they played in this re-deal, so its own moves
        gather the visits of every re-deal and the search looks a turn further.

        Returns the state reached, whether something was revealed on the way, the node
        the walk is at (``ROUND``, or ``node`` itself when the decision was not reached)
        and the leaf's values when the walk ends here (the decision was not reached, or
        ``ROUND`` was opened just now: its candidates scored), else None."""
        if self._late():
            return state, revealed, node, self._scores(state)
        state, revealed, answered = self._replies(state, revealed)
        if not answered:
            return state, revealed, node, self._scores(state)
        child = node.children.get(ROUND)
        if child is not None:
            return state, revealed, child, None
        child = _Node(ROUND_MOVER, [0.5] * self.players, self.engine.turn_number(state),
                      True)
        node.children[ROUND] = child
        node.expanded = True
        values = self._expand(child, state, self.seat,
                              self._candidates(state, self.seat, False))
        child.total = list(values)
        return state, revealed, child, values

    def _replies(self, state: State, revealed: bool) -> tuple[State, bool, bool]:
        """The other seats' moves up to the seat's own next decision, each the mover's
        best by first score; whether something was revealed on the way; and whether the
        seat's decision was reached (not if the game ended, a seat could not move or the
        deadline passed: a reply scores every move of a decision, and Azul's three
        replies took 200 ms past a 300 ms decision before they looked at the clock)."""
        engine = self.engine
        while True:
            seats = engine.to_move(state)
            if not seats or self._late():
                return state, revealed, False
            if self.seat in seats:
                return state, revealed, True
            mover = seats[0]
            best: State | None = None
            best_value = -math.inf
            best_reveals = False
            for notation in self._candidates(state, mover, False):
                if best is not None and self._late():
                    break  # out of time: the best move scored so far
                try:
                    after = engine.apply(state, mover, notation)
                except IllegalMove:
                    continue
                self.evaluations += 1
                value = engine.evaluate_seats(after)[mover]
                if value > best_value:  # ties keep the engine's order
                    best, best_value = after, value
                    best_reveals = notation in self.revealing
            if best is None:
                return state, revealed, False
            revealed = revealed or best_reveals or engine.revealed(best)
            state = best

    def _late(self) -> bool:
        return self.deadline is not None and self.clock() >= self.deadline

    def _candidates(self, state: State, mover: int, root: bool) -> list[str]:
        if root:
            return list(self.root_moves)
        moves = self.engine.candidate_moves(state, mover)
        self.revealing.update(m.notation for m in moves if m.reveals)
        return [m.notation for m in moves]

    def _open(self, node: _Node, state: State, mover: int, notation: str) -> _Node | None:
        engine = self.engine
        try:
            after = engine.apply(state, mover, notation)
        except IllegalMove:
            return None
        child = _Node(mover, self._scores(after), engine.turn_number(after),
                      notation in self.revealing or engine.revealed(after))
        node.children[notation] = child
        return child

    def _expand(self, node: _Node, state: State, mover: int, notations: list[str]
                ) -> list[float]:
        """Score every candidate (with a budget in seconds, as many as the deadline
        allows); the children are kept best first (for the mover), and the best one's
        scores stand for the node."""
        opened = []
        for notation in notations:
            child = self._open(node, state, mover, notation)
            if child is not None:
                opened.append((notation, child))
                del node.children[notation]
                if self.deadline is not None and self.clock() >= self.deadline:
                    # out of time: the node keeps the moves scored so far (a later
                    # pass may score the others, as it does a re-deal's new moves)
                    break
        node.expanded = True
        if not opened:
            return self._scores(state)
        opened.sort(key=lambda item: -item[1].total[mover])  # stable: engine order on ties
        for notation, child in opened:
            node.children[notation] = child
        return list(opened[0][1].total)

    def _result(self, seconds: float) -> SearchResult:
        root = self.root
        assert root is not None
        ranked = sorted(root.children.items(),
                        key=lambda item: (-item[1].visits, -item[1].value()[self.seat]))
        if not ranked:
            move = next(iter(self.root_moves.values()))
            return SearchResult(move, (), self.iterations, self.evaluations, seconds)
        notation, node = ranked[0]
        plan: list[str] = []
        spare: list[str] = []
        turn = root.turn
        while (not node.reveals and node.turn == turn and node.expanded and node.children):
            best_notation, best = max(node.children.items(),
                                      key=lambda item: (item[1].visits,
                                                        item[1].value()[item[1].mover]))
            if best.mover != self.seat:
                break
            (plan if best.visits >= PLAN_VISITS and not spare else spare).append(
                best_notation)
            node = best
        return SearchResult(self.root_moves[notation], tuple(plan), self.iterations,
                            self.evaluations, seconds,
                            {n: c.visits for n, c in ranked}, tuple(spare))


def search(engine: Engine, state: State, seat: int, seed: int, moves: list[Move], *,
           iterations: int | None = None, seconds: float | None = None,
           clock: Callable[[], float] = time.perf_counter,
           started: float | None = None) -> SearchResult:
    """Search ``state`` for ``seat`` among ``moves`` (the root's candidates) until
    ``iterations`` are done or ``seconds`` would have passed (on ``clock``, counted from
    ``started``, by default the call: a caller that spent time before counts it),
    whichever first; at least one iteration always runs."""
    if iterations is None and seconds is None:
        raise ValueError("the search needs a budget: iterations or seconds")
    # No cyclic garbage collection during the search: a full collection (50-60 ms with
    # Zensō's states in memory) lands inside one iteration, where no deadline can see it
    # coming. The search makes no reference cycles (its tree points only downwards, its
    # states are plain data), so reference counting frees what it drops meanwhile.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _Search(engine, state, seat, seed, clock).run(moves, iterations, seconds,
                                                             started)
    finally:
        if collecting:
            gc.enable()
