import { newPasswordField } from '@merchant-portal/contracts/schemas/auth';
import { userFormSchema } from '@merchant-portal/contracts/schemas/merchant-users';
import { MESSAGES, atLeast } from '@merchant-portal/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { PasswordChangeForm } from '../password-change-form';

// Only the API is faked; the HTTP client, the schema, the hashing and the form are the real ones.

const USERNAME = 'zahran.admin@4000000101';
const GOOD = 'Str0ng!Pass';

function setUp(onSubmit = vi.fn(async () => undefined)) {
  // Keys follow each other without a pause: the rules are what is tested, not the typing speed.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <PasswordChangeForm username={USERNAME} submitLabel="Update Password" onSubmit={onSubmit} />,
  );
  const fields = {
    username: screen.getByLabelText('Username'),
    current: screen.getByLabelText('Old Password'),
    new1: screen.getByLabelText('New Password'),
    new2: screen.getByLabelText('Confirm New Password'),
  };
  return { user, fields, onSubmit };
}

function breachReply(exist: boolean): FakeApi {
  return fakeApi({ breachCheck: () => ({ data: { exist } }) });
}

describe('PasswordChangeForm', () => {
  it('shows the username read-only', () => {
    const { fields } = setUp();
    expect(fields.username).toHaveValue(USERNAME);
    expect(fields.username).toHaveAttribute('readonly');
  });

  it('shows no error before a field is touched, then "is required" under the touched field only', async () => {
    const { user, fields } = setUp();
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();

    await user.click(fields.current);
    await user.tab();

    // The resolver validates asynchronously: the message follows the blur by a tick.
    await waitFor(() => expect(fields.current).toHaveAccessibleDescription(MESSAGES.required));
    expect(fields.new1).not.toHaveAccessibleDescription(MESSAGES.required);
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(1);
  });

  it('limits the current password to at least 4 characters', async () => {
    const { user, fields } = setUp();
    await user.type(fields.current, 'abc');
    await user.tab();
    await waitFor(() => expect(fields.current).toHaveAccessibleDescription(atLeast(4)));
  });

  it('asks for a capital, lowercase, special character and a number under New Password', async () => {
    const { user, fields } = setUp();
    await user.type(fields.new1, 'alllowercase1');
    await user.tab();
    await waitFor(() => expect(fields.new1).toHaveAccessibleDescription(MESSAGES.passwordComplexity));
    expect(fields.new2).not.toHaveAccessibleDescription(MESSAGES.passwordComplexity);
  });

  it('states the new-password rule under New Password, the same rule as the user form (part 1 §5)', async () => {
    const { user, fields } = setUp();
    expect(fields.new1).toHaveAccessibleDescription(MESSAGES.passwordRule);
    // Too short reads as the user form reads it: the spec's complexity text.
    await user.type(fields.new1, 'Ab1!');
    await user.tab();
    await waitFor(() => expect(fields.new1).toHaveAccessibleDescription(MESSAGES.passwordComplexity));
    // One schema for both forms.
    expect(userFormSchema('add').shape.password).toBe(newPasswordField);
  });

  it('rejects a new password containing the username', async () => {
    const { user, fields } = setUp();
    await user.type(fields.new1, 'Zahran.admin123!');
    await user.tab();
    await waitFor(() => expect(fields.new1).toHaveAccessibleDescription(MESSAGES.passwordContainsUsername));
  });

  it('shows the mismatch under Confirm New Password, and clears it when they match', async () => {
    const { user, fields } = setUp();
    await user.type(fields.new1, GOOD);
    await user.type(fields.new2, `${GOOD}x`);
    await user.tab();
    await waitFor(() => expect(fields.new2).toHaveAccessibleDescription(MESSAGES.passwordMismatch));
    expect(fields.new1).not.toHaveAccessibleDescription(MESSAGES.passwordMismatch);

    await user.type(fields.new1, 'x');
    await waitFor(() => expect(fields.new2).not.toHaveAccessibleDescription(MESSAGES.passwordMismatch));
  });

  it('blocks copy, cut and paste on the new-password fields only', () => {
    const { fields } = setUp();
    for (const field of [fields.new1, fields.new2]) {
      // dispatchEvent returns false when the default action was prevented.
      expect(fireEvent.copy(field)).toBe(false);
      expect(fireEvent.cut(field)).toBe(false);
      expect(fireEvent.paste(field)).toBe(false);
    }
    expect(fireEvent.paste(fields.current)).toBe(true);
  });

  it('toggles each password between hidden and shown', async () => {
    const { user, fields } = setUp();
    expect(fields.new1).toHaveAttribute('type', 'password');
    const [, newToggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(newToggle!);
    expect(fields.new1).toHaveAttribute('type', 'text');
    expect(fields.current).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(fields.new1).toHaveAttribute('type', 'password');
  });

  /** Fills the form in one change event per field: the typing rules have their own tests above. */
  function fillValid(fields: ReturnType<typeof setUp>['fields']) {
    fireEvent.change(fields.current, { target: { value: 'Portal#Demo2026' } });
    fireEvent.change(fields.new1, { target: { value: GOOD } });
    fireEvent.change(fields.new2, { target: { value: GOOD } });
  }

  it('runs the breach check on the hashed password and does not submit a common password', async () => {
    const api = breachReply(true);
    const { user, fields, onSubmit } = setUp();
    fillValid(fields);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(fields.new1).toHaveAccessibleDescription(MESSAGES.passwordTooCommon));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(api.names()).toEqual(['breachCheck']);
    const call = api.sent('breachCheck')[0];
    expect(call?.query).toEqual({ country: 'JO', lang: 'en' });
    expect(call?.body).toEqual({ value: createHash('sha256').update(GOOD.toLowerCase()).digest('hex') });
  });

  it('submits when the password is not common, then clears the form', async () => {
    breachReply(false);
    const { user, fields, onSubmit } = setUp();
    fillValid(fields);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: USERNAME,
        currentPassword: 'Portal#Demo2026',
        newPassword1: GOOD,
        newPassword2: GOOD,
      }),
    );
    await waitFor(() => expect(fields.new1).toHaveValue(''));
    expect(fields.username).toHaveValue(USERNAME);
  });

  it("maps a server 'Validation errors' reply to the fields it names", async () => {
    breachReply(false);
    const onSubmit = vi.fn(async () => {
      throw new HttpError({
        status: 400,
        code: '400',
        message: MESSAGES.validationErrors,
        errors: [{ param: 'newPassword1', msg: MESSAGES.passwordReused }],
      });
    });
    const { user, fields } = setUp(onSubmit);
    fillValid(fields);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(fields.new1).toHaveAccessibleDescription(MESSAGES.passwordReused));
    expect(fields.new1).toHaveValue(GOOD);
  });

  it('does not call the server while a field is invalid', async () => {
    const api = fakeApi();
    const { user, onSubmit } = setUp();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(3);
    expect(api.fetch).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
