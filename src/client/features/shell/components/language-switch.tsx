import { Fragment } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  LANGUAGE_NAMES,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../../../shared/constants/ui-languages.js';
import { Languages } from '../../../components/icons.js';
import { cn } from '../../../components/ui/cn.js';
import { useLocale } from '../../../i18n/i18n-context.js';

/**
 * English / മലയാളം (decision 024). Each is a plain link to the same page with `?lang=`, which
 * the server remembers in a cookie and draws in that language from the first byte. `compact`
 * (the phone header) shows only the language the page is not in.
 */
export function LanguageSwitch(props: { className?: string; compact?: boolean }) {
  const current = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const href = (language: UiLanguage) => {
    const params = new URLSearchParams(search);
    params.set('lang', language);
    return `${path}?${params.toString()}`;
  };
  const shown = props.compact
    ? UI_LANGUAGES.filter((language) => language !== current)
    : UI_LANGUAGES;
  return (
    // Not a landmark of its own: two links named by their languages say what they are.
    <div className={cn('flex items-center text-sm', props.className)}>
      {props.compact ? null : (
        <Languages className="mr-1.5 size-4 text-slate-500" aria-hidden="true" />
      )}
      {shown.map((language, index) => (
        <Fragment key={language}>
          {index > 0 ? (
            <span aria-hidden="true" className="px-1 text-slate-400">
              /
            </span>
          ) : null}
          <a
            href={href(language)}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            className={cn(
              // One word of Malayalam on an English page must not download the Malayalam web
              // font: it has a cut of its own, inlined in the CSS (styles.css, decision 040).
              'inline-flex min-h-10 items-center rounded-md px-2 font-label font-medium focus-visible:outline-2 focus-visible:outline-primary',
              language === current
                ? 'text-primary underline decoration-2 underline-offset-4'
                : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </Fragment>
      ))}
    </div>
  );
}
