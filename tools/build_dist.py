"""Assemble dist/: the installable offline app, served as static files.

Layout (every file is precached by the service worker):
  index.html app.css boot.js main.py  web/ files as they are; index.html gets the home screen
                                      prerendered in every language (tools/prerender.py)
                                      and a <link> to every web/*.css it does not link yet
                                      (a game's own stylesheet is found by being there)
  python.mjs                          PyScript's interpreter module (wraps loadPyodide, starts
                                      from a memory snapshot); the snapshot key and the two
                                      files below are written into it
  pyscript.json                       rewritten: python.mjs as the interpreter
  spelkast_ui.zip                     web/spelkast_ui/, unpacked by python.mjs
  wheels/<hash>/pyengine-*.whl        engine wheel built from pyproject.toml, unpacked into
                                      site-packages by python.mjs (no micropip at run time)
  vendor/pyodide/                     only the Pyodide files the app loads, and a lock with
                                      no packages; python_stdlib.zip trimmed to the modules
                                      the app can import (tools/stdlib_trim.py)
  vendor/pyscript/                    only the PyScript modules the app loads, and its
                                      Python package's sources (stdlib.js)
  vendor/qr/                          npm qr (pinned): draws and reads the codes that join a
                                      table across devices (web/net.js)
  manifest.json                       web app manifest with a shortcut per game
                                      (tools/app_manifest.py: from the specs)
  assets/ service-worker.js           (build id and precache list injected)
  <file>.gz <file>.br                 precompressed copies for servers that can send them
                                      (tools/serve.py does); not precached, not in the id

Builds are reproducible (fixed zip timestamps), so the build id -- a hash of every shipped
byte -- only changes when something the browser would see changes.
"""

from __future__ import annotations

import gzip
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
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import stdlib_trim
from app_manifest import manifest_text
from fetch_runtime import FetchError, Runtime, ensure_runtime
from prerender import PrerenderError, prerender_file

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
# SPELKAST_DIST lets parallel work (several checkouts of one tree) build side by side.
DIST = Path(os.environ.get("SPELKAST_DIST") or ROOT / "dist")

# 1980-01-01, the earliest zip timestamp: makes the engine wheel and the UI zip reproducible.
SOURCE_DATE_EPOCH = 315532800
ZIP_DATE = (1980, 1, 1, 0, 0, 0)

INTERPRETER = "./python.mjs"
# What a memory snapshot depends on besides the engine and the UI (python.mjs).
SNAPSHOT_INPUTS = ("python.mjs", "snapshot-worker.mjs", "unzip.mjs", "vendor/pyscript/stdlib.js")
PYSCRIPT_PYTHON = "pyscript.js"  # src/stdlib/pyscript.js in its tarball
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
    # Keep only the packages that are shipped (today none: python.mjs unpacks the engine and
    # the UI itself) with their real file names and hashes, so nothing can ask for a wheel
    # that is missing and loadPackage's integrity check passes.
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


def trim_stdlib(dist: Path) -> None:
    """Keep only the standard library the app can import (tools/stdlib_trim.py)."""
    sources = [*(ROOT / "pyengine").rglob("*.py"), *WEB.rglob("*.py")]
    roots = stdlib_trim.roots_of(sources, (dist / "vendor" / "pyscript").glob("core-*.js"))
    stdlib_trim.trim(dist / "vendor" / "pyodide" / "python_stdlib.zip", roots)


def vendor_pyscript(rt: Runtime, dest: Path) -> None:
    found = _extract(rt.pyscript_tgz, "package/dist", PYSCRIPT_FILES, dest)
    if len(found) != len(PYSCRIPT_CHUNKS) + 1:
        raise BuildError(f"pyscript tarball: not the modules the app loads: {found}")
    # PyScript's Python package as the sources it writes (the bundle holds the same
    # strings): the snapshot worker compiles them ahead (snapshot-worker.mjs).
    if not _extract(rt.pyscript_tgz, "package/src/stdlib", (PYSCRIPT_PYTHON,), dest):
        raise BuildError(f"pyscript tarball lacks src/stdlib/{PYSCRIPT_PYTHON}")
    (dest / PYSCRIPT_PYTHON).rename(dest / "stdlib.js")


