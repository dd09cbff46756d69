import { styled } from '@mui/material/styles';

/**
 * The look of every card of a card list, as class rules on the list: a card's parts are plain elements
 * with these classes (ListCard, CardFact and the cards' own lines). One styled element per list instead
 * of a dozen MUI components with `sx` per card, each of which emotion serializes on every render,
 * which held a phone's list in long tasks. The class names count only inside the list.
 */
export const CardListItems = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  '& .card': {
    position: 'relative',
    overflow: 'hidden',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
  },
  '& .card-content': { padding: theme.spacing(2, 2, 3) },
  '& .card-content.with-actions': { paddingBottom: theme.spacing(1) },
  '& .card-head': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1) },
  '& .card-heading': { flex: 1, minWidth: 0 },
  '& .card-title': { ...theme.typography.subtitle1, margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
  '& .card-title a': { color: 'inherit', textDecoration: 'none' },
  // The heading's link covers the card; the actions lie above it.
  '& .card-title a::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '& .card-title a:focus-visible': { outline: 'none' },
  '& .card-title a:focus-visible::after': { outline: `2px solid ${theme.palette.primary.main}` },
  '& .card-chevron': { flexShrink: 0, marginTop: 2, color: theme.palette.action.active },
  '& .card-lines': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.75),
    marginTop: theme.spacing(1.5),
  },
  '& .card-actions': {
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: theme.spacing(1),
    padding: theme.spacing(1, 2, 1.5),
  },
  // A line of facts; the label and its value.
  '& .card-fact': { display: 'flex', alignItems: 'baseline', gap: theme.spacing(1), minWidth: 0 },
  '& .card-body': { ...theme.typography.body2, margin: 0 },
  '& .card-fact-label': { flexShrink: 0 },
  '& .card-fact-value': { minWidth: 0, overflowWrap: 'anywhere' },
  // The cards' own lines: a row of icon and texts, a row that wraps (chips), emphasis, muted text.
  '& .card-row': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minWidth: 0 },
  '& .card-row.wrap': { flexWrap: 'wrap' },
  '& .card-title-row': { display: 'inline-flex' },
  '& .card-block': { display: 'block' },
  '& .card-normal': { fontWeight: 400 },
  '& .card-icon': { display: 'inline-flex', flexShrink: 0 },
  '& .card-strong': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .card-muted, & .card-fact-label, & .card-subtitle': { color: theme.palette.text.secondary },
  '& .card-subtitle': { ...theme.typography.body2, margin: 0, overflowWrap: 'anywhere' },
}));
