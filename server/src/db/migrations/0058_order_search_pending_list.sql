-- The order search's trigram index takes new entries into a pending list of at most 128 kB,
-- merged a list at a time, instead of into its trees one order version at a time
-- (docs/decisions/088). Set in place: the index is not rebuilt.
ALTER INDEX "orders_search_idx" SET (fastupdate = on, gin_pending_list_limit = 128);
