"""Spelkast in the browser: the file PyScript runs (index.html).

It only marks the moment and starts the page glue, ``spelkast_ui.page``: a package like the
rest of the UI, typed and checked, whose code a warm start finds compiled ahead
(python.mjs) instead of compiling this file's 900 lines on every start.
"""

from __future__ import annotations

from pyscript import window

# Performance marks let the start-up bench split runtime time from app time.
window.performance.mark("spelkast:main-start")

from spelkast_ui.page.app import main  # noqa: E402

await main()  # noqa: F704 (PyScript runs main.py with top-level await)
