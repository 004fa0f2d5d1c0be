import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { OutboundGuard } from './guard.js';

export interface GuardedProxy {
  /** http://127.0.0.1:<port>, for the browser's proxy setting. */
  url: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade'];

/**
 * A forward proxy on loopback through which the headless browser reaches the web, so a page's
 * scripts, redirects and sub-requests meet the same SSRF guard as our own fetches: plain HTTP is
 * forwarded to the checked address, HTTPS (CONNECT) is tunnelled to it, anything refused gets 403.
 */
export async function startGuardedProxy(guard: OutboundGuard, timeoutMs: number): Promise<GuardedProxy> {
  const server = http.createServer((req, res) => {
    const refuse = (status: number, message: string) => {
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(message);
    };
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      guard.checkUrl(target);
    } catch (err) {
      return refuse(403, (err as Error).message);
    }
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    guard.resolve(target.hostname, port).then(
      (address) => {
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
        const upstream = http.request({ host: address, port, method: req.method, path: `${target.pathname}${target.search}`, headers, timeout: timeoutMs }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
        upstream.on('error', (err) => refuse(502, err.message));
        req.pipe(upstream);
      },
      (err: Error) => refuse(403, err.message),
    );
  });

  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host, portText] = (req.url ?? '').split(/:(?=\d+$)/);
    const port = Number(portText) || 443;
    client.on('error', () => undefined);
    guard.resolve(host ?? '', port).then(
      (address) => {
        const upstream = net.connect({ host: address, port, timeout: timeoutMs }, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) upstream.write(head);
          upstream.pipe(client).pipe(upstream);
        });
        upstream.on('timeout', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
      },
      () => client.end('HTTP/1.1 403 Forbidden\r\n\r\n'),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
