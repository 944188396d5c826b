CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"key" text NOT NULL,
	"instance" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_key_pk" PRIMARY KEY("job","key")
);
--> statement-breakpoint
CREATE TABLE "market_snapshots" (
	"as_of" text PRIMARY KEY NOT NULL,
	"at" text NOT NULL,
	"computed_by" text NOT NULL,
	"instruments" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every instance loads a snapshot another one stored (server/market/marketService.ts).
CREATE TRIGGER market_snapshots_change_notify AFTER INSERT OR UPDATE ON market_snapshots FOR EACH ROW EXECUTE FUNCTION rs_notify_change('as_of');
