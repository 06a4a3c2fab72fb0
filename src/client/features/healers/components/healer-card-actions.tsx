import { useState } from 'react';
import { Link } from 'wouter';
import { externalUrl } from '../../../../shared/domain/external-url.js';
import { mapsLink } from '../../../../shared/domain/reviews-and-maps.js';
import { telLink } from '../../../../shared/domain/whatsapp.js';
import { healerPagePath } from '../../../../shared/pages/pages.js';
import { sendEvent } from '../../../api/send-event.js';
import {
  Globe,
  Mail,
  MapPin,
  MessageCircle,
  Pencil,
  Phone,
  Share2,
  Trash,
  User,
} from '../../../components/icons.js';
import { Button, buttonClasses } from '../../../components/ui/button.js';
import { IconTooltip, TooltipGroup } from '../../../components/ui/tooltip.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { primaryAction, showsCallIcon } from '../card-rules.js';
import { profileState } from '../distance.js';
import { useShareHealer } from '../hooks/use-share-healer.js';
import type { HealerCardProps } from './healer-card.js';
import { HealerSocialLinks } from './healer-social-links.js';
import { LazyBookingDialog } from './lazy-booking-dialog.js';

const ICON_LINK = buttonClasses({ variant: 'outline', size: 'icon', className: 'size-9' });

/** The card's buttons: the main Book or Call, then profile, share, website, e-mail and maps. */
export function HealerCardActions(props: HealerCardProps & { name: string }) {
  const { healer, name, onNavigate, canEdit, onEdit, onDelete } = props;
  const t = useT();
  const [bookingOpen, setBookingOpen] = useState(false);
  const share = useShareHealer();
  const action = primaryAction(healer);
  const tel = telLink(healer.phone, runtimeConfig.countryCode());
  const website = externalUrl(healer.website);
  const email = healer.email?.trim();

  return (
    <div className="mt-auto flex flex-col gap-3 pt-2">
      {/* Above the buttons, so that Book and Profile line up across a row of cards. */}
      <HealerSocialLinks healer={healer} name={name} />
      <TooltipGroup>
        {action ? (
          <div className="flex gap-2">
            {action === 'book' ? (
              <Button
                variant="success"
                className="flex-1"
                aria-label={t('card.bookLabel', { name })}
                onClick={() => setBookingOpen(true)}
              >
                <MessageCircle aria-hidden="true" />
                {t('card.book')}
              </Button>
            ) : (
              <a
                href={tel ?? undefined}
                onClick={() => sendEvent('call', { healerId: healer.id })}
                className={buttonClasses({ className: 'flex-1' })}
                aria-label={t('card.callLabel', { name })}
              >
                <Phone aria-hidden="true" />
                {t('card.call')}
              </a>
            )}
            {showsCallIcon(healer) && tel ? (
              <IconTooltip label={t('card.call')}>
                <a
                  href={tel}
                  onClick={() => sendEvent('call', { healerId: healer.id })}
                  className={buttonClasses({ variant: 'outline', size: 'icon' })}
                  aria-label={t('card.callLabel', { name })}
                >
                  <Phone aria-hidden="true" />
                </a>
              </IconTooltip>
            ) : null}
          </div>
        ) : null}

        {/* Wraps rather than squeezes Profile when a narrow card has every icon. */}
        <div className="flex flex-wrap items-center gap-1.5">
          <Link
            href={healerPagePath(healer.id)}
            // From a distance-sorted list the profile shows the distance too.
            state={profileState(healer)}
            onClick={onNavigate}
            aria-label={t('card.profileLabel', { name })}
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'min-w-0 flex-auto px-2',
            })}
          >
            <User aria-hidden="true" />
            {t('card.profile')}
          </Link>
          <IconTooltip label={t('card.share')}>
            <button
              type="button"
              className={ICON_LINK}
              aria-label={t('card.shareLabel', { name })}
              onClick={() => share(healer, name)}
            >
              <Share2 aria-hidden="true" />
            </button>
          </IconTooltip>
          {website ? (
            <IconTooltip label={t('card.website')}>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className={ICON_LINK}
                aria-label={t('card.websiteLabel', { name })}
              >
                <Globe aria-hidden="true" />
              </a>
            </IconTooltip>
          ) : null}
          {email ? (
            <IconTooltip label={t('card.email')}>
              <a
                href={`mailto:${email}`}
                className={ICON_LINK}
                aria-label={t('card.emailLabel', { name })}
              >
                <Mail aria-hidden="true" />
              </a>
            </IconTooltip>
          ) : null}
          <IconTooltip label={t('card.maps')}>
            <a
              href={mapsLink(healer)}
              onClick={() => sendEvent('directions', { healerId: healer.id })}
              target="_blank"
              rel="noopener noreferrer"
              className={ICON_LINK}
              aria-label={t('card.mapsLabel', { name })}
            >
              <MapPin aria-hidden="true" />
            </a>
          </IconTooltip>
        </div>
      </TooltipGroup>

      {canEdit && (onEdit || onDelete) ? (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {onEdit ? (
            <Button variant="outline" size="sm" className="flex-1" onClick={() => onEdit(healer)}>
              <Pencil aria-hidden="true" />
              {t('card.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="destructive"
              size="sm"
              className="flex-1"
              onClick={() => onDelete(healer.id)}
            >
              <Trash aria-hidden="true" />
              {t('card.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <LazyBookingDialog healer={healer} open={bookingOpen} onOpenChange={setBookingOpen} />
    </div>
  );
}
