import { expect } from 'chai';
import type { Runtime } from '../src/bootstrap.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { startWorkers } from '../workers/index.js';
import { makeWorkspace, serve, testRuntime } from './helpers.js';
import { startPlacesPeers, type PlacesPeers } from './support/places-peers.js';

/**
 * Discovery from OpenStreetMap, end to end (API → discovery worker → Nominatim and Overpass peers), on
 * queues of its own: a directory without ratings is said once, up front, and never faked.
 */
describe('POST /api/v1/local-leads from OpenStreetMap', function () {
  this.timeout(60_000);
  let peers: PlacesPeers;
  let app: { base: string; close: () => void };
  let queues: QueueClient;
  let stopWorkers: () => Promise<void>;

  before(async () => {
    peers = await startPlacesPeers({
      cities: { belgrade: { bbox: [44.7, 44.9, 20.3, 20.6], countryCode: 'rs' } },
      osm: [
        { type: 'node', id: 101, tags: { name: 'Ordinacija Osmeh', amenity: 'dentist', 'addr:street': 'Knez Mihailova', 'addr:housenumber': '5', 'addr:city': 'Beograd' } },
        { type: 'way', id: 202, tags: { name: 'Dental Centar', amenity: 'dentist' } },
      ],
    });
    const runtime: Runtime = await testRuntime();
    const discovery = {
      ...runtime.config.discovery,
      placesProvider: 'osm' as const,
      places: { ...runtime.config.discovery.places, osm: { nominatimUrl: peers.nominatimUrl, overpassUrl: peers.overpassUrl } },
    };
    const config = { ...runtime.config, discovery, queuePrefix: `${runtime.config.queuePrefix}-osm`, workerQueues: ['discovery'] };
    queues = new QueueClient(config, runtime.log);
    app = await serve({ ...runtime, config, queues });
    stopWorkers = await startWorkers({ ...runtime, config, queues });
  });
  after(async () => {
    await stopWorkers?.();
    app?.close();
    await queues?.close();
    await peers?.close();
  });

  it('says once, in constraints.warnings, that a rating constraint cannot be applied, and gives no place a rating', async () => {
    const ws = await makeWorkspace();
    const response = await fetch(`${app.base}/api/v1/local-leads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ws.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: '2 dentists in Belgrade rated 4.5+', mode: 'search' }),
    });
    const body = (await response.json()) as { constraints: { provider: string; warnings: string[]; notes: string[] }; places: { rating: number | null }[] };
    expect(response.status, JSON.stringify(body)).to.equal(200);
    expect(body.constraints.provider).to.equal('osm');
    const caveats = [...body.constraints.warnings, ...body.constraints.notes].filter((line) => /rating/i.test(line));
    expect(caveats).to.deep.equal(['Ratings are unavailable from OpenStreetMap (PLACES_PROVIDER=osm): the rating constraint (at least 4.5) cannot be applied']);
    expect(body.places.map((p) => p.rating)).to.deep.equal([null, null]);
  });
});
