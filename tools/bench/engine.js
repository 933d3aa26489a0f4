// Engine bench for tools/bench.py: the vendored Pyodide (the app's pinned runtime) plus the
// engine wheel dist/pyscript.json names (the very file the app installs), from this origin
// only. bench.py then ships tools/bench_engine.py into it and runs the games.
import { loadPyodide } from "/vendor/pyodide/pyodide.mjs";

const html = document.documentElement;
try {
  const started = performance.now();
  const pyodide = await loadPyodide();
  const loaded = performance.now();
  // The engine wheel the app ships (bench.py names it): installed by loadPackage, which
  // needs no micropip for a wheel's URL.
  const wheels = [new URL(new URLSearchParams(location.search).get("wheel"), location.href).href];
  await pyodide.loadPackage(wheels, { messageCallback: () => {} });
  pyodide.runPython("import pyengine");
  window.__bench = {
    pyodide,
    info: {
      pyodide: pyodide.version,
      wheel: new URL(wheels[0]).pathname,
      load_ms: Math.round(loaded - started),
      install_ms: Math.round(performance.now() - loaded),
    },
  };
} catch (err) {
  window.__benchError = String((err && err.stack) || err);
}
html.dataset.ready = "1";
