"""Every numbered rule of the specification (S…, R…, E…, PD-…) and every worked example
(W1–W8) is named by the docstring of at least one test of this folder."""

from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).parent

IDS = ([f"S{i}" for i in range(1, 9)] + [f"R{i}" for i in range(1, 58)]
       + [f"E{i}" for i in range(1, 9)] + [f"PD-{i:02d}" for i in range(1, 41)]
       + [f"W{i}" for i in range(1, 9)])


def named_ids() -> set[str]:
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                text = (ast.get_docstring(node) or "") + " " + node.name
                found.update(re.findall(r"\b(?:PD-\d\d|[SREW]\d{1,2})\b", text))
                # ranges such as R16–R18 name every rule between
                for a, kind, b in re.findall(r"\b([SRE])(\d{1,2})[–-]\1?(\d{1,2})\b", text):
                    found.update(f"{a}{n}" for n in range(int(kind), int(b) + 1))
    return found


def test_every_rule_has_a_test() -> None:
    """Spec §4–§9: no numbered rule or worked example is left without a test."""
    named = named_ids()
    missing = [i for i in IDS if i not in named]
    assert missing == []
