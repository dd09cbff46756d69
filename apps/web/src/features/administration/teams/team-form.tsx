import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONTRACT_STATUSES,
  type Company,
  type CompanyType,
  type ContractStatus,
  creatableTeamTypes,
  judgeTeamWrite,
  mayWriteTeamExpiration,
  mayWriteTeamFeatures,
  newVerdict,
  PRODUCT_FEATURES,
  teamReadOnlyOnEdit,
  teamVatRequired,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { muiRegister } from '../../../lib/mui-register';
import { messageFromBody } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { invalidateCompanyChange, useChoices } from '../../../resources/directory';
import { createCompany, getCompaniesWithVat, patchCompany } from '../api/companies';
import {
  TEAM_TEXT_MAX,
  type TeamFormShown,
  type TeamFormValues,
  type TeamJudge,
  type TeamTextField,
  teamBody,
  teamFieldErrors,
  teamFormSchema,
  teamFormValues,
} from './team-form-schema';

/** New team (no `company`) or edit; saving opens the team. */
export function TeamForm({ company }: { company?: Company }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { actor, configuration } = useSession();
  const contractChoices = useChoices('companies/', 'contract_status');
  const types = actor && configuration ? creatableTeamTypes(actor, configuration) : [];
  const expirationDays = configuration?.TEAM_EXPIRATION_DAYS ?? 0;
  const readOnly = configuration ? teamReadOnlyOnEdit(configuration) : [];
  const shown: TeamFormShown = {
    vat: Boolean(configuration && teamVatRequired(configuration)),
    features: Boolean(actor && configuration && mayWriteTeamFeatures(actor, configuration)),
    // Spec §2: the expiration date only with a period above 0.
    expiration: Boolean(actor && mayWriteTeamExpiration(actor)) && expirationDays > 0,
    customReference: !company || !readOnly.includes('custom_reference'),
  };
  const judge = useCallback<TeamJudge>(
    (change) =>
      actor && configuration
        ? judgeTeamWrite({ actor, config: configuration, stored: company ?? null, change })
        : newVerdict(),
    [actor, configuration, company],
  );
  const schema = useMemo(() => teamFormSchema(judge), [judge]);
  const [initial] = useState(() => teamFormValues(company, types, expirationDays));
  const { register, control, handleSubmit, setError, formState } = useForm<TeamFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [sameVat, setSameVat] = useState<string[] | null>(null);
  const { errors, isDirty, isSubmitting } = formState;
  const statuses = contractChoices.length
    ? contractChoices.map((choice) => choice.value as ContractStatus)
    : [...CONTRACT_STATUSES];

  /** The fields a server error may be shown beside: those rendered as inputs. */
  const inputs = new Set<keyof TeamFormValues>(['name', 'address', 'contract_status', 'custom_reference']);
  if (!company) inputs.add('company_type');
  if (shown.vat) inputs.add('vat');
  if (shown.features) inputs.add('feature');
  if (shown.expiration) inputs.add('expiration_date');

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      // A new team with a VAT number other teams have: list them, and save only when asked again.
      if (!company && shown.vat && sameVat === null) {
        const others = await getCompaniesWithVat(values.vat.trim());
        if (others.length > 0) return setSameVat(others.map((other) => other.name));
      }
      const body = teamBody(values, shown);
      const saved = company
        ? await patchCompany(company.resource_id, body)
        : await createCompany({ ...body, company_type: values.company_type as CompanyType });
      await invalidateCompanyChange(queryClient);
      navigate(`/companies/${saved.resource_id}/employees`);
    } catch (error) {
      setAlert(saveErrorText(error));
    }
  });

  /** Spec §8: 409 the duplicate text; 400 beside the fields, else the answer's detail; else the generic text. */
  const saveErrorText = (error: unknown): string | null => {
    if (!isApiError(error) || error.status < 400) return t('administration.teams.newError');
    if (error.status === 409) return t('administration.teams.duplicateError');
    const { fields, other } = teamFieldErrors(error, inputs);
    const onFields = Object.entries(fields) as [FieldPath<TeamFormValues>, string][];
    for (const [field, message] of onFields) setError(field, { type: 'server', message });
    if (onFields.length) return other.length ? other.join(' ') : null;
    return messageFromBody(error.data) ?? t('administration.teams.newError');
  };

  const label = (name: string) => t(`administration.teams.fields.${name}`);
  const message = (name: keyof TeamFormValues) =>
    errorText(t, errors[name]?.message, { max: TEAM_TEXT_MAX[name as TeamTextField] });
  const text = (name: TeamTextField, extra: object = {}) => (
    <TextField
      {...muiRegister(register(name, name === 'vat' ? { onChange: () => setSameVat(null) } : {}))}
      label={label(name)}
      error={Boolean(errors[name])}
      helperText={message(name)}
      slotProps={{ htmlInput: { maxLength: TEAM_TEXT_MAX[name], 'data-testid': `team-${name}` } }}
      {...extra}
    />
  );
  const select = (
    name: 'company_type' | 'contract_status' | 'feature',
    labelName: string,
    options: ReactNode,
    extra: { required?: boolean; testId?: string } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          required={extra.required}
          label={label(labelName)}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={field.onChange}
          error={Boolean(errors[name])}
          helperText={message(name)}
          slotProps={{ htmlInput: extra.testId ? { 'data-testid': extra.testId } : {} }}
        >
          {options}
        </TextField>
      )}
    />
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void onSubmit(event)}>
      {alert && <Alert severity="error">{alert}</Alert>}
      {sameVat && (
        <Alert severity="warning" data-testid="team-same-vat">
          {t('administration.teams.duplicateVatError')} {sameVat.join(', ')}.{' '}
          {t('administration.teams.overwriteDuplicateVatError')}
        </Alert>
      )}
      {text('name', { required: true })}
      {text('address')}
      {company && readOnly.includes('company_type') ? (
        <TextField
          label={label('company_type')}
          value={t(`administration.companyTypes.${company.company_type}`)}
          slotProps={{ input: { readOnly: true } }}
        />
      ) : (
        select(
          'company_type',
          'company_type',
          types.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`administration.companyTypes.${type}`)}
            </MenuItem>
          )),
          { required: true, testId: 'team-company_type' },
        )
      )}
      {select(
        'contract_status',
        'contract_status',
        statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`administration.contractStatuses.${status}`)}
          </MenuItem>
        )),
        { required: true, testId: 'team-contract_status' },
      )}
      {text('custom_reference', { disabled: !shown.customReference })}
      {shown.vat && text('vat', { required: true })}
      {shown.features &&
        select('feature', 'features', [
          <MenuItem key="" value="">
            {t('administration.features.none')}
          </MenuItem>,
          ...PRODUCT_FEATURES.map((feature) => (
            <MenuItem key={feature} value={feature}>
              {t(`administration.features.${feature}`)}
            </MenuItem>
          )),
        ])}
      {shown.expiration && (
        <TextField
          {...muiRegister(register('expiration_date'))}
          type="date"
          label={label('expiration_date')}
          error={Boolean(errors.expiration_date)}
          helperText={message('expiration_date')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'team-expiration_date' } }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting} data-testid="team-save">
          {t('common.actions.save')}
        </Button>
        <Button
          component={RouterLink}
          to={company ? `/companies/${company.resource_id}/employees` : '/companies'}
        >
          {t('common.actions.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
