// Spelkast's Python: the module PyScript loads as its interpreter (pyscript.json
// "interpreter"). It wraps Pyodide's loadPyodide so that
//   - the engine wheel and spelkast_ui.zip are fetched while Pyodide loads and unpacked
//     here by the browser (unzip.mjs; no micropip, no package lock at run time); a Python
//     restored from a snapshot gets its data files at once and its sources once the app
//     is ready;
//   - Python starts from the memory snapshot this device keeps for this exact build (every
//     engine and UI module imported), if there is one; else it starts at once the normal
//     way, and once the app is ready a worker (snapshot-worker.mjs) makes the snapshot in
//     the background for the next start. A start never waits on that worker: one that
//     fails or takes too long is given up for this build (for good on this device after
//     two).
// Any failure of a snapshot drops it and starts Python the normal way: a snapshot can make
// a start faster, never make it fail. makeMemorySnapshot and _loadSnapshot are private
// Pyodide APIs; they are pinned to our exact Pyodide build by the snapshot key.
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";
import { canUnzip, unpackPython } from "./unzip.mjs";

export { version };

// tools/build_dist.py replaces these two lines: the key is a hash of the Pyodide runtime,
// the engine wheel, spelkast_ui.zip and the two snapshot modules, so any change to what
// the snapshot holds makes a new one.
const SNAPSHOT_KEY = "dev";
const PYTHON_FILES = { engine: "", ui: "" };

const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const CACHE = "spelkast-python"; // kept by the service worker across builds (one entry)
const ENTRY = new URL(`./__snapshot/${SNAPSHOT_KEY}`, import.meta.url).href;
// The worker runs in the background after the start; one slower than this (a slow phone,
// a browser whose worker never answers) is given up: it only costs CPU, never a start.
const WORKER_TIMEOUT_MS = 120_000;
const WORKER_AFTER_READY_MS = 1500; // leave the first moments after ready to the player
const NO_SNAPSHOT = "spelkast.snapshot-off"; // this tab's app failed on one: start plainly
// localStorage: {key, count} of snapshots given up on this device (the worker failed or
// was too slow); two give up for good.
const GIVEN_UP = "spelkast.snapshot-given-up";
const GIVE_UP_FOR_GOOD = 2;
const RESTORE_FAILED = "spelkast.snapshot-restore-failed"; // the key whose restore failed

const html = document.documentElement;
const mark = (name) => performance.mark(`spelkast:${name}`);

function bytesOf(url) {
  return fetch(new URL(url, import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
}

function sessionFlag(name, set = false) {
  try {
    if (set) sessionStorage.setItem(name, "1");
    return sessionStorage.getItem(name) === "1";
  } catch {
    return set; // no session storage: nothing is remembered
  }
}

// The page may say no: tests that start hundreds of pages, ?snapshot=off, or this tab's
// app having failed on a snapshot before.
function snapshotsWanted() {
  if (globalThis.__spelkastSnapshots === false) return false;
  if (new URLSearchParams(location.search).get("snapshot") === "off") return false;
  if (sessionFlag(NO_SNAPSHOT) || givenUp()) return false;
  return "caches" in globalThis && "Worker" in globalThis && SNAPSHOT_KEY !== "dev";
}

function stored(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || "null");
  } catch {
    return null; // no storage, or not ours: nothing remembered
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage refused: the next start tries again, in the background
  }
}

function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // no storage: nothing was remembered
  }
}

function givenUp() {
  const got = stored(GIVEN_UP);
  return Boolean(got) && (got.count >= GIVE_UP_FOR_GOOD || got.key === SNAPSHOT_KEY);
}

// No more snapshots for this build on this device (none at all after the second time).
function giveUp(why) {
  const got = stored(GIVEN_UP);
  store(GIVEN_UP, { key: SNAPSHOT_KEY, count: ((got && got.count) || 0) + 1, why: String(why) });
  html.dataset.snapshot = "given-up";
  console.warn("Spelkast: no memory snapshot on this device for now:", why);
  dropSnapshots();
}

// A kept snapshot that does not restore is dropped and made again, once: when this build's
// next one fails as well, making more would only cost every start a worker, so snapshots
// are given up.
async function restoreFailed(error) {
  if (stored(RESTORE_FAILED) === SNAPSHOT_KEY) return giveUp(`no restore: ${error}`);
  console.warn("Spelkast: the kept snapshot did not start; making a new one:", error);
  store(RESTORE_FAILED, SNAPSHOT_KEY);
  await dropSnapshots();
}

// ---- the kept snapshot ------------------------------------------------------------------
// A test run starts hundreds of fresh browser profiles: it may hand each one the snapshot
// it made once for this build (a URL on its own server, set before the page's scripts) in
// place of a normal start and a worker per profile. What is kept and restored is the same.
async function seeded(cache) {
  const from = globalThis.__spelkastSnapshotSeed;
  if (typeof from !== "string") return null;
  await putSnapshot(cache, new Uint8Array(await bytesOf(from)));
  return cache.match(ENTRY);
}

