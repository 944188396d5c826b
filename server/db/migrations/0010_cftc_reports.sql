CREATE TABLE "cftc_reports" (
	"market" text NOT NULL,
	"date" date NOT NULL,
	"contract_code" text NOT NULL,
	"market_name" text NOT NULL,
	"open_interest" double precision NOT NULL,
	"long_positions" double precision NOT NULL,
	"short_positions" double precision NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cftc_reports_market_date_pk" PRIMARY KEY("market","date")
);
