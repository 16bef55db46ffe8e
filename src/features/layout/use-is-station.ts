import { useMatches } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A screen of the interview station's flow: framed by StationLayout (station-layout.tsx). */
    isStation?: boolean;
  }
}

/** Whether the current page is a station screen (its route says so in staticData). */
export function useIsStation(): boolean {
  return useMatches({ select: (matches) => matches.some((match) => match.staticData.isStation === true) });
}
