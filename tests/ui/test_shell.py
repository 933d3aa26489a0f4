"""The static app shell (web/index.html): required tags, no inline code, no other origin;
the home screen in it is the build's (tools/prerender.py), never a copy by hand."""

from __future__ import annotations

import re
from pathlib import Path

from helpers import parse

WEB = Path(__file__).resolve().parents[2] / "web"
SHELL = (WEB / "index.html").read_text(encoding="utf-8")

REQUIRED = (
    '<link rel="manifest" href="manifest.json">',
    '<link rel="apple-touch-icon" href="assets/icons/apple-touch-icon-180.png">',
    '<link rel="icon" href="assets/icons/icon-192.png">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<link rel="stylesheet" href="app.css">',
    '<script type="module" src="boot.js"></script>',
    '<script type="module" src="vendor/pyscript/core.js"></script>',
    '<script type="py" src="main.py" config="pyscript.json"></script>',
    '<script src="early.js"></script>',
    '<div id="boot-bar" class="boot-bar" role="progressbar"',
    '<p id="boot-status"',
    '<main id="app" class="app"><!-- spelkast:prerender home --></main>',
)


def test_required_tags() -> None:
    for tag in REQUIRED:
        assert tag in SHELL, tag
    tags = parse(SHELL).tags
    assert any(t == "meta" and a.get("name") == "theme-color" for t, a in tags)
    banner = [a for t, a in tags if a.get("id") == "update-banner"]
    assert banner and "hidden" in banner[0]
    html = [a for t, a in tags if t == "html"]
    assert html[0]["lang"] == "nl"
    # early.js must block: it sets <html lang> before the body is painted.
    early = [a for t, a in tags if t == "script" and a.get("src") == "early.js"]
    assert early and not {"defer", "async", "type"} & set(early[0])
    assert "game-card" not in SHELL and "data-act" not in SHELL


def test_no_inline_code_styles_or_other_origins() -> None:
    tags = parse(SHELL).tags
    for tag, attrs in tags:
        assert "style" not in attrs, tag
        assert not any(name.startswith("on") for name in attrs), (tag, attrs)
        if tag == "script":
            assert attrs.get("src"), "inline script"
    assert "<style" not in SHELL
    for text in (SHELL, (WEB / "app.css").read_text(encoding="utf-8")):
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text, re.I)
        assert "@import" not in text and "url(" not in text


def test_ui_code_stays_out_of_the_browser() -> None:
    for path in (WEB / "spelkast_ui").glob("*.py"):
        code = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+(js|pyodide|pyscript)\b", code, re.M), path
