// Liveness and readiness: what a load balancer or orchestrator asks, without a token.
import { healthReply, readyReply } from '../schemas/config.js';
import { endpoint } from './types.js';

export const HEALTH_ENDPOINTS = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    service: 'health',
    summary:
      'Liveness: 200 while the process runs, without touching the database (restart it when this fails)',
    tag: 'health',
    reply: healthReply,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    access: 'public',
    service: 'ready',
    summary:
      'Readiness: 200 when the database answers in time and holds every migration of this build; 503 when not (send it no traffic)',
    tag: 'health',
    reply: readyReply,
    otherReplies: { 503: readyReply },
  }),
} as const;
