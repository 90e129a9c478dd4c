# Looking back at a finished game (the review room, reached from the game's end).

# Enter at the game's end, and the game menu's item there.
review-open = Review this game
help-game-key-review = V: review this game, trick by trick.
help-game-menu-review = F10: the game menu, with Review this game.
# Said once when the room opens.
review-title = Review, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}. Right: next trick. F1: keys.
# Said when coming back to the room after F1.
review-back = Review.
# Back at the game's end.
review-closed = Game over. Enter: a new game. V: review it. Escape: the menu.
# A trick, at each verbosity.
review-trick-brief = Trick { $trick }.
review-trick-normal = Trick { $trick } of { $count }, round { $round }.
review-trick-detailed = Trick { $trick } of { $count }, round { $round } of { $rounds }.
# A round's result.
review-result-brief = Round { $round }: result.
review-result-normal = Round { $round }: result.
review-result-detailed = Round { $round } of { $rounds }: result.
review-unfinished = Round { $round } was not finished.
# Edges.
review-first = Start: this is the first trick.
review-last = End of the game: nothing after this.
review-first-round = First round: nothing before it.
review-last-round = Last round: nothing after it.
# H and O.
review-hand = Your hand at trick { $trick }, { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $hand }.
review-hand-other = { $player }, { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $hand }.
review-hand-none = No hand: the round is over. Left: its last trick.
review-hands-hidden = Only your own hand: the other hands stay hidden.
# F1 in the room.
help-review-title = Keys in the review.
help-review-key-trick = Right, Left: next, previous trick; the round's result comes after its last trick.
help-review-key-round = Down, Up: next, previous round.
help-review-key-start = Home: the start of this round. End: its result.
help-review-key-hand = H: your hand at this trick.
help-review-key-others = O: the other hands at this trick.
help-review-key-repeat = R: say this trick again.
help-review-key-back = Backspace or F10: back to the game's end.

## The finished games kept for review (the main menu's item, and `audiogame review`).

# The main menu's item, with how many are kept.
menu-main-finished = Review a finished game ({ $count })
finished-title = Finished games
# One finished game. $outcome: won, shared or lost; $scores: each total; $levels: the opponents'.
finished-game-outcome = { game-name }, { $outcome ->
    [won] won
    [shared] shared win
    [left] left before its end
   *[lost] lost
}, { $scores }
finished-when = { month-name } { $day } at { $hour }:{ $minute }
finished-game-item = { finished-game-outcome }, against { $levels }{ $practice ->
    [yes] , practice
   *[no] {""}
}, { finished-when }
# A game finished at an online table: the scores name the other players.
finished-online-item = { finished-game-outcome }, { finished-when }
# What Enter on a finished game offers.
finished-review = Review this game
finished-delete = Delete this game
finished-delete-confirm = Delete this game for good?
finished-delete-no = No, keep it
finished-delete-yes = Yes, delete it
finished-deleted = Game deleted.
finished-delete-failed = Could not delete it. Check the rights on { $file }.
# A finished game's file that can no longer be read (it was set aside).
finished-gone = This game can no longer be read.
# `audiogame review` with nothing kept.
finished-none = No finished game kept yet. Finish a game, here or online, then come back.

## The coach in the review room: what your choices cost, from what you knew then.

help-review-key-coach = C: the coach on your choice in this trick.
help-review-key-mistakes = M: the coach on this round: your costliest choices.
# The coach works while the room is open; C or M before it is done.
coach-thinking = { $who }: still thinking, { $percent } percent done.
coach-failed = { $who }: it could not value this game.
# A game reviewed without the coach (none can value it here).
coach-none-here = No coach for this game.
coach-no-choice = { $who }: no choice of yours in this trick.
# A choice as good as any (within the coach's precision).
coach-best = { $who }: { $card } was as good as any.
# $cost: in the game's unit ($unit: fox-points, the round's point margin; fearless-fear, fear points).
coach-cost = { $who }: { $card } cost about { $cost } { coach-unit }; best: { $best }.
# Why, where the best choice would have changed who took the trick: said after coach-cost.
coach-reason-you = With it you would have taken the trick.
coach-reason-other = With it, { $player } would have taken the trick.
# The Fox's decisions' options as the coach names them, in a sentence's middle.
coach-option-keep = keeping the decree
coach-option-swap = swapping { $card } for the decree
coach-option-return = putting { $card } under the deck
coach-round = { $who }, round { $round }:
coach-round-item = trick { $trick }, { $card }, about { $cost } { coach-unit }
coach-round-none = { $who }, round { $round }: no costly choice.
# Who speaks: the coach (from what you knew then), or the verdict with hindsight.
coach-who-knew = Coach
coach-who-hindsight = With hindsight, every card known
help-review-key-hindsight = K: the same with hindsight, every card known (C and M after it).
coach-hindsight-on = With hindsight, every card known: C and M now say that verdict. K again: back to what you knew.
coach-hindsight-off = Coach: C and M say what you knew then.
# Practice, after a trick, when the player had a clearly better choice in it.
coach-practice = Coach: { $best } was better than { $card }, by about { $cost } { coach-unit }.
# The unit of a cost ($cost, $unit), singular or plural.
coach-unit = { $unit ->
    [fearless-fear] { $cost ->
        [one] fear point
       *[other] fear points
    }
   *[other] { $cost ->
        [one] point
       *[other] points
    }
}
