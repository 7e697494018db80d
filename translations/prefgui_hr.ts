<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="45"/>
        <source>Replay</source>
        <translation>Reprodukcija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="55"/>
        <source>◀ Back</source>
        <translation>◀ Natrag</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="56"/>
        <source>Forward ▶</source>
        <translation>Naprijed ▶</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="77"/>
        <source>The deal</source>
        <translation>Podijeljene karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/replay.py" line="80"/>
        <source>Step {i}: {name} — {action}</source>
        <translation>Korak {i}: {name} — {action}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="14"/>
        <source>&lt;p&gt;Three players, 32 cards (A K Q J 10 9 8 7 in each suit), ten cards each and two in the talon. The auction decides who plays alone against the other two, and which suit is trumps. Follow suit if you can; otherwise you must trump if you can. The highest trump wins the trick, else the highest card of the suit led.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tri igrača, 32 karte (A K Q J 10 9 8 7 u svakoj boji), svaki dobiva deset karata, a dvije idu u talon. Licitacija odlučuje tko igra sam protiv ostale dvojice i koja je boja adut. Na boju treba odgovoriti ako se može; inače treba sjeći adutom ako se može. Štih nosi najjači adut, inače najjača karta izigrane boje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="20"/>
        <source>&lt;h3&gt;Austrian Préférence&lt;/h3&gt;&lt;p&gt;Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks every plain bid; hand hearts is the &lt;i&gt;Préférence&lt;/i&gt;. An earlier seat may hold the current bid. If the first two pass, the dealer must bid. The declarer takes the talon, discards two cards and names trumps at least as high as his bid. Each defender then defends (needs 2 tricks) or drops out.&lt;/p&gt;&lt;p&gt;Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more receives 1 from the dealer. The declarer may concede before the first card: 3 to each defender (5 to a lone one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Austrijski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 1 ♣, 2 ♠, 3 ♦, 4 ♥; svaka licitacija iz ruke (igra bez talona) jača je od svake obične; herc iz ruke je &lt;i&gt;Préférence&lt;/i&gt;. Igrač koji sjedi ranije smije zadržati trenutačnu licitaciju (reći „moje”). Ako prva dvojica kažu dalje, djelitelj mora licitirati. Izvođač uzima talon, odbacuje dvije karte i određuje adut barem jednako visok kao njegova licitacija. Zatim svaki pratitelj prati (treba 2 štiha) ili odustaje.&lt;/p&gt;&lt;p&gt;Prošla igra (6 štihova): kasa plaća 10. Pala igra: izvođač plaća 20 u kasu. Pratitelj s manje od 2 štiha plaća 10 u kasu; onaj s 2 ili više dobiva 1 od djelitelja. Izvođač se smije predati prije prve karte: 3 svakom pratitelju (5 ako prati samo jedan).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="30"/>
        <source>&lt;h3&gt;Illustrated Préférence&lt;/h3&gt;&lt;p&gt;The Austrian game plus misère (5: take no trick), slam (6: take all ten), open misère (7) and open slam (8), all without trumps; the open contracts are played with the declarer&apos;s cards face up. Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand game, and receives as much if he fails. Misère ends at the declarer&apos;s first trick, slam at his first lost trick.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ilustrirani preferans&lt;/h3&gt;&lt;p&gt;Austrijska igra i uz nju betl (5: ne uzeti nijedan štih), durmarš (6: uzeti svih deset), otvoreni betl (7) i otvoreni durmarš (8), sve bez aduta; otvorene igre igraju se s otkrivenim kartama izvođača. Svaki pratitelj plaća izvođaču 10, 20, 30 ili 40 ako igra prođe, dvostruko za igru iz ruke, a isto toliko dobiva ako igra padne. Betl završava prvim štihom izvođača, durmarš njegovim prvim izgubljenim štihom.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="37"/>
        <source>&lt;h3&gt;Western Balkan / Hungarian Preferánsz&lt;/h3&gt;&lt;p&gt;Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam; the talon is shown. The base value B is the contract&apos;s number, +1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 tricks pays 10·B, and the declarer pays each defender 2·B for every trick he took. A defender who dropped out may be invited by the other: the defence then needs 4 tricks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zapadnobalkanski / mađarski preferans&lt;/h3&gt;&lt;p&gt;Licitacija 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl, 7 durmarš; talon se pokazuje. Osnovna vrijednost B je broj igre, +1 za igru iz ruke, udvostručena kontrom, rekontrom i refom. Prošla igra: banka plaća 20·B; pala: izvođač plaća 20·B. U igrama s adutom pratitelj s manje od 2 štiha plaća 10·B, a izvođač plaća svakom pratitelju 2·B za svaki štih koji je taj uzeo. Pratitelja koji je odustao drugi može pozvati: obrana tada treba 4 štiha.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="45"/>
        <source>&lt;h3&gt;Danube Swabian Preferánsz&lt;/h3&gt;&lt;p&gt;As the Western Balkan game, but both defenders always play. The declarer needs 6 tricks, 7 with spades, one more in a hand game. Each defender pays him the contract&apos;s number, plus one per overtrick; if he fails he pays each defender as much, plus one per undertrick. Equal talon cards cost the declarer 2 to the dealer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Preferans podunavskih Švaba&lt;/h3&gt;&lt;p&gt;Kao zapadnobalkanska igra, ali oba pratitelja uvijek igraju. Izvođač treba 6 štihova, 7 s pikom kao adutom, jedan više u igri iz ruke. Svaki pratitelj mu plaća broj igre i još jedan za svaki štih viška; ako padne, on svakom pratitelju plaća isto toliko i još jedan za svaki štih manjka. Ako su karte u talonu jednake, izvođač plaća djelitelju 2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="51"/>
        <source>&lt;h3&gt;American Preference&lt;/h3&gt;&lt;p&gt;Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If all pass, each may offer an amount for the right to take the widow and name trumps. No obligation to trump. Six tricks win the reward from the pot; failing costs the penalty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Američki preferans&lt;/h3&gt;&lt;p&gt;Svaki igrač jednom imenuje adutsku boju višu od svih dotad imenovanih (♠ &lt; ♣ &lt; ♦ &lt; ♥) ili kaže dalje; pobjeđuje najviša boja i igra se bez talona. Ako svi kažu dalje, svatko može ponuditi iznos za pravo da uzme talon i odredi adut. Nema obveze sječenja adutom. Šest štihova donosi nagradu iz kase; tko padne, plaća kaznu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="58"/>
        <source>&lt;h3&gt;Defender conventions&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: do not overtake a trick your partner is already winning without need. &lt;b&gt;C2&lt;/b&gt;: when the declarer plays last to your lead, lead the highest card you hold in the suit. &lt;b&gt;C3&lt;/b&gt;: when the declarer plays second, lead an ace or king, or your lowest card of the suit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Konvencije pratitelja&lt;/h3&gt;&lt;p&gt;&lt;b&gt;C1&lt;/b&gt;: ne prebijaj bez potrebe štih koji tvoj partner već nosi. &lt;b&gt;C2&lt;/b&gt;: kad izvođač igra zadnji na tvoj izlaz, izađi s najvišom kartom koju imaš u toj boji. &lt;b&gt;C3&lt;/b&gt;: kad izvođač igra drugi, izađi s asom ili kraljem, ili s najnižom kartom te boje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/rules.py" line="68"/>
        <location filename="../prefgui/ui/dialogs/settings.py" line="127"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="29"/>
        <source>Saved sessions</source>
        <translation>Spremljene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="36"/>
        <source>Resume</source>
        <translation>Nastavi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="37"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="81"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="84"/>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="89"/>
        <source>Delete</source>
        <translation>Obriši</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="61"/>
        <source>{saved} — {variant}, {deals} deal(s) played</source>
        <translation>{saved} — {variant}, odigrana dijeljenja: {deals}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="81"/>
        <source>The session being played cannot be deleted.</source>
        <translation>Partija koja je u tijeku ne može se obrisati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/sessions.py" line="84"/>
        <source>Delete this saved session?</source>
        <translation>Obrisati ovu spremljenu partiju?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <source>on</source>
        <translation>uključeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="60"/>
        <source>off</source>
        <translation>isključeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="78"/>
        <source>(default)</source>
        <translation>(zadano)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="86"/>
        <source>a number or {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</source>
        <translation>broj ili {&quot;S&quot;: 4, &quot;C&quot;: 6, &quot;D&quot;: 8, &quot;H&quot;: 10}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="87"/>
        <source>a number or &quot;reward&quot;</source>
        <translation>broj ili &quot;reward&quot;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="123"/>
        <source>Settings</source>
        <translation>Postavke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="128"/>
        <source>Players and stakes</source>
        <translation>Igrači i ulozi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="129"/>
        <source>Cards and display</source>
        <translation>Karte i prikaz</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal; the number of players changes with a new session.</source>
        <translation type="vanished">Promjene pravila vrijede od sljedećeg dijeljenja; broj igrača mijenja se tek s novom partijom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="133"/>
        <source>Rule changes apply from the next deal. Another variant or number of players starts a new session; the current one stays in the saved sessions.</source>
        <translation>Promjene pravila vrijede od sljedećeg dijeljenja. Druga varijanta ili broj igrača započinje novu partiju; trenutna ostaje među spremljenim partijama.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="139"/>
        <source>Restore defaults</source>
        <translation>Vrati zadane vrijednosti</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="158"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="57"/>
        <source>Variant</source>
        <translation>Varijanta</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="196"/>
        <source>default</source>
        <translation>zadano</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="224"/>
        <source>Three at the table</source>
        <translation>Troje za stolom</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="225"/>
        <source>Four at the table (the dealer sits out)</source>
        <translation>Četvero za stolom (djelitelj pauzira)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="228"/>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="249"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="249"/>
        <source>Opponent {n}</source>
        <translation>Protivnik {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="255"/>
        <source>Pot contribution (units per player)</source>
        <translation>Uplata u kasu (jedinica po igraču)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="257"/>
        <source>One unit is worth</source>
        <translation>Jedna jedinica vrijedi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="269"/>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="62"/>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="274"/>
        <source>Card back</source>
        <translation>Poleđina karata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="275"/>
        <source>Preview</source>
        <translation>Pregled</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="280"/>
        <source>Animation speed</source>
        <translation>Brzina animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="286"/>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="67"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/settings.py" line="349"/>
        <source>These rules cannot be played together: {reason}</source>
        <translation>Ova se pravila ne mogu igrati zajedno: {reason}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="46"/>
        <location filename="../prefgui/ui/table/scene.py" line="426"/>
        <source>hand</source>
        <translation>iz ruke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="42"/>
        <source>bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="43"/>
        <source>pot</source>
        <translation>kasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/charts.py" line="28"/>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <location filename="../prefgui/ui/score_sheet.py" line="211"/>
        <location filename="../prefgui/ui/score_sheet.py" line="240"/>
        <source>Deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>Dealer</source>
        <translation>Djelitelj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <location filename="../prefgui/ui/texts.py" line="140"/>
        <source>Declarer</source>
        <translation>Izvođač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>Contract</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="75"/>
        <source>Outcome</source>
        <translation>Ishod</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="76"/>
        <source>{name} tricks</source>
        <translation>Štihovi: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="77"/>
        <source>{name} paid/won</source>
        <translation>Dobitak/gubitak: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="78"/>
        <source>{pot} after</source>
        <translation>{pot} poslije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="79"/>
        <source>{name} balance</source>
        <translation>Stanje: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Contracts</source>
        <translation>Igre</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Made</source>
        <translation>Prošle</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Defended</source>
        <translation>Pratio</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="120"/>
        <source>Quota reached</source>
        <translation>Kvota ispunjena</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="123"/>
        <source>Your convention breaches</source>
        <translation>Tvoja kršenja konvencija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="143"/>
        <source>Double-click a deal for its summary.</source>
        <translation>Dvoklik na dijeljenje prikazuje njegov pregled.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="148"/>
        <source>Replay this deal</source>
        <translation>Pregledaj ovo dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="151"/>
        <source>Export ledger (CSV)…</source>
        <translation>Izvezi zapisnik (CSV)…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="153"/>
        <source>Export deal records…</source>
        <translation>Izvezi zapise dijeljenja…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="161"/>
        <source>Payments</source>
        <translation>Plaćanja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="162"/>
        <source>Chart</source>
        <translation>Grafikon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="163"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="238"/>
        <source>No payments.</source>
        <translation>Nema plaćanja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="42"/>
        <source>Bank</source>
        <translation>Banka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="43"/>
        <source>Pot</source>
        <translation>Kasa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="259"/>
        <source>Export ledger</source>
        <translation>Izvezi zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="260"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV datoteke (*.csv)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="267"/>
        <source>Export deal records</source>
        <translation>Izvezi zapise dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="269"/>
        <source>Deal records (*.jsonl *.json)</source>
        <translation>Zapisi dijeljenja (*.jsonl *.json)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="277"/>
        <source>Export</source>
        <translation>Izvoz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/score_sheet.py" line="277"/>
        <source>Could not write the file: {error}</source>
        <translation>Datoteka se nije mogla zapisati: {error}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Leaves</source>
        <translation>List</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Acorns</source>
        <translation>Žir</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Bells</source>
        <translation>Bundeva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Hearts</source>
        <translation>Herc</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Zöld</source>
        <translation>Zeleni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="48"/>
        <source>Hearts</source>
        <comment>German suit</comment>
        <translation>Srce</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Makk</source>
        <translation>Žir</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Tök</source>
        <translation>Bundeva</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="50"/>
        <source>Piros</source>
        <translation>Crveni</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Clubs</source>
        <translation>Tref</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="51"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>Unter</source>
        <translation>dečko</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>Ober</source>
        <translation>iber</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>King</source>
        <translation>kralj</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="63"/>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="64"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="72"/>
        <source>Sans</source>
        <translation>Sanac</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="72"/>
        <source>One trick</source>
        <translation>Jedan štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="73"/>
        <source>Misère</source>
        <translation>Betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="73"/>
        <source>Slam</source>
        <translation>Durmarš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>Open misère</source>
        <translation>Otvoreni betl</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="76"/>
        <source>Open slam</source>
        <translation>Otvoreni durmarš</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="78"/>
        <source>Slam (six in a row)</source>
        <translation>Durmarš (šest zaredom)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="86"/>
        <source>Préférence (hand ♥)</source>
        <translation>Préférence (♥ iz ruke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="86"/>
        <source>Préférence (hand hearts)</source>
        <translation>Préférence (srce iz ruke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="87"/>
        <source>{bid} hand</source>
        <translation>{bid} iz ruke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="94"/>
        <source>Pass</source>
        <translation>Dalje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="96"/>
        <source>Hold</source>
        <translation>Moje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="104"/>
        <source>Offer {n}</source>
        <translation>Nudim {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Defend</source>
        <translation>Pratim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Drop out</source>
        <translation>Ne pratim</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="105"/>
        <source>Invite partner</source>
        <translation>Zovem partnera</translation>
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
        <translation>Predajem</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="107"/>
        <source>Announce: no aces</source>
        <translation>Najava: bez asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="115"/>
        <source>Stay out of the auction for good.</source>
        <translation>Trajno izađi iz licitacije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="116"/>
        <source>Take over the current bid: your seat has priority.</source>
        <translation>Preuzmi trenutačnu licitaciju: tvoje mjesto ima prednost.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="117"/>
        <source>Play against the declarer: you need 2 tricks.</source>
        <translation>Igraj protiv izvođača: trebaš 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="118"/>
        <source>Stay out of this deal: no stake, no risk.</source>
        <translation>Ne sudjeluj u ovom dijeljenju: bez uloga, bez rizika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="119"/>
        <source>Bring your partner back in: the defence needs 4 tricks, for you.</source>
        <translation>Vrati partnera u igru: obrana treba 4 štiha, za tvoj račun.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="120"/>
        <source>Double: you expect the declarer to fail.</source>
        <translation>Udvostruči: očekuješ da će izvođač pasti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="121"/>
        <source>Double again: you are sure of your contract.</source>
        <translation>Ponovno udvostruči: siguran si u svoju igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="122"/>
        <source>Give up the contract without play.</source>
        <translation>Predaj igru bez igranja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="123"/>
        <source>You hold no ace: win or lose 10 from each opponent.</source>
        <translation>Nemaš asa: dobivaš 10 od svakog protivnika ili mu plaćaš 10.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="128"/>
        <source>A hand bid: you play without the talon.</source>
        <translation>Licitacija iz ruke: igraš bez talona.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="129"/>
        <source>You will take the talon and discard two cards.</source>
        <translation>Uzet ćeš talon i odbaciti dvije karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="131"/>
        <source>Your contract: at least your bid.</source>
        <translation>Tvoja igra: barem tvoja licitacija.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="133"/>
        <source>Name this suit as trumps: you need 6 tricks.</source>
        <translation>Odredi ovu boju za adut: trebaš 6 štihova.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="135"/>
        <source>Pay into the pot for the right to name trumps.</source>
        <translation>Uplati u kasu za pravo da odrediš adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="140"/>
        <source>Defending</source>
        <translation>Prati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="140"/>
        <source>Out</source>
        <translation>Ne prati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="141"/>
        <source>Inviting</source>
        <translation>Zove</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="141"/>
        <source>Invited</source>
        <translation>Pozvan</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="142"/>
        <source>Sits out</source>
        <translation>Pauzira</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="142"/>
        <source>Conceding</source>
        <translation>Predaje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="146"/>
        <source>tricks: {n}</source>
        <translation>štihovi: {n}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Contract made</source>
        <translation>Igra prošla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="180"/>
        <source>Contract failed</source>
        <translation>Igra pala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>Declarer conceded</source>
        <translation>Izvođač se predao</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="181"/>
        <source>Both defenders dropped out</source>
        <translation>Oba pratitelja odustala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>Everybody passed</source>
        <translation>Svi su rekli dalje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="182"/>
        <source>In progress</source>
        <translation>U tijeku</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="115"/>
        <source>Take the talon: choose two cards to discard</source>
        <translation>Uzmi talon: odaberi dvije karte za odbacivanje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="116"/>
        <source>Discard these two ({n}/2)</source>
        <translation>Odbaci ove dvije ({n}/2)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="119"/>
        <source>Click or drag cards up to the discard place; change your mind freely.</source>
        <translation>Klikni karte ili ih povuci gore na mjesto za odbacivanje; odluku možeš slobodno mijenjati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="153"/>
        <source>Continue</source>
        <translation>Nastavi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="155"/>
        <source>Let the play go on.</source>
        <translation>Neka se igra nastavi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="162"/>
        <source>The deal is over</source>
        <translation>Dijeljenje je završeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="163"/>
        <source>Deal summary</source>
        <translation>Pregled dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="165"/>
        <source>Next deal</source>
        <translation>Sljedeće dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="192"/>
        <source>Offer</source>
        <translation>Ponudi</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="202"/>
        <source>You may act now</source>
        <translation>Sada možeš djelovati</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="204"/>
        <source>Your call</source>
        <translation>Tvoj red u licitaciji</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="206"/>
        <source>Declare your contract</source>
        <translation>Najavi svoju igru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="208"/>
        <source>Answer the contra</source>
        <translation>Odgovori na kontru</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="210"/>
        <source>Defend or drop out?</source>
        <translation>Pratiš ili odustaješ?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="211"/>
        <source>Your decision</source>
        <translation>Tvoja odluka</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="221"/>
        <source>bids {bid}</source>
        <translation>licitira {bid}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/panel.py" line="223"/>
        <source>No calls yet.</source>
        <translation>Još nitko nije licitirao.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="143"/>
        <source>Drop here to play</source>
        <translation>Ispusti ovdje za igranje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="418"/>
        <location filename="../prefgui/ui/table/scene.py" line="420"/>
        <source>Auction</source>
        <translation>Licitacija</translation>
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
        <translation>subkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="430"/>
        <source>mortcontra</source>
        <translation>mortkontra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="432"/>
        <source>open</source>
        <translation>otvoreno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/table/scene.py" line="434"/>
        <source>Declarer: {name}</source>
        <translation>Izvođač: {name}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="55"/>
        <source>Trick history</source>
        <translation>Povijest štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Trick</source>
        <translation>Štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="58"/>
        <source>Led by</source>
        <translation>Izigrao</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/tricks.py" line="59"/>
        <source>Won by</source>
        <translation>Uzeo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="28"/>
        <source>Austrian: bids 1 to 4, a pot; the classic game of Austria.</source>
        <translation>Austrijska: licitacija od 1 do 4, kasa; klasična igra Austrije.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="29"/>
        <source>Illustrated: the Austrian game with misère and slam, open or not.</source>
        <translation>Ilustrirana: austrijska igra s betlom i šlemom, otvoreno ili ne.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="31"/>
        <source>Western Balkan: bids 2 to 7, the talon shown, refas and a bank; Serbia, Croatia, Bosnia.</source>
        <translation>Zapadnobalkanska: licitacija od 2 do 7, otvoreni talon, refe i banka; Srbija, Hrvatska, Bosna.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="33"/>
        <source>Hungarian: the Balkan game as Hungarians play it.</source>
        <translation>Mađarska: balkanska igra kako je igraju Mađari.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="34"/>
        <source>Danube Swabian: both defenders always play; the Banat.</source>
        <translation>Podunavskošvapska: oba branitelja uvijek igraju; Banat.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="35"/>
        <source>American: name a trump suit once, or offer for the widow; North America.</source>
        <translation>Američka: jednom imenovati adut ili ponuditi za talon; Sjeverna Amerika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="46"/>
        <source>Welcome to Préférence</source>
        <translation>Dobro došli u preferans</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="48"/>
        <source>Préférence is a card game for three: the auction decides who plays alone against the other two, and which suit is trumps.</source>
        <translation>Preferans je kartaška igra za troje: licitacija odlučuje tko igra sam protiv druge dvojice i koja je boja adut.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="59"/>
        <source>French cards (spades, clubs, diamonds, hearts)</source>
        <translation>Francuske karte (pik, tref, karo, herc)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="60"/>
        <source>German cards (leaves, acorns, bells, hearts)</source>
        <translation>Njemačke karte (list, žir, bundeva, srce)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="65"/>
        <source>As the system</source>
        <translation>Kao sustav</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="69"/>
        <source>The rules are under Help → Rules (F1). Press H at any time for the coach&apos;s hint. Everything here can be changed later in Settings, and this welcome is under Help → Welcome.</source>
        <translation>Pravila su pod Pomoć → Pravila (F1). Tipkom H u svakom trenutku dobivaš savjet. Sve ovo možeš kasnije promijeniti u Postavkama, a ova dobrodošlica je pod Pomoć → Dobrodošlica.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/welcome.py" line="75"/>
        <source>Start playing</source>
        <translation>Počni igrati</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="81"/>
        <source>prefgui — Préférence</source>
        <translation>prefgui — Preferans</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="82"/>
        <source>Score sheet</source>
        <translation>Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="100"/>
        <source>Your turn: drag a highlighted card to the table, or double-click it.</source>
        <translation>Tvoj red: povuci označenu kartu na stol ili je dvaput klikni.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="103"/>
        <source>Your turn: choose on the table.</source>
        <translation>Tvoj red: odaberi na stolu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="117"/>
        <source>Balance since the session began (a plus is won, a minus lost).</source>
        <translation>Stanje od početka partije (plus dobitak, minus gubitak).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="119"/>
        <source>Before this deal everyone paid {n} into the {pot}.</source>
        <translation>Prije ovog dijeljenja svatko je uplatio {n} ({pot}).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="158"/>
        <source>{name} is thinking…</source>
        <translation>{name} razmišlja…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="173"/>
        <source>It is not your turn.</source>
        <translation>Nisi na redu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="194"/>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Moraš odgovoriti na boju: imaš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="195"/>
        <source>You must trump: you hold {suit}.</source>
        <translation>Moraš sjeći adutom: imaš {suit}.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="196"/>
        <source>You must beat the winning card: you hold a higher one.</source>
        <translation>Moraš prebiti kartu koja nosi štih: imaš višu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="197"/>
        <source>Your partner is already winning this trick: at this table you may not overtake him.</source>
        <translation>Tvoj partner već nosi ovaj štih: za ovim stolom ne smiješ ga prebiti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="199"/>
        <source>You do not hold that card.</source>
        <translation>Nemaš tu kartu.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="273"/>
        <source>Hint: {what} ({why})</source>
        <translation>Savjet: {what} ({why})</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="304"/>
        <source>The number of players changes only with a new session.</source>
        <translation>Broj igrača mijenja se samo s novom partijom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="306"/>
        <source>Each variant keeps its own pot or bank, so another variant starts a new session.</source>
        <translation>Svaka varijanta ima svoju kasu ili banku, pa druga varijanta započinje novu partiju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="308"/>
        <location filename="../prefgui/ui/main_window.py" line="318"/>
        <source>Settings</source>
        <translation>Postavke</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="309"/>
        <source>The current session stays in the saved sessions. Start a new session now?</source>
        <translation>Trenutna partija ostaje među spremljenim partijama. Započeti novu partiju sada?</translation>
    </message>
    <message>
        <source>The number of players changes only with a new session. Start a new session now?</source>
        <translation type="vanished">Broj igrača mijenja se samo s novom partijom. Započeti sada novu partiju?</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="322"/>
        <source>The new rules apply from the next deal.</source>
        <translation>Nova pravila vrijede od sljedećeg dijeljenja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="325"/>
        <source>The new rules apply from the next deal; this deal ends under the old ones.</source>
        <translation>Nova pravila vrijede od sljedećeg dijeljenja; ovo dijeljenje završava po starima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="377"/>
        <source>Saved sessions</source>
        <translation>Spremljene partije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/main_window.py" line="378"/>
        <source>This session could not be resumed: {error}</source>
        <translation>Ova se partija nije mogla nastaviti: {error}</translation>
    </message>
</context>
<context>
    <name>MenuActions</name>
    <message>
        <location filename="../prefgui/ui/actions.py" line="83"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="84"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="85"/>
        <source>&amp;View</source>
        <translation>&amp;Prikaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="86"/>
        <source>&amp;Help</source>
        <translation>Po&amp;moć</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="87"/>
        <source>&amp;New session</source>
        <translation>&amp;Nova partija</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="88"/>
        <source>Saved &amp;sessions…</source>
        <translation>&amp;Spremljene partije…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="89"/>
        <source>Se&amp;ttings…</source>
        <translation>P&amp;ostavke…</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="90"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Zapisnik</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="91"/>
        <source>Card &amp;theme</source>
        <translation>&amp;Tema karata</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="92"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="93"/>
        <source>&amp;Hint</source>
        <translation>&amp;Savjet</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="94"/>
        <source>Show &amp;last trick</source>
        <translation>Prikaži &amp;zadnji štih</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="95"/>
        <source>&amp;Trick history</source>
        <translation>Povijest š&amp;tihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="96"/>
        <source>Deal s&amp;ummary</source>
        <translation>P&amp;regled dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="97"/>
        <source>&amp;Next deal</source>
        <translation>&amp;Sljedeće dijeljenje</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="98"/>
        <source>&amp;Practice mode (allows taking back cards)</source>
        <translation>&amp;Način vježbe (dopušta vraćanje karata)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="99"/>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Vrati moju zadnju kartu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="100"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Brzina animacije</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>Slow</source>
        <translation>Sporo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>Normal</source>
        <translation>Normalno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="101"/>
        <source>Fast</source>
        <translation>Brzo</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="102"/>
        <source>Off</source>
        <translation>Isključeno</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="105"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Cijeli zaslon</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="106"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Dobrodošlica</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="107"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Prečaci tipkovnice</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="108"/>
        <source>&amp;Rules</source>
        <translation>P&amp;ravila</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="109"/>
        <source>&amp;About prefgui</source>
        <translation>&amp;O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="123"/>
        <source>No trick has been completed yet.</source>
        <translation>Još nije odigran nijedan štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="182"/>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trick history&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;score sheet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next deal (when the deal is over)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;rules&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odaberi kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj odabranu kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Razmaknica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kretanje po gumbima ploče za odluke i pritisak na njih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;savjet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;prikaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;povijest štihova&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zapisnik&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sljedeće dijeljenje (kad je dijeljenje završeno)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F1&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pravila&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrati moju zadnju kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cijeli zaslon&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izlaz&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Last trick: {cards}</source>
        <translation type="vanished">Zadnji štih: {cards}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="138"/>
        <source>Practice mode: you may take back your cards (Ctrl+Z).</source>
        <translation>Način vježbe: smiješ vraćati svoje karte (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="139"/>
        <source>Practice mode is off.</source>
        <translation>Način vježbe je isključen.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="145"/>
        <source>Nothing to undo in this deal.</source>
        <translation>U ovom dijeljenju nema se što vratiti.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="181"/>
        <source>Keyboard shortcuts</source>
        <translation>Prečaci tipkovnice</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;play the chosen card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Space&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move between and press the buttons of the decision panel&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo my last card&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new session&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;full screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="vanished">&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odaberi kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odigraj odabranu kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Razmaknica&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kretanje po gumbima ploče za odluke i pritisak na njih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;&lt;/td&gt;&lt;td&gt;savjet&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;prikaži zadnji štih&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vrati moju zadnju kartu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova partija&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F11&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cijeli zaslon&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;izlaz&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="204"/>
        <source>About prefgui</source>
        <translation>O programu prefgui</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/actions.py" line="205"/>
        <source>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Préférence against the computer: Austrian, Illustrated, Western Balkan, Hungarian, Danube Swabian and American rules.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later. Card art: our own. Font: DejaVu Sans (free licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;prefgui {version}&lt;/h3&gt;&lt;p&gt;Preferans protiv računala: austrijska, ilustrirana, zapadnobalkanska, mađarska, podunavskošvapska i američka pravila.&lt;/p&gt;&lt;p&gt;Slobodni softver pod licencom GNU GPL, verzija 3 ili novija. Crteži karata: vlastiti. Font: DejaVu Sans (slobodna licenca).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="17"/>
        <source>Direction of dealing and play (only how the table is drawn).</source>
        <translation>Smjer dijeljenja i igre (samo kako se stol crta).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="18"/>
        <source>When all pass: the last player must bid, or the deal is void.</source>
        <translation>Kad svi kažu dalje: zadnji igrač mora licitirati, ili se dijeljenje ne računa.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="19"/>
        <source>An earlier seat may hold (take over) the current bid.</source>
        <translation>Igrač koji sjedi ranije smije zadržati (preuzeti) trenutačnu licitaciju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="20"/>
        <source>Overcalls may jump, or must be exactly one higher.</source>
        <translation>Viša licitacija smije preskakati, ili mora biti točno za jedan viša.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="21"/>
        <source>A player who has made a plain bid or hold may no longer bid hand.</source>
        <translation>Igrač koji je već dao običnu licitaciju ili rekao „moje” ne smije više licitirati iz ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="22"/>
        <source>Plain bids only one more than the current bid; no hand bid after a plain one.</source>
        <translation>Obične licitacije samo za jedan iznad trenutačne; nakon obične nema licitacije iz ruke.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="23"/>
        <source>Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.</source>
        <translation>Obični otvoreni betl/durmarš jači su od licitacija iz ruke 1–6, ili su sve licitacije iz ruke jače od svih običnih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="24"/>
        <source>Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.</source>
        <translation>Igre 5–8 s otvorenim betlom i otvorenim durmaršem, ili samo betl i durmarš od šest štihova zaredom.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="25"/>
        <source>The contracts above the suits: misère, slam, sans, one-trick game.</source>
        <translation>Igre iznad boja: betl, durmarš, sanac, igra na jedan štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="26"/>
        <source>The declarer shows the talon to the defenders before taking it.</source>
        <translation>Izvođač pokazuje talon pratiteljima prije nego što ga uzme.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="27"/>
        <source>After a second-round win: take the widow then discard, or discard then take it.</source>
        <translation>Nakon pobjede u drugom krugu: uzeti talon pa odbaciti, ili odbaciti pa uzeti talon.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="28"/>
        <source>A defender may invite his partner who dropped out.</source>
        <translation>Pratitelj smije pozvati partnera koji je odustao.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="29"/>
        <source>If the first defender plays and the second drops, the first may invite him.</source>
        <translation>Ako prvi pratitelj prati, a drugi odustane, prvi ga smije pozvati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="30"/>
        <source>The declarer may give up after the defenders&apos; decisions, or any time before the first card.</source>
        <translation>Izvođač se smije predati nakon odluka pratitelja, ili bilo kada prije prve karte.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="31"/>
        <source>In misère and slam both defenders together may concede the contract.</source>
        <translation>U betlu i durmaršu oba pratitelja zajedno smiju izvođaču pokloniti igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="32"/>
        <source>In open contracts the defenders may discuss the play.</source>
        <translation>U otvorenim igrama pratitelji se smiju dogovarati o igri.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="33"/>
        <source>A defender may say contra (doubles), the declarer recontra.</source>
        <translation>Pratitelj smije reći kontra (udvostručuje), izvođač rekontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="34"/>
        <source>Contra on every contract, or only on trick contracts.</source>
        <translation>Kontra na svaku igru, ili samo na igre na štihove.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="35"/>
        <source>Contra and recontra only, or also subcontra and mortcontra (×8, ×16).</source>
        <translation>Samo kontra i rekontra, ili i subkontra i mortkontra (×8, ×16).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="36"/>
        <source>Against spades a defender who plays must say contra.</source>
        <translation>Protiv pika pratitelj koji prati mora reći kontra.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="37"/>
        <source>A player who cannot follow suit must trump if he can.</source>
        <translation>Igrač koji ne može odgovoriti na boju mora sjeći adutom ako može.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="38"/>
        <source>A player must beat the card winning the trick if he can.</source>
        <translation>Igrač mora prebiti kartu koja nosi štih ako može.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="39"/>
        <source>Who leads to the first trick.</source>
        <translation>Tko izlazi u prvi štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="40"/>
        <source>In sans the defender before the declarer may lead first.</source>
        <translation>U sancu smije prvi izaći pratitelj koji sjedi prije izvođača.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="41"/>
        <source>Six-in-a-row slam: any six consecutive tricks, or the first six.</source>
        <translation>Durmarš od šest zaredom: bilo kojih šest uzastopnih štihova, ili prvih šest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="42"/>
        <source>Who pays the unit to each defender who took 2 tricks.</source>
        <translation>Tko plaća jedinicu svakom pratitelju koji je uzeo 2 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="43"/>
        <source>What an inviter pays the pot when the defence takes fewer than 4.</source>
        <translation>Koliko pozivatelj plaća u kasu kad obrana uzme manje od 4 štiha.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="44"/>
        <source>An inviter whose defence takes 4 receives the dealer&apos;s unit.</source>
        <translation>Pozivatelj čija obrana uzme 4 štiha dobiva jedinicu od djelitelja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="45"/>
        <source>A concession against an invited defence: 5 to the inviter, or 3 each.</source>
        <translation>Predaja protiv pozvane obrane: 5 pozivatelju, ili po 3 svakome.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="46"/>
        <source>Every payment is multiplied by the contract&apos;s number (1–4).</source>
        <translation>Svako se plaćanje množi brojem igre (1–4).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="47"/>
        <source>The dealer stakes 10; payments scale with the pot (pot/10).</source>
        <translation>Djelitelj ulaže 10; plaćanja rastu s kasom (kasa/10).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="48"/>
        <source>Original scoring: measure the pot after or before the dealer&apos;s 10.</source>
        <translation>Izvorno bodovanje: kasa se mjeri nakon ili prije djeliteljevih 10.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="49"/>
        <source>Original scoring: exact fractions, or rounded amounts.</source>
        <translation>Izvorno bodovanje: točni razlomci, ili zaokruženi iznosi.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="50"/>
        <source>Original scoring scales every payment, or only those to and from the pot.</source>
        <translation>Izvorno bodovanje preračunava svako plaćanje, ili samo ona u kasu i iz nje.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="51"/>
        <source>When a payout exceeds the pot: pay what it holds, or let it go negative.</source>
        <translation>Kad isplata premaši kasu: isplatiti ono što je u njoj, ili pustiti kasu u minus.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="52"/>
        <source>Each defender needs 2 tricks, or nobody pays if the defence takes 4.</source>
        <translation>Svaki pratitelj treba 2 štiha, ili nitko ne plaća ako obrana uzme 4.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="53"/>
        <source>Who is paid for the invited defender&apos;s tricks.</source>
        <translation>Tko dobiva plaćanje za štihove pozvanog pratitelja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="54"/>
        <source>Sans counts as a trick contract for defender quotas and trick payments.</source>
        <translation>Sanac se računa kao igra na štihove za kvote pratitelja i plaćanja za štihove.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="55"/>
        <source>The bank is an unlimited account, or a pot that pays out what it holds.</source>
        <translation>Banka je neograničen račun, ili kasa koja isplaćuje samo ono što ima.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="56"/>
        <source>A concession scores as a failure, plus (second value) 2 tricks&apos; payment to each playing defender.</source>
        <translation>Predaja se boduje kao pad, uz to (druga vrijednost) plaćanje za 2 štiha svakom pratitelju koji prati.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="57"/>
        <source>After an all-pass each player gets a refa mark that doubles his next contract.</source>
        <translation>Kad svi kažu dalje, svaki igrač dobiva refu koja udvostručuje njegovu sljedeću igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="58"/>
        <source>Most unused refa marks a player may hold (0 = no limit).</source>
        <translation>Najviše neiskorištenih refa koje igrač smije imati (0 = bez ograničenja).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="59"/>
        <source>A refa mark is used by every contract, or only when cards are played.</source>
        <translation>Refa se troši na svaku igru, ili samo kad se karte igraju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="60"/>
        <source>A hand contract is worth one more.</source>
        <translation>Igra iz ruke vrijedi jedan više.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="61"/>
        <source>What the declarer pays the dealer when the talon cards are a pair.</source>
        <translation>Koliko izvođač plaća djelitelju kad su karte u talonu par.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="62"/>
        <source>Over- and undertricks are paid to each defender, or once in all.</source>
        <translation>Štihovi viška i manjka obračunavaju se sa svakim pratiteljem, ili samo jednom ukupno.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="63"/>
        <source>The pot rewards a made contract once, or per trick taken.</source>
        <translation>Kasa nagrađuje prošlu igru jednom, ili za svaki uzeti štih.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="64"/>
        <source>The reward from the pot: one amount, or one per trump suit.</source>
        <translation>Nagrada iz kase: jedan iznos, ili poseban za svaku adutsku boju.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="65"/>
        <source>What a failing declarer pays into the pot (or the same as the reward).</source>
        <translation>Koliko izvođač koji padne plaća u kasu (ili isto kao nagrada).</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="66"/>
        <source>Préférence (hand hearts) wins or costs 10 from or to each opponent.</source>
        <translation>Préférence (herc iz ruke): svaki protivnik plaća izvođaču 10 ili ih dobiva od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="67"/>
        <source>The Préférence bonus applies to hand hearts only, or to every contract.</source>
        <translation>Bonus Préférence vrijedi samo za herc iz ruke, ili za svaku igru.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="68"/>
        <source>Who pays or receives the Préférence bonus.</source>
        <translation>Tko plaća ili dobiva bonus Préférence.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="69"/>
        <source>A declarer who plays holding all four aces gets 10 from each opponent.</source>
        <translation>Izvođač koji igra sa sva četiri asa dobiva 10 od svakog protivnika.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="70"/>
        <source>The four aces must be in the ten cards played, or anywhere in the twelve.</source>
        <translation>Četiri asa moraju biti među deset odigranih karata, ili bilo gdje među dvanaest.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="71"/>
        <source>A declarer without an ace may announce it for 10 from or to each opponent.</source>
        <translation>Izvođač bez asa smije to najaviti: svaki protivnik mu plaća 10 ili ih dobiva od njega.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="72"/>
        <source>In hand games the no-ace announcement judges the ten cards held, or is not allowed.</source>
        <translation>U igrama iz ruke najava „bez asa” odnosi se na deset karata u ruci, ili nije dopuštena.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="73"/>
        <source>Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.</source>
        <translation>Konvencije pratitelja C1–C3: kao savjet, isključene, kao etička obveza, ili C1 kao pravilo.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/option_texts.py" line="74"/>
        <source>C3 &apos;very high&apos; means ace or king, or one of the top two cards still out.</source>
        <translation>„Vrlo visoka” u C3 znači as ili kralj, ili jedna od dviju najviših karata koje još nisu izašle.</translation>
    </message>
</context>
<context>
    <name>Payments</name>
    <message>
        <location filename="../prefgui/ui/texts.py" line="150"/>
        <source>contract made</source>
        <translation>igra prošla</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="151"/>
        <source>contract failed</source>
        <translation>igra pala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="152"/>
        <source>both defenders dropped out</source>
        <translation>oba pratitelja odustala</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="153"/>
        <source>the declarer conceded</source>
        <translation>izvođač se predao</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="154"/>
        <source>dealer&apos;s unit for 2 tricks</source>
        <translation>djeliteljeva jedinica za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="155"/>
        <source>declarer&apos;s unit for 2 tricks</source>
        <translation>izvođačeva jedinica za 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="156"/>
        <source>defender took fewer than 2 tricks</source>
        <translation>pratitelj uzeo manje od 2 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="157"/>
        <source>invited defence took fewer than 4 tricks</source>
        <translation>pozvana obrana uzela manje od 4 štiha</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="158"/>
        <source>dealer&apos;s unit to the inviter</source>
        <translation>djeliteljeva jedinica pozivatelju</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="159"/>
        <source>contra defence took fewer than 5 tricks</source>
        <translation>obrana s kontrom uzela manje od 5 štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="160"/>
        <source>trick payments</source>
        <translation>plaćanja za štihove</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="161"/>
        <source>contract made with overtricks</source>
        <translation>igra prošla sa štihovima viška</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="162"/>
        <source>contract failed by undertricks</source>
        <translation>igra pala zbog manjka štihova</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="163"/>
        <source>Préférence bonus</source>
        <translation>bonus Préférence</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="164"/>
        <source>four aces bonus</source>
        <translation>bonus za četiri asa</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="165"/>
        <source>no-ace announcement</source>
        <translation>najava „bez asa”</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="166"/>
        <source>dealer&apos;s stake</source>
        <translation>djeliteljev ulog</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="167"/>
        <source>equal talon cards</source>
        <translation>jednake karte u talonu</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/texts.py" line="168"/>
        <source>offer for the declarership</source>
        <translation>ponuda za pravo igre</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="45"/>
        <source>Deal summary</source>
        <translation>Pregled dijeljenja</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="50"/>
        <source>{name} — {contract}{hand}: {outcome}</source>
        <translation>{name} — {contract}{hand}: {outcome}</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="52"/>
        <source> (hand)</source>
        <translation> (iz ruke)</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="58"/>
        <source>Tricks — </source>
        <translation>Štihovi — </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>To</source>
        <translation>Kome</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="60"/>
        <source>Amount</source>
        <translation>Iznos</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="61"/>
        <source>Why</source>
        <translation>Razlog</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="73"/>
        <source>No payments in this deal.</source>
        <translation>U ovom dijeljenju nema plaćanja.</translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="76"/>
        <source>This deal: </source>
        <translation>Ovo dijeljenje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="78"/>
        <source>Balances: </source>
        <translation>Stanje: </translation>
    </message>
    <message>
        <location filename="../prefgui/ui/dialogs/summary.py" line="82"/>
        <source>Next deal</source>
        <translation>Sljedeće dijeljenje</translation>
    </message>
</context>
</TS>
