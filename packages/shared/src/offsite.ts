// Off-site copies of backups in S3-compatible storage, as the portal and the API see them: the storage's settings, the
// state of the uploads, the copies, and the messages.
import { z } from 'zod';
import { parseBackupName } from './backup';

export const OFFSITE_MESSAGES = {
  endpoint: 'Enter the storage service address, like https://s3.eu-central-003.backblazeb2.com',
  region: 'Enter the region: letters, digits and hyphens, like us-east-1',
  bucket: 'Enter the bucket name: 3-63 lowercase letters, digits, dots and hyphens',
  prefix: 'The folder is at most 200 letters, digits and . _ - / characters, and does not start with /',
  accessKeyId: 'Enter the access key ID',
  secretRequired: 'Enter the secret access key',
  keep: 'Keep from 1 to 10000 copies',
  recipient: 'Enter an age public key: it starts with age1.',
  setByEnvironment:
    'Off-site storage is set by the server environment (BACKUP_S3_...): change it there, then restart the server',
  notSetUp: 'Off-site copies are not set up',
  saved: 'Off-site storage saved',
  turnedOff: 'Off-site copies turned off; the copies already in the bucket stay there',
  tested: 'The storage works: a test object was written, read back and deleted',
  testMismatch: 'The storage answered, but the test object read back was not the one written',
  copyNotFound: 'Off-site copy not found',
  invalidCopyName: 'Invalid off-site copy name',
  identityNeeded: 'This copy is encrypted: choose the file with your age private key (age-keygen wrote it)',
  passwordNeeded: 'Enter your password to restore',
  restoring: 'Restoring: the site stops for a few seconds and comes back with the data of the copy',
  restoreNeedsServer:
    'Restoring from the portal needs the server started with its serve command (npm start or nutriwell)',
} as const;

/** Copies kept in the bucket when BACKUP_S3_KEEP or Settings do not say. */
export const OFFSITE_KEEP_DEFAULT = 30;

/** An age public key (X25519): "age1" and 58 characters of Bech32. */
export const AGE_RECIPIENT_PATTERN = /^age1[02-9ac-hj-np-z]{58}$/;

/** An off-site copy's name is its backup's, with `.age` when encrypted for an age recipient. */
export const ENCRYPTED_SUFFIX = '.age';
/** The backup an off-site copy's name is of, and whether it is encrypted; null for any other name. */
export function parseOffsiteCopyName(name: string): { backup: string; encrypted: boolean } | null {
  const encrypted = name.endsWith(ENCRYPTED_SUFFIX);
  const backup = encrypted ? name.slice(0, -ENCRYPTED_SUFFIX.length) : name;
  return parseBackupName(backup) ? { backup, encrypted } : null;
}
export const offsiteCopyNameSchema = z
  .string()
  .max(110)
  .refine((name) => parseOffsiteCopyName(name) !== null, OFFSITE_MESSAGES.invalidCopyName);

const trimmed = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);

/** The storage's settings as the owner enters them in the portal (the secret may be left empty to keep the saved one). */
export const offsiteSettingsInput = z.object({
  endpoint: z
    .string(OFFSITE_MESSAGES.endpoint)
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: OFFSITE_MESSAGES.endpoint }))
    .transform((url) => new URL(url).origin),
  region: trimmed(64, OFFSITE_MESSAGES.region).regex(/^[A-Za-z0-9-]+$/, OFFSITE_MESSAGES.region),
  bucket: z
    .string(OFFSITE_MESSAGES.bucket)
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, OFFSITE_MESSAGES.bucket),
  /** A folder inside the bucket; stored with one trailing slash, or empty. */
  prefix: z
    .string(OFFSITE_MESSAGES.prefix)
    .trim()
    .max(200, OFFSITE_MESSAGES.prefix)
    .regex(/^(?!\/)[A-Za-z0-9._\-/]*$/, OFFSITE_MESSAGES.prefix)
    .transform((prefix) => (prefix === '' ? '' : `${prefix.replace(/\/+$/, '')}/`))
    .default(''),
  access_key_id: trimmed(128, OFFSITE_MESSAGES.accessKeyId),
  /** Empty or absent: keep the secret saved before. */
  secret_access_key: z.string().max(256, OFFSITE_MESSAGES.secretRequired).optional(),
  path_style: z.boolean().default(false),
  keep: z
    .number(OFFSITE_MESSAGES.keep)
    .int(OFFSITE_MESSAGES.keep)
    .min(1, OFFSITE_MESSAGES.keep)
    .max(10_000, OFFSITE_MESSAGES.keep)
    .default(OFFSITE_KEEP_DEFAULT),
  /** Empty: copies are not encrypted. */
  age_recipient: z
    .string(OFFSITE_MESSAGES.recipient)
    .trim()
    .refine((key) => key === '' || AGE_RECIPIENT_PATTERN.test(key), OFFSITE_MESSAGES.recipient)
    .default(''),
});
export type OffsiteSettingsInput = z.input<typeof offsiteSettingsInput>;

