// The owner's availability: her weekly hours, blocked dates, notice and how far ahead visitors may book.
import { type DB, getJsonSetting, setJsonSetting } from '@coach/db';
import { type Availability, availabilitySchema, DEFAULT_AVAILABILITY } from '@coach/shared';

const AVAILABILITY_KEY = 'availability';

/** The stored availability, or the defaults (the spec's consultation hours) until the owner saves one. */
export async function getAvailability(db: DB): Promise<Availability> {
  const parsed = availabilitySchema.safeParse(await getJsonSetting(db, AVAILABILITY_KEY));
  return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
}

export async function saveAvailability(db: DB, availability: Availability): Promise<Availability> {
  await setJsonSetting(db, AVAILABILITY_KEY, availability);
  return getAvailability(db);
}
