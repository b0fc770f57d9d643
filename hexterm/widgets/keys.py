"""Text fields that take a burst of keys in the order it was typed.

Textual's `Input` and `TextArea` insert a printable character as soon as the key
reaches them, but their editing keys (backspace, delete, end, home, the arrows…) are
bindings: the key first bubbles up through every widget around the field, each on its
own message queue, and the app then runs the binding. When keys come in a burst (typed
fast over SSH, pasted by a terminal, a macro), the characters after an editing key
overtake it: "End BSpace 1 2" in a field holding nothing left "1", the backspace having
come after the "1" and the "2" (Textual issue #6605, not fixed there yet).

`KeysInOrder` runs the field's own bindings when the key reaches the field, in the
order of its queue, as the app would have run them: the focused widget's bindings come
first in the app's chain anyway, and the priority bindings (ctrl+s on a form) are still
the app's, checked before the key reaches the field. Tab and shift+tab (the app's
bindings that move the focus) run there in their turn as well, and a key that reaches
the field once the focus has left it goes on to the widget that has it: "1 Tab 2" puts
the 1 here and the 2 in the next field.
"""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Input, TextArea

from hexterm.widgets.localised import Localised


class KeysInOrder:
    """Mixed in before a text field's class: its own key bindings run in the order the
    keys come."""

    FOCUS_KEYS = ("tab", "shift+tab")
    """Keys that move the focus away (the app's bindings), run here in their turn too."""

    async def _on_key(self, event: events.Key) -> None:
        assert isinstance(self, Widget)
        focused = self.app.focused
        if focused is not None and focused is not self:
            # Typed after a key that moved the focus, while it waited here: it goes on
            # to the widget that has the focus now, after the keys typed before it.
            event.stop()
            event.prevent_default()
            focused._forward_event(events.Key(event.key, event.character))
            return
        if event.key in self.FOCUS_KEYS and not self.check_consume_key(event.key,
                                                                        event.character):
            if await self.app._check_bindings(event.key):
                event.stop()
                event.prevent_default()
            return
        bindings = self._bindings.copy()
        if self.app._keymap:  # the app's keymap, as the app's own binding chain applies it
            bindings.apply_keymap(self.app._keymap)
        for binding in bindings.key_to_bindings.get(event.key, ()):
            if not binding.priority and await self.app.run_action(binding.action, self):
                # Done here: neither the field's own key handler (Textual calls each
                # class's in turn unless told not to) nor the app runs it again.
                event.stop()
                event.prevent_default()
                return


class InOrderInput(KeysInOrder, Input):
    """An `Input` whose editing keys keep their place among the characters typed."""


class InOrderTextArea(Localised, KeysInOrder, TextArea):
    """A `TextArea` whose editing keys keep their place among the characters typed;
    ctrl+a selects all (Textual's goes to the start of the line, as `home` does)."""

    BINDINGS = [Binding("ctrl+a", "select_all", "Select all")]
