# Spelkast developer entry points (GNU make). A fresh Debian machine with Python 3.11,
# node/npm and access to PyPI, npm and apt needs nothing else: `make test` / `make serve`.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-requirements
CHROMIUM := /usr/bin/chromium
# Firefox and WebKit (Safari's engine) for tests/browser/test_engines.py, driven over
# WebDriver (tools/webdriver.py): Debian's firefox-esr, and WebKitGTK's MiniBrowser with
# WebKitWebDriver under an Xvfb display of its own.
FIREFOX := /usr/bin/firefox-esr
WEBKIT_DRIVER := /usr/bin/WebKitWebDriver
XVFB := /usr/bin/Xvfb
PORT ?= 8000
# apt-get needs root; use sudo when make runs as another user.
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: help setup dist serve lint test bench icons clean

help:
	@echo "make setup | dist | serve [PORT=8000] | lint | test | bench | icons | clean"

setup: $(STAMP) $(CHROMIUM) $(FIREFOX) $(WEBKIT_DRIVER) $(XVFB) node_modules/.package-lock.json

# Debian ships venv/ensurepip separately; the stamp reinstalls when the pins change.
$(STAMP): requirements-dev.txt
	@$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-venv; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

# Playwright drives Debian's chromium: browser downloads are not available everywhere.
$(CHROMIUM):
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium

$(FIREFOX):
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq firefox-esr

$(WEBKIT_DRIVER):
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq webkit2gtk-driver

$(XVFB):
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq xvfb

# The runtime's npm pins (package.json, package-lock.json); the build checks every
# tarball against the lock's integrity again (tools/fetch_runtime.py).
node_modules/.package-lock.json: package-lock.json
	npm ci --ignore-scripts --no-audit --no-fund

dist: $(STAMP)
	$(PY) tools/build_dist.py

serve: dist
	$(PY) tools/serve.py --port $(PORT)

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m mypy

# The browser tests and the rest run side by side, two workers each, the rest at a lower
# priority (tools/run_tests.py: the browser tests leave much of the CPU idle while they
# wait on their pages; more browser workers only slowed every page). A test goes to
# whichever worker of its run is free, except the groups that share state (xdist_group).
# The browser tests build dist/ once per run themselves and make one Python snapshot
# between them (tests/browser/conftest.py; docs/architecture.md, "The test suite"), so
# `test` does not ask for `dist` first: that built it twice (~6 s each).
test: setup lint
	$(PY) tools/run_tests.py

bench: setup dist
	$(PY) tools/bench.py

icons: $(STAMP)
	$(PY) tools/make_icons.py

clean:
	rm -rf dist bench-results test-results build .pytest_cache .mypy_cache .ruff_cache \
	  .cache/dist-stage-* .cache/dist-old-*
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +
