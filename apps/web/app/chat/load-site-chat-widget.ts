import type { ComponentType } from 'react';

/**
 * Downloads the site's assistant (site-chat-widget.tsx, its own chunk), in the shape `lazy`
 * takes. On its own so that ChatSlot can ask again after a failed download.
 */
export function loadSiteChatWidget(): Promise<{ default: ComponentType }> {
  return import('./site-chat-widget').then((module) => ({ default: module.SiteChatWidget }));
}
