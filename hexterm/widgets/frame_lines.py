"""A map's lines for a frame, handed to Textual as they are kept.

Textual draws a line widget (`render_line`) through its styles cache: each line its
widget gives is padded to the widget's width with its background, copied into a new
Strip with its border, padding, outline, tint and opacity (a map has none), then through
the app's colour filters (`ANSIToTruecolor`). The copy is new at every frame, so the
filter's work, the compositor's cuts and the terminal output made from it are done again
at every frame, for every line, even one that the map kept as it was. `frame_lines`
does what the styles cache does for a widget with a plain box (`plain_box`), without the
copy: a line the map kept is the same Strip at the next frame, and Textual's caches on
it (its padded and filtered copies, its cuts, its output) hold. A widget whose box is
not plain is drawn by Textual as before. The lines are the same, segment for segment
(the map drawing tests compare them).

`join_alike` makes a line fewer segments: Textual's work on a frame goes by segment.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rich.segment import Segment
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget


def join_alike(segments: Iterable[Segment]) -> list[Segment]:
    """`segments` with each run of neighbours in the same style (the same Style
    object, as the caches hand out) made one: a line of a map is a few dozen segments
    rather than two a hex, and Textual's work on a frame (its styles cache, the
    colour filters, the terminal output) goes by segment. A segment alone in its style
    is kept as it is."""
    joined: list[Segment] = []
    run: list[Segment] = []
    for segment in segments:
        if run and segment.style is not run[0].style:
            joined.append(run[0] if len(run) == 1 else
                          Segment("".join(part.text for part in run), run[0].style))
            run = []
        run.append(segment)
    if run:
        joined.append(run[0] if len(run) == 1 else
                      Segment("".join(part.text for part in run), run[0].style))
    return joined


def plain_box(widget: Widget) -> bool:
    """Whether `widget` is drawn with no border, padding, outline, hatch, tint, opacity
    or title: its lines are then the frame's as they are, padded and filtered."""
    styles = widget.styles
    return (not any(styles.gutter) and not any(edge for edge, _ in styles.outline)
            and not styles.tint.a and styles.text_opacity == 1.0 and widget.opacity == 1.0
            and not (styles.has_rule("hatch") and styles.hatch != "none")
            and widget.border_title is None and widget.border_subtitle is None)


def frame_lines(widget: Widget, crop: Region, line_of: Callable[[int], Strip]
                ) -> list[Strip] | None:
    """The lines `crop` of `widget` (its line `y` from `line_of(y)`) as Textual's styles
    cache makes them for a plain box, kept Strips passed on as they are; None when the
    box is not plain (Textual's own drawing then)."""
    if not plain_box(widget):
        return None
    content_width, content_height = widget.content_region.size
    base_background, background = widget.background_colors
    inner = widget._styles_cache.get_inner_outer(base_background, background)[0].rich_style
    filters = widget.get_line_filters()
    strips = []
    for y in crop.line_range:
        strip = line_of(y) if y < content_height else Strip.blank(content_width, inner)
        strip = strip.adjust_cell_length(content_width, inner)
        for line_filter in filters:
            strip = strip.apply_filter(line_filter, background)
        strips.append(strip)
    if crop.column_span != (0, content_width):
        strips = [strip.crop(*crop.column_span) for strip in strips]
    return strips
