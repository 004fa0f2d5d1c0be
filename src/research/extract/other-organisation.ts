import { foldText, isJobTitle } from './job-title.js';

/** A business sharing the premises: "Sharing our building on the first floor: …", "(isti ulaz, 1. kat)", "(en face)". */
const NEIGHBOUR_WORDS = [
  'sharing our building',
  String.raw`ha(?:nno)?\s+sede\s+anche`,
  String.raw`(?:is|are)\s+also\s+based\s+(?:here|in\s+our\s+building)`,
  String.raw`(?:isti|istom)\s+ulaz`,
  String.raw`im\s+(?:selben|gleichen)\s+haus`,
  // (met on the thirteenth blind round: a pharmacy's footer column "Im Erdgeschoss unseres Hauses")
  String.raw`im\s+\p{L}+geschoss\s+unseres\s+hauses`,
  String.raw`w\s+tym\s+samym\s+budynku`,
  String.raw`u\s+istoj\s+zgradi`,
  String.raw`у\s+истој\s+згради`,
  String.raw`\((?:next\s+door|en\s+face|nebenan|gegenüber|accanto|di\s+fronte|al\s+lado|enfrente|naast\s+ons|obok)\)`,
].join('|');
export const NEIGHBOUR = new RegExp(NEIGHBOUR_WORDS, 'iu');

/**
 * Words that name another organisation next to its number or address: chambers and regulators in an
 * Impressum, associations, insurers, emergency and poison services, the web agency and the host. Read by
 * phones (the lines before a number) and emails (the sentence before an address of another domain).
 */
