CREATE TABLE "daily_candles" (
	"ticker" text NOT NULL,
	"date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"adj_close" double precision,
	"volume" double precision NOT NULL,
	CONSTRAINT "daily_candles_ticker_date_pk" PRIMARY KEY("ticker","date")
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"ticker" text PRIMARY KEY NOT NULL,
	"name" text,
	"type" text,
	"currency" text,
	"exchange" text,
	"exchange_short" text,
	"sector" text,
	"country" text,
	"industry" text,
	"isin" text,
	"source" text DEFAULT 'import' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_date" date,
	"last_date" date
);
