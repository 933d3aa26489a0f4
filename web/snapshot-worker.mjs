// Makes the memory snapshot python.mjs starts from: a Python of its own, away from the
// page's main thread, with nothing of the page in it (no document, no window: only modules
// that also run on CPython), and every module of both packages imported, so a game opened
// later imports nothing. The page asks once its app is ready, in the background; it keeps
// the answer ("keep") for its next start.
// Two packages cannot be imported here, having no page to run on: PyScript's own (which
// PyScript writes and imports before main.py) and our page glue (spelkast_ui.page). Their
// code is compiled here instead and kept in the snapshot as checked-hash .pyc files, which
// the page writes beside the sources after a restore: Python uses each one only while its
// source is byte for byte the one compiled (PEP 552), and compiles the source otherwise.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import pyscriptPackage from "./vendor/pyscript/stdlib.js";
import { unpackPython } from "./unzip.mjs";

// __main__ modules would run a command line; they are left out.
const IMPORT_ALL = `
import importlib, pkgutil
for name in ("pyengine", "spelkast_ui"):
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        if not info.name.endswith(".__main__") and not info.name.startswith("spelkast_ui.page."):
            importlib.import_module(info.name)
`;

// {pyc path: (source path, source hash, pyc bytes)} in __main__, where the page finds it
// after a restore (python.mjs). PyScript writes its package into the working folder.
const COMPILE_AHEAD = `
import json, os
from importlib import util
from importlib._bootstrap_external import _code_to_hash_pyc

def _compiled(path, data):
    code = compile(data, path, "exec", dont_inherit=True)
    digest = util.source_hash(data)
    return util.cache_from_source(path), (path, digest, bytes(_code_to_hash_pyc(code, digest)))

_sources = {os.path.abspath(p): t.encode() for p, t in json.loads(_pyscript_files).items()}
_page = os.path.abspath("spelkast_ui/page")
for _name in os.listdir(_page):
    if _name.endswith(".py"):
        with open(os.path.join(_page, _name), "rb") as _file:
            _sources[os.path.join(_page, _name)] = _file.read()
_spelkast_ahead = dict(_compiled(p, d) for p, d in sorted(_sources.items()))
del _pyscript_files, _sources, _page, _name, _file, _compiled, json, os, util, _code_to_hash_pyc
`;

// PyScript's package as its files: {"pyscript/__init__.py": source, ...}.
function filesOf(tree, base = "") {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === "string" ? [[base + name, value]] : filesOf(value, `${base}${name}/`),
  );
}

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
    py.globals.set("_pyscript_files", JSON.stringify(Object.fromEntries(filesOf(pyscriptPackage))));
    try {
      py.runPython(COMPILE_AHEAD);
    } catch (error) {
      // Without the compiled code the snapshot still holds every importable module.
      console.warn("Spelkast: nothing compiled ahead:", error);
      py.runPython("globals().pop('_spelkast_ahead', None)");
    }
    send("keep", py.makeMemorySnapshot(), started);
  } catch (error) {
    self.postMessage({ ok: false, error: String((error && error.stack) || error) });
  }
});
