CREATE TABLE "enclosures" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"width_cm" double precision,
	"depth_cm" double precision,
	"height_cm" double precision,
	"room" text,
	"notes" text,
	"rack_id" text,
	"shelf" integer,
	"position" integer,
	"targets" text,
	"upkeep_days" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enclosure_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"installed_on" text NOT NULL,
	"replace_every_months" integer,
	"set_point_c" double precision,
	"notes" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"enclosure_id" text,
	"date" text NOT NULL,
	"at" bigint NOT NULL,
	"author_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "racks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"room" text,
	"shelves" integer NOT NULL,
	"per_shelf" integer NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enclosure_id" text NOT NULL,
	"at" bigint NOT NULL,
	"hot_c" double precision,
	"cool_c" double precision,
	"basking_c" double precision,
	"ambient_c" double precision,
	"humidity_pct" double precision,
	"imported" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upkeep_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enclosure_id" text NOT NULL,
	"kind" text NOT NULL,
	"date" text NOT NULL,
	"notes" text,
	"author_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enclosures" ADD CONSTRAINT "enclosures_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racks" ADD CONSTRAINT "racks_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upkeep_events" ADD CONSTRAINT "upkeep_events_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enclosures_user_version_idx" ON "enclosures" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "enclosures_rack_idx" ON "enclosures" USING btree ("rack_id");--> statement-breakpoint
CREATE INDEX "enclosures_tombstones_idx" ON "enclosures" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "equipment_user_version_idx" ON "equipment" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "equipment_tombstones_idx" ON "equipment" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "placements_user_version_idx" ON "placements" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "placements_reptile_idx" ON "placements" USING btree ("reptile_id");--> statement-breakpoint
CREATE INDEX "placements_tombstones_idx" ON "placements" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "racks_user_version_idx" ON "racks" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "racks_tombstones_idx" ON "racks" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "readings_user_version_idx" ON "readings" USING btree ("user_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_enclosure_at_idx" ON "readings" USING btree ("enclosure_id","at") WHERE deleted = FALSE;--> statement-breakpoint
CREATE INDEX "readings_tombstones_idx" ON "readings" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "upkeep_events_user_version_idx" ON "upkeep_events" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "upkeep_events_tombstones_idx" ON "upkeep_events" USING btree ("updated_at") WHERE deleted = TRUE;