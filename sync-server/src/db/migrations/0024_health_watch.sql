CREATE TABLE `care_modes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`mode` text NOT NULL,
	`start_date` text NOT NULL,
	`planned_end` text,
	`quarantine_days` integer,
	`end_date` text,
	`checks` text,
	`notes` text,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `care_modes_user_version_idx` ON `care_modes` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `care_modes_tombstones_idx` ON `care_modes` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE TABLE `medication_courses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`group_id` text NOT NULL,
	`drug` text NOT NULL,
	`dose` real NOT NULL,
	`dose_unit` text NOT NULL,
	`concentration_mg_per_ml` real,
	`route` text NOT NULL,
	`every_hours` integer NOT NULL,
	`days` integer NOT NULL,
	`start_date` text NOT NULL,
	`weight_grams` real NOT NULL,
	`weighed_on` text NOT NULL,
	`volume_ml` real NOT NULL,
	`dose_ids` text NOT NULL,
	`stopped_on` text,
	`notes` text,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `medication_courses_user_version_idx` ON `medication_courses` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `medication_courses_tombstones_idx` ON `medication_courses` (`updated_at`) WHERE deleted = TRUE;