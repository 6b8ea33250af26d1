<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Se coucher</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Big bet</source>
        <translation>Grosse mise</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>½ pot</source>
        <translation>½ pot</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Type the cards: Ah Kd 7c</source>
        <translation>Tapez les cartes : Ah Kd 7c</translation>
    </message>
    <message>
        <source>The suits typed: c clubs ♣, d diamonds ♦, h hearts ♥, s spades ♠.</source>
        <translation>Les couleurs se tapent à l&apos;anglaise : c trèfle ♣ (clubs), d carreau ♦, h cœur ♥ (hearts), s pique ♠.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Show known cards</source>
        <translation>Montrer les cartes connues</translation>
    </message>
    <message>
        <source>Muck</source>
        <translation>Jeter</translation>
    </message>
    <message>
        <source>Stand pat</source>
        <translation>Servi</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Changer %1</translation>
    </message>
    <message>
        <source>Between hands: deal the next hand (N).</source>
        <translation>Entre deux coups : distribuez le coup suivant (N).</translation>
    </message>
    <message>
        <source>Next hand: %1, %2; the button is on seat %3.</source>
        <translation>Coup suivant : %1, %2 ; le bouton est au siège %3.</translation>
    </message>
    <message>
        <source>Press the number of the game %1 names:</source>
        <translation>Tapez le numéro du jeu annoncé par %1 :</translation>
    </message>
    <message>
        <source>%1 brings in or completes.</source>
        <translation>%1 paie le bring-in ou complète.</translation>
    </message>
    <message>
        <source>%1 to act: check or bet.</source>
        <translation>À %1 : parole ou miser.</translation>
    </message>
    <message>
        <source>%1 to act: %2 to call.</source>
        <translation>À %1 : %2 pour suivre.</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Parole</translation>
    </message>
    <message>
        <source>Call %1 (all-in)</source>
        <translation>Suivre %1 (tapis)</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Suivre %1</translation>
    </message>
    <message>
        <source>Complete to</source>
        <translation>Compléter à</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Miser</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Relancer à</translation>
    </message>
    <message>
        <source>Big bet %1</source>
        <translation>Grosse mise %1</translation>
    </message>
    <message>
        <source>min %1 · max %2</source>
        <translation>min %1 · max %2</translation>
    </message>
    <message>
        <source>The betting is capped: call or fold only.</source>
        <translation>Les enchères sont plafonnées : suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Betting not re-opened: call or fold only.</source>
        <translation>Les enchères ne sont pas rouvertes : suivre ou se coucher.</translation>
    </message>
    <message>
        <source>No chips left beyond a call.</source>
        <translation>Plus de jetons au-delà d&apos;un suivi.</translation>
    </message>
    <message>
        <source>Every other player is all-in: call or fold.</source>
        <translation>Tous les autres joueurs sont à tapis : suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Showdown order: %1. Type the cards shown, or muck.</source>
        <translation>Ordre d&apos;abattage : %1. Tapez les cartes montrées, ou jetez.</translation>
    </message>
    <message>
        <source>%1&apos;s cards:</source>
        <translation>Cartes (%1) :</translation>
    </message>
    <message>
        <source>Type the upcard (or all three third-street cards, upcard last).</source>
        <translation>Tapez la carte visible (ou les trois cartes de la troisième rue, la visible en dernier).</translation>
    </message>
    <message>
        <source>Type the %1 upcard of %2.</source>
        <translation>Tapez la carte visible (%1) pour %2.</translation>
    </message>
    <message>
        <source>%1&apos;s upcard:</source>
        <translation>Carte visible (%1) :</translation>
    </message>
    <message>
        <source>Type the cards or click them below; cards in play are greyed out.</source>
        <translation>Tapez les cartes (c ♣ d ♦ h ♥ s ♠, J valet Q dame K roi) ou cliquez-les ; en gris : en jeu.</translation>
    </message>
    <message>
        <source>The %1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>%1 [%2] is not possible now: %3</source>
        <translation>%1 [%2] est impossible maintenant : %3</translation>
    </message>
    <message>
        <source>the card field</source>
        <translation>le champ des cartes</translation>
    </message>
    <message>
        <source>the amount</source>
        <translation>le montant</translation>
    </message>
    <message>
        <source>The key %1 does nothing now (nothing was typed into %2): %3</source>
        <translation>La touche %1 ne fait rien maintenant (rien n&apos;a été tapé dans %2) : %3</translation>
    </message>
    <message>
        <source>The key %1 does nothing now: %3</source>
        <translation>La touche %1 ne fait rien maintenant : %3</translation>
    </message>
    <message>
        <source>the hand is not over: %1</source>
        <translation>le coup n&apos;est pas terminé : %1</translation>
    </message>
    <message>
        <source>Not entered: %1. %2</source>
        <translation>Non saisi : %1. %2</translation>
    </message>
    <message>
        <source>Type the amount first (%1 to %2), or press M for the minimum.</source>
        <translation>Tapez d&apos;abord le montant (de %1 à %2), ou M pour le minimum.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>No sound on this computer: the clock&apos;s chime is not heard.</source>
        <translation>Pas de son sur cet ordinateur : le carillon de l&apos;horloge ne s&apos;entend pas.</translation>
    </message>
    <message>
        <source>No speech engine on this computer: the levels are not spoken.</source>
        <translation>Pas de synthèse vocale sur cet ordinateur : les niveaux ne sont pas annoncés à voix haute.</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>(paused)</source>
        <translation>(en pause)</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level %1 of %2</source>
        <translation>Niveau %1 sur %2</translation>
    </message>
    <message>
        <source>last level</source>
        <translation>dernier niveau</translation>
    </message>
    <message>
        <source>Then a break of %1</source>
        <translation>Puis une pause de %1</translation>
    </message>
    <message>
        <source>Then %1</source>
        <translation>Puis %1</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <source>break</source>
        <translation>pause</translation>
    </message>
    <message>
        <source>ante %1, bring-in %2</source>
        <translation>ante %1, bring-in %2</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>ante grosse blinde %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
    <message>
        <source>limits %1/%2</source>
        <translation>limites %1/%2</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>places %1 to %2 shared</source>
        <translation>places %1 à %2 partagées</translation>
    </message>
    <message>
        <source>Move %1, table %2 seat %3, to table %4 seat %5.</source>
        <translation>Déplacez %1, table %2 siège %3, à la table %4 siège %5.</translation>
    </message>
    <message>
        <source>Move %1, table %2 seat %3, to table %4 seat %5: the big blind there.</source>
        <translation>Déplacez %1, table %2 siège %3, à la table %4 siège %5 : la grosse blinde là-bas.</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3.</source>
        <translation>%1 : table %2 siège %3.</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 (dealt in once the button has passed).</source>
        <translation>%1 : table %2 siège %3 (reçoit des cartes quand le bouton sera passé).</translation>
    </message>
    <message>
        <source>Table %1 breaks.</source>
        <translation>La table %1 est cassée.</translation>
    </message>
    <message>
        <source>%1 is out: %2.</source>
        <translation>Sortie : %1, %2.</translation>
    </message>
    <message>
        <source>%1 is out: %2, prize %3.</source>
        <translation>Sortie : %1, %2, gain %3.</translation>
    </message>
    <message>
        <source>Level %1: %2.</source>
        <translation>Niveau %1 : %2.</translation>
    </message>
    <message>
        <source>%1 wins the event.</source>
        <translation>%1 gagne le tournoi.</translation>
    </message>
    <message>
        <source>The event is cancelled: below the minimum field. Refund every entry.</source>
        <translation>Le tournoi est annulé : moins d&apos;inscrits que le minimum. Remboursez chaque entrée.</translation>
    </message>
    <message>
        <source>%1 keeps his own bounty: %2.</source>
        <translation>%1 garde sa propre prime : %2.</translation>
    </message>
    <message>
        <source>%1 wins the bounty on %2: %3.</source>
        <translation>%1 gagne la prime sur %2 : %3.</translation>
    </message>
    <message>
        <source>Table %1 opens.</source>
        <translation>Ouverture de la table %1.</translation>
    </message>
    <message>
        <source>Table %1 seat %2 is reserved.</source>
        <translation>Table %1, siège %2 : réservé.</translation>
    </message>
    <message>
        <source>Table %1 seat %2 is free again.</source>
        <translation>Table %1, siège %2 : de nouveau libre.</translation>
    </message>
    <message>
        <source>The bubble: %1 left, %2 paid. The next one out wins nothing.</source>
        <translation>La bulle : il reste %1 joueurs, %2 payés. Le prochain joueur éliminé ne gagne rien.</translation>
    </message>
    <message>
        <source>The final table is formed: hand-for-hand ends, the clock runs.</source>
        <translation>La table finale est formée : fin du main par main, l&apos;horloge tourne.</translation>
    </message>
    <message>
        <source>The money is reached: hand-for-hand ends, the clock runs.</source>
        <translation>Les places payées sont atteintes : fin du main par main, l&apos;horloge tourne.</translation>
    </message>
    <message>
        <source>%1 has paid %2.</source>
        <translation>%1 a payé %2.</translation>
    </message>
    <message>
        <source>Deal accepted: %1.</source>
        <translation>Deal accepté : %1.</translation>
    </message>
    <message>
        <source>Chip race at table %1: %2</source>
        <translation>Chip race à la table %1 : %2</translation>
    </message>
    <message>
        <source>the entry of %1</source>
        <translation>l&apos;inscription (%1)</translation>
    </message>
    <message>
        <source>the withdrawal of %1</source>
        <translation>le retrait d&apos;inscription (%1)</translation>
    </message>
    <message>
        <source>the rebuy of %1</source>
        <translation>la recave (%1)</translation>
    </message>
    <message>
        <source>the add-on of %1</source>
        <translation>l&apos;add-on (%1)</translation>
    </message>
    <message>
        <source>the payment of %1</source>
        <translation>le paiement (%1)</translation>
    </message>
    <message>
        <source>the move of %1</source>
        <translation>le déplacement (%1)</translation>
    </message>
    <message>
        <source>the hand played at table %1</source>
        <translation>la main jouée à la table %1</translation>
    </message>
    <message>
        <source>the chip count at table %1</source>
        <translation>le comptage des jetons à la table %1</translation>
    </message>
    <message>
        <source>the chip race at table %1</source>
        <translation>la chip race à la table %1</translation>
    </message>
    <message>
        <source>the opening of table %1</source>
        <translation>l&apos;ouverture de la table %1</translation>
    </message>
    <message>
        <source>the closing of table %1</source>
        <translation>la fermeture de la table %1</translation>
    </message>
    <message>
        <source>the elimination of %1</source>
        <translation>l&apos;élimination (%1)</translation>
    </message>
    <message>
        <source>the button at table %1 seat %2</source>
        <translation>le bouton à la table %1 siège %2</translation>
    </message>
    <message>
        <source>the reserved seat at table %1 seat %2</source>
        <translation>la réservation du siège %2 à la table %1</translation>
    </message>
    <message>
        <source>the seat freed at table %1 seat %2</source>
        <translation>la libération du siège %2 à la table %1</translation>
    </message>
    <message>
        <source>the seat swap of %1 and %2</source>
        <translation>l&apos;échange de sièges (%1, %2)</translation>
    </message>
    <message>
        <source>%1 added to the clock</source>
        <translation>%1 de plus à l&apos;horloge</translation>
    </message>
    <message>
        <source>%1 taken off the clock</source>
        <translation>%1 de moins à l&apos;horloge</translation>
    </message>
    <message>
        <source>the move to level %1</source>
        <translation>le passage au niveau %1</translation>
    </message>
    <message>
        <source>the start of hand-for-hand</source>
        <translation>le début du main par main</translation>
    </message>
    <message>
        <source>the end of hand-for-hand</source>
        <translation>la fin du main par main</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>le deal</translation>
    </message>
    <message>
        <source>the start and its seat draw</source>
        <translation>le départ et son tirage des sièges</translation>
    </message>
    <message>
        <source>the pause of the clock</source>
        <translation>la pause de l&apos;horloge</translation>
    </message>
    <message>
        <source>the restart of the clock</source>
        <translation>la reprise de l&apos;horloge</translation>
    </message>
    <message>
        <source>the hand-for-hand hand</source>
        <translation>la main jouée en main par main</translation>
    </message>
    <message>
        <source>the last action</source>
        <translation>la dernière action</translation>
    </message>
</context>
<context>
    <name>DirectorWindow</name>
    <message>
        <source>Tournament director</source>
        <translation>Directeur de tournoi</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open an event…</source>
        <translation>&amp;Ouvrir un tournoi…</translation>
    </message>
    <message>
        <source>&amp;Save the event&apos;s record…</source>
        <translation>&amp;Enregistrer le relevé du tournoi…</translation>
    </message>
    <message>
        <source>Print the &amp;entry list…</source>
        <translation>Imprimer la liste des &amp;inscrits…</translation>
    </message>
    <message>
        <source>Print the &amp;results…</source>
        <translation>Imprimer les &amp;résultats…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>S&amp;tart: draw the seats  [F9]</source>
        <translation>&amp;Commencer : tirer les sièges  [F9]</translation>
    </message>
    <message>
        <source>&amp;Eliminate the chosen players  [E]</source>
        <translation>&amp;Éliminer les joueurs choisis  [E]</translation>
    </message>
    <message>
        <source>&amp;Pause or resume the clock  [F5]</source>
        <translation>&amp;Pause ou reprise de l&apos;horloge  [F5]</translation>
    </message>
    <message>
        <source>One minute &amp;more  [Ctrl++]</source>
        <translation>Une minute de pl&amp;us  [Ctrl++]</translation>
    </message>
    <message>
        <source>One minute &amp;less  [Ctrl+-]</source>
        <translation>Une minute de m&amp;oins  [Ctrl+-]</translation>
    </message>
    <message>
        <source>&amp;Hand-for-hand on or off  [F6]</source>
        <translation>&amp;Main par main oui ou non  [F6]</translation>
    </message>
    <message>
        <source>&amp;Print seat cards…</source>
        <translation>Imprimer les cartes de &amp;siège…</translation>
    </message>
    <message>
        <source>&amp;Go to a level…  [Ctrl+G]</source>
        <translation>Aller à un &amp;niveau…  [Ctrl+G]</translation>
    </message>
    <message>
        <source>E&amp;very table has played the hand  [F7]</source>
        <translation>Toutes les tables ont &amp;joué la main  [F7]</translation>
    </message>
    <message>
        <source>&amp;Floor</source>
        <translation>&amp;Placement</translation>
    </message>
    <message>
        <source>&amp;Find a player  [Ctrl+F]</source>
        <translation>&amp;Chercher un joueur  [Ctrl+F]</translation>
    </message>
    <message>
        <source>&amp;Move the chosen player…  [M]</source>
        <translation>&amp;Déplacer le joueur choisi…  [M]</translation>
    </message>
    <message>
        <source>&amp;Swap the two chosen players  [S]</source>
        <translation>&amp;Intervertir les sièges des deux joueurs choisis  [S]</translation>
    </message>
    <message>
        <source>&amp;Reserve or free a seat…  [V]</source>
        <translation>&amp;Réserver ou libérer un siège…  [V]</translation>
    </message>
    <message>
        <source>&amp;Open a table…</source>
        <translation>&amp;Ouvrir une table…</translation>
    </message>
    <message>
        <source>&amp;Close a table…</source>
        <translation>&amp;Fermer une table…</translation>
    </message>
    <message>
        <source>Mark the chosen entry &amp;paid  [Ctrl+M]</source>
        <translation>Marquer l&apos;inscription choisie comme &amp;payée  [Ctrl+M]</translation>
    </message>
    <message>
        <source>Registration  [Ctrl+1]</source>
        <translation>Inscriptions  [Ctrl+1]</translation>
    </message>
    <message>
        <source>Tables  [Ctrl+2]</source>
        <translation>Tables  [Ctrl+2]</translation>
    </message>
    <message>
        <source>Clock  [Ctrl+3]</source>
        <translation>Horloge  [Ctrl+3]</translation>
    </message>
    <message>
        <source>Payouts and results  [Ctrl+4]</source>
        <translation>Gains et résultats  [Ctrl+4]</translation>
    </message>
    <message>
        <source>Deal  [Ctrl+5]</source>
        <translation>Deal  [Ctrl+5]</translation>
    </message>
    <message>
        <source>Read out:</source>
        <translation>À annoncer :</translation>
    </message>
    <message>
        <source>Player&apos;s name, then Enter</source>
        <translation>Nom du joueur, puis Entrée</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Payé</translation>
    </message>
    <message>
        <source>Register  [Enter]</source>
        <translation>Inscrire  [Entrée]</translation>
    </message>
    <message>
        <source>Withdraw the chosen entry</source>
        <translation>Retirer l&apos;inscription choisie</translation>
    </message>
    <message>
        <source>Mark the chosen entry paid  [Ctrl+M]</source>
        <translation>Marquer l&apos;inscription choisie comme payée  [Ctrl+M]</translation>
    </message>
    <message>
        <source>Start: draw the seats  [F9]</source>
        <translation>Commencer : tirer les sièges  [F9]</translation>
    </message>
    <message>
        <source>Find a player: name, then Enter  [Ctrl+F]</source>
        <translation>Chercher un joueur : nom, puis Entrée  [Ctrl+F]</translation>
    </message>
    <message>
        <source>Eliminate the chosen players  [E]</source>
        <translation>Éliminer les joueurs choisis  [E]</translation>
    </message>
    <message>
        <source>Rebuy  [R]</source>
        <translation>Recave  [R]</translation>
    </message>
    <message>
        <source>Add-on  [A]</source>
        <translation>Add-on  [A]</translation>
    </message>
    <message>
        <source>Count the table&apos;s chips  [C]</source>
        <translation>Compter les jetons de la table  [C]</translation>
    </message>
    <message>
        <source>Hand played at this table  [H]</source>
        <translation>Main jouée à cette table  [H]</translation>
    </message>
    <message>
        <source>The button is here  [B]</source>
        <translation>Le bouton est ici  [B]</translation>
    </message>
    <message>
        <source>Chip race  [Ctrl+R]</source>
        <translation>Chip race  [Ctrl+R]</translation>
    </message>
    <message>
        <source>Move  [M]</source>
        <translation>Déplacer  [M]</translation>
    </message>
    <message>
        <source>Swap seats  [S]</source>
        <translation>Échanger les sièges  [S]</translation>
    </message>
    <message>
        <source>Reserve a seat  [V]</source>
        <translation>Réserver un siège  [V]</translation>
    </message>
    <message>
        <source>Pause / resume  [F5]</source>
        <translation>Pause / reprise  [F5]</translation>
    </message>
    <message>
        <source>+1 minute  [Ctrl++]</source>
        <translation>+1 minute  [Ctrl++]</translation>
    </message>
    <message>
        <source>-1 minute  [Ctrl+-]</source>
        <translation>-1 minute  [Ctrl+-]</translation>
    </message>
    <message>
        <source>Hand-for-hand  [F6]</source>
        <translation>Main par main  [F6]</translation>
    </message>
    <message>
        <source>Hand played everywhere  [F7]</source>
        <translation>Main jouée partout  [F7]</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>Go to this level  [Ctrl+G]</source>
        <translation>Aller à ce niveau  [Ctrl+G]</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>Primes gagnées</translation>
    </message>
    <message>
        <source>Enter each player&apos;s chips, then compute. The players decide.</source>
        <translation>Saisissez les jetons de chaque joueur, puis calculez. Les joueurs décident.</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Chip chop</source>
        <translation>Partage aux jetons</translation>
    </message>
    <message>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <source>Compute the deal  [Ctrl+D]</source>
        <translation>Calculer le deal  [Ctrl+D]</translation>
    </message>
    <message>
        <source>The players accept the chip chop</source>
        <translation>Les joueurs acceptent le partage aux jetons</translation>
    </message>
    <message>
        <source>The players accept the ICM deal</source>
        <translation>Les joueurs acceptent le deal ICM</translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation>Salle %1</translation>
    </message>
    <message>
        <source>The journal holds no event yet.</source>
        <translation>Le journal ne contient encore aucun tournoi.</translation>
    </message>
    <message>
        <source>(over)</source>
        <translation>(terminé)</translation>
    </message>
    <message>
        <source>Open an event</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Tournoi :</translation>
    </message>
    <message>
        <source>Open or create an event first (Ctrl+N).</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>%n entries, fewer than the minimum of %1: cancel the event and refund every entry?</source>
        <translation>
            <numerusform>%n entrée, moins que le minimum de %1 : annuler le tournoi et rembourser l&apos;entrée ?</numerusform>
            <numerusform>%n entrées, moins que le minimum de %1 : annuler le tournoi et rembourser chaque entrée ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the players eliminated on the table map.</source>
        <translation>Choisissez les joueurs éliminés sur le plan des tables.</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Who eliminated %1?</source>
        <translation>Qui a éliminé %1 ?</translation>
    </message>
    <message>
        <source>Out in one hand at table %1</source>
        <translation>Éliminations dans la même main à la table %1</translation>
    </message>
    <message>
        <source>Their chips when the hand began (more chips, higher place):</source>
        <translation>Leurs jetons au début de la main (plus de jetons, meilleure place) :</translation>
    </message>
    <message>
        <source>Table and seat (e.g. 12 4):</source>
        <translation>Table et siège (p. ex. 12 4) :</translation>
    </message>
    <message>
        <source>Type the table and the seat: two numbers.</source>
        <translation>Tapez la table et le siège : deux nombres.</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>Nobody called %1 is seated.</source>
        <translation>Aucun joueur assis ne s&apos;appelle %1.</translation>
    </message>
    <message>
        <source>Choose one player on the table map.</source>
        <translation>Choisissez un joueur sur le plan des tables.</translation>
    </message>
    <message>
        <source>Move %1 to</source>
        <translation>Déplacer %1 vers</translation>
    </message>
    <message>
        <source>Choose the two players who swap seats on the table map.</source>
        <translation>Choisissez sur le plan des tables les deux joueurs qui échangent leurs sièges.</translation>
    </message>
    <message>
        <source>Reserve or free a seat</source>
        <translation>Réserver ou libérer un siège</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <source>Close a table</source>
        <translation>Fermer une table</translation>
    </message>
    <message>
        <source>Choose the entry that is paid.</source>
        <translation>Choisissez l&apos;inscription payée.</translation>
    </message>
    <message>
        <source>Choose the players on the table map.</source>
        <translation>Choisissez les joueurs sur le plan des tables.</translation>
    </message>
    <message>
        <source>Choose a table on the map first.</source>
        <translation>Choisissez d&apos;abord une table sur le plan.</translation>
    </message>
    <message>
        <source>No chip leaves play in this event.</source>
        <translation>Aucun jeton ne quitte le jeu dans ce tournoi.</translation>
    </message>
    <message>
        <source>Chips are whole numbers.</source>
        <translation>Les jetons sont des nombres entiers.</translation>
    </message>
    <message>
        <source>Entry list</source>
        <translation>Liste des inscrits</translation>
    </message>
    <message>
        <source>table %1 seat %2</source>
        <translation>table %1 siège %2</translation>
    </message>
    <message>
        <source>(not paid)</source>
        <translation>(non payé)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Imprimer en PDF</translation>
    </message>
    <message>
        <source>Save the event&apos;s record</source>
        <translation>Enregistrer le relevé du tournoi</translation>
    </message>
    <message>
        <source>Undone: the last action is taken back.</source>
        <translation>Annulé : la dernière action est reprise.</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>Fait : %1.</translation>
    </message>
    <message>
        <source>%1 is out; the place follows when every table has played the hand.</source>
        <translation>Sortie : %1 ; sa place suivra quand toutes les tables auront joué la main.</translation>
    </message>
    <message>
        <source>No event is open: Ctrl+N makes one.</source>
        <translation>Aucun tournoi n&apos;est ouvert : Ctrl+N en crée un.</translation>
    </message>
    <message>
        <source>(out)</source>
        <translation>(hors tournoi)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Siège %1</translation>
    </message>
    <message>
        <source>Compute the deal first (Ctrl+D).</source>
        <translation>Calculez d&apos;abord le deal (Ctrl+D).</translation>
    </message>
    <message>
        <source>The players accept this deal and the event ends: %1?</source>
        <translation>Les joueurs acceptent ce deal et le tournoi se termine : %1 ?</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>bounties %1</source>
        <translation>primes %1</translation>
    </message>
    <message>
        <source>The bubble: start hand-for-hand now?</source>
        <translation>La bulle : commencer le main par main maintenant ?</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Annulé : %1.</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>(reserved)</source>
        <translation>(réservé)</translation>
    </message>
    <message>
        <source>coming from table %1</source>
        <translation>venant de la table %1</translation>
    </message>
    <message>
        <source>%1 (leaving)</source>
        <translation>%1 (en partance)</translation>
    </message>
    <message>
        <source>The clock starts with the event.</source>
        <translation>L&apos;horloge part avec le tournoi.</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Niveau %1 : %2</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(en pause)</translation>
    </message>
    <message>
        <source>(hand-for-hand)</source>
        <translation>(main par main)</translation>
    </message>
    <message>
        <source>Break in %1</source>
        <translation>Pause dans %1</translation>
    </message>
    <message>
        <source>Players %1 of %2</source>
        <translation>Joueurs %1 sur %2</translation>
    </message>
    <message>
        <source>Tables %1</source>
        <translation>Tables %1</translation>
    </message>
    <message>
        <source>Chips %1</source>
        <translation>Jetons %1</translation>
    </message>
    <message>
        <source>Average %1 (%2 BB)</source>
        <translation>Moyenne %1 (%2 GB)</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Prize pool %1</translation>
    </message>
    <message>
        <source>Bounties %1</source>
        <translation>Primes %1</translation>
    </message>
    <message>
        <source>Paid %1</source>
        <translation>Payés %1</translation>
    </message>
    <message>
        <source>Next out: place %1</source>
        <translation>Prochaine élimination : place %1</translation>
    </message>
    <message>
        <source>Next out: place %1, %2</source>
        <translation>Prochaine élimination : place %1, %2</translation>
    </message>
    <message>
        <source>Owed %1</source>
        <translation>Dû %1</translation>
    </message>
</context>
<context>
    <name>DisplayStation</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Affichage des joueurs</translation>
    </message>
    <message>
        <source>Show on this screen</source>
        <translation>Afficher sur cet écran</translation>
    </message>
    <message>
        <source>Close the displays</source>
        <translation>Fermer les affichages</translation>
    </message>
    <message>
        <source>Screen:</source>
        <translation>Écran :</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>Announce:</source>
        <translation>Annonce :</translation>
    </message>
    <message>
        <source>Serve on the network</source>
        <translation>Diffuser sur le réseau</translation>
    </message>
    <message>
        <source>Chime at each level and break</source>
        <translation>Carillon : niveaux et pauses</translation>
    </message>
    <message>
        <source>Speak each level and break</source>
        <translation>Voix : niveaux et pauses</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <source>Remote PIN:</source>
        <translation>Code de la télécommande :</translation>
    </message>
    <message>
        <source>The display is not served on the network.</source>
        <translation>L&apos;affichage n&apos;est pas diffusé sur le réseau.</translation>
    </message>
    <message>
        <source>Choose a screen.</source>
        <translation>Choisissez un écran.</translation>
    </message>
    <message>
        <source>The PIN is 4 to 8 digits.</source>
        <translation>Le code a de 4 à 8 chiffres.</translation>
    </message>
    <message>
        <source>The remote&apos;s PIN is set.</source>
        <translation>Le code de la télécommande est enregistré.</translation>
    </message>
    <message>
        <source>This program cannot serve the display on the network.</source>
        <translation>Ce programme ne peut pas diffuser l&apos;affichage sur le réseau.</translation>
    </message>
    <message>
        <source>Players&apos; page: %1
Remote: %2</source>
        <translation>Page des joueurs : %1
Télécommande : %2</translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Affichage des joueurs</translation>
    </message>
    <message>
        <source>On your phone: %1</source>
        <translation>Sur votre téléphone : %1</translation>
    </message>
    <message>
        <source>Blinds %1/%2</source>
        <translation>Blindes %1/%2</translation>
    </message>
    <message>
        <source>Bets %1/%2</source>
        <translation>Mises %1/%2</translation>
    </message>
    <message>
        <source>Big-blind ante %1</source>
        <translation>Ante grosse blinde %1</translation>
    </message>
    <message>
        <source>Ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Paid places</source>
        <translation>Places payées</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Éliminés</translation>
    </message>
    <message>
        <source>Seats and moves</source>
        <translation>Sièges</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>Aucun tournoi n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>Starting soon</source>
        <translation>Début imminent</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Hand-for-hand</source>
        <translation>Main par main</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>En cours : %1</translation>
    </message>
    <message>
        <source>The event is over.</source>
        <translation>Le tournoi est terminé.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Vainqueur : %1</translation>
    </message>
    <message>
        <source>The clock is paused.</source>
        <translation>L&apos;horloge est arrêtée.</translation>
    </message>
    <message>
        <source>Next: a break</source>
        <translation>Ensuite : une pause</translation>
    </message>
    <message>
        <source>Level %1 next: %2</source>
        <translation>Niveau %1 ensuite : %2</translation>
    </message>
    <message>
        <source>Break in %1</source>
        <translation>Pause dans %1</translation>
    </message>
    <message>
        <source>Colour-up: the %1 chips leave</source>
        <translation>Changement de jetons : retrait des jetons de %1</translation>
    </message>
    <message>
        <source>Add-on at this break</source>
        <translation>Add-on à cette pause</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Average stack %1 (%2 BB)</source>
        <translation>Tapis moyen %1 (%2 GB)</translation>
    </message>
    <message>
        <source>Chips in play %1</source>
        <translation>Jetons en jeu %1</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Prize pool %1</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>table %1, seat %2</source>
        <translation>table %1, siège %2</translation>
    </message>
