// The Security page's account actions: change the password (checked for guessability with zxcvbn) and sign out every
// other session. Both end older sessions and hand the caller a fresh token, so the page that asked stays signed in.
import { findAdminCredentialsById, raiseSessionEpoch, setAdminPasswordHash } from '@coach/db';
import { invalid, type PasswordChange, SECURITY_MESSAGES, unauthorized } from '@coach/shared';
import type { Services } from '../trpc';
import { sessionKey } from './admin-auth';
import { askAgain, passwordProof } from './ask-again';
import { type AuditActor, audit } from './audit';
import { hashPassword } from './passwords';

/** zxcvbn's score (0-4) at least this: "safely unguessable" against offline attacks on a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

type Checker = {
  check(
    password: string,
    userInputs?: string[],
  ): { score: number; feedback: { warning?: string | null; suggestions: string[] } };
};
let checker: Promise<Checker> | undefined;

/** Loaded on first use: its dictionaries take memory a site that never changes a password need not spend. */
function passwordChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }) as unknown as Checker,
  );
  return checker;
}

/** Null when the password is strong enough; otherwise why not, in zxcvbn's words. */
export async function passwordWeakness(password: string, personal: string[]): Promise<string | null> {
  const result = (await passwordChecker()).check(password, personal);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return advice ? `${SECURITY_MESSAGES.passwordWeak}: ${advice}` : SECURITY_MESSAGES.passwordWeak;
}

async function freshToken(services: Pick<Services, 'db' | 'tokens'>, adminId: number) {
  const admin = await findAdminCredentialsById(services.db, adminId);
  if (!admin) throw unauthorized('Invalid or expired session');
  return services.tokens.issueAdminToken(admin.id, sessionKey(admin));
}

/** The signed-in administrator's password asked again (services/ask-again.ts): her record when it is right. */
export async function confirmPassword(
  services: Pick<Services, 'db' | 'limits'>,
  adminId: number,
  password: string,
  ip: string,
) {
  const admin = await findAdminCredentialsById(services.db, adminId);
  if (!admin) throw unauthorized('Invalid or expired session');
  await askAgain(services, admin.id, ip, [passwordProof(password, admin.password_hash)]);
  return admin;
}

export async function changeAdminPassword(
  services: Services,
  actor: AuditActor & { adminId: number; ip: string },
  input: PasswordChange,
) {
  const admin = await confirmPassword(services, actor.adminId, input.current_password, actor.ip);
  const business = await services.settings.get();
  const weakness = await passwordWeakness(input.new_password, [
    admin.username,
    business.owner_name,
    business.business_name,
    'nutriwell',
  ]);
  if (weakness) throw invalid(weakness);
  await setAdminPasswordHash(services.db, admin.id, await hashPassword(input.new_password));
  await audit(services, actor, { action: 'password_change', target_type: 'administrator', target_id: admin.id });
  return { access_token: await freshToken(services, admin.id) };
}

export async function signOutOtherSessions(services: Services, actor: AuditActor & { adminId: number }) {
  await raiseSessionEpoch(services.db, actor.adminId);
  await audit(services, actor, { action: 'sign_out_others', target_type: 'administrator', target_id: actor.adminId });
  return { access_token: await freshToken(services, actor.adminId) };
}
