/**
 * Whether a logout the member chose (the header's Log out) is on its way to the home page. While
 * it is, leaving a form asks nothing (the member agreed to drop its typing, or typed nothing:
 * `AskBeforeLeaving`, `useWarnBeforeUnload`), and a page that sends a signed-out visitor to the
 * login (the dashboard) leaves that move to the header: both react to the session's end, and
 * whichever ran first decided where the member landed, so a Log out pressed on the dashboard
 * sometimes ended on the login page. Over once home is reached, so a form typed in after the
 * next login asks again.
 */
let underWay = false;

/** Marks a chosen logout as started (`true`), or as over: home reached, or the logout failed. */
export function markChosenLogout(started: boolean): void {
  underWay = started;
}

/** Whether a chosen logout is moving the member home, so no other page should move them. */
export function chosenLogoutUnderWay(): boolean {
  return underWay;
}
