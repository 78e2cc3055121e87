ALTER TABLE `reptiles` ADD `sire_id` text;--> statement-breakpoint
ALTER TABLE `reptiles` ADD `sire_name` text;--> statement-breakpoint
ALTER TABLE `reptiles` ADD `dam_id` text;--> statement-breakpoint
ALTER TABLE `reptiles` ADD `dam_name` text;--> statement-breakpoint
ALTER TABLE `reptiles` ADD `clutch_id` text;