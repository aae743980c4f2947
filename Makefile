# DVONN 3D — the two commands: `make run` plays, `make test` checks everything.
#
# Both create .venv on first use and install the project into it, compiling the search core
# (engine/csrc); pip runs again only when pyproject.toml, setup.py or the C sources change
# (stamp files in .venv). Missing Debian/Ubuntu system packages are
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

.PHONY: help run test lint clean system-packages dist package test-frozen test-core-sanitized

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
	@echo "make test-core-sanitized  the search core's tests on a build with ASan and UBSan"

# System package groups each goal needs (see packaging/linux/apt-packages.txt); prerequisites
# inherit them, so `system-packages` runs once, first, with the goal's groups. Every goal
# installs the project, which compiles the search core (the "build" group).
SYSTEM_GROUPS :=
run:  SYSTEM_GROUPS := build runtime
test lint: SYSTEM_GROUPS := build runtime test
dist package test-frozen: SYSTEM_GROUPS := build runtime test dist

system-packages:
	@$(SYSTEM_PACKAGES) --python $(PYTHON) $(SYSTEM_GROUPS)

$(BIN)/python: | system-packages
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); exit 1; }

# pip re-runs only when the project's metadata or the search core's C sources are newer than
# the stamp (pip install -e compiles engine/csrc into engine/_core*.so).
PROJECT_FILES := pyproject.toml setup.py $(wildcard engine/csrc/*.c engine/csrc/*.h)

$(VENV)/.installed: $(PROJECT_FILES) | $(BIN)/python
	$(PIP_INSTALL) -e .
	touch $@

$(VENV)/.installed-test: $(PROJECT_FILES) | $(BIN)/python
	$(PIP_INSTALL) -e '.[test]'
	touch $@ $(VENV)/.installed

$(VENV)/.installed-dist: $(PROJECT_FILES) | $(BIN)/python
	$(PIP_INSTALL) -e '.[test,dist]'
	touch $@ $(VENV)/.installed-test $(VENV)/.installed

run: $(VENV)/.installed | system-packages
	$(BIN)/dvonn $(ARGS)

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
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

# The search core's tests (tests/engine/test_core_*.py) against a build of engine._core with
# AddressSanitizer and UndefinedBehaviorSanitizer, in a copy of the tree under build/ (the
# copy's `engine` comes first on the path; the normal build is left alone).  Any sanitizer
# report ends the test process, so the target fails.  The build uses the portable bit counts
# that MSVC compiles (DVONN_PORTABLE_BITS), so they are tested here too, and keeps the core's
# assert()s (-UNDEBUG: Python builds extensions with NDEBUG, which drops them).
SANITIZED := build/core-sanitized
SANITIZE  := -fsanitize=address,undefined -fno-omit-frame-pointer -g
test-core-sanitized: $(VENV)/.installed-test
	rm -rf $(SANITIZED) && mkdir -p $(SANITIZED)
	cp -r engine tests setup.py pyproject.toml README.md $(SANITIZED)/
	rm -f $(SANITIZED)/engine/_core*.so
	cd $(SANITIZED) && CFLAGS="$(SANITIZE) -UNDEBUG -DDVONN_PORTABLE_BITS" LDFLAGS="$(SANITIZE)" \
		$(CURDIR)/$(BIN)/python setup.py -q build_ext --inplace
	cd $(SANITIZED) && LD_PRELOAD="$$(gcc -print-file-name=libasan.so)" \
		ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
		$(CURDIR)/$(BIN)/python -m pytest -p no:cacheprovider tests/engine/test_core_*.py $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	rm -f engine/_core*.so engine/_core*.pyd
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +
