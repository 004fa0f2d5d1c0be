import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('console configuration', () => {
  it('defaults PUBLIC_URL to localhost on PORT and SESSION_IDLE_HOURS to 12', () => {
    expect(loadConfig({})).to.include({ publicUrl: 'http://localhost:3000', sessionIdleHours: 12 });
    expect(loadConfig({ PORT: '8080' }).publicUrl).to.equal('http://localhost:8080');
  });

  it('takes an http(s) PUBLIC_URL without its trailing slash, and idle hours from 1 to 168', () => {
    expect(loadConfig({ PUBLIC_URL: ' https://leads.example.com/ ', SESSION_IDLE_HOURS: '168' })).to.include({
      publicUrl: 'https://leads.example.com',
      sessionIdleHours: 168,
    });
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000/console//' }).publicUrl).to.equal('http://10.0.0.5:3000/console');
  });

  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };

  it('stops with a sentence for a PUBLIC_URL that is not an http(s) address, and for idle hours out of range', () => {
    expect(problems({ PUBLIC_URL: 'leads.example.com' })).to.deep.equal(['PUBLIC_URL is not a valid URL']);
    expect(problems({ PUBLIC_URL: 'ftp://leads.example.com' })).to.deep.equal(['PUBLIC_URL must start with https:// or http:// (got ftp://)']);
    expect(problems({ PUBLIC_URL: 'https://leads.example.com/?x=1' })).to.deep.equal([
      'PUBLIC_URL must be an address without ?query or #fragment, such as https://leads.example.com (got "https://leads.example.com/?x=1")',
    ]);
    expect(problems({ SESSION_IDLE_HOURS: '0' })).to.deep.equal(['SESSION_IDLE_HOURS must be a whole number from 1 to 168 (got "0")']);
    expect(problems({ SESSION_IDLE_HOURS: '169' })).to.have.length(1);
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY=true', () => {
    expect(loadConfig({}).trustProxy).to.equal(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).to.equal(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).to.equal(false);
    expect(problems({ TRUST_PROXY: 'yes' })).to.deep.equal(['TRUST_PROXY must be true or false (got "yes")']);
  });
});
