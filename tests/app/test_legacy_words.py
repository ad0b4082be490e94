"""Games stored before messages keep working: migration 7 regenerates their words.

``legacy/legacy.sql.gz`` is a database the bot wrote before engines spoke in messages
(made by ``legacy/make_legacy_db.py`` with that code): English sentences naming "Player
n" in the move log, the states, the results and the outbox. Opened by today's store it
is migrated; what it holds is then messages, read in Italian and French with the
players' names, and the games play on.
"""

from __future__ import annotations

import gzip
import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot import i18n
from bot.app.clock import ManualClock
from bot.app.legacy_words import (
    _LEGACY_GAMES,
    note_message,
    regenerate,
    same_apart_from_words,
)
from bot.app.messages import log_lines, result_text, speak
from bot.app.migrations import MIGRATIONS
from bot.app.store import Store
from bot.app.tables import Tables
from bot.games import get_engine
from tests.app.conftest import ANN, CID, Actor, RecordingNotifier

FIXTURE = Path(__file__).resolve().parent / "legacy" / "legacy.sql.gz"
BEN = Actor(102, "Ben_*the*_2nd")
PLAYERS = {a.user_id: a for a in (ANN, BEN, CID)}
#: the players' names as messages show them (markdown escaped)
NAMES = ("Ann", r"Ben\_\*the\*\_2nd", "Cid")
#: what a seat is called where no name is known, in each language
UNNAMED = ("Player 1", "Player 2", "Giocatore 1", "Giocatore 2", "Joueur 1", "Joueur 2")
#: the fixture's games: five played to the end, five left mid-game, two solo games, a
#: resigned game, a three-player game with a seat handed to the computer, three games
#: with moves taken back, one whose posts Discord never took (a board, a reminder, a
#: timeout), a lobby with a note owed, and a resignation still to be posted
FINISHED = (1, 2, 3, 4, 5, 11, 12, 13, 20)
ACTIVE = (6, 7, 8, 9, 10, 14, 15, 16, 17, 18)


class Recorder(RecordingNotifier):
    """Records every kind of post (the clock's too)."""

    async def reminder(self, game, user_ids, text):
        self.calls.append(("reminder", text))

    async def announce(self, game, text):
        self.calls.append(("announce", text))


def legacy_database(path: Path) -> Path:
    connection = sqlite3.connect(path)
    connection.executescript(gzip.decompress(FIXTURE.read_bytes()).decode("utf-8"))
    connection.close()
    return path


def texts(path: Path, query: str, *args: object) -> list[object]:
    connection = sqlite3.connect(path)
    try:
        return [row[0] for row in connection.execute(query, args)]
    finally:
        connection.close()


@pytest.fixture
def languages(monkeypatch):
    monkeypatch.setenv("LANGUAGES", "on")


@pytest.fixture
async def migrated(tmp_path):
    path = legacy_database(tmp_path / "legacy.sqlite3")
    assert texts(path, _LEGACY_GAMES) == list(range(1, 21))
    store = await Store.open(path)
    yield store, path
    await store.close()


def test_the_fixture_was_written_by_the_old_code(tmp_path):
    path = legacy_database(tmp_path / "legacy.sqlite3")
    assert texts(path, "SELECT MAX(version) FROM schema_migrations") == [5]
    events = texts(path, "SELECT events FROM moves WHERE game_id = 6 ORDER BY seq")
    assert json.loads(events[0])[0].startswith("Player 1 ")
    sentence = texts(path, "SELECT json_extract(result, '$.sentence') FROM games "
                           "WHERE id = 13")
    assert sentence == ["Player 2 resigned. Player 1 wins with 2 points."]
    notes = texts(path, "SELECT json_extract(payload, '$.text') FROM outbox "
                        "WHERE delivered_at IS NULL AND kind != 'move' AND kind != 'started'")
    assert "Ann ran out of time. Any other player may now use /game skip to let the " \
           "computer play this turn." in notes


