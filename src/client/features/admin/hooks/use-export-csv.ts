import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { exportHealers } from '../api/export-healers.js';

/** The object URL must outlive the click that starts the download; a minute is plenty. */
const REVOKE_AFTER_MS = 60_000;

/** Export CSV: downloads healers-YYYY-MM-DD.csv and says so. */
export function useExportCsv() {
  const t = useT('admin');
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await exportHealers();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      toast({
        title: t('export.successTitle'),
        description: t('export.successBody'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('export.failedTitle'),
        description: t('export.failedBody'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return { exportCsv: run, pending };
}
