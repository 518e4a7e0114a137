/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator): the same series for a seed on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
