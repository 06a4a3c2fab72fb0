import { Laptop, LogOut } from 'lucide-react';
import type { AdminSession } from '../../../../shared/schemas/second-factor.js';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useAdminSessions, useEndAdminSession } from '../api/admin-sessions.js';
import { useDateTime } from '../hooks/use-date-time.js';
import { deviceName } from '../user-agent.js';

/**
 * "Signed-in devices": the admin's sessions, this one marked, each with its Sign out, and one
 * button that signs out every other device (decision 049).
 */
export function SignedInDevices() {
  const t = useT('admin');
  const sessions = useAdminSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <section
      aria-labelledby="devices-title"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id="devices-title" className="text-lg font-semibold text-slate-900">
        {t('security.devices.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('security.devices.description')}</p>
      {sessions.isPending ? (
        <p className="text-sm text-slate-600">{t('security.devices.loading')}</p>
      ) : sessions.isError ? (
        <p className="text-sm text-red-700">{t('security.devices.loadFailed')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      {others.length > 0 ? <SignOutOthers ids={others.map((session) => session.id)} /> : null}
    </section>
  );
}

/** Ends each of the other sessions in turn; each ending is its own audited write. */
function SignOutOthers({ ids }: { ids: string[] }) {
  const t = useT('admin');
  const toasts = useFormToasts('admin');
  const end = useEndAdminSession();
  return (
    <Button
      variant="outline"
      className="h-auto! min-h-10 max-w-full self-start whitespace-normal! py-2 text-left"
      disabled={end.isPending}
      onClick={async () => {
        try {
          for (const id of ids) await end.mutateAsync(id);
          toasts.saved(t('security.devices.othersSignedOut'));
        } catch {
          toasts.failed(t('security.devices.signOutFailed'));
        }
      }}
    >
      <LogOut aria-hidden="true" />
      {t('security.devices.signOutOthers')}
    </Button>
  );
}

function DeviceRow({ session }: { session: AdminSession }) {
  const t = useT('admin');
  const toasts = useFormToasts('admin');
  const dateTime = useDateTime();
  const end = useEndAdminSession();
  const { browser, os } = deviceName(session.userAgent);
  const name = t('security.devices.browserOn', {
    browser: browser ?? t('security.devices.unknownBrowser'),
    os: os ?? t('security.devices.unknownOs'),
  });
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Laptop className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {name}
            {session.current ? (
              <Badge variant="primary">{t('security.devices.thisDevice')}</Badge>
            ) : null}
          </p>
          <p className="text-slate-600">
            {t('security.devices.signedIn', { date: dateTime(session.createdAt) })}
          </p>
          <p className="text-slate-600">
            {t('security.devices.lastSeen', { date: dateTime(session.lastSeenAt) })}
          </p>
          <p className="text-slate-600 [overflow-wrap:anywhere]">
            {session.ip
              ? t('security.devices.address', { ip: session.ip })
              : t('security.devices.unknownAddress')}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        disabled={end.isPending}
        aria-label={t('security.devices.signOutLabel', {
          device: session.current ? t('security.devices.thisDevice') : name,
        })}
        onClick={async () => {
          try {
            const { current } = await end.mutateAsync(session.id);
            if (!current) toasts.saved(t('security.devices.signedOut'));
          } catch {
            toasts.failed(t('security.devices.signOutFailed'));
          }
        }}
      >
        <LogOut aria-hidden="true" />
        {t('security.devices.signOut')}
      </Button>
    </li>
  );
}