async def test_every_word_stored_as_text_becomes_a_message(migrated):
    store, path = migrated
    assert await store.schema_version() == len(MIGRATIONS)
    assert texts(path, _LEGACY_GAMES) == []
    # the moves taken back too (nothing reads them, but they are regenerated)
    assert texts(path, "SELECT COUNT(*) FROM moves m, json_each(m.events) e "
                       "WHERE e.type = 'text'") == [0]
    assert texts(path, "SELECT COUNT(*) FROM moves WHERE undone = 1") != [0]
    # a game's stored state is exactly the replay of its log now (words included)
    assert await Tables(store).check() == []
    # standings and winners stay as they were counted
    game = await store.get_game(13)
    assert game.result["winners"] == [0] and game.result["reason"] == "resignation"
    assert [part["id"] for part in game.result["sentence"]] == ["common-resigned",
                                                                "zenso-won"]


async def test_a_second_run_finds_nothing_to_do(migrated):
    store, _ = migrated
    async with store.transaction() as db:
        again = await regenerate(db)
    assert (again.replayed, again.named, again.notes) == ([], [], 0)


async def test_old_games_read_in_italian_and_french_with_their_players_names(migrated,
                                                                            languages):
    store, _ = migrated
    for game_id in (*FINISHED, *ACTIVE):
        game = await store.get_game(game_id)
        moves = await store.moves(game_id)
        for language in ("it", "fr"):
            said = "\n".join(log_lines(game, moves, limit=len(moves), language=language))
            if game.status == "finished":
                said += "\n" + result_text(game, language)
            assert any(name in said for name in NAMES), (game_id, said)
            assert not any(word in said for word in UNNAMED), (game_id, language, said)
        # the pseudo-locale brackets every message: nothing bypasses the catalogue
        for move in moves:
            for event in move.events:
                shown = speak(game, event, i18n.PSEUDO)
                assert shown.startswith("⟦") and shown.endswith("⟧"), (game_id, shown)
    result = result_text(await store.get_game(13), "fr")
    assert "Ben\\_\\*the\\*\\_2nd a abandonné." in result and "Ann" in result
    assert "Ben\\_\\*the\\*\\_2nd ha abbandonato." in result_text(await store.get_game(13),
                                                                  "it")


async def test_pending_posts_go_out_as_messages_in_the_games_language(migrated, languages):
    store, _ = migrated
    await store.set_game_language(18, "fr")
    pending = {entry.kind: entry.payload for entry in await store.pending_outbox(18)}
    assert pending["announce"]["text"] == {"id": "common-timed-out", "args": {"who": "Ann"}}
    assert pending["reminder"]["text"]["id"] == "common-last-call"
    game = await store.get_game(18)
    french = speak(game, pending["announce"]["text"], "fr")
    assert "Ann" in french and french != speak(game, pending["announce"]["text"], "en")
    # the boards owed carry the replayed state, whose events are messages
    board = next(e for e in await store.pending_outbox(18) if e.kind == "move")
    assert all("id" in event for event in board.payload["state"]["events"])
    notifier = Recorder()
    # the old bot's clock had left them waiting for a retry: it is later now
    tables = Tables(store, notifier, clock=ManualClock(1_900_000_000.0))
    await tables.resume()
    await tables.wait_idle()
    assert await store.pending_outbox(18) == []
    assert [text for kind, text in notifier.calls if kind == "lobby"] == [
        {"id": "common-lobby-opened", "args": {"who": "Ann"}},
        {"id": "common-lobby-joined", "args": {"who": "Ben\\_\\*the\\*\\_2nd"}},
        {"id": "common-lobby-joined", "args": {"who": "Ben\\_\\*the\\*\\_2nd"}},  # game 19
    ]
    said = {kind: text for kind, text in notifier.calls if kind in ("closed", "announce")}
    assert said == {"closed": {"id": "common-resigned-game-over", "args": {"who": "Ann"}},
                    "announce": {"id": "common-timed-out", "args": {"who": "Ann"}}}


