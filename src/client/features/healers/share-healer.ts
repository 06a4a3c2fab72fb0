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
 * Shares a healer's page: the device's share sheet when it has one, else a WhatsApp share link,
 * and the clipboard when either of those fails.
 */
export async function shareHealer(input: {
  id: string;
  title: string;
  text: string;
}): Promise<ShareOutcome> {
  const url = healerPageUrl(runtimeConfig.publicUrl(), input.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: input.title, text: input.text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      console.warn('The share sheet failed; copying the link instead', error);
      return copy(`${input.text} ${url}`);
    }
  }
  const opened = window.open(shareLink(url, input.text), '_blank');
  if (opened) {
    opened.opener = null;
    return 'whatsapp';
  }
  return copy(`${input.text} ${url}`);
}
