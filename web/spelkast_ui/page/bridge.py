"""Small bridges between Python and the page's JavaScript values."""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import to_js
from pyscript import window

try:  # Pyodide 0.28+ gives JavaScript's null as a distinct value, not None
    from pyodide.ffi import jsnull as _jsnull
except ImportError:  # pragma: no cover - older Pyodide
    _jsnull = None
JS_NULL: Any = _jsnull


def no_scroll() -> Any:
    """Options for focus() that leave the page where it is."""
    return to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries)


def nullable(value: Any) -> Any:
    """A JavaScript value with null and undefined as None."""
    return None if value is None or value is JS_NULL else value


def text_of(value: Any) -> str | None:
    value = nullable(value)
    return None if value is None else str(value)


def int_param(params: Any, name: str) -> int | None:
    raw = nullable(params.get(name))
    if raw is None:
        return None
    try:
        value = int(str(raw))
    except ValueError:
        return None
    return value if 0 <= value < 2**64 else None  # seeds are 64-bit (pyengine bad_seed)


_tasks: set[Any] = set()  # running promises: a task nobody holds may vanish


def when_done(promise: Any, then: Callable[[Any], None]) -> None:
    """Run ``then(result)`` once the JavaScript promise settles (``None`` if it failed)."""

    async def wait() -> None:
        try:
            result = await promise
        except Exception:
            window.console.error(traceback.format_exc())
            result = None
        then(result)

    task = asyncio.ensure_future(wait())
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)
