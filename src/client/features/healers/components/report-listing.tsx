import { useState } from 'react';
import { lazyPiece, PieceFailed, useLazyPiece } from '../../../components/lazy-piece.js';
import { useT } from '../../../i18n/i18n-context.js';

// The form and its request are code most visitors never run: loaded on the first press, so the
// profile's own script stays as it was (decision 047); a press offline says so (decision 066).
const reportDialog = lazyPiece(() => import('./report-listing-dialog.js').then((m) => m.default));

/** The quiet "Report a problem with this listing" control at the foot of a healer's profile. */
export function ReportListing(props: { healerId: string; name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Each opening is a new form (and a new three seconds before it may send).
  const [opening, setOpening] = useState(0);
  const dialog = useLazyPiece(reportDialog);
  const ReportListingDialog = dialog.loaded;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <button
        type="button"
        aria-haspopup="dialog"
        className="rounded px-2 py-1 text-sm text-slate-600 underline decoration-slate-400 underline-offset-4 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
        onClick={() =>
          dialog.request(() => {
            setOpening((count) => count + 1);
            setOpen(true);
          })
        }
      >
        {t('report.open')}
      </button>
      {dialog.failed ? <PieceFailed /> : null}
      {opening > 0 && ReportListingDialog ? (
        <ReportListingDialog
          key={opening}
          open={open}
          onOpenChange={setOpen}
          healerId={props.healerId}
          name={props.name}
        />
      ) : null}
    </div>
  );
}
