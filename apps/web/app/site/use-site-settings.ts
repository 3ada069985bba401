import { useRouteLoaderData } from 'react-router';
import { defaultSiteSettings, type SiteSettings } from './site-settings';

/**
 * The site settings the root loader read for this page (the server's, as editors saved them), or
 * content-data's where there is no root data (an error page, a page prerendered at build time).
 */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<{ settings?: SiteSettings }>('root')?.settings ?? defaultSiteSettings();
}
