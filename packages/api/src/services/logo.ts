// The owner's logo as Settings know it: which upload folder holds the logo and its icons, switching to a new one and
// removing it. Every change is audited and drops the cached pages (every page shows the logo and links its icons).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type DB, deleteSetting, getJsonSetting, setJsonSetting } from '@coach/db';
import { LOGO_ICONS, type LogoIconName, PARSED_ONCE, type StoredLogo } from '@coach/shared';
import { z } from 'zod';
import type { Services } from '../trpc';
import { type AuditActor, audit } from './audit';

/** The stored record, checked when read: a value written by hand or by an older version is no logo. */
const storedLogoSchema: z.ZodType<StoredLogo> = z.object({
  version: z.string().regex(/^[0-9a-f]{24}$/),
  file: z.enum(['logo.svg', 'logo.webp']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const KEY = 'site_logo';

/** The logo's folder under uploads: one per upload, named by its version, so a new upload never overwrites. */
export const logoFolder = (uploadsDir: string, version: string) => join(uploadsDir, 'logo', version);

/** The file of an icon in the logo's folder ("/icon-192.png" is "icon-192.png"). */
export const logoIconFile = (name: LogoIconName) => LOGO_ICONS[name].path.slice(1);

/** The uploaded logo, or null (none, or a stored value that no longer reads: the shipped logo shows). */
export async function getStoredLogo(db: DB): Promise<StoredLogo | null> {
  const parsed = storedLogoSchema.safeParse(await getJsonSetting(db, KEY), PARSED_ONCE);
  return parsed.success ? parsed.data : null;
}

type LogoChange = { actor: AuditActor; action: 'settings.logo.upload' | 'setup.logo' };

/** Makes a logo whose files are already in its folder the site's, then removes the one it replaces. */
export async function adoptUploadedLogo(
  services: Pick<Services, 'db' | 'uploadsDir' | 'onContentChanged'>,
  logo: StoredLogo,
  { actor, action }: LogoChange,
): Promise<void> {
  const previous = await getStoredLogo(services.db);
  await setJsonSetting(services.db, KEY, storedLogoSchema.parse(logo, PARSED_ONCE));
  await audit(services, actor, { action, target_type: 'settings', fields: ['logo'] });
  services.onContentChanged?.('settings');
  if (previous && previous.version !== logo.version) {
    await rm(logoFolder(services.uploadsDir, previous.version), { recursive: true, force: true });
  }
}

/** Back to the shipped logo and icons; false when there was no uploaded logo. */
export async function removeUploadedLogo(
  services: Pick<Services, 'db' | 'uploadsDir' | 'onContentChanged'>,
  actor: AuditActor,
): Promise<boolean> {
  const previous = await getStoredLogo(services.db);
  await deleteSetting(services.db, KEY);
  if (!previous) return false;
  await audit(services, actor, { action: 'settings.logo.remove', target_type: 'settings', fields: ['logo'] });
  services.onContentChanged?.('settings');
  await rm(logoFolder(services.uploadsDir, previous.version), { recursive: true, force: true });
  return true;
}
