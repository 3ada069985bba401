import { type ReactNode, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { chosenLogoutUnderWay } from '../site/chosen-logout';
import { draftsKeptAtSessionEnd } from './kept-drafts';
import { confirmLeave, type UnsavedForms, UnsavedFormsContext } from './unsaved-changes';

function createUnsavedForms(): UnsavedForms {
  const holding = new Set<object>();
  return {
    hold(form) {
      holding.add(form);
      return () => {
        holding.delete(form);
      };
    },
    any: () => holding.size > 0,
  };
}

/**
 * Asks before a navigation inside the site drops what a form below holds unsaved (the forms say
 * so with `useWarnBeforeUnload`): the dashboard's sidebar, its view/edit switch, or any link of
 * the site. Nothing is asked when nothing was typed, or when the session ended and the typing was
 * kept for after the login (the site is then taking the editor there), nor after the member agreed
 * to log out without it (the header's Log out asks, `confirmLogOut`). React Router's blocker, so
 * it needs a data router, as the app's framework mode gives.
 */
export function AskBeforeLeaving({ children }: { children: ReactNode }) {
  const [forms] = useState(createUnsavedForms);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      forms.any() &&
      !draftsKeptAtSessionEnd() &&
      !chosenLogoutUnderWay() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmLeave()) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return <UnsavedFormsContext.Provider value={forms}>{children}</UnsavedFormsContext.Provider>;
}
