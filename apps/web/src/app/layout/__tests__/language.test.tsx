// The portal's language (docs/i18n.md): chosen before sign-in on this browser, kept as the user's once signed
// in, the user's own followed on any browser; Arabic right to left; the digits a user reads in Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInPage } from '../../../features/auth/sign-in-page';
import { currentDigits, switchLanguage } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';
import { failWith, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInUser } from '../../../test/users';
import { ProtectedLayout } from '../protected-layout';
import { SignInLayout } from '../sign-in-layout';

const ADMIN = 'zahran.admin@4000000101';

function renderAt(path: string) {
  return renderWithProviders(null, {
    path,
    routes: [
      { element: <SignInLayout />, children: [{ path: '/sign-in', element: <SignInPage /> }] },
      { element: <ProtectedLayout />, children: [{ path: '/profile', element: <p>profile page</p> }] },
    ],
  });
}

function signedIn(language: 'en' | 'ar' | null, save: () => unknown = () => ({ language: 'ar' })) {
  startSession('session-token');
  const user = { ...signedInUser(ADMIN, ['ROLE_MERCHANT_ADMIN']), language };
  return fakeApi({ selfInfo: () => ({ data: user }), languagePreferenceSave: save as never });
}

describe('the language before sign-in', () => {
  it('switches the page to Arabic, right to left, and back, kept on this browser alone', async () => {
    const api = fakeApi({});
    renderAt('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(await screen.findByText('سجّل الدخول إلى حساب التاجر الخاص بك')).toBeInTheDocument();
    expect(screen.getByLabelText('اسم المستخدم')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Sign in to your merchant account')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('language')).toBe('en');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('the language of a signed-in user', () => {
  it('is the one chosen on the sign-in page just before, over the one they kept', async () => {
    fakeApi({});
    const { unmount } = renderAt('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    await screen.findByText('سجّل الدخول إلى حساب التاجر الخاص بك');
    unmount();
    const api = signedIn('en');
    renderAt('/profile');
    await waitFor(() => expect(api.sent('languagePreferenceSave')).toHaveLength(1));
    expect(api.sent('languagePreferenceSave')[0]?.body).toEqual({ language: 'ar' });
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
  });

  it("is the user's own, whatever this browser had", async () => {
    const api = signedIn('ar');
    renderAt('/profile');
    expect(await screen.findByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(api.sent('languagePreferenceSave')).toHaveLength(0);
  });

  it('is kept as theirs when they have none and chose one on this browser before signing in', async () => {
    localStorage.setItem('language', 'ar');
    const api = signedIn(null);
    renderAt('/profile');
    await waitFor(() => expect(api.sent('languagePreferenceSave')).toHaveLength(1));
    expect(api.sent('languagePreferenceSave')[0]?.body).toEqual({ language: 'ar' });
  });

  it('is not kept for them when neither they nor this browser chose one', async () => {
    const api = signedIn(null);
    renderAt('/profile');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(api.sent('languagePreferenceSave')).toHaveLength(0);
  });

  it('changes in the top bar and is kept as theirs, the call already in the new language', async () => {
    const api = signedIn('en');
    renderAt('/profile');
    // The shell with its user (the menu) replaces the one drawn while the user loaded.
    await screen.findByRole('navigation', { name: 'Main menu' });
    const bar = screen.getByRole('banner');
    await userEvent.click(within(bar).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(api.sent('languagePreferenceSave')).toHaveLength(1));
    const [save] = api.sent('languagePreferenceSave');
    expect(save?.body).toEqual({ language: 'ar' });
    expect(save?.headers.get('lang')).toBe('ar');
    expect(within(bar).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('says so, in the new language, when the server could not keep it', async () => {
    signedIn('en', () => failWith(400, 'boom'));
    renderAt('/profile');
    // The shell with its user (the menu) replaces the one drawn while the user loaded.
    await screen.findByRole('navigation', { name: 'Main menu' });
    const bar = screen.getByRole('banner');
    await userEvent.click(within(bar).getByRole('button', { name: 'العربية' }));
    expect(
      await screen.findByText('تعذّر حفظ اللغة لتسجيل دخولك القادم، يرجى المحاولة مرة أخرى.'),
    ).toBeInTheDocument();
  });
});

describe("a user's digits", () => {
  function signedInWithDigits(digits: 'latn' | 'arab', save: () => unknown = () => ({ digits: 'arab' })) {
    startSession('session-token');
    const user = { ...signedInUser(ADMIN, ['ROLE_MERCHANT_ADMIN']), language: 'ar' as const, digits };
    return fakeApi({ selfInfo: () => ({ data: user }), digitsPreferenceSave: save as never });
  }
  const digitsGroup = () => screen.findByRole('group', { name: 'الأرقام' });

  it('are chosen in the user panel while in Arabic, shown at once and kept as theirs', async () => {
    const api = signedInWithDigits('latn');
    renderAt('/profile');
    const group = await digitsGroup();
    expect(within(group).getByRole('button', { name: 'أرقام لاتينية' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(currentDigits()).toBe('latn');
    await userEvent.click(within(group).getByRole('button', { name: 'أرقام هندية' }));
    expect(currentDigits()).toBe('arab');
    await waitFor(() => expect(api.sent('digitsPreferenceSave')).toHaveLength(1));
    expect(api.sent('digitsPreferenceSave')[0]?.body).toEqual({ digits: 'arab' });
    expect(within(group).getByRole('button', { name: 'أرقام هندية' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("are the user's own on any browser, Latin in English, and Latin again once they sign out", async () => {
    signedInWithDigits('arab');
    const { unmount } = renderAt('/profile');
    await digitsGroup();
    expect(currentDigits()).toBe('arab');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'English' }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(currentDigits()).toBe('latn');
    expect(screen.queryByRole('group', { name: 'Digits' })).not.toBeInTheDocument();
    unmount();
    await switchLanguage('ar');
    expect(currentDigits()).toBe('latn');
  });

  it('stay shown when the server could not keep them, and it says so', async () => {
    signedInWithDigits('latn', () => failWith(400, 'boom'));
    renderAt('/profile');
    await userEvent.click(within(await digitsGroup()).getByRole('button', { name: 'أرقام هندية' }));
    expect(
      await screen.findByText('تعذّر حفظ اختيار الأرقام لتسجيل دخولك القادم، يرجى المحاولة مرة أخرى.'),
    ).toBeInTheDocument();
    expect(currentDigits()).toBe('arab');
  });
});
