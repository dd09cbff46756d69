import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyCandidate, ContractorLink, ContractorLinkDecision } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateCompanyChange } from '../../../resources/directory';
import { contractorLinksQueryOptions, decideContractorLink } from '../api/companies';

/** A team's type and city: all a link shows of the other team until it is accepted. */
export function useCandidateLine() {
  const { t } = useTranslation();
  return (team: Pick<CompanyCandidate, 'company_type' | 'city'>) =>
    [t(`administration.companyTypes.${team.company_type}`), team.city].filter(Boolean).join(' · ');
}

/** The team's contractor links waiting for an answer, declined, or asked of it (pending first). */
export function useContractorLinks(teamId: string) {
  return useQuery({ ...contractorLinksQueryOptions(teamId), retry: false });
}

interface Section {
  key: string;
  title: string;
  links: ContractorLink[];
  decisions: ContractorLinkDecision[];
}

/**
 * Below a team's contractors: the links it asked for that wait for the other team's consent or were
 * declined, the teams asking it to be their contractor (accept, decline), and those it works for (end).
 * Nothing when the caller may not see the team's links.
 */
export function ContractorLinksPanel({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const line = useCandidateLine();
  const query = useContractorLinks(teamId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const links = query.data ?? [];
  const pick = (direction: ContractorLink['direction'], statuses: ContractorLink['status'][]) =>
    links.filter((link) => link.direction === direction && statuses.includes(link.status));
  const sections: Section[] = [
    {
      key: 'asked',
      title: t('administration.contractors.askedTitle'),
      links: pick('outgoing', ['pending', 'declined']),
      decisions: [],
    },
    {
      key: 'incoming',
      title: t('administration.contractors.incomingTitle'),
      links: pick('incoming', ['pending']),
      decisions: ['accept', 'decline'],
    },
    {
      key: 'worksFor',
      title: t('administration.contractors.worksForTitle'),
      links: pick('incoming', ['accepted']),
      decisions: ['decline'],
    },
  ];
  const decide = async (link: ContractorLink, decision: ContractorLinkDecision) => {
    setFailed(false);
    setBusy(true);
    try {
      await decideContractorLink(teamId, link.team.resource_id, decision);
      await invalidateCompanyChange(queryClient);
    } catch (error) {
      console.warn('contractor link could not be decided', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ mt: 3 }} data-testid="contractor-links">
      {failed && <Alert severity="error">{t('administration.contractors.decideError')}</Alert>}
      {sections.map(
        (section) =>
          section.links.length > 0 && (
            <section
              key={section.key}
              aria-label={section.title}
              data-testid={`contractor-links-${section.key}`}
            >
              <Typography variant="h6" component="h2">
                {section.title}
              </Typography>
              <List>
                {section.links.map((link) => (
                  <ListItem
                    key={`${link.direction}:${link.team.resource_id}`}
                    disableGutters
                    secondaryAction={
                      link.may_decide && (
                        <Stack direction="row" spacing={1}>
                          {section.decisions.map((decision) => (
                            <Button
                              key={decision}
                              size="small"
                              variant={decision === 'accept' ? 'contained' : 'outlined'}
                              disabled={busy}
                              onClick={() => void decide(link, decision)}
                              aria-label={`${t(`administration.contractors.decisions.${section.key}.${decision}`)}: ${link.team.name}`}
                            >
                              {t(`administration.contractors.decisions.${section.key}.${decision}`)}
                            </Button>
                          ))}
                        </Stack>
                      )
                    }
                  >
                    <ListItemText
                      primary={link.team.name}
                      secondary={[
                        line(link.team),
                        section.key === 'asked'
                          ? t(`administration.contractors.linkStatuses.${link.status}`)
                          : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </section>
          ),
      )}
    </Stack>
  );
}
