"""tools/serve.py sends the build's .br/.gz copies only to clients that ask for them, and
tools/build_dist.py writes those copies (real server on a free port, real compression)."""

from __future__ import annotations

import gzip
import http.client
import io
import os
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import brotli
import build_dist
import pytest
from serve import accepted_codings, make_server, pick_coding, serve_in_thread

# Text that compresses well, as the app's modules do.
SCRIPT = b"".join(b"export const line%d = 'spelkast dobbelen';\n" % i for i in range(400))
WASM = b"\0asm\1\0\0\0" + bytes(range(256)) * 64
PNG = os.urandom(3000)  # incompressible, and not a type that gets copies anyway


def _zip(text: bool) -> bytes:
    """A deflated zip of distinct modules (or of noise): little left for a second pass."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for i in range(20):
            body = b"".join(b"v%d = %d\n" % (j, j * j * (i + 3)) for j in range(300))
            zf.writestr(f"pkg/mod{i}.py", body if text else os.urandom(2000))
    return buf.getvalue()


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(build_dist, "COMPRESS_CACHE", tmp_path / "cache")
    root = tmp_path / "dist"
    (root / "vendor").mkdir(parents=True)
    (root / "index.html").write_text("<!doctype html><title>Spelkast</title>\n" * 50)
    (root / "app.js").write_bytes(SCRIPT)
    (root / "vendor" / "core.wasm").write_bytes(WASM)
    (root / "icon.png").write_bytes(PNG)
    (root / "tiny.json").write_text("1")
    (root / "ui.zip").write_bytes(_zip(text=True))
    (root / "noise.zip").write_bytes(_zip(text=False))
    return root


def test_copies_are_written_where_they_pay_and_decode_to_the_original(site: Path) -> None:
    written = build_dist.compress_dist(site)
    assert sorted(written) == sorted(
        f"{name}{ext}"
        for name in ("index.html", "app.js", "vendor/core.wasm")
        for ext in (".br", ".gz")
    )
    # The UI zip's deflate already does all a second pass could (<10 % more): no copies.
    assert not (site / "ui.zip.br").exists() and not (site / "noise.zip.gz").exists()
    assert not (site / "tiny.json.gz").exists()  # a gzip header is larger than the file
    assert not (site / "icon.png.br").exists()
    for rel in written:
        copy, original = site / rel, site / rel[:-3]
        decoded = brotli.decompress(copy.read_bytes()) if rel.endswith(".br") else None
        decoded = decoded or gzip.decompress(copy.read_bytes())
        assert decoded == original.read_bytes(), rel
        assert copy.stat().st_size < original.stat().st_size
        assert copy.stat().st_mtime_ns == original.stat().st_mtime_ns


def test_copies_change_neither_the_precache_list_nor_the_build_id(site: Path) -> None:
    before = build_dist.shipped_files(site)
    bid = build_dist.build_id(site, before, "template")
    build_dist.compress_dist(site)
    assert build_dist.shipped_files(site) == before
    assert build_dist.build_id(site, build_dist.shipped_files(site), "template") == bid


def test_an_archive_that_still_compresses_gets_copies(site: Path) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        for i in range(20):
            zf.writestr(f"pkg/mod{i}.py", SCRIPT)
    (site / "stored.whl").write_bytes(buf.getvalue())
    build_dist.compress_dist(site)
    assert (site / "stored.whl.br").stat().st_size < 0.9 * len(buf.getvalue())


def test_copies_are_reproducible_and_cached(site: Path, tmp_path: Path) -> None:  # noqa: ARG001 (a fixture asked for what it sets up)
    build_dist.compress_dist(site)
    first = {p.name: p.read_bytes() for p in site.rglob("*.[bg][rz]")}
    cache = build_dist.COMPRESS_CACHE
    assert len(list(cache.iterdir())) >= len(first)
    for path in cache.iterdir():
        path.unlink()
    for path in site.rglob("*.[bg][rz]"):
        path.unlink()
    build_dist.compress_dist(site)
    assert {p.name: p.read_bytes() for p in site.rglob("*.[bg][rz]")} == first
    assert gzip.decompress(first["app.js.gz"]) == SCRIPT and first["app.js.gz"][4:8] == b"\0" * 4


def test_accept_encoding_parsing() -> None:
    assert accepted_codings("gzip, deflate, br;q=0.5, x-gzip;q=0.2") == {
        "gzip": 0.2, "deflate": 1.0, "br": 0.5,
    }  # fmt: skip
    both = ["br", "gzip"]
    assert pick_coding("gzip, deflate, br, zstd", both) == "br"
    assert pick_coding("br;q=0.5, gzip", both) == "gzip"
    assert pick_coding("br;q=0, gzip;q=0", both) is None
    assert pick_coding("*", both) == "br"
    assert pick_coding("*, br;q=0", both) == "gzip"
    assert pick_coding("identity", both) is None
    assert pick_coding("br;q=bad", both) is None
    assert pick_coding("", both) is None and pick_coding(None, both) is None
    assert pick_coding("br", ["gzip"]) is None


Reply = tuple[int, dict[str, str], bytes]


@pytest.fixture
def fetch(site: Path) -> Iterator[Callable[..., Reply]]:
    build_dist.compress_dist(site)
    servers = {}

    def fetch_(
        path: str, encoding: str | None = None, *, method: str = "GET",
        precompressed: bool = True, **headers: str,
    ) -> Reply:  # fmt: skip
        if precompressed not in servers:
            servers[precompressed] = serve_in_thread(site, precompressed=precompressed)
        host, port = servers[precompressed][0].server_address[:2]
        conn = http.client.HTTPConnection(str(host), port, timeout=10)
        sent = {k.replace("_", "-"): v for k, v in headers.items()}
        if encoding is not None:
            sent["Accept-Encoding"] = encoding
        conn.request(method, path, headers=sent)
        resp = conn.getresponse()
        body = resp.read()
        conn.close()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, body

    yield fetch_
    for server, _ in servers.values():
        server.shutdown()
        server.server_close()


def _decode(headers: dict[str, str], body: bytes) -> bytes:
    coding = headers.get("content-encoding")
    if coding == "br":
        out: bytes = brotli.decompress(body)
        return out
    return gzip.decompress(body) if coding == "gzip" else body


def test_brotli_is_preferred_and_decodes_to_the_file(fetch, site: Path) -> None:
    status, headers, body = fetch("/app.js", "gzip, deflate, br, zstd")
    assert status == 200 and headers["content-encoding"] == "br"
    assert headers["content-type"] == "text/javascript; charset=utf-8"
    assert headers["vary"] == "Accept-Encoding"
    assert int(headers["content-length"]) == len(body) < len(SCRIPT)
    assert body == (site / "app.js.br").read_bytes() and _decode(headers, body) == SCRIPT
    # The start URL is index.html, compressed too.
    status, headers, body = fetch("/", "br")
    assert headers["content-encoding"] == "br" and headers["content-type"].startswith("text/html")
    assert _decode(headers, body) == (site / "index.html").read_bytes()


def test_gzip_when_brotli_is_not_accepted(fetch) -> None:
    for accept in ("gzip", "gzip, br;q=0", "x-gzip"):
        status, headers, body = fetch("/vendor/core.wasm", accept)
        assert status == 200 and headers["content-encoding"] == "gzip", accept
        assert headers["content-type"] == "application/wasm"
        assert int(headers["content-length"]) == len(body) and _decode(headers, body) == WASM


def test_the_file_itself_to_a_client_that_did_not_ask(fetch) -> None:
    for accept in (None, "", "identity", "br;q=0, gzip;q=0", "deflate"):
        status, headers, body = fetch("/app.js", accept)
        assert status == 200 and "content-encoding" not in headers, accept
        assert body == SCRIPT and headers["content-length"] == str(len(SCRIPT))
        # Still varies: a shared cache must not serve this body to a brotli client either.
        assert headers["vary"] == "Accept-Encoding"


def test_a_file_without_copies_is_sent_as_it_is(fetch) -> None:
    status, headers, body = fetch("/icon.png", "br, gzip")
    assert status == 200 and body == PNG and headers["content-type"] == "image/png"
    assert "content-encoding" not in headers and "vary" not in headers


def test_head_sends_the_chosen_encodings_headers_only(fetch, site: Path) -> None:
    status, headers, body = fetch("/app.js", "br", method="HEAD")
    assert status == 200 and body == b""
    assert headers["content-encoding"] == "br"
    assert headers["content-length"] == str((site / "app.js.br").stat().st_size)
    status, headers, body = fetch("/app.js", None, method="HEAD")
    assert body == b"" and headers["content-length"] == str(len(SCRIPT))


def test_if_modified_since_answers_304_for_every_encoding(fetch) -> None:
    _, headers, _ = fetch("/app.js", "br")
    since = headers["last-modified"]
    for accept in ("br", "gzip", None):
        status, headers, body = fetch("/app.js", accept, If_Modified_Since=since)
        assert status == 304 and body == b"", accept
        assert headers["vary"] == "Accept-Encoding" and "content-encoding" not in headers
    status, _, body = fetch("/app.js", "br", If_Modified_Since="Mon, 01 Jan 2001 00:00:00 GMT")
    assert status == 200 and _decode({"content-encoding": "br"}, body) == SCRIPT
    status, _, _ = fetch("/icon.png", "br", If_Modified_Since=since)
    assert status == 304


def test_the_copies_can_be_fetched_by_name(fetch, site: Path) -> None:
    status, headers, body = fetch("/app.js.br", "br, gzip")
    assert status == 200 and "content-encoding" not in headers
    assert body == (site / "app.js.br").read_bytes()
    assert headers["content-type"] == "application/octet-stream"
    status, headers, body = fetch("/app.js.gz", None)
    assert status == 200 and headers["content-type"] == "application/gzip"
    assert gzip.decompress(body) == SCRIPT


def test_a_server_without_precompression_never_encodes(fetch) -> None:
    status, headers, body = fetch("/app.js", "br, gzip", precompressed=False)
    assert status == 200 and body == SCRIPT
    assert "content-encoding" not in headers and "vary" not in headers


def test_missing_files_and_folders_still_work(fetch) -> None:
    assert fetch("/nope.js", "br")[0] == 404
    status, headers, _ = fetch("/vendor", "br")
    assert status == 301 and headers["location"] == "/vendor/"
    assert fetch("/app.js?lang=en", "br")[1]["content-encoding"] == "br"


def test_a_copy_older_than_its_file_is_not_sent(fetch, site: Path) -> None:
    # Changed in place after the build (as the update tests do): the copies are stale.
    (site / "app.js").write_bytes(b"export const changed = 1;\n" * 50)
    os.utime(site / "app.js.br", ns=(0, (site / "app.js").stat().st_mtime_ns - 1))
    status, headers, body = fetch("/app.js", "br, gzip")
    assert status == 200 and "content-encoding" not in headers
    assert body == b"export const changed = 1;\n" * 50


def test_a_browser_gone_mid_download_leaves_no_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A tab closed during a download breaks the pipe: normal, so nothing is printed; any
    other fault of a request still prints its traceback."""
    server = make_server(tmp_path, port=0)
    try:
        for fault in (BrokenPipeError(32, "Broken pipe"), ValueError("a real fault")):
            try:
                raise fault
            except Exception:
                server.handle_error(None, ("127.0.0.1", 1))
        err = capsys.readouterr().err
    finally:
        server.server_close()
    assert "BrokenPipeError" not in err
    assert "ValueError: a real fault" in err
