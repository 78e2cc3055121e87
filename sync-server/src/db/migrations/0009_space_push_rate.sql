ALTER TABLE `sync_spaces` ADD `push_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sync_spaces` ADD `push_window_ends` integer DEFAULT 0 NOT NULL;