"""Nothing a restart loses, through the Discord double: a kill between a commit and its
post, between a start and its first board, or while a computer was to move, is made good
by the next start; a post retried after a crash does not appear twice (the outbox id is
the message nonce); a reminder racing a move never pings the mover; a closing bot
answers instead of acting."""

from __future__ import annotations

import asyncio
import random

from bot.app.players import choose_move
from bot.app.tables import Actor
from bot.app.turn_clock import HOUR
from bot.discord_app.client import RESTARTING
from bot.discord_app.notifier import THREAD_GONE_LINE
from bot.games import get_engine
from cogs._common import split_version
from tests.e2e.conftest import (
    board_message,
    game_place,
    open_table,
    pinged,
    play_turn_by_taps,
    tap_move,
)
from tests.e2e.test_discord_failures import thread_posts


async def _killed_after_commit(game_id: int) -> None:
    """The process died after the transaction and before anything was posted."""
    return None


async def test_a_kill_between_commit_and_post_is_made_good_by_the_restart(table, monkeypatch):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    before = board_message(table, place)
    monkeypatch.setattr(table.bot.tables.outbox, "deliver", _killed_after_commit)
    record = await table.double.slash(table.users["ann"], place, "splendor take",
                                      gems="W U G")
    assert "✅" in (record.content or ""), record.describe()
    assert board_message(table, place).id == before.id  # no board, nobody pinged
    await table.new_bot()
    await table.bot.tables.wait_idle()
    board = board_message(table, place)
    game = await table.bot.store.get_game(game_id)
    assert board.id != before.id and pinged(board) == {table.users["ben"]}
    assert board.custom_id("Play").endswith(f":{game.version}")
    assert game.board_message_id == board.id
    assert await table.bot.store.pending_outbox(game_id) == []
    table.double.assert_clean()


async def test_a_post_retried_after_a_crash_is_not_posted_twice(table, monkeypatch):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)

    async def killed_before_marking(entry_ids, now):
        raise OSError("killed after the post, before marking it delivered")

    monkeypatch.setattr(table.bot.store, "mark_delivered", killed_before_marking)
    await table.double.slash(table.users["ann"], place, "splendor take", gems="W U G")
    posted = [m.id for m in table.double.messages(place)]
    assert await table.bot.store.pending_outbox(game_id)  # still owed, as far as we know
    await table.new_bot()
    await table.bot.tables.wait_idle()
    # The same nonce: Discord returned the message it had made instead of a second one.
    assert [m.id for m in table.double.messages(place)] == posted
    assert await table.bot.store.pending_outbox(game_id) == []
    table.double.assert_clean()


async def test_a_restart_resumes_a_computer_turn(table, monkeypatch):
    ann = table.users["ann"]
    await open_table(table, "ann", [], computers=1, level="greedy")
    await table.bot.tables.wait_idle()
    game_id = 1
    place = game_place(table, game_id)
    # The process dies before the computer takes its turn.
    monkeypatch.setattr(table.bot.tables, "_wake_computers", lambda game_id: None)
    await table.double.slash(ann, place, "splendor take", gems="W U G")
    stuck = await table.bot.store.get_game(game_id)
    assert stuck.state["active"] == 1  # the computer's turn, and nobody plays it
    await table.new_bot()
    await table.bot.tables.wait_idle()
    game = await table.bot.store.get_game(game_id)
    moves = await table.bot.store.moves(game_id)
    assert any(m.by_computer for m in moves) and game.state["active"] == 0
    board = board_message(table, place)
    assert pinged(board) == {ann} and board.custom_id("Play").endswith(f":{game.version}")
    table.double.assert_clean()


