"""`hexterm case FILE|FOLDER...`: rules case files run (docs/cases.md), one line each; a
folder stands for every case file (`*.toml`) below it, in the order of their paths."""

from __future__ import annotations

import argparse
from pathlib import Path

from hexterm.cases import run_case
from hexterm.engine.messages import phrase, phrase_n
from hexterm.i18n import said, said_or_name


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
    print(said(phrase("{passed}, {failed}",  # each count in the plural it asks for
                      passed=phrase_n("{n} passed", "{n} passed", ran - failed),
                      failed=phrase_n("{n} failed", "{n} failed", failed))))
    return 1 if failed else 0


def run_one(path: Path) -> bool:
    """Run the case file `path`, print its lines; whether it passed."""
    result = run_case(path)
    if result.problem:  # not a case: one sentence, with its line where it has one
        if str(result.problem).startswith("line "):
            print(said(phrase("FAIL {path} {problem}", path=str(path), problem=result.problem)))
        else:
            print(said(phrase("FAIL {path}: {problem}", path=str(path), problem=result.problem)))
        return False
    print(said(phrase("ok   {path}: {title}", path=str(path), title=result.title)
               if result.passed else phrase("FAIL {path}: {title}", path=str(path),
                                            title=result.title)))
    for failure in result.failures:
        print(f"     {said_or_name(failure)}")
    return result.passed
