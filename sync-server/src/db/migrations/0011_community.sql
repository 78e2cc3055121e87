CREATE TABLE `community_events` (
	`id` text PRIMARY KEY NOT NULL,
	`submitter_id` text NOT NULL,
	`title` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`all_day` integer DEFAULT false NOT NULL,
	`location` text,
	`description` text,
	`url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`decision_note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`submitter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_events_status_starts_idx` ON `community_events` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `community_events_submitter_idx` ON `community_events` (`submitter_id`);--> statement-breakpoint
CREATE TABLE `contest_bans` (
	`user_id` text PRIMARY KEY NOT NULL,
	`until` integer NOT NULL,
	`reason` text,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contest_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`image_file` text NOT NULL,
	`caption` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_entries_month_status_idx` ON `contest_entries` (`month`,`status`);--> statement-breakpoint
CREATE INDEX `contest_entries_user_month_idx` ON `contest_entries` (`user_id`,`month`);--> statement-breakpoint
CREATE TABLE `contest_results` (
	`month` text NOT NULL,
	`place` integer NOT NULL,
	`entry_id` text NOT NULL,
	`user_id` text NOT NULL,
	`votes` integer NOT NULL,
	`closed_at` integer NOT NULL,
	`prize_paid_at` integer,
	PRIMARY KEY(`month`, `place`)
);
--> statement-breakpoint
CREATE TABLE `contest_votes` (
	`month` text NOT NULL,
	`voter_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`month`, `voter_id`),
	FOREIGN KEY (`voter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `contest_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_votes_entry_idx` ON `contest_votes` (`entry_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`image_url` text,
	`read_at` integer,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);