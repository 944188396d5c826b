CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model_class" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"hash" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"label" jsonb NOT NULL,
	"icon" text DEFAULT 'table' NOT NULL,
	"nav_group" text DEFAULT 'custom' NOT NULL,
	"permission" text,
	"list_model" text NOT NULL,
	"badge" text,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "model_key" text;--> statement-breakpoint
CREATE INDEX "entities_model_idx" ON "entities" USING btree ("model","creation_date");--> statement-breakpoint
CREATE INDEX "entities_owner_idx" ON "entities" USING btree ("model","created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "model_versions_name_idx" ON "model_versions" USING btree ("model_class","name","version");--> statement-breakpoint
CREATE UNIQUE INDEX "nav_entries_path_idx" ON "nav_entries" USING btree ("path");