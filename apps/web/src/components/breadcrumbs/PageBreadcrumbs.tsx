import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Route to link to; ignored for the last item, which is the current page. */
  to?: string;
}

export interface PageBreadcrumbsProps {
  items: BreadcrumbItem[];
}

/** The trail above a page: every item but the last links back, the last names the current page. */
export function PageBreadcrumbs({ items }: PageBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('components.breadcrumbs.label')} sx={{ mb: 2 }}>
      {items.map((item, index) => {
        const key = `${index}-${item.to ?? ''}`;
        const isCurrent = index === items.length - 1;
        if (isCurrent || !item.to) {
          return (
            <Typography
              key={key}
              color={isCurrent ? 'textPrimary' : 'textSecondary'}
              aria-current={isCurrent ? 'page' : undefined}
            >
              {item.label}
            </Typography>
          );
        }
        return (
          <Link key={key} component={RouterLink} to={item.to} underline="hover" color="inherit">
            {item.label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