async def test_a_kill_between_start_and_first_board_is_made_good(table, monkeypatch):
    ann, ben = table.users["ann"], table.users["ben"]
    await table.double.slash(ann, table.channel, "game new", game="splendor",
                             seat_order="joined")
    lobby = table.double.last_message(table.channel)
    await table.double.click(ben, lobby, lobby.custom_id("Join"))
    monkeypatch.setattr(table.bot.tables.outbox, "deliver", _killed_after_commit)
    started = await table.double.click(ann, table.double.message(lobby.id),
                                       lobby.custom_id("Start"))
    assert "has started" in (started.content or "")
    assert table.double.threads(table.channel) == []  # no thread, no board yet
    await table.new_bot()
    await table.bot.tables.wait_idle()
    place = game_place(table, 1)
    assert place != table.channel
    board = board_message(table, place)
    game = await table.bot.store.get_game(1)
    assert game.board_message_id == board.id != lobby.id  # the lobby is no longer current
    assert pinged(board) == {ann}
    assert "has started" in table.double.message(lobby.id).content
    table.double.assert_clean()



async def test_a_reminder_racing_a_move_never_pings_the_mover(timed, monkeypatch):
    t = timed
    ann, ben = t.users["ann"], t.users["ben"]
    game_id = await open_table(t, "ann", ["ben"], speed="24h")
    place = game_place(t, game_id)
    t.clock.advance(13 * HOUR)
    stale = await t.bot.store.games_with_deadlines()  # read while Ann is to move…
    await t.double.slash(ann, place, "splendor take", gems="W U G")  # …and Ann moves
    seen = len(t.double.messages(place))

    async def stale_read():
        return stale

    monkeypatch.setattr(t.bot.store, "games_with_deadlines", stale_read)
    await t.bot.tables.tick()
    monkeypatch.undo()
    assert all(ann not in m.pinged_user_ids for m in t.double.messages(place)[seen:])
    # Ben's own reminder comes when half his time is gone, and pings only him.
    t.clock.advance(13 * HOUR)
    await t.bot.tables.tick()
    reminder = t.double.messages(place)[-1]
    assert "Reminder" in reminder.content and pinged(reminder) == {ben}
    t.double.assert_clean()


async def test_the_double_honours_message_nonces(table):
    channel = table.bot.get_partial_messageable(table.channel)
    first = await channel.send("once", nonce="o7.1")
    again = await channel.send("once", nonce="o7.1")
    other = await channel.send("once more")  # discord.py's own random nonce
    assert again.id == first.id != other.id
    assert [m.content for m in table.double.messages(table.channel)][-2:] == ["once",
                                                                             "once more"]


async def test_a_closing_bot_answers_instead_of_acting(table):
    table.bot.closing = True
    record = await table.double.slash(table.users["ann"], table.channel, "game new",
                                      game="splendor")
    assert record.ephemeral and record.content == RESTARTING
    assert await table.bot.store.find_games() == []
    table.bot.closing = False


async def test_consecutive_computer_turns_are_one_post_with_one_line_per_turn(table):
    ann = table.users["ann"]
    await open_table(table, "ann", [], computers=3, level="greedy")
    await table.bot.tables.wait_idle()
    place = game_place(table, 1)
    engine = get_engine("splendor")
    for turn in range(3):
        seen = len(table.double.messages(place))
        game = await table.bot.store.get_game(1)
        move = choose_move(engine, game.state, 0, "greedy", turn)
        verb, _, rest = move.notation.partition(" ")
        record = await table.double.slash(ann, place, f"splendor {verb}",
                                          **{OPTION[verb]: rest})
        assert "✅" in (record.content or ""), record.describe()
        await table.bot.tables.wait_idle()
        game = await table.bot.store.get_game(1)
        if game.status != "active" or engine.to_move(game.state) != [0]:
            break  # Ann's turn goes on (a return): nothing public yet
        boards = [m for m in table.double.messages(place)[seen:] if m.files]
        # Ann's turn and three computer turns: one board, pinging Ann, at the version now.
        assert len(boards) == 1, [m.content for m in table.double.messages(place)[seen:]]
        board = boards[0]
        assert pinged(board) == {ann}
        assert board.custom_id("Play").endswith(f":{game.version}")
        recap = board.content.splitlines()[1:4]
        for number, line in enumerate(recap, start=1):
            # One line per computer turn, each move once.
            assert line.startswith(f"Computer {number} (greedy)"), board.content
            assert "Computer" not in line.replace(f"Computer {number} (greedy)", "")
    table.double.assert_clean()