async function readSnapshot() {
  try {
    const cache = await caches.open(CACHE);
    const hit = (await cache.match(ENTRY)) || (await seeded(cache));
    if (!hit) {
      await dropSnapshots(); // another build's snapshot is of no use to this one
      return null;
    }
    const bytes = new Uint8Array(await hit.arrayBuffer());
    // A cut-off write (a full device, a tab closed mid-write) must not be restored.
    if (bytes.length === Number(hit.headers.get("X-Snapshot-Length"))) return bytes;
    await dropSnapshots();
    return null;
  } catch (error) {
    console.warn("Spelkast: snapshot unreadable:", error);
    return null;
  }
}

async function keepSnapshot(bytes) {
  html.dataset.snapshot = "storing";
  try {
    await putSnapshot(await caches.open(CACHE), bytes);
    await dropSnapshots(ENTRY);
    html.dataset.snapshot = "stored";
  } catch (error) {
    // A full device: the next start makes one again.
    console.warn("Spelkast: snapshot not stored:", error);
    html.dataset.snapshot = "failed";
  }
}

function putSnapshot(cache, bytes) {
  const headers = {
    "Content-Type": "application/octet-stream",
    "X-Snapshot-Length": String(bytes.byteLength),
  };
  return cache.put(ENTRY, new Response(bytes, { headers }));
}

async function dropSnapshots(keep = null) {
  try {
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) {
      if (request.url !== keep) await cache.delete(request);
    }
  } catch {
    // storage refused: nothing to drop
  }
}

// ---- new snapshots, made in a worker, in the background --------------------------------
// snapshot-worker.mjs starts a Python of its own, imports every module and answers with
// its memory; the page keeps it for the next start. A worker that fails or does not
// answer in time is given up for this build.
function makeSnapshot() {
  html.dataset.snapshot = "making";
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), {
    type: "module",
  });
  const fail = (why) => {
    clearTimeout(timer);
    worker.terminate();
    giveUp(why);
  };
  const timer = setTimeout(() => fail(`no snapshot in ${WORKER_TIMEOUT_MS / 1000} s`), WORKER_TIMEOUT_MS);
  worker.addEventListener("message", ({ data }) => {
    if (!data || !data.ok) return fail((data && data.error) || "the snapshot worker failed");
    clearTimeout(timer);
    worker.terminate();
    mark(`snapshot-${data.kind}-${data.ms}ms`);
    keepSnapshot(data.bytes);
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault(); // the worker's failure is handled here, not the page's
    fail(event.message || "the snapshot worker failed");
  });
  worker.postMessage({ indexURL: INDEX_URL, files: PYTHON_FILES, base: import.meta.url });
}

