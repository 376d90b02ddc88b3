// Every entry of the shared bundle, keyed by its path under dist/ (see scripts/build.ts).
export const entries: Record<string, () => Promise<void>> = {};
