// A small seeded generator (mulberry32, Tommy Ettinger 2017): the search must give the same plan
// for the same input and seed, and Math.random cannot be seeded.
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

export function shuffle<T>(values: T[], random: Random): T[] {
  for (let i = values.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const tmp = values[i] as T;
    values[i] = values[j] as T;
    values[j] = tmp;
  }
  return values;
}
