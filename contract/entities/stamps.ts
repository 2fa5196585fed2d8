import { wireDateTime } from '../wire';

/** The two time stamps every record carries. */
export const stamps = { createdDate: wireDateTime, updatedDate: wireDateTime };
