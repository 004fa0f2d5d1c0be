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

  describe('VERIFY_SOCKS_PROXY', () => {
    const proxy = (value: string) => loadConfig({ VERIFY_SOCKS_PROXY: value }).verify.socksProxy;
    const problems = (value: string): string[] => {
      try {
        loadConfig({ VERIFY_SOCKS_PROXY: value });
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
      return expect.fail(`accepted ${value}`);
    };

    it('is off (probes connect directly) when unset or empty', () => {
      expect(loadConfig({}).verify.socksProxy).to.equal(null);
      expect(proxy('  ')).to.equal(null);
    });

    it('reads host and port, and a URL-decoded user and password', () => {
      expect(proxy('socks5://10.1.2.3:1080')).to.deep.equal({ host: '10.1.2.3', port: 1080, user: null, password: null });
      expect(proxy('socks5://proxy.internal:1080/')).to.deep.equal({ host: 'proxy.internal', port: 1080, user: null, password: null });
      expect(proxy('socks5://[::1]:9050')).to.deep.equal({ host: '::1', port: 9050, user: null, password: null });
      expect(proxy('socks5://probe%2B1:p%40ss%3Aw%2Frd%25@127.0.0.1:1080')).to.deep.equal({ host: '127.0.0.1', port: 1080, user: 'probe+1', password: 'p@ss:w/rd%' });
    });

    it('refuses socks5h:// with a sentence: probes never send the proxy a name', () => {
      expect(problems('socks5h://127.0.0.1:1080')).to.deep.equal([
        "VERIFY_SOCKS_PROXY must use socks5://, not socks5h://: probes never send the proxy a host name, only the mail host's address, once the outbound policy has checked it",
      ]);
    });

    it('names what is wrong with a malformed value, and never quotes the password', () => {
      const cases: [string, RegExp][] = [
        ['socks4://127.0.0.1:1080', /^VERIFY_SOCKS_PROXY must start with socks5:\/\/ \(got socks4:\/\/; the form is socks5:\/\/\[user:password@\]host:port\)$/],
        ['http://u:secret@proxy:3128', /must start with socks5:\/\/ \(got http:\/\//],
        ['127.0.0.1:1080', /^VERIFY_SOCKS_PROXY is not a valid URL \(the form is socks5:\/\/\[user:password@\]host:port\)$/],
        ['socks5://', /is not a valid URL|needs a host and a port/],
        ['socks5://u:secret@proxy.internal', /^VERIFY_SOCKS_PROXY needs a host and a port/],
        ['socks5://proxy.internal:0', /needs a host and a port/],
        ['socks5://u:secret@proxy.internal:99999', /^VERIFY_SOCKS_PROXY is not a valid URL/],
        ['socks5://proxy.internal:1080/path?x=1', /^VERIFY_SOCKS_PROXY must hold nothing after host:port/],
        ['socks5://u:secret%zz@proxy.internal:1080', /must be URL-encoded/],
        ['socks5://user-only@proxy.internal:1080', /needs both a user and a password, or neither/],
        ['socks5://:secret@proxy.internal:1080', /needs both a user and a password, or neither/],
        [`socks5://u:${'x'.repeat(256)}@proxy.internal:1080`, /at most 255 bytes \(RFC 1929\)/],
      ];
      for (const [value, message] of cases) {
        const found = problems(value);
        expect(found, value).to.have.length(1);
        expect(found[0], value).to.match(message);
        expect(found[0], value).to.not.include('secret');
      }
    });
  });

  describe('Redis through Sentinel, and the stranded-job grace', () => {
    const problems = (env: Record<string, string>): string[] => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
      return expect.fail(`accepted ${JSON.stringify(env)}`);
    };

    it('has no Sentinels (REDIS_URL is the Redis), the name mymaster and a five-minute grace by default', () => {
      expect(loadConfig({})).to.deep.include({ redisSentinels: [], redisSentinelName: 'mymaster', strandedJobGraceMs: 300_000 });
      expect(loadConfig({ REDIS_SENTINELS: ' , ', REDIS_SENTINEL_NAME: ' ' })).to.deep.include({ redisSentinels: [], redisSentinelName: 'mymaster' });
    });

    it('reads comma-separated host:port Sentinels (IPv6 in brackets), the name, and the grace', () => {
      const config = loadConfig({
        REDIS_SENTINELS: '10.0.0.5:26379, sentinel-b.internal:26380,[::1]:26381',
        REDIS_SENTINEL_NAME: 'leads-primary',
        REDIS_URL: 'redis://:secret@ignored.internal:6379/2',
        STRANDED_JOB_GRACE_MS: '3000',
      });
      expect(config.redisSentinels).to.deep.equal([
        { host: '10.0.0.5', port: 26379 },
        { host: 'sentinel-b.internal', port: 26380 },
        { host: '::1', port: 26381 },
      ]);
      expect(config).to.include({ redisSentinelName: 'leads-primary', strandedJobGraceMs: 3000, redisUrl: 'redis://:secret@ignored.internal:6379/2' });
    });

    it('refuses each malformed Sentinel with one line naming it, and the other bad values with it', () => {
      expect(
        problems({
          REDIS_SENTINELS: '10.0.0.5:26379,10.0.0.6,redis://10.0.0.7:26379,10.0.0.8:0,::1:26379,host:99999',
          REDIS_SENTINEL_NAME: 'my master',
          STRANDED_JOB_GRACE_MS: '500',
        }),
      ).to.deep.equal([
        ...['10.0.0.6', 'redis://10.0.0.7:26379', '10.0.0.8:0', '::1:26379', 'host:99999'].map(
          (entry) => `REDIS_SENTINELS entry "${entry}" must be host:port, such as 10.0.0.5:26379 or [::1]:26379 (entries are separated by commas)`,
        ),
        'REDIS_SENTINEL_NAME must be one word, the name given in "sentinel monitor" (got "my master")',
        'STRANDED_JOB_GRACE_MS must be a whole number from 1000 to 86400000 (got "500")',
      ]);
    });

    it('refuses Sentinels with a rediss:// REDIS_URL (TLS through Sentinel is not supported), not without', () => {
      expect(problems({ REDIS_SENTINELS: '10.0.0.5:26379', REDIS_URL: 'rediss://cache.internal:6380' })).to.deep.equal([
        'REDIS_SENTINELS cannot be used with a rediss:// REDIS_URL: TLS through Sentinel is not supported; use redis:// (its user, password and database still apply)',
      ]);
      expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).redisSentinels).to.deep.equal([]);
    });
  });
});