const OTHER_ORGANISATION = new RegExp(
  [
    'kammer',
    'chamber',
    'komor',
    'комор',
    'law society',
    'society',
    'council',
    String.raw`\bgdc\b`,
    'association',
    'udruženj',
    'udruzenj',
    'удружењ',
    String.raw`\bsavez`,
    'verband',
    'vereinigung',
    'aufsicht',
    'regulat',
    'behörde',
    // a ministry, not "administration"
    String.raw`(?<!\p{L})ministr`,
    // (and in the languages that spell it with a vowel: "au Ministère des Affaires étrangères (tél. …)", "Ministerio",
    // "Ministero", "ministerie", "Ministarstvo", "Ministerstwo", and "Ministerium" ending a compound: "Bundesministerium")
    String.raw`(?<!\p{L})minist(?:[èe]re|erio|ero|erie|arstv\p{L}*|erstw\p{L}*|erstv\p{L}*)(?!\p{L})|ministerium`,
    String.raw`(?<!\p{L})министарств`,
    'inspekc',
    'versicherung',
    'insurance',
    'insurer',
    'osiguranj',
    'осигурањ',
    // (Another's when a profession's or a pharmacy's — "Zahnärztlicher Notdienst", "Apotheken-Notdienst", "Notdienst der
    // Zahnärzte", "Notdienst-Ansage" — not the business's own bare "Notdienst 24/7:" or a trade's "Heizungs-Notdienst".)
    String.raw`(?:apothek|zahn|ärzt|arzt|tierärzt|tierarzt|kinderärzt|augenärzt|hno)\p{L}*[\s-]*notdienst|notdienst-|notdienst\s+(?:der|des|von|in|im|am)\s`,
    'notfalldienst',
    // the community centre a club meets at: "Wijkcentrum: tel. …" (not "Venue phone:", a wedding venue's own)
    String.raw`(?<!\p{L})(?:wijkcentrum|buurthuis|buurtcentrum|dorpshuis)(?!\p{L})`,
    // (thirtieth round) a French on-call centre and on-duty pharmacy: "… la maison médicale de garde de Lyon 6e (Tél. …)"
    String.raw`maison\s+m[ée]dicale\s+de\s+garde|pharmacie\s+de\s+garde|sos\s+m[ée]decins`,
    'bereitschaftsdienst',
    'notruf',
    'rettungsdienst',
    'poison',
    'ambulance',
    String.raw`\bnhs\b`,
    'хитна',
    'out[- ]of[- ]hours\\s+(?:service|provider|gp|doctor)',
    'fakultet',
    'факултет',
    'universit',
    // (not "hospitalisés", "hospitalised": a business's own patients kept in)
    String.raw`hospital(?!i[sz])`,
    'klinikum',
    // a Swiss hospital, "Kantonsspital Winterthur (Notfallstation) Tel. …", "Spital Wetzikon" ("Hospital" is read above; not
    // "ospitalità", a street or a field named after one, "Am Spitalacker 5", nor the hospital a practice is housed in, "im Spital Uster")
    String.raw`(?<![oO]|(?:im|beim|ins|am)\s)spital(?!\p{L}*(?:strasse|straße|gasse|weg|platz|str\.)|\p{L}*\s+\d)`,
    'bolnic',
    'болниц',
    'webdesign',
    'web design',
    'web studio',
    'webagentur',
    'agentur',
    'agency',
    'izradio',
    'izrada sajta',
    'израд',
    'realizacija',
    'реализација',
    'designed by',
    'design by',
    'developed by',
    'powered by',
    'hosting',
    'umsetzung',
    'gestaltung',
    'polizei',
    'police',
    'policij',
    'полициј',
    'mitglied',
    'member of',
    'members of',
    // whole words: "članarina" is the club's own membership fee
    String.raw`(?<!\p{L})(?:član|члан)(?!\p{L})`,
    'authorit',
    'commission',
    'ombuds',
    'tribunal',
    'schlichtung',
    'gericht',
    String.raw`\bsud\b`,
    // (\b is an ASCII word's edge: a Cyrillic word needs letters' own edges.)
    String.raw`(?<!\p{L})суд(?!\p{L})`,
    String.raw`(?:gesundheits|finanz|ordnungs|landes|bundes|veterinär|gewerbe)amt`,
    'bundesamt',
    'datenschutzbeauftragt',
    'beauftragte für',
    'inspektorat',
    // a port authority ("Nezgode na vodi prijavite Lučkoj kapetaniji Osijek, tel. …"; not a marina's own harbour
    // master's office, "Capitainerie")
    'kapetanij',
    'капетаниј',
    'hafenamt',
    'capitaneria di porto',
    'инспекториј',
    'zavod',
    'завод',
    // (in any case: "… лекар … из Дома здравља Чачак (централа, тел. …)")
    String.raw`(?<!\p{L})dom(?:a|u|om)?\s+zdravlja`,
    String.raw`(?<!\p{L})дом(?:а|у|ом)?\s+здравља`,
    // (twenty-seventh round) a public health centre and a municipality's own facilities: "el Centro de Salud de Caldas atiende en
    // el teléfono …", "la chambre funéraire municipale de Vire (Tél. …)"
    // (named after their place, not the business's own "Centro de Salud Dental Sonrisas"; a municipality's service, not a
    // "Parking municipal" in front of the practice)
    String.raw`centro\s+de\s+salud\s+(?:de|del)\s+\p{Lu}`,
    String.raw`centre\s+de\s+santé\s+(?:de|d['’]|du)\s*\p{Lu}`,
    String.raw`(?:chambre\s+funéraire|funérarium|piscine|police|policía|polizia|bibliothèque|biblioteca|cimetière|cementerio|conservatoire)\s+municipa\p{L}*`,
    'giftinformation',
    'vergiftung',
    'samaritans',
    'bildnachweis',
    'fotograf',
    'photography by',
    'photos by',
    'programmierung',
    String.raw`hitn\S*\s+(?:\S+\s+)?pomo`,
    'provider',
    'registrar',
    'izrad',
    'web dizajn',
    'website by',
    'site by',
    'made by',
    'hosted by',
    'erstellt von',
    'realisiert',
    'konzept',
    String.raw`\b(?:kzv|kv|kvb|ihk|hwk|rcvs|bbb|ico)\b`,
    'commissioner',
    'citizens advice',
    'royal college',
    'college of',
    'complaints',
    'privredn\\S* registr',
    'narodna banka',
    'institut za',
    // another institute ("Ветеринарски специјалистички институт „Крагујевац“, тел. …"); the site's own name is not counted
    'институт',
    String.raw`\binstitut(?:e)?\b`,
    'klinički centar',
    'klinicki centar',
    'клинички центар',
    'state bar',
    'department of',
    // (not an association's own board or a firm's own office named alone: "Pour joindre le bureau : …", "ons bureau." — "le
    // bureau de tourisme", "het bureau Jeugdzorg", "le Bureau Veritas" are others)
    String.raw`bureau(?=\s+\p{L})|(?<!\b(?:le|du|au|notre|het|ons)\s)bureau`,
    // whole words or phrases: a bare stem would also match the business's own name ("Smith & Associates", "Federal Way Dental")
    String.raw`\bsponsor`,
    'colegio oficial',
    'colegio notarial',
    'colegio de abogados',
    'collegio notarile',
    'ordine degli',
    'ordre des',
    String.raw`\bbarreau\b`,
    'orde van advocaten',
    String.raw`\bizba\b`,
    'kamer van koophandel',
    'camera di commercio',
    'cámara de comercio',
    'camara de comercio',
    'chambre de',
    String.raw`\bfederaci[oó]n?(?!\p{L})`,
    'federazione',
    'fédération',
    String.raw`\bfederation\b`,
    'hébergeur',
    'hebergeur',
    'hébergement',
    'hebergement',
    String.raw`\balojamiento\b`,
    'assurance responsabilit',
    'assureur',
    'assicurazion',
    'verzekering',
    'aseguradora',
    'ubezpiecz',
    // out-of-hours services named in a sentence ("Buiten openingstijden kunt u terecht bij de Tandartsenspoeddienst …")
    'spoeddienst',
    'spoedpost',
    'huisartsenpost',
    'guardia medica',
    'pronto soccorso',
    String.raw`veterinarsk\S*\s+stanic`,
    String.raw`ветеринарск\S*\s+станиц`,
    // (eighteenth round) a newsletter's sending service: "Sent by our mailing service from juniperrow@mail.sendfox-lists.com"
    // a partner business named as one ("Sport Kaltenhauser (Partnerbetrieb) | +43 …")
    String.raw`partner(?:betrieb|praxis|kanzlei|firma|unternehmen|werkstatt)`,
    'mailing service',
    'newsletter service',
    'newsletter-dienst',
    'newsletterdienst',
    'versanddienstleister',
    // (seventeenth session) a first-aid brotherhood by its name ("Assistenza sanitaria alle gare: Misericordia di Castelmonte,
    // tel. …"), not a street named after one ("Via della Misericordia 12", "Vicolo Misericordia 4"); other first-aid
    // charities were tried and dropped: staff trained or certified by them, and streets, named them beside own numbers
    String.raw`(?<!(?:della|via|piazza|vicolo|largo|borgo|corso)\s)[Mm]isericordia\s+(?:di|del|della|dei)\s+\p{Lu}`,
    // a venue's cultural centre the page sends its readers to: "contactez le centre culturel (tél. …)", "… u Domu kulture
    // Valjevo (informacije: tel. …)" — not a business housed there ("Plesni studio Ritam, Dom kulture, Trg slobode 1")
    String.raw`(?:contact\p{L}*|kontaktirajte|obratite\s+se|wenden\s+Sie\s+sich\s+an|call|ask)\s+(?:\p{L}+\s+){0,2}(?:centre\s+culturel|centro\s+cultural\p{L}*|kulturzentrum|kulturhaus|cultureel\s+centrum|dom\p{L}*\s+kulture|дом\p{L}*\s+културе)`,
    String.raw`(?:centre\s+culturel|centro\s+cultural\p{L}*|kulturzentrum|kulturhaus|cultureel\s+centrum|dom\p{L}*\s+kulture|дом\p{L}*\s+културе)[^.!?()]{0,40}\((?:informacije|информације|info\p{L}*|renseignements|auskunft)\s*:`,
    // a building's manager the business rents from ("Sale wynajmujemy od Zarządu Budynków Komunalnych …: tel. …"); a
    // landlord or "Vermieter" is too often the business itself (a holiday flat's hosts, a pub's landlord)
    String.raw`upravi?(?:telj|nik)\S*\s+zgrad`,
    String.raw`управ\S*\s+зград`,
    String.raw`zarz\S*\s+budynk`,
    'administracja budynk',
    'amministratore di condominio',
    'administrador de fincas',
    'syndic de copropri',
    // the site's makers in other languages ("Ontwerp en realisatie: Pixelwerk, telefoon …")
    'realisatie',
    'réalisation',
    'realizzazione',
    'realización',
    // partners' offers to members ("Fisioterapia Marecchia – sconto 10% ai soci – tel. …")
    'convenzion',
    'sconto',
    'discount',
    'rabatt',
    'popust',
    'descuento',
    'korting',
    // a recruiting agency named in a job ad ("Ihre Ansprechperson: …, Archijobs Personalberatung GmbH, Tel. …")
    'personalberat',
    'personaldienstleist',
    'personalvermittl',
    String.raw`recruit(?:er|ing\s+(?:partner|consultant|agency)|ment\s+(?:agency|consultant|partner))`,
    'headhunt',
    'staffing',
    'cabinet de recrutement',
    'agence de recrutement',
    'wervingsbureau',
    'agencj',
    'rekrutac',
    // the host named in an imprint (Hungarian "Tárhelyszolgáltató")
    'tárhely',
    // professional bodies and hospitals met on the fifth blind round
    'colegio profesional',
    'ilustre colegio',
    'colegio de la abogac',
    'ordine dei',
    'hôpital',
    'hopital',
    'ospedal',
    'ziekenhuis',
    'krankenhaus',
    "partenaire d'urgence",
    'emergency partner',
    // met on the sixth blind round: partner laboratories, on-call services (pharmacies), chambers, tax offices,
    // insurers, municipalities and engineers named beside their own numbers
    'partnersk',
    'partnerlabor',
    'partner lab',
    // (not the business's own: "naš dežurni veterinar", "nasz dyżurny lekarz")
    String.raw`(?<!(?:naš|naša|naše|naši|nasz|nasza|nasze|nasi)\s+)dyżur`,
    String.raw`(?<!(?:naš|naša|naše|naši)\s+)dežurn`,
    String.raw`(?<!(?:наш|наша|наше|наши)\s+)дежурн`,
    'zbornic',
    String.raw`(?<!\p{L})kamar[aá]`,
    String.raw`(?<!\p{L})[úu]rad(?!\p{L})`,
    'poisťov',
    'pojišťov',
    String.raw`\bkbc\b`,
    'gemeindekanzlei',
    'gemeindeverwaltung',
    'gemeindeamt',
    'stadtverwaltung',
    'rathaus',
    'mairie',
    'town hall',
    'city hall',
    'municipality',
    'ingenieurbüro',
    'tragwerksplan',
    'spolupracujeme',
    'samenwerking',
    // a ministry in Cyrillic ("Министарство пољопривреде … – тел. …"), named emergency services
    String.raw`(?<!\p{L})министар`,
    'zubní pohotovost',
    'lékařská pohotovost',
    'pohotovostní služb',
    // partners' sections ("Współpracujemy": another firm's lawyer and number; a law firm's "Our Partners" are its own)
    'kooperationspartner',
    String.raw`(?<!\p{L})advokatur`,
    'współpracujemy',
    'wspolpracujemy',
    'sarađujemo',
    'сарађујемо',
    // working with another organisation ("For mediation we work closely with Pennine Family Mediation (bookings: …)")
    'work closely with',
    'we work with',
    'in partnership with',
    'werken samen met',
    // (sixteenth round) the same in other languages: "trabajamos con Electrodomésticos Turia (tel. …)", "nous travaillons
    // avec Me Karim Haddad, … tél.", "u saradnji sa laboratorijom VetLab (tel. …)"
    'trabajamos con',
    'travaillons avec',
    'lavoriamo con',
    'in collaborazione con',
    'u saradnji s',
    'u suradnji s',
    'у сарадњи с',
    // a supervising authority, a professional liability insurer, a venue's box office
    String.raw`(?<!\p{L})ggd(?!\p{L})`,
    'toezicht',
    'haftpflicht',
    String.raw`(?<!\p{L})vvag(?!\p{L})`,
    'box office',
    'billetterie',
    'taquilla',
    'recommended specialist',
    'referral partner',
    'úrazov',
    'protección de datos',
    'data protection officer',
    'délégué à la protection',
    // met on the tenth blind round: lists of other organisations' numbers under their own heading ("Teléfonos de
    // interés", "Корисни контакти"), courts, tax and social-security offices, a practice's holiday cover. (Trades a
    // business may itself be in — a hotel, a laboratory, a property manager — only as a third party.)
    String.raw`(?:korisni|корисни|važni|важни)\s+(?:kontakti|контакти|telefoni|телефони|brojevi|бројеви)`,
    String.raw`(?:tel[ée]fonos|n[úu]meros|contactos|enlaces)\s+(?:de\s+inter[ée]s|[úu]tiles)`,
    String.raw`(?:useful|important)\s+(?:numbers|contacts|telephone\s+numbers|phone\s+numbers)`,
    String.raw`(?:wichtige|nützliche)\s+(?:telefonnummern|nummern|rufnummern|kontakte|adressen)`,
    String.raw`(?:num[ée]ros|contacts|liens)\s+utiles`,
    String.raw`(?:nuttige|belangrijke)\s+(?:nummers|telefoonnummers|adressen|contacten)`,
    String.raw`przydatne\s+(?:numery|telefony|kontakty)`,
    String.raw`(?:numeri|contatti)\s+utili`,
    // (thirty-third round) a food bank's list of other help: "Other help nearby" (not "Weitere Hilfe", a business's own support line)
    String.raw`other\s+(?:help|support|services|resources)\s+(?:nearby|near\s+you|in\s+the\s+area|locally)`,
    String.raw`(?<!\p{L})(?:sąd|juzgado|tribunale|rechtbank)(?!\p{L})`,
    'agencia tributaria',
    'seguridad social',
    'agenzia delle entrate',
    String.raw`(?:poresk|пореск)\S*\s+(?:uprav|управ)`,
    String.raw`urz[ąa]d\s+skarbowy`,
    // a hotel's reception, a building's management and an animal emergency service as third parties
    String.raw`(?:recepcij\S*|reception|rezeption|réception|recepción)\s+(?:des\s+|of\s+the\s+|de\s+l['’]|del\s+)?h[oô]tel`,
    String.raw`(?:the|die|der)\s+(?:building\s+management|hausverwaltung)`,
    String.raw`animal\s+emergency`,
    'urlaubsvertretung',
    String.raw`während\s+(?:meines|unseres)\s+urlaubs`,
    'holiday cover',
    // met on the eleventh blind round: authorities in other languages (the Dutch and Polish data-protection
    // authorities), a Serbian federation, a sports federation's committees, an event's co-organiser, public health
    // services beside a practice, the consumer mediator a French business must name, a business sharing the
    // building, a doctor the practice works with, a building's administrator
    String.raw`autorit(?:eit|é|à|ad)`,
    'ochrony danych',
    String.raw`(?<!\p{L})urz[ęą]d\p{L}*`,
    String.raw`(?<!\p{L})савез`,
    String.raw`comitato\s+(?:regionale|provinciale|nazionale|olimpico)`,
    String.raw`co-?organi[sz]`,
    'coorganizzat',
    'mitveranstalter',
    'suorganizator',
    'primary care cent',
    String.raw`\bhse\b`,
    'medicina dello sport',
    String.raw`m[ée]diat(?:eur|ion)\s+de\s+la\s+consommation`,
    'consumer mediat',
    // (twenty-third round) a French estate agent's financial guarantor ("Garantie financière", "Garant : Caisse … de Garantie")
    'garantie financi',
    // (As a label: "Garant :", not the Dutch "wij staan garant voor …".)
    String.raw`(?<!\p{L})garant\s*:`,
    NEIGHBOUR_WORDS,
    String.raw`arbeiten\s+wir\s+(?:eng\s+)?mit`,
    String.raw`in\s+kooperation\s+mit`,
    String.raw`(?:administrator|zarz[ąa]dca)\s+budynku`,
    String.raw`\(hausverwaltung`,
    'garagenwart',
    // met on the twelfth blind round: a bar or restaurant run by someone else (its tenant), a list of other useful
    // numbers in Slovenian, a brigade's federation and the municipality
    // (A bar or a restaurant: "this website is operated by Acme Ltd" is the business itself.)
    String.raw`(?:bar|restaurant|ristorante|café|cafe|caffè|kiosk|buvette|cantina|mensa|kantine|restoran|kafić)\s+(?:\p{L}+\s+){0,3}?(?:gestit[oa]|run|operated|betrieben|gef[üu]hrt|g[ée]r[ée]e?|gestionad[oa]|vod[ie]n[oa]?)\s+(?:da|by|von|par|por|od)\s`,
    String.raw`(?<!\p{L})p[äa]chter(?:in)?(?!\p{L})`,
    String.raw`(?:koristne|pomembne)\s+(?:številke|stevilke|telefonske|kontakte)`,
    String.raw`(?<!\p{L})zvez[ae](?!\p{L})`,
    // a recruiting agency in Serbian and Croatian ("Selekciju kandidata vodi agencija HR Partner d.o.o."), named in quotes too
    // ("Agencija „Bilans plus”"), the site's makers
    String.raw`(?<!\p{L})agencij[ae]\s+[„"“«]?\p{Lu}`,
    String.raw`design\s*(?:&|and|und|en|et|y)\s*(?:development|développement|developpement|desarrollo|ontwikkeling|entwicklung)`,
    String.raw`(?<!\p{L})(?:občin[ae]|obcin[ae]|op[ćc]in[ae]|op[šs]tin[ae]|општин[ае])(?!\p{L})`,
    // (twenty-fourth round) a trade's guild ("Schornsteinfeger-Innung Mittelfranken, Tel. …") and a profession's national
    // council ("Le Conseil fédéral des géomètres-experts (tél. …)"). (A venue's number by its label, "Venue phone:", was
    // tried: a wedding venue's own is written so.)
    String.raw`innung(?!\p{L})`,
    // (thirty-sixth round) a federation's regional or national committee: "Comitato regionale: UITS Toscana"
    String.raw`(?<!\p{L})(?:comitato|comité|comite)\s+(?:regional[e]?|provincial[e]?|nazionale|national|départemental|departamental|territorial[e]?)(?!\p{L})`,
    String.raw`(?<!\p{L})conseil\s+(?:f[ée]d[ée]ral|national|r[ée]gional|provincial|sup[ée]rieur|de\s+l['’]ordre)`,
    // (twenty-sixth round) a municipality in French ("Le terrain appartient à la commune d'Aywaille. … : Service des sports,
    // tél. …"), as the Slavic "opština" above — not the Italian "Comune di Milano" an address may end with
    String.raw`(?<!\p{L})commune\s+d(?:e\s|['’])`,
    // (thirty-second session) a business the page calls separate, in brackets, and a manufacturer's support line: "Joe
    // Electric (a separate company), Phone …", "(eigenständiger Betrieb)", "Manufacturer support line (Rheem): …" — not
    // "entreprise indépendante", a business's word for itself; not "Herstellerservice", a manufacturer's own. (A Spanish
    // town hall was tried: "Plaza del Ayuntamiento" is an address.)
    String.raw`\((?:a\s+)?separate\s+(?:company|business)\)|\(eigenständige[rsn]?\s+(?:betrieb|unternehmen|firma)\)`,
    String.raw`manufacturer['’]?s?\s+(?:support|help)\s*line`,
    // (thirty-fifth round) a town hall named alone in brackets, then a colon: its desk, "Información y reservas del museo
    // (Ayuntamiento): teléfono …" — not "Plaza del Ayuntamiento", nor "Plaza Mayor 1 (Ayuntamiento), 39001 Santander", addresses
    String.raw`\((?:ayuntamiento|concello|ajuntament|rathaus|gemeinde(?:amt|verwaltung)?|stadtverwaltung|mairie|comune|municipio|town\s+hall|city\s+hall|(?:town|city|county|parish)\s+council|gemeente(?:huis)?|op[šs]tina|општина)\)\s*:`,
    // (thirty-fourth round) the same by whose service it is: "über den Kundendienst des Herstellers, Tel. …", "le service
    // après-vente du fabricant", "l'assistenza del produttore"
    String.raw`(?:kundendienst|service|hotline)\s+des\s+herstellers|service\s+(?:après-vente\s+|client\s+)?du\s+fabricant|assistenza\s+(?:clienti\s+)?del\s+produttore|servicio\s+(?:técnico\s+)?del\s+fabricante`,
  ].join('|'),
  'iu',
);

