### The table companion: a real table's plays typed in, the totals, the track and the scores said.
### Vocabulary messages list the words a player may type, separated by commas; case and
### accents do not matter and spaces are ignored. Keep the suit letters of cards.ftl in them.

## What may be typed.

# Fearless: the zero card.
companion-fearless-zero-words = 0, zero, star, z
# Fearless: a colour. $suit: blue | orange | magenta | green.
companion-fearless-suit-words = { $suit ->
    [blue] b, blue, drop, water drop
    [orange] o, orange, circle
    [magenta] m, magenta, flower, pink
   *[green] g, green, clover, trefoil
}
# A number as a word, for the card values and ranks. $number: 0 to 11.
companion-number-words = { $number ->
    [0] zero
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[11] eleven
}
companion-word-plus = plus
companion-word-minus = minus
# The Fox: a suit. $suit: bells | keys | moons.
companion-fox-suit-words = { $suit ->
    [bells] b, bells, bell
    [keys] k, keys, key
   *[moons] m, moons, moon
}
# The Fox: the power of an odd rank, instead of the number. $rank: 1, 3, 5, 7, 9, 11.
companion-fox-power-words = { $rank ->
    [1] swan
    [3] fox
    [5] woodcutter
    [7] treasure
    [9] witch
   *[11] monarch
}
# Between a rank and its suit: "7 of Bells".
companion-word-of = of
companion-word-keep = keep, =
companion-word-swap = swap, exchange
companion-word-decree = decree

## What is wrong with a line typed. $text: the line as typed.

companion-error-unknown = Not a card: { $text }.
# $suit: the colour typed; $value: the number typed without a sign.
companion-fearless-error-sign = Plus or minus? Type { fearless-suit } plus { $value } or { fearless-suit } minus { $value }.
companion-fearless-error-value-missing = Which value of { fearless-suit }? Type plus or minus and a number.
companion-fearless-error-value = No card { $value }: values go from 1 to 6.
companion-fox-error-rank = No rank { $rank }: ranks go from 1 to 11.
companion-fox-error-suit-missing = Which suit for the { $rank }? Type B, K or M after it.
# A card or choice refused: $card is what was typed, named; $reason why, one sentence.
companion-refused = Not entered: { $card }. { $reason }

## Refusals of a public table (the companion cannot see hands, it checks the deck).

refusal-already-played = Every copy of that card has been played this round.
refusal-not-in-deck = That card is not in this game's deck.
refusal-removed-suit = That colour is out of this game.
fearless-refusal-removed-suit = { fearless-suit-cap } is out of this 3-player game.
refusal-is-decree = That card is the decree card, face up.
refusal-held-elsewhere = That card went into the other hand with a Fox.
refusal-already-in-trick = That player has already played to this trick.

## What the table waits for.

# $trick: the trick's number in the round; $player: who leads.
companion-prompt-lead = Trick { $trick }: { $player } leads.
companion-prompt-play = { $player } to play.
# $round: from 1; $dealer: who deals and turns up the decree card.
companion-fox-prompt-decree = Round { $round }: decree card? { $dealer } deals.
# After a Fox with cards left. $decree: the decree card now.
companion-fox-prompt-exchange = { $player }'s Fox: new decree card, or keep { $decree }.

## Notes: what cannot be refused but must be said. $suit: the suit not followed.

# Said only when the card's own line did not say it (the brief level; a void that is news
# again after a Woodcutter's draw).
companion-fearless-not-followed = { $player } did not follow { fearless-suit }: no { fearless-suit } left in that hand.
companion-fearless-revoke = Revoke: { $player } plays { $card } after showing no { fearless-suit }.
companion-fox-not-followed = { $player } did not follow { fox-suit }: no { fox-suit } left in that hand.
companion-fox-revoke = Revoke: { $player } plays { $card } after showing no { fox-suit }.
# $card: the card played now; $answered: the card that answered the Monarch as the highest.
companion-fox-monarch-broken = Monarch broken: { $player } answered the Monarch with { $answered }, yet held { $card }.

## Status reads (Alt+letter).

