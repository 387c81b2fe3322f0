CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"catalogue_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_seq_id_unique" UNIQUE("seq_id"),
	CONSTRAINT "inquiries_status_known" CHECK ("inquiries"."status" in ('submitted', 'offered', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "inquiry_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"project_id" uuid,
	"name" text NOT NULL,
	"thumbnail" text,
	"design" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"computed_unit_net_cents" bigint,
	"vat_rate_bp" integer NOT NULL,
	"currency" char(3) NOT NULL,
	CONSTRAINT "inquiry_items_quantity_range" CHECK ("inquiry_items"."quantity" between 1 and 99),
	CONSTRAINT "inquiry_items_computed_not_negative" CHECK ("inquiry_items"."computed_unit_net_cents" is null or "inquiry_items"."computed_unit_net_cents" >= 0),
	CONSTRAINT "inquiry_items_currency_iso" CHECK ("inquiry_items"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "inquiry_items_vat_rate_bp_range" CHECK ("inquiry_items"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_role_known" CHECK ("inquiry_messages"."author_role" in ('customer', 'partner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"delivery" jsonb,
	"note" text NOT NULL,
	"decline_reason" text,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "offers_status_known" CHECK ("offers"."status" in ('draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "offers_currency_iso" CHECK ("offers"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "offers_vat_rate_bp_range" CHECK ("offers"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "partner_customers" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"region" text,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_name_not_empty" CHECK (length("partners"."name") > 0),
	CONSTRAINT "partners_discount_bp_range" CHECK ("partners"."discount_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_history" ADD CONSTRAINT "inquiry_history_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_history" ADD CONSTRAINT "inquiry_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD CONSTRAINT "inquiry_items_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_customers" ADD CONSTRAINT "partner_customers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_customers" ADD CONSTRAINT "partner_customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_customer_idx" ON "inquiries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_history_inquiry_idx" ON "inquiry_history" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_items_inquiry_seq" ON "inquiry_items" USING btree ("inquiry_id","seq");--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_idx" ON "inquiry_messages" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_inquiry_number" ON "offers" USING btree ("inquiry_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_per_inquiry" ON "offers" USING btree ("inquiry_id") WHERE "offers"."status" in ('draft', 'sent');--> statement-breakpoint
CREATE INDEX "partner_customers_partner_idx" ON "partner_customers" USING btree ("partner_id","customer_id");--> statement-breakpoint
CREATE INDEX "partner_members_partner_idx" ON "partner_members" USING btree ("partner_id");