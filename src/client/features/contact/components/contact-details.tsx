import type { LucideIcon } from 'lucide-react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { normaliseWhatsAppNumber, telLink } from '../../../../shared/domain/whatsapp.js';
import { useSettings } from '../../../api/get-settings.js';
import { Card } from '../../../components/ui/card.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';

const LINK =
  'font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** The federation's e-mail, phone, address and WhatsApp from the settings, and the office hours. */
export function ContactDetails() {
  const t = useT();
  const { data: settings, isPending } = useSettings();
  const email = settings?.contactEmail?.trim();
  const phone = settings?.contactPhone?.trim();
  const address = settings?.address?.trim();
  const tel = telLink(phone, runtimeConfig.countryCode());
  const whatsappNumber = normaliseWhatsAppNumber(phone, runtimeConfig.countryCode());
  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-6">
        <h2 className="text-xl font-semibold text-slate-900">{t('contact.detailsTitle')}</h2>
        {isPending ? (
          <p role="status" className="text-slate-600">
            {t('contact.loading')}
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {email ? (
              <Detail icon={Mail} label={t('contact.email')}>
                <a href={`mailto:${email}`} className={LINK}>
                  {email}
                </a>
              </Detail>
            ) : null}
            {phone && tel ? (
              <Detail icon={Phone} label={t('contact.phone')}>
                <a href={tel} className={LINK}>
                  {phone}
                </a>
              </Detail>
            ) : null}
            {address ? (
              <Detail icon={MapPin} label={t('contact.address')}>
                <address className="whitespace-pre-line not-italic text-slate-700">
                  {address}
                </address>
              </Detail>
            ) : null}
            {whatsappNumber ? (
              <Detail icon={MessageCircle} label={t('contact.whatsapp')}>
                <a
                  href={`https://wa.me/${whatsappNumber}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={LINK}
                >
                  {t('contact.whatsappChat')}
                  <span className="sr-only"> {t('common.opensInNewTab')}</span>
                </a>
              </Detail>
            ) : null}
          </ul>
        )}
      </Card>
      <Card className="flex flex-col gap-3 p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Clock className="size-5 text-primary" aria-hidden="true" />
          {t('contact.officeHours')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-700">
          <dt className="font-medium">{t('contact.weekdays')}</dt>
          <dd>{t('contact.weekdaysHours')}</dd>
          <dt className="font-medium">{t('contact.saturday')}</dt>
          <dd>{t('contact.saturdayHours')}</dd>
          <dt className="font-medium">{t('contact.sunday')}</dt>
          <dd>{t('contact.sundayHours')}</dd>
        </dl>
      </Card>
    </div>
  );
}

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-sm text-slate-600">{label}</span>
        <span className="break-words">{children}</span>
      </div>
    </li>
  );
}
