DROP INDEX `breeding_logs_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `breeding_logs_tombstones_idx` ON `breeding_logs` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `breeding_logs_author_date_idx` ON `breeding_logs` (`author_id`,`date`);--> statement-breakpoint
DROP INDEX `coin_ledger_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `coin_ledger_tombstones_idx` ON `coin_ledger` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `collections_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `collections_tombstones_idx` ON `collections` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `event_logs_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `event_logs_tombstones_idx` ON `event_logs` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `event_logs_author_date_idx` ON `event_logs` (`author_id`,`date`);--> statement-breakpoint
DROP INDEX `feeders_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `feeders_tombstones_idx` ON `feeders` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `feeding_logs_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `feeding_logs_tombstones_idx` ON `feeding_logs` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `feeding_logs_author_date_idx` ON `feeding_logs` (`author_id`,`date`);--> statement-breakpoint
DROP INDEX `growth_logs_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `growth_logs_tombstones_idx` ON `growth_logs` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `growth_logs_author_date_idx` ON `growth_logs` (`author_id`,`date`);--> statement-breakpoint
DROP INDEX `health_logs_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `health_logs_tombstones_idx` ON `health_logs` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `health_logs_author_date_idx` ON `health_logs` (`author_id`,`date`);--> statement-breakpoint
DROP INDEX `insights_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `insights_tombstones_idx` ON `insights` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `ocr_imports_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `ocr_imports_tombstones_idx` ON `ocr_imports` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `reminders_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `reminders_tombstones_idx` ON `reminders` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `reptiles_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `reptiles_tombstones_idx` ON `reptiles` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `shedding_logs_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `shedding_logs_tombstones_idx` ON `shedding_logs` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
CREATE INDEX `shedding_logs_author_date_idx` ON `shedding_logs` (`author_id`,`date`);--> statement-breakpoint
DROP INDEX `transfers_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `transfers_tombstones_idx` ON `transfers` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `user_achievements_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `user_achievements_tombstones_idx` ON `user_achievements` (`updated_at`) WHERE deleted = TRUE;--> statement-breakpoint
DROP INDEX `wallets_deleted_updated_idx`;--> statement-breakpoint
CREATE INDEX `wallets_tombstones_idx` ON `wallets` (`updated_at`) WHERE deleted = TRUE;