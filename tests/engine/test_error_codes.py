"""docs/error-codes.md lists every IllegalAction code the engine can raise, and no other.

The codes are part of the public contract. They are found in the source (a literal first
argument of ``IllegalAction``, or a ``(code, message)`` problem tuple a rules helper
returns) and compared with the codes in the document's tables.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "error-codes.md"
CODE = re.compile(r"^[a-z]+(_[a-z]+)*$")


def _problem_code(elts: list[ast.expr]) -> str | None:
    """The code of a returned ``(code, message)`` pair: a snake_case word and prose."""
    if len(elts) != 2 or not isinstance(elts[0], ast.Constant):
        return None
    code, message = elts[0].value, elts[1]
    text = message.value if isinstance(message, ast.Constant) else None
    prose = isinstance(message, ast.JoinedStr) or (isinstance(text, str) and " " in text)
    return code if isinstance(code, str) and CODE.match(code) and prose else None


def raised_codes() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "pyengine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            code = None
            if isinstance(node, ast.Call) and node.args:
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                first = node.args[0]
                if name == "IllegalAction" and isinstance(first, ast.Constant):
                    code = first.value
            elif isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
                code = _problem_code(node.value.elts)
            if isinstance(code, str):
                found.setdefault(code, set()).add(str(path.relative_to(ROOT)))
    return found


def documented_codes() -> set[str]:
    return set(re.findall(r"^\| `([a-z_]+)` \|", DOC.read_text(encoding="utf-8"), flags=re.M))


def test_every_raised_code_is_documented() -> None:
    missing = {c: sorted(w) for c, w in raised_codes().items() if c not in documented_codes()}
    assert not missing, f"codes raised but not in docs/error-codes.md: {missing}"


def test_every_documented_code_is_raised() -> None:
    stale = documented_codes() - set(raised_codes())
    assert not stale, f"docs/error-codes.md lists codes nothing raises: {sorted(stale)}"
