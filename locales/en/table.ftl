### The game table: choices, status reads and "why?" answers that the table itself builds.

# A Fox choice: swap this hand card with the decree card. $card: the card ("the" form).
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

## S: the round before the scores. $round: from 1; $rounds: how many (Fearless);
## $target: the score that ends the match (the Fox).
status-round-fearless = Round { $round } of { $rounds }.
status-round-fox = Round { $round }, first to { $target } points.

## T: the trick in progress, what matters first: who leads, the led suit, who is winning so
## far, then the cards. $trick: its number; $who, $player: the leader; $winning: yes (two
## cards or more) | no; $win_who, $win_player: who is winning so far; $card: the winning card
## ("the" form); $cards: every card with who played it, joined.
# Fearless. $lead: suit (a suit card led) | zero (a zero led, then $suit) | open (only zeros
# so far); $suit: the led suit; $total: the running total, in words.
status-trick-fearless = Trick { $trick }, { $who ->
    [you] you lead
   *[other] { $player } leads
} { $lead ->
    [zero] a zero, then { fearless-suit }
    [open] a zero, no colour yet
   *[suit] { fearless-suit }
}{ $winning ->
    [yes] , { $win_who ->
        [you] you are winning
       *[other] { $win_player } is winning
    } with { $card }
   *[no] {""}
}: { $cards }. Total { $total }.
# The Fox. $suit: the lead suit; $trump: the trump suit's name.
status-trick-fox = Trick { $trick }, { $who ->
    [you] you lead
   *[other] { $player } leads
} { fox-suit }, trump { $trump }{ $winning ->
    [yes] , { $win_who ->
        [you] you are winning
       *[other] { $win_player } is winning
    } with { $card }
   *[no] {""}
}: { $cards }.
# The Fox, before the lead. $trump: the trump suit's name.
status-trick-fox-empty = Trick { $trick }, no card yet, trump { $trump }. { $who ->
    [you] You lead.
   *[other] { $player } leads.
}

# I, Fearless: the tactile sticker of the adapted deck, named as one (fearless-symbol, cards.ftl).
fearless-tactile = Tactile mark: { fearless-symbol }.

## I, the Fox: the tactile number code of the adapted deck (AccessiJeux stickers: a dot is 1,
## a dotted circle 5, a dotted square 10; they add up). $rank: 1 to 11.
fox-tactile = Tactile code: { $rank ->
    [1] one dot
    [2] two dots
    [3] three dots
    [4] four dots
    [5] dotted circle
    [6] dotted circle and one dot
    [7] dotted circle and two dots
    [8] dotted circle and three dots
    [9] dotted circle and four dots
    [10] dotted square
   *[11] dotted square and one dot
}.
# A Monarch played second has no power.
fox-power-help-second = Monarch played second: no power.

## Fearless practice, the last card of a trick: where your ghost would go if you took it.
## $total: the trick's total before your card, in words; $ruin: yes | no; $position: your ghost
## now; $outcomes: hint-fearless-stake-outcome for each card that takes it, joined with "or".
hint-fearless-stake = Trick total { $total } before your card. Taking it moves your ghost from { $ruin ->
    [yes] the ruin
   *[no] { $position }
} to { $outcomes }.
# $after: where your ghost would go; $card: the card that takes the trick ("the" form).
hint-fearless-stake-outcome = { $after } with { $card }

## "Why?" after an opponent's play: what it was, then what it means for you.
## $player: the opponent; $card: the card ("obj" form); $suit: the led suit code.
fearless-why-bot-led = { $player } led { $card }.
fearless-why-bot-open = { $player } played { $card }: only zeros before it, so any card was allowed.
fearless-why-bot-followed = { $player } followed with { $card }.
fearless-why-bot-void = { $player } has { fearless-suit-none }, so could play { $card }.
fox-why-bot-led = { $player } led { $card }.
fox-why-bot-followed = { $player } followed with { $card }.
fox-why-bot-void = { $player } has no { fox-suit }, so could play { $card }.
# Who takes the trick so far. $win_who, $win_player: that seat; $card: its card ("the" form).
why-play-winning = { $win_who ->
    [you] You are winning
   *[other] { $win_player } is winning
} with { $card }.
# Whether you can still take it. $can: yes | no; $cards: the cards that would, joined with "or".
why-play-you = { $can ->
    [yes] You can take the trick with { $cards }.
   *[no] None of your cards can take the trick.
}
# Who plays after this card. $players: their names, joined.
why-play-to-come = Still to play: { $players }.

## Menus and settings added by the table's interface.

menu-main-stats = Statistics
stats-none = No game finished yet.
# $game: fearless | fox; $level: easy | medium | hard | expert; $played, $won: counts.
stats-line = { game-name }, { level-name }: { $played } played, { $won } won
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
status-line-refused-terminal = No visual status line with terminal text: the console only adds lines, it never redraws one. Choose the built-in voice in the settings first.
error-save-version = The saved game comes from another version and cannot be resumed. It was kept as { $file }.
help-game-key-info = I: what the focused card is and does.
help-game-key-pace = Enter or Space while opponents play, with the pace "wait for Enter": their next card.
# $game: fearless | fox; $keys: the suit letters, spaced.
help-game-suit-keys = Suit letters: { $keys }. Pressed again: the other end of the suit.
## First run: language, speech output and voice speed, then the main menu.

# Said in every language, the system's first, until one is chosen (as is everything said before).
first-run-language = Welcome. Choose your language: Up and Down, then Enter.
first-run-output = How should the game speak? Up and Down to choose, Enter to try it.
first-run-test = This is how the game speaks. Did you hear this sentence?
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
first-run-heard-yes = Yes, go on
first-run-heard-no = No, choose another output
first-run-not-heard = Back to text in the terminal. Choose another output, or keep Terminal text.
