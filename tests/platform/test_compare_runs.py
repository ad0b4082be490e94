"""bench/compare_runs.py pairs two bench_expert runs' games by deal and reads their lines
as bench_expert writes them."""

from __future__ import annotations

from bench import bench_expert, compare_runs


def logged(capsys, games: list[tuple[str, int, bool, int]]) -> str:
    for number, (kind, seed, won, margin) in enumerate(games, 1):
        played = bench_expert.Played(kind, "4p", won, False, True, 100, seed, seed % 4,
                                     margin)
        bench_expert.progress(played, number, len(games))
    return capsys.readouterr().err


def test_games_pair_up_by_deal_and_their_margins_are_compared(capsys) -> None:
    before = compare_runs.read_run(logged(capsys, [
        ("kokeshi", 1, True, 4), ("kokeshi", 2, False, -6), ("kokeshi", 3, False, -1),
        ("splendor", 1, True, 2)]))
    after = compare_runs.read_run(logged(capsys, [
        ("kokeshi", 2, True, 3), ("kokeshi", 1, True, 6), ("splendor", 9, False, -3)]))
    assert before[("kokeshi", "4p", 2)] == compare_runs.Outcome(False, -6)
    lines = compare_runs.compare(before, after)
    # only kokeshi's seeds 1 and 2 are in both runs; splendor shares no deal
    assert len(lines) == 1
    assert lines[0].startswith("kokeshi 4p: 2 pairs; wins 1 → 2; final margin -1.0 → +4.5 "
                               "(difference +5.5 ± ")


def test_unfinished_games_are_left_out(capsys) -> None:
    played = bench_expert.Played("zenso", "2p", False, False, False, 40, 5, 0, 0)
    bench_expert.progress(played, 1, 1)
    assert compare_runs.read_run(capsys.readouterr().err) == {}
