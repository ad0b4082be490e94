"""Every numbered rule of the specification is named by some test of this folder."""

from __future__ import annotations

import re
from pathlib import Path

RULES = ([f"S{n}" for n in range(1, 10)] + [f"R{n}" for n in range(1, 45)]
         + [f"E{n}" for n in range(1, 9)] + [f"P{n}" for n in range(1, 28)]
         + [f"W{n}" for n in range(1, 12)])


def test_every_rule_id_is_named_by_a_test():
    text = " ".join(p.read_text() for p in Path(__file__).parent.glob("test_*.py")
                    if p.name != "test_coverage.py")
    named = set(re.findall(r"\b([SREPW]\d+)\b", text))
    named |= {m.upper() for m in re.findall(r"\b([srepw]\d+)_", text)}
    for span in re.findall(r"\b([SREPW])(\d+)[–-]\1?(\d+)\b", text):
        letter, lo, hi = span
        named |= {f"{letter}{n}" for n in range(int(lo), int(hi) + 1)}
    missing = [r for r in RULES if r not in named]
    assert not missing, missing
