<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<!-- English plural forms only: every other text is its own source. -->
<context>
    <name>ContinueOffer</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n other unfinished game(s), kept in My games:</source>
        <translation>
            <numerusform>You have %n other unfinished game, kept in My games:</numerusform>
            <numerusform>You have %n other unfinished games, kept in My games:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesWindow</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown of %1</source>
        <translation>
            <numerusform>%n game shown of %1</numerusform>
            <numerusform>%n games shown of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LevelRecordLabel</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n draw</numerusform>
            <numerusform>%n draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n loss</numerusform>
            <numerusform>%n losses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message numerus="yes">
        <source>Your move cuts off your own pieces on %1: %n piece(s) lost.</source>
        <translation>
            <numerusform>Your move cuts off your own pieces on %1: %n piece lost.</numerusform>
            <numerusform>Your move cuts off your own pieces on %1: %n pieces lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved %n of %1 · your rating %2</source>
        <translation>
            <numerusform>Solved %n of %1 · your rating %2</numerusform>
            <numerusform>Solved %n of %1 · your rating %2</numerusform>
        </translation>
    </message>
</context>
</TS>
