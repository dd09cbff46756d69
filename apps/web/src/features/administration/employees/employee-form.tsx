import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  allowedUserTypes,
  type Company,
  type Employee,
  TIMINGS,
  USER_TYPES,
  type UserType,
  userTypeOf,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { messageFromBody } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { invalidateEmployeeChange } from '../../../resources/directory';
import { createEmployee, patchEmployee } from '../api/employees';
import { EmployeeDeleteDialog } from './employee-delete-dialog';
import { emailProblem, flagsOfUserType } from './user-type';

interface Values {
  email: string;
  name: string;
  userType: UserType;
  usesSso: boolean;
}

const valuesOf = (employee: Employee | undefined, allowed: UserType[]): Values => ({
  email: employee?.email ?? '',
  name: employee?.employee.name ?? '',
  userType: employee ? userTypeOf(employee.employee) : (allowed[0] ?? USER_TYPES.scheduler),
  usesSso: employee?.employee.uses_sso ?? false,
});

export interface EmployeeFormProps {
  company: Company;
  employee?: Employee;
  /** The edit path with /confirm-delete: the delete dialog is open. */
  confirmDelete?: boolean;
}

/** New employee (no `employee`) or edit; saving returns to the team's employees. */
export function EmployeeForm({ company, employee, confirmDelete = false }: EmployeeFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const { actor, configuration } = useSession();
  const allowed =
    actor && configuration
      ? allowedUserTypes(actor, configuration, {
          companyId: company.resource_id,
          companyType: company.company_type,
          usesSso: Boolean(employee?.employee.uses_sso),
        })
      : [USER_TYPES.scheduler];
  const [initial] = useState(() => valuesOf(employee, allowed));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const teamPath = `/companies/${company.resource_id}/employees`;
  const editPath = employee ? `${teamPath}/${employee.resource_id}/edit` : teamPath;
  const dirty = (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== initial[key]);
  const ssoShown = Boolean(configuration?.HAS_SSO_FEATURE);
  const ssoDisabled = values.userType === USER_TYPES.meterReader;
  const isSelf = employee !== undefined && employee.resource_id === actor?.userId;

  const emailError = (value: string) => {
    const problem = emailProblem(value);
    if (!problem) return undefined;
    return t(
      `administration.employees.form.${problem === 'max' ? 'max' : `email${problem === 'required' ? 'Required' : 'Format'}`}`,
      { max: 100 },
    );
  };
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const onUserType = (type: UserType) =>
    set(type === USER_TYPES.meterReader ? { userType: type, usesSso: false } : { userType: type });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const nextErrors = {
      email: emailError(values.email),
      name: values.name.length > 100 ? t('administration.employees.form.max', { max: 100 }) : undefined,
    };
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.name) return;
    setAlert(null);
    setSubmitting(true);
    const fields = {
      name: values.name.trim(),
      ...flagsOfUserType(values.userType),
      uses_sso: ssoShown ? values.usesSso : (employee?.employee.uses_sso ?? false),
    };
    try {
      if (employee) {
        await patchEmployee(employee.resource_id, { email: values.email.trim(), employee: fields });
      } else {
        await createEmployee({ email: values.email.trim(), company: company.url, employee: fields });
      }
      await invalidateEmployeeChange(queryClient);
      show({
        message: t('administration.employees.form.saved'),
        severity: 'success',
        durationMs: TIMINGS.snackbarMs,
      });
      navigate(teamPath);
    } catch (error) {
      setAlert(saveErrorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  /** Spec §8: 400 on e-mail or name beside the field, else its detail; 409/502 first entry; 403 detail. */
  const saveErrorText = (error: unknown): string | null => {
    if (!isApiError(error)) return t('administration.teams.newError');
    if (error.status === 400) {
      const fieldErrors = fieldErrorsOf(error);
      const email = fieldErrors.email?.[0];
      const nested = (error.data as { employee?: Record<string, unknown> } | undefined)?.employee;
      const name = nested && Array.isArray(nested.name) ? String(nested.name[0]) : undefined;
      if (email || name) {
        setErrors({ email, name });
        return null;
      }
      return messageFromBody(error.data) ?? t('administration.teams.newError');
    }
    if ([403, 409, 502].includes(error.status))
      return messageFromBody(error.data) ?? t('administration.teams.newError');
    return t('administration.teams.newError');
  };

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void onSubmit(event)}>
      {alert && <Alert severity="error">{alert}</Alert>}
      <TextField
        label={t('administration.employees.fields.email')}
        required
        type="email"
        value={values.email}
        onChange={(event) => {
          set({ email: event.target.value });
          if (errors.email) setErrors((current) => ({ ...current, email: emailError(event.target.value) }));
        }}
        onBlur={() => setErrors((current) => ({ ...current, email: emailError(values.email) }))}
        error={Boolean(errors.email)}
        helperText={errors.email}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'employee-email' } }}
      />
      <TextField
        label={t('administration.employees.fields.employeeName')}
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'employee-name' } }}
      />
      <TextField
        label={t('administration.employees.fields.company')}
        value={company.name}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'employee-company' } }}
      />
      <TextField
        select
        label={t('administration.employees.fields.user_type')}
        value={values.userType}
        onChange={(event) => onUserType(Number(event.target.value) as UserType)}
        slotProps={{ htmlInput: { 'data-testid': 'employee-user-type' } }}
      >
        {[USER_TYPES.scheduler, USER_TYPES.meterReader, USER_TYPES.externalMeterReader]
          .filter((type) => allowed.includes(type) || type === initial.userType)
          .map((type) => (
            <MenuItem
              key={type}
              value={type}
              disabled={!allowed.includes(type)}
              data-testid={`employee-user-type-${type}`}
            >
              {t(`administration.userTypes.${type}`)}
            </MenuItem>
          ))}
      </TextField>
      {ssoShown && (
        <FormControlLabel
          control={
            <Switch
              checked={values.usesSso}
              disabled={ssoDisabled}
              onChange={(event) => set({ usesSso: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'employee-sso' } as object }}
            />
          }
          label={t('administration.employees.fields.uses_sso')}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="contained" disabled={!dirty || submitting} data-testid="employee-save">
          {t('common.actions.save')}
        </Button>
        <Button component={RouterLink} to={teamPath}>
          {t('common.actions.cancel')}
        </Button>
        {employee && (
          <Button
            color="error"
            variant="outlined"
            disabled={isSelf || dirty}
            title={isSelf ? t('administration.employees.form.ownAccount') : undefined}
            onClick={() => navigate(`${editPath}/confirm-delete`)}
            data-testid="employee-delete"
            sx={{ ml: 'auto !important' }}
          >
            {t('administration.employees.form.delete')}
          </Button>
        )}
      </Stack>
      {employee && (
        <EmployeeDeleteDialog
          employee={employee}
          open={confirmDelete && !isSelf}
          onCancel={() => navigate(editPath, { replace: true })}
          onDeleted={() => navigate(teamPath)}
          onFailed={(message) => {
            setAlert(message);
            navigate(editPath, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
