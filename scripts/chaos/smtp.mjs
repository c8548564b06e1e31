// An SMTP server the chaos run takes down and brings back: it counts what each address received.
import { SMTPServer } from 'smtp-server';

export function smtpStandIn({ port }) {
  /** Envelope recipient → how many messages it received. */
  const received = new Map();
  let server;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          stream.on('data', () => {});
          stream.on('end', () => {
            for (const { address } of session.envelope.rcptTo) {
              const key = address.toLowerCase();
              received.set(key, (received.get(key) ?? 0) + 1);
            }
            callback();
          });
        },
      });
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
    },
    /** Down as a crashed mail server is: the port refuses connections until start(). */
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
}
