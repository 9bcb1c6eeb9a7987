ALTER TABLE "client_profiles" ADD COLUMN "buyer_kind" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "buyer_inn" text;--> statement-breakpoint
CREATE INDEX "client_profiles_buyer_inn_idx" ON "client_profiles" USING btree ("buyer_inn") WHERE "client_profiles"."buyer_inn" is not null;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_buyer_check" CHECK (case "client_profiles"."buyer_kind"
        when 'company' then "client_profiles"."buyer_name" is not null and "client_profiles"."buyer_inn" is not null
        when 'self' then "client_profiles"."buyer_name" is null and "client_profiles"."buyer_inn" is null
        else "client_profiles"."buyer_kind" is null and "client_profiles"."buyer_name" is null and "client_profiles"."buyer_inn" is null end);