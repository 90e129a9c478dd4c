### The game table: choices, status reads and "why?" answers that the table itself builds.

# A Fox choice: swap this hand card with the decree card. $card: the card.
choice-swap = Swap { $card }
# L, Fearless: the value added to the winner's ghost. $value: signed, in words.
status-last-trick-value = Value { $value }.
# S: one seat's total. $who, $player: the seat; $points: the total.
status-score-item = { $who ->
    [you] you
   *[other] { $player }
} { $points }
# D in Fearless, which has no decree card.
status-no-decree = No decree card in Fearless.

## Fearless practice: what winning the trick now would do to your ghost.
## $total: the trick's total so far, in words; $ruin: yes | no; $position: your ghost now;
## $after: where it would go.
hint-fearless-stake = Trick total { $total }: winning it now would move your ghost { $ruin ->
    [yes] from the ruin
   *[no] from { $position }
} to { $after }.

## "Why?" after an opponent's play. $player: the opponent; $card: the card ("obj" form);
## $game: fearless | fox; $suit: the led suit code.
why-bot-led = { $player } led { $card }: any card may lead.
why-bot-followed = { $player } followed the led suit with { $card }.
why-bot-void = { $player } played { $card }: { $game ->
    [fearless] { fearless-suit-none } left, so any card was allowed.
   *[fox] no { fox-suit } left, so any card was allowed.
}

## Menus and settings added by the table's interface.

menu-main-stats = Statistics
# $points: a target the player sets one point at a time.
setup-custom-target = Custom target: { $points } points
stats-none = No game finished yet.
# $game: fearless | fox; $level: easy | medium | hard | expert; $played, $won: counts.
stats-line = { game-name }, { level-name }: { $won } won of { $played }
settings-hints = Practice hints
# $level: off | some | full
hint-level-name = { $level ->
    [off] off
    [some] where a rule limits you
   *[full] all, with the stakes
}
settings-pace = Opponents' pace
# $pace: key | short | long
pace-name = { $pace ->
    [key] wait for Enter
    [short] short pause
   *[long] long pause
}
settings-mono = Mono sound
# With the built-in voice: print each message as a line too.
settings-show-log = Printed messages with the built-in voice
# A line of table facts below the messages, for a sighted helper; never in terminal text mode.
settings-status-line = Visual status line
error-save-version = The saved game comes from another version and cannot be resumed. It was kept as { $file }.
help-game-key-info = I: what the focused card is and does.
help-game-key-pace = Enter or Space while opponents play, with the pace "wait for Enter": their next card.
# $game: fearless | fox; $keys: the suit letters, spaced.
help-game-suit-keys = Suit letters: { $keys }. K keeps the decree after your Fox.

## First run: language, speech output and voice speed, then the main menu.

first-run-language = Welcome. Choose your language with Up and Down, then press Enter.
first-run-output = How should the game speak? Up and Down to choose, Enter to try it.
first-run-test = This is how the game speaks. If you heard this, press Enter on Continue.
first-run-continue = Continue
first-run-rate = Voice speed: Left and Right change it, Enter when it suits you.
first-run-done = All set. Your choices are saved; change them any time in Settings.
# Some settings were invalid and went back to their defaults. $count: how many.
error-settings-repaired = { $count ->
    [one] One setting was invalid and is back to its default.
   *[other] { $count } settings were invalid and are back to their defaults.
}

## Leaving on an unexpected error: one plain line on the terminal, never a traceback.

# $file: the log file with the details.
error-crash = audiogame stopped: an unexpected error. The game in progress was saved after its last move. Details are in { $file }.
