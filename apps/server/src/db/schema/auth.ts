import { index, pgTable, text, timestamp, uuid, jsonb } from 'drizzle-orm/pg-core';
import { users } from './users.js';

// Sessions, OAuth clients and their tokens, one-time RSA keys, and the audit log.

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // SHA-256 of the opaque token: a database leak does not hand out live sessions.
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').array().notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clientTokens = pgTable(
  'client_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId),
    scope: text('scope').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('client_tokens_expiry_idx').on(t.expiresAt)],
);

export const rsaKeys = pgTable(
  'rsa_keys',
  {
    kid: uuid('kid').primaryKey(),
    privateKeyPem: text('private_key_pem').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('rsa_keys_expiry_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorUsername: text('actor_username'),
    targetUsername: text('target_username'),
    merchantCode: text('merchant_code'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUsername, t.at),
    index('audit_log_merchant_idx').on(t.merchantCode, t.at),
  ],
);
