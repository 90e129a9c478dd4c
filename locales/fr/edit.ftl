### Champs de saisie (la discussion, le nom d'un joueur, la ligne de saisie de l'assistant) : ce
### qu'ils disent en retour des touches tapées.

# Un caractère tapé, tel que dit. $name : space, plus, minus, equals, colon, comma, dot,
# apostrophe, question, slash, ou other (alors $char, le caractère lui-même, est dit).
edit-char = { $name ->
    [space] espace
    [plus] plus
    [minus] moins
    [equals] égal
    [colon] deux-points
    [comma] virgule
    [dot] point
    [apostrophe] apostrophe
    [question] point d'interrogation
    [slash] barre oblique
   *[other] { $char }
}
# $char : le caractère effacé par Retour arrière, tel que dit (edit-char).
edit-deleted = { $char } effacé.
edit-empty = Vide.
edit-full = Plein.
