CREATE INDEX `coin_ledger_at_idx` ON `coin_ledger` (`at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_role_created_idx` ON `users` (`role`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_email_prefix_idx` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_username_prefix_idx` ON `users` (`username_lower`);