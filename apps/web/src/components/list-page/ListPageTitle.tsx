import { PageBreadcrumbs } from '../breadcrumbs';
import '../plain/plain.css';

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
      <h1 className="p-page-title">{title}</h1>
    </>
  );
}
