import type { UiLanguage } from '../../../shared/constants/ui-languages.js';
import { healerPageUrl, shareLink } from '../../../shared/domain/whatsapp.js';
import { runtimeConfig } from '../../config/runtime-config.js';

export type ShareOutcome = 'shared' | 'cancelled' | 'whatsapp' | 'copied' | 'failed';

async function copy(text: string): Promise<ShareOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch (error) {
    console.warn('Copying the profile link failed', error);
    return 'failed';
  }
}

/**
 * Shares a healer's page (spec §7): the device's share sheet when it has one; when there is none
 * or it fails, a WhatsApp share link; when that cannot open either (a blocked pop-up), the
 * clipboard. A visitor who cancels the share sheet has chosen not to share: nothing follows.
 */
export async function shareHealer(input: {
  id: string;
  title: string;
  text: string;
  /** The page's language: the link opens the page in it. */
  language: UiLanguage;
}): Promise<ShareOutcome> {
  const url = healerPageUrl(runtimeConfig.publicUrl(), input.id, input.language);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: input.title, text: input.text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      console.warn('The share sheet failed; opening the WhatsApp share link instead', error);
    }
  }
  const opened = window.open(shareLink(url, input.text), '_blank');
  if (opened) {
    opened.opener = null;
    return 'whatsapp';
  }
  return copy(`${input.text} ${url}`);
}
