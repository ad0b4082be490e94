"""The expert computer player: it never reads what its seat cannot see, it is
deterministic for a seed and a budget in iterations, its budget holds (per decision and
per turn, in iterations and in seconds), its plans for the rest of a turn are legal and
played without thinking again, and it runs in a worker process as the bot runs it.

Budgets are small (tens of iterations): these tests are about behaviour, the benchmark
(``bench/bench_expert.py``) about strength and time.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from bot.app.expert import search
from bot.app.players import (
    Budget,
    Decision,
    SearchStats,
    TurnMemory,
    choose_move,
    decide,
    think,
)
from bot.app.thinking import enable_thinking_pool, think_off_loop
from bot.games import registry
from bot.games.base import Engine, Move, Rng, State

GAMES = sorted(registry())
BUDGET = Budget.iterations(40, decision_share=0.5)


def positions(engine: Engine, players: int, seed: int, count: int,
              every: int = 5) -> list[tuple[State, int]]:
    """Positions of a greedy game (every ``every``-th decision with a real choice)."""
    state = engine.setup(players, seed, engine.engine_options({}))
    found: list[tuple[State, int]] = []
    for number in range(2000):
        seats = engine.to_move(state)
        if not seats or len(found) >= count:
            break
        seat = seats[0]
        if number % every == 0 and len(engine.legal_moves(state, seat)) > 1:
            found.append((state, seat))
        move = choose_move(engine, state, seat, "greedy", seed + number)
        state = engine.apply(state, seat, move.notation)
    return found


@pytest.mark.parametrize("kind", GAMES)
def test_the_expert_never_reads_hidden_information(kind: str) -> None:
    """Two states that differ only in what the seat cannot see (another re-deal of the
    hidden cards, tiles and orders) give the same move and plan for the same seed."""
    engine = registry()[kind]
    players = max(3, engine.min_players) if engine.max_players >= 3 else engine.min_players
    checked = 0
    for state, seat in positions(engine, players, 31, 4, every=7):
        disguised = engine.determinize(state, seat, Rng.from_seed(4242))
        assert engine.view(disguised, seat) == engine.view(state, seat)
        if disguised == state:
            continue  # nothing hidden at this point
        real = think(engine, state, seat, "expert", 5, budget=BUDGET)
        other = think(engine, disguised, seat, "expert", 5, budget=BUDGET)
        assert (real.move.notation, real.plan) == (other.move.notation, other.plan), (
            f"{kind}: the expert's choice depends on hidden information")
        checked += 1
    assert checked, f"{kind}: no position with hidden information was checked"


@pytest.mark.parametrize("kind", GAMES)
def test_the_expert_is_deterministic_and_leaves_the_state_alone(kind: str) -> None:
    engine = registry()[kind]
    for state, seat in positions(engine, engine.min_players if engine.min_players > 1
                                 else 2, 8, 3):
        before = json.dumps(state, sort_keys=True)
        first = think(engine, state, seat, "expert", 11, budget=BUDGET)
        again = think(engine, engine.copy_state(state), seat, "expert", 11, budget=BUDGET)
        assert json.dumps(state, sort_keys=True) == before
        assert (first.move, first.plan, first.spent) == (again.move, again.plan, again.spent)
        assert first.move.notation in {m.notation for m in engine.legal_moves(state, seat)}


def test_a_decision_spends_at_most_its_share_of_the_turn() -> None:
    """In iterations: a decision takes its share (30 % by default), never more than the
    turn has left, and one iteration when nothing is left."""
    budget = Budget.iterations(100)
    assert budget.allowance(0) == 30
    assert budget.allowance(80) == 20
    assert budget.allowance(100) == 1
    assert Budget.seconds(6).allowance(0) == pytest.approx(1.8)
    assert Budget.seconds(6).allowance(5.5) == pytest.approx(0.5)
    assert Budget.seconds(6).allowance(7) == 0
    engine = registry()["splendor"]
    state, seat = positions(engine, 2, 3, 1)[0]
    stats = SearchStats()
    thought = think(engine, state, seat, "expert", 1, budget=budget, spent=90, stats=stats)
    assert stats.iterations == thought.spent == 10


def test_a_search_in_seconds_stops_at_its_deadline(monkeypatch: pytest.MonkeyPatch
                                                   ) -> None:
    """With a budget in seconds the search is done by its deadline: it starts no
    iteration the longest one so far would not fit in what is left (a made-up clock
    that advances 0.1 s an iteration, with each re-deal: no timing in tests)."""
    engine = registry()["kokeshi"]
    state, seat = positions(engine, 2, 4, 1)[0]
    now = [0.0]
    determinize = engine.determinize

    def slow_determinize(*args: object) -> State:
        now[0] += 0.1
        return determinize(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(engine, "determinize", slow_determinize)
    found = search(engine, state, seat, 3, engine.candidate_moves(state, seat),
                   seconds=1.8, clock=lambda: now[0])
    assert 1.6 <= found.seconds <= 1.8
    assert 16 <= found.iterations <= 18
    now[0] = 0.0
    stats = SearchStats()
    thought = think(engine, state, seat, "expert", 3, budget=Budget.seconds(6), spent=5.8,
                    clock=lambda: now[0], stats=stats)
    assert stats.iterations <= 2 and thought.spent <= 0.2  # 0.2 s were left


def _against_greedy(engine: Engine, plies: int,
                    expert: Callable[[int, State, int], Move], players: int = 2,
                    enough: Callable[[int], bool] = lambda number: False) -> None:
    """A game from a fixed deal, seat 0 played by ``expert(number, state, seat)`` and the
    other seats by greedy, for at most ``plies`` moves, or until ``enough(number)``."""
    state = engine.setup(players, 9, engine.engine_options({}))
    for number in range(plies):
        seats = engine.to_move(state)
        if not seats or enough(number):
            break
        seat = seats[0]
        move = (expert(number, state, seat) if seat == 0
                else choose_move(engine, state, seat, "greedy", number))
        state = engine.apply(state, seat, move.notation)


@pytest.mark.parametrize(("kind", "players"), [("zenso", 2), ("kokeshi", 2), ("zenso", 4)])
def test_a_turn_in_seconds_ends_within_its_budget(kind: str, players: int) -> None:
    """A turn of several decisions in seconds, on a made-up clock (every reading of it
    costs 1 ms: the legal and candidate moves, the search's iterations), each decision
    also costing 10 ms its caller sees and the search does not (the trip to the worker
    process): every turn, measured whole by its caller (for free, as a real clock's
    reading is nearly), ends within its budget. At four players the search's lines go
    on through the other seats' replies (``REPLIES_FROM``): those hold it too."""
    engine = registry()[kind]
    budget = Budget.seconds(0.6)
    now = [0.0]

    def clock() -> float:
        now[0] += 0.001
        return now[0]

    memory = TurnMemory()
    turns: dict[int, float] = {}
    decisions: dict[int, int] = {}

    def expert(number: int, state: State, seat: int) -> Move:
        turn = engine.turn_number(state)
        began = now[0]
        move = memory.planned(engine, state, seat, budget, clock)
        if move is None:
            thought = think(engine, state, seat, "expert", number, budget=budget,
                            spent=memory.used(engine, state, budget), clock=clock)
            now[0] += 0.01
            memory.remember(engine, state, thought, budget, now[0] - began)
            move = thought.move
        turns[turn] = turns.get(turn, 0.0) + now[0] - began
        decisions[turn] = decisions.get(turn, 0) + 1
        return move

    _against_greedy(engine, 80, expert, players)
    assert max(decisions.values()) >= 2, f"{kind}: no turn of several decisions"
    assert max(turns.values()) <= budget.turn, f"{kind}: {turns}"


@pytest.mark.parametrize("kind", ["zenso", "kokeshi"])
def test_a_turn_is_thought_once_and_its_plan_played(kind: str) -> None:
    """Where a turn has several decisions the expert plans the rest of the turn; the
    planned moves are legal and played without thinking again; a turn never spends more
    than its budget (plus one iteration for each decision that found nothing left)."""
    engine = registry()[kind]
    budget = Budget.iterations(60, decision_share=0.6)
    memory = TurnMemory()
    planned = 0
    spent: dict[int, float] = {}
    over_budget: dict[int, int] = {}

    def expert(number: int, state: State, seat: int) -> Move:
        nonlocal planned
        turn = engine.turn_number(state)
        left = budget.turn - memory.spent_this_turn(engine, state)
        move = memory.planned(engine, state, seat)
        if move is not None:
            planned += 1
        else:
            thought = think(engine, state, seat, "expert", number, budget=budget,
                            spent=memory.spent_this_turn(engine, state))
            memory.remember(engine, state, thought)
            move = thought.move
            spent[turn] = spent.get(turn, 0) + thought.spent
            over_budget[turn] = over_budget.get(turn, 0) + (left < 1)
        assert move.notation in {m.notation for m in engine.legal_moves(state, seat)}
        return move

    # at least 60 moves, and on until plans were played (how soon the first comes
    # depends on the deal and the evaluation, not on what is tested here)
    _against_greedy(engine, 400, expert, enough=lambda number: number >= 60 and planned >= 3)
    assert planned > 0, f"{kind}: no sub-decision was played from a plan"
    for turn, used in spent.items():
        assert used <= budget.turn + over_budget[turn], f"{kind}: turn {turn} overspent"


def test_a_plan_is_dropped_when_the_turn_has_moved_on() -> None:
    engine = registry()["zenso"]
    state, seat = positions(engine, 2, 6, 1)[0]
    memory = TurnMemory()
    memory.remember(engine, state, Decision("no such move", ("no such move",), 3))
    assert memory.spent_this_turn(engine, state) == 3
    assert memory.planned(engine, state, seat) is None  # not legal: the plan is dropped
    assert memory.plan == []
    later = dict(state, turn=engine.turn_number(state) + 1)
    assert memory.spent_this_turn(engine, later) == 0  # a new turn starts afresh


async def test_the_expert_thinks_in_a_worker_process_as_in_a_thread() -> None:
    """The bot's pool: the same decision (a budget in iterations) as in this process."""
    engine = registry()["splendor"]
    state, seat = positions(engine, 2, 12, 1)[0]
    args = ("splendor", state, seat, "expert", 7, Budget.iterations(20), 0.0)
    here = decide(*args)
    enable_thinking_pool()
    try:
        there = await think_off_loop(decide, *args)
    finally:
        enable_thinking_pool(False)
    assert there == here


def test_the_benchmark_smoke_run_plays_every_game() -> None:
    """``bench/bench_expert.py --smoke``: one short game per game, a line each, starting
    with the game's name."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "bench/bench_expert.py", "--smoke"], cwd=root,
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert [line.split()[0] for line in lines] == GAMES, done.stdout
    assert all("expert decisions" in line for line in lines)


@pytest.mark.parametrize("kind", GAMES)
def test_the_yardstick_narrows_only_where_the_engine_lets_it(kind: str) -> None:
    """The root moves' spread narrows the search's yardstick (to no less than a tenth of
    ``search_scale``), except in a game that keeps it whole (Zensō: its turns open with
    moves that barely move ``evaluate``)."""
    from bot.app.expert import _Search

    engine = registry()[kind]
    for state, seat in positions(engine, 2, 5, 3):
        found = _Search(engine, state, seat, 1, lambda: 0.0)
        found.run(engine.candidate_moves(state, seat), 2, None)
        if engine.search_scale_narrows:
            assert engine.search_scale / 10 <= found.scale <= engine.search_scale
        else:
            assert found.scale == engine.search_scale


@pytest.mark.parametrize("kind", GAMES)
def test_a_search_leaves_no_garbage_for_the_cyclic_collector(kind):
    """The search turns the cyclic collector off while it runs (a collection inside a
    decision would overrun its deadline), so what it makes must be freed by reference
    counting alone: a reference cycle left by a move or an evaluation piles up for the
    whole decision and is collected after it, in the decision's time (Zensō's witness
    searches left 40 000-95 000 objects a decision, 30-200 ms)."""
    import gc

    engine = registry()[kind]
    for players in (2, 4):
        for state, seat in positions(engine, players, 7000 + players, 3, every=7):
            think(engine, state, seat, "expert", 5, budget=BUDGET)  # fill lazy tables
            collecting = gc.isenabled()
            gc.collect()
            try:
                gc.disable()
                think(engine, state, seat, "expert", 6, budget=BUDGET)
                assert gc.collect() == 0
            finally:
                if collecting:
                    gc.enable()


@pytest.mark.parametrize("kind", GAMES)
def test_replies_are_searched_only_where_the_engine_says(kind: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """From three players on the search plays each line on through the other seats'
    replies, unless the engine turns that off (``search_replies``): then its search is the
    one it makes with replies never searched (``REPLIES_FROM`` above the table)."""
    from bot.app import expert

    engine = registry()[kind]
    if engine.max_players < 4:
        pytest.skip("no table of three or more")

    def searched(state: State, seat: int) -> tuple[str, dict[str, int], int]:
        found = expert.search(engine, state, seat, 9,
                              engine.candidate_moves(state, seat), iterations=120)
        return found.move.notation, found.visits, found.evaluations

    same = []
    for state, seat in positions(engine, 4, 23, 3, every=9):
        chosen = searched(state, seat)
        with monkeypatch.context() as patch:
            patch.setattr(expert, "REPLIES_FROM", 5)
            same.append(searched(state, seat) == chosen)
    if engine.search_replies:
        assert not all(same), f"{kind}: the replies changed no search"
    else:
        assert all(same), f"{kind}: the search went through replies"


@pytest.mark.parametrize("kind", [k for k in GAMES if registry()[k].search_replies])
def test_the_others_replies_are_no_nodes_and_the_next_turn_is_searched(kind: str) -> None:
    """From three players on the other seats' replies are played, not kept in the tree
    (open loop): every node is the seat's own move or the round of replies between two
    of its turns (beside the seat's moves where the re-deal decides who moves next: a
    tile to give back, say), and the seat's next turn gathers the visits of every
    re-deal, so the search looks into it."""
    from bot.app.expert import ROUND, ROUND_MOVER, _Node, _Search

    engine = registry()[kind]
    looked_further = 0
    for state, seat in positions(engine, 4, 41, 3, every=9):
        found = _Search(engine, state, seat, 3, lambda: 0.0)
        found.run(engine.candidate_moves(state, seat), 150, None)
        assert found.root is not None
        stack: list[tuple[_Node, int]] = [(found.root, 0)]
        while stack:
            node, rounds = stack.pop()
            for notation, child in node.children.items():
                assert child.mover == (ROUND_MOVER if notation == ROUND else seat), \
                    f"{kind}: another seat's move {notation!r} is a node"
                deeper = rounds + (notation == ROUND)
                if deeper and child.mover == seat and child.visits > 1:
                    looked_further += 1
                stack.append((child, deeper))
    assert looked_further, f"{kind}: no move of the seat's next turn was searched twice"
