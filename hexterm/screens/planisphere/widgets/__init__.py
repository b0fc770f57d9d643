"""The Planisphère's own widgets, beside its screens: the order form of one unit
(`order_form`), its action rows and the move drawn (`action_row`: `ActionRow`,
`PathField`), the economy's fields (`goods_fields`: `GoodsField`). They post messages up
to the screen and import no screen; the widgets every ruleset shares are in
`hexterm.widgets`."""
