import net, { type AddressInfo } from 'node:net';
import { expect } from 'chai';
import { probeRecipients, type ProbeOptions } from '../../src/verification/smtp-probe.js';

/**
 * A mail server on loopback that answers one command at a time, in order, as RFC 2920 requires of a server
 * that takes pipelined commands (each RCPT after `rcptMs`), and records what reached it before its answers:
 * `mostInFlight` is the most RCPTs received and not yet answered at any moment. RCPTs to `ok…` are accepted,
 * others refused as unknown users; past `perTransaction` RCPTs since MAIL FROM it answers 452.
 */
async function startServer({ pipelining, rcptMs = 20, perTransaction = Infinity }: { pipelining: boolean; rcptMs?: number; perTransaction?: number }) {
  const seen = { mostInFlight: 0, commands: [] as string[], rcptInFlightAtReset: [] as number[] };
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    let buffered = '';
    let rcptsUnanswered = 0;
    let inTransaction = 0;
    const queue: string[] = [];
    let busy = false;
    const answer = (command: string): string => {
      const verb = command.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') return pipelining ? '250-raw.test\r\n250-SIZE 10240000\r\n250 PIPELINING\r\n' : '250-raw.test\r\n250 SIZE 10240000\r\n';
      if (verb === 'MAIL') return ((inTransaction = 0), '250 2.1.0 Ok\r\n');
      if (verb === 'RSET') return (seen.rcptInFlightAtReset.push(rcptsUnanswered), '250 2.0.0 Ok\r\n');
      if (verb === 'QUIT') return '221 2.0.0 Bye\r\n';
      rcptsUnanswered--;
      if (++inTransaction > perTransaction) return '452 4.5.3 Error: too many recipients\r\n';
      return /^RCPT TO:<ok/i.test(command) ? '250 2.1.5 Ok\r\n' : '550 5.1.1 No such user\r\n';
    };
    const pump = () => {
      if (busy || !queue.length) return;
      busy = true;
      const command = queue.shift()!;
      setTimeout(
        () => {
          if (socket.writable) socket.write(answer(command));
          busy = false;
          pump();
        },
        /^RCPT/i.test(command) ? rcptMs : 0,
      );
    };
    socket.setEncoding('utf8');
    socket.write('220 raw.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\r\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        seen.commands.push(line);
        if (/^RCPT/i.test(line)) seen.mostInFlight = Math.max(seen.mostInFlight, ++rcptsUnanswered);
        queue.push(line);
      }
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, port: (server.address() as AddressInfo).port, close: () => server.close() };
}

describe('SMTP sessions with pipelined RCPTs (RFC 2920)', () => {
  const probe = (port: number, recipients: string[], more: Partial<ProbeOptions> & { pipeline?: number; perTransaction?: number } = {}) =>
    probeRecipients({
      host: '127.0.0.1',
      port,
      heloHost: 'probe.leadbase.test',
      mailFrom: 'probe@leadbase.test',
      recipients,
      timeouts: { connectMs: 2_000, commandMs: 5_000 },
      ...more,
    });
  const recipients = ['ok1', 'no1', 'ok2', 'ok3', 'no2', 'no3', 'ok4', 'no4', 'ok5', 'ok6'].map((l) => `${l}@raw.test`);
  const codes = (result: Awaited<ReturnType<typeof probe>>) => recipients.map((r) => result.recipients.get(r)?.code);
  const expectedCodes = recipients.map((r) => (r.startsWith('ok') ? 250 : 550));

  it('sends the next RCPTs before the first is answered when the server offers PIPELINING, and pairs every answer with its recipient', async () => {
    const server = await startServer({ pipelining: true });
    try {
      const result = await probe(server.port, recipients, { pipeline: 4 });
      expect(result).to.include({ stage: 'done', failure: null });
      expect(codes(result)).to.deep.equal(expectedCodes);
      expect(server.seen.mostInFlight).to.equal(4);
    } finally {
      server.close();
    }
  });

  it('asks one RCPT at a time when the server does not offer PIPELINING, whatever the setting', async () => {
    const server = await startServer({ pipelining: false });
    try {
      const result = await probe(server.port, recipients, { pipeline: 4 });
      expect(codes(result)).to.deep.equal(expectedCodes);
      expect(server.seen.mostInFlight).to.equal(1);
    } finally {
      server.close();
    }
  });

  it('opens a new transaction only once every RCPT of the last one is answered, and asks again in it what a full transaction refused', async () => {
    const server = await startServer({ pipelining: true, perTransaction: 3 });
    try {
      // Our transactions of 4 against its 3: the fourth RCPT of each is answered 452 (too many recipients).
      const result = await probe(server.port, recipients, { pipeline: 4, perTransaction: 4 });
      expect(result).to.include({ stage: 'done', failure: null });
      expect(server.seen.rcptInFlightAtReset.every((n) => n === 0)).to.equal(true);
      expect(server.seen.rcptInFlightAtReset).to.have.length(2);
      // The 452s are this session's answers; the verifier asks those recipients again (first in the next transaction).
      expect(recipients.map((r) => result.recipients.get(r)?.code)).to.deep.equal(expectedCodes.map((code, i) => (i % 4 === 3 ? 452 : code)));
    } finally {
      server.close();
    }
  });
});
