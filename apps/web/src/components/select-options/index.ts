export { type OptionItemsExtras, optionItems, type SelectOption } from './option-items';
