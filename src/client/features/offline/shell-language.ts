import { chosenLanguage } from '../../../shared/domain/language-choice.js';

/**
 * The mark of the app's bare shell (app-shell.html, scripts/offline-build.ts), which the service
 * worker serves for a page drawn offline from what it kept.
 */
export const SHELL_MARK = 'data-offline-shell';

/**
 * The server draws a page in the visitor's language (`<html lang>`), but the shell was built
 * once, in English, and the worker cannot read cookies everywhere: drawn offline, the page
 * takes the language as the server would have, from `?lang=` or the `lang` cookie (decision 041),
 * and remembers a `?lang=` choice as the server does. Any other page is left as it came.
 */
export function adoptVisitorLanguage(doc: Document = document): void {
  const root = doc.documentElement;
  if (!root.hasAttribute(SHELL_MARK)) return;
  const { language, setCookie } = chosenLanguage(doc.location?.search ?? '', doc.cookie);
  if (setCookie) doc.cookie = setCookie;
  root.lang = language;
}
