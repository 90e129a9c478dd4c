### Card names, suits, signed numbers and seat words, for both games.
### Style: the important word first, short, no symbols: "green minus 4", "7 of Bells".
### Numbers stay digits (screen readers and braille read them best); signs are words.

## Signed numbers. $sign: plus | minus | zero; $n: the number without its sign.

signed = { $sign ->
    [plus] plus { $n }
    [minus] minus { $n }
   *[zero] 0
}

## Lists built by the code: "a, b and c", "a or b".
## $first: the items so far; $next / $last: the item to add.

list-more = { $first }, { $next }
list-last = { $first } and { $last }
list-or-last = { $first } or { $last }
# Groups of a hand: "Blue, 2: minus 6, plus 2; Green, 1: plus 3".
list-groups = { $first }; { $next }

## Spoken instead of a message that is missing in every language.

message-missing = Message unavailable.

## Seats. The human player is always "you"; narration messages choose the pronoun
## themselves with $who (you | other). Default names of the other seats, clockwise
## from the human's left.

seat-you = You
seat-you-lower = you
seat-west = West
seat-north = North
seat-east = East
# The seat a spectator's view starts from (no human player at the table).
seat-south = South
seat-northwest = North-west
seat-northeast = North-east

## Fearless suits. $suit: blue | orange | magenta | green (zero where noted).

# Plain colour name, lower case: "green".
fearless-suit = { $suit ->
    [blue] blue
    [orange] orange
    [magenta] magenta
    [zero] zero
   *[green] green
}
# Colour name at the start of a sentence or alone: "Green".
fearless-suit-cap = { $suit ->
    [blue] Blue
    [orange] Orange
    [magenta] Magenta
    [zero] Zeros
   *[green] Green
}
# The colour as something to play ("you must play { fearless-suit-some }").
fearless-suit-some = { $suit ->
    [blue] blue
    [orange] orange
    [magenta] magenta
   *[green] green
}
# Having none of the colour: "West has no green".
fearless-suit-none = { $suit ->
    [zero] no zero
    [blue] no blue
    [orange] no orange
    [magenta] no magenta
   *[green] no green
}
# The tactile sticker of the adapted deck: drop, circle, flower, clover; star for the zero.
fearless-symbol = { $suit ->
    [blue] drop
    [orange] circle
    [magenta] flower
    [zero] star
   *[green] clover
}
# Key that jumps to a suit in the hand; must not clash with the game keys.
fearless-suit-key = { $suit ->
    [blue] B
    [orange] O
    [magenta] M
    [zero] Z
   *[green] G
}

## Fearless cards. $suit: blue | orange | magenta | green | zero; $sign: plus | minus;
## $value: 1 to 6; $symbols: yes | no (add the tactile symbol).

# A card on its own, as in a list or a menu: "green minus 4, clover", "zero, star".
fearless-card-name = { $suit ->
    [zero] zero
   *[other] { fearless-suit } { $sign ->
        [plus] plus
       *[minus] minus
    } { $value }
}{ $symbols ->
    [yes] , { fearless-symbol }
   *[no] {""}
}
# A card as the object of a verb: "West plays green minus 4", "West plays a zero".
fearless-card-obj = { $suit ->
    [zero] a zero
   *[other] { fearless-suit } { $sign ->
        [plus] plus
       *[minus] minus
    } { $value }
}{ $symbols ->
    [yes] , { fearless-symbol }
   *[no] {""}
}
# A card named as a known, single thing: "green minus 4", "the zero".
fearless-card-the = { $suit ->
    [zero] the zero
   *[other] { fearless-suit } { $sign ->
        [plus] plus
       *[minus] minus
    } { $value }
}{ $symbols ->
    [yes] , { fearless-symbol }
   *[no] {""}
}
# The value alone, as in a hand listing grouped by suit: "minus 4".
fearless-card-value = { $suit ->
    [zero] 0
   *[other] { $sign ->
        [plus] plus
       *[minus] minus
    } { $value }
}

# One suit group of a hand: "Green, 3: minus 4, plus 1, plus 6". $count: cards in the group;
# $cards: the values, already joined.
fearless-hand-group = { fearless-suit-cap }, { $count }: { $cards }
# The zeros of a hand: "2 zeros".
fearless-hand-zeros = { $count ->
    [one] { $count } zero
   *[other] { $count } zeros
}
# How many cards of a colour a new hand holds: "4 blue", "1 zero", "2 zeros".
fearless-suit-count = { $suit ->
    [zero] { $count ->
        [one] { $count } zero
       *[other] { $count } zeros
    }
   *[other] { $count } { fearless-suit }
}
# "13 cards".
card-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## Fox suits. $suit: bells | keys | moons.

fox-suit = { $suit ->
    [bells] Bells
    [keys] Keys
   *[moons] Moons
}
# One card of a suit, as something to play: "a Moons card".
fox-suit-one = { $suit ->
    [bells] a Bells card
    [keys] a Keys card
   *[moons] a Moons card
}
# Key that jumps to a suit in the hand; must not clash with the game keys.
fox-suit-key = { $suit ->
    [bells] B
    [keys] K
   *[moons] M
}

## Fox powers of the odd cards. $rank: 1, 3, 5, 7, 9 or 11 (other ranks: "none").

fox-power = { $rank ->
    [1] Swan
    [3] Fox
    [5] Woodcutter
    [7] Treasure
    [9] Witch
    [11] Monarch
   *[other] none
}
# The power as a known thing: "the Witch".
fox-power-the = { $rank ->
    [1] the Swan
    [3] the Fox
    [5] the Woodcutter
    [7] the Treasure
    [9] the Witch
    [11] the Monarch
   *[other] no power
}

## Fox cards. $rank: 1 to 11; $suit: bells | keys | moons; $powers: yes | no (add the power
## of an odd card).

# A card on its own: "9 of Moons, Witch".
fox-card-name = { $rank } of { fox-suit }{ $powers ->
    [yes] { $rank ->
        [1] , Swan
        [3] , Fox
        [5] , Woodcutter
        [7] , Treasure
        [9] , Witch
        [11] , Monarch
       *[other] {""}
    }
   *[no] {""}
}
# A card as the object of a verb: "North plays 9 of Moons".
fox-card-obj = { fox-card-name }
# A card named as a known, single thing: "the 9 of Moons".
fox-card-the = the { fox-card-name }
# One suit group of a hand: "Moons, 4: 2, 7, 9, 11".
fox-hand-group = { fox-suit }, { $count }: { $cards }
# How many cards of a suit a new hand holds: "5 Bells", "1 Key".
fox-suit-count = { $count ->
    [one] { $count } { $suit ->
        [bells] Bell
        [keys] Key
       *[moons] Moon
    }
   *[other] { $count } { fox-suit }
}

## Fox round labels. $label: humble | defeated | victorious | greedy.

fox-label = { $label ->
    [humble] Humble
    [defeated] Defeated
    [victorious] Victorious
   *[greedy] Greedy
}
