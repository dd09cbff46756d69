export { AddLink, type AddLinkProps } from './AddLink';
export { ListPageTitle, type ListPageTitleProps } from './ListPageTitle';
export { lazyFilters } from './lazy-filters';
export { ResponsiveList, type ResponsiveListProps } from './ResponsiveList';
