CREATE TABLE "model_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"design" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "model_drafts_expires_idx" ON "model_drafts" USING btree ("expires_at");