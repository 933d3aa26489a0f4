// Makes the memory snapshots python.mjs starts from: a Python of its own, away from the
// page's main thread, with nothing of the page in it (no document, no window: only modules
// that also run on CPython). Two of them, as soon as each is ready:
//   "start": the modules main.py imports (read from main.py itself), for the page to start
//            from now;
//   "keep":  every module of both packages, for later starts, so a game opened later
//            imports nothing.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const IMPORT = (names) => `
import importlib
for name in ${JSON.stringify(names)}:
    importlib.import_module(name)
`;

// __main__ modules would run a command line; they are left out.
const IMPORT_ALL = `
import importlib, pkgutil
for name in ("pyengine", "spelkast_ui"):
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        if not info.name.endswith(".__main__"):
            importlib.import_module(info.name)
`;

async function fetched(url, base, as) {
  const response = await fetch(new URL(url, base));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return as === "text" ? response.text() : response.arrayBuffer();
}

function send(kind, bytes, started) {
  const ms = Math.round(performance.now() - started);
  self.postMessage({ ok: true, kind, bytes, ms }, [bytes.buffer]);
}

self.addEventListener("message", async ({ data }) => {
  try {
    const started = performance.now();
    const { indexURL, files, base } = data;
    const [py, engine, ui, main] = await Promise.all([
      loadPyodide({ indexURL, _makeSnapshot: true }),
      fetched(files.engine, base),
      fetched(files.ui, base),
      fetched("main.py", base, "text"),
    ]);
    const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
    py.unpackArchive(engine, "zip", { extractDir: site });
    py.unpackArchive(ui, "zip", { extractDir: py.runPython("import os; os.getcwd()") });
    const first = [...main.matchAll(/^from (spelkast_ui[\w.]*|pyengine[\w.]*) import/gm)];
    py.runPython(IMPORT(first.map((m) => m[1])));
    send("start", py.makeMemorySnapshot(), started);
    py.runPython(IMPORT_ALL);
    send("keep", py.makeMemorySnapshot(), started);
  } catch (error) {
    self.postMessage({ ok: false, error: String((error && error.stack) || error) });
  }
});
