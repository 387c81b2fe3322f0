ALTER TABLE "catalogues" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "shipping_table" jsonb;