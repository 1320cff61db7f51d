// Security: two-factor sign-in, the password, and the other sessions of the signed-in administrator.
import { AdminPage } from '@/components/admin/admin-page';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

export function SecurityPage() {
  return (
    <AdminPage title="Security">
      <div className="space-y-8">
        <TwoFactorSection />
        <PasswordSection />
        <SessionsSection />
      </div>
    </AdminPage>
  );
}
