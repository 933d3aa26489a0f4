// Spelkast's Python: the module PyScript loads as its interpreter (pyscript.json
// "interpreter"). It wraps Pyodide's loadPyodide so that
//   - the engine wheel and spelkast_ui.zip are fetched while Pyodide loads and unpacked
//     here (no micropip, no package lock at run time);
//   - a start restores a memory snapshot of Python with every engine and UI module already
//     imported, when this device has one for this exact build of Pyodide, engine and UI;
//   - a start without one makes one afterwards, in a worker (snapshot-worker.mjs), so the
//     page never waits for it.
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
const MAKE_DELAY_MS = 1500; // after the app is ready, so its first screens come first

const html = document.documentElement;
const mark = (name) => performance.mark(`spelkast:${name}`);

function bytesOf(url) {
  return fetch(new URL(url, import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
}

// The page may say no: tests that start hundreds of pages, or ?snapshot=off.
function snapshotsWanted() {
  if (globalThis.__spelkastSnapshots === false) return false;
  if (new URLSearchParams(location.search).get("snapshot") === "off") return false;
  return "caches" in globalThis && SNAPSHOT_KEY !== "dev";
}

async function readSnapshot() {
  try {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(ENTRY);
    if (!hit) return null;
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

// Python state that must not be the same on every start from one snapshot.
const AFTER_RESTORE = `
import importlib, sys, time
import pyengine, spelkast_ui.app.controller  # a damaged snapshot fails here, not later
importlib.invalidate_caches()  # the files were unpacked again, after the snapshot
if "random" in sys.modules:
    sys.modules["random"].seed()  # fresh entropy, not the snapshot's
if hasattr(time, "tzset"):
    time.tzset()  # the device's time zone now, not when the snapshot was made
`;

function unpack(py, engine, ui) {
  const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
  py.unpackArchive(engine, "zip", { extractDir: site });
  py.unpackArchive(ui, "zip", { extractDir: py.runPython("import os; os.getcwd()") });
}

export async function loadPyodide(options = {}) {
  mark("python-start");
  const files = Promise.all([bytesOf(PYTHON_FILES.engine), bytesOf(PYTHON_FILES.ui)]);
  files.catch(() => {}); // awaited below; a failure there is the start's failure
  const wanted = snapshotsWanted();
  const snapshot = wanted ? await readSnapshot() : null;
  let py = null;
  if (snapshot) {
    try {
      py = await loadRuntime({ ...options, indexURL: INDEX_URL, _loadSnapshot: snapshot });
      const [engine, ui] = await files;
      unpack(py, engine, ui);
      py.runPython(AFTER_RESTORE);
      html.dataset.python = "snapshot";
      dropIfTheAppFails();
    } catch (error) {
      console.warn("Spelkast: the snapshot did not start; starting without it:", error);
      py = null;
      await dropSnapshots();
    }
  }
  if (!py) {
    py = await loadRuntime({ ...options, indexURL: INDEX_URL });
    const [engine, ui] = await files;
    unpack(py, engine, ui);
    html.dataset.python = "fresh";
    if (wanted) makeSnapshotLater();
  }
  mark("python-ready");
  return py;
}

// Python came back from the snapshot, but the app may still fail to start on it (a
// snapshot that restores yet holds a broken state): then drop it and start once more, the
// normal way. The session flag keeps a page that fails anyway from reloading for ever.
function dropIfTheAppFails() {
  const RETRIED = "spelkast.snapshot-retried";
  const failed = () => {
    if (html.hasAttribute("data-app-ready")) return;
    dropSnapshots().then(() => {
      try {
        if (sessionStorage.getItem(RETRIED)) return;
        sessionStorage.setItem(RETRIED, "1");
      } catch {
        return; // no session storage: no way to know this is not a loop
      }
      location.reload();
    });
  };
  addEventListener("error", failed);
  addEventListener("unhandledrejection", failed);
  addEventListener("py:all-done", () => setTimeout(failed, 3000));
}

// ---- making a snapshot ------------------------------------------------------------------
function whenReady(then) {
  if (html.hasAttribute("data-app-ready")) return then();
  const watch = new MutationObserver(() => {
    if (!html.hasAttribute("data-app-ready")) return;
    watch.disconnect();
    then();
  });
  watch.observe(html, { attributes: true, attributeFilter: ["data-app-ready"] });
}

function makeSnapshotLater() {
  whenReady(() => setTimeout(makeSnapshot, MAKE_DELAY_MS));
}

function makeSnapshot() {
  let worker;
  try {
    worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
  } catch (error) {
    console.warn("Spelkast: no snapshot worker:", error);
    return;
  }
  html.dataset.snapshot = "making";
  const done = (state) => {
    worker.terminate();
    html.dataset.snapshot = state;
  };
  worker.addEventListener("message", async ({ data }) => {
    if (!data || !data.ok) {
      console.warn("Spelkast: no snapshot made:", data && data.error);
      done("failed");
      return;
    }
    try {
      const cache = await caches.open(CACHE);
      const headers = {
        "Content-Type": "application/octet-stream",
        "X-Snapshot-Length": String(data.bytes.byteLength),
      };
      await cache.put(ENTRY, new Response(data.bytes, { headers }));
      await dropSnapshots(ENTRY);
      done("stored");
    } catch (error) {
      // A full device: the app starts the normal way next time.
      console.warn("Spelkast: snapshot not stored:", error);
      done("failed");
    }
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault(); // a worker's failure is not the page's
    console.warn("Spelkast: snapshot worker failed:", event.message);
    done("failed");
  });
  worker.postMessage({ indexURL: INDEX_URL, files: PYTHON_FILES, base: import.meta.url });
}
