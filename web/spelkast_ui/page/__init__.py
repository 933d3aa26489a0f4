"""The page glue: Spelkast's UI mounted on the browser's document.

The only package that touches the page (PyScript's ``pyscript``, Pyodide's ``pyodide``);
everything else runs the same on CPython. web/main.py, the file PyScript runs, starts
``app.main``. The snapshot worker has no document, so this package is not imported into
the memory snapshot: python.mjs keeps its code compiled ahead instead (checked against the
sources by hash when imported).
"""
