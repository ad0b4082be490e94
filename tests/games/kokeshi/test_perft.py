"""Perft-style regression (see :mod:`tests.perft`): the number of decision sequences to a
small depth from fixed positions. The figures were recorded once the engine passed every
rule scenario and example; a change in any of them is a change in the rules (or the data)
and needs a reason. A "decision" is one move, so a cascade's questions (D2-D8) count as
plies of their own."""

from __future__ import annotations

from tests.games.kokeshi.support import ENGINE
from tests.games.kokeshi.test_examples import example3_state, example8_state
from tests.perft import Case, perft_test, walked

CASES: dict[str, Case] = {
    # D0: 20 ordered placements per seat, seats independent
    "2p setup seed 1": (lambda: ENGINE.setup(2, 1, {}), [20, 400]),
    "4p after 60 plies": (lambda: walked(ENGINE, 4, 9, 60), [5, 19, 94, 290]),
    "3p after 120 plies": (lambda: walked(ENGINE, 3, 7, 120), [5, 25, 105]),
    "Example 3": (example3_state, [5, 25, 125]),
    "Example 8": (example8_state, [5, 25, 130]),
}

test_perft = perft_test(ENGINE, CASES)
