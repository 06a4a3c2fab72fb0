import { BadgeCheck, EyeOff, LogOut, Printer, User } from 'lucide-react';
import { useRef } from 'react';
import { Link, Redirect } from 'wouter';
import { todayDate } from '../../shared/domain/zoned-time.js';
import { healerPagePath, healerPosterPath } from '../../shared/pages/pages.js';
import { PasskeysCard } from '../components/passkeys/passkeys-card.js';
import { StatusMessage } from '../components/status-message.js';
import { Button, buttonClasses } from '../components/ui/button.js';
import { runtimeConfig } from '../config/runtime-config.js';
import { useHealerStatus } from '../features/healer-account/api/get-healer-status.js';
import { healerLogout } from '../features/healer-account/api/healer-logout.js';
import { ChangePasswordCard } from '../features/healer-account/components/change-password-card.js';
import { ConfirmDetailsCard } from '../features/healer-account/components/confirm-details-card.js';
import { HealerInsightsCard } from '../features/healer-account/components/healer-insights-card.js';
import { HealerProfileEditor } from '../features/healer-account/components/healer-profile-editor.js';
import { OpenReportsCard } from '../features/healer-account/components/open-reports-card.js';
import { confirmationDue } from '../features/healer-account/confirm-due.js';
import { useLogoutFlow } from '../features/healer-account/hooks/use-logout-flow.js';
import { passkeyDeviceName } from '../features/security/user-agent.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useFormat, useT } from '../i18n/i18n-context.js';

/**
 * /healer-profile: the signed-in healer's own profile. Signed-out visitors go to /healer-login;
 * on a first sign-in the Change Password card comes first and the editor waits for it. Otherwise,
 * while a confirmation is due (decision 044), the page opens asking whether the details are still right.
 */
export default function HealerProfilePage() {
  const t = useT('account');
  const siteT = useT();
  const format = useFormat();
  usePageTitle('healer-profile');
  const status = useHealerStatus();
  const session = useLogoutFlow(healerLogout);
  const confirmedLine = useRef<HTMLParagraphElement>(null);

  if (session.loggedOut) return <StatusMessage text={session.message} />;
  if (status.isPending) return <StatusMessage text={t('profile.checking')} busy />;
  const healer = status.data?.healer;
  if (!status.data?.isAuthenticated || !healer) return <Redirect to="/healer-login" replace />;

  const mustChange = status.data.mustChangePassword === true;
  const codeMode = runtimeConfig.firstPassword() === 'code';
  const active = healer.isActive === 'true';
  const askToConfirm =
    !mustChange &&
    confirmationDue(healer.confirmedOn, todayDate(new Date(), runtimeConfig.timeZone()));
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('profile.title')}</h1>
          <p className="mt-1 text-slate-700">{format.displayName(healer.titles, healer.name)}</p>
          <p className="text-sm text-slate-600">{t('profile.subtitle')}</p>
          {healer.confirmedOn ? (
            <p
              ref={confirmedLine}
              tabIndex={-1}
              className="mt-1 flex items-center gap-1.5 text-sm font-medium text-secondary-ink focus:outline-none"
            >
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t('confirm.confirmedOn', { date: format.dates.fullDate(healer.confirmedOn) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {active ? (
            <Link
              href={healerPagePath(healer.id)}
              className={buttonClasses({ variant: 'outline' })}
            >
              <User aria-hidden="true" />
              {t('profile.viewPublic')}
            </Link>
          ) : null}
          {active ? (
            // The server draws the poster from the listing (decision 060): a page of its own.
            <a
              href={healerPosterPath(healer.id)}
              target="_blank"
              rel="noopener"
              // The Malayalam label is wider than a phone: it wraps rather than overflow.
              className={buttonClasses({
                variant: 'outline',
                className: 'h-auto! min-h-10 max-w-full whitespace-normal! py-2 text-left',
              })}
            >
              <Printer aria-hidden="true" />
              {t('profile.printPoster')}
              <span className="sr-only"> {siteT('common.opensInNewTab')}</span>
            </a>
          ) : null}
          <Button variant="outline" onClick={session.logout} disabled={session.pending}>
            <LogOut aria-hidden="true" />
            {t('profile.logout')}
          </Button>
        </div>
      </header>

      {active ? null : (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('profile.inactiveNotice')}
        </p>
      )}

      {askToConfirm ? (
        <ConfirmDetailsCard
          // The card goes with the press; the focus goes to the line that now says the date.
          onConfirmed={() => requestAnimationFrame(() => confirmedLine.current?.focus())}
        />
      ) : null}

      {mustChange ? null : (
        <PasskeysCard kind="healer" deviceName={passkeyDeviceName(navigator.userAgent)} />
      )}
      {mustChange ? null : <HealerInsightsCard />}

      {mustChange ? (
        <ChangePasswordCard
          reason={codeMode ? t('profile.mustChangeNoticeCode') : t('profile.mustChangeNotice')}
        />
      ) : null}
      <OpenReportsCard enabled={!mustChange} healer={healer} />
      <HealerProfileEditor key={healer.id} healer={healer} locked={mustChange} />
      {mustChange ? null : <ChangePasswordCard />}
    </section>
  );
}
