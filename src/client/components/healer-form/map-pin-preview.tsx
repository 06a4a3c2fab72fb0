import { ExternalLink, MapPin } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { healerPlace, parseMapCoordinates, pinLink } from '../../../shared/domain/geo.js';
import { useFormat, useT } from '../../i18n/i18n-context.js';
import type { HealerFieldValues } from './healer-form-values.js';

const LINK =
  'inline-flex items-center gap-1 rounded font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/**
 * Where "Near me" will place this clinic once saved: the pin of the pasted map link, else the
 * saved coordinates, else the centre of the clinic's town (approximate), else nowhere (distance
 * unknown, decision 067); with a link to check it on a map.
 */
export function MapPinPreview() {
  const t = useT('account');
  const format = useFormat();
  const { control } = useFormContext<HealerFieldValues>();
  const [mapUrl, latitude, longitude, city] = useWatch({
    control,
    name: ['mapUrl', 'latitude', 'longitude', 'city'],
  });
  const fromLink = parseMapCoordinates(mapUrl);
  const saved =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? { lat: latitude, lng: longitude }
      : undefined;
  const pin = fromLink ?? saved;
  const linkWithout = !fromLink && typeof mapUrl === 'string' && mapUrl.trim() !== '';
  const town = pin ? undefined : healerPlace({ city: typeof city === 'string' ? city : null });
  const shown = pin ?? town?.point;

  return (
    <div
      className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 sm:col-span-2"
      data-testid="map-pin"
      aria-live="polite"
    >
      <p className="flex items-center gap-1.5 font-medium text-slate-900">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {t('fields.pinTitle')}
      </p>
      {pin ? (
        <p>{t('fields.pinAt', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) })}</p>
      ) : town?.approximate ? (
        <p>{t('fields.pinApproximate', { town: format.place(town.town) })}</p>
      ) : (
        <p>{t('fields.pinUnknown')}</p>
      )}
      {linkWithout ? <p className="text-amber-800">{t('fields.pinLinkWithout')}</p> : null}
      {shown ? (
        <a
          href={pinLink(shown)}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK}
          aria-label={t('fields.pinOpenLabel')}
        >
          {t('fields.pinOpen')}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}
