"""The desktop integration files, without building anything: the .dvn file type as a MIME
database made from it sees real records, the desktop file's MimeType=, the document icon,
the man pages made from the --help parsers, the launcher's --engine switch, the bundle
audit's glibc limit, and the Windows and macOS registrations of .dvn.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.packaging.packaging_support import ON_LINUX, ROOT, check_bundle

LINUX = ROOT / "packaging" / "linux"
DOCUMENT_ICONS = ROOT / "packaging" / "icons"
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
OUR_TYPE = "application/x-dvonn-game"
PHASE_2_START = "CDDDCCDCDDDCCDCDBDCCDCDCBCCCCCCDCCDDBCDCDCDDDCCDDD"  # perft 2 = 1794


def mime_types() -> dict[str, ET.Element]:
    root = ET.parse(LINUX / "dvonn-mime.xml").getroot()
    assert root.tag == f"{MIME}mime-info"
    return {t.get("type", ""): t for t in root.iter(f"{MIME}mime-type")}


def test_mime_package_names_dvn_files_and_claims_no_other_suffix() -> None:
    (ours,) = mime_types().values()
    assert ours.get("type") == OUR_TYPE
    globs = [g.get("pattern") for g in ours.iter(f"{MIME}glob")]
    assert globs == ["*.dvn"]  # never *.sgf (Go's) nor .txt
    assert ours.find(f"{MIME}sub-class-of").get("type") == "text/plain"  # type: ignore[union-attr]
    icon = ours.find(f"{MIME}icon")
    assert icon is not None and icon.get("name") == "application-x-dvonn-game"


QT_LOOKUP = """
import sys
from PyQt6.QtCore import QCoreApplication, QMimeDatabase
app = QCoreApplication([])
database = QMimeDatabase()
for path in sys.argv[1:]:
    print(database.mimeTypeForFile(path).name())
