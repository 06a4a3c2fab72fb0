import { useT } from '../../../i18n/i18n-context.js';
import { type Distance, distanceText } from '../distance.js';

/** '2.4 km away', or 'about 12 km' when measured from the district centre. */
export function DistanceText({ distance }: { distance: Distance }) {
  const t = useT();
  const { key, km } = distanceText(distance);
  return (
    <span
      data-testid="distance"
      title={distance.approximate ? t('card.distanceApproximateHint') : undefined}
    >
      {t(key, { km })}
    </span>
  );
}
