// The business details the public site shows: stored in the database, cached in memory, defaults from configuration.
import { type DB, getJsonSetting, renameDemoPostAuthor, setJsonSetting } from '@coach/db';
import {
  type BusinessSettings,
  type BusinessSettingsInput,
  businessSettingsSchema,
  invalid,
  PARSED_ONCE,
} from '@coach/shared';
import { brandColorProblem } from './brand-colors';

const KEY = 'business_settings';

export type BusinessSettingsStore = ReturnType<typeof createBusinessSettingsStore>;

export function createBusinessSettingsStore(db: DB, defaults: BusinessSettings) {
  let cached: BusinessSettings | null = null;
  return {
    /** Stored values over the defaults; a stored value that no longer validates falls back field by field. */
    async get(): Promise<BusinessSettings> {
      if (cached) return cached;
      const stored = (await getJsonSetting(db, KEY)) as Partial<BusinessSettings> | null;
      const merged: Record<string, unknown> = { ...defaults };
      for (const [field, value] of Object.entries(stored ?? {})) {
        const check = businessSettingsSchema.shape[field as keyof BusinessSettings]?.safeParse(value, PARSED_ONCE);
        if (check?.success) merged[field] = check.data;
      }
      cached = businessSettingsSchema.parse(merged, PARSED_ONCE);
      return cached;
    },
    /** A field the input leaves out (a client older than the field) keeps its current value. */
    async save(input: BusinessSettingsInput): Promise<BusinessSettings> {
      const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const before = await this.get();
      const settings = businessSettingsSchema.parse({ ...before, ...given }, PARSED_ONCE);
      const problem = brandColorProblem(settings);
      if (problem) throw invalid(problem);
      await db.transaction().execute(async (trx) => {
        await setJsonSetting(trx, KEY, settings);
        if (settings.owner_short_name !== before.owner_short_name) {
          await renameDemoPostAuthor(trx, before.owner_short_name, settings.owner_short_name);
        }
      });
      cached = null;
      return this.get();
    },
  };
}
