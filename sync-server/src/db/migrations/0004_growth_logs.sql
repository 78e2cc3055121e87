CREATE TABLE `growth_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`weight_grams` real,
	`length_cm` real,
	`notes` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `growth_logs_user_version_idx` ON `growth_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `growth_logs_reptile_idx` ON `growth_logs` (`reptile_id`);--> statement-breakpoint
CREATE INDEX `growth_logs_deleted_updated_idx` ON `growth_logs` (`deleted`,`updated_at`);