// The administrator's session in browser storage, under the keys the spec names.
import type { AdminProfile } from '@coach/shared';

const ADMIN_TOKEN_KEY = 'admin_token';
const ADMIN_USER_KEY = 'admin_user';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

export function getAdminUser(): AdminProfile | null {
  const raw = storage()?.getItem(ADMIN_USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AdminProfile;
  } catch {
    return null;
  }
}

export function saveAdminSession(token: string, admin: AdminProfile) {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
  storage()?.setItem(ADMIN_USER_KEY, JSON.stringify(admin));
}

/** A fresh token for the same administrator (after a password change or signing out the other sessions). */
export function replaceAdminToken(token: string) {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminSession() {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_USER_KEY);
}
