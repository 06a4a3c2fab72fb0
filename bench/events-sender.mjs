// The event sender of bench/events-load.ts, in a process of its own so that it does not share an
// event loop with autocannon (which would slow the read load it is compared with).
// argv: origin, rate, seconds, addresses, healer ids file (JSON); prints the tally as JSON.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const [origin, rateText, secondsText, addressesText, idsFile] = process.argv.slice(2);
const RATE = Number(rateText);
const SECONDS = Number(secondsText);
const ADDRESSES = Number(addressesText);
const healerIds = JSON.parse(readFileSync(idsFile, 'utf8'));
const TYPES = ['profile-view', 'booking-open', 'call', 'directions', 'share'];
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

const tally = {
  sent: 0,
  accepted: 0,
  serverErrors: 0,
  otherStatus: 0,
  failed: 0,
  byType: Object.fromEntries(TYPES.map((type) => [type, 0])),
  emptySearches: 0,
};
const inFlight = new Set();
const started = performance.now();
const total = RATE * SECONDS;
for (let index = 0; index < total; index += 1) {
  // Keep to the schedule: event `index` leaves at index / RATE seconds.
  const wait = started + (index * 1000) / RATE - performance.now();
  if (wait > 1) await sleep(wait);
  const searchEmpty = index % 10 === 9;
  const type = TYPES[index % TYPES.length];
  const body = searchEmpty
    ? { type: 'search-empty', query: `nothing here ${index % 50}`, district: 'Wayanad' }
    : { type, healerId: healerIds[index % healerIds.length] };
  const client = index % ADDRESSES;
  const address = `10.${client >> 8}.${client % 256}.1`;
  tally.sent += 1;
  const sending = fetch(`${origin}/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': USER_AGENT,
      'x-forwarded-for': address,
      origin,
    },
    body: JSON.stringify(body),
  })
    .then(async (response) => {
      await response.arrayBuffer();
      if (response.status === 204) {
        tally.accepted += 1;
        if (searchEmpty) tally.emptySearches += 1;
        else tally.byType[type] += 1;
      } else if (response.status >= 500) tally.serverErrors += 1;
      else tally.otherStatus += 1;
    })
    .catch(() => {
      tally.failed += 1;
    })
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}
await Promise.all(inFlight);
process.stdout.write(JSON.stringify(tally));