// ``work`` once the app is ready, ``ms`` later (so its first taps come first).
function whenAppReady(work, ms) {
  const go = () => setTimeout(work, ms);
  if (html.hasAttribute("data-app-ready")) return go();
  const watch = new MutationObserver(() => {
    if (!html.hasAttribute("data-app-ready")) return;
    watch.disconnect();
    go();
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-app-ready"] });
}

function makeSnapshotLater() {
  whenAppReady(makeSnapshot, WORKER_AFTER_READY_MS);
}

// ---- starting Python --------------------------------------------------------------------
// Python state that must not be the same on every start from one snapshot, and a check
// that a damaged snapshot fails here rather than later.
// (Not importlib.invalidate_caches(): it imports importlib.metadata, which no start needs,
// and cost 0.5-1.0 s of a warm start on a CPU slowed 4x.)
const FORGET_LISTINGS = `
import sys
for finder in list(sys.path_importer_cache.values()):
    if hasattr(finder, "invalidate_caches"):
        finder.invalidate_caches()
`;

const AFTER_RESTORE = `
import os, sys, time
if "random" in sys.modules:
    sys.modules["random"].seed()  # fresh entropy, not the snapshot's
if hasattr(time, "tzset"):
    time.tzset()  # the device's time zone now, not when the snapshot was made
# The code compiled ahead by the snapshot worker (PyScript's package, the page glue) as
# checked-hash .pyc files beside their sources; a file that cannot be written is compiled
# from its source as before.
_spelkast_ahead_sources = {}
for _pyc, (_source, _digest, _data) in globals().pop("_spelkast_ahead", {}).items():
    try:
        os.makedirs(os.path.dirname(_pyc), exist_ok=True)
        with open(_pyc, "wb") as _file:
            _file.write(_data)
        _spelkast_ahead_sources[_source] = _digest
    except OSError:
        pass
import pyengine, spelkast_ui.app.controller
`;

// How many of the files compiled ahead had the very source that is now on disk (so Python
// used the .pyc): "spelkast:ahead-<used>-of-<written>". A smaller first figure means a
// source differs from what the worker compiled (PyScript's package, say): still correct,
// only slower, and worth a look.
const AHEAD_USED = `
from importlib import util
_used = 0
for _source, _digest in _spelkast_ahead_sources.items():
    try:
        with open(_source, "rb") as _file:
            _used += util.source_hash(_file.read()) == _digest
    except OSError:
        pass
f"ahead-{_used}-of-{len(_spelkast_ahead_sources)}"
`;

// After a restore these come before the app starts: the data files (the quiz banks,
// Schocken's model) and the page glue's sources, which are imported (from code compiled
// ahead) rather than restored; the other sources only serve tracebacks.
const PAGE_GLUE = "spelkast_ui/page/";
const neededAtStart = (name) => !name.endsWith(".py") || name.startsWith(PAGE_GLUE);

// The engine into site-packages, the UI into the working folder; then the path finders
// forget what they had listed (a folder listed before these files came would hide them).
// With ``sourcesLater`` (a Python restored from a snapshot, every module of both packages
// but the page glue already imported) only what is needed at start comes before the app
// starts (neededAtStart); the other sources, which only tracebacks read now, follow once
// the app is ready.
// With the CPU slowed 6x that took the unpacking of a warm start from 3.3-4.2 s to 0.4-0.8 s.
async function unpack(py, [engine, ui], { sourcesLater = false } = {}) {
  if (sourcesLater && canUnzip) {
    await unpackPython(py, engine, ui, neededAtStart);
    whenAppReady(async () => {
      await unpackPython(py, engine, ui, (name) => !neededAtStart(name));
      py.runPython(FORGET_LISTINGS);
      mark("python-sources");
      mark(py.runPython(AHEAD_USED));
    }, 0);
  } else {
    await unpackPython(py, engine, ui);
  }
  mark("python-files");
  py.runPython(FORGET_LISTINGS);
}

// Pyodide asks for a memory the size of the snapshot (INITIAL_MEMORY), but its wasm module
// makes its own memory (30 MB) and ignores that: a snapshot of a larger heap (ours is about
// 36 MB with every module imported) threw "offset is out of bounds" on restore, and every
// warm start fell back to a normal one. So the module's memory grows to the snapshot's heap
// (all of it after the header, whose length is the second word) before Pyodide restores it.
const ASM_URL = new URL("./vendor/pyodide/pyodide.asm.mjs", import.meta.url).href;

function heapOf(snapshot) {
  return snapshot.byteLength - new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
}

async function sizedFor(snapshot) {
  const { default: createModule } = await import(ASM_URL);
  return async (settings) => {
    const module = await createModule(settings);
    const heap = heapOf(snapshot);
    if (module.HEAP8.length < heap && !module.growMemory(heap)) {
      throw new Error(`no memory for a snapshot of ${heap} bytes`);
    }
    return module;
  };
}

async function restore(snapshot, files) {
  const py = await loadRuntime({
    indexURL: INDEX_URL,
    _loadSnapshot: snapshot,
    createPyodideModule: await sizedFor(snapshot),
  });
  mark("python-restored");
  await unpack(py, await files, { sourcesLater: true });
  py.runPython(AFTER_RESTORE);
  return py;
}

// Python starts when this module is first imported: boot.js imports it at once, so the
// snapshot's restore (or a normal start) overlaps PyScript's own loading, which asks for
// Pyodide only after its modules, its config and its package storage (about a second of a
// warm start with the CPU slowed 6x). PyScript's loadPyodide then gets the Python already
// started, with PyScript's output functions put in place.
async function startPython() {
  mark("python-start");
  if (wanted) {
    const kept = await keptSnapshot;
    if (kept) {
      try {
        const py = await restore(kept, files);
        forget(RESTORE_FAILED);
        return started(py, "snapshot");
      } catch (error) {
        await restoreFailed(error);
      }
    }
  }
  const py = await loadRuntime({ indexURL: INDEX_URL });
  await unpack(py, await files);
  if (wanted && !givenUp()) makeSnapshotLater();
  return started(py, "fresh");
}

const wanted = snapshotsWanted();
const files = Promise.all([bytesOf(PYTHON_FILES.engine), bytesOf(PYTHON_FILES.ui)]);
files.catch(() => {}); // awaited by startPython; a failure there is the start's failure
const keptSnapshot = wanted ? readSnapshot() : Promise.resolve(null);
const python = startPython();
python.catch(() => {}); // PyScript awaits it in loadPyodide and shows a failure

// PyScript's call: only its output functions matter (its indexURL is this folder, and it
// asks for no packages); they replace Pyodide's console defaults.
export async function loadPyodide({ stdout, stderr } = {}) {
  const py = await python;
  if (stdout) py.setStdout({ batched: stdout });
  if (stderr) py.setStderr({ batched: stderr });
  return py;
}

function started(py, how) {
  html.dataset.python = how;
  if (how !== "fresh") dropIfTheAppFails();
  mark("python-ready");
  return py;
}

// Python came back from a snapshot, but the app may still fail to start on it (a snapshot
// that restores yet holds a broken state): then drop it and load the page once more,
// starting Python the normal way in this tab from then on.
function dropIfTheAppFails() {
  const failed = () => {
    if (html.hasAttribute("data-app-ready") || sessionFlag(NO_SNAPSHOT)) return;
    sessionFlag(NO_SNAPSHOT, true);
    dropSnapshots().then(() => location.reload());
  };
  addEventListener("error", failed);
  addEventListener("unhandledrejection", failed);
  addEventListener("py:all-done", () => setTimeout(failed, 3000));
}
