// The add/edit user dialog (spec part 1 §2, §4 "Merchant user", §5 "Merchant user form"): one schema from
// contracts for both modes, errors under each field, the server's field errors mapped onto the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { countryLabel, userTypeLabel } from '@merchant-portal/contracts/labels';
import { MESSAGES, namedFieldMessage } from '@merchant-portal/contracts/messages';
import { COUNTRY_CODES, USER_TYPES } from '@merchant-portal/contracts/schemas/users';
import {
  MERCHANT_USER_MESSAGES,
  USER_FORM_LABELS,
  stripMerchantSuffix,
  userFormSchema,
  type GroupOption,
  type MerchantUser,
  type UserForm,
} from '@merchant-portal/contracts/schemas/merchant-users';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { FormSelectField } from '../../../components/form-select-field';
import { OptionCheck } from '../../../components/option-check';
import { isHttpError } from '../../../lib/http';
import { useCreateMerchantUser } from '../api/create-merchant-user';
import { useMerchantUser } from '../api/get-merchant-user';
import { useUserGroups } from '../api/get-user-groups';
import { useUpdateMerchantUser } from '../api/update-merchant-user';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, translateText } from '../../../lib/i18n';

export type UserDialogTarget = { mode: 'add' } | { mode: 'edit'; username: string };
type Mode = UserDialogTarget['mode'];
type UserFormValues = z.output<ReturnType<typeof userFormSchema>>;

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(userFormSchema('add').shape));
const isFormField = (name: string): name is keyof UserForm => FORM_FIELDS.has(name);

/**
 * A field's error naming its field: 'Username is required' in English; in Arabic the field's name and the
 * rule's own text ('اسم المستخدم: مطلوب'), since the English sentence is built from the two.
 */
function namedMessage(label: string, message: string): string {
  return currentLanguage() === 'en'
    ? namedFieldMessage(label, message)
    : `${i18n.t(label)}: ${translateText(message)}`;
}

/** The form's rules (one schema with the server's), each error naming its field: 'Username is required'. */
function namingResolver(mode: Mode): Resolver<UserForm, unknown, UserFormValues> {
  const resolve = zodResolver(userFormSchema(mode));
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      if (isFormField(name) && typeof error?.message === 'string') {
        error.message = namedMessage(USER_FORM_LABELS[name], error.message);
      }
    }
    return result;
  };
}

/** Add opens blank with userType FRONT and countryCode JO (part 1 §4). */
const BLANK_USER: UserForm = {
  username: '',
  password: '',
  userType: 'FRONT',
  countryCode: 'JO',
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  groupList: [],
};

/** Edit shows the user's name without `@merchantCode` (part 1 §4) and an empty, optional password. */
function formValuesOf(user: MerchantUser): UserForm {
  return {
    username: stripMerchantSuffix(user.username),
    password: '',
    userType: user.userType,
    countryCode: user.countryCode,
    firstname: user.firstName,
    lastname: user.lastName,
    email: user.email,
    mobile: user.mobile,
    groupList: user.groups,
  };
}

export interface UserFormDialogProps {
  target: UserDialogTarget;
  /** The signed-in administrator's merchant: the new user's merchantId. */
  merchantCode: string;
  onClose: () => void;
}

/** Mounted once per opening: every add starts blank and every edit from the user as the server has it. */
export function UserFormDialog({ target, merchantCode, onClose }: UserFormDialogProps) {
  const editedUser = useMerchantUser(target.mode === 'edit' ? target.username : null);
  // The query's failure notice says why (get-merchant-user.ts); there is nothing to edit.
  const hasLoadFailed = editedUser.isError;
  useEffect(() => {
    if (hasLoadFailed) onClose();
  }, [hasLoadFailed, onClose]);

  const { t } = useTranslation();
  const title = target.mode === 'add' ? t('Add User') : t('Edit User');
  const defaultValues = target.mode === 'add' ? BLANK_USER : editedUser.data && formValuesOf(editedUser.data);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-form-title">
      <DialogTitle id="user-form-title">{title}</DialogTitle>
      {defaultValues ? (
        <UserFormContent
          mode={target.mode}
          defaultValues={defaultValues}
          merchantCode={merchantCode}
          onClose={onClose}
        />
      ) : (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress aria-label={t('Loading user')} />
        </DialogContent>
      )}
    </Dialog>
  );
}

