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
CREATE INDEX `racks_tombstones_idx` ON `racks` (`updated_at`) WHERE deleted = TRUE;