import { MessageCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { UiLanguage } from '../../../../shared/constants/ui-languages.js';
import { contactMessage } from '../../../../shared/domain/messages.js';
import { whatsappLink } from '../../../../shared/domain/whatsapp.js';
import { useSettings } from '../../../api/get-settings.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Input, Textarea } from '../../../components/ui/input.js';
import { Label, RequiredMark } from '../../../components/ui/label.js';
import { toast } from '../../../components/ui/toast-store.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useLocale, useT } from '../../../i18n/i18n-context.js';

/**
 * The simple e-mail pattern of spec §5 (an @ and a dot), the same as SIMPLE_EMAIL_PATTERN in
 * shared/schemas/contact.ts; repeated here because importing that module brings zod (25 KB)
 * into this page.
 */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

const EMPTY: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The message form: checked here, then sent as a WhatsApp message; no server call. */
export function ContactForm() {
  const t = useT();
  const language = useLocale() as UiLanguage;
  const id = useId();
  const { data: settings } = useSettings();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as ContactValues;
    if (!trimmed.firstName || !trimmed.email || !trimmed.subject || !trimmed.message) {
      toast({
        title: t('contact.missingTitle'),
        description: t('contact.missingBody'),
        variant: 'destructive',
      });
      return;
    }
    if (!SIMPLE_EMAIL_PATTERN.test(trimmed.email)) {
      toast({
        title: t('contact.invalidEmailTitle'),
        description: t('contact.invalidEmailBody'),
        variant: 'destructive',
      });
      return;
    }
    if (!settings?.contactPhone?.trim()) {
      toast({
        title: t('contact.unavailableTitle'),
        description: t('contact.unavailableBody'),
        variant: 'destructive',
      });
      return;
    }
    const link = whatsappLink(
      settings.contactPhone,
      contactMessage(trimmed, language),
      runtimeConfig.countryCode(),
    );
    if (!link) {
      toast({
        title: t('contact.linkFailedTitle'),
        description: t('contact.linkFailedBody'),
        variant: 'destructive',
      });
      return;
    }
    const opened = window.open(link, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(link);
  }

  const field = (name: keyof ContactValues) => `${id}-${name}`;
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-xl font-semibold text-slate-900">{t('contact.formTitle')}</h2>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('firstName')}>
            {t('contact.firstName')}
            <RequiredMark />
          </Label>
          <Input
            id={field('firstName')}
            autoComplete="given-name"
            required
            maxLength={200}
            value={values.firstName}
            onChange={set('firstName')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('lastName')}>{t('contact.lastName')}</Label>
          <Input
            id={field('lastName')}
            autoComplete="family-name"
            maxLength={200}
            value={values.lastName}
            onChange={set('lastName')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('email')}>
            {t('contact.email')}
            <RequiredMark />
          </Label>
          <Input
            id={field('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={200}
            value={values.email}
            onChange={set('email')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('phone')}>{t('contact.phoneOptional')}</Label>
          <Input
            id={field('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={values.phone}
            onChange={set('phone')}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={field('subject')}>
            {t('contact.subject')}
            <RequiredMark />
          </Label>
          <Input
            id={field('subject')}
            required
            maxLength={200}
            value={values.subject}
            onChange={set('subject')}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={field('message')}>
            {t('contact.message')}
            <RequiredMark />
          </Label>
          <Textarea
            id={field('message')}
            required
            rows={5}
            maxLength={2000}
            value={values.message}
            onChange={set('message')}
          />
        </div>
        <p className="text-xs text-slate-600 sm:col-span-2">{t('contact.privacy')}</p>
        <div className="sm:col-span-2">
          <Button type="submit" variant="success" size="lg" className="w-full sm:w-auto">
            <MessageCircle aria-hidden="true" />
            {t('contact.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
