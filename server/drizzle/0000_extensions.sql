-- Extensions the schema relies on: btree_gist for the no-overlap EXCLUDE constraints,
-- pg_trgm for typo-tolerant search. Both ship with PostgreSQL and with PGlite's contrib.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
