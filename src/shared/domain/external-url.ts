/**
 * A link a user typed, made safe to put in an href: http(s) only (never javascript: or data:),
 * 'www.example.org' gets https:// in front. Null when blank or not a web address.
 */
export function externalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!hasScheme && !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}
