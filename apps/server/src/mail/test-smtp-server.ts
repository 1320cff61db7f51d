// For tests: a real SMTP server (smtp-server) on 127.0.0.1 that parses every message it takes with a real mail parser,
// counts the connections made to it, and refuses the recipients it is told to with the SMTP code given (550: the
// mailbox does not exist, a hard bounce; 451: try again later).
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  /** Each message as it came over the wire, for checks that need its exact bytes (DKIM). */
  const raw: Buffer[] = [];
  /** Recipient address -> the SMTP code its RCPT TO is answered with. */
  const refuse = new Map<string, number>();
  let connections = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, done) {
      connections++;
      done();
    },
    onRcptTo(address, _session, done) {
      const code = refuse.get(address.address);
      if (!code) return done();
      done(
        Object.assign(new Error(code >= 500 ? 'No such mailbox here' : 'Mailbox busy, try later'), {
          responseCode: code,
        }),
      );
    },
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks);
        raw.push(message);
        simpleParser(message)
          .then((mail) => received.push(mail))
          .then(() => done(), done);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    /** SMTP_URL for the server under test. */
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    raw,
    refuse,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
