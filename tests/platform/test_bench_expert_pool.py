"""bench_expert plays a whole timed run in one pool of workers: they import the code at
the start, so code edited while a long run goes on never joins it half-way."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from bench import bench_expert
from bot.app.players import Budget


def test_a_timed_run_keeps_one_pool_for_all_its_rounds(monkeypatch):
    pools = []
    real = bench_expert.worker_pool

    def counted(workers):
        pool = real(workers)
        pools.append(pool)
        return pool

    monkeypatch.setattr(bench_expert, "worker_pool", counted)
    budget = Budget.iterations(2, decision_share=0.5)
    tasks = [("splendor", section, index, 900 + index, budget, 12, False)
             for section in ("2p", "4p") for index in range(8 if section == "4p" else 4)]
    played = bench_expert.run_rounds(tasks, 2, float("inf"))
    assert len(played) == len(tasks)  # two rounds of each section
    assert len(pools) == 1
    assert {p.section for p in played} == {"2p", "4p"}


def test_each_game_names_its_seed_and_seat_so_two_runs_pair_up(capsys):
    budget = Budget.iterations(2, decision_share=0.5)
    tasks = [("kokeshi", "4p", index, 700 + index, budget, 8, False) for index in (1, 6)]
    played = bench_expert.run(tasks, 1)
    assert [(p.seed, p.seat) for p in played] == [(701, 1), (706, 2)]
    lines = capsys.readouterr().err.splitlines()
    assert "kokeshi 4p seed 701 seat 2: " in lines[0]
    assert [p.margin for p in played] == [0, 0]  # unfinished: no final score
    assert "kokeshi 4p seed 706 seat 3:" in lines[1]


def test_ctrl_c_in_a_pooled_run_sums_up_the_games_finished(capsys):
    """Ctrl-C while the workers play: the games already finished are kept (a timed run
    once ended in a traceback instead, its summary lost)."""
    budget = Budget.iterations(2, decision_share=0.5)
    tasks = [("kokeshi", "4p", index, 700 + index, budget, 8, False) for index in (1, 6)]
    first = bench_expert.play(tasks[0])

    class Stopped:
        """A pool whose second game is cut short by Ctrl-C."""

        def imap_unordered(self, function, items, chunksize=1):
            yield first
            raise KeyboardInterrupt

    try:
        bench_expert.run(tasks, 2, Stopped())
    except bench_expert.Interrupted as stop:
        assert [(p.seed, p.seat) for p in stop.played] == [(701, 1)]
    else:
        raise AssertionError("Ctrl-C was not reported")
    assert "kokeshi 4p seed 701 seat 2: " in capsys.readouterr().err


def test_a_run_started_in_the_background_and_killed_sums_up_the_games_finished():
    """A run a script starts in the background inherits SIGINT ignored, and ``kill``
    sends SIGTERM: either way the run ends with its finished games summed up (a run
    started so once went on through Ctrl-C, and SIGTERM lost its summary)."""
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "bench/bench_expert.py", "--only", "random", "--game",
               "kokeshi", "--games", "50", "--workers", "1", "--seed", "700"]
    for stop in (signal.SIGINT, signal.SIGTERM):
        run = subprocess.Popen(command, cwd=root, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT,
                                                                signal.SIG_IGN))
        assert run.stderr is not None
        try:
            first = run.stderr.readline()  # the first game's line: one game is finished
            assert first.startswith("# 1/50 kokeshi random seed 700"), first
            run.send_signal(stop)
            out, _ = run.communicate(timeout=120)
        finally:
            run.kill()  # a run that did not stop is not left behind
            run.wait()
        assert run.returncode == 0, out
        assert "interrupted: the " in out
        summary = next(line for line in out.splitlines() if "greedy vs random" in line)
        assert "/50" not in summary  # the finished games only, not the 50 asked for
