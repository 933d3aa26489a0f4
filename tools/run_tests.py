"""The whole test suite as `make test` runs it: the browser tests and the rest side by side.

The browser tests wait much of their time (on a page's Python, a computer's pace, a
service worker): measured on the 2-core machine, a fifth to two fifths of the CPU stayed
idle while they ran, and a third worker only slowed every page down. The engine, UI and
tool tests are pure CPU. So the two run at once, each on two workers, the second at a
lower priority (nice 10): it takes what the browsers leave and hardly slows them down.
The browser run's progress shows as it goes; the other's output follows when both ended.
Extra arguments go to both runs (e.g. ``-x`` or ``-k name``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKERS = ["-n", "2", "--dist", "loadgroup"]  # xdist_group marks keep shared state together
BROWSER = "tests/browser"
NICE = 10  # a weight of 110 against a browser test's 1024: it yields when they need the CPU


def pytest_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "pytest", "-q", *WORKERS, *args]


def lower_priority() -> None:
    os.nice(NICE)


def main(extra: list[str]) -> int:
    start = time.monotonic()
    with tempfile.TemporaryFile("w+", encoding="utf-8") as rest_out:
        rest = subprocess.Popen(
            pytest_command(f"--ignore={BROWSER}", *extra),
            cwd=ROOT,
            stdout=rest_out,
            stderr=subprocess.STDOUT,
            preexec_fn=lower_priority,  # this process has no threads yet
        )
        try:
            browser_code = subprocess.call(pytest_command(BROWSER, *extra), cwd=ROOT)
            rest_code = rest.wait()
        except KeyboardInterrupt:
            rest.terminate()
            rest.wait()
            raise
        rest_out.seek(0)
        print("\n-- the engine, UI and tool tests (run beside the browser tests) --", flush=True)
        sys.stdout.write(rest_out.read())
    took = time.monotonic() - start
    verdict = "passed" if browser_code == rest_code == 0 else "FAILED"
    print(
        f"\nmake test {verdict} in {took:.0f} s "
        f"(browser tests: exit {browser_code}; engine, UI and tools: exit {rest_code})",
        flush=True,
    )
    return browser_code or rest_code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
