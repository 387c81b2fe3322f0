// The time, injected: tests move it forward instead of waiting.
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
