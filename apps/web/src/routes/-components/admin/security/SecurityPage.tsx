// Security: two-factor sign-in, the password, and the other sessions of the signed-in administrator.
import { AdminPage } from '../../../../components/admin/AdminPage';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

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
