"""Perft-style regression (see :mod:`tests.perft`): the number of legal move sequences to
a small depth from fixed positions. The figures were recorded once the engine passed every
rule scenario; a change in any of them is a change in the rules (or in the data) and needs
a reason.

Depth 1 of a fresh solo game is 18: mirror, 12 Meditate choices (slot 1; slot 2 wood,
leaf, none; slots 3 and 4 both, one, the other, none), 4 first placements (wood or leaf
on either cell beside the bud: choosing Cultivate with its first tile) and Cultivate
placing nothing ("finish").

Recorded again when the turn was shortened for phones (issue 19): Cultivate starts with
its first placement (no separate "cultivate" ply), a placement after which nothing can be
placed ends the Cultivate by itself (no "finish" ply), and the excess is returned in one
move ("return wood leaf"). The walked positions moved with the move lists."""

from __future__ import annotations

from bot.games.bonsai.engine import ENGINE
from tests.games.bonsai.support import position
from tests.games.bonsai.test_examples import W1_DIAGRAM, W5_TREE
from tests.perft import Case, perft_test, walked

CASES: dict[str, Case] = {
    "solo setup seed 1": (lambda: ENGINE.setup(1, 1, {}), [18, 196, 1825]),
    "2p setup seed 2": (lambda: ENGINE.setup(2, 2, {}), [16, 186, 1769]),
    "4p setup seed 3": (lambda: ENGINE.setup(4, 3, {}), [16, 242, 2738]),
    "2p after 30 plies": (lambda: walked(ENGINE, 2, 5, 30), [13, 150, 1263]),
    "3p after 60 plies": (lambda: walked(ENGINE, 3, 7, 60), [24, 389, 5397]),
    "4p after 90 plies": (lambda: walked(ENGINE, 4, 9, 90), [21, 206, 3413]),
    "W1 tree cultivating": (lambda: position(2, seats=[{"tree": W1_DIAGRAM,
                                                        "supply": "W1 L1 Fl1 Fr1"}],
                                             goals=["brown_small", "brown_large"]),
                            [37, 390, 1824]),
    # The figures once stood inside position()'s goals by a misplaced bracket, so the case
    # compared no count at all; they are the counts of this position as recorded.
    "W5 tree cultivating": (lambda: position(2, seats=[{"tree": W5_TREE,
                                                        "supply": "W2 L2 Fr1"}]), [18, 164, 2316]),
}

test_perft = perft_test(ENGINE, CASES)
