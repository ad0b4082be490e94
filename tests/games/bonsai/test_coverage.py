"""Every numbered rule, decision point, project decision and worked example of the
specification has a test whose name or docstring names it."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
IDS = ([f"S{n}" for n in range(1, 10)] + [f"R{n}" for n in range(1, 42)]
       + [f"E{n}" for n in range(1, 13)] + [f"PD{n}" for n in range(1, 19)]
       + [f"D{n}" for n in range(1, 12)] + [f"W{n}" for n in range(1, 11)])


def _test_texts() -> str:
    texts = []
    for path in HERE.glob("test_*.py"):
        source = path.read_text(encoding="utf-8")
        # test names (test_r12_…, test_w3_…) and docstrings
        texts += re.findall(r"def (test_\w+)", source)
        texts += re.findall(r'"""(.*?)"""', source, flags=re.S)
    return "\n".join(texts)


def test_every_spec_id_is_named_by_a_test() -> None:
    text = _test_texts()
    lowered = text.lower()
    missing = []
    for rule in IDS:
        named = re.search(rf"\b{rule}\b", text) or re.search(
            rf"test_(?:\w+_)?{rule.lower()}(?:_|\b)", lowered)
        if not named:
            missing.append(rule)
    assert not missing, missing
