import { existsSync } from 'node:fs';
import ipaddr from 'ipaddr.js';
import { POOL_CONNECTIONS } from './db/connection-budget.js';
import { CRAWLER_TOKEN } from './research/crawl/robots.js';
import {
  choosePlacesProvider,
  PLACES_PROVIDER_NAMES,
  PLACES_PROVIDERS,
  type PlacesConfig,
  type PlacesProviderName,
  type PlacesSettingsConfig,
} from './discovery/places/registry.js';
import { JOB_CATALOGUE, QUEUE_NAMES } from './jobs/queues.js';

/**
 * Configuration, read once from the environment and validated at start-up.
 * A bad value stops the process with one line per problem, so an operator can fix them all at once.
 */
export interface Config {
  databaseUrl: string;
  redisUrl: string;
  /**
   * REDIS_SENTINELS: the Sentinels every Redis connection asks for the primary (and asks again after a failover);
   * empty = REDIS_URL's host is the one Redis. With Sentinels, REDIS_URL gives only the user, password and database.
   */
  redisSentinels: { host: string; port: number }[];
  /** REDIS_SENTINEL_NAME: the primary's name in the Sentinels' configuration (`sentinel monitor <name> …`). */
  redisSentinelName: string;
  port: number;
  host: string;
  logLevel: string;
  maxBodyBytes: number;
  maxListStreams: number;
  /** Prefix of every BullMQ key in Redis, so several deployments (or test runs) can share one Redis. */
  queuePrefix: string;
  /** How long a synchronous endpoint waits for its job before answering 202 with a job to poll. */
  syncTimeoutMs: number;
  /** Queues this worker process serves; empty means all. */
  workerQueues: string[];
  /** Concurrent jobs per queue in one worker process, by queue name. */
  workerConcurrency: Record<string, number>;
  defaultMonthlyCredits: number;
  /** Requests per API key per minute; 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  admin: { user: string; password: string } | null;
  verify: {
    mailFrom: string | null;
    heloHost: string | null;
    dnsServers: string[];
    smtpPort: number;
    maxSessionsPerHost: number;
    /**
     * VERIFY_LENT_TIMEOUT_MS: how long an address another worker process took from the fleet's queue may go
     * unanswered before its own process asks it (that process may have died with it).
     */
    lentTimeoutMs: number;
    maxEmails: number;
    /** OUTBOUND_ALLOW_CIDRS: probes obey the crawler's outbound policy. */
    allowCidrs: string[];
    /**
     * VERIFY_SOCKS_PROXY: the SOCKS5 proxy every SMTP probe goes through (null = direct). It is asked for the mail
     * host's address after the outbound policy checked it; its own address is the operator's, and not checked.
     */
    socksProxy: { host: string; port: number; user: string | null; password: string | null } | null;
  };
  research: ResearchConfig;
  find: {
    /** Largest `people` list one request may hold. */
    maxPeople: number;
  };
  discovery: DiscoveryConfig;
  /** ENRICH_RESEARCH_CREDITS: price of researching one lead's website in a table enrichment. */
  enrichResearchCredits: number;
  /** WEBHOOK_RETRY_BASE_MS: the first retry's delay; later ones are multiples of it (src/webhooks/retry.ts). */
  webhookRetryBaseMs: number;
  /** WEBHOOK_SWEEP_INTERVAL_MS: how often a worker serving webhook-delivery puts back deliveries due that long with no live job (src/webhooks/sweep.ts). */
  webhookSweepIntervalMs: number;
  /** STRANDED_JOB_SWEEP_INTERVAL_MS: how often each worker process settles billed jobs unsettled for STRANDED_JOB_GRACE_MS that the queue no longer holds (workers/stranded-jobs.ts). */
  strandedJobSweepIntervalMs: number;
  /** STRANDED_JOB_GRACE_MS: how long a billed job may be unsettled before the stranded-job sweep asks the queue about it (DEFAULT_STRANDED_JOB_GRACE_MS). */
  strandedJobGraceMs: number;
  /** TABLE_RETENTION_DAYS: days an archived table is kept (restorable) before the retention sweep purges it and its leads (workers/retention.ts). */
  tableRetentionDays: number;
  /** JOB_RETENTION_DAYS: days a job's result and error are kept after it finished; then the retention sweep deletes them, keeping the credits. */
  jobRetentionDays: number;
  /** RETENTION_SWEEP_INTERVAL_MS: how often each worker process runs the retention sweeps. */
  retentionSweepIntervalMs: number;
  /** PUBLIC_URL: the workspace settings console's external address (no trailing slash), used in the links it hands out. */
  publicUrl: string;
  /** SESSION_IDLE_HOURS: a console session unused this long ends (it ends 7 days after sign-in in any case). */
  sessionIdleHours: number;
  /**
   * TRUST_PROXY: `true` behind a reverse proxy that sets X-Forwarded-For (and -Proto): the client address is
   * then read from it (the console's sign-in throttle per address, logs). Off, every client behind a proxy
   * shares the proxy's address.
   */
  trustProxy: boolean;
}

