export { FormDateField, type FormDateFieldProps } from './FormDateField';
