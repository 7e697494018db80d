<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="45"/>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="55"/>
        <source>◀ Back</source>
        <translation>◀ Vissza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="56"/>
        <source>Forward ▶</source>
        <translation>Előre ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="77"/>
        <source>The deal</source>
        <translation>A leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="80"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>{i}. lépés: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="14"/>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Három játékos, 32 lap (A K Q J 10 9 8 7 minden színben), mindenki tíz lapot kap, kettő a talonba kerül. A licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu. Színre színt kell adni; akinek nincs, annak adut kell tennie, ha van. Az ütést a legmagasabb adu viszi, különben a kihívott szín legmagasabb lapja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="20"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Osztrák preferánsz&lt;/h3&gt;&lt;p&gt;Licitek: 1 ♣, 2 ♠, 3 ♦, 4 ♥; minden kézből mondott licit (talon nélkül játszva) erősebb bármely sima licitnél; a kézből mondott kőr a &lt;i&gt;Préférence&lt;/i&gt;. A korábban ülő játékos tarthatja az aktuális licitet. Ha az első kettő passzol, az osztónak licitálnia kell. A felvevő felveszi a talont, két lapot lerak, és legalább a licitjével egyenlő rangú adut nevez meg. Ezután minden védő vagy véd (2 ütés kell neki), vagy kiszáll.&lt;/p&gt;&lt;p&gt;Nyert (6 ütés): a kassza fizet 10-et. Bukott: a felvevő 20-at fizet a kasszába. A 2-nél kevesebb ütést vivő védő 10-et fizet a kasszába; a 2 vagy több ütést vivő 1-et kap az osztótól. A felvevő az első lap előtt feladhatja a játékot: 3 minden védőnek (5, ha csak egy véd).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="30"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Illusztrált preferánsz&lt;/h3&gt;&lt;p&gt;Az osztrák játék, továbbá betli (5: egy ütést sem vinni), durchmars (6: mind a tíz ütést elvinni), terített betli (7) és terített durchmars (8), mind adu nélkül; a terített játékokban a felvevő lapjai képpel felfelé vannak. Minden védő 10, 20, 30 vagy 40-et fizet a felvevőnek, ha az teljesít, kézből játszva duplán, és ugyanennyit kap, ha a felvevő bukik. A betli a felvevő első ütésénél ér véget, a durchmars az első elvesztett ütésénél.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="37"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nyugat-balkáni / magyar preferánsz&lt;/h3&gt;&lt;p&gt;Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 durchmars; a talont felfordítják. A B alapérték a játék száma, kézből +1, és a kontra, a rekontra és a refa duplázza. Nyert: a bank fizet 20·B-t; bukott: a felvevő fizet 20·B-t. Színjátékban a 2-nél kevesebb ütést vivő védő 10·B-t fizet, és a felvevő minden védőnek 2·B-t fizet minden általa vitt ütésért. A kiszállt védőt a másik védő behívhatja: ekkor a védelemnek 4 ütés kell.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="45"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dunai sváb preferánsz&lt;/h3&gt;&lt;p&gt;Mint a nyugat-balkáni játék, de mindkét védő mindig játszik. A felvevőnek 6 ütés kell, pikk aduval 7, kézből eggyel több. Minden védő a játék számát fizeti neki, plusz egyet minden többletütésért; ha bukik, ugyanennyit fizet minden védőnek, plusz egyet minden hiányzó ütésért. Egyforma talonlapokért a felvevő 2-t fizet az osztónak.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="51"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Amerikai preferánsz&lt;/h3&gt;&lt;p&gt;Minden játékos egyszer megnevez egy adut, amely magasabb minden korábban megnevezettnél (♠ &lt; ♣ &lt; ♦ &lt; ♥), vagy passzol; a legmagasabb szín nyer, és talon nélkül játsszák. Ha mindenki passzol, bárki ajánlhat egy összeget azért a jogért, hogy felvegye a talont és adut nevezzen. Nincs adukényszer. Hat ütés elnyeri a jutalmat a kasszából; bukás esetén a büntetést kell fizetni.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="58"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;A védők konvenciói&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: fölöslegesen ne üsd felül azt az ütést, amelyet a partnered már visz. &lt;b&gt;C2&lt;/b&gt;: ha a felvevő utolsóként játszik a hívásodra, a szín legmagasabb lapodat hívd ki. &lt;b&gt;C3&lt;/b&gt;: ha a felvevő második, hívj ki ászt vagy királyt, vagy a szín legalacsonyabb lapodat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="68"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="127"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="29"/>
        <source>Saved sessions</source>
        <translation>Mentett játszmák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="36"/>
        <source>Resume</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="37"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="81"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="84"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="89"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="61"/>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation>{saved} — {variant}, lejátszott leosztások: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="81"/>
        <source>The session being played cannot be deleted.</source>
        <translation>A folyamatban lévő játszma nem törölhető.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="84"/>
        <source>Delete this saved session?</source>
        <translation>Törlöd ezt a mentett játszmát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <source>on</source>
        <translation>be</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="78"/>
        <source>(default)</source>
        <translation>(alapérték)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="86"/>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation>egy szám vagy {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="87"/>
        <source>a number or &quot;reward&quot;</source>
        <translation>egy szám vagy &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="123"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="128"/>
        <source>Players and stakes</source>
        <translation>Játékosok és tétek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="129"/>
        <source>Cards and display</source>
        <translation>Lapok és megjelenítés</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">A szabályváltozások a következő leosztástól érvényesek; a játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="133"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>A szabályváltozások a következő leosztástól érvényesek. Másik változat vagy játékosszám új játszmát indít; a mostani a mentett játszmák között marad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="139"/>
        <source>Restore defaults</source>
        <translation>Alapértékek visszaállítása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="158"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="57"/>
        <source>Variant</source>
        <translation>Változat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="196"/>
        <source>default</source>
        <translation>alapérték</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="224"/>
        <source>Three at the table</source>
        <translation>Hárman az asztalnál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="225"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Négyen az asztalnál (az osztó kimarad)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="228"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="249"/>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="249"/>
        <source>Opponent {n}</source>
        <translation>{n}. ellenfél</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="255"/>
        <source>Pot contribution (units per player)</source>
        <translation>Befizetés a kasszába (egység játékosonként)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="257"/>
        <source>One unit is worth</source>
        <translation>Egy egység értéke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="269"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="62"/>
        <source>Cards</source>
        <translation>Kártyák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="274"/>
        <source>Card back</source>
        <translation>Kártyahátlap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Preview</source>
        <translation>Előnézet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="280"/>
        <source>Animation speed</source>
        <translation>Animáció sebessége</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="286"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="349"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Ezek a szabályok nem játszhatók együtt: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="46"/>
        <location filename="../prefgui/ui/table/scene.py" line="426"/>
        <source>hand</source>
        <translation>kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="42"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="43"/>
        <source>pot</source>
        <translation>kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/charts.py" line="28"/>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <location filename="../prefgui/ui/score_sheet.py" line="211"/>
        <location filename="../prefgui/ui/score_sheet.py" line="240"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <location filename="../prefgui/ui/texts.py" line="140"/>
        <source>Declarer</source>
        <translation>Felvevő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>Contract</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>Outcome</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="76"/>
        <source>{name} tricks</source>
        <translation>{name} ütései</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="77"/>
        <source>{name} paid/won</source>
        <translation>{name} fizetett/nyert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="78"/>
        <source>{pot} after</source>
        <translation>{pot} utána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="79"/>
        <source>{name} balance</source>
        <translation>{name} egyenlege</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Contracts</source>
        <translation>Játékok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Made</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Defended</source>
        <translation>Védett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Quota reached</source>
        <translation>Kvóta teljesítve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="123"/>
        <source>Your convention breaches</source>
        <translation>Konvenciószegéseid</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="143"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dupla kattintás egy leosztásra: az összesítése.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="148"/>
        <source>Replay this deal</source>
        <translation>Leosztás visszajátszása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="151"/>
        <source>Export ledger (CSV)…</source>
        <translation>Eredménylap exportálása (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="153"/>
        <source>Export deal records…</source>
        <translation>Leosztásnaplók exportálása…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="161"/>
        <source>Payments</source>
        <translation>Kifizetések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="162"/>
        <source>Chart</source>
        <translation>Grafikon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="163"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="238"/>
        <source>No payments.</source>
        <translation>Nincs kifizetés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="42"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="43"/>
        <source>Pot</source>
        <translation>Kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="259"/>
        <source>Export ledger</source>
        <translation>Eredménylap exportálása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="260"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="267"/>
        <source>Export deal records</source>
        <translation>Leosztásnaplók exportálása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="269"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Leosztásnaplók (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="277"/>
        <source>Export</source>
        <translation>Exportálás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="277"/>
        <source>Could not write the file: {error}</source>
        <translation>Nem sikerült írni a fájlt: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Leaves</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Acorns</source>
        <translation>Makk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Bells</source>
        <translation>Tök</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Hearts</source>
        <translation>Kőr</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Zöld</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Piros</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Makk</source>
        <translation>Makk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Tök</source>
        <translation>Tök</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Piros</source>
        <translation>Piros</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Spades</source>
        <translation>Pikk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Clubs</source>
        <translation>Treff</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Diamonds</source>
        <translation>Káró</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>Unter</source>
        <translation>alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>Ober</source>
        <translation>felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>King</source>
        <translation>király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>Ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="64"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="72"/>
        <source>Sans</source>
        <translation>Szanzadu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="72"/>
        <source>One trick</source>
        <translation>Egy ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="73"/>
        <source>Misère</source>
        <translation>Betli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="73"/>
        <source>Slam</source>
        <translation>Durchmars</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>Open misère</source>
        <translation>Terített betli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>Open slam</source>
        <translation>Terített durchmars</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="78"/>
        <source>Slam (six in a row)</source>
        <translation>Durchmars (hat egymás után)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="86"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (kézből ♥)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="86"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (kézből piros)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="87"/>
        <source>{bid} hand</source>
        <translation>{bid} kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="94"/>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="96"/>
        <source>Hold</source>
        <translation>Tartom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="104"/>
        <source>Offer {n}</source>
        <translation>Ajánlat: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Defend</source>
        <translation>Védek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Drop out</source>
        <translation>Kiszállok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Invite partner</source>
        <translation>Partnert hívok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="106"/>
        <location filename="../prefgui/ui/texts.py" line="141"/>
        <source>Contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="106"/>
        <source>Recontra</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="106"/>
        <source>Concede</source>
        <translation>Feladom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="107"/>
        <source>Announce: no aces</source>
        <translation>Bemondom: nincs ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="115"/>
        <source>Stay out of the auction for good.</source>
        <translation>Végleg kiszállsz a licitből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="116"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Átveszed az aktuális licitet: a helyednek elsőbbsége van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="117"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>A felvevő ellen játszol: 2 ütést kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="118"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>Kimaradsz ebből a leosztásból: nincs tét, nincs kockázat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="119"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Visszahívod a partneredet: a védelemnek 4 ütés kell, a te számládra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="120"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Duplázás: arra számítasz, hogy a felvevő bukik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Újabb duplázás: biztos vagy a játékodban.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <source>Give up the contract without play.</source>
        <translation>Feladod a játékot lejátszás nélkül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="123"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nincs ászod: minden ellenféltől 10-et nyersz, vagy 10-et fizetsz neki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="128"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Kézből licit: talon nélkül játszol.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="129"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Felveszed a talont, és két lapot leraksz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="131"/>
        <source>Your contract: at least your bid.</source>
        <translation>A játékod: legalább a licited.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="133"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Ez a szín lesz az adu: 6 ütést kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="135"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Fizetsz a kasszába azért a jogért, hogy adut nevezz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="140"/>
        <source>Defending</source>
        <translation>Véd</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="140"/>
        <source>Out</source>
        <translation>Kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="141"/>
        <source>Inviting</source>
        <translation>Hív</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="141"/>
        <source>Invited</source>
        <translation>Behívott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="142"/>
        <source>Sits out</source>
        <translation>Kimarad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="142"/>
        <source>Conceding</source>
        <translation>Felad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="146"/>
        <source>tricks: {n}</source>
        <translation>ütések: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Contract made</source>
        <translation>Nyert játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Contract failed</source>
        <translation>Bukott játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>Declarer conceded</source>
        <translation>A felvevő feladta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>Both defenders dropped out</source>
        <translation>Mindkét védő kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>Everybody passed</source>
        <translation>Mindenki passzolt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>In progress</source>
        <translation>Folyamatban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="115"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vedd fel a talont: válassz két lapot lerakásra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="116"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Ezt a kettőt lerakom ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="119"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Kattints a lapokra, vagy húzd őket fel a lerakóhelyre; bármikor meggondolhatod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="153"/>
        <source>Continue</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="155"/>
        <source>Let the play go on.</source>
        <translation>Hadd menjen tovább a játék.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="162"/>
        <source>The deal is over</source>
        <translation>A leosztás véget ért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="163"/>
        <source>Deal summary</source>
        <translation>Leosztás összesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="165"/>
        <source>Next deal</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="192"/>
        <source>Offer</source>
        <translation>Ajánlat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="202"/>
        <source>You may act now</source>
        <translation>Most léphetsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="204"/>
        <source>Your call</source>
        <translation>Te licitálsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="206"/>
        <source>Declare your contract</source>
        <translation>Mondd be a játékodat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="208"/>
        <source>Answer the contra</source>
        <translation>Válaszolj a kontrára</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="210"/>
        <source>Defend or drop out?</source>
        <translation>Védesz vagy kiszállsz?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="211"/>
        <source>Your decision</source>
        <translation>A te döntésed</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="221"/>
        <source>bids {bid}</source>
        <translation>licitál: {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="223"/>
        <source>No calls yet.</source>
        <translation>Még nincs licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="143"/>
        <source>Drop here to play</source>
        <translation>Ide dobd a kijátszáshoz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="418"/>
        <location filename="../prefgui/ui/table/scene.py" line="420"/>
        <source>Auction</source>
        <translation>Licit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="418"/>
        <source>{bid} — {name}</source>
        <translation>{bid} — {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="429"/>
        <source>contra</source>
        <translation>kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="429"/>
        <source>recontra</source>
        <translation>rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="429"/>
        <source>subcontra</source>
        <translation>szubkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="430"/>
        <source>mortcontra</source>
        <translation>mordkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="432"/>
        <source>open</source>
        <translation>terített</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="434"/>
        <source>Declarer: {name}</source>
        <translation>Felvevő: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="55"/>
        <source>Trick history</source>
        <translation>Ütések sorrendje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick</source>
        <translation>Ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Led by</source>
        <translation>Hívott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="59"/>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="81"/>
        <source>prefgui — Préférence</source>
        <translation>prefgui — Preferánsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="82"/>
        <source>Score sheet</source>
        <translation>Eredménylap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="100"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Te jössz: húzz egy kiemelt lapot az asztalra, vagy kattints rá duplán.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="103"/>
        <source>Your turn: choose on the table.</source>
        <translation>Te jössz: válassz az asztalon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="117"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Egyenleg a játszma kezdete óta (plusz nyereség, mínusz veszteség).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="119"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>E leosztás előtt mindenki befizetett {n} egységet ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="158"/>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="173"/>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="194"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Színt kell adnod: van {suit} lapod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="195"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Adut kell tenned: van {suit} lapod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="196"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Felül kell ütnöd a nyerő lapot: van magasabb lapod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="197"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>A partnered már viszi ezt az ütést: ennél az asztalnál nem ütheted felül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="199"/>
        <source>You do not hold that card.</source>
        <translation>Ez a lap nincs nálad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="273"/>
        <source>Hint: {what} ({why})</source>
        <translation>Tipp: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="304"/>
        <source>The number of players changes only with a new session.</source>
        <translation>A játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="306"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Minden változatnak saját kasszája vagy bankja van, ezért másik változat új játszmát indít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="308"/>
        <location filename="../prefgui/ui/main_window.py" line="318"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="309"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>A mostani játszma a mentett játszmák között marad. Indítsunk most új játszmát?</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">A játékosok száma csak új játszmával változik. Kezdesz most új játszmát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="322"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Az új szabályok a következő leosztástól érvényesek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="325"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Az új szabályok a következő leosztástól érvényesek; ez a leosztás még a régiek szerint ér véget.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="377"/>
        <source>Saved sessions</source>
        <translation>Mentett játszmák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="378"/>
        <source>This session could not be resumed: {error}</source>
        <translation>A játszmát nem sikerült folytatni: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/actions.py" line="83"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="84"/>
        <source>&amp;Deal</source>
        <translation>&amp;Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="85"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="86"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="87"/>
        <source>&amp;New session</source>
        <translation>Ú&amp;j játszma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="88"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Mentett játszmák…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="89"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="90"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Eredménylap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="91"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Kártyák kinézete</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="92"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="93"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="94"/>
        <source>Show &amp;last trick</source>
        <translation>&amp;Utolsó ütés mutatása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="95"/>
        <source>&amp;Trick history</source>
        <translation>Ü&amp;tések sorrendje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="96"/>
        <source>Deal s&amp;ummary</source>
        <translation>Leosztás ö&amp;sszesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="97"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Következő leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="98"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Gyakorló mód (a lapok visszavehetők)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="99"/>
        <source>&amp;Undo my last card</source>
        <translation>Utolsó lapom &amp;visszavétele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="100"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animáció sebessége</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="102"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="105"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="106"/>
        <source>&amp;Welcome</source>
        <translation>Ü&amp;dvözlés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="108"/>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="109"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;A prefgui névjegye</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="123"/>
        <source>No trick has been completed yet.</source>
        <translation>Még egy ütés sem ért véget.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="182"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lap kiválasztása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a kiválasztott lap kijátszása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Szóköz&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mozgás a döntési panel gombjai között és azok megnyomása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;az utolsó ütés mutatása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ütések sorrendje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;eredménylap&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;következő leosztás (a leosztás végén)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;szabályok&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;utolsó lapom visszavétele&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;új játszma&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;teljes képernyő&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kilépés&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Utolsó ütés: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="138"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Gyakorló mód: visszaveheted a lapjaidat (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="139"/>
        <source>Practice mode is off.</source>
        <translation>A gyakorló mód ki van kapcsolva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="145"/>
        <source>Nothing to undo in this deal.</source>
        <translation>Ebben a leosztásban nincs mit visszavonni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="181"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lap kiválasztása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a kiválasztott lap kijátszása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Szóköz&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mozgás a döntési panel gombjai között és azok megnyomása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;az utolsó ütés mutatása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;utolsó lapom visszavétele&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;új játszma&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;teljes képernyő&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kilépés&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="204"/>
        <source>About prefgui</source>
        <translation>A prefgui névjegye</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="205"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferánsz a számítógép ellen: osztrák, illusztrált, nyugat-balkáni, magyar, dunai sváb és amerikai szabályok.&lt;/p&gt;&lt;p&gt;Szabad szoftver a GNU GPL 3. vagy újabb verziója szerint. Kártyaképek: saját. Betűtípus: DejaVu Sans (szabad licenc).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="17"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Az osztás és a játék iránya (csak az asztal rajzát érinti).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="18"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Ha mindenki passzol: az utolsó játékosnak licitálnia kell, vagy a leosztás érvénytelen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="19"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>A korábban ülő játékos tarthatja (átveheti) az aktuális licitet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="20"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>A túllicitálás ugorhat, vagy pontosan eggyel magasabbnak kell lennie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="21"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Aki már mondott sima licitet vagy tartott, nem licitálhat többé kézből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="22"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Sima licit csak eggyel az aktuális fölött; sima licit után nincs kézből licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="23"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>A sima terített betli/durchmars erősebb a kézből mondott 1–6-nál, vagy minden kézből mondott licit erősebb minden sima licitnél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="24"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>5–8-as játékok terített betlivel és terített durchmarssal, vagy csak betli és hat egymás utáni ütéses durchmars.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="25"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>A színjátékok feletti játékok: betli, durchmars, szanzadu, egy ütés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="26"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>A felvevő megmutatja a talont a védőknek, mielőtt felveszi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="27"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>A második licitkör győztese: előbb felveszi a talont és lerak, vagy előbb lerak és utána veszi fel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="28"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>A védő behívhatja a kiszállt partnerét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="29"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Ha az első védő véd és a második kiszáll, az első behívhatja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="30"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>A felvevő a védők döntése után adhatja fel, vagy bármikor az első lap előtt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="31"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>Betliben és durchmarsban a két védő együtt odaadhatja a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="32"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>Terített játékokban a védők megbeszélhetik a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="33"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>A védő kontrázhat (dupláz), a felvevő rekontrázhat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="34"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra minden játékra, vagy csak ütésjátékokra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="35"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Csak kontra és rekontra, vagy szubkontra és mordkontra is (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="36"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Pikk ellen a játszó védőnek kontráznia kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="37"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Aki nem tud színt adni, adut kell tennie, ha van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="38"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Az ütést vivő lapot felül kell ütni, ha lehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="39"/>
        <source>Who leads to the first trick.</source>
        <translation>Ki hív az első ütésre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="40"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Szanzaduban a felvevő előtt ülő védő hívhat elsőként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="41"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Hat egymás utáni ütéses durchmars: bármely hat egymást követő ütés, vagy az első hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="42"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Ki fizeti az egységet minden védőnek, aki 2 ütést vitt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="43"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Mennyit fizet a hívó a kasszába, ha a védelem 4-nél kevesebbet visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="44"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>A hívó, akinek a védelme 4 ütést visz, megkapja az osztó egységét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="45"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Feladás behívott védelem ellen: 5 a hívónak, vagy 3-3 mindkettőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="46"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Minden kifizetést megszoroznak a játék számával (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="47"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Az osztó 10-et tesz be; a kifizetések a kasszával nőnek (kassza/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="48"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Eredeti elszámolás: a kasszát az osztó 10-e után vagy előtt mérik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="49"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Eredeti elszámolás: pontos törtek, vagy kerekített összegek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="50"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Az eredeti elszámolás minden kifizetést arányosít, vagy csak a kasszába és a kasszából menőket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="51"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Ha egy kifizetés meghaladja a kasszát: annyit fizet, amennyi benne van, vagy mínuszba mehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="52"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Minden védőnek 2 ütés kell, vagy senki sem fizet, ha a védelem 4-et visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="53"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Ki kap fizetést a behívott védő ütéseiért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="54"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>A szanzadu ütésjátéknak számít a védők kvótájánál és az ütésfizetéseknél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="55"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>A bank korlátlan számla, vagy kassza, amely annyit fizet ki, amennyi benne van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="56"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>A feladás bukásnak számít, plusz (második érték) 2 ütés ára minden játszó védőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="57"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Ha mindenki passzolt, minden játékos kap egy refát, amely duplázza a következő játékát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="58"/>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation>Legfeljebb ennyi fel nem használt refája lehet egy játékosnak (0 = korlátlan).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="59"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>A refát minden játék felhasználja, vagy csak akkor, ha lapokat játszanak ki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="60"/>
        <source>A hand contract is worth one more.</source>
        <translation>A kézből játszott játék eggyel többet ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="61"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Mennyit fizet a felvevő az osztónak, ha a két talonlap pár.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="62"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>A többlet- és hiányzó ütéseket minden védővel elszámolják, vagy egyszer összesen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="63"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>A kassza a nyert játékot egyszer jutalmazza, vagy ütésenként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="64"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>A jutalom a kasszából: egy összeg, vagy adu színenként külön.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="65"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Mennyit fizet a bukott felvevő a kasszába (vagy ugyanannyit, mint a jutalom).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="66"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>A Préférence (kézből kőr) 10-et nyer vagy veszít minden ellenféllel szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="67"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>A Préférence-prémium csak a kézből kőrre jár, vagy minden játékra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="68"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Ki fizeti vagy kapja a Préférence-prémiumot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="69"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>A négy ásszal játszó felvevő minden ellenféltől 10-et kap.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="70"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>A négy ásznak a tíz kijátszott lap között kell lennie, vagy bárhol a tizenkettő között.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="71"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Az ász nélküli felvevő bemondhatja: 10-et nyer vagy veszít minden ellenféllel szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="72"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Kézből játszott játékban a „nincs ász” bemondás a kézben tartott tíz lapra vonatkozik, vagy nem megengedett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="73"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>A védők konvenciói (C1–C3): tanács, ki, becsületbeli kötelesség, vagy C1 mint szabály.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="74"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>A C3 „nagyon magas” lapja: ász vagy király, vagy a még kint lévő két legmagasabb lap egyike.</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="150"/>
        <source>contract made</source>
        <translation>nyert játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="151"/>
        <source>contract failed</source>
        <translation>bukott játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="152"/>
        <source>both defenders dropped out</source>
        <translation>mindkét védő kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="153"/>
        <source>the declarer conceded</source>
        <translation>a felvevő feladta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="154"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>az osztó egysége 2 ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="155"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>a felvevő egysége 2 ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>a védő 2-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>a behívott védelem 4-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>az osztó egysége a hívónak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="159"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>a kontrázó védelem 5-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="160"/>
        <source>trick payments</source>
        <translation>ütésfizetések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="161"/>
        <source>contract made with overtricks</source>
        <translation>nyert játék többletütésekkel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="162"/>
        <source>contract failed by undertricks</source>
        <translation>bukott játék hiányzó ütésekkel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="163"/>
        <source>Préférence bonus</source>
        <translation>Préférence-prémium</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="164"/>
        <source>four aces bonus</source>
        <translation>prémium a négy ászért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="165"/>
        <source>no-ace announcement</source>
        <translation>„nincs ász” bemondás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="166"/>
        <source>dealer&apos;s stake</source>
        <translation>az osztó tétje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="167"/>
        <source>equal talon cards</source>
        <translation>egyforma talonlapok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="168"/>
        <source>offer for the declarership</source>
        <translation>ajánlat a játék jogáért</translation>
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
</TS>
