### The large view for low-vision eyes: its settings, what is said about it, and the short
### words it draws. Drawn words are short: the view must fit in 40 columns.

settings-view = Large view
view-name = { $view ->
    [large] on, full screen
   *[off] off
}
settings-theme = Large view colours
theme-name = { $theme ->
    [yellow] yellow on black
    [white] white on black
    [paper] black on white
   *[terminal] the terminal's colours
}
# --view large or the setting, with terminal text: refused, nothing changes.
view-refused-terminal = No large view with terminal text: your screen reader would read every redraw. Choose the built-in voice in the settings first.
# The first Right or Enter on the large view with a screen reader; a second one turns it on.
view-screenreader-warning = Warning: your screen reader may read the large view each time it changes. Press again to turn it on.
# --view large with a screen reader: said once at start, then the view is on.
view-screenreader-started = Large view on. Your screen reader may read it each time it changes.

## Words drawn in the view.

view-seat = { $who ->
    [you] You
   *[other] { $player }
}
view-hand = Hand
view-trick = Trick { $trick }
view-no-card = no card yet
view-total = Total
view-led = Led
view-trump = Trump
view-decree = Decree
view-winning = Winning
view-ghosts = Ghosts
view-ruin = ruin
view-tricks = Tricks won
view-fox-tricks = { $tricks } { $tricks ->
    [one] trick
   *[other] tricks
}
# What the tricks won so far would score: a projection, never points already scored.
view-if-now = If the round ended now
view-fox-points = { $points } { $points ->
    [one] pt
   *[other] pts
}
# A completed trick, drawn until the next card. $trick: its number.
view-trick-done = Trick { $trick } done
view-taken = Taken by
view-value = Value
# The Fox: a power in a short word, under the card's value. $rank: 1, 3, 5, 7, 9, 11.
view-fox-power = { $rank ->
    [1] Swan
    [3] Fox
    [5] Wood
    [7] Treas
    [9] Witch
   *[11] Monar
}
# Drawn and said when the window is smaller than the view needs. $columns, $rows: the size
# needed.
view-too-small = Window too small for the large view: it needs { $columns } columns by { $rows } rows.
view-turn = Turn
view-scores = Scores
# The review room in the large view.
view-review-title = Review, round { $round } of { $rounds }
view-review-turn = Right: next trick
