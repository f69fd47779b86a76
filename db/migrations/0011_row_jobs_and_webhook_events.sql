CREATE TABLE "webhook_events" (
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "heartbeat_at" timestamp with time zone;