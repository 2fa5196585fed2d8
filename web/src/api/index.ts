// The console's API layer. The axios instance (client.ts) and its error mapping (errors.ts) are not
// re-exported: callEndpoint loads them with the first call, and the sign-in route must not.
export { callEndpoint, callEveryPage, forgetCached, preloadTransport, type CallInput, type CallOptions, type CallOutcome, type CallFailure, type FileResponse } from './call';
export { setAuthorization, currentAuthorization } from './authorization';
export { responseCache, ResponseCache } from './cache';
export { onSessionLost, isSessionEndMessage } from './sessionRule';
export { fetchEveryPage, type ListPage } from './everyPage';
