"""Kokeshi end to end through the Discord double: the simultaneous start with two players
tapping at once, a five-step cascade with its choices played by taps (a question followed
at once by another entered with it in one tap, the chain so far above each step), a
combined option refused whole when it no longer holds, and a whole 4-player game by
taps."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace

from bot.games import get_engine
from tests.e2e.conftest import board_message, game_place, open_table, pinged, tap_move
from tests.e2e.tables import (
    ScriptedTaps,
    assert_finished,
    assert_forged_taps_change_nothing,
    assert_only_taps,
    finish_by_taps,
    move_of,
    open_seat_panel,
    seed_tables,
)
from tests.words import said

KOKESHI = get_engine("kokeshi")
#: a seed whose random 2-player game (seats as joined) reaches, at move 23, a turn of
#: five landings with five questions (D4, D2, D4, D2, D6): found by a search over seeds
CASCADE_SEED = 17


async def test_simultaneous_start_two_players_tapping_at_once(table):
    game_id = await open_table(table, "ann", ["ben"], game="kokeshi")
    board = board_message(table, game_place(table, game_id))
    ann, ben = table.users["ann"], table.users["ben"]
    assert pinged(board) == {ann, ben}  # both must act: both are pinged
    plays = [b for b in board.buttons if b["custom_id"].startswith(f"bg:play:{game_id}:")]
    assert len(plays) == 2 and all(b["label"].startswith("Play (") for b in plays)
    game = await table.bot.store.get_game(game_id)
    panels = {}
    for seat, user in ((0, ann), (1, ben)):
        _, panel = await open_seat_panel(table, game_id, seat)
        assert "starting tiles" in panel.content
        panels[seat] = (user, panel)
    moves = {seat: move_of(KOKESHI, game.state, seat, notation) for seat, notation in
             ((0, "start princess samurai"), (1, "start sumo granny"))}
    # first steps one after the other, then both final taps at the same moment
    for seat, (user, panel) in panels.items():
        spot = next(b for b in panel.buttons
                    if b.get("label", "").endswith(said(KOKESHI, moves[seat].path[1])))
        await table.double.click(user, panel, spot["custom_id"])
    finals = []
    for seat, (user, panel) in panels.items():
        panel = table.double.message(panel.id)
        spot = next(b for b in panel.buttons
                    if b.get("label", "").endswith(said(KOKESHI, moves[seat].path[2])))
        finals.append((user, panel, spot["custom_id"]))
    records = await asyncio.gather(*(table.double.click(*final) for final in finals))
    done = ["✅" in (r.content or "") for r in records]
    assert any(done), [r.content for r in records]
    # The core's optimistic concurrency may refuse the tap that lost the race to the
    # store ("at the same moment"), and its open panel is then stale; that player opens
    # Play again from the same board and repeats the choice (D0 choices are independent).
    for ok, record, seat in zip(done, records, (0, 1), strict=True):
        if not ok:
            assert "same moment" in (record.content or ""), record.content
            game = await table.bot.store.get_game(game_id)
            again_user, panel = await open_seat_panel(table, game_id, seat)
            again = await tap_move(table, again_user, panel, moves[seat])
            assert "✅" in (again.content or ""), again.describe()
    game = await table.bot.store.get_game(game_id)
    assert game.state["phase"] == "play" and game.state["turn"] == 1
    assert KOKESHI.to_move(game.state) == [0]
    first0 = game.state["seats"][0]["board"]
    assert first0[0][0] and first0[3][0]  # princess and samurai row 1
    newest = board_message(table, game_place(table, game_id))
    assert pinged(newest) == {ann}
    assert await table.bot.tables.check() == []
    table.double.assert_clean()


async def test_cascade_of_five_steps_with_choices_by_taps(table, monkeypatch):
    seed_tables(monkeypatch, CASCADE_SEED)
    log = cascade_log()
    game_id = await open_table(table, "ann", ["ben"], game="kokeshi")
    taps = ScriptedTaps(table, game_id)
    prompts = []
    tapped = []  # the notations each tap entered, from the cascade's advance on
    index = 0
    took_back = False
    while index < len(log):
        seat, notation = log[index]
        game = await table.bot.store.get_game(game_id)
        offered = [m for m in KOKESHI.panel_moves(game.state, seat) if m.notation == notation]
        # a chain question followed at once by another is entered with it by one tap
        then = log[index + 1][1] if all(m.then for m in offered) else None
        record = await taps.play(seat, notation, then)
        assert "✅" in (record.content or ""), record.describe()
        entered = [notation] + ([then] if then else [])
        panel = taps.panel
        if index >= 23:
            prompts.append(panel.content)
            tapped.append(entered)
        if then and not took_back:
            # both moves went in as moves of their own, each said on the panel
            logged = [m.notation for m in (await table.bot.store.moves(game_id))[-2:]]
            assert logged == entered, logged
            assert record.content.count("✅") == 2, record.content
            # nothing was drawn yet, so Undo takes the last choice back (the second of
            # the tap); the panel then offers it again, combined with what follows
            labels = [b.get("label") for b in panel.buttons]
            assert "Undo" in labels, labels
            undone = await table.double.click(taps.user, panel, panel.custom_id("Undo"))
            assert undone.ephemeral and not undone.errors, undone.describe()
            game = await table.bot.store.get_game(game_id)
            assert game.state["ask"]["id"] == "D2"
            assert [m.notation for m in await table.bot.store.moves(game_id)][-1] == notation
            took_back = True
            taps.panel = None
            index += 1
            continue
        index += len(entered)
    # the cascade's questions took four taps: D4 with the D2 it led to (that D2 again,
    # after Undo, with the D4 after it), then the last D2 alone (a take follows it)
    assert tapped == [["advance sumo"], ["move granny", "side K:fisherman"],
                      ["side K:fisherman", "move samurai"], ["side K:samurai"], ["take 3"]]
    game = await table.bot.store.get_game(game_id)
    chain = [said(KOKESHI, line) for line in game.state["chain"]]
    assert sum(" lands on " in line for line in chain) >= 5
    assert [n for _, n in log[23:]] == ["advance sumo", "move granny", "side K:fisherman",
                                       "move samurai", "side K:samurai", "take 3"]
    # every step of the cascade shows the chain so far above its question
    assert all(text.count("So far:") == 1 for text in prompts[:4]), prompts
    assert "Granny lands on a Granny starting tile" in prompts[2]
    assert KOKESHI.to_move(game.state) == [0] and game.state["turn"] > 1
    assert game.state["revealed"] is True  # the market refill drew from the supply
    moves = await table.bot.store.moves(game_id)
    assert moves[-1].reveals and moves[-1].ends_turn  # undo can never cross it
    assert await table.bot.tables.check() == []
    table.double.assert_clean()


def cascade_log() -> list[tuple[int, str]]:
    """The seeded game's first 29 moves: the random choices the search made."""
    rng = random.Random(CASCADE_SEED)
    state = KOKESHI.setup(2, CASCADE_SEED, {})
    log = []
    while len(log) < 29:
        seat = KOKESHI.to_move(state)[0]
        notation = rng.choice(KOKESHI.legal_moves(state, seat)).notation
        log.append((seat, notation))
        state = KOKESHI.apply(state, seat, notation)
    return log


