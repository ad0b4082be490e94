"""The player who taps hears back at once (issue 20): the answer to a move (✅, the panel
closed or moved on) goes out before the turn's board is drawn and posted, and the board
follows in the same handler, through the outbox. A second tap meanwhile is told that the
move counts, never that it was not applied."""

from __future__ import annotations

import asyncio

from bot.double.double import InteractionRecord
from bot.games import get_engine
from tests.e2e.conftest import board_message, game_place, open_table, pinged, tap_move

NOT_APPLIED = "not applied"
COUNTS = ("You have played since this panel opened, and that move counts; "
          "nothing more was changed.")
PLAYED_ALREADY = "You already played that move; it is out of date and was not played again."


def _reply_index(record: InteractionRecord) -> int:
    """Where, among the interaction's requests, the player's answer (✅) went out."""
    for index, request in enumerate(record.requests):
        body = request.json if isinstance(request.json, dict) else {}
        if str(body.get("content") or "").startswith("✅"):
            return index
    raise AssertionError(f"no ✅ answer: {record.describe()}")


def _said(record: InteractionRecord) -> list[str]:
    """Every text the interaction sent (its callback, edits and followups)."""
    texts = []
    for request in record.requests:
        body = request.json if isinstance(request.json, dict) else {}
        content = body.get("content") or (body.get("data") or {}).get("content")
        if content:
            texts.append(str(content))
    return texts


def _board_index(record: InteractionRecord, place: int) -> int:
    """Where the turn's board (a post with its pictures) went out."""
    for index, request in enumerate(record.requests):
        if request.method == "POST" and request.path == f"/channels/{place}/messages" \
                and request.files:
            return index
    raise AssertionError(f"no board posted: {record.describe()}")


async def _open_panel(table, game_id: int):
    place = game_place(table, game_id)
    board = board_message(table, place)
    user = pinged(board).pop()
    opened = await table.double.click(user, board, board.custom_id("Play"))
    assert opened.response is not None, opened.describe()
    game = await table.bot.store.get_game(game_id)
    engine = get_engine(game.kind)
    seat = game.seat_of(user)
    # Splendor's take of three gems ends the turn in one move.
    move = next(m for m in engine.legal_moves(game.state, seat)
                if m.notation.startswith("take ") and len(m.notation.split()) == 4)
    return user, opened.response, move


