"""Serve dist/ like production would: right MIME types, the CSP header, no stale worker,
and the build's precompressed .br/.gz copies to clients that accept them.

Usage: python tools/serve.py [--port 8000] [--host 127.0.0.1] [--dir dist] [--no-compress]
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import email.utils
import os
import sys
import threading
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO, ClassVar
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
# The same override as tools/build_dist.py, so bench and `serve` find a dist built elsewhere.
DIST = Path(os.environ.get("SPELKAST_DIST") or ROOT / "dist")

# The policy for the <meta http-equiv="Content-Security-Policy"> in web/index.html
# (tests/browser/test_pwa.py checks they are equal), found by running the app under it:
# - 'wasm-unsafe-eval': Pyodide compiles its WebAssembly;
# - 'unsafe-eval': PyScript 0.7 builds its worker hook functions with Function() at start-up
#   even on the main thread (core-*.js); without it Python never runs.
# Styles, images, fetches and workers stay same-origin; nothing inline is allowed.
# No manifest-src: WebKit (Safari) does not know it and logs a security error on every
# load; the manifest falls back to default-src 'self' where it is known, the same rule.
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; "
    "style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'none'"
)
# frame-ancestors only works as a header (a <meta> with it logs a console error).
CSP_HEADER = CSP + "; frame-ancestors 'none'"

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".png": "image/png",
    ".py": "text/x-python; charset=utf-8",
    ".svg": "image/svg+xml",
    ".txt": "text/plain; charset=utf-8",
    # The encoded copies themselves, when asked for by name: opaque bytes, not decoded.
    ".br": "application/octet-stream",
    ".gz": "application/gzip",
}

# Content codings of the precompressed copies tools/build_dist.py writes, best first.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted_codings(header: str) -> dict[str, float]:
    """Accept-Encoding as {coding: q}; "*" stands for any coding not named."""
    out: dict[str, float] = {}
    for item in header.split(","):
        name, *params = (part.strip() for part in item.split(";"))
        if not name:
            continue
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0  # a malformed weight: do not risk sending what was not asked for
        name = name.lower()
        out["gzip" if name == "x-gzip" else name] = q
    return out


def pick_coding(header: str | None, available: list[str]) -> str | None:
    """The coding to send, of those available (in preference order), or None for the
    file as it is. Only codings the client names (or covers with *) with q > 0 qualify."""
    if not header:
        return None
    accepted = accepted_codings(header)
    best: tuple[float, str] | None = None
    for coding in available:
        q = accepted.get(coding, accepted.get("*", 0.0))
        if q > 0 and (best is None or q > best[0]):
            best = (q, coding)
    return best[1] if best else None


class Handler(SimpleHTTPRequestHandler):
    # Keep-alive, as real servers do: the app makes ~30 requests on a first visit.
    protocol_version = "HTTP/1.1"
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME}  # noqa: RUF012
    # Extra URL prefixes served from other directories (the bench page, not part of dist/).
    mounts: ClassVar[dict[str, Path]] = {}

    def translate_path(self, path: str) -> str:
        for prefix, directory in self.mounts.items():
            if path.startswith(prefix):
                inner = SimpleHTTPRequestHandler.translate_path(self, "/" + path[len(prefix) :])
                return str(directory / Path(inner).relative_to(self.directory))
        return super().translate_path(path)

    # Off for a server that sends every file as it is (bench's uncompressed first visit).
    precompressed: ClassVar[bool] = True

    def _file_path(self) -> Path | None:
        """The regular file a GET/HEAD names (a directory's index.html), or None where the
        base class answers: redirects, listings, missing files."""
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not urlsplit(self.path).path.endswith("/"):
                return None
            path = path / "index.html"
        elif self.path.split("?", 1)[0].endswith("/"):
            return None
        return path if path.is_file() else None

    def send_head(self) -> BinaryIO | None:
        path = self._file_path()
        if path is None or path.suffix in (".br", ".gz"):
            head: BinaryIO | None = super().send_head()
            return head
        variants = {}
        if self.precompressed:
            written = path.stat().st_mtime_ns
            for name, ext in ENCODINGS:
                variant = path.with_name(path.name + ext)
                # The build gives a copy its file's time; an older copy is stale (the file
                # was changed in place after the build, as the update tests do): skip it.
                if variant.is_file() and variant.stat().st_mtime_ns >= written:
                    variants[name] = variant
        coding = pick_coding(self.headers.get("Accept-Encoding"), list(variants))
        body = variants[coding] if coding else path
        f = body.open("rb")
        try:
            # One Last-Modified for every encoding of a file, so a revalidation made with
            # one encoding's date is answered right whichever encoding comes next.
            mtime = max(p.stat().st_mtime for p in [path, *variants.values()])
            if self._not_modified(mtime):
                self.send_response(HTTPStatus.NOT_MODIFIED)
                if variants:
                    self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                f.close()
                return None
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(str(path)))
            if coding:
                self.send_header("Content-Encoding", coding)
            if variants:
                # Caches must not hand a brotli body to a client that did not ask for it.
                self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
            self.send_header("Last-Modified", self.date_time_string(mtime))
            self.end_headers()
            return f
        except BaseException:
            f.close()
            raise

    def _not_modified(self, mtime: float) -> bool:
        """If-Modified-Since as the base class reads it (ignored next to If-None-Match)."""
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            ims = email.utils.parsedate_to_datetime(since)
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if ims.tzinfo is None:
            ims = ims.replace(tzinfo=datetime.UTC)
        return int(mtime) <= ims.timestamp()

    def guess_type(self, path: str | Any) -> str:
        if str(path).endswith("manifest.json"):
            return "application/manifest+json"
        return super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", CSP_HEADER)
        # Revalidate everything: the service worker is the app's cache, not the HTTP cache,
        # and a stale service-worker.js would hide a new build.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        # Quiet: only failures are worth a line.
        if len(args) >= 2 and str(args[1])[:1] in "45":
            sys.stderr.write(f"{self.address_string()} {format % args}\n")


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that closes a tab mid-download is no fault: no traceback for it.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    directory: Path = DIST, host: str = "127.0.0.1", port: int = 8000,
    mounts: dict[str, Path] | None = None, *, precompressed: bool = True,
) -> ThreadingHTTPServer:  # fmt: skip
    """A server for directory; port 0 picks a free port (see server.server_address).
    precompressed=False never sends the .br/.gz copies in place of a file."""
    handler = type(
        "MountedHandler", (Handler,),
        {"mounts": dict(mounts or {}), "precompressed": precompressed},
    )  # fmt: skip
    return _Server((host, port), partial(handler, directory=str(directory)))


def serve_in_thread(
    directory: Path = DIST, mounts: dict[str, Path] | None = None, *, precompressed: bool = True
) -> tuple[ThreadingHTTPServer, str]:
    """Start a server on a free port in a daemon thread; returns it and its base URL."""
    server = make_server(directory, port=0, mounts=mounts, precompressed=precompressed)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host!s}:{port}/"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=DIST)
    parser.add_argument("--no-compress", action="store_true", help="never send the .br/.gz copies")
    args = parser.parse_args()
    if not (args.dir / "index.html").is_file():
        print(f"serve: {args.dir}/index.html missing; run `make dist` first", file=sys.stderr)
        return 1
    with make_server(args.dir, args.host, args.port, precompressed=not args.no_compress) as server:
        print(f"Serving {args.dir} on http://{args.host}:{args.port}/ (Ctrl-C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
