import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Credentials are redacted wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'leadbase' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'apiKey', '*.apiKey'],
      censor: '[redacted]',
    },
  });
}
