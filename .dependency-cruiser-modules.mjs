// The folder-cycle check of `npm test` (D404): the server's module folders (server/modules/<name>/,
// production files only, as scripts/module-knot.mjs counts them) may not import each other in a
// cycle, even where no file cycle shows (.dependency-cruiser.mjs finds those). Run it alone with
// `npx depcruise server/modules --config .dependency-cruiser-modules.mjs`. Test files stay out:
// a module's tests may build the app and reach any face. Only the module folders are in the graph,
// so a path through server/db or server/http, which the modules share below them, is no cycle.

import base from './.dependency-cruiser.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Two server modules that reach each other: move what both need below them (server/db, server/http) or announce it and let the other listen, as activity-events.ts does (D404).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^server/modules/',
    exclude: { path: '\\.test\\.ts$' },
  },
};
