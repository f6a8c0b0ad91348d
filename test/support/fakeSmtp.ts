/**
 * A small SMTP server for tests (node:net; no SMTP package is installed): while `refusing`, it
 * answers every connection with 421 and hangs up, as a mail server that is down for maintenance;
 * otherwise it takes every message and keeps it, parsed, in `received`.
 */
import net from 'node:net';
import { parseEml, type OutboxMail } from './outbox';

export interface FakeSmtp {
  url: string;
  refusing: boolean;
  /** Connections answered with 421. */
  refused: number;
  received: OutboxMail[];
  close(): Promise<void>;
}

const DATA_END = '\r\n.\r\n';

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<net.Socket>();
  const smtp: FakeSmtp = { url: '', refusing: true, refused: 0, received: [], close: async () => {} };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (smtp.refusing) {
      smtp.refused += 1;
      socket.end('421 4.3.2 Service not available, closing transmission channel\r\n');
      return;
    }
    socket.write('220 fake-smtp ESMTP\r\n');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf(DATA_END);
          if (end < 0) return;
          // Dot-stuffed lines ("..x") lose their first dot (RFC 5321 4.5.2).
          smtp.received.push(parseEml(buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.')));
          buffer = buffer.slice(end + DATA_END.length);
          inData = false;
          socket.write('250 2.0.0 Queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).slice(0, 4).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 2.0.0 Bye\r\n');
          return;
        } else if (['EHLO', 'HELO', 'MAIL', 'RCPT', 'RSET', 'NOOP'].includes(command)) {
          socket.write(command === 'EHLO' ? '250 fake-smtp\r\n' : '250 2.0.0 OK\r\n');
        } else {
          socket.write('502 5.5.2 Command not recognized\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  smtp.url = `smtp://127.0.0.1:${port}`;
  smtp.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return smtp;
}
