CREATE TABLE "community_events" (
	"id" text PRIMARY KEY NOT NULL,
	"submitter_id" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint,
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text,
	"description" text,
	"url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" bigint,
	"decision_note" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_bans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" bigint NOT NULL,
	"reason" text,
	"created_by" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"image_file" text NOT NULL,
	"caption" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_results" (
	"month" text NOT NULL,
	"place" integer NOT NULL,
	"entry_id" text NOT NULL,
	"user_id" text NOT NULL,
	"votes" integer NOT NULL,
	"closed_at" bigint NOT NULL,
	"prize_paid_at" bigint,
	CONSTRAINT "contest_results_month_place_pk" PRIMARY KEY("month","place")
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"month" text NOT NULL,
	"voter_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "contest_votes_month_voter_id_pk" PRIMARY KEY("month","voter_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"image_url" text,
	"read_at" bigint,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_bans" ADD CONSTRAINT "contest_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_events_status_starts_idx" ON "community_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "community_events_submitter_idx" ON "community_events" USING btree ("submitter_id");--> statement-breakpoint
CREATE INDEX "contest_entries_month_status_idx" ON "contest_entries" USING btree ("month","status");--> statement-breakpoint
CREATE INDEX "contest_entries_user_month_idx" ON "contest_entries" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "contest_votes_entry_idx" ON "contest_votes" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");