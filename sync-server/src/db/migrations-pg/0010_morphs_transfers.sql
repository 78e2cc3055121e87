CREATE TABLE "transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"reptile_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_id" text,
	"price_cents" bigint,
	"currency" text,
	"sold_on" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"buyer_reptile_id" text,
	"expires_at" bigint NOT NULL,
	"decided_at" bigint,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "morphs" text;--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "transferred_at" bigint;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_user_version_idx" ON "transfers" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "transfers_buyer_status_idx" ON "transfers" USING btree ("buyer_email","status");--> statement-breakpoint
CREATE INDEX "transfers_reptile_idx" ON "transfers" USING btree ("reptile_id");--> statement-breakpoint
CREATE INDEX "transfers_deleted_updated_idx" ON "transfers" USING btree ("deleted","updated_at");