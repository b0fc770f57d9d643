"""`hexterm case FILE...`: rules case files run (docs/cases.md), one line each."""

from __future__ import annotations

import argparse
from pathlib import Path

from hexterm.cases import run_case


def cmd_case(args: argparse.Namespace) -> int:
    failed = 0
    for name in args.files:
        result = run_case(Path(name))
        if result.problem:  # not a case: one sentence, with its line where it has one
            line = result.problem.startswith("line ")
            print(f"FAIL {name}{' ' if line else ': '}{result.problem}")
            failed += 1
            continue
        print(f"{'ok  ' if result.passed else 'FAIL'} {name}: {result.title}")
        for failure in result.failures:
            print(f"     {failure}")
        failed += not result.passed
    print(f"{len(args.files) - failed} passed, {failed} failed")
    return 1 if failed else 0
