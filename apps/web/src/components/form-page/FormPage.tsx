import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-error';
import { type BreadcrumbItem, PageBreadcrumbs } from '../breadcrumbs';
import { PageLoading } from '../page-loading';

export interface FormPageProps {
  crumbs: BreadcrumbItem[];
  title: string;
  /** The card's width in px. */
  maxWidth: number;
  /** Shown instead of the form to a user who may not use it. */
  refusal?: string;
  /** Editing: the object's query, and the texts shown when it is missing (404) or failed. */
  load?: {
    query: { isPending: boolean; data?: unknown; error: unknown };
    notFound: string;
    loadError: string;
  };
  /** The form, shown once allowed and (editing) loaded. */
  children: ReactNode;
}

/**
 * A new/edit page: breadcrumbs, then a card with the heading and the form, or instead of the form the
 * refusal, the loading spinner, or why the object could not be loaded.
 */
export function FormPage({ crumbs, title, maxWidth, refusal, load, children }: FormPageProps) {
  let content: ReactNode;
  if (refusal !== undefined) content = <Alert severity="error">{refusal}</Alert>;
  else if (load?.query.isPending) content = <PageLoading py={6} />;
  else if (load && !load.query.data) {
    const notFound = isApiError(load.query.error) && load.query.error.status === 404;
    content = <Alert severity="error">{notFound ? load.notFound : load.loadError}</Alert>;
  } else content = children;

  return (
    <Box>
      <PageBreadcrumbs items={crumbs} />
      <Paper variant="outlined" sx={{ maxWidth, p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {content}
      </Paper>
    </Box>
  );
}
