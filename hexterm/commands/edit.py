"""`hexterm edit FILE`: the world editor on a scenario file (`screens/shared/editor.py`),
or on a new world (`--new WxH`, `--seed N`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from hexterm.editor.document import Document
from hexterm.editor.sizes import MOST_HEXES, world_size
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase


def size(text: str) -> tuple[int, int]:
    """(cols, rows) of "WxH" (one sentence when it is not a size)."""
    found = world_size(text)
    if found is None:
        raise HextermError(phrase("--new {size!r} is not a size: write it WxH, such as "
                                  "8x6 (1 to {most} hexes a side)", size=text,
                                  most=MOST_HEXES))
    return found


def document(args: argparse.Namespace) -> Document:
    """The scenario file to edit, or the new world of `--new`."""
    from hexterm.screens.shared.screen_sets import editing_for

    path = Path(args.file)
    if args.new is None:
        if args.seed is not None:
            raise HextermError(phrase("--seed makes a new world: give --new WxH with it"))
        return Document.open(path)
    cols, rows = size(args.new)
    kind = editing_for(args.ruleset)
    if kind is None:
        raise HextermError(phrase("the editor cannot make a world of the ruleset {ruleset!r} "
                                  "yet", ruleset=args.ruleset))
    return Document.new(path, kind.new_world(cols, rows, args.seed))


def cmd_edit(args: argparse.Namespace) -> int:
    from hexterm.screens.shared.editor import EditorApp, editing

    world = document(args)
    if args.export is not None:
        from hexterm.screens.shared.editor_export import export

        title = str(world.data().get("title", "")) or world.path.stem
        export(editing(world).map(public=True), title, Path(args.export))
        return 0
    EditorApp(world).run()
    return 0
