CREATE TABLE "broken_ticker_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticker" text NOT NULL,
	"user_id" uuid NOT NULL,
	"comment" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "suspected_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticker" text NOT NULL,
	"date" date NOT NULL,
	"ratio" text NOT NULL,
	"factor" double precision NOT NULL,
	"close_before" double precision NOT NULL,
	"close_after" double precision NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "broken_ticker_reports" ADD CONSTRAINT "broken_ticker_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broken_ticker_reports_status_idx" ON "broken_ticker_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "broken_ticker_reports_user_idx" ON "broken_ticker_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suspected_splits_ticker_date_idx" ON "suspected_splits" USING btree ("ticker","date");--> statement-breakpoint
CREATE INDEX "suspected_splits_status_idx" ON "suspected_splits" USING btree ("status");