// Sign-in payloads and the public configuration handed to the browser at render time.
import { z } from 'zod';
import type { BusinessSettings } from './settings';

export const adminLoginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export type AdminProfile = { full_name: string; email: string };

/** What the server tells the browser about itself; embedded in every page as JSON. */
export type PublicConfig = {
  apiKey: string;
  whatsappNumber: string;
  site: BusinessSettings;
  /** The site's address for absolute links in share previews. */
  origin: string;
};
