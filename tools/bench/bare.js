// Baseline for tools/bench.py: the vendored Pyodide with nothing else on top.
import { loadPyodide } from "/vendor/pyodide/pyodide.mjs";

await loadPyodide();
document.documentElement.dataset.ready = "1";
