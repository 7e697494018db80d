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
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>◀ Back</source>
        <translation>◀ Nazaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="58"/>
        <source>Forward ▶</source>
        <translation>Naprej ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="82"/>
        <source>The deal</source>
        <translation>Razdeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="85"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Korak {i}: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Trije igralci, 32 kart (A K Q J 10 9 8 7 v vsaki barvi), vsak dobi deset kart, dve gresta v talon. Licitacija odloči, kdo igra sam proti drugima dvema in katera barva je adut. Barvo je treba priznati, če se da; sicer je treba vreči adut, če se da. Štih pobere najvišji adut, sicer najvišja karta izigrane barve.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Trije igralci, 32 kart ({ranks} v vsaki barvi), vsak dobi deset kart, dve gresta v talon. Licitacija odloči, kdo igra sam proti drugima dvema in katera barva je adut. Barvo je treba priznati, če se da; sicer je treba vreči adut, če se da. Štih pobere najvišji adut, sicer najvišja karta izigrane barve.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Avstrijski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 1 ♣, 2 ♠, 3 ♦, 4 ♥; vsaka solo licitacija (igra brez talona) je višja od vsake navadne; srce solo je &lt;i&gt;Préférence&lt;/i&gt;. Igralec, ki sedi prej, sme obdržati trenutno licitacijo (reče »moje«). Če prva dva rečeta naprej, mora licitirati delivec. Nosilec igre vzame talon, založi dve karti in določi adut, vsaj tako visok kot njegova licitacija. Nato vsak branilec brani (potrebuje 2 štiha) ali izstopi.&lt;/p&gt;&lt;p&gt;Dobljena igra (6 štihov): blagajna plača 10. Izgubljena igra: nosilec igre plača 20 v blagajno. Branilec z manj kot 2 štihoma plača 10 v blagajno; tisti z 2 ali več dobi 1 od delivca. Nosilec igre se lahko preda pred prvo karto: 3 vsakemu branilcu (5, če brani le eden).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ilustrirani preferans&lt;/h3&gt;&lt;p&gt;Avstrijska igra, poleg tega še berač (5: ne pobrati nobenega štiha), valat (6: pobrati vseh deset), odprti berač (7) in odprti valat (8), vse brez aduta; odprte igre se igrajo z odkritimi kartami nosilca igre. Vsak branilec plača nosilcu igre 10, 20, 30 ali 40, če ta igro dobi (dvojno pri solo igri), in prav toliko dobi od njega, če jo izgubi. Berač se konča s prvim štihom nosilca igre, valat z njegovim prvim izgubljenim štihom.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Zahodnobalkanski / madžarski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 berač, 7 valat; talon se pokaže. Osnovna vrednost B je številka igre, +1 za solo, podvojena s kontro, rekontro in radelcem. Dobljena igra: banka plača 20·B; izgubljena: nosilec igre plača 20·B. Pri barvnih igrah branilec z manj kot 2 štihoma plača 10·B, nosilec igre pa vsakemu branilcu plača 2·B za vsak štih, ki ga je ta pobral. Branilca, ki je izstopil, lahko drugi povabi: obramba tedaj potrebuje 4 štihe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Preferans podonavskih Švabov&lt;/h3&gt;&lt;p&gt;Kot zahodnobalkanska igra, le da oba branilca vedno igrata. Nosilec igre potrebuje 6 štihov, 7 s pikom za adut, enega več pri solo igri. Vsak branilec mu plača številko igre in še 1 za vsak štih več; če izgubi, vsakemu branilcu plača prav toliko in še 1 za vsak manjkajoči štih. Če sta karti v talonu enaki, plača nosilec igre delivcu 2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ameriški preferans&lt;/h3&gt;&lt;p&gt;Vsak igralec enkrat imenuje adutsko barvo, višjo od vseh doslej imenovanih (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), ali reče naprej; zmaga najvišja barva in se igra brez talona. Če vsi rečejo naprej, lahko vsak ponudi znesek za pravico, da vzame talon in določi adut. Vreči adut ni obvezno. Šest štihov prinese nagrado iz blagajne; kdor izgubi, plača kazen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ameriški preferans&lt;/h3&gt;&lt;p&gt;Vsak igralec enkrat imenuje adutsko barvo, višjo od vseh doslej imenovanih (♠ &lt; ♣ &lt; ♦ &lt; ♥), ali reče naprej; zmaga najvišja barva in se igra brez talona. Če vsi rečejo naprej, lahko vsak ponudi znesek za pravico, da vzame talon in določi adut. Vreči adut ni obvezno. Šest štihov prinese nagrado iz blagajne; kdor izgubi, plača kazen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Konvencije branilcev&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: ne preseži brez potrebe štiha, ki ga tvoj partner že pobira. &lt;b&gt;C2&lt;/b&gt;: ko nosilec igre igra zadnji na tvoj izhod, izigraj najvišjo karto, ki jo imaš v tej barvi. &lt;b&gt;C3&lt;/b&gt;: ko nosilec igre igra drugi, izigraj asa ali kralja ali svojo najnižjo karto te barve.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="261"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="43"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="104"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="108"/>
        <source>Saved sessions</source>
        <translation>Shranjene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="50"/>
        <source>Resume</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="51"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="143"/>
        <source>Delete</source>
        <translation>Izbriši</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="52"/>
        <source>Review a deal…</source>
        <translation>Analiziraj deljenje…</translation>
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
        <translation>Analiziraj deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="112"/>
        <source>No deal of this session has been finished yet.</source>
        <translation>V tej partiji še ni končanega deljenja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="123"/>
        <source>Deal {n}: {declarer} {contract} — {outcome}</source>
        <translation>Deljenje {n}: {declarer} {contract} — {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="126"/>
        <source>Deal:</source>
        <translation>Deljenje:</translation>
    </message>
    <message>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation type="vanished">{saved} — {variant}, odigrana deljenja: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Partije, ki se igra, ni mogoče izbrisati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <source>Delete this saved session?</source>
        <translation>Izbrišem to shranjeno partijo?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>on</source>
        <translation>vklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>off</source>
        <translation>izklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="40"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Austrian</source>
        <translation>Avstrijski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="41"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Illustrated</source>
        <translation>Ilustrirani</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="42"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Western Balkan</source>
        <translation>Zahodnobalkanski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="43"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Hungarian</source>
        <translation>Madžarski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="44"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>Danube Swabian</source>
        <translation>Podonavskošvabski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="45"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>American</source>
        <translation>Ameriški</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="46"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Sochi</source>
        <translation>Ruski: Soči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="47"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Leningrad</source>
        <translation>Ruski: Leningrad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="48"/>
        <location filename="../prefgui/ui/words/texts.py" line="288"/>
        <source>Russian: Rostov</source>
        <translation>Ruski: Rostov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="51"/>
        <source>Table</source>
        <translation>Miza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="53"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="54"/>
        <source>Defence</source>
        <translation>Obramba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="55"/>
        <source>Play</source>
        <translation>Igranje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="56"/>
        <source>Scoring</source>
        <translation>Obračun</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="57"/>
        <source>Bonuses</source>
        <translation>Bonusi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="58"/>
        <source>Defender conventions</source>
        <translation>Konvencije branilcev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="33"/>
        <source>Beginner</source>
        <translation>Začetnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="34"/>
        <source>Club</source>
        <translation>Klubski igralec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="35"/>
        <source>Expert</source>
        <translation>Strokovnjak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="19"/>
        <source>Slow</source>
        <translation>Počasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="20"/>
        <source>Normal</source>
        <translation>Običajno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="21"/>
        <source>Fast</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="22"/>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="25"/>
        <source>Off</source>
        <translation>Izklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="23"/>
        <source>Warn before the card</source>
        <translation>Opozori pred karto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="24"/>
        <source>Notes after the trick</source>
        <translation>Opombe po štihu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="40"/>
        <source>{meaning} Default: {default}.</source>
        <translation>{meaning} Privzeto: {default}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="92"/>
        <source>Rules of this table…</source>
        <translation>Pravila te mize…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="93"/>
        <source>The whole rules, written from the options chosen below.</source>
        <translation>Celotna pravila, napisana po spodaj izbranih možnostih.</translation>
    </message>
    <message>
        <source>{meaning} Default: {default}. Rules: {ref}</source>
        <translation type="vanished">{meaning} Privzeto: {default}. Pravila: {ref}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="64"/>
        <source>(default)</source>
        <translation>(privzeto)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Restore default rules</source>
        <translation>Obnovi privzeta pravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="80"/>
        <source>The bula every player starts a sheet with (bule and supe); the sheet is over when the bule reach zero together, and the next deal starts a new one.</source>
        <translation>Bula, s katero vsak igralec začne list (bule in supe); list je končan, ko bule skupaj dosežejo nič, naslednje deljenje pa začne nov list.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="83"/>
        <source>Bula per player</source>
        <translation>Bula na igralca</translation>
    </message>
    <message>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation type="vanished">število ali {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <source>a number or &quot;reward&quot;</source>
        <translation type="vanished">število ali &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Players and stakes</source>
        <translation>Igralci in vložki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Cards and display</source>
        <translation>Karte in prikaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="73"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Spremembe pravil veljajo od naslednjega deljenja. Druga različica ali število igralcev začne novo partijo; trenutna ostane med shranjenimi partijami.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Spremembe pravil veljajo od naslednjega deljenja; število igralcev se spremeni šele z novo partijo.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="vanished">Obnovi privzeto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="79"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="115"/>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
    <message>
        <source>default</source>
        <translation type="vanished">privzeto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="135"/>
        <source>In deal records: {name}</source>
        <translation>V zapisih deljenj: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="54"/>
        <source>Three at the table</source>
        <translation>Trije za mizo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="55"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Štirje za mizo (delivec ne igra)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="58"/>
        <source>Players</source>
        <translation>Igralci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="106"/>
        <source>Strength</source>
        <translation>Moč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="110"/>
        <source>How well this computer player plays</source>
        <translation>Kako dobro igra ta računalniški igralec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Opponent {n}</source>
        <translation>Nasprotnik {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="63"/>
        <source>Pot contribution (units per player)</source>
        <translation>Vplačilo v blagajno (enot na igralca)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="65"/>
        <source>One unit is worth</source>
        <translation>Ena enota je vredna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="68"/>
        <source>none: the settlement in whists only</source>
        <translation>brez: obračun samo v vistih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="69"/>
        <source>What one whist is worth in money, such as {price}; the end of a pulka then settles in money too.</source>
        <translation>Koliko je vreden en vist v denarju, npr. {price}; ob koncu pulke je obračun potem tudi v denarju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="73"/>
        <source>Price of a whist</source>
        <translation>Cena vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="77"/>
        <source>{n} each</source>
        <translation>{n} vsakemu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="78"/>
        <source>no end (from zero)</source>
        <translation>brez konca (od nič)</translation>
    </message>
    <message>
        <source>The bula every player starts the paper sheet with (bule and supe); the game is over when the bule reach zero together, and the next deal starts a new sheet.</source>
        <translation type="vanished">Bula, s katero vsak igralec začne na papirju (bule in supe); partija je končana, ko bule skupaj dosežejo nič, naslednje deljenje pa začne nov list.</translation>
    </message>
    <message>
        <source>Game to a bula of</source>
        <translation type="vanished">Partija na bulo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="46"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="120"/>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="51"/>
        <source>Card back</source>
        <translation>Hrbtna stran kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="52"/>
        <source>Preview</source>
        <translation>Predogled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="59"/>
        <source>Animation speed</source>
        <translation>Hitrost animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="66"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Premor po celotnem štihu (sekunde)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="69"/>
        <source>Coach</source>
        <translation>Trener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="71"/>
        <source>In the Russian game the coach gives no notes on the defenders&apos; conventions (C1–C3 belong to the European game); the hint (H) shows the Expert&apos;s choice, why, and the whists or tricks it expects of every option.</source>
        <translation>V ruski igri trener ne daje opomb o konvencijah branilcev (C1–C3 sodijo v evropsko igro); namig (H) pokaže izbiro Strokovnjaka, razlog in viste ali štihe, ki jih pričakuje od vsake možnosti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="76"/>
        <source>Notes on your partner&apos;s leads (C2, C3)</source>
        <translation>Opombe o izigravanjih tvojega partnerja (C2, C3)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="123"/>
        <source>System default</source>
        <translation>Kot v sistemu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="84"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="127"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="176"/>
        <source>{option}: {problem}</source>
        <translation>{option}: {problem}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="122"/>
        <source>Price of a whist: write a plain number such as {price} or 5, or leave it empty.</source>
        <translation>Cena vista: vpiši navadno število, npr. {price} ali 5, ali pusti prazno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="128"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Teh pravil ni mogoče igrati skupaj: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="45"/>
        <location filename="../prefgui/ui/table/history.py" line="133"/>
        <source>hand</source>
        <translation>iz roke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>pot</source>
        <translation>blagajna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="43"/>
        <source>Stalingrad: {names} whist</source>
        <translation>Stalingrad: {names} vistata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="47"/>
        <source>checked ten</source>
        <translation>preverjena desetica</translation>
    </message>
    <message>
        <source>{name} writes off {points}</source>
        <translation type="vanished">{name} odpiše {points}</translation>
    </message>
    <message>
        <source>{name} helps {other}: {points}</source>
        <translation type="vanished">{name} pomaga igralcu {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="106"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="186"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="202"/>
        <source>Deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Dealer</source>
        <translation>Delivec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Declarer</source>
        <translation>Nosilec igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Contract</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Whist calls</source>
        <translation>Vist in pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="70"/>
        <source>Outcome</source>
        <translation>Izid</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="74"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="71"/>
        <source>{name} tricks</source>
        <translation>Štihi: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="60"/>
        <source>{name}: {points} written off</source>
        <translation>{name}: {points} odpisano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="63"/>
        <source>Help {name} → {other}: {points}</source>
        <translation>Pomoč {name} → {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="72"/>
        <source>{name} this deal</source>
        <translation>{name} v deljenju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="73"/>
        <source>{name} in all</source>
        <translation>{name} skupaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Raspasy in a row</source>
        <translation>Raspasi zapored</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Help and write-off</source>
        <translation>Pomoč in odpis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>help</source>
        <translation>pomoč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>written off</source>
        <translation>odpisano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="111"/>
        <source>raspasy</source>
        <translation>raspasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="112"/>
        <source>Each figure is the running total after that entry, as players write it on paper.</source>
        <translation>Vsako število je vsota po tem vpisu, kot jo igralci pišejo na papir.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Deals</source>
        <translation>Deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="57"/>
        <source>Each player&apos;s bule in the middle of his part (lower is better; a bula is ten units) and beside them the supe he wrote against each opponent (a supa is one unit). Old figures are struck through; a triangle is a refa, filled once played.</source>
        <translation>Na sredini vsakega dela igralčeve bule (manj je bolje; bula je deset enot), ob njih pa supe, ki jih je pisal vsakemu nasprotniku (supa je ena enota). Stare številke so prečrtane; trikotnik je refa, zapolnjen, ko je odigrana.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="105"/>
        <source>bule</source>
        <translation>bule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="108"/>
        <source>{name}: bule</source>
        <translation>{name}: bule</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="115"/>
        <source>{name}: supe against {other}</source>
        <translation>{name}: supe proti {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="149"/>
        <source>start</source>
        <translation>začetek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="150"/>
        <source>deal {n}</source>
        <translation>deljenje {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="167"/>
        <source>A refa, not played yet</source>
        <translation>Refa, še neodigrana</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="169"/>
        <source>A refa, played in deal {n}</source>
        <translation>Refa, odigrana v deljenju {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="160"/>
        <source>Sheet {n} (deals {first}–{last})</source>
        <translation>List {n} (deljenja {first}–{last})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="163"/>
        <source>Sheet {n}</source>
        <translation>List {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="181"/>
        <source>Sheet over after deal {n}: the bule reached zero together.</source>
        <translation>List je končan po deljenju {n}: bule so skupaj dosegle nič.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="184"/>
        <source>Played to a bula of {bula} each: the sheet ends when the bule reach zero together (now {sum}).</source>
        <translation>Igra se na bulo {bula} vsakemu: list se konča, ko bule skupaj dosežejo nič (zdaj {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <source>Settlement if the sheet ended now</source>
        <translation>Obračun, če bi se list končal zdaj</translation>
    </message>
    <message>
        <source>Game {n} (deals {first}–{last})</source>
        <translation type="vanished">Partija {n} (deljenja {first}–{last})</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation type="vanished">Partija {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="178"/>
        <source>No end agreed: the bule start at zero. Settings → Players and stakes sets the bula a game is played to.</source>
        <translation>Konec ni dogovorjen: bule začnejo pri nič. Nastavitve → Igralci in vložki določijo bulo, na katero se igra.</translation>
    </message>
    <message>
        <source>Game over after deal {n}: the bule reached zero together.</source>
        <translation type="vanished">Partija je končana po deljenju {n}: bule so skupaj dosegle nič.</translation>
    </message>
    <message>
        <source>Played to a bula of {bula} each: the game ends when the bule reach zero together (now {sum}).</source>
        <translation type="vanished">Igra se na bulo {bula} vsakemu: partija se konča, ko bule skupaj dosežejo nič (zdaj {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Settlement</source>
        <translation>Obračun</translation>
    </message>
    <message>
        <source>Settlement if the game ended now</source>
        <translation type="vanished">Obračun, če bi se partija končala zdaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Bula</source>
        <translation>Bula</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe written</source>
        <translation>Pisane supe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe against</source>
        <translation>Supe proti njemu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="206"/>
        <source>A result is ten units for each bula below the players&apos; average, plus the supe written, less the supe against: the ledger&apos;s balances with the bank shared equally.</source>
        <translation>Rezultat je deset enot za vsako bulo pod povprečjem igralcev, plus pisane supe, minus supe proti njemu: stanja zapisnika z banko, razdeljeno na enake dele.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="170"/>
        <source>Pool of {size}</source>
        <translation>Pulja do {size}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="171"/>
        <source>Deals played: {n}</source>
        <translation>Odigrana deljenja: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="173"/>
        <source>Raspasy in a row: {n}, a trick now costs {price}</source>
        <translation>Raspasi zapored: {n}, štih zdaj velja {price}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="176"/>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The pulka is over</source>
        <translation>Pulka je končana</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Pool</source>
        <translation>Pulja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Mountain</source>
        <translation>Gora</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists written</source>
        <translation>Vpisani visti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists on him</source>
        <translation>Visti nanj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <source>Result in whists</source>
        <translation>Izid v vistih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="49"/>
        <source>In money</source>
        <translation>V denarju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="52"/>
        <source>&lt;b&gt;Settlement&lt;/b&gt;: the pulka is over after deal {n}.</source>
        <translation>&lt;b&gt;Obračun&lt;/b&gt;: pulka se je končala po deljenju {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="55"/>
        <source>&lt;b&gt;Standing&lt;/b&gt; after deal {n}, as if the pulka ended now.</source>
        <translation>&lt;b&gt;Stanje&lt;/b&gt; po deljenju {n}, kot da bi se pulka zdaj končala.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="84"/>
        <source>Set a price per whist in Settings (Players and stakes) to see the settlement in money.</source>
        <translation>Nastavi ceno vista v Nastavitvah (Igralci in vložki), da vidiš obračun v denarju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="87"/>
        <source>One whist is worth {price}.</source>
        <translation>En vist velja {price}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="75"/>
        <source>{name} paid/won</source>
        <translation>Dobiček/izguba: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="76"/>
        <source>{pot} after</source>
        <translation>{pot} po deljenju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="77"/>
        <source>{name} balance</source>
        <translation>Stanje: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Player</source>
        <translation>Igralec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="66"/>
        <source>{reached} of {defences}</source>
        <translation>{reached} od {defences}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Contracts</source>
        <translation>Igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Made</source>
        <translation>Dobljene</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Defended</source>
        <translation>Branil</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Quota reached</source>
        <translation>Kvota dosežena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="76"/>
        <source>Your convention breaches</source>
        <translation>Tvoje kršitve konvencij</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="150"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dvoklik na deljenje pokaže njegov povzetek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="151"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="192"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="223"/>
        <source>Replay this deal</source>
        <translation>Oglej si to deljenje znova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="193"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="225"/>
        <source>Review this deal</source>
        <translation>Analiziraj to deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="154"/>
        <source>Export ledger (CSV)…</source>
        <translation>Izvozi zapisnik (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="154"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="155"/>
        <source>Export deal records…</source>
        <translation>Izvozi zapise deljenj…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Payments</source>
        <translation>Plačila</translation>
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
        <translation>V enotah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="140"/>
        <source>Bule and supe</source>
        <translation>Bule in supe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="104"/>
        <source>No payments.</source>
        <translation>Ni plačil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>Bank</source>
        <translation>Banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>Pot</source>
        <translation>Blagajna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="208"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="173"/>
        <source>Export ledger</source>
        <translation>Izvozi zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="209"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>Datoteke CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="217"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="180"/>
        <source>Export deal records</source>
        <translation>Izvozi zapise deljenj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="219"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="182"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Zapisi deljenj (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="227"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Export</source>
        <translation>Izvoz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="228"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Could not write the file: {error}</source>
        <translation>Datoteke ni bilo mogoče zapisati: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Leaves</source>
        <translation>List</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Acorns</source>
        <translation>Želod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Bells</source>
        <translation>Zvonec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Hearts</source>
        <translation>Srce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Zöld</source>
        <translation>Zeleni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Srce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Makk</source>
        <translation>Želod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Tök</source>
        <translation>Zvonec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Piros</source>
        <translation>Rdeči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Clubs</source>
        <translation>Križ</translation>
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
        <translation>unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ober</source>
        <translation>ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>King</source>
        <translation>kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="57"/>
        <source>Four at the table: the dealer of each deal sits out, and the other three get ten cards each from 32 ({ranks} in each suit); two go to the talon.</source>
        <translation>Štirje za mizo: delivec pri vsakem deljenju počiva, ostali trije dobijo po deset od 32 kart ({ranks} v vsaki barvi); dve gresta v talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="61"/>
        <source>Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon.</source>
        <translation>Trije igralci, 32 kart ({ranks} v vsaki barvi), vsak dobi deset kart, dve sta v talonu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="63"/>
        <source>The auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Licitacija odloči, kdo igra sam proti drugima dvema in katera barva je adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>Follow suit if you can; otherwise you must trump if you can.</source>
        <translation>Priznaj barvo, če lahko; sicer moraš seči z adutom, če lahko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="68"/>
        <source>Follow suit if you can; otherwise you may play any card: you never have to trump.</source>
        <translation>Priznaj barvo, če lahko; sicer smeš vreči katerokoli karto: z adutom ti ni treba nikoli seči.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="70"/>
        <source>You must also beat the card winning the trick whenever you can.</source>
        <translation>Poleg tega moraš preseči karto, ki trenutno pobira štih, kadarkoli lahko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>The highest trump wins the trick, else the highest card of the suit led.</source>
        <translation>Štih pobere najvišji adut, sicer najvišja karta izigrane barve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="81"/>
        <source>If the first two pass, the third player must bid (the dealer sits out).</source>
        <translation>Če prva dva rečeta naprej, mora licitirati tretji igralec (delivec počiva).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="83"/>
        <source>If the first two pass, the dealer must bid.</source>
        <translation>Če prva dva rečeta naprej, mora licitirati delivec.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="84"/>
        <source>If everybody passes, the cards are dealt again.</source>
        <translation>Če vsi rečejo naprej, se karte delijo znova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Avstrijski preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="91"/>
        <source>Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;.</source>
        <translation>Licitacija 1 ♣, 2 ♠, 3 ♦, 4 ♥; vsaka licitacija iz roke (igra brez talona) je višja od vsake navadne; srce iz roke je &lt;i&gt;Préférence&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="93"/>
        <source>An earlier seat may hold the current bid.</source>
        <translation>Igralec, ki sedi prej, sme obdržati trenutno licitacijo (reče »moje«).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="94"/>
        <source>Every bid must be higher than the one before.</source>
        <translation>Vsaka licitacija mora biti višja od prejšnje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="96"/>
        <source>The declarer takes the talon, discards two cards and names trumps at least as high as his bid.</source>
        <translation>Nosilec igre vzame talon, založi dve karti in določi adut, vsaj tako visok kot njegova licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="98"/>
        <source>He shows the talon to the defenders first.</source>
        <translation>Prej pokaže talon branilcema.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="99"/>
        <source>Each defender then defends (needs 2 tricks) or drops out.</source>
        <translation>Nato vsak branilec brani (potrebuje 2 štiha) ali izstopi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="100"/>
        <source>If the first drops out, the second may invite him back: the defence then needs 4 tricks together.</source>
        <translation>Če prvi izstopi, ga sme drugi povabiti nazaj: obramba tedaj skupaj potrebuje 4 štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="104"/>
        <source>Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).</source>
        <translation>Dobljena igra (6 štihov): blagajna plača 10. Izgubljena igra: nosilec igre plača 20 v blagajno. Branilec z manj kot 2 štihoma plača 10 v blagajno; tisti z 2 ali več dobi 1 od delivca. Nosilec igre se lahko preda pred prvo karto: 3 vsakemu branilcu (5, če brani le eden).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="108"/>
        <source>Every payment is multiplied by the contract&apos;s number (1 to 4).</source>
        <translation>Vsako plačilo se pomnoži s številko igre (1 do 4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="117"/>
        <source>The Austrian game plus misère (5: take no trick) and slam (6), both without trumps.</source>
        <translation>Avstrijska igra, poleg tega še berač (5: ne pobrati nobenega štiha) in valat (6), oba brez aduta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="119"/>
        <source>The slam is made by winning six tricks in a row anywhere in the deal.</source>
        <translation>Valat je dobljen, ko nosilec igre pobere šest štihov zapored kjerkoli v deljenju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="121"/>
        <source>The slam is made by winning the first six tricks.</source>
        <translation>Valat je dobljen, ko nosilec igre pobere prvih šest štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="122"/>
        <source>Each defender pays the declarer 10 or 20 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick.</source>
        <translation>Vsak branilec plača nosilcu igre 10 ali 20, če ta igro dobi (dvojno pri igri iz roke), in prav toliko dobi od njega, če jo izgubi. Berač se konča s prvim štihom nosilca igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="126"/>
        <source>The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up.</source>
        <translation>Avstrijska igra, poleg tega še berač (5: ne pobrati nobenega štiha), valat (6: pobrati vseh deset), odprti berač (7) in odprti valat (8), vse brez aduta; odprte igre se igrajo z odkritimi kartami nosilca igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="130"/>
        <source>Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.</source>
        <translation>Vsak branilec plača nosilcu igre 10, 20, 30 ali 40, če ta igro dobi (dvojno pri igri iz roke), in prav toliko dobi od njega, če jo izgubi. Berač se konča s prvim štihom nosilca igre, valat z njegovim prvim izgubljenim štihom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="133"/>
        <source>In misère and slam the two defenders together may concede the contract without play.</source>
        <translation>Pri beraču in valatu lahko oba branilca skupaj predata igro brez igranja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="135"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ilustrirani preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="136"/>
        <source>Contracts 1 to 4 are played as in the Austrian game.</source>
        <translation>Igre od 1 do 4 se igrajo kot v avstrijski igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="144"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam.</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 berač, 7 valat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="145"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps).</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 berač, 7 brez aduta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="146"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 the one-trick game (exactly one trick), 9 slam.</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 berač, 7 brez aduta, 8 igra na en štih (natanko en štih), 9 valat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="148"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 slam.</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 berač, 7 brez aduta, 8 valat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="150"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl (misère), 7 sans (no trumps), 8 preferans (slam).</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl (berač), 7 brez aduta, 8 preferans (valat).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="161"/>
        <source>Each defender may say contra before the play, and the declarer may answer with recontra: each doubles what is paid between them.</source>
        <translation>Vsak branilec sme pred igro reči kontra, nosilec igre pa sme odgovoriti z rekontro: vsaka podvoji, kar si med seboj plačajo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="164"/>
        <source>Contra, recontra, subcontra and mortcontra each double the base value.</source>
        <translation>Kontra, rekontra, subkontra in mortkontra vsaka podvoji osnovno vrednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="166"/>
        <source>Contra and recontra each double the base value.</source>
        <translation>Kontra in rekontra vsaka podvoji osnovno vrednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="167"/>
        <source>Contra is allowed only in suit and sans contracts.</source>
        <translation>Kontra je dovoljena le v barvnih igrah in igrah brez aduta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="169"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Proti piku mora branilec, ki igra, reči kontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="172"/>
        <source>A defender may say contra instead of defending: his partner then plays with him, and together they need 5 tricks.</source>
        <translation>Branilec sme namesto branjenja reči kontra: partner tedaj igra z njim in skupaj potrebujeta 5 štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="179"/>
        <source>In suit and sans contracts</source>
        <translation>Pri barvnih igrah in igrah brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="180"/>
        <source>In suit contracts</source>
        <translation>Pri barvnih igrah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="181"/>
        <source>{contracts} a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took.</source>
        <translation>{contracts} branilec z manj kot 2 štihoma plača 10·B, nosilec igre pa vsakemu branilcu plača 2·B za vsak štih, ki ga je ta pobral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="184"/>
        <source>Two defenders who take 4 tricks together pay nothing.</source>
        <translation>Branilca, ki skupaj pobereta 4 štihe, ne plačata ničesar.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="189"/>
        <source>When everybody passes, each player gets a refa mark; a declarer who holds one doubles the base value and uses the mark up.</source>
        <translation>Ko vsi rečejo naprej, dobi vsak igralec refo; nosilec igre, ki jo ima, podvoji osnovno vrednost in refo porabi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="192"/>
        <source>Nobody holds more than {n} unused marks.</source>
        <translation>Nihče nima več kot {n} neporabljenih ref.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="194"/>
        <source>A session gives at most {n} rounds of refa marks.</source>
        <translation>Partija da največ {n} krogov ref.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="196"/>
        <source>The declarer leads to the first trick.</source>
        <translation>Na prvi štih izigra nosilec igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="197"/>
        <source>The forehand leads to the first trick.</source>
        <translation>Na prvi štih izigra forhend.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="198"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Zahodnobalkanski / madžarski preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="199"/>
        <source>The talon is shown to everybody.</source>
        <translation>Talon se pokaže vsem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="200"/>
        <source>The talon is not shown.</source>
        <translation>Talon se ne pokaže.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="202"/>
        <source>The base value B is the contract&apos;s number, +1 for hand.</source>
        <translation>Osnovna vrednost B je številka igre, +1 za igro iz roke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="204"/>
        <source>Made: the bank pays 20·B; failed: the declarer pays 20·B.</source>
        <translation>Dobljena igra: banka plača 20·B; izgubljena: nosilec igre plača 20·B.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="206"/>
        <source>A defender who dropped out may be invited by the other: the defence then needs 4 tricks.</source>
        <translation>Branilca, ki je izstopil, lahko drugi povabi: obramba tedaj potrebuje 4 štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="212"/>
        <source>A hand contract is worth one more.</source>
        <translation>Igra iz roke je vredna eno več.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="213"/>
        <source>Equal talon cards cost the declarer {n} to the dealer.</source>
        <translation>Če sta karti v talonu enaki, plača nosilec igre delivcu {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="215"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Preferans podonavskih Švabov&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="216"/>
        <source>Both defenders always play.</source>
        <translation>Oba branilca vedno igrata.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="217"/>
        <source>The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick.</source>
        <translation>Nosilec igre potrebuje 6 štihov, 7 s pikom za adut, enega več pri igri iz roke. Vsak branilec mu plača številko igre in še 1 za vsak štih več; če izgubi, vsakemu branilcu plača prav toliko in še 1 za vsak manjkajoči štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="224"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ameriški preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="225"/>
        <source>Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. Six tricks win the reward from the pot; failing costs the penalty.</source>
        <translation>Vsak igralec enkrat imenuje adutsko barvo, višjo od vseh doslej imenovanih (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), ali reče naprej; zmaga najvišja barva in se igra brez talona. Če vsi rečejo naprej, lahko vsak ponudi znesek za pravico, da vzame talon in določi adut. Šest štihov prinese nagrado iz blagajne; kdor izgubi, plača kazen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="237"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead one of the two highest cards still out, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: ko nosilec igre igra drugi, izigraj eno od dveh najvišjih kart, ki še nista padli, ali svojo najnižjo karto te barve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="240"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or a king, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: ko nosilec igre igra drugi, izigraj asa ali kralja ali svojo najnižjo karto te barve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="243"/>
        <source>They are advice: the coach points out a breach, and nobody pays for one.</source>
        <translation>To so nasveti: trener opozori na kršitev in nihče zanjo ne plača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="245"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and the customary compensation to the partner is shown with the deal.</source>
        <translation>So dolžnost poštene igre: kršitev se zabeleži v zapisnik, običajna odškodnina partnerju pa se pokaže pri deljenju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="248"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and a trick taken from the partner against C1 costs the customary compensation.</source>
        <translation>So dolžnost poštene igre: kršitev se zabeleži v zapisnik, štih, vzet partnerju v nasprotju s C1, pa stane običajno odškodnino.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="250"/>
        <source>C1 is a law of the game: you may not take a trick your partner is winning once the declarer has played to it.</source>
        <translation>C1 je pravilo igre: ne smeš vzeti štiha, ki ga pobira tvoj partner, ko je nosilec igre vanj že dal karto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="253"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Konvencije branilcev&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="254"/>
        <source>&lt;b&gt;C1&lt;/b&gt;: do not needlessly overtake a trick your partner is already winning.</source>
        <translation>&lt;b&gt;C1&lt;/b&gt;: ne preseži po nepotrebnem štiha, ki ga tvoj partner že pobira.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="255"/>
        <source>&lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit.</source>
        <translation>&lt;b&gt;C2&lt;/b&gt;: ko nosilec igre igra zadnji na tvoj izhod, izigraj najvišjo karto, ki jo imaš v tej barvi.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="vanished">{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>Sans</source>
        <translation>Brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>One trick</source>
        <translation>En štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <location filename="../prefgui/ui/words/texts.py" line="112"/>
        <source>Misère</source>
        <translation>Berač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="115"/>
        <source>{level} no trumps</source>
        <translation>{level} brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <source>Not whisted</source>
        <translation>Brez vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Half-whist</source>
        <translation>Pol vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Without three</source>
        <translation>Brez treh</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <source>Raspasy (all passed)</source>
        <translation>Raspasi (vsi pas)</translation>
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
        <translation>pol vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played open</source>
        <translation>igra se odprto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played closed</source>
        <translation>igra se zaprto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <source>Slam</source>
        <translation>Valat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open misère</source>
        <translation>Odprti berač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open slam</source>
        <translation>Odprti valat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="105"/>
        <source>Slam (six in a row)</source>
        <translation>Valat (šest zapored)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (♥ iz roke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (srce iz roke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="128"/>
        <source>{bid} hand</source>
        <translation>{bid} iz roke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="134"/>
        <source>Pass</source>
        <translation>Naprej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="136"/>
        <source>Hold</source>
        <translation>Moje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="146"/>
        <source>Offer {n}</source>
        <translation>Ponudim {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="150"/>
        <source>Discard {first} and {second}</source>
        <translation>Založi {first} in {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Defend</source>
        <translation>Branim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Drop out</source>
        <translation>Izstopim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Invite partner</source>
        <translation>Povabim partnerja</translation>
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
        <translation>Predam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Announce: no aces</source>
        <translation>Napoved: brez asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Here</source>
        <comment>Russian: здесь</comment>
        <translation>Tukaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Whist</source>
        <translation>Vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <source>Lay down (open)</source>
        <translation>Položiti (odprto)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="157"/>
        <source>Play closed</source>
        <translation>Igrati zaprto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="166"/>
        <source>No trick quota here: together you try to make the declarer take a trick.</source>
        <translation>Tu ni kvote: skupaj poskušata nosilcu igre podtakniti štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="168"/>
        <source>No trick quota here: together you try to keep the declarer from winning six tricks in a row.</source>
        <translation>Tu ni kvote: skupaj poskušata preprečiti, da bi nosilec igre vzel šest štihov zapored.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="171"/>
        <source>No trick quota here: one trick for either of you beats the slam.</source>
        <translation>Tu ni kvote: en štih kateregakoli od vaju podre igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="173"/>
        <source>No trick quota here: the declarer must take exactly one trick; together you try to leave him none or give him a second.</source>
        <translation>Tu ni kvote: nosilec igre mora vzeti natanko en štih; skupaj poskušata, da ne bi vzel nobenega ali da bi vzel še drugega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="175"/>
        <source>No trick quota here: together you try to keep the declarer below {n} tricks.</source>
        <translation>Tu ni kvote: skupaj poskušata, da bi nosilec igre vzel manj kot {n} štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="190"/>
        <source>Play against the declarer.</source>
        <translation>Igraj proti nosilcu igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="192"/>
        <source>Play against the declarer: you need 2 tricks, or 4 together with your partner.</source>
        <translation>Igraj proti nosilcu igre: potrebuješ 2 štiha ali 4 skupaj s partnerjem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="195"/>
        <source>Bring your partner back in: you play together, for you.</source>
        <translation>Vrni partnerja v igro: igrata skupaj, na tvoj račun.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="198"/>
        <source>Double the stakes: your partner joins you, and together you need 5 tricks, or you pay the defence&apos;s penalty.</source>
        <translation>Podvoji vložek: partner igra s tabo in skupaj potrebujeta 5 štihov, sicer plačaš kazen obrambe ti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="201"/>
        <source>Double the stakes: you expect the declarer to fail.</source>
        <translation>Podvoji vložek: pričakuješ, da bo nosilec igre izgubil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="203"/>
        <source>Give the declarer his contract without play; it counts only if your partner concedes too.</source>
        <translation>Prepusti nosilcu igre njegovo igro brez igranja; velja le, če preda tudi tvoj partner.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="206"/>
        <source>Stay out of the auction for good.</source>
        <translation>Dokončno izstopi iz licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="207"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Prevzemi trenutno licitacijo: tvoje mesto ima prednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="208"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Igraj proti nosilcu igre: potrebuješ 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="209"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>Izpusti to deljenje: brez vložka, brez tveganja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="210"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Vrni partnerja v igro: obramba potrebuje 4 štihe, na tvoj račun.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="211"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Podvoji: pričakuješ, da bo nosilec igre izgubil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="212"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Znova podvoji: prepričan si v svojo igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="213"/>
        <source>Give up the contract without play.</source>
        <translation>Predaj igro, ne da bi jo igral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="214"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nimaš asa: od vsakega nasprotnika dobiš 10 ali mu plačaš 10.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="219"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Licitacija iz roke: igraš brez talona.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="220"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Vzel boš talon in založil dve karti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="222"/>
        <source>Your contract: at least your bid.</source>
        <translation>Tvoja igra: vsaj tvoja licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="224"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>To barvo določi za adut: potrebuješ 6 štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="226"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Vplačaj v blagajno za pravico, da določiš adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Defending</source>
        <translation>Brani</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Out</source>
        <translation>Izstopil</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Inviting</source>
        <translation>Vabi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Invited</source>
        <translation>Povabljen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="234"/>
        <source>Sits out</source>
        <translation>Ne igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Conceding</source>
        <translation>Predaja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Whisting</source>
        <translation>Vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Passed</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Catching</source>
        <translation>Lovi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Raspasy</source>
        <translation>Raspasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="241"/>
        <source>tricks: {n}</source>
        <translation>štihi: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract made</source>
        <translation>Igra dobljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract failed</source>
        <translation>Igra izgubljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Declarer conceded</source>
        <translation>Nosilec igre se je predal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Both defenders dropped out</source>
        <translation>Oba branilca sta izstopila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>Everybody passed</source>
        <translation>Vsi so rekli naprej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>In progress</source>
        <translation>Poteka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="132"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vzemi talon: izberi dve karti, ki ju založiš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="105"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Založi ti dve ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="106"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klikni karte ali jih povleci gor na mesto za založene karte; izbiro lahko prosto spreminjaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Continue</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Let the play go on.</source>
        <translation>Naj se igra nadaljuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The deal is over</source>
        <translation>Deljenje je končano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="191"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="221"/>
        <location filename="../prefgui/ui/table/panel.py" line="169"/>
        <source>Deal summary</source>
        <translation>Povzetek deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="38"/>
        <source>The others passed: as the last player in the auction you must bid (the dealer sits out). The lowest bid is enough.</source>
        <translation>Drugi so rekli naprej: kot zadnji v licitaciji moraš licitirati (delivec počiva). Dovolj je najnižja licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="40"/>
        <source>The others passed: as the dealer you must bid. The lowest bid is enough.</source>
        <translation>Drugi so rekli naprej: kot delivec moraš licitirati. Dovolj je najnižja licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="170"/>
        <source>Next deal</source>
        <translation>Naslednje deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="184"/>
        <source>Accept the claim</source>
        <translation>Sprejmi trditev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="185"/>
        <source>Play on</source>
        <translation>Igraj naprej</translation>
    </message>
    <message>
        <source>The remaining cards are played as claimed.</source>
        <translation type="vanished">Preostale karte se odigrajo po trditvi.</translation>
    </message>
    <message>
        <source>The cards are played out trick by trick.</source>
        <translation type="vanished">Karte se odigrajo štih za štihom.</translation>
    </message>
    <message>
        <source>The remaining cards are played out as claimed.</source>
        <translation type="vanished">Preostale karte se odigrajo, kot je bilo trjeno.</translation>
    </message>
    <message>
        <source>Every card is played at the table; no more claims in this deal.</source>
        <translation type="vanished">Vsaka karta se odigra za mizo; v tem deljenju ni več trditev.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="121"/>
        <source>Offer</source>
        <translation>Ponudi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="56"/>
        <source>You may act now</source>
        <translation>Zdaj lahko ukrepaš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="60"/>
        <source>Your call</source>
        <translation>Na vrsti si v licitaciji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="62"/>
        <source>Declare your contract</source>
        <translation>Napovej svojo igro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="64"/>
        <source>Answer the contra</source>
        <translation>Odgovori na kontro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="68"/>
        <source>Play on, or double?</source>
        <translation>Igraš naprej ali podvojiš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="70"/>
        <source>Play on, or concede together?</source>
        <translation>Igraš naprej ali skupaj predajata?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="71"/>
        <source>Defend or drop out?</source>
        <translation>Braniš ali izstopiš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="72"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="91"/>
        <source>Your decision</source>
        <translation>Tvoja odločitev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="84"/>
        <source>bids {bid}</source>
        <translation>licitira {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="86"/>
        <source>No calls yet.</source>
        <translation>Nihče še ni licitiral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/choice.py" line="58"/>
        <source>Drop here to play</source>
        <translation>Spusti sem, da odigraš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="52"/>
        <location filename="../prefgui/ui/table/contract_badge.py" line="113"/>
        <location filename="../prefgui/ui/table/history.py" line="125"/>
        <location filename="../prefgui/ui/table/history.py" line="127"/>
        <source>Auction</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/furniture.py" line="70"/>
        <source>Seat {n}</source>
        <translation>Mesto {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="125"/>
        <source>{bid} — {name}</source>
        <translation>{bid} — {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>contra</source>
        <translation>kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>recontra</source>
        <translation>rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="136"/>
        <source>subcontra</source>
        <translation>subkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="137"/>
        <source>mortcontra</source>
        <translation>mordkontra</translation>
    </message>
    <message>
        <source>open</source>
        <translation type="vanished">odprto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="140"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="119"/>
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
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Avstrijska: licitacija od 1 do 4, blagajna; klasična igra Avstrije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="68"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Ilustrirana: avstrijska igra z beračem in valatom, odprto ali ne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="70"/>
        <source>Western Balkan: bids 2 to 7, the talon shown and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Zahodnobalkanska: licitacija od 2 do 7, odprt talon in banka; Srbija, Hrvaška, Bosna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="72"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Madžarska: balkanska igra, kot jo igrajo Madžari.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="73"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Podonavskošvabska: oba branilca vedno igrata; Banat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="74"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Ameriška: enkrat imenuj adut ali ponudi za talon; Severna Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="76"/>
        <source>Russian, Sochi: the pulka, whists and raspasy; the Russian game most play.</source>
        <translation>Ruski, Soči: pulka, visti in raspasi; ruska igra, ki jo igra največ igralcev.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="78"/>
        <source>Russian, Leningrad: Sochi with whists worth twice as much and the ten not whisted.</source>
        <translation>Ruski, Leningrad: Soči, v katerem visti štejejo dvojno, na deseterico pa se ne vistira.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="80"/>
        <source>Russian, Rostov: Sochi with raspasy written in whists.</source>
        <translation>Ruski, Rostov: Soči, v katerem se raspasi pišejo v viste.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="103"/>
        <source>Welcome to Préférence</source>
        <translation>Preferans te pozdravlja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="105"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Preferans je igra s kartami za tri: licitacija odloči, kdo igra sam proti drugima dvema in katera barva je adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="117"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francoske karte (pik, križ, karo, srce)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="118"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Nemške karte (list, želod, zvonec, srce)</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="vanished">Kot sistem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="129"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Pravila so pod Pomoč → Pravila (F1). S tipko H kadar koli dobiš namig. Vse to lahko pozneje spremeniš v Nastavitvah, ta pozdrav pa je pod Pomoč → Pozdrav.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="135"/>
        <source>Start playing</source>
        <translation>Začni igrati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="84"/>
        <source>{name} discards two cards</source>
        <translation>{name} založi dve karti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="93"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="206"/>
        <source>Discard</source>
        <translation>Založeni karti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="42"/>
        <source>Take no trick at all: the others see your hand once play begins.</source>
        <translation>Ne vzemi niti enega štiha: nasprotnika odpreta karte, ko se igra začne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="44"/>
        <source>You take the talon, then must take {n} tricks.</source>
        <translation>Vzameš talon in moraš nato vzeti {n} štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="47"/>
        <source>Your contract: not below your bid.</source>
        <translation>Tvoja igra: ne nižja od tvoje licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="49"/>
        <source>Take over the bid as it stands: your seat comes first.</source>
        <translation>Prevzemi licitacijo, kot je: tvoje mesto ima prednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="51"/>
        <source>Give up without play: three tricks short, no discard.</source>
        <translation>Predati brez igre: trije štihi premalo, brez odmeta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="54"/>
        <source>Play against the contract: the defence must take {q}; you write whists for the tricks taken.</source>
        <translation>Igrati proti igri: obramba mora vzeti {q}; za vzete štihe pišeš viste.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="57"/>
        <source>Write whists for {h} without play; the deal ends here.</source>
        <translation>Zapiši viste za {h} brez igre; deljenje se tu konča.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="60"/>
        <source>Both defending hands face up: you play them both.</source>
        <translation>Obe roki obrambe odprti: igraš z obema.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="62"/>
        <source>Each defender plays his own hand, unseen.</source>
        <translation>Vsak branilec igra svojo roko, skrito.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="65"/>
        <source>No whists on this contract: no risk, no gain.</source>
        <translation>Brez vistov na to igro: brez tveganja, brez dobička.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="66"/>
        <source>Stay out of the bidding; if all pass, raspasy are played.</source>
        <translation>Ne licitirati; če vsi rečejo pas, se igrajo raspasi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="72"/>
        <source>A bid of 6 to 10: you take the talon and must take that many tricks. Misère: you take none. Pass: you are out of the bidding.</source>
        <translation>Licitacija od 6 do 10: vzameš talon in moraš vzeti toliko štihov. Mizer: ne vzameš nobenega. Pas: izstopiš iz licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="81"/>
        <source>Your bid (after raspasy: {level} or higher)</source>
        <translation>Tvoja licitacija (po raspasih: {level} ali več)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="82"/>
        <source>Your bid</source>
        <translation>Tvoja licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="84"/>
        <source>Declare your contract (not below your bid)</source>
        <translation>Napovej igro (ne nižjo od licitacije)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="88"/>
        <source>Whist or pass against {contract}?</source>
        <translation>Vist ali pas proti {contract}?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="90"/>
        <source>You whist alone: lay down the cards or play closed?</source>
        <translation>Vistaš sam: položiti karte ali igrati zaprto?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="99"/>
        <source>Your turn to play from {name}&apos;s hand: drag a card to the table, or double-click it.</source>
        <translation>Igraš iz roke igralca {name}: povleci karto na mizo ali jo dvakrat klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="113"/>
        <source>Raspasy ×{step}</source>
        <translation>Raspasi ×{step}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="115"/>
        <source>series: deal {n}</source>
        <translation>niz: deljenje {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="122"/>
        <source>open whist</source>
        <translation>odprti vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="124"/>
        <source>closed whist</source>
        <translation>zaprti vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="34"/>
        <source>on {level}</source>
        <translation>pri {level}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="61"/>
        <source>write whole numbers separated by commas.</source>
        <translation>vpiši cela števila, ločena z vejicami.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="63"/>
        <source>write one to ten numbers.</source>
        <translation>vpiši eno do deset števil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="66"/>
        <source>each lowest contract is 6, 7 or 8.</source>
        <translation>vsaka najnižja igra je 6, 7 ali 8.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="69"/>
        <source>each trick price is a whole number from 1 to 100.</source>
        <translation>vsaka cena štiha je celo število od 1 do 100.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="71"/>
        <source>a trick price never falls from one all-pass deal to the next.</source>
        <translation>cena štiha od enih raspasov do naslednjih nikoli ne pade.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="88"/>
        <source>The trick price in the first, second, … all-pass deal in a row; the last one holds for the rest.</source>
        <translation>Cena štiha v prvih, drugih, … raspasih zapored; zadnja velja za vse nadaljnje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="90"/>
        <source>The lowest contract after one, two, … all-pass deals in a row; the last one holds for the rest.</source>
        <translation>Najnižja igra po enih, dveh, … raspasih zapored; zadnja velja za vse nadaljnje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="77"/>
        <source>{name}&apos;s pool</source>
        <translation>Pulja: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="79"/>
        <source>{name}&apos;s mountain</source>
        <translation>Gora: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="83"/>
        <source>Whists {name} wrote on {other}</source>
        <translation>Visti: {name} → {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="23"/>
        <source>twice the contract&apos;s price</source>
        <translation>dvojno vrednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="25"/>
        <source>nothing</source>
        <translation>nič</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="26"/>
        <source>the contract&apos;s price</source>
        <translation>vrednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="34"/>
        <source>&lt;p&gt;32 cards ({ranks} in each suit); each of the three active players gets ten cards and two go to the talon. Follow suit if you can, otherwise trump if you can. The game is kept on the pulka: each player&apos;s pool, his mountain and the whists he writes on each of the others.&lt;/p&gt;</source>
        <translation>&lt;p&gt;32 kart ({ranks} v vsaki barvi); vsak od treh aktivnih igralcev dobi deset kart, dve gresta v talon. Barvo je treba priznati, sicer po možnosti tromfirati. Igra se piše v pulko: pulja vsakega igralca, njegova gora in visti, ki jih piše na vsakega od drugih.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="39"/>
        <source>&lt;p&gt;Four at the table: the dealer of each deal sits out and gets no cards, but stays on the pulka.&lt;/p&gt;</source>
        <translation>&lt;p&gt;V štirih: delivec vsakega deljenja počiva in ne dobi kart, a ostane v pulki.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="42"/>
        <source>&lt;p&gt;&lt;b&gt;Auction.&lt;/b&gt; Bids climb from six ♠ to ten no trumps (♠, ♣, ♦, ♥, no trumps at each level); misère ranks between eight no trumps and nine ♠. The winner takes the talon, discards two cards and names a contract not lower than his bid; he must take as many tricks as its level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Licitacija.&lt;/b&gt; Klici rastejo od šest ♠ do deset brez aduta (na vsaki stopnji ♠, ♣, ♦, ♥, brez aduta); berač je med osem brez aduta in devet ♠. Zmagovalec vzame talon, odvrže dve karti in napove igro, ki ni nižja od njegovega klica; vzeti mora toliko štihov, kolikor je stopnja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Whists.&lt;/b&gt; Each defender says whist or pass. Together the whisters must take 4 tricks against a six, 2 against a seven and 1 against eight or more; a whister whose defence falls short pays on the mountain. A lone whister plays open (both defenders&apos; cards face up, he plays both hands) or closed.</source>
        <translation>&lt;p&gt;&lt;b&gt;Visti.&lt;/b&gt; Vsak branilec reče vist ali pas. Vistači morajo skupaj vzeti 4 štihe proti šestici, 2 proti sedmici in 1 proti osmici ali več; če obramba ne zbere dovolj, vistač plača na goro. Edini vistač igra odprto (karte obeh branilcev odkrite, igra za oba) ali zaprto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="52"/>
        <source>A ten is checked: played open, and nobody whists.</source>
        <translation>Desetica se preverja: igra se odprto in nihče ne vista.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="54"/>
        <source>Stalingrad: against six ♠ both defenders must whist.</source>
        <translation>Stalingrad: proti šest ♠ morata vistati oba branilca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="55"/>
        <source>A misère is not whisted: its catchers lay their cards down and try to give the declarer a trick.</source>
        <translation>Berač se ne vista: lovilca odpreta karte in skušata nosilcu igre dati štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="59"/>
        <source>&lt;p&gt;&lt;b&gt;The pulka.&lt;/b&gt; A made contract writes its price into the declarer&apos;s pool: 2 for a six, 4 for a seven, 6, 8 and 10 for a ten, 10 for a misère. Each undertrick costs him {fail} on the mountain, and each whister writes {whist} on him for every trick of his. A misère costs {misere} on the mountain for every trick taken. Pools are played to {size}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pulka.&lt;/b&gt; Dobljena igra vpiše svojo vrednost v puljo nosilca igre: 2 za šestico, 4 za sedmico, 6, 8 in 10 za desetico, 10 za berača. Vsak manjkajoči štih ga stane {fail} na gori, vsak vistač pa nanj piše {whist} za vsak svoj štih. Berač stane {misere} na gori za vsak vzeti štih. Pulje se igrajo do {size}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="66"/>
        <source>tricks are written on the mountain, and a player without a trick writes into his pool</source>
        <translation>štihi se pišejo na goro, kdor nima štiha, pa piše v svojo puljo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="68"/>
        <source>the player with fewest tricks writes {n} whists a trick on the others</source>
        <translation>kdor ima najmanj štihov, piše na druge {n} vistov na štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="71"/>
        <source>&lt;p&gt;&lt;b&gt;Raspasy.&lt;/b&gt; If everybody passes, the deal is played for fewest tricks: {recording}. A trick costs {progression} in consecutive all-pass deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Raspasi.&lt;/b&gt; Če vsi rečejo pas, se igra na čim manj štihov: {recording}. Štih velja {progression} v zaporednih raspasih.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="76"/>
        <source>The pulka ends when the players agree.</source>
        <translation>Pulka se konča, ko se igralci dogovorijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="78"/>
        <source>The pulka ends when every pool has reached {size}.</source>
        <translation>Pulka se konča, ko vsaka pulja doseže {size}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="81"/>
        <source>The pulka ends when the pools together hold {total} points.</source>
        <translation>Pulka se konča, ko imajo pulje skupaj {total} točk.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;The end.&lt;/b&gt; {end} At the settlement a mountain point is worth 10 whists against the average of all mountains (a pool point as much the other way), and the whists two players wrote on each other are set off: what is left is each player&apos;s result in whists.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Konec.&lt;/b&gt; {end} Pri obračunu je točka gore vredna 10 vistov glede na povprečje vseh gor (točka pulje prav toliko v drugo smer), visti, ki sta jih dva igralca vpisala drug na drugega, pa se pobotajo: kar ostane, je izid vsakega igralca v vistih.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="94"/>
        <source>Agreed at this table</source>
        <translation>Dogovorjeno za to mizo</translation>
    </message>
</context>
<context>
    <name>AmountField</name>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="14"/>
        <source>one amount</source>
        <translation>en znesek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="15"/>
        <source>an amount per trump suit</source>
        <translation>znesek za vsako adutsko barvo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="16"/>
        <source>an amount</source>
        <translation>znesek</translation>
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
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="92"/>
        <source>The lock file that keeps two prefgui windows from writing the same games cannot be made in {folder} ({detail}). So that no game is ever written twice, this window saves nothing: remove or repair what is in its place and start prefgui again.</source>
        <translation>Datoteke zaklepa, ki preprečuje, da bi dve okni prefgui zapisovali iste igre, ni mogoče ustvariti v {folder} ({detail}). Da se nobena igra nikoli ne zapiše dvakrat, to okno ničesar ne shranjuje: odstrani ali popravi, kar je na njenem mestu, in znova zaženi prefgui.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="98"/>
        <source>Another prefgui window holds this data folder and did not answer. This window shows your latest session ({name}) as it was last saved: you can look at it and play on, but nothing you do here is saved. Close this window and go on in the other one.</source>
        <translation>To podatkovno mapo zaseda drugo okno prefgui in ni odgovorilo. To okno prikazuje tvojo zadnjo partijo ({name}) takšno, kot je bila nazadnje shranjena: lahko si jo ogledaš in igraš naprej, vendar se nič, kar narediš tukaj, ne shrani. Zapri to okno in nadaljuj v drugem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="104"/>
        <source>Another prefgui window holds this data folder and did not answer. This window plays a new game that is not saved; close it and go on in the other one.</source>
        <translation>To podatkovno mapo zaseda drugo okno prefgui in ni odgovorilo. To okno igra novo igro, ki se ne shranjuje; zapri ga in nadaljuj v drugem.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="58"/>
        <source>Deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="59"/>
        <source>Balance</source>
        <translation>Stanje</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="17"/>
        <source>VII of Leaves</source>
        <translation>List VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="18"/>
        <source>VIII of Leaves</source>
        <translation>List VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="19"/>
        <source>IX of Leaves</source>
        <translation>List IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="20"/>
        <source>X of Leaves</source>
        <translation>List X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="21"/>
        <source>Unter of Leaves</source>
        <translation>List unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="22"/>
        <source>Ober of Leaves</source>
        <translation>List ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="23"/>
        <source>King of Leaves</source>
        <translation>List kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="24"/>
        <source>Ace of Leaves</source>
        <translation>List as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="25"/>
        <source>VII of Acorns</source>
        <translation>Želod VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="26"/>
        <source>VIII of Acorns</source>
        <translation>Želod VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="27"/>
        <source>IX of Acorns</source>
        <translation>Želod IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="28"/>
        <source>X of Acorns</source>
        <translation>Želod X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="29"/>
        <source>Unter of Acorns</source>
        <translation>Želod unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="30"/>
        <source>Ober of Acorns</source>
        <translation>Želod ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="31"/>
        <source>King of Acorns</source>
        <translation>Želod kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="32"/>
        <source>Ace of Acorns</source>
        <translation>Želod as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="33"/>
        <source>VII of Bells</source>
        <translation>Zvonec VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="34"/>
        <source>VIII of Bells</source>
        <translation>Zvonec VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="35"/>
        <source>IX of Bells</source>
        <translation>Zvonec IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="36"/>
        <source>X of Bells</source>
        <translation>Zvonec X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="37"/>
        <source>Unter of Bells</source>
        <translation>Zvonec unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="38"/>
        <source>Ober of Bells</source>
        <translation>Zvonec ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="39"/>
        <source>King of Bells</source>
        <translation>Zvonec kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="40"/>
        <source>Ace of Bells</source>
        <translation>Zvonec as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="41"/>
        <source>VII of Hearts</source>
        <translation>Srce VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="42"/>
        <source>VIII of Hearts</source>
        <translation>Srce VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="43"/>
        <source>IX of Hearts</source>
        <translation>Srce IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="44"/>
        <source>X of Hearts</source>
        <translation>Srce X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="45"/>
        <source>Unter of Hearts</source>
        <translation>Srce unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="46"/>
        <source>Ober of Hearts</source>
        <translation>Srce ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="47"/>
        <source>King of Hearts</source>
        <translation>Srce kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="48"/>
        <source>Ace of Hearts</source>
        <translation>Srce as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="53"/>
        <source>VII of Zöld</source>
        <translation>Zeleni VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="54"/>
        <source>VIII of Zöld</source>
        <translation>Zeleni VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="55"/>
        <source>IX of Zöld</source>
        <translation>Zeleni IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="56"/>
        <source>X of Zöld</source>
        <translation>Zeleni X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="57"/>
        <source>Unter of Zöld</source>
        <translation>Zeleni unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="58"/>
        <source>Ober of Zöld</source>
        <translation>Zeleni ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="59"/>
        <source>King of Zöld</source>
        <translation>Zeleni kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="60"/>
        <source>Ace of Zöld</source>
        <translation>Zeleni as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="61"/>
        <source>VII of Makk</source>
        <translation>Želod VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="62"/>
        <source>VIII of Makk</source>
        <translation>Želod VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="63"/>
        <source>IX of Makk</source>
        <translation>Želod IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="64"/>
        <source>X of Makk</source>
        <translation>Želod X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="65"/>
        <source>Unter of Makk</source>
        <translation>Želod unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="66"/>
        <source>Ober of Makk</source>
        <translation>Želod ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="67"/>
        <source>King of Makk</source>
        <translation>Želod kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="68"/>
        <source>Ace of Makk</source>
        <translation>Želod as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="69"/>
        <source>VII of Tök</source>
        <translation>Zvonec VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="70"/>
        <source>VIII of Tök</source>
        <translation>Zvonec VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="71"/>
        <source>IX of Tök</source>
        <translation>Zvonec IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="72"/>
        <source>X of Tök</source>
        <translation>Zvonec X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="73"/>
        <source>Unter of Tök</source>
        <translation>Zvonec unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="74"/>
        <source>Ober of Tök</source>
        <translation>Zvonec ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="75"/>
        <source>King of Tök</source>
        <translation>Zvonec kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="76"/>
        <source>Ace of Tök</source>
        <translation>Zvonec as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="77"/>
        <source>VII of Piros</source>
        <translation>Rdeči VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="78"/>
        <source>VIII of Piros</source>
        <translation>Rdeči VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="79"/>
        <source>IX of Piros</source>
        <translation>Rdeči IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="80"/>
        <source>X of Piros</source>
        <translation>Rdeči X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="81"/>
        <source>Unter of Piros</source>
        <translation>Rdeči unter</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="82"/>
        <source>Ober of Piros</source>
        <translation>Rdeči ober</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="83"/>
        <source>King of Piros</source>
        <translation>Rdeči kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="84"/>
        <source>Ace of Piros</source>
        <translation>Rdeči as</translation>
    </message>
</context>
<context>
    <name>ClaimDesk</name>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="104"/>
        <source>Checking your claim…</source>
        <translation>Preverjam tvojo trditev…</translation>
    </message>
    <message>
        <source>Claims are not offered in the Russian game yet.</source>
        <translation type="vanished">V ruski igri še ni zahtevanja preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="46"/>
        <source>No claims in this contract: it is not decided by the number of tricks.</source>
        <translation>V tej igri ni trditve: ne odloča število štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="35"/>
        <source>You can claim when it is your turn to play a card.</source>
        <translation>Trditev lahko daš, ko si na vrsti za karto.</translation>
    </message>
    <message>
        <source>{name} claims the rest: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} trdi preostanek: preostali štihi so gotovi, karkoli igra obramba.</translation>
    </message>
    <message>
        <source>{name} claims {n} of the {m} remaining tricks, whatever the defence plays.</source>
        <translation type="vanished">{name} trdi {n} od {m} preostalih štihov, karkoli igra obramba.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="39"/>
        <source>No claims on raspasy: every player counts his own tricks, so one player&apos;s claim cannot settle the others&apos;.</source>
        <translation>Na raspasih ni trditev: vsak igralec šteje svoje štihe, zato trditev enega ne more določiti štihov drugih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="180"/>
        <source>The claim could not be checked: {error}</source>
        <translation>Trditve ni bilo mogoče preveriti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claim_stage.py" line="85"/>
        <source>Your claim holds: the remaining cards are played out as the record of the deal.</source>
        <translation>Tvoja trditev drži: preostale karte se odigrajo za zapis deljenja.</translation>
    </message>
    <message>
        <source>{name} claims: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} trdi: preostali štihi so gotovi, karkoli igra obramba.</translation>
    </message>
    <message>
        <source>The claimed play, trick by trick: {cards}.</source>
        <translation type="vanished">Igra iz trditve, štih za štihom: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="79"/>
        <source>{name} claims the rest.</source>
        <translation>{name} trdi preostanek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="81"/>
        <source>{name} claims {n} of the {m} remaining tricks.</source>
        <translation>{name} trdi {n} od {m} preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="83"/>
        <source>Certain whatever the defence plays. The claimed play, trick by trick: {cards}.</source>
        <translation>Gotovo, karkoli igra obramba. Igra iz trditve, štih za štihom: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="76"/>
        <source>{name} claims</source>
        <translation>Trditev: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="58"/>
        <source>I take at most {n} of the {m} remaining tricks.</source>
        <translation>Vzamem največ {n} od {m} preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="61"/>
        <source>The rest without a trick.</source>
        <translation>Preostanek brez štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="62"/>
        <source>The remaining tricks are yours.</source>
        <translation>Preostali štihi so tvoji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="64"/>
        <source>I claim the rest.</source>
        <translation>Preostanek je moj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="65"/>
        <source>I claim {n} of the {m} remaining tricks.</source>
        <translation>Vzamem {n} od {m} preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="90"/>
        <source>Your claim does not hold.</source>
        <translation>Tvoja trditev ne drži.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="96"/>
        <source>With the best play of the others, you must take {n} of the {m} remaining tricks.</source>
        <translation>Ob najboljši igri ostalih moraš vzeti {n} od {m} preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="98"/>
        <source>With the best play of the others, your side must take {n} of the {m} remaining tricks.</source>
        <translation>Ob najboljši igri ostalih mora tvoja stran vzeti {n} od {m} preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="101"/>
        <source>With the best play of the others, you take only {n} of the {m} remaining tricks.</source>
        <translation>Ob najboljši igri ostalih vzameš le {n} od {m} preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="104"/>
        <source>With the best play of the others, your side takes only {n} of the {m} remaining tricks.</source>
        <translation>Ob najboljši igri ostalih tvoja stran vzame le {n} od {m} preostalih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="107"/>
        <source>The play goes on.</source>
        <translation>Igra se nadaljuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="120"/>
        <source>{name} can ruff the {nth} round of {suit}.</source>
        <translation>{name} lahko z adutom prebije {nth} krog v barvi {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="122"/>
        <source>{name} can win the {nth} round of {suit} with {card}.</source>
        <translation>{name} lahko vzame {nth} krog v barvi {suit} s karto {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="129"/>
        <source>{name} must win the {nth} round of {suit} with {card}.</source>
        <translation>{name} mora vzeti {nth} krog v barvi {suit} s karto {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="137"/>
        <source>first</source>
        <comment>round of a suit</comment>
        <translation>prvi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="138"/>
        <source>second</source>
        <comment>round of a suit</comment>
        <translation>drugi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="139"/>
        <source>third</source>
        <comment>round of a suit</comment>
        <translation>tretji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="140"/>
        <source>fourth</source>
        <comment>round of a suit</comment>
        <translation>četrti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="141"/>
        <source>fifth</source>
        <comment>round of a suit</comment>
        <translation>peti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="142"/>
        <source>sixth</source>
        <comment>round of a suit</comment>
        <translation>šesti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="143"/>
        <source>seventh</source>
        <comment>round of a suit</comment>
        <translation>sedmi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="144"/>
        <source>eighth</source>
        <comment>round of a suit</comment>
        <translation>osmi</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="66"/>
        <source>Claim</source>
        <translation>Trditev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="68"/>
        <source>Claim tricks without playing them out. The claim is checked against every defence, with all cards known: if it holds, the deal ends as if played out; if not, you are told why and the play goes on.</source>
        <translation>Zahtevaj štihe, ne da bi jih odigral. Trditev se preveri proti vsaki obrambi ob vseh znanih kartah: če drži, se deljenje konča, kot da bi bilo odigrano; če ne, izveš zakaj in igra se nadaljuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="72"/>
        <source>&amp;None of the remaining tricks ({n})</source>
        <translation>&amp;Nobenega od preostalih štihov ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="74"/>
        <source>&amp;At most this many of them:</source>
        <translation>Na&amp;jveč toliko od njih:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="76"/>
        <source>&amp;All the remaining tricks ({n})</source>
        <translation>&amp;Vse preostale štihe ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="78"/>
        <source>&amp;Only this many of them:</source>
        <translation>&amp;Le toliko od njih:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="80"/>
        <source>&amp;Claim</source>
        <translation>&amp;Zahtevaj</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="23"/>
        <source>▾ Hide the details</source>
        <translation>▾ Skrij podrobnosti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="24"/>
        <source>▸ Details: the figures behind it</source>
        <translation>▸ Podrobnosti: številke, na katerih temelji</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation type="vanished">C1: ne jemlji štiha, ki ga tvoj partner že dobiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="42"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: ko nosilec igre igra zadnji, izigraj najvišjo karto, ki jo imaš v barvi.</translation>
    </message>
    <message>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation type="vanished">C3: ko nosilec igre igra drugi, izigraj zelo visoko ali svojo najnižjo karto v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="39"/>
        <source>C1: do not needlessly take a trick your partner is already winning.</source>
        <translation>C1: ne jemlji po nepotrebnem štiha, ki ga tvoj partner že dobiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="46"/>
        <source>C3: with the declarer playing second, lead one of the two highest cards still out, or the lowest card you hold of the suit.</source>
        <translation>C3: ko nosilec igre igra drugi, izigraj eno od dveh najvišjih kart, ki še nista padli, ali svojo najnižjo karto v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="50"/>
        <source>C3: with the declarer playing second, lead an ace or a king, or the lowest card you hold of the suit.</source>
        <translation>C3: ko nosilec igre igra drugi, izigraj asa ali kralja ali svojo najnižjo karto v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="62"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Ta štih dobiva {partner} (karta {card}), nosilec igre pa je že odigral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="67"/>
        <source>{partner} is winning this trick with {card}; the declarer could beat it only with a card that would beat yours too.</source>
        <translation>Ta štih dobiva {partner} (karta {card}); nosilec igre bi jo lahko premagal le s karto, ki bi premagala tudi tvojo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="72"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Ta štih dobiva {partner} (karta {card}), nosilec igre pa je ne more premagati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="77"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Izigravaš ti, {partner} igra drugi, nosilec igre pa zadnji: {card} ni tvoja najvišja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="82"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Izigravaš ti, nosilec igre igra drugi, {partner} pa zadnji: {card} ni ne zelo visoka ne tvoja najnižja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="93"/>
        <source>Cards that keep it: {cards}; the best of them on what you could know: {best}. Drop {card} again to play it anyway.</source>
        <translation>Karte, ki jo upoštevajo: {cards}; najboljša med njimi glede na to, kar si lahko vedel: {best}. Spusti karto {card} znova, če jo vseeno želiš odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="98"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karte, ki jo upoštevajo: {cards}. Spusti karto {card} znova, če jo vseeno želiš odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="113"/>
        <source>In that trick you broke {rule} with {card}.</source>
        <translation>V tem štihu si s karto {card} prekršil {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="124"/>
        <source>{partner} was winning the trick with {card}, and the declarer had already played.</source>
        <translation>Štih je dobival {partner} (karta {card}), nosilec igre pa je že odigral.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="129"/>
        <source>{partner} was winning the trick with {card}; the declarer could have beaten it only with a card that would have beaten yours too.</source>
        <translation>Štih je dobival {partner} (karta {card}); nosilec igre bi jo lahko premagal le s karto, ki bi premagala tudi tvojo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="134"/>
        <source>{partner} was winning the trick with {card}, and the declarer could not beat it.</source>
        <translation>Štih je dobival {partner} (karta {card}), nosilec igre pa je ni mogel premagati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="140"/>
        <source>You led, {partner} played second and the declarer last: {card} was not your highest card of the suit.</source>
        <translation>Izigral si ti, {partner} je igral drugi, nosilec igre pa zadnji: {card} ni bila tvoja najvišja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="145"/>
        <source>You led, the declarer played second and {partner} last: {card} was neither very high nor your lowest card of the suit.</source>
        <translation>Izigral si ti, nosilec igre je igral drugi, {partner} pa zadnji: {card} ni bila ne zelo visoka ne tvoja najnižja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="154"/>
        <source>(Click this note or press Esc to close it.)</source>
        <translation>(Klikni opombo ali pritisni Esc, da jo zapreš.)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="159"/>
        <source>Cards that would have kept it: {cards}.</source>
        <translation>Karte, ki bi jo upoštevale: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="172"/>
        <source>by C2 it is the highest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>po C2 je to njegova najvišja karta v barvi {suit}, torej nima {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="176"/>
        <source>by C2 it is the highest card he holds in {suit}.</source>
        <translation>po C2 je to njegova najvišja karta v barvi {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="180"/>
        <source>by C3 it is the lowest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>po C3 je to njegova najnižja karta v barvi {suit}, torej nima {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="184"/>
        <source>by C3 it is the lowest card he holds in {suit}.</source>
        <translation>po C3 je to njegova najnižja karta v barvi {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="186"/>
        <source>by C3 a very high lead: it says nothing about his other cards in {suit}.</source>
        <translation>po C3 zelo visoko izigravanje: o njegovih drugih kartah v barvi {suit} ne pove ničesar.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="195"/>
        <source>{leader} led {card} with the declarer last:</source>
        <translation>{leader} je izigral karto {card}, nosilec igre pa igra zadnji:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="198"/>
        <source>{leader} led {card} with the declarer second:</source>
        <translation>{leader} je izigral karto {card}, nosilec igre pa igra drugi:</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <location filename="../prefgui/ui/game/computer_turns.py" line="204"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Računalniški igralec se ni mogel odločiti: {error}</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="24"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n štih</numerusform>
            <numerusform>%n štiha</numerusform>
            <numerusform>%n štihe</numerusform>
            <numerusform>%n štihov</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="27"/>
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
    <name>DrillTexts</name>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="20"/>
        <source>Your partner is winning the trick. Which card do you play?</source>
        <translation>Tvoj partner dobiva štih. Katero karto igraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="22"/>
        <source>You lead, and the declarer plays last. Which card do you lead?</source>
        <translation>Izigravaš ti, nosilec igre pa igra zadnji. Katero karto izigraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="24"/>
        <source>You lead, and the declarer plays second. Which card do you lead?</source>
        <translation>Izigravaš ti, nosilec igre pa igra drugi. Katero karto izigraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="26"/>
        <source>Your partner&apos;s suit should run. Which card do you play?</source>
        <translation>Barva tvojega partnerja mora steči. Katero karto igraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="28"/>
        <source>You could win this trick. Which card do you play?</source>
        <translation>Ta štih bi lahko pobral. Katero karto igraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="30"/>
        <source>You lead, and the declarer plays right after you. Which card do you lead?</source>
        <translation>Izigravaš ti, nosilec igre pa igra takoj za tabo. Katero karto izigraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="33"/>
        <source>You lead, and your partner can trump. Which card do you lead?</source>
        <translation>Izigravaš ti, tvoj partner pa lahko vrže adut. Katero karto izigraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="35"/>
        <source>Count the declarer&apos;s tricks. Which card holds him to the fewest?</source>
        <translation>Preštej štihe nosilca igre. Po kateri karti jih pobere najmanj?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="37"/>
        <source>You are the declarer. Which card takes the most tricks?</source>
        <translation>Ti si nosilec igre. S katero karto pobereš največ štihov?</translation>
    </message>
    <message>
        <source>Your partner&apos;s card already wins the trick: do not take it over (convention C1).</source>
        <translation type="vanished">Karta tvojega partnerja že dobiva štih: ne prevzemi ga (konvencija C1).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="43"/>
        <source>With the declarer playing last, lead your top card of the suit (convention C2): your partner then knows where the higher cards are.</source>
        <translation>Ko nosilec igre igra zadnji, izigraj svojo najvišjo karto v barvi (konvencija C2): partner potem ve, kje so višje karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="47"/>
        <source>With the declarer playing second, lead very high or your lowest card of the suit (convention C3).</source>
        <translation>Ko nosilec igre igra drugi, izigraj zelo visoko ali svojo najnižjo karto v barvi (konvencija C3).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="51"/>
        <source>Playing your high card now keeps your partner&apos;s suit from being blocked.</source>
        <translation>Če zdaj igraš svojo visoko karto, ne blokiraš barve svojega partnerja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="54"/>
        <source>Letting this trick go with a low card keeps your winner for later.</source>
        <translation>Če ta štih spustiš z nizko karto, ti močna karta ostane za pozneje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="56"/>
        <source>Leading through the declarer&apos;s broken honours makes him choose before your partner plays.</source>
        <translation>Z izigravanjem skozi luknjaste visoke karte nosilca igre ga prisiliš, da izbira, preden igra partner.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="60"/>
        <source>Your partner has none of this suit and can trump it.</source>
        <translation>Tvoj partner nima te barve in lahko vrže adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="62"/>
        <source>Only this card keeps the declarer to the fewest tricks.</source>
        <translation>Le po tej karti nosilec igre pobere najmanj štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="64"/>
        <source>This card takes the most tricks with best play.</source>
        <translation>S to karto ob najboljši igri pobereš največ štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="97"/>
        <source>Right: {card}.</source>
        <translation>Pravilno: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="100"/>
        <source>Not {card}: right is {cards}.</source>
        <translation>Ne {card}: pravilno je {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="103"/>
        <source>{card} breaks the convention {rule}.</source>
        <translation>{card} krši konvencijo {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="107"/>
        <source>Tricks {card} gives away: {n}.</source>
        <translation>Štihi, ki jih {card} podari: {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="113"/>
        <source>Here keeping the convention costs tricks with all cards known: the conventions trade tricks for what your partner learns.</source>
        <translation>Tu upoštevanje konvencije stane štihe, ko so znane vse karte: konvencije menjajo štihe za to, kar izve partner.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="117"/>
        <source>The number on each card: the declarer&apos;s tricks after it, with best play by everybody.</source>
        <translation>Število na vsaki karti: štihi nosilca igre po njej, ko vsi igrajo najbolje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="127"/>
        <source>Judged as the hint judges: among the cards that keep the conventions, the best on what you could know (the deals that fit the calls and the cards so far).</source>
        <translation>Ocenjeno kot pri namigu: med kartami, ki upoštevajo konvencije, najboljša glede na to, kar si lahko vedel (razporedi, ki se ujemajo z licitacijo in doslej odigranimi kartami).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="131"/>
        <source>Judged with all cards known: the right cards lose no trick with best play by everybody.</source>
        <translation>Ocenjeno ob vseh znanih kartah: prave karte ne izgubijo nobenega štiha, ko vsi igrajo najbolje.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nisi na vrsti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Deljenje je že končano.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Karte {card} nimaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Priznati moraš barvo. {suit} imaš v roki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Vreči moraš adut. {suit} imaš v roki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Preseči moraš karto, ki pobira štih: imaš višjo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Tvoj partner že pobira ta štih: za to mizo ga ne smeš preseči.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>Karte {card} zdaj ne moreš odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Ta licitacija ni dovoljena: preseči moraš licitacijo {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Ta licitacija ni dovoljena kot prva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Imenuj barvo, višjo od vseh že imenovanih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>»Moje« smeš reči le, če imaš prednost pred igralcem, ki je dal licitacijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Nihče še ni licitiral: ni česa obdržati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Nihče ni licitiral: kot zadnji igralec moraš licitirati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Po svoji navadni licitaciji ali »moje« ne smeš več licitirati iz roke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Izberi dve različni karti iz svoje roke, ki ju založiš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Napovej vsaj svojo licitacijo: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Ponudi več kot {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Nosilec igre se sme predati šele po odločitvah branilcev in pred prvo karto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>To sme napovedati le nosilec igre brez asa, takoj po napovedi igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>V tem trenutku deljenja to ni mogoče.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>»{option}« velja le, ko je za »{other}« izbrano »{value}«.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Te različice ni mogoče igrati s {n} igralci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Število igralcev se spremeni le z novo partijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Ena od možnosti ima nedovoljeno vrednost.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="21"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Shranjeno igro {name} je zapisala novejša različica programa prefgui (različica zapisa {version}). Ta različica je ne more prebrati, zato jo je pustila na mestu, da jo bo novejša različica še vedno našla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="27"/>
        <source>The saved game {name} is a Russian pulka. This version&apos;s window does not play the Russian game yet, so it left the file in place.</source>
        <translation>Shranjena igra {name} je pulka ruskega preferansa. Okno te različice ruske igre še ne igra, zato je datoteko pustilo na mestu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="32"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Shranjene igre {name} ni bilo mogoče nadaljevati ({detail}). Poškodovana datoteka je ohranjena kot {kept}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="37"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Shranjene igre {name} ni bilo mogoče nadaljevati ({detail}) in je tudi ni bilo mogoče umakniti na stran.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="49"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Namesto nje se je nadaljevala partija, shranjena v {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="53"/>
        <source>A new session has started.</source>
        <translation>Začela se je nova partija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="59"/>
        <source>The card deck {name} cannot be drawn ({detail}); the game&apos;s own cards are shown instead.</source>
        <translation>Kompleta kart {name} ni mogoče izrisati ({detail}); namesto njega so prikazane lastne karte igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="67"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Shranjenih nastavitev ni bilo mogoče prebrati ({detail}); veljajo privzete vrednosti, stare nastavitve pa so umaknjene na stran.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="75"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Igre ni bilo mogoče shraniti: {detail}.

Igra teče dalje in dokler teče, se nobena poteza ne izgubi: prefgui po vsaki potezi in vsakih nekaj sekund znova poskusi shraniti. Izberi drugo mapo za shranjevanje ali sprosti prostor na disku in igra se bo spet shranila sama.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="85"/>
        <source>The settings could not be saved ({detail}). They apply while the game runs; the next start uses the settings saved before.</source>
        <translation>Nastavitev ni bilo mogoče shraniti ({detail}). Veljajo, dokler igra teče; naslednji zagon uporabi prej shranjene nastavitve.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Namig: {why}</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Namig: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Nisi na vrsti.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Igre ni bilo mogoče shraniti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="190"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Računalniški igralec je naredil nemogočo potezo: {error}</translation>
    </message>
    <message>
        <source>A computer player could not decide: {error}</source>
        <translation type="vanished">Računalniški igralec se ni mogel odločiti: {error}</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="78"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Število igralcev se spremeni le z novo partijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="80"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Vsaka različica ima svojo blagajno ali banko, zato druga različica začne novo partijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="82"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="91"/>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="83"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Trenutna partija ostane med shranjenimi partijami. Začnem novo partijo zdaj?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="92"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Novih pravil ni mogoče uporabiti: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="97"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Nova pravila veljajo od naslednjega deljenja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="100"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Nova pravila veljajo od naslednjega deljenja; to deljenje se konča po starih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="149"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="153"/>
        <source>Saved sessions</source>
        <translation>Shranjene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="154"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Te partije ni bilo mogoče nadaljevati: {error}</translation>
    </message>
</context>
<context>
    <name>HumanWords</name>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="76"/>
        <location filename="../prefgui/ui/game/human_words.py" line="78"/>
        <source>Hint: {why}</source>
        <translation>Namig: {why}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="80"/>
        <source>Hint: {what} ({why})</source>
        <translation>Namig: {what} ({why})</translation>
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
        <translation>{title} — se ne shranjuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="55"/>
        <source>Score sheet</source>
        <translation>Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="53"/>
        <source>Score sheet — defence practice</source>
        <translation>Zapisnik — vadba obrambe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="228"/>
        <source>prefgui was started again: this window already plays on the same data folder.</source>
        <translation>prefgui je bil znova zagnan: to okno že igra z isto podatkovno mapo.</translation>
    </message>
    <message>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation type="vanished">Na vrsti si: povleci označeno karto na mizo ali jo dvakrat klikni.</translation>
    </message>
    <message>
        <source>Your turn: choose on the table.</source>
        <translation type="vanished">Na vrsti si: izberi na mizi.</translation>
    </message>
    <message>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation type="vanished">Stanje od začetka partije (plus dobljeno, minus izgubljeno).</translation>
    </message>
    <message>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation type="vanished">Pred tem deljenjem je vsak vplačal {n} ({pot}).</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} razmišlja …</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="vanished">Nisi na vrsti.</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Namig: {why}</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation type="vanished">Še ni končanega deljenja.</translation>
    </message>
    <message>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation type="vanished">Trenutna partija ostane med shranjenimi partijami. Začnem novo partijo zdaj?</translation>
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
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Namig: {what} ({why})</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session.</source>
        <translation type="vanished">Število igralcev se spremeni le z novo partijo.</translation>
    </message>
    <message>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation type="vanished">Vsaka različica ima svojo blagajno ali banko, zato druga različica začne novo partijo.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="vanished">Nastavitve</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Število igralcev se spremeni le z novo partijo. Začnem novo partijo zdaj?</translation>
    </message>
    <message>
        <source>The new rules cannot be used: {reason}</source>
        <translation type="vanished">Novih pravil ni mogoče uporabiti: {reason}</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation type="vanished">Nova pravila veljajo od naslednjega deljenja.</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation type="vanished">Nova pravila veljajo od naslednjega deljenja; to deljenje se konča po starih.</translation>
    </message>
    <message>
        <source>Saved sessions</source>
        <translation type="vanished">Shranjene partije</translation>
    </message>
    <message>
        <source>This session could not be resumed: {error}</source>
        <translation type="vanished">Te partije ni bilo mogoče nadaljevati: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="94"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="95"/>
        <source>&amp;Deal</source>
        <translation>&amp;Deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="96"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="97"/>
        <source>&amp;Drills</source>
        <translation>&amp;Naloge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="98"/>
        <source>D&amp;efence practice</source>
        <translation>Vadba &amp;obrambe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="100"/>
        <source>&amp;Review last deal</source>
        <translation>&amp;Analiziraj zadnje deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="59"/>
        <source>&amp;View</source>
        <translation>&amp;Pogled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="102"/>
        <source>&amp;Help</source>
        <translation>Po&amp;moč</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="37"/>
        <location filename="../prefgui/ui/window/actions.py" line="103"/>
        <source>&amp;New session</source>
        <translation>&amp;Nova partija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="104"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Shranjene partije …</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="105"/>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavitve …</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="60"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="61"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Tema kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="106"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izhod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="107"/>
        <source>&amp;Hint</source>
        <translation>&amp;Namig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="108"/>
        <source>Show &amp;last trick</source>
        <translation>Pokaži &amp;zadnji štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="109"/>
        <source>&amp;Trick history</source>
        <translation>Zgodovina š&amp;tihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="110"/>
        <source>&amp;Claim the rest…</source>
        <translation>&amp;Zahtevaj preostanek…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="111"/>
        <source>Deal s&amp;ummary</source>
        <translation>Povzetek &amp;deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="112"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Naslednje deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="113"/>
        <source>&amp;Progress…</source>
        <translation>&amp;Napredek…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="114"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>Način &amp;vadbe (dovoli vračanje kart)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="115"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Razveljavi mojo zadnjo karto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="62"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Hitrost animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="63"/>
        <source>Slow</source>
        <translation>Počasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="64"/>
        <source>Normal</source>
        <translation>Običajno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="65"/>
        <source>Fast</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="66"/>
        <source>Off</source>
        <translation>Izklopljeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="69"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Celozaslonski način</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="116"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Pozdrav</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="117"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Bližnjice na tipkovnici</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="118"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="119"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="131"/>
        <source>No trick has been completed yet.</source>
        <translation>Noben štih še ni bil odigran.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izberi karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj izbrano karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Preslednica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;premikanje med gumbi plošče za odločitve in pritisk nanje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;namig&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pokaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zgodovina štihov&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zapisnik&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;naslednje deljenje (ko je deljenje končano)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pravila&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;razveljavi mojo zadnjo karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celozaslonski način&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izhod&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="33"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zahtevaj preostale štihe&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="35"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;defence practice&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vadba obrambe&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Zadnji štih: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="154"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Način vadbe: svoje karte lahko vzameš nazaj (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="155"/>
        <source>Practice mode is off.</source>
        <translation>Način vadbe je izklopljen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="161"/>
        <source>Nothing to undo in this deal.</source>
        <translation>V tem deljenju ni česa razveljaviti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>Bližnjice na tipkovnici</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izberi karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj izbrano karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Preslednica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;premikanje med gumbi plošče za odločitve in pritisk nanje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;namig&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pokaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;razveljavi mojo zadnjo karto&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;celozaslonski način&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izhod&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>About prefgui</source>
        <translation>O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferans proti računalniku: avstrijska, ilustrirana, zahodnobalkanska, madžarska, podonavskošvabska in ameriška pravila.&lt;/p&gt;&lt;p&gt;Prosto programje pod licenco GNU GPL, različica 3 ali novejša. Slike kart: lastne. Pisava: DejaVu Sans (prosta licenca).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>direction</source>
        <translation type="vanished">Smer igre</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation type="vanished">Ko vsi rečejo naprej</translation>
    </message>
    <message>
        <source>hold</source>
        <translation type="vanished">Prevzem licitacije</translation>
    </message>
    <message>
        <source>raise step</source>
        <translation type="vanished">Korak licitacije</translation>
    </message>
    <message>
        <source>hand bid only before plain bid</source>
        <translation type="vanished">Iz roke le pred navadno licitacijo</translation>
    </message>
    <message>
        <source>one more rule</source>
        <translation type="vanished">Pravilo »le ena več«</translation>
    </message>
    <message>
        <source>illustrated ranking</source>
        <translation type="vanished">Vrstni red iger (ilustrirani)</translation>
    </message>
    <message>
        <source>illustrated form</source>
        <translation type="vanished">Oblika (ilustrirani)</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation type="vanished">Lestvica iger</translation>
    </message>
    <message>
        <source>talon shown</source>
        <translation type="vanished">Talon se pokaže</translation>
    </message>
    <message>
        <source>widow order</source>
        <translation type="vanished">Vrstni red pri talonu</translation>
    </message>
    <message>
        <source>invitation</source>
        <translation type="vanished">Povabilo partnerja</translation>
    </message>
    <message>
        <source>first defender may invite</source>
        <translation type="vanished">Prvi branilec sme povabiti</translation>
    </message>
    <message>
        <source>concession window</source>
        <translation type="vanished">Kdaj se nosilec igre sme predati</translation>
    </message>
    <message>
        <source>joint concession</source>
        <translation type="vanished">Skupno podarjanje igre</translation>
    </message>
    <message>
        <source>open defender comms</source>
        <translation type="vanished">Dogovarjanje branilcev pri odprtih igrah</translation>
    </message>
    <message>
        <source>contra</source>
        <translation type="vanished">Kontra</translation>
    </message>
    <message>
        <source>contra on</source>
        <translation type="vanished">Kontra pri</translation>
    </message>
    <message>
        <source>contra levels</source>
        <translation type="vanished">Stopnje kontre</translation>
    </message>
    <message>
        <source>compulsory contra on spades</source>
        <translation type="vanished">Obvezna kontra proti piku</translation>
    </message>
    <message>
        <source>must trump</source>
        <translation type="vanished">Obvezno vreči adut</translation>
    </message>
    <message>
        <source>must head</source>
        <translation type="vanished">Obvezno preseči</translation>
    </message>
    <message>
        <source>first lead</source>
        <translation type="vanished">Prvi izhod</translation>
    </message>
    <message>
        <source>sans first lead</source>
        <translation type="vanished">Prvi izhod pri igri brez aduta</translation>
    </message>
    <message>
        <source>slam6 run</source>
        <translation type="vanished">Šest zapored pri valatu</translation>
    </message>
    <message>
        <source>dealer unit payer</source>
        <translation type="vanished">Kdo plača enoto</translation>
    </message>
    <message>
        <source>invite fail penalty</source>
        <translation type="vanished">Kazen za neuspešno povabilo</translation>
    </message>
    <message>
        <source>inviter gets dealer unit</source>
        <translation type="vanished">Povabitelj dobi delivčevo enoto</translation>
    </message>
    <message>
        <source>concession invited</source>
        <translation type="vanished">Predaja proti povabljeni obrambi</translation>
    </message>
    <message>
        <source>multiply by contract value</source>
        <translation type="vanished">Množenje s številko igre</translation>
    </message>
    <message>
        <source>original scoring</source>
        <translation type="vanished">Izvirno točkovanje</translation>
    </message>
    <message>
        <source>original multiplier basis</source>
        <translation type="vanished">Osnova za množitelj</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation type="vanished">Zaokroževanje</translation>
    </message>
    <message>
        <source>original scope</source>
        <translation type="vanished">Obseg izvirnega točkovanja</translation>
    </message>
    <message>
        <source>pot shortfall</source>
        <translation type="vanished">Premalo v blagajni</translation>
    </message>
    <message>
        <source>defence quota</source>
        <translation type="vanished">Kvota obrambe</translation>
    </message>
    <message>
        <source>invited trick credit</source>
        <translation type="vanished">Štihi povabljenega</translation>
    </message>
    <message>
        <source>sans defender payments</source>
        <translation type="vanished">Plačila branilcem pri igri brez aduta</translation>
    </message>
    <message>
        <source>bank model</source>
        <translation type="vanished">Vrsta banke</translation>
    </message>
    <message>
        <source>balkan concession</source>
        <translation type="vanished">Predaja (balkanski)</translation>
    </message>
    <message>
        <source>refa</source>
        <translation type="vanished">Refa</translation>
    </message>
    <message>
        <source>refa limit</source>
        <translation type="vanished">Največ ref</translation>
    </message>
    <message>
        <source>refa consume</source>
        <translation type="vanished">Poraba refe</translation>
    </message>
    <message>
        <source>hand value plus one</source>
        <translation type="vanished">Igra iz roke je vredna eno več</translation>
    </message>
    <message>
        <source>equal talon payment</source>
        <translation type="vanished">Plačilo za enaki karti v talonu</translation>
    </message>
    <message>
        <source>overtrick payment</source>
        <translation type="vanished">Plačilo za štihe več in manj</translation>
    </message>
    <message>
        <source>american payout</source>
        <translation type="vanished">Izplačilo (ameriški)</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation type="vanished">Tabela izplačil</translation>
    </message>
    <message>
        <source>failure penalty</source>
        <translation type="vanished">Kazen za izgubljeno igro</translation>
    </message>
    <message>
        <source>preference bonus</source>
        <translation type="vanished">Bonus Préférence</translation>
    </message>
    <message>
        <source>preference bonus scope</source>
        <translation type="vanished">Obseg bonusa Préférence</translation>
    </message>
    <message>
        <source>preference bonus payers</source>
        <translation type="vanished">Kdo plača bonus Préférence</translation>
    </message>
    <message>
        <source>four aces bonus</source>
        <translation type="vanished">Bonus za štiri ase</translation>
    </message>
    <message>
        <source>four aces count</source>
        <translation type="vanished">Kje se štejejo štirje asi</translation>
    </message>
    <message>
        <source>no ace bonus</source>
        <translation type="vanished">Bonus brez asa</translation>
    </message>
    <message>
        <source>no ace hand games</source>
        <translation type="vanished">Napoved »brez asa« pri igrah iz roke</translation>
    </message>
    <message>
        <source>conventions status</source>
        <translation type="vanished">Veljavnost konvencij</translation>
    </message>
    <message>
        <source>c3 high</source>
        <translation type="vanished">»Zelo visoka« pri C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="123"/>
        <source>Direction of play</source>
        <translation>Smer igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="124"/>
        <source>When everybody passes</source>
        <translation>Ko vsi rečejo naprej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="125"/>
        <source>Holding a bid</source>
        <translation>Držanje licitacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="126"/>
        <source>Raising the bid</source>
        <translation>Dviganje licitacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="127"/>
        <source>Hand bid only before a plain bid</source>
        <translation>Iz roke le pred navadno licitacijo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="128"/>
        <source>One-more rule</source>
        <translation>Pravilo »le ena več«</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="129"/>
        <source>Rank of open misère and slam</source>
        <translation>Rang odprtega berača in valata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="130"/>
        <source>Form of the game</source>
        <translation>Oblika igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="131"/>
        <source>Contracts above the suits</source>
        <translation>Igre nad barvami</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="132"/>
        <source>Talon shown to the defenders</source>
        <translation>Talon se pokaže</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="133"/>
        <source>Taking the widow</source>
        <translation>Jemanje talona</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="134"/>
        <source>Invitation</source>
        <translation>Povabilo partnerja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="135"/>
        <source>First defender may invite</source>
        <translation>Prvi branilec sme povabiti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="136"/>
        <source>When the declarer may give up</source>
        <translation>Kdaj se nosilec igre sme predati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="137"/>
        <source>Defenders may concede together</source>
        <translation>Skupno podarjanje igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="138"/>
        <source>Defenders talking in open contracts</source>
        <translation>Dogovarjanje branilcev pri odprtih igrah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="139"/>
        <source>Contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="140"/>
        <source>Contra allowed against</source>
        <translation>Kontra pri</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="141"/>
        <source>Contra levels</source>
        <translation>Stopnje kontre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="142"/>
        <source>Compulsory contra against spades</source>
        <translation>Obvezna kontra proti piku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="143"/>
        <source>Must trump</source>
        <translation>Obvezno vreči adut</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="144"/>
        <source>Must beat the trick</source>
        <translation>Obvezno preseči</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="145"/>
        <source>First lead</source>
        <translation>Prvi izhod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="146"/>
        <source>First lead in sans</source>
        <translation>Prvi izhod pri igri brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="147"/>
        <source>Six-in-a-row slam</source>
        <translation>Šest zapored pri valatu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="148"/>
        <source>Who pays the unit for 2 tricks</source>
        <translation>Kdo plača enoto za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="149"/>
        <source>Penalty for a failed invitation</source>
        <translation>Kazen za neuspešno povabilo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="150"/>
        <source>Inviter gets the dealer&apos;s unit</source>
        <translation>Povabitelj dobi delivčevo enoto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="151"/>
        <source>Giving up against an invited defence</source>
        <translation>Predaja proti povabljeni obrambi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="152"/>
        <source>Multiply by the contract&apos;s number</source>
        <translation>Množenje s številko igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="153"/>
        <source>Original scoring</source>
        <translation>Izvirno točkovanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="154"/>
        <source>Original scoring: pot measured</source>
        <translation>Izvirni obračun: kdaj se meri blagajna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="155"/>
        <source>Rounding</source>
        <translation>Zaokroževanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="156"/>
        <source>Original scoring applies to</source>
        <translation>Obseg izvirnega točkovanja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="157"/>
        <source>When the pot runs short</source>
        <translation>Premalo v blagajni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="158"/>
        <source>Tricks the defence needs</source>
        <translation>Kvota obrambe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="159"/>
        <source>Invited defender&apos;s tricks paid to</source>
        <translation>Za štihe povabljenega prejme</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="160"/>
        <source>Defender payments in sans</source>
        <translation>Plačila branilcem pri igri brez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="161"/>
        <source>Kind of bank</source>
        <translation>Vrsta banke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="162"/>
        <source>Giving up</source>
        <translation>Predaja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="163"/>
        <source>Refa marks</source>
        <translation>Refe</translation>
    </message>
    <message>
        <source>Most refa marks at once</source>
        <translation type="vanished">Največ ref hkrati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="164"/>
        <source>Rounds of refa marks a session</source>
        <translation>Krogov ref na partijo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="165"/>
        <source>The refa limit counts</source>
        <translation>Meja ref šteje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="166"/>
        <source>A refa mark is used</source>
        <translation>Refa se porabi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="167"/>
        <source>Hand contract worth one more</source>
        <translation>Igra iz roke je vredna eno več</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="168"/>
        <source>Payment for a paired talon</source>
        <translation>Plačilo za enaki karti v talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="169"/>
        <source>Over- and undertricks paid</source>
        <translation>Plačilo za štihe več in manj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="170"/>
        <source>Reward from the pot</source>
        <translation>Dobitek iz blagajne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="171"/>
        <source>Reward amounts</source>
        <translation>Zneski dobitka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="172"/>
        <source>Penalty for failing</source>
        <translation>Kazen za izgubljeno igro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="173"/>
        <source>Préférence bonus</source>
        <translation>Bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="174"/>
        <source>Préférence bonus applies to</source>
        <translation>Obseg bonusa Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="175"/>
        <source>Préférence bonus paid by</source>
        <translation>Kdo plača bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="176"/>
        <source>Four aces bonus</source>
        <translation>Bonus za štiri ase</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="177"/>
        <source>Where the four aces count</source>
        <translation>Kje se štejejo štirje asi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="178"/>
        <source>No-ace bonus</source>
        <translation>Bonus brez asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="179"/>
        <source>No-ace announcement in hand games</source>
        <translation>Napoved »brez asa« pri igrah iz roke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="180"/>
        <source>Defender conventions</source>
        <translation>Dogovori branilcev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="181"/>
        <source>“Very high” in C3</source>
        <translation>»Zelo visoka« pri C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="182"/>
        <source>Settle the C1 compensation</source>
        <translation>Obračunaj nadomestilo za C1</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="184"/>
        <source>Size of the pool</source>
        <translation>Velikost pulje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="185"/>
        <source>Misère only as the first call</source>
        <translation>Berač samo kot prva licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="186"/>
        <source>Bids without the talon</source>
        <translation>Igre brez talona</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="187"/>
        <source>Ten-trick contract</source>
        <translation>Igra na deset štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="188"/>
        <source>Half-whist on</source>
        <translation>Pol vista pri igrah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="189"/>
        <source>Who may half-whist</source>
        <translation>Kdo sme reči pol vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="190"/>
        <source>Half-whister overruled by a whist</source>
        <translation>Pol vista, ko partner vendarle vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="191"/>
        <source>Stalingrad</source>
        <translation>Stalingrad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="192"/>
        <source>Open whist: hands laid down</source>
        <translation>Odprti vist: kdaj se karte odprejo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="193"/>
        <source>Misère: the catchers&apos; hands laid down</source>
        <translation>Berač: kdaj branilca odpreta karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="194"/>
        <source>Whists for a defence trick</source>
        <translation>Visti za štih branilcev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="195"/>
        <source>Mountain for an undertrick</source>
        <translation>Gora za manjkajoči štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="196"/>
        <source>Consolation for an undertrick</source>
        <translation>Konsolacija za manjkajoči štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="197"/>
        <source>Consolation written by</source>
        <translation>Kdo piše konsolacijo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="198"/>
        <source>Lone whister on a failed contract</source>
        <translation>Edini vistač, ko nosilec igre pade</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="199"/>
        <source>Mountain for a whister&apos;s missing trick</source>
        <translation>Gora za štihe, ki manjkajo vistačem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="200"/>
        <source>Two whisters short on six or seven</source>
        <translation>Vistača brez dovolj štihov pri šest ali sedem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="201"/>
        <source>Two whisters without a trick on eight or more</source>
        <translation>Vistača brez štiha pri osem ali več</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="202"/>
        <source>Mountain for a misère trick</source>
        <translation>Gora za štih pri beraču</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="203"/>
        <source>Worth of a pool point</source>
        <translation>Vrednost točke pulje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="204"/>
        <source>The pool closes at its size</source>
        <translation>Pulja se zapre pri svoji velikosti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="205"/>
        <source>Points over a closed pool</source>
        <translation>Točke nad zaprto puljo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="206"/>
        <source>End of the pulka</source>
        <translation>Konec pulke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="207"/>
        <source>No end during all-pass deals</source>
        <translation>Brez konca med raspasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="208"/>
        <source>All-pass deals written</source>
        <translation>Zapis raspasov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="209"/>
        <source>All-pass progression</source>
        <translation>Progresija pri raspasih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="210"/>
        <source>No trick in an all-pass deal</source>
        <translation>Brez štiha pri raspasih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="211"/>
        <source>All-pass: only tricks above the fewest</source>
        <translation>Raspasi: le štihi nad najmanjšim številom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="212"/>
        <source>Whists for an all-pass trick</source>
        <translation>Visti za štih pri raspasih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="213"/>
        <source>All-pass whists count</source>
        <translation>Visti pri raspasih štejejo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="214"/>
        <source>Talon in an all-pass deal</source>
        <translation>Talon pri raspasih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="215"/>
        <source>Talon trick nobody follows</source>
        <translation>Štih iz talona, ki mu nihče ne prizna barve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="216"/>
        <source>Lead to the third all-pass trick</source>
        <translation>Začetek tretjega štiha raspasov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="217"/>
        <source>Dealer scored in all-pass deals</source>
        <translation>Delivcu se raspasi zapisujejo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="218"/>
        <source>End of a series of all-pass deals</source>
        <translation>Kaj prekine niz raspasov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="219"/>
        <source>Exit from all-pass deals</source>
        <translation>Izhod iz raspasov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="220"/>
        <source>Misère after an all-pass deal</source>
        <translation>Berač po raspasih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="221"/>
        <source>Without three</source>
        <translation>Brez treh</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="222"/>
        <source>Dealer&apos;s talon bonuses</source>
        <translation>Nagrade delivcu za talon</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <source>cw</source>
        <translation type="vanished">v smeri urinega kazalca</translation>
    </message>
    <message>
        <source>acw</source>
        <translation type="vanished">v nasprotni smeri urinega kazalca</translation>
    </message>
    <message>
        <source>last player forced</source>
        <translation type="vanished">zadnji mora licitirati</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation type="vanished">ponovno deljenje</translation>
    </message>
    <message>
        <source>any</source>
        <translation type="vanished">poljubno</translation>
    </message>
    <message>
        <source>exactly one</source>
        <translation type="vanished">natanko ena</translation>
    </message>
    <message>
        <source>open exception</source>
        <translation type="vanished">izjema za odprte igre</translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="vanished">navadno</translation>
    </message>
    <message>
        <source>open contracts</source>
        <translation type="vanished">odprte igre</translation>
    </message>
    <message>
        <source>six in a row</source>
        <translation type="vanished">šest zapored</translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="vanished">standardna</translation>
    </message>
    <message>
        <source>sans7</source>
        <translation type="vanished">brez aduta kot 7</translation>
    </message>
    <message>
        <source>extended</source>
        <translation type="vanished">razširjena</translation>
    </message>
    <message>
        <source>extended no one</source>
        <translation type="vanished">razširjena brez igre na en štih</translation>
    </message>
    <message>
        <source>serbian</source>
        <translation type="vanished">srbska</translation>
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
        <translation type="vanished">po odločitvi obrambe</translation>
    </message>
    <message>
        <source>any time before lead</source>
        <translation type="vanished">kadar koli pred izhodom</translation>
    </message>
    <message>
        <source>table talk</source>
        <translation type="vanished">dogovarjanje dovoljeno</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">brez dogovarjanja</translation>
    </message>
    <message>
        <source>full view</source>
        <translation type="vanished">popoln vpogled</translation>
    </message>
    <message>
        <source>all</source>
        <translation type="vanished">vse</translation>
    </message>
    <message>
        <source>trick contracts</source>
        <translation type="vanished">igre na štihe</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation type="vanished">nosilec igre</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation type="vanished">forhend</translation>
    </message>
    <message>
        <source>as first lead</source>
        <translation type="vanished">kot prvi izhod</translation>
    </message>
    <message>
        <source>defender before declarer</source>
        <translation type="vanished">branilec pred nosilcem igre</translation>
    </message>
    <message>
        <source>any run</source>
        <translation type="vanished">katero koli zaporedje</translation>
    </message>
    <message>
        <source>from trick 1</source>
        <translation type="vanished">od prvega štiha</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="vanished">delivec</translation>
    </message>
    <message>
        <source>inviter 5</source>
        <translation type="vanished">5 povabitelju</translation>
    </message>
    <message>
        <source>both 3</source>
        <translation type="vanished">vsakemu po 3</translation>
    </message>
    <message>
        <source>after dealer stake</source>
        <translation type="vanished">po delivčevem vložku</translation>
    </message>
    <message>
        <source>before</source>
        <translation type="vanished">pred njim</translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="vanished">natančno</translation>
    </message>
    <message>
        <source>floor</source>
        <translation type="vanished">navzdol</translation>
    </message>
    <message>
        <source>half up</source>
        <translation type="vanished">matematično</translation>
    </message>
    <message>
        <source>pot payments only</source>
        <translation type="vanished">le plačila z blagajno</translation>
    </message>
    <message>
        <source>pay available</source>
        <translation type="vanished">izplačati, kar je v njej</translation>
    </message>
    <message>
        <source>allow negative</source>
        <translation type="vanished">sme v minus</translation>
    </message>
    <message>
        <source>individual</source>
        <translation type="vanished">posamično</translation>
    </message>
    <message>
        <source>joint</source>
        <translation type="vanished">skupno</translation>
    </message>
    <message>
        <source>inviter</source>
        <translation type="vanished">povabitelj</translation>
    </message>
    <message>
        <source>invited</source>
        <translation type="vanished">povabljeni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="226"/>
        <source>clockwise</source>
        <translation>v smeri urinega kazalca</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="227"/>
        <source>anticlockwise</source>
        <translation>v nasprotni smeri urinega kazalca</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="228"/>
        <source>the last player must bid</source>
        <translation>zadnji mora licitirati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="229"/>
        <source>deal again</source>
        <translation>ponovno deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="230"/>
        <source>any higher bid</source>
        <translation>katera koli višja licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="231"/>
        <source>exactly one higher</source>
        <translation>natanko ena višje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="232"/>
        <source>open misère and slam above hand 1–6</source>
        <translation>odprti berač in valat nad igrami iz roke 1–6</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="233"/>
        <source>every hand bid above every plain bid</source>
        <translation>vsaka igra iz roke nad vsako navadno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="234"/>
        <source>with open misère and open slam</source>
        <translation>z odprtim beračem in odprtim valatom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="235"/>
        <source>misère and six-in-a-row slam</source>
        <translation>berač in valat šestih zaporednih štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="236"/>
        <source>standard ladder</source>
        <translation>običajni vrstni red</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="237"/>
        <source>sans at level 7</source>
        <translation>brez aduta kot 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="238"/>
        <source>extended ladder</source>
        <translation>razširjeni vrstni red</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="239"/>
        <source>extended, no one-trick game</source>
        <translation>razširjena brez igre na en štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="240"/>
        <source>Serbian ladder</source>
        <translation>srbski vrstni red</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="241"/>
        <source>take the widow, then discard (Foster)</source>
        <translation>najprej vzeti talon, nato odvreči (Foster)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="242"/>
        <source>discard, then take the widow (USPCC)</source>
        <translation>najprej odvreči, nato vzeti talon (USPCC)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="243"/>
        <source>after the defenders decide</source>
        <translation>po odločitvi obrambe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="244"/>
        <source>any time before the first card</source>
        <translation>kadar koli pred izhodom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="245"/>
        <source>they may talk</source>
        <translation>smeta se dogovarjati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="246"/>
        <source>no talking</source>
        <translation>brez dogovarjanja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="247"/>
        <source>they see each other&apos;s cards</source>
        <translation>vidita karte drug drugega</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="248"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="295"/>
        <source>every contract</source>
        <translation>vsaka igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="249"/>
        <source>trick contracts only</source>
        <translation>igre na štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="250"/>
        <source>contra and recontra</source>
        <translation>kontra in rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="251"/>
        <source>up to subcontra and mortcontra</source>
        <translation>do subkontre in mortkontre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="252"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="259"/>
        <source>the declarer</source>
        <translation>nosilec igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="253"/>
        <source>forehand (first to bid)</source>
        <translation>forhend (licitira prvi)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="254"/>
        <source>as in other contracts</source>
        <translation>kot pri drugih igrah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="255"/>
        <source>the defender before the declarer</source>
        <translation>branilec pred nosilcem igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="256"/>
        <source>any six tricks in a row</source>
        <translation>katerih koli šest zaporednih štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="257"/>
        <source>the first six tricks</source>
        <translation>prvih šest štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="258"/>
        <source>the dealer</source>
        <translation>delivec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="260"/>
        <source>1 unit</source>
        <translation>1 enota</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="261"/>
        <source>10 units</source>
        <translation>10 enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="262"/>
        <source>5 to the inviter</source>
        <translation>5 povabitelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="263"/>
        <source>3 to each defender</source>
        <translation>3 vsakemu branilcu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="264"/>
        <source>after the dealer&apos;s 10</source>
        <translation>po delivčevih 10</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="265"/>
        <source>before the dealer&apos;s 10</source>
        <translation>pred delivčevimi 10</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="266"/>
        <source>exact fractions</source>
        <translation>natančni ulomki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="267"/>
        <source>round down</source>
        <translation>navzdol</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="268"/>
        <source>round to the nearest</source>
        <translation>matematično</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="269"/>
        <source>every payment</source>
        <translation>vsako plačilo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="270"/>
        <source>payments to and from the pot only</source>
        <translation>le plačila z blagajno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="271"/>
        <source>pay what the pot holds</source>
        <translation>izplačati, kar je v njej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="272"/>
        <source>the pot may go negative</source>
        <translation>sme v minus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="273"/>
        <source>2 tricks each</source>
        <translation>vsak po 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="274"/>
        <source>4 tricks together</source>
        <translation>4 štihi skupaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="275"/>
        <source>the inviter</source>
        <translation>povabitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="276"/>
        <source>the invited defender</source>
        <translation>povabljeni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="277"/>
        <source>nobody</source>
        <translation>nihče</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="278"/>
        <source>an account without limit</source>
        <translation>račun brez omejitve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="279"/>
        <source>a pot that can run dry</source>
        <translation>blagajna, ki se lahko izprazni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="280"/>
        <source>as a failure</source>
        <translation>kot izgubljena igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="281"/>
        <source>as a failure, plus 2 tricks to each defender</source>
        <translation>kot izgubljena igra, plus 2 štiha vsakemu branilcu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="282"/>
        <source>the rounds of a session</source>
        <translation>kroge partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="283"/>
        <source>each player&apos;s unused marks</source>
        <translation>neporabljene refe vsakega igralca</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="284"/>
        <source>by every contract</source>
        <translation>z vsako igro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="285"/>
        <source>only when cards are played</source>
        <translation>le ob igranju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="286"/>
        <source>2 units</source>
        <translation>2 enoti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="287"/>
        <source>4 units</source>
        <translation>4 enote</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="288"/>
        <source>nothing</source>
        <translation>nič</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="289"/>
        <source>to each defender</source>
        <translation>vsakemu branilcu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="290"/>
        <source>once in all</source>
        <translation>enkrat skupaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="291"/>
        <source>once per contract</source>
        <translation>na igro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="292"/>
        <source>per trick taken</source>
        <translation>na štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="294"/>
        <source>hand hearts only</source>
        <translation>le srce iz roke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="297"/>
        <source>the defenders who play</source>
        <translation>branilci, ki branijo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="298"/>
        <source>in the ten cards played</source>
        <translation>v desetih odigranih kartah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="299"/>
        <source>anywhere in the twelve</source>
        <translation>kjer koli v dvanajstih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="300"/>
        <source>judged on the ten cards held</source>
        <translation>po desetih kartah v roki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="302"/>
        <source>advice</source>
        <translation>nasvet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="304"/>
        <source>an ethical duty</source>
        <translation>etična dolžnost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="305"/>
        <source>C1 is a law of the game</source>
        <translation>C1 je pravilo igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="306"/>
        <source>ace or king</source>
        <translation>as ali kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="307"/>
        <source>one of the top two cards still out</source>
        <translation>ena od dveh najvišjih kart, ki še nista padli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="309"/>
        <source>never: every bid must be higher</source>
        <translation>nikoli: vsaka licitacija mora biti višja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="310"/>
        <source>only past a player who passed</source>
        <translation>le prek igralca, ki je rekel naprej</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="311"/>
        <source>by the earlier seat</source>
        <translation>po vrstnem redu sedežev</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="312"/>
        <source>the player after the declarer</source>
        <translation>igralec za nosilcem igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="313"/>
        <source>whisted: one trick to take</source>
        <translation>vista se: potreben je en štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="314"/>
        <source>checked: played open, no whists</source>
        <translation>preverja se: odprto, brez vistov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="315"/>
        <source>no contract (no half-whist)</source>
        <translation>pri nobeni (brez pol vista)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="316"/>
        <source>only the second defender</source>
        <translation>le drugi branilec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="317"/>
        <source>either defender, the other may answer</source>
        <translation>kateri koli branilec, drugi sme odgovoriti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="318"/>
        <source>he is an ordinary passer</source>
        <translation>šteje se, kot da je rekel pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="319"/>
        <source>he gets nothing</source>
        <translation>ne dobi ničesar</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="320"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="323"/>
        <source>before the first lead</source>
        <translation>pred prvim izigravanjem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="321"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="322"/>
        <source>after the first card</source>
        <translation>po prvi karti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="324"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="326"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="329"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="337"/>
        <source>the contract price</source>
        <translation>vrednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="325"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="327"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="330"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="338"/>
        <source>twice the contract price</source>
        <translation>dvojna vrednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="328"/>
        <source>no consolation</source>
        <translation>brez konsolacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="331"/>
        <source>everybody but the declarer</source>
        <translation>vsi razen nosilca igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="332"/>
        <source>both defenders</source>
        <translation>oba branilca</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="333"/>
        <source>the whisters only</source>
        <translation>le vistači</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="334"/>
        <source>whists for both hands (greedy whist)</source>
        <translation>visti za obe roki (pohlepni vist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="335"/>
        <source>half to the passer (gentleman&apos;s whist)</source>
        <translation>polovica tistemu, ki je rekel pas (gentlemanski vist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="336"/>
        <source>whists for his own tricks only</source>
        <translation>visti le za lastne štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="339"/>
        <source>charged no more than the defence lacks</source>
        <translation>največ toliko, kolikor branilcema manjka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="340"/>
        <source>each charged for his own half</source>
        <translation>vsak za svojo polovico</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="341"/>
        <source>the second whister pays</source>
        <translation>plača drugi vistač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="342"/>
        <source>nobody pays</source>
        <translation>nihče ne plača</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="343"/>
        <source>one mountain point</source>
        <translation>ena točka gore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="344"/>
        <source>two mountain points</source>
        <translation>dve točki gore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="345"/>
        <source>help the fullest open pool first</source>
        <translation>najprej pomagajo najpolnejši odprti pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="346"/>
        <source>come off the mountain</source>
        <translation>se odpišejo z gore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="347"/>
        <source>when the pools are full</source>
        <translation>ko so vse pulje polne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="348"/>
        <source>when the players agree</source>
        <translation>ko se igralci dogovorijo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="349"/>
        <source>on the mountain</source>
        <translation>na goro</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="350"/>
        <source>as whists</source>
        <translation>kot visti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="351"/>
        <source>the trick price in the pool</source>
        <translation>ceno štiha v puljo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="352"/>
        <source>one point in the pool</source>
        <translation>eno točko v puljo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="353"/>
        <source>every trick</source>
        <translation>vsak štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="354"/>
        <source>tricks above the fewest</source>
        <translation>štihe nad najmanjšim številom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="355"/>
        <source>leads the first two tricks</source>
        <translation>začne prva dva štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="356"/>
        <source>set aside</source>
        <translation>se odloži</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="357"/>
        <source>goes to the forehand</source>
        <translation>dobi ga forhend</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="358"/>
        <source>goes to nobody</source>
        <translation>ga ne dobi nihče</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="359"/>
        <source>the forehand</source>
        <translation>forhend</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="360"/>
        <source>the winner of the second trick</source>
        <translation>kdor je pobral drugi štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="361"/>
        <source>any contract, made or not</source>
        <translation>katera koli igra, dobljena ali ne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="362"/>
        <source>a made contract, played or not</source>
        <translation>dobljena igra, igrana ali ne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="363"/>
        <source>a contract made in play</source>
        <translation>igra, dobljena z igranjem</translation>
    </message>
    <message>
        <source>account</source>
        <translation type="vanished">račun</translation>
    </message>
    <message>
        <source>pot</source>
        <translation type="vanished">blagajna</translation>
    </message>
    <message>
        <source>as failure</source>
        <translation type="vanished">kot izgubljena igra</translation>
    </message>
    <message>
        <source>failure plus tricks k</source>
        <translation type="vanished">izgubljena igra in plačilo za štihe</translation>
    </message>
    <message>
        <source>on declare</source>
        <translation type="vanished">ob napovedi</translation>
    </message>
    <message>
        <source>on play only</source>
        <translation type="vanished">le ob igranju</translation>
    </message>
    <message>
        <source>per defender</source>
        <translation type="vanished">vsakemu branilcu</translation>
    </message>
    <message>
        <source>total</source>
        <translation type="vanished">skupaj</translation>
    </message>
    <message>
        <source>per contract</source>
        <translation type="vanished">na igro</translation>
    </message>
    <message>
        <source>per trick</source>
        <translation type="vanished">na štih</translation>
    </message>
    <message>
        <source>hand hearts</source>
        <translation type="vanished">le srce iz roke</translation>
    </message>
    <message>
        <source>all contracts</source>
        <translation type="vanished">vse igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="296"/>
        <source>both opponents</source>
        <translation>oba nasprotnika</translation>
    </message>
    <message>
        <source>playing defenders</source>
        <translation type="vanished">branilci, ki branijo</translation>
    </message>
    <message>
        <source>played hand</source>
        <translation type="vanished">odigrane karte</translation>
    </message>
    <message>
        <source>twelve cards</source>
        <translation type="vanished">dvanajst kart</translation>
    </message>
    <message>
        <source>ten cards</source>
        <translation type="vanished">deset kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="301"/>
        <source>not allowed</source>
        <translation>ni dovoljeno</translation>
    </message>
    <message>
        <source>advisory</source>
        <translation type="vanished">nasvet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="303"/>
        <source>off</source>
        <translation>izklopljeno</translation>
    </message>
    <message>
        <source>ethical</source>
        <translation type="vanished">etična dolžnost</translation>
    </message>
    <message>
        <source>integral c1</source>
        <translation type="vanished">C1 kot pravilo</translation>
    </message>
    <message>
        <source>A or K</source>
        <translation type="vanished">A ali K</translation>
    </message>
    <message>
        <source>top two outstanding</source>
        <translation type="vanished">dve najvišji preostali</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="17"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="293"/>
        <source>the same as the reward</source>
        <translation>toliko kot dobitek</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="21"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Smer deljenja in igre (le kako je miza narisana).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="22"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Ko vsi rečejo naprej: zadnji igralec mora licitirati, ali pa deljenje ne šteje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="23"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Igralec, ki sedi prej, sme obdržati (prevzeti) trenutno licitacijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="24"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Višja licitacija sme preskočiti stopnje, ali pa mora biti natanko za ena višja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="25"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Igralec, ki je že dal navadno licitacijo ali rekel »moje«, ne sme več licitirati iz roke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="26"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Navadne licitacije le za ena nad trenutno; po navadni ni licitacije iz roke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="27"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Navadni odprti berač/valat sta višja od licitacij iz roke 1–6, ali pa so vse licitacije iz roke višje od vseh navadnih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="28"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Igre 5–8 z odprtim beračem in odprtim valatom, ali le berač in valat s šestimi štihi zapored.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="29"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Igre nad barvami: berač, valat, brez aduta, igra na en štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="30"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Nosilec igre pokaže talon branilcema, preden ga vzame.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="31"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Po zmagi v drugem krogu: vzeti talon in nato založiti, ali založiti in nato vzeti talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="32"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Branilec sme povabiti partnerja, ki je izstopil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="33"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Če prvi branilec brani, drugi pa izstopi, ga sme prvi povabiti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="34"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Nosilec igre se sme predati po odločitvah branilcev, ali kadar koli pred prvo karto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="35"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>Pri beraču in valatu smeta oba branilca skupaj nosilcu igre podariti igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="36"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>Pri odprtih igrah se branilca smeta dogovarjati o igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="37"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Branilec sme reči kontra (podvoji), nosilec igre rekontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="38"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra pri vsaki igri, ali le pri igrah na štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="39"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Le kontra in rekontra, ali tudi subkontra in mordkontra (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="40"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Proti piku mora branilec, ki brani, reči kontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="41"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Igralec, ki ne more priznati barve, mora vreči adut, če ga ima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="42"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Igralec mora preseči karto, ki pobira štih, če lahko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="43"/>
        <source>Who leads to the first trick.</source>
        <translation>Kdo začne prvi štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="44"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Pri igri brez aduta sme prvi izigrati branilec, ki sedi pred nosilcem igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="45"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Valat šest zapored: katerih koli šest zaporednih štihov, ali prvih šest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="46"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Kdo plača enoto vsakemu branilcu, ki je pobral 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="47"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Koliko povabitelj plača v blagajno, ko obramba pobere manj kot 4 štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="48"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Povabitelj, katerega obramba pobere 4 štihe, dobi enoto od delivca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="49"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Predaja proti povabljeni obrambi: 5 povabitelju, ali vsakemu po 3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="50"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Vsako plačilo se pomnoži s številko igre (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="51"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Delivec vloži 10; plačila rastejo z blagajno (blagajna/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="52"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Izvirno točkovanje: blagajna se meri po delivčevih 10 ali pred njimi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="53"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Izvirno točkovanje: natančni ulomki, ali zaokroženi zneski.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="54"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Izvirno točkovanje preračuna vsako plačilo, ali le plačila v blagajno in iz nje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="55"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Ko izplačilo preseže blagajno: izplača se, kar je v njej, ali pa gre blagajna v minus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="56"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Vsak branilec potrebuje 2 štiha, ali pa nihče ne plača, če obramba pobere 4.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="57"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Kdo dobi plačilo za štihe povabljenega branilca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="58"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Igra brez aduta šteje kot igra na štihe za kvote branilcev in plačila za štihe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="59"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Banka je neomejen račun, ali blagajna, ki izplača le, kar ima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="60"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Predaja se šteje kot izgubljena igra, poleg tega (druga vrednost) plačilo za 2 štiha vsakemu branilcu, ki brani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="61"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Ko vsi rečejo naprej, dobi vsak igralec refo, ki podvoji njegovo naslednjo igro.</translation>
    </message>
    <message>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation type="vanished">Največ neporabljenih radelcev, ki jih igralec sme imeti (0 = brez omejitve).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="62"/>
        <source>Most rounds of refa marks in a session (0 = no limit).</source>
        <translation>Največ toliko krogov ref v partiji (0 = brez meje).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="63"/>
        <source>The refa limit counts the rounds of marks in a session, or the unused marks each player may hold.</source>
        <translation>Meja ref šteje kroge ref v partiji ali neporabljene refe, ki jih sme imeti vsak igralec.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="64"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Refo porabi vsaka igra, ali le igra, v kateri se igrajo karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="65"/>
        <source>A hand contract is worth one more.</source>
        <translation>Igra iz roke je vredna eno več.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="66"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Koliko nosilec igre plača delivcu, ko sta karti v talonu par.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="67"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Štihi več in manj se obračunajo z vsakim branilcem, ali le enkrat skupaj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="68"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Blagajna nagradi dobljeno igro enkrat, ali za vsak pobrani štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="69"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Nagrada iz blagajne: en znesek, ali posebej za vsako adutsko barvo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="70"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Koliko nosilec igre, ki izgubi, plača v blagajno (ali isto kot nagrada).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="71"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (srce iz roke): vsak nasprotnik plača nosilcu igre 10 ali jih dobi od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="72"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Bonus Préférence velja le za srce iz roke, ali za vsako igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="73"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Kdo plača ali dobi bonus Préférence.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="74"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Nosilec igre, ki igra z vsemi štirimi asi, dobi 10 od vsakega nasprotnika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="75"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Štirje asi morajo biti med desetimi odigranimi kartami, ali kjer koli med dvanajstimi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="76"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Nosilec igre brez asa sme to napovedati: vsak nasprotnik mu plača 10 ali jih dobi od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="77"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Pri igrah iz roke napoved »brez asa« velja za deset kart v roki, ali pa ni dovoljena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="78"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Konvencije branilcev C1–C3: kot nasvet, izklopljene, kot etična dolžnost, ali C1 kot pravilo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="79"/>
        <source>Under the ethical duty, the customary compensation for a trick taken from the partner against C1 is settled with the deal.</source>
        <translation>Pri etični dolžnosti se običajno nadomestilo za štih, vzet partnerju v nasprotju s C1, obračuna z deljenjem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="80"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>»Zelo visoka« pri C3 pomeni as ali kralj, ali ena od dveh najvišjih kart, ki še nista padli.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="81"/>
        <source>The agreed size of each pool: the pulka is played until the pools reach it.</source>
        <translation>Dogovorjena velikost vsake pulje: pulka se igra, dokler je pulje ne dosežejo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="82"/>
        <source>Misère may be bid only as a player&apos;s first call.</source>
        <translation>Berača sme igralec licitirati le kot svojo prvo licitacijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="83"/>
        <source>Bids without taking the talon (not played).</source>
        <translation>Igre brez jemanja talona (se ne igrajo).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="84"/>
        <source>A ten-trick contract is whisted (quota 1), or checked: played open, no whists.</source>
        <translation>Na igro na deset štihov se vista (potreben je en štih) ali se preverja: igra se odprto, brez vistov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="85"/>
        <source>The contracts on which a lone defender may take half a whist.</source>
        <translation>Igre, pri katerih sme branilec, čigar partner je rekel pas, vzeti pol vista.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="86"/>
        <source>Only the second defender may half-whist, or either, with a call back to the first.</source>
        <translation>Pol vista sme reči le drugi branilec ali kateri koli od obeh, drugi pa nato še enkrat odgovori.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="87"/>
        <source>A half-whister whose partner whists after all is a passer, or gets nothing.</source>
        <translation>Kdor je rekel pol vista, partner pa vendarle vista, šteje, kot da je rekel pas, ali ne dobi ničesar.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="88"/>
        <source>Against six spades both defenders must whist, and play closed.</source>
        <translation>Proti šestim pikom morata oba branilca vistati in igrata zaprto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="89"/>
        <source>An open whist lays the defenders&apos; hands down before the first lead, or after the first card.</source>
        <translation>Pri odprtem vistu branilca odpreta karte pred prvim izigravanjem ali po prvi karti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="90"/>
        <source>The catchers of a misère lay their hands down after the first card, or before it.</source>
        <translation>Pri beraču branilca odpreta karte po prvi karti ali že pred njo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="91"/>
        <source>Whists for each trick of the defence, in contract prices.</source>
        <translation>Visti za vsak štih branilcev, v vrednostih igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="92"/>
        <source>Mountain for each undertrick of the declarer, in contract prices.</source>
        <translation>Gora za vsak štih, ki manjka nosilcu igre, v vrednostih igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="93"/>
        <source>Whists of consolation for each undertrick, in contract prices.</source>
        <translation>Visti konsolacije za vsak manjkajoči štih, v vrednostih igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="94"/>
        <source>Who receives consolation from a failed declarer.</source>
        <translation>Kdo piše konsolacijo nosilcu igre, ki je padel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="95"/>
        <source>A lone whister&apos;s whists on a failed contract: all the defence&apos;s tricks, shared with the passer, or only his own.</source>
        <translation>Visti edinega vistača, ko nosilec igre pade: za vse štihe branilcev, na pol s tistim, ki je rekel pas, ali le za lastne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="96"/>
        <source>Mountain for each trick a whister&apos;s defence fell short, in contract prices.</source>
        <translation>Gora za vsak štih, ki vistačem manjka do obveznega števila, v vrednostih igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="97"/>
        <source>Two whisters short on six or seven: charged up to the deficit, or each for his half.</source>
        <translation>Vistača brez dovolj štihov pri šest ali sedem: največ toliko, kolikor skupaj manjka, ali vsak za svojo polovico.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="98"/>
        <source>Two whisters who take nothing against eight or more: the second pays, or nobody.</source>
        <translation>Vistača brez štiha pri osem ali več: plača drugi ali nihče.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="99"/>
        <source>Mountain for each trick a misère declarer takes.</source>
        <translation>Gora za vsak štih, ki ga nosilec igre pobere pri beraču.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="100"/>
        <source>What a pool point is worth against a mountain point at the settlement.</source>
        <translation>Koliko točk gore je vredna točka pulje pri končnem obračunu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="101"/>
        <source>A pool stops at its size; what is over helps other pools or comes off the mountain.</source>
        <translation>Pulja se ustavi pri svoji velikosti; presežek pomaga drugim puljam ali se odpiše z gore.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="102"/>
        <source>Points over a full pool close the largest open pool first, or come off the mountain.</source>
        <translation>Točke nad polno puljo najprej zaprejo največjo odprto puljo ali se odpišejo z gore.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="103"/>
        <source>The pulka ends when the pools are full, or when the players agree (time).</source>
        <translation>Pulka se konča, ko so vse pulje polne, ali ko se igralci dogovorijo (čas).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="104"/>
        <source>The pulka does not end during a series of all-pass deals.</source>
        <translation>Pulka se ne konča med nizom raspasov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="105"/>
        <source>All-pass deals are written on the mountain, or as whists.</source>
        <translation>Raspasi se pišejo na goro ali kot visti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="106"/>
        <source>The price of a trick in consecutive all-pass deals.</source>
        <translation>Cena štiha v zaporednih raspasih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="107"/>
        <source>A player with no trick in an all-pass deal writes the trick price in his pool, or 1.</source>
        <translation>Kdor pri raspasih ne pobere nobenega štiha, si v puljo zapiše ceno štiha ali 1.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="108"/>
        <source>In an all-pass deal everyone is charged only for tricks above the fewest taken.</source>
        <translation>Pri raspasih se vsakomur štejejo le štihi nad najmanjšim pobranim številom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="109"/>
        <source>Whists per trick written by the player or players with the fewest tricks when all-pass deals are whists.</source>
        <translation>Visti na štih, ki jih piše igralec z najmanj štihi, ko se raspasi pišejo kot visti.</translation>
    </message>
    <message>
        <source>Whists per trick written by the lowest player(s) when all-pass deals are whists.</source>
        <translation type="vanished">Visti na štih, ki jih piše igralec z najmanj štihi, ko se raspasi pišejo kot visti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="110"/>
        <source>Those whists count every trick, or only tricks above the fewest taken.</source>
        <translation>Ti visti štejejo vsak štih ali le štihe nad najmanjšim pobranim številom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="111"/>
        <source>In an all-pass deal the talon cards lead the first two tricks, or are not used.</source>
        <translation>Pri raspasih karti iz talona začneta prva dva štiha ali pa se talon ne uporabi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="112"/>
        <source>A talon-led trick that nobody follows goes to the forehand, or to nobody.</source>
        <translation>Štih iz talona, ki mu nihče ne prizna barve, dobi forhend ali nihče.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="113"/>
        <source>After the talon tricks the forehand leads, or the winner of the second.</source>
        <translation>Po štihih iz talona začne forhend ali tisti, ki je pobral drugega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="114"/>
        <source>With four players the dealer is scored in all-pass deals on his talon tricks.</source>
        <translation>Pri štirih igralcih se delivcu pri raspasih zapišejo štihi, ki sta jih pobrali karti iz talona.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="115"/>
        <source>What ends a series of all-pass deals: any contract, a made one, or a made whisted one.</source>
        <translation>Kaj prekine niz raspasov: katera koli igra, dobljena igra ali dobljena igra, proti kateri se je vistalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="116"/>
        <source>The lowest contract allowed after one, two, … all-pass deals.</source>
        <translation>Najnižja dovoljena igra po enih, dveh, … raspasih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="117"/>
        <source>Misère may be bid after an all-pass deal.</source>
        <translation>Po raspasih se sme licitirati berač.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="118"/>
        <source>A declarer of six or seven may concede three down instead of discarding.</source>
        <translation>Nosilec igre na šest ali sedem sme namesto zalaganja predati „brez treh“.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="119"/>
        <source>Bonuses for the four-player dealer&apos;s talon (not played).</source>
        <translation>Nagrade delivcu za talon pri štirih igralcih (se ne igrajo).</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="245"/>
        <source>contract made</source>
        <translation>igra dobljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="246"/>
        <source>contract failed</source>
        <translation>igra izgubljena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="247"/>
        <source>both defenders dropped out</source>
        <translation>oba branilca sta izstopila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="248"/>
        <source>the declarer conceded</source>
        <translation>nosilec igre se je predal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="249"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>delivčeva enota za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="250"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>enota nosilca igre za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="251"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>branilec je pobral manj kot 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="252"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>povabljena obramba je pobrala manj kot 4 štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="253"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>delivčeva enota povabitelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="254"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>obramba s kontro je pobrala manj kot 5 štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="255"/>
        <source>trick payments</source>
        <translation>plačila za štihe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="256"/>
        <source>contract made with overtricks</source>
        <translation>igra dobljena z dodatnimi štihi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="257"/>
        <source>contract failed by undertricks</source>
        <translation>igra izgubljena zaradi manjkajočih štihov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="258"/>
        <source>Préférence bonus</source>
        <translation>bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="259"/>
        <source>four aces bonus</source>
        <translation>bonus za štiri ase</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="260"/>
        <source>no-ace announcement</source>
        <translation>napoved »brez asa«</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="261"/>
        <source>dealer&apos;s stake</source>
        <translation>delivčev vložek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="262"/>
        <source>equal talon cards</source>
        <translation>enaki karti v talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="263"/>
        <source>offer for the declarership</source>
        <translation>ponudba za pravico igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="264"/>
        <source>C1 compensation to the partner</source>
        <translation>nadomestilo za C1 partnerju</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="296"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="297"/>
        <source>West</source>
        <translation>Zahod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="298"/>
        <source>East</source>
        <translation>Vzhod</translation>
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
        <translation>Vadba obrambe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="100"/>
        <source>Practice — not scored</source>
        <translation>Vadba — se ne šteje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="101"/>
        <source>Daily goal:</source>
        <translation>Dnevni cilj:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="102"/>
        <source>Start again</source>
        <translation>Znova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="103"/>
        <source>Next drill</source>
        <translation>Naslednja naloga</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="104"/>
        <source>Next deal (N)</source>
        <translation>Naslednje deljenje (N)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="105"/>
        <source>Back to the game (Esc)</source>
        <translation>Nazaj v igro (Esc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="123"/>
        <source>{done} of {goal} today · due: {due}</source>
        <translation>danes {done} od {goal} · za ponovitev: {due}</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="134"/>
        <source>The defence practice plays the European game: start a session of a European variant for it.</source>
        <translation>Vadba obrambe se igra po evropskih pravilih: zanjo začni partijo evropske različice.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="63"/>
        <source>Drills</source>
        <translation>Naloge</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="160"/>
        <source>Preparing a drill…</source>
        <translation>Pripravljam nalogo…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="161"/>
        <source>No drill is due, and today&apos;s goal is reached. Come back tomorrow, or raise the daily goal.</source>
        <translation>Nobena naloga ni za ponovitev in današnji cilj je dosežen. Vrni se jutri ali povečaj dnevni cilj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="110"/>
        <source>A drill could not be made: {error}</source>
        <translation>Naloge ni bilo mogoče pripraviti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="23"/>
        <source>This practice deal is over. Start again, or go back to the game.</source>
        <translation>To deljenje za vadbo je končano. Začni znova ali se vrni v igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="25"/>
        <source>Play on from here: the computer plays the other seats.</source>
        <translation>Igraj od tu naprej: druga mesta igra računalnik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="38"/>
        <source>Deal {number}: you defend with {partner} against {declarer}, who plays {contract}.</source>
        <translation>Deljenje {number}: braniš s soigralcem ({partner}) proti nosilcu igre ({declarer}), ki igra {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="45"/>
        <source>The deal is over: Next deal (N), or back to the game.</source>
        <translation>Deljenje je končano: Naslednje deljenje (N) ali nazaj v igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="48"/>
        <source>The coach is on. Your cards count in Progress; this practice and its sheet are not saved when you quit.</source>
        <translation>Trener je vklopljen. Tvoje karte štejejo v Napredek; ta vadba in njen zapisnik se ob izhodu ne shranita.</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="34"/>
        <source>Your coach profile does not match its version (a table is missing or an upgrade failed). It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj trenerski profil se ne ujema s svojo različico (manjka tabela ali nadgradnja ni uspela). Shranjen je bil kot {kept} in začet je bil nov profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="40"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj profil trenerja je zapisala novejša različica prefguija. Shranjen je kot {kept} in začet je nov profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="44"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj profil trenerja je poškodovan. Shranjen je kot {kept} in začet je nov profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="61"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Tvojega profila trenerja ni bilo mogoče odpreti ({detail}). Analize in vaje se ne shranjujejo, dokler ga ni mogoče odpreti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="70"/>
        <source>Your coach profile could not be used ({detail}). The game goes on; reviews and drills are kept again once it can be.</source>
        <translation>Tvojega trenerskega profila ni bilo mogoče uporabiti ({detail}). Igra se nadaljuje; analize in vaje se spet shranjujejo, ko bo to mogoče.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="78"/>
        <source>Damaged entries of your coach profile were skipped: {count}.</source>
        <translation>Poškodovani vnosi tvojega trenerskega profila so bili preskočeni: {count}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="85"/>
        <source>Your coach profile was removed while the game was running. Reviews and drills are not kept until the next start, which begins a new profile.</source>
        <translation>Tvoj trenerski profil je bil med igro odstranjen. Analize in vaje se ne shranjujejo do naslednjega zagona, ki začne nov profil.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="81"/>
        <source>Progress</source>
        <translation>Napredek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Conventions</source>
        <translation>Konvencije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Tricks and units</source>
        <translation>Štihi in enote</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="83"/>
        <source>Drills</source>
        <translation>Vaje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="105"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see, deal after deal, how often you broke the defenders&apos; conventions C1, C2 and C3.</source>
        <translation>Še ni pregledanega deljenja. Trener pregleda vsako deljenje, ki ga končaš; tu boš videl, deljenje za deljenjem, kako pogosto si kršil konvencije branilcev C1, C2 in C3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="109"/>
        <source>None of your reviewed deals was played as a defender yet: the conventions are the defenders&apos;. They show here after your first reviewed defence.</source>
        <translation>V nobenem pregledanem deljenju še nisi bil branilec: konvencije veljajo za branilce. Prikazale se bodo tu po tvoji prvi pregledani obrambi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="113"/>
        <source>Breaches of each convention per 100 cards you played as a defender: solid lines over your last {n} deals as a defender, dashed lines over all of them.</source>
        <translation>Kršitve vsake konvencije na 100 kart, ki si jih odigral kot branilec: polne črte za tvojih zadnjih {n} deljenj v obrambi, črtkane za vsa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="118"/>
        <source>Convention</source>
        <translation>Konvencija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="119"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="128"/>
        <source>Last {n} deals</source>
        <translation>Zadnjih {n} deljenj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="120"/>
        <source>All deals</source>
        <translation>Vsa deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="124"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="164"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="167"/>
        <source>Deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="125"/>
        <source>Breaches per 100 cards</source>
        <translation>Kršitve na 100 kart</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="130"/>
        <source>all deals</source>
        <translation>vsa deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="156"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see the tricks and units your cards cost in each deal, as a defender and as the declarer, with all cards known and on what you could know.</source>
        <translation>Še ni pregledanega deljenja. Trener pregleda vsako deljenje, ki ga končaš; tu boš videl, koliko štihov in enot so te v vsakem deljenju stale tvoje karte, kot branilca in kot nosilca igre, z vsemi znanimi kartami in glede na to, kar si lahko vedel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="160"/>
        <source>as a defender</source>
        <translation>kot branilec</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="161"/>
        <source>as the declarer</source>
        <translation>kot nosilec igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="162"/>
        <source>all cards known</source>
        <translation>vse karte znane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="163"/>
        <source>on what you could know</source>
        <translation>glede na to, kar si lahko vedel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="165"/>
        <source>Tricks lost</source>
        <translation>Izgubljeni štihi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="168"/>
        <source>Units lost</source>
        <translation>Izgubljene enote</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="208"/>
        <source>No drill yet. Every breach and mistake of your reviewed deals becomes a drill; as you practise them, your accuracy, your streak and the drills due show here.</source>
        <translation>Še ni vaj. Vsaka kršitev in vsaka napaka iz tvojih pregledanih deljenj postane vaja; ko jih vadiš, so tu prikazani tvoja natančnost, tvoj niz in vaje na vrsti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="214"/>
        <source>Answers: {answers} · right: {right} % · streak: {streak} · due now: {due} · not yet practised: {new}</source>
        <translation>Odgovori: {answers} · pravilno: {right} % · niz: {streak} · zdaj na vrsti: {due} · še ne vadeno: {new}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="219"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="224"/>
        <source>Answer</source>
        <translation>Odgovor</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="220"/>
        <source>% right</source>
        <translation>% pravilnih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="221"/>
        <source>right answers among the last {n}</source>
        <translation>pravilni odgovori med zadnjimi {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="225"/>
        <source>Right in a row</source>
        <translation>Pravilnih zapored</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="226"/>
        <source>streak</source>
        <translation>niz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="227"/>
        <source>Your share of right answers shows here from your first answered drill.</source>
        <translation>Delež tvojih pravilnih odgovorov se tu pokaže od prve odgovorjene vaje naprej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="229"/>
        <source>Your right answers in a row show here from your first answered drill.</source>
        <translation>Tvoji zaporedni pravilni odgovori se tu pokažejo od prve odgovorjene vaje naprej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="231"/>
        <source>Your right and wrong answers of each day show here from your first answered drill.</source>
        <translation>Tvoji pravilni in napačni odgovori po dnevih se tu pokažejo od prve odgovorjene vaje naprej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="234"/>
        <source>No drill is due in the next two weeks: the drills of your next reviewed deals and the ones you answer come back here on the day they are due.</source>
        <translation>V naslednjih dveh tednih ni na vrsti nobena vaja: vaje iz tvojih naslednjih pregledanih deljenj in tiste, na katere odgovoriš, se sem vrnejo na dan, ko pridejo na vrsto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="237"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="241"/>
        <source>Day</source>
        <translation>Dan</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="238"/>
        <source>Answers</source>
        <translation>Odgovori</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="239"/>
        <source>right</source>
        <translation>pravilno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="240"/>
        <source>wrong</source>
        <translation>napačno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="242"/>
        <source>Drills due</source>
        <translation>Vaje na vrsti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="243"/>
        <source>drills due, from today</source>
        <translation>vaje na vrsti, od danes</translation>
    </message>
</context>
<context>
    <name>PulkaSummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="32"/>
        <source>Deal summary</source>
        <translation>Povzetek deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="38"/>
        <source>Tricks — </source>
        <translation>Štihi — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="44"/>
        <source>The pulka is over. Settlement in whists: </source>
        <translation>Pulka je končana. Obračun v vistih: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="50"/>
        <source>Next deal</source>
        <translation>Naslednje deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="63"/>
        <source>Raspasy: everybody passed</source>
        <translation>Raspasi: vsi so rekli pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>made</source>
        <translation>izpolnjeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>failed</source>
        <translation>padla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="65"/>
        <source>both defenders passed</source>
        <translation>oba branilca sta rekla pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="66"/>
        <source>half-whist</source>
        <translation>pol vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="67"/>
        <source>without three</source>
        <translation>brez treh</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="70"/>
        <source>{name} — {contract}: {outcome}</source>
        <translation>{name} — {contract}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="82"/>
        <source>{name}: {n} down; the whisters write consolation whists.</source>
        <translation>{name}: padec za {n}; branilca pišeta tolažilne viste.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="98"/>
        <source>{name}: {n} written off the mountain</source>
        <translation>{name}: {n} odpisano z gore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="101"/>
        <source>Help from {name} to {other}: {n} into the pool</source>
        <translation>Pomoč: {name} → {other}, {n} v puljo</translation>
    </message>
    <message>
        <source>{name} is {n} down: consolation whists are written on him.</source>
        <translation type="vanished">{name} je padel za {n}: nanj se pišejo tolažilni visti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="87"/>
        <source>pool {n:+}</source>
        <translation>pulja {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="89"/>
        <source>mountain {n:+}</source>
        <translation>gora {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="92"/>
        <source>whists on {name} {n:+}</source>
        <translation>visti → {name} {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="94"/>
        <source>this deal {n} whists</source>
        <translation>to deljenje {n} vistov</translation>
    </message>
    <message>
        <source>{name} writes {n} off his mountain</source>
        <translation type="vanished">{name} odpiše {n} s svoje gore</translation>
    </message>
    <message>
        <source>{name} helps {other} with {n} to the pool</source>
        <translation type="vanished">{name} pomaga igralcu {other} z {n} v puljo</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="35"/>
        <source>{contract}, hand game</source>
        <translation>{contract} iz roke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="54"/>
        <source>The only choice.</source>
        <translation>Edina možnost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="55"/>
        <source>The only card that may be played.</source>
        <translation>Edina karta, ki se sme igrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="57"/>
        <source>The only card that keeps {rule}.</source>
        <translation>Edina karta, ki upošteva {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="59"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Vsaka karta, ki se sme igrati, je enako dobra kot druge.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="61"/>
        <source>Every card that keeps {rule} is as good as the others.</source>
        <translation>Vsaka karta, ki upošteva {rule}, je enako dobra kot druge.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="62"/>
        <source>By rule of thumb.</source>
        <translation>Po pravilu palca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="63"/>
        <source>A hunch.</source>
        <translation>Po občutku.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="64"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Ni časa za razmislek: po pravilu palca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="65"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Iskanje ni uspelo: po pravilu palca.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="67"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>V igri {contract} je pričakovanih dovolj štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="68"/>
        <source>Enough tricks expected.</source>
        <translation>Pričakovanih je dovolj štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="70"/>
        <source>{action}: too few tricks of its own.</source>
        <translation>{action}: premalo lastnih štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="71"/>
        <source>{action}: too few tricks expected.</source>
        <translation>{action}: pričakovanih je premalo štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="79"/>
        <source>No contra: the declarer is likely to make his contract.</source>
        <translation>Brez kontre: nosilec igre bo svojo igro verjetno izpolnil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="81"/>
        <source>{action}: some tricks of its own, too few alone.</source>
        <translation>{action}: nekaj lastnih štihov, a sam premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="83"/>
        <source>{action}: the short side suits.</source>
        <translation>{action}: kratke stranske barve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="85"/>
        <source>{card} does best over the deals that fit what is known so far; the next best is {other}.</source>
        <translation>{card} se najbolje obnese v deljenjih, ki ustrezajo temu, kar je znano doslej; naslednja najboljša je {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="88"/>
        <source>{card}: over the deals that fit what is known so far, every card that may be played comes out the same.</source>
        <translation>{card}: v deljenjih, ki ustrezajo temu, kar je znano doslej, vse karte, ki se smejo igrati, pridejo na isto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="90"/>
        <source>{action}: no bid is possible.</source>
        <translation>{action}: nobena licitacija ni mogoča.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="92"/>
        <source>{action}: no contract in reach looks playable.</source>
        <translation>{action}: nobena dosegljiva igra ni videti izvedljiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="94"/>
        <source>{action}: even {contract} is worth too little.</source>
        <translation>{action}: celo igra {contract} je vredna premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="96"/>
        <source>{action}: declaring is worth too little.</source>
        <translation>{action}: lastna igra je vredna premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="102"/>
        <source>{action}: to play {contract}.</source>
        <translation>{action}: za igro {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="104"/>
        <source>{action}: the only promising contract.</source>
        <translation>{action}: edina obetavna igra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="106"/>
        <source>{action}: the best result against {contract} over the deals that fit what is known so far.</source>
        <translation>{action}: najboljši izid proti igri {contract} v deljenjih, ki ustrezajo temu, kar je znano doslej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="109"/>
        <source>{action}: defending against {contract} is likely to cost more.</source>
        <translation>{action}: braniti proti igri {contract} bi verjetno stalo več.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="114"/>
        <source>{action}: the most whists expected against this contract over the deals that fit what is known so far.</source>
        <translation>{action}: največ pričakovanih vistov proti tej igri v deljenjih, ki ustrezajo temu, kar je znano doslej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="117"/>
        <source>{action}: the contract is worth more whists than passing over the deals that fit what is known so far.</source>
        <translation>{action}: igra prinese več vistov kot naprej v deljenjih, ki ustrezajo temu, kar je znano doslej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="120"/>
        <source>{action}: no contract in reach is worth more whists than passing.</source>
        <translation>{action}: nobena dosegljiva igra ne prinese več vistov kot naprej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="123"/>
        <source>{action}: with this hand misère is worth the most whists.</source>
        <translation>{action}: s temi kartami berač prinese največ vistov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="126"/>
        <source>{action}: the discard worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: odlog, ki prinese največ vistov v deljenjih, ki ustrezajo temu, kar je znano doslej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="129"/>
        <source>{action}: the contract worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: igra, ki prinese največ vistov v deljenjih, ki ustrezajo temu, kar je znano doslej.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="132"/>
        <source>{action}: giving up costs fewer whists than playing the contract.</source>
        <translation>{action}: predaja stane manj vistov kot igranje igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="135"/>
        <source>{action}: playing open, the whister sees both defending hands and plays them together.</source>
        <translation>{action}: pri odprti igri vistajoči vidi obe roki obrambe in ju igra skupaj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="141"/>
        <source>Whists expected: {list}</source>
        <translation>Pričakovani visti: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="142"/>
        <source>Tricks you take from here: {list}</source>
        <translation>Tvoji štihi od tu naprej: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="143"/>
        <source>Tricks your side takes from here: {list}</source>
        <translation>Štihi tvoje strani od tu naprej: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="144"/>
        <source>Tricks the declarer takes from here: {list}</source>
        <translation>Štihi nosilca igre od tu naprej: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="201"/>
        <source>expected result for you: {units} units</source>
        <translation>tvoj pričakovani izid: {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="254"/>
        <source>Each card&apos;s expected result for you, over the deals that fit what is known so far:</source>
        <translation>Pričakovani izid vsake karte zate v deljenjih, ki ustrezajo temu, kar je znano doslej:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="260"/>
        <source>{card}: {units} units</source>
        <translation>{card}: {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="263"/>
        <source>the hint</source>
        <translation>namig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="265"/>
        <source>breaks {rule}</source>
        <translation>krši {rule}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="269"/>
        <source>Cards that keep the conventions: {cards}.</source>
        <translation>Karte, ki upoštevajo konvencije: {cards}.</translation>
    </message>
    <message>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation type="vanished">Izstopim: premalo lastnih štihov. Brez vložka, brez tveganja.</translation>
    </message>
    <message>
        <source>Pass: too few tricks expected.</source>
        <translation type="vanished">Naprej: pričakovanih je premalo štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="73"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Licitacija je obvezna; najboljša dosegljiva igra je {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="75"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Licitacija je obvezna: reči naprej ni dovoljeno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="77"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Brez rekontre: igra ni dovolj zanesljiva.</translation>
    </message>
    <message>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation type="vanished">Povabim partnerja: nekaj lastnih štihov, a sam premalo.</translation>
    </message>
    <message>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation type="vanished">Založi {card} in {other}: kratke stranske barve.</translation>
    </message>
    <message>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation type="vanished">{card} je najboljša karta; naslednja najboljša je {other}.</translation>
    </message>
    <message>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation type="vanished">{card}: vse karte, ki se smejo igrati, pridejo na isto.</translation>
    </message>
    <message>
        <source>Pass: no bid is possible.</source>
        <translation type="vanished">Naprej: nobena licitacija ni mogoča.</translation>
    </message>
    <message>
        <source>Pass: no contract in reach looks playable.</source>
        <translation type="vanished">Naprej: nobena dosegljiva igra ni videti izvedljiva.</translation>
    </message>
    <message>
        <source>Pass: even {contract} is worth too little.</source>
        <translation type="vanished">Naprej: celo igra {contract} je vredna premalo.</translation>
    </message>
    <message>
        <source>Pass: declaring is worth too little.</source>
        <translation type="vanished">Naprej: lastna igra je vredna premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="98"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: igrati {contract} se splača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="100"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: lastna igra se splača.</translation>
    </message>
    <message>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation type="vanished">Založi {card} in {other} za igro {contract}.</translation>
    </message>
    <message>
        <source>{contract}: the only promising contract.</source>
        <translation type="vanished">{contract}: edina obetavna igra.</translation>
    </message>
    <message>
        <source>{action} is worth most against {contract}.</source>
        <translation type="vanished">Proti igri {contract} je največ vredno: {action}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="112"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action}: splača se bolj kot igrati dalje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="187"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Upoštevane so bile le karte, ki spoštujejo konvencije branilcev.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="190"/>
        <source>Only cards keeping {rule} were considered.</source>
        <translation>Upoštevane so bile le karte, ki spoštujejo {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="198"/>
        <source>{tricks} tricks expected</source>
        <translation>pričakovani štihi: {tricks}</translation>
    </message>
    <message>
        <source>worth {units} units</source>
        <translation type="vanished">vrednost {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="205"/>
        <source>{units} units better than the next best</source>
        <translation>za {units} enot bolje od naslednje najboljše</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="209"/>
        <source>playing on: {units} units</source>
        <translation>igrati dalje: {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="214"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} enot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="227"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>dobljena v {made} od {samples} vzorčnih deljenj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="231"/>
        <source>over {samples} sampled deals</source>
        <translation>na {samples} vzorčnih deljenjih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="234"/>
        <source>error: {error}</source>
        <translation>napaka: {error}</translation>
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
        <translation>Enote</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="52"/>
        <source>all cards known</source>
        <translation>vse karte znane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="54"/>
        <source>on what you could know</source>
        <translation>glede na to, kar si lahko vedel</translation>
    </message>
</context>
<context>
    <name>ReviewDetails</name>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="37"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, what the card is worth to you (units), and ≈ the same on what you could know.</source>
        <translation>Na vsaki karti, ki si jo lahko odigral: štihi nosilca igre od tu naprej ob najboljši igri vseh, koliko je karta vredna zate (enote) in ≈ isto glede na to, kar si lahko vedel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="43"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to you (units).</source>
        <translation>Na vsaki karti, ki si jo lahko odigral: štihi nosilca igre od tu naprej ob najboljši igri vseh in koliko je karta vredna zate (enote).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="47"/>
        <source>On each card {name} could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to {name} (units).</source>
        <translation>Na vsaki karti, ki jo je {name} lahko odigral: štihi nosilca igre od tu naprej ob najboljši igri vseh in koliko je karta vredna za {name} (enote).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="56"/>
        <source>A card that breaks a convention is judged against the best card that keeps the conventions, on the two defenders&apos; result together.</source>
        <translation>Karta, ki krši konvencijo, se meri z najboljšo karto, ki konvencije upošteva, in sicer po skupnem izidu obeh branilcev.</translation>
    </message>
    <message>
        <source>With all cards known it cost {tricks} trick(s) and {units} units.</source>
        <translation type="vanished">Ob vseh znanih kartah je stala {tricks} štih(ov) in {units} enot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="61"/>
        <source>With all cards known it cost {tricks} and {units} units.</source>
        <translation>Ob vseh znanih kartah je stala {tricks} in {units} enot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="65"/>
        <source>Best keeping the conventions, with all cards known: {cards}.</source>
        <translation>Najboljše ob upoštevanju konvencij, ob vseh znanih kartah: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="69"/>
        <source>Best with all cards known: {cards}.</source>
        <translation>Najboljše ob vseh znanih kartah: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="73"/>
        <source>With all cards known the breach took {units} units from the partner.</source>
        <translation>Ob vseh znanih kartah je kršitev partnerju vzela {units} enot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="77"/>
        <source>On what you could know ({worlds} possible layouts) it cost {units} units.</source>
        <translation>Glede na to, kar si lahko vedel ({worlds} možnih razporedov), je stala {units} enot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="99"/>
        <source>Why the two figures differ: as the cards lay, the contract is made after this card, but it was made in only {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Zakaj se števili razlikujeta: kot so karte ležale, je igra po tej karti dobljena, a dobljena je bila le v {pct} % razporedov, ki se ujemajo z licitacijo in igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="105"/>
        <source>Why the two figures differ: as the cards lay, the contract fails after this card, but it was made in {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Zakaj se števili razlikujeta: kot so karte ležale, je igra po tej karti izgubljena, a v {pct} % razporedov, ki se ujemajo z licitacijo in igro, je bila dobljena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="110"/>
        <source>Why the two figures differ: the contract&apos;s fate is the same, but the layouts that fit the calls and the play share the tricks otherwise than the cards as they lay.</source>
        <translation>Zakaj se števili razlikujeta: igra se konča enako, a razporedi, ki se ujemajo z licitacijo in igro, delijo štihe drugače, kot so karte ležale.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="120"/>
        <source>You played {card}.</source>
        <translation>Odigral si {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="123"/>
        <source>{name} played {card}.</source>
        <translation>{name} je odigral {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="130"/>
        <source>Cards that kept it: {cards}.</source>
        <translation>Karte, ki bi jo upoštevale: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="147"/>
        <source>Signals</source>
        <translation>Signali</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="34"/>
        <source>Best</source>
        <translation>Najboljša</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="35"/>
        <source>Good</source>
        <translation>Dobra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="36"/>
        <source>Inaccuracy</source>
        <translation>Nenatančnost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="37"/>
        <source>Mistake</source>
        <translation>Napaka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="38"/>
        <source>Blunder</source>
        <translation>Huda napaka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="39"/>
        <source>Unlucky</source>
        <translation>Smola</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="48"/>
        <source>This game has no double-dummy goal: the card is not priced.</source>
        <translation>Ta igra nima cilja ob odprtih kartah: karta se ne ocenjuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="51"/>
        <source>Inaccuracy: it broke a convention, and a breach is never graded better than that.</source>
        <translation>Nenatančnost: kršila je konvencijo, kršitev pa nikoli ne dobi boljše ocene.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="55"/>
        <source>Best: no card would have done better.</source>
        <translation>Najboljša: nobena karta ne bi bila boljša.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="57"/>
        <source>Good: at most a unit from the best card.</source>
        <translation>Dobra: največ enoto za najboljšo karto.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="59"/>
        <source>Inaccuracy: it cost a little against the best card.</source>
        <translation>Nenatančnost: v primerjavi z najboljšo karto je stala malo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="61"/>
        <source>Mistake: it cost clearly against the best card.</source>
        <translation>Napaka: v primerjavi z najboljšo karto je stala opazno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="63"/>
        <source>Blunder: it cost a lot against the best card.</source>
        <translation>Huda napaka: v primerjavi z najboljšo karto je stala veliko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="65"/>
        <source>Unlucky: right on what could be known, wrong as the cards lay.</source>
        <translation>Smola: pravilno glede na to, kar se je dalo vedeti, napačno glede na to, kako so ležale karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="74"/>
        <source>C1 broken: the partner&apos;s card was already winning the trick and it was taken from him.</source>
        <translation>C1 kršena: partnerjeva karta je štih že dobivala, pa mu je bil vseeno vzet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="78"/>
        <source>C1 broken: the partner was winning the trick, and the declarer could have taken it from him only with a card that would have beaten this one too.</source>
        <translation>C1 kršena: partner je štih dobival, nosilec igre pa bi mu ga lahko vzel le s karto, ki bi premagala tudi to.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="82"/>
        <source>C1 broken: the partner was winning the trick and it was taken from him without need.</source>
        <translation>C1 kršena: partner je štih dobival, pa mu je bil vzet brez potrebe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="86"/>
        <source>C2 broken: with the declarer playing last, the lead was not the top card held of the suit.</source>
        <translation>C2 kršena: nosilec igre je igral zadnji, izigrana pa ni bila najvišja karta v barvi v roki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="90"/>
        <source>C3 broken: with the declarer playing second, the lead was neither very high nor the lowest card held of the suit.</source>
        <translation>C3 kršena: nosilec igre je igral drugi, izigrana pa ni bila ne zelo visoka ne najnižja karta v barvi v roki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="97"/>
        <source>{rule} broken.</source>
        <translation>{rule} kršena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="102"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit, so {cards} are not with you.</source>
        <translation>Izigral si {card} po C2: to pove, da je to tvoja najvišja karta v barvi, zato {cards} nimaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="107"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit.</source>
        <translation>Izigral si {card} po C2: to pove, da je to tvoja najvišja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="110"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit, so {cards} are not with you.</source>
        <translation>Izigral si {card} po C3: to pove, da je to tvoja najnižja karta v barvi, zato {cards} nimaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="115"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit.</source>
        <translation>Izigral si {card} po C3: to pove, da je to tvoja najnižja karta v barvi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="118"/>
        <source>You led {card} by C3: a very high card.</source>
        <translation>Izigral si {card} po C3: zelo visoka karta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="123"/>
        <source>{name} led {card} by C2: it is the top card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} je izigral {card} po C2: to je najvišja karta v barvi v roki, zato {name} nima {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="128"/>
        <source>{name} led {card} by C2: it is the top card held of the suit.</source>
        <translation>{name} je izigral {card} po C2: to je najvišja karta v barvi v roki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="131"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} je izigral {card} po C3: to je najnižja karta v barvi v roki, zato {name} nima {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="136"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit.</source>
        <translation>{name} je izigral {card} po C3: to je najnižja karta v barvi v roki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="138"/>
        <source>{name} led {card} by C3: a very high card.</source>
        <translation>{name} je izigral {card} po C3: zelo visoka karta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="149"/>
        <source>But the lead broke {rule}: what it told the partner was not true.</source>
        <translation>Toda izigravanje je kršilo {rule}: kar je povedalo partnerju, ni bilo res.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="160"/>
        <source>Keeping the conventions cost {tricks} here with all cards known: the conventions trade tricks for information.</source>
        <translation>Upoštevanje konvencij je tu ob vseh znanih kartah stalo {tricks}: konvencije menjajo štihe za informacije.</translation>
    </message>
    <message>
        <source>Keeping the conventions cost {n} trick(s) here with all cards known: the conventions trade tricks for information.</source>
        <translation type="vanished">Upoštevanje konvencij je tu ob vseh znanih kartah stalo {n} štih(ov): konvencije menjajo štihe za informacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="168"/>
        <source>{rule} broken</source>
        <comment>the review&apos;s trick list</comment>
        <translation>{rule} kršena</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="123"/>
        <source>Review of the deal</source>
        <translation>Analiza deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="50"/>
        <source>Values for every seat</source>
        <translation>Vrednosti za vsako mesto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="51"/>
        <source>Play from here</source>
        <translation>Igraj od tu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="52"/>
        <source>Play the deal again from this position, to try another card (practice, not scored).</source>
        <translation>Znova odigraj deljenje od tega položaja in poskusi drugo karto (vaja, se ne točkuje).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="125"/>
        <source>Back (←)</source>
        <translation>Nazaj (←)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="126"/>
        <source>Forward (→)</source>
        <translation>Naprej (→)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="56"/>
        <source>Analysing…</source>
        <translation>Analiza poteka…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="57"/>
        <source>The deal and the calls</source>
        <translation>Deljenje in licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="24"/>
        <source>Trick {n}: {cards}</source>
        <translation>Štih {n}: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="36"/>
        <source>{name}: {breach}</source>
        <translation>{name}: {breach}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="38"/>
        <source>The deal</source>
        <translation>Razdeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="27"/>
        <source>Step {i} of {n}: {name} — {action}, valued on the cards</source>
        <translation>Korak {i} od {n}: {name} — {action}, vrednosti so na kartah</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="34"/>
        <source>Step {i} of {n}: {name} — {action}</source>
        <translation>Korak {i} od {n}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="52"/>
        <source>Tick “Values for every seat” to see this card judged.</source>
        <translation>Označi »Vrednosti za vsako mesto«, da vidiš oceno te karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="61"/>
        <source>Analysing… card {done} of {total}</source>
        <translation>Analiza poteka… karta {done} od {total}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="66"/>
        <source>Every card analysed.</source>
        <translation>Vse karte analizirane.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="71"/>
        <source>The analysis failed: {error}</source>
        <translation>Analiza ni uspela: {error}</translation>
    </message>
</context>
<context>
    <name>RussianReplayDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="113"/>
        <source>Replay</source>
        <translation>Ponovni ogled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="114"/>
        <source>◀ Back</source>
        <translation>◀ Nazaj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="115"/>
        <source>Forward ▶</source>
        <translation>Naprej ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="135"/>
        <source>The deal</source>
        <translation>Razdeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="140"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Korak {i}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="149"/>
        <source>The cards could not be valued: {error}</source>
        <translation>Kart ni bilo mogoče ovrednotiti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="151"/>
        <source>Valuing the cards with all hands known…</source>
        <translation>Karte se vrednotijo ob vseh znanih rokah…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="154"/>
        <source>A talon trick of raspasy: its cards are not valued.</source>
        <translation>Štih s karto iz talona na raspasih: njegove karte se ne vrednotijo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="160"/>
        <source>Tricks {name} takes from here after each card, all cards known: {values}</source>
        <translation>Štihi igralca {name} od tu naprej po vsaki karti, ob vseh znanih kartah: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="163"/>
        <source>The declarer&apos;s tricks from here after each card, all cards known: {values}</source>
        <translation>Štihi nosilca igre od tu naprej po vsaki karti, ob vseh znanih kartah: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="167"/>
        <source>{card} gave nothing away. Best: {best}.</source>
        <translation>{card} ni ničesar podarila. Najboljše: {best}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="170"/>
        <source>{card} gave away tricks: {n}. Best: {best}.</source>
        <translation>{card} je podarila štihov: {n}. Najboljše: {best}.</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="64"/>
        <location filename="../prefgui/ui/window/save_guard.py" line="79"/>
        <source>Save elsewhere…</source>
        <translation>Shrani drugam…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="65"/>
        <source>Not saved: {reason}</source>
        <translation>Ni shranjeno: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="91"/>
        <source>The game is saved again.</source>
        <translation>Igra se spet shranjuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="97"/>
        <source>Save the game in</source>
        <translation>Shrani igro v</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="109"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Igra ni shranjena: če zdaj končaš, se poteze od zadnjega shranjevanja izgubijo. Ali vseeno končaš?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation type="vanished">
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
    <name>SheetDesk</name>
    <message>
        <location filename="../prefgui/ui/window/sheet_desk.py" line="113"/>
        <source>No deal has been finished yet.</source>
        <translation>Še ni končanega deljenja.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="42"/>
        <source>Customary compensation for C1: {offender} pays {partner} {amount} for the trick he took from him; settled with this deal.</source>
        <translation>Običajno nadomestilo za C1: {offender} plača {partner} {amount} za štih, ki mu ga je vzel; obračunano s tem deljenjem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="46"/>
        <source>Customary compensation for C1: {offender} owes {partner} {amount} for the trick he took from him; not settled (the rule option “Settle the C1 compensation” is off).</source>
        <translation>Običajno nadomestilo za C1: {offender} dolguje {partner} {amount} za štih, ki mu ga je vzel; ni obračunano (pravilo »Obračunaj nadomestilo za C1« je izklopljeno).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="75"/>
        <source>Deal summary</source>
        <translation>Povzetek deljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="80"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source> (hand)</source>
        <translation> (iz roke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="88"/>
        <source>Tricks — </source>
        <translation>Štihi — </translation>
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
        <translation>Znesek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="91"/>
        <source>Why</source>
        <translation>Razlog</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="104"/>
        <source>No payments in this deal.</source>
        <translation>V tem deljenju ni plačil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="107"/>
        <source>This deal: </source>
        <translation>To deljenje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="109"/>
        <source>Balances: </source>
        <translation>Stanje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="119"/>
        <source>Next deal</source>
        <translation>Naslednje deljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="124"/>
        <source>Review</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="127"/>
        <source>Every card of this deal priced and graded</source>
        <translation>Vsaka karta tega deljenja ovrednotena in ocenjena</translation>
    </message>
</context>
<context>
    <name>TableDesk</name>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="99"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Na vrsti si: povleci označeno karto na mizo ali jo dvakrat klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="102"/>
        <source>Your turn: choose on the table.</source>
        <translation>Na vrsti si: izberi na mizi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="29"/>
        <source>Balance since the defence practice began (its own sheet; the game&apos;s balances wait unchanged).</source>
        <translation>Stanje od začetka vadbe obrambe (lasten zapisnik; stanje partije čaka nespremenjeno).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="43"/>
        <source>Standing in whists if the pulka ended now (pool, mountain and whists settled).</source>
        <translation>Stanje v vistih, če bi se pulka končala zdaj (pulja, gora in visti obračunani).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="51"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stanje od začetka partije (plus dobljeno, minus izgubljeno).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="54"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Pred tem deljenjem je vsak vplačal {n} ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="116"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja …</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Nisi na vrsti.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="327"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francoske karte)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="328"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (nemške karte)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="331"/>
        <source>red lattice</source>
        <translation>rdeča mreža</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="332"/>
        <source>blue ornament</source>
        <translation>modri ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="333"/>
        <source>green damask</source>
        <translation>zeleni damast</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="334"/>
        <source>the deck&apos;s own back</source>
        <translation>lastna hrbtna stran kompleta</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 (clubs) to 4 (hearts), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation type="vanished">Klasična igra Avstrije in Dunaja. Vsi vplačajo v blagajno; licitira se od 1 (križ) do 4 (srce), igrati pa se da tudi iz roke, brez talona. Nosilec igre vzame talon, odvrže dve karti in mora pobrati 6 od 10 štihov; vsak branilec se odloči, ali igra ali odstopi, in potrebuje 2 štiha. Plačuje se v blagajno in iz nje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="15"/>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 ({clubs}) to 4 ({hearts}), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation>Klasična igra Avstrije in Dunaja. Vsi vplačajo v blagajno; licitira se od 1 ({clubs}) do 4 ({hearts}), igrati pa se da tudi iz roke, brez talona. Nosilec igre vzame talon, odvrže dve karti in mora pobrati 6 od 10 štihov; vsak branilec se odloči, ali igra ali odstopi, in potrebuje 2 štiha. Plačuje se v blagajno in iz nje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="22"/>
        <source>The Austrian game with four more contracts above the suits: misère (take no trick), slam (take all ten), and both again played open with the cards on the table. Played in Austria and the neighbouring countries as the livelier form of the game.</source>
        <translation>Avstrijska igra s še štirimi igrami nad barvami: berač (ne pobrati nobenega štiha), valat (pobrati vseh deset) in oboje še enkrat odprto, s kartami na mizi. Igra se v Avstriji in sosednjih državah kot živahnejša oblika igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="28"/>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 ({spades}) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation>Igra Hrvaške, Srbije, Bosne in Slovenije. Igra se v nasprotni smeri urinega kazalca; deli se pet kart, nato talon, nato še pet. Licitira se od 2 ({spades}) do 7 (valat); talon se pokaže vsem. Vsak branilec potrebuje 2 štiha, branilca, ki je odstopil, se lahko povabi nazaj, točke pa gredo na skupno banko namesto v blagajno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="40"/>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with {spades} as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation>Igra podonavskih Švabov v Banatu in na Madžarskem, blizu igri zahodnega Balkana: licitacija od 2 do 7, a oba branilca vedno igrata. Nosilec igre potrebuje 6 štihov, enega več, kadar je adutska barva {spades}, in še enega več pri igri iz roke, plača pa se mu vsak štih nad ciljem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="46"/>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once ({hearts} rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation>Severnoameriška igra z začetka 20. stoletja. V prvem krogu sme vsak igralec enkrat imenovati višjo adutsko barvo (najvišja barva: {hearts}); če nihče ne, igralci ponujajo zneske za talon. Nosilec igre mora proti drugima dvema pobrati 6 od 10 štihov; blagajna izplača dobitek, dogovorjen pred igro.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="52"/>
        <source>Russian Preferans as most Russian players know it (the pulka of Sochi). Bids climb from six {spades} to ten no trumps, with misère among them; the defenders whist or pass and write whists on the declarer. Made contracts go into the pool, failures onto the mountain; when every pool is full the pulka ends and is settled in whists. If all pass, raspasy are played for fewest tricks.</source>
        <translation>Ruski preferans, kot ga pozna večina ruskih igralcev (pulka Soči). Klici rastejo od šest {spades} do deset brez aduta, z beračem vmes; branilca vistata ali rečeta pas in pišeta viste na nosilca igre. Dobljene igre gredo v puljo, izgubljene na goro; ko je vsaka pulja polna, se pulka konča in obračuna v vistih. Če vsi rečejo pas, se igrajo raspasi na čim manj štihov.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="59"/>
        <source>Russian Preferans of Saint Petersburg (Leningradka): the Sochi game with every whist and every failure counted double, the gentleman&apos;s whist, a checked ten, pools that are not capped and raspasy with a hard exit at seven.</source>
        <translation>Ruski preferans iz Sankt Peterburga (Leningradka): igra Soči, v kateri se vsak vist in vsak padec štejeta dvojno, z gentlemanskim vistom, preverjeno desetico, puljami brez zapiranja in raspasi s trdim izhodom na sedem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="64"/>
        <source>Russian Preferans of Rostov: the Sochi game, but raspasy are written as whists (five a trick from the player with fewest tricks) and their trick price does not grow.</source>
        <translation>Ruski preferans iz Rostova: igra Soči, a raspasi se pišejo kot visti (pet na štih od tistega z najmanj štihi), cena štiha pa ne raste.</translation>
    </message>
    <message>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 (spades) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation type="vanished">Igra Hrvaške, Srbije, Bosne in Slovenije. Igra se v nasprotni smeri urinega kazalca; deli se pet kart, nato talon, nato še pet. Licitira se od 2 (pik) do 7 (valat); talon se pokaže vsem. Vsak branilec potrebuje 2 štiha, branilca, ki je odstopil, se lahko povabi nazaj, točke pa gredo na skupno banko namesto v blagajno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="35"/>
        <source>Preferánsz as played in Hungary: the Western Balkan rules (bids 2 to 7, the talon shown, a shared bank, play anticlockwise) with the Hungarian suits of acorns, leaves, bells and hearts.</source>
        <translation>Preferans, kot ga igrajo na Madžarskem: pravila zahodnega Balkana (licitacija od 2 do 7, talon se pokaže, skupna banka, v nasprotni smeri urinega kazalca) z madžarskimi barvami želod, list, zvonec in srce.</translation>
    </message>
    <message>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with spades as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation type="vanished">Igra podonavskih Švabov v Banatu in na Madžarskem, blizu igri zahodnega Balkana: licitacija od 2 do 7, a oba branilca vedno igrata. Nosilec igre potrebuje 6 štihov, enega več s pikom kot adutom in še enega več pri igri iz roke, plača pa se mu vsak štih nad ciljem.</translation>
    </message>
    <message>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once (hearts rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation type="vanished">Severnoameriška igra z začetka 20. stoletja. V prvem krogu sme vsak igralec enkrat imenovati višjo adutsko barvo (srce je najvišje); če nihče ne, igralci ponujajo zneske za talon. Nosilec igre mora proti drugima dvema pobrati 6 od 10 štihov; blagajna izplača dobitek, dogovorjen pred igro.</translation>
    </message>
</context>
</TS>
