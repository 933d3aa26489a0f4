"""Fetch the pinned browser runtime into .cache/runtime/: the npm tarballs of Pyodide,
PyScript and the small libraries the app ships (idiomorph: the DOM morph; qr: drawing
and reading the codes that join a table, issue 38), and any PyPI wheel ``PYPI`` names
(none today: the app starts without micropip, see web/python.mjs).

The npm pins are the project's package.json and package-lock.json (exact versions, each with
npm's sha512 integrity), so npm audit and update tools read them; ``npm ci`` installs them
into node_modules/ when it is missing or older than the lock. A cached tarball that still
matches the lock's integrity is reused; anything else is fetched again (`npm pack`, from
npm's cache after `npm ci`) and a mismatch stops the build, so a tampered or republished
artefact never ships.
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
PACKAGE_LOCK = ROOT / "package-lock.json"
INSTALLED = ROOT / "node_modules" / ".package-lock.json"  # what `npm ci` last installed
CACHE = ROOT / ".cache" / "runtime"
SHIPPED = ("pyodide", "@pyscript/core", "idiomorph", "qr")  # in dist/ (the rest: tests only)
# PyPI wheels for Pyodide's package folder: name -> {version, filename, sha256}.
PYPI: dict[str, dict[str, str]] = {}


class FetchError(Exception):
    """A runtime artefact could not be fetched or did not match its pinned hash."""


@dataclass(frozen=True)
class Runtime:
    pyodide_tgz: Path
    pyscript_tgz: Path
    wheels: dict[str, Path]  # PyPI name -> wheel file, for Pyodide's package folder
    libraries: dict[str, Path] = field(default_factory=dict)  # other npm name -> tarball


def _lock_packages(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    packages: dict[str, Any] = data.get("packages", {})
    return packages


def lock_entry(name: str) -> dict[str, str]:
    """package-lock.json's pin of a direct dependency: version, integrity, and the file
    name `npm pack` gives its tarball."""
    entry = _lock_packages(PACKAGE_LOCK).get(f"node_modules/{name}")
    if not entry or "integrity" not in entry:
        raise FetchError(f"package-lock.json does not pin {name}")
    tarball = f"{name.lstrip('@').replace('/', '-')}-{entry['version']}.tgz"
    return {"version": entry["version"], "integrity": entry["integrity"], "tarball": tarball}


def npm_ci() -> None:
    """node_modules/ as package-lock.json says (`npm ci`), unless it already is."""
    want = _lock_packages(PACKAGE_LOCK)
    if INSTALLED.is_file():
        have = _lock_packages(INSTALLED)
        if all(have.get(k, {}).get("integrity") == v.get("integrity")
               for k, v in want.items() if k):  # fmt: skip
            return
    _run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefix", str(ROOT)])


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
    if "sha256" in entry:
        sha256 = _digest(path, "sha256").hex()
        if sha256 != entry["sha256"]:
            out.append(f"{path.name}: sha256 {sha256} != pinned {entry['sha256']}")
    if "integrity" in entry:
        # npm's own integrity (sha512), the lock's pin.
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
        _run(["npm", "pack", "--silent", "--prefer-offline", "--pack-destination", tmp,
              f"{name}@{entry['version']}"])  # fmt: skip
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


def _tarball(name: str, cache: Path) -> Path:
    entry = lock_entry(name)
    return _ensure(name, entry, cache / "npm" / entry["tarball"])


def ensure_runtime(cache: Path = CACHE) -> Runtime:
    tarballs = {name: cache / "npm" / lock_entry(name)["tarball"] for name in SHIPPED}
    if any(_problems(path, lock_entry(name)) for name, path in tarballs.items()):
        npm_ci()  # fills npm's cache, from which `npm pack` takes them
    tarballs = {name: _tarball(name, cache) for name in SHIPPED}
    wheels = {
        name: _ensure(name, entry, cache / "pypi" / entry["filename"])
        for name, entry in PYPI.items()
    }
    runtime = ("pyodide", "@pyscript/core")
    libraries = {name: path for name, path in tarballs.items() if name not in runtime}
    return Runtime(tarballs["pyodide"], tarballs["@pyscript/core"], wheels, libraries)


def ensure_test_tool(name: str, cache: Path = CACHE) -> Path:
    """The tarball of an npm package the tests use but the app never ships (axe-core, a
    devDependency)."""
    return _tarball(name, cache)


def main() -> int:
    try:
        rt = ensure_runtime()
    except FetchError as exc:
        print(f"fetch_runtime: {exc}", file=sys.stderr)
        return 1
    for path in (rt.pyodide_tgz, rt.pyscript_tgz, *rt.libraries.values(), *rt.wheels.values()):
        print(f"ok  {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
