import {
  ArrowLeft,
  Award,
  BookOpen,
  CalendarOff,
  EyeOff,
  GraduationCap,
  UserX,
  WifiOff,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { errorStatus } from '../api/api-request.js';
import { sendEvent } from '../api/send-event.js';
import { Badge } from '../components/ui/badge.js';
import { buttonClasses } from '../components/ui/button.js';
import { useHealer } from '../features/healers/api/get-healer.js';
import { useHiddenHealer } from '../features/healers/api/get-hidden-healer.js';
import { useServiceName } from '../features/healers/api/get-service-names.js';
import { BioText } from '../features/healers/components/bio-text.js';
import { DistanceText } from '../features/healers/components/distance-text.js';
import { LeaveSection } from '../features/healers/components/leave-section.js';
import { ProfileHeader } from '../features/healers/components/profile-header.js';
import { BookingCard, ProfileSidebar } from '../features/healers/components/profile-sidebar.js';
import { ProfileSkeleton } from '../features/healers/components/profile-skeleton.js';
import { ReportListing } from '../features/healers/components/report-listing.js';
import { SectionCard } from '../features/healers/components/section-card.js';
import { WeeklySchedule } from '../features/healers/components/weekly-schedule.js';
import { directoryAddress } from '../features/healers/directory-address.js';
import { type Distance, distanceFromState } from '../features/healers/distance.js';
import { NavigationOverlay } from '../features/shell/components/navigation-overlay.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useFormat, useT } from '../i18n/i18n-context.js';

const BACK_LINK =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** A healer's public page, /healer/{id}. */
export default function HealerPage() {
  const t = useT();
  const format = useFormat();
  const serviceName = useServiceName();
  const { id = '' } = useParams<{ id: string }>();
  const shown = useHealer(id);
  // A hidden healer is a public 404; a signed-in admin previews the page instead (GET
  // /api/admin/healers/{id} answers 401 to anyone else).
  const preview = useHiddenHealer(id, errorStatus(shown.error?.cause) === 404);
  const hidden = !shown.data && preview.data !== undefined;
  const healer = shown.data ?? preview.data;
  const isPending = shown.isPending || (preview.isPending && preview.fetchStatus !== 'idle');
  const isError = !healer && (shown.isError || preview.isError);
  // Read after hydration: the pre-rendered page has no history state, so no mismatch.
  const [distance, setDistance] = useState<Distance | undefined>();
  useEffect(() => setDistance(distanceFromState(window.history.state)), []);
  // One view per profile opened: once its public data is there (after hydration for a
  // pre-rendered page), not on each render; an admin's preview of a hidden profile is no view.
  const viewedId = shown.data?.id;
  useEffect(() => {
    if (viewedId) sendEvent('profile-view', { healerId: viewedId });
  }, [viewedId]);
  const name = healer ? format.displayName(healer.titles, healer.name) : undefined;
  usePageTitle('healer', { name: name ?? '' }, name !== undefined);

  if (isPending) {
    return (
      <>
        <ProfileSkeleton />
        <NavigationOverlay />
      </>
    );
  }

  if (isError || !healer || !name) {
    // Only the server's 404 says a healer is gone; no reply at all is a device offline whose
    // saved copy lacks this profile (decision 066).
    const status = errorStatus(shown.error?.cause);
    const unsaved = status === undefined;
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        {unsaved ? (
          <WifiOff className="size-12 text-slate-500" aria-hidden="true" />
        ) : (
          <UserX className="size-12 text-slate-500" aria-hidden="true" />
        )}
        <h1 className="text-2xl font-bold text-slate-900">
          {unsaved ? t('profile.notSavedTitle') : t('profile.notFoundTitle')}
        </h1>
        <p className="text-slate-600">
          {unsaved
            ? t('profile.notSavedBody')
            : status === 404
              ? t('profile.notFoundBody')
              : t('profile.notLoadedBody')}
        </p>
        <Link href={directoryAddress()} className={buttonClasses({ className: 'mt-2' })}>
          <ArrowLeft aria-hidden="true" />
          {unsaved ? t('profile.savedDirectory') : t('profile.back')}
        </Link>
      </section>
    );
  }

  const holidays = healer.holidays?.trim();
  const bio = healer.bio?.trim();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <Link href={directoryAddress()} className={BACK_LINK}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('profile.back')}
      </Link>
      {hidden ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('profile.hiddenNotice')}
        </p>
      ) : null}
      <ProfileHeader
        healer={healer}
        name={name}
        distance={distance ? <DistanceText distance={distance} /> : undefined}
      />
      <BookingCard healer={healer} className="flex lg:hidden" />
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          {healer.services.length > 0 ? (
            <SectionCard title={t('profile.servicesOffered')} icon={Award}>
              <ul className="flex flex-wrap gap-2">
                {healer.services.map((service) => (
                  <li key={service}>
                    <Badge variant="secondary" className="text-sm">
                      {serviceName(service)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </SectionCard>
          ) : null}
          {bio ? (
            <SectionCard title={t('profile.about')} icon={BookOpen}>
              <BioText text={bio} />
            </SectionCard>
          ) : null}
          {healer.qualifications.length > 0 ? (
            <SectionCard title={t('profile.qualifications')} icon={GraduationCap}>
              <ul className="list-disc space-y-1 pl-5 text-slate-700">
                {healer.qualifications.map((qualification) => (
                  <li key={qualification}>{qualification}</li>
                ))}
              </ul>
            </SectionCard>
          ) : null}
          <WeeklySchedule timings={healer.clinicTimings} leave={healer.leave} />
          <LeaveSection leave={healer.leave} />
          {holidays ? (
            <SectionCard title={t('profile.specialHolidays')} icon={CalendarOff}>
              <p className="whitespace-pre-line text-slate-700">{holidays}</p>
            </SectionCard>
          ) : null}
        </div>
        <ProfileSidebar healer={healer} name={name} />
      </div>
      {hidden ? null : <ReportListing healerId={healer.id} name={name} />}
    </div>
  );
}
