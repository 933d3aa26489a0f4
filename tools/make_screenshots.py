"""Make the install sheet's pictures from the real app: screenshots and shortcut icons.

Builds a dist (tools/build_dist.py, into SPELKAST_DIST or dist/), serves it, and drives
Debian's chromium through Playwright to a few real screens -- the home screen and games in
play -- at a phone's size (form_factor "narrow") and a tablet's ("wide"), then draws one
small icon per game for the manifest's shortcuts. Writes

  assets/screenshots/<name>.png   the screenshots manifest.json names, with their labels
  assets/shortcuts/<game>.png     96x96, one per game shortcut (the letters and colour of
                                  its cover's ICON; the build's manifest names it,
                                  tools/app_manifest.py)

and checks that manifest.json names exactly these screenshots at these sizes. The PNGs are
committed; run again when the screens change (`python tools/make_screenshots.py`).
``--icons`` draws only the shortcut icons of the games that have none yet (no build, no
server: a new game's icon), or of the games named.

``--docs`` makes the documentation's pictures instead: every game (or those named) in the
middle of a game (tools/screenshot_scenes.py: a save played by computers up to the
person's turn, opened in the app with "Continue"), on a phone (360x640) and a tablet
lying (1024x768) and standing (768x1024), in Dutch and English:

  docs/screenshots/<game>-<width>x<height>-<lang>.png   and an index, README.md

(`python tools/make_screenshots.py --docs qwinto schocken --langs en --sizes 1024x768`
makes a few; `--no-build` serves the dist/ already built.)
PNGs are stored as small as zlib's best compression of a reduced palette makes them
(no imaging library: pure Python, see ``shrink_png``).
"""

from __future__ import annotations

import argparse
import json
import os
import struct
import subprocess
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

from browser_support import CHROMIUM, CHROMIUM_ARGS, wait_ready  # noqa: E402
from screenshot_scenes import SCENES, continue_game, place_scenes  # noqa: E402
from serve import serve_in_thread  # noqa: E402

DIST = Path(os.environ.get("SPELKAST_DIST") or ROOT / "dist")
SHOTS = ROOT / "assets" / "screenshots"
ICONS = ROOT / "assets" / "shortcuts"
ICON_SIZE = 96
SEED = 7


@dataclass(frozen=True)
class Shot:
    name: str
    form: str  # "narrow" (phone) or "wide" (tablet)
    game: str | None  # None: the home screen
    steps: tuple[str, ...]  # selectors tapped in turn after the start (waiting in between)
    label: str


PHONE = {"width": 360, "height": 640, "scale": 2}
TABLET = {"width": 1280, "height": 800, "scale": 1}
# Three colours thrown: the dice and the sum the install sheet shows.
QWINTO_THROW = (
    *(f"[data-act=colour][data-arg={c}]" for c in ("orange", "yellow", "purple")),
    "[data-act=roll]",
)
SHOT_LIST = (
    Shot("home-phone", "narrow", None, (), "The games on the home screen"),
    Shot("schocken-phone", "narrow", "schocken", ("[data-act=roll]",), "Schocken: your throw"),
    Shot(
        "qwinto-phone",
        "narrow",
        "qwinto",
        QWINTO_THROW,
        "Qwinto: a throw and your score sheet",
    ),
    Shot("home-tablet", "wide", None, (), "The games on the home screen"),
    Shot(
        "qwinto-tablet",
        "wide",
        "qwinto",
        QWINTO_THROW,
        "Qwinto: a throw and everybody's sheet",
    ),
    Shot("cui-bono-tablet", "wide", "cui-bono", (), "Cui bono?: the dice pyramid"),
)


def icon_marks() -> dict[str, tuple[str, str]]:
    """One mark per game on its shortcut icon: letters of its name on a tile in its own
    colour, as its cover says (``ICON`` in web/spelkast_ui/games/<g>/cover.py)."""
    sys.path[:0] = [str(ROOT / "web"), str(ROOT)]
    from spelkast_ui.app.catalog import icon_mark, playable

    return {game: icon_mark(game) for game in playable()}