/**
 * Other parties a sentence names outright, case as written (a capital starts a name; a German noun would too, so the
 * German phrase asks for a doctor's or a whole name after its article): a car park "run by Fore Street Estates, not by
 * us", another practice whose appointments are "booked by Riverside directly", financing "a través de Cofidis" (met on
 * the thirteenth blind round).
 */
const OTHERS_SAID = new RegExp(
  [
    String.raw`(?:[Rr]un|[Oo]perated|[Mm]anaged|[Oo]wned)\s+by\s+\p{Lu}[^,.;\n]{2,60},?\s+not\s+(?:by\s+)?us(?!\p{L})`,
    String.raw`(?:booked|arranged|handled)\s+by\s+\p{Lu}\p{Ll}[\p{L}'’&-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’&-]*){0,3}\s+directly(?!\p{L})`,
    String.raw`[Ff]inanc\p{L}*[^.\n]{0,80}?\sa\s+trav[ée]s\s+de\s+\p{Lu}\p{Ll}`,
    // (met on the fourteenth blind round) a practice the business sends its patients to, by its name: "we refer to Harbor
    // Orthodontics (tel. …)", "Wir arbeiten mit der Ordination Dr. Haddad … zusammen (Tel. …)" — not "we refer you to a
    // specialist", "Wir arbeiten mit allen Krankenkassen"
    String.raw`\b[Ww]e\s+(?:\p{Ll}+\s+){0,2}refer\s+(?:\p{Ll}+\s+){0,3}?to\s+(?:the\s+)?\p{Lu}\p{Ll}`,
    String.raw`[Ww]ir\s+(?:arbeiten\s+(?:eng\s+)?mit|überweisen\s+(?:\p{Ll}+\s+){0,2}(?:an|zu))\s+(?:der|dem|den|die)\s+(?:\p{Lu}\p{L}+\s+){0,2}(?:Dr\.|\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll})`,
    // a colleague covering the holidays, named ("W czasie urlopu notariusza czynności dokonuje notariusz Tomasz Kaczmarek");
    // the business's own holiday arrangements name no one ("Pendant les vacances, le cabinet reste joignable")
    String.raw`(?:[Ww]\s+czasie|[Pp]odczas)\s+urlopu[^.\n]{0,80}?\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}`,
    String.raw`[Pp]endant\s+(?:mes|nos|les)\s+(?:congés|conges|vacances)[^.\n]{0,60}?(?:Dr|Docteur|Maître|Me)\.?\s+\p{Lu}`,
    String.raw`[Dd]urante\s+(?:le\s+(?:mie\s+|nostre\s+)?ferie|(?:las|mis|nuestras)\s+vacaciones)[^.\n]{0,60}?(?:[Dd]ott\.?(?:ssa)?|[Dd]r\.?|[Dd]ra\.?)\s+\p{Lu}`,
    String.raw`[Tt]ijdens\s+(?:onze|mijn|de)\s+vakantie[^.\n]{0,60}?(?:[Dd]r\.?|[Dd]okter|collega)\s+\p{Lu}`,
    // a timetable's operator, named before a comma ("Dienstregeling: De Lijn, tel. …"), not "Class timetable and bookings:"
    String.raw`(?:[Tt]imetables?|[Dd]ienstregeling|[Ff]ahrplan\p{L}*)\s*:\s*\p{Lu}[^,:\n]{1,40},`,
    // a recruiting firm by its name ("at SmileStaff Recruiting, jana@…"), not "We're recruiting, send your CV"
    String.raw`\p{Lu}\p{L}+\s+Recruit(?:ing|ment)(?!\p{L})`,
    // (sixteenth round) a public institution by its Croatian form, a music school by its name: "(JU Sportski objekti Split),
    // tel. …", "nur die Musikschule Gratwein erreichbar (Tel. …)"
    String.raw`\(JU\s+\p{Lu}`,
    // (nineteenth round) a laboratory the business sends work to, by its name: "Laboratorijske analize šaljemo u Vet-Lab
    // Dijagnostiku (tel. …)", "we send samples to Axiom Labs" — not "šaljemo na Vašu adresu", "we send orders to Royal Mail"
    String.raw`(?:šaljemo|шаљемо|upućujemo|упућујемо|[Ww]e\s+send|[Ww]ir\s+(?:schicken|senden)|[Nn]ous\s+envoyons|[Ee]nviamos|[Ii]nviamo|[Ss]turen|[Ww]ysyłamy)\s[^.\n]{0,60}?(?<!\p{L})(?:\p{L}+-)?(?:[Ll]abs?|[Ll]abor\p{L}*|[Ll]aborat\p{L}*|[Dd]ijagnosti\p{L}*|[Dd]iagnosti\p{L}*|[Лл]абораториј\p{L}*)(?!\p{L})`,
    String.raw`(?:Musikschule|Music School|École de musique|Scuola di musica|Glazbena škola|Muzička škola)\s+\p{Lu}`,
    // (fifteenth round) a member of staff's own practice elsewhere, named by its initials: "Termine über seine Ordination
    // im PSZ Vöcklabruck, Tel. …" — not a solo practitioner's own "in ihrer Praxis", "at his clinic on Walcot Street"
    // (seventeenth session) a place another body runs, by its name ("Planinarska kuća Pesek · Upravlja HPD Bilo Koprivnica ·
    // Tel. …", "managed by Harbour Trust"), and a booking line another practice takes "directly" ("Termine direkt über den
    // Bewegungsraum: Tel. …", "bookings through the Academy, tel. …") — not "run by our chair", "Termine direkt über unsere Anmeldung"
    // (eighteenth round) a partner named by its name, and an office the reader is sent to: "kod partnera Tehnički pregled
    // „Šumadija-Tehna“ (Tel. …)", "bei unserem Partner Autoglas Weber", "adressez-vous directement à l’Office du registre
    // foncier …, tél. …" — not "adressez-vous à notre secrétariat". (German "Partner" in capitals was tried: a law firm's own
    // partners, "bei unserem Partner Michael Huber, Tel. …", lost their numbers.)
    String.raw`(?:kod|bei|with|chez|con|presso|bij|u\s+saradnji\s+sa)\s+(?:(?:unserem|unserer|our|notre|nostro|nuestro|onze|našeg|naših)\s+)?(?:partner\p{L}*|partenaire\p{L}*)\s+[„"“«]?\p{Lu}`,
    String.raw`[Aa]dressez-vous\s+(?:directement\s+)?(?:à|au|aux)\s+(?:l['’]|la\s+|le\s+|les\s+)?\p{Lu}`,
    // Where a concern may be taken beyond the business, in the number's own sentence: "Concerns may also be raised with the
    // Tennis Ireland National Children's Officer, tel. …" — not "raised with our (or the Club) Welfare Officer"
    String.raw`(?:raised|reported|escalated|referred|complain\p{L}*)\s+(?:\p{Ll}+\s+){0,2}(?:with|to)\s+(?:the\s+)?(?!(?:Club|Practice|School|Centre|Center)(?!\p{L}))\p{Lu}\p{L}[^.!?]*$`,
    // (Named by its initials or as a body: a site's imprint says who operates the site itself, "betrieben von der Praxis …".)
    String.raw`(?:[Uu]pravlja(?:ju)?|[Уу]прављају|[Уу]правља|[Mm]anaged\s+by|[Gg]estit[oa]\s+da|[Gg][ée]r[ée]e?\s+par|[Bb]eheerd\s+door|[Gg]estionad[oa]\s+por)\s+(?:the\s+|la\s+|le\s+|het\s+|de\s+|el\s+)?(?:\p{Lu}{2,}(?!\p{Ll})|(?:\p{Lu}\p{Ll}+\s+){1,3}(?:Trust|Council|Society|Association|Foundation|Verein|Društvo|Savez|Stichting|Vereniging|Associazione|Asociaci[óo]n))(?=[^.!?]*$)`,
    String.raw`(?:[Dd]irekt|[Dd]irectly|[Dd]irectement|[Dd]irectamente|[Dd]irettamente|[Rr]echtstreeks|[Bb]ookings?|[Bb]uchung(?:en)?|[Rr]éservations?|[Rr]eservas?|[Pp]renotazioni|[Rr]eserveringen)\s+(?:über|through|via|auprès\s+d[eu]|a\s+trav[ée]s\s+de|tramite|via)\s+(?:den|die|das|the|la|le|el|il|het)?\s*(?!(?:Praxis|Ordination|Kanzlei|Anmeldung|Rezeption|Empfang|Sekretariat|Zentrale|Büro|Reception|Office|Front|Practice|Clinic|Secr[ée]tariat|Accueil|Cabinet|Recepci[óo]n|Receptie|Balie|Telefon|Telephone|Phone|WhatsApp|Viber|Signal|Telegram|Facebook|Instagram|Messenger|E-?[Mm]ail|Mail|SMS|Website|Webseite|Internet|Online|Homepage|Formular|Kontaktformular|Doctolib)(?!\p{L}))\p{Lu}\p{Ll}`,
    String.raw`(?:über|in|bei|via|through|at|à|au|dans|nel|nella|presso|en)\s+(?:seine[rmn]?|ihre[rmn]?|his|her|son|sa|su|suo|sua)\s+(?:eigene[rmn]?\s+|own\s+)?(?:Ordination|Praxis|[Pp]ractice|[Cc]linic|[Cc]linique|[Cc]abinet|Kanzlei|[Cc]onsulta|[Cc]l[íi]nica|[Ss]tudio|[Aa]mbulatorio)\s+(?:im|in\s+der|in\s+dem|bei|at(?:\s+the)?|au|à\s+la|presso|nel|nella|en\s+el)\s+\p{Lu}{2,}(?!\p{Ll})`,
  ].join('|'),
  'u',
);

