// Types of kind-registries.mjs.
export interface Registry {
  out: string;
  pattern: string;
  value: string;
  list: string;
  what: string;
}
export const REGISTRIES: Registry[];
export function definitionsIn(text: string, value: string): string[];
export function registrySource(registry: Registry, root?: string): string;
export function generatedRegistries(root?: string): Promise<{ out: string; text: string }[]>;
export function staleRegistries(root?: string): Promise<string[]>;
