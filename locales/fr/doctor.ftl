### audiogame doctor : ce que le programme a trouvé sur cet ordinateur, une ligne courte par
### constat, le mot important d'abord. Dit et écrit dans la langue du joueur.

# $version : la version du programme ; $python : celle de Python ; $system : « Linux 6.1 »,
# « Windows 11 », « macOS 14.1 ».
doctor-version = audiogame { $version }, Python { $python }, { $system }.
# $lang : en | fr
doctor-language = Langue : { language-name }.
# Le réglage de la parole. $mode : auto | screenreader | tts | terminal
doctor-speech-setting = Réglage de la parole : { output-mode-name }.

## Chaque sortie de parole, dans l'ordre où le choix automatique les essaie. $mode : la sortie.

doctor-speech-works = { output-mode-name } : fonctionne.
# $detail : le lecteur d'écran ou la voix trouvés (NVDA, Orca, fr...).
doctor-speech-works-detail = { output-mode-name } : fonctionne, { $detail }.
# $cause : absent | no-sound | timeout | error ; $seconds : le temps accordé.
doctor-speech-failed = { output-mode-name } : indisponible, { $cause ->
    [absent] { $mode ->
        [screenreader] aucun lecteur d'écran n'est lancé
       *[other] rien où écrire
    }
    [no-sound] pas de carte son
    [timeout] pas de réponse en { $seconds } secondes
   *[error] une erreur ; le détail est dans le journal
}.
# Ce que prend le choix automatique : la première sortie qui fonctionne. $mode : cette sortie.
doctor-speech-auto = Choix automatique : { output-mode-name }.
doctor-speech-auto-none = Choix automatique : rien ne fonctionne, donc rien n'est dit.
# Linux : le service Speech Dispatcher par lequel parle Orca, et son module Python.
# $running, $module : yes | no
doctor-speechd = Speech Dispatcher : { $running ->
    [yes] lancé
   *[no] arrêté
} ; son module Python : { $module ->
    [yes] installé
   *[no] absent
}.

## Le braille. $reader : le lecteur d'écran trouvé.

doctor-braille-yes = Braille : par { $reader }.
doctor-braille-reader = Braille : { $reader } ne reçoit pas de braille du programme ; votre lecteur d'écran peut afficher en braille ce que montre la console.
doctor-braille-none = Braille : aucun lecteur d'écran trouvé ; votre lecteur d'écran peut afficher en braille ce que montre la console.

## Le son. $backend : le système de son utilisé (PulseAudio, ALSA, WASAPI, Core Audio...).

doctor-sound = Son : { $backend }.
doctor-sound-none = Son : pas de carte son ; le jeu continue sans le son.
# $on : yes | no
doctor-sound-effects = Effets sonores : { $on ->
    [yes] activés
   *[no] désactivés
}.

## Le terminal. $name : son nom (xterm-256color, Windows Terminal...) ; $columns, $rows : sa taille.

doctor-terminal = Terminal : { $name }, { $columns } colonnes, { $rows } lignes.
doctor-terminal-unnamed = Terminal : { $columns } colonnes, { $rows } lignes.
doctor-terminal-none = Terminal : aucun ; la sortie va dans un fichier ou un tube.

## Les dossiers du programme. $folder : config | data | state ; $path : le dossier ;
## $state : writable | creatable | read-only.

doctor-folder = { $folder ->
    [config] Dossier des réglages
    [data] Dossier des parties
   *[state] Dossier du journal
} : { $path }, { $state ->
    [writable] accessible en écriture
    [creatable] pas encore créé, peut l'être
   *[read-only] impossible d'y écrire, donc { $folder ->
        [config] les réglages ne sont pas enregistrés
        [data] les parties ne sont pas enregistrées
       *[state] rien n'est journalisé
    }
}.
# $path : le fichier journal.
doctor-log = Journal : { $path }.

## Les jeux installés. $games : leurs noms. Puis une ligne pour chaque paquet de jeu qui n'a
## pas pu être chargé. $name : le nom de son point d'entrée.

doctor-games = Jeux : { $games }.
doctor-game-failed = Paquet de jeu { $name } : non chargé ; le journal dit pourquoi.

## Les parties enregistrées, puis une ligne pour chacune (saved-game-item). $count : combien.

doctor-saves = Parties enregistrées : { $count ->
    [0] aucune
   *[other] { $count }
}.
