### Interface: menus, prompts, status keys, key help, settings, output modes and errors.
### Short, important word first. Keys are written as the player presses them.
### Lists of key help (help-<context>-key-*) are read in file order: the UI collects every
### id with that prefix, so adding a line here adds it to the help.

## Names.

app-title = Fearless and The Fox in the Forest
# $game: a game's registry name. Each game names itself in a message of its own,
# <game>-game-name (a game of a package of its own, in its own files).
game-name = { GAME_NAME($game) }
fearless-game-name = Fearless
fox-game-name = The Fox in the Forest
# Language names are written in their own language, so everyone can find theirs.
# $lang: en | fr
language-name = { $lang ->
    [en] English
   *[fr] Français
}
# $level: brief | normal | detailed
verbosity-name = { $level ->
    [brief] Brief
    [normal] Normal
   *[detailed] Detailed
}
# Computer opponents. $level: easy | medium | hard | expert
level-name = { $level ->
    [easy] Easy
    [medium] Medium
    [hard] Hard
   *[expert] Expert
}
# A setting's state. $on: yes | no
on-off = { $on ->
    [yes] on
   *[no] off
}

## Output modes. $mode: auto | screenreader | tts | terminal; $engine: the name of the
## screen reader or voice found (NVDA, Orca, espeak ...).

output-mode-name = { $mode ->
    [auto] Automatic
    [screenreader] Screen reader
    [tts] Built-in voice
   *[terminal] Terminal text
}
output-mode-help = { $mode ->
    [auto] Use the first output that works: your screen reader, else the built-in voice, else text.
    [screenreader] Speak and braille through your running screen reader.
    [tts] Speak with the program's own voice.
   *[terminal] Print each message as one line for your screen reader to read.
}
# Said once at start when the output was chosen automatically.
output-auto-chose = Speech: { output-mode-name }.
output-tts-silent = Speech: Built-in voice, but no sound device was found: nothing will be heard. Choose terminal text or a screen reader in the settings.
output-auto-chose-engine = Speech: { output-mode-name }, { $engine }.
output-screenreader-echo-tip = Your screen reader may also read the terminal. To hear each message once, turn off its reading of new text, or choose terminal text in the settings.
output-fallback = { output-mode-name }: not available; using { $fallback ->
    [screenreader] the screen reader
    [tts] the built-in voice
   *[terminal] terminal text
} instead.
# During play, an output stopped answering and another took over. $mode: the one that stopped;
# $fallback: the one speaking now.
output-switched = { output-mode-name } not answering; using { $fallback ->
    [screenreader] the screen reader
    [tts] the built-in voice
   *[terminal] terminal text
}.

## Main menu. Menu items are read as "item, 2 of 6".

menu-main-title = Main menu
menu-main-continue = { $count ->
    [one] Continue the saved game
   *[other] Continue a saved game, { $count } kept
}
menu-saved-games = Saved games
# One saved game in the list. $game: fearless | fox; $levels: the opponents' levels ("Hard",
# "Easy and Hard"); $practice: yes | no; $round, $trick: the round and the trick in progress;
# $scores: "you 12 and North 9"; $day, $month (1-12), $hour, $minute ("05"): when it was last
# saved; $elsewhere: yes when another window has it open.
saved-game-item = { game-name } against { $levels }{ $practice ->
    [yes] , practice
   *[no] {""}
}, round { $round }, trick { $trick }, { $scores }, { month-name } { $day } at { $hour }:{ $minute }{ $elsewhere ->
    [yes] , open in another window
   *[no] {""}
}
month-name = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
}
# The saved game is open in another window of the program: it is left alone there.
resume-open-elsewhere = This game is open in another window. Choose another one, or start a new game.
# $game: fearless | fox
menu-main-new = New game of { game-name }
menu-main-rules = Rules
menu-main-keys = Keys
menu-main-settings = Settings
menu-main-quit = Quit
# $item: the item's text; $position, $count: its place in the menu.
menu-item-position = { $item }, { $position } of { $count }
# A menu item that is a setting. $item: its name; $value: its current value.
menu-item-value = { $item }: { $value }
menu-empty = Nothing here.

## New game setup.

setup-title = New game of { game-name }
# $count: 3, 4 or 5
setup-players = Players: { $count }
setup-level = Opponents: { level-name }
# $points: the score that ends a game of the Fox.
setup-target = Target: { $points } points
setup-practice = Practice mode: { on-off }
setup-start = Start
setup-summary = { game-name }, { $count ->
    [one] { $count } player
   *[other] { $count } players
}, { level-name } opponents.

## Game menu, opened by pressing Escape twice.

