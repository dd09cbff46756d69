import { type CompanyListItem, type MeterStatus, meterBulkActions } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BulkActionPanel, SelectBulkAction, useBulkRun } from '../../../components/bulk-action-panel';
import { useSession } from '../../../lib/session';
import { useChoices, useContractorCompanies } from '../../../resources/directory';
import { invalidateMeterChange } from '../../../resources/meters';
import { deleteMeter } from '../api/delete-meter';
import { patchMeter } from '../api/patch-meter';
import { DeleteBulkAction } from './delete-bulk-action';
import { FrequencyBulkAction } from './frequency-bulk-action';

type MeterBulkKind = 'energySupplier' | 'meterReadingService' | 'readingFrequency' | 'status' | 'delete';

/** The bulk actions that set a company, and the field each sets. */
const COMPANY_FIELDS = {
  energySupplier: 'energy_supplier',
  meterReadingService: 'meter_reading_service',
} as const;
type CompanyKind = keyof typeof COMPANY_FIELDS;

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
  const queryClient = useQueryClient();
  const { actor, configuration } = useSession();
  const allowed = actor && configuration ? meterBulkActions(actor, configuration) : undefined;
  const suppliers = useContractorCompanies('energy_supplier', open && Boolean(allowed?.energySupplier));
  const services = useContractorCompanies(
    'meter_reading_service',
    open && Boolean(allowed?.meterReadingService),
  );
  const statusChoices = useChoices('meters/', 'status');
  // One call per meter; afterwards the meters and all buildings (the meters' buildings are not known here).
  const { run, busy } = useBulkRun<MeterBulkKind>({
    messageKey: (kind, outcome) => `meters.bulk.${kind}.${outcome}`,
    onSettled: (kind) => invalidateMeterChange(queryClient, { buildings: 'all', deleted: kind === 'delete' }),
  });
  const count = selectedIds.length;
  const patchAll = (kind: MeterBulkKind, body: Parameters<typeof patchMeter>[1]) =>
    run(kind, selectedIds, (id) => patchMeter(id, body)).then(() => true);
  const handleDelete = async () => {
    const ids = [...selectedIds];
    const result = await run('delete', ids, deleteMeter);
    const failed = new Set(result.errors.map((entry) => entry.item));
    onDeleted(ids.filter((id) => !failed.has(id)));
  };

  /** Sets the energy supplier or reading service; "none" (a private meter) only for the supplier. */
  const companyAction = (kind: CompanyKind, companies: CompanyListItem[], testId: string) =>
    allowed?.[kind] && (
      <SelectBulkAction
        title={t(`meters.bulk.${kind}.title`)}
        fieldLabel={t(`meters.bulk.${kind}.title`)}
        options={companies.map((company) => ({ value: company.url, label: company.name }))}
        notSetLabel={kind === 'energySupplier' ? t('meters.bulk.none') : undefined}
        selectedCount={count}
        busy={busy === kind}
        onApply={(company) => patchAll(kind, { [COMPANY_FIELDS[kind]]: company })}
        testId={testId}
      />
    );

  return (
    <BulkActionPanel open={open} onClose={onClose} selectedCount={count}>
      {companyAction('energySupplier', suppliers.companies, 'meters-bulk-energy-supplier')}
      {companyAction('meterReadingService', services.companies, 'meters-bulk-reading-service')}
      {allowed?.readingFrequency && (
        <FrequencyBulkAction
          selectedCount={count}
          busy={busy === 'readingFrequency'}
          onApply={(cron) => patchAll('readingFrequency', { reading_frequency: cron })}
        />
      )}
      {allowed?.status && (
        <SelectBulkAction
          title={t('meters.bulk.status.title')}
          fieldLabel={t('meters.fields.status')}
          options={statusChoices.map((choice) => ({
            value: choice.value,
            label: t(`meters.statuses.${choice.value}`, { defaultValue: choice.display_name }),
          }))}
          selectedCount={count}
          busy={busy === 'status'}
          onApply={(status) => patchAll('status', { status: status as MeterStatus })}
          testId="meters-bulk-status"
        />
      )}
      {allowed?.delete && (
        <DeleteBulkAction selectedCount={count} busy={busy === 'delete'} onApply={handleDelete} />
      )}
    </BulkActionPanel>
  );
}
