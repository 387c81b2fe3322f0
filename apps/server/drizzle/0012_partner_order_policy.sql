CREATE TABLE "partner_order_moves" (
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_order_moves_from_state_to_state_pk" PRIMARY KEY("from_state","to_state"),
	CONSTRAINT "partner_order_moves_states_known" CHECK ("partner_order_moves"."from_state" in ('submitted', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled') and "partner_order_moves"."to_state" in ('submitted', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'))
);
