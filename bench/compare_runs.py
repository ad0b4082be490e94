"""Compare two bench_expert runs on the same deals, game by game.

    python bench/compare_runs.py BEFORE.err AFTER.err

Each argument is the stderr of a ``bench/bench_expert.py`` run: one line per game,
naming its seed, the tested seat, the outcome and the final score against the best
other seat's. Games of the two runs pair up by game, section and seed (the same deal,
the tested player in the same seat), so the luck of the deal cancels out of the
difference. Prints, per game and section: the pairs, the wins of each run, the mean final
margin of each, and the mean difference of the margins with its 95 % interval (normal
approximation): a finer measure than the wins when two versions differ a little.
"""

from __future__ import annotations

import argparse
import math
import re
import statistics
from dataclasses import dataclass
from pathlib import Path

#: bench_expert's line for one finished game (see its ``progress``)
GAME_LINE = re.compile(r"^# \d+/\d+ (?P<game>\w+) (?P<section>\w+) seed (?P<seed>\d+) "
                       r"seat \d+: (?P<outcome>won|shared|lost|unfinished) by "
                       r"(?P<margin>[+-]\d+)")


@dataclass(frozen=True)
class Outcome:
    won: bool
    margin: int


def read_run(text: str) -> dict[tuple[str, str, int], Outcome]:
    """Every finished game of a run's log, by (game, section, seed)."""
    games = {}
    for line in text.splitlines():
        found = GAME_LINE.match(line)
        if found and found["outcome"] != "unfinished":
            games[(found["game"], found["section"], int(found["seed"]))] = Outcome(
                found["outcome"] in ("won", "shared"), int(found["margin"]))
    return games


def compare(before: dict[tuple[str, str, int], Outcome],
            after: dict[tuple[str, str, int], Outcome]) -> list[str]:
    """One line per game and section that both runs played."""
    lines = []
    for game, section in sorted({key[:2] for key in before if key in after}):
        keys = sorted(k for k in before if k in after and k[:2] == (game, section))
        differences = [after[k].margin - before[k].margin for k in keys]
        spread = (1.96 * statistics.stdev(differences) / math.sqrt(len(keys))
                  if len(keys) > 1 else math.inf)
        lines.append(
            f"{game} {section}: {len(keys)} pairs; wins {sum(before[k].won for k in keys)} "
            f"→ {sum(after[k].won for k in keys)}; final margin "
            f"{statistics.mean(before[k].margin for k in keys):+.1f} → "
            f"{statistics.mean(after[k].margin for k in keys):+.1f} "
            f"(difference {statistics.mean(differences):+.1f} ± {spread:.1f})")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path, help="stderr of the first run")
    parser.add_argument("after", type=Path, help="stderr of the second run")
    args = parser.parse_args()
    lines = compare(read_run(args.before.read_text()), read_run(args.after.read_text()))
    print("\n".join(lines) if lines else "no game of one run is in the other")


if __name__ == "__main__":
    main()
