export const root: string;
export const SERVER_START_LIMIT_MS: number;
export const READY_LINE: string;
export function freePort(): Promise<number>;
export function startServer(options?: {
  env?: Record<string, string>;
  name?: string;
  quiet?: boolean;
  tls?: boolean;
  port?: number;
  nodeArgs?: string[];
}): Promise<{ base: string; port: number; pid: number; stop: () => Promise<void> }>;
