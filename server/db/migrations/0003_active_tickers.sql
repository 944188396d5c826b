CREATE TABLE "active_tickers" (
	"user_id" uuid NOT NULL,
	"ticker" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"billable" boolean NOT NULL,
	CONSTRAINT "active_tickers_user_id_ticker_pk" PRIMARY KEY("user_id","ticker")
);
--> statement-breakpoint
ALTER TABLE "active_tickers" ADD CONSTRAINT "active_tickers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "active_tickers_expiry_idx" ON "active_tickers" USING btree ("user_id","expires_at");