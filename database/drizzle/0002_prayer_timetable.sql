CREATE TABLE "prayer_timetable" (
	"date" text PRIMARY KEY NOT NULL,
	"fajr" text NOT NULL,
	"sunrise" text NOT NULL,
	"dhuhr" text NOT NULL,
	"asr" text NOT NULL,
	"maghrib" text NOT NULL,
	"isha" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
