"""The docs cite only what a reader of the repository can open: every relative link and
every repository path written in backticks names a file or folder that is here, and no
page points outside the repository (a machine's absolute path, the team's rulebook
folder beside the checkout)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
REPO_PATH = re.compile(r"`((?:hexterm|tests|docs|benchmarks|saves|\.ci)/[^`\s]*)`")
OUTSIDE = re.compile(r"/work/|shared/seeds|\.\./shared|rules-notes\.md|\b\d{3}_[0-9a-f]{16}\b")


def _page_id(page: Path) -> str:
    return str(page.relative_to(ROOT))


@pytest.mark.parametrize("page", PAGES, ids=_page_id)
def test_relative_links_name_files_of_the_repository(page: Path) -> None:
    missing = [target for target in LINK.findall(page.read_text())
               if "://" not in target and not target.startswith("mailto:")
               and not (page.parent / target).exists()]
    assert missing == []


@pytest.mark.parametrize("page", PAGES, ids=_page_id)
def test_repository_paths_in_backticks_exist(page: Path) -> None:
    missing = []
    for written in REPO_PATH.findall(page.read_text()):
        path = written.split("::")[0].split(":")[0].rstrip(".,;")
        if any(mark in path for mark in "*<>{}…"):  # a pattern, not a file
            continue
        if not (ROOT / path).exists():
            missing.append(written)
    assert missing == []


@pytest.mark.parametrize("page", PAGES, ids=_page_id)
def test_no_page_points_outside_the_repository(page: Path) -> None:
    assert OUTSIDE.findall(page.read_text()) == []


def test_the_checks_catch_what_they_look_for(tmp_path: Path) -> None:
    """The patterns find a broken link, a missing path and an outside path."""
    text = ("see [x](nowhere.md), `hexterm/nowhere.py` and "
            "`/work/shared/rules-notes.md`")
    assert LINK.findall(text) == ["nowhere.md"]
    assert REPO_PATH.findall(text) == ["hexterm/nowhere.py"]
    assert OUTSIDE.findall(text) != []
