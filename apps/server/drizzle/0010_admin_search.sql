-- The admin lists' substring search (ILIKE '%…%') uses trigram indexes, so it does not read every row.
-- pg_trgm is a trusted contrib extension (PostgreSQL 13+): the database owner may create it; PGlite
-- loads it in db/client.ts. The GIN indexes take each insert at once (fastupdate=false): PGlite runs no
-- autovacuum, and an unflushed pending list makes the planner read the whole table instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin (("customer" ->> 'name') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin (("customer" ->> 'email') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_company_trgm_idx" ON "orders" USING gin ((("customer" -> 'company') ->> 'companyName') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_scopes_idx" ON "users" USING gin ("scopes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("blocked_at") WHERE "users"."blocked_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_company_name_trgm_idx" ON "users" USING gin (("company" ->> 'companyName') gin_trgm_ops) WITH (fastupdate=false)