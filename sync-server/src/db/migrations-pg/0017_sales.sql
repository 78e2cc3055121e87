CREATE TABLE "sale_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sale_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"date" text NOT NULL,
	"note" text,
	"author_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"waitlist_id" text,
	"buyer_name" text NOT NULL,
	"contact" text,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"handover" text NOT NULL,
	"handover_date" text,
	"note" text,
	"state" text NOT NULL,
	"completed_on" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"contact" text,
	"species" text,
	"sex" text NOT NULL,
	"traits" text,
	"budget_minor" integer,
	"currency" text NOT NULL,
	"note" text,
	"position" integer NOT NULL,
	"state" text NOT NULL,
	"offered_reptile_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_payments_user_version_idx" ON "sale_payments" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "sale_payments_tombstones_idx" ON "sale_payments" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_user_version_idx" ON "sales" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "sales_tombstones_idx" ON "sales" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "sales_reptile_idx" ON "sales" USING btree ("reptile_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_version_idx" ON "waitlist_entries" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "waitlist_entries_tombstones_idx" ON "waitlist_entries" USING btree ("updated_at") WHERE deleted = TRUE;