"""Real games in Italian and in French, played by taps through the Discord double with
``LANGUAGES`` on, every message read as it was shown: what everybody reads is in the
game's language, what one player reads (their panel, hand, refusals, DMs) in theirs, no
word of another language's catalogue in either, no data id and no rule code — and a few
golden sentences say the grammar is the catalogue's."""

from __future__ import annotations

import re

import pytest

from bot.games import get_engine
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
    typed_move,
)

NBSP = "\u00a0"
NAMES = ("ann", "ben", "cid")


@pytest.fixture
def languages(monkeypatch):
    monkeypatch.setenv("LANGUAGES", "on")


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
    """What players ask mid-game: another's Play, the hand, the log, a typed move (its
    autocomplete, then a value no rule knows), and a spectator's look at the log."""
    place = game_place(t, game_id)
    board = board_message(t, place)
    game = await t.bot.store.get_game(game_id)
    seat = get_engine(game.kind).to_move(game.state)[0]
    mover = game.user_at(seat).user_id
    other = next(u for u in (t.users["ann"], t.users["ben"]) if u != mover)
    await t.double.click(other, board, play_button(board, game_id, seat))
    for user in (t.users["ann"], t.users["ben"]):
        await t.double.slash(user, place, "game hand")
        await t.double.slash(user, place, "game log")
    await typed_move(t, mover, place, game.kind)
    await t.double.slash(t.users["cid"], place, "game log")


async def test_splendor_in_italian_with_a_french_player(table, languages):
    """ann's client is Italian and so is the table; ben's client is French, cid's
    English: the board, the pings, the thread and the result are Italian, ben's panel,
    replies and DMs French, cid's look at the log English."""
    ann = set_locale(table, "ann", "it")
    ben = set_locale(table, "ben", "fr")
    cid = set_locale(table, "cid", "en-GB")
    await table.double.slash(ben, table.channel, "settings notify", mode="dm")
    reading = Reading(table)
    game_id = await open_table_in(table, "ann", ["ben"], "splendor")
    assert (await table.bot.store.get_game(game_id)).language == "it"
    place = game_place(table, game_id)
    assert table.double.channel(place).name == f"Splendor #{game_id} · Ann, Ben"
    board = board_message(table, place)
    # golden sentences: the first ping and its buttons
    assert f"<@{ann}> — tocca a te: premi **Gioca**." in board.content
    assert [b["label"] for b in board.buttons] == ["Gioca", "La mia mano"]
    await play_to_the_end(table, game_id, computer_chooser("splendor"),
                          each_turn=lambda turn: turn in (3, 4) and refusals_and_looks(
                              table, game_id))
    result = table.double.messages(place)[-1]
    assert f"**Splendor #{game_id}: la partita è finita.**" in result.content
    # the deal differs from run to run: a shared win is a
    # legitimate end, said in its own Italian sentence
    assert re.search(r"🏆 (Vince (Ann|Ben)|Ann e Ben condividono la vittoria)\.",
                     result.content), result.content
    reading.close()
    italian, french = texts_for(reading, ann), texts_for(reading, ben)
    assert "la tua mano (la vedi solo tu)" in italian
    assert "la tua mano" not in french and "ta main (visible par toi seulement)" in french
    assert f"**Splendor #{game_id}** — C'est ton tour." in french  # the DM
    # ben's turn panel inside the Italian game: French prompt and French buttons
    buttons = {s.said.text for s in reading.shown
               if s.reader == ben and s.said.where.endswith("button")}
    assert {"Prendre 2 jetons de la même couleur", "Retour"} <= buttons, buttons
    assert f"— À toi de jouer{NBSP}: prends des jetons" in french
    assert "— Tocca a te: prendi gettoni" in italian
    assert "Questo pulsante è per Ben: non è il tuo turno." in italian
    assert f"Ce bouton est pour Ann{NBSP}: ce n'est pas ton tour." in french
    # the typed move's refusal, in each typist's words, the typed text as code
    assert re.search(r"`ZZ9` n(on è un colore di gettone|'est pas une couleur de jeton)",
                     italian + french)
    assert f"**Splendor #{game_id}** — " in texts_for(reading, cid)
    problems = wrong_words(reading, {None: "it", ann: "it", ben: "fr", cid: "en"})
    assert not problems, problems[:10]
    table.double.assert_clean()


