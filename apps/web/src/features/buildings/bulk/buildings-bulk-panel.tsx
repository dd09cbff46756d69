import Typography from '@mui/material/Typography';
import type { buildingBulkActions } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BulkAction,
  BulkActionPanel,
  SelectBulkAction,
  useBulkRun,
} from '../../../components/bulk-action-panel';
import { useConfirm } from '../../../components/confirm-dialog';
import type { SelectOption } from '../../../components/select-options';
import { invalidateBuildingChange, invalidateBuildingDelete } from '../../../resources/buildings';
import { useContractorCompanies } from '../../../resources/directory';
import { deleteBuilding } from '../api/delete-building';
import { patchBuilding } from '../api/patch-building';
import { ReadingServiceBulkAction } from './reading-service-bulk-action';
import { nowIso, todayText } from './today';

type BuildingBulkKind =
  | 'preferredDelegate'
  | 'meterReadingService'
  | 'propertyManager'
  | 'commercialConsumer'
  | 'status'
  | 'delete';

/** The bulk actions that set a reference field, and the field each sets. */
const REFERENCE_FIELDS = {
  preferredDelegate: 'preferred_delegate',
  propertyManager: 'property_manager',
  commercialConsumer: 'commercial_consumer',
} as const;
type ReferenceKind = keyof typeof REFERENCE_FIELDS;

export interface BuildingsBulkPanelProps {
  open: boolean;
  onClose: () => void;
  allowed: ReturnType<typeof buildingBulkActions>;
  selectedIds: string[];
  statusChoices: Array<{ value: string; display_name: string }>;
  delegates: SelectOption[];
  propertyManagers: SelectOption[];
  commercialConsumers: SelectOption[];
  /** The buildings that were deleted, so the page can drop them from the selection. */
  onDeleted: (ids: string[]) => void;
}

/** The bulk side panel of the buildings list: each action as buildingBulkActions allows it. */
export function BuildingsBulkPanel(props: BuildingsBulkPanelProps) {
  const { allowed, selectedIds, statusChoices } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // One call per building; afterwards the buildings and their meters (status and reading service reach them).
  const { run, busy } = useBulkRun<BuildingBulkKind>({
    messageKey: (kind, outcome) => `buildings.bulk.${kind}.${outcome}`,
    onSettled: (kind) =>
      kind === 'delete' ? invalidateBuildingDelete(queryClient) : invalidateBuildingChange(queryClient),
  });
  const { confirm, confirmDialog } = useConfirm();
  const services = useContractorCompanies('meter_reading_service', allowed.meterReadingService);
  const count = selectedIds.length;
  const patchAll = (kind: Parameters<typeof run>[0], body: Parameters<typeof patchBuilding>[1]) =>
    run(kind, selectedIds, (id) => patchBuilding(id, body)).then(() => true);

  const applyReadingService = async (service: string, onlyEmpty: boolean) => {
    const ok = await confirm({
      title: t('buildings.bulk.meterReadingService.confirmTitle', { count }),
      content: t(`buildings.bulk.meterReadingService.${onlyEmpty ? 'confirmOnlyEmpty' : 'confirmAll'}`),
    });
    return (
      ok &&
      patchAll('meterReadingService', {
        meters_reading_service: service,
        meters_reading_service_only_empty: onlyEmpty,
      })
    );
  };
  const applyStatus = async (status: string | null) => {
    if (!status) return false;
    const inactive = status === 'inactive';
    const ok = await confirm({
      title: t('buildings.bulk.status.confirmTitle', { count }),
      content: inactive
        ? t('buildings.bulk.status.confirmInactive', { count, date: todayText(i18n.language) })
        : t('buildings.bulk.status.confirmOther', {
            count,
            status: t(`buildings.statuses.${status}`, { defaultValue: status }),
          }),
    });
    return (
      ok &&
      patchAll('status', {
        status: status as 'active' | 'inactive',
        date_status_change: inactive ? nowIso() : null,
      })
    );
  };
  const applyDelete = async () => {
    const ok = await confirm({
      title: t('buildings.bulk.delete.confirmTitle', { count }),
      content: t('buildings.bulk.delete.confirmText'),
      confirmLabel: t('buildings.delete'),
      destructive: true,
    });
    if (!ok) return;
    const ids = [...selectedIds];
    const result = await run('delete', ids, deleteBuilding);
    const failed = new Set(result.errors.map((entry) => entry.item));
    props.onDeleted(ids.filter((id) => !failed.has(id)));
  };

  /** An action that sets one reference field of the selected buildings to the chosen option. */
  const fieldAction = (kind: ReferenceKind, options: SelectOption[], testId: string, notSet = false) =>
    allowed[kind] && (
      <SelectBulkAction
        selectedCount={count}
        title={t(`buildings.bulk.${kind}.title`)}
        fieldLabel={t(`buildings.fields.${REFERENCE_FIELDS[kind]}`)}
        options={options}
        notSetLabel={notSet ? t('buildings.notSet') : undefined}
        busy={busy === kind}
        onApply={(value) => patchAll(kind, { [REFERENCE_FIELDS[kind]]: value })}
        testId={testId}
      />
    );
  const common = { selectedCount: count };
  return (
    <BulkActionPanel open={props.open} onClose={props.onClose} selectedCount={count}>
      {fieldAction('preferredDelegate', props.delegates, 'buildings-bulk-delegate')}
      {allowed.meterReadingService && (
        <ReadingServiceBulkAction
          {...common}
          services={services.companies.map((company) => ({ value: company.url, label: company.name }))}
          busy={busy === 'meterReadingService'}
          onApply={applyReadingService}
        />
      )}
      {fieldAction('propertyManager', props.propertyManagers, 'buildings-bulk-manager')}
      {fieldAction('commercialConsumer', props.commercialConsumers, 'buildings-bulk-consumer', true)}
      {allowed.status && (
        <SelectBulkAction
          {...common}
          title={t('buildings.bulk.status.title')}
          fieldLabel={t('buildings.fields.status')}
          options={statusChoices.map((choice) => ({
            value: choice.value,
            label: t(`buildings.statuses.${choice.value}`, { defaultValue: choice.display_name }),
          }))}
          busy={busy === 'status'}
          onApply={applyStatus}
          testId="buildings-bulk-status"
        />
      )}
      {allowed.delete && (
        <BulkAction
          {...common}
          title={t('buildings.bulk.delete.title')}
          hasValue
          busy={busy === 'delete'}
          onApply={applyDelete}
          applyLabel={t('buildings.delete')}
          destructive
        >
          <Typography variant="body2" color="textSecondary">
            {t('buildings.bulk.delete.hint')}
          </Typography>
        </BulkAction>
      )}
      {confirmDialog}
    </BulkActionPanel>
  );
}
