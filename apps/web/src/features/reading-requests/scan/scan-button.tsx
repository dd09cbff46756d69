import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import type { ReadingRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanDialog } from './scan-dialog';

interface ScanButtonProps {
  readerEmail: string;
  kept?: ReadingRequest[];
  onFound: (request: ReadingRequest) => void;
}

/** A meter reader's "Scan barcode" above their requests: the scanned meter's request opens for a reading. */
export function ScanButton({ readerEmail, kept, onFound }: ScanButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        startIcon={<QrCodeScannerIcon />}
        onClick={() => setOpen(true)}
        data-testid="requests-scan"
        sx={{ mb: 1.5, textTransform: 'none', fontSize: '0.9375rem' }}
      >
        {t('readingRequests.scan.open')}
      </Button>
      {open && (
        <ScanDialog
          open
          onClose={() => setOpen(false)}
          readerEmail={readerEmail}
          kept={kept}
          onFound={(request) => {
            setOpen(false);
            onFound(request);
          }}
        />
      )}
    </>
  );
}
