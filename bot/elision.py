"""French elision where a catalogue's word meets a value it cannot know in advance.

French writes "le plateau d'Alice" and "le tour d'Émile", never "de Alice": "de" and
"que" lose their vowel before a word that starts with one. A catalogue can elide before
its own words, but not before a player's name or another value substituted at run time.
So the values put into a French sentence are marked at their edges before formatting, and
after it "de"/"que" just before a mark are elided when the value starts with a vowel and a
letter follows it (a name or a word: "d'Alice", "qu'Ensō"; never a cell such as "A0").
Only the catalogue's words are touched: a "de" inside a player's name stays as typed.
A word starting with "h" is left alone, since whether its h is silent cannot be told
from the spelling ("d'Hugo" but "de Hubert"); nor is "y" elided before ("de Yann").
"""

from __future__ import annotations

import re

#: Unicode noncharacters (set aside for a program's internal use, never in text)
#: around a substituted value while the sentence is formatted; not private-use ones,
#: which the renderers use as placeholders of their own
OPEN = "\ufdd0"
CLOSE = "\ufdd1"

_VOWELS = "aeiouàâäéèêëîïôöûüAEIOUÀÂÄÉÈÊËÎÏÔÖÛÜ"
_ELIDED = re.compile(rf"\b([Dd]e|[Qq]ue) {OPEN}(?=[{_VOWELS}][^\W\d_])")
_MARKS = re.compile(f"[{OPEN}{CLOSE}]")


def mark(value: str) -> str:
    """``value`` with its edges marked, for :func:`elide` to find after formatting."""
    return f"{OPEN}{value}{CLOSE}"


def elide(words: str) -> str:
    """``words`` formatted from marked values, elided and with the marks taken out."""
    if OPEN not in words:
        return words
    return _MARKS.sub("", _ELIDED.sub(lambda found: f"{found.group(1)[:-1]}'{OPEN}", words))
