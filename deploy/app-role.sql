-- The app's database role (docs/operations.md §11, decision 056): run by the database's owner
-- (`healers`, who runs the migrations) after creating the role `healers_app`, and again after an
-- upgrade whose migration adds a table to the audit trail. The app reads and writes the directory's
-- tables; the audit entries it may only add and read, so it can neither edit one nor turn the
-- trigger off (only the owner can), and the hashes are keyed with a secret the database lacks.
GRANT USAGE ON SCHEMA public, drizzle TO healers_app;
GRANT SELECT ON drizzle.__drizzle_migrations TO healers_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO healers_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO healers_app;
-- Tables a later migration adds are the app's to use too.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO healers_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO healers_app;
-- The trail: entries are added and read, never changed or removed. The head (the last number,
-- its hash and their HMAC) and the counts per actor and action are running values each append
-- updates; neither is evidence, and a rewound head does not match its HMAC.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_entries FROM healers_app;
REVOKE DELETE, TRUNCATE ON audit_head, audit_counts FROM healers_app;