</context>
<context>
    <name>DrillTableView</name>
    <message>
        <source>The pots: your answer</source>
        <translation>Les pots : à vous de les trouver</translation>
    </message>
    <message>
        <source>Who acts: your answer</source>
        <translation>Qui parle : à vous de le trouver</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>%1 (%2): who takes the odd chip, and why?</source>
        <translation>%1 (%2) : qui prend le jeton indivisible, et pourquoi ?</translation>
    </message>
    <message>
        <source>%1 acts first, showing %2.</source>
        <translation>%1 parle en premier, avec %2 visibles.</translation>
    </message>
    <message>
        <source>%1 brings in, showing %2.</source>
        <translation>%1 paie le bring-in, avec %2 visible.</translation>
    </message>
    <message>
        <source>%1 has less than the %2 to call: he calls all-in for %3.</source>
        <translation>%1 a moins que les %2 pour suivre : c&apos;est un suivi à tapis de %3.</translation>
    </message>
    <message>
        <source>%1 may raise: the betting is neither capped nor closed to him.</source>
        <translation>%1 peut relancer : à son tour, les enchères ne sont ni plafonnées ni fermées.</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3).</source>
        <translation>%1 joue %2 (%3).</translation>
    </message>
    <message>
        <source>%1 raises (or bets) the minimum: to how much (bet-to)?</source>
        <translation>%1 relance (ou mise) le minimum : à combien (mise totale du tour) ?</translation>
    </message>
    <message>
        <source>%1 receives %2 (%3) with %4 (%5).</source>
        <translation>%1 reçoit %2 (%3) avec %4 (%5).</translation>
    </message>
    <message>
        <source>%1 receives %2 (%3).</source>
        <translation>%1 reçoit %2 (%3).</translation>
    </message>
    <message>
        <source>%1 says pot: to how much may he raise (bet-to)?</source>
        <translation>%1 annonce « pot » : quel est le maximum de sa relance (mise totale du tour) ?</translation>
    </message>
    <message>
        <source>%1: who acts first?</source>
        <translation>%1 : qui parle en premier ?</translation>
    </message>
    <message>
        <source>Call %1 first, then raise by the pot with that call in it (%2): raise to %3 + %2 = %4.</source>
        <translation>D&apos;abord suivre %1, puis relancer du pot, ce suivi compris (%2) : relance à %3 + %2 = %4.</translation>
    </message>
    <message>
        <source>Calling takes every chip %1 has: he cannot raise.</source>
        <translation>Suivre prend tous les jetons qui restent à %1 : pas de relance possible.</translation>
    </message>
    <message>
        <source>Each pot holds what every player put in up to one all-in level; folded chips stay in, and only those who reached the level and did not fold can win it.</source>
        <translation>Chaque pot contient ce que chaque joueur a misé jusqu&apos;à un niveau de tapis ; les jetons des joueurs couchés y restent, et seuls ceux qui ont atteint ce niveau sans se coucher peuvent le gagner.</translation>
    </message>
    <message>
        <source>Every other player is all-in: %1 may only call or fold.</source>
        <translation>Tous les autres joueurs sont à tapis : %1 peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Fixed limit: every bet and raise is one bet of the street: to %1.</source>
        <translation>Limite fixe : chaque mise et relance vaut une mise du tour : à %1.</translation>
    </message>
    <message>
        <source>How many chips does %1 put in to call?</source>
        <translation>Combien de jetons faut-il à %1 pour suivre ?</translation>
    </message>
    <message>
        <source>May %1 raise now?</source>
        <translation>La relance est-elle permise à %1 maintenant ?</translation>
    </message>
    <message>
        <source>No: every other player is all-in</source>
        <translation>Non : tous les autres joueurs sont à tapis</translation>
    </message>
    <message>
        <source>No: he has no chips beyond a call</source>
        <translation>Non : plus aucun jeton au-delà du suivi</translation>
    </message>
    <message>
        <source>No: the betting is capped</source>
        <translation>Non : les enchères sont plafonnées</translation>
    </message>
    <message>
        <source>No: the short all-in did not re-open the betting</source>
        <translation>Non : le tapis incomplet n&apos;a pas rouvert les enchères</translation>
    </message>
    <message>
        <source>Odd chip to %1: %2.</source>
        <translation>Jeton indivisible à %1 : %2.</translation>
    </message>
    <message>
        <source>Omaha: exactly two cards from the hand and three from the board.</source>
        <translation>Omaha : exactement deux cartes de la main et trois du tableau.</translation>
    </message>
    <message>
        <source>Only a short all-in came since %1 acted: it does not re-open the betting, call or fold.</source>
        <translation>Seul un tapis incomplet est venu après %1 : il ne rouvre pas les enchères, suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Pre-flop the pot counts the level&apos;s full blinds, even dead or posted short (TDA 54): raise to %1.</source>
        <translation>Avant le flop, le pot compte les blindes complètes du niveau, même mortes ou payées à tapis (TDA 54) : relance à %1.</translation>
    </message>
    <message>
        <source>Put in this hand: %1. Each pot: its amount and the seats that can win it?</source>
        <translation>Misé dans ce coup : %1. Chaque pot : son montant et les sièges qui peuvent le gagner ?</translation>
    </message>
    <message>
        <source>The betting is capped (a bet and the raises the cap allows): %1 may only call or fold.</source>
        <translation>Les enchères sont plafonnées (une mise et les relances permises) : %1 peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <source>The highest bet is %1; %2 has %3 in front and %4 behind; the pot is %5.</source>
        <translation>La plus haute mise est %1 ; %2 a déjà misé %3 et garde %4 derrière ; le pot est de %5.</translation>
    </message>
    <message>
        <source>The last full bet or raise was %1: the minimum is the highest bet plus that, to %2.</source>
        <translation>La dernière mise ou relance complète était de %1 : le minimum est la plus haute mise plus celle-ci, à %2.</translation>
    </message>
    <message>
        <source>The pot is more than he has: all-in to %1.</source>
        <translation>Le pot dépasse son tapis : tapis à %1.</translation>
    </message>
    <message>
        <source>The pot is smaller than a minimum raise: he may raise to %1.</source>
        <translation>Le pot est plus petit qu&apos;une relance minimum : relance permise jusqu&apos;à %1.</translation>
    </message>
    <message>
        <source>To call: %1 − %2 = %3.</source>
        <translation>Pour suivre : %1 − %2 = %3.</translation>
    </message>
    <message>
        <source>What does each seat receive from each pot (odd chips included)?</source>
        <translation>Que reçoit chaque siège de chaque pot (jetons indivisibles compris) ?</translation>
    </message>
    <message>
        <source>Who brings in?</source>
        <translation>Qui paie le bring-in ?</translation>
    </message>
    <message>
        <source>Yes: he may raise</source>
        <translation>Oui : la relance est permise</translation>
    </message>
    <message>
        <source>Razz: the highest upcard brings in (ace low, K♠ the worst card).</source>
        <translation>Razz : la plus haute carte visible paie le bring-in (l&apos;as est bas, le K♠ est la pire carte).</translation>
    </message>
    <message>
        <source>The lowest upcard brings in (ace high); ties by suit, clubs, diamonds, hearts, spades.</source>
        <translation>La plus basse carte visible paie le bring-in (l&apos;as est haut) ; à égalité, par couleur : trèfle, carreau, cœur, pique.</translation>
    </message>
    <message>
        <source>Razz: from fourth street the lowest showing hand acts first.</source>
        <translation>Razz : dès la quatrième rue, la plus basse main visible parle en premier.</translation>
    </message>
    <message>
        <source>From fourth street the highest showing hand acts first (pairs beat high cards).</source>
        <translation>Dès la quatrième rue, la plus haute main visible parle en premier (une paire bat les cartes hautes).</translation>
    </message>
    <message>
        <source>%1&apos;s low hand?</source>
        <translation>%1 : quelle main basse ?</translation>
    </message>
    <message>
        <source>%1&apos;s best hand, as a dealer says it?</source>
        <translation>%1 : quelle meilleure main, comme l&apos;annonce un croupier ?</translation>
    </message>
    <message>
        <source>%1 acts out of turn: %2. What do the %3 rules say to do?</source>
        <translation>%1 agit hors de son tour : %2. Que disent les règles %3 ?</translation>
    </message>
    <message>
        <source>%1: %2. What do the %3 rules say to do?</source>
        <translation>%1 : %2. Que disent les règles %3 ?</translation>
    </message>
    <message>
        <source>%1. What do the %2 rules say to do?</source>
        <translation>%1. Que disent les règles %2 ?</translation>
    </message>
    <message>
        <source>Actions in turn so far: %1, substantial action (TDA 36).</source>
        <translation>Actions à leur tour jusqu&apos;ici : %1, action substantielle (TDA 36).</translation>
    </message>
    <message>
        <source>Actions in turn so far: %1, no substantial action yet (TDA 36).</source>
        <translation>Actions à leur tour jusqu&apos;ici : %1, pas encore d&apos;action substantielle (TDA 36).</translation>
    </message>
    <message>
        <source>%1 rules: %2.</source>
        <translation>Règles %1 : %2.</translation>
    </message>
    <message>
        <source>Colour-up: the %1 chips leave, the smallest chip is now %2. Chips of %1 and cards dealt: %3. Which seats win a chip, and what value is removed?</source>
        <translation>Changement de jetons : les jetons de %1 sortent, le plus petit jeton est désormais de %2. Jetons de %1 et cartes distribuées : %3. Quels sièges gagnent un jeton, et quelle valeur est retirée ?</translation>
    </message>
    <message>
        <source>First each player&apos;s chips of %1 are coloured up in full: chips of %2 to %3.</source>
        <translation>D&apos;abord les jetons de %1 de chaque joueur sont changés en entier : jetons de %2 à %3.</translation>
    </message>
    <message>
        <source>Chips of %2 left to race: %1, worth %3; chips of %5 to award: %4 (the nearest chip, half up).</source>
        <translation>Jetons de %2 à la chip race : %1, valant %3 ; jetons de %5 à attribuer : %4 (au jeton le plus proche, la moitié vers le haut).</translation>
    </message>
    <message>
        <source>Highest cards (rank, then suit: spades, hearts, diamonds, clubs): %1; one chip each, nobody wins two.</source>
        <translation>Cartes les plus hautes (rang, puis couleur : pique, cœur, carreau, trèfle) : %1 ; un jeton chacun, personne n&apos;en gagne deux.</translation>
    </message>
    <message>
        <source>A chip of %1 each to %2.</source>
        <translation>Un jeton de %1 chacun à %2.</translation>
    </message>
    <message>
        <source>Nobody is raced out: %1 kept in with one chip of %2.</source>
        <translation>Personne n&apos;est éliminé par la chip race : %1 garde un jeton de %2.</translation>
    </message>
    <message>
        <source>Value removed: %1 − %2 × %3 = %4 (minus: added by rounding up or keeping a player in).</source>
        <translation>Valeur retirée : %1 − %2 × %3 = %4 (négative : ajoutée par l&apos;arrondi ou pour garder un joueur en jeu).</translation>
    </message>
    <message>
        <source>high half</source>
        <translation>part de la main haute</translation>
    </message>
    <message>
        <source>low half</source>
        <translation>part de la main basse</translation>
    </message>
    <message>
        <source>whole</source>
        <translation>tout le pot</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>pot partagé</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>couché</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>tapis</translation>
    </message>
    <message>
        <source>highest card by suit</source>
        <translation>plus haute carte par couleur</translation>
    </message>
    <message>
        <source>lowest card by suit</source>
        <translation>plus basse carte par couleur</translation>
    </message>
    <message>
        <source>the high half takes the odd chip</source>
        <translation>la part de la main haute prend le jeton indivisible</translation>
    </message>
    <message>
        <source>Pot-limit maximum</source>
        <translation>Maximum en pot-limit</translation>
    </message>
    <message>
        <source>Amount to call</source>
        <translation>Montant pour suivre</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Relance minimum</translation>
    </message>
    <message>
        <source>Capped or re-opened</source>
        <translation>Plafonné ou rouvert</translation>
    </message>
    <message>
        <source>Main and side pots</source>
        <translation>Pot principal et pots annexes</translation>
    </message>
    <message>
        <source>Showdown: who wins what</source>
        <translation>Abattage : qui gagne quoi</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <translation>Jeton indivisible</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Meilleure main</translation>
    </message>
    <message>
        <source>Stud: bring-in</source>
        <translation>Stud : bring-in</translation>
    </message>
    <message>
        <source>Stud: first to act</source>
        <translation>Stud : premier à parler</translation>
    </message>
    <message>
        <source>Irregularity: the ruling</source>
        <translation>Irrégularité : la décision</translation>
    </message>
    <message>
        <source>Chip race at a colour-up</source>
        <translation>Chip race au changement de jetons</translation>
    </message>
    <message>
        <source>no-limit</source>
        <translation>no-limit</translation>
    </message>
    <message>
        <source>pot-limit</source>
        <translation>pot-limit</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>limite fixe</translation>
    </message>
    <message>
        <source>board</source>
        <translation>jeux à cartes communes</translation>
    </message>
    <message>
        <source>stud</source>
        <translation>stud</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>jeux à tirage</translation>
    </message>
    <message>
        <source>hi/lo</source>
        <translation>hi/lo</translation>
    </message>
    <message>
        <source>lowball</source>
        <translation>lowball</translation>
    </message>
    <message>
        <source>dead or short blind</source>
        <translation>blinde morte ou incomplète</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Pre-flop</source>
        <translation>Pré-flop</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>Troisième rue</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>Quatrième rue</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>Cinquième rue</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>Sixième rue</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>Septième rue</translation>
    </message>
    <message>
        <source>Before the first draw</source>
        <translation>Avant le premier tirage</translation>
    </message>
    <message>
        <source>After the first draw</source>
        <translation>Après le premier tirage</translation>
    </message>
    <message>
        <source>After the second draw</source>
        <translation>Après le deuxième tirage</translation>
    </message>
    <message>
        <source>After the third draw</source>
        <translation>Après le troisième tirage</translation>
    </message>
    <message>
        <source>Before the draw</source>
        <translation>Avant le tirage</translation>
    </message>
    <message>
        <source>After the draw</source>
        <translation>Après le tirage</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Abattage</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Coup terminé</translation>
    </message>
    <message>
        <source>No-limit hold&apos;em</source>
        <translation>Hold&apos;em no-limit</translation>
    </message>
    <message>
        <source>Pot-limit hold&apos;em</source>
        <translation>Hold&apos;em pot-limit</translation>
    </message>
    <message>
        <source>Limit hold&apos;em</source>
        <translation>Hold&apos;em limit</translation>
    </message>
    <message>
        <source>Pot-limit Omaha</source>
        <translation>Omaha pot-limit</translation>
    </message>
    <message>
        <source>Pot-limit Omaha hi/lo</source>
        <translation>Omaha hi/lo pot-limit</translation>
    </message>
    <message>
        <source>Limit Omaha hi/lo</source>
        <translation>Omaha hi/lo limit</translation>
    </message>
    <message>
        <source>Seven-card stud</source>
        <translation>Stud à sept cartes</translation>
    </message>
    <message>
        <source>Seven-card stud hi/lo</source>
        <translation>Stud à sept cartes hi/lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <source>2-7 triple draw</source>
        <translation>2-7 Triple Draw</translation>
    </message>
    <message>
        <source>2-7 single draw</source>
        <translation>2-7 Single Draw</translation>
    </message>
    <message>
        <source>first left of the button</source>
        <translation>premier à gauche du bouton</translation>
    </message>
    <message>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <source>RRoP</source>
        <translation>RRoP</translation>
    </message>
    <message>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>miser</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>relancer</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>compléter</translation>
    </message>
    <message>
        <source>%1 Rule %2</source>
        <translation>%1, règle %2</translation>
    </message>
    <message>
        <source>no-limit</source>
        <translation>no-limit</translation>
    </message>
    <message>
        <source>pot-limit</source>
        <translation>pot-limit</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>limit</translation>
    </message>
</context>
<context>
    <name>FiguresBar</name>
    <message>
        <source>Student:</source>
        <translation>Élève :</translation>
    </message>
    <message>
        <source>%1 — type it, then Enter:</source>
        <translation>%1 — tapez-le, puis Entrée :</translation>
    </message>
    <message>
        <source>No figure to find now: deal on.</source>
        <translation>Aucun chiffre à trouver pour l&apos;instant : continuez la donne.</translation>
    </message>
    <message>
        <source>The pots: your answer</source>
        <translation>Les pots : à vous de les trouver</translation>
    </message>
    <message>
        <source>Paid: your answer</source>
        <translation>Payé : à vous de le trouver</translation>
    </message>
    <message>
        <source>The announcement shows once the student has typed the awards.</source>
        <translation>L&apos;annonce s&apos;affiche quand l&apos;élève a tapé les gains.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Juste : %1.</translation>
    </message>
    <message>
        <source>Wrong. The right answer: %1</source>
        <translation>Faux. La bonne réponse : %1</translation>
    </message>
    <message>
        <source>Score %1 (your report: Training &gt; Training room…, My report).</source>
        <translation>Score %1 (votre bilan : Formation &gt; Salle de formation…, Mon bilan).</translation>
    </message>
    <message>
        <source>the amount</source>
        <translation>le montant</translation>
    </message>
    <message>
        <source>amount: seats; amount: seats</source>
        <translation>montant : sièges ; montant : sièges</translation>
    </message>
    <message>
        <source>seat=chips …; per pot</source>
        <translation>siège=jetons … ; par pot</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <source>(high)</source>
        <translation>(haut)</translation>
    </message>
    <message>
        <source>(low)</source>
        <translation>(basse)</translation>
    </message>
    <message>
        <source>Abandoned, not finished</source>
        <translation>Abandonné, non terminé</translation>
    </message>
    <message>
        <source>In play (reopened by an undo)</source>
        <translation>En cours (rouvert par une annulation)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Pots</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <source>%1 folds</source>
        <translation>%1 se couche</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 dit parole</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 suit %2</translation>
    </message>
    <message>
        <source>%1 bets %2</source>
        <translation>%1 mise %2</translation>
    </message>
    <message>
        <source>%1 raises to %2</source>
        <translation>%1 relance à %2</translation>
    </message>
    <message>
        <source>%1 completes to %2</source>
        <translation>%1 complète à %2</translation>
    </message>
    <message>
        <source>%1 brings in for %2</source>
        <translation>%1 paie le bring-in de %2</translation>
    </message>
    <message>
        <source>Board: %3</source>
        <translation>Tableau : %3</translation>
    </message>
    <message>
        <source>%1 is dealt %3</source>
        <translation>%1 reçoit %3</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1 garde ses cartes</translation>
    </message>
    <message>
        <source>%1 changes %2</source>
        <translation>%1 change %2</translation>
    </message>
    <message>
        <source>%1 shows %3</source>
        <translation>%1 montre %3</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 jette ses cartes</translation>
    </message>
    <message>
        <source>(all-in)</source>
        <translation>(tapis)</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <source>This hand</source>
        <translation>Ce coup</translation>
    </message>
    <message>
        <source>Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · M min · H half pot · P pot · A all-in · B bring-in · G big bet · 0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo · F2 players · right-click a seat for its menu</source>
        <translation>Touches : F se coucher · C parole/suivre · R miser/relancer · chiffres et Entrée : montant · M min · H demi-pot · P pot · A tapis · B bring-in · G grosse mise · 0-5 cartes à changer · O montrer les cartes connues · X jeter · N coup suivant · Ctrl+Z annuler · F2 joueurs · clic droit sur un siège : son menu</translation>
    </message>
    <message>
        <source> · F5 pause or resume the clock</source>
        <translation> · F5 mettre en pause ou reprendre l&apos;horloge</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (siège %2)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <source>blinds %1</source>
        <translation>blindes %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
    <message>
        <source>antes %1</source>
        <translation>antes %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>bring-in %1</translation>
    </message>
    <message>
        <source>bets %1/%2</source>
        <translation>mises %1/%2</translation>
    </message>
    <message>
        <source>minimum bet %1</source>
        <translation>mise minimum %1</translation>
    </message>
    <message>
        <source>chip unit %1</source>
        <translation>unité de jeton %1</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>règles : %1</translation>
    </message>
    <message>
        <source>Stakes: %1</source>
        <translation>Enjeux : %1</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Siège %1</translation>
    </message>
    <message>
        <source>button</source>
        <translation>bouton</translation>
    </message>
    <message>
        <source>big blind %1</source>
        <translation>grosse blinde %1</translation>
    </message>
    <message>
        <source>small blind %1</source>
        <translation>petite blinde %1</translation>
    </message>
    <message>
        <source>straddle %1</source>
        <translation>straddle %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A street of the summary: %1 the street (and its board), %2 what was done on it, &quot;Flop [2♣ 3♦ 7♥]: Boris bets 10 · Chloe calls 10&quot;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Tableau : %1</translation>
    </message>
    <message>
        <source>%1 mucked</source>
        <translation>%1 a jeté ses cartes</translation>
    </message>
    <message>
        <source>%1 showed unseen cards</source>
        <translation>%1 a montré des cartes non saisies</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Cartes montrées : %1</translation>
    </message>
    <message>
        <source>Uncalled %1 returned to %2</source>
        <translation>Mise non suivie de %1 rendue à %2</translation>
    </message>
    <message>
        <source>Odd chip to the high half: %1 splits %2 high / %3 low (the high half takes the odd chip).</source>
        <translation>Jeton indivisible à la part haute : %1 se partage en %2 haut / %3 bas (la part haute prend le jeton indivisible).</translation>
    </message>
    <message>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Jeton indivisible au siège %1 (%2) : %3</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <source>between %1</source>
        <translation>entre %1</translation>
    </message>
    <message>
        <source>%1 wins a quarter (half of the high half): %2</source>
        <translation>%1 gagne un quart (la moitié de la part de la main haute) : %2</translation>
    </message>
    <message>
        <source>%1 wins a quarter (half of the low half): %2</source>
        <translation>%1 gagne un quart (la moitié de la part de la main basse) : %2</translation>
    </message>
    <message>
        <source>%1 wins a share of the high half: %2</source>
        <translation>%1 partage la part de la main haute : %2</translation>
    </message>
    <message>
        <source>%1 wins a share of the low half: %2</source>
        <translation>%1 partage la part de la main basse : %2</translation>
    </message>
    <message>
        <source>%1 wins the high half: %2</source>
        <translation>%1 gagne la part de la main haute : %2</translation>
    </message>
    <message>
        <source>%1 wins the low half: %2</source>
        <translation>%1 gagne la part de la main basse : %2</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gagne %2</translation>
    </message>
    <message>
        <source>without showing</source>
        <translation>sans montrer</translation>
    </message>
    <message>
        <source>The hand is not finished: %1</source>
        <translation>Le coup n&apos;est pas terminé : %1</translation>
    </message>
    <message>
        <source>Finishing stacks: %1</source>
        <translation>Jetons en fin de coup : %1</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>High card, {rank}</source>
        <translation>Hauteur {rank}</translation>
    </message>
    <message>
        <source>Pair of {rank}</source>
        <translation>Paire {rank}</translation>
    </message>
    <message>
        <source>Two pair, {top} and {bottom}</source>
        <translation>Double paire, {top} et {bottom}</translation>
    </message>
    <message>
        <source>Three of a kind, {rank}</source>
        <translation>Brelan {rank}</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <translation>Quinte {rank}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <translation>Couleur {rank}</translation>
    </message>
    <message>
        <source>Full house, {trips} full of {pair}</source>
        <translation>Full aux {trips} par les {pair}</translation>
    </message>
    <message>
        <source>Four of a kind, {rank}</source>
        <translation>Carré {rank}</translation>
    </message>
    <message>
        <source>Straight flush, {rank} high</source>
        <translation>Quinte flush {rank}</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Quinte flush royale</translation>
    </message>
    <message>
        <source>Low {cards}</source>
        <translation>Basse {cards}</translation>
    </message>
    <message>
        <source>{hand} (low)</source>
        <translation>{hand} (main basse)</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>This table (%1)</source>
        <translation>Cette table (%1)</translation>
    </message>
    <message>
        <source>Table %1 (%2), opened %3</source>
        <translation>Table %1 (%2), ouverte le %3</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n jeu</numerusform>
            <numerusform>%n jeux</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand on screen</source>
        <translation>Le coup à l&apos;écran</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>Importé : %1</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historique des coups</translation>
    </message>
    <message>
        <source>Import PHH…</source>
        <translation>Importer un PHH…</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Exporter le coup…</translation>
    </message>
    <message>
        <source>Export session…</source>
        <translation>Exporter la session…</translation>
    </message>
    <message>
        <source>Choose a hand to replay it.</source>
        <translation>Choisissez un coup pour le rejouer.</translation>
    </message>
    <message>
        <source>Keys: ↑ ↓ choose a hand · ← → step back and forward · Home / End: first and last step · Ctrl+O import · Ctrl+E export the hand · Ctrl+Shift+E export the session · Esc close</source>
        <translation>Touches : ↑ ↓ choisir un coup · ← → étape précédente et suivante · Home / End : première et dernière étape · Ctrl+O importer · Ctrl+E exporter le coup · Ctrl+Maj+E exporter la session · Esc fermer</translation>
    </message>
    <message>
        <source>Cancel the import</source>
        <translation>Annuler l’importation</translation>
    </message>
    <message>
        <source>Choose a hand to export first.</source>
        <translation>Choisissez d&apos;abord un coup à exporter.</translation>
    </message>
    <message>
        <source>There is no hand to export yet.</source>
        <translation>Il n&apos;y a pas encore de coup à exporter.</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2.</source>
        <translation>Coup %1 enregistré dans %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n hands saved to %1.</source>
        <translation>
            <numerusform>%n coup enregistré dans %1.</numerusform>
            <numerusform>%n coups enregistrés dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A file is being imported: wait for it, or cancel it.</source>
        <translation>Un fichier est en cours d’importation : attendez la fin, ou annulez-la.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message>
        <source>The import of %1 was cancelled.</source>
        <translation>L’importation de %1 a été annulée.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hands to review.</source>
        <translation>
            <numerusform>%1 : %n coup à revoir.</numerusform>
            <numerusform>%1 : %n coups à revoir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export hand %1</source>
        <translation>Exporter le coup %1</translation>
    </message>
    <message>
        <source>Export the session</source>
        <translation>Exporter la session</translation>
    </message>
    <message>
        <source>Import a hand history</source>
        <translation>Importer un historique de coups</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phh *.phhs);;All files (*)</source>
        <translation>Historiques de coups PHH (*.phh *.phhs);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>PHH hand history (*.phh)</source>
        <translation>Historique de coup PHH (*.phh)</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phhs)</source>
        <translation>Historiques de coups PHH (*.phhs)</translation>
    </message>
    <message>
        <source>Text summary to print (*.txt)</source>
        <translation>Résumé texte à imprimer (*.txt)</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historique des coups…</translation>
    </message>
    <message>
        <source>&amp;Export the session…</source>
        <translation>&amp;Exporter la session…</translation>
    </message>
    <message>
        <source>&amp;Import a hand history…</source>
        <translation>&amp;Importer un historique de coups…</translation>
    </message>
