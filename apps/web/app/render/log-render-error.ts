import { type HandleErrorFunction, isRouteErrorResponse } from 'react-router';

/**
 * What the server logs of an error met while rendering a page or its data (React Router's
 * `handleError`, exported by entry.server.tsx). An unknown address, or an entry that is not there,
 * is answered with the site's 404 page (root.tsx); React Router would also log it as an error with
 * its stack, so every bot trying /wp-login.php would fill the log with stacks and hide the errors
 * that matter. A request the visitor abandoned is not an error either. Anything else is logged as
 * React Router logs it: the error inside a route error response, or the error itself.
 */
export const logRenderError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return;
    // The response React Router builds from a thrown error keeps it as `error`, untyped.
    const inner = (error as { error?: unknown }).error;
    console.error(inner instanceof Error ? inner : error);
    return;
  }
  console.error(error);
};
