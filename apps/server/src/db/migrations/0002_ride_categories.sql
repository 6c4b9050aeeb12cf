CREATE TABLE "ride_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "ride_categories" ("code", "label", "sort_order") VALUES
	('Economy', 'Economy', 1),
	('Comfort', 'Comfort', 2),
	('Business', 'Business', 3),
	('Delivery', 'Delivery', 4);
