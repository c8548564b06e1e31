-- The customers' two trigram indexes keep their pending list to 128 kB, as the orders' does
-- (docs/decisions/088): a search reads through the list, which GIN lets grow to 4 MB by default.
ALTER INDEX "customers_search_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "customers_phone_digits_idx" SET (gin_pending_list_limit = 128);
