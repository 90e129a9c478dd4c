### audiogame doctor: what the program found on this computer, one short line per finding,
### the important word first. Said and printed in the player's language.

# $version: the program's version; $python: Python's version; $system: "Linux 6.1", "Windows 11",
# "macOS 14.1".
doctor-version = audiogame { $version }, Python { $python }, { $system }.
# $lang: en | fr
doctor-language = Language: { language-name }.
# The player's speech setting. $mode: auto | screenreader | tts | terminal
doctor-speech-setting = Speech setting: { output-mode-name }.

## Each speech output, in the order the automatic choice tries them. $mode: the output.

doctor-speech-works = { output-mode-name }: works.
# $detail: the screen reader or voice found (NVDA, Orca, fr ...).
doctor-speech-works-detail = { output-mode-name }: works, { $detail }.
# $cause: absent | no-sound | timeout | error; $seconds: the time allowed.
doctor-speech-failed = { output-mode-name }: not available, { $cause ->
    [absent] { $mode ->
        [screenreader] no screen reader is running
       *[other] nothing to print to
    }
    [no-sound] no sound device
    [timeout] no answer within { $seconds } seconds
   *[error] an error; details are in the log
}.
# What the automatic choice picks: the first output that works. $mode: that output.
doctor-speech-auto = Automatic choice: { output-mode-name }.
doctor-speech-auto-none = Automatic choice: nothing works, so nothing is said.
# Linux: the speech-dispatcher service that Orca speaks through, and its Python module.
# $running, $module: yes | no
doctor-speechd = Speech Dispatcher: { $running ->
    [yes] running
   *[no] not running
}; its Python module: { $module ->
    [yes] installed
   *[no] missing
}.

## Braille. $reader: the screen reader found.

doctor-braille-yes = Braille: through { $reader }.
doctor-braille-reader = Braille: { $reader } takes no braille from the program; your screen reader can braille what the console shows.
doctor-braille-none = Braille: no screen reader found; your screen reader can braille what the console shows.

## Sound. $backend: the sound system in use (PulseAudio, ALSA, WASAPI, Core Audio ...).

doctor-sound = Sound: { $backend }.
doctor-sound-none = Sound: no sound device; the game plays on without sound.
# $on: yes | no
doctor-sound-effects = Sound effects: { on-off }.

## The terminal. $name: its name (xterm-256color, Windows Terminal ...); $columns, $rows: its size.

doctor-terminal = Terminal: { $name }, { $columns } columns, { $rows } rows.
doctor-terminal-unnamed = Terminal: { $columns } columns, { $rows } rows.
doctor-terminal-none = Terminal: none; the output goes to a file or a pipe.

## The program's folders. $folder: config | data | state; $path: the folder;
## $state: writable | creatable | read-only.

doctor-folder = { $folder ->
    [config] Settings folder
    [data] Games folder
   *[state] Log folder
}: { $path }, { $state ->
    [writable] writable
    [creatable] not made yet, can be made
   *[read-only] cannot be written, so { $folder ->
        [config] settings are not saved
        [data] games are not saved
       *[state] nothing is logged
    }
}.
# $path: the log file.
doctor-log = Log file: { $path }.

## The games installed. $games: their names. Then one line for each game package that could
## not be loaded. $name: its entry point's name.

doctor-games = Games: { $games }.
doctor-game-failed = Game package { $name }: not loaded; the log file says why.

## Saved games, then one line for each (saved-game-item). $count: how many.

doctor-saves = Saved games: { $count ->
    [0] none
   *[other] { $count }
}.
