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
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="58"/>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="82"/>
        <source>The deal</source>
        <translation>Die ausgeteilten Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="85"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Schritt {i}: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Drei Spieler, 32 Karten (A K Q J 10 9 8 7 in jeder Farbe), jeder bekommt zehn Karten, zwei liegen im Talon. Beim Lizitieren wird entschieden, wer allein gegen die beiden anderen spielt und welche Farbe Trumpf ist. Es herrscht Farbzwang; wer nicht bedienen kann, muss trumpfen, wenn er kann. Den Stich macht der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Drei Spieler, 32 Karten ({ranks} in jeder Farbe), jeder bekommt zehn Karten, zwei liegen im Talon. Beim Lizitieren wird entschieden, wer allein gegen die beiden anderen spielt und welche Farbe Trumpf ist. Es herrscht Farbzwang; wer nicht bedienen kann, muss trumpfen, wenn er kann. Den Stich macht der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Österreichische Préférence&lt;/h3&gt;&lt;p&gt;Gebote 1 ♣, 2 ♠, 3 ♦, 4 ♥; jedes Handspiel (ohne Talon gespielt) geht über jedes gewöhnliche Gebot; Herz aus der Hand ist die &lt;i&gt;Préférence&lt;/i&gt;. Wer früher sitzt, darf das aktuelle Gebot halten. Passen die ersten beiden, muss der Geber lizitieren. Der Alleinspieler nimmt den Talon auf, legt zwei Karten ab und bestimmt einen Trumpf, der mindestens so hoch ist wie sein Gebot. Danach verteidigt jeder Gegenspieler (er braucht 2 Stiche) oder steigt aus.&lt;/p&gt;&lt;p&gt;Gewonnen (6 Stiche): Der Pot zahlt 10. Verloren: Der Alleinspieler zahlt 20 in den Pot. Ein Gegenspieler mit weniger als 2 Stichen zahlt 10 in den Pot; einer mit 2 oder mehr Stichen bekommt 1 vom Geber. Der Alleinspieler kann vor der ersten Karte aufgeben: 3 an jeden Gegenspieler (5, wenn nur einer verteidigt).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Illustrierte Préférence&lt;/h3&gt;&lt;p&gt;Das österreichische Spiel, dazu Bettel (5: keinen Stich machen), Durchmarsch (6: alle zehn Stiche machen), Bettel ouvert (7) und Durchmarsch ouvert (8), alle ohne Trumpf; die offenen Spiele werden mit aufgedeckten Karten des Alleinspielers gespielt. Jeder Gegenspieler zahlt dem Alleinspieler 10, 20, 30 oder 40, wenn er gewinnt, doppelt bei einem Handspiel, und bekommt ebenso viel, wenn er verliert. Der Bettel endet mit dem ersten Stich des Alleinspielers, der Durchmarsch mit seinem ersten verlorenen Stich.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Preferánsz (Westbalkan / Ungarn)&lt;/h3&gt;&lt;p&gt;Gebote 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 Bettel, 7 Durchmarsch; der Talon wird aufgedeckt. Der Grundwert B ist die Zahl des Spiels, +1 für ein Handspiel, verdoppelt durch Kontra, Rekontra und Refa. Gewonnen: Die Bank zahlt 20·B; verloren: Der Alleinspieler zahlt 20·B. Bei Farbspielen zahlt ein Gegenspieler mit weniger als 2 Stichen 10·B, und der Alleinspieler zahlt jedem Gegenspieler 2·B für jeden Stich, den dieser gemacht hat. Ein ausgestiegener Gegenspieler kann vom anderen eingeladen werden: Die Verteidigung braucht dann 4 Stiche.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Donauschwäbisches Preferánsz&lt;/h3&gt;&lt;p&gt;Wie das Westbalkan-Spiel, aber beide Gegenspieler spielen immer mit. Der Alleinspieler braucht 6 Stiche, 7 mit Pik als Trumpf, einen mehr bei einem Handspiel. Jeder Gegenspieler zahlt ihm die Zahl des Spiels, plus eins pro Überstich; verliert er, zahlt er jedem Gegenspieler ebenso viel, plus eins pro fehlendem Stich. Gleiche Karten im Talon kosten den Alleinspieler 2 an den Geber.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Amerikanische Preference&lt;/h3&gt;&lt;p&gt;Jeder Spieler nennt einmal eine Trumpffarbe, die höher ist als jede zuvor genannte (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), oder passt; die höchste Farbe gewinnt und wird ohne den Talon gespielt. Passen alle, kann jeder einen Betrag für das Recht bieten, den Talon aufzunehmen und Trumpf zu bestimmen. Kein Trumpfzwang. Mit sechs Stichen gewinnt man den Preis aus dem Pot; wer verliert, zahlt die Strafe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Konventionen der Gegenspieler&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: Überstich ohne Not keinen Stich, den dein Partner schon gewinnt. &lt;b&gt;C2&lt;/b&gt;: Kommt der Alleinspieler auf dein Ausspiel als Letzter, spiel die höchste Karte aus, die du in der Farbe hast. &lt;b&gt;C3&lt;/b&gt;: Kommt der Alleinspieler als Zweiter, spiel ein Ass oder einen König aus oder deine niedrigste Karte der Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="261"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="43"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="104"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="108"/>
        <source>Saved sessions</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="50"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="51"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="143"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="52"/>
        <source>Review a deal…</source>
        <translation>Eine Runde analysieren…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="81"/>
        <source>{saved} — {variant}, {deals}</source>
        <translation>{saved} — {variant}, {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="111"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="126"/>
        <source>Review a deal</source>
        <translation>Eine Runde analysieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="112"/>
        <source>No deal of this session has been finished yet.</source>
        <translation>In dieser Partie ist noch keine Runde zu Ende gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="123"/>
        <source>Deal {n}: {declarer} {contract} — {outcome}</source>
        <translation>Runde {n}: {declarer} {contract} — {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="126"/>
        <source>Deal:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Die laufende Partie kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <source>Delete this saved session?</source>
        <translation>Diese gespeicherte Partie löschen?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="40"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Austrian</source>
        <translation>Österreichisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="41"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Illustrated</source>
        <translation>Illustriert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="42"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Western Balkan</source>
        <translation>Westbalkan</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="43"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Hungarian</source>
        <translation>Ungarisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="44"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>Danube Swabian</source>
        <translation>Donauschwäbisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="45"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>American</source>
        <translation>Amerikanisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="46"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Sochi</source>
        <translation>Russisch: Sotschi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="47"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Leningrad</source>
        <translation>Russisch: Leningrad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="48"/>
        <location filename="../prefgui/ui/words/texts.py" line="288"/>
        <source>Russian: Rostov</source>
        <translation>Russisch: Rostow</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="51"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="53"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="54"/>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="55"/>
        <source>Play</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="56"/>
        <source>Scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="57"/>
        <source>Bonuses</source>
        <translation>Prämien</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="58"/>
        <source>Defender conventions</source>
        <translation>Konventionen der Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="33"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="34"/>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="35"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="19"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="20"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="21"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="22"/>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="25"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="23"/>
        <source>Warn before the card</source>
        <translation>Vor der Karte warnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="24"/>
        <source>Notes after the trick</source>
        <translation>Hinweise nach dem Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="40"/>
        <source>{meaning} Default: {default}.</source>
        <translation>{meaning} Standard: {default}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="92"/>
        <source>Rules of this table…</source>
        <translation>Regeln dieses Tisches…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="93"/>
        <source>The whole rules, written from the options chosen below.</source>
        <translation>Die ganzen Regeln, geschrieben nach den unten gewählten Einstellungen.</translation>
    </message>
    <message>
        <source>{meaning} Default: {default}. Rules: {ref}</source>
        <translation type="vanished">{meaning} Standard: {default}. Regeln: {ref}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="64"/>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Restore default rules</source>
        <translation>Standardregeln wiederherstellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="80"/>
        <source>The bula every player starts a sheet with (bule and supe); the sheet is over when the bule reach zero together, and the next deal starts a new one.</source>
        <translation>Die Bula, mit der jeder Spieler ein Blatt (Bule und Supe) beginnt; das Blatt ist zu Ende, wenn die Bule zusammen null erreichen, und die nächste Runde beginnt ein neues Blatt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="83"/>
        <source>Bula per player</source>
        <translation>Bula pro Spieler</translation>
    </message>
    <message>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation type="vanished">eine Zahl oder {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <source>a number or &quot;reward&quot;</source>
        <translation type="vanished">eine Zahl oder &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Players and stakes</source>
        <translation>Spieler und Einsätze</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Cards and display</source>
        <translation>Karten und Anzeige</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="73"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Regeländerungen gelten ab der nächsten Runde. Eine andere Variante oder Spielerzahl beginnt eine neue Partie; die aktuelle bleibt bei den gespeicherten Partien.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Regeländerungen gelten ab der nächsten Runde; die Spielerzahl ändert sich erst mit einer neuen Partie.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="vanished">Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="79"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="115"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>default</source>
        <translation type="vanished">Standard</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="135"/>
        <source>In deal records: {name}</source>
        <translation>In Spielprotokollen: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="54"/>
        <source>Three at the table</source>
        <translation>Zu dritt am Tisch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="55"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Zu viert am Tisch (der Geber setzt aus)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="58"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="106"/>
        <source>Strength</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="110"/>
        <source>How well this computer player plays</source>
        <translation>Wie gut dieser Computerspieler spielt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Opponent {n}</source>
        <translation>Gegner {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="63"/>
        <source>Pot contribution (units per player)</source>
        <translation>Einzahlung in die Kassa (Einheiten pro Spieler)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="65"/>
        <source>One unit is worth</source>
        <translation>Eine Einheit ist wert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="68"/>
        <source>none: the settlement in whists only</source>
        <translation>keiner: Abrechnung nur in Whists</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="69"/>
        <source>What one whist is worth in money, such as {price}; the end of a pulka then settles in money too.</source>
        <translation>Was ein Whist in Geld wert ist, etwa {price}; am Ende einer Pulka wird dann auch in Geld abgerechnet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="73"/>
        <source>Price of a whist</source>
        <translation>Preis eines Whists</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="77"/>
        <source>{n} each</source>
        <translation>{n} pro Spieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="78"/>
        <source>no end (from zero)</source>
        <translation>ohne Ende (ab null)</translation>
    </message>
    <message>
        <source>The bula every player starts the paper sheet with (bule and supe); the game is over when the bule reach zero together, and the next deal starts a new sheet.</source>
        <translation type="vanished">Die Bula, mit der jeder Spieler auf dem Papierblatt (Bule und Supe) beginnt; die Partie ist aus, wenn die Bule zusammen null erreichen, und die nächste Runde beginnt ein neues Blatt.</translation>
    </message>
    <message>
        <source>Game to a bula of</source>
        <translation type="vanished">Partie auf eine Bula von</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="46"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="120"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="51"/>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="52"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="59"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="66"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Pause nach einem vollständigen Stich (Sekunden)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="69"/>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="71"/>
        <source>In the Russian game the coach gives no notes on the defenders&apos; conventions (C1–C3 belong to the European game); the hint (H) shows the Expert&apos;s choice, why, and the whists or tricks it expects of every option.</source>
        <translation>Im russischen Spiel gibt der Trainer keine Hinweise zu den Konventionen der Gegenspieler (C1–C3 gehören zum europäischen Spiel); der Tipp (H) zeigt die Wahl des Experten, ihren Grund und die Whists oder Stiche, die er von jeder Möglichkeit erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="76"/>
        <source>Notes on your partner&apos;s leads (C2, C3)</source>
        <translation>Hinweise zu den Ausspielen deines Partners (C2, C3)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="123"/>
        <source>System default</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="84"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="127"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="176"/>
        <source>{option}: {problem}</source>
        <translation>{option}: {problem}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="122"/>
        <source>Price of a whist: write a plain number such as {price} or 5, or leave it empty.</source>
        <translation>Preis eines Whists: eine einfache Zahl wie {price} oder 5 schreiben oder leer lassen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="128"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Diese Regeln lassen sich nicht zusammen spielen: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="45"/>
        <location filename="../prefgui/ui/table/history.py" line="133"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>pot</source>
        <translation>Kassa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="43"/>
        <source>Stalingrad: {names} whist</source>
        <translation>Stalingrad: {names} whisten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="47"/>
        <source>checked ten</source>
        <translation>geprüfte Zehn</translation>
    </message>
    <message>
        <source>{name} writes off {points}</source>
        <translation type="vanished">{name} schreibt {points} ab</translation>
    </message>
    <message>
        <source>{name} helps {other}: {points}</source>
        <translation type="vanished">{name} hilft {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="106"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="186"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="202"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Whist calls</source>
        <translation>Whist-Ansagen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="70"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="74"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="71"/>
        <source>{name} tricks</source>
        <translation>Stiche: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="60"/>
        <source>{name}: {points} written off</source>
        <translation>{name}: {points} abgeschrieben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="63"/>
        <source>Help {name} → {other}: {points}</source>
        <translation>Hilfe {name} → {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="72"/>
        <source>{name} this deal</source>
        <translation>{name} in dieser Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="73"/>
        <source>{name} in all</source>
        <translation>{name} insgesamt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Raspasy in a row</source>
        <translation>Raspasy in Folge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Help and write-off</source>
        <translation>Hilfe und Abschreibung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>written off</source>
        <translation>abgeschrieben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="111"/>
        <source>raspasy</source>
        <translation>Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="112"/>
        <source>Each figure is the running total after that entry, as players write it on paper.</source>
        <translation>Jede Zahl ist der Stand nach diesem Eintrag, wie Spieler ihn auf Papier schreiben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="57"/>
        <source>Each player&apos;s bule in the middle of his part (lower is better; a bula is ten units) and beside them the supe he wrote against each opponent (a supa is one unit). Old figures are struck through; a triangle is a refa, filled once played.</source>
        <translation>In der Mitte jedes Teils die Bule des Spielers (weniger ist besser; eine Bula sind zehn Einheiten), daneben die Supe, die er gegen jeden Gegner geschrieben hat (eine Supa ist eine Einheit). Alte Zahlen sind durchgestrichen; ein Dreieck ist eine Refa, ausgefüllt, sobald sie gespielt ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="105"/>
        <source>bule</source>
        <translation>Bule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="108"/>
        <source>{name}: bule</source>
        <translation>{name}: Bule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="115"/>
        <source>{name}: supe against {other}</source>
        <translation>{name}: Supe gegen {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="149"/>
        <source>start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="150"/>
        <source>deal {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="167"/>
        <source>A refa, not played yet</source>
        <translation>Eine Refa, noch nicht gespielt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="169"/>
        <source>A refa, played in deal {n}</source>
        <translation>Eine Refa, gespielt in Runde {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="160"/>
        <source>Sheet {n} (deals {first}–{last})</source>
        <translation>Blatt {n} (Runden {first}–{last})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="163"/>
        <source>Sheet {n}</source>
        <translation>Blatt {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="181"/>
        <source>Sheet over after deal {n}: the bule reached zero together.</source>
        <translation>Blatt zu Ende nach Runde {n}: Die Bule haben zusammen null erreicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="184"/>
        <source>Played to a bula of {bula} each: the sheet ends when the bule reach zero together (now {sum}).</source>
        <translation>Gespielt wird auf eine Bula von {bula} pro Spieler: Das Blatt endet, wenn die Bule zusammen null erreichen (jetzt {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <source>Settlement if the sheet ended now</source>
        <translation>Abrechnung, wenn das Blatt jetzt endete</translation>
    </message>
    <message>
        <source>Game {n} (deals {first}–{last})</source>
        <translation type="vanished">Partie {n} (Runden {first}–{last})</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation type="vanished">Partie {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="178"/>
        <source>No end agreed: the bule start at zero. Settings → Players and stakes sets the bula a game is played to.</source>
        <translation>Kein Ende vereinbart: Die Bule beginnen bei null. Einstellungen → Spieler und Einsätze legt die Bula fest, auf die gespielt wird.</translation>
    </message>
    <message>
        <source>Game over after deal {n}: the bule reached zero together.</source>
        <translation type="vanished">Partie aus nach Runde {n}: Die Bule haben zusammen null erreicht.</translation>
    </message>
    <message>
        <source>Played to a bula of {bula} each: the game ends when the bule reach zero together (now {sum}).</source>
        <translation type="vanished">Gespielt auf eine Bula von {bula} pro Spieler: Die Partie endet, wenn die Bule zusammen null erreichen (jetzt {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Settlement if the game ended now</source>
        <translation type="vanished">Abrechnung, wenn die Partie jetzt endete</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Bula</source>
        <translation>Bula</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe written</source>
        <translation>Geschriebene Supe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe against</source>
        <translation>Supe gegen ihn</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="206"/>
        <source>A result is ten units for each bula below the players&apos; average, plus the supe written, less the supe against: the ledger&apos;s balances with the bank shared equally.</source>
        <translation>Ein Ergebnis sind zehn Einheiten für jede Bula unter dem Durchschnitt der Spieler, plus die geschriebenen Supe, minus die Supe gegen ihn: die Stände der Spielliste, mit der Bank zu gleichen Teilen geteilt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="170"/>
        <source>Pool of {size}</source>
        <translation>Pool bis {size}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="171"/>
        <source>Deals played: {n}</source>
        <translation>Gespielte Runden: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="173"/>
        <source>Raspasy in a row: {n}, a trick now costs {price}</source>
        <translation>Raspasy in Folge: {n}, ein Stich kostet jetzt {price}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="176"/>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The pulka is over</source>
        <translation>Die Pulka ist zu Ende</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Mountain</source>
        <translation>Berg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists written</source>
        <translation>Geschriebene Whists</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists on him</source>
        <translation>Whists auf ihn</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <source>Result in whists</source>
        <translation>Ergebnis in Whists</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="49"/>
        <source>In money</source>
        <translation>In Geld</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="52"/>
        <source>&lt;b&gt;Settlement&lt;/b&gt;: the pulka is over after deal {n}.</source>
        <translation>&lt;b&gt;Abrechnung&lt;/b&gt;: die Pulka endete nach Runde {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="55"/>
        <source>&lt;b&gt;Standing&lt;/b&gt; after deal {n}, as if the pulka ended now.</source>
        <translation>&lt;b&gt;Stand&lt;/b&gt; nach Runde {n}, als ob die Pulka jetzt endete.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="84"/>
        <source>Set a price per whist in Settings (Players and stakes) to see the settlement in money.</source>
        <translation>Einen Preis pro Whist in den Einstellungen (Spieler und Einsätze) setzen, um die Abrechnung in Geld zu sehen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="87"/>
        <source>One whist is worth {price}.</source>
        <translation>Ein Whist ist {price} wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="75"/>
        <source>{name} paid/won</source>
        <translation>Gewinn/Verlust: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="76"/>
        <source>{pot} after</source>
        <translation>{pot} danach</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="77"/>
        <source>{name} balance</source>
        <translation>Stand: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="66"/>
        <source>{reached} of {defences}</source>
        <translation>{reached} von {defences}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Contracts</source>
        <translation>Alleinspiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Made</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Defended</source>
        <translation>Mitgegangen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Quota reached</source>
        <translation>Mindeststiche erreicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="76"/>
        <source>Your convention breaches</source>
        <translation>Deine Verstöße gegen die Konventionen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="150"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Doppelklick auf eine Runde zeigt ihre Übersicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="151"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="192"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="223"/>
        <source>Replay this deal</source>
        <translation>Diese Runde nachspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="193"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="225"/>
        <source>Review this deal</source>
        <translation>Diese Runde analysieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="154"/>
        <source>Export ledger (CSV)…</source>
        <translation>Spielliste exportieren (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="154"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="155"/>
        <source>Export deal records…</source>
        <translation>Rundenprotokolle exportieren…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Payments</source>
        <translation>Zahlungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="139"/>
        <source>In units</source>
        <translation>In Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="140"/>
        <source>Bule and supe</source>
        <translation>Bule und Supe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="104"/>
        <source>No payments.</source>
        <translation>Keine Zahlungen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>Pot</source>
        <translation>Kassa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="208"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="173"/>
        <source>Export ledger</source>
        <translation>Spielliste exportieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="209"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="217"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="180"/>
        <source>Export deal records</source>
        <translation>Rundenprotokolle exportieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="219"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="182"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Rundenprotokolle (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="227"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="228"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Could not write the file: {error}</source>
        <translation>Die Datei konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Zöld</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Makk</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Tök</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Piros</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="82"/>
        <source>J</source>
        <comment>jack, card index</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="82"/>
        <source>Q</source>
        <comment>queen, card index</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="83"/>
        <source>K</source>
        <comment>king, card index</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="83"/>
        <source>A</source>
        <comment>ace, card index</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="57"/>
        <source>Four at the table: the dealer of each deal sits out, and the other three get ten cards each from 32 ({ranks} in each suit); two go to the talon.</source>
        <translation>Vier am Tisch: Der Geber setzt in jedem Spiel aus, die anderen drei bekommen je zehn der 32 Karten ({ranks} in jeder Farbe); zwei kommen in den Talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="61"/>
        <source>Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon.</source>
        <translation>Drei Spieler, 32 Karten ({ranks} in jeder Farbe), jeder bekommt zehn Karten, zwei liegen im Talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="63"/>
        <source>The auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Beim Lizitieren wird entschieden, wer allein gegen die beiden anderen spielt und welche Farbe Trumpf ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>Follow suit if you can; otherwise you must trump if you can.</source>
        <translation>Es herrscht Farbzwang; wer nicht bedienen kann, muss trumpfen, wenn er kann.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="68"/>
        <source>Follow suit if you can; otherwise you may play any card: you never have to trump.</source>
        <translation>Es herrscht Farbzwang; wer nicht bedienen kann, darf jede Karte spielen: Trumpfzwang gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="70"/>
        <source>You must also beat the card winning the trick whenever you can.</source>
        <translation>Außerdem musst du die Karte, die den Stich gerade gewinnt, überstechen, wann immer du kannst.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>The highest trump wins the trick, else the highest card of the suit led.</source>
        <translation>Den Stich macht der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="81"/>
        <source>If the first two pass, the third player must bid (the dealer sits out).</source>
        <translation>Passen die ersten beiden, muss der dritte Spieler lizitieren (der Geber setzt aus).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="83"/>
        <source>If the first two pass, the dealer must bid.</source>
        <translation>Passen die ersten beiden, muss der Geber lizitieren.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="84"/>
        <source>If everybody passes, the cards are dealt again.</source>
        <translation>Passen alle, wird neu gegeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Österreichische Préférence&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="91"/>
        <source>Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;.</source>
        <translation>Gebote 1 ♣, 2 ♠, 3 ♦, 4 ♥; jedes Handspiel (ohne Talon gespielt) geht über jedes gewöhnliche Gebot; Herz aus der Hand ist die &lt;i&gt;Préférence&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="93"/>
        <source>An earlier seat may hold the current bid.</source>
        <translation>Wer früher sitzt, darf das aktuelle Gebot halten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="94"/>
        <source>Every bid must be higher than the one before.</source>
        <translation>Jedes Gebot muss höher sein als das vorige.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="96"/>
        <source>The declarer takes the talon, discards two cards and names trumps at least as high as his bid.</source>
        <translation>Der Alleinspieler nimmt den Talon auf, legt zwei Karten weg und bestimmt einen Trumpf, der mindestens so hoch ist wie sein Gebot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="98"/>
        <source>He shows the talon to the defenders first.</source>
        <translation>Vorher zeigt er den Gegenspielern den Talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="99"/>
        <source>Each defender then defends (needs 2 tricks) or drops out.</source>
        <translation>Danach verteidigt jeder Gegenspieler (er braucht 2 Stiche) oder steigt aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="100"/>
        <source>If the first drops out, the second may invite him back: the defence then needs 4 tricks together.</source>
        <translation>Steigt der erste aus, darf ihn der zweite zurück ins Spiel einladen: Die Verteidigung braucht dann zusammen 4 Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="104"/>
        <source>Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).</source>
        <translation>Gewonnen (6 Stiche): Die Kassa zahlt 10. Verloren: Der Alleinspieler zahlt 20 in die Kassa. Ein Gegenspieler mit weniger als 2 Stichen zahlt 10 in die Kassa; einer mit 2 oder mehr Stichen bekommt 1 vom Geber. Der Alleinspieler kann vor der ersten Karte aufgeben: 3 an jeden Gegenspieler (5, wenn nur einer verteidigt).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="108"/>
        <source>Every payment is multiplied by the contract&apos;s number (1 to 4).</source>
        <translation>Jede Zahlung wird mit der Zahl des Spiels (1 bis 4) multipliziert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="117"/>
        <source>The Austrian game plus misère (5: take no trick) and slam (6), both without trumps.</source>
        <translation>Das österreichische Spiel, dazu Bettel (5: keinen Stich machen) und Durchmarsch (6), beide ohne Trumpf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="119"/>
        <source>The slam is made by winning six tricks in a row anywhere in the deal.</source>
        <translation>Der Durchmarsch ist gewonnen, wenn der Alleinspieler irgendwo im Spiel sechs Stiche hintereinander macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="121"/>
        <source>The slam is made by winning the first six tricks.</source>
        <translation>Der Durchmarsch ist gewonnen, wenn der Alleinspieler die ersten sechs Stiche macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="122"/>
        <source>Each defender pays the declarer 10 or 20 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick.</source>
        <translation>Jeder Gegenspieler zahlt dem Alleinspieler 10 oder 20, wenn er gewinnt, doppelt bei einem Handspiel, und bekommt ebenso viel, wenn er verliert. Der Bettel endet mit dem ersten Stich des Alleinspielers.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="126"/>
        <source>The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up.</source>
        <translation>Das österreichische Spiel, dazu Bettel (5: keinen Stich machen), Durchmarsch (6: alle zehn Stiche machen), Bettel ouvert (7) und Durchmarsch ouvert (8), alle ohne Trumpf; die offenen Spiele werden mit aufgedeckten Karten des Alleinspielers gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="130"/>
        <source>Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.</source>
        <translation>Jeder Gegenspieler zahlt dem Alleinspieler 10, 20, 30 oder 40, wenn er gewinnt, doppelt bei einem Handspiel, und bekommt ebenso viel, wenn er verliert. Der Bettel endet mit dem ersten Stich des Alleinspielers, der Durchmarsch mit seinem ersten verlorenen Stich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="133"/>
        <source>In misère and slam the two defenders together may concede the contract without play.</source>
        <translation>Bei Bettel und Durchmarsch dürfen die beiden Gegenspieler das Spiel gemeinsam ohne Spielen abgeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="135"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Illustrierte Préférence&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="136"/>
        <source>Contracts 1 to 4 are played as in the Austrian game.</source>
        <translation>Die Spiele 1 bis 4 werden wie im österreichischen Spiel gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="144"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam.</source>
        <translation>Gebote 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 Bettel, 7 Durchmarsch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="145"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps).</source>
        <translation>Gebote 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 Bettel, 7 Sans (ohne Trumpf).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="146"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 the one-trick game (exactly one trick), 9 slam.</source>
        <translation>Gebote 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 Bettel, 7 Sans (ohne Trumpf), 8 das Ein-Stich-Spiel (genau ein Stich), 9 Durchmarsch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="148"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 slam.</source>
        <translation>Gebote 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 Bettel, 7 Sans (ohne Trumpf), 8 Durchmarsch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="150"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl (misère), 7 sans (no trumps), 8 preferans (slam).</source>
        <translation>Gebote 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 Betl (Bettel), 7 Sans (ohne Trumpf), 8 Preferans (Durchmarsch).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="161"/>
        <source>Each defender may say contra before the play, and the declarer may answer with recontra: each doubles what is paid between them.</source>
        <translation>Jeder Gegenspieler darf vor dem Spiel Kontra sagen, und der Alleinspieler darf mit Rekontra antworten: Jedes verdoppelt, was zwischen ihnen gezahlt wird.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="164"/>
        <source>Contra, recontra, subcontra and mortcontra each double the base value.</source>
        <translation>Kontra, Rekontra, Subkontra und Mortkontra verdoppeln den Grundwert jeweils.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="166"/>
        <source>Contra and recontra each double the base value.</source>
        <translation>Kontra und Rekontra verdoppeln den Grundwert jeweils.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="167"/>
        <source>Contra is allowed only in suit and sans contracts.</source>
        <translation>Kontra ist nur in Farb- und Sans-Spielen erlaubt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="169"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Gegen Pik muss ein Gegenspieler, der mitspielt, Kontra sagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="172"/>
        <source>A defender may say contra instead of defending: his partner then plays with him, and together they need 5 tricks.</source>
        <translation>Ein Gegenspieler darf statt zu verteidigen Kontra sagen: Sein Partner spielt dann mit ihm, und zusammen brauchen sie 5 Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="179"/>
        <source>In suit and sans contracts</source>
        <translation>Bei Farb- und Sans-Spielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="180"/>
        <source>In suit contracts</source>
        <translation>Bei Farbspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="181"/>
        <source>{contracts} a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took.</source>
        <translation>{contracts} zahlt ein Gegenspieler mit weniger als 2 Stichen 10·B, und der Alleinspieler zahlt jedem Gegenspieler 2·B für jeden Stich, den dieser gemacht hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="184"/>
        <source>Two defenders who take 4 tricks together pay nothing.</source>
        <translation>Zwei Gegenspieler, die zusammen 4 Stiche machen, zahlen nichts.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="189"/>
        <source>When everybody passes, each player gets a refa mark; a declarer who holds one doubles the base value and uses the mark up.</source>
        <translation>Passen alle, bekommt jeder Spieler eine Refa; ein Alleinspieler, der eine hat, verdoppelt den Grundwert und verbraucht sie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="192"/>
        <source>Nobody holds more than {n} unused marks.</source>
        <translation>Niemand hat mehr als {n} unverbrauchte Refas.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="194"/>
        <source>A session gives at most {n} rounds of refa marks.</source>
        <translation>Eine Partie gibt höchstens {n} Runden Refas.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="196"/>
        <source>The declarer leads to the first trick.</source>
        <translation>Der Alleinspieler spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="197"/>
        <source>The forehand leads to the first trick.</source>
        <translation>Die Vorhand spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="198"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Preferánsz (Westbalkan / Ungarn)&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="199"/>
        <source>The talon is shown to everybody.</source>
        <translation>Der Talon wird allen gezeigt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="200"/>
        <source>The talon is not shown.</source>
        <translation>Der Talon wird nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="202"/>
        <source>The base value B is the contract&apos;s number, +1 for hand.</source>
        <translation>Der Grundwert B ist die Zahl des Spiels, +1 für ein Handspiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="204"/>
        <source>Made: the bank pays 20·B; failed: the declarer pays 20·B.</source>
        <translation>Gewonnen: Die Bank zahlt 20·B; verloren: Der Alleinspieler zahlt 20·B.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="206"/>
        <source>A defender who dropped out may be invited by the other: the defence then needs 4 tricks.</source>
        <translation>Ein ausgestiegener Gegenspieler kann vom anderen eingeladen werden: Die Verteidigung braucht dann 4 Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="212"/>
        <source>A hand contract is worth one more.</source>
        <translation>Ein Handspiel ist um eins mehr wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="213"/>
        <source>Equal talon cards cost the declarer {n} to the dealer.</source>
        <translation>Gleiche Karten im Talon kosten den Alleinspieler {n} an den Geber.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="215"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Donauschwäbisches Preferánsz&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="216"/>
        <source>Both defenders always play.</source>
        <translation>Beide Gegenspieler spielen immer mit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="217"/>
        <source>The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick.</source>
        <translation>Der Alleinspieler braucht 6 Stiche, 7 mit Pik als Trumpf, einen mehr bei einem Handspiel. Jeder Gegenspieler zahlt ihm die Zahl des Spiels, plus eins pro zusätzlichem Stich; verliert er, zahlt er jedem Gegenspieler ebenso viel, plus eins pro fehlendem Stich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="224"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Amerikanische Preference&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="225"/>
        <source>Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. Six tricks win the reward from the pot; failing costs the penalty.</source>
        <translation>Jeder Spieler nennt einmal eine Trumpffarbe, die höher ist als jede zuvor genannte (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), oder passt; die höchste Farbe gewinnt und wird ohne den Talon gespielt. Passen alle, kann jeder einen Betrag für das Recht bieten, den Talon aufzunehmen und Trumpf zu bestimmen. Mit sechs Stichen gewinnt man den Preis aus der Kassa; wer verliert, zahlt die Strafe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="237"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead one of the two highest cards still out, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: Kommt der Alleinspieler als Zweiter, spiel eine der zwei höchsten Karten aus, die noch draußen sind, oder deine niedrigste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="240"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or a king, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: Kommt der Alleinspieler als Zweiter, spiel ein Ass oder einen König aus oder deine niedrigste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="243"/>
        <source>They are advice: the coach points out a breach, and nobody pays for one.</source>
        <translation>Sie sind ein Rat: Der Trainer zeigt einen Verstoß, und niemand zahlt dafür.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="245"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and the customary compensation to the partner is shown with the deal.</source>
        <translation>Sie sind eine Pflicht des fairen Spiels: Ein Verstoß wird auf dem Blatt vermerkt, und die übliche Entschädigung an den Partner wird beim Spiel angezeigt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="248"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and a trick taken from the partner against C1 costs the customary compensation.</source>
        <translation>Sie sind eine Pflicht des fairen Spiels: Ein Verstoß wird auf dem Blatt vermerkt, und ein Stich, der dem Partner gegen C1 weggenommen wird, kostet die übliche Entschädigung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="250"/>
        <source>C1 is a law of the game: you may not take a trick your partner is winning once the declarer has played to it.</source>
        <translation>C1 ist eine Spielregel: Du darfst keinen Stich übernehmen, den dein Partner gewinnt, wenn der Alleinspieler schon dazugegeben hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="253"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Konventionen der Gegenspieler&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="254"/>
        <source>&lt;b&gt;C1&lt;/b&gt;: do not needlessly overtake a trick your partner is already winning.</source>
        <translation>&lt;b&gt;C1&lt;/b&gt;: Übernimm nicht unnötig einen Stich, den dein Partner schon gewinnt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="255"/>
        <source>&lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit.</source>
        <translation>&lt;b&gt;C2&lt;/b&gt;: Kommt der Alleinspieler auf dein Ausspiel als Letzter, spiel die höchste Karte aus, die du in der Farbe hast.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="vanished">{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>Sans</source>
        <translation>Ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>One trick</source>
        <translation>Ein Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <location filename="../prefgui/ui/words/texts.py" line="112"/>
        <source>Misère</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="115"/>
        <source>{level} no trumps</source>
        <translation>{level} ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <source>Not whisted</source>
        <translation>Ohne Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Half-whist</source>
        <translation>Halber Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Without three</source>
        <translation>Ohne drei</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <source>Raspasy (all passed)</source>
        <translation>Raspasy (alle gepasst)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="33"/>
        <source>whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="33"/>
        <source>pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="34"/>
        <source>half-whist</source>
        <translation>halber Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played open</source>
        <translation>offen gespielt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played closed</source>
        <translation>verdeckt gespielt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <source>Slam</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open misère</source>
        <translation>Bettel ouvert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open slam</source>
        <translation>Durchmarsch ouvert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="105"/>
        <source>Slam (six in a row)</source>
        <translation>Durchmarsch (sechs in Folge)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (Hand ♥)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (Herz aus der Hand)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="128"/>
        <source>{bid} hand</source>
        <translation>{bid} Hand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="134"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="136"/>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="146"/>
        <source>Offer {n}</source>
        <translation>{n} bieten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="150"/>
        <source>Discard {first} and {second}</source>
        <translation>{first} und {second} ablegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Defend</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Drop out</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Invite partner</source>
        <translation>Partner einladen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="153"/>
        <location filename="../prefgui/ui/words/texts.py" line="234"/>
        <source>Contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="153"/>
        <source>Recontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="153"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Announce: no aces</source>
        <translation>Ansagen: kein Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Here</source>
        <comment>Russian: здесь</comment>
        <translation>Hier</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <source>Lay down (open)</source>
        <translation>Auflegen (offen)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="157"/>
        <source>Play closed</source>
        <translation>Verdeckt spielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="166"/>
        <source>No trick quota here: together you try to make the declarer take a trick.</source>
        <translation>Hier gibt es keine Mindeststiche: Gemeinsam versucht ihr, dem Alleinspieler einen Stich zuzuspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="168"/>
        <source>No trick quota here: together you try to keep the declarer from winning six tricks in a row.</source>
        <translation>Hier gibt es keine Mindeststiche: Gemeinsam versucht ihr zu verhindern, dass der Alleinspieler sechs Stiche hintereinander macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="171"/>
        <source>No trick quota here: one trick for either of you beats the slam.</source>
        <translation>Hier gibt es keine Mindeststiche: Ein Stich von einem von euch bringt das Spiel zu Fall.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="173"/>
        <source>No trick quota here: the declarer must take exactly one trick; together you try to leave him none or give him a second.</source>
        <translation>Hier gibt es keine Mindeststiche: Der Alleinspieler muss genau einen Stich machen; gemeinsam versucht ihr, ihm keinen zu lassen oder ihm einen zweiten zuzuspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="175"/>
        <source>No trick quota here: together you try to keep the declarer below {n} tricks.</source>
        <translation>Hier gibt es keine Mindeststiche: Gemeinsam versucht ihr, den Alleinspieler unter {n} Stichen zu halten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="190"/>
        <source>Play against the declarer.</source>
        <translation>Gegen den Alleinspieler spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="192"/>
        <source>Play against the declarer: you need 2 tricks, or 4 together with your partner.</source>
        <translation>Gegen den Alleinspieler spielen: Du brauchst 2 Stiche, oder 4 zusammen mit deinem Partner.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="195"/>
        <source>Bring your partner back in: you play together, for you.</source>
        <translation>Hol deinen Partner zurück ins Spiel: Du spielst mit ihm zusammen, auf deine Rechnung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="198"/>
        <source>Double the stakes: your partner joins you, and together you need 5 tricks, or you pay the defence&apos;s penalty.</source>
        <translation>Den Einsatz verdoppeln: Dein Partner spielt mit dir, und zusammen braucht ihr 5 Stiche, sonst zahlst du die Strafe der Verteidigung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="201"/>
        <source>Double the stakes: you expect the declarer to fail.</source>
        <translation>Den Einsatz verdoppeln: Du rechnest damit, dass der Alleinspieler verliert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="203"/>
        <source>Give the declarer his contract without play; it counts only if your partner concedes too.</source>
        <translation>Dem Alleinspieler sein Spiel ohne Spielen überlassen; das gilt nur, wenn auch dein Partner aufgibt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="206"/>
        <source>Stay out of the auction for good.</source>
        <translation>Endgültig aus dem Lizitieren aussteigen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="207"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Das aktuelle Gebot halten: Dein Platz hat Vorrang.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="208"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Gegen den Alleinspieler spielen: Du brauchst 2 Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="209"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>In dieser Runde aussetzen: kein Einsatz, kein Risiko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="210"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Hol deinen Partner zurück ins Spiel: Die Verteidigung braucht 4 Stiche, auf deine Rechnung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="211"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Verdoppeln: Du rechnest damit, dass der Alleinspieler verliert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="212"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Nochmals verdoppeln: Du bist dir deines Spiels sicher.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="213"/>
        <source>Give up the contract without play.</source>
        <translation>Das Spiel aufgeben, ohne es zu spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="214"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Du hast kein Ass: Jeder Gegner zahlt dir 10 oder du ihm.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="219"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Ein Handspiel: Du spielst ohne Talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="220"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Du nimmst den Talon auf und legst zwei Karten ab.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="222"/>
        <source>Your contract: at least your bid.</source>
        <translation>Dein Spiel: mindestens dein Gebot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="224"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Diese Farbe zum Trumpf machen: Du brauchst 6 Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="226"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>In die Kassa zahlen für das Recht, Trumpf zu bestimmen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Defending</source>
        <translation>Geht mit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Out</source>
        <translation>Ausgestiegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Inviting</source>
        <translation>Lädt ein</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Invited</source>
        <translation>Eingeladen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="234"/>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Conceding</source>
        <translation>Gibt auf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Whisting</source>
        <translation>Whistet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Passed</source>
        <translation>Passt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Catching</source>
        <translation>Fängt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Raspasy</source>
        <translation>Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="241"/>
        <source>tricks: {n}</source>
        <translation>Stiche: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract made</source>
        <translation>Spiel gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract failed</source>
        <translation>Spiel verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Declarer conceded</source>
        <translation>Alleinspieler hat aufgegeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Both defenders dropped out</source>
        <translation>Beide Gegenspieler ausgestiegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>Everybody passed</source>
        <translation>Alle haben gepasst</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>In progress</source>
        <translation>Läuft noch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="132"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Talon aufnehmen: Wähle zwei Karten zum Ablegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="105"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Diese zwei ablegen ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="106"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klick die Karten an oder zieh sie nach oben auf den Ablageplatz; du kannst deine Wahl jederzeit ändern.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Let the play go on.</source>
        <translation>Das Spiel weiterlaufen lassen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The deal is over</source>
        <translation>Die Runde ist zu Ende</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="191"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="221"/>
        <location filename="../prefgui/ui/table/panel.py" line="169"/>
        <source>Deal summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="38"/>
        <source>The others passed: as the last player in the auction you must bid (the dealer sits out). The lowest bid is enough.</source>
        <translation>Die anderen haben gepasst: Als Letzter beim Lizitieren musst du lizitieren (der Geber setzt aus). Das niedrigste Gebot genügt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="40"/>
        <source>The others passed: as the dealer you must bid. The lowest bid is enough.</source>
        <translation>Die anderen haben gepasst: Als Geber musst du lizitieren. Das niedrigste Gebot genügt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="170"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="184"/>
        <source>Accept the claim</source>
        <translation>Anspruch annehmen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="185"/>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>The remaining cards are played as claimed.</source>
        <translation type="vanished">Die restlichen Karten werden wie beansprucht gespielt.</translation>
    </message>
    <message>
        <source>The cards are played out trick by trick.</source>
        <translation type="vanished">Die Karten werden Stich für Stich ausgespielt.</translation>
    </message>
    <message>
        <source>The remaining cards are played out as claimed.</source>
        <translation type="vanished">Die restlichen Karten werden wie beansprucht ausgespielt.</translation>
    </message>
    <message>
        <source>Every card is played at the table; no more claims in this deal.</source>
        <translation type="vanished">Jede Karte wird am Tisch gespielt; in dieser Runde wird nicht mehr beansprucht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="121"/>
        <source>Offer</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="56"/>
        <source>You may act now</source>
        <translation>Jetzt kannst du eingreifen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="60"/>
        <source>Your call</source>
        <translation>Du bist beim Lizitieren dran</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="62"/>
        <source>Declare your contract</source>
        <translation>Sag dein Spiel an</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="64"/>
        <source>Answer the contra</source>
        <translation>Antworte auf das Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="68"/>
        <source>Play on, or double?</source>
        <translation>Weiterspielen oder verdoppeln?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="70"/>
        <source>Play on, or concede together?</source>
        <translation>Weiterspielen oder gemeinsam aufgeben?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="71"/>
        <source>Defend or drop out?</source>
        <translation>Mitgehen oder aussteigen?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="72"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="91"/>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="84"/>
        <source>bids {bid}</source>
        <translation>bietet {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="86"/>
        <source>No calls yet.</source>
        <translation>Noch hat niemand lizitiert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/choice.py" line="58"/>
        <source>Drop here to play</source>
        <translation>Zum Spielen hier loslassen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="52"/>
        <location filename="../prefgui/ui/table/contract_badge.py" line="113"/>
        <location filename="../prefgui/ui/table/history.py" line="125"/>
        <location filename="../prefgui/ui/table/history.py" line="127"/>
        <source>Auction</source>
        <translation>Lizitieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/furniture.py" line="70"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="125"/>
        <source>{bid} — {name}</source>
        <translation>{bid} — {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>recontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>subcontra</source>
        <translation>Subkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="137"/>
        <source>mortcontra</source>
        <translation>Mordkontra</translation>
    </message>
    <message>
        <source>open</source>
        <translation type="vanished">ouvert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="140"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="119"/>
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
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Österreichisch: Gebote 1 bis 4, eine Kassa; das klassische Spiel Österreichs.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="68"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Illustriert: das österreichische Spiel mit Bettel und Durchmarsch, offen oder verdeckt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="70"/>
        <source>Western Balkan: bids 2 to 7, the talon shown and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Westbalkan: Gebote 2 bis 7, offener Talon und eine Bank; Serbien, Kroatien, Bosnien.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="72"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Ungarisch: das Balkan-Spiel, wie man es in Ungarn spielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="73"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Donauschwäbisch: beide Gegenspieler spielen immer mit; das Banat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="74"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Amerikanisch: einmal eine Trumpffarbe nennen oder für den Talon bieten; Nordamerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="76"/>
        <source>Russian, Sochi: the pulka, whists and raspasy; the Russian game most play.</source>
        <translation>Russisch, Sotschi: die Pulka, Whists und Raspasy; das russische Spiel, das die meisten spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="78"/>
        <source>Russian, Leningrad: Sochi with whists worth twice as much and the ten not whisted.</source>
        <translation>Russisch, Leningrad: wie Sotschi, doch Whists zählen doppelt und gegen die Zehn wird nicht gewhistet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="80"/>
        <source>Russian, Rostov: Sochi with raspasy written in whists.</source>
        <translation>Russisch, Rostow: wie Sotschi, doch Raspasy werden in Whists geschrieben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="103"/>
        <source>Welcome to Préférence</source>
        <translation>Willkommen bei Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="105"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Préférence ist ein Kartenspiel für drei: Das Lizitieren entscheidet, wer allein gegen die beiden anderen spielt und welche Farbe Trumpf ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="117"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Französisches Blatt (Pik, Kreuz, Karo, Herz)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="118"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Deutsches Blatt (Laub, Eichel, Schellen, Herz)</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="vanished">Wie das System</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="129"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Die Regeln stehen unter Hilfe → Regeln (F1). Mit H bekommst du jederzeit einen Tipp. Alles hier lässt sich später in den Einstellungen ändern, und diese Begrüßung findest du unter Hilfe → Willkommen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="135"/>
        <source>Start playing</source>
        <translation>Los geht&apos;s</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="84"/>
        <source>{name} discards two cards</source>
        <translation>{name} legt zwei Karten ab</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="93"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="206"/>
        <source>Discard</source>
        <translation>Abgelegte Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="42"/>
        <source>Take no trick at all: the others see your hand once play begins.</source>
        <translation>Keinen einzigen Stich machen: die Gegner legen ihre Karten auf, sobald das Spiel beginnt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="44"/>
        <source>You take the talon, then must take {n} tricks.</source>
        <translation>Du nimmst den Talon und musst dann {n} Stiche machen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="47"/>
        <source>Your contract: not below your bid.</source>
        <translation>Dein Spiel: nicht unter deinem Gebot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="49"/>
        <source>Take over the bid as it stands: your seat comes first.</source>
        <translation>Das Gebot unverändert übernehmen: dein Platz hat Vorrang.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="51"/>
        <source>Give up without play: three tricks short, no discard.</source>
        <translation>Ohne Spiel aufgeben: drei Stiche zu wenig, ohne zu drücken.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="54"/>
        <source>Play against the contract: the defence must take {q}; you write whists for the tricks taken.</source>
        <translation>Gegen das Spiel spielen: die Verteidigung muss {q} Stiche machen; du schreibst Whists für die gemachten Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="57"/>
        <source>Write whists for {h} without play; the deal ends here.</source>
        <translation>Whists für {h} Stiche ohne Spiel schreiben; das Spiel endet hier.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="60"/>
        <source>Both defending hands face up: you play them both.</source>
        <translation>Beide Blätter der Gegenspieler offen: du spielst beide.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="62"/>
        <source>Each defender plays his own hand, unseen.</source>
        <translation>Jeder Gegenspieler spielt sein eigenes Blatt, verdeckt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="65"/>
        <source>No whists on this contract: no risk, no gain.</source>
        <translation>Keine Whists auf dieses Spiel: kein Risiko, kein Gewinn.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="66"/>
        <source>Stay out of the bidding; if all pass, raspasy are played.</source>
        <translation>Nicht reizen; passen alle, wird Raspasy gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="72"/>
        <source>A bid of 6 to 10: you take the talon and must take that many tricks. Misère: you take none. Pass: you are out of the bidding.</source>
        <translation>Ein Gebot von 6 bis 10: du nimmst den Talon und musst so viele Stiche machen. Misère: keinen Stich. Passen: du scheidest aus dem Reizen aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="81"/>
        <source>Your bid (after raspasy: {level} or higher)</source>
        <translation>Dein Gebot (nach Raspasy: {level} oder höher)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="82"/>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="84"/>
        <source>Declare your contract (not below your bid)</source>
        <translation>Sag dein Spiel an (nicht unter dem Gebot)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="88"/>
        <source>Whist or pass against {contract}?</source>
        <translation>Whist oder Pass gegen {contract}?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="90"/>
        <source>You whist alone: lay down the cards or play closed?</source>
        <translation>Du whistest allein: Karten auflegen oder verdeckt spielen?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="99"/>
        <source>Your turn to play from {name}&apos;s hand: drag a card to the table, or double-click it.</source>
        <translation>Du spielst aus dem Blatt von {name}: zieh eine Karte auf den Tisch oder doppelklicke sie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="113"/>
        <source>Raspasy ×{step}</source>
        <translation>Raspasy ×{step}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="115"/>
        <source>series: deal {n}</source>
        <translation>Serie: Runde {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="122"/>
        <source>open whist</source>
        <translation>offener Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="124"/>
        <source>closed whist</source>
        <translation>verdeckter Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="34"/>
        <source>on {level}</source>
        <translation>bei {level}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="61"/>
        <source>write whole numbers separated by commas.</source>
        <translation>ganze Zahlen mit Kommas getrennt schreiben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="63"/>
        <source>write one to ten numbers.</source>
        <translation>eine bis zehn Zahlen schreiben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="66"/>
        <source>each lowest contract is 6, 7 or 8.</source>
        <translation>jedes niedrigste Spiel ist 6, 7 oder 8.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="69"/>
        <source>each trick price is a whole number from 1 to 100.</source>
        <translation>jeder Stichpreis ist eine ganze Zahl von 1 bis 100.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="71"/>
        <source>a trick price never falls from one all-pass deal to the next.</source>
        <translation>ein Stichpreis sinkt nie von einem Raspasy zum nächsten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="88"/>
        <source>The trick price in the first, second, … all-pass deal in a row; the last one holds for the rest.</source>
        <translation>Der Stichpreis im ersten, zweiten, … Raspasy in Folge; der letzte gilt für alle weiteren.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="90"/>
        <source>The lowest contract after one, two, … all-pass deals in a row; the last one holds for the rest.</source>
        <translation>Das niedrigste Spiel nach einem, zwei, … Raspasy in Folge; das letzte gilt für alle weiteren.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="77"/>
        <source>{name}&apos;s pool</source>
        <translation>Pool: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="79"/>
        <source>{name}&apos;s mountain</source>
        <translation>Berg: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="83"/>
        <source>Whists {name} wrote on {other}</source>
        <translation>Whists: {name} → {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="23"/>
        <source>twice the contract&apos;s price</source>
        <translation>den doppelten Spielwert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="25"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="26"/>
        <source>the contract&apos;s price</source>
        <translation>den Spielwert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="34"/>
        <source>&lt;p&gt;32 cards ({ranks} in each suit); each of the three active players gets ten cards and two go to the talon. Follow suit if you can, otherwise trump if you can. The game is kept on the pulka: each player&apos;s pool, his mountain and the whists he writes on each of the others.&lt;/p&gt;</source>
        <translation>&lt;p&gt;32 Karten ({ranks} in jeder Farbe); jeder der drei aktiven Spieler bekommt zehn Karten, zwei kommen in den Talon. Farbe bedienen, wenn möglich, sonst trumpfen, wenn möglich. Geschrieben wird auf der Pulka: der Pool jedes Spielers, sein Berg und die Whists, die er auf jeden anderen schreibt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="39"/>
        <source>&lt;p&gt;Four at the table: the dealer of each deal sits out and gets no cards, but stays on the pulka.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zu viert: der Geber jeder Runde setzt aus und bekommt keine Karten, bleibt aber auf der Pulka.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="42"/>
        <source>&lt;p&gt;&lt;b&gt;Auction.&lt;/b&gt; Bids climb from six ♠ to ten no trumps (♠, ♣, ♦, ♥, no trumps at each level); misère ranks between eight no trumps and nine ♠. The winner takes the talon, discards two cards and names a contract not lower than his bid; he must take as many tricks as its level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Reizen.&lt;/b&gt; Die Gebote steigen von sechs ♠ bis zehn ohne Trumpf (auf jeder Stufe ♠, ♣, ♦, ♥, ohne Trumpf); der Bettel steht zwischen acht ohne Trumpf und neun ♠. Wer gewinnt, nimmt den Talon, legt zwei Karten ab und sagt ein Spiel an, nicht niedriger als sein Gebot; er muss so viele Stiche machen, wie die Stufe sagt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Whists.&lt;/b&gt; Each defender says whist or pass. Together the whisters must take 4 tricks against a six, 2 against a seven and 1 against eight or more; a whister whose defence falls short pays on the mountain. A lone whister plays open (both defenders&apos; cards face up, he plays both hands) or closed.</source>
        <translation>&lt;p&gt;&lt;b&gt;Whists.&lt;/b&gt; Jeder Gegenspieler sagt Whist oder Pass. Zusammen müssen die Whistenden gegen eine Sechs 4 Stiche machen, gegen eine Sieben 2 und gegen acht oder mehr 1; bleibt ihre Verteidigung darunter, zahlt der Whistende auf den Berg. Ein einzelner Whistender spielt offen (beide Gegenspieler-Blätter aufgedeckt, er spielt beide) oder verdeckt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="52"/>
        <source>A ten is checked: played open, and nobody whists.</source>
        <translation>Eine Zehn wird geprüft: offen gespielt, niemand whistet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="54"/>
        <source>Stalingrad: against six ♠ both defenders must whist.</source>
        <translation>Stalingrad: gegen sechs ♠ müssen beide Gegenspieler whisten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="55"/>
        <source>A misère is not whisted: its catchers lay their cards down and try to give the declarer a trick.</source>
        <translation>Ein Bettel wird nicht gewhistet: die Fänger legen ihre Karten auf und versuchen, dem Alleinspieler einen Stich zu geben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="59"/>
        <source>&lt;p&gt;&lt;b&gt;The pulka.&lt;/b&gt; A made contract writes its price into the declarer&apos;s pool: 2 for a six, 4 for a seven, 6, 8 and 10 for a ten, 10 for a misère. Each undertrick costs him {fail} on the mountain, and each whister writes {whist} on him for every trick of his. A misère costs {misere} on the mountain for every trick taken. Pools are played to {size}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Pulka.&lt;/b&gt; Ein gewonnenes Spiel schreibt seinen Wert in den Pool des Alleinspielers: 2 für eine Sechs, 4 für eine Sieben, 6, 8 und 10 für eine Zehn, 10 für einen Bettel. Jeder fehlende Stich kostet ihn {fail} auf dem Berg, und jeder Whistende schreibt für jeden seiner Stiche {whist} auf ihn. Ein Bettel kostet für jeden Stich {misere} auf dem Berg. Gespielt wird auf Pools von {size}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="66"/>
        <source>tricks are written on the mountain, and a player without a trick writes into his pool</source>
        <translation>Stiche werden auf den Berg geschrieben, und wer keinen Stich hat, schreibt in seinen Pool</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="68"/>
        <source>the player with fewest tricks writes {n} whists a trick on the others</source>
        <translation>wer die wenigsten Stiche hat, schreibt {n} Whists je Stich auf die anderen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="71"/>
        <source>&lt;p&gt;&lt;b&gt;Raspasy.&lt;/b&gt; If everybody passes, the deal is played for fewest tricks: {recording}. A trick costs {progression} in consecutive all-pass deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Raspasy.&lt;/b&gt; Passen alle, wird auf möglichst wenige Stiche gespielt: {recording}. Ein Stich kostet {progression} in aufeinanderfolgenden Raspasy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="76"/>
        <source>The pulka ends when the players agree.</source>
        <translation>Die Pulka endet, wenn die Spieler es vereinbaren.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="78"/>
        <source>The pulka ends when every pool has reached {size}.</source>
        <translation>Die Pulka endet, wenn jeder Pool {size} erreicht hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="81"/>
        <source>The pulka ends when the pools together hold {total} points.</source>
        <translation>Die Pulka endet, wenn die Pools zusammen {total} Punkte haben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;The end.&lt;/b&gt; {end} At the settlement a mountain point is worth 10 whists against the average of all mountains (a pool point as much the other way), and the whists two players wrote on each other are set off: what is left is each player&apos;s result in whists.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Das Ende.&lt;/b&gt; {end} Bei der Abrechnung ist ein Bergpunkt 10 Whists gegen den Durchschnitt aller Berge wert (ein Poolpunkt ebenso viel in die andere Richtung), und die Whists, die zwei Spieler aufeinander geschrieben haben, werden verrechnet: was bleibt, ist das Ergebnis jedes Spielers in Whists.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="94"/>
        <source>Agreed at this table</source>
        <translation>Vereinbart an diesem Tisch</translation>
    </message>
</context>
<context>
    <name>AmountField</name>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="14"/>
        <source>one amount</source>
        <translation>ein Betrag</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="15"/>
        <source>an amount per trump suit</source>
        <translation>ein Betrag je Trumpffarbe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="16"/>
        <source>an amount</source>
        <translation>ein Betrag</translation>
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
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="92"/>
        <source>The lock file that keeps two prefgui windows from writing the same games cannot be made in {folder} ({detail}). So that no game is ever written twice, this window saves nothing: remove or repair what is in its place and start prefgui again.</source>
        <translation>Die Sperrdatei, die verhindert, dass zwei prefgui-Fenster dieselben Spiele schreiben, lässt sich in {folder} nicht anlegen ({detail}). Damit kein Spiel je doppelt geschrieben wird, speichert dieses Fenster nichts: Entferne oder repariere, was an ihrer Stelle liegt, und starte prefgui neu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="98"/>
        <source>Another prefgui window holds this data folder and did not answer. This window shows your latest session ({name}) as it was last saved: you can look at it and play on, but nothing you do here is saved. Close this window and go on in the other one.</source>
        <translation>Ein anderes prefgui-Fenster belegt diesen Datenordner und hat nicht geantwortet. Dieses Fenster zeigt deine letzte Partie ({name}) so, wie sie zuletzt gespeichert wurde: Du kannst sie ansehen und weiterspielen, aber nichts, was du hier tust, wird gespeichert. Schließ dieses Fenster und spiel im anderen weiter.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="104"/>
        <source>Another prefgui window holds this data folder and did not answer. This window plays a new game that is not saved; close it and go on in the other one.</source>
        <translation>Ein anderes prefgui-Fenster belegt diesen Datenordner und hat nicht geantwortet. Dieses Fenster spielt ein neues Spiel, das nicht gespeichert wird; schließ es und spiel im anderen weiter.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="58"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="59"/>
        <source>Balance</source>
        <translation>Stand</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="17"/>
        <source>VII of Leaves</source>
        <translation>Laub-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="18"/>
        <source>VIII of Leaves</source>
        <translation>Laub-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="19"/>
        <source>IX of Leaves</source>
        <translation>Laub-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="20"/>
        <source>X of Leaves</source>
        <translation>Laub-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="21"/>
        <source>Unter of Leaves</source>
        <translation>Laub-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="22"/>
        <source>Ober of Leaves</source>
        <translation>Laub-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="23"/>
        <source>King of Leaves</source>
        <translation>Laub-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="24"/>
        <source>Ace of Leaves</source>
        <translation>Laub-Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="25"/>
        <source>VII of Acorns</source>
        <translation>Eichel-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="26"/>
        <source>VIII of Acorns</source>
        <translation>Eichel-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="27"/>
        <source>IX of Acorns</source>
        <translation>Eichel-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="28"/>
        <source>X of Acorns</source>
        <translation>Eichel-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="29"/>
        <source>Unter of Acorns</source>
        <translation>Eichel-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="30"/>
        <source>Ober of Acorns</source>
        <translation>Eichel-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="31"/>
        <source>King of Acorns</source>
        <translation>Eichel-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="32"/>
        <source>Ace of Acorns</source>
        <translation>Eichel-Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="33"/>
        <source>VII of Bells</source>
        <translation>Schellen-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="34"/>
        <source>VIII of Bells</source>
        <translation>Schellen-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="35"/>
        <source>IX of Bells</source>
        <translation>Schellen-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="36"/>
        <source>X of Bells</source>
        <translation>Schellen-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="37"/>
        <source>Unter of Bells</source>
        <translation>Schellen-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="38"/>
        <source>Ober of Bells</source>
        <translation>Schellen-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="39"/>
        <source>King of Bells</source>
        <translation>Schellen-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="40"/>
        <source>Ace of Bells</source>
        <translation>Schellen-Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="41"/>
        <source>VII of Hearts</source>
        <translation>Herz-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="42"/>
        <source>VIII of Hearts</source>
        <translation>Herz-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="43"/>
        <source>IX of Hearts</source>
        <translation>Herz-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="44"/>
        <source>X of Hearts</source>
        <translation>Herz-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="45"/>
        <source>Unter of Hearts</source>
        <translation>Herz-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="46"/>
        <source>Ober of Hearts</source>
        <translation>Herz-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="47"/>
        <source>King of Hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="48"/>
        <source>Ace of Hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="53"/>
        <source>VII of Zöld</source>
        <translation>Laub-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="54"/>
        <source>VIII of Zöld</source>
        <translation>Laub-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="55"/>
        <source>IX of Zöld</source>
        <translation>Laub-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="56"/>
        <source>X of Zöld</source>
        <translation>Laub-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="57"/>
        <source>Unter of Zöld</source>
        <translation>Laub-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="58"/>
        <source>Ober of Zöld</source>
        <translation>Laub-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="59"/>
        <source>King of Zöld</source>
        <translation>Laub-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="60"/>
        <source>Ace of Zöld</source>
        <translation>Laub-Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="61"/>
        <source>VII of Makk</source>
        <translation>Eichel-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="62"/>
        <source>VIII of Makk</source>
        <translation>Eichel-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="63"/>
        <source>IX of Makk</source>
        <translation>Eichel-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="64"/>
        <source>X of Makk</source>
        <translation>Eichel-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="65"/>
        <source>Unter of Makk</source>
        <translation>Eichel-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="66"/>
        <source>Ober of Makk</source>
        <translation>Eichel-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="67"/>
        <source>King of Makk</source>
        <translation>Eichel-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="68"/>
        <source>Ace of Makk</source>
        <translation>Eichel-Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="69"/>
        <source>VII of Tök</source>
        <translation>Schellen-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="70"/>
        <source>VIII of Tök</source>
        <translation>Schellen-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="71"/>
        <source>IX of Tök</source>
        <translation>Schellen-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="72"/>
        <source>X of Tök</source>
        <translation>Schellen-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="73"/>
        <source>Unter of Tök</source>
        <translation>Schellen-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="74"/>
        <source>Ober of Tök</source>
        <translation>Schellen-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="75"/>
        <source>King of Tök</source>
        <translation>Schellen-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="76"/>
        <source>Ace of Tök</source>
        <translation>Schellen-Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="77"/>
        <source>VII of Piros</source>
        <translation>Herz-VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="78"/>
        <source>VIII of Piros</source>
        <translation>Herz-VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="79"/>
        <source>IX of Piros</source>
        <translation>Herz-IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="80"/>
        <source>X of Piros</source>
        <translation>Herz-X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="81"/>
        <source>Unter of Piros</source>
        <translation>Herz-Unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="82"/>
        <source>Ober of Piros</source>
        <translation>Herz-Ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="83"/>
        <source>King of Piros</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="84"/>
        <source>Ace of Piros</source>
        <translation>Herz-Ass</translation>
    </message>
</context>
<context>
    <name>ClaimDesk</name>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="104"/>
        <source>Checking your claim…</source>
        <translation>Dein Anspruch wird geprüft…</translation>
    </message>
    <message>
        <source>Claims are not offered in the Russian game yet.</source>
        <translation type="vanished">Im russischen Spiel gibt es noch kein Beanspruchen der restlichen Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="46"/>
        <source>No claims in this contract: it is not decided by the number of tricks.</source>
        <translation>In diesem Spiel gibt es keinen Anspruch: Es wird nicht nach der Zahl der Stiche entschieden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="35"/>
        <source>You can claim when it is your turn to play a card.</source>
        <translation>Du kannst Stiche beanspruchen, wenn du eine Karte spielen sollst.</translation>
    </message>
    <message>
        <source>{name} claims the rest: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} beansprucht den Rest: Die restlichen Stiche sind sicher, was die Gegenspieler auch spielen.</translation>
    </message>
    <message>
        <source>{name} claims {n} of the {m} remaining tricks, whatever the defence plays.</source>
        <translation type="vanished">{name} beansprucht {n} der {m} restlichen Stiche, was die Gegenspieler auch spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="39"/>
        <source>No claims on raspasy: every player counts his own tricks, so one player&apos;s claim cannot settle the others&apos;.</source>
        <translation>Beim Raspasy wird nicht beansprucht: Jeder zählt seine eigenen Stiche, darum kann der Anspruch eines Spielers die Stiche der anderen nicht festlegen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="180"/>
        <source>The claim could not be checked: {error}</source>
        <translation>Der Anspruch konnte nicht geprüft werden: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claim_stage.py" line="85"/>
        <source>Your claim holds: the remaining cards are played out as the record of the deal.</source>
        <translation>Dein Anspruch gilt: Die restlichen Karten werden für das Spielprotokoll ausgespielt.</translation>
    </message>
    <message>
        <source>{name} claims: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} beansprucht die Stiche: Sie sind sicher, was die Gegenspieler auch spielen.</translation>
    </message>
    <message>
        <source>The claimed play, trick by trick: {cards}.</source>
        <translation type="vanished">Das beanspruchte Spiel, Stich für Stich: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="79"/>
        <source>{name} claims the rest.</source>
        <translation>{name} beansprucht den Rest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="81"/>
        <source>{name} claims {n} of the {m} remaining tricks.</source>
        <translation>{name} beansprucht {n} der {m} restlichen Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="83"/>
        <source>Certain whatever the defence plays. The claimed play, trick by trick: {cards}.</source>
        <translation>Sicher, was die Gegenspieler auch spielen. Das beanspruchte Spiel, Stich für Stich: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="76"/>
        <source>{name} claims</source>
        <translation>Anspruch von {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="58"/>
        <source>I take at most {n} of the {m} remaining tricks.</source>
        <translation>Ich mache höchstens {n} der {m} restlichen Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="61"/>
        <source>The rest without a trick.</source>
        <translation>Der Rest ohne Stich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="62"/>
        <source>The remaining tricks are yours.</source>
        <translation>Die restlichen Stiche gehören dir.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="64"/>
        <source>I claim the rest.</source>
        <translation>Der Rest gehört mir.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="65"/>
        <source>I claim {n} of the {m} remaining tricks.</source>
        <translation>Ich beanspruche {n} der {m} restlichen Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="90"/>
        <source>Your claim does not hold.</source>
        <translation>Dein Anspruch gilt nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="96"/>
        <source>With the best play of the others, you must take {n} of the {m} remaining tricks.</source>
        <translation>Bei bestem Spiel der anderen musst du {n} der {m} restlichen Stiche machen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="98"/>
        <source>With the best play of the others, your side must take {n} of the {m} remaining tricks.</source>
        <translation>Bei bestem Spiel der anderen muss deine Seite {n} der {m} restlichen Stiche machen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="101"/>
        <source>With the best play of the others, you take only {n} of the {m} remaining tricks.</source>
        <translation>Bei bestem Spiel der anderen machst du nur {n} der {m} restlichen Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="104"/>
        <source>With the best play of the others, your side takes only {n} of the {m} remaining tricks.</source>
        <translation>Bei bestem Spiel der anderen macht deine Seite nur {n} der {m} restlichen Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="107"/>
        <source>The play goes on.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="120"/>
        <source>{name} can ruff the {nth} round of {suit}.</source>
        <translation>{name} kann die {nth} Runde {suit} stechen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="122"/>
        <source>{name} can win the {nth} round of {suit} with {card}.</source>
        <translation>{name} kann die {nth} Runde {suit} mit {card} gewinnen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="129"/>
        <source>{name} must win the {nth} round of {suit} with {card}.</source>
        <translation>{name} muss die {nth} Runde {suit} mit {card} gewinnen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="137"/>
        <source>first</source>
        <comment>round of a suit</comment>
        <translation>erste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="138"/>
        <source>second</source>
        <comment>round of a suit</comment>
        <translation>zweite</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="139"/>
        <source>third</source>
        <comment>round of a suit</comment>
        <translation>dritte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="140"/>
        <source>fourth</source>
        <comment>round of a suit</comment>
        <translation>vierte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="141"/>
        <source>fifth</source>
        <comment>round of a suit</comment>
        <translation>fünfte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="142"/>
        <source>sixth</source>
        <comment>round of a suit</comment>
        <translation>sechste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="143"/>
        <source>seventh</source>
        <comment>round of a suit</comment>
        <translation>siebte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="144"/>
        <source>eighth</source>
        <comment>round of a suit</comment>
        <translation>achte</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="66"/>
        <source>Claim</source>
        <translation>Stiche beanspruchen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="68"/>
        <source>Claim tricks without playing them out. The claim is checked against every defence, with all cards known: if it holds, the deal ends as if played out; if not, you are told why and the play goes on.</source>
        <translation>Beanspruche Stiche, ohne sie auszuspielen. Der Anspruch wird gegen jede Verteidigung geprüft, mit allen Karten offen: Gilt er, endet das Spiel, als wäre es ausgespielt; sonst erfährst du, warum nicht, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="72"/>
        <source>&amp;None of the remaining tricks ({n})</source>
        <translation>&amp;Keinen der restlichen Stiche ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="74"/>
        <source>&amp;At most this many of them:</source>
        <translation>&amp;Höchstens so viele davon:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="76"/>
        <source>&amp;All the remaining tricks ({n})</source>
        <translation>&amp;Alle restlichen Stiche ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="78"/>
        <source>&amp;Only this many of them:</source>
        <translation>&amp;Nur so viele davon:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="80"/>
        <source>&amp;Claim</source>
        <translation>&amp;Beanspruchen</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="23"/>
        <source>▾ Hide the details</source>
        <translation>▾ Details ausblenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="24"/>
        <source>▸ Details: the figures behind it</source>
        <translation>▸ Details: die Zahlen dahinter</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation type="vanished">C1: Nimm keinen Stich, den dein Partner schon gewinnt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="42"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: Spielt der Alleinspieler als Letzter, spiel die höchste Karte aus, die du in der Farbe hast.</translation>
    </message>
    <message>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation type="vanished">C3: Spielt der Alleinspieler als Zweiter, spiel sehr hoch oder deine niedrigste Karte der Farbe aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="39"/>
        <source>C1: do not needlessly take a trick your partner is already winning.</source>
        <translation>C1: Nimm nicht unnötig einen Stich, den dein Partner schon gewinnt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="46"/>
        <source>C3: with the declarer playing second, lead one of the two highest cards still out, or the lowest card you hold of the suit.</source>
        <translation>C3: Spielt der Alleinspieler als Zweiter, spiel eine der zwei höchsten Karten aus, die noch draußen sind, oder deine niedrigste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="50"/>
        <source>C3: with the declarer playing second, lead an ace or a king, or the lowest card you hold of the suit.</source>
        <translation>C3: Spielt der Alleinspieler als Zweiter, spiel ein Ass oder einen König aus, oder deine niedrigste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="62"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>{partner} gewinnt diesen Stich mit {card}, und der Alleinspieler hat schon zugegeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="67"/>
        <source>{partner} is winning this trick with {card}; the declarer could beat it only with a card that would beat yours too.</source>
        <translation>{partner} gewinnt diesen Stich mit {card}; der Alleinspieler könnte sie nur mit einer Karte schlagen, die auch deine schlägt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="72"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>{partner} gewinnt diesen Stich mit {card}, und der Alleinspieler kann sie nicht schlagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="77"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Du spielst aus, {partner} spielt als Zweiter und der Alleinspieler als Letzter: {card} ist nicht deine höchste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="82"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Du spielst aus, der Alleinspieler spielt als Zweiter und {partner} als Letzter: {card} ist weder sehr hoch noch deine niedrigste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="93"/>
        <source>Cards that keep it: {cards}; the best of them on what you could know: {best}. Drop {card} again to play it anyway.</source>
        <translation>Karten, die sie einhalten: {cards}; die beste davon nach dem, was du wissen konntest: {best}. Zieh {card} noch einmal auf den Tisch, um sie trotzdem zu spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="98"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karten, die sie einhalten: {cards}. Zieh {card} noch einmal auf den Tisch, um sie trotzdem zu spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="113"/>
        <source>In that trick you broke {rule} with {card}.</source>
        <translation>In diesem Stich hast du mit {card} gegen {rule} verstoßen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="124"/>
        <source>{partner} was winning the trick with {card}, and the declarer had already played.</source>
        <translation>{partner} gewann den Stich mit {card}, und der Alleinspieler hatte schon zugegeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="129"/>
        <source>{partner} was winning the trick with {card}; the declarer could have beaten it only with a card that would have beaten yours too.</source>
        <translation>{partner} gewann den Stich mit {card}; der Alleinspieler hätte sie nur mit einer Karte schlagen können, die auch deine geschlagen hätte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="134"/>
        <source>{partner} was winning the trick with {card}, and the declarer could not beat it.</source>
        <translation>{partner} gewann den Stich mit {card}, und der Alleinspieler konnte sie nicht schlagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="140"/>
        <source>You led, {partner} played second and the declarer last: {card} was not your highest card of the suit.</source>
        <translation>Du hast ausgespielt, {partner} spielte als Zweiter und der Alleinspieler als Letzter: {card} war nicht deine höchste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="145"/>
        <source>You led, the declarer played second and {partner} last: {card} was neither very high nor your lowest card of the suit.</source>
        <translation>Du hast ausgespielt, der Alleinspieler spielte als Zweiter und {partner} als Letzter: {card} war weder sehr hoch noch deine niedrigste Karte der Farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="154"/>
        <source>(Click this note or press Esc to close it.)</source>
        <translation>(Klick auf den Hinweis oder drück Esc, um ihn zu schließen.)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="159"/>
        <source>Cards that would have kept it: {cards}.</source>
        <translation>Karten, die sie eingehalten hätten: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="172"/>
        <source>by C2 it is the highest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>nach C2 ist das seine höchste Karte in {suit}, also hat er {cards} nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="176"/>
        <source>by C2 it is the highest card he holds in {suit}.</source>
        <translation>nach C2 ist das seine höchste Karte in {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="180"/>
        <source>by C3 it is the lowest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>nach C3 ist das seine niedrigste Karte in {suit}, also hat er {cards} nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="184"/>
        <source>by C3 it is the lowest card he holds in {suit}.</source>
        <translation>nach C3 ist das seine niedrigste Karte in {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="186"/>
        <source>by C3 a very high lead: it says nothing about his other cards in {suit}.</source>
        <translation>nach C3 ein sehr hohes Ausspiel: es sagt nichts über seine übrigen Karten in {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="195"/>
        <source>{leader} led {card} with the declarer last:</source>
        <translation>{leader} spielte {card} aus, der Alleinspieler spielt als Letzter:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="198"/>
        <source>{leader} led {card} with the declarer second:</source>
        <translation>{leader} spielte {card} aus, der Alleinspieler spielt als Zweiter:</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <location filename="../prefgui/ui/game/computer_turns.py" line="204"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Ein Computerspieler konnte sich nicht entscheiden: {error}</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="24"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="27"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="20"/>
        <source>Your partner is winning the trick. Which card do you play?</source>
        <translation>Dein Partner gewinnt den Stich. Welche Karte spielst du?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="22"/>
        <source>You lead, and the declarer plays last. Which card do you lead?</source>
        <translation>Du spielst aus, und der Alleinspieler spielt als Letzter. Welche Karte spielst du aus?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="24"/>
        <source>You lead, and the declarer plays second. Which card do you lead?</source>
        <translation>Du spielst aus, und der Alleinspieler spielt als Zweiter. Welche Karte spielst du aus?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="26"/>
        <source>Your partner&apos;s suit should run. Which card do you play?</source>
        <translation>Die Farbe deines Partners soll durchlaufen. Welche Karte spielst du?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="28"/>
        <source>You could win this trick. Which card do you play?</source>
        <translation>Du könntest diesen Stich gewinnen. Welche Karte spielst du?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="30"/>
        <source>You lead, and the declarer plays right after you. Which card do you lead?</source>
        <translation>Du spielst aus, und der Alleinspieler spielt gleich nach dir. Welche Karte spielst du aus?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="33"/>
        <source>You lead, and your partner can trump. Which card do you lead?</source>
        <translation>Du spielst aus, und dein Partner kann trumpfen. Welche Karte spielst du aus?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="35"/>
        <source>Count the declarer&apos;s tricks. Which card holds him to the fewest?</source>
        <translation>Zähl die Stiche des Alleinspielers. Mit welcher Karte macht er die wenigsten?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="37"/>
        <source>You are the declarer. Which card takes the most tricks?</source>
        <translation>Du bist der Alleinspieler. Mit welcher Karte machst du die meisten Stiche?</translation>
    </message>
    <message>
        <source>Your partner&apos;s card already wins the trick: do not take it over (convention C1).</source>
        <translation type="vanished">Die Karte deines Partners gewinnt den Stich schon: Übernimm ihn nicht (Konvention C1).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="43"/>
        <source>With the declarer playing last, lead your top card of the suit (convention C2): your partner then knows where the higher cards are.</source>
        <translation>Spielt der Alleinspieler als Letzter, spiel deine höchste Karte der Farbe aus (Konvention C2): Dann weiß dein Partner, wo die höheren Karten sind.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="47"/>
        <source>With the declarer playing second, lead very high or your lowest card of the suit (convention C3).</source>
        <translation>Spielt der Alleinspieler als Zweiter, spiel sehr hoch oder deine niedrigste Karte der Farbe aus (Konvention C3).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="51"/>
        <source>Playing your high card now keeps your partner&apos;s suit from being blocked.</source>
        <translation>Spielst du deine hohe Karte jetzt, blockierst du die Farbe deines Partners nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="54"/>
        <source>Letting this trick go with a low card keeps your winner for later.</source>
        <translation>Lässt du diesen Stich mit einer niedrigen Karte laufen, bleibt dir deine hohe Karte für später.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="56"/>
        <source>Leading through the declarer&apos;s broken honours makes him choose before your partner plays.</source>
        <translation>Spielst du durch die lückenhaften hohen Karten des Alleinspielers, muss er sich entscheiden, bevor dein Partner spielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="60"/>
        <source>Your partner has none of this suit and can trump it.</source>
        <translation>Dein Partner hat keine Karte dieser Farbe und kann trumpfen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="62"/>
        <source>Only this card keeps the declarer to the fewest tricks.</source>
        <translation>Nur mit dieser Karte macht der Alleinspieler die wenigsten Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="64"/>
        <source>This card takes the most tricks with best play.</source>
        <translation>Mit dieser Karte machst du bei bestem Spiel die meisten Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="97"/>
        <source>Right: {card}.</source>
        <translation>Richtig: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="100"/>
        <source>Not {card}: right is {cards}.</source>
        <translation>Nicht {card}: Richtig ist {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="103"/>
        <source>{card} breaks the convention {rule}.</source>
        <translation>{card} bricht die Konvention {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="107"/>
        <source>Tricks {card} gives away: {n}.</source>
        <translation>Stiche, die {card} verschenkt: {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="113"/>
        <source>Here keeping the convention costs tricks with all cards known: the conventions trade tricks for what your partner learns.</source>
        <translation>Hier kostet die Konvention Stiche, wenn man alle Karten kennt: Die Konventionen tauschen Stiche gegen das, was dein Partner erfährt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="117"/>
        <source>The number on each card: the declarer&apos;s tricks after it, with best play by everybody.</source>
        <translation>Die Zahl auf jeder Karte: die Stiche des Alleinspielers danach, wenn alle bestens spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="127"/>
        <source>Judged as the hint judges: among the cards that keep the conventions, the best on what you could know (the deals that fit the calls and the cards so far).</source>
        <translation>Beurteilt wie beim Tipp: unter den Karten, die die Konventionen einhalten, die beste nach dem, was du wissen konntest (die Verteilungen, die zu den Ansagen und den bisherigen Karten passen).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="131"/>
        <source>Judged with all cards known: the right cards lose no trick with best play by everybody.</source>
        <translation>Beurteilt mit allen Karten bekannt: die richtigen Karten verlieren keinen Stich, wenn alle bestens spielen.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Die Runde ist schon vorbei.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Du hast {card} nicht auf der Hand.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Du musst Farbe bedienen: Du hast {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Du musst trumpfen: Du hast {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Du musst die Karte überstechen, die den Stich gerade macht: Du hast eine höhere.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Dein Partner macht diesen Stich schon: An diesem Tisch darfst du ihn nicht überstechen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>{card} kannst du jetzt nicht spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Dieses Gebot ist nicht erlaubt: zu überbieten ist {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Dieses Gebot ist als Eröffnungsgebot nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Nenne eine Farbe, die höher ist als alle schon genannten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>Halten darfst du nur mit Vorrang vor dem Spieler, der das Gebot abgegeben hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Noch hat niemand geboten: es gibt nichts zu halten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Niemand hat geboten: als Letzter musst du bieten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Nach deinem eigenen einfachen Gebot oder Halten darfst du nicht mehr Hand bieten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Wähle zwei verschiedene Karten deiner Hand zum Ablegen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Sage mindestens dein Gebot an: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Biete mehr als {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Der Alleinspieler darf erst nach den Entscheidungen der Gegenspieler und vor der ersten Karte aufgeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>Nur ein Alleinspieler ohne Ass darf das ansagen, gleich nach der Spielansage.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>Das ist an dieser Stelle der Runde nicht möglich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}“ gilt nur, wenn „{other}“ auf „{value}“ steht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Diese Variante kann nicht zu {n} gespielt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Die Spielerzahl ändert sich erst mit einer neuen Partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Eine Option hat einen Wert, den sie nicht annehmen kann.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="21"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Der gespeicherte Spielstand {name} wurde von einer neueren Version von prefgui geschrieben (Formatversion {version}). Diese Version kann ihn nicht lesen und hat ihn an seinem Platz gelassen, damit die neuere Version ihn weiterhin findet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="27"/>
        <source>The saved game {name} is a Russian pulka. This version&apos;s window does not play the Russian game yet, so it left the file in place.</source>
        <translation>Der gespeicherte Spielstand {name} ist eine Pulka des russischen Preferans. Das Fenster dieser Version spielt das russische Spiel noch nicht und hat die Datei deshalb an ihrem Platz gelassen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="32"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Der gespeicherte Spielstand {name} konnte nicht fortgesetzt werden ({detail}). Die beschädigte Datei wurde als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="37"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Der gespeicherte Spielstand {name} konnte nicht fortgesetzt werden ({detail}) und konnte auch nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="49"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Stattdessen wurde die in {name} gespeicherte Partie fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="53"/>
        <source>A new session has started.</source>
        <translation>Eine neue Partie hat begonnen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="59"/>
        <source>The card deck {name} cannot be drawn ({detail}); the game&apos;s own cards are shown instead.</source>
        <translation>Das Blatt {name} kann nicht gezeichnet werden ({detail}); stattdessen werden die eigenen Karten des Spiels gezeigt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="67"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Die gespeicherten Einstellungen konnten nicht gelesen werden ({detail}); es gelten die Standardwerte, die alten Einstellungen wurden aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="75"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {detail}.

Das Spiel geht weiter, und solange es läuft, geht kein Zug verloren: prefgui versucht nach jedem Zug und alle paar Sekunden erneut zu speichern. Wähle einen anderen Ordner zum Speichern, oder schaffe Platz auf dem Datenträger, dann wird das Spiel von selbst wieder gespeichert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="85"/>
        <source>The settings could not be saved ({detail}). They apply while the game runs; the next start uses the settings saved before.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden ({detail}). Sie gelten, solange das Spiel läuft; beim nächsten Start gelten die zuvor gespeicherten Einstellungen.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Tipp: {why}</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Tipp: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Das Spiel konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="190"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Ein Computerspieler hat einen unmöglichen Zug gemacht: {error}</translation>
    </message>
    <message>
        <source>A computer player could not decide: {error}</source>
        <translation type="vanished">Ein Computerspieler konnte sich nicht entscheiden: {error}</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="78"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Die Spielerzahl ändert sich nur mit einer neuen Partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="80"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Jede Variante führt ihre eigene Kassa oder ihre eigene Bank, darum beginnt eine andere Variante eine neue Partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="82"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="91"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="83"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Die aktuelle Partie bleibt bei den gespeicherten Partien. Jetzt eine neue Partie beginnen?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="92"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Die neuen Regeln können nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="97"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Die neuen Regeln gelten ab der nächsten Runde.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="100"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Die neuen Regeln gelten ab der nächsten Runde; diese Runde wird nach den alten zu Ende gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="149"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="153"/>
        <source>Saved sessions</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="154"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Diese Partie konnte nicht fortgesetzt werden: {error}</translation>
    </message>
</context>
<context>
    <name>HumanWords</name>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="76"/>
        <location filename="../prefgui/ui/game/human_words.py" line="78"/>
        <source>Hint: {why}</source>
        <translation>Tipp: {why}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="80"/>
        <source>Hint: {what} ({why})</source>
        <translation>Tipp: {what} ({why})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="181"/>
        <source>prefgui — Préférence</source>
        <translation>prefgui — Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="183"/>
        <source>{title} — not saved</source>
        <translation>{title} — nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="55"/>
        <source>Score sheet</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="53"/>
        <source>Score sheet — defence practice</source>
        <translation>Spielliste — Verteidigungstraining</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="228"/>
        <source>prefgui was started again: this window already plays on the same data folder.</source>
        <translation>prefgui wurde erneut gestartet: Dieses Fenster spielt bereits mit demselben Datenordner.</translation>
    </message>
    <message>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation type="vanished">Du bist dran: Zieh eine hervorgehobene Karte auf den Tisch oder doppelklicke sie.</translation>
    </message>
    <message>
        <source>Your turn: choose on the table.</source>
        <translation type="vanished">Du bist dran: Wähle auf dem Tisch.</translation>
    </message>
    <message>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation type="vanished">Stand seit Beginn der Partie (Plus gewonnen, Minus verloren).</translation>
    </message>
    <message>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation type="vanished">Vor dieser Runde hat jeder {n} eingezahlt ({pot}).</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} überlegt…</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="vanished">Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Tipp: {why}</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Tipp: {what} ({why})</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation type="vanished">Noch ist keine Runde zu Ende gespielt.</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session.</source>
        <translation type="vanished">Die Spielerzahl ändert sich nur mit einer neuen Partie.</translation>
    </message>
    <message>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation type="vanished">Jede Variante führt ihre eigene Kassa oder ihre eigene Bank, darum beginnt eine andere Variante eine neue Partie.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="vanished">Einstellungen</translation>
    </message>
    <message>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation type="vanished">Die aktuelle Partie bleibt bei den gespeicherten Partien. Jetzt eine neue Partie beginnen?</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Die Spielerzahl ändert sich nur mit einer neuen Partie. Jetzt eine neue Partie beginnen?</translation>
    </message>
    <message>
        <source>The new rules cannot be used: {reason}</source>
        <translation type="vanished">Die neuen Regeln können nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation type="vanished">Die neuen Regeln gelten ab der nächsten Runde.</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation type="vanished">Die neuen Regeln gelten ab der nächsten Runde; diese Runde wird nach den alten zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Saved sessions</source>
        <translation type="vanished">Gespeicherte Partien</translation>
    </message>
    <message>
        <source>This session could not be resumed: {error}</source>
        <translation type="vanished">Diese Partie konnte nicht fortgesetzt werden: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="94"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="95"/>
        <source>&amp;Deal</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="96"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trainer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="97"/>
        <source>&amp;Drills</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="98"/>
        <source>D&amp;efence practice</source>
        <translation>&amp;Verteidigungstraining</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="100"/>
        <source>&amp;Review last deal</source>
        <translation>Letzte Runde &amp;analysieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="59"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="102"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="37"/>
        <location filename="../prefgui/ui/window/actions.py" line="103"/>
        <source>&amp;New session</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="104"/>
        <source>Saved &amp;sessions…</source>
        <translation>Gespeicherte &amp;Partien…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="105"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="60"/>
        <source>&amp;Score sheet</source>
        <translation>Spiel&amp;liste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="61"/>
        <source>Card &amp;theme</source>
        <translation>Karten&amp;design</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="106"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="107"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="108"/>
        <source>Show &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="109"/>
        <source>&amp;Trick history</source>
        <translation>&amp;Stichverlauf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="110"/>
        <source>&amp;Claim the rest…</source>
        <translation>&amp;Rest beanspruchen…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="111"/>
        <source>Deal s&amp;ummary</source>
        <translation>Runden&amp;übersicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="112"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="113"/>
        <source>&amp;Progress…</source>
        <translation>&amp;Fortschritt…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="114"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Übungsmodus (Karten zurücknehmen erlaubt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="115"/>
        <source>&amp;Undo my last card</source>
        <translation>Meine letzte Karte &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="62"/>
        <source>Animation &amp;speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="63"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="64"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="65"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="66"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="69"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="116"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Willkommen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="117"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="118"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="119"/>
        <source>&amp;About prefgui</source>
        <translation>Ü&amp;ber prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="131"/>
        <source>No trick has been completed yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Karte auswählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ausgewählte Karte spielen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Leertaste&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwischen den Schaltflächen der Entscheidungsleiste wechseln und sie drücken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;letzten Stich zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Stichverlauf&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Spielliste&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nächste Runde (wenn die Runde zu Ende ist)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Regeln&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;meine letzte Karte zurücknehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;neue Partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Vollbild&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;beenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="33"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;restliche Stiche beanspruchen&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="35"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;defence practice&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Verteidigungstraining&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Letzter Stich: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="154"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Übungsmodus: Du darfst deine Karten zurücknehmen (Strg+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="155"/>
        <source>Practice mode is off.</source>
        <translation>Der Übungsmodus ist aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="161"/>
        <source>Nothing to undo in this deal.</source>
        <translation>In dieser Runde gibt es nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Karte auswählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Eingabe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ausgewählte Karte spielen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Leertaste&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwischen den Schaltflächen der Entscheidungsleiste wechseln und sie drücken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;letzten Stich zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;meine letzte Karte zurücknehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;neue Partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Vollbild&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Strg+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;beenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>About prefgui</source>
        <translation>Über prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence gegen den Computer: österreichische, illustrierte, westbalkanische, ungarische, donauschwäbische und amerikanische Regeln.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU GPL, Version 3 oder neuer. Kartenbilder: eigene. Schrift: DejaVu Sans (freie Lizenz).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>direction</source>
        <translation type="vanished">Spielrichtung</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation type="vanished">Wenn alle passen</translation>
    </message>
    <message>
        <source>hold</source>
        <translation type="vanished">Halten</translation>
    </message>
    <message>
        <source>raise step</source>
        <translation type="vanished">Steigerungsschritt</translation>
    </message>
    <message>
        <source>hand bid only before plain bid</source>
        <translation type="vanished">Handspiel nur vor einfachem Gebot</translation>
    </message>
    <message>
        <source>one more rule</source>
        <translation type="vanished">Nur-eins-höher-Regel</translation>
    </message>
    <message>
        <source>illustrated ranking</source>
        <translation type="vanished">Rangfolge (Illustriert)</translation>
    </message>
    <message>
        <source>illustrated form</source>
        <translation type="vanished">Form (Illustriert)</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation type="vanished">Spielleiter</translation>
    </message>
    <message>
        <source>talon shown</source>
        <translation type="vanished">Talon wird gezeigt</translation>
    </message>
    <message>
        <source>widow order</source>
        <translation type="vanished">Reihenfolge beim Talon</translation>
    </message>
    <message>
        <source>invitation</source>
        <translation type="vanished">Einladung</translation>
    </message>
    <message>
        <source>first defender may invite</source>
        <translation type="vanished">Erster Gegenspieler darf einladen</translation>
    </message>
    <message>
        <source>concession window</source>
        <translation type="vanished">Zeitpunkt der Aufgabe</translation>
    </message>
    <message>
        <source>joint concession</source>
        <translation type="vanished">Gemeinsame Aufgabe</translation>
    </message>
    <message>
        <source>open defender comms</source>
        <translation type="vanished">Absprache der Gegenspieler bei offenen Spielen</translation>
    </message>
    <message>
        <source>contra</source>
        <translation type="vanished">Kontra</translation>
    </message>
    <message>
        <source>contra on</source>
        <translation type="vanished">Kontra gegen</translation>
    </message>
    <message>
        <source>contra levels</source>
        <translation type="vanished">Kontrastufen</translation>
    </message>
    <message>
        <source>compulsory contra on spades</source>
        <translation type="vanished">Pflichtkontra gegen Pik</translation>
    </message>
    <message>
        <source>must trump</source>
        <translation type="vanished">Trumpfzwang</translation>
    </message>
    <message>
        <source>must head</source>
        <translation type="vanished">Überstechzwang</translation>
    </message>
    <message>
        <source>first lead</source>
        <translation type="vanished">Erstes Ausspiel</translation>
    </message>
    <message>
        <source>sans first lead</source>
        <translation type="vanished">Erstes Ausspiel bei Ohne Trumpf</translation>
    </message>
    <message>
        <source>slam6 run</source>
        <translation type="vanished">Sechs in Folge beim Durchmarsch</translation>
    </message>
    <message>
        <source>dealer unit payer</source>
        <translation type="vanished">Wer die Einheit zahlt</translation>
    </message>
    <message>
        <source>invite fail penalty</source>
        <translation type="vanished">Strafe bei gescheiterter Einladung</translation>
    </message>
    <message>
        <source>inviter gets dealer unit</source>
        <translation type="vanished">Einladender erhält die Einheit des Gebers</translation>
    </message>
    <message>
        <source>concession invited</source>
        <translation type="vanished">Aufgabe gegen eingeladene Verteidigung</translation>
    </message>
    <message>
        <source>multiply by contract value</source>
        <translation type="vanished">Mit dem Spielwert multiplizieren</translation>
    </message>
    <message>
        <source>original scoring</source>
        <translation type="vanished">Ursprüngliche Abrechnung</translation>
    </message>
    <message>
        <source>original multiplier basis</source>
        <translation type="vanished">Grundlage des Multiplikators</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation type="vanished">Rundung</translation>
    </message>
    <message>
        <source>original scope</source>
        <translation type="vanished">Geltung der ursprünglichen Abrechnung</translation>
    </message>
    <message>
        <source>pot shortfall</source>
        <translation type="vanished">Zu wenig in der Kassa</translation>
    </message>
    <message>
        <source>defence quota</source>
        <translation type="vanished">Stichquote der Verteidigung</translation>
    </message>
    <message>
        <source>invited trick credit</source>
        <translation type="vanished">Stiche des Eingeladenen</translation>
    </message>
    <message>
        <source>sans defender payments</source>
        <translation type="vanished">Zahlungen der Gegenspieler bei Ohne Trumpf</translation>
    </message>
    <message>
        <source>bank model</source>
        <translation type="vanished">Art der Bank</translation>
    </message>
    <message>
        <source>balkan concession</source>
        <translation type="vanished">Aufgabe (Balkan)</translation>
    </message>
    <message>
        <source>refa</source>
        <translation type="vanished">Refa</translation>
    </message>
    <message>
        <source>refa limit</source>
        <translation type="vanished">Höchstzahl der Refas</translation>
    </message>
    <message>
        <source>refa consume</source>
        <translation type="vanished">Verbrauch der Refa</translation>
    </message>
    <message>
        <source>hand value plus one</source>
        <translation type="vanished">Handspiel zählt eins mehr</translation>
    </message>
    <message>
        <source>equal talon payment</source>
        <translation type="vanished">Zahlung bei gleichen Talonkarten</translation>
    </message>
    <message>
        <source>overtrick payment</source>
        <translation type="vanished">Zahlung für Über- und Unterstiche</translation>
    </message>
    <message>
        <source>american payout</source>
        <translation type="vanished">Auszahlung (Amerikanisch)</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation type="vanished">Auszahlungstabelle</translation>
    </message>
    <message>
        <source>failure penalty</source>
        <translation type="vanished">Strafe bei Verlust</translation>
    </message>
    <message>
        <source>preference bonus</source>
        <translation type="vanished">Préférence-Prämie</translation>
    </message>
    <message>
        <source>preference bonus scope</source>
        <translation type="vanished">Geltung der Préférence-Prämie</translation>
    </message>
    <message>
        <source>preference bonus payers</source>
        <translation type="vanished">Zahler der Préférence-Prämie</translation>
    </message>
    <message>
        <source>four aces bonus</source>
        <translation type="vanished">Prämie für vier Asse</translation>
    </message>
    <message>
        <source>four aces count</source>
        <translation type="vanished">Zählung der vier Asse</translation>
    </message>
    <message>
        <source>no ace bonus</source>
        <translation type="vanished">Prämie ohne Ass</translation>
    </message>
    <message>
        <source>no ace hand games</source>
        <translation type="vanished">Ohne-Ass-Ansage bei Handspielen</translation>
    </message>
    <message>
        <source>conventions status</source>
        <translation type="vanished">Geltung der Konventionen</translation>
    </message>
    <message>
        <source>c3 high</source>
        <translation type="vanished">„Sehr hoch“ bei C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="123"/>
        <source>Direction of play</source>
        <translation>Spielrichtung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="124"/>
        <source>When everybody passes</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="125"/>
        <source>Holding a bid</source>
        <translation>Halten eines Gebots</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="126"/>
        <source>Raising the bid</source>
        <translation>Überbieten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="127"/>
        <source>Hand bid only before a plain bid</source>
        <translation>Handspiel nur vor einfachem Gebot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="128"/>
        <source>One-more rule</source>
        <translation>Nur-eins-höher-Regel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="129"/>
        <source>Rank of open misère and slam</source>
        <translation>Rang von offenem Bettel und Durchmarsch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="130"/>
        <source>Form of the game</source>
        <translation>Form des Spiels</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="131"/>
        <source>Contracts above the suits</source>
        <translation>Spiele über den Farbspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="132"/>
        <source>Talon shown to the defenders</source>
        <translation>Talon wird den Gegenspielern gezeigt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="133"/>
        <source>Taking the widow</source>
        <translation>Aufnehmen des Talons</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="134"/>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="135"/>
        <source>First defender may invite</source>
        <translation>Erster Gegenspieler darf einladen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="136"/>
        <source>When the declarer may give up</source>
        <translation>Wann der Alleinspieler aufgeben darf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="137"/>
        <source>Defenders may concede together</source>
        <translation>Gegenspieler dürfen gemeinsam aufgeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="138"/>
        <source>Defenders talking in open contracts</source>
        <translation>Absprache der Gegenspieler bei offenen Spielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="139"/>
        <source>Contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="140"/>
        <source>Contra allowed against</source>
        <translation>Kontra erlaubt gegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="141"/>
        <source>Contra levels</source>
        <translation>Kontrastufen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="142"/>
        <source>Compulsory contra against spades</source>
        <translation>Pflichtkontra gegen Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="143"/>
        <source>Must trump</source>
        <translation>Trumpfzwang</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="144"/>
        <source>Must beat the trick</source>
        <translation>Überstechzwang</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="145"/>
        <source>First lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="146"/>
        <source>First lead in sans</source>
        <translation>Erstes Ausspiel bei Ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="147"/>
        <source>Six-in-a-row slam</source>
        <translation>Sechs in Folge beim Durchmarsch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="148"/>
        <source>Who pays the unit for 2 tricks</source>
        <translation>Wer die Einheit für 2 Stiche zahlt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="149"/>
        <source>Penalty for a failed invitation</source>
        <translation>Strafe bei gescheiterter Einladung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="150"/>
        <source>Inviter gets the dealer&apos;s unit</source>
        <translation>Einladender erhält die Einheit des Gebers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="151"/>
        <source>Giving up against an invited defence</source>
        <translation>Aufgabe gegen eingeladene Verteidigung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="152"/>
        <source>Multiply by the contract&apos;s number</source>
        <translation>Mit dem Spielwert multiplizieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="153"/>
        <source>Original scoring</source>
        <translation>Ursprüngliche Abrechnung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="154"/>
        <source>Original scoring: pot measured</source>
        <translation>Ursprüngliche Abrechnung: Kassa gemessen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="155"/>
        <source>Rounding</source>
        <translation>Rundung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="156"/>
        <source>Original scoring applies to</source>
        <translation>Ursprüngliche Abrechnung gilt für</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="157"/>
        <source>When the pot runs short</source>
        <translation>Wenn die Kassa nicht reicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="158"/>
        <source>Tricks the defence needs</source>
        <translation>Stiche, die die Verteidigung braucht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="159"/>
        <source>Invited defender&apos;s tricks paid to</source>
        <translation>Stiche des Eingeladenen bezahlt an</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="160"/>
        <source>Defender payments in sans</source>
        <translation>Zahlungen der Gegenspieler bei Ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="161"/>
        <source>Kind of bank</source>
        <translation>Art der Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="162"/>
        <source>Giving up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="163"/>
        <source>Refa marks</source>
        <translation>Refas</translation>
    </message>
    <message>
        <source>Most refa marks at once</source>
        <translation type="vanished">Höchstzahl offener Refas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="164"/>
        <source>Rounds of refa marks a session</source>
        <translation>Refa-Runden pro Partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="165"/>
        <source>The refa limit counts</source>
        <translation>Die Refa-Grenze zählt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="166"/>
        <source>A refa mark is used</source>
        <translation>Eine Refa wird verbraucht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="167"/>
        <source>Hand contract worth one more</source>
        <translation>Handspiel zählt eins mehr</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="168"/>
        <source>Payment for a paired talon</source>
        <translation>Zahlung bei gleichen Talonkarten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="169"/>
        <source>Over- and undertricks paid</source>
        <translation>Über- und Unterstiche bezahlt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="170"/>
        <source>Reward from the pot</source>
        <translation>Gewinn aus der Kassa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="171"/>
        <source>Reward amounts</source>
        <translation>Gewinnbeträge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="172"/>
        <source>Penalty for failing</source>
        <translation>Strafe bei Verlust</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="173"/>
        <source>Préférence bonus</source>
        <translation>Préférence-Prämie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="174"/>
        <source>Préférence bonus applies to</source>
        <translation>Préférence-Prämie gilt für</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="175"/>
        <source>Préférence bonus paid by</source>
        <translation>Préférence-Prämie zahlen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="176"/>
        <source>Four aces bonus</source>
        <translation>Prämie für vier Asse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="177"/>
        <source>Where the four aces count</source>
        <translation>Wo die vier Asse zählen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="178"/>
        <source>No-ace bonus</source>
        <translation>Prämie ohne Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="179"/>
        <source>No-ace announcement in hand games</source>
        <translation>Ohne-Ass-Ansage bei Handspielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="180"/>
        <source>Defender conventions</source>
        <translation>Konventionen der Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="181"/>
        <source>“Very high” in C3</source>
        <translation>„Sehr hoch“ bei C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="182"/>
        <source>Settle the C1 compensation</source>
        <translation>C1-Ausgleich verrechnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="184"/>
        <source>Size of the pool</source>
        <translation>Größe des Pools</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="185"/>
        <source>Misère only as the first call</source>
        <translation>Bettel nur als erstes Gebot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="186"/>
        <source>Bids without the talon</source>
        <translation>Gebote ohne Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="187"/>
        <source>Ten-trick contract</source>
        <translation>Zehnerspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="188"/>
        <source>Half-whist on</source>
        <translation>Halber Whist bei</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="189"/>
        <source>Who may half-whist</source>
        <translation>Wer halben Whist sagen darf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="190"/>
        <source>Half-whister overruled by a whist</source>
        <translation>Halber Whist, wenn der Partner doch whistet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="191"/>
        <source>Stalingrad</source>
        <translation>Stalingrad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="192"/>
        <source>Open whist: hands laid down</source>
        <translation>Offener Whist: Karten aufgelegt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="193"/>
        <source>Misère: the catchers&apos; hands laid down</source>
        <translation>Bettel: Karten der Gegenspieler aufgelegt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="194"/>
        <source>Whists for a defence trick</source>
        <translation>Whists für einen Stich der Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="195"/>
        <source>Mountain for an undertrick</source>
        <translation>Berg für einen fehlenden Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="196"/>
        <source>Consolation for an undertrick</source>
        <translation>Konsolation für einen fehlenden Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="197"/>
        <source>Consolation written by</source>
        <translation>Wer Konsolation schreibt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="198"/>
        <source>Lone whister on a failed contract</source>
        <translation>Einzelner Whistender bei verlorenem Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="199"/>
        <source>Mountain for a whister&apos;s missing trick</source>
        <translation>Berg für fehlende Stiche der Whistenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="200"/>
        <source>Two whisters short on six or seven</source>
        <translation>Zwei Whistende zu kurz bei Sechs oder Sieben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="201"/>
        <source>Two whisters without a trick on eight or more</source>
        <translation>Zwei Whistende ohne Stich ab Acht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="202"/>
        <source>Mountain for a misère trick</source>
        <translation>Berg für einen Stich im Bettel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="203"/>
        <source>Worth of a pool point</source>
        <translation>Wert eines Poolpunkts</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="204"/>
        <source>The pool closes at its size</source>
        <translation>Der Pool schließt bei seiner Größe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="205"/>
        <source>Points over a closed pool</source>
        <translation>Punkte über einem geschlossenen Pool</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="206"/>
        <source>End of the pulka</source>
        <translation>Ende der Pulka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="207"/>
        <source>No end during all-pass deals</source>
        <translation>Kein Ende während der Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="208"/>
        <source>All-pass deals written</source>
        <translation>Raspasy werden geschrieben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="209"/>
        <source>All-pass progression</source>
        <translation>Progression bei Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="210"/>
        <source>No trick in an all-pass deal</source>
        <translation>Kein Stich bei Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="211"/>
        <source>All-pass: only tricks above the fewest</source>
        <translation>Raspasy: nur Stiche über dem Minimum</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="212"/>
        <source>Whists for an all-pass trick</source>
        <translation>Whists für einen Raspasy-Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="213"/>
        <source>All-pass whists count</source>
        <translation>Raspasy-Whists zählen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="214"/>
        <source>Talon in an all-pass deal</source>
        <translation>Talon bei Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="215"/>
        <source>Talon trick nobody follows</source>
        <translation>Talonstich, den niemand bedient</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="216"/>
        <source>Lead to the third all-pass trick</source>
        <translation>Ausspiel zum dritten Raspasy-Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="217"/>
        <source>Dealer scored in all-pass deals</source>
        <translation>Geber bei Raspasy mitgeschrieben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="218"/>
        <source>End of a series of all-pass deals</source>
        <translation>Was eine Raspasy-Serie beendet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="219"/>
        <source>Exit from all-pass deals</source>
        <translation>Ausstieg aus den Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="220"/>
        <source>Misère after an all-pass deal</source>
        <translation>Bettel nach Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="221"/>
        <source>Without three</source>
        <translation>Ohne drei</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="222"/>
        <source>Dealer&apos;s talon bonuses</source>
        <translation>Talonprämien für den Geber</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <source>cw</source>
        <translation type="vanished">im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>acw</source>
        <translation type="vanished">gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>last player forced</source>
        <translation type="vanished">Letzter muss bieten</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation type="vanished">neu geben</translation>
    </message>
    <message>
        <source>any</source>
        <translation type="vanished">beliebig</translation>
    </message>
    <message>
        <source>exactly one</source>
        <translation type="vanished">genau eins</translation>
    </message>
    <message>
        <source>open exception</source>
        <translation type="vanished">Ausnahme für offene Spiele</translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="vanished">einfach</translation>
    </message>
    <message>
        <source>open contracts</source>
        <translation type="vanished">offene Spiele</translation>
    </message>
    <message>
        <source>six in a row</source>
        <translation type="vanished">sechs in Folge</translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="vanished">Standard</translation>
    </message>
    <message>
        <source>sans7</source>
        <translation type="vanished">Ohne Trumpf als 7</translation>
    </message>
    <message>
        <source>extended</source>
        <translation type="vanished">erweitert</translation>
    </message>
    <message>
        <source>extended no one</source>
        <translation type="vanished">erweitert ohne Ein-Stich-Spiel</translation>
    </message>
    <message>
        <source>serbian</source>
        <translation type="vanished">serbisch</translation>
    </message>
    <message>
        <source>foster</source>
        <translation type="vanished">Foster</translation>
    </message>
    <message>
        <source>uspcc</source>
        <translation type="vanished">USPCC</translation>
    </message>
    <message>
        <source>after defence</source>
        <translation type="vanished">nach der Verteidigung</translation>
    </message>
    <message>
        <source>any time before lead</source>
        <translation type="vanished">jederzeit vor dem Ausspiel</translation>
    </message>
    <message>
        <source>table talk</source>
        <translation type="vanished">Absprache erlaubt</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <source>full view</source>
        <translation type="vanished">volle Sicht</translation>
    </message>
    <message>
        <source>all</source>
        <translation type="vanished">alle</translation>
    </message>
    <message>
        <source>trick contracts</source>
        <translation type="vanished">Stichspiele</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation type="vanished">Alleinspieler</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation type="vanished">Vorhand</translation>
    </message>
    <message>
        <source>as first lead</source>
        <translation type="vanished">wie das erste Ausspiel</translation>
    </message>
    <message>
        <source>defender before declarer</source>
        <translation type="vanished">Gegenspieler vor dem Alleinspieler</translation>
    </message>
    <message>
        <source>any run</source>
        <translation type="vanished">beliebige Folge</translation>
    </message>
    <message>
        <source>from trick 1</source>
        <translation type="vanished">ab dem ersten Stich</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="vanished">Geber</translation>
    </message>
    <message>
        <source>inviter 5</source>
        <translation type="vanished">5 an den Einladenden</translation>
    </message>
    <message>
        <source>both 3</source>
        <translation type="vanished">je 3</translation>
    </message>
    <message>
        <source>after dealer stake</source>
        <translation type="vanished">nach dem Einsatz des Gebers</translation>
    </message>
    <message>
        <source>before</source>
        <translation type="vanished">davor</translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="vanished">genau</translation>
    </message>
    <message>
        <source>floor</source>
        <translation type="vanished">abrunden</translation>
    </message>
    <message>
        <source>half up</source>
        <translation type="vanished">kaufmännisch runden</translation>
    </message>
    <message>
        <source>pot payments only</source>
        <translation type="vanished">nur Zahlungen mit der Kassa</translation>
    </message>
    <message>
        <source>pay available</source>
        <translation type="vanished">auszahlen, was da ist</translation>
    </message>
    <message>
        <source>allow negative</source>
        <translation type="vanished">darf negativ werden</translation>
    </message>
    <message>
        <source>individual</source>
        <translation type="vanished">einzeln</translation>
    </message>
    <message>
        <source>joint</source>
        <translation type="vanished">gemeinsam</translation>
    </message>
    <message>
        <source>inviter</source>
        <translation type="vanished">Einladender</translation>
    </message>
    <message>
        <source>invited</source>
        <translation type="vanished">Eingeladener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="226"/>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="227"/>
        <source>anticlockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="228"/>
        <source>the last player must bid</source>
        <translation>der Letzte muss bieten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="229"/>
        <source>deal again</source>
        <translation>neu geben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="230"/>
        <source>any higher bid</source>
        <translation>jedes höhere Gebot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="231"/>
        <source>exactly one higher</source>
        <translation>genau eins höher</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="232"/>
        <source>open misère and slam above hand 1–6</source>
        <translation>offener Bettel und Durchmarsch über Hand 1–6</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="233"/>
        <source>every hand bid above every plain bid</source>
        <translation>jedes Handgebot über jedem einfachen Gebot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="234"/>
        <source>with open misère and open slam</source>
        <translation>mit offenem Bettel und offenem Durchmarsch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="235"/>
        <source>misère and six-in-a-row slam</source>
        <translation>Bettel und Durchmarsch mit sechs in Folge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="236"/>
        <source>standard ladder</source>
        <translation>übliche Reihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="237"/>
        <source>sans at level 7</source>
        <translation>Ohne Trumpf als 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="238"/>
        <source>extended ladder</source>
        <translation>erweiterte Reihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="239"/>
        <source>extended, no one-trick game</source>
        <translation>erweitert, ohne Ein-Stich-Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="240"/>
        <source>Serbian ladder</source>
        <translation>serbische Reihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="241"/>
        <source>take the widow, then discard (Foster)</source>
        <translation>erst Talon aufnehmen, dann ablegen (Foster)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="242"/>
        <source>discard, then take the widow (USPCC)</source>
        <translation>erst ablegen, dann Talon aufnehmen (USPCC)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="243"/>
        <source>after the defenders decide</source>
        <translation>nach der Entscheidung der Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="244"/>
        <source>any time before the first card</source>
        <translation>jederzeit vor dem Ausspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="245"/>
        <source>they may talk</source>
        <translation>sie dürfen sich absprechen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="246"/>
        <source>no talking</source>
        <translation>keine Absprache</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="247"/>
        <source>they see each other&apos;s cards</source>
        <translation>sie sehen die Karten des anderen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="248"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="295"/>
        <source>every contract</source>
        <translation>jedes Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="249"/>
        <source>trick contracts only</source>
        <translation>nur Stichspiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="250"/>
        <source>contra and recontra</source>
        <translation>Kontra und Rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="251"/>
        <source>up to subcontra and mortcontra</source>
        <translation>bis Subkontra und Mortkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="252"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="259"/>
        <source>the declarer</source>
        <translation>der Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="253"/>
        <source>forehand (first to bid)</source>
        <translation>Vorhand (bietet zuerst)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="254"/>
        <source>as in other contracts</source>
        <translation>wie bei anderen Spielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="255"/>
        <source>the defender before the declarer</source>
        <translation>der Gegenspieler vor dem Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="256"/>
        <source>any six tricks in a row</source>
        <translation>beliebige sechs Stiche in Folge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="257"/>
        <source>the first six tricks</source>
        <translation>die ersten sechs Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="258"/>
        <source>the dealer</source>
        <translation>der Geber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="260"/>
        <source>1 unit</source>
        <translation>1 Einheit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="261"/>
        <source>10 units</source>
        <translation>10 Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="262"/>
        <source>5 to the inviter</source>
        <translation>5 an den Einladenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="263"/>
        <source>3 to each defender</source>
        <translation>3 an jeden Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="264"/>
        <source>after the dealer&apos;s 10</source>
        <translation>nach den 10 des Gebers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="265"/>
        <source>before the dealer&apos;s 10</source>
        <translation>vor den 10 des Gebers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="266"/>
        <source>exact fractions</source>
        <translation>genaue Bruchteile</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="267"/>
        <source>round down</source>
        <translation>abrunden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="268"/>
        <source>round to the nearest</source>
        <translation>kaufmännisch runden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="269"/>
        <source>every payment</source>
        <translation>jede Zahlung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="270"/>
        <source>payments to and from the pot only</source>
        <translation>nur Zahlungen an und aus der Kassa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="271"/>
        <source>pay what the pot holds</source>
        <translation>auszahlen, was in der Kassa ist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="272"/>
        <source>the pot may go negative</source>
        <translation>die Kassa darf negativ werden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="273"/>
        <source>2 tricks each</source>
        <translation>je 2 Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="274"/>
        <source>4 tricks together</source>
        <translation>4 Stiche zusammen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="275"/>
        <source>the inviter</source>
        <translation>der Einladende</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="276"/>
        <source>the invited defender</source>
        <translation>der Eingeladene</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="277"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="278"/>
        <source>an account without limit</source>
        <translation>ein Konto ohne Grenze</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="279"/>
        <source>a pot that can run dry</source>
        <translation>eine Kassa, die leer werden kann</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="280"/>
        <source>as a failure</source>
        <translation>wie verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="281"/>
        <source>as a failure, plus 2 tricks to each defender</source>
        <translation>wie verloren, plus 2 Stiche an jeden Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="282"/>
        <source>the rounds of a session</source>
        <translation>die Runden einer Partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="283"/>
        <source>each player&apos;s unused marks</source>
        <translation>die unverbrauchten Refas jedes Spielers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="284"/>
        <source>by every contract</source>
        <translation>von jedem Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="285"/>
        <source>only when cards are played</source>
        <translation>nur wenn Karten gespielt werden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="286"/>
        <source>2 units</source>
        <translation>2 Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="287"/>
        <source>4 units</source>
        <translation>4 Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="288"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="289"/>
        <source>to each defender</source>
        <translation>an jeden Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="290"/>
        <source>once in all</source>
        <translation>einmal insgesamt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="291"/>
        <source>once per contract</source>
        <translation>einmal je Spiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="292"/>
        <source>per trick taken</source>
        <translation>je gemachtem Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="294"/>
        <source>hand hearts only</source>
        <translation>nur Herz aus der Hand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="297"/>
        <source>the defenders who play</source>
        <translation>die spielenden Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="298"/>
        <source>in the ten cards played</source>
        <translation>in den zehn gespielten Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="299"/>
        <source>anywhere in the twelve</source>
        <translation>irgendwo in den zwölf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="300"/>
        <source>judged on the ten cards held</source>
        <translation>nach den zehn Karten in der Hand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="302"/>
        <source>advice</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="304"/>
        <source>an ethical duty</source>
        <translation>ethische Pflicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="305"/>
        <source>C1 is a law of the game</source>
        <translation>C1 ist Spielregel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="306"/>
        <source>ace or king</source>
        <translation>Ass oder König</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="307"/>
        <source>one of the top two cards still out</source>
        <translation>eine der zwei höchsten noch offenen Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="309"/>
        <source>never: every bid must be higher</source>
        <translation>nie: jedes Gebot muss höher sein</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="310"/>
        <source>only past a player who passed</source>
        <translation>nur über einen Passenden hinweg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="311"/>
        <source>by the earlier seat</source>
        <translation>nach der Sitzfolge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="312"/>
        <source>the player after the declarer</source>
        <translation>der Spieler nach dem Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="313"/>
        <source>whisted: one trick to take</source>
        <translation>wird gewhistet: ein Stich nötig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="314"/>
        <source>checked: played open, no whists</source>
        <translation>wird geprüft: offen, ohne Whists</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="315"/>
        <source>no contract (no half-whist)</source>
        <translation>keinem Spiel (kein halber Whist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="316"/>
        <source>only the second defender</source>
        <translation>nur der zweite Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="317"/>
        <source>either defender, the other may answer</source>
        <translation>jeder Gegenspieler, der andere darf antworten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="318"/>
        <source>he is an ordinary passer</source>
        <translation>er zählt als Passender</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="319"/>
        <source>he gets nothing</source>
        <translation>er bekommt nichts</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="320"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="323"/>
        <source>before the first lead</source>
        <translation>vor dem ersten Ausspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="321"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="322"/>
        <source>after the first card</source>
        <translation>nach der ersten Karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="324"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="326"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="329"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="337"/>
        <source>the contract price</source>
        <translation>der Spielwert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="325"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="327"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="330"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="338"/>
        <source>twice the contract price</source>
        <translation>der doppelte Spielwert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="328"/>
        <source>no consolation</source>
        <translation>keine Konsolation</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="331"/>
        <source>everybody but the declarer</source>
        <translation>alle außer dem Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="332"/>
        <source>both defenders</source>
        <translation>beide Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="333"/>
        <source>the whisters only</source>
        <translation>nur die Whistenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="334"/>
        <source>whists for both hands (greedy whist)</source>
        <translation>Whists für beide Hände (gieriger Whist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="335"/>
        <source>half to the passer (gentleman&apos;s whist)</source>
        <translation>die Hälfte dem Passenden (Gentleman-Whist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="336"/>
        <source>whists for his own tricks only</source>
        <translation>Whists nur für die eigenen Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="339"/>
        <source>charged no more than the defence lacks</source>
        <translation>höchstens so viel, wie den Gegenspielern fehlt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="340"/>
        <source>each charged for his own half</source>
        <translation>jeder für seine Hälfte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="341"/>
        <source>the second whister pays</source>
        <translation>der zweite Whistende zahlt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="342"/>
        <source>nobody pays</source>
        <translation>niemand zahlt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="343"/>
        <source>one mountain point</source>
        <translation>ein Bergpunkt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="344"/>
        <source>two mountain points</source>
        <translation>zwei Bergpunkte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="345"/>
        <source>help the fullest open pool first</source>
        <translation>helfen zuerst dem vollsten offenen Pool</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="346"/>
        <source>come off the mountain</source>
        <translation>werden vom Berg abgeschrieben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="347"/>
        <source>when the pools are full</source>
        <translation>wenn alle Pools voll sind</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="348"/>
        <source>when the players agree</source>
        <translation>wenn die Spieler es vereinbaren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="349"/>
        <source>on the mountain</source>
        <translation>auf den Berg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="350"/>
        <source>as whists</source>
        <translation>als Whists</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="351"/>
        <source>the trick price in the pool</source>
        <translation>den Stichpreis in den Pool</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="352"/>
        <source>one point in the pool</source>
        <translation>einen Punkt in den Pool</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="353"/>
        <source>every trick</source>
        <translation>jeden Stich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="354"/>
        <source>tricks above the fewest</source>
        <translation>Stiche über dem Minimum</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="355"/>
        <source>leads the first two tricks</source>
        <translation>spielt zu den ersten zwei Stichen aus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="356"/>
        <source>set aside</source>
        <translation>wird beiseitegelegt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="357"/>
        <source>goes to the forehand</source>
        <translation>geht an die Vorhand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="358"/>
        <source>goes to nobody</source>
        <translation>geht an niemanden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="359"/>
        <source>the forehand</source>
        <translation>die Vorhand</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="360"/>
        <source>the winner of the second trick</source>
        <translation>wer den zweiten Stich gemacht hat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="361"/>
        <source>any contract, made or not</source>
        <translation>jedes Spiel, gewonnen oder nicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="362"/>
        <source>a made contract, played or not</source>
        <translation>ein gewonnenes Spiel, gespielt oder nicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="363"/>
        <source>a contract made in play</source>
        <translation>ein im Spiel gewonnenes Spiel</translation>
    </message>
    <message>
        <source>account</source>
        <translation type="vanished">Konto</translation>
    </message>
    <message>
        <source>pot</source>
        <translation type="vanished">Kassa</translation>
    </message>
    <message>
        <source>as failure</source>
        <translation type="vanished">wie verloren</translation>
    </message>
    <message>
        <source>failure plus tricks k</source>
        <translation type="vanished">verloren plus Stichzahlungen</translation>
    </message>
    <message>
        <source>on declare</source>
        <translation type="vanished">bei der Ansage</translation>
    </message>
    <message>
        <source>on play only</source>
        <translation type="vanished">nur beim Ausspielen</translation>
    </message>
    <message>
        <source>per defender</source>
        <translation type="vanished">je Gegenspieler</translation>
    </message>
    <message>
        <source>total</source>
        <translation type="vanished">insgesamt</translation>
    </message>
    <message>
        <source>per contract</source>
        <translation type="vanished">je Spiel</translation>
    </message>
    <message>
        <source>per trick</source>
        <translation type="vanished">je Stich</translation>
    </message>
    <message>
        <source>hand hearts</source>
        <translation type="vanished">nur Herz aus der Hand</translation>
    </message>
    <message>
        <source>all contracts</source>
        <translation type="vanished">alle Spiele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="296"/>
        <source>both opponents</source>
        <translation>beide Gegner</translation>
    </message>
    <message>
        <source>playing defenders</source>
        <translation type="vanished">spielende Gegenspieler</translation>
    </message>
    <message>
        <source>played hand</source>
        <translation type="vanished">gespielte Karten</translation>
    </message>
    <message>
        <source>twelve cards</source>
        <translation type="vanished">zwölf Karten</translation>
    </message>
    <message>
        <source>ten cards</source>
        <translation type="vanished">zehn Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="301"/>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>advisory</source>
        <translation type="vanished">Empfehlung</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="303"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>ethical</source>
        <translation type="vanished">ethische Pflicht</translation>
    </message>
    <message>
        <source>integral c1</source>
        <translation type="vanished">C1 als Regel</translation>
    </message>
    <message>
        <source>A or K</source>
        <translation type="vanished">A oder K</translation>
    </message>
    <message>
        <source>top two outstanding</source>
        <translation type="vanished">die zwei höchsten ausstehenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="17"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="293"/>
        <source>the same as the reward</source>
        <translation>so viel wie der Gewinn</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="21"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Richtung, in der gegeben und gespielt wird (betrifft nur die Darstellung des Tisches).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="22"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Wenn alle passen: Der letzte Spieler muss lizitieren, oder die Runde zählt nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="23"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Wer früher sitzt, darf das aktuelle Gebot halten (übernehmen).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="24"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Ein höheres Gebot darf Stufen überspringen, oder es muss genau um eins höher sein.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="25"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Wer schon ein gewöhnliches Gebot abgegeben oder gehalten hat, darf kein Handspiel mehr bieten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="26"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Gewöhnliche Gebote nur um genau eins über dem aktuellen Gebot; nach einem gewöhnlichen Gebot kein Handspiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="27"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Bettel ouvert/Durchmarsch ouvert ohne Hand geht über die Handspiele 1–6, oder jedes Handspiel geht über jedes gewöhnliche Gebot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="28"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Spiele 5–8 mit Bettel ouvert und Durchmarsch ouvert, oder nur Bettel und Durchmarsch mit sechs Stichen in Folge.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="29"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Die Spiele über den Farbspielen: Bettel, Durchmarsch, Ohne Trumpf, Ein Stich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="30"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Der Alleinspieler zeigt den Gegenspielern den Talon, bevor er ihn aufnimmt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="31"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Wer die zweite Bietrunde gewinnt: erst den Talon aufnehmen, dann ablegen, oder erst ablegen, dann den Talon aufnehmen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="32"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Ein Gegenspieler darf seinen ausgestiegenen Partner einladen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="33"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Geht der erste Gegenspieler mit und steigt der zweite aus, darf der erste ihn einladen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="34"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Der Alleinspieler darf nach den Entscheidungen der Gegenspieler aufgeben, oder jederzeit vor der ersten Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="35"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>Bei Bettel und Durchmarsch dürfen beide Gegenspieler gemeinsam dem Alleinspieler das Spiel schenken.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="36"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>Bei offenen Spielen dürfen sich die Gegenspieler über das Spiel absprechen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="37"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Ein Gegenspieler darf Kontra sagen (verdoppelt), der Alleinspieler Rekontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="38"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra bei jedem Spiel, oder nur bei Stichspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="39"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Nur Kontra und Rekontra, oder auch Subkontra und Mordkontra (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="40"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Gegen Pik muss ein Gegenspieler, der mitspielt, Kontra sagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="41"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Wer nicht bedienen kann, muss trumpfen, wenn er kann.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="42"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Wer kann, muss die Karte überstechen, die den Stich gerade macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="43"/>
        <source>Who leads to the first trick.</source>
        <translation>Wer zum ersten Stich ausspielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="44"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Bei Ohne Trumpf darf der Gegenspieler, der vor dem Alleinspieler sitzt, als Erster ausspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="45"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Durchmarsch (sechs in Folge): beliebige sechs aufeinanderfolgende Stiche, oder die ersten sechs.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="46"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Wer jedem Gegenspieler, der 2 Stiche gemacht hat, die Einheit zahlt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="47"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Was der Einladende in die Kassa zahlt, wenn die Verteidigung weniger als 4 Stiche macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="48"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Ein Einladender, dessen Verteidigung 4 Stiche macht, bekommt die Einheit vom Geber.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="49"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Aufgabe gegen eine eingeladene Verteidigung: 5 an den Einladenden, oder je 3 an beide.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="50"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Jede Zahlung wird mit der Zahl des Spiels (1–4) multipliziert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="51"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Der Geber setzt 10 ein; die Zahlungen wachsen mit der Kassa (Kassa/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="52"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Ursprüngliche Abrechnung: die Kassa nach oder vor dem Einsatz von 10 des Gebers messen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="53"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Ursprüngliche Abrechnung: exakte Brüche, oder gerundete Beträge.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="54"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Die ursprüngliche Abrechnung rechnet jede Zahlung um, oder nur die Zahlungen in die und aus der Kassa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="55"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Wenn eine Auszahlung die Kassa übersteigt: auszahlen, was drin ist, oder die Kassa ins Minus gehen lassen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="56"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Jeder Gegenspieler braucht 2 Stiche, oder keiner zahlt, wenn die Verteidigung 4 Stiche macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="57"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Wer für die Stiche des eingeladenen Gegenspielers bezahlt wird.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="58"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Ohne Trumpf zählt für die Mindeststiche der Gegenspieler und die Zahlungen für Stiche als Stichspiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="59"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Die Bank ist ein unbegrenztes Konto, oder eine Kassa, die nur auszahlt, was sie enthält.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="60"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Eine Aufgabe zählt als verlorenes Spiel, dazu (zweiter Wert) die Zahlung für 2 Stiche an jeden mitspielenden Gegenspieler.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="61"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Wenn alle gepasst haben, bekommt jeder Spieler eine Refa-Marke, die sein nächstes Spiel verdoppelt.</translation>
    </message>
    <message>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation type="vanished">Höchstzahl unverbrauchter Refa-Marken, die ein Spieler haben darf (0 = unbegrenzt).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="62"/>
        <source>Most rounds of refa marks in a session (0 = no limit).</source>
        <translation>Höchstens so viele Refa-Runden in einer Partie (0 = keine Grenze).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="63"/>
        <source>The refa limit counts the rounds of marks in a session, or the unused marks each player may hold.</source>
        <translation>Die Refa-Grenze zählt die Refa-Runden einer Partie oder die unverbrauchten Refas, die jeder Spieler haben darf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="64"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Eine Refa-Marke wird durch jedes Spiel verbraucht, oder nur, wenn Karten gespielt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="65"/>
        <source>A hand contract is worth one more.</source>
        <translation>Ein Handspiel ist um eins mehr wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="66"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Was der Alleinspieler dem Geber zahlt, wenn die beiden Talonkarten ein Paar sind.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="67"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Überstiche und fehlende Stiche werden mit jedem Gegenspieler abgerechnet, oder nur einmal insgesamt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="68"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Die Kassa belohnt ein gewonnenes Spiel einmal, oder für jeden gemachten Stich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="69"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Der Preis aus der Kassa: ein Betrag, oder ein eigener für jede Trumpffarbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="70"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Was ein Alleinspieler, der verliert, in die Kassa zahlt (oder dasselbe wie der Preis).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="71"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (Herz aus der Hand): Jeder Gegner zahlt dem Alleinspieler 10 oder bekommt 10 von ihm.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="72"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Die Préférence-Prämie gilt nur für Herz aus der Hand, oder für jedes Spiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="73"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Wer die Préférence-Prämie zahlt oder bekommt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="74"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Ein Alleinspieler, der mit allen vier Assen spielt, bekommt 10 von jedem Gegner.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="75"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Die vier Asse müssen unter den zehn gespielten Karten sein, oder irgendwo unter den zwölf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="76"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Ein Alleinspieler ohne Ass darf das ansagen: Jeder Gegner zahlt ihm 10 oder bekommt 10 von ihm.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="77"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Bei Handspielen bezieht sich die Ansage „kein Ass“ auf die zehn Karten in der Hand, oder sie ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="78"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Konventionen der Gegenspieler C1–C3: als Rat, aus, als Ehrenpflicht, oder C1 als feste Regel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="79"/>
        <source>Under the ethical duty, the customary compensation for a trick taken from the partner against C1 is settled with the deal.</source>
        <translation>Bei der Ehrenpflicht wird der übliche Ausgleich für einen Stich, der dem Partner gegen C1 abgenommen wurde, mit dem Spiel verrechnet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="80"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>„Sehr hoch“ bei C3 heißt Ass oder König, oder eine der zwei höchsten Karten, die noch nicht gespielt sind.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="81"/>
        <source>The agreed size of each pool: the pulka is played until the pools reach it.</source>
        <translation>Die vereinbarte Größe jedes Pools: Die Pulka wird gespielt, bis die Pools sie erreichen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="82"/>
        <source>Misère may be bid only as a player&apos;s first call.</source>
        <translation>Bettel darf nur als erstes Gebot eines Spielers angesagt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="83"/>
        <source>Bids without taking the talon (not played).</source>
        <translation>Gebote ohne Aufnahme des Talons (werden nicht gespielt).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="84"/>
        <source>A ten-trick contract is whisted (quota 1), or checked: played open, no whists.</source>
        <translation>Ein Zehnerspiel wird gewhistet (ein Stich nötig) oder geprüft: offen gespielt, ohne Whists.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="85"/>
        <source>The contracts on which a lone defender may take half a whist.</source>
        <translation>Die Spiele, bei denen ein Gegenspieler, dessen Partner gepasst hat, halben Whist nehmen darf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="86"/>
        <source>Only the second defender may half-whist, or either, with a call back to the first.</source>
        <translation>Nur der zweite Gegenspieler darf halben Whist sagen, oder jeder, und der andere antwortet noch einmal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="87"/>
        <source>A half-whister whose partner whists after all is a passer, or gets nothing.</source>
        <translation>Wer halben Whist gesagt hat und dessen Partner doch whistet, ist ein Passender oder bekommt nichts.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="88"/>
        <source>Against six spades both defenders must whist, and play closed.</source>
        <translation>Gegen sechs Pik müssen beide Gegenspieler whisten und verdeckt spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="89"/>
        <source>An open whist lays the defenders&apos; hands down before the first lead, or after the first card.</source>
        <translation>Beim offenen Whist legen die Gegenspieler ihre Karten vor dem ersten Ausspiel auf oder nach der ersten Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="90"/>
        <source>The catchers of a misère lay their hands down after the first card, or before it.</source>
        <translation>Beim Bettel legen die Gegenspieler ihre Karten nach der ersten Karte auf oder schon davor.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="91"/>
        <source>Whists for each trick of the defence, in contract prices.</source>
        <translation>Whists für jeden Stich der Gegenspieler, in Spielwerten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="92"/>
        <source>Mountain for each undertrick of the declarer, in contract prices.</source>
        <translation>Berg für jeden fehlenden Stich des Alleinspielers, in Spielwerten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="93"/>
        <source>Whists of consolation for each undertrick, in contract prices.</source>
        <translation>Konsolation in Whists für jeden fehlenden Stich, in Spielwerten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="94"/>
        <source>Who receives consolation from a failed declarer.</source>
        <translation>Wer bei einem verlorenen Spiel Konsolation auf den Alleinspieler schreibt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="95"/>
        <source>A lone whister&apos;s whists on a failed contract: all the defence&apos;s tricks, shared with the passer, or only his own.</source>
        <translation>Whists eines einzelnen Whistenden bei verlorenem Spiel: für alle Stiche der Gegenspieler, geteilt mit dem Passenden oder nur für die eigenen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="96"/>
        <source>Mountain for each trick a whister&apos;s defence fell short, in contract prices.</source>
        <translation>Berg für jeden Stich, der den Whistenden fehlt, in Spielwerten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="97"/>
        <source>Two whisters short on six or seven: charged up to the deficit, or each for his half.</source>
        <translation>Zwei Whistende zu kurz bei Sechs oder Sieben: höchstens bis zum gemeinsamen Fehlbetrag oder jeder für seine Hälfte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="98"/>
        <source>Two whisters who take nothing against eight or more: the second pays, or nobody.</source>
        <translation>Zwei Whistende ohne Stich ab Acht: Der zweite zahlt, oder niemand.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="99"/>
        <source>Mountain for each trick a misère declarer takes.</source>
        <translation>Berg für jeden Stich, den der Alleinspieler im Bettel macht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="100"/>
        <source>What a pool point is worth against a mountain point at the settlement.</source>
        <translation>Wie viele Bergpunkte ein Poolpunkt bei der Schlussabrechnung wert ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="101"/>
        <source>A pool stops at its size; what is over helps other pools or comes off the mountain.</source>
        <translation>Ein Pool endet bei seiner Größe; der Überschuss hilft anderen Pools oder wird vom Berg abgeschrieben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="102"/>
        <source>Points over a full pool close the largest open pool first, or come off the mountain.</source>
        <translation>Punkte über einem vollen Pool schließen zuerst den größten offenen Pool oder werden vom Berg abgeschrieben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="103"/>
        <source>The pulka ends when the pools are full, or when the players agree (time).</source>
        <translation>Die Pulka endet, wenn alle Pools voll sind, oder wenn die Spieler es vereinbaren (Zeit).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="104"/>
        <source>The pulka does not end during a series of all-pass deals.</source>
        <translation>Die Pulka endet nicht während einer Raspasy-Serie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="105"/>
        <source>All-pass deals are written on the mountain, or as whists.</source>
        <translation>Raspasy werden auf den Berg geschrieben oder als Whists.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="106"/>
        <source>The price of a trick in consecutive all-pass deals.</source>
        <translation>Der Stichpreis in aufeinanderfolgenden Raspasy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="107"/>
        <source>A player with no trick in an all-pass deal writes the trick price in his pool, or 1.</source>
        <translation>Wer bei Raspasy keinen Stich macht, schreibt den Stichpreis in seinen Pool, oder 1.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="108"/>
        <source>In an all-pass deal everyone is charged only for tricks above the fewest taken.</source>
        <translation>Bei Raspasy zahlt jeder nur die Stiche über der kleinsten Stichzahl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="109"/>
        <source>Whists per trick written by the player or players with the fewest tricks when all-pass deals are whists.</source>
        <translation>Whists je Stich, die der Spieler mit den wenigsten Stichen schreibt, wenn Raspasy als Whists zählen.</translation>
    </message>
    <message>
        <source>Whists per trick written by the lowest player(s) when all-pass deals are whists.</source>
        <translation type="vanished">Whists je Stich, die der Spieler mit den wenigsten Stichen schreibt, wenn Raspasy als Whists zählen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="110"/>
        <source>Those whists count every trick, or only tricks above the fewest taken.</source>
        <translation>Diese Whists zählen jeden Stich oder nur die Stiche über der kleinsten Stichzahl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="111"/>
        <source>In an all-pass deal the talon cards lead the first two tricks, or are not used.</source>
        <translation>Bei Raspasy spielen die Talonkarten zu den ersten zwei Stichen aus, oder der Talon wird nicht benutzt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="112"/>
        <source>A talon-led trick that nobody follows goes to the forehand, or to nobody.</source>
        <translation>Ein Talonstich, den niemand bedient, geht an die Vorhand oder an niemanden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="113"/>
        <source>After the talon tricks the forehand leads, or the winner of the second.</source>
        <translation>Nach den Talonstichen spielt die Vorhand aus oder wer den zweiten gemacht hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="114"/>
        <source>With four players the dealer is scored in all-pass deals on his talon tricks.</source>
        <translation>Zu viert wird dem Geber bei Raspasy geschrieben, was seine Talonkarten an Stichen machen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="115"/>
        <source>What ends a series of all-pass deals: any contract, a made one, or a made whisted one.</source>
        <translation>Was eine Raspasy-Serie beendet: jedes Spiel, ein gewonnenes oder ein gewonnenes, gegen das gewhistet wurde.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="116"/>
        <source>The lowest contract allowed after one, two, … all-pass deals.</source>
        <translation>Das niedrigste erlaubte Spiel nach einer, zwei, … Raspasy-Runden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="117"/>
        <source>Misère may be bid after an all-pass deal.</source>
        <translation>Nach Raspasy darf Bettel angesagt werden.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="118"/>
        <source>A declarer of six or seven may concede three down instead of discarding.</source>
        <translation>Ein Alleinspieler mit Sechs oder Sieben darf statt abzulegen „ohne drei“ aufgeben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="119"/>
        <source>Bonuses for the four-player dealer&apos;s talon (not played).</source>
        <translation>Prämien für den Talon des Gebers zu viert (werden nicht gespielt).</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="245"/>
        <source>contract made</source>
        <translation>Spiel gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="246"/>
        <source>contract failed</source>
        <translation>Spiel verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="247"/>
        <source>both defenders dropped out</source>
        <translation>beide Gegenspieler ausgestiegen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="248"/>
        <source>the declarer conceded</source>
        <translation>der Alleinspieler hat aufgegeben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="249"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>Einheit vom Geber für 2 Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="250"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>Einheit vom Alleinspieler für 2 Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="251"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>Gegenspieler mit weniger als 2 Stichen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="252"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>eingeladene Verteidigung mit weniger als 4 Stichen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="253"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>Einheit vom Geber an den Einladenden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="254"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>Verteidigung mit Kontra machte weniger als 5 Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="255"/>
        <source>trick payments</source>
        <translation>Zahlungen für Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="256"/>
        <source>contract made with overtricks</source>
        <translation>Spiel mit Überstichen gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="257"/>
        <source>contract failed by undertricks</source>
        <translation>Spiel mit fehlenden Stichen verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="258"/>
        <source>Préférence bonus</source>
        <translation>Préférence-Prämie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="259"/>
        <source>four aces bonus</source>
        <translation>Prämie für vier Asse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="260"/>
        <source>no-ace announcement</source>
        <translation>Ansage: kein Ass</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="261"/>
        <source>dealer&apos;s stake</source>
        <translation>Einsatz des Gebers</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="262"/>
        <source>equal talon cards</source>
        <translation>gleiche Karten im Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="263"/>
        <source>offer for the declarership</source>
        <translation>Angebot für das Alleinspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="264"/>
        <source>C1 compensation to the partner</source>
        <translation>C1-Ausgleich an den Partner</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="296"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="297"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="298"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="299"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
</context>
<context>
    <name>PracticeBar</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="99"/>
        <source>Defence practice</source>
        <translation>Verteidigungstraining</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="100"/>
        <source>Practice — not scored</source>
        <translation>Training — wird nicht gewertet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="101"/>
        <source>Daily goal:</source>
        <translation>Tagesziel:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="102"/>
        <source>Start again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="103"/>
        <source>Next drill</source>
        <translation>Nächste Aufgabe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="104"/>
        <source>Next deal (N)</source>
        <translation>Nächste Runde (N)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="105"/>
        <source>Back to the game (Esc)</source>
        <translation>Zurück zum Spiel (Esc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="123"/>
        <source>{done} of {goal} today · due: {due}</source>
        <translation>heute {done} von {goal} · fällig: {due}</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="134"/>
        <source>The defence practice plays the European game: start a session of a European variant for it.</source>
        <translation>Das Verteidigungstraining spielt das europäische Spiel: Beginne dafür eine Partie einer europäischen Variante.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="63"/>
        <source>Drills</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="160"/>
        <source>Preparing a drill…</source>
        <translation>Eine Aufgabe wird vorbereitet…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="161"/>
        <source>No drill is due, and today&apos;s goal is reached. Come back tomorrow, or raise the daily goal.</source>
        <translation>Keine Aufgabe ist fällig, und das heutige Ziel ist erreicht. Komm morgen wieder, oder erhöhe das Tagesziel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="110"/>
        <source>A drill could not be made: {error}</source>
        <translation>Eine Aufgabe konnte nicht erstellt werden: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="23"/>
        <source>This practice deal is over. Start again, or go back to the game.</source>
        <translation>Dieses Trainingsspiel ist vorbei. Fang noch einmal an, oder geh zurück zum Spiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="25"/>
        <source>Play on from here: the computer plays the other seats.</source>
        <translation>Spiel von hier aus weiter: Der Computer spielt die anderen Plätze.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="38"/>
        <source>Deal {number}: you defend with {partner} against {declarer}, who plays {contract}.</source>
        <translation>Runde {number}: Du verteidigst mit {partner} gegen {declarer}; gespielt wird {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="45"/>
        <source>The deal is over: Next deal (N), or back to the game.</source>
        <translation>Die Runde ist zu Ende: Nächste Runde (N) oder zurück zum Spiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="48"/>
        <source>The coach is on. Your cards count in Progress; this practice and its sheet are not saved when you quit.</source>
        <translation>Der Trainer ist an. Deine Karten zählen im Fortschritt; dieses Training und seine Spielliste werden beim Beenden nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="34"/>
        <source>Your coach profile does not match its version (a table is missing or an upgrade failed). It was kept as {kept} and a new profile was started.</source>
        <translation>Dein Trainerprofil passt nicht zu seiner Version (eine Tabelle fehlt oder eine Aktualisierung ist fehlgeschlagen). Es wurde als {kept} aufbewahrt und ein neues Profil angelegt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="40"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Dein Trainerprofil wurde von einer neueren prefgui-Version geschrieben. Es wurde als {kept} aufbewahrt und ein neues Profil angelegt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="44"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Dein Trainerprofil war beschädigt. Es wurde als {kept} aufbewahrt und ein neues Profil angelegt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="61"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Dein Trainerprofil konnte nicht geöffnet werden ({detail}). Analysen und Übungen werden erst wieder gespeichert, wenn es geht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="70"/>
        <source>Your coach profile could not be used ({detail}). The game goes on; reviews and drills are kept again once it can be.</source>
        <translation>Dein Trainerprofil konnte nicht verwendet werden ({detail}). Das Spiel geht weiter; Analysen und Übungen werden wieder gespeichert, sobald es möglich ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="78"/>
        <source>Damaged entries of your coach profile were skipped: {count}.</source>
        <translation>Beschädigte Einträge deines Trainerprofils wurden übersprungen: {count}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="85"/>
        <source>Your coach profile was removed while the game was running. Reviews and drills are not kept until the next start, which begins a new profile.</source>
        <translation>Dein Trainerprofil wurde während des Spiels entfernt. Analysen und Übungen werden bis zum nächsten Start nicht gespeichert; dann beginnt ein neues Profil.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="81"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Conventions</source>
        <translation>Konventionen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Tricks and units</source>
        <translation>Stiche und Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="83"/>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="105"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see, deal after deal, how often you broke the defenders&apos; conventions C1, C2 and C3.</source>
        <translation>Noch keine ausgewertete Runde. Der Trainer wertet jede Runde aus, die du beendest; hier siehst du dann Runde für Runde, wie oft du die Konventionen der Gegenspieler C1, C2 und C3 verletzt hast.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="109"/>
        <source>None of your reviewed deals was played as a defender yet: the conventions are the defenders&apos;. They show here after your first reviewed defence.</source>
        <translation>In keiner ausgewerteten Runde warst du bisher Gegenspieler: Die Konventionen gelten für die Gegenspieler. Sie erscheinen hier nach deiner ersten ausgewerteten Verteidigung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="113"/>
        <source>Breaches of each convention per 100 cards you played as a defender: solid lines over your last {n} deals as a defender, dashed lines over all of them.</source>
        <translation>Verstöße gegen jede Konvention pro 100 Karten, die du als Gegenspieler gespielt hast: durchgezogene Linien über deine letzten {n} Runden als Gegenspieler, gestrichelte über alle.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="118"/>
        <source>Convention</source>
        <translation>Konvention</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="119"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="128"/>
        <source>Last {n} deals</source>
        <translation>Letzte {n} Runden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="120"/>
        <source>All deals</source>
        <translation>Alle Runden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="124"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="164"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="167"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="125"/>
        <source>Breaches per 100 cards</source>
        <translation>Verstöße pro 100 Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="130"/>
        <source>all deals</source>
        <translation>alle Runden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="156"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see the tricks and units your cards cost in each deal, as a defender and as the declarer, with all cards known and on what you could know.</source>
        <translation>Noch keine ausgewertete Runde. Der Trainer wertet jede Runde aus, die du beendest; hier siehst du dann, wie viele Stiche und Einheiten dich deine Karten in jeder Runde gekostet haben, als Gegenspieler und als Alleinspieler, bei offenen Karten und nach dem, was du wissen konntest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="160"/>
        <source>as a defender</source>
        <translation>als Gegenspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="161"/>
        <source>as the declarer</source>
        <translation>als Alleinspieler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="162"/>
        <source>all cards known</source>
        <translation>alle Karten bekannt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="163"/>
        <source>on what you could know</source>
        <translation>nach dem, was du wissen konntest</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="165"/>
        <source>Tricks lost</source>
        <translation>Verlorene Stiche</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="168"/>
        <source>Units lost</source>
        <translation>Verlorene Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="208"/>
        <source>No drill yet. Every breach and mistake of your reviewed deals becomes a drill; as you practise them, your accuracy, your streak and the drills due show here.</source>
        <translation>Noch keine Übung. Jeder Verstoß und jeder Fehler aus deinen ausgewerteten Runden wird zu einer Übung; wenn du sie übst, erscheinen hier deine Trefferquote, deine Serie und die fälligen Übungen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="214"/>
        <source>Answers: {answers} · right: {right} % · streak: {streak} · due now: {due} · not yet practised: {new}</source>
        <translation>Antworten: {answers} · richtig: {right} % · Serie: {streak} · jetzt fällig: {due} · noch nicht geübt: {new}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="219"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="224"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="220"/>
        <source>% right</source>
        <translation>% richtig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="221"/>
        <source>right answers among the last {n}</source>
        <translation>richtige Antworten unter den letzten {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="225"/>
        <source>Right in a row</source>
        <translation>Richtig in Folge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="226"/>
        <source>streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="227"/>
        <source>Your share of right answers shows here from your first answered drill.</source>
        <translation>Dein Anteil richtiger Antworten erscheint hier ab deiner ersten beantworteten Übung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="229"/>
        <source>Your right answers in a row show here from your first answered drill.</source>
        <translation>Deine richtigen Antworten in Folge erscheinen hier ab deiner ersten beantworteten Übung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="231"/>
        <source>Your right and wrong answers of each day show here from your first answered drill.</source>
        <translation>Deine richtigen und falschen Antworten jedes Tages erscheinen hier ab deiner ersten beantworteten Übung.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="234"/>
        <source>No drill is due in the next two weeks: the drills of your next reviewed deals and the ones you answer come back here on the day they are due.</source>
        <translation>In den nächsten zwei Wochen ist keine Übung fällig: Die Übungen deiner nächsten besprochenen Spiele und die, die du beantwortest, kommen hier an dem Tag wieder, an dem sie fällig sind.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="237"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="241"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="238"/>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="239"/>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="240"/>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="242"/>
        <source>Drills due</source>
        <translation>Fällige Übungen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="243"/>
        <source>drills due, from today</source>
        <translation>fällige Übungen, ab heute</translation>
    </message>
</context>
<context>
    <name>PulkaSummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="32"/>
        <source>Deal summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="38"/>
        <source>Tricks — </source>
        <translation>Stiche — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="44"/>
        <source>The pulka is over. Settlement in whists: </source>
        <translation>Die Pulka ist zu Ende. Abrechnung in Whists: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="50"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="63"/>
        <source>Raspasy: everybody passed</source>
        <translation>Raspasy: alle haben gepasst</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>made</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="65"/>
        <source>both defenders passed</source>
        <translation>beide Gegenspieler haben gepasst</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="66"/>
        <source>half-whist</source>
        <translation>halber Whist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="67"/>
        <source>without three</source>
        <translation>ohne drei</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="70"/>
        <source>{name} — {contract}: {outcome}</source>
        <translation>{name} — {contract}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="82"/>
        <source>{name}: {n} down; the whisters write consolation whists.</source>
        <translation>{name}: {n} unter; die Gegenspieler schreiben Trostwhists.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="98"/>
        <source>{name}: {n} written off the mountain</source>
        <translation>{name}: {n} vom Berg abgeschrieben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="101"/>
        <source>Help from {name} to {other}: {n} into the pool</source>
        <translation>Hilfe: {name} → {other}, {n} in den Pool</translation>
    </message>
    <message>
        <source>{name} is {n} down: consolation whists are written on him.</source>
        <translation type="vanished">{name} ist {n} Stiche unter: auf ihn werden Trostwhists geschrieben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="87"/>
        <source>pool {n:+}</source>
        <translation>Pool {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="89"/>
        <source>mountain {n:+}</source>
        <translation>Berg {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="92"/>
        <source>whists on {name} {n:+}</source>
        <translation>Whists → {name} {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="94"/>
        <source>this deal {n} whists</source>
        <translation>diese Runde {n} Whists</translation>
    </message>
    <message>
        <source>{name} writes {n} off his mountain</source>
        <translation type="vanished">{name} schreibt {n} von seinem Berg ab</translation>
    </message>
    <message>
        <source>{name} helps {other} with {n} to the pool</source>
        <translation type="vanished">{name} hilft {other} mit {n} in die Pulja</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="35"/>
        <source>{contract}, hand game</source>
        <translation>{contract}, Handspiel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="54"/>
        <source>The only choice.</source>
        <translation>Die einzige Wahl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="55"/>
        <source>The only card that may be played.</source>
        <translation>Die einzige Karte, die gespielt werden darf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="57"/>
        <source>The only card that keeps {rule}.</source>
        <translation>Die einzige Karte, die {rule} einhält.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="59"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Jede spielbare Karte ist so gut wie die anderen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="61"/>
        <source>Every card that keeps {rule} is as good as the others.</source>
        <translation>Jede Karte, die {rule} einhält, ist so gut wie die anderen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="62"/>
        <source>By rule of thumb.</source>
        <translation>Nach Faustregel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="63"/>
        <source>A hunch.</source>
        <translation>Aus dem Bauch heraus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="64"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Keine Zeit zum Nachdenken: nach Faustregel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="65"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Die Suche ist gescheitert: nach Faustregel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="67"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>Genug Stiche in {contract} erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="68"/>
        <source>Enough tricks expected.</source>
        <translation>Genug Stiche erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="70"/>
        <source>{action}: too few tricks of its own.</source>
        <translation>{action}: zu wenige eigene Stiche.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="71"/>
        <source>{action}: too few tricks expected.</source>
        <translation>{action}: zu wenige Stiche erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="79"/>
        <source>No contra: the declarer is likely to make his contract.</source>
        <translation>Kein Kontra: der Alleinspieler erfüllt sein Spiel wahrscheinlich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="81"/>
        <source>{action}: some tricks of its own, too few alone.</source>
        <translation>{action}: einige eigene Stiche, allein zu wenige.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="83"/>
        <source>{action}: the short side suits.</source>
        <translation>{action}: die kurzen Nebenfarben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="85"/>
        <source>{card} does best over the deals that fit what is known so far; the next best is {other}.</source>
        <translation>{card} schneidet über die Verteilungen, die zum bisher Bekannten passen, am besten ab; die nächstbeste ist {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="88"/>
        <source>{card}: over the deals that fit what is known so far, every card that may be played comes out the same.</source>
        <translation>{card}: über die Verteilungen, die zum bisher Bekannten passen, kommt jede spielbare Karte gleich heraus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="90"/>
        <source>{action}: no bid is possible.</source>
        <translation>{action}: kein Gebot ist möglich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="92"/>
        <source>{action}: no contract in reach looks playable.</source>
        <translation>{action}: kein erreichbares Spiel sieht spielbar aus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="94"/>
        <source>{action}: even {contract} is worth too little.</source>
        <translation>{action}: selbst {contract} ist zu wenig wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="96"/>
        <source>{action}: declaring is worth too little.</source>
        <translation>{action}: ein eigenes Spiel ist zu wenig wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="102"/>
        <source>{action}: to play {contract}.</source>
        <translation>{action}: um {contract} zu spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="104"/>
        <source>{action}: the only promising contract.</source>
        <translation>{action}: das einzige aussichtsreiche Spiel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="106"/>
        <source>{action}: the best result against {contract} over the deals that fit what is known so far.</source>
        <translation>{action}: das beste Ergebnis gegen {contract} über die Verteilungen, die zum bisher Bekannten passen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="109"/>
        <source>{action}: defending against {contract} is likely to cost more.</source>
        <translation>{action}: gegen {contract} zu verteidigen kostet wahrscheinlich mehr.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="114"/>
        <source>{action}: the most whists expected against this contract over the deals that fit what is known so far.</source>
        <translation>{action}: die meisten erwarteten Whists gegen dieses Spiel über die Verteilungen, die zum bisher Bekannten passen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="117"/>
        <source>{action}: the contract is worth more whists than passing over the deals that fit what is known so far.</source>
        <translation>{action}: das Spiel bringt mehr Whists als Passen über die Verteilungen, die zum bisher Bekannten passen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="120"/>
        <source>{action}: no contract in reach is worth more whists than passing.</source>
        <translation>{action}: kein erreichbares Spiel bringt mehr Whists als Passen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="123"/>
        <source>{action}: with this hand misère is worth the most whists.</source>
        <translation>{action}: mit dieser Hand bringt der Bettel die meisten Whists.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="126"/>
        <source>{action}: the discard worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: das Ablegen, das die meisten Whists bringt, über die Verteilungen, die zum bisher Bekannten passen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="129"/>
        <source>{action}: the contract worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: das Spiel, das die meisten Whists bringt, über die Verteilungen, die zum bisher Bekannten passen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="132"/>
        <source>{action}: giving up costs fewer whists than playing the contract.</source>
        <translation>{action}: Aufgeben kostet weniger Whists, als das Spiel zu spielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="135"/>
        <source>{action}: playing open, the whister sees both defending hands and plays them together.</source>
        <translation>{action}: offen sieht der Whistende beide Hände der Gegenspieler und spielt sie gemeinsam.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="141"/>
        <source>Whists expected: {list}</source>
        <translation>Erwartete Whists: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="142"/>
        <source>Tricks you take from here: {list}</source>
        <translation>Deine Stiche von hier an: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="143"/>
        <source>Tricks your side takes from here: {list}</source>
        <translation>Stiche deiner Seite von hier an: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="144"/>
        <source>Tricks the declarer takes from here: {list}</source>
        <translation>Stiche des Alleinspielers von hier an: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="201"/>
        <source>expected result for you: {units} units</source>
        <translation>dein erwartetes Ergebnis: {units} Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="254"/>
        <source>Each card&apos;s expected result for you, over the deals that fit what is known so far:</source>
        <translation>Das erwartete Ergebnis jeder Karte für dich, über die Verteilungen, die zum bisher Bekannten passen:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="260"/>
        <source>{card}: {units} units</source>
        <translation>{card}: {units} Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="263"/>
        <source>the hint</source>
        <translation>der Tipp</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="265"/>
        <source>breaks {rule}</source>
        <translation>bricht {rule}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="269"/>
        <source>Cards that keep the conventions: {cards}.</source>
        <translation>Karten, die die Konventionen einhalten: {cards}.</translation>
    </message>
    <message>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation type="vanished">Aussteigen: zu wenige eigene Stiche. Kein Einsatz, kein Risiko.</translation>
    </message>
    <message>
        <source>Pass: too few tricks expected.</source>
        <translation type="vanished">Passen: zu wenige Stiche erwartet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="73"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Ein Gebot ist Pflicht; das beste erreichbare Spiel ist {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="75"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Ein Gebot ist Pflicht: Passen ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="77"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Kein Rekontra: das Spiel ist nicht sicher genug.</translation>
    </message>
    <message>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation type="vanished">Partner einladen: einige eigene Stiche, allein zu wenige.</translation>
    </message>
    <message>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation type="vanished">{card} und {other} drücken: die kurzen Nebenfarben.</translation>
    </message>
    <message>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation type="vanished">{card} ist die beste Karte; die nächstbeste ist {other}.</translation>
    </message>
    <message>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation type="vanished">{card}: jede spielbare Karte kommt gleich heraus.</translation>
    </message>
    <message>
        <source>Pass: no bid is possible.</source>
        <translation type="vanished">Passen: kein Gebot ist möglich.</translation>
    </message>
    <message>
        <source>Pass: no contract in reach looks playable.</source>
        <translation type="vanished">Passen: kein erreichbares Spiel sieht spielbar aus.</translation>
    </message>
    <message>
        <source>Pass: even {contract} is worth too little.</source>
        <translation type="vanished">Passen: selbst {contract} ist zu wenig wert.</translation>
    </message>
    <message>
        <source>Pass: declaring is worth too little.</source>
        <translation type="vanished">Passen: ein eigenes Spiel ist zu wenig wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="98"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: {contract} lohnt sich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="100"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: ein eigenes Spiel lohnt sich.</translation>
    </message>
    <message>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation type="vanished">{card} und {other} drücken, um {contract} zu spielen.</translation>
    </message>
    <message>
        <source>{contract}: the only promising contract.</source>
        <translation type="vanished">{contract}: das einzige aussichtsreiche Spiel.</translation>
    </message>
    <message>
        <source>{action} is worth most against {contract}.</source>
        <translation type="vanished">{action} ist gegen {contract} am meisten wert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="112"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action} ist mehr wert als Weiterspielen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="187"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Nur Karten, die die Konventionen der Gegenspieler einhalten, wurden erwogen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="190"/>
        <source>Only cards keeping {rule} were considered.</source>
        <translation>Nur Karten, die {rule} einhalten, wurden erwogen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="198"/>
        <source>{tricks} tricks expected</source>
        <translation>{tricks} Stiche erwartet</translation>
    </message>
    <message>
        <source>worth {units} units</source>
        <translation type="vanished">{units} Einheiten wert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="205"/>
        <source>{units} units better than the next best</source>
        <translation>{units} Einheiten besser als die nächstbeste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="209"/>
        <source>playing on: {units} units</source>
        <translation>Weiterspielen: {units} Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="214"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="227"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>in {made} von {samples} Stichprobenrunden erfüllt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="231"/>
        <source>over {samples} sampled deals</source>
        <translation>über {samples} Stichprobenrunden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="234"/>
        <source>error: {error}</source>
        <translation>Fehler: {error}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="49"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="50"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="52"/>
        <source>all cards known</source>
        <translation>alle Karten bekannt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="54"/>
        <source>on what you could know</source>
        <translation>nach dem, was du wissen konntest</translation>
    </message>
</context>
<context>
    <name>ReviewDetails</name>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="37"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, what the card is worth to you (units), and ≈ the same on what you could know.</source>
        <translation>Auf jeder Karte, die du spielen konntest: die Stiche des Alleinspielers ab hier bei bestem Spiel aller, was die Karte für dich wert ist (Einheiten), und ≈ dasselbe nach dem, was du wissen konntest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="43"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to you (units).</source>
        <translation>Auf jeder Karte, die du spielen konntest: die Stiche des Alleinspielers ab hier bei bestem Spiel aller und was die Karte für dich wert ist (Einheiten).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="47"/>
        <source>On each card {name} could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to {name} (units).</source>
        <translation>Auf jeder Karte, die {name} spielen konnte: die Stiche des Alleinspielers ab hier bei bestem Spiel aller und was die Karte für {name} wert ist (Einheiten).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="56"/>
        <source>A card that breaks a convention is judged against the best card that keeps the conventions, on the two defenders&apos; result together.</source>
        <translation>Eine Karte, die eine Konvention bricht, wird an der besten Karte gemessen, die die Konventionen einhält, und zwar am gemeinsamen Ergebnis beider Gegenspieler.</translation>
    </message>
    <message>
        <source>With all cards known it cost {tricks} trick(s) and {units} units.</source>
        <translation type="vanished">Mit allen Karten bekannt kostete sie {tricks} Stich(e) und {units} Einheiten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="61"/>
        <source>With all cards known it cost {tricks} and {units} units.</source>
        <translation>Mit allen Karten bekannt kostete sie {tricks} und {units} Einheiten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="65"/>
        <source>Best keeping the conventions, with all cards known: {cards}.</source>
        <translation>Am besten unter Einhaltung der Konventionen, mit allen Karten bekannt: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="69"/>
        <source>Best with all cards known: {cards}.</source>
        <translation>Am besten mit allen Karten bekannt: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="73"/>
        <source>With all cards known the breach took {units} units from the partner.</source>
        <translation>Mit allen Karten bekannt nahm der Bruch dem Partner {units} Einheiten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="77"/>
        <source>On what you could know ({worlds} possible layouts) it cost {units} units.</source>
        <translation>Nach dem, was du wissen konntest ({worlds} mögliche Verteilungen), kostete sie {units} Einheiten.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="99"/>
        <source>Why the two figures differ: as the cards lay, the contract is made after this card, but it was made in only {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Warum die beiden Zahlen abweichen: so wie die Karten lagen, wird das Spiel nach dieser Karte gewonnen, aber nur in {pct}% der Verteilungen, die zu den Ansagen und zum Spielverlauf passen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="105"/>
        <source>Why the two figures differ: as the cards lay, the contract fails after this card, but it was made in {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Warum die beiden Zahlen abweichen: so wie die Karten lagen, geht das Spiel nach dieser Karte verloren, aber in {pct}% der Verteilungen, die zu den Ansagen und zum Spielverlauf passen, wurde es gewonnen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="110"/>
        <source>Why the two figures differ: the contract&apos;s fate is the same, but the layouts that fit the calls and the play share the tricks otherwise than the cards as they lay.</source>
        <translation>Warum die beiden Zahlen abweichen: das Spiel geht gleich aus, aber die Verteilungen, die zu den Ansagen und zum Spielverlauf passen, teilen die Stiche anders auf als die Karten, wie sie lagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="120"/>
        <source>You played {card}.</source>
        <translation>Du spieltest {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="123"/>
        <source>{name} played {card}.</source>
        <translation>{name} spielte {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="130"/>
        <source>Cards that kept it: {cards}.</source>
        <translation>Karten, die sie eingehalten hätten: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="147"/>
        <source>Signals</source>
        <translation>Signale</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="34"/>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="35"/>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="36"/>
        <source>Inaccuracy</source>
        <translation>Ungenau</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="37"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="38"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="39"/>
        <source>Unlucky</source>
        <translation>Pech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="48"/>
        <source>This game has no double-dummy goal: the card is not priced.</source>
        <translation>Dieses Spiel hat kein Ziel bei offenen Karten: die Karte wird nicht bewertet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="51"/>
        <source>Inaccuracy: it broke a convention, and a breach is never graded better than that.</source>
        <translation>Ungenau: sie brach eine Konvention, und ein Bruch wird nie besser bewertet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="55"/>
        <source>Best: no card would have done better.</source>
        <translation>Beste: keine Karte hätte mehr gebracht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="57"/>
        <source>Good: at most a unit from the best card.</source>
        <translation>Gut: höchstens eine Einheit hinter der besten Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="59"/>
        <source>Inaccuracy: it cost a little against the best card.</source>
        <translation>Ungenau: sie kostete etwas gegenüber der besten Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="61"/>
        <source>Mistake: it cost clearly against the best card.</source>
        <translation>Fehler: sie kostete deutlich gegenüber der besten Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="63"/>
        <source>Blunder: it cost a lot against the best card.</source>
        <translation>Grober Fehler: sie kostete viel gegenüber der besten Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="65"/>
        <source>Unlucky: right on what could be known, wrong as the cards lay.</source>
        <translation>Pech: richtig nach dem, was man wissen konnte, falsch, wie die Karten lagen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="74"/>
        <source>C1 broken: the partner&apos;s card was already winning the trick and it was taken from him.</source>
        <translation>C1 gebrochen: die Karte des Partners gewann den Stich schon, und er wurde ihm abgenommen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="78"/>
        <source>C1 broken: the partner was winning the trick, and the declarer could have taken it from him only with a card that would have beaten this one too.</source>
        <translation>C1 gebrochen: der Partner gewann den Stich, und der Alleinspieler hätte ihn ihm nur mit einer Karte abnehmen können, die auch diese geschlagen hätte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="82"/>
        <source>C1 broken: the partner was winning the trick and it was taken from him without need.</source>
        <translation>C1 gebrochen: der Partner gewann den Stich, und er wurde ihm ohne Not abgenommen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="86"/>
        <source>C2 broken: with the declarer playing last, the lead was not the top card held of the suit.</source>
        <translation>C2 gebrochen: der Alleinspieler spielte als Letzter, und ausgespielt wurde nicht die höchste Karte der Farbe auf der Hand.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="90"/>
        <source>C3 broken: with the declarer playing second, the lead was neither very high nor the lowest card held of the suit.</source>
        <translation>C3 gebrochen: der Alleinspieler spielte als Zweiter, und ausgespielt wurde weder eine sehr hohe noch die niedrigste Karte der Farbe auf der Hand.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="97"/>
        <source>{rule} broken.</source>
        <translation>{rule} gebrochen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="102"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit, so {cards} are not with you.</source>
        <translation>Du spieltest {card} nach C2 aus: es sagt, dass es deine höchste Karte der Farbe ist, also hast du {cards} nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="107"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit.</source>
        <translation>Du spieltest {card} nach C2 aus: es sagt, dass es deine höchste Karte der Farbe ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="110"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit, so {cards} are not with you.</source>
        <translation>Du spieltest {card} nach C3 aus: es sagt, dass es deine niedrigste Karte der Farbe ist, also hast du {cards} nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="115"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit.</source>
        <translation>Du spieltest {card} nach C3 aus: es sagt, dass es deine niedrigste Karte der Farbe ist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="118"/>
        <source>You led {card} by C3: a very high card.</source>
        <translation>Du spieltest {card} nach C3 aus: eine sehr hohe Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="123"/>
        <source>{name} led {card} by C2: it is the top card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} spielte {card} nach C2 aus: die höchste Karte der Farbe auf der Hand, also hat {name} {cards} nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="128"/>
        <source>{name} led {card} by C2: it is the top card held of the suit.</source>
        <translation>{name} spielte {card} nach C2 aus: die höchste Karte der Farbe auf der Hand.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="131"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} spielte {card} nach C3 aus: die niedrigste Karte der Farbe auf der Hand, also hat {name} {cards} nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="136"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit.</source>
        <translation>{name} spielte {card} nach C3 aus: die niedrigste Karte der Farbe auf der Hand.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="138"/>
        <source>{name} led {card} by C3: a very high card.</source>
        <translation>{name} spielte {card} nach C3 aus: eine sehr hohe Karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="149"/>
        <source>But the lead broke {rule}: what it told the partner was not true.</source>
        <translation>Aber das Ausspiel brach {rule}: was es dem Partner sagte, stimmte nicht.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="160"/>
        <source>Keeping the conventions cost {tricks} here with all cards known: the conventions trade tricks for information.</source>
        <translation>Die Konventionen einzuhalten kostete hier mit allen Karten bekannt {tricks}: die Konventionen tauschen Stiche gegen Information.</translation>
    </message>
    <message>
        <source>Keeping the conventions cost {n} trick(s) here with all cards known: the conventions trade tricks for information.</source>
        <translation type="vanished">Die Konventionen einzuhalten kostete hier mit allen Karten bekannt {n} Stich(e): die Konventionen tauschen Stiche gegen Information.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="168"/>
        <source>{rule} broken</source>
        <comment>the review&apos;s trick list</comment>
        <translation>{rule} gebrochen</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="123"/>
        <source>Review of the deal</source>
        <translation>Analyse der Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="50"/>
        <source>Values for every seat</source>
        <translation>Werte für jeden Platz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="51"/>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="52"/>
        <source>Play the deal again from this position, to try another card (practice, not scored).</source>
        <translation>Die Runde ab dieser Stellung noch einmal spielen, um eine andere Karte zu versuchen (Übung, wird nicht gewertet).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="125"/>
        <source>Back (←)</source>
        <translation>Zurück (←)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="126"/>
        <source>Forward (→)</source>
        <translation>Weiter (→)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="56"/>
        <source>Analysing…</source>
        <translation>Wird analysiert…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="57"/>
        <source>The deal and the calls</source>
        <translation>Die Karten und das Lizitieren</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="24"/>
        <source>Trick {n}: {cards}</source>
        <translation>Stich {n}: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="36"/>
        <source>{name}: {breach}</source>
        <translation>{name}: {breach}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="38"/>
        <source>The deal</source>
        <translation>Die ausgeteilten Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="27"/>
        <source>Step {i} of {n}: {name} — {action}, valued on the cards</source>
        <translation>Schritt {i} von {n}: {name} — {action}, bewertet auf den Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="34"/>
        <source>Step {i} of {n}: {name} — {action}</source>
        <translation>Schritt {i} von {n}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="52"/>
        <source>Tick “Values for every seat” to see this card judged.</source>
        <translation>Kreuze „Werte für jeden Platz“ an, um die Bewertung dieser Karte zu sehen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="61"/>
        <source>Analysing… card {done} of {total}</source>
        <translation>Wird analysiert… Karte {done} von {total}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="66"/>
        <source>Every card analysed.</source>
        <translation>Alle Karten analysiert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="71"/>
        <source>The analysis failed: {error}</source>
        <translation>Die Analyse ist fehlgeschlagen: {error}</translation>
    </message>
</context>
<context>
    <name>RussianReplayDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="113"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="114"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="115"/>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="135"/>
        <source>The deal</source>
        <translation>Die ausgeteilten Karten</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="140"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Schritt {i}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="149"/>
        <source>The cards could not be valued: {error}</source>
        <translation>Die Karten konnten nicht bewertet werden: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="151"/>
        <source>Valuing the cards with all hands known…</source>
        <translation>Die Karten werden mit allen offenen Händen bewertet…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="154"/>
        <source>A talon trick of raspasy: its cards are not valued.</source>
        <translation>Ein Stich mit einer Talonkarte beim Raspasy: seine Karten werden nicht bewertet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="160"/>
        <source>Tricks {name} takes from here after each card, all cards known: {values}</source>
        <translation>Stiche von {name} von hier an nach jeder Karte, alle Karten offen: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="163"/>
        <source>The declarer&apos;s tricks from here after each card, all cards known: {values}</source>
        <translation>Stiche des Alleinspielers von hier an nach jeder Karte, alle Karten offen: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="167"/>
        <source>{card} gave nothing away. Best: {best}.</source>
        <translation>{card} hat nichts verschenkt. Am besten: {best}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="170"/>
        <source>{card} gave away tricks: {n}. Best: {best}.</source>
        <translation>{card} hat Stiche verschenkt: {n}. Am besten: {best}.</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="64"/>
        <location filename="../prefgui/ui/window/save_guard.py" line="79"/>
        <source>Save elsewhere…</source>
        <translation>Anderswo speichern…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="65"/>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="91"/>
        <source>The game is saved again.</source>
        <translation>Das Spiel ist wieder gespeichert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="97"/>
        <source>Save the game in</source>
        <translation>Spiel speichern in</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="109"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Das Spiel ist nicht gespeichert: Die Züge seit dem letzten Speichern gehen verloren, wenn du jetzt beendest. Trotzdem beenden?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation type="vanished">
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
    <name>SheetDesk</name>
    <message>
        <location filename="../prefgui/ui/window/sheet_desk.py" line="113"/>
        <source>No deal has been finished yet.</source>
        <translation>Noch ist keine Runde zu Ende gespielt.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="42"/>
        <source>Customary compensation for C1: {offender} pays {partner} {amount} for the trick he took from him; settled with this deal.</source>
        <translation>Üblicher Ausgleich für C1: {offender} zahlt {partner} {amount} für den Stich, den er ihm abgenommen hat; mit diesem Spiel verrechnet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="46"/>
        <source>Customary compensation for C1: {offender} owes {partner} {amount} for the trick he took from him; not settled (the rule option “Settle the C1 compensation” is off).</source>
        <translation>Üblicher Ausgleich für C1: {offender} schuldet {partner} {amount} für den Stich, den er ihm abgenommen hat; nicht verrechnet (die Regeloption „C1-Ausgleich verrechnen“ ist aus).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="75"/>
        <source>Deal summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="80"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source> (hand)</source>
        <translation> (Hand)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="88"/>
        <source>Tricks — </source>
        <translation>Stiche — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="91"/>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="104"/>
        <source>No payments in this deal.</source>
        <translation>In dieser Runde gibt es keine Zahlungen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="107"/>
        <source>This deal: </source>
        <translation>Diese Runde: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="109"/>
        <source>Balances: </source>
        <translation>Gesamtstand: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="119"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="124"/>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="127"/>
        <source>Every card of this deal priced and graded</source>
        <translation>Jede Karte dieser Runde bewertet und benotet</translation>
    </message>
</context>
<context>
    <name>TableDesk</name>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="99"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Du bist dran: Zieh eine hervorgehobene Karte auf den Tisch oder doppelklicke sie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="102"/>
        <source>Your turn: choose on the table.</source>
        <translation>Du bist dran: Wähle auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="29"/>
        <source>Balance since the defence practice began (its own sheet; the game&apos;s balances wait unchanged).</source>
        <translation>Stand seit Beginn des Verteidigungstrainings (eigene Spielliste; die Stände der Partie warten unverändert).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="43"/>
        <source>Standing in whists if the pulka ended now (pool, mountain and whists settled).</source>
        <translation>Stand in Whists, wenn die Pulka jetzt endete (Pool, Berg und Whists abgerechnet).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="51"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stand seit Beginn der Partie (Plus gewonnen, Minus verloren).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="54"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Vor dieser Runde hat jeder {n} eingezahlt ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="116"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="327"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (französisches Blatt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="328"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (deutsches Blatt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="331"/>
        <source>red lattice</source>
        <translation>rotes Gitter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="332"/>
        <source>blue ornament</source>
        <translation>blaues Ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="333"/>
        <source>green damask</source>
        <translation>grüner Damast</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="334"/>
        <source>the deck&apos;s own back</source>
        <translation>Rückseite des Blatts</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 (clubs) to 4 (hearts), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation type="vanished">Das klassische Spiel Österreichs und Wiens. Alle zahlen in eine Kassa ein; geboten wird von 1 (Treff) bis 4 (Herz), und man kann Hand spielen, ohne den Talon. Der Alleinspieler nimmt den Talon, legt zwei Karten ab und muss 6 der 10 Stiche machen; jeder Gegenspieler entscheidet, ob er mitgeht oder aussteigt, und braucht 2 Stiche. Gezahlt wird an die Kassa und aus der Kassa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="15"/>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 ({clubs}) to 4 ({hearts}), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation>Das klassische Spiel Österreichs und Wiens. Alle zahlen in eine Kassa ein; geboten wird von 1 ({clubs}) bis 4 ({hearts}), und man kann Hand spielen, ohne den Talon. Der Alleinspieler nimmt den Talon, legt zwei Karten ab und muss 6 der 10 Stiche machen; jeder Gegenspieler entscheidet, ob er mitgeht oder aussteigt, und braucht 2 Stiche. Gezahlt wird an die Kassa und aus der Kassa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="22"/>
        <source>The Austrian game with four more contracts above the suits: misère (take no trick), slam (take all ten), and both again played open with the cards on the table. Played in Austria and the neighbouring countries as the livelier form of the game.</source>
        <translation>Das österreichische Spiel mit vier weiteren Spielen über den Farbspielen: Bettel (keinen Stich machen), Durchmarsch (alle zehn machen) und beide noch einmal offen, mit den Karten auf dem Tisch. Gespielt in Österreich und den Nachbarländern als die lebhaftere Form des Spiels.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="28"/>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 ({spades}) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation>Das Spiel Kroatiens, Serbiens, Bosniens und Sloweniens. Gespielt wird gegen den Uhrzeigersinn; es werden fünf Karten gegeben, dann der Talon, dann noch fünf. Geboten wird von 2 ({spades}) bis 7 (Durchmarsch); der Talon wird allen gezeigt. Jeder Gegenspieler braucht 2 Stiche, ein ausgestiegener Gegenspieler kann zurück eingeladen werden, und die Punkte gehen statt in eine Kassa auf eine gemeinsame Bank.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="40"/>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with {spades} as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation>Das Spiel der Donauschwaben im Banat und in Ungarn, nahe am Spiel des Westbalkans: Gebote 2 bis 7, aber beide Gegenspieler spielen immer mit. Der Alleinspieler braucht 6 Stiche, einen mehr mit {spades} als Trumpf und einen mehr bei einem Handspiel, und wird für jeden Stich über seinem Ziel bezahlt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="46"/>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once ({hearts} rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation>Das nordamerikanische Spiel vom Anfang des 20. Jahrhunderts. In einer ersten Runde darf jeder einmal eine höhere Trumpffarbe nennen (höchste Farbe: {hearts}); tut es keiner, bieten die Spieler Beträge für den Talon. Der Alleinspieler muss gegen die beiden anderen 6 von 10 Stichen machen; die Kassa zahlt den vorher vereinbarten Gewinn.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="52"/>
        <source>Russian Preferans as most Russian players know it (the pulka of Sochi). Bids climb from six {spades} to ten no trumps, with misère among them; the defenders whist or pass and write whists on the declarer. Made contracts go into the pool, failures onto the mountain; when every pool is full the pulka ends and is settled in whists. If all pass, raspasy are played for fewest tricks.</source>
        <translation>Russisches Preferans, wie es die meisten russischen Spieler kennen (die Pulka von Sotschi). Die Gebote steigen von sechs {spades} bis zehn ohne Trumpf, mit dem Bettel dazwischen; die Gegenspieler whisten oder passen und schreiben Whists auf den Alleinspieler. Gewonnene Spiele kommen in den Pool, verlorene auf den Berg; ist jeder Pool voll, endet die Pulka und wird in Whists abgerechnet. Passen alle, werden Raspasy auf möglichst wenige Stiche gespielt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="59"/>
        <source>Russian Preferans of Saint Petersburg (Leningradka): the Sochi game with every whist and every failure counted double, the gentleman&apos;s whist, a checked ten, pools that are not capped and raspasy with a hard exit at seven.</source>
        <translation>Russisches Preferans aus Sankt Petersburg (Leningradka): das Sotschi-Spiel mit doppelt gezählten Whists und Verlusten, dem Gentleman-Whist, einer geprüften Zehn, Pools ohne Deckel und Raspasy mit hartem Ausstieg bei sieben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="64"/>
        <source>Russian Preferans of Rostov: the Sochi game, but raspasy are written as whists (five a trick from the player with fewest tricks) and their trick price does not grow.</source>
        <translation>Russisches Preferans aus Rostow: das Sotschi-Spiel, aber Raspasy werden als Whists geschrieben (fünf je Stich von dem mit den wenigsten Stichen), und ihr Stichpreis steigt nicht.</translation>
    </message>
    <message>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 (spades) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation type="vanished">Das Spiel Kroatiens, Serbiens, Bosniens und Sloweniens. Gespielt wird gegen den Uhrzeigersinn; es werden fünf Karten gegeben, dann der Talon, dann noch fünf. Geboten wird von 2 (Pik) bis 7 (Durchmarsch); der Talon wird allen gezeigt. Jeder Gegenspieler braucht 2 Stiche, ein ausgestiegener Gegenspieler kann zurück eingeladen werden, und die Punkte gehen statt in eine Kassa auf eine gemeinsame Bank.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="35"/>
        <source>Preferánsz as played in Hungary: the Western Balkan rules (bids 2 to 7, the talon shown, a shared bank, play anticlockwise) with the Hungarian suits of acorns, leaves, bells and hearts.</source>
        <translation>Preferánsz, wie man es in Ungarn spielt: die Regeln des Westbalkans (Gebote 2 bis 7, der Talon wird gezeigt, eine gemeinsame Bank, gegen den Uhrzeigersinn) mit den ungarischen Farben Eichel, Laub, Schellen und Herz.</translation>
    </message>
    <message>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with spades as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation type="vanished">Das Spiel der Donauschwaben im Banat und in Ungarn, nahe am Spiel des Westbalkans: Gebote 2 bis 7, aber beide Gegenspieler spielen immer mit. Der Alleinspieler braucht 6 Stiche, einen mehr mit Pik als Trumpf und einen mehr bei einem Handspiel, und wird für jeden Stich über seinem Ziel bezahlt.</translation>
    </message>
    <message>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once (hearts rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation type="vanished">Das nordamerikanische Spiel vom Anfang des 20. Jahrhunderts. In einer ersten Runde darf jeder einmal eine höhere Trumpffarbe nennen (Herz ist die höchste); tut es keiner, bieten die Spieler Beträge für den Talon. Der Alleinspieler muss gegen die beiden anderen 6 von 10 Stichen machen; die Kassa zahlt den vorher vereinbarten Gewinn.</translation>
    </message>
</context>
</TS>
