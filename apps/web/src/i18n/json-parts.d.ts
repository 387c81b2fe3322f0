// A locale file's part, as the build splits it (messageParts.ts, vite.config.ts).
declare module '*.json?part=main' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=configurator' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=shop' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=account' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=admin' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=projects' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=inquiries' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?part=room' {
  const messages: Record<string, unknown>;
  export default messages;
}
