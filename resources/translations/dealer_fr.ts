<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="80"/>
        <source>Next hand</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="124"/>
        <source>Fold</source>
        <translation>Se coucher</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="125"/>
        <source>Call</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="126"/>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="127"/>
        <source>Raise</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="128"/>
        <source>Big bet</source>
        <translation>Grosse mise</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="144"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="145"/>
        <source>½ pot</source>
        <translation>½ pot</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="146"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="147"/>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="169"/>
        <source>Type the cards: Ah Kd 7c</source>
        <translation>Tapez les cartes : Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="175"/>
        <location filename="../../dealer_app/ui/action_panel.py" line="179"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="181"/>
        <source>Show known cards</source>
        <translation>Montrer les cartes connues</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="183"/>
        <source>Muck</source>
        <translation>Jeter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="203"/>
        <source>Stand pat</source>
        <translation>Servi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="205"/>
        <source>Change %1</source>
        <translation>Changer %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="228"/>
        <source>%1 brings in or completes.</source>
        <translation>%1 paie le bring-in ou complète.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="230"/>
        <source>%1 to act: check or bet.</source>
        <translation>À %1 : checker ou miser.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="233"/>
        <source>%1 to act: %2 to call.</source>
        <translation>À %1 : %2 pour suivre.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="288"/>
        <source>Bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="295"/>
        <source>Check</source>
        <translation>Checker</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="297"/>
        <source>Call %1 (all-in)</source>
        <translation>Suivre %1 (tapis)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="299"/>
        <source>Call %1</source>
        <translation>Suivre %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="301"/>
        <source>Complete to</source>
        <translation>Compléter à</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="302"/>
        <source>Bet</source>
        <translation>Miser</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="302"/>
        <source>Raise to</source>
        <translation>Relancer à</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="318"/>
        <source>Big bet %1</source>
        <translation>Grosse mise %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="326"/>
        <source>min %1 · max %2</source>
        <translation>min %1 · max %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="337"/>
        <source>The betting is capped: call or fold only.</source>
        <translation>Les enchères sont plafonnées : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="338"/>
        <source>Betting not re-opened: call or fold only.</source>
        <translation>Les enchères ne sont pas rouvertes : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="339"/>
        <source>No chips left beyond a call.</source>
        <translation>Plus de jetons au-delà d&apos;un suivi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="340"/>
        <source>Every other player is all-in: call or fold.</source>
        <translation>Tous les autres joueurs sont à tapis : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="367"/>
        <source>Showdown order: %1. Type the cards shown, or muck.</source>
        <translation>Ordre d&apos;abattage : %1. Tapez les cartes montrées, ou jetez.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="371"/>
        <source>Type the upcard (or all three third-street cards, upcard last).</source>
        <translation>Tapez la carte visible (ou les trois cartes de la troisième rue, la visible en dernier).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/action_panel.py" line="373"/>
        <source>Type the cards or click them below; cards in play are greyed out.</source>
        <translation>Tapez les cartes ou cliquez-les ci-dessous ; les cartes en jeu sont grisées.</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="43"/>
        <source>Pre-flop</source>
        <translation>Pré-flop</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="44"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="45"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="46"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="47"/>
        <source>Third street</source>
        <translation>Troisième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="48"/>
        <source>Fourth street</source>
        <translation>Quatrième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="49"/>
        <source>Fifth street</source>
        <translation>Cinquième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="50"/>
        <source>Sixth street</source>
        <translation>Sixième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="51"/>
        <source>Seventh street</source>
        <translation>Septième rue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="52"/>
        <source>Before the first draw</source>
        <translation>Avant le premier tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="53"/>
        <source>After the first draw</source>
        <translation>Après le premier tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="54"/>
        <source>After the second draw</source>
        <translation>Après le deuxième tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="55"/>
        <source>After the third draw</source>
        <translation>Après le troisième tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="56"/>
        <source>Before the draw</source>
        <translation>Avant le tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="57"/>
        <source>After the draw</source>
        <translation>Après le tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="58"/>
        <source>Showdown</source>
        <translation>Abattage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="59"/>
        <source>Hand over</source>
        <translation>Coup terminé</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="60"/>
        <source>No-limit hold&apos;em</source>
        <translation>Hold&apos;em no-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="61"/>
        <source>Pot-limit hold&apos;em</source>
        <translation>Hold&apos;em pot-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="62"/>
        <source>Limit hold&apos;em</source>
        <translation>Hold&apos;em limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="63"/>
        <source>Pot-limit Omaha</source>
        <translation>Omaha pot-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="64"/>
        <source>Pot-limit Omaha hi/lo</source>
        <translation>Omaha hi/lo pot-limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="65"/>
        <source>Limit Omaha hi/lo</source>
        <translation>Omaha hi/lo limit</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="66"/>
        <source>Seven-card stud</source>
        <translation>Stud à sept cartes</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="67"/>
        <source>Seven-card stud hi/lo</source>
        <translation>Stud à sept cartes hi/lo</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="68"/>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="69"/>
        <source>2-7 triple draw</source>
        <translation>2-7 triple tirage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="70"/>
        <source>2-7 single draw</source>
        <translation>2-7 tirage unique</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="71"/>
        <source>High card</source>
        <translation>Carte haute</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="72"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="73"/>
        <source>Two pair</source>
        <translation>Double paire</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="74"/>
        <source>Three of a kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="75"/>
        <source>Straight</source>
        <translation>Suite</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="76"/>
        <source>Flush</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="77"/>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="78"/>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="79"/>
        <source>Straight flush</source>
        <translation>Quinte flush</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="80"/>
        <source>Royal flush</source>
        <translation>Quinte flush royale</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="81"/>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="82"/>
        <source>first left of the button</source>
        <translation>premier à gauche du bouton</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="83"/>
        <source>Everybody else folded.</source>
        <translation>Tous les autres se sont couchés.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="84"/>
        <source>The other players mucked.</source>
        <translation>Les autres joueurs ont jeté leurs cartes.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="85"/>
        <source>The other players mucked or did not show.</source>
        <translation>Les autres joueurs ont jeté leurs cartes ou ne les ont pas montrées.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="86"/>
        <source>Nobody else could win this pot.</source>
        <translation>Personne d&apos;autre ne pouvait gagner ce pot.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="87"/>
        <source>No qualifying low: the high hand takes the whole pot.</source>
        <translation>Pas de main basse qualifiée : la main haute prend tout le pot.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="88"/>
        <source>The hands shown are not known: the pot is split among them.</source>
        <translation>Les mains montrées ne sont pas connues : le pot est partagé entre elles.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="89"/>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="90"/>
        <source>RRoP</source>
        <translation>RRoP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="91"/>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="117"/>
        <source> (low)</source>
        <translation> (basse)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="134"/>
        <source>highest card by suit (%1)</source>
        <translation>plus haute carte par couleur (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="135"/>
        <source>lowest card by suit (%1)</source>
        <translation>plus basse carte par couleur (%1)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="144"/>
        <source>%1 may %2 to at most %3: pot limit.</source>
        <translation>%1 peut %2 à %3 au plus : pot-limit.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="148"/>
        <source>%1 must %2 to at least %3 (or go all-in for %4).</source>
        <translation>%1 doit %2 à %3 au moins (ou faire tapis pour %4).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="152"/>
        <source>%1 has only %2 in all this round: %3 to at most %4.</source>
        <translation>%1 n&apos;a que %2 en tout sur ce tour : %3 à %4 au plus.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="156"/>
        <source>%1 may %2 to %3 only: fixed limit.</source>
        <translation>%1 peut seulement %2 à %3 : limite fixe.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="160"/>
        <source>%1 is already %2.</source>
        <translation>%1 est déjà %2.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="164"/>
        <source>%1 is entered twice.</source>
        <translation>%1 est entrée deux fois.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="168"/>
        <source>&apos;%1&apos; is not a card: %2</source>
        <translation>« %1 » n&apos;est pas une carte : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="172"/>
        <source>The %1 is %2 card(s), not %3.</source>
        <translation>Le %1, c&apos;est %2 carte(s), pas %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="176"/>
        <source>%1 cannot %2: %3</source>
        <translation>%1 ne peut pas %2 : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="180"/>
        <source>%1 must post the bring-in or complete: it is a forced bet.</source>
        <translation>%1 doit payer le bring-in ou compléter : c&apos;est une mise forcée.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="184"/>
        <source>%1 must post the bring-in or complete, not check.</source>
        <translation>%1 doit payer le bring-in ou compléter, pas checker.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="188"/>
        <source>A player is all-in: every hand is turned face up, nobody mucks.</source>
        <translation>Un joueur est à tapis : toutes les mains sont retournées, personne ne jette.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="194"/>
        <source>%1 shows %2 cards, not %3.</source>
        <translation>%1 montre %2 cartes, pas %3.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="198"/>
        <source>%1&apos;s cards are not known: enter the cards shown.</source>
        <translation>Les cartes de %1 ne sont pas connues : entrez les cartes montrées.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="202"/>
        <source>Nothing to undo: no action has been entered in this hand.</source>
        <translation>Rien à annuler : aucune action n&apos;a été entrée dans ce coup.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="207"/>
        <source>on the board</source>
        <translation>sur le tableau</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="208"/>
        <source>in %1&apos;s hand</source>
        <translation>dans la main de %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="209"/>
        <source>among %1&apos;s upcards</source>
        <translation>parmi les cartes visibles de %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="210"/>
        <source>among %1&apos;s discards</source>
        <translation>parmi les cartes jetées de %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="216"/>
        <source>the betting is capped: %1 may only call or fold.</source>
        <translation>les enchères sont plafonnées : %1 peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="220"/>
        <source>the short all-in did not re-open the betting: %1 may only call or fold.</source>
        <translation>le tapis incomplet n&apos;a pas rouvert les enchères : %1 peut seulement suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="226"/>
        <source>%1 has no chips left beyond a call.</source>
        <translation>%1 n&apos;a plus de jetons au-delà d&apos;un suivi.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="230"/>
        <source>every other player is all-in: call or fold.</source>
        <translation>tous les autres joueurs sont à tapis : suivre ou se coucher.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="234"/>
        <source>the rank must be 2 to 9, T (or 10), J, Q, K or A.</source>
        <translation>le rang doit être 2 à 9, T (ou 10), J, Q, K ou A.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="238"/>
        <source>a suit (c, d, h or s) must follow the rank.</source>
        <translation>une couleur (c, d, h ou s) doit suivre le rang.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="242"/>
        <source>one rank and one suit, like As or 10h.</source>
        <translation>un rang et une couleur, comme As ou 10h.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="246"/>
        <source>the suit must be c, d, h or s (or ♣ ♦ ♥ ♠).</source>
        <translation>la couleur doit être c, d, h ou s (ou ♣ ♦ ♥ ♠).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="251"/>
        <source>bet</source>
        <translation>miser</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="252"/>
        <source>raise</source>
        <translation>relancer</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/words.py" line="253"/>
        <source>complete</source>
        <translation>compléter</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="31"/>
        <source>%1 folds</source>
        <translation>%1 se couche</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="33"/>
        <source>%1 checks</source>
        <translation>%1 checke</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="35"/>
        <source>%1 calls %2</source>
        <translation>%1 suit %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="37"/>
        <source>%1 bets %2</source>
        <translation>%1 mise %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="39"/>
        <source>%1 raises to %2</source>
        <translation>%1 relance à %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="41"/>
        <source>%1 completes to %2</source>
        <translation>%1 complète à %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="43"/>
        <source>%1 brings in for %2</source>
        <translation>%1 ouvre de force pour %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="45"/>
        <source>Board: %3</source>
        <translation>Tableau : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="47"/>
        <source>%1 is dealt %3</source>
        <translation>%1 reçoit %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="50"/>
        <source>%1 stands pat</source>
        <translation>%1 est servi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="52"/>
        <source>%1 changes %2</source>
        <translation>%1 change %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="56"/>
        <source>%1 shows %3</source>
        <translation>%1 montre %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="58"/>
        <source>%1 mucks</source>
        <translation>%1 jette ses cartes</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="61"/>
        <source>(all-in)</source>
        <translation>(tapis)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="118"/>
        <source>Street</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/models.py" line="119"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="61"/>
        <source>This hand</source>
        <translation>Ce coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="85"/>
        <source>Keys: F fold · C check/call · R bet/raise · digits and Enter: amount · M min · H half pot · P pot · A all-in · B bring-in · G big bet · 0-5 cards to change · O show known · X muck · N next hand · Ctrl+Z undo</source>
        <translation>Touches : F se coucher · C checker/suivre · R miser/relancer · chiffres et Entrée : montant · M min · H demi-pot · P pot · A tapis · B bring-in · G grosse mise · 0-5 cartes à changer · O montrer les cartes connues · X jeter · N coup suivant · Ctrl+Z annuler</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="124"/>
        <location filename="../../dealer_app/ui/main_window.py" line="269"/>
        <source>Dealer Assistant</source>
        <translation>Assistant du croupier</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="142"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="143"/>
        <source>&amp;New table…</source>
        <translation>&amp;Nouvelle table…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="147"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="152"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="156"/>
        <source>&amp;Hand</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="157"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="166"/>
        <source>Reopening the last table…</source>
        <translation>Réouverture de la dernière table…</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="172"/>
        <source>No table is open.</source>
        <translation>Aucune table n&apos;est ouverte.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="177"/>
        <source>New table…  [Ctrl+N]</source>
        <translation>Nouvelle table…  [Ctrl+N]</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="222"/>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="224"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="232"/>
        <source>rules: %1</source>
        <translation>règles : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="235"/>
        <source>chip unit %1</source>
        <translation>unité de jeton %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/main_window.py" line="238"/>
        <source>hand %1</source>
        <translation>coup %1</translation>
    </message>
</context>
<context>
    <name>Need</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="347"/>
        <source>%1 to act.</source>
        <translation>À %1 de parler.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="351"/>
        <source>Deal the community card (the deck is short).</source>
        <translation>Retournez la carte commune (le paquet est court).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="355"/>
        <source>Deal the %1: 1 card.</source>
        <translation>Donnez le %1 : 1 carte.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="359"/>
        <source>Deal the %1: %2 cards.</source>
        <translation>Donnez le %1 : %2 cartes.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="364"/>
        <source>Enter %1&apos;s upcard.</source>
        <translation>Entrez la carte visible de %1.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="366"/>
        <source>%1 draws: how many cards (0 stands pat)?</source>
        <translation>%1 tire : combien de cartes (0 = servi) ?</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="371"/>
        <source>%1 shows (every hand is turned face up).</source>
        <translation>%1 montre (toutes les mains sont retournées).</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="374"/>
        <source>%1 shows or mucks.</source>
        <translation>%1 montre ou jette.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="375"/>
        <source>The hand is over.</source>
        <translation>Le coup est terminé.</translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="63"/>
        <source>New table</source>
        <translation>Nouvelle table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="70"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="76"/>
        <source>%1 (rotation)</source>
        <translation>%1 (rotation)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="77"/>
        <source>Game or rotation</source>
        <translation>Jeu ou rotation</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="79"/>
        <source>hands</source>
        <translation>coups</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="80"/>
        <source>orbits</source>
        <translation>tours de bouton</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="81"/>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="86"/>
        <source>every</source>
        <translation>tous les</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="91"/>
        <source>Change game</source>
        <translation>Changer de jeu</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="93"/>
        <source>Cash game</source>
        <translation>Partie cash</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="94"/>
        <source>Sit-and-go</source>
        <translation>Sit-and-go</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="95"/>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="96"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="100"/>
        <source>Rule set</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="102"/>
        <source>The smallest chip in play: 1, 5, 25, 0.25 ...</source>
        <translation>Le plus petit jeton en jeu : 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="103"/>
        <source>Chip unit</source>
        <translation>Unité de jeton</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="107"/>
        <source>Stakes</source>
        <translation>Enjeux</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="112"/>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="113"/>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="114"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="115"/>
        <source>Small bet (limit)</source>
        <translation>Petite mise (limit)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="116"/>
        <source>Big bet (limit)</source>
        <translation>Grosse mise (limit)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="117"/>
        <source>Stud ante</source>
        <translation>Ante du stud</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="118"/>
        <source>Bring-in (stud)</source>
        <translation>Bring-in (stud)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="119"/>
        <source>Minimum buy-in</source>
        <translation>Cave minimum</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="120"/>
        <source>Maximum buy-in</source>
        <translation>Cave maximum</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="121"/>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="134"/>
        <source>Minutes per level</source>
        <translation>Minutes par niveau</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="137"/>
        <source>Levels (× the stakes)</source>
        <translation>Niveaux (× les enjeux)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="145"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="148"/>
        <source>Seats at the table</source>
        <translation>Places à la table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="154"/>
        <source>Button on seat</source>
        <translation>Bouton à la place</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="162"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="163"/>
        <source>Name (empty: nobody)</source>
        <translation>Nom (vide : personne)</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="164"/>
        <source>Stack</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="192"/>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="227"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="322"/>
        <source>Type the smallest chip: 1, 5, 25, 0.25 ...</source>
        <translation>Tapez le plus petit jeton : 1, 5, 25, 0,25 ...</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="325"/>
        <source>The chip unit must be a positive amount.</source>
        <translation>L&apos;unité de jeton doit être un montant positif.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="329"/>
        <source>At most four decimals.</source>
        <translation>Quatre décimales au plus.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="340"/>
        <source>&apos;%1&apos; is not an amount.</source>
        <translation>« %1 » n&apos;est pas un montant.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="343"/>
        <source>%1 is finer than the chip unit allows.</source>
        <translation>%1 est plus fin que l&apos;unité de jeton ne le permet.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="346"/>
        <source>An amount cannot be negative.</source>
        <translation>Un montant ne peut pas être négatif.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="385"/>
        <source>&apos;%1&apos; is not a multiplier.</source>
        <translation>« %1 » n&apos;est pas un multiplicateur.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="389"/>
        <source>Give at least one level.</source>
        <translation>Donnez au moins un niveau.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="450"/>
        <source>Seat at least two players: type their names.</source>
        <translation>Installez au moins deux joueurs : tapez leurs noms.</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/new_table.py" line="453"/>
        <source>Put the button on a seat with a player.</source>
        <translation>Placez le bouton devant un joueur.</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="53"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="59"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="60"/>
        <source>SB</source>
        <comment>small blind</comment>
        <translation>PB</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="61"/>
        <source>BB</source>
        <comment>big blind</comment>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="98"/>
        <source>Empty</source>
        <translation>Libre</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="106"/>
        <source>Stack %1</source>
        <translation>Tapis %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="108"/>
        <source>In front: %1</source>
        <translation>Devant : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="112"/>
        <source>Sitting out</source>
        <translation>Absent</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="112"/>
        <source>Not dealt in</source>
        <translation>Hors du coup</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="115"/>
        <source>Folded</source>
        <translation>Couché</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="117"/>
        <source>Mucked</source>
        <translation>A jeté</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="120"/>
        <location filename="../../dealer_app/ui/table_view.py" line="122"/>
        <source>All-in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="120"/>
        <source>To act</source>
        <translation>À parler</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="113"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="118"/>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="126"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="127"/>
        <source>Reopen the last table at start</source>
        <translation>Rouvrir la dernière table au démarrage</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/settings.py" line="131"/>
        <source>The language changes at once.</source>
        <translation>La langue change aussitôt.</translation>
    </message>
</context>
<context>
    <name>ShowdownPanel</name>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="92"/>
        <source>Odd chip to seat %1 (%2): %3</source>
        <translation>Jeton impair à la place %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="107"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="109"/>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="112"/>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="117"/>
        <source>between %1</source>
        <translation>entre %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="126"/>
        <source>high half</source>
        <translation>moitié haute</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="127"/>
        <source>low half</source>
        <translation>moitié basse</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="131"/>
        <source>%1 wins the %2: %3</source>
        <translation>%1 gagne la %2 : %3</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/showdown.py" line="133"/>
        <source>%1 wins %3</source>
        <translation>%1 gagne %3</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="218"/>
        <source>%1 · level %2</source>
        <translation>%1 · niveau %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="235"/>
        <source>Paid: %1</source>
        <translation>Payé : %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="240"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="245"/>
        <source>Main pot %1</source>
        <translation>Pot principal %1</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="248"/>
        <source>Side pot %1: %2</source>
        <translation>Pot annexe %1 : %2</translation>
    </message>
    <message>
        <location filename="../../dealer_app/ui/table_view.py" line="334"/>
        <source>Dealer</source>
        <translation>Croupier</translation>
    </message>
</context>
</TS>