/** Local-lead discovery: the places directory it asks (src/discovery/places/registry.ts), and the registries. */
export interface DiscoveryConfig extends PlacesConfig {
  /** The APR open-data companies dataset (JSON); null = Serbian registry research off. */
  aprOpendataUrl: string | null;
  /** When the worker downloads it again (cron, UTC). */
  aprRefreshCron: string;
  /** UK registry research; null key = off. */
  companiesHouseApiKey: string | null;
  companiesHouseBaseUrl: string;
  /** Price of one returned place (research included). */
  creditsPerPlace: number;
}

/** Website research: the crawl's budgets and politeness, and who it may connect to. */
export interface ResearchConfig {
  userAgent: string;
  maxPages: number;
  maxBytes: number;
  requestTimeoutMs: number;
  siteTimeoutMs: number;
  maxRedirects: number;
  /** Upper bound on a robots.txt Crawl-delay we honour; a site asking for more is crawled at this pace. */
  maxCrawlDelayMs: number;
  /** Requests in flight to one host at once, across all jobs of a worker process. */
  perHostConcurrency: number;
  /** Ranges let through besides public unicast, and with any port (tests, intranets); empty in production. */
  allowCidrs: string[];
  /** Chromium for pages that are empty JavaScript shells; null = report them as needs_browser. */
  chromiumPath: string | null;
  dnsServers: string[];
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * VERIFY_SOCKS_PROXY: socks5://[user:password@]host:port, the user and password URL-encoded. socks5h:// is
 * refused: it means the proxy resolves names, and probes only ever give it an address. No problem quotes the
 * value, which may hold a password.
 */
function socksProxySetting(raw: string | null, problems: string[]): Config['verify']['socksProxy'] {
  if (!raw) return null;
  const form = 'socks5://[user:password@]host:port';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`VERIFY_SOCKS_PROXY is not a valid URL (the form is ${form})`);
    return null;
  }
  if (url.protocol === 'socks5h:') {
    problems.push(
      "VERIFY_SOCKS_PROXY must use socks5://, not socks5h://: probes never send the proxy a host name, only the mail host's address, once the outbound policy has checked it",
    );
    return null;
  }
  if (url.protocol !== 'socks5:') {
    problems.push(`VERIFY_SOCKS_PROXY must start with socks5:// (got ${url.protocol}//; the form is ${form})`);
    return null;
  }
  const found = problems.length;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port);
  if (!host || !url.port || port < 1) problems.push(`VERIFY_SOCKS_PROXY needs a host and a port (the form is ${form})`);
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) problems.push(`VERIFY_SOCKS_PROXY must hold nothing after host:port (the form is ${form})`);
  const decoded = (part: string): string | null | undefined => {
    try {
      return decodeURIComponent(part) || null;
    } catch {
      return undefined;
    }
  };
  const [user, password] = [decoded(url.username), decoded(url.password)];
  if (user === undefined || password === undefined) {
    problems.push('VERIFY_SOCKS_PROXY: the user and password must be URL-encoded (a % only as in %40)');
    return null;
  }
  if (!user !== !password) problems.push('VERIFY_SOCKS_PROXY needs both a user and a password, or neither');
  if (Buffer.byteLength(user ?? '') > 255 || Buffer.byteLength(password ?? '') > 255) {
    problems.push('VERIFY_SOCKS_PROXY: the user and the password may each be at most 255 bytes (RFC 1929)');
  }
  return problems.length > found ? null : { host, port, user, password };
}

