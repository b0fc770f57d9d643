"""A game's deadline kept in step with the game (`hexterm.engine.timing`, issue 28),
with times the test gives: a step resolved at its deadline with the default input or
the bot for the late seat, an excused miss extending it once, pauses (the organiser's,
and asked by every seat), reminders once each, a step in parts (SAGA's battles) at its
deadline, the notices of a change with or without a deadline, and the save's header.

Expected values from the issue's words: "each seat has a number of excused misses
(default 1); a seat that misses with an excuse left extends the step once by its length
(everyone is told), and with none left its input is the ruleset's default input, or the
bot plays it"; "the deadline stops and resumes with the time that was left"; "a pause,
which starts when all of them agree".
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hexterm import catalogues
from hexterm.engine import game as games
from hexterm.engine import game_data, timing
from hexterm.engine.deadlines import BOT, HOUR, DeadlineError, Policy, time_left
from hexterm.engine.dice import SeededDice
from hexterm.engine.game import Game
from hexterm.engine.notices import Notice
from hexterm.engine.seats import Seat
from hexterm.engine.timing import Timing, step_identity
from hexterm.save import savefile, savegame
from hexterm.save.errors import SaveFormatError
from hexterm.worlds import load_scenario
from tests.helpers.saga_battles import at_battles

T0 = 1_700_000_000
"""When the organiser sets the deadline, in every test."""
DAYS2 = 48 * HOUR
SAGA_CASES = Path(__file__).resolve().parents[1] / "cases" / "saga"


def planisphere(policy: Policy | None = None) -> Game:
    """A Planisphère game of alice and bob (one step of orders a turn), the deadline
    `policy` set at T0."""
    scenario, _ = load_scenario("planisphere", None)
    game = games.new_game("planisphere", scenario,
                          [Seat("alice", "glaces"), Seat("bob", "liberia")], 3)
    return game if policy is None else timing.set_policy(game, policy, T0)


def give(game: Game, seat: str, text: str, now: int) -> tuple[Game, tuple[Notice, ...]]:
    """`seat` gives `text` at `now`; the last one resolves the step (as the Table does)."""
    after = games.submit_orders(game, seat, text)
    if not after.waiting_for():
        after = games.play_bots(games.resolve(after))
    return timing.after_change(game, after, now)


def told(notices: tuple[Notice, ...]) -> list[tuple[str, str]]:
    return [(n.kind, n.seat) for n in notices]


def keyed(game: Game, prefix: str = "deadline.") -> list[tuple[str, str, dict[str, object]]]:
    return [(e.key, e.subject, dict(e.args)) for e in game.log if e.key.startswith(prefix)]


def test_the_late_seat_gets_the_default_input_at_the_deadline_and_the_log_says_so() -> None:
    game = planisphere(Policy(DAYS2, excused_misses=0, reminders=()))
    assert game.timing is not None and game.timing.clock.deadline == T0 + DAYS2
    game, _ = give(game, "alice", "", T0 + HOUR)
    early, notices = timing.tick(game, T0 + DAYS2 - 1)
    assert early.turn == 1 and notices == ()
    after, notices = timing.tick(game, T0 + DAYS2)
    assert after.turn == 2
    assert [*keyed(game), ("deadline.default", "bob", {"again": False})] == keyed(after)
    event = next(e for e in after.log if e.key == "deadline.default")
    assert event.seen_by == ("*",) and event.turn == 1
    assert str(event.message()) == event.text == (
        "bob missed the deadline with no excuse left: the default input is given for them")
    assert [e.subject for e in after.log if e.key == "no-orders"] == ["bob"]
    assert told(notices) == [("missed", "bob"), ("resolved", "alice"), ("resolved", "bob"),
                             ("step-opened", "alice"), ("step-opened", "bob")]
    assert notices[-1].deadline == T0 + 2 * DAYS2 and notices[-1].turn == 2
    assert after.timing is not None and after.timing.step == step_identity(after) == "2.0.orders"


def test_an_excused_miss_extends_the_step_once_then_the_fallback_applies() -> None:
    game, _ = give(planisphere(Policy(DAYS2, reminders=())), "alice", "", T0 + HOUR)
    extended, notices = timing.tick(game, T0 + DAYS2)
    assert extended.turn == 1 and extended.timing is not None
    assert extended.timing.clock.deadline == T0 + 2 * DAYS2
    assert extended.timing.clock.misses == {"bob": 1}
    assert keyed(extended)[-2:] == [("deadline.excused", "bob", {"left": 0}),
                                    ("deadline.extended", "bob", {"length": "2d"})]
    assert told(notices) == [("extended", "alice"), ("extended", "bob"), ("missed", "bob")]
    assert str(notices[0].message) == "The step is extended by 2 d, for every seat"
    same, nothing = timing.tick(extended, T0 + 2 * DAYS2 - 1)
    assert (same.turn, nothing) == (1, ())
    after, _ = timing.tick(extended, T0 + 2 * DAYS2)
    assert after.turn == 2
    assert keyed(after)[-1] == ("deadline.default", "bob", {"again": True})
    assert after.timing is not None and after.timing.clock.misses == {"bob": 1}


def test_the_bot_plays_a_seat_with_no_excuse_left_as_the_program_plays_a_bot() -> None:
    game, _ = give(planisphere(Policy(DAYS2, excused_misses=0, no_excuse=BOT)), "alice",
                   "", T0 + HOUR)
    after, notices = timing.tick(game, T0 + DAYS2)
    assert keyed(after)[-1] == ("deadline.bot", "bob", {"again": False})
    assert [e.subject for e in after.log if e.key == "bot-orders"] == ["bob"]
    as_bot = replace(game, seats=tuple(replace(s, bot=s.name == "bob") for s in game.seats))
    expected = games.resolve(as_bot)
    assert after.rules.dump_state(after.state) == expected.rules.dump_state(expected.state)
    assert not after.seat("bob").bot  # the bot played the step, not the seat from now on
    assert str(notices[0].message) == (
        "bob missed the deadline with no excuse left: the bot plays for them")


def test_a_pause_stops_the_time_and_a_resume_gives_the_time_that_was_left() -> None:
    game = planisphere(Policy(DAYS2))
    paused, notices = timing.pause(game, T0 + 10 * HOUR)
    assert told(notices) == [("paused", "alice"), ("paused", "bob")]
    assert timing.tick(paused, T0 + 100 * HOUR) == (paused, ())  # no deadline while paused
    resumed, notices = timing.resume(paused, T0 + 200 * HOUR)
    assert told(notices) == [("resumed", "alice"), ("resumed", "bob")]
    assert resumed.timing is not None
    assert time_left(resumed.timing.clock, T0 + 200 * HOUR) == 38 * HOUR
    assert resumed.timing.clock.deadline == T0 + 238 * HOUR
    assert [k for k, _, _ in keyed(resumed)] == ["deadline.set", "deadline.paused",
                                                 "deadline.resumed"]
    with pytest.raises(DeadlineError, match="not paused"):
        timing.resume(resumed, T0 + 201 * HOUR)


def test_a_pause_asked_by_every_seat_starts_and_a_withdrawn_ask_does_not_count() -> None:
    game = planisphere(Policy(DAYS2))
    asked, notices = timing.ask_pause(game, "alice", T0 + HOUR)
    assert notices == () and asked.timing is not None and not asked.timing.clock.paused
    withdrawn = timing.withdraw_pause(asked, "alice")
    still, notices = timing.ask_pause(withdrawn, "bob", T0 + 2 * HOUR)
    assert notices == () and still.timing is not None and not still.timing.clock.paused
    both, notices = timing.ask_pause(still, "alice", T0 + 4 * HOUR)
    assert told(notices) == [("paused", "alice"), ("paused", "bob")]
    assert both.timing is not None and both.timing.clock.paused
    assert both.timing.clock.paused_left == DAYS2 - 4 * HOUR
    assert keyed(both)[-1] == ("deadline.paused", "alice, bob", {"by_players": True})
    with pytest.raises(DeadlineError, match="alice has not asked"):
        timing.withdraw_pause(withdrawn, "alice")


def test_each_reminder_is_sent_once_to_the_awaited_seats_and_again_after_an_extension(
        ) -> None:
    game, _ = give(planisphere(Policy(DAYS2, reminders=(12 * HOUR, HOUR))), "alice", "",
                   T0 + HOUR)
    sent = []
    for hours in (35, 36, 40, 47, 47.5):
        game, notices = timing.tick(game, T0 + int(hours * HOUR))
        sent.append(told(notices))
    assert sent == [[], [("reminder", "bob")], [], [("reminder", "bob")], []]
    game, _ = timing.tick(game, T0 + DAYS2)  # bob's excuse: extended
    _, notices = timing.tick(game, T0 + 2 * DAYS2 - HOUR)
    assert told(notices) == [("reminder", "bob")]  # both, due at once: one notice
    assert str(notices[0].message) == (
        "Turn 1 (Orders): your input is still awaited, 1 h 00 min left")


def saga_battles() -> Game:
    """alice and bob at C, carol and dave at D (battle_while_others_absent.toml)."""
    return at_battles("battle_while_others_absent.toml")


def test_a_step_in_parts_keeps_its_clock_while_a_part_resolves_and_resolves_at_its_deadline(
        ) -> None:
    policy = Policy(DAYS2, step_lengths={"battle": 6 * HOUR}, excused_misses=0)
    game = timing.set_policy(saga_battles(), policy, T0)
    assert game.timing is not None and game.timing.clock.deadline == T0 + 6 * HOUR
    for seat in ("alice", "bob"):
        game, notices = timing.after_change(
            game, games.submit_orders(game, seat, "winner alice"), T0 + HOUR)
    game, notices = timing.after_change(game, games.resolve(game), T0 + HOUR)  # C resolved
    assert notices == () and game.step.key == "battle"
    assert game.timing is not None and game.timing.clock.deadline == T0 + 6 * HOUR
    game, _ = timing.after_change(game, games.submit_orders(game, "carol", "winner carol"),
                                  T0 + 2 * HOUR)
    assert game.waiting_for() == ["dave"]
    after, notices = timing.tick(game, T0 + 6 * HOUR)
    assert after.step.key == "manage" and after.state.owners["D"] == "carol"
    assert keyed(after)[-1] == ("deadline.default", "dave", {"again": False})
    assert ("missed", "dave") in told(notices)
    assert after.timing is not None and after.timing.clock.deadline == T0 + 6 * HOUR + DAYS2


def test_a_declaration_in_turn_opens_with_its_own_length_for_the_declaring_seat() -> None:
    scenario, _ = load_scenario("saga", None)
    seats = [Seat("alice", "Vikings"), Seat("bob", "Outremonde"), Seat("carol", "Normans")]
    game = timing.set_policy(games.new_game("saga", scenario, seats, 4),
                             Policy(DAYS2, step_lengths={"declare": 3 * HOUR}), T0)
    rules = game.rules
    for name in ("alice", "bob", "carol"):
        value = rules.bot_input(game.state, game.seat(name), game.step,
                                SeededDice(game.seed, "t", name))
        game, notices = give(game, name, rules.format_input(game.step, value), T0 + HOUR)
    assert game.step.key == "declare" and game.step.seats == ("alice",)
    assert told(notices) == [("resolved", "alice"), ("resolved", "bob"),
                             ("resolved", "carol"), ("step-opened", "alice")]
    assert notices[-1].deadline == T0 + 4 * HOUR and notices[-1].step == "declare"
    assert game.timing is not None and game.timing.clock.deadline == T0 + 4 * HOUR
    value = rules.bot_input(game.state, game.seat("alice"), game.step,
                            SeededDice(game.seed, "t", "alice"))
    game, notices = give(game, "alice", rules.format_input(game.step, value), T0 + 2 * HOUR)
    after = game.step.seats
    assert game.step.key == "declare" and after != ("alice",)
    assert told(notices) == [("resolved", "alice"), ("your-go", after[0])]
    assert str(notices[-1].message) == "Turn 1 (Declare a movement): your go, 3 h 00 min left"
    assert game.timing is not None and game.timing.clock.deadline == T0 + 5 * HOUR


def test_a_game_without_a_deadline_is_told_of_its_steps_and_tick_leaves_it() -> None:
    game, notices = give(planisphere(), "alice", "", T0)
    assert notices == ()
    after, notices = give(game, "bob", "", T0 + HOUR)
    assert after.turn == 2 and after.timing is None
    assert told(notices) == [("resolved", "alice"), ("resolved", "bob"),
                             ("step-opened", "alice"), ("step-opened", "bob")]
    assert all(n.deadline is None for n in notices)
    assert str(notices[-1].message) == "Turn 2 (Orders): your input is awaited"
    assert timing.tick(after, T0 + 100 * DAYS2) == (after, ())
    with pytest.raises(DeadlineError, match="no deadline"):
        timing.pause(after, T0)


def test_the_save_keeps_the_deadline_in_its_header_only_when_set(tmp_path: Path) -> None:
    plain = planisphere()
    assert "deadline" not in game_data.header(plain)
    timed, _ = give(planisphere(Policy(DAYS2, step_lengths={"orders": HOUR})), "alice", "",
                    T0)
    path = tmp_path / "timed.hexsave"
    savegame.save(path, timed)
    assert savefile.read_header(path)["deadline"] == timed.timing.to_data()  # type: ignore[union-attr]
    back = savegame.load(path)
    assert back.timing == timed.timing and back.timing is not None
    assert back.timing.policy.length_of("orders") == HOUR
    removed = timing.set_policy(back, None, T0 + 1)
    assert removed.timing is None and "deadline" not in game_data.header(removed)
    assert keyed(removed)[-1] == ("deadline.off", "@organiser", {})


@pytest.mark.parametrize("damage", [
    "not a record", {"policy": {}, "clock": {}, "step": "", "reminded": []},
    {"step": 3}])
def test_a_damaged_deadline_in_the_header_is_refused_in_one_sentence(
        tmp_path: Path, damage: object) -> None:
    timed = planisphere(Policy(DAYS2))
    head = game_data.header(timed)
    if isinstance(damage, dict) and set(damage) == {"step"}:
        damage = {**head["deadline"], "step": 3}
    head["deadline"] = damage
    path = tmp_path / "damaged.hexsave"
    savefile.write(path, head, game_data.to_data(timed))
    with pytest.raises(SaveFormatError) as caught:
        savegame.load(path)
    said = str(caught.value)
    assert "The deadline data is damaged" in said and "\n" not in said
    assert said.count(". ") == 0


def test_timing_data_round_trips_and_refuses_a_reminder_that_is_not_a_count() -> None:
    game = planisphere(Policy(DAYS2))
    assert game.timing is not None
    data = game.timing.to_data()
    assert Timing.from_data(data) == game.timing
    with pytest.raises(DeadlineError, match="reminded"):
        Timing.from_data({**data, "reminded": [True]})


def test_the_deadlines_events_and_notices_are_said_in_french() -> None:
    game, _ = give(planisphere(Policy(DAYS2, reminders=())), "alice", "", T0 + HOUR)
    game, _ = timing.tick(game, T0 + DAYS2)  # bob excused: extended
    game, paused = timing.pause(game, T0 + DAYS2 + HOUR)
    assert catalogues.render(paused[0].message, "fr") == "L'organisateur met la partie en pause"
    said = {e.key: catalogues.render(e.message(), "fr")  # type: ignore[arg-type]
            for e in game.log if e.key.startswith("deadline.")}
    assert said == {
        "deadline.set": "L'organisateur fixe l'échéance : 2 j par étape",
        "deadline.excused": "bob a manqué l'échéance et a utilisé une absence excusée : "
                            "il lui reste 0 absence excusée",
        "deadline.extended": "L'étape est prolongée de 2 j, pour tous les joueurs",
        "deadline.paused": "L'organisateur met la partie en pause"}
    given, _ = give(planisphere(), "alice", "", T0)
    _, opened = give(given, "bob", "", T0)
    assert catalogues.render(opened[-1].message, "fr") == (
        "Tour 2 (Ordres) : on attend votre saisie")


def test_a_steps_title_in_a_notice_is_said_from_the_rulesets_catalogue() -> None:
    scenario, _ = load_scenario("saga", None)
    seats = [Seat("alice", "Vikings"), Seat("bob", "Outremonde"), Seat("carol", "Normans")]
    game = games.new_game("saga", scenario, seats, 4)
    rules = game.rules
    for name in ("alice", "bob", "carol"):
        value = rules.bot_input(game.state, game.seat(name), game.step,
                                SeededDice(game.seed, "t", name))
        game, notices = give(game, name, rules.format_input(game.step, value), T0)
    assert str(notices[-1].message) == "Turn 1 (Declare a movement): your input is awaited"
    french = catalogues.render(notices[-1].message, "fr")
    assert french.startswith("Tour 1 (") and "Declare" not in french, french


def test_a_game_without_a_deadline_writes_the_bytes_it_wrote_before() -> None:
    """The field unset leaves no trace: the save of a game whose deadline was set then
    taken off (its log as before) is byte for byte the save of the game never given one,
    and the old saves of every ruleset read back with no deadline."""
    plain = planisphere()
    timed = timing.set_policy(plain, Policy(DAYS2), T0)
    assert savegame.encode(replace(timed, timing=None, log=plain.log)) == savegame.encode(plain)
    assert savegame.encode(timed) != savegame.encode(plain)
    for path in sorted((Path(__file__).parents[1] / "fixtures" / "saves").glob("*.hexsave")):
        game = savegame.load(path)
        assert game.timing is None and "deadline" not in game_data.header(game), path
