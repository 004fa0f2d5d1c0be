import net from 'node:net';

export interface SmtpReply {
  code: number;
  /** RFC 3463 enhanced status code such as `5.1.1`, when the server gave one. */
  enhanced: string | null;
  text: string;
}

export type ProbeStage = 'connect' | 'greeting' | 'ehlo' | 'mail' | 'rcpt' | 'done';

export interface ProbeResult {
  host: string;
  /** The last stage reached. */
  stage: ProbeStage;
  /** Why the session ended before every recipient was answered, if it did. */
  /** `not_public`: never connected, because the outbound policy refuses every address of the mail hosts. */
  failure: null | 'timeout' | 'refused' | 'dropped' | 'rejected' | 'protocol' | 'not_public';
  /** The reply that ended the session early (a refused greeting, EHLO or MAIL FROM). */
  reply: SmtpReply | null;
  /** RCPT replies by address, for the recipients tested. */
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

class SessionEnded extends Error {
  constructor(readonly failure: 'timeout' | 'dropped' | 'protocol') {
    super(failure);
  }
}

// Limits on what a server may send us: replies are short; anything else is a broken or hostile peer.
const MAX_LINE = 4_096;
const MAX_LINES_PER_REPLY = 100;
const REPLY_LINE = /^\d{3}(?:[ -]|$)/;

/** Reads SMTP replies (multi-line ones included) off a socket, one at a time, each under a deadline. */
class ReplyReader {
  private pending = '';
  private lines: string[] = [];
  private ended = false;
  private broken = false;
  private wake: (() => void) | null = null;

  constructor(socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.pending += chunk;
      const parts = this.pending.split(/\r?\n/);
      this.pending = parts.pop()!;
      this.lines.push(...parts);
      if (this.pending.length > MAX_LINE || this.lines.length > MAX_LINES_PER_REPLY || parts.some((l) => !REPLY_LINE.test(l))) {
        this.broken = true;
        socket.destroy();
      }
      this.wake?.();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake?.();
    });
  }

  /** Nothing is waiting to be read: a reply we did not ask for would shift every later answer. */
  get idle(): boolean {
    return !this.lines.length && !this.pending;
  }

  async next(timeoutMs: number): Promise<SmtpReply> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.broken) throw new SessionEnded('protocol');
      // A reply ends with the line whose code is followed by a space (or nothing); earlier lines use '-'
      // and must carry the same code.
      const last = this.lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
      if (last >= 0) {
        const lines = this.lines.splice(0, last + 1);
        if (lines.some((line) => line.slice(0, 3) !== lines[last].slice(0, 3))) throw new SessionEnded('protocol');
        return parseReply(lines);
      }
      if (this.ended) throw new SessionEnded('dropped');
      const left = deadline - Date.now();
      if (left <= 0) throw new SessionEnded('timeout');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          this.wake = null;
          resolve();
        };
      });
    }
  }
}

function parseReply(lines: string[]): SmtpReply {
  const text = lines
    .map((line) => line.slice(4))
    .join(' ')
    .trim();
  return { code: Number(lines.at(-1)!.slice(0, 3)), enhanced: /^([245]\.\d{1,3}\.\d{1,3})\b/.exec(text)?.[1] ?? null, text };
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
    socket.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(err.code === 'ETIMEDOUT' ? 'timeout' : 'refused');
    });
  });
}

/**
 * One SMTP session that asks the server about each recipient and leaves before any mail is sent:
 * greeting, EHLO (HELO if refused), MAIL FROM, RCPT TO per recipient, QUIT — never DATA. No STARTTLS:
 * RCPT answers do not need it, and servers that insist on TLS insist before DATA, not before RCPT.
 * Network trouble never throws; it is reported in the result with whatever was learnt before it.
 */
export async function probeRecipients({ host, port, heloHost, mailFrom, recipients, timeouts = {} }: ProbeOptions): Promise<ProbeResult> {
  const commandMs = timeouts.commandMs ?? 10_000;
  const result: ProbeResult = { host, stage: 'connect', failure: null, reply: null, recipients: new Map() };
  const socket = await connect(host, port, timeouts.connectMs ?? 10_000);
  if (typeof socket === 'string') return { ...result, failure: socket };
  socket.on('error', () => undefined); // a reset surfaces as 'close' to the reader
  const reader = new ReplyReader(socket);
  const send = async (command: string): Promise<SmtpReply> => {
    if (!socket.writable) throw new SessionEnded('dropped');
    if (!reader.idle) throw new SessionEnded('protocol');
    socket.write(`${command}\r\n`);
    return reader.next(commandMs);
  };
  const rejectedAt = (stage: ProbeStage, reply: SmtpReply): ProbeResult => ({ ...result, stage, failure: 'rejected', reply });

  try {
    result.stage = 'greeting';
    const greeting = await reader.next(commandMs);
    if (greeting.code !== 220) return rejectedAt('greeting', greeting);
    result.stage = 'ehlo';
    let hello = await send(`EHLO ${heloHost}`);
    if (hello.code >= 500) hello = await send(`HELO ${heloHost}`);
    if (hello.code !== 250) return rejectedAt('ehlo', hello);
    result.stage = 'mail';
    const mail = await send(`MAIL FROM:<${mailFrom}>`);
    if (mail.code !== 250) return rejectedAt('mail', mail);
    result.stage = 'rcpt';
    for (const recipient of recipients) {
      result.recipients.set(recipient, await send(`RCPT TO:<${recipient}>`));
    }
    result.stage = 'done';
    socket.end('QUIT\r\n');
    return result;
  } catch (err) {
    if (err instanceof SessionEnded) return { ...result, failure: err.failure };
    throw err;
  } finally {
    // Leave politely even after a refusal; `end` flushes QUIT, then the server closes.
    if (result.stage !== 'done' && socket.writable) socket.end('QUIT\r\n');
    setTimeout(() => socket.destroy(), 1_000).unref();
  }
}