</context>
<context>
    <name>InstructorWindow</name>
    <message>
        <source>%1 — instructor</source>
        <translation>%1 — formateur</translation>
    </message>
    <message>
        <source>Skills of the exam</source>
        <translation>Compétences de l&apos;examen</translation>
    </message>
    <message>
        <source>Games of the exam</source>
        <translation>Jeux de l&apos;examen</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Questions :</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>Minutes :</translation>
    </message>
    <message>
        <source>&amp;Make the exam</source>
        <translation>&amp;Créer l&apos;examen</translation>
    </message>
    <message>
        <source>The exam&apos;s code</source>
        <translation>Le code de l&apos;examen</translation>
    </message>
    <message>
        <source>&amp;Copy the code</source>
        <translation>Co&amp;pier le code</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>&amp;Read the results</source>
        <translation>&amp;Lire les résultats</translation>
    </message>
    <message>
        <source>&amp;Print to PDF…</source>
        <translation>&amp;Imprimer en PDF…</translation>
    </message>
    <message>
        <source>Result &amp;files</source>
        <translation>&amp;Fichiers de résultats</translation>
    </message>
    <message>
        <source>The class in the r&amp;oom</source>
        <translation>La classe dans la &amp;salle</translation>
    </message>
    <message>
        <source>Room (&amp;URL):</source>
        <translation>Salle (&amp;URL) :</translation>
    </message>
    <message>
        <source>postgresql://… given by the room&apos;s manager</source>
        <translation>postgresql://… donnée par le gestionnaire de la salle</translation>
    </message>
    <message>
        <source>&amp;Hold an exam in the room</source>
        <translation>&amp;Tenir un examen dans la salle</translation>
    </message>
    <message>
        <source>Code to &amp;join:</source>
        <translation>&amp;Code pour rejoindre :</translation>
    </message>
    <message>
        <source>Hold an exam, or type its code to follow it</source>
        <translation>Tenez un examen, ou tapez son code pour le suivre</translation>
    </message>
    <message>
        <source>R&amp;elease the results</source>
        <translation>&amp;Publier les résultats</translation>
    </message>
    <message>
        <source>Allow a &amp;second sitting</source>
        <translation>Autoriser un &amp;deuxième passage</translation>
    </message>
    <message>
        <source>Prin&amp;t the class to PDF…</source>
        <translation>I&amp;mprimer la classe en PDF…</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Répondu</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Justes</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Points (judged again)</source>
        <translation>Points (recorrigés)</translation>
    </message>
    <message>
        <source>Points in the file</source>
        <translation>Points dans le fichier</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Questions per skill: %1</source>
        <translation>Questions par compétence : %1</translation>
    </message>
    <message>
        <source>The exam is in the room: the class joins with the code %1 (%2, %3).</source>
        <translation>L&apos;examen est dans la salle : la classe le rejoint avec le code %1 (%2, %3).</translation>
    </message>
    <message>
        <source>Following the exam %1 in the room.</source>
        <translation>Suivi de l&apos;examen %1 dans la salle.</translation>
    </message>
    <message>
        <source>sitting %1, with leave</source>
        <translation>passage %1, autorisé</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s) without leave: not counted</source>
        <translation>
            <numerusform>%n passage sans autorisation : non compté</numerusform>
            <numerusform>%n passages sans autorisation : non comptés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) after the time: not counted</source>
        <translation>
            <numerusform>%n réponse après le temps : non comptée</numerusform>
            <numerusform>%n réponses après le temps : non comptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) after the release: not counted</source>
        <translation>
            <numerusform>%n réponse après la publication : non comptée</numerusform>
            <numerusform>%n réponses après la publication : non comptées</numerusform>
        </translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>rendu</translation>
    </message>
    <message>
        <source>sitting</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Results released</source>
        <translation>Résultats publiés</translation>
    </message>
    <message>
        <source>The results of exam %1 are released.</source>
        <translation>Les résultats de l&apos;examen %1 sont publiés.</translation>
    </message>
    <message>
        <source>%1 may sit exam %2 again.</source>
        <translation>%1 peut repasser l&apos;examen %2.</translation>
    </message>
    <message>
        <source>The class&apos;s result files</source>
        <translation>Les fichiers de résultats de la classe</translation>
    </message>
    <message>
        <source>not supervised</source>
        <translation>non surveillé</translation>
    </message>
    <message>
        <source>score edited in the file</source>
        <translation>score modifié dans le fichier</translation>
    </message>
    <message numerus="yes">
        <source>%n result file(s) read.</source>
        <translation>
            <numerusform>%n fichier de résultats lu.</numerusform>
            <numerusform>%n fichiers de résultats lus.</numerusform>
        </translation>
    </message>
    <message>
        <source>No result files read.</source>
        <translation>Aucun fichier de résultats lu.</translation>
    </message>
    <message>
        <source>Exam code: %1</source>
        <translation>Code de l&apos;examen : %1</translation>
    </message>
    <message>
        <source>The class by skill</source>
        <translation>La classe par compétence</translation>
    </message>
    <message>
        <source>Not supervised: a result file from the student&apos;s computer.</source>
        <translation>Non surveillé : un fichier de résultats venu de l&apos;ordinateur de l&apos;élève.</translation>
    </message>
    <message>
        <source>Question %1 (%2, %3): answered %4, right answer %5</source>
        <translation>Question %1 (%2, %3) : réponse %4, bonne réponse %5</translation>
    </message>
    <message>
        <source>Exam results</source>
        <translation>Résultats de l&apos;examen</translation>
    </message>
    <message>
        <source>Hand out this code: %1 (%2, %3).</source>
        <translation>Donnez ce code à la classe : %1 (%2, %3).</translation>
    </message>
    <message numerus="yes">
        <source>%n questions</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 right of %3, %n points</source>
        <translation>
            <numerusform>%1 : juste %2 sur %3, %n point</numerusform>
            <numerusform>%1 : juste %2 sur %3, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file claimed %n points: it was edited.</source>
        <translation>
            <numerusform>Le fichier annonçait %n point : il a été modifié.</numerusform>
            <numerusform>Le fichier annonçait %n points : il a été modifié.</numerusform>
        </translation>
    </message>
    <message>
        <source>No exam is held in the room.</source>
        <translation>Aucun examen n&apos;est tenu dans la salle.</translation>
    </message>
    <message>
        <source>Exam %1, held in the room on %2: %3, %4.</source>
        <translation>Examen %1, tenu dans la salle le %2 : %3, %4.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Jeux : %1</translation>
    </message>
    <message>
        <source>Results released.</source>
        <translation>Résultats publiés.</translation>
    </message>
    <message>
        <source>Results not released.</source>
        <translation>Résultats non publiés.</translation>
    </message>
    <message>
        <source>Time by the room&apos;s clock: %1</source>
        <translation>Temps selon l&apos;horloge de la salle : %1</translation>
    </message>
    <message>
        <source>Not answered: %1</source>
        <translation>Sans réponse : %1</translation>
    </message>
    <message>
        <source>Print to PDF</source>
        <translation>Imprimer en PDF</translation>
    </message>
    <message>
        <source>Printed to %1.</source>
        <translation>Imprimé dans %1.</translation>
    </message>
