// The frame of every page: its metadata, the routed content and the footer.

import { Outlet } from 'react-router-dom';
import { PageMetadata } from './page-metadata';
import { SiteFooter } from './site-footer';

export function MainLayout() {
  return (
    <>
      <PageMetadata />
      <Outlet />
      <SiteFooter />
    </>
  );
}
