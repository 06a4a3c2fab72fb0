import { useT } from '../../i18n/i18n-context.js';
import { toast } from '../ui/toast-store.js';

/** The success and failure toasts of a form, titled from its namespace's `toast` group. */
export function useFormToasts(namespace: 'admin' | 'account') {
  // Both namespaces carry the same `toast` titles; `admin` types them for either.
  const t = useT(namespace as 'admin');
  return {
    saved: (description: string) =>
      toast({ title: t('toast.successTitle'), description, variant: 'success' }),
    failed: (description: string) =>
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' }),
  };
}
