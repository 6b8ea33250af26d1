<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="90"/>
        <source>Next hand</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="153"/>
        <source>Fold</source>
        <translation>Se coucher</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="154"/>
        <source>Call</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="155"/>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="156"/>
        <source>Raise</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="157"/>
        <source>Big bet</source>
        <translation>Grosse mise</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="171"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="172"/>
        <source>½ pot</source>
        <translation>½ pot</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="173"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="174"/>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="195"/>
        <source>Type the cards: Ah Kd 7c</source>
        <translation>Tapez les cartes : Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="201"/>
        <location filename="../../dealer_app/ui/action_panel.py" line="205"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="207"/>
        <source>Show known cards</source>
        <translation>Montrer les cartes connues</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="209"/>
        <source>Muck</source>
        <translation>Jeter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="231"/>
        <source>Stand pat</source>
        <translation>Servi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="233"/>
        <source>Change %1</source>
        <translation>Changer %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="308"/>
        <source>Between hands: deal the next hand (N).</source>
        <translation>Entre deux coups : distribuez le coup suivant (N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="317"/>
        <source>Next hand: %1, %2; the button is on seat %3.</source>
        <translation>Coup suivant : %1, %2 ; le bouton est à la place %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="333"/>
        <source>Press the number of the game %1 names:</source>
        <translation>Tapez le numéro du jeu annoncé par %1 :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="379"/>
        <source>%1 brings in or completes.</source>
        <translation>%1 paie le bring-in ou complète.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="381"/>
        <source>%1 to act: check or bet.</source>
        <translation>À %1 : checker ou miser.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="384"/>
        <source>%1 to act: %2 to call.</source>
        <translation>À %1 : %2 pour suivre.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="451"/>
        <source>Bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="458"/>
        <source>Check</source>
        <translation>Checker</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="460"/>
        <source>Call %1 (all-in)</source>
        <translation>Suivre %1 (tapis)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="462"/>
        <source>Call %1</source>
        <translation>Suivre %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="464"/>
        <source>Complete to</source>
        <translation>Compléter à</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="465"/>
        <source>Bet</source>
        <translation>Miser</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="465"/>
        <source>Raise to</source>
        <translation>Relancer à</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="481"/>
        <source>Big bet %1</source>
        <translation>Grosse mise %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="489"/>
        <source>min %1 · max %2</source>
        <translation>min %1 · max %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="500"/>
        <source>The betting is capped: call or fold only.</source>
        <translation>Les enchères sont plafonnées : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="501"/>
        <source>Betting not re-opened: call or fold only.</source>
        <translation>Les enchères ne sont pas rouvertes : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="502"/>
        <source>No chips left beyond a call.</source>
        <translation>Plus de jetons au-delà d&apos;un suivi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="503"/>
        <source>Every other player is all-in: call or fold.</source>
        <translation>Tous les autres joueurs sont à tapis : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="531"/>
        <source>Showdown order: %1. Type the cards shown, or muck.</source>
        <translation>Ordre d&apos;abattage : %1. Tapez les cartes montrées, ou jetez.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="535"/>
        <source>Type the upcard (or all three third-street cards, upcard last).</source>
        <translation>Tapez la carte visible (ou les trois cartes de la troisième rue, la visible en dernier).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="537"/>
        <source>Type the cards or click them below; cards in play are greyed out.</source>
        <translation>Tapez les cartes ou cliquez-les ci-dessous ; les cartes en jeu sont grisées.</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="208"/>
        <source>(paused)</source>
        <translation>(en pause)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="198"/>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="205"/>
        <source>Level %1 of %2</source>
        <translation>Niveau %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="211"/>
        <source>last level</source>
        <translation>dernier niveau</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="216"/>
        <source>Then a break of %1</source>
        <translation>Puis une pause de %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/clock.py" line="218"/>
        <source>Then %1</source>
        <translation>Puis %1</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="40"/>
        <source>{player} is not playing in the event.</source>
        <translation>{player} ne joue pas dans ce tournoi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="41"/>
        <source>{player} is already in the event.</source>
        <translation>{player} est déjà inscrit au tournoi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="42"/>
        <source>The field is full: {maximum} entries.</source>
        <translation>Le tournoi est complet : {maximum} entrées.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="43"/>
        <source>Registration closed with level {level}.</source>
        <translation>Les inscriptions ont fermé avec le niveau {level}.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="44"/>
        <source>{player} has used the {count} re-entries allowed.</source>
        <translation>{player} a utilisé les {count} re-entries permises.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="45"/>
        <source>A player needs a name.</source>
        <translation>Un joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="46"/>
        <source>The event has started already.</source>
        <translation>Le tournoi a déjà commencé.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="47"/>
        <source>The event has not started.</source>
        <translation>Le tournoi n&apos;a pas commencé.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="48"/>
        <source>The event is over.</source>
        <translation>Le tournoi est terminé.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="49"/>
        <source>Somebody at the table must have chips.</source>
        <translation>Quelqu&apos;un à la table doit avoir des jetons.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="50"/>
        <source>Table {table} has played its hand-for-hand hand: it waits for the others.</source>
        <translation>La table {table} a joué sa main en main par main : elle attend les autres.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="53"/>
        <source>Hand-for-hand is not on.</source>
        <translation>Le main par main n&apos;est pas en cours.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="54"/>
        <source>Hand-for-hand is already on.</source>
        <translation>Le main par main est déjà en cours.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="55"/>
        <source>Finish the hand-for-hand hand first.</source>
        <translation>Terminez d&apos;abord la main en cours du main par main.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="56"/>
        <source>The clock is not running.</source>
        <translation>L&apos;horloge n&apos;est pas en marche.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="57"/>
        <source>The clock is not paused.</source>
        <translation>L&apos;horloge n&apos;est pas en pause.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="58"/>
        <source>The clock cannot go back before the start.</source>
        <translation>L&apos;horloge ne peut pas revenir avant le début.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="59"/>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="60"/>
        <source>Entries are withdrawn before the start only.</source>
        <translation>Une inscription ne se retire qu&apos;avant le début.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="61"/>
        <source>The event needs a name.</source>
        <translation>Le tournoi doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="62"/>
        <source>Level {level}: {amount} cannot be made with the chips in play ({chips}).</source>
        <translation>Niveau {level} : {amount} ne peut pas se faire avec les jetons en jeu ({chips}).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="65"/>
        <source>A deal needs at least two players.</source>
        <translation>Un deal demande au moins deux joueurs.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="66"/>
        <source>Every player in a deal has chips.</source>
        <translation>Chaque joueur d&apos;un deal a des jetons.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="96"/>
        <source>break</source>
        <translation>pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="99"/>
        <source>ante %1, bring-in %2</source>
        <translation>ante %1, bring-in %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="105"/>
        <source>big-blind ante %1</source>
        <translation>ante grosse blinde %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="108"/>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="111"/>
        <source>limits %1/%2</source>
        <translation>limites %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="118"/>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="120"/>
        <source>places %1 to %2 shared</source>
        <translation>places %1 à %2 partagées</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="129"/>
        <source>Move %1, table %2 seat %3, to table %4 seat %5.</source>
        <translation>Déplacez %1, table %2 siège %3, à la table %4 siège %5.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="132"/>
        <source>Move %1, table %2 seat %3, to table %4 seat %5: the big blind there.</source>
        <translation>Déplacez %1, table %2 siège %3, à la table %4 siège %5 : la grosse blinde là-bas.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="146"/>
        <source>%1: table %2 seat %3.</source>
        <translation>%1 : table %2 siège %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="149"/>
        <source>%1: table %2 seat %3 (dealt in once the button has passed).</source>
        <translation>%1 : table %2 siège %3 (reçoit des cartes quand le bouton sera passé).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="155"/>
        <source>Table %1 breaks.</source>
        <translation>La table %1 est cassée.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="159"/>
        <source>%1 is out: %2, prize %3.</source>
        <translation>%1 est éliminé : %2, gain %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="164"/>
        <source>Level %1: %2.</source>
        <translation>Niveau %1 : %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="168"/>
        <source>%1 wins the event.</source>
        <translation>%1 gagne le tournoi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="171"/>
        <source>The event is cancelled: below the minimum field. Refund every entry.</source>
        <translation>Le tournoi est annulé : moins d&apos;inscrits que le minimum. Remboursez chaque entrée.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director_words.py" line="177"/>
        <source>Chip race at table %1: %2</source>
        <translation>Chip race à la table %1 : %2</translation>
    </message>
</context>
<context>
    <name>DirectorWindow</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="461"/>
        <source>Tournament director</source>
        <translation>Directeur de tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="463"/>
        <source>&amp;Event</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="464"/>
        <source>&amp;New event…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="466"/>
        <source>&amp;Open an event…</source>
        <translation>&amp;Ouvrir un tournoi…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="469"/>
        <source>&amp;Save the event&apos;s record…</source>
        <translation>&amp;Enregistrer le relevé du tournoi…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="473"/>
        <source>Print &amp;seat cards…</source>
        <translation>Imprimer les cartes de &amp;siège…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="476"/>
        <source>Print the &amp;entry list…</source>
        <translation>Imprimer la liste des &amp;inscrits…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="479"/>
        <source>Print the &amp;results…</source>
        <translation>Imprimer les &amp;résultats…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="482"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="483"/>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="484"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="486"/>
        <source>S&amp;tart: draw the seats  [F9]</source>
        <translation>&amp;Commencer : tirer les places  [F9]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="489"/>
        <source>&amp;Eliminate the chosen players  [E]</source>
        <translation>&amp;Éliminer les joueurs choisis  [E]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="492"/>
        <source>&amp;Pause or resume the clock  [F5]</source>
        <translation>&amp;Pause ou reprise de l&apos;horloge  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="496"/>
        <source>One minute &amp;more  [Ctrl++]</source>
        <translation>Une minute de &amp;plus  [Ctrl++]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="502"/>
        <source>One minute &amp;less  [Ctrl+-]</source>
        <translation>Une minute de &amp;moins  [Ctrl+-]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="507"/>
        <source>&amp;Hand-for-hand on or off  [F6]</source>
        <translation>&amp;Main par main oui ou non  [F6]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="511"/>
        <source>Every table has &amp;played the hand  [F7]</source>
        <translation>Toutes les tables ont &amp;joué la main  [F7]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="516"/>
        <source>Registration  [Ctrl+1]</source>
        <translation>Inscriptions  [Ctrl+1]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="517"/>
        <source>Tables  [Ctrl+2]</source>
        <translation>Tables  [Ctrl+2]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="518"/>
        <source>Clock  [Ctrl+3]</source>
        <translation>Horloge  [Ctrl+3]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="519"/>
        <source>Payouts and results  [Ctrl+4]</source>
        <translation>Gains et résultats  [Ctrl+4]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="520"/>
        <source>Deal  [Ctrl+5]</source>
        <translation>Deal  [Ctrl+5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="533"/>
        <source>Read out:</source>
        <translation>À annoncer :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="563"/>
        <source>Player&apos;s name, then Enter</source>
        <translation>Nom du joueur, puis Entrée</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="566"/>
        <source>Paid</source>
        <translation>Payé</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="569"/>
        <source>Register  [Enter]</source>
        <translation>Inscrire  [Entrée]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="576"/>
        <source>Withdraw the chosen entry</source>
        <translation>Retirer l&apos;inscription choisie</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="579"/>
        <source>Start: draw the seats  [F9]</source>
        <translation>Commencer : tirer les places  [F9]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="610"/>
        <source>Eliminate the chosen players  [E]</source>
        <translation>Éliminer les joueurs choisis  [E]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="611"/>
        <source>Rebuy  [R]</source>
        <translation>Recave  [R]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="612"/>
        <source>Add-on  [A]</source>
        <translation>Add-on  [A]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="613"/>
        <source>Count the table&apos;s chips  [C]</source>
        <translation>Compter les jetons de la table  [C]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="614"/>
        <source>Hand played at this table  [H]</source>
        <translation>Main jouée à cette table  [H]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="615"/>
        <source>The button is here  [B]</source>
        <translation>Le bouton est ici  [B]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="616"/>
        <source>Chip race  [Ctrl+R]</source>
        <translation>Chip race  [Ctrl+R]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="637"/>
        <source>Pause / resume  [F5]</source>
        <translation>Pause / reprise  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="638"/>
        <source>+1 minute  [Ctrl++]</source>
        <translation>+1 minute  [Ctrl++]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="639"/>
        <source>-1 minute  [Ctrl+-]</source>
        <translation>-1 minute  [Ctrl+-]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="640"/>
        <source>Hand-for-hand  [F6]</source>
        <translation>Main par main  [F6]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="641"/>
        <source>Hand played everywhere  [F7]</source>
        <translation>Main jouée partout  [F7]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="655"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="655"/>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="655"/>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="665"/>
        <source>Enter each player&apos;s chips, then compute. The players decide.</source>
        <translation>Saisissez les jetons de chaque joueur, puis calculez. Les joueurs décident.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>Chip chop</source>
        <translation>Partage aux jetons</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="669"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="672"/>
        <source>Compute the deal  [Ctrl+D]</source>
        <translation>Calculer le deal  [Ctrl+D]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="722"/>
        <source>The journal holds no event yet.</source>
        <translation>Le journal ne contient encore aucun tournoi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="725"/>
        <source>(over)</source>
        <translation>(terminé)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="729"/>
        <source>Open an event</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="729"/>
        <source>Event:</source>
        <translation>Tournoi :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="737"/>
        <location filename="../../dealer_app/ui/director.py" line="936"/>
        <source>Open or create an event first (Ctrl+N).</source>
        <translation>Ouvrez ou créez d&apos;abord un tournoi (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="760"/>
        <source>%1 entries, fewer than the minimum of %2: cancel the event and refund every entry?</source>
        <translation>%1 entrées, moins que le minimum de %2 : annuler le tournoi et rembourser chaque entrée ?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="776"/>
        <source>Choose the players eliminated on the table map.</source>
        <translation>Choisissez les joueurs éliminés sur le plan des tables.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="799"/>
        <location filename="../../dealer_app/ui/director.py" line="807"/>
        <location filename="../../dealer_app/ui/director.py" line="832"/>
        <source>Choose the players on the table map.</source>
        <translation>Choisissez les joueurs sur le plan des tables.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="824"/>
        <location filename="../../dealer_app/ui/director.py" line="857"/>
        <location filename="../../dealer_app/ui/director.py" line="866"/>
        <source>Choose a table on the map first.</source>
        <translation>Choisissez d&apos;abord une table sur le plan.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="870"/>
        <source>No chip leaves play in this event.</source>
        <translation>Aucun jeton ne quitte le jeu dans ce tournoi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="914"/>
        <source>Chips are whole numbers.</source>
        <translation>Les jetons sont des nombres entiers.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="959"/>
        <source>Seat cards</source>
        <translation>Cartes de siège</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="964"/>
        <source>Table %1, seat %2</source>
        <translation>Table %1, siège %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="970"/>
        <source>Entry list</source>
        <translation>Liste des inscrits</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="973"/>
        <source>table %1 seat %2</source>
        <translation>table %1 siège %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="979"/>
        <location filename="../../dealer_app/ui/director.py" line="1080"/>
        <source>(not paid)</source>
        <translation>(non payé)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="984"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="993"/>
        <source>Print to PDF</source>
        <translation>Imprimer en PDF</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1001"/>
        <source>Save the event&apos;s record</source>
        <translation>Enregistrer le relevé du tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1035"/>
        <source>Undone: the last action is taken back.</source>
        <translation>Annulé : la dernière action est reprise.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1038"/>
        <source>%1 is out; the place follows when every table has played the hand.</source>
        <translation>%1 est éliminé ; sa place suivra quand toutes les tables auront joué la main.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1067"/>
        <source>No event is open: Ctrl+N makes one.</source>
        <translation>Aucun tournoi n&apos;est ouvert : Ctrl+N en crée un.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1082"/>
        <source>(out)</source>
        <translation>(éliminé)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1101"/>
        <source>Seat %1</source>
        <translation>Siège %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1104"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1169"/>
        <source>The clock starts with the event.</source>
        <translation>L&apos;horloge part avec le tournoi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1175"/>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1178"/>
        <source>Level %1: %2</source>
        <translation>Niveau %1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1182"/>
        <source>(paused)</source>
        <translation>(en pause)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1184"/>
        <source>(hand-for-hand)</source>
        <translation>(main par main)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1187"/>
        <source>Break in %1</source>
        <translation>Pause dans %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1194"/>
        <source>Players %1 of %2</source>
        <translation>Joueurs %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1197"/>
        <source>Tables %1</source>
        <translation>Tables %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1198"/>
        <source>Chips %1</source>
        <translation>Jetons %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1199"/>
        <source>Average %1 (%2 BB)</source>
        <translation>Moyenne %1 (%2 GB)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1202"/>
        <source>Prize pool %1</source>
        <translation>Prize pool %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1203"/>
        <source>Paid %1</source>
        <translation>Payés %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1207"/>
        <source>Next out: place %1, %2</source>
        <translation>Prochain éliminé : place %1, %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="1212"/>
        <source>Owed %1</source>
        <translation>Dû %1</translation>
    </message>
</context>
<context>
    <name>DisplayStation</name>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="432"/>
        <source>Players&apos; display</source>
        <translation>Affichage des joueurs</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="440"/>
        <source>Show on this screen</source>
        <translation>Afficher sur cet écran</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="442"/>
        <source>Close the displays</source>
        <translation>Fermer les affichages</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="444"/>
        <source>Screen:</source>
        <translation>Écran :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="445"/>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="454"/>
        <source>Announce:</source>
        <translation>Annonce :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="462"/>
        <source>Serve on the network</source>
        <translation>Diffuser sur le réseau</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="466"/>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="467"/>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="474"/>
        <source>Remote PIN:</source>
        <translation>Code de la télécommande :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="475"/>
        <source>The display is not served on the network.</source>
        <translation>L&apos;affichage n&apos;est pas diffusé sur le réseau.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="509"/>
        <source>Choose a screen.</source>
        <translation>Choisissez un écran.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="548"/>
        <source>The PIN is 4 to 8 digits.</source>
        <translation>Le code a de 4 à 8 chiffres.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="550"/>
        <source>The remote&apos;s PIN is set.</source>
        <translation>Le code de la télécommande est enregistré.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="564"/>
        <source>This program cannot serve the display on the network.</source>
        <translation>Ce programme ne peut pas diffuser l&apos;affichage sur le réseau.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="575"/>
        <source>Players&apos; page: %1
Remote: %2</source>
        <translation>Page des joueurs : %1
Télécommande : %2</translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="156"/>
        <source>Players&apos; display</source>
        <translation>Affichage des joueurs</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="171"/>
        <source>On your phone: %1</source>
        <translation>Sur votre téléphone : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="209"/>
        <source>Blinds %1/%2</source>
        <translation>Blinds %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="215"/>
        <source>Bets %1/%2</source>
        <translation>Mises %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="221"/>
        <source>Big-blind ante %1</source>
        <translation>Ante big blind %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="223"/>
        <source>Ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="228"/>
        <source>Bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="244"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="245"/>
        <source>Paid places</source>
        <translation>Places payées</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="246"/>
        <source>Eliminated</source>
        <translation>Éliminés</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="247"/>
        <source>Seats and moves</source>
        <translation>Placements</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="255"/>
        <source>No event is open.</source>
        <translation>Aucun tournoi n&apos;est ouvert.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="259"/>
        <source>Starting soon</source>
        <translation>Début imminent</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="261"/>
        <location filename="../../dealer_app/ui/display.py" line="278"/>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="263"/>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="267"/>
        <source>Hand-for-hand</source>
        <translation>Main par main</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="275"/>
        <source>Now: %1</source>
        <translation>En cours : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="280"/>
        <source>The event is over.</source>
        <translation>Le tournoi est terminé.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="282"/>
        <source>Winner: %1</source>
        <translation>Vainqueur : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="286"/>
        <source>The clock is paused.</source>
        <translation>L&apos;horloge est arrêtée.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="292"/>
        <source>Next: a break</source>
        <translation>Ensuite : une pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="294"/>
        <source>Level %1 next: %2</source>
        <translation>Niveau %1 ensuite : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="305"/>
        <source>Break in %1</source>
        <translation>Pause dans %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="311"/>
        <source>Colour-up: the %1 chips leave</source>
        <translation>Race off : les jetons de %1 sortent</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="316"/>
        <source>Add-on at this break</source>
        <translation>Add-on à cette pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="321"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="330"/>
        <source>Average stack %1 (%2 BB)</source>
        <translation>Tapis moyen %1 (%2 BB)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="336"/>
        <source>Chips in play %1</source>
        <translation>Jetons en jeu %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="342"/>
        <source>Prize pool %1</source>
        <translation>Prize pool %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="354"/>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/display.py" line="366"/>
        <source>table %1, seat %2</source>
        <translation>table %1, siège %2</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="46"/>
        <source>Pre-flop</source>
        <translation>Pré-flop</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="47"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="48"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="49"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="50"/>
        <source>Third street</source>
        <translation>Troisième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="51"/>
        <source>Fourth street</source>
        <translation>Quatrième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="52"/>
        <source>Fifth street</source>
        <translation>Cinquième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="53"/>
        <source>Sixth street</source>
        <translation>Sixième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="54"/>
        <source>Seventh street</source>
        <translation>Septième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="55"/>
        <source>Before the first draw</source>
        <translation>Avant le premier tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="56"/>
        <source>After the first draw</source>
        <translation>Après le premier tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="57"/>
        <source>After the second draw</source>
        <translation>Après le deuxième tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="58"/>
        <source>After the third draw</source>
        <translation>Après le troisième tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="59"/>
        <source>Before the draw</source>
        <translation>Avant le tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="60"/>
        <source>After the draw</source>
        <translation>Après le tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="61"/>
        <source>Showdown</source>
        <translation>Abattage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="62"/>
        <source>Hand over</source>
        <translation>Coup terminé</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="63"/>
        <source>No-limit hold&apos;em</source>
        <translation>Hold&apos;em no-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="64"/>
        <source>Pot-limit hold&apos;em</source>
        <translation>Hold&apos;em pot-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="65"/>
        <source>Limit hold&apos;em</source>
        <translation>Hold&apos;em limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="66"/>
        <source>Pot-limit Omaha</source>
        <translation>Omaha pot-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="67"/>
        <source>Pot-limit Omaha hi/lo</source>
        <translation>Omaha hi/lo pot-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="68"/>
        <source>Limit Omaha hi/lo</source>
        <translation>Omaha hi/lo limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="69"/>
        <source>Seven-card stud</source>
        <translation>Stud à sept cartes</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="70"/>
        <source>Seven-card stud hi/lo</source>
        <translation>Stud à sept cartes hi/lo</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="71"/>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="72"/>
        <source>2-7 triple draw</source>
        <translation>2-7 triple tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="73"/>
        <source>2-7 single draw</source>
        <translation>2-7 tirage unique</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="74"/>
        <source>High card</source>
        <translation>Carte haute</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="75"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="76"/>
        <source>Two pair</source>
        <translation>Double paire</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="77"/>
        <source>Three of a kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="78"/>
        <source>Straight</source>
        <translation>Suite</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="79"/>
        <source>Flush</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="80"/>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="81"/>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="82"/>
        <source>Straight flush</source>
        <translation>Quinte flush</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="83"/>
        <source>Royal flush</source>
        <translation>Quinte flush royale</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="84"/>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="85"/>
        <source>first left of the button</source>
        <translation>premier à gauche du bouton</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="86"/>
        <source>Everybody else folded.</source>
        <translation>Tous les autres se sont couchés.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="87"/>
        <source>The other players mucked.</source>
        <translation>Les autres joueurs ont jeté leurs cartes.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="88"/>
        <source>The other players mucked or did not show.</source>
        <translation>Les autres joueurs ont jeté leurs cartes ou ne les ont pas montrées.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="89"/>
        <source>Nobody else could win this pot.</source>
        <translation>Personne d&apos;autre ne pouvait gagner ce pot.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="90"/>
        <source>No qualifying low: the high hand takes the whole pot.</source>
        <translation>Pas de main basse qualifiée : la main haute prend tout le pot.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="91"/>
        <source>The hands shown are not known: the pot is split among them.</source>
        <translation>Les mains montrées ne sont pas connues : le pot est partagé entre elles.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="92"/>
        <source>Everybody in this pot mucked: the last to muck wins it.</source>
        <translation>Tous les joueurs de ce pot ont jeté leurs cartes : le dernier à les jeter le gagne.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="93"/>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="94"/>
        <source>RRoP</source>
        <translation>RRoP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="95"/>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="121"/>
        <source> (low)</source>
        <translation> (basse)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="138"/>
        <source>highest card by suit (%1)</source>
        <translation>plus haute carte par couleur (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="139"/>
        <source>lowest card by suit (%1)</source>
        <translation>plus basse carte par couleur (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="149"/>
        <source>Seat %1 is taken by %2.</source>
        <translation>La place %1 est occupée par %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="151"/>
        <source>Seat %1 is empty.</source>
        <translation>La place %1 est libre.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="154"/>
        <source>There is no seat %1: the table has seats 1 to %2.</source>
        <translation>Il n&apos;y a pas de place %1 : la table a les places 1 à %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="158"/>
        <source>A player needs a name to sit down.</source>
        <translation>Un joueur doit avoir un nom pour s&apos;asseoir.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="162"/>
        <source>%1 is already seated at seat %2.</source>
        <translation>%1 occupe déjà la place %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="166"/>
        <source>%1 needs chips to sit down.</source>
        <translation>%1 a besoin de jetons pour s&apos;asseoir.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="170"/>
        <source>Chips come in units of %1: %2 is not a whole number of chips.</source>
        <translation>Les jetons vont par unités de %1 : %2 n&apos;est pas un nombre entier de jetons.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="176"/>
        <source>Registration is closed: nobody new can sit down.</source>
        <translation>Les inscriptions sont closes : aucun nouveau joueur ne peut s&apos;asseoir.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="178"/>
        <source>%1 has no re-entry left.</source>
        <translation>%1 n&apos;a plus de ré-entrée.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="181"/>
        <source>Every player starts with %1 chips, not %2.</source>
        <translation>Chaque joueur commence avec %1 jetons, pas %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="185"/>
        <source>The minimum buy-in is %1.</source>
        <translation>La cave minimum est de %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="189"/>
        <source>The maximum buy-in is %1.</source>
        <translation>La cave maximum est de %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="193"/>
        <source>%1 may add at most %2: the maximum buy-in is %3.</source>
        <translation>%1 peut ajouter %2 au plus : la cave maximum est de %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="197"/>
        <source>%1 is in the hand: players leave between hands.</source>
        <translation>%1 est dans le coup : les joueurs quittent la table entre deux coups.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="201"/>
        <source>%1 is already sitting out.</source>
        <translation>%1 est déjà absent.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="203"/>
        <source>%1 is not sitting out.</source>
        <translation>%1 n&apos;est pas absent.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="206"/>
        <source>Add a positive number of chips.</source>
        <translation>Ajoutez un nombre positif de jetons.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="210"/>
        <source>Chips are added between hands only.</source>
        <translation>Les jetons ne s&apos;ajoutent qu&apos;entre deux coups.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="214"/>
        <source>No chips can be bought in this tournament.</source>
        <translation>On ne peut pas acheter de jetons dans ce tournoi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="218"/>
        <source>The add-on is taken during level %1 only.</source>
        <translation>L&apos;add-on se prend uniquement pendant le niveau %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="222"/>
        <source>%1 has already taken the add-on.</source>
        <translation>%1 a déjà pris l&apos;add-on.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="224"/>
        <source>The add-on is %1 chips.</source>
        <translation>L&apos;add-on est de %1 jetons.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="228"/>
        <source>Nobody posts to enter a tournament: a new player is dealt in except between the small blind and the button.</source>
        <translation>En tournoi, personne ne paie pour entrer : un nouveau joueur reçoit des cartes, sauf entre la petite blinde et le bouton.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="236"/>
        <source>%1 is already playing: there is nothing to post.</source>
        <translation>%1 joue déjà : il n&apos;y a rien à payer.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="238"/>
        <source>%1 is already playing.</source>
        <translation>%1 joue déjà.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="241"/>
        <source>This table does not play dealer&apos;s choice.</source>
        <translation>Cette table ne joue pas au choix du donneur.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="245"/>
        <source>The games to choose from are %1.</source>
        <translation>Les jeux au choix sont : %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="249"/>
        <source>The game is chosen between hands.</source>
        <translation>Le jeu se choisit entre deux coups.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="253"/>
        <source>No game to choose now: %1 is played until its turn ends.</source>
        <translation>Pas de jeu à choisir maintenant : on joue %1 jusqu&apos;à la fin de son tour.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="257"/>
        <source>%1 chooses the game (dealer&apos;s choice: %2).</source>
        <translation>%1 choisit le jeu (choix du donneur : %2).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="261"/>
        <source>The tournament is on a break: play resumes in %1.</source>
        <translation>Le tournoi est en pause : le jeu reprend dans %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="265"/>
        <source>The tournament is over: %1 has every chip.</source>
        <translation>Le tournoi est terminé : %1 a tous les jetons.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="269"/>
        <source>At least two players must be in to deal a hand: the others sit out.</source>
        <translation>Il faut au moins deux joueurs présents pour distribuer un coup : les autres sont absents.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="275"/>
        <source>At least two players with chips are needed to deal a hand.</source>
        <translation>Il faut au moins deux joueurs avec des jetons pour distribuer un coup.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="279"/>
        <source>%1 is played by at most %2 players, not %3.</source>
        <translation>%1 se joue à %2 joueurs au plus, pas à %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="283"/>
        <source>This level has no stakes for %1.</source>
        <translation>Ce niveau n&apos;a pas d&apos;enjeux pour %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="287"/>
        <source>A cash game has no clock: its stakes are fixed.</source>
        <translation>Une partie cash n&apos;a pas d&apos;horloge : ses enjeux sont fixes.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="291"/>
        <source>The clock cannot read less than zero.</source>
        <translation>L&apos;horloge ne peut pas descendre sous zéro.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="295"/>
        <source>A hand is in progress: finish it or cancel it first.</source>
        <translation>Un coup est en cours : terminez-le ou annulez-le d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="297"/>
        <source>No hand is in progress.</source>
        <translation>Aucun coup n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="301"/>
        <source>No hand is being played: deal the next hand first.</source>
        <translation>Aucun coup n&apos;est en cours : distribuez d&apos;abord le coup suivant.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="305"/>
        <source>This hand is not played at a table: there is no next hand.</source>
        <translation>Ce coup n&apos;est pas joué à une table : il n&apos;y a pas de coup suivant.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="309"/>
        <source>Nothing to undo between hands: table changes stay as they are.</source>
        <translation>Rien à annuler entre deux coups : les changements à la table restent tels quels.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="315"/>
        <source>The hand is over: its result stands; deal the next hand.</source>
        <translation>Le coup est terminé : son résultat est acquis ; distribuez le coup suivant.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="317"/>
        <source>A single hand has no clock.</source>
        <translation>Un coup isolé n&apos;a pas d&apos;horloge.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="321"/>
        <source>%1 may %2 to at most %3: pot limit.</source>
        <translation>%1 peut %2 à %3 au plus : pot-limit.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="325"/>
        <source>%1 must %2 to at least %3 (or go all-in for %4).</source>
        <translation>%1 doit %2 à %3 au moins (ou faire tapis pour %4).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="329"/>
        <source>%1 has only %2 in all this round: %3 to at most %4.</source>
        <translation>%1 n&apos;a que %2 en tout sur ce tour : %3 à %4 au plus.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="333"/>
        <source>%1 may %2 to %3 only: fixed limit.</source>
        <translation>%1 peut seulement %2 à %3 : limite fixe.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="337"/>
        <source>%1 is already %2.</source>
        <translation>%1 est déjà %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="341"/>
        <source>%1 is entered twice.</source>
        <translation>%1 est entrée deux fois.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="345"/>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>« %1 » n&apos;est pas une carte : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="349"/>
        <source>The %1 is %2 card(s), not %3.</source>
        <translation>Le %1, c&apos;est %2 carte(s), pas %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="353"/>
        <source>%1 cannot %2: %3</source>
        <translation>%1 ne peut pas %2 : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="357"/>
        <source>%1 must post the bring-in or complete: it is a forced bet.</source>
        <translation>%1 doit payer le bring-in ou compléter : c&apos;est une mise forcée.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="361"/>
        <source>%1 must post the bring-in or complete, not check.</source>
        <translation>%1 doit payer le bring-in ou compléter, pas checker.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="365"/>
        <source>A player is all-in: every hand is turned face up, nobody mucks.</source>
        <translation>Un joueur est à tapis : toutes les mains sont retournées, personne ne jette.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="371"/>
        <source>%1 shows %2 cards, not %3.</source>
        <translation>%1 montre %2 cartes, pas %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="375"/>
        <source>%1&apos;s cards are not known: enter the cards shown.</source>
        <translation>Les cartes de %1 ne sont pas connues : entrez les cartes montrées.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="379"/>
        <source>Nothing to undo: no action has been entered in this hand.</source>
        <translation>Rien à annuler : aucune action n&apos;a été entrée dans ce coup.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="381"/>
        <source>&apos;%1&apos; is not an amount.</source>
        <translation>« %1 » n&apos;est pas un montant.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="384"/>
        <source>%1 is finer than the table&apos;s smallest unit.</source>
        <translation>%1 est plus fin que la plus petite unité de la table.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="389"/>
        <source>on the board</source>
        <translation>sur le tableau</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="390"/>
        <source>in %1&apos;s hand</source>
        <translation>dans la main de %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="391"/>
        <source>among %1&apos;s upcards</source>
        <translation>parmi les cartes visibles de %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="392"/>
        <source>among %1&apos;s discards</source>
        <translation>parmi les cartes jetées de %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="398"/>
        <source>the betting is capped: %1 may only call or fold.</source>
        <translation>les enchères sont plafonnées : %1 peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="402"/>
        <source>the short all-in did not re-open the betting: %1 may only call or fold.</source>
        <translation>le tapis incomplet n&apos;a pas rouvert les enchères : %1 peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="408"/>
        <source>%1 has no chips left beyond a call.</source>
        <translation>%1 n&apos;a plus de jetons au-delà d&apos;un suivi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="412"/>
        <source>every other player is all-in: call or fold.</source>
        <translation>tous les autres joueurs sont à tapis : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="416"/>
        <source>the rank must be 2 to 9, T (or 10), J, Q, K or A.</source>
        <translation>le rang doit être 2 à 9, T (ou 10), J, Q, K ou A.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="420"/>
        <source>a suit (c, d, h or s) must follow the rank.</source>
        <translation>une couleur (c, d, h ou s) doit suivre le rang.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="424"/>
        <source>one rank and one suit, like As or 10h.</source>
        <translation>un rang et une couleur, comme As ou 10h.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="428"/>
        <source>the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).</source>
        <translation>la couleur doit être c, d, h ou s (ou ♣ ♦ ♥ ♠).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="433"/>
        <source>bet</source>
        <translation>miser</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="434"/>
        <source>raise</source>
        <translation>relancer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="435"/>
        <source>complete</source>
        <translation>compléter</translation>
    </message>
</context>
<context>
    <name>HandList</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="107"/>
        <source>(high)</source>
        <translation>(haut)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="109"/>
        <source>(low)</source>
        <translation>(bas)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="154"/>
        <source>Hand</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="155"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="156"/>
        <source>Pots</source>
        <translation>Pots</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="157"/>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="32"/>
        <location filename="../../dealer_app/exports.py" line="501"/>
        <source>%1 folds</source>
        <translation>%1 se couche</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="34"/>
        <location filename="../../dealer_app/exports.py" line="502"/>
        <source>%1 checks</source>
        <translation>%1 checke</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="36"/>
        <location filename="../../dealer_app/exports.py" line="503"/>
        <source>%1 calls %2</source>
        <translation>%1 suit %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="38"/>
        <location filename="../../dealer_app/exports.py" line="504"/>
        <source>%1 bets %2</source>
        <translation>%1 mise %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="40"/>
        <location filename="../../dealer_app/exports.py" line="505"/>
        <source>%1 raises to %2</source>
        <translation>%1 relance à %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="42"/>
        <location filename="../../dealer_app/exports.py" line="506"/>
        <source>%1 completes to %2</source>
        <translation>%1 complète à %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="44"/>
        <location filename="../../dealer_app/exports.py" line="507"/>
        <source>%1 brings in for %2</source>
        <translation>%1 ouvre de force pour %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="46"/>
        <location filename="../../dealer_app/exports.py" line="508"/>
        <source>Board: %3</source>
        <translation>Tableau : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="48"/>
        <location filename="../../dealer_app/exports.py" line="509"/>
        <source>%1 is dealt %3</source>
        <translation>%1 reçoit %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="51"/>
        <location filename="../../dealer_app/exports.py" line="510"/>
        <source>%1 stands pat</source>
        <translation>%1 est servi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="53"/>
        <location filename="../../dealer_app/exports.py" line="511"/>
        <source>%1 changes %2</source>
        <translation>%1 change %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="57"/>
        <location filename="../../dealer_app/exports.py" line="512"/>
        <source>%1 shows %3</source>
        <translation>%1 montre %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="59"/>
        <location filename="../../dealer_app/exports.py" line="513"/>
        <source>%1 mucks</source>
        <translation>%1 jette ses cartes</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="62"/>
        <location filename="../../dealer_app/exports.py" line="515"/>
        <source>(all-in)</source>
        <translation>(tapis)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="119"/>
        <source>Street</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="120"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="82"/>
        <source>This hand</source>
        <translation>Ce coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="107"/>
        <source>Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · M min · H half pot · P pot · A all-in · B bring-in · G big bet · 0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo · F2 players · right-click a seat for its menu</source>
        <translation>Touches : F se coucher · C checker/suivre · R miser/relancer · chiffres et Entrée : montant · M min · H demi-pot · P pot · A tapis · B bring-in · G grosse mise · 0-5 cartes à changer · O montrer les cartes connues · X jeter · N coup suivant · Ctrl+Z annuler · F2 joueurs · clic droit sur une place : son menu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="112"/>
        <source> · F5 pause or resume the clock</source>
        <translation> · F5 mettre en pause ou reprendre l&apos;horloge</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <location filename="../../dealer_app/exports.py" line="536"/>
        <source>%1 (seat %2)</source>
        <translation>%1 (place %2)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="554"/>
        <source>Hand %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="559"/>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="572"/>
        <source>blinds %1</source>
        <translation>blindes %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="579"/>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="583"/>
        <source>antes %1</source>
        <translation>antes %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="588"/>
        <source>bring-in %1</source>
        <translation>bring-in %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="594"/>
        <source>bets %1/%2</source>
        <translation>mises %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="602"/>
        <source>minimum bet %1</source>
        <translation>mise minimum %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="608"/>
        <source>chip unit %1</source>
        <translation>unité de jeton %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="613"/>
        <source>rules: %1</source>
        <translation>règles : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="617"/>
        <source>Stakes: %1</source>
        <translation>Enjeux : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="630"/>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="635"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="656"/>
        <source>button</source>
        <translation>bouton</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="667"/>
        <source>big blind %1</source>
        <translation>grosse blinde %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="671"/>
        <source>small blind %1</source>
        <translation>petite blinde %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="675"/>
        <source>straddle %1</source>
        <translation>straddle %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="712"/>
        <source>%1: %2</source>
        <extracomment>A street of the summary: %1 the street (and its board), %2 what was done on it, &quot;Flop [2♣ 3♦ 7♥]: Boris bets 10 · Chloe calls 10&quot;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="738"/>
        <source>Board: %1</source>
        <translation>Tableau : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="745"/>
        <source>%1 mucked</source>
        <translation>%1 a jeté ses cartes</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="752"/>
        <source>%1 showed unseen cards</source>
        <translation>%1 a montré des cartes non saisies</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="760"/>
        <source>Shown: %1</source>
        <translation>Cartes montrées : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="768"/>
        <source>Uncalled %1 returned to %2</source>
        <translation>Mise non suivie de %1 rendue à %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="783"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Jeton impair à la place %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="794"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="797"/>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="801"/>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="807"/>
        <source>between %1</source>
        <translation>entre %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="814"/>
        <source>%1 wins the high half: %2</source>
        <translation>%1 gagne la moitié haute : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="820"/>
        <source>%1 wins the low half: %2</source>
        <translation>%1 gagne la moitié basse : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="826"/>
        <source>%1 wins %2</source>
        <translation>%1 gagne %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="833"/>
        <source>without showing</source>
        <translation>sans montrer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="841"/>
        <source>The hand is not finished: %1</source>
        <translation>Le coup n&apos;est pas terminé : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="856"/>
        <source>Finishing stacks: %1</source>
        <translation>Tapis en fin de coup : %1</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="214"/>
        <source>This table (%1)</source>
        <translation>Cette table (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="219"/>
        <source>Table %1 (%2), opened %3</source>
        <translation>Table %1 (%2), ouverte le %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="232"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n jeu</numerusform>
            <numerusform>%n jeux</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="258"/>
        <source>The hand on screen</source>
        <translation>Le coup à l&apos;écran</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="263"/>
        <source>Imported: %1</source>
        <translation>Importé : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="473"/>
        <source>Hand history</source>
        <translation>Historique des coups</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="493"/>
        <source>Import PHH…</source>
        <translation>Importer un PHH…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="494"/>
        <source>Export hand…</source>
        <translation>Exporter le coup…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="495"/>
        <source>Export session…</source>
        <translation>Exporter la session…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="531"/>
        <source>Choose a hand to replay it.</source>
        <translation>Choisissez un coup pour le rejouer.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="542"/>
        <source>Keys: ↑ ↓ choose a hand · ← → step back and forward · Home / End: first and last step · Ctrl+O import · Ctrl+E export the hand · Ctrl+Shift+E export the session · Esc close</source>
        <translation>Touches : ↑ ↓ choisir un coup · ← → étape précédente et suivante · Home / End : première et dernière étape · Ctrl+O importer · Ctrl+E exporter le coup · Ctrl+Maj+E exporter la session · Esc fermer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="718"/>
        <location filename="../../dealer_app/ui/history_view.py" line="774"/>
        <source>Choose a hand to export first.</source>
        <translation>Choisissez d&apos;abord un coup à exporter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="731"/>
        <source>There is no hand to export yet.</source>
        <translation>Il n&apos;y a pas encore de coup à exporter.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="748"/>
        <source>Hand %1 saved to %2.</source>
        <translation>Coup %1 enregistré dans %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="751"/>
        <source>%n hands saved to %1.</source>
        <translation>
            <numerusform>%n coup enregistré dans %1.</numerusform>
            <numerusform>%n coups enregistrés dans %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="768"/>
        <source>%1: %n hands to review.</source>
        <translation>
            <numerusform>%1 : %n coup à revoir.</numerusform>
            <numerusform>%1 : %n coups à revoir.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="776"/>
        <source>Export hand %1</source>
        <translation>Exporter le coup %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="785"/>
        <source>Export the session</source>
        <translation>Exporter la session</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="792"/>
        <source>Import a hand history</source>
        <translation>Importer un historique de coups</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="794"/>
        <source>PHH hand histories (*.phh *.phhs);;All files (*)</source>
        <translation>Historiques de coups PHH (*.phh *.phhs);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="801"/>
        <source>PHH hand history (*.phh)</source>
        <translation>Historique de coup PHH (*.phh)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="803"/>
        <source>PHH hand histories (*.phhs)</source>
        <translation>Historiques de coups PHH (*.phhs)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="805"/>
        <source>Text summary to print (*.txt)</source>
        <translation>Résumé texte à imprimer (*.txt)</translation>
    </message>
</context>
<context>
    <name>HistoryError</name>
    <message>
        <location filename="../../dealer_app/exports.py" line="199"/>
        <source>Hand %1: %2</source>
        <translation>Coup %1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="204"/>
        <source>Hand %1: action %2 &apos;%3&apos; is refused: %4</source>
        <translation>Coup %1 : l&apos;action %2 « %3 » est refusée : %4</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="272"/>
        <source>The journal&apos;s record of hand %1 of table %2 is damaged: an amount is not a number.</source>
        <translation>L&apos;enregistrement du coup %1 de la table %2 dans le journal est endommagé : un montant n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="361"/>
        <source>Cannot read %1: %2.</source>
        <translation>Impossible de lire %1 : %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="367"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="370"/>
        <source>%1 holds no hand.</source>
        <translation>%1 ne contient aucun coup.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/exports.py" line="389"/>
        <source>A .phh file holds one hand; save these %n as .phhs.</source>
        <translation>
            <numerusform>Un fichier .phh contient un seul coup ; enregistrez ce %n coup en .phhs.</numerusform>
            <numerusform>Un fichier .phh contient un seul coup ; enregistrez ces %n coups en .phhs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="408"/>
        <source>The hand history cannot be written: %1</source>
        <translation>L&apos;historique des coups ne peut pas être écrit : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="418"/>
        <location filename="../../dealer_app/exports.py" line="441"/>
        <source>There is no hand to save.</source>
        <translation>Il n&apos;y a aucun coup à enregistrer.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="426"/>
        <source>A hand history is saved as .phh (one hand) or .phhs (several), not as %1.</source>
        <translation>Un historique de coups s&apos;enregistre en .phh (un coup) ou .phhs (plusieurs), pas en %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/exports.py" line="462"/>
        <source>Cannot write %1: %2.</source>
        <translation>Impossible d&apos;écrire %1 : %2.</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="34"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historique des coups…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="37"/>
        <source>&amp;Export the session…</source>
        <translation>&amp;Exporter la session…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history.py" line="42"/>
        <source>&amp;Import a hand history…</source>
        <translation>&amp;Importer un historique de coups…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="152"/>
        <location filename="../../dealer_app/ui/main_window.py" line="430"/>
        <source>Dealer Assistant</source>
        <translation>Assistant du croupier</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="170"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="173"/>
        <source>&amp;New table…</source>
        <translation>&amp;Nouvelle table…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="177"/>
        <source>&amp;Players…  [F2]</source>
        <translation>&amp;Joueurs…  [F2]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="182"/>
        <location filename="../../dealer_app/ui/main_window.py" line="397"/>
        <source>Pause the &amp;clock  [F5]</source>
        <translation>&amp;Horloge : pause  [F5]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="188"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="193"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="197"/>
        <source>&amp;Hand</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="198"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="204"/>
        <source>&amp;Misdeal: void this hand and deal it again</source>
        <translation>&amp;Maldonne : annuler ce coup et le redistribuer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="213"/>
        <source>H&amp;istory</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="217"/>
        <source>Reopening the last table…</source>
        <translation>Réouverture de la dernière table…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="223"/>
        <source>No table is open.</source>
        <translation>Aucune table n&apos;est ouverte.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="229"/>
        <source>New table…  [Ctrl+N]</source>
        <translation>Nouvelle table…  [Ctrl+N]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="233"/>
        <source>Tournament director…</source>
        <translation>Directeur de tournoi…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="329"/>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="331"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="345"/>
        <source>Dealer&apos;s choice</source>
        <translation>Choix du donneur</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="346"/>
        <source>Between hands</source>
        <translation>Entre deux coups</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="350"/>
        <source>rules: %1</source>
        <translation>règles : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="352"/>
        <source>chip unit %1</source>
        <translation>unité de jeton %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="354"/>
        <source>hand %1</source>
        <translation>coup %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="397"/>
        <source>Resume the &amp;clock  [F5]</source>
        <translation>&amp;Horloge : reprise  [F5]</translation>
    </message>
</context>
<context>
    <name>Need</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="463"/>
        <source>Deal the next hand (N).</source>
        <translation>Distribuez le coup suivant (N).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="467"/>
        <source>%1 to act.</source>
        <translation>À %1 de parler.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="471"/>
        <source>Deal the community card (the deck is short).</source>
        <translation>Retournez la carte commune (le paquet est court).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="475"/>
        <source>Deal the %1: 1 card.</source>
        <translation>Donnez le %1 : 1 carte.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="479"/>
        <source>Deal the %1: %2 cards.</source>
        <translation>Donnez le %1 : %2 cartes.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="484"/>
        <source>Enter %1&apos;s upcard.</source>
        <translation>Entrez la carte visible de %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="486"/>
        <source>%1 draws: how many cards (0 stands pat)?</source>
        <translation>%1 tire : combien de cartes (0 = servi) ?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="491"/>
        <source>%1 shows (every hand is turned face up).</source>
        <translation>%1 montre (toutes les mains sont retournées).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="494"/>
        <source>%1 shows or mucks.</source>
        <translation>%1 montre ou jette.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="495"/>
        <source>The hand is over.</source>
        <translation>Le coup est terminé.</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="115"/>
        <source>New table</source>
        <translation>Nouvelle table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="122"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="128"/>
        <source>%1 (rotation)</source>
        <translation>%1 (rotation)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="129"/>
        <source>Dealer&apos;s choice</source>
        <translation>Choix du donneur</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="130"/>
        <source>Game or rotation</source>
        <translation>Jeu ou rotation</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="140"/>
        <source>Games to choose from</source>
        <translation>Jeux au choix</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="162"/>
        <source>Change game</source>
        <translation>Changer de jeu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="164"/>
        <source>Cash game</source>
        <translation>Partie cash</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="165"/>
        <source>Sit-and-go</source>
        <translation>Sit-and-go</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="166"/>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="167"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="171"/>
        <source>Rule set</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="173"/>
        <source>The smallest chip in play: 1, 5, 25, 0.25 ...</source>
        <translation>Le plus petit jeton en jeu : 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="174"/>
        <source>Chip unit</source>
        <translation>Unité de jeton</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="178"/>
        <source>Stakes</source>
        <translation>Enjeux</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="183"/>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="184"/>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="185"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="186"/>
        <source>Small bet (limit)</source>
        <translation>Petite mise (limit)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="187"/>
        <source>Big bet (limit)</source>
        <translation>Grosse mise (limit)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="188"/>
        <source>Stud ante</source>
        <translation>Ante du stud</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="189"/>
        <source>Bring-in (stud)</source>
        <translation>Bring-in (stud)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="190"/>
        <source>Minimum buy-in</source>
        <translation>Cave minimum</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="191"/>
        <source>Maximum buy-in</source>
        <translation>Cave maximum</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="192"/>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="205"/>
        <source>Minutes per level</source>
        <translation>Minutes par niveau</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="208"/>
        <source>Levels (× the stakes)</source>
        <translation>Niveaux (× les enjeux)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="216"/>
        <source>no breaks</source>
        <translation>sans pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="221"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="225"/>
        <source>Breaks</source>
        <translation>Pauses</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="234"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="237"/>
        <source>Seats at the table</source>
        <translation>Places à la table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="243"/>
        <source>Button on seat</source>
        <translation>Bouton à la place</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="251"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="252"/>
        <source>Name (empty: nobody)</source>
        <translation>Nom (vide : personne)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="253"/>
        <source>Stack</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="281"/>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="317"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="381"/>
        <source>every %1 hands</source>
        <extracomment>The game changes every N hands. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>après %1 coup</numerusform>
            <numerusform>tous les %1 coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="384"/>
        <source>every %1 orbits</source>
        <extracomment>The game changes every N orbits of the button. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>après %1 tour de bouton</numerusform>
            <numerusform>tous les %1 tours de bouton</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="387"/>
        <source>every %1 levels</source>
        <extracomment>The game changes every N levels of the tournament. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>après %1 niveau</numerusform>
            <numerusform>tous les %1 niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="402"/>
        <source>every %1 levels, for %2</source>
        <extracomment>A break every N levels of the tournament, each break M minutes long. %1 is the spin box of N, %2 the spin box of the break&apos;s length (it reads &quot;10 min&quot;).</extracomment>
        <translation>
            <numerusform>après %1 niveau, durée %2</numerusform>
            <numerusform>tous les %1 niveaux, durée %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="463"/>
        <source>Type the smallest chip: 1, 5, 25, 0.25 ...</source>
        <translation>Tapez le plus petit jeton : 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="466"/>
        <source>The chip unit must be a positive amount.</source>
        <translation>L&apos;unité de jeton doit être un montant positif.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="470"/>
        <source>At most four decimals.</source>
        <translation>Quatre décimales au plus.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="481"/>
        <source>&apos;%1&apos; is not an amount.</source>
        <translation>« %1 » n&apos;est pas un montant.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="484"/>
        <source>%1 is finer than the chip unit allows.</source>
        <translation>%1 est plus fin que l&apos;unité de jeton ne le permet.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="487"/>
        <source>An amount cannot be negative.</source>
        <translation>Un montant ne peut pas être négatif.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="526"/>
        <source>&apos;%1&apos; is not a multiplier.</source>
        <translation>« %1 » n&apos;est pas un multiplicateur.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="530"/>
        <source>Give at least one level.</source>
        <translation>Donnez au moins un niveau.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="602"/>
        <source>Seat at least two players: type their names.</source>
        <translation>Installez au moins deux joueurs : tapez leurs noms.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="605"/>
        <source>Put the button on a seat with a player.</source>
        <translation>Placez le bouton devant un joueur.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="148"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <location filename="../../dealer_app/ui/players.py" line="273"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <source>Stack</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="156"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="184"/>
        <source>Keys: ↑↓ seat · A add chips · O sit out / come back · P post to enter · W wait for the big blind · L leave · S seat a new player · Enter confirm · Esc close</source>
        <translation>Touches : ↑↓ place · A ajouter des jetons · O s&apos;absenter / revenir · P payer pour entrer · W attendre la grosse blinde · L quitter la table · S installer un nouveau joueur · Entrée valider · Esc fermer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="196"/>
        <source>Close  [Esc]</source>
        <translation>Fermer  [Esc]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="247"/>
        <source>Chips to add</source>
        <translation>Jetons à ajouter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="251"/>
        <source>Add chips</source>
        <translation>Ajouter des jetons</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="256"/>
        <source>Post to enter now</source>
        <translation>Payer pour entrer maintenant</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="258"/>
        <location filename="../../dealer_app/ui/players.py" line="289"/>
        <source>Wait for the big blind</source>
        <translation>Attendre la grosse blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="260"/>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="266"/>
        <source>Seat a new player  [S]</source>
        <translation>Installer un nouveau joueur  [S]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="277"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="287"/>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="288"/>
        <source>Buy-in</source>
        <translation>Cave</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="290"/>
        <source>Post a big blind to play the next hand</source>
        <translation>Payer une grosse blinde pour jouer le coup suivant</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="299"/>
        <source>Seat the player  [Enter]</source>
        <translation>Installer le joueur  [Entrée]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="362"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="364"/>
        <source>Seat %1 is empty: seat a new player there (S).</source>
        <translation>La place %1 est libre : installez-y un nouveau joueur (S).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="368"/>
        <source>Seat %1 — %2</source>
        <translation>Place %1 — %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="374"/>
        <source>Stack %1</source>
        <translation>Tapis %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="380"/>
        <source>Come back</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="382"/>
        <source>Sit out</source>
        <translation>S&apos;absenter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="394"/>
        <source>Add-on: %1</source>
        <translation>Add-on : %1</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="342"/>
        <source>A hand in the history cannot change.</source>
        <translation>Un coup de l&apos;historique ne peut pas être modifié.</translation>
    </message>
</context>
<context>
    <name>ReplayPane</name>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="379"/>
        <source>Start  [Home]</source>
        <translation>Début  [Home]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="380"/>
        <source>◀ Back  [←]</source>
        <translation>◀ Reculer  [←]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="381"/>
        <source>Forward ▶  [→]</source>
        <translation>Avancer ▶  [→]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="382"/>
        <source>End  [End]</source>
        <translation>Fin  [End]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="423"/>
        <source>Step 0 of %1: the hand as dealt</source>
        <translation>Étape 0 sur %1 : le coup tel que distribué</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/history_view.py" line="426"/>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2 : %3</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="57"/>
        <source>Sitting out</source>
        <translation>Absent</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="58"/>
        <source>Sits out next hand</source>
        <translation>Absent au coup suivant</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="59"/>
        <source>Waits for the big blind</source>
        <translation>Attend la grosse blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="60"/>
        <source>Posts to enter</source>
        <translation>Paie pour entrer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="61"/>
        <source>No chips</source>
        <translation>Sans jetons</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="62"/>
        <source>Not dealt in</source>
        <translation>Hors du coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="69"/>
        <source>Empty</source>
        <translation>Libre</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="70"/>
        <source>In this hand</source>
        <translation>Dans le coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="73"/>
        <source>Playing</source>
        <translation>Joue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="94"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="107"/>
        <source>This hand is not played at a table.</source>
        <translation>Ce coup n&apos;est pas joué à une table.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="110"/>
        <source>Seat a player here…</source>
        <translation>Installer un joueur ici…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="112"/>
        <source>Add chips…</source>
        <translation>Ajouter des jetons…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="114"/>
        <source>Come back</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="116"/>
        <source>Sit out</source>
        <translation>S&apos;absenter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="120"/>
        <source>Wait for the big blind</source>
        <translation>Attendre la grosse blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="125"/>
        <source>Post a big blind to play now</source>
        <translation>Payer une grosse blinde pour jouer maintenant</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="128"/>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/players.py" line="130"/>
        <source>Players…  [F2]</source>
        <translation>Joueurs…  [F2]</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="97"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="103"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="104"/>
        <source>SB</source>
        <comment>small blind</comment>
        <translation>PB</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="105"/>
        <source>BB</source>
        <comment>big blind</comment>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="143"/>
        <source>Empty</source>
        <translation>Libre</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="151"/>
        <source>Stack %1</source>
        <translation>Tapis %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="153"/>
        <source>In front: %1</source>
        <translation>Devant : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="160"/>
        <source>Folded</source>
        <translation>Couché</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="162"/>
        <source>Mucked</source>
        <translation>A jeté</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="165"/>
        <location filename="../../dealer_app/ui/table_view.py" line="167"/>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="165"/>
        <source>To act</source>
        <translation>À parler</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="25"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="30"/>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="38"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="39"/>
        <source>Reopen the last table at start</source>
        <translation>Rouvrir la dernière table au démarrage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings_dialog.py" line="43"/>
        <source>The language changes at once.</source>
        <translation>La langue change aussitôt.</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="101"/>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="104"/>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="105"/>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="110"/>
        <source>%1 (saved)</source>
        <translation>%1 (enregistrée)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="112"/>
        <source>&amp;Structure</source>
        <translation>&amp;Structure</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="113"/>
        <source>&amp;Buy-in (fee included)</source>
        <translation>&amp;Buy-in (frais compris)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="114"/>
        <source>&amp;Fee</source>
        <translation>&amp;Frais</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="115"/>
        <source>Starting s&amp;tack</source>
        <translation>&amp;Tapis de départ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="116"/>
        <source>M&amp;inimum field</source>
        <translation>Inscrits m&amp;inimum</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="117"/>
        <source>Ma&amp;ximum field</source>
        <translation>Inscrits ma&amp;ximum</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="118"/>
        <source>Seats per &amp;table</source>
        <translation>Sièges par &amp;table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="119"/>
        <source>Tables a&amp;vailable</source>
        <translation>Tables &amp;disponibles</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="120"/>
        <source>&amp;Late registration until level</source>
        <translation>Inscriptions &amp;tardives jusqu&apos;au niveau</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="121"/>
        <source>&amp;Re-entries allowed</source>
        <translation>&amp;Re-entries permises</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="123"/>
        <source>Hand-for-hand: seconds per &amp;hand</source>
        <translation>Main par main : secondes par &amp;main</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="126"/>
        <source>Draw s&amp;eed</source>
        <translation>&amp;Graine du tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="128"/>
        <source>Rebuys until level (0: none)</source>
        <translation>Recaves jusqu&apos;au niveau (0 : aucune)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="129"/>
        <source>Rebuy price</source>
        <translation>Prix de la recave</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="130"/>
        <source>Rebuy chips</source>
        <translation>Jetons de la recave</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="131"/>
        <source>Add-on at level (0: none)</source>
        <translation>Add-on au niveau (0 : aucun)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="132"/>
        <source>Add-on price</source>
        <translation>Prix de l&apos;add-on</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="133"/>
        <source>Add-on chips</source>
        <translation>Jetons de l&apos;add-on</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="135"/>
        <source>up to N entries: shares of places 1, 2, 3...</source>
        <translation>jusqu&apos;à N entrées : parts des places 1, 2, 3...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="137"/>
        <source>&amp;Payouts by field size</source>
        <translation>&amp;Gains selon le nombre d&apos;entrées</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="138"/>
        <source>Beyond the last row: per cent paid</source>
        <translation>Au-delà de la dernière ligne : pour cent payés</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="143"/>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="144"/>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="145"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="146"/>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="147"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="148"/>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="151"/>
        <source>Sa&amp;ve this set-up under its name</source>
        <translation>&amp;Enregistrer ces réglages sous leur nom</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="162"/>
        <source>Levels (a break has its minutes only):</source>
        <translation>Niveaux (une pause n&apos;a que ses minutes) :</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="94"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Jeton impair à la place %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="110"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="112"/>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="115"/>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="120"/>
        <source>between %1</source>
        <translation>entre %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="130"/>
        <source>high half</source>
        <translation>moitié haute</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="131"/>
        <source>low half</source>
        <translation>moitié basse</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="135"/>
        <source>%1 wins the %2: %3</source>
        <translation>%1 gagne la %2 : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="137"/>
        <source>%1 wins %3</source>
        <translation>%1 gagne %3</translation>
    </message>
</context>
<context>
    <name>StacksDialog</name>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="374"/>
        <source>Chip race at table %1</source>
        <translation>Chip race à la table %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="374"/>
        <source>Chips at table %1</source>
        <translation>Jetons à la table %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="381"/>
        <source>Leaving chip</source>
        <translation>Jeton retiré</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="395"/>
        <source>cards for the odd chips, e.g. As 7d</source>
        <translation>cartes des jetons restants, p. ex. As 7d</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/director.py" line="409"/>
        <source>Each player&apos;s chips of the leaving colour, and one card per odd chip:</source>
        <translation>Les jetons de la couleur retirée de chaque joueur, et une carte par jeton restant :</translation>
    </message>
</context>
<context>
    <name>Stakes</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="498"/>
        <source>limit %1/%2, bring-in %3</source>
        <translation>limit %1/%2, bring-in %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="507"/>
        <source>limit %1/%2, blinds %3/%4</source>
        <translation>limit %1/%2, blindes %3/%4</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="515"/>
        <source>blinds %1/%2</source>
        <translation>blindes %1/%2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="521"/>
        <source>big-blind ante %1</source>
        <translation>ante grosse blinde %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="523"/>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="273"/>
        <location filename="../../dealer_app/ui/table_view.py" line="295"/>
        <source>%1 · level %2</source>
        <translation>%1 · niveau %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="298"/>
        <source>Dealer&apos;s choice</source>
        <translation>Choix du donneur</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="302"/>
        <source>Between hands</source>
        <translation>Entre deux coups</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="313"/>
        <source>Paid: %1</source>
        <translation>Payé : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="318"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="323"/>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="326"/>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="449"/>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
</context>
</TS>
