/**
 * Runs the current route's guards and loaders again. A guard that decided on the device's copy of a
 * read asks for this when the server's answer turns out different (src/routes/_applicant/user/
 * -activity-guard.ts `readCopyFirst`). The router says how when it is created (src/router.tsx), so
 * the guards need not import the router that imports them.
 */
let recheck: () => void = () => {};

export function onRouteRecheck(run: () => void): void {
  recheck = run;
}

export function recheckRoute(): void {
  recheck();
}