# npm qr: its encoder (index.js) draws join codes, its decoder (decode.js, which imports
# index.js) reads them where the browser has no BarcodeDetector (iPhone Safari).
QR_FILES = ("index.js", "decode.js", "LICENSE-MIT")


def vendor_qr(rt: Runtime, dest: Path) -> None:
    found = _extract(rt.libraries["qr"], "package", QR_FILES, dest)
    if len(found) != len(QR_FILES):
        raise BuildError(f"qr tarball: not the files the app loads: {found}")


def vendor_idiomorph(rt: Runtime, dest: Path) -> None:
    """The DOM morph web/morph.js loads (the page glue patches the screen with it)."""
    found = _extract(rt.libraries["idiomorph"], "package/dist", ("idiomorph.esm.js",), dest)
    if not found:
        raise BuildError("idiomorph tarball lacks dist/idiomorph.esm.js")
    licence = _extract(rt.libraries["idiomorph"], "package", ("LICENSE",), dest)
    if not licence:
        raise BuildError("idiomorph tarball lacks its LICENSE")


def write_pyscript_config(dist: Path) -> None:
    """Point PyScript at python.mjs, which loads the vendored Pyodide, the engine and the UI."""
    config: dict[str, Any] = json.loads((WEB / "pyscript.json").read_text(encoding="utf-8"))
    config["interpreter"] = INTERPRETER
    (dist / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def place_wheel(dist: Path, wheel: Path) -> str:
    """Copy the engine wheel into a folder named by its hash; returns its dist path."""
    folder = dist / "wheels" / hashlib.sha256(wheel.read_bytes()).hexdigest()[:12]
    folder.mkdir(parents=True)
    shutil.copy2(wheel, folder / wheel.name)
    return (folder / wheel.name).relative_to(dist).as_posix()


def write_python_module(dist: Path, engine: str, ui: str) -> str:
    """Write the snapshot key and the Python files into python.mjs; returns the key.

    The key hashes everything a snapshot holds: the Pyodide runtime, the engine wheel, the
    UI zip and the snapshot code itself."""
    h = hashlib.sha256()
    inputs = [
        *(f"vendor/pyodide/{name}" for name in PYODIDE_FILES),
        engine, ui, *SNAPSHOT_INPUTS,
    ]  # fmt: skip
    for rel in inputs:
        h.update(f"{rel}\0".encode())
        h.update(hashlib.sha256((dist / rel).read_bytes()).digest())
    key = h.hexdigest()[:16]
    path = dist / "python.mjs"
    files = {"engine": f"./{engine}", "ui": f"./{ui}"}
    out = fill_lines(path.read_text(encoding="utf-8"), path.name, {
        r'^const SNAPSHOT_KEY = ".*";$': f"const SNAPSHOT_KEY = {json.dumps(key)};",
        r"^const PYTHON_FILES = \{.*\};$": f"const PYTHON_FILES = {json.dumps(files)};",
    })  # fmt: skip
    path.write_text(out, encoding="utf-8")
    return key


STYLESHEET = re.compile(r'^([ \t]*)<link rel="stylesheet" href="([^"]+)">$', re.M)


def link_stylesheets(html: str, names: list[str]) -> str:
    """``html`` with a stylesheet link to each of ``names`` it does not link yet (sorted),
    after its last one: a stylesheet put in web/ is loaded without a line elsewhere."""
    found = list(STYLESHEET.finditer(html))
    if not found:
        raise BuildError("web/index.html links no stylesheet")
    missing = sorted(set(names) - {m.group(2) for m in found})
    last = found[-1]
    links = "".join(f'\n{last.group(1)}<link rel="stylesheet" href="{n}">' for n in missing)
    return html[: last.end()] + links + html[last.end() :]


def link_web_stylesheets(dist: Path) -> None:
    index = dist / "index.html"
    names = [p.name for p in dist.glob("*.css")]
    html = link_stylesheets(index.read_text(encoding="utf-8"), names)
    index.write_text(html, encoding="utf-8")


def prerender_home(dist: Path) -> None:
    """Home in every language into index.html, drawn by the real UI (tools/prerender.py)."""
    try:
        prerender_file(dist / "index.html")
    except PrerenderError as exc:
        raise BuildError(f"prerendering the home screen failed: {exc}") from exc


def shipped_files(dist: Path) -> list[str]:
    # .br/.gz copies are written later and never precached; left out here all the same, so
    # neither the precache list nor the build id can ever depend on them.
    return sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.name != "service-worker.js" and p.suffix not in COMPRESSED_SUFFIXES
    )


