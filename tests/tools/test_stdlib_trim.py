"""tools/stdlib_trim.py keeps every standard-library module the app can import and drops
the rest of Pyodide's python_stdlib.zip."""

from __future__ import annotations

import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

import stdlib_trim  # noqa: E402
from fetch_runtime import ensure_runtime  # noqa: E402

OURS = [*(ROOT / "pyengine").rglob("*.py"), *(ROOT / "web").rglob("*.py")]


def fake_stdlib(path: Path, modules: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, source in modules.items():
            zf.writestr(name, source)
    return path


def names(path: Path) -> set[str]:
    with zipfile.ZipFile(path) as zf:
        return set(zf.namelist())


def test_relative_and_from_imports_are_resolved() -> None:
    source = "from . import b\nfrom .c import d\nfrom ..e import f\nimport g.h\n"
    found = stdlib_trim.imported_names(source, "pkg.sub", is_package=True)
    assert {"pkg.sub", "pkg.sub.b", "pkg.sub.c", "pkg.sub.c.d", "pkg.e", "g.h"} <= found
    assert stdlib_trim.imported_names("import (", "x", False) == set()  # not Python: none


def test_reachable_modules_stay_and_the_rest_goes(tmp_path: Path) -> None:
    stdlib = fake_stdlib(
        tmp_path / "stdlib.zip",
        {
            "site.py": "import os\n",
            "os.py": "def f():\n    import lazy_inside_a_function\n",
            "lazy_inside_a_function.py": "",
            "json/__init__.py": "from .decoder import x\n",
            "json/decoder.py": "",
            "json/data.txt": "kept with its package",
            "smtplib.py": "import email\n",
            "email/__init__.py": "",
            "encodings/__init__.py": "",
            "encodings/utf_8.py": "",
            "encodings/cp1252.py": "",
            "pyodide/__init__.py": "import _pyodide_only_from_pyodide\n",
            "_pyodide_only_from_pyodide.py": "",
        },
    )
    before, after = stdlib_trim.trim(stdlib, {"site", "json", "encodings"})
    assert after < before
    assert names(stdlib) == {
        "site.py", "os.py", "lazy_inside_a_function.py", "json/__init__.py",
        "json/decoder.py", "json/data.txt", "encodings/__init__.py", "encodings/utf_8.py",
        "pyodide/__init__.py", "_pyodide_only_from_pyodide.py",
    }  # fmt: skip


@pytest.fixture(scope="module")
def stdlibs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Pyodide's real standard library, as shipped and trimmed for our real sources."""
    rt = ensure_runtime()
    folder = tmp_path_factory.mktemp("stdlib")
    original, out, core = folder / "original.zip", folder / "trimmed.zip", folder / "core.js"
    with tarfile.open(rt.pyodide_tgz) as tar:
        member = tar.extractfile("package/python_stdlib.zip")
        assert member is not None
        original.write_bytes(member.read())
    out.write_bytes(original.read_bytes())
    with tarfile.open(rt.pyscript_tgz) as pyscript:
        (chunk,) = (
            m for m in pyscript.getmembers()
            if m.name.startswith("package/dist/core-") and m.name.endswith(".js")
        )  # fmt: skip
        data = pyscript.extractfile(chunk)
        assert data is not None
        core.write_bytes(data.read())
    before, after = stdlib_trim.trim(out, stdlib_trim.roots_of(OURS, [core]))
    assert after < before * 0.75  # it is worth doing
    return original, out


def test_every_stdlib_module_we_import_survives(stdlibs: tuple[Path, Path]) -> None:
    original, trimmed = (names(path) for path in stdlibs)
    ours = set()
    for path in OURS:
        ours |= stdlib_trim.imported_names(path.read_text(encoding="utf-8"), "m", False)
    files = {f"{n.replace('.', '/')}{end}" for n in ours for end in (".py", "/__init__.py")}
    shipped = files & original  # the rest are C modules, ours, or names inside a module
    assert {"json/__init__.py", "asyncio/__init__.py", "traceback.py"} <= shipped
    assert shipped <= trimmed, sorted(shipped - trimmed)


def test_startup_and_codecs_stay_other_modules_go(stdlibs: tuple[Path, Path]) -> None:
    kept = names(stdlibs[1])
    for module in ("site.py", "os.py", "traceback.py", "pkgutil.py", "sysconfig/__init__.py",
                   "encodings/__init__.py", "encodings/utf_8.py", "encodings/cp437.py",
                   "pyodide/__init__.py", "_pyodide/_base.py", "asyncio/__init__.py",
                   "json/__init__.py", "random.py"):  # fmt: skip
        assert module in kept, module
    gone = ("smtplib.py", "imaplib.py", "mailbox.py", "encodings/cp1252.py",
            "xml/dom/__init__.py", "wsgiref/__init__.py", "tomllib/__init__.py")  # fmt: skip
    for module in gone:
        assert module not in kept, module
