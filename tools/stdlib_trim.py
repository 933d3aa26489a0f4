"""Trim Pyodide's python_stdlib.zip to the modules the app can import.

A first visit downloads the standard library whole (2.5 MB, deflated, so a compressing
server cannot shrink it further). The app imports a fraction of it. This keeps every
module reachable by a static import -- anywhere in a module, also inside functions and
try blocks -- from these roots:
  - our own sources (pyengine/, web/spelkast_ui/, web/main.py) and PyScript's Python
    package (its sources are strings inside vendor/pyscript/core-*.js);
  - Pyodide's own packages (pyodide, _pyodide) and what a Python start and a traceback
    use (STARTUP);
plus the text codecs in CODECS (codecs are imported by name, never by an import
statement). Everything else -- xml, unittest, mail and network clients, profilers, the
REPL's editor, most codecs -- goes. Modules imported by a name computed at run time are the
one way to miss something: nothing in the app does that, and tests/tools/test_stdlib_trim.py
checks that every stdlib import of our own code survives.
"""

from __future__ import annotations

import ast
import re
import zipfile
from collections.abc import Iterable
from pathlib import Path

# What Python's start, Pyodide's start, python.mjs, snapshot-worker.mjs and a printed
# traceback import without an import statement of ours.
STARTUP = frozenset(
    {
        "site", "_sitebuiltins", "sysconfig", "_sysconfigdata__emscripten_wasm32-emscripten",
        "encodings", "codecs", "io", "abc", "os", "stat", "posixpath", "genericpath",
        "_collections_abc", "importlib", "zipimport", "pkgutil", "runpy", "warnings",
        "_py_warnings", "traceback", "linecache", "tokenize", "_colorize", "textwrap",
        "random", "time", "code", "codeop", "rlcompleter", "asyncio",
    }
)  # fmt: skip
# Codecs kept: the Unicode ones, Latin-1 and ASCII, the escapes Python itself uses, and
# cp437 (zip file names without the UTF-8 flag).
CODECS = frozenset(
    {
        "__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16",
        "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "idna", "punycode",
        "charmap", "raw_unicode_escape", "unicode_escape", "cp437", "undefined",
    }
)  # fmt: skip
PYSCRIPT_IMPORT = re.compile(r"(?:^|\\n|\n)[ \t]*(?:import|from)[ \t]+([A-Za-z_][\w.]*)")


def imported_names(source: str, module: str, is_package: bool) -> set[str]:
    """Every module name an import statement in source may load (relative ones resolved)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                name = f"{base}.{node.module}" if node.module else base
            else:
                name = node.module or ""
            found.add(name)
            # `from package import name` may load a submodule
            found.update(f"{name}.{alias.name}" for alias in node.names)
    return found


def _with_parents(name: str) -> set[str]:
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts) + 1)}


def _module_of(path: str) -> str | None:
    if not path.endswith(".py"):
        return None
    name = path[:-3].replace("/", ".")
    return name.removesuffix(".__init__")


def roots_of(sources: Iterable[Path], pyscript_js: Iterable[Path]) -> set[str]:
    """The stdlib names our sources and PyScript's Python package import."""
    roots: set[str] = set(STARTUP)
    for path in sources:
        roots |= imported_names(path.read_text(encoding="utf-8"), "__main__", False)
    for path in pyscript_js:
        roots.update(PYSCRIPT_IMPORT.findall(path.read_text(encoding="utf-8")))
    return roots


def kept_files(archive: zipfile.ZipFile, roots: set[str]) -> list[str]:
    """The archive's entries the roots can reach, plus Pyodide's packages and CODECS."""
    modules = {m: n for n in archive.namelist() if (m := _module_of(n)) is not None}
    roots = roots | {m for m in modules if m.split(".")[0] in ("pyodide", "_pyodide")}
    needed: set[str] = set()
    todo: set[str] = set().union(*(_with_parents(r) for r in roots))
    while todo:
        name = todo.pop()
        if name in needed:
            continue
        needed.add(name)
        path = modules.get(name)
        if path is not None:
            source = archive.read(path).decode("utf-8", "replace")
            for found in imported_names(source, name, path.endswith("__init__.py")):
                todo |= _with_parents(found) - needed
    keep = []
    for path in archive.namelist():
        module = _module_of(path)
        top, _, rest = path.partition("/")
        if top == "encodings" and module is not None:
            wanted = Path(rest).stem in CODECS
        elif module is not None:
            wanted = module in needed
        else:  # a package's folder, or a data file, goes with its package
            owner = path[:-1] if path.endswith("/") else path.rpartition("/")[0]
            wanted = owner.replace("/", ".") in needed or owner == "site-packages"
        if wanted:
            keep.append(path)
    return keep


def trim(stdlib: Path, roots: set[str]) -> tuple[int, int]:
    """Rewrite stdlib with only the kept entries (same order, dates and compression);
    returns the (before, after) size in bytes."""
    before = stdlib.stat().st_size
    with zipfile.ZipFile(stdlib) as archive:
        keep = kept_files(archive, roots)
        entries = [(archive.getinfo(path), archive.read(path)) for path in keep]
    tmp = stdlib.with_suffix(".trimmed")
    with zipfile.ZipFile(tmp, "w") as out:
        for info, data in entries:
            out.writestr(info, data, compress_type=info.compress_type, compresslevel=9)
    tmp.replace(stdlib)
    return before, stdlib.stat().st_size
