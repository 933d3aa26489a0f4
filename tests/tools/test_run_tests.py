"""tools/run_tests.py: `make test` fails when either of its two runs fails, shows the
rest's output, and runs the rest at a lower priority on the tests beside the browsers."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest
import run_tests


class FakeRest:
    """The second run: writes its report where it was told and exits with ``code``."""

    def __init__(self, code: int, seen: dict[str, Any]) -> None:
        self.code, self.seen = code, seen

    def __call__(self, args: list[str], **kwargs: Any) -> FakeRest:
        self.seen["rest"] = args
        self.seen["preexec"] = kwargs.get("preexec_fn")
        kwargs["stdout"].write("7 passed in 1.00s\n")
        return self

    def wait(self) -> int:
        return self.code


@pytest.mark.parametrize(("browser", "rest", "fails"), [(0, 0, False), (1, 0, True), (0, 2, True)])
def test_either_run_failing_fails_make_test(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    browser: int,
    rest: int,
    fails: bool,
) -> None:
    seen: dict[str, Any] = {}
    monkeypatch.setattr(subprocess, "Popen", FakeRest(rest, seen))

    def call(args: list[str], **_: Any) -> int:
        seen["browser"] = args
        return browser

    monkeypatch.setattr(subprocess, "call", call)
    code = run_tests.main(["-x"])
    assert (code != 0) is fails
    out = capsys.readouterr().out
    assert "7 passed in 1.00s" in out  # the rest's own report is shown
    assert ("FAILED" in out) is fails
    assert seen["browser"][-2:] == ["tests/browser", "-x"]
    assert "--ignore=tests/browser" in seen["rest"] and seen["rest"][-1] == "-x"
    assert seen["preexec"] is run_tests.lower_priority
