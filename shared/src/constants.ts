// Business constants and limits from SPEC §9, verbatim.

import { MINUTE_MS } from './format/durations';

export const DEFAULT_COLORS = {
  primaryColor: '#8b5cf6',
  primaryTextColor: '#111827',
  secondaryTextColor: '#6b7280',
  isDarkMode: false,
} as const;

export const BUSINESS_TIME_ZONE = 'America/Chicago';
export const CURRENCY = 'USD';
export const LOCALE = 'en-US';

export const INITIALS_FALLBACK = '??';
export const FALLBACK_DISPLAY_NAME = 'Unknown User';

export const DATA_FRESHNESS_MS = 5 * MINUTE_MS;
export const BUSINESS_SETTINGS_FRESHNESS_MS = 5 * MINUTE_MS;
export const PERMISSION_CACHE_MS = 5 * MINUTE_MS;
export const READ_RETRIES = 0;
export const MOBILE_BREAKPOINT_PX = 768;
export const MAX_TOASTS = 1;
export const TOAST_REMOVAL_DELAY_MS = 1_000_000;
export const COLOR_PREFERENCES_DELAY_MS = 100;

export const PAYMENT_SUCCESS_STORAGE_KEY = 'payment_success_active';
