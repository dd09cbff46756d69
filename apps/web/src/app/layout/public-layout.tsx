import { Outlet } from 'react-router';
import { PageLoadingBar } from './page-loading-bar';
import { PublicFrame } from './public-frame';

/** The public pages' layout route: the frame, with the router's loading bar. */
export function PublicLayout() {
  return (
    <PublicFrame loadingBar={<PageLoadingBar />}>
      <Outlet />
    </PublicFrame>
  );
}
