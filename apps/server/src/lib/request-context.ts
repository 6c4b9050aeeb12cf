// Who is calling and from where: the types the authorization plugin produces and the modules consume, so
// neither has to import the other.
import type { Permission } from '@merchant-portal/contracts/permissions';

/** A merchant as a request names it (the session's own, or one of its group): code and name. */
export interface MerchantRef {
  merchantCode: string;
  merchantName: string;
}

/** The signed-in session behind a request. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  username: string;
  merchantCode: string;
  roles: string[];
  permissions: Set<Permission>;
  /** The embassy stored on the user (spec part 2 §4); it counts only for an embassy user. */
  embassy: EmbassyBinding;
}

/** An embassy code, or null for every embassy; `unresolved`: the username named no embassy, so none. */
export interface EmbassyBinding {
  code: string | null;
  unresolved: boolean;
}

/** Where a request came from, as the audit log records it. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  requestId: string;
}

/** What the authorization hook needs of the auth module: token and session checks, nothing more. */
export interface Authenticator {
  /** The client id of a live client token, or null. */
  verifyClientToken(token: string): Promise<string | null>;
  /** The live session of an access token, or null when it is unknown, revoked, idle or expired. */
  authenticate(token: string): Promise<AuthContext | null>;
}
