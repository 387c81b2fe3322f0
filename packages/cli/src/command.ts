// What every `kubik` command is: a handler taking its arguments and somewhere to write, returning
// the exit code. 0 fine, 1 invalid input (messages on stderr), 2 usage error.
export interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

export type Command = (args: string[], io: Io) => Promise<number>;

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

/** Splits `--name value` options from positional arguments; flags listed in `bare` take no value. */
export function parseOptions(
  args: string[],
  known: readonly string[],
  bare: readonly string[] = [],
): { positional: string[]; options: Map<string, string> } | string {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (!known.includes(name) && !bare.includes(name)) return `unknown option --${name}`;
    if (bare.includes(name)) {
      options.set(name, 'true');
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined) return `--${name} needs a value`;
    options.set(name, value);
  }
  return { positional, options };
}
