"""web/unzip.mjs, the start's own unzip (issue 36): the engine wheel and spelkast_ui.zip
unpacked by the browser give exactly the files Python's zipfile reads from them, byte for
byte, and an archive that is not one of ours is refused with a message."""

from __future__ import annotations

import hashlib
import io
import re
import zipfile
from pathlib import Path

from browser_support import wait_ready
from playwright.sync_api import Page

# Unpacks the archive at ``url`` into a stand-in for Emscripten's FS that keeps each file's
# sha256 and the folders made; returns {path: hex digest} or the error's message.
UNPACK = """async ([url, bytes]) => {
  const { unzipInto, canUnzip } = await import("./unzip.mjs");
  if (!canUnzip) return { error: "no deflate-raw" };
  const data = url ? await (await fetch(url)).arrayBuffer() : new Uint8Array(bytes).buffer;
  const files = {}, folders = new Set();
  const FS = {
    mkdirTree: (path) => folders.add(path),
    writeFile: (path, content) => { files[path] = content; },
  };
  try {
    await unzipInto(FS, data, "/root");
  } catch (error) {
    return { error: String(error.message) };
  }
  const out = {};
  for (const [path, content] of Object.entries(files)) {
    const digest = await crypto.subtle.digest("SHA-256", content);
    out[path] = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    if (!folders.has(path.slice(0, path.lastIndexOf("/")))) return { error: `no folder: ${path}` };
  }
  return { files: out };
}"""


def python_files(dist: Path) -> dict[str, str]:
    text = (dist / "python.mjs").read_text(encoding="utf-8")
    match = re.search(r"^const PYTHON_FILES = (\{.*\});$", text, re.M)
    assert match, "build did not write the Python files"
    found = dict(re.findall(r'"(\w+)": "\./([^"]+)"', match.group(1)))
    assert set(found) == {"engine", "ui"}, found
    return found


def zipfile_digests(archive: bytes) -> dict[str, str]:
    with zipfile.ZipFile(io.BytesIO(archive)) as z:
        return {
            f"/root/{info.filename}": hashlib.sha256(z.read(info)).hexdigest()
            for info in z.infolist()
            if not info.is_dir()
        }


def test_the_browsers_unzip_gives_the_files_zipfile_reads(
    page: Page, base_url: str, dist_dir: Path
) -> None:
    page.goto(base_url + "?lang=en")
    wait_ready(page)
    for rel in python_files(dist_dir).values():
        archive = (dist_dir / rel).read_bytes()
        answer = page.evaluate(UNPACK, [base_url + rel, []])
        assert "error" not in answer, (rel, answer)
        expected = zipfile_digests(archive)
        assert len(expected) > 20, rel  # the real archives, with their packages
        assert answer["files"] == expected, rel


def test_an_archive_not_of_ours_is_refused_with_a_message(page: Page, base_url: str) -> None:
    page.goto(base_url + "?lang=en")
    wait_ready(page)
    stored, deflated = io.BytesIO(), io.BytesIO()
    with zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as z:
        z.writestr("pkg/ok.py", "x = 1\n")
    with zipfile.ZipFile(deflated, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("pkg/../../etc/evil.py", "x = 1\n")
    ok = page.evaluate(UNPACK, ["", list(stored.getvalue())])
    assert ok == {"files": zipfile_digests(stored.getvalue())}  # stored entries too
    assert "outside its folder" in page.evaluate(UNPACK, ["", list(deflated.getvalue())])["error"]
    assert "not a zip" in page.evaluate(UNPACK, ["", list(b"PK no archive here" * 3)])["error"]
    cut = stored.getvalue()[:-30]  # the directory's end gone
    assert "error" in page.evaluate(UNPACK, ["", list(cut)])
