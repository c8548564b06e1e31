-- Rate-limit counts are written by every public call (four times for one storefront order) and
-- matter for a minute or an hour. Unlogged, they write no WAL and a call's count waits for no
-- flush to disk; after a crash of the database (not a restart) they start again at zero
-- (docs/decisions/070).
ALTER TABLE "rate_limits" SET UNLOGGED;
