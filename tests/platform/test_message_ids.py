"""The code and the catalogues agree: every message id the code names exists in the
English catalogue, and every English id is said somewhere (named in the code, or one of
the families whose ids are derived from data: component and breakdown names, slash
commands, choices, titles, the lobby's short option names)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from bot import i18n

ROOT = Path(__file__).resolve().parents[2]
CODE = ("bot", "cogs", "rendering")
#: ids made from data rather than written in the code
DERIVED = re.compile(
    r"-(component|breakdown|cmd|opt|choice)-|-title$|^common-seat$|-option-[a-z0-9-]+-short$")
_ID = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)+$")


def named_ids() -> dict[str, str]:
    """Message ids written as string literals in calls of msg(), t(), Message() and
    has(), with where they are."""
    found: dict[str, str] = {}
    for package in CODE:
        for path in (ROOT / package).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
                if name not in ("msg", "t", "Message", "has"):
                    continue
                for arg in node.args[:2]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                            and _ID.match(arg.value):
                        found.setdefault(arg.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def prefixes_in_code() -> set[str]:
    """Id prefixes built in f-strings (``f"splendor-phase-{name}"``): their family is
    said even though no literal names each id."""
    prefixes = set()
    for package in CODE:
        for path in (ROOT / package).rglob("*.py"):
            for match in re.finditer(r'f"([a-z][a-z0-9-]*-)\{', path.read_text("utf-8")):
                prefixes.add(match.group(1))
    return prefixes


def test_every_id_the_code_names_is_in_the_english_catalogue():
    english = i18n.message_ids("en")
    missing = {i: where for i, where in named_ids().items() if i not in english}
    assert not missing, missing


def test_every_english_id_is_said_somewhere():
    named = set(named_ids())
    prefixes = prefixes_in_code()
    unused = [i for i in i18n.message_ids("en")
              if not i.startswith("-") and i not in named and not DERIVED.search(i)
              and not any(i.startswith(p) for p in prefixes)]
    assert not unused, sorted(unused)


def test_every_table_option_has_a_short_name_and_no_short_name_is_orphaned():
    """The lobby says options by their short names (``option_words``): each option an
    engine declares has one, and each short name belongs to a declared option."""
    from bot.games import all_engines

    declared = {f"{i18n.slug(engine.name)}-option-{i18n.slug(spec.name)}-short"
                for engine in all_engines().values() for spec in engine.options}
    short = {i for i in i18n.message_ids("en") if re.search(r"-option-.+-short$", i)}
    assert declared - short == set(), "options without a short name"
    assert short - declared == set(), "short names of no option"
