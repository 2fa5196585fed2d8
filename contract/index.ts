export * from './wire';
export * from './endpoint';
export * from './entities';
export * from './catalog';
export * from './messages';
export * from './labels';
export * from './constants';
export * from './permissions';
export { companyStoreBody, type CompanyStoreBody } from './endpoints/company';
