export * from './auth';
export * from './businesses';
export * from './users';
