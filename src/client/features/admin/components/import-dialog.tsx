import { Download, Loader2, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ImportReport } from '../../../../shared/schemas/healer-import.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { useT } from '../../../i18n/i18n-context.js';
import { ImportRefused, useImportHealers } from '../api/import-healers.js';
import { ImportInvitations } from './import-invitations.js';
import { ImportPreview } from './import-preview.js';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'preview'; file: File; report: ImportReport; error?: string }
  | { kind: 'done'; report: ImportReport };

/**
 * Import healers from a spreadsheet (DESIGN §9.4): choose a file, read the preview (nothing is
 * written), confirm, then send the new healers their invitations.
 */
export function ImportDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('admin');
  const inputId = useId();
  const run = useImportHealers();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const close = (open: boolean) => {
    if (open) return;
    props.onOpenChange(false);
    setStep({ kind: 'choose' });
    run.reset();
  };

  const preview = async (file: File) => {
    try {
      setStep({ kind: 'preview', file, report: await run.mutateAsync({ file, dryRun: true }) });
    } catch (error) {
      setStep({
        kind: 'choose',
        error: error instanceof Error ? error.message : t('import.failed'),
      });
    }
  };
  const confirm = async (file: File, shown: ImportReport) => {
    // With rows in error, the good ones alone (decision 068); the server checks them again.
    const goodRowsOnly = shown.errors > 0;
    try {
      setStep({
        kind: 'done',
        report: await run.mutateAsync({ file, dryRun: false, goodRowsOnly }),
      });
    } catch (error) {
      // Refused with rows (another admin changed the directory meanwhile): show them again.
      const report = error instanceof ImportRefused && error.report ? error.report : shown;
      const message = error instanceof Error ? error.message : t('import.failed');
      setStep({ kind: 'preview', file, report, error: message });
    }
  };

  const toWrite = step.kind === 'preview' ? step.report.created + step.report.updated : 0;
  const rejected = useRejectedSheet(
    step.kind === 'done'
      ? undefined
      : step.kind === 'preview'
        ? step.report.rejectedSheet
        : undefined,
  );
  return (
    <Dialog open={props.open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.description')}</DialogDescription>
        </DialogHeader>

        {step.kind !== 'done' ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
              {t('import.fileLabel')}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={run.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void preview(file);
              }}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          </div>
        ) : null}

        {run.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {step.kind === 'preview' ? t('import.importing') : t('import.reading')}
          </p>
        ) : null}
        {step.kind !== 'done' && step.error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {step.error}
          </p>
        ) : null}

        {step.kind === 'preview' ? (
          <>
            <ImportPreview report={step.report} />
            {step.report.errors > 0 ? (
              <div className="flex flex-col items-start gap-2">
                <p className="text-sm font-medium text-red-800">
                  {toWrite > 0
                    ? `${t('import.rowsLeftOut', { count: step.report.errors })} ${t('import.goodRowsHint', { count: toWrite })}`
                    : t('import.fixErrors')}
                </p>
                {rejected ? (
                  <a
                    href={rejected}
                    download={rejectedFileName(step.file.name)}
                    className="inline-flex items-center gap-2 text-sm font-medium text-primary-strong underline"
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t('import.downloadRejected', { count: step.report.errors })}
                  </a>
                ) : null}
              </div>
            ) : toWrite === 0 ? (
              <p className="text-sm text-slate-700">{t('import.nothingToDo')}</p>
            ) : null}
          </>
        ) : null}

        {step.kind === 'done' ? (
          <>
            <p role="status" className="font-medium text-emerald-800">
              {t('import.done', {
                created: step.report.created,
                updated: step.report.updated,
                unchanged: step.report.unchanged,
              })}
            </p>
            {step.report.invitations?.length ? (
              <ImportInvitations invitations={step.report.invitations} />
            ) : null}
          </>
        ) : null}

        <DialogFooter className="flex-wrap gap-2">
          {step.kind === 'preview' && toWrite > 0 ? (
            <Button onClick={() => void confirm(step.file, step.report)} disabled={run.isPending}>
              <Upload aria-hidden="true" />
              {step.report.errors > 0
                ? t('import.confirmGood', { count: toWrite })
                : t('import.confirm', { count: toWrite })}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => close(false)}>
            {t('import.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The rows with errors as a file to download (an object URL, released with the preview). */
function useRejectedSheet(csv: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!csv) return setUrl(undefined);
    const made = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [csv]);
  return url;
}

/** 'members.xlsx' → 'members-rows-with-errors.csv'. */
function rejectedFileName(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'healers'}-rows-with-errors.csv`;
}
