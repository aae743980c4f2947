"""The bundle's smaller ICU data library (packaging/linux/trim_icu.py), on Qt's own copy."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.packaging_support import ON_LINUX, ROOT

pytestmark = pytest.mark.skipif(not ON_LINUX, reason="Qt's wheels link ICU on Linux only")

sys.path.insert(0, str(ROOT / "packaging" / "linux"))
import trim_icu  # noqa: E402


def qt_icu_data() -> Path:
    import PyQt6

    found = sorted(Path(PyQt6.__file__).parent.glob("Qt6/lib/libicudata.so.*"))
    if not found:
        pytest.skip("this PyQt6 has no ICU data library")
    return found[0]


def test_package_round_trips_item_for_item() -> None:
    _, package = trim_icu.package_of(qt_icu_data().read_bytes())
    header, items = trim_icu.items_of(package)
    assert len(items) > 1000
    assert trim_icu.items_of(trim_icu.build_package(header, items)) == (header, items)


def test_trimmed_library_keeps_all_but_the_dropped_folders(tmp_path: Path) -> None:
    if shutil.which("gcc") is None:
        pytest.skip("needs gcc")
    original = qt_icu_data()
    smaller = trim_icu.trim(original, tmp_path)
    assert smaller.name == original.name
    assert smaller.stat().st_size < original.stat().st_size - 12_000_000
    symbol, package = trim_icu.package_of(smaller.read_bytes())
    assert symbol == trim_icu.package_of(original.read_bytes())[0]
    kept = dict(trim_icu.items_of(package)[1])
    before = dict(trim_icu.items_of(trim_icu.package_of(original.read_bytes())[1])[1])
    dropped = {name for name in before if name.split("/")[1] in trim_icu.DROPPED}
    assert dropped and set(kept) == set(before) - dropped
    assert all(kept[name].rstrip(b"\0") == before[name].rstrip(b"\0") for name in kept)
    assert trim_icu.soname_of(smaller) == trim_icu.soname_of(original)


def test_qt_sorts_cases_and_names_time_zones_alike_with_the_trimmed_library(
    tmp_path: Path,
) -> None:
    if shutil.which("gcc") is None:
        pytest.skip("needs gcc")
    smaller = trim_icu.trim(qt_icu_data(), tmp_path)
    probe = (
        "from PyQt6.QtCore import QCollator, QLocale, QTimeZone, QStringDecoder, QByteArray\n"
        "words = ['été', 'Zèbre', 'apple', 'Étage', 'zoo', 'Apple']\n"
        "print(sorted(words, key=QCollator(QLocale('fr_FR')).sortKey))\n"
        "print(QLocale('tr_TR').toUpper('istanbul'), QLocale('de').toUpper('straße'))\n"
        "print(QTimeZone(b'Europe/Paris').displayName(QTimeZone.TimeType.StandardTime,"
        " QTimeZone.NameType.LongName, QLocale('fr_FR')))\n"
        "print(QStringDecoder('Shift-JIS').decode(QByteArray(b'\\x82\\xa0')))\n"
        "print([l.split()[-1] for l in open('/proc/self/maps') if 'libicudata' in l][:1])\n"
    )

    def run(preload: str | None) -> list[str]:
        env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
        if preload:
            env["LD_PRELOAD"] = preload
        out = subprocess.run(
            [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True
        ).stdout
        return out.splitlines()

    full, trimmed = run(None), run(str(smaller))
    assert trimmed[-1] == repr([str(smaller)])  # the trimmed copy is the one Qt used
    assert full[:-1] == trimmed[:-1]
    assert "heure normale" in full[2] and full[3] == "あ"
