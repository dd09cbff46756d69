export { DetailItem, type DetailItemProps, DetailList } from './DetailList';
