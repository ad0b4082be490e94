"""Everything the product imports at run time is installed by ``requirements.txt`` alone.

The README's first quick-start command installs ``requirements.txt`` and starts the bot
(or the local console, which runs on the Discord double). A package the running code
imports but only ``requirements-dev.txt`` names would work in every test run and fail on
a newcomer's machine, so this reads the imports of every run-time module.
"""

from __future__ import annotations

import ast
import re
import sys
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN_TIME_PACKAGES = ("bot", "cogs", "rendering")
LOCAL = {"bot", "cogs", "rendering", "tests", "bench"}


def imported_top_level_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def required_distributions(requirements: Path) -> set[str]:
    names = set()
    for line in requirements.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            names.add(re.split(r"[=<>!~\[; ]", line, maxsplit=1)[0].lower().replace("_", "-"))
    return names


def test_every_run_time_import_is_in_requirements_txt():
    modules: dict[str, set[str]] = {}
    for package in RUN_TIME_PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            for module in imported_top_level_modules(path):
                modules.setdefault(module, set()).add(str(path.relative_to(ROOT)))
    third_party = {m: where for m, where in modules.items()
                   if m not in sys.stdlib_module_names and m not in LOCAL
                   and m != "__future__"}
    required = required_distributions(ROOT / "requirements.txt")
    installed = packages_distributions()
    missing = {}
    for module, where in third_party.items():
        distributions = {d.lower().replace("_", "-") for d in installed.get(module, [])}
        # discord.py's own dependencies (aiohttp) come with it; name only what is ours.
        if not distributions & required and not _comes_with(distributions, required):
            missing[module] = sorted(where)[:3]
    assert not missing, f"imported at run time but not in requirements.txt: {missing}"


def _comes_with(distributions: set[str], required: set[str]) -> bool:
    """Whether a distribution is installed as a dependency of one that is required."""
    from importlib.metadata import requires

    for name in required:
        for requirement in requires(name) or []:
            dependency = re.split(r"[=<>!~\[; (]", requirement, maxsplit=1)[0]
            if dependency.lower().replace("_", "-") in distributions:
                return True
    return False


def test_the_dev_requirements_add_only_tools():
    """The dev file builds on requirements.txt and adds test and lint tools, nothing the
    product runs with."""
    dev = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")
    assert "-r requirements.txt" in dev
    assert required_distributions(ROOT / "requirements-dev.txt") <= {
        "pytest", "pytest-asyncio", "hypothesis", "ruff"}
