export const BUILD_MARKER: string;
export function rebuildReason(root: string, distDir?: string): string | null;
export function buildProduction(root: string, stdio?: 'inherit' | 'ignore'): void;
