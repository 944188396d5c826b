CREATE TABLE "scanner_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"query_key" text NOT NULL,
	"filter_query" jsonb NOT NULL,
	"tickers" text[] NOT NULL,
	"total" integer NOT NULL,
	"as_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scanner_searches" ADD CONSTRAINT "scanner_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scanner_searches_reuse_idx" ON "scanner_searches" USING btree ("user_id","query_key","created_at");--> statement-breakpoint
CREATE INDEX "scanner_searches_used_idx" ON "scanner_searches" USING btree ("user_id","used_seq");