ALTER TABLE "reptiles" ADD COLUMN "sire_id" text;--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "sire_name" text;--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "dam_id" text;--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "dam_name" text;--> statement-breakpoint
ALTER TABLE "reptiles" ADD COLUMN "clutch_id" text;