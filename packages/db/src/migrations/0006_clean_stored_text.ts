// Stored text repaired once: the characters no person types (control characters but tab and line breaks, lone
// surrogates, noncharacters) are removed from the application's texts, so a database written before the shared schemas
// refused them shows its pages again. Says how many stored values it changed.
import { type Kysely, sql } from 'kysely';

// A copy of the class in @coach/shared's text.ts, not an import: a migration never imports application code, so what
// it does stays the same on every database, whatever later versions of the rule say.
const PLANE_ENDS = Array.from({ length: 17 }, (_, plane) => {
  const prefix = plane ? plane.toString(16).toUpperCase() : '';
  return `\\u{${prefix}FFFE}\\u{${prefix}FFFF}`;
}).join('');
const UNTYPEABLE = new RegExp(
  `[\\u{0}-\\u{8}\\u{B}\\u{C}\\u{E}-\\u{1F}\\u{7F}-\\u{9F}\\u{D800}-\\u{DFFF}\\u{FDD0}-\\u{FDEF}${PLANE_ENDS}]`,
  'gu',
);

/**
 * better-sqlite3 writes a lone surrogate as its three bytes (ED A0-BF 80-BF, never part of valid UTF-8), which read
 * back as U+FFFD: the values are read as bytes so those can be removed too.
 */
const ENCODED_SURROGATE = /\xED[\xA0-\xBF][\x80-\xBF]/g;

type Table = { name: string; key: string; text: string[]; json?: string[] };

/**
 * The texts people and browsers wrote. Left alone: secrets and hashes (password, two-factor, recovery codes, booking
 * tokens), usernames (the key an administrator signs in with, unique), and values the program writes from fixed lists.
 */
const TABLES: Table[] = [
  { name: 'app_settings', key: 'key', text: [], json: ['value'] },
  { name: 'administrators', key: 'id', text: ['full_name', 'email'] },
  { name: 'audit_log', key: 'id', text: ['admin', 'action', 'target_type', 'target_id', 'ip'], json: ['fields'] },
  {
    name: 'recipes',
    key: 'id',
    text: ['title', 'description', 'instructions', 'image_url', 'youtube_video_id'],
    json: ['ingredients'],
  },
  {
    name: 'transformations',
    key: 'id',
    text: ['client_name', 'before_image', 'after_image', 'story', 'testimonial'],
  },
  {
    name: 'consultations',
    key: 'id',
    text: ['name', 'email', 'phone', 'health_conditions', 'message'],
    json: ['attribution'],
  },
  {
    name: 'contact_messages',
    key: 'id',
    text: ['name', 'email', 'phone', 'subject', 'message'],
    json: ['attribution'],
  },
  {
    name: 'blog_posts',
    key: 'id',
    text: [
      'title',
      'slug',
      'excerpt',
      'content',
      'category',
      'author',
      'image',
      'thumbnail',
      'read_time',
      'duration',
      'video_url',
      'video_description',
      'meta_description',
    ],
    json: ['tags'],
  },
  {
    name: 'campaign_banners',
    key: 'id',
    text: [
      'name',
      'title',
      'subtitle',
      'description',
      'primary_button_text',
      'primary_button_link',
      'secondary_button_text',
      'whatsapp_number',
      'whatsapp_message',
      'dismissal_text',
    ],
    json: ['features', 'show_on_pages', 'exclude_pages'],
  },
  {
    name: 'email_outbox',
    key: 'id',
    text: ['to_address', 'reply_to', 'subject', 'text_body', 'html_body', 'last_error', 'ical_content'],
  },
];

/** The value as text, without the bytes of lone surrogates; null for NULL. */
function decode(bytes: unknown): { before: string; text: string } | null {
  if (bytes === null || bytes === undefined) return null;
  const raw = Buffer.from(bytes as Uint8Array);
  const before = raw.toString('utf8');
  const latin1 = raw.toString('latin1');
  const without = latin1.replace(ENCODED_SURROGATE, '');
  return { before, text: without === latin1 ? before : Buffer.from(without, 'latin1').toString('utf8') };
}

const cleanText = (text: string) => text.replace(UNTYPEABLE, '');