/**
 * How long a job may be unsettled before the stranded-job sweep asks the queue about it (workers/stranded-jobs.ts).
 * The only time a live job has no BullMQ job is between its row's commit and its enqueue — 2 s of connection wait
 * and one Redis command (src/jobs/queue-client.ts); from then on BullMQ holds it however long it waits or runs,
 * until it settles. Five minutes is far beyond that (and 12× the default SYNC_TIMEOUT_MS), yet gives stranded
 * credits back soon. STRANDED_JOB_GRACE_MS changes it (tests shorten it; below a few seconds a job being
 * enqueued could be settled as lost).
 */
export const DEFAULT_STRANDED_JOB_GRACE_MS = 5 * 60_000;

/** REDIS_SENTINELS: comma-separated host:port (an IPv6 address in brackets); a problem per malformed entry. */
function sentinelsSetting(raw: string | undefined, problems: string[]): Config['redisSentinels'] {
  const sentinels: Config['redisSentinels'] = [];
  for (const entry of (raw ?? '').split(',').map((v) => v.trim())) {
    if (!entry) continue;
    const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[3]);
    if (!match || port < 1 || port > 65535) {
      problems.push(`REDIS_SENTINELS entry "${entry}" must be host:port, such as 10.0.0.5:26379 or [::1]:26379 (entries are separated by commas)`);
      continue;
    }
    sentinels.push({ host: match[1] ?? match[2], port });
  }
  return sentinels;
}

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

  const trueOrFalse = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (raw !== 'true' && raw !== 'false') problems.push(`${name} must be true or false (got "${env[name]}")`);
    return raw === 'true';
  };

  const oneOf = (name: string, fallback: string, allowed: string[]): string => {
    const value = env[name]?.trim() || fallback;
    if (!allowed.includes(value)) problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return value;
  };

  /** The console's links are this plus a path: an http(s) address with nothing after its path. */
  const publicUrl = (fallback: string): string => {
    const value = url('PUBLIC_URL', fallback, ['https:', 'http:']).replace(/\/+$/, '');
    if (URL.canParse(value) && /[?#]/.test(value)) problems.push(`PUBLIC_URL must be an address without ?query or #fragment, such as https://leads.example.com (got "${value}")`);
    return value;
  };

  const list = (name: string): string[] =>
    (env[name] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const optional = (name: string): string | null => env[name]?.trim() || null;

  const workerQueues = list('WORKER_QUEUES');
  for (const queue of workerQueues) {
    if (!(QUEUE_NAMES as readonly string[]).includes(queue)) problems.push(`WORKER_QUEUES names unknown queue "${queue}" (queues: ${QUEUE_NAMES.join(', ')})`);
  }
  const dnsServers = list('DNS_SERVERS');
  for (const server of dnsServers) {
    if (!/^[\w.:[\]-]+$/.test(server)) problems.push(`DNS_SERVERS entry "${server}" must be host or host:port`);
  }
  const adminUser = optional('ADMIN_USER');
  const adminPassword = optional('ADMIN_PASSWORD');
  if (!!adminUser !== !!adminPassword) problems.push('ADMIN_USER and ADMIN_PASSWORD must be set together (or neither, to disable the dashboard)');
  const heloHost = optional('VERIFY_HELO_HOST');
  // Both go into SMTP command lines: nothing that could end a line or split a word.
  if (heloHost && !/^[A-Za-z0-9.-]+$/.test(heloHost)) problems.push(`VERIFY_HELO_HOST must be a host name (got "${heloHost}")`);
  const mailFrom = optional('VERIFY_MAIL_FROM');
  if (mailFrom && !/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(mailFrom)) problems.push(`VERIFY_MAIL_FROM must be an email address (got "${mailFrom}")`);

  const allowCidrs = list('OUTBOUND_ALLOW_CIDRS');
  for (const cidr of allowCidrs) {
    if (!isCidr(cidr)) problems.push(`OUTBOUND_ALLOW_CIDRS entry "${cidr}" must be an address range such as 127.0.0.0/8 or ::1/128`);
  }
  const chromiumPath = env.CHROMIUM_PATH === undefined ? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null) : env.CHROMIUM_PATH.trim() || null;
  if (chromiumPath && !existsSync(chromiumPath)) problems.push(`CHROMIUM_PATH points at ${chromiumPath}, which does not exist (set it empty to crawl without a browser)`);

  const places = Object.fromEntries(
    PLACES_PROVIDERS.map((provider) => [
      provider.name,
      Object.fromEntries(
        Object.entries(provider.settings as Record<string, { env: string; kind: 'url' | 'secret'; default?: string }>).map(([key, setting]) => {
          const value = optional(setting.env) ?? setting.default ?? null;
          return [key, value && setting.kind === 'url' ? url(setting.env, value, ['https:', 'http:']) : value];
        }),
      ),
    ]),
  ) as PlacesSettingsConfig;

  // Read before the others, in this order (problems are listed in the order they are found); PUBLIC_URL's default needs the port.
  const databaseUrl = url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/leadbase', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']);
  const redisSentinels = sentinelsSetting(env.REDIS_SENTINELS, problems);
  const redisSentinelName = env.REDIS_SENTINEL_NAME?.trim() || 'mymaster';
  if (/\s/.test(redisSentinelName)) problems.push(`REDIS_SENTINEL_NAME must be one word, the name given in "sentinel monitor" (got "${redisSentinelName}")`);
  if (redisSentinels.length && redisUrl.startsWith('rediss:')) {
    problems.push('REDIS_SENTINELS cannot be used with a rediss:// REDIS_URL: TLS through Sentinel is not supported; use redis:// (its user, password and database still apply)');
  }
  const port = int('PORT', 3000, 0, 65535);
  const config: Config = {
    databaseUrl,
    redisUrl,
    redisSentinels,
    redisSentinelName,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    logLevel: oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    // 5000 realistic leads are about 1.1 MiB of JSON; leave room for custom fields.
    maxBodyBytes: int('MAX_BODY_BYTES', 8 * 1024 * 1024, 1024, 256 * 1024 * 1024),
    // Each streamed full list holds a pool connection while its client reads; two stay for everything else.
    maxListStreams: int('MAX_LIST_STREAMS', 4, 1, POOL_CONNECTIONS - 2),
    queuePrefix: env.QUEUE_PREFIX?.trim() || 'leadbase',
    syncTimeoutMs: int('SYNC_TIMEOUT_MS', 25_000, 100, 600_000),
    workerQueues,
    workerConcurrency: Object.fromEntries(QUEUE_NAMES.map((q) => [q, int(`WORKER_CONCURRENCY_${q.toUpperCase().replace(/-/g, '_')}`, JOB_CATALOGUE[q].concurrency, 1, 100)])),
    defaultMonthlyCredits: int('DEFAULT_MONTHLY_CREDITS', 1000, 0, 2_147_483_647),
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000),
    admin: adminUser && adminPassword ? { user: adminUser, password: adminPassword } : null,
    verify: {
      mailFrom,
      heloHost,
      dnsServers,
      smtpPort: int('SMTP_PROBE_PORT', 25, 1, 65535),
      maxSessionsPerHost: int('VERIFY_MAX_SESSIONS_PER_HOST', 2, 1, 50),
      lentTimeoutMs: int('VERIFY_LENT_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
      maxEmails: int('VERIFY_MAX_EMAILS', 100, 1, 1000),
      allowCidrs,
      socksProxy: socksProxySetting(optional('VERIFY_SOCKS_PROXY'), problems),
    },
    find: {
      maxPeople: int('FIND_MAX_PEOPLE', 50, 1, 500),
    },
    discovery: {
      // Discovery works on a fresh machine: the first directory whose settings are there (OpenStreetMap needs none).
      ...choosePlacesProvider(optional('PLACES_PROVIDER') ? (oneOf('PLACES_PROVIDER', '', PLACES_PROVIDER_NAMES) as PlacesProviderName) : null, places),
      places,
      timeoutMs: int('PLACES_TIMEOUT_MS', 15_000, 100, 120_000),
      aprOpendataUrl: optional('APR_OPENDATA_URL') && url('APR_OPENDATA_URL', '', ['https:', 'http:']),
      aprRefreshCron: env.APR_REFRESH_CRON?.trim() || '0 3 2 * *',
      companiesHouseApiKey: optional('COMPANIES_HOUSE_API_KEY'),
      companiesHouseBaseUrl: url('COMPANIES_HOUSE_BASE_URL', 'https://api.company-information.service.gov.uk', ['https:', 'http:']),
      creditsPerPlace: int('DISCOVERY_CREDITS_PER_PLACE', 1, 0, 100),
    },
    enrichResearchCredits: int('ENRICH_RESEARCH_CREDITS', 1, 0, 100),
    webhookRetryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    webhookSweepIntervalMs: int('WEBHOOK_SWEEP_INTERVAL_MS', 30_000, 100, 3_600_000),
    strandedJobSweepIntervalMs: int('STRANDED_JOB_SWEEP_INTERVAL_MS', 60_000, 100, 3_600_000),
    strandedJobGraceMs: int('STRANDED_JOB_GRACE_MS', DEFAULT_STRANDED_JOB_GRACE_MS, 1_000, 86_400_000),
    tableRetentionDays: int('TABLE_RETENTION_DAYS', 30, 1, 36_500),
    jobRetentionDays: int('JOB_RETENTION_DAYS', 90, 1, 36_500),
    retentionSweepIntervalMs: int('RETENTION_SWEEP_INTERVAL_MS', 3_600_000, 100, 86_400_000),
    publicUrl: publicUrl(`http://localhost:${port}`),
    sessionIdleHours: int('SESSION_IDLE_HOURS', 12, 1, 168),
    trustProxy: trueOrFalse('TRUST_PROXY', false),
    research: {
      userAgent: env.RESEARCH_USER_AGENT?.trim() || `${CRAWLER_TOKEN}/0.1 (+https://leadbase.dev/bot)`,
      maxPages: int('RESEARCH_MAX_PAGES', 8, 1, 50),
      maxBytes: int('RESEARCH_MAX_BYTES', 2 * 1024 * 1024, 16 * 1024, 64 * 1024 * 1024),
      requestTimeoutMs: int('RESEARCH_REQUEST_TIMEOUT_MS', 10_000, 100, 120_000),
      siteTimeoutMs: int('RESEARCH_SITE_TIMEOUT_MS', 45_000, 500, 600_000),
      maxRedirects: int('RESEARCH_MAX_REDIRECTS', 5, 0, 20),
      maxCrawlDelayMs: int('RESEARCH_MAX_CRAWL_DELAY_MS', 5_000, 0, 60_000),
      perHostConcurrency: int('RESEARCH_PER_HOST_CONCURRENCY', 2, 1, 16),
      allowCidrs,
      chromiumPath,
      dnsServers,
    },
  };

  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(config);
}
