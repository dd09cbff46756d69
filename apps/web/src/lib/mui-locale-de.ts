// A chunk of its own (lib/mui-locale.ts loads it with the German translations).
export { deDE } from '@mui/material/locale';
