/**
 * Words that name another organisation next to its number or address: chambers and regulators in an
 * Impressum, associations, insurers, emergency and poison services, the web agency and the host. Read by
 * phones (the lines before a number) and emails (the sentence before an address of another domain).
 */
const OTHER_ORGANISATION = new RegExp(
  [
    'kammer', 'chamber', 'komor', 'комор', 'law society', 'society', 'council', String.raw`\bgdc\b`, 'association', 'udruženj', 'udruzenj', 'удружењ',
    String.raw`\bsavez`, 'verband', 'vereinigung', 'aufsicht', 'regulat', 'behörde', 'ministr', 'inspekc', 'versicherung', 'insurance', 'insurer',
    'osiguranj', 'осигурањ', 'notdienst', 'notfalldienst', 'bereitschaftsdienst', 'notruf', 'rettungsdienst', 'poison', 'ambulance', String.raw`\bnhs\b`,
    'хитна', 'out[- ]of[- ]hours\\s+(?:service|provider|gp|doctor)', 'fakultet', 'факултет', 'universit',
    'hospital', 'klinikum', 'bolnic', 'болниц', 'webdesign', 'web design', 'web studio', 'webagentur', 'agentur', 'agency', 'izradio', 'izrada sajta',
    'израд', 'realizacija', 'реализација', 'designed by', 'design by', 'developed by', 'powered by', 'hosting', 'umsetzung', 'gestaltung', 'polizei',
    'police', 'policij', 'полициј', 'mitglied', 'member of', 'members of', 'član', 'члан', 'authorit', 'commission', 'ombuds', 'tribunal',
    'schlichtung', 'gericht', String.raw`\bsud\b`, String.raw`\bсуд\b`, String.raw`(?:gesundheits|finanz|ordnungs|landes|bundes|veterinär|gewerbe)amt`,
    'bundesamt', 'datenschutzbeauftragt', 'beauftragte für', 'inspektorat', 'инспекториј', 'zavod', 'завод', 'dom zdravlja', 'дом здравља',
    'giftinformation', 'vergiftung', 'samaritans', 'bildnachweis', 'fotograf', 'photography by', 'photos by', 'programmierung',
    String.raw`hitn\S*\s+(?:\S+\s+)?pomo`, 'provider', 'registrar', 'izrad', 'web dizajn', 'website by', 'site by', 'made by', 'hosted by',
    'erstellt von', 'realisiert', 'konzept', String.raw`\b(?:kzv|kv|kvb|ihk|hwk|rcvs|bbb|ico)\b`, 'commissioner', 'citizens advice', 'royal college',
    'college of', 'complaints', 'privredn\\S* registr', 'narodna banka', 'institut za', 'klinički centar', 'klinicki centar', 'клинички центар',
    'state bar', 'department of', 'bureau',
    // whole words or phrases: a bare stem would also match the business's own name ("Smith & Associates", "Federal Way Dental")
    String.raw`\bsponsor`, 'colegio oficial', 'colegio notarial', 'colegio de abogados', 'collegio notarile', 'ordine degli', 'ordre des', String.raw`\bbarreau\b`,
    'orde van advocaten', String.raw`\bizba\b`, 'kamer van koophandel', 'camera di commercio', 'cámara de comercio', 'camara de comercio', 'chambre de', String.raw`\bfederaci[oó]n?(?!\p{L})`, 'federazione', 'fédération', String.raw`\bfederation\b`,
    'hébergeur', 'hebergeur', 'hébergement', 'hebergement', String.raw`\balojamiento\b`, 'assurance responsabilit', 'assureur', 'assicurazion',
    'verzekering', 'aseguradora', 'ubezpiecz',
  ].join('|'),
  'iu',
);

/** Whether a text names another organisation (a chamber, a regulator, an ombudsman, an insurer …). */
export const namesOtherOrganisation = (text: string) => OTHER_ORGANISATION.test(text);
