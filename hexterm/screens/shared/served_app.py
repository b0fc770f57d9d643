"""What a served session may not do, for the app (`hexterm.app`, moved out of it as it
grew): in a served session (`HEXTERM_SERVED=1`: `hexterm serve` starts one per
connection) nothing of Textual's that writes files (screenshots, a text or a file
delivered) or runs programs (opening a URL, suspending the process). The app's palette
leaves out the screenshot itself (`HextermApp.get_system_commands`)."""

from __future__ import annotations

from typing import Any

from textual.app import App


class ServedLimits(App[None]):
    """Textual's app, its actions that write files or run programs turned off while
    `served` (set by the app: `HextermApp`)."""

    served: bool

    def action_screenshot(self, filename: str | None = None, path: str | None = None) -> None:
        if not self.served:
            super().action_screenshot(filename, path)

    def save_screenshot(self, filename: str | None = None, path: str | None = None,
                        time_format: str | None = None) -> str:
        if self.served:
            return ""
        return super().save_screenshot(filename, path, time_format)

    def deliver_screenshot(self, filename: str | None = None, path: str | None = None,
                           time_format: str | None = None) -> str | None:
        if self.served:
            return None
        return super().deliver_screenshot(filename, path, time_format)

    def deliver_text(self, *args: Any, **kwargs: Any) -> str | None:
        return None if self.served else super().deliver_text(*args, **kwargs)

    def deliver_binary(self, *args: Any, **kwargs: Any) -> str | None:
        return None if self.served else super().deliver_binary(*args, **kwargs)

    def open_url(self, url: str, *, new_tab: bool = True) -> None:
        if not self.served:  # a terminal app opens the URL on the machine it runs on
            super().open_url(url, new_tab=new_tab)

    def action_suspend_process(self) -> None:
        if not self.served:
            super().action_suspend_process()
