export { FormPage, type FormPageProps } from './FormPage';
