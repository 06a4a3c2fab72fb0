/** Grey cards standing in for the list while it loads. */
export function HealerListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4 min-[1800px]:grid-cols-5"
        aria-hidden="true"
      >
        {[0, 1, 2, 3].map((key) => (
          <div
            key={key}
            className={`${key > 0 ? 'hidden sm:block' : ''} animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white`}
          >
            <div className="aspect-[3/2] bg-slate-200" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-5 w-3/4 rounded bg-slate-200" />
              <div className="h-4 w-1/2 rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="mt-3 h-10 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
