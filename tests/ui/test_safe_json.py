"""Stored or imported text nested too deep is refused before json.loads can overflow."""

from __future__ import annotations

import json
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from helpers import make, page, start
from spelkast_ui.app.controller import SETTINGS_KEY
from spelkast_ui.app.saves import PREFIX
from spelkast_ui.games.kwist.pack_store import read_pack
from spelkast_ui.kit import safe_json
from spelkast_ui.kit.storage import MemoryStorage

DEEP = "[" * 6000
DEEP_CLOSED = "[" * 6000 + "]" * 6000


def test_depth_counts_brackets_outside_strings_only() -> None:
    assert safe_json.depth('{"a": [[1], "[[[[\\"[["]}') == 3
    assert safe_json.depth("") == 0
    assert safe_json.loads('{"a": [[1], "[[[["]}') == {"a": [[1], "[[[["]}


@pytest.mark.parametrize("text", [DEEP, DEEP_CLOSED, '{"a":' * 6000])
def test_deep_text_is_a_value_error(text: str) -> None:
    with pytest.raises(safe_json.UnsafeJSON):
        safe_json.loads(text)
    assert safe_json.loads_dict(text) == {}


def test_limits_are_the_callers_choice() -> None:
    with pytest.raises(safe_json.UnsafeJSON, match="too long"):
        safe_json.loads("[1, 2, 3]", max_chars=4)
    assert safe_json.loads("[[1]]", max_depth=2) == [[1]]
    with pytest.raises(safe_json.UnsafeJSON):
        safe_json.loads("[[[1]]]", max_depth=2)
    with pytest.raises(json.JSONDecodeError):
        safe_json.loads("[1,")


def test_deep_data_everywhere_leaves_the_app_working() -> None:
    """A deep save, settings, current screen, quiz pack and quiz draft: the app starts,
    shows the save as damaged, plays, and the damaged save can be deleted."""
    storage = MemoryStorage()
    for key in (PREFIX + "deep", SETTINGS_KEY, "spelkast.pack.deep", "spelkast.kwist.draft"):
        storage.data[key] = DEEP_CLOSED
    session = MemoryStorage()
    session.data["spelkast.current"] = DEEP
    session.data["spelkast.kwist.draft"] = DEEP_CLOSED
    session.data["spelkast.unsaved.deep2"] = DEEP_CLOSED
    c = make(storage, session=session)
    assert c.screen == "home"
    html = page(c)
    assert "Damaged save" in html
    c.dispatch("new", "kwist")  # lists the packs (the deep one is skipped)
    assert c.screen == "new"
    start(c)
    c.dispatch("roll")
    assert c.match is not None and len(c.match.log) == 1
    c.dispatch("home")
    c.dispatch("delete", "deep")
    c.dispatch("dismiss")  # the next action: no "Undo"
    assert PREFIX + "deep" not in storage.data
    assert "Damaged save" not in page(c)


def test_a_deep_pack_file_gets_a_clear_message() -> None:
    data, problems, _ = read_pack("en", DEEP_CLOSED)
    assert data is None
    assert "nested too deep" in problems[0][1]


def test_depth_skips_strings_and_their_escapes() -> None:
    assert safe_json.depth('{"a": [1, {"b": "[[[[["}]}') == 3
    assert safe_json.depth("[" * 6000) == 6000
    assert safe_json.depth('"]]]]"') == 0
    assert safe_json.depth('["\\\\", ["\\"]"]]') == 2  # an escaped backslash ends no string
    assert safe_json.depth('["\\u0022[[", [[]]]') == 3  # \u0022 is a quote only when read


# Issue 35: texts on which a backtracking string pattern retried from every quote (8 KB took
# 2.9 s, 32 KB 32 s). Each is 1 MB; every reader of stored or imported text is one pass.
MB = 1_000_000
HOSTILE = {
    "escaped quotes": '"' + '\\"' * (MB // 2),
    "escaped quotes in a value": '{"settings": "' + '\\"' * (MB // 2),
    "backslashes and quotes": '["' + '\\\\"\\' * (MB // 4),
    "quotes and brackets": '"[' * (MB // 2),
}


def _start_with(place: str, key: str) -> Callable[[str], object]:
    """A start (drawn home) that finds the text under ``key`` of local or session storage."""

    def started(text: str) -> object:
        storage, session = MemoryStorage(), MemoryStorage()
        (storage if place == "local" else session).data[key] = text
        return page(make(storage, session=session))

    return started


def _readers() -> dict[str, Callable[[str], object]]:
    from spelkast_ui.app import saves, transfer
    from spelkast_ui.kit import draft

    return {
        "safe_json": safe_json.loads_dict,
        "summary": lambda text: saves.read_summary("x", text),
        "record": lambda text: saves.summary_of("x", text),
        "import": lambda text: _refused(transfer, text),
        "export": lambda text: transfer.export_text([("x", text)], [], 0.0),
        "merge": lambda text: transfer.local_games([("x", text)]),
        "quiz pack": lambda text: read_pack("en", text),
        "quiz pack within its size": lambda text: read_pack("en", text[: 480 * 1024]),
        "draft": draft.parse,
        "start: settings": _start_with("local", SETTINGS_KEY),
        "start: record": _start_with("local", PREFIX + "x"),
        "start: current game": _start_with("session", "spelkast.current"),
        "start: unsaved record": _start_with("session", "spelkast.unsaved.x"),
    }


def _refused(transfer: Any, text: str) -> object:
    try:
        return transfer.read_file(text)
    except transfer.TransferError as err:  # refused with a clear message: what is wanted
        return err


class TookTooLong(BaseException):  # not caught by a reader's own except Exception
    pass


@contextmanager
def within(seconds: float) -> Iterator[None]:
    """Stops the block after ``seconds`` of this process's CPU time (a backtracking pattern
    would run for hours; the regex engine stops on a signal). CPU time, not the clock's: on
    a loaded machine a linear reader's few tens of ms took over a second of wall time."""

    def stop(_signum: int, _frame: object) -> None:
        raise TookTooLong

    before = signal.signal(signal.SIGPROF, stop)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, before)


@pytest.mark.parametrize("reader", list(_readers()))
def test_every_reader_of_stored_text_is_linear_in_its_length(reader: str) -> None:
    read = _readers()[reader]
    for name, text in HOSTILE.items():
        # Linear: a few tens of ms for 1 MB; quadratic was hours. A wide margin for a busy
        # machine, far below what a backtracking pattern takes for this size.
        try:
            with within(1.0):
                read(text)
        except TookTooLong:
            pytest.fail(f"{reader} took over 1 s of CPU on 1 MB of {name}")
