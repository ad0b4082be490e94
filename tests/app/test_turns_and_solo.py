"""The core on the shapes the next games have (``tests/toys.py``): turns stated by the
engine, solo games, a player alone in a round, a simultaneous step, undo from stored
states, results told in the game's words."""

from __future__ import annotations

import pytest

from bot.app.messages import result_text
from bot.app.tables import TableError, computer_controller
from tests.app.conftest import ANN, BEN, CID
from tests.toys import ROUNDS, SIMUL, SOLO, WIDE, install_toys


@pytest.fixture(autouse=True)
def toys():
    yield from install_toys()


async def _start(tables, kind, *players, options=None, speed="none"):
    game = await tables.create(kind, players[0], guild_id=1, channel_id=10,
                               seat_order="joined", options=options, speed=speed)
    for actor in players[1:]:
        await tables.join(game.id, actor)
    return await tables.start(game.id, players[0])


async def test_a_solo_game_completes_a_turn_with_every_move(tables, notifier):
    game = await _start(tables, "solo", ANN)
    for _ in range(4):
        report = await tables.play(game.id, ANN, "add 1")
        assert report.turn_complete  # one board per turn, though the same seat plays on
    report = await tables.play(game.id, ANN, "add 1")
    assert report.finished
    assert [r.turn_complete for r in notifier.moves()] == [True] * 5


async def test_a_lost_solo_game_has_no_winner_and_says_so(tables):
    game = await _start(tables, "solo", ANN)
    for _ in range(5):
        report = await tables.play(game.id, ANN, "add 1")
    result = report.game.result
    assert result["winners"] == [] and result["solo"] is True
    assert "Ann lost with 5, short of the target of 10" in result_text(report.game)


async def test_a_won_solo_game_is_told_in_the_games_words(tables):
    game = await _start(tables, "solo", ANN)
    for _ in range(3):
        report = await tables.play(game.id, ANN, "add 3")
    report = await tables.play(game.id, ANN, "add 1")
    assert report.game.result["winners"] == [0]
    assert "Ann reached 10 and won." in result_text(report.game)


async def test_a_setup_the_rules_forbid_is_one_sentence_before_the_start(tables):
    game = await tables.create("solo", ANN, guild_id=1, channel_id=10,
                               options={"goals": "off"})
    with pytest.raises(TableError, match=r"A solo game always plays with goals\."):
        await tables.start(game.id, ANN)
    assert (await tables.get(game.id)).status == "lobby"
    await tables.join(game.id, BEN)  # with two players the option is allowed
    assert (await tables.start(game.id, ANN)).status == "active"


async def test_resigning_a_solo_game_loses_it(tables):
    game = await _start(tables, "solo", ANN)
    await tables.play(game.id, ANN, "add 2")
    game = await tables.resign(game.id, ANN)
    assert game.status == "finished"
    assert game.result["winners"] == [] and game.result["reason"] == "resignation"
    assert "Ann resigned, so the game is lost." in result_text(game)


async def test_a_solo_game_has_no_clock_so_nothing_can_deadlock(tables, clock):
    game = await _start(tables, "solo", ANN, speed="12h")
    assert game.deadline is None
    clock.advance(30 * 86400)
    await tables.tick()
    with pytest.raises(TableError, match="Nobody has run out of time"):
        await tables.skip(game.id, ANN)


async def test_resignation_standings_use_the_games_tiebreak(tables):
    game = await _start(tables, "rounds", ANN, BEN)
    await tables.play(game.id, ANN, "grow 2")
    await tables.play(game.id, ANN, "end")
    game = await tables.resign(game.id, BEN)
    assert game.result["winners"] == [0]
    assert [s["seat"] for s in game.result["standings"]] == [0, 1]


async def test_a_player_alone_in_a_round_plays_turn_after_turn(tables, notifier):
    game = await _start(tables, "rounds", ANN, BEN)
    await tables.play(game.id, ANN, "pass")
    for turn in range(3):
        await tables.play(game.id, BEN, "grow 1")
        # Undo reaches back to the start of this turn, never into the previous one.
        await tables.undo(game.id, BEN)
        with pytest.raises(TableError, match="nothing of your current turn"):
            await tables.undo(game.id, BEN)
        await tables.play(game.id, BEN, "grow 2")
        await tables.play(game.id, BEN, "bonus")
        report = await tables.play(game.id, BEN, "end")
        assert report.turn_complete
        # The turn is what is left after the undo: "grow 1" was taken back.
        log = await tables.move_log(game.id)
        assert [m.notation for m in log[-4:]] == [
            "pass" if turn == 0 else "end", "grow 2", "bonus", "end"]
    turns = [r for r in notifier.moves() if r.turn_complete]
    assert len(turns) == 4  # Ann's pass and Ben's three lone turns: four boards
    assert (await tables.check()) == []


