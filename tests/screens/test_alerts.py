"""What a connected terminal rings for (issue 28): the step opening, the seat's go, a
reminder, and the step it played in resolved; one bell for one change, what asks
something of the seat first; each event once."""

from __future__ import annotations

from hexterm.engine import notices as kinds
from hexterm.engine.messages import phrase
from hexterm.engine.notices import Notice
from hexterm.screens.shared.alerts import Alerts


def notice(kind: str, seat: str = "alice", turn: int = 1) -> Notice:
    return Notice(kind, seat, "g1", "Marches", "planisphere", turn, "orders", None,
                  phrase("{kind} for {seat}", kind=kind, seat=seat))


def test_the_step_resolved_rings_when_nothing_asks_for_the_seat() -> None:
    written: list[str] = []
    alerts = Alerts(written.append)
    assert alerts.tell([notice(kinds.RESOLVED)], "alice")
    assert len(written) == 1 and written[0].startswith("\a")
    assert "resolved for alice" in written[0]


def test_one_change_one_bell_and_what_asks_comes_first() -> None:
    written: list[str] = []
    alerts = Alerts(written.append)
    change = [notice(kinds.RESOLVED), notice(kinds.STEP_OPENED, turn=2)]
    assert alerts.tell(change, "alice")
    assert len(written) == 1 and "step-opened for alice" in written[0]
    assert not alerts.tell(change[1:], "alice"), "an event told once"


def test_other_seats_and_other_kinds_ring_nothing() -> None:
    written: list[str] = []
    alerts = Alerts(written.append)
    assert not alerts.tell([notice(kinds.STEP_OPENED, seat="bob"), notice(kinds.PAUSED),
                            notice(kinds.EXTENDED), notice(kinds.MISSED)], "alice")
    assert written == []
