ALTER TABLE "blog_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "hidden_reason" text;