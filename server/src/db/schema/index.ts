export * from './auth';
export * from './businesses';
export * from './customers';
export * from './delivery';
export * from './order-settings';
export * from './orders';
export * from './products';
export * from './users';
