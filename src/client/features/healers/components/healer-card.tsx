import { useId } from 'react';
import { addressLines } from '../../../../shared/domain/address-lines.js';
import type { Healer, HealerSearchResult } from '../../../../shared/schemas/healer.js';
import { HealerPhoto } from '../../../components/healer-photo.js';
import { Award, MapPin, Navigation, Star } from '../../../components/icons.js';
import { Badge } from '../../../components/ui/badge.js';
import { cn } from '../../../components/ui/cn.js';
import { withPlaceNames } from '../../../i18n/format.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { useServiceName } from '../api/get-service-names.js';
import { cardServices, formatRating, showsRating } from '../card-rules.js';
import { distanceOf } from '../distance.js';
import { experienceText } from '../experience-text.js';
import { DistanceText } from './distance-text.js';
import { HealerCardActions } from './healer-card-actions.js';
import { OpeningLine } from './opening-line.js';
import { VerifiedMark } from './verified-mark.js';
import { CardVisitFacts } from './visit-facts.js';

export type HealerCardProps = {
  /** With a near-me search's distance, the card shows it. */
  healer: HealerSearchResult;
  /** Called when the visitor follows the Profile link (e.g. to close a surrounding panel). */
  onNavigate?: () => void;
  /** The admin view: shows the Inactive badge for hidden healers. */
  adminView?: boolean;
  /** With this flag, Edit and Delete show, each only when its handler is given. */
  canEdit?: boolean;
  onEdit?: (healer: Healer) => void;
  onDelete?: (id: string) => void;
  /** The first cards of a page load their photo at once. */
  eagerPhoto?: boolean;
  className?: string;
};

/** One healer in the directory: who, where, when open, and how to book or call. */
export function HealerCard(props: HealerCardProps) {
  const { healer, adminView, eagerPhoto, className } = props;
  const t = useT();
  const format = useFormat();
  const titleId = useId();
  const name = format.displayName(healer.titles, healer.name);
  const serviceName = useServiceName();
  const services = cardServices(healer.services);
  const lines = addressLines(withPlaceNames(healer, format));
  const holiday = healer.holidays?.trim();
  const distance = distanceOf(healer);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <HealerPhoto
          photoUrl={healer.photoUrl}
          name={healer.name}
          alt={t('card.photoAlt', { name })}
          eager={eagerPhoto}
          className="aspect-[3/2] w-full"
        />
        {showsRating(healer.rating) ? (
          <Badge
            variant="rating"
            className="absolute right-3 top-3 shadow"
            data-testid="rating-badge"
          >
            <Star className="size-3.5 fill-current" aria-hidden="true" />
            <span className="sr-only">
              {t('card.ratingLabel', { rating: formatRating(healer.rating) })}
            </span>
            <span aria-hidden="true">{formatRating(healer.rating)}</span>
            <span>({t('card.reviews', { count: healer.reviewCount })})</span>
          </Badge>
        ) : null}
        {adminView && healer.isActive !== 'true' ? (
          <Badge variant="danger" className="absolute left-3 top-3 shadow">
            {t('card.inactive')}
          </Badge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-2.5 p-4">
        <div>
          <div className="flex items-start gap-1.5">
            <h3 id={titleId} className="min-w-0 text-lg font-semibold leading-snug text-slate-900">
              {name}
            </h3>
            <VerifiedMark verification={healer.verification} />
          </div>
          {healer.specialty ? (
            <p className="text-sm font-medium text-primary-strong">{healer.specialty}</p>
          ) : null}
        </div>

        {distance ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-sky-800">
            <Navigation className="size-4 shrink-0" aria-hidden="true" />
            <DistanceText distance={distance} />
          </p>
        ) : null}

        {healer.experience ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Award className="size-4 shrink-0 text-secondary" aria-hidden="true" />
            {experienceText(t, healer.experience)}
          </p>
        ) : null}

        <OpeningLine timings={healer.clinicTimings} leave={healer.leave} />

        <CardVisitFacts healer={healer} />

        {services.shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('profile.servicesOffered')}>
            {services.shown.map((service) => (
              <li key={service}>
                <Badge variant="secondary">{serviceName(service)}</Badge>
              </li>
            ))}
            {services.more > 0 ? (
              <li>
                <Badge variant="neutral">{t('card.moreServices', { count: services.more })}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}

        {holiday ? (
          <Badge variant="warning" className="self-start rounded-md">
            {t('card.holiday', { text: holiday })}
          </Badge>
        ) : null}

        {lines.length > 0 ? (
          <address className="flex gap-1.5 text-sm not-italic text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
        ) : null}

        <HealerCardActions {...props} name={name} />
      </div>
    </article>
  );
}
