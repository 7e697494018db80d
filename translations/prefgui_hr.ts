<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="46"/>
        <source>Replay</source>
        <translation>Reprodukcija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="57"/>
        <source>◀ Back</source>
        <translation>◀ Natrag</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="58"/>
        <source>Forward ▶</source>
        <translation>Naprijed ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="82"/>
        <source>The deal</source>
        <translation>Podijeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="85"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Korak {i}: {name} — {action}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Tri igrača, 32 karte (A K Q J 10 9 8 7 u svakoj boji), svaki dobiva deset karata, a dvije idu u talon. Licitacija odlučuje tko igra sam protiv ostale dvojice i koja je boja adut. Na boju treba odgovoriti ako se može; inače treba sjeći adutom ako se može. Štih nosi najjači adut, inače najjača karta izigrane boje.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation type="vanished">&lt;p&gt;Tri igrača, 32 karte ({ranks} u svakoj boji), svaki dobiva deset karata, a dvije idu u talon. Licitacija odlučuje tko igra sam protiv ostale dvojice i koja je boja adut. Na boju treba odgovoriti ako se može; inače treba sjeći adutom ako se može. Štih nosi najjači adut, inače najjača karta izigrane boje.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Austrijski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 1 ♣, 2 ♠, 3 ♦, 4 ♥; svaka licitacija iz ruke (igra bez talona) jača je od svake obične; herc iz ruke je &lt;i&gt;Préférence&lt;/i&gt;. Igrač koji sjedi ranije smije zadržati trenutačnu licitaciju (reći „moje”). Ako prva dvojica kažu dalje, djelitelj mora licitirati. Izvođač uzima talon, odbacuje dvije karte i određuje adut barem jednako visok kao njegova licitacija. Zatim svaki pratitelj prati (treba 2 štiha) ili odustaje.&lt;/p&gt;&lt;p&gt;Prošla igra (6 štihova): kasa plaća 10. Pala igra: izvođač plaća 20 u kasu. Pratitelj s manje od 2 štiha plaća 10 u kasu; onaj s 2 ili više dobiva 1 od djelitelja. Izvođač se smije predati prije prve karte: 3 svakom pratitelju (5 ako prati samo jedan).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Ilustrirani preferans&lt;/h3&gt;&lt;p&gt;Austrijska igra i uz nju betl (5: ne uzeti nijedan štih), durmarš (6: uzeti svih deset), otvoreni betl (7) i otvoreni durmarš (8), sve bez aduta; otvorene igre igraju se s otkrivenim kartama izvođača. Svaki pratitelj plaća izvođaču 10, 20, 30 ili 40 ako igra prođe, dvostruko za igru iz ruke, a isto toliko dobiva ako igra padne. Betl završava prvim štihom izvođača, durmarš njegovim prvim izgubljenim štihom.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Zapadnobalkanski / mađarski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 durmarš; talon se pokazuje. Osnovna vrijednost B je broj igre, +1 za igru iz ruke, udvostručena kontrom, rekontrom i refom. Prošla igra: banka plaća 20·B; pala: izvođač plaća 20·B. U igrama s adutom pratitelj s manje od 2 štiha plaća 10·B, a izvođač plaća svakom pratitelju 2·B za svaki štih koji je taj uzeo. Pratitelja koji je odustao drugi može pozvati: obrana tada treba 4 štiha.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Preferans podunavskih Švaba&lt;/h3&gt;&lt;p&gt;Kao zapadnobalkanska igra, ali oba pratitelja uvijek igraju. Izvođač treba 6 štihova, 7 s pikom kao adutom, jedan više u igri iz ruke. Svaki pratitelj mu plaća broj igre i još jedan za svaki štih viška; ako padne, on svakom pratitelju plaća isto toliko i još jedan za svaki štih manjka. Ako su karte u talonu jednake, izvođač plaća djelitelju 2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Američki preferans&lt;/h3&gt;&lt;p&gt;Svaki igrač jednom imenuje adutsku boju višu od svih dotad imenovanih (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) ili kaže dalje; pobjeđuje najviša boja i igra se bez talona. Ako svi kažu dalje, svatko može ponuditi iznos za pravo da uzme talon i odredi adut. Nema obveze sječenja adutom. Šest štihova donosi nagradu iz kase; tko padne, plaća kaznu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Američki preferans&lt;/h3&gt;&lt;p&gt;Svaki igrač jednom imenuje adutsku boju višu od svih dotad imenovanih (♠ &lt; ♣ &lt; ♦ &lt; ♥) ili kaže dalje; pobjeđuje najviša boja i igra se bez talona. Ako svi kažu dalje, svatko može ponuditi iznos za pravo da uzme talon i odredi adut. Nema obveze sječenja adutom. Šest štihova donosi nagradu iz kase; tko padne, plaća kaznu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Konvencije pratitelja&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: ne prebijaj bez potrebe štih koji tvoj partner već nosi. &lt;b&gt;C2&lt;/b&gt;: kad izvođač igra zadnji na tvoj izlaz, izađi s najvišom kartom koju imaš u toj boji. &lt;b&gt;C3&lt;/b&gt;: kad izvođač igra drugi, izađi s asom ili kraljem, ili s najnižom kartom te boje.&lt;/p&gt;</translation>
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
        <translation>Spremljene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="50"/>
        <source>Resume</source>
        <translation>Nastavi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="51"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="143"/>
        <source>Delete</source>
        <translation>Obriši</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="52"/>
        <source>Review a deal…</source>
        <translation>Analiziraj dijeljenje…</translation>
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
        <translation>Analiziraj dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="112"/>
        <source>No deal of this session has been finished yet.</source>
        <translation>U ovoj partiji još nema završenog dijeljenja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="123"/>
        <source>Deal {n}: {declarer} {contract} — {outcome}</source>
        <translation>Dijeljenje {n}: {declarer} {contract} — {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="126"/>
        <source>Deal:</source>
        <translation>Dijeljenje:</translation>
    </message>
    <message>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation type="vanished">{saved} — {variant}, odigrana dijeljenja: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="135"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Partija koja je u tijeku ne može se obrisati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="138"/>
        <source>Delete this saved session?</source>
        <translation>Obrisati ovu spremljenu partiju?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>on</source>
        <translation>uključeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="362"/>
        <source>off</source>
        <translation>isključeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="40"/>
        <location filename="../prefgui/ui/words/texts.py" line="284"/>
        <source>Austrian</source>
        <translation>Austrijski</translation>
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
        <translation>Zapadnobalkanski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="43"/>
        <location filename="../prefgui/ui/words/texts.py" line="285"/>
        <source>Hungarian</source>
        <translation>Mađarski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="44"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>Danube Swabian</source>
        <translation>Podunavskošvapski</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="45"/>
        <location filename="../prefgui/ui/words/texts.py" line="286"/>
        <source>American</source>
        <translation>Američki</translation>
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
        <translation>Ruski: Lenjingrad</translation>
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
        <translation>Stol</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="53"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="54"/>
        <source>Defence</source>
        <translation>Obrana</translation>
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
        <translation>Konvencije pratitelja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="33"/>
        <source>Beginner</source>
        <translation>Početnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="34"/>
        <source>Club</source>
        <translation>Klupski igrač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="35"/>
        <source>Expert</source>
        <translation>Stručnjak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="19"/>
        <source>Slow</source>
        <translation>Sporo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="20"/>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="21"/>
        <source>Fast</source>
        <translation>Brzo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="22"/>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="25"/>
        <source>Off</source>
        <translation>Isključeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="23"/>
        <source>Warn before the card</source>
        <translation>Upozori prije karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="24"/>
        <source>Notes after the trick</source>
        <translation>Bilješke nakon štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="40"/>
        <source>{meaning} Default: {default}.</source>
        <translation>{meaning} Zadano: {default}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="92"/>
        <source>Rules of this table…</source>
        <translation>Pravila ovog stola…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="93"/>
        <source>The whole rules, written from the options chosen below.</source>
        <translation>Cijela pravila, napisana prema opcijama odabranima ispod.</translation>
    </message>
    <message>
        <source>{meaning} Default: {default}. Rules: {ref}</source>
        <translation type="vanished">{meaning} Zadano: {default}. Pravila: {ref}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/option_editor.py" line="64"/>
        <source>(default)</source>
        <translation>(zadano)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="81"/>
        <source>Restore default rules</source>
        <translation>Vrati zadana pravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="80"/>
        <source>The bula every player starts a sheet with (bule and supe); the sheet is over when the bule reach zero together, and the next deal starts a new one.</source>
        <translation>Bula s kojom svaki igrač počinje list (bule i supe); list je gotov kad bule zajedno dođu do nule, a sljedeće dijeljenje počinje novi list.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="83"/>
        <source>Bula per player</source>
        <translation>Bula po igraču</translation>
    </message>
    <message>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation type="vanished">broj ili {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <source>a number or &quot;reward&quot;</source>
        <translation type="vanished">broj ili &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="61"/>
        <source>Settings</source>
        <translation>Postavke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="68"/>
        <source>Players and stakes</source>
        <translation>Igrači i ulozi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="69"/>
        <source>Cards and display</source>
        <translation>Karte i prikaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="73"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Promjene pravila vrijede od sljedećeg dijeljenja. Druga varijanta ili broj igrača započinje novu partiju; trenutna ostaje među spremljenim partijama.</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Promjene pravila vrijede od sljedećeg dijeljenja; broj igrača mijenja se tek s novom partijom.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="vanished">Vrati zadane vrijednosti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="79"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="115"/>
        <source>Variant</source>
        <translation>Varijanta</translation>
    </message>
    <message>
        <source>default</source>
        <translation type="vanished">zadano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_rules.py" line="135"/>
        <source>In deal records: {name}</source>
        <translation>U zapisima dijeljenja: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="54"/>
        <source>Three at the table</source>
        <translation>Troje za stolom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="55"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Četvero za stolom (djelitelj pauzira)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="58"/>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="106"/>
        <source>Strength</source>
        <translation>Jačina</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="110"/>
        <source>How well this computer player plays</source>
        <translation>Koliko dobro igra ovaj računalni igrač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="112"/>
        <source>Opponent {n}</source>
        <translation>Protivnik {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="63"/>
        <source>Pot contribution (units per player)</source>
        <translation>Uplata u kasu (jedinica po igraču)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="65"/>
        <source>One unit is worth</source>
        <translation>Jedna jedinica vrijedi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="68"/>
        <source>none: the settlement in whists only</source>
        <translation>nema: obračun samo u vistovima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="69"/>
        <source>What one whist is worth in money, such as {price}; the end of a pulka then settles in money too.</source>
        <translation>Koliko vrijedi jedan vist u novcu, npr. {price}; na kraju pulke obračun je tada i u novcu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="73"/>
        <source>Price of a whist</source>
        <translation>Cijena vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="77"/>
        <source>{n} each</source>
        <translation>{n} svakom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_table.py" line="78"/>
        <source>no end (from zero)</source>
        <translation>bez kraja (od nule)</translation>
    </message>
    <message>
        <source>The bula every player starts the paper sheet with (bule and supe); the game is over when the bule reach zero together, and the next deal starts a new sheet.</source>
        <translation type="vanished">Bula s kojom svaki igrač počinje na papiru (bule i supe); partija je gotova kad bule zajedno dođu do nule, a sljedeće dijeljenje počinje novi list.</translation>
    </message>
    <message>
        <source>Game to a bula of</source>
        <translation type="vanished">Partija na bulu od</translation>
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
        <translation>Poleđina karata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="52"/>
        <source>Preview</source>
        <translation>Pregled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="59"/>
        <source>Animation speed</source>
        <translation>Brzina animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="66"/>
        <source>Pause after a complete trick (seconds)</source>
        <translation>Stanka nakon cijelog štiha (sekunde)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="69"/>
        <source>Coach</source>
        <translation>Trener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="71"/>
        <source>In the Russian game the coach gives no notes on the defenders&apos; conventions (C1–C3 belong to the European game); the hint (H) shows the Expert&apos;s choice, why, and the whists or tricks it expects of every option.</source>
        <translation>U ruskoj igri trener ne daje bilješke o konvencijama pratitelja (C1–C3 pripadaju europskoj igri); savjet (H) pokazuje izbor Stručnjaka, razlog i viste ili štihove koje očekuje od svake mogućnosti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="76"/>
        <source>Notes on your partner&apos;s leads (C2, C3)</source>
        <translation>Bilješke o izbacivanjima tvog partnera (C2, C3)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings_cards.py" line="80"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="123"/>
        <source>System default</source>
        <translation>Prema sustavu</translation>
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
        <translation>Cijena vista: upiši običan broj kao {price} ili 5 ili ostavi prazno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="128"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Ova se pravila ne mogu igrati zajedno: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="45"/>
        <location filename="../prefgui/ui/table/history.py" line="133"/>
        <source>hand</source>
        <translation>iz ruke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>pot</source>
        <translation>kasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="43"/>
        <source>Stalingrad: {names} whist</source>
        <translation>Staljingrad: {names} vistaju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="47"/>
        <source>checked ten</source>
        <translation>provjerena desetica</translation>
    </message>
    <message>
        <source>{name} writes off {points}</source>
        <translation type="vanished">{name} otpisuje {points}</translation>
    </message>
    <message>
        <source>{name} helps {other}: {points}</source>
        <translation type="vanished">{name} pomaže igraču {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="106"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="186"/>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="202"/>
        <source>Deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <source>Dealer</source>
        <translation>Djelitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="69"/>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Declarer</source>
        <translation>Izvođač</translation>
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
        <translation>Vist i pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="73"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="70"/>
        <source>Outcome</source>
        <translation>Ishod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="74"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="71"/>
        <source>{name} tricks</source>
        <translation>Štihovi: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="60"/>
        <source>{name}: {points} written off</source>
        <translation>{name}: {points} otpisano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="63"/>
        <source>Help {name} → {other}: {points}</source>
        <translation>Pomoć {name} → {other}: {points}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="72"/>
        <source>{name} this deal</source>
        <translation>{name} u dijeljenju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="73"/>
        <source>{name} in all</source>
        <translation>{name} ukupno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Raspasy in a row</source>
        <translation>Raspasi zaredom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="74"/>
        <source>Help and write-off</source>
        <translation>Pomoć i otpis</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>help</source>
        <translation>pomoć</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="110"/>
        <source>written off</source>
        <translation>otpisano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="111"/>
        <source>raspasy</source>
        <translation>raspasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="112"/>
        <source>Each figure is the running total after that entry, as players write it on paper.</source>
        <translation>Svaki broj je zbroj nakon tog upisa, kako ga igrači pišu na papir.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Pulka</source>
        <translation>Pulka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Deals</source>
        <translation>Dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="57"/>
        <source>Each player&apos;s bule in the middle of his part (lower is better; a bula is ten units) and beside them the supe he wrote against each opponent (a supa is one unit). Old figures are struck through; a triangle is a refa, filled once played.</source>
        <translation>U sredini svakog dijela igračeve bule (manje je bolje; bula je deset jedinica), a pored njih supe koje je pisao svakom protivniku (supa je jedna jedinica). Stari brojevi su precrtani; trokut je refa, ispunjen kad je odigrana.</translation>
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
        <translation>{name}: supe protiv {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="149"/>
        <source>start</source>
        <translation>početak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="150"/>
        <source>deal {n}</source>
        <translation>dijeljenje {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="167"/>
        <source>A refa, not played yet</source>
        <translation>Refa, još neodigrana</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_paint.py" line="169"/>
        <source>A refa, played in deal {n}</source>
        <translation>Refa, odigrana u dijeljenju {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="160"/>
        <source>Sheet {n} (deals {first}–{last})</source>
        <translation>List {n} (dijeljenja {first}–{last})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="163"/>
        <source>Sheet {n}</source>
        <translation>List {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="181"/>
        <source>Sheet over after deal {n}: the bule reached zero together.</source>
        <translation>List je završen nakon dijeljenja {n}: bule su zajedno došle do nule.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="184"/>
        <source>Played to a bula of {bula} each: the sheet ends when the bule reach zero together (now {sum}).</source>
        <translation>Igra se na bulu od {bula} svakom: list završava kad bule zajedno dođu do nule (sada {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <source>Settlement if the sheet ended now</source>
        <translation>Obračun kad bi list sada završio</translation>
    </message>
    <message>
        <source>Game {n} (deals {first}–{last})</source>
        <translation type="vanished">Partija {n} (dijeljenja {first}–{last})</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation type="vanished">Partija {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="178"/>
        <source>No end agreed: the bule start at zero. Settings → Players and stakes sets the bula a game is played to.</source>
        <translation>Kraj nije dogovoren: bule počinju od nule. Postavke → Igrači i ulozi određuju bulu na koju se igra.</translation>
    </message>
    <message>
        <source>Game over after deal {n}: the bule reached zero together.</source>
        <translation type="vanished">Partija je gotova nakon dijeljenja {n}: bule su zajedno došle do nule.</translation>
    </message>
    <message>
        <source>Played to a bula of {bula} each: the game ends when the bule reach zero together (now {sum}).</source>
        <translation type="vanished">Igra se na bulu od {bula} svakom: partija završava kad bule zajedno dođu do nule (sada {sum}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="196"/>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="106"/>
        <source>Settlement</source>
        <translation>Obračun</translation>
    </message>
    <message>
        <source>Settlement if the game ended now</source>
        <translation type="vanished">Obračun kad bi partija sada završila</translation>
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
        <translation>Supe protiv njega</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="197"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/bula_view.py" line="206"/>
        <source>A result is ten units for each bula below the players&apos; average, plus the supe written, less the supe against: the ledger&apos;s balances with the bank shared equally.</source>
        <translation>Rezultat je deset jedinica za svaku bulu ispod prosjeka igrača, plus pisane supe, minus supe protiv njega: stanja zapisnika s bankom podijeljenom na jednake dijelove.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="170"/>
        <source>Pool of {size}</source>
        <translation>Pulja do {size}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="171"/>
        <source>Deals played: {n}</source>
        <translation>Odigrana dijeljenja: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="173"/>
        <source>Raspasy in a row: {n}, a trick now costs {price}</source>
        <translation>Raspasi zaredom: {n}, štih sada vrijedi {price}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_view.py" line="176"/>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The pulka is over</source>
        <translation>Pulka je završena</translation>
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
        <translation>Upisani vistovi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="50"/>
        <source>Whists on him</source>
        <translation>Vistovi na njega</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="47"/>
        <source>Result in whists</source>
        <translation>Rezultat u vistovima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="49"/>
        <source>In money</source>
        <translation>U novcu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="52"/>
        <source>&lt;b&gt;Settlement&lt;/b&gt;: the pulka is over after deal {n}.</source>
        <translation>&lt;b&gt;Obračun&lt;/b&gt;: pulka je završila nakon dijeljenja {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="55"/>
        <source>&lt;b&gt;Standing&lt;/b&gt; after deal {n}, as if the pulka ended now.</source>
        <translation>&lt;b&gt;Stanje&lt;/b&gt; nakon dijeljenja {n}, kao da pulka sada završava.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="84"/>
        <source>Set a price per whist in Settings (Players and stakes) to see the settlement in money.</source>
        <translation>Postavi cijenu vista u Postavkama (Igrači i ulozi) da vidiš obračun u novcu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/pulka_settlement.py" line="87"/>
        <source>One whist is worth {price}.</source>
        <translation>Jedan vist vrijedi {price}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="75"/>
        <source>{name} paid/won</source>
        <translation>Dobitak/gubitak: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="76"/>
        <source>{pot} after</source>
        <translation>{pot} poslije</translation>
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
        <translation>Igrač</translation>
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
        <translation>Prošle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Defended</source>
        <translation>Pratio</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="73"/>
        <source>Quota reached</source>
        <translation>Kvota ispunjena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="76"/>
        <source>Your convention breaches</source>
        <translation>Tvoja kršenja konvencija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="150"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dvoklik na dijeljenje prikazuje njegov pregled.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="151"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="192"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="223"/>
        <source>Replay this deal</source>
        <translation>Pregledaj ovo dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="152"/>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="193"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="225"/>
        <source>Review this deal</source>
        <translation>Analiziraj ovo dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="153"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="154"/>
        <source>Export ledger (CSV)…</source>
        <translation>Izvezi zapisnik (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="154"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="155"/>
        <source>Export deal records…</source>
        <translation>Izvezi zapise dijeljenja…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="137"/>
        <source>Payments</source>
        <translation>Plaćanja</translation>
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
        <translation>Statistika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="139"/>
        <source>In units</source>
        <translation>U jedinicama</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/score_sheet.py" line="140"/>
        <source>Bule and supe</source>
        <translation>Bule i supe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="104"/>
        <source>No payments.</source>
        <translation>Nema plaćanja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="57"/>
        <source>Bank</source>
        <translation>Banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="58"/>
        <source>Pot</source>
        <translation>Kasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="208"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="173"/>
        <source>Export ledger</source>
        <translation>Izvezi zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="209"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV datoteke (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="217"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="180"/>
        <source>Export deal records</source>
        <translation>Izvezi zapise dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="219"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="182"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Zapisi dijeljenja (*.jsonl *.json)</translation>
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
        <translation>Datoteka se nije mogla zapisati: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Leaves</source>
        <translation>List</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Acorns</source>
        <translation>Žir</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="63"/>
        <source>Bells</source>
        <translation>Bundeva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Hearts</source>
        <translation>Herc</translation>
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
        <translation>Žir</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Tök</source>
        <translation>Bundeva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="65"/>
        <source>Piros</source>
        <translation>Crveni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="66"/>
        <source>Clubs</source>
        <translation>Tref</translation>
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
        <translation>dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="21"/>
        <source>Ober</source>
        <translation>iber</translation>
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
        <translation>Četvorica za stolom: djelitelj u svakom dijeljenju pauzira, a ostala trojica dobivaju po deset od 32 karte ({ranks} u svakoj boji); dvije idu u talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="61"/>
        <source>Three players, 32 cards ({ranks} in each suit), ten cards each and two in the talon.</source>
        <translation>Tri igrača, 32 karte ({ranks} u svakoj boji), svakom po deset karata i dvije u talonu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="63"/>
        <source>The auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Licitacija odlučuje tko igra sam protiv ostale dvojice i koja je boja adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="66"/>
        <source>Follow suit if you can; otherwise you must trump if you can.</source>
        <translation>Odgovaraj na boju ako možeš; inače moraš sjeći adutom ako možeš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="68"/>
        <source>Follow suit if you can; otherwise you may play any card: you never have to trump.</source>
        <translation>Odgovaraj na boju ako možeš; inače smiješ baciti bilo koju kartu: adutom nikad ne moraš sjeći.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="70"/>
        <source>You must also beat the card winning the trick whenever you can.</source>
        <translation>Osim toga moraš prebiti kartu koja trenutačno nosi štih kad god možeš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="72"/>
        <source>The highest trump wins the trick, else the highest card of the suit led.</source>
        <translation>Štih nosi najviši adut, inače najviša karta izigrane boje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="81"/>
        <source>If the first two pass, the third player must bid (the dealer sits out).</source>
        <translation>Ako prva dvojica kažu dalje, treći igrač mora licitirati (djelitelj pauzira).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="83"/>
        <source>If the first two pass, the dealer must bid.</source>
        <translation>Ako prva dvojica kažu dalje, djelitelj mora licitirati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="84"/>
        <source>If everybody passes, the cards are dealt again.</source>
        <translation>Ako svi kažu dalje, karte se dijele ponovno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="90"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Austrijski preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="91"/>
        <source>Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;.</source>
        <translation>Licitacija 1 ♣, 2 ♠, 3 ♦, 4 ♥; svaka licitacija iz ruke (igra bez talona) jača je od svake obične; herc iz ruke je &lt;i&gt;Préférence&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="93"/>
        <source>An earlier seat may hold the current bid.</source>
        <translation>Igrač koji sjedi ranije smije zadržati trenutačnu licitaciju (reći „moje”).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="94"/>
        <source>Every bid must be higher than the one before.</source>
        <translation>Svaka licitacija mora biti viša od prethodne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="96"/>
        <source>The declarer takes the talon, discards two cards and names trumps at least as high as his bid.</source>
        <translation>Izvođač uzima talon, odbacuje dvije karte i određuje adut barem jednako visok kao njegova licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="98"/>
        <source>He shows the talon to the defenders first.</source>
        <translation>Prije toga pokazuje talon pratiteljima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="99"/>
        <source>Each defender then defends (needs 2 tricks) or drops out.</source>
        <translation>Zatim svaki pratitelj prati (treba 2 štiha) ili odustaje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="100"/>
        <source>If the first drops out, the second may invite him back: the defence then needs 4 tricks together.</source>
        <translation>Ako prvi odustane, drugi ga smije pozvati natrag: obrana tada zajedno treba 4 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="104"/>
        <source>Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).</source>
        <translation>Prošla igra (6 štihova): kasa plaća 10. Pala igra: izvođač plaća 20 u kasu. Pratitelj s manje od 2 štiha plaća 10 u kasu; onaj s 2 ili više dobiva 1 od djelitelja. Izvođač se smije predati prije prve karte: 3 svakom pratitelju (5 ako prati samo jedan).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="108"/>
        <source>Every payment is multiplied by the contract&apos;s number (1 to 4).</source>
        <translation>Svako se plaćanje množi brojem igre (1 do 4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="117"/>
        <source>The Austrian game plus misère (5: take no trick) and slam (6), both without trumps.</source>
        <translation>Austrijska igra i uz nju betl (5: ne uzeti nijedan štih) i igra na sve (6), obje bez aduta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="119"/>
        <source>The slam is made by winning six tricks in a row anywhere in the deal.</source>
        <translation>Igra na sve prolazi kad izvođač uzme šest štihova zaredom bilo gdje u dijeljenju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="121"/>
        <source>The slam is made by winning the first six tricks.</source>
        <translation>Igra na sve prolazi kad izvođač uzme prvih šest štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="122"/>
        <source>Each defender pays the declarer 10 or 20 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick.</source>
        <translation>Svaki pratitelj plaća izvođaču 10 ili 20 ako igra prođe, dvostruko za igru iz ruke, a isto toliko dobiva ako igra padne. Betl završava prvim štihom izvođača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="126"/>
        <source>The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up.</source>
        <translation>Austrijska igra i uz nju betl (5: ne uzeti nijedan štih), igra na sve (6: uzeti svih deset), otvoreni betl (7) i otvorena igra na sve (8), sve bez aduta; otvorene igre igraju se s otkrivenim kartama izvođača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="130"/>
        <source>Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.</source>
        <translation>Svaki pratitelj plaća izvođaču 10, 20, 30 ili 40 ako igra prođe, dvostruko za igru iz ruke, a isto toliko dobiva ako igra padne. Betl završava prvim štihom izvođača, igra na sve njegovim prvim izgubljenim štihom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="133"/>
        <source>In misère and slam the two defenders together may concede the contract without play.</source>
        <translation>U betlu i igri na sve oba pratitelja zajedno smiju predati igru bez igranja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="135"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ilustrirani preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="136"/>
        <source>Contracts 1 to 4 are played as in the Austrian game.</source>
        <translation>Igre 1 do 4 igraju se kao u austrijskoj igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="144"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam.</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 igra na sve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="145"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps).</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 sanac (bez aduta).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="146"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 the one-trick game (exactly one trick), 9 slam.</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 sanac (bez aduta), 8 igra na jedan štih (točno jedan štih), 9 igra na sve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="148"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 slam.</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 sanac (bez aduta), 8 igra na sve.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="150"/>
        <source>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl (misère), 7 sans (no trumps), 8 preferans (slam).</source>
        <translation>Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 sanac (bez aduta), 8 preferans (igra na sve).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="161"/>
        <source>Each defender may say contra before the play, and the declarer may answer with recontra: each doubles what is paid between them.</source>
        <translation>Svaki pratitelj smije prije igre reći kontra, a izvođač smije odgovoriti rekontrom: svaka udvostručuje ono što jedni drugima plaćaju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="164"/>
        <source>Contra, recontra, subcontra and mortcontra each double the base value.</source>
        <translation>Kontra, rekontra, subkontra i mortkontra svaka udvostručuje osnovnu vrijednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="166"/>
        <source>Contra and recontra each double the base value.</source>
        <translation>Kontra i rekontra svaka udvostručuje osnovnu vrijednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="167"/>
        <source>Contra is allowed only in suit and sans contracts.</source>
        <translation>Kontra je dopuštena samo u igrama s adutom i sancu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="169"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Protiv pika pratitelj koji igra mora reći kontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="172"/>
        <source>A defender may say contra instead of defending: his partner then plays with him, and together they need 5 tricks.</source>
        <translation>Pratitelj umjesto praćenja smije reći kontra: partner tada igra s njim i zajedno trebaju 5 štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="179"/>
        <source>In suit and sans contracts</source>
        <translation>U igrama s adutom i sancu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="180"/>
        <source>In suit contracts</source>
        <translation>U igrama s adutom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="181"/>
        <source>{contracts} a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took.</source>
        <translation>{contracts} pratitelj s manje od 2 štiha plaća 10·B, a izvođač plaća svakom pratitelju 2·B za svaki štih koji je taj uzeo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="184"/>
        <source>Two defenders who take 4 tricks together pay nothing.</source>
        <translation>Dva pratitelja koji zajedno uzmu 4 štiha ne plaćaju ništa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="189"/>
        <source>When everybody passes, each player gets a refa mark; a declarer who holds one doubles the base value and uses the mark up.</source>
        <translation>Kad svi kažu dalje, svaki igrač dobiva refu; izvođač koji je ima udvostručuje osnovnu vrijednost i troši refu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="192"/>
        <source>Nobody holds more than {n} unused marks.</source>
        <translation>Nitko nema više od {n} neiskorištenih refa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="194"/>
        <source>A session gives at most {n} rounds of refa marks.</source>
        <translation>Partija daje najviše {n} krugova refa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="196"/>
        <source>The declarer leads to the first trick.</source>
        <translation>Na prvi štih izlazi izvođač.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="197"/>
        <source>The forehand leads to the first trick.</source>
        <translation>Na prvi štih izlazi prva ruka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="198"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Zapadnobalkanski / mađarski preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="199"/>
        <source>The talon is shown to everybody.</source>
        <translation>Talon se pokazuje svima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="200"/>
        <source>The talon is not shown.</source>
        <translation>Talon se ne pokazuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="202"/>
        <source>The base value B is the contract&apos;s number, +1 for hand.</source>
        <translation>Osnovna vrijednost B je broj igre, +1 za igru iz ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="204"/>
        <source>Made: the bank pays 20·B; failed: the declarer pays 20·B.</source>
        <translation>Prošla igra: banka plaća 20·B; pala: izvođač plaća 20·B.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="206"/>
        <source>A defender who dropped out may be invited by the other: the defence then needs 4 tricks.</source>
        <translation>Pratitelja koji je odustao drugi može pozvati: obrana tada treba 4 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="212"/>
        <source>A hand contract is worth one more.</source>
        <translation>Igra iz ruke vrijedi jedan više.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="213"/>
        <source>Equal talon cards cost the declarer {n} to the dealer.</source>
        <translation>Ako su karte u talonu jednake, izvođač plaća djelitelju {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="215"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Preferans podunavskih Švaba&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="216"/>
        <source>Both defenders always play.</source>
        <translation>Oba pratitelja uvijek igraju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="217"/>
        <source>The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick.</source>
        <translation>Izvođač treba 6 štihova, 7 s pikom kao adutom, jedan više u igri iz ruke. Svaki pratitelj mu plaća broj igre i još jedan za svaki štih viška; ako padne, on svakom pratitelju plaća isto toliko i još jedan za svaki štih manjka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="224"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Američki preferans&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="225"/>
        <source>Each player once names a trump suit higher than any named before (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. Six tricks win the reward from the pot; failing costs the penalty.</source>
        <translation>Svaki igrač jednom imenuje adutsku boju višu od svih dotad imenovanih (♠ &amp;lt; ♣ &amp;lt; ♦ &amp;lt; ♥) ili kaže dalje; pobjeđuje najviša boja i igra se bez talona. Ako svi kažu dalje, svatko može ponuditi iznos za pravo da uzme talon i odredi adut. Šest štihova donosi nagradu iz kase; tko padne, plaća kaznu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="237"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead one of the two highest cards still out, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: kad izvođač igra drugi, izađi s jednom od dviju najviših karata koje još nisu pale ili s najnižom kartom te boje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="240"/>
        <source>&lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or a king, or your lowest card of the suit.</source>
        <translation>&lt;b&gt;C3&lt;/b&gt;: kad izvođač igra drugi, izađi s asom ili kraljem, ili s najnižom kartom te boje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="243"/>
        <source>They are advice: the coach points out a breach, and nobody pays for one.</source>
        <translation>To su savjeti: trener upozorava na kršenje i nitko za njega ne plaća.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="245"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and the customary compensation to the partner is shown with the deal.</source>
        <translation>To je dužnost poštene igre: kršenje se bilježi u zapisnik, a uobičajena odšteta partneru prikazuje se uz dijeljenje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="248"/>
        <source>They are a duty of fair play: a breach is noted on the sheet, and a trick taken from the partner against C1 costs the customary compensation.</source>
        <translation>To je dužnost poštene igre: kršenje se bilježi u zapisnik, a štih oduzet partneru protivno C1 stoji uobičajenu odštetu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="250"/>
        <source>C1 is a law of the game: you may not take a trick your partner is winning once the declarer has played to it.</source>
        <translation>C1 je pravilo igre: ne smiješ uzeti štih koji tvoj partner nosi kad je izvođač već dao kartu u njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="253"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Konvencije pratitelja&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="254"/>
        <source>&lt;b&gt;C1&lt;/b&gt;: do not needlessly overtake a trick your partner is already winning.</source>
        <translation>&lt;b&gt;C1&lt;/b&gt;: ne prebijaj bez potrebe štih koji tvoj partner već nosi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="255"/>
        <source>&lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit.</source>
        <translation>&lt;b&gt;C2&lt;/b&gt;: kad izvođač igra zadnji na tvoj izlaz, izađi s najvišom kartom koju imaš u toj boji.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="vanished">{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>Sans</source>
        <translation>Sanac</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="99"/>
        <source>One trick</source>
        <translation>Jedan štih</translation>
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
        <translation>{level} bez aduta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <source>Not whisted</source>
        <translation>Bez vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="26"/>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <location filename="../prefgui/ui/words/texts.py" line="236"/>
        <source>Half-whist</source>
        <translation>Pola vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Without three</source>
        <translation>Bez tri</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="27"/>
        <source>Raspasy (all passed)</source>
        <translation>Raspasi (svi pas)</translation>
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
        <translation>pola vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played open</source>
        <translation>igra se otvoreno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/pulka_texts.py" line="41"/>
        <source>played closed</source>
        <translation>igra se zatvoreno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="100"/>
        <source>Slam</source>
        <translation>Preferans</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open misère</source>
        <translation>Otvoreni betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="103"/>
        <source>Open slam</source>
        <translation>Otvoreni preferans</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="105"/>
        <source>Slam (six in a row)</source>
        <translation>Preferans (šest zaredom)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (♥ iz ruke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="127"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (srce iz ruke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="128"/>
        <source>{bid} hand</source>
        <translation>{bid} iz ruke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="134"/>
        <source>Pass</source>
        <translation>Dalje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="136"/>
        <source>Hold</source>
        <translation>Moje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="146"/>
        <source>Offer {n}</source>
        <translation>Nudim {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="150"/>
        <source>Discard {first} and {second}</source>
        <translation>Odbaci {first} i {second}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Defend</source>
        <translation>Pratim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Drop out</source>
        <translation>Ne pratim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="152"/>
        <source>Invite partner</source>
        <translation>Zovem partnera</translation>
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
        <translation>Predajem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Announce: no aces</source>
        <translation>Najava: bez asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="154"/>
        <source>Here</source>
        <comment>Russian: здесь</comment>
        <translation>Ovdje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="155"/>
        <source>Whist</source>
        <translation>Vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="156"/>
        <source>Lay down (open)</source>
        <translation>Položiti (otvoreno)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="157"/>
        <source>Play closed</source>
        <translation>Igrati zatvoreno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="166"/>
        <source>No trick quota here: together you try to make the declarer take a trick.</source>
        <translation>Ovdje nema kvote: zajedno pokušavate natjerati izvođača da uzme štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="168"/>
        <source>No trick quota here: together you try to keep the declarer from winning six tricks in a row.</source>
        <translation>Ovdje nema kvote: zajedno pokušavate spriječiti izvođača da uzme šest štihova zaredom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="171"/>
        <source>No trick quota here: one trick for either of you beats the slam.</source>
        <translation>Ovdje nema kvote: jedan štih, tvoj ili partnerov, ruši igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="173"/>
        <source>No trick quota here: the declarer must take exactly one trick; together you try to leave him none or give him a second.</source>
        <translation>Ovdje nema kvote: izvođač mora uzeti točno jedan štih; zajedno pokušavate da ne uzme nijedan ili da uzme i drugi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="175"/>
        <source>No trick quota here: together you try to keep the declarer below {n} tricks.</source>
        <translation>Ovdje nema kvote: zajedno pokušavate zadržati izvođača ispod {n} štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="190"/>
        <source>Play against the declarer.</source>
        <translation>Igraj protiv izvođača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="192"/>
        <source>Play against the declarer: you need 2 tricks, or 4 together with your partner.</source>
        <translation>Igraj protiv izvođača: trebaš 2 štiha ili 4 zajedno s partnerom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="195"/>
        <source>Bring your partner back in: you play together, for you.</source>
        <translation>Vrati partnera u igru: igrate zajedno, za tvoj račun.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="198"/>
        <source>Double the stakes: your partner joins you, and together you need 5 tricks, or you pay the defence&apos;s penalty.</source>
        <translation>Udvostruči ulog: partner igra s tobom i zajedno trebate 5 štihova, inače ti plaćaš kaznu obrane.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="201"/>
        <source>Double the stakes: you expect the declarer to fail.</source>
        <translation>Udvostruči ulog: očekuješ da će izvođač pasti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="203"/>
        <source>Give the declarer his contract without play; it counts only if your partner concedes too.</source>
        <translation>Prepusti izvođaču igru bez igranja; vrijedi samo ako i tvoj partner preda.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="206"/>
        <source>Stay out of the auction for good.</source>
        <translation>Trajno izađi iz licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="207"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Preuzmi trenutačnu licitaciju: tvoje mjesto ima prednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="208"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Igraj protiv izvođača: trebaš 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="209"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>Ne sudjeluj u ovom dijeljenju: bez uloga, bez rizika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="210"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Vrati partnera u igru: obrana treba 4 štiha, za tvoj račun.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="211"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Udvostruči: očekuješ da će izvođač pasti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="212"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Ponovno udvostruči: siguran si u svoju igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="213"/>
        <source>Give up the contract without play.</source>
        <translation>Predaj igru bez igranja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="214"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nemaš asa: dobivaš 10 od svakog protivnika ili mu plaćaš 10.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="219"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Licitacija iz ruke: igraš bez talona.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="220"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Uzet ćeš talon i odbaciti dvije karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="222"/>
        <source>Your contract: at least your bid.</source>
        <translation>Tvoja igra: barem tvoja licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="224"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Odredi ovu boju za adut: trebaš 6 štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="226"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Uplati u kasu za pravo da odrediš adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="232"/>
        <source>Defending</source>
        <translation>Prati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Out</source>
        <translation>Ne prati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Inviting</source>
        <translation>Zove</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="233"/>
        <source>Invited</source>
        <translation>Pozvan</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="234"/>
        <source>Sits out</source>
        <translation>Pauzira</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="235"/>
        <source>Conceding</source>
        <translation>Predaje</translation>
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
        <translation>štihovi: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract made</source>
        <translation>Igra prošla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="276"/>
        <source>Contract failed</source>
        <translation>Igra pala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Declarer conceded</source>
        <translation>Izvođač se predao</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="277"/>
        <source>Both defenders dropped out</source>
        <translation>Oba pratitelja odustala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>Everybody passed</source>
        <translation>Svi su rekli dalje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="278"/>
        <source>In progress</source>
        <translation>U tijeku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="132"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Uzmi talon: odaberi dvije karte za odbacivanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="105"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Odbaci ove dvije ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="106"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klikni karte ili ih povuci gore na mjesto za odbacivanje; odluku možeš slobodno mijenjati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Continue</source>
        <translation>Nastavi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="73"/>
        <source>Let the play go on.</source>
        <translation>Neka se igra nastavi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="168"/>
        <source>The deal is over</source>
        <translation>Dijeljenje je završeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/sheet/ledger_deals.py" line="191"/>
        <location filename="../prefgui/ui/sheet/pulka_deals.py" line="221"/>
        <location filename="../prefgui/ui/table/panel.py" line="169"/>
        <source>Deal summary</source>
        <translation>Pregled dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="38"/>
        <source>The others passed: as the last player in the auction you must bid (the dealer sits out). The lowest bid is enough.</source>
        <translation>Ostali su rekli dalje: kao zadnji u licitaciji moraš licitirati (djelitelj pauzira). Dovoljna je najniža licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="40"/>
        <source>The others passed: as the dealer you must bid. The lowest bid is enough.</source>
        <translation>Ostali su rekli dalje: kao djelitelj moraš licitirati. Dovoljna je najniža licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="170"/>
        <source>Next deal</source>
        <translation>Sljedeće dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="184"/>
        <source>Accept the claim</source>
        <translation>Prihvati tvrdnju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel.py" line="185"/>
        <source>Play on</source>
        <translation>Igraj dalje</translation>
    </message>
    <message>
        <source>The remaining cards are played as claimed.</source>
        <translation type="vanished">Preostale karte odigraju se prema tvrdnji.</translation>
    </message>
    <message>
        <source>The cards are played out trick by trick.</source>
        <translation type="vanished">Karte se odigraju štih po štih.</translation>
    </message>
    <message>
        <source>The remaining cards are played out as claimed.</source>
        <translation type="vanished">Preostale karte odigraju se kako je tvrđeno.</translation>
    </message>
    <message>
        <source>Every card is played at the table; no more claims in this deal.</source>
        <translation type="vanished">Svaka se karta igra za stolom; u ovom dijeljenju više nema tvrdnji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/panel_offers.py" line="121"/>
        <source>Offer</source>
        <translation>Ponudi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="56"/>
        <source>You may act now</source>
        <translation>Sada možeš djelovati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="60"/>
        <source>Your call</source>
        <translation>Tvoj red u licitaciji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="62"/>
        <source>Declare your contract</source>
        <translation>Najavi svoju igru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="64"/>
        <source>Answer the contra</source>
        <translation>Odgovori na kontru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="68"/>
        <source>Play on, or double?</source>
        <translation>Igraš dalje ili udvostručuješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="70"/>
        <source>Play on, or concede together?</source>
        <translation>Igraš dalje ili zajedno predajete?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="71"/>
        <source>Defend or drop out?</source>
        <translation>Pratiš ili odustaješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="72"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="91"/>
        <source>Your decision</source>
        <translation>Tvoja odluka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="84"/>
        <source>bids {bid}</source>
        <translation>licitira {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/panel_texts.py" line="86"/>
        <source>No calls yet.</source>
        <translation>Još nitko nije licitirao.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/choice.py" line="58"/>
        <source>Drop here to play</source>
        <translation>Ispusti ovdje za igranje</translation>
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
        <translation>Mjesto {n}</translation>
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
        <translation>mortkontra</translation>
    </message>
    <message>
        <source>open</source>
        <translation type="vanished">otvoreno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="140"/>
        <location filename="../prefgui/ui/words/russian_texts.py" line="119"/>
        <source>Declarer: {name}</source>
        <translation>Izvođač: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick history</source>
        <translation>Povijest štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Trick</source>
        <translation>Štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="61"/>
        <source>Led by</source>
        <translation>Izigrao</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="62"/>
        <source>Won by</source>
        <translation>Uzeo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Austrijska: licitacija od 1 do 4, kasa; klasična igra Austrije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="68"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Ilustrirana: austrijska igra s betlom i šlemom, otvoreno ili ne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="70"/>
        <source>Western Balkan: bids 2 to 7, the talon shown and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Zapadnobalkanska: licitacija od 2 do 7, otvoreni talon i banka; Srbija, Hrvatska, Bosna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="72"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Mađarska: balkanska igra kako je igraju Mađari.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="73"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Podunavskošvapska: oba pratitelja uvijek igraju; Banat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="74"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Američka: jednom imenovati adut ili ponuditi za talon; Sjeverna Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="76"/>
        <source>Russian, Sochi: the pulka, whists and raspasy; the Russian game most play.</source>
        <translation>Ruski, Soči: pulka, visti i raspasi; ruska igra koju igra najviše igrača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="78"/>
        <source>Russian, Leningrad: Sochi with whists worth twice as much and the ten not whisted.</source>
        <translation>Ruski, Lenjingrad: Soči u kojem visti vrijede dvostruko, a desetka se ne vistira.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="80"/>
        <source>Russian, Rostov: Sochi with raspasy written in whists.</source>
        <translation>Ruski, Rostov: Soči u kojem se raspasi pišu u vistove.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="103"/>
        <source>Welcome to Préférence</source>
        <translation>Preferans te pozdravlja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="105"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Preferans je kartaška igra za troje: licitacija odlučuje tko igra sam protiv druge dvojice i koja je boja adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="117"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francuske karte (pik, tref, karo, herc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="118"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Njemačke karte (list, žir, bundeva, srce)</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="vanished">Kao sustav</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="129"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Pravila su pod Pomoć → Pravila (F1). Tipkom H u svakom trenutku dobivaš savjet. Sve ovo možeš kasnije promijeniti u Postavkama, a ova dobrodošlica je pod Pomoć → Dobrodošlica.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="135"/>
        <source>Start playing</source>
        <translation>Počni igrati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="84"/>
        <source>{name} discards two cards</source>
        <translation>{name} odbacuje dvije karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/history.py" line="93"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/talon.py" line="206"/>
        <source>Discard</source>
        <translation>Odbačene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="42"/>
        <source>Take no trick at all: the others see your hand once play begins.</source>
        <translation>Ne uzmi nijedan štih: protivnici polažu karte čim igra počne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="44"/>
        <source>You take the talon, then must take {n} tricks.</source>
        <translation>Uzimaš talon, a zatim moraš uzeti {n} štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="47"/>
        <source>Your contract: not below your bid.</source>
        <translation>Tvoja igra: ne niža od tvoje licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="49"/>
        <source>Take over the bid as it stands: your seat comes first.</source>
        <translation>Preuzmi licitaciju kakva jest: tvoje mjesto ima prednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="51"/>
        <source>Give up without play: three tricks short, no discard.</source>
        <translation>Predati bez igre: tri štiha manje, bez odbacivanja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="54"/>
        <source>Play against the contract: the defence must take {q}; you write whists for the tricks taken.</source>
        <translation>Igrati protiv igre: obrana mora uzeti {q}; za uzete štihove pišeš viste.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="57"/>
        <source>Write whists for {h} without play; the deal ends here.</source>
        <translation>Upiši viste za {h} bez igre; dijeljenje ovdje završava.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="60"/>
        <source>Both defending hands face up: you play them both.</source>
        <translation>Obje ruke obrane otvorene: igraš objema.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="62"/>
        <source>Each defender plays his own hand, unseen.</source>
        <translation>Svaki pratitelj igra svoju ruku, skriveno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="65"/>
        <source>No whists on this contract: no risk, no gain.</source>
        <translation>Bez vista na ovu igru: bez rizika, bez dobitka.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="66"/>
        <source>Stay out of the bidding; if all pass, raspasy are played.</source>
        <translation>Ne licitirati; ako svi kažu pas, igraju se raspasi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="72"/>
        <source>A bid of 6 to 10: you take the talon and must take that many tricks. Misère: you take none. Pass: you are out of the bidding.</source>
        <translation>Licitacija od 6 do 10: uzimaš talon i moraš uzeti toliko štihova. Mizer: ne uzimaš nijedan. Pas: izlaziš iz licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="81"/>
        <source>Your bid (after raspasy: {level} or higher)</source>
        <translation>Tvoja licitacija (nakon raspasa: {level} ili više)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="82"/>
        <source>Your bid</source>
        <translation>Tvoja licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="84"/>
        <source>Declare your contract (not below your bid)</source>
        <translation>Najavi igru (ne nižu od licitacije)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="88"/>
        <source>Whist or pass against {contract}?</source>
        <translation>Vist ili pas protiv {contract}?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="90"/>
        <source>You whist alone: lay down the cards or play closed?</source>
        <translation>Vistaš sam: položiti karte ili igrati zatvoreno?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="99"/>
        <source>Your turn to play from {name}&apos;s hand: drag a card to the table, or double-click it.</source>
        <translation>Igraš iz ruke igrača {name}: povuci kartu na stol ili je dvaput klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="113"/>
        <source>Raspasy ×{step}</source>
        <translation>Raspasi ×{step}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="115"/>
        <source>series: deal {n}</source>
        <translation>niz: dijeljenje {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="122"/>
        <source>open whist</source>
        <translation>otvoreni vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_texts.py" line="124"/>
        <source>closed whist</source>
        <translation>zatvoreni vist</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="34"/>
        <source>on {level}</source>
        <translation>na {level}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="61"/>
        <source>write whole numbers separated by commas.</source>
        <translation>upiši cijele brojeve odvojene zarezima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="63"/>
        <source>write one to ten numbers.</source>
        <translation>upiši jedan do deset brojeva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="66"/>
        <source>each lowest contract is 6, 7 or 8.</source>
        <translation>svaka najniža igra je 6, 7 ili 8.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="69"/>
        <source>each trick price is a whole number from 1 to 100.</source>
        <translation>svaka cijena štiha je cijeli broj od 1 do 100.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="71"/>
        <source>a trick price never falls from one all-pass deal to the next.</source>
        <translation>cijena štiha nikad ne pada od jednih raspasa do sljedećih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="88"/>
        <source>The trick price in the first, second, … all-pass deal in a row; the last one holds for the rest.</source>
        <translation>Cijena štiha u prvim, drugim, … raspasima zaredom; zadnja vrijedi za sve ostale.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/list_field.py" line="90"/>
        <source>The lowest contract after one, two, … all-pass deals in a row; the last one holds for the rest.</source>
        <translation>Najniža igra nakon jednih, dvojih, … raspasa zaredom; zadnja vrijedi za sve ostale.</translation>
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
        <translation>Vistovi: {name} → {other}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="23"/>
        <source>twice the contract&apos;s price</source>
        <translation>dvostruku vrijednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="25"/>
        <source>nothing</source>
        <translation>ništa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="26"/>
        <source>the contract&apos;s price</source>
        <translation>vrijednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="34"/>
        <source>&lt;p&gt;32 cards ({ranks} in each suit); each of the three active players gets ten cards and two go to the talon. Follow suit if you can, otherwise trump if you can. The game is kept on the pulka: each player&apos;s pool, his mountain and the whists he writes on each of the others.&lt;/p&gt;</source>
        <translation>&lt;p&gt;32 karte ({ranks} u svakoj boji); svaki od tri aktivna igrača dobiva deset karata, a dvije idu u talon. Odgovara se na boju, inače se sijeće adutom ako se može. Igra se piše u pulku: pulja svakog igrača, njegova gora i vistovi koje piše na svakog od ostalih.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="39"/>
        <source>&lt;p&gt;Four at the table: the dealer of each deal sits out and gets no cards, but stays on the pulka.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Za četvoricu: djelitelj svakog dijeljenja pauzira i ne dobiva karte, ali ostaje u pulki.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="42"/>
        <source>&lt;p&gt;&lt;b&gt;Auction.&lt;/b&gt; Bids climb from six ♠ to ten no trumps (♠, ♣, ♦, ♥, no trumps at each level); misère ranks between eight no trumps and nine ♠. The winner takes the talon, discards two cards and names a contract not lower than his bid; he must take as many tricks as its level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Licitacija.&lt;/b&gt; Zvanja rastu od šest ♠ do deset bez aduta (na svakoj razini ♠, ♣, ♦, ♥, bez aduta); betl je između osam bez aduta i devet ♠. Pobjednik uzima talon, odbacuje dvije karte i zove igru ne nižu od svog zvanja; mora uzeti onoliko štihova kolika je razina.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Whists.&lt;/b&gt; Each defender says whist or pass. Together the whisters must take 4 tricks against a six, 2 against a seven and 1 against eight or more; a whister whose defence falls short pays on the mountain. A lone whister plays open (both defenders&apos; cards face up, he plays both hands) or closed.</source>
        <translation>&lt;p&gt;&lt;b&gt;Vistovi.&lt;/b&gt; Svaki pratitelj kaže vist ili pas. Vistači zajedno moraju uzeti 4 štiha protiv šestice, 2 protiv sedmice i 1 protiv osmice i više; kad obrana podbaci, vistač plaća na goru. Jedini vistač igra otvoreno (karte oba pratitelja otvorene, igra za oba) ili zatvoreno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="52"/>
        <source>A ten is checked: played open, and nobody whists.</source>
        <translation>Desetica se provjerava: igra se otvoreno i nitko ne vista.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="54"/>
        <source>Stalingrad: against six ♠ both defenders must whist.</source>
        <translation>Staljingrad: protiv šest ♠ oba pratitelja moraju vistati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="55"/>
        <source>A misère is not whisted: its catchers lay their cards down and try to give the declarer a trick.</source>
        <translation>Betl se ne vista: hvatači otvore karte i nastoje izvođaču dati štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="59"/>
        <source>&lt;p&gt;&lt;b&gt;The pulka.&lt;/b&gt; A made contract writes its price into the declarer&apos;s pool: 2 for a six, 4 for a seven, 6, 8 and 10 for a ten, 10 for a misère. Each undertrick costs him {fail} on the mountain, and each whister writes {whist} on him for every trick of his. A misère costs {misere} on the mountain for every trick taken. Pools are played to {size}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pulka.&lt;/b&gt; Prošla igra upisuje svoju vrijednost u pulju izvođača: 2 za šesticu, 4 za sedmicu, 6, 8 i 10 za deseticu, 10 za betl. Svaki štih koji mu nedostaje stoji ga {fail} na gori, a svaki vistač na njega piše {whist} za svaki svoj štih. Betl stoji {misere} na gori za svaki uzeti štih. Pulje se igraju do {size}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="66"/>
        <source>tricks are written on the mountain, and a player without a trick writes into his pool</source>
        <translation>štihovi se pišu na goru, a tko nema štih, piše u svoju pulju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="68"/>
        <source>the player with fewest tricks writes {n} whists a trick on the others</source>
        <translation>tko ima najmanje štihova, piše na ostale {n} vistova po štihu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="71"/>
        <source>&lt;p&gt;&lt;b&gt;Raspasy.&lt;/b&gt; If everybody passes, the deal is played for fewest tricks: {recording}. A trick costs {progression} in consecutive all-pass deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Raspasi.&lt;/b&gt; Ako svi kažu pas, igra se na što manje štihova: {recording}. Štih vrijedi {progression} u raspasima zaredom.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="76"/>
        <source>The pulka ends when the players agree.</source>
        <translation>Pulka završava kad se igrači dogovore.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="78"/>
        <source>The pulka ends when every pool has reached {size}.</source>
        <translation>Pulka završava kad svaka pulja dosegne {size}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="81"/>
        <source>The pulka ends when the pools together hold {total} points.</source>
        <translation>Pulka završava kad pulje zajedno imaju {total} bodova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;The end.&lt;/b&gt; {end} At the settlement a mountain point is worth 10 whists against the average of all mountains (a pool point as much the other way), and the whists two players wrote on each other are set off: what is left is each player&apos;s result in whists.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kraj.&lt;/b&gt; {end} U obračunu bod gore vrijedi 10 vistova prema prosjeku svih gora (bod pulje isto toliko u drugom smjeru), a vistovi koje su dva igrača upisala jedan na drugoga se prebijaju: ostatak je rezultat svakog igrača u vistovima.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/russian_rules.py" line="94"/>
        <source>Agreed at this table</source>
        <translation>Dogovoreno za ovim stolom</translation>
    </message>
</context>
<context>
    <name>AmountField</name>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="14"/>
        <source>one amount</source>
        <translation>jedan iznos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="15"/>
        <source>an amount per trump suit</source>
        <translation>iznos za svaku adutsku boju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="16"/>
        <source>an amount</source>
        <translation>iznos</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The saved game could not be resumed: {error}. The damaged file was kept ({file}); a new session has started.</source>
        <translation type="vanished">Spremljena igra nije se mogla nastaviti: {error}. Oštećena datoteka je sačuvana ({file}); započela je nova partija.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new session has started.</source>
        <translation type="vanished">Spremljena igra nije se mogla nastaviti: {error}. Započela je nova partija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="92"/>
        <source>The lock file that keeps two prefgui windows from writing the same games cannot be made in {folder} ({detail}). So that no game is ever written twice, this window saves nothing: remove or repair what is in its place and start prefgui again.</source>
        <translation>Datoteka zaključavanja koja sprječava da dva prozora prefguija zapisuju iste igre ne može se stvoriti u {folder} ({detail}). Da se nijedna igra nikad ne zapiše dvaput, ovaj prozor ništa ne sprema: ukloni ili popravi ono što je na njezinu mjestu i ponovno pokreni prefgui.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="98"/>
        <source>Another prefgui window holds this data folder and did not answer. This window shows your latest session ({name}) as it was last saved: you can look at it and play on, but nothing you do here is saved. Close this window and go on in the other one.</source>
        <translation>Drugi prozor prefguija drži ovu mapu podataka i nije odgovorio. Ovaj prozor prikazuje tvoju posljednju partiju ({name}) onakvu kakva je zadnji put spremljena: možeš je pogledati i igrati dalje, ali ništa što ovdje napraviš neće se spremiti. Zatvori ovaj prozor i nastavi u drugom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/session_start.py" line="104"/>
        <source>Another prefgui window holds this data folder and did not answer. This window plays a new game that is not saved; close it and go on in the other one.</source>
        <translation>Drugi prozor prefguija drži ovu mapu podataka i nije odgovorio. Ovaj prozor igra novu igru koja se ne sprema; zatvori ga i nastavi u drugom.</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <location filename="../prefgui/ui/sheet/charts.py" line="58"/>
        <source>Deal</source>
        <translation>Dijeljenje</translation>
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
        <translation>List dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="22"/>
        <source>Ober of Leaves</source>
        <translation>List iber</translation>
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
        <translation>Žir VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="26"/>
        <source>VIII of Acorns</source>
        <translation>Žir VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="27"/>
        <source>IX of Acorns</source>
        <translation>Žir IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="28"/>
        <source>X of Acorns</source>
        <translation>Žir X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="29"/>
        <source>Unter of Acorns</source>
        <translation>Žir dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="30"/>
        <source>Ober of Acorns</source>
        <translation>Žir iber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="31"/>
        <source>King of Acorns</source>
        <translation>Žir kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="32"/>
        <source>Ace of Acorns</source>
        <translation>Žir as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="33"/>
        <source>VII of Bells</source>
        <translation>Bundeva VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="34"/>
        <source>VIII of Bells</source>
        <translation>Bundeva VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="35"/>
        <source>IX of Bells</source>
        <translation>Bundeva IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="36"/>
        <source>X of Bells</source>
        <translation>Bundeva X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="37"/>
        <source>Unter of Bells</source>
        <translation>Bundeva dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="38"/>
        <source>Ober of Bells</source>
        <translation>Bundeva iber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="39"/>
        <source>King of Bells</source>
        <translation>Bundeva kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="40"/>
        <source>Ace of Bells</source>
        <translation>Bundeva as</translation>
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
        <translation>Srce dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="46"/>
        <source>Ober of Hearts</source>
        <translation>Srce iber</translation>
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
        <translation>Zeleni dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="58"/>
        <source>Ober of Zöld</source>
        <translation>Zeleni iber</translation>
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
        <translation>Žir VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="62"/>
        <source>VIII of Makk</source>
        <translation>Žir VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="63"/>
        <source>IX of Makk</source>
        <translation>Žir IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="64"/>
        <source>X of Makk</source>
        <translation>Žir X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="65"/>
        <source>Unter of Makk</source>
        <translation>Žir dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="66"/>
        <source>Ober of Makk</source>
        <translation>Žir iber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="67"/>
        <source>King of Makk</source>
        <translation>Žir kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="68"/>
        <source>Ace of Makk</source>
        <translation>Žir as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="69"/>
        <source>VII of Tök</source>
        <translation>Bundeva VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="70"/>
        <source>VIII of Tök</source>
        <translation>Bundeva VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="71"/>
        <source>IX of Tök</source>
        <translation>Bundeva IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="72"/>
        <source>X of Tök</source>
        <translation>Bundeva X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="73"/>
        <source>Unter of Tök</source>
        <translation>Bundeva dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="74"/>
        <source>Ober of Tök</source>
        <translation>Bundeva iber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="75"/>
        <source>King of Tök</source>
        <translation>Bundeva kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="76"/>
        <source>Ace of Tök</source>
        <translation>Bundeva as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="77"/>
        <source>VII of Piros</source>
        <translation>Crveni VII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="78"/>
        <source>VIII of Piros</source>
        <translation>Crveni VIII</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="79"/>
        <source>IX of Piros</source>
        <translation>Crveni IX</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="80"/>
        <source>X of Piros</source>
        <translation>Crveni X</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="81"/>
        <source>Unter of Piros</source>
        <translation>Crveni dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="82"/>
        <source>Ober of Piros</source>
        <translation>Crveni iber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="83"/>
        <source>King of Piros</source>
        <translation>Crveni kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/card_names.py" line="84"/>
        <source>Ace of Piros</source>
        <translation>Crveni as</translation>
    </message>
</context>
<context>
    <name>ClaimDesk</name>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="104"/>
        <source>Checking your claim…</source>
        <translation>Provjeravam tvoju tvrdnju…</translation>
    </message>
    <message>
        <source>Claims are not offered in the Russian game yet.</source>
        <translation type="vanished">U ruskoj igri još nema traženja preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="46"/>
        <source>No claims in this contract: it is not decided by the number of tricks.</source>
        <translation>U ovoj igri nema tvrdnje: ne odlučuje broj štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="35"/>
        <source>You can claim when it is your turn to play a card.</source>
        <translation>Tvrdnju možeš dati kad si na redu igrati kartu.</translation>
    </message>
    <message>
        <source>{name} claims the rest: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} tvrdi ostatak: preostali štihovi su sigurni, što god obrana igrala.</translation>
    </message>
    <message>
        <source>{name} claims {n} of the {m} remaining tricks, whatever the defence plays.</source>
        <translation type="vanished">{name} tvrdi {n} od {m} preostalih štihova, što god obrana igrala.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="39"/>
        <source>No claims on raspasy: every player counts his own tricks, so one player&apos;s claim cannot settle the others&apos;.</source>
        <translation>Na raspasima nema tvrdnji: svaki igrač broji svoje štihove, pa tvrdnja jednoga ne može odrediti štihove ostalih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claims.py" line="180"/>
        <source>The claim could not be checked: {error}</source>
        <translation>Tvrdnju nije bilo moguće provjeriti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/claim_stage.py" line="85"/>
        <source>Your claim holds: the remaining cards are played out as the record of the deal.</source>
        <translation>Tvoja tvrdnja vrijedi: preostale karte odigravaju se za zapis dijeljenja.</translation>
    </message>
    <message>
        <source>{name} claims: the remaining tricks are certain whatever the defence plays.</source>
        <translation type="vanished">{name} tvrdi: preostali štihovi su sigurni, što god obrana igrala.</translation>
    </message>
    <message>
        <source>The claimed play, trick by trick: {cards}.</source>
        <translation type="vanished">Igra iz tvrdnje, štih po štih: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="79"/>
        <source>{name} claims the rest.</source>
        <translation>{name} tvrdi ostatak.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="81"/>
        <source>{name} claims {n} of the {m} remaining tricks.</source>
        <translation>{name} tvrdi {n} od {m} preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="83"/>
        <source>Certain whatever the defence plays. The claimed play, trick by trick: {cards}.</source>
        <translation>Sigurno, što god obrana igrala. Igra iz tvrdnje, štih po štih: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="76"/>
        <source>{name} claims</source>
        <translation>Tvrdnja: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="58"/>
        <source>I take at most {n} of the {m} remaining tricks.</source>
        <translation>Uzimam najviše {n} od {m} preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="61"/>
        <source>The rest without a trick.</source>
        <translation>Ostatak bez štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="62"/>
        <source>The remaining tricks are yours.</source>
        <translation>Preostali štihovi su tvoji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="64"/>
        <source>I claim the rest.</source>
        <translation>Ostatak je moj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="65"/>
        <source>I claim {n} of the {m} remaining tricks.</source>
        <translation>Uzimam {n} od {m} preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="90"/>
        <source>Your claim does not hold.</source>
        <translation>Tvoja tvrdnja ne vrijedi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="96"/>
        <source>With the best play of the others, you must take {n} of the {m} remaining tricks.</source>
        <translation>Uz najbolju igru ostalih moraš uzeti {n} od {m} preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="98"/>
        <source>With the best play of the others, your side must take {n} of the {m} remaining tricks.</source>
        <translation>Uz najbolju igru ostalih tvoja strana mora uzeti {n} od {m} preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="101"/>
        <source>With the best play of the others, you take only {n} of the {m} remaining tricks.</source>
        <translation>Uz najbolju igru ostalih uzimaš samo {n} od {m} preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="104"/>
        <source>With the best play of the others, your side takes only {n} of the {m} remaining tricks.</source>
        <translation>Uz najbolju igru ostalih tvoja strana uzima samo {n} od {m} preostalih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="107"/>
        <source>The play goes on.</source>
        <translation>Igra se nastavlja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="120"/>
        <source>{name} can ruff the {nth} round of {suit}.</source>
        <translation>{name} može adutom prebiti {nth} krug u boji {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="122"/>
        <source>{name} can win the {nth} round of {suit} with {card}.</source>
        <translation>{name} može uzeti {nth} krug u boji {suit} kartom {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="129"/>
        <source>{name} must win the {nth} round of {suit} with {card}.</source>
        <translation>{name} mora uzeti {nth} krug u boji {suit} kartom {card}.</translation>
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
        <translation>treći</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/claim_texts.py" line="140"/>
        <source>fourth</source>
        <comment>round of a suit</comment>
        <translation>četvrti</translation>
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
        <translation>Tvrdnja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="68"/>
        <source>Claim tricks without playing them out. The claim is checked against every defence, with all cards known: if it holds, the deal ends as if played out; if not, you are told why and the play goes on.</source>
        <translation>Traži štihove bez odigravanja. Tvrdnja se provjerava protiv svake obrane uz sve poznate karte: ako vrijedi, dijeljenje završava kao da je odigrano; ako ne, saznaješ zašto i igra se nastavlja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="72"/>
        <source>&amp;None of the remaining tricks ({n})</source>
        <translation>&amp;Nijedan od preostalih štihova ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="74"/>
        <source>&amp;At most this many of them:</source>
        <translation>Na&amp;jviše ovoliko od njih:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="76"/>
        <source>&amp;All the remaining tricks ({n})</source>
        <translation>&amp;Sve preostale štihove ({n})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="78"/>
        <source>&amp;Only this many of them:</source>
        <translation>&amp;Samo ovoliko od njih:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/claim.py" line="80"/>
        <source>&amp;Claim</source>
        <translation>&amp;Traži</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="23"/>
        <source>▾ Hide the details</source>
        <translation>▾ Sakrij pojedinosti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/coach_bubble.py" line="24"/>
        <source>▸ Details: the figures behind it</source>
        <translation>▸ Pojedinosti: brojke na kojima se temelji</translation>
    </message>
</context>
<context>
    <name>CoachTexts</name>
    <message>
        <source>C1: do not take a trick your partner is already winning.</source>
        <translation type="vanished">C1: ne uzimaj štih koji tvoj partner već dobiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="42"/>
        <source>C2: with the declarer playing last, lead the top card you hold of the suit.</source>
        <translation>C2: kad izvođač igra posljednji, izbaci najvišu kartu koju imaš u boji.</translation>
    </message>
    <message>
        <source>C3: with the declarer playing second, lead very high or the lowest card you hold of the suit.</source>
        <translation type="vanished">C3: kad izvođač igra drugi, izbaci vrlo visoku ili svoju najnižu kartu u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="39"/>
        <source>C1: do not needlessly take a trick your partner is already winning.</source>
        <translation>C1: ne uzimaj bez potrebe štih koji tvoj partner već dobiva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="46"/>
        <source>C3: with the declarer playing second, lead one of the two highest cards still out, or the lowest card you hold of the suit.</source>
        <translation>C3: kad izvođač igra drugi, izbaci jednu od dviju najviših karata koje još nisu pale ili svoju najnižu kartu u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="50"/>
        <source>C3: with the declarer playing second, lead an ace or a king, or the lowest card you hold of the suit.</source>
        <translation>C3: kad izvođač igra drugi, izbaci asa ili kralja, ili svoju najnižu kartu u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="62"/>
        <source>{partner} is winning this trick with {card}, and the declarer has already played.</source>
        <translation>Ovaj štih dobiva {partner} (karta {card}), a izvođač je već odigrao.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="67"/>
        <source>{partner} is winning this trick with {card}; the declarer could beat it only with a card that would beat yours too.</source>
        <translation>Ovaj štih dobiva {partner} (karta {card}); izvođač bi je mogao tući samo kartom koja bi tukla i tvoju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="72"/>
        <source>{partner} is winning this trick with {card}, and the declarer cannot beat it.</source>
        <translation>Ovaj štih dobiva {partner} (karta {card}), a izvođač je ne može tući.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="77"/>
        <source>You lead, {partner} plays second and the declarer last: {card} is not your highest card of the suit.</source>
        <translation>Ti izbacuješ, {partner} igra drugi, a izvođač posljednji: {card} nije tvoja najviša karta u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="82"/>
        <source>You lead, the declarer plays second and {partner} last: {card} is neither very high nor your lowest card of the suit.</source>
        <translation>Ti izbacuješ, izvođač igra drugi, a {partner} posljednji: {card} nije ni vrlo visoka ni tvoja najniža karta u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="93"/>
        <source>Cards that keep it: {cards}; the best of them on what you could know: {best}. Drop {card} again to play it anyway.</source>
        <translation>Karte koje je poštuju: {cards}; najbolja od njih prema onome što si mogao znati: {best}. Ispusti kartu {card} ponovno ako je ipak želiš odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="98"/>
        <source>Cards that keep it: {cards}. Drop {card} again to play it anyway.</source>
        <translation>Karte koje je poštuju: {cards}. Ispusti kartu {card} ponovno ako je ipak želiš odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="113"/>
        <source>In that trick you broke {rule} with {card}.</source>
        <translation>U tom štihu kartom {card} prekršio si {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="124"/>
        <source>{partner} was winning the trick with {card}, and the declarer had already played.</source>
        <translation>Štih je dobivao {partner} (karta {card}), a izvođač je već odigrao.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="129"/>
        <source>{partner} was winning the trick with {card}; the declarer could have beaten it only with a card that would have beaten yours too.</source>
        <translation>Štih je dobivao {partner} (karta {card}); izvođač bi je mogao tući samo kartom koja bi tukla i tvoju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="134"/>
        <source>{partner} was winning the trick with {card}, and the declarer could not beat it.</source>
        <translation>Štih je dobivao {partner} (karta {card}), a izvođač je nije mogao tući.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="140"/>
        <source>You led, {partner} played second and the declarer last: {card} was not your highest card of the suit.</source>
        <translation>Ti si izbacio, {partner} je igrao drugi, a izvođač posljednji: {card} nije bila tvoja najviša karta u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="145"/>
        <source>You led, the declarer played second and {partner} last: {card} was neither very high nor your lowest card of the suit.</source>
        <translation>Ti si izbacio, izvođač je igrao drugi, a {partner} posljednji: {card} nije bila ni vrlo visoka ni tvoja najniža karta u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="154"/>
        <source>(Click this note or press Esc to close it.)</source>
        <translation>(Klikni bilješku ili pritisni Esc da je zatvoriš.)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="159"/>
        <source>Cards that would have kept it: {cards}.</source>
        <translation>Karte koje bi je poštovale: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="172"/>
        <source>by C2 it is the highest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>prema C2 to je njegova najviša karta u boji {suit}, dakle nema {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="176"/>
        <source>by C2 it is the highest card he holds in {suit}.</source>
        <translation>prema C2 to je njegova najviša karta u boji {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="180"/>
        <source>by C3 it is the lowest card he holds in {suit}, so he does not hold {cards}.</source>
        <translation>prema C3 to je njegova najniža karta u boji {suit}, dakle nema {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="184"/>
        <source>by C3 it is the lowest card he holds in {suit}.</source>
        <translation>prema C3 to je njegova najniža karta u boji {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="186"/>
        <source>by C3 a very high lead: it says nothing about his other cards in {suit}.</source>
        <translation>prema C3 vrlo visoko izbacivanje: ne govori ništa o njegovim ostalim kartama u boji {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="195"/>
        <source>{leader} led {card} with the declarer last:</source>
        <translation>{leader} je izbacio kartu {card}, a izvođač igra posljednji:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/coach_texts.py" line="198"/>
        <source>{leader} led {card} with the declarer second:</source>
        <translation>{leader} je izbacio kartu {card}, a izvođač igra drugi:</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <location filename="../prefgui/ui/game/computer_turns.py" line="204"/>
        <source>A computer player could not decide: {error}</source>
        <translation>Računalni igrač nije se mogao odlučiti: {error}</translation>
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
            <numerusform>%n štihova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../prefgui/ui/words/plurals.py" line="27"/>
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n odigrano dijeljenje</numerusform>
            <numerusform>%n odigrana dijeljenja</numerusform>
            <numerusform>%n odigranih dijeljenja</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillTexts</name>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="20"/>
        <source>Your partner is winning the trick. Which card do you play?</source>
        <translation>Tvoj partner dobiva štih. Koju kartu igraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="22"/>
        <source>You lead, and the declarer plays last. Which card do you lead?</source>
        <translation>Ti izbacuješ, a izvođač igra posljednji. Koju kartu izbacuješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="24"/>
        <source>You lead, and the declarer plays second. Which card do you lead?</source>
        <translation>Ti izbacuješ, a izvođač igra drugi. Koju kartu izbacuješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="26"/>
        <source>Your partner&apos;s suit should run. Which card do you play?</source>
        <translation>Boja tvog partnera treba proći. Koju kartu igraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="28"/>
        <source>You could win this trick. Which card do you play?</source>
        <translation>Ovaj štih mogao bi uzeti. Koju kartu igraš?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="30"/>
        <source>You lead, and the declarer plays right after you. Which card do you lead?</source>
        <translation>Ti izbacuješ, a izvođač igra odmah poslije tebe. Koju kartu izbacuješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="33"/>
        <source>You lead, and your partner can trump. Which card do you lead?</source>
        <translation>Ti izbacuješ, a tvoj partner može sjeći adutom. Koju kartu izbacuješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="35"/>
        <source>Count the declarer&apos;s tricks. Which card holds him to the fewest?</source>
        <translation>Prebroji izvođačeve štihove. Nakon koje karte uzima najmanje?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="37"/>
        <source>You are the declarer. Which card takes the most tricks?</source>
        <translation>Ti si izvođač. S kojom kartom uzimaš najviše štihova?</translation>
    </message>
    <message>
        <source>Your partner&apos;s card already wins the trick: do not take it over (convention C1).</source>
        <translation type="vanished">Karta tvog partnera već dobiva štih: ne preuzimaj ga (konvencija C1).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="43"/>
        <source>With the declarer playing last, lead your top card of the suit (convention C2): your partner then knows where the higher cards are.</source>
        <translation>Kad izvođač igra posljednji, izbaci svoju najvišu kartu u boji (konvencija C2): partner tada zna gdje su više karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="47"/>
        <source>With the declarer playing second, lead very high or your lowest card of the suit (convention C3).</source>
        <translation>Kad izvođač igra drugi, izbaci vrlo visoku ili svoju najnižu kartu u boji (konvencija C3).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="51"/>
        <source>Playing your high card now keeps your partner&apos;s suit from being blocked.</source>
        <translation>Ako sada igraš svoju visoku kartu, ne blokiraš boju svog partnera.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="54"/>
        <source>Letting this trick go with a low card keeps your winner for later.</source>
        <translation>Ako ovaj štih pustiš niskom kartom, jaka karta ostaje ti za kasnije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="56"/>
        <source>Leading through the declarer&apos;s broken honours makes him choose before your partner plays.</source>
        <translation>Izbacivanjem kroz izvođačeve rupičaste visoke karte tjeraš ga da bira prije nego što partner igra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="60"/>
        <source>Your partner has none of this suit and can trump it.</source>
        <translation>Tvoj partner nema ovu boju i može sjeći adutom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="62"/>
        <source>Only this card keeps the declarer to the fewest tricks.</source>
        <translation>Samo nakon ove karte izvođač uzima najmanje štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="64"/>
        <source>This card takes the most tricks with best play.</source>
        <translation>S ovom kartom uz najbolju igru uzimaš najviše štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="97"/>
        <source>Right: {card}.</source>
        <translation>Točno: {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="100"/>
        <source>Not {card}: right is {cards}.</source>
        <translation>Ne {card}: točno je {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="103"/>
        <source>{card} breaks the convention {rule}.</source>
        <translation>{card} krši konvenciju {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="107"/>
        <source>Tricks {card} gives away: {n}.</source>
        <translation>Štihovi koje {card} poklanja: {n}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="113"/>
        <source>Here keeping the convention costs tricks with all cards known: the conventions trade tricks for what your partner learns.</source>
        <translation>Ovdje poštivanje konvencije stoji štihova kad su poznate sve karte: konvencije mijenjaju štihove za ono što partner sazna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="117"/>
        <source>The number on each card: the declarer&apos;s tricks after it, with best play by everybody.</source>
        <translation>Broj na svakoj karti: izvođačevi štihovi nakon nje, kad svi igraju najbolje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="127"/>
        <source>Judged as the hint judges: among the cards that keep the conventions, the best on what you could know (the deals that fit the calls and the cards so far).</source>
        <translation>Procijenjeno kao kod savjeta: od karata koje poštuju konvencije, najbolja prema onome što si mogao znati (rasporedi koji odgovaraju licitaciji i dosad odigranim kartama).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/drill_texts.py" line="131"/>
        <source>Judged with all cards known: the right cards lose no trick with best play by everybody.</source>
        <translation>Procijenjeno uz sve poznate karte: točne karte ne gube nijedan štih kad svi igraju najbolje.</translation>
    </message>
</context>
<context>
    <name>ErrorTexts</name>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="21"/>
        <source>It is not your turn.</source>
        <translation>Nisi na redu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="22"/>
        <source>The deal is already over.</source>
        <translation>Dijeljenje je već završeno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="23"/>
        <source>You do not hold {card}.</source>
        <translation>Nemaš kartu {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="24"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Moraš odgovoriti na boju. {suit} imaš u ruci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="25"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Moraš sjeći adutom. {suit} imaš u ruci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="26"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Moraš prebiti kartu koja nosi štih: imaš višu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="28"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Tvoj partner već nosi ovaj štih: za ovim stolom ne smiješ ga prebiti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="31"/>
        <source>You cannot play {card} now.</source>
        <translation>Kartu {card} sada ne možeš odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="32"/>
        <source>This bid is not allowed: the bid to beat is {bid}.</source>
        <translation>Ova licitacija nije dopuštena: treba nadmašiti licitaciju {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="34"/>
        <source>This bid is not allowed as the opening bid.</source>
        <translation>Ova licitacija nije dopuštena kao prva.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="36"/>
        <source>Name a suit above every suit already named.</source>
        <translation>Imenuj boju višu od svih već imenovanih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="37"/>
        <source>You may hold only with priority over the player who made the bid.</source>
        <translation>„Moje” smiješ reći samo ako imaš prednost pred igračem koji je dao licitaciju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="39"/>
        <source>Nobody has bid yet: there is nothing to hold.</source>
        <translation>Još nitko nije licitirao: nema se što zadržati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="41"/>
        <source>Nobody has bid: as the last player you must bid.</source>
        <translation>Nitko nije licitirao: kao zadnji igrač moraš licitirati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="43"/>
        <source>After your own plain bid or hold you may no longer bid hand.</source>
        <translation>Nakon svoje obične licitacije ili „moje” više ne smiješ licitirati iz ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="45"/>
        <source>Choose two different cards of your hand to discard.</source>
        <translation>Za odbacivanje odaberi dvije različite karte iz svoje ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="47"/>
        <source>Declare at least your bid: {bid}.</source>
        <translation>Najavi barem svoju licitaciju: {bid}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="48"/>
        <source>Offer more than {amount}.</source>
        <translation>Ponudi više od {amount}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="49"/>
        <source>The declarer may concede only after the defenders&apos; decisions and before the first card.</source>
        <translation>Izvođač se smije predati tek nakon odluka pratitelja i prije prve karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="51"/>
        <source>Only a declarer without an ace may announce it, right after the declaration.</source>
        <translation>To smije najaviti samo izvođač bez asa, odmah nakon najave igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="53"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>To u ovom trenutku dijeljenja nije moguće.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="57"/>
        <source>“{option}” applies only when “{other}” is “{value}”.</source>
        <translation>„{option}” vrijedi samo kad je za „{other}” odabrano „{value}”.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="59"/>
        <source>This variant cannot be played by {n} players.</source>
        <translation>Ovu varijantu ne mogu igrati {n} igrača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="60"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Broj igrača mijenja se samo s novom partijom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/error_texts.py" line="62"/>
        <source>An option has a value it cannot take.</source>
        <translation>Jedna opcija ima nedopuštenu vrijednost.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="21"/>
        <source>The saved game {name} was written by a newer version of prefgui (format version {version}). This version cannot read it and left it in place, so that the newer version still finds it.</source>
        <translation>Spremljenu igru {name} zapisala je novija verzija programa prefgui (verzija formata {version}). Ova je verzija ne može pročitati pa ju je ostavila na mjestu, kako bi je novija verzija i dalje pronašla.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="27"/>
        <source>The saved game {name} is a Russian pulka. This version&apos;s window does not play the Russian game yet, so it left the file in place.</source>
        <translation>Spremljena igra {name} je pulka ruskog preferansa. Prozor ove verzije još ne igra rusku igru pa je datoteku ostavio na mjestu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="32"/>
        <source>The saved game {name} could not be resumed ({detail}). The damaged file was kept as {kept}.</source>
        <translation>Spremljena igra {name} nije se mogla nastaviti ({detail}). Oštećena datoteka sačuvana je kao {kept}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="37"/>
        <source>The saved game {name} could not be resumed ({detail}), and it could not be moved aside.</source>
        <translation>Spremljena igra {name} nije se mogla nastaviti ({detail}), a nije se mogla ni skloniti na stranu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="49"/>
        <source>The session saved in {name} was resumed instead.</source>
        <translation>Umjesto nje nastavljena je partija spremljena u {name}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="53"/>
        <source>A new session has started.</source>
        <translation>Započela je nova partija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="59"/>
        <source>The card deck {name} cannot be drawn ({detail}); the game&apos;s own cards are shown instead.</source>
        <translation>Špil karata {name} ne može se iscrtati ({detail}); umjesto njega prikazuju se vlastite karte igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="67"/>
        <source>The saved settings could not be read ({detail}); the defaults are used and the old settings were kept aside.</source>
        <translation>Spremljene postavke nisu se mogle pročitati ({detail}); koriste se zadane vrijednosti, a stare su postavke sklonjene na stranu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="75"/>
        <source>The game could not be saved: {detail}.

Play goes on and no action is lost while the game runs: prefgui keeps trying to save after every action and every few seconds. Choose another folder to save in, or free the disk and the game is saved again by itself.</source>
        <translation>Igra se nije mogla spremiti: {detail}.

Igra se nastavlja i dok traje, nijedan se potez ne gubi: prefgui nakon svakog poteza i svakih nekoliko sekundi ponovno pokušava spremiti. Odaberi drugu mapu za spremanje ili oslobodi prostor na disku i igra će se ponovno spremiti sama.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/file_messages.py" line="85"/>
        <source>The settings could not be saved ({detail}). They apply while the game runs; the next start uses the settings saved before.</source>
        <translation>Postavke se nisu mogle spremiti ({detail}). Vrijede dok igra traje; sljedeće pokretanje koristi prije spremljene postavke.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Savjet: {why}</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Savjet: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Nisi na redu.</translation>
    </message>
    <message>
        <source>The game could not be saved: {error}</source>
        <translation type="vanished">Igra se nije mogla spremiti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/controller.py" line="190"/>
        <source>A computer player made an impossible move: {error}</source>
        <translation>Računalni igrač napravio je nemoguć potez: {error}</translation>
    </message>
    <message>
        <source>A computer player could not decide: {error}</source>
        <translation type="vanished">Računalni igrač nije se mogao odlučiti: {error}</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="78"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Broj igrača mijenja se samo s novom partijom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="80"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Svaka varijanta ima svoju kasu ili banku, pa druga varijanta započinje novu partiju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="82"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="91"/>
        <source>Settings</source>
        <translation>Postavke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="83"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Trenutna partija ostaje među spremljenim partijama. Započeti novu partiju sada?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="92"/>
        <source>The new rules cannot be used: {reason}</source>
        <translation>Nova pravila ne mogu se primijeniti: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="97"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Nova pravila vrijede od sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="100"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Nova pravila vrijede od sljedećeg dijeljenja; ovo dijeljenje završava po starima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="149"/>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="153"/>
        <source>Saved sessions</source>
        <translation>Spremljene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/game_dialogs.py" line="154"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Ova se partija nije mogla nastaviti: {error}</translation>
    </message>
</context>
<context>
    <name>HumanWords</name>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="76"/>
        <location filename="../prefgui/ui/game/human_words.py" line="78"/>
        <source>Hint: {why}</source>
        <translation>Savjet: {why}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/game/human_words.py" line="80"/>
        <source>Hint: {what} ({why})</source>
        <translation>Savjet: {what} ({why})</translation>
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
        <translation>{title} — ne sprema se</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="55"/>
        <source>Score sheet</source>
        <translation>Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/practice_sheet.py" line="53"/>
        <source>Score sheet — defence practice</source>
        <translation>Zapisnik — vježba obrane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/main_window.py" line="228"/>
        <source>prefgui was started again: this window already plays on the same data folder.</source>
        <translation>prefgui je ponovno pokrenut: ovaj prozor već igra s istom mapom podataka.</translation>
    </message>
    <message>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation type="vanished">Tvoj red: povuci označenu kartu na stol ili je dvaput klikni.</translation>
    </message>
    <message>
        <source>Your turn: choose on the table.</source>
        <translation type="vanished">Tvoj red: odaberi na stolu.</translation>
    </message>
    <message>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation type="vanished">Stanje od početka partije (plus dobitak, minus gubitak).</translation>
    </message>
    <message>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation type="vanished">Prije ovog dijeljenja svatko je uplatio {n} ({pot}).</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} razmišlja…</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="vanished">Nisi na redu.</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation type="vanished">Savjet: {why}</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation type="vanished">Još nema završenog dijeljenja.</translation>
    </message>
    <message>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation type="vanished">Trenutna partija ostaje među spremljenim partijama. Započeti novu partiju sada?</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}.</source>
        <translation type="vanished">Moraš odgovoriti na boju: imaš {suit}.</translation>
    </message>
    <message>
        <source>You must trump: you hold {suit}.</source>
        <translation type="vanished">Moraš sjeći adutom: imaš {suit}.</translation>
    </message>
    <message>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation type="vanished">Moraš prebiti kartu koja nosi štih: imaš višu.</translation>
    </message>
    <message>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation type="vanished">Tvoj partner već nosi ovaj štih: za ovim stolom ne smiješ ga prebiti.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation type="vanished">Nemaš tu kartu.</translation>
    </message>
    <message>
        <source>Hint: {what} ({why})</source>
        <translation type="vanished">Savjet: {what} ({why})</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session.</source>
        <translation type="vanished">Broj igrača mijenja se samo s novom partijom.</translation>
    </message>
    <message>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation type="vanished">Svaka varijanta ima svoju kasu ili banku, pa druga varijanta započinje novu partiju.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="vanished">Postavke</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Broj igrača mijenja se samo s novom partijom. Započeti sada novu partiju?</translation>
    </message>
    <message>
        <source>The new rules cannot be used: {reason}</source>
        <translation type="vanished">Nova pravila ne mogu se primijeniti: {reason}</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal.</source>
        <translation type="vanished">Nova pravila vrijede od sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation type="vanished">Nova pravila vrijede od sljedećeg dijeljenja; ovo dijeljenje završava po starima.</translation>
    </message>
    <message>
        <source>Saved sessions</source>
        <translation type="vanished">Spremljene partije</translation>
    </message>
    <message>
        <source>This session could not be resumed: {error}</source>
        <translation type="vanished">Ova se partija nije mogla nastaviti: {error}</translation>
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
        <translation>&amp;Dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="96"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trener</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="97"/>
        <source>&amp;Drills</source>
        <translation>&amp;Zadaci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="98"/>
        <source>D&amp;efence practice</source>
        <translation>Vježba &amp;obrane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="100"/>
        <source>&amp;Review last deal</source>
        <translation>&amp;Analiziraj zadnje dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="59"/>
        <source>&amp;View</source>
        <translation>&amp;Prikaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="102"/>
        <source>&amp;Help</source>
        <translation>Po&amp;moć</translation>
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
        <translation>&amp;Spremljene partije…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="105"/>
        <source>Se&amp;ttings…</source>
        <translation>P&amp;ostavke…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="60"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="61"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Tema karata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="106"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="107"/>
        <source>&amp;Hint</source>
        <translation>&amp;Savjet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="108"/>
        <source>Show &amp;last trick</source>
        <translation>Prikaži &amp;zadnji štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="109"/>
        <source>&amp;Trick history</source>
        <translation>Povijest š&amp;tihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="110"/>
        <source>&amp;Claim the rest…</source>
        <translation>&amp;Traži ostatak…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="111"/>
        <source>Deal s&amp;ummary</source>
        <translation>P&amp;regled dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="112"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Sljedeće dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="113"/>
        <source>&amp;Progress…</source>
        <translation>&amp;Napredak…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="114"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Način vježbe (dopušta vraćanje karata)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="115"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Vrati moju zadnju kartu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="62"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Brzina animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="63"/>
        <source>Slow</source>
        <translation>Sporo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="64"/>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="65"/>
        <source>Fast</source>
        <translation>Brzo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="66"/>
        <source>Off</source>
        <translation>Isključeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/view_menu.py" line="69"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Cijeli zaslon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="116"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Dobrodošlica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="117"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Prečaci tipkovnice</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="118"/>
        <source>&amp;Rules</source>
        <translation>P&amp;ravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="119"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="131"/>
        <source>No trick has been completed yet.</source>
        <translation>Još nije odigran nijedan štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odaberi kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj odabranu kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Razmaknica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kretanje po gumbima ploče za odluke i pritisak na njih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;savjet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;prikaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;povijest štihova&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zapisnik&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sljedeće dijeljenje (kad je dijeljenje završeno)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pravila&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrati moju zadnju kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cijeli zaslon&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izlaz&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="33"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;claim the remaining tricks&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;C&lt;/b&gt;&lt;/td&gt;&lt;td&gt;traži preostale štihove&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="35"/>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;defence practice&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vježba obrane&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Zadnji štih: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="154"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Način vježbe: smiješ vraćati svoje karte (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="155"/>
        <source>Practice mode is off.</source>
        <translation>Način vježbe je isključen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/actions.py" line="161"/>
        <source>Nothing to undo in this deal.</source>
        <translation>U ovom dijeljenju nema se što vratiti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="16"/>
        <source>Keyboard shortcuts</source>
        <translation>Prečaci tipkovnice</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odaberi kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj odabranu kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Razmaknica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kretanje po gumbima ploče za odluke i pritisak na njih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;savjet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;prikaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrati moju zadnju kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cijeli zaslon&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izlaz&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>About prefgui</source>
        <translation>O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/help_boxes.py" line="41"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferans protiv računala: austrijska, ilustrirana, zapadnobalkanska, mađarska, podunavskošvapska i američka pravila.&lt;/p&gt;&lt;p&gt;Slobodni softver pod licencom GNU GPL, verzija 3 ili novija. Crteži karata: vlastiti. Font: DejaVu Sans (slobodna licenca).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>OptionNames</name>
    <message>
        <source>direction</source>
        <translation type="vanished">Smjer igre</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation type="vanished">Kad svi kažu dalje</translation>
    </message>
    <message>
        <source>hold</source>
        <translation type="vanished">Zadržavanje licitacije</translation>
    </message>
    <message>
        <source>raise step</source>
        <translation type="vanished">Korak licitacije</translation>
    </message>
    <message>
        <source>hand bid only before plain bid</source>
        <translation type="vanished">Iz ruke samo prije obične licitacije</translation>
    </message>
    <message>
        <source>one more rule</source>
        <translation type="vanished">Pravilo „samo jedan više”</translation>
    </message>
    <message>
        <source>illustrated ranking</source>
        <translation type="vanished">Poredak igara (ilustrirani)</translation>
    </message>
    <message>
        <source>illustrated form</source>
        <translation type="vanished">Oblik (ilustrirani)</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation type="vanished">Ljestvica igara</translation>
    </message>
    <message>
        <source>talon shown</source>
        <translation type="vanished">Talon se pokazuje</translation>
    </message>
    <message>
        <source>widow order</source>
        <translation type="vanished">Redoslijed kod talona</translation>
    </message>
    <message>
        <source>invitation</source>
        <translation type="vanished">Poziv partneru</translation>
    </message>
    <message>
        <source>first defender may invite</source>
        <translation type="vanished">Prvi pratitelj smije pozvati</translation>
    </message>
    <message>
        <source>concession window</source>
        <translation type="vanished">Kada se izvođač smije predati</translation>
    </message>
    <message>
        <source>joint concession</source>
        <translation type="vanished">Zajedničko poklanjanje igre</translation>
    </message>
    <message>
        <source>open defender comms</source>
        <translation type="vanished">Dogovor pratitelja u otvorenim igrama</translation>
    </message>
    <message>
        <source>contra</source>
        <translation type="vanished">Kontra</translation>
    </message>
    <message>
        <source>contra on</source>
        <translation type="vanished">Kontra na</translation>
    </message>
    <message>
        <source>contra levels</source>
        <translation type="vanished">Stupnjevi kontre</translation>
    </message>
    <message>
        <source>compulsory contra on spades</source>
        <translation type="vanished">Obvezna kontra na pik</translation>
    </message>
    <message>
        <source>must trump</source>
        <translation type="vanished">Obveza sječenja adutom</translation>
    </message>
    <message>
        <source>must head</source>
        <translation type="vanished">Obveza prebijanja</translation>
    </message>
    <message>
        <source>first lead</source>
        <translation type="vanished">Prvi izlaz</translation>
    </message>
    <message>
        <source>sans first lead</source>
        <translation type="vanished">Prvi izlaz u sancu</translation>
    </message>
    <message>
        <source>slam6 run</source>
        <translation type="vanished">Šest zaredom u preferansu</translation>
    </message>
    <message>
        <source>dealer unit payer</source>
        <translation type="vanished">Tko plaća jedinicu</translation>
    </message>
    <message>
        <source>invite fail penalty</source>
        <translation type="vanished">Kazna za neuspjeli poziv</translation>
    </message>
    <message>
        <source>inviter gets dealer unit</source>
        <translation type="vanished">Pozivatelj dobiva djeliteljevu jedinicu</translation>
    </message>
    <message>
        <source>concession invited</source>
        <translation type="vanished">Predaja protiv pozvane obrane</translation>
    </message>
    <message>
        <source>multiply by contract value</source>
        <translation type="vanished">Množenje brojem igre</translation>
    </message>
    <message>
        <source>original scoring</source>
        <translation type="vanished">Izvorno bodovanje</translation>
    </message>
    <message>
        <source>original multiplier basis</source>
        <translation type="vanished">Osnova množitelja</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation type="vanished">Zaokruživanje</translation>
    </message>
    <message>
        <source>original scope</source>
        <translation type="vanished">Opseg izvornog bodovanja</translation>
    </message>
    <message>
        <source>pot shortfall</source>
        <translation type="vanished">Premalo u kasi</translation>
    </message>
    <message>
        <source>defence quota</source>
        <translation type="vanished">Kvota obrane</translation>
    </message>
    <message>
        <source>invited trick credit</source>
        <translation type="vanished">Štihovi pozvanoga</translation>
    </message>
    <message>
        <source>sans defender payments</source>
        <translation type="vanished">Plaćanja pratiteljima u sancu</translation>
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
        <translation type="vanished">Najveći broj refa</translation>
    </message>
    <message>
        <source>refa consume</source>
        <translation type="vanished">Trošenje refe</translation>
    </message>
    <message>
        <source>hand value plus one</source>
        <translation type="vanished">Igra iz ruke vrijedi jedan više</translation>
    </message>
    <message>
        <source>equal talon payment</source>
        <translation type="vanished">Plaćanje za jednake karte u talonu</translation>
    </message>
    <message>
        <source>overtrick payment</source>
        <translation type="vanished">Plaćanje za štihove viška i manjka</translation>
    </message>
    <message>
        <source>american payout</source>
        <translation type="vanished">Isplata (američki)</translation>
    </message>
    <message>
        <source>payout table</source>
        <translation type="vanished">Tablica isplata</translation>
    </message>
    <message>
        <source>failure penalty</source>
        <translation type="vanished">Kazna za pad</translation>
    </message>
    <message>
        <source>preference bonus</source>
        <translation type="vanished">Bonus Préférence</translation>
    </message>
    <message>
        <source>preference bonus scope</source>
        <translation type="vanished">Opseg bonusa Préférence</translation>
    </message>
    <message>
        <source>preference bonus payers</source>
        <translation type="vanished">Tko plaća bonus Préférence</translation>
    </message>
    <message>
        <source>four aces bonus</source>
        <translation type="vanished">Bonus za četiri asa</translation>
    </message>
    <message>
        <source>four aces count</source>
        <translation type="vanished">Gdje se broje četiri asa</translation>
    </message>
    <message>
        <source>no ace bonus</source>
        <translation type="vanished">Bonus bez asa</translation>
    </message>
    <message>
        <source>no ace hand games</source>
        <translation type="vanished">Najava „bez asa” u igrama iz ruke</translation>
    </message>
    <message>
        <source>conventions status</source>
        <translation type="vanished">Važenje konvencija</translation>
    </message>
    <message>
        <source>c3 high</source>
        <translation type="vanished">„Vrlo visoka” u C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="123"/>
        <source>Direction of play</source>
        <translation>Smjer igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="124"/>
        <source>When everybody passes</source>
        <translation>Kad svi kažu dalje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="125"/>
        <source>Holding a bid</source>
        <translation>Držanje licitacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="126"/>
        <source>Raising the bid</source>
        <translation>Podizanje licitacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="127"/>
        <source>Hand bid only before a plain bid</source>
        <translation>Iz ruke samo prije obične licitacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="128"/>
        <source>One-more rule</source>
        <translation>Pravilo „samo jedan više”</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="129"/>
        <source>Rank of open misère and slam</source>
        <translation>Rang otvorenog betla i preferansa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="130"/>
        <source>Form of the game</source>
        <translation>Oblik igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="131"/>
        <source>Contracts above the suits</source>
        <translation>Igre iznad boja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="132"/>
        <source>Talon shown to the defenders</source>
        <translation>Talon se pokazuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="133"/>
        <source>Taking the widow</source>
        <translation>Uzimanje talona</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="134"/>
        <source>Invitation</source>
        <translation>Poziv partneru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="135"/>
        <source>First defender may invite</source>
        <translation>Prvi pratitelj smije pozvati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="136"/>
        <source>When the declarer may give up</source>
        <translation>Kada se izvođač smije predati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="137"/>
        <source>Defenders may concede together</source>
        <translation>Zajedničko poklanjanje igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="138"/>
        <source>Defenders talking in open contracts</source>
        <translation>Dogovor pratitelja u otvorenim igrama</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="139"/>
        <source>Contra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="140"/>
        <source>Contra allowed against</source>
        <translation>Kontra na</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="141"/>
        <source>Contra levels</source>
        <translation>Stupnjevi kontre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="142"/>
        <source>Compulsory contra against spades</source>
        <translation>Obvezna kontra na pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="143"/>
        <source>Must trump</source>
        <translation>Obveza sječenja adutom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="144"/>
        <source>Must beat the trick</source>
        <translation>Obveza prebijanja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="145"/>
        <source>First lead</source>
        <translation>Prvi izlaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="146"/>
        <source>First lead in sans</source>
        <translation>Prvi izlaz u sancu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="147"/>
        <source>Six-in-a-row slam</source>
        <translation>Šest zaredom u preferansu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="148"/>
        <source>Who pays the unit for 2 tricks</source>
        <translation>Tko plaća jedinicu za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="149"/>
        <source>Penalty for a failed invitation</source>
        <translation>Kazna za neuspjeli poziv</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="150"/>
        <source>Inviter gets the dealer&apos;s unit</source>
        <translation>Pozivatelj dobiva djeliteljevu jedinicu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="151"/>
        <source>Giving up against an invited defence</source>
        <translation>Predaja protiv pozvane obrane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="152"/>
        <source>Multiply by the contract&apos;s number</source>
        <translation>Množenje brojem igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="153"/>
        <source>Original scoring</source>
        <translation>Izvorno bodovanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="154"/>
        <source>Original scoring: pot measured</source>
        <translation>Izvorni obračun: kada se mjeri kasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="155"/>
        <source>Rounding</source>
        <translation>Zaokruživanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="156"/>
        <source>Original scoring applies to</source>
        <translation>Opseg izvornog bodovanja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="157"/>
        <source>When the pot runs short</source>
        <translation>Premalo u kasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="158"/>
        <source>Tricks the defence needs</source>
        <translation>Kvota obrane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="159"/>
        <source>Invited defender&apos;s tricks paid to</source>
        <translation>Za štihove pozvanog prima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="160"/>
        <source>Defender payments in sans</source>
        <translation>Plaćanja pratiteljima u sancu</translation>
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
        <translation type="vanished">Najviše refa odjednom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="164"/>
        <source>Rounds of refa marks a session</source>
        <translation>Krugova refa po partiji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="165"/>
        <source>The refa limit counts</source>
        <translation>Granica refa broji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="166"/>
        <source>A refa mark is used</source>
        <translation>Refa se troši</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="167"/>
        <source>Hand contract worth one more</source>
        <translation>Igra iz ruke vrijedi jedan više</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="168"/>
        <source>Payment for a paired talon</source>
        <translation>Plaćanje za jednake karte u talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="169"/>
        <source>Over- and undertricks paid</source>
        <translation>Plaćanje za štihove viška i manjka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="170"/>
        <source>Reward from the pot</source>
        <translation>Dobitak iz kase</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="171"/>
        <source>Reward amounts</source>
        <translation>Iznosi dobitka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="172"/>
        <source>Penalty for failing</source>
        <translation>Kazna za pad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="173"/>
        <source>Préférence bonus</source>
        <translation>Bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="174"/>
        <source>Préférence bonus applies to</source>
        <translation>Opseg bonusa Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="175"/>
        <source>Préférence bonus paid by</source>
        <translation>Tko plaća bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="176"/>
        <source>Four aces bonus</source>
        <translation>Bonus za četiri asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="177"/>
        <source>Where the four aces count</source>
        <translation>Gdje se broje četiri asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="178"/>
        <source>No-ace bonus</source>
        <translation>Bonus bez asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="179"/>
        <source>No-ace announcement in hand games</source>
        <translation>Najava „bez asa” u igrama iz ruke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="180"/>
        <source>Defender conventions</source>
        <translation>Dogovori pratitelja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="181"/>
        <source>“Very high” in C3</source>
        <translation>„Vrlo visoka” u C3</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="182"/>
        <source>Settle the C1 compensation</source>
        <translation>Obračunaj naknadu za C1</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="184"/>
        <source>Size of the pool</source>
        <translation>Veličina pulje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="185"/>
        <source>Misère only as the first call</source>
        <translation>Betl samo kao prva licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="186"/>
        <source>Bids without the talon</source>
        <translation>Igre bez talona</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="187"/>
        <source>Ten-trick contract</source>
        <translation>Igra od deset štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="188"/>
        <source>Half-whist on</source>
        <translation>Pola vista u igrama</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="189"/>
        <source>Who may half-whist</source>
        <translation>Tko smije reći pola vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="190"/>
        <source>Half-whister overruled by a whist</source>
        <translation>Pola vista kad partner ipak vistuje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="191"/>
        <source>Stalingrad</source>
        <translation>Staljingrad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="192"/>
        <source>Open whist: hands laid down</source>
        <translation>Otvoreni vist: kad se karte otvaraju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="193"/>
        <source>Misère: the catchers&apos; hands laid down</source>
        <translation>Betl: kad pratitelji otvaraju karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="194"/>
        <source>Whists for a defence trick</source>
        <translation>Vistovi za štih pratitelja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="195"/>
        <source>Mountain for an undertrick</source>
        <translation>Gora za štih koji nedostaje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="196"/>
        <source>Consolation for an undertrick</source>
        <translation>Konsolacija za štih koji nedostaje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="197"/>
        <source>Consolation written by</source>
        <translation>Tko piše konsolaciju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="198"/>
        <source>Lone whister on a failed contract</source>
        <translation>Jedini vistač kad izvođač padne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="199"/>
        <source>Mountain for a whister&apos;s missing trick</source>
        <translation>Gora za štihove koji nedostaju vistačima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="200"/>
        <source>Two whisters short on six or seven</source>
        <translation>Dva vistača bez dovoljno štihova na šest ili sedam</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="201"/>
        <source>Two whisters without a trick on eight or more</source>
        <translation>Dva vistača bez štiha na osam i više</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="202"/>
        <source>Mountain for a misère trick</source>
        <translation>Gora za štih u betlu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="203"/>
        <source>Worth of a pool point</source>
        <translation>Vrijednost boda pulje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="204"/>
        <source>The pool closes at its size</source>
        <translation>Pulja se zatvara na svojoj veličini</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="205"/>
        <source>Points over a closed pool</source>
        <translation>Bodovi iznad zatvorene pulje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="206"/>
        <source>End of the pulka</source>
        <translation>Kraj pulke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="207"/>
        <source>No end during all-pass deals</source>
        <translation>Nema kraja tijekom raspasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="208"/>
        <source>All-pass deals written</source>
        <translation>Upis raspasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="209"/>
        <source>All-pass progression</source>
        <translation>Progresija u raspasima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="210"/>
        <source>No trick in an all-pass deal</source>
        <translation>Bez štiha u raspasima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="211"/>
        <source>All-pass: only tricks above the fewest</source>
        <translation>Raspasi: samo štihovi iznad najmanjeg broja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="212"/>
        <source>Whists for an all-pass trick</source>
        <translation>Vistovi za štih u raspasima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="213"/>
        <source>All-pass whists count</source>
        <translation>Vistovi u raspasima računaju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="214"/>
        <source>Talon in an all-pass deal</source>
        <translation>Talon u raspasima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="215"/>
        <source>Talon trick nobody follows</source>
        <translation>Štih iz talona na koji nitko ne odgovori</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="216"/>
        <source>Lead to the third all-pass trick</source>
        <translation>Izlaz u treći štih raspasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="217"/>
        <source>Dealer scored in all-pass deals</source>
        <translation>Djelitelju se upisuju raspasi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="218"/>
        <source>End of a series of all-pass deals</source>
        <translation>Što prekida niz raspasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="219"/>
        <source>Exit from all-pass deals</source>
        <translation>Izlazak iz raspasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="220"/>
        <source>Misère after an all-pass deal</source>
        <translation>Betl nakon raspasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="221"/>
        <source>Without three</source>
        <translation>Bez tri</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="222"/>
        <source>Dealer&apos;s talon bonuses</source>
        <translation>Nagrade djelitelju za talon</translation>
    </message>
</context>
<context>
    <name>OptionValues</name>
    <message>
        <source>cw</source>
        <translation type="vanished">u smjeru kazaljke na satu</translation>
    </message>
    <message>
        <source>acw</source>
        <translation type="vanished">suprotno od kazaljke na satu</translation>
    </message>
    <message>
        <source>last player forced</source>
        <translation type="vanished">zadnji mora licitirati</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation type="vanished">ponovno dijeljenje</translation>
    </message>
    <message>
        <source>any</source>
        <translation type="vanished">bilo koliko</translation>
    </message>
    <message>
        <source>exactly one</source>
        <translation type="vanished">točno jedan</translation>
    </message>
    <message>
        <source>open exception</source>
        <translation type="vanished">iznimka za otvorene igre</translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="vanished">obično</translation>
    </message>
    <message>
        <source>open contracts</source>
        <translation type="vanished">otvorene igre</translation>
    </message>
    <message>
        <source>six in a row</source>
        <translation type="vanished">šest zaredom</translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="vanished">standardna</translation>
    </message>
    <message>
        <source>sans7</source>
        <translation type="vanished">sanac kao 7</translation>
    </message>
    <message>
        <source>extended</source>
        <translation type="vanished">proširena</translation>
    </message>
    <message>
        <source>extended no one</source>
        <translation type="vanished">proširena bez igre na jedan štih</translation>
    </message>
    <message>
        <source>serbian</source>
        <translation type="vanished">srpska</translation>
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
        <translation type="vanished">nakon odluke obrane</translation>
    </message>
    <message>
        <source>any time before lead</source>
        <translation type="vanished">bilo kada prije izlaza</translation>
    </message>
    <message>
        <source>table talk</source>
        <translation type="vanished">dogovor dopušten</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">bez dogovora</translation>
    </message>
    <message>
        <source>full view</source>
        <translation type="vanished">puni uvid</translation>
    </message>
    <message>
        <source>all</source>
        <translation type="vanished">sve</translation>
    </message>
    <message>
        <source>trick contracts</source>
        <translation type="vanished">igre na štihove</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation type="vanished">izvođač</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation type="vanished">prvi do djelitelja</translation>
    </message>
    <message>
        <source>as first lead</source>
        <translation type="vanished">kao prvi izlaz</translation>
    </message>
    <message>
        <source>defender before declarer</source>
        <translation type="vanished">pratitelj prije izvođača</translation>
    </message>
    <message>
        <source>any run</source>
        <translation type="vanished">bilo koji niz</translation>
    </message>
    <message>
        <source>from trick 1</source>
        <translation type="vanished">od prvog štiha</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="vanished">djelitelj</translation>
    </message>
    <message>
        <source>inviter 5</source>
        <translation type="vanished">5 pozivatelju</translation>
    </message>
    <message>
        <source>both 3</source>
        <translation type="vanished">svakom po 3</translation>
    </message>
    <message>
        <source>after dealer stake</source>
        <translation type="vanished">nakon djeliteljeva uloga</translation>
    </message>
    <message>
        <source>before</source>
        <translation type="vanished">prije njega</translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="vanished">točno</translation>
    </message>
    <message>
        <source>floor</source>
        <translation type="vanished">naniže</translation>
    </message>
    <message>
        <source>half up</source>
        <translation type="vanished">matematički</translation>
    </message>
    <message>
        <source>pot payments only</source>
        <translation type="vanished">samo plaćanja s kasom</translation>
    </message>
    <message>
        <source>pay available</source>
        <translation type="vanished">isplatiti ono što ima</translation>
    </message>
    <message>
        <source>allow negative</source>
        <translation type="vanished">smije u minus</translation>
    </message>
    <message>
        <source>individual</source>
        <translation type="vanished">pojedinačno</translation>
    </message>
    <message>
        <source>joint</source>
        <translation type="vanished">zajednički</translation>
    </message>
    <message>
        <source>inviter</source>
        <translation type="vanished">pozivatelj</translation>
    </message>
    <message>
        <source>invited</source>
        <translation type="vanished">pozvani</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="226"/>
        <source>clockwise</source>
        <translation>u smjeru kazaljke na satu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="227"/>
        <source>anticlockwise</source>
        <translation>suprotno od kazaljke na satu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="228"/>
        <source>the last player must bid</source>
        <translation>zadnji mora licitirati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="229"/>
        <source>deal again</source>
        <translation>ponovno dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="230"/>
        <source>any higher bid</source>
        <translation>bilo koja viša licitacija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="231"/>
        <source>exactly one higher</source>
        <translation>točno jedna više</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="232"/>
        <source>open misère and slam above hand 1–6</source>
        <translation>otvoreni betl i preferans iznad igara iz ruke 1–6</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="233"/>
        <source>every hand bid above every plain bid</source>
        <translation>svaka igra iz ruke iznad svake obične</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="234"/>
        <source>with open misère and open slam</source>
        <translation>s otvorenim betlom i otvorenim preferansom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="235"/>
        <source>misère and six-in-a-row slam</source>
        <translation>betl i preferans od šest štihova zaredom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="236"/>
        <source>standard ladder</source>
        <translation>uobičajeni redoslijed</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="237"/>
        <source>sans at level 7</source>
        <translation>sanac kao 7</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="238"/>
        <source>extended ladder</source>
        <translation>prošireni redoslijed</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="239"/>
        <source>extended, no one-trick game</source>
        <translation>proširena bez igre na jedan štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="240"/>
        <source>Serbian ladder</source>
        <translation>srpski redoslijed</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="241"/>
        <source>take the widow, then discard (Foster)</source>
        <translation>prvo uzeti talon, zatim odbaciti (Foster)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="242"/>
        <source>discard, then take the widow (USPCC)</source>
        <translation>prvo odbaciti, zatim uzeti talon (USPCC)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="243"/>
        <source>after the defenders decide</source>
        <translation>nakon odluke obrane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="244"/>
        <source>any time before the first card</source>
        <translation>bilo kada prije izlaza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="245"/>
        <source>they may talk</source>
        <translation>smiju se dogovarati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="246"/>
        <source>no talking</source>
        <translation>bez dogovaranja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="247"/>
        <source>they see each other&apos;s cards</source>
        <translation>vide jedan drugome karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="248"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="295"/>
        <source>every contract</source>
        <translation>svaka igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="249"/>
        <source>trick contracts only</source>
        <translation>igre na štihove</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="250"/>
        <source>contra and recontra</source>
        <translation>kontra i rekontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="251"/>
        <source>up to subcontra and mortcontra</source>
        <translation>do subkontre i mortkontre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="252"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="259"/>
        <source>the declarer</source>
        <translation>izvođač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="253"/>
        <source>forehand (first to bid)</source>
        <translation>prvi do djelitelja (licitira prvi)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="254"/>
        <source>as in other contracts</source>
        <translation>kao u drugim igrama</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="255"/>
        <source>the defender before the declarer</source>
        <translation>pratitelj prije izvođača</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="256"/>
        <source>any six tricks in a row</source>
        <translation>bilo kojih šest štihova zaredom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="257"/>
        <source>the first six tricks</source>
        <translation>prvih šest štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="258"/>
        <source>the dealer</source>
        <translation>djelitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="260"/>
        <source>1 unit</source>
        <translation>1 jedinica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="261"/>
        <source>10 units</source>
        <translation>10 jedinica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="262"/>
        <source>5 to the inviter</source>
        <translation>5 pozivatelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="263"/>
        <source>3 to each defender</source>
        <translation>3 svakom pratitelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="264"/>
        <source>after the dealer&apos;s 10</source>
        <translation>nakon djeliteljevih 10</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="265"/>
        <source>before the dealer&apos;s 10</source>
        <translation>prije djeliteljevih 10</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="266"/>
        <source>exact fractions</source>
        <translation>točni razlomci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="267"/>
        <source>round down</source>
        <translation>naniže</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="268"/>
        <source>round to the nearest</source>
        <translation>matematički</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="269"/>
        <source>every payment</source>
        <translation>svaka isplata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="270"/>
        <source>payments to and from the pot only</source>
        <translation>samo plaćanja s kasom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="271"/>
        <source>pay what the pot holds</source>
        <translation>isplatiti ono što ima</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="272"/>
        <source>the pot may go negative</source>
        <translation>smije u minus</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="273"/>
        <source>2 tricks each</source>
        <translation>svaki po 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="274"/>
        <source>4 tricks together</source>
        <translation>4 štiha zajedno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="275"/>
        <source>the inviter</source>
        <translation>pozivatelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="276"/>
        <source>the invited defender</source>
        <translation>pozvani</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="277"/>
        <source>nobody</source>
        <translation>nitko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="278"/>
        <source>an account without limit</source>
        <translation>račun bez ograničenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="279"/>
        <source>a pot that can run dry</source>
        <translation>kasa koja se može isprazniti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="280"/>
        <source>as a failure</source>
        <translation>kao pad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="281"/>
        <source>as a failure, plus 2 tricks to each defender</source>
        <translation>kao pad, plus 2 štiha svakom pratitelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="282"/>
        <source>the rounds of a session</source>
        <translation>krugove partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="283"/>
        <source>each player&apos;s unused marks</source>
        <translation>neiskorištene refe svakog igrača</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="284"/>
        <source>by every contract</source>
        <translation>svakom igrom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="285"/>
        <source>only when cards are played</source>
        <translation>samo kad se igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="286"/>
        <source>2 units</source>
        <translation>2 jedinice</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="287"/>
        <source>4 units</source>
        <translation>4 jedinice</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="288"/>
        <source>nothing</source>
        <translation>ništa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="289"/>
        <source>to each defender</source>
        <translation>svakom pratitelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="290"/>
        <source>once in all</source>
        <translation>jednom ukupno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="291"/>
        <source>once per contract</source>
        <translation>po igri</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="292"/>
        <source>per trick taken</source>
        <translation>po štihu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="294"/>
        <source>hand hearts only</source>
        <translation>samo herc iz ruke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="297"/>
        <source>the defenders who play</source>
        <translation>pratitelji koji prate</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="298"/>
        <source>in the ten cards played</source>
        <translation>u deset odigranih karata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="299"/>
        <source>anywhere in the twelve</source>
        <translation>bilo gdje u dvanaest</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="300"/>
        <source>judged on the ten cards held</source>
        <translation>prema deset karata u ruci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="302"/>
        <source>advice</source>
        <translation>savjet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="304"/>
        <source>an ethical duty</source>
        <translation>etička obveza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="305"/>
        <source>C1 is a law of the game</source>
        <translation>C1 je pravilo igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="306"/>
        <source>ace or king</source>
        <translation>as ili kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="307"/>
        <source>one of the top two cards still out</source>
        <translation>jedna od dviju najviših karata koje još nisu pale</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="309"/>
        <source>never: every bid must be higher</source>
        <translation>nikad: svaka licitacija mora biti viša</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="310"/>
        <source>only past a player who passed</source>
        <translation>samo preko igrača koji je rekao dalje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="311"/>
        <source>by the earlier seat</source>
        <translation>po redoslijedu mjesta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="312"/>
        <source>the player after the declarer</source>
        <translation>igrač nakon izvođača</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="313"/>
        <source>whisted: one trick to take</source>
        <translation>vistuje se: treba jedan štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="314"/>
        <source>checked: played open, no whists</source>
        <translation>provjerava se: otvoreno, bez vistova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="315"/>
        <source>no contract (no half-whist)</source>
        <translation>ni u jednoj (nema pola vista)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="316"/>
        <source>only the second defender</source>
        <translation>samo drugi pratitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="317"/>
        <source>either defender, the other may answer</source>
        <translation>bilo koji pratitelj, drugi smije odgovoriti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="318"/>
        <source>he is an ordinary passer</source>
        <translation>računa se kao da je rekao pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="319"/>
        <source>he gets nothing</source>
        <translation>on ne dobiva ništa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="320"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="323"/>
        <source>before the first lead</source>
        <translation>prije prvog izlaza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="321"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="322"/>
        <source>after the first card</source>
        <translation>nakon prve karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="324"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="326"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="329"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="337"/>
        <source>the contract price</source>
        <translation>vrijednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="325"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="327"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="330"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="338"/>
        <source>twice the contract price</source>
        <translation>dvostruka vrijednost igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="328"/>
        <source>no consolation</source>
        <translation>bez konsolacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="331"/>
        <source>everybody but the declarer</source>
        <translation>svi osim izvođača</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="332"/>
        <source>both defenders</source>
        <translation>oba pratitelja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="333"/>
        <source>the whisters only</source>
        <translation>samo vistači</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="334"/>
        <source>whists for both hands (greedy whist)</source>
        <translation>vistovi za obje ruke (pohlepni vist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="335"/>
        <source>half to the passer (gentleman&apos;s whist)</source>
        <translation>pola onome tko je rekao pas (džentlmenski vist)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="336"/>
        <source>whists for his own tricks only</source>
        <translation>vistovi samo za vlastite štihove</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="339"/>
        <source>charged no more than the defence lacks</source>
        <translation>najviše koliko pratiteljima nedostaje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="340"/>
        <source>each charged for his own half</source>
        <translation>svaki za svoju polovicu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="341"/>
        <source>the second whister pays</source>
        <translation>plaća drugi vistač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="342"/>
        <source>nobody pays</source>
        <translation>nitko ne plaća</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="343"/>
        <source>one mountain point</source>
        <translation>jedan bod gore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="344"/>
        <source>two mountain points</source>
        <translation>dva boda gore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="345"/>
        <source>help the fullest open pool first</source>
        <translation>prvo pomažu najpunijoj otvorenoj pulji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="346"/>
        <source>come off the mountain</source>
        <translation>otpisuju se s gore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="347"/>
        <source>when the pools are full</source>
        <translation>kad su sve pulje pune</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="348"/>
        <source>when the players agree</source>
        <translation>kad se igrači dogovore</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="349"/>
        <source>on the mountain</source>
        <translation>na goru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="350"/>
        <source>as whists</source>
        <translation>kao vistovi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="351"/>
        <source>the trick price in the pool</source>
        <translation>cijenu štiha u pulju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="352"/>
        <source>one point in the pool</source>
        <translation>jedan bod u pulju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="353"/>
        <source>every trick</source>
        <translation>svaki štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="354"/>
        <source>tricks above the fewest</source>
        <translation>štihove iznad najmanjeg broja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="355"/>
        <source>leads the first two tricks</source>
        <translation>izlazi u prva dva štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="356"/>
        <source>set aside</source>
        <translation>ostavlja se sa strane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="357"/>
        <source>goes to the forehand</source>
        <translation>dobiva ga prvi do djelitelja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="358"/>
        <source>goes to nobody</source>
        <translation>ne dobiva ga nitko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="359"/>
        <source>the forehand</source>
        <translation>prvi do djelitelja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="360"/>
        <source>the winner of the second trick</source>
        <translation>tko je uzeo drugi štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="361"/>
        <source>any contract, made or not</source>
        <translation>bilo koja igra, prošla ili ne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="362"/>
        <source>a made contract, played or not</source>
        <translation>prošla igra, igrana ili ne</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="363"/>
        <source>a contract made in play</source>
        <translation>igra koja je prošla u igranju</translation>
    </message>
    <message>
        <source>account</source>
        <translation type="vanished">račun</translation>
    </message>
    <message>
        <source>pot</source>
        <translation type="vanished">kasa</translation>
    </message>
    <message>
        <source>as failure</source>
        <translation type="vanished">kao pad</translation>
    </message>
    <message>
        <source>failure plus tricks k</source>
        <translation type="vanished">pad i plaćanje za štihove</translation>
    </message>
    <message>
        <source>on declare</source>
        <translation type="vanished">pri najavi</translation>
    </message>
    <message>
        <source>on play only</source>
        <translation type="vanished">samo kad se igra</translation>
    </message>
    <message>
        <source>per defender</source>
        <translation type="vanished">svakom pratitelju</translation>
    </message>
    <message>
        <source>total</source>
        <translation type="vanished">ukupno</translation>
    </message>
    <message>
        <source>per contract</source>
        <translation type="vanished">po igri</translation>
    </message>
    <message>
        <source>per trick</source>
        <translation type="vanished">po štihu</translation>
    </message>
    <message>
        <source>hand hearts</source>
        <translation type="vanished">samo herc iz ruke</translation>
    </message>
    <message>
        <source>all contracts</source>
        <translation type="vanished">sve igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="296"/>
        <source>both opponents</source>
        <translation>oba protivnika</translation>
    </message>
    <message>
        <source>playing defenders</source>
        <translation type="vanished">pratitelji koji prate</translation>
    </message>
    <message>
        <source>played hand</source>
        <translation type="vanished">odigrane karte</translation>
    </message>
    <message>
        <source>twelve cards</source>
        <translation type="vanished">dvanaest karata</translation>
    </message>
    <message>
        <source>ten cards</source>
        <translation type="vanished">deset karata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="301"/>
        <source>not allowed</source>
        <translation>nije dopušteno</translation>
    </message>
    <message>
        <source>advisory</source>
        <translation type="vanished">savjet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="303"/>
        <source>off</source>
        <translation>isključeno</translation>
    </message>
    <message>
        <source>ethical</source>
        <translation type="vanished">etička obveza</translation>
    </message>
    <message>
        <source>integral c1</source>
        <translation type="vanished">C1 kao pravilo</translation>
    </message>
    <message>
        <source>A or K</source>
        <translation type="vanished">A ili K</translation>
    </message>
    <message>
        <source>top two outstanding</source>
        <translation type="vanished">dvije najviše preostale</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/amount_field.py" line="17"/>
        <location filename="../prefgui/ui/words/option_texts.py" line="293"/>
        <source>the same as the reward</source>
        <translation>jednako dobitku</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="21"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Smjer dijeljenja i igre (samo kako se stol crta).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="22"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Kad svi kažu dalje: zadnji igrač mora licitirati, ili se dijeljenje ne računa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="23"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Igrač koji sjedi ranije smije zadržati (preuzeti) trenutačnu licitaciju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="24"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Viša licitacija smije preskakati, ili mora biti točno za jedan viša.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="25"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Igrač koji je već dao običnu licitaciju ili rekao „moje” ne smije više licitirati iz ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="26"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Obične licitacije samo za jedan iznad trenutačne; nakon obične nema licitacije iz ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="27"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Obični otvoreni betl/preferans jači su od licitacija iz ruke 1–6, ili su sve licitacije iz ruke jače od svih običnih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="28"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Igre 5–8 s otvorenim betlom i otvorenim preferansom, ili samo betl i preferans od šest štihova zaredom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="29"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Igre iznad boja: betl, preferans, sanac, igra na jedan štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="30"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Izvođač pokazuje talon pratiteljima prije nego što ga uzme.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="31"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Nakon pobjede u drugom krugu: uzeti talon pa odbaciti, ili odbaciti pa uzeti talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="32"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Pratitelj smije pozvati partnera koji je odustao.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="33"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Ako prvi pratitelj prati, a drugi odustane, prvi ga smije pozvati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="34"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Izvođač se smije predati nakon odluka pratitelja, ili bilo kada prije prve karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="35"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>U betlu i preferansu oba pratitelja zajedno smiju izvođaču pokloniti igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="36"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>U otvorenim igrama pratitelji se smiju dogovarati o igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="37"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Pratitelj smije reći kontra (udvostručuje), izvođač rekontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="38"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra na svaku igru, ili samo na igre na štihove.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="39"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Samo kontra i rekontra, ili i subkontra i mortkontra (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="40"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Protiv pika pratitelj koji prati mora reći kontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="41"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Igrač koji ne može odgovoriti na boju mora sjeći adutom ako može.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="42"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Igrač mora prebiti kartu koja nosi štih ako može.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="43"/>
        <source>Who leads to the first trick.</source>
        <translation>Tko izlazi u prvi štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="44"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>U sancu smije prvi izaći pratitelj koji sjedi prije izvođača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="45"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Preferans od šest zaredom: bilo kojih šest uzastopnih štihova, ili prvih šest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="46"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Tko plaća jedinicu svakom pratitelju koji je uzeo 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="47"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Koliko pozivatelj plaća u kasu kad obrana uzme manje od 4 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="48"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Pozivatelj čija obrana uzme 4 štiha dobiva jedinicu od djelitelja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="49"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Predaja protiv pozvane obrane: 5 pozivatelju, ili po 3 svakome.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="50"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Svako se plaćanje množi brojem igre (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="51"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Djelitelj ulaže 10; plaćanja rastu s kasom (kasa/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="52"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Izvorno bodovanje: kasa se mjeri nakon ili prije djeliteljevih 10.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="53"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Izvorno bodovanje: točni razlomci, ili zaokruženi iznosi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="54"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Izvorno bodovanje preračunava svako plaćanje, ili samo ona u kasu i iz nje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="55"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Kad isplata premaši kasu: isplatiti ono što je u njoj, ili pustiti kasu u minus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="56"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Svaki pratitelj treba 2 štiha, ili nitko ne plaća ako obrana uzme 4.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="57"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Tko dobiva plaćanje za štihove pozvanog pratitelja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="58"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Sanac se računa kao igra na štihove za kvote pratitelja i plaćanja za štihove.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="59"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Banka je neograničen račun, ili kasa koja isplaćuje samo ono što ima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="60"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Predaja se boduje kao pad, uz to (druga vrijednost) plaćanje za 2 štiha svakom pratitelju koji prati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="61"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Kad svi kažu dalje, svaki igrač dobiva refu koja udvostručuje njegovu sljedeću igru.</translation>
    </message>
    <message>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation type="vanished">Najviše neiskorištenih refa koje igrač smije imati (0 = bez ograničenja).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="62"/>
        <source>Most rounds of refa marks in a session (0 = no limit).</source>
        <translation>Najviše toliko krugova refa u partiji (0 = bez granice).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="63"/>
        <source>The refa limit counts the rounds of marks in a session, or the unused marks each player may hold.</source>
        <translation>Granica refa broji krugove refa u partiji ili neiskorištene refe koje svaki igrač smije imati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="64"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Refa se troši na svaku igru, ili samo kad se karte igraju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="65"/>
        <source>A hand contract is worth one more.</source>
        <translation>Igra iz ruke vrijedi jedan više.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="66"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Koliko izvođač plaća djelitelju kad su karte u talonu par.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="67"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Štihovi viška i manjka obračunavaju se sa svakim pratiteljem, ili samo jednom ukupno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="68"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Kasa nagrađuje prošlu igru jednom, ili za svaki uzeti štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="69"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Nagrada iz kase: jedan iznos, ili poseban za svaku adutsku boju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="70"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Koliko izvođač koji padne plaća u kasu (ili isto kao nagrada).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="71"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (herc iz ruke): svaki protivnik plaća izvođaču 10 ili ih dobiva od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="72"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Bonus Préférence vrijedi samo za herc iz ruke, ili za svaku igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="73"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Tko plaća ili dobiva bonus Préférence.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="74"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Izvođač koji igra sa sva četiri asa dobiva 10 od svakog protivnika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="75"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Četiri asa moraju biti među deset odigranih karata, ili bilo gdje među dvanaest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="76"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Izvođač bez asa smije to najaviti: svaki protivnik mu plaća 10 ili ih dobiva od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="77"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>U igrama iz ruke najava „bez asa” odnosi se na deset karata u ruci, ili nije dopuštena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="78"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Konvencije pratitelja C1–C3: kao savjet, isključene, kao etička obveza, ili C1 kao pravilo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="79"/>
        <source>Under the ethical duty, the customary compensation for a trick taken from the partner against C1 is settled with the deal.</source>
        <translation>Uz etičku obvezu uobičajena naknada za štih oduzet partneru protiv C1 obračunava se s dijeljenjem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="80"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>„Vrlo visoka” u C3 znači as ili kralj, ili jedna od dviju najviših karata koje još nisu izašle.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="81"/>
        <source>The agreed size of each pool: the pulka is played until the pools reach it.</source>
        <translation>Dogovorena veličina svake pulje: pulka se igra dok je pulje ne dosegnu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="82"/>
        <source>Misère may be bid only as a player&apos;s first call.</source>
        <translation>Betl se smije licitirati samo kao prva licitacija igrača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="83"/>
        <source>Bids without taking the talon (not played).</source>
        <translation>Igre bez uzimanja talona (ne igraju se).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="84"/>
        <source>A ten-trick contract is whisted (quota 1), or checked: played open, no whists.</source>
        <translation>Na igru od deset štihova se vistuje (treba jedan štih), ili se provjerava: igra se otvoreno, bez vistova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="85"/>
        <source>The contracts on which a lone defender may take half a whist.</source>
        <translation>Igre u kojima pratitelj, čiji je partner rekao pas, smije uzeti pola vista.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="86"/>
        <source>Only the second defender may half-whist, or either, with a call back to the first.</source>
        <translation>Pola vista smije reći samo drugi pratitelj, ili bilo koji od njih, a drugi tada još jednom odgovara.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="87"/>
        <source>A half-whister whose partner whists after all is a passer, or gets nothing.</source>
        <translation>Tko je rekao pola vista, a partner ipak vistuje, računa se kao da je rekao pas ili ne dobiva ništa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="88"/>
        <source>Against six spades both defenders must whist, and play closed.</source>
        <translation>Na šest pika oba pratitelja moraju vistovati i igraju zatvoreno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="89"/>
        <source>An open whist lays the defenders&apos; hands down before the first lead, or after the first card.</source>
        <translation>Kod otvorenog vista pratitelji otvaraju karte prije prvog izlaza ili nakon prve karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="90"/>
        <source>The catchers of a misère lay their hands down after the first card, or before it.</source>
        <translation>U betlu pratitelji otvaraju karte nakon prve karte ili već prije nje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="91"/>
        <source>Whists for each trick of the defence, in contract prices.</source>
        <translation>Vistovi za svaki štih pratitelja, u vrijednostima igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="92"/>
        <source>Mountain for each undertrick of the declarer, in contract prices.</source>
        <translation>Gora za svaki štih koji izvođaču nedostaje, u vrijednostima igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="93"/>
        <source>Whists of consolation for each undertrick, in contract prices.</source>
        <translation>Vistovi konsolacije za svaki štih koji nedostaje, u vrijednostima igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="94"/>
        <source>Who receives consolation from a failed declarer.</source>
        <translation>Tko piše konsolaciju izvođaču koji je pao.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="95"/>
        <source>A lone whister&apos;s whists on a failed contract: all the defence&apos;s tricks, shared with the passer, or only his own.</source>
        <translation>Vistovi jedinog vistača kad izvođač padne: za sve štihove pratitelja, napola s onim tko je rekao pas, ili samo za svoje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="96"/>
        <source>Mountain for each trick a whister&apos;s defence fell short, in contract prices.</source>
        <translation>Gora za svaki štih koji vistačima nedostaje do obveze, u vrijednostima igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="97"/>
        <source>Two whisters short on six or seven: charged up to the deficit, or each for his half.</source>
        <translation>Dva vistača bez dovoljno štihova na šest ili sedam: najviše koliko ukupno nedostaje, ili svaki za svoju polovicu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="98"/>
        <source>Two whisters who take nothing against eight or more: the second pays, or nobody.</source>
        <translation>Dva vistača bez ijednog štiha na osam i više: plaća drugi, ili nitko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="99"/>
        <source>Mountain for each trick a misère declarer takes.</source>
        <translation>Gora za svaki štih koji izvođač uzme u betlu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="100"/>
        <source>What a pool point is worth against a mountain point at the settlement.</source>
        <translation>Koliko bodova gore vrijedi bod pulje u konačnom obračunu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="101"/>
        <source>A pool stops at its size; what is over helps other pools or comes off the mountain.</source>
        <translation>Pulja staje na svojoj veličini; višak pomaže drugim puljama ili se otpisuje s gore.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="102"/>
        <source>Points over a full pool close the largest open pool first, or come off the mountain.</source>
        <translation>Bodovi iznad pune pulje prvo zatvaraju najveću otvorenu pulju ili se otpisuju s gore.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="103"/>
        <source>The pulka ends when the pools are full, or when the players agree (time).</source>
        <translation>Pulka završava kad su sve pulje pune ili kad se igrači dogovore (vrijeme).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="104"/>
        <source>The pulka does not end during a series of all-pass deals.</source>
        <translation>Pulka ne završava tijekom niza raspasa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="105"/>
        <source>All-pass deals are written on the mountain, or as whists.</source>
        <translation>Raspasi se pišu na goru ili kao vistovi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="106"/>
        <source>The price of a trick in consecutive all-pass deals.</source>
        <translation>Cijena štiha u uzastopnim raspasima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="107"/>
        <source>A player with no trick in an all-pass deal writes the trick price in his pool, or 1.</source>
        <translation>Tko u raspasima ne uzme nijedan štih, upisuje u svoju pulju cijenu štiha ili 1.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="108"/>
        <source>In an all-pass deal everyone is charged only for tricks above the fewest taken.</source>
        <translation>U raspasima se svakome računaju samo štihovi iznad najmanjeg uzetog broja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="109"/>
        <source>Whists per trick written by the player or players with the fewest tricks when all-pass deals are whists.</source>
        <translation>Vistovi po štihu koje piše igrač s najmanje štihova kad se raspasi pišu kao vistovi.</translation>
    </message>
    <message>
        <source>Whists per trick written by the lowest player(s) when all-pass deals are whists.</source>
        <translation type="vanished">Vistovi po štihu koje piše igrač s najmanje štihova kad se raspasi pišu kao vistovi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="110"/>
        <source>Those whists count every trick, or only tricks above the fewest taken.</source>
        <translation>Ti vistovi računaju svaki štih ili samo štihove iznad najmanjeg uzetog broja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="111"/>
        <source>In an all-pass deal the talon cards lead the first two tricks, or are not used.</source>
        <translation>U raspasima karte iz talona izlaze u prva dva štiha ili se talon ne koristi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="112"/>
        <source>A talon-led trick that nobody follows goes to the forehand, or to nobody.</source>
        <translation>Štih iz talona na čiju boju nitko ne odgovori dobiva prvi do djelitelja ili nitko.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="113"/>
        <source>After the talon tricks the forehand leads, or the winner of the second.</source>
        <translation>Nakon štihova iz talona izlazi prvi do djelitelja ili onaj tko je uzeo drugi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="114"/>
        <source>With four players the dealer is scored in all-pass deals on his talon tricks.</source>
        <translation>U četvero se djelitelju u raspasima upisuju štihovi koje su uzele karte iz talona.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="115"/>
        <source>What ends a series of all-pass deals: any contract, a made one, or a made whisted one.</source>
        <translation>Što prekida niz raspasa: bilo koja igra, igra koja je prošla ili igra koja je prošla uz vist.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="116"/>
        <source>The lowest contract allowed after one, two, … all-pass deals.</source>
        <translation>Najniža dopuštena igra nakon jednih, dvojih, … raspasa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="117"/>
        <source>Misère may be bid after an all-pass deal.</source>
        <translation>Nakon raspasa smije se licitirati betl.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="118"/>
        <source>A declarer of six or seven may concede three down instead of discarding.</source>
        <translation>Izvođač igre na šest ili sedam smije umjesto odbacivanja predati „bez tri“.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/option_texts.py" line="119"/>
        <source>Bonuses for the four-player dealer&apos;s talon (not played).</source>
        <translation>Nagrade djelitelju za talon u četvero (ne igraju se).</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="245"/>
        <source>contract made</source>
        <translation>igra prošla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="246"/>
        <source>contract failed</source>
        <translation>igra pala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="247"/>
        <source>both defenders dropped out</source>
        <translation>oba pratitelja odustala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="248"/>
        <source>the declarer conceded</source>
        <translation>izvođač se predao</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="249"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>djeliteljeva jedinica za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="250"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>izvođačeva jedinica za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="251"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>pratitelj uzeo manje od 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="252"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>pozvana obrana uzela manje od 4 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="253"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>djeliteljeva jedinica pozivatelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="254"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>obrana s kontrom uzela manje od 5 štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="255"/>
        <source>trick payments</source>
        <translation>plaćanja za štihove</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="256"/>
        <source>contract made with overtricks</source>
        <translation>igra prošla sa štihovima viška</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="257"/>
        <source>contract failed by undertricks</source>
        <translation>igra pala zbog manjka štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="258"/>
        <source>Préférence bonus</source>
        <translation>bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="259"/>
        <source>four aces bonus</source>
        <translation>bonus za četiri asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="260"/>
        <source>no-ace announcement</source>
        <translation>najava „bez asa”</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="261"/>
        <source>dealer&apos;s stake</source>
        <translation>djeliteljev ulog</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="262"/>
        <source>equal talon cards</source>
        <translation>jednake karte u talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="263"/>
        <source>offer for the declarership</source>
        <translation>ponuda za pravo igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="264"/>
        <source>C1 compensation to the partner</source>
        <translation>naknada za C1 partneru</translation>
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
        <translation>Zapad</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="298"/>
        <source>East</source>
        <translation>Istok</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="299"/>
        <source>North</source>
        <translation>Sjever</translation>
    </message>
</context>
<context>
    <name>PracticeBar</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="99"/>
        <source>Defence practice</source>
        <translation>Vježba obrane</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="100"/>
        <source>Practice — not scored</source>
        <translation>Vježba — ne boduje se</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="101"/>
        <source>Daily goal:</source>
        <translation>Dnevni cilj:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="102"/>
        <source>Start again</source>
        <translation>Ispočetka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="103"/>
        <source>Next drill</source>
        <translation>Sljedeći zadatak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="104"/>
        <source>Next deal (N)</source>
        <translation>Sljedeće dijeljenje (N)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="105"/>
        <source>Back to the game (Esc)</source>
        <translation>Natrag u igru (Esc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_bar.py" line="123"/>
        <source>{done} of {goal} today · due: {due}</source>
        <translation>danas {done} od {goal} · za ponavljanje: {due}</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="134"/>
        <source>The defence practice plays the European game: start a session of a European variant for it.</source>
        <translation>Vježba obrane igra se po europskim pravilima: za nju započni partiju europske varijante.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="63"/>
        <source>Drills</source>
        <translation>Zadaci</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="160"/>
        <source>Preparing a drill…</source>
        <translation>Pripremam zadatak…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/practice_mode.py" line="161"/>
        <source>No drill is due, and today&apos;s goal is reached. Come back tomorrow, or raise the daily goal.</source>
        <translation>Nijedan zadatak nije za ponavljanje, a današnji cilj je postignut. Vrati se sutra ili povećaj dnevni cilj.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/drill_desk.py" line="110"/>
        <source>A drill could not be made: {error}</source>
        <translation>Zadatak se nije mogao pripremiti: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="23"/>
        <source>This practice deal is over. Start again, or go back to the game.</source>
        <translation>Ovo dijeljenje za vježbu je gotovo. Počni ispočetka ili se vrati u igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="25"/>
        <source>Play on from here: the computer plays the other seats.</source>
        <translation>Igraj odavde dalje: ostala mjesta igra računalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="38"/>
        <source>Deal {number}: you defend with {partner} against {declarer}, who plays {contract}.</source>
        <translation>Dijeljenje {number}: braniš s partnerom ({partner}) protiv izvođača ({declarer}), koji igra {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="45"/>
        <source>The deal is over: Next deal (N), or back to the game.</source>
        <translation>Dijeljenje je završeno: Sljedeće dijeljenje (N) ili natrag u igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/practice_texts.py" line="48"/>
        <source>The coach is on. Your cards count in Progress; this practice and its sheet are not saved when you quit.</source>
        <translation>Trener je uključen. Tvoje karte broje se u Napretku; ova vježba i njezin zapisnik ne spremaju se kad izađeš.</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="34"/>
        <source>Your coach profile does not match its version (a table is missing or an upgrade failed). It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj trenerski profil ne odgovara svojoj verziji (nedostaje tablica ili nadogradnja nije uspjela). Sačuvan je kao {kept} i započet je novi profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="40"/>
        <source>Your coach profile was written by a newer version of prefgui. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj profil trenera zapisala je novija inačica prefguija. Spremljen je kao {kept} i započet je novi profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="44"/>
        <source>Your coach profile was damaged. It was kept as {kept} and a new profile was started.</source>
        <translation>Tvoj profil trenera je oštećen. Spremljen je kao {kept} i započet je novi profil.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="61"/>
        <source>Your coach profile could not be opened ({detail}). Reviews and drills are not kept until it can be.</source>
        <translation>Tvoj profil trenera nije se mogao otvoriti ({detail}). Analize i vježbe ne čuvaju se dok se ne bude mogao otvoriti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="70"/>
        <source>Your coach profile could not be used ({detail}). The game goes on; reviews and drills are kept again once it can be.</source>
        <translation>Tvoj trenerski profil nije se mogao koristiti ({detail}). Igra se nastavlja; analize i vježbe ponovno se spremaju čim to bude moguće.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="78"/>
        <source>Damaged entries of your coach profile were skipped: {count}.</source>
        <translation>Preskočeni su oštećeni zapisi tvog trenerskog profila: {count}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/profile_store.py" line="85"/>
        <source>Your coach profile was removed while the game was running. Reviews and drills are not kept until the next start, which begins a new profile.</source>
        <translation>Tvoj trenerski profil uklonjen je dok je igra trajala. Analize i vježbe ne spremaju se do sljedećeg pokretanja, koje započinje novi profil.</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="81"/>
        <source>Progress</source>
        <translation>Napredak</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Conventions</source>
        <translation>Konvencije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="82"/>
        <source>Tricks and units</source>
        <translation>Štihovi i jedinice</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress.py" line="83"/>
        <source>Drills</source>
        <translation>Vježbe</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="105"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see, deal after deal, how often you broke the defenders&apos; conventions C1, C2 and C3.</source>
        <translation>Još nema analiziranog dijeljenja. Trener analizira svako dijeljenje koje završiš; ovdje ćeš vidjeti, dijeljenje po dijeljenje, koliko si često prekršio konvencije pratitelja C1, C2 i C3.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="109"/>
        <source>None of your reviewed deals was played as a defender yet: the conventions are the defenders&apos;. They show here after your first reviewed defence.</source>
        <translation>Ni u jednom analiziranom dijeljenju još nisi bio pratitelj: konvencije su za pratitelje. Pojavit će se ovdje nakon tvoje prve analizirane obrane.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="113"/>
        <source>Breaches of each convention per 100 cards you played as a defender: solid lines over your last {n} deals as a defender, dashed lines over all of them.</source>
        <translation>Kršenja svake konvencije na 100 karata koje si odigrao kao pratitelj: pune crte za tvojih zadnjih {n} dijeljenja kao pratitelj, isprekidane za sva.</translation>
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
        <translation>Zadnjih {n} dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="120"/>
        <source>All deals</source>
        <translation>Sva dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="124"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="164"/>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="167"/>
        <source>Deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="125"/>
        <source>Breaches per 100 cards</source>
        <translation>Kršenja na 100 karata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="130"/>
        <source>all deals</source>
        <translation>sva dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="156"/>
        <source>No reviewed deal yet. The coach reviews each deal you finish; here you will see the tricks and units your cards cost in each deal, as a defender and as the declarer, with all cards known and on what you could know.</source>
        <translation>Još nema analiziranog dijeljenja. Trener analizira svako dijeljenje koje završiš; ovdje ćeš vidjeti koliko su te štihova i jedinica stajale tvoje karte u svakom dijeljenju, kao pratitelja i kao izvođača, uz sve poznate karte i prema onome što si mogao znati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="160"/>
        <source>as a defender</source>
        <translation>kao pratitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="161"/>
        <source>as the declarer</source>
        <translation>kao izvođač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="162"/>
        <source>all cards known</source>
        <translation>sve karte poznate</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="163"/>
        <source>on what you could know</source>
        <translation>prema onome što si mogao znati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="165"/>
        <source>Tricks lost</source>
        <translation>Izgubljeni štihovi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="168"/>
        <source>Units lost</source>
        <translation>Izgubljene jedinice</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="208"/>
        <source>No drill yet. Every breach and mistake of your reviewed deals becomes a drill; as you practise them, your accuracy, your streak and the drills due show here.</source>
        <translation>Još nema vježbi. Svako kršenje i svaka pogreška iz tvojih analiziranih dijeljenja postaje vježba; dok ih vježbaš, ovdje se prikazuju tvoja točnost, tvoj niz i vježbe na redu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="214"/>
        <source>Answers: {answers} · right: {right} % · streak: {streak} · due now: {due} · not yet practised: {new}</source>
        <translation>Odgovori: {answers} · točno: {right} % · niz: {streak} · sada na redu: {due} · još nevježbano: {new}</translation>
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
        <translation>% točnih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="221"/>
        <source>right answers among the last {n}</source>
        <translation>točni odgovori od zadnjih {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="225"/>
        <source>Right in a row</source>
        <translation>Točnih zaredom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="226"/>
        <source>streak</source>
        <translation>niz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="227"/>
        <source>Your share of right answers shows here from your first answered drill.</source>
        <translation>Udio tvojih točnih odgovora pojavit će se ovdje od prve riješene vježbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="229"/>
        <source>Your right answers in a row show here from your first answered drill.</source>
        <translation>Tvoji uzastopni točni odgovori pojavit će se ovdje od prve riješene vježbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="231"/>
        <source>Your right and wrong answers of each day show here from your first answered drill.</source>
        <translation>Tvoji točni i netočni odgovori po danima pojavit će se ovdje od prve riješene vježbe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="234"/>
        <source>No drill is due in the next two weeks: the drills of your next reviewed deals and the ones you answer come back here on the day they are due.</source>
        <translation>U sljedeća dva tjedna nijedna vježba nije na redu: vježbe iz tvojih sljedećih pregledanih dijeljenja i one na koje odgovoriš vraćaju se ovdje na dan kad dođu na red.</translation>
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
        <translation>točno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="240"/>
        <source>wrong</source>
        <translation>netočno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="242"/>
        <source>Drills due</source>
        <translation>Vježbe na redu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/coach/progress_pages.py" line="243"/>
        <source>drills due, from today</source>
        <translation>vježbe na redu, od danas</translation>
    </message>
</context>
<context>
    <name>PulkaSummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="32"/>
        <source>Deal summary</source>
        <translation>Sažetak dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="38"/>
        <source>Tricks — </source>
        <translation>Štihovi — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="44"/>
        <source>The pulka is over. Settlement in whists: </source>
        <translation>Pulka je završena. Obračun u vistovima: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="50"/>
        <source>Next deal</source>
        <translation>Sljedeće dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="63"/>
        <source>Raspasy: everybody passed</source>
        <translation>Raspasi: svi su rekli pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>made</source>
        <translation>ispunjeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="64"/>
        <source>failed</source>
        <translation>pala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="65"/>
        <source>both defenders passed</source>
        <translation>oba pratitelja rekla su pas</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="66"/>
        <source>half-whist</source>
        <translation>pola vista</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="67"/>
        <source>without three</source>
        <translation>bez tri</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="70"/>
        <source>{name} — {contract}: {outcome}</source>
        <translation>{name} — {contract}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="82"/>
        <source>{name}: {n} down; the whisters write consolation whists.</source>
        <translation>{name}: pad za {n}; pratitelji pišu utješne vistove.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="98"/>
        <source>{name}: {n} written off the mountain</source>
        <translation>{name}: {n} otpisano s brda</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="101"/>
        <source>Help from {name} to {other}: {n} into the pool</source>
        <translation>Pomoć: {name} → {other}, {n} u pulju</translation>
    </message>
    <message>
        <source>{name} is {n} down: consolation whists are written on him.</source>
        <translation type="vanished">{name} je pao za {n}: na njega se pišu utješni vistovi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="87"/>
        <source>pool {n:+}</source>
        <translation>pulja {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="89"/>
        <source>mountain {n:+}</source>
        <translation>brdo {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="92"/>
        <source>whists on {name} {n:+}</source>
        <translation>vistovi → {name} {n:+}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/pulka_summary.py" line="94"/>
        <source>this deal {n} whists</source>
        <translation>ovo dijeljenje {n} vistova</translation>
    </message>
    <message>
        <source>{name} writes {n} off his mountain</source>
        <translation type="vanished">{name} otpisuje {n} sa svog brda</translation>
    </message>
    <message>
        <source>{name} helps {other} with {n} to the pool</source>
        <translation type="vanished">{name} pomaže igraču {other} s {n} u pulju</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="35"/>
        <source>{contract}, hand game</source>
        <translation>{contract} iz ruke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="54"/>
        <source>The only choice.</source>
        <translation>Jedini izbor.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="55"/>
        <source>The only card that may be played.</source>
        <translation>Jedina karta koja se smije odigrati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="57"/>
        <source>The only card that keeps {rule}.</source>
        <translation>Jedina karta koja poštuje {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="59"/>
        <source>Every card that may be played is as good as the others.</source>
        <translation>Svaka karta koja se smije odigrati jednako je dobra kao ostale.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="61"/>
        <source>Every card that keeps {rule} is as good as the others.</source>
        <translation>Svaka karta koja poštuje {rule} jednako je dobra kao ostale.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="62"/>
        <source>By rule of thumb.</source>
        <translation>Odokativno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="63"/>
        <source>A hunch.</source>
        <translation>Po osjećaju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="64"/>
        <source>No time to think: by rule of thumb.</source>
        <translation>Nema vremena za razmišljanje: odokativno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="65"/>
        <source>The search failed: by rule of thumb.</source>
        <translation>Pretraga nije uspjela: odokativno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="67"/>
        <source>Enough tricks expected in {contract}.</source>
        <translation>U igri {contract} očekuje se dovoljno štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="68"/>
        <source>Enough tricks expected.</source>
        <translation>Očekuje se dovoljno štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="70"/>
        <source>{action}: too few tricks of its own.</source>
        <translation>{action}: premalo vlastitih štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="71"/>
        <source>{action}: too few tricks expected.</source>
        <translation>{action}: očekuje se premalo štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="79"/>
        <source>No contra: the declarer is likely to make his contract.</source>
        <translation>Nema kontre: izvođač će vjerojatno ispuniti svoju igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="81"/>
        <source>{action}: some tricks of its own, too few alone.</source>
        <translation>{action}: nešto vlastitih štihova, ali premalo za samog.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="83"/>
        <source>{action}: the short side suits.</source>
        <translation>{action}: kratke sporedne boje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="85"/>
        <source>{card} does best over the deals that fit what is known so far; the next best is {other}.</source>
        <translation>{card} najbolje prolazi u dijeljenjima koja odgovaraju onome što se dosad zna; sljedeća najbolja je {other}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="88"/>
        <source>{card}: over the deals that fit what is known so far, every card that may be played comes out the same.</source>
        <translation>{card}: u dijeljenjima koja odgovaraju onome što se dosad zna, sve karte koje se smiju odigrati ispadaju jednako.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="90"/>
        <source>{action}: no bid is possible.</source>
        <translation>{action}: nijedna licitacija nije moguća.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="92"/>
        <source>{action}: no contract in reach looks playable.</source>
        <translation>{action}: nijedna dostupna igra ne izgleda prolazno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="94"/>
        <source>{action}: even {contract} is worth too little.</source>
        <translation>{action}: čak i {contract} vrijedi premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="96"/>
        <source>{action}: declaring is worth too little.</source>
        <translation>{action}: vlastita igra vrijedi premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="102"/>
        <source>{action}: to play {contract}.</source>
        <translation>{action}: za igru {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="104"/>
        <source>{action}: the only promising contract.</source>
        <translation>{action}: jedina igra koja obećava.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="106"/>
        <source>{action}: the best result against {contract} over the deals that fit what is known so far.</source>
        <translation>{action}: najbolji ishod protiv igre {contract} u dijeljenjima koja odgovaraju onome što se dosad zna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="109"/>
        <source>{action}: defending against {contract} is likely to cost more.</source>
        <translation>{action}: braniti protiv igre {contract} vjerojatno bi koštalo više.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="114"/>
        <source>{action}: the most whists expected against this contract over the deals that fit what is known so far.</source>
        <translation>{action}: najviše očekivanih vista protiv ove igre u dijeljenjima koja odgovaraju onome što se dosad zna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="117"/>
        <source>{action}: the contract is worth more whists than passing over the deals that fit what is known so far.</source>
        <translation>{action}: igra donosi više vista od dalje u dijeljenjima koja odgovaraju onome što se dosad zna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="120"/>
        <source>{action}: no contract in reach is worth more whists than passing.</source>
        <translation>{action}: nijedna dostižna igra ne donosi više vista od dalje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="123"/>
        <source>{action}: with this hand misère is worth the most whists.</source>
        <translation>{action}: s ovim kartama betl donosi najviše vista.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="126"/>
        <source>{action}: the discard worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: odbacivanje koje donosi najviše vista u dijeljenjima koja odgovaraju onome što se dosad zna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="129"/>
        <source>{action}: the contract worth the most whists over the deals that fit what is known so far.</source>
        <translation>{action}: igra koja donosi najviše vista u dijeljenjima koja odgovaraju onome što se dosad zna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="132"/>
        <source>{action}: giving up costs fewer whists than playing the contract.</source>
        <translation>{action}: predaja košta manje vista nego igranje igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="135"/>
        <source>{action}: playing open, the whister sees both defending hands and plays them together.</source>
        <translation>{action}: u otvorenoj igri vistujući vidi obje ruke obrane i igra ih zajedno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="141"/>
        <source>Whists expected: {list}</source>
        <translation>Očekivani visti: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="142"/>
        <source>Tricks you take from here: {list}</source>
        <translation>Tvoji štihovi odavde: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="143"/>
        <source>Tricks your side takes from here: {list}</source>
        <translation>Štihovi tvoje strane odavde: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="144"/>
        <source>Tricks the declarer takes from here: {list}</source>
        <translation>Štihovi izvođača odavde: {list}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="201"/>
        <source>expected result for you: {units} units</source>
        <translation>tvoj očekivani ishod: {units} jedinica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="254"/>
        <source>Each card&apos;s expected result for you, over the deals that fit what is known so far:</source>
        <translation>Očekivani ishod svake karte za tebe, u dijeljenjima koja odgovaraju onome što se dosad zna:</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="260"/>
        <source>{card}: {units} units</source>
        <translation>{card}: {units} jedinica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="263"/>
        <source>the hint</source>
        <translation>savjet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="265"/>
        <source>breaks {rule}</source>
        <translation>krši {rule}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="269"/>
        <source>Cards that keep the conventions: {cards}.</source>
        <translation>Karte koje poštuju konvencije: {cards}.</translation>
    </message>
    <message>
        <source>Drop out: too few tricks of its own. No stake, no risk.</source>
        <translation type="vanished">Ne pratim: premalo vlastitih štihova. Bez uloga, bez rizika.</translation>
    </message>
    <message>
        <source>Pass: too few tricks expected.</source>
        <translation type="vanished">Dalje: očekuje se premalo štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="73"/>
        <source>A bid is forced; the best contract in reach is {contract}.</source>
        <translation>Licitacija je obavezna; najbolja dostupna igra je {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="75"/>
        <source>A bid is forced: passing is not allowed.</source>
        <translation>Licitacija je obavezna: ne smije se reći dalje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="77"/>
        <source>No recontra: the contract is not sure enough.</source>
        <translation>Nema rekontre: igra nije dovoljno sigurna.</translation>
    </message>
    <message>
        <source>Invite partner: some tricks of its own, too few alone.</source>
        <translation type="vanished">Zovem partnera: nešto vlastitih štihova, ali premalo za samog.</translation>
    </message>
    <message>
        <source>Discard {card} and {other}: the short side suits.</source>
        <translation type="vanished">Odbaci {card} i {other}: kratke sporedne boje.</translation>
    </message>
    <message>
        <source>{card} is the best card; the next best is {other}.</source>
        <translation type="vanished">{card} je najbolja karta; sljedeća najbolja je {other}.</translation>
    </message>
    <message>
        <source>{card}: every card that may be played comes out equal.</source>
        <translation type="vanished">{card}: sve karte koje se smiju odigrati ispadaju jednako.</translation>
    </message>
    <message>
        <source>Pass: no bid is possible.</source>
        <translation type="vanished">Dalje: nijedna licitacija nije moguća.</translation>
    </message>
    <message>
        <source>Pass: no contract in reach looks playable.</source>
        <translation type="vanished">Dalje: nijedna dostupna igra ne izgleda prolazno.</translation>
    </message>
    <message>
        <source>Pass: even {contract} is worth too little.</source>
        <translation type="vanished">Dalje: čak i {contract} vrijedi premalo.</translation>
    </message>
    <message>
        <source>Pass: declaring is worth too little.</source>
        <translation type="vanished">Dalje: vlastita igra vrijedi premalo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="98"/>
        <source>{action}: {contract} is worth playing.</source>
        <translation>{action}: isplati se igrati {contract}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="100"/>
        <source>{action}: declaring is worth it.</source>
        <translation>{action}: vlastita igra se isplati.</translation>
    </message>
    <message>
        <source>Discard {card} and {other} to play {contract}.</source>
        <translation type="vanished">Odbaci {card} i {other} za igru {contract}.</translation>
    </message>
    <message>
        <source>{contract}: the only promising contract.</source>
        <translation type="vanished">{contract}: jedina igra koja obećava.</translation>
    </message>
    <message>
        <source>{action} is worth most against {contract}.</source>
        <translation type="vanished">Protiv igre {contract} najviše vrijedi: {action}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="112"/>
        <source>{action} is worth more than playing on.</source>
        <translation>{action}: vrijedi više nego igrati dalje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="187"/>
        <source>Only cards that keep the defender conventions were considered.</source>
        <translation>Razmatrane su samo karte koje poštuju konvencije pratitelja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="190"/>
        <source>Only cards keeping {rule} were considered.</source>
        <translation>Razmatrane su samo karte koje poštuju {rule}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="198"/>
        <source>{tricks} tricks expected</source>
        <translation>očekivani štihovi: {tricks}</translation>
    </message>
    <message>
        <source>worth {units} units</source>
        <translation type="vanished">vrijednost {units} jedinica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="205"/>
        <source>{units} units better than the next best</source>
        <translation>za {units} jedinica bolje od sljedećeg izbora</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="209"/>
        <source>playing on: {units} units</source>
        <translation>igrati dalje: {units} jedinica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="214"/>
        <source>{action}: {units} units</source>
        <translation>{action}: {units} jedinica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="227"/>
        <source>made in {made} of {samples} sampled deals</source>
        <translation>prošla u {made} od {samples} probnih dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="231"/>
        <source>over {samples} sampled deals</source>
        <translation>na {samples} probnih dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/reasons.py" line="234"/>
        <source>error: {error}</source>
        <translation>pogreška: {error}</translation>
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
        <translation>Jedinice</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="52"/>
        <source>all cards known</source>
        <translation>sve karte poznate</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/chart.py" line="54"/>
        <source>on what you could know</source>
        <translation>prema onome što si mogao znati</translation>
    </message>
</context>
<context>
    <name>ReviewDetails</name>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="37"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, what the card is worth to you (units), and ≈ the same on what you could know.</source>
        <translation>Na svakoj karti koju si mogao odigrati: štihovi izvođača odavde uz najbolju igru svih, koliko karta vrijedi za tebe (jedinice) i ≈ isto prema onome što si mogao znati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="43"/>
        <source>On each card you could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to you (units).</source>
        <translation>Na svakoj karti koju si mogao odigrati: štihovi izvođača odavde uz najbolju igru svih i koliko karta vrijedi za tebe (jedinice).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="47"/>
        <source>On each card {name} could play: the declarer&apos;s tricks from here on with best play by everybody, and what the card is worth to {name} (units).</source>
        <translation>Na svakoj karti koju je {name} mogao odigrati: štihovi izvođača odavde uz najbolju igru svih i koliko karta vrijedi za {name} (jedinice).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="56"/>
        <source>A card that breaks a convention is judged against the best card that keeps the conventions, on the two defenders&apos; result together.</source>
        <translation>Karta koja krši konvenciju mjeri se prema najboljoj karti koja poštuje konvencije, i to po zajedničkom rezultatu obaju pratitelja.</translation>
    </message>
    <message>
        <source>With all cards known it cost {tricks} trick(s) and {units} units.</source>
        <translation type="vanished">Uz sve poznate karte stajala je {tricks} štih(ova) i {units} jedinica.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="61"/>
        <source>With all cards known it cost {tricks} and {units} units.</source>
        <translation>Uz sve poznate karte stajala je {tricks} i {units} jedinica.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="65"/>
        <source>Best keeping the conventions, with all cards known: {cards}.</source>
        <translation>Najbolje uz poštovanje konvencija, uz sve poznate karte: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="69"/>
        <source>Best with all cards known: {cards}.</source>
        <translation>Najbolje uz sve poznate karte: {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="73"/>
        <source>With all cards known the breach took {units} units from the partner.</source>
        <translation>Uz sve poznate karte prekršaj je partneru oduzeo {units} jedinica.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="77"/>
        <source>On what you could know ({worlds} possible layouts) it cost {units} units.</source>
        <translation>Prema onome što si mogao znati ({worlds} mogućih rasporeda) stajala je {units} jedinica.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="99"/>
        <source>Why the two figures differ: as the cards lay, the contract is made after this card, but it was made in only {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Zašto se dva broja razlikuju: kako su karte ležale, igra nakon ove karte prolazi, ali je prošla samo u {pct} % rasporeda koji odgovaraju licitaciji i igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="105"/>
        <source>Why the two figures differ: as the cards lay, the contract fails after this card, but it was made in {pct}% of the layouts that fit the calls and the play.</source>
        <translation>Zašto se dva broja razlikuju: kako su karte ležale, igra nakon ove karte pada, ali je prošla u {pct} % rasporeda koji odgovaraju licitaciji i igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="110"/>
        <source>Why the two figures differ: the contract&apos;s fate is the same, but the layouts that fit the calls and the play share the tricks otherwise than the cards as they lay.</source>
        <translation>Zašto se dva broja razlikuju: igra završava isto, ali rasporedi koji odgovaraju licitaciji i igri dijele štihove drukčije nego što su karte ležale.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="120"/>
        <source>You played {card}.</source>
        <translation>Odigrao si {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="123"/>
        <source>{name} played {card}.</source>
        <translation>{name} je odigrao {card}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/details.py" line="130"/>
        <source>Cards that kept it: {cards}.</source>
        <translation>Karte koje bi je poštovale: {cards}.</translation>
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
        <translation>Najbolja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="35"/>
        <source>Good</source>
        <translation>Dobra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="36"/>
        <source>Inaccuracy</source>
        <translation>Nepreciznost</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="37"/>
        <source>Mistake</source>
        <translation>Pogreška</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="38"/>
        <source>Blunder</source>
        <translation>Gruba pogreška</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="39"/>
        <source>Unlucky</source>
        <translation>Nesretna</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="48"/>
        <source>This game has no double-dummy goal: the card is not priced.</source>
        <translation>Ova igra nema cilj uz otvorene karte: karta se ne ocjenjuje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="51"/>
        <source>Inaccuracy: it broke a convention, and a breach is never graded better than that.</source>
        <translation>Nepreciznost: prekršila je konvenciju, a prekršaj nikad ne dobiva bolju ocjenu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="55"/>
        <source>Best: no card would have done better.</source>
        <translation>Najbolja: nijedna karta ne bi bila bolja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="57"/>
        <source>Good: at most a unit from the best card.</source>
        <translation>Dobra: najviše jedinicu iza najbolje karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="59"/>
        <source>Inaccuracy: it cost a little against the best card.</source>
        <translation>Nepreciznost: u odnosu na najbolju kartu stajala je malo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="61"/>
        <source>Mistake: it cost clearly against the best card.</source>
        <translation>Pogreška: u odnosu na najbolju kartu stajala je osjetno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="63"/>
        <source>Blunder: it cost a lot against the best card.</source>
        <translation>Gruba pogreška: u odnosu na najbolju kartu stajala je mnogo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="65"/>
        <source>Unlucky: right on what could be known, wrong as the cards lay.</source>
        <translation>Nesretna: ispravna prema onome što se moglo znati, pogrešna s obzirom na to kako su karte ležale.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="74"/>
        <source>C1 broken: the partner&apos;s card was already winning the trick and it was taken from him.</source>
        <translation>C1 prekršena: partnerova karta već je dobivala štih, a ipak mu je oduzet.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="78"/>
        <source>C1 broken: the partner was winning the trick, and the declarer could have taken it from him only with a card that would have beaten this one too.</source>
        <translation>C1 prekršena: partner je dobivao štih, a izvođač mu ga je mogao oduzeti samo kartom koja bi tukla i ovu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="82"/>
        <source>C1 broken: the partner was winning the trick and it was taken from him without need.</source>
        <translation>C1 prekršena: partner je dobivao štih, a oduzet mu je bez potrebe.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="86"/>
        <source>C2 broken: with the declarer playing last, the lead was not the top card held of the suit.</source>
        <translation>C2 prekršena: izvođač je igrao posljednji, a izbačena nije bila najviša karta u boji u ruci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="90"/>
        <source>C3 broken: with the declarer playing second, the lead was neither very high nor the lowest card held of the suit.</source>
        <translation>C3 prekršena: izvođač je igrao drugi, a izbačena nije bila ni vrlo visoka ni najniža karta u boji u ruci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="97"/>
        <source>{rule} broken.</source>
        <translation>{rule} prekršena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="102"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit, so {cards} are not with you.</source>
        <translation>Izbacio si {card} po C2: to govori da je to tvoja najviša karta u boji, pa {cards} nemaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="107"/>
        <source>You led {card} by C2: it tells that it is your top card of the suit.</source>
        <translation>Izbacio si {card} po C2: to govori da je to tvoja najviša karta u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="110"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit, so {cards} are not with you.</source>
        <translation>Izbacio si {card} po C3: to govori da je to tvoja najniža karta u boji, pa {cards} nemaš.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="115"/>
        <source>You led {card} by C3: it tells that it is your lowest card of the suit.</source>
        <translation>Izbacio si {card} po C3: to govori da je to tvoja najniža karta u boji.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="118"/>
        <source>You led {card} by C3: a very high card.</source>
        <translation>Izbacio si {card} po C3: vrlo visoka karta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="123"/>
        <source>{name} led {card} by C2: it is the top card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} je izbacio {card} po C2: to je najviša karta u boji u ruci, pa {name} nema {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="128"/>
        <source>{name} led {card} by C2: it is the top card held of the suit.</source>
        <translation>{name} je izbacio {card} po C2: to je najviša karta u boji u ruci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="131"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit, so {cards} are not with {name}.</source>
        <translation>{name} je izbacio {card} po C3: to je najniža karta u boji u ruci, pa {name} nema {cards}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="136"/>
        <source>{name} led {card} by C3: it is the lowest card held of the suit.</source>
        <translation>{name} je izbacio {card} po C3: to je najniža karta u boji u ruci.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="138"/>
        <source>{name} led {card} by C3: a very high card.</source>
        <translation>{name} je izbacio {card} po C3: vrlo visoka karta.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="149"/>
        <source>But the lead broke {rule}: what it told the partner was not true.</source>
        <translation>Ali izbačaj je prekršio {rule}: ono što je rekao partneru nije bilo istina.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="160"/>
        <source>Keeping the conventions cost {tricks} here with all cards known: the conventions trade tricks for information.</source>
        <translation>Poštovanje konvencija ovdje je uz sve poznate karte stajalo {tricks}: konvencije mijenjaju štihove za informacije.</translation>
    </message>
    <message>
        <source>Keeping the conventions cost {n} trick(s) here with all cards known: the conventions trade tricks for information.</source>
        <translation type="vanished">Poštovanje konvencija ovdje je uz sve poznate karte stajalo {n} štih(ova): konvencije mijenjaju štihove za informacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/words.py" line="168"/>
        <source>{rule} broken</source>
        <comment>the review&apos;s trick list</comment>
        <translation>{rule} prekršena</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="123"/>
        <source>Review of the deal</source>
        <translation>Analiza dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="50"/>
        <source>Values for every seat</source>
        <translation>Vrijednosti za svako mjesto</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="51"/>
        <source>Play from here</source>
        <translation>Igraj odavde</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="52"/>
        <source>Play the deal again from this position, to try another card (practice, not scored).</source>
        <translation>Ponovno odigraj dijeljenje od ovog položaja i isprobaj drugu kartu (vježba, ne boduje se).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="125"/>
        <source>Back (←)</source>
        <translation>Natrag (←)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/window.py" line="126"/>
        <source>Forward (→)</source>
        <translation>Naprijed (→)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="56"/>
        <source>Analysing…</source>
        <translation>Analiza u tijeku…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/trick_list.py" line="57"/>
        <source>The deal and the calls</source>
        <translation>Dijeljenje i licitacija</translation>
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
        <translation>Podijeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="27"/>
        <source>Step {i} of {n}: {name} — {action}, valued on the cards</source>
        <translation>Korak {i} od {n}: {name} — {action}, vrijednosti su na kartama</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="34"/>
        <source>Step {i} of {n}: {name} — {action}</source>
        <translation>Korak {i} od {n}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/step_text.py" line="52"/>
        <source>Tick “Values for every seat” to see this card judged.</source>
        <translation>Označi „Vrijednosti za svako mjesto” da vidiš ocjenu ove karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="61"/>
        <source>Analysing… card {done} of {total}</source>
        <translation>Analiza u tijeku… karta {done} od {total}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="66"/>
        <source>Every card analysed.</source>
        <translation>Sve karte analizirane.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/review/side_panel.py" line="71"/>
        <source>The analysis failed: {error}</source>
        <translation>Analiza nije uspjela: {error}</translation>
    </message>
</context>
<context>
    <name>RussianReplayDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="113"/>
        <source>Replay</source>
        <translation>Reprodukcija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="114"/>
        <source>◀ Back</source>
        <translation>◀ Natrag</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="115"/>
        <source>Forward ▶</source>
        <translation>Naprijed ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="135"/>
        <source>The deal</source>
        <translation>Podijeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="140"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Korak {i}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="149"/>
        <source>The cards could not be valued: {error}</source>
        <translation>Karte se nisu mogle vrednovati: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="151"/>
        <source>Valuing the cards with all hands known…</source>
        <translation>Karte se vrednuju uz sve poznate ruke…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="154"/>
        <source>A talon trick of raspasy: its cards are not valued.</source>
        <translation>Štih s kartom iz talona na raspasima: njegove se karte ne vrednuju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="160"/>
        <source>Tricks {name} takes from here after each card, all cards known: {values}</source>
        <translation>Štihovi igrača {name} odavde nakon svake karte, uz sve poznate karte: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="163"/>
        <source>The declarer&apos;s tricks from here after each card, all cards known: {values}</source>
        <translation>Štihovi izvođača odavde nakon svake karte, uz sve poznate karte: {values}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="167"/>
        <source>{card} gave nothing away. Best: {best}.</source>
        <translation>{card} nije ništa poklonila. Najbolje: {best}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/ru_replay.py" line="170"/>
        <source>{card} gave away tricks: {n}. Best: {best}.</source>
        <translation>{card} je poklonila štihova: {n}. Najbolje: {best}.</translation>
    </message>
</context>
<context>
    <name>SaveGuard</name>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="64"/>
        <location filename="../prefgui/ui/window/save_guard.py" line="79"/>
        <source>Save elsewhere…</source>
        <translation>Spremi drugdje…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="65"/>
        <source>Not saved: {reason}</source>
        <translation>Nije spremljeno: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="91"/>
        <source>The game is saved again.</source>
        <translation>Igra se ponovno sprema.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="97"/>
        <source>Save the game in</source>
        <translation>Spremi igru u</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/save_guard.py" line="109"/>
        <source>The game is not saved: the actions since the last save are lost if you quit now. Quit anyway?</source>
        <translation>Igra nije spremljena: ako sada izađeš, potezi od zadnjeg spremanja bit će izgubljeni. Ipak izaći?</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation type="vanished">
            <numerusform>%n odigrano dijeljenje</numerusform>
            <numerusform>%n odigrana dijeljenja</numerusform>
            <numerusform>%n odigranih dijeljenja</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <source>The saved settings could not be read ({error}); the defaults are used and the old settings were kept aside.</source>
        <translation type="vanished">Spremljene postavke nisu se mogle pročitati ({error}); koriste se zadane vrijednosti, a stare postavke sačuvane su zasebno.</translation>
    </message>
</context>
<context>
    <name>SheetDesk</name>
    <message>
        <location filename="../prefgui/ui/window/sheet_desk.py" line="113"/>
        <source>No deal has been finished yet.</source>
        <translation>Još nema završenog dijeljenja.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="42"/>
        <source>Customary compensation for C1: {offender} pays {partner} {amount} for the trick he took from him; settled with this deal.</source>
        <translation>Uobičajena naknada za C1: {offender} plaća {partner} {amount} za štih koji mu je oduzeo; obračunano s ovim dijeljenjem.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="46"/>
        <source>Customary compensation for C1: {offender} owes {partner} {amount} for the trick he took from him; not settled (the rule option “Settle the C1 compensation” is off).</source>
        <translation>Uobičajena naknada za C1: {offender} duguje {partner} {amount} za štih koji mu je oduzeo; nije obračunano (pravilo „Obračunaj naknadu za C1” je isključeno).</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="75"/>
        <source>Deal summary</source>
        <translation>Pregled dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="80"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source> (hand)</source>
        <translation> (iz ruke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="88"/>
        <source>Tricks — </source>
        <translation>Štihovi — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>To</source>
        <translation>Kome</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="90"/>
        <source>Amount</source>
        <translation>Iznos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="91"/>
        <source>Why</source>
        <translation>Razlog</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="104"/>
        <source>No payments in this deal.</source>
        <translation>U ovom dijeljenju nema plaćanja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="107"/>
        <source>This deal: </source>
        <translation>Ovo dijeljenje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="109"/>
        <source>Balances: </source>
        <translation>Stanje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="119"/>
        <source>Next deal</source>
        <translation>Sljedeće dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="124"/>
        <source>Review</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="127"/>
        <source>Every card of this deal priced and graded</source>
        <translation>Svaka karta ovog dijeljenja procijenjena i ocijenjena</translation>
    </message>
</context>
<context>
    <name>TableDesk</name>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="99"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Tvoj red: povuci označenu kartu na stol ili je dvaput klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="102"/>
        <source>Your turn: choose on the table.</source>
        <translation>Tvoj red: odaberi na stolu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="29"/>
        <source>Balance since the defence practice began (its own sheet; the game&apos;s balances wait unchanged).</source>
        <translation>Stanje od početka vježbe obrane (vlastiti zapisnik; stanje partije čeka nepromijenjeno).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="43"/>
        <source>Standing in whists if the pulka ended now (pool, mountain and whists settled).</source>
        <translation>Stanje u vistovima da pulka sada završi (pulja, brdo i vistovi obračunani).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="51"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stanje od početka partije (plus dobitak, minus gubitak).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/money_note.py" line="54"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Prije ovog dijeljenja svatko je uplatio {n} ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="116"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/window/table_desk.py" line="125"/>
        <source>It is not your turn.</source>
        <translation>Nisi na redu.</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="327"/>
        <source>Préférence (French suits)</source>
        <translation>Préférence (francuske karte)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="328"/>
        <source>Préférence (German suits)</source>
        <translation>Préférence (njemačke karte)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="331"/>
        <source>red lattice</source>
        <translation>crvena rešetka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="332"/>
        <source>blue ornament</source>
        <translation>plavi ornament</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="333"/>
        <source>green damask</source>
        <translation>zeleni damast</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/texts.py" line="334"/>
        <source>the deck&apos;s own back</source>
        <translation>vlastita poleđina špila</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 (clubs) to 4 (hearts), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation type="vanished">Klasična igra Austrije i Beča. Svi uplaćuju u kasu; licitira se od 1 (tref) do 4 (herc), a može se igrati i iz ruke, bez talona. Izvođač uzima talon, odbacuje dvije karte i mora uzeti 6 od 10 štihova; svaki pratitelj odlučuje hoće li pratiti ili odustati i treba 2 štiha. Plaća se u kasu i iz kase.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="15"/>
        <source>The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs from 1 ({clubs}) to 4 ({hearts}), and a player may bid hand, without the talon. The declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each defender decides whether to play or drop out and needs 2 tricks. Payments go to and from the pot.</source>
        <translation>Klasična igra Austrije i Beča. Svi uplaćuju u kasu; licitira se od 1 ({clubs}) do 4 ({hearts}), a može se igrati i iz ruke, bez talona. Izvođač uzima talon, odbacuje dvije karte i mora uzeti 6 od 10 štihova; svaki pratitelj odlučuje hoće li pratiti ili odustati i treba 2 štiha. Plaća se u kasu i iz kase.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="22"/>
        <source>The Austrian game with four more contracts above the suits: misère (take no trick), slam (take all ten), and both again played open with the cards on the table. Played in Austria and the neighbouring countries as the livelier form of the game.</source>
        <translation>Austrijska igra s još četiri igre iznad boja: betl (ne uzeti nijedan štih), preferans (uzeti svih deset) i oba još jednom otvoreno, s kartama na stolu. Igra se u Austriji i susjednim zemljama kao živahniji oblik igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="28"/>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 ({spades}) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation>Igra Hrvatske, Srbije, Bosne i Slovenije. Igra se suprotno od kazaljke na satu; dijeli se pet karata, zatim talon, zatim još pet. Licitira se od 2 ({spades}) do 7 (preferans); talon se pokazuje svima. Svaki pratitelj treba 2 štiha, pratitelj koji je odustao može biti pozvan natrag, a bodovi idu u zajedničku banku umjesto u kasu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="40"/>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with {spades} as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation>Igra podunavskih Švaba u Banatu i Mađarskoj, bliska igri zapadnog Balkana: licitacija od 2 do 7, ali oba pratitelja uvijek igraju. Izvođač treba 6 štihova, jedan više kad je adutska boja {spades} i još jedan više za igru iz ruke, a plaća mu se svaki štih iznad cilja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="46"/>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once ({hearts} rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation>Sjevernoamerička igra s početka 20. stoljeća. U prvom krugu svaki igrač smije jednom imenovati višu adutsku boju (najviša boja: {hearts}); ako nitko ne imenuje, igrači nude iznose za talon. Izvođač mora uzeti 6 od 10 štihova protiv druge dvojice; kasa isplaćuje dobitak dogovoren prije igre.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="52"/>
        <source>Russian Preferans as most Russian players know it (the pulka of Sochi). Bids climb from six {spades} to ten no trumps, with misère among them; the defenders whist or pass and write whists on the declarer. Made contracts go into the pool, failures onto the mountain; when every pool is full the pulka ends and is settled in whists. If all pass, raspasy are played for fewest tricks.</source>
        <translation>Ruski preferans kakav zna većina ruskih igrača (pulka Soči). Zvanja rastu od šest {spades} do deset bez aduta, s betlom između; pratitelji vistaju ili kažu pas i pišu vistove na izvođača. Prošle igre idu u pulju, pale na goru; kad je svaka pulja puna, pulka završava i obračunava se u vistovima. Ako svi kažu pas, igraju se raspasi na što manje štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="59"/>
        <source>Russian Preferans of Saint Petersburg (Leningradka): the Sochi game with every whist and every failure counted double, the gentleman&apos;s whist, a checked ten, pools that are not capped and raspasy with a hard exit at seven.</source>
        <translation>Ruski preferans iz Sankt Peterburga (Lenjingradka): igra Soči u kojoj se svaki vist i svaki pad broje dvostruko, s džentlmenskim vistom, provjerenom deseticom, puljama bez zatvaranja i raspasima s tvrdim izlazom na sedam.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="64"/>
        <source>Russian Preferans of Rostov: the Sochi game, but raspasy are written as whists (five a trick from the player with fewest tricks) and their trick price does not grow.</source>
        <translation>Ruski preferans iz Rostova: igra Soči, ali se raspasi pišu kao vistovi (pet po štihu od onoga s najmanje štihova), a cijena štiha ne raste.</translation>
    </message>
    <message>
        <source>The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five cards are dealt, then the talon, then five more. Bids run from 2 (spades) to 7 (slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender who drops out may be invited back, and the score goes to a shared bank instead of a pot.</source>
        <translation type="vanished">Igra Hrvatske, Srbije, Bosne i Slovenije. Igra se suprotno od kazaljke na satu; dijeli se pet karata, zatim talon, zatim još pet. Licitira se od 2 (pik) do 7 (preferans); talon se pokazuje svima. Svaki pratitelj treba 2 štiha, pratitelj koji je odustao može biti pozvan natrag, a bodovi idu u zajedničku banku umjesto u kasu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/words/variant_texts.py" line="35"/>
        <source>Preferánsz as played in Hungary: the Western Balkan rules (bids 2 to 7, the talon shown, a shared bank, play anticlockwise) with the Hungarian suits of acorns, leaves, bells and hearts.</source>
        <translation>Preferansz kako se igra u Mađarskoj: pravila zapadnog Balkana (licitacija od 2 do 7, talon se pokazuje, zajednička banka, suprotno od kazaljke na satu) s mađarskim bojama žir, list, bundeva i herc.</translation>
    </message>
    <message>
        <source>The game of the Danube Swabians in the Banat and Hungary, close to the Western Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 tricks, one more with spades as trumps and one more for a hand contract, and is paid for every trick above his target.</source>
        <translation type="vanished">Igra podunavskih Švaba u Banatu i Mađarskoj, bliska igri zapadnog Balkana: licitacija od 2 do 7, ali oba pratitelja uvijek igraju. Izvođač treba 6 štihova, jedan više s pikom kao adutom i još jedan više za igru iz ruke, a plaća mu se svaki štih iznad cilja.</translation>
    </message>
    <message>
        <source>The North American game of the early 1900s. In a first round each player may name a higher trump suit once (hearts rank highest); if nobody does, the players offer amounts for the widow. The declarer must take 6 of 10 tricks against the other two; the pot pays the reward agreed before play.</source>
        <translation type="vanished">Sjevernoamerička igra s početka 20. stoljeća. U prvom krugu svaki igrač smije jednom imenovati višu adutsku boju (herc je najviši); ako nitko ne imenuje, igrači nude iznose za talon. Izvođač mora uzeti 6 od 10 štihova protiv druge dvojice; kasa isplaćuje dobitak dogovoren prije igre.</translation>
    </message>
</context>
</TS>
