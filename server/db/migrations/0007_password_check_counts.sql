CREATE TABLE "password_check_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_check_counts_window_idx" ON "password_check_counts" USING btree ("window_start");