## Online tables (issue 16): seating, people coming and going, chat, nudges, errors.

# The server could not be reached. $server: its address.
online-unreachable = No server at { $server }.
online-connection-lost = Connection lost.
online-server-busy = Server full: too many connections. Try again later.
online-reconnecting = Connection lost. Reconnecting.
# The server took a request (join, create, the lobby, a return) and said nothing for 5 s.
online-server-silent = Server not answering yet; still waiting.
# ... and nothing for 30 s: the connection is closed. Not seated: the player chooses again.
online-server-given-up = Server not answering; connection closed. Choose again to retry.
# Seated: the client reconnects by itself.
online-server-retry = Server not answering; reconnecting.
online-reconnect-busy = Server busy: still reconnecting, as soon as it lets you in.
online-action-waiting = Already sent: waiting for the table.
online-offline-action = Not connected: not played. Reconnecting; try again in a moment.
online-offline-chat = Not connected: not sent. Reconnecting; try again in a moment.
online-back = Reconnected.
# Said on sitting at a table where somebody already had the player's name. $name: the name
# the table knows the player by.
online-renamed = Name taken: here you are { $name }.
# $code: the table code, letters only; $game: registry name of the game.
online-seated = Table { $code }, { game-name }.
# $letters: the code's letters with spaces; $words: the spelling words, joined.
online-code-spelled = Spelled: { $words }.
# $count: open seats still waiting for people.
online-waiting = { $count ->
    [one] Waiting for one more player.
   *[other] Waiting for { $count } more players.
}
online-all-seated = Everyone is seated. The game begins.
# $player: a person's name.
online-seat-joined = { $player } joined.
online-seat-left = { $player } left; a computer player, { $computer }, takes the seat.
online-seat-left-open = { $player } left.
online-seat-away = { $player } lost the connection.
online-seat-back = { $player } is back.
online-seat-replaced = { $player } is away too long; a computer player stands in.
online-seat-restored = { $player } is back and takes the seat again.
online-seat-closed = Table closed: { $player } left.
online-you-left = You left the table.
# A chat message. $player: who wrote it; $text: what they wrote.
online-chat = { $player } says: { $text }
# $player: who reminds you.
online-nudged = Nudge: { $player } is waiting for you.
# $player: the player reminded.
online-nudge-sent = Nudge sent to { $player }.
# The refusals of the server.
online-error-bad-frame = Refused: the server did not understand.
online-error-bad-name = Refused: a name needs a letter or a digit.
online-error-version = Refused: this server speaks another version. Update the game.
online-error-not-seated = Refused: you are at no table.
online-error-already-seated = Refused: you are already at a table.
online-error-no-table = No table with that code.
online-error-table-full = That table is full.
online-error-bad-token = Your seat is gone: that table ended or you left it.
online-error-bad-game = Refused: that table cannot be set up.
online-error-illegal = Refused.
online-error-stale = Too late: the table moved on.
online-error-rate = Too fast. Wait a moment.
online-error-chat-empty = Nothing to send.
# $limit: the most characters a message may have.
online-error-chat-too-long = Too long: { $limit } characters at most.
online-error-too-many-tables = Refused: too many tables open.
online-error-server = The server failed on that; nothing changed.
online-notice-store-failed = The server cannot save the game now; it tries again.
online-notice-store-ok = The server saves the game again.
# A frame from the server that does not fit the table (a broken or hostile server).
online-server-bad-frame = The server sent something wrong; skipped.
# One letter of a table code with its spelling word. $letter: A to Z.
online-spell = { $letter ->
    [A] Alfa
    [B] Bravo
    [C] Charlie
    [D] Delta
    [E] Echo
    [F] Foxtrot
    [G] Golf
    [H] Hotel
    [I] India
    [J] Juliett
    [K] Kilo
    [L] Lima
    [M] Mike
    [N] November
    [O] Oscar
    [P] Papa
    [Q] Quebec
    [R] Romeo
    [S] Sierra
    [T] Tango
    [U] Uniform
    [V] Victor
    [W] Whiskey
    [X] X-ray
    [Y] Yankee
   *[Z] Zulu
}

