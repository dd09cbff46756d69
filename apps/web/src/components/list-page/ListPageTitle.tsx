import Typography from '@mui/material/Typography';
import { PageBreadcrumbs } from '../breadcrumbs';

export interface ListPageTitleProps {
  /** The first breadcrumb's text (it leads to /). */
  home: string;
  title: string;
}

/** A list page's breadcrumbs (home, then the page) and its heading. */
export function ListPageTitle({ home, title }: ListPageTitleProps) {
  return (
    <>
      <PageBreadcrumbs items={[{ label: home, to: '/' }, { label: title }]} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
    </>
  );
}
