"""The world editor (`hexterm edit FILE`, issue 30): a scenario's map drawn as in play,
a cursor, and keys that edit the world; the file written back as it was but for the
edits (`hexterm.editor.document`).

The map and the edits are the ruleset's (`editor_kit.WorldEditing`, found by the
scenario's `ruleset` through `screen_sets.editing_for`). Keys, beyond the map's:
space or enter paints the hex with the terrain chosen (`p` the next one, `P` the one
before), `r` draws a road through the hex or takes it away, `v` a river; `f` chooses
the next faction, `t` the next unit type of that faction, `n` puts a node of the
faction on the hex (or gives it the node there), `u` a unit, `x` removes the last unit
put on the hex (else its node), `m` picks the top thing of the hex up and `m` again
puts it down on another; `F` edits the chosen faction in a form (`editor_forms`),
`T` its unit type, `M` a listing of the market of the node under the cursor, `G` a
grand accord, `Q` the quest on the hex; ctrl+z undoes, ctrl+y redoes, ctrl+s saves,
escape leaves (twice when the world has edits not saved). A ruleset's own keys are
shown only when it has their edits (`WorldEditing.EDITS`): `o` chooses the direction
of a hex's side (clockwise from N) and `b` gives that side its next kind; `k` turns
the unit on the hex to face the next direction.

After each edit the ruleset's checks run (`Ruleset.scenario_mistakes`, and the loader's
own refusal): the hexes at fault are marked on the map, each mistake one sentence in
the side panel.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static
from tomlkit.exceptions import ParseError

from hexterm.editor.document import Document
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.engine.mistakes import Mistake, without_table
from hexterm.engine.rulesets import DEFAULT_RULESET
from hexterm.i18n import error_said, said, t
from hexterm.scenario_check import Lines, ruleset_mistakes
from hexterm.screens.shared.editor_forms import FormScreen
from hexterm.screens.shared.editor_kit import Edit, EditRefused, Spot, WorldEditing
from hexterm.screens.shared.screen_sets import editing_for
from hexterm.widgets.hexgrid import HexGrid
from hexterm.widgets.localised import Localised, translate_bindings

STYLES = Path(__file__).with_name("editor.tcss")
KIT_ACTIONS = {"line": "line", "node": "node", "toward": "side", "side": "side",
               "turn": "turn", "unit": "unit", "unit_type": "unit"}
"""The editor's actions that are a ruleset's own: the edit (`WorldEditing.EDITS`) each
needs."""
ARROWS = "↑↗↘↓↙↖"  # the six directions clockwise from N, as the maps draw a facing


def ruleset_of(document: Document) -> str:
    """The ruleset the scenario names (the default ruleset when it names none)."""
    return str(document.data().get("ruleset", DEFAULT_RULESET))


def editing(document: Document) -> WorldEditing:
    """The ruleset's editing of `document` (one sentence when it has none)."""
    name = ruleset_of(document)
    kind = editing_for(name)
    if kind is None:
        raise HextermError(phrase("{path}: the editor cannot edit a world of the ruleset "
                                  "{ruleset!r} yet", path=str(document.path), ruleset=name))
    return kind(document)


def mistakes_of(document: Document, data: dict[str, Any]) -> list[Mistake]:
    """The ruleset's mistakes of the world; a check that stops on what it did not expect
    is one mistake saying so, as `hexterm check` says it (`scenario_check`)."""
    return ruleset_mistakes(data, ruleset_of(document))


