// Types of prepare.mjs (plain JavaScript: it runs before node_modules exists, on any Node).
export function projectNode(): string;
export function needsProjectNode(): boolean;
