import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../plain/plain.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Route to link to; ignored for the last item, which is the current page. */
  to?: string;
}

export interface PageBreadcrumbsProps {
  items: BreadcrumbItem[];
}

/**
 * The trail above a page: every item but the last links back, the last names the current page. Plain
 * elements (plain.css), the separators drawn by CSS and not read out.
 */
export function PageBreadcrumbs({ items }: PageBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('components.breadcrumbs.label')} className="p-breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const key = `${index}-${item.to ?? ''}`;
          const isCurrent = index === items.length - 1;
          return (
            <li key={key}>
              {isCurrent || !item.to ? (
                <span
                  className={isCurrent ? 'current' : undefined}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <RouterLink to={item.to}>{item.label}</RouterLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