# -- PNG: read, reduce, write (no imaging library) -----------------------------------------
def _chunks(data: bytes) -> dict[bytes, bytes]:
    out: dict[bytes, bytes] = {}
    pos = 8
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        out[kind] = out.get(kind, b"") + data[pos + 8 : pos + 8 + length]
        pos += 12 + length
    return out


def _unfilter(raw: bytes, width: int, height: int, bpp: int) -> list[bytearray]:
    rows: list[bytearray] = []
    stride = width * bpp
    prev = bytearray(stride)
    pos = 0
    for _ in range(height):
        kind = raw[pos]
        line = bytearray(raw[pos + 1 : pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        prev = line
    return rows


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def shrink_png(path: Path, levels: int = 32) -> None:
    """Store an RGB(A) screenshot as an 8-bit palette PNG: each channel rounded to
    ``levels`` steps (flat UI colours survive, text edges keep enough shades), at most 256
    colours (the rarest merged into their nearest), compressed as hard as zlib can."""
    data = path.read_bytes()
    chunks = _chunks(data)
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: not a plain 8-bit RGB(A) PNG")
    bpp = 3 if colour == 2 else 4
    rows = _unfilter(zlib.decompress(chunks[b"IDAT"]), width, height, bpp)
    step = 255 / (levels - 1)
    snap = bytes(round(round(v / step) * step) for v in range(256))
    pixels: list[list[tuple[int, int, int]]] = []
    counts: dict[tuple[int, int, int], int] = {}
    for line in rows:
        row = []
        for x in range(width):
            i = x * bpp
            px = (snap[line[i]], snap[line[i + 1]], snap[line[i + 2]])
            row.append(px)
            counts[px] = counts.get(px, 0) + 1
        pixels.append(row)
    common = sorted(counts, key=lambda c: -counts[c])
    palette = common[:256]
    index = {c: i for i, c in enumerate(palette)}
    for c in common[256:]:  # a rare colour becomes its nearest kept one
        index[c] = min(
            range(len(palette)),
            key=lambda i: sum((a - b) ** 2 for a, b in zip(c, palette[i], strict=True)),
        )
    raw = bytearray()
    for row in pixels:
        raw.append(0)
        raw.extend(index[px] for px in row)
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    plte = b"".join(bytes(c) for c in palette)
    out = (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"PLTE", plte)
        + _chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + _chunk(b"IEND", b"")
    )
    if len(out) < len(data):
        path.write_bytes(out)


def png_size(path: Path) -> tuple[int, int]:
    width, height = struct.unpack(">II", path.read_bytes()[16:24])
    return width, height


# -- the app -------------------------------------------------------------------------------
def _icon_html(mark: str, colour: str) -> str:
    size = ICON_SIZE
    return (
        "<!doctype html><html><body style='margin:0;background:transparent'>"
        f"<div style='width:{size}px;height:{size}px;border-radius:20px;background:{colour};"
        "display:flex;align-items:center;justify-content:center;color:#fff;"
        "font:700 44px/1 system-ui,sans-serif;letter-spacing:-1px'>"
        f"{mark}</div></body></html>"
    )


def make(browser_url: str) -> list[Path]:
    from playwright.sync_api import sync_playwright

    written = []
    SHOTS.mkdir(parents=True, exist_ok=True)
    ICONS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for shot in SHOT_LIST:
            size = PHONE if shot.form == "narrow" else TABLET
            context = browser.new_context(
                viewport={"width": size["width"], "height": size["height"]},
                device_scale_factor=size["scale"],
                reduced_motion="reduce",  # dice at rest, no half-drawn tumble
                service_workers="block",
            )
            page = context.new_page()
            page.goto(f"{browser_url}?lang=en&seed={SEED}&pace=0")
            wait_ready(page)
            if shot.game is not None:
                page.click(f"[data-act=new][data-arg={shot.game}]")
                page.click("[data-act=start]")
                page.wait_for_selector(".screen-game")
                page.wait_for_timeout(1500)  # the computers' first moves, a build
                for step in shot.steps:
                    page.click(step)
                    page.wait_for_timeout(800)
            page.evaluate("document.activeElement && document.activeElement.blur()")
            page.evaluate("window.scrollTo(0, 0)")
            out = SHOTS / f"{shot.name}.png"
            page.screenshot(path=str(out))
            context.close()
            shrink_png(out)
            written.append(out)
        written += _draw_icons(browser, icon_marks())
        browser.close()
    return written


def _draw_icons(browser: Any, marks: dict[str, tuple[str, str]]) -> list[Path]:
    written = []
    context = browser.new_context(viewport={"width": ICON_SIZE, "height": ICON_SIZE})
    page = context.new_page()
    for game, (mark, colour) in marks.items():
        page.set_content(_icon_html(mark, colour))
        out = ICONS / f"{game}.png"
        page.screenshot(path=str(out), omit_background=True)
        written.append(out)
    context.close()
    return written


def make_icons(games: list[str]) -> list[Path]:
    """The shortcut icons of ``games``, else of every game that has none yet."""
    from playwright.sync_api import sync_playwright

    marks = icon_marks()
    wanted = games or [g for g in marks if not (ICONS / f"{g}.png").is_file()]
    ICONS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        written = _draw_icons(browser, {g: marks[g] for g in wanted})
        browser.close()
    return written


def check_manifest() -> list[str]:
    """What in manifest.json does not match the pictures made here."""
    manifest = json.loads((ROOT / "manifest.json").read_text(encoding="utf-8"))
    faults = []
    named = {s["src"]: s for s in manifest.get("screenshots", [])}
    for shot in SHOT_LIST:
        src = f"assets/screenshots/{shot.name}.png"
        entry = named.pop(src, None)
        if entry is None:
            faults.append(f"manifest lacks screenshot {src}")
            continue
        width, height = png_size(ROOT / src)
        if entry.get("sizes") != f"{width}x{height}" or entry.get("form_factor") != shot.form:
            faults.append(f"{src}: manifest says {entry.get('sizes')} {entry.get('form_factor')}")
        if entry.get("label") != shot.label:
            faults.append(f"{src}: label should be {shot.label!r}")
    faults += [f"manifest names a screenshot not made here: {src}" for src in named]
    return faults


# -- the documentation's pictures (--docs) -----------------------------------------------
DOCS = ROOT / "docs" / "screenshots"
DOC_SIZES = ("360x640", "1024x768", "768x1024")
DOC_SIZE_NAMES = {
    "360x640": "phone",
    "1024x768": "tablet, landscape",
    "768x1024": "tablet, portrait",
}
LANGS = ("nl", "en")
# Resolves once nothing in #app has changed for ``quiet`` ms (the computers' moves, a
# drawing after a resize), or after ``most`` ms whatever happens.
SETTLED = """([quiet, most]) => new Promise(done => {
  let timer = setTimeout(finish, quiet);
  const cap = setTimeout(finish, most);
  const watch = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(finish, quiet);
  });
  const all = {childList: true, subtree: true, attributes: true};
  watch.observe(document.getElementById('app'), all);
  function finish() { watch.disconnect(); clearTimeout(timer); clearTimeout(cap); done(); }
})"""


def doc_name(game: str, size: str, lang: str) -> str:
    return f"{game}-{size}-{lang}.png"


def settle(page: Any, quiet_ms: int = 400, most_ms: int = 8000) -> None:
    page.evaluate(SETTLED, [quiet_ms, most_ms])


def make_docs(browser_url: str, games: list[str], sizes: list[str], langs: list[str]) -> list[Path]:
    """One page per language: every game's scene saved in it, each opened with "Continue"
    and pictured at every size, then home again."""
    from playwright.sync_api import sync_playwright

    written = []
    DOCS.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in sizes[0].split("x"))
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for lang in langs:
            context = browser.new_context(
                viewport={"width": width, "height": height},
                reduced_motion="reduce",
                service_workers="block",
            )
            ids = place_scenes(context, list(games), lang)
            page = context.new_page()
            page.goto(f"{browser_url}?lang={lang}&pace=0")
            wait_ready(page)
            for game, gid in zip(games, ids, strict=True):
                continue_game(page, gid)
                for size in sizes:
                    w, h = (int(v) for v in size.split("x"))
                    page.set_viewport_size({"width": w, "height": h})
                    settle(page)
                    page.evaluate("document.activeElement && document.activeElement.blur()")
                    page.evaluate("window.scrollTo(0, 0)")
                    out = DOCS / doc_name(game, size, lang)
                    page.screenshot(path=str(out))
                    shrink_png(out)
                    written.append(out)
                page.locator("#app .btn-back").first.click()
                page.wait_for_selector("#app .screen-home")
            context.close()
        browser.close()
    write_docs_index()
    return written


