// Spec §8 client errors: what an axios failure means, in the operator's words.
import axios from 'axios';
import { tm } from '../i18n';

export interface TransportError {
  kind: 'aborted' | 'timeout' | 'status' | 'network';
  /** HTTP status when the server answered with one. */
  status?: number;
  message: string;
}

export function describeTransportError(error: unknown): TransportError {
  if (axios.isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED' || error.code === 'ECONNABORTED') return { kind: 'aborted', message: tm('requestAborted') };
    if (error.code === 'ETIMEDOUT') return { kind: 'timeout', message: tm('timeout') };
    const status = error.response?.status;
    if (status !== undefined) return { kind: 'status', status, message: tm('requestFailedStatus', { status }) };
  }
  return { kind: 'network', message: tm('networkError') };
}
