// The time rules run on (expiry, idle time, lockout): injected, so tests move it instead of waiting.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
