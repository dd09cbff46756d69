export { CardList, type CardListPagination, type CardListProps } from './CardList';
export { CardFact, ListCard, type ListCardProps } from './ListCard';
