<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="46"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="56"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="81"/>
        <source>The deal</source>
        <translation>Die ausgeteilten Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="84"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Schritt {i}: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Drei Spieler, 32 Karten (A K Q J 10 9 8 7 in jeder Farbe), jeder bekommt zehn Karten, zwei liegen im Talon. Beim Lizitieren wird entschieden, wer allein gegen die beiden anderen spielt und welche Farbe Trumpf ist. Es herrscht Farbzwang; wer nicht bedienen kann, muss trumpfen, wenn er kann. Den Stich macht der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="34"/>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Drei Spieler, 32 Karten ({ranks} in jeder Farbe), jeder bekommt zehn Karten, zwei liegen im Talon. Beim Lizitieren wird entschieden, wer allein gegen die beiden anderen spielt und welche Farbe Trumpf ist. Es herrscht Farbzwang; wer nicht bedienen kann, muss trumpfen, wenn er kann. Den Stich macht der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="41"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Österreichische Préférence&lt;/h3&gt;&lt;p&gt;Gebote 1 ♣, 2 ♠, 3 ♦, 4 ♥; jedes Handspiel (ohne Talon gespielt) geht über jedes gewöhnliche Gebot; Herz aus der Hand ist die &lt;i&gt;Préférence&lt;/i&gt;. Wer früher sitzt, darf das aktuelle Gebot halten. Passen die ersten beiden, muss der Geber lizitieren. Der Alleinspieler nimmt den Talon auf, legt zwei Karten ab und bestimmt einen Trumpf, der mindestens so hoch ist wie sein Gebot. Danach verteidigt jeder Gegenspieler (er braucht 2 Stiche) oder steigt aus.&lt;/p&gt;&lt;p&gt;Gewonnen (6 Stiche): Der Pot zahlt 10. Verloren: Der Alleinspieler zahlt 20 in den Pot. Ein Gegenspieler mit weniger als 2 Stichen zahlt 10 in den Pot; einer mit 2 oder mehr Stichen bekommt 1 vom Geber. Der Alleinspieler kann vor der ersten Karte aufgeben: 3 an jeden Gegenspieler (5, wenn nur einer verteidigt).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="51"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Illustrierte Préférence&lt;/h3&gt;&lt;p&gt;Das österreichische Spiel, dazu Bettel (5: keinen Stich machen), Durchmarsch (6: alle zehn Stiche machen), Bettel ouvert (7) und Durchmarsch ouvert (8), alle ohne Trumpf; die offenen Spiele werden mit aufgedeckten Karten des Alleinspielers gespielt. Jeder Gegenspieler zahlt dem Alleinspieler 10, 20, 30 oder 40, wenn er gewinnt, doppelt bei einem Handspiel, und bekommt ebenso viel, wenn er verliert. Der Bettel endet mit dem ersten Stich des Alleinspielers, der Durchmarsch mit seinem ersten verlorenen Stich.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="58"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Preferánsz (Westbalkan / Ungarn)&lt;/h3&gt;&lt;p&gt;Gebote 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 Bettel, 7 Durchmarsch; der Talon wird aufgedeckt. Der Grundwert B ist die Zahl des Spiels, +1 für ein Handspiel, verdoppelt durch Kontra, Rekontra und Refa. Gewonnen: Die Bank zahlt 20·B; verloren: Der Alleinspieler zahlt 20·B. Bei Farbspielen zahlt ein Gegenspieler mit weniger als 2 Stichen 10·B, und der Alleinspieler zahlt jedem Gegenspieler 2·B für jeden Stich, den dieser gemacht hat. Ein ausgestiegener Gegenspieler kann vom anderen eingeladen werden: Die Verteidigung braucht dann 4 Stiche.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Donauschwäbisches Preferánsz&lt;/h3&gt;&lt;p&gt;Wie das Westbalkan-Spiel, aber beide Gegenspieler spielen immer mit. Der Alleinspieler braucht 6 Stiche, 7 mit Pik als Trumpf, einen mehr bei einem Handspiel. Jeder Gegenspieler zahlt ihm die Zahl des Spiels, plus eins pro Überstich; verliert er, zahlt er jedem Gegenspieler ebenso viel, plus eins pro fehlendem Stich. Gleiche Karten im Talon kosten den Alleinspieler 2 an den Geber.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Amerikanische Preference&lt;/h3&gt;&lt;p&gt;Jeder Spieler nennt einmal eine Trumpffarbe, die höher ist als jede zuvor genannte (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), oder passt; die höchste Farbe gewinnt und wird ohne den Talon gespielt. Passen alle, kann jeder einen Betrag für das Recht bieten, den Talon aufzunehmen und Trumpf zu bestimmen. Kein Trumpfzwang. Mit sechs Stichen gewinnt man den Preis aus dem Pot; wer verliert, zahlt die Strafe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="79"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Konventionen der Gegenspieler&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: Überstich ohne Not keinen Stich, den dein Partner schon gewinnt. &lt;b&gt;C2&lt;/b&gt;: Kommt der Alleinspieler auf dein Ausspiel als Letzter, spiel die höchste Karte aus, die du in der Farbe hast. &lt;b&gt;C3&lt;/b&gt;: Kommt der Alleinspieler als Zweiter, spiel ein Ass oder einen König aus oder deine niedrigste Karte der Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="151"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="30"/>
        <source>Saved sessions</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="37"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="38"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="96"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="67"/>
        <source>{saved} — {variant}, {deals}</source>
        <translation>{saved} — {variant}, {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Die laufende Partie kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <source>Delete this saved session?</source>
        <translation>Diese gespeicherte Partie löschen?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="57"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Austrian</source>
        <translation>Österreichisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="58"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Illustrated</source>
        <translation>Illustriert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="59"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Western Balkan</source>
        <translation>Westbalkan</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Hungarian</source>
        <translation>Ungarisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>Danube Swabian</source>
        <translation>Donauschwäbisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="62"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>American</source>
        <translation>Amerikanisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="65"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Play</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="70"/>
        <source>Scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="71"/>
        <source>Bonuses</source>
        <translation>Prämien</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="72"/>
        <source>Defender conventions</source>
        <translation>Konventionen der Verteidiger</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="74"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="75"/>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="76"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="77"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="78"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="79"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="83"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Warn before the card</source>
        <translation>Vor der Karte warnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="82"/>
        <source>Notes after the trick</source>
        <translation>Hinweise nach dem Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="102"/>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="110"/>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation>eine Zahl oder {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="111"/>
        <source>a number or &quot;reward&quot;</source>
        <translation>eine Zahl oder &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="147"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="152"/>
        <source>Players and stakes</source>
        <translation>Spieler und Einsätze</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="153"/>
        <source>Cards and display</source>
        <translation>Karten und Anzeige</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="157"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Regeländerungen gelten ab der nächsten Runde. Eine andere Variante oder Spielerzahl beginnt eine neue Partie; die aktuelle bleibt bei den gespeicherten Partien.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Regeländerungen gelten ab der nächsten Runde; die Spielerzahl ändert sich erst mit einer neuen Partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="163"/>
        <source>Restore defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="182"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="57"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="220"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="224"/>
        <source>In deal records: {name}</source>
        <translation>In Spielprotokollen: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="250"/>
        <source>Three at the table</source>
        <translation>Zu dritt am Tisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="251"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Zu viert am Tisch (der Geber setzt aus)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="254"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Opponent {n}</source>
        <translation>Gegner {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="281"/>
        <source>Pot contribution (units per player)</source>
        <translation>Einzahlung in den Pot (Einheiten pro Spieler)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="283"/>
        <source>One unit is worth</source>
        <translation>Eine Einheit ist wert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="295"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="62"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="300"/>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="301"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="306"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="313"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Pause nach einem vollständigen Stich (Sekunden)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="318"/>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="320"/>
        <source>System default</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="324"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="387"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Diese Regeln lassen sich nicht zusammen spielen: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="45"/>
        <location filename="../prefgui/ui/table/scene.py" line="425"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/score_sheet.py" line="209"/>
        <location filename="../prefgui/ui/score_sheet.py" line="238"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>{name} tricks</source>
        <translation>Stiche {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="76"/>
        <source>{name} paid/won</source>
        <translation>Gewinn/Verlust {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="77"/>
        <source>{pot} after</source>
        <translation>{pot} danach</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="78"/>
        <source>{name} balance</source>
        <translation>Stand {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Contracts</source>
        <translation>Alleinspiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Made</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Defended</source>
        <translation>Verteidigt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Quota reached</source>
        <translation>Mindeststiche erreicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="122"/>
        <source>Your convention breaches</source>
        <translation>Deine Verstöße gegen die Konventionen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="142"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Doppelklick auf eine Runde zeigt ihre Übersicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="147"/>
        <source>Replay this deal</source>
        <translation>Diese Runde nachspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="150"/>
        <source>Export ledger (CSV)…</source>
        <translation>Spielliste exportieren (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="152"/>
        <source>Export deal records…</source>
        <translation>Rundenprotokolle exportieren…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="160"/>
        <source>Payments</source>
        <translation>Zahlungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="161"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="162"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="236"/>
        <source>No payments.</source>
        <translation>Keine Zahlungen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="257"/>
        <source>Export ledger</source>
        <translation>Spielliste exportieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="258"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="265"/>
        <source>Export deal records</source>
        <translation>Rundenprotokolle exportieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="267"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Rundenprotokolle (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Could not write the file: {error}</source>
        <translation>Die Datei konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Zöld</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Makk</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Tök</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Piros</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="66"/>
        <source>J</source>
        <comment>jack, card index</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="66"/>
        <source>Q</source>
        <comment>queen, card index</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="67"/>
        <source>K</source>
        <comment>king, card index</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="67"/>
        <source>A</source>
        <comment>ace, card index</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>Sans</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>One trick</source>
        <translation>Ein Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Misère</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Slam</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open misère</source>
        <translation>Bettel ouvert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open slam</source>
        <translation>Durchmarsch ouvert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="90"/>
        <source>Slam (six in a row)</source>
        <translation>Durchmarsch (sechs in Folge)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (Hand ♥)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (Herz aus der Hand)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="99"/>
        <source>{bid} hand</source>
        <translation>{bid} Hand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="107"/>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="115"/>
        <source>Offer {n}</source>
        <translation>{n} bieten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="119"/>
        <source>Discard {first} and {second}</source>
        <translation>{first} und {second} ablegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Defend</source>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Drop out</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Invite partner</source>
        <translation>Partner einladen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>Contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <source>Recontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="123"/>
        <source>Announce: no aces</source>
        <translation>Ansagen: kein Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="130"/>
        <source>Stay out of the auction for good.</source>
        <translation>Endgültig aus dem Lizitieren aussteigen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="131"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Das aktuelle Gebot halten: Dein Platz hat Vorrang.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="132"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Gegen den Alleinspieler spielen: Du brauchst 2 Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="133"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>In dieser Runde aussetzen: kein Einsatz, kein Risiko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="134"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Hol deinen Partner zurück ins Spiel: Die Verteidigung braucht 4 Stiche, auf deine Rechnung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="135"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Verdoppeln: Du rechnest damit, dass der Alleinspieler verliert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="136"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Nochmals verdoppeln: Du bist dir deines Spiels sicher.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="137"/>
        <source>Give up the contract without play.</source>
        <translation>Das Spiel aufgeben, ohne es zu spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="138"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Du hast kein Ass: Jeder Gegner zahlt dir 10 oder du ihm.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="143"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Ein Handspiel: Du spielst ohne Talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="144"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Du nimmst den Talon auf und legst zwei Karten ab.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="146"/>
        <source>Your contract: at least your bid.</source>
        <translation>Dein Spiel: mindestens dein Gebot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="148"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Diese Farbe zum Trumpf machen: Du brauchst 6 Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="150"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>In den Pot zahlen für das Recht, Trumpf zu bestimmen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Defending</source>
        <translation>Verteidigt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Out</source>
        <translation>Ausgestiegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Inviting</source>
        <translation>Lädt ein</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Invited</source>
        <translation>Eingeladen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="159"/>
        <source>Conceding</source>
        <translation>Gibt auf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="163"/>
        <source>tricks: {n}</source>
        <translation>Stiche: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract made</source>
        <translation>Spiel gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract failed</source>
        <translation>Spiel verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Declarer conceded</source>
        <translation>Alleinspieler hat aufgegeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Both defenders dropped out</source>
        <translation>Beide Gegenspieler ausgestiegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>Everybody passed</source>
        <translation>Alle haben gepasst</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>In progress</source>
        <translation>Läuft noch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="125"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Talon aufnehmen: Wähle zwei Karten zum Ablegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="126"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Diese zwei ablegen ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="129"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klick die Karten an oder zieh sie nach oben auf den Ablageplatz; du kannst deine Wahl jederzeit ändern.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="163"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="165"/>
        <source>Let the play go on.</source>
        <translation>Das Spiel weiterlaufen lassen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="172"/>
        <source>The deal is over</source>
        <translation>Die Runde ist zu Ende</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="173"/>
        <source>Deal summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="175"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="202"/>
        <source>Offer</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="212"/>
        <source>You may act now</source>
        <translation>Jetzt kannst du eingreifen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="214"/>
        <source>Your call</source>
        <translation>Du bist beim Lizitieren dran</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="216"/>
        <source>Declare your contract</source>
        <translation>Sag dein Spiel an</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="218"/>
        <source>Answer the contra</source>
        <translation>Antworte auf das Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="220"/>
        <source>Defend or drop out?</source>
        <translation>Verteidigen oder aussteigen?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="221"/>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="231"/>
        <source>bids {bid}</source>
        <translation>bietet {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="233"/>
        <source>No calls yet.</source>
        <translation>Noch hat niemand lizitiert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="119"/>
        <source>Drop here to play</source>
        <translation>Zum Spielen hier loslassen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="66"/>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <location filename="../prefgui/ui/table/scene.py" line="419"/>
        <source>Auction</source>
        <translation>Lizitieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="367"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <source>{bid} — {name}</source>
        <translation>{bid} — {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>recontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>subcontra</source>
        <translation>Subkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="429"/>
        <source>mortcontra</source>
        <translation>Mordkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="431"/>
        <source>open</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="433"/>
        <source>Declarer: {name}</source>
        <translation>Alleinspieler: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick history</source>
        <translation>Stichverlauf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Led by</source>
        <translation>Ausgespielt von</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="62"/>
        <source>Won by</source>
        <translation>Gewonnen von</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="28"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Österreichisch: Gebote 1 bis 4, ein Pot; das klassische Spiel Österreichs.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="29"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Illustriert: das österreichische Spiel mit Bettel und Durchmarsch, offen oder verdeckt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="31"/>
        <source>Western Balkan: bids 2 to 7, the talon shown, refas and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Westbalkan: Gebote 2 bis 7, offener Talon, Refas und eine Bank; Serbien, Kroatien, Bosnien.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="33"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Ungarisch: das Balkan-Spiel, wie man es in Ungarn spielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="34"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Donauschwäbisch: beide Gegenspieler spielen immer mit; das Banat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="35"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Amerikanisch: einmal eine Trumpffarbe nennen oder für den Talon bieten; Nordamerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="46"/>
        <source>Welcome to Préférence</source>
        <translation>Willkommen bei Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="48"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Préférence ist ein Kartenspiel für drei: Das Lizitieren entscheidet, wer allein gegen die beiden anderen spielt und welche Farbe Trumpf ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="59"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Französisches Blatt (Pik, Kreuz, Karo, Herz)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="60"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Deutsches Blatt (Laub, Eichel, Schellen, Herz)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="65"/>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="69"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Die Regeln stehen unter Hilfe → Regeln (F1). Mit H bekommst du jederzeit einen Tipp. Alles hier lässt sich später in den Einstellungen ändern, und diese Begrüßung findest du unter Hilfe → Willkommen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="75"/>
        <source>Start playing</source>
        <translation>Los geht&apos;s</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="71"/>
        <source>{name} discards two cards</source>
        <translation>{name} legt zwei Karten ab</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="80"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="201"/>
        <source>Discard</source>
        <translation>Abgelegte Karten</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The saved game could not be resumed: {error}. The damaged file was kept ({file}); a new session has started.</source>
        <translation type="vanished">Das gespeicherte Spiel konnte nicht fortgesetzt werden: {error}. Die beschädigte Datei wurde aufbewahrt ({file}); eine neue Partie hat begonnen.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new session has started.</source>
        <translation type="vanished">Das gespeicherte Spiel konnte nicht fortgesetzt werden: {error}. Eine neue Partie hat begonnen.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/charts.py" line="26"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/charts.py" line="27"/>
        <source>Balance</source>
        <translation>Stand</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="20"/>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation>C1: Nimm keinen Stich, den dein Partner schon gewinnt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="23"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: Spielt der Alleinspieler als Letzter, spiel die höchste Karte aus, die du in der Farbe hast.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="26"/>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation>C3: Spielt der Alleinspieler als Zweiter, spiel sehr hoch oder deine niedrigste Karte der Farbe aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="38"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>{partner} gewinnt diesen Stich mit {card}, und der Alleinspieler hat schon zugegeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="43"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>{partner} gewinnt diesen Stich mit {card}, und der Alleinspieler kann sie nicht schlagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="48"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Du spielst aus, {partner} spielt als Zweiter und der Alleinspieler als Letzter: {card} ist nicht deine höchste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="53"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Du spielst aus, der Alleinspieler spielt als Zweiter und {partner} als Letzter: {card} ist weder sehr hoch noch deine niedrigste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="62"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karten, die sie einhalten: {cards}. Leg {card} noch einmal ab, um sie trotzdem zu spielen.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Die Runde ist schon vorbei.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Du hast {card} nicht auf der Hand.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Du musst Farbe bedienen: Du hast {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Du musst trumpfen: Du hast {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Du musst die Karte überstechen, die den Stich gerade macht: Du hast eine höhere.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Dein Partner macht diesen Stich schon: An diesem Tisch darfst du ihn nicht überstechen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>{card} kannst du jetzt nicht spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Dieses Gebot ist nicht erlaubt: zu überbieten ist {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Dieses Gebot ist als Eröffnungsgebot nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Nenne eine Farbe, die höher ist als alle schon genannten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>Halten darfst du nur mit Vorrang vor dem Spieler, der das Gebot abgegeben hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Noch hat niemand geboten: es gibt nichts zu halten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Niemand hat geboten: als Letzter musst du bieten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Nach deinem eigenen einfachen Gebot oder Halten darfst du nicht mehr Hand bieten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Wähle zwei verschiedene Karten deiner Hand zum Ablegen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Sage mindestens dein Gebot an: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Biete mehr als {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Der Alleinspieler darf erst nach den Entscheidungen der Verteidiger und vor der ersten Karte aufgeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>Nur ein Alleinspieler ohne Ass darf das ansagen, gleich nach der Spielansage.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>Das ist an dieser Stelle der Runde nicht möglich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}“ gilt nur, wenn „{other}“ auf „{value}“ steht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Diese Variante kann nicht zu {n} gespielt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Die Spielerzahl ändert sich erst mit einer neuen Partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Eine Option hat einen Wert, den sie nicht annehmen kann.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="20"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Der gespeicherte Spielstand {name} wurde von einer neueren Version von prefgui geschrieben (Formatversion {version}). Diese Version kann ihn nicht lesen und hat ihn an seinem Platz gelassen, damit die neuere Version ihn weiterhin findet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="26"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Der gespeicherte Spielstand {name} konnte nicht fortgesetzt werden ({detail}). Die beschädigte Datei wurde als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="31"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Der gespeicherte Spielstand {name} konnte nicht fortgesetzt werden ({detail}) und konnte auch nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="43"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Stattdessen wurde die in {name} gespeicherte Partie fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="47"/>
        <source>A new session has started.</source>
        <translation>Eine neue Partie hat begonnen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="53"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Die gespeicherten Einstellungen konnten nicht gelesen werden ({detail}); es gelten die Standardwerte, die alten Einstellungen wurden aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="61"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {detail}.

Das Spiel geht weiter, und solange es läuft, geht kein Zug verloren: prefgui versucht nach jedem Zug und alle paar Sekunden erneut zu speichern. Wähle einen anderen Ordner zum Speichern, oder schaffe Platz auf dem Datenträger, dann wird das Spiel von selbst wieder gespeichert.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../prefgui/ui/controller.py" line="152"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Das Spiel konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="347"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Ein Computerspieler hat einen unmöglichen Zug gemacht: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="357"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Ein Computerspieler konnte sich nicht entscheiden: {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="101"/>
        <source>prefgui — Préférence</source>
        <translation>prefgui — Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="102"/>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="124"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Du bist dran: Zieh eine hervorgehobene Karte auf den Tisch oder doppelklicke sie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="127"/>
        <source>Your turn: choose on the table.</source>
        <translation>Du bist dran: Wähle auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="141"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stand seit Beginn der Partie (Plus gewonnen, Minus verloren).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="143"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Vor dieser Runde hat jeder {n} eingezahlt ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="182"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="197"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="297"/>
        <source>Hint: {what} ({why})</source>
        <translation>Tipp: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="332"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Die Spielerzahl ändert sich nur mit einer neuen Partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="334"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Jede Variante führt ihren eigenen Pot oder ihre eigene Bank, darum beginnt eine andere Variante eine neue Partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="336"/>
        <location filename="../prefgui/ui/main_window.py" line="344"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="337"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Die aktuelle Partie bleibt bei den gespeicherten Partien. Jetzt eine neue Partie beginnen?</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Die Spielerzahl ändert sich nur mit einer neuen Partie. Jetzt eine neue Partie beginnen?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="345"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Die neuen Regeln können nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="350"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Die neuen Regeln gelten ab der nächsten Runde.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="353"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Die neuen Regeln gelten ab der nächsten Runde; diese Runde wird nach den alten zu Ende gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="408"/>
        <location filename="../prefgui/ui/main_window.py" line="412"/>
        <source>Saved sessions</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="413"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Diese Partie konnte nicht fortgesetzt werden: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/actions.py" line="87"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="88"/>
        <source>&amp;Deal</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="89"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trainer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="91"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="92"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="93"/>
        <source>&amp;New session</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="94"/>
        <source>Saved &amp;sessions…</source>
        <translation>Gespeicherte &amp;Partien…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="95"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="96"/>
        <source>&amp;Score sheet</source>
        <translation>Spiel&amp;liste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="97"/>
        <source>Card &amp;theme</source>
        <translation>Karten&amp;design</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="98"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="99"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="100"/>
        <source>Show &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>&amp;Trick history</source>
        <translation>&amp;Stichverlauf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="102"/>
        <source>Deal s&amp;ummary</source>
        <translation>Runden&amp;übersicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="103"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="104"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Übungsmodus (Karten zurücknehmen erlaubt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="105"/>
        <source>&amp;Undo my last card</source>
        <translation>Meine letzte Karte &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="106"/>
        <source>Animation &amp;speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="108"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="111"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="112"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Willkommen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="113"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="114"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="115"/>
        <source>&amp;About prefgui</source>
        <translation>Ü&amp;ber prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="129"/>
        <source>No trick has been completed yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="188"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Karte auswählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ausgewählte Karte spielen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Leertaste&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwischen den Schaltflächen der Entscheidungsleiste wechseln und sie drücken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;letzten Stich zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Stichverlauf&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Spielliste&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nächste Runde (wenn die Runde zu Ende ist)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Regeln&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;meine letzte Karte zurücknehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;neue Partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Vollbild&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;beenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Letzter Stich: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="144"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Übungsmodus: Du darfst deine Karten zurücknehmen (Strg+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="145"/>
        <source>Practice mode is off.</source>
        <translation>Der Übungsmodus ist aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="151"/>
        <source>Nothing to undo in this deal.</source>
        <translation>In dieser Runde gibt es nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="187"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Karte auswählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ausgewählte Karte spielen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Leertaste&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwischen den Schaltflächen der Entscheidungsleiste wechseln und sie drücken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;letzten Stich zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;meine letzte Karte zurücknehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;neue Partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Vollbild&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;beenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="210"/>
        <source>About prefgui</source>
        <translation>Über prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="211"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence gegen den Computer: österreichische, illustrierte, westbalkanische, ungarische, donauschwäbische und amerikanische Regeln.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU GPL, Version 3 oder neuer. Kartenbilder: eigene. Schrift: DejaVu Sans (freie Lizenz).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="80"/>
        <source>direction</source>
        <translation>Spielrichtung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="81"/>
        <source>all pass</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="82"/>
        <source>hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="83"/>
        <source>raise step</source>
        <translation>Steigerungsschritt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="84"/>
        <source>hand bid only before plain bid</source>
        <translation>Handspiel nur vor einfachem Gebot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="85"/>
        <source>one more rule</source>
        <translation>Nur-eins-höher-Regel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="86"/>
        <source>illustrated ranking</source>
        <translation>Rangfolge (Illustriert)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="87"/>
        <source>illustrated form</source>
        <translation>Form (Illustriert)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="88"/>
        <source>ladder</source>
        <translation>Spielleiter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="89"/>
        <source>talon shown</source>
        <translation>Talon wird gezeigt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="90"/>
        <source>widow order</source>
        <translation>Reihenfolge beim Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="91"/>
        <source>invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="92"/>
        <source>first defender may invite</source>
        <translation>Erster Verteidiger darf einladen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="93"/>
        <source>concession window</source>
        <translation>Zeitpunkt der Aufgabe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="94"/>
        <source>joint concession</source>
        <translation>Gemeinsame Aufgabe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="95"/>
        <source>open defender comms</source>
        <translation>Absprache der Verteidiger bei offenen Spielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="96"/>
        <source>contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="97"/>
        <source>contra on</source>
        <translation>Kontra gegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="98"/>
        <source>contra levels</source>
        <translation>Kontrastufen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="99"/>
        <source>compulsory contra on spades</source>
        <translation>Pflichtkontra gegen Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="100"/>
        <source>must trump</source>
        <translation>Trumpfzwang</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="101"/>
        <source>must head</source>
        <translation>Überstechzwang</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="102"/>
        <source>first lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="103"/>
        <source>sans first lead</source>
        <translation>Erstes Ausspiel bei Ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="104"/>
        <source>slam6 run</source>
        <translation>Sechs in Folge beim Durchmarsch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="105"/>
        <source>dealer unit payer</source>
        <translation>Wer die Einheit zahlt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="106"/>
        <source>invite fail penalty</source>
        <translation>Strafe bei gescheiterter Einladung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="107"/>
        <source>inviter gets dealer unit</source>
        <translation>Einladender erhält die Einheit des Gebers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="108"/>
        <source>concession invited</source>
        <translation>Aufgabe gegen eingeladene Verteidigung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="109"/>
        <source>multiply by contract value</source>
        <translation>Mit dem Spielwert multiplizieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="110"/>
        <source>original scoring</source>
        <translation>Ursprüngliche Abrechnung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="111"/>
        <source>original multiplier basis</source>
        <translation>Grundlage des Multiplikators</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="112"/>
        <source>rounding</source>
        <translation>Rundung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="113"/>
        <source>original scope</source>
        <translation>Geltung der ursprünglichen Abrechnung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="114"/>
        <source>pot shortfall</source>
        <translation>Zu wenig im Pot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="115"/>
        <source>defence quota</source>
        <translation>Stichquote der Verteidigung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="116"/>
        <source>invited trick credit</source>
        <translation>Stiche des Eingeladenen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="117"/>
        <source>sans defender payments</source>
        <translation>Verteidigerzahlungen bei Ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="118"/>
        <source>bank model</source>
        <translation>Art der Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="119"/>
        <source>balkan concession</source>
        <translation>Aufgabe (Balkan)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="120"/>
        <source>refa</source>
        <translation>Refa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="121"/>
        <source>refa limit</source>
        <translation>Höchstzahl der Refas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="122"/>
        <source>refa consume</source>
        <translation>Verbrauch der Refa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="123"/>
        <source>hand value plus one</source>
        <translation>Handspiel zählt eins mehr</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="124"/>
        <source>equal talon payment</source>
        <translation>Zahlung bei gleichen Talonkarten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="125"/>
        <source>overtrick payment</source>
        <translation>Zahlung für Über- und Unterstiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="126"/>
        <source>american payout</source>
        <translation>Auszahlung (Amerikanisch)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="127"/>
        <source>payout table</source>
        <translation>Auszahlungstabelle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="128"/>
        <source>failure penalty</source>
        <translation>Strafe bei Verlust</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="129"/>
        <source>preference bonus</source>
        <translation>Préférence-Prämie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="130"/>
        <source>preference bonus scope</source>
        <translation>Geltung der Préférence-Prämie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="131"/>
        <source>preference bonus payers</source>
        <translation>Zahler der Préférence-Prämie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="132"/>
        <source>four aces bonus</source>
        <translation>Prämie für vier Asse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="133"/>
        <source>four aces count</source>
        <translation>Zählung der vier Asse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="134"/>
        <source>no ace bonus</source>
        <translation>Prämie ohne Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="135"/>
        <source>no ace hand games</source>
        <translation>Ohne-Ass-Ansage bei Handspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="136"/>
        <source>conventions status</source>
        <translation>Geltung der Konventionen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="137"/>
        <source>c3 high</source>
        <translation>„Sehr hoch“ bei C3</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="140"/>
        <source>cw</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="141"/>
        <source>acw</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="142"/>
        <source>last player forced</source>
        <translation>Letzter muss bieten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="143"/>
        <source>redeal</source>
        <translation>neu geben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="144"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="145"/>
        <source>exactly one</source>
        <translation>genau eins</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="146"/>
        <source>open exception</source>
        <translation>Ausnahme für offene Spiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="147"/>
        <source>plain</source>
        <translation>einfach</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="148"/>
        <source>open contracts</source>
        <translation>offene Spiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="149"/>
        <source>six in a row</source>
        <translation>sechs in Folge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="150"/>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="151"/>
        <source>sans7</source>
        <translation>Ohne Trumpf als 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="152"/>
        <source>extended</source>
        <translation>erweitert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="153"/>
        <source>extended no one</source>
        <translation>erweitert ohne Ein-Stich-Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="154"/>
        <source>serbian</source>
        <translation>serbisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="155"/>
        <source>foster</source>
        <translation>Foster</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="156"/>
        <source>uspcc</source>
        <translation>USPCC</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="157"/>
        <source>after defence</source>
        <translation>nach der Verteidigung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="158"/>
        <source>any time before lead</source>
        <translation>jederzeit vor dem Ausspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="159"/>
        <source>table talk</source>
        <translation>Absprache erlaubt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="160"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="161"/>
        <source>full view</source>
        <translation>volle Sicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="162"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="163"/>
        <source>trick contracts</source>
        <translation>Stichspiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="164"/>
        <source>declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="165"/>
        <source>forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="166"/>
        <source>as first lead</source>
        <translation>wie das erste Ausspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="167"/>
        <source>defender before declarer</source>
        <translation>Verteidiger vor dem Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="168"/>
        <source>any run</source>
        <translation>beliebige Folge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="169"/>
        <source>from trick 1</source>
        <translation>ab dem ersten Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="170"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="171"/>
        <source>inviter 5</source>
        <translation>5 an den Einladenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="172"/>
        <source>both 3</source>
        <translation>je 3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="173"/>
        <source>after dealer stake</source>
        <translation>nach dem Einsatz des Gebers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="174"/>
        <source>before</source>
        <translation>davor</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="175"/>
        <source>exact</source>
        <translation>genau</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="176"/>
        <source>floor</source>
        <translation>abrunden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="177"/>
        <source>half up</source>
        <translation>kaufmännisch runden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="178"/>
        <source>pot payments only</source>
        <translation>nur Zahlungen mit dem Pot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="179"/>
        <source>pay available</source>
        <translation>auszahlen, was da ist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="180"/>
        <source>allow negative</source>
        <translation>darf negativ werden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="181"/>
        <source>individual</source>
        <translation>einzeln</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="182"/>
        <source>joint</source>
        <translation>gemeinsam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="183"/>
        <source>inviter</source>
        <translation>Einladender</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="184"/>
        <source>invited</source>
        <translation>Eingeladener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="185"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="186"/>
        <source>account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="187"/>
        <source>pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="188"/>
        <source>as failure</source>
        <translation>wie verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="189"/>
        <source>failure plus tricks k</source>
        <translation>verloren plus Stichzahlungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="190"/>
        <source>on declare</source>
        <translation>bei der Ansage</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="191"/>
        <source>on play only</source>
        <translation>nur beim Ausspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="192"/>
        <source>per defender</source>
        <translation>je Verteidiger</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="193"/>
        <source>total</source>
        <translation>insgesamt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="194"/>
        <source>per contract</source>
        <translation>je Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="195"/>
        <source>per trick</source>
        <translation>je Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="196"/>
        <source>hand hearts</source>
        <translation>nur Herz aus der Hand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="197"/>
        <source>all contracts</source>
        <translation>alle Spiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="198"/>
        <source>both opponents</source>
        <translation>beide Gegner</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="199"/>
        <source>playing defenders</source>
        <translation>spielende Verteidiger</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="200"/>
        <source>played hand</source>
        <translation>gespielte Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="201"/>
        <source>twelve cards</source>
        <translation>zwölf Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="202"/>
        <source>ten cards</source>
        <translation>zehn Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="203"/>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="204"/>
        <source>advisory</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="205"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="206"/>
        <source>ethical</source>
        <translation>ethische Pflicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="207"/>
        <source>integral c1</source>
        <translation>C1 als Regel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="208"/>
        <source>A or K</source>
        <translation>A oder K</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="209"/>
        <source>top two outstanding</source>
        <translation>die zwei höchsten ausstehenden</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="20"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Richtung, in der gegeben und gespielt wird (betrifft nur die Darstellung des Tisches).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="21"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Wenn alle passen: Der letzte Spieler muss lizitieren, oder die Runde zählt nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="22"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Wer früher sitzt, darf das aktuelle Gebot halten (übernehmen).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="23"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Ein höheres Gebot darf Stufen überspringen, oder es muss genau um eins höher sein.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="24"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Wer schon ein gewöhnliches Gebot abgegeben oder gehalten hat, darf kein Handspiel mehr bieten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="25"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Gewöhnliche Gebote nur um genau eins über dem aktuellen Gebot; nach einem gewöhnlichen Gebot kein Handspiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="26"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Bettel ouvert/Durchmarsch ouvert ohne Hand geht über die Handspiele 1–6, oder jedes Handspiel geht über jedes gewöhnliche Gebot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="27"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Spiele 5–8 mit Bettel ouvert und Durchmarsch ouvert, oder nur Bettel und Durchmarsch mit sechs Stichen in Folge.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="28"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Die Spiele über den Farbspielen: Bettel, Durchmarsch, Ohne Trumpf, Ein Stich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="29"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Der Alleinspieler zeigt den Gegenspielern den Talon, bevor er ihn aufnimmt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="30"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Wer die zweite Bietrunde gewinnt: erst den Talon aufnehmen, dann ablegen, oder erst ablegen, dann den Talon aufnehmen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="31"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Ein Gegenspieler darf seinen ausgestiegenen Partner einladen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="32"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Verteidigt der erste Gegenspieler und steigt der zweite aus, darf der erste ihn einladen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="33"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Der Alleinspieler darf nach den Entscheidungen der Gegenspieler aufgeben, oder jederzeit vor der ersten Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="34"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>Bei Bettel und Durchmarsch dürfen beide Gegenspieler gemeinsam dem Alleinspieler das Spiel schenken.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="35"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>Bei offenen Spielen dürfen sich die Gegenspieler über das Spiel absprechen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="36"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Ein Gegenspieler darf Kontra sagen (verdoppelt), der Alleinspieler Rekontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="37"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra bei jedem Spiel, oder nur bei Stichspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="38"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Nur Kontra und Rekontra, oder auch Subkontra und Mordkontra (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="39"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Gegen Pik muss ein Gegenspieler, der mitspielt, Kontra sagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="40"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Wer nicht bedienen kann, muss trumpfen, wenn er kann.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="41"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Wer kann, muss die Karte überstechen, die den Stich gerade macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="42"/>
        <source>Who leads to the first trick.</source>
        <translation>Wer zum ersten Stich ausspielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="43"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Bei Ohne Trumpf darf der Gegenspieler, der vor dem Alleinspieler sitzt, als Erster ausspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="44"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Durchmarsch (sechs in Folge): beliebige sechs aufeinanderfolgende Stiche, oder die ersten sechs.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="45"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Wer jedem Gegenspieler, der 2 Stiche gemacht hat, die Einheit zahlt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="46"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Was der Einladende in den Pot zahlt, wenn die Verteidigung weniger als 4 Stiche macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="47"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Ein Einladender, dessen Verteidigung 4 Stiche macht, bekommt die Einheit vom Geber.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="48"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Aufgabe gegen eine eingeladene Verteidigung: 5 an den Einladenden, oder je 3 an beide.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="49"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Jede Zahlung wird mit der Zahl des Spiels (1–4) multipliziert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="50"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Der Geber setzt 10 ein; die Zahlungen wachsen mit dem Pot (Pot/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="51"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Ursprüngliche Abrechnung: den Pot nach oder vor dem Einsatz von 10 des Gebers messen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="52"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Ursprüngliche Abrechnung: exakte Brüche, oder gerundete Beträge.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="53"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Die ursprüngliche Abrechnung rechnet jede Zahlung um, oder nur die Zahlungen in den und aus dem Pot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="54"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Wenn eine Auszahlung den Pot übersteigt: auszahlen, was drin ist, oder den Pot ins Minus gehen lassen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="55"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Jeder Gegenspieler braucht 2 Stiche, oder keiner zahlt, wenn die Verteidigung 4 Stiche macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="56"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Wer für die Stiche des eingeladenen Gegenspielers bezahlt wird.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="57"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Ohne Trumpf zählt für die Mindeststiche der Gegenspieler und die Zahlungen für Stiche als Stichspiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="58"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Die Bank ist ein unbegrenztes Konto, oder ein Pot, der nur auszahlt, was er enthält.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="59"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Eine Aufgabe zählt als verlorenes Spiel, dazu (zweiter Wert) die Zahlung für 2 Stiche an jeden mitspielenden Gegenspieler.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="60"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Wenn alle gepasst haben, bekommt jeder Spieler eine Refa-Marke, die sein nächstes Spiel verdoppelt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="61"/>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation>Höchstzahl unverbrauchter Refa-Marken, die ein Spieler haben darf (0 = unbegrenzt).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="62"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Eine Refa-Marke wird durch jedes Spiel verbraucht, oder nur, wenn Karten gespielt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="63"/>
        <source>A hand contract is worth one more.</source>
        <translation>Ein Handspiel ist um eins mehr wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="64"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Was der Alleinspieler dem Geber zahlt, wenn die beiden Talonkarten ein Paar sind.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="65"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Überstiche und fehlende Stiche werden mit jedem Gegenspieler abgerechnet, oder nur einmal insgesamt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="66"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Der Pot belohnt ein gewonnenes Spiel einmal, oder für jeden gemachten Stich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="67"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Der Preis aus dem Pot: ein Betrag, oder ein eigener für jede Trumpffarbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="68"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Was ein Alleinspieler, der verliert, in den Pot zahlt (oder dasselbe wie der Preis).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="69"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (Herz aus der Hand): Jeder Gegner zahlt dem Alleinspieler 10 oder bekommt 10 von ihm.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="70"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Die Préférence-Prämie gilt nur für Herz aus der Hand, oder für jedes Spiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="71"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Wer die Préférence-Prämie zahlt oder bekommt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="72"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Ein Alleinspieler, der mit allen vier Assen spielt, bekommt 10 von jedem Gegner.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="73"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Die vier Asse müssen unter den zehn gespielten Karten sein, oder irgendwo unter den zwölf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="74"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Ein Alleinspieler ohne Ass darf das ansagen: Jeder Gegner zahlt ihm 10 oder bekommt 10 von ihm.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="75"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Bei Handspielen bezieht sich die Ansage „kein Ass“ auf die zehn Karten in der Hand, oder sie ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="76"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Konventionen der Gegenspieler C1–C3: als Rat, aus, als Ehrenpflicht, oder C1 als feste Regel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="77"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>„Sehr hoch“ bei C3 heißt Ass oder König, oder eine der zwei höchsten Karten, die noch nicht gespielt sind.</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="167"/>
        <source>contract made</source>
        <translation>Spiel gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="168"/>
        <source>contract failed</source>
        <translation>Spiel verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="169"/>
        <source>both defenders dropped out</source>
        <translation>beide Gegenspieler ausgestiegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="170"/>
        <source>the declarer conceded</source>
        <translation>der Alleinspieler hat aufgegeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="171"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>Einheit vom Geber für 2 Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="172"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>Einheit vom Alleinspieler für 2 Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="173"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>Gegenspieler mit weniger als 2 Stichen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="174"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>eingeladene Verteidigung mit weniger als 4 Stichen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="175"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>Einheit vom Geber an den Einladenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="176"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>Verteidigung mit Kontra machte weniger als 5 Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="177"/>
        <source>trick payments</source>
        <translation>Zahlungen für Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="178"/>
        <source>contract made with overtricks</source>
        <translation>Spiel mit Überstichen gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="179"/>
        <source>contract failed by undertricks</source>
        <translation>Spiel mit fehlenden Stichen verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Préférence bonus</source>
        <translation>Préférence-Prämie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>four aces bonus</source>
        <translation>Prämie für vier Asse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>no-ace announcement</source>
        <translation>Ansage: kein Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="183"/>
        <source>dealer&apos;s stake</source>
        <translation>Einsatz des Gebers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="184"/>
        <source>equal talon cards</source>
        <translation>gleiche Karten im Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="185"/>
        <source>offer for the declarership</source>
        <translation>Angebot für das Alleinspiel</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="215"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="216"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="217"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="218"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="33"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Dein Trainerprofil wurde von einer neueren prefgui-Version geschrieben. Es wurde als {kept} aufbewahrt und ein neues Profil angelegt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="37"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Dein Trainerprofil war beschädigt. Es wurde als {kept} aufbewahrt und ein neues Profil angelegt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="54"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Dein Trainerprofil konnte nicht geöffnet werden ({detail}). Analysen und Übungen werden erst wieder gespeichert, wenn es geht.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="33"/>
        <source>{contract}, hand game</source>
        <translation>{contract}, Handspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="52"/>
        <source>The only choice.</source>
        <translation>Die einzige Wahl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="53"/>
        <source>The only card that may be played.</source>
        <translation>Die einzige Karte, die gespielt werden darf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="55"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Jede spielbare Karte ist so gut wie die anderen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="56"/>
        <source>By rule of thumb.</source>
        <translation>Nach Faustregel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="57"/>
        <source>A hunch.</source>
        <translation>Aus dem Bauch heraus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="58"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Keine Zeit zum Nachdenken: nach Faustregel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="59"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Die Suche ist gescheitert: nach Faustregel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="61"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>Genug Stiche in {contract} erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="62"/>
        <source>Enough tricks expected.</source>
        <translation>Genug Stiche erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="64"/>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation>Aussteigen: zu wenige eigene Stiche. Kein Einsatz, kein Risiko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="65"/>
        <source>Pass: too few tricks expected.</source>
        <translation>Passen: zu wenige Stiche erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="67"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Ein Gebot ist Pflicht; das beste erreichbare Spiel ist {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="69"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Ein Gebot ist Pflicht: Passen ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="71"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Kein Rekontra: das Spiel ist nicht sicher genug.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="73"/>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation>Partner einladen: einige eigene Stiche, allein zu wenige.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="75"/>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation>{card} und {other} drücken: die kurzen Nebenfarben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="77"/>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation>{card} ist die beste Karte; die nächstbeste ist {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="79"/>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation>{card}: jede spielbare Karte kommt gleich heraus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="80"/>
        <source>Pass: no bid is possible.</source>
        <translation>Passen: kein Gebot ist möglich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="82"/>
        <source>Pass: no contract in reach looks playable.</source>
        <translation>Passen: kein erreichbares Spiel sieht spielbar aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="84"/>
        <source>Pass: even {contract} is worth too little.</source>
        <translation>Passen: selbst {contract} ist zu wenig wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="86"/>
        <source>Pass: declaring is worth too little.</source>
        <translation>Passen: ein eigenes Spiel ist zu wenig wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="88"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: {contract} lohnt sich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="90"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: ein eigenes Spiel lohnt sich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="92"/>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation>{card} und {other} drücken, um {contract} zu spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="94"/>
        <source>{contract}: the only promising contract.</source>
        <translation>{contract}: das einzige aussichtsreiche Spiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="96"/>
        <source>{action} is worth most against {contract}.</source>
        <translation>{action} ist gegen {contract} am meisten wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="98"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action} ist mehr wert als Weiterspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="132"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Nur Karten, die die Verteidigerkonventionen einhalten, wurden erwogen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="140"/>
        <source>{tricks} tricks expected</source>
        <translation>{tricks} Stiche erwartet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="143"/>
        <source>worth {units} units</source>
        <translation>{units} Einheiten wert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="147"/>
        <source>{units} units better than the next best</source>
        <translation>{units} Einheiten besser als die nächstbeste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="151"/>
        <source>playing on: {units} units</source>
        <translation>Weiterspielen: {units} Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="156"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="160"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>in {made} von {samples} Stichprobenrunden erfüllt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="164"/>
        <source>over {samples} sampled deals</source>
        <translation>über {samples} Stichprobenrunden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="167"/>
        <source>error: {error}</source>
        <translation>Fehler: {error}</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="52"/>
        <location filename="../prefgui/ui/save_guard.py" line="67"/>
        <source>Save elsewhere…</source>
        <translation>Anderswo speichern…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="53"/>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="80"/>
        <source>The game is saved again.</source>
        <translation>Das Spiel ist wieder gespeichert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="85"/>
        <source>Save the game in</source>
        <translation>Spiel speichern in</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="97"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Das Spiel ist nicht gespeichert: Die Züge seit dem letzten Speichern gehen verloren, wenn du jetzt beendest. Trotzdem beenden?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/dialogs/sessions.py" line="66"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>The saved settings could not be read ({error}); the defaults are used and the old settings were kept aside.</source>
        <translation type="vanished">Die gespeicherten Einstellungen konnten nicht gelesen werden ({error}); es gelten die Vorgaben, die alten Einstellungen wurden beiseitegelegt.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="45"/>
        <source>Deal summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="50"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="52"/>
        <source> (hand)</source>
        <translation> (Hand)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="58"/>
        <source>Tricks — </source>
        <translation>Stiche — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="61"/>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="73"/>
        <source>No payments in this deal.</source>
        <translation>In dieser Runde gibt es keine Zahlungen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="76"/>
        <source>This deal: </source>
        <translation>Diese Runde: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="78"/>
        <source>Balances: </source>
        <translation>Gesamtstand: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="246"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (französisches Blatt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="247"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (deutsches Blatt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="250"/>
        <source>red lattice</source>
        <translation>rotes Gitter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="251"/>
        <source>blue ornament</source>
        <translation>blaues Ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="252"/>
        <source>green damask</source>
        <translation>grüner Damast</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="253"/>
        <source>the deck&apos;s own back</source>
        <translation>Rückseite des Blatts</translation>
    </message>
</context>
</TS>