</context>
<context>
    <name>Irregularity</name>
    <message>
        <source>First card flashed</source>
        <translation>Première carte flashée</translation>
    </message>
    <message>
        <source>A card flashed or exposed on the deal</source>
        <translation>Une carte flashée ou exposée pendant la donne</translation>
    </message>
    <message>
        <source>Two or more cards exposed on the deal</source>
        <translation>Deux cartes ou plus exposées pendant la donne</translation>
    </message>
    <message>
        <source>A boxed card on the deal</source>
        <translation>Une carte retournée dans le paquet pendant la donne</translation>
    </message>
    <message>
        <source>A seat missed or dealt in wrongly</source>
        <translation>Un siège oublié ou servi à tort</translation>
    </message>
    <message>
        <source>First card to the wrong seat</source>
        <translation>Première carte à le mauvais siège</translation>
    </message>
    <message>
        <source>A player has the wrong number of cards</source>
        <translation>Un joueur n&apos;a pas le bon nombre de cartes</translation>
    </message>
    <message>
        <source>The button was dealt too few cards</source>
        <translation>Le bouton a reçu trop peu de cartes</translation>
    </message>
    <message>
        <source>Four cards turned on the flop</source>
        <translation>Quatre cartes retournées au flop</translation>
    </message>
    <message>
        <source>Flop dealt without a burn</source>
        <translation>Flop donné sans carte brûlée</translation>
    </message>
    <message>
        <source>Premature flop</source>
        <translation>Flop prématuré</translation>
    </message>
    <message>
        <source>Premature turn</source>
        <translation>Turn prématurée</translation>
    </message>
    <message>
        <source>Premature river</source>
        <translation>River prématurée</translation>
    </message>
    <message>
        <source>Next street dealt before the betting ended</source>
        <translation>Rue suivante donnée avant la fin des mises</translation>
    </message>
    <message>
        <source>A card found face up in the deck</source>
        <translation>Carte face visible dans le paquet</translation>
    </message>
    <message>
        <source>Fouled deck (two identical cards)</source>
        <translation>Paquet faussé (deux cartes identiques)</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Action hors de son tour</translation>
    </message>
    <message>
        <source>Misdeal: collect every card, reshuffle and deal again.</source>
        <translation>Maldonne : ramassez toutes les cartes, rebattez et redonnez.</translation>
    </message>
    <message>
        <source>The same hand is dealt again: same button, same blinds, nobody new is dealt in.</source>
        <translation>Le même coup est redistribué : même bouton, mêmes blindes, aucun nouveau joueur n&apos;est servi.</translation>
    </message>
    <message>
        <source>No misdeal: there has been substantial action (two actions in turn, one of them putting chips in, or any three actions in turn). The hand is played out.</source>
        <translation>Pas de maldonne : il y a eu une action substantielle (deux actions à leur tour dont une qui met des jetons, ou trois actions à leur tour). Le coup est joué jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>No misdeal: two players have acted on their hands (the blinds do not count). The hand is played out.</source>
        <translation>Pas de maldonne : deux joueurs ont agi sur leurs cartes (les blindes ne comptent pas). Le coup est joué jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>The deal goes on: the player may not keep the exposed card.</source>
        <translation>La donne continue : le joueur ne garde pas la carte exposée.</translation>
    </message>
    <message>
        <source>When every player has his cards, give that player the next card from the stub; the exposed card becomes the burn card for the flop.</source>
        <translation>Quand chaque joueur a ses cartes, donnez à ce joueur la carte suivante du paquet ; la carte exposée devient la carte brûlée du flop.</translation>
    </message>
    <message>
        <source>When every player has his cards, give that player the next card from the stub; the exposed card goes face up to the discards.</source>
        <translation>Quand chaque joueur a ses cartes, donnez à ce joueur la carte suivante du paquet ; la carte exposée va face visible à la défausse.</translation>
    </message>
    <message>
        <source>The exposed down card becomes that player&apos;s upcard.</source>
        <translation>La carte cachée exposée devient la carte visible de ce joueur.</translation>
    </message>
    <message>
        <source>Deal his third-street card face down; enter the exposed card as his upcard (he may be the bring-in).</source>
        <translation>Donnez-lui sa carte de troisième rue face cachée ; entrez la carte exposée comme sa carte visible (le bring-in peut lui revenir).</translation>
    </message>
    <message>
        <source>A boxed card counts as a blank piece of paper: set it aside face up and give the next card in its place.</source>
        <translation>Une carte retournée dans le paquet compte comme un bout de papier blanc : mettez-la de côté face visible et donnez la carte suivante à sa place.</translation>
    </message>
    <message>
        <source>Two or more boxed cards on the deal are a misdeal.</source>
        <translation>Deux cartes retournées ou plus pendant la donne font une maldonne.</translation>
    </message>
    <message>
        <source>The card found face up is set aside and is not part of the deck for this hand; the next card takes its place.</source>
        <translation>La carte trouvée face visible est mise de côté et ne fait pas partie du paquet pour ce coup ; la carte suivante prend sa place.</translation>
    </message>
    <message>
        <source>If it was to be the burn card, the next card is burned instead; go on with the deal.</source>
        <translation>Si elle devait être la carte brûlée, la carte suivante est brûlée à sa place ; continuez la donne.</translation>
    </message>
    <message>
        <source>After substantial action a hand with the wrong number of cards is dead: %1&apos;s hand is killed; the chips it put in stay in the pot.</source>
        <translation>Après une action substantielle, une main qui n&apos;a pas le bon nombre de cartes est morte : pour %1, la main est annulée ; les jetons qu&apos;elle a misés restent au pot.</translation>
    </message>
    <message>
        <source>Give the button (%1) the missing card from the top of the stub; the hand goes on, even after substantial action.</source>
        <translation>Donnez au bouton (%1) la carte qui manque, prise sur le dessus du paquet ; le coup continue, même après une action substantielle.</translation>
    </message>
    <message>
        <source>The button (%1) has acted on a short hand: that hand is dead and is killed; the chips it put in stay in the pot.</source>
        <translation>Le bouton (%1) a agi avec une main incomplète : cette main est morte et annulée ; les jetons qu&apos;elle a misés restent au pot.</translation>
    </message>
    <message>
        <source>Turn the four cards face down and scramble them.</source>
        <translation>Retournez les quatre cartes face cachée et mélangez-les.</translation>
    </message>
    <message>
        <source>A player (or the floor) picks one at random: it is the burn card for the turn. The other three are turned up as the flop.</source>
        <translation>Un joueur (ou le floor) en tire une au hasard : c&apos;est la carte brûlée de la turn. Les trois autres sont retournées : c&apos;est le flop.</translation>
    </message>
    <message>
        <source>The flop is dealt again: put the four cards back into the stub and reshuffle it; the burn card stays.</source>
        <translation>Le flop est redonné : remettez les quatre cartes dans le paquet et rebattez-le ; la carte brûlée reste.</translation>
    </message>
    <message>
        <source>Cut, then turn a new flop without burning a card.</source>
        <translation>Coupez, puis retournez un nouveau flop sans brûler de carte.</translation>
    </message>
    <message>
        <source>Nobody has acted on the flop: turn the three cards face down and scramble them.</source>
        <translation>Personne n&apos;a parlé au flop : retournez les trois cartes face cachée et mélangez-les.</translation>
    </message>
    <message>
        <source>One of them, at random, becomes the burn card; the flop is the other two and the next card from the stub.</source>
        <translation>L&apos;une d&apos;elles, au hasard, devient la carte brûlée ; le flop, ce sont les deux autres et la carte suivante du paquet.</translation>
    </message>
    <message>
        <source>Nobody has acted on the flop, but its cards were exposed: put the three cards back into the stub, reshuffle it and cut.</source>
        <translation>Personne n&apos;a agi sur le flop, mais ses cartes ont été vues : remettez les trois cartes dans le paquet, rebattez-le et coupez.</translation>
    </message>
    <message>
        <source>Burn a card and turn a new flop.</source>
        <translation>Brûlez une carte et retournez un nouveau flop.</translation>
    </message>
    <message>
        <source>A player has acted on the flop: the flop stands as dealt. Before the turn burn two cards (the one missed and the turn&apos;s), so that the turn and the river are the cards they would have been.</source>
        <translation>Un joueur a agi sur le flop : le flop reste tel qu&apos;il a été donné. Avant la turn, brûlez deux cartes (celle qui manquait et celle de la turn), pour que la turn et la river soient les cartes qu&apos;elles auraient été.</translation>
    </message>
    <message>
        <source>A player has acted on the flop: the flop stands as dealt. Burn before the turn as usual.</source>
        <translation>Un joueur a parlé au flop : le flop reste tel quel. Brûlez avant la turn comme d&apos;habitude.</translation>
    </message>
    <message>
        <source>The flop entered is taken back: enter the flop again when it is dealt.</source>
        <translation>Le flop saisi est retiré : entrez le flop à nouveau quand il est donné.</translation>
    </message>
    <message>
        <source>Finish the betting round; the burn card stays a burn.</source>
        <translation>Terminez le tour de mise ; la carte brûlée reste brûlée.</translation>
    </message>
    <message>
        <source>Put the premature %1 back into the stub (not the burn card, not the discards), reshuffle the stub and cut.</source>
        <translation>Remettez les cartes prématurées (%1) dans le paquet (sans la carte brûlée ni la défausse), rebattez le paquet et coupez.</translation>
    </message>
    <message>
        <source>Deal the %1 again without burning another card.</source>
        <translation>Redonnez %1 sans brûler d&apos;autre carte.</translation>
    </message>
    <message>
        <source>Set the premature card aside, face down: it is out of play for this round.</source>
        <translation>Mettez la carte prématurée de côté, face cachée : elle est hors jeu pour ce tour.</translation>
    </message>
    <message>
        <source>Finish the flop betting, then burn and turn the next card as the turn, in its time.</source>
        <translation>Terminez les mises du flop, puis brûlez et retournez la carte suivante comme turn, en son temps.</translation>
    </message>
    <message>
        <source>After the turn betting, shuffle the set-aside card back into the stub (without the burn cards), cut, and turn the river without burning.</source>
        <translation>Après les mises de la turn, remettez la carte mise de côté dans le paquet (sans les cartes brûlées), rebattez, coupez et retournez la river sans brûler.</translation>
    </message>
    <message>
        <source>Put the premature cards back into the stub, reshuffle it and cut; deal the street again without burning another card.</source>
        <translation>Remettez les cartes prématurées dans le paquet, rebattez-le et coupez ; redonnez la rue sans brûler d&apos;autre carte.</translation>
    </message>
    <message>
        <source>Fouled deck: play stops, whatever the action. Every bet of the hand is returned.</source>
        <translation>Paquet faussé : le jeu s&apos;arrête, quelle que soit l&apos;action. Toutes les mises du coup sont rendues.</translation>
    </message>
    <message>
        <source>Replace the deck; the same hand is dealt again with the same button and blinds.</source>
        <translation>Changez de paquet ; le même coup est redistribué avec le même bouton et les mêmes blindes.</translation>
    </message>
    <message>
        <source>Play backs up to the player in turn; %1&apos;s chips stay apart.</source>
        <translation>La parole revient au joueur dont c&apos;est le tour ; les jetons misés par %1 restent à part.</translation>
    </message>
    <message>
        <source>%1 acted out of turn: %2. It binds if the action to %1 has not changed when his turn comes (a check, call or fold in between does not change it).</source>
        <translation>%1 a agi hors de son tour : %2. L&apos;action l&apos;engage si rien n&apos;a changé pour %1 quand son tour vient (un check, un suivi ou un abandon entre-temps ne change rien).</translation>
    </message>
    <message>
        <source>If somebody bets or raises first, it does not bind: the chips go back and %1 has every option.</source>
        <translation>Si quelqu&apos;un mise ou relance avant, elle ne l&apos;engage pas : les jetons lui sont rendus et %1 a toutes les options.</translation>
    </message>
    <message>
        <source>Play backs up to the player in turn.</source>
        <translation>La parole revient au joueur dont c&apos;est le tour.</translation>
    </message>
    <message>
        <source>%1 folded out of turn: the fold binds; his hand is folded when his turn comes.</source>
        <translation>%1 se couche hors de son tour : c&apos;est définitif ; sa main est couchée quand son tour vient.</translation>
    </message>
    <message>
        <source>The action to %1 has not changed: his action out of turn stands (%2).</source>
        <translation>Rien n&apos;a changé pour %1 : son action hors de son tour est maintenue (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s fold out of turn binds: his hand is folded.</source>
        <translation>%1 se couche hors de son tour : c&apos;est définitif, sa main est couchée.</translation>
    </message>
    <message>
        <source>The action to %1 has changed: his action out of turn (%2) does not bind. His chips go back and he has every option.</source>
        <translation>L&apos;action a changé pour %1 : son action hors de son tour (%2) ne l&apos;engage pas. Ses jetons lui sont rendus et toutes les options lui restent ouvertes.</translation>
    </message>
    <message>
        <source>%1&apos;s dead hand is folded.</source>
        <translation>Main morte pour %1 : elle est couchée.</translation>
    </message>
    <message>
        <source>flop</source>
        <translation>le flop</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>la turn</translation>
    </message>
    <message>
        <source>river</source>
        <translation>la river</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>se coucher</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checker</translation>
    </message>
    <message>
        <source>call %1</source>
        <translation>suivre %1</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>miser %1</translation>
    </message>
    <message>
        <source>raise to %1</source>
        <translation>relancer à %1</translation>
    </message>
    <message>
        <source>Irregularity: %1 (%2)</source>
        <translation>Irrégularité : %1 (%2)</translation>
    </message>
    <message>
        <source>%1 acted out of turn: %2 (held for his turn)</source>
        <translation>%1 a agi hors de son tour : %2 (retenu jusqu&apos;à son tour)</translation>
    </message>
    <message>
        <source>The same hand is dealt again: same button, same blinds.</source>
        <translation>Le même coup est redistribué : même bouton, mêmes blindes.</translation>
    </message>
    <message>
        <source>Every bet is returned; the same hand is dealt again with another deck.</source>
        <translation>Toutes les mises sont rendues ; le même coup est redistribué avec un autre paquet.</translation>
    </message>
</context>
<context>
    <name>IrregularityDialog</name>
    <message>
        <source>Irregularity</source>
        <translation>Irrégularité</translation>
    </message>
    <message>
        <source>What went wrong?</source>
        <translation>Qu&apos;est-ce qui s&apos;est passé ?</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Acted out of turn:</source>
        <translation>&amp;A agi hors de son tour :</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Se coucher</translation>
    </message>
    <message>
        <source>Check or call</source>
        <translation>Checker ou suivre</translation>
    </message>
    <message>
        <source>Bet or raise to</source>
        <translation>Miser ou relancer à</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>montant</translation>
    </message>
    <message>
        <source>Apply the ruling  [Enter]</source>
        <translation>Appliquer la décision  [Entrée]</translation>
    </message>
    <message>
        <source>Close  [Esc]</source>
        <translation>Fermer  [Esc]</translation>
    </message>
    <message>
        <source>Choose what went wrong (Up and Down), then press Enter.</source>
        <translation>Choisissez ce qui s&apos;est mal passé (Haut et Bas), puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Nothing to rule on now: no hand is being played.</source>
        <translation>Rien à décider maintenant : aucun coup n&apos;est en cours.</translation>
    </message>
    <message>
        <source>Rule set %1: %2</source>
        <translation>Règles %1 : %2</translation>
    </message>
    <message>
        <source>The app changes nothing in the hand: follow the steps.</source>
        <translation>L&apos;application ne change rien au coup : suivez les étapes.</translation>
    </message>
    <message>
        <source>Applying it voids the hand and deals it again.</source>
        <translation>L&apos;appliquer annule le coup et le redistribue.</translation>
    </message>
    <message>
        <source>Applying it returns every bet and deals the hand again.</source>
        <translation>L&apos;appliquer rend toutes les mises et redistribue le coup.</translation>
    </message>
    <message>
        <source>Applying it kills the hand: it is folded at its turn.</source>
        <translation>L&apos;appliquer annule la main : elle est couchée à son tour.</translation>
    </message>
    <message>
        <source>Applying it takes back the flop entered.</source>
        <translation>L&apos;appliquer retire le flop saisi.</translation>
    </message>
    <message>
        <source>Applying it holds the action until the player&apos;s turn.</source>
        <translation>L&apos;appliquer retient l&apos;action jusqu&apos;au tour du joueur.</translation>
    </message>
    <message>
        <source>Void the hand?</source>
        <translation>Annuler le coup ?</translation>
    </message>
    <message>
        <source>%1: this voids the hand and deals it again. Void it?</source>
        <translation>%1 : cela annule le coup et le redistribue. L&apos;annuler ?</translation>
    </message>
    <message>
        <source>&amp;Void the hand</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Keep the hand  [Enter]</source>
        <translation>&amp;Garder le coup  [Entrée]</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Appliqué : %1</translation>
    </message>
    <message>
        <source>Done. The ruling is in the hand&apos;s log; Esc closes.</source>
        <translation>C&apos;est fait. La décision figure dans le journal du coup ; Échap ferme.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Dealer Assistant</source>
        <translation>Assistant du croupier</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nouvelle table…</translation>
    </message>
    <message>
        <source>&amp;Players…  [F2]</source>
        <translation>&amp;Joueurs…  [F2]</translation>
    </message>
    <message>
        <source>Pause the &amp;clock  [F5]</source>
        <translation>&amp;Horloge : pause  [F5]</translation>
    </message>
    <message>
        <source>&amp;Join a table of the room&apos;s event…</source>
        <translation>Rejoindre une &amp;table du tournoi de la salle…</translation>
    </message>
    <message>
        <source>Move &amp;done: the player has left  [Ctrl+M]</source>
        <translation>&amp;Mouvement fait : le joueur est parti  [Ctrl+M]</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>&amp;Move the table to another folder…</source>
        <translation>&amp;Déplacer la table dans un autre dossier…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Misdeal: void this hand and deal it again</source>
        <translation>&amp;Maldonne : annuler ce coup et le redistribuer</translation>
    </message>
    <message>
        <source>&amp;Irregularity…  [Ctrl+I]</source>
        <translation>&amp;Irrégularité…  [Ctrl+I]</translation>
    </message>
    <message>
        <source>T&amp;raining</source>
        <translation>&amp;Formation</translation>
    </message>
    <message>
        <source>Training &amp;room…</source>
        <translation>&amp;Salle de formation…</translation>
    </message>
    <message>
        <source>&amp;Hide the figures (live-dealing practice)</source>
        <translation>&amp;Masquer les chiffres (entraînement à la donne en direct)</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Opening the data folder…</source>
        <translation>Ouverture du dossier de données…</translation>
    </message>
    <message>
        <source>This window is on no room: start it with --room URL to join an event.</source>
        <translation>Cette fenêtre n&apos;est reliée à aucune salle : lancez-la avec --room URL pour rejoindre un tournoi.</translation>
    </message>
    <message>
        <source>The room holds no event yet.</source>
        <translation>La salle ne contient encore aucun tournoi.</translation>
    </message>
    <message>
        <source>%1 (event %2 of station %3)</source>
        <translation>%1 (tournoi %2 du poste %3)</translation>
    </message>
    <message>
        <source>Join an event</source>
        <translation>Rejoindre un tournoi</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Tournoi :</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>This table is no event&apos;s table: it has no move to make.</source>
        <translation>Cette table n&apos;est la table d&apos;aucun tournoi : elle n&apos;a aucun déplacement à faire.</translation>
    </message>
    <message>
        <source>The event asks no move of this table.</source>
        <translation>Le tournoi ne demande aucun déplacement à cette table.</translation>
    </message>
    <message>
        <source>Room %1 · %2, table %3</source>
        <translation>Salle %1 · %2, table %3</translation>
    </message>
    <message>
        <source>Room %1 · table %2</source>
        <translation>Salle %1 · table %2</translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation>Salle %1</translation>
    </message>
    <message>
        <source>A hand is in play</source>
        <translation>Un coup est en cours</translation>
    </message>
    <message>
        <source>Hand %1 is not over: %2</source>
        <translation>Le coup %1 n&apos;est pas terminé : %2</translation>
    </message>
    <message>
        <source>A new table ends it where it stands: the journal keeps it as abandoned (listed in the hand history, with every action entered), and its chips are not settled by the app. Open a new table anyway?</source>
        <translation>Une nouvelle table l&apos;arrête là où il en est : le journal le garde comme abandonné (dans l&apos;historique des coups, avec chaque action saisie), et l&apos;application ne règle pas ses jetons. Ouvrir quand même une nouvelle table ?</translation>
    </message>
    <message>
        <source>Abandon the hand</source>
        <translation>Abandonner le coup</translation>
    </message>
    <message>
        <source>Go on with the hand</source>
        <translation>Continuer le coup</translation>
    </message>
    <message>
        <source>No table is open.</source>
        <translation>Aucune table n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>New table…  [Ctrl+N]</source>
        <translation>Nouvelle table…  [Ctrl+N]</translation>
    </message>
    <message>
        <source>Tournament director…</source>
        <translation>Directeur de tournoi…</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice</source>
        <translation>Choix du donneur</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Entre deux coups</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>règles : %1</translation>
    </message>
    <message>
        <source>chip unit %1</source>
        <translation>unité de jeton %1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>coup %1</translation>
    </message>
    <message>
        <source>The event&apos;s clock is the director&apos;s: only the director pauses it.</source>
        <translation>L&apos;horloge du tournoi est celle du directeur : seul le directeur la met en pause.</translation>
    </message>
    <message>
        <source>Resume the &amp;clock  [F5]</source>
        <translation>&amp;Horloge : reprise  [F5]</translation>
    </message>
    <message>
        <source>The director&apos;s &amp;clock  [F5]</source>
        <translation>&amp;Horloge du directeur  [F5]</translation>
    </message>
    <message>
        <source>Move the table to another folder</source>
        <translation>Déplacer la table dans un autre dossier</translation>
    </message>
    <message>
        <source>This table has no journal to move.</source>
        <translation>Cette table n’a pas de journal à déplacer.</translation>
    </message>
    <message>
        <source>The table is kept in %1 from now on, with every action kept so far.</source>
        <translation>La table est désormais conservée dans %1, avec toutes les actions enregistrées jusqu’ici.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The journal holds no event.</source>
        <translation>Le journal ne contient aucun tournoi.</translation>
    </message>
    <message>
        <source>Open an event first.</source>
        <translation>Ouvrez d&apos;abord un tournoi.</translation>
    </message>
    <message>
        <source>An announcement needs some words.</source>
        <translation>Une annonce ne peut pas être vide.</translation>
    </message>
    <message>
        <source>An announcement holds at most {count} characters.</source>
        <translation>Une annonce fait au plus {count} caractères.</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>Aucun tournoi n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>The remote knows pause, resume, add or remove time, eliminate.</source>
        <translation>La télécommande connaît : pause, reprise, ajouter ou retirer du temps, élimination.</translation>
    </message>
    <message>
        <source>Minutes are a whole number from 1 to 60.</source>
        <translation>Les minutes sont un nombre entier de 1 à 60.</translation>
    </message>
    <message>
        <source>Name the eliminated player.</source>
        <translation>Indiquez le joueur éliminé.</translation>
    </message>
    <message>
        <source>Several players are named {player}: type the name exactly.</source>
        <translation>Plusieurs joueurs s&apos;appellent {player} : tapez le nom exact.</translation>
    </message>
    <message>
        <source>The director has not set a PIN for the remote.</source>
        <translation>Le directeur n&apos;a pas défini de code pour la télécommande.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min.</source>
        <translation>Trop de codes erronés : réessayez dans {minutes} min.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: this address is locked out for {minutes} min.</source>
        <translation>Trop de codes erronés : cette adresse est bloquée pour {minutes} min.</translation>
    </message>
    <message numerus="yes">
        <source>Wrong PIN ({count} tries left).</source>
        <comment>Wrong PIN ({count} try left).</comment>
        <translation>
            <numerusform>Code erroné ({count} essai restant).</numerusform>
            <numerusform>Code erroné ({count} essais restants).</numerusform>
        </translation>
    </message>
    <message>
        <source>The events journal started a new file: the event is written again there from this window. The last action was not kept: enter it again.</source>
        <translation>Le journal des tournois a commencé un nouveau fichier : le tournoi y est réécrit depuis cette fenêtre. La dernière action n&apos;a pas été gardée : saisissez-la à nouveau.</translation>
    </message>
    <message>
        <source>There is no event to reopen.</source>
        <translation>Il n&apos;y a aucun tournoi à rouvrir.</translation>
    </message>
    <message>
        <source>Entry {entry} of event {event} ({kind}) cannot be replayed: {reason}</source>
        <translation>L&apos;entrée {entry} du tournoi {event} ({kind}) ne peut pas être rejouée : {reason}</translation>
    </message>
    <message>
        <source>Event {event} goes on as event {again}, as its journal held it up to its last sound entry ({count} actions); its entries are kept as they are.</source>
        <translation>Le tournoi {event} continue comme tournoi {again}, tel que son journal le gardait jusqu&apos;à sa dernière entrée intacte (actions : {count}) ; ses entrées sont gardées telles quelles.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>The event cannot be saved in {file}: {reason}.</source>
        <translation>Le tournoi ne peut pas être enregistré dans {file} : {reason}.</translation>
    </message>
    <message>
        <source>A recorded event holds a set-up and a list of events.</source>
        <translation>Un tournoi enregistré contient une configuration et une liste d&apos;événements.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: type it in digits, like 240.</source>
        <translation>« {text} » n&apos;est pas un nombre : tapez-le en chiffres, comme 240.</translation>
    </message>
    <message>
        <source>There is no seat {seat}: the table has seats 1 to {seats}.</source>
        <translation>Il n&apos;y a pas de siège {seat} : la table a les sièges 1 à {seats}.</translation>
    </message>
    <message>
        <source>Type an answer first.</source>
        <translation>Tapez d&apos;abord une réponse.</translation>
    </message>
    <message>
        <source>Choose a number from 1 to {most}.</source>
        <translation>Choisissez un numéro de 1 à {most}.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not seats / value: type the seats that win a chip, /, and the value removed, like 1 3 / 25.</source>
        <translation>« {text} » n&apos;est pas sièges / valeur : tapez les sièges qui gagnent un jeton, /, et la valeur retirée, comme 1 3 / 25.</translation>
    </message>
    <message>
        <source>Pot {pot}: name the seats that can win it.</source>
        <translation>Pot {pot} : nommez les sièges qui peuvent le gagner.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not seat=amount: type each seat, =, and the chips, like 2=51.</source>
        <translation>« {text} » n&apos;est pas siège=montant : tapez chaque siège, =, et les jetons, comme 2=51.</translation>
    </message>
    <message>
        <source>Choose at least one skill.</source>
        <translation>Choisissez au moins une compétence.</translation>
    </message>
    <message>
        <source>The stakes of {game} cannot be negative.</source>
        <translation>{game} : les enjeux ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>The stakes of {game} must be whole chips of {unit}: {amount} is not.</source>
        <translation>{game} : les enjeux doivent être des multiples de l&apos;unité de jeton {unit}, ce que {amount} n&apos;est pas.</translation>
    </message>
    <message>
        <source>{game} needs a small bet and a big bet at least as large.</source>
        <translation>{game} : il faut une petite mise et une grosse mise au moins aussi grande.</translation>
    </message>
    <message>
        <source>{game} needs a bring-in.</source>
        <translation>{game} : il faut un bring-in.</translation>
    </message>
    <message>
        <source>A hand needs at least two players.</source>
        <translation>Un coup se joue à deux joueurs au moins.</translation>
    </message>
    <message>
        <source>{game} is played by at most {count} players, not {players}.</source>
        <translation>{game} se joue à {count} joueurs au plus, pas à {players}.</translation>
    </message>
    <message>
        <source>The level&apos;s blinds are a small and a big blind, not negative.</source>
        <translation>Les blindes du niveau sont une petite et une grosse blinde, jamais négatives.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} names.</source>
        <translation>Joueurs : {count} ; noms : {given}. Il en faut autant.</translation>
    </message>
    <message>
        <source>Every player in the hand needs chips: a stack is zero or less.</source>
        <translation>Chaque joueur du coup doit avoir des jetons : l&apos;un d&apos;eux en a zéro ou moins.</translation>
    </message>
    <message>
        <source>A limit game needs a small bet and a big bet at least as large.</source>
        <translation>Une partie limit demande une petite mise et une grosse mise au moins aussi grande.</translation>
    </message>
    <message>
        <source>A no-limit or pot-limit game needs a minimum bet (the big blind).</source>
        <translation>Une partie no-limit ou pot-limit demande une mise minimum (la grosse blinde).</translation>
    </message>
    <message>
        <source>{game} needs a bring-in amount.</source>
        <translation>{game} demande un montant de bring-in.</translation>
    </message>
    <message>
        <source>{game} has no blinds: it uses antes and a bring-in.</source>
        <translation>{game} n&apos;a pas de blindes : on y joue avec des antes et un bring-in.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} blinds.</source>
        <translation>Joueurs : {count} ; blindes : {given}. Il en faut autant.</translation>
    </message>
    <message>
        <source>The blinds cannot be negative.</source>
        <translation>Les blindes ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} antes.</source>
        <translation>Joueurs : {count} ; antes : {given}. Il en faut autant.</translation>
    </message>
    <message>
        <source>The antes cannot be negative.</source>
        <translation>Les antes ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>There are {count} players but {given} dead blinds.</source>
        <translation>Joueurs : {count} ; blindes mortes : {given}. Il en faut autant.</translation>
    </message>
    <message>
        <source>The dead blinds cannot be negative.</source>
        <translation>Les blindes mortes ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>sur le tableau</translation>
    </message>
    <message>
        <source>in {player}&apos;s hand</source>
        <translation>dans la main que tient {player}</translation>
    </message>
    <message>
        <source>among {player}&apos;s upcards</source>
        <translation>parmi les cartes visibles que montre {player}</translation>
    </message>
    <message>
        <source>among {player}&apos;s discards</source>
        <translation>parmi les cartes écartées par {player}</translation>
    </message>
    <message>
        <source>Everybody else folded.</source>
        <translation>Tous les autres se sont couchés.</translation>
    </message>
    <message>
        <source>The hands shown are not known: the pot is split among them.</source>
        <translation>Les mains montrées ne sont pas connues : le pot est partagé entre elles.</translation>
    </message>
    <message>
        <source>Everybody in this pot mucked: the last to muck wins it.</source>
        <translation>Tous les joueurs de ce pot ont jeté leurs cartes : le dernier à les jeter le gagne.</translation>
    </message>
    <message>
        <source>Nobody else could win this pot.</source>
        <translation>Personne d&apos;autre ne pouvait gagner ce pot.</translation>
    </message>
    <message>
        <source>The other players mucked or did not show.</source>
        <translation>Les autres joueurs ont jeté leurs cartes ou ne les ont pas montrées.</translation>
    </message>
    <message>
        <source>No qualifying low: the high hand takes the whole pot.</source>
        <translation>Pas de main basse qualifiée : la main haute prend tout le pot.</translation>
    </message>
    <message>
        <source>first left of the button</source>
        <translation>premier à gauche du bouton</translation>
    </message>
    <message>
        <source>highest card by suit ({card})</source>
        <translation>plus haute carte par couleur ({card})</translation>
    </message>
    <message>
        <source>lowest card by suit ({card})</source>
        <translation>plus basse carte par couleur ({card})</translation>
    </message>
    <message>
        <source>No betting now: {need}</source>
        <translation>Pas d&apos;enchères maintenant : {need}</translation>
    </message>
    <message>
        <source>This is not the showdown: {need}</source>
        <translation>Ce n&apos;est pas l&apos;abattage : {need}</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds {count} cards and cannot change {given}.</source>
        <comment>{player} holds {count} card and cannot change {given}.</comment>
        <translation>
            <numerusform>{player} a {count} carte et ne peut pas en changer {given}.</numerusform>
            <numerusform>{player} a {count} cartes et ne peut pas en changer {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No misdeal once two players have acted on their hands (RRoP): the hand is played out.</source>
        <translation>Pas de maldonne quand deux joueurs ont agi sur leurs cartes (RRoP) : le coup est joué jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>No misdeal after substantial action (TDA 36): two actions in turn of which one put chips in, or three actions in turn, have been taken. The hand is played out.</source>
        <translation>Pas de maldonne après une action substantielle (TDA 36) : deux actions à leur tour, dont une qui met des jetons, ou trois actions à leur tour, ont eu lieu. Le coup est joué jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>An action out of turn is a fold, a check or call, or a bet or raise.</source>
        <translation>Une action hors de son tour est : se coucher, parole ou suivre, miser ou relancer.</translation>
    </message>
    <message>
        <source>The hand is over: its result stands; deal the next hand.</source>
        <translation>Le coup est terminé : son résultat est acquis ; distribuez le coup suivant.</translation>
    </message>
    <message>
        <source>The deal is over: a flashed card is ruled on while the cards are dealt.</source>
        <translation>La donne est terminée : une carte flashée se règle pendant la distribution.</translation>
    </message>
    <message>
        <source>The hand is over: a dealer error is ruled on during the hand.</source>
        <translation>Le coup est terminé : une erreur du croupier se règle pendant le coup.</translation>
    </message>
    <message>
        <source>In stud a flashed down card becomes the player&apos;s upcard: choose a card flashed on the deal.</source>
        <translation>En stud, une carte fermée flashée devient la carte visible du joueur : choisissez « Une carte flashée ou exposée pendant la donne ».</translation>
    </message>
    <message>
        <source>Stud has no button.</source>
        <translation>Le stud n&apos;a pas de bouton.</translation>
    </message>
    <message>
        <source>No flop is being dealt now.</source>
        <translation>Aucun flop n&apos;est en train d&apos;être distribué.</translation>
    </message>
    <message>
        <source>This game has no flop.</source>
        <translation>Ce jeu n&apos;a pas de flop.</translation>
    </message>
    <message>
        <source>The flop is not the street in play.</source>
        <translation>Le tour en cours n&apos;est pas le flop.</translation>
    </message>
    <message>
        <source>The pre-flop betting is not in progress.</source>
        <translation>Les enchères avant le flop ne sont pas en cours.</translation>
    </message>
    <message>
        <source>The flop betting is not in progress.</source>
        <translation>Les enchères du flop ne sont pas en cours.</translation>
    </message>
    <message>
        <source>The turn betting is not in progress.</source>
        <translation>Les enchères de la turn ne sont pas en cours.</translation>
    </message>
    <message>
        <source>No stud betting round before another street is in progress.</source>
        <translation>Aucun tour d&apos;enchères de stud n&apos;est en cours avant une autre rue.</translation>
    </message>
    <message>
        <source>Nobody can act out of turn now: no betting is in progress.</source>
        <translation>Personne ne peut agir hors de son tour : aucune enchère n&apos;est en cours.</translation>
    </message>
    <message>
        <source>Choose the player in the hand who has the wrong number of cards.</source>
        <translation>Choisissez le joueur du coup qui n&apos;a pas le bon nombre de cartes.</translation>
    </message>
    <message>
        <source>{player} (the button) has folded: nothing to rule.</source>
        <translation>{player} (le bouton) : main déjà couchée, rien à décider.</translation>
    </message>
    <message>
        <source>{player} is not due to act again in this betting round: there is no action out of turn to hold.</source>
        <translation>{player} n&apos;a plus à parler dans ce tour d&apos;enchères : il n&apos;y a pas d&apos;action hors de son tour à retenir.</translation>
    </message>
    <message>
        <source>No betting now: {reason}</source>
        <translation>Pas d&apos;enchères en ce moment : {reason}</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn: enter the action as usual.</source>
        <translation>{player} a la parole : entrez l&apos;action comme d&apos;habitude.</translation>
    </message>
    <message>
        <source>{player} has folded.</source>
        <translation>{player} : main déjà couchée.</translation>
    </message>
    <message>
        <source>{player} is all-in: there is nothing to act on.</source>
        <translation>{player} est à tapis : il n&apos;y a rien à décider.</translation>
    </message>
    <message>
        <source>Say who acted out of turn and what he did.</source>
        <translation>Indiquez qui a agi hors de son tour, et quelle action.</translation>
    </message>
    <message>
        <source>the betting is capped: {player} may only call or fold.</source>
        <translation>les enchères sont plafonnées : {player} peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <source>the short all-in did not re-open the betting: {player} may only call or fold.</source>
        <translation>le tapis incomplet n&apos;a pas rouvert les enchères : {player} peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <source>{player} has no chips left beyond a call.</source>
        <translation>{player} n&apos;a plus de jetons au-delà d&apos;un suivi.</translation>
    </message>
    <message>
        <source>every other player is all-in: call or fold.</source>
        <translation>tous les autres joueurs sont à tapis : suivre ou se coucher.</translation>
    </message>
    <message>
        <source>Unknown action {action}.</source>
        <translation>Action inconnue : {action}.</translation>
    </message>
    <message>
        <source>Nothing to undo: no action has been entered in this hand.</source>
        <translation>Rien à annuler : aucune action n&apos;a été entrée dans ce coup.</translation>
    </message>
    <message>
        <source>{player} to act.</source>
        <translation>À {player} de parler.</translation>
    </message>
    <message>
        <source>Deal the community card (the deck is short): 1 card.</source>
        <translation>Retournez la carte commune (le paquet est court) : 1 carte.</translation>
    </message>
    <message numerus="yes">
        <source>Deal the {street}: {count} cards.</source>
        <comment>Deal the {street}: {count} card.</comment>
        <translation>
            <numerusform>Retournez la {street} : {count} carte.</numerusform>
            <numerusform>Retournez le {street} : {count} cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter {player}&apos;s upcard.</source>
        <translation>Entrez la carte visible pour {player}.</translation>
    </message>
    <message>
        <source>{player} draws: how many cards (0 stands pat)?</source>
        <translation>{player} tire : combien de cartes (0 = servi) ?</translation>
    </message>
    <message>
        <source>{player} shows (every hand is turned face up).</source>
        <translation>{player} montre (toutes les mains sont retournées).</translation>
    </message>
    <message>
        <source>{player} shows or mucks.</source>
        <translation>{player} montre ou jette.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Le coup est terminé.</translation>
    </message>
    <message>
        <source>It is {actor}&apos;s turn, not {player}&apos;s.</source>
        <translation>C&apos;est à {actor} de parler, pas à {player}.</translation>
    </message>
    <message>
        <source>There is no player {player} in this hand.</source>
        <translation>Il n&apos;y a pas de joueur {player} dans ce coup.</translation>
    </message>
    <message>
        <source>{player} must post the bring-in or complete: the bring-in is a forced bet.</source>
        <translation>{player} doit payer le bring-in ou compléter : le bring-in est une mise forcée.</translation>
    </message>
    <message>
        <source>{player} must post the bring-in or complete, not check.</source>
        <translation>{player} doit payer le bring-in ou compléter, pas dire parole.</translation>
    </message>
    <message>
        <source>There is no bring-in to post now.</source>
        <translation>Il n&apos;y a pas de bring-in à payer maintenant.</translation>
    </message>
    <message>
        <source>no raise is allowed.</source>
        <translation>aucune relance n&apos;est permise.</translation>
    </message>
    <message>
        <source>{player} cannot {verb}: {reason}</source>
        <translation>{player} ne peut pas {verb} : {reason}</translation>
    </message>
    <message>
        <source>{player} has only {amount} in all this round: {verb} to at most {amount}.</source>
        <translation>{player} n&apos;a que {amount} en tout sur ce tour : {verb} à {amount} au plus.</translation>
    </message>
    <message>
        <source>{player} may {verb} to {amount} only: fixed limit.</source>
        <translation>{player} peut seulement {verb} à {amount} : limite fixe.</translation>
    </message>
    <message>
        <source>{player} may {verb} to {amount} or {larger} only: fixed limit.</source>
        <translation>{player} peut seulement {verb} à {amount} ou à {larger} : limite fixe.</translation>
    </message>
    <message>
        <source>{player} may {verb} to at most {amount}: pot limit.</source>
        <translation>{player} peut {verb} à {amount} au plus : pot-limit.</translation>
    </message>
    <message>
        <source>{player} must {verb} to at least {amount} (or go all-in for {all_in}).</source>
        <translation>{player} doit {verb} à {amount} au moins (ou faire tapis pour {all_in}).</translation>
    </message>
    <message>
        <source>No board cards yet: the {street} betting is not over.</source>
        <translation>Pas encore de cartes au tableau : les enchères en cours ({street}) ne sont pas finies.</translation>
    </message>
    <message>
        <source>No board cards now: {need}</source>
        <translation>Pas de cartes au tableau maintenant : {need}</translation>
    </message>
    <message>
        <source>No board card is due now: {need}</source>
        <translation>Aucune carte du tableau n&apos;est attendue maintenant : {need}</translation>
    </message>
    <message numerus="yes">
        <source>The {street} is {count} cards, not {given}.</source>
        <comment>The {street} is {count} card, not {given}.</comment>
        <translation>
            <numerusform>La {street}, c&apos;est {count} carte, pas {given}.</numerusform>
            <numerusform>Le {street}, c&apos;est {count} cartes, pas {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards are all dealt: this is the showdown.</source>
        <translation>Toutes les cartes sont distribuées : c&apos;est l&apos;abattage.</translation>
    </message>
    <message>
        <source>{player} has not drawn yet on this street.</source>
        <translation>{player} n&apos;a pas encore tiré sur ce tour.</translation>
    </message>
    <message>
        <source>{player} already has the replacement cards.</source>
        <translation>{player} a déjà ses cartes de remplacement.</translation>
    </message>
    <message numerus="yes">
        <source>{player} changed {count} cards, not {given}.</source>
        <comment>{player} changed {count} card, not {given}.</comment>
        <translation>
            <numerusform>{player} a changé {count} carte, pas {given}.</numerusform>
            <numerusform>{player} a changé {count} cartes, pas {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} already has the cards of this street.</source>
        <translation>{player} a déjà les cartes de cette rue.</translation>
    </message>
    <message>
        <source>Seventh street is a community card: the deck is short.</source>
        <translation>La septième rue est une carte commune : le paquet est court.</translation>
    </message>
    <message numerus="yes">
        <source>{street} deals {count} cards to each player, not {given}.</source>
        <comment>{street} deals {count} card to each player, not {given}.</comment>
        <translation>
            <numerusform>{street} : {count} carte par joueur, pas {given}.</numerusform>
            <numerusform>{street} : {count} cartes par joueur, pas {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {street} cards are already dealt.</source>
        <translation>Les cartes de la {street} sont déjà distribuées.</translation>
    </message>
    <message>
        <source>No draw yet: the {street} betting is not over.</source>
        <translation>Pas encore de tirage : les enchères en cours ({street}) ne sont pas finies.</translation>
    </message>
    <message>
        <source>No draw now: {need}</source>
        <translation>Pas de tirage maintenant : {need}</translation>
    </message>
    <message>
        <source>It is {drawer}&apos;s turn to draw, not {player}&apos;s.</source>
        <translation>C&apos;est à {drawer} de tirer, pas à {player}.</translation>
    </message>
    <message>
        <source>{card} is not in {player}&apos;s hand.</source>
        <translation>{player} n&apos;a pas {card} en main.</translation>
    </message>
    <message>
        <source>Those cards are not all in {player}&apos;s hand.</source>
        <translation>{player} n&apos;a pas toutes ces cartes en main.</translation>
    </message>
    <message>
        <source>A card is discarded twice.</source>
        <translation>Une carte est écartée deux fois.</translation>
    </message>
    <message>
        <source>{player} has mucked.</source>
        <translation>{player} a jeté ses cartes.</translation>
    </message>
    <message>
        <source>{player} has already shown a hand.</source>
        <translation>{player} a déjà montré une main.</translation>
    </message>
    <message>
        <source>{player}&apos;s cards are not known: enter the cards shown.</source>
        <translation>Cartes inconnues pour {player} : entrez les cartes montrées.</translation>
    </message>
    <message numerus="yes">
        <source>{player} shows {count} cards, not {given}.</source>
        <comment>{player} shows {count} card, not {given}.</comment>
        <translation>
            <numerusform>{player} montre {count} carte, pas {given}.</numerusform>
            <numerusform>{player} montre {count} cartes, pas {given}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A card is entered twice.</source>
        <translation>Une carte est entrée deux fois.</translation>
    </message>
    <message>
        <source>{player} was dealt {cards}: those must be among the cards shown.</source>
        <translation>{player} a reçu {cards} : elles doivent être parmi les cartes montrées.</translation>
    </message>
    <message>
        <source>{player}&apos;s upcards {cards} must be among the cards shown.</source>
        <translation>{player} a {cards} en cartes visibles : elles doivent être parmi les cartes montrées.</translation>
    </message>
    <message>
        <source>A player is all-in: every hand is turned face up (RULES 8), nobody mucks.</source>
        <translation>Un joueur est à tapis : toutes les mains sont retournées (RULES 8), personne ne jette.</translation>
    </message>
    <message>
        <source>{player} has already shown or mucked.</source>
        <translation>{player} a déjà montré ou jeté ses cartes.</translation>
    </message>
    <message>
        <source>{player} cannot bring in: {other}&apos;s upcard {card} brings in before {player}&apos;s {own}.</source>
        <translation>{player} ne peut pas payer le bring-in : d&apos;après les cartes visibles, c&apos;est à {other} ({card}) de le payer, pas à {player} ({own}).</translation>
    </message>
    <message>
        <source>{player} cannot bring in: {other}&apos;s upcard {card} brings in before any card {player} may hold.</source>
        <translation>{player} ne peut pas payer le bring-in : avec {card}, c&apos;est à {other} de le payer, quelle que soit la carte que détient {player}.</translation>
    </message>
    <message>
        <source>{player} cannot act first: {other}&apos;s upcards show a better hand.</source>
        <translation>{player} ne peut pas parler en premier : {other} montre une meilleure main en cartes visibles.</translation>
    </message>
    <message>
        <source>{game} needs a big blind.</source>
        <translation>{game} : il faut une grosse blinde.</translation>
    </message>
    <message>
        <source>The small blind of {game} is larger than the big blind.</source>
        <translation>{game} : la petite blinde dépasse la grosse blinde.</translation>
    </message>
    <message>
        <source>This level has no stakes for {game}.</source>
        <translation>Ce niveau n&apos;a pas d&apos;enjeux pour {game}.</translation>
    </message>
    <message>
        <source>The chip unit must be a positive amount.</source>
        <translation>L&apos;unité de jeton doit être un montant positif.</translation>
    </message>
    <message>
        <source>The number of decimals cannot be negative.</source>
        <translation>Le nombre de décimales ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>The button is either &apos;dead&apos; or &apos;moving&apos;.</source>
        <translation>Le bouton est soit « dead » (mort), soit « moving » (mobile).</translation>
    </message>
    <message>
        <source>A game is played at least one hand, orbit or level.</source>
        <translation>Un jeu se joue au moins un coup, un tour de bouton ou un niveau.</translation>
    </message>
    <message>
        <source>Choose at least one game.</source>
        <translation>Choisissez au moins un jeu.</translation>
    </message>
    <message>
        <source>Unknown game &apos;{game}&apos;: the games are {games}.</source>
        <translation>Jeu inconnu « {game} » : les jeux sont {games}.</translation>
    </message>
    <message>
        <source>A table has 2 to {most} seats, not {count}.</source>
        <translation>Une table a de 2 à {most} sièges, pas {count}.</translation>
    </message>
    <message>
        <source>{game} is played by at most {most} players: the table can have at most {most} seats.</source>
        <translation>{game} se joue à {most} joueurs au plus : la table peut avoir {most} sièges au plus.</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice needs at least two games to choose from.</source>
        <translation>Le choix du donneur demande au moins deux jeux au choix.</translation>
    </message>
    <message>
        <source>In dealer&apos;s choice the button names the game per hand or orbit.</source>
        <translation>Au choix du donneur, le bouton choisit le jeu par coup ou par tour de bouton.</translation>
    </message>
    <message>
        <source>There are no stakes for {game}.</source>
        <translation>Il n&apos;y a pas d&apos;enjeux pour {game}.</translation>
    </message>
    <message>
        <source>There are no stakes for {game} in level {level}.</source>
        <translation>Il n&apos;y a pas d&apos;enjeux pour {game} au niveau {level}.</translation>
    </message>
    <message>
        <source>A cash game has fixed stakes: levels are for tournaments.</source>
        <translation>Une partie cash a des enjeux fixes : les niveaux sont pour les tournois.</translation>
    </message>
    <message>
        <source>Games rotate per level only in a sit-and-go or a tournament.</source>
        <translation>Les jeux ne changent à chaque niveau qu&apos;en sit-and-go ou en tournoi.</translation>
    </message>
    <message>
        <source>Starting stacks, late registration, re-entry and add-on are tournament settings.</source>
        <translation>Jetons de départ, inscription tardive, ré-entrée et add-on sont des réglages de tournoi.</translation>
    </message>
    <message>
        <source>A buy-in limit cannot be negative.</source>
        <translation>Une limite de cave ne peut pas être négative.</translation>
    </message>
    <message>
        <source>The minimum buy-in is larger than the maximum buy-in.</source>
        <translation>La cave minimum dépasse la cave maximum.</translation>
    </message>
    <message>
        <source>A sit-and-go or tournament sets its stakes per level.</source>
        <translation>Un sit-and-go ou un tournoi fixe ses enjeux par niveau.</translation>
    </message>
    <message>
        <source>A sit-and-go or tournament needs at least one level of play.</source>
        <translation>Un sit-and-go ou un tournoi demande au moins un niveau de jeu.</translation>
    </message>
    <message>
        <source>Level {level} must last some time.</source>
        <translation>Le niveau {level} doit avoir une durée.</translation>
    </message>
    <message>
        <source>Every player starts with a positive number of whole chips.</source>
        <translation>Les jetons de départ doivent être un nombre entier et positif de jetons.</translation>
    </message>
    <message>
        <source>Buy-in limits are for cash games: tournaments start equal.</source>
        <translation>Les limites de cave sont pour les parties cash : en tournoi, tout le monde part à égalité.</translation>
    </message>
    <message>
        <source>Late registration and re-entry are for tournaments only (RULES 10).</source>
        <translation>L&apos;inscription tardive et la ré-entrée sont réservées aux tournois (RULES 10).</translation>
    </message>
    <message>
        <source>The add-on must be a whole number of chips.</source>
        <translation>L&apos;add-on doit être un nombre entier de jetons.</translation>
    </message>
    <message>
        <source>Say during which level (or break) the add-on is taken.</source>
        <translation>Indiquez pendant quel niveau (ou quelle pause) l&apos;add-on se prend.</translation>
    </message>
    <message>
        <source>None of the skills chosen is asked in the games chosen (the bring-in and the first to act are stud questions, the pot-limit maximum a pot-limit one).</source>
        <translation>Aucune des compétences choisies n&apos;est demandée dans les jeux choisis (le bring-in et le premier à parler sont des questions de stud, le maximum en pot-limit une question de pot-limit).</translation>
    </message>
    <message>
        <source>An exam has 1 to {most} questions.</source>
        <translation>Un examen a de 1 à {most} questions.</translation>
    </message>
    <message>
        <source>An exam lasts 1 to {most} minutes.</source>
        <translation>Un examen dure de 1 à {most} minutes.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not an exam code: a code has 18 letters and digits, like {example}.</source>
        <translation>« {code} » n&apos;est pas un code d&apos;examen : un code a 18 lettres et chiffres, comme {example}.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not an exam code: &apos;{char}&apos; is never in one.</source>
        <translation>« {code} » n&apos;est pas un code d&apos;examen : « {char} » n&apos;y figure jamais.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not an exam code: a character is wrong or missing; ask for the code again.</source>
        <translation>« {code} » n&apos;est pas un code d&apos;examen : un caractère est faux ou manque ; redemandez le code.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is an exam code of a newer version of the program: update it.</source>
        <translation>« {code} » est un code d&apos;examen d&apos;une version plus récente du programme : mettez-le à jour.</translation>
    </message>
    <message>
        <source>Type the student&apos;s name first.</source>
        <translation>Tapez d&apos;abord le nom de l&apos;élève.</translation>
    </message>
    <message>
        <source>An exam needs its code.</source>
        <translation>Il faut le code de l&apos;examen.</translation>
    </message>
    <message>
        <source>Answer this question first.</source>
        <translation>Répondez d&apos;abord à cette question.</translation>
    </message>
    <message>
        <source>The exam is over: no more questions.</source>
        <translation>L&apos;examen est terminé : plus de questions.</translation>
    </message>
    <message>
        <source>There is no question to answer: ask the next one.</source>
        <translation>Il n&apos;y a pas de question à laquelle répondre : passez à la suivante.</translation>
    </message>
    <message>
        <source>The exam&apos;s time is up: your answers so far are kept.</source>
        <translation>Le temps de l&apos;examen est écoulé : vos réponses jusqu&apos;ici sont gardées.</translation>
    </message>
    <message>
        <source>Only an exam has a result file.</source>
        <translation>Seul un examen a un fichier de résultats.</translation>
    </message>
    <message>
        <source>{file} is too large to be a result file.</source>
        <translation>{file} est trop gros pour être un fichier de résultats.</translation>
    </message>
    <message>
        <source>{file} is not a result file: it cannot be read.</source>
        <translation>{file} n&apos;est pas un fichier de résultats : il est illisible.</translation>
    </message>
    <message>
        <source>{file} is not a result file of an exam.</source>
        <translation>{file} n&apos;est pas un fichier de résultats d&apos;examen.</translation>
    </message>
    <message>
        <source>{file} was written by another version of the program.</source>
        <translation>{file} a été écrit par une autre version du programme.</translation>
    </message>
    <message>
        <source>{file} is the result of another exam ({code}).</source>
        <translation>{file} est le résultat d&apos;un autre examen ({code}).</translation>
    </message>
    <message>
        <source>{file} holds no answers.</source>
        <translation>{file} ne contient aucune réponse.</translation>
    </message>
    <message>
        <source>An answer&apos;s question is text (&apos;{text}&apos;) where a number belongs: not counted.</source>
        <translation>La question d&apos;une réponse est du texte (« {text} ») là où il faut un nombre : non comptée.</translation>
    </message>
    <message>
        <source>The answers took {seconds} s: longer than the exam&apos;s {minutes} minutes.</source>
        <translation>Les réponses ont pris {seconds} s : plus que les {minutes} minutes de l&apos;examen.</translation>
    </message>
    <message>
        <source>Its points are text (&apos;{text}&apos;) where a number belongs.</source>
        <translation>Ses points sont du texte (« {text} ») là où il faut un nombre.</translation>
    </message>
    <message>
        <source>Question {number}: its time is text (&apos;{text}&apos;) where a number belongs.</source>
        <translation>Question {number} : son temps est du texte (« {text} ») là où il faut un nombre.</translation>
    </message>
    <message>
        <source>Question {number}: its time is not a number of seconds.</source>
        <translation>Question {number} : son temps n&apos;est pas un nombre de secondes.</translation>
    </message>
    <message>
        <source>Question {number}: its time is negative ({seconds} s).</source>
        <translation>Question {number} : son temps est négatif ({seconds} s).</translation>
    </message>
    <message>
        <source>Question {number}: {seconds} s is impossible in an exam of {minutes} minutes.</source>
        <translation>Question {number} : {seconds} s est impossible dans un examen de {minutes} minutes.</translation>
    </message>
    <message>
        <source>{folder} is not a folder.</source>
        <translation>{folder} n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>{student} handed in {count} result files for this exam: a re-sit.</source>
        <translation>{student} a rendu {count} fichiers de résultats pour cet examen : un repassage.</translation>
    </message>
    <message>
        <source>Write the denominations as whole numbers, smallest first.</source>
        <translation>Écrivez les valeurs des jetons en nombres entiers, la plus petite d&apos;abord.</translation>
    </message>
    <message>
        <source>Chip race row {row}: write the chip, a colon, then the level after which it leaves.</source>
        <translation>Ligne de chip race {row} : écrivez le jeton, deux-points, puis le niveau après lequel il part.</translation>
    </message>
    <message>
        <source>Curve row {row}: write the field size, a colon, then first place&apos;s per cent.</source>
        <translation>Ligne {row} de la courbe : écrivez le nombre d&apos;entrées, deux-points, puis le pourcentage de la première place.</translation>
    </message>
    <message>
        <source>Payout row {row}: write the field size, a colon, then the shares.</source>
        <translation>Ligne de gains {row} : écrivez le nombre d&apos;entrées, deux-points, puis les parts.</translation>
    </message>
    <message>
        <source>Level row {row}: give whole numbers of chips and minutes.</source>
        <translation>Ligne de niveau {row} : donnez des nombres entiers de jetons et de minutes.</translation>
    </message>
    <message>
        <source>The director&apos;s window is already open on this data folder.</source>
        <translation>La fenêtre du directeur est déjà ouverte sur ce dossier de données.</translation>
    </message>
    <message>
        <source>Only the local network is served.</source>
        <translation>Seul le réseau local est servi.</translation>
    </message>
    <message>
        <source>This server answers to its own address only.</source>
        <translation>Ce serveur ne répond qu&apos;à sa propre adresse.</translation>
    </message>
    <message>
        <source>The remote sends JSON only.</source>
        <translation>La télécommande n&apos;envoie que du JSON.</translation>
    </message>
    <message>
        <source>Only the remote&apos;s own page is heard.</source>
        <translation>Seule la page de la télécommande est écoutée.</translation>
    </message>
    <message>
        <source>The request is not understood.</source>
        <translation>La demande n&apos;est pas comprise.</translation>
    </message>
    <message>
        <source>The director&apos;s station is busy.</source>
        <translation>Le poste du directeur est occupé.</translation>
    </message>
    <message>
        <source>The display cannot be served on {host}:{port}: {reason}</source>
        <translation>L&apos;affichage ne peut pas être servi sur {host}:{port} : {reason}</translation>
    </message>
    <message>
        <source>A chip each to {players}.</source>
        <translation>Un jeton à chacun : {players}.</translation>
    </message>
    <message>
        <source>No chip to race.</source>
        <translation>Aucun jeton pour la chip race.</translation>
    </message>
    <message>
        <source>{players} kept in with one chip.</source>
        <translation>Restent en jeu avec un jeton : {players}.</translation>
    </message>
    <message>
        <source>{amount} in chips removed.</source>
        <translation>Valeur retirée du jeu : {amount}.</translation>
    </message>
    <message>
        <source>{amount} in chips added by rounding.</source>
        <translation>Valeur ajoutée par l&apos;arrondi : {amount}.</translation>
    </message>
    <message>
        <source>The {leaving} chips colour up into {new} chips: it must be a multiple.</source>
        <translation>Les jetons de {leaving} sont changés en jetons de {new} : ce doit être un multiple.</translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot have {count} chips of {chip} with a stack of {stack}.</source>
        <comment>{player} cannot have {count} chip of {chip} with a stack of {stack}.</comment>
        <translation>
            <numerusform>{player} ne peut pas avoir {count} jeton de {chip} pour un total de {stack}.</numerusform>
            <numerusform>{player} ne peut pas avoir {count} jetons de {chip} pour un total de {stack}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} races {count} chips and needs one card for each, not {cards}.</source>
        <comment>{player} races {count} chip and needs one card for it, not {cards}.</comment>
        <translation>
            <numerusform>{player} a {count} jeton à la chip race : il faut une carte pour ce jeton (cartes données : {cards}).</numerusform>
            <numerusform>{player} a {count} jetons à la chip race : il faut une carte par jeton (cartes données : {cards}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The card {card} is dealt twice.</source>
        <translation>La carte {card} est donnée deux fois.</translation>
    </message>
    <message>
        <source>{player} is not in the race.</source>
        <translation>{player} ne participe pas à la chip race.</translation>
    </message>
    <message>
        <source>{player}, seat {from_seat}, moves to table {table} seat {seat}, the big blind there.</source>
        <translation>{player}, siège {from_seat}, va à la table {table} siège {seat}, la grosse blinde là-bas.</translation>
    </message>
    <message>
        <source>{player}, seat {from_seat}, moves to table {table} seat {seat}.</source>
        <translation>{player}, siège {from_seat}, va à la table {table} siège {seat}.</translation>
    </message>
    <message>
        <source>The games of event {event} do not take turns one level each: its tables cannot be dealt from the room.</source>
        <translation>Les jeux du tournoi {event} ne se relaient pas un niveau chacun : ses tables ne peuvent pas être distribuées depuis la salle.</translation>
    </message>
    <message>
        <source>Event {event} is not run from its tables: its director created it away from the room, and keys its hands himself.</source>
        <translation>Le tournoi {event} n&apos;est pas mené depuis ses tables : son directeur l&apos;a créé hors de la salle et saisit lui-même ses mains.</translation>
    </message>
    <message>
        <source>The event is over.</source>
        <translation>Le tournoi est terminé.</translation>
    </message>
    <message>
        <source>Wait: the director takes this table&apos;s last hand before its move is said.</source>
        <translation>Attendez : le directeur prend la dernière main de cette table avant d&apos;annoncer son déplacement.</translation>
    </message>
    <message>
        <source>Before the next hand, carry out the move and confirm it: {move}</source>
        <translation>Avant la main suivante, faites le déplacement et confirmez-le : {move}</translation>
    </message>
    <message>
        <source>Table {table} is broken: it deals no more.</source>
        <translation>La table {table} est cassée : elle ne distribue plus.</translation>
    </message>
    <message>
        <source>Wait: hand-for-hand. The next hand starts when the director says so.</source>
        <translation>Attendez : main par main. La main suivante commence quand le directeur le dit.</translation>
    </message>
    <message>
        <source>{player} cannot sit down: {reason}</source>
        <translation>{player} ne peut pas s&apos;asseoir : {reason}</translation>
    </message>
    <message>
        <source>{player} has no move to make from table {table}.</source>
        <translation>{player} n&apos;a aucun déplacement à faire depuis la table {table}.</translation>
    </message>
    <message>
        <source>Finish the hand first: moves are made between hands.</source>
        <translation>Terminez d&apos;abord la main : les déplacements se font entre les mains.</translation>
    </message>
    <message>
        <source>Table {table}&apos;s report {seq} was not taken: {reason}</source>
        <translation>Le rapport {seq} de la table {table} n&apos;a pas été pris : {reason}</translation>
    </message>
    <message>
        <source>The room has no event {event} from station {station}.</source>
        <translation>La salle n&apos;a aucun tournoi {event} du poste {station}.</translation>
    </message>
    <message>
        <source>Wait: this table of an event deals again once it hears the event from the room.</source>
        <translation>Attendez : cette table d&apos;un tournoi distribue à nouveau dès qu&apos;elle entend le tournoi depuis la salle.</translation>
    </message>
    <message>
        <source>{player} is not playing in the event.</source>
        <translation>{player} ne joue pas dans ce tournoi.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Un joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>{player} is already in the event.</source>
        <translation>{player} est déjà dans le tournoi.</translation>
    </message>
    <message>
        <source>The field is full: {maximum} entries.</source>
        <translation>Le tournoi est complet : {maximum} entrées.</translation>
    </message>
    <message>
        <source>Registration closed with level {level}.</source>
        <translation>Les inscriptions ont fermé à la fin du niveau {level}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} has used the {count} re-entries allowed.</source>
        <comment>{player} has used the {count} re-entry allowed.</comment>
        <translation>
            <numerusform>{player} a déjà utilisé la ré-entrée permise ({count}).</numerusform>
            <numerusform>{player} a déjà utilisé les {count} ré-entrées permises.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entries are withdrawn before the start only.</source>
        <translation>Une inscription ne se retire qu&apos;avant le début.</translation>
    </message>
    <message>
        <source>This event has no rebuys.</source>
        <translation>Ce tournoi n&apos;a pas de recave.</translation>
    </message>
    <message>
        <source>Rebuys are open from the start to the end of level {level}.</source>
        <translation>Les recaves sont ouvertes du début à la fin du niveau {level}.</translation>
    </message>
    <message>
        <source>{player} has {stack} chips: a rebuy needs {most} or fewer.</source>
        <translation>{player} a {stack} jetons : une recave demande {most} jetons ou moins.</translation>
    </message>
    <message>
        <source>This event has no add-on.</source>
        <translation>Ce tournoi n&apos;a pas d&apos;add-on.</translation>
    </message>
    <message>
        <source>The add-on is taken during level {level} or the break after it.</source>
        <translation>L&apos;add-on se prend pendant le niveau {level} ou la pause qui le suit.</translation>
    </message>
    <message>
        <source>{player} has taken the add-on already.</source>
        <translation>{player} a déjà pris l&apos;add-on.</translation>
    </message>
    <message>
        <source>The event has started already.</source>
        <translation>Le tournoi a déjà commencé.</translation>
    </message>
    <message>
        <source>Every seat of every table is taken.</source>
        <translation>Tous les sièges de toutes les tables sont pris.</translation>
    </message>
    <message>
        <source>There is no table {table} in play.</source>
        <translation>Il n&apos;y a pas de table {table} en jeu.</translation>
    </message>
    <message>
        <source>The event has not started.</source>
        <translation>Le tournoi n&apos;a pas commencé.</translation>
    </message>
    <message>
        <source>Table {table} has played its hand-for-hand hand: it waits for the others.</source>
        <translation>La table {table} a joué sa main en main par main : elle attend les autres.</translation>
    </message>
    <message>
        <source>Nobody sits at table {table} seat {seat}.</source>
        <translation>Personne n&apos;est assis à la table {table}, siège {seat}.</translation>
    </message>
    <message>
        <source>Give the chips of every player at table {table}, and only theirs ({player}).</source>
        <translation>Donnez les jetons de chaque joueur de la table {table}, et seulement les leurs ({player}).</translation>
    </message>
    <message>
        <source>Stacks are whole numbers of chips, not negative.</source>
        <translation>Les jetons de chaque joueur sont un nombre entier, pas négatif.</translation>
    </message>
    <message>
        <source>The stacks at table {table} add up to {after}; the table had {before}.</source>
        <translation>Les jetons de la table {table} totalisent {after} ; la table en avait {before}.</translation>
    </message>
    <message>
        <source>Somebody at the table must have chips.</source>
        <translation>Quelqu&apos;un à la table doit avoir des jetons.</translation>
    </message>
    <message>
        <source>Name the players eliminated.</source>
        <translation>Indiquez les joueurs éliminés.</translation>
    </message>
    <message>
        <source>A player is named twice.</source>
        <translation>Un joueur est nommé deux fois.</translation>
    </message>
    <message>
        <source>{player} plays at table {seated}, not table {table}.</source>
        <translation>{player} joue à la table {seated}, pas à la table {table}.</translation>
    </message>
    <message>
        <source>Name one eliminator for each player out.</source>
        <translation>Nommez un éliminateur pour chaque joueur éliminé.</translation>
    </message>
    <message>
        <source>Name the player who eliminated {players}: the bounty is his.</source>
        <translation>Nommez qui a éliminé {players} : la prime lui revient.</translation>
    </message>
    <message>
        <source>{player} is not among those left at table {table}.</source>
        <translation>{player} ne fait pas partie des joueurs restant à la table {table}.</translation>
    </message>
    <message>
        <source>Give the chips {players} had when the hand began: the one who had more finishes higher.</source>
        <translation>Donnez les jetons au début de la main ({players}) : plus de jetons, meilleure place.</translation>
    </message>
    <message>
        <source>Give one starting stack, more than zero, per player.</source>
        <translation>Donnez pour chaque joueur ses jetons au début de la main, plus que zéro.</translation>
    </message>
    <message>
        <source>Hand-for-hand is already on.</source>
        <translation>Le main par main est déjà en cours.</translation>
    </message>
    <message>
        <source>Hand-for-hand is not on.</source>
        <translation>Le main par main n&apos;est pas en cours.</translation>
    </message>
    <message>
        <source>Finish the hand-for-hand hand first.</source>
        <translation>Terminez d&apos;abord la main en cours du main par main.</translation>
    </message>
    <message>
        <source>The clock is not running.</source>
        <translation>L&apos;horloge n&apos;est pas en marche.</translation>
    </message>
    <message>
        <source>The clock is not paused.</source>
        <translation>L&apos;horloge n&apos;est pas en pause.</translation>
    </message>
    <message>
        <source>Choose a level from level 1 to {count}.</source>
        <translation>Choisissez un niveau, du niveau 1 au niveau {count}.</translation>
    </message>
    <message>
        <source>A deal gives an amount to each player left, and only to them.</source>
        <translation>Un deal attribue un montant à chaque joueur restant, et seulement aux joueurs restants.</translation>
    </message>
    <message>
        <source>The deal&apos;s amounts add up to {given}; the places left pay {total}.</source>
        <translation>Les montants du deal totalisent {given} ; les places restantes paient {total}.</translation>
    </message>
    <message>
        <source>Table {table} has no seat {seat}.</source>
        <translation>La table {table} n&apos;a pas de siège {seat}.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is taken.</source>
        <translation>Le siège {seat} de la table {table} est occupé.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is reserved already.</source>
        <translation>Le siège {seat} de la table {table} est déjà réservé.</translation>
    </message>
    <message>
        <source>Table {table} seat {seat} is not reserved.</source>
        <translation>Le siège {seat} de la table {table} n&apos;est pas réservé.</translation>
    </message>
    <message>
        <source>The event has tables 1 to {count}.</source>
        <translation>Le tournoi a les tables 1 à {count}.</translation>
    </message>
    <message>
        <source>Table {table} is open already.</source>
        <translation>La table {table} est déjà ouverte.</translation>
    </message>
    <message>
        <source>The other tables have {free} open seats for the {count} players of table {table}.</source>
        <translation>Sièges libres aux autres tables : {free} ; joueurs de la table {table} : {count}.</translation>
    </message>
    <message>
        <source>{player} is not in the event.</source>
        <translation>{player} ne participe pas au tournoi.</translation>
    </message>
    <message>
        <source>{player} owes nothing.</source>
        <translation>{player} ne doit rien.</translation>
    </message>
    <message>
        <source>A player without chips is eliminated, not counted.</source>
        <translation>Un joueur sans jetons est éliminé, pas compté.</translation>
    </message>
    <message>
        <source>The {chip} chips do not leave play.</source>
        <translation>Les jetons de {chip} ne quittent pas le jeu.</translation>
    </message>
    <message>
        <source>The {chip} chips are raced off at the break after level {level}.</source>
        <translation>La chip race des jetons de {chip} se fait à la pause après le niveau {level}.</translation>
    </message>
    <message>
        <source>Table {table} has raced its {chip} chips already.</source>
        <translation>La table {table} a déjà fait la chip race des jetons de {chip}.</translation>
    </message>
    <message>
        <source>Count the chips at table {table} before the race.</source>
        <translation>Comptez les jetons de la table {table} avant la chip race.</translation>
    </message>
    <message>
        <source>{player} is not at this table.</source>
        <translation>{player} n&apos;est pas à cette table.</translation>
    </message>
    <message>
        <source>An event is a set of named fields, not {value}.</source>
        <translation>Un événement est un ensemble de champs nommés, pas {value}.</translation>
    </message>
    <message>
        <source>Unknown event: {kind}.</source>
        <translation>Événement inconnu : {kind}.</translation>
    </message>
    <message>
        <source>The {kind} event has an unknown field: {name}.</source>
        <translation>L&apos;événement {kind} a un champ inconnu : {name}.</translation>
    </message>
    <message>
        <source>A {kind} event cannot be read: {reason}.</source>
        <translation>Un événement {kind} ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>The shares must add up to more than zero.</source>
        <translation>La somme des parts doit dépasser zéro.</translation>
    </message>
    <message>
        <source>The prize pool cannot be negative.</source>
        <translation>Le prize pool ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>Payout shares must be given and not negative.</source>
        <translation>Les parts des gains doivent être données et non négatives.</translation>
    </message>
    <message>
        <source>A deal needs at least two players.</source>
        <translation>Un deal demande au moins deux joueurs.</translation>
    </message>
    <message>
        <source>A deal is computed for at most {most} players, not {players}.</source>
        <translation>Un deal se calcule pour {most} joueurs au plus, pas {players}.</translation>
    </message>
    <message>
        <source>Every player in a deal has chips.</source>
        <translation>Chaque joueur d&apos;un deal a des jetons.</translation>
    </message>
    <message>
        <source>There is no prize left to share.</source>
        <translation>Il ne reste aucun gain à partager.</translation>
    </message>
    <message>
        <source>A level has an unknown field: {name}.</source>
        <translation>Un niveau a un champ inconnu : {name}.</translation>
    </message>
    <message>
        <source>Curve row {row}: the field sizes grow from row to row.</source>
        <translation>Ligne {row} de la courbe : le nombre d&apos;entrées croît de ligne en ligne.</translation>
    </message>
    <message>
        <source>Curve row {row}: a field of 2 or more.</source>
        <translation>Ligne {row} de la courbe : 2 entrées ou plus.</translation>
    </message>
    <message>
        <source>Curve row {row}: first place takes more than 0 and up to 100%.</source>
        <translation>Ligne {row} de la courbe : la première place prend plus de 0 et jusqu&apos;à 100 %.</translation>
    </message>
    <message>
        <source>The curve needs one row or more.</source>
        <translation>La courbe a besoin d&apos;une ligne ou plus.</translation>
    </message>
    <message>
        <source>Unknown payout curve {name}.</source>
        <translation>Courbe de gains inconnue : {name}.</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Le tournoi doit avoir un nom.</translation>
    </message>
    <message>
        <source>The structure needs at least one level.</source>
        <translation>La structure doit avoir au moins un niveau.</translation>
    </message>
    <message>
        <source>Tables seat 2 to 10 players, not {seats}.</source>
        <translation>Une table a de 2 à 10 sièges, pas {seats}.</translation>
    </message>
    <message>
        <source>The event needs at least one table.</source>
        <translation>Le tournoi a besoin d&apos;au moins une table.</translation>
    </message>
    <message>
        <source>The minimum field ({minimum}) must be at least 2 and at most the maximum ({maximum}).</source>
        <translation>Le minimum d&apos;inscrits ({minimum}) doit être d&apos;au moins 2 et au plus le maximum ({maximum}).</translation>
    </message>
    <message>
        <source>{tables} tables of {seats} seat {seated} players, fewer than the maximum field of {maximum}.</source>
        <translation>Tables : {tables}, sièges par table : {seats} ; soit {seated} sièges, moins que le maximum d&apos;inscrits ({maximum}).</translation>
    </message>
    <message>
        <source>The buy-in must be positive and include the fee.</source>
        <translation>Le buy-in doit être positif et inclure les frais.</translation>
    </message>
    <message>
        <source>The bounty is part of the buy-in, without the fee, in whole units.</source>
        <translation>La prime est une part du buy-in, hors frais, en unités entières.</translation>
    </message>
    <message>
        <source>Prizes are rounded to a positive unit.</source>
        <translation>Les gains s&apos;arrondissent à une unité positive.</translation>
    </message>
    <message>
        <source>Hand-for-hand takes 1 to 180 seconds off the clock per hand (RP-8), not {seconds}.</source>
        <translation>Le main par main retire de 1 à 180 secondes à l&apos;horloge par main (RP-8), pas {seconds}.</translation>
    </message>
    <message>
        <source>The breaking order must name every table once.</source>
        <translation>L&apos;ordre de fermeture des tables doit nommer chaque table une fois.</translation>
    </message>
    <message>
        <source>Late registration and re-entries cannot be negative.</source>
        <translation>L&apos;inscription tardive et les ré-entrées ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>A rebuy costs something and gives chips.</source>
        <translation>Une recave coûte quelque chose et donne des jetons.</translation>
    </message>
    <message>
        <source>An add-on costs something and gives chips.</source>
        <translation>Un add-on coûte quelque chose et donne des jetons.</translation>
    </message>
    <message>
        <source>The chip set needs positive denominations.</source>
        <translation>Les valeurs des jetons doivent être positives.</translation>
    </message>
    <message>
        <source>List each denomination once, smallest first.</source>
        <translation>Donnez chaque valeur de jeton une fois, la plus petite d&apos;abord.</translation>
    </message>
    <message>
        <source>The {chip} chip leaves play but is not in the chip set.</source>
        <translation>Le jeton de {chip} quitte le jeu mais n&apos;est pas dans la mallette.</translation>
    </message>
    <message>
        <source>The {chip} chips are raced off at a break: there is none after level {level}.</source>
        <translation>La chip race des jetons de {chip} se fait à une pause : il n&apos;y en a pas après le niveau {level}.</translation>
    </message>
    <message>
        <source>Some chips must stay in play to the end.</source>
        <translation>Il faut garder des jetons en jeu jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>The starting stack of {chips} cannot be made with the chips in play.</source>
        <translation>Le tapis de départ de {chips} ne peut pas se faire avec les jetons en jeu.</translation>
    </message>
    <message>
        <source>The rebuy of {chips} cannot be made with the chips in play.</source>
        <translation>La recave de {chips} ne peut pas se faire avec les jetons en jeu.</translation>
    </message>
    <message>
        <source>The add-on of {chips} cannot be made with the chips in play.</source>
        <translation>L&apos;add-on de {chips} ne peut pas se faire avec les jetons en jeu.</translation>
    </message>
    <message>
        <source>Level {level} needs a length.</source>
        <translation>Le niveau {level} doit avoir une durée.</translation>
    </message>
    <message>
        <source>Level {level}: unknown game {game}.</source>
        <translation>Niveau {level} : jeu inconnu {game}.</translation>
    </message>
    <message>
        <source>Level {level}: amounts cannot be negative.</source>
        <translation>Niveau {level} : les montants ne peuvent pas être négatifs.</translation>
    </message>
    <message>
        <source>Level {level}: a stud level needs a bring-in and limits.</source>
        <translation>Niveau {level} : un niveau de stud demande un bring-in et des limites.</translation>
    </message>
    <message>
        <source>Level {level}: the small blind must be positive and at most the big blind.</source>
        <translation>Niveau {level} : la petite blinde doit être positive et au plus égale à la grosse blinde.</translation>
    </message>
    <message>
        <source>Level {level}: a limit game needs its small and big bets.</source>
        <translation>Niveau {level} : un jeu limit demande sa petite et sa grosse mise.</translation>
    </message>
    <message>
        <source>Level {level}: {amount} cannot be made with the chips in play ({chips}).</source>
        <translation>Niveau {level} : {amount} ne peut pas se faire avec les jetons en jeu ({chips}).</translation>
    </message>
    <message>
        <source>Level {level}: the ante goes down from {before} to {after}; antes are never reduced.</source>
        <translation>Niveau {level} : l&apos;ante baisse de {before} à {after} ; les antes ne baissent jamais.</translation>
    </message>
    <message>
        <source>The event&apos;s set-up is a set of named fields.</source>
        <translation>La configuration du tournoi est un ensemble de champs nommés.</translation>
    </message>
    <message>
        <source>The event&apos;s set-up cannot be read: {reason}.</source>
        <translation>La configuration du tournoi ne peut pas être lue : {reason}.</translation>
    </message>
    <message>
        <source>Unknown structure {name}: choose {known}.</source>
        <translation>Structure inconnue {name} : choisissez {known}.</translation>
    </message>
    <message>
        <source>Nothing to undo at the table.</source>
        <translation>Rien à annuler à la table.</translation>
    </message>
    <message>
        <source>Unknown table event {event}.</source>
        <translation>Événement de table inconnu : {event}.</translation>
    </message>
    <message>
        <source>The hand is not over: {reason}</source>
        <translation>Le coup n&apos;est pas terminé : {reason}</translation>
    </message>
    <message>
        <source>This hand was not dealt at this table: its setup differs.</source>
        <translation>Ce coup n&apos;a pas été distribué à cette table : sa mise en place diffère.</translation>
    </message>
    <message>
        <source>This table snapshot comes from another version of the app.</source>
        <translation>Cet instantané de la table vient d&apos;une autre version de l&apos;application.</translation>
    </message>
    <message>
        <source>The tournament is over: {player} has every chip.</source>
        <translation>Le tournoi est terminé : {player} a tous les jetons.</translation>
    </message>
    <message>
        <source>At least two players must be in to deal a hand: the others sit out.</source>
        <translation>Il faut au moins deux joueurs présents pour distribuer un coup : les autres sont absents.</translation>
    </message>
    <message>
        <source>At least two players with chips are needed to deal a hand.</source>
        <translation>Il faut au moins deux joueurs avec des jetons pour distribuer un coup.</translation>
    </message>
    <message>
        <source>{player} chooses the game (dealer&apos;s choice: {games}).</source>
        <translation>{player} choisit le jeu (choix du donneur : {games}).</translation>
    </message>
    <message>
        <source>The tournament is on a break: play resumes in {time}.</source>
        <translation>Le tournoi est en pause : le jeu reprend dans {time}.</translation>
    </message>
    <message>
        <source>{game} is played by at most {most} players, not {count}.</source>
        <translation>{game} se joue à {most} joueurs au plus, pas à {count}.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty.</source>
        <translation>Le siège {seat} est libre.</translation>
    </message>
    <message>
        <source>There is no seat {seat}: the table has seats 1 to {count}.</source>
        <translation>Il n&apos;y a pas de siège {seat} : la table a les sièges 1 à {count}.</translation>
    </message>
    <message>
        <source>Chips come in units of {unit}: {amount} is not a whole number of chips.</source>
        <translation>Les jetons vont par unités de {unit} : {amount} n&apos;est pas un nombre entier de jetons.</translation>
    </message>
    <message>
        <source>The button is drawn for before the first hand only.</source>
        <translation>Le bouton se tire au sort avant le premier coup seulement.</translation>
    </message>
    <message>
        <source>Seat {seat} is taken by {player}.</source>
        <translation>Le siège {seat} est occupé par {player}.</translation>
    </message>
    <message>
        <source>A player needs a name to sit down.</source>
        <translation>Un joueur doit avoir un nom pour s&apos;asseoir.</translation>
    </message>
    <message>
        <source>A name has at most {count} characters.</source>
        <translation>Un nom compte au plus {count} caractères.</translation>
    </message>
    <message>
        <source>{player} is already seated at seat {seat}.</source>
        <translation>{player} occupe déjà le siège {seat}.</translation>
    </message>
    <message>
        <source>{player} needs chips to sit down.</source>
        <translation>{player} a besoin de jetons pour s&apos;asseoir.</translation>
    </message>
    <message>
        <source>Registration is closed: nobody new can sit down.</source>
        <translation>Les inscriptions sont closes : aucun nouveau joueur ne peut s&apos;asseoir.</translation>
    </message>
    <message>
        <source>{player} has no re-entry left.</source>
        <translation>{player} n&apos;a plus de ré-entrée.</translation>
    </message>
    <message>
        <source>Every player starts with {amount} chips, not {stack}.</source>
        <translation>Chaque joueur commence avec {amount}, pas {stack}.</translation>
    </message>
    <message>
        <source>The maximum buy-in is {amount}.</source>
        <translation>La cave maximum est de {amount}.</translation>
    </message>
    <message>
        <source>The minimum buy-in is {amount}.</source>
        <translation>La cave minimum est de {amount}.</translation>
    </message>
    <message>
        <source>{player} is in the hand: players leave between hands.</source>
        <translation>{player} est dans le coup : les joueurs quittent la table entre deux coups.</translation>
    </message>
    <message>
        <source>{player} is already sitting out.</source>
        <translation>Absence déjà notée pour {player}.</translation>
    </message>
    <message>
        <source>{player} is not sitting out.</source>
        <translation>Aucune absence notée pour {player}.</translation>
    </message>
    <message>
        <source>Add a positive number of chips.</source>
        <translation>Ajoutez un nombre positif de jetons.</translation>
    </message>
    <message>
        <source>Chips are added between hands only.</source>
        <translation>Les jetons ne s&apos;ajoutent qu&apos;entre deux coups.</translation>
    </message>
    <message>
        <source>No chips can be bought in this tournament.</source>
        <translation>On ne peut pas acheter de jetons dans ce tournoi.</translation>
    </message>
    <message>
        <source>The add-on is taken during level {level} only.</source>
        <translation>L&apos;add-on se prend uniquement pendant le niveau {level}.</translation>
    </message>
    <message>
        <source>{player} has already taken the add-on.</source>
        <translation>{player} a déjà pris l&apos;add-on.</translation>
    </message>
    <message>
        <source>The add-on is {amount} chips.</source>
        <translation>L&apos;add-on est de {amount}.</translation>
    </message>
    <message>
        <source>{player} may add at most {amount}: the maximum buy-in is {maximum}.</source>
        <translation>{player} peut ajouter {amount} au plus : la cave maximum est de {maximum}.</translation>
    </message>
    <message>
        <source>Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.</source>
        <translation>En tournoi, personne ne paie pour entrer : un nouveau joueur reçoit des cartes, sauf entre la petite blinde et le bouton.</translation>
    </message>
    <message>
        <source>{player} is already playing: there is nothing to post.</source>
        <translation>{player} joue déjà : il n&apos;y a rien à payer.</translation>
    </message>
    <message>
        <source>{player} is already playing.</source>
        <translation>{player} joue déjà.</translation>
    </message>
    <message>
        <source>This table does not play dealer&apos;s choice.</source>
        <translation>Cette table ne joue pas au choix du donneur.</translation>
    </message>
    <message>
        <source>The games to choose from are {games}.</source>
        <translation>Les jeux au choix sont : {games}.</translation>
    </message>
    <message>
        <source>The game is chosen between hands.</source>
        <translation>Le jeu se choisit entre deux coups.</translation>
    </message>
    <message>
        <source>No game to choose now: {game} is played until its turn ends.</source>
        <translation>Pas de jeu à choisir maintenant : on joue {game} jusqu&apos;à la fin de son tour.</translation>
    </message>
    <message>
        <source>A cash game has no clock: its stakes are fixed.</source>
        <translation>Une partie cash n&apos;a pas d&apos;horloge : ses enjeux sont fixes.</translation>
    </message>
    <message>
        <source>The clock cannot read less than zero.</source>
        <translation>L&apos;horloge ne peut pas descendre sous zéro.</translation>
    </message>
    <message>
        <source>A count gives {player} a stack of more than zero.</source>
        <translation>Un comptage donne à {player} un tapis de plus de zéro.</translation>
    </message>
    <message>
        <source>Only a tournament&apos;s table is a table of an event.</source>
        <translation>Seule une table de tournoi fait partie d&apos;un tournoi à plusieurs tables.</translation>
    </message>
    <message>
        <source>An event cannot have fewer than no players.</source>
        <translation>Un tournoi ne peut pas avoir moins de zéro joueur.</translation>
    </message>
    <message>
        <source>A hand is in progress: finish it or cancel it first.</source>
        <translation>Un coup est en cours : terminez-le ou annulez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>No hand is in progress.</source>
        <translation>Aucun coup n&apos;est en cours.</translation>
    </message>
    <message>
        <source>No hand is in progress: deal the next hand first.</source>
        <translation>Aucun coup n&apos;est en cours : distribuez d&apos;abord le coup suivant.</translation>
    </message>
    <message>
        <source>These stacks are for other seats than the hand dealt.</source>
        <translation>Ces jetons sont ceux d&apos;autres sièges que ceux du coup distribué.</translation>
    </message>
    <message>
        <source>Every player of the hand needs a finishing stack of zero or more.</source>
        <translation>Chaque joueur du coup doit finir avec zéro jeton ou plus.</translation>
    </message>
    <message>
        <source>The finishing stacks do not hold the chips the hand started with.</source>
        <translation>Les jetons en fin de coup ne font pas le total du début du coup.</translation>
    </message>
    <message>
        <source>Unknown table event &apos;{event}&apos;.</source>
        <translation>Événement de table inconnu : « {event} ».</translation>
    </message>
    <message>
        <source>A hand is made of {fewest} to {most} cards, not {count}.</source>
        <translation>Une main compte de {fewest} à {most} cartes, pas {count}.</translation>
    </message>
    <message>
        <source>A hand is made of at least {fewest} cards, not {count}.</source>
        <translation>Une main compte au moins {fewest} cartes, pas {count}.</translation>
    </message>
    <message>
        <source>An Omaha hand has 4 to 6 hole cards, not {count}.</source>
        <translation>Une main d&apos;Omaha compte de 4 à 6 cartes privatives, pas {count}.</translation>
    </message>
    <message>
        <source>An Omaha board has 3 to 5 cards, not {count}.</source>
        <translation>Un tableau d&apos;Omaha compte de 3 à 5 cartes, pas {count}.</translation>
    </message>
    <message>
        <source>{card} is not a card.</source>
        <translation>{card} n&apos;est pas une carte.</translation>
    </message>
    <message>
        <source>the rank must be 2 to 9, T (or 10), J, Q, K or A.</source>
        <translation>la hauteur doit être de 2 à 9, T (ou 10), J (valet), Q (dame), K (roi) ou A (as).</translation>
    </message>
    <message>
        <source>a suit (c, d, h or s) must follow the rank.</source>
        <translation>une couleur doit suivre la hauteur : c (trèfle), d (carreau), h (cœur) ou s (pique).</translation>
    </message>
    <message>
        <source>one rank and one suit, like As or 10h.</source>
        <translation>une hauteur et une couleur, comme As (as de pique) ou 10h (dix de cœur).</translation>
    </message>
    <message>
        <source>the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).</source>
        <translation>la couleur doit être c (trèfle), d (carreau), h (cœur) ou s (pique), ou bien ♣ ♦ ♥ ♠.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a card: {reason}</source>
        <translation>« {text} » n&apos;est pas une carte : {reason}</translation>
    </message>
    <message>
        <source>One card was expected, not nothing: &apos;{text}&apos;.</source>
        <translation>Une carte était attendue, aucune n&apos;est saisie : « {text} ».</translation>
    </message>
    <message numerus="yes">
        <source>One card was expected, not {count} cards: &apos;{text}&apos;.</source>
        <comment>One card was expected, not {count} card: &apos;{text}&apos;.</comment>
        <translation>
            <numerusform>Une carte était attendue, pas {count} carte : « {text} ».</numerusform>
            <numerusform>Une carte était attendue, pas {count} cartes : « {text} ».</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} is already {place}.</source>
        <translation>{card} est déjà {place}.</translation>
    </message>
    <message>
        <source>{card} is entered twice.</source>
        <translation>{card} est entrée deux fois.</translation>
    </message>
    <message>
        <source>Unknown rule set &apos;{name}&apos;: choose TDA, RRoP or WSOP.</source>
        <translation>Règles inconnues « {name} » : choisissez TDA, RRoP ou WSOP.</translation>
    </message>
    <message>
        <source>Unknown game &apos;{name}&apos;: the games are {games}.</source>
        <translation>Jeu inconnu « {name} » : les jeux sont {games}.</translation>
    </message>
    <message>
        <source>{game} is not played {structure}.</source>
        <translation>{game} ne se joue pas en {structure}.</translation>
    </message>
    <message>
        <source>This hand is not played at a table: there is no next hand.</source>
        <translation>Ce coup n&apos;est pas joué à une table : il n&apos;y a pas de coup suivant.</translation>
    </message>
    <message>
        <source>No hand is being played: deal the next hand first.</source>
        <translation>Aucun coup n&apos;est en cours : distribuez d&apos;abord le coup suivant.</translation>
    </message>
    <message>
        <source>Nobody shows now: {need}</source>
        <translation>Personne ne montre maintenant : {need}</translation>
    </message>
    <message>
        <source>Nothing to undo between hands: table changes stay as they are.</source>
        <translation>Rien à annuler entre deux coups : les changements à la table restent tels quels.</translation>
    </message>
    <message>
        <source>No cards are needed now: {need}</source>
        <translation>Aucune carte n&apos;est attendue maintenant : {need}</translation>
    </message>
    <message>
        <source>The hand is not over: {need}</source>
        <translation>Le coup n&apos;est pas terminé : {need}</translation>
    </message>
    <message>
        <source>A single hand has no clock.</source>
        <translation>Un coup isolé n&apos;a pas d&apos;horloge.</translation>
    </message>
    <message>
        <source>Hand {hand}: {reason}</source>
        <translation>Coup {hand} : {reason}</translation>
    </message>
    <message>
        <source>Hand {hand}: action {position} &apos;{action}&apos; is refused: {reason}</source>
        <translation>Coup {hand} : l&apos;action {position} « {action} » est refusée : {reason}</translation>
    </message>
    <message>
        <source>The journal&apos;s record of hand {hand} of table {table} is damaged: an amount is not a number.</source>
        <translation>L&apos;enregistrement du coup {hand} de la table {table} dans le journal est endommagé : un montant n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>{file} cannot be read as a hand history ({reason}).</source>
        <translation>{file} ne peut pas être lu comme un historique de coups ({reason}).</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}.</source>
        <translation>Impossible de lire {file} : {reason}.</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file} : {reason}</translation>
    </message>
    <message>
        <source>{file} holds no hand.</source>
        <translation>{file} ne contient aucun coup.</translation>
    </message>
    <message numerus="yes">
        <source>A .phh file holds one hand; save these {count} as .phhs.</source>
        <comment>A .phh file holds one hand; save this {count} as .phhs.</comment>
        <translation>
            <numerusform>Un fichier .phh contient un seul coup ; enregistrez ce {count} coup en .phhs.</numerusform>
            <numerusform>Un fichier .phh contient un seul coup ; enregistrez ces {count} coups en .phhs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand history cannot be written: {reason}</source>
        <translation>L&apos;historique des coups ne peut pas être écrit : {reason}</translation>
    </message>
    <message>
        <source>A hand history is saved as .phh (one hand) or .phhs (several), not as {extension}.</source>
        <translation>Un historique de coups s&apos;enregistre en .phh (un coup) ou .phhs (plusieurs), pas en {extension}.</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}.</source>
        <translation>Impossible d&apos;écrire {file} : {reason}.</translation>
    </message>
    <message>
        <source>There is no hand to save.</source>
        <translation>Il n&apos;y a aucun coup à enregistrer.</translation>
    </message>
    <message>
        <source>&apos;{amount}&apos; is not an amount.</source>
        <translation>« {amount} » n&apos;est pas un montant.</translation>
    </message>
    <message>
        <source>{amount} is finer than the table&apos;s smallest unit.</source>
        <translation>{amount} est plus fin que la plus petite unité de la table.</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; lists {size} amounts for {players} players.</source>
        <translation>« {key} » ne donne pas un montant par joueur (montants : {size}, joueurs : {players}).</translation>
    </message>
    <message>
        <source>The hand has no &apos;variant&apos; field.</source>
        <translation>Le coup n&apos;a pas de champ « variant ».</translation>
    </message>
    <message>
        <source>Unknown variant &apos;{name}&apos;: the PHH variants are {codes}.</source>
        <translation>Variante inconnue « {name} » : les variantes PHH sont {codes}.</translation>
    </message>
    <message>
        <source>The hand has no &apos;starting_stacks&apos; field.</source>
        <translation>Le coup n&apos;a pas de champ « starting_stacks ».</translation>
    </message>
    <message>
        <source>{player} posts to enter ({amount}) without a big blind to match: a post is made beside the blinds of a hand of three or more players.</source>
        <translation>{player} paie pour entrer ({amount}) sans grosse blinde à égaler : on ne paie pour entrer qu&apos;à côté des blindes d&apos;un coup à trois joueurs ou plus.</translation>
    </message>
    <message>
        <source>{player} posts to enter before the big blind ({big_blind}): a new player posts from a seat after the big blind (RULES 4).</source>
        <translation>{player} paie pour entrer avant la grosse blinde ({big_blind}) : un nouveau joueur paie depuis un siège après la grosse blinde (RULES 4).</translation>
    </message>
    <message>
        <source>{player} posts {amount} to enter, more than the big blind {blind}: a post to enter is one live big blind (RULES 4).</source>
        <translation>{player} paie {amount} pour entrer, plus que la grosse blinde de {blind} : pour entrer, on paie une grosse blinde vivante (RULES 4).</translation>
    </message>
    <message>
        <source>The antes are not the same for every player (a big-blind ante) and the file trims them like bets (ante_trimming_status = true); these rules put such an ante in the main pot as dead money (TDA): set ante_trimming_status = false to replay the hand under them.</source>
        <translation>Les antes ne sont pas les mêmes pour tous les joueurs (une ante grosse blinde) et le fichier les rogne comme des mises (ante_trimming_status = true) ; ces règles mettent une telle ante dans le pot principal comme argent mort (TDA) : mettez ante_trimming_status = false pour rejouer le coup selon elles.</translation>
    </message>
    <message>
        <source>{player} has {stack} for an ante of {ante} and the file lets that player win every ante (ante_trimming_status is not true); these rules let a player win only what he matched (RULES 7): set ante_trimming_status = true to replay the hand under them.</source>
        <translation>{player} a {stack} pour une ante de {ante} et le fichier permet à ce joueur de gagner toutes les antes (ante_trimming_status n&apos;est pas true) ; selon ces règles, on ne gagne que ce qu&apos;on a égalé (RULES 7) : mettez ante_trimming_status = true pour rejouer le coup selon elles.</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a player: players are p1, p2 ...</source>
        <translation>« {word} » n&apos;est pas un joueur : les joueurs sont p1, p2 ...</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a PHH action.</source>
        <translation>« {action} » n&apos;est pas une action PHH.</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a local time</source>
        <translation>une heure locale</translation>
    </message>
    <message>
        <source>a string or an integer</source>
        <translation>une chaîne ou un entier</translation>
    </message>
    <message>
        <source>an array of numbers</source>
        <translation>un tableau de nombres</translation>
    </message>
    <message>
        <source>an array of integers</source>
        <translation>un tableau d&apos;entiers</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>un tableau de chaînes</translation>
    </message>
    <message>
        <source>The hand has no variant.</source>
        <translation>Le coup n&apos;a pas de variante.</translation>
    </message>
    <message>
        <source>Field {key} must be {kind}.</source>
        <translation>Le champ {key} doit être {kind}.</translation>
    </message>
    <message>
        <source>Line {line}: a number has more than {limit} digits, more than any hand history holds.</source>
        <translation>Ligne {line} : un nombre a plus de {limit} chiffres, plus qu&apos;aucun historique de coups n&apos;en contient.</translation>
    </message>
    <message>
        <source>Line {line}: the number {number} has an exponent beyond {limit}, which no amount of a hand reaches.</source>
        <translation>Ligne {line} : le nombre {number} a un exposant au-delà de {limit}, ce qu&apos;aucun montant d&apos;un coup n&apos;atteint.</translation>
    </message>
    <message>
        <source>Line {line}: a string is longer than {limit} characters, more than any name or action of a hand holds.</source>
        <translation>Ligne {line} : une chaîne dépasse {limit} caractères, plus qu&apos;aucun nom ou action d&apos;un coup n&apos;en contient.</translation>
    </message>
    <message>
        <source>Line {line}: values are nested more than {limit} deep (arrays, inline tables or dotted keys), more than any hand history needs.</source>
        <translation>Ligne {line} : des valeurs sont imbriquées sur plus de {limit} niveaux (tableaux, tables en ligne ou clés pointées), plus qu&apos;aucun historique de coups n&apos;en a besoin.</translation>
    </message>
    <message>
        <source>Line {line}: the text is not UTF-8.</source>
        <translation>Ligne {line} : le texte n&apos;est pas en UTF-8.</translation>
    </message>
    <message>
        <source>{file} is not a file that holds text (a folder, a device or a pipe).</source>
        <translation>{file} n&apos;est pas un fichier de texte (un dossier, un périphérique ou un tube).</translation>
    </message>
    <message>
        <source>{file} holds {size} bytes, more than the {limit} of the largest hand history this program reads.</source>
        <translation>{file} fait {size} octets, plus que les {limit} du plus gros historique de coups que ce programme lit.</translation>
    </message>
    <message>
        <source>{file} holds more than {limit} bytes.</source>
        <translation>{file} fait plus de {limit} octets.</translation>
    </message>
    <message>
        <source>The amount {amount} is a float, which PHH cannot keep exact; use Decimal.</source>
        <translation>Le montant {amount} est un float, que PHH ne peut pas garder exact ; utilisez Decimal.</translation>
    </message>
    <message>
        <source>The amount {amount} is not a number.</source>
        <translation>Le montant {amount} n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>Line {line}: the number is too long.</source>
        <translation>Ligne {line} : le nombre est trop long.</translation>
    </message>
    <message>
        <source>the control character {code} is not allowed</source>
        <translation>le caractère de contrôle {code} n&apos;est pas permis</translation>
    </message>
    <message>
        <source>the same table header appears twice</source>
        <translation>le même en-tête de table apparaît deux fois</translation>
    </message>
    <message>
        <source>Line {line}: {reason}.</source>
        <translation>Ligne {line} : {reason}.</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>chaîne non terminée</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>valeur invalide</translation>
    </message>
    <message>
        <source>the array has no closing bracket</source>
        <translation>le tableau n&apos;a pas de crochet fermant</translation>
    </message>
    <message>
        <source>the inline table has no closing brace</source>
        <translation>la table en ligne n&apos;a pas d&apos;accolade fermante</translation>
    </message>
    <message>
        <source>the same key appears twice</source>
        <translation>la même clé apparaît deux fois</translation>
    </message>
    <message>
        <source>expected key = value or a [table] header</source>
        <translation>attendu : clé = valeur ou un en-tête [table]</translation>
    </message>
    <message>
        <source>expected = after the key</source>
        <translation>attendu : = après la clé</translation>
    </message>
    <message>
        <source>unexpected text after the value</source>
        <translation>texte inattendu après la valeur</translation>
    </message>
    <message>
        <source>invalid date or time</source>
        <translation>date ou heure invalide</translation>
    </message>
    <message>
        <source>Line {line}: {key} must be {kind}.</source>
        <translation>Ligne {line} : {key} doit être {kind}.</translation>
    </message>
    <message>
        <source>Line {line}: _rulings holds a ruling this program cannot read (not a JSON object of a ruling, nested more than {limit} deep, or a sentence longer than {chars} characters once filled in).</source>
        <translation>Ligne {line} : _rulings contient une décision que ce programme ne sait pas lire (pas un objet JSON de décision, imbriquée sur plus de {limit} niveaux, ou une phrase de plus de {chars} caractères une fois remplie).</translation>
    </message>
    <message>
        <source>Line {line}: {key} holds {number}, which is not an amount.</source>
        <translation>Ligne {line} : {key} contient {number}, qui n&apos;est pas un montant.</translation>
    </message>
    <message>
        <source>Line {line}: the hand has no variant.</source>
        <translation>Ligne {line} : le coup n&apos;a pas de variante.</translation>
    </message>
    <message>
        <source>Line {line}: hand [{hand}] has no variant.</source>
        <translation>Ligne {line} : le coup [{hand}] n&apos;a pas de variante.</translation>
    </message>
    <message>
        <source>Line {line}: {key} has {size} entries but starting_stacks has {players}.</source>
        <translation>Ligne {line} : {key} n&apos;a pas autant d&apos;entrées que starting_stacks ({size} contre {players}).</translation>
    </message>
    <message>
        <source>Two hands are both named [{hand}]; a .phhs needs distinct names.</source>
        <translation>Deux coups portent le même nom [{hand}] ; un .phhs veut des noms distincts.</translation>
    </message>
    <message>
        <source>Field {key} holds a time offset in seconds, which TOML cannot write.</source>
        <translation>Le champ {key} contient un décalage horaire en secondes, que TOML ne peut pas écrire.</translation>
    </message>
    <message>
        <source>Field {key} holds a time with a time zone, which TOML cannot write.</source>
        <translation>Le champ {key} contient une heure avec un fuseau horaire, que TOML ne peut pas écrire.</translation>
    </message>
    <message>
        <source>Field {key} holds a float, which PHH cannot keep exact; use Decimal.</source>
        <translation>Le champ {key} contient un float, que PHH ne peut pas garder exact ; utilisez Decimal.</translation>
    </message>
    <message>
        <source>Field {key} holds {type}, which PHH cannot write.</source>
        <translation>Le champ {key} contient un {type}, que PHH ne peut pas écrire.</translation>
    </message>
    <message>
        <source>The hand is dealt again at a table only: this hand is not played at one.</source>
        <translation>Un coup n&apos;est redistribué qu&apos;à une table : ce coup n&apos;est pas joué à une table.</translation>
    </message>
    <message numerus="yes">
        <source>Restored the table between hands: {count} hands played.</source>
        <comment>Restored the table between hands: {count} hand played.</comment>
        <translation>
            <numerusform>Table restaurée entre deux coups : {count} coup joué.</numerusform>
            <numerusform>Table restaurée entre deux coups : {count} coups joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>le coup est terminé</translation>
    </message>
    <message numerus="yes">
        <source>Restored the table: {game}, {count} actions entered in this hand; {where}</source>
        <comment>Restored the table: {game}, {count} action entered in this hand; {where}</comment>
        <translation>
            <numerusform>Table restaurée : {game}, {count} action saisie dans ce coup ; {where}</numerusform>
            <numerusform>Table restaurée : {game}, {count} actions saisies dans ce coup ; {where}</numerusform>
        </translation>
    </message>
    <message>
        <source>its content is not what the dealer assistant writes ({reason})</source>
        <translation>son contenu n&apos;est pas ce qu&apos;écrit l&apos;assistant du croupier ({reason})</translation>
    </message>
    <message>
        <source>Table {table} cannot be brought back: the dealer assistant failed while replaying its journal ({reason}). This is a fault of the dealer assistant, not damage to the journal: the journal is kept as it is, nothing in it was set aside or changed. Please report this fault; open a new table to go on (the hands recorded stay in the hand history).</source>
        <translation>La table {table} ne peut pas être rétablie : l&apos;assistant du croupier a échoué en rejouant son journal ({reason}). C&apos;est une faute de l&apos;assistant du croupier, pas un dommage du journal : le journal est gardé tel quel, rien n&apos;y a été mis de côté ni changé. Merci de signaler cette faute ; ouvrez une nouvelle table pour continuer (les mains enregistrées restent dans l&apos;historique).</translation>
    </message>
    <message>
        <source>The seats, stacks and hand of table {table} cannot be read back: its checkpoint is damaged. The hands it recorded stay in the hand history.</source>
        <translation>Les sièges, les jetons et le coup de la table {table} ne peuvent pas être relus : son point de reprise est endommagé. Les coups qu&apos;elle a enregistrés restent dans l&apos;historique des coups.</translation>
    </message>
    <message>
        <source>The checkpoint of table {table} cannot be replayed ({reason}): its seats, stacks and hand cannot be read back. The hands it recorded stay in the hand history.</source>
        <translation>Le point de reprise de la table {table} ne peut pas être rejoué ({reason}) : ses sièges, ses jetons et son coup ne peuvent pas être relus. Les coups qu&apos;elle a enregistrés restent dans l&apos;historique des coups.</translation>
    </message>
    <message>
        <source>Entry {entry} of table {table} ({kind}) cannot be replayed: {reason}</source>
        <translation>L&apos;entrée {entry} de la table {table} ({kind}) ne peut pas être rejouée : {reason}</translation>
    </message>
    <message>
        <source>Entry {entry} of table {table} ({kind}) cannot be replayed: {reason}.</source>
        <translation>L&apos;entrée {entry} de la table {table} ({kind}) ne peut pas être rejouée : {reason}.</translation>
    </message>
    <message>
        <source>Table {table} is brought back as its journal held it up to its last sound entry ({count} of the entries after its checkpoint).</source>
        <translation>La table {table} est rétablie telle que son journal la gardait jusqu&apos;à sa dernière entrée intacte (entrées reprises après son point de reprise : {count}).</translation>
    </message>
    <message>
        <source>The display&apos;s journal {file} cannot be opened: {reason}.</source>
        <translation>Le journal de l&apos;affichage des joueurs {file} ne peut pas être ouvert : {reason}.</translation>
    </message>
    <message>
        <source>The display&apos;s journal cannot be written: {reason}.</source>
        <translation>Le journal de l&apos;affichage des joueurs ne peut pas être écrit : {reason}.</translation>
    </message>
    <message>
        <source>The events journal {file} was {what} while the event was open, and what this window kept cannot be written again in {folder}: {reason}.</source>
        <translation>Le journal des tournois {file} a été {what} pendant que le tournoi était ouvert, et ce que cette fenêtre a gardé ne peut pas être réécrit dans {folder} : {reason}.</translation>
    </message>
    <message>
        <source>The events journal {file} was {what} while the event was open (by another program?): everything this window had kept is written again in {new_file}, and the event goes on there. The last action was not kept: enter it again.</source>
        <translation>Le journal des tournois {file} a été {what} pendant que le tournoi était ouvert (par un autre programme ?) : tout ce que cette fenêtre avait gardé est réécrit dans {new_file}, et le tournoi continue là. La dernière action n&apos;a pas été gardée : saisissez-la à nouveau.</translation>
    </message>
    <message>
        <source>The events journal {file} was {what} while the event was open, and no new journal file can be made in {folder}: {reason}.</source>
        <translation>Le journal des tournois {file} a été {what} pendant que le tournoi était ouvert, et aucun nouveau fichier de journal ne peut être créé dans {folder} : {reason}.</translation>
    </message>
    <message>
        <source>The events journal {file} was overwritten by another program while the event was open: what it held cannot be read back from it, so the event is written again from this window into {new_file}, and goes on there. The last action was not kept: enter it again.</source>
        <translation>Le journal des tournois {file} a été écrasé par un autre programme pendant que le tournoi était ouvert : ce qu&apos;il contenait ne peut pas y être relu, donc le tournoi est réécrit depuis cette fenêtre dans {new_file}, et continue là. La dernière action n&apos;a pas été gardée : saisissez-la à nouveau.</translation>
    </message>
    <message>
        <source>The events journal cannot be read: {reason}.</source>
        <translation>Le journal des tournois ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>the director&apos;s entry</source>
        <translation>l&apos;entrée du directeur</translation>
    </message>
    <message>
        <source>Entry {entry} of {stream} cannot be kept: the stream&apos;s last entry is {last}, and entries are kept in order, one after the other.</source>
        <translation>L&apos;entrée {entry} du flux {stream} ne peut pas être gardée : la dernière entrée du flux est {last}, et les entrées sont gardées dans l&apos;ordre, l&apos;une après l&apos;autre.</translation>
    </message>
    <message>
        <source>the set-up of event {event}</source>
        <translation>les réglages du tournoi {event}</translation>
    </message>
    <message>
        <source>not a mapping</source>
        <translation>pas une table de correspondance</translation>
    </message>
    <message>
        <source>Entry {entry} of event {event} cannot be read: it is damaged ({reason}).</source>
        <translation>L&apos;entrée {entry} du tournoi {event} ne peut pas être lue : elle est endommagée ({reason}).</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>supprimé</translation>
    </message>
    <message>
        <source>replaced by another file</source>
        <translation>remplacé par un autre fichier</translation>
    </message>
    <message>
        <source>left without its write-ahead log (deleted)</source>
        <translation>laissé sans son journal d&apos;écriture anticipée (supprimé)</translation>
    </message>
    <message>
        <source>overwritten by another program</source>
        <translation>écrasé par un autre programme</translation>
    </message>
    <message>
        <source>The file {file} in the director&apos;s folder {folder} cannot be used as the events journal: {problem}. It is kept as it is.</source>
        <translation>Le fichier {file} du dossier du directeur {folder} ne peut pas servir de journal des tournois : {problem}. Il est gardé tel quel.</translation>
    </message>
    <message>
        <source>This session keeps its events in a new journal file, {file}.</source>
        <translation>Cette session garde ses tournois dans un nouveau fichier de journal, {file}.</translation>
    </message>
    <message>
        <source>Nothing could be read back from {file} ({reason}); its events are not in the new journal, and the file is kept as it is.</source>
        <translation>Rien n&apos;a pu être relu depuis {file} ({reason}) ; ses tournois ne sont pas dans le nouveau journal, et le fichier est gardé tel quel.</translation>
    </message>
    <message>
        <source>Read back from {file} into {new_file}: {events} and {entries}; what lay in its damaged part is lost.</source>
        <translation>Relu depuis {file} dans {new_file} : {events} et {entries} ; ce qui se trouvait dans sa partie endommagée est perdu.</translation>
    </message>
    <message numerus="yes">
        <source>{count} events</source>
        <comment>{count} event</comment>
        <translation>
            <numerusform>{count} tournoi</numerusform>
            <numerusform>{count} tournois</numerusform>
        </translation>
    </message>
    <message>
        <source>The events journal {file} cannot be opened: {reason}.</source>
        <translation>Le journal des tournois {file} ne peut pas être ouvert : {reason}.</translation>
    </message>
    <message>
        <source>The events journal cannot be written: {reason}.</source>
        <translation>Le journal des tournois ne peut pas être écrit : {reason}.</translation>
    </message>
    <message>
        <source>There is no event {event} in the journal.</source>
        <translation>Il n&apos;y a pas de tournoi {event} dans le journal.</translation>
    </message>
    <message>
        <source>The saved structures in {file} cannot be read: {reason}.</source>
        <translation>Les structures enregistrées dans {file} ne peuvent pas être lues : {reason}.</translation>
    </message>
    <message>
        <source>The saved structures in {file} are not a list of names.</source>
        <translation>Les structures enregistrées dans {file} ne sont pas une liste de noms.</translation>
    </message>
    <message>
        <source>The structure cannot be saved in {file}: {reason}.</source>
        <translation>La structure ne peut pas être enregistrée dans {file} : {reason}.</translation>
    </message>
    <message>
        <source>The journal {file} in the data folder {folder} can be read but not written (the file or the folder is read-only): the table is shown as it was kept, and nothing can be entered until the file can be written again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Le journal {file} du dossier de données {folder} peut être lu mais pas écrit (le fichier ou le dossier est en lecture seule) : la table est affichée telle qu&apos;elle a été gardée, et rien ne peut être saisi tant que le fichier ne peut pas être écrit de nouveau ; ou déplacez la table dans un autre dossier (Table &gt; Déplacer la table dans un autre dossier…).</translation>
    </message>
    <message>
        <source>The journal {file} could not be closed cleanly: {reason}; everything kept so far is safe.</source>
        <translation>Le journal {file} n&apos;a pas pu être fermé proprement : {reason} ; tout ce qui a été gardé jusqu&apos;ici est en sûreté.</translation>
    </message>
    <message>
        <source>The journal {file} cannot be copied to set it aside: {reason}.</source>
        <translation>Le journal {file} ne peut pas être copié pour être mis de côté : {reason}.</translation>
    </message>
    <message>
        <source>The journal file {file} is kept as it is: {reason}. This session goes on in a copy of it, {copy}.</source>
        <translation>Le fichier de journal {file} est gardé tel quel : {reason}. Cette session continue dans une copie, {copy}.</translation>
    </message>
    <message>
        <source>the checkpoint of table {table}</source>
        <translation>le point de reprise de la table {table}</translation>
    </message>
    <message>
        <source>entry {entry} of table {table}</source>
        <translation>l&apos;entrée {entry} de la table {table}</translation>
    </message>
    <message>
        <source>The table is already kept in {folder}: choose another folder.</source>
        <translation>La table est déjà gardée dans {folder} : choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>The folder {folder} already holds a journal of the dealer assistant: choose an empty folder for this table.</source>
        <translation>Le dossier {folder} contient déjà un journal de l&apos;assistant du croupier : choisissez un dossier vide pour cette table.</translation>
    </message>
    <message>
        <source>The table cannot be moved to {folder}: {reason}. It stays kept in {data_folder}, every action with it.</source>
        <translation>La table ne peut pas être déplacée dans {folder} : {reason}. Elle reste gardée dans {data_folder}, avec chacune de ses actions.</translation>
    </message>
    <message>
        <source>The table could not be marked as moved in {data_folder} ({reason}): go on with it here, in {folder}, and do not start the dealer assistant on {data_folder} to continue it.</source>
        <translation>La table n&apos;a pas pu être marquée comme déplacée dans {data_folder} ({reason}) : continuez-la ici, dans {folder}, et ne lancez pas l&apos;assistant du croupier sur {data_folder} pour la continuer.</translation>
    </message>
    <message>
        <source>mark the table as moved to {folder}</source>
        <translation>marquer la table comme déplacée vers {folder}</translation>
    </message>
    <message>
        <source>Table {table} of this data folder was moved to {folder} on {date}: start the dealer assistant on that folder to go on with it.</source>
        <translation>La table {table} de ce dossier de données a été déplacée dans {folder} le {date} : lancez l&apos;assistant du croupier sur ce dossier pour la continuer.</translation>
    </message>
    <message>
        <source>The journal {file} could not start a change: {reason}.</source>
        <translation>Le journal {file} n&apos;a pas pu commencer une modification : {reason}.</translation>
    </message>
    <message>
        <source>The journal {file} kept none of the changes made together: it could not {doing}.</source>
        <translation>Le journal {file} n&apos;a gardé aucune des modifications faites ensemble : il n&apos;a pas pu {doing}.</translation>
    </message>
    <message>
        <source>The journal {file} could not keep the changes made together: {reason}. {advice}</source>
        <translation>Le journal {file} n&apos;a pas pu garder les modifications faites ensemble : {reason}. {advice}</translation>
    </message>
    <message>
        <source>the table&apos;s settings</source>
        <translation>les réglages de la table</translation>
    </message>
    <message>
        <source>start a new table</source>
        <translation>commencer une nouvelle table</translation>
    </message>
    <message>
        <source>close table {table}</source>
        <translation>fermer la table {table}</translation>
    </message>
    <message>
        <source>A journal entry needs a kind, such as &apos;action&apos;; got {kind}.</source>
        <translation>Une entrée du journal a besoin d&apos;un type, comme &apos;action&apos; ; reçu : {kind}.</translation>
    </message>
    <message>
        <source>the {kind} entry</source>
        <translation>l&apos;entrée « {kind} »</translation>
    </message>
    <message>
        <source>keep the {kind} entry of table {table}</source>
        <translation>garder l&apos;entrée « {kind} » de la table {table}</translation>
    </message>
    <message>
        <source>the table&apos;s checkpoint</source>
        <translation>le point de reprise de la table</translation>
    </message>
    <message>
        <source>save a checkpoint of table {table}</source>
        <translation>enregistrer un point de reprise de la table {table}</translation>
    </message>
    <message>
        <source>A hand number is a whole number from 0 up; got {hand}.</source>
        <translation>Un numéro de coup est un entier à partir de 0 ; reçu : {hand}.</translation>
    </message>
    <message>
        <source>Hand {hand} cannot start at entry {entry}: table {table} has entries 1 to {last}.</source>
        <translation>Le coup {hand} ne peut pas commencer à l&apos;entrée {entry} : la table {table} a les entrées 1 à {last}.</translation>
    </message>
    <message>
        <source>keep hand {hand} of table {table}</source>
        <translation>garder le coup {hand} de la table {table}</translation>
    </message>
    <message>
        <source>Table {table} has no recorded hand {hand}.</source>
        <translation>La table {table} n&apos;a pas de coup {hand} enregistré.</translation>
    </message>
    <message>
        <source>The journal is closed; open it again to continue.</source>
        <translation>Le journal est fermé ; ouvrez-le à nouveau pour continuer.</translation>
    </message>
    <message>
        <source>The journal {file} could not {doing}: the changes made together with it were undone, as it could not {undone}.</source>
        <translation>Le journal {file} n&apos;a pas pu {doing} : les modifications faites en même temps ont été défaites, car il n&apos;a pas pu {undone}.</translation>
    </message>
    <message>
        <source>The journal {file} could not {doing}: {reason}. {advice}</source>
        <translation>Le journal {file} n&apos;a pas pu {doing} : {reason}. {advice}</translation>
    </message>
    <message>
        <source>The journal file {file} was {what} while the table was open, and what this window kept cannot be written again in {folder}: {reason}. Move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Le fichier de journal {file} a été {what} pendant que la table était ouverte, et ce que cette fenêtre a gardé ne peut pas être réécrit dans {folder} : {reason}. Déplacez la table dans un autre dossier (Table &gt; Déplacer la table dans un autre dossier…).</translation>
    </message>
    <message>
        <source>The journal file {file} was {what} while the table was open (by another program?): everything this window had kept is written again in {new_file}, and the table goes on there. The last entry was not kept: enter it again.</source>
        <translation>Le fichier de journal {file} a été {what} pendant que la table était ouverte (par un autre programme ?) : tout ce que cette fenêtre avait gardé est réécrit dans {new_file}, et la table continue là. La dernière entrée n&apos;a pas été gardée : saisissez-la à nouveau.</translation>
    </message>
    <message>
        <source>The journal file {file} was {what} while the table was open, and no new journal file can be made in {folder}: {reason}. Move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Le fichier de journal {file} a été {what} pendant que la table était ouverte, et aucun nouveau fichier de journal ne peut être créé dans {folder} : {reason}. Déplacez la table dans un autre dossier (Table &gt; Déplacer la table dans un autre dossier…).</translation>
    </message>
    <message>
        <source>The journal file {file} was overwritten by another program while the table was open: what it held cannot be read back from it, so the table is written again from this window into {new_file}, and goes on there. The last entry was not kept: enter it again.</source>
        <translation>Le fichier de journal {file} a été écrasé par un autre programme pendant que la table était ouverte : ce qu&apos;il contenait ne peut pas y être relu, donc la table est réécrite depuis cette fenêtre dans {new_file}, et continue là. La dernière entrée n&apos;a pas été gardée : saisissez-la à nouveau.</translation>
    </message>
    <message>
        <source>Nothing of it was kept, and nothing of it is shown. Free some space on the disk of the data folder {folder}, then enter it again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Rien n&apos;en a été gardé, et rien n&apos;en est affiché. Libérez de la place sur le disque du dossier de données {folder}, puis saisissez à nouveau ; ou déplacez la table dans un autre dossier (Table &gt; Déplacer la table dans un autre dossier…).</translation>
    </message>
    <message>
        <source>Nothing of it was kept, and nothing of it is shown. Make the data folder {folder} writable again, then enter it again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Rien n&apos;en a été gardé, et rien n&apos;en est affiché. Rendez le dossier de données {folder} de nouveau accessible en écriture, puis saisissez à nouveau ; ou déplacez la table dans un autre dossier (Table &gt; Déplacer la table dans un autre dossier…).</translation>
    </message>
    <message>
        <source>Nothing of it was kept, and nothing of it is shown. Enter it again once the disk of the data folder {folder} works again; or move the table to another folder (Table &gt; Move the table to another folder…).</source>
        <translation>Rien n&apos;en a été gardé, et rien n&apos;en est affiché. Saisissez à nouveau quand le disque du dossier de données {folder} fonctionnera de nouveau ; ou déplacez la table dans un autre dossier (Table &gt; Déplacer la table dans un autre dossier…).</translation>
    </message>
    <message>
        <source>The journal {file} could not be read: {reason}.</source>
        <translation>Le journal {file} n&apos;a pas pu être lu : {reason}.</translation>
    </message>
    <message>
        <source>Table {table} is closed: it takes no more changes.</source>
        <translation>La table {table} est fermée : elle n&apos;accepte plus de modifications.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be read: {reason}.</source>
        <translation>Le dossier de données {folder} ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>it could not be opened ({reason})</source>
        <translation>il n&apos;a pas pu être ouvert ({reason})</translation>
    </message>
    <message>
        <source>The file {file} in the data folder {folder} cannot be used as the journal: {problem}. It is kept as it is.</source>
        <translation>Le fichier {file} du dossier de données {folder} ne peut pas servir de journal : {problem}. Il est gardé tel quel.</translation>
    </message>
    <message>
        <source>This session keeps its tables in a new journal file, {file}.</source>
        <translation>Cette session garde ses tables dans un nouveau fichier de journal, {file}.</translation>
    </message>
    <message>
        <source>The new journal {file} cannot be opened: {reason}.</source>
        <translation>Le nouveau journal {file} ne peut pas être ouvert : {reason}.</translation>
    </message>
    <message>
        <source>it is damaged (cut short)</source>
        <translation>il est endommagé (tronqué)</translation>
    </message>
    <message>
        <source>it is damaged (cut short: {size} of {total} bytes)</source>
        <translation>il est endommagé (tronqué : {size} octets sur {total})</translation>
    </message>
    <message>
        <source>it is damaged (SQLite finds: {found})</source>
        <translation>il est endommagé (SQLite trouve : {found})</translation>
    </message>
    <message>
        <source>it was left by a window that did not close, and its write-ahead log {file} is missing (deleted after a crash?): the last changes it held are lost</source>
        <translation>il a été laissé par une fenêtre qui ne s&apos;est pas fermée, et son journal d&apos;écriture anticipée {file} manque (effacé après un plantage ?) : les dernières modifications qu&apos;il contenait sont perdues</translation>
    </message>
    <message>
        <source>Nothing could be read back from {file} ({reason}); its tables are not in the new journal, and the file is kept as it is.</source>
        <translation>Rien n&apos;a pu être relu de {file} ({reason}) ; ses tables ne sont pas dans le nouveau journal, et le fichier est gardé tel quel.</translation>
    </message>
    <message>
        <source>Nothing could be read back from {file}: its tables are lost.</source>
        <translation>Rien n&apos;a pu être relu de {file} : ses tables sont perdues.</translation>
    </message>
    <message>
        <source>Read back from {file} into {new_file}: {tables}, {checkpoints}, {entries} and {hands}; what lay in its damaged part is lost.</source>
        <translation>Relu de {file} dans {new_file} : {tables}, {checkpoints}, {entries} et {hands} ; ce qui se trouvait dans sa partie endommagée est perdu.</translation>
    </message>
    <message numerus="yes">
        <source>{count} tables</source>
        <comment>{count} table</comment>
        <translation>
            <numerusform>{count} table</numerusform>
            <numerusform>{count} tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} checkpoints</source>
        <comment>{count} checkpoint</comment>
        <translation>
            <numerusform>{count} point de reprise</numerusform>
            <numerusform>{count} points de reprise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entries</source>
        <comment>{count} entry</comment>
        <translation>
            <numerusform>{count} entrée</numerusform>
            <numerusform>{count} entrées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} recorded hands</source>
        <comment>{count} recorded hand</comment>
        <translation>
            <numerusform>{count} coup enregistré</numerusform>
            <numerusform>{count} coups enregistrés</numerusform>
        </translation>
    </message>
    <message>
        <source>This session continues with the journal file {file}.</source>
        <translation>Cette session continue avec le fichier de journal {file}.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>ce n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>it cannot be read ({reason})</source>
        <translation>il ne peut pas être lu ({reason})</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>il est vide</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>ce n&apos;est pas une base de données SQLite</translation>
    </message>
    <message>
        <source>it is another program&apos;s SQLite database, not a journal of the dealer assistant</source>
        <translation>c&apos;est la base de données SQLite d&apos;un autre programme, pas un journal de l&apos;assistant du croupier</translation>
    </message>
    <message>
        <source>it is damaged (its header is not valid)</source>
        <translation>il est endommagé (son en-tête n&apos;est pas valide)</translation>
    </message>
    <message>
        <source>it is damaged (the tables of a journal are missing)</source>
        <translation>il est endommagé (les tables d&apos;un journal manquent)</translation>
    </message>
    <message>
        <source>it is damaged ({reason})</source>
        <translation>il est endommagé ({reason})</translation>
    </message>
    <message>
        <source>it was written by a newer version of the dealer assistant (journal format {version}; this version knows formats up to {known}), so only that version may open it</source>
        <translation>il a été écrit par une version plus récente de l&apos;assistant du croupier (format de journal {version} ; cette version connaît les formats jusqu&apos;à {known}), seule cette version peut donc l&apos;ouvrir</translation>
    </message>
    <message>
        <source>A new journal file cannot be made in the data folder {folder}: {reason}.</source>
        <translation>Aucun nouveau fichier de journal ne peut être créé dans le dossier de données {folder} : {reason}.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the data folder cannot be written</source>
        <translation>le dossier de données n&apos;accepte pas l&apos;écriture</translation>
    </message>
    <message>
        <source>There is no table {table} in this journal.</source>
        <translation>Il n&apos;y a pas de table {table} dans ce journal.</translation>
    </message>
    <message>
        <source>the settings of table {table}</source>
        <translation>les réglages de la table {table}</translation>
    </message>
    <message>
        <source>event {entry} of table {table}</source>
        <translation>l&apos;entrée {entry} de la table {table}</translation>
    </message>
    <message>
        <source>the summary of hand {hand}</source>
        <translation>le résumé du coup {hand}</translation>
    </message>
    <message>
        <source>the history of hand {hand}</source>
        <translation>l&apos;historique du coup {hand}</translation>
    </message>
    <message>
        <source>The journal keeps {what} as a mapping; got {type}.</source>
        <translation>Le journal garde {what} sous forme de table de correspondance ; reçu : {type}.</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: its key {key} at {place} is not text.</source>
        <translation>Le journal ne peut pas garder {what} : la clé {key} en {place} n&apos;est pas du texte.</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: its key {key} is not text.</source>
        <translation>Le journal ne peut pas garder {what} : la clé {key} n&apos;est pas du texte.</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: {value} at {place} is not plain data (text, numbers, true or false, lists and mappings).</source>
        <translation>Le journal ne peut pas garder {what} : {value} en {place} n&apos;est pas une donnée simple (texte, nombres, vrai ou faux, listes et tables de correspondance).</translation>
    </message>
    <message>
        <source>The journal cannot keep {what}: {value} is not plain data (text, numbers, true or false, lists and mappings).</source>
        <translation>Le journal ne peut pas garder {what} : {value} n&apos;est pas une donnée simple (texte, nombres, vrai ou faux, listes et tables de correspondance).</translation>
    </message>
    <message>
        <source>The journal cannot read {what}: it is damaged ({reason}).</source>
        <translation>Le journal ne peut pas lire {what} : données endommagées ({reason}).</translation>
    </message>
    <message>
        <source>The journal cannot read {what}: it is damaged (not a mapping).</source>
        <translation>Le journal ne peut pas lire {what} : données endommagées (pas une table de correspondance).</translation>
    </message>
    <message>
        <source>This table is already open in another window of the dealer assistant.</source>
        <translation>Cette table est déjà ouverte dans une autre fenêtre de l&apos;assistant du croupier.</translation>
    </message>
    <message>
        <source>The lock file {file} is a symbolic link: it is never followed (the dealer assistant would overwrite what it points to). Delete the link; the dealer assistant makes its lock file anew.</source>
        <translation>Le fichier de verrou {file} est un lien symbolique : il n&apos;est jamais suivi (l&apos;assistant du croupier écraserait ce qu&apos;il désigne). Supprimez le lien ; l&apos;assistant du croupier refait son fichier de verrou.</translation>
    </message>
    <message>
        <source>The lock file {file} is a folder: move it out of the data folder (or rename it); the dealer assistant makes its lock file anew.</source>
        <translation>Le fichier de verrou {file} est un dossier : sortez-le du dossier de données (ou renommez-le) ; l&apos;assistant du croupier refait son fichier de verrou.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be created: {reason}.</source>
        <translation>Le dossier de données {folder} ne peut pas être créé : {reason}.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be locked for this window: {reason}.</source>
        <translation>Le dossier de données {folder} ne peut pas être verrouillé pour cette fenêtre : {reason}.</translation>
    </message>
    <message>
        <source>The lock file {file} is not a file (a device or a pipe): move it out of the data folder; the dealer assistant makes its lock file anew.</source>
        <translation>Le fichier de verrou {file} n&apos;est pas un fichier (un périphérique ou un tube) : sortez-le du dossier de données ; l&apos;assistant du croupier refait son fichier de verrou.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be locked for this window (the folder&apos;s file system refused the lock: {reason}).</source>
        <translation>Le dossier de données {folder} ne peut pas être verrouillé pour cette fenêtre (le système de fichiers du dossier a refusé le verrou : {reason}).</translation>
    </message>
    <message>
        <source>Enter the amount he bet or raised to.</source>
        <translation>Entrez le montant de sa mise ou de sa relance.</translation>
    </message>
    <message>
        <source>table {table} holds damaged entries</source>
        <translation>la table {table} contient des entrées endommagées</translation>
    </message>
    <message>
        <source>The table cannot be opened again ({reason}): open a new table.</source>
        <translation>La table ne peut pas être rouverte ({reason}) : ouvrez une nouvelle table.</translation>
    </message>
    <message>
        <source>A hand in the history cannot change.</source>
        <translation>Un coup de l&apos;historique ne peut pas être modifié.</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is not an amount.</source>
        <translation>« {typed} » n&apos;est pas un montant.</translation>
    </message>
    <message>
        <source>&apos;{typed}&apos; is not an amount: group the digits by three.</source>
        <translation>« {typed} » n&apos;est pas un montant : groupez les chiffres par trois.</translation>
    </message>
    <message>
        <source>{typed} is finer than the table&apos;s smallest unit.</source>
        <translation>{typed} est plus fin que la plus petite unité de la table.</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Pot principal</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Pot annexe {number}</translation>
    </message>
    <message>
        <source>The server of the room {room} refused: {reason}.</source>
        <translation>Le serveur de la salle {room} a refusé : {reason}.</translation>
    </message>
    <message>
        <source>The database {room} is not a room yet: set it up with `room init`.</source>
        <translation>La base de données {room} n&apos;est pas encore une salle : préparez-la avec `room init`.</translation>
    </message>
    <message>
        <source>The room {room} has schema version {found}; this program knows version {needed}: update the program on this station.</source>
        <translation>La salle {room} a la version de schéma {found} ; ce programme connaît la version {needed} : mettez à jour le programme sur ce poste.</translation>
    </message>
    <message>
        <source>A dealer&apos;s station needs its table&apos;s number.</source>
        <translation>Le poste d&apos;un croupier a besoin du numéro de sa table.</translation>
    </message>
    <message>
        <source>A student&apos;s station needs the student&apos;s name.</source>
        <translation>Le poste d&apos;un élève a besoin du nom de l&apos;élève.</translation>
    </message>
    <message>
        <source>The role&apos;s name {role} is longer than PostgreSQL&apos;s 63 characters.</source>
        <translation>Le nom de rôle {role} dépasse les 63 caractères de PostgreSQL.</translation>
    </message>
    <message>
        <source>The room already has a station role {role}: choose another --name, or give it a new password with `room new-password`.</source>
        <translation>La salle a déjà un rôle de poste {role} : choisissez un autre --name, ou donnez-lui un nouveau mot de passe avec `room new-password`.</translation>
    </message>
    <message>
        <source>The room {room} has no station role {role}.</source>
        <translation>La salle {room} n&apos;a pas de rôle de poste {role}.</translation>
    </message>
    <message>
        <source>The room&apos;s address {url} is not a PostgreSQL URL: {reason}.</source>
        <translation>L&apos;adresse de la salle {url} n&apos;est pas une URL PostgreSQL : {reason}.</translation>
    </message>
    <message>
        <source>The room {room} refused the role {role}: wrong name or password.</source>
        <translation>La salle {room} a refusé le rôle {role} : nom ou mot de passe erroné.</translation>
    </message>
    <message>
        <source>The room {room} does not let the role {role} in: its manager disabled it.</source>
        <translation>La salle {room} n&apos;admet pas le rôle {role} : son gestionnaire l&apos;a désactivé.</translation>
    </message>
    <message>
        <source>There is no room {room}: create it with `room init` (the server answered: {reason}).</source>
        <translation>Il n&apos;y a pas de salle {room} : créez-la avec `room init` (le serveur a répondu : {reason}).</translation>
    </message>
    <message>
        <source>The room {room} refused the role {role}: {reason}.</source>
        <translation>La salle {room} a refusé le rôle {role} : {reason}.</translation>
    </message>
    <message>
        <source>The room {room} cannot be reached: {reason}.</source>
        <translation>La salle {room} est injoignable : {reason}.</translation>
    </message>
    <message>
        <source>The room {room} has schema version {found}; this program needs version {needed}: the room&apos;s manager runs `room upgrade`.</source>
        <translation>La salle {room} a la version de schéma {found} ; ce programme a besoin de la version {needed} : le gestionnaire de la salle lance `room upgrade`.</translation>
    </message>
    <message>
        <source>The room {room} refused station {station}: it writes as {owner}, not as {role}.</source>
        <translation>La salle {room} a refusé le poste {station} : il écrit en tant que {owner}, pas en tant que {role}.</translation>
    </message>
    <message>
        <source>The room {room} holds another entry {seq} of {stream} from station {station}: this one is not stored.</source>
        <translation>La salle {room} contient une autre entrée {seq} du flux {stream} venant du poste {station} : celle-ci n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <source>The room {room} refused entry {seq} of {stream}: the role {role} may not write {stream}.</source>
        <translation>La salle {room} a refusé l&apos;entrée {seq} du flux {stream} : le rôle {role} ne peut pas écrire {stream}.</translation>
    </message>
    <message>
        <source>The room {room} refused entry {seq} of {stream}: its last entry of that stream is {last}.</source>
        <translation>La salle {room} a refusé l&apos;entrée {seq} du flux {stream} : sa dernière entrée de ce flux est {last}.</translation>
    </message>
    <message>
        <source>The room {room} refused the entries: {reason}.</source>
        <translation>La salle {room} a refusé les entrées : {reason}.</translation>
    </message>
    <message>
        <source>The journal {file} keeps the streams of its own station only: it cannot keep entry {entry} of {stream} from station {station}.</source>
        <translation>Le journal {file} ne garde que les flux de son propre poste : il ne peut pas garder l&apos;entrée {entry} du flux {stream} venant du poste {station}.</translation>
    </message>
    <message>
        <source>The journal {file} holds another entry {entry} of {stream} from station {station}: this one is not kept.</source>
        <translation>Le journal {file} contient une autre entrée {entry} du flux {stream} venant du poste {station} : celle-ci n&apos;est pas gardée.</translation>
    </message>
    <message>
        <source>keep what the room acknowledged</source>
        <translation>garder ce que la salle a confirmé</translation>
    </message>
    <message>
        <source>entry {entry} of {stream}</source>
        <translation>l&apos;entrée {entry} du flux {stream}</translation>
    </message>
    <message>
        <source>The journal {file} cannot {doing}: {reason}.</source>
        <translation>Le journal {file} ne peut pas {doing} : {reason}.</translation>
    </message>
    <message>
        <source>The outbox of {file} sends entries; the journal writes them.</source>
        <translation>La file d&apos;envoi de {file} envoie les entrées ; c&apos;est le journal qui les écrit.</translation>
    </message>
    <message>
        <source>The room holds no event {event} with its set-up.</source>
        <translation>La salle ne contient aucun tournoi {event} avec ses réglages.</translation>
    </message>
    <message>
        <source>Several stations hold event {event}: choose one with --station ({stations}).</source>
        <translation>Plusieurs postes ont le tournoi {event} : choisissez-en un avec --station ({stations}).</translation>
    </message>
    <message>
        <source>The players&apos; page of the room only reads the event: the director&apos;s remote is on the director&apos;s window.</source>
        <translation>La page des joueurs de la salle ne fait que lire le tournoi : la télécommande du directeur est sur la fenêtre du directeur.</translation>
    </message>
    <message>
        <source>This program cannot serve the players&apos; page.</source>
        <translation>Ce programme ne peut pas servir la page des joueurs.</translation>
    </message>
    <message>
        <source>Type the room&apos;s address first (postgresql://...).</source>
        <translation>Tapez d&apos;abord l&apos;adresse de la salle (postgresql://...).</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not the code of an exam in the room: it has 8 letters and digits, like {example}.</source>
        <translation>« {code} » n&apos;est pas le code d&apos;un examen de la salle : il a 8 lettres et chiffres, comme {example}.</translation>
    </message>
    <message>
        <source>The room holds no exam {code}: ask the instructor for the code again.</source>
        <translation>La salle n&apos;a aucun examen {code} : redemandez le code à l&apos;instructeur.</translation>
    </message>
    <message>
        <source>The results of exam {code} are out already.</source>
        <translation>Les résultats de l&apos;examen {code} sont déjà publiés.</translation>
    </message>
    <message>
        <source>Choose a student who sat the exam: leave is for a next sitting.</source>
        <translation>Choisissez un élève qui a passé l&apos;examen : l&apos;autorisation vaut pour un passage suivant.</translation>
    </message>
    <message>
        <source>The results of exam {code} are out: a second sitting would know the right answers. Hold a new exam.</source>
        <translation>Les résultats de l&apos;examen {code} sont publiés : un deuxième passage connaîtrait les bonnes réponses. Tenez un nouvel examen.</translation>
    </message>
    <message>
        <source>{student} has leave for another sitting already.</source>
        <translation>{student} est déjà autorisé à repasser.</translation>
    </message>
    <message>
        <source>This station&apos;s role {role} is not a student&apos;s: the room&apos;s manager adds one with `room add-station URL --student NAME`.</source>
        <translation>Le rôle {role} de ce poste n&apos;est pas celui d&apos;un élève : le gestionnaire de la salle en ajoute un avec `room add-station URL --student NOM`.</translation>
    </message>
    <message>
        <source>The results of exam {code} are out: it can no longer be sat.</source>
        <translation>Les résultats de l&apos;examen {code} sont publiés : on ne peut plus le passer.</translation>
    </message>
    <message>
        <source>You have sat exam {code} already: a second sitting needs the instructor&apos;s leave.</source>
        <translation>Vous avez déjà passé l&apos;examen {code} : un deuxième passage demande l&apos;autorisation de l&apos;instructeur.</translation>
    </message>
    <message>
        <source>An exam in the room keeps its answers in the room: it has no result file.</source>
        <translation>Un examen dans la salle garde ses réponses dans la salle : il n&apos;a pas de fichier de résultats.</translation>
    </message>
    <message>
        <source>cut off: {count} waiting</source>
        <translation>coupé : {count} en attente</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <source>{count} waiting</source>
        <translation>{count} en attente</translation>
    </message>
    <message>
        <source>all sent</source>
        <translation>tout est envoyé</translation>
    </message>
</context>
<context>
    <name>Need</name>
    <message>
        <source>Deal the next hand (N).</source>
        <translation>Distribuez le coup suivant (N).</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <source>New table</source>
        <translation>Nouvelle table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Mixed hold&apos;em</source>
        <translation>Hold&apos;em mixte</translation>
    </message>
    <message>
        <source>%1 (rotation)</source>
        <translation>%1 (rotation)</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice</source>
        <translation>Choix du donneur</translation>
    </message>
    <message>
        <source>Game or rotation</source>
        <translation>Jeu ou rotation</translation>
    </message>
    <message>
        <source>Games to choose from</source>
        <translation>Jeux au choix</translation>
    </message>
    <message>
        <source>Change game</source>
        <translation>Changer de jeu</translation>
    </message>
    <message>
        <source>Cash game</source>
        <translation>Partie cash</translation>
    </message>
    <message>
        <source>Sit-and-go</source>
        <translation>Sit-and-go</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <source>The smallest chip in play: 1, 5, 25, 0.25 ...</source>
        <translation>Le plus petit jeton en jeu : 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Unité de jeton</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Enjeux</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Small bet (limit)</source>
        <translation>Petite mise (limit)</translation>
    </message>
    <message>
        <source>Big bet (limit)</source>
        <translation>Grosse mise (limit)</translation>
    </message>
    <message>
        <source>Stud ante</source>
        <translation>Ante du stud</translation>
    </message>
    <message>
        <source>Bring-in (stud)</source>
        <translation>Bring-in (stud)</translation>
    </message>
    <message>
        <source>Minimum buy-in</source>
        <translation>Cave minimum</translation>
    </message>
    <message>
        <source>Maximum buy-in</source>
        <translation>Cave maximum</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Jetons de départ</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Minutes par niveau</translation>
    </message>
    <message>
        <source>Levels (× the stakes)</source>
        <translation>Niveaux (× les enjeux)</translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation>sans pause</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Pauses</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Sièges</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Sièges à la table</translation>
    </message>
    <message>
        <source>Button on seat</source>
        <translation>Bouton au siège</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Name (empty: nobody)</source>
        <translation>Nom (vide : personne)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <source>every %1 hands</source>
        <extracomment>The game changes every N hands. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>après %1 coup</numerusform>
            <numerusform>tous les %1 coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 orbits</source>
        <extracomment>The game changes every N orbits of the button. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>après %1 tour de bouton</numerusform>
            <numerusform>tous les %1 tours de bouton</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 levels</source>
        <extracomment>The game changes every N levels of the tournament. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>après %1 niveau</numerusform>
            <numerusform>tous les %1 niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 levels, for %2</source>
        <extracomment>A break every N levels of the tournament, each break M minutes long. %1 is the spin box of N, %2 the spin box of the break&apos;s length (it reads &quot;10 min&quot;).</extracomment>
        <translation>
            <numerusform>après %1 niveau, durée %2</numerusform>
            <numerusform>tous les %1 niveaux, durée %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the smallest chip: 1, 5, 25, 0.25 ...</source>
        <translation>Tapez le plus petit jeton : 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <source>The chip unit must be a positive amount.</source>
        <translation>L&apos;unité de jeton doit être un montant positif.</translation>
    </message>
    <message>
        <source>At most four decimals.</source>
        <translation>Quatre décimales au plus.</translation>
    </message>
    <message>
        <source>An amount cannot be negative.</source>
        <translation>Un montant ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a multiplier.</source>
        <translation>« %1 » n&apos;est pas un multiplicateur.</translation>
    </message>
    <message>
        <source>Give at least one level.</source>
        <translation>Donnez au moins un niveau.</translation>
    </message>
    <message>
        <source>Seat at least two players: type their names.</source>
        <translation>Installez au moins deux joueurs : tapez leurs noms.</translation>
    </message>
    <message>
        <source>Put the button on a seat with a player.</source>
        <translation>Mettez le bouton sur un siège occupé.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Keys: ↑↓ seat · A add chips · O sit out / come back · P post to enter · W wait for the big blind · L leave · S seat a new player · Enter confirm · Esc close</source>
        <translation>Touches : ↑↓ siège · A ajouter des jetons · O s&apos;absenter / revenir · P payer pour entrer · W attendre la grosse blinde · L quitter la table · S installer un nouveau joueur · Entrée valider · Esc fermer</translation>
    </message>
    <message>
        <source>Close  [Esc]</source>
        <translation>Fermer  [Esc]</translation>
    </message>
    <message>
        <source>Chips to add</source>
        <translation>Jetons à ajouter</translation>
    </message>
    <message>
        <source>Add chips</source>
        <translation>Ajouter des jetons</translation>
    </message>
    <message>
        <source>Post to enter now</source>
        <translation>Payer pour entrer maintenant</translation>
    </message>
    <message>
        <source>Wait for the big blind</source>
        <translation>Attendre la grosse blinde</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Seat a new player  [S]</source>
        <translation>Installer un nouveau joueur  [S]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Cave</translation>
    </message>
    <message>
        <source>Post a big blind to play the next hand</source>
        <translation>Payer une grosse blinde pour jouer le coup suivant</translation>
    </message>
    <message>
        <source>Seat the player  [Enter]</source>
        <translation>Installer le joueur  [Entrée]</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Siège %1</translation>
    </message>
    <message>
        <source>Seat %1 is empty: seat a new player there (S).</source>
        <translation>Le siège %1 est libre : installez-y un nouveau joueur (S).</translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation>Siège %1 — %2</translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation>Jetons %1</translation>
    </message>
    <message>
        <source>Come back</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>S&apos;absenter</translation>
    </message>
    <message>
        <source>Add-on: %1</source>
        <translation>Add-on : %1</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>deuces</source>
        <comment>of</comment>
        <translation>de deux</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>of</comment>
        <translation>de trois</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>of</comment>
        <translation>de quatre</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>of</comment>
        <translation>de cinq</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>of</comment>
        <translation>de six</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>of</comment>
        <translation>de sept</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>of</comment>
        <translation>de huit</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>of</comment>
        <translation>de neuf</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>of</comment>
        <translation>de dix</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>of</comment>
        <translation>de valets</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>of</comment>
        <translation>de dames</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>of</comment>
        <translation>de rois</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>of</comment>
        <translation>d&apos;as</translation>
    </message>
    <message>
        <source>deuces</source>
        <comment>plural</comment>
        <translation>deux</translation>
    </message>
    <message>
        <source>threes</source>
        <comment>plural</comment>
        <translation>trois</translation>
    </message>
    <message>
        <source>fours</source>
        <comment>plural</comment>
        <translation>quatre</translation>
    </message>
    <message>
        <source>fives</source>
        <comment>plural</comment>
        <translation>cinq</translation>
    </message>
    <message>
        <source>sixes</source>
        <comment>plural</comment>
        <translation>six</translation>
    </message>
    <message>
        <source>sevens</source>
        <comment>plural</comment>
        <translation>sept</translation>
    </message>
    <message>
        <source>eights</source>
        <comment>plural</comment>
        <translation>huit</translation>
    </message>
    <message>
        <source>nines</source>
        <comment>plural</comment>
        <translation>neuf</translation>
    </message>
    <message>
        <source>tens</source>
        <comment>plural</comment>
        <translation>dix</translation>
    </message>
    <message>
        <source>jacks</source>
        <comment>plural</comment>
        <translation>valets</translation>
    </message>
    <message>
        <source>queens</source>
        <comment>plural</comment>
        <translation>dames</translation>
    </message>
    <message>
        <source>kings</source>
        <comment>plural</comment>
        <translation>rois</translation>
    </message>
    <message>
        <source>aces</source>
        <comment>plural</comment>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <comment>high</comment>
        <translation>au deux</translation>
    </message>
    <message>
        <source>three</source>
        <comment>high</comment>
        <translation>au trois</translation>
    </message>
    <message>
        <source>four</source>
        <comment>high</comment>
        <translation>au quatre</translation>
    </message>
    <message>
        <source>five</source>
        <comment>high</comment>
        <translation>au cinq</translation>
    </message>
    <message>
        <source>six</source>
        <comment>high</comment>
        <translation>au six</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>high</comment>
        <translation>au sept</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>high</comment>
        <translation>au huit</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>high</comment>
        <translation>au neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>high</comment>
        <translation>au dix</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>high</comment>
        <translation>au valet</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>high</comment>
        <translation>à la dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>high</comment>
        <translation>au roi</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>high</comment>
        <translation>à l&apos;as</translation>
    </message>
    <message>
        <source>two</source>
        <comment>single</comment>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <comment>single</comment>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <comment>single</comment>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <comment>single</comment>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <comment>single</comment>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>single</comment>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>single</comment>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>single</comment>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>single</comment>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>single</comment>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>single</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <comment>single</comment>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>single</comment>
        <translation>as</translation>
    </message>
</context>
<context>
    <name>RemoteBridge</name>
    <message>
        <source>Done.</source>
        <translation>Fait.</translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <source>Start  [Home]</source>
        <translation>Début  [Home]</translation>
    </message>
    <message>
        <source>◀ Back  [←]</source>
        <translation>◀ Reculer  [←]</translation>
    </message>
    <message>
        <source>Forward ▶  [→]</source>
        <translation>Avancer ▶  [→]</translation>
    </message>
    <message>
        <source>End  [End]</source>
        <translation>Fin  [End]</translation>
    </message>
    <message>
        <source>Step 0 of %1: the hand as dealt</source>
        <translation>Étape 0 sur %1 : le coup tel que distribué</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2 : %3</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Sitting out</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Sits out next hand</source>
        <translation>Absent au coup suivant</translation>
    </message>
    <message>
        <source>Waits for the big blind</source>
        <translation>Attend la grosse blinde</translation>
    </message>
    <message>
        <source>Posts to enter</source>
        <translation>Paie pour entrer</translation>
    </message>
    <message>
        <source>No chips</source>
        <translation>Sans jetons</translation>
    </message>
    <message>
        <source>Not dealt in</source>
        <translation>Hors du coup</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>In this hand</source>
        <translation>Dans le coup</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Joue</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Siège %1</translation>
    </message>
    <message>
        <source>This hand is not played at a table.</source>
        <translation>Ce coup n&apos;est pas joué à une table.</translation>
    </message>
    <message>
        <source>Seat a player here…</source>
        <translation>Installer un joueur ici…</translation>
    </message>
    <message>
        <source>Add chips…</source>
        <translation>Ajouter des jetons…</translation>
    </message>
    <message>
        <source>Come back</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Sit out</source>
        <translation>S&apos;absenter</translation>
    </message>
    <message>
        <source>Wait for the big blind</source>
        <translation>Attendre la grosse blinde</translation>
    </message>
    <message>
        <source>Post the missed small blind to play now</source>
        <translation>Payer la petite blinde manquée et jouer maintenant</translation>
    </message>
    <message>
        <source>Post a big blind to play now</source>
        <translation>Payer une grosse blinde pour jouer maintenant</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Players…  [F2]</source>
        <translation>Joueurs…  [F2]</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>Seat %1</source>
        <translation>Siège %1</translation>
    </message>
    <message>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>SB</source>
        <comment>small blind</comment>
        <translation>PB</translation>
    </message>
    <message>
        <source>BB</source>
        <comment>big blind</comment>
        <translation>GB</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation>Jetons %1</translation>
    </message>
    <message>
        <source>In front: %1</source>
        <translation>Devant : %1</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Couché</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>A jeté</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>À parler</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language changes at once.</source>
        <translation>La langue change aussitôt.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: its translation file %2 is missing (make translations builds it). The window stays in the language it speaks.</source>
        <translation>Impossible d&apos;afficher %1 : son fichier de traduction %2 manque (make translations le construit). La fenêtre garde sa langue.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>T&amp;ournoi</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>%1 (saved)</source>
        <translation>%1 (enregistrée)</translation>
    </message>
    <message>
        <source>&amp;Structure</source>
        <translation>&amp;Structure</translation>
    </message>
    <message>
        <source>Late re&amp;gistration until level</source>
        <translation>Ins&amp;criptions tardives jusqu&apos;au niveau</translation>
    </message>
    <message>
        <source>Draw see&amp;d</source>
        <translation>Graine d&amp;u tirage</translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation>Ar&amp;gent</translation>
    </message>
    <message>
        <source>&amp;Buy-in (fee included)</source>
        <translation>&amp;Buy-in (frais compris)</translation>
    </message>
    <message>
        <source>&amp;Fee</source>
        <translation>&amp;Frais</translation>
    </message>
    <message>
        <source>Starting s&amp;tack</source>
        <translation>&amp;Tapis de départ</translation>
    </message>
    <message>
        <source>Bounty (part of the buy-in)</source>
        <translation>Prime (part du buy-in)</translation>
    </message>
    <message>
        <source>Progressive: half won, half added to the winner&apos;s bounty</source>
        <translation>Progressive : moitié gagnée, moitié ajoutée à la prime du vainqueur</translation>
    </message>
    <message>
        <source>Payouts by field si&amp;ze</source>
        <translation>Gains se&amp;lon le nombre d&apos;entrées</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>la grosse blinde</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>chaque joueur</translation>
    </message>
    <message>
        <source>M&amp;inimum field</source>
        <translation>Inscrits m&amp;inimum</translation>
    </message>
    <message>
        <source>Ma&amp;ximum field</source>
        <translation>Inscrits ma&amp;ximum</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Turbo</source>
        <translation>Turbo</translation>
    </message>
    <message>
        <source>Deep stack</source>
        <translation>Deep stack</translation>
    </message>
    <message>
        <source>Mixed games</source>
        <translation>Jeux mixtes</translation>
    </message>
    <message>
        <source>Seats per t&amp;able</source>
        <translation>Sièges p&amp;ar table</translation>
    </message>
    <message>
        <source>Tables a&amp;vailable</source>
        <translation>Tables &amp;disponibles</translation>
    </message>
    <message>
        <source>&amp;Re-entries allowed</source>
        <translation>&amp;Ré-entrées permises</translation>
    </message>
    <message>
        <source>Hand-for-hand: seconds per &amp;hand</source>
        <translation>Main par main : secondes par &amp;main</translation>
    </message>
    <message>
        <source>Rebuys until level (0: none)</source>
        <translation>Recaves jusqu&apos;au niveau (0 : aucune)</translation>
    </message>
    <message>
        <source>Rebuy price</source>
        <translation>Prix de la recave</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Jetons de la recave</translation>
    </message>
    <message>
        <source>Add-on at level (0: none)</source>
        <translation>Add-on au niveau (0 : aucun)</translation>
    </message>
    <message>
        <source>Add-on price</source>
        <translation>Prix de l&apos;add-on</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Jetons de l&apos;add-on</translation>
    </message>
    <message>
        <source>&amp;Chips</source>
        <translation>&amp;Jetons</translation>
    </message>
    <message>
        <source>e.g. 25 100 500 1000 5000</source>
        <translation>p. ex. 25 100 500 1000 5000</translation>
    </message>
    <message>
        <source>Denominations, smallest first</source>
        <translation>Valeurs des jetons, la plus petite d&apos;abord</translation>
    </message>
    <message>
        <source>chip: the level after which it leaves</source>
        <translation>jeton : le niveau après lequel il part</translation>
    </message>
    <message>
        <source>Chips raced off at a break</source>
        <translation>Jetons retirés par chip race à une pause</translation>
    </message>
    <message>
        <source>&amp;Payouts</source>
        <translation>Ré&amp;partition</translation>
    </message>
    <message>
        <source>up to N entries: shares of places 1, 2, 3...</source>
        <translation>jusqu&apos;à N entrées : parts des places 1, 2, 3...</translation>
    </message>
    <message>
        <source>Beyond the last row: per cent paid</source>
        <translation>Au-delà de la dernière ligne : pour cent payés</translation>
    </message>
    <message>
        <source>entries: per cent to first place</source>
        <translation>entrées : pourcentage à la première place</translation>
    </message>
    <message>
        <source>Beyond the rows, first place takes</source>
        <translation>Au-delà des lignes, la première place prend</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Ante posted by</source>
        <translation>Qui paie l&apos;ante</translation>
    </message>
    <message>
        <source>Add a level  [Ctrl+Ins]</source>
        <translation>Ajouter un niveau  [Ctrl+Ins]</translation>
    </message>
    <message>
        <source>Add a break</source>
        <translation>Ajouter une pause</translation>
    </message>
    <message>
        <source>Remove the level  [Ctrl+Del]</source>
        <translation>Supprimer le niveau  [Ctrl+Del]</translation>
    </message>
    <message>
        <source>&amp;Levels</source>
        <translation>Ni&amp;veaux</translation>
    </message>
    <message>
        <source>Save this set-&amp;up under its name</source>
        <translation>&amp;Enregistrer ces réglages sous leur nom</translation>
    </message>
    <message>
        <source>Levels (a break has its minutes only):</source>
        <translation>Niveaux (une pause n&apos;a que ses minutes) :</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <source>▼ More below: scroll down</source>
        <translation>▼ Suite plus bas : faites défiler</translation>
    </message>
    <message>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Jeton indivisible au siège %1 (%2) : %3</translation>
    </message>
    <message>
        <source>Odd chip to the high half: %1 splits %2 high / %3 low (the high half takes the odd chip).</source>
        <translation>Jeton indivisible à la part de la main haute : %1 se partage en %2 haut / %3 bas (la part de la main haute prend le jeton indivisible).</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <source>between %1</source>
        <translation>entre %1</translation>
    </message>
    <message>
        <source>high half</source>
        <translation>part de la main haute</translation>
    </message>
    <message>
        <source>low half</source>
        <translation>part de la main basse</translation>
    </message>
    <message>
        <source>%1 wins a quarter (half of the %2): %3</source>
        <translation>%1 gagne un quart (la moitié de la %2) : %3</translation>
    </message>
    <message>
        <source>%1 wins a share of the %2: %3</source>
        <translation>%1 gagne une part de la %2 : %3</translation>
    </message>
    <message>
        <source>%1 wins the %2: %3</source>
        <translation>%1 gagne la %2 : %3</translation>
    </message>
    <message>
        <source>%1 wins %3</source>
        <translation>%1 gagne %3</translation>
    </message>
</context>
<context>
    <name>StacksDialog</name>
    <message>
        <source>Chip race at table %1</source>
        <translation>Chip race à la table %1</translation>
    </message>
    <message>
        <source>Chips at table %1</source>
        <translation>Jetons à la table %1</translation>
    </message>
    <message>
        <source>Leaving chip</source>
        <translation>Jeton retiré</translation>
    </message>
    <message>
        <source>cards for the odd chips, e.g. As 7d</source>
        <translation>cartes des jetons restants, p. ex. As 7d</translation>
    </message>
    <message>
        <source>Each player&apos;s chips of the leaving colour, and one card per odd chip:</source>
        <translation>Les jetons de la couleur retirée de chaque joueur, et une carte par jeton restant :</translation>
    </message>
</context>
<context>
    <name>Stakes</name>
    <message>
        <source>limit %1/%2, bring-in %3</source>
        <translation>limite %1/%2, bring-in %3</translation>
    </message>
    <message>
        <source>limit %1/%2, blinds %3/%4</source>
        <translation>limite %1/%2, blindes %3/%4</translation>
    </message>
    <message>
        <source>blinds %1/%2</source>
        <translation>blindes %1/%2</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>ante grosse blinde %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 · level %2</source>
        <translation>%1 · niveau %2</translation>
    </message>
    <message>
        <source>Dealer&apos;s choice</source>
        <translation>Choix du donneur</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Entre deux coups</translation>
    </message>
    <message>
        <source>Paid: %1</source>
        <translation>Payé : %1</translation>
    </message>
    <message>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
</context>
<context>
    <name>TrainerWindow</name>
    <message>
        <source>%1 — training room</source>
        <translation>%1 — salle de formation</translation>
    </message>
    <message>
        <source>&amp;Student:</source>
        <translation>É&amp;lève :</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mode :</translation>
    </message>
    <message>
        <source>&amp;Learn (explained)</source>
        <translation>&amp;Apprendre (expliqué)</translation>
    </message>
    <message>
        <source>&amp;Practice (timed)</source>
        <translation>&amp;S&apos;entraîner (chronométré)</translation>
    </message>
    <message>
        <source>&amp;Exam (a code)</source>
        <translation>&amp;Examen (un code)</translation>
    </message>
    <message>
        <source>Live &amp;dealing (figures hidden)</source>
        <translation>&amp;Donne en direct (chiffres cachés)</translation>
    </message>
    <message>
        <source>Exam &amp;code:</source>
        <translation>&amp;Code de l&apos;examen :</translation>
    </message>
    <message>
        <source>Result files go to:</source>
        <translation>Fichiers de résultats dans :</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Room (&amp;URL):</source>
        <translation>Salle (&amp;URL) :</translation>
    </message>
    <message>
        <source>postgresql://… given by the room&apos;s manager</source>
        <translation>postgresql://… donnée par le gestionnaire de la salle</translation>
    </message>
    <message>
        <source>&amp;Join an exam in the room</source>
        <translation>&amp;Rejoindre un examen dans la salle</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>S&amp;tart  [Enter]</source>
        <translation>Co&amp;mmencer  [Entrée]</translation>
    </message>
    <message>
        <source>My &amp;report</source>
        <translation>Mon &amp;bilan</translation>
    </message>
    <message>
        <source>&amp;Instructor…</source>
        <translation>&amp;Formateur…</translation>
    </message>
    <message>
        <source>&amp;Back  [Esc]</source>
        <translation>&amp;Retour  [Échap]</translation>
    </message>
    <message>
        <source>Result files go to</source>
        <translation>Fichiers de résultats dans</translation>
    </message>
    <message numerus="yes">
        <source>Your sitting of exam %1 goes on where it stopped: %n answer(s) kept, and the time runs on.</source>
        <translation>
            <numerusform>Votre passage de l&apos;examen %1 reprend où il s&apos;était arrêté : %n réponse gardée, et le temps continue.</numerusform>
            <numerusform>Votre passage de l&apos;examen %1 reprend où il s&apos;était arrêté : %n réponses gardées, et le temps continue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3</source>
        <translation>Question %1 sur %2 · %3</translation>
    </message>
    <message>
        <source>%1 · rules: %2</source>
        <translation>%1 · règles : %2</translation>
    </message>
    <message>
        <source>smallest chip %1</source>
        <translation>plus petit jeton %1</translation>
    </message>
    <message>
        <source>Type the amount, then Enter.</source>
        <translation>Tapez le montant, puis Entrée.</translation>
    </message>
    <message>
        <source>Type the seat number, then Enter.</source>
        <translation>Tapez le numéro de le siège, puis Entrée.</translation>
    </message>
    <message>
        <source>Type the number of your choice, then Enter.</source>
        <translation>Tapez le numéro de votre choix, puis Entrée.</translation>
    </message>
    <message>
        <source>Each pot: its amount, a colon, the seats that can win it; pots apart by &apos;;&apos; (350: 1 2 3; 400: 2 3). Enter.</source>
        <translation>Chaque pot : son montant, deux-points, les sièges qui peuvent le gagner ; pots séparés par « ; » (350: 1 2 3; 400: 2 3). Entrée.</translation>
    </message>
    <message>
        <source>Each pot: seat=chips for every seat paid; pots apart by &apos;;&apos;, main pot first (2=51 3=25 4=25; 2=40). Enter.</source>
        <translation>Chaque pot : siège=jetons pour chaque siège payé ; pots séparés par « ; », le pot principal d&apos;abord (2=51 3=25 4=25; 2=40). Entrée.</translation>
    </message>
    <message>
        <source>The seats that win a chip, &apos;/&apos;, the value removed (minus if the race adds chips): 1 3 / 25, or - / -75. Enter.</source>
        <translation>Les sièges qui gagnent un jeton, &apos;/&apos;, la valeur retirée (moins si la chip race ajoute des jetons) : 1 3 / 25, ou - / -75. Entrée.</translation>
    </message>
    <message>
        <source>Time left %1</source>
        <translation>Temps restant %1</translation>
    </message>
    <message>
        <source>Score %1 · right %2 of %3 · streak %4 (best %5)</source>
        <translation>Score %1 · %2 justes sur %3 · série %4 (record %5)</translation>
    </message>
    <message>
        <source>%1 s (target %2 s)</source>
        <translation>%1 s (objectif %2 s)</translation>
    </message>
    <message>
        <source>Answer kept. Enter: the next question.</source>
        <translation>Réponse enregistrée. Entrée : la question suivante.</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n points.</source>
        <translation>
            <numerusform>Juste : %n point.</numerusform>
            <numerusform>Juste : %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right %1 of %2 · %n points</source>
        <translation>
            <numerusform>Juste %1 sur %2 · %n point</numerusform>
            <numerusform>Juste %1 sur %2 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong. The right answer: %1</source>
        <translation>Faux. La bonne réponse : %1</translation>
    </message>
    <message>
        <source>Enter: the next question · Esc: stop</source>
        <translation>Entrée : la question suivante · Échap : arrêter</translation>
    </message>
    <message>
        <source>Exam %1 — %2</source>
        <translation>Examen %1 — %2</translation>
    </message>
    <message>
        <source>Result file: %1</source>
        <translation>Fichier de résultats : %1</translation>
    </message>
    <message>
        <source>The result file could not be written: %1</source>
        <translation>Le fichier de résultats n&apos;a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Votre réponse : %1</translation>
    </message>
    <message>
        <source>Not answered in time: %1</source>
        <translation>Sans réponse dans le temps : %1</translation>
    </message>
    <message>
        <source>sitting %1, with the instructor&apos;s leave</source>
        <translation>passage %1, avec l&apos;autorisation de l&apos;instructeur</translation>
    </message>
    <message>
        <source>Your answers are in the room: %1 of %2 answered.</source>
        <translation>Vos réponses sont dans la salle : %1 sur %2 répondues.</translation>
    </message>
    <message>
        <source>The results and the right answers are shown here when the instructor releases them.</source>
        <translation>Les résultats et les bonnes réponses s&apos;affichent ici quand l&apos;instructeur les publie.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) reached the room after the time: not counted.</source>
        <translation>
            <numerusform>%n réponse est arrivée dans la salle après le temps : non comptée.</numerusform>
            <numerusform>%n réponses sont arrivées dans la salle après le temps : non comptées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not answered: %1</source>
        <translation>Sans réponse : %1</translation>
    </message>
    <message>
        <source>Report of %1</source>
        <translation>Bilan : %1</translation>
    </message>
    <message>
        <source>Answers from %1 to %2.</source>
        <translation>Réponses du %1 au %2.</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Justes</translation>
    </message>
    <message>
        <source>Lately</source>
        <translation>Récemment</translation>
    </message>
    <message>
        <source>Time / target</source>
        <translation>Temps / objectif</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Pas encore de réponses.</translation>
    </message>
    <message>
        <source>Not tried yet: %1</source>
        <translation>Pas encore essayé : %1</translation>
    </message>
    <message>
        <source>Weak spots: %1</source>
        <translation>Points faibles : %1</translation>
    </message>
    <message>
        <source>Next drill: %1 in %2.</source>
        <translation>Exercice suivant : %1 en %2.</translation>
    </message>
    <message>
        <source>exam results</source>
        <translation>résultats d&apos;examen</translation>
    </message>
</context>
</TS>