/** The settings as shown back: never the secret. */
export const offsiteSettingsSchema = z
  .object({
    source: z.enum(['settings', 'environment']).meta({
      description: '`environment`: set by BACKUP_S3_... variables, read-only here.',
    }),
    endpoint: z.string(),
    region: z.string(),
    bucket: z.string(),
    prefix: z.string(),
    access_key_id: z.string(),
    path_style: z.boolean(),
    keep: z.int(),
    age_recipient: z.string().meta({ description: 'Empty: copies are not encrypted.' }),
  })
  .meta({ id: 'OffsiteSettings' });
export type OffsiteSettings = z.infer<typeof offsiteSettingsSchema>;

/** Where the uploads stand. */
export const offsiteStatusSchema = z
  .object({
    settings: offsiteSettingsSchema.nullable().meta({ description: 'Null: off-site copies are not set up.' }),
    state: z.enum(['off', 'uploading', 'up-to-date', 'retrying']),
    uploading: z.string().nullable().meta({ description: 'The backup being uploaded now.' }),
    last_success_at: z.string().nullable().meta({ description: 'When the copies were last found complete.' }),
    last_error: z.string().nullable(),
    failing_since: z.string().nullable().meta({ description: 'When the uploads began failing; null while they work.' }),
    next_attempt_at: z.string().nullable(),
    last_restore: z
      .object({
        at: z.string(),
        copy: z.string(),
        ok: z.boolean(),
        message: z.string().meta({ description: 'What was restored, or why it was not (nothing changed then).' }),
      })
      .nullable()
      .meta({ description: 'The restore from an off-site copy this server started with, if any.' }),
  })
  .meta({ id: 'OffsiteStatus' });
export type OffsiteRestoreOutcome = NonNullable<OffsiteStatus['last_restore']>;

/** A restore from an off-site copy: the owner's password again, and her age private key file's text for an encrypted copy. */
export const offsiteRestoreInput = z.object({
  password: z.string(OFFSITE_MESSAGES.passwordNeeded).min(1, OFFSITE_MESSAGES.passwordNeeded).max(200),
  identity: z.string().max(10_000).optional(),
});
export type OffsiteStatus = z.infer<typeof offsiteStatusSchema>;

/** An off-site copy, or a backup waiting to become one. */
export const offsiteCopySchema = z
  .object({
    name: z.string().meta({ description: "The object's name in the bucket, after the folder." }),
    backup: z.string().meta({ description: 'The backup it is a copy of.' }),
    created_at: z.string().meta({ description: "The backup's time (UTC), from its name." }),
    size: z.int().nullable().meta({ description: 'In bytes, as stored (encrypted copies are a little larger).' }),
    sha256: z.string().nullable().meta({ description: 'Of the stored bytes; checked on every download.' }),
    encrypted: z.boolean(),
    state: z.enum(['uploaded', 'uploading', 'waiting']),
  })
  .meta({ id: 'OffsiteCopy' });
export type OffsiteCopy = z.infer<typeof offsiteCopySchema>;

export const offsiteAnswers = {
  status: z.object({ status: offsiteStatusSchema }),
  copies: z.object({ copies: z.array(offsiteCopySchema).meta({ description: 'Newest first.' }) }),
  message: z.object({ message: z.string() }),
};
