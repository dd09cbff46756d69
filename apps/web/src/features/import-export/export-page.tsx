import { canExport } from '@portal/contracts';
import { ExportForm } from './export-form';
import { availableExportModes } from './export-form-schema';
import { exportRefusalKey } from './transfer-access';
import { TransferPage } from './transfer-page';

/**
 * /import-export/export/{mode} (spec §2): one tab per mode the build offers (0 reading
 * requests, 1 buildings and meters, 2 readings), each with the export form of that mode.
 */
export function ExportPage() {
  return (
    <TransferPage
      page="export"
      modesOf={availableExportModes}
      mayUse={canExport}
      refusalKey={exportRefusalKey}
      // A fresh form per mode: its filters differ.
      form={(props) => <ExportForm key={props.modeId} {...props} />}
    />
  );
}
