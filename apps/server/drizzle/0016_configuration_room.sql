ALTER TABLE "configurations" ADD COLUMN "room" text DEFAULT 'living' NOT NULL;--> statement-breakpoint
-- The four designs a fresh install is seeded with (projects/configurations.ts), tagged on an existing install too.
UPDATE "configurations" SET "room" = 'hallway' WHERE "slug" = 'grid-2x2';--> statement-breakpoint
UPDATE "configurations" SET "room" = 'bedroom' WHERE "slug" = 'wardrobe-sliding-doors';--> statement-breakpoint
UPDATE "configurations" SET "room" = 'office' WHERE "slug" = 'tall-unit';
