"""A benchmark run as a script starts its workers as ``python -m bot run`` does: without
running the script again in each (bench/workers_as_bot.py)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    # stands for what a benchmark defines and imports, and its workers need not
    RAN_HERE = True
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from bench.workers_as_bot import start_workers_as_the_bot_does

    if __name__ == "__main__":
        if {as_bot}:
            start_workers_as_the_bot_does()
        context = multiprocessing.get_context("forkserver")
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            # whether the worker ran this file again (as its __mp_main__)
            print(pool.submit(eval, "hasattr(__import__('sys').modules['__mp_main__'], "
                                    "'RAN_HERE')").result(60))
""")


def worker_ran_the_script(tmp_path: Path, as_bot: bool) -> bool:
    script = tmp_path / "bench_like.py"
    script.write_text(SCRIPT.format(root=str(ROOT), as_bot=as_bot))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=120, check=True)
    return done.stdout.strip() == "True"


def test_a_scripts_workers_run_it_again_unless_started_as_the_bots(tmp_path):
    # the multiprocessing behaviour the helper exists for, then the helper's effect
    assert worker_ran_the_script(tmp_path, as_bot=False)
    assert not worker_ran_the_script(tmp_path, as_bot=True)
