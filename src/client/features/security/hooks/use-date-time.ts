import { useLocale } from '../../../i18n/i18n-context.js';

/** A moment (ISO time) as the admin reads it, in the interface's language: '27 Nov 2026, 9:30 am'. */
export function useDateTime(): (iso: string) => string {
  const locale = useLocale();
  return (iso: string) =>
    new Date(iso).toLocaleString(`${locale}-IN`, { dateStyle: 'medium', timeStyle: 'short' });
}
