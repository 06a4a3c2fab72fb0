import { Award, Globe, Mail, Navigation, Phone, Share2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { externalUrl } from '../../../../shared/domain/external-url.js';
import { telLink } from '../../../../shared/domain/whatsapp.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { sendEvent } from '../../../api/send-event.js';
import { HealerPhoto } from '../../../components/healer-photo.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { formatRating, showsRating } from '../card-rules.js';
import { experienceText } from '../experience-text.js';
import { useShareHealer } from '../hooks/use-share-healer.js';
import { OpeningLine } from './opening-line.js';
import { ConfirmedLine, VerifiedBadge } from './trust-marks.js';

const LINK =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** Photo, titles and name, specialty, rating, experience and the direct contact links. */
export function ProfileHeader(props: {
  healer: Healer;
  name: string;
  /** How far away the healer is, when the visitor came from a distance-sorted list. */
  distance?: ReactNode;
}) {
  const { healer, name, distance } = props;
  const t = useT();
  const share = useShareHealer();
  const tel = telLink(healer.phone, runtimeConfig.countryCode());
  const website = externalUrl(healer.website);
  const email = healer.email?.trim();
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:p-6">
      <HealerPhoto
        photoUrl={healer.photoUrl}
        name={healer.name}
        alt={t('card.photoAlt', { name })}
        eager
        className="size-32 shrink-0 rounded-2xl sm:size-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
        {healer.specialty ? (
          <p className="text-lg font-medium text-primary-strong">{healer.specialty}</p>
        ) : null}
        <VerifiedBadge verification={healer.verification} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          {showsRating(healer.rating) ? (
            <span className="inline-flex items-center gap-1" data-testid="profile-rating">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span className="sr-only">
                {t('card.ratingLabel', { rating: formatRating(healer.rating) })}
              </span>
              <span aria-hidden="true" className="font-semibold text-slate-900">
                {formatRating(healer.rating)}
              </span>
              <span>({t('card.reviews', { count: healer.reviewCount })})</span>
            </span>
          ) : null}
          {distance ? (
            <span className="inline-flex items-center gap-1 font-semibold text-sky-800">
              <Navigation className="size-4" aria-hidden="true" />
              {distance}
            </span>
          ) : null}
          {healer.experience ? (
            <span className="inline-flex items-center gap-1">
              <Award className="size-4 text-secondary" aria-hidden="true" />
              {experienceText(t, healer.experience)}
            </span>
          ) : null}
        </div>
        <OpeningLine timings={healer.clinicTimings} leave={healer.leave} />
        <ul
          className="mt-1 flex flex-wrap items-center gap-x-5 gap-y-2"
          aria-label={t('profile.contactDetails')}
        >
          {tel ? (
            <li>
              <a
                href={tel}
                onClick={() => sendEvent('call', { healerId: healer.id })}
                className={LINK}
              >
                <Phone className="size-4" aria-hidden="true" />
                {healer.phone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a href={`mailto:${email}`} className={LINK}>
                <Mail className="size-4" aria-hidden="true" />
                {email}
              </a>
            </li>
          ) : null}
          {website ? (
            <li>
              <a href={website} target="_blank" rel="noopener noreferrer" className={LINK}>
                <Globe className="size-4" aria-hidden="true" />
                {t('card.website')}
                <span className="sr-only">{t('common.opensInNewTab')}</span>
              </a>
            </li>
          ) : null}
        </ul>
        <ConfirmedLine confirmedOn={healer.confirmedOn} />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => share(healer, name)}
      >
        <Share2 aria-hidden="true" />
        {t('profile.share')}
      </Button>
    </Card>
  );
}
