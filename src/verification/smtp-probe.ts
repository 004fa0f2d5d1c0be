import net from 'node:net';
import { SocksClient } from 'socks';

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
  /**
   * Why the session ended before every recipient was answered, if it did. `not_public`: never connected,
   * because the outbound policy refuses every address of the mail hosts. `proxy`: the SOCKS proxy could not
   * be reached, refused us or our request, broke the protocol or never answered (when it reports that the mail
   * host refused, was unreachable or did not answer, that is `refused` or `timeout`, as without a proxy).
   */
  failure: null | 'timeout' | 'refused' | 'dropped' | 'rejected' | 'protocol' | 'not_public' | 'proxy';
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
  /** Connect through this SOCKS5 proxy; `host` must then be an IP address (the one the outbound policy checked). */
  proxy?: ProbeProxy | null;
}

/**
 * One session asked about recipients as they come (the verifier's queue of a mail server's addresses): `next`
 * is called for each recipient once the session can ask it, and returns null when there is none left.
 */
export interface SessionOptions extends Omit<ProbeOptions, 'recipients'> {
  next: () => string | null | Promise<string | null>;
  /** Each RCPT reply, as it arrives. */
  onReply?: (recipient: string, reply: SmtpReply) => void;
  /**
   * Recipients per transaction: past it, RSET and MAIL FROM again before the next one (RFC 5321 §4.1.1.5), as
   * after a 452 (too many recipients, §4.5.3.1.10). Unlimited by default.
   */
  perTransaction?: number;
  /**
   * RCPTs sent before their answers come, when the server offers PIPELINING (RFC 2920): the server still answers
   * them one at a time, in order, but no answer waits for our turn-around (and the network's) before the next
   * command reaches it. One at a time (1) by default, and always with a server that does not offer it.
   */
  pipeline?: number;
}

/**
 * Every recipient taken from `next` either has its reply in `recipients` or was still unanswered when the session
 * ended early. A 421 at RCPT (the server closing the channel, as Postfix does past its error limit) is no answer
 * about the mailbox: the session ends `dropped` with that reply.
 */
export type SessionResult = ProbeResult;