async def play_script(table, taps: ScriptedTaps, log: list[tuple[int, str]]) -> None:
    """``log`` by taps, a move the panel offers only combined entered with the next."""
    index = 0
    while index < len(log):
        seat, notation = log[index]
        game = await table.bot.store.get_game(taps.game_id)
        offered = [m for m in KOKESHI.panel_moves(game.state, seat) if m.notation == notation]
        then = log[index + 1][1] if all(m.then for m in offered) else None
        record = await taps.play(seat, notation, then)
        assert "✅" in (record.content or ""), record.describe()
        index += 2 if then else 1


async def test_combined_option_plays_both_and_a_stale_or_illegal_one_changes_nothing(
        table, monkeypatch):
    seed_tables(monkeypatch, CASCADE_SEED)
    log = cascade_log()
    game_id = await open_table(table, "ann", ["ben"], game="kokeshi")
    taps = ScriptedTaps(table, game_id)
    await play_script(table, taps, log[:24])  # up to the cascade's first question (D4)
    game = await table.bot.store.get_game(game_id)
    assert game.state["ask"]["id"] == "D4"
    seat = KOKESHI.to_move(game.state)[0]
    panel = taps.panel
    # the D4 options that lead to another question come with each answer to it
    wanted = "2 · Granny → row 1, then move Fisherman 1 space"
    labels = [b.get("label") for b in panel.buttons]
    assert wanted in labels and not any(label.startswith("2 · Granny:") for label in labels), labels
    assert len(labels) <= 25 and all(len(label) <= 80 for label in labels)
    combined = panel.custom_id(wanted)

    # a combination that does not hold (here: forced by a panel offering a take after
    # the move) is refused in one sentence before anything is played
    def bogus(state, seat_):
        moves = type(KOKESHI).panel_moves(KOKESHI, state, seat_)
        return [m if m.notation != "move granny" or m.then != ("side K:fisherman",)
                else replace(m, then=("take 3",)) for m in moves]

    monkeypatch.setattr(KOKESHI, "panel_moves", bogus)
    before = await table.bot.store.get_game(game_id)
    refused = await table.double.click(taps.user, panel, combined)
    assert refused.ephemeral and refused.content and "✅" not in refused.content, \
        refused.describe()
    assert refused.content.count(".") <= 1 and "\n" not in refused.content, refused.content
    after = await table.bot.store.get_game(game_id)
    assert (after.version, after.state) == (before.version, before.state)
    monkeypatch.undo()

    # the real one: one tap plays both moves, each logged with its own notation
    panel = table.double.message(panel.id)
    record = await table.double.click(taps.user, panel, combined)
    assert record.content.count("✅") == 2, record.describe()
    assert "Move Granny" in record.content and "Fisherman 1 space" in record.content
    game = await table.bot.store.get_game(game_id)
    assert game.version == before.version + 2
    logged = [(m.seat, m.notation) for m in await table.bot.store.moves(game_id)]
    assert logged[-2:] == [(seat, "move granny"), (seat, "side K:fisherman")]
    assert logged == log[:26]  # the log is the one the moves make one by one
    # the same tap again, from the panel as it was: refused, nothing changes
    again = await table.double.click(taps.user, panel, combined, stale=True)
    assert again.ephemeral and again.content and "✅" not in again.content, again.describe()
    still = await table.bot.store.get_game(game_id)
    assert (still.version, still.state) == (game.version, game.state)
    assert len(await table.bot.store.moves(game_id)) == 26
    assert await table.bot.tables.check() == []
    table.double.assert_clean()


