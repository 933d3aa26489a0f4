"""Serve dist/ like production would: right MIME types, the CSP header, no stale worker.

Usage: python tools/serve.py [--port 8000] [--host 127.0.0.1] [--dir dist]
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"

# The policy for the <meta http-equiv="Content-Security-Policy"> in web/index.html
# (tests/browser/test_pwa.py checks they are equal), found by running the app under it:
# - 'wasm-unsafe-eval': Pyodide compiles its WebAssembly;
# - 'unsafe-eval': PyScript 0.7 builds its worker hook functions with Function() at start-up
#   even on the main thread (core-*.js); without it Python never runs.
# Styles, images, fetches and workers stay same-origin; nothing inline is allowed.
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; "
    "style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; "
    "manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"
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
}


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


def make_server(
    directory: Path = DIST, host: str = "127.0.0.1", port: int = 8000,
    mounts: dict[str, Path] | None = None,
) -> ThreadingHTTPServer:  # fmt: skip
    """A server for directory; port 0 picks a free port (see server.server_address)."""
    handler = type("MountedHandler", (Handler,), {"mounts": dict(mounts or {})})
    server = ThreadingHTTPServer((host, port), partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def serve_in_thread(
    directory: Path = DIST, mounts: dict[str, Path] | None = None
) -> tuple[ThreadingHTTPServer, str]:
    """Start a server on a free port in a daemon thread; returns it and its base URL."""
    server = make_server(directory, port=0, mounts=mounts)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host!s}:{port}/"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=DIST)
    args = parser.parse_args()
    if not (args.dir / "index.html").is_file():
        print(f"serve: {args.dir}/index.html missing; run `make dist` first", file=sys.stderr)
        return 1
    with make_server(args.dir, args.host, args.port) as server:
        print(f"Serving {args.dir} on http://{args.host}:{args.port}/ (Ctrl-C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
