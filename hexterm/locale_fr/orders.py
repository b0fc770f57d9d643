"""French texts of the order form, the units list and the submission."""

from __future__ import annotations

ORDERS: dict[str, str] = {
}
