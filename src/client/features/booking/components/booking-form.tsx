import { MessageCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  BOOKING_LANGUAGE_OF_UI,
  BOOKING_LANGUAGES,
} from '../../../../shared/constants/languages.js';
import { SEX_OPTIONS } from '../../../../shared/constants/people.js';
import type { UiLanguage } from '../../../../shared/constants/ui-languages.js';
import { DATE_BOUNDS } from '../../../../shared/domain/dates.js';
import { bookingMessage } from '../../../../shared/domain/messages.js';
import { whatsappLink } from '../../../../shared/domain/whatsapp.js';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { sendEvent } from '../../../api/send-event.js';
import { Button } from '../../../components/ui/button.js';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.js';
import { Label, RequiredMark } from '../../../components/ui/label.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useClinicClock } from '../../../hooks/use-clinic-clock.js';
import { useLocale, useT } from '../../../i18n/i18n-context.js';
import {
  type BookingValues,
  bookingFieldProblems,
  bookingWarnings,
  canBook,
  missingBookingFields,
} from '../booking-rules.js';
import { BookingNotices } from './booking-notices.js';
import { FieldProblem, WhatBookWaitsFor } from './booking-problems.js';

/** A blank form; the language to talk in starts as the interface's (wave 3). */
function emptyForm(language: UiLanguage): BookingValues {
  return {
    patientName: '',
    age: '',
    sex: '',
    phone: '',
    preferredDate: '',
    preferredTime: '',
    preferredLanguage: BOOKING_LANGUAGE_OF_UI[language],
    healthConcerns: '',
  };
}

