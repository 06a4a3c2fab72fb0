/**
 * PostgreSQL NOTIFY channel meaning "public data changed: drop cached public replies". Every
 * instance on one database LISTENs on it; the payload is the sender's instance id (or
 * 'restore' after `npm run db:restore`), so an instance can ignore its own notices.
 */
export const PUBLIC_DATA_CHANGED_CHANNEL = 'healers_public_data_changed';
