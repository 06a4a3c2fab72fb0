import { useId } from 'react';
import {
  YES_FILTER_FIELDS,
  type YesFilterField,
} from '../../../../shared/constants/healer-fields.js';
import { SlidersHorizontal } from '../../../components/icons.js';
import { NativeSelect } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useT } from '../../../i18n/i18n-context.js';

/**
 * What decides a visit (DESIGN §10.2) as the search panel holds it: '' is "any"; a yes filter
 * of the field table is 'true' when checked.
 */
export type VisitSearchValues = {
  gender: '' | 'woman' | 'man';
  maxFee: string;
} & { [F in YesFilterField]: '' | 'true' };

export const EMPTY_VISIT_SEARCH: VisitSearchValues = {
  gender: '',
  maxFee: '',
  ...(Object.fromEntries(YES_FILTER_FIELDS.map((field) => [field, ''])) as Record<
    YesFilterField,
    ''
  >),
};

/** The fee steps offered; the API takes any whole number. */
const FEE_STEPS = [200, 300, 500, 1000] as const;

/**
 * "More filters": a native disclosure (no script to open it, keyboard and screen readers know
 * it), closed at first so a phone's panel stays short; its summary counts the filters on, so a
 * closed one still says it narrows the list. Open from the start when one is on.
 */
export function MoreFilters<V extends VisitSearchValues>(props: {
  values: V;
  onChange: (values: V) => void;
}) {
  const { values, onChange } = props;
  const t = useT();
  const id = useId();
  const set = (field: keyof VisitSearchValues, value: string) =>
    onChange({ ...values, [field]: value });
  const on = (Object.keys(EMPTY_VISIT_SEARCH) as (keyof VisitSearchValues)[]).filter(
    (field) => values[field] !== '',
  ).length;
  return (
    <details className="group col-span-2 lg:col-span-5" data-testid="more-filters">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-1 text-sm font-semibold text-primary-strong focus-visible:outline-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {on > 0 ? t('visit.moreFiltersCount', { count: on }) : t('visit.moreFilters')}
      </summary>
      <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-gender`}>{t('visit.gender')}</Label>
          <NativeSelect
            id={`${id}-gender`}
            value={values.gender}
            onChange={(event) => set('gender', event.target.value)}
          >
            <option value="">{t('visit.anyGender')}</option>
            <option value="woman">{t('visit.genderWoman')}</option>
            <option value="man">{t('visit.genderMan')}</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-fee`}>{t('visit.maxFee')}</Label>
          <NativeSelect
            id={`${id}-fee`}
            value={values.maxFee}
            onChange={(event) => set('maxFee', event.target.value)}
          >
            <option value="">{t('visit.anyFee')}</option>
            {FEE_STEPS.map((fee) => (
              <option key={fee} value={String(fee)}>
                {t('visit.upToFee', { fee: fee.toLocaleString('en-IN') })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-3 lg:flex-row lg:items-end lg:gap-5">
          {YES_FILTER_FIELDS.map((field) => (
            <label
              key={field}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={values[field] === 'true'}
                onChange={(event) => set(field, event.target.checked ? 'true' : '')}
              />
              {t(`visit.yesFilters.${field}`)}
            </label>
          ))}
        </div>
      </div>
    </details>
  );
}
