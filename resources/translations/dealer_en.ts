<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="255"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="804"/>
        <source>%n hands saved to %1.</source>
        <translation>
            <numerusform>%n hand saved to %1.</numerusform>
            <numerusform>%n hands saved to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/history_view.py" line="867"/>
        <source>%1: %n hands to review.</source>
        <translation>
            <numerusform>%1: %n hand to review.</numerusform>
            <numerusform>%1: %n hands to review.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryError</name>
    <message numerus="yes">
        <location filename="../../dealer_app/exports.py" line="407"/>
        <source>A .phh file holds one hand; save these %n as .phhs.</source>
        <translation>
            <numerusform>A .phh file holds one hand; save these %n as .phhs.</numerusform>
            <numerusform>A .phh file holds one hand; save these %n as .phhs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstructorWindow</name>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/trainer_instructor.py" line="191"/>
        <source>%n result file(s) read.</source>
        <translation>
            <numerusform>%n result file read.</numerusform>
            <numerusform>%n result files read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewTableDialog</name>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="382"/>
        <source>every %1 hands</source>
        <extracomment>The game changes every N hands. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>every %1 hand</numerusform>
            <numerusform>every %1 hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="385"/>
        <source>every %1 orbits</source>
        <extracomment>The game changes every N orbits of the button. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>every %1 orbit</numerusform>
            <numerusform>every %1 orbits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="388"/>
        <source>every %1 levels</source>
        <extracomment>The game changes every N levels of the tournament. %1 is the number&apos;s spin box; what follows it is the unit, chosen in a list (keep %1 before the unit).</extracomment>
        <translation>
            <numerusform>every %1 level</numerusform>
            <numerusform>every %1 levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../dealer_app/ui/new_table.py" line="403"/>
        <source>every %1 levels, for %2</source>
        <extracomment>A break every N levels of the tournament, each break M minutes long. %1 is the spin box of N, %2 the spin box of the break&apos;s length (it reads &quot;10 min&quot;).</extracomment>
        <translation>
            <numerusform>every %1 level, for %2</numerusform>
            <numerusform>every %1 levels, for %2</numerusform>
        </translation>
    </message>
</context>
</TS>
