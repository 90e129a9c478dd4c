### The web table (audiogame serve and audiogame web): the page's words. The page shows nothing
### of its own: every word comes from here, in the player's language.

web-settings = Settings
web-theme-label = Colours
# $theme: auto | yellow | white | paper
web-theme = { $theme ->
    [auto] as your system asks
    [yellow] yellow on black
    [white] white on black
   *[paper] black on white
}
web-voice = Speak with the browser's voice (for players without a screen reader)
web-name = Your name
web-new = New table
web-game = Game
# A game's option. $option: players | target (the option's name)
web-option-name = { $option ->
    [players] Players
    [target] Target score
   *[other] { $option }
}
web-computers = Computer players
web-level = Their level
web-practice = Practice table: rule hints
web-listed = Listed in open tables, for anyone to join
web-start = Start
web-join-title = Join a table
web-code = Table code
web-join = Join
web-lobby = Open tables
web-lobby-look = Look for open tables
web-link = Link for your friends
web-seats = Seats
# Said on sitting at a table of one's own against computer players (nobody else can join it: its
# code is not said). $game: the game; $computers: how many computer players.
web-seated-computers = { game-name }, against { $computers ->
    [one] a computer player
   *[other] { $computers } computer players
}.
# The button of the waiting screen that spells the table's code (it is never spelled unasked).
web-spell-code = Spell the table code
web-hand = Your hand
web-play = Play the focused card
web-choices = Choices
web-facts = Table facts
web-table = The table
web-messages = Messages
web-answers = Answers
web-chat = Chat message
web-chat-send = Send
web-nudge = Nudge the player the table waits for
web-leave = Leave the table
web-back = Back to the lobby
web-game-over = Enter, or the button Back to the lobby: a new game.
web-keys = Keys
# A key that does nothing on the page. $key: its name.
web-unknown-key = { $key }: nothing here. The keys are listed under Keys.
web-connection-lost = Connection lost. Reconnecting.
# The page's status before its first connection, with web-server-busy (written into the page, in
# the browser's language).
web-connecting = Connecting to the server.
web-unreachable = Server unreachable. Trying again in a moment.
web-server-busy = Server full: too many connections. Trying again in a moment.
web-no-connection = Not connected: nothing sent. Reconnecting; try again in a moment.
web-kept-unsent = Not sent: the game went on meanwhile. Check your hand.
# What `audiogame web` prints. $address: the page's address.
web-local = The table is at { $address } and opens in your browser. Press Control C here to stop it.
web-local-no-browser = Open { $address } in your web browser to play. Press Control C here to stop the table.
web-no-browser = No browser could be opened: open { $address } in your web browser yourself.
# What `audiogame serve` prints too. $address: the page's address.
web-serve-page = In a browser: { $address }
# Said when the player looks for open tables. $count: how many there are.
web-lobby-count = { $count ->
    [0] Open tables: none.
    [one] Open tables: one.
   *[other] Open tables: { $count }.
}
# A page at a table asked for another seat's token: nothing changed.
web-resume-seated = Refused: you are already at a table. Leave it first.
# The page's key for the next playable card (the terminal's Tab is the browser's).
web-key-playable-next = J: the next card you may play.
# The keys list once the game is over.
web-key-back = Enter: back to the lobby, for a new game.
# The table's heading once the game is over. $game: the game.
web-over-heading = { game-name }: game over
# The page's title (a tab switcher shows it): where the player is, then the program. $place: the
# lobby, the waiting room, the table's round or the end of the game.
web-title = { $place } · { app-title }
web-title-lobby = Lobby
# $game: the game.
web-title-waiting = Waiting room, { game-name }
# Said once when this seat is opened in another window (a copied tab): this page stops.
web-elsewhere = Seat open in another window: this one stops. To play here again: Enter, or the button Play here.
web-take-back = Play here
# The review of a game finished on the page (the lobby's list, and V at the game's end).
web-review-offer = V: review this game.
# Said when the review opens; the focus then says its first step.
web-review-title = Review, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}. Right: next trick. Question mark: the keys.
# The review's heading and list label. $game: the game.
web-review-heading = Review: { game-name }, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
web-review-hand = Your hand at this trick
# A step's tile, drawn beside its words.
web-review-step = Round { $round }, trick { $trick }
web-review-step-result = Round { $round }: result
web-review-key-back = Backspace, or the button Leave the review: back.
web-review-back = Leave the review
web-review-closed = Review closed.
web-review-gone = That game is no longer kept.
web-finished = Your finished games