OPTION = {"take": "gems", "reserve": "card", "buy": "card", "return": "tokens",
          "noble": "noble"}


# --- what Discord did to a game's thread while the bot was away --------------------------
WEEK = 7 * 24 * 3600.0


async def test_a_thread_archived_while_the_bot_was_away_is_reopened_at_start(table):
    game_id = await open_table(table, "ann", ["ben"])
    thread = game_place(table, game_id)
    await table.double.close()
    # Ann thinks for over a week; Discord archives the quiet thread, and nobody hears it.
    assert table.double.pass_time(WEEK + 60) == [thread]
    await table.new_bot()
    await table.bot.tables.wait_idle()
    assert not table.double.channel(thread).archived
    # The board's buttons work again: Ann plays from the thread, Ben is pinged there.
    await play_turn_by_taps(table, game_id)
    assert pinged(board_message(table, thread)) == {table.users["ben"]}
    table.double.assert_clean()


async def test_a_board_owed_to_an_archived_thread_reaches_it_after_the_restart(table,
                                                                              monkeypatch):
    game_id = await open_table(table, "ann", ["ben"])
    thread = game_place(table, game_id)
    monkeypatch.setattr(table.bot.tables.outbox, "deliver", _killed_after_commit)
    await table.double.slash(table.users["ann"], thread, "splendor take", gems="W U G")
    await table.double.close()
    table.double.pass_time(WEEK + 60)
    await table.new_bot()
    await table.bot.tables.wait_idle()
    assert pinged(board_message(table, thread)) == {table.users["ben"]}
    assert not table.double.channel(thread).archived
    assert await table.bot.store.pending_outbox(game_id) == []
    table.double.assert_clean()


async def test_a_thread_locked_while_the_bot_was_away_sends_posts_straight_to_the_channel(
        table):
    ann, ben = table.users["ann"], table.users["ben"]
    game_id = await open_table(table, "ann", ["ben"])
    thread = game_place(table, game_id)
    await table.double.close()
    table.double.moderate_thread(thread, archived=True, locked=True)
    await table.new_bot()
    await table.bot.tables.wait_idle()
    assert thread in table.bot.notifier.locked_threads
    seen = len(table.double.requests)
    opened = await table.double.slash(ann, table.channel, "game play", game=game_id)
    game = await table.bot.store.get_game(game_id)
    move = choose_move(get_engine(game.kind), game.state, 0, "greedy", 1)
    await tap_move(table, ann, opened.response, move)
    assert pinged(board_message(table, table.channel)) == {ben}
    assert thread_posts(table, thread, seen) == []  # known locked: not even tried
    table.double.assert_clean()


async def test_a_thread_deleted_while_the_bot_was_away_gets_its_board_in_the_channel(table):
    ann = table.users["ann"]
    game_id = await open_table(table, "ann", ["ben"])
    thread = game_place(table, game_id)
    await table.double.close()
    table.double.delete_thread(thread)
    await table.new_bot()
    await table.bot.tables.wait_idle()
    game = await table.bot.store.get_game(game_id)
    assert game.thread_id is None
    board = board_message(table, table.channel)
    assert pinged(board) == {ann} and THREAD_GONE_LINE in board.content
    assert board.custom_id("Play").endswith(f":{game.version}")
    assert game.board_message_id == board.id
    assert await table.bot.store.pending_outbox(game_id) == []
    # The game goes on from the channel.
    await play_turn_by_taps(table, game_id)
    assert pinged(board_message(table, table.channel)) == {table.users["ben"]}
    table.double.assert_clean()


