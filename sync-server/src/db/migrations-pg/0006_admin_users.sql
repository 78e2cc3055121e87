CREATE INDEX "coin_ledger_at_idx" ON "coin_ledger" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" COLLATE "C");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ("username_lower" COLLATE "C");