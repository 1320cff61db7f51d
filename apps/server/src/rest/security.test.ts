// Two-factor sign-in, password change, other sessions and the audit log, over REST against a real database.
import { pruneAuditLog } from '@coach/api';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ADMIN } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.stop());

type Server = typeof t;

const login = (s: Server, payload: object) => s.app.inject({ method: 'POST', url: '/api/admin/login', payload });
const post = (s: Server, url: string, token: string, payload?: object) =>
  s.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload ?? {} });
const get = (s: Server, url: string, token: string) =>
  s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** The code an authenticator app shows for this secret, `stepsAgo` periods ago. */
const codeOf = (secret: string, stepsAgo = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() - stepsAgo * 30_000,
  });

/** Turns two-factor on for the test administrator; returns the secret and the recovery codes. */
async function enrol(s: Server) {
  const token = await s.adminToken();
  const setup = await post(s, '/api/admin/mfa/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post(s, '/api/admin/mfa/enable', token, { code: codeOf(secret, 1) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recovery: (enabled.json() as { recovery_codes: string[] }).recovery_codes, token };
}

describe('two-factor enrolment', () => {
  it('shows a secret, its otpauth address and a locally drawn QR code, then needs a right code', async () => {
    const s = await createTestServer();
    const token = await s.adminToken();
    const off = await get(s, '/api/admin/security', token);
    expect(off.json()).toEqual({ mfa_enabled: false, recovery_codes_left: 0 });
    await s.expectDocumented('GET', '/api/admin/security', off);

    const setup = await post(s, '/api/admin/mfa/setup', token);
    await s.expectDocumented('POST', '/api/admin/mfa/setup', setup);
    const { secret, otpauth_url, qr_svg } = setup.json() as { secret: string; otpauth_url: string; qr_svg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/NutriWell:owner?issuer=NutriWell&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    expect(qr_svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(setup.headers['cache-control']).toBe('no-store');

    const wrong = await post(s, '/api/admin/mfa/enable', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'That code is not valid' });
    await s.expectDocumented('POST', '/api/admin/mfa/enable', wrong);
    const missing = await post(s, '/api/admin/mfa/enable', token, {});
    expect(missing.json()).toEqual({ error: 'code: Enter the code from your authenticator app' });

    const enabled = await post(s, '/api/admin/mfa/enable', token, { code: codeOf(secret) });
    expect(enabled.statusCode).toBe(200);
    await s.expectDocumented('POST', '/api/admin/mfa/enable', enabled);
    const codes = (enabled.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await get(s, '/api/admin/security', token)).json()).toEqual({ mfa_enabled: true, recovery_codes_left: 10 });

    // Stored sealed and hashed: neither the secret nor a recovery code is in the database as written.
    const admin = await s.db.selectFrom('administrators').selectAll().executeTakeFirstOrThrow();
    expect(admin.mfa_secret).toMatch(/^v1\./);
    expect(admin.mfa_secret).not.toContain(secret);
    const hashes = await s.db.selectFrom('admin_recovery_codes').select('code_hash').execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.some((code) => code_hash.includes(code))).toBe(false);

    const again = await post(s, '/api/admin/mfa/setup', token);
    expect(again.statusCode).toBe(409);
    await s.expectDocumented('POST', '/api/admin/mfa/setup', again);
    await s.stop();
  });
});

