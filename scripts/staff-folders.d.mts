// Types of staff-folders.mjs.
type ModuleGraph = Record<string, { imports: string[]; dynamicImports: string[] }>;
export function sourceGraph(root: string): ModuleGraph;
export function staffFoldersOf(modules: ModuleGraph): { features: string[]; ui: string[] };
export function staffFolders(root: string): { features: string[]; ui: string[] };
