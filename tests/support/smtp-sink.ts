import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server (the smtp-server package) on a loopback port, keeping every message it accepts.
 * With `hold`, each message is read but not answered until the promise settles: a sender killed
 * meanwhile never got its "250 OK", so that message was not delivered and is not kept.
 */
export async function startSmtpSink(
  port: number,
  options: { hold?: () => Promise<void> } = {},
): Promise<{ received: ReceivedMail[]; waiting: () => number; abandoned: () => number; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const closed = new Set<string>();
  const held = new Set<string>();
  let waiting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        if (options.hold) {
          waiting++;
          held.add(session.id);
          await options.hold();
          held.delete(session.id);
          waiting--;
          if (closed.has(session.id)) return callback(new Error('sender gone'));
        }
        received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A held message whose sender has gone: the connection's close has reached us, so releasing the
  // hold will not count it.
  const abandoned = () => [...held].filter((id) => closed.has(id)).length;
  return {
    received,
    waiting: () => waiting,
    abandoned,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
