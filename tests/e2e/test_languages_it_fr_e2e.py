"""Real games in Italian and in French, played by taps through the Discord double with
``LANGUAGES`` on, every message read as it was shown: what everybody reads is in the
game's language, what one player reads (their panel, hand, refusals, DMs) in theirs, no
word of another language's catalogue in either, no data id and no rule code — and a few
golden sentences say the grammar is the catalogue's."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from tests.e2e.conftest import Table, board_message, game_place
from tests.e2e.speaking import (
    CODES,
    Reading,
    computer_chooser,
    foreign_words,
    open_table_in,
    play_button,
    play_to_the_end,
    set_locale,
)

NBSP = "\u00a0"
NAMES = ("ann", "ben", "cid")


@pytest.fixture
def languages(monkeypatch):
    monkeypatch.setenv("LANGUAGES", "on")
    yield
    i18n.bundle.cache_clear()


def wrong_words(reading: Reading, language_of: dict[int | None, str]) -> list[tuple]:
    """Every shown text with a word of another language than its reader's, or a data id
    or rule code: (reader's language, where, the words, the text)."""
    problems = []
    for shown in reading.shown:
        language = language_of[shown.reader]
        text = shown.said.text
        foreign = foreign_words(text, language, NAMES) + CODES.findall(text)
        if foreign:
            problems.append((language, shown.said.where, foreign, text))
    return problems


def texts_for(reading: Reading, reader: int | None) -> str:
    return "\n".join(s.said.text for s in reading.shown if s.reader == reader)


async def refusals_and_looks(t: Table, game_id: int) -> None:
    """A few things players ask mid-game: another's Play, the hand, the log."""
    place = game_place(t, game_id)
    board = board_message(t, place)
    game = await t.bot.store.get_game(game_id)
    from bot.games import get_engine

    seat = get_engine(game.kind).to_move(game.state)[0]
    mover = game.user_at(seat).user_id
    other = next(u for u in (t.users["ann"], t.users["ben"]) if u != mover)
    await t.double.click(other, board, play_button(board, game_id, seat))
    for user in (t.users["ann"], t.users["ben"]):
        await t.double.slash(user, place, "game hand")
        await t.double.slash(user, place, "game log")


async def test_splendor_in_italian_with_a_french_player(table, languages):
    """ann's client is Italian and so is the table; ben's client is French: the board,
    the pings, the thread and the result are Italian, ben's panel and replies French."""
    ann = set_locale(table, "ann", "it")
    ben = set_locale(table, "ben", "fr")
    await table.double.slash(ben, table.channel, "settings notify", mode="dm")
    reading = Reading(table)
    game_id = await open_table_in(table, "ann", ["ben"], "splendor")
    assert (await table.bot.store.get_game(game_id)).language == "it"
    place = game_place(table, game_id)
    thread = table.double.channel(place)
    assert thread.name.startswith(f"Splendor #{game_id} · ")
    board = board_message(table, place)
    # golden sentences: the first ping, and ben's panel in French in an Italian game
    assert f"<@{ann}> — tocca a te: premi **Gioca**." in board.content
    assert [b["label"] for b in board.buttons] == ["Gioca", "La mia mano"]
    panel = (await table.double.click(ann, board, play_button(board, game_id))).response
    assert panel.content.startswith(f"**Splendor #{game_id}** — ")
    await play_to_the_end(table, game_id, computer_chooser("splendor"),
                          each_turn=lambda turn: turn in (3, 4) and refusals_and_looks(
                              table, game_id))
    result = table.double.messages(place)[-1]
    assert f"**Splendor #{game_id}: la partita è finita.**" in result.content
    reading.close()
    french = texts_for(reading, ben)
    assert f"**Splendor #{game_id}** — C'est ton tour." in french  # a DM
    assert "ta main (visible par toi seulement)" in french
    assert f"Ce bouton est pour Ann{NBSP}: ce n'est pas ton tour." in french
    assert "Questo pulsante è per Ben: non è il tuo turno." in texts_for(reading, ann)
    assert table.double.dm_messages(ben), "ben's turns by DM, in French"
    problems = wrong_words(reading, {None: "it", ann: "it", ben: "fr"})
    for p in problems[:5]:
        for w in p[2]:
            for m in re.finditer(rf"(?<!\w){re.escape(w)}(?!\w)", p[3]):
                print(p[:3], repr(p[3][max(0, m.start()-100):m.start()+60]))
    assert not problems, problems[:10]
    table.double.assert_clean()
