import { expect } from 'chai';
import { loadConfig } from '../../src/config.js';
import { googlePlaces } from '../../src/discovery/places/google-places.js';
import { osmPlaces, osmTagFor } from '../../src/discovery/places/osm-places.js';
import { PlacesUpstreamError } from '../../src/discovery/places/places.js';
import { createPlacesProvider, placesNotConfigured } from '../../src/discovery/places/registry.js';
import { GOOGLE_KEY, googleDataset, startPlacesPeers, type PlacesPeers } from '../support/places-peers.js';

const UA = 'LeadbaseBot/test (+https://leadbase.dev/bot)';

describe('discovery: places directories', function () {
  this.timeout(20_000);
  let peers: PlacesPeers;
  const belgrade = googleDataset('Dental', 'Belgrade', 'RS', 75);

  before(async () => {
    peers = await startPlacesPeers({
      google: { 'dentists in belgrade': belgrade },
      cities: { belgrade: { bbox: [44.7, 44.9, 20.3, 20.6], countryCode: 'rs' }, 'novi sad': { bbox: [45.2, 45.3, 19.7, 19.9], countryCode: 'rs' } },
      osm: [
        {
          type: 'node',
          id: 101,
          tags: {
            amenity: 'dentist',
            name: 'Stomatološka ordinacija Osmeh',
            'addr:street': 'Knez Mihailova',
            'addr:housenumber': '5',
            'addr:city': 'Beograd',
            phone: '+381 11 2345678',
            website: 'https://osmeh.rs',
          },
        },
        { type: 'way', id: 202, tags: { amenity: 'dentist', name: 'Dental Centar' } },
        { type: 'node', id: 303, tags: { amenity: 'dentist' } },
        { type: 'node', id: 404, tags: { amenity: 'cafe', name: 'Kafić Kod Mike' } },
      ],
    });
  });
  after(() => peers.close());

  const google = (apiKey = GOOGLE_KEY) => googlePlaces({ apiKey, baseUrl: peers.googleUrl, timeoutMs: 5_000 });
  const query = { businessType: 'dentists', place: 'Belgrade', count: 20, minRating: null, ratingStrict: false };

  describe('Google Places API (New)', () => {
    it('sends the key and a minimal field mask, and maps each place to our fields', async () => {
      const { places } = await google().search({ ...query, count: 3 });
      const request = peers.googleRequests.at(-1)!;
      expect(request.fieldMask).to.equal(
        'places.id,places.displayName,places.formattedAddress,places.internationalPhoneNumber,places.websiteUri,places.rating,places.googleMapsUri,places.addressComponents,nextPageToken',
      );
      expect(request.body).to.deep.equal({ textQuery: 'dentists in Belgrade', pageSize: 20 });
      expect(places[0]).to.deep.equal({
        name: 'Dental 1',
        address: '1 Main Street, Belgrade',
        phone: '+381 11 3000000',
        website: null,
        rating: 3,
        mapsUrl: 'https://maps.google.com/?cid=1000',
        source: 'google',
        sourceId: 'ChIJDental0000',
        country: 'RS',
      });
    });

    it('pages until the count is met, and stops at the 60 Google ever returns', async () => {
      const before = peers.googleRequests.length;
      expect((await google().search({ ...query, count: 45 })).places).to.have.length(45);
      expect(peers.googleRequests.length - before).to.equal(3);
      expect((await google().search({ ...query, count: 60 })).places.map((p) => p.sourceId)).to.deep.equal(belgrade.slice(0, 60).map((p) => p.id));
    });

    it('sends minRating rounded down to 0.5 (Google rounds up) and applies the exact threshold itself', async () => {
      const { places } = await google().search({ ...query, count: 60, minRating: 4.3, ratingStrict: false });
      expect(peers.googleRequests.at(-1)!.body.minRating).to.equal(4);
      const expected = belgrade
        .filter((p) => (p.rating ?? 0) >= 4)
        .slice(0, 60)
        .filter((p) => p.rating! >= 4.3);
      expect(places.map((p) => p.rating)).to.deep.equal(expected.map((p) => p.rating));
      expect(
        places.some((p) => p.rating! < 4.5),
        'a 4.3 or 4.4 place Google would have dropped',
      ).to.equal(true);
      const strict = await google().search({ ...query, count: 60, minRating: 4, ratingStrict: true });
      expect(strict.places.every((p) => p.rating! > 4)).to.equal(true);
    });

    it('reports a refused key as an upstream failure', async () => {
      let error: unknown;
      await google('wrong')
        .search(query)
        .catch((err) => (error = err));
      expect(error).to.be.instanceOf(PlacesUpstreamError);
      expect((error as Error).message).to.match(/^Google Places answered HTTP 400: .*API key not valid/);
    });
  });

  describe('OpenStreetMap (Nominatim + Overpass)', () => {
    const osm = () => osmPlaces({ nominatimUrl: peers.nominatimUrl, overpassUrl: peers.overpassUrl, userAgent: UA, timeoutMs: 5_000 });

    it('resolves the place, lists tagged places inside it, and leaves what OSM lacks empty', async () => {
      const { places, notes } = await osm().search({ ...query, place: 'Belgrade' });
      expect(notes).to.deep.equal([]);
      expect(places).to.deep.equal([
        {
          name: 'Stomatološka ordinacija Osmeh',
          address: 'Knez Mihailova 5, Beograd',
          phone: '+381 11 2345678',
          website: 'https://osmeh.rs',
          rating: null,
          mapsUrl: 'https://www.openstreetmap.org/node/101',
          source: 'osm',
          sourceId: 'node/101',
          country: 'RS',
        },
        {
          name: 'Dental Centar',
          address: null,
          phone: null,
          website: null,
          rating: null,
          mapsUrl: 'https://www.openstreetmap.org/way/202',
          source: 'osm',
          sourceId: 'way/202',
          country: 'RS',
        },
      ]);
      expect(peers.overpassQueries.at(-1)).to.equal('[out:json][timeout:25];nwr["amenity"="dentist"]["name"](44.7,20.3,44.9,20.6);out tags 20;');
    });

    it('never fakes a rating (discovery says up front that the constraint cannot be applied)', async () => {
      const { places } = await osm().search({ ...query, minRating: 4.5 });
      expect(places).to.have.length.above(0);
      expect(places.every((p) => p.rating === null)).to.equal(true);
    });

    it('identifies itself to Nominatim and asks it at most once a second', async () => {
      const start = peers.nominatimRequests.length;
      const provider = osm(); // one per process, as the worker builds it
      await Promise.all([provider.search(query), provider.search({ ...query, place: 'Novi Sad' })]);
      const asked = peers.nominatimRequests.slice(start);
      expect(asked.map((r) => r.userAgent)).to.deep.equal([UA, UA]);
      expect(asked[1].at - asked[0].at).to.be.at.least(950);
    });

    it('maps business words in English, Serbian and German to OSM categories', () => {
      expect(osmTagFor('stomatolozi')).to.deep.equal(['amenity', 'dentist']);
      expect(osmTagFor('Zahnärzte')).to.deep.equal(['amenity', 'dentist']);
      expect(osmTagFor('фризерских салона')).to.deep.equal(['shop', 'hairdresser']);
      expect(osmTagFor('car repair shops')).to.deep.equal(['shop', 'car_repair']);
      expect(osmTagFor('escape rooms')).to.equal(null);
    });
  });

  it('without a Google key the chosen provider is not configured, and says what to set', () => {
    const config = loadConfig({ PLACES_PROVIDER: 'google' }).discovery;
    expect(placesNotConfigured(config)).to.equal('Local-lead discovery is not configured on this server; the operator must set GOOGLE_PLACES_API_KEY (or PLACES_PROVIDER=osm)');
    expect(createPlacesProvider(config, UA)).to.equal(null);
    const osm = loadConfig({ PLACES_PROVIDER: 'osm' }).discovery;
    expect(placesNotConfigured(osm)).to.equal(null);
    expect(createPlacesProvider(osm, UA)).to.have.property('search');
  });

  it("reads each directory's settings from the registry, and refuses one that is not a URL", () => {
    expect(loadConfig({ GOOGLE_PLACES_API_KEY: 'k', NOMINATIM_URL: 'http://127.0.0.1:9/n' }).discovery.places).to.deep.equal({
      google: { apiKey: 'k', baseUrl: 'https://places.googleapis.com' },
      osm: { nominatimUrl: 'http://127.0.0.1:9/n', overpassUrl: 'https://overpass-api.de/api/interpreter' },
    });
    expect(() => loadConfig({ OVERPASS_URL: 'ftp://example.com' })).to.throw(/OVERPASS_URL must start with https:\/\/ or http:\/\//);
    expect(() => loadConfig({ PLACES_PROVIDER: 'bing' })).to.throw(/PLACES_PROVIDER must be one of google, osm \(got "bing"\)/);
  });
});