async def test_an_active_thread_costs_no_request_at_start(table):
    game_id = await open_table(table, "ann", ["ben"])
    thread = game_place(table, game_id)
    seen = len(table.double.requests)
    await table.new_bot()
    await table.bot.tables.wait_idle()
    # The gateway's guild listed it among the active threads: nothing to ask Discord.
    assert [r for r in table.double.requests[seen:] if str(thread) in r.path] == []
    assert thread not in table.bot.notifier.locked_threads
    table.double.assert_clean()


def _playable_again(engine, state, seat, notation):
    """Whether ``seat`` may make the same move again right after making it."""
    after = engine.apply(state, seat, notation)
    return seat in engine.to_move(after) and any(
        m.notation == notation for m in engine.legal_moves(after, seat))


async def test_a_typed_move_retried_after_a_lost_answer_is_not_played_twice(table,
                                                                             monkeypatch):
    """A typed move committed just before a crash is never confirmed; the player sends
    the same autocompleted value again. When the move is still legal (Azul's ``acquire``
    while the same player goes on), it used to be applied a second time."""
    engine = get_engine("azul_queens_garden")
    game_id = await open_table(table, "ann", ["ben"], game=engine.name, options="start=1")
    place = game_place(table, game_id)
    # Play (through the tables, quickly) until a player may take the same thing twice.
    rng = random.Random(0)
    for _ in range(200):
        game = await table.bot.store.get_game(game_id)
        assert game.status == "active"
        seat = engine.to_move(game.state)[0]
        moves = engine.legal_moves(game.state, seat)
        repeatable = [m for m in moves if m.notation.startswith("acquire ")
                      and _playable_again(engine, game.state, seat, m.notation)]
        if repeatable:
            break
        user = game.user_at(seat)
        await table.bot.tables.play(game_id, Actor(user.user_id, user.name),
                                    rng.choice(moves).notation)
    else:
        raise AssertionError("no repeatable take in 200 moves")
    await table.bot.tables.wait_idle()
    move, user = repeatable[0], game.user_at(seat).user_id
    choices = await table.double.autocomplete(
        user, place, "azul_queens_garden acquire", focused="choice",
        value=move.notation[len("acquire "):])
    value = next(c.value for c in choices if split_version(c.value)[0] == move.notation)

    commit = table.bot.store.commit_move

    async def killed(*args, **kwargs):  # the process dies right after the commit: no
        await commit(*args, **kwargs)  # answer, no board
        raise asyncio.CancelledError

    async def times_played() -> int:
        log = await table.bot.store.moves(game_id)
        return sum(1 for m in log if m.seat == seat and m.notation == move.notation)

    before = await times_played()
    monkeypatch.setattr(table.bot.store, "commit_move", killed)
    lost = await table.double.slash(user, place, "azul_queens_garden acquire", choice=value)
    assert "✅" not in (lost.content or "") and await times_played() == before + 1
    # the process died with the answer: its "thinking…" message hangs, as it would on
    # Discord; that is the crash this test is about, not a defect of the bot
    table.double.violations[:] = [v for v in table.double.violations
                                  if lost.describe() not in v]
    await table.new_bot()
    await table.bot.tables.wait_idle()
    version = (await table.bot.store.get_game(game_id)).version
    again = await table.double.slash(user, place, "azul_queens_garden acquire", choice=value)
    assert again.ephemeral and again.content == (
        "You already played that move; it is out of date and was not played again."), \
        again.content
    assert await times_played() == before + 1
    assert (await table.bot.store.get_game(game_id)).version == version
    # Hand-typed (no version), the same move is still the player's to make.
    typed = await table.double.slash(user, place, "azul_queens_garden acquire",
                                     choice=move.notation[len("acquire "):])
    assert typed.ephemeral and "✅" in typed.content, typed.content
    assert await times_played() == before + 2
    table.double.assert_clean()