async def test_the_answer_goes_out_before_the_board(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    user, panel, move = await _open_panel(table, game_id)
    played = await tap_move(table, user, panel, move)
    # One handler: the ✅ (the panel closed) first, then the board, as the double saw them.
    assert _reply_index(played) < _board_index(played, place)
    assert table.double.message(panel.id).content.startswith("✅")
    assert not table.double.message(panel.id).components
    board = board_message(table, place)
    assert pinged(board) == {table.users["ben"]}
    assert [m.notation for m in await table.bot.store.moves(game_id)] == [move.notation]
    assert await table.bot.store.pending_outbox(game_id) == []
    table.double.assert_clean()


async def test_a_second_tap_while_the_board_is_drawn_is_told_the_move_counts(
        table, monkeypatch):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    user, panel, move = await _open_panel(table, game_id)
    # The board's drawing waits until the second tap is answered.
    from bot.discord_app import notifier

    drawing, go_on = asyncio.Event(), asyncio.Event()
    draw = notifier.turn_boards

    async def held(game):
        drawing.set()
        await go_on.wait()
        return await draw(game)

    monkeypatch.setattr(notifier, "turn_boards", held)
    first = asyncio.ensure_future(tap_move(table, user, panel, move))
    await asyncio.wait_for(drawing.wait(), 30)
    # The player has their answer already, and the board is not out yet.
    assert table.double.message(panel.id).content.startswith("✅")
    tapped = table.double.interactions[-1]
    assert not [r for r in tapped.requests if r.path == f"/channels/{place}/messages"
                and r.files]
    again = await table.double.click(user, panel, tapped.name, stale=True)
    assert again.ephemeral and again.content == COUNTS, again.describe()
    go_on.set()
    played = await first
    assert _reply_index(played) < _board_index(played, place)
    assert [m.notation for m in await table.bot.store.moves(game_id)] == [move.notation]
    assert pinged(board_message(table, place)) == {table.users["ben"]}
    table.double.assert_clean()


async def test_two_taps_at_once_play_the_move_once_and_both_hear_it_counts(
        table, monkeypatch):
    """A phone's double tap: both taps reach the bot while the panel still shows the
    button. The move is played once; the other tap hears it was played, never that it
    was not applied."""
    game_id = await open_table(table, "ann", ["ben", "cid"])
    answers: list[InteractionRecord] = []
    click = table.double.click

    async def twice(user_id, message, custom_id, **options):
        both = await asyncio.gather(click(user_id, message, custom_id, **options),
                                    click(user_id, message, custom_id, **options))
        answers.extend(both)
        return next((r for r in both if (r.content or "").startswith("✅")), both[0])

    for turn in range(3):  # Ann, Ben and Cid each double-tap their turn's last step
        user, panel, move = await _open_panel(table, game_id)
        monkeypatch.setattr(table.double, "click", twice)
        await tap_move(table, user, panel, move)
        monkeypatch.setattr(table.double, "click", click)
        logged = [m.notation for m in await table.bot.store.moves(game_id)]
        assert len(logged) == turn + 1 and logged[-1] == move.notation
    said = [_said(r) for r in answers]
    assert not [texts for texts in said if any(NOT_APPLIED in t for t in texts)], said
    # Each move answered ✅ once, and its twin told the move counts (it lost the race to
    # the commit, or was judged after it)
    assert sum(any(t.startswith("✅") for t in texts) for texts in said) == 3, said
    assert sum(any(t in (COUNTS, PLAYED_ALREADY) for t in texts) for texts in said) == 3, said
    game = await table.bot.store.get_game(game_id)
    assert pinged(board_message(table, game_place(table, game_id))) == {
        game.user_at(get_engine(game.kind).to_move(game.state)[0]).user_id}
    assert await table.bot.store.pending_outbox(game_id) == []
    table.double.assert_clean()


async def test_a_typed_move_answers_before_its_board(table):
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    game = await table.bot.store.get_game(game_id)
    engine = get_engine(game.kind)
    move = next(m for m in engine.legal_moves(game.state, 0)
                if m.notation.startswith("take ") and len(m.notation.split()) == 4)
    record = await table.double.slash(table.users["ann"], place, "splendor take",
                                      gems=move.notation.removeprefix("take "))
    assert record.content.startswith("✅"), record.describe()
    assert _reply_index(record) < _board_index(record, place)
    assert pinged(board_message(table, place)) == {table.users["ben"]}
    table.double.assert_clean()


async def test_play_is_acknowledged_before_the_game_is_read(table, monkeypatch):
    """A busy bot may take longer than Discord's 3 s to read a game: Play defers first
    (its answer is always a new ephemeral message), so the panel still opens. Shown with
    a deadline scaled down to 0.3 s and reads slowed to 0.6 s."""
    game_id = await open_table(table, "ann", ["ben"])
    place = game_place(table, game_id)
    board = board_message(table, place)
    user = pinged(board).pop()
    tables = table.bot.tables
    get_here = tables.get_here

    async def slow_get_here(*args, **kwargs):
        await asyncio.sleep(0.6)
        return await get_here(*args, **kwargs)

    monkeypatch.setattr(tables, "get_here", slow_get_here)
    table.double.deadline_seconds = 0.3
    table.double.enforce_deadline = True
    opened = await table.double.click(user, board, board.custom_id("Play"))
    assert opened.response is not None and opened.response.ephemeral, opened.describe()
    assert opened.response.components, opened.describe()  # the turn panel, not a refusal
    table.double.assert_clean()
