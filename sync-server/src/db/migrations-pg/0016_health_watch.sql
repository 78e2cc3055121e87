CREATE TABLE "care_modes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"mode" text NOT NULL,
	"start_date" text NOT NULL,
	"planned_end" text,
	"quarantine_days" integer,
	"end_date" text,
	"checks" text,
	"notes" text,
	"author_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_courses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"group_id" text NOT NULL,
	"drug" text NOT NULL,
	"dose" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"concentration_mg_per_ml" double precision,
	"route" text NOT NULL,
	"every_hours" integer NOT NULL,
	"days" integer NOT NULL,
	"start_date" text NOT NULL,
	"weight_grams" double precision NOT NULL,
	"weighed_on" text NOT NULL,
	"volume_ml" double precision NOT NULL,
	"dose_ids" text NOT NULL,
	"stopped_on" text,
	"notes" text,
	"author_id" text,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_modes" ADD CONSTRAINT "care_modes_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_courses" ADD CONSTRAINT "medication_courses_user_id_spaces_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_modes_user_version_idx" ON "care_modes" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "care_modes_tombstones_idx" ON "care_modes" USING btree ("updated_at") WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX "medication_courses_user_version_idx" ON "medication_courses" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "medication_courses_tombstones_idx" ON "medication_courses" USING btree ("updated_at") WHERE deleted = TRUE;