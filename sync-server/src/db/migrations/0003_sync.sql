CREATE TABLE `reptiles` (
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
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reptiles_user_version_idx` ON `reptiles` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `reptiles_deleted_updated_idx` ON `reptiles` (`deleted`,`updated_at`);--> statement-breakpoint
CREATE TABLE `sync_clients` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`last_mutation_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sync_clients_user_idx` ON `sync_clients` (`user_id`);--> statement-breakpoint
CREATE TABLE `sync_rejections` (
	`client_id` text NOT NULL,
	`mutation_id` integer NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`message` text NOT NULL,
	`rejected_at` integer NOT NULL,
	PRIMARY KEY(`client_id`, `mutation_id`),
	FOREIGN KEY (`client_id`) REFERENCES `sync_clients`(`id`) ON UPDATE no action ON DELETE cascade
);
