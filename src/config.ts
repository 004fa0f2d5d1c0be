/**
 * Configuration, read once from the environment and validated at start-up.
 * A bad value stops the process with one line per problem, so an operator can fix them all at once.
 */
export interface Config {
  databaseUrl: string;
  redisUrl: string;
  port: number;
  host: string;
  logLevel: string;
  maxBodyBytes: number;
  maxListStreams: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const problems: string[] = [];

  const url = (name: string, fallback: string, protocols: string[]): string => {
    const value = env[name]?.trim() || fallback;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got ${parsed.protocol}//)`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return value;
  };

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const oneOf = (name: string, fallback: string, allowed: string[]): string => {
    const value = env[name]?.trim() || fallback;
    if (!allowed.includes(value)) problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return value;
  };

  const config: Config = {
    databaseUrl: url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/leadbase', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    port: int('PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    logLevel: oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    // 5000 realistic leads are about 1.1 MiB of JSON; leave room for custom fields.
    maxBodyBytes: int('MAX_BODY_BYTES', 8 * 1024 * 1024, 1024, 256 * 1024 * 1024),
    // Each streamed full list holds one of the pool's 10 connections while its client reads.
    maxListStreams: int('MAX_LIST_STREAMS', 4, 1, 8),
  };

  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(config);
}
