import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { telLink } from '../../../../shared/domain/whatsapp.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { sendEvent } from '../../../api/send-event.js';
import { buttonClasses } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { BookingForm } from './booking-form.js';

/**
 * Booking by WhatsApp: the form, or a Call button when the healer has no booking number;
 * `notice` is what the healer's page says a patient should know first (fee, new patients).
 */
export default function BookingDialog(props: {
  healer: Healer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notice?: ReactNode;
}) {
  const { healer, open, onOpenChange, notice } = props;
  const t = useT();
  const name = useFormat().displayName(healer.titles, healer.name);
  const hasWhatsApp = (healer.bookingWhatsApp?.replace(/\D/g, '') ?? '') !== '';
  const tel = telLink(healer.phone, runtimeConfig.countryCode());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('booking.title')}</DialogTitle>
          <DialogDescription>{t('booking.description', { name })}</DialogDescription>
        </DialogHeader>
        {notice}
        {hasWhatsApp ? (
          <BookingForm healer={healer} onBooked={() => onOpenChange(false)} />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {t('booking.notAvailable')}
            </p>
            {tel ? (
              // A long phone line (Malayalam's is) wraps inside the button instead of being cut:
              // `!` wins over the button's own fixed height and no-wrap, whatever the CSS order.
              <a
                href={tel}
                onClick={() => sendEvent('call', { healerId: healer.id })}
                className={buttonClasses({
                  size: 'lg',
                  className: 'h-auto! min-h-12 whitespace-normal! py-2 text-center',
                })}
              >
                <Phone aria-hidden="true" />
                {t('booking.callInstead', { phone: healer.phone })}
              </a>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