/** A SOCKS5 proxy for the probes (VERIFY_SOCKS_PROXY); RFC 1929 username and password when it wants them. */
export interface ProbeProxy {
  host: string;
  port: number;
  user: string | null;
  password: string | null;
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
  /** The lines of the last reply read (an EHLO reply's lines are the server's extensions). */
  lastLines: string[] = [];

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
        this.lastLines = lines;
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

/** Whether an EHLO reply lists PIPELINING among its extensions (one keyword per line after the first). */
function offersPipelining(ehloLines: string[]): boolean {
  return ehloLines.slice(1).some((line) => /^PIPELINING\b/i.test(line.slice(4).trim()));
}

function parseReply(lines: string[]): SmtpReply {
  const text = lines
    .map((line) => line.slice(4))
    .join(' ')
    .trim();
  return { code: Number(lines.at(-1)!.slice(0, 3)), enhanced: /^([245]\.\d{1,3}\.\d{1,3})\b/.exec(text)?.[1] ?? null, text };
}

type Connection = net.Socket | 'refused' | 'timeout' | 'proxy';

function connect(host: string, port: number, timeoutMs: number): Promise<Connection> {
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

// SOCKS5 replies (RFC 1928 §6) in which the proxy did its part and reports the mail host's: as without a proxy.
const MAIL_HOST_REPLIES: Record<number, 'refused' | 'timeout'> = { 3: 'refused', 4: 'refused', 5: 'refused', 6: 'timeout' };

/**
 * A connection to the mail host through a SOCKS5 proxy (the `socks` client over a socket we open, so the
 * deadline covers both). The proxy is asked for the IP address the outbound policy checked, never a name:
 * what it connects to is what was checked. Its own address is the operator's and is not checked.
 */
function connectThroughProxy(proxy: ProbeProxy, host: string, port: number, timeoutMs: number): Promise<Connection> {
  if (!net.isIP(host)) throw new Error(`A proxied probe takes the checked IP address of the mail host, not a name ("${host}")`);
  return new Promise((resolve) => {
    const deadline = Date.now() + timeoutMs;
    const socket = net.connect({ host: proxy.host, port: proxy.port });
    // The proxy's first bytes: its choice of method (RFC 1928 §3), its verdict on our credentials if it chose
    // username/password (RFC 1929 §2), then the first two bytes of its reply to CONNECT.
    let heard = Buffer.alloc(0);
    const listen = (chunk: Buffer) => {
      if (heard.length < 6) heard = Buffer.concat([heard, chunk]).subarray(0, 6);
    };
    const replyAt = () => (heard[1] === 0x02 ? 5 : 3);
    /** It took us (and our credentials) and has our request: while it is still connecting, the wait is the mail host's. */
    const connectingOnward = () => heard.length >= 2 && (heard[1] === 0x00 || (heard[1] === 0x02 && heard.length >= 4 && heard[3] === 0x00));
    let settled = false;
    const finish = (outcome: Connection) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.off('data', listen);
      socket.off('error', unreachable);
      if (typeof outcome === 'string') socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(connectingOnward() ? 'timeout' : 'proxy'), timeoutMs);
    const unreachable = () => finish('proxy');
    socket.on('data', listen);
    socket.once('error', unreachable);
    socket.once('connect', () => {
      SocksClient.createConnection({
        proxy: { host: proxy.host, port: proxy.port, type: 5, ...(proxy.user !== null && { userId: proxy.user, password: proxy.password ?? '' }) },
        command: 'connect',
        destination: { host, port },
        existing_socket: socket,
        // Ours ends the wait first; this one only stops the client's own timer from being left at its 30 s default.
        timeout: Math.max(1, deadline - Date.now()) + 1_000,
      }).then(
        // The client paused the socket and resumes it once its listeners are gone; ours are attached before then.
        () => finish(socket),
        // Its error carries its options (our password): only the reply code is kept.
        () => finish(heard.length > replyAt() ? (MAIL_HOST_REPLIES[heard[replyAt()]] ?? 'proxy') : 'proxy'),
      );
    });
  });
}

/**
 * One SMTP session that asks the server about each recipient and leaves before any mail is sent:
 * greeting, EHLO (HELO if refused), MAIL FROM, RCPT TO per recipient, QUIT — never DATA. No STARTTLS:
 * RCPT answers do not need it, and servers that insist on TLS insist before DATA, not before RCPT.
 * Through a proxy, the same dialogue runs over the proxied socket. Network trouble never throws; it is
 * reported in the result with whatever was learnt before it.
 */
export async function probeRecipients({ recipients, ...options }: ProbeOptions): Promise<ProbeResult> {
  let next = 0;
  return probeSession({ ...options, next: () => recipients[next++] ?? null });
}

/**
 * The same dialogue with recipients taken from `next` as the session can ask them — one at a time, or up to
 * `pipeline` in flight with a server that offers PIPELINING — in transactions of `perTransaction` (RSET and MAIL
 * FROM between them, once every RCPT of the last is answered): one connection, greeting and EHLO for as many
 * recipients as there are.
 */
export async function probeSession({
  host,
  port,
  heloHost,
  mailFrom,
  next,
  onReply,
  perTransaction = Number.POSITIVE_INFINITY,
  pipeline = 1,
  timeouts = {},
  proxy,
}: SessionOptions): Promise<SessionResult> {
  const commandMs = timeouts.commandMs ?? 10_000;
  const connectMs = timeouts.connectMs ?? 10_000;
  const result: SessionResult = { host, stage: 'connect', failure: null, reply: null, recipients: new Map() };
  const socket = await (proxy ? connectThroughProxy(proxy, host, port, connectMs) : connect(host, port, connectMs));
  if (typeof socket === 'string') return { ...result, failure: socket };
  socket.on('error', () => undefined); // a reset surfaces as 'close' to the reader
  // Nagle's algorithm would hold pipelined RCPTs back until the first one's answer acknowledges it.
  socket.setNoDelay(true);
  const reader = new ReplyReader(socket);
  const send = async (command: string): Promise<SmtpReply> => {
    if (!socket.writable) throw new SessionEnded('dropped');
    if (!reader.idle) throw new SessionEnded('protocol');
    socket.write(`${command}\r\n`);
    return reader.next(commandMs);
  };
  const rejectedAt = (stage: ProbeStage, reply: SmtpReply): SessionResult => ({ ...result, stage, failure: 'rejected', reply });

  try {
    result.stage = 'greeting';
    const greeting = await reader.next(commandMs);
    if (greeting.code !== 220) return rejectedAt('greeting', greeting);
    result.stage = 'ehlo';
    let hello = await send(`EHLO ${heloHost}`);
    // (Extensions come only with EHLO: after the HELO fallback, one RCPT at a time.)
    const extensions = hello.code === 250 ? reader.lastLines : [];
    if (hello.code >= 500) hello = await send(`HELO ${heloHost}`);
    if (hello.code !== 250) return rejectedAt('ehlo', hello);
    const inFlight = offersPipelining(extensions) ? Math.max(1, pipeline) : 1;
    result.stage = 'mail';
    const mail = await send(`MAIL FROM:<${mailFrom}>`);
    if (mail.code !== 250) return rejectedAt('mail', mail);
    result.stage = 'rcpt';
    /** Sent and not yet answered, in order. */
    const asked: string[] = [];
    /** Taken from `next` for the next transaction (taken first, so no transaction is opened for nothing). */
    let waiting: string | null = null;
    let drained = false;
    let inTransaction = 0;
    for (;;) {
      while (asked.length < inFlight && !drained) {
        const recipient: string | null = waiting ?? (await next());
        waiting = null;
        if (recipient === null) drained = true;
        else if (inTransaction >= perTransaction) {
          waiting = recipient;
          break;
        } else {
          if (!socket.writable) throw new SessionEnded('dropped');
          socket.write(`RCPT TO:<${recipient}>\r\n`);
          asked.push(recipient);
          inTransaction++;
        }
      }
      if (asked.length) {
        const reply = await reader.next(commandMs);
        if (reply.code === 421) return { ...result, failure: 'dropped', reply };
        const recipient = asked.shift()!;
        // 452: the transaction is full (or the server short of room); the next recipient goes into a new one.
        if (reply.code === 452) inTransaction = perTransaction;
        result.recipients.set(recipient, reply);
        onReply?.(recipient, reply);
        // An answer may give `next` more to ask (a 452 is asked again): only an empty `next` with nothing in flight ends the session.
        drained = false;
        continue;
      }
      if (waiting === null) break;
      result.stage = 'mail';
      const reset = await send('RSET');
      if (reset.code !== 250) return rejectedAt('mail', reset);
      const again = await send(`MAIL FROM:<${mailFrom}>`);
      if (again.code !== 250) return rejectedAt('mail', again);
      result.stage = 'rcpt';
      inTransaction = 0;
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
