// The one axios instance of the console: base /api/v1, request timeout, bearer header, language.
// callEndpoint loads this module (and axios) with the first call, or ahead of it once the sign-in
// form is up (preloadTransport), so the form itself does not wait for axios.
import axios from 'axios';
import { API_BASE } from '@contract/api-routes';
import { REQUEST_TIMEOUT_MS } from '@contract/constants';
import { currentLanguage } from '../i18n';
import { currentAuthorization } from './authorization';

export { currentAuthorization, setAuthorization } from './authorization';

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  // Timeouts report ETIMEDOUT, so ECONNABORTED means "aborted" only (spec §8 tells them apart).
  transitional: { clarifyTimeoutError: true },
});

// Server messages come back in the language the operator reads; the session's bearer header rides
// along when there is one.
http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', currentLanguage());
  const authorization = currentAuthorization();
  if (authorization && !config.headers.has('Authorization')) config.headers.set('Authorization', authorization);
  return config;
});
