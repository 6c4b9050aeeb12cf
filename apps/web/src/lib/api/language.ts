// The portal's language and digits for the signed-in user (docs/i18n.md): kept by the server, so they follow
// them to every browser. A language chosen on the sign-in page just before signing in is the latest and
// becomes theirs; so does this browser's earlier choice when they have none.
import { PREFERENCE_ENDPOINTS } from '@merchant-portal/contracts/endpoints/preferences';
import {
  DEFAULT_DIGITS,
  isLanguage,
  type Digits,
  type Language,
} from '@merchant-portal/contracts/i18n/languages';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { call } from '../http';
import { currentLanguage, storedLanguage, switchDigits, switchLanguage } from '../i18n';

/** The language chosen on the sign-in page in this tab, not yet the user's (kept through a reload). */
const CHOSEN_BEFORE_SIGN_IN_KEY = 'language-chosen-before-sign-in';

export function noteChoiceBeforeSignIn(language: Language): void {
  try {
    sessionStorage.setItem(CHOSEN_BEFORE_SIGN_IN_KEY, language);
  } catch {
    // A browser that keeps nothing: the user's own language applies once signed in.
  }
}

/** The choice made before sign-in, once: it is the user's from now on. */
function takeChoiceBeforeSignIn(): Language | null {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_BEFORE_SIGN_IN_KEY);
    sessionStorage.removeItem(CHOSEN_BEFORE_SIGN_IN_KEY);
    return isLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
import { SELF_INFO_KEY } from './get-self-info';

/**
 * The cached user after a preference was kept: a read of the user that left before the save would land after
 * it with the old value, and switch the screen back, so it is dropped and the cache takes the value just kept.
 */
function useKeptInCache(): (kept: Partial<SelfInfo>) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (kept) => {
      await queryClient.cancelQueries({ queryKey: SELF_INFO_KEY });
      queryClient.setQueriesData<SelfInfo>(
        { queryKey: SELF_INFO_KEY },
        (user) => user && { ...user, ...kept },
      );
    },
    [queryClient],
  );
}

/** Keeps the language as the user's, and the cached user with it. */
export function useKeepLanguage(): (language: Language) => Promise<void> {
  const keptInCache = useKeptInCache();
  return useCallback(
    async (language) => {
      await call(PREFERENCE_ENDPOINTS.languagePreferenceSave, { body: { language } });
      await keptInCache({ language });
    },
    [keptInCache],
  );
}

/** Keeps the digits as the user's, and the cached user with them. */
export function useKeepDigits(): (digits: Digits) => Promise<void> {
  const keptInCache = useKeptInCache();
  return useCallback(
    async (digits) => {
      await call(PREFERENCE_ENDPOINTS.digitsPreferenceSave, { body: { digits } });
      await keptInCache({ digits });
    },
    [keptInCache],
  );
}

/**
 * Once the user is known: the portal shows their digits (Latin again once they have signed out) and speaks
 * their language; a user who has none yet keeps the one chosen on this browser before signing in.
 */
export function useUserLanguage(user: SelfInfo | undefined): void {
  const keepLanguage = useKeepLanguage();
  const kept = user?.language;
  const digits = user?.digits;
  useEffect(() => {
    if (!digits) return;
    switchDigits(digits);
    return () => switchDigits(DEFAULT_DIGITS);
  }, [digits]);
  const isKnown = user !== undefined;
  useEffect(() => {
    if (!isKnown) return;
    const chosen = takeChoiceBeforeSignIn() ?? (kept ? null : storedLanguage());
    if (chosen) {
      // Kept quietly: if it fails, the choice still shows here, and the next sign-in tries again.
      if (chosen !== kept) keepLanguage(chosen).catch(() => undefined);
      return;
    }
    if (kept && kept !== currentLanguage()) void switchLanguage(kept);
  }, [isKnown, kept, keepLanguage]);
}
