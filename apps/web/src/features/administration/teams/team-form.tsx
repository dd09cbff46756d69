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
  canEditTeamFeatures,
  creatableTeamTypes,
  newTeamExpiration,
  type ProductFeature,
  TEAM_FEATURES_FIELD,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { messageFromBody } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { invalidateCompanyChange, useChoices } from '../../../resources/directory';
import { createCompany, getCompaniesWithVat, patchCompany } from '../api/companies';

interface Values {
  name: string;
  address: string;
  company_type: CompanyType | '';
  contract_status: ContractStatus;
  custom_reference: string;
  vat: string;
  feature: ProductFeature | '';
  expiration_date: string;
}

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

function valuesOf(company: Company | undefined, types: CompanyType[], expirationDays: number): Values {
  return {
    name: company?.name ?? '',
    address: company?.address ?? '',
    company_type: company?.company_type ?? (types.length === 1 ? (types[0] as CompanyType) : ''),
    contract_status: company?.contract_status ?? 'no_contract',
    custom_reference: company?.custom_reference ?? '',
    vat: company?.vat ?? '',
    feature: company?.[TEAM_FEATURES_FIELD][0] ?? '',
    expiration_date: company
      ? dateOnly(company.expiration_date)
      : dateOnly(newTeamExpiration(expirationDays)?.toISOString()),
  };
}

type FieldErrors = Partial<Record<keyof Values, string>>;

/** New team (no `company`) or edit; saving opens the team. */
export function TeamForm({ company }: { company?: Company }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { actor, configuration } = useSession();
  const contractChoices = useChoices('companies/', 'contract_status');
  const types = actor && configuration ? creatableTeamTypes(actor, configuration) : [];
  const expirationDays = configuration?.TEAM_EXPIRATION_DAYS ?? 0;
  const [initial] = useState(() => valuesOf(company, types, expirationDays));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sameVat, setSameVat] = useState<string[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const showVat = Boolean(configuration?.TEAM_VAT);
  const showAdministration = Boolean(actor && canEditTeamFeatures(actor));
  const showFeatures = showAdministration && Boolean(configuration?.TEAM_FEATURES);
  const showExpiration = showAdministration && expirationDays > 0;
  const teamIdEditable = Boolean(configuration?.EDIT_TEAM_ID);
  const dirty = (Object.keys(values) as (keyof Values)[]).some((key) => values[key] !== initial[key]);
  const statuses = contractChoices.length
    ? contractChoices.map((choice) => choice.value as ContractStatus)
    : [...CONTRACT_STATUSES];

  const set = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    if ('vat' in patch) setSameVat(null);
  };
  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const required = t('administration.teams.required');
    if (!values.name.trim()) found.name = required;
    else if (values.name.length > 100) found.name = t('administration.teams.max', { max: 100 });
    if (!company && !values.company_type) found.company_type = required;
    if (showVat && !values.vat.trim()) found.vat = required;
    return found;
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setAlert(null);
    setSubmitting(true);
    try {
      // A new team with a VAT number other teams have: list them, and save only when asked again.
      if (!company && showVat && sameVat === null) {
        const others = await getCompaniesWithVat(values.vat.trim());
        if (others.length > 0) {
          setSameVat(others.map((other) => other.name));
          return;
        }
      }
      const body = {
        name: values.name,
        address: values.address,
        contract_status: values.contract_status,
        ...(teamIdEditable || !company ? { custom_reference: values.custom_reference || null } : {}),
        ...(showVat ? { vat: values.vat || null } : {}),
        ...(showFeatures ? { [TEAM_FEATURES_FIELD]: values.feature ? [values.feature] : [] } : {}),
        ...(showExpiration
          ? { expiration_date: values.expiration_date ? `${values.expiration_date}T00:00:00Z` : null }
          : {}),
      };
      const saved = company
        ? await patchCompany(company.resource_id, body)
        : await createCompany({ ...body, company_type: values.company_type as CompanyType });
      await invalidateCompanyChange(queryClient);
      navigate(`/companies/${saved.resource_id}/employees`);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setAlert(t('administration.teams.duplicateError'));
      else if (isApiError(error) && error.status >= 400)
        setAlert(messageFromBody(error.data) ?? t('administration.teams.newError'));
      else setAlert(t('administration.teams.newError'));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: string) => t(`administration.teams.fields.${name}`);
  const text = (name: 'name' | 'address' | 'custom_reference' | 'vat', maxLength: number, extra = {}) => (
    <TextField
      label={field(name)}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: { maxLength, 'data-testid': `team-${name}` } }}
      {...extra}
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
      {text('name', 100, { required: true })}
      {text('address', 255)}
      {company ? (
        <TextField
          label={field('company_type')}
          value={t(`administration.companyTypes.${company.company_type}`)}
          slotProps={{ input: { readOnly: true } }}
        />
      ) : (
        <TextField
          select
          required
          label={field('company_type')}
          value={values.company_type}
          onChange={(event) => set({ company_type: event.target.value as CompanyType })}
          error={Boolean(errors.company_type)}
          helperText={errors.company_type}
          slotProps={{ htmlInput: { 'data-testid': 'team-company_type' } }}
        >
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`administration.companyTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        required
        label={field('contract_status')}
        value={values.contract_status}
        onChange={(event) => set({ contract_status: event.target.value as ContractStatus })}
        slotProps={{ htmlInput: { 'data-testid': 'team-contract_status' } }}
      >
        {statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`administration.contractStatuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('custom_reference', 100, {
        disabled: Boolean(company) && !teamIdEditable,
      })}
      {showVat && text('vat', 50, { required: true })}
      {showFeatures && (
        <TextField
          select
          label={field('features')}
          value={values.feature}
          onChange={(event) => set({ feature: event.target.value as ProductFeature | '' })}
        >
          <MenuItem value="">{t('administration.features.none')}</MenuItem>
          {(['meter_replacement', 'reading_frequency', 'calibration_period'] as const).map((feature) => (
            <MenuItem key={feature} value={feature}>
              {t(`administration.features.${feature}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {showExpiration && (
        <TextField
          type="date"
          label={field('expiration_date')}
          value={values.expiration_date}
          onChange={(event) => set({ expiration_date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'team-expiration_date' } }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!dirty || submitting} data-testid="team-save">
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
