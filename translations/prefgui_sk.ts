<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="46"/>
        <source>Replay</source>
        <translation>Prehrávanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="56"/>
        <source>◀ Back</source>
        <translation>◀ Späť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>Forward ▶</source>
        <translation>Ďalej ▶</translation>
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
        <translation type="vanished">&lt;p&gt;Traja hráči, 32 kariet (A K Q J 10 9 8 7 v každej farbe), každý dostane desať kariet a dve ležia v talóne. Licitácia rozhodne, kto hrá sám proti ostatným dvom a ktorá farba je tromfová. Farbu treba priznať; kto nemôže, musí tromfovať, ak môže. Štich berie najvyšší tromf, inak najvyššia karta vynesenej farby.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="34"/>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Traja hráči, 32 kariet ({ranks} v každej farbe), každý dostane desať kariet a dve ležia v talóne. Licitácia rozhodne, kto hrá sám proti ostatným dvom a ktorá farba je tromfová. Farbu treba priznať; kto nemôže, musí tromfovať, ak môže. Štich berie najvyšší tromf, inak najvyššia karta vynesenej farby.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="41"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rakúsky preferans&lt;/h3&gt;&lt;p&gt;Ponuky 1 ♣, 2 ♠, 3 ♦, 4 ♥; každá hra z ruky (hraná bez talónu) je vyššia než každá obyčajná ponuka; srdcia z ruky sú &lt;i&gt;Préférence&lt;/i&gt;. Hráč, ktorý sedí skôr, smie aktuálnu ponuku držať. Ak prví dvaja pasujú, musí licitovať rozdávajúci. Hráč vezme talón, odhodí dve karty a určí tromf aspoň taký vysoký ako jeho ponuka. Každý obranca potom buď bráni (potrebuje 2 štichy), alebo vystúpi.&lt;/p&gt;&lt;p&gt;Vyhraté (6 štichov): bank platí 10. Prehraté: hráč platí 20 do banku. Obranca s menej ako 2 štichmi platí 10 do banku; obranca s 2 a viac štichmi dostane 1 od rozdávajúceho. Hráč sa môže vzdať pred prvou kartou: 3 každému obrancovi (5, ak bráni len jeden).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="51"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ilustrovaný preferans&lt;/h3&gt;&lt;p&gt;Rakúska hra a k tomu betl (5: neurobiť žiadny štich), durch (6: urobiť všetkých desať štichov), otvorený betl (7) a otvorený durch (8), všetky bez tromfov; otvorené hry sa hrajú s vyloženými kartami hráča. Každý obranca zaplatí hráčovi 10, 20, 30 alebo 40, ak hru vyhrá, pri hre z ruky dvojnásobok, a rovnako veľa dostane, ak hráč prehrá. Betl končí prvým štichom hráča, durch jeho prvým strateným štichom.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="58"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Preferans západného Balkánu / maďarský preferánsz&lt;/h3&gt;&lt;p&gt;Ponuky 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 durch; talón sa ukáže. Základná hodnota B je číslo hry, +1 za hru z ruky, zdvojená flekom, re a refou. Vyhraté: bank platí 20·B; prehraté: hráč platí 20·B. Vo farebných hrách platí obranca s menej ako 2 štichmi 10·B a hráč platí každému obrancovi 2·B za každý štich, ktorý obranca vzal. Obrancu, ktorý vystúpil, môže druhý obranca pozvať späť: obrana potom potrebuje 4 štichy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Podunajskošvábsky preferans&lt;/h3&gt;&lt;p&gt;Ako hra západného Balkánu, ale obaja obrancovia hrajú vždy. Hráč potrebuje 6 štichov, 7 s pikmi ako tromfom, v hre z ruky o jeden viac. Každý obranca mu zaplatí číslo hry a k tomu 1 za každý štich navyše; ak hráč prehrá, zaplatí každému obrancovi rovnako veľa a k tomu 1 za každý chýbajúci štich. Rovnaké karty v talóne stoja hráča 2 pre rozdávajúceho.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Americký preferans&lt;/h3&gt;&lt;p&gt;Každý hráč raz buď určí tromfovú farbu vyššiu ako všetky predtým určené (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), alebo pasuje; najvyššia farba vyhráva a hrá sa bez talónu. Ak všetci pasujú, každý môže ponúknuť sumu za právo vziať si talón a určiť tromf. Tromfovať sa nemusí. Šesť štichov vyhráva odmenu z banku; prehra stojí pokutu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Americký preferans&lt;/h3&gt;&lt;p&gt;Každý hráč raz buď určí tromfovú farbu vyššiu ako všetky predtým menované (♠ &lt; ♣ &lt; ♦ &lt; ♥), alebo pasuje; najvyššia farba vyhráva a hrá sa bez talónu. Ak všetci pasujú, môže každý ponúknuť sumu za právo vziať si talón a určiť tromf. Tromfovať sa nemusí. Šesť štichov vyhráva odmenu z banku; prehra stojí pokutu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="79"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zvyklosti obrancov&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: zbytočne neprebíjaj štich, ktorý už berie tvoj spoluhráč. &lt;b&gt;C2&lt;/b&gt;: keď hráč na tvoje vynesenie hrá posledný, vynes najvyššiu kartu, ktorú vo farbe máš. &lt;b&gt;C3&lt;/b&gt;: keď hráč hrá druhý, vynes eso alebo kráľa, alebo svoju najnižšiu kartu vo farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="151"/>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="30"/>
        <source>Saved sessions</source>
        <translation>Uložené partie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="37"/>
        <source>Resume</source>
        <translation>Pokračovať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="38"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="96"/>
        <source>Delete</source>
        <translation>Zmazať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="67"/>
        <source>{saved} — {variant}, {deals}</source>
        <translation>{saved} — {variant}, {deals}</translation>
    </message>
    <message>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation type="vanished">{saved} — {variant}, odohrané rozdania: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Práve hranú partiu nemožno zmazať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <source>Delete this saved session?</source>
        <translation>Zmazať túto uloženú partiu?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>on</source>
        <translation>zapnuté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>off</source>
        <translation>vypnuté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="57"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Austrian</source>
        <translation>Rakúsky</translation>
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
        <translation>Západobalkánsky</translation>
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
        <translation>Podunajskošvábsky</translation>
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
        <translation>Stôl</translation>
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
        <translation>Zohrávka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="70"/>
        <source>Scoring</source>
        <translation>Vyúčtovanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="71"/>
        <source>Bonuses</source>
        <translation>Prémie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="72"/>
        <source>Defender conventions</source>
        <translation>Zvyklosti obrancov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="74"/>
        <source>Beginner</source>
        <translation>Začiatočník</translation>
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
        <translation>Pomaly</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="78"/>
        <source>Normal</source>
        <translation>Normálne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="79"/>
        <source>Fast</source>
        <translation>Rýchlo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="83"/>
        <source>Off</source>
        <translation>Vypnuté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Warn before the card</source>
        <translation>Varovať pred kartou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="82"/>
        <source>Notes after the trick</source>
        <translation>Poznámky po štichu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="102"/>
        <source>(default)</source>
        <translation>(predvolené)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="110"/>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation>číslo alebo {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="111"/>
        <source>a number or &quot;reward&quot;</source>
        <translation>číslo alebo &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="147"/>
        <source>Settings</source>
        <translation>Nastavenia</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="152"/>
        <source>Players and stakes</source>
        <translation>Hráči a stávky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="153"/>
        <source>Cards and display</source>
        <translation>Karty a zobrazenie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="157"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Zmeny pravidiel platia od ďalšieho rozdania. Iná varianta alebo počet hráčov začne novú partiu; súčasná zostane medzi uloženými partiami.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Zmeny pravidiel platia od ďalšieho rozdania; počet hráčov sa zmení až s novou partiou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="163"/>
        <source>Restore defaults</source>
        <translation>Obnoviť predvolené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="182"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="57"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="220"/>
        <source>default</source>
        <translation>predvolené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="224"/>
        <source>In deal records: {name}</source>
        <translation>V záznamoch rozdaní: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="250"/>
        <source>Three at the table</source>
        <translation>Traja pri stole</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="251"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Štyria pri stole (rozdávajúci nehrá)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="254"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Your name</source>
        <translation>Tvoje meno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Opponent {n}</source>
        <translation>Súper {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="281"/>
        <source>Pot contribution (units per player)</source>
        <translation>Vklad do banku (jednotky na hráča)</translation>
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
        <translation>Rub kariet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="301"/>
        <source>Preview</source>
        <translation>Náhľad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="306"/>
        <source>Animation speed</source>
        <translation>Rýchlosť animácií</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="313"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Pauza po dokončenom štichu (sekundy)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="318"/>
        <source>Coach</source>
        <translation>Tréner</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="320"/>
        <source>System default</source>
        <translation>Podľa systému</translation>
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
        <translation>Tieto pravidlá nemožno hrať spolu: {reason}</translation>
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
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Dealer</source>
        <translation>Rozdávajúci</translation>
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
        <translation>Výsledok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>{name} tricks</source>
        <translation>Štichy {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="76"/>
        <source>{name} paid/won</source>
        <translation>Zisk/strata {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="77"/>
        <source>{pot} after</source>
        <translation>{pot} po rozdaní</translation>
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
        <translation>Vyhraté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Defended</source>
        <translation>Bránené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Quota reached</source>
        <translation>Povinné štichy splnené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="122"/>
        <source>Your convention breaches</source>
        <translation>Tvoje porušenia zvyklostí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="142"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dvojklikom na rozdanie zobrazíte jeho zhrnutie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="147"/>
        <source>Replay this deal</source>
        <translation>Prehrať toto rozdanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="150"/>
        <source>Export ledger (CSV)…</source>
        <translation>Exportovať zápis (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="152"/>
        <source>Export deal records…</source>
        <translation>Exportovať záznamy rozdaní…</translation>
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
        <translation>Štatistika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="236"/>
        <source>No payments.</source>
        <translation>Žiadne platby.</translation>
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
        <translation>Exportovať zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="258"/>
        <source>CSV files (*.csv)</source>
        <translation>Súbory CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="265"/>
        <source>Export deal records</source>
        <translation>Exportovať záznamy rozdaní</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="267"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Záznamy rozdaní (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Export</source>
        <translation>Exportovať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Could not write the file: {error}</source>
        <translation>Súbor sa nepodarilo zapísať: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Leaves</source>
        <translation>Zelené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Acorns</source>
        <translation>Žalude</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Bells</source>
        <translation>Gule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Hearts</source>
        <translation>Srdcia</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Zöld</source>
        <translation>Zelené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Červené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Makk</source>
        <translation>Žalude</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Tök</source>
        <translation>Gule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Piros</source>
        <translation>Červené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Spades</source>
        <translation>Piky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Clubs</source>
        <translation>Kríže</translation>
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
        <translation>Dolník</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ober</source>
        <translation>Horník</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>King</source>
        <translation>Kráľ</translation>
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
        <translation>Bez tromfov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>One trick</source>
        <translation>Jeden štich</translation>
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
        <translation>Otvorený betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open slam</source>
        <translation>Otvorený durch</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="90"/>
        <source>Slam (six in a row)</source>
        <translation>Durch (šesť za sebou)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (♥ z ruky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (červené z ruky)</translation>
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
        <translation>Ponúknuť {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="119"/>
        <source>Discard {first} and {second}</source>
        <translation>Odhodiť {first} a {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Defend</source>
        <translation>Brániť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Drop out</source>
        <translation>Vystúpiť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Invite partner</source>
        <translation>Pozvať spoluhráča</translation>
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
        <translation>Vzdať sa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="123"/>
        <source>Announce: no aces</source>
        <translation>Hlásiť: žiadne eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="130"/>
        <source>Stay out of the auction for good.</source>
        <translation>Definitívne vystúpiš z licitácie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="131"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Držíš aktuálnu ponuku: tvoje miesto má prednosť.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="132"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Hráš proti hráčovi: potrebuješ 2 štichy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="133"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>V tomto rozdaní nehráš: žiadny vklad, žiadne riziko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="134"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Vrátiš spoluhráča do hry: obrana potrebuje 4 štichy, na tvoj účet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="135"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Zdvojiť: čakáš, že hráč prehrá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="136"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Znova zdvojiť: svoju hru určite vyhráš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="137"/>
        <source>Give up the contract without play.</source>
        <translation>Vzdáš hru bez hrania.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="138"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nemáš žiadne eso: každý súper ti zaplatí 10, alebo ty jemu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="143"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Hra z ruky: hráš bez talónu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="144"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Vezmeš si talón a odhodíš dve karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="146"/>
        <source>Your contract: at least your bid.</source>
        <translation>Tvoja hra: aspoň tvoja ponuka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="148"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Táto farba bude tromf: potrebuješ 6 štichov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="150"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Zaplatíš do banku za právo určiť tromf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Defending</source>
        <translation>Bráni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Out</source>
        <translation>Mimo hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Inviting</source>
        <translation>Pozýva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Invited</source>
        <translation>Pozvaný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>Sits out</source>
        <translation>Nehrá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="159"/>
        <source>Conceding</source>
        <translation>Vzdáva sa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="163"/>
        <source>tricks: {n}</source>
        <translation>štichy: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract made</source>
        <translation>Hra vyhraná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract failed</source>
        <translation>Hra prehraná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Declarer conceded</source>
        <translation>Hráč sa vzdal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Both defenders dropped out</source>
        <translation>Obaja obrancovia vystúpili</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>Everybody passed</source>
        <translation>Všetci pasovali</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>In progress</source>
        <translation>Prebieha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="125"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vezmi si talón: vyber dve karty na odhodenie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="126"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Odhodiť tieto dve ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="129"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klikni na karty alebo ich potiahni hore na miesto na odhodenie; voľbu môžeš kedykoľvek zmeniť.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="163"/>
        <source>Continue</source>
        <translation>Pokračovať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="165"/>
        <source>Let the play go on.</source>
        <translation>Nechať hru pokračovať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="172"/>
        <source>The deal is over</source>
        <translation>Rozdanie skončilo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="173"/>
        <source>Deal summary</source>
        <translation>Zhrnutie rozdania</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="175"/>
        <source>Next deal</source>
        <translation>Ďalšie rozdanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="202"/>
        <source>Offer</source>
        <translation>Ponúknuť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="212"/>
        <source>You may act now</source>
        <translation>Teraz môžeš zasiahnuť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="214"/>
        <source>Your call</source>
        <translation>Licituješ</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="216"/>
        <source>Declare your contract</source>
        <translation>Ohlás svoju hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="218"/>
        <source>Answer the contra</source>
        <translation>Odpovedz na flek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="220"/>
        <source>Defend or drop out?</source>
        <translation>Brániť, alebo vystúpiť?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="221"/>
        <source>Your decision</source>
        <translation>Tvoje rozhodnutie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="231"/>
        <source>bids {bid}</source>
        <translation>licituje {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="233"/>
        <source>No calls yet.</source>
        <translation>Zatiaľ bez ponúk.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="119"/>
        <source>Drop here to play</source>
        <translation>Pusti kartu sem a zahráš ju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="66"/>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <location filename="../prefgui/ui/table/scene.py" line="419"/>
        <source>Auction</source>
        <translation>Licitácia</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="367"/>
        <source>Seat {n}</source>
        <translation>Miesto {n}</translation>
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
        <translation>otvorená</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="433"/>
        <source>Declarer: {name}</source>
        <translation>Hráč: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick history</source>
        <translation>Priebeh štichov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Trick</source>
        <translation>Štich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Led by</source>
        <translation>Vynášal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="62"/>
        <source>Won by</source>
        <translation>Vzal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="28"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Rakúska: licitácia 1 až 4, bank; klasická hra z Rakúska.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="29"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Ilustrovaná: rakúska hra s betlom a durchom, otvorene aj skryto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="31"/>
        <source>Western Balkan: bids 2 to 7, the talon shown, refas and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Západobalkánska: licitácia 2 až 7, odkrytý talón, refy a bank; Srbsko, Chorvátsko, Bosna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="33"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Maďarská: balkánska hra, ako ju hrajú Maďari.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="34"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Podunajskošvábska: obaja obrancovia hrajú vždy; Banát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="35"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Americká: raz pomenovať tromfovú farbu, alebo ponúknuť za talón; Severná Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="46"/>
        <source>Welcome to Préférence</source>
        <translation>Vitajte pri preferanse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="48"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Preferans je kartová hra pre troch: licitácia rozhodne, kto hrá sám proti dvom ostatným a ktorá farba je tromf.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="59"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francúzske karty (piky, krížiky, kára, srdcia)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="60"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Nemecké karty (zelené, žalude, gule, srdcia)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="65"/>
        <source>As the system</source>
        <translation>Podľa systému</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="69"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Pravidlá sú v Pomocník → Pravidlá (F1). Klávesom H kedykoľvek dostanete radu. Všetko sa dá neskôr zmeniť v Nastaveniach a toto privítanie nájdete v Pomocník → Vitajte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="75"/>
        <source>Start playing</source>
        <translation>Začať hrať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="71"/>
        <source>{name} discards two cards</source>
        <translation>{name} odhadzuje dve karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="80"/>
        <source>Talon: {cards}</source>
        <translation>Talón: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="201"/>
        <source>Discard</source>
        <translation>Odhodené karty</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The saved game could not be resumed: {error}. The damaged file was kept ({file}); a new session has started.</source>
        <translation type="vanished">Uloženú hru sa nepodarilo obnoviť: {error}. Poškodený súbor bol odložený ({file}); začala sa nová partia.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new session has started.</source>
        <translation type="vanished">Uloženú hru sa nepodarilo obnoviť: {error}. Začala sa nová partia.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/charts.py" line="26"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
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
        <translation>C1: neber štich, ktorý už vyhráva tvoj spoluhráč.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="23"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: keď hráč hrá posledný, vynes najvyššiu kartu, ktorú vo farbe máš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="26"/>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation>C3: keď hráč hrá druhý, vynes veľmi vysokú kartu alebo svoju najnižšiu kartu vo farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="38"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Tento štich vyhráva {partner} (karta {card}) a hráč už priznal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="43"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Tento štich vyhráva {partner} (karta {card}) a hráč ju nemôže prebiť.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="48"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Vynášaš, {partner} hrá druhý a hráč posledný: {card} nie je tvoja najvyššia karta vo farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="53"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Vynášaš, hráč hrá druhý a {partner} posledný: {card} nie je ani veľmi vysoká, ani tvoja najnižšia karta vo farbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="62"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karty, ktoré ju dodržia: {cards}. Pusti kartu {card} znova, ak ju chceš napriek tomu zahrať.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nie si na ťahu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Rozdanie sa už skončilo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Kartu {card} nemáš v ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Musíš priznať farbu: máš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Musíš tromfovať: máš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Musíš prebiť najvyššiu kartu v štichu: máš vyššiu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Tvoj spoluhráč už tento štich berie: pri tomto stole ho nesmieš prebiť.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>Kartu {card} teraz nemôžeš zahrať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Túto ponuku nemožno dať: prebiť treba {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Túto ponuku nemožno dať ako prvú.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Urči farbu vyššiu ako všetky doteraz určené.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>Držať smieš len s prednosťou pred hráčom, ktorý ponuku dal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Ešte nikto nelicitoval: nie je čo držať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Nikto nelicitoval: ako posledný musíš licitovať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Po vlastnej obyčajnej ponuke alebo držaní už nesmieš ponúknuť hru z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Vyber na odhodenie dve rôzne karty zo svojej ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Ohlás aspoň svoju ponuku: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Ponúkni viac ako {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Hráč sa smie vzdať len po rozhodnutí obrancov a pred prvou kartou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>Ohlásiť to smie len hráč bez esa, hneď po ohlásení hry.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>V tejto chvíli rozdania to nie je možné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}“ platí len vtedy, keď „{other}“ je „{value}“.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Tento variant nemôžu hrať {n} hráči.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Počet hráčov sa zmení až s novou partiou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Niektorá voľba má neprípustnú hodnotu.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="20"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Uloženú hru {name} zapísala novšia verzia prefgui (verzia formátu {version}). Táto verzia ju nevie prečítať a nechala ju na mieste, aby ju novšia verzia stále našla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="26"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Uloženú hru {name} sa nepodarilo obnoviť ({detail}). Poškodený súbor bol odložený ako {kept}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="31"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Uloženú hru {name} sa nepodarilo obnoviť ({detail}) a nepodarilo sa ju ani odložiť bokom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="43"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Namiesto toho sa obnovila partia uložená v {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="47"/>
        <source>A new session has started.</source>
        <translation>Začala sa nová partia.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="53"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Uložené nastavenia sa nepodarilo prečítať ({detail}); platia predvolené hodnoty a staré nastavenia boli odložené bokom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="61"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Hru sa nepodarilo uložiť: {detail}.

Hra pokračuje a kým beží, žiadny ťah sa nestratí: prefgui sa po každom ťahu a každých pár sekúnd pokúša uložiť znova. Vyber iný priečinok na ukladanie alebo uvoľni miesto na disku a hra sa znova uloží sama.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../prefgui/ui/controller.py" line="152"/>
        <source>It is not your turn.</source>
        <translation>Nie si na ťahu.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Hru sa nepodarilo uložiť: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="347"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Počítačový hráč urobil nemožný ťah: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="357"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Počítačový hráč sa nedokázal rozhodnúť: {error}</translation>
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
        <translation>Si na ťahu: potiahni zvýraznenú kartu na stôl, alebo na ňu dvakrát klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="127"/>
        <source>Your turn: choose on the table.</source>
        <translation>Si na rade: vyber na stole.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="141"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stav od začiatku partie (plus výhra, mínus prehra).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="143"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Pred týmto rozdaním každý zaplatil {n} ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="182"/>
        <source>{name} is thinking…</source>
        <translation>{name} premýšľa…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="197"/>
        <source>It is not your turn.</source>
        <translation>Nie si na ťahu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="337"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Súčasná partia zostane medzi uloženými partiami. Začať teraz novú partiu?</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}.</source>
        <translation type="vanished">Musíš priznať farbu: máš {suit}.</translation>
    </message>
    <message>
        <source>You must trump: you hold {suit}.</source>
        <translation type="vanished">Musíš tromfovať: máš {suit}.</translation>
    </message>
    <message>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation type="vanished">Musíš prebiť najvyššiu kartu v štichu: máš vyššiu.</translation>
    </message>
    <message>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation type="vanished">Tvoj spoluhráč už tento štich berie: pri tomto stole ho nesmieš prebiť.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation type="vanished">Túto kartu nemáš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="297"/>
        <source>Hint: {what} ({why})</source>
        <translation>Rada: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="332"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Počet hráčov sa mení len s novou partiou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="334"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Každá varianta má vlastný bank, preto iná varianta začne novú partiu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="336"/>
        <location filename="../prefgui/ui/main_window.py" line="344"/>
        <source>Settings</source>
        <translation>Nastavenia</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Počet hráčov sa zmení len s novou partiou. Začať novú partiu hneď teraz?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="345"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Nové pravidlá nemožno použiť: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="350"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Nové pravidlá platia od ďalšieho rozdania.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="353"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Nové pravidlá platia od ďalšieho rozdania; toto rozdanie sa dohrá podľa starých.</translation>
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
        <translation>Túto partiu sa nepodarilo obnoviť: {error}</translation>
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
        <translation>&amp;Rozdanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="89"/>
        <source>&amp;Coach</source>
        <translation>&amp;Tréner</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="91"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazenie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="92"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomocník</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="93"/>
        <source>&amp;New session</source>
        <translation>&amp;Nová partia</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="94"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Uložené partie…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="95"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavenia…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="96"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zápis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="97"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Vzhľad kariet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="98"/>
        <source>&amp;Quit</source>
        <translation>&amp;Koniec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="99"/>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="100"/>
        <source>Show &amp;last trick</source>
        <translation>Ukázať &amp;posledný štich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>&amp;Trick history</source>
        <translation>Priebeh š&amp;tichov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="102"/>
        <source>Deal s&amp;ummary</source>
        <translation>&amp;Zhrnutie rozdania</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="103"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Ďalšie rozdanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="104"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Cvičný režim (dovoľuje vracať karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="105"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Vrátiť moju poslednú kartu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="106"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Rýchlosť animácií</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Slow</source>
        <translation>Pomaly</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Normal</source>
        <translation>Normálne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Fast</source>
        <translation>Rýchlo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="108"/>
        <source>Off</source>
        <translation>Vypnuté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="111"/>
        <source>&amp;Full screen</source>
        <translation>Celá &amp;obrazovka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="112"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Vitajte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="113"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové skratky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="114"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidlá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="115"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;O programe prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="129"/>
        <source>No trick has been completed yet.</source>
        <translation>Ešte nebol dohraný žiadny štich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="188"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vybrať kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zahrať vybranú kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;medzerník&lt;/b&gt;&lt;/td&gt;&lt;td&gt;prechádzať medzi tlačidlami panelu rozhodnutí a stláčať ich&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ukázať posledný štich&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;priebeh štichov&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zápis&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ďalšie rozdanie (po skončení rozdania)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pravidlá&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrátiť moju poslednú kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nová partia&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celá obrazovka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;koniec&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Posledný štich: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="144"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Cvičný režim: svoje karty môžeš vziať späť (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="145"/>
        <source>Practice mode is off.</source>
        <translation>Cvičný režim je vypnutý.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="151"/>
        <source>Nothing to undo in this deal.</source>
        <translation>V tomto rozdaní nie je čo vrátiť.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="187"/>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové skratky</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vybrať kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zahrať vybranú kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;medzerník&lt;/b&gt;&lt;/td&gt;&lt;td&gt;prechádzať medzi tlačidlami panelu rozhodnutí a stláčať ich&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ukázať posledný štich&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrátiť moju poslednú kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nová partia&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celá obrazovka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;koniec&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="210"/>
        <source>About prefgui</source>
        <translation>O programe prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="211"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferans proti počítaču: rakúske, ilustrované, západobalkánske, maďarské, podunajskošvábske a americké pravidlá.&lt;/p&gt;&lt;p&gt;Slobodný softvér pod licenciou GNU GPL verzie 3 alebo novšej. Obrázky kariet: vlastné. Písmo: DejaVu Sans (slobodná licencia).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="80"/>
        <source>direction</source>
        <translation>Smer hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="81"/>
        <source>all pass</source>
        <translation>Keď všetci pasujú</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="82"/>
        <source>hold</source>
        <translation>Držanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="83"/>
        <source>raise step</source>
        <translation>Krok licitácie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="84"/>
        <source>hand bid only before plain bid</source>
        <translation>Hra z ruky len pred obyčajnou ponukou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="85"/>
        <source>one more rule</source>
        <translation>Pravidlo „len o jeden vyššie“</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="86"/>
        <source>illustrated ranking</source>
        <translation>Poradie hier (ilustrovaný)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="87"/>
        <source>illustrated form</source>
        <translation>Podoba (ilustrovaný)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="88"/>
        <source>ladder</source>
        <translation>Rebríček hier</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="89"/>
        <source>talon shown</source>
        <translation>Talón sa ukazuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="90"/>
        <source>widow order</source>
        <translation>Poradie pri talóne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="91"/>
        <source>invitation</source>
        <translation>Pozvanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="92"/>
        <source>first defender may invite</source>
        <translation>Prvý obranca smie pozvať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="93"/>
        <source>concession window</source>
        <translation>Kedy sa možno vzdať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="94"/>
        <source>joint concession</source>
        <translation>Spoločné uznanie hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="95"/>
        <source>open defender comms</source>
        <translation>Dohovor obrancov v otvorených hrách</translation>
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
        <translation>Stupne fleku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="99"/>
        <source>compulsory contra on spades</source>
        <translation>Povinný flek na piky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="100"/>
        <source>must trump</source>
        <translation>Povinnosť tromfovať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="101"/>
        <source>must head</source>
        <translation>Povinnosť prebíjať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="102"/>
        <source>first lead</source>
        <translation>Prvý výnos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="103"/>
        <source>sans first lead</source>
        <translation>Prvý výnos v hre bez tromfov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="104"/>
        <source>slam6 run</source>
        <translation>Šesť za sebou v durchu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="105"/>
        <source>dealer unit payer</source>
        <translation>Kto platí jednotku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="106"/>
        <source>invite fail penalty</source>
        <translation>Pokuta za neúspešné pozvanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="107"/>
        <source>inviter gets dealer unit</source>
        <translation>Pozývajúci dostane jednotku rozdávajúceho</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="108"/>
        <source>concession invited</source>
        <translation>Vzdanie proti pozvanej obrane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="109"/>
        <source>multiply by contract value</source>
        <translation>Násobiť hodnotou hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="110"/>
        <source>original scoring</source>
        <translation>Pôvodné vyúčtovanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="111"/>
        <source>original multiplier basis</source>
        <translation>Základ násobku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="112"/>
        <source>rounding</source>
        <translation>Zaokrúhľovanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="113"/>
        <source>original scope</source>
        <translation>Rozsah pôvodného vyúčtovania</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="114"/>
        <source>pot shortfall</source>
        <translation>Nedostatok v banku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="115"/>
        <source>defence quota</source>
        <translation>Povinné štichy obrany</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="116"/>
        <source>invited trick credit</source>
        <translation>Štichy pozvaného</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="117"/>
        <source>sans defender payments</source>
        <translation>Platby obrancom v hre bez tromfov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="118"/>
        <source>bank model</source>
        <translation>Druh banku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="119"/>
        <source>balkan concession</source>
        <translation>Vzdanie (balkánsky)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="120"/>
        <source>refa</source>
        <translation>Refa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="121"/>
        <source>refa limit</source>
        <translation>Najvyšší počet ref</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="122"/>
        <source>refa consume</source>
        <translation>Spotreba refy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="123"/>
        <source>hand value plus one</source>
        <translation>Hra z ruky o jednu viac</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="124"/>
        <source>equal talon payment</source>
        <translation>Platba za rovnaké karty v talóne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="125"/>
        <source>overtrick payment</source>
        <translation>Platba za štichy navyše a chýbajúce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="126"/>
        <source>american payout</source>
        <translation>Výplata (americký)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="127"/>
        <source>payout table</source>
        <translation>Tabuľka výplat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="128"/>
        <source>failure penalty</source>
        <translation>Pokuta za prehru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="129"/>
        <source>preference bonus</source>
        <translation>Prémia za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="130"/>
        <source>preference bonus scope</source>
        <translation>Rozsah prémie za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="131"/>
        <source>preference bonus payers</source>
        <translation>Kto platí prémiu za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="132"/>
        <source>four aces bonus</source>
        <translation>Prémia za štyri esá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="133"/>
        <source>four aces count</source>
        <translation>Počítanie štyroch es</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="134"/>
        <source>no ace bonus</source>
        <translation>Prémia bez esa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="135"/>
        <source>no ace hand games</source>
        <translation>„Žiadne eso“ pri hrách z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="136"/>
        <source>conventions status</source>
        <translation>Platnosť zvyklostí</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="137"/>
        <source>c3 high</source>
        <translation>„Veľmi vysoká“ pri C3</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="140"/>
        <source>cw</source>
        <translation>v smere hodinových ručičiek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="141"/>
        <source>acw</source>
        <translation>proti smeru hodinových ručičiek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="142"/>
        <source>last player forced</source>
        <translation>posledný musí licitovať</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="143"/>
        <source>redeal</source>
        <translation>rozdať znova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="144"/>
        <source>any</source>
        <translation>ľubovoľne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="145"/>
        <source>exactly one</source>
        <translation>presne o jeden</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="146"/>
        <source>open exception</source>
        <translation>výnimka pre otvorené hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="147"/>
        <source>plain</source>
        <translation>obyčajné</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="148"/>
        <source>open contracts</source>
        <translation>otvorené hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="149"/>
        <source>six in a row</source>
        <translation>šesť za sebou</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="150"/>
        <source>standard</source>
        <translation>štandardný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="151"/>
        <source>sans7</source>
        <translation>bez tromfov ako 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="152"/>
        <source>extended</source>
        <translation>rozšírený</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="153"/>
        <source>extended no one</source>
        <translation>rozšírený bez hry na jeden štich</translation>
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
        <translation>kedykoľvek pred výnosom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="159"/>
        <source>table talk</source>
        <translation>dohovor dovolený</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="160"/>
        <source>none</source>
        <translation>žiadny</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="161"/>
        <source>full view</source>
        <translation>plný výhľad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="162"/>
        <source>all</source>
        <translation>všetky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="163"/>
        <source>trick contracts</source>
        <translation>hry na štichy</translation>
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
        <translation>ako prvý výnos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="167"/>
        <source>defender before declarer</source>
        <translation>obranca pred hráčom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="168"/>
        <source>any run</source>
        <translation>ľubovoľných šesť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="169"/>
        <source>from trick 1</source>
        <translation>od prvého štichu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="170"/>
        <source>dealer</source>
        <translation>rozdávajúci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="171"/>
        <source>inviter 5</source>
        <translation>5 pozývajúcemu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="172"/>
        <source>both 3</source>
        <translation>každému 3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="173"/>
        <source>after dealer stake</source>
        <translation>po vklade rozdávajúceho</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="174"/>
        <source>before</source>
        <translation>pred ním</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="175"/>
        <source>exact</source>
        <translation>presne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="176"/>
        <source>floor</source>
        <translation>nadol</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="177"/>
        <source>half up</source>
        <translation>matematicky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="178"/>
        <source>pot payments only</source>
        <translation>len platby s bankom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="179"/>
        <source>pay available</source>
        <translation>vyplatiť, čo v ňom je</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="180"/>
        <source>allow negative</source>
        <translation>smie ísť do mínusu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="181"/>
        <source>individual</source>
        <translation>každý zvlášť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="182"/>
        <source>joint</source>
        <translation>spoločne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="183"/>
        <source>inviter</source>
        <translation>pozývajúci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="184"/>
        <source>invited</source>
        <translation>pozvaný</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="185"/>
        <source>nobody</source>
        <translation>nikto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="186"/>
        <source>account</source>
        <translation>účet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="187"/>
        <source>pot</source>
        <translation>pokladnica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="188"/>
        <source>as failure</source>
        <translation>ako prehra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="189"/>
        <source>failure plus tricks k</source>
        <translation>prehra a platby za štichy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="190"/>
        <source>on declare</source>
        <translation>pri ohlásení</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="191"/>
        <source>on play only</source>
        <translation>len pri zohrávke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="192"/>
        <source>per defender</source>
        <translation>každému obrancovi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="193"/>
        <source>total</source>
        <translation>celkovo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="194"/>
        <source>per contract</source>
        <translation>za hru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="195"/>
        <source>per trick</source>
        <translation>za štich</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="196"/>
        <source>hand hearts</source>
        <translation>len srdcia z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="197"/>
        <source>all contracts</source>
        <translation>všetky hry</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="198"/>
        <source>both opponents</source>
        <translation>obaja súperi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="199"/>
        <source>playing defenders</source>
        <translation>hrajúci obrancovia</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="200"/>
        <source>played hand</source>
        <translation>hrané karty</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="201"/>
        <source>twelve cards</source>
        <translation>dvanásť kariet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="202"/>
        <source>ten cards</source>
        <translation>desať kariet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="203"/>
        <source>not allowed</source>
        <translation>nedovolené</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="204"/>
        <source>advisory</source>
        <translation>odporúčanie</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="205"/>
        <source>off</source>
        <translation>vypnuté</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="206"/>
        <source>ethical</source>
        <translation>etická povinnosť</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="207"/>
        <source>integral c1</source>
        <translation>C1 ako pravidlo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="208"/>
        <source>A or K</source>
        <translation>A alebo K</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="209"/>
        <source>top two outstanding</source>
        <translation>dve najvyššie zostávajúce</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="20"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Smer rozdávania a hry (mení len to, ako je stôl nakreslený).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="21"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Keď všetci pasujú: posledný hráč musí licitovať, alebo rozdanie neplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="22"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Hráč, ktorý sedí skôr, smie aktuálnu ponuku držať (prevziať).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="23"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Vyššia ponuka smie stupne preskakovať, alebo musí byť presne o jeden vyššia.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="24"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Hráč, ktorý už dal obyčajnú ponuku alebo držal, už nesmie ponúknuť hru z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="25"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Obyčajné ponuky len o jeden vyššie než aktuálna ponuka; po obyčajnej ponuke už žiadna hra z ruky.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="26"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Obyčajný otvorený betl/durch je vyšší než hry z ruky 1–6, alebo je každá hra z ruky vyššia než každá obyčajná ponuka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="27"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Hry 5–8 s otvoreným betlom a otvoreným durchom, alebo len betl a durch so šiestimi štichmi za sebou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="28"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Hry nad farebnými hrami: betl, durch, bez tromfov, jeden štich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="29"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Hráč ukáže obrancom talón, skôr než si ho vezme.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="30"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Po výhre v druhom kole licitácie: najprv vziať talón a potom odhodiť, alebo najprv odhodiť a potom vziať talón.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="31"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Obranca smie pozvať spoluhráča, ktorý vystúpil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="32"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Keď prvý obranca bráni a druhý vystúpi, smie ho prvý pozvať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="33"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Hráč sa smie vzdať po rozhodnutí obrancov, alebo kedykoľvek pred prvou kartou.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="34"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>V betli a durchu smú obaja obrancovia spoločne uznať hráčovi hru bez hrania.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="35"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>V otvorených hrách sa obrancovia smú o hre dohovárať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="36"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Obranca smie dať flek (zdvojí), hráč re.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="37"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Flek na každú hru, alebo len na hry na štichy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="38"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Len flek a re, alebo aj tutti a boty (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="39"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Proti pikom musí obranca, ktorý hrá, dať flek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="40"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Kto nemôže priznať farbu, musí tromfovať, ak môže.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="41"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Kto môže, musí prebiť kartu, ktorá štich zatiaľ berie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="42"/>
        <source>Who leads to the first trick.</source>
        <translation>Kto vynáša do prvého štichu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="43"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>V hre bez tromfov smie ako prvý vyniesť obranca, ktorý sedí pred hráčom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="44"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Durch (šesť za sebou): ľubovoľných šesť štichov za sebou, alebo prvých šesť.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="45"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Kto platí jednotku každému obrancovi, ktorý vzal 2 štichy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="46"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Koľko pozývajúci platí do banku, keď obrana vezme menej ako 4 štichy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="47"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Pozývajúci, ktorého obrana vezme 4 štichy, dostane jednotku od rozdávajúceho.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="48"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Vzdanie proti pozvanej obrane: 5 pozývajúcemu, alebo každému 3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="49"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Každá platba sa násobí číslom hry (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="50"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Rozdávajúci vloží 10; platby rastú s bankom (bank/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="51"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Pôvodné vyúčtovanie: bank sa meria po vklade 10 od rozdávajúceho, alebo pred ním.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="52"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Pôvodné vyúčtovanie: presné zlomky, alebo zaokrúhlené sumy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="53"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Pôvodné vyúčtovanie prepočítava každú platbu, alebo len platby do banku a z banku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="54"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Keď výplata prevýši bank: vyplatiť, čo v ňom je, alebo ho nechať ísť do mínusu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="55"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Každý obranca potrebuje 2 štichy, alebo nikto neplatí, keď obrana vezme 4 štichy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="56"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Kto dostane zaplatené za štichy pozvaného obrancu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="57"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Hra bez tromfov sa počíta ako hra na štichy pre povinné štichy obrancov a platby za štichy.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="58"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Bank je neobmedzený účet, alebo pokladnica, ktorá vyplatí len to, čo v nej je.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="59"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Vzdanie sa počíta ako prehra, k tomu (druhá hodnota) platba za 2 štichy každému hrajúcemu obrancovi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="60"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Keď všetci pasovali, dostane každý hráč značku refy, ktorá zdvojí jeho nasledujúcu hru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="61"/>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation>Najvyšší počet nevyužitých značiek refy, ktoré hráč smie mať (0 = bez obmedzenia).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="62"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Značka refy sa spotrebuje každou hrou, alebo len vtedy, keď sa hrajú karty.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="63"/>
        <source>A hand contract is worth one more.</source>
        <translation>Hra z ruky má hodnotu o jednu vyššiu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="64"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Koľko hráč platí rozdávajúcemu, keď dve karty v talóne tvoria pár.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="65"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Štichy navyše a chýbajúce štichy sa vyúčtujú s každým obrancom, alebo len raz celkovo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="66"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Bank odmení vyhranú hru raz, alebo za každý vzatý štich.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="67"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Odmena z banku: jedna suma, alebo osobitná suma pre každú tromfovú farbu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="68"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Koľko platí do banku hráč, ktorý prehrá (alebo to isté ako odmena).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="69"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (srdcia z ruky): hráč dostane od každého súpera 10, alebo každému 10 zaplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="70"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Prémia za Préférence platí len pre srdcia z ruky, alebo pre každú hru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="71"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Kto prémiu za Préférence platí alebo dostáva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="72"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Hráč, ktorý hrá so všetkými štyrmi esami, dostane 10 od každého súpera.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="73"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Štyri esá musia byť medzi desiatimi hranými kartami, alebo kdekoľvek medzi dvanástimi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="74"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Hráč bez esa to smie ohlásiť: dostane od každého súpera 10, alebo každému 10 zaplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="75"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>V hrách z ruky sa hlásenie „žiadne eso“ posudzuje podľa desiatich kariet v ruke, alebo nie je dovolené.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="76"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Zvyklosti obrancov C1–C3: ako rada, vypnuté, ako etická povinnosť, alebo C1 ako pravidlo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="77"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>„Veľmi vysoká“ pri C3 znamená eso alebo kráľa, alebo jednu z dvoch najvyšších kariet, ktoré ešte neboli zahrané.</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="167"/>
        <source>contract made</source>
        <translation>hra vyhraná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="168"/>
        <source>contract failed</source>
        <translation>hra prehraná</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="169"/>
        <source>both defenders dropped out</source>
        <translation>obaja obrancovia vystúpili</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="170"/>
        <source>the declarer conceded</source>
        <translation>hráč sa vzdal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="171"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>jednotka od rozdávajúceho za 2 štichy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="172"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>jednotka od hráča za 2 štichy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="173"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>obranca vzal menej ako 2 štichy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="174"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>pozvaná obrana vzala menej ako 4 štichy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="175"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>jednotka od rozdávajúceho pre pozývajúceho</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="176"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>obrana s flekom vzala menej ako 5 štichov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="177"/>
        <source>trick payments</source>
        <translation>platby za štichy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="178"/>
        <source>contract made with overtricks</source>
        <translation>hra vyhraná so štichmi navyše</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="179"/>
        <source>contract failed by undertricks</source>
        <translation>hra prehraná o chýbajúce štichy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Préférence bonus</source>
        <translation>prémia za Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>four aces bonus</source>
        <translation>prémia za štyri esá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>no-ace announcement</source>
        <translation>hlásenie: žiadne eso</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="183"/>
        <source>dealer&apos;s stake</source>
        <translation>vklad rozdávajúceho</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="184"/>
        <source>equal talon cards</source>
        <translation>rovnaké karty v talóne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="185"/>
        <source>offer for the declarership</source>
        <translation>ponuka za právo hrať</translation>
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
        <translation>Tvoj profil trénera zapísala novšia verzia prefgui. Bol odložený ako {kept} a založil sa nový profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="37"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj profil trénera bol poškodený. Bol odložený ako {kept} a založil sa nový profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="54"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Tvoj profil trénera sa nepodarilo otvoriť ({detail}). Rozbory a cvičenia sa neukladajú, kým to nepôjde.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="33"/>
        <source>{contract}, hand game</source>
        <translation>{contract} z ruky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="52"/>
        <source>The only choice.</source>
        <translation>Jediná možnosť.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="53"/>
        <source>The only card that may be played.</source>
        <translation>Jediná karta, ktorú možno zahrať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="55"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Každá karta, ktorú možno zahrať, je rovnako dobrá ako ostatné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="56"/>
        <source>By rule of thumb.</source>
        <translation>Podľa osvedčeného pravidla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="57"/>
        <source>A hunch.</source>
        <translation>Podľa intuície.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="58"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Niet času premýšľať: podľa osvedčeného pravidla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="59"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Hľadanie zlyhalo: podľa osvedčeného pravidla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="61"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>V hre {contract} sa očakáva dosť štichov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="62"/>
        <source>Enough tricks expected.</source>
        <translation>Očakáva sa dosť štichov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="64"/>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation>Vystúpiť: príliš málo vlastných štichov. Žiadny vklad, žiadne riziko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="65"/>
        <source>Pass: too few tricks expected.</source>
        <translation>Pas: očakáva sa príliš málo štichov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="67"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Ponuka je povinná; najlepšia dosiahnuteľná hra je {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="69"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Ponuka je povinná: pas nie je dovolený.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="71"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Žiadne re: hra nie je dosť istá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="73"/>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation>Pozvať spoluhráča: niekoľko vlastných štichov, samému primálo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="75"/>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation>Odhodiť {card} a {other}: krátke vedľajšie farby.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="77"/>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation>{card} je najlepšia karta; druhá najlepšia je {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="79"/>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation>{card}: všetky karty, ktoré možno zahrať, vychádzajú rovnako.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="80"/>
        <source>Pass: no bid is possible.</source>
        <translation>Pas: žiadna ponuka nie je možná.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="82"/>
        <source>Pass: no contract in reach looks playable.</source>
        <translation>Pas: žiadna dosiahnuteľná hra nevyzerá hrateľne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="84"/>
        <source>Pass: even {contract} is worth too little.</source>
        <translation>Pas: aj hra {contract} má príliš malú cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="86"/>
        <source>Pass: declaring is worth too little.</source>
        <translation>Pas: vlastná hra má príliš malú cenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="88"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: hru {contract} sa oplatí hrať.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="90"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: vlastná hra sa oplatí.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="92"/>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation>Odhodiť {card} a {other} a hrať {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="94"/>
        <source>{contract}: the only promising contract.</source>
        <translation>{contract}: jediná nádejná hra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="96"/>
        <source>{action} is worth most against {contract}.</source>
        <translation>Proti hre {contract} má najväčšiu cenu: {action}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="98"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action}: oplatí sa viac než hrať ďalej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="132"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Zvažovali sa len karty, ktoré dodržiavajú zvyklosti obrancov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="140"/>
        <source>{tricks} tricks expected</source>
        <translation>očakávané štichy: {tricks}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="143"/>
        <source>worth {units} units</source>
        <translation>hodnota {units} jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="147"/>
        <source>{units} units better than the next best</source>
        <translation>o {units} jednotky lepšie než ďalšia najlepšia</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="151"/>
        <source>playing on: {units} units</source>
        <translation>hrať ďalej: {units} jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="156"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} jednotky</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="160"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>vyhraté v {made} z {samples} vzorových rozdaní</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="164"/>
        <source>over {samples} sampled deals</source>
        <translation>z {samples} vzorových rozdaní</translation>
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
        <translation>Uložiť inam…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="53"/>
        <source>Not saved: {reason}</source>
        <translation>Neuložené: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="80"/>
        <source>The game is saved again.</source>
        <translation>Hra sa opäť ukladá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="85"/>
        <source>Save the game in</source>
        <translation>Uložiť hru do</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="97"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Hra nie je uložená: ťahy od posledného uloženia sa stratia, ak teraz skončíš. Napriek tomu skončiť?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/dialogs/sessions.py" line="66"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n rozdanie odohrané</numerusform>
            <numerusform>%n rozdania odohrané</numerusform>
            <numerusform>%n rozdaní odohraných</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>The saved settings could not be read ({error}); the defaults are used and the old settings were kept aside.</source>
        <translation type="vanished">Uložené nastavenia sa nepodarilo prečítať ({error}); platia predvolené hodnoty a staré nastavenia boli odložené bokom.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="45"/>
        <source>Deal summary</source>
        <translation>Zhrnutie rozdania</translation>
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
        <translation>Štichy — </translation>
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
        <translation>Suma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="61"/>
        <source>Why</source>
        <translation>Dôvod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="73"/>
        <source>No payments in this deal.</source>
        <translation>V tomto rozdaní nie sú žiadne platby.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="76"/>
        <source>This deal: </source>
        <translation>Toto rozdanie: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="78"/>
        <source>Balances: </source>
        <translation>Celkový stav: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source>Next deal</source>
        <translation>Ďalšie rozdanie</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="246"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francúzske karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="247"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (nemecké karty)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="250"/>
        <source>red lattice</source>
        <translation>červená mriežka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="251"/>
        <source>blue ornament</source>
        <translation>modrý ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="252"/>
        <source>green damask</source>
        <translation>zelený damask</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="253"/>
        <source>the deck&apos;s own back</source>
        <translation>vlastný rub balíčka</translation>
    </message>
</context>
</TS>