class EditorScreen(Localised, Screen[None]):
    """The world of one scenario file, edited on its map."""

    BINDINGS = [
        Binding("space,enter", "paint", "Paint"),
        Binding("p", "terrain(1)", "Terrain"),
        Binding("P", "terrain(-1)", "Terrain", show=False),
        Binding("r", "line('road')", "Road"),
        Binding("v", "line('river')", "River"),
        Binding("f", "faction", "Faction"),
        Binding("t", "unit_type", "Unit type"),
        Binding("n", "node", "Node"),
        Binding("u", "unit", "Unit"),
        Binding("x", "remove", "Remove"),
        Binding("m", "move", "Move it"),  # not "Move": the order form's word (Se déplacer)
        Binding("o", "toward", "Toward"),
        Binding("b", "side", "Hex side"),
        Binding("k", "turn", "Turn"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("ctrl+s", "save", "Save"),
        Binding("escape", "leave", "Leave"),
        Binding("F", "form('faction')", "Faction form", show=False),
        Binding("T", "form('unit-type')", "Unit type form", show=False),
        Binding("M", "form('market')", "Market form", show=False),
        Binding("G", "form('accord')", "Accord form", show=False),
        Binding("Q", "form('quest')", "Quest form", show=False),
    ]
    CSS_PATH = STYLES

    def __init__(self, document: Document, kit: WorldEditing | None = None) -> None:
        super().__init__()
        self.document = document
        self.kit = kit or editing(document)
        self.terrain = 0  # index in the palette
        self.faction = 0
        self.kind = 0
        self.carried: Spot | None = None  # the hex `m` picked a thing up from
        self.leaving = False  # escape pressed once with edits not saved
        self.mistakes: list[str] = []
        self.toward = 0  # the direction of the hex side `b` edits
        self.kit_words()

    def kit_words(self) -> None:
        """The keys the ruleset says in its own words (`WorldEditing.BINDINGS`)."""
        words = {action: said for _, action, said in self.kit.BINDINGS}
        if not words:
            return
        english = self.__dict__["_english_bindings"]  # kept by `Localised`
        for key, bindings in english.items():
            english[key] = [replace(b, description=words.get(b.action, b.description))
                            for b in bindings]
        translate_bindings(self)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A ruleset's own keys only when it has their edits."""
        needs = KIT_ACTIONS.get(action)
        return (needs is None or needs in self.kit.EDITS) and self.kit.takes(action, parameters)

    def compose(self) -> ComposeResult:
        with Horizontal(id="editor-body"):
            yield self.kit.map()
            with Vertical(id="editor-side"):
                yield Static(id="editor-tools", markup=False)
                yield Static(t("Mistakes"), id="editor-mistakes-title")
                yield Static(id="editor-mistakes", markup=False)
        yield Static(id="editor-hex", markup=False)
        yield Static(id="editor-said", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.check()
        self.watch(self.grid, "cursor", self.moved, init=False)
        self.grid.focus()

    @property
    def grid(self) -> HexGrid:
        """The map: a HexGrid, or a ruleset's own map with a `cursor` (a road map)."""
        return self.query_one("#editor-map")  # type: ignore[return-value]

    @property
    def spot(self) -> Spot:
        return self.grid.cursor

    # --- what is shown -------------------------------------------------------------------

    def check(self) -> None:
        """The ruleset's checks on the world as it is now: the hexes at fault marked on
        the map, each mistake a sentence in the side panel."""
        data = self.document.data()
        found = mistakes_of(self.document, data)
        faults, sentences = set(), []
        try:
            lines: Lines | None = Lines(self.document.text()) if found else None
        except ParseError:
            lines = None
        for mistake in found:
            place = self.kit.spot_of(data, mistake.where)
            if place is not None:
                faults.add(place)
                # the place once, as `hexterm check` says it: its table left out
                sentences.append(said(phrase(
                    "{hex}: {said}", hex=self.kit.mistake_place(data, mistake.where, place),
                    said=without_table(mistake.what))))
            elif lines is not None and mistake.where:  # its line and table
                sentences.append(said(lines.where_said(mistake)))
            else:
                sentences.append(said(mistake.what))
        said_already = {said(mistake.what) for mistake in found}  # the loader's refusal
        self.mistakes = sentences + [refusal for refusal in self.kit.redraw(faults)
                                     if refusal not in said_already]  # is one of them
        shown = "\n".join(f"• {line}" for line in self.mistakes)
        self.query_one("#editor-mistakes", Static).update(shown or t("None found."))
        self.show_tools()

    def show_tools(self) -> None:
        palette, factions = self.kit.palette(), self.kit.factions()
        lines = []
        if palette:
            glyph, names = palette[self.terrain % len(palette)]
            lines.append(t("Terrain: {glyph} {names}", glyph=self.kit.glyph_said(glyph),
                           names=names))
        chosen = self.chosen_said() if factions else None
        if chosen is not None:
            lines += chosen
        elif factions:
            faction = factions[self.faction % len(factions)]
            lines.append(t("Faction: {faction}", faction=faction))
            kinds = self.kit.unit_types(faction)
            if kinds:
                lines.append(t("Unit type: {kind}",
                               kind=self.kit.type_name(kinds[self.kind % len(kinds)])))
        if "side" in self.kit.EDITS:
            lines.append(t("Side toward: {arrow}", arrow=ARROWS[self.toward]))
        lines += self.kit.notes()
        if self.carried is not None:
            lines.append(t("Carrying from {hex}", hex=self.kit.label(self.carried)))
        if self.document.changed:
            lines.append(t("Not saved"))
        self.query_one("#editor-tools", Static).update("\n".join(lines))
        self.query_one("#editor-hex", Static).update(self.kit.describe(self.spot))

    def chosen_said(self) -> list[str] | None:
        """The ruleset's own lines for the faction and unit type chosen, if it has them."""
        factions = self.kit.factions()
        faction = factions[self.faction % len(factions)]
        kinds = self.kit.unit_types(faction)
        return self.kit.choices_said(faction, kinds[self.kind % len(kinds)] if kinds else None)

    def say(self, text: str) -> None:
        self.query_one("#editor-said", Static).update(text)

    def moved(self, spot: Spot) -> None:
        """The cursor is on a new hex: what stands there."""
        self.query_one("#editor-hex", Static).update(self.kit.describe(spot))

    # --- edits -------------------------------------------------------------------------

    def make(self, edit: Edit) -> None:
        """Make `edit` (kept for undo), then check the world again; a refusal is said."""
        self.leaving = False
        try:
            self.document.change(edit)
        except EditRefused as exc:
            self.say(error_said(exc))
            return
        self.say("")
        self.check()

    def chosen_faction(self) -> str | None:
        factions = self.kit.factions()
        if not factions:
            self.say(t("This world has no faction yet."))
            return None
        return factions[self.faction % len(factions)]

    def action_paint(self) -> None:
        palette = self.kit.palette()
        if not palette:
            self.say(t("This world's legend has no terrain to paint with."))
            return
        self.make(self.kit.paint(self.spot, palette[self.terrain % len(palette)][0]))

    def action_line(self, line: str) -> None:
        self.make(self.kit.toggle(self.spot, line))

    def action_terrain(self, step: int) -> None:
        self.terrain += step
        self.show_tools()

    def action_faction(self) -> None:
        self.faction += 1
        self.kind = 0
        self.show_tools()

    def action_unit_type(self) -> None:
        self.kind += 1
        self.show_tools()

    def action_node(self) -> None:
        faction = self.chosen_faction()
        if faction is not None:
            self.make(self.kit.place_node(self.spot, faction))

    def action_unit(self) -> None:
        faction = self.chosen_faction()
        if faction is None:
            return
        kinds = self.kit.unit_types(faction)
        if not kinds:
            self.say(t("The faction {faction} has no unit type.", faction=faction))
            return
        self.make(self.kit.place_unit(self.spot, faction, kinds[self.kind % len(kinds)]))

    def action_remove(self) -> None:
        self.make(self.kit.remove(self.spot))

    def action_move(self) -> None:
        if self.carried is None:
            self.carried = self.spot
            self.say(t("Move: put the cursor where it goes and press m again."))
            self.show_tools()
            return
        source, self.carried = self.carried, None
        if source == self.spot:
            self.say("")
            self.show_tools()
            return
        self.make(self.kit.move(source, self.spot))

    def action_toward(self) -> None:
        self.toward = (self.toward + 1) % len(ARROWS)
        self.show_tools()

    def action_side(self) -> None:
        self.make(self.kit.hex_side(self.spot, self.toward))

    def action_turn(self) -> None:
        self.make(self.kit.turn(self.spot))

    def action_form(self, kind: str) -> None:
        """The form of `kind` (`editor_forms`): its edit made when it is done."""
        faction = self.chosen_faction()
        kinds = self.kit.unit_types(faction) if faction is not None else []
        chosen = kinds[self.kind % len(kinds)] if kinds else None
        try:
            form = self.kit.form(kind, faction, chosen, self.spot)
        except EditRefused as exc:
            self.say(error_said(exc))
            return
        if form is not None:
            self.app.push_screen(FormScreen(form), self.formed)

    def formed(self, edit: Edit | None) -> None:
        if edit is not None:
            self.make(edit)

    def action_undo(self) -> None:
        self.stepped(self.document.undo(), t("Undone."), t("Nothing to undo."))

    def action_redo(self) -> None:
        self.stepped(self.document.redo(), t("Redone."), t("Nothing to redo."))

    def stepped(self, done: bool, said_done: str, said_nothing: str) -> None:
        """An undo or a redo made (said, the world checked again), or none to make."""
        self.say(said_done if done else said_nothing)
        if done:
            self.check()

    def action_save(self) -> None:
        try:
            self.document.save()
        except (HextermError, OSError) as exc:
            self.say(error_said(exc))
            return
        self.say(t("Saved to {path}.", path=str(self.document.path)))
        self.show_tools()

    def action_leave(self) -> None:
        if self.document.changed and not self.leaving:
            self.leaving = True
            self.say(t("The world has edits not saved: ctrl+s saves them, escape again "
                       "leaves without them."))
            return
        self.dismiss(None)


class EditorApp(App[None]):
    """`hexterm edit`: the editor alone, the program ending when it is left."""

    TITLE = "hexterm"

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document = document
        self.kit = editing(document)  # a world of no editor: refused before any screen
        self.kit.map()  # and a world with no map to draw

    def on_mount(self) -> None:
        self.push_screen(EditorScreen(self.document, self.kit), lambda _: self.exit())
