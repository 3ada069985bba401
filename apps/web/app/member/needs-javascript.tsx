import { Alert } from '@coaz/ui-kit';

/** The page a form of the member portal lands on when it is sent without JavaScript. */
export const NEEDS_JAVASCRIPT_PATH = '/needs_javascript';

/**
 * The submission of every member-portal form: what the browser does with it only when JavaScript
 * is off, since the app sends each one itself. A form's default is a GET to its own address,
 * which would put the password, NRC or phone number in the address bar, the history and any
 * proxy's log; a POST to {@link NEEDS_JAVASCRIPT_PATH} keeps them out of every address.
 * @example <form {...withoutScript} onSubmit={submit}>
 */
export const withoutScript = { method: 'post', action: NEEDS_JAVASCRIPT_PATH } as const;

/**
 * The note at the top of a form that can be read before the app runs (login, joining, password
 * recovery): shown only when JavaScript is off, it says the form needs it before anything is typed.
 */
export function FormNeedsJavaScript() {
  return (
    <noscript>
      <Alert tone="warning" title="This form needs JavaScript">
        <p>
          JavaScript is off in this browser, so nothing typed here can be sent. Turn it on (a
          data-saving mode may have turned it off) or open this page in another browser. Every other
          page of the site reads without it.
        </p>
      </Alert>
    </noscript>
  );
}
