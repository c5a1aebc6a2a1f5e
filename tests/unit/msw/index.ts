export { server } from './server';
export * from './handlers';
export * from './factories';
