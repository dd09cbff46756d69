import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import type { Job } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact, ListCard } from '../../components/card-list';
import { formatDateTime } from '../../lib/format-date';
import { modeIdOf, resultSummary } from './import-history-text';
import { JobStateChip } from './import-job-report';

const KEY = 'importExport.history';

/**
 * An import as a card (phones): the file name, when it started, its data, the state (with its rows while
 * it runs) beside check or import, and what it did; the button at its foot opens the report, as the
 * grid's row does.
 */
export function ImportCard({ job, onOpen }: { job: Job; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const report = t(`${KEY}.card.openReport`);
  return (
    <ListCard
      title={job.file_name}
      actions={
        <Button
          startIcon={<DescriptionOutlinedIcon />}
          aria-label={`${report}: ${job.file_name}`}
          onClick={() => onOpen(job.resource_id)}
          data-testid={`import-card-open-${job.resource_id}`}
        >
          {report}
        </Button>
      }
      testId={`import-card-${job.resource_id}`}
    >
      <CardFact label={t(`${KEY}.columns.created`)}>{formatDateTime(job.created, language)}</CardFact>
      <CardFact label={t(`${KEY}.columns.mode`)}>{t(`importExport.modes.${modeIdOf(job.mode)}`)}</CardFact>
      <div className="card-row wrap">
        <JobStateChip job={job} />
        <span className="card-body card-muted">{t(`${KEY}.dryRun.${job.dry_run}`)}</span>
      </div>
      <CardFact label={t(`${KEY}.columns.summary`)}>{resultSummary(job, t, language)}</CardFact>
    </ListCard>
  );
}
