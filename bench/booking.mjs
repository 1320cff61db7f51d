// A booking's private page for the benches: the first free time booked as the contact form books it, the link read
// from the confirmation e-mail the server wrote to its data folder (no SMTP server: .eml files in outbox/); and the
// reading of such e-mails, which bench/public-pages.mjs uses for the newsletter's links.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The encrypted token a visitor's page gets, with the public key the home page embeds, as the web app does. */
export async function visitorToken(base) {
  const home = await (await fetch(`${base}/`)).text();
  const config = /<script[^>]*\bid="public-config"[^>]*>([\s\S]*?)<\/script>/.exec(home)?.[1];
  if (!config) throw new Error('the home page embeds no public-config element');
  const exchange = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'x-api-key': JSON.parse(config).apiKey },
  });
  return (await exchange.json()).encrypted_token;
}

/** Books the first free time; resolves with the booking page's path, `/booking/<token>`. */
export async function bookedPage(base, dataDir) {
  const visitor = { 'x-encrypted-token': await visitorToken(base) };
  const { slots } = await (await fetch(`${base}/api/availability?days=7`, { headers: visitor })).json();
  if (!slots?.length) throw new Error('no free time to book in the next 7 days');
  const booked = await fetch(`${base}/api/consultation`, {
    method: 'POST',
    headers: { ...visitor, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Priya',
      email: 'priya@example.com',
      phone: '9876543210',
      goal: 'weight_loss',
      slot_start: slots[0].start,
    }),
  });
  if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
  return linkInOutbox(dataDir, /\/booking\/[A-Za-z0-9_-]{43}/, 'the booking link');
}

/**
 * The first link matching `pattern` in the e-mails the server wrote to its data folder, waiting up to 10 s for it
 * (a lead's e-mails wait until the leads stop arriving); the e-mails' quoted-printable text decoded first.
 */
export async function linkInOutbox(dataDir, pattern, what) {
  const outbox = join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries++) {
    for (const file of filesIn(outbox)) {
      const eml = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
      const link = pattern.exec(eml)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail with ${what}`);
}

function filesIn(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