/** Opens a link in a new tab (the WhatsApp app on a phone), or here when pop-ups are blocked. */
function openExternal(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

/** The booking fields; Book composes the WhatsApp message and opens wa.me. Nothing is stored. */
export function BookingForm({ healer, onBooked }: { healer: Healer; onBooked: () => void }) {
  const t = useT();
  // The message is composed in the interface language; what the visitor typed stays as typed.
  const language = useLocale() as UiLanguage;
  const id = useId();
  const { now, timeZone } = useClinicClock();
  const today = todayDate(now, timeZone);
  const [values, setValues] = useState<BookingValues>(() => emptyForm(language));
  // A phone or age problem shows once the visitor has left the field, or pressed Book.
  const [checked, setChecked] = useState<{ phone?: boolean; age?: boolean; all?: boolean }>({});
  const set = (field: keyof BookingValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const warnings = bookingWarnings(
    healer.clinicTimings,
    values.preferredDate,
    values.preferredTime,
    healer.leave,
  );
  const dateInPast = values.preferredDate !== '' && values.preferredDate < today;
  const ready = canBook(values, today);
  const missing = missingBookingFields(values);
  const problems = bookingFieldProblems(values);
  const shown = {
    phone: checked.phone || checked.all ? problems.phone : undefined,
    age: checked.age || checked.all ? problems.age : undefined,
  };
  const leave = (name: 'phone' | 'age') => () =>
    setChecked((current) => (current[name] ? current : { ...current, [name]: true }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    if (problems.age || problems.phone) {
      setChecked({ all: true });
      document.getElementById(field(problems.age ? 'age' : 'phone'))?.focus();
      return;
    }
    const message = bookingMessage(
      healer,
      {
        ...values,
        patientName: values.patientName.trim(),
        age: values.age.trim(),
        phone: values.phone.trim(),
      },
      language,
    );
    const link = whatsappLink(healer.bookingWhatsApp, message, runtimeConfig.countryCode());
    if (!link) return;
    sendEvent('booking-open', { healerId: healer.id });
    openExternal(link);
    onBooked();
  }

  const field = (name: keyof BookingValues) => `${id}-${name}`;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4">
        <div className="flex flex-col gap-1.5 col-span-2">
          <Label htmlFor={field('patientName')}>
            {t('booking.patientName')}
            <RequiredMark />
          </Label>
          <Input
            id={field('patientName')}
            autoComplete="name"
            required
            value={values.patientName}
            onChange={(event) => set('patientName')(event.target.value)}
          />
        </div>
        {/* Age needs three digits; the rest of the row is Sex's, so its Malayalam placeholder
            ('തിരഞ്ഞെടുക്കുക') shows whole on a phone. */}
        <div className="col-span-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={field('age')}>
              {t('booking.age')}
              <RequiredMark />
            </Label>
            <Input
              id={field('age')}
              inputMode="numeric"
              required
              maxLength={3}
              value={values.age}
              aria-invalid={shown.age ? true : undefined}
              aria-describedby={shown.age ? `${id}-age-error` : undefined}
              onBlur={leave('age')}
              onChange={(event) => set('age')(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={field('sex')}>
              {t('booking.sex')}
              <RequiredMark />
            </Label>
            <NativeSelect
              id={field('sex')}
              required
              value={values.sex}
              onChange={(event) => set('sex')(event.target.value)}
            >
              <option value="">{t('booking.selectSex')}</option>
              {SEX_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`booking.sexOptions.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {/* Below both: the age column is too narrow for a sentence. */}
          <FieldProblem id={`${id}-age-error`} problem={shown.age} className="col-span-2" />
        </div>
        <div className="flex flex-col gap-1.5 col-span-2">
          <Label htmlFor={field('phone')}>
            {t('booking.phone')}
            <RequiredMark />
          </Label>
          <Input
            id={field('phone')}
            type="tel"
            autoComplete="tel"
            required
            maxLength={20}
            value={values.phone}
            aria-invalid={shown.phone ? true : undefined}
            aria-describedby={shown.phone ? `${id}-phone-error` : undefined}
            onBlur={leave('phone')}
            onChange={(event) => set('phone')(event.target.value)}
          />
          <FieldProblem id={`${id}-phone-error`} problem={shown.phone} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('preferredDate')}>
            {t('booking.preferredDate')}
            <RequiredMark />
          </Label>
          <Input
            id={field('preferredDate')}
            type="date"
            required
            min={today}
            max={DATE_BOUNDS.last}
            value={values.preferredDate}
            aria-invalid={dateInPast || undefined}
            aria-describedby={dateInPast ? `${id}-date-error` : undefined}
            onChange={(event) => set('preferredDate')(event.target.value)}
          />
          {dateInPast ? (
            <p id={`${id}-date-error`} className="text-sm text-red-700">
              {t('booking.dateInPast')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('preferredTime')}>
            {t('booking.preferredTime')}
            <RequiredMark />
          </Label>
          <Input
            id={field('preferredTime')}
            type="time"
            required
            value={values.preferredTime}
            onChange={(event) => set('preferredTime')(event.target.value)}
          />
        </div>
        <BookingNotices
          timings={healer.clinicTimings}
          date={values.preferredDate}
          today={today}
          warnings={warnings}
        />
        <div className="flex flex-col gap-1.5 col-span-2">
          <Label htmlFor={field('preferredLanguage')}>{t('booking.preferredLanguage')}</Label>
          <NativeSelect
            id={field('preferredLanguage')}
            value={values.preferredLanguage}
            onChange={(event) => set('preferredLanguage')(event.target.value)}
          >
            {BOOKING_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`booking.languageOptions.${language}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5 col-span-2">
          <Label htmlFor={field('healthConcerns')}>{t('booking.healthConcerns')}</Label>
          <Textarea
            id={field('healthConcerns')}
            rows={3}
            maxLength={1000}
            placeholder={t('booking.healthConcernsPlaceholder')}
            value={values.healthConcerns}
            onChange={(event) => set('healthConcerns')(event.target.value)}
          />
        </div>
      </div>
      <p className="text-xs text-slate-600">{t('booking.privacy')}</p>
      {/* Just above Book, which it explains. */}
      <WhatBookWaitsFor id={`${id}-waits-for`} missing={missing} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBooked}>
          {t('booking.cancel')}
        </Button>
        <Button
          type="submit"
          variant="success"
          disabled={!ready}
          aria-describedby={
            missing.length > 0 ? `${id}-waits-for` : dateInPast ? `${id}-date-error` : undefined
          }
        >
          <MessageCircle aria-hidden="true" />
          {t('booking.submit')}
        </Button>
      </div>
    </form>
  );
}