async def test_undo_restores_the_stored_state_without_replaying(tables, store, monkeypatch):
    game = await _start(tables, "rounds", ANN, BEN)
    await tables.play(game.id, ANN, "grow 2")
    before = (await tables.get(game.id)).state
    await tables.play(game.id, ANN, "bonus")

    def no_replay(*args, **kwargs):
        raise AssertionError("undo replayed the log")

    monkeypatch.setattr(ROUNDS, "replay", no_replay)
    after = await tables.undo(game.id, ANN)
    assert after.state == before
    monkeypatch.undo()
    assert (await tables.check()) == []


async def test_the_turns_snapshots_are_cleared_when_the_turn_ends(tables, store):
    game = await _start(tables, "rounds", ANN, BEN)
    await tables.play(game.id, ANN, "grow 2")
    assert await store.state_before(game.id, 1) is not None
    await tables.play(game.id, ANN, "end")
    assert await store.state_before(game.id, 1) is None
    assert await store.state_before(game.id, 2) is None


async def test_two_undos_on_one_panel_undo_one_move(tables):
    game = await _start(tables, "rounds", ANN, BEN)
    await tables.play(game.id, ANN, "grow 2")
    await tables.play(game.id, ANN, "bonus")
    version = (await tables.get(game.id)).version
    await tables.undo(game.id, ANN, expected_version=version)
    with pytest.raises(TableError, match="out of date"):
        await tables.undo(game.id, ANN, expected_version=version)
    assert (await tables.get(game.id)).state["phase"] == "bonus"


async def test_a_simultaneous_step_completes_one_turn_when_the_last_seat_chooses(
        tables, notifier):
    game = await _start(tables, "simul", ANN, BEN, CID)
    first = await tables.play(game.id, BEN, "start 2")
    second = await tables.play(game.id, ANN, "start 1")
    assert not first.turn_complete and not second.turn_complete
    # A panel opened before the others chose still works: their choices changed nothing
    # of this seat's decision.
    last = await tables.play(game.id, CID, "start 3", expected_version=game.version)
    assert last.turn_complete
    # One board and one ping, when the step is complete, not one per seat.
    assert len([r for r in notifier.moves() if r.turn_complete]) == 1


async def test_a_stale_panel_is_refused_once_the_seats_own_decision_changed(tables):
    game = await _start(tables, "simul", ANN, BEN)
    await tables.play(game.id, ANN, "start 1")
    await tables.play(game.id, BEN, "start 1")
    with pytest.raises(TableError, match="out of date"):
        await tables.play(game.id, ANN, "step", expected_version=game.version)


async def test_a_computer_seat_finishes_a_solo_shaped_round(tables):
    game = await tables.create("rounds", ANN, guild_id=1, channel_id=10, seat_order="joined",
                               computers=["greedy"])
    game = await tables.start(game.id, ANN)
    await tables.play(game.id, ANN, "pass")
    await tables.wait_idle()
    game = await tables.get(game.id)
    # The computer played alone through round 1 until it passed too; round 2 is Ann's.
    assert game.state["round"] == 2 and game.state["active"] == 0
    assert game.user_at(1).controller == computer_controller("greedy")


def test_every_toy_declares_its_turn_counter():
    for engine in (SOLO, ROUNDS, SIMUL, WIDE):
        assert engine.turn_number(engine.setup(engine.min_players, 1, {
            spec.name: spec.default for spec in engine.options})) == 0


async def test_solo_results_are_kept_apart_from_table_games(tables, store):
    from bot.app.stats import game_title, stored_leaderboard, stored_user_stats

    solo = await _start(tables, "solo", ANN)
    for _ in range(4):
        await tables.play(solo.id, ANN, "add 3")
    duel = await _start(tables, "solo", ANN, BEN)
    for _ in range(10):
        game = await tables.get(duel.id)
        if game.status != "active":
            break
        actor = ANN if game.state["active"] == 0 else BEN
        await tables.play(duel.id, actor, "add 1")
    board = await stored_leaderboard(store, guild_id=1, kind="solo")
    assert sorted(e.stats.played for e in board) == [1, 1]  # the duel only
    stats = await stored_user_stats(store, ANN.user_id, guild_id=1)
    assert stats.overall.played == 1  # the solo game is not in the overall record
    assert set(stats.by_kind) == {"solo", "solo:solo"}
    assert stats.by_kind["solo:solo"].wins == 1
    assert game_title("solo:solo") == "Solo toy (solo)"


async def test_two_seats_of_a_simultaneous_step_tapping_at_once_both_count(tables):
    import asyncio

    game = await _start(tables, "simul", ANN, BEN, CID)
    await asyncio.gather(
        tables.play(game.id, ANN, "start 1", expected_version=game.version),
        tables.play(game.id, BEN, "start 2", expected_version=game.version))
    state = (await tables.get(game.id)).state
    assert state["starts"][:2] == [1, 2]


async def test_a_computer_seat_never_wins_a_resignation_over_a_human(tables):
    game = await tables.create("rounds", ANN, guild_id=1, channel_id=10, seat_order="joined",
                               computers=["greedy"])
    await tables.join(game.id, BEN)
    game = await tables.start(game.id, ANN)
    # Everyone is at 0: the resignation must not crown the computer seat.
    game = await tables.resign(game.id, ANN)
    assert game.status == "finished"
    assert game.result["winners"] == [2]  # Ben, the human left
