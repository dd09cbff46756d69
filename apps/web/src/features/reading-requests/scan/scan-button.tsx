import type { ReadingRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain';
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
      <button
        type="button"
        className="p-button outlined full p-gap-below"
        onClick={() => setOpen(true)}
        data-testid="requests-scan"
      >
        <PlainIcon name="qrCodeScanner" />
        {t('readingRequests.scan.open')}
      </button>
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
