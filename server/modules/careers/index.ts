/** The careers module's face (D352): what code outside its folder may use. */
export { applyPath, postingPath } from './career-pages.ts';
export { CAREER_COMPANY_COLUMNS, livePosting } from './careers.store.ts';
export { escapeHtml, jsonForScript } from './html-text.ts';
