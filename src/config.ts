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
    maxEmails: number;
    /** OUTBOUND_ALLOW_CIDRS: probes obey the crawler's outbound policy. */
    allowCidrs: string[];
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
  /** STRANDED_JOB_SWEEP_INTERVAL_MS: how often each worker process settles billed jobs unsettled for 5 min that the queue no longer holds (workers/stranded-jobs.ts). */
  strandedJobSweepIntervalMs: number;
  /** TABLE_RETENTION_DAYS: days an archived table is kept (restorable) before the retention sweep purges it and its leads (workers/retention.ts). */
  tableRetentionDays: number;
  /** JOB_RETENTION_DAYS: days a job's result and error are kept after it finished; then the retention sweep deletes them, keeping the credits. */
  jobRetentionDays: number;
  /** RETENTION_SWEEP_INTERVAL_MS: how often each worker process runs the retention sweeps. */
  retentionSweepIntervalMs: number;
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

  const config: Config = {
    databaseUrl: url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/leadbase', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    port: int('PORT', 3000, 0, 65535),
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
      maxEmails: int('VERIFY_MAX_EMAILS', 100, 1, 1000),
      allowCidrs,
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
    tableRetentionDays: int('TABLE_RETENTION_DAYS', 30, 1, 36_500),
    jobRetentionDays: int('JOB_RETENTION_DAYS', 90, 1, 36_500),
    retentionSweepIntervalMs: int('RETENTION_SWEEP_INTERVAL_MS', 3_600_000, 100, 86_400_000),
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
