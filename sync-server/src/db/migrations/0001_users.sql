CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`username` text,
	`username_lower` text,
	`username_changed_at` integer,
	`bio` text,
	`location` text,
	`avatar_path` text,
	`weight_unit` text DEFAULT 'g' NOT NULL,
	`length_unit` text DEFAULT 'cm' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`theme` text DEFAULT 'dark' NOT NULL,
	`premium_tier` text,
	`premium_expires_at` integer,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`session_epoch` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (`username_lower`);