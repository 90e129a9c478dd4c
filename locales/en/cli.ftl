### The command line: `audiogame --help` and its refusals (the refusals are in ui.ftl).
### cli-help-<option>: the help of each option, by its name without the dashes.

cli-usage = usage:
cli-description = Fearless and The Fox in the Forest, played by ear and by keyboard.
cli-epilog = Commands: play (default) opens the table; demo narrates a game between computer players; rules prints the rules (with --game and --lang); companion opens the real table companion (with --entries FILE: enters a game from a file); review lists the finished games kept, to walk one back trick by trick; serve runs a server of online tables (see docs/protocol.md); online ws://HOST:PORT [--code CODE] plays at a server's tables; web opens the game in your browser (on this computer alone; serve also serves the page, at http://HOST:PORT/); doctor says what the program finds on this computer (speech, braille, sound, terminal, folders, saved games).
cli-section-positional = positional arguments
cli-section-options = options
cli-section-serve = serve
cli-help-command = what to do (play when not given)
cli-help-address = online: the server's address, ws://HOST:PORT or wss://...
cli-help-help = show this help and exit
cli-help-version = show the version and exit
cli-help-lang = language of speech and text
cli-help-output = how messages reach you
cli-help-pace = opponents' pace for this run (none: no pause at all)
cli-help-expert-time = expert opponents' thinking time for this run
cli-help-view = large: a full-screen table for low-vision eyes (not with terminal text)
cli-help-theme = colours of the large view
cli-help-game = start this game at once
cli-help-players = Fearless: 3, 4 or 5 players
cli-help-target = The Fox: score that ends the match
cli-help-level = computer opponents' level
cli-help-seed = seed of the deal, to replay a game
cli-help-practice = spoken rule hints and undo
cli-help-resume = resume the saved game
cli-help-entries = companion: enter a game from FILE, one entry a line
cli-help-record = companion: write the public-play record to FILE
cli-help-first = companion: the seat (from 0) that leads the first trick (Fearless) or deals first
cli-help-removed = companion: colour removed (3-player Fearless)
cli-help-names = companion: the players' names, "Ana,Ben,..."
cli-help-no-sound = no sound effects
cli-help-speech-log = append every utterance to FILE
cli-help-debug = verbose log file
cli-help-code = online: the table to sit at
cli-help-no-browser = web: print the page's address, open no browser
cli-help-host = address to listen on (serve)
cli-help-port = port to listen on (serve)
cli-help-data = folder of the tables' store (serve)
cli-help-certfile = TLS certificate chain (serve)
cli-help-keyfile = TLS private key (serve)
cli-help-replace-after = a computer player stands in for a person disconnected this long (serve)
cli-help-behind-proxy = a reverse proxy at ADDRESS (default: 127.0.0.1, this machine) forwards the players (serve; X-Forwarded-For, trusted from that address only)

# Said when Control+C stops `audiogame serve` (its tables are in its store).
cli-serve-stopped = Server stopped; tables kept.
