CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"role" text,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "dua" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"source" text NOT NULL,
	"arabic" text NOT NULL,
	"transliteration" text NOT NULL,
	"english" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dua_category" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dua_category_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "jummah" (
	"key" text PRIMARY KEY NOT NULL,
	"khateeb" text NOT NULL,
	"topic" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "past_event_image" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_path" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "past_event_image_full_path_unique" UNIQUE("full_path")
);
--> statement-breakpoint
CREATE TABLE "push_notification" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sent_by" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"delivered" integer NOT NULL,
	"failed" integer NOT NULL,
	"removed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dua" ADD CONSTRAINT "dua_category_id_dua_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dua_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "dua_category_idx" ON "dua" USING btree ("category_id");