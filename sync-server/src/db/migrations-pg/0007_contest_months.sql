CREATE TABLE "contest_months" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" bigint
);
--> statement-breakpoint
-- Months closed before this table existed are closed: their results carry the close time.
INSERT INTO contest_months (month, closed_at) SELECT month, min(closed_at) FROM contest_results GROUP BY month;