def write_docs_index() -> Path:
    """docs/screenshots/README.md: the pictures there, per game, size and language."""
    lines = [
        "# Screenshots",
        "",
        "Made by `python tools/make_screenshots.py --docs` from the built app: each game in",
        "the middle (tools/screenshot_scenes.py), on a phone and on a tablet lying and",
        "standing, in Dutch and English. Run it again when a screen changes.",
        "",
        "| game | what it shows | " + " | ".join(DOC_SIZE_NAMES[s] for s in DOC_SIZES) + " |",
        "|---|---|" + "---|" * len(DOC_SIZES),
    ]
    for game, scene in SCENES.items():
        cells = []
        for size in DOC_SIZES:
            links = [
                f"[{size} {lang}]({doc_name(game, size, lang)})"
                for lang in LANGS
                if (DOCS / doc_name(game, size, lang)).is_file()
            ]
            cells.append(", ".join(links) or "-")
        if any(cell != "-" for cell in cells):
            lines.append(f"| {game} | {scene.shows} | " + " | ".join(cells) + " |")
    index = DOCS / "README.md"
    index.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return index


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", action="store_true", help="the documentation's pictures")
    parser.add_argument("--icons", action="store_true", help="only the shortcut icons")
    parser.add_argument("games", nargs="*", help="--docs: these games only (default: all)")
    parser.add_argument("--langs", default=",".join(LANGS), help="--docs: e.g. nl,en")
    parser.add_argument("--sizes", default=",".join(DOC_SIZES), help="--docs: e.g. 1024x768")
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    args = parser.parse_args()
    unknown = [g for g in args.games if g not in SCENES]
    if unknown or (args.games and not (args.docs or args.icons)):
        known = ", ".join(SCENES)
        parser.error(f"games only with --docs or --icons, one of {known}; not {unknown}")
    return args


def main() -> int:
    args = _arguments()
    if args.icons:
        for path in make_icons(args.games):
            print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")
        return 0
    if not args.no_build:
        env = dict(os.environ, SPELKAST_DIST=str(DIST))
        build = [sys.executable, str(ROOT / "tools" / "build_dist.py")]
        subprocess.run(build, check=True, env=env)
    server, url = serve_in_thread(DIST)
    try:
        if args.docs:
            made = make_docs(
                url, args.games or list(SCENES), args.sizes.split(","), args.langs.split(",")
            )
        else:
            made = make(url)
        for path in made:
            width, height = png_size(path)
            print(f"{path.relative_to(ROOT)}: {width}x{height}, {path.stat().st_size} bytes")
    finally:
        server.shutdown()
    if args.docs:
        return 0
    faults = check_manifest()
    for fault in faults:
        print(f"make_screenshots: {fault}", file=sys.stderr)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
