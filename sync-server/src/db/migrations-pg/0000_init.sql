CREATE TABLE "altcha_used" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breeding_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"date" text NOT NULL,
	"data" text NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"password_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"date" text NOT NULL,
	"data" text NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"weight_per_item_grams" double precision NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeding_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"date" text NOT NULL,
	"data" text NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"date" text NOT NULL,
	"weight_grams" double precision,
	"length_cm" double precision,
	"notes" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"date" text NOT NULL,
	"data" text NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"occurrence" bigint NOT NULL,
	"claimed_at" bigint NOT NULL,
	CONSTRAINT "job_runs_job_occurrence_pk" PRIMARY KEY("job","occurrence")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_families" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text,
	"task_type" text NOT NULL,
	"description" text,
	"repeat_kind" text NOT NULL,
	"repeat_every" integer,
	"due_date" text NOT NULL,
	"anchor_day" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" bigint,
	"next_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reptiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"hatch_date" text,
	"sex" text NOT NULL,
	"weight_grams" double precision,
	"length_cm" double precision,
	"notes" text,
	"photo_file" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shedding_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"date" text NOT NULL,
	"data" text NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"last_mutation_id" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_rejections" (
	"client_id" text NOT NULL,
	"mutation_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"params" text,
	"rejected_at" bigint NOT NULL,
	CONSTRAINT "sync_rejections_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "sync_spaces" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"horizon" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_hits" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "throttle_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"username" text,
	"username_lower" text,
	"username_changed_at" bigint,
	"bio" text,
	"location" text,
	"avatar_path" text,
	"weight_unit" text DEFAULT 'g' NOT NULL,
	"length_unit" text DEFAULT 'cm' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"theme" text DEFAULT 'dark' NOT NULL,
	"premium_tier" text,
	"premium_expires_at" bigint,
	"created_at" bigint NOT NULL,
	"confirmed_at" bigint,
	"session_epoch" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_lower_unique" UNIQUE("username_lower")
);
--> statement-breakpoint
ALTER TABLE "breeding_logs" ADD CONSTRAINT "breeding_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_logs" ADD CONSTRAINT "event_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeders" ADD CONSTRAINT "feeders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_logs" ADD CONSTRAINT "feeding_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_logs" ADD CONSTRAINT "growth_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_logs" ADD CONSTRAINT "health_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_families" ADD CONSTRAINT "refresh_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reptiles" ADD CONSTRAINT "reptiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shedding_logs" ADD CONSTRAINT "shedding_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_rejections" ADD CONSTRAINT "sync_rejections_client_id_sync_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sync_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_spaces" ADD CONSTRAINT "sync_spaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breeding_logs_user_version_idx" ON "breeding_logs" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "breeding_logs_reptile_date_idx" ON "breeding_logs" USING btree ("reptile_id","date");--> statement-breakpoint
CREATE INDEX "breeding_logs_deleted_updated_idx" ON "breeding_logs" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "email_tokens_user_purpose_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "event_logs_user_version_idx" ON "event_logs" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "event_logs_reptile_date_idx" ON "event_logs" USING btree ("reptile_id","date");--> statement-breakpoint
CREATE INDEX "event_logs_deleted_updated_idx" ON "event_logs" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "feeders_user_version_idx" ON "feeders" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "feeders_deleted_updated_idx" ON "feeders" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "feeding_logs_user_version_idx" ON "feeding_logs" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "feeding_logs_reptile_date_idx" ON "feeding_logs" USING btree ("reptile_id","date");--> statement-breakpoint
CREATE INDEX "feeding_logs_deleted_updated_idx" ON "feeding_logs" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "growth_logs_user_version_idx" ON "growth_logs" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "growth_logs_reptile_idx" ON "growth_logs" USING btree ("reptile_id");--> statement-breakpoint
CREATE INDEX "growth_logs_deleted_updated_idx" ON "growth_logs" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "health_logs_user_version_idx" ON "health_logs" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "health_logs_reptile_date_idx" ON "health_logs" USING btree ("reptile_id","date");--> statement-breakpoint
CREATE INDEX "health_logs_deleted_updated_idx" ON "health_logs" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "refresh_families_user_idx" ON "refresh_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "reminders_user_version_idx" ON "reminders" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "reminders_reptile_idx" ON "reminders" USING btree ("reptile_id");--> statement-breakpoint
CREATE INDEX "reminders_completed_idx" ON "reminders" USING btree ("completed","completed_at");--> statement-breakpoint
CREATE INDEX "reminders_deleted_updated_idx" ON "reminders" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "reptiles_user_version_idx" ON "reptiles" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "reptiles_deleted_updated_idx" ON "reptiles" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "shedding_logs_user_version_idx" ON "shedding_logs" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "shedding_logs_reptile_date_idx" ON "shedding_logs" USING btree ("reptile_id","date");--> statement-breakpoint
CREATE INDEX "shedding_logs_deleted_updated_idx" ON "shedding_logs" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "sync_clients_user_idx" ON "sync_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "throttle_hits_key_at_idx" ON "throttle_hits" USING btree ("key","at");