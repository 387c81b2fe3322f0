// A locale file's part, as the build splits it (messageParts.ts, vite.config.ts).
declare module '*.json?part=main' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=configurator' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=adminDashboard' {
  const messages: Record<string, unknown>;
  export default messages;
}