async def test_azul_in_french_played_by_taps(table, languages):
    """A French table of Azul: Le Jardin de la Reine between two French clients, with an
    Italian onlooker who reads the log in Italian."""
    ann = set_locale(table, "ann", "fr")
    ben = set_locale(table, "ben", "fr")
    cid = set_locale(table, "cid", "it")
    reading = Reading(table)
    game_id = await open_table_in(table, "ann", ["ben"], "azul_queens_garden")
    place = game_place(table, game_id)
    title = f"Azul{NBSP}: Le Jardin de la Reine #{game_id}"
    assert table.double.channel(place).name == f"{title} · Ann, Ben"
    board = board_message(table, place)
    assert f"— à toi de jouer{NBSP}: appuie sur **Jouer**." in board.content
    wrong = []

    async def mid_game(turn: int) -> None:
        if turn == 3:
            await refusals_and_looks(table, game_id)
            # Splendor's command in Azul's thread: the answer names Azul's command as a
            # French client shows it
            wrong.append(await table.double.slash(ann, place, "splendor take", gems="W U G"))

    await play_to_the_end(table, game_id, computer_chooser("azul_queens_garden"),
                          each_turn=mid_game)
    assert wrong[0].content == (f"Pour {title}, utilise /azul_jardin_de_la_reine{NBSP}: "
                                "c'est la commande de ce jeu.")
    reading.close()
    public = texts_for(reading, None)
    assert "La manche 2 commence, avec les objectifs" in public
    result = table.double.messages(place)[-1]
    assert f"**{title}{NBSP}: la partie est terminée.**" in result.content
    assert re.search(r"(Ann|Ben) gagne avec \d+ points", result.content), result.content
    assert "Azul: Il Giardino della Regina" in texts_for(reading, cid)
    problems = wrong_words(reading, {None: "fr", ann: "fr", ben: "fr", cid: "it"})
    assert not problems, problems[:10]
    table.double.assert_clean()


@pytest.mark.parametrize("kind, language, computers", [
    ("bonsai", "it", 0),  # solo
    ("kokeshi", "fr", 1),
    ("zenso", "it", 1),
    ("bonsai", "fr", 1),
])
async def test_the_other_games_read_only_their_language(table, languages, kind, language,
                                                        computers):
    """The other games to the end by taps in Italian or French, a computer in the other
    seat: every message, button, picture's alt text and reply in that language."""
    ann = set_locale(table, "ann", language)
    reading = Reading(table)
    game_id = await open_table_in(table, "ann", [], kind, computers=computers)
    assert (await table.bot.store.get_game(game_id)).language == language
    place = game_place(table, game_id)
    await play_to_the_end(table, game_id, computer_chooser(kind),
                          each_turn=lambda turn: turn == 2 and looks(table, game_id))
    log = await table.double.slash(ann, place, "game log", game=game_id)
    # a long game's log fits Discord's 2000 characters with whole lines, the newest last
    assert len(log.content) <= 2000 and log.content.endswith(".")
    reading.close()
    over = {"it": "la partita è finita", "fr": "la partie est terminée"}[language]
    assert over in table.double.messages(place)[-1].content
    problems = wrong_words(reading, {None: language, ann: language})
    assert not problems, problems[:10]
    table.double.assert_clean()


async def looks(t: Table, game_id: int) -> None:
    """The mover's hand, log and a typed move, mid-game."""
    place = game_place(t, game_id)
    ann = t.users["ann"]
    await t.double.slash(ann, place, "game hand")
    await t.double.slash(ann, place, "game log")
    game = await t.bot.store.get_game(game_id)
    await typed_move(t, ann, place, game.kind)
