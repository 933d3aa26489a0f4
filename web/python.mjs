// Spelkast's Python: the module PyScript loads as its interpreter (pyscript.json
// "interpreter"). It wraps Pyodide's loadPyodide so that
//   - the engine wheel and spelkast_ui.zip are fetched while Pyodide loads and unpacked
//     here (no micropip, no package lock at run time);
//   - Python starts from a memory snapshot: the one this device keeps for this exact
//     build (every engine and UI module imported), or else one made now in a worker
//     (snapshot-worker.mjs: first with what main.py imports, for this start, then with
//     every module, kept for the next), so Python's long start-up never runs on the
//     page's main thread.
// Any failure of a snapshot drops it and starts Python the normal way: a snapshot can make
// a start faster, never make it fail. makeMemorySnapshot and _loadSnapshot are private
// Pyodide APIs; they are pinned to our exact Pyodide build by the snapshot key.
import { loadPyodide as loadRuntime, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

// tools/build_dist.py replaces these two lines: the key is a hash of the Pyodide runtime,
// the engine wheel, spelkast_ui.zip and the two snapshot modules, so any change to what
// the snapshot holds makes a new one.
const SNAPSHOT_KEY = "dev";
const PYTHON_FILES = { engine: "", ui: "" };

const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;
const CACHE = "spelkast-python"; // kept by the service worker across builds (one entry)
const ENTRY = new URL(`./__snapshot/${SNAPSHOT_KEY}`, import.meta.url).href;
const WORKER_TIMEOUT_MS = 60_000; // a worker that never answers must not hold the start
const NO_SNAPSHOT = "spelkast.snapshot-off"; // this tab's app failed on one: start plainly

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
  if (sessionFlag(NO_SNAPSHOT)) return false;
  return "caches" in globalThis && "Worker" in globalThis && SNAPSHOT_KEY !== "dev";
}

// ---- the kept snapshot ------------------------------------------------------------------
async function readSnapshot() {
  try {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(ENTRY);
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
    const cache = await caches.open(CACHE);
    const headers = {
      "Content-Type": "application/octet-stream",
      "X-Snapshot-Length": String(bytes.byteLength),
    };
    await cache.put(ENTRY, new Response(bytes, { headers }));
    await dropSnapshots(ENTRY);
    html.dataset.snapshot = "stored";
  } catch (error) {
    // A full device: the next start makes one again.
    console.warn("Spelkast: snapshot not stored:", error);
    html.dataset.snapshot = "failed";
  }
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

// ---- new snapshots, made in a worker ----------------------------------------------------
// snapshot-worker.mjs answers twice: "start" (the modules main.py imports) as soon as it
// can, for this start, then "keep" (every module) for later starts.
function makeSnapshots() {
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), {
    type: "module",
  });
  const answer = {};
  const start = new Promise((resolve, reject) => Object.assign(answer, { resolve, reject }));
  const kept = {};
  const keep = new Promise((resolve, reject) => Object.assign(kept, { resolve, reject }));
  const fail = (error) => {
    clearTimeout(timer);
    worker.terminate();
    answer.reject(error); // no-op once answered
    kept.reject(error);
  };
  const timer = setTimeout(() => fail(new Error("no snapshot in time")), WORKER_TIMEOUT_MS);
  worker.addEventListener("message", ({ data }) => {
    if (!data || !data.ok) return fail(new Error(data && data.error));
    mark(`snapshot-${data.kind}-${data.ms}ms`);
    if (data.kind === "start") return answer.resolve(data.bytes);
    clearTimeout(timer);
    worker.terminate();
    kept.resolve(data.bytes);
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault(); // the worker's failure is handled here, not the page's
    fail(new Error(event.message || "the snapshot worker failed"));
  });
  worker.postMessage({ indexURL: INDEX_URL, files: PYTHON_FILES, base: import.meta.url });
  start.catch(() => {}); // both are awaited where they are used; no unhandled rejection
  keep.catch(() => {});
  return { start, keep };
}

// ---- starting Python --------------------------------------------------------------------
// Python state that must not be the same on every start from one snapshot, and a check
// that a damaged snapshot fails here rather than later.
const AFTER_RESTORE = `
import importlib, sys, time
importlib.invalidate_caches()  # the files were unpacked again, after the snapshot
if "random" in sys.modules:
    sys.modules["random"].seed()  # fresh entropy, not the snapshot's
if hasattr(time, "tzset"):
    time.tzset()  # the device's time zone now, not when the snapshot was made
import pyengine, spelkast_ui.app.controller
`;

function unpack(py, [engine, ui]) {
  const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
  py.unpackArchive(engine, "zip", { extractDir: site });
  py.unpackArchive(ui, "zip", { extractDir: py.runPython("import os; os.getcwd()") });
}

async function restore(options, snapshot, files) {
  const py = await loadRuntime({ ...options, indexURL: INDEX_URL, _loadSnapshot: snapshot });
  unpack(py, await files);
  py.runPython(AFTER_RESTORE);
  return py;
}

// Started when this module is first imported: boot.js imports it at once, so reading the
// snapshot and fetching the files overlap PyScript's own loading.
const wanted = snapshotsWanted();
const files = Promise.all([bytesOf(PYTHON_FILES.engine), bytesOf(PYTHON_FILES.ui)]);
files.catch(() => {}); // awaited in loadPyodide; a failure there is the start's failure
const keptSnapshot = wanted ? readSnapshot() : Promise.resolve(null);

export async function loadPyodide(options = {}) {
  mark("python-start");
  if (wanted) {
    const kept = await keptSnapshot;
    if (kept) {
      try {
        const py = await restore(options, kept, files);
        return started(py, "snapshot");
      } catch (error) {
        console.warn("Spelkast: the kept snapshot did not start; making a new one:", error);
        await dropSnapshots();
      }
    }
    try {
      const made = makeSnapshots();
      // Pyodide loads and compiles while the worker works, and waits for the bytes.
      const py = await restore(options, made.start, files);
      // The full one when it comes; if it does not, the one this start used.
      made.keep.then(keepSnapshot, () => made.start.then(keepSnapshot));
      return started(py, "made");
    } catch (error) {
      console.warn("Spelkast: no snapshot; starting Python the normal way:", error);
    }
  }
  const py = await loadRuntime({ ...options, indexURL: INDEX_URL });
  unpack(py, await files);
  return started(py, "fresh");
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
