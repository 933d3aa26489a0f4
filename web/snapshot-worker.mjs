// Makes the memory snapshot python.mjs starts from: a Python of its own, away from the
// page's main thread, with nothing of the page in it (no document, no window: only modules
// that also run on CPython), and every module of both packages imported, so a game opened
// later imports nothing. The page asks once its app is ready, in the background; it keeps
// the answer ("keep") for its next start.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { unpackPython } from "./unzip.mjs";

// __main__ modules would run a command line; they are left out.
const IMPORT_ALL = `
import importlib, pkgutil
for name in ("pyengine", "spelkast_ui"):
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        if not info.name.endswith(".__main__"):
            importlib.import_module(info.name)
`;

async function fetched(url, base) {
  const response = await fetch(new URL(url, base));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

function send(kind, bytes, started) {
  const ms = Math.round(performance.now() - started);
  self.postMessage({ ok: true, kind, bytes, ms }, [bytes.buffer]);
}

self.addEventListener("message", async ({ data }) => {
  try {
    const started = performance.now();
    const { indexURL, files, base } = data;
    const [py, engine, ui] = await Promise.all([
      loadPyodide({ indexURL, _makeSnapshot: true }),
      fetched(files.engine, base),
      fetched(files.ui, base),
    ]);
    await unpackPython(py, engine, ui); // as the page does (unzip.mjs)
    py.runPython(IMPORT_ALL);
    send("keep", py.makeMemorySnapshot(), started);
  } catch (error) {
    self.postMessage({ ok: false, error: String((error && error.stack) || error) });
  }
});
