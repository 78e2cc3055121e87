CREATE TABLE `sale_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`sale_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`date` text NOT NULL,
	`note` text,
	`author_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sale_payments_user_version_idx` ON `sale_payments` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `sale_payments_tombstones_idx` ON `sale_payments` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `sale_payments_sale_idx` ON `sale_payments` (`sale_id`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reptile_id` text NOT NULL,
	`waitlist_id` text,
	`buyer_name` text NOT NULL,
	`contact` text,
	`price_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`handover` text NOT NULL,
	`handover_date` text,
	`note` text,
	`state` text NOT NULL,
	`completed_on` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sales_user_version_idx` ON `sales` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `sales_tombstones_idx` ON `sales` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `sales_reptile_idx` ON `sales` (`reptile_id`);--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`buyer_name` text NOT NULL,
	`contact` text,
	`species` text,
	`sex` text NOT NULL,
	`traits` text,
	`budget_minor` integer,
	`currency` text NOT NULL,
	`note` text,
	`position` integer NOT NULL,
	`state` text NOT NULL,
	`offered_reptile_id` text,
	`version` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_user_version_idx` ON `waitlist_entries` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_tombstones_idx` ON `waitlist_entries` (`updated_at`) WHERE deleted = TRUE;