## Play online: the menus, the line to type, the online table's keys.

menu-main-online = Play online
online-menu-title = Play online
# $server: the server's address.
online-menu-server = Server: { $server }
online-menu-server-edit = Server address. Type it, then Enter.
online-bad-server = Not a server address: { $server }. Type one like ws://192.168.1.20:8765.
# $name: the player's name at tables.
online-menu-name = Your name: { $name }
online-menu-name-edit = Your name. Type it, then Enter.
online-default-name = Player
# $code: the code of the table the player sits at.
online-menu-return = Return to your table, { $code }
online-menu-leave = Leave your table for good
online-menu-create = Create a table
online-menu-join = Join a table by its code
online-menu-join-edit = Table code. Type it, then Enter.
online-menu-lobby = Open tables
online-lobby-none = No open table.
# An open table. $game: registry name; $host: who opened it; $free: open seats; $players: seats.
online-lobby-item = { game-name } with { $host }, { $free } of { $players } seats free
# $game: registry name of the game chosen.
online-create-game = Game: { game-name }
# $count: seats given to computer players.
online-create-computers = Computer players: { $count }
# $on: yes or no.
online-create-listed = Listed in open tables: { on-off }
online-create-start = Create the table
online-line-cancelled = Closed, nothing sent.
online-chat-title = Chat. Type your message, Enter sends, Escape closes.
# One seat said by the seats key. $player: its name; $state: person, computer, standin or away.
online-seat-item = { $player }{ $state ->
    [computer] , computer
    [standin] , away, a computer plays
    [away] , away
   *[person] {""}
}
# $seats: the seats in order from yours.
online-seats = Seats: { $seats }.
help-line-title = Typing a line.
help-line-keys = Type letters, digits and signs, question mark included; Backspace takes the last one back; Enter confirms; Escape closes.
help-online-key-chat = F5: chat with the table.
help-online-key-nudge = F6: remind the player the table waits for.
# $level: easy, medium, hard or expert.
online-create-level = Their level: { level-name }
online-error-no-nudge = Nobody to nudge: the table waits for you or for a computer player.
# $on: yes or no.
online-create-practice = Practice table, rule hints for each player: { on-off }

## audiogame serve: what the host reads in the terminal.

serve-local-only = Only this computer can join. To let friends in, add --host 0.0.0.0 (see "Hosting a table" in the guide).
# $addresses: this machine's addresses on the local network, as ws:// links
serve-share-lan = Friends on your network: { $addresses }.
# $address: the link to give, with serve-public-address when it is the router's
serve-share-outside = Friends elsewhere: forward TCP port { $port } on your router to this computer, then give them { $address } (see "Hosting a table" in the guide).
serve-public-address = YOUR-PUBLIC-ADDRESS
serve-folder-busy = Another server already uses the folder { $folder }. Stop it, or choose another folder with --data.
serve-store-damaged = The store { $file } cannot be read: it is damaged, or not a store. Move it away to start afresh, or choose another folder with --data.
# The store is intact, perhaps, but cannot be used. $file: its path; $reason: the system's words.
serve-store-full = No space left on the disk of { $file }: the server cannot start. Free some space; the store is kept as it is.
serve-store-unavailable = The store { $file } cannot be opened: { $reason }. Check the folder given with --data; the store is kept as it is.
serve-database-unavailable = The database { $file } cannot be used: { $reason }. Check the address given with --store; nothing was changed.
serve-database-busy = Another server already uses the database { $file }: one server at a time. Stop it first, or give this one another database with --store.
serve-database-driver = The PostgreSQL store needs its driver: pip install 'audiogame[postgresql]', then start again. Nothing was changed.
serve-port-busy = Port { $port } is in use: choose another with --port.
serve-cannot-listen = Cannot listen on { $host } port { $port }: { $reason }.
