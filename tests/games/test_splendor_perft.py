"""Perft-style regression (see :mod:`tests.perft`): the number of legal move sequences to
a small depth from fixed positions. The figures were recorded once the engine passed every
rule scenario; a change in any of them is a change in the rules (or in the data) and needs
a reason."""

from __future__ import annotations

from bot.games.splendor.engine import ENGINE
from tests.games.test_splendor_support import position
from tests.perft import Case, perft_test, walked

CASES: dict[str, Case] = {
    "2p setup seed 1": (lambda: ENGINE.setup(2, 1, {}), [30, 865, 24190]),
    "3p setup seed 2": (lambda: ENGINE.setup(3, 2, {}), [30, 895]),
    "4p setup seed 3": (lambda: ENGINE.setup(4, 3, {}), [30, 900]),
    "2p after 40 plies": (lambda: walked(ENGINE, 2, 5, 40), [5, 44, 573]),
    "3p after 60 plies": (lambda: walked(ENGINE, 3, 7, 60), [2, 8, 139]),
    "4p after 80 plies": (lambda: walked(ENGINE, 4, 9, 80), [12, 254, 2475]),
    "W3 payment choice": (
        lambda: position(2, seats=[{"tokens": "W1 U2 R2 *1"}], market={"1": ["1-G-05"]}),
        [31, 828, 26466]),
}

test_perft = perft_test(ENGINE, CASES)
