import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Company,
  type CompanyCandidate,
  type CompanyListItem,
  canCreateTeams,
  canEditContractors,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { invalidateCompanyChange, ownContractorsQueryOptions } from '../../../resources/directory';
import { contractorCandidatesQueryOptions, patchCompany, useCompany } from '../api/companies';
import { ContractorLinksPanel, useContractorLinks } from './contractor-links';

/** /contractors: the managed teams for team creators, else the own company's contractors. */
export function ContractorsRedirect() {
  const { actor, configuration } = useSession();
  if (!actor || !configuration) return <PageLoading />;
  const to = canCreateTeams(actor, configuration)
    ? '/contractors/unmanaged'
    : `/contractors/${encodeURIComponent(actor.companyId)}`;
  return <Navigate to={to} replace />;
}

/** The dialog of a failed contractors fetch (spec §8). */
function FetchErrorDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} onClose={() => navigate('/')}>
      <DialogTitle id={titleId}>{t('administration.contractors.fetchErrorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('administration.contractors.fetchErrorText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate('/')}>{t('common.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Frame({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: { label: string; to?: string }[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <PageBreadcrumbs items={[{ label: t('buildings.home'), to: '/' }, ...crumbs]} />
      <Paper variant="outlined" sx={{ maxWidth: 800, p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

const companyLine = (company: Pick<CompanyListItem, 'address' | 'company_type'>, typeText: string) =>
  [typeText, company.address].filter(Boolean).join(' · ');

/** /contractors/unmanaged: the teams the company created or works with (`companies/?contractors=true`). */
export function UnmanagedContractorsPage() {
  const { t } = useTranslation();
  const { actor } = useSession();
  const query = useQuery(ownContractorsQueryOptions());
  const title = t('administration.contractors.unmanagedTitle');
  return (
    <Frame title={title} crumbs={[{ label: t('administration.contractors.title') }]}>
      {actor && (
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/contractors/${encodeURIComponent(actor.companyId)}`}
          data-testid="contractors-own"
          sx={{ mb: 2 }}
        >
          {t('administration.contractors.own')}
        </Button>
      )}
      <Typography sx={{ mb: 1 }}>{t('administration.contractors.unmanagedIntro')}</Typography>
      {query.isPending ? (
        <PageLoading py={4} />
      ) : query.data?.length ? (
        <List data-testid="contractors-unmanaged">
          {query.data.map((company) => (
            <ListItem key={company.resource_id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/contractors/${company.resource_id}`}>
                    {company.name}
                  </Link>
                }
                secondary={companyLine(company, t(`administration.companyTypes.${company.company_type}`))}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        !query.error && <Typography color="textSecondary">{t('administration.contractors.none')}</Typography>
      )}
      <FetchErrorDialog open={Boolean(query.error)} />
    </Frame>
  );
}

/** /contractors/{companyId}: the company's contractors. */
export function ContractorsShowPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { actor, configuration } = useSession();
  const query = useCompany(id);
  const company = query.data;
  const mayEdit = Boolean(actor && configuration && canEditContractors(actor, configuration));
  const title = company
    ? `${t('administration.contractors.title')}: ${company.name}`
    : t('administration.contractors.title');
  return (
    <Frame title={title} crumbs={[{ label: t('administration.contractors.title') }]}>
      {query.isPending && <PageLoading py={4} />}
      {company && (
        <>
          {company.contractors.length ? (
            <List data-testid="contractors-list">
              {company.contractors.map((contractor) => (
                <ListItem key={contractor.resource_id} disableGutters>
                  <ListItemText
                    primary={contractor.name}
                    secondary={companyLine(
                      contractor,
                      t(`administration.companyTypes.${contractor.company_type}`),
                    )}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {t('administration.contractors.none')}
            </Typography>
          )}
          {mayEdit && (
            <>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {t('administration.contractors.consentHint')}
              </Typography>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                component={RouterLink}
                to={`/contractors/${company.resource_id}/edit`}
                data-testid="contractors-edit"
              >
                {t('administration.contractors.edit')}
              </Button>
            </>
          )}
          <ContractorLinksPanel teamId={company.resource_id} />
        </>
      )}
      <FetchErrorDialog open={Boolean(query.error)} />
    </Frame>
  );
}

/** /contractors/{companyId}/edit: pick the contractors among every candidate team; saving returns to the show page. */
export function ContractorsEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useCompany(id);
  const candidates = useQuery(contractorCandidatesQueryOptions());
  const links = useContractorLinks(id);
  const company = query.data;
  const title = t('administration.contractors.edit');
  const crumbs = [
    { label: t('administration.contractors.title'), to: `/contractors/${id}` },
    { label: company?.name ?? '…' },
  ];
  return (
    <Frame title={title} crumbs={crumbs}>
      {[query, candidates, links].some((q) => q.isPending) &&
        !query.error &&
        !candidates.error &&
        !links.error && <PageLoading py={4} />}
      {company && candidates.data && links.data && (
        <ContractorsForm
          company={company}
          asked={links.data.filter((link) => link.direction === 'outgoing').map((link) => link.team)}
          candidates={candidates.data.filter((c) => c.resource_id !== id)}
        />
      )}
      <FetchErrorDialog open={Boolean(query.error || candidates.error || links.error)} />
    </Frame>
  );
}

/**
 * The links the team asks for, whatever their answer: saving keeps those still chosen (with their status)
 * and asks the new ones, which wait for the other team's consent.
 */
function ContractorsForm({
  company,
  asked,
  candidates,
}: {
  company: Company;
  asked: CompanyCandidate[];
  candidates: CompanyCandidate[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = asked.map((team) => team.resource_id);
  const [selected, setSelected] = useState<string[]>(initial);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const byId = new Map<string, Pick<CompanyCandidate, 'resource_id' | 'name' | 'company_type'>>(
    [...asked, ...candidates].map((entry) => [entry.resource_id, entry]),
  );
  const dirty = selected.length !== initial.length || selected.some((entry) => !initial.includes(entry));
  const showPath = `/contractors/${company.resource_id}`;
  const onSave = async () => {
    setFailed(false);
    setSubmitting(true);
    try {
      await patchCompany(company.resource_id, { contractors: selected });
      await invalidateCompanyChange(queryClient);
      navigate(showPath);
    } catch (error) {
      console.warn('contractors could not be saved', error);
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Stack spacing={2}>
      {failed && <Alert severity="error">{t('administration.contractors.saveError')}</Alert>}
      <Typography color="textSecondary">{t('administration.contractors.consentHint')}</Typography>
      <Autocomplete
        multiple
        options={[...byId.keys()]}
        value={selected}
        onChange={(_event, value) => setSelected(value)}
        getOptionLabel={(option) => byId.get(option)?.name ?? option}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          const entry = byId.get(option);
          return (
            <li key={key} {...rest}>
              {entry?.name}
              {entry && (
                <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
                  {t(`administration.companyTypes.${entry.company_type}`)}
                </Typography>
              )}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('administration.contractors.pick')}
            data-testid="contractors-pick"
          />
        )}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!dirty || submitting}
          onClick={() => void onSave()}
          data-testid="contractors-save"
        >
          {t('common.actions.save')}
        </Button>
        <Button component={RouterLink} to={showPath}>
          {t('common.actions.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
