CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"project_id" uuid,
	"project_updated_at" timestamp with time zone,
	"name" text NOT NULL,
	"thumbnail" text,
	"design" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_net_cents" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"orderable" boolean NOT NULL,
	"bom" jsonb NOT NULL,
	"catalogue_version" integer NOT NULL,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_unit_net_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" between 1 and 99),
	CONSTRAINT "cart_items_unit_net_cents_not_negative" CHECK ("cart_items"."unit_net_cents" >= 0),
	CONSTRAINT "cart_items_currency_iso" CHECK ("cart_items"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "cart_items_vat_rate_bp_range" CHECK ("cart_items"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"shown_shipping" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "number_counters" (
	"scope" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_counters_scope_year_pk" PRIMARY KEY("scope","year")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"provider" text,
	"amount_cents" bigint,
	"note" text,
	"public" boolean DEFAULT true NOT NULL,
	"data" jsonb,
	CONSTRAINT "order_history_kind_known" CHECK ("order_history"."kind" in ('status', 'payment', 'refund', 'note')),
	CONSTRAINT "order_history_actor_known" CHECK ("order_history"."actor_role" in ('customer', 'partner', 'staff', 'provider', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"project_id" uuid,
	"name" text NOT NULL,
	"thumbnail" text,
	"design" jsonb NOT NULL,
	"parts" jsonb NOT NULL,
	"bom" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_net_cents" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"currency" char(3) NOT NULL,
	CONSTRAINT "order_items_quantity_range" CHECK ("order_items"."quantity" between 1 and 99),
	CONSTRAINT "order_items_unit_net_cents_not_negative" CHECK ("order_items"."unit_net_cents" >= 0),
	CONSTRAINT "order_items_currency_iso" CHECK ("order_items"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "order_items_vat_rate_bp_range" CHECK ("order_items"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"name" text,
	"quantity" integer NOT NULL,
	"signed_unit_net_cents" bigint NOT NULL,
	"signed_net_cents" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"signed_vat_cents" bigint NOT NULL,
	"signed_gross_cents" bigint NOT NULL,
	"discount_bp" integer,
	"currency" char(3) NOT NULL,
	CONSTRAINT "order_lines_kind_known" CHECK ("order_lines"."kind" in ('item', 'partner_discount', 'shipping')),
	CONSTRAINT "order_lines_sign" CHECK (("order_lines"."kind" = 'partner_discount') = ("order_lines"."signed_net_cents" < 0) or "order_lines"."signed_net_cents" = 0),
	CONSTRAINT "order_lines_gross" CHECK ("order_lines"."signed_gross_cents" = "order_lines"."signed_net_cents" + "order_lines"."signed_vat_cents"),
	CONSTRAINT "order_lines_currency_iso" CHECK ("order_lines"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "order_lines_vat_rate_bp_range" CHECK ("order_lines"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"customer" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"locale" text NOT NULL,
	"note" text,
	"offer_id" uuid,
	"catalogue_version" integer NOT NULL,
	"goods_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('submitted', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded')),
	CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('card', 'bank_transfer', 'test')),
	CONSTRAINT "orders_refunded_within_paid" CHECK ("orders"."refunded_cents" <= "orders"."paid_cents"),
	CONSTRAINT "orders_goods_cents_not_negative" CHECK ("orders"."goods_cents" >= 0),
	CONSTRAINT "orders_discount_cents_not_negative" CHECK ("orders"."discount_cents" >= 0),
	CONSTRAINT "orders_shipping_cents_not_negative" CHECK ("orders"."shipping_cents" >= 0),
	CONSTRAINT "orders_net_cents_not_negative" CHECK ("orders"."net_cents" >= 0),
	CONSTRAINT "orders_vat_cents_not_negative" CHECK ("orders"."vat_cents" >= 0),
	CONSTRAINT "orders_gross_cents_not_negative" CHECK ("orders"."gross_cents" >= 0),
	CONSTRAINT "orders_paid_cents_not_negative" CHECK ("orders"."paid_cents" >= 0),
	CONSTRAINT "orders_refunded_cents_not_negative" CHECK ("orders"."refunded_cents" >= 0),
	CONSTRAINT "orders_currency_iso" CHECK ("orders"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_cents" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"last_error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('stripe', 'bank', 'test')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_amount_cents_not_negative" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_currency_iso" CHECK ("payments"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_items_project_idx" ON "cart_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_seq" ON "order_items" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE INDEX "provider_events_order_idx" ON "provider_events" USING btree ("order_id");