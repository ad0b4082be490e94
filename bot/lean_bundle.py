"""A Fluent bundle that keeps each message as its source text until it is first said.

``fluent.runtime``'s :class:`~fluent.runtime.FluentBundle` keeps the syntax tree of every
message it was given, and, once a message is said, its compiled form too. A process reads
a few hundred of a language's ~2 300 messages (a render worker only the words its
pictures carry), yet the trees of all of them stayed: 9 MiB for the three languages, in
the bot's process and again in every render worker, and a compiled message held beside
its tree doubled what it cost (measured: 9.0 MiB after building the three bundles, 20.1
MiB with every message said; issue 20's memory budget).

A :class:`LeanBundle` parses each file once, as Fluent would, and keeps every message and
term as its own source text (re-serialised, without comments). Fluent's lookup asks the
bundle's entries for a tree only to compile it, once per message: the tree is parsed
from the text then, compiled, and dropped. Said or not, a message then costs its text
(1.2 MiB for the three languages) or its compiled form, never both.

It relies on ``fluent.runtime`` 0.4's lookup (``_messages``/``_terms`` read by id, the
compiled form cached in ``_compiled``), pinned in requirements.txt;
``tests/platform/test_lean_bundle.py`` says every message of every language through both
bundles and fails if the library stops reading its entries this way.
"""

from __future__ import annotations

from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, FluentSerializer, ast

_PARSER = FluentParser(with_spans=False)
_SERIALIZER = FluentSerializer()


class _Sources(dict[str, str]):
    """Entry ids to their source text; a lookup by id answers the entry's syntax tree,
    parsed afresh (the bundle compiles it once and keeps only that)."""

    def __getitem__(self, entry_id: str) -> Any:
        return _PARSER.parse_entry(super().__getitem__(entry_id))


class LeanBundle(FluentBundle):
    """A :class:`~fluent.runtime.FluentBundle` whose messages wait as text until said."""

    def __init__(self, locales: list[str], *, use_isolating: bool = True) -> None:
        super().__init__(locales, use_isolating=use_isolating)
        self._messages: _Sources = _Sources()  # type: ignore[assignment]
        self._terms: _Sources = _Sources()  # type: ignore[assignment]

    def add_source(self, source: str) -> None:
        """Every message and term of one ``.ftl`` file; as with Fluent's own
        ``add_resource``, an id already given keeps its first entry, and what does not
        parse (Fluent's junk) is left out."""
        for entry in _PARSER.parse(source).body:
            if not isinstance(entry, ast.Message | ast.Term):
                continue
            entries = self._messages if isinstance(entry, ast.Message) else self._terms
            if entry.id.name not in entries:
                entry.comment = None  # no lookup reads a comment
                dict.__setitem__(entries, entry.id.name, _SERIALIZER.serialize_entry(entry))
