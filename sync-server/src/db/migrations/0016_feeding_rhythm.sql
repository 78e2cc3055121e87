ALTER TABLE `reptiles` ADD `feeding_interval_days` integer;--> statement-breakpoint
ALTER TABLE `reptiles` ADD `feeding_paused` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reptiles` ADD `feeding_paused_until` text;