"""The build step of the wheel: every gettext catalogue (`.po`) compiled to its `.mo`.

The metadata is in pyproject.toml. The `.po` files are package data; after they are
copied into the build, each gets its `.mo` beside it (`hexterm/catalogue_files.py`,
loaded by its path: it needs only the standard library, and hexterm is not installed
yet). See docs/translating.md.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

_FILES = Path(__file__).resolve().parent / "hexterm" / "catalogue_files.py"


class BuildWithCatalogues(build_py):
    """build_py, then every `.po` of the build compiled to a `.mo` beside it."""

    def run(self) -> None:
        super().run()
        spec = importlib.util.spec_from_file_location("_catalogue_files", _FILES)
        assert spec is not None and spec.loader is not None
        files = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = files  # its dataclasses look their module up
        spec.loader.exec_module(files)
        files.compile_folder(Path(self.build_lib) / "hexterm")


setup(cmdclass={"build_py": BuildWithCatalogues})
