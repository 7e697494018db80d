<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="46"/>
        <source>Replay</source>
        <translation>Ponovni ogled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="56"/>
        <source>◀ Back</source>
        <translation>◀ Nazaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>Forward ▶</source>
        <translation>Naprej ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="81"/>
        <source>The deal</source>
        <translation>Razdeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="84"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Korak {i}: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Trije igralci, 32 kart (A K Q J 10 9 8 7 v vsaki barvi), vsak dobi deset kart, dve gresta v talon. Licitacija odloči, kdo igra sam proti drugima dvema in katera barva je adut. Barvo je treba priznati, če se da; sicer je treba vreči adut, če se da. Štih pobere najvišji adut, sicer najvišja karta izigrane barve.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="34"/>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Trije igralci, 32 kart ({ranks} v vsaki barvi), vsak dobi deset kart, dve gresta v talon. Licitacija odloči, kdo igra sam proti drugima dvema in katera barva je adut. Barvo je treba priznati, če se da; sicer je treba vreči adut, če se da. Štih pobere najvišji adut, sicer najvišja karta izigrane barve.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="41"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Avstrijski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 1 ♣, 2 ♠, 3 ♦, 4 ♥; vsaka solo licitacija (igra brez talona) je višja od vsake navadne; srce solo je &lt;i&gt;Préférence&lt;/i&gt;. Igralec, ki sedi prej, sme obdržati trenutno licitacijo (reče »moje«). Če prva dva rečeta naprej, mora licitirati delivec. Nosilec igre vzame talon, založi dve karti in določi adut, vsaj tako visok kot njegova licitacija. Nato vsak branilec brani (potrebuje 2 štiha) ali izstopi.&lt;/p&gt;&lt;p&gt;Dobljena igra (6 štihov): blagajna plača 10. Izgubljena igra: nosilec igre plača 20 v blagajno. Branilec z manj kot 2 štihoma plača 10 v blagajno; tisti z 2 ali več dobi 1 od delivca. Nosilec igre se lahko preda pred prvo karto: 3 vsakemu branilcu (5, če brani le eden).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="51"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ilustrirani preferans&lt;/h3&gt;&lt;p&gt;Avstrijska igra, poleg tega še berač (5: ne pobrati nobenega štiha), valat (6: pobrati vseh deset), odprti berač (7) in odprti valat (8), vse brez aduta; odprte igre se igrajo z odkritimi kartami nosilca igre. Vsak branilec plača nosilcu igre 10, 20, 30 ali 40, če ta igro dobi (dvojno pri solo igri), in prav toliko dobi od njega, če jo izgubi. Berač se konča s prvim štihom nosilca igre, valat z njegovim prvim izgubljenim štihom.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="58"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zahodnobalkanski / madžarski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 berač, 7 valat; talon se pokaže. Osnovna vrednost B je številka igre, +1 za solo, podvojena s kontro, rekontro in radelcem. Dobljena igra: banka plača 20·B; izgubljena: nosilec igre plača 20·B. Pri barvnih igrah branilec z manj kot 2 štihoma plača 10·B, nosilec igre pa vsakemu branilcu plača 2·B za vsak štih, ki ga je ta pobral. Branilca, ki je izstopil, lahko drugi povabi: obramba tedaj potrebuje 4 štihe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Preferans podonavskih Švabov&lt;/h3&gt;&lt;p&gt;Kot zahodnobalkanska igra, le da oba branilca vedno igrata. Nosilec igre potrebuje 6 štihov, 7 s pikom za adut, enega več pri solo igri. Vsak branilec mu plača številko igre in še 1 za vsak štih več; če izgubi, vsakemu branilcu plača prav toliko in še 1 za vsak manjkajoči štih. Če sta karti v talonu enaki, plača nosilec igre delivcu 2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ameriški preferans&lt;/h3&gt;&lt;p&gt;Vsak igralec enkrat imenuje adutsko barvo, višjo od vseh doslej imenovanih (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), ali reče naprej; zmaga najvišja barva in se igra brez talona. Če vsi rečejo naprej, lahko vsak ponudi znesek za pravico, da vzame talon in določi adut. Vreči adut ni obvezno. Šest štihov prinese nagrado iz blagajne; kdor izgubi, plača kazen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ameriški preferans&lt;/h3&gt;&lt;p&gt;Vsak igralec enkrat imenuje adutsko barvo, višjo od vseh doslej imenovanih (♠ &lt; ♣ &lt; ♦ &lt; ♥), ali reče naprej; zmaga najvišja barva in se igra brez talona. Če vsi rečejo naprej, lahko vsak ponudi znesek za pravico, da vzame talon in določi adut. Vreči adut ni obvezno. Šest štihov prinese nagrado iz blagajne; kdor izgubi, plača kazen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="79"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Konvencije branilcev&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: ne preseži brez potrebe štiha, ki ga tvoj partner že pobira. &lt;b&gt;C2&lt;/b&gt;: ko nosilec igre igra zadnji na tvoj izhod, izigraj najvišjo karto, ki jo imaš v tej barvi. &lt;b&gt;C3&lt;/b&gt;: ko nosilec igre igra drugi, izigraj asa ali kralja ali svojo najnižjo karto te barve.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="151"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="30"/>
        <source>Saved sessions</source>
        <translation>Shranjene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="37"/>
        <source>Resume</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="38"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="96"/>
        <source>Delete</source>
        <translation>Izbriši</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="67"/>
        <source>{saved} — {variant}, {deals}</source>
        <translation>{saved} — {variant}, {deals}</translation>
    </message>
    <message>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation type="vanished">{saved} — {variant}, odigrana deljenja: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Partije, ki se igra, ni mogoče izbrisati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <source>Delete this saved session?</source>
        <translation>Izbrišem to shranjeno partijo?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>on</source>
        <translation>vklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>off</source>
        <translation>izklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="57"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Austrian</source>
        <translation>Avstrijski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="58"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Illustrated</source>
        <translation>Ilustrirani</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="59"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Western Balkan</source>
        <translation>Zahodnobalkanski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Hungarian</source>
        <translation>Madžarski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>Danube Swabian</source>
        <translation>Podonavskošvabski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="62"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>American</source>
        <translation>Ameriški</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="65"/>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Defence</source>
        <translation>Obramba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Play</source>
        <translation>Igranje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="70"/>
        <source>Scoring</source>
        <translation>Obračun</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="71"/>
        <source>Bonuses</source>
        <translation>Bonusi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="72"/>
        <source>Defender conventions</source>
        <translation>Konvencije branilcev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="74"/>
        <source>Beginner</source>
        <translation>Začetnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="75"/>
        <source>Club</source>
        <translation>Klubski igralec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="76"/>
        <source>Expert</source>
        <translation>Strokovnjak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="77"/>
        <source>Slow</source>
        <translation>Počasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="78"/>
        <source>Normal</source>
        <translation>Običajno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="79"/>
        <source>Fast</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="83"/>
        <source>Off</source>
        <translation>Izklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Warn before the card</source>
        <translation>Opozori pred karto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="82"/>
        <source>Notes after the trick</source>
        <translation>Opombe po štihu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="102"/>
        <source>(default)</source>
        <translation>(privzeto)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="110"/>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation>število ali {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="111"/>
        <source>a number or &quot;reward&quot;</source>
        <translation>število ali &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="147"/>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="152"/>
        <source>Players and stakes</source>
        <translation>Igralci in vložki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="153"/>
        <source>Cards and display</source>
        <translation>Karte in prikaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="157"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Spremembe pravil veljajo od naslednjega deljenja. Druga različica ali število igralcev začne novo partijo; trenutna ostane med shranjenimi partijami.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Spremembe pravil veljajo od naslednjega deljenja; število igralcev se spremeni šele z novo partijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="163"/>
        <source>Restore defaults</source>
        <translation>Obnovi privzeto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="182"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="57"/>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="220"/>
        <source>default</source>
        <translation>privzeto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="224"/>
        <source>In deal records: {name}</source>
        <translation>V zapisih deljenj: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="250"/>
        <source>Three at the table</source>
        <translation>Trije za mizo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="251"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Štirje za mizo (delivec ne igra)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="254"/>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Opponent {n}</source>
        <translation>Nasprotnik {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="281"/>
        <source>Pot contribution (units per player)</source>
        <translation>Vplačilo v blagajno (enot na igralca)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="283"/>
        <source>One unit is worth</source>
        <translation>Ena enota je vredna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="295"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="62"/>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="300"/>
        <source>Card back</source>
        <translation>Hrbtna stran kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="301"/>
        <source>Preview</source>
        <translation>Predogled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="306"/>
        <source>Animation speed</source>
        <translation>Hitrost animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="313"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Premor po celotnem štihu (sekunde)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="318"/>
        <source>Coach</source>
        <translation>Trener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="320"/>
        <source>System default</source>
        <translation>Kot v sistemu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="324"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="387"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Teh pravil ni mogoče igrati skupaj: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="45"/>
        <location filename="../prefgui/ui/table/scene.py" line="425"/>
        <source>hand</source>
        <translation>solo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>pot</source>
        <translation>blagajna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/score_sheet.py" line="209"/>
        <location filename="../prefgui/ui/score_sheet.py" line="238"/>
        <source>Deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Dealer</source>
        <translation>Delivec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Declarer</source>
        <translation>Nosilec igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Contract</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Outcome</source>
        <translation>Izid</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>{name} tricks</source>
        <translation>Štihi: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="76"/>
        <source>{name} paid/won</source>
        <translation>Dobiček/izguba: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="77"/>
        <source>{pot} after</source>
        <translation>{pot} po deljenju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="78"/>
        <source>{name} balance</source>
        <translation>Stanje: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Player</source>
        <translation>Igralec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Contracts</source>
        <translation>Igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Made</source>
        <translation>Dobljene</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Defended</source>
        <translation>Branil</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Quota reached</source>
        <translation>Kvota dosežena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="122"/>
        <source>Your convention breaches</source>
        <translation>Tvoje kršitve konvencij</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="142"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dvoklik na deljenje pokaže njegov povzetek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="147"/>
        <source>Replay this deal</source>
        <translation>Oglej si to deljenje znova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="150"/>
        <source>Export ledger (CSV)…</source>
        <translation>Izvozi zapisnik (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="152"/>
        <source>Export deal records…</source>
        <translation>Izvozi zapise deljenj…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="160"/>
        <source>Payments</source>
        <translation>Plačila</translation>
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
        <translation>Ni plačil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>Bank</source>
        <translation>Banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>Pot</source>
        <translation>Blagajna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="257"/>
        <source>Export ledger</source>
        <translation>Izvozi zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="258"/>
        <source>CSV files (*.csv)</source>
        <translation>Datoteke CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="265"/>
        <source>Export deal records</source>
        <translation>Izvozi zapise deljenj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="267"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Zapisi deljenj (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Export</source>
        <translation>Izvoz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Could not write the file: {error}</source>
        <translation>Datoteke ni bilo mogoče zapisati: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Leaves</source>
        <translation>List</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Acorns</source>
        <translation>Želod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Bells</source>
        <translation>Zvonec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Hearts</source>
        <translation>Srce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Zöld</source>
        <translation>Zeleni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Srce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Makk</source>
        <translation>Želod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Tök</source>
        <translation>Zvonec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Piros</source>
        <translation>Rdeči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Clubs</source>
        <translation>Križ</translation>
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
        <translation>unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ober</source>
        <translation>ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>King</source>
        <translation>kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>Sans</source>
        <translation>Brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>One trick</source>
        <translation>En štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Misère</source>
        <translation>Berač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Slam</source>
        <translation>Valat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open misère</source>
        <translation>Odprti berač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open slam</source>
        <translation>Odprti valat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="90"/>
        <source>Slam (six in a row)</source>
        <translation>Valat (šest zapored)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (♥ solo)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (srce solo)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="99"/>
        <source>{bid} hand</source>
        <translation>{bid} solo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Pass</source>
        <translation>Naprej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="107"/>
        <source>Hold</source>
        <translation>Moje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="115"/>
        <source>Offer {n}</source>
        <translation>Ponudim {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="119"/>
        <source>Discard {first} and {second}</source>
        <translation>Založi {first} in {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Defend</source>
        <translation>Branim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Drop out</source>
        <translation>Izstopim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Invite partner</source>
        <translation>Povabim partnerja</translation>
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
        <translation>Predam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="123"/>
        <source>Announce: no aces</source>
        <translation>Napoved: brez asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="130"/>
        <source>Stay out of the auction for good.</source>
        <translation>Dokončno izstopi iz licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="131"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Prevzemi trenutno licitacijo: tvoje mesto ima prednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="132"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Igraj proti nosilcu igre: potrebuješ 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="133"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>Izpusti to deljenje: brez vložka, brez tveganja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="134"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Vrni partnerja v igro: obramba potrebuje 4 štihe, na tvoj račun.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="135"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Podvoji: pričakuješ, da bo nosilec igre izgubil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="136"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Znova podvoji: prepričan si v svojo igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="137"/>
        <source>Give up the contract without play.</source>
        <translation>Predaj igro, ne da bi jo igral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="138"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nimaš asa: od vsakega nasprotnika dobiš 10 ali mu plačaš 10.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="143"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Solo licitacija: igraš brez talona.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="144"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Vzel boš talon in založil dve karti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="146"/>
        <source>Your contract: at least your bid.</source>
        <translation>Tvoja igra: vsaj tvoja licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="148"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>To barvo določi za adut: potrebuješ 6 štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="150"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Vplačaj v blagajno za pravico, da določiš adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Defending</source>
        <translation>Brani</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Out</source>
        <translation>Izstopil</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Inviting</source>
        <translation>Vabi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Invited</source>
        <translation>Povabljen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>Sits out</source>
        <translation>Ne igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="159"/>
        <source>Conceding</source>
        <translation>Predaja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="163"/>
        <source>tricks: {n}</source>
        <translation>štihi: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract made</source>
        <translation>Igra dobljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract failed</source>
        <translation>Igra izgubljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Declarer conceded</source>
        <translation>Nosilec igre se je predal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Both defenders dropped out</source>
        <translation>Oba branilca sta izstopila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>Everybody passed</source>
        <translation>Vsi so rekli naprej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>In progress</source>
        <translation>Poteka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="125"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vzemi talon: izberi dve karti, ki ju založiš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="126"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Založi ti dve ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="129"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klikni karte ali jih povleci gor na mesto za založene karte; izbiro lahko prosto spreminjaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="163"/>
        <source>Continue</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="165"/>
        <source>Let the play go on.</source>
        <translation>Naj se igra nadaljuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="172"/>
        <source>The deal is over</source>
        <translation>Deljenje je končano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="173"/>
        <source>Deal summary</source>
        <translation>Povzetek deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="175"/>
        <source>Next deal</source>
        <translation>Naslednje deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="202"/>
        <source>Offer</source>
        <translation>Ponudi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="212"/>
        <source>You may act now</source>
        <translation>Zdaj lahko ukrepaš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="214"/>
        <source>Your call</source>
        <translation>Na vrsti si v licitaciji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="216"/>
        <source>Declare your contract</source>
        <translation>Napovej svojo igro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="218"/>
        <source>Answer the contra</source>
        <translation>Odgovori na kontro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="220"/>
        <source>Defend or drop out?</source>
        <translation>Braniš ali izstopiš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="221"/>
        <source>Your decision</source>
        <translation>Tvoja odločitev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="231"/>
        <source>bids {bid}</source>
        <translation>licitira {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="233"/>
        <source>No calls yet.</source>
        <translation>Nihče še ni licitiral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="119"/>
        <source>Drop here to play</source>
        <translation>Spusti sem, da odigraš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="66"/>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <location filename="../prefgui/ui/table/scene.py" line="419"/>
        <source>Auction</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="367"/>
        <source>Seat {n}</source>
        <translation>Mesto {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <source>{bid} — {name}</source>
        <translation>{bid} — {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>contra</source>
        <translation>kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>recontra</source>
        <translation>rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="428"/>
        <source>subcontra</source>
        <translation>subkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="429"/>
        <source>mortcontra</source>
        <translation>mordkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="431"/>
        <source>open</source>
        <translation>odprto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="433"/>
        <source>Declarer: {name}</source>
        <translation>Nosilec igre: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick history</source>
        <translation>Zgodovina štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Trick</source>
        <translation>Štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Led by</source>
        <translation>Izigral</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="62"/>
        <source>Won by</source>
        <translation>Pobral</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="28"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Avstrijska: licitacija od 1 do 4, blagajna; klasična igra Avstrije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="29"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Ilustrirana: avstrijska igra z beračem in valatom, odprto ali ne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="31"/>
        <source>Western Balkan: bids 2 to 7, the talon shown, refas and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Zahodnobalkanska: licitacija od 2 do 7, odprt talon, refe in banka; Srbija, Hrvaška, Bosna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="33"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Madžarska: balkanska igra, kot jo igrajo Madžari.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="34"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Podonavskošvabska: oba branilca vedno igrata; Banat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="35"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Ameriška: enkrat imenuj adut ali ponudi za talon; Severna Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="46"/>
        <source>Welcome to Préférence</source>
        <translation>Dobrodošli v preferansu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="48"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Preferans je igra s kartami za tri: licitacija odloči, kdo igra sam proti drugima dvema in katera barva je adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="59"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francoske karte (pik, križ, karo, srce)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="60"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Nemške karte (listi, želod, zvonci, srce)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="65"/>
        <source>As the system</source>
        <translation>Kot sistem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="69"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Pravila so pod Pomoč → Pravila (F1). S tipko H kadar koli dobiš namig. Vse to lahko pozneje spremeniš v Nastavitvah, ta pozdrav pa je pod Pomoč → Dobrodošli.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="75"/>
        <source>Start playing</source>
        <translation>Začni igrati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="71"/>
        <source>{name} discards two cards</source>
        <translation>{name} založi dve karti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="80"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="201"/>
        <source>Discard</source>
        <translation>Založeni karti</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The saved game could not be resumed: {error}. The damaged file was kept ({file}); a new session has started.</source>
        <translation type="vanished">Shranjene igre ni bilo mogoče nadaljevati: {error}. Poškodovana datoteka je ohranjena ({file}); začela se je nova partija.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new session has started.</source>
        <translation type="vanished">Shranjene igre ni bilo mogoče nadaljevati: {error}. Začela se je nova partija.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/charts.py" line="26"/>
        <source>Deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/charts.py" line="27"/>
        <source>Balance</source>
        <translation>Stanje</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="20"/>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation>C1: ne jemlji štiha, ki ga tvoj partner že dobiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="23"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: ko nosilec igre igra zadnji, izigraj najvišjo karto, ki jo imaš v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="26"/>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation>C3: ko nosilec igre igra drugi, izigraj zelo visoko ali svojo najnižjo karto v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="38"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Ta štih dobiva {partner} (karta {card}), nosilec igre pa je že odigral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="43"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Ta štih dobiva {partner} (karta {card}), nosilec igre pa je ne more premagati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="48"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Izigravaš ti, {partner} igra drugi, nosilec igre pa zadnji: {card} ni tvoja najvišja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="53"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Izigravaš ti, nosilec igre igra drugi, {partner} pa zadnji: {card} ni ne zelo visoka ne tvoja najnižja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="62"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karte, ki jo upoštevajo: {cards}. Spusti karto {card} znova, če jo vseeno želiš odigrati.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nisi na vrsti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Deljenje je že končano.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Karte {card} nimaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Priznati moraš barvo: imaš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Vreči moraš adut: imaš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Preseči moraš karto, ki pobira štih: imaš višjo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Tvoj partner že pobira ta štih: za to mizo ga ne smeš preseči.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>Karte {card} zdaj ne moreš odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Ta licitacija ni dovoljena: preseči moraš licitacijo {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Ta licitacija ni dovoljena kot prva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Imenuj barvo, višjo od vseh že imenovanih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>»Moje« smeš reči le, če imaš prednost pred igralcem, ki je dal licitacijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Nihče še ni licitiral: ni česa obdržati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Nihče ni licitiral: kot zadnji igralec moraš licitirati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Po svoji navadni licitaciji ali »moje« ne smeš več licitirati sola.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Izberi dve različni karti iz svoje roke, ki ju založiš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Napovej vsaj svojo licitacijo: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Ponudi več kot {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Nosilec igre se sme predati šele po odločitvah branilcev in pred prvo karto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>To sme napovedati le nosilec igre brez asa, takoj po napovedi igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>V tem trenutku deljenja to ni mogoče.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>»{option}« velja le, ko je za »{other}« izbrano »{value}«.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Te različice ni mogoče igrati s {n} igralci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Število igralcev se spremeni le z novo partijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Ena od možnosti ima nedovoljeno vrednost.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="20"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Shranjeno igro {name} je zapisala novejša različica programa prefgui (različica zapisa {version}). Ta različica je ne more prebrati, zato jo je pustila na mestu, da jo bo novejša različica še vedno našla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="26"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Shranjene igre {name} ni bilo mogoče nadaljevati ({detail}). Poškodovana datoteka je ohranjena kot {kept}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="31"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Shranjene igre {name} ni bilo mogoče nadaljevati ({detail}) in je tudi ni bilo mogoče umakniti na stran.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="43"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Namesto nje se je nadaljevala partija, shranjena v {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="47"/>
        <source>A new session has started.</source>
        <translation>Začela se je nova partija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="53"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Shranjenih nastavitev ni bilo mogoče prebrati ({detail}); veljajo privzete vrednosti, stare nastavitve pa so umaknjene na stran.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="61"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Igre ni bilo mogoče shraniti: {detail}.

Igra teče dalje in dokler teče, se nobena poteza ne izgubi: prefgui po vsaki potezi in vsakih nekaj sekund znova poskusi shraniti. Izberi drugo mapo za shranjevanje ali sprosti prostor na disku in igra se bo spet shranila sama.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../prefgui/ui/controller.py" line="152"/>
        <source>It is not your turn.</source>
        <translation>Nisi na vrsti.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Igre ni bilo mogoče shraniti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="347"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Računalniški igralec je naredil nemogočo potezo: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="357"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Računalniški igralec se ni mogel odločiti: {error}</translation>
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
        <translation>Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="124"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Na vrsti si: povleci označeno karto na mizo ali jo dvakrat klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="127"/>
        <source>Your turn: choose on the table.</source>
        <translation>Na vrsti si: izberi na mizi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="141"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stanje od začetka partije (plus dobljeno, minus izgubljeno).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="143"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Pred tem deljenjem je vsak vplačal {n} ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="182"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja …</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="197"/>
        <source>It is not your turn.</source>
        <translation>Nisi na vrsti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="337"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Trenutna partija ostane med shranjenimi partijami. Začnem novo partijo zdaj?</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}.</source>
        <translation type="vanished">Priznati moraš barvo: imaš {suit}.</translation>
    </message>
    <message>
        <source>You must trump: you hold {suit}.</source>
        <translation type="vanished">Vreči moraš adut: imaš {suit}.</translation>
    </message>
    <message>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation type="vanished">Preseči moraš karto, ki pobira štih: imaš višjo.</translation>
    </message>
    <message>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation type="vanished">Tvoj partner že pobira ta štih: za to mizo ga ne smeš preseči.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation type="vanished">Te karte nimaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="297"/>
        <source>Hint: {what} ({why})</source>
        <translation>Namig: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="332"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Število igralcev se spremeni le z novo partijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="334"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Vsaka različica ima svojo blagajno ali banko, zato druga različica začne novo partijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="336"/>
        <location filename="../prefgui/ui/main_window.py" line="344"/>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Število igralcev se spremeni le z novo partijo. Začnem novo partijo zdaj?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="345"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Novih pravil ni mogoče uporabiti: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="350"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Nova pravila veljajo od naslednjega deljenja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="353"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Nova pravila veljajo od naslednjega deljenja; to deljenje se konča po starih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="408"/>
        <location filename="../prefgui/ui/main_window.py" line="412"/>
        <source>Saved sessions</source>
        <translation>Shranjene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="413"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Te partije ni bilo mogoče nadaljevati: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/actions.py" line="87"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="88"/>
        <source>&amp;Deal</source>
        <translation>&amp;Deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="89"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="91"/>
        <source>&amp;View</source>
        <translation>&amp;Pogled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="92"/>
        <source>&amp;Help</source>
        <translation>Po&amp;moč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="93"/>
        <source>&amp;New session</source>
        <translation>&amp;Nova partija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="94"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Shranjene partije …</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="95"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavitve …</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="96"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="97"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Tema kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="98"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izhod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="99"/>
        <source>&amp;Hint</source>
        <translation>&amp;Namig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="100"/>
        <source>Show &amp;last trick</source>
        <translation>Pokaži &amp;zadnji štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>&amp;Trick history</source>
        <translation>Zgodovina š&amp;tihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="102"/>
        <source>Deal s&amp;ummary</source>
        <translation>Povzetek &amp;deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="103"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Naslednje deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="104"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>Način &amp;vadbe (dovoli vračanje kart)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="105"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Razveljavi mojo zadnjo karto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="106"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Hitrost animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Slow</source>
        <translation>Počasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Normal</source>
        <translation>Običajno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Fast</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="108"/>
        <source>Off</source>
        <translation>Izklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="111"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Celozaslonski način</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="112"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Dobrodošli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="113"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Bližnjice na tipkovnici</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="114"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="115"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="129"/>
        <source>No trick has been completed yet.</source>
        <translation>Noben štih še ni bil odigran.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="188"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izberi karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj izbrano karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Preslednica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;premikanje med gumbi plošče za odločitve in pritisk nanje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;namig&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pokaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zgodovina štihov&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zapisnik&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;naslednje deljenje (ko je deljenje končano)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pravila&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;razveljavi mojo zadnjo karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celozaslonski način&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izhod&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Zadnji štih: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="144"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Način vadbe: svoje karte lahko vzameš nazaj (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="145"/>
        <source>Practice mode is off.</source>
        <translation>Način vadbe je izklopljen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="151"/>
        <source>Nothing to undo in this deal.</source>
        <translation>V tem deljenju ni česa razveljaviti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="187"/>
        <source>Keyboard shortcuts</source>
        <translation>Bližnjice na tipkovnici</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izberi karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj izbrano karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Preslednica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;premikanje med gumbi plošče za odločitve in pritisk nanje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;namig&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pokaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;razveljavi mojo zadnjo karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celozaslonski način&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izhod&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="210"/>
        <source>About prefgui</source>
        <translation>O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="211"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferans proti računalniku: avstrijska, ilustrirana, zahodnobalkanska, madžarska, podonavskošvabska in ameriška pravila.&lt;/p&gt;&lt;p&gt;Prosto programje pod licenco GNU GPL, različica 3 ali novejša. Slike kart: lastne. Pisava: DejaVu Sans (prosta licenca).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="80"/>
        <source>direction</source>
        <translation>Smer igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="81"/>
        <source>all pass</source>
        <translation>Ko vsi rečejo naprej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="82"/>
        <source>hold</source>
        <translation>Prevzem licitacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="83"/>
        <source>raise step</source>
        <translation>Korak licitacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="84"/>
        <source>hand bid only before plain bid</source>
        <translation>Solo le pred navadno licitacijo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="85"/>
        <source>one more rule</source>
        <translation>Pravilo »le ena več«</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="86"/>
        <source>illustrated ranking</source>
        <translation>Vrstni red iger (ilustrirani)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="87"/>
        <source>illustrated form</source>
        <translation>Oblika (ilustrirani)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="88"/>
        <source>ladder</source>
        <translation>Lestvica iger</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="89"/>
        <source>talon shown</source>
        <translation>Talon se pokaže</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="90"/>
        <source>widow order</source>
        <translation>Vrstni red pri talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="91"/>
        <source>invitation</source>
        <translation>Povabilo partnerja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="92"/>
        <source>first defender may invite</source>
        <translation>Prvi branilec sme povabiti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="93"/>
        <source>concession window</source>
        <translation>Kdaj se sme predati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="94"/>
        <source>joint concession</source>
        <translation>Skupno podarjanje igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="95"/>
        <source>open defender comms</source>
        <translation>Dogovarjanje branilcev pri odprtih igrah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="96"/>
        <source>contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="97"/>
        <source>contra on</source>
        <translation>Kontra pri</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="98"/>
        <source>contra levels</source>
        <translation>Stopnje kontre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="99"/>
        <source>compulsory contra on spades</source>
        <translation>Obvezna kontra proti piku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="100"/>
        <source>must trump</source>
        <translation>Obvezno vreči adut</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="101"/>
        <source>must head</source>
        <translation>Obvezno preseči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="102"/>
        <source>first lead</source>
        <translation>Prvi izhod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="103"/>
        <source>sans first lead</source>
        <translation>Prvi izhod pri igri brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="104"/>
        <source>slam6 run</source>
        <translation>Šest zapored pri valatu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="105"/>
        <source>dealer unit payer</source>
        <translation>Kdo plača enoto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="106"/>
        <source>invite fail penalty</source>
        <translation>Kazen za neuspešno povabilo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="107"/>
        <source>inviter gets dealer unit</source>
        <translation>Povabitelj dobi delivčevo enoto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="108"/>
        <source>concession invited</source>
        <translation>Predaja proti povabljeni obrambi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="109"/>
        <source>multiply by contract value</source>
        <translation>Množenje s številko igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="110"/>
        <source>original scoring</source>
        <translation>Izvirno točkovanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="111"/>
        <source>original multiplier basis</source>
        <translation>Osnova za množitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="112"/>
        <source>rounding</source>
        <translation>Zaokroževanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="113"/>
        <source>original scope</source>
        <translation>Obseg izvirnega točkovanja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="114"/>
        <source>pot shortfall</source>
        <translation>Premalo v blagajni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="115"/>
        <source>defence quota</source>
        <translation>Kvota obrambe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="116"/>
        <source>invited trick credit</source>
        <translation>Štihi povabljenega</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="117"/>
        <source>sans defender payments</source>
        <translation>Plačila branilcem pri igri brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="118"/>
        <source>bank model</source>
        <translation>Vrsta banke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="119"/>
        <source>balkan concession</source>
        <translation>Predaja (balkanski)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="120"/>
        <source>refa</source>
        <translation>Radelc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="121"/>
        <source>refa limit</source>
        <translation>Največ radelcev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="122"/>
        <source>refa consume</source>
        <translation>Poraba radelca</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="123"/>
        <source>hand value plus one</source>
        <translation>Solo igra je vredna eno več</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="124"/>
        <source>equal talon payment</source>
        <translation>Plačilo za enaki karti v talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="125"/>
        <source>overtrick payment</source>
        <translation>Plačilo za štihe več in manj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="126"/>
        <source>american payout</source>
        <translation>Izplačilo (ameriški)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="127"/>
        <source>payout table</source>
        <translation>Tabela izplačil</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="128"/>
        <source>failure penalty</source>
        <translation>Kazen za izgubljeno igro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="129"/>
        <source>preference bonus</source>
        <translation>Bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="130"/>
        <source>preference bonus scope</source>
        <translation>Obseg bonusa Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="131"/>
        <source>preference bonus payers</source>
        <translation>Kdo plača bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="132"/>
        <source>four aces bonus</source>
        <translation>Bonus za štiri ase</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="133"/>
        <source>four aces count</source>
        <translation>Kje se štejejo štirje asi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="134"/>
        <source>no ace bonus</source>
        <translation>Bonus brez asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="135"/>
        <source>no ace hand games</source>
        <translation>Napoved »brez asa« pri solo igrah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="136"/>
        <source>conventions status</source>
        <translation>Veljavnost konvencij</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="137"/>
        <source>c3 high</source>
        <translation>»Zelo visoka« pri C3</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="140"/>
        <source>cw</source>
        <translation>v smeri urinega kazalca</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="141"/>
        <source>acw</source>
        <translation>v nasprotni smeri urinega kazalca</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="142"/>
        <source>last player forced</source>
        <translation>zadnji mora licitirati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="143"/>
        <source>redeal</source>
        <translation>ponovno deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="144"/>
        <source>any</source>
        <translation>poljubno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="145"/>
        <source>exactly one</source>
        <translation>natanko ena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="146"/>
        <source>open exception</source>
        <translation>izjema za odprte igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="147"/>
        <source>plain</source>
        <translation>navadno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="148"/>
        <source>open contracts</source>
        <translation>odprte igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="149"/>
        <source>six in a row</source>
        <translation>šest zapored</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="150"/>
        <source>standard</source>
        <translation>standardna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="151"/>
        <source>sans7</source>
        <translation>brez aduta kot 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="152"/>
        <source>extended</source>
        <translation>razširjena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="153"/>
        <source>extended no one</source>
        <translation>razširjena brez igre na en štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="154"/>
        <source>serbian</source>
        <translation>srbska</translation>
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
        <translation>po odločitvi obrambe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="158"/>
        <source>any time before lead</source>
        <translation>kadar koli pred izhodom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="159"/>
        <source>table talk</source>
        <translation>dogovarjanje dovoljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="160"/>
        <source>none</source>
        <translation>brez dogovarjanja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="161"/>
        <source>full view</source>
        <translation>popoln vpogled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="162"/>
        <source>all</source>
        <translation>vse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="163"/>
        <source>trick contracts</source>
        <translation>igre na štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="164"/>
        <source>declarer</source>
        <translation>nosilec igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="165"/>
        <source>forehand</source>
        <translation>forhend</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="166"/>
        <source>as first lead</source>
        <translation>kot prvi izhod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="167"/>
        <source>defender before declarer</source>
        <translation>branilec pred nosilcem igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="168"/>
        <source>any run</source>
        <translation>katero koli zaporedje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="169"/>
        <source>from trick 1</source>
        <translation>od prvega štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="170"/>
        <source>dealer</source>
        <translation>delivec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="171"/>
        <source>inviter 5</source>
        <translation>5 povabitelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="172"/>
        <source>both 3</source>
        <translation>vsakemu po 3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="173"/>
        <source>after dealer stake</source>
        <translation>po delivčevem vložku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="174"/>
        <source>before</source>
        <translation>pred njim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="175"/>
        <source>exact</source>
        <translation>natančno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="176"/>
        <source>floor</source>
        <translation>navzdol</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="177"/>
        <source>half up</source>
        <translation>matematično</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="178"/>
        <source>pot payments only</source>
        <translation>le plačila z blagajno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="179"/>
        <source>pay available</source>
        <translation>izplačati, kar je v njej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="180"/>
        <source>allow negative</source>
        <translation>sme v minus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="181"/>
        <source>individual</source>
        <translation>posamično</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="182"/>
        <source>joint</source>
        <translation>skupno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="183"/>
        <source>inviter</source>
        <translation>povabitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="184"/>
        <source>invited</source>
        <translation>povabljeni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="185"/>
        <source>nobody</source>
        <translation>nihče</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="186"/>
        <source>account</source>
        <translation>račun</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="187"/>
        <source>pot</source>
        <translation>blagajna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="188"/>
        <source>as failure</source>
        <translation>kot izgubljena igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="189"/>
        <source>failure plus tricks k</source>
        <translation>izgubljena igra in plačilo za štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="190"/>
        <source>on declare</source>
        <translation>ob napovedi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="191"/>
        <source>on play only</source>
        <translation>le ob igranju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="192"/>
        <source>per defender</source>
        <translation>vsakemu branilcu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="193"/>
        <source>total</source>
        <translation>skupaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="194"/>
        <source>per contract</source>
        <translation>na igro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="195"/>
        <source>per trick</source>
        <translation>na štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="196"/>
        <source>hand hearts</source>
        <translation>le srce solo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="197"/>
        <source>all contracts</source>
        <translation>vse igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="198"/>
        <source>both opponents</source>
        <translation>oba nasprotnika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="199"/>
        <source>playing defenders</source>
        <translation>branilci, ki branijo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="200"/>
        <source>played hand</source>
        <translation>odigrane karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="201"/>
        <source>twelve cards</source>
        <translation>dvanajst kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="202"/>
        <source>ten cards</source>
        <translation>deset kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="203"/>
        <source>not allowed</source>
        <translation>ni dovoljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="204"/>
        <source>advisory</source>
        <translation>nasvet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="205"/>
        <source>off</source>
        <translation>izklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="206"/>
        <source>ethical</source>
        <translation>etična dolžnost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="207"/>
        <source>integral c1</source>
        <translation>C1 kot pravilo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="208"/>
        <source>A or K</source>
        <translation>A ali K</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="209"/>
        <source>top two outstanding</source>
        <translation>dve najvišji preostali</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="20"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Smer deljenja in igre (le kako je miza narisana).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="21"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Ko vsi rečejo naprej: zadnji igralec mora licitirati, ali pa deljenje ne šteje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="22"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Igralec, ki sedi prej, sme obdržati (prevzeti) trenutno licitacijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="23"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Višja licitacija sme preskočiti stopnje, ali pa mora biti natanko za ena višja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="24"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Igralec, ki je že dal navadno licitacijo ali rekel »moje«, ne sme več licitirati sola.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="25"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Navadne licitacije le za ena nad trenutno; po navadni ni solo licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="26"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Navadni odprti berač/valat sta višja od solo licitacij 1–6, ali pa so vse solo licitacije višje od vseh navadnih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="27"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Igre 5–8 z odprtim beračem in odprtim valatom, ali le berač in valat s šestimi štihi zapored.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="28"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Igre nad barvami: berač, valat, brez aduta, igra na en štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="29"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Nosilec igre pokaže talon branilcema, preden ga vzame.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="30"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Po zmagi v drugem krogu: vzeti talon in nato založiti, ali založiti in nato vzeti talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="31"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Branilec sme povabiti partnerja, ki je izstopil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="32"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Če prvi branilec brani, drugi pa izstopi, ga sme prvi povabiti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="33"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Nosilec igre se sme predati po odločitvah branilcev, ali kadar koli pred prvo karto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="34"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>Pri beraču in valatu smeta oba branilca skupaj nosilcu igre podariti igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="35"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>Pri odprtih igrah se branilca smeta dogovarjati o igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="36"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Branilec sme reči kontra (podvoji), nosilec igre rekontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="37"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra pri vsaki igri, ali le pri igrah na štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="38"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Le kontra in rekontra, ali tudi subkontra in mordkontra (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="39"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Proti piku mora branilec, ki brani, reči kontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="40"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Igralec, ki ne more priznati barve, mora vreči adut, če ga ima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="41"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Igralec mora preseči karto, ki pobira štih, če lahko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="42"/>
        <source>Who leads to the first trick.</source>
        <translation>Kdo začne prvi štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="43"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Pri igri brez aduta sme prvi izigrati branilec, ki sedi pred nosilcem igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="44"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Valat šest zapored: katerih koli šest zaporednih štihov, ali prvih šest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="45"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Kdo plača enoto vsakemu branilcu, ki je pobral 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="46"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Koliko povabitelj plača v blagajno, ko obramba pobere manj kot 4 štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="47"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Povabitelj, katerega obramba pobere 4 štihe, dobi enoto od delivca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="48"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Predaja proti povabljeni obrambi: 5 povabitelju, ali vsakemu po 3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="49"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Vsako plačilo se pomnoži s številko igre (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="50"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Delivec vloži 10; plačila rastejo z blagajno (blagajna/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="51"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Izvirno točkovanje: blagajna se meri po delivčevih 10 ali pred njimi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="52"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Izvirno točkovanje: natančni ulomki, ali zaokroženi zneski.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="53"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Izvirno točkovanje preračuna vsako plačilo, ali le plačila v blagajno in iz nje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="54"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Ko izplačilo preseže blagajno: izplača se, kar je v njej, ali pa gre blagajna v minus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="55"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Vsak branilec potrebuje 2 štiha, ali pa nihče ne plača, če obramba pobere 4.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="56"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Kdo dobi plačilo za štihe povabljenega branilca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="57"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Igra brez aduta šteje kot igra na štihe za kvote branilcev in plačila za štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="58"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Banka je neomejen račun, ali blagajna, ki izplača le, kar ima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="59"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Predaja se šteje kot izgubljena igra, poleg tega (druga vrednost) plačilo za 2 štiha vsakemu branilcu, ki brani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="60"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Ko vsi rečejo naprej, dobi vsak igralec radelc, ki podvoji njegovo naslednjo igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="61"/>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation>Največ neporabljenih radelcev, ki jih igralec sme imeti (0 = brez omejitve).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="62"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Radelc porabi vsaka igra, ali le igra, v kateri se igrajo karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="63"/>
        <source>A hand contract is worth one more.</source>
        <translation>Solo igra je vredna eno več.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="64"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Koliko nosilec igre plača delivcu, ko sta karti v talonu par.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="65"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Štihi več in manj se obračunajo z vsakim branilcem, ali le enkrat skupaj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="66"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Blagajna nagradi dobljeno igro enkrat, ali za vsak pobrani štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="67"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Nagrada iz blagajne: en znesek, ali posebej za vsako adutsko barvo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="68"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Koliko nosilec igre, ki izgubi, plača v blagajno (ali isto kot nagrada).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="69"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (srce solo): vsak nasprotnik plača nosilcu igre 10 ali jih dobi od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="70"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Bonus Préférence velja le za srce solo, ali za vsako igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="71"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Kdo plača ali dobi bonus Préférence.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="72"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Nosilec igre, ki igra z vsemi štirimi asi, dobi 10 od vsakega nasprotnika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="73"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Štirje asi morajo biti med desetimi odigranimi kartami, ali kjer koli med dvanajstimi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="74"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Nosilec igre brez asa sme to napovedati: vsak nasprotnik mu plača 10 ali jih dobi od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="75"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Pri solo igrah napoved »brez asa« velja za deset kart v roki, ali pa ni dovoljena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="76"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Konvencije branilcev C1–C3: kot nasvet, izklopljene, kot etična dolžnost, ali C1 kot pravilo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="77"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>»Zelo visoka« pri C3 pomeni as ali kralj, ali ena od dveh najvišjih kart, ki še nista padli.</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="167"/>
        <source>contract made</source>
        <translation>igra dobljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="168"/>
        <source>contract failed</source>
        <translation>igra izgubljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="169"/>
        <source>both defenders dropped out</source>
        <translation>oba branilca sta izstopila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="170"/>
        <source>the declarer conceded</source>
        <translation>nosilec igre se je predal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="171"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>delivčeva enota za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="172"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>enota nosilca igre za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="173"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>branilec je pobral manj kot 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="174"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>povabljena obramba je pobrala manj kot 4 štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="175"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>delivčeva enota povabitelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="176"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>obramba s kontro je pobrala manj kot 5 štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="177"/>
        <source>trick payments</source>
        <translation>plačila za štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="178"/>
        <source>contract made with overtricks</source>
        <translation>igra dobljena z dodatnimi štihi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="179"/>
        <source>contract failed by undertricks</source>
        <translation>igra izgubljena zaradi manjkajočih štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Préférence bonus</source>
        <translation>bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>four aces bonus</source>
        <translation>bonus za štiri ase</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>no-ace announcement</source>
        <translation>napoved »brez asa«</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="183"/>
        <source>dealer&apos;s stake</source>
        <translation>delivčev vložek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="184"/>
        <source>equal talon cards</source>
        <translation>enaki karti v talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="185"/>
        <source>offer for the declarership</source>
        <translation>ponudba za pravico igre</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="215"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="216"/>
        <source>West</source>
        <translation>Zahod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="217"/>
        <source>East</source>
        <translation>Vzhod</translation>
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
        <translation>Tvoj profil trenerja je zapisala novejša različica prefguija. Shranjen je kot {kept} in začet je nov profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="37"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj profil trenerja je poškodovan. Shranjen je kot {kept} in začet je nov profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="54"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Tvojega profila trenerja ni bilo mogoče odpreti ({detail}). Analize in vaje se ne shranjujejo, dokler ga ni mogoče odpreti.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="33"/>
        <source>{contract}, hand game</source>
        <translation>{contract} solo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="52"/>
        <source>The only choice.</source>
        <translation>Edina možnost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="53"/>
        <source>The only card that may be played.</source>
        <translation>Edina karta, ki se sme igrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="55"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Vsaka karta, ki se sme igrati, je enako dobra kot druge.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="56"/>
        <source>By rule of thumb.</source>
        <translation>Po pravilu palca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="57"/>
        <source>A hunch.</source>
        <translation>Po občutku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="58"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Ni časa za razmislek: po pravilu palca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="59"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Iskanje ni uspelo: po pravilu palca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="61"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>V igri {contract} je pričakovanih dovolj štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="62"/>
        <source>Enough tricks expected.</source>
        <translation>Pričakovanih je dovolj štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="64"/>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation>Izstopim: premalo lastnih štihov. Brez vložka, brez tveganja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="65"/>
        <source>Pass: too few tricks expected.</source>
        <translation>Naprej: pričakovanih je premalo štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="67"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Licitacija je obvezna; najboljša dosegljiva igra je {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="69"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Licitacija je obvezna: reči naprej ni dovoljeno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="71"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Brez rekontre: igra ni dovolj zanesljiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="73"/>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation>Povabim partnerja: nekaj lastnih štihov, a sam premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="75"/>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation>Založi {card} in {other}: kratke stranske barve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="77"/>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation>{card} je najboljša karta; naslednja najboljša je {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="79"/>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation>{card}: vse karte, ki se smejo igrati, pridejo na isto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="80"/>
        <source>Pass: no bid is possible.</source>
        <translation>Naprej: nobena licitacija ni mogoča.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="82"/>
        <source>Pass: no contract in reach looks playable.</source>
        <translation>Naprej: nobena dosegljiva igra ni videti izvedljiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="84"/>
        <source>Pass: even {contract} is worth too little.</source>
        <translation>Naprej: celo igra {contract} je vredna premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="86"/>
        <source>Pass: declaring is worth too little.</source>
        <translation>Naprej: lastna igra je vredna premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="88"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: igrati {contract} se splača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="90"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: lastna igra se splača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="92"/>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation>Založi {card} in {other} za igro {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="94"/>
        <source>{contract}: the only promising contract.</source>
        <translation>{contract}: edina obetavna igra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="96"/>
        <source>{action} is worth most against {contract}.</source>
        <translation>Proti igri {contract} je največ vredno: {action}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="98"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action}: splača se bolj kot igrati dalje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="132"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Upoštevane so bile le karte, ki spoštujejo konvencije branilcev.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="140"/>
        <source>{tricks} tricks expected</source>
        <translation>pričakovani štihi: {tricks}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="143"/>
        <source>worth {units} units</source>
        <translation>vrednost {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="147"/>
        <source>{units} units better than the next best</source>
        <translation>za {units} enot bolje od naslednje najboljše</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="151"/>
        <source>playing on: {units} units</source>
        <translation>igrati dalje: {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="156"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="160"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>dobljena v {made} od {samples} vzorčnih deljenj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="164"/>
        <source>over {samples} sampled deals</source>
        <translation>na {samples} vzorčnih deljenjih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="167"/>
        <source>error: {error}</source>
        <translation>napaka: {error}</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="52"/>
        <location filename="../prefgui/ui/save_guard.py" line="67"/>
        <source>Save elsewhere…</source>
        <translation>Shrani drugam…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="53"/>
        <source>Not saved: {reason}</source>
        <translation>Ni shranjeno: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="80"/>
        <source>The game is saved again.</source>
        <translation>Igra se spet shranjuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="85"/>
        <source>Save the game in</source>
        <translation>Shrani igro v</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="97"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Igra ni shranjena: če zdaj končaš, se poteze od zadnjega shranjevanja izgubijo. Ali vseeno končaš?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/dialogs/sessions.py" line="66"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n odigrano deljenje</numerusform>
            <numerusform>%n odigrani deljenji</numerusform>
            <numerusform>%n odigrana deljenja</numerusform>
            <numerusform>%n odigranih deljenj</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>The saved settings could not be read ({error}); the defaults are used and the old settings were kept aside.</source>
        <translation type="vanished">Shranjenih nastavitev ni bilo mogoče prebrati ({error}); uporabljene so privzete vrednosti, stare nastavitve pa so shranjene posebej.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="45"/>
        <source>Deal summary</source>
        <translation>Povzetek deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="50"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="52"/>
        <source> (hand)</source>
        <translation> (solo)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="58"/>
        <source>Tricks — </source>
        <translation>Štihi — </translation>
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
        <translation>Znesek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="61"/>
        <source>Why</source>
        <translation>Razlog</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="73"/>
        <source>No payments in this deal.</source>
        <translation>V tem deljenju ni plačil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="76"/>
        <source>This deal: </source>
        <translation>To deljenje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="78"/>
        <source>Balances: </source>
        <translation>Stanje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source>Next deal</source>
        <translation>Naslednje deljenje</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="246"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francoske karte)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="247"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (nemške karte)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="250"/>
        <source>red lattice</source>
        <translation>rdeča mreža</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="251"/>
        <source>blue ornament</source>
        <translation>modri ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="252"/>
        <source>green damask</source>
        <translation>zeleni damast</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="253"/>
        <source>the deck&apos;s own back</source>
        <translation>lastna hrbtna stran kompleta</translation>
    </message>
</context>
</TS>
