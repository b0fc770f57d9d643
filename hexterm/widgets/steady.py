"""A side panel's text that keeps its room as the map's cursor moves.

The panel beside a map says what is on the hex under the cursor; each hex says more or
fewer lines (a node, a market, influence, a stack of units). A Textual `Static` that
changes its height has the whole screen laid out again (every widget arranged, the
panels below it moved): at every arrow key, a layout beside the frame. `Steady` keeps
the most lines it has needed since it was laid out at its width: a text of as many
lines or fewer is drawn in the same room (the rest blank), without a layout; only a
text that needs more lines than ever before grows it, once. A new width (the terminal
resized) measures it anew, and `fit` takes the text's own height again when the panel
is laid out anyway (a form opened or closed under it).

A `Steady` updated as a `Static` (`update`, by code that knows it as one: the step
entry's problem line) keeps its room too. One made with `shrinks` has the height of
its text: a new text of as many lines is drawn without a layout, one of more or fewer
lines lays the screen out (a line under the input, which should leave no blank line).
"""

from __future__ import annotations

from textual.geometry import Size
from textual.visual import VisualType
from textual.widgets import Static


class Steady(Static):
    """A `Static` whose height grows to its tallest text and does not shrink back while
    its width stays (see the module's docstring); `show` puts a new text in it."""

    def __init__(self, content: VisualType = "", *, id: str | None = None,
                 markup: bool = True, shrinks: bool = False) -> None:
        super().__init__(content, id=id, markup=markup)
        self.kept = (0, 0)  # (width, the most lines needed at that width)
        self.shrinks = shrinks  # the lines of its text, not the most it needed

    def needed(self, width: int) -> int:
        """Lines the text takes at `width` (Textual's own measure, without the room kept)."""
        return super().get_content_height(Size(0, 0), Size(0, 0), width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        kept_width, kept = self.kept
        height = self.needed(width)
        self.kept = (width, max(height, kept) if width == kept_width and not self.shrinks
                     else height)
        return self.kept[1]

    def fit(self, content: VisualType | None = None) -> None:
        """Put `content` (None: the text shown) in the panel at its own height, the room
        kept forgotten: a layout, as a `Static`'s update."""
        self.update(self.content if content is None else content, layout=False)
        self.kept = (0, 0)
        self.refresh(layout=True)

    def show(self, content: VisualType) -> None:
        """Put `content` in the panel: redrawn in its room, laid out only if it needs
        more lines than the panel has kept."""
        width, kept = self.kept
        super().update(content, layout=False)
        needed = self.needed(width) if width else 0
        if not width or needed > kept or (self.shrinks and needed != kept):
            self.refresh(layout=True)

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        """A `Static`'s update: with a layout asked, `show` (laid out only if the text
        needs another room)."""
        if layout:
            self.show(content)
        else:
            super().update(content, layout=False)
