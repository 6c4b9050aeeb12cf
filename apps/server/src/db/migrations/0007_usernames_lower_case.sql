-- Usernames in one canonical case (lower). Sign-in always looked the lower-case form up, so a name with a
-- capital could never sign in. Of names that differ only by case, the one already in lower case (else the
-- oldest) keeps it; the others are retired: disabled, marked deleted and renamed aside, their history kept.
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY lower("username")
    ORDER BY ("username" = lower("username")) DESC, "created_on", "id"
  ) AS "rank"
  FROM "users"
)
UPDATE "users" AS "u"
SET "enabled" = false,
  "deleted_at" = coalesce("u"."deleted_at", now()),
  "modified_on" = now(),
  "modified_by" = 'migration 0007',
  "username" = lower(split_part("u"."username", '@', 1)) || '~' || left("u"."id"::text, 8) || '@' || "u"."merchant_code"
FROM "ranked" AS "r"
WHERE "r"."id" = "u"."id" AND "r"."rank" > 1;--> statement-breakpoint
UPDATE "users" SET "username" = lower("username") WHERE "username" <> lower("username");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_lower_ck" CHECK ("users"."username" = lower("users"."username"));
