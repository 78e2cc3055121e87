CREATE TABLE `enclosures` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`width_cm` real,
	`depth_cm` real,
	`height_cm` real,
	`room` text,
	`notes` text,
	`rack_id` text,
	`shelf` integer,
	`position` integer,
	`targets` text,
	`upkeep_days` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `enclosures_user_version_idx` ON `enclosures` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `enclosures_rack_idx` ON `enclosures` (`rack_id`);--> statement-breakpoint
CREATE INDEX `enclosures_tombstones_idx` ON `enclosures` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE TABLE `equipment` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`enclosure_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`installed_on` text NOT NULL,
	`replace_every_months` integer,
	`set_point_c` real,
	`notes` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `equipment_user_version_idx` ON `equipment` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `equipment_tombstones_idx` ON `equipment` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE TABLE `placements` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`enclosure_id` text,
	`date` text NOT NULL,
	`at` integer NOT NULL,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `placements_user_version_idx` ON `placements` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `placements_reptile_idx` ON `placements` (`reptile_id`);--> statement-breakpoint
CREATE INDEX `placements_tombstones_idx` ON `placements` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE TABLE `racks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`room` text,
	`shelves` integer NOT NULL,
	`per_shelf` integer NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `racks_user_version_idx` ON `racks` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `racks_tombstones_idx` ON `racks` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE TABLE `readings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`enclosure_id` text NOT NULL,
	`at` integer NOT NULL,
	`hot_c` real,
	`cool_c` real,
	`basking_c` real,
	`ambient_c` real,
	`humidity_pct` real,
	`imported` integer DEFAULT false NOT NULL,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `readings_user_version_idx` ON `readings` (`user_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `readings_enclosure_at_idx` ON `readings` (`enclosure_id`,`at`) WHERE deleted = FALSE;--> statement-breakpoint
CREATE INDEX `readings_tombstones_idx` ON `readings` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE TABLE `upkeep_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`enclosure_id` text NOT NULL,
	`kind` text NOT NULL,
	`date` text NOT NULL,
	`notes` text,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `upkeep_events_user_version_idx` ON `upkeep_events` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `upkeep_events_tombstones_idx` ON `upkeep_events` (`updated_at`) WHERE deleted = TRUE;