CREATE TABLE "order_job_packs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"catalogue_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
