ALTER TABLE "billing_coupon_redemptions" ADD COLUMN "status" text DEFAULT 'redeemed' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_coupon_redemptions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_coupon_redemptions_coupon_idx" ON "billing_coupon_redemptions" USING btree ("coupon_code","status");