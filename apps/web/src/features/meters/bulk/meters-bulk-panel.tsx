import { type MeterStatus, meterBulkActions } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { BulkActionPanel } from '../../../components/bulk-action-panel';
import { useChoices, useContractorCompanies } from '../../../lib/directory';
import { useSession } from '../../../lib/session';
import { deleteMeter } from '../api/delete-meter';
import { patchMeter } from '../api/patch-meter';
import { CompanyBulkAction } from './company-bulk-action';
import { DeleteBulkAction } from './delete-bulk-action';
import { FrequencyBulkAction } from './frequency-bulk-action';
import { StatusBulkAction } from './status-bulk-action';
import { useMeterBulk } from './use-meter-bulk';

export interface MetersBulkPanelProps {
  open: boolean;
  onClose: () => void;
  /** resource_ids of the selected meters. */
  selectedIds: string[];
  /** After a bulk delete: the deleted meters leave the selection. */
  onDeleted: (ids: string[]) => void;
}

/** The side panel of the meters list; which actions show follows `meterBulkActions` (spec §6). */
export function MetersBulkPanel({ open, onClose, selectedIds, onDeleted }: MetersBulkPanelProps) {
  const { t } = useTranslation();
  const { actor, configuration } = useSession();
  const allowed = actor && configuration ? meterBulkActions(actor, configuration) : undefined;
  const suppliers = useContractorCompanies('energy_supplier', open && Boolean(allowed?.energySupplier));
  const services = useContractorCompanies(
    'meter_reading_service',
    open && Boolean(allowed?.meterReadingService),
  );
  const statusChoices = useChoices('meters/', 'status');
  const { run, busy } = useMeterBulk();
  const count = selectedIds.length;
  const patchAll = (kind: Parameters<typeof run>[0], body: Parameters<typeof patchMeter>[1]) =>
    run(kind, selectedIds, (id) => patchMeter(id, body));
  const handleDelete = async () => {
    const ids = [...selectedIds];
    const result = await run('delete', ids, deleteMeter);
    const failed = new Set(result.errors.map((entry) => entry.item));
    onDeleted(ids.filter((id) => !failed.has(id)));
  };

  return (
    <BulkActionPanel open={open} onClose={onClose} selectedCount={count}>
      {allowed?.energySupplier && (
        <CompanyBulkAction
          title={t('meters.bulk.energySupplier.title')}
          companies={suppliers.companies}
          allowNone
          selectedCount={count}
          busy={busy === 'energySupplier'}
          onApply={(company) => patchAll('energySupplier', { energy_supplier: company })}
          testId="meters-bulk-energy-supplier"
        />
      )}
      {allowed?.meterReadingService && (
        <CompanyBulkAction
          title={t('meters.bulk.meterReadingService.title')}
          companies={services.companies}
          selectedCount={count}
          busy={busy === 'meterReadingService'}
          onApply={(company) => patchAll('meterReadingService', { meter_reading_service: company })}
          testId="meters-bulk-reading-service"
        />
      )}
      {allowed?.readingFrequency && (
        <FrequencyBulkAction
          selectedCount={count}
          busy={busy === 'readingFrequency'}
          onApply={(cron) => patchAll('readingFrequency', { reading_frequency: cron })}
        />
      )}
      {allowed?.status && (
        <StatusBulkAction
          choices={statusChoices}
          selectedCount={count}
          busy={busy === 'status'}
          onApply={(status) => patchAll('status', { status: status as MeterStatus })}
        />
      )}
      {allowed?.delete && (
        <DeleteBulkAction selectedCount={count} busy={busy === 'delete'} onApply={handleDelete} />
      )}
    </BulkActionPanel>
  );
}
