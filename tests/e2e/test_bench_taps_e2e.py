"""bench/bench_taps.py cannot lie: the taps it counts are the taps the double received,
and they entered the very moves the computer chose.

One seeded game of Azul (its turns hold several decisions: an acquisition, then paying
for a placement) is played through the bench on the real bot behind the double. No
figure is asserted, only that the count is honest."""

from __future__ import annotations

import itertools

from bench.bench_taps import Bench, figure_line, index_path, percentile
from bot.app.panel import navigate
from bot.games import get_engine

COMPONENT = 3  # the interaction type of a button or a select


async def played(tmp_path, kind: str, players: int) -> tuple[list, list, list, object, list]:
    """One seeded game played to its end by the bench: its turns, their decisions, the
    Play, step and select taps the double was sent, the game, and its logged moves."""
    bench = Bench(tmp_path)
    await bench.start()
    try:
        before = len(bench.double.interactions)
        turns = await bench.play(kind, players, seed=1)
        taps = [i for i in bench.double.interactions[before:]
                if i.type == COMPONENT and i.name.startswith(("bg:play:", "bg:nav:", "bgs:nav:"))]
        game = (await bench.bot.store.find_games(statuses=("finished",)))[0]
        logged = await bench.bot.store.moves(game.id)
    finally:
        await bench.close()
    return turns, [d for turn in turns for d in turn.decisions], taps, game, logged


async def test_counted_taps_enter_the_chosen_moves(tmp_path) -> None:
    turns, decisions, taps, game, logged = await played(tmp_path, "azul_queens_garden", 2)
    # The game was played to its end, every move of it entered by the counted taps.
    assert game.status == "finished"
    assert [d.entered for d in decisions] == [m.notation for m in logged]
    # Each decision entered the move the computer chose, and took at least one tap.
    assert all(d.chosen == d.entered for d in decisions)
    assert all(d.taps >= 1 for d in decisions)
    # The count is the number of Play, step and select taps the double was sent.
    assert sum(turn.taps for turn in turns) == len(taps)
    assert all(not tap.errors for tap in taps)
    # Some turn needed several decisions (a turn is counted whole, not per decision).
    assert any(len(turn.decisions) > 1 for turn in turns)
    # Play was tapped whenever another seat's turn came: the last player left in a round
    # goes on from the panel without it.
    handovers = 1 + sum(a.seat != b.seat for a, b in itertools.pairwise(turns))
    assert sum(i.name.startswith("bg:play:") for i in taps) == handovers


def test_the_path_of_a_move_is_where_the_panel_plays_it() -> None:
    engine = get_engine("splendor")
    state = engine.setup(2, 7, {})
    moves = engine.legal_moves(state, 0)
    for move in moves:
        assert navigate(moves, index_path(moves, move)) is move


def test_the_figure_line() -> None:
    taps = [3, 3, 4, 2, 9, 3, 5, 3, 3, 4]
    assert percentile(taps, 0.95) == 9
    assert percentile(list(range(1, 101)), 0.95) == 95
    assert figure_line("splendor", taps) == "splendor median 3 p95 9 max 9"


async def test_one_select_of_several_counts_one_tap_for_what_it_entered(tmp_path) -> None:
    """Zensō's Harmony cards, Stones and End turn chosen several in one select: the
    computer's next choices ticked in the same select count no tap of their own, and
    the store logged each of them as chosen, in the order the panel played them."""
    turns, decisions, taps, game, logged = await played(tmp_path, "zenso", 3)
    assert game.status == "finished"
    assert [d.entered for d in decisions] == [m.notation for m in logged]
    assert all(d.chosen == d.entered for d in decisions)
    assert sum(turn.taps for turn in turns) == len(taps)
    assert all(not tap.errors for tap in taps)
    # some select entered several moves, Harmony cards among them
    ridden = [d for d in decisions if d.taps == 0]
    assert any(d.entered.startswith("validate") for d in ridden), ridden
