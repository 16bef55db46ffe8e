// The Spanish feature catalogs, by path (src/lib/i18n.ts loadCatalog): a module per language, so
// a page downloads the list of its own language's catalogs only.
export const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>([
  '../../locales/es/*.po',
  '!../../locales/es/messages.po',
  '!../../locales/es/staff.po',
]);
