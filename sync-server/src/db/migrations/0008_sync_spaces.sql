CREATE TABLE `job_runs` (
	`job` text NOT NULL,
	`occurrence` integer NOT NULL,
	`claimed_at` integer NOT NULL,
	PRIMARY KEY(`job`, `occurrence`)
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_reset_idx` ON `rate_limits` (`reset_at`);--> statement-breakpoint
CREATE TABLE `sync_spaces` (
	`user_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`horizon` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Existing devices keep their cookies (issue 11): every user's space starts at the old global
-- counter, and their purge horizon at the old global one. Every version a user's rows hold is at
-- most that counter, so "rows of this user with version > cookie" stays exactly what changed.
INSERT INTO `sync_spaces` (`user_id`, `version`, `horizon`, `updated_at`)
SELECT `id`,
  COALESCE((SELECT CAST(`value` AS INTEGER) FROM `server_state` WHERE `key` = 'sync.version'), 0),
  COALESCE((SELECT CAST(`value` AS INTEGER) FROM `server_state` WHERE `key` = 'sync.tombstoneHorizon'), 0),
  CAST(strftime('%s','now') AS INTEGER) * 1000
FROM `users`;
