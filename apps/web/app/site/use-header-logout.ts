import { useLogout } from '@coaz/api-client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { anyFormUnsaved, confirmLogOut } from '../studio/unsaved-changes';
import { markChosenLogout } from './chosen-logout';

/** Where a logout from the header lands: the home page. */
const AFTER_LOGOUT_PATH = '/home';

/** What the header's status region says once the member is logged out. */
export const LOGGED_OUT_NOTICE = 'You are logged out.';

/** What {@link useHeaderLogout} gives the header. */
export interface HeaderLogout {
  /** Logs the member out; the header's Log out buttons call it. */
  logOut: () => void;
  /** Text for the header's polite status region: '' until a logout, then {@link LOGGED_OUT_NOTICE}. */
  notice: string;
}

/**
 * Logs out from the header and keeps the keyboard's place. A logout from another page moves to
 * the home page, whose heading takes the cursor (`useRouteFocus`). A logout on the home page moves
 * nowhere, and the Log out button pressed is replaced by the Log in link: the cursor would fall to
 * the top of the document, so it goes to that Log in link, in the same corner (the phone menu's or
 * the wide header's, each marked `data-account-corner`). Either way the status region says the member is logged out, which a screen
 * reader would otherwise learn only by reading the header again. While a form holds unsaved
 * typing it first asks whether to log out without it (`confirmLogOut`).
 *
 * @param signedIn whether the header shows a member now; the cursor moves once it no longer does.
 */
export function useHeaderLogout(signedIn: boolean): HeaderLogout {
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState('');
  const [returnCorner, setReturnCorner] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (signedIn) setNotice('');
  }, [signedIn]);

  useEffect(() => {
    if (!returnCorner || signedIn) return;
    setReturnCorner(null);
    returnCorner.querySelector<HTMLElement>('a[href="/login"]')?.focus();
  }, [returnCorner, signedIn]);

  const logOut = () => {
    // A form with unsaved typing (the studio's, the profile editor) asks first, as leaving it by
    // any link does; a logout the member chose keeps nothing, so Cancel is the way to keep it.
    if (anyFormUnsaved() && !confirmLogOut()) return;
    // Taken at the press, while the Log out button still holds the cursor (or was just pressed).
    const corner = document.activeElement?.closest<HTMLElement>('[data-account-corner]') ?? null;
    // Until the move home is over, leaving asks nothing more (the member agreed, or typed nothing)
    // and the dashboard leaves the move to this logout.
    markChosenLogout(true);
    logout.mutate(undefined, {
      onSuccess: () => {
        setNotice(LOGGED_OUT_NOTICE);
        if (pathname === AFTER_LOGOUT_PATH) {
          setReturnCorner(corner);
          markChosenLogout(false);
        } else {
          // Home reached (the page left behind is gone), the move is over: a signed-out visit to
          // the dashboard goes to the login again. Also when the move fails or is replaced.
          void Promise.resolve(navigate(AFTER_LOGOUT_PATH)).finally(() => markChosenLogout(false));
        }
      },
      // Still signed in: the typing is the member's again, and leaving it asks again.
      onError: () => markChosenLogout(false),
    });
  };

  return { logOut, notice };
}
