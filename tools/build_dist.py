"""Assemble dist/: the installable offline app, served as static files.

Layout (every file is precached by the service worker):
  index.html app.css boot.js main.py  web/ files as they are; index.html gets the home screen
                                      prerendered in every language (tools/prerender.py)
  pyscript.json                       rewritten: local interpreter, the built wheel's path
  spelkast_ui.zip                     web/spelkast_ui/, unpacked by PyScript's `files` config
  wheels/<hash>/pyengine-*.whl        engine wheel built from pyproject.toml, installed by
                                      micropip on a first start; PyScript then caches the
                                      frozen lock, so later starts load it without micropip.
                                      The per-build folder keeps that cache from going stale.
  vendor/pyodide/                     only the Pyodide files the app loads, plus the micropip
                                      and packaging wheels from PyPI with the lock's hashes
                                      rewritten to match them
  vendor/pyscript/                    only the PyScript modules the app loads
  manifest.json assets/ service-worker.js (build id and precache list injected)

Builds are reproducible (fixed zip timestamps), so the build id -- a hash of every shipped
byte -- only changes when something the browser would see changes.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fetch_runtime import FetchError, Runtime, ensure_runtime
from prerender import PrerenderError, prerender_file

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
# SPELKAST_DIST lets parallel work (several checkouts of one tree) build side by side.
DIST = Path(os.environ.get("SPELKAST_DIST") or ROOT / "dist")

# 1980-01-01, the earliest zip timestamp: makes the engine wheel and the UI zip reproducible.
SOURCE_DATE_EPOCH = 315532800
ZIP_DATE = (1980, 1, 1, 0, 0, 0)

INTERPRETER = "./vendor/pyodide/pyodide.mjs"
# What pyodide.mjs fetches at startup (recorded in chromium; tests fail on any 404).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# PyScript modules the page loads, recorded in chromium: the entry, its core chunk, and the
# plugins core always imports (it loads every plugin for the unused MicroPython type, so a
# `plugins` exclusion in pyscript.json does not avoid them). Not shipped: core.css (nothing
# PyScript renders is styled by it), codemirror/xterm (only py-editor/py-terminal scripts
# use them), the packages graph (skipped because `index_urls` is set), MicroPython, TOML, zip.
# Chunk names carry a content hash, so they are matched by prefix.
PYSCRIPT_CHUNKS = (
    "core", "error", "deprecations-manager", "donkey", "py-editor", "py-game", "py-terminal",
)  # fmt: skip
PYSCRIPT_FILES = re.compile(rf"^(core\.js|({'|'.join(PYSCRIPT_CHUNKS)})-[\w-]+\.js)$")
SKIP_WEB = re.compile(r"(^\.|~$|\.pyc$)")


class BuildError(Exception):
    """The inputs cannot make a consistent dist/."""


def _zip_dir(src: Path, dest: Path, prefix: str) -> None:
    """Zip the Python sources under src as prefix/..., byte-for-byte reproducibly."""
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(src.rglob("*")):
            rel = path.relative_to(src)
            if path.is_dir() or "__pycache__" in rel.parts or SKIP_WEB.search(path.name):
                continue
            info = zipfile.ZipInfo(f"{prefix}/{rel.as_posix()}", ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())


def build_wheel(out_dir: Path) -> Path:
    """Build the pyengine wheel from a clean copy of the sources.

    Building from a copy keeps setuptools' build/ cache (which can hold deleted modules)
    and egg-info out of the shared checkout.
    """
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in ("pyproject.toml", "README.md", "LICENSE"):
            if (ROOT / name).is_file():
                shutil.copy2(ROOT / name, src / name)
        shutil.copytree(
            ROOT / "pyengine", src / "pyengine", ignore=shutil.ignore_patterns("__pycache__")
        )
        env = dict(os.environ, SOURCE_DATE_EPOCH=str(SOURCE_DATE_EPOCH))
        proc = subprocess.run(
            [
                sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
                "--no-deps", "--no-build-isolation", "--wheel-dir", str(out_dir), str(src),
            ],
            capture_output=True, text=True, env=env, check=False,
        )  # fmt: skip
        if proc.returncode != 0:
            raise BuildError(f"engine wheel build failed:\n{proc.stdout}{proc.stderr}")
    wheels = sorted(out_dir.glob("pyengine-*.whl"))
    if len(wheels) != 1:
        raise BuildError(f"expected one pyengine wheel, got {wheels}")
    return wheels[0]


def _extract(
    tgz: Path, folder: str, wanted: re.Pattern[str] | tuple[str, ...], dest: Path
) -> list[str]:
    """Copy the matching files directly inside folder/ of an npm tarball into dest."""
    dest.mkdir(parents=True, exist_ok=True)
    found = []
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            parent, _, name = member.name.rpartition("/")
            match = wanted.match(name) if isinstance(wanted, re.Pattern) else name in wanted
            if not member.isfile() or parent != folder or not match:
                continue
            handle = tar.extractfile(member)
            assert handle is not None  # regular files always have data
            (dest / name).write_bytes(handle.read())
            found.append(name)
    return sorted(found)


def vendor_pyodide(rt: Runtime, dest: Path) -> None:
    found = _extract(rt.pyodide_tgz, "package", (*PYODIDE_FILES, "pyodide-lock.json"), dest)
    missing = set(PYODIDE_FILES) - set(found)
    if missing:
        raise BuildError(f"pyodide tarball lacks {sorted(missing)}")
    # Keep only the packages that are shipped -- the PyPI micropip and packaging wheels (npm's
    # Pyodide has neither) -- with their real file names and hashes, so nothing can ask for a
    # wheel that is missing and loadPackage's integrity check passes.
    lock: dict[str, Any] = json.loads((dest / "pyodide-lock.json").read_text(encoding="utf-8"))
    shipped = {}
    for name, wheel in rt.wheels.items():
        entry = dict(lock["packages"][name])
        shutil.copy2(wheel, dest / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        entry["version"] = wheel.name.split("-")[1]
        shipped[name] = entry
    lock["packages"] = shipped
    (dest / "pyodide-lock.json").write_text(
        json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )


def vendor_pyscript(rt: Runtime, dest: Path) -> None:
    found = _extract(rt.pyscript_tgz, "package/dist", PYSCRIPT_FILES, dest)
    if len(found) != len(PYSCRIPT_CHUNKS) + 1:
        raise BuildError(f"pyscript tarball: not the modules the app loads: {found}")


def write_pyscript_config(dist: Path, wheel: Path) -> None:
    """Point PyScript at the vendored interpreter and at the engine wheel just built."""
    config: dict[str, Any] = json.loads((WEB / "pyscript.json").read_text(encoding="utf-8"))
    config["interpreter"] = INTERPRETER
    folder = dist / "wheels" / hashlib.sha256(wheel.read_bytes()).hexdigest()[:12]
    folder.mkdir(parents=True)
    shutil.copy2(wheel, folder / wheel.name)
    config["packages"] = [f"./{(folder / wheel.name).relative_to(dist).as_posix()}"]
    # micropip gets our own origin as its only index: it can never reach PyPI, and PyScript
    # skips fetching its packages graph (a serial step before Pyodide starts loading).
    config["index_urls"] = ["./vendor/pyodide/"]
    for url in [*config["packages"], *config.get("files", {})]:
        if not (dist / url).resolve().is_relative_to(dist.resolve()) or not (dist / url).is_file():
            raise BuildError(f"pyscript.json files entry {url} is not in dist/")
    (dist / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def prerender_home(dist: Path) -> None:
    """Home in every language into index.html, drawn by the real UI (tools/prerender.py)."""
    try:
        prerender_file(dist / "index.html")
    except PrerenderError as exc:
        raise BuildError(f"prerendering the home screen failed: {exc}") from exc


def shipped_files(dist: Path) -> list[str]:
    return sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.name != "service-worker.js"
    )


def build_id(dist: Path, files: list[str], sw_template: str) -> str:
    h = hashlib.sha256(sw_template.encode())
    for rel in files:
        h.update(f"{rel}\0".encode())
        h.update(hashlib.sha256((dist / rel).read_bytes()).digest())
    return h.hexdigest()[:12]


def _literal(text: str, _match: re.Match[str]) -> str:
    return text


def write_service_worker(dist: Path) -> str:
    template = (ROOT / "service-worker.js").read_text(encoding="utf-8")
    files = shipped_files(dist)
    bid = build_id(dist, files, template)
    out = template
    for pattern, value in (
        (r'^const BUILD_ID = ".*";$', f"const BUILD_ID = {json.dumps(bid)};"),
        (r"^const PRECACHE = \[.*\];$", f"const PRECACHE = {json.dumps(files)};"),
    ):
        # A callable replacement: the JSON may hold backslashes re.sub would interpret.
        out, n = re.subn(pattern, partial(_literal, value), out, count=1, flags=re.M)
        if n != 1:
            raise BuildError(f"service-worker.js lacks a line matching {pattern}")
    (dist / "service-worker.js").write_text(out, encoding="utf-8")
    return bid


def build(dist: Path = DIST) -> str:
    for required in ("index.html", "pyscript.json", "spelkast_ui"):
        if not (WEB / required).exists():
            raise BuildError(f"web/{required} is missing")
    rt = ensure_runtime()
    # Stage next to dist/ (same filesystem, so the final rename is atomic) in the ignored cache.
    scratch = ROOT / ".cache"
    scratch.mkdir(exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix="dist-stage-", dir=scratch))
    try:
        for path in sorted(WEB.iterdir()):
            if path.is_file() and path.name != "pyscript.json" and not SKIP_WEB.search(path.name):
                shutil.copy2(path, stage / path.name)
        prerender_home(stage)
        _zip_dir(WEB / "spelkast_ui", stage / "spelkast_ui.zip", "spelkast_ui")
        with tempfile.TemporaryDirectory() as tmp:
            write_pyscript_config(stage, build_wheel(Path(tmp)))
        vendor_pyodide(rt, stage / "vendor" / "pyodide")
        vendor_pyscript(rt, stage / "vendor" / "pyscript")
        shutil.copy2(ROOT / "manifest.json", stage / "manifest.json")
        shutil.copytree(ROOT / "assets", stage / "assets", ignore=shutil.ignore_patterns(".*"))
        bid = write_service_worker(stage)
        # Swap in whole so a server never sees half a build.
        if dist.exists():
            old = scratch / f"dist-old-{os.getpid()}"
            dist.rename(old)
            shutil.rmtree(old)
        stage.rename(dist)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    return bid


def main() -> int:
    try:
        bid = build()
    except (BuildError, FetchError) as exc:
        print(f"build_dist: {exc}", file=sys.stderr)
        return 1
    sizes = sorted(((p.stat().st_size, p) for p in DIST.rglob("*") if p.is_file()), reverse=True)
    total = sum(s for s, _ in sizes)
    print(f"dist/ build {bid}: {len(sizes)} files, {total / 1e6:.2f} MB")
    for size, path in sizes[:5]:
        print(f"  {size / 1e6:7.2f} MB  {path.relative_to(DIST)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