async def test_whole_four_player_game_by_taps(table):
    game_id = await open_table(table, "ann", ["ben", "cid", "dee"], game="kokeshi")
    game = await table.bot.store.get_game(game_id)
    for seat in range(4):  # the simultaneous start, each from their own Play button
        user, panel = await open_seat_panel(table, game_id, seat)
        game = await table.bot.store.get_game(game_id)
        await tap_move(table, user, panel, KOKESHI.legal_moves(game.state, seat)[seat * 3])

    async def forge_taps(turn, _):
        if turn != 12:  # after the restart: a forged tap changes nothing
            return
        game = await table.bot.store.get_game(game_id)
        version = game.version
        seat = KOKESHI.to_move(game.state)[0]
        mover = game.user_at(seat).user_id
        other = game.user_at((seat + 1) % 4).user_id
        board = board_message(table, game_place(table, game_id))
        await assert_forged_taps_change_nothing(table, game_id, board, [
            (other, f"bg:play:{game_id}:{seat}:{version}"),
            (mover, f"bg:nav:{game_id}:{seat}:{version}:9.9.9:0"),
            (other, f"bg:nav:{game_id}:{seat}:{version}:0:0")])

    # a restart in the middle: the old board's buttons still work
    finished = await finish_by_taps(table, game_id, level="random", restart_at=12,
                                    after_turn=forge_taps)
    assert finished.turns > 13
    game, final = await assert_finished(table, game_id)
    assert "achievements" in final.content  # E5 breakdown
    assert len(game.result["standings"]) == 4
    # the results message and the final board name the winner and why the game ended
    winners = [game.user_at(seat).name for seat in game.result["winners"]]
    over = final.content.splitlines()[1]
    assert any(name in over for name in winners) and "The game ended because" in over, over
    last_board = board_message(table, game_place(table, game_id))
    table_alt = last_board.files[0].description or ""
    assert table_alt.startswith("Game over: ") and "It ended because" in table_alt
    assert all(name in table_alt.split(".")[0] for name in winners), table_alt
    assert_only_taps(table)
    table.double.assert_clean()


async def test_kokeshi_commands_autocomplete_and_rules(table):
    game_id = await open_table(table, "ann", ["ben"], game="kokeshi")
    ann = table.users["ann"]
    record = await table.double.slash(ann, game_place(table, game_id), "kokeshi start",
                                      tracks="princess princess")
    assert record.ephemeral and "different tracks" in (record.content or ""), record.describe()
    record = await table.double.slash(ann, game_place(table, game_id), "kokeshi start",
                                      tracks="granny fisherman")
    assert "✅" in (record.content or ""), record.describe()
    rules = await table.double.slash(ann, table.channel, "kokeshi rules")
    texts = [table.double.message(i).content or "" for i in rules.produced_ids]
    assert rules.ephemeral and len(texts) >= 2, rules.describe()
    assert all(len(text) <= 2000 for text in texts)
    # the project's own numbers in words, without the spec's codes
    assert "Knop" in texts[0] and "Project decisions" in "".join(texts)
    assert "PD-" not in "".join(texts)
    choices = await table.double.autocomplete(ann, game_place(table, game_id),
                                              "kokeshi start", "tracks", "")
    assert choices == []  # ann has placed; ben still may
    choices = await table.double.autocomplete(table.users["ben"], game_place(table, game_id),
                                              "kokeshi start", "tracks", "sumo")
    assert choices and all("sumo" in (c.name + c.value).lower() for c in choices)
    assert len(choices) <= 25
    table.double.assert_clean()
