"""The wheel a user installs (`pip install .`) holds every file the program reads.

A regular install is not an editable one: a stylesheet or a world left out of the wheel
is missing from every player's install while every editable checkout still has it. The
wheel is built from a copy of the files git knows, as `pip install .` builds it, and
every file under `hexterm/` that is not Python source must be in it. `.ci/run` goes
further and plays from such an install (`.ci/play-from-wheel`).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from gettext import GNUTranslations
from io import BytesIO
from pathlib import Path

from hexterm.catalogue_files import read_po

ROOT = Path(__file__).resolve().parent.parent


def _tracked() -> list[str]:
    done = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                          check=True)
    return [name for name in done.stdout.decode().split("\0") if name]


def _build_wheel(tmp: Path) -> Path:
    source = tmp / "source"
    for name in _tracked():
        if Path(ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                           "-w", str(tmp / "dist"), str(source)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    (wheel,) = (tmp / "dist").glob("hexterm-*.whl")
    return wheel


def test_the_wheel_ships_every_file_the_program_reads(tmp_path: Path) -> None:
    data = {name for name in _tracked()
            if name.startswith("hexterm/") and not name.endswith(".py")}
    # What the program reads today; a new kind of file must be added here and to
    # pyproject's package-data, or this list would pass with nothing in it.
    assert "hexterm/app.tcss" in data
    assert "hexterm/scenarios/marches.toml" in data
    wheel = zipfile.ZipFile(_build_wheel(tmp_path))
    shipped = set(wheel.namelist())
    assert sorted(data - shipped) == []
    _the_catalogues_are_compiled(data, wheel)
    # The A* path library, used by no rule and no screen, stays beside its benchmark.
    assert "benchmarks/pathfind.py" in _tracked()
    assert [name for name in shipped if name.startswith("benchmarks/")
            or name.endswith(("/pathfind.py", "/pathgrid.py"))] == []


def _the_catalogues_are_compiled(data: set[str], wheel: zipfile.ZipFile) -> None:
    """Every catalogue's `.po` has its `.mo` in the wheel (setup.py's build step), saying
    each of its translations; no `.mo` is kept in git (a `.po` is all a language needs)."""
    catalogues = sorted(name for name in data if name.endswith(".po"))
    assert "hexterm/locale/fr/LC_MESSAGES/hexterm.po" in catalogues
    assert [name for name in _tracked() if name.endswith(".mo")] == []
    for po in catalogues:
        compiled = GNUTranslations(BytesIO(wheel.read(po[:-3] + ".mo")))
        entries = [e for e in read_po((ROOT / po).read_text(encoding="utf-8"))
                   if e.msgid and e.translated]
        assert entries, po
        for entry in entries:
            if entry.plural is None:
                assert compiled.gettext(entry.msgid) == entry.strings[0], (po, entry.msgid)
            else:
                assert compiled.ngettext(entry.msgid, entry.plural, 1) == entry.strings[0]
