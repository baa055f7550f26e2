/** Every table of the embedded backend, one file per area. */
export * from './accounts';
export * from './devices';
export * from './identity';
export * from './policies';
export * from './bookings';
export * from './content';
export * from './limits';
export * from './payments';
export * from './uploads';
export * from './requests';
export * from './outbox';
export * from './prices';
export * from './corrections';
export * from './claims';
