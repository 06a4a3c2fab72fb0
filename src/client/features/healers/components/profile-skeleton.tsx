import { useT } from '../../../i18n/i18n-context.js';

/**
 * Grey blocks in the profile's layout (photo and name, booking, a section) while its code or its
 * data comes: a tapped profile shows this in its first frame, never a blank page (decision 064).
 * Part of the entry, so it needs nothing loaded to draw.
 */
export function ProfileSkeleton() {
  const t = useT();
  return (
    <div
      className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10"
      role="status"
      data-testid="profile-skeleton"
    >
      <span className="sr-only">{t('profile.loading')}</span>
      <div className="flex animate-pulse flex-col gap-5" aria-hidden="true">
        <div className="h-5 w-40 rounded bg-slate-200" />
        <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:p-6">
          <div className="size-32 shrink-0 rounded-2xl bg-slate-200 sm:size-40" />
          <div className="flex flex-1 flex-col gap-3">
            <div className="h-8 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
          </div>
        </div>
        <div className="h-28 rounded-xl border border-slate-200 bg-white p-5 lg:hidden">
          <div className="h-full rounded bg-slate-200" />
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <div className="h-6 w-1/3 rounded bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-200" />
          <div className="h-4 w-5/6 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
