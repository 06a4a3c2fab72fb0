import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { type Distance, distanceText } from '../distance.js';

/** '2.4 km away', 'about 28 km, Chalakudy' when measured from the town, or 'distance unknown'. */
export function DistanceText({ distance }: { distance: Distance }) {
  const t = useT();
  const format = useFormat();
  const text = distanceText(distance);
  const hint =
    distance.km === null
      ? t('card.distanceUnknownHint')
      : distance.approximate
        ? t('card.distanceApproximateHint')
        : undefined;
  return (
    <span data-testid="distance" title={hint}>
      {text.key === 'card.distanceUnknown'
        ? t(text.key)
        : text.key === 'card.distanceAboutFrom'
          ? t(text.key, { km: text.km, town: format.place(text.town) })
          : t(text.key, { km: text.km })}
    </span>
  );
}
