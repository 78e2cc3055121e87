CREATE TABLE `breeding_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `breeding_logs_user_version_idx` ON `breeding_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `breeding_logs_reptile_date_idx` ON `breeding_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `breeding_logs_deleted_updated_idx` ON `breeding_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `event_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_logs_user_version_idx` ON `event_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `event_logs_reptile_date_idx` ON `event_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `event_logs_deleted_updated_idx` ON `event_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `feeding_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `feeding_logs_user_version_idx` ON `feeding_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `feeding_logs_reptile_date_idx` ON `feeding_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `feeding_logs_deleted_updated_idx` ON `feeding_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `health_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `health_logs_user_version_idx` ON `health_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `health_logs_reptile_date_idx` ON `health_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `health_logs_deleted_updated_idx` ON `health_logs` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `shedding_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`date` text NOT NULL,
	`data` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shedding_logs_user_version_idx` ON `shedding_logs` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `shedding_logs_reptile_date_idx` ON `shedding_logs` (`reptile_id`,`date`);--> statement-breakpoint
CREATE INDEX `shedding_logs_deleted_updated_idx` ON `shedding_logs` (`deleted`,`updated_at`);