import { StatusMessage } from '../components/status-message.js';
import { adminLogout } from '../features/admin/api/admin-logout.js';
import { useAdminStatus } from '../features/admin/api/get-admin-status.js';
import { AdminDashboard } from '../features/admin/components/admin-dashboard.js';
import { AdminLoginForm } from '../features/admin/components/admin-login-form.js';
import { useLogoutFlow } from '../features/healer-account/hooks/use-logout-flow.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useT } from '../i18n/i18n-context.js';

/** /admin: 'Checking authentication...', then the login form or the panel. */
export default function AdminPage() {
  const t = useT('admin');
  usePageTitle('admin');
  const status = useAdminStatus();
  const session = useLogoutFlow(adminLogout);

  if (session.loggedOut) return <StatusMessage text={session.message} />;
  if (status.isPending) return <StatusMessage text={t('checking')} busy />;
  if (!status.data?.isAuthenticated) {
    return <AdminLoginForm firstSignIn={status.data?.hasCustomCredentials === false} />;
  }
  return <AdminDashboard onLogout={session.logout} loggingOut={session.pending} />;
}
