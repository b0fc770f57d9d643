"""`hexterm case FILE|FOLDER...`: rules case files run (docs/cases.md), one line each; a
folder stands for every case file (`*.toml`) below it, in the order of their paths."""

from __future__ import annotations

import argparse
from pathlib import Path

from hexterm.cases import run_case
from hexterm.engine.messages import phrase
from hexterm.i18n import said


def case_files(name: str) -> list[Path]:
    """The case files `name` stands for: a file as it is, a folder as every `*.toml`
    below it (none: an empty list)."""
    path = Path(name)
    return sorted(path.rglob("*.toml")) if path.is_dir() else [path]


def cmd_case(args: argparse.Namespace) -> int:
    ran = failed = 0
    for named in args.files:
        files = case_files(named)
        if not files:  # a folder that holds no case file: said, not passed over
            print(said(phrase("FAIL {named}: {named} holds no case file (*.toml)",
                              named=named)))
            ran, failed = ran + 1, failed + 1
        for path in files:
            ran += 1
            failed += not run_one(path)
    print(said(phrase("{passed} passed, {failed} failed", passed=ran - failed, failed=failed)))
    return 1 if failed else 0


def run_one(path: Path) -> bool:
    """Run the case file `path`, print its lines; whether it passed."""
    result = run_case(path)
    if result.problem:  # not a case: one sentence, with its line where it has one
        line = result.problem.startswith("line ")
        print(f"FAIL {path}{' ' if line else ': '}{result.problem}")
        return False
    print(f"{'ok  ' if result.passed else 'FAIL'} {path}: {result.title}")
    for failure in result.failures:
        print(f"     {failure}")
    return result.passed