menu-game-title = Game menu
menu-game-resume = Back to the game
menu-game-save = Save
menu-game-settings = Settings
menu-game-rules = Rules
menu-game-keys = Keys
menu-game-quit = Save and quit to the main menu
menu-game-new = New game

## Settings.

settings-title = Settings
settings-language = Language
settings-output = Speech output
settings-verbosity = Verbosity
settings-card-symbols = Tactile symbols in card names
settings-card-powers = Powers in card names
settings-companion-symbols = Tactile symbols at the companion
settings-sound = Sound effects
settings-effects-volume = Effects volume
settings-speech-volume = Voice volume
settings-speech-rate = Voice speed
# $percent: 0 to 100
settings-percent = { $percent } percent
settings-practice = Practice mode
settings-level = Opponents
settings-saved = Settings saved.
settings-language-changed = Language: { language-name }.

## Prompts during a game.

prompt-your-turn = Your turn.
# The turn prompt with the focused card. $card: the card as the focus says it.
prompt-your-turn-card = Your turn: { $card }.
# $who, $player: the seat to act.
prompt-waiting = { $player } is thinking.
# $decree: the decree card.
prompt-fox-exchange = Fox: swap one of your cards for the decree, { $decree }, or keep it.
prompt-fox-keep = Keep the decree
prompt-woodcutter-return = Woodcutter: pick a card to put under the deck.
prompt-next-round = Press Enter for the next round.
prompt-game-over = Press Enter for a new game, Escape for the menu.
# At a local game's end (against computers, which V reviews).
prompt-game-over-review = { prompt-game-over } V: review this game.
prompt-confirm-quit = Quit? Your game is saved. Enter to quit, Escape to stay.
prompt-yes = Yes
prompt-no = No

## Moving through the hand. $card: the card; $position, $count: its place in the hand;
## $playable: yes | no; $suit: a suit code.

focus-card = { $card }{ $playable ->
    [no] , not playable
   *[yes] {""}
}
focus-card-position = { $card }, { $position } of { $count }{ $playable ->
    [no] , not playable
   *[yes] {""}
}
focus-first = First card.
focus-last = Last card.
focus-hand-empty = Your hand is empty.
# $game: a game's registry name; $suit: a suit code of that game; $name: the suit's name (any
# other game).
focus-no-suit = { $game ->
    [fearless] No { fearless-suit } in your hand.
    [fox] No { fox-suit } in your hand.
   *[other] No { $name } in your hand.
}

## Status keys. $who, $player: a seat; other arguments as noted.

# H: the whole hand. $hand: groups by suit; $count: cards.
status-hand = Hand, { card-count }: { $hand }.
# W: whose turn.
status-turn = { $who ->
    [you] Your turn.
   *[other] { $player } to play.
}
status-turn-over = The game is over.
# T, Fearless, before the lead. $trick: its number; $who, $player: the leader.
status-trick-empty = Trick { $trick }, no card yet. { $who ->
    [you] You lead.
   *[other] { $player } leads.
}
# One card of a trick in a list. $card: the card.
status-trick-card = { $who ->
    [you] you
   *[other] { $player }
} { $card }
# L: the trick just completed. $winner_who, $winner: who took it.
status-last-trick-none = No trick finished yet.
status-last-trick = Last trick, { $trick }: { $cards }. { $winner_who ->
    [you] You took it.
   *[other] { $winner } took it.
}
# S: scores. $scores: "you 12, West 30".
status-scores = Scores: { $scores }.
status-scores-none = No score yet.
# P, Fearless: ghosts on the scare track. $positions: items joined.
status-positions = Ghosts: { $positions }.
status-position-item = { $who ->
    [you] you
   *[other] { $player }
} { $ruin ->
    [yes] on the ruin
   *[no] at { $position }
}
# P, Fox: tricks won this round. $mine, $theirs: trick counts; $player: the opponent.
status-fox-tricks = Tricks: you { $mine }, { $player } { $theirs }.
# D, Fox: decree card and trump. $decree: the card; $trump: the suit's name.
status-decree = Decree: { $decree }, trump { $trump }.
# The visual status line (a setting, off by default), for a sighted helper. $round, $rounds,
# $trick: numbers; $total: the trick's running total; $ruin: yes | no; $position: your ghost;
# $turn: whose turn, as a sentence.
status-line-fearless = Round { $round } of { $rounds }, trick { $trick }, total { $total }. Your ghost: { $ruin ->
    [yes] on the ruin
   *[no] { $position }
}. { $turn }
# $trump: the suit's name; $mine, $theirs: tricks won; $player: the opponent.
status-line-fox = Round { $round }, trump { $trump }. Tricks: you { $mine }, { $player } { $theirs }. { $turn }
# Cards left in a hand. $count: cards.
status-cards-left = { $player }: { card-count }.