/** A parking garage or a pharmacy: the business's own only when the page calls it so ("our car park"). */
const THIRD_PARTY_PLACE = String.raw`[Cc]ar\s?park|[Pp]arking|[Pp]ark(?:haus|garage|platz)|[Tt]iefgarage|[Gg]arage|[Pp]arkeergarage|[Aa]parcamiento|[Pp]archeggio|[Gg]ara[žz][ae]|[Gg]араж[ае]|[Pp]harmacy|[Cc]hemist|[Aa]potheke|[Pp]harmacie|[Ff]armacia|[Aa]potheek|[Aa]pteka|[Aa]poteka|[Aa]потека|[Ll]jekarna`;
/** Words that make a capitalised run before such a place the business's own description, not a name: "Free Parking", "Ample Parking". */
const NOT_A_NAME =
  /^(?:free|private|patient|patients|customer|customers|visitor|visitors|disabled|public|our|own|on-site|onsite|staff|ample|plenty|limited|secure|covered|underground|street|easy|convenient|nearby|local|accessible|large|small|daily|gratis|kostenlose?|eigene?|kunden|gratuit|gratuito|gratuita|besplatan|besplatni|бесплатан)$/i;
/** Words after such a place that describe it, no name: "Parking Available", "Pharmacy Services", "Garage Doors". */
const NOT_A_NAME_AFTER = /^(?:available|services?|doors?|information|info|hours|spaces?|area|lot|entrance|access|fees?|free|only|options?|on|at|for)$/i;
/**
 * A named garage or pharmacy (its own name written with it, case as written): "Hughenden Street car park",
 * "Tiefgarage Mühlbach-Center", "Pharmacie du Bourg", "Car park (Rathmore Community Centre, …)".
 */
