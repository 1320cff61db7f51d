import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  ({ admin } = await t.headers());
});
afterAll(() => t.stop());

const settings = {
  business_name: 'Glow & Grow <Nutrition>',
  owner_name: 'Dr. Kavya Rao',
  phone: '+91 99887 76655',
  email: 'kavya@example.com',
  whatsapp_number: '+919988776655',
  consultation_hours: 'Mon-Fri 10AM-6PM IST',
  instagram_url: 'https://instagram.com/glowgrow',
  facebook_url: '',
  youtube_url: '',
};

describe('business settings', () => {
  it('start from the configured defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ business_name: 'NutriWell', whatsapp_number: '919999999999' });
    await t.expectDocumented('GET', '/api/admin/settings', res);
  });

  it('need an administrator', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: 'Bearer x.y.z' },
      payload: settings,
    });
    expect(forged.statusCode).toBe(401);
    await t.expectDocumented('PUT', '/api/admin/settings', forged);
  });

  it('reject invalid values naming the field', async () => {
    for (const [change, error] of [
      [{ email: 'nope' }, 'email: Please enter a valid email.'],
      [{ whatsapp_number: 'call me' }, 'whatsapp_number: Use international format, digits only (e.g. 919876543210)'],
      [{ instagram_url: 'javascript:alert(1)' }, 'instagram_url: Must be an https:// link'],
      [{ business_name: '' }, 'business_name: Business name is required'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin,
        payload: { ...settings, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      await t.expectDocumented('PUT', '/api/admin/settings', res);
    }
  });

  it('once saved, show on the server-rendered pages and in /api/config at once', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: settings });
    expect(saved.statusCode).toBe(200);
    await t.expectDocumented('PUT', '/api/admin/settings', saved);
    const page = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).toContain('+91 99887 76655');
    expect(page.body).toContain('Mon-Fri 10AM-6PM IST');
    expect(page.body).toContain('Glow &amp; Grow &lt;Nutrition&gt;');
    expect(page.body).toContain('<title>Contact &amp; Free Consultation | Glow &amp; Grow &lt;Nutrition&gt;</title>');
    expect(page.body).toContain('href="https://instagram.com/glowgrow"');
    expect(page.body).toContain('wa.me/919988776655');
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual({ whatsapp_number: '919988776655' });
  });

  it('take the identity fields, and keep them when a save leaves them out', async () => {
    const identity = {
      tagline: 'Food <that> fits',
      credentials: 'MSc Clinical Nutrition · Registered Dietitian',
      owner_short_name: 'Kavya',
      street_address: '12 MG Road',
      city: 'Pune',
      country: 'India',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...settings, ...identity },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject(identity);
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('Meet Dr. Kavya Rao');
    expect(about.body).toContain('MSc Clinical Nutrition · Registered Dietitian');
    expect(about.body).toContain('Kavya started Glow &amp; Grow &lt;Nutrition&gt; with a simple belief');
    expect(about.body).not.toContain('Aditi');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('Food &lt;that&gt; fits');
    expect(home.body).toContain('"addressLocality":"Pune"');

    // A client written before these fields existed sends the older ones only.
    const older = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...settings, consultation_hours: 'Mon-Sat 8AM-8PM IST' },
    });
    expect(older.statusCode).toBe(200);
    expect(older.json().settings).toMatchObject({ ...identity, consultation_hours: 'Mon-Sat 8AM-8PM IST' });
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
    expect(read.json().settings).toMatchObject(identity);
  });

  it('refuse a bad identity field naming it', async () => {
    for (const [change, error] of [
      [{ tagline: '' }, 'tagline: Tagline is required'],
      [{ owner_short_name: '   ' }, "owner_short_name: Owner's short name is required"],
      [{ city: 'x'.repeat(81) }, 'city: Must be at most 80 characters'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin,
        payload: { ...settings, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('take brand colours that keep text readable, and write their shades into every page head', async () => {
    const save = (colors: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: { ...settings, ...colors } });
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.body).not.toContain('--color-brand-');

    const tooLight = await save({ brand_color: '#A3E635' });
    expect(tooLight.statusCode).toBe(400);
    expect(tooLight.json().error).toMatch(
      /^brand_color: #a3e635 gives white text on brand buttons a contrast of .*The nearest shade that passes is #[0-9a-f]{6}$/,
    );
    const notAColour = await save({ accent_color: 'orange' });
    expect(notAColour.json()).toEqual({ error: 'accent_color: Must be a colour written as #rrggbb' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json().settings,
    ).toMatchObject({
      brand_color: '#047857',
    });

    const saved = await save({ brand_color: '#7C3AED', accent_color: '#fde047' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ brand_color: '#7c3aed', accent_color: '#fde047' });
    for (const path of ['/', '/about', '/admin/login']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.body, path).toMatch(
        /<style>:root\{--color-brand-50:#[0-9a-f]{6};[^<]*--color-brand-600:#7c3aed;[^<]*--color-accent-500:#fde047;/,
      );
      expect(page.body, path).toContain('<meta name="theme-color" content="#7c3aed"/>');
    }
    const manifest = JSON.parse((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).body);
    expect(manifest.theme_color).toBe('#7c3aed');
  });
});
