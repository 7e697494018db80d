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
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>◀ Back</source>
        <translation>◀ Vissza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="58"/>
        <source>Forward ▶</source>
        <translation>Előre ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="82"/>
        <source>The deal</source>
        <translation>A leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="85"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>{i}. lépés: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Három játékos, 32 lap (A K D B 10 9 8 7 minden színben), mindenki tíz lapot kap, kettő a talonba kerül. A licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu. Színre színt kell adni; akinek nincs, annak adut kell tennie, ha van. Az ütést a legmagasabb adu viszi, különben a kihívott szín legmagasabb lapja.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Három játékos, 32 lap ({ranks} minden színben), mindenki tíz lapot kap, kettő a talonba kerül. A licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu. Színre színt kell adni; akinek nincs, annak adut kell tennie, ha van. Az ütést a legmagasabb adu viszi, különben a kihívott szín legmagasabb lapja.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Osztrák preferánsz&lt;/h3&gt;&lt;p&gt;Licitek: 1 ♣, 2 ♠, 3 ♦, 4 ♥; minden kézből mondott licit (talon nélkül játszva) erősebb bármely sima licitnél; a kézből mondott kőr a &lt;i&gt;Préférence&lt;/i&gt;. A korábban ülő játékos tarthatja az aktuális licitet. Ha az első kettő passzol, az osztónak licitálnia kell. A felvevő felveszi a talont, két lapot lerak, és legalább a licitjével egyenlő rangú adut nevez meg. Ezután minden védő vagy véd (2 ütés kell neki), vagy kiszáll.&lt;/p&gt;&lt;p&gt;Nyert (6 ütés): a kassza fizet 10-et. Bukott: a felvevő 20-at fizet a kasszába. A 2-nél kevesebb ütést vivő védő 10-et fizet a kasszába; a 2 vagy több ütést vivő 1-et kap az osztótól. A felvevő az első lap előtt feladhatja a játékot: 3 minden védőnek (5, ha csak egy véd).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Illusztrált preferánsz&lt;/h3&gt;&lt;p&gt;Az osztrák játék, továbbá betli (5: egy ütést sem vinni), durchmars (6: mind a tíz ütést elvinni), terített betli (7) és terített durchmars (8), mind adu nélkül; a terített játékokban a felvevő lapjai képpel felfelé vannak. Minden védő 10, 20, 30 vagy 40-et fizet a felvevőnek, ha az teljesít, kézből játszva duplán, és ugyanennyit kap, ha a felvevő bukik. A betli a felvevő első ütésénél ér véget, a durchmars az első elvesztett ütésénél.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Nyugat-balkáni / magyar preferánsz&lt;/h3&gt;&lt;p&gt;Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 durchmars; a talont felfordítják. A B alapérték a játék száma, kézből +1, és a kontra, a rekontra és a refa duplázza. Nyert: a bank fizet 20·B-t; bukott: a felvevő fizet 20·B-t. Színjátékban a 2-nél kevesebb ütést vivő védő 10·B-t fizet, és a felvevő minden védőnek 2·B-t fizet minden általa vitt ütésért. A kiszállt védőt a másik védő behívhatja: ekkor a védelemnek 4 ütés kell.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Dunai sváb preferánsz&lt;/h3&gt;&lt;p&gt;Mint a nyugat-balkáni játék, de mindkét védő mindig játszik. A felvevőnek 6 ütés kell, pikk aduval 7, kézből eggyel több. Minden védő a játék számát fizeti neki, plusz egyet minden többletütésért; ha bukik, ugyanennyit fizet minden védőnek, plusz egyet minden hiányzó ütésért. Egyforma talonlapokért a felvevő 2-t fizet az osztónak.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Amerikai preferánsz&lt;/h3&gt;&lt;p&gt;Minden játékos egyszer vagy megnevez egy aduszínt, amely magasabb minden korábban megnevezettnél (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), vagy passzol; a legmagasabb szín nyer, és talon nélkül játsszák. Ha mindenki passzol, mindenki ajánlhat egy összeget azért a jogért, hogy felvegye a talont és adut nevezzen. Adut tenni nem kötelező. Hat ütéssel a kasszából jár a jutalom; bukás esetén a büntetést kell fizetni.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Amerikai preferánsz&lt;/h3&gt;&lt;p&gt;Minden játékos egyszer megnevez egy adut, amely magasabb minden korábban megnevezettnél (♠ &lt; ♣ &lt; ♦ &lt; ♥), vagy passzol; a legmagasabb szín nyer, és talon nélkül játsszák. Ha mindenki passzol, bárki ajánlhat egy összeget azért a jogért, hogy felvegye a talont és adut nevezzen. Nincs adukényszer. Hat ütés elnyeri a jutalmat a kasszából; bukás esetén a büntetést kell fizetni.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;A védők konvenciói&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: fölöslegesen ne üsd felül azt az ütést, amelyet a partnered már visz. &lt;b&gt;C2&lt;/b&gt;: ha a felvevő utolsóként játszik a hívásodra, a szín legmagasabb lapodat hívd ki. &lt;b&gt;C3&lt;/b&gt;: ha a felvevő második, hívj ki ászt vagy királyt, vagy a szín legalacsonyabb lapodat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="261"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="67"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="43"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="104"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="108"/>
        <source>Saved sessions</source>
        <translation>Mentett játszmák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="50"/>
        <source>Resume</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="51"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="143"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="52"/>
        <source>Review a deal…</source>
        <translation>Leosztás elemzése…</translation>
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
        <translation>Leosztás elemzése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="112"/>
        <source>No deal of this session has been finished yet.</source>
        <translation>Ebben a játszmában még nincs befejezett leosztás.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="123"/>
        <source>Deal {n}: {declarer} {contract} — {outcome}</source>
        <translation>{n}. leosztás: {declarer} {contract} — {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="126"/>
        <source>Deal:</source>
        <translation>Leosztás:</translation>
    </message>
    <message>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation type="vanished">{saved} — {variant}, lejátszott leosztások: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <source>The session being played cannot be deleted.</source>
        <translation>A folyamatban lévő játszma nem törölhető.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <source>Delete this saved session?</source>
        <translation>Törlöd ezt a mentett játszmát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>on</source>
        <translation>be</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="40"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Austrian</source>
        <translation>Osztrák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="41"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Illustrated</source>
        <translation>Illusztrált</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="42"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Western Balkan</source>
        <translation>Nyugat-balkáni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="43"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Hungarian</source>
        <translation>Magyar</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="44"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>Danube Swabian</source>
        <translation>Dunai sváb</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="45"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>American</source>
        <translation>Amerikai</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="46"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Sochi</source>
        <translation>Orosz: Szocsi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="47"/>
        <location filename="../prefgui/ui/words/texts.py" line="287"/>
        <source>Russian: Leningrad</source>
        <translation>Orosz: Leningrád</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="48"/>
        <location filename="../prefgui/ui/words/texts.py" line="288"/>
        <source>Russian: Rostov</source>
        <translation>Orosz: Rosztov</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="51"/>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="53"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="54"/>
        <source>Defence</source>
        <translation>Védekezés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="55"/>
        <source>Play</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="56"/>
        <source>Scoring</source>
        <translation>Elszámolás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="57"/>
        <source>Bonuses</source>
        <translation>Prémiumok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="58"/>
        <source>Defender conventions</source>
        <translation>A védők konvenciói</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="33"/>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="34"/>
        <source>Club</source>
        <translation>Klubjátékos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="35"/>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="19"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="20"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="21"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="22"/>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="25"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="23"/>
        <source>Warn before the card</source>
        <translation>Figyelmeztetés a lap előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="24"/>
        <source>Notes after the trick</source>
        <translation>Megjegyzések az ütés után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="40"/>
        <source>{meaning} Default: {default}.</source>
        <translation>{meaning} Alapérték: {default}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="92"/>
        <source>Rules of this table…</source>
        <translation>Az asztal szabályai…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="93"/>
        <source>The whole rules, written from the options chosen below.</source>
        <translation>A teljes szabályok, az alább választott beállítások szerint.</translation>
    </message>
    <message>
        <source>{meaning} Default: {default}. Rules: {ref}</source>
        <translation type="vanished">{meaning} Alapérték: {default}. Szabályok: {ref}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="64"/>
        <source>(default)</source>
        <translation>(alapérték)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Restore default rules</source>
        <translation>Alapszabályok visszaállítása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="80"/>
        <source>The bula every player starts a sheet with (bule and supe); the sheet is over when the bule reach zero together, and the next deal starts a new one.</source>
        <translation>A bula, amellyel minden játékos a lapot kezdi (bulák és szupák); a lap véget ér, amikor a bulák együtt elérik a nullát, és a következő leosztás új lapot kezd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="83"/>
        <source>Bula per player</source>
        <translation>Bula játékosonként</translation>
    </message>
    <message>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation type="vanished">egy szám vagy {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <source>a number or &quot;reward&quot;</source>
        <translation type="vanished">egy szám vagy &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Players and stakes</source>
        <translation>Játékosok és tétek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Cards and display</source>
        <translation>Lapok és megjelenítés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="73"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>A szabályváltozások a következő leosztástól érvényesek. Másik változat vagy játékosszám új játszmát indít; a mostani a mentett játszmák között marad.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">A szabályváltozások a következő leosztástól érvényesek; a játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="vanished">Alapértékek visszaállítása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="79"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="115"/>
        <source>Variant</source>
        <translation>Változat</translation>
    </message>
    <message>
        <source>default</source>
        <translation type="vanished">alapérték</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="135"/>
        <source>In deal records: {name}</source>
        <translation>A leosztásnaplókban: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="54"/>
        <source>Three at the table</source>
        <translation>Hárman az asztalnál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="55"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Négyen az asztalnál (az osztó kimarad)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="58"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="106"/>
        <source>Strength</source>
        <translation>Erősség</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="110"/>
        <source>How well this computer player plays</source>
        <translation>Milyen jól játszik ez a gépi játékos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Opponent {n}</source>
        <translation>{n}. ellenfél</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="63"/>
        <source>Pot contribution (units per player)</source>
        <translation>Befizetés a kasszába (egység játékosonként)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="65"/>
        <source>One unit is worth</source>
        <translation>Egy egység értéke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="68"/>
        <source>none: the settlement in whists only</source>
        <translation>nincs: elszámolás csak visztben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="69"/>
        <source>What one whist is worth in money, such as {price}; the end of a pulka then settles in money too.</source>
        <translation>Mennyit ér egy viszt pénzben, például {price}; a pulka végén akkor pénzben is elszámolnak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="73"/>
        <source>Price of a whist</source>
        <translation>Egy viszt ára</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="77"/>
        <source>{n} each</source>
        <translation>{n} fejenként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="78"/>
        <source>no end (from zero)</source>
        <translation>nincs vége (nulláról)</translation>
    </message>
    <message>
        <source>The bula every player starts the paper sheet with (bule and supe); the game is over when the bule reach zero together, and the next deal starts a new sheet.</source>
        <translation type="vanished">A bula, amellyel minden játékos a papíron vezetett lapot (bulák és szupák) kezdi; a játszma véget ér, amikor a bulák együtt elérik a nullát, és a következő leosztás új lapot kezd.</translation>
    </message>
    <message>
        <source>Game to a bula of</source>
        <translation type="vanished">Játszma bulája</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="46"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="120"/>
        <source>Cards</source>
        <translation>Kártyák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="51"/>
        <source>Card back</source>
        <translation>Kártyahátlap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="52"/>
        <source>Preview</source>
        <translation>Előnézet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="59"/>
        <source>Animation speed</source>
        <translation>Animáció sebessége</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="66"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Szünet egy teljes ütés után (másodperc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="69"/>
        <source>Coach</source>
        <translation>Edző</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="71"/>
        <source>In the Russian game the coach gives no notes on the defenders&apos; conventions (C1–C3 belong to the European game); the hint (H) shows the Expert&apos;s choice, why, and the whists or tricks it expects of every option.</source>
        <translation>Az orosz játékban az edző nem fűz megjegyzést a védők konvencióihoz (a C1–C3 az európai játékhoz tartozik); a tipp (H) megmutatja a Szakértő választását, az okát, és hogy melyik lehetőségtől hány visztet vagy ütést vár.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="76"/>
        <source>Notes on your partner&apos;s leads (C2, C3)</source>
        <translation>Megjegyzések a partnered hívásairól (C2, C3)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="123"/>
        <source>System default</source>
        <translation>A rendszer szerint</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="84"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="127"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="176"/>
        <source>{option}: {problem}</source>
        <translation>{option}: {problem}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="122"/>
        <source>Price of a whist: write a plain number such as {price} or 5, or leave it empty.</source>
        <translation>Egy viszt ára: írj egyszerű számot, például {price} vagy 5, vagy hagyd üresen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="128"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Ezek a szabályok nem játszhatók együtt: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="45"/>
        <location filename="../prefgui/ui/table/history.py" line="133"/>
        <source>hand</source>
        <translation>kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>pot</source>
        <translation>kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="43"/>
        <source>Stalingrad: {names} whist</source>
        <translation>Sztálingrád: {names} visztel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="47"/>
        <source>checked ten</source>
        <translation>ellenőrzött tízes</translation>
    </message>
    <message>
        <source>{name} writes off {points}</source>
        <translation type="vanished">{name} leír {points} pontot</translation>
    </message>
    <message>
        <source>{name} helps {other}: {points}</source>
        <translation type="vanished">{name} segít {other} puljáján: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="106"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="186"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="202"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Dealer</source>
        <translation>Osztó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Declarer</source>
        <translation>Felvevő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Contract</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Whist calls</source>
        <translation>Viszt és passz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="70"/>
        <source>Outcome</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="74"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="71"/>
        <source>{name} tricks</source>
        <translation>Ütések: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="60"/>
        <source>{name}: {points} written off</source>
        <translation>{name}: {points} leírva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="63"/>
        <source>Help {name} → {other}: {points}</source>
        <translation>Segítség {name} → {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="72"/>
        <source>{name} this deal</source>
        <translation>{name} a leosztásban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="73"/>
        <source>{name} in all</source>
        <translation>{name} összesen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Raspasy in a row</source>
        <translation>Raszpasz egymás után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Help and write-off</source>
        <translation>Segítség és leírás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>help</source>
        <translation>segítség</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>written off</source>
        <translation>leírva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="111"/>
        <source>raspasy</source>
        <translation>raszpasz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="112"/>
        <source>Each figure is the running total after that entry, as players write it on paper.</source>
        <translation>Minden szám a bejegyzés utáni futó összeg, ahogy a játékosok papírra írják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Deals</source>
        <translation>Leosztások</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="57"/>
        <source>Each player&apos;s bule in the middle of his part (lower is better; a bula is ten units) and beside them the supe he wrote against each opponent (a supa is one unit). Old figures are struck through; a triangle is a refa, filled once played.</source>
        <translation>Minden rész közepén a játékos bulái (a kevesebb a jobb; egy bula tíz egység), mellettük a szupák, amelyeket az egyes ellenfelekre írt (egy szupa egy egység). A régi számok áthúzva; a háromszög egy refa, kitöltve, ha már lejátszották.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="105"/>
        <source>bule</source>
        <translation>bulák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="108"/>
        <source>{name}: bule</source>
        <translation>{name}: bulák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="115"/>
        <source>{name}: supe against {other}</source>
        <translation>{name}: szupák – {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="149"/>
        <source>start</source>
        <translation>kezdés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="150"/>
        <source>deal {n}</source>
        <translation>{n}. leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="167"/>
        <source>A refa, not played yet</source>
        <translation>Egy refa, még nincs lejátszva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="169"/>
        <source>A refa, played in deal {n}</source>
        <translation>Egy refa, lejátszva: {n}. leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="160"/>
        <source>Sheet {n} (deals {first}–{last})</source>
        <translation>{n}. lap ({first}–{last}. leosztás)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="163"/>
        <source>Sheet {n}</source>
        <translation>{n}. lap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="181"/>
        <source>Sheet over after deal {n}: the bule reached zero together.</source>
        <translation>A lap véget ért ({n}. leosztás): a bulák együtt elérték a nullát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="184"/>
        <source>Played to a bula of {bula} each: the sheet ends when the bule reach zero together (now {sum}).</source>
        <translation>Fejenként {bula} bulára megy: a lap akkor ér véget, amikor a bulák együtt elérik a nullát (most {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <source>Settlement if the sheet ended now</source>
        <translation>Elszámolás, ha a lap most érne véget</translation>
    </message>
    <message>
        <source>Game {n} (deals {first}–{last})</source>
        <translation type="vanished">{n}. játszma ({first}–{last}. leosztás)</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation type="vanished">{n}. játszma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="178"/>
        <source>No end agreed: the bule start at zero. Settings → Players and stakes sets the bula a game is played to.</source>
        <translation>Nincs megállapodott vég: a bulák nulláról indulnak. A Beállítások → Játékosok és tétek adja meg, hány bulára megy a játszma.</translation>
    </message>
    <message>
        <source>Game over after deal {n}: the bule reached zero together.</source>
        <translation type="vanished">A játszma véget ért ({n}. leosztás): a bulák együtt elérték a nullát.</translation>
    </message>
    <message>
        <source>Played to a bula of {bula} each: the game ends when the bule reach zero together (now {sum}).</source>
        <translation type="vanished">Fejenként {bula} bulára megy: a játszma akkor ér véget, amikor a bulák együtt elérik a nullát (most {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Settlement</source>
        <translation>Elszámolás</translation>
    </message>
    <message>
        <source>Settlement if the game ended now</source>
        <translation type="vanished">Elszámolás, ha a játszma most érne véget</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Bula</source>
        <translation>Bula</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe written</source>
        <translation>Írt szupák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Supe against</source>
        <translation>Rá írt szupák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="206"/>
        <source>A result is ten units for each bula below the players&apos; average, plus the supe written, less the supe against: the ledger&apos;s balances with the bank shared equally.</source>
        <translation>Az eredmény tíz egység minden bula után, amennyivel a játékos a játékosok átlaga alatt van, plusz az írt szupák, mínusz a rá írt szupák: az eredménylap egyenlegei, a bankot egyenlően elosztva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="170"/>
        <source>Pool of {size}</source>
        <translation>Pulja {size}-ig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="171"/>
        <source>Deals played: {n}</source>
        <translation>Lejátszott leosztások: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="173"/>
        <source>Raspasy in a row: {n}, a trick now costs {price}</source>
        <translation>Raszpasz egymás után: {n}, egy ütés most {price}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="176"/>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The pulka is over</source>
        <translation>A pulka véget ért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Pool</source>
        <translation>Pulja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Mountain</source>
        <translation>Hegy</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists written</source>
        <translation>Írt visztek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists on him</source>
        <translation>Visztek rá</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <source>Result in whists</source>
        <translation>Eredmény visztben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="49"/>
        <source>In money</source>
        <translation>Pénzben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="52"/>
        <source>&lt;b&gt;Settlement&lt;/b&gt;: the pulka is over after deal {n}.</source>
        <translation>&lt;b&gt;Elszámolás&lt;/b&gt;: a pulka {n} leosztás után véget ért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="55"/>
        <source>&lt;b&gt;Standing&lt;/b&gt; after deal {n}, as if the pulka ended now.</source>
        <translation>&lt;b&gt;Állás&lt;/b&gt; {n} leosztás után, mintha most érne véget a pulka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="84"/>
        <source>Set a price per whist in Settings (Players and stakes) to see the settlement in money.</source>
        <translation>Adj meg viszt-árat a Beállításokban (Játékosok és tétek), és látod az elszámolást pénzben is.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="87"/>
        <source>One whist is worth {price}.</source>
        <translation>Egy viszt ára {price}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="75"/>
        <source>{name} paid/won</source>
        <translation>Fizetett/nyert: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="76"/>
        <source>{pot} after</source>
        <translation>{pot} utána</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="77"/>
        <source>{name} balance</source>
        <translation>Egyenleg: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="66"/>
        <source>{reached} of {defences}</source>
        <translation>{reached} / {defences}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Contracts</source>
        <translation>Játékok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Made</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Defended</source>
        <translation>Védett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Quota reached</source>
        <translation>Kvóta teljesítve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="76"/>
        <source>Your convention breaches</source>
        <translation>Konvenciószegéseid</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="150"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dupla kattintás egy leosztásra: az összesítése.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="151"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="192"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="223"/>
        <source>Replay this deal</source>
        <translation>Leosztás visszajátszása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="193"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="225"/>
        <source>Review this deal</source>
        <translation>Leosztás elemzése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="154"/>
        <source>Export ledger (CSV)…</source>
        <translation>Eredménylap exportálása (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="154"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="155"/>
        <source>Export deal records…</source>
        <translation>Leosztásnaplók exportálása…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Payments</source>
        <translation>Kifizetések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Chart</source>
        <translation>Grafikon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="139"/>
        <source>In units</source>
        <translation>Egységekben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="140"/>
        <source>Bule and supe</source>
        <translation>Bulák és szupák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="104"/>
        <source>No payments.</source>
        <translation>Nincs kifizetés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>Pot</source>
        <translation>Kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="208"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="173"/>
        <source>Export ledger</source>
        <translation>Eredménylap exportálása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="209"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="217"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="180"/>
        <source>Export deal records</source>
        <translation>Leosztásnaplók exportálása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="219"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="182"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Leosztásnaplók (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="227"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Export</source>
        <translation>Exportálás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="228"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="190"/>
        <source>Could not write the file: {error}</source>
        <translation>Nem sikerült írni a fájlt: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Leaves</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Acorns</source>
        <translation>Makk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Bells</source>
        <translation>Tök</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Hearts</source>
        <translation>Kőr</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Zöld</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Piros</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Makk</source>
        <translation>Makk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Tök</source>
        <translation>Tök</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Piros</source>
        <translation>Piros</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Spades</source>
        <translation>Pikk</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Clubs</source>
        <translation>Treff</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Diamonds</source>
        <translation>Káró</translation>
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
        <translation>alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ober</source>
        <translation>felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>King</source>
        <translation>király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="57"/>
        <source>Four at the table: the dealer of each deal sits out, and the other three get ten cards each from 32 ({ranks} in each suit); two go to the talon.</source>
        <translation>Négyen az asztalnál: az osztó minden leosztásban kimarad, a másik három a 32 lapból ({ranks} minden színben) tízet-tízet kap; kettő a talonba kerül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="61"/>
        <source>Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon.</source>
        <translation>Három játékos, 32 lap ({ranks} minden színben), mindenki tíz lapot kap, kettő a talonba kerül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="63"/>
        <source>The auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>A licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>Follow suit if you can; otherwise you must trump if you can.</source>
        <translation>Színt kell adni, ha tudsz; ha nem, aduzni kell, ha tudsz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="68"/>
        <source>Follow suit if you can; otherwise you may play any card: you never have to trump.</source>
        <translation>Színt kell adni, ha tudsz; ha nem, bármilyen lapot tehetsz: aduzni sosem kötelező.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="70"/>
        <source>You must also beat the card winning the trick whenever you can.</source>
        <translation>Ezenfelül mindig felül kell ütnöd az ütést éppen vivő lapot, ha tudod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>The highest trump wins the trick, else the highest card of the suit led.</source>
        <translation>Az ütést a legmagasabb adu viszi, ha nincs, a hívott szín legmagasabb lapja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="81"/>
        <source>If the first two pass, the third player must bid (the dealer sits out).</source>
        <translation>Ha az első kettő passzol, a harmadik játékosnak kell licitálnia (az osztó kimarad).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="83"/>
        <source>If the first two pass, the dealer must bid.</source>
        <translation>Ha az első kettő passzol, az osztónak licitálnia kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="84"/>
        <source>If everybody passes, the cards are dealt again.</source>
        <translation>Ha mindenki passzol, újraosztanak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Osztrák preferánsz&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="91"/>
        <source>Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;.</source>
        <translation>Licitek: 1 ♣, 2 ♠, 3 ♦, 4 ♥; minden kézből mondott licit (talon nélkül játszva) erősebb bármely sima licitnél; a kézből mondott kőr a &lt;i&gt;Préférence&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="93"/>
        <source>An earlier seat may hold the current bid.</source>
        <translation>A korábban ülő játékos tarthatja az aktuális licitet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="94"/>
        <source>Every bid must be higher than the one before.</source>
        <translation>Minden licitnek magasabbnak kell lennie az előzőnél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="96"/>
        <source>The declarer takes the talon, discards two cards and names trumps at least as high as his bid.</source>
        <translation>A felvevő felveszi a talont, két lapot lerak, és legalább a licitjével egyenlő rangú adut nevez meg.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="98"/>
        <source>He shows the talon to the defenders first.</source>
        <translation>Előtte megmutatja a talont a védőknek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="99"/>
        <source>Each defender then defends (needs 2 tricks) or drops out.</source>
        <translation>Ezután minden védő vagy véd (2 ütés kell neki), vagy kiszáll.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="100"/>
        <source>If the first drops out, the second may invite him back: the defence then needs 4 tricks together.</source>
        <translation>Ha az első kiszáll, a második visszahívhatja: ekkor a védelemnek együtt 4 ütés kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="104"/>
        <source>Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).</source>
        <translation>Nyert (6 ütés): a kassza fizet 10-et. Bukott: a felvevő 20-at fizet a kasszába. A 2-nél kevesebb ütést vivő védő 10-et fizet a kasszába; a 2 vagy több ütést vivő 1-et kap az osztótól. A felvevő az első lap előtt feladhatja a játékot: 3 minden védőnek (5, ha csak egy véd).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="108"/>
        <source>Every payment is multiplied by the contract&apos;s number (1 to 4).</source>
        <translation>Minden fizetést megszoroznak a játék számával (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="117"/>
        <source>The Austrian game plus misère (5: take no trick) and slam (6), both without trumps.</source>
        <translation>Az osztrák játék, továbbá betli (5: egy ütést sem vinni) és durchmars (6), mindkettő adu nélkül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="119"/>
        <source>The slam is made by winning six tricks in a row anywhere in the deal.</source>
        <translation>A durchmars akkor teljesül, ha a felvevő bárhol a leosztásban hat ütést visz egymás után.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="121"/>
        <source>The slam is made by winning the first six tricks.</source>
        <translation>A durchmars akkor teljesül, ha a felvevő viszi az első hat ütést.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="122"/>
        <source>Each defender pays the declarer 10 or 20 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick.</source>
        <translation>Minden védő 10 vagy 20-at fizet a felvevőnek, ha az teljesít, kézből játszva duplán, és ugyanennyit kap, ha a felvevő bukik. A betli a felvevő első ütésénél ér véget.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="126"/>
        <source>The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up.</source>
        <translation>Az osztrák játék, továbbá betli (5: egy ütést sem vinni), durchmars (6: mind a tíz ütést elvinni), terített betli (7) és terített durchmars (8), mind adu nélkül; a terített játékokban a felvevő lapjai képpel felfelé vannak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="130"/>
        <source>Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.</source>
        <translation>Minden védő 10, 20, 30 vagy 40-et fizet a felvevőnek, ha az teljesít, kézből játszva duplán, és ugyanennyit kap, ha a felvevő bukik. A betli a felvevő első ütésénél ér véget, a durchmars az első elvesztett ütésénél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="133"/>
        <source>In misère and slam the two defenders together may concede the contract without play.</source>
        <translation>Betliben és durchmarsban a két védő közösen, lejátszás nélkül megadhatja a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="135"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Illusztrált preferánsz&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="136"/>
        <source>Contracts 1 to 4 are played as in the Austrian game.</source>
        <translation>Az 1–4. játékot az osztrák játék szerint játsszák.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="144"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam.</source>
        <translation>Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 durchmars.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="145"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps).</source>
        <translation>Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 szanzadu (adu nélkül).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="146"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 the one-trick game (exactly one trick), 9 slam.</source>
        <translation>Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 szanzadu (adu nélkül), 8 együtéses játék (pontosan egy ütés), 9 durchmars.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="148"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 slam.</source>
        <translation>Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 szanzadu (adu nélkül), 8 durchmars.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="150"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl (misère), 7 sans (no trumps), 8 preferans (slam).</source>
        <translation>Licitek: 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betli, 7 szanzadu (adu nélkül), 8 preferansz (durchmars).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="161"/>
        <source>Each defender may say contra before the play, and the declarer may answer with recontra: each doubles what is paid between them.</source>
        <translation>Minden védő mondhat kontrát a játék előtt, és a felvevő rekontrával válaszolhat: mindkettő megduplázza, amit egymásnak fizetnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="164"/>
        <source>Contra, recontra, subcontra and mortcontra each double the base value.</source>
        <translation>A kontra, a rekontra, a szubkontra és a mortkontra egyaránt megduplázza az alapértéket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="166"/>
        <source>Contra and recontra each double the base value.</source>
        <translation>A kontra és a rekontra egyaránt megduplázza az alapértéket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="167"/>
        <source>Contra is allowed only in suit and sans contracts.</source>
        <translation>Kontrát csak szín- és szanzadu játékban lehet mondani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="169"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Pikk ellen a játszó védőnek kontrát kell mondania.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="172"/>
        <source>A defender may say contra instead of defending: his partner then plays with him, and together they need 5 tricks.</source>
        <translation>A védő védés helyett kontrát mondhat: ekkor a partnere vele játszik, és együtt 5 ütés kell nekik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="179"/>
        <source>In suit and sans contracts</source>
        <translation>Szín- és szanzadu játékban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="180"/>
        <source>In suit contracts</source>
        <translation>Színjátékban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="181"/>
        <source>{contracts} a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took.</source>
        <translation>{contracts} a 2-nél kevesebb ütést vivő védő 10·B-t fizet, és a felvevő minden védőnek 2·B-t fizet minden általa vitt ütésért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="184"/>
        <source>Two defenders who take 4 tricks together pay nothing.</source>
        <translation>Két védő, aki együtt 4 ütést visz, nem fizet semmit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="189"/>
        <source>When everybody passes, each player gets a refa mark; a declarer who holds one doubles the base value and uses the mark up.</source>
        <translation>Ha mindenki passzol, minden játékos kap egy refát; a felvevő, akinek van, megduplázza az alapértéket, és elhasználja a refát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="192"/>
        <source>Nobody holds more than {n} unused marks.</source>
        <translation>Senkinek sem lehet {n}-nél több fel nem használt refája.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="194"/>
        <source>A session gives at most {n} rounds of refa marks.</source>
        <translation>Egy játszma legfeljebb {n} refakört ad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="196"/>
        <source>The declarer leads to the first trick.</source>
        <translation>Az első ütéshez a felvevő hív.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="197"/>
        <source>The forehand leads to the first trick.</source>
        <translation>Az első ütéshez az előkéz hív.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="198"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Nyugat-balkáni / magyar preferánsz&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="199"/>
        <source>The talon is shown to everybody.</source>
        <translation>A talont mindenkinek megmutatják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="200"/>
        <source>The talon is not shown.</source>
        <translation>A talont nem mutatják meg.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="202"/>
        <source>The base value B is the contract&apos;s number, +1 for hand.</source>
        <translation>A B alapérték a játék száma, kézből +1.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="204"/>
        <source>Made: the bank pays 20·B; failed: the declarer pays 20·B.</source>
        <translation>Nyert: a bank fizet 20·B-t; bukott: a felvevő fizet 20·B-t.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="206"/>
        <source>A defender who dropped out may be invited by the other: the defence then needs 4 tricks.</source>
        <translation>A kiszállt védőt a másik védő behívhatja: ekkor a védelemnek 4 ütés kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="212"/>
        <source>A hand contract is worth one more.</source>
        <translation>A kézből játszott játék eggyel többet ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="213"/>
        <source>Equal talon cards cost the declarer {n} to the dealer.</source>
        <translation>Egyforma talonlapokért a felvevő {n}-t fizet az osztónak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="215"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Dunai sváb preferánsz&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="216"/>
        <source>Both defenders always play.</source>
        <translation>Mindkét védő mindig játszik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="217"/>
        <source>The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick.</source>
        <translation>A felvevőnek 6 ütés kell, pikk aduval 7, kézből eggyel több. Minden védő a játék számát fizeti neki, plusz egyet minden többletütésért; ha bukik, ugyanennyit fizet minden védőnek, plusz egyet minden hiányzó ütésért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="224"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Amerikai preferánsz&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="225"/>
        <source>Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. Six tricks win the reward from the pot; failing costs the penalty.</source>
        <translation>Minden játékos egyszer vagy megnevez egy aduszínt, amely magasabb minden korábban megnevezettnél (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥), vagy passzol; a legmagasabb szín nyer, és talon nélkül játsszák. Ha mindenki passzol, mindenki ajánlhat egy összeget azért a jogért, hogy felvegye a talont és adut nevezzen. Hat ütés elnyeri a jutalmat a kasszából; a bukás a büntetésbe kerül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="237"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead one of the two highest cards still out, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: ha a felvevő játszik másodikként, a még kint lévő két legmagasabb lap egyikét vagy a színből a legalacsonyabb lapodat hívd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="240"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or a king, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: ha a felvevő játszik másodikként, ászt vagy királyt, vagy a színből a legalacsonyabb lapodat hívd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="243"/>
        <source>They are advice: the coach points out a breach, and nobody pays for one.</source>
        <translation>Ezek tanácsok: az edző jelzi a megszegésüket, és senki sem fizet érte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="245"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and the customary compensation to the partner is shown with the deal.</source>
        <translation>Ezek a tisztességes játék kötelességei: a megszegést feljegyzik az eredménylapon, és a partnernek járó szokásos kártérítést a leosztásnál mutatják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="248"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and a trick taken from the partner against C1 costs the customary compensation.</source>
        <translation>Ezek a tisztességes játék kötelességei: a megszegést feljegyzik az eredménylapon, és a partnertől a C1 ellenére elvett ütés a szokásos kártérítésbe kerül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="250"/>
        <source>C1 is a law of the game: you may not take a trick your partner is winning once the declarer has played to it.</source>
        <translation>A C1 játékszabály: nem viheted el azt az ütést, amelyet a partnered visz, ha a felvevő már tett rá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="253"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;A védők konvenciói&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="254"/>
        <source>&lt;b&gt;C1&lt;/b&gt;: do not needlessly overtake a trick your partner is already winning.</source>
        <translation>&lt;b&gt;C1&lt;/b&gt;: ne üsd felül feleslegesen azt az ütést, amelyet a partnered már visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="255"/>
        <source>&lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit.</source>
        <translation>&lt;b&gt;C2&lt;/b&gt;: ha a felvevő a hívásodra utolsóként játszik, a színből a legmagasabb lapodat hívd.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="vanished">{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>Sans</source>
        <translation>Szanzadu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>One trick</source>
        <translation>Egy ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <location filename="../prefgui/ui/words/texts.py" line="112"/>
        <source>Misère</source>
        <translation>Betli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="115"/>
        <source>{level} no trumps</source>
        <translation>{level} adu nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <source>Not whisted</source>
        <translation>Viszt nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Half-whist</source>
        <translation>Félviszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Without three</source>
        <translation>Három nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <source>Raspasy (all passed)</source>
        <translation>Raszpasz (mindenki passzolt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="33"/>
        <source>whist</source>
        <translation>viszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="33"/>
        <source>pass</source>
        <translation>passz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="34"/>
        <source>half-whist</source>
        <translation>félviszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played open</source>
        <translation>terítve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played closed</source>
        <translation>takarva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <source>Slam</source>
        <translation>Durchmars</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open misère</source>
        <translation>Terített betli</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open slam</source>
        <translation>Terített durchmars</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="105"/>
        <source>Slam (six in a row)</source>
        <translation>Durchmars (hat egymás után)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (kézből ♥)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (kézből piros)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="128"/>
        <source>{bid} hand</source>
        <translation>{bid} kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="134"/>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="136"/>
        <source>Hold</source>
        <translation>Tartom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="146"/>
        <source>Offer {n}</source>
        <translation>Ajánlat: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="150"/>
        <source>Discard {first} and {second}</source>
        <translation>Lerakom: {first}, {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Defend</source>
        <translation>Védek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Drop out</source>
        <translation>Kiszállok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Invite partner</source>
        <translation>Partnert hívok</translation>
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
        <translation>Feladom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Announce: no aces</source>
        <translation>Bemondom: nincs ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Here</source>
        <comment>Russian: здесь</comment>
        <translation>Itt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Whist</source>
        <translation>Viszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <source>Lay down (open)</source>
        <translation>Lerak (nyíltan)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="157"/>
        <source>Play closed</source>
        <translation>Zártan játszani</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="166"/>
        <source>No trick quota here: together you try to make the declarer take a trick.</source>
        <translation>Itt nincs kvóta: együtt azon vagytok, hogy a felvevő vigyen egy ütést.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="168"/>
        <source>No trick quota here: together you try to keep the declarer from winning six tricks in a row.</source>
        <translation>Itt nincs kvóta: együtt azon vagytok, hogy a felvevő ne vigyen hat ütést egymás után.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="171"/>
        <source>No trick quota here: one trick for either of you beats the slam.</source>
        <translation>Itt nincs kvóta: bármelyikőtök egyetlen ütése megdönti a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="173"/>
        <source>No trick quota here: the declarer must take exactly one trick; together you try to leave him none or give him a second.</source>
        <translation>Itt nincs kvóta: a felvevőnek pontosan egy ütést kell vinnie; együtt azon vagytok, hogy egyet se vigyen, vagy vigyen egy másodikat is.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="175"/>
        <source>No trick quota here: together you try to keep the declarer below {n} tricks.</source>
        <translation>Itt nincs kvóta: együtt azon vagytok, hogy a felvevő {n} ütésnél kevesebbet vigyen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="190"/>
        <source>Play against the declarer.</source>
        <translation>A felvevő ellen játszol.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="192"/>
        <source>Play against the declarer: you need 2 tricks, or 4 together with your partner.</source>
        <translation>A felvevő ellen játszol: 2 ütést kell vinned, vagy a partnereddel együtt 4-et.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="195"/>
        <source>Bring your partner back in: you play together, for you.</source>
        <translation>Visszahívod a partneredet: együtt játszotok, a te számládra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="198"/>
        <source>Double the stakes: your partner joins you, and together you need 5 tricks, or you pay the defence&apos;s penalty.</source>
        <translation>Megduplázod a tétet: a partnered veled játszik, és együtt 5 ütés kell, különben te fizeted a védelem büntetését.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="201"/>
        <source>Double the stakes: you expect the declarer to fail.</source>
        <translation>Megduplázod a tétet: arra számítasz, hogy a felvevő bukik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="203"/>
        <source>Give the declarer his contract without play; it counts only if your partner concedes too.</source>
        <translation>Lejátszás nélkül megadod a felvevőnek a játékát; csak akkor érvényes, ha a partnered is felad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="206"/>
        <source>Stay out of the auction for good.</source>
        <translation>Végleg kiszállsz a licitből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="207"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Átveszed az aktuális licitet: a helyednek elsőbbsége van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="208"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>A felvevő ellen játszol: 2 ütést kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="209"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>Kimaradsz ebből a leosztásból: nincs tét, nincs kockázat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="210"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Visszahívod a partneredet: a védelemnek 4 ütés kell, a te számládra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="211"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Duplázás: arra számítasz, hogy a felvevő bukik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="212"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Újabb duplázás: biztos vagy a játékodban.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="213"/>
        <source>Give up the contract without play.</source>
        <translation>Feladod a játékot lejátszás nélkül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="214"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nincs ászod: minden ellenféltől 10-et nyersz, vagy 10-et fizetsz neki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="219"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Kézből licit: talon nélkül játszol.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="220"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Felveszed a talont, és két lapot leraksz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="222"/>
        <source>Your contract: at least your bid.</source>
        <translation>A játékod: legalább a licited.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="224"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Ez a szín lesz az adu: 6 ütést kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="226"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Fizetsz a kasszába azért a jogért, hogy adut nevezz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Defending</source>
        <translation>Véd</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Out</source>
        <translation>Kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Inviting</source>
        <translation>Hív</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Invited</source>
        <translation>Behívott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="234"/>
        <source>Sits out</source>
        <translation>Kimarad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Conceding</source>
        <translation>Felad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Whisting</source>
        <translation>Viszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Passed</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Catching</source>
        <translation>Fog</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="237"/>
        <source>Raspasy</source>
        <translation>Raszpaszi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="241"/>
        <source>tricks: {n}</source>
        <translation>ütések: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract made</source>
        <translation>Nyert játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract failed</source>
        <translation>Bukott játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Declarer conceded</source>
        <translation>A felvevő feladta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Both defenders dropped out</source>
        <translation>Mindkét védő kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>Everybody passed</source>
        <translation>Mindenki passzolt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>In progress</source>
        <translation>Folyamatban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="132"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Vedd fel a talont: válassz két lapot lerakásra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="105"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Ezt a kettőt lerakom ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="106"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Kattints a lapokra, vagy húzd őket fel a lerakóhelyre; bármikor meggondolhatod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Continue</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Let the play go on.</source>
        <translation>Hadd menjen tovább a játék.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The deal is over</source>
        <translation>A leosztás véget ért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="191"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="221"/>
        <location filename="../prefgui/ui/table/panel.py" line="169"/>
        <source>Deal summary</source>
        <translation>Leosztás összesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="38"/>
        <source>The others passed: as the last player in the auction you must bid (the dealer sits out). The lowest bid is enough.</source>
        <translation>A többiek passzoltak: a licit utolsó játékosaként licitálnod kell (az osztó kimarad). A legalacsonyabb licit is elég.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="40"/>
        <source>The others passed: as the dealer you must bid. The lowest bid is enough.</source>
        <translation>A többiek passzoltak: osztóként licitálnod kell. A legalacsonyabb licit is elég.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="170"/>
        <source>Next deal</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="184"/>
        <source>Accept the claim</source>
        <translation>Igény elfogadása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="185"/>
        <source>Play on</source>
        <translation>Játsszunk tovább</translation>
    </message>
    <message>
        <source>The remaining cards are played as claimed.</source>
        <translation type="vanished">A maradék lapok a bejelentés szerint kerülnek ki.</translation>
    </message>
    <message>
        <source>The cards are played out trick by trick.</source>
        <translation type="vanished">A lapok ütésről ütésre kerülnek ki.</translation>
    </message>
    <message>
        <source>The remaining cards are played out as claimed.</source>
        <translation type="vanished">A hátralévő lapokat az igény szerint kijátsszuk.</translation>
    </message>
    <message>
        <source>Every card is played at the table; no more claims in this deal.</source>
        <translation type="vanished">Minden lapot az asztalnál játszunk ki; ebben a leosztásban nincs több bejelentés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="121"/>
        <source>Offer</source>
        <translation>Ajánlat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="56"/>
        <source>You may act now</source>
        <translation>Most léphetsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="60"/>
        <source>Your call</source>
        <translation>Te licitálsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="62"/>
        <source>Declare your contract</source>
        <translation>Mondd be a játékodat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="64"/>
        <source>Answer the contra</source>
        <translation>Válaszolj a kontrára</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="68"/>
        <source>Play on, or double?</source>
        <translation>Játszol tovább, vagy duplázol?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="70"/>
        <source>Play on, or concede together?</source>
        <translation>Játszol tovább, vagy közösen feladjátok?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="71"/>
        <source>Defend or drop out?</source>
        <translation>Védesz vagy kiszállsz?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="72"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="91"/>
        <source>Your decision</source>
        <translation>A te döntésed</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="84"/>
        <source>bids {bid}</source>
        <translation>licitál: {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="86"/>
        <source>No calls yet.</source>
        <translation>Még nincs licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/choice.py" line="58"/>
        <source>Drop here to play</source>
        <translation>Ide dobd a kijátszáshoz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="52"/>
        <location filename="../prefgui/ui/table/contract_badge.py" line="113"/>
        <location filename="../prefgui/ui/table/history.py" line="125"/>
        <location filename="../prefgui/ui/table/history.py" line="127"/>
        <source>Auction</source>
        <translation>Licit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/furniture.py" line="70"/>
        <source>Seat {n}</source>
        <translation>{n}. hely</translation>
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
        <translation>szubkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="137"/>
        <source>mortcontra</source>
        <translation>mordkontra</translation>
    </message>
    <message>
        <source>open</source>
        <translation type="vanished">terített</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="140"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="119"/>
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
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Osztrák: 1–4-es licit, kassza; Ausztria klasszikus játéka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="68"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Illusztrált: az osztrák játék betlivel és durchmarsch-sal, nyíltan vagy sem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="70"/>
        <source>Western Balkan: bids 2 to 7, the talon shown and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Nyugat-balkáni: 2–7-es licit, felfordított talon és bank; Szerbia, Horvátország, Bosznia.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="72"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Magyar: a balkáni játék, ahogy Magyarországon játsszák.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="73"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Dunai sváb: mindkét védő mindig játszik; a Bánság.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="74"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Amerikai: egyszer adu színt mondani, vagy ajánlatot tenni a talonért; Észak-Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="76"/>
        <source>Russian, Sochi: the pulka, whists and raspasy; the Russian game most play.</source>
        <translation>Orosz, Szocsi: pulka, visztek és raszpaszi; a legtöbbek által játszott orosz játék.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="78"/>
        <source>Russian, Leningrad: Sochi with whists worth twice as much and the ten not whisted.</source>
        <translation>Orosz, Leningrád: mint a Szocsi, de a viszt kétszer annyit ér, és a tízes játékra nincs viszt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="80"/>
        <source>Russian, Rostov: Sochi with raspasy written in whists.</source>
        <translation>Orosz, Rosztov: Szocsi, ahol a raszpaszit visztekben írják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="103"/>
        <source>Welcome to Préférence</source>
        <translation>Üdvözöl a preferánsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="105"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>A preferánsz háromszemélyes kártyajáték: a licit dönti el, ki játszik egyedül a másik kettő ellen, és melyik szín az adu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="117"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francia kártya (pikk, treff, káró, kőr)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="118"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Magyar kártya (zöld, makk, tök, piros)</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="vanished">A rendszer szerint</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="129"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>A szabályok a Súgó → Szabályok alatt vannak (F1). A H billentyűvel bármikor tippet kérhetsz. Mindez később a Beállításokban módosítható, ez az üdvözlés pedig a Súgó → Üdvözlés alatt van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="135"/>
        <source>Start playing</source>
        <translation>Kezdjük</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="84"/>
        <source>{name} discards two cards</source>
        <translation>{name} lerak két lapot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="93"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="206"/>
        <source>Discard</source>
        <translation>Lerakott lapok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="42"/>
        <source>Take no trick at all: the others see your hand once play begins.</source>
        <translation>Egyetlen ütést se vigyél: az ellenfelek lerakják lapjaikat, amint a játék elindul.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="44"/>
        <source>You take the talon, then must take {n} tricks.</source>
        <translation>Felveszed a talont, majd {n} ütést kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="47"/>
        <source>Your contract: not below your bid.</source>
        <translation>A játékod: nem lehet a licited alatt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="49"/>
        <source>Take over the bid as it stands: your seat comes first.</source>
        <translation>Átveszed a licitet változatlanul: a te helyed az elsőbb.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="51"/>
        <source>Give up without play: three tricks short, no discard.</source>
        <translation>Játék nélkül feladni: három ütés hiányzik, dobás nélkül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="54"/>
        <source>Play against the contract: the defence must take {q}; you write whists for the tricks taken.</source>
        <translation>A játék ellen játszani: a védelemnek {q} ütést kell vinnie; a vitt ütésekért visztet írsz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="57"/>
        <source>Write whists for {h} without play; the deal ends here.</source>
        <translation>Írj visztet {h} ütésért játék nélkül; az osztás itt véget ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="60"/>
        <source>Both defending hands face up: you play them both.</source>
        <translation>Mindkét védőlap nyitva: te játszod mindkettőt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="62"/>
        <source>Each defender plays his own hand, unseen.</source>
        <translation>Minden védő a saját lapjait játssza, rejtve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="65"/>
        <source>No whists on this contract: no risk, no gain.</source>
        <translation>Nincs viszt erre a játékra: nincs kockázat, nincs nyereség.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="66"/>
        <source>Stay out of the bidding; if all pass, raspasy are played.</source>
        <translation>Kimarad a licitből; ha mindenki passzol, raszpaszit játszanak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="72"/>
        <source>A bid of 6 to 10: you take the talon and must take that many tricks. Misère: you take none. Pass: you are out of the bidding.</source>
        <translation>6–10 licit: felveszed a talont, és annyi ütést kell vinned. Misère: egyet sem viszel. Passz: kiszállsz a licitből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="81"/>
        <source>Your bid (after raspasy: {level} or higher)</source>
        <translation>A licited (raszpasz után: legalább {level})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="82"/>
        <source>Your bid</source>
        <translation>A licited</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="84"/>
        <source>Declare your contract (not below your bid)</source>
        <translation>Jelentsd be a játékodat (nem a licit alatt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="88"/>
        <source>Whist or pass against {contract}?</source>
        <translation>{contract} ellen: viszt vagy passz?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="90"/>
        <source>You whist alone: lay down the cards or play closed?</source>
        <translation>Egyedül visztelsz: lerakod a lapokat, vagy zártan játszol?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="99"/>
        <source>Your turn to play from {name}&apos;s hand: drag a card to the table, or double-click it.</source>
        <translation>{name} lapjaiból te játszol: húzz egy lapot az asztalra, vagy kattints rá duplán.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="113"/>
        <source>Raspasy ×{step}</source>
        <translation>Raszpaszi ×{step}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="115"/>
        <source>series: deal {n}</source>
        <translation>sorozat: {n}. osztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="122"/>
        <source>open whist</source>
        <translation>nyílt viszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="124"/>
        <source>closed whist</source>
        <translation>zárt viszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="34"/>
        <source>on {level}</source>
        <translation>{level}-nál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="61"/>
        <source>write whole numbers separated by commas.</source>
        <translation>vesszővel elválasztott egész számokat írj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="63"/>
        <source>write one to ten numbers.</source>
        <translation>egy–tíz számot írj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="66"/>
        <source>each lowest contract is 6, 7 or 8.</source>
        <translation>minden legalacsonyabb játék 6, 7 vagy 8.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="69"/>
        <source>each trick price is a whole number from 1 to 100.</source>
        <translation>minden ütésár 1 és 100 közötti egész szám.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="71"/>
        <source>a trick price never falls from one all-pass deal to the next.</source>
        <translation>az ütés ára egyik raszpaszról a másikra sosem csökken.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="88"/>
        <source>The trick price in the first, second, … all-pass deal in a row; the last one holds for the rest.</source>
        <translation>Az ütés ára az első, második, … egymást követő raszpaszban; az utolsó marad a többire.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="90"/>
        <source>The lowest contract after one, two, … all-pass deals in a row; the last one holds for the rest.</source>
        <translation>A legalacsonyabb játék egy, két, … egymást követő raszpasz után; az utolsó marad a többire.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="77"/>
        <source>{name}&apos;s pool</source>
        <translation>Pulya: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="79"/>
        <source>{name}&apos;s mountain</source>
        <translation>Hegy: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_drawing.py" line="83"/>
        <source>Whists {name} wrote on {other}</source>
        <translation>Visztek: {name} → {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="23"/>
        <source>twice the contract&apos;s price</source>
        <translation>a játék értékének kétszerese</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="25"/>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="26"/>
        <source>the contract&apos;s price</source>
        <translation>a játék értéke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="34"/>
        <source>&lt;p&gt;32 cards ({ranks} in each suit); each of the three active players gets ten cards and two go to the talon. Follow suit if you can, otherwise trump if you can. The game is kept on the pulka: each player&apos;s pool, his mountain and the whists he writes on each of the others.&lt;/p&gt;</source>
        <translation>&lt;p&gt;32 lap (minden színben {ranks}); a három aktív játékos tíz-tíz lapot kap, kettő a talonba kerül. Színt kell adni, ha nincs, adut kell tenni, ha van. A játékot a pulkára írják: minden játékos puljája, hegye és a visztek, amelyeket a többiekre ír.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="39"/>
        <source>&lt;p&gt;Four at the table: the dealer of each deal sits out and gets no cards, but stays on the pulka.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Négyen: minden leosztásban az osztó kimarad és nem kap lapot, de a pulkán marad.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="42"/>
        <source>&lt;p&gt;&lt;b&gt;Auction.&lt;/b&gt; Bids climb from six ♠ to ten no trumps (♠, ♣, ♦, ♥, no trumps at each level); misère ranks between eight no trumps and nine ♠. The winner takes the talon, discards two cards and names a contract not lower than his bid; he must take as many tricks as its level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Licit.&lt;/b&gt; A bemondások hat ♠-től tíz adu nélkülig emelkednek (minden szinten ♠, ♣, ♦, ♥, adu nélkül); a betli a nyolc adu nélküli és a kilenc ♠ között áll. A nyerő felveszi a talont, két lapot eldob, és a licitjénél nem alacsonyabb játékot mond; annyi ütést kell vinnie, amennyi a szint.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Whists.&lt;/b&gt; Each defender says whist or pass. Together the whisters must take 4 tricks against a six, 2 against a seven and 1 against eight or more; a whister whose defence falls short pays on the mountain. A lone whister plays open (both defenders&apos; cards face up, he plays both hands) or closed.</source>
        <translation>&lt;p&gt;&lt;b&gt;Visztek.&lt;/b&gt; Mindkét védő visztet vagy passzt mond. A visztelőknek együtt 4 ütés kell hatos ellen, 2 hetes ellen és 1 nyolcas vagy magasabb ellen; ha a védelem kevesebbet visz, a visztelő a hegyre fizet. Egyedüli visztelő terítve (mindkét védő lapja nyitva, ő játssza mindkettőt) vagy takarva játszik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="52"/>
        <source>A ten is checked: played open, and nobody whists.</source>
        <translation>A tízes ellenőrzött: terítve játsszák, senki sem visztel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="54"/>
        <source>Stalingrad: against six ♠ both defenders must whist.</source>
        <translation>Sztálingrád: hat ♠ ellen mindkét védőnek viszteknie kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="55"/>
        <source>A misère is not whisted: its catchers lay their cards down and try to give the declarer a trick.</source>
        <translation>A betlit nem visztelik: a fogók leterítik lapjaikat, és igyekeznek ütést adni a felvevőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="59"/>
        <source>&lt;p&gt;&lt;b&gt;The pulka.&lt;/b&gt; A made contract writes its price into the declarer&apos;s pool: 2 for a six, 4 for a seven, 6, 8 and 10 for a ten, 10 for a misère. Each undertrick costs him {fail} on the mountain, and each whister writes {whist} on him for every trick of his. A misère costs {misere} on the mountain for every trick taken. Pools are played to {size}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A pulka.&lt;/b&gt; A nyert játék értéke a felvevő puljájába kerül: hatosért 2, hetesért 4, aztán 6, 8 és tízesért 10, betliért 10. Minden hiányzó ütésért a hegyére ír: {fail}, és minden visztelő minden ütéséért ennyit ír rá: {whist}. A betli minden elvitt ütésért {misere} hegyet ér. A pulják mérete {size}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="66"/>
        <source>tricks are written on the mountain, and a player without a trick writes into his pool</source>
        <translation>az ütések a hegyre kerülnek, és akinek nincs ütése, a puljájába ír</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="68"/>
        <source>the player with fewest tricks writes {n} whists a trick on the others</source>
        <translation>a legkevesebb ütést vivő ütésenként {n} visztet ír a többiekre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="71"/>
        <source>&lt;p&gt;&lt;b&gt;Raspasy.&lt;/b&gt; If everybody passes, the deal is played for fewest tricks: {recording}. A trick costs {progression} in consecutive all-pass deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Raszpasz.&lt;/b&gt; Ha mindenki passzol, a lehető legkevesebb ütésre játszanak: {recording}. Egy ütés ára egymást követő raszpaszokban {progression}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="76"/>
        <source>The pulka ends when the players agree.</source>
        <translation>A pulka akkor ér véget, amikor a játékosok megegyeznek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="78"/>
        <source>The pulka ends when every pool has reached {size}.</source>
        <translation>A pulka akkor ér véget, amikor minden puljában összegyűlik {size} pont.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="81"/>
        <source>The pulka ends when the pools together hold {total} points.</source>
        <translation>A pulka akkor ér véget, amikor a pulják együtt {total} pontot érnek el.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;The end.&lt;/b&gt; {end} At the settlement a mountain point is worth 10 whists against the average of all mountains (a pool point as much the other way), and the whists two players wrote on each other are set off: what is left is each player&apos;s result in whists.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;A vége.&lt;/b&gt; {end} Az elszámolásnál egy hegypont 10 visztet ér a hegyek átlagához képest (egy puljapont ugyanennyit a másik irányba), és a két játékos egymásra írt visztjeit összevetik: ami marad, az a játékos eredménye visztben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="94"/>
        <source>Agreed at this table</source>
        <translation>Ennél az asztalnál megállapodva</translation>
    </message>
</context>
<context>
    <name>AmountField</name>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="14"/>
        <source>one amount</source>
        <translation>egy összeg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="15"/>
        <source>an amount per trump suit</source>
        <translation>aduszínenként egy összeg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="16"/>
        <source>an amount</source>
        <translation>egy összeg</translation>
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
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="92"/>
        <source>The lock file that keeps two prefgui windows from writing the same games cannot be made in {folder} ({detail}). So that no game is ever written twice, this window saves nothing: remove or repair what is in its place and start prefgui again.</source>
        <translation>Nem hozható létre a zárolófájl, amely megakadályozza, hogy két prefgui-ablak ugyanazokat a játékokat írja, itt: {folder} ({detail}). Hogy egyetlen játék se íródjon kétszer, ez az ablak semmit sem ment: távolítsd el vagy javítsd ki, ami a helyén van, és indítsd újra a prefguit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="98"/>
        <source>Another prefgui window holds this data folder and did not answer. This window shows your latest session ({name}) as it was last saved: you can look at it and play on, but nothing you do here is saved. Close this window and go on in the other one.</source>
        <translation>Ezt az adatmappát egy másik prefgui-ablak használja, és nem válaszolt. Ez az ablak a legutóbbi játszmádat ({name}) mutatja úgy, ahogy utoljára mentve lett: megnézheted és játszhatsz tovább, de semmi, amit itt teszel, nem mentődik. Zárd be ezt az ablakot, és folytasd a másikban.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="104"/>
        <source>Another prefgui window holds this data folder and did not answer. This window plays a new game that is not saved; close it and go on in the other one.</source>
        <translation>Ezt az adatmappát egy másik prefgui-ablak használja, és nem válaszolt. Ez az ablak új játékot játszik, amely nem mentődik; zárd be, és folytasd a másikban.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="58"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="59"/>
        <source>Balance</source>
        <translation>Egyenleg</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="17"/>
        <source>VII of Leaves</source>
        <translation>Zöld VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="18"/>
        <source>VIII of Leaves</source>
        <translation>Zöld VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="19"/>
        <source>IX of Leaves</source>
        <translation>Zöld IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="20"/>
        <source>X of Leaves</source>
        <translation>Zöld X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="21"/>
        <source>Unter of Leaves</source>
        <translation>Zöld alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="22"/>
        <source>Ober of Leaves</source>
        <translation>Zöld felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="23"/>
        <source>King of Leaves</source>
        <translation>Zöld király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="24"/>
        <source>Ace of Leaves</source>
        <translation>Zöld ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="25"/>
        <source>VII of Acorns</source>
        <translation>Makk VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="26"/>
        <source>VIII of Acorns</source>
        <translation>Makk VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="27"/>
        <source>IX of Acorns</source>
        <translation>Makk IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="28"/>
        <source>X of Acorns</source>
        <translation>Makk X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="29"/>
        <source>Unter of Acorns</source>
        <translation>Makk alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="30"/>
        <source>Ober of Acorns</source>
        <translation>Makk felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="31"/>
        <source>King of Acorns</source>
        <translation>Makk király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="32"/>
        <source>Ace of Acorns</source>
        <translation>Makk ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="33"/>
        <source>VII of Bells</source>
        <translation>Tök VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="34"/>
        <source>VIII of Bells</source>
        <translation>Tök VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="35"/>
        <source>IX of Bells</source>
        <translation>Tök IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="36"/>
        <source>X of Bells</source>
        <translation>Tök X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="37"/>
        <source>Unter of Bells</source>
        <translation>Tök alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="38"/>
        <source>Ober of Bells</source>
        <translation>Tök felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="39"/>
        <source>King of Bells</source>
        <translation>Tök király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="40"/>
        <source>Ace of Bells</source>
        <translation>Tök ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="41"/>
        <source>VII of Hearts</source>
        <translation>Piros VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="42"/>
        <source>VIII of Hearts</source>
        <translation>Piros VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="43"/>
        <source>IX of Hearts</source>
        <translation>Piros IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="44"/>
        <source>X of Hearts</source>
        <translation>Piros X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="45"/>
        <source>Unter of Hearts</source>
        <translation>Piros alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="46"/>
        <source>Ober of Hearts</source>
        <translation>Piros felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="47"/>
        <source>King of Hearts</source>
        <translation>Piros király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="48"/>
        <source>Ace of Hearts</source>
        <translation>Piros ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="53"/>
        <source>VII of Zöld</source>
        <translation>Zöld VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="54"/>
        <source>VIII of Zöld</source>
        <translation>Zöld VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="55"/>
        <source>IX of Zöld</source>
        <translation>Zöld IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="56"/>
        <source>X of Zöld</source>
        <translation>Zöld X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="57"/>
        <source>Unter of Zöld</source>
        <translation>Zöld alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="58"/>
        <source>Ober of Zöld</source>
        <translation>Zöld felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="59"/>
        <source>King of Zöld</source>
        <translation>Zöld király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="60"/>
        <source>Ace of Zöld</source>
        <translation>Zöld ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="61"/>
        <source>VII of Makk</source>
        <translation>Makk VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="62"/>
        <source>VIII of Makk</source>
        <translation>Makk VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="63"/>
        <source>IX of Makk</source>
        <translation>Makk IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="64"/>
        <source>X of Makk</source>
        <translation>Makk X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="65"/>
        <source>Unter of Makk</source>
        <translation>Makk alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="66"/>
        <source>Ober of Makk</source>
        <translation>Makk felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="67"/>
        <source>King of Makk</source>
        <translation>Makk király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="68"/>
        <source>Ace of Makk</source>
        <translation>Makk ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="69"/>
        <source>VII of Tök</source>
        <translation>Tök VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="70"/>
        <source>VIII of Tök</source>
        <translation>Tök VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="71"/>
        <source>IX of Tök</source>
        <translation>Tök IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="72"/>
        <source>X of Tök</source>
        <translation>Tök X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="73"/>
        <source>Unter of Tök</source>
        <translation>Tök alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="74"/>
        <source>Ober of Tök</source>
        <translation>Tök felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="75"/>
        <source>King of Tök</source>
        <translation>Tök király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="76"/>
        <source>Ace of Tök</source>
        <translation>Tök ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="77"/>
        <source>VII of Piros</source>
        <translation>Piros VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="78"/>
        <source>VIII of Piros</source>
        <translation>Piros VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="79"/>
        <source>IX of Piros</source>
        <translation>Piros IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="80"/>
        <source>X of Piros</source>
        <translation>Piros X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="81"/>
        <source>Unter of Piros</source>
        <translation>Piros alsó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="82"/>
        <source>Ober of Piros</source>
        <translation>Piros felső</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="83"/>
        <source>King of Piros</source>
        <translation>Piros király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="84"/>
        <source>Ace of Piros</source>
        <translation>Piros ász</translation>
    </message>
</context>
<context>
    <name>ClaimDesk</name>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="104"/>
        <source>Checking your claim…</source>
        <translation>Az igényedet ellenőrzöm…</translation>
    </message>
    <message>
        <source>Claims are not offered in the Russian game yet.</source>
        <translation type="vanished">Az orosz játékban még nincs hátralévő ütések bejelentése.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="46"/>
        <source>No claims in this contract: it is not decided by the number of tricks.</source>
        <translation>Ebben a játékban nincs igénybejelentés: nem az ütések száma dönt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="35"/>
        <source>You can claim when it is your turn to play a card.</source>
        <translation>Akkor jelentheted be az igényedet, amikor te teszel lapot.</translation>
    </message>
    <message>
        <source>{name} claims the rest: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} bejelenti a maradékot: a hátralévő ütések biztosak, bármit játszik a védekezés.</translation>
    </message>
    <message>
        <source>{name} claims {n} of the {m} remaining tricks, whatever the defence plays.</source>
        <translation type="vanished">{name} a hátralévő {m} ütésből {n} ütést kér, bármit játszik a védekezés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="39"/>
        <source>No claims on raspasy: every player counts his own tricks, so one player&apos;s claim cannot settle the others&apos;.</source>
        <translation>Raszpasziban nincs bejelentés: mindenki a saját ütéseit számolja, így egy játékos igénye nem döntheti el a többiekét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="180"/>
        <source>The claim could not be checked: {error}</source>
        <translation>Az igényt nem sikerült ellenőrizni: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claim_stage.py" line="85"/>
        <source>Your claim holds: the remaining cards are played out as the record of the deal.</source>
        <translation>Az igényed megáll: a maradék lapokat a leosztás jegyzőkönyvébe kijátsszuk.</translation>
    </message>
    <message>
        <source>{name} claims: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} bejelenti az igényét: a maradék ütések biztosak, bármit játszik a védekezés.</translation>
    </message>
    <message>
        <source>The claimed play, trick by trick: {cards}.</source>
        <translation type="vanished">A bejelentett játék, ütésről ütésre: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="79"/>
        <source>{name} claims the rest.</source>
        <translation>{name} bejelenti a maradékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="81"/>
        <source>{name} claims {n} of the {m} remaining tricks.</source>
        <translation>{name} a hátralévő {m} ütésből {n} ütést kér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="83"/>
        <source>Certain whatever the defence plays. The claimed play, trick by trick: {cards}.</source>
        <translation>Biztos, bármit játszik a védekezés. A bejelentett játék, ütésről ütésre: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="76"/>
        <source>{name} claims</source>
        <translation>{name} bejelenti az igényét</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="58"/>
        <source>I take at most {n} of the {m} remaining tricks.</source>
        <translation>A hátralévő {m} ütésből legfeljebb {n} ütést viszek el.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="61"/>
        <source>The rest without a trick.</source>
        <translation>A többi ütés nélkül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="62"/>
        <source>The remaining tricks are yours.</source>
        <translation>A hátralévő ütések a tieid.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="64"/>
        <source>I claim the rest.</source>
        <translation>A többi az enyém.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="65"/>
        <source>I claim {n} of the {m} remaining tricks.</source>
        <translation>A hátralévő {m} ütésből {n} ütést kérek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="90"/>
        <source>Your claim does not hold.</source>
        <translation>Az igényed nem áll meg.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="96"/>
        <source>With the best play of the others, you must take {n} of the {m} remaining tricks.</source>
        <translation>A többiek legjobb játéka mellett a hátralévő {m} ütésből {n} ütést el kell vinned.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="98"/>
        <source>With the best play of the others, your side must take {n} of the {m} remaining tricks.</source>
        <translation>A többiek legjobb játéka mellett a te oldaladnak a hátralévő {m} ütésből {n} ütést el kell vinnie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="101"/>
        <source>With the best play of the others, you take only {n} of the {m} remaining tricks.</source>
        <translation>A többiek legjobb játéka mellett csak {n} ütést viszel el a hátralévő {m} ütésből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="104"/>
        <source>With the best play of the others, your side takes only {n} of the {m} remaining tricks.</source>
        <translation>A többiek legjobb játéka mellett a te oldalad csak {n} ütést visz el a hátralévő {m} ütésből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="107"/>
        <source>The play goes on.</source>
        <translation>A játék folytatódik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="120"/>
        <source>{name} can ruff the {nth} round of {suit}.</source>
        <translation>{name} aduval ütheti {nth} kört {suit} színben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="122"/>
        <source>{name} can win the {nth} round of {suit} with {card}.</source>
        <translation>{name} elviheti {nth} kört {suit} színben ezzel: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="129"/>
        <source>{name} must win the {nth} round of {suit} with {card}.</source>
        <translation>{name} kénytelen elvinni {nth} kört {suit} színben ezzel: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="137"/>
        <source>first</source>
        <comment>round of a suit</comment>
        <translation>az első</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="138"/>
        <source>second</source>
        <comment>round of a suit</comment>
        <translation>a második</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="139"/>
        <source>third</source>
        <comment>round of a suit</comment>
        <translation>a harmadik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="140"/>
        <source>fourth</source>
        <comment>round of a suit</comment>
        <translation>a negyedik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="141"/>
        <source>fifth</source>
        <comment>round of a suit</comment>
        <translation>az ötödik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="142"/>
        <source>sixth</source>
        <comment>round of a suit</comment>
        <translation>a hatodik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="143"/>
        <source>seventh</source>
        <comment>round of a suit</comment>
        <translation>a hetedik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="144"/>
        <source>eighth</source>
        <comment>round of a suit</comment>
        <translation>a nyolcadik</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="66"/>
        <source>Claim</source>
        <translation>Igénybejelentés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="68"/>
        <source>Claim tricks without playing them out. The claim is checked against every defence, with all cards known: if it holds, the deal ends as if played out; if not, you are told why and the play goes on.</source>
        <translation>Jelentsd be az ütéseket anélkül, hogy kijátszanád őket. Az igényt minden védekezés ellen ellenőrizzük, minden lapot ismerve: ha megáll, a leosztás úgy ér véget, mintha kijátszottad volna; ha nem, megtudod, miért, és a játék folytatódik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="72"/>
        <source>&amp;None of the remaining tricks ({n})</source>
        <translation>&amp;Egyet sem a hátralévő ütésekből ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="74"/>
        <source>&amp;At most this many of them:</source>
        <translation>&amp;Legfeljebb ennyit belőlük:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="76"/>
        <source>&amp;All the remaining tricks ({n})</source>
        <translation>&amp;Az összes hátralévő ütés ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="78"/>
        <source>&amp;Only this many of them:</source>
        <translation>&amp;Csak ennyit belőlük:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="80"/>
        <source>&amp;Claim</source>
        <translation>&amp;Bejelentés</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="23"/>
        <source>▾ Hide the details</source>
        <translation>▾ Részletek elrejtése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="24"/>
        <source>▸ Details: the figures behind it</source>
        <translation>▸ Részletek: a számok, amelyeken alapul</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation type="vanished">C1: ne üsd el azt az ütést, amelyet a partnered már visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="42"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: ha a felvevő játszik utoljára, a színből a legmagasabb lapodat hívd.</translation>
    </message>
    <message>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation type="vanished">C3: ha a felvevő játszik másodikként, nagyon magasat vagy a színből a legalacsonyabb lapodat hívd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="39"/>
        <source>C1: do not needlessly take a trick your partner is already winning.</source>
        <translation>C1: ne üsd el feleslegesen azt az ütést, amelyet a partnered már visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="46"/>
        <source>C3: with the declarer playing second, lead one of the two highest cards still out, or the lowest card you hold of the suit.</source>
        <translation>C3: ha a felvevő játszik másodikként, a még kint lévő két legmagasabb lap egyikét vagy a színből a legalacsonyabb lapodat hívd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="50"/>
        <source>C3: with the declarer playing second, lead an ace or a king, or the lowest card you hold of the suit.</source>
        <translation>C3: ha a felvevő játszik másodikként, ászt vagy királyt, vagy a színből a legalacsonyabb lapodat hívd.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="62"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Ezt az ütést {partner} viszi ({card}), és a felvevő már tett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="67"/>
        <source>{partner} is winning this trick with {card}; the declarer could beat it only with a card that would beat yours too.</source>
        <translation>Ezt az ütést {partner} viszi ({card}); a felvevő csak olyan lappal ütheti el, amely a tiédet is elütné.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="72"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Ezt az ütést {partner} viszi ({card}), és a felvevő nem tudja elütni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="77"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Te hívsz, {partner} második, a felvevő utolsó: a hívott lap ({card}) nem a legmagasabb lapod a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="82"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Te hívsz, a felvevő második, {partner} utolsó: a hívott lap ({card}) se nem nagyon magas, se nem a legalacsonyabb lapod a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="93"/>
        <source>Cards that keep it: {cards}; the best of them on what you could know: {best}. Drop {card} again to play it anyway.</source>
        <translation>Ezek a lapok betartják: {cards}; közülük a legjobb aszerint, amit tudhattál: {best}. Ha mégis ki akarod játszani, tedd le újra: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="98"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Ezek a lapok betartják: {cards}. Ha mégis ki akarod játszani, tedd le újra: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="113"/>
        <source>In that trick you broke {rule} with {card}.</source>
        <translation>Abban az ütésben a kijátszott lappal ({card}) megszegted ezt: {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="124"/>
        <source>{partner} was winning the trick with {card}, and the declarer had already played.</source>
        <translation>Az ütést {partner} vitte ({card}), és a felvevő már tett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="129"/>
        <source>{partner} was winning the trick with {card}; the declarer could have beaten it only with a card that would have beaten yours too.</source>
        <translation>Az ütést {partner} vitte ({card}); a felvevő csak olyan lappal üthette volna el, amely a tiédet is elütötte volna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="134"/>
        <source>{partner} was winning the trick with {card}, and the declarer could not beat it.</source>
        <translation>Az ütést {partner} vitte ({card}), és a felvevő nem tudta elütni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="140"/>
        <source>You led, {partner} played second and the declarer last: {card} was not your highest card of the suit.</source>
        <translation>Te hívtál, {partner} volt a második, a felvevő az utolsó: a hívott lap ({card}) nem a legmagasabb lapod volt a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="145"/>
        <source>You led, the declarer played second and {partner} last: {card} was neither very high nor your lowest card of the suit.</source>
        <translation>Te hívtál, a felvevő volt a második, {partner} az utolsó: a hívott lap ({card}) se nem nagyon magas, se nem a legalacsonyabb lapod volt a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="154"/>
        <source>(Click this note or press Esc to close it.)</source>
        <translation>(A megjegyzést kattintással vagy az Esc billentyűvel zárhatod be.)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="159"/>
        <source>Cards that would have kept it: {cards}.</source>
        <translation>Ezek a lapok betartották volna: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="172"/>
        <source>by C2 it is the highest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>a C2 szerint ez a legmagasabb lapja ebből a színből: {suit}, tehát nincs nála: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="176"/>
        <source>by C2 it is the highest card he holds in {suit}.</source>
        <translation>a C2 szerint ez a legmagasabb lapja ebből a színből: {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="180"/>
        <source>by C3 it is the lowest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>a C3 szerint ez a legalacsonyabb lapja ebből a színből: {suit}, tehát nincs nála: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="184"/>
        <source>by C3 it is the lowest card he holds in {suit}.</source>
        <translation>a C3 szerint ez a legalacsonyabb lapja ebből a színből: {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="186"/>
        <source>by C3 a very high lead: it says nothing about his other cards in {suit}.</source>
        <translation>a C3 szerint nagyon magas hívás: semmit sem mond a többi lapjáról ebből a színből: {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="195"/>
        <source>{leader} led {card} with the declarer last:</source>
        <translation>{leader} hívott ({card}), a felvevő utolsó:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="198"/>
        <source>{leader} led {card} with the declarer second:</source>
        <translation>{leader} hívott ({card}), a felvevő második:</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <location filename="../prefgui/ui/game/computer_turns.py" line="204"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Egy gépi játékos nem tudott dönteni: {error}</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="24"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n ütés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="27"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n leosztás lejátszva</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="20"/>
        <source>Your partner is winning the trick. Which card do you play?</source>
        <translation>A partnered viszi az ütést. Melyik lapot teszed?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="22"/>
        <source>You lead, and the declarer plays last. Which card do you lead?</source>
        <translation>Te hívsz, és a felvevő játszik utoljára. Melyik lapot hívod?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="24"/>
        <source>You lead, and the declarer plays second. Which card do you lead?</source>
        <translation>Te hívsz, és a felvevő játszik másodikként. Melyik lapot hívod?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="26"/>
        <source>Your partner&apos;s suit should run. Which card do you play?</source>
        <translation>A partnered színének végig kell mennie. Melyik lapot teszed?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="28"/>
        <source>You could win this trick. Which card do you play?</source>
        <translation>Ezt az ütést elvihetnéd. Melyik lapot teszed?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="30"/>
        <source>You lead, and the declarer plays right after you. Which card do you lead?</source>
        <translation>Te hívsz, és a felvevő közvetlenül utánad jön. Melyik lapot hívod?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="33"/>
        <source>You lead, and your partner can trump. Which card do you lead?</source>
        <translation>Te hívsz, és a partnered aduzni tud. Melyik lapot hívod?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="35"/>
        <source>Count the declarer&apos;s tricks. Which card holds him to the fewest?</source>
        <translation>Számold meg a felvevő ütéseit. Melyik lappal viszi a legkevesebbet?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="37"/>
        <source>You are the declarer. Which card takes the most tricks?</source>
        <translation>Te vagy a felvevő. Melyik lappal viszed a legtöbb ütést?</translation>
    </message>
    <message>
        <source>Your partner&apos;s card already wins the trick: do not take it over (convention C1).</source>
        <translation type="vanished">A partnered lapja már viszi az ütést: ne üsd felül (C1 konvenció).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="43"/>
        <source>With the declarer playing last, lead your top card of the suit (convention C2): your partner then knows where the higher cards are.</source>
        <translation>Ha a felvevő játszik utoljára, a színből a legmagasabb lapodat hívd (C2 konvenció): így a partnered tudja, hol vannak a magasabb lapok.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="47"/>
        <source>With the declarer playing second, lead very high or your lowest card of the suit (convention C3).</source>
        <translation>Ha a felvevő játszik másodikként, nagyon magasat vagy a színből a legalacsonyabb lapodat hívd (C3 konvenció).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="51"/>
        <source>Playing your high card now keeps your partner&apos;s suit from being blocked.</source>
        <translation>Ha most teszed a magas lapodat, nem blokkolod a partnered színét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="54"/>
        <source>Letting this trick go with a low card keeps your winner for later.</source>
        <translation>Ha ezt az ütést egy kis lappal elengeded, a nyerő lapod későbbre marad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="56"/>
        <source>Leading through the declarer&apos;s broken honours makes him choose before your partner plays.</source>
        <translation>Ha a felvevő hézagos magas lapjain keresztül hívsz, döntenie kell, mielőtt a partnered tesz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="60"/>
        <source>Your partner has none of this suit and can trump it.</source>
        <translation>A partnerednek nincs ebből a színből, és aduzni tud.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="62"/>
        <source>Only this card keeps the declarer to the fewest tricks.</source>
        <translation>Csak ezzel a lappal viszi a felvevő a legkevesebb ütést.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="64"/>
        <source>This card takes the most tricks with best play.</source>
        <translation>Ezzel a lappal viszed a legtöbb ütést a legjobb játék mellett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="97"/>
        <source>Right: {card}.</source>
        <translation>Helyes: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="100"/>
        <source>Not {card}: right is {cards}.</source>
        <translation>Ez a lap nem jó: {card}. A helyes: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="103"/>
        <source>{card} breaks the convention {rule}.</source>
        <translation>Ez a lap ({card}) megsérti ezt a konvenciót: {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="107"/>
        <source>Tricks {card} gives away: {n}.</source>
        <translation>Ez a lap ({card}) ennyi ütést ad el: {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="113"/>
        <source>Here keeping the convention costs tricks with all cards known: the conventions trade tricks for what your partner learns.</source>
        <translation>Itt a konvenció betartása ütésekbe kerül, ha minden lapot ismerünk: a konvenciók ütéseket cserélnek arra, amit a partnered megtud.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="117"/>
        <source>The number on each card: the declarer&apos;s tricks after it, with best play by everybody.</source>
        <translation>A szám minden lapon: a felvevő ütései utána, ha mindenki a legjobban játszik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="127"/>
        <source>Judged as the hint judges: among the cards that keep the conventions, the best on what you could know (the deals that fit the calls and the cards so far).</source>
        <translation>Úgy ítélve, ahogy a tipp ítél: a konvenciókat betartó lapok közül a legjobb aszerint, amit tudhattál (a licitnek és az eddigi lapoknak megfelelő elosztások).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="131"/>
        <source>Judged with all cards known: the right cards lose no trick with best play by everybody.</source>
        <translation>Minden lapot ismerve ítélve: a helyes lapok egy ütést sem vesztenek, ha mindenki a legjobban játszik.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>A leosztásnak már vége.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Nincs a kezedben: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Színt kell adnod. {suit} lapod van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Adut kell tenned. {suit} lapod van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Felül kell ütnöd a nyerő lapot: van magasabb lapod.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>A partnered már viszi ezt az ütést: ennél az asztalnál nem ütheted felül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>Ezt most nem játszhatod ki: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Ez a licit nem megengedett: {bid} fölé kell licitálni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Ez a licit nyitó licitként nem megengedett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Olyan színt nevezz meg, amely magasabb minden eddig megnevezettnél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>Csak akkor tarthatsz, ha elsőbbséged van a licitáló játékossal szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Még senki sem licitált: nincs mit tartani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Senki sem licitált: utolsóként licitálnod kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Saját sima licited vagy tartásod után már nem licitálhatsz kézből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Válassz két különböző lapot a kezedből lerakásra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Legalább a licitedet mondd be: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Ajánlj többet, mint {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>A felvevő csak a védők döntése után és az első lap előtt adhatja fel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>Csak ász nélküli felvevő mondhatja be, rögtön a játék bemondása után.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>A leosztás ezen pontján ez nem lehetséges.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}” csak akkor érvényes, ha „{other}” értéke „{value}”.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Ez a változat nem játszható {n} játékossal.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>A játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Egy beállításnak meg nem engedett értéke van.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="21"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Ezt a mentett játékot a prefgui egy újabb verziója írta: {name} (formátumverzió: {version}). Ez a verzió nem tudja beolvasni, ezért a helyén hagyta, hogy az újabb verzió továbbra is megtalálja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="27"/>
        <source>The saved game {name} is a Russian pulka. This version&apos;s window does not play the Russian game yet, so it left the file in place.</source>
        <translation>Ez a mentett játék egy orosz preferánsz pulka: {name}. Ennek a verziónak az ablaka még nem játssza az orosz játékot, ezért a fájlt a helyén hagyta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="32"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>A mentett játékot nem sikerült folytatni: {name} ({detail}). A sérült fájlt {kept} néven megőriztük.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="37"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>A mentett játékot nem sikerült folytatni: {name} ({detail}), és félretenni sem lehetett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="49"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Helyette egy másik mentett játszma folytatódott: {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="53"/>
        <source>A new session has started.</source>
        <translation>Új játszma kezdődött.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="59"/>
        <source>The card deck {name} cannot be drawn ({detail}); the game&apos;s own cards are shown instead.</source>
        <translation>Ez a kártyapakli nem rajzolható meg: {name} ({detail}); helyette a játék saját kártyái látszanak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="67"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>A mentett beállításokat nem sikerült beolvasni ({detail}); az alapértékek érvényesek, a régi beállításokat félretettük.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="75"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>A játékot nem sikerült menteni: {detail}.

A játék folytatódik, és amíg fut, egyetlen lépés sem vész el: a prefgui minden lépés után és néhány másodpercenként újra megpróbál menteni. Válassz másik mappát a mentéshez, vagy szabadíts fel helyet a lemezen, és a játék magától újra mentődik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="85"/>
        <source>The settings could not be saved ({detail}). They apply while the game runs; the next start uses the settings saved before.</source>
        <translation>A beállításokat nem sikerült menteni ({detail}). Amíg a játék fut, érvényesek; a következő indítás a korábban mentett beállításokat használja.</translation>
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
        <translation>Nem te következel.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">A játékot nem sikerült menteni: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="190"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Egy gépi játékos lehetetlen lépést tett: {error}</translation>
    </message>
    <message>
        <source>A computer player could not decide: {error}</source>
        <translation type="vanished">Egy gépi játékos nem tudott dönteni: {error}</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="78"/>
        <source>The number of players changes only with a new session.</source>
        <translation>A játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="80"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Minden változatnak saját kasszája vagy bankja van, ezért másik változat új játszmát indít.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="82"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="91"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="83"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>A mostani játszma a mentett játszmák között marad. Indítsunk most új játszmát?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="92"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Az új szabályok nem használhatók: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="97"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Az új szabályok a következő leosztástól érvényesek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="100"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Az új szabályok a következő leosztástól érvényesek; ez a leosztás még a régiek szerint ér véget.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="149"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="153"/>
        <source>Saved sessions</source>
        <translation>Mentett játszmák</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="154"/>
        <source>This session could not be resumed: {error}</source>
        <translation>A játszmát nem sikerült folytatni: {error}</translation>
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
        <translation>prefgui — Preferánsz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="183"/>
        <source>{title} — not saved</source>
        <translation>{title} — nincs mentve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="55"/>
        <source>Score sheet</source>
        <translation>Eredménylap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="53"/>
        <source>Score sheet — defence practice</source>
        <translation>Eredménylap — védekezés gyakorlása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="228"/>
        <source>prefgui was started again: this window already plays on the same data folder.</source>
        <translation>A prefgui újra elindult: ez az ablak már ugyanazzal az adatmappával játszik.</translation>
    </message>
    <message>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation type="vanished">Te jössz: húzz egy kiemelt lapot az asztalra, vagy kattints rá duplán.</translation>
    </message>
    <message>
        <source>Your turn: choose on the table.</source>
        <translation type="vanished">Te jössz: válassz az asztalon.</translation>
    </message>
    <message>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation type="vanished">Egyenleg a játszma kezdete óta (plusz nyereség, mínusz veszteség).</translation>
    </message>
    <message>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation type="vanished">E leosztás előtt mindenki befizetett {n} egységet ({pot}).</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} gondolkodik…</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="vanished">Nem te következel.</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Tipp: {why}</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation type="vanished">Még nincs befejezett leosztás.</translation>
    </message>
    <message>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation type="vanished">A mostani játszma a mentett játszmák között marad. Indítsunk most új játszmát?</translation>
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
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Tipp: {what} ({why})</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session.</source>
        <translation type="vanished">A játékosok száma csak új játszmával változik.</translation>
    </message>
    <message>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation type="vanished">Minden változatnak saját kasszája vagy bankja van, ezért másik változat új játszmát indít.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="vanished">Beállítások</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">A játékosok száma csak új játszmával változik. Kezdesz most új játszmát?</translation>
    </message>
    <message>
        <source>The new rules cannot be used: {reason}</source>
        <translation type="vanished">Az új szabályok nem használhatók: {reason}</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation type="vanished">Az új szabályok a következő leosztástól érvényesek.</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation type="vanished">Az új szabályok a következő leosztástól érvényesek; ez a leosztás még a régiek szerint ér véget.</translation>
    </message>
    <message>
        <source>Saved sessions</source>
        <translation type="vanished">Mentett játszmák</translation>
    </message>
    <message>
        <source>This session could not be resumed: {error}</source>
        <translation type="vanished">A játszmát nem sikerült folytatni: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="94"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="95"/>
        <source>&amp;Deal</source>
        <translation>&amp;Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="96"/>
        <source>&amp;Coach</source>
        <translation>&amp;Edző</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="97"/>
        <source>&amp;Drills</source>
        <translation>&amp;Feladatok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="98"/>
        <source>D&amp;efence practice</source>
        <translation>&amp;Védekezés gyakorlása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="100"/>
        <source>&amp;Review last deal</source>
        <translation>Utolsó leosztás &amp;elemzése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="59"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="102"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="37"/>
        <location filename="../prefgui/ui/window/actions.py" line="103"/>
        <source>&amp;New session</source>
        <translation>Ú&amp;j játszma</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="104"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Mentett játszmák…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="105"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="60"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Eredménylap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="61"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Kártyák kinézete</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="106"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="107"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="108"/>
        <source>Show &amp;last trick</source>
        <translation>&amp;Utolsó ütés mutatása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="109"/>
        <source>&amp;Trick history</source>
        <translation>Ü&amp;tések sorrendje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="110"/>
        <source>&amp;Claim the rest…</source>
        <translation>&amp;A többi bejelentése…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="111"/>
        <source>Deal s&amp;ummary</source>
        <translation>Leosztás ö&amp;sszesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="112"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Következő leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="113"/>
        <source>&amp;Progress…</source>
        <translation>&amp;Fejlődés…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="114"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Gyakorló mód (a lapok visszavehetők)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="115"/>
        <source>&amp;Undo my last card</source>
        <translation>Utolsó lapom &amp;visszavétele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="62"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animáció sebessége</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="63"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="64"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="65"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="66"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="69"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="116"/>
        <source>&amp;Welcome</source>
        <translation>Ü&amp;dvözlés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="117"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="118"/>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="119"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;A prefgui névjegye</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="131"/>
        <source>No trick has been completed yet.</source>
        <translation>Még egy ütés sem ért véget.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lap kiválasztása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a kiválasztott lap kijátszása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Szóköz&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mozgás a döntési panel gombjai között és azok megnyomása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;az utolsó ütés mutatása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ütések sorrendje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;eredménylap&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;következő leosztás (a leosztás végén)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;szabályok&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;utolsó lapom visszavétele&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;új játszma&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;teljes képernyő&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kilépés&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="33"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a hátralévő ütések bejelentése&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="35"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;defence practice&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;védekezés gyakorlása&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Utolsó ütés: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="154"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Gyakorló mód: visszaveheted a lapjaidat (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="155"/>
        <source>Practice mode is off.</source>
        <translation>A gyakorló mód ki van kapcsolva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="161"/>
        <source>Nothing to undo in this deal.</source>
        <translation>Ebben a leosztásban nincs mit visszavonni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;lap kiválasztása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;a kiválasztott lap kijátszása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Szóköz&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mozgás a döntési panel gombjai között és azok megnyomása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tipp&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;az utolsó ütés mutatása&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;utolsó lapom visszavétele&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;új játszma&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;teljes képernyő&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kilépés&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>About prefgui</source>
        <translation>A prefgui névjegye</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferánsz a számítógép ellen: osztrák, illusztrált, nyugat-balkáni, magyar, dunai sváb és amerikai szabályok.&lt;/p&gt;&lt;p&gt;Szabad szoftver a GNU GPL 3. vagy újabb verziója szerint. Kártyaképek: saját. Betűtípus: DejaVu Sans (szabad licenc).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>direction</source>
        <translation type="vanished">Játékirány</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation type="vanished">Ha mindenki passzol</translation>
    </message>
    <message>
        <source>hold</source>
        <translation type="vanished">Tartás</translation>
    </message>
    <message>
        <source>raise step</source>
        <translation type="vanished">Licitlépcső</translation>
    </message>
    <message>
        <source>hand bid only before plain bid</source>
        <translation type="vanished">Kézből licit csak sima licit előtt</translation>
    </message>
    <message>
        <source>one more rule</source>
        <translation type="vanished">„Csak eggyel feljebb” szabály</translation>
    </message>
    <message>
        <source>illustrated ranking</source>
        <translation type="vanished">Sorrend (illusztrált)</translation>
    </message>
    <message>
        <source>illustrated form</source>
        <translation type="vanished">Forma (illusztrált)</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation type="vanished">Játéklétra</translation>
    </message>
    <message>
        <source>talon shown</source>
        <translation type="vanished">A talon felfordítása</translation>
    </message>
    <message>
        <source>widow order</source>
        <translation type="vanished">Sorrend a talonnál</translation>
    </message>
    <message>
        <source>invitation</source>
        <translation type="vanished">Behívás</translation>
    </message>
    <message>
        <source>first defender may invite</source>
        <translation type="vanished">Az első védő behívhat</translation>
    </message>
    <message>
        <source>concession window</source>
        <translation type="vanished">A feladás ideje</translation>
    </message>
    <message>
        <source>joint concession</source>
        <translation type="vanished">A játék közös odaadása</translation>
    </message>
    <message>
        <source>open defender comms</source>
        <translation type="vanished">Egyeztetés terített játékban</translation>
    </message>
    <message>
        <source>contra</source>
        <translation type="vanished">Kontra</translation>
    </message>
    <message>
        <source>contra on</source>
        <translation type="vanished">Kontrázható játékok</translation>
    </message>
    <message>
        <source>contra levels</source>
        <translation type="vanished">Kontrafokozatok</translation>
    </message>
    <message>
        <source>compulsory contra on spades</source>
        <translation type="vanished">Kötelező kontra pikkre</translation>
    </message>
    <message>
        <source>must trump</source>
        <translation type="vanished">Adukényszer</translation>
    </message>
    <message>
        <source>must head</source>
        <translation type="vanished">Felülütési kényszer</translation>
    </message>
    <message>
        <source>first lead</source>
        <translation type="vanished">Első hívás</translation>
    </message>
    <message>
        <source>sans first lead</source>
        <translation type="vanished">Első hívás szanzaduban</translation>
    </message>
    <message>
        <source>slam6 run</source>
        <translation type="vanished">Hat egymás után durchmarsban</translation>
    </message>
    <message>
        <source>dealer unit payer</source>
        <translation type="vanished">Ki fizeti az egységet</translation>
    </message>
    <message>
        <source>invite fail penalty</source>
        <translation type="vanished">Büntetés sikertelen behívásért</translation>
    </message>
    <message>
        <source>inviter gets dealer unit</source>
        <translation type="vanished">A hívó megkapja az osztó egységét</translation>
    </message>
    <message>
        <source>concession invited</source>
        <translation type="vanished">Feladás behívott védelem ellen</translation>
    </message>
    <message>
        <source>multiply by contract value</source>
        <translation type="vanished">Szorzás a játék értékével</translation>
    </message>
    <message>
        <source>original scoring</source>
        <translation type="vanished">Eredeti elszámolás</translation>
    </message>
    <message>
        <source>original multiplier basis</source>
        <translation type="vanished">A szorzó alapja</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation type="vanished">Kerekítés</translation>
    </message>
    <message>
        <source>original scope</source>
        <translation type="vanished">Az eredeti elszámolás köre</translation>
    </message>
    <message>
        <source>pot shortfall</source>
        <translation type="vanished">Hiány a kasszában</translation>
    </message>
    <message>
        <source>defence quota</source>
        <translation type="vanished">A védelem kvótája</translation>
    </message>
    <message>
        <source>invited trick credit</source>
        <translation type="vanished">A behívott ütései</translation>
    </message>
    <message>
        <source>sans defender payments</source>
        <translation type="vanished">Védőfizetések szanzaduban</translation>
    </message>
    <message>
        <source>bank model</source>
        <translation type="vanished">A bank fajtája</translation>
    </message>
    <message>
        <source>balkan concession</source>
        <translation type="vanished">Feladás (balkáni)</translation>
    </message>
    <message>
        <source>refa</source>
        <translation type="vanished">Refa</translation>
    </message>
    <message>
        <source>refa limit</source>
        <translation type="vanished">Refák legnagyobb száma</translation>
    </message>
    <message>
        <source>refa consume</source>
        <translation type="vanished">Refa felhasználása</translation>
    </message>
    <message>
        <source>hand value plus one</source>
        <translation type="vanished">Kézből eggyel többet ér</translation>
    </message>
    <message>
        <source>equal talon payment</source>
        <translation type="vanished">Fizetés egyforma talonlapokért</translation>
    </message>
    <message>
        <source>overtrick payment</source>
        <translation type="vanished">Fizetés többlet- és hiányzó ütésekért</translation>
    </message>
    <message>
        <source>american payout</source>
        <translation type="vanished">Kifizetés (amerikai)</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation type="vanished">Kifizetési táblázat</translation>
    </message>
    <message>
        <source>failure penalty</source>
        <translation type="vanished">Büntetés bukásért</translation>
    </message>
    <message>
        <source>preference bonus</source>
        <translation type="vanished">Préférence-prémium</translation>
    </message>
    <message>
        <source>preference bonus scope</source>
        <translation type="vanished">A Préférence-prémium köre</translation>
    </message>
    <message>
        <source>preference bonus payers</source>
        <translation type="vanished">A Préférence-prémium fizetői</translation>
    </message>
    <message>
        <source>four aces bonus</source>
        <translation type="vanished">Prémium a négy ászért</translation>
    </message>
    <message>
        <source>four aces count</source>
        <translation type="vanished">A négy ász számolása</translation>
    </message>
    <message>
        <source>no ace bonus</source>
        <translation type="vanished">„Nincs ász” prémium</translation>
    </message>
    <message>
        <source>no ace hand games</source>
        <translation type="vanished">„Nincs ász” kézből játszva</translation>
    </message>
    <message>
        <source>conventions status</source>
        <translation type="vanished">A konvenciók érvénye</translation>
    </message>
    <message>
        <source>c3 high</source>
        <translation type="vanished">„Nagyon magas” a C3-ban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="123"/>
        <source>Direction of play</source>
        <translation>Játékirány</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="124"/>
        <source>When everybody passes</source>
        <translation>Ha mindenki passzol</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="125"/>
        <source>Holding a bid</source>
        <translation>Licit tartása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="126"/>
        <source>Raising the bid</source>
        <translation>Licit emelése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="127"/>
        <source>Hand bid only before a plain bid</source>
        <translation>Kézből licit csak sima licit előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="128"/>
        <source>One-more rule</source>
        <translation>„Csak eggyel feljebb” szabály</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="129"/>
        <source>Rank of open misère and slam</source>
        <translation>Nyílt betli és durchmars rangja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="130"/>
        <source>Form of the game</source>
        <translation>A játék formája</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="131"/>
        <source>Contracts above the suits</source>
        <translation>Játékok a színek felett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="132"/>
        <source>Talon shown to the defenders</source>
        <translation>A talont megmutatják a védőknek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="133"/>
        <source>Taking the widow</source>
        <translation>A talon felvétele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="134"/>
        <source>Invitation</source>
        <translation>Behívás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="135"/>
        <source>First defender may invite</source>
        <translation>Az első védő behívhat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="136"/>
        <source>When the declarer may give up</source>
        <translation>Mikor adhatja fel a felvevő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="137"/>
        <source>Defenders may concede together</source>
        <translation>A védők együtt feladhatják</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="138"/>
        <source>Defenders talking in open contracts</source>
        <translation>Egyeztetés terített játékban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="139"/>
        <source>Contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="140"/>
        <source>Contra allowed against</source>
        <translation>Kontra megengedett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="141"/>
        <source>Contra levels</source>
        <translation>Kontrafokozatok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="142"/>
        <source>Compulsory contra against spades</source>
        <translation>Kötelező kontra pikkre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="143"/>
        <source>Must trump</source>
        <translation>Adukényszer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="144"/>
        <source>Must beat the trick</source>
        <translation>Felülütési kényszer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="145"/>
        <source>First lead</source>
        <translation>Első hívás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="146"/>
        <source>First lead in sans</source>
        <translation>Első hívás szanzaduban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="147"/>
        <source>Six-in-a-row slam</source>
        <translation>Hat egymás után durchmarsban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="148"/>
        <source>Who pays the unit for 2 tricks</source>
        <translation>Ki fizeti az egységet 2 ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="149"/>
        <source>Penalty for a failed invitation</source>
        <translation>Büntetés sikertelen behívásért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="150"/>
        <source>Inviter gets the dealer&apos;s unit</source>
        <translation>A hívó megkapja az osztó egységét</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="151"/>
        <source>Giving up against an invited defence</source>
        <translation>Feladás behívott védelem ellen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="152"/>
        <source>Multiply by the contract&apos;s number</source>
        <translation>Szorzás a játék értékével</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="153"/>
        <source>Original scoring</source>
        <translation>Eredeti elszámolás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="154"/>
        <source>Original scoring: pot measured</source>
        <translation>Eredeti elszámolás: a kassza mérése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="155"/>
        <source>Rounding</source>
        <translation>Kerekítés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="156"/>
        <source>Original scoring applies to</source>
        <translation>Az eredeti elszámolás érvényes</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="157"/>
        <source>When the pot runs short</source>
        <translation>Ha a kassza nem elég</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="158"/>
        <source>Tricks the defence needs</source>
        <translation>Hány ütés kell a védelemnek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="159"/>
        <source>Invited defender&apos;s tricks paid to</source>
        <translation>A meghívott ütéseiért kap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="160"/>
        <source>Defender payments in sans</source>
        <translation>Védőfizetések szanzaduban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="161"/>
        <source>Kind of bank</source>
        <translation>A bank fajtája</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="162"/>
        <source>Giving up</source>
        <translation>Feladás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="163"/>
        <source>Refa marks</source>
        <translation>Refák</translation>
    </message>
    <message>
        <source>Most refa marks at once</source>
        <translation type="vanished">Legtöbb refa egyszerre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="164"/>
        <source>Rounds of refa marks a session</source>
        <translation>Refakörök játszmánként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="165"/>
        <source>The refa limit counts</source>
        <translation>A refakorlát számolja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="166"/>
        <source>A refa mark is used</source>
        <translation>A refa elhasználódik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="167"/>
        <source>Hand contract worth one more</source>
        <translation>Kézből eggyel többet ér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="168"/>
        <source>Payment for a paired talon</source>
        <translation>Fizetés egyforma talonlapokért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="169"/>
        <source>Over- and undertricks paid</source>
        <translation>Több- és hiányzó ütések fizetése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="170"/>
        <source>Reward from the pot</source>
        <translation>Nyeremény a kasszából</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="171"/>
        <source>Reward amounts</source>
        <translation>Nyeremények összege</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="172"/>
        <source>Penalty for failing</source>
        <translation>Büntetés bukásért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="173"/>
        <source>Préférence bonus</source>
        <translation>Préférence-prémium</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="174"/>
        <source>Préférence bonus applies to</source>
        <translation>A Préférence-prémium érvényes</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="175"/>
        <source>Préférence bonus paid by</source>
        <translation>A Préférence-prémiumot fizeti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="176"/>
        <source>Four aces bonus</source>
        <translation>Prémium a négy ászért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="177"/>
        <source>Where the four aces count</source>
        <translation>Hol számít a négy ász</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="178"/>
        <source>No-ace bonus</source>
        <translation>„Nincs ász” prémium</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="179"/>
        <source>No-ace announcement in hand games</source>
        <translation>„Nincs ász” kézből játszva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="180"/>
        <source>Defender conventions</source>
        <translation>Védői konvenciók</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="181"/>
        <source>“Very high” in C3</source>
        <translation>„Nagyon magas” a C3-ban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="182"/>
        <source>Settle the C1 compensation</source>
        <translation>C1-kártérítés elszámolása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="184"/>
        <source>Size of the pool</source>
        <translation>A pulja mérete</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="185"/>
        <source>Misère only as the first call</source>
        <translation>Betli csak első mondásként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="186"/>
        <source>Bids without the talon</source>
        <translation>Licit talon nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="187"/>
        <source>Ten-trick contract</source>
        <translation>Tízes játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="188"/>
        <source>Half-whist on</source>
        <translation>Félviszt ezekben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="189"/>
        <source>Who may half-whist</source>
        <translation>Ki mondhat félvisztet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="190"/>
        <source>Half-whister overruled by a whist</source>
        <translation>Félviszt, ha a társ mégis visztel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="191"/>
        <source>Stalingrad</source>
        <translation>Sztálingrád</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="192"/>
        <source>Open whist: hands laid down</source>
        <translation>Terített viszt: mikor terítenek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="193"/>
        <source>Misère: the catchers&apos; hands laid down</source>
        <translation>Betli: mikor terítenek a védők</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="194"/>
        <source>Whists for a defence trick</source>
        <translation>Viszt a védők ütéséért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="195"/>
        <source>Mountain for an undertrick</source>
        <translation>Hegy egy hiányzó ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="196"/>
        <source>Consolation for an undertrick</source>
        <translation>Konszoláció egy hiányzó ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="197"/>
        <source>Consolation written by</source>
        <translation>Ki ír konszolációt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="198"/>
        <source>Lone whister on a failed contract</source>
        <translation>Egyedüli visztelő bukott játéknál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="199"/>
        <source>Mountain for a whister&apos;s missing trick</source>
        <translation>Hegy a visztelők hiányzó ütéseiért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="200"/>
        <source>Two whisters short on six or seven</source>
        <translation>Két visztelőnek hiányzik ütés hatosban vagy hetesben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="201"/>
        <source>Two whisters without a trick on eight or more</source>
        <translation>Két visztelő ütés nélkül nyolcastól</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="202"/>
        <source>Mountain for a misère trick</source>
        <translation>Hegy egy betliben vitt ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="203"/>
        <source>Worth of a pool point</source>
        <translation>Egy puljapont értéke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="204"/>
        <source>The pool closes at its size</source>
        <translation>A pulja a méreténél lezárul</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="205"/>
        <source>Points over a closed pool</source>
        <translation>Pontok a lezárt pulja felett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="206"/>
        <source>End of the pulka</source>
        <translation>A pulka vége</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="207"/>
        <source>No end during all-pass deals</source>
        <translation>Nincs vége raszpasz közben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="208"/>
        <source>All-pass deals written</source>
        <translation>A raszpasz írása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="209"/>
        <source>All-pass progression</source>
        <translation>Progresszió raszpaszban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="210"/>
        <source>No trick in an all-pass deal</source>
        <translation>Ütés nélkül raszpaszban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="211"/>
        <source>All-pass: only tricks above the fewest</source>
        <translation>Raszpasz: csak a legkevesebb feletti ütések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="212"/>
        <source>Whists for an all-pass trick</source>
        <translation>Viszt egy raszpaszütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="213"/>
        <source>All-pass whists count</source>
        <translation>A raszpaszviszt alapja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="214"/>
        <source>Talon in an all-pass deal</source>
        <translation>Talon raszpaszban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="215"/>
        <source>Talon trick nobody follows</source>
        <translation>Talonütés, amelyre senki sem ad színt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="216"/>
        <source>Lead to the third all-pass trick</source>
        <translation>Hívás a harmadik raszpaszütésre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="217"/>
        <source>Dealer scored in all-pass deals</source>
        <translation>Az osztónak is írnak raszpaszban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="218"/>
        <source>End of a series of all-pass deals</source>
        <translation>Mi zárja le a raszpaszsorozatot</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="219"/>
        <source>Exit from all-pass deals</source>
        <translation>Kilépés a raszpaszból</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="220"/>
        <source>Misère after an all-pass deal</source>
        <translation>Betli raszpasz után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="221"/>
        <source>Without three</source>
        <translation>Három nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="222"/>
        <source>Dealer&apos;s talon bonuses</source>
        <translation>Az osztó talonprémiumai</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <source>cw</source>
        <translation type="vanished">óramutató járása szerint</translation>
    </message>
    <message>
        <source>acw</source>
        <translation type="vanished">óramutatóval ellentétesen</translation>
    </message>
    <message>
        <source>last player forced</source>
        <translation type="vanished">az utolsónak licitálnia kell</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation type="vanished">újraosztás</translation>
    </message>
    <message>
        <source>any</source>
        <translation type="vanished">tetszőleges</translation>
    </message>
    <message>
        <source>exactly one</source>
        <translation type="vanished">pontosan eggyel</translation>
    </message>
    <message>
        <source>open exception</source>
        <translation type="vanished">kivétel a terített játékokra</translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="vanished">sima</translation>
    </message>
    <message>
        <source>open contracts</source>
        <translation type="vanished">terített játékok</translation>
    </message>
    <message>
        <source>six in a row</source>
        <translation type="vanished">hat egymás után</translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="vanished">szokásos</translation>
    </message>
    <message>
        <source>sans7</source>
        <translation type="vanished">szanzadu 7-esként</translation>
    </message>
    <message>
        <source>extended</source>
        <translation type="vanished">bővített</translation>
    </message>
    <message>
        <source>extended no one</source>
        <translation type="vanished">bővített, „egy ütés” nélkül</translation>
    </message>
    <message>
        <source>serbian</source>
        <translation type="vanished">szerb</translation>
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
        <translation type="vanished">a védők döntése után</translation>
    </message>
    <message>
        <source>any time before lead</source>
        <translation type="vanished">bármikor az első hívás előtt</translation>
    </message>
    <message>
        <source>table talk</source>
        <translation type="vanished">egyeztethetnek</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">nincs</translation>
    </message>
    <message>
        <source>full view</source>
        <translation type="vanished">teljes rálátás</translation>
    </message>
    <message>
        <source>all</source>
        <translation type="vanished">mind</translation>
    </message>
    <message>
        <source>trick contracts</source>
        <translation type="vanished">ütésjátékok</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation type="vanished">felvevő</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation type="vanished">előkéz</translation>
    </message>
    <message>
        <source>as first lead</source>
        <translation type="vanished">mint az első hívás</translation>
    </message>
    <message>
        <source>defender before declarer</source>
        <translation type="vanished">a felvevő előtti védő</translation>
    </message>
    <message>
        <source>any run</source>
        <translation type="vanished">bármely hat egymás után</translation>
    </message>
    <message>
        <source>from trick 1</source>
        <translation type="vanished">az első ütéstől</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="vanished">osztó</translation>
    </message>
    <message>
        <source>inviter 5</source>
        <translation type="vanished">5 a hívónak</translation>
    </message>
    <message>
        <source>both 3</source>
        <translation type="vanished">3-3 mindkettőnek</translation>
    </message>
    <message>
        <source>after dealer stake</source>
        <translation type="vanished">az osztó tétje után</translation>
    </message>
    <message>
        <source>before</source>
        <translation type="vanished">előtte</translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="vanished">pontosan</translation>
    </message>
    <message>
        <source>floor</source>
        <translation type="vanished">lefelé</translation>
    </message>
    <message>
        <source>half up</source>
        <translation type="vanished">a közelebbire</translation>
    </message>
    <message>
        <source>pot payments only</source>
        <translation type="vanished">csak a kassza fizetései</translation>
    </message>
    <message>
        <source>pay available</source>
        <translation type="vanished">amennyi benne van</translation>
    </message>
    <message>
        <source>allow negative</source>
        <translation type="vanished">mínuszba mehet</translation>
    </message>
    <message>
        <source>individual</source>
        <translation type="vanished">egyénileg</translation>
    </message>
    <message>
        <source>joint</source>
        <translation type="vanished">közösen</translation>
    </message>
    <message>
        <source>inviter</source>
        <translation type="vanished">hívó</translation>
    </message>
    <message>
        <source>invited</source>
        <translation type="vanished">behívott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="226"/>
        <source>clockwise</source>
        <translation>óramutató járása szerint</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="227"/>
        <source>anticlockwise</source>
        <translation>óramutatóval ellentétesen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="228"/>
        <source>the last player must bid</source>
        <translation>az utolsónak licitálnia kell</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="229"/>
        <source>deal again</source>
        <translation>újraosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="230"/>
        <source>any higher bid</source>
        <translation>bármely magasabb licit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="231"/>
        <source>exactly one higher</source>
        <translation>pontosan eggyel magasabb</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="232"/>
        <source>open misère and slam above hand 1–6</source>
        <translation>nyílt betli és durchmars a kézből 1–6 felett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="233"/>
        <source>every hand bid above every plain bid</source>
        <translation>minden kézből licit minden sima licit felett</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="234"/>
        <source>with open misère and open slam</source>
        <translation>nyílt betlivel és nyílt durchmarssal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="235"/>
        <source>misère and six-in-a-row slam</source>
        <translation>betli és hat egymás utáni ütéses durchmars</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="236"/>
        <source>standard ladder</source>
        <translation>szokásos sorrend</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="237"/>
        <source>sans at level 7</source>
        <translation>szanzadu 7-esként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="238"/>
        <source>extended ladder</source>
        <translation>bővített sorrend</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="239"/>
        <source>extended, no one-trick game</source>
        <translation>bővített, együtéses játék nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="240"/>
        <source>Serbian ladder</source>
        <translation>szerb sorrend</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="241"/>
        <source>take the widow, then discard (Foster)</source>
        <translation>előbb felvenni a talont, aztán dobni (Foster)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="242"/>
        <source>discard, then take the widow (USPCC)</source>
        <translation>előbb dobni, aztán felvenni a talont (USPCC)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="243"/>
        <source>after the defenders decide</source>
        <translation>a védők döntése után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="244"/>
        <source>any time before the first card</source>
        <translation>bármikor az első lap előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="245"/>
        <source>they may talk</source>
        <translation>egyeztethetnek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="246"/>
        <source>no talking</source>
        <translation>nincs egyeztetés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="247"/>
        <source>they see each other&apos;s cards</source>
        <translation>látják egymás lapjait</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="248"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="295"/>
        <source>every contract</source>
        <translation>minden játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="249"/>
        <source>trick contracts only</source>
        <translation>csak ütésjátékok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="250"/>
        <source>contra and recontra</source>
        <translation>kontra és rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="251"/>
        <source>up to subcontra and mortcontra</source>
        <translation>szubkontráig és mordkontráig</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="252"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="259"/>
        <source>the declarer</source>
        <translation>a felvevő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="253"/>
        <source>forehand (first to bid)</source>
        <translation>előkéz (elsőként licitál)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="254"/>
        <source>as in other contracts</source>
        <translation>mint más játékokban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="255"/>
        <source>the defender before the declarer</source>
        <translation>a felvevő előtti védő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="256"/>
        <source>any six tricks in a row</source>
        <translation>bármely hat egymás utáni ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="257"/>
        <source>the first six tricks</source>
        <translation>az első hat ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="258"/>
        <source>the dealer</source>
        <translation>az osztó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="260"/>
        <source>1 unit</source>
        <translation>1 egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="261"/>
        <source>10 units</source>
        <translation>10 egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="262"/>
        <source>5 to the inviter</source>
        <translation>5 a meghívónak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="263"/>
        <source>3 to each defender</source>
        <translation>3 minden védőnek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="264"/>
        <source>after the dealer&apos;s 10</source>
        <translation>az osztó 10-e után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="265"/>
        <source>before the dealer&apos;s 10</source>
        <translation>az osztó 10-e előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="266"/>
        <source>exact fractions</source>
        <translation>pontos törtek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="267"/>
        <source>round down</source>
        <translation>lefelé kerekítés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="268"/>
        <source>round to the nearest</source>
        <translation>kerekítés a legközelebbire</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="269"/>
        <source>every payment</source>
        <translation>minden fizetés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="270"/>
        <source>payments to and from the pot only</source>
        <translation>csak a kasszába és a kasszából</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="271"/>
        <source>pay what the pot holds</source>
        <translation>kifizetni, ami a kasszában van</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="272"/>
        <source>the pot may go negative</source>
        <translation>a kassza mínuszba mehet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="273"/>
        <source>2 tricks each</source>
        <translation>fejenként 2 ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="274"/>
        <source>4 tricks together</source>
        <translation>együtt 4 ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="275"/>
        <source>the inviter</source>
        <translation>a meghívó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="276"/>
        <source>the invited defender</source>
        <translation>a meghívott védő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="277"/>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="278"/>
        <source>an account without limit</source>
        <translation>korlát nélküli számla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="279"/>
        <source>a pot that can run dry</source>
        <translation>kiürülhető kassza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="280"/>
        <source>as a failure</source>
        <translation>mint bukás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="281"/>
        <source>as a failure, plus 2 tricks to each defender</source>
        <translation>mint bukás, plusz 2 ütés minden védőnek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="282"/>
        <source>the rounds of a session</source>
        <translation>a játszma refaköreit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="283"/>
        <source>each player&apos;s unused marks</source>
        <translation>minden játékos fel nem használt refáit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="284"/>
        <source>by every contract</source>
        <translation>minden játékkal</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="285"/>
        <source>only when cards are played</source>
        <translation>csak ha lapot is játszanak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="286"/>
        <source>2 units</source>
        <translation>2 egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="287"/>
        <source>4 units</source>
        <translation>4 egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="288"/>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="289"/>
        <source>to each defender</source>
        <translation>minden védőnek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="290"/>
        <source>once in all</source>
        <translation>egyszer összesen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="291"/>
        <source>once per contract</source>
        <translation>játékonként egyszer</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="292"/>
        <source>per trick taken</source>
        <translation>minden elvitt ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="294"/>
        <source>hand hearts only</source>
        <translation>csak kézből kőr</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="297"/>
        <source>the defenders who play</source>
        <translation>a játszó védők</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="298"/>
        <source>in the ten cards played</source>
        <translation>a tíz kijátszott lapban</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="299"/>
        <source>anywhere in the twelve</source>
        <translation>bárhol a tizenkettőben</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="300"/>
        <source>judged on the ten cards held</source>
        <translation>a kézben lévő tíz lap alapján</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="302"/>
        <source>advice</source>
        <translation>tanács</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="304"/>
        <source>an ethical duty</source>
        <translation>etikai kötelesség</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="305"/>
        <source>C1 is a law of the game</source>
        <translation>a C1 játékszabály</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="306"/>
        <source>ace or king</source>
        <translation>ász vagy király</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="307"/>
        <source>one of the top two cards still out</source>
        <translation>a még kinn lévő két legmagasabb lap egyike</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="309"/>
        <source>never: every bid must be higher</source>
        <translation>soha: minden licit legyen magasabb</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="310"/>
        <source>only past a player who passed</source>
        <translation>csak passzoló játékoson át</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="311"/>
        <source>by the earlier seat</source>
        <translation>az ülésrend szerint</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="312"/>
        <source>the player after the declarer</source>
        <translation>a felvevő utáni játékos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="313"/>
        <source>whisted: one trick to take</source>
        <translation>visztelik: egy ütés kell</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="314"/>
        <source>checked: played open, no whists</source>
        <translation>ellenőrzik: terítve, viszt nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="315"/>
        <source>no contract (no half-whist)</source>
        <translation>egyikben sem (nincs félviszt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="316"/>
        <source>only the second defender</source>
        <translation>csak a második védő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="317"/>
        <source>either defender, the other may answer</source>
        <translation>bármelyik védő, a másik válaszolhat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="318"/>
        <source>he is an ordinary passer</source>
        <translation>közönséges passzoló</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="319"/>
        <source>he gets nothing</source>
        <translation>semmit sem kap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="320"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="323"/>
        <source>before the first lead</source>
        <translation>az első hívás előtt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="321"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="322"/>
        <source>after the first card</source>
        <translation>az első lap után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="324"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="326"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="329"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="337"/>
        <source>the contract price</source>
        <translation>a játék értéke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="325"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="327"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="330"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="338"/>
        <source>twice the contract price</source>
        <translation>a játék értékének kétszerese</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="328"/>
        <source>no consolation</source>
        <translation>nincs konszoláció</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="331"/>
        <source>everybody but the declarer</source>
        <translation>mindenki, kivéve a felvevőt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="332"/>
        <source>both defenders</source>
        <translation>mindkét védő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="333"/>
        <source>the whisters only</source>
        <translation>csak a visztelők</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="334"/>
        <source>whists for both hands (greedy whist)</source>
        <translation>viszt mindkét kézért (mohó viszt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="335"/>
        <source>half to the passer (gentleman&apos;s whist)</source>
        <translation>fele a passzolóé (dzsentlmen-viszt)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="336"/>
        <source>whists for his own tricks only</source>
        <translation>viszt csak a saját ütéseiért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="339"/>
        <source>charged no more than the defence lacks</source>
        <translation>legfeljebb annyi, amennyi a védőknek hiányzik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="340"/>
        <source>each charged for his own half</source>
        <translation>mindegyik a saját feléért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="341"/>
        <source>the second whister pays</source>
        <translation>a második visztelő fizet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="342"/>
        <source>nobody pays</source>
        <translation>senki sem fizet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="343"/>
        <source>one mountain point</source>
        <translation>egy hegypont</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="344"/>
        <source>two mountain points</source>
        <translation>két hegypont</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="345"/>
        <source>help the fullest open pool first</source>
        <translation>először a legteljesebb nyitott puljának segítenek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="346"/>
        <source>come off the mountain</source>
        <translation>a hegyből vonják le</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="347"/>
        <source>when the pools are full</source>
        <translation>amikor minden pulja megtelt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="348"/>
        <source>when the players agree</source>
        <translation>amikor a játékosok megegyeznek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="349"/>
        <source>on the mountain</source>
        <translation>a hegyre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="350"/>
        <source>as whists</source>
        <translation>visztként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="351"/>
        <source>the trick price in the pool</source>
        <translation>az ütés ára a puljába</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="352"/>
        <source>one point in the pool</source>
        <translation>egy pont a puljába</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="353"/>
        <source>every trick</source>
        <translation>minden ütés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="354"/>
        <source>tricks above the fewest</source>
        <translation>a legkevesebb feletti ütések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="355"/>
        <source>leads the first two tricks</source>
        <translation>az első két ütésre hív</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="356"/>
        <source>set aside</source>
        <translation>félreteszik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="357"/>
        <source>goes to the forehand</source>
        <translation>az előkézé</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="358"/>
        <source>goes to nobody</source>
        <translation>senkié</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="359"/>
        <source>the forehand</source>
        <translation>az előkéz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="360"/>
        <source>the winner of the second trick</source>
        <translation>aki a második ütést vitte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="361"/>
        <source>any contract, made or not</source>
        <translation>bármely játék, akár nyert, akár nem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="362"/>
        <source>a made contract, played or not</source>
        <translation>nyert játék, lejátszva vagy anélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="363"/>
        <source>a contract made in play</source>
        <translation>lejátszva nyert játék</translation>
    </message>
    <message>
        <source>account</source>
        <translation type="vanished">számla</translation>
    </message>
    <message>
        <source>pot</source>
        <translation type="vanished">kassza</translation>
    </message>
    <message>
        <source>as failure</source>
        <translation type="vanished">bukásként</translation>
    </message>
    <message>
        <source>failure plus tricks k</source>
        <translation type="vanished">bukás plusz ütésfizetés</translation>
    </message>
    <message>
        <source>on declare</source>
        <translation type="vanished">bemondáskor</translation>
    </message>
    <message>
        <source>on play only</source>
        <translation type="vanished">csak lejátszáskor</translation>
    </message>
    <message>
        <source>per defender</source>
        <translation type="vanished">védőnként</translation>
    </message>
    <message>
        <source>total</source>
        <translation type="vanished">összesen</translation>
    </message>
    <message>
        <source>per contract</source>
        <translation type="vanished">játékonként</translation>
    </message>
    <message>
        <source>per trick</source>
        <translation type="vanished">ütésenként</translation>
    </message>
    <message>
        <source>hand hearts</source>
        <translation type="vanished">csak kézből kőr</translation>
    </message>
    <message>
        <source>all contracts</source>
        <translation type="vanished">minden játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="296"/>
        <source>both opponents</source>
        <translation>mindkét ellenfél</translation>
    </message>
    <message>
        <source>playing defenders</source>
        <translation type="vanished">a játszó védők</translation>
    </message>
    <message>
        <source>played hand</source>
        <translation type="vanished">kijátszott lapok</translation>
    </message>
    <message>
        <source>twelve cards</source>
        <translation type="vanished">tizenkét lap</translation>
    </message>
    <message>
        <source>ten cards</source>
        <translation type="vanished">tíz lap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="301"/>
        <source>not allowed</source>
        <translation>nem megengedett</translation>
    </message>
    <message>
        <source>advisory</source>
        <translation type="vanished">tanács</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="303"/>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <source>ethical</source>
        <translation type="vanished">becsületbeli kötelesség</translation>
    </message>
    <message>
        <source>integral c1</source>
        <translation type="vanished">C1 mint szabály</translation>
    </message>
    <message>
        <source>A or K</source>
        <translation type="vanished">A vagy K</translation>
    </message>
    <message>
        <source>top two outstanding</source>
        <translation type="vanished">a két legmagasabb kint lévő</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="17"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="293"/>
        <source>the same as the reward</source>
        <translation>ugyanannyi, mint a nyeremény</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="21"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Az osztás és a játék iránya (csak az asztal rajzát érinti).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="22"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Ha mindenki passzol: az utolsó játékosnak licitálnia kell, vagy a leosztás érvénytelen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="23"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>A korábban ülő játékos tarthatja (átveheti) az aktuális licitet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="24"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>A túllicitálás ugorhat, vagy pontosan eggyel magasabbnak kell lennie.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="25"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Aki már mondott sima licitet vagy tartott, nem licitálhat többé kézből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="26"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Sima licit csak eggyel az aktuális fölött; sima licit után nincs kézből licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="27"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>A sima terített betli/durchmars erősebb a kézből mondott 1–6-nál, vagy minden kézből mondott licit erősebb minden sima licitnél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="28"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>5–8-as játékok terített betlivel és terített durchmarssal, vagy csak betli és hat egymás utáni ütéses durchmars.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="29"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>A színjátékok feletti játékok: betli, durchmars, szanzadu, egy ütés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="30"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>A felvevő megmutatja a talont a védőknek, mielőtt felveszi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="31"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>A második licitkör győztese: előbb felveszi a talont és lerak, vagy előbb lerak és utána veszi fel.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="32"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>A védő behívhatja a kiszállt partnerét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="33"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Ha az első védő véd és a második kiszáll, az első behívhatja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="34"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>A felvevő a védők döntése után adhatja fel, vagy bármikor az első lap előtt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="35"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>Betliben és durchmarsban a két védő együtt odaadhatja a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="36"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>Terített játékokban a védők megbeszélhetik a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="37"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>A védő kontrázhat (dupláz), a felvevő rekontrázhat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="38"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra minden játékra, vagy csak ütésjátékokra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="39"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Csak kontra és rekontra, vagy szubkontra és mordkontra is (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="40"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Pikk ellen a játszó védőnek kontráznia kell.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="41"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Aki nem tud színt adni, adut kell tennie, ha van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="42"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Az ütést vivő lapot felül kell ütni, ha lehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="43"/>
        <source>Who leads to the first trick.</source>
        <translation>Ki hív az első ütésre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="44"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>Szanzaduban a felvevő előtt ülő védő hívhat elsőként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="45"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Hat egymás utáni ütéses durchmars: bármely hat egymást követő ütés, vagy az első hat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="46"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Ki fizeti az egységet minden védőnek, aki 2 ütést vitt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="47"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Mennyit fizet a hívó a kasszába, ha a védelem 4-nél kevesebbet visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="48"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>A hívó, akinek a védelme 4 ütést visz, megkapja az osztó egységét.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="49"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Feladás behívott védelem ellen: 5 a hívónak, vagy 3-3 mindkettőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="50"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Minden kifizetést megszoroznak a játék számával (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="51"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Az osztó 10-et tesz be; a kifizetések a kasszával nőnek (kassza/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="52"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Eredeti elszámolás: a kasszát az osztó 10-e után vagy előtt mérik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="53"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Eredeti elszámolás: pontos törtek, vagy kerekített összegek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="54"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Az eredeti elszámolás minden kifizetést arányosít, vagy csak a kasszába és a kasszából menőket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="55"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Ha egy kifizetés meghaladja a kasszát: annyit fizet, amennyi benne van, vagy mínuszba mehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="56"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Minden védőnek 2 ütés kell, vagy senki sem fizet, ha a védelem 4-et visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="57"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Ki kap fizetést a behívott védő ütéseiért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="58"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>A szanzadu ütésjátéknak számít a védők kvótájánál és az ütésfizetéseknél.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="59"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>A bank korlátlan számla, vagy kassza, amely annyit fizet ki, amennyi benne van.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="60"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>A feladás bukásnak számít, plusz (második érték) 2 ütés ára minden játszó védőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="61"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Ha mindenki passzolt, minden játékos kap egy refát, amely duplázza a következő játékát.</translation>
    </message>
    <message>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation type="vanished">Legfeljebb ennyi fel nem használt refája lehet egy játékosnak (0 = korlátlan).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="62"/>
        <source>Most rounds of refa marks in a session (0 = no limit).</source>
        <translation>Legfeljebb ennyi refakör egy játszmában (0 = nincs korlát).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="63"/>
        <source>The refa limit counts the rounds of marks in a session, or the unused marks each player may hold.</source>
        <translation>A refakorlát a játszma refaköreit számolja, vagy a fel nem használt refákat, amelyek egy játékosnál lehetnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="64"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>A refát minden játék felhasználja, vagy csak akkor, ha lapokat játszanak ki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="65"/>
        <source>A hand contract is worth one more.</source>
        <translation>A kézből játszott játék eggyel többet ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="66"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Mennyit fizet a felvevő az osztónak, ha a két talonlap pár.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="67"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>A többlet- és hiányzó ütéseket minden védővel elszámolják, vagy egyszer összesen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="68"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>A kassza a nyert játékot egyszer jutalmazza, vagy ütésenként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="69"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>A jutalom a kasszából: egy összeg, vagy adu színenként külön.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="70"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Mennyit fizet a bukott felvevő a kasszába (vagy ugyanannyit, mint a jutalom).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="71"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>A Préférence (kézből kőr) 10-et nyer vagy veszít minden ellenféllel szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="72"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>A Préférence-prémium csak a kézből kőrre jár, vagy minden játékra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="73"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Ki fizeti vagy kapja a Préférence-prémiumot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="74"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>A négy ásszal játszó felvevő minden ellenféltől 10-et kap.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="75"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>A négy ásznak a tíz kijátszott lap között kell lennie, vagy bárhol a tizenkettő között.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="76"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Az ász nélküli felvevő bemondhatja: 10-et nyer vagy veszít minden ellenféllel szemben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="77"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>Kézből játszott játékban a „nincs ász” bemondás a kézben tartott tíz lapra vonatkozik, vagy nem megengedett.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="78"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>A védők konvenciói (C1–C3): tanács, ki, becsületbeli kötelesség, vagy C1 mint szabály.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="79"/>
        <source>Under the ethical duty, the customary compensation for a trick taken from the partner against C1 is settled with the deal.</source>
        <translation>Becsületbeli kötelességnél a partnertől C1 ellenére elvett ütésért járó szokásos kártérítést a leosztással együtt elszámolják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="80"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>A C3 „nagyon magas” lapja: ász vagy király, vagy a még kint lévő két legmagasabb lap egyike.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="81"/>
        <source>The agreed size of each pool: the pulka is played until the pools reach it.</source>
        <translation>Minden pulja megállapodott mérete: a pulkát addig játsszák, amíg a pulják el nem érik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="82"/>
        <source>Misère may be bid only as a player&apos;s first call.</source>
        <translation>Betlit csak a játékos első mondásaként lehet licitálni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="83"/>
        <source>Bids without taking the talon (not played).</source>
        <translation>Licit a talon felvétele nélkül (nem játsszák).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="84"/>
        <source>A ten-trick contract is whisted (quota 1), or checked: played open, no whists.</source>
        <translation>A tízes játékot visztelik (a védőknek egy ütés kell), vagy ellenőrzik: terítve játsszák, viszt nélkül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="85"/>
        <source>The contracts on which a lone defender may take half a whist.</source>
        <translation>A játékok, amelyekben az a védő, akinek társa passzolt, félvisztet vehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="86"/>
        <source>Only the second defender may half-whist, or either, with a call back to the first.</source>
        <translation>Félvisztet csak a második védő mondhat, vagy bármelyikük, és ilyenkor a másik még egyszer válaszol.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="87"/>
        <source>A half-whister whose partner whists after all is a passer, or gets nothing.</source>
        <translation>Aki félvisztet mondott, de a társa mégis visztel, passzolónak számít, vagy semmit sem kap.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="88"/>
        <source>Against six spades both defenders must whist, and play closed.</source>
        <translation>Hat pikk ellen mindkét védőnek kötelező visztelnie, és takarva játszanak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="89"/>
        <source>An open whist lays the defenders&apos; hands down before the first lead, or after the first card.</source>
        <translation>Terített visztnél a védők az első hívás előtt terítenek, vagy az első lap után.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="90"/>
        <source>The catchers of a misère lay their hands down after the first card, or before it.</source>
        <translation>Betliben a védők az első lap után terítenek, vagy már előtte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="91"/>
        <source>Whists for each trick of the defence, in contract prices.</source>
        <translation>Viszt a védők minden ütéséért, a játék értékében.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="92"/>
        <source>Mountain for each undertrick of the declarer, in contract prices.</source>
        <translation>Hegy a felvevő minden hiányzó ütéséért, a játék értékében.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="93"/>
        <source>Whists of consolation for each undertrick, in contract prices.</source>
        <translation>Konszolációs viszt minden hiányzó ütésért, a játék értékében.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="94"/>
        <source>Who receives consolation from a failed declarer.</source>
        <translation>Ki ír konszolációt a bukott felvevőre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="95"/>
        <source>A lone whister&apos;s whists on a failed contract: all the defence&apos;s tricks, shared with the passer, or only his own.</source>
        <translation>Az egyedüli visztelő visztje bukott játéknál: a védők összes ütéséért, megosztva a passzolóval, vagy csak a sajátjaiért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="96"/>
        <source>Mountain for each trick a whister&apos;s defence fell short, in contract prices.</source>
        <translation>Hegy minden ütésért, amely a visztelőknek a kötelezőből hiányzik, a játék értékében.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="97"/>
        <source>Two whisters short on six or seven: charged up to the deficit, or each for his half.</source>
        <translation>Két visztelőnek hiányzik ütés hatosban vagy hetesben: legfeljebb a teljes hiányig, vagy mindegyik a saját feléért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="98"/>
        <source>Two whisters who take nothing against eight or more: the second pays, or nobody.</source>
        <translation>Két visztelő, aki nyolcastól egy ütést sem visz: a második fizet, vagy senki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="99"/>
        <source>Mountain for each trick a misère declarer takes.</source>
        <translation>Hegy minden ütésért, amelyet a felvevő betliben visz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="100"/>
        <source>What a pool point is worth against a mountain point at the settlement.</source>
        <translation>Hány hegypontot ér egy puljapont a végelszámolásban.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="101"/>
        <source>A pool stops at its size; what is over helps other pools or comes off the mountain.</source>
        <translation>A pulja a méreténél megáll; a többlet más puljáknak segít, vagy a hegyből vonják le.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="102"/>
        <source>Points over a full pool close the largest open pool first, or come off the mountain.</source>
        <translation>A tele pulja feletti pontok először a legnagyobb nyitott puljat zárják le, vagy a hegyből vonják le őket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="103"/>
        <source>The pulka ends when the pools are full, or when the players agree (time).</source>
        <translation>A pulka akkor ér véget, amikor minden pulja megtelt, vagy amikor a játékosok megegyeznek (idő).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="104"/>
        <source>The pulka does not end during a series of all-pass deals.</source>
        <translation>A pulka nem ér véget raszpaszsorozat közben.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="105"/>
        <source>All-pass deals are written on the mountain, or as whists.</source>
        <translation>A raszpaszt a hegyre írják, vagy visztként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="106"/>
        <source>The price of a trick in consecutive all-pass deals.</source>
        <translation>Az ütés ára egymást követő raszpaszokban.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="107"/>
        <source>A player with no trick in an all-pass deal writes the trick price in his pool, or 1.</source>
        <translation>Aki raszpaszban egy ütést sem visz, a puljájába írja az ütés árát, vagy 1-et.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="108"/>
        <source>In an all-pass deal everyone is charged only for tricks above the fewest taken.</source>
        <translation>Raszpaszban mindenkinek csak a legkevesebb vitt ütés feletti ütéseit számolják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="109"/>
        <source>Whists per trick written by the player or players with the fewest tricks when all-pass deals are whists.</source>
        <translation>Ütésenként ennyi visztet ír a legkevesebb ütést vivő játékos, ha a raszpaszt visztként írják.</translation>
    </message>
    <message>
        <source>Whists per trick written by the lowest player(s) when all-pass deals are whists.</source>
        <translation type="vanished">Ütésenként ennyi visztet ír a legkevesebb ütést vivő játékos, ha a raszpaszt visztként írják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="110"/>
        <source>Those whists count every trick, or only tricks above the fewest taken.</source>
        <translation>Ezek a visztek minden ütést számolnak, vagy csak a legkevesebb vitt ütés felettieket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="111"/>
        <source>In an all-pass deal the talon cards lead the first two tricks, or are not used.</source>
        <translation>Raszpaszban a talon lapjai hívnak az első két ütésre, vagy a talont nem használják.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="112"/>
        <source>A talon-led trick that nobody follows goes to the forehand, or to nobody.</source>
        <translation>A talonütés, amelyre senki sem ad színt, az előkézé, vagy senkié.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="113"/>
        <source>After the talon tricks the forehand leads, or the winner of the second.</source>
        <translation>A talonütések után az előkéz hív, vagy aki a másodikat vitte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="114"/>
        <source>With four players the dealer is scored in all-pass deals on his talon tricks.</source>
        <translation>Négy játékosnál raszpaszban az osztónak írják azokat az ütéseket, amelyeket a talon lapjai vittek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="115"/>
        <source>What ends a series of all-pass deals: any contract, a made one, or a made whisted one.</source>
        <translation>Mi zárja le a raszpaszsorozatot: bármely játék, nyert játék, vagy nyert játék, amely ellen visztelt valaki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="116"/>
        <source>The lowest contract allowed after one, two, … all-pass deals.</source>
        <translation>A legalacsonyabb megengedett játék egy, két, … raszpasz után.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="117"/>
        <source>Misère may be bid after an all-pass deal.</source>
        <translation>Raszpasz után lehet betlit mondani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="118"/>
        <source>A declarer of six or seven may concede three down instead of discarding.</source>
        <translation>Hatos vagy hetes játék felvevője a lerakás helyett feladhatja „három nélkül”.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="119"/>
        <source>Bonuses for the four-player dealer&apos;s talon (not played).</source>
        <translation>Prémiumok az osztónak a talonért négy játékosnál (nem játsszák).</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="245"/>
        <source>contract made</source>
        <translation>nyert játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="246"/>
        <source>contract failed</source>
        <translation>bukott játék</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="247"/>
        <source>both defenders dropped out</source>
        <translation>mindkét védő kiszállt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="248"/>
        <source>the declarer conceded</source>
        <translation>a felvevő feladta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="249"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>az osztó egysége 2 ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="250"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>a felvevő egysége 2 ütésért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="251"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>a védő 2-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="252"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>a behívott védelem 4-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="253"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>az osztó egysége a hívónak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="254"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>a kontrázó védelem 5-nél kevesebb ütést vitt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="255"/>
        <source>trick payments</source>
        <translation>ütésfizetések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="256"/>
        <source>contract made with overtricks</source>
        <translation>nyert játék többletütésekkel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="257"/>
        <source>contract failed by undertricks</source>
        <translation>bukott játék hiányzó ütésekkel</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="258"/>
        <source>Préférence bonus</source>
        <translation>Préférence-prémium</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="259"/>
        <source>four aces bonus</source>
        <translation>prémium a négy ászért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="260"/>
        <source>no-ace announcement</source>
        <translation>„nincs ász” bemondás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="261"/>
        <source>dealer&apos;s stake</source>
        <translation>az osztó tétje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="262"/>
        <source>equal talon cards</source>
        <translation>egyforma talonlapok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="263"/>
        <source>offer for the declarership</source>
        <translation>ajánlat a játék jogáért</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="264"/>
        <source>C1 compensation to the partner</source>
        <translation>C1-kártérítés a partnernek</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="296"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="297"/>
        <source>West</source>
        <translation>Nyugat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="298"/>
        <source>East</source>
        <translation>Kelet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="299"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
</context>
<context>
    <name>PracticeBar</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="99"/>
        <source>Defence practice</source>
        <translation>Védekezés gyakorlása</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="100"/>
        <source>Practice — not scored</source>
        <translation>Gyakorlás — nem számít bele</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="101"/>
        <source>Daily goal:</source>
        <translation>Napi cél:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="102"/>
        <source>Start again</source>
        <translation>Újra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="103"/>
        <source>Next drill</source>
        <translation>Következő feladat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="104"/>
        <source>Next deal (N)</source>
        <translation>Következő leosztás (N)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="105"/>
        <source>Back to the game (Esc)</source>
        <translation>Vissza a játékhoz (Esc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="123"/>
        <source>{done} of {goal} today · due: {due}</source>
        <translation>ma {done} / {goal} · esedékes: {due}</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="134"/>
        <source>The defence practice plays the European game: start a session of a European variant for it.</source>
        <translation>A védekezés gyakorlása az európai játékot játssza: indíts hozzá egy európai változatú játszmát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="63"/>
        <source>Drills</source>
        <translation>Feladatok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="160"/>
        <source>Preparing a drill…</source>
        <translation>Feladat készül…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="161"/>
        <source>No drill is due, and today&apos;s goal is reached. Come back tomorrow, or raise the daily goal.</source>
        <translation>Nincs esedékes feladat, és a mai célt elérted. Gyere vissza holnap, vagy emeld a napi célt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="110"/>
        <source>A drill could not be made: {error}</source>
        <translation>Nem sikerült feladatot készíteni: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="23"/>
        <source>This practice deal is over. Start again, or go back to the game.</source>
        <translation>Ez a gyakorló leosztás véget ért. Kezdd újra, vagy térj vissza a játékhoz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="25"/>
        <source>Play on from here: the computer plays the other seats.</source>
        <translation>Játssz innen tovább: a többi helyen a számítógép játszik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="38"/>
        <source>Deal {number}: you defend with {partner} against {declarer}, who plays {contract}.</source>
        <translation>{number}. leosztás: védekezel, partnered: {partner}, felvevő: {declarer}, játék: {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="45"/>
        <source>The deal is over: Next deal (N), or back to the game.</source>
        <translation>A leosztás véget ért: Következő leosztás (N), vagy vissza a játékhoz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="48"/>
        <source>The coach is on. Your cards count in Progress; this practice and its sheet are not saved when you quit.</source>
        <translation>Az edző be van kapcsolva. A lapjaid beleszámítanak a Fejlődésbe; ez a gyakorlás és az eredménylapja kilépéskor nem mentődik.</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="34"/>
        <source>Your coach profile does not match its version (a table is missing or an upgrade failed). It was kept as {kept} and a new profile was started.</source>
        <translation>Az edzőprofilja nem felel meg a verziójának (hiányzik egy tábla, vagy egy frissítés nem sikerült). {kept} néven félretettük, és új profil indult.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="40"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Az edzői profilodat a prefgui egy újabb verziója írta. {kept} néven félretettük, és új profil indult.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="44"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Az edzői profilod megsérült. {kept} néven félretettük, és új profil indult.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="61"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Az edzői profilodat nem sikerült megnyitni ({detail}). Az elemzések és gyakorlatok nem mentődnek, amíg ez nem sikerül.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="70"/>
        <source>Your coach profile could not be used ({detail}). The game goes on; reviews and drills are kept again once it can be.</source>
        <translation>Az edzőprofilját nem lehetett használni ({detail}). A játék folytatódik; az elemzések és gyakorlatok mentése újraindul, amint lehet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="78"/>
        <source>Damaged entries of your coach profile were skipped: {count}.</source>
        <translation>Az edzőprofil sérült bejegyzéseit kihagytuk: {count}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="85"/>
        <source>Your coach profile was removed while the game was running. Reviews and drills are not kept until the next start, which begins a new profile.</source>
        <translation>Az edzőprofilját játék közben eltávolították. Az elemzések és gyakorlatok a következő indításig nem mentődnek; akkor új profil indul.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="81"/>
        <source>Progress</source>
        <translation>Fejlődés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Conventions</source>
        <translation>Konvenciók</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Tricks and units</source>
        <translation>Ütések és egységek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="83"/>
        <source>Drills</source>
        <translation>Feladatok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="105"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see, deal after deal, how often you broke the defenders&apos; conventions C1, C2 and C3.</source>
        <translation>Még nincs kielemzett leosztás. Az edző minden befejezett leosztásodat kielemzi; itt láthatod majd leosztásról leosztásra, milyen gyakran szegted meg a védők C1, C2 és C3 konvencióit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="109"/>
        <source>None of your reviewed deals was played as a defender yet: the conventions are the defenders&apos;. They show here after your first reviewed defence.</source>
        <translation>Egyik kielemzett leosztásodban sem voltál még védő: a konvenciók a védőkre vonatkoznak. Az első kielemzett védekezésed után itt jelennek meg.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="113"/>
        <source>Breaches of each convention per 100 cards you played as a defender: solid lines over your last {n} deals as a defender, dashed lines over all of them.</source>
        <translation>Az egyes konvenciók megszegése 100 védőként kijátszott lapodra: folytonos vonal az utolsó {n} védekező leosztásodra, szaggatott az összesre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="118"/>
        <source>Convention</source>
        <translation>Konvenció</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="119"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="128"/>
        <source>Last {n} deals</source>
        <translation>Utolsó {n} leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="120"/>
        <source>All deals</source>
        <translation>Összes leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="124"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="164"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="167"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="125"/>
        <source>Breaches per 100 cards</source>
        <translation>Megszegés 100 lapra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="130"/>
        <source>all deals</source>
        <translation>összes leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="156"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see the tricks and units your cards cost in each deal, as a defender and as the declarer, with all cards known and on what you could know.</source>
        <translation>Még nincs kielemzett leosztás. Az edző minden befejezett leosztásodat kielemzi; itt láthatod majd, hány ütésbe és egységbe kerültek a lapjaid leosztásonként, védőként és felvevőként, minden lapot ismerve és aszerint, amit tudhattál.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="160"/>
        <source>as a defender</source>
        <translation>védőként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="161"/>
        <source>as the declarer</source>
        <translation>felvevőként</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="162"/>
        <source>all cards known</source>
        <translation>minden lap ismert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="163"/>
        <source>on what you could know</source>
        <translation>amit tudhattál</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="165"/>
        <source>Tricks lost</source>
        <translation>Elvesztett ütések</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="168"/>
        <source>Units lost</source>
        <translation>Elvesztett egységek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="208"/>
        <source>No drill yet. Every breach and mistake of your reviewed deals becomes a drill; as you practise them, your accuracy, your streak and the drills due show here.</source>
        <translation>Még nincs feladat. A kielemzett leosztásaid minden szabályszegéséből és hibájából feladat lesz; ahogy gyakorolod őket, itt láthatod a pontosságodat, a sorozatodat és az esedékes feladatokat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="214"/>
        <source>Answers: {answers} · right: {right} % · streak: {streak} · due now: {due} · not yet practised: {new}</source>
        <translation>Válaszok: {answers} · helyes: {right} % · sorozat: {streak} · most esedékes: {due} · még nem gyakorolt: {new}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="219"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="224"/>
        <source>Answer</source>
        <translation>Válasz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="220"/>
        <source>% right</source>
        <translation>% helyes</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="221"/>
        <source>right answers among the last {n}</source>
        <translation>helyes válaszok az utolsó {n} közül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="225"/>
        <source>Right in a row</source>
        <translation>Helyes egymás után</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="226"/>
        <source>streak</source>
        <translation>sorozat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="227"/>
        <source>Your share of right answers shows here from your first answered drill.</source>
        <translation>A helyes válaszaid aránya az első megválaszolt feladatodtól itt jelenik meg.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="229"/>
        <source>Your right answers in a row show here from your first answered drill.</source>
        <translation>Az egymás utáni helyes válaszaid az első megválaszolt feladatodtól itt jelennek meg.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="231"/>
        <source>Your right and wrong answers of each day show here from your first answered drill.</source>
        <translation>A napi helyes és hibás válaszaid az első megválaszolt feladatodtól itt jelennek meg.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="234"/>
        <source>No drill is due in the next two weeks: the drills of your next reviewed deals and the ones you answer come back here on the day they are due.</source>
        <translation>A következő két hétben nincs esedékes feladat: a következő átnézett leosztásaid feladatai és azok, amelyekre válaszolsz, azon a napon jelennek meg itt, amikor esedékesek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="237"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="241"/>
        <source>Day</source>
        <translation>Nap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="238"/>
        <source>Answers</source>
        <translation>Válaszok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="239"/>
        <source>right</source>
        <translation>helyes</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="240"/>
        <source>wrong</source>
        <translation>hibás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="242"/>
        <source>Drills due</source>
        <translation>Esedékes feladatok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="243"/>
        <source>drills due, from today</source>
        <translation>esedékes feladatok, mától</translation>
    </message>
</context>
<context>
    <name>PulkaSummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="32"/>
        <source>Deal summary</source>
        <translation>Az osztás összegzése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="38"/>
        <source>Tricks — </source>
        <translation>Ütések — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="44"/>
        <source>The pulka is over. Settlement in whists: </source>
        <translation>A pulka véget ért. Elszámolás visztben: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="50"/>
        <source>Next deal</source>
        <translation>Következő osztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="63"/>
        <source>Raspasy: everybody passed</source>
        <translation>Raszpaszi: mindenki passzolt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>made</source>
        <translation>teljesítve</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>failed</source>
        <translation>elbukott</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="65"/>
        <source>both defenders passed</source>
        <translation>mindkét védő passzolt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="66"/>
        <source>half-whist</source>
        <translation>fél viszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="67"/>
        <source>without three</source>
        <translation>három nélkül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="70"/>
        <source>{name} — {contract}: {outcome}</source>
        <translation>{name} — {contract}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="82"/>
        <source>{name}: {n} down; the whisters write consolation whists.</source>
        <translation>{name}: {n} ütés hiányzik; a visztelők vigaszvisztet írnak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="98"/>
        <source>{name}: {n} written off the mountain</source>
        <translation>{name}: {n} pont leírva a hegyről</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="101"/>
        <source>Help from {name} to {other}: {n} into the pool</source>
        <translation>Segítség: {name} → {other}, {n} pont a pulyába</translation>
    </message>
    <message>
        <source>{name} is {n} down: consolation whists are written on him.</source>
        <translation type="vanished">{name} {n} ütéssel elbukott: vigaszvisztet írnak rá.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="87"/>
        <source>pool {n:+}</source>
        <translation>pulya {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="89"/>
        <source>mountain {n:+}</source>
        <translation>hegy {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="92"/>
        <source>whists on {name} {n:+}</source>
        <translation>viszt → {name} {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="94"/>
        <source>this deal {n} whists</source>
        <translation>ez az osztás {n} viszt</translation>
    </message>
    <message>
        <source>{name} writes {n} off his mountain</source>
        <translation type="vanished">{name} {n} pontot ír le a hegyéből</translation>
    </message>
    <message>
        <source>{name} helps {other} with {n} to the pool</source>
        <translation type="vanished">{name} {n} ponttal segíti {other} pulyáját</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="35"/>
        <source>{contract}, hand game</source>
        <translation>{contract}, kézből</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="54"/>
        <source>The only choice.</source>
        <translation>Az egyetlen lehetőség.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="55"/>
        <source>The only card that may be played.</source>
        <translation>Az egyetlen lap, amely kijátszható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="57"/>
        <source>The only card that keeps {rule}.</source>
        <translation>Az egyetlen lap, amely betartja ezt: {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="59"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Minden kijátszható lap ugyanolyan jó, mint a többi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="61"/>
        <source>Every card that keeps {rule} is as good as the others.</source>
        <translation>Minden lap, amely betartja ezt: {rule}, ugyanolyan jó, mint a többi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="62"/>
        <source>By rule of thumb.</source>
        <translation>Ökölszabály szerint.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="63"/>
        <source>A hunch.</source>
        <translation>Megérzés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="64"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Nincs idő gondolkodni: ökölszabály szerint.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="65"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>A keresés nem sikerült: ökölszabály szerint.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="67"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>{contract} esetén elég ütés várható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="68"/>
        <source>Enough tricks expected.</source>
        <translation>Elég ütés várható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="70"/>
        <source>{action}: too few tricks of its own.</source>
        <translation>{action}: túl kevés a saját ütés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="71"/>
        <source>{action}: too few tricks expected.</source>
        <translation>{action}: túl kevés ütés várható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="79"/>
        <source>No contra: the declarer is likely to make his contract.</source>
        <translation>Nincs kontra: a felvevő valószínűleg teljesíti a játékát.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="81"/>
        <source>{action}: some tricks of its own, too few alone.</source>
        <translation>{action}: van néhány saját ütés, de egyedül kevés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="83"/>
        <source>{action}: the short side suits.</source>
        <translation>{action}: a rövid mellékszínek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="85"/>
        <source>{card} does best over the deals that fit what is known so far; the next best is {other}.</source>
        <translation>{card} a legjobb azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek; a második legjobb: {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="88"/>
        <source>{card}: over the deals that fit what is known so far, every card that may be played comes out the same.</source>
        <translation>{card}: azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek, minden kijátszható lap ugyanarra vezet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="90"/>
        <source>{action}: no bid is possible.</source>
        <translation>{action}: nincs lehetséges licit.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="92"/>
        <source>{action}: no contract in reach looks playable.</source>
        <translation>{action}: egyik elérhető játék sem tűnik teljesíthetőnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="94"/>
        <source>{action}: even {contract} is worth too little.</source>
        <translation>{action}: még {contract} esetén is túl kevés a nyereség.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="96"/>
        <source>{action}: declaring is worth too little.</source>
        <translation>{action}: a saját játék túl keveset ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="102"/>
        <source>{action}: to play {contract}.</source>
        <translation>{action}: hogy a játék {contract} legyen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="104"/>
        <source>{action}: the only promising contract.</source>
        <translation>{action}: az egyetlen ígéretes játék.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="106"/>
        <source>{action}: the best result against {contract} over the deals that fit what is known so far.</source>
        <translation>{action}: a legjobb eredmény {contract} ellen azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="109"/>
        <source>{action}: defending against {contract} is likely to cost more.</source>
        <translation>{action}: {contract} ellen védekezni valószínűleg többe kerülne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="114"/>
        <source>{action}: the most whists expected against this contract over the deals that fit what is known so far.</source>
        <translation>{action}: ez hozza a legtöbb várható visztet e játék ellen azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="117"/>
        <source>{action}: the contract is worth more whists than passing over the deals that fit what is known so far.</source>
        <translation>{action}: a játék több visztet ér a passznál azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="120"/>
        <source>{action}: no contract in reach is worth more whists than passing.</source>
        <translation>{action}: egyik elérhető játék sem ér több visztet a passznál.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="123"/>
        <source>{action}: with this hand misère is worth the most whists.</source>
        <translation>{action}: ezzel a lappal a betli ér a legtöbb visztet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="126"/>
        <source>{action}: the discard worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: ez a dobás ér a legtöbb visztet azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="129"/>
        <source>{action}: the contract worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: ez a játék ér a legtöbb visztet azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="132"/>
        <source>{action}: giving up costs fewer whists than playing the contract.</source>
        <translation>{action}: a feladás kevesebb visztbe kerül, mint lejátszani a játékot.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="135"/>
        <source>{action}: playing open, the whister sees both defending hands and plays them together.</source>
        <translation>{action}: nyílt játékban a visztelő látja mindkét védő lapját, és együtt játssza őket.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="141"/>
        <source>Whists expected: {list}</source>
        <translation>Várható visztek: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="142"/>
        <source>Tricks you take from here: {list}</source>
        <translation>Innentől a te ütéseid: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="143"/>
        <source>Tricks your side takes from here: {list}</source>
        <translation>Innentől a te oldalad ütései: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="144"/>
        <source>Tricks the declarer takes from here: {list}</source>
        <translation>Innentől a felvevő ütései: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="201"/>
        <source>expected result for you: {units} units</source>
        <translation>a várható eredményed: {units} egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="254"/>
        <source>Each card&apos;s expected result for you, over the deals that fit what is known so far:</source>
        <translation>Minden lap várható eredménye számodra azokban a leosztásokban, amelyek megfelelnek az eddig ismerteknek:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="260"/>
        <source>{card}: {units} units</source>
        <translation>{card}: {units} egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="263"/>
        <source>the hint</source>
        <translation>a tipp</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="265"/>
        <source>breaks {rule}</source>
        <translation>megszegi: {rule}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="269"/>
        <source>Cards that keep the conventions: {cards}.</source>
        <translation>A konvenciókat betartó lapok: {cards}.</translation>
    </message>
    <message>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation type="vanished">Kiszállok: túl kevés a saját ütés. Nincs tét, nincs kockázat.</translation>
    </message>
    <message>
        <source>Pass: too few tricks expected.</source>
        <translation type="vanished">Passz: túl kevés ütés várható.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="73"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Kötelező licitálni; a legjobb elérhető játék: {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="75"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Kötelező licitálni: passzolni nem szabad.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="77"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Nincs rekontra: a játék nem elég biztos.</translation>
    </message>
    <message>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation type="vanished">Partnert hívok: van néhány saját ütés, de egyedül kevés.</translation>
    </message>
    <message>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation type="vanished">Lerakom: {card}, {other} – a rövid mellékszínek.</translation>
    </message>
    <message>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation type="vanished">{card} a legjobb lap; a második legjobb: {other}.</translation>
    </message>
    <message>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation type="vanished">{card}: minden kijátszható lap ugyanarra vezet.</translation>
    </message>
    <message>
        <source>Pass: no bid is possible.</source>
        <translation type="vanished">Passz: nincs lehetséges licit.</translation>
    </message>
    <message>
        <source>Pass: no contract in reach looks playable.</source>
        <translation type="vanished">Passz: egyik elérhető játék sem tűnik teljesíthetőnek.</translation>
    </message>
    <message>
        <source>Pass: even {contract} is worth too little.</source>
        <translation type="vanished">Passz: még {contract} esetén is túl kevés a nyereség.</translation>
    </message>
    <message>
        <source>Pass: declaring is worth too little.</source>
        <translation type="vanished">Passz: a saját játék túl keveset ér.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="98"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: {contract} esetén megéri játszani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="100"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: megéri saját játékot vállalni.</translation>
    </message>
    <message>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation type="vanished">Lerakom: {card}, {other}; a bemondott játék: {contract}.</translation>
    </message>
    <message>
        <source>{contract}: the only promising contract.</source>
        <translation type="vanished">{contract}: az egyetlen ígéretes játék.</translation>
    </message>
    <message>
        <source>{action} is worth most against {contract}.</source>
        <translation type="vanished">{contract} ellen ez ér a legtöbbet: {action}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="112"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action}: többet ér, mint tovább játszani.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="187"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Csak a védők konvencióit betartó lapok jöttek szóba.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="190"/>
        <source>Only cards keeping {rule} were considered.</source>
        <translation>Csak az ezt betartó lapok jöttek szóba: {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="198"/>
        <source>{tricks} tricks expected</source>
        <translation>{tricks} várható ütés</translation>
    </message>
    <message>
        <source>worth {units} units</source>
        <translation type="vanished">{units} egységet ér</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="205"/>
        <source>{units} units better than the next best</source>
        <translation>{units} egységgel jobb a következőnél</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="209"/>
        <source>playing on: {units} units</source>
        <translation>továbbjátszás: {units} egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="214"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="227"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>{samples} mintaleosztásból {made} esetben teljesül</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="231"/>
        <source>over {samples} sampled deals</source>
        <translation>{samples} mintaleosztás alapján</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="234"/>
        <source>error: {error}</source>
        <translation>hiba: {error}</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="49"/>
        <source>Card</source>
        <translation>Lap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="50"/>
        <source>Units</source>
        <translation>Egység</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="52"/>
        <source>all cards known</source>
        <translation>minden lap ismert</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="54"/>
        <source>on what you could know</source>
        <translation>amit tudhattál</translation>
    </message>
</context>
<context>
    <name>ReviewDetails</name>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="37"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, what the card is worth to you (units), and ≈ the same on what you could know.</source>
        <translation>Minden lapon, amelyet kijátszhattál: a felvevő ütései innentől, ha mindenki a legjobban játszik, mit ér a lap neked (egység), és ≈ ugyanez aszerint, amit tudhattál.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="43"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to you (units).</source>
        <translation>Minden lapon, amelyet kijátszhattál: a felvevő ütései innentől, ha mindenki a legjobban játszik, és mit ér a lap neked (egység).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="47"/>
        <source>On each card {name} could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to {name} (units).</source>
        <translation>Minden lapon, amelyet {name} kijátszhatott: a felvevő ütései innentől, ha mindenki a legjobban játszik, és mit ér a lap {name} számára (egység).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="56"/>
        <source>A card that breaks a convention is judged against the best card that keeps the conventions, on the two defenders&apos; result together.</source>
        <translation>A konvenciót megszegő lapot a konvenciókat betartó legjobb laphoz mérjük, a két védő közös eredménye szerint.</translation>
    </message>
    <message>
        <source>With all cards known it cost {tricks} trick(s) and {units} units.</source>
        <translation type="vanished">Minden lapot ismerve {tricks} ütésbe és {units} egységbe került.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="61"/>
        <source>With all cards known it cost {tricks} and {units} units.</source>
        <translation>Minden lapot ismerve az ára {tricks} és {units} egység volt.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="65"/>
        <source>Best keeping the conventions, with all cards known: {cards}.</source>
        <translation>Legjobb a konvenciók betartásával, minden lapot ismerve: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="69"/>
        <source>Best with all cards known: {cards}.</source>
        <translation>Legjobb minden lapot ismerve: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="73"/>
        <source>With all cards known the breach took {units} units from the partner.</source>
        <translation>Minden lapot ismerve a szabályszegés {units} egységet vett el a partnertől.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="77"/>
        <source>On what you could know ({worlds} possible layouts) it cost {units} units.</source>
        <translation>Aszerint, amit tudhattál ({worlds} lehetséges elosztás), {units} egységbe került.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="99"/>
        <source>Why the two figures differ: as the cards lay, the contract is made after this card, but it was made in only {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Miért tér el a két szám: ahogy a lapok álltak, a játék e lap után nyer, de a licitnek és a játéknak megfelelő elosztásoknak csak {pct}%-ában nyert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="105"/>
        <source>Why the two figures differ: as the cards lay, the contract fails after this card, but it was made in {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Miért tér el a két szám: ahogy a lapok álltak, a játék e lap után bukik, de a licitnek és a játéknak megfelelő elosztások {pct}%-ában nyert.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="110"/>
        <source>Why the two figures differ: the contract&apos;s fate is the same, but the layouts that fit the calls and the play share the tricks otherwise than the cards as they lay.</source>
        <translation>Miért tér el a két szám: a játék sorsa ugyanaz, de a licitnek és a játéknak megfelelő elosztások másként osztják el az ütéseket, mint ahogy a lapok álltak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="120"/>
        <source>You played {card}.</source>
        <translation>Ezt játszottad ki: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="123"/>
        <source>{name} played {card}.</source>
        <translation>{name} ezt játszotta ki: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="130"/>
        <source>Cards that kept it: {cards}.</source>
        <translation>Ezek a lapok betartották volna: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="147"/>
        <source>Signals</source>
        <translation>Jelzések</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="34"/>
        <source>Best</source>
        <translation>Legjobb</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="35"/>
        <source>Good</source>
        <translation>Jó</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="36"/>
        <source>Inaccuracy</source>
        <translation>Pontatlanság</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="37"/>
        <source>Mistake</source>
        <translation>Hiba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="38"/>
        <source>Blunder</source>
        <translation>Nagy hiba</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="39"/>
        <source>Unlucky</source>
        <translation>Balszerencse</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="48"/>
        <source>This game has no double-dummy goal: the card is not priced.</source>
        <translation>Ennek a játéknak nincs célja nyílt lapokkal: a lapot nem értékeljük.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="51"/>
        <source>Inaccuracy: it broke a convention, and a breach is never graded better than that.</source>
        <translation>Pontatlanság: megszegett egy konvenciót, és a szabályszegés sosem kap ennél jobb értékelést.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="55"/>
        <source>Best: no card would have done better.</source>
        <translation>Legjobb: egyik lap sem lett volna jobb.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="57"/>
        <source>Good: at most a unit from the best card.</source>
        <translation>Jó: legfeljebb egy egységgel marad el a legjobb laptól.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="59"/>
        <source>Inaccuracy: it cost a little against the best card.</source>
        <translation>Pontatlanság: a legjobb laphoz képest kicsit ártott.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="61"/>
        <source>Mistake: it cost clearly against the best card.</source>
        <translation>Hiba: a legjobb laphoz képest érezhetően ártott.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="63"/>
        <source>Blunder: it cost a lot against the best card.</source>
        <translation>Nagy hiba: a legjobb laphoz képest sokba került.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="65"/>
        <source>Unlucky: right on what could be known, wrong as the cards lay.</source>
        <translation>Balszerencse: helyes volt aszerint, amit tudni lehetett, rossz a lapok tényleges elosztásában.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="74"/>
        <source>C1 broken: the partner&apos;s card was already winning the trick and it was taken from him.</source>
        <translation>C1 megszegve: a partner lapja már vitte az ütést, és elvették tőle.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="78"/>
        <source>C1 broken: the partner was winning the trick, and the declarer could have taken it from him only with a card that would have beaten this one too.</source>
        <translation>C1 megszegve: a partner vitte az ütést, és a felvevő csak olyan lappal vehette volna el tőle, amely ezt is elütötte volna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="82"/>
        <source>C1 broken: the partner was winning the trick and it was taken from him without need.</source>
        <translation>C1 megszegve: a partner vitte az ütést, és szükség nélkül elvették tőle.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="86"/>
        <source>C2 broken: with the declarer playing last, the lead was not the top card held of the suit.</source>
        <translation>C2 megszegve: a felvevő tett utoljára, és a hívás nem a kézben tartott legmagasabb lap volt a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="90"/>
        <source>C3 broken: with the declarer playing second, the lead was neither very high nor the lowest card held of the suit.</source>
        <translation>C3 megszegve: a felvevő tett másodikként, és a hívás sem nagyon magas, sem a kézben tartott legalacsonyabb lap nem volt a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="97"/>
        <source>{rule} broken.</source>
        <translation>{rule} megszegve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="102"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit, so {cards} are not with you.</source>
        <translation>A C2 szerint ezt hívtad: {card}; ez azt mondja, hogy ez a legmagasabb lapod a színből, tehát ezek nincsenek nálad: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="107"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit.</source>
        <translation>A C2 szerint ezt hívtad: {card}; ez azt mondja, hogy ez a legmagasabb lapod a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="110"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit, so {cards} are not with you.</source>
        <translation>A C3 szerint ezt hívtad: {card}; ez azt mondja, hogy ez a legalacsonyabb lapod a színből, tehát ezek nincsenek nálad: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="115"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit.</source>
        <translation>A C3 szerint ezt hívtad: {card}; ez azt mondja, hogy ez a legalacsonyabb lapod a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="118"/>
        <source>You led {card} by C3: a very high card.</source>
        <translation>A C3 szerint ezt hívtad: {card}; nagyon magas lap.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="123"/>
        <source>{name} led {card} by C2: it is the top card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} a C2 szerint hívta ezt: {card}; ez a legmagasabb lapja a színből, tehát ezek nincsenek nála ({name}): {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="128"/>
        <source>{name} led {card} by C2: it is the top card held of the suit.</source>
        <translation>{name} a C2 szerint hívta ezt: {card}; ez a legmagasabb lapja a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="131"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} a C3 szerint hívta ezt: {card}; ez a legalacsonyabb lapja a színből, tehát ezek nincsenek nála ({name}): {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="136"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit.</source>
        <translation>{name} a C3 szerint hívta ezt: {card}; ez a legalacsonyabb lapja a színből.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="138"/>
        <source>{name} led {card} by C3: a very high card.</source>
        <translation>{name} a C3 szerint hívta ezt: {card}; nagyon magas lap.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="149"/>
        <source>But the lead broke {rule}: what it told the partner was not true.</source>
        <translation>De a hívás megszegte ezt: {rule}; amit a partnernek mondott, nem volt igaz.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="160"/>
        <source>Keeping the conventions cost {tricks} here with all cards known: the conventions trade tricks for information.</source>
        <translation>A konvenciók betartásának ára itt, minden lapot ismerve, {tricks} volt: a konvenciók ütéseket adnak információért.</translation>
    </message>
    <message>
        <source>Keeping the conventions cost {n} trick(s) here with all cards known: the conventions trade tricks for information.</source>
        <translation type="vanished">A konvenciók betartása itt, minden lapot ismerve, {n} ütésbe került: a konvenciók ütéseket adnak információért.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="168"/>
        <source>{rule} broken</source>
        <comment>the review&apos;s trick list</comment>
        <translation>{rule} megszegve</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="123"/>
        <source>Review of the deal</source>
        <translation>A leosztás elemzése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="50"/>
        <source>Values for every seat</source>
        <translation>Értékek minden játékosnak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="51"/>
        <source>Play from here</source>
        <translation>Játék innen</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="52"/>
        <source>Play the deal again from this position, to try another card (practice, not scored).</source>
        <translation>A leosztás újrajátszása ettől az állástól, hogy más lapot próbálj (gyakorlás, nem számít bele).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="125"/>
        <source>Back (←)</source>
        <translation>Vissza (←)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="126"/>
        <source>Forward (→)</source>
        <translation>Előre (→)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="56"/>
        <source>Analysing…</source>
        <translation>Elemzés…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="57"/>
        <source>The deal and the calls</source>
        <translation>Az osztás és a licit</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="24"/>
        <source>Trick {n}: {cards}</source>
        <translation>{n}. ütés: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="36"/>
        <source>{name}: {breach}</source>
        <translation>{name}: {breach}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="38"/>
        <source>The deal</source>
        <translation>A leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="27"/>
        <source>Step {i} of {n}: {name} — {action}, valued on the cards</source>
        <translation>{i}/{n}. lépés: {name} — {action}, az értékek a lapokon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="34"/>
        <source>Step {i} of {n}: {name} — {action}</source>
        <translation>{i}/{n}. lépés: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="52"/>
        <source>Tick “Values for every seat” to see this card judged.</source>
        <translation>Jelöld be az „Értékek minden játékosnak” mezőt, hogy lásd ennek a lapnak az értékelését.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="61"/>
        <source>Analysing… card {done} of {total}</source>
        <translation>Elemzés… {done}/{total}. lap</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="66"/>
        <source>Every card analysed.</source>
        <translation>Minden lap elemezve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="71"/>
        <source>The analysis failed: {error}</source>
        <translation>Az elemzés nem sikerült: {error}</translation>
    </message>
</context>
<context>
    <name>RussianReplayDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="113"/>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="114"/>
        <source>◀ Back</source>
        <translation>◀ Vissza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="115"/>
        <source>Forward ▶</source>
        <translation>Előre ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="135"/>
        <source>The deal</source>
        <translation>A leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="140"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>{i}. lépés: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="149"/>
        <source>The cards could not be valued: {error}</source>
        <translation>A lapokat nem sikerült értékelni: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="151"/>
        <source>Valuing the cards with all hands known…</source>
        <translation>A lapok értékelése minden kéz ismeretében…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="154"/>
        <source>A talon trick of raspasy: its cards are not valued.</source>
        <translation>Raszpaszi talonütése: a lapjait nem értékeljük.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="160"/>
        <source>Tricks {name} takes from here after each card, all cards known: {values}</source>
        <translation>{name} ütései innentől az egyes lapok után, minden lap ismeretében: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="163"/>
        <source>The declarer&apos;s tricks from here after each card, all cards known: {values}</source>
        <translation>A felvevő ütései innentől az egyes lapok után, minden lap ismeretében: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="167"/>
        <source>{card} gave nothing away. Best: {best}.</source>
        <translation>{card} semmit sem adott el. Legjobb: {best}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="170"/>
        <source>{card} gave away tricks: {n}. Best: {best}.</source>
        <translation>{card} ennyi ütést adott el: {n}. Legjobb: {best}.</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="64"/>
        <location filename="../prefgui/ui/window/save_guard.py" line="79"/>
        <source>Save elsewhere…</source>
        <translation>Mentés máshová…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="65"/>
        <source>Not saved: {reason}</source>
        <translation>Nincs mentve: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="91"/>
        <source>The game is saved again.</source>
        <translation>A játék ismét mentődik.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="97"/>
        <source>Save the game in</source>
        <translation>Játék mentése ide</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="109"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>A játék nincs mentve: ha most kilépsz, az utolsó mentés óta tett lépések elvesznek. Mégis kilépsz?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation type="vanished">
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
    <name>SheetDesk</name>
    <message>
        <location filename="../prefgui/ui/window/sheet_desk.py" line="113"/>
        <source>No deal has been finished yet.</source>
        <translation>Még nincs befejezett leosztás.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="42"/>
        <source>Customary compensation for C1: {offender} pays {partner} {amount} for the trick he took from him; settled with this deal.</source>
        <translation>Szokásos kártérítés C1 miatt: {offender} fizet {partner} részére {amount} egységet az elvett ütésért; ezzel a leosztással elszámolva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="46"/>
        <source>Customary compensation for C1: {offender} owes {partner} {amount} for the trick he took from him; not settled (the rule option “Settle the C1 compensation” is off).</source>
        <translation>Szokásos kártérítés C1 miatt: {offender} tartozik {partner} részére {amount} egységgel az elvett ütésért; nincs elszámolva (a „C1-kártérítés elszámolása” szabály ki van kapcsolva).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="75"/>
        <source>Deal summary</source>
        <translation>Leosztás összesítése</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="80"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source> (hand)</source>
        <translation> (kézből)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="88"/>
        <source>Tricks — </source>
        <translation>Ütések — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>From</source>
        <translation>Kitől</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>To</source>
        <translation>Kinek</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>Amount</source>
        <translation>Összeg</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="91"/>
        <source>Why</source>
        <translation>Ok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="104"/>
        <source>No payments in this deal.</source>
        <translation>Ebben a leosztásban nincs kifizetés.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="107"/>
        <source>This deal: </source>
        <translation>Ez a leosztás: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="109"/>
        <source>Balances: </source>
        <translation>Egyenlegek: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="119"/>
        <source>Next deal</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="124"/>
        <source>Review</source>
        <translation>Elemzés</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="127"/>
        <source>Every card of this deal priced and graded</source>
        <translation>A leosztás minden lapja értékelve és minősítve</translation>
    </message>
</context>
<context>
    <name>TableDesk</name>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="99"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Te jössz: húzz egy kiemelt lapot az asztalra, vagy kattints rá duplán.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="102"/>
        <source>Your turn: choose on the table.</source>
        <translation>Te jössz: válassz az asztalon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="29"/>
        <source>Balance since the defence practice began (its own sheet; the game&apos;s balances wait unchanged).</source>
        <translation>Egyenleg a védekezés gyakorlásának kezdete óta (saját eredménylap; a játszma egyenlegei változatlanul várnak).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="43"/>
        <source>Standing in whists if the pulka ended now (pool, mountain and whists settled).</source>
        <translation>Állás visztben, ha a pulka most érne véget (pulya, hegy és visztek elszámolva).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="51"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Egyenleg a játszma kezdete óta (plusz nyereség, mínusz veszteség).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="54"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>E leosztás előtt mindenki befizetett {n} egységet ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="116"/>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="327"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francia kártya)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="328"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (német kártya)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="331"/>
        <source>red lattice</source>
        <translation>piros rács</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="332"/>
        <source>blue ornament</source>
        <translation>kék ornamentika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="333"/>
        <source>green damask</source>
        <translation>zöld damaszt</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="334"/>
        <source>the deck&apos;s own back</source>
        <translation>a pakli saját hátlapja</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 (clubs) to 4 (hearts), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation type="vanished">Ausztria és Bécs klasszikus játéka. Mindenki befizet a kasszába; a licit 1-től (treff) 4-ig (kőr) megy, és lehet kézből is licitálni, talon nélkül. A felvevő felveszi a talont, eldob két lapot, és a 10 ütésből 6-ot kell vinnie; minden védő eldönti, hogy játszik vagy kiszáll, és 2 ütés kell neki. A fizetések a kasszába mennek és onnan jönnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="15"/>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 ({clubs}) to 4 ({hearts}), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation>Ausztria és Bécs klasszikus játéka. Mindenki befizet a kasszába; a licit 1-től ({clubs}) 4-ig ({hearts}) megy, és lehet kézből is licitálni, talon nélkül. A felvevő felveszi a talont, eldob két lapot, és a 10 ütésből 6-ot kell vinnie; minden védő eldönti, hogy játszik vagy kiszáll, és 2 ütés kell neki. A fizetések a kasszába mennek és onnan jönnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="22"/>
        <source>The Austrian game with four more contracts above the suits: misère (take no trick), slam (take all ten), and both again played open with the cards on the table. Played in Austria and the neighbouring countries as the livelier form of the game.</source>
        <translation>Az osztrák játék négy további játékkal a színek felett: betli (egy ütést sem vinni), durchmars (mind a tízet vinni), és mindkettő még egyszer nyíltan, a lapokkal az asztalon. Ausztriában és a szomszédos országokban játsszák, a játék élénkebb formájaként.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="28"/>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 ({spades}) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation>Horvátország, Szerbia, Bosznia és Szlovénia játéka. Az óramutatóval ellentétesen megy; öt lapot osztanak, aztán a talont, aztán még ötöt. A licit 2-től ({spades}) 7-ig (durchmars) megy; a talont mindenki látja. Minden védőnek 2 ütés kell, a kiszállt védőt vissza lehet hívni, és a pontok kassza helyett közös bankba kerülnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="40"/>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with {spades} as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation>A dunai svábok játéka a Bánságban és Magyarországon, közel a nyugat-balkáni játékhoz: licit 2-től 7-ig, de mindkét védő mindig játszik. A felvevőnek 6 ütés kell, eggyel több, ha az adu {spades}, és eggyel több kézből játéknál, és a célja feletti minden ütésért fizetnek neki.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="46"/>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once ({hearts} rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation>A 20. század eleji észak-amerikai játék. Az első körben mindenki egyszer mondhat egy magasabb aduszínt (a legmagasabb szín: {hearts}); ha senki sem, a játékosok összegeket ajánlanak a talonért. A felvevőnek a másik kettő ellen 10 ütésből 6-ot kell vinnie; a kassza a játék előtt megbeszélt nyereményt fizeti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="52"/>
        <source>Russian Preferans as most Russian players know it (the pulka of Sochi). Bids climb from six {spades} to ten no trumps, with misère among them; the defenders whist or pass and write whists on the declarer. Made contracts go into the pool, failures onto the mountain; when every pool is full the pulka ends and is settled in whists. If all pass, raspasy are played for fewest tricks.</source>
        <translation>Az orosz preferansz, ahogy a legtöbb orosz játékos ismeri (a szocsi pulka). A bemondások hat {spades}-tól tíz adu nélkülig emelkednek, köztük a betlivel; a védők visztelnek vagy passzolnak, és visztet írnak a felvevőre. A nyert játékok a puljába, a bukottak a hegyre kerülnek; ha minden pulja megtelt, a pulka véget ér, és visztben számolnak el. Ha mindenki passzol, raszpaszt játszanak a legkevesebb ütésre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="59"/>
        <source>Russian Preferans of Saint Petersburg (Leningradka): the Sochi game with every whist and every failure counted double, the gentleman&apos;s whist, a checked ten, pools that are not capped and raspasy with a hard exit at seven.</source>
        <translation>Szentpétervári orosz preferansz (Leningradka): a szocsi játék, de minden viszt és minden bukás duplán számít, gentleman-viszttel, ellenőrzött tízessel, nem zárt puljákkal és kemény, hetes kilépéssel a raszpaszból.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="64"/>
        <source>Russian Preferans of Rostov: the Sochi game, but raspasy are written as whists (five a trick from the player with fewest tricks) and their trick price does not grow.</source>
        <translation>Rosztovi orosz preferansz: a szocsi játék, de a raszpaszt visztként írják (ütésenként ötöt az ír, akinek a legkevesebb ütése van), és az ütés ára nem nő.</translation>
    </message>
    <message>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 (spades) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation type="vanished">Horvátország, Szerbia, Bosznia és Szlovénia játéka. Az óramutatóval ellentétesen megy; öt lapot osztanak, aztán a talont, aztán még ötöt. A licit 2-től (pikk) 7-ig (durchmars) megy; a talont mindenki látja. Minden védőnek 2 ütés kell, a kiszállt védőt vissza lehet hívni, és a pontok kassza helyett közös bankba kerülnek.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="35"/>
        <source>Preferánsz as played in Hungary: the Western Balkan rules (bids 2 to 7, the talon shown, a shared bank, play anticlockwise) with the Hungarian suits of acorns, leaves, bells and hearts.</source>
        <translation>A preferánsz, ahogy Magyarországon játsszák: a nyugat-balkáni szabályok (licit 2-től 7-ig, a talont megmutatják, közös bank, az óramutatóval ellentétesen) a magyar színekkel: makk, zöld, tök és piros.</translation>
    </message>
    <message>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with spades as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation type="vanished">A dunai svábok játéka a Bánságban és Magyarországon, közel a nyugat-balkáni játékhoz: licit 2-től 7-ig, de mindkét védő mindig játszik. A felvevőnek 6 ütés kell, eggyel több, ha pikk az adu, és eggyel több kézből játéknál, és a célja feletti minden ütésért fizetnek neki.</translation>
    </message>
    <message>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once (hearts rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation type="vanished">A 20. század eleji észak-amerikai játék. Az első körben mindenki egyszer mondhat egy magasabb aduszínt (a kőr a legmagasabb); ha senki sem, a játékosok összegeket ajánlanak a talonért. A felvevőnek a másik kettő ellen 10 ütésből 6-ot kell vinnie; a kassza a játék előtt megbeszélt nyereményt fizeti.</translation>
    </message>
</context>
</TS>