"""


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info")
def test_a_mime_database_with_the_package_knows_records_by_name_and_content(
    tmp_path: Path,
) -> None:
    from engine.records.boardspace import write_sgf
    from engine.records.dvn import write_dvn
    from engine.records.model import GameRecord

    data = tmp_path / "data"
    (data / "mime" / "packages").mkdir(parents=True)
    shutil.copy(LINUX / "dvonn-mime.xml", data / "mime" / "packages" / "dvonn.xml")
    subprocess.run(["update-mime-database", str(data / "mime")], check=True, capture_output=True)
    assert "application/x-dvonn-game:*.dvn" in (data / "mime" / "globs2").read_text()

    record = GameRecord(event="Club evening", white="Ann", black="Bob")
    files = tmp_path / "files"
    files.mkdir()
    (files / "club.dvn").write_text(write_dvn(record), encoding="utf-8")
    (files / "download").write_text(write_dvn(record), encoding="utf-8")  # name lost
    chess = '[Event "Club evening"]\n[Site "?"]\n[SetUp "1"]\n\n1. e4 e5 *\n'
    (files / "chess").write_text(chess, encoding="utf-8")  # PGN, which also starts [Event
    (files / "boardspace.sgf").write_text(write_sgf(record), encoding="utf-8")
    names = ["club.dvn", "download", "chess", "boardspace.sgf"]
    env = {"XDG_DATA_HOME": str(data), "XDG_DATA_DIRS": "/usr/share", "QT_QPA_PLATFORM": "minimal"}
    found = subprocess.run(
        [sys.executable, "-c", QT_LOOKUP, *(str(files / n) for n in names)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert found[:2] == [OUR_TYPE, OUR_TYPE], found
    assert found[2] != OUR_TYPE and found[3] != OUR_TYPE, found


def test_desktop_file_opens_dvn_and_offers_itself_for_sgf() -> None:
    lines = (LINUX / "dvonn.desktop").read_text(encoding="utf-8").splitlines()
    (value,) = [line.split("=", 1)[1] for line in lines if line.startswith("MimeType=")]
    assert value.endswith(";") and value.split(";")[:-1] == [OUR_TYPE, "application/x-go-sgf"]
    assert any(line.startswith("Exec=") and "%f" in line for line in lines)  # gets the file


def test_document_icon_in_the_mimetypes_sizes() -> None:
    for size in (16, 24, 32, 48, 64, 128, 256):
        data = (DOCUMENT_ICONS / f"dvn-document-{size}.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert (int.from_bytes(data[16:20]), int.from_bytes(data[20:24])) == (size, size)
    svg = ET.parse(DOCUMENT_ICONS / "dvn-document.svg").getroot()
    assert svg.tag.endswith("svg") and svg.get("viewBox") == "0 0 512 512"
    assert (DOCUMENT_ICONS / "dvn-document.ico").read_bytes()[:4] == b"\0\0\1\0"


# --- man pages --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def man_pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    out = tmp_path_factory.mktemp("man")
    command = [sys.executable, str(LINUX / "make_man.py"), str(out), "--date", "2026-12-01"]
    subprocess.run(command, check=True, capture_output=True)
    return {p.stem: p.read_text(encoding="ascii") for p in out.glob("*.6")}


def test_man_pages_hold_every_option_and_command_of_the_help(man_pages: dict[str, str]) -> None:
    from app.__main__ import build_parser as app_parser
    from engine.cli import build_parser as engine_parser

    assert set(man_pages) == {"dvonn", "dvonn-engine"}
    assert man_pages["dvonn"].splitlines()[1].startswith('.TH DVONN 6 "2026-12-01"')
    assert "\n.SH NAME\ndvonn \\- " in man_pages["dvonn"]
    assert "\n.SH NAME\ndvonn\\-engine \\- " in man_pages["dvonn-engine"]
    terms = [line for line in man_pages["dvonn"].splitlines() if line.startswith(".B ")]
    for option in app_parser()._option_string_actions:
        if option != "--self-test":  # hidden from --help, so from the page too
            escaped = option.replace("-", "\\-")
            assert any(escaped in term.split() or f"{escaped}," in term for term in terms), option
    assert "self" not in man_pages["dvonn"]
    engine = man_pages["dvonn-engine"]
    for command in ("perft", "replay", "shell", "bench", "puzzles", "play", "match", "review"):
        assert f'.SS "{command}"' in engine, command
    assert "count move sequences; the last line is the count" in engine.lower()
    assert "\\-\\-seconds\\-per\\-move" in engine
    assert engine_parser().prog == "dvonn-engine"


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff")
def test_man_pages_format_without_a_warning(man_pages: dict[str, str], tmp_path: Path) -> None:
    for name, text in man_pages.items():
        page = tmp_path / f"{name}.6"
        page.write_text(text, encoding="ascii")
        result = subprocess.run(
            ["groff", "-man", "-ww", "-z", "-Tutf8", str(page)], capture_output=True, text=True
        )
        assert result.returncode == 0 and not result.stderr, (name, result.stderr)


# --- the engine from the bundle's launcher, the glibc limit ------------------------------------


def test_launcher_runs_the_engine_command_line_with_engine_first() -> None:
    launcher = str(ROOT / "packaging" / "launcher.py")
    result = subprocess.run(
        [sys.executable, launcher, "--engine", "perft", PHASE_2_START, "2"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["1794"]


@pytest.mark.skipif(not ON_LINUX, reason="ELF")
def test_audit_reports_a_file_needing_a_newer_glibc_than_allowed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    shutil.copy(Path(sys.executable).resolve(), bundle / "python")
    newest = check_bundle.glibc_by_file(bundle)[bundle / "python"]
    _, problems = check_bundle.audit(bundle)
    assert not [p for p in problems if "glibc" in p] or newest > check_bundle.MAX_GLIBC
    monkeypatch.setattr(check_bundle, "MAX_GLIBC", (newest[0], newest[1] - 1))
    _, problems = check_bundle.audit(bundle)
    shown = ".".join(map(str, newest))
    assert any(p.startswith(f"python needs glibc {shown}, newer than") for p in problems)
    assert check_bundle.MAX_GLIBC < (2, 36)  # Ubuntu 22.04 (2.35) stays supported


def test_expat_comes_from_the_system() -> None:
    assert check_bundle.SYSTEM.match("libexpat.so.1")
    assert check_bundle.FORBIDDEN.match("libexpat.so.1")
    assert "libexpat" in (ROOT / "packaging" / "dvonn.spec").read_text(encoding="utf-8")


# --- Windows and macOS ----------------------------------------------------------------------


def test_inno_setup_registers_dvn_and_only_offers_itself_for_sgf() -> None:
    text = (ROOT / "packaging" / "windows" / "dvonn.iss").read_text(encoding="utf-8")
    assert "\nChangesAssociations=yes\n" in text
    registry = text.split("\n[Registry]\n", 1)[1].split("\n[", 1)[0]
    entries = [line for line in registry.splitlines() if line.startswith("Root: HKA;")]
    by_key: dict[str, list[str]] = {}
    for entry in entries:
        key = entry.split('Subkey: "', 1)[1].split('"', 1)[0]
        by_key.setdefault(key, []).append(entry)
    dvn = by_key["Software\\Classes\\.dvn"]
    assert any('ValueName: ""; ValueData: "DVONN3D.Game"' in e for e in dvn)
    command = by_key["Software\\Classes\\DVONN3D.Game\\shell\\open\\command"][0]
    assert '"""{app}\\{#AppExe}"" ""%1"""' in command
    assert "Software\\Classes\\DVONN3D.Game\\DefaultIcon" in by_key
    assert "Software\\Classes\\.sgf" not in by_key  # SGF's default is left alone
    assert 'ValueName: "DVONN3D.SGF"' in by_key["Software\\Classes\\.sgf\\OpenWithProgids"][0]
    assert all("uninsdelete" in e for e in by_key["Software\\Classes\\.dvn"])
    assert (DOCUMENT_ICONS / "dvn-document.ico").is_file() and "dvn-document.ico" in text


def test_macos_bundle_declares_dvn_and_sgf_as_an_alternate() -> None:
    text = (ROOT / "packaging" / "dvonn.spec").read_text(encoding="utf-8")
    plist = text.split("info_plist={", 1)[1]
    assert '"CFBundleDocumentTypes"' in plist and '"UTExportedTypeDeclarations"' in plist
    assert '"public.filename-extension": ["dvn"]' in plist
    assert '"public.mime-type": ["application/x-dvonn-game"]' in plist
    sgf = plist.split('"CFBundleTypeExtensions": ["sgf"]', 1)[0].rsplit("{", 1)[1]
    assert '"LSHandlerRank": "Alternate"' in sgf
