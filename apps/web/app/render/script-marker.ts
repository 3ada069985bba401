import { createContext, useContext } from 'react';

/**
 * The server's script marker for the render under way (`SiteRenderContext.scriptMarker`), which
 * entry.server.tsx provides; undefined in the browser and while the build prerenders.
 */
export const ScriptMarkerContext = createContext<string | undefined>(undefined);

/**
 * The `nonce` for an inline script the app writes itself: the server allows only scripts carrying
 * its marker (apps/server, `markedScriptHashes`) and takes the marker out before the page is sent.
 */
export function useScriptMarker(): string | undefined {
  return useContext(ScriptMarkerContext);
}
