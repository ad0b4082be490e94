"""The local console in Italian and in French: users whose client speaks the language
(``name@it:``, ``lang name fr``) play a few turns of a real game by pressing numbered
buttons and typing commands, and everything the console prints for them — the bot's
messages, the buttons, autocomplete names, refusals and the console's own lines to a user
— is in that language."""

from __future__ import annotations

import io
import re

import pytest

from bot import i18n
from bot.config import Settings
from bot.discord_app.console import run_console
from tests.e2e.speaking import CODES, foreign_words
from tests.e2e.tables import seed_tables

NBSP = "\u00a0"
#: what the console prints for the person at the keyboard: the script's echo, its banner
#: and database line, the users' client languages ("lang"), the paths of the pictures it
#: wrote (the words around them are checked apart)
_CHROME = re.compile(r"^(> |DISCORD_TOKEN is not set|Games are kept in"
                     r"|  [\w.-]+: [a-z]{2,3}(-[A-Z]{2})?$)")
_PATH = re.compile(r"(?<=: )/\S+")
#: the console server's channel, named by its people, not by the bot (threads are the
#: bot's and are read)
_CHANNEL = "#board-games"
#: an autocomplete line: the value a typist would send (notation), then the choice's name
_CHOICE = re.compile(r"^  \S.*?#v\d+\s{2,}(?P<name>.*)$")


async def console_session(tmp_path, monkeypatch, lines: list[str]) -> str:
    monkeypatch.setenv("LANGUAGES", "on")
    seed_tables(monkeypatch, 1)
    script = tmp_path / "session.txt"
    script.write_text("\n".join([*lines, "quit"]), encoding="utf-8")
    out = io.StringIO()
    settings = Settings(database_path=tmp_path / "unused.sqlite3",
                        board_dir=tmp_path / "boards")
    assert await run_console(settings, script=str(script), out=out) == 0
    return out.getvalue()


def read_lines(printed: str) -> list[str]:
    """What the console printed that a player reads: the bot's messages and buttons, the
    names of autocomplete choices, the console's lines to a user."""
    read = []
    for line in printed.splitlines():
        if _CHROME.match(line) or not line.strip():
            continue
        choice = _CHOICE.match(line)
        read.append(choice.group("name") if choice
                    else _PATH.sub("", line).replace(_CHANNEL, ""))
    return read


def not_in(language: str, printed: str, names: tuple[str, ...]) -> list[tuple[str, list]]:
    """Printed lines with a word only another language's catalogues use, a data id or a
    rule code."""
    return [(line, foreign_words(line, language, names) + CODES.findall(line))
            for line in read_lines(printed)
            if foreign_words(line, language, names) or CODES.findall(line)]


async def test_a_few_turns_of_splendor_in_italian_in_the_console(tmp_path, monkeypatch):
    printed = await console_session(tmp_path, monkeypatch, [
        "alice@it: /game new game:splendor",
        "lang bob it",
        "bob: 1",                          # Partecipa
        "alice: 3",                        # Inizia
        "alice: 1", "alice: 1", "alice: 1",  # Gioca › 3 gettoni diversi › the first three
        "bob: 1", "bob: 2", "bob: 1",      # Gioca › 2 dello stesso colore › the first
        "alice: 1", "alice: 3",            # Gioca › Riserva
        "alice: 1", "alice: 1",            # › level 1 face up › the first card
        "alice: /game hand",
        "bob: /game log",
        "bob: /splendor take gems:?",
        "bob: /splendor take gems:zz",     # not a colour: refused
        "carol@it: 1",                     # a spectator taps Gioca: refused
        "bob: 99",                         # no such button
    ])
    assert "tavolo aperto per 2–4 giocatori" in printed
    assert "@alice — tocca a te: premi **Gioca**." in printed
    assert "Alice ha preso un gettone per colore: diamante, zaffiro e smeraldo." in printed
    assert "Bob ha preso 2 gettoni" in printed
    assert "la tua mano (la vedi solo tu)" in printed
    assert "Alice ha riservato" in printed
    assert "`ZZ` non è un colore di gettone" in printed
    assert "Non giochi in questa partita" in printed
    assert re.search(r"\(scegli da 1 a \d+\)", printed)
    assert "── #board-games (solo per te)" in printed and "  [immagine: " in printed
    assert "[1] Gioca  [2] La mia mano" in printed
    problems = not_in("it", printed, ("alice", "bob", "carol"))
    assert not problems, problems[:8]


async def test_a_few_turns_of_kokeshi_in_french_in_the_console(tmp_path, monkeypatch):
    printed = await console_session(tmp_path, monkeypatch, [
        "carol@fr: /game new game:kokeshi",
        "dave@fr: 1",                      # Rejoindre
        "carol: 3",                        # Lancer
        "carol: 1", "carol: 1", "carol: 1",  # Jouer (Carol): two starting tiles
        "dave: 2", "dave: 2", "dave: 2",     # Jouer (Dave): his two
        "carol: 1", "carol: 1", "carol: 1",  # Jouer › advance the first Kokeshi › a side
        "carol: /game log",
        "dave: /kokeshi advance kokeshi:?",  # not his turn: nothing to offer
        "dave: /kokeshi advance kokeshi:lapin",
        "dave: /game hand",
        "eve@fr: /game play",
    ])
    assert f"table ouverte pour 2 à 4 joueurs · ordre des places{NBSP}: d'arrivée" in printed
    assert f"@carol, @dave — à vous de jouer{NBSP}: appuyez sur **Jouer**." in printed
    assert "[1] Jouer (Carol)  [2] Jouer (Dave)" in printed
    assert "Carol a posé une tuile de départ" in printed
    assert "Carol avance la kokeshi" in printed
    assert i18n.t("fr", "common-console-nothing",
                  why=i18n.t("fr", "common-console-no-move")) in printed
    assert "(pour toi seulement)" in printed
    assert f"Ce n'est pas ton tour{NBSP}; la partie attend Carol." in printed
    assert "Tu ne joues pas dans cette partie." in printed
    problems = not_in("fr", printed, ("carol", "dave", "eve"))
    assert not problems, problems[:8]


@pytest.mark.parametrize("language, words", [("it", "Scrivi un /comando"),
                                             ("fr", "Écris une /commande")])
async def test_the_consoles_own_lines_follow_the_users_language(tmp_path, monkeypatch,
                                                                language, words):
    printed = await console_session(tmp_path, monkeypatch, [
        f"zoe@{language}: hello", "zoe: 1"])
    assert words in printed
    assert "(" + {"it": "ancora nessun pulsante", "fr": "aucun bouton"}[language] in printed
