CREATE TABLE "coin_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"at" bigint NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"state" text DEFAULT 'active' NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" bigint NOT NULL,
	"seen_at" bigint,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"premium_tier" text,
	"premium_expires_at" bigint,
	"premium_anchor_day" integer,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "wallets_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "collection_id" text;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_user_key_idx" ON "coin_ledger" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "coin_ledger_user_version_idx" ON "coin_ledger" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "coin_ledger_deleted_updated_idx" ON "coin_ledger" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "collections_user_version_idx" ON "collections" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "collections_deleted_updated_idx" ON "collections" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_user_achievement_idx" ON "user_achievements" USING btree ("user_id","achievement_id");--> statement-breakpoint
CREATE INDEX "user_achievements_user_version_idx" ON "user_achievements" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "user_achievements_deleted_updated_idx" ON "user_achievements" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "wallets_user_version_idx" ON "wallets" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "wallets_expires_idx" ON "wallets" USING btree ("premium_expires_at");--> statement-breakpoint
CREATE INDEX "wallets_deleted_updated_idx" ON "wallets" USING btree ("deleted","updated_at");--> statement-breakpoint
-- Plans move from users to wallets, each wallet taking a version of its user's space so devices pull it.
INSERT INTO sync_spaces (user_id, version, horizon, updated_at) SELECT id, 0, 0, 0 FROM users WHERE premium_tier IS NOT NULL ON CONFLICT (user_id) DO NOTHING;--> statement-breakpoint
UPDATE sync_spaces SET version = version + 1 WHERE user_id IN (SELECT id FROM users WHERE premium_tier IS NOT NULL);--> statement-breakpoint
INSERT INTO wallets (id, user_id, balance, premium_tier, premium_expires_at, premium_anchor_day, version, created_at, updated_at, deleted)
  SELECT u.id, u.id, 0, u.premium_tier, u.premium_expires_at, NULL, s.version, s.updated_at, s.updated_at, FALSE FROM users u JOIN sync_spaces s ON s.user_id = u.id WHERE u.premium_tier IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "premium_tier";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "premium_expires_at";