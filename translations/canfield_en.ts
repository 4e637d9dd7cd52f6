<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message numerus="yes">
        <source>%1 · %2 · won in %3, %n move(s)</source>
        <translation>
            <numerusform>%1 · %2 · won in %3, %n move</numerusform>
            <numerusform>%1 · %2 · won in %3, %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won today&apos;s deal in %1 with %n move(s). Come back tomorrow for a new one.</source>
        <translation>
            <numerusform>You won today's deal in %1 with %n move. Come back tomorrow for a new one.</numerusform>
            <numerusform>You won today's deal in %1 with %n moves. Come back tomorrow for a new one.</numerusform>
        </translation>
    </message>
</context>
</TS>
