"""Firefox and WebKit for the browser tests and the bench: Debian's builds, driven by
the W3C WebDriver protocols (Playwright needs its own patched builds of both).

- Firefox (`firefox-esr`): WebDriver BiDi, which Firefox speaks itself (no geckodriver):
  started with ``--remote-debugging-port``, one WebSocket (the pinned ``websockets``).
  Console errors and uncaught exceptions arrive as ``log.entryAdded`` events.
- WebKit (WebKitGTK's ``MiniBrowser``, the engine of Safari): classic WebDriver over
  HTTP through ``WebKitWebDriver`` (Debian's ``webkit2gtk-driver``), under an Xvfb
  display of its own. Classic WebDriver reports no console: after every load the page
  gets listeners for ``error``, ``unhandledrejection`` and ``console.error`` (what runs
  before the load event is not seen; Python and the app start well after it).
  ``webkit_console(url)`` loads a page in a plain MiniBrowser that prints its console
  (CSP warnings included), for the checks that need it.

Both give one small API (``Engine``): ``goto``, ``reload``, ``call`` (a JavaScript
function, awaited), ``wait`` (until a function returns something truthy), ``keys`` and
``click`` (real input through WebDriver actions), ``errors``. Stdlib only, but for
``websockets``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

FIREFOX = "/usr/bin/firefox-esr"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER_DIRS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib")
XVFB = "/usr/bin/Xvfb"
ENGINES = ("firefox", "webkit")
# Debian packages per engine (the Makefile installs them when the program is missing).
PACKAGES = {"firefox": ("firefox-esr",), "webkit": ("webkit2gtk-driver", "xvfb")}

# WebDriver key codes (the spec's table) for the keys the tests press.
KEY = {
    "Enter": "\ue006",  # Return: the main Enter key (\ue007 is the keypad's)
    "Tab": "\ue004",
    "Escape": "\ue00c",
    "Space": " ",
    "ArrowLeft": "\ue012",
    "ArrowUp": "\ue013",
    "ArrowRight": "\ue014",
    "ArrowDown": "\ue015",
    "Home": "\ue011",
    "End": "\ue010",
    "Shift": "\ue008",
}

# The page's own record of what went wrong (classic WebDriver has no console).
CATCH_ERRORS = """() => {
  if (window.__seenErrors) return;
  const seen = (window.__seenErrors = []);
  addEventListener("error", (e) => seen.push("uncaught: " + (e.message || e.type)));
  addEventListener("unhandledrejection", (e) => seen.push("unhandled: " + String(e.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { seen.push(args.map(String).join(" ")); error(...args); };
}"""


class WebDriverError(RuntimeError):
    pass


# What the engines say when a page went away under a script (WebKit: "no such frame: Callback
# was not called before the unload event"; Firefox: a discarded or destroyed context).
PAGE_GONE = ("unload", "no such frame", "destroyed", "discarded")


def minibrowser() -> str | None:
    for base in MINIBROWSER_DIRS:
        path = Path(base) / "webkit2gtk-4.1" / "MiniBrowser"
        if path.is_file():
            return str(path)
    return None


def missing(engine: str) -> list[str]:
    """The Debian packages this engine still needs (empty: it can run here)."""
    if engine == "firefox":
        return [] if Path(FIREFOX).is_file() else list(PACKAGES["firefox"])
    need = []
    if not Path(WEBKIT_DRIVER).is_file() or minibrowser() is None:
        need.append("webkit2gtk-driver")
    if not Path(XVFB).is_file():
        need.append("xvfb")
    return need


def key_actions(keys: list[str]) -> list[dict[str, Any]]:
    """One keyboard input source pressing each key in turn."""
    steps: list[dict[str, Any]] = []
    for name in keys:
        value = KEY.get(name, name)
        steps += [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
    return [{"type": "key", "id": "keyboard", "actions": steps}]


def click_actions(x: float, y: float) -> list[dict[str, Any]]:
    steps = [
        {"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
        {"type": "pointerDown", "button": 0},
        {"type": "pointerUp", "button": 0},
    ]
    return [{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
             "actions": steps}]  # fmt: skip


CENTRE = """(selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  el.scrollIntoView({block: "nearest", inline: "nearest"});
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}"""


class Engine:
    """One page of one browser; the subclasses speak its protocol."""

    name = ""

    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def call(self, function: str, *args: Any) -> Any:
        """The JavaScript ``function`` called with ``args`` (JSON values); a promise is
        awaited. Its result comes back as JSON (undefined as None)."""
        raise NotImplementedError

    def perform(self, actions: list[dict[str, Any]]) -> None:
        raise NotImplementedError

    def errors(self) -> list[str]:
        raise NotImplementedError

    def forget_errors(self) -> None:
        """Drop the errors seen so far (a start the page itself gave up and loaded again)
        and watch the page that is there now."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    # -- shared on top -------------------------------------------------------------------
    def wait(self, function: str, *args: Any, timeout: float = 90.0, what: str = "") -> Any:
        """Call ``function`` until it returns something truthy (the page's own signal);
        each try waits inside the page for a frame, so this does not spin."""
        end = time.monotonic() + timeout
        poll = f"""async (...args) => {{
          const test = {function};
          const stop = performance.now() + 1000;
          while (performance.now() < stop) {{
            const got = await test(...args);
            if (got) return got;
            await new Promise((r) => setTimeout(r, 25));
          }}
          return null;
        }}"""
        while True:
            try:
                got = self.call(poll, *args)
            except WebDriverError as err:
                # The page loaded anew under the look (the app's own second try at its
                # start): look again in the new page, after a breath for it to come.
                if not any(word in str(err) for word in PAGE_GONE):
                    raise
                got = None
                time.sleep(0.2)
            if got:
                return got
            if time.monotonic() > end:
                raise TimeoutError(f"{self.name}: waited {timeout:.0f} s for {what or function}")

    def keys(self, *names: str) -> None:
        """Press keys (names of ``KEY`` or characters) on whatever has the focus."""
        self.perform(key_actions(list(names)))

    def click(self, selector: str) -> None:
        """A real mouse click in the middle of the first element ``selector`` finds."""
        point = self.call(CENTRE, selector)
        if point is None:
            raise WebDriverError(f"{self.name}: nothing matches {selector}")
        self.perform(click_actions(point[0], point[1]))


# -- Firefox: WebDriver BiDi ---------------------------------------------------------------
FIREFOX_PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.aboutwelcome.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "browser.region.network.url": "",
    "network.connectivity-service.enabled": False,
    "network.captive-portal-service.enabled": False,
    "focusmanager.testmode": True,
}


def _bidi_value(value: Any) -> Any:
    """A JSON value as a BiDi LocalValue."""
    if value is None:
        return {"type": "null"}
    if isinstance(value, bool):
        return {"type": "boolean", "value": value}
    if isinstance(value, int | float):
        return {"type": "number", "value": value}
    if isinstance(value, str):
        return {"type": "string", "value": value}
    if isinstance(value, list | tuple):
        return {"type": "array", "value": [_bidi_value(v) for v in value]}
    if isinstance(value, dict):
        return {"type": "object", "value": [[str(k), _bidi_value(v)] for k, v in value.items()]}
    raise TypeError(f"not JSON: {value!r}")


def _python_value(remote: dict[str, Any]) -> Any:
    """A BiDi RemoteValue as a Python (JSON-like) value."""
    kind = remote.get("type")
    if kind in ("undefined", "null"):
        return None
    if kind in ("string", "boolean"):
        return remote["value"]
    if kind == "number":
        value = remote["value"]
        return float("nan") if isinstance(value, str) else value
    if kind in ("array", "set"):
        return [_python_value(v) for v in remote.get("value", [])]
    if kind == "object":
        return {str(k): _python_value(v) for k, v in remote.get("value", [])}
    return f"<{kind}>"


class Firefox(Engine):
    name = "firefox"

    def __init__(self, width: int, height: int) -> None:
        from websockets.sync.client import connect

        self.profile = tempfile.mkdtemp(prefix="spelkast-firefox-")
        prefs = "".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n"
                        for k, v in FIREFOX_PREFS.items())  # fmt: skip
        Path(self.profile, "user.js").write_text(prefs, encoding="utf-8")
        self.log = open(Path(self.profile, "firefox.log"), "w+", encoding="utf-8")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", self.profile,
             "--remote-debugging-port", "0", "about:blank"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env=dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1"),
        )  # fmt: skip
        port = self._port()
        # One connection held for the session, closed in close(): not a ``with`` block.
        # ``legacy=True`` says so to websockets 17 (pinned), which warns otherwise.
        self.ws = connect(
            f"ws://127.0.0.1:{port}/session", max_size=None, open_timeout=60, legacy=True
        )
        self.next_id = 0
        self.seen: list[str] = []
        self.command(
            "session.new", {"capabilities": {"alwaysMatch": {"unhandledPromptBehavior": "dismiss"}}}
        )
        self.command("session.subscribe", {"events": ["log.entryAdded"]})
        tree = self.command("browsingContext.getTree", {"maxDepth": 0})
        self.context = tree["contexts"][0]["context"]
        # A page of a window that has no focus gets key events but not their default
        # actions (Enter on a button clicks it only in a focused document).
        self.command("browsingContext.activate", {"context": self.context})
        self.command(
            "browsingContext.setViewport",
            {"context": self.context, "viewport": {"width": width, "height": height}},
        )

    def _port(self) -> int:
        assert self.proc.stdout is not None
        end = time.monotonic() + 60
        for line in self.proc.stdout:
            self.log.write(line)
            found = re.search(r"WebDriver BiDi listening on ws://[\d.]+:(\d+)", line)
            if found:
                # Firefox keeps writing; a thread-free drain: the rest goes to the log file.
                self.proc.stdout.close()
                return int(found.group(1))
            if time.monotonic() > end:
                break
        raise WebDriverError(f"firefox did not start: {self.log_text()}")

    def log_text(self) -> str:
        self.log.flush()
        return Path(self.profile, "firefox.log").read_text(encoding="utf-8")[-2000:]

    def command(self, method: str, params: dict[str, Any]) -> Any:
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv(timeout=300))
            if message.get("id") == ident:
                if message.get("type") == "error":
                    raise WebDriverError(
                        f"{method}: {message.get('error')}: {message.get('message')}"
                    )
                return message["result"]
            if message.get("method") == "log.entryAdded":
                self._logged(message["params"])

    def _logged(self, entry: dict[str, Any]) -> None:
        text = entry.get("text") or ""
        if entry.get("level") != "error":
            if "Content-Security-Policy" in text:  # a policy it cannot read: a warning
                self.seen.append(text)
            return
        self.seen.append(("uncaught: " if entry.get("type") == "javascript" else "") + text)

    def goto(self, url: str) -> None:
        self.command("browsingContext.navigate",
                     {"context": self.context, "url": url, "wait": "complete"})  # fmt: skip

    def reload(self) -> None:
        self.command("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def call(self, function: str, *args: Any) -> Any:
        result = self.command(
            "script.callFunction",
            {
                "functionDeclaration": function,
                "arguments": [_bidi_value(a) for a in args],
                "awaitPromise": True,
                "target": {"context": self.context},
                "serializationOptions": {"maxObjectDepth": 8},
            },
        )
        if result.get("type") == "exception":
            details = result.get("exceptionDetails", {})
            raise WebDriverError(f"firefox: {details.get('text')}")
        return _python_value(result["result"])

    def perform(self, actions: list[dict[str, Any]]) -> None:
        self.command("input.performActions", {"context": self.context, "actions": actions})
        self.command("input.releaseActions", {"context": self.context})

    def errors(self) -> list[str]:
        # Events that came in since the last command are read by a cheap one.
        self.command("browsingContext.getTree", {"maxDepth": 0})
        return list(self.seen)

    def forget_errors(self) -> None:
        self.errors()  # what had come in, read first so that it goes too
        self.seen.clear()

    def close(self) -> None:
        with suppress(Exception):
            self.command("browser.close", {})
        with suppress(Exception):
            self.ws.close()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


# -- WebKit: classic WebDriver -------------------------------------------------------------
def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def xvfb_display() -> Iterator[str]:
    """A display of its own (Xvfb picks a free number and tells it)."""
    read, write = os.pipe()
    proc = subprocess.Popen(
        [XVFB, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise WebDriverError("Xvfb did not start")
        yield f":{number}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class WebKit(Engine):
    name = "webkit"

    def __init__(self, width: int, height: int, display: str) -> None:
        self.port = free_port()
        self.driver = subprocess.Popen(
            [WEBKIT_DRIVER, f"--port={self.port}"],
            env=dict(os.environ, DISPLAY=display),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        self.base = f"http://127.0.0.1:{self.port}"
        self.seen: list[str] = []
        self.session = ""
        end = time.monotonic() + 30
        binary = minibrowser()
        caps = {"browserName": "MiniBrowser", "webkitgtk:browserOptions": {
            "binary": binary, "args": ["--automation"]}}  # fmt: skip
        while True:
            try:
                got = self.request("POST", "/session", {"capabilities": {"alwaysMatch": caps}})
                break
            except (urllib.error.URLError, ConnectionError):
                if time.monotonic() > end:
                    raise
                time.sleep(0.1)
        self.session = got["sessionId"]
        self.request("POST", self.path("/timeouts"), {"script": 300_000, "pageLoad": 300_000})
        self.resize(width, height)

    def path(self, tail: str) -> str:
        return f"/session/{self.session}{tail}"

    def request(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})  # fmt: skip
        try:
            with urllib.request.urlopen(req, timeout=330) as resp:
                return json.loads(resp.read())["value"]
        except urllib.error.HTTPError as err:
            value = json.loads(err.read() or b"{}").get("value", {})
            raise WebDriverError(
                f"webkit {path}: {value.get('error')}: {value.get('message')}"
            ) from err

    def resize(self, width: int, height: int) -> None:
        """The window is set so that its viewport is ``width`` x ``height``."""
        outer = [width, height]
        for _ in range(3):
            self.request("POST", self.path("/window/rect"), {"width": outer[0], "height": outer[1]})
            inner = self.call("() => [innerWidth, innerHeight]")
            if inner == [width, height]:
                return
            outer = [outer[0] + width - inner[0], outer[1] + height - inner[1]]

    def _loaded(self) -> None:
        self.call(CATCH_ERRORS)

    def _collect(self) -> None:
        with suppress(WebDriverError):
            self.seen += self.call("() => window.__seenErrors ?? []") or []

    def goto(self, url: str) -> None:
        self._collect()
        self.request("POST", self.path("/url"), {"url": url})
        self._loaded()

    def reload(self) -> None:
        self._collect()
        self.request("POST", self.path("/refresh"), {})
        self._loaded()

    def call(self, function: str, *args: Any) -> Any:
        script = (
            "const done = arguments[arguments.length - 1];"
            f"Promise.resolve().then(() => ({function})(...[...arguments].slice(0, -1)))"
            ".then((v) => done({ok: v === undefined ? null : v}),"
            " (e) => done({error: String(e && e.stack || e)}));"
        )
        got = self.request(
            "POST", self.path("/execute/async"), {"script": script, "args": list(args)}
        )
        if "error" in got:
            raise WebDriverError(f"webkit: {got['error']}")
        return got["ok"]

    def perform(self, actions: list[dict[str, Any]]) -> None:
        self.request("POST", self.path("/actions"), {"actions": actions})
        self.request("DELETE", self.path("/actions"))

    def errors(self) -> list[str]:
        now = self.call("() => window.__seenErrors ?? []") or []
        return [*self.seen, *now]

    def forget_errors(self) -> None:
        # A reload the page made itself took the catcher away with the old page.
        self.seen.clear()
        self.call("() => { window.__seenErrors = undefined; }")
        self._loaded()

    def close(self) -> None:
        if self.session:
            with suppress(Exception):
                self.request("DELETE", self.path(""))
        self.driver.terminate()
        try:
            self.driver.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.driver.kill()
            self.driver.wait()


@contextmanager
def open_engine(name: str, width: int = 360, height: int = 640) -> Iterator[Engine]:
    """A fresh browser (empty profile) with one page of ``width`` x ``height``."""
    if name == "firefox":
        engine: Engine = Firefox(width, height)
        try:
            yield engine
        finally:
            engine.close()
        return
    with xvfb_display() as display:
        engine = WebKit(width, height, display)
        try:
            yield engine
        finally:
            engine.close()


def webkit_console(url: str, seconds: float = 60.0) -> list[str]:
    """The console lines (``CONSOLE <LEVEL> ...``, CSP reports included) of ``url`` loaded
    in a plain MiniBrowser, which prints them (automation sessions do not)."""
    binary = minibrowser()
    assert binary is not None
    with xvfb_display() as display, tempfile.TemporaryFile("w+", encoding="utf-8") as out:
        # A file, not a pipe: the web process's output reaches it before the browser quits.
        subprocess.run(
            [binary, "--enable-write-console-messages-to-stdout=true", "--exit-after-load", url],
            env=dict(os.environ, DISPLAY=display), stdout=out, stderr=subprocess.STDOUT,
            timeout=seconds, check=False,
        )  # fmt: skip
        out.seek(0)
        return [line for line in out.read().splitlines() if "CONSOLE" in line]
