"""Perft-style regression (see :mod:`tests.perft`): the number of legal move sequences to
a small depth from fixed positions. The figures were recorded once the engine passed every
rule scenario; a change in any of them is a change in the rules (or in the data) and needs
a reason.

Depth 1 of a fresh game is 14: mirror, 12 Meditate choices (slot 1; slot 2 wood, leaf,
none; slots 3 and 4 both, one, the other, none) and Cultivate."""

from __future__ import annotations

from bot.games.bonsai.engine import ENGINE
from tests.games.bonsai.support import position
from tests.games.bonsai.test_examples import W1_DIAGRAM, W5_TREE
from tests.perft import Case, perft_test, walked

CASES: dict[str, Case] = {
    "solo setup seed 1": (lambda: ENGINE.setup(1, 1, {}), [14, 137, 1014]),
    "2p setup seed 2": (lambda: ENGINE.setup(2, 2, {}), [14, 113, 989]),
    "4p setup seed 3": (lambda: ENGINE.setup(4, 3, {}), [14, 153, 1491]),
    "2p after 30 plies": (lambda: walked(ENGINE, 2, 5, 30), [4, 14, 182]),
    "3p after 60 plies": (lambda: walked(ENGINE, 3, 7, 60), [13, 164, 1320]),
    "4p after 90 plies": (lambda: walked(ENGINE, 4, 9, 90), [9, 68, 228]),
    "W1 tree cultivating": (lambda: position(2, seats=[{"tree": W1_DIAGRAM,
                                                        "supply": "W1 L1 Fl1 Fr1"}],
                                             goals=["brown_small", "brown_large"]), [26, 205, 747]),
    # The figures once stood inside position()'s goals by a misplaced bracket, so the case
    # compared no count at all; they are the counts of this position as recorded.
    "W5 tree cultivating": (lambda: position(2, seats=[{"tree": W5_TREE,
                                                        "supply": "W2 L2 Fr1"}]), [13, 80, 797]),
}

test_perft = perft_test(ENGINE, CASES)
