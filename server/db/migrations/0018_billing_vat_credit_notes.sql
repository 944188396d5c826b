CREATE TABLE "billing_credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"refund_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"description" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"vat_country" text,
	"reverse_charge" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_credit_notes" ADD CONSTRAINT "billing_credit_notes_refund_id_billing_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."billing_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credit_notes" ADD CONSTRAINT "billing_credit_notes_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credit_notes" ADD CONSTRAINT "billing_credit_notes_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credit_notes" ADD CONSTRAINT "billing_credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credit_notes_number_idx" ON "billing_credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credit_notes_year_seq_idx" ON "billing_credit_notes" USING btree ("year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credit_notes_refund_idx" ON "billing_credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "billing_credit_notes_user_idx" ON "billing_credit_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_credit_notes_issued_idx" ON "billing_credit_notes" USING btree ("issued_at");--> statement-breakpoint
UPDATE "billing_orders" SET "status" = 'cancelled' WHERE "status" = 'pending' AND "id" NOT IN (SELECT DISTINCT ON ("user_id", "sku") "id" FROM "billing_orders" WHERE "status" = 'pending' ORDER BY "user_id", "sku", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_pending_idx" ON "billing_orders" USING btree ("user_id","sku") WHERE status = 'pending';