import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ReadingRequest } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../theme/use-is-phone';
import { startCameraScanner } from './camera-scanner';
import { findScannedRequest, type ScanOutcome } from './find-scanned-request';

export interface ScanDialogProps {
  open: boolean;
  onClose: () => void;
  readerEmail: string;
  /** Offline: the open requests kept on the device, searched instead of the server. */
  kept?: ReadingRequest[];
  /** The code led to the reader's open request of that meter. */
  onFound: (request: ReadingRequest) => void;
}

type Problem = Exclude<ScanOutcome, { kind: 'request' }> | { kind: 'failed' };

/**
 * "Scan barcode": the back camera's picture, read until a code is found, and the code typed by hand
 * as the way that always works (no camera, refused, a worn label). A code of the reader's open request
 * hands that request on; otherwise the dialog says whether the meter has no open request for them or
 * the code is unknown, and keeps reading.
 */
export function ScanDialog({ open, onClose, readerEmail, kept, onFound }: ScanDialogProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  // A state, not a ref: the dialog's portal mounts the video after this component's first effects.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [camera, setCamera] = useState<'starting' | 'on' | 'unavailable'>('starting');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const looking = useRef<string | null>(null);
  const latest = useRef({ readerEmail, kept, onFound });
  latest.current = { readerEmail, kept, onFound };

  const look = async (code: string) => {
    // The camera reads the same code on every frame: one look-up at a time, none for the code just told.
    if (looking.current !== null || !code.trim()) return;
    looking.current = code;
    try {
      const { readerEmail: email, kept: keptNow, onFound: found } = latest.current;
      const outcome = await findScannedRequest(code, email, keptNow);
      if (outcome.kind === 'request') return found(outcome.request);
      setProblem(outcome);
    } catch {
      setProblem({ kind: 'failed' });
    } finally {
      window.setTimeout(() => {
        looking.current = null;
      }, 1500);
    }
  };
  const lookRef = useRef(look);
  lookRef.current = look;

  useEffect(() => {
    if (!open || !video) return;
    let stop: (() => void) | undefined;
    let closed = false;
    setCamera('starting');
    startCameraScanner(video, (code) => void lookRef.current(code)).then(
      (stopCamera) => {
        if (closed) return stopCamera();
        stop = stopCamera;
        setCamera('on');
      },
      () => {
        if (!closed) setCamera('unavailable');
      },
    );
    return () => {
      closed = true;
      stop?.();
    };
  }, [open, video]);

  const problemText = (shown: Problem) =>
    shown.kind === 'no_open_request'
      ? t('readingRequests.scan.noOpenRequest', { meter: shown.meter })
      : shown.kind === 'unknown'
        ? t('readingRequests.scan.unknown', { code: shown.code })
        : t('readingRequests.scan.failed');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="scan-title"
    >
      <DialogTitle id="scan-title">{t('readingRequests.scan.title')}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="video"
          ref={setVideo}
          muted
          playsInline
          aria-label={t('readingRequests.scan.camera')}
          data-testid="scan-video"
          sx={{
            width: '100%',
            maxHeight: '50vh',
            bgcolor: 'grey.900',
            borderRadius: 1,
            display: camera === 'unavailable' ? 'none' : 'block',
          }}
        />
        {camera === 'unavailable' && <Alert severity="info">{t('readingRequests.scan.noCamera')}</Alert>}
        {problem && (
          <Alert severity="warning" role="status" sx={{ mt: 2 }} data-testid="scan-problem">
            {problemText(problem)}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            looking.current = null;
            void look(typed);
          }}
          sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('readingRequests.scan.typed')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'scan-typed' } }}
          />
          <Button type="submit" variant="outlined" disabled={!typed.trim()} data-testid="scan-find">
            {t('readingRequests.scan.find')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
