import net, { type AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * A minimal SOCKS5 server on loopback for the proxied-probe tests: RFC 1928 (CONNECT to an IPv4, IPv6 or
 * domain-name address) and RFC 1929 (username/password), recording every connection and every request.
 * It relays for real, so a probe through it talks to the mail peers; its own connections onward are marked
 * (RELAYED) so that a watch on the process's outbound connections can tell them from a probe's own.
 */

export type AddressType = 'ipv4' | 'ipv6' | 'domain';

export interface SocksRequest {
  addressType: AddressType;
  host: string;
  port: number;
  /** The user it authenticated as; null when the client did not authenticate. */
  user: string | null;
  /** What became of it: `connected`, or the reply code sent instead (RFC 1928 §6). */
  outcome: 'connected' | number;
}

export interface Socks5Options {
  /** Required credentials; without them the server takes clients that offer no authentication. */
  credentials?: { user: string; password: string };
  /**
   * `relay` (default); `refuse`: answers every CONNECT "not allowed by ruleset" (2); `silent`: takes the
   * TCP connection and never answers; `hang`: takes the client and its request but never replies to it.
   */
  mode?: 'relay' | 'refuse' | 'silent' | 'hang';
}

export interface Socks5Server {
  host: string;
  port: number;
  /** socks5://[user:password@]host:port, URL-encoded, as VERIFY_SOCKS_PROXY takes it. */
  url(credentials?: { user: string; password: string }): string;
  /** TCP connections accepted so far. */
  connections(): number;
  /** CONNECT requests so far, in order. */
  requests(): SocksRequest[];
  /** Username/password attempts refused so far. */
  authFailures(): number;
  /** Forgets what was recorded. */
  reset(): void;
  close(): Promise<void>;
}

/** The server's own connections onward, which are not a probe's. */
export const RELAYED = new WeakSet<net.Socket>();

const REPLY = {
  granted: 0,
  failure: 1,
  notAllowed: 2,
  networkUnreachable: 3,
  hostUnreachable: 4,
  connectionRefused: 5,
  ttlExpired: 6,
  commandNotSupported: 7,
  addressNotSupported: 8,
};

const ERRNO_REPLIES: Record<string, number> = {
  ECONNREFUSED: REPLY.connectionRefused,
  EHOSTUNREACH: REPLY.hostUnreachable,
  ENETUNREACH: REPLY.networkUnreachable,
  ETIMEDOUT: REPLY.ttlExpired,
};

/** Reads exact byte counts off a socket until the handshake is over; what is left over goes onward. */
function byteReader(socket: net.Socket) {
  let buffered = Buffer.alloc(0);
  let closed = false;
  let wake: (() => void) | null = null;
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  };
  socket.on('data', onData);
  socket.on('close', () => {
    closed = true;
    wake?.();
  });
  return {
    async take(n: number): Promise<Buffer> {
      while (buffered.length < n) {
        if (closed) throw new Error('client went away');
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      const bytes = buffered.subarray(0, n);
      buffered = buffered.subarray(n);
      return bytes;
    },
    /** Stops reading; returns what arrived beyond the handshake. */
    release(): Buffer {
      socket.off('data', onData);
      return buffered;
    },
  };
}

function reply(code: number, bound?: { address: string; port: number }): Buffer {
  const address = ipaddr.parse(bound?.address ?? '0.0.0.0');
  const port = Buffer.alloc(2);
  port.writeUInt16BE(bound?.port ?? 0);
  return Buffer.concat([Buffer.from([0x05, code, 0x00, address.kind() === 'ipv6' ? 0x04 : 0x01]), Buffer.from(address.toByteArray()), port]);
}

export async function startSocks5Server({ credentials, mode = 'relay' }: Socks5Options = {}): Promise<Socks5Server> {
  let connections = 0;
  let authFailures = 0;
  let requests: SocksRequest[] = [];
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };

  async function serve(client: net.Socket): Promise<void> {
    connections++;
    track(client);
    if (mode === 'silent') return;
    const reader = byteReader(client);
    // Method selection: VER NMETHODS METHODS…
    const [version, count] = await reader.take(2);
    const methods = [...(await reader.take(count))];
    if (version !== 0x05) return void client.destroy();
    const method = credentials ? 0x02 : 0x00;
    if (!methods.includes(method)) return void client.end(Buffer.from([0x05, 0xff]));
    client.write(Buffer.from([0x05, method]));
    let user: string | null = null;
    if (credentials) {
      // RFC 1929: VER ULEN UNAME PLEN PASSWD; status 0 is success, anything else closes the connection.
      const [, userLength] = await reader.take(2);
      const name = (await reader.take(userLength)).toString('utf8');
      const [passwordLength] = await reader.take(1);
      const password = (await reader.take(passwordLength)).toString('utf8');
      if (name !== credentials.user || password !== credentials.password) {
        authFailures++;
        return void client.end(Buffer.from([0x01, 0x01]));
      }
      client.write(Buffer.from([0x01, 0x00]));
      user = name;
    }
    // The request: VER CMD RSV ATYP DST.ADDR DST.PORT.
    const [, command, , type] = await reader.take(4);
    let addressType: AddressType;
    let host: string;
    if (type === 0x01) {
      addressType = 'ipv4';
      host = [...(await reader.take(4))].join('.');
    } else if (type === 0x04) {
      addressType = 'ipv6';
      host = ipaddr.fromByteArray([...(await reader.take(16))]).toString();
    } else if (type === 0x03) {
      addressType = 'domain';
      const [length] = await reader.take(1);
      host = (await reader.take(length)).toString('utf8');
    } else {
      return void client.end(reply(REPLY.addressNotSupported));
    }
    const port = (await reader.take(2)).readUInt16BE();
    const request: SocksRequest = { addressType, host, port, user, outcome: 'connected' };
    requests.push(request);
    const refuse = (code: number) => {
      request.outcome = code;
      client.end(reply(code));
    };
    if (command !== 0x01) return refuse(REPLY.commandNotSupported);
    if (mode === 'refuse') return refuse(REPLY.notAllowed);
    if (mode === 'hang') return;

    const onward = new net.Socket();
    RELAYED.add(onward);
    track(onward);
    let established = false;
    onward.once('error', (err: NodeJS.ErrnoException) => {
      if (!established) refuse(ERRNO_REPLIES[err.code ?? ''] ?? REPLY.failure);
      else client.destroy();
    });
    onward.connect({ host, port }, () => {
      established = true;
      client.write(reply(REPLY.granted, { address: onward.localAddress!, port: onward.localPort! }));
      const early = reader.release();
      if (early.length) onward.write(early);
      client.pipe(onward);
      onward.pipe(client);
      client.on('close', () => onward.destroy());
      onward.on('close', () => client.destroy());
    });
  }

  const server = net.createServer((client) => void serve(client).catch(() => client.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    host: address,
    port,
    url: (given) => `socks5://${given ? `${encodeURIComponent(given.user)}:${encodeURIComponent(given.password)}@` : ''}${address}:${port}`,
    connections: () => connections,
    requests: () => [...requests],
    authFailures: () => authFailures,
    reset() {
      connections = 0;
      authFailures = 0;
      requests = [];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Watches the process's outbound TCP connections to `port` (the SMTP peers' port) that are not the proxy's
 * own relays: a probe that went direct shows up here. Returns what it saw, and a function that stops it.
 */
export function watchDirectConnections(port: number): { seen: () => { host: string; port: number }[]; stop: () => void } {
  const seen: { host: string; port: number }[] = [];
  // The prototype's method as a plain function property, so it can be wrapped and put back.
  const prototype = net.Socket.prototype as unknown as { connect: (this: net.Socket, ...args: unknown[]) => net.Socket };
  const original = prototype.connect;
  // net.connect passes its normalised arguments as one array; callers may also give (options) or (port, host).
  prototype.connect = function (...args) {
    const [first] = args;
    const options = (Array.isArray(first) ? first[0] : typeof first === 'object' ? first : { port: first, host: args[1] }) as { host?: string; port?: number | string };
    if (Number(options?.port) === port && !RELAYED.has(this)) seen.push({ host: options.host ?? 'localhost', port });
    return original.apply(this, args);
  };
  return {
    seen: () => [...seen],
    stop: () => {
      prototype.connect = original;
    },
  };
}
