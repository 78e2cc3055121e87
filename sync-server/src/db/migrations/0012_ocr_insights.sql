CREATE TABLE `insights` (
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `insights_user_version_idx` ON `insights` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `insights_deleted_updated_idx` ON `insights` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE INDEX `insights_user_generated_idx` ON `insights` (`user_id`,`generated_at`);--> statement-breakpoint
CREATE TABLE `ocr_imports` (
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ocr_imports_user_version_idx` ON `ocr_imports` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `ocr_imports_deleted_updated_idx` ON `ocr_imports` (`deleted`,`updated_at`);