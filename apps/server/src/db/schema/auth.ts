import { index, pgTable, text, uuid, jsonb } from 'drizzle-orm/pg-core';
import { moment, uuidKey } from './columns.js';
import { userRef } from './users.js';

// Sessions, OAuth clients and their tokens, one-time RSA keys, and the audit log.

export const sessions = pgTable(
  'sessions',
  {
    id: uuidKey(),
    // SHA-256 of the opaque token: a database leak does not hand out live sessions.
    tokenHash: text('token_hash').notNull().unique(),
    userId: userRef(),
    createdAt: moment('created_at').notNull().defaultNow(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
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
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const clientTokens = pgTable(
  'client_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId),
    scope: text('scope').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('client_tokens_expiry_idx').on(t.expiresAt)],
);

export const rsaKeys = pgTable(
  'rsa_keys',
  {
    kid: uuid('kid').primaryKey(),
    privateKeyPem: text('private_key_pem').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('rsa_keys_expiry_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidKey(),
    at: moment('at').notNull().defaultNow(),
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
