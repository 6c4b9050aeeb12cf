-- The portal's groups and their roles (packages/contracts/src/groups.ts, which a test compares with this), in
-- every database: imported administrators and a merchant's allowed groups refer to them. Until now only the demo
-- seed wrote them; a database it seeded keeps its rows.
INSERT INTO "groups" ("name", "description") VALUES
  ('MERCHANT_ADMINS', 'Merchant Administrators — manage users and see all transactions'),
  ('MERCHANT_USERS', 'Merchant Users — see and export card transactions'),
  ('DASHBOARD_USERS', 'Dashboard Users — see the performance dashboard'),
  ('ADVANCED_DASHBOARD_USERS', 'Advanced Dashboard Users — see the advanced performance dashboard'),
  ('REPORT_USERS', 'Report Users — request and download settlement reports'),
  ('PRE_AUTH_USERS', 'Pre-Auth Users — see pre-authorisation transactions'),
  ('RJ_BOOKING_MAKER_GROUP', 'Booking Makers — initiate refunds and payment status changes'),
  ('RJ_BOOKING_CHECKER_GROUP', 'Booking Checkers — approve or reject refunds'),
  ('MOFA_USERS', 'Embassy Fee Users — see embassy-fee transactions'),
  ('MODEE_USERS', 'Digital Government Users — see digital-government transactions'),
  ('RIDE_HAILING_USERS', 'Ride-hailing Users — see ride categories on transactions'),
  ('MARKETPLACE_REPORT_USERS', 'Marketplace Report Users — Shopix and Emart settlement reports')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "group_roles" ("group_name", "role") VALUES
  ('MERCHANT_ADMINS', 'ROLE_MERCHANT_ADMIN'),
  ('MERCHANT_USERS', 'ROLE_MERCHANT_USER'),
  ('DASHBOARD_USERS', 'DASHBOARD_USER'),
  ('ADVANCED_DASHBOARD_USERS', 'ADVANCED_DASHBOARD_USER'),
  ('REPORT_USERS', 'ROLE_REPORTS_USER'),
  ('PRE_AUTH_USERS', 'PRE_AUTH_TRANSACTION_USER'),
  ('RJ_BOOKING_MAKER_GROUP', 'RJ_BOOKING_MAKER'),
  ('RJ_BOOKING_CHECKER_GROUP', 'RJ_BOOKING_CHECKER'),
  ('MOFA_USERS', 'MOFA_TRANSACTION_USER'),
  ('MODEE_USERS', 'MODEE_TRANSACTION_USER'),
  ('RIDE_HAILING_USERS', 'ROLE_CAREEM_USER'),
  ('MARKETPLACE_REPORT_USERS', 'ARABIE_REPORT_USER')
ON CONFLICT DO NOTHING;
