"""Stored or imported text nested too deep is refused before json.loads can overflow."""

from __future__ import annotations

import json

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
