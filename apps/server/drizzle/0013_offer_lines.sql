ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_kind_known";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kind_known" CHECK ("order_lines"."kind" in ('item', 'partner_discount', 'shipping', 'installation', 'custom'));