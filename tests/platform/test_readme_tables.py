"""The README's tables render whole: a row with more cells than its header loses the
extra ones on GitHub (the benchmarks' figures once sat in a fourth cell nobody saw)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def cells(row: str) -> int:
    """How many cells a table row has (pipes inside code spans or escaped do not count)."""
    plain = re.sub(r"`[^`]*`", "", row).replace("\\|", "")
    return plain.strip().strip("|").count("|") + 1


def test_every_table_row_has_as_many_cells_as_its_header():
    header = None
    wrong = []
    for number, line in enumerate(README.read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("|"):
            header = None
            continue
        if header is None:
            header = cells(line)
        elif cells(line) != header:
            wrong.append(f"line {number}: {cells(line)} cells, its header {header}")
    assert not wrong, wrong
