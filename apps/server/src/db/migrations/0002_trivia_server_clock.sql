ALTER TABLE "trivia_attempts" ALTER COLUMN "submitted_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "trivia_attempts" ALTER COLUMN "submitted_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trivia_attempts" ADD COLUMN "deadline" timestamp with time zone;