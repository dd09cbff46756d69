export { AppLayout } from './app-layout';
export { PublicLayout } from './public-layout';