const NAMED_PLACE = new RegExp(
  String.raw`((?:\p{Lu}[\p{L}'’.-]*[^\S\n]+){1,3})(?:${THIRD_PARTY_PLACE})(?!\p{L})|(?<!\p{L})(?:${THIRD_PARTY_PLACE})[^\S\n]+(?:(?:du|de|des|della|del|di|am|an|der|zum|zur|van|het|la|le)[^\S\n]+)?\p{Lu}|(?<!\p{L})(?:${THIRD_PARTY_PLACE})[^\S\n]*\((?:\p{Ll}+[^\S\n]+)?\p{Lu}`,
  'gu',
);
const namesThirdPartyPlace = (text: string) =>
  [...text.matchAll(NAMED_PLACE)].some((m) =>
    m[1]
      ? !m[1]
          .trim()
          .split(/\s+/)
          .every((word) => NOT_A_NAME.test(word))
      : // (The word the name starts with, after the place's word: "Parking Available" names nothing.)
        /\(/.test(m[0]) || !NOT_A_NAME_AFTER.test(/^\p{L}*[\p{L}-]*/u.exec(text.slice(m.index + m[0].length - 1))![0]),
  );

/** A tourist office: "l'Office du Tourisme de Namur", "Tourismusverband", "Tourist Information". */
const TOURIST_OFFICE =
  /office\s+(?:du|de)\s+tourisme|tourist(?:\s+information|\s+office|-info)|tourismusverband|tourismusbüro|oficina\s+de\s+turismo|ufficio\s+(?:del\s+)?turism|turisti[čc]k\S*\s+organizacij|туристичк\S*\s+организациј/iu;
/**
 * (thirty-second session) A tourist office in the number's own clause, by a name that shares no word with the site's own
 * ("contactez l'Office du Tourisme de Namur : Tél. …"; not the Tourismusverband's own site) — a line or a clause before it may
 * name one as a landmark: "Opposite the Tourist Information centre", "… de l'Office du Tourisme de Sarlat. Réservations : Tél.
 * …". (A hotel named so is namesOtherKind's.)
 */
const namesTouristOffice = (text: string, own: string[]) => {
  // (A text ending at a line's end is the line before the number's.)
  if (/\n\s*$/u.test(text)) return false;
  const clause = (text.split('\n').at(-1) ?? '').split(/[.;·|()]\s/u).at(-1) ?? '';
  const tourist = TOURIST_OFFICE.exec(clause);
  if (!tourist) return false;
  const ownWords = nameWords(own);
  return ![...nameWords([clause.slice(tourist.index)])].some((w) => ownWords.has(w));
};

/** The text with the site's own names written whole taken out: they name the business, whatever words they hold. */
export const withoutNames = (text: string, own: string[]) => own.reduce((rest, name) => rest.replaceAll(name, ' '), text);

/**
 * Whether a text names another organisation (a chamber, a regulator, an ombudsman, an insurer, a named garage or
 * pharmacy …) — not counting
 * the site's own names (`own`): an association's own "Удружење пчелара …, тел. 034/335-221" is its number.
 */
export function namesOtherOrganisation(text: string, own: string[] = []): boolean {
  const withoutOwn = (spaces: RegExp) => withoutNames(withoutOwnOffices(text, own).replace(spaces, ' '), own);
  // (A place's name is read within a line: "Kontakt" above "Parking" names nothing.)
  return (
    OTHER_ORGANISATION.test(withoutOwn(/\s+/g)) ||
    OTHERS_SAID.test(withoutOwn(/\s+/g)) ||
    namesThirdPartyPlace(withoutOwn(/[^\S\n]+/g)) ||
    namesOtherVenue(withoutOwn(/\s+/g), own) ||
    // (A region's emergency service by its name: "Notdienst Baden-Württemberg".)
    /[Nn]otdienst\s+\p{Lu}\p{Ll}/u.test(text) ||
    namesTouristOffice(text, own)
  );
}

/** A box office and the venue it belongs to: "box office of the Civic Hall", "благајни театра", "billetterie du Théâtre de Namur". */
const BOX_OFFICE =
  /(?<!\p{L})(?:box\s+office\s+(?:of|at)\s+(?:the\s+)?|(?:biglietteria|billetterie|taquilla|kasse|blagajn[ai]|благајн[аи])\s+(?:del(?:la|l['’])?\s*|du\s+|de\s+la\s+|de\s+l['’]|del?\s+|des\s+|der\s+|im\s+)?)(\p{L}+)/giu;
/** Venues whose box office sells another's tickets: a theatre, a hall, a cultural centre, a museum, a church, a cinema. */
const VENUE =
  /^(?:teat|theat|théât|pozori|позори|kazali|театр|театар|dvoran|дворан|hall|centr|центр|kulturn|културн|muze|музеј|kirche|église|eglise|iglesia|chiesa|kerk|crkv|цркв|kino|кино|cinema|cinéma|konzerthaus|opera)/iu;
/**
 * Whether a text sends the reader to a venue's box office, the venue not the site's own ("Улазнице на благајни театра,
 * тел. …" on a choir's site; a theatre's own "blagajna pozorišta" is its own).
 */
function namesOtherVenue(text: string, own: string[]): boolean {
  const ownWords = own.flatMap((name) => name.split(/[^\p{L}]+/u).filter((w) => w.length >= 4));
  return [...text.matchAll(BOX_OFFICE)].some((m) => VENUE.test(m[1]) && !ownWords.some((w) => sameWord(w, m[1])));
}

/**
 * An office of the body itself used as a label, the body named by a common noun the site's own name holds: "Sekretar
 * udruženja:" on the site of "Udruženje pčelara …", "Präsident des Vereins:" on a "… Verein"'s — not another body's
 * office ("Predsednik saveza:", "Präsident der Steuerberaterkammer:", "Zahnärztlicher Notdienst:").
 */
// (The body after an article, or as a lower-case genitive.)
// (Capitalised too, as a label's words often are: "Sekretar Udruženja:".)
const OFFICE_LABEL = /(\p{L}+)\s+(?:(?:of\s+the|des|der|de\s+l['’]|du|de\s+la|della|dell['’])\s+(\p{L}+)|(\p{L}+))\s*:/gu;
/** One word in another case: "udruženja" for "Udruženje", "Vereins" for "Verein" (not "Steuerberaterkammer" for "Steuerberatung"). */
function sameWord(a: string, b: string): boolean {
  const [x, y] = [foldText(a), foldText(b)];
  let common = 0;
  while (common < Math.min(x.length, y.length) && x[common] === y[common]) common++;
  return Math.abs(x.length - y.length) <= 3 && common >= Math.min(x.length, y.length) - 3 && common >= 4;
}
function withoutOwnOffices(text: string, own: string[]): string {
  if (!text.includes(':') || !own.length) return text;
  const ownWords = own.flatMap((name) => name.split(/[^\p{L}]+/u).filter((w) => w.length > 4));
  return text.replace(OFFICE_LABEL, (label, office: string, named: string | undefined, genitive: string | undefined) => {
    const body = named ?? genitive ?? '';
    return isJobTitle(office) && OTHER_ORGANISATION.test(body) && ownWords.some((w) => sameWord(w, body)) ? ' ' : label;
  });
}

/**
 * A friends' association is named after the body it supports, another organisation: "Udruženje prijatelja Muzeja
 * Podunavlja" beside "obratite se Muzeju Podunavlja, tel. …", "Förderverein der Grundschule Lindenau" — its own words
 * end at "friends" (which keeps at least that word of its own: with none, any name may be the business's).
 */
const FRIENDS_OF =
  /((?<!\p{L})(?:friends\s+of|prijatelja|пријатеља|freunde\s+de[sr]|freundeskreis|förderverein|amis\s+(?:du|de\s+la|des|de\s+l['’])|amici\s+(?:del|della|dei|dell['’])|vrienden\s+van|amigos\s+(?:del|de\s+la|de))(?!\p{L})).*$/isu;
/** The words of the site's own names, folded, for telling another organisation's name from its own. */
export const nameWords = (names: string[]): Set<string> =>
  new Set(names.flatMap((name) => foldText(name.replace(FRIENDS_OF, '$1')).split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2));

/** A company's name by its legal form: "Lipková Tax s.r.o.", "Protecdata Aragón S.L.", "Webtár Kft.". */
const COMPANY =
  /((?:\p{Lu}[\p{L}&'’.-]*\s+){1,4})(?:S\.L\.|S\.A\.|GmbH|Ltd\.?|Limited|Kft\.|s\.r\.o\.|spol\. s r\.o\.|d\.o\.o\.|d\.d\.|Sp\. z o\.o\.|B\.V\.|S\.r\.l\.|SARL|SAS|LLC|Inc\.|SA|AG|Sàrl)(?!\p{L})/gu;

/** The company a text starts with, by its legal form: "Client Money Shield Ltd (company number …)" → "Client Money Shield Ltd". */
export function leadingCompany(text: string): string | null {
  const m = new RegExp(`^${COMPANY.source}`, 'u').exec(text.trim());
  return m ? m[0] : null;
}

/**
 * Whether a text names a company other than the site's: one whose name, before its legal form, shares no word
 * with the site's own names (a page that gives no name of its own names no other company). For a number or
 * an address of another domain written right after it; a
 * business's own legal name may differ from its brand, so `tel:` links do not ask this.
 */
export function namesOtherCompany(text: string, ownWords: Set<string>): boolean {
  // Without a name of its own on the page, the company may well be the site's.
  if (!ownWords.size) return false;
  return [...text.matchAll(COMPANY)].some((m) =>
    foldText(m[1])
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2)
      .every((w) => !ownWords.has(w)),
  );
}

/**
 * Kinds of organisation a business's number is hardly ever given under, whatever its name: schools, kindergartens,
 * banks, hotels, clubs, foundations, institutes, laboratories. (Not clinics, centres or practices: a practice
 * gives its number as "Ärztezentrum Süd, 2. OG, Tel. …", the building it is in.)
 */
const OTHER_KINDS = String.raw`school|schule|grundschule|volksschule|gymnasium|école|ecole|escuela|colegio|scuola|škola|skola|школа|szkoła|szkola|kindergarten|kita|kinderkrippe|vrtić|vrtic|вртић|crèche|creche|asilo|guardería|guarderia|nursery|bank|banka|banca|banque|sparkasse|volksbank|raiffeisenbank|hotel|hôtel|hotela|хотел|gasthaus|gasthof|landgasthof|wirtshaus|gaststätte|club|klub|клуб|verein|stiftung|foundation|fondation|fundación|fundacion|fondazione|zaklada|fondacija|фондација|institut|institute|istituto|instituto|laboratory|laboratorij|laboratoire|laboratorio|laboratorium|лабораторија|restaurant|ristorante|restoran|ресторан|café|cafe|kavana|кафана|bäckerei|bakery|boulangerie|panadería|panificio|pekara|пекара|taxi|taxis|taksi|такси|cab|cabs|academy|akademie|akademija|академија|académie|academia|accademia|akademia|krematorium|crematorium|crématorium|crematorio|cooperative|co-operative|coopérative|cooperativa|coöperatie|cooperatie|genossenschaft|zadruga|задруга|spółdzielnia|capitainerie`;
const OTHER_KIND = new RegExp(`^(?:${OTHER_KINDS})$`, 'iu');
/** An inn's words, folded. */
const INN = /^(?:gasthaus|gasthof|landgasthof|wirtshaus|gaststatte)$/u;
/** A German or Dutch compound whose last part names such a kind: "Hondenschool", "Tanzschule", "Tennisclub". */
const COMPOUND_KIND = /^\p{L}{3,}(?:schule|school|verein|vereniging|club|klub|stiftung|stichting)$/iu;
/** A kind's word, a few words saying of what, and the name: "scuola di musica Note Libere", "kindergarten Sonnenschein". */
const KIND_THEN_NAME = new RegExp(String.raw`(?<!\p{L})(?:${OTHER_KINDS})(?:\s+\p{Ll}{1,12}){0,3}\s+[„"“«‚]?\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*)*`, 'gu');
/** A run of capitalised words (particles between them) that names something: "Dječji vrtić Maslačak", "Volksbank Mittelhessen". */
const CAPITALISED_RUN = /(?:\p{Lu}[\p{L}'’.&-]*)(?:\s+(?:\p{Lu}[\p{L}'’.&-]*|\p{Ll}{1,4}(?:['’]\p{L}+)?|\p{Ll}[\p{L}-]*(?=\s+\p{Lu})))*/gu;

/**
 * Whether a text names an organisation of a kind in OTHER_KIND that is not the site's: a run of capitalised words
 * holding such a kind's word and no word of the site's own names (a page that gives no name of its own names none).
 */
export function namesOtherKind(text: string, ownWords: Set<string>, towns: Set<string> = new Set()): boolean {
  if (!ownWords.size) return false;
  // (Also a kind's word in lower case before the name it is given: "la scuola di musica Note Libere".)
  return [...text.matchAll(KIND_THEN_NAME), ...text.matchAll(CAPITALISED_RUN)].some((m) => {
    const words = m[0].split(/\s+/).map((w) => w.replace(/^[„"“«‚]|[.,]$/gu, ''));
    // (A compound is a kind only with its name after it, German capitalising every noun: "Hondenschool Pootje", not
    // "Unsere Rückenschule startet".)
    const isKind = (w: string, k: number) => OTHER_KIND.test(w) || (COMPOUND_KIND.test(w) && /^\p{Lu}/u.test(words[k + 1] ?? ''));
    // A kind's word with a name of its own: "Volksschule Mühlbach", not a heading such as "Restaurant & Café".
    if (!words.some(isKind) || !words.some((w) => /^\p{Lu}/u.test(w) && !OTHER_KIND.test(w))) return false;
    // The business's own when its names hold the kind ("Hotel Sonne", "Volksschule Mühlbach" for "Schule Mühlbach") or
    // another of the words ("École d'aviron" at a rowing club, "Restaurant Alpenblick" at Hotel Alpenblick) — not the town
    // of the page's own address alone, which both may be named after ("Radio Taxi Poznań" beside a notary in Poznań).
    const kinds = words.filter(isKind).map(foldText);
    // (An inn's own words are each other's: "Metzgerei im Gasthaus: Tel. …" at Gasthof zur Post.)
    if (kinds.some((k) => [...ownWords].some((w) => w.endsWith(k) || (INN.test(k) && INN.test(w))))) return false;
    // (A compound kind shares a town with the site's own name: "Sportverein Musterdorf" is "SV Musterdorf"'s own.)
    const compound = words.some((w, k) => !OTHER_KIND.test(w) && isKind(w, k));
    return !foldText(m[0])
      .split(/[^\p{L}\p{N}]+/u)
      .some((w) => w.length > 2 && ownWords.has(w) && (compound || !towns.has(w)));
  });
}

/** A postcode, then the town: "61-758 Poznań", "1140 Wien", "D-50667 Köln", "SW1A 1AA London". */
// (On one line: a phone number's last digits over the next line's name are no postcode; nor is a year, "© 2024 Kovač Optika".
// One space at most before the year: a lookbehind with an open run reads back over a page of spaces at every position.)
const POSTCODE_TOWN =
  /(?<![\p{L}\d]|(?:©|\(c\)|(?<!\p{L})(?:seit|since|est\.|depuis|desde|dal|od))\s?)(?:[A-Z]{1,2}-)?(?:\d{2}-\d{3}|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})[^\S\n]+(\p{Lu}\p{L}+)/gu;

/** The towns of the addresses a page gives (folded): a name shared with the business by them alone is no sign of it. */
export const postcodeTowns = (text: string): Set<string> => new Set([...text.matchAll(POSTCODE_TOWN)].map((m) => foldText(m[1])));

/** Labels of register and tax numbers, in the languages read: "RCS Rouen", "KvK", "Company No.", "P.IVA", "Steuernummer". */
const REGISTER_LABEL = String.raw`rcs|siret|siren|kvk|hr[ab]|company\s+(?:no|number|reg\S*)|reg(?:istration|istered)?\.?\s*(?:no|nr|number)|handelsregister|registergericht|firmenbuch(?:nummer)?|mati[čc]ni(?:\s+broj)?|nip|regon|krs|i[čc]o|oib|cif|nif|p\.?\s?iva|partita\s+iva|c\.?f\.|codice\s+fiscale|vat(?:\s+no)?|tva|btw|ust-?id(?:nr)?|abn|acn|steuer-?nr|steuernummer|zvr`;
/** The same for labels that are words too in lower case ("ein Anruf", "uid"): only in capitals. */
const REGISTER_LABEL_CAPS = String.raw`EIN|MB|UID|PIB`;
/** Both kinds of register label as patterns, each followed by `after`. */
const registerLabel = (after: string) => [
  new RegExp(String.raw`(?<!\p{L})(?:${REGISTER_LABEL})(?!\p{L})${after}`, 'iu'),
  new RegExp(String.raw`(?<!\p{L})(?:${REGISTER_LABEL_CAPS})(?!\p{L})${after}`, 'u'),
];
/** A register's label right before a number (within a few characters): "RCS Rouen 534 …", "SIRET : …". */
const REGISTER_BEFORE = registerLabel(String.raw`[^\d\n]{0,20}$`);
export const endsInRegisterLabel = (text: string) => REGISTER_BEFORE.some((label) => label.test(text));

/** Where a page states its own legal entity: its copyright line, its register and tax numbers. */
const OWN_ENTITY = [/©|copyright|registered\s+(?:in|office|number|no)/iu, ...registerLabel('')];

/**
 * The companies a page states as its own legal entity — named in its copyright line or beside its register or
 * tax number ("Bright Smile Dental is a trading name of BSD Healthcare Ltd, company no. 01234567"): a brand's
 * company may share no word with the brand.
 */
export function ownCompanies(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (!OWN_ENTITY.some((entity) => entity.test(line))) continue;
    for (const m of line.matchAll(COMPANY)) found.push(m[0]);
  }
  return found;
}

/**
 * A sentence saying a body is separate from the business, named by the business's kind: "Elle est distincte de l'atelier", "a
 * separate charity from the shop" — not independence from parties or churches ("unabhängig von Parteien", "independent of
 * the council"), which a club says of itself.
 */
export const SEPARATE_BODY =
  /(?<!\p{L})(?:(?:distincte?s?|s[ée]par[ée]e?s?|ind[ée]pendante?s?)\s+(?:de\s+l['’]\s*|du\s+|de\s+la\s+|de\s+notre\s+)(?:atelier|entreprise|boutique|cabinet|magasin|soci[ée]t[ée]|commerce|restaurant)|separate\s+(?:\p{L}+\s+)?from\s+(?:the|our)\s+(?:shop|studio|business|company|practice|workshop|firm|restaurant|store)|(?:getrennt|unabhängig)\s+von\s+(?:der|dem|unserer|unserem)\s+(?:Werkstatt|Firma|Praxis|Betrieb|Geschäft|Atelier|Laden|Kanzlei)|los\s+van\s+(?:het|de|ons|onze)\s+(?:atelier|bedrijf|winkel|praktijk|zaak|kantoor))(?!\p{L})/iu;
/** A body's name by its kind: "Les Amis du Vitrail asbl", "Förderverein …", "Friends of …". */
export const ASSOCIATION_NAME =
  /(?<!\p{L})(?:asbl|vzw|e\.\s?V\.|association|(?:förder)?verein|freundeskreis|stichting|vereniging|associazione|asociaci[oó]n|udru[žz]enje|удружење|friends\s+of|amis\s+d)(?!\p{L})/iu;

/** Words of a sentence about another body the business belongs to: an association, a federation, its membership. */
export const ANOTHER_BODY =
  /affiliat|member|mitglied|membre|miembro|membro|(?<!\p{L})lid\s+van|(?<!\p{L})(?:član|члан)|verband|association|federation|föderation|fédération|federación|federazione|(?<!\p{L})(?:savez|савез)/iu;
