CREATE TABLE `feeders` (
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `feeders_user_version_idx` ON `feeders` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `feeders_deleted_updated_idx` ON `feeders` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `reminders` (
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
	`next_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminders_user_version_idx` ON `reminders` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `reminders_reptile_idx` ON `reminders` (`reptile_id`);--> statement-breakpoint
CREATE INDEX `reminders_completed_idx` ON `reminders` (`completed`,`completed_at`);--> statement-breakpoint
CREATE INDEX `reminders_deleted_updated_idx` ON `reminders` (`deleted`,`updated_at`);