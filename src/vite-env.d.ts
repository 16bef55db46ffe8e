/// <reference types="vite/client" />
declare module '*.po' {
  export const messages: Record<string, unknown>;
}
/** The generated route tree less the staff routes (scripts/vite-candidate-route-tree.ts); src/router.tsx types it as the full tree. */
declare module 'virtual:assay/candidate-route-tree' {
  export const routeTree: import('@tanstack/react-router').AnyRoute;
}
