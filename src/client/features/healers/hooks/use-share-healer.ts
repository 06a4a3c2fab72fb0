import { useCallback } from 'react';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { sendEvent } from '../../../api/send-event.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useLocale, useT } from '../../../i18n/i18n-context.js';
import { shareHealer } from '../share-healer.js';

/** Share a healer, telling the visitor when the link went to their clipboard instead. */
export function useShareHealer() {
  const t = useT();
  const language = useLocale();
  return useCallback(
    async (healer: Pick<Healer, 'id' | 'specialty'>, name: string) => {
      const product = t('org.product');
      const text = healer.specialty
        ? t('card.shareText', { name, specialty: healer.specialty, product })
        : t('card.shareTextNoSpecialty', { name, product });
      sendEvent('share', { healerId: healer.id });
      const outcome = await shareHealer({ id: healer.id, title: name, text, language });
      if (outcome === 'copied') {
        toast({ title: t('card.linkCopiedTitle'), description: t('card.linkCopiedBody') });
      }
    },
    [t, language],
  );
}
