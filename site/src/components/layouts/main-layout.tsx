// The frame of every page: its metadata, the routed content, the accessibility statement and
// the footer that links to it.

import { Outlet } from 'react-router-dom';
import { AccessibilityStatement } from './accessibility-statement';
import { PageMetadata } from './page-metadata';
import { SiteFooter } from './site-footer';

export function MainLayout() {
  return (
    <>
      <PageMetadata />
      <Outlet />
      <AccessibilityStatement />
      <SiteFooter />
    </>
  );
}
