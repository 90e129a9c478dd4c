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
}, { $points } pts
view-turn = Turn
view-scores = Scores
