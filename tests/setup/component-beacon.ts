// happy-dom's navigator.sendBeacon sends a real fetch, and one still in flight when a test follows
// a wa.me or tel: link (happy-dom then "navigates") fails inside happy-dom, outside any promise
// the page holds: an unhandled rejection that fails the run. A browser delivers a beacon by itself,
// whatever the page does next; here the pages' insight events (src/client/api/send-event.ts) are
// accepted and dropped, as a page with no server behind it would see.
Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
