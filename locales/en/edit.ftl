### Edit fields (the chat line, a player's name, the companion's entry line): what they say back
### as keys are typed.

# A character typed, as said. $name: space, plus, minus, equals, colon, comma, dot, apostrophe,
# question, slash, or other (then $char, the character itself, is said).
edit-char = { $name ->
    [space] space
    [plus] plus
    [minus] minus
    [equals] equals
    [colon] colon
    [comma] comma
    [dot] dot
    [apostrophe] apostrophe
    [question] question mark
    [slash] slash
   *[other] { $char }
}
# $char: the character taken back by Backspace, as said (edit-char).
edit-deleted = { $char } deleted.
edit-empty = Empty.
edit-full = Full.
