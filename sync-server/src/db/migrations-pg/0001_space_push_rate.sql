ALTER TABLE "sync_spaces" ADD COLUMN "push_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_spaces" ADD COLUMN "push_window_ends" bigint DEFAULT 0 NOT NULL;