describe('sign-in with two-factor on', () => {
  it('asks for the code, takes a current or the previous code once, and refuses a wrong one', async () => {
    const s = await createTestServer();
    const { secret } = await enrol(s);

    const noCode = await login(s, TEST_ADMIN);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ error: 'Enter the code from your authenticator app', mfa_required: true });
    await s.expectDocumented('POST', '/api/admin/login', noCode);
    const badPassword = await login(s, { ...TEST_ADMIN, password: 'wrong-password' });
    expect(badPassword.json()).toEqual({ error: 'Invalid username or password' });

    const wrong = await login(s, { ...TEST_ADMIN, code: '123456' === codeOf(secret) ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'That code is not valid', mfa_required: true });
    // The audit log says which step failed: the password, or (here) the code.
    const failures = await s.db
      .selectFrom('audit_log')
      .select(['admin', 'fields'])
      .where('action', '=', 'sign_in_failed')
      .execute();
    expect(failures.map((row) => row.fields)).toEqual(['["password"]', '["code"]']);

    const current = codeOf(secret);
    const ok = await login(s, { ...TEST_ADMIN, code: ` ${current.slice(0, 3)} ${current.slice(3)} ` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(typeof ok.json().access_token).toBe('string');
    // The same code again (a replay) is refused, and so is the one before it, now older than the last used.
    expect((await login(s, { ...TEST_ADMIN, code: current })).statusCode).toBe(401);
    expect((await login(s, { ...TEST_ADMIN, code: codeOf(secret, 1) })).statusCode).toBe(401);
    await s.stop();
  });

  it('takes the code of the step before when nothing newer was used', async () => {
    const s = await createTestServer();
    const { secret } = await enrol(s);
    // Enrolment used the previous step's code; the current one is newer and is taken.
    expect((await login(s, { ...TEST_ADMIN, code: codeOf(secret) })).statusCode).toBe(200);
    await s.stop();
  });

  it('takes each recovery code once', async () => {
    const s = await createTestServer();
    const { recovery } = await enrol(s);
    const code = recovery[3] as string;
    expect((await login(s, { ...TEST_ADMIN, code: code.toUpperCase() })).statusCode).toBe(200);
    const again = await login(s, { ...TEST_ADMIN, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'That code is not valid', mfa_required: true });
    const token = (await login(s, { ...TEST_ADMIN, code: recovery[4] })).json().access_token as string;
    expect((await get(s, '/api/admin/security', token)).json()).toEqual({ mfa_enabled: true, recovery_codes_left: 8 });
    await s.stop();
  });

  it('counts wrong codes toward the sign-in throttle', async () => {
    const s = await createTestServer();
    const { secret } = await enrol(s);
    for (let i = 0; i < 5; i++) expect((await login(s, { ...TEST_ADMIN, code: 'aaaaa-bbbbb' })).statusCode).toBe(401);
    const blocked = await login(s, { ...TEST_ADMIN, code: codeOf(secret) });
    expect(blocked.statusCode).toBe(429);
    await s.stop();
  });

  it('turns off with the password and a code, and sign-in is one step again', async () => {
    const s = await createTestServer();
    const { secret, token } = await enrol(s);
    const wrongPassword = await post(s, '/api/admin/mfa/disable', token, { password: 'nope', code: codeOf(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: 'Current password is incorrect' });
    await s.expectDocumented('POST', '/api/admin/mfa/disable', wrongPassword);
    const wrongCode = await post(s, '/api/admin/mfa/disable', token, { password: TEST_ADMIN.password, code: '000000' });
    expect(wrongCode.json()).toEqual({ error: 'That code is not valid' });
    const off = await post(s, '/api/admin/mfa/disable', token, { password: TEST_ADMIN.password, code: codeOf(secret) });
    expect(off.statusCode).toBe(200);
    await s.expectDocumented('POST', '/api/admin/mfa/disable', off);
    expect((await login(s, TEST_ADMIN)).statusCode).toBe(200);
    expect(await s.db.selectFrom('admin_recovery_codes').selectAll().execute()).toEqual([]);
    await s.stop();
  });
});

describe('password and sessions', () => {
  it('changes the password only with the current one and a strong new one, and ends older sessions', async () => {
    const s = await createTestServer();
    const old = await s.adminToken();
    const change = (payload: object) => post(s, '/api/admin/password', old, payload);
    expect(
      (await change({ current_password: 'wrong-one!', new_password: 'Turmeric-Lentil-Harbour-92' })).json(),
    ).toEqual({ error: 'Current password is incorrect' });
    expect((await change({ current_password: TEST_ADMIN.password, new_password: 'short' })).json()).toEqual({
      error: 'new_password: Password must be at least 10 characters',
    });
    const weak = await change({ current_password: TEST_ADMIN.password, new_password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatch(/^Choose a stronger password/);
    await s.expectDocumented('POST', '/api/admin/password', weak);

    const changed = await change({ current_password: TEST_ADMIN.password, new_password: 'Turmeric-Lentil-Harbour-92' });
    expect(changed.statusCode, changed.body).toBe(200);
    await s.expectDocumented('POST', '/api/admin/password', changed);
    const fresh = changed.json().access_token as string;
    expect((await get(s, '/api/admin/security', old)).statusCode).toBe(401);
    expect((await get(s, '/api/admin/security', fresh)).statusCode).toBe(200);
    expect((await login(s, TEST_ADMIN)).statusCode).toBe(401);
    expect((await login(s, { ...TEST_ADMIN, password: 'Turmeric-Lentil-Harbour-92' })).statusCode).toBe(200);
    await s.stop();
  });

  it('holds the password asked again back after five wrong answers, on the Security page as at a restore', async () => {
    const s = await createTestServer();
    const { secret, token } = await enrol(s);
    const answers: string[] = [];
    for (const current of ['wrong-1', 'wrong-2', 'wrong-3']) {
      const payload = { current_password: current, new_password: 'Turmeric-Lentil-Harbour-92' };
      const answer = await post(s, '/api/admin/password', token, payload);
      answers.push(`${answer.statusCode} ${answer.json().error}`);
    }
    // A wrong code counts too, knowing the password or not.
    for (const password of [TEST_ADMIN.password, 'wrong-4']) {
      const answer = await post(s, '/api/admin/mfa/disable', token, { password, code: '000000' });
      answers.push(`${answer.statusCode} ${answer.json().error}`);
    }
    expect(answers).toEqual([
      ...Array(3).fill('400 Current password is incorrect'),
      '400 That code is not valid',
      '400 Current password is incorrect',
    ]);
    const held = await post(s, '/api/admin/password', token, {
      current_password: TEST_ADMIN.password,
      new_password: 'Turmeric-Lentil-Harbour-92',
    });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: 'Too many wrong answers. Please try again in 15 minutes.' });
    await s.expectDocumented('POST', '/api/admin/password', held);
    const off = await post(s, '/api/admin/mfa/disable', token, { password: TEST_ADMIN.password, code: codeOf(secret) });
    expect(off.statusCode).toBe(429);
    await s.expectDocumented('POST', '/api/admin/mfa/disable', off);
    // Nothing changed, and signing in is not held back.
    expect((await get(s, '/api/admin/security', token)).json()).toMatchObject({ mfa_enabled: true });
    expect((await login(s, { ...TEST_ADMIN, code: codeOf(secret) })).statusCode).toBe(200);
    await s.stop();
  });

  it('signs out every other session and keeps this one', async () => {
    const s = await createTestServer();
    const laptop = await s.adminToken();
    const phone = await s.adminToken();
    const revoked = await post(s, '/api/admin/sessions/revoke-others', laptop);
    expect(revoked.statusCode).toBe(200);
    await s.expectDocumented('POST', '/api/admin/sessions/revoke-others', revoked);
    const kept = revoked.json().access_token as string;
    expect((await get(s, '/api/admin/security', phone)).statusCode).toBe(401);
    expect((await get(s, '/api/admin/security', laptop)).statusCode).toBe(401);
    expect((await get(s, '/api/admin/security', kept)).statusCode).toBe(200);
    expect((await get(s, '/api/admin/security', await s.adminToken())).statusCode).toBe(200);
    await s.stop();
  });
});

describe('the audit log', () => {
  it('records sign-ins, sign-outs, security changes and every write, with field names but no values', async () => {
    const s = await createTestServer();
    await login(s, { username: 'mallory<script>', password: 'guess-guess' });
    const { secret } = await enrol(s);
    const session = (await login(s, { ...TEST_ADMIN, code: codeOf(secret) })).json().access_token as string;
    const headers = { authorization: `Bearer ${session}` };

    // A lead with health data, and the owner's writes on it (REST and tRPC).
    const visitor = { 'x-encrypted-token': await s.publicToken() };
    const secretCondition = 'Condition-Marker-7f3a';
    const lead = await s.app.inject({
      method: 'POST',
      url: '/api/consultation',
      headers: visitor,
      payload: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+919812345678',
        age: 34,
        weight: 72,
        goal: 'weight_loss',
        health_conditions: secretCondition,
        message: secretCondition,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const { id } = await s.db
      .selectFrom('consultations')
      .select('id')
      .where('email', '=', 'asha@example.com')
      .executeTakeFirstOrThrow();
    const status = await s.app.inject({
      method: 'PUT',
      url: `/api/admin/consultations/${id}`,
      headers,
      payload: { status: 'contacted', notes: secretCondition },
    });
    expect(status.statusCode, status.body).toBe(200);
    const trpc = await s.app.inject({
      method: 'POST',
      url: '/trpc/blog.create',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { title: 'Audit me', excerpt: 'x', category: 'Nutrition', content: '<p>x</p>', read_time: '1 min' },
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    const signedOut = await post(s, '/api/admin/logout', session);
    expect(signedOut.statusCode).toBe(200);
    await s.expectDocumented('POST', '/api/admin/logout', signedOut);

    const log = await get(s, '/api/admin/audit?per_page=100', session);
    expect(log.statusCode).toBe(200);
    await s.expectDocumented('GET', '/api/admin/audit', log);
    const { entries, pagination } = log.json() as {
      entries: {
        action: string;
        admin: string | null;
        target_type: string;
        target_id: string;
        fields: unknown;
        ip: string;
      }[];
      pagination: { total: number };
    };
    const actions = entries.map((entry) => entry.action).reverse();
    expect(actions).toEqual([
      'sign_in_failed',
      'sign_in',
      'mfa_enable',
      'sign_in',
      'consultation.update',
      'blog.create',
      'sign_out',
    ]);
    expect(pagination.total).toBe(7);
    expect(entries.find((e) => e.action === 'sign_in_failed')).toMatchObject({
      admin: 'mallory<script>',
      fields: ['password'],
    });
    expect(entries.find((e) => e.action === 'consultation.update')).toMatchObject({
      admin: 'owner',
      target_type: 'consultation',
      target_id: String(id),
      fields: ['notes', 'status'],
      ip: '127.0.0.1',
    });
    expect(entries.find((e) => e.action === 'blog.create')?.fields).toContain('title');
    expect(JSON.stringify(await s.db.selectFrom('audit_log').selectAll().execute())).not.toContain(secretCondition);
    await s.stop();
  });

  it('filters by action, administrator and day, and pages', async () => {
    const s = await createTestServer();
    const token = await s.adminToken();
    for (let i = 0; i < 3; i++) await login(s, { username: `intruder${i}`, password: 'nope-nope' });
    const read = async (query: string) => (await get(s, `/api/admin/audit?${query}`, token)).json();
    expect((await read('action=sign_in_failed')).pagination.total).toBe(3);
    expect((await read('admin=intruder1')).entries).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`from=${today}&to=${today}`)).pagination.total).toBe(4);
    expect((await read('to=2000-01-01')).pagination.total).toBe(0);
    const page = await read('per_page=2&page=2');
    expect(page.entries).toHaveLength(2);
    expect(page.pagination).toEqual({ page: 2, per_page: 2, pages: 2, total: 4 });
    const bad = await get(s, '/api/admin/audit?from=yesterday', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'from: Must be a date (YYYY-MM-DD)' });
    await s.expectDocumented('GET', '/api/admin/audit', bad);
    await s.stop();
  });
});

describe('the audit log of privacy requests and its trimming', () => {
  it('records an export and an erase with their counts, never the address', async () => {
    const s = await createTestServer();
    const token = await s.adminToken();
    const visitor = { 'x-encrypted-token': await s.publicToken() };
    const address = 'ravi.audit@example.com';
    for (const goal of ['weight_loss', 'weight_gain']) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/consultation',
        headers: visitor,
        payload: { name: 'Ravi', email: address, phone: '9876543210', goal },
      });
      expect(res.statusCode).toBe(201);
    }
    const query = `email=${encodeURIComponent(address)}`;
    expect((await get(s, `/api/admin/people/export?${query}`, token)).statusCode).toBe(200);
    const erased = await s.app.inject({
      method: 'DELETE',
      url: `/api/admin/people?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(erased.statusCode).toBe(200);

    const rows = await s.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'person.%')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.action, row.admin, row.target_type])).toEqual([
      ['person.export', 'owner', 'person'],
      ['person.erase', 'owner', 'person'],
    ]);
    expect(JSON.parse(rows[0]?.fields ?? '{}')).toMatchObject({ consultations: 2 });
    expect(JSON.parse(rows[1]?.fields ?? '{}')).toMatchObject({ consultations: 2, contacts: 0 });
    expect(JSON.stringify(await s.db.selectFrom('audit_log').selectAll().execute())).not.toContain('ravi.audit');
    await s.stop();
  });

  it('removes only the entries older than the days kept', async () => {
    const s = await createTestServer();
    await s.adminToken();
    await s.db
      .insertInto('audit_log')
      .values([
        { at: '2025-01-01T00:00:00.000Z', action: 'sign_in', admin: 'owner', admin_id: 1, fields: null },
        { at: '2026-10-01T00:00:00.000Z', action: 'sign_in', admin: 'owner', admin_id: 1, fields: null },
      ])
      .execute();
    const now = Date.parse('2026-11-23T00:00:00.000Z');
    expect(await pruneAuditLog(s, 365, now)).toBe(1);
    const left = await s.db.selectFrom('audit_log').select('at').orderBy('at').execute();
    expect(left.map((row) => row.at.slice(0, 10))).toEqual(['2026-10-01', expect.stringMatching(/^\d{4}-/)]);
    await s.stop();
  });
});

describe('the audit log names each kind of write', () => {
  it('create, update, publish, feature, status, delete, upload, settings, availability, backup, export, password', async () => {
    const s = await createTestServer();
    const token = await s.adminToken();
    const headers = { authorization: `Bearer ${token}` };
    const send = async (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) => {
      const res = await s.app.inject({ method, url, headers, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body;
    };
    const recipe = {
      title: 'Poha',
      meal_type: 'breakfast',
      description: 'Light',
      ingredients: ['poha'],
      goal_type: 'weight_loss',
    };
    const { recipe: created } = await send('POST', '/api/admin/recipes', recipe);
    await send('PUT', `/api/admin/recipes/${created.id}`, { ...recipe, title: 'Kanda Poha' });
    await send('DELETE', `/api/admin/recipes/${created.id}`);
    const post = { title: 'Audit', excerpt: 'x', category: 'Nutrition', content: '<p>x</p>', read_time: '1 min' };
    const { blog } = await send('POST', '/api/admin/blogs', post);
    await send('PUT', `/api/admin/blogs/${blog.id}`, { published: false });
    await send('PUT', `/api/admin/blogs/${blog.id}`, { featured: true });
    const visitor = { 'x-encrypted-token': await s.publicToken() };
    await s.app.inject({
      method: 'POST',
      url: '/api/consultation',
      headers: visitor,
      payload: { name: 'Meena', email: 'meena@example.com', phone: '9876543210', goal: 'weight_loss' },
    });
    const [lead] = (await send('GET', '/api/admin/consultations')).consultations as { id: number }[];
    await send('PUT', `/api/admin/consultations/${lead?.id}`, { status: 'contacted' });
    await send('GET', '/api/admin/consultations/export?status=contacted');

    const form = new FormData();
    form.append('category', 'blog');
    form.append(
      'image',
      new Blob(
        [
          Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqQgnCTGMaqgYDSWW4Zo0ANru0wHfnedEAAAAAElFTkSuQmCC',
            'base64',
          ),
        ],
        { type: 'image/png' },
      ),
      'a.png',
    );
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await s.app.inject({
      method: 'POST',
      url: '/api/admin/upload/image',
      headers: { ...headers, 'content-type': multipart.headers.get('content-type') as string },
      payload: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const settings = await send('GET', '/api/admin/settings');
    await send('PUT', '/api/admin/settings', settings.settings ?? settings);
    const availability = await send('GET', '/api/admin/availability');
    await send('PUT', '/api/admin/availability', availability.availability ?? availability);
    await send('POST', '/api/admin/backups');
    const changed = await send('POST', '/api/admin/password', {
      current_password: TEST_ADMIN.password,
      new_password: 'Turmeric-Lentil-Harbour-92',
    });
    const log = await get(s, '/api/admin/audit?per_page=100', changed.access_token);
    const entries = (log.json() as { entries: { action: string; target_id: string | null; fields: unknown }[] })
      .entries;
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'sign_in',
      'recipe.create',
      'recipe.update',
      'recipe.delete',
      'blog.create',
      'blog.update',
      'blog.update',
      'consultation.update',
      'consultation.export',
      'upload.image',
      'settings.update',
      'availability.update',
      'backup.create',
      'password_change',
    ]);
    const byAction = (action: string) => entries.filter((entry) => entry.action === action);
    expect(byAction('recipe.delete')[0]?.target_id).toBe(String(created.id));
    expect(byAction('blog.update').map((entry) => entry.fields)).toEqual([['featured'], ['published']]);
    expect(byAction('consultation.export')[0]?.fields).toEqual(['status']);
    expect(byAction('upload.image')[0]?.fields).toBeNull();
    await s.stop();
  });
});
