"""docs/error-codes.md and each game's rules (docs/rules/<id>.md, "Refusal codes") list
every IllegalAction code the engine can raise, and no other.

The codes are part of the public contract. They are found in the source (a literal first
argument of ``IllegalAction``, or a ``(code, message)`` problem tuple a rules helper
returns) and compared with the codes in the documents' tables: error-codes.md's, and the
"Refusal codes" table of every game in GAME_IDS (found by its id: a new game brings its own).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from pyengine.registry import GAME_IDS

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


def _codes_in(text: str) -> set[str]:
    return set(re.findall(r"^\| `([a-z_]+)` \|", text, flags=re.M))


def game_codes(game_id: str) -> set[str]:
    """The codes in the "Refusal codes" section of the game's rules (to the next heading);
    none for a game that raises only the codes every game may (no such section)."""
    path = ROOT / "docs" / "rules" / f"{game_id}.md"
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    _, _, section = text.partition("\n## Refusal codes\n")
    return _codes_in(section.split("\n## ", 1)[0])


def documented_codes() -> set[str]:
    codes = _codes_in(DOC.read_text(encoding="utf-8"))
    return codes.union(*(game_codes(g) for g in GAME_IDS))


def test_every_raised_code_is_documented() -> None:
    missing = {c: sorted(w) for c, w in raised_codes().items() if c not in documented_codes()}
    assert not missing, (
        f"codes raised but not in docs/error-codes.md nor a game's docs/rules/<id>.md "
        f"('Refusal codes'): {missing}"
    )


def test_every_documented_code_is_raised() -> None:
    stale = documented_codes() - set(raised_codes())
    assert not stale, f"docs/error-codes.md lists codes nothing raises: {sorted(stale)}"
