// The owner's logo over REST (read, upload, remove: /api/admin/settings/logo) and the favicon set at its stable
// addresses (/favicon-32.png, /apple-touch-icon.png, /icon-192.png, /icon-512.png): the uploaded logo's, or the
// shipped ones drawn from the favicon's mark.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStoredLogo, logoFolder, logoIconFile, removeUploadedLogo, type Services } from '@coach/api';
import { LOGO_ICONS, LOGO_MESSAGES, type LogoIconName, settingsAnswers, siteLogoOf } from '@coach/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { saveLogo, shippedIcons } from '../uploads/logo';
import { MULTIPART_LIMITS, readUploadForm } from '../uploads/multipart';
import { documented, type Operation } from './contract';
import { adminGuard } from './support';

const tag = 'Settings';

const OPERATIONS = {
  read: {
    summary: 'The uploaded logo, if any',
    tag,
    access: 'admin',
    answer: { status: 200, schema: settingsAnswers.logo, description: 'The logo, or null.' },
  },
  upload: {
    summary:
      'Upload the logo (multipart/form-data, the file in `logo`: SVG, PNG, JPEG or WebP, at most 5 MB); the favicon ' +
      'set is drawn from it',
    tag,
    access: 'admin',
    multipart: { logo: 'file' },
    answer: { status: 200, schema: settingsAnswers.logoSaved, description: 'The logo as pages now show it.' },
  },
  remove: {
    summary: 'Remove the uploaded logo: the site shows the shipped one again',
    tag,
    access: 'admin',
    answer: { status: 200, schema: settingsAnswers.logoRemoved, description: 'Removed, or there was none.' },
  },
} satisfies Record<string, Operation>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Icon = { bytes: Buffer; etag: string };
const iconOf = (bytes: Buffer): Icon => ({
  bytes,
  etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
});

export const logoRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  // Registered here (and for the setup's logo step), so no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const admin = { preHandler: adminGuard(services) };

  app.get('/api/admin/settings/logo', documented(OPERATIONS.read, admin), async () => {
    const stored = await getStoredLogo(services.db);
    return { logo: stored ? siteLogoOf(stored) : null };
  });
  app.post('/api/admin/settings/logo', documented(OPERATIONS.upload, admin), async (request) => {
    const form = await readUploadForm(request, ['logo']);
    const logo = await saveLogo(services, form.files.get('logo'), {
      actor: { adminId: request.adminId, ip: request.ip },
      action: 'settings.logo.upload',
    });
    return { logo, message: LOGO_MESSAGES.uploaded };
  });
  app.delete('/api/admin/settings/logo', documented(OPERATIONS.remove, admin), async (request) => {
    const removed = await removeUploadedLogo(services, { adminId: request.adminId, ip: request.ip });
    return { removed, message: LOGO_MESSAGES.removed };
  });

  // The uploaded logo's icons, read once per version (a new upload is a new folder, so they never go stale).
  const uploaded = new Map<string, Icon>();
  const shipped = new Map<LogoIconName, Icon>();
  async function currentIcon(name: LogoIconName): Promise<{ icon: Icon; version: string | null }> {
    const stored = await getStoredLogo(services.db);
    if (stored) {
      const key = `${stored.version}/${name}`;
      let icon = uploaded.get(key);
      if (!icon) {
        const bytes = await readFile(join(logoFolder(services.uploadsDir, stored.version), logoIconFile(name))).catch(
          () => null,
        );
        if (bytes) {
          for (const old of uploaded.keys()) if (!old.startsWith(`${stored.version}/`)) uploaded.delete(old);
          icon = iconOf(bytes);
          uploaded.set(key, icon);
        }
      }
      if (icon) return { icon, version: stored.version };
    }
    let icon = shipped.get(name);
    if (!icon) {
      icon = iconOf((await shippedIcons()).get(name) as Buffer);
      shipped.set(name, icon);
    }
    return { icon, version: null };
  }

  for (const [name, { path }] of Object.entries(LOGO_ICONS) as Array<[LogoIconName, { path: string }]>) {
    app.get(path, async (request, reply) => {
      const { icon, version } = await currentIcon(name);
      const asked = (request.query as { v?: unknown }).v;
      // Asked for by the current logo's version, the answer may be kept for good: a new upload is a new address.
      // At the bare address (browsers probe /apple-touch-icon.png) it is checked by its ETag every time.
      reply
        .header('content-type', 'image/png')
        .header('etag', icon.etag)
        .header('cache-control', version !== null && asked === version ? IMMUTABLE : 'no-cache');
      if (request.headers['if-none-match'] === icon.etag) return reply.status(304).send();
      return reply.send(icon.bytes);
    });
  }
};
