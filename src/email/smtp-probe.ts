import net from 'node:net';

export interface SmtpReply {
  code: number;
  /** RFC 3463 enhanced status code such as `5.1.1`, when the server gave one. */
  enhanced: string | null;
  /** The reply's text, lines joined by a space, without the code and enhanced code. */
  text: string;
}

export type ProbeStage = 'connect' | 'greeting' | 'ehlo' | 'mail' | 'rcpt' | 'done';
export type ProbeFailure = 'timeout' | 'refused' | 'dropped' | 'rejected';

export interface ProbeResult {
  host: string;
  /** The last stage reached. */
  stage: ProbeStage;
  /** Why the session ended before every recipient was answered, if it did. */
  failure: null | ProbeFailure;
  /** The reply that ended the session early (greeting, EHLO/HELO or MAIL FROM refused), else null. */
  reply: SmtpReply | null;
  /** RCPT replies by address, for the recipients that were answered. */
  recipients: Map<string, SmtpReply>;
}

export interface ProbeOptions {
  host: string;
  port: number;
  heloHost: string;
  mailFrom: string;
  recipients: string[];
  timeouts?: { connectMs?: number; commandMs?: number };
}

const DEFAULT_CONNECT_MS = 10_000;
const DEFAULT_COMMAND_MS = 10_000;
/** We wait this long at most for the answer to QUIT: politeness, not information. */
const QUIT_WAIT_MS = 2_000;
/** A peer that sends this much without a line break is not speaking SMTP. */
const MAX_PENDING_CHARS = 64 * 1024;

class SessionEnded extends Error {
  constructor(readonly failure: 'timeout' | 'dropped') {
    super(failure);
  }
}

/** Reads SMTP replies off a socket one at a time, multi-line ones (`250-…` … `250 …`) included. */
class ReplyReader {
  private pending = '';
  private readonly lines: string[] = [];
  private closed = false;
  private wake: (() => void) | null = null;

  constructor(private readonly socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      const parts = (this.pending + chunk).split(/\r?\n/);
      this.pending = parts.pop()!;
      this.lines.push(...parts);
      if (this.pending.length > MAX_PENDING_CHARS) socket.destroy();
      this.wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  async read(timeoutMs: number): Promise<SmtpReply> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // The last line of a reply has a space (or nothing) after the code; earlier lines have '-'.
      const last = this.lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
      if (last >= 0) return parseReply(this.lines.splice(0, last + 1).filter((line) => /^\d{3}/.test(line)));
      if (this.closed) throw new SessionEnded('dropped');
      const left = deadline - Date.now();
      if (left <= 0) throw new SessionEnded('timeout');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  command(line: string, timeoutMs: number): Promise<SmtpReply> {
    // Writing to a socket the server closed fails through 'error'/'close'; read() then reports 'dropped'.
    this.socket.write(`${line}\r\n`);
    return this.read(timeoutMs);
  }
}

function parseReply(lines: string[]): SmtpReply {
  const code = Number(lines.at(-1)!.slice(0, 3));
  const texts = lines.map((line) => line.slice(4));
  // An enhanced code's class must match the reply's (RFC 3463 §2); servers repeat it on every line.
  const enhanced = new RegExp(`^(${String(code)[0]}\\.\\d{1,3}\\.\\d{1,3})(?= |$)`).exec(texts[0])?.[1] ?? null;
  const text = texts.map((t) => (enhanced && t.startsWith(enhanced) ? t.slice(enhanced.length) : t).trim()).join(' ').trim();
  return { code, enhanced, text };
}

function connect(host: string, port: number, timeoutMs: number): Promise<net.Socket | 'refused' | 'timeout'> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('timeout');
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    // Errors after connecting (resets) surface to the reader as 'close'; this listener keeps them from crashing us.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(err.code === 'ETIMEDOUT' ? 'timeout' : 'refused');
    });
  });
}

/**
 * One SMTP session that asks a mail server about each recipient and leaves before any mail is sent:
 * greeting, EHLO (HELO when EHLO is refused with 5xx), MAIL FROM, RCPT TO per recipient, QUIT — never DATA.
 * A refused RCPT does not end the session: the next recipient is asked in the same transaction.
 *
 * No STARTTLS: RCPT answers do not need it, servers that insist on TLS insist before DATA, and skipping
 * it saves a round trip and a certificate check per session.
 *
 * Network trouble never throws: it is reported in the result with whatever was learnt before it.
 */
export async function probeRecipients({ host, port, heloHost, mailFrom, recipients, timeouts = {} }: ProbeOptions): Promise<ProbeResult> {
  // Every value goes on a command line: a line break would smuggle in a command of its own.
  for (const value of [heloHost, mailFrom, ...recipients]) {
    if (/[\r\n]/.test(value)) throw new TypeError(`line break in SMTP argument ${JSON.stringify(value)}`);
  }
  const commandMs = timeouts.commandMs ?? DEFAULT_COMMAND_MS;
  const result: ProbeResult = { host, stage: 'connect', failure: null, reply: null, recipients: new Map() };
  const socket = await connect(host, port, timeouts.connectMs ?? DEFAULT_CONNECT_MS);
  if (typeof socket === 'string') return { ...result, failure: socket };
  socket.setNoDelay(true);
  const reader = new ReplyReader(socket);
  const refusedAt = (reply: SmtpReply) => {
    result.failure = 'rejected';
    result.reply = reply;
  };

  try {
    result.stage = 'greeting';
    const greeting = await reader.read(commandMs);
    if (greeting.code !== 220) refusedAt(greeting);
    else {
      result.stage = 'ehlo';
      let hello = await reader.command(`EHLO ${heloHost}`, commandMs);
      if (hello.code >= 500) hello = await reader.command(`HELO ${heloHost}`, commandMs);
      if (hello.code !== 250) refusedAt(hello);
      else {
        result.stage = 'mail';
        const mail = await reader.command(`MAIL FROM:<${mailFrom}>`, commandMs);
        if (mail.code !== 250) refusedAt(mail);
        else {
          result.stage = 'rcpt';
          for (const recipient of recipients) {
            const reply = await reader.command(`RCPT TO:<${recipient}>`, commandMs);
            result.recipients.set(recipient, reply);
            // 421: the server is closing the channel; asking on would only wait for the hang-up.
            if (reply.code === 421) throw new SessionEnded('dropped');
          }
          result.stage = 'done';
        }
      }
    }
    // Leave politely, and wait (briefly) for the answer so the server has closed our session before
    // the caller counts it as over — the per-host session limit depends on it.
    await reader.command('QUIT', Math.min(commandMs, QUIT_WAIT_MS)).catch(() => undefined);
  } catch (err) {
    if (!(err instanceof SessionEnded)) throw err;
    result.failure = err.failure;
  } finally {
    socket.destroy();
  }
  return result;
}
