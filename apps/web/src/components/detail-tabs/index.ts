export { type DetailTab, DetailTabs, type DetailTabsProps, TAB_PARAM } from './DetailTabs';
