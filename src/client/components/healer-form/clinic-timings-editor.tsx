import { useId } from 'react';
import type { ClinicTiming } from '../../../shared/schemas/clinic-timing.js';
import { useT } from '../../i18n/i18n-context.js';
import type { NamespaceT } from '../../i18n/namespaces.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { Input } from '../ui/input.js';
import {
  applyPreset,
  type EditorDay,
  fromEditorDays,
  isSingleLongSession,
  toEditorDays,
} from './clinic-timings.js';

export type ClinicTimingsEditorProps = {
  /** The timings as saved (possibly fewer than seven days, or none). */
  value: readonly Partial<ClinicTiming>[] | null | undefined;
  onChange: (timings: ClinicTiming[]) => void;
  disabled?: boolean;
};

type TimeField = 'morningStart' | 'morningEnd' | 'eveningStart' | 'eveningEnd';

const TIME_FIELDS: readonly TimeField[] = [
  'morningStart',
  'morningEnd',
  'eveningStart',
  'eveningEnd',
];

/**
 * The week's clinic hours, Monday to Sunday: an open checkbox per day, morning and evening times,
 * and the Full Day and Half Day presets. Used by the healer's editor and the admin's healer dialog.
 */
export function ClinicTimingsEditor({ value, onChange, disabled }: ClinicTimingsEditorProps) {
  const t = useT('account');
  const days = toEditorDays(value);
  const update = (index: number, next: EditorDay) =>
    onChange(fromEditorDays(days.map((day, position) => (position === index ? next : day))));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('timings.hint')}</p>
      {days.map((day, index) => (
        <DayRow
          key={day.day}
          day={day}
          disabled={disabled}
          t={t}
          onChange={(next) => update(index, next)}
        />
      ))}
    </div>
  );
}

function DayRow(props: {
  day: EditorDay;
  disabled: boolean | undefined;
  t: NamespaceT<'account'>;
  onChange: (day: EditorDay) => void;
}) {
  const { day, disabled, t, onChange } = props;
  const appT = useT();
  const id = useId();
  const dayName = appT(`days.${day.day}`);
  const closed = !day.isOpen;
  const wholeDay = isSingleLongSession(day);
  const label = (field: TimeField) =>
    wholeDay && field === 'morningStart'
      ? t('timings.opens')
      : wholeDay && field === 'morningEnd'
        ? t('timings.closes')
        : t(`timings.${field}`);
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50/60 p-3" disabled={disabled}>
      <legend className="sr-only">{dayName}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span aria-hidden="true" className="w-24 font-semibold text-slate-900">
          {dayName}
        </span>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-open`}
            checked={day.isOpen}
            disabled={disabled}
            onCheckedChange={(checked) => onChange({ ...day, isOpen: checked === true })}
          />
          <label htmlFor={`${id}-open`} className="text-sm text-slate-800">
            {t('timings.open')}
          </label>
        </div>
        <div className="flex gap-2 sm:ml-auto">
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(applyPreset(day, 'fullDay'))}
          >
            {t('timings.fullDay')}
            <span className="sr-only"> {t('timings.presetDay', { day: dayName })}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(applyPreset(day, 'halfDay'))}
          >
            {t('timings.halfDay')}
            <span className="sr-only"> {t('timings.presetDay', { day: dayName })}</span>
          </Button>
        </div>
      </div>
      {closed ? (
        <p className="mt-2 text-sm text-slate-600">{t('timings.closedDay')}</p>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          {TIME_FIELDS.map((field) => (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field}`} className="text-xs font-medium text-slate-700">
                {label(field)}
              </label>
              <Input
                id={`${id}-${field}`}
                type="time"
                value={day[field]}
                disabled={disabled}
                onChange={(event) => onChange({ ...day, [field]: event.target.value })}
              />
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
