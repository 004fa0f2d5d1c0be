import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('has working defaults for a local machine', () => {
    const config = loadConfig({});
    expect(config).to.include({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/leadbase',
      redisUrl: 'redis://127.0.0.1:6379',
      port: 3000,
      logLevel: 'info',
    });
    expect(Object.isFrozen(config)).to.equal(true);
  });

  it('lists every bad value at once, saying what is wanted', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://x', REDIS_URL: 'not a url', PORT: '70000', LOG_LEVEL: 'loud', MAX_BODY_BYTES: '1k' });
      expect.fail('loadConfig accepted bad values');
    } catch (err) {
      expect(err).to.be.instanceOf(ConfigError);
      expect((err as ConfigError).problems).to.deep.equal([
        'DATABASE_URL must start with postgres:// or postgresql:// (got mysql://)',
        'REDIS_URL is not a valid URL',
        'PORT must be a whole number from 0 to 65535 (got "70000")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'MAX_BODY_BYTES must be a whole number from 1024 to 268435456 (got "1k")',
      ]);
    }
  });
});
