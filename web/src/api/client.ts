// The one axios instance of the console: base /api/v1, request timeout, bearer header, language.
import axios from 'axios';
import { API_BASE, REQUEST_TIMEOUT_MS } from '@contract';
import { currentLanguage } from '../i18n';

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  // Timeouts report ETIMEDOUT, so ECONNABORTED means "aborted" only (spec §8 tells them apart).
  transitional: { clarifyTimeoutError: true },
});

// Server messages come back in the language the operator reads.
http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

/** Set (on login) or remove (on logout) the `Authorization: Bearer …` header of every later call. */
export function setAuthorization(token: string | null): void {
  if (token) http.defaults.headers.common.Authorization = token;
  else delete http.defaults.headers.common.Authorization;
}

export function currentAuthorization(): string | null {
  const value = http.defaults.headers.common.Authorization;
  return typeof value === 'string' ? value : null;
}
