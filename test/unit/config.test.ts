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

  it('reads the retention settings: whole days from 1, and the sweep interval', () => {
    expect(loadConfig({})).to.include({ tableRetentionDays: 30, jobRetentionDays: 90, retentionSweepIntervalMs: 3_600_000 });
    expect(loadConfig({ TABLE_RETENTION_DAYS: '7', JOB_RETENTION_DAYS: '1', RETENTION_SWEEP_INTERVAL_MS: '500' })).to.include({
      tableRetentionDays: 7,
      jobRetentionDays: 1,
      retentionSweepIntervalMs: 500,
    });
    expect(() => loadConfig({ TABLE_RETENTION_DAYS: '0', JOB_RETENTION_DAYS: '1.5', RETENTION_SWEEP_INTERVAL_MS: 'hourly' }))
      .to.throw(ConfigError)
      .with.property('problems')
      .that.deep.equals([
        'TABLE_RETENTION_DAYS must be a whole number from 1 to 36500 (got "0")',
        'JOB_RETENTION_DAYS must be a whole number from 1 to 36500 (got "1.5")',
        'RETENTION_SWEEP_INTERVAL_MS must be a whole number from 100 to 86400000 (got "hourly")',
      ]);
  });
});
