CREATE TABLE "insights" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"findings" text NOT NULL,
	"source" text NOT NULL,
	"generated_at" bigint NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocr_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reptile_id" text NOT NULL,
	"language" text NOT NULL,
	"log_count" integer NOT NULL,
	"skipped" integer NOT NULL,
	"imported_at" bigint NOT NULL,
	"version" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_imports" ADD CONSTRAINT "ocr_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insights_user_version_idx" ON "insights" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "insights_deleted_updated_idx" ON "insights" USING btree ("deleted","updated_at");--> statement-breakpoint
CREATE INDEX "insights_user_generated_idx" ON "insights" USING btree ("user_id","generated_at");--> statement-breakpoint
CREATE INDEX "ocr_imports_user_version_idx" ON "ocr_imports" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "ocr_imports_deleted_updated_idx" ON "ocr_imports" USING btree ("deleted","updated_at");