def build_id(dist: Path, files: list[str], sw_template: str) -> str:
    h = hashlib.sha256(sw_template.encode())
    for rel in files:
        h.update(f"{rel}\0".encode())
        h.update(hashlib.sha256((dist / rel).read_bytes()).digest())
    return h.hexdigest()[:12]


def _literal(text: str, _match: re.Match[str]) -> str:
    return text


def fill_lines(text: str, name: str, lines: dict[str, str]) -> str:
    """Replace the one line matching each pattern (the build's values in a template)."""
    for pattern, value in lines.items():
        # A callable replacement: the JSON may hold backslashes re.sub would interpret.
        text, n = re.subn(pattern, partial(_literal, value), text, count=1, flags=re.M)
        if n != 1:
            raise BuildError(f"{name} lacks a line matching {pattern}")
    return text


def write_service_worker(dist: Path) -> str:
    template = (ROOT / "service-worker.js").read_text(encoding="utf-8")
    files = shipped_files(dist)
    bid = build_id(dist, files, template)
    out = fill_lines(template, "service-worker.js", {
        r'^const BUILD_ID = ".*";$': f"const BUILD_ID = {json.dumps(bid)};",
        r"^const PRECACHE = \[.*\];$": f"const PRECACHE = {json.dumps(files)};",
    })  # fmt: skip
    (dist / "service-worker.js").write_text(out, encoding="utf-8")
    return bid


# --- Precompressed copies (issue 17) --------------------------------------------------------
# A server that finds <file>.br or <file>.gz next to a file may send it with Content-Encoding
# (nginx gzip_static/brotli_static, Caddy's precompressed, tools/serve.py). They are written
# after the service worker, so they are neither precached nor part of the build id: the
# browser decodes them, the worker caches the decoded file under its own name.
TEXT_SUFFIXES = frozenset((".mjs", ".js", ".json", ".html", ".css", ".py", ".txt", ".svg"))
# WebAssembly compresses well but is binary; zip archives (wheels, the UI and stdlib zips)
# are deflated inside already, so a copy is kept only if it really saves something.
BINARY_SUFFIXES = frozenset((".wasm",))
ARCHIVE_SUFFIXES = frozenset((".whl", ".zip"))
ARCHIVE_MIN_SAVING = 0.10
COMPRESSED_SUFFIXES = (".br", ".gz")
# brotli at quality 11 takes 25-40 s for Pyodide's wasm, the same file in every build and
# every checkout: outputs are cached by content hash in the user's cache, shared by all
# checkouts (a clean clone builds in seconds). SPELKAST_CACHE moves it.
USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "spelkast"
COMPRESS_CACHE = Path(os.environ.get("SPELKAST_CACHE") or USER_CACHE) / "compressed"


def _cached_compress(data: bytes, kind: str, compress: Callable[[bytes], bytes]) -> bytes:
    key = f"{hashlib.sha256(data).hexdigest()}.{kind}"
    cached = COMPRESS_CACHE / key
    if cached.is_file():
        return cached.read_bytes()
    out = compress(data)
    COMPRESS_CACHE.mkdir(parents=True, exist_ok=True)
    # Write then rename: builds of several checkouts share the cache.
    tmp = cached.with_name(f"{key}.{os.getpid()}.tmp")
    tmp.write_bytes(out)
    tmp.replace(cached)
    return out


