"""Fetch the pinned browser runtime into .cache/runtime/: the Pyodide and PyScript npm
tarballs, the small npm libraries the app ships (qr: drawing and reading the codes that join
a table, issue 38), and any PyPI wheel the lock's "pypi" section names (none today: the app
starts without micropip, see web/python.mjs).

Everything is pinned by hash in tools/runtime.lock.json. A cached file that still matches its
hash is reused; anything else is fetched again (`npm pack`, `pip download`) and a mismatch
stops the build, so a tampered or republished artefact never ships.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "tools" / "runtime.lock.json"
CACHE = ROOT / ".cache" / "runtime"


class FetchError(Exception):
    """A runtime artefact could not be fetched or did not match its pinned hash."""


@dataclass(frozen=True)
class Runtime:
    pyodide_tgz: Path
    pyscript_tgz: Path
    wheels: dict[str, Path]  # PyPI name -> wheel file, for Pyodide's package folder
    libraries: dict[str, Path] = field(default_factory=dict)  # other npm name -> tarball


def load_lock() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(LOCK.read_text(encoding="utf-8"))
    return data


def _digest(path: Path, algo: str) -> bytes:
    h = hashlib.new(algo)
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.digest()


def _problems(path: Path, entry: dict[str, str]) -> list[str]:
    """Hash mismatches of `path` against its lock entry (empty when it verifies)."""
    if not path.is_file():
        return [f"{path.name}: missing"]
    out = []
    sha256 = _digest(path, "sha256").hex()
    if sha256 != entry["sha256"]:
        out.append(f"{path.name}: sha256 {sha256} != pinned {entry['sha256']}")
    if "integrity" in entry:
        # npm's own integrity (sha512) too, so the pin can be checked against the registry.
        algo, _, want = entry["integrity"].partition("-")
        got = base64.b64encode(_digest(path, algo)).decode()
        if got != want:
            out.append(f"{path.name}: {algo} integrity {got} != pinned {want}")
    return out


def _run(cmd: list[str]) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise FetchError(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr}")


def _fetch_npm(name: str, entry: dict[str, str], dest: Path) -> None:
    # npm pack into a scratch dir so a half-written tarball never sits in the cache.
    with tempfile.TemporaryDirectory() as tmp:
        _run(["npm", "pack", "--silent", "--pack-destination", tmp, f"{name}@{entry['version']}"])
        shutil.move(str(Path(tmp) / entry["tarball"]), dest)


def _fetch_pypi(name: str, entry: dict[str, str], dest: Path) -> None:
    # Pure-Python wheels for Pyodide's CPython 3.14; the local Python's version is irrelevant.
    with tempfile.TemporaryDirectory() as tmp:
        _run(
            [
                sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
                "--dest", tmp, f"{name}=={entry['version']}",
            ]
        )  # fmt: skip
        shutil.move(str(Path(tmp) / entry["filename"]), dest)


def _ensure(name: str, entry: dict[str, str], path: Path) -> Path:
    if not _problems(path, entry):
        return path
    path.unlink(missing_ok=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    (_fetch_pypi if "filename" in entry else _fetch_npm)(name, entry, path)
    problems = _problems(path, entry)
    if problems:
        path.unlink(missing_ok=True)
        raise FetchError("hash mismatch, refusing to use it:\n  " + "\n  ".join(problems))
    return path


def ensure_runtime(cache: Path = CACHE) -> Runtime:
    lock = load_lock()
    tarballs: dict[str, Path] = {}
    for name, entry in lock["npm"].items():
        tarballs[name] = _ensure(name, entry, cache / "npm" / entry["tarball"])
    wheels = {
        name: _ensure(name, entry, cache / "pypi" / entry["filename"])
        for name, entry in lock.get("pypi", {}).items()
    }
    runtime = ("pyodide", "@pyscript/core")
    libraries = {name: path for name, path in tarballs.items() if name not in runtime}
    return Runtime(tarballs["pyodide"], tarballs["@pyscript/core"], wheels, libraries)


def ensure_test_tool(name: str, cache: Path = CACHE) -> Path:
    """The tarball of an npm package the tests use but the app never ships (axe-core)."""
    entry = load_lock()["npm-test"][name]
    return _ensure(name, entry, cache / "npm" / entry["tarball"])


def main() -> int:
    try:
        rt = ensure_runtime()
    except FetchError as exc:
        print(f"fetch_runtime: {exc}", file=sys.stderr)
        return 1
    for path in (rt.pyodide_tgz, rt.pyscript_tgz, *rt.wheels.values()):
        print(f"ok  {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