/**
 * A JSON text with its strings (keys too) cleaned, rewritten only when one changed. A raw character of the class can
 * only stand inside a string (or make the text invalid), so it is removed first; an escaped one (`\u0000`) only shows
 * once parsed. A text that is not JSON is cleaned as text.
 */
function cleanJson(text: string): string {
  const stripped = cleanText(text);
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const clean = cleanText(value);
      if (clean !== value) changed = true;
      return clean;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [walk(k), walk(v)]));
    }
    return value;
  };
  try {
    const cleaned = walk(JSON.parse(stripped));
    return changed ? JSON.stringify(cleaned) : stripped;
  } catch {
    return stripped;
  }
}

/** Only rows where a column holds something other than printable ASCII, a NUL (GLOB stops at one) or, in JSON, a `\`. */
function suspect(columns: string[], json: string[]) {
  return sql.join(
    [
      ...columns.map((c) => sql`${sql.ref(c)} glob '*[^ -~]*' or instr(${sql.ref(c)}, char(0)) > 0`),
      ...json.map((c) => sql`instr(${sql.ref(c)}, '\\') > 0`),
    ],
    sql` or `,
  );
}

/** The cleaned values of a row's columns that change. */
function changesOf(row: Record<string, unknown>, text: string[], json: string[]): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const column of [...text, ...json]) {
    const value = decode(row[column]);
    if (!value) continue;
    const clean = json.includes(column) ? cleanJson(value.text) : cleanText(value.text);
    if (clean !== value.before) changes[column] = clean;
  }
  return changes;
}

async function cleanTable(db: Kysely<any>, { name, key, text, json = [] }: Table): Promise<number> {
  const columns = [...text, ...json];
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.ref(key)}, ${sql.join(columns.map((c) => sql`cast(${sql.ref(c)} as blob) as ${sql.ref(c)}`))}
    from ${sql.table(name)} where ${suspect(columns, json)}`.execute(db);
  let count = 0;
  for (const row of rows) {
    const changes = changesOf(row, text, json);
    if (!Object.keys(changes).length) continue;
    await db.updateTable(name).set(changes).where(key, '=', row[key]).execute();
    count += Object.keys(changes).length;
  }
  return count;
}

const VISIT_KEY = ['day', 'path', 'source', 'campaign', 'device'];

/**
 * A visit row's texts are its key: the row is taken out and its counts added into the row of the cleaned key (which
 * may exist already). The old key is matched as bytes, since a value read as text may not be what is stored.
 */
async function cleanVisitCounts(db: Kysely<any>): Promise<number> {
  const text = ['path', 'source', 'campaign'];
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(VISIT_KEY.map((c) => sql`cast(${sql.ref(c)} as blob) as ${sql.ref(c)}`))}, pageviews, visitors
    from visit_counts where ${suspect(text, [])}`.execute(db);
  let count = 0;
  for (const row of rows) {
    const changes = changesOf(row, text, []);
    if (!Object.keys(changes).length) continue;
    const matches = sql.join(
      VISIT_KEY.map((c) => sql`${sql.ref(c)} = cast(${row[c]} as text)`),
      sql` and `,
    );
    await sql`delete from visit_counts where ${matches}`.execute(db);
    const key = Object.fromEntries(VISIT_KEY.map((c) => [c, changes[c] ?? decode(row[c])?.before]));
    await sql`
      insert into visit_counts (day, path, source, campaign, device, pageviews, visitors)
      values (${key.day}, ${key.path}, ${key.source}, ${key.campaign}, ${key.device}, ${row.pageviews}, ${row.visitors})
      on conflict (day, path, source, campaign, device) do update set
        pageviews = pageviews + excluded.pageviews, visitors = visitors + excluded.visitors`.execute(db);
    count += Object.keys(changes).length;
  }
  return count;
}

/** Cleans every table in one transaction; the number of stored values it changed. */
export async function cleanStoredText(db: Kysely<any>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let count = await cleanVisitCounts(trx);
    for (const table of TABLES) count += await cleanTable(trx, table);
    return count;
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  const count = await cleanStoredText(db);
  // Said once, at the upgrade that did it; a database with nothing to clean says nothing.
  if (count) console.log(`Cleaned ${count} stored texts of characters that cannot be shown (control characters).`);
}

export async function down(): Promise<void> {
  // Nothing to undo: the removed characters were never meant to be there.
}
