export { callEndpoint, forgetCached, type CallInput, type CallOptions, type CallOutcome, type CallFailure, type FileResponse } from './call';
export { http, setAuthorization, currentAuthorization } from './client';
export { responseCache, ResponseCache } from './cache';
export { describeTransportError } from './errors';
export { onSessionLost, isSessionEndMessage } from './sessionRule';
