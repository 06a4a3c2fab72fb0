import { TriangleAlert } from 'lucide-react';
import { useT } from '../../../i18n/i18n-context.js';
import { useAdminProfile } from '../api/get-admin-profile.js';

/** Shown until the admin replaces the initial password (DESIGN §5); the values are never shown. */
export function DefaultCredentialsNotice() {
  const t = useT('admin');
  const profile = useAdminProfile();
  if (!profile.data || profile.data.hasCustomCredentials) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('notice.defaultTitle')}</p>
        <p className="text-sm">{t('notice.defaultBody')}</p>
      </div>
    </div>
  );
}
