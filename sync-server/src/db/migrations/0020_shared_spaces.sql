CREATE TABLE `space_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`email` text,
	`role` text NOT NULL,
	`until` text,
	`token_hash` text NOT NULL,
	`invited_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by` text,
	`cancelled_at` integer,
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `space_invitations_token_hash_unique` ON `space_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `space_invitations_space_idx` ON `space_invitations` (`space_id`);--> statement-breakpoint
CREATE INDEX `space_invitations_email_idx` ON `space_invitations` (`email`);--> statement-breakpoint
CREATE TABLE `space_members` (
	`space_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`until` text,
	`joined_at` integer NOT NULL,
	`ended_at` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`space_id`, `user_id`),
	FOREIGN KEY (`space_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `space_members_user_idx` ON `space_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `spaces` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name` text,
	`owner_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `spaces_owner_idx` ON `spaces` (`owner_id`);--> statement-breakpoint
INSERT INTO `spaces` (`id`, `kind`, `name`, `owner_id`, `created_at`) SELECT `id`, 'own', NULL, `id`, `created_at` FROM `users`;--> statement-breakpoint
CREATE TRIGGER `users_own_space` AFTER INSERT ON `users` BEGIN
	INSERT INTO `spaces` (`id`, `kind`, `name`, `owner_id`, `created_at`) VALUES (NEW.`id`, 'own', NULL, NEW.`id`, NEW.`created_at`);
END;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_breeding_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_breeding_logs`("id", "user_id", "reptile_id", "date", "data", "author_id", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "date", "data", NULL, "version", "created_at", "updated_at", "deleted" FROM `breeding_logs`;--> statement-breakpoint
DROP TABLE `breeding_logs`;--> statement-breakpoint
ALTER TABLE `__new_breeding_logs` RENAME TO `breeding_logs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `breeding_logs_user_version_idx` ON `breeding_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `breeding_logs_reptile_date_idx` ON `breeding_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `breeding_logs_deleted_updated_idx` ON `breeding_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_collections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`state` text DEFAULT 'active' NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_collections`("id", "user_id", "name", "description", "state", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "name", "description", "state", "version", "created_at", "updated_at", "deleted" FROM `collections`;--> statement-breakpoint
DROP TABLE `collections`;--> statement-breakpoint
ALTER TABLE `__new_collections` RENAME TO `collections`;--> statement-breakpoint
CREATE INDEX `collections_user_version_idx` ON `collections` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `collections_deleted_updated_idx` ON `collections` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_event_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_event_logs`("id", "user_id", "reptile_id", "date", "data", "author_id", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "date", "data", NULL, "version", "created_at", "updated_at", "deleted" FROM `event_logs`;--> statement-breakpoint
DROP TABLE `event_logs`;--> statement-breakpoint
ALTER TABLE `__new_event_logs` RENAME TO `event_logs`;--> statement-breakpoint
CREATE INDEX `event_logs_user_version_idx` ON `event_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `event_logs_reptile_date_idx` ON `event_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `event_logs_deleted_updated_idx` ON `event_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_feeders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`weight_per_item_grams` real NOT NULL,
	`low_stock_threshold` integer NOT NULL,
	`quantity` integer NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_feeders`("id", "user_id", "name", "type", "weight_per_item_grams", "low_stock_threshold", "quantity", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "name", "type", "weight_per_item_grams", "low_stock_threshold", "quantity", "version", "created_at", "updated_at", "deleted" FROM `feeders`;--> statement-breakpoint
DROP TABLE `feeders`;--> statement-breakpoint
ALTER TABLE `__new_feeders` RENAME TO `feeders`;--> statement-breakpoint
CREATE INDEX `feeders_user_version_idx` ON `feeders` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `feeders_deleted_updated_idx` ON `feeders` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_feeding_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_feeding_logs`("id", "user_id", "reptile_id", "date", "data", "author_id", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "date", "data", NULL, "version", "created_at", "updated_at", "deleted" FROM `feeding_logs`;--> statement-breakpoint
DROP TABLE `feeding_logs`;--> statement-breakpoint
ALTER TABLE `__new_feeding_logs` RENAME TO `feeding_logs`;--> statement-breakpoint
CREATE INDEX `feeding_logs_user_version_idx` ON `feeding_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `feeding_logs_reptile_date_idx` ON `feeding_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `feeding_logs_deleted_updated_idx` ON `feeding_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_growth_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`weight_grams` real,
	`length_cm` real,
	`notes` text,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_growth_logs`("id", "user_id", "reptile_id", "date", "weight_grams", "length_cm", "notes", "author_id", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "date", "weight_grams", "length_cm", "notes", NULL, "version", "created_at", "updated_at", "deleted" FROM `growth_logs`;--> statement-breakpoint
DROP TABLE `growth_logs`;--> statement-breakpoint
ALTER TABLE `__new_growth_logs` RENAME TO `growth_logs`;--> statement-breakpoint
CREATE INDEX `growth_logs_user_version_idx` ON `growth_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `growth_logs_reptile_idx` ON `growth_logs` (`reptile_id`);--> statement-breakpoint
CREATE INDEX `growth_logs_deleted_updated_idx` ON `growth_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_health_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_health_logs`("id", "user_id", "reptile_id", "date", "data", "author_id", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "date", "data", NULL, "version", "created_at", "updated_at", "deleted" FROM `health_logs`;--> statement-breakpoint
DROP TABLE `health_logs`;--> statement-breakpoint
ALTER TABLE `__new_health_logs` RENAME TO `health_logs`;--> statement-breakpoint
CREATE INDEX `health_logs_user_version_idx` ON `health_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `health_logs_reptile_date_idx` ON `health_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `health_logs_deleted_updated_idx` ON `health_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_insights` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`language` text NOT NULL,
	`text` text NOT NULL,
	`findings` text NOT NULL,
	`source` text NOT NULL,
	`generated_at` integer NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_insights`("id", "user_id", "reptile_id", "language", "text", "findings", "source", "generated_at", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "language", "text", "findings", "source", "generated_at", "version", "created_at", "updated_at", "deleted" FROM `insights`;--> statement-breakpoint
DROP TABLE `insights`;--> statement-breakpoint
ALTER TABLE `__new_insights` RENAME TO `insights`;--> statement-breakpoint
CREATE INDEX `insights_user_version_idx` ON `insights` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `insights_deleted_updated_idx` ON `insights` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE INDEX `insights_user_generated_idx` ON `insights` (`user_id`,`generated_at`);--> statement-breakpoint
CREATE TABLE `__new_ocr_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`language` text NOT NULL,
	`log_count` integer NOT NULL,
	`skipped` integer NOT NULL,
	`imported_at` integer NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_ocr_imports`("id", "user_id", "reptile_id", "language", "log_count", "skipped", "imported_at", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "language", "log_count", "skipped", "imported_at", "version", "created_at", "updated_at", "deleted" FROM `ocr_imports`;--> statement-breakpoint
DROP TABLE `ocr_imports`;--> statement-breakpoint
ALTER TABLE `__new_ocr_imports` RENAME TO `ocr_imports`;--> statement-breakpoint
CREATE INDEX `ocr_imports_user_version_idx` ON `ocr_imports` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `ocr_imports_deleted_updated_idx` ON `ocr_imports` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text,
	`task_type` text NOT NULL,
	`description` text,
	`repeat_kind` text NOT NULL,
	`repeat_every` integer,
	`due_date` text NOT NULL,
	`anchor_day` integer NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`completed_at` integer,
	`completed_by` text,
	`next_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_reminders`("id", "user_id", "reptile_id", "task_type", "description", "repeat_kind", "repeat_every", "due_date", "anchor_day", "completed", "completed_at", "completed_by", "next_id", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "task_type", "description", "repeat_kind", "repeat_every", "due_date", "anchor_day", "completed", "completed_at", NULL, "next_id", "version", "created_at", "updated_at", "deleted" FROM `reminders`;--> statement-breakpoint
DROP TABLE `reminders`;--> statement-breakpoint
ALTER TABLE `__new_reminders` RENAME TO `reminders`;--> statement-breakpoint
CREATE INDEX `reminders_user_version_idx` ON `reminders` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `reminders_reptile_idx` ON `reminders` (`reptile_id`);--> statement-breakpoint
CREATE INDEX `reminders_completed_idx` ON `reminders` (`completed`,`completed_at`);--> statement-breakpoint
CREATE INDEX `reminders_deleted_updated_idx` ON `reminders` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_reptiles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`species` text NOT NULL,
	`hatch_date` text,
	`sex` text NOT NULL,
	`weight_grams` real,
	`length_cm` real,
	`notes` text,
	`photo_file` text,
	`collection_id` text,
	`feeding_interval_days` integer,
	`feeding_paused` integer DEFAULT false NOT NULL,
	`feeding_paused_until` text,
	`sire_id` text,
	`sire_name` text,
	`dam_id` text,
	`dam_name` text,
	`clutch_id` text,
	`morphs` text,
	`transferred_at` integer,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_reptiles`("id", "user_id", "name", "species", "hatch_date", "sex", "weight_grams", "length_cm", "notes", "photo_file", "collection_id", "feeding_interval_days", "feeding_paused", "feeding_paused_until", "sire_id", "sire_name", "dam_id", "dam_name", "clutch_id", "morphs", "transferred_at", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "name", "species", "hatch_date", "sex", "weight_grams", "length_cm", "notes", "photo_file", "collection_id", "feeding_interval_days", "feeding_paused", "feeding_paused_until", "sire_id", "sire_name", "dam_id", "dam_name", "clutch_id", "morphs", "transferred_at", "version", "created_at", "updated_at", "deleted" FROM `reptiles`;--> statement-breakpoint
DROP TABLE `reptiles`;--> statement-breakpoint
ALTER TABLE `__new_reptiles` RENAME TO `reptiles`;--> statement-breakpoint
CREATE INDEX `reptiles_user_version_idx` ON `reptiles` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `reptiles_deleted_updated_idx` ON `reptiles` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_shedding_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_shedding_logs`("id", "user_id", "reptile_id", "date", "data", "author_id", "version", "created_at", "updated_at", "deleted") SELECT "id", "user_id", "reptile_id", "date", "data", NULL, "version", "created_at", "updated_at", "deleted" FROM `shedding_logs`;--> statement-breakpoint
DROP TABLE `shedding_logs`;--> statement-breakpoint
ALTER TABLE `__new_shedding_logs` RENAME TO `shedding_logs`;--> statement-breakpoint
CREATE INDEX `shedding_logs_user_version_idx` ON `shedding_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `shedding_logs_reptile_date_idx` ON `shedding_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `shedding_logs_deleted_updated_idx` ON `shedding_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `__new_sync_spaces` (
	`user_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`horizon` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	`push_count` integer DEFAULT 0 NOT NULL,
	`push_window_ends` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_sync_spaces`("user_id", "version", "horizon", "updated_at", "push_count", "push_window_ends") SELECT "user_id", "version", "horizon", "updated_at", "push_count", "push_window_ends" FROM `sync_spaces`;--> statement-breakpoint
DROP TABLE `sync_spaces`;--> statement-breakpoint
ALTER TABLE `__new_sync_spaces` RENAME TO `sync_spaces`;