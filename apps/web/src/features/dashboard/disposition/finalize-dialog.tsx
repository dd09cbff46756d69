import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyDialog } from '../../../components/confirm-dialog';
import { useContractorCompanies } from '../../../resources/directory';

export interface FinalizeDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** `energySupplierId` undefined: the company's own requests. */
  onConfirm: (energySupplierId: string | undefined) => void;
}

/** Asks whose pending requests to finalize: the company's own or those of a chosen energy supplier. */
export function FinalizeDialog({ open, busy, onCancel, onConfirm }: FinalizeDialogProps) {
  const { t } = useTranslation();
  const [whose, setWhose] = useState<'own' | 'supplier'>('own');
  const [supplier, setSupplier] = useState('');
  const suppliers = useContractorCompanies('energy_supplier', open);
  const ready = whose === 'own' || supplier !== '';
  return (
    <BusyDialog open={open} title={t('dashboard.disposition.finalize.title')} onClose={onCancel} busy={busy}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dashboard.disposition.finalize.text')}</DialogContentText>
        <RadioGroup
          value={whose}
          onChange={(event) => setWhose(event.target.value as 'own' | 'supplier')}
          aria-label={t('dashboard.disposition.finalize.whose')}
        >
          <FormControlLabel value="own" control={<Radio />} label={t('dashboard.disposition.finalize.own')} />
          <FormControlLabel
            value="supplier"
            control={<Radio />}
            label={t('dashboard.disposition.finalize.supplier')}
            disabled={!suppliers.loading && suppliers.companies.length === 0}
          />
        </RadioGroup>
        {whose === 'supplier' && (
          <TextField
            select
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            label={t('dashboard.disposition.finalize.supplierLabel')}
            value={supplier}
            onChange={(event) => setSupplier(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'finalize-supplier' } }}
          >
            {suppliers.companies.map((company) => (
              <MenuItem key={company.resource_id} value={company.resource_id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!ready || busy}
          onClick={() => onConfirm(whose === 'supplier' ? supplier : undefined)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('dashboard.disposition.finalize.apply')}
        </Button>
      </DialogActions>
    </BusyDialog>
  );
}
