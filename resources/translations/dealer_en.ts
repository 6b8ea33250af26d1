<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DirectorWindow</name>
    <message numerus="yes">
        <source>%n entries, fewer than the minimum of %1: cancel the event and refund every entry?</source>
        <translation>
            <numerusform>%n entry, fewer than the minimum of %1: cancel the event and refund the entry?</numerusform>
            <numerusform>%n entries, fewer than the minimum of %1: cancel the event and refund every entry?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands saved to %1.</source>
        <translation>
            <numerusform>%n hand saved to %1.</numerusform>
            <numerusform>%n hands saved to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hands to review.</source>
        <translation>
            <numerusform>%1: %n hand to review.</numerusform>
            <numerusform>%1: %n hands to review.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstructorWindow</name>
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
        <source>%n sitting(s) without leave: not counted</source>
        <translation>
            <numerusform>%n sitting without leave: not counted</numerusform>
            <numerusform>%n sittings without leave: not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) after the time: not counted</source>
        <translation>
            <numerusform>%n answer after the time: not counted</numerusform>
            <numerusform>%n answers after the time: not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) after the release: not counted</source>
        <translation>
            <numerusform>%n answer after the release: not counted</numerusform>
            <numerusform>%n answers after the release: not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result file(s) read.</source>
        <translation>
            <numerusform>%n result file read.</numerusform>
            <numerusform>%n result files read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 right of %3, %n points</source>
        <translation>
            <numerusform>%1: %2 right of %3, %n point</numerusform>
            <numerusform>%1: %2 right of %3, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file claimed %n points: it was edited.</source>
        <translation>
            <numerusform>The file claimed %n point: it was edited.</numerusform>
            <numerusform>The file claimed %n points: it was edited.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message numerus="yes">
        <source>One card was expected, not {count} cards: &apos;{text}&apos;.</source>
        <comment>One card was expected, not {count} card: &apos;{text}&apos;.</comment>
        <translation>
            <numerusform>One card was expected, not {count} card: &apos;{text}&apos;.</numerusform>
            <numerusform>One card was expected, not {count} cards: &apos;{text}&apos;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal the {street}: {count} cards.</source>
        <comment>Deal the {street}: {count} card.</comment>
        <translation>
            <numerusform>Deal the {street}: {count} card.</numerusform>
            <numerusform>Deal the {street}: {count} cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {street} is {count} cards, not {given}.</source>
        <comment>The {street} is {count} card, not {given}.</comment>
        <translation>
            <numerusform>The {street} is {count} card, not {given}.</numerusform>
            <numerusform>The {street} is {count} cards, not {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} changed {count} cards, not {given}.</source>
        <comment>{player} changed {count} card, not {given}.</comment>
        <translation>
            <numerusform>{player} changed {count} card, not {given}.</numerusform>
            <numerusform>{player} changed {count} cards, not {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{street} deals {count} cards to each player, not {given}.</source>
        <comment>{street} deals {count} card to each player, not {given}.</comment>
        <translation>
            <numerusform>{street} deals {count} card to each player, not {given}.</numerusform>
            <numerusform>{street} deals {count} cards to each player, not {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds {count} cards and cannot change {given}.</source>
        <comment>{player} holds {count} card and cannot change {given}.</comment>
        <translation>
            <numerusform>{player} holds {count} card and cannot change {given}.</numerusform>
            <numerusform>{player} holds {count} cards and cannot change {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} shows {count} cards, not {given}.</source>
        <comment>{player} shows {count} card, not {given}.</comment>
        <translation>
            <numerusform>{player} shows {count} card, not {given}.</numerusform>
            <numerusform>{player} shows {count} cards, not {given}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A .phh file holds one hand; save these {count} as .phhs.</source>
        <comment>A .phh file holds one hand; save this {count} as .phhs.</comment>
        <translation>
            <numerusform>A .phh file holds one hand; save this {count} as .phhs.</numerusform>
            <numerusform>A .phh file holds one hand; save these {count} as .phhs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored the table between hands: {count} hands played.</source>
        <comment>Restored the table between hands: {count} hand played.</comment>
        <translation>
            <numerusform>Restored the table between hands: {count} hand played.</numerusform>
            <numerusform>Restored the table between hands: {count} hands played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored the table: {game}, {count} actions entered in this hand; {where}</source>
        <comment>Restored the table: {game}, {count} action entered in this hand; {where}</comment>
        <translation>
            <numerusform>Restored the table: {game}, {count} action entered in this hand; {where}</numerusform>
            <numerusform>Restored the table: {game}, {count} actions entered in this hand; {where}</numerusform>
        </translation>
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
            <numerusform>{count} checkpoint</numerusform>
            <numerusform>{count} checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} entries</source>
        <comment>{count} entry</comment>
        <translation>
            <numerusform>{count} entry</numerusform>
            <numerusform>{count} entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} recorded hands</source>
        <comment>{count} recorded hand</comment>
        <translation>
            <numerusform>{count} recorded hand</numerusform>
            <numerusform>{count} recorded hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} cannot have {count} chips of {chip} with a stack of {stack}.</source>
        <comment>{player} cannot have {count} chip of {chip} with a stack of {stack}.</comment>
        <translation>
            <numerusform>{player} cannot have {count} chip of {chip} with a stack of {stack}.</numerusform>
            <numerusform>{player} cannot have {count} chips of {chip} with a stack of {stack}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} races {count} chips and needs one card for each, not {cards}.</source>
        <comment>{player} races {count} chip and needs one card for it, not {cards}.</comment>
        <translation>
            <numerusform>{player} races {count} chip and needs one card for it, not {cards}.</numerusform>
            <numerusform>{player} races {count} chips and needs one card for each, not {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} has used the {count} re-entries allowed.</source>
        <comment>{player} has used the {count} re-entry allowed.</comment>
        <translation>
            <numerusform>{player} has used the {count} re-entry allowed.</numerusform>
            <numerusform>{player} has used the {count} re-entries allowed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong PIN ({count} tries left).</source>
        <comment>Wrong PIN ({count} try left).</comment>
        <translation>
            <numerusform>Wrong PIN ({count} try left).</numerusform>
            <numerusform>Wrong PIN ({count} tries left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} events</source>
        <comment>{count} event</comment>
        <translation>
            <numerusform>{count} event</numerusform>
            <numerusform>{count} events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message numerus="yes">
        <source>every %1 hands</source>
        <extracomment>The game changes every N hands. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>every %1 hand</numerusform>
            <numerusform>every %1 hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 orbits</source>
        <extracomment>The game changes every N orbits of the button. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>every %1 orbit</numerusform>
            <numerusform>every %1 orbits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 levels</source>
        <extracomment>The game changes every N levels of the tournament. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>every %1 level</numerusform>
            <numerusform>every %1 levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %1 levels, for %2</source>
        <extracomment>A break every N levels of the tournament, each break M minutes long. %1 is the spin box of N, %2 the spin box of the break&apos;s length (it reads &quot;10 min&quot;).</extracomment>
        <translation>
            <numerusform>every %1 level, for %2</numerusform>
            <numerusform>every %1 levels, for %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainerWindow</name>
    <message numerus="yes">
        <source>Your sitting of exam %1 goes on where it stopped: %n answer(s) kept, and the time runs on.</source>
        <translation>
            <numerusform>Your sitting of exam %1 goes on where it stopped: %n answer kept, and the time runs on.</numerusform>
            <numerusform>Your sitting of exam %1 goes on where it stopped: %n answers kept, and the time runs on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %n points.</source>
        <translation>
            <numerusform>Right: %n point.</numerusform>
            <numerusform>Right: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right %1 of %2 · %n points</source>
        <translation>
            <numerusform>Right %1 of %2 · %n point</numerusform>
            <numerusform>Right %1 of %2 · %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) reached the room after the time: not counted.</source>
        <translation>
            <numerusform>%n answer reached the room after the time: not counted.</numerusform>
            <numerusform>%n answers reached the room after the time: not counted.</numerusform>
        </translation>
    </message>
</context>
</TS>
