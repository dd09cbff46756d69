import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CompanyListItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkAction } from '../../../components/bulk-action-panel';

/** The select's value for "no company"; sent as null (spec: an empty choice is sent as null). */
export const NO_COMPANY = '__none__';

export interface CompanyBulkActionProps {
  title: string;
  companies: CompanyListItem[];
  /** Offer a "none" entry (energy supplier: the meter becomes a private meter). */
  allowNone?: boolean;
  selectedCount: number;
  busy: boolean;
  /** The chosen company's url, or null for none. */
  onApply: (company: string | null) => void;
  testId: string;
}

/** Bulk: set the energy supplier or meter reading service of the selected meters. */
export function CompanyBulkAction(props: CompanyBulkActionProps) {
  const { title, companies, allowNone = false, selectedCount, busy, onApply, testId } = props;
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <BulkAction
      title={title}
      selectedCount={selectedCount}
      hasValue={value !== ''}
      busy={busy}
      onApply={() => onApply(value === NO_COMPANY ? null : value)}
    >
      <TextField
        select
        size="small"
        label={title}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': testId } }}
      >
        {allowNone && <MenuItem value={NO_COMPANY}>{t('meters.bulk.none')}</MenuItem>}
        {companies.map((company) => (
          <MenuItem key={company.url} value={company.url}>
            {company.name}
          </MenuItem>
        ))}
      </TextField>
    </BulkAction>
  );
}
