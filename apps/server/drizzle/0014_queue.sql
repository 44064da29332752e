CREATE TABLE "queue_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"last_error" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Unfinished after-commit jobs of the old outbox carry over (decision 014).
INSERT INTO "queue_jobs" ("id", "kind", "payload", "attempts", "last_error", "run_at", "created_at")
SELECT "id", "topic", "payload", "attempts", "last_error", "run_after", "created_at" FROM "outbox_jobs" WHERE "done_at" IS NULL;--> statement-breakpoint
DROP TABLE "outbox_jobs" CASCADE;--> statement-breakpoint
CREATE INDEX "queue_jobs_due_idx" ON "queue_jobs" USING btree ("run_at") WHERE "queue_jobs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "queue_jobs_singleton_idx" ON "queue_jobs" USING btree ("kind","singleton_key") WHERE "queue_jobs"."status" = 'pending' and "queue_jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "queue_jobs_status_idx" ON "queue_jobs" USING btree ("status","updated_at");--> statement-breakpoint
CREATE TABLE "mail_sent_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
