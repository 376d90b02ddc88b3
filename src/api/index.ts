export { createServiceClient, type ServiceClient } from './client.ts';
export { ServiceError } from './transport/errors.ts';
export { collectPages, MAX_PAGE_SIZE, walkPages } from './transport/pagination.ts';
export { appKeyOf, buildRefOf, idOf, testRefOf } from './refs.ts';
export { Transport, type TransportOptions } from './transport/transport.ts';
