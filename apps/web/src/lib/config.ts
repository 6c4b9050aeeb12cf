// Owns the runtime configuration the server publishes at /merchant-portal/config.json.
import { webConfig, type WebConfig } from '@merchant-portal/contracts/schemas/config';

/** The spec's defaults (part 1 §1), used until config.json has loaded (and in unit tests). */
const DEFAULT_CONFIG: WebConfig = {
  apiBaseUrl: '',
  bankName: 'Bank',
  supportEmail: 'support@example.com',
  country: 'JO',
  lang: 'en',
  currency: 'JOD',
  channel: 'MB',
  sessionIdleMinutes: 15,
};

let current: WebConfig = DEFAULT_CONFIG;

export function getConfig(): WebConfig {
  return current;
}

export function setConfig(config: WebConfig): void {
  current = { ...config, apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, '') };
}

export function parseConfig(input: unknown): WebConfig {
  return webConfig.parse(input);
}

export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;
