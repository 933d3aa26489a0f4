// Makes the memory snapshot python.mjs starts from: a Python of its own, away from the
// page's main thread, with the engine and every UI module imported, and nothing of the page
// in it (no document, no window: only modules that also run on CPython).
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

// Every module of both packages, so a game opened later imports nothing. __main__ modules
// would run a command line; they are left out.
const IMPORT_ALL = `
import importlib, pkgutil
count = 0
for name in ("pyengine", "spelkast_ui"):
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        if not info.name.endswith(".__main__"):
            importlib.import_module(info.name)
            count += 1
count
`;

async function bytesOf(url, base) {
  const response = await fetch(new URL(url, base));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

self.addEventListener("message", async ({ data }) => {
  try {
    const { indexURL, files, base } = data;
    const [py, engine, ui] = await Promise.all([
      loadPyodide({ indexURL, _makeSnapshot: true }),
      bytesOf(files.engine, base),
      bytesOf(files.ui, base),
    ]);
    const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
    py.unpackArchive(engine, "zip", { extractDir: site });
    py.unpackArchive(ui, "zip", { extractDir: py.runPython("import os; os.getcwd()") });
    const modules = py.runPython(IMPORT_ALL);
    const bytes = py.makeMemorySnapshot();
    self.postMessage({ ok: true, bytes, modules }, [bytes.buffer]);
  } catch (error) {
    self.postMessage({ ok: false, error: String((error && error.stack) || error) });
  }
});
