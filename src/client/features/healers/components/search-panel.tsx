import { type ReactNode, useId } from 'react';
import { DISTRICTS } from '../../../../shared/constants/districts.js';
import { LANGUAGES } from '../../../../shared/constants/languages.js';
import { Search, X } from '../../../components/icons.js';
import { Button } from '../../../components/ui/button.js';
import { Input, NativeSelect } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { EMPTY_VISIT_SEARCH, MoreFilters, type VisitSearchValues } from './more-filters.js';

export type SearchValues = {
  query: string;
  district: string;
  city: string;
  specialty: string;
  language: string;
} & VisitSearchValues;

export const EMPTY_SEARCH: SearchValues = {
  query: '',
  district: '',
  city: '',
  specialty: '',
  language: '',
  ...EMPTY_VISIT_SEARCH,
};

/** The five filters of the directory; the caller debounces and sends them. */
export function SearchPanel(props: {
  values: SearchValues;
  onChange: (values: SearchValues) => void;
  searching: boolean;
  /** The near-me button and town picker, below the filters. */
  nearControl?: ReactNode;
}) {
  const { values, onChange, searching, nearControl } = props;
  const t = useT();
  const format = useFormat();
  const id = useId();
  const set = (field: keyof SearchValues, value: string) => onChange({ ...values, [field]: value });
  const anyFilter = Object.values(values).some((value) => value.trim() !== '');

  return (
    <search id="search-panel" aria-label={t('home.search.title')} className="block scroll-mt-20">
      <form
        className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-left shadow-xl ring-1 ring-slate-900/5 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-query`}>{t('home.search.name')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id={`${id}-query`}
              type="search"
              enterKeyHint="search"
              className="pl-9"
              placeholder={t('home.search.namePlaceholder')}
              value={values.query}
              maxLength={200}
              onChange={(event) => set('query', event.target.value)}
            />
          </div>
        </div>
        {/* Full width on a phone: half of a 390 px screen cuts 'Thiruvananthapuram' and
            'തിരുവനന്തപുരം' short. The language then takes the full row too, to keep the grid even. */}
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-district`}>{t('home.search.district')}</Label>
          <NativeSelect
            id={`${id}-district`}
            value={values.district}
            onChange={(event) => set('district', event.target.value)}
          >
            <option value="">{t('home.search.allDistricts')}</option>
            {DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {format.place(district)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-city`}>{t('home.search.city')}</Label>
          <Input
            id={`${id}-city`}
            placeholder={t('home.search.cityPlaceholder')}
            value={values.city}
            maxLength={200}
            onChange={(event) => set('city', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-specialty`}>{t('home.search.specialty')}</Label>
          <Input
            id={`${id}-specialty`}
            placeholder={t('home.search.specialtyPlaceholder')}
            value={values.specialty}
            maxLength={200}
            onChange={(event) => set('specialty', event.target.value)}
          />
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-language`}>{t('home.search.language')}</Label>
          <NativeSelect
            id={`${id}-language`}
            value={values.language}
            onChange={(event) => set('language', event.target.value)}
          >
            <option value="">{t('home.search.allLanguages')}</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <MoreFilters values={values} onChange={onChange} />
        {nearControl}
        {anyFilter ? (
          <div className="flex items-center justify-between gap-3 col-span-2 lg:col-span-5">
            <p className="text-sm text-slate-600" aria-live="polite">
              {searching ? t('home.search.searching') : ''}
            </p>
            <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_SEARCH)}>
              <X aria-hidden="true" />
              {t('home.search.clear')}
            </Button>
          </div>
        ) : null}
      </form>
    </search>
  );
}