## History and repeat.

# $buffer: game (the table's events), all (everything said) or chat (online tables).
history-buffer-name = { $buffer ->
    [game] Game messages
    [chat] Chat messages
   *[all] All messages
}
history-empty = { history-buffer-name }: none yet.
# The oldest or newest message of a buffer, reached with a history key. $text: the message.
history-first = First message: { $text }
history-last = Last message: { $text }
# F4, and F3 after the switch. $position: place of the cursor from the oldest; $count: messages.
history-position = { $count ->
    [0] { history-buffer-name }: none yet.
   *[other] { history-buffer-name }, { $position } of { $count }.
}
# Y with nothing to explain.
why-nothing = Nothing to explain yet.
# Practice-only keys used outside practice mode.
undo-none = Nothing to undo.
# $card: the card taken back.
undo-done = Taken back: { $card }.{ $house ->
    [yes] {" "}House option: undo against computers.
   *[no] {""}
}
game-saved = Game saved.
# The recap's first sentence (a resumed game, a return from the background). $round: from 1;
# $rounds: how many; $target: the Fox's target score.
recap-fearless-round = Fearless, round { $round } of { $rounds }.
recap-fox-round = The Fox in the Forest, round { $round }, first to { $target } points.
game-loaded = Saved game loaded.
speech-stopped = Stopped.

## Rules reader (F2). $game: fearless | fox; $title: a section title; $index, $count:
## the section's place.

rules-reader-title = Rules of { game-name }
rules-reader-section = { $title }, section { $index } of { $count }
rules-reader-start = Start of the section.
rules-reader-end = End of the section.
rules-reader-last = End of the rules.

## Key help, game table (F1 or question mark during a game).

help-game-over-title = Keys now the game is over.
help-game-title = Keys during a game.
help-game-key-cards = Left and Right: previous and next card.
help-game-key-suits = Up and Down: previous and next suit.
help-game-key-ends = Home and End: first and last card.
help-game-key-suit-letter = A suit letter: the suit's lowest card; again: its highest.
help-game-key-play = Enter or Space: play the card.
help-game-key-hand = H: the whole hand.
help-game-key-trick = T: the trick: the suit led, who is winning, the cards.
help-game-key-last-trick = L: the last trick.
help-game-key-scores = S: the round and the scores.
help-game-key-turn = W: whose turn.
help-game-key-repeat = R: repeat the last message.
help-game-key-history = Page Up and Page Down: older and newer messages. Control Home and Control End: first and last message.
help-game-key-buffers = F3: switch between game messages and all messages. F4: where you are in them.
help-game-key-why = Y: why, for the last refusal, trick or opponent's play.
help-game-key-undo = Control Z: take back your last card.
help-game-key-help = F1 or question mark: these keys.
help-game-key-rules = F2: the rules.
help-game-key-escape = Escape: stop speech.
## Key help, menus.

help-menu-title = Keys in menus.
help-menu-key-move = Up and Down: previous and next item.
help-menu-key-ends = Home and End: first and last item.
help-menu-key-change = Left and Right: change a setting.
help-menu-key-choose = Enter or Space: choose.
help-menu-key-back = Escape: back.
help-menu-key-letter = A letter: the next item that starts with it.
help-menu-key-fine = Shift Left and Shift Right: a number one by one, such as the target.
help-menu-key-quit = Control Q: quit; a game in progress is saved.

## Key help, Fox exchange and Woodcutter choices.

help-choice-title = Keys for this choice.
help-choice-key-cards = Left and Right: the cards of your hand.
help-choice-key-confirm = Enter or Space: choose the card.
help-choice-key-keep = K: keep the decree, after a Fox.
help-choice-key-status = H, T, D and S still read the hand, trick, decree and scores.

## Key help, rules reader.

help-rules-title = Keys in the rules.
help-rules-key-paragraph = Down and Up: next and previous paragraph.
help-rules-key-section = Page Down and Page Up: next and previous section.
help-rules-key-ends = Home and End: first and last paragraph of the section.
help-rules-key-repeat = R: repeat the paragraph.
help-rules-key-back = Escape: back to where you were.

## Errors and notices. Never technical: say what happened and what the player can do.

