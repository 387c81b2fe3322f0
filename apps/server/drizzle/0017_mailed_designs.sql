CREATE TABLE "mailed_designs" (
	"token" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"design" jsonb NOT NULL,
	"thumbnail" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailed_designs_expires_idx" ON "mailed_designs" USING btree ("expires_at");