interface UserFormContentProps {
  mode: Mode;
  defaultValues: UserForm;
  merchantCode: string;
  onClose: () => void;
}

function UserFormContent({ mode, defaultValues, merchantCode, onClose }: UserFormContentProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<UserForm, unknown, UserFormValues>({
    // Errors appear on submit; afterwards each field re-validates (and so clears) as it is edited.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: namingResolver(mode),
    defaultValues,
  });
  const selectedGroups = useWatch({ control, name: 'groupList' });
  const groups = useUserGroups();
  const createUser = useCreateMerchantUser();
  const updateUser = useUpdateMerchantUser();

  const submit = handleSubmit(async (values) => {
    try {
      if (mode === 'add') await createUser.mutateAsync({ ...values, merchantId: merchantCode });
      else await updateUser.mutateAsync({ ...values, password: values.password || undefined });
    } catch (error) {
      showServerErrors(error, setError);
      enqueueSnackbar(t(MERCHANT_USER_MESSAGES.saveFailed), { variant: 'error' });
      return;
    }
    enqueueSnackbar(t(mode === 'add' ? MERCHANT_USER_MESSAGES.created : MERCHANT_USER_MESSAGES.updated), {
      variant: 'success',
    });
    onClose();
  });

  const isEdit = mode === 'edit';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={isEdit ? t('Edit user') : t('Add user')}
    >
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormField
            control={control}
            name="username"
            label={t('Username')}
            autoComplete="off"
            slotProps={{
              htmlInput: { readOnly: isEdit },
              input: { endAdornment: <InputAdornment position="end">{`@${merchantCode}`}</InputAdornment> },
            }}
          />
          <TextField
            label={t('Merchant ID')}
            value={merchantCode}
            helperText=" "
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <FormField control={control} name="firstname" label={t('First Name')} />
          <FormField control={control} name="lastname" label={t('Last Name')} />
          <FormField control={control} name="email" label={t('E-mail')} autoComplete="email" />
          <FormField
            control={control}
            name="mobile"
            label={t('Mobile')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormSelectField control={control} name="userType" label={t('User Type')}>
            {USER_TYPES.map((userType) => (
              <MenuItem key={userType} value={userType}>
                {t(userTypeLabel(userType))}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormSelectField control={control} name="countryCode" label={t('Country')}>
            {COUNTRY_CODES.map((countryCode) => (
              <MenuItem key={countryCode} value={countryCode}>
                {t(countryLabel(countryCode))}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormSelectField
            control={control}
            name="groupList"
            label={t('Groups')}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as string[]).map((name) => (
                      <Chip
                        key={name}
                        size="small"
                        label={translateText(groupLabel(name, groups.data ?? []))}
                      />
                    ))}
                  </Box>
                ),
              },
            }}
          >
            {(groups.data ?? []).map((group) => (
              <MenuItem key={group.name} value={group.name}>
                <OptionCheck checked={selectedGroups.includes(group.name)} />
                <ListItemText primary={translateText(group.description)} />
              </MenuItem>
            ))}
          </FormSelectField>
          <FormField
            control={control}
            name="password"
            password="new"
            label={isEdit ? t('New Password (optional)') : t('Password')}
            autoComplete="new-password"
            hint={MESSAGES.passwordRule}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('Save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A chosen group by its description; a group the merchant no longer offers by its name. */
function groupLabel(name: string, options: GroupOption[]): string {
  return options.find((option) => option.name === name)?.description ?? name;
}

/** 400 'Validation errors' name the fields; 409 is the taken username. */
function showServerErrors(error: unknown, setError: UseFormSetError<UserForm>): void {
  if (!isHttpError(error)) return;
  for (const { param, msg } of error.errors) {
    if (isFormField(param)) {
      setError(param, { type: 'server', message: namedMessage(USER_FORM_LABELS[param], msg) });
    }
  }
  if (error.status === 409) setError('username', { type: 'server', message: error.message });
}
