ALTER TABLE "instruments" ADD COLUMN "market_cap" double precision;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "aum" double precision;