# A bad command-line option. $option: as typed; $choices: the accepted values, joined.
error-cli-option = Unknown option: { $option }. Try: audiogame --help
error-cli-value = { $option } does not accept { $value }. Choose: { $choices }.
error-cli-players = { game-name } is for { $min } to { $max } players.
error-cli-argument = Unexpected argument: { $argument }. Try: audiogame --help
error-cli-address = { $address } is no server address. For example: ws://host:8765
error-cli-store = --store does not accept { $value }: it takes a PostgreSQL address, for example postgresql://audiogame@localhost/audiogame
error-cli-node = --node does not accept { $value }: it takes a short name of letters, digits, - and _, for example a1
error-cli-node-store = --node names one of several server processes sharing a database: give the database with --store postgresql://…
error-cli-lease = --lease does not accept { $value }: it takes a number of seconds from 0.5 to 3600, for example 4
error-cli-keyfile = --keyfile needs its certificate: give it with --certfile FILE
# A key's name, said when it does nothing here. $key: tab | enter | backspace | escape | space |
# left | right | up | down | home | end | insert | delete | pageup | pagedown | other (no name).
key-name = { $key ->
    [tab] Tab
    [enter] Enter
    [backspace] Backspace
    [escape] Escape
    [space] Space
    [left] Left
    [right] Right
    [up] Up
    [down] Down
    [home] Home
    [end] End
    [insert] Insert
    [delete] Delete
    [pageup] Page Up
    [pagedown] Page Down
   *[other] This key
}
# A key pressed with Control or Shift. $key: the key's name.
key-control = Control { $key }
key-shift = Shift { $key }
# A key with no action here. $key: its name.
error-unknown-key = { $key }: nothing here. F1 lists the keys.
# A card that may not be played: the reason follows (refusal-* messages).
error-illegal-card = Not allowed. { $reason }
error-save-corrupt = The saved game could not be read. It was kept as { $file }, and a new game can start.
error-save-failed = The game could not be saved. Check the free space and the rights on { $file }.
# --speech-log FILE could not be written (a full disk...). $file: the file.
error-speech-log-failed = The speech log { $file } could not be written and was stopped. Speech goes on.
error-settings-corrupt = Your settings could not be read and were reset. The old file was kept as { $file }.
error-settings-failed = The settings could not be saved; they apply until you quit.
error-record-invalid = This game record cannot be replayed.
error-no-speech = No speech found. Messages are printed as text for your screen reader.
error-no-screenreader = No screen reader answered; using the built-in voice.
error-no-voice = The built-in voice is not available; messages are printed as text.
notice-no-sound = Sound effects are off: no sound device was found.
error-unexpected = Something went wrong. Your game is saved. Details are in { $file }.
prompt-fox-keep-key = Equals key: keep the decree.
prompt-pace-key = Press Enter for each opponent's card.
undo-practice-only = Undo: only in practice mode, or with the house option in Settings.
menu-key-hint = Game menu: F10.
menu-game-closed = Back to the game.
keep-nothing = Nothing to keep now.
focus-none-playable = No card is playable.
status-playable = { $count ->
    [one] One choice: { $cards }.
   *[other] { $count } choices: { $cards }.
}
seat-name = { $who ->
    [you] you
   *[other] { $player }
}
status-seats = Around the table: { $seats }.
status-seat-leader = { $who ->
    [you] You lead this trick.
   *[other] { $player } leads this trick.
}
settings-coach-practice = Coach after each trick in practice
settings-undo-house = House option: undo against computers
settings-finished-kept = Finished games kept for review
settings-in-use = { $value }; in use now: { $used }
help-game-key-options = Left and Right: previous and next option.
help-game-key-choose = Enter or Space: choose the focused option.
help-game-key-playable-next = Tab and Shift Tab: next and previous playable card.
help-game-key-playable = A: only the cards you may play now.
help-game-key-seats = N: the seats in order, who leads the trick, who plays next.
help-fearless-key-positions = P: the ghosts on the scare track.
# Fearless has colours, not suits: its words for the shared lines help-game-key-suits,
# help-game-key-suit-letter, help-game-key-trick and help-game-suit-keys.
help-fearless-key-suits = Up and Down: previous and next colour.
help-fearless-key-suit-letter = A colour letter: the colour's lowest card; again: its highest.
help-fearless-key-trick = T: the trick: the colour led, who is winning, the cards.
help-fearless-suit-keys = Colour letters: { $keys }. Pressed again: the other end of the colour.
help-fox-key-positions = P: tricks won this round.
help-fox-key-decree = D: the decree card and trump.
help-fox-key-exchange = Equals key: keep the decree instead of swapping.
help-fox-key-return = Choose the card to put under the deck.
help-game-key-menu = F10: the game menu: save, settings, rules, leave.
help-game-key-quit = Control Q: save and quit.
practice-only = Only in practice mode.
settings-expert-time = Expert opponents' thinking time
# $time: normal | long | longer (twice and four times the usual time)
expert-time-name = { $time ->
    [normal] normal, about a quarter of a second
    [long] long, about half a second
   *[longer] longer, about a second
}
