"""Engines' memos of words and moves are bounded (bot/games/memo.py): a long-running bot
describes ever new positions, and an unbounded memo grew with every one."""

from __future__ import annotations

from bot.games import get_engine
from bot.games.memo import Memo
from bot.games.splendor import engine as splendor


def test_a_memo_starts_afresh_when_a_new_key_would_pass_its_limit():
    memo: Memo[int, str] = Memo(limit=3)
    for key in range(3):
        memo[key] = str(key)
    memo[2] = "again"  # a key it holds: nothing forgotten
    assert memo == {0: "0", 1: "1", 2: "again"}
    memo[3] = "3"
    assert memo == {3: "3"}
    for key in range(100):
        memo[key] = str(key)
        assert len(memo) <= 3


def test_the_engines_memos_of_words_are_bounded():
    azul, kokeshi = get_engine("azul_queens_garden"), get_engine("kokeshi")
    memos = [value for engine in (azul, kokeshi) for value in vars(engine).values()
             if isinstance(value, dict) and value.__class__ is not dict]
    # Kokeshi's tenth is its memo of worths for the computer players' evaluation
    assert len(memos) == 10 and all(isinstance(memo, Memo) for memo in memos)
    for made in (splendor._take_moves_for, splendor._reserve_slot_move,
                 splendor._reserve_deck_move, splendor._noble_move):
        assert made.cache_info().maxsize is not None
    assert isinstance(splendor.ENGINE._worths, Memo)
