"""No import circle anywhere in the project's own packages (type-checking imports count:
a circle there is still a design knot), and the application layer never imports discord."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "cogs", "rendering")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_only(tree: ast.Module) -> set[int]:
    """Line numbers of imports inside ``if TYPE_CHECKING:`` blocks."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            lines |= {n.lineno for stmt in node.body for n in ast.walk(stmt)
                      if isinstance(n, ast.Import | ast.ImportFrom)}
    return lines


def _graph(type_checking: bool = True) -> dict[str, set[str]]:
    modules = {_module_name(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = set() if type_checking else _type_checking_only(tree)
        for node in ast.walk(tree):
            if getattr(node, "lineno", None) in skip:
                continue
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            for target in targets:
                if target in modules and target != name:
                    graph[name].add(target)
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None




def _own_package_edges_removed(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    # a package importing its own submodules (bot.games -> bot.games.splendor) is no circle
    return {name: {t for t in targets if not t.startswith(name + ".")}
            for name, targets in graph.items()}


def test_no_circle_in_the_discord_facing_layers():
    """client -> notifier -> ui -> client was one; the buttons now ask for a protocol."""
    graph = _own_package_edges_removed(_graph(type_checking=False))
    wanted = ("bot.discord_app", "bot.double", "cogs")
    sub = {n: {t for t in ts if t.startswith(wanted)} for n, ts in graph.items()
           if n.startswith(wanted)}
    assert _cycle(sub) is None, " -> ".join(_cycle(sub) or [])
    assert not any(t == "bot.discord_app.client" for t in graph["bot.discord_app.ui"])


def test_no_import_circle_anywhere():
    graph = _own_package_edges_removed(_graph(type_checking=True))
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_application_layer_never_imports_discord():
    for path in (ROOT / "bot" / "app").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n == "discord" or n.startswith("discord.") for n in names), path
