import type { InsightEventType } from '../../shared/constants/insights.js';

/**
 * Tells the server that something happened on a page (DESIGN §10.5, decision 052): a beacon,
 * which the browser delivers even as the page goes away (a tel: or WhatsApp link leaves it) and
 * which carries no answer to wait for. A string body goes as text/plain, which the server reads
 * as JSON. No identifier of the visitor is sent; a failure is of no interest to the visitor.
 */
export function sendEvent(
  type: InsightEventType,
  fields: { healerId?: string; query?: string; district?: string } = {},
): void {
  try {
    const body = JSON.stringify({ type, ...fields });
    if (navigator.sendBeacon?.('/api/events', body)) return;
    fetch('/api/events', { method: 'POST', body, keepalive: true }).catch(() => {});
  } catch {
    // No beacon, no fetch (a very old browser): nothing is counted.
  }
}
