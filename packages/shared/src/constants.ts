// Numbers and texts the spec fixes, named once for the server, the web app and the tests.
export const TOKEN_CACHE_MS = 240_000;
/** The encrypted public token outlives the browser's cache so a cached token is never already expired. */
export const PUBLIC_TOKEN_TTL_SECONDS = 300;
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** A public form's token is one per window, the same for every visitor, so a cached page can carry it. */
export const FORM_TOKEN_WINDOW_MS = 6 * 60 * 60 * 1000;
/** A token stays good this long after its window, so a page left open for a day can still post its form. */
export const FORM_TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;
export const ADMIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const HOME_FEATURED_RECIPES = 3;
export const HOME_RECIPES_RENDERED = 4;

export const AUTH_MESSAGES = {
  tokenFailed: 'Encrypted authentication failed',
  tokenMissing: 'Missing or invalid encrypted token',
  apiKeyInvalid: 'Invalid API key',
  adminRequired: 'Authentication required',
  adminInvalid: 'Invalid or expired session',
  badCredentials: 'Invalid username or password',
  networkError: 'Network error',
} as const;

export const DEFAULT_WHATSAPP_NUMBER = '919876543210';

/** The uploader's texts, the same in the browser and in the server's answers. */
export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select an image file',
  tooLarge: `File size should be less than ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`,
  tooManyPixels: 'Image dimensions are too large (at most 10000 pixels per side and 40 megapixels)',
  failed: 'Upload failed',
  success: 'Upload successful!',
} as const;
