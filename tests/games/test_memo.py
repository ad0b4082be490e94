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


def test_forgetting_empties_only_the_memos_and_caches_past_what_a_panel_needs():
    from bot.games import memo as memos

    small: Memo[int, int] = Memo(limit=100, name="test small")
    large: Memo[int, int] = Memo(limit=100, name="test large")
    for key in range(3):
        small[key] = key
    for key in range(50):
        large[key] = key
    splendor._reserve_deck_move.cache_clear()
    splendor._payment_options.cache_clear()
    for gold in range(12):  # 12 entries in one bounded cache, 1 in another
        splendor._payment_options((1, 0, 0, 0, 0), 1, gold)
    splendor._reserve_deck_move("1")
    held = memos.engine_memos()
    assert held["test small"] == 3 and held["test large"] == 50
    assert held["splendor.engine._payment_options"] == 12
    assert held["splendor.engine._reserve_deck_move"] == 1

    dropped = memos.forget_memos(keep=10)

    assert small == {0: 0, 1: 1, 2: 2} and large == {}
    assert splendor._payment_options.cache_info().currsize == 0
    assert splendor._reserve_deck_move.cache_info().currsize == 1
    assert dropped >= 50 + 12
    # the unbounded caches hold what the rules fix, never forgotten
    assert all(function.cache_info().maxsize is not None
               for _, function in memos._cached_functions())


def test_every_engine_memo_and_bounded_cache_is_found():
    from bot.games import memo as memos

    held = memos.engine_memos()
    assert {"splendor worths", "kokeshi worths", "kokeshi words", "azul place labels",
            "splendor.engine._buy_moves_for", "splendor.notation._parse_text",
            "zenso.garden._rotations"} <= set(held)
