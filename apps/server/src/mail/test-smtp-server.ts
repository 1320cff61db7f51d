// For tests: a real SMTP server (smtp-server) on 127.0.0.1 that parses every message it takes with a real mail parser
// and counts the connections made to it.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let connections = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, done) {
      connections++;
      done();
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => done(), done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    /** SMTP_URL for the server under test. */
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