async def test_old_games_play_on(migrated):
    store, _ = migrated
    tables = Tables(store, Recorder())
    rng = random.Random(7)
    for game_id in ACTIVE:
        for _ in range(4):
            game = await store.get_game(game_id)
            if game.status != "active":
                break
            engine = get_engine(game.kind)
            humans = [s for s in engine.to_move(game.state)
                      if game.user_at(s).controller == "human"]
            if not humans:
                await tables.wait_idle()
                continue
            actor = PLAYERS[game.user_at(humans[0]).user_id]
            move = rng.choice(engine.legal_moves(game.state, humans[0]))
            report = await tables.play(game_id, actor, move.notation)
            assert all(isinstance(event, dict) for event in
                       (await store.moves(game_id))[-1].events), report
    await tables.wait_idle()
    assert await tables.check() == []


async def test_a_game_that_no_longer_replays_keeps_its_text_with_names(tmp_path, languages):
    path = legacy_database(tmp_path / "legacy.sqlite3")
    connection = sqlite3.connect(path)
    # another seed: the replay deals other cards, so the stored game is not its replay
    connection.execute("UPDATE games SET seed = seed + 1 WHERE id IN (1, 6)")
    connection.commit()
    connection.close()
    store = await Store.open(path)
    try:
        game = await store.get_game(6)
        moves = await store.moves(6)
        first = moves[0].events[0]
        assert isinstance(first, str) and first.startswith("Ann ")
        # shown as it is, in English (every game stored before languages is English)
        assert first in log_lines(game, moves, language="fr")[0]
        finished = await store.get_game(1)
        said = result_text(finished, "fr")
        assert "Player" not in said and "Ann" in said
        assert all(isinstance(part, str) for part in finished.result["sentence"])
    finally:
        await store.close()


@pytest.mark.parametrize("text, message_id, args", [
    ("Ann opened the table.", "common-lobby-opened", {"who": "Ann"}),
    ("Ben\\_x joined.", "common-lobby-joined", {"who": "Ben\\_x"}),
    ("Cid left.", "common-lobby-left", {"who": "Cid"}),
    ("Ann cancelled the game.", "common-cancelled-by", {"who": "Ann"}),
    ("Ann resigned; the computer plays their seat to the end.",
     "common-resigned-computer-plays", {"who": "Ann"}),
    ("Ann resigned; the game is over.", "common-resigned-game-over", {"who": "Ann"}),
    ("Ann, Ben ran out of time. Any other player may now use /game skip to let the "
     "computer play this turn.", "common-timed-out", {"who": "Ann, Ben"}),
    ("Reminder: it's your turn in game #4; about 6 h left.", "common-reminder",
     {"id": "4", "hours": 6}),
    ("Last call: your time in game #12; runs out in about 1 h.", None, None),
    ("Last call: your time in game #12 runs out in about 1 h.", "common-last-call",
     {"id": "12", "hours": 1}),
    ("Cid skipped Ann's turn after the time ran out; the computer plays it.",
     "common-skipped", {"who": "Cid", "late": "Ann"}),
    ("Ann was removed after 3 timeouts; the computer plays their seat to the end.",
     "common-removed", {"who": "Ann", "count": 3}),
    ("The game's thread is gone, so the game goes on here.", "common-thread-gone", {}),
    ("Something nobody wrote.", None, None),
])
def test_the_old_notes_become_their_messages(text, message_id, args):
    made = note_message(text)
    if message_id is None:
        assert made is None
        return
    assert made == ({"id": message_id, "args": args} if args else {"id": message_id})
    assert i18n.text(made, "en") == text  # the same words, now from the catalogue


def test_a_state_is_its_replay_whatever_its_words():
    said = {"id": "splendor-took-gems", "args": {"who": {"seat": 0}}}
    assert same_apart_from_words({"events": ["Player 1 took W."], "turn": 3},
                                 {"events": [said, said], "turn": 3})
    assert same_apart_from_words({"last": {"text": "Player 1 took W.", "seat": 0}},
                                 {"last": {"text": said, "seat": 0}})
    assert not same_apart_from_words({"events": [], "turn": 3}, {"events": [], "turn": 4})
    assert not same_apart_from_words({"deck": ["T01", "T02"]}, {"deck": ["T02", "T01"]})
    assert not same_apart_from_words({"turn": 3}, {"turn": 3, "round": 1})
