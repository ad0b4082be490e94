"""French elides "de" and "que" before a substituted value that starts with a vowel."""

from __future__ import annotations

from bot import i18n
from bot.elision import elide, mark


def test_de_before_a_name_starting_with_a_vowel_is_elided() -> None:
    said = i18n.t("fr", "common-seat-board-head", title="Azul", name="Alice")
    assert "le plateau d'Alice" in said
    assert i18n.t("fr", "zenso-turn-of", who="Émile") == "Au tour d'Émile."


def test_de_before_a_consonant_an_h_a_y_or_a_cell_is_kept() -> None:
    assert "le plateau de Bob" in i18n.t("fr", "common-seat-board-head", title="Azul",
                                         name="Bob")
    assert i18n.t("fr", "zenso-turn-of", who="Hubert") == "Au tour de Hubert."
    assert i18n.t("fr", "zenso-turn-of", who="Yann") == "Au tour de Yann."
    assert elide(f"la case de {mark('A0')}") == "la case de A0"


def test_que_is_elided_and_a_name_keeps_its_own_de() -> None:
    assert elide(f"plus {'que'} {mark('Ugo')}") == "plus qu'Ugo"
    said = i18n.t("fr", "common-you-joined", title="Table de Alice")
    assert said == "Tu as pris place à la table de Table de Alice."
    assert elide(f"De {mark('Anne')}") == "D'Anne"


def test_a_variable_that_chooses_a_variant_is_not_marked() -> None:
    # $count chooses the plural and $who is substituted: both still work
    said = i18n.t("fr", "splendor-waiting-return", who="Ugo", count=2)
    assert said.startswith("En attente d'Ugo, qui doit rendre 2 jetons")
    assert "\ufdd0" not in said and "\ufdd1" not in said


def test_other_languages_are_untouched() -> None:
    assert "di Alice" in i18n.t("it", "common-seat-board-head", title="Azul", name="Alice")
    english = i18n.t("en", "common-seat-board-head", title="Azul", name="Alice")
    assert "Alice" in english and "\ufdd0" not in english


def test_a_renderers_placeholder_passes_through_untouched() -> None:
    # Kokeshi's status line puts a private-use character where the name goes, then
    # draws the seat's marker and the name there
    said = i18n.t("fr", "kokeshi-picture-turn", round=1, name="\ue000")
    assert said.count("\ue000") == 1
    before, _, after = said.partition("\ue000")
    assert before.endswith("à ") and "de jouer" in after
