"""Issue 51, point 15: no option is silently ignored.

``dvonn -rf.dvn`` and a mistyped ``dvonn --sreenshot x.png`` started an empty game without a
word: whatever argparse did not know went to QApplication, which ignores what it does not
know either.  Now only Qt's ``-platform``, ``-style``, ``-reverse`` and ``-session`` reach Qt;
anything else is a usage error (exit status 2), and a file whose name starts with "-" opens
after ``--``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app.command_line import parse_args
from tests.app.game_records import save_game, unfinished_game
from tests.conftest import REPO_ROOT
from tests.reliability.test_app_start_edges import environment, wait_for
from tests.reliability.x_windows import HAVE_TOOLS, shown_windows, window_title


def dvonn(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``dvonn ARGS`` run in ``tmp_path``; fails the test if it starts the interactive app."""
    environ = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    environ.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    environ.update(PYTHONPATH=str(REPO_ROOT), **env)
    try:
        return subprocess.run(
            [sys.executable, "-m", "app", *args], cwd=tmp_path, env=environ, capture_output=True,
            text=True, timeout=90, check=False,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail(f"dvonn {' '.join(args)} did not end: it started the interactive app")


@pytest.mark.parametrize(
    "args",
    [
        ["-rf.dvn"],
        ["--sreenshot", "x.png"],
        ["--flat", "-x"],
        ["--screen", "x.png"],  # no abbreviations: --screenshot is spelt out
        ["-stylesheet", "x.qss"],  # a Qt option that is not passed on
        ["-platform"],
        ["a.dvn", "b.dvn"],
    ],
)
def test_an_unknown_option_is_a_usage_error(tmp_path: Path, args: list[str]) -> None:
    (tmp_path / "-rf.dvn").write_text("", encoding="utf-8")
    done = dvonn(tmp_path, *args)
    assert done.returncode == 2, done.stderr
    assert "usage: dvonn" in done.stderr and "Traceback" not in done.stderr
    assert not any((tmp_path / name).exists() for name in ("config", "data", "home"))


def test_a_file_starting_with_a_dash_is_named_in_the_message(tmp_path: Path) -> None:
    (tmp_path / "-rf.dvn").write_text("", encoding="utf-8")
    done = dvonn(tmp_path, "-rf.dvn")
    assert "to open the file -rf.dvn, write: dvonn -- -rf.dvn" in done.stderr


def test_qt_options_that_are_kept_reach_qt(tmp_path: Path) -> None:
    # Without a display, xcb cannot start: only the minimal platform asked for lets it.
    args = ["-platform", "minimal", "-style", "fusion", "-reverse", "--screenshot", "s.png"]
    done = dvonn(tmp_path, *args, "--flat", DISPLAY="", QT_QPA_PLATFORM="xcb")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "s.png").is_file()


def test_parsing() -> None:
    args, qt = parse_args(["-reverse", "-style", "fusion", "--flat", "-platform", "xcb", "a"])
    assert (args.file, args.flat, qt) == (
        "a",
        True,
        ["-reverse", "-style", "fusion", "-platform", "xcb"],
    )
    args, qt = parse_args(["--", "-reverse"])
    assert (args.file, qt) == ("-reverse", [])
    with pytest.raises(SystemExit) as ended:
        parse_args(["-style", "--", "a"])
    assert ended.value.code == 2


@pytest.mark.skipif(
    not os.environ.get("DISPLAY") or not HAVE_TOOLS,
    reason="needs an X display (xvfb-run), x11-utils",
)
def test_a_file_whose_name_starts_with_a_dash_opens_after_two_dashes(tmp_path: Path) -> None:
    save_game(unfinished_game(4), tmp_path / "-rf.dvn")
    env = dict(environment(tmp_path), PYTHONPATH=str(REPO_ROOT))
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "--flat", "--", "-rf.dvn"], cwd=tmp_path, env=env,
        text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    made = tmp_path / "data" / "dvonn" / "dvonn" / "games" / ".deleted"  # by the app's library
    try:  # Qt has connected by then: see test_app_signals_at_start
        assert wait_for(lambda: process.poll() is not None or made.is_dir(), 60)

        def titled() -> bool:
            # the name is isolated (FSI ... PDI), which xprop may print as escapes
            return any("-rf.dvn" in window_title(w) for w in shown_windows(process.pid))

        assert wait_for(titled, 60), "the window does not show -rf.dvn"
    finally:
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=30)
    assert process.returncode == 143, err
