import type { ReadingRequest } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain';

// Loaded when first opened: the dialog, its camera code and the code's rule (a zod schema) are no part of
// the list's first load (zod alone is about 22 KiB over the wire).
const ScanDialog = lazy(() => import('./scan-dialog').then((m) => ({ default: m.ScanDialog })));

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
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
