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
        <location filename="../prefgui/ui/dialogs/replay.py" line="56"/>
        <source>◀ Back</source>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>Forward ▶</source>
        <translation>Vpřed ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="81"/>
        <source>The deal</source>
        <translation>Rozdané karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="84"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Krok {i}: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Tři hráči, 32 karet (A K Q J 10 9 8 7 v každé barvě), každý dostane deset karet a dvě leží v talónu. Licitace rozhodne, kdo hraje sám proti zbylým dvěma a která barva je trumfová. Barvu je nutné přiznat; kdo nemůže, musí trumfovat, pokud může. Štych bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="34"/>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tři hráči, 32 karet ({ranks} v každé barvě), každý dostane deset karet a dvě leží v talónu. Licitace rozhodne, kdo hraje sám proti zbylým dvěma a která barva je trumfová. Barvu je nutné přiznat; kdo nemůže, musí trumfovat, pokud může. Štych bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="41"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rakouský preferans&lt;/h3&gt;&lt;p&gt;Nabídky 1 ♣, 2 ♠, 3 ♦, 4 ♥; každá hra z ruky (hraná bez talónu) je vyšší než každá obyčejná nabídka; srdce z ruky je &lt;i&gt;Préférence&lt;/i&gt;. Hráč, který sedí dříve, smí aktuální nabídku držet. Když první dva pasují, musí licitovat rozdávající. Hráč vezme talón, odhodí dvě karty a určí trumf nejméně tak vysoký jako jeho nabídka. Každý obránce pak buď brání (potřebuje 2 štychy), nebo vypadne.&lt;/p&gt;&lt;p&gt;Uhráno (6 štychů): bank platí 10. Prohráno: hráč platí 20 do banku. Obránce s méně než 2 štychy platí 10 do banku; obránce se 2 a více štychy dostane 1 od rozdávajícího. Hráč se může vzdát před první kartou: 3 každému obránci (5, když brání jen jeden).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="51"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ilustrovaný preferans&lt;/h3&gt;&lt;p&gt;Rakouská hra a k tomu betl (5: neudělat žádný štych), durch (6: udělat všech deset štychů), otevřený betl (7) a otevřený durch (8), všechny bez trumfů; otevřené hry se hrají s vyloženými kartami hráče. Každý obránce zaplatí hráči 10, 20, 30 nebo 40, když hru uhraje, u hry z ruky dvojnásobek, a stejně tolik dostane, když hráč prohraje. Betl končí prvním štychem hráče, durch jeho prvním ztraceným štychem.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="58"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Preferans západního Balkánu / maďarský preferánsz&lt;/h3&gt;&lt;p&gt;Nabídky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 durch; talón se ukáže. Základní hodnota B je číslo hry, +1 za hru z ruky, zdvojená flekem, rekontrou a refou. Uhráno: bank platí 20·B; prohráno: hráč platí 20·B. V barevných hrách platí obránce s méně než 2 štychy 10·B a hráč platí každému obránci 2·B za každý štych, který obránce vzal. Obránce, který vypadl, může být druhým obráncem pozván zpět: obrana pak potřebuje 4 štychy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Podunajskošvábský preferans&lt;/h3&gt;&lt;p&gt;Jako hra západního Balkánu, ale oba obránci hrají vždy. Hráč potřebuje 6 štychů, 7 s piky jako trumfy, ve hře z ruky o jeden víc. Každý obránce mu zaplatí číslo hry a k tomu jedna za každý štych navíc; když hráč prohraje, zaplatí každému obránci stejně tolik a k tomu jedna za každý chybějící štych. Stejné karty v talónu stojí hráče 2 pro rozdávajícího.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Americký preferans&lt;/h3&gt;&lt;p&gt;Každý hráč jednou buď jmenuje trumfovou barvu vyšší než všechny dříve jmenované (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), nebo pasuje; nejvyšší barva vyhrává a hraje se bez talónu. Když všichni pasují, může každý nabídnout částku za právo vzít si talón a určit trumf. Trumfovat se nemusí. Šest štychů vyhrává odměnu z banku; prohra stojí pokutu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="79"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zvyklosti obránců&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: zbytečně nepřebíjej štych, který už bere tvůj spoluhráč. &lt;b&gt;C2&lt;/b&gt;: když hráč na tvůj výnos hraje poslední, vynes nejvyšší kartu, kterou v barvě máš. &lt;b&gt;C3&lt;/b&gt;: když hráč hraje druhý, vynes eso nebo krále, nebo svou nejnižší kartu v barvě.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="151"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="30"/>
        <source>Saved sessions</source>
        <translation>Uložené partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="37"/>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="38"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="96"/>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="67"/>
        <source>{saved} — {variant}, {deals}</source>
        <translation>{saved} — {variant}, {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Právě hranou partii nelze smazat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <source>Delete this saved session?</source>
        <translation>Smazat tuto uloženou partii?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>on</source>
        <translation>zapnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="57"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Austrian</source>
        <translation>Rakouský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="58"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Illustrated</source>
        <translation>Ilustrovaný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="59"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Western Balkan</source>
        <translation>Západobalkánský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Hungarian</source>
        <translation>Maďarský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>Danube Swabian</source>
        <translation>Podunajsko-švábský</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="62"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>American</source>
        <translation>Americký</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="65"/>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Talon</source>
        <translation>Talón</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Defence</source>
        <translation>Obrana</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Play</source>
        <translation>Sehrávka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="70"/>
        <source>Scoring</source>
        <translation>Počítání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="71"/>
        <source>Bonuses</source>
        <translation>Prémie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="72"/>
        <source>Defender conventions</source>
        <translation>Konvence obránců</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="74"/>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="75"/>
        <source>Club</source>
        <translation>Klubový hráč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="76"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="77"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="78"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="79"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="83"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Warn before the card</source>
        <translation>Varovat před kartou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="82"/>
        <source>Notes after the trick</source>
        <translation>Poznámky po štychu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="102"/>
        <source>(default)</source>
        <translation>(výchozí)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="110"/>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation>číslo nebo {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="111"/>
        <source>a number or &quot;reward&quot;</source>
        <translation>číslo nebo &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="147"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="152"/>
        <source>Players and stakes</source>
        <translation>Hráči a sázky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="153"/>
        <source>Cards and display</source>
        <translation>Karty a zobrazení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="157"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Změny pravidel platí od dalšího rozdání. Jiná varianta nebo počet hráčů zahájí novou partii; současná zůstane mezi uloženými partiemi.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Změny pravidel platí od dalšího rozdání; počet hráčů se změní až s novou partií.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="163"/>
        <source>Restore defaults</source>
        <translation>Obnovit výchozí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="182"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="57"/>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="220"/>
        <source>default</source>
        <translation>výchozí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="224"/>
        <source>In deal records: {name}</source>
        <translation>V záznamech rozdání: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="250"/>
        <source>Three at the table</source>
        <translation>Tři u stolu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="251"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Čtyři u stolu (rozdávající nehraje)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="254"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Your name</source>
        <translation>Tvoje jméno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Opponent {n}</source>
        <translation>Soupeř {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="281"/>
        <source>Pot contribution (units per player)</source>
        <translation>Vklad do banku (jednotek na hráče)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="283"/>
        <source>One unit is worth</source>
        <translation>Jedna jednotka má hodnotu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="295"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="62"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="300"/>
        <source>Card back</source>
        <translation>Rub karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="301"/>
        <source>Preview</source>
        <translation>Náhled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="306"/>
        <source>Animation speed</source>
        <translation>Rychlost animací</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="313"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Pauza po dokončeném štychu (sekundy)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="318"/>
        <source>Coach</source>
        <translation>Trenér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="320"/>
        <source>System default</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="324"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="387"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Tato pravidla nelze hrát společně: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="45"/>
        <location filename="../prefgui/ui/table/scene.py" line="425"/>
        <source>hand</source>
        <translation>z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>pot</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/score_sheet.py" line="209"/>
        <location filename="../prefgui/ui/score_sheet.py" line="238"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Dealer</source>
        <translation>Rozdávající</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Declarer</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Contract</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Outcome</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>{name} tricks</source>
        <translation>Štychy {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="76"/>
        <source>{name} paid/won</source>
        <translation>Zisk/ztráta {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="77"/>
        <source>{pot} after</source>
        <translation>{pot} po rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="78"/>
        <source>{name} balance</source>
        <translation>Stav {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Contracts</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Made</source>
        <translation>Uhráno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Defended</source>
        <translation>Bráněno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Quota reached</source>
        <translation>Povinné štychy splněny</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="122"/>
        <source>Your convention breaches</source>
        <translation>Tvoje porušení zvyklostí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="142"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dvojklikem na rozdání zobrazíte jeho shrnutí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="147"/>
        <source>Replay this deal</source>
        <translation>Přehrát toto rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="150"/>
        <source>Export ledger (CSV)…</source>
        <translation>Exportovat zápis (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="152"/>
        <source>Export deal records…</source>
        <translation>Exportovat záznamy rozdání…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="160"/>
        <source>Payments</source>
        <translation>Platby</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="161"/>
        <source>Chart</source>
        <translation>Graf</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="162"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="236"/>
        <source>No payments.</source>
        <translation>Žádné platby.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>Pot</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="257"/>
        <source>Export ledger</source>
        <translation>Exportovat zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="258"/>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="265"/>
        <source>Export deal records</source>
        <translation>Exportovat záznamy rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="267"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Záznamy rozdání (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Could not write the file: {error}</source>
        <translation>Soubor se nepodařilo zapsat: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Leaves</source>
        <translation>Listy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Acorns</source>
        <translation>Žaludy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Bells</source>
        <translation>Kule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Hearts</source>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Zöld</source>
        <translation>Listy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Makk</source>
        <translation>Žaludy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Tök</source>
        <translation>Kule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Piros</source>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Spades</source>
        <translation>Piky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Clubs</source>
        <translation>Kříže</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Diamonds</source>
        <translation>Kára</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="66"/>
        <source>J</source>
        <comment>jack, card index</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="66"/>
        <source>Q</source>
        <comment>queen, card index</comment>
        <translation>Q</translation>
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
        <translation>Spodek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ober</source>
        <translation>Svršek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>King</source>
        <translation>Král</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ace</source>
        <translation>Eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} ({suit})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>Sans</source>
        <translation>Bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>One trick</source>
        <translation>Jeden štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Misère</source>
        <translation>Betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Slam</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open misère</source>
        <translation>Otevřený betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open slam</source>
        <translation>Otevřený durch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="90"/>
        <source>Slam (six in a row)</source>
        <translation>Durch (šest za sebou)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (♥ z ruky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (srdce z ruky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="99"/>
        <source>{bid} hand</source>
        <translation>{bid} z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="107"/>
        <source>Hold</source>
        <translation>Držím</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="115"/>
        <source>Offer {n}</source>
        <translation>Nabídnout {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="119"/>
        <source>Discard {first} and {second}</source>
        <translation>Odhodit {first} a {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Defend</source>
        <translation>Bránit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Drop out</source>
        <translation>Vypadnout</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Invite partner</source>
        <translation>Pozvat spoluhráče</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>Contra</source>
        <translation>Flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <source>Recontra</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <source>Concede</source>
        <translation>Vzdát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="123"/>
        <source>Announce: no aces</source>
        <translation>Ohlásit: žádné eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="130"/>
        <source>Stay out of the auction for good.</source>
        <translation>Definitivně vypadneš z licitace.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="131"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Držíš aktuální nabídku: tvé místo má přednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="132"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Hraješ proti hráči: potřebuješ 2 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="133"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>V tomto rozdání nehraješ: žádný vklad, žádné riziko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="134"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Vrátíš spoluhráče do hry: obrana potřebuje 4 štychy, na tvůj účet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="135"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Zdvojit: čekáš, že hráč prohraje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="136"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Znovu zdvojit: svou hru určitě uhraješ.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="137"/>
        <source>Give up the contract without play.</source>
        <translation>Vzdáš hru bez hraní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="138"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nemáš žádné eso: každý soupeř ti zaplatí 10, nebo ty jemu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="143"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Hra z ruky: hraješ bez talónu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="144"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Vezmeš si talón a odhodíš dvě karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="146"/>
        <source>Your contract: at least your bid.</source>
        <translation>Tvoje hra: nejméně tvoje nabídka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="148"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Tato barva bude trumf: potřebuješ 6 štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="150"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Zaplatíš do banku za právo určit trumf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Defending</source>
        <translation>Brání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Out</source>
        <translation>Mimo hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Inviting</source>
        <translation>Zve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Invited</source>
        <translation>Hraje na pozvání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>Sits out</source>
        <translation>Nehraje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="159"/>
        <source>Conceding</source>
        <translation>Vzdává</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="163"/>
        <source>tricks: {n}</source>
        <translation>štychy: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract made</source>
        <translation>Hra uhrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract failed</source>
        <translation>Hra prohrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Declarer conceded</source>
        <translation>Hráč se vzdal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Both defenders dropped out</source>
        <translation>Oba obránci vypadli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>Everybody passed</source>
        <translation>Všichni pasovali</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>In progress</source>
        <translation>Probíhá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="125"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vezmi si talón: vyber dvě karty k odhození</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="126"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Odhodit tyto dvě ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="129"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klikni na karty nebo je přetáhni nahoru na místo pro odhoz; svou volbu můžeš kdykoli změnit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="163"/>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="165"/>
        <source>Let the play go on.</source>
        <translation>Nechat hru pokračovat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="172"/>
        <source>The deal is over</source>
        <translation>Rozdání skončilo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="173"/>
        <source>Deal summary</source>
        <translation>Shrnutí rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="175"/>
        <source>Next deal</source>
        <translation>Další rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="202"/>
        <source>Offer</source>
        <translation>Nabídnout</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="212"/>
        <source>You may act now</source>
        <translation>Teď můžeš zasáhnout</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="214"/>
        <source>Your call</source>
        <translation>Jsi na řadě v licitaci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="216"/>
        <source>Declare your contract</source>
        <translation>Ohlas svou hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="218"/>
        <source>Answer the contra</source>
        <translation>Odpověz na flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="220"/>
        <source>Defend or drop out?</source>
        <translation>Bránit, nebo vypadnout?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="221"/>
        <source>Your decision</source>
        <translation>Tvoje rozhodnutí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="231"/>
        <source>bids {bid}</source>
        <translation>licituje {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="233"/>
        <source>No calls yet.</source>
        <translation>Zatím nikdo nelicitoval.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="119"/>
        <source>Drop here to play</source>
        <translation>Pusť kartu sem a zahraješ ji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="66"/>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <location filename="../prefgui/ui/table/scene.py" line="419"/>
        <source>Auction</source>
        <translation>Licitace</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="367"/>
        <source>Seat {n}</source>
        <translation>Místo {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <source>{bid} — {name}</source>
        <translation>{bid} — {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>contra</source>
        <translation>flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>recontra</source>
        <translation>re</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>subcontra</source>
        <translation>tutti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="429"/>
        <source>mortcontra</source>
        <translation>boty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="431"/>
        <source>open</source>
        <translation>otevřená</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="433"/>
        <source>Declarer: {name}</source>
        <translation>Hráč: {name}</translation>
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
        <location filename="../prefgui/ui/dialogs/welcome.py" line="28"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Rakouská: licitace 1 až 4, bank; klasická hra z Rakouska.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="29"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Ilustrovaná: rakouská hra s betlem a durchem, otevřeně i skrytě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="31"/>
        <source>Western Balkan: bids 2 to 7, the talon shown, refas and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Západobalkánská: licitace 2 až 7, odkrytý talon, refy a bank; Srbsko, Chorvatsko, Bosna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="33"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Maďarská: balkánská hra, jak ji hrají Maďaři.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="34"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Podunajskošvábská: oba obránci hrají vždy; Banát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="35"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Americká: jednou jmenovat trumfovou barvu, nebo nabídnout za talon; Severní Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="46"/>
        <source>Welcome to Préférence</source>
        <translation>Vítejte u preferansu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="48"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Preferans je karetní hra pro tři: licitace rozhodne, kdo hraje sám proti dvěma ostatním a která barva je trumf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="59"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francouzské karty (piky, kříže, kára, srdce)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="60"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Německé karty (zelené, žaludy, kule, srdce)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="65"/>
        <source>As the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="69"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Pravidla jsou v Nápověda → Pravidla (F1). Klávesou H kdykoli dostanete radu. Vše lze později změnit v Nastavení a toto přivítání najdete v Nápověda → Vítejte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="75"/>
        <source>Start playing</source>
        <translation>Začít hrát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="71"/>
        <source>{name} discards two cards</source>
        <translation>{name} odhazuje dvě karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="80"/>
        <source>Talon: {cards}</source>
        <translation>Talón: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="201"/>
        <source>Discard</source>
        <translation>Odhozené karty</translation>
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
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/charts.py" line="26"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/charts.py" line="27"/>
        <source>Balance</source>
        <translation>Stav</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="20"/>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation>C1: neber štych, který už vyhrává tvůj spoluhráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="23"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: když hráč hraje poslední, vynes nejvyšší kartu, kterou v barvě máš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="26"/>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation>C3: když hráč hraje druhý, vynes velmi vysokou kartu, nebo svou nejnižší kartu v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="38"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Tento štych vyhrává {partner} (karta {card}) a hráč už přiznal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="43"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Tento štych vyhrává {partner} (karta {card}) a hráč ji nemůže přebít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="48"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Vynášíš, {partner} hraje druhý a hráč poslední: {card} není tvá nejvyšší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="53"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Vynášíš, hráč hraje druhý a {partner} poslední: {card} není ani velmi vysoká, ani tvá nejnižší karta v barvě.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="62"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karty, které ji dodrží: {cards}. Pusť kartu {card} znovu, chceš-li ji přesto zahrát.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Rozdání už skončilo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>{card} nemáš v ruce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Musíš přiznat barvu: máš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Musíš trumfovat: máš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Musíš přebít nejvyšší kartu ve štychu: máš vyšší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Tvůj spoluhráč už tento štych bere: u tohoto stolu ho nesmíš přebít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>{card} teď nemůžeš zahrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Tuto nabídku nelze dát: přebít je třeba {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Tuto nabídku nelze dát jako první.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Jmenuj barvu vyšší než všechny dosud jmenované.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>Držet smíš jen s předností před hráčem, který nabídku dal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Ještě nikdo nelicitoval: není co držet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Nikdo nelicitoval: jako poslední musíš licitovat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Po vlastní obyčejné nabídce nebo držení už nesmíš hrát z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Vyber k odhození dvě různé karty ze své ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Ohlas aspoň svou nabídku: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Nabídni víc než {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Hráč se smí vzdát jen po rozhodnutí obránců a před první kartou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>Ohlásit to smí jen hráč bez esa, hned po ohlášení hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>V této chvíli rozdání to není možné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}“ platí jen tehdy, když „{other}“ je „{value}“.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Tuto variantu nemohou hrát {n} hráči.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Počet hráčů se změní až s novou partií.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Některá volba má nepřípustnou hodnotu.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="20"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Uloženou hru {name} zapsala novější verze prefgui (verze formátu {version}). Tato verze ji neumí přečíst a ponechala ji na místě, aby ji novější verze dál našla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="26"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Uloženou hru {name} nelze obnovit ({detail}). Poškozený soubor byl uschován jako {kept}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="31"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Uloženou hru {name} nelze obnovit ({detail}) a nepodařilo se ji ani odložit stranou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="43"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Místo toho byla obnovena partie uložená v {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="47"/>
        <source>A new session has started.</source>
        <translation>Začala nová partie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="53"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Uložená nastavení nelze přečíst ({detail}); platí výchozí hodnoty a stará nastavení byla uschována.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="61"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Hru nelze uložit: {detail}.

Hra pokračuje a dokud běží, žádný tah se neztratí: prefgui se po každém tahu a každých několik sekund pokouší uložit znovu. Zvolte jinou složku pro ukládání, nebo uvolněte místo na disku a hra se znovu uloží sama.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../prefgui/ui/controller.py" line="152"/>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Hru nebylo možné uložit: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="347"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Počítačový hráč udělal nemožný tah: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="357"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Počítačový hráč se nedokázal rozhodnout: {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="101"/>
        <source>prefgui — Préférence</source>
        <translation>prefgui — Preferans</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="102"/>
        <source>Score sheet</source>
        <translation>Zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="124"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Jsi na tahu: přetáhni zvýrazněnou kartu na stůl, nebo na ni dvakrát klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="127"/>
        <source>Your turn: choose on the table.</source>
        <translation>Jsi na řadě: vyber na stole.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="141"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stav od začátku partie (plus výhra, minus prohra).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="143"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Před tímto rozdáním každý zaplatil {n} ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="182"/>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="197"/>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="297"/>
        <source>Hint: {what} ({why})</source>
        <translation>Rada: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="332"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Počet hráčů se mění jen s novou partií.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="334"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Každá varianta má vlastní bank, proto jiná varianta zahájí novou partii.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="336"/>
        <location filename="../prefgui/ui/main_window.py" line="344"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="337"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Současná partie zůstane mezi uloženými partiemi. Zahájit nyní novou partii?</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Počet hráčů se změní jen s novou partií. Začít novou partii hned teď?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="345"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Nová pravidla nelze použít: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="350"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Nová pravidla platí od dalšího rozdání.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="353"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Nová pravidla platí od dalšího rozdání; toto rozdání se dohraje podle starých.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="408"/>
        <location filename="../prefgui/ui/main_window.py" line="412"/>
        <source>Saved sessions</source>
        <translation>Uložené partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="413"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Tuto partii se nepodařilo obnovit: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/actions.py" line="87"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="88"/>
        <source>&amp;Deal</source>
        <translation>&amp;Rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="89"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trenér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="91"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="92"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="93"/>
        <source>&amp;New session</source>
        <translation>&amp;Nová partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="94"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Uložené partie…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="95"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="96"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="97"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Vzhled karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="98"/>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="99"/>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="100"/>
        <source>Show &amp;last trick</source>
        <translation>Zobrazit &amp;poslední štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>&amp;Trick history</source>
        <translation>Průběh š&amp;tychů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="102"/>
        <source>Deal s&amp;ummary</source>
        <translation>&amp;Shrnutí rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="103"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Další rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="104"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Cvičný režim (lze vracet karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="105"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Vrátit mou poslední kartu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="106"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Rychlost animací</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="108"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="111"/>
        <source>&amp;Full screen</source>
        <translation>Celá &amp;obrazovka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="112"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Vítejte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="113"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="114"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="115"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="129"/>
        <source>No trick has been completed yet.</source>
        <translation>Ještě nebyl dohrán žádný štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="188"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vybrat kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zahrát vybranou kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;mezerník&lt;/b&gt;&lt;/td&gt;&lt;td&gt;přecházet mezi tlačítky panelu rozhodnutí a mačkat je&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zobrazit poslední štych&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;průběh štychů&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zápis&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;další rozdání (po skončení rozdání)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pravidla&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrátit mou poslední kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nová partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celá obrazovka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ukončit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Poslední štych: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="144"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Cvičný režim: své karty můžeš vzít zpět (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="145"/>
        <source>Practice mode is off.</source>
        <translation>Cvičný režim je vypnutý.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="151"/>
        <source>Nothing to undo in this deal.</source>
        <translation>V tomto rozdání není co vrátit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="187"/>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vybrat kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zahrát vybranou kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;mezerník&lt;/b&gt;&lt;/td&gt;&lt;td&gt;přecházet mezi tlačítky panelu rozhodnutí a mačkat je&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zobrazit poslední štych&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrátit mou poslední kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nová partie&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celá obrazovka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ukončit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="210"/>
        <source>About prefgui</source>
        <translation>O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="211"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferans proti počítači: rakouská, ilustrovaná, západobalkánská, maďarská, podunajskošvábská a americká pravidla.&lt;/p&gt;&lt;p&gt;Svobodný software pod licencí GNU GPL verze 3 nebo novější. Obrázky karet: vlastní. Písmo: DejaVu Sans (svobodná licence).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="80"/>
        <source>direction</source>
        <translation>Směr hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="81"/>
        <source>all pass</source>
        <translation>Když všichni pasují</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="82"/>
        <source>hold</source>
        <translation>Držení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="83"/>
        <source>raise step</source>
        <translation>Krok licitace</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="84"/>
        <source>hand bid only before plain bid</source>
        <translation>Hra z ruky jen před obyčejnou nabídkou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="85"/>
        <source>one more rule</source>
        <translation>Pravidlo „jen o jednu výš“</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="86"/>
        <source>illustrated ranking</source>
        <translation>Pořadí her (ilustrovaný)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="87"/>
        <source>illustrated form</source>
        <translation>Podoba (ilustrovaný)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="88"/>
        <source>ladder</source>
        <translation>Žebříček her</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="89"/>
        <source>talon shown</source>
        <translation>Talón se ukazuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="90"/>
        <source>widow order</source>
        <translation>Pořadí u talónu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="91"/>
        <source>invitation</source>
        <translation>Pozvání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="92"/>
        <source>first defender may invite</source>
        <translation>První obránce smí pozvat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="93"/>
        <source>concession window</source>
        <translation>Kdy se lze vzdát</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="94"/>
        <source>joint concession</source>
        <translation>Společné vzdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="95"/>
        <source>open defender comms</source>
        <translation>Domluva obránců u otevřených her</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="96"/>
        <source>contra</source>
        <translation>Flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="97"/>
        <source>contra on</source>
        <translation>Flek na</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="98"/>
        <source>contra levels</source>
        <translation>Stupně fleku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="99"/>
        <source>compulsory contra on spades</source>
        <translation>Povinný flek na piky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="100"/>
        <source>must trump</source>
        <translation>Povinnost trumfovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="101"/>
        <source>must head</source>
        <translation>Povinnost přebíjet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="102"/>
        <source>first lead</source>
        <translation>První výnos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="103"/>
        <source>sans first lead</source>
        <translation>První výnos při hře bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="104"/>
        <source>slam6 run</source>
        <translation>Šest v řadě u durcha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="105"/>
        <source>dealer unit payer</source>
        <translation>Kdo platí jednotku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="106"/>
        <source>invite fail penalty</source>
        <translation>Pokuta za neúspěšné pozvání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="107"/>
        <source>inviter gets dealer unit</source>
        <translation>Zvoucí dostane jednotku rozdávajícího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="108"/>
        <source>concession invited</source>
        <translation>Vzdání proti pozvané obraně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="109"/>
        <source>multiply by contract value</source>
        <translation>Násobit hodnotou hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="110"/>
        <source>original scoring</source>
        <translation>Původní počítání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="111"/>
        <source>original multiplier basis</source>
        <translation>Základ násobku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="112"/>
        <source>rounding</source>
        <translation>Zaokrouhlování</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="113"/>
        <source>original scope</source>
        <translation>Rozsah původního počítání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="114"/>
        <source>pot shortfall</source>
        <translation>Nedostatek v banku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="115"/>
        <source>defence quota</source>
        <translation>Kvóta obrany</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="116"/>
        <source>invited trick credit</source>
        <translation>Štychy pozvaného</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="117"/>
        <source>sans defender payments</source>
        <translation>Platby obráncům při hře bez trumfů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="118"/>
        <source>bank model</source>
        <translation>Druh banku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="119"/>
        <source>balkan concession</source>
        <translation>Vzdání (balkánský)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="120"/>
        <source>refa</source>
        <translation>Refa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="121"/>
        <source>refa limit</source>
        <translation>Nejvyšší počet ref</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="122"/>
        <source>refa consume</source>
        <translation>Spotřeba refy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="123"/>
        <source>hand value plus one</source>
        <translation>Hra z ruky o jednu víc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="124"/>
        <source>equal talon payment</source>
        <translation>Platba za stejné karty v talónu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="125"/>
        <source>overtrick payment</source>
        <translation>Platba za štychy navíc a chybějící</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="126"/>
        <source>american payout</source>
        <translation>Výplata (americký)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="127"/>
        <source>payout table</source>
        <translation>Tabulka výplat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="128"/>
        <source>failure penalty</source>
        <translation>Pokuta za prohru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="129"/>
        <source>preference bonus</source>
        <translation>Prémie za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="130"/>
        <source>preference bonus scope</source>
        <translation>Rozsah prémie za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="131"/>
        <source>preference bonus payers</source>
        <translation>Kdo platí prémii za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="132"/>
        <source>four aces bonus</source>
        <translation>Prémie za čtyři esa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="133"/>
        <source>four aces count</source>
        <translation>Počítání čtyř es</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="134"/>
        <source>no ace bonus</source>
        <translation>Prémie bez esa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="135"/>
        <source>no ace hand games</source>
        <translation>Ohlášení bez esa u her z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="136"/>
        <source>conventions status</source>
        <translation>Platnost konvencí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="137"/>
        <source>c3 high</source>
        <translation>„Velmi vysoká“ u C3</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="140"/>
        <source>cw</source>
        <translation>po směru hodinových ručiček</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="141"/>
        <source>acw</source>
        <translation>proti směru hodinových ručiček</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="142"/>
        <source>last player forced</source>
        <translation>poslední musí licitovat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="143"/>
        <source>redeal</source>
        <translation>rozdat znovu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="144"/>
        <source>any</source>
        <translation>libovolně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="145"/>
        <source>exactly one</source>
        <translation>přesně o jednu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="146"/>
        <source>open exception</source>
        <translation>výjimka pro otevřené hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="147"/>
        <source>plain</source>
        <translation>obyčejné</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="148"/>
        <source>open contracts</source>
        <translation>otevřené hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="149"/>
        <source>six in a row</source>
        <translation>šest v řadě</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="150"/>
        <source>standard</source>
        <translation>standardní</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="151"/>
        <source>sans7</source>
        <translation>bez trumfů jako 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="152"/>
        <source>extended</source>
        <translation>rozšířený</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="153"/>
        <source>extended no one</source>
        <translation>rozšířený bez hry na jeden štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="154"/>
        <source>serbian</source>
        <translation>srbský</translation>
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
        <translation>po rozhodnutí obrany</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="158"/>
        <source>any time before lead</source>
        <translation>kdykoli před výnosem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="159"/>
        <source>table talk</source>
        <translation>domluva povolena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="160"/>
        <source>none</source>
        <translation>žádná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="161"/>
        <source>full view</source>
        <translation>plný výhled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="162"/>
        <source>all</source>
        <translation>všechny</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="163"/>
        <source>trick contracts</source>
        <translation>štychové hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="164"/>
        <source>declarer</source>
        <translation>hráč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="165"/>
        <source>forehand</source>
        <translation>forhont</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="166"/>
        <source>as first lead</source>
        <translation>jako první výnos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="167"/>
        <source>defender before declarer</source>
        <translation>obránce před hráčem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="168"/>
        <source>any run</source>
        <translation>libovolná řada</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="169"/>
        <source>from trick 1</source>
        <translation>od prvního štychu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="170"/>
        <source>dealer</source>
        <translation>rozdávající</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="171"/>
        <source>inviter 5</source>
        <translation>5 zvoucímu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="172"/>
        <source>both 3</source>
        <translation>každému 3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="173"/>
        <source>after dealer stake</source>
        <translation>po vkladu rozdávajícího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="174"/>
        <source>before</source>
        <translation>před ním</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="175"/>
        <source>exact</source>
        <translation>přesně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="176"/>
        <source>floor</source>
        <translation>dolů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="177"/>
        <source>half up</source>
        <translation>matematicky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="178"/>
        <source>pot payments only</source>
        <translation>jen platby s bankem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="179"/>
        <source>pay available</source>
        <translation>vyplatit, co v něm je</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="180"/>
        <source>allow negative</source>
        <translation>smí jít do minusu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="181"/>
        <source>individual</source>
        <translation>každý zvlášť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="182"/>
        <source>joint</source>
        <translation>společně</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="183"/>
        <source>inviter</source>
        <translation>zvoucí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="184"/>
        <source>invited</source>
        <translation>pozvaný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="185"/>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="186"/>
        <source>account</source>
        <translation>účet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="187"/>
        <source>pot</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="188"/>
        <source>as failure</source>
        <translation>jako prohra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="189"/>
        <source>failure plus tricks k</source>
        <translation>prohra a platby za štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="190"/>
        <source>on declare</source>
        <translation>při ohlášení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="191"/>
        <source>on play only</source>
        <translation>jen při sehrávce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="192"/>
        <source>per defender</source>
        <translation>každému obránci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="193"/>
        <source>total</source>
        <translation>celkem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="194"/>
        <source>per contract</source>
        <translation>za hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="195"/>
        <source>per trick</source>
        <translation>za štych</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="196"/>
        <source>hand hearts</source>
        <translation>jen srdce z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="197"/>
        <source>all contracts</source>
        <translation>všechny hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="198"/>
        <source>both opponents</source>
        <translation>oba soupeři</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="199"/>
        <source>playing defenders</source>
        <translation>hrající obránci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="200"/>
        <source>played hand</source>
        <translation>hrané karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="201"/>
        <source>twelve cards</source>
        <translation>dvanáct karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="202"/>
        <source>ten cards</source>
        <translation>deset karet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="203"/>
        <source>not allowed</source>
        <translation>nepovoleno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="204"/>
        <source>advisory</source>
        <translation>doporučení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="205"/>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="206"/>
        <source>ethical</source>
        <translation>etická povinnost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="207"/>
        <source>integral c1</source>
        <translation>C1 jako pravidlo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="208"/>
        <source>A or K</source>
        <translation>A nebo K</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="209"/>
        <source>top two outstanding</source>
        <translation>dvě nejvyšší zbývající</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="20"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Směr rozdávání a hry (mění jen to, jak je stůl nakreslen).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="21"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Když všichni pasují: poslední hráč musí licitovat, nebo rozdání neplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="22"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Hráč, který sedí dříve, smí aktuální nabídku držet (převzít).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="23"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Vyšší nabídka smí stupně přeskakovat, nebo musí být přesně o jeden vyšší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="24"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Hráč, který už dal obyčejnou nabídku nebo držel, nesmí už nabídnout hru z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="25"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Obyčejné nabídky jen o jednu vyšší než aktuální nabídka; po obyčejné nabídce už žádná hra z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="26"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Obyčejný otevřený betl/durch je vyšší než hry z ruky 1–6, nebo je každá hra z ruky vyšší než každá obyčejná nabídka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="27"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Hry 5–8 s otevřeným betlem a otevřeným durchem, nebo jen betl a durch se šesti štychy za sebou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="28"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Hry nad barevnými hrami: betl, durch, bez trumfů, jeden štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="29"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Hráč ukáže obráncům talón, než si ho vezme.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="30"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Po výhře ve druhém kole licitace: nejdřív vzít talón a pak odhodit, nebo nejdřív odhodit a pak talón vzít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="31"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Obránce smí pozvat spoluhráče, který vypadl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="32"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Když první obránce brání a druhý vypadne, smí ho první pozvat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="33"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Hráč se smí vzdát po rozhodnutí obránců, nebo kdykoli před první kartou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="34"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>V betlu a durchu smějí oba obránci společně uznat hráči hru bez hraní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="35"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>V otevřených hrách se obránci smějí o hře domlouvat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="36"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Obránce smí dát flek (zdvojí), hráč re.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="37"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Flek na každou hru, nebo jen na hry na štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="38"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Jen flek a re, nebo i tutti a boty (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="39"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Proti pikům musí obránce, který hraje, dát flek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="40"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Kdo nemůže přiznat barvu, musí trumfovat, pokud může.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="41"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Kdo může, musí přebít kartu, která štych zatím bere.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="42"/>
        <source>Who leads to the first trick.</source>
        <translation>Kdo vynáší do prvního štychu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="43"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Ve hře bez trumfů smí jako první vynést obránce, který sedí před hráčem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="44"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Durch (šest za sebou): libovolných šest štychů za sebou, nebo prvních šest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="45"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Kdo platí jednotku každému obránci, který vzal 2 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="46"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Kolik zvoucí platí do banku, když obrana vezme méně než 4 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="47"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Zvoucí, jehož obrana vezme 4 štychy, dostane jednotku od rozdávajícího.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="48"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Vzdání proti pozvané obraně: 5 zvoucímu, nebo každému 3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="49"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Každá platba se násobí číslem hry (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="50"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Rozdávající vloží 10; platby rostou s bankem (bank/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="51"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Původní vyúčtování: bank se měří po vkladu 10 od rozdávajícího, nebo před ním.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="52"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Původní vyúčtování: přesné zlomky, nebo zaokrouhlené částky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="53"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Původní vyúčtování přepočítává každou platbu, nebo jen platby do banku a z banku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="54"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Když výplata převýší bank: vyplatit, co v něm je, nebo ho nechat jít do minusu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="55"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Každý obránce potřebuje 2 štychy, nebo nikdo neplatí, když obrana vezme 4 štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="56"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Kdo dostane zaplaceno za štychy pozvaného obránce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="57"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Hra bez trumfů se počítá jako hra na štychy pro povinné štychy obránců a platby za štychy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="58"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Bank je neomezený účet, nebo pokladna, která vyplatí jen to, co v ní je.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="59"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Vzdání se počítá jako prohra, k tomu (druhá hodnota) platba za 2 štychy každému hrajícímu obránci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="60"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Když všichni pasovali, dostane každý hráč značku refy, která zdvojí jeho příští hru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="61"/>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation>Nejvyšší počet nevyužitých značek refy, které hráč smí mít (0 = bez omezení).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="62"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Značka refy se spotřebuje každou hrou, nebo jen tehdy, když se hrají karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="63"/>
        <source>A hand contract is worth one more.</source>
        <translation>Hra z ruky má hodnotu o jednu vyšší.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="64"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Kolik hráč platí rozdávajícímu, když dvě karty v talónu tvoří pár.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="65"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Štychy navíc a chybějící štychy se vyúčtují s každým obráncem, nebo jen jednou celkem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="66"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Bank odmění uhranou hru jednou, nebo za každý vzatý štych.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="67"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Odměna z banku: jedna částka, nebo zvláštní částka pro každou trumfovou barvu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="68"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Kolik platí do banku hráč, který prohraje (nebo totéž co odměna).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="69"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (srdce z ruky): hráč dostane od každého soupeře 10, nebo každému 10 zaplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="70"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Prémie za Préférence platí jen pro srdce z ruky, nebo pro každou hru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="71"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Kdo prémii za Préférence platí nebo dostává.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="72"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Hráč, který hraje se všemi čtyřmi esy, dostane 10 od každého soupeře.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="73"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Čtyři esa musí být mezi deseti hranými kartami, nebo kdekoli mezi dvanácti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="74"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Hráč bez esa to smí ohlásit: dostane od každého soupeře 10, nebo každému 10 zaplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="75"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Ve hrách z ruky se hlášení „žádné eso“ posuzuje podle deseti karet v ruce, nebo není dovoleno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="76"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Zvyklosti obránců C1–C3: jako rada, vypnuto, jako etická povinnost, nebo C1 jako pravidlo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="77"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>„Velmi vysoká“ u C3 znamená eso nebo krále, nebo jednu ze dvou nejvyšších karet, které ještě nebyly zahrány.</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="167"/>
        <source>contract made</source>
        <translation>hra uhrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="168"/>
        <source>contract failed</source>
        <translation>hra prohrána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="169"/>
        <source>both defenders dropped out</source>
        <translation>oba obránci vypadli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="170"/>
        <source>the declarer conceded</source>
        <translation>hráč se vzdal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="171"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>jednotka od rozdávajícího za 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="172"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>jednotka od hráče za 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="173"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>obránce vzal méně než 2 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="174"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>pozvaná obrana vzala méně než 4 štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="175"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>jednotka od rozdávajícího pro zvoucího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="176"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>obrana s flekem vzala méně než 5 štychů</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="177"/>
        <source>trick payments</source>
        <translation>platby za štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="178"/>
        <source>contract made with overtricks</source>
        <translation>hra uhrána se štychy navíc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="179"/>
        <source>contract failed by undertricks</source>
        <translation>hra prohrána o chybějící štychy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Préférence bonus</source>
        <translation>prémie za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>four aces bonus</source>
        <translation>prémie za čtyři esa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>no-ace announcement</source>
        <translation>hlášení: žádné eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="183"/>
        <source>dealer&apos;s stake</source>
        <translation>vklad rozdávajícího</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="184"/>
        <source>equal talon cards</source>
        <translation>stejné karty v talónu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="185"/>
        <source>offer for the declarership</source>
        <translation>nabídka za právo hrát</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="215"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="216"/>
        <source>West</source>
        <translation>Západ</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="217"/>
        <source>East</source>
        <translation>Východ</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="218"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="33"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvůj profil trenéra zapsala novější verze prefgui. Byl uschován jako {kept} a založen nový profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="37"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvůj profil trenéra byl poškozen. Byl uschován jako {kept} a založen nový profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="54"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Tvůj profil trenéra nešlo otevřít ({detail}). Rozbory a cvičení se neukládají, dokud to nepůjde.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="33"/>
        <source>{contract}, hand game</source>
        <translation>{contract}, z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="52"/>
        <source>The only choice.</source>
        <translation>Jediná možnost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="53"/>
        <source>The only card that may be played.</source>
        <translation>Jediná karta, kterou lze zahrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="55"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Každá hratelná karta je stejně dobrá jako ostatní.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="56"/>
        <source>By rule of thumb.</source>
        <translation>Podle pravidla palce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="57"/>
        <source>A hunch.</source>
        <translation>Z intuice.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="58"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Není čas přemýšlet: podle pravidla palce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="59"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Hledání selhalo: podle pravidla palce.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="61"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>Ve hře {contract} se čeká dost štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="62"/>
        <source>Enough tricks expected.</source>
        <translation>Čeká se dost štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="64"/>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation>Vypadnout: příliš málo vlastních štychů. Žádný vklad, žádné riziko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="65"/>
        <source>Pass: too few tricks expected.</source>
        <translation>Pas: čeká se příliš málo štychů.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="67"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Hlášení je povinné; nejlepší dosažitelná hra je {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="69"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Hlášení je povinné: pas není dovolen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="71"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Žádné re: hra není dost jistá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="73"/>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation>Pozvat spoluhráče: nějaké vlastní štychy, samotné jich je málo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="75"/>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation>Odhodit {card} a {other}: krátké vedlejší barvy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="77"/>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation>{card} je nejlepší karta; další nejlepší je {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="79"/>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation>{card}: všechny hratelné karty vycházejí stejně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="80"/>
        <source>Pass: no bid is possible.</source>
        <translation>Pas: žádné hlášení není možné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="82"/>
        <source>Pass: no contract in reach looks playable.</source>
        <translation>Pas: žádná dosažitelná hra nevypadá hratelně.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="84"/>
        <source>Pass: even {contract} is worth too little.</source>
        <translation>Pas: i {contract} má příliš malou cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="86"/>
        <source>Pass: declaring is worth too little.</source>
        <translation>Pas: vlastní hra má příliš malou cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="88"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: {contract} se vyplatí hrát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="90"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: vlastní hra se vyplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="92"/>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation>Odhodit {card} a {other} a hrát {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="94"/>
        <source>{contract}: the only promising contract.</source>
        <translation>{contract}: jediná nadějná hra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="96"/>
        <source>{action} is worth most against {contract}.</source>
        <translation>{action} má proti hře {contract} největší cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="98"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action} má větší cenu než hrát dál.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="132"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Zvažovány byly jen karty, které dodržují obranné konvence.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="140"/>
        <source>{tricks} tricks expected</source>
        <translation>očekávané štychy: {tricks}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="143"/>
        <source>worth {units} units</source>
        <translation>cena {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="147"/>
        <source>{units} units better than the next best</source>
        <translation>o {units} jednotek lepší než další nejlepší</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="151"/>
        <source>playing on: {units} units</source>
        <translation>hrát dál: {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="156"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} jednotek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="160"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>splněno v {made} z {samples} vzorových rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="164"/>
        <source>over {samples} sampled deals</source>
        <translation>z {samples} vzorových rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="167"/>
        <source>error: {error}</source>
        <translation>chyba: {error}</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="52"/>
        <location filename="../prefgui/ui/save_guard.py" line="67"/>
        <source>Save elsewhere…</source>
        <translation>Uložit jinam…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="53"/>
        <source>Not saved: {reason}</source>
        <translation>Neuloženo: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="80"/>
        <source>The game is saved again.</source>
        <translation>Hra se opět ukládá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="85"/>
        <source>Save the game in</source>
        <translation>Uložit hru do</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="97"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Hra není uložena: tahy od posledního uložení se ztratí, pokud nyní skončíte. Přesto skončit?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/dialogs/sessions.py" line="66"/>
        <source>%n deal(s) played</source>
        <translation>
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
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="45"/>
        <source>Deal summary</source>
        <translation>Shrnutí rozdání</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="50"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="52"/>
        <source> (hand)</source>
        <translation> (z ruky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="58"/>
        <source>Tricks — </source>
        <translation>Štychy — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>To</source>
        <translation>Komu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>Amount</source>
        <translation>Částka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="61"/>
        <source>Why</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="73"/>
        <source>No payments in this deal.</source>
        <translation>V tomto rozdání nejsou žádné platby.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="76"/>
        <source>This deal: </source>
        <translation>Toto rozdání: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="78"/>
        <source>Balances: </source>
        <translation>Celkový stav: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source>Next deal</source>
        <translation>Další rozdání</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="246"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francouzské karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="247"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (německé karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="250"/>
        <source>red lattice</source>
        <translation>červená mřížka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="251"/>
        <source>blue ornament</source>
        <translation>modrý ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="252"/>
        <source>green damask</source>
        <translation>zelený damašek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="253"/>
        <source>the deck&apos;s own back</source>
        <translation>vlastní rub balíčku</translation>
    </message>
</context>
</TS>
