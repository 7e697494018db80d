<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="46"/>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="58"/>
        <source>Forward ▶</source>
        <translation>Vpřed ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="82"/>
        <source>The deal</source>
        <translation>Rozdané karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="85"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Krok {i}: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Tři hráči, 32 karet (A K Q J 10 9 8 7 v každé barvě), každý dostane deset karet a dvě leží v talónu. Licitace rozhodne, kdo hraje sám proti zbylým dvěma a která barva je trumfová. Barvu je nutné přiznat; kdo nemůže, musí trumfovat, pokud může. Štych bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Tři hráči, 32 karet ({ranks} v každé barvě), každý dostane deset karet a dvě leží v talónu. Licitace rozhodne, kdo hraje sám proti zbylým dvěma a která barva je trumfová. Barvu je nutné přiznat; kdo nemůže, musí trumfovat, pokud může. Štych bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Rakouský preferans&lt;/h3&gt;&lt;p&gt;Nabídky 1 ♣, 2 ♠, 3 ♦, 4 ♥; každá hra z ruky (hraná bez talónu) je vyšší než každá obyčejná nabídka; srdce z ruky je &lt;i&gt;Préférence&lt;/i&gt;. Hráč, který sedí dříve, smí aktuální nabídku držet. Když první dva pasují, musí licitovat rozdávající. Hráč vezme talón, odhodí dvě karty a určí trumf nejméně tak vysoký jako jeho nabídka. Každý obránce pak buď brání (potřebuje 2 štychy), nebo vypadne.&lt;/p&gt;&lt;p&gt;Uhráno (6 štychů): bank platí 10. Prohráno: hráč platí 20 do banku. Obránce s méně než 2 štychy platí 10 do banku; obránce se 2 a více štychy dostane 1 od rozdávajícího. Hráč se může vzdát před první kartou: 3 každému obránci (5, když brání jen jeden).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ilustrovaný preferans&lt;/h3&gt;&lt;p&gt;Rakouská hra a k tomu betl (5: neudělat žádný štych), durch (6: udělat všech deset štychů), otevřený betl (7) a otevřený durch (8), všechny bez trumfů; otevřené hry se hrají s vyloženými kartami hráče. Každý obránce zaplatí hráči 10, 20, 30 nebo 40, když hru uhraje, u hry z ruky dvojnásobek, a stejně tolik dostane, když hráč prohraje. Betl končí prvním štychem hráče, durch jeho prvním ztraceným štychem.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Preferans západního Balkánu / maďarský preferánsz&lt;/h3&gt;&lt;p&gt;Nabídky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 durch; talón se ukáže. Základní hodnota B je číslo hry, +1 za hru z ruky, zdvojená flekem, rekontrou a refou. Uhráno: bank platí 20·B; prohráno: hráč platí 20·B. V barevných hrách platí obránce s méně než 2 štychy 10·B a hráč platí každému obránci 2·B za každý štych, který obránce vzal. Obránce, který vypadl, může být druhým obráncem pozván zpět: obrana pak potřebuje 4 štychy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Podunajskošvábský preferans&lt;/h3&gt;&lt;p&gt;Jako hra západního Balkánu, ale oba obránci hrají vždy. Hráč potřebuje 6 štychů, 7 s piky jako trumfy, ve hře z ruky o jeden víc. Každý obránce mu zaplatí číslo hry a k tomu jedna za každý štych navíc; když hráč prohraje, zaplatí každému obránci stejně tolik a k tomu jedna za každý chybějící štych. Stejné karty v talónu stojí hráče 2 pro rozdávajícího.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Americký preferans&lt;/h3&gt;&lt;p&gt;Každý hráč jednou buď jmenuje trumfovou barvu vyšší než všechny dříve jmenované (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), nebo pasuje; nejvyšší barva vyhrává a hraje se bez talónu. Když všichni pasují, může každý nabídnout částku za právo vzít si talón a určit trumf. Trumfovat se nemusí. Šest štychů vyhrává odměnu z banku; prohra stojí pokutu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Zvyklosti obránců&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: zbytečně nepřebíjej štych, který už bere tvůj spoluhráč. &lt;b&gt;C2&lt;/b&gt;: když hráč na tvůj výnos hraje poslední, vynes nejvyšší kartu, kterou v barvě máš. &lt;b&gt;C3&lt;/b&gt;: když hráč hraje druhý, vynes eso nebo krále, nebo svou nejnižší kartu v barvě.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="261"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="43"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="104"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="108"/>
        <source>Saved sessions</source>
        <translation>Uložené partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="50"/>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="51"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="143"/>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="52"/>
        <source>Review a deal…</source>
        <translation>Rozebrat rozdání…</translation>
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
        <translation>Rozebrat rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="112"/>
        <source>No deal of this session has been finished yet.</source>
        <translation>V této partii ještě není dohrané žádné rozdání.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="123"/>
        <source>Deal {n}: {declarer} {contract} — {outcome}</source>
        <translation>Rozdání {n}: {declarer} {contract} — {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="126"/>
        <source>Deal:</source>
        <translation>Rozdání:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Právě hranou partii nelze smazat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <source>Delete this saved session?</source>
        <translation>Smazat tuto uloženou partii?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>on</source>
        <translation>zapnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="40"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Austrian</source>
        <translation>Rakouský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="41"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Illustrated</source>
        <translation>Ilustrovaný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="42"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Western Balkan</source>
        <translation>Západobalkánský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="43"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Hungarian</source>
        <translation>Maďarský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="44"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>Danube Swabian</source>
        <translation>Podunajsko-švábský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="45"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>American</source>
        <translation>Americký</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="46"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Sochi</source>
        <translation>Ruský: Soči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="47"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Leningrad</source>
        <translation>Ruský: Leningrad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="48"/>
        <location filename="../prefgui/ui/words/texts.py" line="288"/>
        <source>Russian: Rostov</source>
        <translation>Ruský: Rostov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="51"/>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="53"/>
        <source>Talon</source>
        <translation>Talón</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="54"/>
        <source>Defence</source>
        <translation>Obrana</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="55"/>
        <source>Play</source>
        <translation>Sehrávka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="56"/>
        <source>Scoring</source>
        <translation>Počítání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="57"/>
        <source>Bonuses</source>
        <translation>Prémie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="58"/>
        <source>Defender conventions</source>
        <translation>Konvence obránců</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="33"/>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="34"/>
        <source>Club</source>
        <translation>Klubový hráč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="35"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="19"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="20"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="21"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="22"/>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="25"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="23"/>
        <source>Warn before the card</source>
        <translation>Varovat před kartou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="24"/>
        <source>Notes after the trick</source>
        <translation>Poznámky po štychu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="40"/>
        <source>{meaning} Default: {default}.</source>
        <translation>{meaning} Výchozí: {default}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="92"/>
        <source>Rules of this table…</source>
        <translation>Pravidla tohoto stolu…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="93"/>
        <source>The whole rules, written from the options chosen below.</source>
        <translation>Celá pravidla, sepsaná podle možností zvolených níže.</translation>
    </message>
    <message>
        <source>{meaning} Default: {default}. Rules: {ref}</source>
        <translation type="vanished">{meaning} Výchozí: {default}. Pravidla: {ref}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="64"/>
        <source>(default)</source>
        <translation>(výchozí)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Restore default rules</source>
        <translation>Obnovit výchozí pravidla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="80"/>
        <source>The bula every player starts a sheet with (bule and supe); the sheet is over when the bule reach zero together, and the next deal starts a new one.</source>
        <translation>Bula, se kterou každý hráč začíná arch (buly a supy); arch končí, když buly dohromady dosáhnou nuly, a další rozdání začne nový arch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="83"/>
        <source>Bula per player</source>
        <translation>Bula na hráče</translation>
    </message>
    <message>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation type="vanished">číslo nebo {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <source>a number or &quot;reward&quot;</source>
        <translation type="vanished">číslo nebo &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Players and stakes</source>
        <translation>Hráči a sázky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Cards and display</source>
        <translation>Karty a zobrazení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="73"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Změny pravidel platí od dalšího rozdání. Jiná varianta nebo počet hráčů zahájí novou partii; současná zůstane mezi uloženými partiemi.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Změny pravidel platí od dalšího rozdání; počet hráčů se změní až s novou partií.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="vanished">Obnovit výchozí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="79"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="115"/>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>default</source>
        <translation type="vanished">výchozí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="135"/>
        <source>In deal records: {name}</source>
        <translation>V záznamech rozdání: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="54"/>
        <source>Three at the table</source>
        <translation>Tři u stolu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="55"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Čtyři u stolu (rozdávající nehraje)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="58"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="106"/>
        <source>Strength</source>
        <translation>Síla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="110"/>
        <source>How well this computer player plays</source>
        <translation>Jak dobře tento počítačový hráč hraje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Your name</source>
        <translation>Tvoje jméno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Opponent {n}</source>
        <translation>Soupeř {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="63"/>
        <source>Pot contribution (units per player)</source>
        <translation>Vklad do banku (jednotek na hráče)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="65"/>
        <source>One unit is worth</source>
        <translation>Jedna jednotka má hodnotu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="68"/>
        <source>none: the settlement in whists only</source>
        <translation>žádná: vyúčtování jen ve vistech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="69"/>
        <source>What one whist is worth in money, such as {price}; the end of a pulka then settles in money too.</source>
        <translation>Kolik má jeden vist v penězích, třeba {price}; konec pulky se pak vyúčtuje i v penězích.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="73"/>
        <source>Price of a whist</source>
        <translation>Cena vistu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="77"/>
        <source>{n} each</source>
        <translation>{n} pro každého</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="78"/>
        <source>no end (from zero)</source>
        <translation>bez konce (od nuly)</translation>
    </message>
    <message>
        <source>The bula every player starts the paper sheet with (bule and supe); the game is over when the bule reach zero together, and the next deal starts a new sheet.</source>
        <translation type="vanished">Bula, se kterou každý hráč začíná na papírovém zápisu (buly a supy); hra končí, když buly dohromady dosáhnou nuly, a další rozdání začne nový zápis.</translation>
    </message>
    <message>
        <source>Game to a bula of</source>
        <translation type="vanished">Hra na bulu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="46"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="120"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="51"/>
        <source>Card back</source>
        <translation>Rub karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="52"/>
        <source>Preview</source>
        <translation>Náhled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="59"/>
        <source>Animation speed</source>
        <translation>Rychlost animací</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="66"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Pauza po dokončeném štychu (sekundy)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="69"/>
        <source>Coach</source>
        <translation>Trenér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="71"/>
        <source>In the Russian game the coach gives no notes on the defenders&apos; conventions (C1–C3 belong to the European game); the hint (H) shows the Expert&apos;s choice, why, and the whists or tricks it expects of every option.</source>
        <translation>V ruské hře trenér nedává poznámky ke konvencím obránců (C1–C3 patří k evropské hře); rada (H) ukáže volbu Experta, její důvod a visty nebo štychy, které čeká od každé možnosti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="76"/>
        <source>Notes on your partner&apos;s leads (C2, C3)</source>
        <translation>Poznámky k výnosům tvého spoluhráče (C2, C3)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="123"/>
        <source>System default</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="84"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="127"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="176"/>
        <source>{option}: {problem}</source>
        <translation>{option}: {problem}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="122"/>
        <source>Price of a whist: write a plain number such as {price} or 5, or leave it empty.</source>
        <translation>Cena vistu: napište prosté číslo, třeba {price} nebo 5, nebo nechte prázdné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="128"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Tato pravidla nelze hrát společně: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="45"/>
        <location filename="../prefgui/ui/table/history.py" line="133"/>
        <source>hand</source>
        <translation>z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>pot</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="43"/>
        <source>Stalingrad: {names} whist</source>
        <translation>Stalingrad: {names} vistují</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="47"/>
        <source>checked ten</source>
        <translation>kontrolovaná desítka</translation>
    </message>
    <message>
        <source>{name} writes off {points}</source>
        <translation type="vanished">{name} odepisuje {points}</translation>
    </message>
    <message>
        <source>{name} helps {other}: {points}</source>
        <translation type="vanished">{name} pomáhá hráči {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="106"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="186"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="202"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Dealer</source>
        <translation>Rozdávající</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Declarer</source>
        <translation>Aktér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Contract</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Whist calls</source>
        <translation>Visty a pasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="70"/>
        <source>Outcome</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="74"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="71"/>
        <source>{name} tricks</source>
        <translation>Štychy: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="60"/>
        <source>{name}: {points} written off</source>
        <translation>{name}: {points} odepsáno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="63"/>
        <source>Help {name} → {other}: {points}</source>
        <translation>Pomoc {name} → {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="72"/>
        <source>{name} this deal</source>
        <translation>{name} v rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="73"/>
        <source>{name} in all</source>
        <translation>{name} celkem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Raspasy in a row</source>
        <translation>Raspasy za sebou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Help and write-off</source>
        <translation>Pomoc a odpis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>help</source>
        <translation>pomoc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>written off</source>
        <translation>odepsáno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="111"/>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="112"/>
        <source>Each figure is the running total after that entry, as players write it on paper.</source>
        <translation>Každé číslo je průběžný součet po tomto zápisu, jak ho hráči píšou na papír.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Deals</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="57"/>
        <source>Each player&apos;s bule in the middle of his part (lower is better; a bula is ten units) and beside them the supe he wrote against each opponent (a supa is one unit). Old figures are struck through; a triangle is a refa, filled once played.</source>
        <translation>Uprostřed každé části buly hráče (méně je lépe; jedna bula je deset jednotek) a vedle nich supy, které napsal proti každému soupeři (jedna supa je jedna jednotka). Stará čísla jsou přeškrtnutá; trojúhelník je refa, vyplněná, jakmile se zahrála.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="105"/>
        <source>bule</source>
        <translation>buly</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="108"/>
        <source>{name}: bule</source>
        <translation>{name}: buly</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="115"/>
        <source>{name}: supe against {other}</source>
        <translation>{name}: supy proti {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="149"/>
        <source>start</source>
        <translation>začátek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="150"/>
        <source>deal {n}</source>
        <translation>rozdání {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="167"/>
        <source>A refa, not played yet</source>
        <translation>Refa, dosud nezahraná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="169"/>
        <source>A refa, played in deal {n}</source>
        <translation>Refa, zahraná v rozdání {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="160"/>
        <source>Sheet {n} (deals {first}–{last})</source>
        <translation>Arch {n} (rozdání {first}–{last})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="163"/>
        <source>Sheet {n}</source>
        <translation>Arch {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="181"/>
        <source>Sheet over after deal {n}: the bule reached zero together.</source>
        <translation>Arch skončil po rozdání {n}: buly dohromady dosáhly nuly.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="184"/>
        <source>Played to a bula of {bula} each: the sheet ends when the bule reach zero together (now {sum}).</source>
        <translation>Hraje se na bulu {bula} pro každého: arch končí, když buly dohromady dosáhnou nuly (teď {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <source>Settlement if the sheet ended now</source>
        <translation>Vyúčtování, kdyby arch skončil teď</translation>
    </message>
    <message>
        <source>Game {n} (deals {first}–{last})</source>
        <translation type="vanished">Hra {n} (rozdání {first}–{last})</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation type="vanished">Hra {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="178"/>
        <source>No end agreed: the bule start at zero. Settings → Players and stakes sets the bula a game is played to.</source>
        <translation>Konec nedohodnut: buly začínají od nuly. Nastavení → Hráči a sázky určuje bulu, na kterou se hraje.</translation>
    </message>
    <message>
        <source>Game over after deal {n}: the bule reached zero together.</source>
        <translation type="vanished">Hra skončila po rozdání {n}: buly dohromady dosáhly nuly.</translation>
    </message>
    <message>
        <source>Played to a bula of {bula} each: the game ends when the bule reach zero together (now {sum}).</source>
        <translation type="vanished">Hraje se na bulu {bula} pro každého: hra končí, když buly dohromady dosáhnou nuly (teď {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Settlement</source>
        <translation>Vyúčtování</translation>
    </message>
    <message>
        <source>Settlement if the game ended now</source>
        <translation type="vanished">Vyúčtování, kdyby hra skončila teď</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Bula</source>
        <translation>Bula</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe written</source>
        <translation>Napsané supy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe against</source>
        <translation>Supy proti němu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="206"/>
        <source>A result is ten units for each bula below the players&apos; average, plus the supe written, less the supe against: the ledger&apos;s balances with the bank shared equally.</source>
        <translation>Výsledek je deset jednotek za každou bulu pod průměrem hráčů, plus napsané supy, minus supy proti němu: zůstatky zápisu s bankem rozděleným rovným dílem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="170"/>
        <source>Pool of {size}</source>
        <translation>Pulja do {size}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="171"/>
        <source>Deals played: {n}</source>
        <translation>Odehraná rozdání: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="173"/>
        <source>Raspasy in a row: {n}, a trick now costs {price}</source>
        <translation>Raspasy za sebou: {n}, štych teď stojí {price}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="176"/>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The pulka is over</source>
        <translation>Pulka skončila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Pool</source>
        <translation>Pulja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Mountain</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists written</source>
        <translation>Napsané visty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists on him</source>
        <translation>Visty na něj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <source>Result in whists</source>
        <translation>Výsledek ve vistech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="49"/>
        <source>In money</source>
        <translation>V penězích</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="52"/>
        <source>&lt;b&gt;Settlement&lt;/b&gt;: the pulka is over after deal {n}.</source>
        <translation>&lt;b&gt;Vyúčtování&lt;/b&gt;: pulka skončila po rozdání {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="55"/>
        <source>&lt;b&gt;Standing&lt;/b&gt; after deal {n}, as if the pulka ended now.</source>
        <translation>&lt;b&gt;Stav&lt;/b&gt; po rozdání {n}, jako by pulka skončila teď.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="84"/>
        <source>Set a price per whist in Settings (Players and stakes) to see the settlement in money.</source>
        <translation>Nastavte cenu vistu v Nastavení (Hráči a sázky) a uvidíte vyúčtování v penězích.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="87"/>
        <source>One whist is worth {price}.</source>
        <translation>Jeden vist stojí {price}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="75"/>
        <source>{name} paid/won</source>
        <translation>Zisk/ztráta: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="76"/>
        <source>{pot} after</source>
        <translation>{pot} po rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="77"/>
        <source>{name} balance</source>
        <translation>Stav: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="66"/>
        <source>{reached} of {defences}</source>
        <translation>{reached} z {defences}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Contracts</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Made</source>
        <translation>Uhráno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Defended</source>
        <translation>Bráněno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Quota reached</source>
        <translation>Povinné štychy splněny</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="76"/>
        <source>Your convention breaches</source>
        <translation>Tvoje porušení konvencí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="150"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dvojklikem na rozdání zobrazíš jeho shrnutí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="151"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="192"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="223"/>
        <source>Replay this deal</source>
        <translation>Přehrát toto rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="193"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="225"/>
        <source>Review this deal</source>
        <translation>Rozebrat toto rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="154"/>
        <source>Export ledger (CSV)…</source>
        <translation>Exportovat zápis (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="154"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="155"/>
        <source>Export deal records…</source>
        <translation>Exportovat záznamy rozdání…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Payments</source>
        <translation>Platby</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Chart</source>
        <translation>Graf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="139"/>
        <source>In units</source>
        <translation>V jednotkách</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="140"/>
        <source>Bule and supe</source>
        <translation>Buly a supy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="104"/>
        <source>No payments.</source>
        <translation>Žádné platby.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>Pot</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="208"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="173"/>
        <source>Export ledger</source>
        <translation>Exportovat zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="209"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="217"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="180"/>
        <source>Export deal records</source>
        <translation>Exportovat záznamy rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="219"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="182"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Záznamy rozdání (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="227"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="228"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Could not write the file: {error}</source>
        <translation>Soubor se nepodařilo zapsat: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Leaves</source>
        <translation>Listy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Acorns</source>
        <translation>Žaludy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Bells</source>
        <translation>Kule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Hearts</source>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Zöld</source>
        <translation>Listy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Makk</source>
        <translation>Žaludy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Tök</source>
        <translation>Kule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Piros</source>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Spades</source>
        <translation>Piky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Clubs</source>
        <translation>Kříže</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Diamonds</source>
        <translation>Kára</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="82"/>
        <source>J</source>
        <comment>jack, card index</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="82"/>
        <source>Q</source>
        <comment>queen, card index</comment>
        <translation>Q</translation>
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
        <translation>Spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ober</source>
        <translation>Svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>King</source>
        <translation>Král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ace</source>
        <translation>Eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="57"/>
        <source>Four at the table: the dealer of each deal sits out, and the other three get ten cards each from 32 ({ranks} in each suit); two go to the talon.</source>
        <translation>Čtyři u stolu: rozdávající v každé hře vynechává a ostatní tři dostanou po deseti z 32 karet ({ranks} v každé barvě); dvě jdou do talónu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="61"/>
        <source>Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon.</source>
        <translation>Tři hráči, 32 karet ({ranks} v každé barvě), každý dostane deset karet a dvě leží v talónu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="63"/>
        <source>The auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Licitace rozhodne, kdo hraje sám proti ostatním dvěma a která barva je trumf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>Follow suit if you can; otherwise you must trump if you can.</source>
        <translation>Přiznávej barvu, pokud můžeš; jinak musíš trumfovat, pokud můžeš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="68"/>
        <source>Follow suit if you can; otherwise you may play any card: you never have to trump.</source>
        <translation>Přiznávej barvu, pokud můžeš; jinak smíš hrát libovolnou kartu: trumfovat nikdy nemusíš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="70"/>
        <source>You must also beat the card winning the trick whenever you can.</source>
        <translation>Navíc musíš přebít kartu, která štych právě bere, kdykoli můžeš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>The highest trump wins the trick, else the highest card of the suit led.</source>
        <translation>Štych bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="81"/>
        <source>If the first two pass, the third player must bid (the dealer sits out).</source>
        <translation>Když první dva pasují, musí licitovat třetí hráč (rozdávající vynechává).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="83"/>
        <source>If the first two pass, the dealer must bid.</source>
        <translation>Když první dva pasují, musí licitovat rozdávající.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="84"/>
        <source>If everybody passes, the cards are dealt again.</source>
        <translation>Když všichni pasují, rozdává se znovu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Rakouský preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="91"/>
        <source>Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;.</source>
        <translation>Nabídky 1 ♣, 2 ♠, 3 ♦, 4 ♥; každá hra z ruky (hraná bez talónu) je vyšší než každá obyčejná nabídka; srdce z ruky je &lt;i&gt;Préférence&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="93"/>
        <source>An earlier seat may hold the current bid.</source>
        <translation>Hráč, který sedí dříve, smí aktuální nabídku držet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="94"/>
        <source>Every bid must be higher than the one before.</source>
        <translation>Každá nabídka musí být vyšší než ta předchozí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="96"/>
        <source>The declarer takes the talon, discards two cards and names trumps at least as high as his bid.</source>
        <translation>Aktér vezme talón, odhodí dvě karty a určí trumf nejméně tak vysoký jako jeho nabídka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="98"/>
        <source>He shows the talon to the defenders first.</source>
        <translation>Předtím ukáže talón obráncům.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="99"/>
        <source>Each defender then defends (needs 2 tricks) or drops out.</source>
        <translation>Každý obránce pak buď brání (potřebuje 2 štychy), nebo nehraje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="100"/>
        <source>If the first drops out, the second may invite him back: the defence then needs 4 tricks together.</source>
        <translation>Když první nehraje, může ho druhý pozvat zpět do hry: obrana pak potřebuje dohromady 4 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="104"/>
        <source>Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).</source>
        <translation>Uhráno (6 štychů): bank platí 10. Prohráno: aktér platí 20 do banku. Obránce s méně než 2 štychy platí 10 do banku; obránce se 2 a více štychy dostane 1 od rozdávajícího. Aktér se může vzdát před první kartou: 3 každému obránci (5, když brání jen jeden).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="108"/>
        <source>Every payment is multiplied by the contract&apos;s number (1 to 4).</source>
        <translation>Každá platba se násobí číslem hry (1 až 4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="117"/>
        <source>The Austrian game plus misère (5: take no trick) and slam (6), both without trumps.</source>
        <translation>Rakouská hra a k tomu betl (5: neudělat žádný štych) a durch (6), obojí bez trumfů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="119"/>
        <source>The slam is made by winning six tricks in a row anywhere in the deal.</source>
        <translation>Durch je uhrán, když hráč udělá šest štychů po sobě kdekoli ve hře.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="121"/>
        <source>The slam is made by winning the first six tricks.</source>
        <translation>Durch je uhrán, když hráč udělá prvních šest štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="122"/>
        <source>Each defender pays the declarer 10 or 20 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick.</source>
        <translation>Každý obránce zaplatí aktérovi 10 nebo 20, když hru uhraje, u hry z ruky dvojnásobek, a stejně tolik dostane, když aktér prohraje. Betl končí prvním štychem aktéra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="126"/>
        <source>The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up.</source>
        <translation>Rakouská hra a k tomu betl (5: neudělat žádný štych), durch (6: udělat všech deset štychů), otevřený betl (7) a otevřený durch (8), všechny bez trumfů; otevřené hry se hrají s vyloženými kartami aktéra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="130"/>
        <source>Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.</source>
        <translation>Každý obránce zaplatí aktérovi 10, 20, 30 nebo 40, když hru uhraje, u hry z ruky dvojnásobek, a stejně tolik dostane, když aktér prohraje. Betl končí prvním štychem aktéra, durch jeho prvním ztraceným štychem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="133"/>
        <source>In misère and slam the two defenders together may concede the contract without play.</source>
        <translation>V betlu a durchu se oba obránci mohou společně vzdát a přenechat hráči hru bez hraní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="135"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ilustrovaný preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="136"/>
        <source>Contracts 1 to 4 are played as in the Austrian game.</source>
        <translation>Hry 1 až 4 se hrají jako v rakouské hře.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="144"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam.</source>
        <translation>Nabídky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 durch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="145"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps).</source>
        <translation>Nabídky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 bez trumfů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="146"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 the one-trick game (exactly one trick), 9 slam.</source>
        <translation>Nabídky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 bez trumfů, 8 hra na jeden štych (právě jeden štych), 9 durch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="148"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 slam.</source>
        <translation>Nabídky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 bez trumfů, 8 durch.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="150"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl (misère), 7 sans (no trumps), 8 preferans (slam).</source>
        <translation>Nabídky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 bez trumfů, 8 preferans (durch).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="161"/>
        <source>Each defender may say contra before the play, and the declarer may answer with recontra: each doubles what is paid between them.</source>
        <translation>Každý obránce smí před hrou dát flek a aktér smí odpovědět rekontrou: každé z nich zdvojí, co si mezi sebou platí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="164"/>
        <source>Contra, recontra, subcontra and mortcontra each double the base value.</source>
        <translation>Flek, re, subkontra a mortkontra každá zdvojí základní hodnotu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="166"/>
        <source>Contra and recontra each double the base value.</source>
        <translation>Flek a re každá zdvojí základní hodnotu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="167"/>
        <source>Contra is allowed only in suit and sans contracts.</source>
        <translation>Flek je dovolen jen v barevných hrách a hrách bez trumfů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="169"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Proti pikům musí obránce, který hraje, dát flek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="172"/>
        <source>A defender may say contra instead of defending: his partner then plays with him, and together they need 5 tricks.</source>
        <translation>Obránce smí místo bránění dát flek: spoluhráč pak hraje s ním a dohromady potřebují 5 štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="179"/>
        <source>In suit and sans contracts</source>
        <translation>V barevných hrách a hrách bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="180"/>
        <source>In suit contracts</source>
        <translation>V barevných hrách</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="181"/>
        <source>{contracts} a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took.</source>
        <translation>{contracts} platí obránce s méně než 2 štychy 10·B a aktér platí každému obránci 2·B za každý štych, který obránce vzal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="184"/>
        <source>Two defenders who take 4 tricks together pay nothing.</source>
        <translation>Dva obránci, kteří spolu vezmou 4 štychy, neplatí nic.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="189"/>
        <source>When everybody passes, each player gets a refa mark; a declarer who holds one doubles the base value and uses the mark up.</source>
        <translation>Když všichni pasují, dostane každý hráč refu; aktér, který ji má, zdvojí základní hodnotu a refu spotřebuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="192"/>
        <source>Nobody holds more than {n} unused marks.</source>
        <translation>Nikdo nemá víc než {n} nespotřebovaných ref.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="194"/>
        <source>A session gives at most {n} rounds of refa marks.</source>
        <translation>Partie dává nejvýš {n} kol ref.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="196"/>
        <source>The declarer leads to the first trick.</source>
        <translation>Na první štych vynáší aktér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="197"/>
        <source>The forehand leads to the first trick.</source>
        <translation>Na první štych vynáší forhont.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="198"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Preferans západního Balkánu / maďarský preferánsz&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="199"/>
        <source>The talon is shown to everybody.</source>
        <translation>Talón se ukáže všem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="200"/>
        <source>The talon is not shown.</source>
        <translation>Talón se neukazuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="202"/>
        <source>The base value B is the contract&apos;s number, +1 for hand.</source>
        <translation>Základní hodnota B je číslo hry, +1 za hru z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="204"/>
        <source>Made: the bank pays 20·B; failed: the declarer pays 20·B.</source>
        <translation>Uhráno: bank platí 20·B; prohráno: aktér platí 20·B.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="206"/>
        <source>A defender who dropped out may be invited by the other: the defence then needs 4 tricks.</source>
        <translation>Obránce, který nehraje, může být druhým obráncem pozván zpět: obrana pak potřebuje 4 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="212"/>
        <source>A hand contract is worth one more.</source>
        <translation>Hra z ruky má hodnotu o jednu vyšší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="213"/>
        <source>Equal talon cards cost the declarer {n} to the dealer.</source>
        <translation>Za stejné karty v talónu zaplatí aktér rozdávajícímu {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="215"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Podunajskošvábský preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="216"/>
        <source>Both defenders always play.</source>
        <translation>Oba obránci hrají vždy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="217"/>
        <source>The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick.</source>
        <translation>Aktér potřebuje 6 štychů, 7 s piky jako trumfy, ve hře z ruky o jeden víc. Každý obránce mu zaplatí číslo hry a k tomu jedna za každý štych navíc; když aktér prohraje, zaplatí každému obránci stejně tolik a k tomu jedna za každý chybějící štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="224"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Americký preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="225"/>
        <source>Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. Six tricks win the reward from the pot; failing costs the penalty.</source>
        <translation>Každý hráč jednou buď jmenuje trumfovou barvu vyšší než všechny dříve jmenované (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), nebo pasuje; nejvyšší barva vyhrává a hraje se bez talónu. Když všichni pasují, může každý nabídnout částku za právo vzít si talón a určit trumf. Šest štychů vyhrává odměnu z banku; prohra stojí pokutu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="237"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead one of the two highest cards still out, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: když aktér hraje druhý, vynes jednu ze dvou nejvyšších karet, které ještě nepadly, nebo svou nejnižší kartu v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="240"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or a king, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: když aktér hraje druhý, vynes eso nebo krále, nebo svou nejnižší kartu v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="243"/>
        <source>They are advice: the coach points out a breach, and nobody pays for one.</source>
        <translation>Jsou to rady: trenér na porušení upozorní a nikdo za ně neplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="245"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and the customary compensation to the partner is shown with the deal.</source>
        <translation>Jsou povinností férové hry: porušení se zapíše do listu a obvyklé odškodnění spoluhráči se ukáže u hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="248"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and a trick taken from the partner against C1 costs the customary compensation.</source>
        <translation>Jsou povinností férové hry: porušení se zapíše do listu a štych vzatý spoluhráči proti C1 stojí obvyklé odškodnění.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="250"/>
        <source>C1 is a law of the game: you may not take a trick your partner is winning once the declarer has played to it.</source>
        <translation>C1 je pravidlo hry: nesmíš vzít štych, který bere tvůj spoluhráč, když už do něj aktér přidal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="253"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Konvence obránců&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="254"/>
        <source>&lt;b&gt;C1&lt;/b&gt;: do not needlessly overtake a trick your partner is already winning.</source>
        <translation>&lt;b&gt;C1&lt;/b&gt;: zbytečně nepřebíjej štych, který už bere tvůj spoluhráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="255"/>
        <source>&lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit.</source>
        <translation>&lt;b&gt;C2&lt;/b&gt;: když aktér na tvůj výnos hraje poslední, vynes nejvyšší kartu, kterou v barvě máš.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="vanished">{rank} ({suit})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>Sans</source>
        <translation>Bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>One trick</source>
        <translation>Jeden štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <location filename="../prefgui/ui/words/texts.py" line="112"/>
        <source>Misère</source>
        <translation>Betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="115"/>
        <source>{level} no trumps</source>
        <translation>{level} bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <source>Not whisted</source>
        <translation>Bez vistu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Half-whist</source>
        <translation>Půl vistu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Without three</source>
        <translation>Bez tří</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <source>Raspasy (all passed)</source>
        <translation>Raspasy (všichni pas)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="33"/>
        <source>whist</source>
        <translation>vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="33"/>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="34"/>
        <source>half-whist</source>
        <translation>půl vistu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played open</source>
        <translation>hraje se otevřeně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played closed</source>
        <translation>hraje se zavřeně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <source>Slam</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open misère</source>
        <translation>Otevřený betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open slam</source>
        <translation>Otevřený durch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="105"/>
        <source>Slam (six in a row)</source>
        <translation>Durch (šest za sebou)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (♥ z ruky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (srdce z ruky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="128"/>
        <source>{bid} hand</source>
        <translation>{bid} z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="134"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="136"/>
        <source>Hold</source>
        <translation>Držím</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="146"/>
        <source>Offer {n}</source>
        <translation>Nabídnout {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="150"/>
        <source>Discard {first} and {second}</source>
        <translation>Odhodit {first} a {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Defend</source>
        <translation>Bránit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Drop out</source>
        <translation>Nehrát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Invite partner</source>
        <translation>Pozvat spoluhráče</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="153"/>
        <location filename="../prefgui/ui/words/texts.py" line="234"/>
        <source>Contra</source>
        <translation>Flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="153"/>
        <source>Recontra</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="153"/>
        <source>Concede</source>
        <translation>Vzdát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Announce: no aces</source>
        <translation>Ohlásit: žádné eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Here</source>
        <comment>Russian: здесь</comment>
        <translation>Zde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Whist</source>
        <translation>Vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <source>Lay down (open)</source>
        <translation>Vyložit (otevřeně)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="157"/>
        <source>Play closed</source>
        <translation>Hrát zavřeně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="166"/>
        <source>No trick quota here: together you try to make the declarer take a trick.</source>
        <translation>Tady nejsou povinné štychy: spolu se snažíte, aby aktér vzal štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="168"/>
        <source>No trick quota here: together you try to keep the declarer from winning six tricks in a row.</source>
        <translation>Tady nejsou povinné štychy: spolu se snažíte, aby aktér nevzal šest štychů po sobě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="171"/>
        <source>No trick quota here: one trick for either of you beats the slam.</source>
        <translation>Tady nejsou povinné štychy: jeden štych, tvůj nebo spoluhráčův, hru srazí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="173"/>
        <source>No trick quota here: the declarer must take exactly one trick; together you try to leave him none or give him a second.</source>
        <translation>Tady nejsou povinné štychy: aktér musí vzít právě jeden štych; spolu se snažíte, aby nevzal žádný, nebo aby vzal druhý.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="175"/>
        <source>No trick quota here: together you try to keep the declarer below {n} tricks.</source>
        <translation>Tady nejsou povinné štychy: spolu se snažíte, aby aktér vzal méně než {n} štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="190"/>
        <source>Play against the declarer.</source>
        <translation>Hraješ proti aktérovi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="192"/>
        <source>Play against the declarer: you need 2 tricks, or 4 together with your partner.</source>
        <translation>Hraješ proti aktérovi: potřebuješ 2 štychy, nebo 4 dohromady se spoluhráčem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="195"/>
        <source>Bring your partner back in: you play together, for you.</source>
        <translation>Vrátíš spoluhráče do hry: hrajete spolu, na tvůj účet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="198"/>
        <source>Double the stakes: your partner joins you, and together you need 5 tricks, or you pay the defence&apos;s penalty.</source>
        <translation>Zdvojíš sázku: spoluhráč hraje s tebou a dohromady potřebujete 5 štychů, jinak platíš pokutu obrany.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="201"/>
        <source>Double the stakes: you expect the declarer to fail.</source>
        <translation>Zdvojíš sázku: čekáš, že aktér prohraje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="203"/>
        <source>Give the declarer his contract without play; it counts only if your partner concedes too.</source>
        <translation>Přenecháš aktérovi hru bez hraní; platí to jen tehdy, když se vzdá i tvůj spoluhráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="206"/>
        <source>Stay out of the auction for good.</source>
        <translation>Do licitace už nevstoupíš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="207"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Držíš aktuální nabídku: tvé místo má přednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="208"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Hraješ proti aktérovi: potřebuješ 2 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="209"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>V tomto rozdání nehraješ: žádný vklad, žádné riziko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="210"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Vrátíš spoluhráče do hry: obrana potřebuje 4 štychy, na tvůj účet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="211"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Zdvojit: čekáš, že aktér prohraje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="212"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Znovu zdvojit: svou hru určitě uhraješ.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="213"/>
        <source>Give up the contract without play.</source>
        <translation>Vzdáš hru bez hraní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="214"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nemáš žádné eso: každý soupeř ti zaplatí 10, nebo ty jemu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="219"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Hra z ruky: hraješ bez talónu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="220"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Vezmeš si talón a odhodíš dvě karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="222"/>
        <source>Your contract: at least your bid.</source>
        <translation>Tvoje hra: nejméně tvoje nabídka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="224"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Tato barva bude trumf: potřebuješ 6 štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="226"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Zaplatíš do banku za právo určit trumf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Defending</source>
        <translation>Brání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Out</source>
        <translation>Mimo hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Inviting</source>
        <translation>Zve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Invited</source>
        <translation>Pozvaný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="234"/>
        <source>Sits out</source>
        <translation>Nehraje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Conceding</source>
        <translation>Vzdává</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Whisting</source>
        <translation>Vistuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Passed</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Catching</source>
        <translation>Chytá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Raspasy</source>
        <translation>Raspasy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="241"/>
        <source>tricks: {n}</source>
        <translation>štychy: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract made</source>
        <translation>Hra uhrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract failed</source>
        <translation>Hra prohrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Declarer conceded</source>
        <translation>Aktér se vzdal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Both defenders dropped out</source>
        <translation>Oba obránci nehráli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>Everybody passed</source>
        <translation>Všichni pasovali</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>In progress</source>
        <translation>Probíhá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="132"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vezmi si talón: vyber dvě karty k odhození</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="105"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Odhodit tyto dvě ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="106"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klikni na karty nebo je přetáhni nahoru na místo pro odhoz; svou volbu můžeš kdykoli změnit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Let the play go on.</source>
        <translation>Nechat hru pokračovat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The deal is over</source>
        <translation>Rozdání skončilo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="191"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="221"/>
        <location filename="../prefgui/ui/table/panel.py" line="169"/>
        <source>Deal summary</source>
        <translation>Shrnutí rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="38"/>
        <source>The others passed: as the last player in the auction you must bid (the dealer sits out). The lowest bid is enough.</source>
        <translation>Ostatní pasovali: jako poslední v licitaci musíš licitovat (rozdávající vynechává). Stačí nejnižší nabídka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="40"/>
        <source>The others passed: as the dealer you must bid. The lowest bid is enough.</source>
        <translation>Ostatní pasovali: jako rozdávající musíš licitovat. Stačí nejnižší nabídka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="170"/>
        <source>Next deal</source>
        <translation>Další rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="184"/>
        <source>Accept the claim</source>
        <translation>Přijmout nárok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="185"/>
        <source>Play on</source>
        <translation>Hrát dál</translation>
    </message>
    <message>
        <source>The remaining cards are played as claimed.</source>
        <translation type="vanished">Zbývající karty se odehrají tak, jak zní nárok.</translation>
    </message>
    <message>
        <source>The cards are played out trick by trick.</source>
        <translation type="vanished">Karty se dohrají štych po štychu.</translation>
    </message>
    <message>
        <source>The remaining cards are played out as claimed.</source>
        <translation type="vanished">Zbývající karty se dohrají podle nároku.</translation>
    </message>
    <message>
        <source>Every card is played at the table; no more claims in this deal.</source>
        <translation type="vanished">Každá karta se zahraje u stolu; v tomto rozdání už žádné nároky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="121"/>
        <source>Offer</source>
        <translation>Nabídnout</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="56"/>
        <source>You may act now</source>
        <translation>Teď můžeš zasáhnout</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="60"/>
        <source>Your call</source>
        <translation>Jsi na řadě v licitaci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="62"/>
        <source>Declare your contract</source>
        <translation>Ohlas svou hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="64"/>
        <source>Answer the contra</source>
        <translation>Odpověz na flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="68"/>
        <source>Play on, or double?</source>
        <translation>Hrát dál, nebo zdvojit?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="70"/>
        <source>Play on, or concede together?</source>
        <translation>Hrát dál, nebo se spolu vzdát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="71"/>
        <source>Defend or drop out?</source>
        <translation>Bránit, nebo nehrát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="72"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="91"/>
        <source>Your decision</source>
        <translation>Tvoje rozhodnutí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="84"/>
        <source>bids {bid}</source>
        <translation>licituje {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="86"/>
        <source>No calls yet.</source>
        <translation>Zatím nikdo nelicitoval.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/choice.py" line="58"/>
        <source>Drop here to play</source>
        <translation>Pusť kartu sem a zahraješ ji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="52"/>
        <location filename="../prefgui/ui/table/contract_badge.py" line="113"/>
        <location filename="../prefgui/ui/table/history.py" line="125"/>
        <location filename="../prefgui/ui/table/history.py" line="127"/>
        <source>Auction</source>
        <translation>Licitace</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/furniture.py" line="70"/>
        <source>Seat {n}</source>
        <translation>Místo {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="125"/>
        <source>{bid} — {name}</source>
        <translation>{bid} — {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>contra</source>
        <translation>flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>recontra</source>
        <translation>re</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>subcontra</source>
        <translation>tutti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="137"/>
        <source>mortcontra</source>
        <translation>boty</translation>
    </message>
    <message>
        <source>open</source>
        <translation type="vanished">otevřená</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="140"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="119"/>
        <source>Declarer: {name}</source>
        <translation>Aktér: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick history</source>
        <translation>Průběh štychů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Trick</source>
        <translation>Štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Led by</source>
        <translation>Vynášel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="62"/>
        <source>Won by</source>
        <translation>Vzal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Rakouská: licitace 1 až 4, bank; klasická hra z Rakouska.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="68"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Ilustrovaná: rakouská hra s betlem a durchem, otevřeně i skrytě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="70"/>
        <source>Western Balkan: bids 2 to 7, the talon shown and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Západobalkánská: licitace 2 až 7, odkrytý talon a bank; Srbsko, Chorvatsko, Bosna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="72"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Maďarská: balkánská hra, jak ji hrají Maďaři.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="73"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Podunajskošvábská: oba obránci hrají vždy; Banát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="74"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Americká: jednou jmenovat trumfovou barvu, nebo nabídnout za talon; Severní Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="76"/>
        <source>Russian, Sochi: the pulka, whists and raspasy; the Russian game most play.</source>
        <translation>Ruský, Soči: pulka, visty a raspasy; ruská hra, kterou hraje nejvíc hráčů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="78"/>
        <source>Russian, Leningrad: Sochi with whists worth twice as much and the ten not whisted.</source>
        <translation>Ruský, Leningrad: Soči, kde visty platí dvojnásobně a na desítku se nevistuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="80"/>
        <source>Russian, Rostov: Sochi with raspasy written in whists.</source>
        <translation>Ruský, Rostov: Soči, kde se raspasy zapisují do vistů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="103"/>
        <source>Welcome to Préférence</source>
        <translation>Vítej u preferansu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="105"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Preferans je karetní hra pro tři: licitace rozhodne, kdo hraje sám proti dvěma ostatním a která barva je trumf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="117"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francouzské karty (piky, kříže, kára, srdce)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="118"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Německé karty (listy, žaludy, kule, srdce)</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="vanished">Podle systému</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="129"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Pravidla jsou v Nápověda → Pravidla (F1). Klávesou H kdykoli dostaneš radu. Vše lze později změnit v Nastavení a toto přivítání najdeš v Nápověda → Vítej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="135"/>
        <source>Start playing</source>
        <translation>Začít hrát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="84"/>
        <source>{name} discards two cards</source>
        <translation>{name} odhazuje dvě karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="93"/>
        <source>Talon: {cards}</source>
        <translation>Talón: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="206"/>
        <source>Discard</source>
        <translation>Odhozené karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="42"/>
        <source>Take no trick at all: the others see your hand once play begins.</source>
        <translation>Neber ani jeden štych: soupeři vyloží karty, jakmile hra začne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="44"/>
        <source>You take the talon, then must take {n} tricks.</source>
        <translation>Vezmeš talon a pak musíš vzít {n} štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="47"/>
        <source>Your contract: not below your bid.</source>
        <translation>Tvůj závazek: ne nižší než tvoje dražba.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="49"/>
        <source>Take over the bid as it stands: your seat comes first.</source>
        <translation>Převezmi dražbu, jak stojí: tvoje místo má přednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="51"/>
        <source>Give up without play: three tricks short, no discard.</source>
        <translation>Vzdát bez hry: tři štychy chybí, bez odhozu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="54"/>
        <source>Play against the contract: the defence must take {q}; you write whists for the tricks taken.</source>
        <translation>Hrát proti závazku: obrana musí vzít {q}; za vzaté štychy si píšeš visty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="57"/>
        <source>Write whists for {h} without play; the deal ends here.</source>
        <translation>Zapiš si visty za {h} bez hry; rozdání tu končí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="60"/>
        <source>Both defending hands face up: you play them both.</source>
        <translation>Obě ruce obrany lícem nahoru: hraješ za obě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="62"/>
        <source>Each defender plays his own hand, unseen.</source>
        <translation>Každý obránce hraje svou ruku, skrytě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="65"/>
        <source>No whists on this contract: no risk, no gain.</source>
        <translation>Žádné visty na tento závazek: bez rizika, bez zisku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="66"/>
        <source>Stay out of the bidding; if all pass, raspasy are played.</source>
        <translation>Nedražit; pokud všichni pasují, hrají se raspasy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="72"/>
        <source>A bid of 6 to 10: you take the talon and must take that many tricks. Misère: you take none. Pass: you are out of the bidding.</source>
        <translation>Dražba 6 až 10: vezmeš talon a musíš vzít tolik štychů. Misère: nevezmeš žádný. Pas: v dražbě končíš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="81"/>
        <source>Your bid (after raspasy: {level} or higher)</source>
        <translation>Tvoje dražba (po raspasech: {level} nebo výš)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="82"/>
        <source>Your bid</source>
        <translation>Tvoje dražba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="84"/>
        <source>Declare your contract (not below your bid)</source>
        <translation>Ohlas svůj závazek (ne nižší než dražba)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="88"/>
        <source>Whist or pass against {contract}?</source>
        <translation>Vist, nebo pas proti {contract}?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="90"/>
        <source>You whist alone: lay down the cards or play closed?</source>
        <translation>Vistuješ sám: vyložit karty, nebo hrát zavřeně?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="99"/>
        <source>Your turn to play from {name}&apos;s hand: drag a card to the table, or double-click it.</source>
        <translation>Hraješ z ruky hráče {name}: přetáhni kartu na stůl, nebo na ni dvakrát klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="113"/>
        <source>Raspasy ×{step}</source>
        <translation>Raspasy ×{step}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="115"/>
        <source>series: deal {n}</source>
        <translation>série: rozdání {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="122"/>
        <source>open whist</source>
        <translation>otevřený vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="124"/>
        <source>closed whist</source>
        <translation>zavřený vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="34"/>
        <source>on {level}</source>
        <translation>na {level}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="61"/>
        <source>write whole numbers separated by commas.</source>
        <translation>napište celá čísla oddělená čárkami.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="63"/>
        <source>write one to ten numbers.</source>
        <translation>napište jedno až deset čísel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="66"/>
        <source>each lowest contract is 6, 7 or 8.</source>
        <translation>každá nejnižší hra je 6, 7 nebo 8.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="69"/>
        <source>each trick price is a whole number from 1 to 100.</source>
        <translation>každá cena štychu je celé číslo od 1 do 100.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="71"/>
        <source>a trick price never falls from one all-pass deal to the next.</source>
        <translation>cena štychu nikdy neklesá od jedněch raspasů k dalším.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="88"/>
        <source>The trick price in the first, second, … all-pass deal in a row; the last one holds for the rest.</source>
        <translation>Cena štychu v prvních, druhých, … raspasech za sebou; poslední platí pro všechny další.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="90"/>
        <source>The lowest contract after one, two, … all-pass deals in a row; the last one holds for the rest.</source>
        <translation>Nejnižší hra po jedněch, dvou, … raspasech za sebou; poslední platí pro všechny další.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="77"/>
        <source>{name}&apos;s pool</source>
        <translation>Pulja: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="79"/>
        <source>{name}&apos;s mountain</source>
        <translation>Hora: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="83"/>
        <source>Whists {name} wrote on {other}</source>
        <translation>Visty: {name} → {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="23"/>
        <source>twice the contract&apos;s price</source>
        <translation>dvojnásobek ceny hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="25"/>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="26"/>
        <source>the contract&apos;s price</source>
        <translation>cenu hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="34"/>
        <source>&lt;p&gt;32 cards ({ranks} in each suit); each of the three active players gets ten cards and two go to the talon. Follow suit if you can, otherwise trump if you can. The game is kept on the pulka: each player&apos;s pool, his mountain and the whists he writes on each of the others.&lt;/p&gt;</source>
        <translation>&lt;p&gt;32 karet ({ranks} v každé barvě); každý ze tří aktivních hráčů dostane deset karet a dvě jdou do talónu. Přiznávej barvu, jinak trumfuj, můžeš-li. Hra se zapisuje do pulky: pulja každého hráče, jeho hora a visty, které píše na každého z ostatních.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="39"/>
        <source>&lt;p&gt;Four at the table: the dealer of each deal sits out and gets no cards, but stays on the pulka.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ve čtyřech: rozdávající každého rozdání nehraje a nedostane karty, ale zůstává v pulce.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="42"/>
        <source>&lt;p&gt;&lt;b&gt;Auction.&lt;/b&gt; Bids climb from six ♠ to ten no trumps (♠, ♣, ♦, ♥, no trumps at each level); misère ranks between eight no trumps and nine ♠. The winner takes the talon, discards two cards and names a contract not lower than his bid; he must take as many tricks as its level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Licitace.&lt;/b&gt; Hlášky stoupají od šesti ♠ po deset bez trumfů (na každé úrovni ♠, ♣, ♦, ♥, bez trumfů); betl je mezi osmi bez trumfů a devíti ♠. Vítěz si vezme talón, odhodí dvě karty a ohlásí hru ne nižší než svou hlášku; musí vzít tolik štychů, kolik je její úroveň.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Whists.&lt;/b&gt; Each defender says whist or pass. Together the whisters must take 4 tricks against a six, 2 against a seven and 1 against eight or more; a whister whose defence falls short pays on the mountain. A lone whister plays open (both defenders&apos; cards face up, he plays both hands) or closed.</source>
        <translation>&lt;p&gt;&lt;b&gt;Visty.&lt;/b&gt; Každý obránce řekne vist nebo pas. Vistující spolu musí vzít 4 štychy proti šestce, 2 proti sedmě a 1 proti osmě a výš; když obrana nedobere, vistující platí na horu. Jediný vistující hraje otevřeně (karty obou obránců lícem nahoru, hraje za oba) nebo zavřeně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="52"/>
        <source>A ten is checked: played open, and nobody whists.</source>
        <translation>Desítka se kontroluje: hraje se otevřeně a nikdo nevistuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="54"/>
        <source>Stalingrad: against six ♠ both defenders must whist.</source>
        <translation>Stalingrad: proti šesti ♠ musí vistovat oba obránci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="55"/>
        <source>A misère is not whisted: its catchers lay their cards down and try to give the declarer a trick.</source>
        <translation>Betl se nevistuje: chytající vyloží karty a snaží se aktérovi dát štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="59"/>
        <source>&lt;p&gt;&lt;b&gt;The pulka.&lt;/b&gt; A made contract writes its price into the declarer&apos;s pool: 2 for a six, 4 for a seven, 6, 8 and 10 for a ten, 10 for a misère. Each undertrick costs him {fail} on the mountain, and each whister writes {whist} on him for every trick of his. A misère costs {misere} on the mountain for every trick taken. Pools are played to {size}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pulka.&lt;/b&gt; Uhraná hra zapíše svou cenu do pulji aktéra: 2 za šestku, 4 za sedmu, 6, 8 a 10 za desítku, 10 za betl. Každý chybějící štych ho stojí {fail} na horu a každý vistující na něj píše {whist} za každý svůj štych. Betl stojí {misere} na horu za každý vzatý štych. Hraje se do pulji {size}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="66"/>
        <source>tricks are written on the mountain, and a player without a trick writes into his pool</source>
        <translation>štychy se píšou na horu a kdo nemá štych, píše si do pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="68"/>
        <source>the player with fewest tricks writes {n} whists a trick on the others</source>
        <translation>kdo má nejméně štychů, píše na ostatní {n} vistů za štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="71"/>
        <source>&lt;p&gt;&lt;b&gt;Raspasy.&lt;/b&gt; If everybody passes, the deal is played for fewest tricks: {recording}. A trick costs {progression} in consecutive all-pass deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Raspasy.&lt;/b&gt; Když všichni pasují, hraje se na co nejméně štychů: {recording}. Štych stojí {progression} v raspasech za sebou.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="76"/>
        <source>The pulka ends when the players agree.</source>
        <translation>Pulka končí, když se hráči dohodnou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="78"/>
        <source>The pulka ends when every pool has reached {size}.</source>
        <translation>Pulka končí, když každá pulja dosáhne {size}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="81"/>
        <source>The pulka ends when the pools together hold {total} points.</source>
        <translation>Pulka končí, když pulji mají dohromady {total} bodů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;The end.&lt;/b&gt; {end} At the settlement a mountain point is worth 10 whists against the average of all mountains (a pool point as much the other way), and the whists two players wrote on each other are set off: what is left is each player&apos;s result in whists.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Konec.&lt;/b&gt; {end} Při vyúčtování má bod hory cenu 10 vistů proti průměru všech hor (bod pulji stejně opačně) a visty, které si dva hráči napsali navzájem, se odečtou: co zbude, je výsledek každého hráče ve vistech.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="94"/>
        <source>Agreed at this table</source>
        <translation>Dohodnuto u tohoto stolu</translation>
    </message>
</context>
<context>
    <name>AmountField</name>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="14"/>
        <source>one amount</source>
        <translation>jedna částka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="15"/>
        <source>an amount per trump suit</source>
        <translation>částka pro každou trumfovou barvu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="16"/>
        <source>an amount</source>
        <translation>částka</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The saved game could not be resumed: {error}. The damaged file was kept ({file}); a new session has started.</source>
        <translation type="vanished">Uloženou hru nebylo možné obnovit: {error}. Poškozený soubor byl uschován ({file}); začala nová partie.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new session has started.</source>
        <translation type="vanished">Uloženou hru nebylo možné obnovit: {error}. Začala nová partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="92"/>
        <source>The lock file that keeps two prefgui windows from writing the same games cannot be made in {folder} ({detail}). So that no game is ever written twice, this window saves nothing: remove or repair what is in its place and start prefgui again.</source>
        <translation>Zamykací soubor, který brání dvěma oknům prefgui zapisovat tytéž hry, nelze vytvořit v {folder} ({detail}). Aby se žádná hra nikdy nezapsala dvakrát, toto okno nic neukládá: odstraň nebo oprav to, co je na jeho místě, a spusť prefgui znovu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="98"/>
        <source>Another prefgui window holds this data folder and did not answer. This window shows your latest session ({name}) as it was last saved: you can look at it and play on, but nothing you do here is saved. Close this window and go on in the other one.</source>
        <translation>Tuto datovou složku používá jiné okno prefgui a neodpovědělo. Toto okno ukazuje tvou poslední partii ({name}) tak, jak byla naposledy uložena: můžeš si ji prohlédnout a hrát dál, ale nic, co tu uděláš, se neuloží. Zavři toto okno a pokračuj v tom druhém.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="104"/>
        <source>Another prefgui window holds this data folder and did not answer. This window plays a new game that is not saved; close it and go on in the other one.</source>
        <translation>Tuto datovou složku používá jiné okno prefgui a neodpovědělo. Toto okno hraje novou hru, která se neukládá; zavři ho a pokračuj v tom druhém.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="58"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="59"/>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="17"/>
        <source>VII of Leaves</source>
        <translation>zelená sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="18"/>
        <source>VIII of Leaves</source>
        <translation>zelená osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="19"/>
        <source>IX of Leaves</source>
        <translation>zelená devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="20"/>
        <source>X of Leaves</source>
        <translation>zelená desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="21"/>
        <source>Unter of Leaves</source>
        <translation>zelený spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="22"/>
        <source>Ober of Leaves</source>
        <translation>zelený svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="23"/>
        <source>King of Leaves</source>
        <translation>zelený král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="24"/>
        <source>Ace of Leaves</source>
        <translation>zelené eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="25"/>
        <source>VII of Acorns</source>
        <translation>žaludská sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="26"/>
        <source>VIII of Acorns</source>
        <translation>žaludská osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="27"/>
        <source>IX of Acorns</source>
        <translation>žaludská devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="28"/>
        <source>X of Acorns</source>
        <translation>žaludská desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="29"/>
        <source>Unter of Acorns</source>
        <translation>žaludský spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="30"/>
        <source>Ober of Acorns</source>
        <translation>žaludský svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="31"/>
        <source>King of Acorns</source>
        <translation>žaludský král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="32"/>
        <source>Ace of Acorns</source>
        <translation>žaludské eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="33"/>
        <source>VII of Bells</source>
        <translation>kulová sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="34"/>
        <source>VIII of Bells</source>
        <translation>kulová osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="35"/>
        <source>IX of Bells</source>
        <translation>kulová devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="36"/>
        <source>X of Bells</source>
        <translation>kulová desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="37"/>
        <source>Unter of Bells</source>
        <translation>kulový spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="38"/>
        <source>Ober of Bells</source>
        <translation>kulový svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="39"/>
        <source>King of Bells</source>
        <translation>kulový král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="40"/>
        <source>Ace of Bells</source>
        <translation>kulové eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="41"/>
        <source>VII of Hearts</source>
        <translation>červená sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="42"/>
        <source>VIII of Hearts</source>
        <translation>červená osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="43"/>
        <source>IX of Hearts</source>
        <translation>červená devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="44"/>
        <source>X of Hearts</source>
        <translation>červená desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="45"/>
        <source>Unter of Hearts</source>
        <translation>červený spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="46"/>
        <source>Ober of Hearts</source>
        <translation>červený svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="47"/>
        <source>King of Hearts</source>
        <translation>červený král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="48"/>
        <source>Ace of Hearts</source>
        <translation>červené eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="53"/>
        <source>VII of Zöld</source>
        <translation>zelená sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="54"/>
        <source>VIII of Zöld</source>
        <translation>zelená osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="55"/>
        <source>IX of Zöld</source>
        <translation>zelená devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="56"/>
        <source>X of Zöld</source>
        <translation>zelená desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="57"/>
        <source>Unter of Zöld</source>
        <translation>zelený spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="58"/>
        <source>Ober of Zöld</source>
        <translation>zelený svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="59"/>
        <source>King of Zöld</source>
        <translation>zelený král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="60"/>
        <source>Ace of Zöld</source>
        <translation>zelené eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="61"/>
        <source>VII of Makk</source>
        <translation>žaludská sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="62"/>
        <source>VIII of Makk</source>
        <translation>žaludská osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="63"/>
        <source>IX of Makk</source>
        <translation>žaludská devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="64"/>
        <source>X of Makk</source>
        <translation>žaludská desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="65"/>
        <source>Unter of Makk</source>
        <translation>žaludský spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="66"/>
        <source>Ober of Makk</source>
        <translation>žaludský svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="67"/>
        <source>King of Makk</source>
        <translation>žaludský král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="68"/>
        <source>Ace of Makk</source>
        <translation>žaludské eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="69"/>
        <source>VII of Tök</source>
        <translation>kulová sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="70"/>
        <source>VIII of Tök</source>
        <translation>kulová osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="71"/>
        <source>IX of Tök</source>
        <translation>kulová devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="72"/>
        <source>X of Tök</source>
        <translation>kulová desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="73"/>
        <source>Unter of Tök</source>
        <translation>kulový spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="74"/>
        <source>Ober of Tök</source>
        <translation>kulový svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="75"/>
        <source>King of Tök</source>
        <translation>kulový král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="76"/>
        <source>Ace of Tök</source>
        <translation>kulové eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="77"/>
        <source>VII of Piros</source>
        <translation>červená sedma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="78"/>
        <source>VIII of Piros</source>
        <translation>červená osma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="79"/>
        <source>IX of Piros</source>
        <translation>červená devítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="80"/>
        <source>X of Piros</source>
        <translation>červená desítka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="81"/>
        <source>Unter of Piros</source>
        <translation>červený spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="82"/>
        <source>Ober of Piros</source>
        <translation>červený svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="83"/>
        <source>King of Piros</source>
        <translation>červený král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="84"/>
        <source>Ace of Piros</source>
        <translation>červené eso</translation>
    </message>
</context>
<context>
    <name>ClaimDesk</name>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="104"/>
        <source>Checking your claim…</source>
        <translation>Tvůj nárok se ověřuje…</translation>
    </message>
    <message>
        <source>Claims are not offered in the Russian game yet.</source>
        <translation type="vanished">Ruská hra zatím nabídku zbývajících štychů neumožňuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="46"/>
        <source>No claims in this contract: it is not decided by the number of tricks.</source>
        <translation>V této hře se nárok nevznáší: nerozhoduje o ní počet štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="35"/>
        <source>You can claim when it is your turn to play a card.</source>
        <translation>Nárok můžeš vznést, když jsi na tahu s kartou.</translation>
    </message>
    <message>
        <source>{name} claims the rest: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} si nárokuje zbytek: zbylé štychy má jisté, ať obrana hraje cokoli.</translation>
    </message>
    <message>
        <source>{name} claims {n} of the {m} remaining tricks, whatever the defence plays.</source>
        <translation type="vanished">{name} si nárokuje {n} z {m} zbývajících štychů, ať obrana hraje cokoli.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="39"/>
        <source>No claims on raspasy: every player counts his own tricks, so one player&apos;s claim cannot settle the others&apos;.</source>
        <translation>Na raspasy se nárok nevznáší: každý hráč počítá své vlastní štychy, takže nárok jednoho nemůže rozhodnout o štyších ostatních.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="180"/>
        <source>The claim could not be checked: {error}</source>
        <translation>Nárok nešlo ověřit: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claim_stage.py" line="85"/>
        <source>Your claim holds: the remaining cards are played out as the record of the deal.</source>
        <translation>Tvůj nárok platí: zbylé karty se dohrají do záznamu hry.</translation>
    </message>
    <message>
        <source>{name} claims: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} vznáší nárok: zbylé štychy má jisté, ať obrana hraje cokoli.</translation>
    </message>
    <message>
        <source>The claimed play, trick by trick: {cards}.</source>
        <translation type="vanished">Nárokovaná hra, štych po štychu: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="79"/>
        <source>{name} claims the rest.</source>
        <translation>{name} si nárokuje zbytek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="81"/>
        <source>{name} claims {n} of the {m} remaining tricks.</source>
        <translation>{name} si nárokuje {n} z {m} zbývajících štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="83"/>
        <source>Certain whatever the defence plays. The claimed play, trick by trick: {cards}.</source>
        <translation>Jisté, ať obrana hraje cokoli. Nárokovaná hra, štych po štychu: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="76"/>
        <source>{name} claims</source>
        <translation>{name} vznáší nárok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="58"/>
        <source>I take at most {n} of the {m} remaining tricks.</source>
        <translation>Vezmu nejvýš {n} z {m} zbývajících štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="61"/>
        <source>The rest without a trick.</source>
        <translation>Zbytek bez štychu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="62"/>
        <source>The remaining tricks are yours.</source>
        <translation>Zbývající štychy jsou tvoje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="64"/>
        <source>I claim the rest.</source>
        <translation>Zbytek je můj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="65"/>
        <source>I claim {n} of the {m} remaining tricks.</source>
        <translation>Beru si {n} z {m} zbývajících štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="90"/>
        <source>Your claim does not hold.</source>
        <translation>Tvůj nárok neplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="96"/>
        <source>With the best play of the others, you must take {n} of the {m} remaining tricks.</source>
        <translation>Při nejlepší hře ostatních musíš vzít {n} z {m} zbývajících štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="98"/>
        <source>With the best play of the others, your side must take {n} of the {m} remaining tricks.</source>
        <translation>Při nejlepší hře ostatních musí tvoje strana vzít {n} z {m} zbývajících štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="101"/>
        <source>With the best play of the others, you take only {n} of the {m} remaining tricks.</source>
        <translation>Při nejlepší hře ostatních vezmeš jen {n} z {m} zbývajících štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="104"/>
        <source>With the best play of the others, your side takes only {n} of the {m} remaining tricks.</source>
        <translation>Při nejlepší hře ostatních vezme tvoje strana jen {n} z {m} zbývajících štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="107"/>
        <source>The play goes on.</source>
        <translation>Hra pokračuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="120"/>
        <source>{name} can ruff the {nth} round of {suit}.</source>
        <translation>{name} může přebít trumfem {nth} kolo v barvě {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="122"/>
        <source>{name} can win the {nth} round of {suit} with {card}.</source>
        <translation>{name} může vzít {nth} kolo v barvě {suit} kartou {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="129"/>
        <source>{name} must win the {nth} round of {suit} with {card}.</source>
        <translation>{name} musí vzít {nth} kolo v barvě {suit} kartou {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="137"/>
        <source>first</source>
        <comment>round of a suit</comment>
        <translation>první</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="138"/>
        <source>second</source>
        <comment>round of a suit</comment>
        <translation>druhé</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="139"/>
        <source>third</source>
        <comment>round of a suit</comment>
        <translation>třetí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="140"/>
        <source>fourth</source>
        <comment>round of a suit</comment>
        <translation>čtvrté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="141"/>
        <source>fifth</source>
        <comment>round of a suit</comment>
        <translation>páté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="142"/>
        <source>sixth</source>
        <comment>round of a suit</comment>
        <translation>šesté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="143"/>
        <source>seventh</source>
        <comment>round of a suit</comment>
        <translation>sedmé</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="144"/>
        <source>eighth</source>
        <comment>round of a suit</comment>
        <translation>osmé</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="66"/>
        <source>Claim</source>
        <translation>Nárok na štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="68"/>
        <source>Claim tricks without playing them out. The claim is checked against every defence, with all cards known: if it holds, the deal ends as if played out; if not, you are told why and the play goes on.</source>
        <translation>Vznes nárok na štychy, aniž bys je dohrál. Nárok se ověří proti každé obraně se všemi kartami odkrytými: když platí, hra skončí, jako by byla dohrána; když ne, dozvíš se proč a hra pokračuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="72"/>
        <source>&amp;None of the remaining tricks ({n})</source>
        <translation>Ž&amp;ádný ze zbývajících štychů ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="74"/>
        <source>&amp;At most this many of them:</source>
        <translation>&amp;Nejvýš tolik z nich:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="76"/>
        <source>&amp;All the remaining tricks ({n})</source>
        <translation>&amp;Všechny zbývající štychy ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="78"/>
        <source>&amp;Only this many of them:</source>
        <translation>&amp;Jen tolik z nich:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="80"/>
        <source>&amp;Claim</source>
        <translation>&amp;Vznést nárok</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="23"/>
        <source>▾ Hide the details</source>
        <translation>▾ Skrýt podrobnosti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="24"/>
        <source>▸ Details: the figures behind it</source>
        <translation>▸ Podrobnosti: čísla, o která se opírá</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation type="vanished">C1: neber štych, který už vyhrává tvůj spoluhráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="42"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: když aktér hraje poslední, vynes nejvyšší kartu, kterou v barvě máš.</translation>
    </message>
    <message>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation type="vanished">C3: když hráč hraje druhý, vynes velmi vysokou kartu, nebo svou nejnižší kartu v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="39"/>
        <source>C1: do not needlessly take a trick your partner is already winning.</source>
        <translation>C1: zbytečně neber štych, který už vyhrává tvůj spoluhráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="46"/>
        <source>C3: with the declarer playing second, lead one of the two highest cards still out, or the lowest card you hold of the suit.</source>
        <translation>C3: když aktér hraje druhý, vynes jednu ze dvou nejvyšších karet, které ještě nepadly, nebo svou nejnižší kartu v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="50"/>
        <source>C3: with the declarer playing second, lead an ace or a king, or the lowest card you hold of the suit.</source>
        <translation>C3: když aktér hraje druhý, vynes eso nebo krále, nebo svou nejnižší kartu v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="62"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Tento štych vyhrává {partner} (karta {card}) a aktér už přiznal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="67"/>
        <source>{partner} is winning this trick with {card}; the declarer could beat it only with a card that would beat yours too.</source>
        <translation>Tento štych vyhrává {partner} (karta {card}); aktér by ji mohl přebít jen kartou, která by přebila i tvou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="72"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Tento štych vyhrává {partner} (karta {card}) a aktér ji nemůže přebít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="77"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Vynášíš, {partner} hraje druhý a aktér poslední: {card} není tvá nejvyšší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="82"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Vynášíš, aktér hraje druhý a {partner} poslední: {card} není ani velmi vysoká, ani tvá nejnižší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="93"/>
        <source>Cards that keep it: {cards}; the best of them on what you could know: {best}. Drop {card} again to play it anyway.</source>
        <translation>Karty, které ji dodrží: {cards}; nejlepší z nich podle toho, co jsi mohl vědět: {best}. Pusť kartu {card} znovu, chceš-li ji přesto zahrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="98"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karty, které ji dodrží: {cards}. Pusť kartu {card} znovu, chceš-li ji přesto zahrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="113"/>
        <source>In that trick you broke {rule} with {card}.</source>
        <translation>V tom štychu jsi kartou {card} porušil {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="124"/>
        <source>{partner} was winning the trick with {card}, and the declarer had already played.</source>
        <translation>Štych vyhrával {partner} (karta {card}) a aktér už přiznal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="129"/>
        <source>{partner} was winning the trick with {card}; the declarer could have beaten it only with a card that would have beaten yours too.</source>
        <translation>Štych vyhrával {partner} (karta {card}); aktér by ji mohl přebít jen kartou, která by přebila i tvou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="134"/>
        <source>{partner} was winning the trick with {card}, and the declarer could not beat it.</source>
        <translation>Štych vyhrával {partner} (karta {card}) a aktér ji nemohl přebít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="140"/>
        <source>You led, {partner} played second and the declarer last: {card} was not your highest card of the suit.</source>
        <translation>Vynášel jsi, {partner} hrál druhý a aktér poslední: {card} nebyla tvá nejvyšší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="145"/>
        <source>You led, the declarer played second and {partner} last: {card} was neither very high nor your lowest card of the suit.</source>
        <translation>Vynášel jsi, aktér hrál druhý a {partner} poslední: {card} nebyla ani velmi vysoká, ani tvá nejnižší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="154"/>
        <source>(Click this note or press Esc to close it.)</source>
        <translation>(Poznámku zavřeš kliknutím na ni nebo klávesou Esc.)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="159"/>
        <source>Cards that would have kept it: {cards}.</source>
        <translation>Karty, které by ji dodržely: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="172"/>
        <source>by C2 it is the highest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>podle C2 je to jeho nejvyšší karta v barvě {suit}, takže nemá {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="176"/>
        <source>by C2 it is the highest card he holds in {suit}.</source>
        <translation>podle C2 je to jeho nejvyšší karta v barvě {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="180"/>
        <source>by C3 it is the lowest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>podle C3 je to jeho nejnižší karta v barvě {suit}, takže nemá {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="184"/>
        <source>by C3 it is the lowest card he holds in {suit}.</source>
        <translation>podle C3 je to jeho nejnižší karta v barvě {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="186"/>
        <source>by C3 a very high lead: it says nothing about his other cards in {suit}.</source>
        <translation>podle C3 velmi vysoký výnos: o jeho dalších kartách v barvě {suit} neříká nic.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="195"/>
        <source>{leader} led {card} with the declarer last:</source>
        <translation>{leader} vynesl kartu {card} a aktér hraje poslední:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="198"/>
        <source>{leader} led {card} with the declarer second:</source>
        <translation>{leader} vynesl kartu {card} a aktér hraje druhý:</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <location filename="../prefgui/ui/game/computer_turns.py" line="204"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Počítačový hráč se nedokázal rozhodnout: {error}</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="24"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n štych</numerusform>
            <numerusform>%n štychy</numerusform>
            <numerusform>%n štychů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="27"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n rozdání odehráno</numerusform>
            <numerusform>%n rozdání odehrána</numerusform>
            <numerusform>%n rozdání odehráno</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="20"/>
        <source>Your partner is winning the trick. Which card do you play?</source>
        <translation>Tvůj spoluhráč vyhrává štych. Kterou kartu zahraješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="22"/>
        <source>You lead, and the declarer plays last. Which card do you lead?</source>
        <translation>Vynášíš a aktér hraje poslední. Kterou kartu vyneseš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="24"/>
        <source>You lead, and the declarer plays second. Which card do you lead?</source>
        <translation>Vynášíš a aktér hraje druhý. Kterou kartu vyneseš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="26"/>
        <source>Your partner&apos;s suit should run. Which card do you play?</source>
        <translation>Barva tvého spoluhráče má projít. Kterou kartu zahraješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="28"/>
        <source>You could win this trick. Which card do you play?</source>
        <translation>Tento štych bys mohl vzít. Kterou kartu zahraješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="30"/>
        <source>You lead, and the declarer plays right after you. Which card do you lead?</source>
        <translation>Vynášíš a aktér hraje hned po tobě. Kterou kartu vyneseš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="33"/>
        <source>You lead, and your partner can trump. Which card do you lead?</source>
        <translation>Vynášíš a tvůj spoluhráč může trumfovat. Kterou kartu vyneseš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="35"/>
        <source>Count the declarer&apos;s tricks. Which card holds him to the fewest?</source>
        <translation>Spočítej aktérovy štychy. Po které kartě jich udělá nejméně?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="37"/>
        <source>You are the declarer. Which card takes the most tricks?</source>
        <translation>Jsi aktér. Se kterou kartou uděláš nejvíc štychů?</translation>
    </message>
    <message>
        <source>Your partner&apos;s card already wins the trick: do not take it over (convention C1).</source>
        <translation type="vanished">Karta tvého spoluhráče už štych bere: nepřebíjej ji (konvence C1).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="43"/>
        <source>With the declarer playing last, lead your top card of the suit (convention C2): your partner then knows where the higher cards are.</source>
        <translation>Když aktér hraje poslední, vynes svou nejvyšší kartu v barvě (konvence C2): spoluhráč pak ví, kde jsou vyšší karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="47"/>
        <source>With the declarer playing second, lead very high or your lowest card of the suit (convention C3).</source>
        <translation>Když aktér hraje druhý, vynes velmi vysokou kartu, nebo svou nejnižší kartu v barvě (konvence C3).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="51"/>
        <source>Playing your high card now keeps your partner&apos;s suit from being blocked.</source>
        <translation>Když teď zahraješ svou vysokou kartu, nezablokuješ barvu spoluhráče.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="54"/>
        <source>Letting this trick go with a low card keeps your winner for later.</source>
        <translation>Když tento štych pustíš nízkou kartou, zůstane ti vítězná karta na později.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="56"/>
        <source>Leading through the declarer&apos;s broken honours makes him choose before your partner plays.</source>
        <translation>Vynesením skrz aktérovy děravé vysoké karty ho donutíš rozhodnout se dřív, než zahraje tvůj spoluhráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="60"/>
        <source>Your partner has none of this suit and can trump it.</source>
        <translation>Tvůj spoluhráč tuto barvu nemá a může trumfovat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="62"/>
        <source>Only this card keeps the declarer to the fewest tricks.</source>
        <translation>Jen po této kartě udělá aktér nejméně štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="64"/>
        <source>This card takes the most tricks with best play.</source>
        <translation>S touto kartou uděláš při nejlepší hře nejvíc štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="97"/>
        <source>Right: {card}.</source>
        <translation>Správně: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="100"/>
        <source>Not {card}: right is {cards}.</source>
        <translation>Karta {card} ne: správně je {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="103"/>
        <source>{card} breaks the convention {rule}.</source>
        <translation>Karta {card} porušuje konvenci {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="107"/>
        <source>Tricks {card} gives away: {n}.</source>
        <translation>Štychy, které {card} daruje: {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="113"/>
        <source>Here keeping the convention costs tricks with all cards known: the conventions trade tricks for what your partner learns.</source>
        <translation>Tady dodržení konvence stojí štychy, když známe všechny karty: konvence vyměňují štychy za to, co se spoluhráč dozví.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="117"/>
        <source>The number on each card: the declarer&apos;s tricks after it, with best play by everybody.</source>
        <translation>Číslo na každé kartě: aktérovy štychy po ní, když všichni hrají nejlépe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="127"/>
        <source>Judged as the hint judges: among the cards that keep the conventions, the best on what you could know (the deals that fit the calls and the cards so far).</source>
        <translation>Posouzeno jako u rady: z karet, které dodržují konvence, ta nejlepší podle toho, co jsi mohl vědět (rozložení, která odpovídají dražbě a dosud zahraným kartám).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="131"/>
        <source>Judged with all cards known: the right cards lose no trick with best play by everybody.</source>
        <translation>Posouzeno se všemi kartami známými: správné karty neztratí žádný štych, když všichni hrají nejlépe.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Rozdání už skončilo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Kartu {card} nemáš v ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Musíš přiznat barvu. {suit} máš v ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Musíš trumfovat. {suit} máš v ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Musíš přebít nejvyšší kartu ve štychu: máš vyšší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Tvůj spoluhráč už tento štych bere: u tohoto stolu ho nesmíš přebít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>Kartu {card} teď nemůžeš zahrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Tuto nabídku nelze dát: přebít je třeba {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Tuto nabídku nelze dát jako první.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Jmenuj barvu vyšší než všechny dosud jmenované.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>Držet smíš jen s předností před hráčem, který nabídku dal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Ještě nikdo nelicitoval: není co držet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Nikdo nelicitoval: jako poslední musíš licitovat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Po vlastní obyčejné nabídce nebo držení už nesmíš hrát z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Vyber k odhození dvě různé karty ze své ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Ohlas aspoň svou nabídku: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Nabídni víc než {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Aktér se smí vzdát jen po rozhodnutí obránců a před první kartou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>Ohlásit to smí jen aktér bez esa, hned po ohlášení hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>V této chvíli rozdání to není možné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}“ platí jen tehdy, když „{other}“ je „{value}“.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Tuto variantu nemohou hrát {n} hráči.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Počet hráčů se změní až s novou partií.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Některá volba má nepřípustnou hodnotu.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="21"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Uloženou hru {name} zapsala novější verze prefgui (verze formátu {version}). Tato verze ji neumí přečíst a ponechala ji na místě, aby ji novější verze dál našla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="27"/>
        <source>The saved game {name} is a Russian pulka. This version&apos;s window does not play the Russian game yet, so it left the file in place.</source>
        <translation>Uložená hra {name} je pulka ruského preferansu. Okno této verze ruskou hru zatím nehraje, a proto soubor ponechalo na místě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="32"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Uloženou hru {name} nelze obnovit ({detail}). Poškozený soubor byl uschován jako {kept}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="37"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Uloženou hru {name} nelze obnovit ({detail}) a nepodařilo se ji ani odložit stranou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="49"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Místo toho byla obnovena partie uložená v {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="53"/>
        <source>A new session has started.</source>
        <translation>Začala nová partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="59"/>
        <source>The card deck {name} cannot be drawn ({detail}); the game&apos;s own cards are shown instead.</source>
        <translation>Balíček karet {name} nelze vykreslit ({detail}); místo něj se zobrazují vlastní karty hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="67"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Uložená nastavení nelze přečíst ({detail}); platí výchozí hodnoty a stará nastavení byla uschována.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="75"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Hru nelze uložit: {detail}.

Hra pokračuje a dokud běží, žádný tah se neztratí: prefgui se po každém tahu a každých několik sekund pokouší uložit znovu. Zvol jinou složku pro ukládání, nebo uvolni místo na disku a hra se znovu uloží sama.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="85"/>
        <source>The settings could not be saved ({detail}). They apply while the game runs; the next start uses the settings saved before.</source>
        <translation>Nastavení se nepodařilo uložit ({detail}). Platí, dokud hra běží; při příštím spuštění se použije dříve uložené nastavení.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Rada: {why}</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Rada: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Hru nebylo možné uložit: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="190"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Počítačový hráč udělal nemožný tah: {error}</translation>
    </message>
    <message>
        <source>A computer player could not decide: {error}</source>
        <translation type="vanished">Počítačový hráč se nedokázal rozhodnout: {error}</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="78"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Počet hráčů se mění jen s novou partií.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="80"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Každá varianta má vlastní bank, proto jiná varianta zahájí novou partii.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="82"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="91"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="83"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Současná partie zůstane mezi uloženými partiemi. Zahájit nyní novou partii?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="92"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Nová pravidla nelze použít: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="97"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Nová pravidla platí od dalšího rozdání.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="100"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Nová pravidla platí od dalšího rozdání; toto rozdání se dohraje podle starých.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="149"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="153"/>
        <source>Saved sessions</source>
        <translation>Uložené partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="154"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Tuto partii se nepodařilo obnovit: {error}</translation>
    </message>
</context>
<context>
    <name>HumanWords</name>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="76"/>
        <location filename="../prefgui/ui/game/human_words.py" line="78"/>
        <source>Hint: {why}</source>
        <translation>Rada: {why}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="80"/>
        <source>Hint: {what} ({why})</source>
        <translation>Rada: {what} ({why})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="181"/>
        <source>prefgui — Préférence</source>
        <translation>prefgui — Preferans</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="183"/>
        <source>{title} — not saved</source>
        <translation>{title} — neukládá se</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="55"/>
        <source>Score sheet</source>
        <translation>Zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="53"/>
        <source>Score sheet — defence practice</source>
        <translation>Zápis — trénink obrany</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="228"/>
        <source>prefgui was started again: this window already plays on the same data folder.</source>
        <translation>prefgui bylo spuštěno znovu: toto okno už hraje se stejnou datovou složkou.</translation>
    </message>
    <message>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation type="vanished">Jsi na tahu: přetáhni zvýrazněnou kartu na stůl, nebo na ni dvakrát klikni.</translation>
    </message>
    <message>
        <source>Your turn: choose on the table.</source>
        <translation type="vanished">Jsi na řadě: vyber na stole.</translation>
    </message>
    <message>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation type="vanished">Stav od začátku partie (plus výhra, minus prohra).</translation>
    </message>
    <message>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation type="vanished">Před tímto rozdáním každý zaplatil {n} ({pot}).</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} přemýšlí…</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="vanished">Nejsi na tahu.</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Rada: {why}</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Rada: {what} ({why})</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation type="vanished">Zatím není dohrané žádné rozdání.</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session.</source>
        <translation type="vanished">Počet hráčů se mění jen s novou partií.</translation>
    </message>
    <message>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation type="vanished">Každá varianta má vlastní bank, proto jiná varianta zahájí novou partii.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="vanished">Nastavení</translation>
    </message>
    <message>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation type="vanished">Současná partie zůstane mezi uloženými partiemi. Zahájit nyní novou partii?</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Počet hráčů se změní jen s novou partií. Začít novou partii hned teď?</translation>
    </message>
    <message>
        <source>The new rules cannot be used: {reason}</source>
        <translation type="vanished">Nová pravidla nelze použít: {reason}</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation type="vanished">Nová pravidla platí od dalšího rozdání.</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation type="vanished">Nová pravidla platí od dalšího rozdání; toto rozdání se dohraje podle starých.</translation>
    </message>
    <message>
        <source>Saved sessions</source>
        <translation type="vanished">Uložené partie</translation>
    </message>
    <message>
        <source>This session could not be resumed: {error}</source>
        <translation type="vanished">Tuto partii se nepodařilo obnovit: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="94"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="95"/>
        <source>&amp;Deal</source>
        <translation>&amp;Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="96"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trenér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="97"/>
        <source>&amp;Drills</source>
        <translation>Ú&amp;lohy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="98"/>
        <source>D&amp;efence practice</source>
        <translation>Trénink &amp;obrany</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="100"/>
        <source>&amp;Review last deal</source>
        <translation>&amp;Rozebrat poslední rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="59"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="102"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="37"/>
        <location filename="../prefgui/ui/window/actions.py" line="103"/>
        <source>&amp;New session</source>
        <translation>&amp;Nová partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="104"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Uložené partie…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="105"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="60"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="61"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Vzhled karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="106"/>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="107"/>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="108"/>
        <source>Show &amp;last trick</source>
        <translation>Zobrazit &amp;poslední štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="109"/>
        <source>&amp;Trick history</source>
        <translation>Průběh š&amp;tychů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="110"/>
        <source>&amp;Claim the rest…</source>
        <translation>&amp;Nárok na zbytek…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="111"/>
        <source>Deal s&amp;ummary</source>
        <translation>&amp;Shrnutí rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="112"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Další rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="113"/>
        <source>&amp;Progress…</source>
        <translation>&amp;Pokrok…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="114"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Cvičný režim (lze vracet karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="115"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Vrátit mou poslední kartu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="62"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Rychlost animací</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="63"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="64"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="65"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="66"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="69"/>
        <source>&amp;Full screen</source>
        <translation>Celá &amp;obrazovka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="116"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Vítej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="117"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="118"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="119"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="131"/>
        <source>No trick has been completed yet.</source>
        <translation>Ještě nebyl dohrán žádný štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vybrat kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zahrát vybranou kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;mezerník&lt;/b&gt;&lt;/td&gt;&lt;td&gt;přecházet mezi tlačítky panelu rozhodnutí a mačkat je&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zobrazit poslední štych&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;průběh štychů&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zápis&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;další rozdání (po skončení rozdání)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pravidla&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrátit mou poslední kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nová partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celá obrazovka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ukončit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="33"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nárok na zbývající štychy&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="35"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;defence practice&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trénink obrany&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Poslední štych: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="154"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Cvičný režim: své karty můžeš vzít zpět (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="155"/>
        <source>Practice mode is off.</source>
        <translation>Cvičný režim je vypnutý.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="161"/>
        <source>Nothing to undo in this deal.</source>
        <translation>V tomto rozdání není co vrátit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vybrat kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zahrát vybranou kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;mezerník&lt;/b&gt;&lt;/td&gt;&lt;td&gt;přecházet mezi tlačítky panelu rozhodnutí a mačkat je&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zobrazit poslední štych&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrátit mou poslední kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nová partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celá obrazovka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ukončit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>About prefgui</source>
        <translation>O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferans proti počítači: rakouská, ilustrovaná, západobalkánská, maďarská, podunajskošvábská a americká pravidla.&lt;/p&gt;&lt;p&gt;Svobodný software pod licencí GNU GPL verze 3 nebo novější. Obrázky karet: vlastní. Písmo: DejaVu Sans (svobodná licence).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>direction</source>
        <translation type="vanished">Směr hry</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation type="vanished">Když všichni pasují</translation>
    </message>
    <message>
        <source>hold</source>
        <translation type="vanished">Držení</translation>
    </message>
    <message>
        <source>raise step</source>
        <translation type="vanished">Krok licitace</translation>
    </message>
    <message>
        <source>hand bid only before plain bid</source>
        <translation type="vanished">Hra z ruky jen před obyčejnou nabídkou</translation>
    </message>
    <message>
        <source>one more rule</source>
        <translation type="vanished">Pravidlo „jen o jednu výš“</translation>
    </message>
    <message>
        <source>illustrated ranking</source>
        <translation type="vanished">Pořadí her (ilustrovaný)</translation>
    </message>
    <message>
        <source>illustrated form</source>
        <translation type="vanished">Podoba (ilustrovaný)</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation type="vanished">Žebříček her</translation>
    </message>
    <message>
        <source>talon shown</source>
        <translation type="vanished">Talón se ukazuje</translation>
    </message>
    <message>
        <source>widow order</source>
        <translation type="vanished">Pořadí u talónu</translation>
    </message>
    <message>
        <source>invitation</source>
        <translation type="vanished">Pozvání</translation>
    </message>
    <message>
        <source>first defender may invite</source>
        <translation type="vanished">První obránce smí pozvat</translation>
    </message>
    <message>
        <source>concession window</source>
        <translation type="vanished">Kdy se lze vzdát</translation>
    </message>
    <message>
        <source>joint concession</source>
        <translation type="vanished">Společné vzdání</translation>
    </message>
    <message>
        <source>open defender comms</source>
        <translation type="vanished">Domluva obránců u otevřených her</translation>
    </message>
    <message>
        <source>contra</source>
        <translation type="vanished">Flek</translation>
    </message>
    <message>
        <source>contra on</source>
        <translation type="vanished">Flek na</translation>
    </message>
    <message>
        <source>contra levels</source>
        <translation type="vanished">Stupně fleku</translation>
    </message>
    <message>
        <source>compulsory contra on spades</source>
        <translation type="vanished">Povinný flek na piky</translation>
    </message>
    <message>
        <source>must trump</source>
        <translation type="vanished">Povinnost trumfovat</translation>
    </message>
    <message>
        <source>must head</source>
        <translation type="vanished">Povinnost přebíjet</translation>
    </message>
    <message>
        <source>first lead</source>
        <translation type="vanished">První výnos</translation>
    </message>
    <message>
        <source>sans first lead</source>
        <translation type="vanished">První výnos při hře bez trumfů</translation>
    </message>
    <message>
        <source>slam6 run</source>
        <translation type="vanished">Šest v řadě u durcha</translation>
    </message>
    <message>
        <source>dealer unit payer</source>
        <translation type="vanished">Kdo platí jednotku</translation>
    </message>
    <message>
        <source>invite fail penalty</source>
        <translation type="vanished">Pokuta za neúspěšné pozvání</translation>
    </message>
    <message>
        <source>inviter gets dealer unit</source>
        <translation type="vanished">Zvoucí dostane jednotku rozdávajícího</translation>
    </message>
    <message>
        <source>concession invited</source>
        <translation type="vanished">Vzdání proti pozvané obraně</translation>
    </message>
    <message>
        <source>multiply by contract value</source>
        <translation type="vanished">Násobit hodnotou hry</translation>
    </message>
    <message>
        <source>original scoring</source>
        <translation type="vanished">Původní počítání</translation>
    </message>
    <message>
        <source>original multiplier basis</source>
        <translation type="vanished">Základ násobku</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation type="vanished">Zaokrouhlování</translation>
    </message>
    <message>
        <source>original scope</source>
        <translation type="vanished">Rozsah původního počítání</translation>
    </message>
    <message>
        <source>pot shortfall</source>
        <translation type="vanished">Nedostatek v banku</translation>
    </message>
    <message>
        <source>defence quota</source>
        <translation type="vanished">Kvóta obrany</translation>
    </message>
    <message>
        <source>invited trick credit</source>
        <translation type="vanished">Štychy pozvaného</translation>
    </message>
    <message>
        <source>sans defender payments</source>
        <translation type="vanished">Platby obráncům při hře bez trumfů</translation>
    </message>
    <message>
        <source>bank model</source>
        <translation type="vanished">Druh banku</translation>
    </message>
    <message>
        <source>balkan concession</source>
        <translation type="vanished">Vzdání (balkánský)</translation>
    </message>
    <message>
        <source>refa</source>
        <translation type="vanished">Refa</translation>
    </message>
    <message>
        <source>refa limit</source>
        <translation type="vanished">Nejvyšší počet ref</translation>
    </message>
    <message>
        <source>refa consume</source>
        <translation type="vanished">Spotřeba refy</translation>
    </message>
    <message>
        <source>hand value plus one</source>
        <translation type="vanished">Hra z ruky o jednu víc</translation>
    </message>
    <message>
        <source>equal talon payment</source>
        <translation type="vanished">Platba za stejné karty v talónu</translation>
    </message>
    <message>
        <source>overtrick payment</source>
        <translation type="vanished">Platba za štychy navíc a chybějící</translation>
    </message>
    <message>
        <source>american payout</source>
        <translation type="vanished">Výplata (americký)</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation type="vanished">Tabulka výplat</translation>
    </message>
    <message>
        <source>failure penalty</source>
        <translation type="vanished">Pokuta za prohru</translation>
    </message>
    <message>
        <source>preference bonus</source>
        <translation type="vanished">Prémie za Préférence</translation>
    </message>
    <message>
        <source>preference bonus scope</source>
        <translation type="vanished">Rozsah prémie za Préférence</translation>
    </message>
    <message>
        <source>preference bonus payers</source>
        <translation type="vanished">Kdo platí prémii za Préférence</translation>
    </message>
    <message>
        <source>four aces bonus</source>
        <translation type="vanished">Prémie za čtyři esa</translation>
    </message>
    <message>
        <source>four aces count</source>
        <translation type="vanished">Počítání čtyř es</translation>
    </message>
    <message>
        <source>no ace bonus</source>
        <translation type="vanished">Prémie bez esa</translation>
    </message>
    <message>
        <source>no ace hand games</source>
        <translation type="vanished">Ohlášení bez esa u her z ruky</translation>
    </message>
    <message>
        <source>conventions status</source>
        <translation type="vanished">Platnost konvencí</translation>
    </message>
    <message>
        <source>c3 high</source>
        <translation type="vanished">„Velmi vysoká“ u C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="123"/>
        <source>Direction of play</source>
        <translation>Směr hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="124"/>
        <source>When everybody passes</source>
        <translation>Když všichni pasují</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="125"/>
        <source>Holding a bid</source>
        <translation>Držení nabídky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="126"/>
        <source>Raising the bid</source>
        <translation>Zvyšování nabídky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="127"/>
        <source>Hand bid only before a plain bid</source>
        <translation>Hra z ruky jen před obyčejnou nabídkou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="128"/>
        <source>One-more rule</source>
        <translation>Pravidlo „jen o jednu výš“</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="129"/>
        <source>Rank of open misère and slam</source>
        <translation>Pořadí otevřeného betla a durcha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="130"/>
        <source>Form of the game</source>
        <translation>Podoba hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="131"/>
        <source>Contracts above the suits</source>
        <translation>Hry nad barvami</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="132"/>
        <source>Talon shown to the defenders</source>
        <translation>Talón se ukazuje obráncům</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="133"/>
        <source>Taking the widow</source>
        <translation>Braní talónu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="134"/>
        <source>Invitation</source>
        <translation>Pozvání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="135"/>
        <source>First defender may invite</source>
        <translation>První obránce smí pozvat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="136"/>
        <source>When the declarer may give up</source>
        <translation>Kdy se aktér smí vzdát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="137"/>
        <source>Defenders may concede together</source>
        <translation>Obránci se smí vzdát společně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="138"/>
        <source>Defenders talking in open contracts</source>
        <translation>Domluva obránců u otevřených her</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="139"/>
        <source>Contra</source>
        <translation>Flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="140"/>
        <source>Contra allowed against</source>
        <translation>Flek povolen na</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="141"/>
        <source>Contra levels</source>
        <translation>Stupně fleku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="142"/>
        <source>Compulsory contra against spades</source>
        <translation>Povinný flek na piky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="143"/>
        <source>Must trump</source>
        <translation>Povinnost trumfovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="144"/>
        <source>Must beat the trick</source>
        <translation>Povinnost přebíjet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="145"/>
        <source>First lead</source>
        <translation>První výnos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="146"/>
        <source>First lead in sans</source>
        <translation>První výnos při hře bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="147"/>
        <source>Six-in-a-row slam</source>
        <translation>Šest v řadě u durcha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="148"/>
        <source>Who pays the unit for 2 tricks</source>
        <translation>Kdo platí jednotku za 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="149"/>
        <source>Penalty for a failed invitation</source>
        <translation>Pokuta za neúspěšné pozvání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="150"/>
        <source>Inviter gets the dealer&apos;s unit</source>
        <translation>Zvoucí dostane jednotku rozdávajícího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="151"/>
        <source>Giving up against an invited defence</source>
        <translation>Vzdání proti pozvané obraně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="152"/>
        <source>Multiply by the contract&apos;s number</source>
        <translation>Násobit hodnotou hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="153"/>
        <source>Original scoring</source>
        <translation>Původní počítání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="154"/>
        <source>Original scoring: pot measured</source>
        <translation>Původní počítání: bank se měří</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="155"/>
        <source>Rounding</source>
        <translation>Zaokrouhlování</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="156"/>
        <source>Original scoring applies to</source>
        <translation>Původní počítání platí pro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="157"/>
        <source>When the pot runs short</source>
        <translation>Když v banku nestačí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="158"/>
        <source>Tricks the defence needs</source>
        <translation>Kolik štychů obrana potřebuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="159"/>
        <source>Invited defender&apos;s tricks paid to</source>
        <translation>Štychy pozvaného se platí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="160"/>
        <source>Defender payments in sans</source>
        <translation>Platby obráncům při hře bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="161"/>
        <source>Kind of bank</source>
        <translation>Druh banku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="162"/>
        <source>Giving up</source>
        <translation>Vzdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="163"/>
        <source>Refa marks</source>
        <translation>Refy</translation>
    </message>
    <message>
        <source>Most refa marks at once</source>
        <translation type="vanished">Nejvíc ref najednou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="164"/>
        <source>Rounds of refa marks a session</source>
        <translation>Kol ref za partii</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="165"/>
        <source>The refa limit counts</source>
        <translation>Limit ref počítá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="166"/>
        <source>A refa mark is used</source>
        <translation>Refa se spotřebuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="167"/>
        <source>Hand contract worth one more</source>
        <translation>Hra z ruky o jednu víc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="168"/>
        <source>Payment for a paired talon</source>
        <translation>Platba za stejné karty v talónu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="169"/>
        <source>Over- and undertricks paid</source>
        <translation>Štychy navíc a chybějící se platí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="170"/>
        <source>Reward from the pot</source>
        <translation>Výhra z banku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="171"/>
        <source>Reward amounts</source>
        <translation>Výše výher</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="172"/>
        <source>Penalty for failing</source>
        <translation>Pokuta za prohru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="173"/>
        <source>Préférence bonus</source>
        <translation>Prémie za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="174"/>
        <source>Préférence bonus applies to</source>
        <translation>Prémie za Préférence platí pro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="175"/>
        <source>Préférence bonus paid by</source>
        <translation>Prémii za Préférence platí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="176"/>
        <source>Four aces bonus</source>
        <translation>Prémie za čtyři esa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="177"/>
        <source>Where the four aces count</source>
        <translation>Kde se čtyři esa počítají</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="178"/>
        <source>No-ace bonus</source>
        <translation>Prémie bez esa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="179"/>
        <source>No-ace announcement in hand games</source>
        <translation>Ohlášení bez esa u her z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="180"/>
        <source>Defender conventions</source>
        <translation>Konvence obránců</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="181"/>
        <source>“Very high” in C3</source>
        <translation>„Velmi vysoká“ u C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="182"/>
        <source>Settle the C1 compensation</source>
        <translation>Vyrovnat náhradu za C1</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="184"/>
        <source>Size of the pool</source>
        <translation>Velikost pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="185"/>
        <source>Misère only as the first call</source>
        <translation>Betl jen jako první hlášení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="186"/>
        <source>Bids without the talon</source>
        <translation>Hry bez talónu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="187"/>
        <source>Ten-trick contract</source>
        <translation>Hra na deset</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="188"/>
        <source>Half-whist on</source>
        <translation>Půl vistu ve hrách</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="189"/>
        <source>Who may half-whist</source>
        <translation>Kdo smí hlásit půl vistu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="190"/>
        <source>Half-whister overruled by a whist</source>
        <translation>Půl vistu, když spoluhráč přece vistuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="191"/>
        <source>Stalingrad</source>
        <translation>Stalingrad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="192"/>
        <source>Open whist: hands laid down</source>
        <translation>Otevřený vist: kdy se karty vyloží</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="193"/>
        <source>Misère: the catchers&apos; hands laid down</source>
        <translation>Betl: kdy obránci vyloží karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="194"/>
        <source>Whists for a defence trick</source>
        <translation>Visty za štych obránců</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="195"/>
        <source>Mountain for an undertrick</source>
        <translation>Hora za chybějící štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="196"/>
        <source>Consolation for an undertrick</source>
        <translation>Konsolace za chybějící štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="197"/>
        <source>Consolation written by</source>
        <translation>Kdo píše konsolaci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="198"/>
        <source>Lone whister on a failed contract</source>
        <translation>Jediný vistující při prohrané hře</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="199"/>
        <source>Mountain for a whister&apos;s missing trick</source>
        <translation>Hora za chybějící štychy vistujících</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="200"/>
        <source>Two whisters short on six or seven</source>
        <translation>Dvěma vistujícím chybí štychy ve hře na šest nebo sedm</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="201"/>
        <source>Two whisters without a trick on eight or more</source>
        <translation>Dva vistující bez štychu ve hře na osm a víc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="202"/>
        <source>Mountain for a misère trick</source>
        <translation>Hora za štych v betlu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="203"/>
        <source>Worth of a pool point</source>
        <translation>Hodnota bodu pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="204"/>
        <source>The pool closes at its size</source>
        <translation>Pulja se uzavře na své velikosti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="205"/>
        <source>Points over a closed pool</source>
        <translation>Body nad uzavřenou pulju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="206"/>
        <source>End of the pulka</source>
        <translation>Konec pulky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="207"/>
        <source>No end during all-pass deals</source>
        <translation>Žádný konec během raspasů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="208"/>
        <source>All-pass deals written</source>
        <translation>Zápis raspasů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="209"/>
        <source>All-pass progression</source>
        <translation>Progrese v raspasech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="210"/>
        <source>No trick in an all-pass deal</source>
        <translation>Žádný štych v raspasech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="211"/>
        <source>All-pass: only tricks above the fewest</source>
        <translation>Raspasy: jen štychy nad nejmenší počet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="212"/>
        <source>Whists for an all-pass trick</source>
        <translation>Visty za štych v raspasech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="213"/>
        <source>All-pass whists count</source>
        <translation>Visty v raspasech se píšou za</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="214"/>
        <source>Talon in an all-pass deal</source>
        <translation>Talón v raspasech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="215"/>
        <source>Talon trick nobody follows</source>
        <translation>Štych z talónu, ke kterému nikdo nepřizná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="216"/>
        <source>Lead to the third all-pass trick</source>
        <translation>Výnos do třetího štychu raspasů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="217"/>
        <source>Dealer scored in all-pass deals</source>
        <translation>Rozdávajícímu se raspasy zapisují</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="218"/>
        <source>End of a series of all-pass deals</source>
        <translation>Co ukončí sérii raspasů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="219"/>
        <source>Exit from all-pass deals</source>
        <translation>Výstup z raspasů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="220"/>
        <source>Misère after an all-pass deal</source>
        <translation>Betl po raspasech</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="221"/>
        <source>Without three</source>
        <translation>Bez tří</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="222"/>
        <source>Dealer&apos;s talon bonuses</source>
        <translation>Prémie rozdávajícímu za talón</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <source>cw</source>
        <translation type="vanished">po směru hodinových ručiček</translation>
    </message>
    <message>
        <source>acw</source>
        <translation type="vanished">proti směru hodinových ručiček</translation>
    </message>
    <message>
        <source>last player forced</source>
        <translation type="vanished">poslední musí licitovat</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation type="vanished">rozdat znovu</translation>
    </message>
    <message>
        <source>any</source>
        <translation type="vanished">libovolně</translation>
    </message>
    <message>
        <source>exactly one</source>
        <translation type="vanished">přesně o jednu</translation>
    </message>
    <message>
        <source>open exception</source>
        <translation type="vanished">výjimka pro otevřené hry</translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="vanished">obyčejné</translation>
    </message>
    <message>
        <source>open contracts</source>
        <translation type="vanished">otevřené hry</translation>
    </message>
    <message>
        <source>six in a row</source>
        <translation type="vanished">šest v řadě</translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="vanished">standardní</translation>
    </message>
    <message>
        <source>sans7</source>
        <translation type="vanished">bez trumfů jako 7</translation>
    </message>
    <message>
        <source>extended</source>
        <translation type="vanished">rozšířený</translation>
    </message>
    <message>
        <source>extended no one</source>
        <translation type="vanished">rozšířený bez hry na jeden štych</translation>
    </message>
    <message>
        <source>serbian</source>
        <translation type="vanished">srbský</translation>
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
        <translation type="vanished">po rozhodnutí obrany</translation>
    </message>
    <message>
        <source>any time before lead</source>
        <translation type="vanished">kdykoli před výnosem</translation>
    </message>
    <message>
        <source>table talk</source>
        <translation type="vanished">domluva povolena</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">žádná</translation>
    </message>
    <message>
        <source>full view</source>
        <translation type="vanished">plný výhled</translation>
    </message>
    <message>
        <source>all</source>
        <translation type="vanished">všechny</translation>
    </message>
    <message>
        <source>trick contracts</source>
        <translation type="vanished">štychové hry</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation type="vanished">hráč</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation type="vanished">forhont</translation>
    </message>
    <message>
        <source>as first lead</source>
        <translation type="vanished">jako první výnos</translation>
    </message>
    <message>
        <source>defender before declarer</source>
        <translation type="vanished">obránce před hráčem</translation>
    </message>
    <message>
        <source>any run</source>
        <translation type="vanished">libovolná řada</translation>
    </message>
    <message>
        <source>from trick 1</source>
        <translation type="vanished">od prvního štychu</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="vanished">rozdávající</translation>
    </message>
    <message>
        <source>inviter 5</source>
        <translation type="vanished">5 zvoucímu</translation>
    </message>
    <message>
        <source>both 3</source>
        <translation type="vanished">každému 3</translation>
    </message>
    <message>
        <source>after dealer stake</source>
        <translation type="vanished">po vkladu rozdávajícího</translation>
    </message>
    <message>
        <source>before</source>
        <translation type="vanished">před ním</translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="vanished">přesně</translation>
    </message>
    <message>
        <source>floor</source>
        <translation type="vanished">dolů</translation>
    </message>
    <message>
        <source>half up</source>
        <translation type="vanished">matematicky</translation>
    </message>
    <message>
        <source>pot payments only</source>
        <translation type="vanished">jen platby s bankem</translation>
    </message>
    <message>
        <source>pay available</source>
        <translation type="vanished">vyplatit, co v něm je</translation>
    </message>
    <message>
        <source>allow negative</source>
        <translation type="vanished">smí jít do minusu</translation>
    </message>
    <message>
        <source>individual</source>
        <translation type="vanished">každý zvlášť</translation>
    </message>
    <message>
        <source>joint</source>
        <translation type="vanished">společně</translation>
    </message>
    <message>
        <source>inviter</source>
        <translation type="vanished">zvoucí</translation>
    </message>
    <message>
        <source>invited</source>
        <translation type="vanished">pozvaný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="226"/>
        <source>clockwise</source>
        <translation>po směru hodinových ručiček</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="227"/>
        <source>anticlockwise</source>
        <translation>proti směru hodinových ručiček</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="228"/>
        <source>the last player must bid</source>
        <translation>poslední musí licitovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="229"/>
        <source>deal again</source>
        <translation>rozdat znovu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="230"/>
        <source>any higher bid</source>
        <translation>jakákoli vyšší nabídka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="231"/>
        <source>exactly one higher</source>
        <translation>přesně o jednu výš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="232"/>
        <source>open misère and slam above hand 1–6</source>
        <translation>otevřený betl a durch nad hrami z ruky 1–6</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="233"/>
        <source>every hand bid above every plain bid</source>
        <translation>každá hra z ruky nad každou obyčejnou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="234"/>
        <source>with open misère and open slam</source>
        <translation>s otevřeným betlem a otevřeným durchem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="235"/>
        <source>misère and six-in-a-row slam</source>
        <translation>betl a durch šesti štychů v řadě</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="236"/>
        <source>standard ladder</source>
        <translation>obvyklé pořadí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="237"/>
        <source>sans at level 7</source>
        <translation>bez trumfů jako 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="238"/>
        <source>extended ladder</source>
        <translation>rozšířené pořadí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="239"/>
        <source>extended, no one-trick game</source>
        <translation>rozšířené, bez hry na jeden štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="240"/>
        <source>Serbian ladder</source>
        <translation>srbské pořadí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="241"/>
        <source>take the widow, then discard (Foster)</source>
        <translation>nejdřív vzít talón, pak odhodit (Foster)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="242"/>
        <source>discard, then take the widow (USPCC)</source>
        <translation>nejdřív odhodit, pak vzít talón (USPCC)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="243"/>
        <source>after the defenders decide</source>
        <translation>po rozhodnutí obránců</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="244"/>
        <source>any time before the first card</source>
        <translation>kdykoli před první kartou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="245"/>
        <source>they may talk</source>
        <translation>smí se domlouvat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="246"/>
        <source>no talking</source>
        <translation>bez domluvy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="247"/>
        <source>they see each other&apos;s cards</source>
        <translation>vidí si navzájem do karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="248"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="295"/>
        <source>every contract</source>
        <translation>každá hra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="249"/>
        <source>trick contracts only</source>
        <translation>jen štychové hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="250"/>
        <source>contra and recontra</source>
        <translation>flek a re</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="251"/>
        <source>up to subcontra and mortcontra</source>
        <translation>až po sub a mort</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="252"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="259"/>
        <source>the declarer</source>
        <translation>aktér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="253"/>
        <source>forehand (first to bid)</source>
        <translation>forhont (licituje první)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="254"/>
        <source>as in other contracts</source>
        <translation>jako u jiných her</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="255"/>
        <source>the defender before the declarer</source>
        <translation>obránce před aktérem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="256"/>
        <source>any six tricks in a row</source>
        <translation>libovolných šest štychů v řadě</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="257"/>
        <source>the first six tricks</source>
        <translation>prvních šest štychů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="258"/>
        <source>the dealer</source>
        <translation>rozdávající</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="260"/>
        <source>1 unit</source>
        <translation>1 jednotka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="261"/>
        <source>10 units</source>
        <translation>10 jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="262"/>
        <source>5 to the inviter</source>
        <translation>5 zvoucímu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="263"/>
        <source>3 to each defender</source>
        <translation>3 každému obránci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="264"/>
        <source>after the dealer&apos;s 10</source>
        <translation>po 10 rozdávajícího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="265"/>
        <source>before the dealer&apos;s 10</source>
        <translation>před 10 rozdávajícího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="266"/>
        <source>exact fractions</source>
        <translation>přesné zlomky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="267"/>
        <source>round down</source>
        <translation>zaokrouhlit dolů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="268"/>
        <source>round to the nearest</source>
        <translation>zaokrouhlit matematicky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="269"/>
        <source>every payment</source>
        <translation>každá platba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="270"/>
        <source>payments to and from the pot only</source>
        <translation>jen platby do banku a z banku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="271"/>
        <source>pay what the pot holds</source>
        <translation>vyplatit, co v banku je</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="272"/>
        <source>the pot may go negative</source>
        <translation>bank smí jít do minusu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="273"/>
        <source>2 tricks each</source>
        <translation>každý 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="274"/>
        <source>4 tricks together</source>
        <translation>4 štychy dohromady</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="275"/>
        <source>the inviter</source>
        <translation>zvoucí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="276"/>
        <source>the invited defender</source>
        <translation>pozvaný obránce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="277"/>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="278"/>
        <source>an account without limit</source>
        <translation>účet bez omezení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="279"/>
        <source>a pot that can run dry</source>
        <translation>bank, který se může vyprázdnit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="280"/>
        <source>as a failure</source>
        <translation>jako prohra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="281"/>
        <source>as a failure, plus 2 tricks to each defender</source>
        <translation>jako prohra a 2 štychy každému obránci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="282"/>
        <source>the rounds of a session</source>
        <translation>kola partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="283"/>
        <source>each player&apos;s unused marks</source>
        <translation>nespotřebované refy každého hráče</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="284"/>
        <source>by every contract</source>
        <translation>každou hrou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="285"/>
        <source>only when cards are played</source>
        <translation>jen když se hraje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="286"/>
        <source>2 units</source>
        <translation>2 jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="287"/>
        <source>4 units</source>
        <translation>4 jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="288"/>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="289"/>
        <source>to each defender</source>
        <translation>každému obránci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="290"/>
        <source>once in all</source>
        <translation>jednou celkem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="291"/>
        <source>once per contract</source>
        <translation>jednou za hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="292"/>
        <source>per trick taken</source>
        <translation>za každý uhraný štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="294"/>
        <source>hand hearts only</source>
        <translation>jen srdce z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="297"/>
        <source>the defenders who play</source>
        <translation>hrající obránci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="298"/>
        <source>in the ten cards played</source>
        <translation>v deseti hraných kartách</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="299"/>
        <source>anywhere in the twelve</source>
        <translation>kdekoli ve dvanácti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="300"/>
        <source>judged on the ten cards held</source>
        <translation>podle deseti karet v ruce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="302"/>
        <source>advice</source>
        <translation>doporučení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="304"/>
        <source>an ethical duty</source>
        <translation>etická povinnost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="305"/>
        <source>C1 is a law of the game</source>
        <translation>C1 je pravidlo hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="306"/>
        <source>ace or king</source>
        <translation>eso nebo král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="307"/>
        <source>one of the top two cards still out</source>
        <translation>jedna ze dvou nejvyšších karet, které ještě nepadly</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="309"/>
        <source>never: every bid must be higher</source>
        <translation>nikdy: každá nabídka musí být vyšší</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="310"/>
        <source>only past a player who passed</source>
        <translation>jen přes hráče, který pasoval</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="311"/>
        <source>by the earlier seat</source>
        <translation>podle pořadí míst</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="312"/>
        <source>the player after the declarer</source>
        <translation>obránce sedící po aktérovi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="313"/>
        <source>whisted: one trick to take</source>
        <translation>vistuje se: stačí jeden štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="314"/>
        <source>checked: played open, no whists</source>
        <translation>kontroluje se: otevřeně, bez vistů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="315"/>
        <source>no contract (no half-whist)</source>
        <translation>žádných (půl vistu se nehraje)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="316"/>
        <source>only the second defender</source>
        <translation>jen druhý obránce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="317"/>
        <source>either defender, the other may answer</source>
        <translation>kterýkoli obránce, druhý smí odpovědět</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="318"/>
        <source>he is an ordinary passer</source>
        <translation>je obyčejný pasující</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="319"/>
        <source>he gets nothing</source>
        <translation>nedostane nic</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="320"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="323"/>
        <source>before the first lead</source>
        <translation>před prvním výnosem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="321"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="322"/>
        <source>after the first card</source>
        <translation>po první kartě</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="324"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="326"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="329"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="337"/>
        <source>the contract price</source>
        <translation>cena hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="325"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="327"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="330"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="338"/>
        <source>twice the contract price</source>
        <translation>dvojnásobek ceny hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="328"/>
        <source>no consolation</source>
        <translation>bez konsolace</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="331"/>
        <source>everybody but the declarer</source>
        <translation>všichni kromě aktéra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="332"/>
        <source>both defenders</source>
        <translation>oba obránci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="333"/>
        <source>the whisters only</source>
        <translation>jen vistující</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="334"/>
        <source>whists for both hands (greedy whist)</source>
        <translation>visty za obě ruce (lakomý vist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="335"/>
        <source>half to the passer (gentleman&apos;s whist)</source>
        <translation>polovina pasujícímu (gentlemanský vist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="336"/>
        <source>whists for his own tricks only</source>
        <translation>visty jen za vlastní štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="339"/>
        <source>charged no more than the defence lacks</source>
        <translation>nejvýš tolik, kolik obráncům chybí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="340"/>
        <source>each charged for his own half</source>
        <translation>každý za svou polovinu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="341"/>
        <source>the second whister pays</source>
        <translation>platí druhý vistující</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="342"/>
        <source>nobody pays</source>
        <translation>nikdo neplatí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="343"/>
        <source>one mountain point</source>
        <translation>jeden bod hory</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="344"/>
        <source>two mountain points</source>
        <translation>dva body hory</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="345"/>
        <source>help the fullest open pool first</source>
        <translation>pomohou nejdřív nejplnější otevřené pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="346"/>
        <source>come off the mountain</source>
        <translation>odepíšou se z hory</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="347"/>
        <source>when the pools are full</source>
        <translation>když jsou všechny pulje plné</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="348"/>
        <source>when the players agree</source>
        <translation>když se hráči dohodnou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="349"/>
        <source>on the mountain</source>
        <translation>na horu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="350"/>
        <source>as whists</source>
        <translation>jako visty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="351"/>
        <source>the trick price in the pool</source>
        <translation>cena štychu do pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="352"/>
        <source>one point in the pool</source>
        <translation>jeden bod do pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="353"/>
        <source>every trick</source>
        <translation>každý štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="354"/>
        <source>tricks above the fewest</source>
        <translation>štychy nad nejmenší počet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="355"/>
        <source>leads the first two tricks</source>
        <translation>vynáší do prvních dvou štychů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="356"/>
        <source>set aside</source>
        <translation>odloží se stranou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="357"/>
        <source>goes to the forehand</source>
        <translation>dostane forhont</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="358"/>
        <source>goes to nobody</source>
        <translation>nedostane nikdo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="359"/>
        <source>the forehand</source>
        <translation>forhont</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="360"/>
        <source>the winner of the second trick</source>
        <translation>kdo vzal druhý štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="361"/>
        <source>any contract, made or not</source>
        <translation>jakákoli hra, vyhraná i prohraná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="362"/>
        <source>a made contract, played or not</source>
        <translation>vyhraná hra, hraná i nehraná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="363"/>
        <source>a contract made in play</source>
        <translation>hra vyhraná při sehrávce</translation>
    </message>
    <message>
        <source>account</source>
        <translation type="vanished">účet</translation>
    </message>
    <message>
        <source>pot</source>
        <translation type="vanished">bank</translation>
    </message>
    <message>
        <source>as failure</source>
        <translation type="vanished">jako prohra</translation>
    </message>
    <message>
        <source>failure plus tricks k</source>
        <translation type="vanished">prohra a platby za štychy</translation>
    </message>
    <message>
        <source>on declare</source>
        <translation type="vanished">při ohlášení</translation>
    </message>
    <message>
        <source>on play only</source>
        <translation type="vanished">jen při sehrávce</translation>
    </message>
    <message>
        <source>per defender</source>
        <translation type="vanished">každému obránci</translation>
    </message>
    <message>
        <source>total</source>
        <translation type="vanished">celkem</translation>
    </message>
    <message>
        <source>per contract</source>
        <translation type="vanished">za hru</translation>
    </message>
    <message>
        <source>per trick</source>
        <translation type="vanished">za štych</translation>
    </message>
    <message>
        <source>hand hearts</source>
        <translation type="vanished">jen srdce z ruky</translation>
    </message>
    <message>
        <source>all contracts</source>
        <translation type="vanished">všechny hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="296"/>
        <source>both opponents</source>
        <translation>oba soupeři</translation>
    </message>
    <message>
        <source>playing defenders</source>
        <translation type="vanished">hrající obránci</translation>
    </message>
    <message>
        <source>played hand</source>
        <translation type="vanished">hrané karty</translation>
    </message>
    <message>
        <source>twelve cards</source>
        <translation type="vanished">dvanáct karet</translation>
    </message>
    <message>
        <source>ten cards</source>
        <translation type="vanished">deset karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="301"/>
        <source>not allowed</source>
        <translation>nepovoleno</translation>
    </message>
    <message>
        <source>advisory</source>
        <translation type="vanished">doporučení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="303"/>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <source>ethical</source>
        <translation type="vanished">etická povinnost</translation>
    </message>
    <message>
        <source>integral c1</source>
        <translation type="vanished">C1 jako pravidlo</translation>
    </message>
    <message>
        <source>A or K</source>
        <translation type="vanished">A nebo K</translation>
    </message>
    <message>
        <source>top two outstanding</source>
        <translation type="vanished">dvě nejvyšší zbývající</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="17"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="293"/>
        <source>the same as the reward</source>
        <translation>stejně jako výhra</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="21"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Směr rozdávání a hry (mění jen to, jak je stůl nakreslen).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="22"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Když všichni pasují: poslední hráč musí licitovat, nebo rozdání neplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="23"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Hráč, který sedí dříve, smí aktuální nabídku držet (převzít).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="24"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Vyšší nabídka smí stupně přeskakovat, nebo musí být přesně o jeden vyšší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="25"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Hráč, který už dal obyčejnou nabídku nebo držel, nesmí už nabídnout hru z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="26"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Obyčejné nabídky jen o jednu vyšší než aktuální nabídka; po obyčejné nabídce už žádná hra z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="27"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Obyčejný otevřený betl/durch je vyšší než hry z ruky 1–6, nebo je každá hra z ruky vyšší než každá obyčejná nabídka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="28"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Hry 5–8 s otevřeným betlem a otevřeným durchem, nebo jen betl a durch se šesti štychy za sebou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="29"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Hry nad barevnými hrami: betl, durch, bez trumfů, jeden štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="30"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Aktér ukáže obráncům talón, než si ho vezme.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="31"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Po výhře ve druhém kole licitace: nejdřív vzít talón a pak odhodit, nebo nejdřív odhodit a pak talón vzít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="32"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Obránce smí pozvat spoluhráče, který nehraje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="33"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Když první obránce brání a druhý nehraje, smí ho první pozvat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="34"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Aktér se smí vzdát po rozhodnutí obránců, nebo kdykoli před první kartou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="35"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>V betlu a durchu smějí oba obránci společně uznat aktérovi hru bez hraní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="36"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>V otevřených hrách se obránci smějí o hře domlouvat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="37"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Obránce smí dát flek (zdvojí), aktér re.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="38"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Flek na každou hru, nebo jen na hry na štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="39"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Jen flek a re, nebo i tutti a boty (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="40"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Proti pikům musí obránce, který hraje, dát flek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="41"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Kdo nemůže přiznat barvu, musí trumfovat, pokud může.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="42"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Kdo může, musí přebít kartu, která štych zatím bere.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="43"/>
        <source>Who leads to the first trick.</source>
        <translation>Kdo vynáší do prvního štychu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="44"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Ve hře bez trumfů smí jako první vynést obránce, který sedí před aktérem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="45"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Durch (šest za sebou): libovolných šest štychů za sebou, nebo prvních šest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="46"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Kdo platí jednotku každému obránci, který vzal 2 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="47"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Kolik zvoucí platí do banku, když obrana vezme méně než 4 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="48"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Zvoucí, jehož obrana vezme 4 štychy, dostane jednotku od rozdávajícího.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="49"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Vzdání proti pozvané obraně: 5 zvoucímu, nebo každému 3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="50"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Každá platba se násobí číslem hry (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="51"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Rozdávající vloží 10; platby rostou s bankem (bank/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="52"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Původní vyúčtování: bank se měří po vkladu 10 od rozdávajícího, nebo před ním.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="53"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Původní vyúčtování: přesné zlomky, nebo zaokrouhlené částky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="54"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Původní vyúčtování přepočítává každou platbu, nebo jen platby do banku a z banku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="55"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Když výplata převýší bank: vyplatit, co v něm je, nebo ho nechat jít do minusu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="56"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Každý obránce potřebuje 2 štychy, nebo nikdo neplatí, když obrana vezme 4 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="57"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Kdo dostane zaplaceno za štychy pozvaného obránce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="58"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Hra bez trumfů se počítá jako hra na štychy pro povinné štychy obránců a platby za štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="59"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Bank je neomezený účet, nebo pokladna, která vyplatí jen to, co v ní je.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="60"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Vzdání se počítá jako prohra, k tomu (druhá hodnota) platba za 2 štychy každému hrajícímu obránci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="61"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Když všichni pasovali, dostane každý hráč značku refy, která zdvojí jeho příští hru.</translation>
    </message>
    <message>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation type="vanished">Nejvyšší počet nevyužitých značek refy, které hráč smí mít (0 = bez omezení).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="62"/>
        <source>Most rounds of refa marks in a session (0 = no limit).</source>
        <translation>Nejvýš tolik kol ref za partii (0 = bez omezení).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="63"/>
        <source>The refa limit counts the rounds of marks in a session, or the unused marks each player may hold.</source>
        <translation>Limit ref počítá kola ref za partii, nebo nespotřebované refy, které smí mít každý hráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="64"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Značka refy se spotřebuje každou hrou, nebo jen tehdy, když se hrají karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="65"/>
        <source>A hand contract is worth one more.</source>
        <translation>Hra z ruky má hodnotu o jednu vyšší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="66"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Kolik aktér platí rozdávajícímu, když dvě karty v talónu tvoří pár.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="67"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Štychy navíc a chybějící štychy se vyúčtují s každým obráncem, nebo jen jednou celkem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="68"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Bank odmění uhranou hru jednou, nebo za každý vzatý štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="69"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Odměna z banku: jedna částka, nebo zvláštní částka pro každou trumfovou barvu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="70"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Kolik platí do banku aktér, který prohraje (nebo totéž co odměna).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="71"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (srdce z ruky): aktér dostane od každého soupeře 10, nebo každému 10 zaplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="72"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Prémie za Préférence platí jen pro srdce z ruky, nebo pro každou hru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="73"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Kdo prémii za Préférence platí nebo dostává.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="74"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Aktér, který hraje se všemi čtyřmi esy, dostane 10 od každého soupeře.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="75"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Čtyři esa musí být mezi deseti hranými kartami, nebo kdekoli mezi dvanácti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="76"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Aktér bez esa to smí ohlásit: dostane od každého soupeře 10, nebo každému 10 zaplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="77"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Ve hrách z ruky se hlášení „žádné eso“ posuzuje podle deseti karet v ruce, nebo není dovoleno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="78"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Konvence obránců C1–C3: jako rada, vypnuto, jako etická povinnost, nebo C1 jako pravidlo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="79"/>
        <source>Under the ethical duty, the customary compensation for a trick taken from the partner against C1 is settled with the deal.</source>
        <translation>Při etické povinnosti se obvyklá náhrada za štych vzatý spoluhráči proti C1 vyrovná s rozdáním.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="80"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>„Velmi vysoká“ u C3 znamená eso nebo krále, nebo jednu ze dvou nejvyšších karet, které ještě nebyly zahrány.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="81"/>
        <source>The agreed size of each pool: the pulka is played until the pools reach it.</source>
        <translation>Dohodnutá velikost každé pulji: pulka se hraje, dokud ji pulje nedosáhnou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="82"/>
        <source>Misère may be bid only as a player&apos;s first call.</source>
        <translation>Betl smí hráč hlásit jen jako své první hlášení.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="83"/>
        <source>Bids without taking the talon (not played).</source>
        <translation>Hry bez vzetí talónu (nehrají se).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="84"/>
        <source>A ten-trick contract is whisted (quota 1), or checked: played open, no whists.</source>
        <translation>Hra na deset se vistuje (obráncům stačí jeden štych), nebo kontroluje: hraje se otevřeně, bez vistů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="85"/>
        <source>The contracts on which a lone defender may take half a whist.</source>
        <translation>Hry, ve kterých smí obránce, jehož spoluhráč pasoval, vzít půl vistu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="86"/>
        <source>Only the second defender may half-whist, or either, with a call back to the first.</source>
        <translation>Půl vistu smí hlásit jen druhý obránce, nebo kterýkoli z obou, a druhý pak odpoví ještě jednou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="87"/>
        <source>A half-whister whose partner whists after all is a passer, or gets nothing.</source>
        <translation>Kdo hlásil půl vistu a jeho spoluhráč přece vistuje, je pasující, nebo nedostane nic.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="88"/>
        <source>Against six spades both defenders must whist, and play closed.</source>
        <translation>Proti šesti pikům musí oba obránci vistovat a hrají zavřeně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="89"/>
        <source>An open whist lays the defenders&apos; hands down before the first lead, or after the first card.</source>
        <translation>Při otevřeném vistu obránci vyloží karty před prvním výnosem, nebo po první kartě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="90"/>
        <source>The catchers of a misère lay their hands down after the first card, or before it.</source>
        <translation>V betlu obránci vyloží karty po první kartě, nebo už před ní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="91"/>
        <source>Whists for each trick of the defence, in contract prices.</source>
        <translation>Visty za každý štych obránců, v cenách hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="92"/>
        <source>Mountain for each undertrick of the declarer, in contract prices.</source>
        <translation>Hora za každý štych, který aktérovi chybí, v cenách hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="93"/>
        <source>Whists of consolation for each undertrick, in contract prices.</source>
        <translation>Visty konsolace za každý chybějící štych, v cenách hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="94"/>
        <source>Who receives consolation from a failed declarer.</source>
        <translation>Kdo píše konsolaci na aktéra, který prohrál.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="95"/>
        <source>A lone whister&apos;s whists on a failed contract: all the defence&apos;s tricks, shared with the passer, or only his own.</source>
        <translation>Visty jediného vistujícího při prohrané hře: za všechny štychy obránců, napůl s pasujícím, nebo jen za vlastní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="96"/>
        <source>Mountain for each trick a whister&apos;s defence fell short, in contract prices.</source>
        <translation>Hora za každý štych, který vistujícím chybí do povinného počtu, v cenách hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="97"/>
        <source>Two whisters short on six or seven: charged up to the deficit, or each for his half.</source>
        <translation>Dvěma vistujícím chybí štychy ve hře na šest nebo sedm: nejvýš tolik, kolik chybí celkem, nebo každý za svou polovinu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="98"/>
        <source>Two whisters who take nothing against eight or more: the second pays, or nobody.</source>
        <translation>Dva vistující bez štychu ve hře na osm a víc: platí druhý, nebo nikdo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="99"/>
        <source>Mountain for each trick a misère declarer takes.</source>
        <translation>Hora za každý štych, který aktér v betlu vezme.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="100"/>
        <source>What a pool point is worth against a mountain point at the settlement.</source>
        <translation>Kolik bodů hory má bod pulji při konečném vyúčtování.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="101"/>
        <source>A pool stops at its size; what is over helps other pools or comes off the mountain.</source>
        <translation>Pulja skončí na své velikosti; co je navíc, pomůže jiným puljím, nebo se odepíše z hory.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="102"/>
        <source>Points over a full pool close the largest open pool first, or come off the mountain.</source>
        <translation>Body nad plnou pulju uzavřou nejdřív největší otevřenou pulju, nebo se odepíšou z hory.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="103"/>
        <source>The pulka ends when the pools are full, or when the players agree (time).</source>
        <translation>Pulka skončí, když jsou všechny pulje plné, nebo když se hráči dohodnou (čas).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="104"/>
        <source>The pulka does not end during a series of all-pass deals.</source>
        <translation>Pulka neskončí během série raspasů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="105"/>
        <source>All-pass deals are written on the mountain, or as whists.</source>
        <translation>Raspasy se píšou na horu, nebo jako visty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="106"/>
        <source>The price of a trick in consecutive all-pass deals.</source>
        <translation>Cena štychu v raspasech jdoucích po sobě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="107"/>
        <source>A player with no trick in an all-pass deal writes the trick price in his pool, or 1.</source>
        <translation>Kdo v raspasech nevezme žádný štych, zapíše si do pulji cenu štychu, nebo 1.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="108"/>
        <source>In an all-pass deal everyone is charged only for tricks above the fewest taken.</source>
        <translation>V raspasech se každému počítají jen štychy nad nejmenší vzatý počet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="109"/>
        <source>Whists per trick written by the player or players with the fewest tricks when all-pass deals are whists.</source>
        <translation>Visty za štych, které píše hráč s nejmenším počtem štychů, když se raspasy píšou jako visty.</translation>
    </message>
    <message>
        <source>Whists per trick written by the lowest player(s) when all-pass deals are whists.</source>
        <translation type="vanished">Visty za štych, které píše hráč s nejmenším počtem štychů, když se raspasy píšou jako visty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="110"/>
        <source>Those whists count every trick, or only tricks above the fewest taken.</source>
        <translation>Tyto visty se počítají za každý štych, nebo jen za štychy nad nejmenší vzatý počet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="111"/>
        <source>In an all-pass deal the talon cards lead the first two tricks, or are not used.</source>
        <translation>V raspasech karty talónu vynášejí do prvních dvou štychů, nebo se talón nepoužije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="112"/>
        <source>A talon-led trick that nobody follows goes to the forehand, or to nobody.</source>
        <translation>Štych z talónu, ke kterému nikdo nepřizná barvu, dostane forhont, nebo nikdo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="113"/>
        <source>After the talon tricks the forehand leads, or the winner of the second.</source>
        <translation>Po štyších z talónu vynáší forhont, nebo ten, kdo vzal druhý.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="114"/>
        <source>With four players the dealer is scored in all-pass deals on his talon tricks.</source>
        <translation>Ve čtyřech se rozdávajícímu v raspasech zapisují štychy, které vzaly karty talónu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="115"/>
        <source>What ends a series of all-pass deals: any contract, a made one, or a made whisted one.</source>
        <translation>Co ukončí sérii raspasů: jakákoli hra, vyhraná hra, nebo vyhraná hra, proti které se vistovalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="116"/>
        <source>The lowest contract allowed after one, two, … all-pass deals.</source>
        <translation>Nejnižší dovolená hra po jedněch, dvou, … raspasech.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="117"/>
        <source>Misère may be bid after an all-pass deal.</source>
        <translation>Po raspasech se smí hlásit betl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="118"/>
        <source>A declarer of six or seven may concede three down instead of discarding.</source>
        <translation>Aktér hry na šest nebo sedm smí místo odhození vzdát „bez tří“.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="119"/>
        <source>Bonuses for the four-player dealer&apos;s talon (not played).</source>
        <translation>Prémie rozdávajícímu za talón ve čtyřech (nehrají se).</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="245"/>
        <source>contract made</source>
        <translation>hra uhrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="246"/>
        <source>contract failed</source>
        <translation>hra prohrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="247"/>
        <source>both defenders dropped out</source>
        <translation>oba obránci nehráli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="248"/>
        <source>the declarer conceded</source>
        <translation>aktér se vzdal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="249"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>jednotka od rozdávajícího za 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="250"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>jednotka od aktéra za 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="251"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>obránce vzal méně než 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="252"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>pozvaná obrana vzala méně než 4 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="253"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>jednotka od rozdávajícího pro zvoucího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="254"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>obrana s flekem vzala méně než 5 štychů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="255"/>
        <source>trick payments</source>
        <translation>platby za štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="256"/>
        <source>contract made with overtricks</source>
        <translation>hra uhrána se štychy navíc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="257"/>
        <source>contract failed by undertricks</source>
        <translation>hra prohrána o chybějící štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="258"/>
        <source>Préférence bonus</source>
        <translation>prémie za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="259"/>
        <source>four aces bonus</source>
        <translation>prémie za čtyři esa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="260"/>
        <source>no-ace announcement</source>
        <translation>hlášení: žádné eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="261"/>
        <source>dealer&apos;s stake</source>
        <translation>vklad rozdávajícího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="262"/>
        <source>equal talon cards</source>
        <translation>stejné karty v talónu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="263"/>
        <source>offer for the declarership</source>
        <translation>nabídka za právo hrát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="264"/>
        <source>C1 compensation to the partner</source>
        <translation>náhrada za C1 spoluhráči</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="296"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="297"/>
        <source>West</source>
        <translation>Západ</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="298"/>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="299"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
</context>
<context>
    <name>PracticeBar</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="99"/>
        <source>Defence practice</source>
        <translation>Trénink obrany</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="100"/>
        <source>Practice — not scored</source>
        <translation>Trénink — nepočítá se</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="101"/>
        <source>Daily goal:</source>
        <translation>Denní cíl:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="102"/>
        <source>Start again</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="103"/>
        <source>Next drill</source>
        <translation>Další úloha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="104"/>
        <source>Next deal (N)</source>
        <translation>Další rozdání (N)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="105"/>
        <source>Back to the game (Esc)</source>
        <translation>Zpět ke hře (Esc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="123"/>
        <source>{done} of {goal} today · due: {due}</source>
        <translation>dnes {done} z {goal} · k opakování: {due}</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="134"/>
        <source>The defence practice plays the European game: start a session of a European variant for it.</source>
        <translation>Trénink obrany se hraje podle evropských pravidel: založ si pro něj partii evropské varianty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="63"/>
        <source>Drills</source>
        <translation>Úlohy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="160"/>
        <source>Preparing a drill…</source>
        <translation>Připravuji úlohu…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="161"/>
        <source>No drill is due, and today&apos;s goal is reached. Come back tomorrow, or raise the daily goal.</source>
        <translation>Žádná úloha není k opakování a dnešní cíl je splněn. Vrať se zítra, nebo zvyš denní cíl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="110"/>
        <source>A drill could not be made: {error}</source>
        <translation>Úlohu se nepodařilo připravit: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="23"/>
        <source>This practice deal is over. Start again, or go back to the game.</source>
        <translation>Toto cvičné rozdání skončilo. Začni znovu, nebo se vrať ke hře.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="25"/>
        <source>Play on from here: the computer plays the other seats.</source>
        <translation>Hraj odsud dál: ostatní místa hraje počítač.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="38"/>
        <source>Deal {number}: you defend with {partner} against {declarer}, who plays {contract}.</source>
        <translation>Rozdání {number}: bráníš se spoluhráčem ({partner}) proti aktérovi ({declarer}), který hraje {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="45"/>
        <source>The deal is over: Next deal (N), or back to the game.</source>
        <translation>Rozdání skončilo: Další rozdání (N), nebo zpět ke hře.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="48"/>
        <source>The coach is on. Your cards count in Progress; this practice and its sheet are not saved when you quit.</source>
        <translation>Trenér je zapnutý. Tvoje karty se počítají do Pokroku; tento trénink a jeho zápis se při ukončení hry neukládají.</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="34"/>
        <source>Your coach profile does not match its version (a table is missing or an upgrade failed). It was kept as {kept} and a new profile was started.</source>
        <translation>Tvůj trenérský profil neodpovídá své verzi (chybí tabulka nebo selhala aktualizace). Byl uschován jako {kept} a byl založen nový profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="40"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvůj profil trenéra zapsala novější verze prefgui. Byl uschován jako {kept} a založen nový profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="44"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvůj profil trenéra byl poškozen. Byl uschován jako {kept} a založen nový profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="61"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Tvůj profil trenéra nešlo otevřít ({detail}). Rozbory a cvičení se neukládají, dokud to nepůjde.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="70"/>
        <source>Your coach profile could not be used ({detail}). The game goes on; reviews and drills are kept again once it can be.</source>
        <translation>Tvůj trenérský profil nelze použít ({detail}). Hra pokračuje; rozbory a cvičení se začnou znovu ukládat, jakmile to půjde.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="78"/>
        <source>Damaged entries of your coach profile were skipped: {count}.</source>
        <translation>Poškozené záznamy vašeho trenérského profilu byly přeskočeny: {count}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="85"/>
        <source>Your coach profile was removed while the game was running. Reviews and drills are not kept until the next start, which begins a new profile.</source>
        <translation>Tvůj trenérský profil byl během hry odstraněn. Rozbory a cvičení se neukládají až do příštího spuštění, které založí nový profil.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="81"/>
        <source>Progress</source>
        <translation>Pokrok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Conventions</source>
        <translation>Konvence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Tricks and units</source>
        <translation>Štychy a jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="83"/>
        <source>Drills</source>
        <translation>Cvičení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="105"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see, deal after deal, how often you broke the defenders&apos; conventions C1, C2 and C3.</source>
        <translation>Zatím žádné rozebrané rozdání. Trenér rozebere každé rozdání, které dohraješ; tady pak uvidíš, rozdání po rozdání, jak často jsi porušil konvence obránců C1, C2 a C3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="109"/>
        <source>None of your reviewed deals was played as a defender yet: the conventions are the defenders&apos;. They show here after your first reviewed defence.</source>
        <translation>V žádném rozebraném rozdání jsi zatím nebyl obráncem: konvence platí pro obránce. Objeví se tu po tvé první rozebrané obraně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="113"/>
        <source>Breaches of each convention per 100 cards you played as a defender: solid lines over your last {n} deals as a defender, dashed lines over all of them.</source>
        <translation>Porušení každé konvence na 100 karet, které jsi zahrál jako obránce: plné čáry za tvých posledních {n} rozdání v obraně, čárkované za všechna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="118"/>
        <source>Convention</source>
        <translation>Konvence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="119"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="128"/>
        <source>Last {n} deals</source>
        <translation>Posledních {n} rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="120"/>
        <source>All deals</source>
        <translation>Všechna rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="124"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="164"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="167"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="125"/>
        <source>Breaches per 100 cards</source>
        <translation>Porušení na 100 karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="130"/>
        <source>all deals</source>
        <translation>všechna rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="156"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see the tricks and units your cards cost in each deal, as a defender and as the declarer, with all cards known and on what you could know.</source>
        <translation>Zatím žádné rozebrané rozdání. Trenér rozebere každé rozdání, které dohraješ; tady pak uvidíš, kolik štychů a jednotek tě v každém rozdání stály tvé karty, v obraně i jako aktér, se všemi kartami odkrytými i podle toho, co jsi mohl vědět.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="160"/>
        <source>as a defender</source>
        <translation>v obraně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="161"/>
        <source>as the declarer</source>
        <translation>jako aktér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="162"/>
        <source>all cards known</source>
        <translation>všechny karty známé</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="163"/>
        <source>on what you could know</source>
        <translation>podle toho, co jsi mohl vědět</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="165"/>
        <source>Tricks lost</source>
        <translation>Ztracené štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="168"/>
        <source>Units lost</source>
        <translation>Ztracené jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="208"/>
        <source>No drill yet. Every breach and mistake of your reviewed deals becomes a drill; as you practise them, your accuracy, your streak and the drills due show here.</source>
        <translation>Zatím žádné cvičení. Každé porušení a každá chyba z tvých rozebraných rozdání se stane cvičením; jak je budeš procvičovat, uvidíš tu svou úspěšnost, svou sérii a cvičení na řadě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="214"/>
        <source>Answers: {answers} · right: {right} % · streak: {streak} · due now: {due} · not yet practised: {new}</source>
        <translation>Odpovědi: {answers} · správně: {right} % · série: {streak} · na řadě teď: {due} · ještě necvičeno: {new}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="219"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="224"/>
        <source>Answer</source>
        <translation>Odpověď</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="220"/>
        <source>% right</source>
        <translation>% správně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="221"/>
        <source>right answers among the last {n}</source>
        <translation>správné odpovědi z posledních {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="225"/>
        <source>Right in a row</source>
        <translation>Správně za sebou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="226"/>
        <source>streak</source>
        <translation>série</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="227"/>
        <source>Your share of right answers shows here from your first answered drill.</source>
        <translation>Podíl tvých správných odpovědí se tu ukáže od prvního zodpovězeného cvičení.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="229"/>
        <source>Your right answers in a row show here from your first answered drill.</source>
        <translation>Tvoje správné odpovědi za sebou se tu ukážou od prvního zodpovězeného cvičení.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="231"/>
        <source>Your right and wrong answers of each day show here from your first answered drill.</source>
        <translation>Tvoje správné a chybné odpovědi po dnech se tu ukážou od prvního zodpovězeného cvičení.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="234"/>
        <source>No drill is due in the next two weeks: the drills of your next reviewed deals and the ones you answer come back here on the day they are due.</source>
        <translation>V příštích dvou týdnech není na řadě žádné cvičení: cvičení z tvých dalších rozebraných rozdání a ta, na která odpovíš, se sem vrátí v den, kdy přijdou na řadu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="237"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="241"/>
        <source>Day</source>
        <translation>Den</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="238"/>
        <source>Answers</source>
        <translation>Odpovědi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="239"/>
        <source>right</source>
        <translation>správně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="240"/>
        <source>wrong</source>
        <translation>špatně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="242"/>
        <source>Drills due</source>
        <translation>Cvičení na řadě</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="243"/>
        <source>drills due, from today</source>
        <translation>cvičení na řadě, od dneška</translation>
    </message>
</context>
<context>
    <name>PulkaSummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="32"/>
        <source>Deal summary</source>
        <translation>Shrnutí rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="38"/>
        <source>Tricks — </source>
        <translation>Štychy — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="44"/>
        <source>The pulka is over. Settlement in whists: </source>
        <translation>Pulka skončila. Vyrovnání ve vistech: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="50"/>
        <source>Next deal</source>
        <translation>Další rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="63"/>
        <source>Raspasy: everybody passed</source>
        <translation>Raspasy: všichni pasovali</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>made</source>
        <translation>splněno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>failed</source>
        <translation>nesplněno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="65"/>
        <source>both defenders passed</source>
        <translation>oba obránci pasovali</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="66"/>
        <source>half-whist</source>
        <translation>půlvist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="67"/>
        <source>without three</source>
        <translation>bez tří</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="70"/>
        <source>{name} — {contract}: {outcome}</source>
        <translation>{name} — {contract}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="82"/>
        <source>{name}: {n} down; the whisters write consolation whists.</source>
        <translation>{name}: o {n} dole; ostatní zapisují konsolaci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="98"/>
        <source>{name}: {n} written off the mountain</source>
        <translation>{name}: {n} odepsáno z hory</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="101"/>
        <source>Help from {name} to {other}: {n} into the pool</source>
        <translation>Pomoc: {name} → {other}, {n} do pulky</translation>
    </message>
    <message>
        <source>{name} is {n} down: consolation whists are written on him.</source>
        <translation type="vanished">{name} je o {n} dole: ostatní mu zapisují konsolaci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="87"/>
        <source>pool {n:+}</source>
        <translation>pulka {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="89"/>
        <source>mountain {n:+}</source>
        <translation>hora {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="92"/>
        <source>whists on {name} {n:+}</source>
        <translation>visty → {name} {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="94"/>
        <source>this deal {n} whists</source>
        <translation>toto rozdání {n} vistů</translation>
    </message>
    <message>
        <source>{name} writes {n} off his mountain</source>
        <translation type="vanished">{name} si odepisuje {n} z hory</translation>
    </message>
    <message>
        <source>{name} helps {other} with {n} to the pool</source>
        <translation type="vanished">{name} pomáhá hráči {other} s {n} do pulky</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="35"/>
        <source>{contract}, hand game</source>
        <translation>{contract}, z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="54"/>
        <source>The only choice.</source>
        <translation>Jediná možnost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="55"/>
        <source>The only card that may be played.</source>
        <translation>Jediná karta, kterou lze zahrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="57"/>
        <source>The only card that keeps {rule}.</source>
        <translation>Jediná karta, která dodržuje {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="59"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Každá hratelná karta je stejně dobrá jako ostatní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="61"/>
        <source>Every card that keeps {rule} is as good as the others.</source>
        <translation>Každá karta, která dodržuje {rule}, je stejně dobrá jako ostatní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="62"/>
        <source>By rule of thumb.</source>
        <translation>Podle pravidla palce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="63"/>
        <source>A hunch.</source>
        <translation>Z intuice.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="64"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Není čas přemýšlet: podle pravidla palce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="65"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Hledání selhalo: podle pravidla palce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="67"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>Ve hře {contract} se čeká dost štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="68"/>
        <source>Enough tricks expected.</source>
        <translation>Čeká se dost štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="70"/>
        <source>{action}: too few tricks of its own.</source>
        <translation>{action}: příliš málo vlastních štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="71"/>
        <source>{action}: too few tricks expected.</source>
        <translation>{action}: čeká se příliš málo štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="79"/>
        <source>No contra: the declarer is likely to make his contract.</source>
        <translation>Žádný flek: aktér svou hru nejspíš splní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="81"/>
        <source>{action}: some tricks of its own, too few alone.</source>
        <translation>{action}: nějaké vlastní štychy, samotné jich je málo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="83"/>
        <source>{action}: the short side suits.</source>
        <translation>{action}: krátké vedlejší barvy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="85"/>
        <source>{card} does best over the deals that fit what is known so far; the next best is {other}.</source>
        <translation>{card} vychází nejlépe v rozdáních, která odpovídají tomu, co je zatím známo; na druhém místě je {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="88"/>
        <source>{card}: over the deals that fit what is known so far, every card that may be played comes out the same.</source>
        <translation>{card}: v rozdáních, která odpovídají tomu, co je zatím známo, vycházejí všechny hratelné karty stejně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="90"/>
        <source>{action}: no bid is possible.</source>
        <translation>{action}: žádné hlášení není možné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="92"/>
        <source>{action}: no contract in reach looks playable.</source>
        <translation>{action}: žádná dosažitelná hra nevypadá hratelně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="94"/>
        <source>{action}: even {contract} is worth too little.</source>
        <translation>{action}: i {contract} má příliš malou cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="96"/>
        <source>{action}: declaring is worth too little.</source>
        <translation>{action}: vlastní hra má příliš malou cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="102"/>
        <source>{action}: to play {contract}.</source>
        <translation>{action}: pro hru {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="104"/>
        <source>{action}: the only promising contract.</source>
        <translation>{action}: jediná nadějná hra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="106"/>
        <source>{action}: the best result against {contract} over the deals that fit what is known so far.</source>
        <translation>{action}: nejlepší výsledek proti hře {contract} v rozdáních, která odpovídají tomu, co je zatím známo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="109"/>
        <source>{action}: defending against {contract} is likely to cost more.</source>
        <translation>{action}: bránit proti hře {contract} by nejspíš stálo víc.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="114"/>
        <source>{action}: the most whists expected against this contract over the deals that fit what is known so far.</source>
        <translation>{action}: nejvíc očekávaných vistů proti této hře v rozdáních, která odpovídají tomu, co je zatím známo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="117"/>
        <source>{action}: the contract is worth more whists than passing over the deals that fit what is known so far.</source>
        <translation>{action}: hra vynese víc vistů než pas v rozdáních, která odpovídají tomu, co je zatím známo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="120"/>
        <source>{action}: no contract in reach is worth more whists than passing.</source>
        <translation>{action}: žádná dosažitelná hra nevynese víc vistů než pas.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="123"/>
        <source>{action}: with this hand misère is worth the most whists.</source>
        <translation>{action}: s touto kartou vynese betl nejvíc vistů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="126"/>
        <source>{action}: the discard worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: odhoz, který vynese nejvíc vistů v rozdáních, která odpovídají tomu, co je zatím známo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="129"/>
        <source>{action}: the contract worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: hra, která vynese nejvíc vistů v rozdáních, která odpovídají tomu, co je zatím známo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="132"/>
        <source>{action}: giving up costs fewer whists than playing the contract.</source>
        <translation>{action}: vzdát se stojí méně vistů než hrát hru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="135"/>
        <source>{action}: playing open, the whister sees both defending hands and plays them together.</source>
        <translation>{action}: při otevřené hře vidí vistující obě karty obrany a hraje je společně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="141"/>
        <source>Whists expected: {list}</source>
        <translation>Očekávané visty: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="142"/>
        <source>Tricks you take from here: {list}</source>
        <translation>Tvoje štychy odsud: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="143"/>
        <source>Tricks your side takes from here: {list}</source>
        <translation>Štychy tvé strany odsud: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="144"/>
        <source>Tricks the declarer takes from here: {list}</source>
        <translation>Štychy aktéra odsud: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="201"/>
        <source>expected result for you: {units} units</source>
        <translation>tvůj očekávaný výsledek: {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="254"/>
        <source>Each card&apos;s expected result for you, over the deals that fit what is known so far:</source>
        <translation>Očekávaný výsledek každé karty pro tebe, v rozdáních, která odpovídají tomu, co je zatím známo:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="260"/>
        <source>{card}: {units} units</source>
        <translation>{card}: {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="263"/>
        <source>the hint</source>
        <translation>rada</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="265"/>
        <source>breaks {rule}</source>
        <translation>porušuje {rule}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="269"/>
        <source>Cards that keep the conventions: {cards}.</source>
        <translation>Karty, které dodržují konvence: {cards}.</translation>
    </message>
    <message>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation type="vanished">Vypadnout: příliš málo vlastních štychů. Žádný vklad, žádné riziko.</translation>
    </message>
    <message>
        <source>Pass: too few tricks expected.</source>
        <translation type="vanished">Pas: čeká se příliš málo štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="73"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Hlášení je povinné; nejlepší dosažitelná hra je {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="75"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Hlášení je povinné: pas není dovolen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="77"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Žádné re: hra není dost jistá.</translation>
    </message>
    <message>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation type="vanished">Pozvat spoluhráče: nějaké vlastní štychy, samotné jich je málo.</translation>
    </message>
    <message>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation type="vanished">Odhodit {card} a {other}: krátké vedlejší barvy.</translation>
    </message>
    <message>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation type="vanished">{card} je nejlepší karta; další nejlepší je {other}.</translation>
    </message>
    <message>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation type="vanished">{card}: všechny hratelné karty vycházejí stejně.</translation>
    </message>
    <message>
        <source>Pass: no bid is possible.</source>
        <translation type="vanished">Pas: žádné hlášení není možné.</translation>
    </message>
    <message>
        <source>Pass: no contract in reach looks playable.</source>
        <translation type="vanished">Pas: žádná dosažitelná hra nevypadá hratelně.</translation>
    </message>
    <message>
        <source>Pass: even {contract} is worth too little.</source>
        <translation type="vanished">Pas: i {contract} má příliš malou cenu.</translation>
    </message>
    <message>
        <source>Pass: declaring is worth too little.</source>
        <translation type="vanished">Pas: vlastní hra má příliš malou cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="98"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: {contract} se vyplatí hrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="100"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: vlastní hra se vyplatí.</translation>
    </message>
    <message>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation type="vanished">Odhodit {card} a {other} a hrát {contract}.</translation>
    </message>
    <message>
        <source>{contract}: the only promising contract.</source>
        <translation type="vanished">{contract}: jediná nadějná hra.</translation>
    </message>
    <message>
        <source>{action} is worth most against {contract}.</source>
        <translation type="vanished">{action} má proti hře {contract} největší cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="112"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action} má větší cenu než hrát dál.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="187"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Zvažovány byly jen karty, které dodržují obranné konvence.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="190"/>
        <source>Only cards keeping {rule} were considered.</source>
        <translation>Zvažovány byly jen karty, které dodržují {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="198"/>
        <source>{tricks} tricks expected</source>
        <translation>očekávané štychy: {tricks}</translation>
    </message>
    <message>
        <source>worth {units} units</source>
        <translation type="vanished">cena {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="205"/>
        <source>{units} units better than the next best</source>
        <translation>o {units} jednotek lepší než další nejlepší</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="209"/>
        <source>playing on: {units} units</source>
        <translation>hrát dál: {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="214"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="227"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>splněno v {made} z {samples} vzorových rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="231"/>
        <source>over {samples} sampled deals</source>
        <translation>z {samples} vzorových rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="234"/>
        <source>error: {error}</source>
        <translation>chyba: {error}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="49"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="50"/>
        <source>Units</source>
        <translation>Jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="52"/>
        <source>all cards known</source>
        <translation>všechny karty známé</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="54"/>
        <source>on what you could know</source>
        <translation>podle toho, co jsi mohl vědět</translation>
    </message>
</context>
<context>
    <name>ReviewDetails</name>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="37"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, what the card is worth to you (units), and ≈ the same on what you could know.</source>
        <translation>Na každé kartě, kterou jsi mohl zahrát: štychy aktéra od této chvíle při nejlepší hře všech, co pro tebe karta znamená (jednotky) a ≈ totéž podle toho, co jsi mohl vědět.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="43"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to you (units).</source>
        <translation>Na každé kartě, kterou jsi mohl zahrát: štychy aktéra od této chvíle při nejlepší hře všech a co pro tebe karta znamená (jednotky).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="47"/>
        <source>On each card {name} could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to {name} (units).</source>
        <translation>Na každé kartě, kterou {name} mohl zahrát: štychy aktéra od této chvíle při nejlepší hře všech a co karta pro {name} znamená (jednotky).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="56"/>
        <source>A card that breaks a convention is judged against the best card that keeps the conventions, on the two defenders&apos; result together.</source>
        <translation>Karta, která porušuje konvenci, se měří s nejlepší kartou, která konvence dodržuje, a to podle společného výsledku obou obránců.</translation>
    </message>
    <message>
        <source>With all cards known it cost {tricks} trick(s) and {units} units.</source>
        <translation type="vanished">Se všemi kartami známými stála {tricks} štych(ů) a {units} jednotek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="61"/>
        <source>With all cards known it cost {tricks} and {units} units.</source>
        <translation>Se všemi kartami známými stála {tricks} a {units} jednotek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="65"/>
        <source>Best keeping the conventions, with all cards known: {cards}.</source>
        <translation>Nejlepší při dodržení konvencí, se všemi kartami známými: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="69"/>
        <source>Best with all cards known: {cards}.</source>
        <translation>Nejlepší se všemi kartami známými: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="73"/>
        <source>With all cards known the breach took {units} units from the partner.</source>
        <translation>Se všemi kartami známými vzalo porušení spoluhráči {units} jednotek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="77"/>
        <source>On what you could know ({worlds} possible layouts) it cost {units} units.</source>
        <translation>Podle toho, co jsi mohl vědět ({worlds} možných rozložení), stála {units} jednotek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="99"/>
        <source>Why the two figures differ: as the cards lay, the contract is made after this card, but it was made in only {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Proč se obě čísla liší: jak karty ležely, hra se po této kartě uhraje, ale jen v {pct} % rozložení, která odpovídají dražbě a hře, byla uhrána.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="105"/>
        <source>Why the two figures differ: as the cards lay, the contract fails after this card, but it was made in {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Proč se obě čísla liší: jak karty ležely, hra se po této kartě prohraje, ale v {pct} % rozložení, která odpovídají dražbě a hře, byla uhrána.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="110"/>
        <source>Why the two figures differ: the contract&apos;s fate is the same, but the layouts that fit the calls and the play share the tricks otherwise than the cards as they lay.</source>
        <translation>Proč se obě čísla liší: hra dopadne stejně, ale rozložení, která odpovídají dražbě a hře, rozdělují štychy jinak, než jak karty skutečně ležely.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="120"/>
        <source>You played {card}.</source>
        <translation>Zahrál jsi {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="123"/>
        <source>{name} played {card}.</source>
        <translation>{name} zahrál {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="130"/>
        <source>Cards that kept it: {cards}.</source>
        <translation>Karty, které by ji dodržely: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="147"/>
        <source>Signals</source>
        <translation>Signály</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="34"/>
        <source>Best</source>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="35"/>
        <source>Good</source>
        <translation>Dobrá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="36"/>
        <source>Inaccuracy</source>
        <translation>Nepřesnost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="37"/>
        <source>Mistake</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="38"/>
        <source>Blunder</source>
        <translation>Hrubá chyba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="39"/>
        <source>Unlucky</source>
        <translation>Smůla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="48"/>
        <source>This game has no double-dummy goal: the card is not priced.</source>
        <translation>Tato hra nemá cíl při otevřených kartách: karta se neoceňuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="51"/>
        <source>Inaccuracy: it broke a convention, and a breach is never graded better than that.</source>
        <translation>Nepřesnost: porušila konvenci a porušení nikdy nedostane lepší hodnocení.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="55"/>
        <source>Best: no card would have done better.</source>
        <translation>Nejlepší: žádná karta by nebyla lepší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="57"/>
        <source>Good: at most a unit from the best card.</source>
        <translation>Dobrá: nejvýš jednotku za nejlepší kartou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="59"/>
        <source>Inaccuracy: it cost a little against the best card.</source>
        <translation>Nepřesnost: proti nejlepší kartě stála trochu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="61"/>
        <source>Mistake: it cost clearly against the best card.</source>
        <translation>Chyba: proti nejlepší kartě stála znatelně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="63"/>
        <source>Blunder: it cost a lot against the best card.</source>
        <translation>Hrubá chyba: proti nejlepší kartě stála hodně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="65"/>
        <source>Unlucky: right on what could be known, wrong as the cards lay.</source>
        <translation>Smůla: správně podle toho, co se dalo vědět, špatně podle toho, jak karty ležely.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="74"/>
        <source>C1 broken: the partner&apos;s card was already winning the trick and it was taken from him.</source>
        <translation>C1 porušena: karta spoluhráče už štych brala, a přesto mu byl vzat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="78"/>
        <source>C1 broken: the partner was winning the trick, and the declarer could have taken it from him only with a card that would have beaten this one too.</source>
        <translation>C1 porušena: spoluhráč štych bral a aktér mu ho mohl vzít jen kartou, která by přebila i tuto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="82"/>
        <source>C1 broken: the partner was winning the trick and it was taken from him without need.</source>
        <translation>C1 porušena: spoluhráč štych bral a byl mu vzat bez potřeby.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="86"/>
        <source>C2 broken: with the declarer playing last, the lead was not the top card held of the suit.</source>
        <translation>C2 porušena: aktér hrál poslední a vynesena nebyla nejvyšší karta, která byla v barvě na ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="90"/>
        <source>C3 broken: with the declarer playing second, the lead was neither very high nor the lowest card held of the suit.</source>
        <translation>C3 porušena: aktér hrál druhý a vynesena nebyla ani velmi vysoká, ani nejnižší karta v barvě na ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="97"/>
        <source>{rule} broken.</source>
        <translation>{rule} porušena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="102"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit, so {cards} are not with you.</source>
        <translation>Vynesl jsi {card} podle C2: říká, že je to tvá nejvyšší karta v barvě, takže {cards} nemáš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="107"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit.</source>
        <translation>Vynesl jsi {card} podle C2: říká, že je to tvá nejvyšší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="110"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit, so {cards} are not with you.</source>
        <translation>Vynesl jsi {card} podle C3: říká, že je to tvá nejnižší karta v barvě, takže {cards} nemáš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="115"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit.</source>
        <translation>Vynesl jsi {card} podle C3: říká, že je to tvá nejnižší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="118"/>
        <source>You led {card} by C3: a very high card.</source>
        <translation>Vynesl jsi {card} podle C3: velmi vysoká karta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="123"/>
        <source>{name} led {card} by C2: it is the top card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} vynesl {card} podle C2: je to nejvyšší karta v barvě na ruce, takže {cards} {name} nemá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="128"/>
        <source>{name} led {card} by C2: it is the top card held of the suit.</source>
        <translation>{name} vynesl {card} podle C2: je to nejvyšší karta v barvě na ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="131"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} vynesl {card} podle C3: je to nejnižší karta v barvě na ruce, takže {cards} {name} nemá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="136"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit.</source>
        <translation>{name} vynesl {card} podle C3: je to nejnižší karta v barvě na ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="138"/>
        <source>{name} led {card} by C3: a very high card.</source>
        <translation>{name} vynesl {card} podle C3: velmi vysoká karta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="149"/>
        <source>But the lead broke {rule}: what it told the partner was not true.</source>
        <translation>Jenže výnos porušil {rule}: to, co spoluhráči řekl, nebyla pravda.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="160"/>
        <source>Keeping the conventions cost {tricks} here with all cards known: the conventions trade tricks for information.</source>
        <translation>Dodržení konvencí tu se všemi kartami známými stálo {tricks}: konvence mění štychy za informace.</translation>
    </message>
    <message>
        <source>Keeping the conventions cost {n} trick(s) here with all cards known: the conventions trade tricks for information.</source>
        <translation type="vanished">Dodržení konvencí tu se všemi kartami známými stálo {n} štych(ů): konvence mění štychy za informace.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="168"/>
        <source>{rule} broken</source>
        <comment>the review&apos;s trick list</comment>
        <translation>{rule} porušena</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="123"/>
        <source>Review of the deal</source>
        <translation>Rozbor rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="50"/>
        <source>Values for every seat</source>
        <translation>Hodnoty pro každé místo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="51"/>
        <source>Play from here</source>
        <translation>Hrát odsud</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="52"/>
        <source>Play the deal again from this position, to try another card (practice, not scored).</source>
        <translation>Zahrát rozdání znovu od této pozice a zkusit jinou kartu (cvičení, nepočítá se).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="125"/>
        <source>Back (←)</source>
        <translation>Zpět (←)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="126"/>
        <source>Forward (→)</source>
        <translation>Vpřed (→)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="56"/>
        <source>Analysing…</source>
        <translation>Probíhá rozbor…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="57"/>
        <source>The deal and the calls</source>
        <translation>Rozdání a licitace</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="24"/>
        <source>Trick {n}: {cards}</source>
        <translation>Štych {n}: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="36"/>
        <source>{name}: {breach}</source>
        <translation>{name}: {breach}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="38"/>
        <source>The deal</source>
        <translation>Rozdané karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="27"/>
        <source>Step {i} of {n}: {name} — {action}, valued on the cards</source>
        <translation>Krok {i} z {n}: {name} — {action}, hodnoty jsou na kartách</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="34"/>
        <source>Step {i} of {n}: {name} — {action}</source>
        <translation>Krok {i} z {n}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="52"/>
        <source>Tick “Values for every seat” to see this card judged.</source>
        <translation>Zaškrtni „Hodnoty pro každé místo“ a uvidíš hodnocení této karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="61"/>
        <source>Analysing… card {done} of {total}</source>
        <translation>Probíhá rozbor… karta {done} z {total}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="66"/>
        <source>Every card analysed.</source>
        <translation>Všechny karty rozebrány.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="71"/>
        <source>The analysis failed: {error}</source>
        <translation>Rozbor selhal: {error}</translation>
    </message>
</context>
<context>
    <name>RussianReplayDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="113"/>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="114"/>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="115"/>
        <source>Forward ▶</source>
        <translation>Vpřed ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="135"/>
        <source>The deal</source>
        <translation>Rozdané karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="140"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Krok {i}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="149"/>
        <source>The cards could not be valued: {error}</source>
        <translation>Karty se nepodařilo ohodnotit: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="151"/>
        <source>Valuing the cards with all hands known…</source>
        <translation>Karty se hodnotí se všemi kartami odkrytými…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="154"/>
        <source>A talon trick of raspasy: its cards are not valued.</source>
        <translation>Štych z talónu v raspasech: jeho karty se nehodnotí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="160"/>
        <source>Tricks {name} takes from here after each card, all cards known: {values}</source>
        <translation>Štychy hráče {name} odsud po každé kartě, všechny karty známé: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="163"/>
        <source>The declarer&apos;s tricks from here after each card, all cards known: {values}</source>
        <translation>Štychy aktéra odsud po každé kartě, všechny karty známé: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="167"/>
        <source>{card} gave nothing away. Best: {best}.</source>
        <translation>{card} nic neztratila. Nejlepší: {best}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="170"/>
        <source>{card} gave away tricks: {n}. Best: {best}.</source>
        <translation>Karta {card} ztratila štychy: {n}. Nejlepší: {best}.</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="64"/>
        <location filename="../prefgui/ui/window/save_guard.py" line="79"/>
        <source>Save elsewhere…</source>
        <translation>Uložit jinam…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="65"/>
        <source>Not saved: {reason}</source>
        <translation>Neuloženo: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="91"/>
        <source>The game is saved again.</source>
        <translation>Hra se opět ukládá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="97"/>
        <source>Save the game in</source>
        <translation>Uložit hru do</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="109"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Hra není uložena: tahy od posledního uložení se ztratí, pokud teď skončíš. Přesto skončit?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation type="vanished">
            <numerusform>%n rozdání odehráno</numerusform>
            <numerusform>%n rozdání odehrána</numerusform>
            <numerusform>%n rozdání odehráno</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>The saved settings could not be read ({error}); the defaults are used and the old settings were kept aside.</source>
        <translation type="vanished">Uložená nastavení nebylo možné přečíst ({error}); platí výchozí hodnoty a stará nastavení byla odložena stranou.</translation>
    </message>
</context>
<context>
    <name>SheetDesk</name>
    <message>
        <location filename="../prefgui/ui/window/sheet_desk.py" line="113"/>
        <source>No deal has been finished yet.</source>
        <translation>Zatím není dohrané žádné rozdání.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="42"/>
        <source>Customary compensation for C1: {offender} pays {partner} {amount} for the trick he took from him; settled with this deal.</source>
        <translation>Obvyklá náhrada za C1: {offender} platí {partner} {amount} za štych, který mu vzal; vyrovnáno s tímto rozdáním.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="46"/>
        <source>Customary compensation for C1: {offender} owes {partner} {amount} for the trick he took from him; not settled (the rule option “Settle the C1 compensation” is off).</source>
        <translation>Obvyklá náhrada za C1: {offender} dluží {partner} {amount} za štych, který mu vzal; nevyrovnáno (pravidlo „Vyrovnat náhradu za C1“ je vypnuté).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="75"/>
        <source>Deal summary</source>
        <translation>Shrnutí rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="80"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source> (hand)</source>
        <translation> (z ruky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="88"/>
        <source>Tricks — </source>
        <translation>Štychy — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>To</source>
        <translation>Komu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>Amount</source>
        <translation>Částka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="91"/>
        <source>Why</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="104"/>
        <source>No payments in this deal.</source>
        <translation>V tomto rozdání nejsou žádné platby.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="107"/>
        <source>This deal: </source>
        <translation>Toto rozdání: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="109"/>
        <source>Balances: </source>
        <translation>Celkový stav: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="119"/>
        <source>Next deal</source>
        <translation>Další rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="124"/>
        <source>Review</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="127"/>
        <source>Every card of this deal priced and graded</source>
        <translation>Každá karta tohoto rozdání oceněná a hodnocená</translation>
    </message>
</context>
<context>
    <name>TableDesk</name>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="99"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Jsi na tahu: přetáhni zvýrazněnou kartu na stůl, nebo na ni dvakrát klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="102"/>
        <source>Your turn: choose on the table.</source>
        <translation>Jsi na řadě: vyber na stole.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="29"/>
        <source>Balance since the defence practice began (its own sheet; the game&apos;s balances wait unchanged).</source>
        <translation>Stav od začátku tréninku obrany (vlastní zápis; stav partie čeká beze změny).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="43"/>
        <source>Standing in whists if the pulka ended now (pool, mountain and whists settled).</source>
        <translation>Stav ve vistech, kdyby pulka skončila teď (pulka, hora a visty vyrovnány).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="51"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stav od začátku partie (plus výhra, minus prohra).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="54"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Před tímto rozdáním každý zaplatil {n} ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="116"/>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="327"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francouzské karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="328"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (německé karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="331"/>
        <source>red lattice</source>
        <translation>červená mřížka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="332"/>
        <source>blue ornament</source>
        <translation>modrý ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="333"/>
        <source>green damask</source>
        <translation>zelený damašek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="334"/>
        <source>the deck&apos;s own back</source>
        <translation>vlastní rub balíčku</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 (clubs) to 4 (hearts), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation type="vanished">Klasická hra Rakouska a Vídně. Všichni vloží do banku; licituje se od 1 (kříže) do 4 (srdce) a lze hrát z ruky, bez talónu. Hráč vezme talón, odhodí dvě karty a musí uhrát 6 z 10 štychů; každý obránce se rozhodne, jestli hraje, nebo nehraje; když hraje, potřebuje 2 štychy. Platí se do banku a z banku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="15"/>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 ({clubs}) to 4 ({hearts}), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation>Klasická hra Rakouska a Vídně. Všichni vloží do banku; licituje se od 1 ({clubs}) do 4 ({hearts}) a lze hrát z ruky, bez talónu. Aktér vezme talón, odhodí dvě karty a musí uhrát 6 z 10 štychů; každý obránce se rozhodne, jestli hraje, nebo nehraje; když hraje, potřebuje 2 štychy. Platí se do banku a z banku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="22"/>
        <source>The Austrian game with four more contracts above the suits: misère (take no trick), slam (take all ten), and both again played open with the cards on the table. Played in Austria and the neighbouring countries as the livelier form of the game.</source>
        <translation>Rakouská hra se čtyřmi dalšími hrami nad barvami: betl (neuhrát žádný štych), durch (uhrát všech deset) a oba ještě jednou otevřeně, s kartami na stole. Hraje se v Rakousku a sousedních zemích jako živější podoba hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="28"/>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 ({spades}) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation>Hra Chorvatska, Srbska, Bosny a Slovinska. Hraje se proti směru hodinových ručiček; rozdá se pět karet, pak talón, pak dalších pět. Licituje se od 2 ({spades}) do 7 (durch); talón se ukáže všem. Každý obránce potřebuje 2 štychy, obránce, který nehraje, může být pozván zpět, a body se píšou na společný účet místo do banku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="40"/>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with {spades} as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation>Hra podunajských Švábů v Banátu a Maďarsku, blízká hře západního Balkánu: nabídky 2 až 7, ale oba obránci vždy hrají. Aktér potřebuje 6 štychů, o jeden víc, když jsou trumfy {spades}, a o jeden víc při hře z ruky, a dostane zaplaceno za každý štych nad svůj cíl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="46"/>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once ({hearts} rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation>Severoamerická hra z počátku 20. století. V prvním kole smí každý jednou jmenovat vyšší trumfovou barvu (nejvyšší barva: {hearts}); když nikdo, hráči nabízejí částky za talón. Aktér musí proti dvěma ostatním uhrát 6 z 10 štychů; bank vyplatí výhru dohodnutou před hrou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="52"/>
        <source>Russian Preferans as most Russian players know it (the pulka of Sochi). Bids climb from six {spades} to ten no trumps, with misère among them; the defenders whist or pass and write whists on the declarer. Made contracts go into the pool, failures onto the mountain; when every pool is full the pulka ends and is settled in whists. If all pass, raspasy are played for fewest tricks.</source>
        <translation>Ruský preferans, jak ho zná většina ruských hráčů (pulka Soči). Hlášky stoupají od šesti (nejnižší barva: {spades}) po deset bez trumfů, betl mezi nimi; obránci vistují nebo pasují a píšou visty na aktéra. Uhrané hry jdou do pulji, prohrané na horu; když je každá pulja plná, pulka končí a vyúčtuje se ve vistech. Když všichni pasují, hrají se raspasy na co nejméně štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="59"/>
        <source>Russian Preferans of Saint Petersburg (Leningradka): the Sochi game with every whist and every failure counted double, the gentleman&apos;s whist, a checked ten, pools that are not capped and raspasy with a hard exit at seven.</source>
        <translation>Ruský preferans ze Sankt Petěrburgu (Leningradka): hra Soči, kde se každý vist a každá prohra počítá dvakrát, s gentlemanským vistem, kontrolovanou desítkou, neuzavíranými puljemi a raspasy s tvrdým výstupem na sedmě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="64"/>
        <source>Russian Preferans of Rostov: the Sochi game, but raspasy are written as whists (five a trick from the player with fewest tricks) and their trick price does not grow.</source>
        <translation>Ruský preferans z Rostova: hra Soči, ale raspasy se píšou jako visty (pět za štych od toho, kdo má nejméně štychů) a cena štychu neroste.</translation>
    </message>
    <message>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 (spades) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation type="vanished">Hra Chorvatska, Srbska, Bosny a Slovinska. Hraje se proti směru hodinových ručiček; rozdá se pět karet, pak talón, pak dalších pět. Licituje se od 2 (piky) do 7 (durch); talón se ukáže všem. Každý obránce potřebuje 2 štychy, obránce, který nehraje, může být pozván zpět, a body se píšou na společný účet místo do banku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="35"/>
        <source>Preferánsz as played in Hungary: the Western Balkan rules (bids 2 to 7, the talon shown, a shared bank, play anticlockwise) with the Hungarian suits of acorns, leaves, bells and hearts.</source>
        <translation>Preferánsz, jak se hraje v Maďarsku: pravidla západního Balkánu (nabídky 2 až 7, talón se ukazuje, společný bank, hra proti směru hodinových ručiček) s maďarskými barvami žaludy, listy, kule a srdce.</translation>
    </message>
    <message>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with spades as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation type="vanished">Hra podunajských Švábů v Banátu a Maďarsku, blízká hře západního Balkánu: nabídky 2 až 7, ale oba obránci vždy hrají. Hráč potřebuje 6 štychů, o jeden víc s piky jako trumfy a o jeden víc při hře z ruky, a dostane zaplaceno za každý štych nad svůj cíl.</translation>
    </message>
    <message>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once (hearts rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation type="vanished">Severoamerická hra z počátku 20. století. V prvním kole smí každý jednou jmenovat vyšší trumfovou barvu (srdce jsou nejvyšší); když nikdo, hráči nabízejí částky za talón. Hráč musí proti dvěma ostatním uhrát 6 z 10 štychů; bank vyplatí výhru dohodnutou před hrou.</translation>
    </message>
</context>
</TS>
