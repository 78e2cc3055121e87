ALTER TABLE "reptiles" ADD COLUMN "feeding_interval_days" integer;--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "feeding_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "feeding_paused_until" text;