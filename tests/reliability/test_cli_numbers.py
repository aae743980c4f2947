"""Issue 37, item 3: the one number reader (``engine.limits``) for every option.

``review --seconds-per-move`` refused ``inf`` with a traceback, accepted ``1e9`` (a review
that never ends) and Arabic-Indic digits; the app's ``--size`` accepted ``١٢٨٠x800`` and
``1_280x800``.  Each is now an error stating the bound, with exit status 2.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.screenshot import parse_size
from tests.conftest import REPO_ROOT

RECORD = REPO_ROOT / "tests" / "engine" / "data" / "records" / "standard.dvn"


@pytest.mark.parametrize("value", ["inf", "nan", "1e9", "٣", "-1", "0", "3601", "1_0", " 1"])
def test_review_refuses_seconds_out_of_bounds(value: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "review", str(RECORD), "--seconds-per-move", value],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert "--seconds-per-move must be a number of seconds more than 0 and at most 3600" in (
        done.stderr
    )


@pytest.mark.parametrize("value", ["١٢٨٠x800", "1_280x800", "1280x８00", "+1280x800", "1280x800x1"])
def test_app_size_is_ascii_digits(value: str) -> None:
    with pytest.raises(ValueError, match="expected WIDTHxHEIGHT in ASCII digits"):
        parse_size(value)


def test_app_sizes_that_stay_valid() -> None:
    assert parse_size("1280x800") == (1280, 800)
    assert parse_size("1280X0800") == (1280, 800)
    with pytest.raises(ValueError, match="out of range"):
        parse_size("100x100")


def test_dvonn_refuses_a_size_in_other_digits(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = str(tmp_path)
    picture = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-m", "app", "--screenshot", str(picture), "--size", "١٢٨٠x800"],
        capture_output=True, text=True, timeout=120, env=env, cwd=REPO_ROOT, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "ASCII digits" in done.stderr and not picture.exists()
