import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { formatDateTime } from '../../../lib/format-date';
import { useOnline } from '../../../lib/use-online';
import { type OutboxItem, useOutbox } from '../../../resources/offline';

/**
 * The readings recorded on this device and not yet sent: "3 readings waiting to be sent"
 * with "Send now" (sent by themselves too when the connection returns), and each reading the server
 * refused (the request was answered or deleted meanwhile …) with its message, to try again or discard.
 * Nothing while the outbox is empty.
 */
export function OutboxPanel({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { show } = useSnackbar();
  const outbox = useOutbox(userId);
  const { confirm, confirmDialog } = useConfirm();
  const [sending, setSending] = useState(false);
  const waiting = outbox.items.filter((item) => item.state === 'waiting');
  const refused = outbox.items.filter((item) => item.state === 'refused');
  if (!waiting.length && !refused.length) return confirmDialog;

  const sendNow = async () => {
    setSending(true);
    try {
      const result = await outbox.sendNow();
      if (result?.sent.length)
        show({ message: t('offline.outbox.sent', { count: result.sent.length }), severity: 'success' });
    } finally {
      setSending(false);
    }
  };
  const discard = async (item: OutboxItem) => {
    const confirmed = await confirm({
      title: t('offline.outbox.discardTitle'),
      content: t('offline.outbox.discardText', { meter: item.label.meterId }),
      confirmLabel: t('offline.outbox.discard'),
      destructive: true,
    });
    if (confirmed && item.id !== undefined) await outbox.discard(item.id);
  };

  return (
    <Stack spacing={1.5} sx={{ mb: 1.5 }} data-testid="outbox-panel">
      {waiting.length > 0 && (
        <Alert
          severity="info"
          icon={<CloudUploadIcon fontSize="inherit" />}
          sx={{ color: 'text.primary', '& .MuiAlert-message': { flexGrow: 1 } }}
          data-testid="outbox-waiting"
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Box role="status">
              <Typography component="p" sx={{ fontWeight: 600 }} data-testid="outbox-count">
                {t('offline.outbox.waiting', { count: waiting.length })}
              </Typography>
              {!online && <Typography variant="body2">{t('offline.outbox.waitingOffline')}</Typography>}
            </Box>
            <Button
              variant="outlined"
              size="small"
              color="inherit"
              disabled={!online || sending}
              onClick={() => void sendNow()}
              data-testid="outbox-send-now"
            >
              {sending ? t('offline.outbox.sending') : t('offline.outbox.sendNow')}
            </Button>
          </Box>
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert severity="error" sx={{ color: 'text.primary' }} data-testid="outbox-refused">
          <AlertTitle>{t('offline.outbox.refused', { count: refused.length })}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('offline.outbox.refusedHint')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {refused.map((item) => (
              <RefusedItem
                key={item.id}
                item={item}
                onRetry={() => item.id !== undefined && void outbox.retry(item.id)}
                onDiscard={() => void discard(item)}
                online={online}
              />
            ))}
          </Stack>
        </Alert>
      )}
      {confirmDialog}
    </Stack>
  );
}

function RefusedItem({
  item,
  onRetry,
  onDiscard,
  online,
}: {
  item: OutboxItem;
  onRetry: () => void;
  onDiscard: () => void;
  online: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="li" data-testid={`outbox-item-${item.requestId}`}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {item.label.meterId} · {item.label.address}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('offline.outbox.recordedAt', { time: formatDateTime(item.created, i18n.language) })}
      </Typography>
      {item.message && (
        <Typography variant="body2" data-testid="outbox-item-message">
          {item.message}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        <Button size="small" color="inherit" variant="outlined" disabled={!online} onClick={onRetry}>
          {t('offline.outbox.retry')}
        </Button>
        <Button size="small" color="inherit" onClick={onDiscard}>
          {t('offline.outbox.discard')}
        </Button>
      </Stack>
    </Box>
  );
}
