// Sign-in payloads and the public configuration handed to the browser at render time.
import { z } from 'zod';
import { EMAIL_PATTERN } from './lead-rules';
import type { SiteLogo } from './logo';
import type { ServiceMenuLink } from './services-page';
import type { BusinessSettings } from './settings';
import { refuseUntypeable, requiredText } from './text';

export const SECURITY_MESSAGES = {
  mfaRequired: 'Enter the code from your authenticator app',
  codeRequired: 'Enter the code from your authenticator app',
  codeInvalid: 'That code is not valid',
  noPendingSetup: 'Start the setup again: no authenticator app is waiting to be confirmed',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  currentPasswordWrong: 'Current password is incorrect',
  askedTooOften: 'Too many wrong answers. Please try again in 15 minutes.',
  passwordWeak: 'Choose a stronger password',
} as const;

/** An authenticator app's 6 digits, or a recovery code (xxxxx-xxxxx); spaces and case do not matter. */
const codeSchema = z
  .string({ error: SECURITY_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(1, SECURITY_MESSAGES.codeRequired).max(20, SECURITY_MESSAGES.codeInvalid));

/** A username, typed on one line (a failed sign-in stores what was tried in the audit log). */
const usernameSchema = requiredText('Username is required', 100, refuseUntypeable);

// A password is compared, never shown: it is taken exactly as typed, so no character in it is refused or stripped.
export const adminLoginSchema = z.object({
  username: usernameSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  /** Only when two-factor sign-in is on. */
  code: codeSchema.optional(),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const mfaEnableSchema = z.object({ code: codeSchema });
export const mfaDisableSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  code: codeSchema,
});

/** An administrator's account as the command line creates it (`admin create <username> --name N --email E`). */
export const adminAccountSchema = z.object({
  username: usernameSchema,
  full_name: z.string().trim().min(1, 'Name is required').max(100).check(refuseUntypeable).optional(),
  email: z
    .string()
    .trim()
    .max(200)
    .regex(EMAIL_PATTERN, 'Please enter a valid email.')
    .check(refuseUntypeable)
    .optional(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** At least 10 characters (the rule); the server also asks zxcvbn how guessable it is. */
export const PASSWORD_MIN_LENGTH = 10;
export const passwordChangeSchema = z.object({
  current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  new_password: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The security page's state. */
export const securityStatusSchema = z
  .object({
    mfa_enabled: z.boolean(),
    recovery_codes_left: z.int().min(0).meta({ description: 'Unused recovery codes; 0 while two-factor is off.' }),
  })
  .meta({ id: 'SecurityStatus' });
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const adminProfileSchema = z.object({ full_name: z.string(), email: z.string() }).meta({ id: 'AdminProfile' });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** A session token, for `Authorization: Bearer`. */
const accessToken = z.string().meta({ description: 'The session, for `Authorization: Bearer`.' });

/** The answers of the sign-in and security routes. */
export const securityAnswers = {
  signedIn: z.object({ access_token: accessToken, admin: adminProfileSchema }),
  /** A password change or "sign out everywhere else": older sessions end, this one goes on with a fresh token. */
  freshSession: z.object({
    access_token: accessToken.meta({ description: 'The new session: every token issued before no longer works.' }),
  }),
  mfaSetup: z.object({
    secret: z.string().meta({ description: 'The base32 secret, to type into the app.' }),
    otpauth_url: z.string().meta({ description: 'The `otpauth://totp/...` address the QR code holds.' }),
    qr_svg: z.string().meta({ description: 'The QR code as an SVG document, drawn by the server.' }),
  }),
  mfaEnabled: z.object({
    recovery_codes: z.array(z.string()).meta({ description: 'Ten one-time codes (xxxxx-xxxxx), shown this once.' }),
  }),
};

/** What the server tells the browser about itself; embedded in every page as JSON. */
export type PublicConfig = {
  apiKey: string;
  whatsappNumber: string;
  site: BusinessSettings;
  /** The site's address for absolute links in share previews. */
  origin: string;
  /** The owner's colours as CSS variables for the page head; empty for the stylesheet's own. */
  brandCss: string;
  /** The owner's uploaded logo; null shows the shipped one. */
  logo: SiteLogo | null;
  /** The services the header's menu and the footer name, from the published Services page. */
  serviceLinks: ServiceMenuLink[];
};
