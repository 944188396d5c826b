import net from 'node:net';

/** A mail the fake relay accepted: the envelope's recipient and the message as sent. */
export interface RelayedMail {
  to: string;
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  accepted: RelayedMail[];
  /** How many MAIL commands were refused so far. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A minimal SMTP relay on loopback for tests: the test double of the third-party mail server
 * (nodemailer's SMTP client runs for real against it). `refuseFirst` MAIL commands are answered
 * with a temporary failure (451), then mails are accepted.
 */
export async function startFakeSmtpServer(options: { refuseFirst?: number } = {}): Promise<FakeSmtpServer> {
  let toRefuse = options.refuseFirst ?? 0;
  const sockets = new Set<net.Socket>();
  const state: Omit<FakeSmtpServer, 'url' | 'close'> = { accepted: [], refused: 0 };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let to = '';
    let data: string[] = [];
    const reply = (line: string): void => { socket.write(`${line}\r\n`); };
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let cut: number;
      while ((cut = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            state.accepted.push({ to, data: data.join('\n') });
            data = [];
            reply('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake-smtp');
        else if (command === 'MAIL') {
          if (toRefuse > 0) {
            toRefuse--;
            state.refused++;
            reply('451 4.3.0 try again later');
          } else reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'RSET' || command === 'NOOP') reply('250 ok');
        else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