companion-trick-card = { $player } { $card }
companion-fearless-trick = Trick { $trick }: { $cards }. Total { $total }.
companion-fox-trick = Trick { $trick }: { $cards }.
companion-fearless-position-item = { $player } { $ruin ->
    [yes] on the ruin
   *[no] at { $position }
}
companion-fearless-positions = Track: { $positions }.
companion-seat-tricks = { $player } { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}
# $round: from 1; $rounds: the rounds of the game; $seats: each seat's tricks this round.
companion-fearless-seats = Round { $round } of { $rounds }. Tricks this round: { $seats }.
companion-fox-tricks = Tricks won: { $tricks }.
companion-fox-seats = Round { $round }, { $dealer } deals.
# $game: fearless | fox; $scores: the seats' totals, joined (companion-score-item).
companion-scores = { $game ->
    [fearless] Fear points: { $scores }.
   *[other] Points: { $scores }.
}
companion-score-item = { $player } { $points }
companion-last-trick-none = No trick completed yet.
# The last trick: $trick its number, $cards who played what, $player who took it.
companion-last-trick = Trick { $trick }: { $cards }. { $player } took it.

## Starting, taking back, the list of cards not yet seen.

# $count: players; $names: their names in table order; $player: who leads the first trick.
companion-fearless-setup = Fearless companion, { $count } players: { $names }. { $player } leads the first trick.
companion-fox-setup = Fox companion: { $first } and { $second }, to { $target } points.
companion-default-name = Player { $number }
# $entry: the entry taken back, named.
companion-undo-done = Taken back: { $entry }.
companion-undo-none = Nothing to take back.
companion-resumed = Companion game resumed.
# Said once a companion game is over.
companion-over-hint = Enter: a new game with the same players. F10: the menu.
# The companion's menu (F10) once the game is over.
companion-menu-again = New game with the same players
companion-list-title = { $count ->
    [one] 1 card not yet seen
   *[other] { $count } cards not yet seen
}. Up and Down to move, Enter to enter, Escape to go back.
companion-list-empty = No card left to enter.
# $card: the card named with its symbol or power; $left: copies still unseen.
companion-list-item = { $card }{ $left ->
    [1] {""}
   *[other] , { $left } left
}
# A seat named for the next card (played out of turn).
companion-seat-named = { $player } plays next.
companion-entry-line = Entry line.

## The command line. $line: a line number of the entries file; $reason: why it stops.

companion-file-error = Line { $line }: { $reason }
companion-record-written = Record written: { $path }.

## Setup (keyboard only), from the main menu.

menu-main-companion = Real table companion
companion-setup-title = Real table companion
companion-setup-game = Game: { game-name }
companion-setup-players = Players: { $count }
companion-setup-names = Names: { $names }
# $option: the game's option of the seat that starts, first_leader | first_dealer (or another).
companion-setup-first = { $option ->
    [first_leader] Leads the first trick: { $player }
   *[other] Deals first: { $player }
}
companion-setup-removed = Colour removed: { fearless-suit }
companion-setup-target = Target: { $points } points
# Enter on the Fox's target: type it. $low, $high: the bounds.
companion-setup-target-prompt = Target in points, from { $low } to { $high }, then Enter.
# A typed value out of bounds. $text: what was typed.
companion-setup-number-refused = Not a number from { $low } to { $high }: { $text }.
# A companion game in progress. $game: fearless | fox; $names: the players.
companion-setup-resume = Resume: { game-name }, { $names }
companion-setup-start = Start
companion-setup-name-prompt = Name of player { $number }, then Enter. Empty: { $default }.
companion-setup-name-typed = { $name }

## Help (F1) of the companion's entry line.

help-companion-title = Real table companion keys.
help-companion-key-type = Type a card as it is read aloud, then Enter: b plus 5, drop minus 3, 0; for the Fox 7b, 11 of keys. Numbers may be words: blue plus five. A name and a colon first enter it for that player: Ana: b+5.
help-companion-key-list = Down on an empty line: the cards not yet seen, to pick from.
help-companion-key-reads = Alt+T the trick, Alt+L the last trick, Alt+S the scores, Alt+P the track or the tricks won, Alt+D the decree and trump, Alt+W who plays, Alt+N the round, the seats and their tricks.
help-companion-key-undo = Control+Z: take back the last entry.
help-companion-key-repeat = Alt+R repeat; Page Up and Page Down: the history.
help-companion-key-menu = F10: the menu. Escape: stop speech, or clear the line.
