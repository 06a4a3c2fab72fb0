import { Copy, Download } from 'lucide-react';
import { useFormToasts } from '../../../components/form/form-toasts.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';

/** Starts a download of a text file made in the page (no request leaves it). */
function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The ten recovery codes, shown once after two-step sign-in is turned on, to copy or download. */
export function RecoveryCodes(props: { codes: readonly string[]; onDone: () => void }) {
  const t = useT('admin');
  const toasts = useFormToasts('admin');
  const text = props.codes.join('\n');
  return (
    <div className="flex flex-col gap-3">
      <h4 className="font-semibold text-slate-900">{t('security.twoStep.recoveryTitle')}</h4>
      <p className="text-sm text-slate-700">{t('security.twoStep.recoveryBody')}</p>
      <ul
        aria-label={t('security.twoStep.recoveryListLabel')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {props.codes.map((code) => (
          <li key={code} className="tabular-nums">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={async () => {
            await navigator.clipboard?.writeText(text);
            toasts.saved(t('security.twoStep.copied'));
          }}
        >
          <Copy aria-hidden="true" />
          {t('security.twoStep.copy')}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            downloadText(
              'healers-directory-recovery-codes.txt',
              `${t('security.twoStep.fileHeader')}\n\n${text}\n`,
            )
          }
        >
          <Download aria-hidden="true" />
          {t('security.twoStep.download')}
        </Button>
        <Button onClick={props.onDone}>{t('security.twoStep.saved')}</Button>
      </div>
    </div>
  );
}