def _gzip(data: bytes) -> bytes:
    # mtime 0 and no file name in the header: the same input always gives the same bytes.
    return gzip.compress(data, compresslevel=9, mtime=0)


def _brotli(data: bytes, *, text: bool) -> bytes:
    try:
        import brotli  # the build's only third-party import: requirements-dev.txt
    except ImportError as exc:
        raise BuildError("the brotli package is missing; run `make setup`") from exc
    mode = brotli.MODE_TEXT if text else brotli.MODE_GENERIC
    out: bytes = brotli.compress(data, mode=mode, quality=11)
    return out


def compress_dist(dist: Path) -> list[str]:
    """Write <file>.gz and <file>.br next to each compressible file where they are smaller
    (archives: at least ARCHIVE_MIN_SAVING smaller); returns the paths written."""
    written = []
    for path in sorted(dist.rglob("*")):
        suffix = path.suffix.lower()
        if not path.is_file() or suffix in COMPRESSED_SUFFIXES:
            continue
        if suffix not in TEXT_SUFFIXES | BINARY_SUFFIXES | ARCHIVE_SUFFIXES:
            continue
        data = path.read_bytes()
        limit = len(data) * (1 - ARCHIVE_MIN_SAVING) if suffix in ARCHIVE_SUFFIXES else len(data)
        text = suffix in TEXT_SUFFIXES
        for ext, compress in ((".gz", _gzip), (".br", partial(_brotli, text=text))):
            out = _cached_compress(data, ext[1:], compress)
            if len(out) < limit:
                target = path.with_name(path.name + ext)
                target.write_bytes(out)
                # The original's time: a server's Last-Modified is the same for every encoding.
                os.utime(target, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns))
                written.append(target.relative_to(dist).as_posix())
    return written


def smallest_transfer(dist: Path) -> int:
    """Bytes of every file in its smallest form: what a compressing server sends."""
    total = 0
    for path in dist.rglob("*"):
        if path.is_file() and path.suffix not in COMPRESSED_SUFFIXES:
            forms = [path.with_name(path.name + ext) for ext in COMPRESSED_SUFFIXES]
            total += min(p.stat().st_size for p in [path, *forms] if p.is_file())
    return total


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
        link_web_stylesheets(stage)
        prerender_home(stage)
        _zip_dir(WEB / "spelkast_ui", stage / "spelkast_ui.zip", "spelkast_ui")
        with tempfile.TemporaryDirectory() as tmp:
            engine = place_wheel(stage, build_wheel(Path(tmp)))
        write_pyscript_config(stage)
        vendor_pyodide(rt, stage / "vendor" / "pyodide")
        vendor_pyscript(rt, stage / "vendor" / "pyscript")
        vendor_qr(rt, stage / "vendor" / "qr")
        vendor_idiomorph(rt, stage / "vendor" / "idiomorph")
        trim_stdlib(stage)
        write_python_module(stage, engine, "spelkast_ui.zip")
        (stage / "manifest.json").write_text(manifest_text(), encoding="utf-8")
        shutil.copytree(ROOT / "assets", stage / "assets", ignore=shutil.ignore_patterns(".*"))
        bid = write_service_worker(stage)
        compress_dist(stage)
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
    files = [p for p in DIST.rglob("*") if p.is_file() and p.suffix not in COMPRESSED_SUFFIXES]
    sizes = sorted(((p.stat().st_size, p) for p in files), reverse=True)
    total = sum(s for s, _ in sizes)
    print(f"dist/ build {bid}: {len(sizes)} files, {total / 1e6:.2f} MB")
    print(f"  {smallest_transfer(DIST) / 1e6:.2f} MB as brotli/gzip where smaller (.br/.gz copies)")
    for size, path in sizes[:5]:
        print(f"  {size / 1e6:7.2f} MB  {path.relative_to(DIST)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
