import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { loadConfig } from '../../src/config.js';
import { googlePlaces } from '../../src/discovery/places/google-places.js';
import { osmPlaces } from '../../src/discovery/places/osm-places.js';
import { describePlacesProvider } from '../../src/discovery/places/registry.js';
import { interpretPrompt } from '../../src/discovery/prompt-parser.js';

/** The gazetteer's place biases the directory's search; the directory is chosen by the key that is there. */
describe('discovery: places search bias and provider default', function () {
  this.timeout(20_000);
  const seen: { url: string; body: string }[] = [];
  // One loopback peer answering both the Google Text Search and the Nominatim shape, with nothing found.
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url!, body });
      res.setHeader('content-type', 'application/json');
      res.end(req.url!.startsWith('/v1/') ? '{"places":[]}' : '[]');
    });
  });
  let base = '';
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  const camden = () => {
    const q = interpretPrompt('bars in Camden, London rated 4.5+');
    return { businessType: q.businessType!, place: q.place!, count: 5, minRating: q.minRating, ratingStrict: q.ratingStrict, near: q.resolvedPlace };
  };

  it('asks Google with a location-bias circle around the resolved place', async () => {
    await googlePlaces({ apiKey: 'k', baseUrl: base, timeoutMs: 5_000 }).search(camden());
    const body = JSON.parse(seen.at(-1)!.body) as { textQuery: string; locationBias: { circle: { center: { latitude: number; longitude: number }; radius: number } } };
    expect(body.textQuery).to.equal('bars in Camden, London');
    expect(body.locationBias.circle.radius).to.equal(30_000);
    expect(body.locationBias.circle.center.latitude).to.be.closeTo(51.54, 0.05);
    expect(body.locationBias.circle.center.longitude).to.be.closeTo(-0.14, 0.05);
  });

  it('asks Nominatim within the country and a view box around the resolved place', async () => {
    const { notes } = await osmPlaces({ nominatimUrl: base, overpassUrl: `${base}/overpass`, userAgent: 'test', timeoutMs: 5_000 }).search(camden());
    const params = new URL(seen.at(-1)!.url, base).searchParams;
    expect(params.get('q')).to.equal('Camden, London');
    expect(params.get('countrycodes')).to.equal('gb');
    const [west, north, east, south] = params.get('viewbox')!.split(',').map(Number) as [number, number, number, number];
    expect(west).to.be.below(-0.14).and.above(-0.5);
    expect(east).to.be.above(-0.14).and.below(0.2);
    expect(north).to.be.above(51.54);
    expect(south).to.be.below(51.54);
    expect(notes.join(' '), "the rating caveat is discovery's, said once in constraints.warnings").not.to.match(/rating/i);
  });

  it('defaults PLACES_PROVIDER to google with a key and to osm without; an explicit value wins', () => {
    expect(loadConfig({}).discovery.placesProvider).to.equal('osm');
    expect(loadConfig({ GOOGLE_PLACES_API_KEY: 'k' }).discovery.placesProvider).to.equal('google');
    expect(loadConfig({ GOOGLE_PLACES_API_KEY: 'k', PLACES_PROVIDER: 'osm' }).discovery.placesProvider).to.equal('osm');
    expect(describePlacesProvider(loadConfig({}).discovery)).to.equal('discovery asks OpenStreetMap, without ratings (default: no GOOGLE_PLACES_API_KEY)');
    expect(describePlacesProvider(loadConfig({ GOOGLE_PLACES_API_KEY: 'k' }).discovery)).to.equal('discovery asks Google Places (default: GOOGLE_PLACES_API_KEY is set)');
    expect(describePlacesProvider(loadConfig({ GOOGLE_PLACES_API_KEY: 'k', PLACES_PROVIDER: 'osm' }).discovery)).to.equal(
      'discovery asks OpenStreetMap, without ratings (PLACES_PROVIDER)',
    );
  });
});
