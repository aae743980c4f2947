# DVONN 3D — the two commands: `make run` plays, `make test` checks everything.
#
# Both create .venv on first use and install the project into it; pip runs again only when
# pyproject.toml changes (stamp files in .venv). Missing Debian/Ubuntu system packages are
# installed when running as root, else the exact apt-get line is printed
# (packaging/linux/ensure-system-packages.sh, list in packaging/linux/apt-packages.txt).

SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

SYSTEM_PACKAGES := packaging/linux/ensure-system-packages.sh
PIP_INSTALL     := $(BIN)/python -m pip install --disable-pip-version-check

# GUI tests need a real X server for OpenGL: a virtual one, 24-bit (Xvfb's default is 8).
XVFB_RUN := xvfb-run -a -s "-screen 0 1280x1024x24"
GUI_ENV  := LANG=C.UTF-8 PYOPENGL_PLATFORM=glx QT_QPA_PLATFORM=xcb
PYTEST_ARGS ?=
ARGS ?=

.PHONY: help run test lint clean system-packages dist package test-frozen

help:
	@echo "make run    set up .venv and start the game (ARGS='...' passes options)"
	@echo "make test   set up .venv with test tools, then ruff, mypy and pytest under Xvfb"
	@echo "            (PYTEST_ARGS='...' passes options to pytest)"
	@echo "make lint   ruff and mypy only"
	@echo "make clean  remove .venv, caches and build output"
	@echo "make dist   build the frozen app into dist/dvonn/ (PyInstaller) and smoke-check it"
	@echo "make package      Linux: dist/dvonn-VERSION-linux-ARCH.tar.gz with install.sh,"
	@echo "                  and dist/dvonn_VERSION_ARCH.deb (Debian, Ubuntu)"
	@echo "make test-frozen  build, package, then the packaging and frozen-app tests (tests/packaging)"

# System package groups each goal needs (see packaging/linux/apt-packages.txt); prerequisites
# inherit them, so `system-packages` runs once, first, with the goal's groups. Lint needs none
# (only the venv package, which the script always checks).
SYSTEM_GROUPS :=
run:  SYSTEM_GROUPS := runtime
test: SYSTEM_GROUPS := runtime test
dist package test-frozen: SYSTEM_GROUPS := runtime test dist

system-packages:
	@$(SYSTEM_PACKAGES) --python $(PYTHON) $(SYSTEM_GROUPS)

$(BIN)/python: | system-packages
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); exit 1; }

# pip re-runs only when pyproject.toml is newer than the stamp.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(PIP_INSTALL) -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(PIP_INSTALL) -e '.[test]'
	touch $@ $(VENV)/.installed

$(VENV)/.installed-dist: pyproject.toml | $(BIN)/python
	$(PIP_INSTALL) -e '.[test,dist]'
	touch $@ $(VENV)/.installed-test $(VENV)/.installed

run: $(VENV)/.installed | system-packages
	$(BIN)/dvonn $(ARGS)

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/mypy

# Any non-zero pytest status fails the build, including 5 (no tests collected);
# xvfb-run passes the status of the command it wraps through. tests/packaging needs the frozen
# build and runs in `make test-frozen`.
test: lint | system-packages
	$(GUI_ENV) $(XVFB_RUN) $(BIN)/python -m pytest --ignore=tests/packaging $(PYTEST_ARGS)

# The frozen app (packaging/): PyInstaller one-folder bundle dist/dvonn/, checked by running
# its --screenshot on a virtual screen; then the Linux archive with its per-user installer.
dist: $(VENV)/.installed-dist | system-packages
	$(BIN)/python packaging/build_dist.py

package: dist
	PYTHON=$(BIN)/python packaging/linux/make-tarball.sh
	PYTHON=$(BIN)/python packaging/linux/make-deb.sh

# The packaging tests with the frozen-app ones (marked `frozen`) on the bundle and archive
# just built (CI runs this after `make test`).
test-frozen: package
	DVONN_FROZEN_TEST=1 $(GUI_ENV) $(XVFB_RUN) $(BIN)/python -m pytest tests/packaging $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +
