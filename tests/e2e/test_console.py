"""The local console: a scripted session plays real turns through the double."""

from __future__ import annotations

import io

from bot.config import Settings
from bot.discord_app.console import run_console


async def run_script(tmp_path, script) -> str:
    """What the console printed playing ``script`` on a database of its own."""
    out = io.StringIO()
    settings = Settings(database_path=tmp_path / "console.sqlite3",
                        board_dir=tmp_path / "boards")
    assert await run_console(settings, script=str(script), out=out) == 0
    return out.getvalue()


async def test_console_plays_a_few_turns(tmp_path):
    script = tmp_path / "session.txt"
    script.write_text("\n".join([
        "help",
        "alice: /game new game:splendor seat_order:joined",
        "bob: 1",            # Join on the lobby message
        "alice: 3",          # Start
        "alice: /splendor take gems:?",
        "alice: /splendor take gems:W U G",
        "bob: /game play",
        "bob: 1",            # Take 3 different gems
        "bob: 1",            # White · Blue · Green
        "carol: 1",          # a spectator presses Play: refused
        "look",
        "quit",
    ]))
    text = await run_script(tmp_path, script)
    assert text.startswith("DISCORD_TOKEN is not set")
    assert "Alice took white, blue, and green." in text
    assert "Bob took white, blue, and green." in text
    assert "not playing in this game" in text
    pictures = sorted((tmp_path / "boards").glob("*-board.png"))
    assert len(pictures) >= 3
    assert pictures[0].read_bytes().startswith(b"\x89PNG")


async def test_console_users_have_client_languages(tmp_path, monkeypatch):
    """``name@locale:`` and ``lang`` give a console user a client language, which the
    bot reads as Discord's interaction locale: an Italian game's public words are
    Italian, a French player's refusals French."""
    monkeypatch.setenv("LANGUAGES", "on")
    script = tmp_path / "session.txt"
    script.write_text("\n".join([
        "alice@it: /game new game:splendor seat_order:joined",
        "lang bob fr",
        "bob: 1",            # Rejoindre on the lobby message (Partecipa)
        "lang",
        "bob: /game start",  # not the host: refused in French
        "quit",
    ]))
    text = await run_script(tmp_path, script)
    assert "tavolo aperto per 2–4 giocatori" in text  # the game's language: Italian
    assert "bob: fr" in text and "alice: it" in text
    assert "Seul l'hôte (Alice) peut lancer cette partie." in text


async def test_the_consoles_own_words_follow_each_users_client(tmp_path, monkeypatch):
    """What the console says as the user's Discord client (a private reply, a picture, a
    button number out of range, why autocomplete offers nothing) is in that user's
    language, from the catalogue."""
    monkeypatch.setenv("LANGUAGES", "on")
    script = tmp_path / "session.txt"
    script.write_text("\n".join([
        "alice@fr: 7",                       # nothing to press yet
        "alice: /game new game:splendor",
        "bob@it: 1",                         # Partecipa
        "bob: 9",                            # no such button
        "alice: 3",                          # Lancer
        "bob: /splendor take gems:?",        # not bob's turn: nothing to offer
        "bob: /game hand",                   # a private reply
        "carol: hello",
        "quit",
    ]))
    text = await run_script(tmp_path, script)
    assert "(aucun bouton à presser pour l’instant)" in text
    assert "(scegli da 1 a " in text
    assert "(niente da proporre: " in text
    assert "(solo per te)" in text and "(pour toi seulement)" in text
    assert "[image\u00a0: " in text or "[immagine: " in text
    assert "Type a /command or the number of a button." in text  # carol's client: English


async def test_console_shows_embeds_times_and_keeps_threads(tmp_path):
    """The console prints an embed (``/game rules``), shows ``<t:…>`` as a date, never
    offers "(choose 1–0)" for a message whose buttons are gone, and a game keeps its
    thread when the console starts again."""
    import sqlite3

    first = tmp_path / "one.txt"
    first.write_text("\n".join([
        "alice: /game rules game:splendor",
        "alice: /game new game:splendor speed:24h",
        "bob: 1",            # Join
        "alice: 3",          # Start
        "alice: 1",          # Play: the panel
        "alice: 1",          # Take 3 different gems
        "alice: 1",          # the first choice: the move is played, the panel closes
        "alice: 1",          # the panel has no buttons now: the board's are pressed
        "quit",
    ]))
    text = await run_script(tmp_path, first)
    rules = text.split("> alice: /game new")[0]
    assert "**Splendor — 2–4 players**" in rules and "**The aim**" in rules
    assert "— Splendor (2014) is a game by Marc André" in rules  # the embed's footer
    assert "<t:" not in text and " UTC" in text  # the clock's deadline as a date
    assert "choose 1–0" not in text
    database = tmp_path / "boards" / "console.sqlite3"
    with sqlite3.connect(database) as db:
        thread = db.execute("SELECT thread_id FROM games").fetchone()[0]
    assert thread
    again = tmp_path / "two.txt"
    again.write_text("bob: /game board\nquit\n")
    text = await run_script(tmp_path, again)
    assert "1 game from earlier sessions is here again" in text
    with sqlite3.connect(database) as db:
        assert db.execute("SELECT thread_id FROM games").fetchone()[0] == thread
    assert "game's thread is gone" not in text


async def test_look_speaks_the_language_of_who_looks(tmp_path, monkeypatch):
    """The console's own words around a message ("[picture: …]") are in the reader's
    language: ``name: look`` that user's, a bare ``look`` the last one to act's."""
    monkeypatch.setenv("LANGUAGES", "on")
    played = ["alice@it: /game new game:splendor seat_order:joined",
              "bob@fr: 1",
              "alice: 3"]            # Start: the first board is posted
    texts = []
    for looks in ([], ["look"], ["bob: look"]):
        folder = tmp_path / str(len(texts))
        folder.mkdir()
        script = folder / "session.txt"
        script.write_text("\n".join([*played, *looks, "quit"]))
        texts.append(await run_script(folder, script))
    played_only, alice_looks, bob_looks = texts
    italian, french = "[immagine: ", "[image : "
    assert alice_looks.count(italian) > played_only.count(italian)  # alice acted last
    assert alice_looks.count(french) == played_only.count(french)
    assert bob_looks.count(french) > played_only.count(french)
    assert bob_looks.count(italian) == played_only.count(italian)


async def test_look_shows_only_what_that_user_may_see(tmp_path):
    """The console is one screen, but ``name: look`` is that user's Discord client: their
    own private replies, never another player's hand."""
    script = tmp_path / "session.txt"
    script.write_text("\n".join([
        "alice: /game new game:splendor seat_order:joined",
        "bob: 1",            # Join
        "alice: 3",          # Start
        "alice: /game hand",  # alice's reserve, to her alone
        "# ----",
        "bob: look",
        "# ----",
        "alice: look",
        "quit",
    ]))
    text = await run_script(tmp_path, script)
    _, bob_looks, alice_looks = text.split("> # ----")
    assert "You joined" in bob_looks  # his own private reply
    assert "your hand" not in bob_looks and "hand.png" not in bob_looks
    assert "your hand" in alice_looks and "hand.png" in alice_looks
