import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type Company,
  type Employee,
  type EmployeeChange,
  employeeUserTypes,
  judgeEmployeeWrite,
  maySetSso,
  ssoOffered,
  TIMINGS,
  USER_TYPES,
  type UserType,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { muiRegister } from '../../../lib/mui-register';
import { messageFromBody } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { invalidateEmployeeChange } from '../../../resources/directory';
import { createEmployee, patchEmployee } from '../api/employees';
import { EmployeeDeleteDialog } from './employee-delete-dialog';
import {
  BASIC_USER,
  EMPLOYEE_TEXT_MAX,
  type EmployeeFormValues,
  employeeBody,
  employeeFieldErrors,
  employeeFormSchema,
  employeeFormValues,
  type FormUserType,
  ruleUserType,
} from './employee-form-schema';

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
  const team = {
    id: company.resource_id,
    companyType: company.company_type,
    createdByCompanyId: company.created_by_company,
  };
  const allowed =
    actor && configuration
      ? employeeUserTypes(actor, configuration, team, Boolean(employee?.employee.uses_sso))
      : [USER_TYPES.scheduler];
  /** Single sign-on only for the user types it allows (judgeEmployeeWrite's rule). */
  const ssoAllowed = (type: FormUserType) =>
    Boolean(actor && configuration && maySetSso(actor, configuration, team, ruleUserType(type)));
  /** What the write rules refuse in a body (the server answers the same), or null: then it is not sent. */
  const refusal = (body: EmployeeChange): string | null => {
    if (!actor || !configuration) return null;
    const stored = employee && {
      is_scheduler: employee.employee.is_scheduler,
      is_external: employee.employee.is_external,
      uses_sso: employee.employee.uses_sso,
    };
    const verdict = judgeEmployeeWrite({
      actor,
      config: configuration,
      team,
      stored: stored ?? null,
      change: body,
    });
    return verdict.refused[0]?.message ?? Object.values(verdict.errors)[0]?.[0] ?? null;
  };
  const [initial] = useState(() => employeeFormValues(employee, allowed));
  // The e-mail is checked when it loses the focus, then on every change.
  const { register, control, handleSubmit, setError, setValue, watch, formState } =
    useForm<EmployeeFormValues>({
      resolver: zodResolver(employeeFormSchema),
      mode: 'onTouched',
      defaultValues: initial,
    });
  const [alert, setAlert] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const teamPath = `/companies/${company.resource_id}/employees`;
  const editPath = employee ? `${teamPath}/${employee.resource_id}/edit` : teamPath;
  const ssoShown = Boolean(configuration && ssoOffered(configuration));
  // Spec §6: an SSO user's type is not changed in edit mode (single sign-on users are schedulers only).
  const typeLocked = Boolean(employee?.employee.uses_sso);
  const isSelf = employee !== undefined && employee.resource_id === actor?.userId;
  const { errors, isDirty, isSubmitting } = formState;

  // Spec §9: the team's page opens 2 s after the deletion, while its snackbar shows.
  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => navigate(teamPath), TIMINGS.redirectAfterDeleteMs);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate, teamPath]);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const body = employeeBody(values, { employee, ssoShown });
    const refused = refusal(body);
    if (refused) return setAlert(refused);
    try {
      if (employee) await patchEmployee(employee.resource_id, body);
      else await createEmployee({ ...body, company: company.url });
      await invalidateEmployeeChange(queryClient);
      show({
        message: t('administration.employees.form.saved'),
        severity: 'success',
        durationMs: TIMINGS.snackbarMs,
      });
      navigate(teamPath);
    } catch (error) {
      setAlert(saveErrorText(error));
    }
  });

  /** Spec §8: 400 on e-mail or name beside the field, else its detail; 409/502 first entry; 403 detail. */
  const saveErrorText = (error: unknown): string | null => {
    if (!isApiError(error)) return t('administration.teams.newError');
    if (error.status === 400) {
      const fields = Object.entries(employeeFieldErrors(error)) as [keyof EmployeeFormValues, string][];
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (fields.length) return null;
    }
    if ([400, 403, 409, 502].includes(error.status))
      return messageFromBody(error.data) ?? t('administration.teams.newError');
    return t('administration.teams.newError');
  };

  const textField = (name: 'email' | 'name', label: string, extra: object = {}) => (
    <TextField
      {...muiRegister(register(name))}
      label={t(`administration.employees.fields.${label}`)}
      error={Boolean(errors[name])}
      helperText={errorText(t, errors[name]?.message, { max: EMPLOYEE_TEXT_MAX })}
      slotProps={{ htmlInput: { maxLength: EMPLOYEE_TEXT_MAX, 'data-testid': `employee-${name}` } }}
      {...extra}
    />
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void onSubmit(event)}>
      {alert && <Alert severity="error">{alert}</Alert>}
      {textField('email', 'email', { required: true, type: 'email' })}
      {textField('name', 'employeeName')}
      <TextField
        label={t('administration.employees.fields.company')}
        value={company.name}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'employee-company' } }}
      />
      <Controller
        name="userType"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label={t('administration.employees.fields.user_type')}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            disabled={typeLocked}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = event.target.value;
              const type = value === BASIC_USER ? BASIC_USER : (Number(value) as UserType);
              field.onChange(type);
              // A user type without single sign-on turns it off.
              if (!ssoAllowed(type)) setValue('usesSso', false, { shouldDirty: true });
            }}
            slotProps={{ htmlInput: { 'data-testid': 'employee-user-type' } }}
          >
            {initial.userType === BASIC_USER && (
              // The stored basic role: it can be kept, not chosen for anyone else.
              <MenuItem value={BASIC_USER} data-testid={`employee-user-type-${BASIC_USER}`}>
                {t('administration.roles.basic')}
              </MenuItem>
            )}
            {[USER_TYPES.scheduler, USER_TYPES.meterReader, USER_TYPES.externalMeterReader]
              .filter((type) => allowed.includes(type) || type === initial.userType)
              // A basic user has a meter reader's flags already: choosing it would change nothing.
              .filter((type) => initial.userType !== BASIC_USER || type !== USER_TYPES.meterReader)
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
        )}
      />
      {ssoShown && (
        <Controller
          name="usesSso"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  disabled={!ssoAllowed(watch('userType'))}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'employee-sso' } as object }}
                />
              }
              label={t('administration.employees.fields.uses_sso')}
            />
          )}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || isSubmitting || deleted}
          data-testid="employee-save"
        >
          {t('common.actions.save')}
        </Button>
        <Button component={RouterLink} to={teamPath}>
          {t('common.actions.cancel')}
        </Button>
        {employee && (
          <Button
            color="error"
            variant="outlined"
            disabled={isSelf || isDirty || deleted}
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
          open={confirmDelete && !isSelf && !deleted}
          onCancel={() => navigate(editPath, { replace: true })}
          onDeleted={() => setDeleted(true)}
          onFailed={(message) => {
            setAlert(message);
            navigate(editPath, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
