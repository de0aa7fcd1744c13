<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>about %n s</source>
        <translation>
            <numerusform>about %n s</numerusform>
            <numerusform>about %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Missed mate in %n</source>
        <translation>
            <numerusform>Missed mate in %n</numerusform>
            <numerusform>Missed mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allowed mate in %n</source>
        <translation>
            <numerusform>Allowed mate in %n</numerusform>
            <numerusform>Allowed mate in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::ClockModel</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <comment>time left on a clock</comment>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <comment>time left on a clock</comment>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::EveningShow</name>
    <message numerus="yes">
        <source>Demo: %n match(es)</source>
        <translation>
            <numerusform>Demo: %n match</numerusform>
            <numerusform>Demo: %n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This evening: %n match(es)</source>
        <translation>
            <numerusform>This evening: %n match</numerusform>
            <numerusform>This evening: %n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the scoreboard of the evening (%n match(es))?</source>
        <translation>
            <numerusform>Clear the scoreboard of the evening (%n match)?</numerusform>
            <numerusform>Clear the scoreboard of the evening (%n matches)?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::MatchKeeper</name>
    <message numerus="yes">
        <source>A match was interrupted after %n move(s). Resume it?</source>
        <translation>
            <numerusform>A match was interrupted after %n move. Resume it?</numerusform>
            <numerusform>A match was interrupted after %n moves. Resume it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was played with %n program(s) that are not among your engines: %1. Yes gives their seats to the built-in engine.</source>
        <translation>
            <numerusform>It was played with a program that is not among your engines: %1. Yes gives its seat to the built-in engine.</numerusform>
            <numerusform>It was played with %n programs that are not among your engines: %1. Yes gives their seats to the built-in engine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An interrupted match could not be read: %n file(s) cannot be opened. They were left as they are; once they can be read, the match is offered again.</source>
        <translation>
            <numerusform>An interrupted match could not be read: %n file cannot be opened. It was left as it is; once it can be read, the match is offered again.</numerusform>
            <numerusform>An interrupted match could not be read: %n files cannot be opened. They were left as they are; once they can be read, the match is offered again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::PocketItem</name>
    <message numerus="yes">
        <source>%n pawn(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n pawn</numerusform>
            <numerusform>%n pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n knight</numerusform>
            <numerusform>%n knights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n bishop</numerusform>
            <numerusform>%n bishops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rook(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n rook</numerusform>
            <numerusform>%n rooks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <comment>in a pocket</comment>
        <translation>
            <numerusform>%n queen</numerusform>
            <numerusform>%n queens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::ScoreboardItem</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
