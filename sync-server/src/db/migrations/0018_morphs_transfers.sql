CREATE TABLE `transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`reptile_name` text NOT NULL,
	`buyer_email` text NOT NULL,
	`buyer_id` text,
	`price_cents` integer,
	`currency` text,
	`sold_on` text NOT NULL,
	`note` text,
	`status` text NOT NULL,
	`buyer_reptile_id` text,
	`expires_at` integer NOT NULL,
	`decided_at` integer,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `transfers_user_version_idx` ON `transfers` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `transfers_buyer_status_idx` ON `transfers` (`buyer_email`,`status`);--> statement-breakpoint
CREATE INDEX `transfers_reptile_idx` ON `transfers` (`reptile_id`);--> statement-breakpoint
CREATE INDEX `transfers_deleted_updated_idx` ON `transfers` (`deleted`,`updated_at`);--> statement-breakpoint
ALTER TABLE `reptiles` ADD `morphs` text;--> statement-breakpoint
ALTER TABLE `reptiles` ADD `transferred_at` integer;