// The request a piece of work runs under, carried across awaits and callbacks (AsyncLocalStorage), so a
// failure nothing awaited can still be logged with the request that caused it.
import { AsyncLocalStorage } from 'node:async_hooks';

export const requestScope = new AsyncLocalStorage<{ requestId: string }>();
