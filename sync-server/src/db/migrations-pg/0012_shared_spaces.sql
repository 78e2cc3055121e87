CREATE TABLE "space_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"space_id" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"until" text,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"accepted_at" bigint,
	"accepted_by" text,
	"cancelled_at" bigint,
	CONSTRAINT "space_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "space_members" (
	"space_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"until" text,
	"joined_at" bigint NOT NULL,
	"ended_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "space_members_space_id_user_id_pk" PRIMARY KEY("space_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"owner_id" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "spaces" ("id", "kind", "name", "owner_id", "created_at") SELECT "id", 'own', NULL, "id", "created_at" FROM "users";
--> statement-breakpoint
CREATE FUNCTION "users_own_space"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "spaces" ("id", "kind", "name", "owner_id", "created_at") VALUES (NEW."id", 'own', NULL, NEW."id", NEW."created_at");
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_own_space" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "users_own_space"();
--> statement-breakpoint
ALTER TABLE "breeding_logs" DROP CONSTRAINT "breeding_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "event_logs" DROP CONSTRAINT "event_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feeders" DROP CONSTRAINT "feeders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feeding_logs" DROP CONSTRAINT "feeding_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "growth_logs" DROP CONSTRAINT "growth_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "health_logs" DROP CONSTRAINT "health_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "insights" DROP CONSTRAINT "insights_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ocr_imports" DROP CONSTRAINT "ocr_imports_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reptiles" DROP CONSTRAINT "reptiles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "shedding_logs" DROP CONSTRAINT "shedding_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sync_spaces" DROP CONSTRAINT "sync_spaces_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "breeding_logs" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "event_logs" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "feeding_logs" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "growth_logs" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "health_logs" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "shedding_logs" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "space_invitations" ADD CONSTRAINT "space_invitations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_invitations" ADD CONSTRAINT "space_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_invitations" ADD CONSTRAINT "space_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_members" ADD CONSTRAINT "space_members_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_members" ADD CONSTRAINT "space_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_invitations_space_idx" ON "space_invitations" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "space_invitations_email_idx" ON "space_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "space_members_user_idx" ON "space_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "spaces_owner_idx" ON "spaces" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "breeding_logs" ADD CONSTRAINT "breeding_logs_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_logs" ADD CONSTRAINT "event_logs_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeders" ADD CONSTRAINT "feeders_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_logs" ADD CONSTRAINT "feeding_logs_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_logs" ADD CONSTRAINT "growth_logs_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_logs" ADD CONSTRAINT "health_logs_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_imports" ADD CONSTRAINT "ocr_imports_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reptiles" ADD CONSTRAINT "reptiles_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shedding_logs" ADD CONSTRAINT "shedding_logs_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_spaces" ADD CONSTRAINT "sync_spaces_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;