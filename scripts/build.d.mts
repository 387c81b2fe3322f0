// Types of what scripts/build.mjs exports to TypeScript (the server tests' process starter).
export function serverBundleFresh(): boolean;
