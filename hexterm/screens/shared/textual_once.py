"""Work Textual does more than once as a screen opens, done once.

A served player's program spends most of its login in Textual: styles applied to each
widget, the widgets mounted, the frames drawn. Profiled (cProfile in the forked
program, `benchmarks/ssh.py`), a fifth of it went to each screen's footer:

- Textual's footer composes its keys again every time its screen says its bindings
  changed (a focus moved, a screen pushed or resumed, a binding shown): eight times
  from the hand-off to the map, each time every key unmounted and mounted again and
  styled anew, with the same keys. `lean_footer` makes a footer compose again only
  when what it shows changed (the keys, their labels in the player's language, which
  are enabled, the palette's key);
- each footer key starts compact (`FooterKey.compact` is true) and is then told its
  footer's value (false): its styles applied three times, its class added then
  removed. Here it starts with its footer's value, and its styles are applied once.

And each frame written to the terminal says every run of cells again with its own
colours (`Strip.render`: each segment its style's escape sequence, its text, a reset),
even when the cells beside it have the same: a map's scrollbar line, 66 cells of one
colour, was 1,677 bytes, sent to the player over SSH at every refresh. `lean_frames`
writes a run of cells of the same style once (`Segment.simplify`): the same cells on
the player's screen, a third fewer bytes a frame (a served key: 6.5 KB → 4 KB).

A screen's first layout draws it at once, before its widgets have heard of their size:
then the map centres on the seat's home and the side panel takes its width, and the
screen is drawn again, and again (the map four times in full from the hand-off's
enter). `lean_first_frame` lets a layout that showed new widgets (in it or in the
layouts since the last frame) wait for the next frame (a sixtieth of a second) before
it draws them, their first resize handled by then. And a whole frame is the repaint
asked for before it: the screen's own repaint (asked as it was shown, resumed, laid
out) is not drawn whole again after it, nor a widget's asked before it (`_on_update`).
From the hand-off's enter, the map is drawn whole once; the hand-off too: 17 KB to the
map instead of 50.

Textual counts a callback's parameters (`inspect.signature`) each time it calls it
through a `functools.partial` (every `call_later`, `call_after_refresh`), and once a
process for each handler: in every forked player's program again, 150 counts a login.
`lean_counts` keeps each function's count on it, and `warm` counts, in the fork server
before it forks, every method of every widget, screen and app class.

Textual's strips keep what is cut from them (a crop, a division at the compositor's
cuts) in caches of their own, and a strip cut whole keeps itself there: a reference
cycle, which only the garbage collector's full passes free. A frame of the map after a
scroll dropped 7,000 such objects at a time, and one frame in eight stalled 4 ms for the
pass that freed them (`benchmarks/tui.py`). `lean_strips` gives a strip cut whole back
as it is, uncached: no cycle, each strip freed as soon as no frame holds it.

What a player sees is unchanged (the pictures prove it): only the repeated work goes.
A Textual whose footer or strips are not built as this module expects (private methods
renamed) is left as it is.
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Callable, Iterable, Sequence
from types import FunctionType, MethodType
from typing import Any

import textual._callback
from rich.console import Console
from rich.segment import Segment
from textual import _time, messages
from textual._compositor import Compositor
from textual.dom import DOMNode
from textual.reactive import Reactive
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

_COMPOSE = Footer.compose
_RENDER = Strip.render
_DIVIDE = Strip.divide
_CROP_EXTEND = Strip.crop_extend
_REFLOW = Compositor.reflow
_COMPOSITOR_REFRESH = Screen._compositor_refresh
_ON_UPDATE = Screen._on_update
_WHOLE_AT = "_hexterm_whole_frame_at"  # when an app's last whole frame was drawn
_NEW_WIDGETS = "_hexterm_new_widgets"  # the new widgets a compositor's reflows showed
_DATA_BIND = DOMNode.data_bind
_SHOWN = "_hexterm_keys_shown"  # what a footer composed last (`keys_shown`)
_COUNT = textual._callback._count_parameters
_COUNTED = ("_hexterm_parameters", "_hexterm_parameters_bound")  # a function's counts


def keys_shown(footer: Footer) -> tuple[object, ...]:
    """All that Textual's `Footer.compose` reads: the screen's active bindings (each
    key's label, description, group, whether shown and enabled, its tooltip) and the
    footer's own settings."""
    app = footer.app
    bindings = tuple((binding.key, app.get_key_display(binding), binding.description,
                      binding.action, binding.group, binding.show, binding.tooltip,
                      enabled, tooltip)
                     for _, binding, enabled, tooltip in footer.screen.active_bindings.values())
    return (bindings, footer.show_command_palette, footer.compact, footer.combine_groups,
            app.ENABLE_COMMAND_PALETTE, app.COMMAND_PALETTE_BINDING)


def _compose(self: Footer) -> Iterable[Widget]:
    """Textual's footer composed, what it showed noted."""
    setattr(self, _SHOWN, keys_shown(self) if self._bindings_ready else None)
    return _COMPOSE(self)


async def _recompose_if_changed(footer: Footer) -> None:
    if footer.is_attached and getattr(footer, _SHOWN, None) == keys_shown(footer):
        return  # the same keys: nothing to mount again
    await footer.recompose()


def _bindings_changed(self: Footer, screen: Screen[Any]) -> None:
    """Textual's `Footer.bindings_changed`, composing again only what changed."""
    self._bindings_ready = True
    if not screen.app.app_focus:
        return
    if self.is_attached and screen is self.screen:
        self.call_after_refresh(_recompose_if_changed, self)


def _data_bind(self: FooterKey, *reactives: Reactive[Any], **bind_vars: Any) -> FooterKey:
    """A footer key bound to its footer's `compact` starts with the footer's value
    (no class added at its mount to be removed at once)."""
    bound = _DATA_BIND(self, *reactives, **bind_vars)
    parent, reactive = (self._reactive_connect or {}).get("compact", (None, None))
    if not self._is_mounted and isinstance(reactive, Reactive) and parent is not None:
        self.set_reactive(FooterKey.compact, getattr(parent, reactive.name))
    return bound


def _as_expected() -> bool:
    """Whether Textual's footer is built as this module knows it."""
    try:
        changed = list(inspect.signature(Footer.bindings_changed).parameters)
        bound_by_textual = ("data_bind" not in FooterKey.__dict__
                            or FooterKey.data_bind is _data_bind)
        return (changed == ["self", "screen"]
                and isinstance(Footer.__dict__.get("_bindings_ready"), Reactive)
                and isinstance(FooterKey.__dict__.get("compact"), Reactive)
                and bound_by_textual)
    except (TypeError, ValueError):
        return False


def lean_footer() -> None:
    """Every footer of the process composes again only when its keys changed, and its
    keys start with their footer's compactness (see the module's docstring)."""
    if Footer.bindings_changed is _bindings_changed or not _as_expected():
        return  # done already, or a Textual this module does not know
    Footer.compose = _compose  # type: ignore[method-assign]
    Footer.bindings_changed = _bindings_changed  # type: ignore[method-assign]
    FooterKey.data_bind = _data_bind  # type: ignore[method-assign,assignment]


def _render(self: Strip, console: Console) -> str:
    """Textual's `Strip.render`, each run of segments of one style written as one."""
    if self._render_cache is None:
        self._render_cache = _RENDER(Strip(Segment.simplify(self), self.cell_length), console)
    return self._render_cache


def lean_frames() -> None:
    """Every strip of the process written to the terminal with its runs of one style
    joined (see the module's docstring)."""
    if Strip.render is _render:
        return
    try:
        expected = (list(inspect.signature(_RENDER).parameters) == ["self", "console"]
                    and "_render_cache" in getattr(Strip, "__slots__", ()))
    except (TypeError, ValueError):
        expected = False
    if expected:
        Strip.render = _render  # type: ignore[method-assign]


def _divide(self: Strip, cuts: Iterable[int]) -> Sequence[Strip]:
    """Textual's `Strip.divide`; a strip cut at its end only is given back whole, and not
    kept in its own cache (a reference cycle)."""
    cuts = list(cuts)
    if [cut for cut in cuts if cut <= self.cell_length] == [self.cell_length]:
        return [self]
    return _DIVIDE(self, cuts)


def _crop_extend(self: Strip, start: int, end: int, style: Any) -> Strip:
    """Textual's `Strip.crop_extend`; a crop of the whole strip is the strip, not kept in
    its own cache (a reference cycle)."""
    if start <= 0 and end == self.cell_length:
        return self
    return _CROP_EXTEND(self, start, end, style)


def lean_strips() -> None:
    """Every strip of the process cut whole gives itself back without keeping itself in
    its caches: freed by its last reference, not by the collector's full passes (see the
    module's docstring)."""
    if Strip.divide is _divide:
        return
    try:
        expected = (list(inspect.signature(_DIVIDE).parameters) == ["self", "cuts"]
                    and list(inspect.signature(_CROP_EXTEND).parameters)
                    == ["self", "start", "end", "style"]
                    and "_divide_cache" in getattr(Strip, "__slots__", ())
                    and "_crop_extend_cache" in getattr(Strip, "__slots__", ()))
    except (TypeError, ValueError):
        expected = False
    if expected:
        Strip.divide = _divide  # type: ignore[method-assign]
        Strip.crop_extend = _crop_extend  # type: ignore[method-assign]


def _reflow(self: Compositor, parent: Widget, size: Any) -> Any:
    """Textual's `Compositor.reflow`, noting the new widgets it showed (with those of
    the reflows before it since the last frame)."""
    hidden, shown, resized = _REFLOW(self, parent, size)
    setattr(self, _NEW_WIDGETS, (getattr(self, _NEW_WIDGETS, None) or set()) | set(shown))
    return hidden, shown, resized


def _compositor_refresh(self: Screen[Any]) -> None:
    """Textual's `Screen._compositor_refresh`, but a layout that showed new widgets is
    drawn at the next frame (their first resize handled), not at once; a whole frame
    noted (`_on_update`)."""
    compositor = self._compositor
    shown = getattr(compositor, _NEW_WIDGETS, None)
    if shown and self is self.app.screen and not self.app.is_inline:
        setattr(compositor, _NEW_WIDGETS, None)
        self._dirty_widgets.update(shown)  # drawn at the next frame, with what changed
        self._update_timer.resume()
        return
    setattr(compositor, _NEW_WIDGETS, None)  # drawn now
    app = self.app
    if (self is app.screen and not app.is_inline and not app._batch_count
            and compositor.size.region in compositor._dirty_regions):
        self._repaint_required = False  # this whole frame is the repaint asked for
        setattr(app, _WHOLE_AT, _time.get_time())
    _COMPOSITOR_REFRESH(self)


async def _on_update(self: Screen[Any], message: messages.Update) -> None:
    """Textual's `Screen._on_update`, but a repaint asked for before the terminal's
    last whole frame (which drew it) is not drawn again."""
    if message.time < getattr(self.app, _WHOLE_AT, float("-inf")):
        message.stop()
        message.prevent_default()
        return
    await _ON_UPDATE(self, message)


def lean_first_frame() -> None:
    """Every screen of the process draws the layout that shows its new widgets at the
    next frame, once they know their size (see the module's docstring)."""
    if Screen._compositor_refresh is _compositor_refresh:
        return
    try:
        expected = (list(inspect.signature(_REFLOW).parameters) == ["self", "parent", "size"]
                    and list(inspect.signature(_COMPOSITOR_REFRESH).parameters) == ["self"]
                    and list(inspect.signature(_ON_UPDATE).parameters) == ["self", "message"]
                    and hasattr(_time, "get_time")
                    and isinstance(Screen.__dict__.get("_update_timer"), property))
    except (TypeError, ValueError):
        expected = False
    if expected:
        Compositor.reflow = _reflow  # type: ignore[method-assign]
        Screen._compositor_refresh = _compositor_refresh  # type: ignore[method-assign]
        Screen._on_update = _on_update  # type: ignore[method-assign]


def _count_parameters(func: Callable[..., Any]) -> int:
    """Textual's `_count_parameters`, a function's count (or its bound method's) kept
    on the function."""
    bound = isinstance(func, MethodType)
    target = func.__func__ if isinstance(func, MethodType) else func
    if not isinstance(target, FunctionType):
        return _COUNT(func)
    counted: int | None = target.__dict__.get(_COUNTED[bound])
    if counted is None:
        counted = target.__dict__[_COUNTED[bound]] = _COUNT(func)
    return counted


def lean_counts() -> None:
    """Every function's parameters counted once a process (see the module's
    docstring)."""
    if textual._callback._count_parameters is _count_parameters:
        return
    try:
        expected = list(inspect.signature(_COUNT).parameters) == ["func"]
    except (TypeError, ValueError):
        expected = False
    if expected:
        textual._callback._count_parameters = _count_parameters


def _subclasses(base: type) -> Iterable[type]:
    cls: type
    for cls in base.__subclasses__():
        yield cls
        yield from _subclasses(cls)


def warm() -> None:
    """The parameters of every method of every Textual class (a widget's, a screen's,
    an app's: the handlers, the callbacks) counted, plain and bound, once for all the
    players' programs a fork server forks."""
    install()
    classes: set[type] = {DOMNode, *_subclasses(DOMNode)}
    for cls in classes:
        for member in list(vars(cls).values()):
            if isinstance(member, FunctionType):
                with contextlib.suppress(Exception):
                    _count_parameters(member)
                    _count_parameters(MethodType(member, cls))
    for member in list(globals().values()):
        if isinstance(member, FunctionType):
            with contextlib.suppress(Exception):
                _count_parameters(member)


def install() -> None:
    """`lean_footer`, `lean_frames`, `lean_strips`, `lean_first_frame` and
    `lean_counts`: done once a process (the app's start, the fork server's before it
    forks the players' programs)."""
    lean_footer()
    lean_frames()
    lean_strips()
    lean_first_frame()
    lean_counts()
