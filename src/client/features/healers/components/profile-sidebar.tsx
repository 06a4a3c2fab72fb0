import { Languages, MapPin, MessageCircle, Navigation, Phone, Star } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGES } from '../../../../shared/constants/languages.js';
import { joinedAddress } from '../../../../shared/domain/address-lines.js';
import { externalUrl } from '../../../../shared/domain/external-url.js';
import { parseLanguages } from '../../../../shared/domain/languages.js';
import { mapsLink, reviewsLink } from '../../../../shared/domain/reviews-and-maps.js';
import { telLink } from '../../../../shared/domain/whatsapp.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { sendEvent } from '../../../api/send-event.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button, buttonClasses } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../components/ui/cn.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { withPlaceNames } from '../../../i18n/format.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import type { TKey } from '../../../i18n/translator.js';
import { primaryAction } from '../card-rules.js';
import { HealerSocialLinks } from './healer-social-links.js';
import { LazyBookingDialog } from './lazy-booking-dialog.js';
import { SectionCard } from './section-card.js';
import { BookingFacts, ProfileVisitFacts } from './visit-facts.js';

/** Booking and calling, availability, location with reviews, languages and social links. */
export function ProfileSidebar({ healer, name }: { healer: Healer; name: string }) {
  const t = useT();
  const format = useFormat();
  const address = joinedAddress(withPlaceNames(healer, format));
  const languages = parseLanguages(healer.languages);
  return (
    <aside className="flex flex-col gap-5">
      <BookingCard healer={healer} className="hidden lg:flex" />

      <SectionCard title={t('profile.location')} icon={MapPin}>
        {address ? <address className="mb-4 not-italic text-slate-700">{address}</address> : null}
        <ProfileVisitFacts healer={healer} />
        <div className="flex flex-col gap-2">
          <a
            href={mapsLink(healer)}
            onClick={() => sendEvent('directions', { healerId: healer.id })}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline' })}
          >
            <Navigation aria-hidden="true" />
            {t('profile.getDirections')}
            <span className="sr-only">{t('common.opensInNewTab')}</span>
          </a>
          <a
            href={reviewsLink(healer)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline' })}
          >
            <Star aria-hidden="true" />
            {t('profile.viewGoogleReviews')}
            <span className="sr-only">{t('common.opensInNewTab')}</span>
          </a>
        </div>
      </SectionCard>

      {languages.length > 0 ? (
        <SectionCard title={t('profile.languagesSpoken')} icon={Languages}>
          <ul className="flex flex-wrap gap-2">
            {languages.map((language) => (
              <li key={language}>
                <Badge variant="primary" className="text-sm">
                  {language in LANGUAGE_KEYS ? t(LANGUAGE_KEYS[language]!) : language}
                </Badge>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}

      <SocialCard healer={healer} name={name} />
    </aside>
  );
}

// Known languages read from the catalogue; any other name is shown as the healer wrote it.
const LANGUAGE_KEYS: Record<string, TKey> = Object.fromEntries(
  LANGUAGES.map((language) => [language, `languages.${language}` as const]),
);

function SocialCard({ healer, name }: { healer: Healer; name: string }) {
  const t = useT();
  const any = [
    healer.facebook,
    healer.instagram,
    healer.twitter,
    healer.linkedin,
    healer.youtube,
  ].some((value) => externalUrl(value) !== null);
  if (!any) return null;
  return (
    <SectionCard title={t('profile.connect')}>
      <HealerSocialLinks healer={healer} name={name} />
    </SectionCard>
  );
}

/**
 * Book via WhatsApp, Call Directly and the availability text; near the top on phones, in the
 * sidebar on wide screens. It follows the card's rule (spec §2, DESIGN §5): Book only with a
 * booking WhatsApp, so a healer without one is called, never offered a booking that cannot be.
 */
export function BookingCard({ healer, className }: { healer: Healer; className: string }) {
  const t = useT();
  const [bookingOpen, setBookingOpen] = useState(false);
  const tel = telLink(healer.phone, runtimeConfig.countryCode());
  const books = primaryAction(healer) === 'book';
  const availability = healer.availability?.trim();
  if (!books && !tel && !availability) return null;
  return (
    <Card className={cn('flex-col gap-3 p-5', className)}>
      <BookingFacts healer={healer} />
      {books ? (
        <Button variant="success" size="lg" onClick={() => setBookingOpen(true)}>
          <MessageCircle aria-hidden="true" />
          {t('profile.bookViaWhatsApp')}
        </Button>
      ) : null}
      {tel ? (
        <a
          href={tel}
          onClick={() => sendEvent('call', { healerId: healer.id })}
          className={buttonClasses({ variant: books ? 'outline' : 'primary', size: 'lg' })}
        >
          <Phone aria-hidden="true" />
          {t('profile.callDirectly')}
        </a>
      ) : null}
      {availability ? (
        <div className="mt-1 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">{t('profile.availability')}</p>
          <p className="whitespace-pre-line">{healer.availability}</p>
        </div>
      ) : null}
      {books ? (
        <LazyBookingDialog healer={healer} open={bookingOpen} onOpenChange={setBookingOpen} />
      ) : null}
    </Card>
  );
}
