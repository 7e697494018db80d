<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="46"/>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="56"/>
        <source>◀ Back</source>
        <translation>◀ Vissza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>Forward ▶</source>
        <translation>Előre ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="81"/>
        <source>The deal</source>
        <translation>A leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="84"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>{i}. lépés: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Három játékos, 32 lap (A K D B 10 9 8 7 minden színben), mindenki tíz lapot kap, kettő a talonba kerül. A licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu. Színre színt kell adni; akinek nincs, annak adut kell tennie, ha van. Az ütést a legmagasabb adu viszi, különben a kihívott szín legmagasabb lapja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="34"/>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Három játékos, 32 lap ({ranks} minden színben), mindenki tíz lapot kap, kettő a talonba kerül. A licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu. Színre színt kell adni; akinek nincs, annak adut kell tennie, ha van. Az ütést a legmagasabb adu viszi, különben a kihívott szín legmagasabb lapja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="41"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Osztrák preferánsz&lt;/h3&gt;&lt;p&gt;Licitek: 1 ♣, 2 ♠, 3 ♦, 4 ♥; minden kézből mondott licit (talon nélkül játszva) erősebb bármely sima licitnél; a kézből mondott kőr a &lt;i&gt;Préférence&lt;/i&gt;. A korábban ülő játékos tarthatja az aktuális licitet. Ha az első kettő passzol, az osztónak licitálnia kell. A felvevő felveszi a talont, két lapot lerak, és legalább a licitjével egyenlő rangú adut nevez meg. Ezután minden védő vagy véd (2 ütés kell neki), vagy kiszáll.&lt;/p&gt;&lt;p&gt;Nyert (6 ütés): a kassza fizet 10-et. Bukott: a felvevő 20-at fizet a kasszába. A 2-nél kevesebb ütést vivő védő 10-et fizet a kasszába; a 2 vagy több ütést vivő 1-et kap az osztótól. A felvevő az első lap előtt feladhatja a játékot: 3 minden védőnek (5, ha csak egy véd).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="51"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Illusztrált preferánsz&lt;/h3&gt;&lt;p&gt;Az osztrák játék, továbbá betli (5: egy ütést sem vinni), durchmars (6: mind a tíz ütést elvinni), terített betli (7) és terített durchmars (8), mind adu nélkül; a terített játékokban a felvevő lapjai képpel felfelé vannak. Minden védő 10, 20, 30 vagy 40-et fizet a felvevőnek, ha az teljesít, kézből játszva duplán, és ugyanennyit kap, ha a felvevő bukik. A betli a felvevő első ütésénél ér véget, a durchmars az első elvesztett ütésénél.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="58"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nyugat-balkáni / magyar preferánsz&lt;/h3&gt;&lt;p&gt;Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 durchmars; a talont felfordítják. A B alapérték a játék száma, kézből +1, és a kontra, a rekontra és a refa duplázza. Nyert: a bank fizet 20·B-t; bukott: a felvevő fizet 20·B-t. Színjátékban a 2-nél kevesebb ütést vivő védő 10·B-t fizet, és a felvevő minden védőnek 2·B-t fizet minden általa vitt ütésért. A kiszállt védőt a másik védő behívhatja: ekkor a védelemnek 4 ütés kell.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dunai sváb preferánsz&lt;/h3&gt;&lt;p&gt;Mint a nyugat-balkáni játék, de mindkét védő mindig játszik. A felvevőnek 6 ütés kell, pikk aduval 7, kézből eggyel több. Minden védő a játék számát fizeti neki, plusz egyet minden többletütésért; ha bukik, ugyanennyit fizet minden védőnek, plusz egyet minden hiányzó ütésért. Egyforma talonlapokért a felvevő 2-t fizet az osztónak.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Amerikai preferánsz&lt;/h3&gt;&lt;p&gt;Minden játékos egyszer vagy megnevez egy aduszínt, amely magasabb minden korábban megnevezettnél (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), vagy passzol; a legmagasabb szín nyer, és talon nélkül játsszák. Ha mindenki passzol, mindenki ajánlhat egy összeget azért a jogért, hogy felvegye a talont és adut nevezzen. Adut tenni nem kötelező. Hat ütéssel a kasszából jár a jutalom; bukás esetén a büntetést kell fizetni.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Amerikai preferánsz&lt;/h3&gt;&lt;p&gt;Minden játékos egyszer megnevez egy adut, amely magasabb minden korábban megnevezettnél (♠ &lt; ♣ &lt; ♦ &lt; ♥), vagy passzol; a legmagasabb szín nyer, és talon nélkül játsszák. Ha mindenki passzol, bárki ajánlhat egy összeget azért a jogért, hogy felvegye a talont és adut nevezzen. Nincs adukényszer. Hat ütés elnyeri a jutalmat a kasszából; bukás esetén a büntetést kell fizetni.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="79"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;A védők konvenciói&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: fölöslegesen ne üsd felül azt az ütést, amelyet a partnered már visz. &lt;b&gt;C2&lt;/b&gt;: ha a felvevő utolsóként játszik a hívásodra, a szín legmagasabb lapodat hívd ki. &lt;b&gt;C3&lt;/b&gt;: ha a felvevő második, hívj ki ászt vagy királyt, vagy a szín legalacsonyabb lapodat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="151"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="30"/>
        <source>Saved sessions</source>
        <translation>Mentett játszmák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="37"/>
        <source>Resume</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="38"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="96"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="67"/>
        <source>{saved} — {variant}, {deals}</source>
        <translation>{saved} — {variant}, {deals}</translation>
    </message>
    <message>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation type="vanished">{saved} — {variant}, lejátszott leosztások: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="88"/>
        <source>The session being played cannot be deleted.</source>
        <translation>A folyamatban lévő játszma nem törölhető.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="91"/>
        <source>Delete this saved session?</source>
        <translation>Törlöd ezt a mentett játszmát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>on</source>
        <translation>be</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="279"/>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="57"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Austrian</source>
        <translation>Osztrák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="58"/>
        <location filename="../prefgui/ui/texts.py" line="205"/>
        <source>Illustrated</source>
        <translation>Illusztrált</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="59"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Western Balkan</source>
        <translation>Nyugat-balkáni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <location filename="../prefgui/ui/texts.py" line="206"/>
        <source>Hungarian</source>
        <translation>Magyar</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>Danube Swabian</source>
        <translation>Dunai sváb</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="62"/>
        <location filename="../prefgui/ui/texts.py" line="207"/>
        <source>American</source>
        <translation>Amerikai</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="65"/>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Defence</source>
        <translation>Védekezés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Play</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="70"/>
        <source>Scoring</source>
        <translation>Elszámolás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="71"/>
        <source>Bonuses</source>
        <translation>Prémiumok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="72"/>
        <source>Defender conventions</source>
        <translation>A védők konvenciói</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="74"/>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="75"/>
        <source>Club</source>
        <translation>Klubjátékos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="76"/>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="77"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="78"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="79"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="83"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Warn before the card</source>
        <translation>Figyelmeztetés a lap előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="82"/>
        <source>Notes after the trick</source>
        <translation>Megjegyzések az ütés után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="102"/>
        <source>(default)</source>
        <translation>(alapérték)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="110"/>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation>egy szám vagy {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="111"/>
        <source>a number or &quot;reward&quot;</source>
        <translation>egy szám vagy &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="147"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="152"/>
        <source>Players and stakes</source>
        <translation>Játékosok és tétek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="153"/>
        <source>Cards and display</source>
        <translation>Lapok és megjelenítés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="157"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>A szabályváltozások a következő leosztástól érvényesek. Másik változat vagy játékosszám új játszmát indít; a mostani a mentett játszmák között marad.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">A szabályváltozások a következő leosztástól érvényesek; a játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="163"/>
        <source>Restore defaults</source>
        <translation>Alapértékek visszaállítása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="182"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="57"/>
        <source>Variant</source>
        <translation>Változat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="220"/>
        <source>default</source>
        <translation>alapérték</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="224"/>
        <source>In deal records: {name}</source>
        <translation>A leosztásnaplókban: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="250"/>
        <source>Three at the table</source>
        <translation>Hárman az asztalnál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="251"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Négyen az asztalnál (az osztó kimarad)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="254"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Opponent {n}</source>
        <translation>{n}. ellenfél</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="281"/>
        <source>Pot contribution (units per player)</source>
        <translation>Befizetés a kasszába (egység játékosonként)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="283"/>
        <source>One unit is worth</source>
        <translation>Egy egység értéke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="295"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="62"/>
        <source>Cards</source>
        <translation>Kártyák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="300"/>
        <source>Card back</source>
        <translation>Kártyahátlap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="301"/>
        <source>Preview</source>
        <translation>Előnézet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="306"/>
        <source>Animation speed</source>
        <translation>Animáció sebessége</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="313"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Szünet egy teljes ütés után (másodperc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="318"/>
        <source>Coach</source>
        <translation>Edző</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="320"/>
        <source>System default</source>
        <translation>A rendszer szerint</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="324"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="387"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Ezek a szabályok nem játszhatók együtt: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="45"/>
        <location filename="../prefgui/ui/table/scene.py" line="425"/>
        <source>hand</source>
        <translation>kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>pot</source>
        <translation>kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/score_sheet.py" line="209"/>
        <location filename="../prefgui/ui/score_sheet.py" line="238"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Declarer</source>
        <translation>Felvevő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Contract</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="74"/>
        <source>Outcome</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>{name} tricks</source>
        <translation>{name} ütései</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="76"/>
        <source>{name} paid/won</source>
        <translation>{name} fizetett/nyert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="77"/>
        <source>{pot} after</source>
        <translation>{pot} utána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="78"/>
        <source>{name} balance</source>
        <translation>{name} egyenlege</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Contracts</source>
        <translation>Játékok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Made</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Defended</source>
        <translation>Védett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="119"/>
        <source>Quota reached</source>
        <translation>Kvóta teljesítve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="122"/>
        <source>Your convention breaches</source>
        <translation>Konvenciószegéseid</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="142"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dupla kattintás egy leosztásra: az összesítése.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="147"/>
        <source>Replay this deal</source>
        <translation>Leosztás visszajátszása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="150"/>
        <source>Export ledger (CSV)…</source>
        <translation>Eredménylap exportálása (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="152"/>
        <source>Export deal records…</source>
        <translation>Leosztásnaplók exportálása…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="160"/>
        <source>Payments</source>
        <translation>Kifizetések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="161"/>
        <source>Chart</source>
        <translation>Grafikon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="162"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="236"/>
        <source>No payments.</source>
        <translation>Nincs kifizetés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="46"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="47"/>
        <source>Pot</source>
        <translation>Kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="257"/>
        <source>Export ledger</source>
        <translation>Eredménylap exportálása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="258"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="265"/>
        <source>Export deal records</source>
        <translation>Leosztásnaplók exportálása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="267"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Leosztásnaplók (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Export</source>
        <translation>Exportálás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="275"/>
        <source>Could not write the file: {error}</source>
        <translation>Nem sikerült írni a fájlt: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Leaves</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Acorns</source>
        <translation>Makk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Bells</source>
        <translation>Tök</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Hearts</source>
        <translation>Kőr</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Zöld</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="52"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Piros</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Makk</source>
        <translation>Makk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Tök</source>
        <translation>Tök</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="54"/>
        <source>Piros</source>
        <translation>Piros</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Spades</source>
        <translation>Pikk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Clubs</source>
        <translation>Treff</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="55"/>
        <source>Diamonds</source>
        <translation>Káró</translation>
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
        <translation>alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ober</source>
        <translation>felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>King</source>
        <translation>király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="18"/>
        <location filename="../prefgui/ui/texts.py" line="75"/>
        <source>Ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>Sans</source>
        <translation>Szanzadu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="84"/>
        <source>One trick</source>
        <translation>Egy ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Misère</source>
        <translation>Betli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="85"/>
        <source>Slam</source>
        <translation>Durchmars</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open misère</source>
        <translation>Terített betli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="88"/>
        <source>Open slam</source>
        <translation>Terített durchmars</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="90"/>
        <source>Slam (six in a row)</source>
        <translation>Durchmars (hat egymás után)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (kézből ♥)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="98"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (kézből piros)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="99"/>
        <source>{bid} hand</source>
        <translation>{bid} kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="107"/>
        <source>Hold</source>
        <translation>Tartom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="115"/>
        <source>Offer {n}</source>
        <translation>Ajánlat: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="119"/>
        <source>Discard {first} and {second}</source>
        <translation>Lerakom: {first}, {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Defend</source>
        <translation>Védek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Drop out</source>
        <translation>Kiszállok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Invite partner</source>
        <translation>Partnert hívok</translation>
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
        <translation>Feladom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="123"/>
        <source>Announce: no aces</source>
        <translation>Bemondom: nincs ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="130"/>
        <source>Stay out of the auction for good.</source>
        <translation>Végleg kiszállsz a licitből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="131"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Átveszed az aktuális licitet: a helyednek elsőbbsége van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="132"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>A felvevő ellen játszol: 2 ütést kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="133"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>Kimaradsz ebből a leosztásból: nincs tét, nincs kockázat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="134"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Visszahívod a partneredet: a védelemnek 4 ütés kell, a te számládra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="135"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Duplázás: arra számítasz, hogy a felvevő bukik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="136"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Újabb duplázás: biztos vagy a játékodban.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="137"/>
        <source>Give up the contract without play.</source>
        <translation>Feladod a játékot lejátszás nélkül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="138"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nincs ászod: minden ellenféltől 10-et nyersz, vagy 10-et fizetsz neki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="143"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Kézből licit: talon nélkül játszol.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="144"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Felveszed a talont, és két lapot leraksz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="146"/>
        <source>Your contract: at least your bid.</source>
        <translation>A játékod: legalább a licited.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="148"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Ez a szín lesz az adu: 6 ütést kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="150"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Fizetsz a kasszába azért a jogért, hogy adut nevezz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>Defending</source>
        <translation>Véd</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Out</source>
        <translation>Kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Inviting</source>
        <translation>Hív</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>Invited</source>
        <translation>Behívott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>Sits out</source>
        <translation>Kimarad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="159"/>
        <source>Conceding</source>
        <translation>Felad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="163"/>
        <source>tricks: {n}</source>
        <translation>ütések: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract made</source>
        <translation>Nyert játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="197"/>
        <source>Contract failed</source>
        <translation>Bukott játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Declarer conceded</source>
        <translation>A felvevő feladta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="198"/>
        <source>Both defenders dropped out</source>
        <translation>Mindkét védő kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>Everybody passed</source>
        <translation>Mindenki passzolt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="199"/>
        <source>In progress</source>
        <translation>Folyamatban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="125"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vedd fel a talont: válassz két lapot lerakásra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="126"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Ezt a kettőt lerakom ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="129"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Kattints a lapokra, vagy húzd őket fel a lerakóhelyre; bármikor meggondolhatod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="163"/>
        <source>Continue</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="165"/>
        <source>Let the play go on.</source>
        <translation>Hadd menjen tovább a játék.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="172"/>
        <source>The deal is over</source>
        <translation>A leosztás véget ért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="173"/>
        <source>Deal summary</source>
        <translation>Leosztás összesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="175"/>
        <source>Next deal</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="202"/>
        <source>Offer</source>
        <translation>Ajánlat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="212"/>
        <source>You may act now</source>
        <translation>Most léphetsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="214"/>
        <source>Your call</source>
        <translation>Te licitálsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="216"/>
        <source>Declare your contract</source>
        <translation>Mondd be a játékodat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="218"/>
        <source>Answer the contra</source>
        <translation>Válaszolj a kontrára</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="220"/>
        <source>Defend or drop out?</source>
        <translation>Védesz vagy kiszállsz?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="221"/>
        <source>Your decision</source>
        <translation>A te döntésed</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="231"/>
        <source>bids {bid}</source>
        <translation>licitál: {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="233"/>
        <source>No calls yet.</source>
        <translation>Még nincs licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="119"/>
        <source>Drop here to play</source>
        <translation>Ide dobd a kijátszáshoz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="66"/>
        <location filename="../prefgui/ui/table/scene.py" line="417"/>
        <location filename="../prefgui/ui/table/scene.py" line="419"/>
        <source>Auction</source>
        <translation>Licit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="367"/>
        <source>Seat {n}</source>
        <translation>{n}. hely</translation>
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
        <translation>szubkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="429"/>
        <source>mortcontra</source>
        <translation>mordkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="431"/>
        <source>open</source>
        <translation>terített</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="433"/>
        <source>Declarer: {name}</source>
        <translation>Felvevő: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick history</source>
        <translation>Ütések sorrendje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Trick</source>
        <translation>Ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Led by</source>
        <translation>Hívott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="62"/>
        <source>Won by</source>
        <translation>Vitte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="28"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Osztrák: 1–4-es licit, kassza; Ausztria klasszikus játéka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="29"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Illusztrált: az osztrák játék betlivel és durchmarsch-sal, nyíltan vagy sem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="31"/>
        <source>Western Balkan: bids 2 to 7, the talon shown, refas and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Nyugat-balkáni: 2–7-es licit, felfordított talon, refák és bank; Szerbia, Horvátország, Bosznia.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="33"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Magyar: a balkáni játék, ahogy Magyarországon játsszák.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="34"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Dunai sváb: mindkét védő mindig játszik; a Bánság.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="35"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Amerikai: egyszer adu színt mondani, vagy ajánlatot tenni a talonért; Észak-Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="46"/>
        <source>Welcome to Préférence</source>
        <translation>Üdvözöl a preferánsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="48"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>A preferánsz háromszemélyes kártyajáték: a licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="59"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francia kártya (pikk, treff, káró, kőr)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="60"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Magyar kártya (zöld, makk, tök, piros)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="65"/>
        <source>As the system</source>
        <translation>A rendszer szerint</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="69"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>A szabályok a Súgó → Szabályok alatt vannak (F1). A H billentyűvel bármikor tippet kérhetsz. Mindez később a Beállításokban módosítható, ez az üdvözlés pedig a Súgó → Üdvözlés alatt van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="75"/>
        <source>Start playing</source>
        <translation>Kezdjük</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="71"/>
        <source>{name} discards two cards</source>
        <translation>{name} lerak két lapot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="80"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="201"/>
        <source>Discard</source>
        <translation>Lerakott lapok</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The saved game could not be resumed: {error}. The damaged file was kept ({file}); a new session has started.</source>
        <translation type="vanished">A mentett játékot nem sikerült folytatni: {error}. A sérült fájlt megőriztük ({file}); új játszma kezdődött.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new session has started.</source>
        <translation type="vanished">A mentett játékot nem sikerült folytatni: {error}. Új játszma kezdődött.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/charts.py" line="26"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/charts.py" line="27"/>
        <source>Balance</source>
        <translation>Egyenleg</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="20"/>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation>C1: ne üsd el azt az ütést, amelyet a partnered már visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="23"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: ha a felvevő játszik utoljára, a színből a legmagasabb lapodat hívd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="26"/>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation>C3: ha a felvevő játszik másodikként, nagyon magasat vagy a színből a legalacsonyabb lapodat hívd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="38"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Ezt az ütést {partner} viszi ({card}), és a felvevő már tett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="43"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Ezt az ütést {partner} viszi ({card}), és a felvevő nem tudja elütni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="48"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Te hívsz, {partner} második, a felvevő utolsó: a(z) {card} nem a legmagasabb lapod a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="53"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Te hívsz, a felvevő második, {partner} utolsó: a(z) {card} se nem nagyon magas, se nem a legalacsonyabb lapod a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach_texts.py" line="62"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Ezek a lapok betartják: {cards}. Ha mégis ki akarod játszani, tedd le újra: {card}.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>A leosztásnak már vége.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Nincs a kezedben: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Színt kell adnod: van {suit} lapod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Adut kell tenned: van {suit} lapod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Felül kell ütnöd a nyerő lapot: van magasabb lapod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>A partnered már viszi ezt az ütést: ennél az asztalnál nem ütheted felül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>Ezt most nem játszhatod ki: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Ez a licit nem megengedett: {bid} fölé kell licitálni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Ez a licit nyitó licitként nem megengedett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Olyan színt nevezz meg, amely magasabb minden eddig megnevezettnél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>Csak akkor tarthatsz, ha elsőbbséged van a licitáló játékossal szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Még senki sem licitált: nincs mit tartani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Senki sem licitált: utolsóként licitálnod kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Saját sima licited vagy tartásod után már nem licitálhatsz kézből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Válassz két különböző lapot a kezedből lerakásra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Legalább a licitedet mondd be: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Ajánlj többet, mint {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>A felvevő csak a védők döntése után és az első lap előtt adhatja fel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>Csak ász nélküli felvevő mondhatja be, rögtön a játék bemondása után.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>A leosztás ezen pontján ez nem lehetséges.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}” csak akkor érvényes, ha „{other}” értéke „{value}”.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Ez a változat nem játszható {n} játékossal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>A játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Egy beállításnak meg nem engedett értéke van.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="20"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Ezt a mentett játékot a prefgui egy újabb verziója írta: {name} (formátumverzió: {version}). Ez a verzió nem tudja beolvasni, ezért a helyén hagyta, hogy az újabb verzió továbbra is megtalálja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="26"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>A mentett játékot nem sikerült folytatni: {name} ({detail}). A sérült fájlt {kept} néven megőriztük.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="31"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>A mentett játékot nem sikerült folytatni: {name} ({detail}), és félretenni sem lehetett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="43"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Helyette egy másik mentett játszma folytatódott: {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="47"/>
        <source>A new session has started.</source>
        <translation>Új játszma kezdődött.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="53"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>A mentett beállításokat nem sikerült beolvasni ({detail}); az alapértékek érvényesek, a régi beállításokat félretettük.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/file_messages.py" line="61"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>A játékot nem sikerült menteni: {detail}.

A játék folytatódik, és amíg fut, egyetlen lépés sem vész el: a prefgui minden lépés után és néhány másodpercenként újra megpróbál menteni. Válassz másik mappát a mentéshez, vagy szabadíts fel helyet a lemezen, és a játék magától újra mentődik.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../prefgui/ui/controller.py" line="152"/>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">A játékot nem sikerült menteni: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="347"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Egy gépi játékos lehetetlen lépést tett: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/controller.py" line="357"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Egy gépi játékos nem tudott dönteni: {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="101"/>
        <source>prefgui — Préférence</source>
        <translation>prefgui — Preferánsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="102"/>
        <source>Score sheet</source>
        <translation>Eredménylap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="124"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Te jössz: húzz egy kiemelt lapot az asztalra, vagy kattints rá duplán.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="127"/>
        <source>Your turn: choose on the table.</source>
        <translation>Te jössz: válassz az asztalon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="141"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Egyenleg a játszma kezdete óta (plusz nyereség, mínusz veszteség).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="143"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>E leosztás előtt mindenki befizetett {n} egységet ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="182"/>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="197"/>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="337"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>A mostani játszma a mentett játszmák között marad. Indítsunk most új játszmát?</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}.</source>
        <translation type="vanished">Színt kell adnod: van {suit} lapod.</translation>
    </message>
    <message>
        <source>You must trump: you hold {suit}.</source>
        <translation type="vanished">Adut kell tenned: van {suit} lapod.</translation>
    </message>
    <message>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation type="vanished">Felül kell ütnöd a nyerő lapot: van magasabb lapod.</translation>
    </message>
    <message>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation type="vanished">A partnered már viszi ezt az ütést: ennél az asztalnál nem ütheted felül.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation type="vanished">Ez a lap nincs nálad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="297"/>
        <source>Hint: {what} ({why})</source>
        <translation>Tipp: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="332"/>
        <source>The number of players changes only with a new session.</source>
        <translation>A játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="334"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Minden változatnak saját kasszája vagy bankja van, ezért másik változat új játszmát indít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="336"/>
        <location filename="../prefgui/ui/main_window.py" line="344"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">A játékosok száma csak új játszmával változik. Kezdesz most új játszmát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="345"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Az új szabályok nem használhatók: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="350"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Az új szabályok a következő leosztástól érvényesek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="353"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Az új szabályok a következő leosztástól érvényesek; ez a leosztás még a régiek szerint ér véget.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="408"/>
        <location filename="../prefgui/ui/main_window.py" line="412"/>
        <source>Saved sessions</source>
        <translation>Mentett játszmák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="413"/>
        <source>This session could not be resumed: {error}</source>
        <translation>A játszmát nem sikerült folytatni: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/actions.py" line="87"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="88"/>
        <source>&amp;Deal</source>
        <translation>&amp;Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="89"/>
        <source>&amp;Coach</source>
        <translation>&amp;Edző</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="91"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="92"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="93"/>
        <source>&amp;New session</source>
        <translation>Ú&amp;j játszma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="94"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Mentett játszmák…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="95"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="96"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Eredménylap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="97"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Kártyák kinézete</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="98"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="99"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="100"/>
        <source>Show &amp;last trick</source>
        <translation>&amp;Utolsó ütés mutatása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>&amp;Trick history</source>
        <translation>Ü&amp;tések sorrendje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="102"/>
        <source>Deal s&amp;ummary</source>
        <translation>Leosztás ö&amp;sszesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="103"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Következő leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="104"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Gyakorló mód (a lapok visszavehetők)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="105"/>
        <source>&amp;Undo my last card</source>
        <translation>Utolsó lapom &amp;visszavétele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="106"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animáció sebessége</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="108"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="111"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="112"/>
        <source>&amp;Welcome</source>
        <translation>Ü&amp;dvözlés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="113"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="114"/>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="115"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;A prefgui névjegye</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="129"/>
        <source>No trick has been completed yet.</source>
        <translation>Még egy ütés sem ért véget.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="188"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lap kiválasztása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a kiválasztott lap kijátszása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Szóköz&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mozgás a döntési panel gombjai között és azok megnyomása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;az utolsó ütés mutatása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ütések sorrendje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;eredménylap&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;következő leosztás (a leosztás végén)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;szabályok&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;utolsó lapom visszavétele&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;új játszma&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;teljes képernyő&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kilépés&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Utolsó ütés: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="144"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Gyakorló mód: visszaveheted a lapjaidat (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="145"/>
        <source>Practice mode is off.</source>
        <translation>A gyakorló mód ki van kapcsolva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="151"/>
        <source>Nothing to undo in this deal.</source>
        <translation>Ebben a leosztásban nincs mit visszavonni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="187"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lap kiválasztása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a kiválasztott lap kijátszása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Szóköz&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mozgás a döntési panel gombjai között és azok megnyomása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;az utolsó ütés mutatása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;utolsó lapom visszavétele&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;új játszma&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;teljes képernyő&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kilépés&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="210"/>
        <source>About prefgui</source>
        <translation>A prefgui névjegye</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="211"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferánsz a számítógép ellen: osztrák, illusztrált, nyugat-balkáni, magyar, dunai sváb és amerikai szabályok.&lt;/p&gt;&lt;p&gt;Szabad szoftver a GNU GPL 3. vagy újabb verziója szerint. Kártyaképek: saját. Betűtípus: DejaVu Sans (szabad licenc).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="80"/>
        <source>direction</source>
        <translation>Játékirány</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="81"/>
        <source>all pass</source>
        <translation>Ha mindenki passzol</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="82"/>
        <source>hold</source>
        <translation>Tartás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="83"/>
        <source>raise step</source>
        <translation>Licitlépcső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="84"/>
        <source>hand bid only before plain bid</source>
        <translation>Kézből licit csak sima licit előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="85"/>
        <source>one more rule</source>
        <translation>„Csak eggyel feljebb” szabály</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="86"/>
        <source>illustrated ranking</source>
        <translation>Sorrend (illusztrált)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="87"/>
        <source>illustrated form</source>
        <translation>Forma (illusztrált)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="88"/>
        <source>ladder</source>
        <translation>Játéklétra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="89"/>
        <source>talon shown</source>
        <translation>A talon felfordítása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="90"/>
        <source>widow order</source>
        <translation>Sorrend a talonnál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="91"/>
        <source>invitation</source>
        <translation>Behívás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="92"/>
        <source>first defender may invite</source>
        <translation>Az első védő behívhat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="93"/>
        <source>concession window</source>
        <translation>A feladás ideje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="94"/>
        <source>joint concession</source>
        <translation>A játék közös odaadása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="95"/>
        <source>open defender comms</source>
        <translation>Egyeztetés terített játékban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="96"/>
        <source>contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="97"/>
        <source>contra on</source>
        <translation>Kontrázható játékok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="98"/>
        <source>contra levels</source>
        <translation>Kontrafokozatok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="99"/>
        <source>compulsory contra on spades</source>
        <translation>Kötelező kontra pikkre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="100"/>
        <source>must trump</source>
        <translation>Adukényszer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="101"/>
        <source>must head</source>
        <translation>Felülütési kényszer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="102"/>
        <source>first lead</source>
        <translation>Első hívás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="103"/>
        <source>sans first lead</source>
        <translation>Első hívás szanzaduban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="104"/>
        <source>slam6 run</source>
        <translation>Hat egymás után durchmarsban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="105"/>
        <source>dealer unit payer</source>
        <translation>Ki fizeti az egységet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="106"/>
        <source>invite fail penalty</source>
        <translation>Büntetés sikertelen behívásért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="107"/>
        <source>inviter gets dealer unit</source>
        <translation>A hívó megkapja az osztó egységét</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="108"/>
        <source>concession invited</source>
        <translation>Feladás behívott védelem ellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="109"/>
        <source>multiply by contract value</source>
        <translation>Szorzás a játék értékével</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="110"/>
        <source>original scoring</source>
        <translation>Eredeti elszámolás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="111"/>
        <source>original multiplier basis</source>
        <translation>A szorzó alapja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="112"/>
        <source>rounding</source>
        <translation>Kerekítés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="113"/>
        <source>original scope</source>
        <translation>Az eredeti elszámolás köre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="114"/>
        <source>pot shortfall</source>
        <translation>Hiány a kasszában</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="115"/>
        <source>defence quota</source>
        <translation>A védelem kvótája</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="116"/>
        <source>invited trick credit</source>
        <translation>A behívott ütései</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="117"/>
        <source>sans defender payments</source>
        <translation>Védőfizetések szanzaduban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="118"/>
        <source>bank model</source>
        <translation>A bank fajtája</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="119"/>
        <source>balkan concession</source>
        <translation>Feladás (balkáni)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="120"/>
        <source>refa</source>
        <translation>Refa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="121"/>
        <source>refa limit</source>
        <translation>Refák legnagyobb száma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="122"/>
        <source>refa consume</source>
        <translation>Refa felhasználása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="123"/>
        <source>hand value plus one</source>
        <translation>Kézből eggyel többet ér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="124"/>
        <source>equal talon payment</source>
        <translation>Fizetés egyforma talonlapokért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="125"/>
        <source>overtrick payment</source>
        <translation>Fizetés többlet- és hiányzó ütésekért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="126"/>
        <source>american payout</source>
        <translation>Kifizetés (amerikai)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="127"/>
        <source>payout table</source>
        <translation>Kifizetési táblázat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="128"/>
        <source>failure penalty</source>
        <translation>Büntetés bukásért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="129"/>
        <source>preference bonus</source>
        <translation>Préférence-prémium</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="130"/>
        <source>preference bonus scope</source>
        <translation>A Préférence-prémium köre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="131"/>
        <source>preference bonus payers</source>
        <translation>A Préférence-prémium fizetői</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="132"/>
        <source>four aces bonus</source>
        <translation>Prémium a négy ászért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="133"/>
        <source>four aces count</source>
        <translation>A négy ász számolása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="134"/>
        <source>no ace bonus</source>
        <translation>„Nincs ász” prémium</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="135"/>
        <source>no ace hand games</source>
        <translation>„Nincs ász” kézből játszva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="136"/>
        <source>conventions status</source>
        <translation>A konvenciók érvénye</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="137"/>
        <source>c3 high</source>
        <translation>„Nagyon magas” a C3-ban</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="140"/>
        <source>cw</source>
        <translation>óramutató járása szerint</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="141"/>
        <source>acw</source>
        <translation>óramutatóval ellentétesen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="142"/>
        <source>last player forced</source>
        <translation>az utolsónak licitálnia kell</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="143"/>
        <source>redeal</source>
        <translation>újraosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="144"/>
        <source>any</source>
        <translation>tetszőleges</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="145"/>
        <source>exactly one</source>
        <translation>pontosan eggyel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="146"/>
        <source>open exception</source>
        <translation>kivétel a terített játékokra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="147"/>
        <source>plain</source>
        <translation>sima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="148"/>
        <source>open contracts</source>
        <translation>terített játékok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="149"/>
        <source>six in a row</source>
        <translation>hat egymás után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="150"/>
        <source>standard</source>
        <translation>szokásos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="151"/>
        <source>sans7</source>
        <translation>szanzadu 7-esként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="152"/>
        <source>extended</source>
        <translation>bővített</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="153"/>
        <source>extended no one</source>
        <translation>bővített, „egy ütés” nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="154"/>
        <source>serbian</source>
        <translation>szerb</translation>
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
        <translation>a védők döntése után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="158"/>
        <source>any time before lead</source>
        <translation>bármikor az első hívás előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="159"/>
        <source>table talk</source>
        <translation>egyeztethetnek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="160"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="161"/>
        <source>full view</source>
        <translation>teljes rálátás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="162"/>
        <source>all</source>
        <translation>mind</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="163"/>
        <source>trick contracts</source>
        <translation>ütésjátékok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="164"/>
        <source>declarer</source>
        <translation>felvevő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="165"/>
        <source>forehand</source>
        <translation>előkéz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="166"/>
        <source>as first lead</source>
        <translation>mint az első hívás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="167"/>
        <source>defender before declarer</source>
        <translation>a felvevő előtti védő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="168"/>
        <source>any run</source>
        <translation>bármely hat egymás után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="169"/>
        <source>from trick 1</source>
        <translation>az első ütéstől</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="170"/>
        <source>dealer</source>
        <translation>osztó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="171"/>
        <source>inviter 5</source>
        <translation>5 a hívónak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="172"/>
        <source>both 3</source>
        <translation>3-3 mindkettőnek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="173"/>
        <source>after dealer stake</source>
        <translation>az osztó tétje után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="174"/>
        <source>before</source>
        <translation>előtte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="175"/>
        <source>exact</source>
        <translation>pontosan</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="176"/>
        <source>floor</source>
        <translation>lefelé</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="177"/>
        <source>half up</source>
        <translation>a közelebbire</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="178"/>
        <source>pot payments only</source>
        <translation>csak a kassza fizetései</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="179"/>
        <source>pay available</source>
        <translation>amennyi benne van</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="180"/>
        <source>allow negative</source>
        <translation>mínuszba mehet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="181"/>
        <source>individual</source>
        <translation>egyénileg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="182"/>
        <source>joint</source>
        <translation>közösen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="183"/>
        <source>inviter</source>
        <translation>hívó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="184"/>
        <source>invited</source>
        <translation>behívott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="185"/>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="186"/>
        <source>account</source>
        <translation>számla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="187"/>
        <source>pot</source>
        <translation>kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="188"/>
        <source>as failure</source>
        <translation>bukásként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="189"/>
        <source>failure plus tricks k</source>
        <translation>bukás plusz ütésfizetés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="190"/>
        <source>on declare</source>
        <translation>bemondáskor</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="191"/>
        <source>on play only</source>
        <translation>csak lejátszáskor</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="192"/>
        <source>per defender</source>
        <translation>védőnként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="193"/>
        <source>total</source>
        <translation>összesen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="194"/>
        <source>per contract</source>
        <translation>játékonként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="195"/>
        <source>per trick</source>
        <translation>ütésenként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="196"/>
        <source>hand hearts</source>
        <translation>csak kézből kőr</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="197"/>
        <source>all contracts</source>
        <translation>minden játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="198"/>
        <source>both opponents</source>
        <translation>mindkét ellenfél</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="199"/>
        <source>playing defenders</source>
        <translation>a játszó védők</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="200"/>
        <source>played hand</source>
        <translation>kijátszott lapok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="201"/>
        <source>twelve cards</source>
        <translation>tizenkét lap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="202"/>
        <source>ten cards</source>
        <translation>tíz lap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="203"/>
        <source>not allowed</source>
        <translation>nem megengedett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="204"/>
        <source>advisory</source>
        <translation>tanács</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="205"/>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="206"/>
        <source>ethical</source>
        <translation>becsületbeli kötelesség</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="207"/>
        <source>integral c1</source>
        <translation>C1 mint szabály</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="208"/>
        <source>A or K</source>
        <translation>A vagy K</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="209"/>
        <source>top two outstanding</source>
        <translation>a két legmagasabb kint lévő</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="20"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Az osztás és a játék iránya (csak az asztal rajzát érinti).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="21"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Ha mindenki passzol: az utolsó játékosnak licitálnia kell, vagy a leosztás érvénytelen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="22"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>A korábban ülő játékos tarthatja (átveheti) az aktuális licitet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="23"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>A túllicitálás ugorhat, vagy pontosan eggyel magasabbnak kell lennie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="24"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Aki már mondott sima licitet vagy tartott, nem licitálhat többé kézből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="25"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Sima licit csak eggyel az aktuális fölött; sima licit után nincs kézből licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="26"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>A sima terített betli/durchmars erősebb a kézből mondott 1–6-nál, vagy minden kézből mondott licit erősebb minden sima licitnél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="27"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>5–8-as játékok terített betlivel és terített durchmarssal, vagy csak betli és hat egymás utáni ütéses durchmars.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="28"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>A színjátékok feletti játékok: betli, durchmars, szanzadu, egy ütés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="29"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>A felvevő megmutatja a talont a védőknek, mielőtt felveszi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="30"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>A második licitkör győztese: előbb felveszi a talont és lerak, vagy előbb lerak és utána veszi fel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="31"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>A védő behívhatja a kiszállt partnerét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="32"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Ha az első védő véd és a második kiszáll, az első behívhatja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="33"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>A felvevő a védők döntése után adhatja fel, vagy bármikor az első lap előtt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="34"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>Betliben és durchmarsban a két védő együtt odaadhatja a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="35"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>Terített játékokban a védők megbeszélhetik a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="36"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>A védő kontrázhat (dupláz), a felvevő rekontrázhat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="37"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra minden játékra, vagy csak ütésjátékokra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="38"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Csak kontra és rekontra, vagy szubkontra és mordkontra is (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="39"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Pikk ellen a játszó védőnek kontráznia kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="40"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Aki nem tud színt adni, adut kell tennie, ha van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="41"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Az ütést vivő lapot felül kell ütni, ha lehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="42"/>
        <source>Who leads to the first trick.</source>
        <translation>Ki hív az első ütésre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="43"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Szanzaduban a felvevő előtt ülő védő hívhat elsőként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="44"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Hat egymás utáni ütéses durchmars: bármely hat egymást követő ütés, vagy az első hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="45"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Ki fizeti az egységet minden védőnek, aki 2 ütést vitt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="46"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Mennyit fizet a hívó a kasszába, ha a védelem 4-nél kevesebbet visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="47"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>A hívó, akinek a védelme 4 ütést visz, megkapja az osztó egységét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="48"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Feladás behívott védelem ellen: 5 a hívónak, vagy 3-3 mindkettőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="49"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Minden kifizetést megszoroznak a játék számával (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="50"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Az osztó 10-et tesz be; a kifizetések a kasszával nőnek (kassza/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="51"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Eredeti elszámolás: a kasszát az osztó 10-e után vagy előtt mérik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="52"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Eredeti elszámolás: pontos törtek, vagy kerekített összegek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="53"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Az eredeti elszámolás minden kifizetést arányosít, vagy csak a kasszába és a kasszából menőket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="54"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Ha egy kifizetés meghaladja a kasszát: annyit fizet, amennyi benne van, vagy mínuszba mehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="55"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Minden védőnek 2 ütés kell, vagy senki sem fizet, ha a védelem 4-et visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="56"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Ki kap fizetést a behívott védő ütéseiért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="57"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>A szanzadu ütésjátéknak számít a védők kvótájánál és az ütésfizetéseknél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="58"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>A bank korlátlan számla, vagy kassza, amely annyit fizet ki, amennyi benne van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="59"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>A feladás bukásnak számít, plusz (második érték) 2 ütés ára minden játszó védőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="60"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Ha mindenki passzolt, minden játékos kap egy refát, amely duplázza a következő játékát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="61"/>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation>Legfeljebb ennyi fel nem használt refája lehet egy játékosnak (0 = korlátlan).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="62"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>A refát minden játék felhasználja, vagy csak akkor, ha lapokat játszanak ki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="63"/>
        <source>A hand contract is worth one more.</source>
        <translation>A kézből játszott játék eggyel többet ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="64"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Mennyit fizet a felvevő az osztónak, ha a két talonlap pár.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="65"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>A többlet- és hiányzó ütéseket minden védővel elszámolják, vagy egyszer összesen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="66"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>A kassza a nyert játékot egyszer jutalmazza, vagy ütésenként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="67"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>A jutalom a kasszából: egy összeg, vagy adu színenként külön.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="68"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Mennyit fizet a bukott felvevő a kasszába (vagy ugyanannyit, mint a jutalom).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="69"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>A Préférence (kézből kőr) 10-et nyer vagy veszít minden ellenféllel szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="70"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>A Préférence-prémium csak a kézből kőrre jár, vagy minden játékra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="71"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Ki fizeti vagy kapja a Préférence-prémiumot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="72"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>A négy ásszal játszó felvevő minden ellenféltől 10-et kap.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="73"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>A négy ásznak a tíz kijátszott lap között kell lennie, vagy bárhol a tizenkettő között.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="74"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Az ász nélküli felvevő bemondhatja: 10-et nyer vagy veszít minden ellenféllel szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="75"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Kézből játszott játékban a „nincs ász” bemondás a kézben tartott tíz lapra vonatkozik, vagy nem megengedett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="76"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>A védők konvenciói (C1–C3): tanács, ki, becsületbeli kötelesség, vagy C1 mint szabály.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="77"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>A C3 „nagyon magas” lapja: ász vagy király, vagy a még kint lévő két legmagasabb lap egyike.</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="167"/>
        <source>contract made</source>
        <translation>nyert játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="168"/>
        <source>contract failed</source>
        <translation>bukott játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="169"/>
        <source>both defenders dropped out</source>
        <translation>mindkét védő kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="170"/>
        <source>the declarer conceded</source>
        <translation>a felvevő feladta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="171"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>az osztó egysége 2 ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="172"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>a felvevő egysége 2 ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="173"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>a védő 2-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="174"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>a behívott védelem 4-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="175"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>az osztó egysége a hívónak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="176"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>a kontrázó védelem 5-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="177"/>
        <source>trick payments</source>
        <translation>ütésfizetések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="178"/>
        <source>contract made with overtricks</source>
        <translation>nyert játék többletütésekkel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="179"/>
        <source>contract failed by undertricks</source>
        <translation>bukott játék hiányzó ütésekkel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Préférence bonus</source>
        <translation>Préférence-prémium</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>four aces bonus</source>
        <translation>prémium a négy ászért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>no-ace announcement</source>
        <translation>„nincs ász” bemondás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="183"/>
        <source>dealer&apos;s stake</source>
        <translation>az osztó tétje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="184"/>
        <source>equal talon cards</source>
        <translation>egyforma talonlapok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="185"/>
        <source>offer for the declarership</source>
        <translation>ajánlat a játék jogáért</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="215"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="216"/>
        <source>West</source>
        <translation>Nyugat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="217"/>
        <source>East</source>
        <translation>Kelet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="218"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="33"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Az edzői profilodat a prefgui egy újabb verziója írta. {kept} néven félretettük, és új profil indult.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="37"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Az edzői profilod megsérült. {kept} néven félretettük, és új profil indult.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/profile_store.py" line="54"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Az edzői profilodat nem sikerült megnyitni ({detail}). Az elemzések és gyakorlatok nem mentődnek, amíg ez nem sikerül.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="33"/>
        <source>{contract}, hand game</source>
        <translation>{contract}, kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="52"/>
        <source>The only choice.</source>
        <translation>Az egyetlen lehetőség.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="53"/>
        <source>The only card that may be played.</source>
        <translation>Az egyetlen lap, amely kijátszható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="55"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Minden kijátszható lap ugyanolyan jó, mint a többi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="56"/>
        <source>By rule of thumb.</source>
        <translation>Ökölszabály szerint.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="57"/>
        <source>A hunch.</source>
        <translation>Megérzés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="58"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Nincs idő gondolkodni: ökölszabály szerint.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="59"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>A keresés nem sikerült: ökölszabály szerint.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="61"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>{contract} esetén elég ütés várható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="62"/>
        <source>Enough tricks expected.</source>
        <translation>Elég ütés várható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="64"/>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation>Kiszállok: túl kevés a saját ütés. Nincs tét, nincs kockázat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="65"/>
        <source>Pass: too few tricks expected.</source>
        <translation>Passz: túl kevés ütés várható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="67"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Kötelező licitálni; a legjobb elérhető játék: {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="69"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Kötelező licitálni: passzolni nem szabad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="71"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Nincs rekontra: a játék nem elég biztos.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="73"/>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation>Partnert hívok: van néhány saját ütés, de egyedül kevés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="75"/>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation>Lerakom: {card}, {other} – a rövid mellékszínek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="77"/>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation>{card} a legjobb lap; a második legjobb: {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="79"/>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation>{card}: minden kijátszható lap ugyanarra vezet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="80"/>
        <source>Pass: no bid is possible.</source>
        <translation>Passz: nincs lehetséges licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="82"/>
        <source>Pass: no contract in reach looks playable.</source>
        <translation>Passz: egyik elérhető játék sem tűnik teljesíthetőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="84"/>
        <source>Pass: even {contract} is worth too little.</source>
        <translation>Passz: még {contract} esetén is túl kevés a nyereség.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="86"/>
        <source>Pass: declaring is worth too little.</source>
        <translation>Passz: a saját játék túl keveset ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="88"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: {contract} esetén megéri játszani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="90"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: megéri saját játékot vállalni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="92"/>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation>Lerakom: {card}, {other}; a bemondott játék: {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="94"/>
        <source>{contract}: the only promising contract.</source>
        <translation>{contract}: az egyetlen ígéretes játék.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="96"/>
        <source>{action} is worth most against {contract}.</source>
        <translation>{contract} ellen ez ér a legtöbbet: {action}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="98"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action}: többet ér, mint tovább játszani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="132"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Csak a védők konvencióit betartó lapok jöttek szóba.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="140"/>
        <source>{tricks} tricks expected</source>
        <translation>{tricks} várható ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="143"/>
        <source>worth {units} units</source>
        <translation>{units} egységet ér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="147"/>
        <source>{units} units better than the next best</source>
        <translation>{units} egységgel jobb a következőnél</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="151"/>
        <source>playing on: {units} units</source>
        <translation>továbbjátszás: {units} egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="156"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="160"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>{samples} mintaleosztásból {made} esetben teljesül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="164"/>
        <source>over {samples} sampled deals</source>
        <translation>{samples} mintaleosztás alapján</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/reasons.py" line="167"/>
        <source>error: {error}</source>
        <translation>hiba: {error}</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="52"/>
        <location filename="../prefgui/ui/save_guard.py" line="67"/>
        <source>Save elsewhere…</source>
        <translation>Mentés máshová…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="53"/>
        <source>Not saved: {reason}</source>
        <translation>Nincs mentve: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="80"/>
        <source>The game is saved again.</source>
        <translation>A játék ismét mentődik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="85"/>
        <source>Save the game in</source>
        <translation>Játék mentése ide</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/save_guard.py" line="97"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>A játék nincs mentve: ha most kilépsz, az utolsó mentés óta tett lépések elvesznek. Mégis kilépsz?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/dialogs/sessions.py" line="66"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n leosztás lejátszva</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>The saved settings could not be read ({error}); the defaults are used and the old settings were kept aside.</source>
        <translation type="vanished">A mentett beállításokat nem sikerült beolvasni ({error}); az alapértékek érvényesek, a régi beállításokat félretettük.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="45"/>
        <source>Deal summary</source>
        <translation>Leosztás összesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="50"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="52"/>
        <source> (hand)</source>
        <translation> (kézből)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="58"/>
        <source>Tricks — </source>
        <translation>Ütések — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>From</source>
        <translation>Kitől</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>To</source>
        <translation>Kinek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>Amount</source>
        <translation>Összeg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="61"/>
        <source>Why</source>
        <translation>Ok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="73"/>
        <source>No payments in this deal.</source>
        <translation>Ebben a leosztásban nincs kifizetés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="76"/>
        <source>This deal: </source>
        <translation>Ez a leosztás: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="78"/>
        <source>Balances: </source>
        <translation>Egyenlegek: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source>Next deal</source>
        <translation>Következő leosztás</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="246"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francia kártya)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="247"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (német kártya)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="250"/>
        <source>red lattice</source>
        <translation>piros rács</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="251"/>
        <source>blue ornament</source>
        <translation>kék ornamentika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="252"/>
        <source>green damask</source>
        <translation>zöld damaszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="253"/>
        <source>the deck&apos;s own back</source>
        <translation>a pakli saját hátlapja</translation>
    </message>
</context>
</TS>
