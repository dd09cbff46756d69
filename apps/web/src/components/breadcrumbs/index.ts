export { type BreadcrumbItem, PageBreadcrumbs, type PageBreadcrumbsProps } from './PageBreadcrumbs';
