import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhotoDialogProps {
  src: string;
  name: string;
  /** A line under the picture (the flash state). */
  caption: string;
  onClose: () => void;
}

/** One reading photo at full size (fits the screen), with a close button; Escape closes it too. */
export function PhotoDialog({ src, name, caption, onClose }: PhotoDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {name}
        <IconButton
          aria-label={t('readings.detail.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <img
          src={src}
          alt={name}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto' }}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {caption}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
