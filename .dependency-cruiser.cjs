/**
 * The import graph's rules, checked by `npm run lint` with dependency-cruiser on the compiled JavaScript
 * (TypeScript 7 has no compiler API for it to read the sources with), so they hold for what runs:
 * no module imports itself through others, and no folder imports one above it. From the bottom:
 *   lib/ and jobs/queues.js (leaves) → outbound/, db/, jobs/ → the features (verification/, research/,
 *   finding/, discovery/, enrichment/, webhooks/) → domain/ → kinds/ → http/ → entry points and workers/.
 */
const SRC = '^dist/src/';
const folder = (names) => `${SRC}(${names.join('|')})/`;
const FEATURES = ['verification', 'research', 'finding', 'discovery', 'enrichment', 'webhooks'];
const ABOVE_FEATURES = ['domain', 'kinds', 'http'];
const ENTRY_POINTS = `${SRC}[^/]+[.]js$`;

/** `from` may import nothing in src/ but itself and `allowed`. */
const only = (name, from, allowed) => ({
  name,
  severity: 'error',
  from: { path: from },
  to: { path: SRC, pathNot: [from, ...allowed] },
});

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Modules that import each other in a circle', from: {}, to: { circular: true } },
    only('lib-is-a-leaf', folder(['lib']), []),
    only('queue-catalogue-is-a-leaf', `${SRC}jobs/queues[.]js$`, []),
    only('outbound-reads-only-lib', folder(['outbound']), [folder(['lib'])]),
    only('db-reads-only-lib', folder(['db']), [folder(['lib'])]),
    only('jobs-read-only-lib', folder(['jobs']), [folder(['lib'])]),
    {
      name: 'features-below-domain',
      severity: 'error',
      from: { path: folder(FEATURES) },
      to: { path: [folder(ABOVE_FEATURES), ENTRY_POINTS] },
    },
    { name: 'verification-below-features', severity: 'error', from: { path: folder(['verification']) }, to: { path: folder(FEATURES.filter((f) => f !== 'verification')) } },
    { name: 'research-below-features', severity: 'error', from: { path: folder(['research']) }, to: { path: folder(FEATURES.filter((f) => f !== 'research')) } },
    { name: 'domain-below-kinds-and-http', severity: 'error', from: { path: folder(['domain']) }, to: { path: [folder(['kinds', 'http']), ENTRY_POINTS] } },
    { name: 'kinds-below-http', severity: 'error', from: { path: folder(['kinds']) }, to: { path: [folder(['http']), ENTRY_POINTS] } },
    { name: 'src-not-to-workers', severity: 'error', from: { path: SRC, pathNot: `${SRC}start[.]js$` }, to: { path: '^dist/workers/' } },
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.js'] },
  },
};
